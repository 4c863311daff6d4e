import { runFlows } from '../../src/run/runner.js';
import type { FlowResult, StepResult } from '../../src/core/results.js';
import { Redactor } from '../../src/http/redact.js';
import { loadWorkspace } from '../../src/workspace/load.js';
import { INVENTORY_SPEC, startInventory } from '../__fixtures__/inventory.js';
import { ORDERS_SPEC, startOrders, type Bypass } from '../__fixtures__/orders.js';
import { sendJson, startServer, type TestServer } from '../__fixtures__/server.js';
import { makeWorkspace, type TempRepo } from '../__fixtures__/workspace.js';

let repo: TempRepo | undefined;
let server: TestServer | undefined;
afterEach(async () => {
  await repo?.remove();
  await server?.close();
  repo = undefined;
  server = undefined;
});

const CREATE_FLOW = (cases: string) => `
steps:
  - id: create
    operation: createItem
    request: { json: { name: bolt, quantity: 3 } }
    expect: { status: 201 }
    cases: ${cases}
`;

const LIST_FLOW = (cases: string) => `
steps:
  - id: list
    operation: listItems
    expect: { status: 200 }
    cases: ${cases}
`;

async function run(flow: string, seed = () => 1, spec = INVENTORY_SPEC): Promise<FlowResult> {
  repo = await makeWorkspace({ 'spec.yaml': spec, 'flows/contract_items.yaml': flow });
  const workspace = await loadWorkspace({ workspace: repo.workspace, repoRoot: repo.root, env: {} });
  const [result] = await runFlows(
    workspace,
    workspace.flows,
    { concurrency: 1, timeoutMs: 5000, baseUrl: server!.url },
    { redactor: new Redactor([]), env: {}, seed },
  );
  return result as FlowResult;
}

function caseStep(result: FlowResult, id: string): StepResult {
  const step = result.steps.find((candidate) => candidate.id === id);
  if (!step) throw new Error(`no step ${id} in ${result.steps.map((candidate) => candidate.id).join(', ')}`);
  return step;
}

describe('generated cases', () => {
  it('pass against a server that checks what the spec says', async () => {
    server = await startInventory();
    const result = await run(CREATE_FLOW('{ positive: 25, negative: 25, seed: 7 }'));
    expect(result.status).toBe('passed');
    const positive = caseStep(result, 'create.positive');
    const negative = caseStep(result, 'create.negative');
    expect(positive.cases).toMatchObject({ kind: 'positive', seed: 7, runs: 25 });
    expect(negative.cases).toMatchObject({ kind: 'negative', seed: 7, runs: 25 });
    // Every case was sent: the step's own request, then 25 of each kind.
    expect(server.requests).toHaveLength(51);
    const statuses = (step: StepResult) => new Set(step.cases!.exchanges.map((exchange) => exchange.status));
    expect(statuses(positive)).toEqual(new Set([201]));
    expect(statuses(negative)).toEqual(new Set([400]));
  });

  it('find a planted validation bypass, shrink it to the smallest input, and replay it from the seed', async () => {
    server = await startInventory({ acceptsAnyQuantity: true });
    const result = await run(CREATE_FLOW('{ positive: 0, negative: 200, seed: 42 }'));
    expect(result.status).toBe('failed');
    const negative = caseStep(result, 'create.negative');
    expect(negative.status).toBe('failed');
    expect(negative.cases?.broken).toBe('request body field $.quantity is above its maximum 100');
    expect(JSON.parse(negative.cases!.input!)).toEqual({ body: { name: 'a', quantity: 101, color: 'red' } });
    expect(negative.response?.status).toBe(201);
    expect(negative.repro).toContain('"quantity":101');
    const summary = negative.checks[0]!;
    expect(summary).toMatchObject({ name: 'negative cases', passed: false });
    expect(summary.actual).toBe(
      '201 Created for an input where request body field $.quantity is above its maximum 100',
    );
    expect(summary.details).toContain('seed 42: write cases: { seed: 42 } to send the same inputs again');

    const sent = server.requests.length;
    const again = caseStep(
      await run(CREATE_FLOW('{ positive: 0, negative: 200, seed: 42 }')),
      'create.negative',
    );
    expect(again.cases).toEqual(negative.cases);
    expect(server.requests.slice(sent).map((request) => request.body)).toEqual(
      server.requests.slice(0, sent).map((request) => request.body),
    );
  });

  it('find a bug at a boundary with positive cases, and check answers against the spec', async () => {
    server = await startInventory({ crashesAtLargestLimit: true });
    const result = await run(LIST_FLOW('{ positive: 50, negative: 0, seed: 3 }'));
    const positive = caseStep(result, 'list.positive');
    expect(positive.status).toBe('failed');
    expect(JSON.parse(positive.cases!.input!)).toEqual({ query: { limit: 50 } });
    expect(positive.checks.map((check) => `${check.name}: ${check.actual}`)).toEqual([
      'positive cases: 500 Internal Server Error for a valid input',
      'positive case status: 500 Internal Server Error',
      'contract status: 500',
    ]);
    expect(positive.repro).toBe(
      `curl '${server.url}/items?limit=50' -H 'accept: application/json, */*;q=0.5'`,
    );
  });

  it('find a bypass in a query parameter with negative cases', async () => {
    server = await startInventory({ acceptsAnyColor: true });
    const result = await run(LIST_FLOW('{ positive: 0, negative: 100, seed: 5 }'));
    const negative = caseStep(result, 'list.negative');
    expect(negative.status).toBe('failed');
    expect(negative.cases?.broken).toBe(`query parameter 'color' is not one of "red", "green", "blue"`);
    // The enum's neighbour, sent before any random value.
    expect(JSON.parse(negative.cases!.input!)).toEqual({ query: { limit: 1, color: 'redx' } });
  });

  it('fail on a documented 4xx for a valid input, unless the step expects that status', async () => {
    server = await startInventory({ refusesLargeLimits: true });
    const refused = caseStep(await run(LIST_FLOW('{ positive: 50, negative: 0, seed: 3 }')), 'list.positive');
    expect(refused.status).toBe('failed');
    expect(
      refused.checks.find((check) => !check.passed && check.name === 'positive case status'),
    ).toMatchObject({
      expected: 'a status below 400, or one the step expects (200)',
      actual: '400 Bad Request',
    });
    expect(JSON.parse(refused.cases!.input!)).toEqual({ query: { limit: 41 } });
    const allowed = LIST_FLOW('{ positive: 50, negative: 0, seed: 3 }').replace(
      'status: 200',
      'status: [200, 400]',
    );
    expect(caseStep(await run(allowed), 'list.positive').status).toBe('passed');
  });

  it('keep the step’s resource in the path, and send no required parameter empty', async () => {
    const spec = `openapi: 3.0.3
info: { title: Shelves, version: '1' }
paths:
  /shelves/{shelfId}/items:
    get:
      operationId: shelfItems
      parameters:
        - { name: shelfId, in: path, required: true, schema: { type: string } }
        - { name: q, in: query, required: true, schema: { type: string } }
        - { name: ids, in: query, required: true, schema: { type: array, items: { type: string } } }
        - { name: lang, in: cookie, required: true, schema: { type: string } }
      responses:
        '200': { description: items, content: { application/json: { schema: { type: array } } } }
        '404': { description: no such shelf }
`;
    server = await startServer((request, response) => {
      const url = new URL(request.url ?? '/', 'http://x');
      const empty =
        [...url.searchParams.values()].some((value) => value === '') || !url.searchParams.has('ids');
      if (empty || !/lang=[^;]+/.test(request.headers.cookie ?? ''))
        return sendJson(response, 400, { error: 'empty' });
      return url.pathname === '/shelves/s-7/items'
        ? sendJson(response, 200, [])
        : sendJson(response, 404, {});
    });
    const flow = `
steps:
  - id: shelf
    operation: shelfItems
    request: { params: { shelfId: s-7 }, query: { q: bolts, ids: [a] }, headers: { cookie: lang=en } }
    expect: { status: 200 }
    cases: { positive: 60, negative: 0, seed: 9 }
`;
    const positive = caseStep(await run(flow, () => 1, spec), 'shelf.positive');
    expect(positive.status).toBe('passed');
    expect(positive.cases?.runs).toBe(60);
    expect(server.requests.slice(1).every((request) => request.url.startsWith('/shelves/s-7/items?'))).toBe(
      true,
    );
  });

  it('stop when their time is up, and say so', async () => {
    server = await startInventory({ delayMs: 20 });
    const result = await run(LIST_FLOW('{ positive: 1000, negative: 0, seed: 1, max_duration: 300ms }'));
    const positive = caseStep(result, 'list.positive');
    expect(positive.status).toBe('passed');
    expect(positive.cases?.interrupted).toBe(true);
    expect(positive.cases!.runs).toBeLessThan(1000);
    expect(positive.checks[0]?.actual).toBe(`${positive.cases!.runs} of 1000 passed (time ran out)`);
  });

  it('are refused for a step whose request the spec does not document', async () => {
    server = await startInventory();
    const result = await run('steps:\n  - request: { path: /health }\n    cases: { positive: 1 }\n');
    expect(result.status).toBe('error');
    expect(caseStep(result, 'step-1.positive').error?.message).toBe(
      'cases: cannot be generated: GET /health is not an operation of the spec',
    );
  });

  it('say so, without sending anything, when a schema contradicts itself', async () => {
    server = await startInventory();
    const spec = INVENTORY_SPEC.replace(
      '{ type: integer, minimum: 1, maximum: 50 }',
      '{ type: integer, minimum: 60, maximum: 50 }',
    );
    const result = await run(LIST_FLOW('{ positive: 5, negative: 0 }'), () => 1, spec);
    const positive = caseStep(result, 'list.positive');
    expect(positive.status).toBe('error');
    expect(positive.error?.message).toMatch(
      /^positive cases cannot be generated for GET \/items: its request schemas cannot be drawn from \(.+\)$/,
    );
    expect(server.requests).toHaveLength(1);
  });

  it('stop at the first answer that never comes, without shrinking it', async () => {
    let served = 0;
    server = await startServer((request, response) => {
      served += 1;
      if (served === 1) return sendJson(response, 200, { items: [] });
      request.socket.destroy();
    });
    const result = await run(LIST_FLOW('{ positive: 50, negative: 0, seed: 2 }'));
    const positive = caseStep(result, 'list.positive');
    expect(positive.status).toBe('error');
    expect(positive.error?.kind).toBe('connection');
    expect(positive.cases?.shrinks).toBe(0);
    // The second request met the close on the connection kept from the first, so it went again
    // once, on a new connection, which closed too.
    expect(positive.error?.message).toMatch(/sent again on a new connection, which closed too/);
    expect(server.requests).toHaveLength(3);
  });

  it('draw a fresh seed when none is written, and name it', async () => {
    server = await startInventory();
    const result = await run(CREATE_FLOW('{ positive: 3, negative: 3 }'), () => 1234);
    expect(caseStep(result, 'create.positive').name).toBe('create: 3 positive cases (seed 1234)');
    expect(caseStep(result, 'create.negative').cases?.seed).toBe(1234);
  });
});

describe('negative cases against a server with one planted validation bypass', () => {
  const ORDER = (seed: number) => `
  - id: order${seed}
    operation: placeOrder
    request:
      headers: { cookie: region=eu }
      json: { sku: ABC-1234, quantity: 3, shipping: { method: courier, address: Main street 1 } }
    expect: { status: 201 }
    cases: { positive: 0, negative: 20, seed: ${seed} }`;
  const SUBSCRIBE = (seed: number) => `
  - id: subscribe${seed}
    operation: subscribe
    request: { form: { email: a@example.com, plan: free } }
    expect: { status: 204 }
    cases: { positive: 0, negative: 20, seed: ${seed} }`;
  const SEEDS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];

  /** A failing input as the result shows it. */
  type Shown = { body: Record<string, unknown>; cookies?: Record<string, unknown> };
  const planted: Array<[Bypass, (seed: number) => string, string, (input: Shown) => unknown, unknown]> = [
    [
      'maximum',
      ORDER,
      'request body field $.quantity is above its maximum 100',
      (input) => input.body.quantity,
      101,
    ],
    [
      'minLength',
      ORDER,
      'request body field $.note is shorter than its minLength 3',
      (input) => input.body.note,
      'aa',
    ],
    [
      'required',
      ORDER,
      "the request body lacks its required property 'sku'",
      (input) => 'sku' in input.body,
      false,
    ],
    [
      'pattern',
      ORDER,
      'request body field $.sku does not match its pattern ^[A-Z]{3}-[0-9]{4}$',
      (input) => input.body.sku,
      'a',
    ],
    [
      'enum',
      ORDER,
      'request body field $.priority is not one of "low", "normal", "high"',
      (input) => input.body.priority,
      'lowx',
    ],
    [
      'arrayItem',
      ORDER,
      'request body field $.tags[0] is longer than its maxLength 10',
      (input) => input.body.tags,
      ['aaaaaaaaaaa'],
    ],
    [
      'oneOfBranch',
      ORDER,
      'request body field $.shipping.store is above its maximum 99 (pickup)',
      (input) => input.body.shipping,
      { method: 'pickup', store: 100 },
    ],
    ['cookie', ORDER, "cookie parameter 'region' is missing (required)", (input) => input.cookies, undefined],
    [
      'formField',
      SUBSCRIBE,
      'request body field $.seats is above its maximum 50',
      (input) => input.body.seats,
      51,
    ],
  ];

  it.each(planted)(
    'finds a missing %s check in 10 of 10 seeds, at its boundary value',
    async (bypass, step, broken, pick, boundary) => {
      server = await startOrders(bypass);
      const result = await run(`steps:${SEEDS.map(step).join('')}\n`, () => 1, ORDERS_SPEC);
      const negatives = result.steps.filter((candidate) => candidate.id.endsWith('.negative'));
      expect(negatives).toHaveLength(10);
      for (const negative of negatives) {
        expect([negative.id, negative.status, negative.cases?.broken]).toEqual([
          negative.id,
          'failed',
          broken,
        ]);
        expect(pick(JSON.parse(negative.cases!.input!) as Shown)).toEqual(boundary);
        expect(negative.checks[0]?.actual).toMatch(/^20[14] .* for an input where /);
      }
    },
  );

  it('pass against the server with every check in place, every boundary case refused', async () => {
    server = await startOrders();
    const result = await run(`steps:${ORDER(1)}${SUBSCRIBE(1)}\n`, () => 1, ORDERS_SPEC);
    expect(result.steps.map((candidate) => [candidate.id, candidate.status])).toEqual([
      ['order1', 'passed'],
      ['subscribe1', 'passed'],
      ['order1.negative', 'passed'],
      ['subscribe1.negative', 'passed'],
    ]);
    const order = caseStep(result, 'order1.negative');
    // More boundary cases than the count asked for: every one is sent.
    expect(order.cases!.runs).toBeGreaterThan(20);
    expect(new Set(order.cases!.exchanges.map((exchange) => exchange.status))).toEqual(new Set([400]));
  });
});
