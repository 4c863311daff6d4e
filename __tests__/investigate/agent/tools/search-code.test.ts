import { symlink } from 'node:fs/promises';
import path from 'node:path';
import { createSearchCodeTool } from '../../../../src/investigate/agent/tools/search-code.js';
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
    'src/users.py': 'def get_user(id):\n    raise ValueError("User not found")\n',
    'src/orders.ts': 'throw new Error("user not found");\nconst route = "/users/:id";\n',
    'src/many.txt': Array.from({ length: 30 }, (_, index) => `hit ${index}`).join('\n'),
    '.env': 'MESSAGE=user not found\n',
    'config/.env.local': 'user not found\n',
    'node_modules/lib/index.js': 'user not found\n',
    '.git/COMMIT_EDITMSG': 'fix user not found\n',
    'bin/tool': Buffer.from('user not found\0\0binary'),
  });
  await mkdirLink();
});
afterAll(() => repo.remove());

async function mkdirLink(): Promise<void> {
  await symlink('/etc', path.join(repo.root, 'etc-link'));
}

function setup() {
  return { tool: createSearchCodeTool(makeDeps(repo.root)), context: makeContext(repo.root) };
}

describe('search_code', () => {
  it('finds text as file:line: text, case-insensitively, only in readable code', async () => {
    const { tool, context } = setup();
    expect(await call(tool, { query: 'user not found' }, context)).toBe(
      'src/orders.ts:1: throw new Error("user not found");\nsrc/users.py:2: raise ValueError("User not found")',
    );
  });

  it('matches exactly when the query has an upper-case letter', async () => {
    const { tool, context } = setup();
    expect(await call(tool, { query: 'User not' }, context)).toBe(
      'src/users.py:2: raise ValueError("User not found")',
    );
  });

  it('takes regular expressions', async () => {
    const { tool, context } = setup();
    expect(await call(tool, { query: 'def \\w+\\(', regex: true }, context)).toBe(
      'src/users.py:1: def get_user(id):',
    );
    expect(await call(tool, { query: '(unclosed', regex: true }, context)).toMatch(
      /not a valid regular expression/,
    );
  });

  it('refuses a pattern that could backtrack forever instead of freezing the run', async () => {
    const { tool, context } = setup();
    for (const query of ['^(\\s*\\S*)*$X', '(a+)+b', '(\\d{2})+x']) {
      expect(await call(tool, { query, regex: true }, context)).toMatch(
        /repeats a group that itself repeats/,
      );
    }
    expect(await call(tool, { query: '(def|class) \\w+', regex: true }, context)).toContain('src/users.py:1');
  });

  it('searches one folder or file', async () => {
    const { tool, context } = setup();
    expect(await call(tool, { query: 'not found', path: 'src/users.py' }, context)).toBe(
      'src/users.py:2: raise ValueError("User not found")',
    );
    expect(await call(tool, { query: '/users/', path: 'src' }, context)).toBe(
      'src/orders.ts:2: const route = "/users/:id";',
    );
  });

  it('stops at max_results and says how many more there are', async () => {
    const { tool, context } = setup();
    const output = await call(tool, { query: 'hit', max_results: 5 }, context);
    expect(output.split('\n').slice(0, 5)).toEqual([
      'src/many.txt:1: hit 0',
      'src/many.txt:2: hit 1',
      'src/many.txt:3: hit 2',
      'src/many.txt:4: hit 3',
      'src/many.txt:5: hit 4',
    ]);
    expect(output).toContain('… 25 more matches not shown');
  });

  it('says when nothing matches', async () => {
    const { tool, context } = setup();
    expect(await call(tool, { query: 'no such text' }, context)).toMatch(
      /^no match for "no such text" in the repository \(\d+ files searched\)/,
    );
  });

  it('refuses to search secrets and places outside the repository', async () => {
    const { tool, context } = setup();
    expect(await call(tool, { query: 'user', path: '.env' }, context)).toMatch(
      /cannot search \.env: .*environment file/,
    );
    expect(await call(tool, { query: 'root', path: 'etc-link' }, context)).toMatch(/outside the repository/);
    expect(await call(tool, { query: 'x', path: '../' }, context)).toMatch(/leaves the repository/);
    expect(await call(tool, { query: 'x', path: 'missing' }, context)).toMatch(/no file or folder missing/);
  });

  it('needs a query', async () => {
    const { tool } = setup();
    await expect(call(tool, { query: '' }, makeContext(repo.root))).rejects.toThrow(
      /\$\.query: must not be empty/,
    );
  });
});
