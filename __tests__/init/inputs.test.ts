import { operationInputs } from '../../src/init/inputs.js';
import { initOperations, type InitOperation } from '../../src/init/operations.js';
import { parseSpec, type ParsedSpec } from '../../src/openapi/load.js';

const SPEC = `openapi: 3.0.3
info: { title: Inputs, version: '1' }
paths:
  /items:
    get:
      operationId: listItems
      parameters:
        - { name: limit, in: query, required: true, schema: { type: integer, minimum: 5, maximum: 100 } }
        - { name: X-Tenant, in: header, required: true, schema: { type: string }, example: acme }
        - { name: Authorization, in: header, required: true, schema: { type: string } }
        - { name: sort, in: query, schema: { type: string, enum: [asc, desc] } }
      responses: { '200': { description: ok } }
  /items/{itemId}:
    get:
      operationId: getItem
      parameters:
        - { name: itemId, in: path, required: true, schema: { type: integer } }
      responses: { '200': { description: ok } }
  /login:
    post:
      operationId: login
      requestBody:
        required: true
        content:
          application/x-www-form-urlencoded:
            schema:
              type: object
              required: [user]
              properties: { user: { type: string }, remember: { type: boolean, default: false } }
      responses: { '200': { description: ok } }
  /upload:
    post:
      operationId: upload
      requestBody:
        required: true
        content: { application/octet-stream: { schema: { type: string, format: binary } } }
      responses: { '200': { description: ok } }
  /orders:
    post:
      operationId: placeOrder
      requestBody:
        required: true
        content:
          application/json:
            schema: { type: object, required: [quantity], properties: { quantity: { type: integer, minimum: 1 } } }
            example: { quantity: 0 }
      responses: { '200': { description: ok } }
`;

let parsed: ParsedSpec;
let operations: Map<string, InitOperation>;
beforeAll(async () => {
  parsed = await parseSpec(SPEC, { location: '/inputs.yaml', displayPath: 'inputs.yaml' });
  operations = new Map(initOperations(parsed).map((entry) => [entry.label, entry]));
});

function inputs(label: string, mode: 'shown' | 'schema', variables: Record<string, unknown> = {}) {
  return operationInputs(operations.get(label)!, mode, variables, parsed.spec);
}

describe('operationInputs', () => {
  it('sends only what the spec shows for a smoke step, and makes the rest from the schema for a contract step', () => {
    expect(inputs('listItems', 'shown')).toEqual({
      skip: "needs a value for the query parameter 'limit' (no example, default or enum): add an example to the spec",
    });
    // Authorization is the security scheme's to send, and optional parameters are left out.
    expect(inputs('listItems', 'schema')).toEqual({
      inputs: { params: {}, query: { limit: 5 }, headers: { 'x-tenant': 'acme' } },
    });
  });

  it('never makes up a path parameter: it names the variable to add, and uses it once there', () => {
    expect(inputs('getItem', 'schema')).toEqual({
      skip: 'needs an existing item id: add itemId to variables.json',
    });
    expect(inputs('getItem', 'shown', { itemId: 7 })).toEqual({
      inputs: { params: { itemId: '{{itemId}}' }, query: {}, headers: {} },
    });
  });

  it('writes a form body as fields, and leaves out a body it cannot write', () => {
    expect(inputs('login', 'schema')).toEqual({
      inputs: { params: {}, query: {}, headers: {}, form: { user: 'example', remember: false } },
    });
    expect(inputs('upload', 'schema')).toEqual({
      skip: 'sends application/octet-stream: write its body by hand',
    });
  });

  it('checks what it would send against the spec, and leaves out an example the spec itself breaks', () => {
    const result = inputs('placeOrder', 'schema');
    expect(result).toEqual({
      skip: expect.stringMatching(/^the values the spec gives do not fit it: .*quantity/),
    });
  });
});
