/**
 * Trace paths meet repository paths. A trace names a file as the server saw it
 * (`/srv/app/src/x.js`, `C:\app\X.cs`, `D:\a\1\s\src\X.cs`, a JVM package path, a Go module path
 * with or without `-trimpath`), the repository from its root; the two meet on their trailing
 * segments. The best match wins; equally good ones (a monorepo's two copies of a service) are all
 * given, for a reader to choose from, rather than none or a guess.
 */

export class PathIndex {
  /** Repository paths by file name, lower-cased so Windows paths find them too. */
  private readonly byName = new Map<string, string[]>();

  constructor(paths: Iterable<string>) {
    for (const path of paths) {
      const normal = normalise(path);
      const name = normal.slice(normal.lastIndexOf('/') + 1).toLowerCase();
      if (name === '') continue;
      const list = this.byName.get(name);
      if (list) list.push(normal);
      else this.byName.set(name, [normal]);
    }
  }

  /**
   * The repository paths `file` stands for: those sharing the most trailing segments with it, when
   * one path ends with the whole other (`/srv/app/src/routes.js` ~ `src/routes.js`,
   * `com/shop/X.java` ~ `src/main/java/com/shop/X.java`) or at least a folder and the file name
   * agree (`/app/src/routes.js` ~ `services/api/src/routes.js`).
   */
  match(file: string): string[] {
    // Windows paths are case-insensitive; everything else is compared as written.
    const insensitive = /^[A-Za-z]:[\\/]/.test(file) || file.includes('\\');
    const traceSegments = segments(file, insensitive);
    const name = traceSegments.at(-1)?.toLowerCase();
    if (name === undefined) return [];
    let best: string[] = [];
    let bestScore = 0;
    for (const candidate of this.byName.get(name) ?? []) {
      const candidateSegments = segments(candidate, insensitive);
      const score = commonSuffix(traceSegments, candidateSegments);
      const whole = score === candidateSegments.length || score === traceSegments.length;
      if (score === 0 || (!whole && score < 2)) continue;
      if (score > bestScore) {
        best = [candidate];
        bestScore = score;
      } else if (score === bestScore && !best.includes(candidate)) {
        best.push(candidate);
      }
    }
    return best;
  }
}

export function normalise(path: string): string {
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
