/**
 * How much the flow runner costs on top of the HTTP it does: a 1,000-step sequential flow with
 * status, JSONPath and `schema: spec` checks against a local keep-alive server, timed against a
 * raw undici loop doing the same requests and the same checks with the same libraries, in the same
 * run, rounds interleaved so both see the same machine. Target: runner ≤ 1.25 × raw.
 *
 * The seventh row of `npm run bench` (bench/suite.bench.ts); run alone, it prints its own lines.
 */
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { JSONPath } from 'jsonpath-plus';
import { Agent, request } from 'undici';
import { runFlows } from '../src/run/runner.js';
import { Redactor } from '../src/http/redact.js';
import { loadWorkspace } from '../src/workspace/load.js';
import { ROUNDS, type Row } from './harness.js';

const STEPS = 1000;
const TARGET = 1.25;

const itemSchema = {
  type: 'object',
  required: ['id', 'name', 'price', 'tags'],
  properties: {
    id: { type: 'integer', minimum: 1 },
    name: { type: 'string' },
    price: { type: 'number' },
    tags: { type: 'array', items: { type: 'string' } },
  },
};

function startServer(): Promise<{ server: Server; url: string }> {
  const server = createServer((req, res) => {
    const id = Number(req.url?.split('/').pop());
    const body = JSON.stringify({ id, name: `item ${id}`, price: 9.99, tags: ['bench'] });
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
    res.end(body);
  });
  server.keepAliveTimeout = 60_000;
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ server, url: `http://127.0.0.1:${port}` });
    }),
  );
}

async function writeWorkspace(root: string): Promise<void> {
  const spec = {
    openapi: '3.1.0',
    info: { title: 'bench', version: '1' },
    paths: {
      '/items/{id}': {
        get: {
          operationId: 'getItem',
          parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer' } }],
          responses: {
            '200': { description: 'an item', content: { 'application/json': { schema: itemSchema } } },
          },
        },
      },
    },
  };
  const steps = Array.from({ length: STEPS }, (_, index) => ({
    operation: 'getItem',
    request: { params: { id: index + 1 } },
    expect: { status: 200, body: [{ path: '$.id', eq: index + 1 }], schema: 'spec' },
  }));
  await mkdir(path.join(root, 'flows'), { recursive: true });
  await writeFile(path.join(root, 'spec.yaml'), JSON.stringify(spec));
  await writeFile(path.join(root, 'flows', 'functional_bench.yaml'), JSON.stringify({ steps }));
}

/** The in-process runner ÷ the raw loop, median of `rounds` paired rounds. */
export async function runnerRow(rounds = ROUNDS * 3): Promise<Row> {
  const { server, url } = await startServer();
  const root = await mkdtemp(path.join(os.tmpdir(), 'falcon-bench-'));
  const agent = new Agent({ keepAliveTimeout: 60_000 });
  try {
    await writeWorkspace(root);
    const workspace = await loadWorkspace({ workspace: root, repoRoot: root, env: {} });
    const validate = new Ajv2020({ allErrors: true, strict: false }).compile(itemSchema);

    const runner = async (): Promise<void> => {
      const [result] = await runFlows(
        workspace,
        workspace.flows,
        { concurrency: 1, timeoutMs: 10_000, baseUrl: url },
        { redactor: new Redactor(), env: {}, dispatcher: agent },
      );
      if (result?.status !== 'passed')
        throw new Error(
          `the bench flow did not pass: ${JSON.stringify(result?.steps.find((s) => s.status !== 'passed'))}`,
        );
    };
    const raw = async (): Promise<void> => {
      for (let id = 1; id <= STEPS; id++) {
        const response = await request(`${url}/items/${id}`, { dispatcher: agent });
        const json: unknown = JSON.parse(await response.body.text());
        const found = JSONPath({ path: '$.id', json: json as object, wrap: false });
        if (response.statusCode !== 200 || found !== id || !validate(json))
          throw new Error(`raw check failed at ${id}`);
      }
    };

    const time = async (work: () => Promise<void>): Promise<number> => {
      const start = performance.now();
      await work();
      return performance.now() - start;
    };
    await time(raw);
    await time(runner);
    // Rounds are paired (raw, then runner) and judged by the median of their ratios, so a burst of
    // load from elsewhere on the machine skews one pair rather than the result.
    const rawTimes: number[] = [];
    const runnerTimes: number[] = [];
    const ratios: number[] = [];
    for (let round = 0; round < rounds; round++) {
      rawTimes.push(await time(raw));
      runnerTimes.push(await time(runner));
      ratios.push((runnerTimes.at(-1) as number) / (rawTimes.at(-1) as number));
    }
    const median = (values: number[]): number =>
      [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;
    const ratio = median(ratios);
    return {
      work: `the runner in process: ${STEPS} steps with status, \`$.id\` and \`schema: spec\` checks`,
      floor: `${(median(rawTimes) / 1000).toFixed(2)} s`,
      falcon: `${ratio.toFixed(2)}× (${(median(runnerTimes) / 1000).toFixed(2)} s)`,
      target: `≤ ${TARGET}×`,
      met: ratio <= TARGET,
    };
  } finally {
    await agent.close();
    server.close();
    await rm(root, { recursive: true, force: true });
  }
}

if (process.argv[1] === import.meta.filename) {
  const row = await runnerRow();
  console.log(`raw undici loop: ${row.floor}; falcon runner: ${row.falcon}; target ${row.target}`);
}
