/**
 * The run as CTRF (Common Test Report Format, ctrf.io, spec 0.0.0): one test per step (and one for
 * a performance flow's load phase), as in JUnit, for the tools that read CTRF (the
 * github-test-reporter actions, Slack and Teams reporters). Statuses are the run's own: a failure
 * outside the gate is `failed` with the label `gated: false`, a step that could not run `failed`
 * with `rawStatus: error`. Everything in it is already redacted.
 */
import type { CheckResult, FlowResult, StepResult } from '../core/results.js';
import type { GateResult } from '../gate.js';
import type { FlakyFlow } from '../store/runs.js';

export const CTRF_SPEC_VERSION = '0.0.0';

type CtrfStatus = 'passed' | 'failed' | 'skipped' | 'pending' | 'other';

interface CtrfTest {
  name: string;
  status: CtrfStatus;
  duration: number;
  start?: number;
  suite: string[];
  message?: string;
  trace?: string;
  rawStatus?: string;
  line?: number;
  filePath: string;
  type: string;
  tags?: string[];
  labels: Record<string, string | number | boolean>;
  retries?: number;
  flaky?: boolean;
  extra?: Record<string, unknown>;
}

export interface CtrfInput {
  results: readonly FlowResult[];
  gate: GateResult;
  flaky?: readonly FlakyFlow[];
  startedAt: Date;
  durationMs: number;
  version: string;
}

export function renderCtrf(input: CtrfInput): string {
  const flaky = new Set((input.flaky ?? []).map((flow) => flow.file));
  const tests = input.results.flatMap((result) =>
    testsOf(result, input.gate.types.includes(result.type), flaky.has(result.file)),
  );
  const count = (status: CtrfStatus): number => tests.filter((test) => test.status === status).length;
  const start = input.startedAt.getTime();
  const document = {
    reportFormat: 'CTRF',
    specVersion: CTRF_SPEC_VERSION,
    timestamp: new Date(start + input.durationMs).toISOString(),
    generatedBy: `Falcon CI ${input.version}`,
    results: {
      tool: { name: 'Falcon CI', version: input.version },
      summary: {
        tests: tests.length,
        passed: count('passed'),
        failed: count('failed'),
        skipped: count('skipped'),
        pending: count('pending'),
        other: count('other'),
        flaky: tests.filter((test) => test.flaky).length,
        suites: input.results.length,
        start,
        stop: start + Math.round(input.durationMs),
        duration: Math.round(input.durationMs),
      },
      tests,
      extra: {
        verdict: input.gate.verdict,
        gate: input.gate.types,
        blocking: input.gate.blocking.map((flow) => flow.file),
      },
    },
  };
  return `${JSON.stringify(document, null, 2)}\n`;
}

function testsOf(result: FlowResult, gated: boolean, flakyFlow: boolean): CtrfTest[] {
  const started = Date.parse(result.startedAt);
  const common = (name: string): Pick<CtrfTest, 'name' | 'suite' | 'filePath' | 'type' | 'labels'> => ({
    name: `${result.name} › ${name}`,
    suite: [result.type, result.file],
    filePath: result.file,
    type: result.type,
    labels: { gated, flow: result.name, ...(result.cancelled ? { cancelled: true } : {}) },
  });
  const tests = result.steps.map((step): CtrfTest => {
    const failed = step.checks.filter((check) => !check.passed);
    const message = step.error?.message ?? (failed[0] ? describe(failed[0]) : undefined);
    const retried = step.attempts > 1;
    return {
      ...common(step.probe ? `${step.name} (${step.probe} probe)` : step.name),
      status: status(step),
      duration: Math.round(step.timings?.totalMs ?? 0),
      ...(Number.isFinite(started) ? { start: started } : {}),
      ...(message ? { message } : {}),
      ...(step.status === 'failed' || step.status === 'error' ? { trace: trace(step, failed) } : {}),
      ...(step.status === 'error' ? { rawStatus: 'error' } : {}),
      line: step.line,
      ...(!gated && status(step) === 'failed' ? { tags: ['not-gated'] } : {}),
      ...(retried ? { retries: step.attempts - 1 } : {}),
      // Passed on a later attempt in this run, or both failed and passed on this commit in the history.
      ...((retried && step.status === 'passed') || (flakyFlow && step.status !== 'skipped')
        ? { flaky: true }
        : {}),
    };
  });
  if (result.load) {
    const failed = result.load.checks.filter((check) => !check.passed);
    tests.push({
      ...common('load'),
      status: failed.length > 0 ? 'failed' : 'passed',
      duration: Math.round(result.load.durationMs),
      ...(failed[0] ? { message: describe(failed[0]), trace: failed.map(describe).join('\n') } : {}),
      ...(result.load.checks[0]?.line ? { line: result.load.checks[0].line } : {}),
      ...(!gated && failed.length > 0 ? { tags: ['not-gated'] } : {}),
      extra: {
        requests: result.load.requests,
        errors: result.load.errors,
        rps: result.load.rps,
        latency_ms: result.load.latencyMs,
      },
    });
  }
  return tests;
}

function status(step: StepResult): CtrfStatus {
  if (step.status === 'passed') return 'passed';
  if (step.status === 'skipped') return 'skipped';
  return 'failed';
}

function describe(check: CheckResult): string {
  return `${check.name}: expected ${check.expected}, got ${check.actual}`;
}

function trace(step: StepResult, failed: readonly CheckResult[]): string {
  return [
    ...(step.error ? [step.error.message] : []),
    ...failed.flatMap((check) => [
      describe(check),
      ...(check.details ?? []).map((detail) => `  - ${detail}`),
    ]),
    ...(step.repro ? [`repro: ${step.repro}`] : []),
  ].join('\n');
}
