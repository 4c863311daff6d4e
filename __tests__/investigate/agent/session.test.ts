import { readdir, readFile, writeFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import {
  createEventLogger,
  describeEvent,
  LOGGED_TEXT_CHARS,
} from '../../../src/investigate/agent/events.js';
import {
  cancelOnSignals,
  runAgentSession,
  type AgentSessionInput,
} from '../../../src/investigate/agent/session.js';
import { DENY_REASON } from '../../../src/investigate/fixes/policy.js';
import { investigateFailures } from '../../../src/investigate/index.js';
import { triage } from '../../../src/investigate/triage/index.js';
import type { AgentMode } from '../../../src/core/modes.js';
import { createOpenAIModel } from '../../../src/investigate/agent/model/openai.js';
import type { AgentEvent, Model } from '../../../src/investigate/agent/types.js';
import { runFlows } from '../../../src/run/runner.js';
import type { FlowResult } from '../../../src/core/results.js';
import { createHttpClient, type HttpClient } from '../../../src/http/client.js';
import { Redactor } from '../../../src/http/redact.js';
import { loadWorkspace } from '../../../src/workspace/load.js';
import type { Workspace } from '../../../src/workspace/types.js';
import {
  startScriptedModel,
  type ScriptedModel,
  type ScriptedToolCall,
  type ScriptedTurn,
} from '../../__fixtures__/openai/scripted-model.js';
import { sendJson, startServer, type TestServer } from '../../__fixtures__/server.js';
import { makeWorkspace, USERS_SPEC, type TempRepo } from '../../__fixtures__/workspace.js';

const API_KEY = 'sk-investigate-key-0123456789';
const TOKEN = 'tok-very-secret-4242';
const NOW = new Date('2025-01-01T12:00:00.000Z');
const REPORT = 'reports/contract_report_users-api_20250101T120000Z.md';
const REPORT_TEXT = [
  '# Contract report: Users API',
  '',
  '| flow | result |',
  '| --- | --- |',
  '| contract_users.yaml | FAIL: $.items[0].id is a string |',
  '',
  'The serializer in src/users.py writes ids as strings.',
  '',
].join('\n');

const FLOW = `
steps:
  - id: list
    operation: listUsers
    expect:
      status: 200
      schema: spec
`;

/** The API under test: ids come back as strings (a contract failure) and it echoes the caller's token. */
let api: TestServer;
let repo: TempRepo;
let workspace: Workspace;
let results: FlowResult[];
let http: HttpClient;
const env = { API_TOKEN: TOKEN };

beforeAll(async () => {
  api = await startServer((request, response) => {
    if (request.url?.startsWith('/users')) {
      sendJson(response, 200, {
        items: [{ id: '1', name: 'Ada' }],
        debug: `caller ${request.headers.authorization}`,
      });
    } else {
      sendJson(response, 404, { error: 'unknown path' });
    }
  });
  repo = await makeWorkspace({
    'spec.yaml': USERS_SPEC,
    'flows/contract_users.yaml': FLOW,
    // `${VAR}` is expanded at load time, and a name like API_TOKEN makes the value a secret.
    'environments/ci.yaml': `base_url: ${api.url}\nheaders:\n  authorization: "Bearer \${API_TOKEN}"\n`,
  });
  await mkdir(path.join(repo.root, 'src'));
  await writeFile(
    path.join(repo.root, 'src', 'users.py'),
    'def serialize(user):\n    return {"id": str(user.id)}\n',
  );
  workspace = await loadWorkspace({ workspace: repo.workspace, repoRoot: repo.root, env });
  results = await runAgain();
  http = createHttpClient({ timeoutMs: 2_000 });
});

afterAll(async () => {
  await http.close();
  await api.close();
  await repo.remove();
});

const models: ScriptedModel[] = [];
afterEach(async () => {
  await Promise.all(models.splice(0).map((model) => model.close()));
});

function runAgain(): Promise<FlowResult[]> {
  return runFlows(
    workspace,
    workspace.flows,
    { concurrency: 1, timeoutMs: 2_000, baseUrl: api.url },
    { redactor: new Redactor(workspace.secrets), env },
  );
}

interface Logged {
  info: string[];
  warning: string[];
  groups: Array<{ title: string; lines: string[] }>;
}

async function start(script: ScriptedTurn[]): Promise<{ model: Model; server: ScriptedModel }> {
  const server = await startScriptedModel(script);
  models.push(server);
  return {
    server,
    model: createOpenAIModel({
      baseUrl: server.url,
      apiKey: API_KEY,
      model: 'scripted-model',
      maxRetries: 0,
    }),
  };
}

function inputFor(model: Model, overrides: Partial<AgentSessionInput> = {}) {
  const logged: Logged = { info: [], warning: [], groups: [] };
  const events: AgentEvent[] = [];
  const input: AgentSessionInput = {
    model,
    findings: triage(results),
    results,
    workspace,
    repoRoot: repo.root,
    redactor: new Redactor(workspace.secrets),
    http,
    baseUrls: [api.url],
    rerun: async (file) => (await runAgain()).find((result) => result.file === file) as FlowResult,
    log: {
      info: (message) => logged.info.push(message),
      warning: (message) => logged.warning.push(message),
      group: (title, lines) => logged.groups.push({ title, lines }),
    },
    onEvent: (event) => events.push(event),
    handleSignals: false,
    now: () => NOW,
    ...overrides,
  };
  return { input, logged, events };
}

const call = (name: string, args: Record<string, unknown>, id: string): ScriptedToolCall => ({
  id,
  name,
  arguments: args,
});

function offered(server: ScriptedModel): string[] {
  return (server.requests[0]?.body['tools'] as Array<{ function: { name: string } }>).map(
    (tool) => tool.function.name,
  );
}

function messagesOf(server: ScriptedModel, index: number): Array<{ role: string; content: string | null }> {
  return server.requests[index]?.body['messages'] as Array<{ role: string; content: string | null }>;
}

async function sessions(): Promise<Array<Record<string, unknown>>> {
  const folder = path.join(repo.workspace, 'sessions');
  const names = await readdir(folder).catch(() => []);
  return Promise.all(
    names
      .sort()
      .map(
        async (name) =>
          JSON.parse(await readFile(path.join(folder, name), 'utf8')) as Record<string, unknown>,
      ),
  );
}

describe('investigate', () => {
  it('investigates a contract failure end to end: tools for contracts, plan in context, a valid report, no secret sent', async () => {
    expect(results[0]?.status).toBe('failed');
    const before = (await sessions()).length;
    const { model, server } = await start([
      {
        reply: {
          content: 'The schema check failed; I will plan and look at the live response.',
          tool_calls: [
            call('plan', { action: 'add', task: 'Check the type of $.items[0].id' }, 'p1'),
            call('http_request', { method: 'GET', path: '/users' }, 'h1'),
          ],
        },
      },
      { reply: { tool_calls: [call('falcon_write', { path: REPORT, content: REPORT_TEXT }, 'w1')] } },
      {
        reply: {
          content: 'Final Answer: GET /users returns ids as strings; src/users.py:2 should return user.id.',
        },
      },
    ]);
    const { input, logged, events } = inputFor(model);
    const outcome = await runAgentSession(input);

    expect(outcome).toMatchObject({
      stopReason: 'answer',
      answer: 'GET /users returns ids as strings; src/users.py:2 should return user.id.',
      turns: 3,
      toolCalls: { plan: 1, http_request: 1, falcon_write: 1 },
      reports: [`.falcon/${REPORT}`],
      deniedWrites: [],
    });
    expect(await readFile(path.join(repo.workspace, REPORT), 'utf8')).toBe(REPORT_TEXT);

    // The tools a contract failure needs, and a way to propose a fix to the code.
    expect(offered(server)).toEqual(
      expect.arrayContaining([
        'spec_lookup',
        'validate_json',
        'http_request',
        'falcon_write',
        'plan',
        'write_file',
      ]),
    );

    const first = messagesOf(server, 0);
    expect(first[0]?.content).toContain('for the API "Users API"');
    expect(first[0]?.content).toContain('`.falcon/reports/contract_report_users-api_20250101T120000Z.md`');
    expect(first[1]?.content).toContain('contract flow `.falcon/flows/contract_users.yaml`');
    // The plan the model made is in the system prompt of the next turn.
    expect(messagesOf(server, 1)[0]?.content).toContain('Check the type of $.items[0].id');

    // The live response echoed the token: the model saw it masked.
    const observation = messagesOf(server, 1).find(
      (message) => message.role === 'tool' && message.content?.includes('GET'),
    );
    expect(observation?.content).toContain('"debug": "caller ***"');
    for (const request of server.requests) {
      const body = JSON.stringify(request.body);
      expect(body).not.toContain(TOKEN);
      expect(body).not.toContain(API_KEY);
    }

    expect(events.map((event) => event.type)).toEqual([
      'thinking',
      'tool_call',
      'observation',
      'tool_call',
      'observation',
      'tool_usage',
      'tool_call',
      'observation',
      'tool_usage',
      'answer',
      'tool_usage',
    ]);
    expect(logged.groups.map((group) => group.title)).toEqual([
      'Agent turn 1',
      'Agent turn 2',
      'Agent turn 3',
    ]);
    expect(logged.groups[0]?.lines[1]).toBe(
      'call plan({"action":"add","task":"Check the type of $.items[0].id"})',
    );
    expect(logged.info.at(-1)).toMatch(/^agent: answered \(3 turns, 3 tool calls, \d+ tokens\)$/);
    expect(logged.warning).toEqual([]);

    // The session record is written even though the model never used session_log.
    const records = await sessions();
    expect(records).toHaveLength(before + 1);
    expect(records.at(-1)).toMatchObject({
      stop_reason: 'answer',
      summary: 'GET /users returns ids as strings; src/users.py:2 should return user.id.',
      tool_calls: { total: 3, per_tool: { plan: 1, http_request: 1, falcon_write: 1 } },
    });
  });

  it('refuses every repository write under the deny policy and records it', async () => {
    const original = await readFile(path.join(repo.root, 'src', 'users.py'), 'utf8');
    const { model, server } = await start([
      {
        reply: {
          tool_calls: [
            call(
              'write_file',
              { path: 'src/users.py', content: 'def serialize(user):\n    return {"id": user.id}\n' },
              'f1',
            ),
          ],
        },
      },
      { reply: { content: 'Final Answer: change str(user.id) to user.id in src/users.py.' } },
    ]);
    // Without findings every tool is offered, write_file included.
    const { input, events, logged } = inputFor(model, { findings: [] });
    const outcome = await runAgentSession(input);

    expect(offered(server)).toContain('write_file');
    expect(outcome.stopReason).toBe('answer');
    expect(outcome.deniedWrites).toHaveLength(1);
    expect(outcome.deniedWrites[0]).toMatchObject({ tool: 'write_file', path: 'src/users.py' });
    expect(outcome.deniedWrites[0]?.diff).toContain('+    return {"id": user.id}');
    expect(events.find((event) => event.type === 'confirmation_required')).toMatchObject({
      turn: 1,
      answer: { approved: false, reason: DENY_REASON },
    });
    const told = messagesOf(server, 1).find((message) => message.role === 'tool');
    expect(told?.content).toContain(DENY_REASON);
    expect(
      logged.warning.some((line) => line.includes('write_file wants to change src/users.py: refused')),
    ).toBe(true);
    expect(await readFile(path.join(repo.root, 'src', 'users.py'), 'utf8')).toBe(original);
  });

  it('maps config tool_limits to the limits', async () => {
    const { model } = await start([
      { reply: { tool_calls: [call('plan', { action: 'list' }, 'l1')] } },
      { reply: { tool_calls: [call('plan', { action: 'list' }, 'l2')] } },
    ]);
    const limited = {
      ...workspace,
      config: { ...workspace.config, tool_limits: { per_tool: 1, total: 200 } },
    };
    const { input, logged } = inputFor(model, { workspace: limited });
    const outcome = await runAgentSession(input);
    expect(outcome).toMatchObject({ stopReason: 'tool_limit', toolCalls: { plan: 1 } });
    expect(logged.warning.at(-1)).toMatch(/^agent: stopped early, plan was called 1 times/);
  });

  it('ends with model_error when the model is down, and never throws', async () => {
    const { model } = await start([{ status: 500, error: { message: 'upstream exploded' } }]);
    const { input, logged } = inputFor(model);
    const outcome = await runAgentSession(input);
    expect(outcome.stopReason).toBe('model_error');
    expect(outcome.message).toContain('upstream exploded');
    expect(logged.warning.some((line) => line.startsWith('agent: stopped early'))).toBe(true);
    expect((await sessions()).at(-1)).toMatchObject({ stop_reason: 'model_error' });
  });

  it('turns an unexpected failure into an outcome', async () => {
    const { model } = await start([]);
    const { input } = inputFor(model, {
      log: {
        info: () => {
          throw new Error('log sink closed');
        },
        warning: () => undefined,
      },
    });
    const outcome = await runAgentSession(input);
    expect(outcome).toMatchObject({
      stopReason: 'model_error',
      message: 'the investigation failed unexpectedly: log sink closed',
      reports: [],
    });
  });

  it('stops cleanly on SIGTERM and still records what was found', async () => {
    expect(process.listenerCount('SIGTERM')).toBe(0);
    const { model } = await start([
      { reply: { content: 'Looking at the plan.', tool_calls: [call('plan', { action: 'list' }, 's1')] } },
      { reply: { content: 'slow' }, delayMs: 10_000 },
    ]);
    const { input } = inputFor(model, {
      handleSignals: true,
      onEvent: (event) => {
        if (event.type === 'tool_usage') setTimeout(() => process.emit('SIGTERM'), 100);
      },
    });
    const started = Date.now();
    const outcome = await runAgentSession(input);

    expect(outcome.stopReason).toBe('cancelled');
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(outcome.answer).toContain('Last thought: Looking at the plan.');
    expect(process.listenerCount('SIGTERM')).toBe(0);
    expect(process.listenerCount('SIGINT')).toBe(0);
    expect((await sessions()).at(-1)).toMatchObject({ stop_reason: 'cancelled', summary: outcome.answer });
  });

  it('stops when the caller aborts', async () => {
    const controller = new AbortController();
    controller.abort();
    const { model, server } = await start([]);
    const outcome = await runAgentSession(inputFor(model, { signal: controller.signal }).input);
    expect(outcome.stopReason).toBe('cancelled');
    expect(server.requests).toHaveLength(0);
  });
});

describe('investigate: when it does not run', () => {
  const passed = (): FlowResult[] => results.map((result) => ({ ...result, status: 'passed', steps: [] }));

  /** The investigation stage, which decides whether a session runs at all. */
  async function stage(mode: AgentMode, server?: ScriptedModel, runResults: FlowResult[] = results) {
    const logged: Logged = { info: [], warning: [], groups: [] };
    const investigation = await investigateFailures(
      {
        repoRoot: repo.root,
        gate: ['contract'],
        concurrency: 1,
        timeoutMs: 2_000,
        baseUrl: api.url,
        agent: {
          mode,
          baseUrl: server?.url,
          apiKey: server ? API_KEY : undefined,
          model: server ? 'scripted-model' : undefined,
          timeoutMs: 60_000,
          core: 'auto',
        },
        fixes: { confirmations: 'deny', suggestions: 'verified', readyTimeoutMs: 1_000 },
      },
      workspace,
      runResults,
      new Redactor(workspace.secrets),
      {
        env,
        log: {
          info: (message) => logged.info.push(message),
          warning: (message) => logged.warning.push(message),
          group: (title, lines) => logged.groups.push({ title, lines }),
        },
      },
    );
    return { agent: investigation.agent, core: investigation.core, logged };
  }

  it('does nothing when the agent is off', async () => {
    const { server } = await start([]);
    const { agent, logged } = await stage('off', server);
    expect(agent).toEqual({ stopReason: 'skipped', message: 'the agent is off' });
    expect(server.requests).toHaveLength(0);
    expect(logged).toEqual({ info: [], warning: [], groups: [] });
  });

  it('auto: skips quietly when every flow passed, and investigates with the workflow core without a model', async () => {
    const { server } = await start([]);
    expect((await stage('auto', server, passed())).agent).toEqual({
      stopReason: 'skipped',
      message: 'every flow passed: nothing to investigate',
    });
    const { agent, core, logged } = await stage('auto');
    expect(agent.stopReason).toBe('answer');
    expect(core).toMatchObject({
      core: 'workflow',
      ran: 'workflow',
      source: 'suitability',
      rationale: 'no model is configured: the deterministic workflow investigates',
      metrics: { tokens: 0 },
    });
    expect(logged.warning).toEqual([]);
  });

  it('on: warns when no model is configured, and the workflow core investigates', async () => {
    const { agent, core, logged } = await stage('on');
    expect(agent.stopReason).toBe('answer');
    expect(core?.ran).toBe('workflow');
    expect(logged.warning).toEqual([
      'agent: agent is on but no model is configured: set llm-base-url and model (CLI: --llm-base-url and --model; or openai.base_url and model in .falcon/config.yaml)',
    ]);
  });

  it('a session investigates whatever the results, when the stage starts one', async () => {
    const { model, server } = await start([{ reply: { content: 'Final Answer: coverage is complete.' } }]);
    const outcome = await runAgentSession(inputFor(model, { results: passed(), findings: [] }).input);
    expect(outcome.answer).toBe('coverage is complete.');
    expect(messagesOf(server, 0)[1]?.content).toMatch(/^All 1 flows passed\./);
  });
});

describe('cancelOnSignals', () => {
  it('aborts on the first signal and then lets go of both signals', () => {
    const controller = new AbortController();
    const release = cancelOnSignals(controller);
    expect(process.listenerCount('SIGINT')).toBe(1);
    process.emit('SIGINT');
    expect(controller.signal.aborted).toBe(true);
    expect(process.listenerCount('SIGINT')).toBe(0);
    expect(process.listenerCount('SIGTERM')).toBe(0);
    release();
  });

  it('removes its listeners when released without a signal', () => {
    const controller = new AbortController();
    cancelOnSignals(controller)();
    expect(process.listenerCount('SIGTERM')).toBe(0);
    expect(controller.signal.aborted).toBe(false);
  });
});

describe('createEventLogger', () => {
  const lookup = { id: 'c1', name: 'lookup', arguments: '{"key":"a"}' };

  it('logs line by line without groups, raises errors as warnings, and clips long output', () => {
    const info: string[] = [];
    const warning: string[] = [];
    const logger = createEventLogger({
      info: (line) => info.push(line),
      warning: (line) => warning.push(line),
    });
    logger.emit({ type: 'thinking', turn: 1, text: 'Check\n  the key.' });
    logger.emit({ type: 'tool_call', turn: 1, call: lookup });
    logger.emit({
      type: 'observation',
      turn: 1,
      call: lookup,
      output: 'x'.repeat(LOGGED_TEXT_CHARS + 50),
      ok: true,
    });
    logger.emit({ type: 'error', turn: 2, message: 'the model sent an empty reply' });
    expect(info).toEqual([
      'agent turn 1: thought: Check the key.',
      'agent turn 1: call lookup({"key":"a"})',
      `agent turn 1: result lookup: ${'x'.repeat(LOGGED_TEXT_CHARS)}… (${LOGGED_TEXT_CHARS + 50} chars)`,
    ]);
    expect(warning).toEqual(['agent: the model sent an empty reply']);
    logger.flush();
    expect(info.at(-1)).toBe('agent turn 2: error: the model sent an empty reply');
  });

  it('masks a secret the model echoes before the live log shows it', () => {
    const info: string[] = [];
    const warning: string[] = [];
    const redactor = new Redactor(['s3cr3t-token-value']);
    const logger = createEventLogger(
      { info: (line) => info.push(line), warning: (line) => warning.push(line) },
      (text) => redactor.text(text),
    );
    logger.emit({ type: 'thinking', turn: 1, text: 'The token is s3cr3t-token-value.' });
    logger.emit({ type: 'error', turn: 1, message: 'rejected s3cr3t-token-value' });
    logger.flush();
    expect([...info, ...warning].join('\n')).not.toContain('s3cr3t-token-value');
    expect(info[0]).toContain('The token is ***');
  });

  it('describes usage and confirmations', () => {
    expect(describeEvent({ type: 'tool_usage', turn: 3, perTool: { lookup: 2, plan: 1 }, total: 3 })).toBe(
      'tool calls so far: 3 (lookup 2, plan 1)',
    );
    expect(
      describeEvent({
        type: 'confirmation_required',
        turn: 1,
        request: { tool: 'write_file', path: 'src/a.py', diff: '' },
        answer: { approved: true, reason: '' },
      }),
    ).toBe('write_file wants to change src/a.py: approved');
  });
});
