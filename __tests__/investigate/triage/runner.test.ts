/**
 * Triage of what the real runner records: flows run against a local API that fails the way real
 * ones do, so the check names and shapes triage reads are the runner's own.
 */
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { runFlows } from '../../../src/run/runner.js';
import type { FlowResult } from '../../../src/core/results.js';
import { Redactor } from '../../../src/http/redact.js';
import { renderTriage } from '../../../src/investigate/triage/render.js';
import { triage } from '../../../src/investigate/triage/classify.js';
import { loadWorkspace } from '../../../src/workspace/load.js';
import { sendJson, startServer, type TestServer } from '../../__fixtures__/server.js';
import { makeWorkspace, USERS_SPEC, type TempRepo } from '../../__fixtures__/workspace.js';
import { fixture } from '../../__fixtures__/triage/read-fixture.js';

let server: TestServer;
let repo: TempRepo | undefined;

beforeAll(async () => {
  server = await startServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://x');
    if (url.pathname === '/users/1') return sendJson(response, 200, { id: '1', name: 'Ada' });
    if (url.pathname === '/users/2') {
      const page = fixture('express-error.html');
      response.writeHead(500, {
        'content-type': 'text/html; charset=utf-8',
        'content-length': Buffer.byteLength(page),
      });
      response.end(page);
      return;
    }
    sendJson(response, 404, { error: 'unknown path' });
  });
});

afterAll(() => server.close());
afterEach(async () => {
  await repo?.remove();
  repo = undefined;
});

/** A port nobody listens on: bound, read, and closed again. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

async function run(flows: Record<string, string>): Promise<FlowResult[]> {
  const files: Record<string, string> = { 'spec.yaml': USERS_SPEC };
  for (const [name, text] of Object.entries(flows)) files[`flows/${name}`] = text;
  repo = await makeWorkspace(files);
  const workspace = await loadWorkspace({ workspace: repo.workspace, repoRoot: repo.root, env: {} });
  return runFlows(
    workspace,
    workspace.flows,
    { concurrency: 2, timeoutMs: 5000, baseUrl: server.url },
    { redactor: new Redactor(workspace.secrets), env: {}, sleep: async () => undefined },
  );
}

describe('triage of real runs', () => {
  it('classifies a schema violation and a crashing endpoint, and maps the crash to the PR', async () => {
    const results = await run({
      'contract_users.yaml': `
steps:
  - id: first
    operation: getUser
    request: { params: { id: 1 } }
    expect: { status: 200 }
    continue_on_failure: true
  - id: second
    operation: getUser
    request: { params: { id: 2 } }
    expect: { status: 200 }
`,
    });
    const findings = triage(results, {
      changedFiles: [{ path: 'src/routes/products.js', hunks: [{ start: 40, end: 44 }] }],
    });
    expect(findings.map((finding) => [finding.step, finding.kind])).toEqual([
      ['first', 'contract'],
      ['second', 'status'],
    ]);
    const [schema, crash] = findings;
    expect(schema?.summary).toContain('$.id must be an integer (got "1")');
    expect(crash?.summary).toMatch(/^GET \/users\/2 answered 500/);
    expect(crash?.error).toEqual({
      message: "Cannot read properties of undefined (reading 'amount')",
      type: 'TypeError',
    });
    // The innermost frame (pricing.js) is the culprit; the PR's line that called it comes next.
    expect(crash?.locations[1]).toEqual({
      file: 'src/routes/products.js',
      line: 42,
      function: 'getProduct',
      language: 'node',
      changed: true,
      inDiff: true,
    });
    const markdown = renderTriage(findings);
    expect(markdown).toContain('**Contract violation** · first');
    expect(markdown).toContain(
      '`src/routes/products.js:42` in `getProduct` (node) — **changed in this PR, in the diff**',
    );
  });

  it('calls an API nobody listens on unreachable', async () => {
    const port = await closedPort();
    const results = await run({
      'smoke_users.yaml': `
steps:
  - id: ping
    request: { url: "http://127.0.0.1:${port}/users/1" }
    expect: { status: 200 }
`,
    });
    const [finding] = triage(results);
    expect(finding?.kind).toBe('unreachable');
    expect(finding?.summary).toMatch(/^GET \/users\/1 could not reach the API: /);
  });
});
