import { createAnalyzeErrorTool } from '../../../../src/investigate/agent/tools/analyze-error.js';
import type { FlowResult, StepResult } from '../../../../src/core/results.js';
import { Redactor } from '../../../../src/http/redact.js';
import {
  call,
  makeContext,
  makeDeps,
  makeRepo,
  type Repo,
} from '../../../__fixtures__/agent/tools-harness.js';
import { stepResult } from '../../../__fixtures__/results.js';

const TRACE = [
  'Traceback (most recent call last):',
  '  File "app/routes/users.py", line 42, in create_user',
  '    user = service.create(payload)',
  '  File "app/services/users.py", line 17, in create',
  '    raise ValueError("email already taken")',
  'ValueError: email already taken',
].join('\n');

function step(overrides: Partial<StepResult>): StepResult {
  return stepResult({ id: 'step', line: 5, ...overrides });
}

const results: FlowResult[] = [
  {
    file: '.falcon/flows/users.yaml',
    name: 'Users smoke',
    type: 'smoke',
    status: 'failed',
    startedAt: '2025-01-01T00:00:00Z',
    durationMs: 30,
    steps: [
      step({ id: 'list', name: 'list users', line: 6 }),
      step({
        id: 'create',
        name: 'create user',
        status: 'failed',
        line: 12,
        request: { method: 'POST', url: 'http://api.test/users', headers: {} },
        response: {
          status: 500,
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            error: { message: 'email already taken', type: 'ValueError', token: 'tok-SECRET-77' },
            trace: TRACE,
          }),
        },
        checks: [
          { name: 'status', expected: '201', actual: '500 Internal Server Error', passed: false, line: 14 },
        ],
      }),
    ],
  },
  {
    file: '.falcon/flows/health.yaml',
    name: 'Health',
    type: 'smoke',
    status: 'failed',
    startedAt: '2025-01-01T00:00:00Z',
    durationMs: 3,
    steps: [
      step({
        id: 'ping',
        status: 'error',
        line: 4,
        error: { kind: 'connection', message: 'connection refused: http://api.test' },
      }),
    ],
  },
  {
    file: '.falcon/flows/ok.yaml',
    name: 'Fine',
    type: 'contract',
    status: 'passed',
    startedAt: '2025-01-01T00:00:00Z',
    durationMs: 3,
    steps: [step({ id: 'get' })],
  },
];

let repo: Repo;
beforeAll(async () => {
  repo = await makeRepo({});
});
afterAll(() => repo.remove());

function setup(flowResults: FlowResult[] = results) {
  const deps = makeDeps(repo.root, { results: flowResults, redactor: new Redactor(['tok-SECRET-77']) });
  return { tool: createAnalyzeErrorTool(deps), context: makeContext(repo.root) };
}

describe('analyze_error', () => {
  it('analyses a failed step: checks, error context and code locations', async () => {
    const { tool, context } = setup();
    const output = await call(tool, { flow: 'users.yaml', step: 'create' }, context);
    expect(output).toContain(
      '.falcon/flows/users.yaml:12 step create (create user) of "Users smoke" (smoke): failed',
    );
    expect(output).toContain('request: POST http://api.test/users');
    expect(output).toContain('response: 500 (application/json)');
    expect(output).toContain('  - status: expected 201, got 500 Internal Server Error (line 14)');
    expect(output).toMatch(/error context: message: email already taken; type: ValueError/);
    expect(output).toContain('  - app/routes/users.py:42 in create_user (python)');
    expect(output).toContain('  - app/services/users.py:17 in create (python)');
    expect(output).not.toContain('tok-SECRET-77');
  });

  it('analyses every failed step when no flow is named', async () => {
    const { tool, context } = setup();
    const output = await call(tool, {}, context);
    expect(output).toContain('step create (create user)');
    expect(output).toContain('.falcon/flows/health.yaml:4 step ping of "Health" (smoke): error');
    expect(output).toContain('error (connection): connection refused: http://api.test');
    expect(output).not.toContain('error context: none found');
    expect(output).not.toContain('ok.yaml');
  });

  it('finds flows by name and steps by name, and lists failed steps of a flow', async () => {
    const { tool, context } = setup();
    expect(await call(tool, { flow: 'users smoke', step: 'Create User' }, context)).toContain(
      'step create (create user)',
    );
    const flowOnly = await call(tool, { flow: '.falcon/flows/users.yaml' }, context);
    expect(flowOnly).toContain('step create');
    expect(flowOnly).not.toContain('step list');
  });

  it('analyses a body it is given', async () => {
    const { tool, context } = setup();
    const output = await call(tool, { body: TRACE }, context);
    expect(output).toContain('app/services/users.py:17 in create (python)');
    expect(await call(tool, { body: 'all good' }, context)).toContain('code locations: none');
  });

  it('explains unknown flows and steps, and runs with nothing failed', async () => {
    const { tool, context } = setup();
    expect(await call(tool, { flow: 'orders' }, context)).toMatch(
      /^no flow orders in this run; the flows are: \.falcon\/flows\/users\.yaml \(Users smoke\)/,
    );
    expect(await call(tool, { flow: 'users', step: 'delete' }, context)).toBe(
      'no step delete in .falcon/flows/users.yaml; its steps are: list, create',
    );
    expect(await call(tool, { flow: 'ok' }, context)).toMatch(/ok\.yaml passed; name a step/);
    const { tool: quiet } = setup([results[2] as FlowResult]);
    expect(await call(quiet, {}, context)).toBe('every step passed; there is no error to analyse');
    const { tool: none } = setup([]);
    expect(await call(none, {}, context)).toBe('no flows ran, so there is nothing to analyse');
  });

  it('names container paths by the checkout, offers both copies of a tied file, and reads the error body past the display cut', async () => {
    const checkout = await makeRepo({
      'services/api/app/routes/orders.py': 'x\n',
      'services/admin/app/routes/orders.py': 'x\n',
      'services/api/app/models.py': 'x\n',
    });
    const page = [
      'Traceback (most recent call last):',
      '  File "/srv/app/app/routes/orders.py", line 88, in create_order',
      '    total = order.total()',
      '  File "/srv/app/app/models.py", line 12, in total',
      '    return sum(item.price for item in self.items)',
      "TypeError: unsupported operand type(s) for +: 'int' and 'str'",
    ].join('\n');
    const shown = 'x'.repeat(100);
    const flow: FlowResult = {
      ...results[0]!,
      steps: [
        step({
          id: 'order',
          status: 'failed',
          response: {
            status: 500,
            headers: { 'content-type': 'text/plain' },
            body: shown,
            errorBody: `${shown}\n${page}`,
          },
        }),
      ],
    };
    try {
      const deps = makeDeps(checkout.root, { results: [flow], redactor: new Redactor([]) });
      const output = await call(createAnalyzeErrorTool(deps), {}, makeContext(checkout.root));
      expect(output).toContain('  - services/api/app/models.py:12 in total (python)');
      expect(output).toMatch(
        /- services\/(api|admin)\/app\/routes\/orders\.py:88 in create_order \(python; the same file also at services\/(admin|api)\/app\/routes\/orders\.py\)/,
      );
      expect(output).not.toContain('/srv/app');
    } finally {
      await checkout.remove();
    }
  });
});
