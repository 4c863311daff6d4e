import type { FlowResult, Regression } from '../core/results.js';
import type { CoreReport } from '../investigate/types.js';
import type { FlakyFlow } from '../store/runs.js';
import type { InvestigationResult } from '../investigate/types.js';
import type { GateResult } from '../gate.js';
import type { Investigation } from '../investigate/types.js';
import type { Proposal } from '../investigate/fixes/types.js';
import type { Finding } from '../investigate/triage/index.js';

export const RESULT_FORMAT_VERSION = 1;

export interface RunSummary {
  flows: number;
  passed: number;
  failed: number;
  errors: number;
  steps: number;
  checks: number;
  failed_checks: number;
}

/** The machine-readable result: the whole run, every step, every check (redacted like everything else). */
export interface JsonResult {
  version: typeof RESULT_FORMAT_VERSION;
  verdict: GateResult['verdict'];
  gate: {
    types: string[];
    blocking: string[];
    non_blocking: string[];
    regressions?: number;
    /** Shards of a merged run that never reported. */
    unreported?: string[];
  };
  summary: RunSummary;
  started_at: string;
  flows: FlowResult[];
  /** Offline triage of every failure. */
  triage: Finding[];
  /** What the agent did: its answer and why it stopped, or why it did not run. */
  agent: InvestigationResult;
  /** Proposed fixes, with their verification and patches. */
  proposals: Proposal[];
  /** Which investigation core ran, why, and what it cost. */
  core?: CoreReport;
  /** What changed against the baseline. */
  regressions?: Regression[];
  /** Flows that both failed and passed on this commit. */
  flaky?: FlakyFlow[];
  api_name?: string;
  /** Present when this is one job's share of a matrix run, to be merged with the others. */
  shard?: ShardRecord;
  /**
   * The pull request the run was for, so a separate trusted job can publish this result (the
   * fork-safe pattern) and check it belongs to the commit it is asked about.
   */
  pull_request?: PullRequestRef;
}

export interface PullRequestRef {
  owner: string;
  repo: string;
  number: number;
  head_sha: string;
  /**
   * The commit the run checked out. Fixes are diffs against it, so they can be suggested on the
   * pull request's lines only when it is the head (not the merge commit `actions/checkout` defaults to).
   */
  checkout_sha?: string;
}

/** One job's part in a matrix run: what the merge job checks the shards against each other with. */
export interface ShardRecord {
  /** 1-based. */
  index: number;
  total: number;
  /** The commit tested: every shard of one run tested the same. */
  commit: string;
  /** Every selected flow file, in run order, and the shard that runs it. */
  assignment: Record<string, number>;
}

export interface RunRecord {
  results: readonly FlowResult[];
  gate: GateResult;
  investigation: Investigation;
  startedAt: Date;
  apiName?: string;
  pullRequest?: PullRequestRef;
  regressions?: readonly Regression[];
  flaky?: readonly FlakyFlow[];
  shard?: ShardRecord;
}

export function summarise(results: readonly FlowResult[]): RunSummary {
  const checks = results.flatMap((result) => [
    ...result.steps.flatMap((step) => step.checks),
    ...(result.load?.checks ?? []),
  ]);
  return {
    flows: results.length,
    passed: results.filter((result) => result.status === 'passed').length,
    failed: results.filter((result) => result.status === 'failed').length,
    errors: results.filter((result) => result.status === 'error').length,
    steps: results.reduce((sum, result) => sum + result.steps.length, 0),
    checks: checks.length,
    failed_checks: checks.filter((check) => !check.passed).length,
  };
}

export function renderJson(record: RunRecord): string {
  const { results, gate, investigation } = record;
  const result: JsonResult = {
    version: RESULT_FORMAT_VERSION,
    verdict: gate.verdict,
    gate: {
      types: gate.types,
      blocking: gate.blocking.map((flow) => flow.file),
      non_blocking: gate.nonBlocking.map((flow) => flow.file),
      ...(gate.blockingRegressions.length > 0 ? { regressions: gate.blockingRegressions.length } : {}),
      ...(gate.unreported.length > 0 ? { unreported: gate.unreported } : {}),
    },
    summary: summarise(results),
    started_at: record.startedAt.toISOString(),
    flows: results.map(withoutErrorBodies),
    triage: investigation.findings,
    agent: investigation.agent,
    proposals: investigation.proposals,
    ...(investigation.core ? { core: investigation.core } : {}),
    ...(record.regressions?.length ? { regressions: [...record.regressions] } : {}),
    ...(record.flaky?.length ? { flaky: [...record.flaky] } : {}),
    api_name: record.apiName,
    ...(record.shard ? { shard: record.shard } : {}),
    pull_request: record.pullRequest,
  };
  return `${JSON.stringify(result, null, 2)}\n`;
}

/** The JSON result carries bodies as reports show them; the longer copy triage read stays in the run. */
function withoutErrorBodies(result: FlowResult): FlowResult {
  if (!result.steps.some((step) => step.response?.errorBody !== undefined)) return result;
  return {
    ...result,
    steps: result.steps.map((step) => {
      if (step.response?.errorBody === undefined) return step;
      const response = { ...step.response };
      delete response.errorBody;
      return { ...step, response };
    }),
  };
}
