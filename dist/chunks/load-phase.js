import { g as builtin, v as templateReferences } from './files.js';
import { s as specSchemaFor, l as captureValues } from './pipeline.js';
import { n as templatedExpectations, o as compileExpect, p as renderExpect, H as HttpError } from './variables.js';
import './cancellation.js';
import './exit-codes.js';
import './form-body.js';

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
    const histogram = builtin.createHistogram({
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
    const signal = context.signal;
    /** Takes the next iteration slot: its number, or -1 when the phase is done or the run cancelled. */
    const takeSlot = () => started >= limit || (deadline !== Infinity && performance.now() >= deadline) || signal?.aborted
        ? -1
        : started++;
    /** Waits for a slot's turn at the set rate; false when the phase ended meanwhile. */
    const awaitTurn = async (slot, rate) => {
        const wait = startedAt + (slot * 1000) / rate - performance.now();
        if (wait > 0)
            await context.sleep(wait);
        return performance.now() < deadline && !signal?.aborted;
    };
    // The virtual users' own connections, ended together when the run is cancelled (one listener for all).
    const connections = new Set();
    const cancel = () => {
        for (const connection of connections)
            connection.close();
    };
    signal?.addEventListener('abort', cancel, { once: true });
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
                sendOptions: { timeoutMs: plan.step.timeout_ms ?? context.timeoutMs },
                passes: compileExpect(renderExpect(plan.step.expect, scope), {
                    source: plan.step.source,
                    validate: context.validate,
                    // `schema: spec` is judged as in the functional pass: against the step's operation.
                    specSchema: specSchemaFor(context.spec, request.operation),
                }),
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
    /**
     * One virtual user: iterations back to back over a connection of its own, as a user of the API
     * holds one. It goes on from each answer's callback rather than from an await, so waiting for the
     * answer to each of a phase's requests allocates nothing.
     */
    const virtualUser = () => new Promise((resolve, reject) => {
        const connection = context.http.connect?.();
        if (connection)
            connections.add(connection);
        const exchange = (request, options, done) => {
            if (connection)
                connection.exchange(request, options, done);
            else
                context.http.send(request, options).then((response) => done(undefined, response), (error) => done(error, undefined));
        };
        let scope = sharedScope;
        /** The step in flight: its index in the plans, and what it was sent and is judged with. */
        let index = 0;
        let inFlight;
        const end = (error) => {
            connection?.close();
            if (connection)
                connections.delete(connection);
            if (error === undefined)
                resolve();
            else
                reject(error);
        };
        /** Starts iterations until one sends a request (its answer carries on) or the phase is over. */
        const nextIteration = () => {
            for (let slot = takeSlot(); slot !== -1; slot = takeSlot()) {
                if (load.rate) {
                    awaitTurn(slot, load.rate)
                        .then((go) => {
                        if (!go)
                            end();
                        else if (!startIteration())
                            nextIteration();
                    })
                        .catch(end);
                    return;
                }
                if (startIteration())
                    return;
            }
            end();
        };
        /** Sends an iteration's first step; false when the iteration ended at once. */
        const startIteration = () => {
            scope = sharedScope ?? context.buildScope();
            index = 0;
            return sendStep();
        };
        /** Sends step `index`; false when it cannot be built, which ends the iteration as an error. */
        const sendStep = () => {
            const built = prepare(plans[index], scope);
            if (built === 'unbuildable') {
                requests++;
                errors++;
                return false;
            }
            inFlight = built;
            exchange(built.request.prepared, built.sendOptions, answered);
            return true;
        };
        const answered = (error, response) => {
            try {
                if (judge(error, response) && ++index < plans.length && sendStep())
                    return;
                nextIteration();
            }
            catch (thrown) {
                end(thrown);
            }
        };
        /** Counts an answer; true when its iteration goes on to the next step. */
        const judge = (error, response) => {
            requests++;
            if (response === undefined) {
                // Only whether the exchange failed, and how, counts here; the message is not kept.
                if (!(error instanceof HttpError))
                    throw error;
                errors++;
                statuses[error.kind] = (statuses[error.kind] ?? 0) + 1;
                return false;
            }
            histogram.record(Math.min(Math.max(1, Math.round(response.timings.totalMs * MICROS)), LONGEST));
            statuses[response.status] = (statuses[response.status] ?? 0) + 1;
            if (!inFlight.passes(response)) {
                errors++;
                return false;
            }
            if (!capturing)
                return true;
            const step = plans[index].step;
            const { values, failures } = captureValues(step.capture, response, step.source);
            if (failures.length > 0) {
                errors++;
                return false;
            }
            Object.assign(scope.variables, values);
            return true;
        };
        nextIteration();
    });
    await Promise.all(Array.from({ length: load.connections }, virtualUser)).finally(() => signal?.removeEventListener('abort', cancel));
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
