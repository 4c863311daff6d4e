import type { CoreReport, InvestigationResult } from '../../investigate/types.js';
import type { FixAttempt, FixReview, Proposal } from '../../investigate/fixes/types.js';
import type { OutsideDiff } from '../../investigate/fixes/types.js';
import { clip, collapse, escapeHtml, plural } from '../../util/text.js';
import { codeBlock } from '../markdown.js';

/** The agent's answer is clipped so it can never push the failures out of a comment. */
const ANSWER_CHARS = 3000;
/** A fix's diff is clipped past this many characters; the patch file holds all of it. */
const FIX_DIFF_CHARS = 6000;

/**
 * What the agent concluded, for the reports, the job summary and the comment: how it ended, its
 * answer, the reports it wrote and the changes that were refused. Nothing when it did not run.
 */
export function renderAgentOutcome(
  agent: InvestigationResult,
  heading: '##' | '###',
  core?: CoreReport,
): string | undefined {
  if (agent.stopReason === 'skipped') return undefined;
  const lines = [
    `${heading} Investigation`,
    '',
    core?.ran === 'workflow'
      ? `_The workflow core ${agentOutcome(agent.stopReason)} without a model._`
      : `_The agent ${agentOutcome(agent.stopReason)} after ${plural(agent.turns, 'turn')}._`,
  ];
  if (core) lines.push('', coreLine(core));
  if (agent.message) lines.push('', `> ${escapeHtml(collapse(agent.message))}`);
  if (agent.answer) {
    lines.push(
      '',
      ...clip(agent.answer, ANSWER_CHARS)
        .split('\n')
        .map((line) => `> ${escapeHtml(line)}`),
    );
  }
  if (agent.reports.length > 0)
    lines.push('', `Reports: ${agent.reports.map((report) => `\`${report}\``).join(', ')}`);
  if (agent.deniedWrites.length > 0) {
    lines.push(
      '',
      `Changes refused, not applied: ${agent.deniedWrites.map((write) => `\`${write.path}\``).join(', ')}`,
    );
  }
  return lines.join('\n');
}

/** Which core ran, why it was chosen, and what it cost: the same on every run with the same work. */
function coreLine(core: CoreReport): string {
  const chosen =
    core.source === 'requested'
      ? 'named in the options'
      : `chosen by ${core.source}, confidence ${core.confidence}`;
  const cost = [
    plural(core.metrics.tokens, 'token'),
    plural(core.metrics.toolCalls, 'tool call'),
    ...(core.metrics.costDollars > 0 ? [`$${core.metrics.costDollars.toFixed(4)}`] : []),
    ...(core.metrics.subTasks > 0 ? [plural(core.metrics.subTasks, 'sub-task')] : []),
  ].join(', ');
  const fellBack = core.fellBack ? ` ${escapeHtml(core.fellBack)}.` : '';
  return `Core: **${core.ran}** (${chosen}: ${escapeHtml(core.rationale)}).${fellBack} ${cost}.`;
}

/**
 * Every proposed fix: verified or not and why, what it changes, the flows it fixes, and how to
 * apply it. Given `outsideDiff`, only the parts that are not review suggestions are shown as diffs.
 */
export function renderProposals(
  proposals: readonly Proposal[],
  outsideDiff: readonly OutsideDiff[] | undefined,
  heading: '##' | '###',
  attempts: readonly FixAttempt[] = [],
): string | undefined {
  if (proposals.length === 0 && attempts.length === 0) return undefined;
  const lines = [`${heading} Proposed fixes`];
  if (attempts.length > 0) lines.push('', ...attemptLines(attempts));
  for (const proposal of proposals) {
    const files = proposal.files
      .map((file) => `\`${file.path}\` (+${file.added} −${file.removed})`)
      .join(', ');
    const flows = proposal.targetFlows.map((flow) => `\`${flow}\``).join(', ');
    lines.push(
      '',
      `**${escapeHtml(proposal.title)}** · ${verificationLine(proposal)}`,
      '',
      `Changes ${files}; should fix ${flows}.`,
    );
    if (proposal.review) lines.push('', reviewLine(proposal.review));
    const risks = proposal.risks ?? [];
    if (risks.length > 0) {
      lines.push(
        '',
        '🚩 **Read it line by line before applying**: it adds what the failure does not explain:',
        '',
        ...risks.map(
          (risk) => `- \`${risk.path}:${risk.line}\` ${risk.kind}: \`${risk.text.replace(/`/g, "'")}\``,
        ),
      );
    }
    const shown = outsideDiff
      ? outsideDiff.filter((part) => part.proposal.id === proposal.id)
      : proposal.files.map((file) => ({ file, reason: '' }));
    for (const part of shown) {
      if (part.reason) lines.push('', `_${escapeHtml(part.reason)}:_`);
      lines.push('', ...codeBlock(clip(part.file.diff, FIX_DIFF_CHARS), 'diff'));
    }
    if (outsideDiff && shown.length < proposal.files.length) {
      lines.push('', '_The rest is posted as review suggestions on the changed lines._');
    }
    if (proposal.patchFile) lines.push('', `Apply it locally with \`git apply ${proposal.patchFile}\`.`);
  }
  return lines.join('\n');
}

/** Each fix a core tried, what verification saw of it, and which one is proposed below. */
function attemptLines(attempts: readonly FixAttempt[]): string[] {
  return [
    `${plural(attempts.length, 'attempt')}:`,
    ...attempts.map((attempt) => {
      const files = attempt.files
        .map((file) => `\`${file.path}\` (+${file.added} −${file.removed})`)
        .join(', ');
      const detail = attempt.detail ? `: ${escapeHtml(collapse(attempt.detail))}` : '';
      const posted = attempt.posted ? ' — **proposed below**' : '';
      const review = attempt.review
        ? ` · review ${attempt.review.score.toFixed(2)}, ${attempt.review.approved ? 'approved' : 'rejected'}`
        : '';
      return `${attempt.number}. ${files} · ${ATTEMPT_OUTCOMES[attempt.outcome]}${detail}${review}${posted}`;
    }),
  ];
}

const ATTEMPT_OUTCOMES: Record<FixAttempt['outcome'], string> = {
  verified: '✅ the failing flows pass with it',
  failed: '❌ failed verification',
  not_run: '⚠️ not verified',
  repeated: '⏹ repeated an earlier attempt',
};

/** The coach's verdict and score, and its issues worst first. */
function reviewLine(review: FixReview): string {
  const verdict = review.approved ? '✅ **approved by the review**' : '⛔ **rejected by the review**';
  const issues = review.issues.map((issue) => `${issue.severity}: ${escapeHtml(collapse(issue.message))}`);
  return `${verdict} (score ${review.score.toFixed(2)} after ${plural(review.iterations, 'round')})${issues.length > 0 ? `: ${issues.join('; ')}` : ''}`;
}

function verificationLine(proposal: Proposal): string {
  const verification = proposal.verification;
  switch (verification.status) {
    case 'verified':
      return '✅ **the failing flows pass with this change**: re-run against the patched service in a sandbox, and no gated flow newly fails; nothing else was checked';
    case 'failed':
      return `⚠️ **not verified**: ${escapeHtml(collapse(verification.reason))}`;
    case 'not_run':
      return `⚠️ **not verified** (${escapeHtml(collapse(verification.reason))})`;
  }
}

function agentOutcome(reason: string): string {
  switch (reason) {
    case 'answer':
      return 'answered';
    case 'model_error':
      return 'could not finish: the model failed';
    case 'cancelled':
      return 'was cancelled';
    case 'deadline':
      return 'ran out of time';
    default:
      return `stopped (${reason.replace(/_/g, ' ')})`;
  }
}
