import type { CheckResult, FlowResult, StepResult } from '../../../src/core/results.js';
import type { FlowType } from '../../../src/core/modes.js';
import { decideGate } from '../../../src/gate.js';
import { buildAnnotations } from '../../../src/report/render/annotations.js';
import { flowResult, stepResult } from '../../__fixtures__/results.js';

function step(id: string, line: number, overrides: Partial<StepResult> = {}): StepResult {
  return stepResult({ id, line, ...overrides });
}

function check(name: string, line: number | undefined, passed = false): CheckResult {
  return { name, expected: '200', actual: '500', passed, ...(line === undefined ? {} : { line }) };
}

function flow(
  type: FlowType,
  slug: string,
  steps: StepResult[],
  overrides: Partial<FlowResult> = {},
): FlowResult {
  return flowResult({
    file: `.falcon/flows/${type}_${slug}.yaml`,
    name: slug,
    type,
    status: steps.some((item) => item.status !== 'passed') ? 'failed' : 'passed',
    steps,
    startedAt: '2025-01-10T10:00:00.000Z',
    durationMs: 10,
    ...overrides,
  });
}

const GATE = ['smoke', 'contract'] as const;

function annotate(results: FlowResult[], limits?: { error: number; warning: number }) {
  return buildAnnotations(results, decideGate(results, [...GATE]), limits);
}

describe('buildAnnotations', () => {
  it('puts each failed check on its own line of the flow file, falling back to the step line', () => {
    const users = flow('contract', 'users', [
      step('list', 5, { checks: [check('status', 7, true)] }),
      step('get', 12, {
        status: 'failed',
        checks: [
          check('status', 14),
          {
            name: 'body $.name',
            expected: '"Ada"',
            actual: 'missing',
            passed: false,
            details: ['$.name is required'],
          },
          check('latency', 18, true),
        ],
        repro: "curl 'http://127.0.0.1:3000/users/1'",
      }),
    ]);
    const { annotations, omitted } = annotate([users]);
    expect(omitted).toEqual({ error: 0, warning: 0 });
    expect(annotations).toEqual([
      {
        level: 'error',
        title: 'Falcon CI contract: status failed in users › get',
        message: "Expected 200, got 500.\nReproduce: curl 'http://127.0.0.1:3000/users/1'",
        file: '.falcon/flows/contract_users.yaml',
        line: 14,
      },
      {
        level: 'error',
        title: 'Falcon CI contract: body $.name failed in users › get',
        message:
          'Expected "Ada", got missing.\n- $.name is required\nReproduce: curl \'http://127.0.0.1:3000/users/1\'',
        file: '.falcon/flows/contract_users.yaml',
        line: 12,
      },
    ]);
  });

  it('makes gated flows errors and the others warnings that say they do not block', () => {
    const smoke = flow('smoke', 'health', [
      step('ping', 3, { status: 'failed', checks: [check('status', 4)] }),
    ]);
    const security = flow('security', 'auth', [
      step('no-auth', 6, { status: 'failed', checks: [check('status', 8)], probe: 'no_auth' }),
    ]);
    const { annotations } = annotate([security, smoke]);
    expect(annotations.map(({ level, file, line }) => ({ level, file, line }))).toEqual([
      { level: 'error', file: '.falcon/flows/smoke_health.yaml', line: 4 },
      { level: 'warning', file: '.falcon/flows/security_auth.yaml', line: 8 },
    ]);
    expect(annotations[1]?.title).toBe('Falcon CI security: status failed in auth › no-auth (no_auth probe)');
    expect(annotations[1]?.message).toMatch(/\n\(Not gated: reported only, does not block the merge\.\)$/);
    expect(annotations[0]?.message).not.toContain('Not gated');
  });

  it('annotates errored steps, flows that could not run, and missed load thresholds', () => {
    const down = flow('smoke', 'down', [
      step('ping', 3, {
        status: 'error',
        error: { kind: 'connection', message: 'connect ECONNREFUSED 127.0.0.1:3000' },
      }),
      step('after', 9, { status: 'skipped' }),
    ]);
    const broken = flow('contract', 'broken', [], { status: 'error' });
    const load = flow('performance', 'checkout', [step('buy', 4)], {
      status: 'failed',
      load: {
        requests: 100,
        errors: 0,
        errorRate: 0,
        durationMs: 1000,
        rps: 100,
        latencyMs: { min: 1, mean: 2, p50: 2, p90: 3, p95: 150, p99: 200, max: 300 },
        statuses: { '200': 100 },
        checks: [{ name: 'p95', expected: '≤ 100 ms', actual: '150 ms', passed: false, line: 21 }],
      },
    });
    const { annotations } = annotate([down, broken, load]);
    expect(annotations).toEqual([
      expect.objectContaining({
        level: 'error',
        title: 'Falcon CI smoke: no connection in down › ping',
        message: 'connect ECONNREFUSED 127.0.0.1:3000',
        line: 3,
      }),
      expect.objectContaining({
        level: 'error',
        title: 'Falcon CI contract: broken could not run',
        file: '.falcon/flows/contract_broken.yaml',
        line: 1,
      }),
      expect.objectContaining({
        level: 'warning',
        title: 'Falcon CI performance: load threshold p95 missed in checkout',
        message: expect.stringMatching(/^Expected ≤ 100 ms, got 150 ms\./),
        line: 21,
      }),
    ]);
  });

  it('orders gated before non-gated, errors before check failures, then flows in order', () => {
    const checkFailure = (type: FlowType, slug: string): FlowResult =>
      flow(type, slug, [step('s', 2, { status: 'failed', checks: [check('status', 3)] })]);
    const errored = (type: FlowType, slug: string, kind: 'flow' | 'timeout'): FlowResult =>
      flow(type, slug, [
        step('s', 5, { status: 'error', error: { kind, message: `${kind} problem`, line: 6 } }),
      ]);
    const results = [
      checkFailure('functional', 'f1'),
      checkFailure('contract', 'c1'),
      errored('functional', 'f2', 'timeout'),
      checkFailure('smoke', 's1'),
      errored('contract', 'c2', 'flow'),
    ];
    const { annotations } = annotate(results);
    expect(
      annotations.map((item) => `${item.level} ${item.file.replace(/^\.falcon\/flows\//, '')}:${item.line}`),
    ).toEqual([
      'error contract_c2.yaml:6',
      'error contract_c1.yaml:3',
      'error smoke_s1.yaml:3',
      'warning functional_f2.yaml:6',
      'warning functional_f1.yaml:3',
    ]);
  });

  it('keeps at most the limit per level, most important first, and counts the rest', () => {
    const many = (type: FlowType, count: number): FlowResult[] =>
      Array.from({ length: count }, (_, index) =>
        flow(type, `${type}${index}`, [
          step('s', 2, { status: 'failed', checks: [check('status', 3), check('schema', 4)] }),
        ]),
      );
    const connection = flow('contract', 'offline', [
      step('s', 7, { status: 'error', error: { kind: 'connection', message: 'ECONNRESET' } }),
    ]);
    const results = [...many('contract', 6), ...many('e2e', 4), connection];
    const { annotations, omitted } = annotate(results);

    const errors = annotations.filter((item) => item.level === 'error');
    const warnings = annotations.filter((item) => item.level === 'warning');
    expect(errors).toHaveLength(10);
    expect(warnings).toHaveLength(8);
    expect(omitted).toEqual({ error: 13 - 10, warning: 0 });
    // The connection error comes first although its flow is last; then one per flow, in order,
    // before any flow's second.
    expect(errors[0]?.file).toBe('.falcon/flows/contract_offline.yaml');
    expect(errors.slice(1).map((item) => `${item.file}:${item.line}`)).toEqual([
      '.falcon/flows/contract_contract0.yaml:3',
      '.falcon/flows/contract_contract1.yaml:3',
      '.falcon/flows/contract_contract2.yaml:3',
      '.falcon/flows/contract_contract3.yaml:3',
      '.falcon/flows/contract_contract4.yaml:3',
      '.falcon/flows/contract_contract5.yaml:3',
      '.falcon/flows/contract_contract0.yaml:4',
      '.falcon/flows/contract_contract1.yaml:4',
      '.falcon/flows/contract_contract2.yaml:4',
    ]);

    const tight = annotate(results, { error: 2, warning: 3 });
    expect(tight.annotations.map((item) => item.level)).toEqual([
      'error',
      'error',
      'warning',
      'warning',
      'warning',
    ]);
    expect(tight.omitted).toEqual({ error: 11, warning: 5 });
  });

  it('spreads the ten errors over ten failing gated flows when a run has many, each with many checks', () => {
    const failing = Array.from({ length: 75 }, (_, index) =>
      flow('contract', `c${index}`, [
        step('s', 2, {
          status: 'failed',
          checks: [check('status', 3), check('schema', 4), check('body $.id', 5)],
        }),
      ]),
    );
    const ungated = Array.from({ length: 30 }, (_, index) =>
      flow('e2e', `e${index}`, [
        step('s', 2, { status: 'failed', checks: [check('status', 3), check('schema', 4)] }),
      ]),
    );
    const { annotations, omitted } = annotate([...ungated, ...failing], { error: 9, warning: 10 });
    const errors = annotations.filter((item) => item.level === 'error');
    expect(errors).toHaveLength(9);
    expect(new Set(errors.map((item) => item.file)).size).toBe(9);
    expect(errors.map((item) => item.file.replace(/^\.falcon\/flows\//, ''))).toEqual(
      Array.from({ length: 9 }, (_, index) => `contract_c${index}.yaml`),
    );
    const warnings = annotations.filter((item) => item.level === 'warning');
    expect(new Set(warnings.map((item) => item.file)).size).toBe(10);
    expect(omitted).toEqual({ error: 75 * 3 - 9, warning: 30 * 2 - 10 });
  });

  it('has nothing to say about passing flows', () => {
    expect(
      annotate([flow('smoke', 'ok', [step('ping', 3, { checks: [check('status', 4, true)] })])]),
    ).toEqual({
      annotations: [],
      omitted: { error: 0, warning: 0 },
    });
  });

  it('clips long messages and leaves out an overlong repro', () => {
    const long = flow('smoke', 'long', [
      step('ping', 3, {
        status: 'failed',
        checks: [{ name: 'body', expected: 'short', actual: 'z'.repeat(5000), passed: false, line: 4 }],
        repro: `curl '${'q'.repeat(2000)}'`,
      }),
    ]);
    const [annotation] = annotate([long]).annotations;
    expect(annotation?.message.length).toBe(2000);
    expect(annotation?.message.endsWith('…')).toBe(true);
    expect(annotation?.message).not.toContain('qqq');
  });
});
