import { createHistogram } from 'node:perf_hooks';
import { f as exchange, l as captureValues, s as specSchemaFor } from './pipeline.js';
import { t as templateReferences, a as templatedExpectations, e as evaluateExpect, r as renderExpect } from './variables.js';
import 'node:path';
import './report-content.js';
import './files.js';
import './cancellation.js';
import 'node:fs';
import 'node:fs/promises';
import 'process';
import 'buffer';
import './slug.js';
import 'node:buffer';
import 'node:events';
import 'node:async_hooks';
import 'node:assert';
import 'node:net';
import 'node:stream';
import 'node:querystring';
import 'node:diagnostics_channel';
import 'node:util';
import 'node:zlib';
import 'node:util/types';
import 'node:worker_threads';
import 'node:crypto';
import 'node:sqlite';
import 'node:tls';
import 'node:stream/web';
import './contract.js';
import 'node:child_process';
import './exit-codes.js';
import './load.js';
import 'node:vm';

function planSteps(flow, context) {
    const captured = new Set(flow.steps.flatMap((step) => Object.keys(step.capture)));
    const varies = (reference) => reference.startsWith('$') || captured.has(reference.split('.', 1)[0]);
    return flow.steps.map((step) => ({
        step,
        fixed: ![
            ...context.requestReferences(step),
            ...templateReferences(templatedExpectations(step.expect)),
        ].some(varies),
    }));
}
/** Latencies are recorded in microseconds: integer buckets with sub-millisecond resolution. */
const MICROS = 1000;
/** The histogram's top: ten minutes. A slower answer (a flow may allow one) is recorded as ten minutes. */
const LONGEST = 10 * 60 * 1000 * MICROS;
/**
 * Replays a performance flow's steps under load: `connections` virtual users each run iterations
 * of the steps back to back until `count` iterations or `duration_s` is reached, optionally paced
 * to `rate` iterations per second over all users. Every request's latency goes into an HDR
 * histogram; a request is an error when it got no answer or failed one of its step's checks.
 */
async function runLoad(flow, load, context) {
    // Node's own HDR histogram (HdrHistogram_c): recording a value is one native call that allocates
    // nothing, and it costs no memory to load, unlike a JavaScript or WebAssembly port.
    const histogram = createHistogram({
        lowest: 1,
        highest: LONGEST,
        figures: 3,
    });
    const statuses = {};
    let requests = 0;
    let errors = 0;
    let started = 0;
    const startedAt = performance.now();
    const deadline = load.duration_s !== undefined ? startedAt + load.duration_s * 1000 : Infinity;
    const limit = load.count ?? (load.duration_s !== undefined ? Infinity : 100);
    /** Takes the next iteration slot, waiting for its turn when a rate is set; false when done. */
    const nextIteration = async () => {
        if (started >= limit || performance.now() >= deadline)
            return false;
        const slot = started++;
        if (load.rate) {
            const wait = startedAt + (slot * 1000) / load.rate - performance.now();
            if (wait > 0)
                await context.sleep(wait);
            if (performance.now() >= deadline)
                return false;
        }
        return true;
    };
    const plans = planSteps(flow, context);
    // Without captures every iteration sees the seeded values: one scope serves them all.
    const capturing = flow.steps.some((step) => Object.keys(step.capture).length > 0);
    const sharedScope = capturing ? undefined : context.buildScope();
    const prepare = (plan, scope) => {
        if (plan.built !== undefined)
            return plan.built;
        let built;
        try {
            const request = context.build(plan.step, scope);
            built = {
                request,
                expect: renderExpect(plan.step.expect, scope),
                checks: {
                    source: plan.step.source,
                    validate: context.validate,
                    // `schema: spec` is judged as in the functional pass: against the step's operation.
                    specSchema: specSchemaFor(context.spec, request.operation),
                },
            };
        }
        catch {
            // A request that cannot be built is an error of this iteration; the functional pass
            // already reported why, so the load phase only counts it.
            built = 'unbuildable';
        }
        if (plan.fixed)
            plan.built = built;
        return built;
    };
    const virtualUser = async () => {
        while (await nextIteration()) {
            const scope = sharedScope ?? context.buildScope();
            for (const plan of plans) {
                const built = prepare(plan, scope);
                if (built === 'unbuildable') {
                    requests++;
                    errors++;
                    break;
                }
                const step = plan.step;
                const outcome = await exchange(built.request.prepared, context, step.timeout_ms);
                requests++;
                if ('error' in outcome) {
                    errors++;
                    statuses[outcome.error.kind] = (statuses[outcome.error.kind] ?? 0) + 1;
                    break;
                }
                const response = outcome.response;
                histogram.record(Math.min(Math.max(1, Math.round(response.timings.totalMs * MICROS)), LONGEST));
                statuses[response.status] = (statuses[response.status] ?? 0) + 1;
                if (!allPassed(evaluateExpect(built.expect, response, built.checks))) {
                    errors++;
                    break;
                }
                if (!capturing)
                    continue;
                const { values, failures } = captureValues(step.capture, response, step.source);
                if (failures.length > 0) {
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
function allPassed(checks) {
    for (const check of checks)
        if (!check.passed)
            return false;
    return true;
}
function summarise(histogram) {
    if (histogram.count === 0)
        return { min: 0, mean: 0, p50: 0, p90: 0, p95: 0, p99: 0, max: 0 };
    const ms = (micros) => round(micros / MICROS);
    // A percentile is the top of its bucket, which can lie a hair above the largest value recorded:
    // capped at the maximum, so no report shows a p99 above the max.
    const max = histogram.max;
    const percentile = (p) => ms(Math.min(histogram.percentile(p), max));
    return {
        min: ms(histogram.min),
        mean: ms(histogram.mean),
        p50: percentile(50),
        p90: percentile(90),
        p95: percentile(95),
        p99: percentile(99),
        max: ms(max),
    };
}
function thresholdChecks(load, latency, errorRate, errors, requests, rps) {
    const { thresholds } = load;
    const checks = [];
    const latencyCheck = (name, limit, value) => {
        if (limit === undefined)
            return;
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
function percent(fraction) {
    return `${round(fraction * 100)}%`;
}
function round(value) {
    return Math.round(value * 100) / 100;
}

export { runLoad };
