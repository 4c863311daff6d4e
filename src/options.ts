import path from 'node:path';
import { ErrorCollector, InputError } from './core/errors.js';
import {
  AGENT_MODES,
  CONFIRMATION_MODES,
  CORE_CHOICES,
  COMMENT_MODES,
  type CommentMode,
  FLOW_TYPES,
  isFlowType,
  SUGGESTION_MODES,
  type AgentMode,
  type FlowType,
} from './core/modes.js';
import {
  STDOUT_PATH,
  type AgentOptions,
  type FixOptions,
  type OutputOptions,
  type RunnerOptions,
  type Shard,
} from './core/options.js';
import { MAX_DURATION_MS, readDuration } from './util/duration.js';

export { MAX_DURATION_MS };

/**
 * Everything a run needs to know, whichever door (action or CLI) it came through: the stages' slices
 * (core/options.ts) and what the pipeline itself decides (which flows, what gates).
 */
export interface RunOptions extends RunnerOptions, OutputOptions {
  /** The `.falcon` folder, absolute. */
  workspace: string;
  /** The repository root, absolute: file paths in results and annotations are relative to it. */
  repoRoot: string;
  /** Glob patterns over flow file names (or paths relative to the workspace); empty means all. */
  flows: string[];
  /** Flow types to run; empty means all. */
  types: FlowType[];
  /** Flow types whose failure fails the run. */
  gate: FlowType[];
  /** Whether regressions against the baseline fail the run too (`regressions` in the gate list). */
  gateRegressions: boolean;
  /**
   * The run history's SQLite file as given (`off`, or an absolute path); undefined when not given:
   * then config.yaml's `history:`, else `<workspace>/history/falcon.db` (store/history.ts decides).
   */
  history?: string;
  /** The committed baseline to compare with, as given; else config.yaml's `baseline:`, else `main`. */
  baseline?: string;
  agent: AgentOptions;
  fixes: FixOptions;
  publish: PublishOptions;
  /** This job's share of the flows in a matrix (`shard: 2/4`); it then posts nothing and keeps no history. */
  shard?: Shard;
  /** Shard results to merge into one run (files or globs, relative to the repository); then nothing runs here. */
  merge?: string[];
  /** What the door was given, so config.yaml fills in only the rest (`withConfigDefaults`). */
  given: RawOptions;
  /** Run only the flows that did not pass in the newest run of the history (`--last-failed`). */
  lastFailed?: boolean;
}

/** Where the action publishes, and whether it runs at all or publishes an earlier job's result. */
export interface PublishOptions {
  comment: CommentMode;
  /** Publish mode: the JSON result of an earlier job, absolute; then nothing runs here. */
  file?: string;
  /** The name the action uploads the run's reports under as an artifact; undefined when it uploads none. */
  reportsArtifact?: string;
}

/** Raw option values as strings, keyed by their action input name (`base-url`, `gate`, …). */
export type RawOptions = Partial<Record<OptionName, string>>;

export const OPTION_NAMES = [
  'workspace',
  'environment',
  'base-url',
  'flows',
  'types',
  'gate',
  'concurrency',
  'timeout',
  'junit',
  'json',
  'html',
  'ctrf',
  'sarif',
  'reports-dir',
  'agent',
  'llm-base-url',
  'llm-api-key',
  'model',
  'agent-timeout',
  'confirmations',
  'suggestions',
  'start-command',
  'ready-url',
  'ready-timeout',
  'history',
  'baseline',
  'core',
  'coach-model',
  'comment',
  'upload-reports',
  'artifact-name',
  'publish',
  'shard',
  'merge',
] as const;
export type OptionName = (typeof OPTION_NAMES)[number];

export const DEFAULTS = {
  workspace: '.falcon',
  gate: 'smoke,contract',
  concurrency: '4',
  timeout: '30s',
  agent: 'auto',
  agentTimeout: '10m',
  confirmations: 'deny',
  suggestions: 'verified',
  readyTimeout: '60s',
  artifactName: 'falcon-reports',
} as const;

/**
 * What the Actions results service refuses in an artifact's name (as `@actions/artifact` checks it
 * before uploading): characters some file systems cannot hold, and path separators.
 */
const ARTIFACT_NAME_REFUSED = /[":<>|*?\r\n\\/]/;

/** The word in the gate list that makes regressions against the baseline fail the run. */
export const REGRESSIONS_GATE = 'regressions';

/**
 * Reads and validates every option before anything runs, collecting all problems at once.
 * `label` names an option the way the user wrote it: `input 'gate'` or `--gate`.
 */
export function resolveOptions(
  raw: RawOptions,
  cwd: string,
  label: (name: OptionName) => string,
): RunOptions {
  const errors = new ErrorCollector();
  const value = (name: OptionName): string | undefined => {
    const text = raw[name]?.trim();
    return text ? text : undefined;
  };
  const provided: RawOptions = {};
  for (const name of OPTION_NAMES) if (value(name) !== undefined) provided[name] = value(name);
  const fail = (name: OptionName, message: string, hint: string): undefined => {
    errors.add(new InputError(`${label(name)}: ${message}`, undefined, hint));
    return undefined;
  };

  /** Flow types from a list; `extra` names one more word the list may hold (`regressions`). */
  const types = (name: OptionName, fallback: string, extra?: string): FlowType[] => {
    const text = value(name) ?? fallback;
    if (/^(none|off)$/i.test(text)) return [];
    if (/^all$/i.test(text)) return [...FLOW_TYPES];
    const parsed: FlowType[] = [];
    for (const word of splitList(text)) {
      const type = word.toLowerCase();
      if (isFlowType(type)) parsed.push(type);
      else if (type !== extra)
        fail(
          name,
          `'${word}' is not a flow type`,
          `use a comma-separated list of ${[...FLOW_TYPES, ...(extra ? [extra] : [])].join(', ')}, or all`,
        );
    }
    return parsed;
  };

  const integer = (name: OptionName, fallback: string, min: number, max: number): number => {
    const text = value(name) ?? fallback;
    const number = Number(text);
    if (!Number.isInteger(number) || number < min || number > max) {
      fail(
        name,
        `'${text}' is not a whole number from ${min} to ${max}`,
        `set it to a number such as ${fallback}`,
      );
      return Number(fallback);
    }
    return number;
  };

  /** A positive duration no longer than Node's timers can wait (a longer one would fire at once). */
  const duration = (name: OptionName, fallback: string, fallbackMs: number): number => {
    const text = value(name) ?? fallback;
    const read = readDuration(text);
    if ('ms' in read) return read.ms;
    fail(name, `'${text}' is ${read.problem}`, read.hint);
    return fallbackMs;
  };

  const shardText = value('shard');
  const shard = shardText === undefined ? undefined : parseShard(shardText);
  if (shardText !== undefined && !shard) {
    fail('shard', `'${shardText}' is not a shard`, 'write it as i/n, e.g. 2/4 for the second of four jobs');
  }
  const merge = value('merge') === undefined ? undefined : splitList(value('merge')!);
  const exclusive: OptionName[] = ['shard', 'merge', 'publish'];
  const given = exclusive.filter((name) => value(name) !== undefined);
  if (given.length > 1) {
    fail(
      given[1]!,
      `cannot be used with ${label(given[0]!)}`,
      'a job either runs a shard, merges shard results, or publishes a result: use one per job',
    );
  }

  const timeoutMs = duration('timeout', DEFAULTS.timeout, 30_000);
  const agentTimeoutMs = duration('agent-timeout', DEFAULTS.agentTimeout, 600_000);
  // A shard's failures are investigated once, over all shards, in the merge job.
  const agentMode = (value('agent') ?? (shard ? 'off' : DEFAULTS.agent)).toLowerCase() as AgentMode;
  if (!AGENT_MODES.includes(agentMode)) {
    fail('agent', `'${value('agent')}' is not an agent mode`, `use ${AGENT_MODES.join(', ')}`);
  }
  const choice = <T extends string>(name: OptionName, fallback: T, allowed: readonly T[]): T => {
    const chosen = (value(name) ?? fallback).toLowerCase() as T;
    if (allowed.includes(chosen)) return chosen;
    fail(
      name,
      `'${value(name)}' is not one of ${allowed.join(', ')}`,
      `leave it out for the default, ${fallback}`,
    );
    return fallback;
  };
  const readyTimeoutMs = duration('ready-timeout', DEFAULTS.readyTimeout, 60_000);
  const fixes: FixOptions = {
    confirmations: choice('confirmations', DEFAULTS.confirmations, CONFIRMATION_MODES),
    suggestions: choice('suggestions', DEFAULTS.suggestions, SUGGESTION_MODES),
    startCommand: value('start-command'),
    readyUrl: value('ready-url'),
    readyTimeoutMs,
  };

  const llmBaseUrl = value('llm-base-url');
  if (llmBaseUrl !== undefined && !/^https?:\/\/[^/]/i.test(llmBaseUrl)) {
    fail(
      'llm-base-url',
      `'${llmBaseUrl}' is not an http(s) URL`,
      'give the OpenAI-compatible endpoint, e.g. http://localhost:11434/v1',
    );
  }

  const baseUrl = value('base-url');
  if (baseUrl !== undefined && !/^https?:\/\/[^/]/i.test(baseUrl)) {
    fail(
      'base-url',
      `'${baseUrl}' is not an http(s) URL`,
      'give the full URL of the API, e.g. http://127.0.0.1:3000',
    );
  } else if (baseUrl !== undefined && /^https?:\/\/[^/@]*@/i.test(baseUrl)) {
    // Said without repeating the URL: it holds a password.
    fail(
      'base-url',
      'carries a user name and password, which would be dropped and could be printed',
      'send credentials in a header with {{env.NAME}} in an environment file instead',
    );
  }

  const baselineName = (name: string): string | undefined => {
    if (/^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(name)) return name;
    fail(
      'baseline',
      `'${name}' is not a baseline name`,
      'use letters, digits, dots, dashes and underscores, e.g. main',
    );
    return undefined;
  };
  const history = value('history');
  const baseline = value('baseline');

  const uploadReports = value('upload-reports') ?? 'true';
  if (!/^(true|false)$/i.test(uploadReports)) {
    fail('upload-reports', `'${uploadReports}' is not true or false`, 'leave it out to upload the reports');
  }
  const artifactName = value('artifact-name') ?? DEFAULTS.artifactName;
  const refused = ARTIFACT_NAME_REFUSED.exec(artifactName)?.[0];
  if (refused !== undefined) {
    fail(
      'artifact-name',
      `'${artifactName}' holds ${JSON.stringify(refused)}, which an artifact's name cannot`,
      'use letters, digits, dots, dashes and underscores, e.g. falcon-reports',
    );
  }

  const workspace = path.resolve(cwd, value('workspace') ?? DEFAULTS.workspace);
  const reportsDir = path.resolve(cwd, value('reports-dir') ?? path.join(workspace, 'reports'));
  const outputPath = (name: OptionName, fallback?: string): string | undefined => {
    const text = value(name) ?? fallback;
    if (text === STDOUT_PATH && name === 'json') return STDOUT_PATH;
    return text === undefined || /^(off|none|false)$/i.test(text) ? undefined : path.resolve(cwd, text);
  };
  const options: RunOptions = {
    workspace,
    repoRoot: cwd,
    environment: value('environment'),
    baseUrl: baseUrl?.replace(/\/+$/, ''),
    flows: splitList(value('flows') ?? ''),
    types: value('types') ? types('types', 'all') : [],
    gate: types('gate', DEFAULTS.gate, REGRESSIONS_GATE),
    gateRegressions: splitList(value('gate') ?? DEFAULTS.gate).some(
      (word) => word.toLowerCase() === REGRESSIONS_GATE,
    ),
    // A shard records nothing: the merge job records the whole run once.
    ...(shard
      ? { history: 'off' }
      : history === undefined
        ? {}
        : { history: /^(off|none|false)$/i.test(history) ? 'off' : path.resolve(cwd, history) }),
    ...(baseline === undefined ? {} : { baseline: baselineName(baseline) }),
    concurrency: integer('concurrency', DEFAULTS.concurrency, 1, 64),
    timeoutMs,
    junitPath: outputPath('junit', path.join(reportsDir, 'junit.xml')),
    htmlPath: outputPath('html', path.join(reportsDir, 'report.html')),
    ctrfPath: outputPath('ctrf', path.join(reportsDir, 'ctrf.json')),
    sarifPath: outputPath('sarif', path.join(reportsDir, 'falcon.sarif')),
    // The merge job needs each shard's result, so a shard always writes one.
    jsonPath: outputPath(
      'json',
      shard ? path.join(reportsDir, `falcon-shard-${shard.index}-of-${shard.total}.json`) : undefined,
    ),
    reportsDir,
    agent: {
      mode: agentMode,
      baseUrl: llmBaseUrl,
      apiKey: value('llm-api-key'),
      model: value('model'),
      timeoutMs: agentTimeoutMs,
      core: choice('core', 'auto', CORE_CHOICES),
      coachModel: value('coach-model'),
    },
    fixes,
    publish: {
      comment: choice('comment', 'always', COMMENT_MODES),
      ...(value('publish') ? { file: path.resolve(cwd, value('publish')!) } : {}),
      ...(/^false$/i.test(uploadReports) ? {} : { reportsArtifact: artifactName }),
    },
    ...(shard ? { shard } : {}),
    ...(merge ? { merge } : {}),
    given: provided,
  };
  errors.throwIfAny();
  return options;
}

/**
 * The options with config.yaml's run settings (`gate: smoke`, `timeout: 5s`…) for what the door
 * was not given: an input or flag always wins. Checked like inputs; a problem names config.yaml.
 */
export function withConfigDefaults(options: RunOptions, defaults: RawOptions): RunOptions {
  const fromConfig = (Object.keys(defaults) as OptionName[]).filter(
    (name) => options.given[name] === undefined,
  );
  if (fromConfig.length === 0) return options;
  return resolveOptions({ ...defaults, ...options.given }, options.repoRoot, (name) =>
    fromConfig.includes(name) ? `config.yaml '${name}'` : `'${name}'`,
  );
}

/** `a, b` or one per line. */
export function splitList(text: string): string[] {
  return text
    .split(/[,\n]/)
    .map((item) => item.trim())
    .filter((item) => item.length > 0);
}

/** `2/4` → shard 2 of 4; undefined when the text is not one. */
export function parseShard(text: string): Shard | undefined {
  const match = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(text);
  if (!match) return undefined;
  const index = Number(match[1]);
  const total = Number(match[2]);
  return index >= 1 && index <= total ? { index, total } : undefined;
}
