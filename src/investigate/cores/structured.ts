/**
 * structured: plan → execute → verify, and again with what verification saw. The model states its
 * hypothesis, the fix and the flows that must pass, stages the fix; Falcon applies it in a scratch
 * copy, starts the service and re-runs the target flows and then the gated ones. A fix that fails
 * goes back to the model with what the re-run saw, check by check next to what the same check saw
 * before the fix, then what the service printed and the diff, up to `cores.structured.max_retries`
 * more attempts. An attempt that stages a change already tried ends the work: verifying it again
 * would only repeat the answer. It completes only with a verified fix. Without a way to verify (a
 * start command, `confirmations: pr`) it cannot work, and says so; the stage then falls back to
 * freeform.
 */
import { untrusted, type Prompt } from '../agent/untrusted.js';
import { runAgentSession } from '../agent/session.js';
import type { AgentOutcome } from '../agent/types.js';
import { fingerprint, toFilePatches } from '../fixes/patches.js';
import { describeRerun, firstFailure } from '../fixes/rerun-report.js';
import type { FixAttempt, Proposal } from '../fixes/types.js';
import type { FlowResult } from '../../core/results.js';
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
    'Plan, stage a fix, verify it against the patched service, and retry with what the re-run saw until the fix passes.',
  capabilities: ['planning', 'code_generation'],
  needsModel: true,
  async execute(context: CoreContext): Promise<CoreOutput> {
    const maxRetries = context.workspace.config.cores?.structured?.max_retries ?? DEFAULT_MAX_RETRIES;
    return fixVerifyRetry(context, { attempts: maxRetries + 1 });
  },
};

/**
 * Up to `attempts` rounds of: a session stages a fix, Falcon verifies it, and a failed one goes back
 * with what verification saw. The adversarial core runs it one round at a time, between reviews.
 */
export async function fixVerifyRetry(
  context: CoreContext,
  options: { attempts: number },
): Promise<CoreOutput> {
  const model = context.model;
  if (!model) throw new Error('structured needs a model');
  if (!context.canVerify) {
    throw new Error('structured verifies its fixes, which needs confirmations: pr and a start-command');
  }
  const started = performance.now();
  const outcomes: AgentOutcome[] = [];
  const attempts: FixAttempt[] = [];
  /** The change each attempt staged, by fingerprint: an attempt that repeats one is not verified again. */
  const tried = new Map<string, number>();
  let feedback: Prompt = [PLAN, ...(context.feedback ?? [])];
  let proposals: Proposal[] = [];
  let repeated: string | undefined;
  for (let number = 1; number <= options.attempts; number++) {
    const outcome = await runAgentSession(sessionInput(context, model, feedback));
    outcomes.push(outcome);
    const staged = outcome.staged ?? [];
    if (outcome.stopReason !== 'answer' || staged.length === 0) break;
    const patches = toFilePatches(staged);
    const change = fingerprint(patches);
    const earlier = tried.get(change);
    if (earlier !== undefined) {
      repeated = `attempt ${number} staged the same change as attempt ${earlier}, which did not pass verification, so the structured core stopped`;
      attempts.push({
        number,
        files: filesOf(patches),
        outcome: 'repeated',
        detail: repeated,
        posted: false,
      });
      context.log.warning(`structured: ${repeated}`);
      break;
    }
    tried.set(change, number);
    proposals = await context.propose(staged, outcome.answer ?? '');
    const failed = proposals.filter((proposal) => proposal.verification.status !== 'verified');
    attempts.push({
      number,
      files: filesOf(patches),
      outcome: failed[0]?.verification.status ?? 'verified',
      ...(failed[0] ? { detail: detailOf(failed[0]) } : {}),
      posted: false,
    });
    context.log.info(
      `structured: attempt ${number}: ${failed.length === 0 ? 'the fix is verified' : `${failed.length} fix(es) failed verification`}`,
    );
    if (failed.length === 0) break;
    feedback = [PLAN, ...(context.feedback ?? []), ...retryFeedback(number, failed, context.results)];
  }
  // The proposals of the last attempt verified are the run's; a repeat left them as they were.
  const posted = [...attempts].reverse().find((attempt) => attempt.outcome !== 'repeated');
  if (posted && proposals.length > 0) posted.posted = true;
  const outcome = combine(outcomes);
  const verified =
    proposals.length > 0 && proposals.every((proposal) => proposal.verification.status === 'verified');
  return {
    completed: verified,
    outcome: verified
      ? outcome
      : { ...outcome, message: outcome.message ?? repeated ?? unverifiedMessage(attempts.length, proposals) },
    metrics: metricsOf(outcome, context, performance.now() - started, { subTasks: outcomes.length }),
    proposals,
    attempts,
  };
}

/**
 * What the model hears about a failed attempt: what the re-run against its patched service saw,
 * check by check beside what the same check saw before the fix, then what the service printed,
 * then its own diff. What the patched service answered and printed is data.
 */
export function retryFeedback(
  attempt: number,
  failed: readonly Proposal[],
  before: readonly FlowResult[],
): Prompt {
  const prompt: Array<Prompt[number]> = [
    `Your fix of attempt ${attempt} did not pass verification, and it was discarded: stage the complete fix again.`,
  ];
  for (const proposal of failed) {
    const verification = proposal.verification;
    const files = proposal.files.map((file) => file.path).join(', ');
    if (verification.status === 'not_run') {
      prompt.push(`Your fix changing ${files} could not be verified: ${verification.reason}.`);
    } else if (verification.status === 'failed') {
      prompt.push(`Your fix changing ${files}: ${verification.reason}.`);
      const rerun = describeRerun(verification, before);
      if (rerun) {
        prompt.push(
          'What the flows saw against your patched service, beside what they saw before your fix:',
          untrusted(rerun, 'the re-run against your patched service'),
        );
      }
      if (verification.log) {
        prompt.push(
          'The patched service printed (its last lines):',
          untrusted(verification.log.slice(-2000), "the patched service's log"),
        );
      }
    }
    prompt.push(
      ['Your change was:', '```diff', ...proposal.files.map((file) => file.diff), '```'].join('\n'),
    );
  }
  return prompt;
}

function filesOf(patches: ReturnType<typeof toFilePatches>): FixAttempt['files'] {
  return patches.map(({ path, added, removed }) => ({ path, added, removed }));
}

function detailOf(proposal: Proposal): string | undefined {
  const verification = proposal.verification;
  return verification.status === 'not_run' ? verification.reason : firstFailure(verification);
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
