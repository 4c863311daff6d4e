/**
 * The files of the checkout, relative to its root, so a trace's `/srv/app/src/x.py` can be named
 * `src/x.py`. Git knows them (tracked and untracked, ignored files left out); outside git, a
 * bounded walk that skips dependency and tool folders. Never throws: nothing known, nothing listed.
 */
import { execFile } from 'node:child_process';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** More files than any repository a trace would be mapped into; past this, the list stops. */
export const MAX_REPOSITORY_FILES = 200_000;
/** Folders a walk outside git never enters: installed packages, build output, tool state. */
const SKIPPED = new Set(['.git', 'node_modules', '.venv', 'venv', '__pycache__', 'target', 'dist', 'build']);

export async function listRepositoryFiles(root: string): Promise<string[]> {
  const tracked = await gitFiles(root);
  return tracked ?? walk(root);
}

async function gitFiles(root: string): Promise<string[] | undefined> {
  try {
    const { stdout } = await run('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
      cwd: root,
      timeout: 30_000,
      maxBuffer: 256 * 1024 * 1024,
    });
    const files = [...new Set(stdout.split('\0').filter((file) => file !== ''))];
    return files.slice(0, MAX_REPOSITORY_FILES);
  } catch {
    return undefined;
  }
}

async function walk(root: string): Promise<string[]> {
  const files: string[] = [];
  const folders = [''];
  while (folders.length > 0 && files.length < MAX_REPOSITORY_FILES) {
    const folder = folders.pop() ?? '';
    let entries;
    try {
      entries = await readdir(path.join(root, folder), { withFileTypes: true });
    } catch {
      continue;
    }
    for (const entry of entries) {
      const relative = folder === '' ? entry.name : `${folder}/${entry.name}`;
      if (entry.isDirectory()) {
        if (!SKIPPED.has(entry.name)) folders.push(relative);
      } else if (entry.isFile()) {
        files.push(relative);
      }
    }
  }
  return files.slice(0, MAX_REPOSITORY_FILES);
}
