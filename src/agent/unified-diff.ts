/**
 * Unified diffs (the `diff -u` / `git diff` format) of two texts, for the confirmation a file write
 * asks and for the patches proposed on a pull request. Both are read by people, so the diff is the
 * shortest one (Myers' O(ND) algorithm) with three lines of context, and applies with `git apply`
 * and `patch`.
 *
 * Agent fixes are usually a few lines in a longer file, so the common head and tail are cut off
 * first and the algorithm only sees the changed middle. When the middle is rewritten beyond
 * `MAX_EDIT_DISTANCE` edits, the search stops and the middle is shown as removed then added: still
 * a correct diff, only not the shortest, and never a run of unbounded time or memory.
 */

/** Edits after which the shortest-diff search gives up (its memory grows with the square of this). */
const MAX_EDIT_DISTANCE = 1000;
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

interface Line {
  text: string;
  /** The file's last line, with no newline after it (`\ No newline at end of file`). */
  noEol: boolean;
}

type Op = { kind: ' ' | '-' | '+'; line: Line };

export function unifiedDiff(oldText: string, newText: string, options: UnifiedDiffOptions): UnifiedDiff {
  const before = splitLines(oldText);
  const after = splitLines(newText);
  const ops = diffLines(before, after);
  const added = ops.filter((op) => op.kind === '+').length;
  const removed = ops.filter((op) => op.kind === '-').length;
  if (added === 0 && removed === 0) return { text: '', added, removed };

  const header = [options.created ? '--- /dev/null' : `--- a/${options.path}`, `+++ b/${options.path}`];
  const hunks = groupHunks(ops, options.context ?? DEFAULT_CONTEXT).map(renderHunk);
  return { text: [...header, ...hunks].join('\n') + '\n', added, removed };
}

/** Lines without their `\n`; a text ending in `\n` has no empty last line, and `''` has no lines. */
function splitLines(text: string): Line[] {
  if (text === '') return [];
  const parts = text.split('\n');
  const endsWithNewline = parts[parts.length - 1] === '';
  if (endsWithNewline) parts.pop();
  return parts.map((part, index) => ({
    text: part,
    noEol: !endsWithNewline && index === parts.length - 1,
  }));
}

/** The edit script from `before` to `after`: every line once, as kept, removed or added. */
function diffLines(before: Line[], after: Line[]): Op[] {
  // Lines compare as small integers: one lookup per line instead of a string compare per probe.
  const ids = new Map<string, number>();
  const idOf = (line: Line): number => {
    const key = `${line.noEol ? 1 : 0}:${line.text}`;
    let id = ids.get(key);
    if (id === undefined) ids.set(key, (id = ids.size));
    return id;
  };
  const a = before.map(idOf);
  const b = after.map(idOf);

  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head++;
  let tail = 0;
  while (
    tail < a.length - head &&
    tail < b.length - head &&
    a[a.length - 1 - tail] === b[b.length - 1 - tail]
  )
    tail++;

  const middle =
    shortestEdit(a.slice(head, a.length - tail), b.slice(head, b.length - tail)) ??
    replaceAll(a.length - head - tail, b.length - head - tail);

  const ops: Op[] = [];
  for (let index = 0; index < head; index++) ops.push({ kind: ' ', line: before[index]! });
  let x = head;
  let y = head;
  for (const kind of middle) {
    if (kind === '+') {
      ops.push({ kind, line: after[y++]! });
    } else {
      ops.push({ kind, line: before[x++]! });
      if (kind === ' ') y++;
    }
  }
  for (let index = a.length - tail; index < a.length; index++) ops.push({ kind: ' ', line: before[index]! });
  return ops;
}

function replaceAll(removed: number, added: number): Array<Op['kind']> {
  return [...Array<Op['kind']>(removed).fill('-'), ...Array<Op['kind']>(added).fill('+')];
}

/**
 * Myers' greedy algorithm: for each edit count d, the furthest point reachable on every diagonal k.
 * The frontier before each round is kept so the path can be walked back. Returns the kinds of the
 * edit script in order, or `undefined` past MAX_EDIT_DISTANCE.
 */
function shortestEdit(a: number[], b: number[]): Array<Op['kind']> | undefined {
  const n = a.length;
  const m = b.length;
  const max = n + m;
  const offset = max + 1;
  const frontier = new Int32Array(2 * max + 3);
  const trace: Int32Array[] = [];

  for (let d = 0; d <= Math.min(max, MAX_EDIT_DISTANCE); d++) {
    // Diagonals -d-1 … d+1 are all a round can look at.
    trace.push(frontier.slice(offset - d - 1, offset + d + 2));
    for (let k = -d; k <= d; k += 2) {
      const down = k === -d || (k !== d && frontier[offset + k - 1]! < frontier[offset + k + 1]!);
      let x = down ? frontier[offset + k + 1]! : frontier[offset + k - 1]! + 1;
      let y = x - k;
      while (x < n && y < m && a[x] === b[y]) {
        x++;
        y++;
      }
      frontier[offset + k] = x;
      if (x >= n && y >= m) return walkBack(trace, n, m);
    }
  }
  return undefined;
}

function walkBack(trace: Int32Array[], n: number, m: number): Array<Op['kind']> {
  const kinds: Array<Op['kind']> = [];
  let x = n;
  let y = m;
  for (let d = trace.length - 1; d > 0; d--) {
    const snapshot = trace[d]!;
    const at = (k: number): number => snapshot[k + d + 1]!;
    const k = x - y;
    const down = k === -d || (k !== d && at(k - 1) < at(k + 1));
    const previousK = down ? k + 1 : k - 1;
    const previousX = at(previousK);
    const previousY = previousX - previousK;
    // The snake (kept lines) after the edit, then the edit itself.
    while (x > previousX && y > previousY + (down ? 1 : 0)) {
      kinds.push(' ');
      x--;
      y--;
    }
    kinds.push(down ? '+' : '-');
    x = previousX;
    y = previousY;
  }
  for (; x > 0; x--) kinds.push(' ');
  return kinds.reverse();
}

interface Hunk {
  ops: Op[];
  /** Lines of each side before the hunk. */
  oldBefore: number;
  newBefore: number;
}

/** Changes closer than twice the context share a hunk, as `diff -u` does. */
function groupHunks(ops: Op[], context: number): Hunk[] {
  const changed = ops.flatMap((op, index) => (op.kind === ' ' ? [] : [index]));
  const ranges: Array<[number, number]> = [];
  for (const index of changed) {
    const last = ranges[ranges.length - 1];
    if (last && index - last[1] <= 2 * context + 1) last[1] = index;
    else ranges.push([index, index]);
  }
  return ranges.map(([first, last]) => {
    const start = Math.max(0, first - context);
    const end = Math.min(ops.length, last + context + 1);
    const prior = ops.slice(0, start);
    return {
      ops: ops.slice(start, end),
      oldBefore: prior.filter((op) => op.kind !== '+').length,
      newBefore: prior.filter((op) => op.kind !== '-').length,
    };
  });
}

function renderHunk(hunk: Hunk): string {
  const oldCount = hunk.ops.filter((op) => op.kind !== '+').length;
  const newCount = hunk.ops.filter((op) => op.kind !== '-').length;
  const lines = [`@@ -${range(hunk.oldBefore, oldCount)} +${range(hunk.newBefore, newCount)} @@`];
  for (const op of hunk.ops) {
    lines.push(op.kind + op.line.text);
    if (op.line.noEol) lines.push(NO_NEWLINE);
  }
  return lines.join('\n');
}

/** `start,count` as GNU diff writes it: `,1` is left out, and an empty side names the line before. */
function range(linesBefore: number, count: number): string {
  if (count === 0) return `${linesBefore},0`;
  if (count === 1) return `${linesBefore + 1}`;
  return `${linesBefore + 1},${count}`;
}
