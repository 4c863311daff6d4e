import { mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createWriteFileTool, type StageChange } from '../../../../src/investigate/agent/tools/write-file.js';
import type { ConfirmationAnswer } from '../../../../src/investigate/agent/types.js';
import {
  call,
  falconFixture,
  filesUnder,
  type FalconFixture,
} from '../../../__fixtures__/agent/falcon-harness.js';

const HANDLER = [
  'export function listUsers(limit) {',
  '  const users = db.users();',
  '  return users.slice(0, limit);',
  '}',
  '',
].join('\n');
const FIXED = HANDLER.replace('users.slice(0, limit)', 'users.slice(0, Math.min(limit, 50))');
const DIFF = [
  '--- a/src/users.js',
  '+++ b/src/users.js',
  '@@ -1,4 +1,4 @@',
  ' export function listUsers(limit) {',
  '   const users = db.users();',
  '-  return users.slice(0, limit);',
  '+  return users.slice(0, Math.min(limit, 50));',
  ' }',
  '',
].join('\n');
const SECRET = 'sk-live-000111222333';

let fixture: FalconFixture;
let staged: Array<[string, string]>;
const stage: StageChange = (file, content) => {
  staged.push([file, content]);
};

async function setUp(answer?: ConfirmationAnswer): Promise<void> {
  staged = [];
  fixture = await falconFixture(
    { 'falcon.md': '# x\n' },
    { secrets: [SECRET], ...(answer ? { confirm: () => answer } : {}) },
  );
  await mkdir(path.join(fixture.repo.root, 'src'), { recursive: true });
  await writeFile(path.join(fixture.repo.root, 'src', 'users.js'), HANDLER);
}
afterEach(() => fixture.repo.remove());

const writeFileTool = (args: Record<string, unknown>, withStage = true): Promise<string> =>
  call(createWriteFileTool(fixture.deps, withStage ? { stage } : {}), args, fixture.context);
const handlerOnDisk = (): Promise<string> =>
  readFile(path.join(fixture.repo.root, 'src', 'users.js'), 'utf8');

describe('write_file denied', () => {
  beforeEach(() => setUp());

  it('asks with the diff, records the refusal, tells the model in plain words, and writes nothing', async () => {
    const output = await writeFileTool({ path: 'src/users.js', content: FIXED });
    expect(output).toBe(
      'The write to src/users.js was not applied: writes are denied in CI; describe the fix in your report instead (file, line and the change).',
    );
    expect(fixture.confirmations).toEqual([{ tool: 'write_file', path: 'src/users.js', diff: DIFF }]);
    expect(await handlerOnDisk()).toBe(HANDLER);
    expect(staged).toEqual([]);
  });

  it('shows a new file as created from /dev/null', async () => {
    await writeFileTool({ path: './src/limits.js', content: 'export const MAX = 50;\n' });
    expect(fixture.confirmations).toEqual([
      {
        tool: 'write_file',
        path: 'src/limits.js',
        diff: '--- /dev/null\n+++ b/src/limits.js\n@@ -0,0 +1 @@\n+export const MAX = 50;\n',
      },
    ]);
    expect(await filesUnder(path.join(fixture.repo.root, 'src'))).toEqual(['users.js']);
  });
});

describe('write_file approved', () => {
  it('hands the change to the staging area and leaves the working tree alone', async () => {
    await setUp({ approved: true, reason: 'pr policy' });
    expect(await writeFileTool({ path: 'src/users.js', content: FIXED })).toBe(
      'The change to src/users.js (+1 −1 lines) was staged: it becomes a proposed patch; the working tree is not changed.',
    );
    expect(staged).toEqual([['src/users.js', FIXED]]);
    expect(await handlerOnDisk()).toBe(HANDLER);
  });

  it('does not apply an approved change when there is no staging area', async () => {
    await setUp({ approved: true, reason: 'ok' });
    expect(await writeFileTool({ path: 'src/users.js', content: FIXED }, false)).toMatch(
      /^The write to src\/users\.js was not applied: no staging area is set up in this run/,
    );
    expect(await handlerOnDisk()).toBe(HANDLER);
  });
});

describe('write_file refusals', () => {
  beforeEach(() => setUp({ approved: true, reason: 'would approve' }));

  it.each([
    ['../outside.js', /leaves the repository/],
    ['/etc/hosts', /absolute path/],
    ['.env', /environment file/],
    ['.git/config', /inside \.git\//],
    ['src', /it is a folder/],
  ])('refuses %s without asking', async (file, reason) => {
    const output = await writeFileTool({ path: file, content: 'x' });
    expect(output.startsWith(`The write to ${file} was not applied: `)).toBe(true);
    expect(output).toMatch(reason);
    expect(output).toMatch(/describe the fix in your report instead/);
    expect(fixture.confirmations).toEqual([]);
    expect(staged).toEqual([]);
  });

  it('sends .falcon/ files to falcon_write', async () => {
    expect(await writeFileTool({ path: '.falcon/falcon.md', content: 'x' })).toMatch(
      /^\.falcon\/falcon\.md is inside the \.falcon\/ workspace: write .* with falcon_write/,
    );
    expect(fixture.confirmations).toEqual([]);
  });

  it('refuses a symlink that leads out of the repository', async () => {
    const outside = await mkdtemp(path.join(os.tmpdir(), 'falcon-outside-'));
    try {
      await symlink(outside, path.join(fixture.repo.root, 'linked'));
      const output = await writeFileTool({ path: 'linked/evil.js', content: 'x' });
      expect(output).toMatch(
        /^The write to linked\/evil\.js was not applied: .*symbolic link.*outside the repository/,
      );
      expect(fixture.confirmations).toEqual([]);
      expect(await filesUnder(outside)).toEqual([]);
    } finally {
      await rm(outside, { recursive: true, force: true });
    }
  });

  it('does not ask when nothing would change', async () => {
    expect(await writeFileTool({ path: 'src/users.js', content: HANDLER })).toBe(
      'src/users.js already has exactly this content; nothing to change.',
    );
    expect(fixture.confirmations).toEqual([]);
  });

  it('refuses a change that would put a secret of the run into the code', async () => {
    const output = await writeFileTool({
      path: 'src/users.js',
      content: `${HANDLER}const key = '${SECRET}';\n`,
    });
    expect(output).toMatch(/not applied: the new content holds a secret value of this run/);
    expect(fixture.confirmations).toEqual([]);
    expect(staged).toEqual([]);
  });

  it('reports a staging failure as not applied', async () => {
    const output = await call(
      createWriteFileTool(fixture.deps, { stage: () => Promise.reject(new Error('overlay is read-only')) }),
      { path: 'src/users.js', content: FIXED },
      fixture.context,
    );
    expect(output).toBe(
      'The write to src/users.js was not applied: staging the change failed (overlay is read-only); describe the fix in your report instead (file, line and the change).',
    );
  });
});
