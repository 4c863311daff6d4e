/** What the runner asks of an API and keeps of its error pages, so triage can read them. */
import { runFlows } from '../../src/run/runner.js';
import { DEFAULT_ACCEPT } from '../../src/run/request.js';
import type { FlowResult } from '../../src/core/results.js';
import { Redactor } from '../../src/http/redact.js';
import { triage } from '../../src/investigate/triage/index.js';
import { decideGate } from '../../src/gate.js';
import { renderJson } from '../../src/report/json.js';
import { loadWorkspace } from '../../src/workspace/load.js';
import { sendJson, startServer, type TestServer } from '../__fixtures__/server.js';
import { makeWorkspace, type TempRepo } from '../__fixtures__/workspace.js';

/** A debug page whose traceback comes after 200 KiB of request details, as Django's can. */
const PADDING = '<tr><td>HTTP_X_PADDING</td><td class="code"><pre>' + 'x'.repeat(1000) + '</pre></td></tr>\n';
const DEBUG_PAGE = `<!DOCTYPE html><html><head><title>KeyError at /products/42</title></head><body>
<table class="req">${PADDING.repeat(200)}</table>
<textarea id="traceback_area">Traceback (most recent call last):
  File "/usr/local/lib/python3.12/site-packages/django/core/handlers/base.py", line 197, in _get_response
    response = wrapped_callback(request, *callback_args, **callback_kwargs)
  File "/srv/app/shop/views.py", line 42, in product_detail
    return JsonResponse(serialize(product))
KeyError: 'price'
</textarea></body></html>`;

let server: TestServer;
let repo: TempRepo | undefined;

beforeAll(async () => {
  server = await startServer((request, response) => {
    if (request.url === '/crash') {
      response.writeHead(500, { 'content-type': 'text/html; charset=utf-8' }).end(DEBUG_PAGE);
      return;
    }
    if (request.url === '/big') {
      response.writeHead(200, { 'content-type': 'text/html' }).end(DEBUG_PAGE);
      return;
    }
    sendJson(response, 200, { accept: request.headers.accept });
  });
});
afterAll(() => server.close());
afterEach(async () => {
  await repo?.remove();
  repo = undefined;
});

async function run(files: Record<string, string>): Promise<FlowResult[]> {
  repo = await makeWorkspace(files);
  const workspace = await loadWorkspace({ workspace: repo.workspace, repoRoot: repo.root, env: {} });
  return runFlows(
    workspace,
    workspace.flows,
    { concurrency: 1, timeoutMs: 5000, baseUrl: server.url },
    { redactor: new Redactor(workspace.secrets), env: {}, sleep: async () => undefined },
  );
}

describe('requests ask for JSON', () => {
  it('send Accept: application/json, */*;q=0.5 unless the environment or the step says otherwise', async () => {
    const results = await run({
      'flows/functional_accept.yaml': `
steps:
  - request: { path: /plain }
  - request: { path: /html, headers: { Accept: text/html } }
`,
    });
    expect(results[0]?.status).toBe('passed');
    expect(server.requests.slice(-2).map((request) => request.headers.accept)).toEqual([
      'application/json, */*;q=0.5',
      'text/html',
    ]);
    expect(DEFAULT_ACCEPT).toBe('application/json, */*;q=0.5');

    await repo?.remove();
    await run({
      'environments/local.yaml': `headers:\n  ACCEPT: application/problem+json\n`,
      'config.yaml': 'environment: local\n',
      'flows/functional_accept.yaml': `
steps:
  - request: { path: /plain }
`,
    });
    expect(server.requests.at(-1)?.headers.accept).toBe('application/problem+json');
  });
});

describe('error bodies', () => {
  it('are cut for display but read whole by triage, which finds the culprit past the cut', async () => {
    const results = await run({
      'flows/functional_crash.yaml': `
steps:
  - request: { path: /crash }
    expect: { status: 200 }
`,
    });
    const response = results[0]?.steps[0]?.response;
    expect(DEBUG_PAGE.length).toBeGreaterThan(200_000);
    expect(response?.truncated).toBe(true);
    expect(response?.body.length).toBeLessThan(17 * 1024);
    expect(response?.body).not.toContain('views.py');
    expect(response?.errorBody).toBe(DEBUG_PAGE);

    const [finding] = triage(results, { repositoryFiles: ['shop/views.py', 'shop/models.py'] });
    expect(finding?.locations[0]).toMatchObject({ file: 'shop/views.py', line: 42, mapped: true });

    // The JSON result carries the body as reports show it, not the copy triage read.
    const written = JSON.parse(
      renderJson({
        results,
        gate: decideGate(results, ['functional']),
        investigation: { findings: [], agent: { stopReason: 'skipped', message: 'off' }, proposals: [] },
        startedAt: new Date('2024-05-14T09:12:44Z'),
      }),
    ) as { flows: FlowResult[] };
    expect(written.flows[0]?.steps[0]?.response?.body).toBe(response?.body);
    expect(written.flows[0]?.steps[0]?.response).not.toHaveProperty('errorBody');
    expect(results[0]?.steps[0]?.response?.errorBody).toBe(DEBUG_PAGE);
  });

  it('are kept whole only when the answer is an error', async () => {
    const results = await run({
      'flows/functional_big.yaml': `
steps:
  - request: { path: /big }
    expect: { status: 201 }
`,
    });
    const response = results[0]?.steps[0]?.response;
    expect(response?.truncated).toBe(true);
    expect(response?.errorBody).toBeUndefined();
  });
});
