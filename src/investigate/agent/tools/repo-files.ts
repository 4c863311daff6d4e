/**
 * Walking the repository for list_files and search_code: depth first in name order (so every run
 * lists the same way), never into `.git`, not into generated or vendored folders unless asked,
 * and never through a symlink (a linked folder could lead outside the repository or in circles).
 */
import { lstat, open, readdir } from 'node:fs/promises';
import path from 'node:path';
import { refusalReason } from '../../../repo/safe-path.js';

/** Folders of installed, generated or cached files: large, and rarely where a bug is. */
export const HEAVY_FOLDERS: ReadonlySet<string> = new Set([
  'node_modules',
  'bower_components',
  'jspm_packages',
  'dist',
  'build',
  'out',
  'coverage',
  '.nyc_output',
  '.next',
  '.nuxt',
  '.svelte-kit',
  '.turbo',
  '.parcel-cache',
  '.cache',
  '.gradle',
  '.idea',
  '.vscode-test',
  'target',
  'vendor',
  '__pycache__',
  '.pytest_cache',
  '.mypy_cache',
  '.ruff_cache',
  '.tox',
  '.venv',
  'venv',
  '.terraform',
  '.serverless',
]);

export interface WalkEntry {
  /** Repository-relative, with `/`. */
  relative: string;
  absolute: string;
  kind: 'file' | 'folder' | 'symlink' | 'other';
  /** 1 for the entries directly inside the starting folder. */
  depth: number;
  /** Why the walk did not go into (or does not show) this entry. */
  skipped?: 'heavy' | 'secret';
}

export interface WalkOptions {
  maxDepth: number;
  /** Also descend into HEAVY_FOLDERS. */
  includeHeavy: boolean;
  signal?: AbortSignal;
}

/**
 * Every entry under `startAbsolute` (whose repository-relative path is `startRelative`, `.` for
 * the root). Heavy folders and secret files are yielded, marked, so a listing can name them;
 * `.git` is not yielded at all. Unreadable folders are passed over.
 */
export async function* walkRepository(
  startAbsolute: string,
  startRelative: string,
  options: WalkOptions,
): AsyncGenerator<WalkEntry> {
  const prefix = startRelative === '.' ? '' : `${startRelative}/`;
  yield* walkFolder(startAbsolute, prefix, 1, options);
}

async function* walkFolder(
  absolute: string,
  prefix: string,
  depth: number,
  options: WalkOptions,
): AsyncGenerator<WalkEntry> {
  if (options.signal?.aborted) return;
  let entries;
  try {
    entries = await readdir(absolute, { withFileTypes: true });
  } catch {
    return;
  }
  entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const entry of entries) {
    if (entry.name === '.git') continue;
    const relative = `${prefix}${entry.name}`;
    const entryAbsolute = path.join(absolute, entry.name);
    if (entry.isSymbolicLink()) {
      yield { relative, absolute: entryAbsolute, kind: 'symlink', depth };
    } else if (entry.isDirectory()) {
      const heavy = !options.includeHeavy && HEAVY_FOLDERS.has(entry.name);
      const secret = refusalReason(`${relative}/x`) !== undefined;
      const skipped = secret ? 'secret' : heavy ? 'heavy' : undefined;
      yield { relative, absolute: entryAbsolute, kind: 'folder', depth, ...(skipped ? { skipped } : {}) };
      if (!skipped && depth < options.maxDepth) {
        yield* walkFolder(entryAbsolute, `${relative}/`, depth + 1, options);
      }
    } else if (entry.isFile()) {
      const secret = refusalReason(relative) !== undefined;
      yield {
        relative,
        absolute: entryAbsolute,
        kind: 'file',
        depth,
        ...(secret ? { skipped: 'secret' as const } : {}),
      };
    } else {
      yield { relative, absolute: entryAbsolute, kind: 'other', depth };
    }
  }
}

/** Bytes looked at to tell text from binary, as git does. */
const SNIFF_BYTES = 8000;

/** A NUL byte among the first bytes means binary (git's heuristic; UTF-16 text counts as binary too). */
export function looksBinary(bytes: Uint8Array): boolean {
  const end = Math.min(bytes.length, SNIFF_BYTES);
  for (let index = 0; index < end; index++) if (bytes[index] === 0) return true;
  return false;
}

export type TextFile =
  | { kind: 'text'; text: string; size: number }
  | { kind: 'binary'; size: number }
  | { kind: 'too_large'; size: number };

/** The file as UTF-8 text, unless it is binary or larger than `maxBytes`. */
export async function readTextFile(absolute: string, maxBytes: number): Promise<TextFile> {
  const handle = await open(absolute, 'r');
  try {
    const { size } = await handle.stat();
    if (size > maxBytes) {
      const head = Buffer.alloc(Math.min(size, SNIFF_BYTES));
      await handle.read(head, 0, head.length, 0);
      return looksBinary(head) ? { kind: 'binary', size } : { kind: 'too_large', size };
    }
    const bytes = await handle.readFile();
    if (looksBinary(bytes)) return { kind: 'binary', size };
    return { kind: 'text', text: bytes.toString('utf8'), size };
  } finally {
    await handle.close();
  }
}

/** Size of a file without following a symlink; 0 when it cannot be read. */
export async function sizeOf(absolute: string): Promise<number> {
  try {
    return (await lstat(absolute)).size;
  } catch {
    return 0;
  }
}
