/**
 * Splitting the selected flows across the jobs of a GitHub Actions matrix (`shard: i/n`). Every
 * job computes the same split on its own, so the split may depend only on what every job has
 * alike: the flows in the checkout and the committed baseline. (The run history is not used: each
 * job restores its own copy of it, and two copies a run apart would split differently, losing or
 * repeating flows.) A flow is never split: its setup, steps and teardown run in one job.
 */
import type { Flow } from '../flows/types.js';

/** Which shard (1-based) runs each flow, by flow file; the same in every job of the matrix. */
export type ShardAssignment = Record<string, number>;

/** What a step is expected to take without a measurement: the order of a call to a local API. */
const NOMINAL_STEP_MS = 50;
/** What a load phase bounded by iterations is expected to take per iteration and connection. */
const NOMINAL_ITERATION_MS = 20;

/**
 * Expected wall time of a flow in milliseconds: the baseline's median latencies of its steps where
 * known, a nominal step time elsewhere, and its load phase's duration (or iterations).
 */
export function expectedDurationMs(
  flow: Flow,
  medianLatencyMs: (step: string) => number | undefined,
): number {
  const steps = [...flow.setup, ...flow.steps, ...flow.teardown];
  const functional = steps.reduce((sum, step) => sum + (medianLatencyMs(step.id) ?? NOMINAL_STEP_MS), 0);
  const load = flow.load;
  if (!load) return functional;
  if (load.duration_s !== undefined) return functional + load.duration_s * 1000;
  const iterations = load.count ?? 1;
  return functional + (iterations * steps.length * NOMINAL_ITERATION_MS) / Math.max(load.connections, 1);
}

/**
 * Longest expected flows first, each to the shard with the least expected time so far (ties to the
 * lower shard), ordered by file name where durations tie: the same split for the same flows
 * whatever order the machine lists them in.
 */
export function assignShards(
  flows: readonly Flow[],
  total: number,
  durationMs: (flow: Flow) => number,
): ShardAssignment {
  const loads = new Array<number>(total).fill(0);
  const assignment: ShardAssignment = {};
  const weighed = flows
    .map((flow) => ({ file: flow.file, ms: durationMs(flow) }))
    .sort((a, b) => b.ms - a.ms || (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
  for (const { file, ms } of weighed) {
    let lightest = 0;
    for (let shard = 1; shard < total; shard++) if (loads[shard]! < loads[lightest]!) lightest = shard;
    loads[lightest]! += ms;
    assignment[file] = lightest + 1;
  }
  return assignment;
}
