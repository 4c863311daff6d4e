import { symlink } from 'node:fs/promises';
import path from 'node:path';
import { createReadFileTool } from '../../../../src/investigate/agent/tools/read-file.js';
import { Redactor } from '../../../../src/http/redact.js';
import {
  call,
  makeContext,
  makeDeps,
  makeRepo,
  type Repo,
} from '../../../__fixtures__/agent/tools-harness.js';

let repo: Repo;
const lines = Array.from({ length: 1000 }, (_, index) => `line ${index + 1}`).join('\n');

beforeAll(async () => {
  repo = await makeRepo({
    'src/app.py': 'import os\n\ndef main():\n    return os.environ["TOKEN"]\n',
    'src/long.txt': `${lines}\n`,
    'src/config.ts': 'export const key = "tok-SECRET-42";\n',
    'src/wide.min.js': `${'a'.repeat(5000)}\n`,
    'assets/logo.png': Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0x01, 0x02]),
    'empty.txt': '',
    '.env': 'TOKEN=abc\n',
    '.git/config': '[core]\n',
  });
  await symlink('/etc/hostname', path.join(repo.root, 'src', 'outside'));
});
afterAll(() => repo.remove());

function setup() {
  const deps = makeDeps(repo.root, { redactor: new Redactor(['tok-SECRET-42']) });
  return { tool: createReadFileTool(deps), context: makeContext(repo.root), deps };
}

describe('read_file', () => {
  it('shows a file with numbered lines', async () => {
    const { tool, context } = setup();
    expect(await call(tool, { path: 'src/app.py' }, context)).toBe(
      'src/app.py (lines 1-4 of 4)\n1| import os\n2| \n3| def main():\n4|     return os.environ["TOKEN"]',
    );
  });

  it('shows a range and says how to read on', async () => {
    const { tool, context } = setup();
    const output = await call(tool, { path: './src/long.txt', start_line: 10, end_line: 12 }, context);
    expect(output).toBe(
      'src/long.txt (lines 10-12 of 1000)\n10| line 10\n11| line 11\n12| line 12\n… lines 13-1000 not shown; read on with start_line: 13',
    );
  });

  it('shows at most 400 lines per call', async () => {
    const { tool, context } = setup();
    const output = await call(tool, { path: 'src/long.txt' }, context);
    expect(output.startsWith('src/long.txt (lines 1-400 of 1000)')).toBe(true);
    expect(output).toContain('read on with start_line: 401');
  });

  it('cuts very long lines', async () => {
    const { tool, context } = setup();
    expect(await call(tool, { path: 'src/wide.min.js' }, context)).toContain('… (4600 more characters)');
  });

  it('masks secrets in what it shows', async () => {
    const { tool, context } = setup();
    const output = await call(tool, { path: 'src/config.ts' }, context);
    expect(output).toContain('export const key = "***"');
  });

  it.each([
    ['.env', /cannot read \.env: .*environment file/],
    ['.git/config', /cannot read \.git\/config: .*git's internal data/],
    ['../outside.txt', /leaves the repository/],
    ['/etc/passwd', /absolute path/],
    ['src/outside', /outside the repository/],
    ['assets/logo.png', /binary file .*text only/],
    ['src', /src is a folder; list it with list_files/],
    ['src/ap.py', /no file src\/ap\.py in the repository \(did you mean src\/app\.py\?\)/],
    ['nowhere/x.ts', /no file nowhere\/x\.ts .*folder does not exist/],
    ['empty.txt', /empty\.txt is empty/],
  ])('refuses or explains %s', async (file, message) => {
    const { tool, context } = setup();
    expect(await call(tool, { path: file }, context)).toMatch(message);
  });

  it('explains ranges that do not fit', async () => {
    const { tool, context } = setup();
    expect(await call(tool, { path: 'src/app.py', start_line: 9 }, context)).toMatch(
      /has 4 lines; start_line 9 is past the end/,
    );
    expect(await call(tool, { path: 'src/app.py', start_line: 3, end_line: 2 }, context)).toMatch(
      /before start_line/,
    );
  });
});
