/**
 * The console publisher as the CLI uses it: the pipeline runs flows against a real server and tells
 * the publisher as it goes; every line it writes is captured, results and input errors apart.
 */
import path from 'node:path';
import { resolveOptions } from '../../src/options.js';
import { runPipeline } from '../../src/pipeline.js';
import { createConsolePublisher, createStyle } from '../../src/publish/console.js';
import { renderHtml } from '../../src/report/html.js';
import { renderFailures } from '../../src/report/markdown.js';
import { sendJson, startServer, type TestServer } from '../__fixtures__/server.js';
import { makeWorkspace, type TempRepo } from '../__fixtures__/workspace.js';
import { INVENTORY_SPEC, startInventory } from '../__fixtures__/inventory.js';

const SECRET = 'sk-consolePublisherSecret0123456789';

let api: TestServer;
let repo: TempRepo;

beforeAll(async () => {
  api = await startServer((request, response) =>
    request.url === '/health'
      ? sendJson(response, 200, { ok: true })
      : sendJson(response, 500, { error: `boom with ${SECRET}` }),
  );
  repo = await makeWorkspace({
    'flows/smoke_health.yaml':
      'steps:\n  - id: health\n    request: { path: /health }\n    expect:\n      status: 200\n',
    'flows/functional_orders.yaml':
      'steps:\n  - id: orders\n    request: { path: /orders }\n    expect:\n      status: 200\n',
    'environments/local.yaml': `base_url: ${api.url}\n`,
  });
});
afterAll(async () => {
  await api.close();
  await repo.remove();
});

interface Captured {
  out: string[];
  err: string[];
}

async function run(raw: Record<string, string>, color = false): Promise<Captured & { exitCode: number }> {
  const captured: Captured = { out: [], err: [] };
  const options = resolveOptions({ junit: 'off', history: 'off', ...raw }, repo.root, (name) => `--${name}`);
  const result = await runPipeline(options, {
    env: {},
    secrets: [SECRET],
    publisher: createConsolePublisher({
      style: createStyle(color),
      write: (line = '') => captured.out.push(line),
      writeError: (line) => captured.err.push(line),
      cwd: repo.root,
      gate: options.gate,
    }),
  });
  return { ...captured, exitCode: result.exitCode };
}

it('writes a line per flow as it finishes, the failure and its repro, then the verdict and the outputs', async () => {
  const { out, err, exitCode } = await run({ gate: 'smoke,functional', json: 'result.json' });
  expect(exitCode).toBe(1);
  // Warnings and progress go to stderr, so stdout holds only the results.
  expect(err.slice(0, 2)).toEqual([
    expect.stringMatching(/^warning: no OpenAPI spec in \.falcon /),
    'Running 2 flows…',
  ]);
  expect(out.filter((line) => /warning|Running/.test(line))).toEqual([]);
  expect(out).toContainEqual(expect.stringMatching(/^✓ smoke {7}\S.*smoke_health\.yaml {2}\d+ ms$/));
  expect(out).toContainEqual(expect.stringMatching(/^✗ functional {2}\S.*functional_orders\.yaml/));
  expect(out).toContainEqual(expect.stringMatching(/^ {4}✗ status: expected 200, got 500/));
  expect(out).toContainEqual(expect.stringMatching(/^ {4}repro: curl .*\/orders/));
  expect(out).toContainEqual(
    expect.stringMatching(
      /^Gate failed \(smoke, functional\) — 1 gated flow failed: .*functional_orders\.yaml — 1 passed, 1 failed, 2 flows in \d+\.\d s$/,
    ),
  );
  expect(out).toContainEqual('json: result.json');
  expect(out.join('\n')).not.toContain(SECRET);
});

it('marks a failing flow outside the gate as reported only, and the gate passes', async () => {
  const { out, exitCode } = await run({ gate: 'smoke' });
  expect(exitCode).toBe(0);
  expect(out).toContainEqual(expect.stringMatching(/^Gate passed \(smoke\) — 1 passed, 1 failed/));
  expect(out).toContainEqual(
    expect.stringMatching(/^Not gated, reported only: .*functional_orders\.yaml \(functional\)$/),
  );
});

it('colours the marks only when asked', async () => {
  const plain = await run({ gate: 'smoke,functional' });
  expect(plain.out.join('\n')).not.toContain('\u001b[');
  const coloured = await run({ gate: 'smoke,functional' }, true);
  const lineOf = (type: string) => coloured.out.find((line) => line.includes(`m ${type} `)) ?? '';
  expect(lineOf('smoke').startsWith('\u001b[32m✓\u001b[39m smoke')).toBe(true);
  expect(lineOf('functional').startsWith('\u001b[31m✗\u001b[39m functional')).toBe(true);
});

it('writes input errors to the error stream, each at its file, line and column', async () => {
  const broken = await makeWorkspace({
    'flows/smoke_broken.yaml': 'steps:\n  - id: broken\n    request: { paht: /health }\n',
    'environments/local.yaml': `base_url: ${api.url}\n`,
  });
  try {
    const captured: Captured = { out: [], err: [] };
    const options = resolveOptions({ junit: 'off', history: 'off' }, broken.root, (name) => `--${name}`);
    const result = await runPipeline(options, {
      env: {},
      publisher: createConsolePublisher({
        style: createStyle(false),
        write: (line = '') => captured.out.push(line),
        writeError: (line) => captured.err.push(line),
        cwd: broken.root,
        gate: options.gate,
      }),
    });
    expect(result.exitCode).toBe(2);
    expect(captured.out).toEqual([]);
    expect(captured.err[0]).toMatch(/^\d+ problems? in the input; nothing was sent:$/);
    expect(captured.err[1]).toBe(
      `  ${path.join('.falcon', 'flows', 'smoke_broken.yaml')}:2:5: step 'broken' has no request target — give it an operation, use, request.path or request.url`,
    );
  } finally {
    await broken.remove();
  }
});

it('names the seed of every generated run, then the coverage and what the gate missed', async () => {
  const inventory = await startInventory();
  const cases = await makeWorkspace({
    'spec.yaml': INVENTORY_SPEC,
    'config.yaml': 'coverage: { min_operations: 100 }\n',
    'flows/contract_items.yaml':
      'steps:\n  - id: list\n    operation: listItems\n    cases: { positive: 3, negative: 3, seed: 7 }\n',
    'environments/local.yaml': `base_url: ${inventory.url}\n`,
  });
  try {
    const out: string[] = [];
    const options = resolveOptions(
      { junit: 'off', history: 'off', gate: 'contract', 'reports-dir': 'reports' },
      cases.root,
      (name) => `--${name}`,
    );
    const result = await runPipeline(options, {
      env: {},
      publisher: createConsolePublisher({
        style: createStyle(false),
        write: (line = '') => out.push(line),
        writeError: (line) => out.push(line),
        cwd: cases.root,
        gate: options.gate,
      }),
    });
    expect(result.exitCode).toBe(1);
    expect(out).toContain('  list: 3 positive cases (seed 7): passed');
    expect(out).toContain('  list: 3 negative cases (seed 7): passed');
    expect(out).toContain(
      'coverage: 1 of 2 operations (50%) · statuses 2/4 · request media types 0/1 · response media types 2/4 · below the threshold of 100% of operations',
    );
    expect(out).toContain(
      'The gate failed: 50% of operations exercised, below 100%. Not exercised: POST /items.',
    );
    expect(
      out.some((line) => /^coverage report: reports\/coverage_report_inventory_\d{8}T\d{6}Z\.md$/.test(line)),
    ).toBe(true);
  } finally {
    await inventory.close();
    await cases.remove();
  }
});

it('says when a failing step was answered only after its request was sent again on a new connection', async () => {
  // The API drops a kept connection when `/b` arrives on it, and answers `/b` 503 on a new one.
  const served = new WeakMap<object, number>();
  const flaky = await startServer((request, response) => {
    const count = served.get(request.socket) ?? 0;
    served.set(request.socket, count + 1);
    if (request.url === '/b' && count > 0) request.socket.destroy();
    else sendJson(response, request.url === '/b' ? 503 : 200, { ok: request.url !== '/b' });
  });
  const workspace = await makeWorkspace({
    'flows/smoke_pair.yaml':
      'steps:\n  - id: a\n    request: { path: /a }\n    expect: { status: 200 }\n  - id: b\n    request: { path: /b }\n    expect: { status: 200 }\n',
    'environments/local.yaml': `base_url: ${flaky.url}\n`,
  });
  try {
    const out: string[] = [];
    const options = resolveOptions({ junit: 'off', history: 'off' }, workspace.root, (name) => `--${name}`);
    const result = await runPipeline(options, {
      env: {},
      secrets: [],
      publisher: createConsolePublisher({
        style: createStyle(false),
        write: (line = '') => out.push(line),
        writeError: () => undefined,
        cwd: workspace.root,
        gate: options.gate,
      }),
    });
    const note = 'the GET was sent again on a new connection';
    expect(out.find((line) => line.includes('sent twice:'))).toContain(note);
    const [flow] = result.results;
    expect(flow && renderFailures(flow).join('\n')).toMatch(
      /Sent twice: .*the GET was sent again on a new connection\./,
    );
    const html = renderHtml({
      results: result.results,
      gate: result.gate!,
      startedAt: new Date(),
      durationMs: result.durationMs,
      version: 'test',
    });
    expect(html).toMatch(/Sent twice: .*the GET was sent again on a new connection\./);
  } finally {
    await flaky.close();
    await workspace.remove();
  }
});
