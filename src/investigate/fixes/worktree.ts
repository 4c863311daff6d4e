/**
 * A scratch copy of the repository with a proposal's patches applied, for verifying the proposal
 * without touching the working tree. It is HEAD exported (`git archive`) into a temporary folder,
 * so it holds exactly the committed sources: untracked and ignored files of the working tree (a
 * local `.env`, `node_modules/`, build output) are not there, and neither are uncommitted edits,
 * submodules or files marked `export-ignore`. It has no `.git`: the unreviewed code run in it has
 * no path back to the repository (a `git worktree` would link to its `.git/`, hooks included). A
 * service verified here must start from committed sources, installing what it needs itself (in CI
 * the checkout is clean, so HEAD is what the pull request is).
 */
import { FalconError } from '../../core/errors.js';
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, realpath, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import type { FilePatch } from './types.js';

export type WorktreeFailure = 'not_a_repository' | 'patch_does_not_apply' | 'git_failed';

export class WorktreeError extends FalconError {
  override readonly name = 'WorktreeError';
  readonly code: `FALCON_WORKTREE_${Uppercase<WorktreeFailure>}`;
  constructor(
    message: string,
    readonly kind: WorktreeFailure,
    /** What git printed, when git is the one that refused. */
    readonly gitMessage?: string,
    /** The patch that did not apply. */
    readonly path?: string,
  ) {
    super(message);
    this.code = `FALCON_WORKTREE_${kind.toUpperCase() as Uppercase<WorktreeFailure>}`;
  }
}

/**
 * Runs `work` in a detached worktree of HEAD with `patches` applied, and removes the worktree
 * afterwards whatever happens. `work` gets the folder that corresponds to `repoRoot` (the
 * worktree's root, or the same subfolder when `repoRoot` is inside a repository) and the
 * worktree's root; patch paths are relative to `repoRoot`.
 */
export async function withPatchedWorktree<T>(
  repoRoot: string,
  patches: readonly FilePatch[],
  work: (dir: string, tree: string) => Promise<T>,
): Promise<T> {
  const { top, prefix, head } = await locateRepository(repoRoot);
  const parent = await mkdtemp(join(await realpath(tmpdir()), 'falcon-fix-'));
  const tree = join(parent, basename(top) || 'repository');
  try {
    await exportCommit(top, head, parent, tree);
    for (const patch of patches) await applyPatch(tree, prefix, patch, head);
    return await work(prefix ? join(tree, prefix) : tree, tree);
  } finally {
    // Best effort: a failed cleanup must not hide what `work` returned or threw.
    await rm(parent, { recursive: true, force: true }).catch(() => undefined);
  }
}

/** The files of `head`, as committed, into `tree`; hooks and filters of the repository do not run. */
async function exportCommit(top: string, head: string, parent: string, tree: string): Promise<void> {
  const archive = join(parent, 'head.tar');
  try {
    await git(top, ['archive', '--format=tar', '-o', archive, head]);
    await mkdir(tree);
    await run('tar', ['-xf', archive, '-C', tree], parent);
  } catch (error) {
    throw gitFailure(`could not export ${head.slice(0, 12)}`, error);
  } finally {
    await rm(archive, { force: true });
  }
}

async function locateRepository(repoRoot: string): Promise<{ top: string; prefix: string; head: string }> {
  const isFolder = await stat(repoRoot).then(
    (info) => info.isDirectory(),
    () => false,
  );
  if (!isFolder) throw new WorktreeError(`${repoRoot} is not a folder`, 'not_a_repository');
  let top: string;
  let prefix: string;
  try {
    [top, prefix] = (await git(repoRoot, ['rev-parse', '--show-toplevel', '--show-prefix'])).split('\n') as [
      string,
      string,
    ];
  } catch (error) {
    const message = gitMessageOf(error);
    if (/not a git repository/i.test(message)) {
      throw new WorktreeError(
        `${repoRoot} is not inside a git repository; a fix is verified in a git worktree of the checkout`,
        'not_a_repository',
        message,
      );
    }
    throw gitFailure(`could not read the repository at ${repoRoot}`, error);
  }
  let head: string;
  try {
    head = (await git(top, ['rev-parse', '--verify', 'HEAD^{commit}'])).trim();
  } catch (error) {
    throw gitFailure(`the repository at ${top} has no commit to start a worktree from`, error);
  }
  return { top, prefix: prefix.replace(/\/$/, ''), head };
}

async function applyPatch(tree: string, prefix: string, patch: FilePatch, head: string): Promise<void> {
  // Plain `git apply` (no --unsafe-paths) refuses paths that leave the worktree.
  const args = ['apply', '--whitespace=nowarn'];
  if (prefix) args.push(`--directory=${prefix}`);
  try {
    await git(tree, [...args, '-'], patch.diff);
  } catch (error) {
    const message = gitMessageOf(error);
    throw new WorktreeError(
      `the patch to ${patch.path} does not apply to ${head.slice(0, 12)}: ${message}`,
      'patch_does_not_apply',
      message,
      patch.path,
    );
  }
}

/** Variables that would point git at another repository than the folder it runs in. */
const REPOSITORY_OVERRIDES = [
  'GIT_DIR',
  'GIT_WORK_TREE',
  'GIT_INDEX_FILE',
  'GIT_COMMON_DIR',
  'GIT_OBJECT_DIRECTORY',
  'GIT_PREFIX',
];

class GitCommandError extends FalconError {
  readonly code = 'FALCON_GIT';
  constructor(
    readonly args: readonly string[],
    readonly stderr: string,
  ) {
    super(stderr.trim() || `git ${args.join(' ')} failed`);
  }
}

function git(cwd: string, args: readonly string[], input?: string): Promise<string> {
  return run('git', args, cwd, input);
}

function run(program: string, args: readonly string[], cwd: string, input?: string): Promise<string> {
  const env: NodeJS.ProcessEnv = { ...process.env, LC_ALL: 'C', GIT_TERMINAL_PROMPT: '0' };
  for (const name of REPOSITORY_OVERRIDES) delete env[name];
  return new Promise((resolve, reject) => {
    const child = execFile(
      program,
      [...args],
      { cwd, env, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => {
        if (!error) return resolve(stdout);
        const code = (error as NodeJS.ErrnoException).code;
        if (code === 'ENOENT')
          return reject(new GitCommandError(args, `${program} is not installed or not on PATH`));
        reject(new GitCommandError(args, stderr || error.message));
      },
    );
    child.stdin?.on('error', () => undefined); // git may exit before reading all of it
    child.stdin?.end(input ?? '');
  });
}

function gitMessageOf(error: unknown): string {
  if (error instanceof GitCommandError) return error.message;
  return error instanceof Error ? error.message : String(error);
}

function gitFailure(what: string, error: unknown): WorktreeError {
  const message = gitMessageOf(error);
  return new WorktreeError(`${what}: ${message}`, 'git_failed', message);
}
