/**
 * The CLI's commands and flags, declared once: the parser, the help of each command, "did you
 * mean" and the shell completion scripts are all made from these tables.
 */
import { AGENT_MODES, CONFIRMATION_MODES, CORE_CHOICES, FLOW_TYPES } from '../core/modes.js';

export const COMMAND_NAMES = [
  'init',
  'run',
  'merge',
  'validate',
  'history',
  'coverage',
  'baseline',
  'cores',
  'experience',
  'insights',
  'skills',
  'completion',
] as const;
export type CommandName = (typeof COMMAND_NAMES)[number];

export interface CommandSpec {
  name: CommandName;
  /** What follows the command's name in its usage line, e.g. `[run]`. */
  usage: string;
  /** One line for the list of commands. */
  summary: string;
  /** More lines for the command's own help. */
  details?: string[];
  /** How many positional arguments it takes at most. */
  maxArgs: number;
}

export const COMMANDS: readonly CommandSpec[] = [
  {
    name: 'init',
    usage: '--spec <file|url> [--base-url <url>] [--force]',
    summary: 'write a .falcon/ workspace from an OpenAPI spec',
    details: [
      'Writes config.yaml, the spec, environments/local.yaml and smoke, contract, functional and',
      'security flows; never replaces a file without --force.',
    ],
    maxArgs: 0,
  },
  {
    name: 'run',
    usage: '[options]',
    summary: 'run the flows, gate on the results, investigate failures, write the reports',
    details: [
      'Loads the workspace, runs the flows (exit 2 before any request when an input is wrong), gates',
      'on the gated types, investigates failures and writes the reports: HTML, JUnit, CTRF, SARIF',
      'and Markdown in the reports folder, the JSON result with --json.',
    ],
    maxArgs: 0,
  },
  {
    name: 'merge',
    usage: '<results…> [options]',
    summary: 'merge the JSON results of shard jobs (--shard i/n) into one run',
    details: ['One verdict, investigation and set of reports over every shard; exit codes as run.'],
    maxArgs: Infinity,
  },
  {
    name: 'validate',
    usage: '[options]',
    summary: 'check the workspace (config, spec, flows) without sending a request',
    maxArgs: 0,
  },
  {
    name: 'history',
    usage: '[run]',
    summary: 'the recent runs of the history, or one run in full',
    maxArgs: 1,
  },
  {
    name: 'coverage',
    usage: '[run]',
    summary: "what a run exercised of the spec (default: the history's newest run)",
    maxArgs: 1,
  },
  {
    name: 'baseline',
    usage: 'save [name]',
    summary: 'write <workspace>/baselines/baseline_<name>.json from the newest passing run',
    maxArgs: 2,
  },
  {
    name: 'cores',
    usage: '[options]',
    summary: 'the investigation cores, and the one a failing run would get',
    maxArgs: 0,
  },
  {
    name: 'experience',
    usage: '[stats]',
    summary: 'recorded investigations, or their success per core and kind of failure',
    maxArgs: 1,
  },
  {
    name: 'insights',
    usage: '[options]',
    summary: 'the best core per kind of failure, recurring stops, cost per core',
    maxArgs: 0,
  },
  {
    name: 'skills',
    usage: '[options]',
    summary: 'tool sequences that worked, and which are offered to the agent',
    maxArgs: 0,
  },
  {
    name: 'completion',
    usage: '<bash|zsh|fish>',
    summary: 'print the shell completion script',
    details: [
      'bash: add `source <(falcon completion bash)` to ~/.bashrc',
      'zsh:  falcon completion zsh > "${fpath[1]}/_falcon" (then start a new shell)',
      'fish: falcon completion fish > ~/.config/fish/completions/falcon.fish',
    ],
    maxArgs: 1,
  },
];

export interface FlagSpec {
  name: string;
  short?: string;
  /** The value's placeholder (`<dir>`); absent for a switch. */
  value?: string;
  help: string;
  /** The commands that take it; `all` for every command. */
  commands: readonly CommandName[] | 'all';
  /** Values a shell may complete. */
  choices?: readonly string[];
  /** The value names a file (completed as a path). */
  file?: boolean;
  /** Accepted, but left out of help and completion. */
  hidden?: boolean;
}

const RUNS: readonly CommandName[] = ['run', 'merge'];
const STORE: readonly CommandName[] = [
  'run',
  'merge',
  'history',
  'coverage',
  'baseline',
  'cores',
  'experience',
  'insights',
  'skills',
];

export const FLAGS: readonly FlagSpec[] = [
  {
    name: 'workspace',
    value: '<dir>',
    help: 'the .falcon folder (default .falcon)',
    commands: 'all',
    file: true,
  },
  {
    name: 'environment',
    short: 'e',
    value: '<name>',
    help: 'environment from .falcon/environments/',
    commands: ['run', 'merge', 'validate'],
  },
  {
    name: 'base-url',
    value: '<url>',
    help: 'send every request to this base URL (overrides environments)',
    commands: ['run', 'merge', 'init'],
  },
  {
    name: 'flows',
    value: '<globs>',
    help: "only flows whose file matches, e.g. 'smoke_*,contract_users.yaml'",
    commands: ['run'],
  },
  {
    name: 'types',
    value: '<types>',
    help: 'only these flow types, e.g. smoke,contract (default: all)',
    commands: ['run'],
    choices: FLOW_TYPES,
  },
  {
    name: 'last-failed',
    help: 'only the flows that did not pass in the newest run of the history',
    commands: ['run'],
  },
  {
    name: 'gate',
    value: '<types>',
    help: 'types whose failure fails the run (default smoke,contract; none for never; add regressions)',
    commands: RUNS,
    choices: [...FLOW_TYPES, 'regressions', 'all', 'none'],
  },
  {
    name: 'shard',
    value: '<i/n>',
    help: "run only this job's share of the flows, e.g. 2/4 (agent off, no history)",
    commands: ['run'],
  },
  {
    name: 'concurrency',
    value: '<n>',
    help: 'flows run at once (default 4)',
    commands: RUNS,
  },
  {
    name: 'timeout',
    value: '<duration>',
    help: 'per-request timeout, e.g. 30s, 500ms (default 30s)',
    commands: RUNS,
  },
  {
    name: 'json',
    value: '<file|->',
    help: 'write the result as JSON to a file, or to stdout with - (the rest then goes to stderr)',
    commands: ['run', 'merge', 'validate', 'history', 'coverage', 'insights'],
    file: true,
  },
  {
    name: 'reports-dir',
    value: '<dir>',
    help: 'where the reports go (default <workspace>/reports)',
    commands: RUNS,
    file: true,
  },
  {
    name: 'junit',
    value: '<file>',
    help: 'JUnit XML (default <reports-dir>/junit.xml; off for none)',
    commands: RUNS,
    file: true,
  },
  {
    name: 'html',
    value: '<file>',
    help: 'the HTML report, one file that opens offline (default <reports-dir>/report.html; off)',
    commands: RUNS,
    file: true,
  },
  {
    name: 'ctrf',
    value: '<file>',
    help: 'the CTRF JSON report (default <reports-dir>/ctrf.json; off for none)',
    commands: RUNS,
    file: true,
  },
  {
    name: 'sarif',
    value: '<file>',
    help: 'SARIF 2.1.0 of security and contract failures (default <reports-dir>/falcon.sarif; off)',
    commands: RUNS,
    file: true,
  },
  {
    name: 'agent',
    value: '<mode>',
    help: 'investigate failures with a model: auto (when one is configured), on, off',
    commands: RUNS,
    choices: AGENT_MODES,
  },
  {
    name: 'llm-base-url',
    value: '<url>',
    help: 'OpenAI-compatible endpoint (OpenAI, Azure, Ollama, vLLM); default from config.yaml',
    commands: [...RUNS, 'cores'],
  },
  {
    name: 'llm-api-key-file',
    value: '<file>',
    help: "a file holding the endpoint's key (or set FALCON_LLM_API_KEY)",
    commands: [...RUNS, 'cores'],
    file: true,
  },
  {
    // Accepted for older scripts, with a warning: a key on the command line is readable by every
    // process of the machine (ps, /proc/<pid>/cmdline).
    name: 'llm-api-key',
    value: '<key>',
    help: "the endpoint's key on the command line, where other processes can read it",
    commands: [...RUNS, 'cores'],
    hidden: true,
  },
  {
    name: 'model',
    value: '<name>',
    help: 'the model, e.g. gpt-4o-mini or llama3.1',
    commands: [...RUNS, 'cores'],
  },
  {
    name: 'agent-timeout',
    value: '<duration>',
    help: 'wall-clock budget of the investigation (default 10m)',
    commands: RUNS,
  },
  {
    name: 'confirmations',
    value: '<mode>',
    help: "the agent's code changes: deny (default) or pr (proposed as patches in <workspace>/fixes/)",
    commands: [...RUNS, 'cores'],
    choices: CONFIRMATION_MODES,
  },
  {
    name: 'start-command',
    value: '<cmd>',
    help: 'start the API from a patched copy (PORT given) to verify proposed fixes',
    commands: [...RUNS, 'cores'],
  },
  {
    name: 'ready-url',
    value: '<path>',
    help: 'answers when that service is up (default: its port accepts connections)',
    commands: RUNS,
  },
  {
    name: 'ready-timeout',
    value: '<duration>',
    help: 'how long it may take (default 60s)',
    commands: RUNS,
  },
  {
    name: 'core',
    value: '<name>',
    help: 'the investigation core: auto (default), freeform, structured, adversarial, workflow, …',
    commands: [...RUNS, 'cores'],
    choices: CORE_CHOICES,
  },
  {
    name: 'coach-model',
    value: '<name>',
    help: 'the model that reviews fixes in the adversarial core (default: --model)',
    commands: RUNS,
  },
  {
    name: 'history',
    value: '<file>',
    help: "the run history's SQLite file (default <workspace>/history/falcon.db; off for none)",
    commands: STORE,
    file: true,
  },
  {
    name: 'baseline',
    value: '<name>',
    help: 'compare with <workspace>/baselines/baseline_<name>.json (default main)',
    commands: RUNS,
  },
  {
    name: 'spec',
    value: '<file|url>',
    help: 'the OpenAPI 2.0/3.0/3.1 spec to start from',
    commands: ['init'],
    file: true,
  },
  { name: 'force', help: 'replace files that exist', commands: ['init'] },
  { name: 'no-color', help: 'plain output (also NO_COLOR=1)', commands: 'all' },
  { name: 'help', short: 'h', help: 'this help', commands: 'all' },
  { name: 'version', short: 'v', help: 'the version', commands: 'all', hidden: true },
];

export function commandSpec(name: string): CommandSpec | undefined {
  return COMMANDS.find((command) => command.name === name);
}

export function takesFlag(flag: FlagSpec, command: CommandName): boolean {
  return flag.commands === 'all' || flag.commands.includes(command);
}

/** The flags a command takes, in the order help lists them. */
export function flagsOf(command: CommandName): FlagSpec[] {
  return FLAGS.filter((flag) => takesFlag(flag, command));
}
