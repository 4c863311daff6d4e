import type { FlowResult } from '../../src/core/results.js';
import { decideGate } from '../../src/gate.js';
import { renderJson, runFromJson, type JsonResult, type PullRequestRef } from '../../src/report/json.js';
import { checkResult, flowResult, stepResult } from '../__fixtures__/results.js';

const loadFlow: FlowResult = flowResult({
  file: '.falcon/flows/performance_catalog.yaml',
  type: 'performance',
  steps: [stepResult({ id: 'list', timings: { headersMs: 3.5, totalMs: 4.25 }, checks: [checkResult()] })],
  load: {
    requests: 20,
    errors: 1,
    errorRate: 0.05,
    durationMs: 400,
    rps: 50,
    latencyMs: { min: 1, mean: 2, p50: 2, p90: 3, p95: 3, p99: 4, max: 5 },
    statuses: { '200': 19, '500': 1 },
    checks: [],
  },
  startedAt: '2026-01-02T03:04:05.678Z',
  durationMs: 512,
  environment: 'local',
  baseUrl: 'http://127.0.0.1:3000',
});
const plainFlow: FlowResult = flowResult({ file: '.falcon/flows/smoke_health.yaml' });
const pullRequest: PullRequestRef = {
  owner: 'o',
  repo: 'r',
  number: 7,
  headSha: 'a'.repeat(40),
  checkoutSha: 'b'.repeat(40),
};

function written(): JsonResult {
  const results = [loadFlow, plainFlow];
  return JSON.parse(
    renderJson({
      results,
      gate: decideGate(results, ['smoke']),
      investigation: {
        findings: [],
        agent: { stopReason: 'skipped', message: 'no model is configured' },
        proposals: [],
      },
      startedAt: new Date('2026-01-02T03:04:05.000Z'),
      apiName: 'Shop',
      pullRequest,
    }),
  ) as JsonResult;
}

describe('the JSON result', () => {
  it('writes the published snake_case keys, in the order it always has', () => {
    const json = written();
    expect(Object.keys(json.flows[0] ?? {})).toEqual([
      'file',
      'name',
      'type',
      'status',
      'steps',
      'load',
      'started_at',
      'duration_ms',
      'environment',
      'base_url',
    ]);
    expect(Object.keys(json.flows[1] ?? {})).toEqual([
      'file',
      'name',
      'type',
      'status',
      'steps',
      'started_at',
      'duration_ms',
    ]);
    expect(json.flows[0]?.steps[0]?.timings).toEqual({ headers_ms: 3.5, total_ms: 4.25 });
    expect(Object.keys(json.flows[0]?.steps[0] ?? {})).toEqual(Object.keys(loadFlow.steps[0] ?? {}));
    expect(json.flows[0]?.load).toMatchObject({ error_rate: 0.05, duration_ms: 400, latency_ms: { p95: 3 } });
    expect(json).toMatchObject({
      started_at: '2026-01-02T03:04:05.000Z',
      api_name: 'Shop',
      pull_request: { head_sha: 'a'.repeat(40), checkout_sha: 'b'.repeat(40) },
    });
  });

  it('reads back into the domain exactly what was written', () => {
    const run = runFromJson(written());
    expect(run.flows).toEqual([loadFlow, plainFlow]);
    expect(run.pullRequest).toEqual(pullRequest);
    expect(run).toMatchObject({ startedAt: '2026-01-02T03:04:05.000Z', apiName: 'Shop', verdict: 'pass' });
  });
});
