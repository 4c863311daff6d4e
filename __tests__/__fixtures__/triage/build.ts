import type { CheckResult, FlowResult, LoadResult, StepResult } from '../../../src/core/results.js';
import { flowResult as baseFlow, stepResult as baseStep } from '../results.js';

/** Hand-built results, shaped like the runner's, for one behaviour at a time. */
export const BASE_URL = 'http://127.0.0.1:8080';

export function failedCheck(
  name: string,
  expected: string,
  actual: string,
  extra: Partial<CheckResult> = {},
): CheckResult {
  return { name, expected, actual, passed: false, ...extra };
}

export function passedCheck(name: string): CheckResult {
  return { name, expected: 'x', actual: 'x', passed: true };
}

export function stepResult(overrides: Partial<StepResult> = {}): StepResult {
  return baseStep({
    id: 'get',
    name: 'get product',
    status: 'failed',
    request: { method: 'GET', url: `${BASE_URL}/products/42?expand=stock`, headers: {} },
    line: 12,
    ...overrides,
  });
}

export function jsonResponse(status: number, json: unknown): NonNullable<StepResult['response']> {
  return { status, headers: { 'content-type': 'application/json' }, body: JSON.stringify(json), json };
}

export function textResponse(
  status: number,
  body: string,
  contentType = 'text/html',
): NonNullable<StepResult['response']> {
  return { status, headers: { 'content-type': contentType }, body };
}

export function flowResult(steps: StepResult[], overrides: Partial<FlowResult> = {}): FlowResult {
  return baseFlow({
    file: '.falcon/flows/contract_products.yaml',
    name: 'Products contract',
    type: 'contract',
    status: steps.some((step) => step.status === 'error') ? 'error' : 'failed',
    steps,
    startedAt: '2024-05-14T09:12:44.000Z',
    durationMs: 120,
    baseUrl: BASE_URL,
    ...overrides,
  });
}

export function loadResult(checks: CheckResult[], statuses: Record<string, number>): LoadResult {
  const requests = Object.values(statuses).reduce((sum, count) => sum + count, 0);
  return {
    requests,
    errors: 0,
    errorRate: 0,
    durationMs: 10_000,
    rps: requests / 10,
    latencyMs: { min: 3, mean: 120, p50: 90, p90: 600, p95: 812, p99: 1400, max: 2100 },
    statuses,
    checks,
  };
}
