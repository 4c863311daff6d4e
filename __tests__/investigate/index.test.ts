/**
 * A whole run with the agent on: the example shop API with its planted contract bug, the real
 * pipeline, and a scripted OpenAI-compatible model that investigates through real tool calls.
 */
import { cp, mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createShopServer } from '../../examples/shop/server.js';
import { modelSettings } from '../../src/investigate/model-settings.js';
import { resolveOptions } from '../../src/options.js';
import { runPipeline } from '../../src/pipeline.js';
import { validateReportContent } from '../../src/workspace/report-content.js';
import type { FalconConfig } from '../../src/workspace/types.js';
import {
  startScriptedModel,
  turns,
  type ScriptedModel,
  type ScriptedTurn,
} from '../__fixtures__/openai/scripted-model.js';
import { copyShopWorkspace } from '../__fixtures__/shop.js';

const ROOT = path.resolve(import.meta.dirname, '../..');
const PASSWORD = 'demo-password';
const API_KEY = 'sk-test-0123456789abcdef';

let shop: Server;
let shopUrl: string;
let repo: string;
let model: ScriptedModel | undefined;

beforeAll(async () => {
  shop = createShopServer({ bug: 'price-as-string', env: { SHOP_PASSWORD: PASSWORD } });
  await new Promise<void>((resolve) => shop.listen(0, '127.0.0.1', resolve));
  shopUrl = `http://127.0.0.1:${(shop.address() as AddressInfo).port}`;
});
afterAll(() => {
  shop.closeAllConnections();
  shop.close();
});
beforeEach(async () => {
  repo = await mkdtemp(path.join(os.tmpdir(), 'falcon-agent-'));
  await copyShopWorkspace(path.join(repo, '.falcon'));
  await cp(path.join(ROOT, 'examples/shop/server.js'), path.join(repo, 'server.js'));
});
afterEach(async () => {
  await model?.close();
  model = undefined;
  await rm(repo, { recursive: true, force: true });
});

const REPORT = [
  '# Contract report — shop',
  '',
  '| Check | Expected | Actual |',
  '| --- | --- | --- |',
  '| GET /products/{id} price | number | string "12.50" |',
  '',
  'FAIL: getProduct serialises `price` as a string; the spec says number.',
  '',
].join('\n');

async function run(script: ScriptedTurn[], agent: Record<string, string> = {}) {
  model = await startScriptedModel(script);
  const options = resolveOptions(
    {
      'base-url': shopUrl,
      agent: 'on',
      'llm-base-url': model.url,
      'llm-api-key': API_KEY,
      model: 'scripted-1',
      ...agent,
    },
    repo,
    (name) => `--${name}`,
  );
  const warnings: string[] = [];
  const result = await runPipeline(options, {
    env: { SHOP_PASSWORD: PASSWORD },
    publisher: { log: { info: () => undefined, warning: (message) => warnings.push(message) } },
  });
  return { result, warnings, requests: model.requests };
}

describe('an investigation of the planted bug', () => {
  it('runs real tool calls, writes a valid report, keeps memory and a session, and never changes the gate', async () => {
    const { result, requests } = await run([
      turns.call('run_flow', { flow: 'contract_products.yaml' }),
      turns.call('spec_lookup', { operation_id: 'getProduct' }),
      turns.call('search_code', { query: 'price-as-string' }),
      turns.call('falcon_write', {
        path: 'reports/contract_report_shop_20261122T070000Z.md',
        content: REPORT,
      }),
      turns.call('memory', {
        action: 'save',
        key: 'getProduct price type',
        value: 'price comes back as a string when the bug switch is on',
      }),
      turns.call('write_file', { path: 'server.js', content: '// fixed\n' }),
      turns.text(
        'Final Answer: GET /products/{id} returns price as a string ("12.50"); the spec requires a number.',
      ),
    ]);

    expect(result.exitCode).toBe(1);
    expect(result.gate?.verdict).toBe('fail');
    const agent = result.investigation!.agent;
    if (agent.stopReason === 'skipped') throw new Error(agent.message);
    expect(agent.stopReason).toBe('answer');
    expect(agent.answer).toContain('price as a string');
    expect(agent.toolCalls).toMatchObject({
      run_flow: 1,
      spec_lookup: 1,
      search_code: 1,
      falcon_write: 1,
      memory: 1,
      write_file: 1,
    });
    expect(agent.usage.promptTokens).toBeGreaterThan(0);

    // The report the agent wrote counts only because it passes ValidateReportContent.
    expect(agent.reports).toEqual(['.falcon/reports/contract_report_shop_20261122T070000Z.md']);
    expect((await validateReportContent(path.join(repo, agent.reports[0]!))).valid).toBe(true);

    // Memory and one session record persist for the next run.
    const memory = JSON.parse(await readFile(path.join(repo, '.falcon/memory.json'), 'utf8'));
    expect(JSON.stringify(memory)).toContain('getProduct price type');
    expect(await readdir(path.join(repo, '.falcon/sessions'))).toHaveLength(1);

    // The write to code was denied and recorded; the file on disk is untouched.
    expect(agent.deniedWrites.map((write) => write.path)).toEqual(['server.js']);
    expect(await readFile(path.join(repo, 'server.js'), 'utf8')).toBe(
      await readFile(path.join(ROOT, 'examples/shop/server.js'), 'utf8'),
    );

    // The run's own contract report says what the agent concluded and lists the refused write.
    const contractReport = result.outputs.reports?.find((report) => report.type === 'contract');
    const reportText = await readFile(contractReport!.path, 'utf8');
    expect(reportText).toContain('## Investigation');
    expect(reportText).toContain('Changes refused, not applied: `server.js`');
    expect(contractReport?.valid).toBe(true);

    // The tools really ran: the observations the model got back carry their results.
    const observations = JSON.stringify(requests.at(-1)?.body['messages']);
    expect(observations).toContain('12.50');
    expect(observations).toMatch(/not applied/);

    // Offline triage ran too, and no secret reached the model.
    expect(result.investigation!.findings.map((finding) => finding.kind)).toEqual(['contract']);
    expect(requests[0]?.headers['authorization']).toBe(`Bearer ${API_KEY}`);
    const sent = JSON.stringify(requests.map((request) => request.body));
    expect(sent).not.toContain(PASSWORD);
    expect(sent).not.toContain(API_KEY);
  });

  it('ends with a readable outcome when the model is down, and the verdict stands', async () => {
    const { result, warnings } = await run([turns.error(500), turns.error(500), turns.error(500)]);
    expect(result.exitCode).toBe(1);
    const agent = result.investigation!.agent;
    expect(agent.stopReason).toBe('model_error');
    expect(agent.stopReason !== 'skipped' && agent.message).toMatch(/500|unavailable/i);
    expect(warnings.join('\n')).not.toContain(API_KEY);
    expect(result.investigation!.findings).toHaveLength(1);
  });

  it('does not run the agent when it is off, and the offline triage still explains the failure', async () => {
    const { result, requests } = await run([], { agent: 'off' });
    expect(requests).toEqual([]);
    expect(result.investigation!.agent.stopReason).toBe('skipped');
    expect(result.investigation!.findings[0]?.summary).toMatch(/\$\.price must be a number/);
  });
});

describe('modelSettings', () => {
  const agent = { mode: 'auto' as const, timeoutMs: 1000, core: 'auto' as const };
  const config = (extra: Partial<FalconConfig>): FalconConfig => ({
    spec: 'spec.yaml',
    tool_limits: { per_tool: 50, total: 200 },
    fixes: { allow_test_edits: false },
    runDefaults: {},
    extra: {},
    ...extra,
  });

  it('takes the model from config.yaml: openai by default, ollama under /v1 when the provider says so', () => {
    expect(
      modelSettings(
        agent,
        config({ model: 'gpt-4o-mini', openai: { base_url: 'https://example.test/v1', api_key: 'k1' } }),
      ),
    ).toEqual({
      baseUrl: 'https://example.test/v1',
      apiKey: 'k1',
      model: 'gpt-4o-mini',
      local: false,
    });
    expect(
      modelSettings(
        agent,
        config({ provider: 'Ollama', model: 'llama3.1', ollama: { url: 'http://localhost:11434/' } }),
      ),
    ).toEqual({
      baseUrl: 'http://localhost:11434/v1',
      apiKey: undefined,
      model: 'llama3.1',
      // Its tokens cost nothing: only the token budget bounds it.
      local: true,
    });
  });

  it('lets inputs and flags win over config.yaml', () => {
    const settings = modelSettings(
      { ...agent, baseUrl: 'http://vllm:8000/v1', apiKey: 'k2', model: 'qwen2.5' },
      config({ model: 'gpt-4o-mini', openai: { base_url: 'https://example.test/v1', api_key: 'k1' } }),
    );
    expect(settings).toEqual({
      baseUrl: 'http://vllm:8000/v1',
      apiKey: 'k2',
      model: 'qwen2.5',
      local: false,
    });
  });
});
