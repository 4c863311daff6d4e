import { lstat, mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PathRefusedError } from '../../src/repo/safe-path.js';
import { StagingFileSystem } from '../../src/repo/overlay.js';

let root: string;
let outside: string;

beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'falcon-overlay-'));
  outside = await mkdtemp(path.join(os.tmpdir(), 'falcon-outside-'));
  await mkdir(path.join(root, 'src'), { recursive: true });
  await writeFile(path.join(root, 'src/app.ts'), 'export const port = 3000;\n');
  await writeFile(path.join(root, 'README.md'), '# app\n');
  await writeFile(path.join(outside, 'secret.txt'), 'outside\n');
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
  await rm(outside, { recursive: true, force: true });
});

/** Every entry under `folder` with its mtime and content (files) or kind, to compare before and after. */
async function snapshot(folder: string): Promise<Record<string, string>> {
  const result: Record<string, string> = {};
  const walk = async (current: string) => {
    for (const entry of await readdir(current, { withFileTypes: true })) {
      const absolute = path.join(current, entry.name);
      const stats = await lstat(absolute);
      const key = path.relative(folder, absolute);
      if (entry.isDirectory()) {
        result[key] = `dir ${stats.mtimeMs}`;
        await walk(absolute);
      } else {
        result[key] = `${stats.mtimeMs} ${entry.isFile() ? await readFile(absolute, 'utf8') : 'link'}`;
      }
    }
  };
  await walk(folder);
  return result;
}

describe('StagingFileSystem', () => {
  it('reads staged content first, then the disk, and undefined for neither', async () => {
    const overlay = new StagingFileSystem(root);
    expect(await overlay.read('src/app.ts')).toBe('export const port = 3000;\n');
    expect(await overlay.read('src/missing.ts')).toBeUndefined();
    expect(await overlay.read('src')).toBeUndefined();

    await overlay.stage('src/app.ts', 'export const port = 8080;\n');
    await overlay.stage('src/new/util.ts', 'export {};\n');
    expect(await overlay.read('src/app.ts')).toBe('export const port = 8080;\n');
    expect(await overlay.read('./src/new/util.ts')).toBe('export {};\n');
    expect(await overlay.read('README.md')).toBe('# app\n');
    expect(overlay.isStaged('src/app.ts')).toBe(true);
    expect(overlay.isStaged('./src//app.ts')).toBe(true);
    expect(overlay.isStaged('README.md')).toBe(false);
    expect(overlay.isStaged('../escape')).toBe(false);
  });

  it('keeps every version, and the change runs from the disk at first staging to the latest', async () => {
    const overlay = new StagingFileSystem(root);
    await overlay.stage('src/app.ts', 'v1\n');
    await overlay.stage('src/app.ts', 'v2\n');
    await overlay.stage('src/app.ts', 'v3\n');
    expect(overlay.history('src/app.ts')).toEqual(['v1\n', 'v2\n', 'v3\n']);
    expect(overlay.history('README.md')).toEqual([]);
    expect(await overlay.changes()).toEqual([
      { path: 'src/app.ts', before: 'export const port = 3000;\n', after: 'v3\n', versions: 3 },
    ]);
  });

  it('reports new files with no before, sorted by path, and drops a file written back to its disk content', async () => {
    const overlay = new StagingFileSystem(root);
    await overlay.stage('src/z.ts', 'new\n');
    await overlay.stage('README.md', '# changed\n');
    await overlay.stage('README.md', '# app\n');
    await overlay.stage('src/app.ts', 'changed\n');
    const changes = await overlay.changes();
    expect(changes.map((change) => change.path)).toEqual(['src/app.ts', 'src/z.ts']);
    expect(changes[1]).toEqual({ path: 'src/z.ts', before: undefined, after: 'new\n', versions: 1 });
  });

  it('stages a file reached through a symlink inside the repository under its real path', async () => {
    await symlink('src', path.join(root, 'source'));
    const overlay = new StagingFileSystem(root);
    expect(await overlay.stage('source/app.ts', 'linked\n')).toBe('src/app.ts');
    expect(overlay.isStaged('source/app.ts')).toBe(true);
    expect(overlay.isStaged('src/app.ts')).toBe(true);
    expect(await overlay.read('src/app.ts')).toBe('linked\n');
  });

  it('refuses paths outside the repository, in .git/, through a symlink out, and folders', async () => {
    await symlink(outside, path.join(root, 'out'));
    const overlay = new StagingFileSystem(root);
    await expect(overlay.stage('../x', 'x')).rejects.toThrow(PathRefusedError);
    await expect(overlay.stage('/etc/x', 'x')).rejects.toThrow(/absolute path/);
    await expect(overlay.stage('.git/config', 'x')).rejects.toThrow(/\.git/);
    await expect(overlay.stage('out/secret.txt', 'x')).rejects.toThrow(/outside the repository/);
    await expect(overlay.stage('src', 'x')).rejects.toThrow(/is a folder/);
    await expect(overlay.stage('.', 'x')).rejects.toThrow(/repository itself/);
    await expect(overlay.read('out/secret.txt')).rejects.toThrow(PathRefusedError);
    expect(await overlay.changes()).toEqual([]);
    expect(await readFile(path.join(outside, 'secret.txt'), 'utf8')).toBe('outside\n');
  });

  it('never writes the disk: contents and modification times stay as they were', async () => {
    const before = await snapshot(root);
    const overlay = new StagingFileSystem(root);
    await overlay.stage('src/app.ts', 'changed\n');
    await overlay.stage('src/app.ts', 'changed again\n');
    await overlay.stage('lib/deep/new.ts', 'created\n');
    await overlay.read('lib/deep/new.ts');
    await overlay.changes();
    expect(await snapshot(root)).toEqual(before);
    await expect(lstat(path.join(root, 'lib'))).rejects.toThrow(/ENOENT/);
  });
});
