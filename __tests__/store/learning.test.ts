/**
 * Learning across runs with a real SQLite store: experiences recorded by every investigation, the
 * selector learning from them, insights, and skills offered to the agent once proven.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FlowResult } from '../../src/core/results.js';
import { Redactor } from '../../src/http/redact.js';
import { selectCore } from '../../src/investigate/cores/selector.js';
import { investigateFailures } from '../../src/investigate/index.js';
import { experienceCommand, insightsCommand, skillsCommand } from '../../src/doors/commands.js';
import { resolveOptions } from '../../src/options.js';
import { runPipeline } from '../../src/pipeline.js';
import { runFlows } from '../../src/run/runner.js';
import { openStore, type Store } from '../../src/store/database.js';
import {
  coreRecords,
  experienceConfidence,
  recentExperiences,
  recordExperience,
  type Experience,
} from '../../src/store/experiences.js';
import { computeInsights } from '../../src/store/insights.js';
import { isProven, listSkills, recordSkillUse, skillSequence } from '../../src/store/skills.js';
import { historySettings } from '../../src/store/history.js';
import { loadWorkspace } from '../../src/workspace/load.js';
import type { Workspace } from '../../src/workspace/types.js';
import { startScriptedModel, turns } from '../__fixtures__/openai/scripted-model.js';
import { sendJson, startServer, type TestServer } from '../__fixtures__/server.js';
import { makeWorkspace, type TempRepo } from '../__fixtures__/workspace.js';

const SPEC = `openapi: 3.1.0
info: { title: Orders, version: '1' }
paths:
  /orders:
    get:
      operationId: listOrders
      responses:
        '200': { description: orders, content: { application/json: { schema: { type: object } } } }
`;

let api: TestServer;
let repo: TempRepo;
let workspace: Workspace;
let folder: string;
let store: Store;

beforeAll(async () => {
  api = await startServer((_request, response) =>
    sendJson(response, 500, { error: 'boom', trace: 'File "app/orders.py", line 2, in list_orders' }),
  );
  repo = await makeWorkspace({
    'spec.yaml': SPEC,
    'flows/smoke_orders.yaml':
      'steps:\n  - id: list\n    operation: listOrders\n    expect:\n      status: 200\n',
    'environments/local.yaml': `base_url: ${api.url}\n`,
  });
  await mkdir(path.join(repo.root, 'app'));
  await writeFile(path.join(repo.root, 'app', 'orders.py'), 'def list_orders():\n    return 1 / 0\n');
  workspace = await loadWorkspace({ workspace: repo.workspace, repoRoot: repo.root, env: {} });
});
afterAll(async () => {
  await api.close();
  await repo.remove();
});
beforeEach(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'falcon-learning-'));
  store = openStore(path.join(folder, 'falcon.db'), {
    warning: (message) => {
      throw new Error(message);
    },
  })!;
});
afterEach(async () => {
  store.close();
  await rm(folder, { recursive: true, force: true });
});

const experience = (overrides: Partial<Experience>): Experience => ({
  task: 'smoke_orders.yaml list: 500',
  core: 'freeform',
  category: 'crash',
  succeeded: true,
  turns: 4,
  costDollars: 0.01,
  timeMs: 2_000,
  insights: 'named a code location',
  tags: ['status'],
  recordedAt: new Date('2026-01-01T00:00:00Z'),
  ...overrides,
});

function capture() {
  const out: string[] = [];
  return {
    out,
    output: {
      out: (line: string) => out.push(line),
      error: (line: string) => out.push(line),
      warning: (line: string) => out.push(line),
    },
  };
}

it('records every investigation of a run, the workflow core included, with the task cut to 200 characters', async () => {
  const history = path.join(folder, 'run.db');
  const options = resolveOptions({ junit: 'off', history }, repo.root, (name) => `--${name}`);
  await runPipeline(options, { env: {} });
  const recorded = openStore(history, { warning: () => undefined })!;
  const [only] = recentExperiences(recorded);
  recorded.close();
  expect(only).toMatchObject({
    core: 'workflow',
    category: 'crash',
    succeeded: true,
    insights: 'named a code location',
  });
  recordExperience(store, experience({ task: 'x'.repeat(500) }));
  expect(recentExperiences(store)[0]!.task).toHaveLength(200);
});

it('picks the core that succeeded three times from experience, with the seed’s confidence; two are not enough', () => {
  for (let run = 0; run < 2; run++) recordExperience(store, experience({ core: 'workflow' }));
  const early = selectCore({
    requested: 'auto',
    category: 'crash',
    hasModel: true,
    canVerify: false,
    records: coreRecords(store, 'crash'),
  });
  expect(early.selection.source).toBe('suitability');
  expect(early.core.name).toBe('freeform');

  recordExperience(store, experience({ core: 'workflow' }));
  const learned = selectCore({
    requested: 'auto',
    category: 'crash',
    hasModel: true,
    canVerify: false,
    records: coreRecords(store, 'crash'),
  });
  expect(learned.core.name).toBe('workflow');
  expect(learned.selection).toEqual({
    core: 'workflow',
    confidence: Math.round(experienceConfidence(3, 3) * 100) / 100,
    rationale: 'Based on 3 successful investigation(s) of 3 crash failure run(s) with the workflow core',
    source: 'experience',
  });
  expect(learned.selection.confidence).toBe(0.79);
});

it('draws insights: the best core per kind, recurring stops with a setting to change, cost per core', () => {
  for (let run = 0; run < 3; run++)
    recordExperience(store, experience({ core: 'workflow', turns: 0, costDollars: 0 }));
  recordExperience(store, experience({ succeeded: false, insights: 'deadline' }));
  recordExperience(store, experience({ succeeded: false, insights: 'deadline' }));
  const insights = computeInsights(store);
  expect(insights.selection).toEqual([
    { category: 'crash', core: 'workflow', rate: 1, sample: 3, confidence: 0.79 },
  ]);
  expect(insights.patterns).toEqual([
    {
      core: 'freeform',
      reason: 'deadline',
      count: 2,
      suggestion: 'raise agent-timeout (--agent-timeout), or give the agent fewer flows per run',
    },
  ]);
  expect(insights.costs).toContainEqual({
    core: 'freeform',
    runs: 2,
    averageTurns: 4,
    averageCostDollars: 0.01,
    averageTimeMs: 2000,
  });
});

it('keeps tool sequences as skills and offers only proven ones', () => {
  expect(skillSequence(['spec_lookup', 'read_file', 'spec_lookup', 'search_code'])).toEqual([
    'spec_lookup',
    'read_file',
    'search_code',
  ]);
  const use = (succeeded: boolean) =>
    recordSkillUse(store, {
      category: 'crash',
      core: 'freeform',
      calls: ['run_flow', 'read_file'],
      succeeded,
      at: new Date(),
    });
  use(true);
  use(true);
  expect(listSkills(store, { proven: true })).toEqual([]);
  use(true);
  expect(listSkills(store, { category: 'crash', proven: true })).toEqual([
    { category: 'crash', core: 'freeform', tools: ['run_flow', 'read_file'], uses: 3, successes: 3 },
  ]);
  use(false);
  use(false);
  expect(isProven(listSkills(store)[0]!)).toBe(false);
});

it('offers a proven skill to the agent in its system prompt, and records the new use', async () => {
  for (let run = 0; run < 3; run++) {
    recordSkillUse(store, {
      category: 'crash',
      core: 'freeform',
      calls: ['run_flow', 'read_file'],
      succeeded: true,
      at: new Date(),
    });
  }
  const model = await startScriptedModel([turns.text('Final Answer: app/orders.py divides by zero.')]);
  const results: FlowResult[] = await runFlows(
    workspace,
    workspace.flows,
    { concurrency: 1, timeoutMs: 5_000 },
    { redactor: new Redactor([]), env: {} },
  );
  const investigation = await investigateFailures(
    {
      repoRoot: repo.root,
      gate: ['smoke'],
      concurrency: 1,
      timeoutMs: 5_000,
      agent: {
        mode: 'auto',
        baseUrl: model.url,
        apiKey: 'sk-test-learning-0123456789',
        model: 'scripted',
        timeoutMs: 60_000,
        core: 'auto',
      },
      fixes: { confirmations: 'deny', suggestions: 'verified', readyTimeoutMs: 1_000 },
    },
    workspace,
    results,
    new Redactor([]),
    { env: {}, log: { info: () => undefined, warning: () => undefined }, store },
  );
  await model.close();
  expect(investigation.core).toMatchObject({ ran: 'freeform' });
  const system = (model.requests[0]!.body['messages'] as Array<{ role: string; content: string }>)[0]!
    .content;
  expect(system).toContain('## Strategies that worked before');
  expect(system).toContain('- run_flow → read_file');
  expect(recentExperiences(store)[0]).toMatchObject({ core: 'freeform', succeeded: true });
});

it('shows experiences, their stats, insights and skills on the command line', () => {
  const history = path.join(folder, 'falcon.db');
  const options = {
    workspace: repo.workspace,
    repoRoot: repo.root,
    ...historySettings({ history }, {}, repo.workspace),
  };
  for (let run = 0; run < 3; run++) recordExperience(store, experience({ core: 'workflow', turns: 0 }));
  recordSkillUse(store, {
    category: 'crash',
    core: 'freeform',
    calls: ['run_flow'],
    succeeded: true,
    at: new Date(),
  });

  const list = capture();
  expect(experienceCommand([], options, list.output)).toBe(0);
  expect(list.out[0]).toMatch(
    /^2026-01-01T00:00:00Z {2}workflow {3}crash {8}succeeded {2}0 turns, 2\.0 s {2}named a code location$/,
  );
  const stats = capture();
  expect(experienceCommand(['stats'], options, stats.output)).toBe(0);
  expect(stats.out).toEqual([
    'crash        workflow   3/3 succeeded (100%), 0.0 turns, 2.0 s, $0.0100 on average',
  ]);
  const insights = capture();
  expect(insightsCommand(options, insights.output)).toBe(0);
  expect(insights.out).toContain('  crash: workflow, 100% of 3 runs succeeded (confidence 0.79)');
  const skills = capture();
  expect(skillsCommand(options, skills.output)).toBe(0);
  expect(skills.out).toEqual(['crash        freeform   1/1 learning  run_flow']);
  const wrong = capture();
  expect(experienceCommand(['everything'], options, wrong.output)).toBe(2);
});
