import type { Dispatcher } from 'undici';
import type { Log } from '../core/log.js';
import { findCore } from './cores/registry.js';
import { selectCore, taskCategory } from './cores/selector.js';
import type { CoreContext, CoreOutput, InvestigationCore } from './cores/types.js';
import type { Store } from '../store/database.js';
import { experienceRecords, provenStrategies, recordInvestigation } from './learning.js';
import { createModel, modelSettings, noModelReason } from './model-settings.js';
import { UsageMeter, type AgentEvent } from './agent/types.js';
import type { AgentOptions, FixOptions, RunnerOptions } from '../core/options.js';
import type { FlowType } from '../core/modes.js';
import { nothingToInvestigate, type Investigation } from './types.js';
import { runFlows } from '../run/runner.js';
import type { Flow } from '../flows/types.js';
import type { FlowResult } from '../core/results.js';
import { createHttpClient } from '../http/client.js';
import type { Redactor } from '../http/redact.js';
import { proposeFixes, saveProposals, verifyStaged } from './fixes/propose.js';
import { triage, type ChangedFile, type Finding } from './triage/index.js';
import { messageOf } from '../util/text.js';
import { listRepositoryFiles } from '../repo/files.js';
import type { Workspace } from '../workspace/types.js';

/** The options the stage reads: how to re-run flows, which flows gate, the agent and its fixes. */
export interface InvestigationOptions extends RunnerOptions {
  repoRoot: string;
  gate: readonly FlowType[];
  agent: AgentOptions;
  fixes: FixOptions;
}

export interface InvestigationDependencies {
  env: Record<string, string | undefined>;
  dispatcher?: Dispatcher;
  /** The files the pull request changes, to map stack frames to; absent outside a pull request. */
  changedFiles?: () => Promise<ChangedFile[]>;
  log: Log;
  onEvent?(event: AgentEvent): void;
  now?: () => Date;
  /** The history, where every investigation is recorded and the selector learns from; absent: none. */
  store?: Store;
  /** Aborted when the run is cancelled: the core stops, and a service being verified is stopped. */
  signal?: AbortSignal;
}

/**
 * Explains failures after the gate has been decided: offline triage (no model, no network beyond
 * the API), then the agent when one is configured. Whatever happens here — a model that is down,
 * GitHub refusing the file list, a bug — comes back as a message, never as an exception, because
 * nothing after the gate may change its verdict.
 */
export async function investigateFailures(
  options: InvestigationOptions,
  workspace: Workspace,
  results: readonly FlowResult[],
  redactor: Redactor,
  dependencies: InvestigationDependencies,
): Promise<Investigation> {
  const { log } = dependencies;
  if (results.every((result) => result.status === 'passed')) return nothingToInvestigate();

  let changedFiles: ChangedFile[] | undefined;
  try {
    changedFiles = await dependencies.changedFiles?.();
  } catch (error) {
    log.warning(
      `Could not read the pull request's changed files, so triage maps no code to it: ${messageOf(error)}`,
    );
  }
  let findings: Finding[] = [];
  try {
    // Trace paths are named by the checkout's paths, in the CLI as in the action.
    findings = triage(results, {
      changedFiles,
      repositoryFiles: await listRepositoryFiles(options.repoRoot),
    });
  } catch (error) {
    log.warning(`Offline triage failed: ${messageOf(error)}`);
  }

  if (options.agent.mode === 'off') {
    return { findings, agent: { stopReason: 'skipped', message: 'the agent is off' }, proposals: [] };
  }
  const settings = modelSettings(options.agent, workspace.config);
  const model = createModel(settings, log);
  if (!model && options.agent.mode === 'on') log.warning(`agent: ${noModelReason(settings)}`);
  const category = taskCategory(findings);
  // Fixes can be verified within an investigation only when they are staged and the service can start.
  const canVerify = options.fixes.confirmations === 'pr' && Boolean(options.fixes.startCommand?.trim());
  const { core, selection, warning } = selectCore({
    requested: options.agent.core,
    category,
    hasModel: model !== undefined,
    canVerify,
    records: experienceRecords(dependencies.store, category, log),
  });
  if (warning) log.warning(`agent: ${warning}`);
  log.info(
    `agent: the ${core.name} core investigates (${selection.rationale}; confidence ${selection.confidence})`,
  );

  const http = createHttpClient({ dispatcher: dependencies.dispatcher, timeoutMs: options.timeoutMs });
  const started = (dependencies.now ?? (() => new Date()))();
  // The tools called, in order: a successful sequence becomes a skill for this kind of failure.
  const calls: string[] = [];
  const fixInput = {
    repoRoot: options.repoRoot,
    workspaceRoot: workspace.root,
    results,
    gatedFlows: results.filter((result) => options.gate.includes(result.type)).map((result) => result.file),
    fixes: options.fixes,
    run: (files: string[], baseUrl: string, dispatcher?: Dispatcher) =>
      runSelected(
        options,
        workspace,
        redactor,
        { ...dependencies, dispatcher: dispatcher ?? dependencies.dispatcher },
        files,
        { baseUrl },
      ),
    // The patched service runs code the model wrote: it never gets the model's key.
    withheldSecrets: [settings.apiKey ?? ''],
    serviceEnv: workspace.config.fixes.service_env,
    servicePaths: workspace.config.fixes.service_paths,
    allowUnisolated: workspace.config.fixes.unsafe_unisolated_service,
    redactor,
    log,
    signal: dependencies.signal,
  };
  const context: CoreContext = {
    confirmations: options.fixes.confirmations,
    model,
    results,
    workspace,
    repoRoot: options.repoRoot,
    redactor,
    http,
    baseUrls: [...new Set(results.flatMap((result) => (result.baseUrl ? [result.baseUrl] : [])))],
    rerun: (file, stepId) => rerun(options, workspace, redactor, dependencies, file, stepId),
    findings,
    limits: {
      deadline: started.getTime() + options.agent.timeoutMs,
      // One meter for every session and review of this investigation: the budgets are its own.
      meter: new UsageMeter(),
      ...(settings.local && !workspace.config.tool_limits.price_per_1k_tokens
        ? { pricePer1kTokens: { prompt: 0, completion: 0 } }
        : {}),
    },
    signal: dependencies.signal,
    log,
    onEvent: (event) => {
      if (event.type === 'tool_call') calls.push(event.call.name);
      dependencies.onEvent?.(event);
    },
    now: dependencies.now,
    strategies: provenStrategies(dependencies.store, category, log),
    propose: (staged, rationale) => verifyStaged({ ...fixInput, staged, rationale }),
    canVerify,
    coachModel: options.agent.coachModel
      ? createModel({ ...settings, model: options.agent.coachModel }, log)
      : undefined,
  };
  try {
    const { output, fallback } = await executeWithFallback(core, context, log);
    const agent = output.outcome;
    if (agent.stopReason === 'cancelled' && agent.staged?.length) {
      log.warning('The job was cancelled: the staged changes are not verified or proposed.');
    }
    const proposals =
      agent.stopReason === 'cancelled'
        ? []
        : output.proposals
          ? await saveProposals(output.proposals, fixInput)
          : agent.staged
            ? await proposeFixes({ ...fixInput, staged: agent.staged, rationale: agent.answer ?? '' })
            : [];
    const ran = fallback ?? core.name;
    recordInvestigation(
      dependencies.store,
      { core: ran, category, findings, output, proposals, calls, now: started },
      log,
    );
    return {
      findings,
      agent,
      proposals,
      ...(output.attempts?.length ? { attempts: output.attempts } : {}),
      core: {
        ...selection,
        ran,
        ...(fallback ? { fellBack: `${core.name} failed, so freeform ran` } : {}),
        metrics: output.metrics,
      },
    };
  } catch (error) {
    log.warning(`The agent could not finish: ${messageOf(error)}`);
    return {
      findings,
      agent: { stopReason: 'skipped', message: `the agent could not run: ${messageOf(error)}` },
      proposals: [],
    };
  } finally {
    await http.close();
  }
}

/**
 * Runs `core`; when a core other than freeform breaks (an error, not a failed fix) and a model is
 * there, freeform investigates instead and the reports say so.
 */
export async function executeWithFallback(
  core: InvestigationCore,
  context: CoreContext,
  log: Log,
): Promise<{ output: CoreOutput; fallback?: string }> {
  try {
    return { output: await core.execute(context) };
  } catch (error) {
    const freeform = findCore('freeform')!;
    if (core === freeform || !context.model) throw error;
    log.warning(`agent: the ${core.name} core failed (${messageOf(error)}); freeform investigates instead`);
    return { output: await freeform.execute(context), fallback: freeform.name };
  }
}

/**
 * `run_flow` for the agent: the flow again, or its steps up to and including `stepId` (earlier
 * steps stay, since they capture what the step needs; teardown still cleans up).
 */
async function rerun(
  options: InvestigationOptions,
  workspace: Workspace,
  redactor: Redactor,
  dependencies: InvestigationDependencies,
  file: string,
  stepId: string | undefined,
): Promise<FlowResult> {
  const flow = workspace.flows.find((candidate) => candidate.file === file);
  if (!flow) throw new Error(`no flow ${file} in this run`);
  const [result] = await runFlows(
    workspace,
    [stepId ? upToStep(flow, stepId) : flow],
    runnerOptions(options, {}),
    runnerDependencies(redactor, dependencies),
  );
  return result as FlowResult;
}

/** Flow files run again, e.g. against the patched service of a proposed fix. */
async function runSelected(
  options: InvestigationOptions,
  workspace: Workspace,
  redactor: Redactor,
  dependencies: InvestigationDependencies,
  files: readonly string[],
  overrides: { baseUrl: string },
): Promise<FlowResult[]> {
  const flows = workspace.flows.filter((flow) => files.includes(flow.file));
  return runFlows(
    workspace,
    flows,
    runnerOptions(options, overrides),
    runnerDependencies(redactor, dependencies),
  );
}

function runnerOptions(options: InvestigationOptions, overrides: { baseUrl?: string }) {
  return {
    concurrency: options.concurrency,
    timeoutMs: options.timeoutMs,
    environment: options.environment,
    baseUrl: overrides.baseUrl ?? options.baseUrl,
  };
}

function runnerDependencies(redactor: Redactor, dependencies: InvestigationDependencies) {
  return {
    redactor,
    env: dependencies.env,
    dispatcher: dependencies.dispatcher,
    now: dependencies.now,
    signal: dependencies.signal,
  };
}

function upToStep(flow: Flow, stepId: string): Flow {
  const index = flow.steps.findIndex((step) => step.id === stepId);
  return index < 0 ? flow : { ...flow, steps: flow.steps.slice(0, index + 1) };
}
