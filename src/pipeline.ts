import path from 'node:path';
import picomatch from 'picomatch';
import type { Dispatcher } from 'undici';
import type { Log } from './core/log.js';
import { InputError, inputErrorsOf } from './core/errors.js';
import { runFlows } from './run/runner.js';
import type { FlowResult, Regression } from './core/results.js';
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
import type { FlakyFlow, RunContext } from './store/runs.js';
import { documentedBy, findRegressions } from './store/watchdog.js';
import { EXIT_GATE_FAILED, EXIT_INPUT_ERROR, EXIT_PASSED } from './core/exit-codes.js';
import { Redactor } from './http/redact.js';
import { investigateFailures } from './investigate/index.js';
import { type Investigation } from './investigate/types.js';
import type { RunOptions } from './options.js';
import type { PullRequestRef } from './report/json.js';
import { writeOutputs, type WrittenOutputs } from './report/outputs.js';
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
}

/**
 * The one pipeline both doors call: load → run → gate → investigate → report. Input problems end the run with
 * exit code 2 before any request is sent; after that, only flow results decide the exit code.
 */
export async function runPipeline(
  options: RunOptions,
  dependencies: PipelineDependencies,
): Promise<PipelineResult> {
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
  try {
    workspace = await loadWorkspace({
      workspace: options.workspace,
      repoRoot: options.repoRoot,
      env: dependencies.env,
      environment: options.environment,
      selectFlow: flowSelector(options),
    });
    if (workspace.flows.length === 0) throw noFlowsError(options);
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
  } catch (error) {
    const problems = inputErrorsOf(error);
    if (!problems) throw error;
    publisher.inputErrors?.(problems);
    return finish({ exitCode: EXIT_INPUT_ERROR, errors: [...problems], results: [], outputs: {} });
  }
  for (const secret of workspace.secrets) redactor.addSecret(secret);
  for (const warning of workspace.warnings) warn(warning);
  publisher.workspaceLoaded?.(workspace, workspace.flows);

  const results = await runFlows(
    workspace,
    workspace.flows,
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
    },
  );

  const regressions = history.baseline
    ? findRegressions(history.baseline, results, settings.watchdog, documentedBy(workspace))
    : [];
  const gate = decideGate(results, options.gate, { regressions, gated: options.gateRegressions });
  const flaky = history.record(
    await runContext(options.repoRoot, dependencies),
    results,
    gate,
    performance.now() - started,
  );
  if (options.gate.length > 0 && gate.gatedCount === 0) {
    warn(
      `no ${options.gate.join(' or ')} flow ran, so the gate checked nothing: add such flows or change the gate`,
    );
  }
  // The verdict is fixed above; what follows explains and reports it, and cannot change it.
  const investigation = await investigateFailures(options, workspace, results, redactor, {
    env: dependencies.env,
    dispatcher: dependencies.dispatcher,
    changedFiles: dependencies.changedFiles,
    log: publisher.log ?? SILENT_LOG,
    now: dependencies.now,
    store: history.store,
  });
  const now = dependencies.now?.() ?? new Date();
  const record = { results, gate, investigation, pullRequest: dependencies.pullRequest, regressions, flaky };
  let outputs: WrittenOutputs = {};
  try {
    outputs = await writeOutputs(options, workspace, record, redactor, now);
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
    });
  } catch (error) {
    // Publishing explains the verdict; a publisher that breaks cannot change it.
    warn(`Could not publish the results: ${messageOf(error)}`);
  }
  // Saved last: a slow cache delays nothing the user reads.
  await history.close();
  return finish({
    exitCode: gate.verdict === 'pass' ? EXIT_PASSED : EXIT_GATE_FAILED,
    errors: [],
    workspace,
    results,
    gate,
    regressions,
    flaky,
    investigation,
    outputs,
  });
}

/** The branch a pull request goes into, whose history serves as the baseline when none is committed. */
function baseBranch(env: Record<string, string | undefined>): string {
  return env['GITHUB_BASE_REF'] || 'main';
}

/** Where and when this run happened, for the history: GitHub's environment first, else git. */
async function runContext(repoRoot: string, dependencies: PipelineDependencies): Promise<RunContext> {
  const env = dependencies.env;
  return {
    commit: dependencies.pullRequest?.head_sha ?? env['GITHUB_SHA'] ?? (await gitHead(repoRoot)),
    branch: env['GITHUB_HEAD_REF'] || env['GITHUB_REF_NAME'] || (await gitBranch(repoRoot)),
    pullRequest: dependencies.pullRequest?.number,
    startedAt: dependencies.now?.() ?? new Date(),
  };
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
