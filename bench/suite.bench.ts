/**
 * What a user pays, measured as a user runs it: whole `falcon` processes (the bundle built into
 * .bench/dist) against a local keep-alive API, each round paired with a raw undici script doing the
 * same requests and checks, medians of the rounds. Prints every figure beside its target; targets
 * are reported, not enforced (this machine's load decides too much for a hard failure).
 *
 *   FALCON_BENCH_ROUNDS=n   paired rounds per figure (default 5)
 *   FALCON_BENCH_ROWS=1,4   only these rows
 *   FALCON_BENCH_AUTOCANNON path of autocannon's CLI (autocannon.js), for a comparison column
 */
import { createRequire } from 'node:module';
import { existsSync } from 'node:fs';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { bigSpec } from './big-spec.js';
import {
  falcon,
  measure,
  median,
  megabytes,
  pairedRounds,
  raw,
  ROUNDS,
  seconds,
  startItemsApi,
  table,
  times,
  type Measured,
  type Row,
} from './harness.js';
import { readersRow } from './readers.bench.js';
import { runnerRow } from './runner.bench.js';

const ITEM_SPEC = {
  openapi: '3.1.0',
  info: { title: 'bench', version: '1' },
  paths: {
    '/items/{id}': {
      get: {
        operationId: 'getItem',
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer' } }],
        responses: {
          '200': {
            description: 'an item',
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  required: ['id', 'name', 'price', 'tags'],
                  properties: {
                    id: { type: 'integer', minimum: 1 },
                    name: { type: 'string' },
                    price: { type: 'number' },
                    tags: { type: 'array', items: { type: 'string' } },
                  },
                },
              },
            },
          },
        },
      },
    },
  },
};

/** A step as users write them: YAML, one GET checking the status and `$.id`. */
function itemStep(id: number, extra: { operation?: boolean; schema?: boolean } = {}): string {
  const request = extra.operation
    ? `operation: getItem\n    request: { params: { id: ${id} } }`
    : `request: { path: /items/${id} }`;
  const schema = extra.schema ? ', schema: spec' : '';
  return `  - id: item_${id}\n    ${request}\n    expect: { status: 200, body: [{ path: $.id, eq: ${id} }]${schema} }\n`;
}

/** A workspace in a fresh folder: `.falcon/` with the given files. */
async function workspace(files: Record<string, string>): Promise<string> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'falcon-bench-'));
  for (const [name, text] of Object.entries(files)) {
    const file = path.join(root, '.falcon', name);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, text);
  }
  return root;
}

const RUN = ['run', '--history', 'off', '--junit', 'off', '--gate', 'functional'];
const folders: string[] = [];
async function tracked(files: Record<string, string>): Promise<string> {
  const root = await workspace(files);
  folders.push(root);
  return root;
}

// ------------------------------------------------------------------ the rows

async function sequentialRows(url: string): Promise<Row[]> {
  const rows: Row[] = [];
  for (const schema of [false, true]) {
    const steps = Array.from({ length: 1000 }, (_, index) =>
      itemStep(index + 1, { operation: true, schema }),
    );
    const root = await tracked({
      'spec.yaml': JSON.stringify(ITEM_SPEC),
      'flows/functional_items.yaml': `steps:\n${steps.join('')}`,
    });
    const rounds = await pairedRounds(
      ROUNDS,
      () => raw(['sequential', url, '1000', ...(schema ? ['schema'] : [])], root),
      () => falcon([...RUN, '--base-url', url], root),
    );
    const target = schema ? 1.4 : 1.25;
    rows.push({
      work: `1,000 sequential GETs checking status and \`$.id\`${schema ? ' and `schema: spec`' : ''}`,
      floor: seconds(median(rounds.raw.map((run) => run.ms))),
      falcon: `${times(rounds.ratio)} (${seconds(median(rounds.falcon.map((run) => run.ms)))})`,
      target: `≤ ${target}×`,
      met: rounds.ratio <= target,
    });
  }
  return rows;
}

async function coldStartRows(url: string): Promise<Row[]> {
  const root = await tracked({ 'flows/functional_one.yaml': `steps:\n${itemStep(1)}` });
  const run = await pairedRounds(
    ROUNDS,
    () => raw(['sequential', url, '1'], root),
    () => falcon([...RUN, '--base-url', url], root),
  );
  const version = await pairedRounds(
    ROUNDS,
    () => raw(['sequential', url, '1'], root),
    () => falcon(['--version'], root),
  );
  const floor = seconds(median(run.raw.map((one) => one.ms)));
  return [
    {
      work: '1-step run, cold start',
      floor,
      falcon: `${times(run.ratio)} (${seconds(median(run.falcon.map((one) => one.ms)))})`,
      target: '≤ 1.6×',
      met: run.ratio <= 1.6,
    },
    {
      work: '`falcon --version`, cold start',
      floor,
      falcon: `${times(version.ratio)} (${seconds(median(version.falcon.map((one) => one.ms)))})`,
      target: '≤ 1.6×',
      met: version.ratio <= 1.6,
    },
  ];
}

const LOAD_CONNECTIONS = 50;
const LOAD_SMALL = 1000;
const LOAD_LARGE = 21_000;

/**
 * CPU per request of a load generator, whole process: the CPU of a run of LOAD_LARGE requests less
 * that of a run of LOAD_SMALL, over the difference, so starting, loading and reporting cancel out.
 */
async function perRequest(
  run: (requests: number) => Promise<Measured>,
): Promise<{ us: number; rssMb: number }> {
  const costs: number[] = [];
  const rss: number[] = [];
  await run(LOAD_SMALL);
  for (let round = 0; round < ROUNDS; round++) {
    const small = await run(LOAD_SMALL);
    const large = await run(LOAD_LARGE);
    costs.push(((large.cpuMs - small.cpuMs) * 1000) / (LOAD_LARGE - LOAD_SMALL));
    rss.push(large.rssMb);
  }
  return { us: median(costs), rssMb: median(rss) };
}

function autocannonCli(): string | undefined {
  const given = process.env['FALCON_BENCH_AUTOCANNON'];
  if (given) return existsSync(given) ? given : undefined;
  try {
    return createRequire(import.meta.url).resolve('autocannon/autocannon.js');
  } catch {
    return undefined;
  }
}

async function loadRow(url: string): Promise<Row[]> {
  const flow = (count: number): string =>
    `steps:\n${itemStep(1)}load: { count: ${count}, connections: ${LOAD_CONNECTIONS} }\n`;
  const roots = new Map<number, string>();
  for (const count of [LOAD_SMALL, LOAD_LARGE])
    roots.set(count, await tracked({ 'flows/performance_items.yaml': flow(count) }));
  const falconCost = await perRequest((count) =>
    falcon(
      ['run', '--history', 'off', '--junit', 'off', '--gate', 'performance', '--base-url', url],
      roots.get(count) as string,
    ),
  );
  const rawCost = await perRequest((count) =>
    raw(['load', url, String(LOAD_CONNECTIONS), String(count)], roots.get(count) as string),
  );
  const autocannon = autocannonCli();
  const peer = autocannon
    ? await perRequest((count) =>
        measure(
          [autocannon, '-c', String(LOAD_CONNECTIONS), '-a', String(count), '-j', `${url}/items/1`],
          os.tmpdir(),
        ),
      )
    : undefined;
  return [
    {
      work: `load phase, ${LOAD_CONNECTIONS} connections: generator CPU per request, RSS${peer ? ` (autocannon: ${peer.us.toFixed(1)} µs, ${megabytes(peer.rssMb)})` : ''}`,
      floor: `${rawCost.us.toFixed(1)} µs, ${megabytes(rawCost.rssMb)}`,
      falcon: `${falconCost.us.toFixed(1)} µs, ${megabytes(falconCost.rssMb)}`,
      target: '≤ 12 µs, ≤ 120 MB',
      met: falconCost.us <= 12 && falconCost.rssMb <= 120,
    },
  ];
}

async function bigSpecRow(): Promise<Row[]> {
  const { document, itemOperation } = bigSpec();
  const text = JSON.stringify(document, null, 1);
  const steps = `steps:\n  - id: item\n    operation: ${itemOperation}\n    request: { params: { id: 1 } }\n    expect: { status: 200, schema: spec }\n`;
  const root = await tracked({ 'openapi.json': text, 'flows/contract_items.yaml': steps });
  const spec = path.join(root, '.falcon', 'openapi.json');
  const rounds = await pairedRounds(
    Math.min(ROUNDS, 3),
    () => raw(['parse', spec], root),
    () => falcon(['validate'], root),
  );
  const ms = median(rounds.falcon.map((run) => run.ms));
  const rss = median(rounds.falcon.map((run) => run.rssMb));
  const operations = Object.values((document as { paths: Record<string, object> }).paths).reduce(
    (sum, item) => sum + Object.keys(item).length,
    0,
  );
  return [
    {
      work: `\`validate\` with a GitHub-sized spec (${operations.toLocaleString('en')} operations, ${(text.length / 1e6).toFixed(0)} MB)`,
      floor: `JSON.parse ${seconds(median(rounds.raw.map((run) => run.ms)))}`,
      falcon: `${seconds(ms)}, ${megabytes(rss)}`,
      target: '≤ 2 s, ≤ 400 MB',
      met: ms <= 2000 && rss <= 400,
    },
  ];
}

async function manyFlowsRows(): Promise<Row[]> {
  const latency = 20;
  const flows = 200;
  const api = await startItemsApi(latency);
  try {
    const files: Record<string, string> = {};
    for (let index = 0; index < flows; index++)
      files[`flows/functional_${String(index).padStart(3, '0')}.yaml`] =
        `steps:\n${itemStep(index * 2 + 1)}${itemStep(index * 2 + 2)}`;
    const root = await tracked(files);
    const rows: Row[] = [];
    for (const [concurrency, target] of [
      [4, 1.2],
      [20, 1.5],
    ] as const) {
      const ideal = (flows * 2 * latency) / concurrency;
      const rounds = await pairedRounds(
        ROUNDS,
        () => raw(['flows', api.url, String(flows), String(concurrency)], root),
        () => falcon([...RUN, '--base-url', api.url, '--concurrency', String(concurrency)], root),
      );
      const ofIdeal = median(rounds.falcon.map((run) => run.ms)) / ideal;
      rows.push({
        work: `${flows} two-step flows, API answering in ${latency} ms, concurrency ${concurrency}: ÷ ideal (${seconds(ideal)})`,
        floor: times(median(rounds.raw.map((run) => run.ms)) / ideal),
        falcon: times(ofIdeal),
        target: `≤ ${target}×`,
        met: ofIdeal <= target,
      });
    }
    return rows;
  } finally {
    await api.close();
  }
}

async function longFlowRow(url: string): Promise<Row[]> {
  const sizes = [1000, 10_000, 20_000];
  const runs: Measured[] = [];
  for (const size of sizes) {
    const steps = Array.from({ length: size }, (_, index) => itemStep(index + 1));
    const root = await tracked({ 'flows/functional_long.yaml': `steps:\n${steps.join('')}` });
    const rounds: Measured[] = [];
    for (let round = 0; round < Math.max(1, Math.floor(ROUNDS / 3)); round++)
      // Past the default limit of steps in one flow, which a user raises the same way.
      rounds.push(await falcon([...RUN, '--base-url', url], root, 0, { FALCON_MAX_STEPS: String(size) }));
    const middle = rounds.sort((a, b) => a.ms - b.ms)[Math.floor(rounds.length / 2)] as Measured;
    runs.push(middle);
    await rm(root, { recursive: true, force: true });
  }
  const [first, second, third] = runs as [Measured, Measured, Measured];
  // Linear: each step past the first thousand costs the same, whether it is the 5,000th or the 15,000th.
  const early = (second.ms - first.ms) / (sizes[1]! - sizes[0]!);
  const late = (third.ms - second.ms) / (sizes[2]! - sizes[1]!);
  const growth = late / early;
  return [
    {
      work: 'one flow of 1,000 / 10,000 / 20,000 steps: time, RSS; growth = ms per step 10k→20k ÷ 1k→10k',
      floor: 'linear',
      falcon: `${runs.map((run) => seconds(run.ms)).join(' / ')}, ${runs.map((run) => megabytes(run.rssMb)).join(' / ')}; growth ${times(growth)}`,
      target: 'growth ≤ 1.25×, RSS ≤ 250 MB at 20,000',
      met: growth <= 1.25 && third.rssMb <= 250,
    },
  ];
}

// ------------------------------------------------------------------ the suite

async function main(): Promise<void> {
  const only = (process.env['FALCON_BENCH_ROWS'] ?? '').split(',').filter(Boolean).map(Number);
  const wanted = (row: number): boolean => only.length === 0 || only.includes(row);
  const api = await startItemsApi();
  const rows: Row[] = [];
  const started = performance.now();
  const section = async (row: number, name: string, work: () => Promise<Row[]>): Promise<void> => {
    if (!wanted(row)) return;
    const at = performance.now();
    const measured = await work();
    rows.push(...measured);
    for (const one of measured)
      console.log(
        `${row}. ${one.work}: raw ${one.floor}, falcon ${one.falcon} (target ${one.target}) ${one.met ? 'MET' : 'NOT MET'}`,
      );
    console.log(`   (${name}: ${seconds(performance.now() - at)})`);
  };
  try {
    await section(1, 'sequential', () => sequentialRows(api.url));
    await section(2, 'cold start', () => coldStartRows(api.url));
    await section(3, 'load phase', () => loadRow(api.url));
    await section(4, 'big spec', bigSpecRow);
    await section(5, 'many flows', manyFlowsRows);
    await section(6, 'long flow', () => longFlowRow(api.url));
    await section(7, 'in-process runner', async () => [await runnerRow()]);
    await section(8, 'readers of untrusted text', async () => [readersRow()]);
  } finally {
    await api.close();
    await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
  }
  console.log(
    `\n${table(rows)}\n\n${ROUNDS} paired rounds per figure (FALCON_BENCH_ROUNDS), ${seconds(performance.now() - started)} in all.`,
  );
}

await main();
