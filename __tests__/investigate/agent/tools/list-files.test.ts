import { symlink } from 'node:fs/promises';
import path from 'node:path';
import { createListFilesTool } from '../../../../src/investigate/agent/tools/list-files.js';
import {
  call,
  makeContext,
  makeDeps,
  makeRepo,
  type Repo,
} from '../../../__fixtures__/agent/tools-harness.js';

let repo: Repo;

beforeAll(async () => {
  repo = await makeRepo({
    'package.json': '{}',
    'src/app.ts': 'export {};\n',
    'src/routes/users.ts': 'export {};\n',
    'src/routes/deep/more/x.ts': '',
    'node_modules/lib/index.js': 'module.exports = 1;\n',
    'dist/app.js': '',
    '.env': 'A=1\n',
    '.git/HEAD': 'ref: refs/heads/main\n',
    'tests/users.test.py': '',
  });
  await symlink('/etc', path.join(repo.root, 'etc-link'));
  await symlink('src/app.ts', path.join(repo.root, 'app-link.ts'));
});
afterAll(() => repo.remove());

function setup() {
  return { tool: createListFilesTool(makeDeps(repo.root)), context: makeContext(repo.root) };
}

describe('list_files', () => {
  it('lists two levels of the repository, skipping .git and naming what it does not enter', async () => {
    const { tool, context } = setup();
    const output = await call(tool, {}, context);
    expect(output.split('\n')).toEqual([
      'the repository (2 levels):',
      '.env  (secret: not readable)',
      'app-link.ts -> src/app.ts  (symlink)',
      'dist/  (not listed: installed or generated files; pass include_ignored: true)',
      'etc-link -> /etc  (symlink, not readable: it leaves the repository or points at a secret)',
      'node_modules/  (not listed: installed or generated files; pass include_ignored: true)',
      'package.json  2 B',
      'src/',
      '  src/app.ts  11 B',
      '  src/routes/  …',
      'tests/',
      '  tests/users.test.py  0 B',
    ]);
  });

  it('lists a folder deeper when asked', async () => {
    const { tool, context } = setup();
    const output = await call(tool, { path: 'src', depth: 4 }, context);
    expect(output).toContain('src/routes/deep/more/x.ts');
    expect(output.startsWith('src/ (4 levels):')).toBe(true);
  });

  it('enters installed folders when asked, or when listing inside one', async () => {
    const { tool, context } = setup();
    expect(await call(tool, { include_ignored: true, depth: 3 }, context)).toContain(
      'node_modules/lib/index.js',
    );
    expect(await call(tool, { path: 'node_modules' }, context)).toContain('node_modules/lib/index.js');
  });

  it('finds files by glob, relative to the repository or to the folder, or by name', async () => {
    const { tool, context } = setup();
    expect(await call(tool, { pattern: 'src/**/*.ts' }, context)).toBe(
      'files under the repository matching src/**/*.ts:\nsrc/app.ts  11 B\nsrc/routes/deep/more/x.ts  0 B\nsrc/routes/users.ts  11 B\nnot searched: dist/, node_modules/ (pass include_ignored: true to include them)',
    );
    const relative = await call(tool, { path: 'src', pattern: 'routes/*.ts' }, context);
    expect(relative).toContain('src/routes/users.ts');
    expect(relative).not.toContain('src/app.ts');
    const byName = await call(tool, { pattern: '*.py' }, context);
    expect(byName).toContain('tests/users.test.py');
    expect(byName).not.toContain('.ts');
    expect(await call(tool, { pattern: '*.rb' }, context)).toMatch(
      /^no files under the repository matching \*\.rb/,
    );
  });

  it('refuses paths outside the repository and into .git', async () => {
    const { tool, context } = setup();
    expect(await call(tool, { path: '..' }, context)).toMatch(/cannot list \.\.: .*leaves the repository/);
    expect(await call(tool, { path: 'etc-link' }, context)).toMatch(/outside the repository/);
    expect(await call(tool, { path: '.git' }, context)).toMatch(/git's internal data/);
  });

  it('explains files and missing folders', async () => {
    const { tool, context } = setup();
    expect(await call(tool, { path: 'package.json' }, context)).toMatch(
      /package\.json is a file \(2 B\); read it with read_file/,
    );
    expect(await call(tool, { path: 'lib' }, context)).toMatch(/no folder lib in the repository/);
  });
});
