import path from 'node:path';
import picomatch from 'picomatch';
import type { Dispatcher } from 'undici';
import type { Log } from './core/log.js';
import { cancelledBy, InputError, InputErrors, inputErrorsOf } from './core/errors.js';
import { runFlows } from './run/runner.js';
import { productionRefusals } from './run/production.js';
import { measureCoverage } from './openapi/coverage.js';
import type { CancelledRun, FlowResult, Regression } from './core/results.js';
import type { FlowType } from './core/modes.js';
import { decideGate, type GateResult } from './gate.js';
import { gitBranch, gitHead } from './repo/git.js';
import {
  historySettings,
  openHistory,
  type History,
  type HistoryCache,
  type HistorySettings,
} from './store/history.js';
import { flowsOf, newestRun, type FlakyFlow, type RunContext } from './store/runs.js';
import type { Store } from './store/database.js';
import { documentedBy, findRegressions } from './store/watchdog.js';
import { cancelledExitCode, EXIT_GATE_FAILED, EXIT_INPUT_ERROR, EXIT_PASSED } from './core/exit-codes.js';
import { Redactor } from './http/redact.js';
import type { investigateFailures } from './investigate/index.js';
import { nothingToInvestigate, type Investigation } from './investigate/types.js';
import { withConfigDefaults, type RunOptions } from './options.js';
import type { PullRequestRef, ShardRecord } from './report/json.js';
import type { MergedShards } from './publish/merge-shards.js';
import { assignShards, expectedDurationMs } from './run/shard.js';
import type { Shard } from './core/options.js';
import type { Flow } from './flows/types.js';
import type { Baseline } from './store/baselines.js';
import { writeOutputs, type WrittenOutputs } from './report/outputs.js';
import { checkOutputPaths } from './report/output-paths.js';
import type { Publisher } from './publish/publisher.js';
import type { ChangedFile } from './investigate/triage/index.js';
import { loadWorkspace } from './workspace/load.js';
import { messageOf } from './util/text.js';
import type { Workspace } from './workspace/types.js';

export interface PipelineDependencies {
  env: Record<string, string | undefined>;
  /** The files the pull request changes, for triage to map stack frames to. */
  changedFiles?: () => Promise<ChangedFile[]>;
  /** The pull request the run is for, recorded in the JSON result for a later publishing job. */
  pullRequest?: PullRequestRef;
  /** Values to redact from every output besides those the workspace names (tokens from inputs). */
  secrets?: readonly string[];
  dispatcher?: Dispatcher;
  now?: () => Date;
  /** Told what happens as it happens, and handed the whole run at the end. */
  publisher?: Publisher;
  /** Keeps the history between runs on machines that start empty (the Actions cache). */
  historyCache?: HistoryCache;
  /**
   * Aborted when the run is cancelled (Ctrl-C, a cancelled job; the reason a `RunCancelled`):
   * requests in flight end, flows not yet started are not run, the investigation stops (a service
   * being verified is stopped), the run is not recorded in the history, and what had run is still
   * reported; the exit code is then `cancelledExitCode`.
   */
  signal?: AbortSignal;
}

export interface PipelineResult {
  exitCode: number;
  /** Input problems that stopped the run before the first request (exit code 2). */
  errors: InputError[];
  workspace?: Workspace;
  results: FlowResult[];
  gate?: GateResult;
  /** What changed against the baseline (empty without one). */
  regressions: Regression[];
  /** Flows that both failed and passed on this commit in the history. */
  flaky: FlakyFlow[];
  investigation?: Investigation;
  outputs: WrittenOutputs;
  redactor: Redactor;
  durationMs: number;
  /** Present when the run was cancelled before it ended. */
  cancelled?: CancelledRun;
}

/**
 * The one pipeline both doors call: load → run → gate → investigate → report. Input problems end the run with
 * exit code 2 before any request is sent; after that, only flow results decide the exit code.
 */
export async function runPipeline(
  given: RunOptions,
  dependencies: PipelineDependencies,
): Promise<PipelineResult> {
  let options = given;
  const started = performance.now();
  const publisher = dependencies.publisher ?? {};
  const warn = (message: string) => publisher.warning?.(message);
  const redactor = new Redactor([
    ...(dependencies.secrets ?? []),
    ...(options.agent.apiKey ? [options.agent.apiKey] : []),
  ]);
  const finish = (
    partial: Omit<PipelineResult, 'durationMs' | 'redactor' | 'regressions' | 'flaky'> &
      Partial<Pick<PipelineResult, 'regressions' | 'flaky'>>,
  ): PipelineResult => ({
    regressions: [],
    flaky: [],
    ...partial,
    redactor,
    durationMs: Math.round(performance.now() - started),
  });

  let workspace: Workspace;
  let history: History;
  let settings: HistorySettings;
  let merged: MergedShards | undefined;
  let context: RunContext;
  try {
    ({ workspace, options } = await preflight(options, dependencies.env));
    settings = historySettings(options, workspace.config, workspace.root);
    history = await openHistory(
      {
        ...settings,
        workspaceRoot: workspace.root,
        repoRoot: options.repoRoot,
        cache: dependencies.historyCache,
      },
      baseBranch(dependencies.env),
      { warning: warn },
    );
    if (options.lastFailed && !history.store) {
      throw new InputError(
        '--last-failed: the run history is off, so there is no last run to read',
        undefined,
        'keep the history on (leave out --history off and history: off) or name the flows with --flows',
      );
    }
    if (options.merge) {
      const { mergeShards } = await import('./publish/merge-shards.js');
      merged = await mergeShards(options.merge, options.repoRoot);
    }
    if (merged && [...merged.gate].sort().join(',') !== [...options.gate].sort().join(',')) {
      throw new InputError(
        `merge: the shards were gated on ${merged.gate.join(',') || 'nothing'}, this job on ${options.gate.join(',') || 'nothing'}`,
        undefined,
        'give the merge job the same gate as the shard jobs',
      );
    }
    // Where the run happened matters only to the history and a shard's split: without either, no git runs.
    context =
      history.store || options.shard
        ? await runContext(options.repoRoot, dependencies, merged?.commit)
        : { startedAt: dependencies.now?.() ?? new Date() };
  } catch (error) {
    const problems = inputErrorsOf(error);
    if (!problems) throw error;
    publisher.inputErrors?.(problems);
    return finish({ exitCode: EXIT_INPUT_ERROR, errors: [...problems], results: [], outputs: {} });
  }
  for (const secret of workspace.secrets) redactor.addSecret(secret);
  for (const warning of workspace.warnings) warn(warning);
  // A shard's split may use only what every job of the matrix has alike: with its history off, the
  // baseline here is the committed one.
  const shard =
    options.shard && shareOf(workspace.flows, options.shard, context.commit ?? 'unknown', history.baseline);
  const selected = options.lastFailed ? lastFailed(workspace.flows, history.store!, warn) : workspace.flows;
  const flows = shard ? selected.filter((flow) => shard.assignment[flow.file] === shard.index) : selected;
  publisher.workspaceLoaded?.(workspace, flows);

  const results = merged
    ? replay(merged.results, publisher)
    : await runFlows(
        workspace,
        flows,
        {
          concurrency: options.concurrency,
          timeoutMs: options.timeoutMs,
          environment: options.environment,
          baseUrl: options.baseUrl,
        },
        {
          redactor,
          env: dependencies.env,
          dispatcher: dependencies.dispatcher,
          now: dependencies.now,
          onFlowStart: publisher.flowStarted?.bind(publisher),
          onFlowEnd: publisher.flowFinished?.bind(publisher),
          signal: dependencies.signal,
        },
      );

  const regressions = history.baseline
    ? findRegressions(history.baseline, results, settings.watchdog, documentedBy(workspace))
    : [];
  // A shard exercises its share of the spec; the merge job measures the whole run.
  const coverage =
    workspace.spec && !shard
      ? {
          coverage: measureCoverage(workspace.spec, results),
          minOperations: workspace.config.coverage?.min_operations,
        }
      : undefined;
  const gate = decideGate(
    results,
    options.gate,
    { regressions, gated: options.gateRegressions },
    merged?.unreported,
    coverage,
  );
  // A cancelled run tells nothing about flakiness or a baseline: it is not recorded.
  const flaky = dependencies.signal?.aborted
    ? []
    : history.record(context, results, gate, performance.now() - started);
  // A shard may hold no gated flow; the merge job checks the whole run.
  if (options.gate.length > 0 && gate.gatedCount === 0 && !shard) {
    warn(
      `no ${options.gate.join(' or ')} flow ran, so the gate checked nothing: add such flows or change the gate`,
    );
  }
  publisher.verdict?.({
    results,
    gate,
    regressions,
    flaky,
    cancelled: cancelledRun(dependencies.signal, results),
  });
  // The verdict is fixed above; what follows explains and reports it, and cannot change it.
  const investigation = dependencies.signal?.aborted
    ? cancelledInvestigation()
    : await investigate(options, workspace, results, redactor, {
        env: dependencies.env,
        dispatcher: dependencies.dispatcher,
        changedFiles: dependencies.changedFiles,
        log: publisher.log ?? SILENT_LOG,
        now: dependencies.now,
        store: history.store,
        signal: dependencies.signal,
      });
  const cancelled = cancelledRun(dependencies.signal, results);
  const now = dependencies.now?.() ?? new Date();
  const record = {
    results,
    gate,
    investigation,
    pullRequest: dependencies.pullRequest ?? merged?.pullRequest,
    regressions,
    flaky,
    shard,
    cancelled,
  };
  let outputs: WrittenOutputs = {};
  try {
    outputs = await writeOutputs(
      options,
      workspace,
      record,
      redactor,
      now,
      Math.round(performance.now() - started),
    );
  } catch (error) {
    // A report that cannot be written (a read-only disk, a path that is a folder) loses the file,
    // not the verdict.
    warn(`Could not write the reports: ${messageOf(error)}`);
  }
  const durationMs = Math.round(performance.now() - started);
  try {
    await publisher.publish?.({
      results,
      gate,
      investigation,
      outputs,
      durationMs,
      apiName: workspace.config.api_name ?? workspace.spec?.title,
      redactor,
      regressions,
      flaky,
      cancelled,
    });
  } catch (error) {
    // Publishing explains the verdict; a publisher that breaks cannot change it.
    warn(`Could not publish the results: ${messageOf(error)}`);
  }
  // Saved last: a slow cache delays nothing the user reads.
  await history.close();
  return finish({
    exitCode: cancelled
      ? cancelledExitCode(cancelled.signal)
      : gate.verdict === 'pass'
        ? EXIT_PASSED
        : EXIT_GATE_FAILED,
    errors: [],
    workspace,
    results,
    gate,
    regressions,
    flaky,
    investigation,
    outputs,
    cancelled,
  });
}

/**
 * `--last-failed`: the flows that did not pass in the newest run of the history, as pytest's `--lf`
 * does; every flow when that run had no failure (or there is none yet), said in a warning.
 */
function lastFailed(flows: readonly Flow[], store: Store, warn: (message: string) => void): readonly Flow[] {
  const newest = newestRun(store);
  if (newest === undefined) {
    warn('--last-failed: no run in the history yet, so every flow runs');
    return flows;
  }
  const failed = new Set(
    flowsOf(store, newest)
      .filter((flow) => flow.status !== 'passed')
      .map((flow) => flow.file),
  );
  const chosen = flows.filter((flow) => failed.has(flow.file));
  if (chosen.length === 0) {
    warn(`--last-failed: no flow of this workspace failed in run #${newest}, so every flow runs`);
    return flows;
  }
  return chosen;
}

/** How the run was cancelled, and which flows it kept from running to their end; undefined when it was not. */
function cancelledRun(
  signal: AbortSignal | undefined,
  results: readonly FlowResult[],
): CancelledRun | undefined {
  const cancellation = cancelledBy(signal);
  if (!cancellation) return undefined;
  return {
    ...(cancellation.signal ? { signal: cancellation.signal } : {}),
    flows: results.filter((result) => result.cancelled).map((result) => result.file),
  };
}

function cancelledInvestigation(): Investigation {
  return {
    findings: [],
    agent: { stopReason: 'skipped', message: 'the run was cancelled before the investigation' },
    proposals: [],
  };
}

/**
 * Everything a run checks before its first request, which `falcon validate` runs alone, so the two
 * refuse the same inputs: the workspace, config.yaml's run settings, that a flow is selected, the
 * production guard of generated cases, and where the reports will go. Nothing is sent or written;
 * the problems are thrown as input errors.
 */
export async function preflight(
  given: RunOptions,
  env: Record<string, string | undefined>,
): Promise<{ workspace: Workspace; options: RunOptions }> {
  const workspace = await loadWorkspace({
    workspace: given.workspace,
    repoRoot: given.repoRoot,
    env,
    environment: given.environment,
    selectFlow: flowSelector(given),
  });
  const options = withConfigDefaults(given, workspace.config.runDefaults);
  if (workspace.flows.length === 0) throw noFlowsError(options);
  const refusals = productionRefusals(workspace, workspace.flows, {
    environment: options.environment,
    baseUrl: options.baseUrl,
  });
  if (refusals.length > 0) throw new InputErrors(refusals);
  await checkOutputPaths(options, (file) => shownPath(options.repoRoot, file));
  return { workspace, options };
}

/**
 * The investigation stage, loaded only when a flow failed: a passing run never loads the agent,
 * the model client or the fixes.
 */
async function investigate(...args: Parameters<typeof investigateFailures>): Promise<Investigation> {
  const results = args[2];
  if (results.every((result) => result.status === 'passed')) return nothingToInvestigate();
  const stage = await import('./investigate/index.js');
  return stage.investigateFailures(...args);
}

/** A path as the user wrote it: relative inside the repository, absolute outside it. */
function shownPath(repoRoot: string, file: string): string {
  const inside = path.relative(repoRoot, file);
  return inside === '' ? '.' : inside.startsWith('..') || path.isAbsolute(inside) ? file : inside;
}

/** The branch a pull request goes into, whose history serves as the baseline when none is committed. */
function baseBranch(env: Record<string, string | undefined>): string {
  return env['GITHUB_BASE_REF'] || 'main';
}

/**
 * Where and when this run happened, for the history: the commit the shards tested when merging,
 * else GitHub's environment, else git.
 */
async function runContext(
  repoRoot: string,
  dependencies: PipelineDependencies,
  testedCommit?: string,
): Promise<RunContext> {
  const env = dependencies.env;
  // Asked of git at once when GitHub's environment does not say: each call starts a process.
  const [commit, branch] = await Promise.all([
    testedCommit ?? dependencies.pullRequest?.headSha ?? env['GITHUB_SHA'] ?? gitHead(repoRoot),
    env['GITHUB_HEAD_REF'] || env['GITHUB_REF_NAME'] || gitBranch(repoRoot),
  ]);
  return {
    commit,
    branch,
    pullRequest: dependencies.pullRequest?.number,
    startedAt: dependencies.now?.() ?? new Date(),
  };
}

/** This job's share of the flows, and what the merge job checks the shards against each other with. */
function shareOf(flows: readonly Flow[], shard: Shard, commit: string, baseline?: Baseline): ShardRecord {
  const split = assignShards(flows, shard.total, (flow) =>
    expectedDurationMs(flow, (step) => baseline?.flows[flow.file]?.steps[step]?.latencyMs?.p50),
  );
  // In run order, so the merge job can give the results in the order one job would have.
  const assignment = Object.fromEntries(flows.map((flow) => [flow.file, split[flow.file]!]));
  return { index: shard.index, total: shard.total, commit, assignment };
}

/** Merged results, told to the publisher flow by flow as if they had just run here. */
function replay(results: FlowResult[], publisher: Publisher): FlowResult[] {
  for (const result of results) publisher.flowFinished?.(result);
  return results;
}

const SILENT_LOG: Log = { info: () => undefined, warning: () => undefined };

/** Which flow files to load: by type (`types`) and by glob over the file name or its path in `flows/`. */
function flowSelector(options: RunOptions): (fileName: string, type: FlowType) => boolean {
  const matchers = options.flows.map((pattern) => picomatch(pattern, { dot: true }));
  return (fileName, type) => {
    if (options.types.length > 0 && !options.types.includes(type)) return false;
    if (matchers.length === 0) return true;
    const candidates = [fileName, path.basename(fileName), `flows/${fileName}`];
    return matchers.some((matches) => candidates.some((candidate) => matches(candidate)));
  };
}

function noFlowsError(options: RunOptions): InputError {
  const filters = [
    options.flows.length > 0 ? `flows '${options.flows.join(', ')}'` : undefined,
    options.types.length > 0 ? `types '${options.types.join(', ')}'` : undefined,
  ].filter(Boolean);
  const where = path.relative(options.repoRoot, path.join(options.workspace, 'flows')) || 'flows';
  return filters.length > 0
    ? new InputError(
        `no flow in ${where} matches ${filters.join(' and ')}`,
        undefined,
        'check the patterns against the flow file names',
      )
    : new InputError(
        `no flows in ${where}`,
        undefined,
        'add a flow such as flows/smoke_health.yaml (see docs/flows.md)',
      );
}
