/**
 * The cores that split an investigation: swarm (one session per failing flow, in parallel) and
 * orchestrator (reproduce → locate → fix → verify per flow, in dependency order), against a real
 * API with three independent failures and the scripted OpenAI-compatible model.
 */
import type { FlowResult } from '../../../src/core/results.js';
import { createHttpClient } from '../../../src/http/client.js';
import { Redactor } from '../../../src/http/redact.js';
import { createOpenAIModel } from '../../../src/investigate/agent/model/openai.js';
import { orchestratorCore, runGraph, type SubTask } from '../../../src/investigate/cores/orchestrator.js';
import { mergeStaged, swarmCore } from '../../../src/investigate/cores/swarm.js';
import type { CoreContext } from '../../../src/investigate/cores/types.js';
import { triage } from '../../../src/investigate/triage/index.js';
import { runFlows } from '../../../src/run/runner.js';
import { loadWorkspace } from '../../../src/workspace/load.js';
import type { Workspace } from '../../../src/workspace/types.js';
import {
  startScriptedModel,
  type ScriptedModel,
  type ScriptedTurn,
} from '../../__fixtures__/openai/scripted-model.js';
import { sendJson, startServer, type TestServer } from '../../__fixtures__/server.js';
import { makeWorkspace, type TempRepo } from '../../__fixtures__/workspace.js';

const FLOWS = ['orders', 'users', 'stock'];

let api: TestServer;
let repo: TempRepo;
let workspace: Workspace;
let results: FlowResult[];
let model: ScriptedModel | undefined;

beforeAll(async () => {
  api = await startServer((request, response) => sendJson(response, 500, { error: `${request.url} broke` }));
  const files: Record<string, string> = { 'environments/local.yaml': `base_url: ${api.url}\n` };
  for (const name of FLOWS) {
    files[`flows/smoke_${name}.yaml`] =
      `steps:\n  - id: get\n    request: { path: /${name} }\n    expect:\n      status: 200\n`;
  }
  repo = await makeWorkspace(files);
  workspace = await loadWorkspace({ workspace: repo.workspace, repoRoot: repo.root, env: {} });
  results = await runFlows(
    workspace,
    workspace.flows,
    { concurrency: 3, timeoutMs: 5_000 },
    { redactor: new Redactor([]), env: {} },
  );
});
afterAll(async () => {
  await api.close();
  await repo.remove();
});
afterEach(async () => {
  await model?.close();
  model = undefined;
});

/** The flow a session is about: the only failing flow its task names. */
function flowOf(body: Record<string, unknown>): string {
  const task = (body['messages'] as Array<{ role: string; content: string }>).find(
    (message) => message.role === 'user',
  )!.content;
  return FLOWS.find((name) => task.includes(`smoke_${name}.yaml`)) ?? 'none';
}

async function contextWith(
  script: (body: Record<string, unknown>, index: number) => ScriptedTurn,
): Promise<CoreContext> {
  model = await startScriptedModel(({ body, index }) => script(body, index));
  return {
    results,
    findings: triage(results),
    workspace,
    repoRoot: repo.root,
    redactor: new Redactor([]),
    http: createHttpClient({ timeoutMs: 5_000 }),
    baseUrls: [api.url],
    rerun: async (file) => results.find((result) => result.file === file)!,
    model: createOpenAIModel({
      baseUrl: model.url,
      apiKey: 'sk-test-parallel-0123456789',
      model: 'scripted',
      maxRetries: 0,
    }),
    confirmations: 'pr',
    propose: async () => [],
    canVerify: false,
    limits: {},
    log: { info: () => undefined, warning: () => undefined },
  };
}

describe('the swarm core', () => {
  it('investigates independent failures at once, one session each, and merges the answers', async () => {
    const arrivals: number[] = [];
    const context = await contextWith((body) => {
      arrivals.push(Date.now());
      return { reply: { content: `Final Answer: /${flowOf(body)} throws.` }, delayMs: 800 };
    });
    const output = await swarmCore.execute(context);
    await context.http.close();

    // All three sessions asked before the first answer (800 ms) came back: they ran in parallel.
    expect(arrivals).toHaveLength(3);
    expect(Math.max(...arrivals) - Math.min(...arrivals)).toBeLessThan(800);
    expect(output.metrics).toMatchObject({ subTasks: 3, parallelExecutions: 3 });
    for (const name of FLOWS)
      expect(output.outcome.answer).toContain(`**.falcon/flows/smoke_${name}.yaml**: /${name} throws.`);
    expect(output.completed).toBe(true);
  });

  it('holds back two sessions’ different edits of one file, and reports the conflict', async () => {
    const context = await contextWith((body, index) => {
      const flow = flowOf(body);
      const messages = body['messages'] as unknown[];
      if (messages.length <= 2 && flow !== 'stock') {
        return {
          reply: {
            tool_calls: [
              {
                id: `w${index}`,
                name: 'write_file',
                arguments: { path: 'app.py', content: `# ${flow} fix\n` },
              },
            ],
          },
        };
      }
      return { reply: { content: `Final Answer: ${flow} done.` } };
    });
    const output = await swarmCore.execute(context);
    await context.http.close();
    expect(output.outcome.staged).toEqual([]);
    expect(output.outcome.message).toBe('conflicting changes to app.py were held back');
    expect(output.outcome.answer).toContain(
      'Not proposed, because sessions changed them differently: app.py.',
    );
  });

  it('merges staged changes, keeping one copy of an identical edit', () => {
    const change = (path: string, after: string) => ({ path, before: 'x', after, versions: 1 });
    expect(
      mergeStaged([[change('a', '1'), change('b', '2')], [change('b', '2')], [change('c', '3')]]),
    ).toEqual({
      staged: [change('a', '1'), change('b', '2'), change('c', '3')],
      conflicts: [],
    });
  });
});

describe('the orchestrator core', () => {
  it('runs sub-tasks in dependency order, and a failed one stops its dependents', async () => {
    const order: string[] = [];
    const task = (id: string, dependsOn: string[], ok = true): SubTask => ({
      id,
      dependsOn,
      run: async () => {
        order.push(id);
        if (!ok) throw new Error(`${id} broke`);
        return { status: 'done', note: '' };
      },
    });
    const results = await runGraph(
      [
        task('c', ['b']),
        task('b', ['a']),
        task('a', []),
        task('x', []),
        task('y', ['x'], false),
        task('z', ['y']),
      ],
      1,
    );
    expect(order.indexOf('a')).toBeLessThan(order.indexOf('b'));
    expect(order.indexOf('b')).toBeLessThan(order.indexOf('c'));
    expect(results.get('y')).toEqual({ status: 'failed', note: 'y broke' });
    expect(results.get('z')).toEqual({ status: 'skipped', note: 'y did not finish' });
    expect(order).not.toContain('z');
    await expect(runGraph([task('p', ['q']), task('q', ['p'])], 1)).rejects.toThrow('depend on each other');
  });

  it('reproduces, locates, fixes and verifies each failing flow, and reports every sub-task', async () => {
    const context = await contextWith((body, index) => {
      const flow = flowOf(body);
      const messages = JSON.stringify(body['messages']);
      if (messages.includes('Only locate the cause'))
        return { reply: { content: `Final Answer: ${flow}.py line 3 divides by zero.` } };
      if (flow === 'users') return { status: 500, error: { message: 'the model is down' } };
      if ((body['messages'] as unknown[]).length <= 2) {
        return {
          reply: {
            tool_calls: [
              { id: `w${index}`, name: 'write_file', arguments: { path: `${flow}.py`, content: 'fixed\n' } },
            ],
          },
        };
      }
      return { reply: { content: `Final Answer: ${flow} fixed.` } };
    });
    const output = await orchestratorCore.execute(context);
    await context.http.close();
    const answer = output.outcome.answer ?? '';
    expect(answer).toContain('- `reproduce .falcon/flows/smoke_orders.yaml`: done — the failure reproduces');
    expect(answer).toContain(
      '- `locate .falcon/flows/smoke_orders.yaml`: done — orders.py line 3 divides by zero.',
    );
    expect(answer).toContain(
      '- `verify .falcon/flows/smoke_orders.yaml`: done — not verified: needs confirmations: pr and a start-command',
    );
    expect(answer).toMatch(/- `fix \.falcon\/flows\/smoke_users\.yaml`: failed/);
    expect(answer).toContain(
      '- `verify .falcon/flows/smoke_users.yaml`: skipped — fix .falcon/flows/smoke_users.yaml did not finish',
    );
    expect(output.outcome.staged?.map((change) => change.path).sort()).toEqual(['orders.py', 'stock.py']);
    expect(output.metrics.subTasks).toBe(12);
    expect(output.completed).toBe(false);
  });
});

describe('every core', () => {
  it('stops an endless model at its limits, and a model that is down ends the investigation without a throw', async () => {
    const { CORES } = await import('../../../src/investigate/cores/registry.js');
    for (const core of CORES.filter((candidate) => candidate.needsModel)) {
      // A model that never stops calling tools.
      const endless = await contextWith((_body, index) => ({
        reply: { tool_calls: [{ id: `c${index}`, name: 'list_files', arguments: {} }] },
      }));
      // structured runs only where fixes can be verified; nothing is staged here, so nothing is.
      const output = await core.execute({ ...endless, canVerify: true, limits: { maxTurns: 2 } });
      await endless.http.close();
      await model?.close();
      expect([core.name, output.completed]).toEqual([core.name, false]);
      // The orchestrator's own answer is the list of its sub-tasks; the sessions in it hit the limit.
      if (core.name === 'orchestrator') expect(output.outcome.answer).toMatch(/`locate [^`]+`: failed/);
      else expect([core.name, output.outcome.stopReason]).toEqual([core.name, 'turn_limit']);

      const down = await contextWith(() => ({ status: 503, error: { message: 'overloaded' } }));
      const failed = await core.execute({ ...down, canVerify: true });
      await down.http.close();
      await model?.close();
      model = undefined;
      expect([core.name, failed.completed]).toEqual([core.name, false]);
    }
  });
});
