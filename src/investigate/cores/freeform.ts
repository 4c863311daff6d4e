/** freeform: the ReAct loop as it is — the model picks tools until it answers or a limit stops it. */
import { runAgentSession, type AgentSessionInput } from '../agent/session.js';
import type { Model } from '../agent/types.js';
import type { Prompt } from '../agent/untrusted.js';
import type { CoreContext, CoreOutput, InvestigationCore } from './types.js';
import { metricsOf } from './metrics.js';

/** One agent session over a core's context: the model, and what the session is told after its task. */
export function sessionInput(
  context: CoreContext,
  model: Model,
  feedback: Prompt | undefined,
): AgentSessionInput {
  return {
    model,
    results: context.results,
    findings: context.findings,
    workspace: context.workspace,
    repoRoot: context.repoRoot,
    redactor: context.redactor,
    http: context.http,
    baseUrls: context.baseUrls,
    rerun: context.rerun,
    confirmations: context.confirmations,
    limits: context.limits,
    signal: context.signal,
    log: context.log,
    onEvent: context.onEvent,
    now: context.now,
    strategies: context.strategies,
    feedback,
  };
}

export const freeformCore: InvestigationCore = {
  name: 'freeform',
  aliases: ['free', 'react', 'default'],
  description:
    'One agent session: the model reads, requests and searches with the tools until it can explain the failures.',
  capabilities: ['adaptive', 'code_generation'],
  needsModel: true,
  async execute(context: CoreContext): Promise<CoreOutput> {
    if (!context.model) throw new Error('freeform needs a model');
    const started = performance.now();
    const outcome = await runAgentSession(sessionInput(context, context.model, context.feedback));
    return {
      completed: outcome.stopReason === 'answer',
      outcome,
      metrics: metricsOf(outcome, context, performance.now() - started),
    };
  },
};
