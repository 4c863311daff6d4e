import { runFlows } from '../../src/run/runner.js';
import type { FlowResult } from '../../src/core/results.js';
import { Redactor } from '../../src/http/redact.js';
import { loadWorkspace } from '../../src/workspace/load.js';
import { sendJson, startServer, type TestServer } from '../__fixtures__/server.js';
import { makeWorkspace, type TempRepo } from '../__fixtures__/workspace.js';

const api = { failEvery: 0, delayMs: 0, dropEvery: 0 };
let served = 0;
let inFlight = 0;
let maxInFlight = 0;
let server: TestServer;
let repo: TempRepo | undefined;

beforeAll(async () => {
  server = await startServer(async (_request, response) => {
    served++;
    inFlight++;
    maxInFlight = Math.max(maxInFlight, inFlight);
    if (api.delayMs) await new Promise((resolve) => setTimeout(resolve, api.delayMs));
    inFlight--;
    // A crash in the middle of an answer: the head and part of the body, then the connection drops.
    if (api.dropEvery && served % api.dropEvery === 0) {
      response.writeHead(200, { 'content-type': 'application/json', 'content-length': '100' });
      return void response.write('{"items":', () => response.socket?.destroy());
    }
    if (api.failEvery && served % api.failEvery === 0)
      return sendJson(response, 500, { error: 'overloaded' });
    sendJson(response, 200, { items: [{ id: served }] });
  });
});
afterAll(() => server.close());
beforeEach(() => {
  served = 0;
  maxInFlight = 0;
});
afterEach(async () => {
  Object.assign(api, { failEvery: 0, delayMs: 0, dropEvery: 0 });
  await repo?.remove();
});

const CATALOG_STEPS = `
  - request: { path: /products }
    expect: { status: 200, body: [ { path: "$.items", length: 1 } ] }`;

async function runPerformance(
  load: string,
  sleeps: number[] = [],
  steps = CATALOG_STEPS,
): Promise<FlowResult> {
  repo = await makeWorkspace({
    'flows/performance_catalog.yaml': `
steps:${steps}
load:
${load}
`,
  });
  const workspace = await loadWorkspace({ workspace: repo.workspace, repoRoot: repo.root, env: {} });
  const [result] = await runFlows(
    workspace,
    workspace.flows,
    { concurrency: 1, timeoutMs: 5000, baseUrl: server.url },
    {
      redactor: new Redactor(),
      env: {},
      sleep: (ms) => {
        sleeps.push(ms);
        return new Promise((resolve) => setTimeout(resolve, ms));
      },
    },
  );
  return result as FlowResult;
}

describe('performance flows', () => {
  it('replays the steps the given number of times over bounded connections and measures latency', async () => {
    // Slow enough that all four users are in flight together even on a busy machine.
    api.delayMs = 15;
    const result = await runPerformance(
      '  count: 40\n  connections: 4\n  thresholds: { error_rate: 0, p99_ms: 5000 }',
    );
    expect(result.status).toBe('passed');
    expect(result.load?.requests).toBe(40);
    expect(served).toBe(41); // the functional pass, then the load
    expect(maxInFlight).toBe(4);
    expect(result.load?.statuses).toEqual({ '200': 40 });
    const latency = result.load!.latencyMs;
    expect(latency.p50).toBeGreaterThan(0);
    expect(latency.p50).toBeLessThanOrEqual(latency.p95);
    expect(latency.p95).toBeLessThanOrEqual(latency.p99);
    expect(latency.p99).toBeLessThanOrEqual(latency.max);
    expect(result.load?.checks.map((check) => [check.name, check.passed])).toEqual([
      ['load p99', true],
      ['load error rate', true],
    ]);
  });

  it('sends a step the same way every iteration unless a capture or a built-in changes it', async () => {
    const result = await runPerformance(
      '  count: 5\n  connections: 1',
      [],
      `
  - request: { path: /products, query: { limit: "{{limit}}" } }
    capture: { first: "$.items[0].id" }
    expect: { status: 200 }
  - request: { path: "/products/{{first}}", headers: { x-trace: "{{$uuid}}" } }
    expect: { status: 200 }
variables: { limit: 3 }`,
    );
    expect(result.status).toBe('passed');
    expect(result.load?.requests).toBe(10);
    const sent = server.requests.slice(-12);
    const listed = sent.filter((request) => request.url.startsWith('/products?'));
    const fetched = sent.filter((request) => request.url.startsWith('/products/'));
    expect(new Set(listed.map((request) => request.url))).toEqual(new Set(['/products?limit=3']));
    // Each iteration asks for the id its own first request captured: the one served just before.
    expect(fetched.map((request) => request.url)).toEqual(
      sent.flatMap((request, index) =>
        request.url.startsWith('/products?') ? [`/products/${index + 1}`] : [],
      ),
    );
    expect(new Set(fetched.map((request) => request.headers['x-trace'])).size).toBe(6);
  });

  it('fails the flow when the error rate is above its threshold, counting failed checks as errors', async () => {
    api.failEvery = 4;
    const result = await runPerformance('  count: 39\n  connections: 1\n  thresholds: { error_rate: 0.1 }');
    // The functional pass is request 1; load requests 2..40 hit every 4th → 500 (4, 8, …, 40).
    expect(result.status).toBe('failed');
    expect(result.load?.errors).toBe(10);
    const check = result.load?.checks.find((candidate) => candidate.name === 'load error rate');
    expect(check).toMatchObject({ passed: false, expected: '≤ 10%' });
    expect(check?.actual).toBe('25.64% (10 of 39 requests)');
    expect(check?.line).toBe(5);
  });

  it('counts an answer cut off by the API as an error of its kind, and goes on over a new connection', async () => {
    api.dropEvery = 5;
    const result = await runPerformance('  count: 24\n  connections: 2');
    // The functional pass is request 1; load requests 2..25 lose every 5th answer (5, 10, 15, 20, 25).
    expect(result.load?.requests).toBe(24);
    expect(result.load?.errors).toBe(5);
    expect(result.load?.statuses).toEqual({ '200': 19, connection: 5 });
  });

  it('fails a latency percentile above its threshold', async () => {
    api.delayMs = 25;
    const result = await runPerformance('  count: 8\n  connections: 2\n  thresholds: { p95_ms: 5 }');
    expect(result.status).toBe('failed');
    const check = result.load?.checks.find((candidate) => candidate.name === 'load p95');
    expect(check?.passed).toBe(false);
    expect(Number.parseFloat(check?.actual ?? '')).toBeGreaterThanOrEqual(25);
  });

  it('paces iterations to the given rate', async () => {
    const sleeps: number[] = [];
    const result = await runPerformance('  count: 5\n  connections: 5\n  rate: 20', sleeps);
    expect(result.load?.requests).toBe(5);
    // Slots at 0, 50, 100, 150, 200 ms: four users had to wait for theirs.
    expect(sleeps.filter((ms) => ms > 0)).toHaveLength(4);
    expect(Math.max(...sleeps)).toBeGreaterThan(150);
  });

  it('stops a duration-bound load when the time is up', async () => {
    api.delayMs = 5;
    const result = await runPerformance('  duration: 300ms\n  connections: 2');
    expect(result.load?.requests).toBeGreaterThan(0);
    expect(result.load?.durationMs).toBeGreaterThanOrEqual(300);
    expect(served).toBe(result.load!.requests + 1);
  });

  it('skips the load when the functional pass fails', async () => {
    api.failEvery = 1;
    const result = await runPerformance('  count: 50\n  connections: 2');
    expect(result.status).toBe('failed');
    expect(result.load).toBeUndefined();
    expect(served).toBe(1);
  });
});
