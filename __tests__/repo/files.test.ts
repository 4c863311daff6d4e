import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { listRepositoryFiles } from '../../src/repo/files.js';

let root: string;

beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'falcon-files-'));
  const files: Record<string, string> = {
    'src/shop/views.py': 'x',
    'services/api/app/routes.py': 'x',
    'node_modules/express/index.js': 'x',
    'build.log': 'x',
    '.gitignore': 'build.log\nnode_modules/\n',
  };
  for (const [name, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, name)), { recursive: true });
    await writeFile(path.join(root, name), text);
  }
});
afterEach(() => rm(root, { recursive: true, force: true }));

describe('listRepositoryFiles', () => {
  it('lists what git knows, tracked and untracked, without ignored files', async () => {
    execFileSync('git', ['init', '-q'], { cwd: root });
    execFileSync('git', ['add', 'src'], { cwd: root });
    expect((await listRepositoryFiles(root)).sort()).toEqual([
      '.gitignore',
      'services/api/app/routes.py',
      'src/shop/views.py',
    ]);
  });

  it('walks a folder outside git, skipping installed packages', async () => {
    expect((await listRepositoryFiles(root)).sort()).toEqual([
      '.gitignore',
      'build.log',
      'services/api/app/routes.py',
      'src/shop/views.py',
    ]);
  });

  it('lists nothing for a folder that is not there', async () => {
    expect(await listRepositoryFiles(path.join(root, 'missing'))).toEqual([]);
  });
});
