/** A core's metrics from the outcome of its sessions. */
import { resolveLimits } from '../agent/limits.js';
import type { AgentOutcome } from '../agent/types.js';
import type { CoreContext, CoreMetrics } from './types.js';

export function metricsOf(
  outcome: AgentOutcome,
  context: Pick<CoreContext, 'workspace' | 'limits'>,
  executionMs: number,
  extra: Partial<Pick<CoreMetrics, 'subTasks' | 'parallelExecutions' | 'reviewIterations'>> = {},
): CoreMetrics {
  const price = resolveLimits(context.workspace.config.tool_limits, context.limits).pricePer1kTokens;
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
