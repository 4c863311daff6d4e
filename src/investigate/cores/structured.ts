/**
 * structured: plan → execute → verify, and again with what verification said. The model states its
 * hypothesis, the fix and the flows that must pass, stages the fix; Falcon applies it in a scratch
 * copy, starts the service and re-runs the target flows and then the gated ones. A fix that fails
 * goes back to the model in plain words (checks still failing, flows newly failing, the service's
 * startup error), up to `cores.structured.max_retries` more attempts. It completes only with a
 * verified fix. Without a way to verify (a start command, `confirmations: pr`) it cannot work, and
 * says so; the stage then falls back to freeform.
 */
import { untrusted, type DataPart, type Prompt } from '../agent/untrusted.js';
import { runAgentSession } from '../agent/session.js';
import type { AgentOutcome } from '../agent/types.js';
import type { Proposal } from '../fixes/types.js';
import { mergeToolCalls, metricsOf } from './metrics.js';
import { sessionInput } from './freeform.js';
import type { CoreContext, CoreOutput, InvestigationCore } from './types.js';

export const DEFAULT_MAX_RETRIES = 3;

const PLAN = [
  'Work in three steps.',
  '1. Plan: with the plan tool, state your hypothesis of the cause, the fix, and the flows that must pass once it is in (your test criteria).',
  '2. Execute: stage the complete fix with write_file.',
  '3. Answer with "Final Answer:" naming the cause and the fix. Falcon then verifies the fix against the patched service and tells you if it fails.',
].join('\n');

export const structuredCore: InvestigationCore = {
  name: 'structured',
  aliases: ['struct', 'fix-verify'],
  description:
    'Plan, stage a fix, verify it against the patched service, and retry with the verification result until the fix passes.',
  capabilities: ['planning', 'code_generation'],
  needsModel: true,
  async execute(context: CoreContext): Promise<CoreOutput> {
    const model = context.model;
    if (!model) throw new Error('structured needs a model');
    if (!context.canVerify) {
      throw new Error('structured verifies its fixes, which needs confirmations: pr and a start-command');
    }
    const started = performance.now();
    const maxRetries = context.workspace.config.cores?.structured?.max_retries ?? DEFAULT_MAX_RETRIES;
    const outcomes: AgentOutcome[] = [];
    let feedback: Prompt = [PLAN, ...(context.feedback ?? [])];
    let proposals: Proposal[] = [];
    for (let attempt = 0; attempt <= maxRetries; attempt++) {
      const outcome = await runAgentSession(sessionInput(context, model, feedback));
      outcomes.push(outcome);
      const staged = outcome.staged ?? [];
      if (outcome.stopReason !== 'answer' || staged.length === 0) break;
      proposals = await context.propose(staged, outcome.answer ?? '');
      const failed = proposals.filter((proposal) => proposal.verification.status !== 'verified');
      context.log.info(
        `structured: attempt ${attempt + 1}: ${failed.length === 0 ? 'the fix is verified' : `${failed.length} fix(es) failed verification`}`,
      );
      if (failed.length === 0) break;
      feedback = [PLAN, ...(context.feedback ?? []), ...retryFeedback(attempt + 1, failed)];
    }
    const outcome = combine(outcomes);
    const verified =
      proposals.length > 0 && proposals.every((proposal) => proposal.verification.status === 'verified');
    return {
      completed: verified,
      outcome: verified
        ? outcome
        : { ...outcome, message: outcome.message ?? unverifiedMessage(outcomes.length, proposals) },
      metrics: metricsOf(outcome, context, performance.now() - started, { subTasks: outcomes.length }),
      proposals,
    };
  },
};

/** What the model hears about a failed attempt: the facts of the verification, in plain words. */
export function retryFeedback(attempt: number, failed: readonly Proposal[]): Prompt {
  const prompt: Array<string | DataPart> = [];
  const lines = [
    `Your fix of attempt ${attempt} did not pass verification, and it was discarded: stage the complete fix again.`,
  ];
  for (const proposal of failed) {
    const verification = proposal.verification;
    lines.push('', `Fix changing ${proposal.files.map((file) => file.path).join(', ')}:`);
    if (verification.status === 'failed') {
      lines.push(`- ${verification.reason}`);
      if (verification.stillFailing.length > 0)
        lines.push(`- still failing: ${verification.stillFailing.join(', ')}`);
      if (verification.newlyFailing.length > 0) {
        lines.push(`- newly failing (it broke these gated flows): ${verification.newlyFailing.join(', ')}`);
      }
      if (verification.log) {
        // What the patched service printed is data: the code is unreviewed, whoever wrote it.
        prompt.push(lines.join('\n'), untrusted(verification.log.slice(-2000), "the patched service's log"));
        lines.length = 0;
      }
    } else if (verification.status === 'not_run') {
      lines.push(`- it could not be verified: ${verification.reason}`);
    }
    lines.push('- the diff was:', '```diff', ...proposal.files.map((file) => file.diff), '```');
  }
  prompt.push(lines.join('\n'));
  return prompt;
}

function unverifiedMessage(attempts: number, proposals: readonly Proposal[]): string {
  return proposals.length === 0
    ? `no fix was staged in ${attempts} attempt(s)`
    : `the fix did not pass verification after ${attempts} attempt(s)`;
}

/** One outcome for all attempts: the last one's answer and changes, the sum of what they used. */
function combine(outcomes: readonly AgentOutcome[]): AgentOutcome {
  const last = outcomes.at(-1)!;
  return {
    ...last,
    turns: outcomes.reduce((sum, outcome) => sum + outcome.turns, 0),
    toolCalls: mergeToolCalls(outcomes),
    usage: {
      promptTokens: outcomes.reduce((sum, outcome) => sum + outcome.usage.promptTokens, 0),
      completionTokens: outcomes.reduce((sum, outcome) => sum + outcome.usage.completionTokens, 0),
    },
    reports: [...new Set(outcomes.flatMap((outcome) => outcome.reports))],
    deniedWrites: outcomes.flatMap((outcome) => outcome.deniedWrites),
  };
}
