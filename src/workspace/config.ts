import { join } from 'node:path';
import { InputError } from '../core/errors.js';
import configSchema from '../../schemas/config.schema.json' with { type: 'json' };
import { describePath, isRecord, valueAt } from '../util/document.js';
import { readDuration } from '../util/duration.js';
import { describeUrlProblem, httpUrlProblem } from '../util/http-url.js';
import { expandTree } from './expand.js';
import { addSecret, displayPath, readOptional, warn, yamlLimits, type LoadContext } from './files.js';
import { schemaChecker, type SchemaFindings } from './schema-check.js';
import { RUN_DEFAULTS, type FalconConfig, type ToolLimits } from './types.js';
import { parseYamlSource, type YamlSource } from '../util/yaml-source.js';

export const DEFAULT_SPEC = 'spec.yaml';
export const DEFAULT_TOOL_LIMITS: Readonly<ToolLimits> = Object.freeze({ per_tool: 50, total: 200 });

/** Keys the loader interprets itself and places in typed fields of FalconConfig. */
const TYPED_KEYS = [
  'spec',
  'api_name',
  'provider',
  'model',
  'framework',
  'environment',
  'ollama',
  'openai',
  'tool_limits',
  'fixes',
  'cores',
  'history',
  'baseline',
  'watchdog',
  'cases',
  'coverage',
];
/** Legacy keys, folded into `ollama` by migrateLegacyConfig. */
const LEGACY_KEYS = ['ollama_url', 'ollama_api_key'];

const checkConfig = schemaChecker(configSchema, { coerceTypes: true });

export interface LoadedConfig {
  config: FalconConfig;
  /** The `spec:` the user wrote, if any: then it must exist, while the default is only looked for. */
  configuredSpec?: string;
  /** The parsed file, to place later errors about its values (e.g. an unknown `environment`). */
  source?: YamlSource;
}

export function defaultConfig(): FalconConfig {
  return {
    spec: DEFAULT_SPEC,
    tool_limits: { ...DEFAULT_TOOL_LIMITS },
    fixes: { allow_test_edits: false },
    runDefaults: {},
    extra: {},
  };
}

/**
 * Reads `.falcon/config.yaml` (optional): `${VAR}` expansion, schema check, legacy migration.
 * Problems go to the context; the returned config is usable either way, with defaults filled in.
 */
export async function loadConfig(root: string, context: LoadContext): Promise<LoadedConfig> {
  const yamlPath = join(root, 'config.yaml');
  const ymlPath = join(root, 'config.yml');
  let path = yamlPath;
  let text = await readOptional(yamlPath, context);
  const ymlText = await readOptional(ymlPath, context);
  if (text === undefined && ymlText !== undefined) {
    path = ymlPath;
    text = ymlText;
  } else if (text !== undefined && ymlText !== undefined) {
    warn(
      context,
      'config.yml is ignored because config.yaml exists',
      { file: displayPath(context, ymlPath), line: 1, column: 1 },
      'merge it into config.yaml and delete it',
    );
  }
  if (text === undefined) return { config: defaultConfig() };

  const file = displayPath(context, path);
  const source = context.errors.attempt(() => parseYamlSource(file, text, yamlLimits(context)));
  if (source === undefined) return { config: defaultConfig() };
  if (source.value === null || source.value === undefined) return { config: defaultConfig(), source };
  if (!isRecord(source.value)) {
    context.errors.add(
      new InputError(
        `${file} must be a mapping of settings`,
        source.locate([]),
        'write key: value lines, e.g. spec: spec.yaml',
      ),
    );
    return { config: defaultConfig(), source };
  }

  const expansion = expandTree(source, context.env);
  expansion.errors.forEach((error) => context.errors.add(error));
  expansion.secrets.forEach((secret) => addSecret(context, secret));

  // `model:` with nothing after it (often a commented-out template) means "not set".
  const raw = withoutNulls(expansion.value as Record<string, unknown>);

  const findings = checkConfig(source, raw);
  findings.errors.forEach((error) => context.errors.add(error));
  for (const unknown of findings.unknownKeys) {
    const where = unknown.parent.length === 0 ? '' : ` in '${describePath(unknown.parent)}'`;
    warn(
      context,
      `unknown key '${unknown.key}'${where} (kept, but not used)`,
      unknown.location,
      unknown.suggestion
        ? `did you mean '${unknown.suggestion}'?`
        : `known keys: ${unknown.known.join(', ')}`,
    );
  }

  checkValues(raw, source, findings, context);

  const migration = migrateLegacyConfig(raw);
  for (const step of migration.steps) {
    const location = source.locateKey([step.from]);
    if (step.ignored) {
      warn(context, `'${step.from}' is ignored because '${step.to}' is set`, location, `remove ${step.from}`);
    } else {
      const [block, key] = step.to.split('.');
      warn(
        context,
        `'${step.from}' is the old form of '${step.to}'`,
        location,
        `write it as ${block}: { ${key}: ... }`,
      );
    }
  }

  const config = buildConfig(migration.config);
  addSecret(context, config.ollama?.api_key);
  addSecret(context, config.openai?.api_key);
  return typeof raw.spec === 'string' ? { config, source, configuredSpec: raw.spec } : { config, source };
}

/**
 * What the schema cannot say about config values, checked here by the rules the run applies when
 * it uses them: the timeout by the reading of durations every flag and input goes through, the
 * model's URLs by the one rule of URLs something is sent to. Values the schema refused already are
 * not judged twice.
 */
function checkValues(
  raw: Record<string, unknown>,
  source: YamlSource,
  findings: SchemaFindings,
  context: LoadContext,
): void {
  if (typeof raw.timeout === 'string' && !findings.failed(['timeout'])) {
    const read = readDuration(raw.timeout);
    if ('problem' in read) {
      context.errors.add(
        new InputError(
          `'timeout' ${JSON.stringify(raw.timeout)} is ${read.problem}`,
          source.locate(['timeout']),
          read.hint,
        ),
      );
    }
  }
  const urls: Array<{ path: [string, ...string[]]; label: string; example: string; key: string }> = [
    {
      path: ['ollama', 'url'],
      label: 'ollama.url',
      example: 'http://localhost:11434',
      key: 'ollama.api_key',
    },
    { path: ['ollama_url'], label: 'ollama_url', example: 'http://localhost:11434', key: 'ollama.api_key' },
    {
      path: ['openai', 'base_url'],
      label: 'openai.base_url',
      example: 'https://api.openai.com/v1',
      key: 'openai.api_key',
    },
  ];
  for (const { path, label, example, key } of urls) {
    const value = valueAt(raw, path);
    if (typeof value !== 'string' || findings.failed(path)) continue;
    const problem = httpUrlProblem(value);
    if (problem === undefined) continue;
    const { message, hint } = describeUrlProblem(label, value, problem, {
      example,
      credentials: `remove them, and give the key as ${key}`,
    });
    context.errors.add(new InputError(message, source.locate(path), hint));
  }
}

export interface LegacyStep {
  /** The old top-level key, e.g. `ollama_url`. */
  from: string;
  /** Where its value belongs now, e.g. `ollama.url`. */
  to: string;
  /** True when the new form was also given, which wins. */
  ignored: boolean;
}

/**
 * Old configs wrote `ollama_url` / `ollama_api_key` at the top level; they now live in an
 * `ollama:` block. An explicit `ollama.url` / `ollama.api_key` wins over its legacy twin.
 * Returns a new object; the input is not changed.
 */
export function migrateLegacyConfig(raw: Record<string, unknown>): {
  config: Record<string, unknown>;
  steps: LegacyStep[];
} {
  const config: Record<string, unknown> = { ...raw };
  const steps: LegacyStep[] = [];
  const moves: Array<[string, string]> = [
    ['ollama_url', 'url'],
    ['ollama_api_key', 'api_key'],
  ];
  for (const [from, key] of moves) {
    if (!(from in config)) continue;
    const value = config[from];
    delete config[from];
    const block = isRecord(config.ollama) ? { ...config.ollama } : {};
    const ignored = block[key] !== undefined;
    if (!ignored) block[key] = value;
    config.ollama = block;
    steps.push({ from, to: `ollama.${key}`, ignored });
  }
  return { config, steps };
}

/** Plain, typed config from the checked (and migrated) mapping. Values of a wrong type were reported and are skipped here. */
function buildConfig(raw: Record<string, unknown>): FalconConfig {
  const config = defaultConfig();
  const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
  const set = <K extends 'api_name' | 'provider' | 'model' | 'framework' | 'environment'>(key: K): void => {
    const value = text(raw[key]);
    if (value !== undefined) config[key] = value;
  };

  config.spec = text(raw.spec) ?? DEFAULT_SPEC;
  set('api_name');
  set('provider');
  set('model');
  set('framework');
  set('environment');

  if (isRecord(raw.ollama)) {
    const ollama: NonNullable<FalconConfig['ollama']> = {};
    if (text(raw.ollama.url) !== undefined) ollama.url = text(raw.ollama.url);
    if (text(raw.ollama.api_key) !== undefined) ollama.api_key = text(raw.ollama.api_key);
    config.ollama = ollama;
    keepUnknown(config.extra, 'ollama', raw.ollama, ['url', 'api_key']);
  }
  if (isRecord(raw.openai)) {
    const openai: NonNullable<FalconConfig['openai']> = {};
    if (text(raw.openai.base_url) !== undefined) openai.base_url = text(raw.openai.base_url);
    if (text(raw.openai.api_key) !== undefined) openai.api_key = text(raw.openai.api_key);
    config.openai = openai;
    keepUnknown(config.extra, 'openai', raw.openai, ['base_url', 'api_key']);
  }
  if (isRecord(raw.tool_limits)) {
    const {
      per_tool,
      total,
      max_turns,
      max_tokens,
      max_cost_usd,
      price_per_1k_tokens: price,
    } = raw.tool_limits;
    if (Number.isInteger(per_tool)) config.tool_limits.per_tool = per_tool as number;
    if (Number.isInteger(total)) config.tool_limits.total = total as number;
    if (Number.isInteger(max_turns)) config.tool_limits.max_turns = max_turns as number;
    if (Number.isInteger(max_tokens)) config.tool_limits.max_tokens = max_tokens as number;
    if (typeof max_cost_usd === 'number') config.tool_limits.max_cost_usd = max_cost_usd;
    if (isRecord(price) && typeof price.prompt === 'number' && typeof price.completion === 'number') {
      config.tool_limits.price_per_1k_tokens = { prompt: price.prompt, completion: price.completion };
    }
    keepUnknown(config.extra, 'tool_limits', raw.tool_limits, [
      'per_tool',
      'total',
      'max_turns',
      'max_tokens',
      'max_cost_usd',
      'price_per_1k_tokens',
    ]);
  }

  if (isRecord(raw.fixes)) {
    const fixes = raw.fixes;
    const texts = (value: unknown): string[] | undefined =>
      Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : undefined;
    if (typeof fixes.allow_test_edits === 'boolean') config.fixes.allow_test_edits = fixes.allow_test_edits;
    if (typeof fixes.unsafe_unisolated_service === 'boolean') {
      config.fixes.unsafe_unisolated_service = fixes.unsafe_unisolated_service;
    }
    for (const key of ['allow_paths', 'service_env', 'service_paths'] as const) {
      const list = texts(fixes[key]);
      if (list) config.fixes[key] = list;
    }
  }
  if (isRecord(raw.cores)) config.cores = coreSettings(raw.cores);
  if (typeof raw.history === 'string') config.history = raw.history;
  if (typeof raw.baseline === 'string') config.baseline = raw.baseline;
  if (isRecord(raw.watchdog)) {
    const { latency_tolerance: tolerance, latency_floor_ms: floor } = raw.watchdog;
    config.watchdog = {
      ...(typeof tolerance === 'number' ? { latency_tolerance: tolerance } : {}),
      ...(typeof floor === 'number' ? { latency_floor_ms: floor } : {}),
    };
  }

  if (isRecord(raw.cases) && typeof raw.cases.allow_production === 'boolean') {
    config.cases = { allow_production: raw.cases.allow_production };
  }
  if (isRecord(raw.coverage) && typeof raw.coverage.min_operations === 'number') {
    config.coverage = { min_operations: raw.coverage.min_operations };
  }

  config.runDefaults = runDefaults(raw);
  if (isRecord(raw.agent) && Number.isInteger(raw.agent.max_turns)) {
    config.tool_limits.max_turns ??= raw.agent.max_turns as number;
  }
  for (const [key, value] of Object.entries(raw)) {
    const typed = TYPED_KEYS.includes(key) || (RUN_DEFAULTS as readonly string[]).includes(key);
    if (!typed && !LEGACY_KEYS.includes(key)) config.extra[key] = value;
  }
  return config;
}

/** The run settings as an input would hold them; a bare number of milliseconds for `timeout`. */
function runDefaults(raw: Record<string, unknown>): FalconConfig['runDefaults'] {
  const defaults: FalconConfig['runDefaults'] = {};
  if (typeof raw.gate === 'string') defaults.gate = raw.gate;
  else if (Array.isArray(raw.gate)) defaults.gate = raw.gate.join(',') || 'none';
  else if (isRecord(raw.gate) && Array.isArray(raw.gate.required))
    defaults.gate = raw.gate.required.join(',') || 'none';
  if (typeof raw.timeout === 'number') defaults.timeout = `${raw.timeout}ms`;
  else if (typeof raw.timeout === 'string') defaults.timeout = raw.timeout;
  if (Number.isInteger(raw.concurrency)) defaults.concurrency = String(raw.concurrency);
  if (typeof raw.agent === 'string') defaults.agent = raw.agent;
  else if (isRecord(raw.agent)) {
    if (typeof raw.agent.mode === 'string') defaults.agent = raw.agent.mode;
    if (typeof raw.agent.core === 'string') defaults.core = raw.agent.core;
  }
  if (typeof raw.confirmations === 'string') defaults.confirmations = raw.confirmations;
  return defaults;
}

/** `cores:` as the schema allows it (the schema check has already reported anything else). */
function coreSettings(raw: Record<string, unknown>): NonNullable<FalconConfig['cores']> {
  const cores: NonNullable<FalconConfig['cores']> = {};
  const { structured, adversarial, swarm, orchestrator } = raw;
  if (isRecord(structured) && Number.isInteger(structured.max_retries)) {
    cores.structured = { max_retries: structured.max_retries as number };
  }
  if (isRecord(adversarial)) {
    cores.adversarial = {
      ...(typeof adversarial.min_quality === 'number' ? { min_quality: adversarial.min_quality } : {}),
      ...(Number.isInteger(adversarial.max_iterations)
        ? { max_iterations: adversarial.max_iterations as number }
        : {}),
    };
  }
  if (isRecord(swarm)) {
    cores.swarm = {
      ...(Number.isInteger(swarm.num_agents) ? { num_agents: swarm.num_agents as number } : {}),
      ...(swarm.merge_strategy === 'concatenate' || swarm.merge_strategy === 'model'
        ? { merge_strategy: swarm.merge_strategy }
        : {}),
    };
  }
  if (isRecord(orchestrator) && Number.isInteger(orchestrator.concurrency)) {
    cores.orchestrator = { concurrency: orchestrator.concurrency as number };
  }
  return cores;
}

/** Unknown keys inside a typed block are kept under their dotted path (`ollama.timeout`), as top-level ones are kept by name. */
function keepUnknown(
  extra: Record<string, unknown>,
  block: string,
  value: Record<string, unknown>,
  known: string[],
): void {
  for (const [key, item] of Object.entries(value)) {
    if (!known.includes(key)) extra[`${block}.${key}`] = item;
  }
}

/**
 * Drops keys whose value is null, at the top level and inside the blocks this loader types.
 * Blocks read elsewhere (`agent`, `gate`, …) are kept exactly as written.
 */
function withoutNulls(value: Record<string, unknown>): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (item === null) continue;
    result[key] =
      TYPED_KEYS.includes(key) && isRecord(item)
        ? Object.fromEntries(Object.entries(item).filter(([, inner]) => inner !== null))
        : item;
  }
  return result;
}
