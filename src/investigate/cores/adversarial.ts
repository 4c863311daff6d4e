/**
 * adversarial: a player and a coach. The player investigates and stages a fix (through the
 * structured core when fixes can be verified, else freeform); the coach, a separate session with
 * its own prompt and optionally its own model (`coach-model`), reviews the diff against the failure
 * for correctness, security, loosened tests, unrelated changes and size, and classes each issue
 * critical, major or minor. Quality = 1 − (0.4·critical + 0.2·major + 0.1·minor). Below
 * `cores.adversarial.min_quality` the player tries again with the critique, up to
 * `max_iterations`; only an approved fix may become a review suggestion.
 */
import type { AgentOutcome, Model, ModelUsage } from '../agent/types.js';
import { randomBytes } from 'node:crypto';
import { dataRule } from '../agent/history.js';
import { mapPrompt, renderPrompt, untrusted, type Prompt } from '../agent/untrusted.js';
import { describeRisks } from '../fixes/risk.js';
import type { FixAttempt, FixReview, Proposal, ReviewSeverity } from '../fixes/types.js';
import { describeRerun, firstFailure } from '../fixes/rerun-report.js';
import { freeformCore } from './freeform.js';
import { addUsage, metricsOf } from './metrics.js';
import { fixVerifyRetry } from './structured.js';
import type { CoreContext, CoreOutput, InvestigationCore } from './types.js';

export const DEFAULT_MIN_QUALITY = 0.8;
export const DEFAULT_MAX_ITERATIONS = 3;
/** Characters of diff the coach reads: a fix larger than this is itself a finding. */
const REVIEW_DIFF_CHARS = 30_000;

const WEIGHTS: Record<ReviewSeverity, number> = { critical: 0.4, major: 0.2, minor: 0.1 };

const COACH_PROMPT = [
  'You are the coach: you review a fix another engineer proposes for a failing API test, before it is suggested on a pull request.',
  'Judge it against the failure: is it correct, is it safe (no secrets, no injection, no disabled checks), does it loosen a test or a flow expectation instead of fixing the code, does it change files unrelated to the failure, is it larger than it needs to be?',
  'Class each issue: critical (wrong, unsafe, or loosens a test), major (incomplete, or unrelated changes), minor (style, size).',
  'Reply with JSON only, in this shape: {"issues": [{"severity": "critical" | "major" | "minor", "message": "what is wrong and what to do"}]}. An empty list approves the fix.',
].join('\n');

export function qualityScore(issues: readonly { severity: ReviewSeverity }[]): number {
  const penalty = issues.reduce((sum, issue) => sum + WEIGHTS[issue.severity], 0);
  return Math.max(0, Math.round((1 - penalty) * 100) / 100);
}

export const adversarialCore: InvestigationCore = {
  name: 'adversarial',
  aliases: ['coach', 'review'],
  description:
    'A player proposes a fix, a coach reviews it for correctness, security, loosened tests and unrelated changes; only an approved fix is suggested.',
  capabilities: ['review', 'code_generation', 'multi_agent'],
  needsModel: true,
  async execute(context: CoreContext): Promise<CoreOutput> {
    if (!context.model) throw new Error('adversarial needs a model');
    const coach = context.coachModel ?? context.model;
    const settings = context.workspace.config.cores?.adversarial;
    const minQuality = settings?.min_quality ?? DEFAULT_MIN_QUALITY;
    const maxIterations = settings?.max_iterations ?? DEFAULT_MAX_ITERATIONS;
    // With a way to verify, the player makes one verified attempt a round, so the coach reviews
    // every attempt with what verification saw; without one, a freeform session a round.
    const player = (round: CoreContext): Promise<CoreOutput> =>
      context.canVerify ? fixVerifyRetry(round, { attempts: 1 }) : freeformCore.execute(round);
    const started = performance.now();
    const usage: ModelUsage = { promptTokens: 0, completionTokens: 0 };
    let critique: Prompt = [];
    let last: CoreOutput | undefined;
    let proposals: Proposal[] = [];
    const attempts: FixAttempt[] = [];
    let iterations = 0;
    while (iterations < maxIterations) {
      iterations++;
      last = await player({ ...context, feedback: [...(context.feedback ?? []), ...critique] });
      addUsage(usage, last.outcome.usage);
      for (const attempt of last.attempts ?? []) attempts.push({ ...attempt, number: attempts.length + 1 });
      const staged = last.outcome.staged ?? [];
      proposals =
        last.proposals ?? (staged.length > 0 ? await context.propose(staged, last.outcome.answer ?? '') : []);
      if (proposals.length === 0 || last.outcome.stopReason !== 'answer') break;
      const review = await reviewFixes(coach, context, proposals, usage);
      const approved = review.score >= minQuality;
      for (const proposal of proposals) proposal.review = { ...review, approved, iterations };
      const reviewed = attempts.at(-1);
      if (reviewed && last.attempts?.length) reviewed.review = { ...review, approved };
      context.log.info(
        `adversarial: round ${iterations}: score ${review.score}${approved ? ', approved' : ''}`,
      );
      if (approved) break;
      // The coach's words are another model's, written after reading the same data: data too.
      critique = [
        `The reviewer rejected your fix (score ${review.score}, ${minQuality} needed). Its findings:`,
        untrusted(
          review.issues.map((issue) => `- ${issue.severity}: ${issue.message}`).join('\n'),
          "the reviewer's findings",
        ),
        ...proposals.flatMap((proposal) => verificationFacts(proposal, context.results)),
        'Stage a fix that addresses them.',
      ];
    }
    for (const attempt of attempts) attempt.posted = false;
    if (attempts.length > 0 && proposals.length > 0) attempts.at(-1)!.posted = true;
    const outcome: AgentOutcome = { ...last!.outcome, usage };
    return {
      completed: proposals.length > 0 && proposals.every((proposal) => proposal.review?.approved === true),
      outcome,
      metrics: metricsOf(outcome, context, performance.now() - started, { reviewIterations: iterations }),
      proposals,
      ...(attempts.length > 0 ? { attempts } : {}),
    };
  },
};

/** What verification saw of a fix that failed it, as data for the model that reads it. */
function verificationFacts(proposal: Proposal, before: CoreContext['results']): Prompt {
  const rerun = describeRerun(proposal.verification, before);
  return rerun
    ? [
        'What the flows saw against the patched service, beside what they saw before the fix:',
        untrusted(rerun, 'the re-run against the patched service'),
      ]
    : [];
}

/** One review by the coach; an answer that cannot be read counts as one major issue, never as approval. */
async function reviewFixes(
  coach: Model,
  context: CoreContext,
  proposals: readonly Proposal[],
  usage: ModelUsage,
): Promise<Pick<FixReview, 'issues' | 'score'>> {
  const failures = context.findings
    .map((finding) => `- ${finding.flow} › ${finding.step}: ${finding.summary}`)
    .join('\n');
  const diff = proposals.flatMap((proposal) => proposal.files.map((file) => file.diff)).join('\n');
  const risks = proposals.flatMap((proposal) => proposal.risks ?? []);
  // The failures hold what the API answered, and the fix was written by a model that read them:
  // both are data the coach judges, never instructions it follows.
  const tag = randomBytes(6).toString('hex');
  const request = renderPrompt(
    mapPrompt(
      [
        'The failures:',
        untrusted(failures || '(no triage findings)', 'the failures of this run'),
        'The fix, as a unified diff:',
        untrusted(
          diff.length > REVIEW_DIFF_CHARS
            ? `${diff.slice(0, REVIEW_DIFF_CHARS)}\n… (cut: the fix is larger than the reviewer reads)`
            : diff,
          'the fix under review',
        ),
        ...(risks.length > 0
          ? [`Falcon flags lines of this fix that the failure does not explain: ${describeRisks(risks)}.`]
          : []),
        ...proposals.flatMap((proposal) => {
          const verification = proposal.verification;
          if (verification.status === 'verified') {
            return [
              'Falcon re-ran the flows against the patched service: the failing flows pass with this fix.',
            ];
          }
          return [
            `Falcon's verification of this fix: ${verification.status === 'failed' ? 'it failed' : 'it could not run'} (${verification.reason}).`,
            ...verificationFacts(proposal, context.results),
          ];
        }),
      ],
      (text) => context.redactor.text(text),
    ),
    tag,
  );
  let text: string;
  try {
    const response = await coach.complete(
      [
        { role: 'system', content: `${COACH_PROMPT}\n\n${dataRule(tag)}` },
        { role: 'user', content: request },
      ],
      [],
      { signal: context.signal },
    );
    if (response.usage) {
      addUsage(usage, response.usage);
      context.limits.meter?.add(response.usage);
    }
    text = response.text;
  } catch (error) {
    const issues = [
      { severity: 'major' as const, message: `the review could not run: ${(error as Error).message}` },
    ];
    return { issues, score: qualityScore(issues) };
  }
  const issues = [...failedVerification(proposals), ...parseIssues(text)];
  return { issues, score: qualityScore(issues) };
}

/** A fix that failed verification is wrong whatever the coach thinks: one critical issue naming the check. */
function failedVerification(proposals: readonly Proposal[]): FixReview['issues'] {
  return proposals.flatMap((proposal) =>
    proposal.verification.status === 'failed'
      ? [
          {
            severity: 'critical' as const,
            message: `verification failed: ${firstFailure(proposal.verification) ?? proposal.verification.reason}`,
          },
        ]
      : [],
  );
}

/** The coach's issues from its reply: the JSON object, even inside a code fence or prose. */
export function parseIssues(text: string): FixReview['issues'] {
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  try {
    const data = JSON.parse(text.slice(start, end + 1)) as { issues?: unknown };
    if (!Array.isArray(data.issues)) throw new Error('no issues list');
    return data.issues.flatMap((issue) => {
      const { severity, message } = (issue ?? {}) as { severity?: unknown; message?: unknown };
      return severity === 'critical' || severity === 'major' || severity === 'minor'
        ? [{ severity, message: typeof message === 'string' ? message : '' }]
        : [{ severity: 'major' as const, message: `an issue without a severity: ${JSON.stringify(issue)}` }];
    });
  } catch {
    return [
      { severity: 'major', message: 'the review was not the JSON asked for, so the fix is not approved' },
    ];
  }
}
