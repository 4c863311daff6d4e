/**
 * The investigation the pipeline starts after the gate has decided: pick the tools the failures
 * need, build the prompt, run the loop, collect what it wrote. Whatever happens in here (a model
 * that is down, a tool with a bug, a cancelled job) ends as an outcome, never as an exception: the
 * agent explains a run, it must never be able to break one.
 */
import path from 'node:path';
import { createConfirmationPolicy } from '../fixes/policy.js';
import { type ConfirmationMode } from '../../core/modes.js';
import type { FlowResult } from '../../core/results.js';
import type { HttpClient } from '../../http/client.js';
import type { Redactor } from '../../http/redact.js';
import type { Finding } from '../triage/types.js';
import { messageOf } from '../../util/text.js';
import type { Workspace } from '../../workspace/types.js';
import { createEventLogger } from './events.js';
import { type Log } from '../../core/log.js';
import { resolveLimits } from './limits.js';
import { mapPrompt, ShownData, type Prompt } from './untrusted.js';
import { runAgentLoop } from './loop.js';
import { buildSystemPrompt, buildTask, describeFailures, failingTypes, reportTimestamp } from './prompt.js';
import { toolSetForFailures, ToolRegistry } from './registry.js';
import { createAnalyzeErrorTool } from './tools/analyze-error.js';
import type { ToolDependencies } from './tools/dependencies.js';
import { createFalconReadTool } from './tools/falcon-read.js';
import { createFalconWriteTool } from './tools/falcon-write.js';
import { createHttpRequestTool } from './tools/http-request.js';
import { createListFilesTool } from './tools/list-files.js';
import { createMemoryTool } from './tools/memory.js';
import { createPlanTool, Plan } from './tools/plan.js';
import { createReadFileTool } from './tools/read-file.js';
import { createRunFlowTool } from './tools/run-flow.js';
import { createSearchCodeTool } from './tools/search-code.js';
import { createSessionLogTool, SessionRecorder } from './tools/session-log.js';
import { createSpecLookupTool } from './tools/spec-lookup.js';
import { createValidateJsonTool } from './tools/validate-json.js';
import { createWriteFileTool } from './tools/write-file.js';
import { WrittenFiles } from './falcon-files/written.js';
import type {
  AgentEvent,
  AgentLimits,
  AgentOutcome,
  ConfirmationAnswer,
  ConfirmationRequest,
  Model,
  Tool,
  ToolContext,
} from './types.js';

export interface AgentSessionInput {
  model: Model;
  results: readonly FlowResult[];
  workspace: Workspace;
  repoRoot: string;
  redactor: Redactor;
  http: HttpClient;
  /** Where `http_request` may send: the API's base URLs in this run. */
  baseUrls: readonly string[];
  /** Re-runs a flow or one of its steps, for `run_flow`. */
  rerun(flowFile: string, stepId?: string): Promise<FlowResult>;
  /** What answers the agent's writes: `deny` (default) refuses them, `pr` stages them as proposals. */
  confirmations?: ConfirmationMode;
  /** Offline triage of the results; empty offers every tool. */
  findings: readonly Finding[];
  /** Over the defaults and config `tool_limits`. */
  limits?: Partial<AgentLimits>;
  /** Cancels the investigation (the job is being stopped). */
  signal?: AbortSignal;
  log: Log;
  /** Every event, for callers that show them elsewhere (the run summary, tests). */
  onEvent?(event: AgentEvent): void;
  /** Abort on SIGTERM/SIGINT while the investigation runs; default true. */
  handleSignals?: boolean;
  /** Tool sequences that explained failures of this kind before, offered as a starting point. */
  strategies?: readonly string[];
  /** Said after the task: how a core wants the work done, or why an earlier attempt failed. */
  feedback?: Prompt;
  now?: () => Date;
}

export async function runAgentSession(input: AgentSessionInput): Promise<AgentOutcome> {
  const { model, findings } = input;
  const controller = new AbortController();
  const abort = () => controller.abort();
  if (input.signal?.aborted) controller.abort();
  input.signal?.addEventListener('abort', abort, { once: true });
  const releaseSignals = input.handleSignals === false ? () => undefined : cancelOnSignals(controller);
  const logger = createEventLogger(input.log, (text) => input.redactor.text(text));
  // The policy records every refusal, at confirmation or at staging: the report lists them from it.
  const policy = createConfirmationPolicy({
    mode: input.confirmations ?? 'deny',
    repoRoot: input.repoRoot,
    workspaceRoot: input.workspace.root,
    specFile: input.workspace.spec && path.resolve(input.workspace.repoRoot, input.workspace.spec.file),
    allowTestEdits: input.workspace.config.fixes.allow_test_edits,
    allowPaths: input.workspace.config.fixes.allow_paths,
  });
  const deniedWrites = (): ConfirmationRequest[] => policy.refused.map((refusal) => refusal.request);
  let turn = 0;
  const emit = (event: AgentEvent) => {
    turn = event.turn;
    logger.emit(event);
    input.onEvent?.(event);
  };

  try {
    const now = input.now ?? (() => new Date());
    const limits = resolveLimits(input.workspace.config.tool_limits, input.limits);
    const deps: ToolDependencies = {
      workspace: input.workspace,
      results: input.results,
      http: input.http,
      redactor: input.redactor,
      baseUrls: input.baseUrls,
      rerun: input.rerun,
      now,
      staged: policy.overlay,
    };
    const written = new WrittenFiles();
    const shown = new ShownData();
    const shared: SharedState = {
      written,
      shown,
      plan: new Plan(),
      recorder: new SessionRecorder({ workspace: input.workspace, redactor: input.redactor, now, written }),
      stage: (path, content) => policy.stage(path, content),
    };
    const kinds = [...new Set(findings.map((finding) => finding.kind))];
    const registry = new ToolRegistry(
      createTools(deps, shared).map((tool) => redacting(tool, input.redactor)),
    ).subset(toolSetForFailures(kinds));
    const apiName = input.workspace.config.api_name ?? input.workspace.spec?.title ?? 'API';

    const system = input.redactor.text(
      buildSystemPrompt({
        tools: registry.definitions(),
        failures: describeFailures(input.results),
        apiName,
        testingTypes: failingTypes(input.results),
        timestamp: reportTimestamp(now()),
        baseUrls: input.baseUrls,
      }) + strategiesSection(input.strategies ?? []),
    );
    const task = mapPrompt(
      [...buildTask({ results: input.results, findings }), ...(input.feedback ?? [])],
      (text) => input.redactor.text(text),
    );

    const context: ToolContext = {
      repoRoot: input.repoRoot,
      workspaceRoot: input.workspace.root,
      signal: controller.signal,
      emit,
      // Nobody is there to answer: the policy does. `deny` refuses every change outside `.falcon/`;
      // `pr` stages it as a proposal. Either way the refusals are recorded for the report.
      async confirm(request, content): Promise<ConfirmationAnswer> {
        const answer = await policy.confirm(request, content);
        emit({ type: 'confirmation_required', turn, request, answer });
        return answer;
      },
    };

    input.log.info(`agent: investigating with ${model.name}; tools: ${registry.names().join(', ')}`);
    const outcome = await runAgentLoop({
      model,
      registry,
      system,
      task,
      shown,
      limits,
      context,
      emit,
      injectContext: () => input.redactor.text(shared.plan.render()),
    });
    const result: AgentOutcome = {
      ...outcome,
      answer: outcome.answer === undefined ? undefined : input.redactor.text(outcome.answer),
      message: outcome.message === undefined ? undefined : input.redactor.text(outcome.message),
      reports: shared.written.reports(),
      deniedWrites: deniedWrites(),
      staged: policy.overlay ? await policy.overlay.changes() : undefined,
    };
    await closeSession(shared.recorder, result, input.log);
    logOutcome(input.log, result);
    return result;
  } catch (error) {
    // A bug in a tool factory, the prompt or the loop: the run goes on without the agent.
    const message = input.redactor.text(`the investigation failed unexpectedly: ${messageOf(error)}`);
    input.log.warning(`agent: ${message}`);
    return {
      stopReason: 'model_error',
      message,
      answer: message,
      turns: turn,
      toolCalls: {},
      usage: { promptTokens: 0, completionTokens: 0 },
      reports: [],
      deniedWrites: deniedWrites(),
    };
  } finally {
    logger.flush();
    releaseSignals();
    input.signal?.removeEventListener('abort', abort);
  }
}

/** Proven strategies for this kind of failure, appended to the system prompt when there are any. */
function strategiesSection(strategies: readonly string[]): string {
  if (strategies.length === 0) return '';
  return [
    '',
    '',
    '## Strategies that worked before',
    'These tool sequences explained failures like these in earlier runs. Start from one when it fits; the evidence decides.',
    ...strategies.map((strategy) => `- ${strategy}`),
  ].join('\n');
}

/** What the tools share with the investigation: files written, the plan, the session record. */
interface SharedState {
  written: WrittenFiles;
  /** What the model was shown that it did not write (the loop fills it; write_file checks against it). */
  shown: ShownData;
  plan: Plan;
  recorder: SessionRecorder;
  /** Where an approved code change goes (the policy's overlay). */
  stage: (path: string, content: string) => Promise<void>;
}

/** Every tool, in catalogue order; the tool set of the failures picks from these. */
function createTools(deps: ToolDependencies, shared: SharedState): Tool[] {
  return [
    createHttpRequestTool(deps),
    createReadFileTool(deps),
    createListFilesTool(deps),
    createSearchCodeTool(deps),
    createSpecLookupTool(deps),
    createValidateJsonTool(deps),
    createAnalyzeErrorTool(deps),
    createRunFlowTool(deps),
    createFalconReadTool(deps),
    createFalconWriteTool(deps, { written: shared.written, stage: shared.stage }),
    createMemoryTool(deps, { written: shared.written }),
    createSessionLogTool(deps, { recorder: shared.recorder }),
    createPlanTool(deps, { plan: shared.plan }),
    createWriteFileTool(deps, { stage: shared.stage, shown: shared.shown }),
  ];
}

/**
 * Tools redact what they return; this is the second lock on the same door, because one tool that
 * forgets would put a secret into a request to a third-party model.
 */
function redacting(tool: Tool, redactor: Redactor): Tool {
  return { ...tool, run: async (args, context) => redactor.text(await tool.run(args, context)) };
}

/**
 * Every investigation leaves a session record, also when the model never ended its session (or
 * never started one): the calls it made, why it stopped, and its answer as the summary unless the
 * model wrote its own. A record that cannot be written is a warning, not a failure.
 */
async function closeSession(recorder: SessionRecorder, outcome: AgentOutcome, log: Log): Promise<void> {
  try {
    for (const [tool, count] of Object.entries(outcome.toolCalls)) {
      for (let i = 0; i < count; i++) recorder.countToolCall(tool);
    }
    const summary = recorder.current?.summary === undefined ? outcome.answer : undefined;
    await recorder.end(summary, outcome.stopReason);
  } catch (error) {
    log.warning(`agent: the session record could not be written: ${messageOf(error)}`);
  }
}

function logOutcome(log: Log, outcome: AgentOutcome): void {
  const calls = Object.values(outcome.toolCalls).reduce((sum, count) => sum + count, 0);
  const tokens = outcome.usage.promptTokens + outcome.usage.completionTokens;
  const cost = `${outcome.turns} turns, ${calls} tool calls, ${tokens} tokens`;
  if (outcome.stopReason === 'answer') log.info(`agent: answered (${cost})`);
  else log.warning(`agent: stopped early, ${outcome.message ?? outcome.stopReason} (${cost})`);
}

// ---------------------------------------------------------------- signals

const SIGNALS = ['SIGTERM', 'SIGINT'] as const;

/**
 * Aborts `controller` on the first SIGTERM or SIGINT (a cancelled CI job, Ctrl-C), so the loop
 * stops and the run still writes what was found. Both listeners go after the first signal: a
 * second one gets Node's default handling and ends the process, as a user pressing Ctrl-C twice
 * expects. The returned function removes them when the investigation is over.
 */
export function cancelOnSignals(controller: AbortController): () => void {
  const release = () => {
    for (const signal of SIGNALS) process.removeListener(signal, onSignal);
  };
  function onSignal(): void {
    release();
    controller.abort();
  }
  for (const signal of SIGNALS) process.on(signal, onSignal);
  return release;
}
