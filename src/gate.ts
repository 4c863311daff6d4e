import type { Coverage, FlowResult, Regression } from './core/results.js';
import type { FlowType } from './core/modes.js';

export type Verdict = 'pass' | 'fail';

export interface GateResult {
  verdict: Verdict;
  /** The types the gate was asked to enforce. */
  types: FlowType[];
  /** Gated flows that did not pass: these decide the verdict. */
  blocking: FlowResult[];
  /** Flows of other types that did not pass: reported, never blocking. */
  nonBlocking: FlowResult[];
  /** How many gated flows ran. Zero means the gate checked nothing, which the user must hear about. */
  gatedCount: number;
  /** Regressions against the baseline that block the merge: empty unless the gate names `regressions`. */
  blockingRegressions: Regression[];
  /** Parts of the run that never reported (a shard whose job was cancelled): each blocks. */
  unreported: string[];
  /** What the run exercised of the spec, and the threshold it was held to; absent without a spec. */
  coverage?: CoverageVerdict;
}

/** The spec's coverage and what the gate asks of it (`coverage: { min_operations }` in config.yaml). */
export interface CoveragePolicy {
  coverage: Coverage;
  /** Percentage of documented operations the run must exercise; absent: no threshold. */
  minOperations?: number;
}

export interface CoverageVerdict {
  measured: Coverage;
  minOperations?: number;
  /** Exercised operations over documented ones, as a percentage (100 when none is documented). */
  percent: number;
  /** False only when a threshold is set and the run fell short of it. */
  passed: boolean;
  /** The operations not exercised (`GET /pets/{petId}`), listed when the threshold failed. */
  missing: string[];
}

/** What the regression watchdog found, and whether the gate names `regressions`. */
export interface WatchdogVerdict {
  regressions: readonly Regression[];
  gated: boolean;
}

/**
 * The merge gate: a pure function of flow results and the gated types. A flow that could not run
 * as written (`error`) blocks like a failure — a gate cannot pass on a check that never happened.
 * Regressions against the baseline block only when the gate names them; so does a part of the run
 * that never reported (a cancelled shard), and coverage of the spec below its threshold. Nothing else (the agent,
 * GitHub, reports) is an input here, so nothing else can flip it.
 */
export function decideGate(
  results: readonly FlowResult[],
  types: readonly FlowType[],
  watchdog: WatchdogVerdict = { regressions: [], gated: false },
  unreported: readonly string[] = [],
  coverage?: CoveragePolicy,
): GateResult {
  const gated = results.filter((result) => types.includes(result.type));
  const blocking = gated.filter((result) => result.status !== 'passed');
  const nonBlocking = results.filter((result) => !types.includes(result.type) && result.status !== 'passed');
  const blockingRegressions = watchdog.gated ? [...watchdog.regressions] : [];
  const coverageVerdict = coverage ? judgeCoverage(coverage) : undefined;
  const failed =
    blocking.length > 0 ||
    blockingRegressions.length > 0 ||
    unreported.length > 0 ||
    coverageVerdict?.passed === false;
  return {
    verdict: failed ? 'fail' : 'pass',
    types: [...types],
    blocking,
    nonBlocking,
    gatedCount: gated.length,
    blockingRegressions,
    unreported: [...unreported],
    ...(coverageVerdict ? { coverage: coverageVerdict } : {}),
  };
}

function judgeCoverage({ coverage, minOperations }: CoveragePolicy): CoverageVerdict {
  const { documented, exercised } = coverage.operations;
  const percent = documented === 0 ? 100 : (exercised / documented) * 100;
  const passed = minOperations === undefined || percent >= minOperations;
  return {
    measured: coverage,
    ...(minOperations !== undefined ? { minOperations } : {}),
    percent,
    passed,
    missing: passed
      ? []
      : coverage.byOperation.filter((entry) => !entry.exercised).map((entry) => entry.operation),
  };
}
