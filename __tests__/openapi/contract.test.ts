import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { schemaValidatorOf } from '../../src/openapi/api.js';
import { loadSpec } from '../../src/openapi/load.js';
import type { ApiSpec, ConcreteRequest, ConcreteResponse, Operation } from '../../src/openapi/types.js';

const fixture = (name: string): string =>
  fileURLToPath(new URL(`../__fixtures__/specs/${name}`, import.meta.url));

let shop: ApiSpec;
let notes: ApiSpec;
let pets: ApiSpec;

beforeAll(async () => {
  [shop, notes, pets] = await Promise.all([
    loadSpec(fixture('shop-3.0.yaml'), 'shop.yaml'),
    loadSpec(fixture('notes-3.1.yaml'), 'notes.yaml'),
    loadSpec(fixture('petstore-2.0.json'), 'petstore.json'),
  ]);
});

const op = (spec: ApiSpec, id: string): Operation => {
  const found = spec.byOperationId(id);
  if (!found) throw new Error(`no operation ${id}`);
  return found;
};

const json = (status: number, body: unknown, headers: Record<string, string> = {}): ConcreteResponse => ({
  status,
  headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
  contentType: 'application/json; charset=utf-8',
  body,
});

const request = (path: string, extra: Partial<ConcreteRequest> = {}): ConcreteRequest => ({
  method: 'GET',
  path,
  query: {},
  headers: {},
  ...extra,
});

describe('responseSchema', () => {
  it('takes the exact status first, then its range, then default', () => {
    const list = op(shop, 'listProducts');
    expect(shop.responseSchema(list, 200, 'application/json')).toMatchObject({ required: ['items'] });
    expect(shop.responseSchema(list, 404, 'application/problem+json')).toMatchObject({ required: ['title'] });
    expect(shop.responseSchema(list, 503, 'application/json')).toMatchObject({ required: ['title'] });
    expect(notes.responseSchema(op(notes, 'getNote'), 203, 'application/json')).toMatchObject({
      required: ['id', 'title', 'archived'],
    });
  });

  it('is undefined when nothing is documented for the status or the media type', () => {
    const get = op(shop, 'getProduct');
    expect(shop.responseSchema(get, 500, 'application/json')).toBeUndefined();
    expect(shop.responseSchema(get, 404, 'application/json')).toBeUndefined();
    expect(shop.responseSchema(op(shop, 'health'), 200, 'application/json')).toBeUndefined();
  });

  it('matches media types ignoring parameters, with wildcards and +json read as JSON', () => {
    const list = op(shop, 'listProducts');
    expect(shop.responseSchema(list, 200, 'application/json; charset=utf-8')).toBeDefined();
    expect(shop.responseSchema(list, 200, 'Application/JSON')).toBeDefined();
    expect(shop.responseSchema(list, 200, 'application/vnd.shop.v1+json')).toBeDefined();
    expect(shop.responseSchema(list, 200, 'text/html')).toBeUndefined();
    // 4XX documents application/problem+json only; plain JSON does not fall back upwards.
    expect(shop.responseSchema(list, 404, 'application/json')).toBeUndefined();

    const get = op(shop, 'getProduct');
    expect(shop.responseSchema(get, 200, 'application/hal+json')).toBeDefined();
    expect(shop.responseSchema(get, 200, 'text/plain')).toBeUndefined();
    expect(shop.responseSchema(op(shop, 'listCategories'), 200, 'text/csv')).toBeDefined();
  });
});

describe('checkResponse', () => {
  const byName = (checks: ReturnType<ApiSpec['checkResponse']>) =>
    Object.fromEntries(checks.map((check) => [check.name, check]));

  it('passes a response that keeps the contract', () => {
    const checks = shop.checkResponse(
      op(shop, 'listProducts'),
      json(200, { items: [{ id: 1, name: 'Lamp', price: 3 }] }, { 'X-Total-Count': '1' }),
    );
    expect(checks[0]).toEqual({
      name: 'contract status',
      expected: 'any (default documented)',
      actual: '200',
      passed: true,
    });
    expect(checks.every((check) => check.passed)).toBe(true);
    expect(checks.map((check) => check.name)).toEqual([
      'contract status',
      'contract content-type',
      'contract schema',
      'contract header x-total-count',
    ]);
    expect(byName(checks)['contract schema']).toMatchObject({
      expected: 'body matching the spec schema for 200 application/json',
      actual: 'valid',
    });
  });

  it('fails an undocumented status and checks nothing further', () => {
    const checks = shop.checkResponse(op(shop, 'getProduct'), json(500, { oops: true }));
    expect(checks).toEqual([
      { name: 'contract status', expected: 'a documented status: 200, 404', actual: '500', passed: false },
    ]);
  });

  it('accepts any status when a default response is documented', () => {
    const checks = shop.checkResponse(op(shop, 'listProducts'), json(503, { title: 'busy' }));
    expect(byName(checks)['contract status']).toMatchObject({
      expected: 'any (default documented)',
      passed: true,
    });
    expect(byName(checks)['contract schema']).toMatchObject({
      expected: 'body matching the spec schema for default application/json',
      passed: true,
    });
  });

  it('fails an undocumented content type and skips the schema of a non-JSON body', () => {
    const checks = shop.checkResponse(op(shop, 'listProducts'), {
      status: 200,
      headers: { 'content-type': 'text/html', 'x-total-count': '0' },
      contentType: 'text/html',
      body: '<html></html>',
    });
    expect(byName(checks)['contract content-type']).toEqual({
      name: 'contract content-type',
      expected: 'application/json',
      actual: 'text/html',
      passed: false,
    });
    expect(byName(checks)['contract schema']).toBeUndefined();
  });

  it('fails a missing body where content is documented', () => {
    const checks = shop.checkResponse(op(shop, 'listProducts'), {
      status: 200,
      headers: { 'x-total-count': '0' },
      body: '',
    });
    expect(byName(checks)['contract content-type']).toMatchObject({ actual: '(none)', passed: false });
  });

  it('calls an empty body under a documented content type empty', () => {
    const checks = shop.checkResponse(op(shop, 'listProducts'), {
      status: 200,
      headers: { 'x-total-count': '0' },
      contentType: 'application/json',
      body: '',
    });
    expect(byName(checks)['contract content-type']).toEqual({
      name: 'contract content-type',
      expected: 'application/json',
      actual: 'an empty body (labelled application/json)',
      passed: false,
    });
  });

  it('does not constrain a body where no content is documented', () => {
    const checks = shop.checkResponse(op(shop, 'getProduct'), json(404, { error: 'not found' }));
    expect(byName(checks)['contract content-type']).toMatchObject({
      expected: 'any (no content documented)',
      actual: 'application/json',
      passed: true,
    });
    expect(shop.checkResponse(op(shop, 'deleteProduct'), { status: 204, headers: {}, body: '' })).toEqual([
      { name: 'contract status', expected: 'a documented status: 204', actual: '204', passed: true },
    ]);
  });

  it('lists each schema violation in the details', () => {
    const checks = shop.checkResponse(
      op(shop, 'listProducts'),
      json(
        200,
        {
          items: [
            { id: 1, name: 'Lamp', price: '12.50' },
            { name: 'Bulb', price: 2 },
          ],
        },
        { 'x-total-count': '2' },
      ),
    );
    expect(byName(checks)['contract schema']).toEqual({
      name: 'contract schema',
      expected: 'body matching the spec schema for 200 application/json',
      actual: '2 violations',
      passed: false,
      details: ['$.items[0].price: must be a number (got "12.50")', "$.items[1]: missing property 'id'"],
    });
  });

  it('checks a problem+json body against the 4XX schema', () => {
    const checks = shop.checkResponse(op(shop, 'listProducts'), {
      status: 422,
      headers: {},
      contentType: 'application/problem+json',
      body: { status: 422 },
    });
    expect(byName(checks)['contract content-type']).toMatchObject({ passed: true });
    expect(byName(checks)['contract schema']).toMatchObject({
      expected: 'body matching the spec schema for 4XX application/problem+json',
      actual: '1 violation',
      details: ["$: missing property 'title'"],
    });
  });

  it('fails a missing required header and a header of the wrong type', () => {
    const missing = shop.checkResponse(op(shop, 'listProducts'), json(200, { items: [] }));
    expect(byName(missing)['contract header x-total-count']).toEqual({
      name: 'contract header x-total-count',
      expected: 'present (required by the spec)',
      actual: '(missing)',
      passed: false,
    });
    const wrong = shop.checkResponse(
      op(shop, 'listProducts'),
      json(200, { items: [] }, { 'x-total-count': '3', 'x-rate-limit': 'lots' }),
    );
    expect(byName(wrong)['contract header x-total-count']).toMatchObject({ passed: true });
    expect(byName(wrong)['contract header x-rate-limit']).toEqual({
      name: 'contract header x-rate-limit',
      expected: 'a value matching the spec schema',
      actual: '"lots"',
      passed: false,
      details: ['$: must be an integer (got "lots")'],
    });
  });

  it('checks Swagger 2.0 responses through the converted model', () => {
    const checks = pets.checkResponse(op(pets, 'createPet'), json(201, { id: 'seven', name: 'Rex' }));
    expect(byName(checks)['contract schema']).toMatchObject({
      details: ['$.id: must be an integer (got "seven")'],
    });
    const xml = pets.checkResponse(op(pets, 'createPet'), {
      status: 201,
      headers: {},
      contentType: 'application/xml',
      body: '<pet/>',
    });
    expect(xml.map((check) => [check.name, check.passed])).toEqual([
      ['contract status', true],
      ['contract content-type', true],
    ]);
  });

  it('reuses compiled schemas across many responses', () => {
    const validator = schemaValidatorOf(shop)!;
    const operation = op(shop, 'listProducts');
    const response = json(200, { items: [{ id: 1, name: 'Lamp', price: 3 }] }, { 'x-total-count': '1' });
    shop.checkResponse(operation, response);
    const compiled = validator.compiledCount;
    for (let index = 0; index < 1000; index += 1) shop.checkResponse(operation, response);
    expect(validator.compiledCount).toBe(compiled);
  });
});

describe('a large spec', () => {
  it('compiles only the schemas of the operations checked, and places operations when asked', async () => {
    const paths: Record<string, unknown> = {};
    for (let index = 0; index < 60; index++) {
      paths[`/things${index}/{id}`] = {
        get: {
          operationId: `getThing${index}`,
          parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer' } }],
          responses: {
            '200': {
              description: 'a thing',
              content: { 'application/json': { schema: { $ref: `#/components/schemas/Thing${index}` } } },
            },
          },
        },
      };
    }
    const schemas = Object.fromEntries(
      Array.from({ length: 60 }, (_, index) => [
        `Thing${index}`,
        { type: 'object', required: ['id'], properties: { id: { type: 'integer' } } },
      ]),
    );
    const text = JSON.stringify(
      { openapi: '3.0.3', info: { title: 'things', version: '1' }, paths, components: { schemas } },
      null,
      2,
    );
    const folder = await mkdtemp(path.join(os.tmpdir(), 'falcon-spec-'));
    try {
      await writeFile(path.join(folder, 'spec.json'), text);
      const spec = await loadSpec(path.join(folder, 'spec.json'), 'spec.json');
      const validator = schemaValidatorOf(spec)!;
      expect(validator.compiledCount).toBe(0);

      const thing = op(spec, 'getThing42');
      const checks = spec.checkResponse(thing, json(200, { id: 'seven' }));
      expect(checks.find((check) => !check.passed)?.details).toEqual([
        '$.id: must be an integer (got "seven")',
      ]);
      const compiled = validator.compiledCount;
      expect(compiled).toBeGreaterThan(0);
      expect(compiled).toBeLessThanOrEqual(2);
      for (let index = 0; index < 100; index++) spec.checkResponse(thing, json(200, { id: index }));
      expect(validator.compiledCount).toBe(compiled);

      const line = text.split('\n').findIndex((written) => written.includes('"/things42/{id}"')) + 2;
      expect(thing.location).toEqual({ file: 'spec.json', line, column: 7 });
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});

describe('checkRequest', () => {
  const listHeaders = { 'x-request-id': '2f1b7c1e-8a55-4b8c-9a57-1f4b0f7d1c3a' };

  it('accepts a request the spec accepts', () => {
    expect(
      shop.checkRequest(
        op(shop, 'listProducts'),
        request('/products', {
          query: { limit: '5', status: 'open', tags: ['red', 'blue'] },
          headers: { ...listHeaders, cookie: 'session=abcd; theme=dark' },
        }),
      ),
    ).toEqual([]);
    expect(
      shop.checkRequest(op(shop, 'getProduct'), request('/products/42', { query: { verbose: 'true' } })),
    ).toEqual([]);
  });

  it('names missing required parameters', () => {
    expect(shop.checkRequest(op(shop, 'listProducts'), request('/products'))).toEqual([
      "missing required header parameter 'X-Request-Id'",
    ]);
    expect(shop.checkRequest(op(shop, 'getProduct'), request('/products/42'))).toEqual([
      "missing required query parameter 'verbose'",
    ]);
  });

  it('reads parameter text as the declared type before validating it', () => {
    expect(
      shop.checkRequest(
        op(shop, 'listProducts'),
        request('/products', {
          query: { limit: 'abc', status: 'done' },
          headers: { ...listHeaders, cookie: 'session=ab' },
        }),
      ),
    ).toEqual([
      `query parameter 'limit' must be an integer (got "abc")`,
      `query parameter 'status' must be one of "open", "closed" (got "done")`,
      `cookie parameter 'session' must have at least 4 characters (got "ab")`,
    ]);
    expect(
      shop.checkRequest(
        op(shop, 'listProducts'),
        request('/products', { query: { limit: '500' }, headers: listHeaders }),
      ),
    ).toEqual(["query parameter 'limit' must be at most 100 (got 500)"]);
    expect(
      shop.checkRequest(op(shop, 'getProduct'), request('/products/abc', { query: { verbose: 'yes' } })),
    ).toEqual([
      `path parameter 'id' must be an integer (got "abc")`,
      `query parameter 'verbose' must be a boolean (got "yes")`,
    ]);
  });

  it('checks array parameters item by item, repeated or comma-separated', () => {
    const problem = [`query parameter 'tags' at [1] must be one of "red", "blue" (got "green")`];
    const list = op(shop, 'listProducts');
    expect(
      shop.checkRequest(
        list,
        request('/products', { query: { tags: ['red', 'green'] }, headers: listHeaders }),
      ),
    ).toEqual(problem);
    expect(
      shop.checkRequest(list, request('/products', { query: { tags: 'red,green' }, headers: listHeaders })),
    ).toEqual(problem);
    expect(pets.checkRequest(op(pets, 'listPets'), request('/pets', { query: { tags: '1,x' } }))).toEqual([
      `query parameter 'tags' at [1] must be an integer (got "x")`,
    ]);
  });

  it('demands a required body', () => {
    expect(shop.checkRequest(op(shop, 'createProduct'), request('/products', { method: 'POST' }))).toEqual([
      'the request body is required (application/json) but none is sent',
    ]);
    expect(shop.checkRequest(op(shop, 'updateUser'), request('/users/u1', { method: 'PATCH' }))).toEqual([]);
  });

  it('rejects a content type the operation does not accept', () => {
    expect(
      shop.checkRequest(
        op(shop, 'createProduct'),
        request('/products', { method: 'POST', contentType: 'text/plain', body: 'lamp' }),
      ),
    ).toEqual(["content type 'text/plain' is not accepted; the spec accepts application/json"]);
  });

  it('validates a JSON body, ignoring readOnly properties', () => {
    const create = op(shop, 'createProduct');
    expect(
      shop.checkRequest(
        create,
        request('/products', {
          method: 'POST',
          contentType: 'application/json',
          body: { name: 'Lamp', price: 3 },
        }),
      ),
    ).toEqual([]);
    expect(
      shop.checkRequest(
        create,
        request('/products', { method: 'POST', contentType: 'application/json', body: { name: 5 } }),
      ),
    ).toEqual([
      "request body missing property 'price'",
      'request body field $.name must be a string (got 5)',
    ]);
    expect(
      shop.checkRequest(
        create,
        request('/products', {
          method: 'POST',
          contentType: 'application/json',
          body: '{"name":"Lamp","price":-1}',
        }),
      ),
    ).toEqual(['request body field $.price must be greater than 0 (got -1)']);
    expect(
      shop.checkRequest(
        create,
        request('/products', { method: 'POST', contentType: 'application/json', body: '{name:' }),
      ),
    ).toEqual(['the request body is sent as application/json but is not valid JSON']);
    // No content type given: a JSON value is read as JSON.
    expect(shop.checkRequest(create, request('/products', { method: 'POST', body: { name: 'x' } }))).toEqual([
      "request body missing property 'price'",
    ]);
  });

  it('notices a body sent to an operation that documents none', () => {
    expect(
      shop.checkRequest(
        op(shop, 'deleteProduct'),
        request('/products/1', { method: 'DELETE', body: { force: true } }),
      ),
    ).toEqual(['the spec documents no request body for DELETE /products/{id}, but one is sent']);
  });

  it('checks Swagger 2.0 body and form parameters through the converted model', () => {
    expect(
      pets.checkRequest(
        op(pets, 'createPet'),
        request('/pets', { method: 'POST', contentType: 'application/json', body: { name: 'Rex' } }),
      ),
    ).toEqual(["request body missing property 'id'"]);
    expect(
      pets.checkRequest(
        op(pets, 'uploadPhoto'),
        request('/pets/1/photo', {
          method: 'POST',
          contentType: 'multipart/form-data; boundary=x',
          body: '--x--',
        }),
      ),
    ).toEqual([]);
    expect(pets.checkRequest(op(pets, 'uploadPhoto'), request('/pets/1/photo', { method: 'POST' }))).toEqual([
      'the request body is required (multipart/form-data) but none is sent',
    ]);
  });

  it('checks 3.1 parameters with type arrays', () => {
    const list = op(notes, 'listNotes');
    expect(notes.checkRequest(list, request('/notes', { query: { archived: 'false' } }))).toEqual([]);
    expect(notes.checkRequest(list, request('/notes', { query: { archived: 'maybe' } }))).toEqual([
      `query parameter 'archived' must be a boolean or null (got "maybe")`,
    ]);
  });
});
