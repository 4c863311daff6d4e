/**
 * Unified-diff hunks as GitHub reads them for review comments: which lines of a file's `patch` can
 * carry a comment, on which side, at which diff position, and the messages GitHub answers with when
 * a comment points elsewhere.
 */

export type Side = 'LEFT' | 'RIGHT';

export interface DiffLine {
  /** 1 is the line below the first `@@` header; later headers take a position too, as on GitHub. */
  position: number;
  hunk: number;
  kind: 'context' | 'added' | 'removed' | 'header' | 'note';
  /** Line number in the old file (context and removed lines). */
  left?: number;
  /** Line number in the new file (context and added lines). */
  right?: number;
  text: string;
}

export interface ParsedPatch {
  lines: DiffLine[];
  additions: number;
  deletions: number;
}

const HUNK_HEADER = /^@@ -(\d+)(?:,\d+)? \+(\d+)(?:,\d+)? @@/;

export function parsePatch(patch: string): ParsedPatch {
  const lines: DiffLine[] = [];
  let hunk = -1;
  let left = 0;
  let right = 0;
  let additions = 0;
  let deletions = 0;
  const texts = patch.split('\n');
  // A trailing newline ends the last line; it does not start another.
  if (texts.at(-1) === '') texts.pop();
  for (const text of texts) {
    const header = HUNK_HEADER.exec(text);
    if (header) {
      hunk += 1;
      left = Number(header[1]);
      right = Number(header[2]);
      // The first header is position 0: positions count the lines below it.
      lines.push({ position: lines.length, hunk, kind: 'header', text });
      continue;
    }
    if (hunk < 0) continue;
    const position = lines.length;
    if (text.startsWith('+')) {
      lines.push({ position, hunk, kind: 'added', right: right++, text });
      additions += 1;
    } else if (text.startsWith('-')) {
      lines.push({ position, hunk, kind: 'removed', left: left++, text });
      deletions += 1;
    } else if (text.startsWith('\\')) {
      lines.push({ position, hunk, kind: 'note', text });
    } else {
      lines.push({ position, hunk, kind: 'context', left: left++, right: right++, text });
    }
  }
  return { lines, additions, deletions };
}

export interface ReviewCommentRequest {
  path: string;
  line?: number;
  side?: string;
  start_line?: number;
  start_side?: string;
  position?: number;
}

/** Where a review comment lands, as GitHub reports it back. */
export interface ReviewCommentAnchor {
  position: number;
  line?: number;
  side: Side;
  startLine?: number;
  startSide?: Side;
  /** The hunk from its header down to the commented line. */
  diffHunk: string;
}

const LINE_OUTSIDE = 'Pull request review thread line must be part of the diff';
const START_OTHER_HUNK = 'Pull request review thread start line must be part of the same hunk as the line.';
const START_AFTER_END = 'Pull request review thread start line must precede the end line.';
const PATH_INVALID = 'Pull request review thread path is invalid';
const POSITION_INVALID = 'Pull request review thread position is invalid';
const HUNK_BLANK = "Pull request review thread diff hunk can't be blank";

/**
 * Places a comment of `pulls/create-review` on a file's patch (`undefined` when the PR does not touch
 * the path). Returns GitHub's messages when it cannot, in GitHub's order; the caller joins them the
 * way GitHub does (see `toSentence`).
 */
export function anchorReviewComment(
  patch: string | undefined,
  fileInPullRequest: boolean,
  comment: ReviewCommentRequest,
): { anchor: ReviewCommentAnchor } | { messages: string[] } {
  if (!fileInPullRequest) return { messages: [PATH_INVALID, HUNK_BLANK] };
  const parsed = parsePatch(patch ?? '');

  if (comment.line === undefined) {
    if (comment.position === undefined) return { messages: [HUNK_BLANK] };
    const target = parsed.lines[comment.position];
    if (!target || comment.position < 1 || target.kind === 'header' || target.kind === 'note') {
      return { messages: [POSITION_INVALID, HUNK_BLANK] };
    }
    const side: Side = target.kind === 'removed' ? 'LEFT' : 'RIGHT';
    const line = side === 'LEFT' ? target.left : target.right;
    return { anchor: { position: target.position, side, diffHunk: hunkUpTo(parsed, target), line } };
  }

  const side: Side = comment.side === 'LEFT' ? 'LEFT' : 'RIGHT';
  const end = findLine(parsed, comment.line, side);
  const messages: string[] = [];
  if (!end) messages.push(LINE_OUTSIDE);
  let startSide: Side | undefined;
  if (comment.start_line !== undefined) {
    startSide = comment.start_side === 'LEFT' ? 'LEFT' : comment.start_side === 'RIGHT' ? 'RIGHT' : side;
    const start = findLine(parsed, comment.start_line, startSide);
    if (!start || !end || start.hunk !== end.hunk) messages.push(START_OTHER_HUNK);
    else if (start.position >= end.position) messages.push(START_AFTER_END);
  }
  if (!end) messages.push(HUNK_BLANK);
  if (messages.length > 0 || !end) return { messages };
  return {
    anchor: {
      position: end.position,
      line: comment.line,
      side,
      ...(comment.start_line === undefined ? {} : { startLine: comment.start_line, startSide }),
      diffHunk: hunkUpTo(parsed, end),
    },
  };
}

function findLine(parsed: ParsedPatch, line: number, side: Side): DiffLine | undefined {
  return parsed.lines.find((candidate) => (side === 'LEFT' ? candidate.left : candidate.right) === line);
}

function hunkUpTo(parsed: ParsedPatch, target: DiffLine): string {
  return parsed.lines
    .filter((line) => line.hunk === target.hunk && line.position <= target.position)
    .map((line) => line.text)
    .join('\n');
}

/** Joins messages as GitHub (Rails' `to_sentence`) does: "a", "a and b", "a, b, and c". */
export function toSentence(messages: string[]): string {
  if (messages.length <= 2) return messages.join(' and ');
  return `${messages.slice(0, -1).join(', ')}, and ${messages.at(-1)}`;
}
