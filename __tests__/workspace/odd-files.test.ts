/**
 * Odd things at the workspace's fixed paths (config.yaml, variables.json, spec.yaml, flows/): a
 * folder, a named pipe, a symbolic link out of the repository, a file too large to read. Each is
 * one error naming the file and what to do, found before any request; none hangs or crashes.
 */
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { InputErrors } from '../../src/core/errors.js';
import { createContext, readListedFile } from '../../src/workspace/files.js';
import { loadWorkspace } from '../../src/workspace/load.js';
import { USERS_SPEC, workspaceLoader, type TempRepo } from '../__fixtures__/workspace.js';

const run = promisify(execFile);
const FLOW = 'steps:\n  - request: { path: /users }\n    expect: { status: 200 }\n';
const { make } = workspaceLoader();

let outside: string;
beforeEach(async () => {
  outside = await mkdtemp(path.join(os.tmpdir(), 'falcon-outside-'));
});
afterEach(() => rm(outside, { recursive: true, force: true }));

async function errorsOf(repo: TempRepo, env: Record<string, string> = {}): Promise<string[]> {
  try {
    await loadWorkspace({ workspace: repo.workspace, repoRoot: repo.root, env });
  } catch (error) {
    if (error instanceof InputErrors) return error.errors.map((problem) => problem.describe());
    throw error;
  }
  throw new Error('expected the workspace to fail loading');
}

describe('odd files at the fixed paths', () => {
  it.each(['config.yaml', 'variables.json', 'spec.yaml'])('refuses a folder at %s', async (name) => {
    const repo = await make({ 'flows/smoke_users.yaml': FLOW });
    await mkdir(path.join(repo.workspace, name));
    expect(await errorsOf(repo)).toEqual([
      `.falcon/${name}:1:1: .falcon/${name} is a folder, not a file — move the folder away and put the file there`,
    ]);
  });

  it.each(['config.yaml', 'variables.json', 'spec.yaml', 'flows/smoke_pipe.yaml'])(
    'refuses a named pipe at %s instead of waiting on it forever',
    async (name) => {
      const repo = await make({ 'flows/smoke_users.yaml': FLOW });
      await run('mkfifo', [path.join(repo.workspace, name)]);
      expect(await errorsOf(repo)).toEqual([
        `.falcon/${name}:1:1: .falcon/${name} is not a regular file (a pipe, socket or device) — replace it with a file, or remove it`,
      ]);
    },
  );

  it('refuses a named pipe put where a listed flow file was, without opening it for good', async () => {
    const repo = await make({ 'flows/smoke_users.yaml': FLOW });
    const file = path.join(repo.workspace, 'flows', 'smoke_users.yaml');
    await rm(file);
    await run('mkfifo', [file]);
    const context = createContext(repo.root, {});
    expect(readListedFile(file, context)).toBeUndefined();
    expect(context.errors.errors.map((problem) => problem.describe())).toEqual([
      '.falcon/flows/smoke_users.yaml:1:1: .falcon/flows/smoke_users.yaml is not a regular file (a pipe, socket or device) — replace it with a file, or remove it',
    ]);
  });

  it.each([
    ['config.yaml', 'api_name: elsewhere\n'],
    ['spec.yaml', USERS_SPEC],
  ])('refuses %s linked from outside the repository', async (name, text) => {
    const repo = await make({ 'flows/smoke_users.yaml': FLOW });
    await writeFile(path.join(outside, name), text);
    await symlink(path.join(outside, name), path.join(repo.workspace, name));
    expect(await errorsOf(repo)).toEqual([
      expect.stringMatching(
        new RegExp(
          `^\\.falcon/${name.replace('.', '\\.')}:1:1: .* is a symbolic link to .*, outside the repository`,
        ),
      ),
    ]);
  });

  it('runs no flow of a flows/ folder linked from outside the repository', async () => {
    const repo = await make({ 'config.yaml': 'api_name: Users\n' });
    await mkdir(path.join(outside, 'flows'));
    await writeFile(path.join(outside, 'flows', 'smoke_elsewhere.yaml'), FLOW);
    await symlink(path.join(outside, 'flows'), path.join(repo.workspace, 'flows'));
    expect(await errorsOf(repo)).toEqual([
      expect.stringMatching(
        /^\.falcon\/flows:1:1: \.falcon\/flows is a symbolic link to .*, outside the repository/,
      ),
    ]);
  });

  it('refuses a file larger than the limit before reading it, and says how to raise it', async () => {
    const repo = await make({ 'flows/smoke_users.yaml': FLOW + `# ${'x'.repeat(2 * 1024 * 1024)}\n` });
    expect(await errorsOf(repo, { FALCON_MAX_FILE_MB: '1' })).toEqual([
      '.falcon/flows/smoke_users.yaml:1:1: .falcon/flows/smoke_users.yaml is 2.0 MB, more than the 1.0 MB Falcon CI reads — split it into smaller files, or raise the limit with FALCON_MAX_FILE_MB',
    ]);
  });

  it('refuses data nested too deep for any parser or walk, naming where, instead of overflowing the stack', async () => {
    const deepJson = '{"a":'.repeat(100_000) + '1' + '}'.repeat(100_000);
    const variables = await make({ 'flows/smoke_users.yaml': FLOW, 'variables.json': deepJson });
    expect(await errorsOf(variables)).toEqual([
      expect.stringMatching(/^\.falcon\/variables\.json:1:\d+: nested more than 100 levels deep/),
    ]);
    const blocks = Array.from({ length: 3000 }, (_, level) => `${'  '.repeat(level + 1)}k${level}:`).join(
      '\n',
    );
    const flow = await make({ 'flows/smoke_users.yaml': `${FLOW}variables:\n${blocks}\n` });
    expect(await errorsOf(flow)).toEqual([
      expect.stringMatching(/^\.falcon\/flows\/smoke_users\.yaml:\d+:\d+: nested more than 100 levels deep/),
    ]);
  });
});
