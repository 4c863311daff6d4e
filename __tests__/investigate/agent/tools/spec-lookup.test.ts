import path from 'node:path';
import { createSpecLookupTool } from '../../../../src/investigate/agent/tools/spec-lookup.js';
import { loadSpec } from '../../../../src/openapi/load.js';
import type { ApiSpec } from '../../../../src/openapi/types.js';
import { USERS_SPEC } from '../../../__fixtures__/workspace.js';
import {
  call,
  emptyWorkspace,
  makeContext,
  makeDeps,
  makeRepo,
  type Repo,
} from '../../../__fixtures__/agent/tools-harness.js';

let repo: Repo;
let spec: ApiSpec;

beforeAll(async () => {
  repo = await makeRepo({
    '.falcon/spec.yaml': USERS_SPEC.replace(
      'info:',
      'servers: [{ url: "https://api.example.com/v1" }]\ninfo:',
    ),
  });
  spec = await loadSpec(path.join(repo.root, '.falcon/spec.yaml'), '.falcon/spec.yaml');
});
afterAll(() => repo.remove());

function setup(withSpec = true) {
  const workspace = emptyWorkspace(repo.root, withSpec ? { spec } : {});
  return { tool: createSpecLookupTool(makeDeps(repo.root, { workspace })), context: makeContext(repo.root) };
}

describe('spec_lookup', () => {
  it('lists the operations without arguments', async () => {
    const { tool, context } = setup();
    expect(await call(tool, {}, context)).toBe(
      [
        'Users API — OpenAPI 3.1, .falcon/spec.yaml',
        'servers: https://api.example.com/v1',
        '3 operations:',
        '  GET /users  listUsers',
        '  POST /users  createUser',
        '  GET /users/{id}  getUser',
      ].join('\n'),
    );
  });

  it("shows an operation's parameters, body and responses with schemas", async () => {
    const { tool, context } = setup();
    const output = await call(tool, { operation_id: 'createUser' }, context);
    expect(output).toContain('POST /users  createUser');
    expect(output).toMatch(/defined at \.falcon\/spec\.yaml:\d+; requires credentials/);
    expect(output).toContain(
      'request body (required):\n  application/json: {"type":"object","required":["name"],"properties":{"name":{"type":"string"}}}',
    );
    expect(output).toContain(
      '  201 created\n    application/json: {"type":"object","required":["id","name"]',
    );
    expect(output).toContain('  401 no credentials (no body)');
  });

  it('finds operations by a concrete or templated path, with or without method', async () => {
    const { tool, context } = setup();
    const concrete = await call(tool, { method: 'get', path: '/users/42' }, context);
    expect(concrete).toContain('GET /users/{id}  getUser');
    expect(concrete).toContain('  id (path, required): {"type":"integer"}');
    const both = await call(tool, { path: '/users' }, context);
    expect(both).toContain('GET /users  listUsers');
    expect(both).toContain('POST /users  createUser');
    expect(await call(tool, { method: 'DELETE', path: '/users/1' }, context)).toBe(
      '/users/1 is documented, but not for DELETE; its methods are GET',
    );
    expect(await call(tool, { path: '/user' }, context)).toMatch(
      /no operation in \.falcon\/spec\.yaml documents \/user \(did you mean \/users\?\)/,
    );
  });

  it('finds operations by words, including field names of their schemas', async () => {
    const { tool, context } = setup();
    expect(await call(tool, { search: 'limit' }, context)).toBe(
      '1 operation matching "limit":\nGET /users  listUsers',
    );
    expect(await call(tool, { search: 'POST name' }, context)).toBe(
      '1 operation matching "POST name":\nPOST /users  createUser',
    );
    expect(await call(tool, { search: 'invoice' }, context)).toMatch(/^no operation mentions invoice/);
  });

  it('suggests a close operationId and accepts case differences', async () => {
    const { tool, context } = setup();
    expect(await call(tool, { operation_id: 'getUsr' }, context)).toMatch(
      /no operation getUsr in .* \(did you mean getUser\?\)/,
    );
    expect(await call(tool, { operation_id: 'GETUSER' }, context)).toContain('GET /users/{id}  getUser');
  });

  it('shows named schemas as written, with their line', async () => {
    const { tool, context } = setup();
    expect(await call(tool, { schema: 'User' }, context)).toMatch(
      /^User \(\.falcon\/spec\.yaml:\d+\):\n\{"type":"object","required":\["id","name"\],"properties":\{"id":\{"type":"integer"\},"name":\{"type":"string"\}\}\}$/,
    );
    expect(await call(tool, { schema: 'Usr' }, context)).toMatch(
      /no schema Usr .*\(did you mean User\?\); the schemas are: User/,
    );
  });

  it('says plainly when there is no spec', async () => {
    const { tool, context } = setup(false);
    expect(await call(tool, {}, context)).toMatch(/^there is no OpenAPI spec in this workspace/);
  });
});
