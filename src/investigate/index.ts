import type { Dispatcher } from 'undici';
import type { Log } from '../core/log.js';
import { runAgentSession } from './agent/session.js';
import { createOpenAIModel } from './agent/model/openai.js';
import type { AgentEvent, Model } from './agent/types.js';
import type { AgentOptions, FixOptions, RunnerOptions } from '../core/options.js';
import type { FlowType } from '../core/modes.js';
import type { Investigation } from './types.js';
import { runFlows } from '../run/runner.js';
import type { Flow } from '../flows/types.js';
import type { FlowResult } from '../core/results.js';
import { createHttpClient } from '../http/client.js';
import type { Redactor } from '../http/redact.js';
import { proposeFixes } from './fixes/propose.js';
import { triage, type ChangedFile, type Finding } from './triage/index.js';
import { messageOf } from '../util/text.js';
import type { FalconConfig, Workspace } from '../workspace/types.js';

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
  if (results.every((result) => result.status === 'passed')) {
    return {
      findings: [],
      agent: { stopReason: 'skipped', message: 'every flow passed: nothing to investigate' },
      proposals: [],
    };
  }

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
    findings = triage(results, { changedFiles });
  } catch (error) {
    log.warning(`Offline triage failed: ${messageOf(error)}`);
  }

  const settings = modelSettings(options.agent, workspace.config);
  const model = createModel(options.agent.mode, settings, log);
  if (!model) {
    const message = skipReason(options.agent.mode, settings);
    if (options.agent.mode === 'on') log.warning(`agent: ${message}`);
    return { findings, agent: { stopReason: 'skipped', message }, proposals: [] };
  }
  const http = createHttpClient({ dispatcher: dependencies.dispatcher, timeoutMs: options.timeoutMs });
  const started = (dependencies.now ?? (() => new Date()))();
  try {
    const agent = await runAgentSession({
      confirmations: options.fixes.confirmations,
      model,
      results,
      workspace,
      repoRoot: options.repoRoot,
      redactor,
      http,
      baseUrls: [...new Set(results.flatMap((result) => (result.base_url ? [result.base_url] : [])))],
      rerun: (file, stepId) => rerun(options, workspace, redactor, dependencies, file, stepId),
      findings,
      limits: { deadline: started.getTime() + options.agent.timeoutMs },
      log,
      onEvent: dependencies.onEvent,
      now: dependencies.now,
    });
    if (agent.stopReason === 'cancelled' && agent.staged?.length) {
      log.warning('The job was cancelled: the staged changes are not verified or proposed.');
    }
    const proposals =
      agent.stopReason === 'cancelled' || !agent.staged
        ? []
        : await proposeFixes({
            repoRoot: options.repoRoot,
            workspaceRoot: workspace.root,
            staged: agent.staged,
            rationale: agent.answer ?? '',
            results,
            gatedFlows: results
              .filter((result) => options.gate.includes(result.type))
              .map((result) => result.file),
            fixes: options.fixes,
            run: (files, baseUrl) =>
              runSelected(options, workspace, redactor, dependencies, files, { baseUrl }),
            // The patched service runs code the model wrote: it never gets the model's key.
            withheldSecrets: [settings.apiKey ?? ''],
            log,
          });
    return { findings, agent, proposals };
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

/** The model to investigate with: flags and inputs first, then `.falcon/config.yaml`. */
export function modelSettings(agent: AgentOptions, config: FalconConfig): ModelSettings {
  const ollama = config.provider?.toLowerCase() === 'ollama';
  const configured = ollama
    ? { baseUrl: ollamaEndpoint(config.ollama?.url), apiKey: config.ollama?.api_key }
    : { baseUrl: config.openai?.base_url, apiKey: config.openai?.api_key };
  return {
    baseUrl: agent.baseUrl ?? configured.baseUrl,
    apiKey: agent.apiKey ?? configured.apiKey,
    model: agent.model ?? config.model,
  };
}

/** The model settings an agent session needs, whichever door and file they came from. */
interface ModelSettings {
  baseUrl?: string;
  apiKey?: string;
  model?: string;
}

/** The model to investigate with, or undefined when no session runs (`skipReason` says why). */
function createModel(mode: AgentOptions['mode'], settings: ModelSettings, log: Log): Model | undefined {
  if (mode === 'off' || !settings.model) return undefined;
  try {
    return createOpenAIModel({ baseUrl: settings.baseUrl, apiKey: settings.apiKey, model: settings.model });
  } catch (error) {
    log.warning(`The model is misconfigured, so only the offline triage runs: ${messageOf(error)}`);
    return undefined;
  }
}

/** Why no agent session runs although flows failed. */
function skipReason(mode: AgentOptions['mode'], settings: ModelSettings): string {
  if (mode === 'off') return 'the agent is off';
  if (!settings.model) {
    return mode === 'on'
      ? 'agent is on but no model is configured: set llm-base-url and model (CLI: --llm-base-url and --model; or openai.base_url and model in .falcon/config.yaml)'
      : 'no model is configured, so failures are explained by the offline triage only';
  }
  return 'the model is misconfigured, so failures are explained by the offline triage only';
}

/** Ollama serves its OpenAI-compatible API under /v1 of the URL users know it by. */
function ollamaEndpoint(url: string | undefined): string | undefined {
  if (!url) return undefined;
  const trimmed = url.replace(/\/+$/, '');
  return /\/v1$/.test(trimmed) ? trimmed : `${trimmed}/v1`;
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
  return { redactor, env: dependencies.env, dispatcher: dependencies.dispatcher, now: dependencies.now };
}

function upToStep(flow: Flow, stepId: string): Flow {
  const index = flow.steps.findIndex((step) => step.id === stepId);
  return index < 0 ? flow : { ...flow, steps: flow.steps.slice(0, index + 1) };
}
