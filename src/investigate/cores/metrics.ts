/** A core's metrics from the outcome of its sessions. */
import type { AgentOutcome, ModelUsage } from '../agent/types.js';
import type { CoreContext, CoreMetrics } from './types.js';

/** Adds `more` to `total`, for cores that run several sessions or model calls. */
export function addUsage(total: ModelUsage, more: ModelUsage): void {
  total.promptTokens += more.promptTokens;
  total.completionTokens += more.completionTokens;
}

/** The tool calls of several sessions, added up per tool. */
export function mergeToolCalls(outcomes: readonly Pick<AgentOutcome, 'toolCalls'>[]): Record<string, number> {
  const merged: Record<string, number> = {};
  for (const { toolCalls } of outcomes) {
    for (const [tool, count] of Object.entries(toolCalls)) merged[tool] = (merged[tool] ?? 0) + count;
  }
  return merged;
}

export function metricsOf(
  outcome: AgentOutcome,
  context: Pick<CoreContext, 'workspace'>,
  executionMs: number,
  extra: Partial<Pick<CoreMetrics, 'subTasks' | 'parallelExecutions' | 'reviewIterations'>> = {},
): CoreMetrics {
  // Dollars only at a price the user gave: the price a budget assumes is no bill.
  const price = context.workspace.config.tool_limits.price_per_1k_tokens;
  const { promptTokens, completionTokens } = outcome.usage;
  return {
    tokens: promptTokens + completionTokens,
    costDollars: price ? (promptTokens * price.prompt + completionTokens * price.completion) / 1000 : 0,
    executionMs: Math.round(executionMs),
    toolCalls: Object.values(outcome.toolCalls).reduce((sum, count) => sum + count, 0),
    subTasks: extra.subTasks ?? 0,
    parallelExecutions: extra.parallelExecutions ?? 0,
    reviewIterations: extra.reviewIterations ?? 0,
  };
}
