import configSchema from '../../schemas/config.schema.json' with { type: 'json' };
import { InputErrors } from '../../src/core/errors.js';
import { AGENT_MODES, CONFIRMATION_MODES, CORE_CHOICES, FLOW_TYPES } from '../../src/core/modes.js';
import { migrateLegacyConfig } from '../../src/workspace/config.js';
import { loadWorkspace } from '../../src/workspace/load.js';
import type { Workspace } from '../../src/workspace/types.js';
import { makeWorkspace, type TempRepo } from '../__fixtures__/workspace.js';

const FLOW = 'steps: [{ request: { url: "http://127.0.0.1:1/health" } }]\n';

let repo: TempRepo | undefined;
afterEach(async () => {
  await repo?.remove();
  repo = undefined;
});

async function load(
  config: string,
  env: Record<string, string> = {},
  extra: Record<string, string> = {},
): Promise<Workspace> {
  repo = await makeWorkspace({ 'config.yaml': config, 'flows/smoke_health.yaml': FLOW, ...extra });
  return loadWorkspace({ workspace: repo.workspace, repoRoot: repo.root, env });
}

async function loadErrors(
  config: string,
  env: Record<string, string> = {},
  extra: Record<string, string> = {},
): Promise<string[]> {
  try {
    await load(config, env, extra);
  } catch (error) {
    if (error instanceof InputErrors) return error.errors.map((inputError) => inputError.describe());
    throw error;
  }
  throw new Error('expected the workspace to fail loading');
}

/** Warnings other than the (expected) absent spec. */
function configWarnings(workspace: Workspace): string[] {
  return workspace.warnings.filter((warning) => !warning.startsWith('no OpenAPI spec'));
}

describe('migrateLegacyConfig', () => {
  it('moves ollama_url and ollama_api_key into an ollama block', () => {
    const raw = { model: 'llama3', ollama_url: 'http://gpu:11434', ollama_api_key: 'k' };
    expect(migrateLegacyConfig(raw)).toEqual({
      config: { model: 'llama3', ollama: { url: 'http://gpu:11434', api_key: 'k' } },
      steps: [
        { from: 'ollama_url', to: 'ollama.url', ignored: false },
        { from: 'ollama_api_key', to: 'ollama.api_key', ignored: false },
      ],
    });
    // The input is left as it was.
    expect(raw).toEqual({ model: 'llama3', ollama_url: 'http://gpu:11434', ollama_api_key: 'k' });
  });

  it('lets an explicit ollama block win and fills only what it lacks', () => {
    expect(
      migrateLegacyConfig({ ollama: { url: 'http://new' }, ollama_url: 'http://old', ollama_api_key: 'k' }),
    ).toEqual({
      config: { ollama: { url: 'http://new', api_key: 'k' } },
      steps: [
        { from: 'ollama_url', to: 'ollama.url', ignored: true },
        { from: 'ollama_api_key', to: 'ollama.api_key', ignored: false },
      ],
    });
  });

  it('leaves a current config untouched', () => {
    expect(migrateLegacyConfig({ ollama: { url: 'u' } })).toEqual({
      config: { ollama: { url: 'u' } },
      steps: [],
    });
  });
});

describe('config.yaml', () => {
  it('defaults everything when the file is absent or empty', async () => {
    repo = await makeWorkspace({ 'flows/smoke_health.yaml': FLOW });
    const absent = await loadWorkspace({ workspace: repo.workspace, repoRoot: repo.root, env: {} });
    expect(absent.config).toEqual({
      spec: 'spec.yaml',
      tool_limits: { per_tool: 50, total: 200 },
      fixes: { allow_test_edits: false },
      runDefaults: {},
      extra: {},
    });
    await repo.remove();

    const empty = await load('# nothing yet\n');
    expect(empty.config).toEqual({
      spec: 'spec.yaml',
      tool_limits: { per_tool: 50, total: 200 },
      fixes: { allow_test_edits: false },
      runDefaults: {},
      extra: {},
    });
  });

  it('migrates the legacy ollama keys with a warning that shows the new form', async () => {
    const workspace = await load(
      'provider: ollama\nollama_url: http://gpu:11434\nollama_api_key: ${OLLAMA_KEY}\n',
      {
        OLLAMA_KEY: 'ol-secret',
      },
    );
    expect(workspace.config.ollama).toEqual({ url: 'http://gpu:11434', api_key: 'ol-secret' });
    expect(workspace.config.extra).toEqual({});
    expect(workspace.secrets).toEqual(['ol-secret']);
    expect(configWarnings(workspace)).toEqual([
      ".falcon/config.yaml:2:1: 'ollama_url' is the old form of 'ollama.url' — write it as ollama: { url: ... }",
      ".falcon/config.yaml:3:1: 'ollama_api_key' is the old form of 'ollama.api_key' — write it as ollama: { api_key: ... }",
    ]);
  });

  it('keeps an explicit ollama block over a legacy key and says the legacy key is ignored', async () => {
    const workspace = await load('ollama:\n  url: http://new:11434\nollama_url: http://old:11434\n');
    expect(workspace.config.ollama).toEqual({ url: 'http://new:11434' });
    expect(configWarnings(workspace)).toEqual([
      ".falcon/config.yaml:3:1: 'ollama_url' is ignored because 'ollama.url' is set — remove ollama_url",
    ]);
  });

  it('warns about unknown keys with a did-you-mean and keeps them in extra', async () => {
    const workspace = await load(
      'modle: llama3\nthemes: dark\nollama:\n  url: http://x\n  timeout_s: 30\ntool_limits:\n  totl: 5\n',
    );
    expect(workspace.config.model).toBeUndefined();
    expect(workspace.config.extra).toEqual({
      modle: 'llama3',
      themes: 'dark',
      'ollama.timeout_s': 30,
      'tool_limits.totl': 5,
    });
    expect(workspace.config.tool_limits).toEqual({ per_tool: 50, total: 200 });
    expect(configWarnings(workspace)).toEqual([
      ".falcon/config.yaml:1:1: unknown key 'modle' (kept, but not used) — did you mean 'model'?",
      ".falcon/config.yaml:2:1: unknown key 'themes' (kept, but not used) — known keys: spec, api_name, provider, model, framework, environment, ollama, openai, tool_limits, agent, confirmations, fixes, history, baseline, watchdog, cases, coverage, cores, gate, concurrency, timeout",
      ".falcon/config.yaml:5:3: unknown key 'timeout_s' in 'ollama' (kept, but not used) — known keys: url, api_key",
      ".falcon/config.yaml:7:3: unknown key 'totl' in 'tool_limits' (kept, but not used) — did you mean 'total'?",
    ]);
  });

  it('reads the run settings (agent, confirmations, gate, concurrency, timeout) without warnings', async () => {
    const workspace = await load(
      'agent: { core: structured, max_turns: 12 }\nconfirmations: pr\ngate: { required: [smoke] }\nconcurrency: 3\ntimeout: 5s\n',
    );
    expect(workspace.config.extra).toEqual({});
    expect(workspace.config.runDefaults).toEqual({
      agent: undefined,
      core: 'structured',
      confirmations: 'pr',
      gate: 'smoke',
      concurrency: '3',
      timeout: '5s',
    });
    expect(workspace.config.tool_limits.max_turns).toBe(12);
    expect(configWarnings(workspace)).toEqual([]);
  });

  it('reports wrong types as errors at the value', async () => {
    expect(
      await loadErrors(
        'spec: [a.yaml]\nmodel: { name: x }\ntool_limits:\n  per_tool: 0\n  total: 1.5\nollama: http://x\nconcurrency: many\n',
      ),
    ).toEqual([
      ".falcon/config.yaml:1:7: 'spec' must be a string (got a list) — write a string here",
      ".falcon/config.yaml:2:8: 'model' must be a string (got a mapping) — write a string here",
      ".falcon/config.yaml:4:13: 'tool_limits.per_tool' must be at least 1 (got 0) — write a number of at least 1",
      ".falcon/config.yaml:5:10: 'tool_limits.total' must be a whole number (got 1.5) — write a whole number here",
      '.falcon/config.yaml:6:9: \'ollama\' must be a mapping (got "http://x") — write a mapping (key: value) here',
      '.falcon/config.yaml:7:14: \'concurrency\' must be a whole number (got "many") — write a whole number here',
    ]);
  });

  it('says in words what form a value takes, once, where one form fits its type', async () => {
    expect(await loadErrors('gate: smok\ntimeout: 5 minutes\nbaseline: main branch\n')).toEqual([
      '.falcon/config.yaml:1:7: \'gate\' must be flow types separated by commas (smoke, contract, unit, integration, functional, performance, security, e2e, regressions), all or none (got "smok") — write flow types separated by commas (smoke, contract, unit, integration, functional, performance, security, e2e, regressions), all or none',
      '.falcon/config.yaml:2:10: \'timeout\' must be a number of milliseconds, or a duration such as 5s, 500ms or 2m (got "5 minutes") — write a number of milliseconds, or a duration such as 5s, 500ms or 2m',
      expect.stringMatching(
        /^\.falcon\/config\.yaml:3:11: 'baseline' must be a name of letters, digits, \., _ and - \(got "main branch"\) — /,
      ),
    ]);
  });

  it('rejects a config that is not a mapping', async () => {
    expect(await loadErrors('- spec.yaml\n')).toEqual([
      '.falcon/config.yaml:1:1: .falcon/config.yaml must be a mapping of settings — write key: value lines, e.g. spec: spec.yaml',
    ]);
  });

  it('reports YAML syntax errors with their place', async () => {
    const errors = await loadErrors('model: [gpt\n');
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/^\.falcon\/config\.yaml:\d+:\d+: invalid YAML: /);
  });

  it('treats keys left empty as not set', async () => {
    const workspace = await load(
      'model:\nopenai:\n  api_key:\n  base_url: http://llm\ntool_limits:\n  total:\n',
    );
    expect(workspace.config).toEqual({
      spec: 'spec.yaml',
      openai: { base_url: 'http://llm' },
      tool_limits: { per_tool: 50, total: 200 },
      fixes: { allow_test_edits: false },
      runDefaults: {},
      extra: {},
    });
  });

  it('reports every unset ${VAR} at its own line', async () => {
    expect(await loadErrors('model: ${MODEL}\nopenai:\n  api_key: "${OPENAI_KEY}"\n')).toEqual([
      '.falcon/config.yaml:1:8: ${MODEL} is not set — export it or write ${MODEL:-default}',
      '.falcon/config.yaml:3:12: ${OPENAI_KEY} is not set — export it or write ${OPENAI_KEY:-default}',
    ]);
  });

  it('treats api_key values as secrets even when written literally, and secret-looking variables wherever they are used', async () => {
    const workspace = await load(
      'openai:\n  api_key: sk-literal\n  base_url: https://${LLM_HOST}/v1\nollama:\n  api_key: ${OLLAMA_TOKEN}\napi_name: ${SERVICE_AUTH_NAME}\n',
      { LLM_HOST: 'llm.internal', OLLAMA_TOKEN: 'tok', SERVICE_AUTH_NAME: 'svc' },
    );
    expect(workspace.config.openai).toEqual({ api_key: 'sk-literal', base_url: 'https://llm.internal/v1' });
    // LLM_HOST is not secret-looking, so its value is not redacted.
    expect(workspace.secrets).toEqual(['tok', 'svc', 'sk-literal']);
  });

  it('reads config.yml when there is no config.yaml, and ignores it with a warning when both exist', async () => {
    repo = await makeWorkspace({ 'config.yml': 'api_name: from-yml\n', 'flows/smoke_health.yaml': FLOW });
    const yml = await loadWorkspace({ workspace: repo.workspace, repoRoot: repo.root, env: {} });
    expect(yml.config.api_name).toBe('from-yml');
    await repo.remove();

    const both = await load('api_name: from-yaml\n', {}, { 'config.yml': 'api_name: from-yml\n' });
    expect(both.config.api_name).toBe('from-yaml');
    expect(configWarnings(both)).toEqual([
      '.falcon/config.yml:1:1: config.yml is ignored because config.yaml exists — merge it into config.yaml and delete it',
    ]);
  });

  it('reads timeout: 500 as 500 ms, as documented, and a duration in quotes as --timeout reads it', async () => {
    expect((await load('timeout: 500\n')).config.runDefaults.timeout).toBe('500ms');
    expect((await load('timeout: "90s"\n')).config.runDefaults.timeout).toBe('90s');
    expect((await load('timeout: ${JOB_TIMEOUT}\n', { JOB_TIMEOUT: '2m' })).config.runDefaults.timeout).toBe(
      '2m',
    );
  });

  it('refuses a timeout the run would refuse, where it is written', async () => {
    expect(await loadErrors('timeout: 0\n')).toEqual([
      ".falcon/config.yaml:1:10: 'timeout' must be at least 1 (got 0) — write a number of at least 1",
    ]);
    expect(await loadErrors('timeout: 1e12\n')).toEqual([
      ".falcon/config.yaml:1:10: 'timeout' must be at most 2073600000 (got 1000000000000) — write a number of at most 2073600000",
    ]);
    expect(await loadErrors('timeout: ${JOB_TIMEOUT}\n', { JOB_TIMEOUT: '0' })).toEqual([
      '.falcon/config.yaml:1:10: \'timeout\' "0" is not a duration — write it like 30s, 500ms or 2m (a bare number is seconds)',
    ]);
    expect(await loadErrors('timeout: "999999m"\n')).toEqual([
      '.falcon/config.yaml:1:10: \'timeout\' "999999m" is longer than 24 days, the longest timeout there is — write a shorter duration, e.g. 30m (a bare number is seconds)',
    ]);
  });

  it("refuses the model's URLs where they are written, by the rule of every URL something is sent to", async () => {
    expect(
      await loadErrors(
        'ollama:\n  url: localhost:11434\nopenai:\n  base_url: https://me:secret@models.example/v1\n',
      ),
    ).toEqual([
      '.falcon/config.yaml:2:8: ollama.url must be an absolute http(s) URL, not "localhost:11434" — write it with its scheme, e.g. http://localhost:11434',
      '.falcon/config.yaml:4:13: openai.base_url must not carry credentials (user:password@): they would not be sent — remove them, and give the key as openai.api_key',
    ]);
    expect(await loadErrors('ollama_url: ftp://models\n')).toEqual([
      '.falcon/config.yaml:1:13: ollama_url must be an absolute http(s) URL, not "ftp://models" — write it with its scheme, e.g. http://localhost:11434',
    ]);
  });

  it('bounds every count the config sets', async () => {
    expect(await loadErrors('tool_limits: { total: 1000000000, max_turns: 5000 }\n')).toEqual([
      ".falcon/config.yaml:1:23: 'tool_limits.total' must be at most 100000 (got 1000000000) — write a number of at most 100000",
      ".falcon/config.yaml:1:46: 'tool_limits.max_turns' must be at most 1000 (got 5000) — write a number of at most 1000",
    ]);
  });

  it('says spec: names a folder in config.yaml, where it is written', async () => {
    expect(await loadErrors('spec: flows\n')).toEqual([
      '.falcon/config.yaml:1:7: spec: flows names the folder .falcon/flows, not a file — point spec: at your OpenAPI file (relative to .falcon), e.g. spec: spec.yaml',
    ]);
  });

  it('takes the run settings the run takes: its schema lists what the options read', () => {
    const properties = configSchema.properties;
    const sorted = (values: readonly unknown[]): string[] => values.map(String).sort();
    expect(sorted(properties.agent.oneOf[0]!.enum!)).toEqual(sorted(AGENT_MODES));
    expect(sorted(properties.agent.oneOf[1]!.properties!.core.enum)).toEqual(sorted(CORE_CHOICES));
    expect(sorted(properties.confirmations.enum)).toEqual(sorted(CONFIRMATION_MODES));
    expect(sorted(properties.gate.oneOf[1]!.items!.enum)).toEqual(sorted([...FLOW_TYPES, 'regressions']));
  });

  it('requires the spec named by spec: to exist', async () => {
    expect(await loadErrors('spec: ../api/openapi.yaml\n')).toEqual([
      '.falcon/config.yaml:1:7: spec file api/openapi.yaml does not exist — fix spec: in config.yaml; it is relative to .falcon',
    ]);
  });

  it('finds a spec written somewhere else when spec: names it', async () => {
    const spec = 'openapi: 3.0.3\ninfo: { title: Elsewhere, version: "1" }\npaths: {}\n';
    const workspace = await load('spec: api/openapi.yaml\n', {}, { 'api/openapi.yaml': spec });
    expect(workspace.config.spec).toBe('api/openapi.yaml');
    expect(workspace.spec).toMatchObject({ title: 'Elsewhere', file: '.falcon/api/openapi.yaml' });
  });

  it('finds openapi.yaml when there is no spec.yaml', async () => {
    const spec = 'openapi: 3.0.3\ninfo: { title: Found, version: "1" }\npaths: {}\n';
    const workspace = await load('api_name: x\n', {}, { 'openapi.yaml': spec });
    expect(workspace.config.spec).toBe('openapi.yaml');
    expect(workspace.spec?.title).toBe('Found');
    expect(workspace.warnings).toEqual([]);
  });

  it('names the default environment and requires it to exist', async () => {
    expect(
      await loadErrors('environment: stagng\n', {}, { 'environments/staging.yaml': 'base_url: http://s\n' }),
    ).toEqual([".falcon/config.yaml:1:14: unknown environment 'stagng' — did you mean 'staging'?"]);
  });
});
