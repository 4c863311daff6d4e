import { InputErrors } from '../../src/core/errors.js';
import { parseSpec } from '../../src/openapi/load.js';

/** The problem lines of a spec written as lines, or [] when it loads. */
async function problems(...lines: string[]): Promise<string[]> {
  const text = [...lines, ''].join('\n');
  try {
    await parseSpec(text, { location: '/tmp/spec.yaml', displayPath: 'spec.yaml' });
    return [];
  } catch (error) {
    if (error instanceof InputErrors) return error.errors.map((problem) => problem.describe());
    throw error;
  }
}

const HEAD = ['openapi: 3.1.0', "info: { title: T, version: '1' }"];
const OK = "{ responses: { '200': { description: ok } } }";
const ID = '{ name: id, in: path, required: true, schema: { type: string } }';

describe('the OpenAPI rules beyond the document shape', () => {
  it('loads a spec that keeps them, with parameters shared by the path and overridden by operations', async () => {
    expect(
      await problems(
        ...HEAD,
        'paths:',
        '  /users/{id}:',
        `    parameters: [${ID}, { name: x-trace, in: header, schema: { type: string } }]`,
        `    get: ${OK}`,
        '    put:',
        "      parameters: [{ name: X-Trace, in: header, required: true, schema: { type: string } }, { $ref: '#/components/parameters/Limit' }]",
        "      responses: { '200': { description: ok } }",
        '  /users/{id}/friends:',
        `    get: { parameters: [${ID}], responses: { '200': { description: ok } } }`,
        '  /users/me:',
        `    get: ${OK}`,
        '  /users/me#brief:',
        `    get: ${OK}`,
        'components:',
        '  parameters:',
        '    Limit: { name: limit, in: query, schema: { type: integer } }',
        '  schemas:',
        "    Node: { type: object, properties: { next: { $ref: '#/components/schemas/Node' } } }",
        "    Tree: { $anchor: tree, type: object, properties: { kids: { type: array, items: { $ref: '#tree' } } } }",
        '    Base: { $dynamicAnchor: node, type: object }',
        "    Uses: { $dynamicRef: '#node' }",
        "    Scoped: { $id: 'https://example.com/scoped', properties: { self: { $ref: '#' } } }",
        '    Doc:',
        '      type: object',
        '      properties:',
        "        default: { $ref: '#/components/schemas/Node' }",
        "        example: { $ref: '#/components/schemas/Node' }",
        "      examples: [{ $ref: '#' }]",
        "      default: { $ref: '#' }",
      ),
    ).toEqual([]);
  });

  it('refuses a path parameter named otherwise than its placeholder, once, at the parameter', async () => {
    expect(
      await problems(
        ...HEAD,
        'paths:',
        '  /users/{id}:',
        '    parameters: [{ name: userId, in: path, required: true, schema: { type: string } }]',
        `    get: ${OK}`,
        `    delete: ${OK}`,
      ),
    ).toEqual([
      "spec.yaml:5:26: path parameter 'userId' is not in the path '/users/{id}', which names {id} — rename the parameter to id, or the placeholder to {userId}",
    ]);
  });

  it('refuses a placeholder no parameter declares, at the operation', async () => {
    expect(
      await problems(
        ...HEAD,
        'paths:',
        '  /users/{id}/orders/{orderId}:',
        `    get: { parameters: [${ID}], responses: {} }`,
      ),
    ).toEqual([
      'spec.yaml:5:5: GET /users/{id}/orders/{orderId} declares no path parameter for {orderId} — add it to parameters: - { name: orderId, in: path, required: true, schema: { type: string } }',
    ]);
  });

  it('refuses paths that a request cannot tell apart, a placeholder named twice and an empty one', async () => {
    expect(
      await problems(
        ...HEAD,
        'paths:',
        `  /a/{x}: { parameters: [{ name: x, in: path, required: true, schema: {} }], get: ${OK} }`,
        `  /a/{y}: { parameters: [{ name: y, in: path, required: true, schema: {} }], get: ${OK} }`,
        `  /b/{id}/c/{id}: { parameters: [${ID}], get: ${OK} }`,
        `  /d/{}: { get: ${OK} }`,
      ),
    ).toEqual([
      "spec.yaml:5:3: paths '/a/{x}' and '/a/{y}' are the same path with other parameter names, so a request cannot tell them apart — keep one of them (at spec.yaml:4:3) and put the operations of both under it",
      "spec.yaml:6:3: path '/b/{id}/c/{id}' names {id} twice — give each path parameter its own name",
      "spec.yaml:7:3: path '/d/{}' has an empty placeholder {} — name the parameter, e.g. {id}",
    ]);
  });

  it('refuses a query string in a path key', async () => {
    expect(await problems(...HEAD, 'paths:', `  /users?active=true: { get: ${OK} }`)).toEqual([
      "spec.yaml:4:3: path '/users?active=true' holds a query string; a path key is the path alone — write '/users', and document what follows as parameters with in: query",
    ]);
  });

  it('refuses a parameter repeated by name and place, header names in any case, through a $ref too', async () => {
    expect(
      await problems(
        ...HEAD,
        'paths:',
        '  /users:',
        '    get:',
        '      parameters:',
        '        - { name: X-Id, in: header, schema: { type: string } }',
        '        - { name: x-id, in: header, schema: { type: string } }',
        "        - { $ref: '#/components/parameters/Limit' }",
        "        - { $ref: '#/components/parameters/Limit' }",
        '        - { name: limit, in: cookie, schema: { type: string } }',
        "      responses: { '200': { description: ok } }",
        'components:',
        '  parameters:',
        '    Limit: { name: limit, in: query, schema: { type: integer } }',
      ),
    ).toEqual([
      "spec.yaml:8:11: parameter 'x-id' (in: header) is declared twice in this list (first as item 1) — keep one of them: a parameter is known by its name and place",
      "spec.yaml:10:11: parameter 'limit' (in: query) is declared twice in this list (first as item 3) — keep one of them: a parameter is known by its name and place",
    ]);
  });

  it('refuses references that are no JSON pointer, name the whole document or no anchor', async () => {
    const schema = (ref: string): string[] => [
      '  /users:',
      '    get:',
      `      responses: { '200': { description: ok, content: { application/json: { schema: ${ref} } } } }`,
    ];
    expect(
      await problems(
        ...HEAD,
        'paths:',
        ...schema("{ $ref: '#components/schemas/U' }"),
        'components: { schemas: { U: {} } }',
      ),
    ).toEqual([
      'spec.yaml:6:93: $ref "#components/schemas/U" is not a JSON pointer: after # it must start with / — write #/components/schemas/U',
    ]);
    expect(await problems(...HEAD, 'paths:', ...schema("{ $ref: '#' }"))).toEqual([
      'spec.yaml:6:93: $ref "#" points at the whole document, which stands for no schema, parameter or response — point it at what it stands for, e.g. #/components/schemas/Name',
    ]);
    expect(await problems(...HEAD, 'paths:', ...schema("{ $ref: '#User' }"))).toEqual([
      'spec.yaml:6:93: $ref "#User" names the anchor User, and no schema declares $anchor: User — declare $anchor: User in the schema it stands for, or write a pointer such as #/components/schemas/User',
    ]);
    expect(await problems(...HEAD, 'paths:', ...schema("{ $dynamicRef: '#node' }"))).toEqual([
      'spec.yaml:6:100: $dynamicRef "#node" leads nowhere: no schema declares $dynamicAnchor: node — declare $dynamicAnchor: node in the schema it stands for, or use $ref with a pointer such as #/components/schemas/Name',
    ]);
  });

  it('refuses an anchor in OpenAPI 3.0, whose schemas have none', async () => {
    expect(
      await problems(
        'openapi: 3.0.3',
        "info: { title: T, version: '1' }",
        'paths:',
        '  /users:',
        '    get:',
        "      responses: { '200': { description: ok, content: { application/json: { schema: { $ref: '#User' } } } } }",
      ),
    ).toEqual([
      'spec.yaml:6:93: $ref "#User" is not a JSON pointer: after # it must start with / — write #/User',
    ]);
  });

  it('refuses schemas that refer to themselves in place, once per circle, and keeps recursion through properties', async () => {
    expect(
      await problems(
        ...HEAD,
        'paths: {}',
        'components:',
        '  schemas:',
        "    Self: { $ref: '#/components/schemas/Self' }",
        "    A: { anyOf: [{ type: string }, { $ref: '#/components/schemas/B' }] }",
        "    B: { allOf: [{ not: { $ref: '#/components/schemas/A' } }] }",
        "    List: { type: array, items: { $ref: '#/components/schemas/List' } }",
      ),
    ).toEqual([
      'spec.yaml:6:19: schema components.schemas.Self refers to itself without reaching into the value (through $ref, allOf, anyOf, oneOf or not), so checking a value against it would never end — describe what the value holds (type, properties, items) instead of referring back, or remove this reference',
      expect.stringMatching(
        /^spec\.yaml:[78]:\d+: schemas components\.schemas\.[AB] and components\.schemas\.[AB] refer to each other in a circle/,
      ),
    ]);
  });

  it('refuses example beside examples, at the object that holds both', async () => {
    expect(
      await problems(
        ...HEAD,
        'paths:',
        '  /users:',
        '    get:',
        '      parameters:',
        '        - { name: q, in: query, schema: { type: string }, example: a, examples: { b: { value: b } } }',
        "      responses: { '200': { description: ok } }",
      ),
    ).toEqual([
      'spec.yaml:7:11: example and examples are both given here; OpenAPI takes one or the other — keep examples (named examples) or example (one value), not both',
    ]);
  });
});
