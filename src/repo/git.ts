/** What git says about the checkout: its commit and branch. Never throws: outside git, nothing. */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

async function git(cwd: string, args: string[]): Promise<string | undefined> {
  try {
    const { stdout } = await run('git', args, { cwd, timeout: 10_000 });
    return stdout.trim() || undefined;
  } catch {
    return undefined;
  }
}

/** The commit checked out in `cwd`. */
export function gitHead(cwd: string): Promise<string | undefined> {
  return git(cwd, ['rev-parse', 'HEAD']);
}

/** The branch checked out in `cwd`; undefined on a detached HEAD (as CI checkouts often are). */
export async function gitBranch(cwd: string): Promise<string | undefined> {
  const branch = await git(cwd, ['rev-parse', '--abbrev-ref', 'HEAD']);
  return branch === 'HEAD' ? undefined : branch;
}
