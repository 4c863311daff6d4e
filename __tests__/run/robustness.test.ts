/** Odd but legal flows and hostile answers: each ends in a readable result, never a crashed run. */
import { runFlows } from '../../src/run/runner.js';
import type { FlowResult } from '../../src/core/results.js';
import { Redactor } from '../../src/http/redact.js';
import { loadWorkspace } from '../../src/workspace/load.js';
import { sendJson, startServer, type TestServer } from '../__fixtures__/server.js';
import { makeWorkspace, USERS_SPEC, type TempRepo } from '../__fixtures__/workspace.js';

const SECRET = 'p|ss&w0rd<x>';
let server: TestServer;
let repo: TempRepo | undefined;

beforeAll(async () => {
  server = await startServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://x');
    if (url.pathname === '/echo') return sendJson(response, 200, { said: request.headers['x-token'], id: 7 });
    if (url.pathname === '/login')
      return sendJson(response, 200, { ok: true }, { 'set-cookie': 'sid=SESSIONSECRET123' });
    if (url.pathname === '/form')
      return sendJson(response, 200, { type: request.headers['content-type'], body: request.body });
    if (url.pathname === '/users') return sendJson(response, 200, { items: [{ id: 1, name: 'Ada' }] });
    if (url.pathname === '/big') {
      // Written by hand: JSON.stringify cannot write a whole number past 2^53 exactly.
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('{"id": 9007199254740993, "ids": [9007199254740993, 12], "small": 7}');
      return;
    }
    sendJson(response, 404, {});
  });
});
afterAll(() => server.close());
afterEach(async () => {
  await repo?.remove();
  repo = undefined;
});

async function run(files: Record<string, string>, env: Record<string, string> = {}): Promise<FlowResult[]> {
  repo = await makeWorkspace(files);
  const workspace = await loadWorkspace({ workspace: repo.workspace, repoRoot: repo.root, env });
  return runFlows(
    workspace,
    workspace.flows,
    { concurrency: 2, timeoutMs: 5000, baseUrl: server.url },
    { redactor: new Redactor(workspace.secrets), env, sleep: async () => undefined },
  );
}

describe('the runner on odd input', () => {
  it('sends a header whose placeholder holds a number, while secrets are registered', async () => {
    const [result] = await run(
      {
        'flows/functional_types.yaml': `
steps:
  - request: { path: /echo, headers: { x-token: "{{env.API_TOKEN}}" } }
    capture: { id: "$.id" }
  - request: { path: /echo, headers: { x-token: "{{id}}" } }
    expect: { body: [ { path: "$.said", eq: "7" } ] }
`,
      },
      { API_TOKEN: SECRET },
    );
    expect(result?.status).toBe('passed');
  });

  it('keeps secrets out of check values, even ones that escaping would disguise', async () => {
    const [result] = await run(
      {
        'flows/functional_echo.yaml': `
steps:
  - request: { path: /echo, headers: { x-token: "{{env.API_TOKEN}}" } }
    expect: { body: [ { path: "$.said", eq: "something else" } ] }
`,
      },
      { API_TOKEN: SECRET },
    );
    expect(result?.status).toBe('failed');
    expect(result?.steps[0]?.checks[0]?.actual).toBe('"***"');
    expect(JSON.stringify(result)).not.toContain('w0rd');
  });

  it('never shows the value of a credential header in a failed check', async () => {
    const [result] = await run({
      'flows/functional_cookie.yaml': `
steps:
  - request: { path: /login }
    expect: { headers: { set-cookie: { match: "HttpOnly" } } }
`,
    });
    const check = result?.steps[0]?.checks.find((candidate) => candidate.name === 'header set-cookie');
    expect(check?.passed).toBe(false);
    expect(JSON.stringify(result)).not.toContain('SESSIONSECRET123');
  });

  it('reports a placeholder that cannot be filled at run time as a flow error of that step only', async () => {
    const results = await run({
      'flows/functional_missing.yaml': `
continue_on_failure: true
variables: { user: { name: ada } }
steps:
  - request: { path: /users }
    capture: { gone: "$.nothing" }
  - request: { path: /users }
    expect: { body: [ { path: "$.items[0].name", eq: "{{gone}}" } ] }
  - request: { path: "/users/{{user.id}}" }
`,
      'flows/functional_fine.yaml': 'steps:\n  - request: { path: /users }\n',
    });
    const broken = results.find((result) => result.file.endsWith('functional_missing.yaml'));
    expect(broken?.status).toBe('error');
    // What an uncaptured value leaves out is skipped, not blamed on the flow a second time.
    expect(broken?.steps.map((step) => step.status)).toEqual(['failed', 'skipped', 'error']);
    expect(broken?.steps[1]?.error?.message).toMatch(/needs \{\{gone\}\}/);
    expect(broken?.steps[2]?.error).toMatchObject({ kind: 'flow' });
    expect(broken?.steps[2]?.error?.message).toMatch(/user\.id/);
    expect(results.find((result) => result.file.endsWith('functional_fine.yaml'))?.status).toBe('passed');
  });

  it('reports a url that is not absolute at run time as a flow error', async () => {
    const [result] = await run({
      'flows/functional_url.yaml':
        'variables: { host: "" }\nsteps:\n  - request: { url: "{{host}}/users" }\n',
    });
    expect(result?.status).toBe('error');
    expect(result?.steps[0]?.error?.message).toMatch(/not an absolute http\(s\) URL/);
  });

  it("sends the step's own body instead of the saved request's", async () => {
    const [result] = await run({
      'requests/post.yaml': 'method: POST\npath: /form\njson: { saved: true }\n',
      'flows/functional_form.yaml': `
steps:
  - use: post
    request: { form: { a: "1" } }
    expect: { body: [ { path: "$.body", eq: "a=1" }, { path: "$.type", eq: "application/x-www-form-urlencoded" } ] }
`,
    });
    expect(result?.steps[0]?.checks.filter((check) => !check.passed)).toEqual([]);
  });

  it('repeats a form field given as a list, as a form sends a multiple choice', async () => {
    const [result] = await run({
      'requests/post.yaml': 'method: POST\npath: /form\nform: { saved: [x, 2] }\n',
      'flows/functional_form.yaml': `
variables: { second: "b&c" }
steps:
  - request: { method: POST, path: /form, form: { Items: [a, "{{second}}", 3, true], To: one } }
    expect: { body: [ { path: "$.body", eq: "Items=a&Items=b%26c&Items=3&Items=true&To=one" } ] }
  - use: post
    expect: { body: [ { path: "$.body", eq: "saved=x&saved=2" } ] }
`,
    });
    expect(result?.steps.flatMap((step) => step.checks.filter((check) => !check.passed))).toEqual([]);
    expect(result?.status).toBe('passed');
  });

  it('does not demand 401 from an operation the spec declares public', async () => {
    const publicSpec = USERS_SPEC.replace(
      '      operationId: listUsers\n',
      '      operationId: listUsers\n      security: []\n',
    );
    const [result] = await run({
      'spec.yaml': publicSpec,
      'flows/security_public.yaml': `
steps:
  - operation: listUsers
    request: { headers: { authorization: "Bearer whatever" } }
security: { probes: [no_auth, bad_auth] }
`,
    });
    expect(result?.steps.filter((step) => step.probe)).toEqual([]);
    expect(result?.status).toBe('passed');
  });

  it('judges schema: spec under load as in the functional pass', async () => {
    const [result] = await run({
      'spec.yaml': USERS_SPEC,
      'flows/performance_users.yaml': `
steps:
  - operation: listUsers
    expect: { status: 200, schema: spec }
load: { count: 10, connections: 2 }
`,
    });
    expect(result?.load?.errors).toBe(0);
    expect(result?.status).toBe('passed');
  });

  it('compares whole numbers past 2^53 exactly, in the flow and in the body', async () => {
    const check = (operand: string): string => `
steps:
  - request: { path: /big }
    expect: { body: [ { path: "$.id", ${operand} } ] }
`;
    const results = await run({
      'flows/functional_a_exact.yaml': check('eq: 9007199254740993'),
      'flows/functional_b_off_by_one.yaml': check('eq: 9007199254740992'),
      'flows/functional_c_ne.yaml': check('ne: 9007199254740992'),
      'flows/functional_d_in.yaml': check('in: [1, 9007199254740993]'),
      'flows/functional_e_small.yaml': `
steps:
  - request: { path: /big }
    expect: { body: [ { path: "$.small", eq: 7 }, { path: "$.ids", contains: 9007199254740993 } ] }
`,
    });
    expect(results.map((result) => [result.file.replace(/^.*functional_/, ''), result.status])).toEqual([
      ['a_exact.yaml', 'passed'],
      ['b_off_by_one.yaml', 'failed'],
      ['c_ne.yaml', 'passed'],
      ['d_in.yaml', 'passed'],
      ['e_small.yaml', 'passed'],
    ]);
    const failed = results[1]?.steps[0]?.checks.find((result) => !result.passed);
    expect(failed).toMatchObject({ expected: '= 9007199254740992', actual: '9007199254740993' });
  });
});
