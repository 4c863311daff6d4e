/**
 * The agent's contracts: the model it talks to, the tools it calls, the events it emits and the
 * outcome it returns. Providers are adapters behind `Model`; tools are "raw in, string out".
 */
import { FalconError } from '../../core/errors.js';
import type { StagedChange } from '../../repo/overlay.js';
import type { JsonSchema } from '../../core/results.js';

// ---------------------------------------------------------------- the model

export type Role = 'system' | 'user' | 'assistant' | 'tool';

export interface ToolCall {
  /** The provider's id for native calls; generated (`call_<n>`) for calls recovered from text. */
  id: string;
  name: string;
  /** The arguments as the model wrote them: JSON text, not yet parsed or validated. */
  arguments: string;
}

export interface ChatMessage {
  role: Role;
  content: string;
  /** On assistant messages: the calls the model made. */
  toolCalls?: ToolCall[];
  /** On tool messages: which call this observation answers. */
  toolCallId?: string;
}

export interface ToolDefinition {
  name: string;
  description: string;
  parameters: JsonSchema;
}

export interface ModelUsage {
  promptTokens: number;
  completionTokens: number;
}

export interface ModelResponse {
  /** The text the model wrote (may itself hold text-written tool calls, recovered by the loop). */
  text: string;
  /** Native tool calls. */
  toolCalls: ToolCall[];
  usage?: ModelUsage;
  finishReason?: string;
}

export interface CompleteOptions {
  signal?: AbortSignal;
}

/** One interface for every provider; the OpenAI-compatible adapter covers OpenAI, Azure, Ollama, vLLM. */
export interface Model {
  /** e.g. `gpt-4o-mini` — shown in reports. */
  readonly name: string;
  complete(
    messages: ChatMessage[],
    tools: ToolDefinition[],
    options?: CompleteOptions,
  ): Promise<ModelResponse>;
}

export type ModelErrorKind =
  'unavailable' | 'rate_limited' | 'timeout' | 'auth' | 'bad_request' | 'bad_response';

/** A model that could not answer. The loop ends the investigation with it; it never changes the gate. */
export class ModelError extends FalconError {
  override readonly name = 'ModelError';
  readonly code: `FALCON_MODEL_${Uppercase<ModelErrorKind>}`;
  constructor(
    readonly kind: ModelErrorKind,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.code = `FALCON_MODEL_${kind.toUpperCase() as Uppercase<ModelErrorKind>}`;
  }
}

// ---------------------------------------------------------------- tools

/** What a confirmable tool asks before it changes a file. */
export interface ConfirmationRequest {
  tool: string;
  /** Path relative to the repository. */
  path: string;
  /** Unified diff of the change. */
  diff: string;
}

export interface ConfirmationAnswer {
  approved: boolean;
  /** Told to the model in plain words when refused. */
  reason: string;
}

/** A tool: JSON arguments in (validated against `parameters` before `run`), a string out. */
export interface Tool {
  name: string;
  description: string;
  parameters: JsonSchema;
  /** Changes files outside `.falcon/`: asks the confirmation policy first. */
  confirmable?: boolean;
  /** An instruction appended after this tool's observation, to shape the next answer. */
  postPrompt?: string;
  /**
   * What its result is: the repository's own files (`repository`), the model's own change
   * (`own`, for write tools), or by default anything else (`external`: API answers, pages, logs,
   * the workspace), which may never come back as a fix.
   */
  returns?: 'repository' | 'own';
  /** Failures are returned as text the model can read; throwing is reserved for bugs. */
  run(args: Record<string, unknown>, context: ToolContext): Promise<string>;
}

/** Filled in by the loop's caller; tools reach the world only through it. */
export interface ToolContext {
  /** Absolute path of the repository; no tool reads or writes outside it. */
  repoRoot: string;
  /** Absolute path of the `.falcon` workspace. */
  workspaceRoot: string;
  signal: AbortSignal;
  emit(event: AgentEvent): void;
  /** `content` is the new text, for policies that judge it; it stays out of the request, which is logged. */
  confirm(request: ConfirmationRequest, content?: string): Promise<ConfirmationAnswer>;
  /** Everything else a tool needs (workspace, results, http, redactor) is bound when the tool is created. */
}

// ---------------------------------------------------------------- events and outcome

export type AgentEvent =
  | { type: 'thinking'; turn: number; text: string }
  | { type: 'tool_call'; turn: number; call: ToolCall }
  | { type: 'observation'; turn: number; call: ToolCall; output: string; ok: boolean }
  | { type: 'answer'; turn: number; text: string }
  | { type: 'error'; turn: number; message: string }
  | { type: 'tool_usage'; turn: number; perTool: Record<string, number>; total: number }
  | { type: 'confirmation_required'; turn: number; request: ConfirmationRequest; answer: ConfirmationAnswer };

export type StopReason =
  | 'answer'
  | 'turn_limit'
  | 'tool_limit'
  | 'token_budget'
  | 'cost_budget'
  | 'deadline'
  | 'cancelled'
  | 'model_error';

export interface AgentLimits {
  maxTurns: number;
  /** Calls allowed per tool (config `tool_limits.per_tool`, default 50). */
  perTool: number;
  /** Calls allowed in all (config `tool_limits.total`, default 200). */
  total: number;
  /** Prompt + completion tokens over the whole investigation; undefined for no budget. */
  maxTokens?: number;
  /** In US dollars, from `pricePer1kTokens`; undefined for no budget. */
  maxCostUsd?: number;
  pricePer1kTokens?: { prompt: number; completion: number };
  /**
   * What every model call of the investigation used, shared by all its sessions (a core may run
   * several, in turn or at once): the budgets are the investigation's, not each session's.
   */
  meter?: UsageMeter;
  /** Wall-clock deadline, ms since the epoch. */
  deadline?: number;
  /** Characters of conversation kept when it grows (system prompt and latest observations first). */
  contextChars: number;
}

export interface AgentOutcome {
  stopReason: StopReason;
  /** The final answer, or what was found before the run stopped. */
  answer?: string;
  /** Why the run stopped early, in plain words (absent when it answered). */
  message?: string;
  turns: number;
  toolCalls: Record<string, number>;
  usage: ModelUsage;
  /** Report files the agent wrote that passed ValidateReportContent, relative to the repository. */
  reports: string[];
  /** Writes refused by the confirmation policy. */
  deniedWrites: ConfirmationRequest[];
  /** Writes the `pr` policy staged: the material of proposed fixes (never on disk). */
  staged?: StagedChange[];
}

/** Tokens used, counted as they are spent by everyone holding the meter. */
export class UsageMeter {
  readonly usage: ModelUsage = { promptTokens: 0, completionTokens: 0 };

  add(usage: ModelUsage): void {
    this.usage.promptTokens += usage.promptTokens;
    this.usage.completionTokens += usage.completionTokens;
  }
}
