/**
 * The history through the whole pipeline: every run recorded, the newest passing run of the base
 * branch as the baseline, regressions reported and gating only when the gate names them, flaky
 * flows marked.
 */
import path from 'node:path';
import { resolveOptions } from '../../src/options.js';
import { runPipeline } from '../../src/pipeline.js';
import { baselineCommand, historyCommand } from '../../src/doors/commands.js';
import { historySettings } from '../../src/store/history.js';
import { sendJson, startServer, type TestServer } from '../__fixtures__/server.js';
import { makeWorkspace, type TempRepo } from '../__fixtures__/workspace.js';

const SPEC = `openapi: 3.1.0
info: { title: Catalog, version: '1' }
paths:
  /items:
    get:
      operationId: listItems
      responses:
        '200': { description: items, content: { application/json: { schema: { type: object } } } }
`;

let body: unknown = { items: [{ id: 1, price: 12 }], total: 1 };
let status = 200;
let api: TestServer;
let repo: TempRepo;

beforeAll(async () => {
  api = await startServer((_request, response) => sendJson(response, status, body));
  repo = await makeWorkspace({
    'spec.yaml': SPEC,
    'flows/smoke_items.yaml':
      'steps:\n  - id: list\n    operation: listItems\n    expect:\n      status: 200\n',
    'environments/local.yaml': `base_url: ${api.url}\n`,
  });
});
afterAll(async () => {
  await api.close();
  await repo.remove();
});

async function run(gate: string, env: Record<string, string> = {}) {
  const options = resolveOptions({ gate, junit: 'off' }, repo.root, (name) => `--${name}`);
  const warnings: string[] = [];
  const result = await runPipeline(options, {
    env: { GITHUB_REF_NAME: 'main', ...env },
    publisher: { warning: (message) => warnings.push(message) },
  });
  return { result, warnings };
}

it('compares with the last passing run of the base branch, and gates on regressions only when asked', async () => {
  const first = await run('smoke', { GITHUB_SHA: 'c1' });
  expect(first.result.exitCode).toBe(0);
  expect(first.result.regressions).toEqual([]);
  expect(first.warnings).toEqual([]);

  body = { items: [{ id: 1 }], total: 1 };
  const reported = await run('smoke', {
    GITHUB_SHA: 'c2',
    GITHUB_HEAD_REF: 'feature',
    GITHUB_BASE_REF: 'main',
  });
  expect(reported.result.exitCode).toBe(0);
  expect(reported.result.regressions).toEqual([
    expect.objectContaining({
      kind: 'field_removed',
      field: '$.items[].price',
      baseline: 'integer',
      now: 'absent',
    }),
  ]);

  const gated = await run('smoke,regressions', {
    GITHUB_SHA: 'c2',
    GITHUB_HEAD_REF: 'feature',
    GITHUB_BASE_REF: 'main',
  });
  expect(gated.result.exitCode).toBe(1);
  expect(gated.result.gate?.blockingRegressions).toHaveLength(1);
  expect(path.relative(repo.root, gated.result.workspace!.root)).toBe('.falcon');
  body = { items: [{ id: 1, price: 12 }], total: 1 };
});

it('marks a flow that both failed and passed on one commit as flaky', async () => {
  status = 503;
  const failed = await run('smoke', { GITHUB_SHA: 'flaky-commit' });
  status = 200;
  const passed = await run('smoke', { GITHUB_SHA: 'flaky-commit' });
  expect(failed.result.flaky).toEqual([]);
  expect(passed.result.flaky).toEqual([
    { file: '.falcon/flows/smoke_items.yaml', commit: 'flaky-commit', passed: 1, failed: 1 },
  ]);
});

it('keeps no history with --history off', async () => {
  const options = resolveOptions({ history: 'off', junit: 'off' }, repo.root, (name) => `--${name}`);
  const result = await runPipeline(options, { env: { GITHUB_SHA: 'flaky-commit' } });
  expect(result.flaky).toEqual([]);
  expect(result.regressions).toEqual([]);
});

describe('the history commands', () => {
  function capture() {
    const out: string[] = [];
    const error: string[] = [];
    return {
      out,
      error,
      output: {
        out: (line: string) => out.push(line),
        error: (line: string) => error.push(line),
        warning: (line: string) => error.push(line),
      },
    };
  }
  /** What the CLI hands the commands: the workspace and its history settings (no config.yaml here). */
  const optionsFor = (raw: Record<string, string> = {}) => {
    const options = resolveOptions(raw, repo.root, (name) => `--${name}`);
    return {
      workspace: options.workspace,
      repoRoot: options.repoRoot,
      ...historySettings(options, {}, options.workspace),
    };
  };

  it('lists the recorded runs, newest first, and shows one in full', async () => {
    const { out, output } = capture();
    expect(historyCommand([], optionsFor(), output)).toBe(0);
    expect(out[0]).toMatch(/^run\s+when\s+verdict\s+failures/);
    const newest = out[1]!;
    expect(newest).toMatch(/^#\d+ .* (pass|fail) +\d+\/1 failed/);
    const id = /^#(\d+)/.exec(newest)![1]!;
    const detail = capture();
    expect(historyCommand([id], optionsFor(), detail.output)).toBe(0);
    expect(detail.out[0]).toMatch(new RegExp(`^Run #${id}: `));
    expect(detail.out.join('\n')).toMatch(/smoke_items\.yaml \(smoke\)[\s\S]*list: passed HTTP 200/);
  });

  it('refuses an unknown run and a history that is off', () => {
    const missing = capture();
    expect(historyCommand(['999999'], optionsFor(), missing.output)).toBe(2);
    expect(missing.error).toEqual(["falcon: no run 999999 in the history; 'falcon history' lists them"]);
    const off = capture();
    expect(historyCommand([], optionsFor({ history: 'off' }), off.output)).toBe(2);
    expect(off.error).toEqual(['falcon: the history is off (--history off, or history: off in config.yaml)']);
  });

  it('saves the baseline from the newest passing run, and the pipeline compares with it from then on', async () => {
    const { out, output } = capture();
    expect(await baselineCommand(['save', 'release'], optionsFor({ baseline: 'release' }), output)).toBe(0);
    expect(out).toEqual([
      'baseline release saved to .falcon/baselines/baseline_release.json: commit it to compare every run with it',
    ]);
    body = { items: [{ id: 1, price: '12' }], total: 1 };
    const options = resolveOptions(
      { baseline: 'release', junit: 'off', history: 'off' },
      repo.root,
      (name) => `--${name}`,
    );
    const result = await runPipeline(options, { env: {} });
    body = { items: [{ id: 1, price: 12 }], total: 1 };
    expect(result.regressions).toEqual([
      expect.objectContaining({
        kind: 'field_retyped',
        field: '$.items[].price',
        baseline: 'integer',
        now: 'string',
      }),
    ]);
  });
});

describe('history settings', () => {
  it('take the input or flag first, then config.yaml, then the defaults', () => {
    const root = '/repo/.falcon';
    expect(historySettings({}, {}, root)).toEqual({
      historyPath: '/repo/.falcon/history/falcon.db',
      baseline: 'main',
      watchdog: { latencyTolerance: 0.5, latencyFloorMs: 50 },
    });
    const config = {
      history: 'ci/runs.db',
      baseline: 'release',
      watchdog: { latency_tolerance: 1, latency_floor_ms: 200 },
    };
    expect(historySettings({}, config, root)).toEqual({
      historyPath: '/repo/.falcon/ci/runs.db',
      baseline: 'release',
      watchdog: { latencyTolerance: 1, latencyFloorMs: 200 },
    });
    expect(historySettings({ history: 'off', baseline: 'main' }, config, root)).toMatchObject({
      historyPath: undefined,
      baseline: 'main',
    });
    expect(historySettings({}, { history: 'off' }, root).historyPath).toBeUndefined();
  });

  it('config.yaml history: off keeps no history for a run', async () => {
    const { writeFile, rm } = await import('node:fs/promises');
    const config = path.join(repo.workspace, 'config.yaml');
    await writeFile(config, 'history: off\n');
    try {
      const options = resolveOptions({ junit: 'off' }, repo.root, (name) => `--${name}`);
      await runPipeline(options, { env: { GITHUB_SHA: 'config-off' } });
      status = 503;
      const failed = await runPipeline(options, { env: { GITHUB_SHA: 'config-off' } });
      status = 200;
      expect(failed.flaky).toEqual([]);
      const recorded = historySettings({}, {}, repo.workspace).historyPath!;
      const { openStore } = await import('../../src/store/database.js');
      const { listRuns } = await import('../../src/store/runs.js');
      const store = openStore(recorded, { warning: () => undefined })!;
      expect(listRuns(store, 500).some((run) => run.commit === 'config-off')).toBe(false);
      store.close();
    } finally {
      await rm(config);
    }
  });
});
