import { parseArgs } from 'node:util';
import packageJson from '../../package.json' with { type: 'json' };
import {
  createConsolePublisher,
  createStyle,
  formatInputErrors,
  wantsColor,
  type Style,
} from '../publish/console.js';
import { inputErrorsOf } from '../core/errors.js';
import { EXIT_INPUT_ERROR, EXIT_PASSED } from '../core/exit-codes.js';
import { OPTION_NAMES, resolveOptions, type OptionName, type RawOptions } from '../options.js';
import { cancelOnSignals } from './cancellation.js';

// The stages are imported where a command needs them: `--help`, `--version` and a mistyped
// command load none of them, and a run never loads the history's commands.

const COMMANDS = [
  'init',
  'run',
  'merge',
  'validate',
  'history',
  'baseline',
  'cores',
  'experience',
  'insights',
  'skills',
];

const USAGE = `falcon ${packageJson.version} — run Falcon API test flows and gate on the results

Usage:
  falcon init --spec <file|url> [--base-url <url>] [--force]
                              write a .falcon/ workspace from an OpenAPI spec: config, the spec,
                              environments/local.yaml and smoke, contract, functional and security
                              flows (never replaces a file without --force)
  falcon run [options]        load .falcon/, run the flows, exit 0 (gate passed), 1 (gate failed) or 2 (bad input)
  falcon merge <results…>     merge the JSON results of shard jobs (--shard i/n) into one run:
                              one verdict, report and JUnit file (exit codes as run)
  falcon validate [options]   check the workspace (config, spec, flows) without sending a request
  falcon history [run]        the recent runs of the history, or one run in full
  falcon baseline save [name] write <workspace>/baselines/baseline_<name>.json from the newest passing run
  falcon cores [options]      the investigation cores, and the one a failing run would get
  falcon experience [stats]   recorded investigations, or their success per core and kind of failure
  falcon insights             the best core per kind of failure, recurring stops, cost per core
  falcon skills               tool sequences that worked, and which are offered to the agent

Options:
  --workspace <dir>        the .falcon folder (default .falcon)
  -e, --environment <name> environment from .falcon/environments/
  --base-url <url>         send every request to this base URL (overrides environments)
  --flows <globs>          only flows whose file matches, e.g. 'smoke_*,contract_users.yaml'
  --types <types>          only these flow types, e.g. smoke,contract (default: all)
  --gate <types>           types whose failure fails the run (default smoke,contract; none for never;
                           add regressions to fail on regressions against the baseline)
  --shard <i/n>            run only this job's share of the flows, e.g. 2/4 (agent off, no history;
                           writes <reports-dir>/falcon-shard-<i>-of-<n>.json for falcon merge)
  --concurrency <n>        flows run at once (default 4)
  --timeout <duration>     per-request timeout, e.g. 30s, 500ms (default 30s)
  --junit <file>           JUnit XML path (default <reports-dir>/junit.xml; off for none)
  --json <file>            write the whole run as JSON
  --reports-dir <dir>      Markdown reports (default <workspace>/reports)
  --agent <mode>           investigate failures with a model: auto (when one is configured), on, off
  --llm-base-url <url>     OpenAI-compatible endpoint (OpenAI, Azure, Ollama, vLLM); default from config.yaml
  --llm-api-key <key>      its key (prefer the environment: --llm-api-key "$OPENAI_API_KEY")
  --model <name>           the model, e.g. gpt-4o-mini or llama3.1
  --agent-timeout <time>   wall-clock budget of the investigation (default 10m)
  --confirmations <mode>   the agent's code changes: deny (default) or pr (proposed as patches in <workspace>/fixes/)
  --start-command <cmd>    start the API from a patched worktree (PORT given) to verify proposed fixes
  --ready-url <path>       answers when that service is up (default: its port accepts connections)
  --ready-timeout <time>   how long it may take (default 60s)
  --core <name>            the investigation core: auto (default), freeform, structured, adversarial or workflow
  --coach-model <name>     the model that reviews fixes in the adversarial core (default: --model)
  --history <file>         the run history's SQLite file (default <workspace>/history/falcon.db; off for none)
  --baseline <name>        compare with <workspace>/baselines/baseline_<name>.json (default main)
  --spec <file|url>        init: the OpenAPI 2.0/3.0/3.1 spec to start from
  --force                  init: replace files that exist
  --no-color               plain output
  -h, --help               this help
  -v, --version            the version

Exit codes: 0 passed, 1 gate failed, 2 configuration or input error, 3 unexpected error.`;

/** Parses argv into the same raw options the action reads from its inputs, then calls the pipeline. */
export async function main(
  argv: string[],
  env: Record<string, string | undefined>,
  cwd: string,
): Promise<number> {
  const write = (line = ''): void => void process.stdout.write(`${line}\n`);
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(argv);
  } catch (error) {
    process.stderr.write(`falcon: ${(error as Error).message}\nRun 'falcon --help' for the options.\n`);
    return EXIT_INPUT_ERROR;
  }
  const { values, positionals } = parsed;
  if (values.help) return (write(USAGE), EXIT_PASSED);
  if (values.version) return (write(packageJson.version), EXIT_PASSED);

  const command = positionals[0] ?? 'run';
  const args = positionals.slice(1);
  const takesArgs =
    command === 'history' || command === 'baseline' || command === 'experience' || command === 'merge';
  if (!COMMANDS.includes(command) || (!takesArgs && args.length > 0)) {
    process.stderr.write(
      `falcon: unknown command '${positionals.join(' ')}'. Use one of: ${COMMANDS.join(', ')} ('falcon --help' explains them).\n`,
    );
    return EXIT_INPUT_ERROR;
  }
  const style = createStyle(!values['no-color'] && wantsColor(process.stdout, env));
  if (command !== 'init' && (values.spec !== undefined || values.force)) {
    process.stderr.write(`falcon: --spec and --force belong to 'falcon init'\n`);
    return EXIT_INPUT_ERROR;
  }
  const raw: RawOptions = {};
  const given: Record<string, string | boolean | undefined> = values;
  for (const name of OPTION_NAMES) {
    const value = given[name];
    if (typeof value === 'string') raw[name] = value;
  }

  // `falcon baseline save <name>` names the baseline as --baseline would, and is checked the same way.
  if (command === 'baseline' && args[1] !== undefined) raw.baseline = args[1];
  if (command === 'merge') {
    if (args.length === 0) {
      process.stderr.write('falcon: merge needs the shard results, e.g. falcon merge shards/*.json\n');
      return EXIT_INPUT_ERROR;
    }
    raw.merge = args.join('\n');
  }
  let options;
  try {
    options = resolveOptions(raw, cwd, (name: OptionName) => `--${name}`);
  } catch (error) {
    return reportInputError(error, style);
  }
  const output = { out: write, error: (line: string) => void process.stderr.write(`${line}\n`) };
  if (command === 'init') {
    if (!values.spec?.trim()) {
      process.stderr.write('falcon: init needs the spec, e.g. falcon init --spec openapi.yaml\n');
      return EXIT_INPUT_ERROR;
    }
    try {
      const { initCommand } = await import('./init-command.js');
      return await initCommand(
        { spec: values.spec.trim(), force: Boolean(values.force), baseUrl: raw['base-url']?.trim() },
        { workspace: options.workspace, repoRoot: cwd, env },
        output,
      );
    } catch (error) {
      return reportInputError(error, style);
    }
  }
  if (command !== 'run' && command !== 'merge' && command !== 'validate') {
    const { storeCommand } = await import('./commands.js');
    return storeCommand(command, args, options, env, output, (errors) => reportInputError(errors, style));
  }

  if (command === 'validate') {
    try {
      // The checks a run makes before its first request, so validate refuses what run would.
      const { preflight } = await import('../pipeline.js');
      const { workspace } = await preflight(options, env);
      for (const warning of workspace.warnings) write(style.yellow(`warning: ${warning}`));
      write(
        `${style.green('✓')} ${workspace.flows.length} flows, ${Object.keys(workspace.environments).length} environments${workspace.spec ? `, spec ${workspace.spec.file} (${workspace.spec.operations.length} operations)` : ''}: the workspace is valid`,
      );
      return EXIT_PASSED;
    } catch (error) {
      return reportInputError(error, style);
    }
  }

  const publisher = createConsolePublisher({
    style,
    write,
    writeError: (line) => void process.stderr.write(`${line}\n`),
    cwd,
    gate: options.gate,
  });
  const { runPipeline } = await import('../pipeline.js');
  const cancellation = cancelOnSignals((message) => process.stderr.write(`${style.yellow(message)}\n`));
  try {
    return (await runPipeline(options, { env, publisher, signal: cancellation.signal })).exitCode;
  } finally {
    cancellation.dispose();
  }
}

function parse(argv: string[]) {
  const valued = Object.fromEntries(OPTION_NAMES.map((name) => [name, { type: 'string' as const }]));
  return parseArgs({
    args: argv,
    allowPositionals: true,
    strict: true,
    options: {
      ...valued,
      environment: { type: 'string', short: 'e' },
      spec: { type: 'string' },
      force: { type: 'boolean' },
      'no-color': { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
      version: { type: 'boolean', short: 'v' },
    },
  });
}

function reportInputError(error: unknown, style: Style): number {
  const errors = inputErrorsOf(error);
  if (!errors) throw error;
  formatInputErrors(errors, style).forEach((line) => process.stderr.write(`${line}\n`));
  return EXIT_INPUT_ERROR;
}
