import { createRunFlowTool } from '../../../../src/investigate/agent/tools/run-flow.js';
import type { ToolDependencies } from '../../../../src/investigate/agent/tools/dependencies.js';
import { runFlows } from '../../../../src/run/runner.js';
import type { FlowResult, StepResult } from '../../../../src/core/results.js';
import { sendJson, startServer, type TestServer } from '../../../__fixtures__/server.js';
import { USERS_SPEC } from '../../../__fixtures__/workspace.js';
import { call, falconFixture, type FalconFixture } from '../../../__fixtures__/agent/falcon-harness.js';
import { stepResult } from '../../../__fixtures__/results.js';

const CONTRACT = `name: Users contract
steps:
  - id: list
    operation: listUsers
    expect:
      status: 200
      body:
        - { path: "$.items", length: { lte: 5 } }
  - id: get
    request: { method: GET, path: /users/1 }
    expect: { status: 200 }
`;
const SMOKE = `name: Users smoke
steps:
  - id: ping
    request: { method: GET, path: /users }
    expect: { status: 200 }
`;
const FILES = {
  'spec.yaml': USERS_SPEC,
  'flows/contract_users.yaml': CONTRACT,
  'flows/smoke_users.yaml': SMOKE,
};

function step(overrides: Partial<StepResult>): StepResult {
  return stepResult({ id: 'list', name: 'list', line: 3, ...overrides });
}

/** A failed re-run as the runner reports one: a failing status and body check after a passing one. */
const FAILED: FlowResult = {
  file: '.falcon/flows/contract_users.yaml',
  name: 'Users contract',
  type: 'contract',
  status: 'failed',
  startedAt: '2025-03-04T05:06:07.089Z',
  durationMs: 41.6,
  baseUrl: 'http://127.0.0.1:9',
  steps: [
    step({
      id: 'login',
      phase: 'setup',
      status: 'passed',
      checks: [{ name: 'status', expected: '200', actual: '200', passed: true }],
      line: 2,
    }),
    step({
      status: 'failed',
      request: { method: 'GET', url: 'http://127.0.0.1:9/users?limit=5', headers: {} },
      response: {
        status: 500,
        headers: { 'content-type': 'application/json' },
        body: '{"error":"boom",\n"trace":"at users.js:17"}',
      },
      timings: { headersMs: 10, totalMs: 12.4 },
      checks: [
        { name: 'latency', expected: '≤ 500 ms', actual: '12 ms', passed: true, line: 9 },
        { name: 'status', expected: '200', actual: '500', passed: false, line: 6 },
        {
          name: 'schema',
          expected: 'matches the spec',
          actual: '1 violation',
          passed: false,
          line: 7,
          details: ['$.items: required property missing'],
        },
      ],
      repro: "curl -X GET 'http://127.0.0.1:9/users?limit=5' -H 'authorization: Bearer ***'",
      attempts: 2,
    }),
    step({ id: 'get', status: 'skipped', line: 9 }),
    step({
      id: 'create',
      status: 'error',
      error: { kind: 'connection', message: 'connection refused (ECONNREFUSED)' },
      line: 12,
    }),
  ],
};

let fixture: FalconFixture;
const reruns: Array<[string, string | undefined]> = [];
afterEach(async () => {
  reruns.length = 0;
  await fixture.repo.remove();
});

async function withRerun(rerun: ToolDependencies['rerun'], results: FlowResult[] = []): Promise<void> {
  fixture = await falconFixture(FILES, {
    results,
    secrets: ['leaked-secret-value'],
    rerun: (file, stepId) => {
      reruns.push([file, stepId]);
      return rerun(file, stepId);
    },
  });
}
const runFlow = (args: Record<string, unknown>): Promise<string> =>
  call(createRunFlowTool(fixture.deps), args, fixture.context);

describe('run_flow output', () => {
  it('shows the verdict against the original run, and each step with its failing checks first', async () => {
    await withRerun(() => Promise.resolve(FAILED), [{ ...FAILED, status: 'failed' }]);
    expect(await runFlow({ flow: 'contract_users.yaml' })).toBe(
      [
        '.falcon/flows/contract_users.yaml "Users contract" (contract): FAILED in 42 ms against http://127.0.0.1:9; in the run being investigated it failed',
        '✓ step login (setup): passed (1 check)',
        '✗ step list: GET http://127.0.0.1:9/users?limit=5 FAILED, line 3, 12 ms, 2 attempts',
        '  ✗ status: expected 200, got 500 (line 6)',
        '  ✗ schema: expected matches the spec, got 1 violation (line 7)',
        '      - $.items: required property missing',
        '  ✓ latency: expected ≤ 500 ms, got 12 ms (line 9)',
        '  response: 500 application/json {"error":"boom", "trace":"at users.js:17"}',
        "  repro: curl -X GET 'http://127.0.0.1:9/users?limit=5' -H 'authorization: Bearer ***'",
        '- step get: skipped',
        '✗ step create: ERROR, line 12',
        '  error (connection): connection refused (ECONNREFUSED)',
      ].join('\n'),
    );
    expect(reruns).toEqual([['.falcon/flows/contract_users.yaml', undefined]]);
  });

  it('passes one step on, found by its id in any case', async () => {
    await withRerun(() => Promise.resolve({ ...FAILED, steps: [FAILED.steps[1]!] }));
    const output = await runFlow({ flow: 'Users contract', step: 'LIST' });
    expect(output).toMatch(
      /^\.falcon\/flows\/contract_users\.yaml "Users contract" \(contract\) \(step list only\): FAILED/,
    );
    expect(reruns).toEqual([['.falcon/flows/contract_users.yaml', 'list']]);
  });

  it('masks the run’s secrets in what it returns', async () => {
    const leaky = {
      ...FAILED,
      steps: [
        step({ status: 'failed', error: { kind: 'flow', message: 'token leaked-secret-value rejected' } }),
      ],
    };
    await withRerun(() => Promise.resolve(leaky));
    const output = await runFlow({ flow: '.falcon/flows/contract_users.yaml' });
    expect(output).toContain('error (flow): token *** rejected');
    expect(output).not.toContain('leaked-secret-value');
  });
});

describe('run_flow refusals', () => {
  beforeEach(() => withRerun(() => Promise.reject(new Error('the API base URL is not set'))));

  it('names the flows when the one asked for does not exist', async () => {
    expect(await runFlow({ flow: 'contract_user.yaml' })).toBe(
      'no flow "contract_user.yaml"; did you mean contract_users.yaml? The flows are: .falcon/flows/contract_users.yaml, .falcon/flows/smoke_users.yaml',
    );
    expect(reruns).toEqual([]);
  });

  it('names the steps when the step does not exist', async () => {
    expect(await runFlow({ flow: 'contract_users', step: 'lst' })).toBe(
      '.falcon/flows/contract_users.yaml has no step "lst"; did you mean list? Its steps are: list, get',
    );
  });

  it('returns a failure to run as text', async () => {
    expect(await runFlow({ flow: 'smoke_users' })).toBe(
      'run_flow could not run .falcon/flows/smoke_users.yaml: the API base URL is not set',
    );
  });
});

describe('run_flow against a real API', () => {
  let server: TestServer;
  let broken = true;
  beforeAll(async () => {
    server = await startServer((request, response) => {
      if (request.url?.startsWith('/users/1')) return sendJson(response, 200, { id: 1, name: 'Ada' });
      if (broken) return sendJson(response, 500, { error: 'database unavailable' });
      return sendJson(response, 200, { items: [{ id: 1, name: 'Ada' }] });
    });
  });
  afterAll(() => server.close());

  it('re-runs the flow through the runner and reports what changed since the run', async () => {
    await withRerun(async (file, stepId) => {
      const flow = fixture.deps.workspace.flows.find((candidate) => candidate.file === file)!;
      const only =
        stepId === undefined
          ? flow
          : { ...flow, steps: flow.steps.filter((candidate) => candidate.id === stepId) };
      const [result] = await runFlows(
        fixture.deps.workspace,
        [only],
        { concurrency: 1, timeoutMs: 2_000, baseUrl: server.url },
        {
          redactor: fixture.deps.redactor,
          env: {},
        },
      );
      return result!;
    });
    const failing = await runFlow({ flow: 'contract_users.yaml', step: 'list' });
    expect(failing).toMatch(/FAILED in \d+ ms against http:\/\/127\.0\.0\.1:\d+$/m);
    expect(failing).toMatch(/^ {2}✗ status: expected 200, got 500 Internal Server Error \(line 6\)$/m);
    expect(failing).toMatch(/^ {2}✗ body \$\.items: expected length ≤ 5, got \(missing\) \(line 8\)$/m);
    expect(failing).toMatch(/^ {2}response: 500 application\/json \{"error":"database unavailable"\}$/m);
    expect(failing).toMatch(/^ {2}repro: curl /m);

    broken = false;
    const passing = await runFlow({ flow: 'contract_users.yaml' });
    expect(passing).toMatch(/^\.falcon\/flows\/contract_users\.yaml "Users contract" \(contract\): PASSED/);
    expect(passing).toMatch(
      /^✓ step list: GET http:\/\/127\.0\.0\.1:\d+\/users passed \(\d+ checks, \d+ ms\)$/m,
    );
  });
});
