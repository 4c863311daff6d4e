import { access, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { WorktreeError, withPatchedWorktree } from '../../../src/investigate/fixes/worktree.js';
import {
  makeServiceRepo,
  patchCreating,
  patchReplacing,
  type ServiceRepo,
} from '../../__fixtures__/fixes/repo.js';

let repo: ServiceRepo;
beforeEach(async () => {
  repo = await makeServiceRepo();
});
afterEach(() => repo.remove());

const exists = (file: string): Promise<boolean> =>
  access(file).then(
    () => true,
    () => false,
  );

/** Worktrees git knows about besides the main one. */
async function extraWorktrees(): Promise<string[]> {
  const list = await repo.git('worktree', 'list', '--porcelain');
  return list
    .split('\n')
    .filter((line) => line.startsWith('worktree '))
    .slice(1);
}

describe('withPatchedWorktree', () => {
  it('runs work on a patched copy of HEAD, with no way back to the repository, and leaves the working tree as it was', async () => {
    const fix = await patchReplacing(repo, 'server.mjs', 'a - b', 'a + b');
    const added = patchCreating('docs/NOTES.md', 'sum adds\n');
    const statusBefore = await repo.git('status', '--porcelain');
    let seen: string | undefined;

    const result = await withPatchedWorktree(repo.root, [fix, added], async (dir) => {
      seen = dir;
      expect(dir).not.toBe(repo.root);
      expect(await readFile(path.join(dir, 'server.mjs'), 'utf8')).toContain('const sum = (a, b) => a + b;');
      expect(await readFile(path.join(dir, 'docs/NOTES.md'), 'utf8')).toBe('sum adds\n');
      // A copy, not a worktree: no `.git` leads the unreviewed code to the repository's hooks.
      expect(await exists(path.join(dir, '.git'))).toBe(false);
      expect(await extraWorktrees()).toEqual([]);
      return 'done';
    });

    expect(result).toBe('done');
    expect(await repo.read('server.mjs')).toContain('const sum = (a, b) => a - b;');
    expect(await exists(path.join(repo.root, 'docs'))).toBe(false);
    expect(await repo.git('status', '--porcelain')).toBe(statusBefore);
    expect(await extraWorktrees()).toEqual([]);
    expect(await exists(seen!)).toBe(false);
  });

  it('removes the worktree when work throws, and passes the error on', async () => {
    let seen = '';
    await expect(
      withPatchedWorktree(repo.root, [], async (dir) => {
        seen = dir;
        await writeFile(path.join(dir, 'untracked-output.log'), 'made by the service\n');
        throw new Error('service blew up');
      }),
    ).rejects.toThrow('service blew up');
    expect(seen).not.toBe('');
    expect(await exists(seen)).toBe(false);
    expect(await extraWorktrees()).toEqual([]);
  });

  it("rejects a patch that does not apply with git's reason, without calling work", async () => {
    const stale = await patchReplacing(repo, 'server.mjs', 'a - b', 'a + b');
    // The committed line changes under the patch: its context no longer matches.
    await writeFile(
      path.join(repo.root, 'server.mjs'),
      (await repo.read('server.mjs')).replace('a - b', 'a * b'),
    );
    await repo.git('commit', '--quiet', '-am', 'multiply');
    let called = false;
    const work = async (): Promise<string> => {
      called = true;
      return 'ran';
    };

    const error = await withPatchedWorktree(repo.root, [stale], work).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(WorktreeError);
    const worktreeError = error as WorktreeError;
    expect(worktreeError).toMatchObject({
      kind: 'patch_does_not_apply',
      code: 'FALCON_WORKTREE_PATCH_DOES_NOT_APPLY',
    });
    expect(worktreeError.path).toBe('server.mjs');
    expect(worktreeError.message).toMatch(/^the patch to server\.mjs does not apply to [0-9a-f]{12}: /);
    expect(worktreeError.gitMessage).toMatch(/patch does not apply/);
    expect(called).toBe(false);
    expect(await extraWorktrees()).toEqual([]);
  });

  it('refuses a patch whose path leaves the repository', async () => {
    const outside = patchCreating('../escaped.txt', 'no\n');
    const error = await withPatchedWorktree(repo.root, [outside], async () => 'ran').catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(WorktreeError);
    expect((error as WorktreeError).kind).toBe('patch_does_not_apply');
    expect(await extraWorktrees()).toEqual([]);
  });

  it('holds committed sources only: untracked files and uncommitted edits stay behind', async () => {
    await writeFile(path.join(repo.root, 'local.env'), 'SECRET=1\n');
    await writeFile(path.join(repo.root, 'server.mjs'), '// edited, not committed\n');
    await withPatchedWorktree(repo.root, [], async (dir) => {
      expect(await exists(path.join(dir, 'local.env'))).toBe(false);
      expect(await readFile(path.join(dir, 'server.mjs'), 'utf8')).toContain('createServer');
    });
    expect(await repo.read('server.mjs')).toBe('// edited, not committed\n');
  });

  it('maps a repository subfolder to the same subfolder of the worktree, patch paths relative to it', async () => {
    await mkdir(path.join(repo.root, 'api'));
    await writeFile(path.join(repo.root, 'api/config.txt'), 'mode=broken\n');
    await repo.git('add', 'api');
    await repo.git('commit', '--quiet', '-m', 'api');
    const subRepo = { ...repo, read: (file: string) => readFile(path.join(repo.root, 'api', file), 'utf8') };
    const fix = await patchReplacing(subRepo, 'config.txt', 'broken', 'fixed');

    await withPatchedWorktree(path.join(repo.root, 'api'), [fix], async (dir) => {
      expect(path.basename(dir)).toBe('api');
      expect(await readFile(path.join(dir, 'config.txt'), 'utf8')).toBe('mode=fixed\n');
    });
    expect(await subRepo.read('config.txt')).toBe('mode=broken\n');
  });

  it('says so when the folder is not in a git repository', async () => {
    const plain = await mkdtemp(path.join(os.tmpdir(), 'falcon-not-git-'));
    try {
      const error = await withPatchedWorktree(plain, [], async () => 'ran').catch(
        (caught: unknown) => caught,
      );
      expect(error).toBeInstanceOf(WorktreeError);
      expect((error as WorktreeError).kind).toBe('not_a_repository');
      expect((error as WorktreeError).message).toBe(
        `${plain} is not inside a git repository; a fix is verified in a git worktree of the checkout`,
      );
    } finally {
      await rm(plain, { recursive: true, force: true });
    }
  });

  it('says so when the folder does not exist', async () => {
    const missing = path.join(repo.root, 'no-such-folder');
    await expect(withPatchedWorktree(missing, [], async () => 'ran')).rejects.toMatchObject({
      kind: 'not_a_repository',
      code: 'FALCON_WORKTREE_NOT_A_REPOSITORY',
      message: `${missing} is not a folder`,
    });
  });
});
