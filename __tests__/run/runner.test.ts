import { runFlows, type RunnerDependencies } from '../../src/run/runner.js';
import type { FlowResult } from '../../src/core/results.js';
import { Redactor } from '../../src/http/redact.js';
import { loadWorkspace } from '../../src/workspace/load.js';
import { sendJson, startServer, type TestServer } from '../__fixtures__/server.js';
import { makeWorkspace, USERS_SPEC, type TempRepo } from '../__fixtures__/workspace.js';

const USERS = [
  { id: 1, name: 'Ada' },
  { id: 2, name: 'Grace' },
  { id: 3, name: 'Edsger' },
];

/** Knobs the tests turn to make the API misbehave in one way at a time. */
const api = {
  nameAsNumber: false,
  failuresBeforeSuccess: 0,
  status503: false,
  hang: false,
  slowMs: 0,
  plainText: false,
};
let inFlight = 0;
let maxInFlight = 0;
let server: TestServer;

beforeAll(async () => {
  server = await startServer(async (request, response) => {
    inFlight++;
    maxInFlight = Math.max(maxInFlight, inFlight);
    try {
      if (api.slowMs) await new Promise((resolve) => setTimeout(resolve, api.slowMs));
      if (api.hang) return; // never answers
      const url = new URL(request.url ?? '/', 'http://x');
      if (api.status503) return sendJson(response, 503, { error: 'maintenance' });
      if (url.pathname === '/flaky') {
        if (api.failuresBeforeSuccess-- > 0) return sendJson(response, 500, { error: 'not yet' });
        return sendJson(response, 200, { ready: true });
      }
      if (url.pathname === '/users' && api.plainText && request.method === 'GET') {
        response.writeHead(200, { 'content-type': 'text/plain' }).end('Ada, Grace, Edsger');
        return;
      }
      if (url.pathname === '/users' && (request.method === 'GET' || request.method === 'HEAD')) {
        const limit = Number(url.searchParams.get('limit') ?? 10);
        if (!(limit >= 1 && limit <= 50)) return sendJson(response, 400, { error: 'bad limit' });
        const items = USERS.slice(0, limit).map((user) => (api.nameAsNumber ? { ...user, name: 42 } : user));
        return sendJson(response, 200, { items });
      }
      if (url.pathname === '/users' && request.method === 'POST') {
        if (request.headers.authorization !== 'Bearer secret-token-123') return sendJson(response, 401, {});
        const body = JSON.parse(request.body) as { name: string };
        return sendJson(response, 201, { id: 99, name: body.name }, { location: '/users/99' });
      }
      const match = /^\/users\/(\d+)$/.exec(url.pathname);
      if (match) {
        const user = USERS.find((candidate) => candidate.id === Number(match[1]));
        return user ? sendJson(response, 200, user) : sendJson(response, 404, { error: 'no such user' });
      }
      sendJson(response, 404, { error: 'unknown path' });
    } finally {
      inFlight--;
    }
  });
});

afterAll(() => server.close());

let repo: TempRepo | undefined;
afterEach(async () => {
  Object.assign(api, {
    nameAsNumber: false,
    failuresBeforeSuccess: 0,
    status503: false,
    hang: false,
    slowMs: 0,
    plainText: false,
  });
  await repo?.remove();
  repo = undefined;
});

async function run(
  flows: Record<string, string>,
  options: {
    baseUrl?: string;
    concurrency?: number;
    timeoutMs?: number;
    env?: Record<string, string>;
    spec?: boolean | string;
  } = {},
  dependencies: Partial<RunnerDependencies> = {},
): Promise<FlowResult[]> {
  const spec = typeof options.spec === 'string' ? options.spec : USERS_SPEC;
  const files: Record<string, string> = options.spec === false ? {} : { 'spec.yaml': spec };
  for (const [name, text] of Object.entries(flows)) files[`flows/${name}`] = text;
  repo = await makeWorkspace(files);
  const env = options.env ?? {};
  const workspace = await loadWorkspace({ workspace: repo.workspace, repoRoot: repo.root, env });
  const redactor = new Redactor(workspace.secrets);
  return runFlows(
    workspace,
    workspace.flows,
    {
      concurrency: options.concurrency ?? 4,
      timeoutMs: options.timeoutMs ?? 5000,
      baseUrl: options.baseUrl ?? server.url,
    },
    { redactor, env, sleep: async () => undefined, ...dependencies },
  );
}

function only(results: FlowResult[]): FlowResult {
  expect(results).toHaveLength(1);
  return results[0] as FlowResult;
}

describe('runFlows', () => {
  it('runs steps in order, carrying captures into later requests', async () => {
    const result = only(
      await run({
        'functional_users.yaml': `
steps:
  - id: list
    operation: listUsers
    request: { query: { limit: 2 } }
    expect:
      status: 200
      body: [ { path: "$.items", length: 2 } ]
    capture: { firstId: "$.items[0].id" }
  - id: get
    request: { method: GET, path: "/users/{{firstId}}" }
    expect: { status: 200, body: [ { path: "$.name", eq: Ada } ] }
`,
      }),
    );
    expect(result.status).toBe('passed');
    expect(result.steps.map((step) => [step.id, step.status])).toEqual([
      ['list', 'passed'],
      ['get', 'passed'],
    ]);
    expect(result.steps[0]?.captures).toEqual({ firstId: 1 });
    expect(result.steps[1]?.request?.url).toBe(`${server.url}/users/1`);
    expect(result.steps[0]?.request?.url).toBe(`${server.url}/users?limit=2`);
    expect(result.steps[1]?.timings?.totalMs).toBeGreaterThan(0);
    expect(result.steps[1]?.repro).toContain(`curl '${server.url}/users/1'`);
  });

  it('fills placeholders in expectations from earlier captures', async () => {
    const result = only(
      await run({
        'functional_expect.yaml': `
variables: { wanted: Grace }
steps:
  - request: { path: /users/2 }
    capture: { name: "$.name" }
    expect: { body: [ { path: "$.name", eq: "{{wanted}}" } ] }
  - request: { path: /users/1 }
    expect: { body: [ { path: "$.name", ne: "{{name}}" }, { path: "$.id", eq: "{{wanted}}" } ] }
`,
      }),
    );
    expect(result.steps[0]?.status).toBe('passed');
    const failed = result.steps[1]?.checks.filter((check) => !check.passed);
    expect(failed?.map((check) => [check.name, check.expected])).toEqual([['body $.id', '= "Grace"']]);
  });

  it('validates inline schemas even without a spec', async () => {
    const result = only(
      await run(
        {
          'functional_schema.yaml': `
steps:
  - request: { path: /users/1 }
    expect:
      schema: { type: object, required: [id, email], properties: { id: { type: string } } }
`,
        },
        { spec: false },
      ),
    );
    const check = result.steps[0]?.checks.find((candidate) => candidate.name === 'schema');
    expect(check?.passed).toBe(false);
    expect(check?.details).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/email/),
        expect.stringMatching(/\$\.id: must be a string/),
      ]),
    );
  });

  it('skips the rest of the flow after a failed step but always runs teardown', async () => {
    const result = only(
      await run({
        'functional_stop.yaml': `
steps:
  - id: missing
    request: { path: /users/404 }
    expect: { status: 200 }
  - id: never
    request: { path: /users/1 }
teardown:
  - id: cleanup
    request: { path: /users/2 }
`,
      }),
    );
    expect(result.status).toBe('failed');
    expect(result.steps.map((step) => [step.id, step.status])).toEqual([
      ['missing', 'failed'],
      ['never', 'skipped'],
      ['cleanup', 'passed'],
    ]);
    const check = result.steps[0]?.checks.find((candidate) => candidate.name === 'status');
    expect(check).toMatchObject({ expected: '200', passed: false });
    expect(check?.actual).toMatch(/^404/);
    expect(check?.line).toBe(5);
  });

  it('goes on after a failed step marked continue_on_failure', async () => {
    const result = only(
      await run({
        'functional_continue.yaml': `
steps:
  - request: { path: /users/404 }
    expect: { status: 200 }
    continue_on_failure: true
  - request: { path: /users/1 }
    expect: { status: 200 }
`,
      }),
    );
    expect(result.steps.map((step) => step.status)).toEqual(['failed', 'passed']);
    expect(result.status).toBe('failed');
  });

  it('goes on after a failure but skips, saying why, each step that needs a value never captured', async () => {
    const before = server.requests.length;
    const result = only(
      await run({
        'contract_users.yaml': `
continue_on_failure: true
steps:
  - id: lost
    request: { path: /users/404 }
    capture: { userId: $.id }
  - id: found
    request: { path: /users/1 }
    capture: { otherId: $.id }
  - id: needsLost
    request: { path: '/users/{{userId}}' }
  - id: needsFound
    request: { path: '/users/{{otherId}}' }
    expect: { body: [{ path: $.id, eq: '{{otherId}}' }] }
  - id: independent
    request: { path: /users/3 }
    expect: { status: 201 }
teardown:
  - id: cleanup
    request: { path: '/users/{{userId}}' }
`,
      }),
    );
    expect(result.steps.map((step) => [step.id, step.status])).toEqual([
      ['lost', 'failed'],
      ['found', 'passed'],
      ['needsLost', 'skipped'],
      ['needsFound', 'passed'],
      ['independent', 'failed'],
      ['cleanup', 'skipped'],
    ]);
    expect(result.status).toBe('failed');
    expect(result.steps[2]?.error?.message).toBe(
      'not sent: it needs {{userId}}, which step lost did not capture',
    );
    expect(server.requests.slice(before).map((request) => request.url)).toEqual([
      '/users/404',
      '/users/1',
      '/users/1',
      '/users/3',
    ]);
  });

  it('retries a step until its checks pass', async () => {
    api.failuresBeforeSuccess = 2;
    const result = only(
      await run({
        'functional_retry.yaml': `
steps:
  - request: { path: /flaky }
    expect: { status: 200 }
    retry: { attempts: 3, delay_ms: 1 }
`,
      }),
    );
    expect(result.status).toBe('passed');
    expect(result.steps[0]?.attempts).toBe(3);
  });

  it('holds every response of a contract flow to the spec without being asked', async () => {
    api.nameAsNumber = true;
    const result = only(
      await run({
        'contract_users.yaml': `
steps:
  - operation: listUsers
    expect: { status: 200 }
`,
      }),
    );
    expect(result.status).toBe('failed');
    const schema = result.steps[0]?.checks.find((check) => check.name === 'contract schema');
    expect(schema?.passed).toBe(false);
    expect(schema?.details?.join('\n')).toMatch(/\$\.items\[0\]\.name/);
  });

  it('demands a documented, non-5xx answer from a smoke flow', async () => {
    api.status503 = true;
    const result = only(
      await run({
        'smoke_users.yaml': `
steps:
  - operation: listUsers
`,
      }),
    );
    expect(result.status).toBe('failed');
    const names = result.steps[0]?.checks.filter((check) => !check.passed).map((check) => check.name);
    expect(names).toEqual(expect.arrayContaining(['smoke not a server error', 'contract status']));
  });

  it('demands the documented content type from a smoke flow', async () => {
    api.plainText = true;
    const result = only(await run({ 'smoke_users.yaml': 'steps:\n  - operation: listUsers\n' }));
    expect(result.status).toBe('failed');
    expect(result.steps[0]?.checks.find((check) => !check.passed)).toMatchObject({
      name: 'contract content-type',
      expected: 'application/json',
      actual: 'text/plain',
    });
  });

  it('judges a HEAD answer by its content-type header, with no body to demand', async () => {
    const spec = USERS_SPEC.replace(
      '  /users:\n',
      `  /users:\n    head:\n      operationId: peekUsers\n      responses:\n        '200':\n          description: users\n          content: { application/json: { schema: { type: object } } }\n`,
    );
    const flows = {
      'smoke_users.yaml': 'steps:\n  - operation: peekUsers\n',
      'contract_users.yaml': 'steps:\n  - operation: peekUsers\n',
    };
    const results = await run(flows, { spec });
    for (const result of results) {
      expect(result.steps[0]?.checks.find((check) => check.name === 'contract content-type')).toMatchObject({
        actual: 'application/json',
        passed: true,
      });
      expect(result.status).toBe('passed');
    }
  });

  it('reports a request the spec rejects as a flow error, not an API failure', async () => {
    const result = only(
      await run({
        'functional_bad_request.yaml': `
steps:
  - operation: createUser
    request: { json: { nickname: "Ada" } }
    expect: { status: 201 }
`,
      }),
    );
    expect(result.status).toBe('error');
    expect(result.steps[0]?.error?.kind).toBe('flow');
    expect(result.steps[0]?.error?.message).toMatch(/name/);
    expect(server.requests.some((request) => request.method === 'POST')).toBe(false);
  });

  it('lets a step send a deliberately invalid request when it expects a client error', async () => {
    const result = only(
      await run({
        'unit_limits.yaml': `
steps:
  - operation: listUsers
    request: { query: { limit: 500 } }
    expect: { status: 400 }
`,
      }),
    );
    expect(result.status).toBe('passed');
  });

  it('turns an unreachable API into a failed flow with a clear message', async () => {
    const closed = await startServer(() => undefined);
    const url = closed.url;
    await closed.close();
    const result = only(
      await run({ 'smoke_down.yaml': 'steps:\n  - request: { path: /users }\n' }, { baseUrl: url }),
    );
    expect(result.status).toBe('failed');
    expect(result.steps[0]?.status).toBe('error');
    expect(result.steps[0]?.error?.kind).toBe('connection');
    expect(result.steps[0]?.error?.message).toContain(url);
  });

  it('gives up on a request after its timeout', async () => {
    api.hang = true;
    const result = only(
      await run({ 'smoke_slow.yaml': 'steps:\n  - request: { path: /users }\n    timeout_ms: 150\n' }),
    );
    expect(result.steps[0]?.error?.kind).toBe('timeout');
  });

  it('runs flows concurrently up to the bound and returns results in flow order', async () => {
    api.slowMs = 60;
    maxInFlight = 0;
    const flows: Record<string, string> = {};
    for (const name of ['a', 'b', 'c', 'd', 'e'])
      flows[`functional_${name}.yaml`] = 'steps:\n  - request: { path: /users/1 }\n';
    const results = await run(flows, { concurrency: 2 });
    expect(maxInFlight).toBe(2);
    expect(results.map((result) => result.file)).toEqual(
      ['a', 'b', 'c', 'd', 'e'].map((name) => `.falcon/flows/functional_${name}.yaml`),
    );
  });

  it('sends every flow of a run over one pool of kept-alive connections, no more than the concurrency', async () => {
    api.slowMs = 5;
    let connections = 0;
    const count = (): void => void connections++;
    server.server.on('connection', count);
    try {
      const flows: Record<string, string> = {};
      for (let index = 0; index < 12; index++)
        flows[`functional_f${index}.yaml`] =
          'steps:\n  - request: { path: /users/1 }\n  - request: { path: /users/2 }\n';
      const results = await run(flows, { concurrency: 3 });
      expect(results.map((result) => result.status)).toEqual(Array(12).fill('passed'));
      expect(server.requests.length).toBeGreaterThanOrEqual(24);
      expect(connections).toBeGreaterThan(0);
      expect(connections).toBeLessThanOrEqual(3);
    } finally {
      server.server.off('connection', count);
    }
  });

  it('keeps secrets from the environment and captured tokens out of every record', async () => {
    const result = only(
      await run(
        {
          'functional_secret.yaml': `
steps:
  - operation: createUser
    request:
      headers: { authorization: "Bearer {{env.API_TOKEN}}" }
      json: { name: "{{env.API_TOKEN}}" }
    expect: { status: 201 }
    capture: { session_token: "$.name" }
  - request: { path: "/users/1", query: { echo: "{{session_token}}" } }
`,
        },
        { env: { API_TOKEN: 'secret-token-123' } },
      ),
    );
    expect(result.status).toBe('passed');
    const text = JSON.stringify(result);
    expect(text).not.toContain('secret-token-123');
    expect(result.steps[0]?.request?.headers['authorization']).toBe('Bearer ***');
  });
});
