/**
 * The one home of hand-built results, shaped like the runner's: a passed step, a passed flow, a
 * check. Tests give only what their behaviour is about, through `overrides`.
 */
import type { CheckResult, FlowResult, StepResult } from '../../src/core/results.js';

export function stepResult(overrides: Partial<StepResult> = {}): StepResult {
  const id = overrides.id ?? 'step';
  return {
    id,
    name: id,
    phase: 'step',
    status: 'passed',
    checks: [],
    captures: {},
    attempts: 1,
    line: 1,
    ...overrides,
  };
}

export function flowResult(overrides: Partial<FlowResult> = {}): FlowResult {
  const file = overrides.file ?? '.falcon/flows/smoke_health.yaml';
  return {
    file,
    name: file,
    type: 'smoke',
    status: 'passed',
    steps: [],
    startedAt: '2026-01-01T00:00:00.000Z',
    durationMs: 1,
    ...overrides,
  };
}

export function checkResult(overrides: Partial<CheckResult> = {}): CheckResult {
  return { name: 'status', expected: '200', actual: '200', passed: true, ...overrides };
}
