/**
 * When an investigation stops. Each stop condition is a plain predicate over the run so far (in the
 * spirit of the Vercel AI SDK's `stopWhen`): easy to test alone, easy to add one. The loop asks them
 * before every model call; tool limits are asked before every single tool call, because a call over
 * the limit must not run at all.
 */
import type { ToolLimits } from '../../workspace/types.js';
import type { AgentLimits, ModelUsage, StopReason } from './types.js';

/** Config `tool_limits` defaults, as documented for `.falcon/config.yaml`. */
export const DEFAULT_PER_TOOL_LIMIT = 50;
export const DEFAULT_TOTAL_LIMIT = 200;

/**
 * What an investigation may spend by default. One session of 30 turns over a full context is about
 * 450,000 tokens; a core that retries or splits the work runs several. A model that never answers
 * stops here instead of running up millions of tokens.
 */
export const DEFAULT_MAX_TOKENS = 1_000_000;
export const DEFAULT_MAX_COST_USD = 5;
/**
 * The price a budget counts at when the configuration names none: the upper range of hosted
 * models' prices (US dollars per 1,000 prompt and completion tokens). A local model costs nothing.
 */
export const ASSUMED_PRICE_PER_1K = { prompt: 0.005, completion: 0.015 } as const;

export const DEFAULT_LIMITS: Readonly<AgentLimits> = {
  maxTurns: 30,
  perTool: DEFAULT_PER_TOOL_LIMIT,
  total: DEFAULT_TOTAL_LIMIT,
  maxTokens: DEFAULT_MAX_TOKENS,
  maxCostUsd: DEFAULT_MAX_COST_USD,
  pricePer1kTokens: ASSUMED_PRICE_PER_1K,
  // Roughly 15k tokens of conversation: room for a few spec excerpts and responses while staying
  // inside the context window of small local models.
  contextChars: 60_000,
};

/** The run so far, as the stop conditions see it. */
export interface RunState {
  /** Model calls made. */
  turns: number;
  toolCalls: Record<string, number>;
  totalCalls: number;
  usage: ModelUsage;
  /** ms since the epoch. */
  now: number;
  cancelled: boolean;
}

export interface StopDecision {
  reason: StopReason;
  /** In plain words, for the outcome and the report. */
  message: string;
}

export type StopCondition = (state: RunState, limits: AgentLimits) => StopDecision | undefined;

export function totalTokens(usage: ModelUsage): number {
  return usage.promptTokens + usage.completionTokens;
}

/** US dollars for `usage` at `price` per 1,000 tokens; undefined without a price. */
export function costOf(usage: ModelUsage, price: AgentLimits['pricePer1kTokens']): number | undefined {
  if (!price) return undefined;
  return (usage.promptTokens / 1000) * price.prompt + (usage.completionTokens / 1000) * price.completion;
}

export const cancelled: StopCondition = (state) =>
  state.cancelled ? { reason: 'cancelled', message: 'the investigation was cancelled' } : undefined;

export const deadlinePassed: StopCondition = (state, limits) =>
  limits.deadline !== undefined && state.now >= limits.deadline
    ? { reason: 'deadline', message: 'the time allowed for the investigation ran out' }
    : undefined;

export const turnLimitReached: StopCondition = (state, limits) =>
  state.turns >= limits.maxTurns
    ? {
        reason: 'turn_limit',
        message: `the model used all ${limits.maxTurns} turns without a final answer`,
      }
    : undefined;

export const tokenBudgetSpent: StopCondition = (state, limits) => {
  if (limits.maxTokens === undefined) return undefined;
  const used = totalTokens(limits.meter?.usage ?? state.usage);
  return used >= limits.maxTokens
    ? {
        reason: 'token_budget',
        message: `the investigation's token budget is spent (${used} of ${limits.maxTokens} tokens used; tool_limits.max_tokens)`,
      }
    : undefined;
};

export const costBudgetSpent: StopCondition = (state, limits) => {
  if (limits.maxCostUsd === undefined) return undefined;
  const cost = costOf(limits.meter?.usage ?? state.usage, limits.pricePer1kTokens);
  return cost !== undefined && cost >= limits.maxCostUsd
    ? {
        reason: 'cost_budget',
        message: `the investigation's cost budget is spent ($${cost.toFixed(4)} of $${limits.maxCostUsd.toFixed(4)}; tool_limits.max_cost_usd)`,
      }
    : undefined;
};

/** Asked before every model call, in this order: the first that holds decides the stop reason. */
export const STOP_CONDITIONS: readonly StopCondition[] = [
  cancelled,
  deadlinePassed,
  tokenBudgetSpent,
  costBudgetSpent,
  turnLimitReached,
];

export function shouldStop(
  state: RunState,
  limits: AgentLimits,
  conditions: readonly StopCondition[] = STOP_CONDITIONS,
): StopDecision | undefined {
  for (const condition of conditions) {
    const decision = condition(state, limits);
    if (decision) return decision;
  }
  return undefined;
}

/**
 * Whether one more call of `tool` would go over a tool limit; asked before the call runs. The
 * message is what the model is told in place of the tool's output.
 */
export function toolLimitReached(
  state: RunState,
  limits: AgentLimits,
  tool: string,
): StopDecision | undefined {
  const used = state.toolCalls[tool] ?? 0;
  if (used >= limits.perTool) {
    return {
      reason: 'tool_limit',
      message: `${tool} was called ${used} times, the most allowed for one tool (tool_limits.per_tool)`,
    };
  }
  if (state.totalCalls >= limits.total) {
    return {
      reason: 'tool_limit',
      message: `${state.totalCalls} tool calls were made, the most allowed in one investigation (tool_limits.total)`,
    };
  }
  return undefined;
}

/**
 * The limits of one investigation: the defaults, then config `tool_limits`, then what the caller
 * sets (CLI flags, deadline from the job's timeout). Nonsense numbers fall back to the default, so a
 * typo cannot turn the agent into an endless loop or silence it completely.
 */
export function resolveLimits(
  toolLimits?: Partial<ToolLimits>,
  overrides: Partial<AgentLimits> = {},
): AgentLimits {
  const merged: AgentLimits = {
    ...DEFAULT_LIMITS,
    perTool: positiveOr(toolLimits?.per_tool, DEFAULT_LIMITS.perTool),
    total: positiveOr(toolLimits?.total, DEFAULT_LIMITS.total),
    maxTurns: positiveOr(toolLimits?.max_turns, DEFAULT_LIMITS.maxTurns),
    ...(toolLimits?.max_tokens ? { maxTokens: toolLimits.max_tokens } : {}),
    ...(toolLimits?.max_cost_usd ? { maxCostUsd: toolLimits.max_cost_usd } : {}),
    ...(toolLimits?.price_per_1k_tokens ? { pricePer1kTokens: toolLimits.price_per_1k_tokens } : {}),
  };
  for (const [key, value] of Object.entries(overrides) as Array<[keyof AgentLimits, unknown]>) {
    if (value !== undefined) Object.assign(merged, { [key]: value });
  }
  merged.maxTurns = positiveOr(merged.maxTurns, DEFAULT_LIMITS.maxTurns);
  merged.perTool = positiveOr(merged.perTool, DEFAULT_LIMITS.perTool);
  merged.total = positiveOr(merged.total, DEFAULT_LIMITS.total);
  merged.contextChars = positiveOr(merged.contextChars, DEFAULT_LIMITS.contextChars);
  return merged;
}

function positiveOr(value: number | undefined, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.floor(value) : fallback;
}
