import { jest } from '@jest/globals';
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { main } from '../../src/doors/cli.js';
import { sendJson, startServer, type TestServer } from '../__fixtures__/server.js';
import { makeWorkspace, USERS_SPEC, type TempRepo } from '../__fixtures__/workspace.js';

let server: TestServer;
let repo: TempRepo | undefined;
let brokenContract = false;

beforeAll(async () => {
  server = await startServer((request, response) => {
    if (request.url?.startsWith('/users')) {
      return sendJson(response, 200, { items: [{ id: 1, name: brokenContract ? 7 : 'Ada' }] });
    }
    sendJson(response, 404, {});
  });
});
afterAll(() => server.close());
afterEach(async () => {
  brokenContract = false;
  jest.restoreAllMocks();
  await repo?.remove();
  repo = undefined;
});

async function cli(
  args: string[],
  files: Record<string, string>,
): Promise<{ code: number; stdout: string; stderr: string }> {
  repo = await makeWorkspace(files);
  let stdout = '';
  let stderr = '';
  jest.spyOn(process.stdout, 'write').mockImplementation((chunk) => ((stdout += String(chunk)), true));
  jest.spyOn(process.stderr, 'write').mockImplementation((chunk) => ((stderr += String(chunk)), true));
  const code = await main(args, { NO_COLOR: '1' }, repo.root);
  jest.restoreAllMocks();
  return { code, stdout, stderr };
}

const FLOWS = {
  'spec.yaml': USERS_SPEC,
  'flows/contract_users.yaml': 'steps:\n  - operation: listUsers\n    expect: { status: 200 }\n',
  'flows/performance_users.yaml': `steps:\n  - request: { path: /users }\n    expect: { body: [ { path: "$.missing", exists: true } ] }\nload: { count: 2, connections: 1 }\n`,
};

describe('falcon run', () => {
  it('exits 0 when the gated flows pass, reporting a non-gated failure without failing', async () => {
    const { code, stdout } = await cli(['run', '--base-url', server.url], FLOWS);
    expect(code).toBe(0);
    expect(stdout).toMatch(/✓ contract +users {2}\.falcon\/flows\/contract_users\.yaml/);
    expect(stdout).toMatch(/✗ performance/);
    expect(stdout).toMatch(/Gate passed \(smoke, contract\)/);
    expect(stdout).toMatch(
      /Not gated, reported only: \.falcon\/flows\/performance_users\.yaml \(performance\)/,
    );
    const reports = await readdir(path.join(repo!.workspace, 'reports'));
    expect(reports).toEqual(
      expect.arrayContaining([
        'junit.xml',
        expect.stringMatching(/^contract_report_users-api_\d{8}T\d{6}Z\.md$/),
      ]),
    );
  });

  it('exits 1 when a gated flow fails, naming the check, its line and a repro', async () => {
    brokenContract = true;
    const { code, stdout } = await cli(['run', '--base-url', server.url, '--types', 'contract'], FLOWS);
    expect(code).toBe(1);
    expect(stdout).toContain('at .falcon/flows/contract_users.yaml:2');
    expect(stdout).toMatch(/✗ contract schema: expected .*, got /);
    expect(stdout).toContain(`repro: curl '${server.url}/users'`);
    expect(stdout).toMatch(
      /Gate failed \(smoke, contract\) — 1 gated flow failed: \.falcon\/flows\/contract_users\.yaml/,
    );
  });

  it('writes the JSON result when asked', async () => {
    const { code } = await cli(
      ['run', '--base-url', server.url, '--json', 'out/result.json', '--types', 'contract'],
      FLOWS,
    );
    expect(code).toBe(0);
    const result = JSON.parse(await readFile(path.join(repo!.root, 'out/result.json'), 'utf8'));
    expect(result).toMatchObject({
      version: 1,
      verdict: 'pass',
      summary: { flows: 1, passed: 1, failed: 0 },
    });
    expect(result.flows[0].steps[0].checks.length).toBeGreaterThan(0);
  });

  it('exits 2 with file:line:column before sending anything when a flow is malformed', async () => {
    const before = server.requests.length;
    const { code, stderr } = await cli(['run', '--base-url', server.url], {
      ...FLOWS,
      'flows/smoke_broken.yaml': 'steps:\n  - request: { path: /users }\n    expct: { status: 200 }\n',
    });
    expect(code).toBe(2);
    expect(stderr).toContain('.falcon/flows/smoke_broken.yaml:3:5');
    expect(stderr).toContain('nothing was sent');
    expect(server.requests.length).toBe(before);
  });

  it('cuts a 5 MB header value in the console, the report, JUnit and the JSON result, and says so', async () => {
    const { code, stdout } = await cli(
      ['run', '--base-url', server.url, '--json', 'out/result.json', '--junit', 'out/junit.xml'],
      {
        'variables.json': JSON.stringify({ big: 'y'.repeat(5 * 1024 * 1024) }),
        'flows/smoke_big_header.yaml':
          'steps:\n  - request: { path: /users, headers: { x-big: "{{big}}" } }\n    expect: { status: 200 }\n',
      },
    );
    // The server refuses the header (431), so the step fails and every output shows the request.
    expect(code).toBe(1);
    const reports = await readdir(path.join(repo!.workspace, 'reports'));
    const markdown = reports.find((name) => name.endsWith('.md'))!;
    const outputs = {
      console: stdout,
      markdown: await readFile(path.join(repo!.workspace, 'reports', markdown), 'utf8'),
      junit: await readFile(path.join(repo!.root, 'out/junit.xml'), 'utf8'),
      json: await readFile(path.join(repo!.root, 'out/result.json'), 'utf8'),
    };
    for (const [output, text] of Object.entries(outputs)) {
      expect([output, text.length < 64 * 1024]).toEqual([output, true]);
      expect([output, text.includes('[cut: 5242880 characters in all]')]).toEqual([output, true]);
    }
  });

  it('exits 2 on a bad flag value or an unknown flag', async () => {
    expect((await cli(['run', '--gate', 'smok'], FLOWS)).stderr).toMatch(/--gate: 'smok' is not a flow type/);
    const unknown = await cli(['run', '--bogus'], FLOWS);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toMatch(/unknown option '--bogus'/);
  });

  it('says which filter matched nothing', async () => {
    const { code, stderr } = await cli(['run', '--flows', 'e2e_*'], FLOWS);
    expect(code).toBe(2);
    expect(stderr).toContain("no flow in .falcon/flows matches flows 'e2e_*'");
  });
});

describe('falcon validate', () => {
  it('checks the workspace without sending a request', async () => {
    const before = server.requests.length;
    const { code, stdout } = await cli(['validate'], FLOWS);
    expect(code).toBe(0);
    expect(stdout).toMatch(
      /2 flows, 0 environments, spec .falcon\/spec.yaml \(3 operations\): the workspace is valid/,
    );
    expect(server.requests.length).toBe(before);
  });
});

describe('falcon --help', () => {
  it('lists the commands and exit codes', async () => {
    const { code, stdout } = await cli(['--help'], {});
    expect(code).toBe(0);
    expect(stdout).toContain('falcon run');
    expect(stdout).toContain('Exit codes: 0 passed, 1 gate failed, 2 configuration or input error');
  });
});

describe('falcon run with an environment header from a secret', () => {
  it('fills it in for every request and keeps it out of every output', async () => {
    const before = server.requests.length;
    const secret = 'env-header-s3cret-value';
    repo = await makeWorkspace({
      'environments/ci.yaml': 'headers:\n  x-api-key: "{{env.HEADER_SECRET}}"\n',
      'flows/functional_header.yaml': 'steps:\n  - request: { path: /users }\n    expect: { status: 201 }\n',
    });
    let stdout = '';
    jest.spyOn(process.stdout, 'write').mockImplementation((chunk) => ((stdout += String(chunk)), true));
    const code = await main(
      ['run', '--base-url', server.url, '--json', 'out.json', '--agent', 'off'],
      { NO_COLOR: '1', HEADER_SECRET: secret },
      repo.root,
    );
    jest.restoreAllMocks();
    expect(code).toBe(0);
    expect(server.requests.slice(before).map((request) => request.headers['x-api-key'])).toEqual([secret]);
    const written = await readFile(path.join(repo.root, 'out.json'), 'utf8');
    expect(written).not.toContain(secret);
    expect(stdout).not.toContain(secret);
  });
});

describe('output paths', () => {
  it.each([
    [['--junit', '/proc/self/junit.xml'], / \/proc\/self\/junit\.xml: is in \/proc, a virtual file system/],
    [['--json', '.falcon'], /\.falcon: is a folder, not a file/],
    [['--reports-dir', '.falcon/flows/contract_users.yaml'], /contract_users\.yaml: is not a folder/],
    [
      ['--junit', '.falcon/spec.yaml/junit.xml'],
      /junit\.xml: cannot be created: .*spec\.yaml is not a folder/,
    ],
  ])('refuses %j before any request, with exit 2', async (args, message) => {
    const before = server.requests.length;
    const { code, stderr } = await cli(['run', '--base-url', server.url, ...args], FLOWS);
    expect(code).toBe(2);
    expect(stderr).toMatch(message);
    expect(stderr).not.toMatch(/\n\s+at /);
    expect(server.requests.length).toBe(before);
  });
});

describe('run settings in config.yaml', () => {
  it('honours gate: none and gate: [performance], and an input or flag still wins', async () => {
    brokenContract = true;
    // The contract flow fails; so does the performance flow.
    const none = await cli(['run', '--base-url', server.url], { ...FLOWS, 'config.yaml': 'gate: none\n' });
    expect(none.code).toBe(0);
    const performance = await cli(['run', '--base-url', server.url], {
      ...FLOWS,
      'config.yaml': 'gate: [performance]\n',
    });
    expect(performance.code).toBe(1);
    expect(performance.stdout).toMatch(/Gate failed \(performance\)/);
    const flag = await cli(['run', '--base-url', server.url, '--gate', 'contract'], {
      ...FLOWS,
      'config.yaml': 'gate: none\n',
    });
    expect(flag.code).toBe(1);
  });

  it('honours timeout: a slow answer fails the step after the configured time', async () => {
    const slow = await startServer(async (_, response) => {
      await new Promise((resolve) => setTimeout(resolve, 2000).unref());
      sendJson(response, 200, { items: [] });
    });
    try {
      const { code, stdout } = await cli(['run', '--base-url', slow.url, '--types', 'contract'], {
        ...FLOWS,
        'config.yaml': 'timeout: 200ms\n',
      });
      expect(code).toBe(1);
      expect(stdout).toMatch(/200 ms/);
    } finally {
      await slow.close();
    }
  });

  it.each([
    ['gate: smok\n', /config\.yaml:1:7: .*gate/],
    ['timeout: soon\n', /config\.yaml:1:10: .*timeout/],
    ['agent: maybe\n', /config\.yaml:1:8: .*agent.*auto, on or off|config\.yaml:1:8: .*agent/],
    ['confirmations: yes\n', /config\.yaml:1:16: .*confirmations/],
    ['concurrency: 0\n', /config\.yaml:1:14: .*concurrency/],
    ['provider: olama\n', /config\.yaml:1:11: .*provider.*did you mean 'ollama'/],
  ])('refuses %j with its place in config.yaml, before any request', async (text, message) => {
    const before = server.requests.length;
    const { code, stderr } = await cli(['run', '--base-url', server.url], { ...FLOWS, 'config.yaml': text });
    expect(code).toBe(2);
    expect(stderr).toMatch(message);
    expect(server.requests.length).toBe(before);
  });
});
