import path from 'node:path';
import { createValidateJsonTool } from '../../../../src/investigate/agent/tools/validate-json.js';
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
  repo = await makeRepo({ '.falcon/spec.yaml': USERS_SPEC });
  spec = await loadSpec(path.join(repo.root, '.falcon/spec.yaml'), '.falcon/spec.yaml');
});
afterAll(() => repo.remove());

function setup(withSpec = true) {
  const workspace = emptyWorkspace(repo.root, withSpec ? { spec } : {});
  return {
    tool: createValidateJsonTool(makeDeps(repo.root, { workspace })),
    context: makeContext(repo.root),
  };
}

describe('validate_json', () => {
  it("validates against an operation's documented response schema", async () => {
    const { tool, context } = setup();
    expect(
      await call(tool, { body: { id: 1, name: 'Ada' }, operation_id: 'getUser', status: 200 }, context),
    ).toBe('valid: the body matches the 200 response schema of getUser (application/json)');
    expect(await call(tool, { body: '{"id": "1"}', operation_id: 'getUser', status: 200 }, context)).toBe(
      [
        'not valid: 2 violations of the 200 response schema of getUser (application/json):',
        "- $: missing property 'name'",
        '- $.id: must be an integer (got "1")',
      ].join('\n'),
    );
  });

  it('validates a request body when no status is given', async () => {
    const { tool, context } = setup();
    expect(await call(tool, { body: {}, operation_id: 'createUser' }, context)).toBe(
      "not valid: 1 violation of the request body schema of createUser (application/json):\n- $: missing property 'name'",
    );
  });

  it('validates against a given schema, with or without a spec', async () => {
    for (const withSpec of [true, false]) {
      const { tool, context } = setup(withSpec);
      const schema = { type: 'array', items: { type: 'integer' } };
      expect(await call(tool, { body: [1, 2], schema }, context)).toBe(
        'valid: the body matches the given schema',
      );
      expect(await call(tool, { body: [1, 'x'], schema }, context)).toContain(
        '- $[1]: must be an integer (got "x")',
      );
    }
  });

  it('explains what cannot be validated', async () => {
    const { tool, context } = setup();
    expect(await call(tool, { body: '{oops', schema: {} }, context)).toMatch(
      /^body is a string but not JSON text/,
    );
    expect(await call(tool, { body: {} }, context)).toMatch(/^give either `schema`, or `operation_id`/);
    expect(await call(tool, { body: {}, operation_id: 'getUsers', status: 200 }, context)).toMatch(
      /no operation getUsers .*did you mean getUser/,
    );
    expect(await call(tool, { body: {}, operation_id: 'getUser', status: 404 }, context)).toBe(
      'getUser documents no schema for status 404 and application/json; documented: 200 (application/json), 404 (no body)',
    );
    expect(await call(tool, { body: {}, operation_id: 'getUser' }, context)).toMatch(
      /getUser documents no request body; give status/,
    );
    const { tool: noSpec } = setup(false);
    expect(await call(noSpec, { body: {}, operation_id: 'getUser', status: 200 }, context)).toMatch(
      /no OpenAPI spec/,
    );
  });
});
