import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { PathRefusedError } from '../../../src/repo/safe-path.js';
import {
  fingerprint,
  patchFileText,
  toFilePatches,
  writePatchFile,
} from '../../../src/investigate/fixes/patches.js';
import type { Proposal } from '../../../src/investigate/fixes/types.js';
import type { StagedChange } from '../../../src/repo/overlay.js';

const run = promisify(execFile);

const APP = Array.from({ length: 20 }, (_, index) => `line ${index + 1}`).join('\n') + '\n';

const CHANGES: StagedChange[] = [
  { path: 'src/app.ts', before: APP, after: APP.replace('line 10\n', 'line ten\n'), versions: 2 },
  { path: 'src/new/util.ts', before: undefined, after: 'export const x = 1;\n', versions: 1 },
  { path: 'docs/a b.md', before: 'old\n', after: 'new\n', versions: 1 },
  { path: 'docs/café.md', before: 'old\n', after: 'new', versions: 1 },
  { path: 'empty.txt', before: undefined, after: '', versions: 1 },
  { path: 'same.txt', before: 'same\n', after: 'same\n', versions: 1 },
];

let repo: string;

/** A git repository holding the `before` side of every change. */
async function makeRepo(changes: StagedChange[]): Promise<string> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'falcon-patches-'));
  await run('git', ['init', '-q'], { cwd: root });
  for (const change of changes) {
    if (change.before === undefined) continue;
    await mkdir(path.dirname(path.join(root, change.path)), { recursive: true });
    await writeFile(path.join(root, change.path), change.before);
  }
  await run('git', ['add', '-A'], { cwd: root });
  await run('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', 'commit', '-qm', 'base'], {
    cwd: root,
  });
  return root;
}

beforeEach(async () => {
  repo = await makeRepo(CHANGES);
});

afterEach(async () => {
  await rm(repo, { recursive: true, force: true });
});

function proposalOf(changes: StagedChange[]): Proposal {
  const files = toFilePatches(changes);
  return {
    id: fingerprint(files),
    title: 'Accept limits up to 50',
    rationale: 'Accept limits up to 50\n\n--- the handler capped at 10\n+++ diff --git lookalike',
    files,
    targetFlows: ['.falcon/flows/users.yaml'],
    verification: { status: 'not_run', reason: 'no start command' },
  };
}

describe('toFilePatches', () => {
  it('writes git-style headers and skips changes that change nothing', () => {
    const patches = toFilePatches(CHANGES);
    expect(patches.map((patch) => patch.path)).toEqual([
      'src/app.ts',
      'src/new/util.ts',
      'docs/a b.md',
      'docs/café.md',
      'empty.txt',
    ]);
    expect(patches[0]).toMatchObject({ added: 1, removed: 1, created: false });
    expect(patches[0]!.diff.split('\n').slice(0, 4)).toEqual([
      'diff --git a/src/app.ts b/src/app.ts',
      '--- a/src/app.ts',
      '+++ b/src/app.ts',
      '@@ -7,7 +7,7 @@',
    ]);
    expect(patches[1]!.diff).toBe(
      'diff --git a/src/new/util.ts b/src/new/util.ts\nnew file mode 100644\n--- /dev/null\n+++ b/src/new/util.ts\n@@ -0,0 +1 @@\n+export const x = 1;\n',
    );
    expect(patches[1]!.created).toBe(true);
    expect(patches[2]!.diff).toContain('--- a/docs/a b.md\t\n+++ b/docs/a b.md\t\n');
    expect(patches[3]!.diff).toContain('diff --git "a/docs/caf\\303\\251.md" "b/docs/caf\\303\\251.md"');
    expect(patches[4]!.diff).toBe('diff --git a/empty.txt b/empty.txt\nnew file mode 100644\n');
  });

  it('gives patches that the real git apply accepts and that produce the staged content', async () => {
    const patches = toFilePatches(CHANGES);
    for (const patch of patches) {
      const file = path.join(repo, 'one.patch');
      await writeFile(file, patch.diff);
      await run('git', ['apply', '--check', file], { cwd: repo });
    }
    await writeFile(path.join(repo, 'all.patch'), patches.map((patch) => patch.diff).join(''));
    await run('git', ['apply', 'all.patch'], { cwd: repo });
    for (const change of CHANGES) {
      expect(await readFile(path.join(repo, change.path), 'utf8')).toBe(change.after);
    }
  });
});

describe('fingerprint', () => {
  it('is 12 hex digits, the same for the same patches in any order', () => {
    const patches = toFilePatches(CHANGES);
    const id = fingerprint(patches);
    expect(id).toMatch(/^[0-9a-f]{12}$/);
    expect(fingerprint([...patches].reverse())).toBe(id);
    expect(fingerprint(toFilePatches(CHANGES))).toBe(id);
  });

  it('differs when a diff or a path differs', () => {
    const patches = toFilePatches(CHANGES);
    const id = fingerprint(patches);
    const otherContent = toFilePatches([{ ...CHANGES[0]!, after: APP.replace('line 10\n', 'line 10!\n') }]);
    const otherPath = toFilePatches([{ ...CHANGES[0]!, path: 'src/other.ts' }]);
    const first = toFilePatches([CHANGES[0]!]);
    const ids = new Set([id, fingerprint(first), fingerprint(otherContent), fingerprint(otherPath)]);
    expect(ids.size).toBe(4);
  });
});

describe('writePatchFile', () => {
  it('writes .falcon/fixes/<id>.patch with a header, and git apply still applies it', async () => {
    const proposal = proposalOf(CHANGES);
    const workspace = path.join(repo, '.falcon');
    const relative = await writePatchFile(workspace, proposal);
    expect(relative).toBe(`.falcon/fixes/${proposal.id}.patch`);

    const text = await readFile(path.join(repo, relative), 'utf8');
    const header = text.slice(0, text.indexOf('\ndiff --git') + 1);
    expect(header).toContain('# Falcon CI proposed fix: Accept limits up to 50\n');
    expect(header).toContain('# Target flows: .falcon/flows/users.yaml\n');
    expect(header).toContain('# Verification: not verified (no start command)\n');
    expect(header).toContain(`# Apply with: git apply .falcon/fixes/${proposal.id}.patch\n`);
    expect(header.split('\n').every((line) => line === '' || line.startsWith('#'))).toBe(true);
    expect(await readdir(path.join(workspace, 'fixes'))).toEqual([`${proposal.id}.patch`]);

    await run('git', ['apply', '--check', relative], { cwd: repo });
    await run('git', ['apply', relative], { cwd: repo });
    expect(await readFile(path.join(repo, 'src/app.ts'), 'utf8')).toContain('line ten\n');
    expect(await readFile(path.join(repo, 'src/new/util.ts'), 'utf8')).toBe('export const x = 1;\n');
  });

  it('refuses a fixes/ folder that links out of the workspace, and writes nothing there', async () => {
    const outside = await mkdtemp(path.join(os.tmpdir(), 'falcon-outside-'));
    try {
      const workspace = path.join(repo, '.falcon');
      await mkdir(workspace);
      await symlink(outside, path.join(workspace, 'fixes'));
      const write = writePatchFile(workspace, proposalOf(CHANGES));
      await expect(write).rejects.toThrow(PathRefusedError);
      await expect(write).rejects.toThrow(
        /^fixes\/[0-9a-f]{12}\.patch is a symbolic link \(or inside one\) that points outside \.falcon\//,
      );
      expect(await readdir(outside)).toEqual([]);
    } finally {
      await rm(outside, { recursive: true, force: true });
    }
  });

  it('refuses a fixes/ folder that links elsewhere in the repository', async () => {
    const workspace = path.join(repo, '.falcon');
    await mkdir(workspace);
    await symlink('../src', path.join(workspace, 'fixes'));
    await expect(writePatchFile(workspace, proposalOf(CHANGES))).rejects.toThrow(/outside \.falcon\//);
    expect((await readdir(path.join(repo, 'src'))).sort()).toEqual(['app.ts']);
  });

  it('says what verification found', () => {
    const proposal = proposalOf(CHANGES);
    const unverified = patchFileText(
      {
        ...proposal,
        verification: {
          status: 'failed',
          stillFailing: ['users.yaml'],
          newlyFailing: ['orders.yaml'],
          reason: 'flows still fail',
        },
      },
      'x.patch',
    );
    expect(unverified).toContain(
      '# Verification: unverified: flows still fail; still failing: users.yaml; newly failing: orders.yaml\n',
    );
    const verified = patchFileText(
      { ...proposal, verification: { status: 'verified', passed: ['users.yaml'] } },
      'x.patch',
    );
    expect(verified).toContain('# Verification: verified (passing now: users.yaml)\n');
  });

  it('refuses an id that is not a plain name and a proposal without files', async () => {
    const proposal = proposalOf(CHANGES);
    const workspace = path.join(repo, '.falcon');
    await expect(writePatchFile(workspace, { ...proposal, id: '../../evil' })).rejects.toThrow(/proposal id/);
    await expect(writePatchFile(workspace, { ...proposal, files: [] })).rejects.toThrow(/no file changes/);
  });
});
