import { mkdir, mkdtemp, realpath, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { InputErrors } from '../../src/core/errors.js';
import { loadWorkspace } from '../../src/workspace/load.js';
import { findJsonSyntaxError } from '../../src/workspace/variables.js';
import { workspaceLoader, type TempRepo } from '../__fixtures__/workspace.js';

const { load, loadErrors } = workspaceLoader();

const lines = (...text: string[]): string => `${text.join('\n')}\n`;

describe('environments', () => {
  it('expands ${VAR}, writes header values as text and redacts secret-looking headers', async () => {
    const workspace = await load(
      {
        'environments/ci.yaml': lines(
          'base_url: http://${API_HOST:-127.0.0.1}:${API_PORT}',
          'headers:',
          '  Authorization: Basic ZGV2OmRldg==',
          '  x-retries: 3',
          '  x-debug: true',
          '  x-session: "{{session}}"',
          'variables:',
          '  region: ${REGION:-eu}',
          '  limits: { page: 10 }',
        ),
        'environments/empty.yaml': '',
      },
      { API_PORT: '8080' },
    );
    expect(workspace.environments).toEqual({
      ci: {
        name: 'ci',
        base_url: 'http://127.0.0.1:8080',
        headers: {
          Authorization: 'Basic ZGV2OmRldg==',
          'x-retries': '3',
          'x-debug': 'true',
          'x-session': '{{session}}',
        },
        variables: { region: 'eu', limits: { page: 10 } },
        file: '.falcon/environments/ci.yaml',
      },
      empty: { name: 'empty', headers: {}, variables: {}, file: '.falcon/environments/empty.yaml' },
    });
    // A literal credential under a secret-looking header name is redacted too; a template is not a value yet.
    expect(workspace.secrets).toEqual(['Basic ZGV2OmRldg==']);
  });

  it('reports wrong shapes at their place', async () => {
    expect(
      await loadErrors({
        'environments/a.yaml': lines(
          'base_url: ftp://files',
          'headers:',
          '  x-obj: { a: 1 }',
          'variables: [1, 2]',
        ),
        'environments/b.yaml': lines('- http://x'),
      }),
    ).toEqual([
      ".falcon/environments/a.yaml:3:10: 'headers.x-obj' must be a string, a number or true or false (got a mapping) — write a string, a number or true or false here",
      ".falcon/environments/a.yaml:4:12: 'variables' must be a mapping (got a list) — write a mapping (key: value) here",
      ".falcon/environments/b.yaml:1:1: environment 'b' must be a mapping — write base_url:, headers: and variables: keys",
    ]);
  });

  it('refuses variable names no placeholder reaches, where they are written', async () => {
    expect(
      await loadErrors({
        'environments/a.yaml': lines('variables:', '  tenant: acme', '  user id: 7', '  a.b: 1'),
        'environments/b.yaml': lines('variables:', '  tenant: acme', '  env.TOKEN: x'),
      }),
    ).toEqual([
      ".falcon/environments/a.yaml:3:3: invalid name 'user id' in 'variables' — use a name of letters, digits, '_', '-' and '.' that starts with a letter or '_' and does not end with '.'",
      ".falcon/environments/b.yaml:3:3: variable name 'env.TOKEN' is reserved for {{env.NAME}} — choose another name",
    ]);
  });

  it('names keys holding % as written, without decoding them', async () => {
    expect(
      await loadErrors({
        'environments/a.yaml': lines('headers:', '  "x-rate%limit": { a: 1 }', '  "x a%20b": [1]'),
      }),
    ).toEqual([
      ".falcon/environments/a.yaml:2:19: 'headers.x-rate%limit' must be a string, a number or true or false (got a mapping) — write a string, a number or true or false here",
      // A space is no header name's; `%` is.
      ".falcon/environments/a.yaml:3:3: invalid name 'x a%20b' in 'headers' — use a header name: letters, digits and !#$%&'*+-.^_`|~",
      ".falcon/environments/a.yaml:3:14: 'headers.x a%20b' must be a string, a number or true or false (got a list) — write a string, a number or true or false here",
    ]);
  });

  it('rejects a base_url that is not an absolute http(s) URL', async () => {
    expect(await loadErrors({ 'environments/a.yaml': 'base_url: ftp://files\n' })).toEqual([
      '.falcon/environments/a.yaml:1:11: base_url must be an absolute http(s) URL, not "ftp://files" — write it with its scheme, e.g. http://localhost:3000',
    ]);
  });

  it('rejects a base_url carrying credentials, without repeating them', async () => {
    const errors = await loadErrors(
      {
        'environments/a.yaml': 'base_url: http://alice:s3cretpw@127.0.0.1:8080\n',
        'environments/b.yaml': 'base_url: https://${API_USER}@api.test\n',
      },
      { API_USER: 'bob' },
    );
    expect(errors).toEqual([
      '.falcon/environments/a.yaml:1:11: base_url must not carry credentials (user:password@): they would not be sent — remove them and send them in a header instead, e.g. authorization: "Basic {{env.API_AUTH}}"',
      '.falcon/environments/b.yaml:1:11: base_url must not carry credentials (user:password@): they would not be sent — remove them and send them in a header instead, e.g. authorization: "Basic {{env.API_AUTH}}"',
    ]);
    expect(errors.join('\n')).not.toContain('s3cretpw');
  });

  it('refuses two files for one environment name', async () => {
    expect(
      await loadErrors({
        'environments/dev.yaml': 'base_url: http://a\n',
        'environments/dev.yml': 'base_url: http://b\n',
      }),
    ).toEqual([
      ".falcon/environments/dev.yml:1:1: environment 'dev' is defined twice — keep one of dev.yaml and dev.yml",
    ]);
  });
});

describe('saved requests', () => {
  it('reads every request field, with the method in upper case and form and header values as text', async () => {
    const workspace = await load(
      {
        'requests/search.yaml': lines(
          'method: post',
          'path: /search',
          'params: { id: 3 }',
          'query: { tags: [a, b], page: 2 }',
          'headers: { x-api-key: "${SEARCH_KEY}", x-n: 1 }',
          'form: { q: "{{term}}", exact: false }',
        ),
      },
      { SEARCH_KEY: 'k-1' },
    );
    expect(workspace.requests).toEqual({
      search: {
        name: 'search',
        request: {
          method: 'POST',
          path: '/search',
          params: { id: 3 },
          query: { tags: ['a', 'b'], page: 2 },
          headers: { 'x-api-key': 'k-1', 'x-n': '1' },
          form: { q: '{{term}}', exact: 'false' },
        },
        file: '.falcon/requests/search.yaml',
      },
    });
    expect(workspace.secrets).toEqual(['k-1']);
  });

  it('reports what cannot be sent, at its place', async () => {
    expect(
      await loadErrors({
        'requests/a.yaml': lines('method: GTE', 'url: "http://x/{{$uid}}"', 'body: [1]'),
        'requests/b.yaml': lines('just text'),
      }),
    ).toEqual([
      ".falcon/requests/a.yaml:3:7: 'body' must be a string (got a list) — write a string here",
      ".falcon/requests/b.yaml:1:1: saved request 'b' must be a mapping — write request keys such as method:, path: and headers:",
    ]);

    expect(await loadErrors({ 'requests/a.yaml': lines('method: GTE', 'url: "http://x/{{$uid}}"') })).toEqual(
      [
        ".falcon/requests/a.yaml:1:9: 'GTE' is not an HTTP method — did you mean 'GET'?",
        ".falcon/requests/a.yaml:2:6: unknown built-in '{{$uid}}' — did you mean {{$uuid}}?",
      ],
    );
  });

  it('refuses two files for one request name, and keys the request does not have', async () => {
    expect(
      await loadErrors({
        'requests/login.yaml': lines('method: POST', 'path: /login'),
        'requests/login.yml': lines('method: POST', 'path: /signin'),
        'requests/me.yaml': lines('method: GET', 'pth: /me'),
      }),
    ).toEqual([
      ".falcon/requests/login.yml:1:1: saved request 'login' is defined twice — keep one of login.yaml and login.yml",
      ".falcon/requests/me.yaml:2:1: unknown key 'pth' in saved request 'me' — did you mean 'path'?",
    ]);
  });
});

describe('variables.json', () => {
  it('reads a JSON object, tolerating a byte-order mark', async () => {
    const workspace = await load({ 'variables.json': '\uFEFF{ "limit": 5, "user": { "id": 1 }, "a.b": 2 }' });
    expect(workspace.variables).toEqual({ limit: 5, user: { id: 1 }, 'a.b': 2 });
    expect((await load({ 'variables.json': '{}' })).variables).toEqual({});
  });

  it('refuses an empty file, which is no JSON', async () => {
    expect(await loadErrors({ 'variables.json': '  \n' })).toEqual([
      '.falcon/variables.json:1:1: .falcon/variables.json is empty, and an empty file is no JSON — write {} for no variables, or delete the file',
    ]);
  });

  it('refuses a name no placeholder can reach, at the name', async () => {
    expect(
      await loadErrors({ 'variables.json': '{\n  "ok": 1,\n  "bad name": 2,\n  "env": 3,\n  "a.": 4\n}\n' }),
    ).toEqual([
      `.falcon/variables.json:3:3: invalid variable name "bad name" in .falcon/variables.json — use a name of letters, digits, '_', '-' and '.' that starts with a letter or '_' and does not end with '.'`,
      ".falcon/variables.json:4:3: variable name 'env' is reserved for {{env.NAME}} in .falcon/variables.json — choose another name",
      `.falcon/variables.json:5:3: invalid variable name "a." in .falcon/variables.json — use a name of letters, digits, '_', '-' and '.' that starts with a letter or '_' and does not end with '.'`,
    ]);
  });

  it('points at the first syntax error', async () => {
    expect(await loadErrors({ 'variables.json': '{\n  "a": 1,\n  b: 2\n}\n' })).toEqual([
      '.falcon/variables.json:3:3: invalid JSON: expected a property name in double quotes, unexpected "b" — fix the JSON syntax here (keys and strings in double quotes, no trailing commas)',
    ]);
  });

  it('requires an object', async () => {
    expect(await loadErrors({ 'variables.json': '\n  [1, 2]\n' })).toEqual([
      '.falcon/variables.json:2:3: .falcon/variables.json must hold a JSON object, not an array — write the variables as { "name": value, ... }',
    ]);
  });

  it.each([
    ['{"a": 1,}', 7, 'trailing comma before }'],
    ['[1, 2,]', 5, 'trailing comma before ]'],
    ["{'a': 1}", 1, 'expected a property name in double quotes, unexpected "\'"'],
    ['{"a": x}', 6, 'expected a value, unexpected "x"'],
    ['{"a": tru}', 6, 'expected a value, unexpected "t"'],
    ['{"a" 1}', 5, 'expected ":", unexpected "1"'],
    ['{"a": 1 "b": 2}', 8, 'expected "," or "}", unexpected "\\""'],
    ['{"a": ', 6, 'expected a value, the file ends too early'],
    ['{"a": "b', 6, 'a string is not closed with "'],
    ['{"a": "\\q"}', 7, 'invalid escape \\q in a string'],
    ['{"a": "line\nbreak"}', 11, 'a line break or control character inside a string (write \\n)'],
    ['{"a": \'b\'}', 6, 'strings must use double quotes'],
    ['{} {}', 3, 'unexpected text after the JSON value'],
    ['[01]', 2, 'expected "," or "]", unexpected "1"'],
  ])('finds the error in %j at offset %i', (text, offset, message) => {
    expect(() => JSON.parse(text)).toThrow();
    expect(findJsonSyntaxError(text)).toEqual({ offset, message });
  });

  it.each(['{}', '[]', '{"a": [1, -2.5e3, true, false, null, "\\u00e9\\n"]}', ' 0 '])(
    'accepts valid JSON %j',
    (text) => {
      expect(findJsonSyntaxError(text)).toBeUndefined();
    },
  );
});

describe('symbolic links in workspace folders', () => {
  const { make } = workspaceLoader();

  const loadRepo = async (
    repo: TempRepo,
  ): Promise<{ workspace?: Awaited<ReturnType<typeof loadWorkspace>>; errors: string[] }> => {
    try {
      return {
        workspace: await loadWorkspace({ workspace: repo.workspace, repoRoot: repo.root, env: {} }),
        errors: [],
      };
    } catch (error) {
      if (error instanceof InputErrors)
        return { errors: error.errors.map((inputError) => inputError.describe()) };
      throw error;
    }
  };

  it('reads a linked flow, environment and saved request whose target is inside the repository', async () => {
    const repo = await make({ 'flows/smoke_ok.yaml': 'steps:\n  - request: { path: /ok }\n' });
    const shared = path.join(repo.root, 'shared');
    await mkdir(shared);
    await writeFile(path.join(shared, 'bad.yaml'), 'steps:\n  - request: { path: /bad }\n');
    await writeFile(path.join(shared, 'ci.yaml'), 'base_url: http://127.0.0.1:1\n');
    await writeFile(path.join(shared, 'login.yaml'), 'method: POST\npath: /login\n');
    await symlink(path.join(shared, 'bad.yaml'), path.join(repo.workspace, 'flows', 'smoke_bad.yaml'));
    await mkdir(path.join(repo.workspace, 'environments'));
    await symlink('../../shared/ci.yaml', path.join(repo.workspace, 'environments', 'ci.yaml'));
    await mkdir(path.join(repo.workspace, 'requests'));
    await symlink(path.join(shared, 'login.yaml'), path.join(repo.workspace, 'requests', 'login.yaml'));

    const { workspace, errors } = await loadRepo(repo);
    expect(errors).toEqual([]);
    expect(workspace?.flows.map((flow) => flow.file)).toEqual([
      '.falcon/flows/smoke_bad.yaml',
      '.falcon/flows/smoke_ok.yaml',
    ]);
    expect(workspace?.environments.ci?.base_url).toBe('http://127.0.0.1:1');
    expect(workspace?.requests.login?.request).toEqual({ method: 'POST', path: '/login' });
  });

  it('refuses links that leave the repository, lead nowhere or reach something other than a file', async () => {
    const repo = await make({ 'flows/smoke_ok.yaml': 'steps:\n  - request: { path: /ok }\n' });
    const outside = await mkdtemp(path.join(os.tmpdir(), 'falcon-outside-'));
    try {
      await writeFile(path.join(outside, 'flow.yaml'), 'steps:\n  - request: { path: /x }\n');
      await writeFile(path.join(outside, 'dev.yaml'), 'base_url: http://127.0.0.1:1\n');
      const flows = path.join(repo.workspace, 'flows');
      await symlink(path.join(outside, 'flow.yaml'), path.join(flows, 'smoke_outside.yaml'));
      await symlink(path.join(repo.root, 'missing.yaml'), path.join(flows, 'smoke_gone.yaml'));
      await symlink(repo.root, path.join(flows, 'smoke_folder.yaml'));
      await mkdir(path.join(repo.workspace, 'environments'));
      await symlink(path.join(outside, 'dev.yaml'), path.join(repo.workspace, 'environments', 'dev.yaml'));
      // A link that is never read (not YAML) is only reported as stray, like any other such file.
      await symlink(path.join(outside, 'flow.yaml'), path.join(flows, 'notes.txt'));

      const realOutside = await realpath(outside);
      const { errors } = await loadRepo(repo);
      expect(errors).toEqual([
        `.falcon/environments/dev.yaml:1:1: .falcon/environments/dev.yaml is a symbolic link to ${path.join(realOutside, 'dev.yaml')}, outside the repository — copy the file into the repository, or link to a file inside it`,
        '.falcon/flows/smoke_folder.yaml:1:1: .falcon/flows/smoke_folder.yaml is a symbolic link to ., which is not a regular file — point it at a YAML file, or remove it',
        `.falcon/flows/smoke_gone.yaml:1:1: .falcon/flows/smoke_gone.yaml is a symbolic link to ${path.join(repo.root, 'missing.yaml')}, which does not exist — point it at a file that exists in the repository, or remove it`,
        `.falcon/flows/smoke_outside.yaml:1:1: .falcon/flows/smoke_outside.yaml is a symbolic link to ${path.join(realOutside, 'flow.yaml')}, outside the repository — copy the file into the repository, or link to a file inside it`,
      ]);
    } finally {
      await rm(outside, { recursive: true, force: true });
    }
  });
});
