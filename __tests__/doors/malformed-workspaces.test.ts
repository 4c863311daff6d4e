/**
 * The CLI on malformed workspaces, one per family of mistake, each generated here: every one is
 * refused before any request with exit code 2 and one readable problem line naming the file, line
 * and column and what to do; never a stack trace, and the API never hears of it.
 */
import { jest } from '@jest/globals';
import { execFile } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { main } from '../../src/doors/cli.js';
import { sendJson, startServer, type TestServer } from '../__fixtures__/server.js';
import { makeWorkspace, USERS_SPEC, type TempRepo } from '../__fixtures__/workspace.js';

const run = promisify(execFile);
let server: TestServer;
let repo: TempRepo | undefined;

beforeAll(async () => {
  server = await startServer((_request, response) => sendJson(response, 200, { items: [] }));
});
afterAll(() => server.close());
afterEach(async () => {
  jest.restoreAllMocks();
  await repo?.remove();
  repo = undefined;
});

const FLOW = 'steps:\n  - request: { path: /users }\n    expect: { status: 200 }\n';
const STEP = '  - request: { path: /users }\n';

interface Case {
  /** Files of `.falcon/`, the one good flow added unless a case replaces it. */
  files: Record<string, string>;
  /** `file:line:column` the problem line starts with (line and column as patterns), or the file alone where no line applies. */
  at: string;
  /** Words the message must hold. */
  says: RegExp;
  /** Flags added to `falcon run --base-url <server>`. */
  args?: string[];
  /** Made after the files are written (a pipe, a folder). */
  prepare?: (workspace: string) => Promise<void>;
}

const corpus: Record<string, Case> = {
  'an unclosed quote in a flow': {
    files: {
      'flows/smoke_users.yaml': 'steps:\n  - request: { path: "/users }\n    expect: { status: 200 }\n',
    },
    at: '.falcon/flows/smoke_users.yaml:2:22',
    says: /double quote opened here is not closed/,
  },
  'an unclosed bracket in a flow': {
    files: { 'flows/smoke_users.yaml': 'steps:\n  - request: { path: /users\n    expect: { status: 200 }\n' },
    at: '.falcon/flows/smoke_users.yaml:2:14',
    says: /mapping opened here with \{ is never closed/,
  },
  'a line indented too deep in a flow': {
    files: { 'flows/smoke_users.yaml': 'steps:\n  - request:\n      path: /users\n        method: GET\n' },
    at: '.falcon/flows/smoke_users.yaml:4:9',
    says: /indented deeper than the line above/,
  },
  'a tab in the config': {
    files: { 'config.yaml': 'api_name: Users\nhistory:\n\tenabled: true\n' },
    at: '.falcon/config.yaml:3:1',
    says: /indented with a tab/,
  },
  'two documents in the config': {
    files: { 'config.yaml': 'api_name: Users\n---\napi_name: Other\n' },
    at: '.falcon/config.yaml:2:1',
    says: /second YAML document/,
  },
  'a key written twice in the config': {
    files: { 'config.yaml': 'api_name: Users\napi_name: Other\n' },
    at: '.falcon/config.yaml:2:1',
    says: /written twice/,
  },
  'an alias with no anchor in an environment': {
    files: { 'environments/dev.yaml': 'base_url: http://127.0.0.1:1\nheaders: *common\n' },
    at: '.falcon/environments/dev.yaml:2:10',
    says: /alias \*common names no anchor/,
  },
  'an anchor that holds itself in a flow': {
    files: { 'flows/smoke_users.yaml': `variables: &vars { again: *vars }\n${FLOW}` },
    at: '.falcon/flows/smoke_users.yaml:1:27',
    says: /would hold itself/,
  },
  'aliases that expand a billion times in a flow': {
    files: {
      'flows/smoke_users.yaml': `variables:\n  a: &a [x, x, x, x, x, x, x, x, x, x]\n${[
        'b',
        'c',
        'd',
        'e',
        'f',
        'g',
        'h',
        'i',
        'j',
      ]
        .map((name, index) => `  ${name}: &${name} [${Array(10).fill(`*${'abcdefghij'[index]}`).join(', ')}]`)
        .join('\n')}\n${FLOW}`,
    },
    at: '.falcon/flows/smoke_users.yaml:\\d+:\\d+',
    says: /aliases \(\*name\) expand too much.*FALCON_MAX_ALIASES/,
  },
  'a missing comma in variables.json': {
    files: { 'variables.json': '{\n  "user": "ada"\n  "id": 7\n}\n' },
    at: '.falcon/variables.json:3:3',
    says: /invalid JSON: expected "," or "}"/,
  },
  'variables.json nested 100,000 deep': {
    files: { 'variables.json': '{"a":'.repeat(100_000) + '1' + '}'.repeat(100_000) },
    at: '.falcon/variables.json:1:\\d+',
    says: /nested more than 100 levels deep/,
  },
  'a flow nested 1,000 levels by indentation': {
    files: {
      'flows/smoke_users.yaml': `${FLOW}variables:\n${Array.from({ length: 1000 }, (_, level) => `${'  '.repeat(level + 1)}k${level}:`).join('\n')}\n`,
    },
    at: '.falcon/flows/smoke_users.yaml:\\d+:\\d+',
    says: /nested more than 100 levels deep/,
  },
  'a flow of 12,000 steps': {
    files: { 'flows/smoke_users.yaml': `steps:\n${STEP.repeat(12_000)}` },
    at: '.falcon/flows/smoke_users.yaml:10002:3',
    says: /more than 10000 steps in one flow.*FALCON_MAX_STEPS/,
  },
  'a folder at config.yaml': {
    files: {},
    prepare: (workspace) => mkdir(path.join(workspace, 'config.yaml')),
    at: '.falcon/config.yaml:1:1',
    says: /is a folder, not a file/,
  },
  'a named pipe at spec.yaml': {
    files: {},
    prepare: async (workspace) => void (await run('mkfifo', [path.join(workspace, 'spec.yaml')])),
    at: '.falcon/spec.yaml:1:1',
    says: /not a regular file/,
  },
  'a broken spec': {
    files: { 'spec.yaml': USERS_SPEC.replace('paths:\n', 'paths: [\n') },
    at: '.falcon/spec.yaml:\\d+:8',
    says: /list opened here with \[ is never closed/,
  },
  'a header name HTTP does not allow': {
    files: { 'flows/smoke_users.yaml': 'steps:\n  - request: { path: /users, headers: { "x bad": "1" } }\n' },
    at: '.falcon/flows/smoke_users.yaml:2:\\d+',
    says: /header name/,
  },
  'a line break in a header value': {
    files: {
      'flows/smoke_users.yaml':
        'steps:\n  - request: { path: /users, headers: { x-id: "1\\r\\nx-evil: 2" } }\n',
    },
    at: '.falcon/flows/smoke_users.yaml:2:\\d+',
    says: /header 'x-id' must be .* on one line — remove the line break/,
  },
  'a saved request with a relative url': {
    files: { 'requests/list.yaml': 'url: /users\n' },
    at: '.falcon/requests/list.yaml:1:6',
    says: /not an absolute http\(s\) URL/,
  },
  'an unset variable in environment headers': {
    files: {
      'environments/dev.yaml':
        'base_url: http://127.0.0.1:1\nheaders: { authorization: "Bearer {{env.FALCON_UNSET_TOKEN}}" }\n',
      'flows/smoke_users.yaml': `environment: dev\n${FLOW}`,
    },
    at: '.falcon/environments/dev.yaml:2:\\d+',
    says: /FALCON_UNSET_TOKEN/,
  },
  'a gate that names no flow type': {
    files: { 'config.yaml': 'gate: smok\n' },
    at: '.falcon/config.yaml:1:7',
    says: /'gate' must be flow types separated by commas .* \(got "smok"\)/,
  },
  'a JUnit path in /proc': {
    files: {},
    args: ['--junit', '/proc/self/junit.xml'],
    at: '/proc/self/junit.xml',
    says: /virtual file system/,
  },
  'a flow that is a list': {
    files: { 'flows/smoke_users.yaml': '- request: { path: /users }\n' },
    at: '.falcon/flows/smoke_users.yaml:1:1',
    says: /a flow must be a YAML mapping/,
  },
};

describe('falcon run on malformed workspaces', () => {
  it.each(Object.entries(corpus))('%s', async (_family, { files, at, says, prepare, args = [] }) => {
    repo = await makeWorkspace({ 'flows/smoke_users.yaml': FLOW, ...files });
    await prepare?.(repo.workspace);
    let stdout = '';
    let stderr = '';
    jest.spyOn(process.stdout, 'write').mockImplementation((chunk) => ((stdout += String(chunk)), true));
    jest.spyOn(process.stderr, 'write').mockImplementation((chunk) => ((stderr += String(chunk)), true));
    const before = server.requests.length;
    const code = await main(['run', '--base-url', server.url, ...args], { NO_COLOR: '1' }, repo.root);
    jest.restoreAllMocks();

    expect(code).toBe(2);
    const lines = stderr.trimEnd().split('\n');
    expect(lines).toEqual(['1 problem in the input; nothing was sent:', expect.any(String)]);
    expect(lines[1]).toMatch(new RegExp(`^  ${at.replace(/\./g, '\\.').replace(/\\\\d/g, '\\d')}: \\S`));
    expect(lines[1]).toMatch(says);
    expect(lines[1]).toMatch(/ — \S/);
    expect(stderr + stdout).not.toMatch(/\n\s+at |Error:|node:internal|RangeError|TypeError/);
    expect(server.requests.length).toBe(before);
  });
});
