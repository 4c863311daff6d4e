/**
 * Stack locations against the pull request: which frames point into files the PR changed, and
 * which into the lines it changed. Traces name files as the server saw them (`/srv/app/src/x.js`,
 * `C:\build\app\x.py`, a Java package path), the PR names them from the repository root, so the
 * two meet on their common trailing path segments.
 */
import type { ChangedFile, CodeLocation } from './types.js';

export interface LineRange {
  start: number;
  end: number;
}

/**
 * The new-file line range of each hunk in a unified diff (a GitHub `patch`): `@@ -10,4 +12,6 @@`
 * covers lines 12–17. Context lines count, as GitHub lets reviews comment on them too. A hunk
 * that only deletes (`+12,0`) adds no line to point at.
 */
export function parseUnifiedDiffHunks(patch: string): LineRange[] {
  if (typeof patch !== 'string') return [];
  const ranges: LineRange[] = [];
  for (const match of patch.matchAll(/^@@ -\d+(?:,\d+)? \+(\d+)(?:,(\d+))? @@/gm)) {
    const start = Number(match[1]);
    const count = match[2] === undefined ? 1 : Number(match[2]);
    if (count > 0) ranges.push({ start, end: start + count - 1 });
  }
  return ranges.sort((a, b) => a.start - b.start);
}

/**
 * Marks each location `changed` / `inDiff` and names its file by the PR's path when they match;
 * locations in the diff come first, then those in changed files, then the rest (each group in
 * trace order).
 */
export function mapToChanges(
  locations: readonly CodeLocation[],
  changedFiles: readonly ChangedFile[],
): CodeLocation[] {
  const mapped = locations.map((location): CodeLocation => {
    const changed = findChangedFile(location.file, changedFiles);
    if (changed === undefined) return { ...location, changed: false, inDiff: false };
    const result: CodeLocation = { ...location, file: normalise(changed.path), changed: true };
    if (changed.hunks !== undefined) {
      result.inDiff = changed.hunks.some((hunk) => location.line >= hunk.start && location.line <= hunk.end);
    }
    return result;
  });
  const rank = (location: CodeLocation): number => (location.inDiff ? 0 : location.changed ? 1 : 2);
  // Array.prototype.sort is stable: trace order holds within each group.
  return mapped.sort((a, b) => rank(a) - rank(b));
}

/**
 * The changed file a trace path stands for: the one sharing the most trailing segments, when one
 * path ends with the whole other (`/srv/app/src/routes.js` ~ `src/routes.js`,
 * `com/shop/X.java` ~ `src/main/java/com/shop/X.java`) or at least a folder and the file name
 * agree (`/app/src/routes.js` ~ `services/api/src/routes.js`). Two equally good candidates are no
 * answer: a wrong "changed in this PR" is worse than none.
 */
export function findChangedFile(file: string, changedFiles: readonly ChangedFile[]): ChangedFile | undefined {
  // Windows paths are case-insensitive; everything else is compared as written.
  const insensitive = /^[A-Za-z]:[\\/]/.test(file) || file.includes('\\');
  const traceSegments = segments(file, insensitive);
  if (traceSegments.length === 0) return undefined;
  let best: ChangedFile | undefined;
  let bestScore = 0;
  let tie = false;
  for (const candidate of changedFiles) {
    const candidateSegments = segments(candidate.path, insensitive);
    const score = commonSuffix(traceSegments, candidateSegments);
    const whole = score === candidateSegments.length || score === traceSegments.length;
    if (score === 0 || (!whole && score < 2)) continue;
    if (score > bestScore) {
      best = candidate;
      bestScore = score;
      tie = false;
    } else if (score === bestScore && normalise(candidate.path) !== normalise(best?.path ?? '')) {
      tie = true;
    }
  }
  return tie ? undefined : best;
}

function normalise(path: string): string {
  return path.replace(/\\/g, '/').replace(/^(?:\.\/)+/, '');
}

function segments(path: string, insensitive: boolean): string[] {
  const parts = normalise(path)
    .split('/')
    .filter((part) => part !== '' && part !== '.');
  return insensitive ? parts.map((part) => part.toLowerCase()) : parts;
}

function commonSuffix(a: readonly string[], b: readonly string[]): number {
  let count = 0;
  while (count < a.length && count < b.length && a[a.length - 1 - count] === b[b.length - 1 - count]) count++;
  return count;
}
