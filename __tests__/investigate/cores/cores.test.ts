import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { CORE_CHOICES } from '../../../src/core/modes.js';
import type { FlowResult } from '../../../src/core/results.js';
import { createHttpClient } from '../../../src/http/client.js';
import { Redactor } from '../../../src/http/redact.js';
import type { Model } from '../../../src/investigate/agent/types.js';
import { CORES, coreNames, findCore } from '../../../src/investigate/cores/registry.js';
import { selectCore, taskCategory } from '../../../src/investigate/cores/selector.js';
import type { CoreContext, InvestigationCore } from '../../../src/investigate/cores/types.js';
import { executeWithFallback } from '../../../src/investigate/index.js';
import { triage } from '../../../src/investigate/triage/index.js';
import type { Finding } from '../../../src/investigate/triage/types.js';
import { resolveOptions } from '../../../src/options.js';
import { runPipeline } from '../../../src/pipeline.js';
import { runFlows } from '../../../src/run/runner.js';
import type { CoreRecord } from '../../../src/store/experiences.js';
import { loadWorkspace } from '../../../src/workspace/load.js';
import { validateReportContent } from '../../../src/workspace/report-content.js';
import type { Workspace } from '../../../src/workspace/types.js';
import { sendJson, startServer, type TestServer } from '../../__fixtures__/server.js';
import { makeWorkspace, type TempRepo } from '../../__fixtures__/workspace.js';

const SPEC = `openapi: 3.1.0
info: { title: Orders, version: '1' }
paths:
  /orders/{id}:
    get:
      operationId: getOrder
      parameters:
        - { name: id, in: path, required: true, schema: { type: integer } }
      responses:
        '200': { description: an order, content: { application/json: { schema: { type: object } } } }
`;
const FLOW = `
steps:
  - id: read
    operation: getOrder
    request:
      params: { id: 7 }
    expect:
      status: 200
`;
const SOURCE = [
  'def get_order(order_id):',
  '    order = load(order_id)',
  '    total = order.total / order.count',
  '    return order',
  '',
].join('\n');
const TRACE = [
  'Traceback (most recent call last):',
  '  File "app/orders.py", line 3, in get_order',
  '    total = order.total / order.count',
  'ZeroDivisionError: division by zero',
].join('\n');

let api: TestServer;
let repo: TempRepo;
let workspace: Workspace;

beforeAll(async () => {
  api = await startServer((_request, response) =>
    sendJson(response, 500, { error: 'ZeroDivisionError', trace: TRACE }),
  );
  repo = await makeWorkspace({
    'spec.yaml': SPEC,
    'flows/smoke_orders.yaml': FLOW,
    'environments/local.yaml': `base_url: ${api.url}\n`,
  });
  await mkdir(path.join(repo.root, 'app'), { recursive: true });
  await writeFile(path.join(repo.root, 'app', 'orders.py'), SOURCE);
  workspace = await loadWorkspace({ workspace: repo.workspace, repoRoot: repo.root, env: {} });
});
afterAll(async () => {
  await api.close();
  await repo.remove();
});

function run(): Promise<FlowResult[]> {
  return runFlows(
    workspace,
    workspace.flows,
    { concurrency: 1, timeoutMs: 5_000 },
    { redactor: new Redactor([]), env: {} },
  );
}

/** A core's context over this file's workspace and a failing run; tests override what they are about. */
async function coreContext(overrides: Partial<CoreContext> = {}): Promise<CoreContext> {
  const results = await run();
  return {
    results,
    findings: triage(results),
    workspace,
    repoRoot: repo.root,
    redactor: new Redactor([]),
    http: createHttpClient({ timeoutMs: 5_000 }),
    baseUrls: [api.url],
    rerun: async () => results[0]!,
    confirmations: 'deny',
    propose: async () => [],
    canVerify: false,
    limits: {},
    log: { info: () => undefined, warning: () => undefined },
    ...overrides,
  };
}

describe('the registry', () => {
  it('answers to every core name the options accept, and the options accept every name it answers to', () => {
    for (const choice of CORE_CHOICES.filter((name) => name !== 'auto'))
      expect(findCore(choice)).toBeDefined();
    expect([...coreNames()].sort()).toEqual(CORE_CHOICES.filter((name) => name !== 'auto').sort());
    expect(findCore('WF')?.name).toBe('workflow');
    expect(findCore('nonsense')).toBeUndefined();
    expect(CORES.map((core) => core.name)).toEqual([
      'freeform',
      'structured',
      'adversarial',
      'swarm',
      'orchestrator',
      'workflow',
    ]);
  });
});

describe('the selector', () => {
  const records = (core: string, runs: number, successes: number): CoreRecord => ({
    core,
    category: 'crash',
    runs,
    successes,
    averageTurns: 0,
    averageCostDollars: 0,
    averageTimeMs: 0,
  });

  it('runs the workflow without a model, and says so when a core that needs one was named', () => {
    expect(
      selectCore({ requested: 'auto', category: 'crash', hasModel: false, canVerify: false, records: [] })
        .core.name,
    ).toBe('workflow');
    const named = selectCore({
      requested: 'freeform',
      category: 'crash',
      hasModel: false,
      canVerify: false,
      records: [],
    });
    expect(named.core.name).toBe('workflow');
    expect(named.warning).toBe(
      'the freeform core needs a model and none is configured: the workflow core runs instead',
    );
  });

  it('keeps the default core on suitability while there are fewer than three experiences', () => {
    const selected = selectCore({
      requested: 'auto',
      category: 'crash',
      hasModel: true,
      canVerify: false,
      records: [records('workflow', 2, 2)],
    });
    expect(selected.core.name).toBe('freeform');
    expect(selected.selection).toMatchObject({ source: 'suitability', confidence: 0.48 });
  });

  it('learns from three or more experiences, with the confidence the record earns', () => {
    const selected = selectCore({
      requested: 'auto',
      category: 'crash',
      hasModel: true,
      canVerify: false,
      records: [records('workflow', 5, 5), records('freeform', 3, 1)],
    });
    expect(selected.core.name).toBe('workflow');
    expect(selected.selection).toEqual({
      core: 'workflow',
      confidence: 0.85,
      rationale: 'Based on 5 successful investigation(s) of 5 crash failure run(s) with the workflow core',
      source: 'experience',
    });
  });

  it('does not switch on a record too weak to trust', () => {
    const selected = selectCore({
      requested: 'auto',
      category: 'crash',
      hasModel: true,
      canVerify: false,
      records: [records('workflow', 3, 2)],
    });
    expect(selected.core.name).toBe('freeform');
    expect(selected.selection.source).toBe('experience');
    expect(selected.selection.confidence).toBeLessThanOrEqual(0.7);
  });

  it('files failures by their kinds', () => {
    const finding = (overrides: Partial<Finding>): Finding => ({
      flow: 'a.yaml',
      flowName: 'a',
      type: 'smoke',
      step: 's',
      line: 1,
      kind: 'contract',
      summary: '',
      details: [],
      locations: [],
      ...overrides,
    });
    expect(taskCategory([finding({})])).toBe('contract');
    expect(taskCategory([finding({ kind: 'unreachable' })])).toBe('connectivity');
    expect(taskCategory([finding({ kind: 'status', details: ['status: expected 200, got 401'] })])).toBe(
      'auth',
    );
    expect(taskCategory([finding({ kind: 'status', details: ['status: expected 200, got 500'] })])).toBe(
      'crash',
    );
    expect(taskCategory([finding({}), finding({ flow: 'b.yaml', kind: 'latency' })])).toBe('multiple');
  });
});

describe('the workflow core', () => {
  it('re-runs the failure, looks up the operation and shows the code at the stack trace, without a model', async () => {
    const warnings: string[] = [];
    const context = await coreContext({
      rerun: async () => (await run())[0]!,
      log: { info: () => undefined, warning: (message) => warnings.push(message) },
    });
    const output = await findCore('workflow')!.execute(context);
    await context.http.close();
    expect(warnings).toEqual([]);
    expect(output.completed).toBe(true);
    const answer = output.outcome.answer ?? '';
    expect(answer).toContain(
      '`.falcon/flows/smoke_orders.yaml`: failed again (failed): the failure reproduces',
    );
    expect(answer).toContain('`getOrder`: GET `/orders/{id}`, documented statuses 200');
    expect(answer).toMatch(
      /`app\/orders\.py:3 in get_order`[\s\S]*>\s+3 \| {5}total = order\.total \/ order\.count/,
    );
    expect(output.metrics).toMatchObject({ tokens: 0, costDollars: 0, subTasks: 3 });
  });

  it('is what a run without a model investigates with, and its report passes ValidateReportContent', async () => {
    const options = resolveOptions({ junit: 'off', history: 'off' }, repo.root, (name) => `--${name}`);
    const result = await runPipeline(options, { env: {} });
    expect(result.exitCode).toBe(1);
    expect(result.investigation?.core).toMatchObject({ ran: 'workflow', source: 'suitability' });
    const report = result.outputs.reports?.find((written) => written.path.includes('smoke_report'));
    expect(report).toBeDefined();
    expect(await validateReportContent(report!.path)).toEqual({ valid: true, reasons: [] });
    const { readFile } = await import('node:fs/promises');
    const text = await readFile(report!.path, 'utf8');
    expect(text).toContain('Core: **workflow**');
    expect(text).toContain('app/orders.py:3');
  });
});

describe('fallback', () => {
  const broken: InvestigationCore = {
    name: 'broken',
    aliases: [],
    description: 'always throws',
    capabilities: [],
    needsModel: false,
    execute: async () => {
      throw new Error('the core broke');
    },
  };
  const answering: Model = {
    name: 'in-process',
    complete: async () => ({
      text: 'Final Answer: the order count is zero.',
      toolCalls: [],
      usage: { promptTokens: 10, completionTokens: 5 },
    }),
  };

  const contextWith = (model: Model | undefined) => coreContext({ model });

  it('falls back to freeform when another core breaks, and says so', async () => {
    const context = await contextWith(answering);
    const { output, fallback } = await executeWithFallback(broken, context, context.log);
    await context.http.close();
    expect(fallback).toBe('freeform');
    expect(output.outcome.answer).toBe('the order count is zero.');
    expect(output.metrics.tokens).toBe(15);
  });

  it('lets the error through when there is no model to fall back to', async () => {
    const context = await contextWith(undefined);
    await expect(executeWithFallback(broken, context, context.log)).rejects.toThrow('the core broke');
    await context.http.close();
  });
});

describe('falcon cores', () => {
  it('lists every core with its capabilities and names the one this workspace gets', async () => {
    const { coresCommand } = await import('../../../src/doors/commands.js');
    const { historySettings } = await import('../../../src/store/history.js');
    const out: string[] = [];
    const options = resolveOptions({ history: 'off' }, repo.root, (name) => `--${name}`);
    const target = {
      workspace: repo.workspace,
      repoRoot: repo.root,
      ...historySettings(options, {}, repo.workspace),
    };
    expect(
      coresCommand(options, target, false, {
        out: (line) => out.push(line),
        error: () => undefined,
        warning: () => undefined,
      }),
    ).toBe(0);
    expect(out).toContain('workflow (also wf, deterministic)  ← chosen');
    expect(out).toContain('  capabilities: adaptive, code_generation; needs a model');
    expect(out.at(-1)).toBe(
      'Chosen: workflow (suitability, confidence 1): no model is configured: the deterministic workflow investigates',
    );
  });
});

describe('core metrics', () => {
  it('price the tokens with tool_limits.price_per_1k_tokens, and count tool calls', async () => {
    const { metricsOf } = await import('../../../src/investigate/cores/metrics.js');
    const { resolveLimits } = await import('../../../src/investigate/agent/limits.js');
    const priced = {
      ...workspace,
      config: {
        ...workspace.config,
        tool_limits: {
          per_tool: 50,
          total: 200,
          max_turns: 7,
          price_per_1k_tokens: { prompt: 1, completion: 2 },
        },
      },
    };
    const outcome = {
      stopReason: 'answer' as const,
      turns: 3,
      toolCalls: { read_file: 2, spec_lookup: 1 },
      usage: { promptTokens: 1000, completionTokens: 500 },
      reports: [],
      deniedWrites: [],
    };
    expect(metricsOf(outcome, { workspace: priced }, 1234.4)).toEqual({
      tokens: 1500,
      costDollars: 2,
      executionMs: 1234,
      toolCalls: 3,
      subTasks: 0,
      parallelExecutions: 0,
      reviewIterations: 0,
    });
    expect(resolveLimits(priced.config.tool_limits)).toMatchObject({
      maxTurns: 7,
      pricePer1kTokens: { prompt: 1, completion: 2 },
    });
    expect(metricsOf(outcome, { workspace }, 1).costDollars).toBe(0);
  });
});

describe('the workflow template (.falcon/investigation.yaml)', () => {
  async function workspaceWith(template: string): Promise<Workspace> {
    await writeFile(path.join(repo.workspace, 'investigation.yaml'), template);
    try {
      return await loadWorkspace({ workspace: repo.workspace, repoRoot: repo.root, env: {} });
    } finally {
      const { rm } = await import('node:fs/promises');
      await rm(path.join(repo.workspace, 'investigation.yaml'));
    }
  }

  it('runs the stages it names, in its order, and stops after a failing one that says so', async () => {
    const templated = await workspaceWith(
      'stages:\n  - name: code\n  - name: reproduce\n    continue_on_error: false\n    timeout: 100ms\n  - name: spec\n',
    );
    expect(templated.investigation).toEqual([
      { name: 'code', continueOnError: true },
      { name: 'reproduce', continueOnError: false, timeoutMs: 100 },
      { name: 'spec', continueOnError: true },
    ]);
    const warnings: string[] = [];
    const context = await coreContext({
      workspace: templated,
      // An API that never answers the re-run: the stage runs out of time.
      rerun: () => new Promise(() => undefined),
      log: { info: () => undefined, warning: (message) => warnings.push(message) },
    });
    const output = await findCore('workflow')!.execute(context);
    await context.http.close();
    const answer = output.outcome.answer ?? '';
    expect(answer.indexOf('Code at the stack trace')).toBeGreaterThanOrEqual(0);
    expect(answer).not.toContain('Operations in the spec');
    expect(warnings).toEqual(['workflow: the reproduce stage failed: reproduce took longer than 0.1 s']);
    expect(output.outcome.message).toBe('1 workflow stage(s) could not finish');
  });

  it('refuses a stage it does not know, with its line, before anything runs', async () => {
    const error = await workspaceWith('stages:\n  - name: reproduce\n  - name: guess\n').catch(
      (caught: unknown) => caught,
    );
    expect(String((error as Error).message)).toMatch(/investigation\.yaml:3:\d+: .*guess/);
  });
});
