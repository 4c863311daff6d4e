import { execFile } from 'node:child_process';
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { unifiedDiff } from '../../../src/repo/unified-diff.js';
import type { FilePatch } from '../../../src/investigate/fixes/types.js';

const run = promisify(execFile);

/** The service fixture: `server.mjs` (its `sum` subtracts) and two flows in `.falcon/flows/`. */
export const SERVICE_FIXTURE = path.resolve(import.meta.dirname, 'service');

export interface ServiceRepo {
  root: string;
  git(...args: string[]): Promise<string>;
  read(file: string): Promise<string>;
  remove(): Promise<void>;
}

/** A real git repository in a temporary folder holding the service fixture as its one commit. */
export async function makeServiceRepo(): Promise<ServiceRepo> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'falcon-fixes-repo-'));
  await cp(SERVICE_FIXTURE, root, { recursive: true });
  const git = async (...args: string[]): Promise<string> => {
    const { stdout } = await run(
      'git',
      ['-c', 'user.name=Falcon Test', '-c', 'user.email=test@example.com', '-c', 'commit.gpgsign=false', ...args],
      { cwd: root },
    );
    return stdout;
  };
  await git('init', '--quiet');
  await git('add', '.');
  await git('commit', '--quiet', '-m', 'service fixture');
  return {
    root,
    git,
    read: (file) => readFile(path.join(root, file), 'utf8'),
    remove: () => rm(root, { recursive: true, force: true }),
  };
}

/** The patch a proposal would carry: `file` in `repo` changed by `edit`, as the agent's diff writes it. */
export async function patchEditing(
  repo: Pick<ServiceRepo, 'read'>,
  file: string,
  edit: (text: string) => string,
): Promise<FilePatch> {
  const before = await repo.read(file);
  const after = edit(before);
  if (after === before) throw new Error(`the edit leaves ${file} as it is`);
  const diff = unifiedDiff(before, after, { path: file });
  return { path: file, diff: diff.text, added: diff.added, removed: diff.removed, created: false };
}

/** `file` with its first `from` replaced by `to`. */
export function patchReplacing(
  repo: Pick<ServiceRepo, 'read'>,
  file: string,
  from: string,
  to: string,
): Promise<FilePatch> {
  return patchEditing(repo, file, (text) => text.replace(from, to));
}

/** A patch creating `file` with `text`. */
export function patchCreating(file: string, text: string): FilePatch {
  const diff = unifiedDiff('', text, { path: file, created: true });
  return { path: file, diff: diff.text, added: diff.added, removed: diff.removed, created: true };
}

/** Whether `pid` still runs code: a zombie (dead, not yet reaped by its parent) counts as gone. */
export async function isRunning(pid: number): Promise<boolean> {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => undefined);
  if (stat === undefined) return process.platform !== 'linux';
  const state = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[0];
  return state !== 'Z' && state !== 'X';
}

/** Quotes a path for `/bin/sh`. */
export function shellQuote(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

/** Runs the service fixture with this very Node. */
export const START_COMMAND = `${shellQuote(process.execPath)} server.mjs`;
