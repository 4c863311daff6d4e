/**
 * Trace paths meet repository paths. A trace names a file as the server saw it
 * (`/srv/app/src/x.js`, `C:\app\X.cs`, `D:\a\1\s\src\X.cs`, a JVM package path, a Go module path
 * with or without `-trimpath`), the repository from its root; the two meet on their trailing
 * segments. The best match wins; equally good ones (a monorepo's two copies of a service) are all
 * given, for a reader to choose from, rather than none or a guess.
 */
class PathIndex {
    /** Repository paths by file name, lower-cased so Windows paths find them too. */
    byName = new Map();
    constructor(paths) {
        for (const path of paths) {
            const normal = normalise(path);
            const name = normal.slice(normal.lastIndexOf('/') + 1).toLowerCase();
            if (name === '')
                continue;
            const list = this.byName.get(name);
            if (list)
                list.push(normal);
            else
                this.byName.set(name, [normal]);
        }
    }
    /**
     * The repository paths `file` stands for: those sharing the most trailing segments with it, when
     * one path ends with the whole other (`/srv/app/src/routes.js` ~ `src/routes.js`,
     * `com/shop/X.java` ~ `src/main/java/com/shop/X.java`) or at least a folder and the file name
     * agree (`/app/src/routes.js` ~ `services/api/src/routes.js`).
     */
    match(file) {
        // Windows paths are case-insensitive; everything else is compared as written.
        const insensitive = /^[A-Za-z]:[\\/]/.test(file) || file.includes('\\');
        const traceSegments = segments(file, insensitive);
        const name = traceSegments.at(-1)?.toLowerCase();
        if (name === undefined)
            return [];
        let best = [];
        let bestScore = 0;
        for (const candidate of this.byName.get(name) ?? []) {
            const candidateSegments = segments(candidate, insensitive);
            const score = commonSuffix(traceSegments, candidateSegments);
            const whole = score === candidateSegments.length || score === traceSegments.length;
            if (score === 0 || (!whole && score < 2))
                continue;
            if (score > bestScore) {
                best = [candidate];
                bestScore = score;
            }
            else if (score === bestScore && !best.includes(candidate)) {
                best.push(candidate);
            }
        }
        return best;
    }
}
function normalise(path) {
    return path.replace(/\\/g, '/').replace(/^(?:\.\/)+/, '');
}
function segments(path, insensitive) {
    const parts = normalise(path)
        .split('/')
        .filter((part) => part !== '' && part !== '.');
    return insensitive ? parts.map((part) => part.toLowerCase()) : parts;
}
function commonSuffix(a, b) {
    let count = 0;
    while (count < a.length && count < b.length && a[a.length - 1 - count] === b[b.length - 1 - count])
        count++;
    return count;
}

/**
 * Stack locations against the pull request: which frames point into files the PR changed, and
 * which into the lines it changed. Traces name files as the server saw them, the PR from the
 * repository root; the two meet in PathIndex.
 */
/**
 * The new-file line range of each hunk in a unified diff (a GitHub `patch`): `@@ -10,4 +12,6 @@`
 * covers lines 12–17. Context lines count, as GitHub lets reviews comment on them too. A hunk
 * that only deletes (`+12,0`) adds no line to point at.
 */
function parseUnifiedDiffHunks(patch) {
    if (typeof patch !== 'string')
        return [];
    const ranges = [];
    for (const match of patch.matchAll(/^@@ -\d+(?:,\d+)? \+(\d+)(?:,(\d+))? @@/gm)) {
        const start = Number(match[1]);
        const count = match[2] === undefined ? 1 : Number(match[2]);
        if (count > 0)
            ranges.push({ start, end: start + count - 1 });
    }
    return ranges.sort((a, b) => a.start - b.start);
}
/**
 * Marks each location `changed` / `inDiff` and names its file by the PR's path when they match.
 * A trace path that fits two changed files equally (a monorepo's copies) is in a changed file
 * either way: both are offered as `candidates`. The culprit stays first, the PR's code after it.
 */
function mapToChanges(locations, changedFiles) {
    const index = new PathIndex(changedFiles.map((file) => file.path));
    const byPath = new Map(changedFiles.map((file) => [normalise(file.path), file]));
    return culpritThenChanged(locations.map((location) => {
        const paths = location.candidates ?? index.match(location.file);
        return markChanged({ ...location, ...named(paths) }, paths, byPath);
    }));
}
/**
 * The same marks for locations already named by their repository path: a location is changed
 * exactly when its file (every candidate, when it has several) is among the PR's files.
 */
function markChanges(locations, changedFiles) {
    const byPath = new Map(changedFiles.map((file) => [normalise(file.path), file]));
    return culpritThenChanged(locations.map((location) => location.mapped
        ? markChanged({ ...location }, location.candidates ?? [location.file], byPath)
        : { ...location, changed: false, inDiff: false }));
}
/** The location named by the paths it matched: the one path, or the first with every candidate. */
function named(paths) {
    if (paths.length === 0)
        return {};
    return paths.length === 1 ? { file: paths[0] } : { file: paths[0], candidates: [...paths] };
}
function markChanged(location, paths, byPath) {
    const files = paths.map((path) => byPath.get(normalise(path)));
    if (paths.length === 0 || files.some((file) => file === undefined)) {
        return { ...location, changed: false, inDiff: false };
    }
    const result = { ...location, changed: true };
    // Hunks are known per file; with several candidates the line is in the diff only if it is in each.
    if (files.every((file) => file?.hunks !== undefined)) {
        result.inDiff = files.every((file) => (file?.hunks ?? []).some((hunk) => location.line >= hunk.start && location.line <= hunk.end));
    }
    return result;
}
/**
 * The culprit (the first location: the root cause's innermost frame of the API's code) stays
 * first; the rest follow with those in the diff first, then those in changed files, then the
 * others (each group in trace order), so the code the pull request touched comes right after it.
 */
function culpritThenChanged(locations) {
    const [culprit, ...rest] = locations;
    if (culprit === undefined)
        return [];
    const rank = (location) => (location.inDiff ? 0 : location.changed ? 1 : 2);
    // Array.prototype.sort is stable: trace order holds within each group.
    return [culprit, ...rest.sort((a, b) => rank(a) - rank(b))];
}

export { PathIndex as P, mapToChanges as a, markChanges as m, parseUnifiedDiffHunks as p };
