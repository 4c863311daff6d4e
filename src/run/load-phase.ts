import * as hdr from 'hdr-histogram-js';
import { exchange, specSchemaFor, type ExecutionContext } from './execute.js';
import { captureValues } from './capture.js';
import { renderExpect } from '../flows/expect.js';
import { evaluateExpect } from '../flows/checks.js';
import type { BuiltRequest } from './request.js';
import type { TemplateScope } from '../flows/template.js';
import type { CheckResult, LatencySummary, LoadResult } from '../core/results.js';
import type { Expect, Flow, LoadSpec, Step } from '../flows/types.js';

export interface LoadContext extends ExecutionContext {
  /** A fresh scope per iteration, seeded with what the functional pass captured. */
  buildScope(): TemplateScope;
  build(step: Step, scope: TemplateScope): BuiltRequest;
}

/** Latencies are recorded in microseconds: integer buckets with sub-millisecond resolution. */
const MICROS = 1000;

/**
 * Replays a performance flow's steps under load: `connections` virtual users each run iterations
 * of the steps back to back until `count` iterations or `duration_s` is reached, optionally paced
 * to `rate` iterations per second over all users. Every request's latency goes into an HDR
 * histogram; a request is an error when it got no answer or failed one of its step's checks.
 */
export async function runLoad(flow: Flow, load: LoadSpec, context: LoadContext): Promise<LoadResult> {
  const histogram = hdr.build({
    lowestDiscernibleValue: 1,
    highestTrackableValue: 10 * 60 * 1000 * MICROS,
    numberOfSignificantValueDigits: 3,
  });
  const statuses: Record<string, number> = {};
  let requests = 0;
  let errors = 0;
  let started = 0;
  const startedAt = performance.now();
  const deadline = load.duration_s !== undefined ? startedAt + load.duration_s * 1000 : Infinity;
  const limit = load.count ?? (load.duration_s !== undefined ? Infinity : 100);

  /** Takes the next iteration slot, waiting for its turn when a rate is set; false when done. */
  const nextIteration = async (): Promise<boolean> => {
    if (started >= limit || performance.now() >= deadline) return false;
    const slot = started++;
    if (load.rate) {
      const wait = startedAt + (slot * 1000) / load.rate - performance.now();
      if (wait > 0) await context.sleep(wait);
      if (performance.now() >= deadline) return false;
    }
    return true;
  };

  const virtualUser = async (): Promise<void> => {
    while (await nextIteration()) {
      const scope = context.buildScope();
      for (const step of flow.steps) {
        let built: BuiltRequest;
        let expect: Expect;
        try {
          built = context.build(step, scope);
          expect = renderExpect(step.expect, scope);
        } catch {
          // A request that cannot be built is an error of this iteration; the functional pass
          // already reported why, so the load phase only counts it.
          requests++;
          errors++;
          break;
        }
        const outcome = await exchange(built.prepared, context, step.timeout_ms);
        requests++;
        if ('error' in outcome) {
          errors++;
          statuses[outcome.error.kind] = (statuses[outcome.error.kind] ?? 0) + 1;
          break;
        }
        const response = outcome.response;
        histogram.recordValue(Math.max(1, Math.round(response.timings.totalMs * MICROS)));
        statuses[response.status] = (statuses[response.status] ?? 0) + 1;
        const checks = evaluateExpect(expect, response, {
          source: step.source,
          validate: context.validate,
          // `schema: spec` is judged as in the functional pass: against the step's operation.
          specSchema: specSchemaFor(context.spec, built.operation),
        });
        const { values, failures } = captureValues(step.capture, response, step.source);
        if (failures.length > 0 || checks.some((check) => !check.passed)) {
          errors++;
          break;
        }
        Object.assign(scope.variables, values);
      }
    }
  };

  await Promise.all(Array.from({ length: load.connections }, virtualUser));
  const durationMs = performance.now() - startedAt;
  const latency = summarise(histogram);
  histogram.destroy();

  const errorRate = requests === 0 ? 0 : errors / requests;
  const rps = durationMs > 0 ? (requests * 1000) / durationMs : 0;
  return {
    requests,
    errors,
    errorRate: errorRate,
    durationMs: Math.round(durationMs),
    rps: round(rps),
    latencyMs: latency,
    statuses,
    checks: thresholdChecks(load, latency, errorRate, errors, requests, rps),
  };
}

function summarise(histogram: hdr.Histogram): LatencySummary {
  if (histogram.totalCount === 0) return { min: 0, mean: 0, p50: 0, p90: 0, p95: 0, p99: 0, max: 0 };
  const ms = (micros: number): number => round(micros / MICROS);
  // A percentile is the top of its bucket, which can lie a hair above the largest value recorded:
  // capped at the maximum, so no report shows a p99 above the max.
  const max = histogram.maxValue;
  const percentile = (p: number): number => ms(Math.min(histogram.getValueAtPercentile(p), max));
  return {
    min: ms(histogram.minNonZeroValue),
    mean: ms(histogram.mean),
    p50: percentile(50),
    p90: percentile(90),
    p95: percentile(95),
    p99: percentile(99),
    max: ms(max),
  };
}

function thresholdChecks(
  load: LoadSpec,
  latency: LatencySummary,
  errorRate: number,
  errors: number,
  requests: number,
  rps: number,
): CheckResult[] {
  const { thresholds } = load;
  const checks: CheckResult[] = [];
  const latencyCheck = (name: string, limit: number | undefined, value: number): void => {
    if (limit === undefined) return;
    checks.push({
      name: `load ${name}`,
      expected: `≤ ${limit} ms`,
      actual: `${value} ms`,
      passed: value <= limit,
      line: load.line,
    });
  };
  latencyCheck('p50', thresholds.p50_ms, latency.p50);
  latencyCheck('p95', thresholds.p95_ms, latency.p95);
  latencyCheck('p99', thresholds.p99_ms, latency.p99);
  latencyCheck('max', thresholds.max_ms, latency.max);
  if (thresholds.error_rate !== undefined) {
    checks.push({
      name: 'load error rate',
      expected: `≤ ${percent(thresholds.error_rate)}`,
      actual: `${percent(errorRate)} (${errors} of ${requests} requests)`,
      passed: errorRate <= thresholds.error_rate,
      line: load.line,
    });
  }
  if (thresholds.min_rps !== undefined) {
    checks.push({
      name: 'load throughput',
      expected: `≥ ${thresholds.min_rps} requests/s`,
      actual: `${round(rps)} requests/s`,
      passed: rps >= thresholds.min_rps,
      line: load.line,
    });
  }
  if (requests === 0) {
    checks.push({
      name: 'load requests',
      expected: 'at least one request',
      actual: 'none sent',
      passed: false,
      line: load.line,
    });
  }
  return checks;
}

function percent(fraction: number): string {
  return `${round(fraction * 100)}%`;
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}
