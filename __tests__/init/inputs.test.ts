import { operationInputs, type PathValue } from '../../src/init/inputs.js';
import { initOperations, type InitOperation } from '../../src/init/operations.js';
import { parseSpec, type ParsedSpec } from '../../src/openapi/load.js';
import type { Parameter } from '../../src/openapi/types.js';

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
        - { name: q, in: query, required: true, schema: { type: string } }
        - { name: ids, in: query, required: true, schema: { type: array, items: { type: integer } } }
        - { name: lang, in: cookie, required: true, schema: { type: string, enum: [en, fr] } }
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
              required: [user, scopes, card]
              properties:
                user: { type: string }
                remember: { type: boolean, default: false }
                scopes: { type: array, items: { type: string, enum: [read, write] } }
                card: { type: object, required: [number], properties: { number: { type: string, example: '4242' } } }
      responses: { '200': { description: ok } }
  /upload:
    post:
      operationId: upload
      requestBody:
        required: true
        content: { application/octet-stream: { schema: { type: string, format: binary } } }
      responses: { '200': { description: ok } }
  /files:
    post:
      operationId: sendFile
      requestBody:
        required: true
        content:
          multipart/form-data:
            schema:
              type: object
              required: [file, purpose]
              properties:
                file: { type: string, format: binary }
                purpose: { type: string, enum: [batch] }
      responses: { '200': { description: ok } }
  /report:
    post:
      operationId: report
      requestBody:
        required: true
        content: { application/xml: { schema: { type: object } } }
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
  /patch:
    patch:
      operationId: mergePatch
      requestBody:
        required: true
        content:
          application/merge-patch+json:
            schema: { type: object, properties: { title: { type: string, example: x } } }
      responses: { '200': { description: ok } }
`;

let parsed: ParsedSpec;
let operations: Map<string, InitOperation>;
beforeAll(async () => {
  parsed = await parseSpec(SPEC, { location: '/inputs.yaml', displayPath: 'inputs.yaml' });
  operations = new Map(initOperations(parsed).map((entry) => [entry.label, entry]));
});

function inputs(
  label: string,
  pathValue: (parameter: Parameter) => PathValue = () => ({ skip: 'no value' }),
) {
  return operationInputs(operations.get(label)!, {
    spec: parsed.spec,
    pathValue,
    environmentCookie: 'SESSION={{env.SESSION}}',
  });
}

describe('operationInputs', () => {
  it('fills every required parameter with a value the spec allows, never an empty one', () => {
    // Authorization is the security scheme's to send, and optional parameters are left out;
    // the cookie header carries the environment's credential cookie on.
    expect(inputs('listItems')).toEqual({
      inputs: {
        params: {},
        query: { limit: 5, q: 'example', ids: [1] },
        headers: { 'x-tenant': 'acme', cookie: 'lang=en; SESSION={{env.SESSION}}' },
      },
    });
  });

  it('takes a path parameter’s value from the flow, checked with a value like it', () => {
    expect(inputs('getItem', () => ({ value: '{{itemId}}', example: 7 }))).toEqual({
      inputs: { params: { itemId: '{{itemId}}' }, query: {}, headers: {} },
    });
    expect(inputs('getItem', () => ({ skip: 'needs an item id' }))).toEqual({ skip: 'needs an item id' });
    expect(inputs('getItem', () => ({ value: '{{itemId}}', example: 'seven' }))).toEqual({
      skip: expect.stringMatching(/^the values the spec gives do not fit it: path parameter 'itemId'/),
    });
  });

  it('writes a form body as fields: a list repeats its field, an object is spelled out', () => {
    expect(inputs('login')).toEqual({
      inputs: {
        params: {},
        query: {},
        headers: {},
        form: { user: 'example', remember: false, scopes: ['read'], 'card[number]': '4242' },
      },
    });
  });

  it('writes multipart, binary and other JSON bodies with their content type, and leaves XML to a person', () => {
    const file = inputs('sendFile');
    expect(file).toMatchObject({
      inputs: { headers: { 'content-type': 'multipart/form-data; boundary=falcon-form-boundary' } },
    });
    const body = 'inputs' in file ? (file.inputs.body ?? '') : '';
    expect(body).toContain('Content-Disposition: form-data; name="file"; filename="file.bin"\r\n');
    expect(body).toContain('name="purpose"\r\n\r\nbatch\r\n');
    expect(body.endsWith('--falcon-form-boundary--\r\n')).toBe(true);
    expect(inputs('upload')).toEqual({
      inputs: { params: {}, query: {}, headers: { 'content-type': 'application/octet-stream' }, body: 'x' },
    });
    expect(inputs('mergePatch')).toEqual({
      inputs: {
        params: {},
        query: {},
        headers: { 'content-type': 'application/merge-patch+json' },
        json: { title: 'x' },
      },
    });
    expect(inputs('report')).toEqual({ skip: 'sends application/xml: write its body by hand' });
  });

  it('passes over an example the spec itself breaks, and makes the value from the schema', () => {
    expect(inputs('placeOrder')).toEqual({
      inputs: { params: {}, query: {}, headers: {}, json: { quantity: 1 } },
    });
  });
});
