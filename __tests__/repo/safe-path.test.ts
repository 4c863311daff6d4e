import { mkdir, realpath, symlink } from 'node:fs/promises';
import path from 'node:path';
import {
  PathRefusedError,
  normalizeRelative,
  refusalReason,
  resolveInside,
} from '../../src/repo/safe-path.js';
import { makeRepo, type Repo } from '../__fixtures__/agent/tools-harness.js';

let repo: Repo;
let realRoot: string;

beforeAll(async () => {
  repo = await makeRepo({
    'src/app.ts': 'export {};\n',
    'README.md': '# readme\n',
    '.git/config': '[remote "origin"]\n',
    '.env': 'TOKEN=abc\n',
    '.github/workflows/ci.yml': 'on: push\n',
    'docs/notes.txt': 'notes\n',
  });
  realRoot = await realpath(repo.root);
  await symlink('/etc', path.join(repo.root, 'etc-link'));
  await symlink('/etc/hostname', path.join(repo.root, 'hostname-link'));
  await symlink(path.join(repo.root, 'src'), path.join(repo.root, 'src-link'));
  await symlink('../.env', path.join(repo.root, 'docs', 'innocent.txt'));
  await symlink('/nonexistent-target-for-falcon-tests', path.join(repo.root, 'dangling'));
  await mkdir(path.join(repo.root, 'empty'));
});

afterAll(() => repo.remove());

async function refusal(relative: string, options?: { allowSecrets?: boolean }): Promise<string> {
  try {
    await resolveInside(repo.root, relative, options);
  } catch (error) {
    if (error instanceof PathRefusedError) return error.message;
    throw error;
  }
  throw new Error(`${relative} was not refused`);
}

describe('resolveInside', () => {
  it('resolves files inside the repository to their real absolute path', async () => {
    await expect(resolveInside(repo.root, 'src/app.ts')).resolves.toBe(path.join(realRoot, 'src/app.ts'));
    await expect(resolveInside(repo.root, './src//app.ts')).resolves.toBe(path.join(realRoot, 'src/app.ts'));
    await expect(resolveInside(repo.root, 'src/../README.md')).resolves.toBe(
      path.join(realRoot, 'README.md'),
    );
    await expect(resolveInside(repo.root, '.')).resolves.toBe(realRoot);
    await expect(resolveInside(repo.root, '')).resolves.toBe(realRoot);
    await expect(resolveInside(repo.root, '.github/workflows/ci.yml')).resolves.toBe(
      path.join(realRoot, '.github/workflows/ci.yml'),
    );
  });

  it('accepts backslash separators', async () => {
    await expect(resolveInside(repo.root, 'src\\app.ts')).resolves.toBe(path.join(realRoot, 'src/app.ts'));
  });

  it('follows symlinks that stay inside', async () => {
    await expect(resolveInside(repo.root, 'src-link/app.ts')).resolves.toBe(
      path.join(realRoot, 'src/app.ts'),
    );
  });

  it('resolves files that do not exist yet through their nearest existing folder', async () => {
    await expect(resolveInside(repo.root, 'empty/new/file.txt')).resolves.toBe(
      path.join(realRoot, 'empty/new/file.txt'),
    );
    await expect(resolveInside(repo.root, 'src-link/new.ts')).resolves.toBe(
      path.join(realRoot, 'src/new.ts'),
    );
  });

  it.each([
    ['../x', /leaves the repository/],
    ['a/../../x', /leaves the repository/],
    ['..', /leaves the repository/],
    ['/etc/passwd', /absolute path/],
    ['C:\\Windows\\win.ini', /absolute path/],
    ['~/.ssh/id_rsa', /home folder/],
    ['.git/config', /\.git\//],
    ['src/../.git/HEAD', /\.git\//],
    ['.GIT/config', /\.git\//],
    ['.env', /environment file/],
    ['.env.local', /environment file/],
    ['config/.env', /environment file/],
    ['deploy/server.pem', /key or certificate/],
    ['keys/id_rsa.pub', /SSH key/],
    ['.npmrc', /credentials file/],
    ['config/credentials.json', /credentials file/],
    ['home/.aws/config', /holds credentials/],
  ])('refuses %s', async (relative, reason) => {
    await expect(refusal(relative)).resolves.toMatch(reason);
  });

  it('refuses a symlink to a file outside the repository', async () => {
    await expect(refusal('hostname-link')).resolves.toMatch(/symbolic link .* outside the repository/);
  });

  it('refuses a path through a symlinked folder outside the repository', async () => {
    await expect(refusal('etc-link/passwd')).resolves.toMatch(/outside the repository/);
    // Also for a file that does not exist: creating it would land in /etc.
    await expect(refusal('etc-link/falcon-new-file')).resolves.toMatch(/outside the repository/);
  });

  it('refuses a symlink that leads to a secret under an innocent name', async () => {
    await expect(refusal('docs/innocent.txt')).resolves.toMatch(
      /symbolic link, and its target .env is an environment file/,
    );
  });

  it('refuses a dangling symlink, which a write would follow', async () => {
    await expect(refusal('dangling')).resolves.toMatch(/target does not exist/);
  });

  it('lets secrets through when asked, but never .git', async () => {
    await expect(resolveInside(repo.root, '.env', { allowSecrets: true })).resolves.toBe(
      path.join(realRoot, '.env'),
    );
    await expect(refusal('.git/config', { allowSecrets: true })).resolves.toMatch(/\.git\//);
  });
});

describe('refusalReason', () => {
  it.each([
    ['.envrc', /environment file/],
    ['services/api/.envrc', /environment file/],
    ['.dev.vars', /environment file/],
    ['.vault-token', /credentials file/],
    ['auth.json', /credentials file \(registry logins/],
    ['php/AUTH.JSON', /credentials file \(registry logins/],
    ['.pypirc', /credentials file/],
    ['.git-credentials', /credentials file/],
    ['certs/client.p12', /key or certificate/],
    ['certs/client.pfx', /key or certificate/],
    ['android/release.keystore', /key or certificate/],
    ['android/release.jks', /key or certificate/],
  ])('refuses %s, a file that holds credentials by convention', (relative, reason) => {
    expect(refusalReason(relative)).toMatch(reason);
  });

  it('does not mistake ordinary source files for secrets', () => {
    for (const name of [
      'src/credentials.ts',
      'src/auth/keys.py',
      'src/env.ts',
      'environment.yml',
      'src/keyboard.key.ts',
      '.github/x.yml',
      '.gitignore',
      'src/auth.json.ts',
      'fixtures/oauth.json',
      '.env-example.md',
    ]) {
      expect(refusalReason(name)).toBeUndefined();
    }
  });
});

describe('normalizeRelative', () => {
  it('gives the repository-relative form with / separators', () => {
    expect(normalizeRelative('./a//b/')).toBe('a/b');
    expect(normalizeRelative('a\\b\\..\\c')).toBe('a/c');
    expect(normalizeRelative('')).toBe('.');
  });

  it('refuses NUL characters', () => {
    expect(() => normalizeRelative('a\0b')).toThrow(PathRefusedError);
  });
});
