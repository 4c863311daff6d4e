import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { InputError, InputErrors } from '../../src/core/errors.js';
import { loadSpec } from '../../src/openapi/load.js';

const fixture = (name: string): string =>
  fileURLToPath(new URL(`../__fixtures__/specs/${name}`, import.meta.url));

/** Loads a spec that must fail and returns its errors in their one-line form. */
async function loadErrors(name: string): Promise<string[]> {
  try {
    await loadSpec(fixture(name), `.falcon/${name}`);
  } catch (error) {
    if (error instanceof InputErrors) return error.errors.map((each) => each.describe());
    if (error instanceof InputError) return [error.describe()];
    throw error;
  }
  throw new Error(`${name} loaded without errors`);
}

describe('loadSpec: OpenAPI 3.0', () => {
  it('reads version, title and servers with variables replaced by their defaults', async () => {
    const spec = await loadSpec(fixture('shop-3.0.yaml'), '.falcon/spec.yaml');
    expect(spec.file).toBe('.falcon/spec.yaml');
    expect(spec.version).toBe('3.0');
    expect(spec.title).toBe('Shop API');
    expect(spec.servers).toEqual(['https://eu.shop.example.com/v1', '/v1']);
  });

  it('lists every path × method with its location and operationId', async () => {
    const spec = await loadSpec(fixture('shop-3.0.yaml'), '.falcon/spec.yaml');
    expect(spec.operations.map((operation) => `${operation.method} ${operation.path}`)).toEqual([
      'GET /health',
      'GET /products',
      'POST /products',
      'GET /products/{id}',
      'DELETE /products/{id}',
      'GET /users/me',
      'GET /users/{userId}',
      'PATCH /users/{userId}',
      'GET /categories',
      'GET /files/{name}.json',
    ]);
    const list = spec.byOperationId('listProducts');
    expect(list).toMatchObject({ method: 'GET', path: '/products', summary: 'List products' });
    expect(list?.location).toEqual({ file: '.falcon/spec.yaml', line: 27, column: 5 });
    expect(spec.byOperationId('nope')).toBeUndefined();
  });

  it('merges path-level parameters, the operation winning on name and location', async () => {
    const spec = await loadSpec(fixture('shop-3.0.yaml'), '.falcon/spec.yaml');
    const get = spec.byOperationId('getProduct');
    const remove = spec.byOperationId('deleteProduct');
    expect(get?.parameters.map(({ name, in: where, required }) => ({ name, in: where, required }))).toEqual([
      { name: 'id', in: 'path', required: true },
      { name: 'verbose', in: 'query', required: true },
    ]);
    expect(remove?.parameters.find((parameter) => parameter.name === 'verbose')?.required).toBe(false);
  });

  it('decides requiresAuth from the operation, then the global security', async () => {
    const spec = await loadSpec(fixture('shop-3.0.yaml'), '.falcon/spec.yaml');
    expect(spec.byOperationId('listProducts')?.requiresAuth).toBe(true);
    expect(spec.byOperationId('health')?.requiresAuth).toBe(false);
    // `- {}` among the requirements makes credentials optional.
    expect(spec.byOperationId('listCategories')?.requiresAuth).toBe(false);
  });

  it('dereferences components and external files, lower-cases response headers', async () => {
    const spec = await loadSpec(fixture('shop-3.0.yaml'), '.falcon/spec.yaml');
    const list = spec.byOperationId('listProducts')!;
    expect(list.responses['200']?.headers).toMatchObject({
      'x-total-count': { required: true, schema: { type: 'integer' } },
      'x-rate-limit': { required: false },
    });
    const product = spec.byOperationId('createProduct')?.requestBody?.content['application/json']?.schema;
    expect(product).toMatchObject({
      required: ['id', 'name', 'price'],
      properties: { warehouse: { type: 'object', required: ['city'] } },
    });
  });

  it('keeps recursive schemas finite: the recursion point stays a $ref', async () => {
    const spec = await loadSpec(fixture('shop-3.0.yaml'), '.falcon/spec.yaml');
    const schema = spec.responseSchema(spec.byOperationId('listCategories')!, 200, 'application/json');
    expect(() => JSON.stringify(schema)).not.toThrow();
    expect(JSON.stringify(schema)).toContain('#/components/schemas/Category');
    const tree = [{ name: 'root', children: [{ name: 'leaf', children: [{ name: 7 }] }] }];
    expect(spec.validate(schema!, tree)).toEqual([
      '$[0].children[0].children[0].name: must be a string (got 7)',
    ]);
  });
});

describe('loadSpec: OpenAPI 3.1', () => {
  it('loads YAML with type arrays and an external $ref', async () => {
    const spec = await loadSpec(fixture('notes-3.1.yaml'), 'notes.yaml');
    expect(spec.version).toBe('3.1');
    expect(spec.title).toBe('Notes API');
    expect(spec.servers).toEqual(['http://localhost:8080/api']);
    const note = spec.byOperationId('getNote')!;
    expect(note.responses['2XX']?.content['application/json']?.schema).toMatchObject({
      properties: { location: { required: ['city'] }, body: { type: ['string', 'null'] } },
    });
    expect(note.requiresAuth).toBe(false);
  });
});

describe('loadSpec: Swagger 2.0', () => {
  it('converts body, formData, produces and headers into the OpenAPI 3 model', async () => {
    const spec = await loadSpec(fixture('petstore-2.0.json'), 'petstore.json');
    expect(spec.version).toBe('2.0');
    expect(spec.servers).toEqual(['https://petstore.example.com/api', 'http://petstore.example.com/api']);

    const create = spec.byOperationId('createPet')!;
    expect(create.requestBody?.required).toBe(true);
    expect(Object.keys(create.requestBody!.content)).toEqual(['application/json']);
    expect(Object.keys(create.responses['201']!.content)).toEqual(['application/json', 'application/xml']);
    expect(create.requiresAuth).toBe(true);

    const get = spec.byOperationId('getPet')!;
    expect(Object.keys(get.responses['200']!.content)).toEqual(['application/json']);
    expect(get.parameters).toEqual([
      { name: 'petId', in: 'path', required: true, schema: { type: 'integer', format: 'int64' } },
    ]);

    const list = spec.byOperationId('listPets')!;
    expect(list.requiresAuth).toBe(false);
    expect(list.responses['200']?.headers['x-next']).toEqual({ required: false, schema: { type: 'string' } });

    const upload = spec.byOperationId('uploadPhoto')!;
    expect(upload.requestBody).toEqual({
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            properties: { file: { type: 'string', format: 'binary' }, caption: { type: 'string' } },
            required: ['file'],
          },
        },
      },
    });
  });

  it('reads x-nullable and boolean exclusiveMinimum', async () => {
    const spec = await loadSpec(fixture('petstore-2.0.json'), 'petstore.json');
    const pet = spec.responseSchema(spec.byOperationId('getPet')!, 200, 'application/json')!;
    expect(spec.validate(pet, { id: 1, name: 'Rex', tag: null, owner: { city: 'Oslo' } })).toEqual([]);
    const limit = spec.byOperationId('listPets')!.parameters[0]!.schema!;
    expect(spec.validate(limit, 0)).toEqual(['$: must be greater than 0 (got 0)']);
    expect(spec.validate(limit, 1)).toEqual([]);
  });
});

describe('loadSpec: errors', () => {
  it('reports a YAML syntax error with file, line and column', async () => {
    const errors = await loadErrors('bad-syntax.yaml');
    expect(errors[0]).toMatch(
      /^\.falcon\/bad-syntax\.yaml:7:10: invalid YAML: the list opened here with \[ is never closed/,
    );
  });

  it('names the line and column of a missing required field', async () => {
    const errors = await loadErrors('bad-missing-field.yaml');
    expect(errors).toEqual([
      ".falcon/bad-missing-field.yaml:2:1: missing key 'version' in info — add 'version' to info",
      ".falcon/bad-missing-field.yaml:10:5: missing key 'responses' in paths['/orders'].post — add 'responses' to paths['/orders'].post",
    ]);
  });

  it('points a missing $ref target at the line of the $ref', async () => {
    const errors = await loadErrors('bad-missing-ref.yaml');
    expect(errors).toEqual([
      '.falcon/bad-missing-ref.yaml:14:23: $ref "#/components/schemas/Missing" points to nothing: components/schemas/Missing does not exist — define components/schemas/Missing or fix the $ref',
    ]);
  });

  it('points a $ref to a missing file at the $ref', async () => {
    const errors = await loadErrors('bad-missing-file.yaml');
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(
      /^\.falcon\/bad-missing-file\.yaml:14:23: \$ref "\.\/schemas\/nowhere\.yaml" names a file that cannot be read: .*ENOENT.* — create \.\/schemas\/nowhere\.yaml or fix the \$ref$/,
    );
  });

  it('says clearly when the file is not a spec at all', async () => {
    const errors = await loadErrors('not-a-spec.yaml');
    expect(errors).toEqual([
      '.falcon/not-a-spec.yaml:1:1: .falcon/not-a-spec.yaml is not an OpenAPI or Swagger document: it has no `openapi` or `swagger` key — point the spec setting at your OpenAPI file, or start it with `openapi: 3.1.0`',
    ]);
  });

  it('reports a missing file without a stack trace', async () => {
    await expect(loadSpec(fixture('does-not-exist.yaml'), 'spec.yaml')).rejects.toThrow(
      'cannot read the spec spec.yaml: the file does not exist',
    );
  });

  describe('written on the fly', () => {
    let folder: string;
    beforeAll(async () => {
      folder = await mkdtemp(join(tmpdir(), 'falcon-spec-'));
    });
    afterAll(async () => {
      await rm(folder, { recursive: true, force: true });
    });

    const errorsOf = async (text: string): Promise<string[]> => {
      const file = join(folder, `spec-${Math.random().toString(36).slice(2)}.yaml`);
      await writeFile(file, text);
      try {
        await loadSpec(file, 'spec.yaml');
      } catch (error) {
        if (error instanceof InputErrors) return error.errors.map((each) => each.describe());
        if (error instanceof InputError) return [error.describe()];
        throw error;
      }
      return [];
    };

    it('rejects an unquoted version number and an unsupported version', async () => {
      expect(await errorsOf('openapi: 3.0\ninfo: { title: T, version: "1" }\npaths: {}\n')).toEqual([
        'spec.yaml:1:10: `openapi` must be a string such as "3.0.3", not the number 3 — quote it: openapi: "3.0"',
      ]);
      expect((await errorsOf('openapi: 4.0.0\ninfo: { title: T, version: "1" }\npaths: {}\n'))[0]).toMatch(
        /^spec\.yaml:1:10: OpenAPI version "4\.0\.0" is not supported/,
      );
    });

    it('accepts a newer patch release of a supported version', async () => {
      expect(await errorsOf('openapi: 3.0.9\ninfo: { title: T, version: "1" }\npaths: {}\n')).toEqual([]);
    });

    it('reports an unknown key and a wrong enum value where they are written', async () => {
      const errors = await errorsOf(
        [
          'openapi: 3.1.0',
          'info: { title: T, version: "1" }',
          'paths:',
          '  /a:',
          '    get:',
          '      parameters:',
          '        - name: q',
          '          in: body',
          '          schema: { type: string }',
          '      responses:',
          '        "200":',
          '          description: ok',
          '          colour: blue',
          '',
        ].join('\n'),
      );
      expect(errors).toEqual([
        `spec.yaml:8:15: paths['/a'].get.parameters[0].in must be one of query, header, path, cookie (got "body") — use one of query, header, path, cookie`,
        `spec.yaml:13:11: unknown key 'colour' in paths['/a'].get.responses['200'] — remove 'colour' or fix its spelling (extensions start with 'x-')`,
      ]);
    });

    it('places the errors of a spec written as JSON as exactly as in YAML', async () => {
      const errors = await errorsOf(
        [
          '{',
          '  "openapi": "3.1.0",',
          '  "info": { "title": "T", "version": "1" },',
          '  "paths": {',
          '    "/a": {',
          '      "get": {',
          '        "parameters": [{ "name": "q", "in": "body", "schema": { "type": "string" } }],',
          '        "responses": { "200": { "description": "ok", "colour": "blue" } }',
          '      }',
          '    }',
          '  }',
          '}',
        ].join('\n'),
      );
      expect(errors).toEqual([
        `spec.yaml:7:45: paths['/a'].get.parameters[0].in must be one of query, header, path, cookie (got "body") — use one of query, header, path, cookie`,
        `spec.yaml:8:54: unknown key 'colour' in paths['/a'].get.responses['200'] — remove 'colour' or fix its spelling (extensions start with 'x-')`,
      ]);
    });

    it('reports a 2.0 parameter without a type once, at the parameter', async () => {
      const errors = await errorsOf(
        JSON.stringify(
          {
            swagger: '2.0',
            info: { title: 'T', version: '1' },
            paths: {
              '/a': {
                get: { parameters: [{ name: 'q', in: 'query' }], responses: { 200: { description: 'ok' } } },
              },
            },
          },
          null,
          2,
        ),
      );
      expect(errors).toEqual([
        `spec.yaml:11:11: missing key 'type' in paths['/a'].get.parameters[0] — add 'type' to paths['/a'].get.parameters[0]`,
      ]);
    });

    it('reports a mistake inside a component once, where the component is written', async () => {
      const errors = await errorsOf(
        [
          'openapi: 3.0.3',
          'info: { title: T, version: "1" }',
          'paths:',
          '  /a:',
          '    get:',
          '      responses:',
          '        "200": { description: ok, content: { application/json: { schema: { $ref: "#/components/schemas/Thing" } } } }',
          '        "201": { description: ok, content: { application/json: { schema: { $ref: "#/components/schemas/Thing" } } } }',
          'components:',
          '  schemas:',
          '    Thing:',
          '      type: strin',
          '',
        ].join('\n'),
      );
      expect(errors).toEqual([
        'spec.yaml:12:13: components.schemas.Thing.type must be one of array, boolean, integer, number, object, string (got "strin") — use one of array, boolean, integer, number, object, string',
      ]);
    });

    it('checks OpenAPI 3.1 schemas against JSON Schema 2020-12 at load time', async () => {
      const errors = await errorsOf(
        [
          'openapi: 3.1.0',
          'info: { title: T, version: "1" }',
          'paths:',
          '  /a:',
          '    get:',
          '      responses:',
          '        "200":',
          '          description: ok',
          '          content:',
          '            application/json:',
          '              schema: { type: object, required: id }',
          'components:',
          '  schemas:',
          '    Thing:',
          '      type: strin',
          '',
        ].join('\n'),
      );
      expect(errors).toEqual([
        `spec.yaml:15:13: components.schemas.Thing.type must be one of "array", "boolean", "integer", "null", "number", "object", "string" (got "strin") — fix the schema: OpenAPI 3.1 schemas are JSON Schema 2020-12`,
        `spec.yaml:11:49: paths['/a'].get.responses['200'].content['application/json'].schema.required must be an array (got "id") — fix the schema: OpenAPI 3.1 schemas are JSON Schema 2020-12`,
      ]);
    });

    it('asks for schema or content on a 3.0 parameter', async () => {
      const errors = await errorsOf(
        'openapi: 3.0.3\ninfo: { title: T, version: "1" }\npaths:\n  /a:\n    get:\n      parameters:\n        - name: q\n          in: query\n      responses:\n        "200": { description: ok }\n',
      );
      expect(errors).toEqual([
        "spec.yaml:7:11: paths['/a'].get.parameters[0] needs either 'schema' or 'content' — add 'schema' to paths['/a'].get.parameters[0]",
      ]);
    });

    it('reports only the `in` of a 2.0 parameter with an unknown location', async () => {
      const errors = await errorsOf(
        JSON.stringify(
          {
            swagger: '2.0',
            info: { title: 'T', version: '1' },
            paths: {
              '/a': {
                get: {
                  parameters: [{ name: 'q', in: 'nowhere', type: 'string' }],
                  responses: { 200: { description: 'ok' } },
                },
              },
            },
          },
          null,
          2,
        ),
      );
      expect(errors).toEqual([
        `spec.yaml:13:19: paths['/a'].get.parameters[0].in must be one of query, header, path, formData, body (got "nowhere") — use one of query, header, path, formData, body`,
      ]);
    });

    it('locates Swagger 2.0 rule failures at the operation', async () => {
      const errors = await errorsOf(
        JSON.stringify(
          {
            swagger: '2.0',
            info: { title: 'T', version: '1' },
            paths: { '/a/{id}': { get: { responses: { 200: { description: 'ok' } } } } },
          },
          null,
          2,
        ),
      );
      expect(errors).toEqual([
        "spec.yaml:9:7: paths['/a/{id}'].get is missing path parameter(s) for {id} — fix the spec at this place",
      ]);
    });

    it('reports a syntax error in an external file at its own line', async () => {
      await writeFile(join(folder, 'broken.yaml'), 'a: [1\nb: 2\n');
      const errors = await errorsOf(
        'openapi: 3.0.3\ninfo: { title: T, version: "1" }\npaths:\n  /a:\n    get:\n      responses:\n        "200": { description: ok, content: { application/json: { schema: { $ref: "./broken.yaml" } } } }\n',
      );
      expect(errors).toHaveLength(1);
      expect(errors[0]).toMatch(
        /^broken\.yaml:1:4: invalid YAML: the list opened here with \[ is never closed/,
      );
    });

    it('builds 2.0 server URLs from host, schemes and basePath', async () => {
      const serversOf = async (extra: Record<string, unknown>): Promise<string[]> => {
        const file = join(folder, `servers-${Math.random().toString(36).slice(2)}.json`);
        await writeFile(
          file,
          JSON.stringify({ swagger: '2.0', info: { title: 'T', version: '1' }, paths: {}, ...extra }),
        );
        return (await loadSpec(file, 'spec.json')).servers;
      };
      expect(await serversOf({ basePath: '/api/' })).toEqual(['/api']);
      expect(await serversOf({})).toEqual(['/']);
      expect(await serversOf({ host: 'localhost:3000' })).toEqual(['http://localhost:3000']);
      expect(await serversOf({ host: 'api.example.com', basePath: '/v2' })).toEqual([
        'https://api.example.com/v2',
      ]);
    });

    it('reports duplicate operationIds with both places', async () => {
      const errors = await errorsOf(
        [
          'openapi: 3.0.3',
          'info: { title: T, version: "1" }',
          'paths:',
          '  /a:',
          '    get: { operationId: same, responses: { "200": { description: ok } } }',
          '  /b:',
          '    get: { operationId: same, responses: { "200": { description: ok } } }',
          '',
        ].join('\n'),
      );
      expect(errors).toEqual([
        "spec.yaml:7:25: operationId 'same' is used twice (first at spec.yaml:5:25) — give each operation its own operationId",
      ]);
    });

    it('points a missing $ref inside an external file into that file', async () => {
      await writeFile(
        join(folder, 'part.yaml'),
        'type: object\nproperties:\n  a:\n    $ref: "#/definitions/nope"\n',
      );
      const errors = await errorsOf(
        [
          'openapi: 3.0.3',
          'info: { title: T, version: "1" }',
          'paths:',
          '  /a:',
          '    get:',
          '      responses:',
          '        "200":',
          '          description: ok',
          '          content:',
          '            application/json:',
          '              schema: { $ref: "./part.yaml" }',
          '',
        ].join('\n'),
      );
      expect(errors).toEqual([
        'part.yaml:4:11: $ref "#/definitions/nope" points to nothing: definitions/nope does not exist — define definitions/nope or fix the $ref',
      ]);
    });

    it('loads a directly self-referencing schema without hanging', async () => {
      const errors = await errorsOf(
        [
          'openapi: 3.0.3',
          'info: { title: T, version: "1" }',
          'paths: {}',
          'components:',
          '  schemas:',
          '    Node:',
          '      type: object',
          '      properties:',
          '        next: { $ref: "#/components/schemas/Node" }',
          '        pair: { type: array, items: { $ref: "#/components/schemas/Pair" } }',
          '    Pair:',
          '      type: object',
          '      properties:',
          '        left: { $ref: "#/components/schemas/Node" }',
          '',
        ].join('\n'),
      );
      expect(errors).toEqual([]);
    });

    it('validates through recursive nullable schemas', async () => {
      const file = join(folder, 'recursive.yaml');
      await writeFile(
        file,
        [
          'openapi: 3.0.3',
          'info: { title: T, version: "1" }',
          'paths:',
          '  /list:',
          '    get:',
          '      responses:',
          '        "200":',
          '          description: ok',
          '          content:',
          '            application/json:',
          '              schema: { $ref: "#/components/schemas/Node" }',
          'components:',
          '  schemas:',
          '    Node:',
          '      type: object',
          '      required: [value]',
          '      properties:',
          '        value: { type: integer }',
          '        next:',
          '          nullable: true',
          '          allOf: [{ $ref: "#/components/schemas/Node" }]',
          '',
        ].join('\n'),
      );
      const spec = await loadSpec(file, 'recursive.yaml');
      const schema = spec.responseSchema(spec.match('GET', '/list')!, 200, 'application/json')!;
      expect(spec.validate(schema, { value: 1, next: { value: 2, next: null } })).toEqual([]);
      expect(
        spec.validate(schema, { value: 1, next: { value: 2, next: { value: 'three', next: null } } }),
      ).toEqual(['$.next.next.value: must be an integer (got "three")']);
    });
  });
});
