/**
 * The contract every investigation core keeps: the same context in, the same output out, so every
 * core's work feeds the same report, summary, comment and suggestions, and none can touch the gate.
 */
import type { Prompt } from '../agent/untrusted.js';
import type { Log } from '../../core/log.js';
import type { ConfirmationMode } from '../../core/modes.js';
import type { FlowResult } from '../../core/results.js';
import type { HttpClient } from '../../http/client.js';
import type { Redactor } from '../../http/redact.js';
import type { Workspace } from '../../workspace/types.js';
import type { AgentEvent, AgentLimits, AgentOutcome, Model } from '../agent/types.js';
import type { Finding } from '../triage/types.js';
import type { FixAttempt, Proposal } from '../fixes/types.js';
import type { StagedChange } from '../../repo/overlay.js';

export type CoreCapability =
  | 'planning'
  | 'parallel_execution'
  | 'review'
  | 'code_generation'
  | 'deterministic'
  | 'multi_agent'
  | 'adaptive';

export interface CoreContext {
  results: readonly FlowResult[];
  /** Offline triage of the failures. */
  findings: readonly Finding[];
  workspace: Workspace;
  repoRoot: string;
  redactor: Redactor;
  http: HttpClient;
  /** The API's base URLs in this run: where the agent may send requests. */
  baseUrls: readonly string[];
  /** Runs a flow again (up to `stepId`), against the API of this run. */
  rerun(flowFile: string, stepId?: string): Promise<FlowResult>;
  /** Absent when no model is configured: only cores that need none can run. */
  model?: Model;
  confirmations: ConfirmationMode;
  limits: Partial<AgentLimits>;
  signal?: AbortSignal;
  log: Log;
  onEvent?(event: AgentEvent): void;
  now?: () => Date;
  /** Proven tool sequences for this kind of failure (skills), offered to the model. */
  strategies?: readonly string[];
  /**
   * Staged changes as proposals, each verified against the patched service when `canVerify`, and
   * saying why not otherwise; nothing is written.
   */
  propose(staged: readonly StagedChange[], rationale: string): Promise<Proposal[]>;
  /** Fixes are staged (`confirmations: pr`) and a start command can run the patched service. */
  canVerify: boolean;
  /** The model that reviews fixes (adversarial core); the investigating model when none is named. */
  coachModel?: Model;
  /** Said to the model after the task: how a core wants the work done, or what a reviewer found. */
  feedback?: Prompt;
}

export interface CoreMetrics {
  tokens: number;
  /** From `tool_limits.price_per_1k_tokens`; 0 when no price is configured. */
  costDollars: number;
  executionMs: number;
  toolCalls: number;
  subTasks: number;
  parallelExecutions: number;
  reviewIterations: number;
}

export interface CoreOutput {
  /** The investigation reached its end (an answer), rather than a limit or an error. */
  completed: boolean;
  /** What the reports, summary and comment show: answer, stop reason, usage, staged changes. */
  outcome: AgentOutcome;
  metrics: CoreMetrics;
  /** Fixes the core already verified; the stage then only writes their patch files. */
  proposals?: Proposal[];
  /** Each fix it tried and what verification saw, for cores that retry; the posted one is marked. */
  attempts?: FixAttempt[];
}

export interface InvestigationCore {
  name: string;
  /** Other names it answers to (`wf` for workflow). */
  aliases: readonly string[];
  description: string;
  capabilities: readonly CoreCapability[];
  /** Whether it needs a model; one that does not is what runs when none is configured. */
  needsModel: boolean;
  /**
   * Investigates. A failed fix or a stopped model is an outcome; a throw means the core itself
   * broke, and the stage falls back to freeform.
   */
  execute(context: CoreContext): Promise<CoreOutput>;
}

/** How the core of a run was chosen, as the reports say it. */
export interface CoreSelection {
  core: string;
  /** 0–1. */
  confidence: number;
  rationale: string;
  source: 'requested' | 'experience' | 'suitability';
}
