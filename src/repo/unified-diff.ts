/**
 * Unified diffs (the `diff -u` / `git diff` format) of two texts, for the confirmation a file write
 * asks and for the patches proposed on a pull request. jsdiff computes the shortest line diff
 * (Myers' algorithm); this module only frames it the way `git apply` and `patch` read it.
 *
 * When a file is rewritten beyond `MAX_EDIT_LENGTH` edits, the search stops and the whole file is
 * shown as removed then added: still a correct diff, only not the shortest, and never a run of
 * unbounded time or memory.
 */
import { parsePatch, structuredPatch, type StructuredPatchHunk } from 'diff';

/** Edits after which the shortest-diff search gives up. */
const MAX_EDIT_LENGTH = 1000;
const DEFAULT_CONTEXT = 3;
const NO_NEWLINE = '\\ No newline at end of file';

export interface UnifiedDiffOptions {
  /** The file's path relative to the repository, shown as `a/<path>` and `b/<path>`. */
  path: string;
  /** The file does not exist yet: the old side is `/dev/null`. */
  created?: boolean;
  /** Unchanged lines shown around each change; default 3. */
  context?: number;
}

export interface UnifiedDiff {
  /** The diff; empty when the texts are equal. */
  text: string;
  added: number;
  removed: number;
}

export function unifiedDiff(oldText: string, newText: string, options: UnifiedDiffOptions): UnifiedDiff {
  if (oldText === newText) return { text: '', added: 0, removed: 0 };
  const context = options.context ?? DEFAULT_CONTEXT;
  const patch = structuredPatch('a', 'b', oldText, newText, undefined, undefined, {
    context,
    maxEditLength: MAX_EDIT_LENGTH,
  });
  const hunks = patch ? patch.hunks : [wholeFileHunk(oldText, newText)];
  const header = [`--- ${options.created ? '/dev/null' : `a/${options.path}`}`, `+++ b/${options.path}`];
  let added = 0;
  let removed = 0;
  const body: string[] = [];
  for (const hunk of hunks) {
    body.push(`@@ -${range(hunk.oldStart, hunk.oldLines)} +${range(hunk.newStart, hunk.newLines)} @@`);
    for (const line of hunk.lines) {
      if (line.startsWith('+')) added++;
      else if (line.startsWith('-')) removed++;
      body.push(line);
    }
  }
  return { text: `${[...header, ...body].join('\n')}\n`, added, removed };
}

/** The fallback past the edit limit: every old line removed, every new line added. */
function wholeFileHunk(oldText: string, newText: string): StructuredPatchHunk {
  const side = (text: string, sign: '-' | '+'): string[] => {
    if (text === '') return [];
    const lines = text.split('\n');
    const noEol = lines.at(-1) !== '';
    if (!noEol) lines.pop();
    const marked = lines.map((line) => `${sign}${line}`);
    return noEol ? [...marked, NO_NEWLINE] : marked;
  };
  const removed = side(oldText, '-');
  const added = side(newText, '+');
  const count = (lines: string[]): number => lines.filter((line) => line !== NO_NEWLINE).length;
  return {
    oldStart: 1,
    oldLines: count(removed),
    newStart: 1,
    newLines: count(added),
    lines: [...removed, ...added],
  };
}

/**
 * `start,count` as GNU diff writes it: `start` alone for one line; for an empty range the line
 * before it (jsdiff's hunks count an empty range from the line after, as its own formatter fixes).
 */
function range(start: number, count: number): string {
  if (count === 1) return String(start);
  return `${count === 0 ? start - 1 : start},${count}`;
}

/** One hunk of a unified diff as read back: its line ranges and its lines, with their `+`/`-`/` ` marks. */
export interface DiffHunk {
  oldStart: number;
  oldLines: number;
  newStart: number;
  newLines: number;
  /** Each line with its mark; `\ No newline at end of file` notes included. */
  lines: string[];
  /** The hunk's header as written (`@@ -1,2 +1,3 @@ function x`). */
  header: string;
}

/**
 * The hunks of a unified diff (a fix's patch, or GitHub's `patch` of a pull request file), read by
 * jsdiff's `parsePatch`, which counts each hunk's lines by its header, so a removed line that itself
 * starts with `--` is not taken for a file header. A diff that cannot be read has no hunks.
 */
export function readDiffHunks(text: string): DiffHunk[] {
  let parsed;
  try {
    parsed = parsePatch(text);
  } catch {
    return [];
  }
  const headers = text.split('\n').filter((line) => line.startsWith('@@ '));
  return parsed
    .flatMap((file) => file.hunks)
    .map((hunk, index) => ({
      oldStart: hunk.oldStart,
      oldLines: hunk.oldLines,
      newStart: hunk.newStart,
      newLines: hunk.newLines,
      lines: hunk.lines,
      header: headers[index] ?? `@@ -${hunk.oldStart},${hunk.oldLines} +${hunk.newStart},${hunk.newLines} @@`,
    }));
}
