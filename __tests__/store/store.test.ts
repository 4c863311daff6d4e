import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { DatabaseSync } from 'node:sqlite';
import os from 'node:os';
import path from 'node:path';
import { InputError } from '../../src/core/errors.js';
import type { FlowResult } from '../../src/core/results.js';
import { decideGate } from '../../src/gate.js';
import { Redactor } from '../../src/http/redact.js';
import { runFlows } from '../../src/run/runner.js';
import { baselineOfRun, loadBaseline, saveBaseline, percentile } from '../../src/store/baselines.js';
import { openStore, SCHEMA_VERSION, type Store } from '../../src/store/database.js';
import { flakyFlows, getRun, lastPassingRun, listRuns, recordRun } from '../../src/store/runs.js';
import { describeRegression, findRegressions } from '../../src/store/watchdog.js';
import { loadWorkspace } from '../../src/workspace/load.js';
import type { Workspace } from '../../src/workspace/types.js';
import { sendJson, startServer, type TestServer } from '../__fixtures__/server.js';
import { makeWorkspace, type TempRepo } from '../__fixtures__/workspace.js';

const SPEC = `openapi: 3.1.0
info: { title: Catalog, version: '1' }
paths:
  /items/{id}:
    get:
      operationId: getItem
      parameters:
        - { name: id, in: path, required: true, schema: { type: integer } }
      responses:
        '200': { description: an item, content: { application/json: { schema: { type: object } } } }
        '404': { description: not found }
`;

const FILE = '.falcon/flows/smoke_items.yaml';
const FLOW = `
steps:
  - id: read
    operation: getItem
    request:
      params: { id: 1 }
    expect:
      status: [200, 404]
`;

/** The API under test; `mode` decides how it behaves for the next run. */
let mode: 'healthy' | 'regressed' = 'healthy';
let api: TestServer;
let repo: TempRepo;
let workspace: Workspace;
let folder: string;
const warnings: string[] = [];
const log = { warning: (message: string) => warnings.push(message) };

beforeAll(async () => {
  api = await startServer(async (request, response) => {
    if (mode === 'healthy') {
      await new Promise((resolve) => setTimeout(resolve, 100));
      sendJson(response, 200, { id: 1, name: 'lamp', price: 12, tags: ['home'] });
    } else {
      await new Promise((resolve) => setTimeout(resolve, 400));
      sendJson(response, 404, { id: 1, tags: ['home'] });
    }
    void request;
  });
  repo = await makeWorkspace({
    'spec.yaml': SPEC,
    'flows/smoke_items.yaml': FLOW,
    'environments/local.yaml': `base_url: ${api.url}\n`,
  });
  workspace = await loadWorkspace({ workspace: repo.workspace, repoRoot: repo.root, env: {} });
});

afterAll(async () => {
  await api.close();
  await repo.remove();
});

beforeEach(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'falcon-store-'));
  warnings.length = 0;
  mode = 'healthy';
});
afterEach(async () => {
  await rm(folder, { recursive: true, force: true });
});

function run(): Promise<FlowResult[]> {
  return runFlows(
    workspace,
    workspace.flows,
    { concurrency: 1, timeoutMs: 5_000 },
    { redactor: new Redactor([]), env: {} },
  );
}

async function recorded(
  store: Store,
  commit: string,
  branch = 'main',
): Promise<{ id: number; results: FlowResult[] }> {
  const results = await run();
  const gate = decideGate(results, ['smoke']);
  const id = recordRun(store, { commit, branch, startedAt: new Date() }, results, gate, 5);
  return { id, results };
}

function open(file = path.join(folder, 'falcon.db')): Store {
  const store = openStore(file, log);
  if (!store) throw new Error(`no store: ${warnings.join('; ')}`);
  return store;
}

describe('the store file', () => {
  it('is created with the current schema and keeps what was recorded across opens', async () => {
    const store = open();
    const { id } = await recorded(store, 'abc123');
    store.close();
    const again = open();
    expect(listRuns(again).map((row) => row.id)).toEqual([id]);
    expect(again.db.prepare('PRAGMA user_version').get()).toEqual({ user_version: SCHEMA_VERSION });
    again.close();
    expect(warnings).toEqual([]);
  });

  it('moves a damaged file aside with a warning and starts afresh', async () => {
    const file = path.join(folder, 'falcon.db');
    await writeFile(file, 'this is not a database at all, just text that fills the header '.repeat(20));
    const store = open(file);
    expect(listRuns(store)).toEqual([]);
    store.close();
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/is not a Falcon CI store or is damaged .* moved to falcon\.db\.broken-/);
    const names = await readdir(folder);
    expect(names.filter((name) => name.startsWith('falcon.db.broken-'))).toHaveLength(1);
  });

  it('moves another program’s SQLite database aside instead of writing into it', async () => {
    const file = path.join(folder, 'falcon.db');
    const foreign = new DatabaseSync(file);
    foreign.exec("CREATE TABLE notes (text TEXT); INSERT INTO notes VALUES ('keep me')");
    foreign.close();
    open(file).close();
    expect(warnings[0]).toMatch(/another program’s SQLite database/);
    const aside = (await readdir(folder)).find((name) => name.startsWith('falcon.db.broken-'))!;
    const kept = new DatabaseSync(path.join(folder, aside));
    expect(kept.prepare('SELECT text FROM notes').all()).toEqual([{ text: 'keep me' }]);
    kept.close();
  });

  it('refuses a store written by a newer schema rather than guessing, and keeps it aside', async () => {
    const file = path.join(folder, 'falcon.db');
    open(file).close();
    const newer = new DatabaseSync(file);
    newer.exec(`PRAGMA user_version = ${SCHEMA_VERSION + 1}`);
    newer.close();
    open(file).close();
    expect(warnings[0]).toMatch(/newer than this Falcon CI knows/);
  });

  it('turns the history off with a warning when no folder can be made', () => {
    const blocked = path.join(folder, 'file');
    return writeFile(blocked, 'x').then(() => {
      expect(openStore(path.join(blocked, 'history', 'falcon.db'), log)).toBeUndefined();
      expect(warnings[0]).toMatch(/The run history is off for this run/);
    });
  });
});

describe('run history', () => {
  it('records statuses, shapes and latencies per step, and never a body', async () => {
    const store = open();
    const { id, results } = await recorded(store, 'c1');
    const detail = getRun(store, id)!;
    expect(detail).toMatchObject({ commit: 'c1', branch: 'main', verdict: 'pass', flows: 1, failed: 0 });
    expect(detail.flowRuns).toEqual([
      expect.objectContaining({ file: FILE, type: 'smoke', status: 'passed' }),
    ]);
    expect(detail.steps[0]).toMatchObject({
      file: FILE,
      step: 'read',
      status: 'passed',
      httpStatus: 200,
      shape: {
        $: 'object',
        '$.id': 'integer',
        '$.name': 'string',
        '$.price': 'integer',
        '$.tags': 'array',
        '$.tags[]': 'string',
      },
    });
    expect(detail.steps[0]!.latencyMs).toBe(results[0]!.steps[0]!.timings!.totalMs);
    store.close();
    const bytes = await readFile(path.join(folder, 'falcon.db'));
    expect(bytes.includes(Buffer.from('lamp'))).toBe(false);
  });

  it('marks a flow flaky when it both failed and passed on the same commit', async () => {
    const store = open();
    await recorded(store, 'same');
    mode = 'regressed';
    const failing = await run();
    recordRun(
      store,
      { commit: 'same', branch: 'main', startedAt: new Date() },
      failing.map((flow) => ({ ...flow, status: 'failed' })),
      decideGate(failing, []),
      5,
    );
    await recorded(store, 'other');
    expect(flakyFlows(store, 'same')).toEqual([{ file: FILE, commit: 'same', passed: 1, failed: 1 }]);
    expect(flakyFlows(store, 'other')).toEqual([]);
    store.close();
  });

  it('finds the newest passing run of a branch', async () => {
    const store = open();
    const first = await recorded(store, 'a', 'main');
    await recorded(store, 'b', 'feature');
    expect(lastPassingRun(store, 'main')).toBe(first.id);
    expect(lastPassingRun(store, 'main', first.id)).toBeUndefined();
    store.close();
  });
});

describe('baselines and the regression watchdog', () => {
  const settings = { latencyTolerance: 0.5, latencyFloorMs: 100 };

  it('reports a removed field, a changed status and a 3× slower step, each with baseline vs now', async () => {
    const store = open();
    const healthy = await recorded(store, 'base');
    const baseline = baselineOfRun(store, healthy.id, 'main')!;
    mode = 'regressed';
    const regressions = findRegressions(baseline, await run(), settings);
    expect(regressions.map((regression) => regression.kind).sort()).toEqual(
      ['field_removed', 'field_removed', 'latency', 'status'].sort(),
    );
    expect(regressions).toContainEqual(
      expect.objectContaining({
        kind: 'status',
        flow: FILE,
        step: 'read',
        baseline: '200',
        now: '404',
      }),
    );
    expect(regressions).toContainEqual(
      expect.objectContaining({
        kind: 'field_removed',
        field: '$.price',
        baseline: 'integer',
        now: 'absent',
      }),
    );
    expect(regressions.map(describeRegression)).toContain(`${FILE} › read: status 200 → 404`);
    store.close();
  });

  it('flags nothing on unchanged runs, however often they run', async () => {
    const store = open();
    for (let round = 0; round < 3; round++) await recorded(store, `c${round}`);
    const baseline = baselineOfRun(store, listRuns(store)[0]!.id, 'main')!;
    for (let round = 0; round < 4; round++) {
      expect(findRegressions(baseline, await run(), settings)).toEqual([]);
    }
    store.close();
  });

  it('names new fields and retyped ones, once at their highest path, and takes 12 then 12.5 as one type', async () => {
    const store = open();
    const healthy = await recorded(store, 'base');
    const baseline = baselineOfRun(store, healthy.id, 'main')!;
    const changed = (await run()).map((flow) => ({
      ...flow,
      steps: flow.steps.map((step) => ({
        ...step,
        response: {
          ...step.response!,
          body: JSON.stringify({ id: '1', name: 'lamp', price: 12.5, tags: ['home'], stock: { count: 3 } }),
        },
      })),
    }));
    const regressions = findRegressions(baseline, changed, settings);
    expect(regressions.map(({ kind, field }) => `${kind} ${field}`)).toEqual([
      'field_retyped $.id',
      'field_added $.stock',
    ]);
    store.close();
  });

  it('saves a committable baseline file and reads it back as it was', async () => {
    const store = open();
    const healthy = await recorded(store, 'base');
    const baseline = baselineOfRun(store, healthy.id, 'main')!;
    const file = await saveBaseline(repo.workspace, baseline);
    expect(path.relative(repo.root, file)).toBe(path.join('.falcon', 'baselines', 'baseline_main.json'));
    const text = await readFile(file, 'utf8');
    expect(JSON.parse(text)).toMatchObject({
      version: 1,
      name: 'main',
      commit: 'base',
      flows: { [FILE]: { steps: { read: { status: 200 } } } },
    });
    const loaded = await loadBaseline(repo.workspace, 'main', repo.root);
    expect(loaded?.flows).toEqual(baseline.flows);
    await rm(file);
    store.close();
  });

  it('has no committed baseline when the file is absent, and refuses a broken one with its name', async () => {
    expect(await loadBaseline(repo.workspace, 'none', repo.root)).toBeUndefined();
    const file = path.join(repo.workspace, 'baselines', 'baseline_broken.json');
    await saveBaseline(repo.workspace, { name: 'broken', source: '', createdAt: '', flows: {} });
    await writeFile(file, '{"version": 1, "flows": ');
    const error = await loadBaseline(repo.workspace, 'broken', repo.root).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(InputError);
    expect((error as InputError).message).toMatch(
      /^\.falcon\/baselines\/baseline_broken\.json is not valid JSON/,
    );
    await writeFile(file, '{"version": 9, "flows": {}}');
    await expect(loadBaseline(repo.workspace, 'broken', repo.root)).rejects.toThrow(
      /is not a Falcon CI baseline/,
    );
    await rm(file);
  });

  it('takes nearest-rank percentiles', () => {
    expect(percentile([5, 1, 3, 2, 4], 50)).toBe(3);
    expect(percentile([5, 1, 3, 2, 4], 95)).toBe(5);
    expect(percentile([7], 95)).toBe(7);
  });
});

describe('new fields against the spec', () => {
  it('reports a field the baseline lacks only when the spec does not document it either', async () => {
    const store = openStore(path.join(folder, 'spec.db'), log)!;
    const healthy = await recorded(store, 'base');
    const baseline = baselineOfRun(store, healthy.id, 'main')!;
    const withField = (field: string) =>
      run().then((results) =>
        results.map((flow) => ({
          ...flow,
          steps: flow.steps.map((step) => ({
            ...step,
            response: {
              ...step.response!,
              body: JSON.stringify({ id: 1, name: 'lamp', price: 12, tags: ['home'], [field]: 1 }),
            },
          })),
        })),
      );
    const documented = (_flow: string, _step: string, _status: number, field: string) => field === '$.stock';
    expect(findRegressions(baseline, await withField('stock'), undefined, documented)).toEqual([]);
    expect(findRegressions(baseline, await withField('secret'), undefined, documented)).toEqual([
      expect.objectContaining({ kind: 'field_added', field: '$.secret' }),
    ]);
    store.close();
  });
});
