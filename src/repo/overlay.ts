/**
 * The staging area for the agent's proposed fixes: an in-memory overlay of the repository. An
 * approved write lands here instead of on disk, so the working tree the flows ran against never
 * changes, while the agent's later reads see what it wrote. At the end every staged path becomes
 * one change (disk content then, latest staged content now), from which patches are made.
 *
 * Every version is kept, not only the latest: how often the agent rewrote a file tells a reviewer
 * how sure it was, and the history explains a surprising final version.
 */
import { readFile, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { normalizeRelative, PathRefusedError, resolveInside } from './safe-path.js';

/** One file's staged content against what is on disk (`before` undefined: a new file). */
export interface StagedChange {
  /** Relative to the repository, `/`-separated. */
  path: string;
  before: string | undefined;
  after: string;
  /** How many times it was written during the run (the overlay keeps every version). */
  versions: number;
}

interface Entry {
  /** The file on disk when it was first staged; undefined: it did not exist. */
  before: string | undefined;
  /** Every staged content, oldest first; never empty. */
  versions: string[];
}

export class StagingFileSystem {
  /** Keyed by the symlink-free path relative to the repository, with `/`. */
  readonly #entries = new Map<string, Entry>();
  /** The path as it was given (normalized) → its key, so `isStaged` needs no file system. */
  readonly #aliases = new Map<string, string>();

  /** @param repoRoot absolute path of the repository; the overlay never reaches outside it. */
  constructor(readonly repoRoot: string) {}

  /**
   * Stages `content` as the next version of `relativePath` and returns the path it was staged
   * under (symlinks inside the repository resolved, so a patch names the real file). Throws
   * PathRefusedError for a path outside the repository, inside `.git/`, a secret file or a folder.
   */
  async stage(relativePath: string, content: string): Promise<string> {
    const { key, absolute } = await this.#resolve(relativePath);
    if (key === '') throw new PathRefusedError(`${relativePath} names the repository itself, not a file`);
    let entry = this.#entries.get(key);
    if (!entry) {
      const before = await readDisk(absolute, relativePath, { folder: 'refuse' });
      // Another stage of the same path may have finished while the disk was read.
      entry = this.#entries.get(key) ?? { before, versions: [] };
      this.#entries.set(key, entry);
    }
    entry.versions.push(content);
    this.#aliases.set(normalizeRelative(relativePath), key);
    return key;
  }

  /** The latest staged content, else the file on disk; undefined when neither exists (or a folder). */
  async read(relativePath: string): Promise<string | undefined> {
    const { key, absolute } = await this.#resolve(relativePath);
    const entry = this.#entries.get(key);
    if (entry) return entry.versions.at(-1);
    return readDisk(absolute, relativePath, { folder: 'undefined' });
  }

  /** Whether the path (as given to `stage`, or the real path it was staged under) has staged content. */
  isStaged(relativePath: string): boolean {
    return this.#keyOf(relativePath) !== undefined;
  }

  /** Every staged version of the path, oldest first; empty when it was never staged. */
  history(relativePath: string): string[] {
    const key = this.#keyOf(relativePath);
    return key === undefined ? [] : [...this.#entries.get(key)!.versions];
  }

  /** Staged paths (real, repository-relative), sorted. */
  paths(): string[] {
    return [...this.#entries.keys()].sort();
  }

  /**
   * One change per staged path, sorted by path. A path whose latest content is what the disk
   * holds is left out: the agent wrote it back, and there is nothing to propose.
   */
  async changes(): Promise<StagedChange[]> {
    const changes: StagedChange[] = [];
    for (const key of this.paths()) {
      const entry = this.#entries.get(key)!;
      const after = entry.versions.at(-1)!;
      if (after === entry.before) continue;
      const { absolute } = await this.#resolve(key);
      if (after === (await readDisk(absolute, key, { folder: 'undefined' }))) continue;
      changes.push({ path: key, before: entry.before, after, versions: entry.versions.length });
    }
    return changes;
  }

  async #resolve(relativePath: string): Promise<{ key: string; absolute: string }> {
    const absolute = await resolveInside(this.repoRoot, relativePath);
    const root = await realpath(this.repoRoot);
    return { key: path.relative(root, absolute).split(path.sep).join('/'), absolute };
  }

  #keyOf(relativePath: string): string | undefined {
    let normalized: string;
    try {
      normalized = normalizeRelative(relativePath);
    } catch {
      return undefined;
    }
    if (this.#entries.has(normalized)) return normalized;
    return this.#aliases.get(normalized);
  }
}

/** The file's text; undefined when it does not exist. A folder is refused or read as missing. */
async function readDisk(
  absolute: string,
  shown: string,
  options: { folder: 'refuse' | 'undefined' },
): Promise<string | undefined> {
  let stats;
  try {
    stats = await stat(absolute);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return undefined;
    throw error;
  }
  if (!stats.isFile()) {
    if (options.folder === 'undefined') return undefined;
    throw new PathRefusedError(
      `${shown} is ${stats.isDirectory() ? 'a folder' : 'not a regular file'}; only files can be staged`,
    );
  }
  return readFile(absolute, 'utf8');
}
