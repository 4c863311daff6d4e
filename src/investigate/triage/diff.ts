/**
 * Stack locations against the pull request: which frames point into files the PR changed, and
 * which into the lines it changed. Traces name files as the server saw them, the PR from the
 * repository root; the two meet in PathIndex.
 */
import { normalise, PathIndex } from './paths.js';
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
 * Marks each location `changed` / `inDiff` and names its file by the PR's path when they match.
 * A trace path that fits two changed files equally (a monorepo's copies) is in a changed file
 * either way: both are offered as `candidates`. The culprit stays first, the PR's code after it.
 */
export function mapToChanges(
  locations: readonly CodeLocation[],
  changedFiles: readonly ChangedFile[],
): CodeLocation[] {
  const index = new PathIndex(changedFiles.map((file) => file.path));
  const byPath = new Map(changedFiles.map((file) => [normalise(file.path), file]));
  return culpritThenChanged(
    locations.map((location) => {
      const paths = location.candidates ?? index.match(location.file);
      return markChanged({ ...location, ...named(paths) }, paths, byPath);
    }),
  );
}

/**
 * The same marks for locations already named by their repository path: a location is changed
 * exactly when its file (every candidate, when it has several) is among the PR's files.
 */
export function markChanges(
  locations: readonly CodeLocation[],
  changedFiles: readonly ChangedFile[],
): CodeLocation[] {
  const byPath = new Map(changedFiles.map((file) => [normalise(file.path), file]));
  return culpritThenChanged(
    locations.map((location) =>
      location.mapped
        ? markChanged({ ...location }, location.candidates ?? [location.file], byPath)
        : { ...location, changed: false, inDiff: false },
    ),
  );
}

/** The location named by the paths it matched: the one path, or the first with every candidate. */
function named(paths: readonly string[]): Partial<CodeLocation> {
  if (paths.length === 0) return {};
  return paths.length === 1 ? { file: paths[0] } : { file: paths[0], candidates: [...paths] };
}

function markChanged(
  location: CodeLocation,
  paths: readonly string[],
  byPath: ReadonlyMap<string, ChangedFile>,
): CodeLocation {
  const files = paths.map((path) => byPath.get(normalise(path)));
  if (paths.length === 0 || files.some((file) => file === undefined)) {
    return { ...location, changed: false, inDiff: false };
  }
  const result: CodeLocation = { ...location, changed: true };
  // Hunks are known per file; with several candidates the line is in the diff only if it is in each.
  if (files.every((file) => file?.hunks !== undefined)) {
    result.inDiff = files.every((file) =>
      (file?.hunks ?? []).some((hunk) => location.line >= hunk.start && location.line <= hunk.end),
    );
  }
  return result;
}

/**
 * The culprit (the first location: the root cause's innermost frame of the API's code) stays
 * first; the rest follow with those in the diff first, then those in changed files, then the
 * others (each group in trace order), so the code the pull request touched comes right after it.
 */
function culpritThenChanged(locations: CodeLocation[]): CodeLocation[] {
  const [culprit, ...rest] = locations;
  if (culprit === undefined) return [];
  const rank = (location: CodeLocation): number => (location.inDiff ? 0 : location.changed ? 1 : 2);
  // Array.prototype.sort is stable: trace order holds within each group.
  return [culprit, ...rest.sort((a, b) => rank(a) - rank(b))];
}

/**
 * The changed file a trace path stands for (see PathIndex.match); two equally good candidates
 * are no single answer.
 */
export function findChangedFile(file: string, changedFiles: readonly ChangedFile[]): ChangedFile | undefined {
  const matches = new PathIndex(changedFiles.map((changed) => changed.path)).match(file);
  if (matches.length !== 1) return undefined;
  return changedFiles.find((changed) => normalise(changed.path) === matches[0]);
}
