/**
 * Proposed fixes as GitHub review suggestions. GitHub only takes a review comment on a line the
 * pull request's diff shows (anything else fails the whole review with 422), and a suggestion
 * replaces the lines it sits on with the text of its block. So each hunk of a fix becomes one
 * suggestion over exactly the lines it changes, and only when those lines lie in one hunk of the
 * pull request's diff and read there as the fix expects; every other hunk is left for the summary
 * comment to show as a diff block. Pure: no I/O, the pull request's patches come in as text.
 */
import { describeRisks } from '../../investigate/fixes/risk.js';
import { createHash } from 'node:crypto';
import type { FilePatch, OutsideDiff, Proposal, Verification } from '../../investigate/fixes/types.js';
import { collapse, cut } from '../../util/text.js';
import { readDiffHunks } from '../../repo/unified-diff.js';
import type { SuggestionMode } from '../../core/modes.js';

export interface Suggestion {
  proposalId: string;
  path: string;
  /** First line replaced, on the RIGHT side (the pull request's head); equals `line` for one line. */
  startLine: number;
  /** Last line replaced, on the RIGHT side. */
  line: number;
  /** The review comment: a title, the ```suggestion block, the hidden fingerprint marker. */
  body: string;
  fingerprint: string;
}

export interface SuggestionPlan {
  suggestions: Suggestion[];
  outsideDiff: OutsideDiff[];
}

/** A file of the pull request as the files API lists it; `patch` is absent for binary or huge files. */
export interface PullRequestFilePatch {
  path: string;
  patch?: string;
}

/** GitHub's cap on a review comment body, in characters. */
export const REVIEW_COMMENT_LIMIT = 65536;

const MARKER_PREFIX = 'falcon-ci:suggestion';
const MARKER = /<!-- falcon-ci:suggestion ([0-9a-f]{16}) -->\s*$/;

/** The hidden last line of each suggestion, by which later runs recognise it. */
export function suggestionMarker(fingerprint: string): string {
  return `<!-- ${MARKER_PREFIX} ${fingerprint} -->`;
}

/** The fingerprint of a comment body ending in a suggestion marker; undefined for any other body. */
export function fingerprintOf(body: string): string | undefined {
  return MARKER.exec(body)?.[1];
}

/**
 * Which hunks of which fixes become suggestions. A hunk is never split: half a fix applied is not
 * a fix. `outsideDiff` holds one entry per fix and file with the hunks left over (the whole patch
 * when none became a suggestion), for the summary comment to show as a diff block.
 */
export function planSuggestions(
  proposals: readonly Proposal[],
  changedFiles: readonly PullRequestFilePatch[],
  mode: SuggestionMode,
): SuggestionPlan {
  const plan: SuggestionPlan = { suggestions: [], outsideDiff: [] };
  const pullFiles = new Map(changedFiles.map((file) => [file.path, readPullFile(file)]));

  for (const proposal of proposals) {
    const risks = proposal.risks ?? [];
    const refusal =
      mode === 'off'
        ? 'suggestions are off'
        : mode === 'verified' && proposal.verification.status !== 'verified'
          ? 'not verified'
          : proposal.review && !proposal.review.approved
            ? 'not approved by the review'
            : risks.length > 0
              ? `not offered for one click: it adds ${describeRisks(risks)}, which the failure does not explain`
              : undefined;
    if (refusal !== undefined) {
      for (const file of proposal.files) plan.outsideDiff.push({ proposal, file, reason: refusal });
      continue;
    }

    const parsed = proposal.files.map((file) => ({ file, diff: parseDiff(file.diff) }));
    const parts = parsed.reduce((sum, { diff }) => sum + diff.hunks.filter(hasChange).length, 0);
    let part = 0;
    for (const { file, diff } of parsed) {
      const outside: Array<{ hunk: Hunk; reason: string }> = [];
      for (const hunk of diff.hunks) {
        if (!hasChange(hunk)) continue;
        part += 1;
        const placed = placeHunk(file, hunk, pullFiles.get(file.path));
        if ('reason' in placed) {
          outside.push({ hunk, reason: placed.reason });
          continue;
        }
        const suggestion = toSuggestion(proposal, file.path, placed, parts > 1 ? { part, parts } : undefined);
        if ([...suggestion.body].length > REVIEW_COMMENT_LIMIT) {
          outside.push({
            hunk,
            reason: `the suggestion for ${describeLines(placed.start, placed.end)} of ${file.path} is longer than a review comment may be (${REVIEW_COMMENT_LIMIT} characters)`,
          });
          continue;
        }
        plan.suggestions.push(suggestion);
      }
      if (outside.length === 0) continue;
      const reasons = [...new Set(outside.map((item) => item.reason))];
      plan.outsideDiff.push({
        proposal,
        file: restrictPatch(
          file,
          diff,
          outside.map((item) => item.hunk),
        ),
        reason: reasons.join('; '),
      });
    }
  }
  return plan;
}

// ---------------------------------------------------------------------------------------------
// Unified diffs: the fix's own (old side = the pull request's head) and GitHub's `patch`.

interface DiffLine {
  kind: ' ' | '-' | '+';
  text: string;
}

interface Hunk {
  oldStart: number;
  oldCount: number;
  newStart: number;
  newCount: number;
  lines: DiffLine[];
  /** The hunk as written, header and `\ No newline` notes included. */
  raw: string[];
}

interface ParsedDiff {
  /** What comes before the first hunk (`--- a/…`, `+++ b/…`). */
  header: string[];
  hunks: Hunk[];
}

function parseDiff(text: string): ParsedDiff {
  const rows = text.split('\n');
  const first = rows.findIndex((row) => row.startsWith('@@ '));
  return {
    header: first < 0 ? [] : rows.slice(0, first),
    hunks: readDiffHunks(text).map((hunk) => ({
      oldStart: hunk.oldStart,
      oldCount: hunk.oldLines,
      newStart: hunk.newStart,
      newCount: hunk.newLines,
      raw: [hunk.header, ...hunk.lines],
      lines: hunk.lines
        .filter((line) => !line.startsWith('\\'))
        .map((line) => ({ kind: (line[0] ?? ' ') as DiffLine['kind'], text: line.slice(1) })),
    })),
  };
}

function hasChange(hunk: Hunk): boolean {
  return hunk.lines.some((line) => line.kind !== ' ');
}

/** A pull request file's hunks: each one's RIGHT line range and the text of each of its lines. */
interface PullFile {
  hunks: Array<{ start: number; end: number; text: Map<number, string> }> | undefined;
}

function readPullFile(file: PullRequestFilePatch): PullFile {
  if (file.patch === undefined) return { hunks: undefined };
  const hunks = parseDiff(file.patch).hunks.map((hunk) => {
    const text = new Map<number, string>();
    let right = hunk.newStart;
    for (const line of hunk.lines) if (line.kind !== '-') text.set(right++, line.text);
    return { start: hunk.newStart, end: hunk.newStart + hunk.newCount - 1, text };
  });
  return { hunks };
}

// ---------------------------------------------------------------------------------------------
// Placing one hunk of a fix.

interface Placement {
  /** RIGHT-side lines replaced. */
  start: number;
  end: number;
  /** Their text at the pull request's head, as the fix's diff says. */
  expected: string[];
  replacement: string[];
}

/**
 * The lines a hunk changes, without its leading and trailing context (context lines reach past
 * the pull request's diff more often than not, and replacing them with themselves says nothing).
 * An insertion replaces a neighbouring line with itself plus the new lines: the line before it,
 * else the line after (an insertion at the top of the file has no line before).
 */
function placements(hunk: Hunk): Placement[] {
  const first = hunk.lines.findIndex((line) => line.kind !== ' ');
  let last = hunk.lines.length - 1;
  while (last > first && hunk.lines[last]!.kind === ' ') last -= 1;
  // `-12,0` names the line an insertion follows; any other start is the hunk's first old line.
  let oldLine = hunk.oldCount === 0 ? hunk.oldStart + 1 : hunk.oldStart;
  for (const line of hunk.lines.slice(0, first)) if (line.kind !== '+') oldLine += 1;

  const segment = hunk.lines.slice(first, last + 1);
  const expected = segment.filter((line) => line.kind !== '+').map((line) => line.text);
  const replacement = segment.filter((line) => line.kind !== '-').map((line) => line.text);
  if (expected.length > 0)
    return [{ start: oldLine, end: oldLine + expected.length - 1, expected, replacement }];

  const options: Placement[] = [];
  const before = hunk.lines[first - 1];
  if (before?.kind === ' ') {
    options.push({
      start: oldLine - 1,
      end: oldLine - 1,
      expected: [before.text],
      replacement: [before.text, ...replacement],
    });
  }
  const after = hunk.lines[last + 1];
  if (after?.kind === ' ') {
    options.push({
      start: oldLine,
      end: oldLine,
      expected: [after.text],
      replacement: [...replacement, after.text],
    });
  }
  return options;
}

function placeHunk(
  file: FilePatch,
  hunk: Hunk,
  pullFile: PullFile | undefined,
): Placement | { reason: string } {
  const { path } = file;
  if (file.created) {
    return {
      reason: `${path} is a new file, and a suggestion can only change lines the pull request already has`,
    };
  }
  if (pullFile === undefined) {
    return {
      reason: `the pull request does not change ${path}, and a suggestion can only go on lines of its diff`,
    };
  }
  if (pullFile.hunks === undefined) {
    return {
      reason: `GitHub shows no diff for ${path} (a binary or very large file), so no line of it can carry a suggestion`,
    };
  }
  const options = placements(hunk);
  if (options.length === 0) {
    const after = hunk.oldCount === 0 ? hunk.oldStart : hunk.oldStart + hunk.oldCount - 1;
    return {
      reason: `the lines inserted after line ${after} of ${path} have no neighbouring line in the fix's diff to attach a suggestion to`,
    };
  }
  let firstReason: string | undefined;
  for (const option of options) {
    const reason = checkAgainstPullRequest(option, path, pullFile.hunks);
    if (reason === undefined) return option;
    firstReason ??= reason;
  }
  return { reason: firstReason! };
}

/** Why `placement` cannot be a suggestion on the pull request, or undefined when it can. */
function checkAgainstPullRequest(
  placement: Placement,
  path: string,
  hunks: NonNullable<PullFile['hunks']>,
): string | undefined {
  const lines = describeLines(placement.start, placement.end);
  // GitHub wants a comment's start line and line in the same hunk, not merely both in the diff.
  const hunk = hunks.find(
    (candidate) => candidate.start <= placement.start && placement.end <= candidate.end,
  );
  if (!hunk)
    return `${lines} of ${path} ${placement.start === placement.end ? 'is' : 'are'} outside the pull request's diff`;
  // The run may have checked out something other than the head commit (`actions/checkout` takes
  // the merge commit by default), where the same text can sit at other line numbers. A suggestion
  // on the head's numbering would then replace the wrong lines, so the text must agree.
  const differs = placement.expected.some(
    (text, offset) => stripCr(hunk.text.get(placement.start + offset)) !== stripCr(text),
  );
  if (differs) {
    return `${lines} of ${path} read differently at the pull request's head than in the checkout the fix was made in, so a suggestion there could replace the wrong lines`;
  }
  return undefined;
}

function stripCr(text: string | undefined): string | undefined {
  return text?.endsWith('\r') ? text.slice(0, -1) : text;
}

function describeLines(start: number, end: number): string {
  return start === end ? `line ${start}` : `lines ${start}–${end}`;
}

// ---------------------------------------------------------------------------------------------
// The comment.

function toSuggestion(
  proposal: Proposal,
  path: string,
  placement: Placement,
  part: { part: number; parts: number } | undefined,
): Suggestion {
  // The verification status is part of the fingerprint: when it changes, the comment's title
  // would no longer say the truth, so the old comment is replaced rather than kept.
  const fingerprint = createHash('sha256')
    .update(
      JSON.stringify([
        proposal.id,
        path,
        placement.start,
        placement.end,
        placement.replacement,
        proposal.verification.status,
      ]),
    )
    .digest('hex')
    .slice(0, 16);
  const fence = '`'.repeat(Math.max(3, longestBacktickRun(placement.replacement) + 1));
  const body = [
    `**Falcon CI: ${oneLine(proposal.title, 200)}** — ${verificationNote(proposal.verification)}`,
    ...(part ? ['', `Part ${part.part} of ${part.parts} of this fix; apply the parts together.`] : []),
    '',
    `${fence}suggestion`,
    ...placement.replacement,
    fence,
    suggestionMarker(fingerprint),
  ].join('\n');
  return {
    proposalId: proposal.id,
    path,
    startLine: placement.start,
    line: placement.end,
    body,
    fingerprint,
  };
}

/** What was verified, in the words a reviewer needs before accepting the change. */
export function verificationNote(verification: Verification): string {
  switch (verification.status) {
    case 'verified':
      return 'the failing flows pass with this change: re-run against the patched service in a sandbox, no gated flow newly fails (nothing else was checked)';
    case 'failed': {
      const lists = [
        verification.stillFailing.length > 0 ? `still failing: ${names(verification.stillFailing)}` : '',
        verification.newlyFailing.length > 0 ? `newly failing: ${names(verification.newlyFailing)}` : '',
      ].filter(Boolean);
      const reason = oneLine(verification.reason, 300);
      return `not verified: ${reason}${lists.length > 0 ? ` (${lists.join('; ')})` : ''}`;
    }
    case 'not_run':
      return `not verified: ${oneLine(verification.reason, 300)}`;
  }
}

function names(flows: readonly string[]): string {
  const shown = flows.slice(0, 3).join(', ');
  return flows.length > 3 ? `${shown} and ${flows.length - 3} more` : shown;
}

/** Free text on one line, cut at `max` characters: titles and reasons come from the model and tools. */
function oneLine(text: string, max: number): string {
  return cut(collapse(text), max);
}

/** The fence must be longer than any backtick run inside, or the block would end early. */
function longestBacktickRun(lines: readonly string[]): number {
  let longest = 0;
  for (const line of lines)
    for (const run of line.match(/`+/g) ?? []) longest = Math.max(longest, run.length);
  return longest;
}

/** `file` with only `hunks` (all of them: `file` itself), its counts recomputed. */
function restrictPatch(file: FilePatch, diff: ParsedDiff, hunks: readonly Hunk[]): FilePatch {
  if (hunks.length === diff.hunks.filter(hasChange).length) return file;
  const lines = hunks.flatMap((hunk) => hunk.lines);
  return {
    ...file,
    diff: [...diff.header, ...hunks.flatMap((hunk) => hunk.raw)].join('\n') + '\n',
    added: lines.filter((line) => line.kind === '+').length,
    removed: lines.filter((line) => line.kind === '-').length,
  };
}
