/**
 * Connection churn: a thousand requests, one after another, against APIs that close kept-alive
 * connections on their own (a connection lifetime of 50–500 ms, a close instead of every 100th
 * answer), over both ways the client sends and through the runner. None of those closes is the
 * API failing, so no request may fail; a request that met one is sent again and says so.
 */
import type { HttpClient, HttpResponse } from '../../src/http/client.js';
import { runFlows } from '../../src/run/runner.js';
import { Redactor } from '../../src/http/redact.js';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { decideGate } from '../../src/gate.js';
import { readPublishedResult } from '../../src/publish/published-result.js';
import { renderJson } from '../../src/report/json.js';
import {
  startEveryHundredthServer,
  startLifetimeServer,
  type ChurnServer,
} from '../__fixtures__/http/churn-servers.js';
import { waysOfSending } from '../__fixtures__/http/ways.js';
import { workspaceLoader } from '../__fixtures__/workspace.js';

const REQUESTS = 1000;

const WAYS = waysOfSending(5000);

/** Sends GET /items/1…n in order; what each came back with. */
async function sequence(client: HttpClient, url: string): Promise<Array<HttpResponse | Error>> {
  const outcomes: Array<HttpResponse | Error> = [];
  for (let id = 1; id <= REQUESTS; id++) {
    outcomes.push(
      await client
        .send({ method: 'GET', url: `${url}/items/${id}`, headers: {} })
        .catch((error: Error) => error),
    );
  }
  return outcomes;
}

function failures(outcomes: Array<HttpResponse | Error>): string[] {
  return outcomes.flatMap((outcome, index) =>
    outcome instanceof Error
      ? [`${index + 1}: ${outcome.message}`]
      : outcome.json && (outcome.json as { id?: number }).id === index + 1
        ? []
        : [`${index + 1}: ${outcome.status} ${outcome.bodyText}`],
  );
}

describe.each(WAYS)('a thousand GETs over %s', (_way, make) => {
  let server: ChurnServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  it('never fail against an API that closes every connection after 50–500 ms', async () => {
    server = await startLifetimeServer(28);
    const { client, close } = make();
    try {
      const outcomes = await sequence(client, server.url);
      expect(failures(outcomes)).toEqual([]);
      expect(server.closes()).toBeGreaterThan(0);
      for (const outcome of outcomes)
        if (!(outcome instanceof Error) && outcome.resent)
          expect(outcome.resent).toMatch(/sent again on a new connection/);
    } finally {
      await close();
    }
  });

  it('never fail against an API that closes instead of every 100th answer, and say which were sent again', async () => {
    server = await startEveryHundredthServer();
    const { client, close } = make();
    try {
      const outcomes = await sequence(client, server.url);
      expect(failures(outcomes)).toEqual([]);
      const resent = outcomes.filter(
        (outcome) => !(outcome instanceof Error) && outcome.resent !== undefined,
      );
      expect(server.closes()).toBeGreaterThanOrEqual(9);
      expect(resent).toHaveLength(server.closes());
      expect(server.requests).toHaveLength(REQUESTS + server.closes());
    } finally {
      await close();
    }
  });
});

describe('a flow of a thousand steps', () => {
  const workspaces = workspaceLoader();
  let server: ChurnServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  const flow = `steps:\n${Array.from(
    { length: REQUESTS },
    (_, index) =>
      `  - id: item_${index + 1}\n    request: { path: /items/${index + 1} }\n    expect: { status: 200, body: [ { path: $.id, eq: ${index + 1} } ] }\n`,
  ).join('')}`;

  it.each([
    ['a connection lifetime of 50–500 ms', () => startLifetimeServer(9112)],
    ['a close instead of every 100th answer', () => startEveryHundredthServer()],
  ])('passes every step against %s, and records the steps sent again', async (_name, start) => {
    server = await start();
    const workspace = await workspaces.load({ 'flows/functional_items.yaml': flow });
    const [result] = await runFlows(
      workspace,
      workspace.flows,
      { concurrency: 1, timeoutMs: 5000, baseUrl: server.url },
      { redactor: new Redactor(), env: {} },
    );
    const steps = result?.steps ?? [];
    expect(steps).toHaveLength(REQUESTS);
    expect(
      steps.filter((step) => step.status !== 'passed').map((step) => step.error?.message ?? step.id),
    ).toEqual([]);
    const resent = steps.filter((step) => step.resent !== undefined);
    for (const step of resent)
      expect(step.resent).toMatch(
        /^the API closed the connection kept from an earlier request before answering \(\w+\), so the GET was sent again on a new connection$/,
      );
    expect(server.closes()).toBeGreaterThan(0);
    expect(server.requests).toHaveLength(REQUESTS + resent.length);
    if (result === undefined || resent.length === 0) return;
    // The note is in the JSON result, which the result schema (checked by publish mode) accepts.
    const repo = await workspaces.make({});
    const file = path.join(repo.root, 'result.json');
    const investigation = {
      findings: [],
      agent: { stopReason: 'skipped' as const, message: 'not asked' },
      proposals: [],
    };
    await writeFile(
      file,
      renderJson({
        results: [result],
        gate: decideGate([result], ['functional']),
        investigation,
        startedAt: new Date(),
      }),
    );
    const [stored] = (await readPublishedResult(file)).flows;
    expect(stored?.steps.filter((step) => step.resent !== undefined).map((step) => step.id)).toEqual(
      resent.map((step) => step.id),
    );
  });
});
