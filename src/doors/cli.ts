import { writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import packageJson from '../../package.json' with { type: 'json' };
import {
  createConsolePublisher,
  createStyle,
  formatInputErrors,
  wantsColor,
  type Style,
} from '../publish/console.js';
import { inputErrorsOf, InputError, InputErrors } from '../core/errors.js';
import { EXIT_INPUT_ERROR, EXIT_PASSED } from '../core/exit-codes.js';
import { STDOUT_PATH } from '../core/options.js';
import {
  OPTION_NAMES,
  resolveOptions,
  type OptionName,
  type RawOptions,
  type RunOptions,
} from '../options.js';
import { didYouMean } from '../util/did-you-mean.js';
import { messageOf } from '../util/text.js';
import { cancelOnSignals } from './cancellation.js';
import { commandHelp, completionScript, globalHelp, SHELLS, type Shell } from './cli-help.js';
import { COMMAND_NAMES, commandSpec, FLAGS, takesFlag, type CommandName } from './cli-spec.js';
import type { CommandOutput } from './commands.js';

// The stages are imported where a command needs them: `--help`, `--version` and a mistyped
// command load none of them, and a run never loads the history's commands.

/** Where the CLI looks for the model endpoint's key when no flag gives it. */
const KEY_VARIABLE = 'FALCON_LLM_API_KEY';

interface Streams {
  out(line?: string): void;
  err(line: string): void;
}

/** Parses argv into the same raw options the action reads from its inputs, then runs the command. */
export async function main(
  argv: string[],
  env: Record<string, string | undefined>,
  cwd: string,
): Promise<number> {
  const streams: Streams = {
    out: (line = '') => void process.stdout.write(`${line}\n`),
    err: (line) => void process.stderr.write(`${line}\n`),
  };
  const parsed = parse(argv);
  if ('problem' in parsed) {
    streams.err(`falcon: ${parsed.problem}`);
    return EXIT_INPUT_ERROR;
  }
  const { command, args, values } = parsed;
  if (values['version']) return (streams.out(packageJson.version), EXIT_PASSED);
  if (values['help']) {
    const spec = parsed.named ? commandSpec(command) : undefined;
    streams.out(spec ? commandHelp(spec) : globalHelp(packageJson.version));
    return EXIT_PASSED;
  }
  const plain = Boolean(values['no-color']);
  const errorStyle = createStyle(!plain && wantsColor(process.stderr, env));
  if (command === 'completion') return completion(args, streams);

  const raw: RawOptions = {};
  for (const name of OPTION_NAMES) {
    const value = values[name];
    if (typeof value === 'string') raw[name] = value;
  }
  const key = await modelKey(values, env, cwd, streams, errorStyle);
  if (key instanceof InputError) return reportInputError(key, errorStyle);
  if (key !== undefined) raw['llm-api-key'] = key;
  // `falcon baseline save <name>` names the baseline as --baseline would, and is checked the same way.
  if (command === 'baseline' && args[1] !== undefined) raw.baseline = args[1];
  if (command === 'merge') {
    if (args.length === 0) {
      streams.err('falcon: merge needs the shard results, e.g. falcon merge shards/*.json');
      return EXIT_INPUT_ERROR;
    }
    raw.merge = args.join('\n');
  }
  // The JSON result on stdout: everything else a run prints goes to stderr.
  const jsonToStdout = raw.json === STDOUT_PATH;
  if (jsonToStdout && command !== 'run' && command !== 'merge') delete raw.json;
  let options: RunOptions;
  try {
    options = resolveOptions(raw, cwd, (name: OptionName) => `--${name}`);
  } catch (error) {
    return reportInputError(error, errorStyle);
  }
  if (values['last-failed']) options = { ...options, lastFailed: true };
  const resultStream = jsonToStdout ? process.stderr : process.stdout;
  const style = createStyle(!plain && wantsColor(resultStream, env));
  const output: CommandOutput = {
    out: streams.out,
    error: streams.err,
    warning: (message) => streams.err(errorStyle.yellow(`warning: ${message}`)),
    ...(typeof values['json'] === 'string' && command !== 'run' && command !== 'merge'
      ? { json: (value: unknown) => emitJson(value, values['json'] as string, cwd, streams) }
      : {}),
  };

  try {
    if (command === 'init') return await init(values, raw, options, env, cwd, output, streams);
    if (command === 'validate') {
      const { validateCommand } = await import('./validate-command.js');
      return await validateCommand(options, env, output);
    }
    if (command !== 'run' && command !== 'merge') {
      const { storeCommand } = await import('./commands.js');
      return await storeCommand(command, args, options, env, output, (errors) =>
        reportInputError(errors, errorStyle),
      );
    }
  } catch (error) {
    return reportInputError(error, errorStyle);
  }

  const publisher = createConsolePublisher({
    style,
    write: jsonToStdout ? (line = '') => streams.err(line) : streams.out,
    errorStyle,
    writeError: streams.err,
    cwd,
    gate: options.gate,
    progress: { terminal: Boolean(process.stderr.isTTY) },
    rerunHint: (failing) => rerunHint(options, failing),
  });
  const { runPipeline } = await import('../pipeline.js');
  const cancellation = cancelOnSignals((message) => streams.err(errorStyle.yellow(message)));
  try {
    const result = await runPipeline(options, { env, publisher, signal: cancellation.signal });
    if (result.outputs.jsonText !== undefined) process.stdout.write(result.outputs.jsonText);
    return result.exitCode;
  } finally {
    cancellation.dispose();
  }
}

type Parsed =
  | {
      command: CommandName;
      /** True when argv named the command (`falcon` alone runs). */
      named: boolean;
      args: string[];
      values: Record<string, string | boolean | undefined>;
    }
  | { problem: string };

/** argv as a command, its positional arguments and its flags; or what is wrong with it, in one line. */
function parse(argv: string[]): Parsed {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      strict: true,
      options: Object.fromEntries(
        FLAGS.map((flag) => [
          flag.name,
          {
            type: flag.value ? ('string' as const) : ('boolean' as const),
            ...(flag.short ? { short: flag.short } : {}),
          },
        ]),
      ),
    });
  } catch (error) {
    return { problem: flagProblem(error, argv) };
  }
  const { values, positionals } = parsed;
  const word = positionals[0];
  const command = (word ?? 'run') as CommandName;
  if (!COMMAND_NAMES.includes(command)) {
    const near = didYouMean(word!, COMMAND_NAMES);
    return {
      problem: `unknown command '${word}'${near ? `; did you mean '${near}'?` : ''} ('falcon --help' lists the commands)`,
    };
  }
  const spec = commandSpec(command)!;
  const args = positionals.slice(1);
  if (args.length > spec.maxArgs) {
    return {
      problem: `'falcon ${command}' takes ${spec.maxArgs === 0 ? 'no arguments' : `at most ${spec.maxArgs}`}, not '${args.join(' ')}' (usage: falcon ${command} ${spec.usage})`,
    };
  }
  for (const flag of FLAGS) {
    if (values[flag.name] === undefined || takesFlag(flag, command)) continue;
    const owners = flag.commands === 'all' ? [] : flag.commands.map((name) => `falcon ${name}`);
    return {
      problem: `--${flag.name} is not an option of 'falcon ${command}'; it belongs to ${owners.join(', ')}`,
    };
  }
  return { command, named: word !== undefined, args, values };
}

/** An unknown or malformed flag, in words, with the flag it was probably meant to be. */
function flagProblem(error: unknown, argv: readonly string[]): string {
  const message = messageOf(error);
  const unknown = /Unknown option '(-{1,2})([^']+)'/.exec(message);
  const command = argv.find((word) => !word.startsWith('-'));
  const hint = `run 'falcon ${command && COMMAND_NAMES.includes(command as CommandName) ? `${command} ` : ''}--help' for the options`;
  if (unknown) {
    const near = didYouMean(
      unknown[2]!,
      FLAGS.filter((flag) => !flag.hidden).map((flag) => flag.name),
    );
    return `unknown option '${unknown[1]}${unknown[2]}'${near ? `; did you mean '--${near}'?` : ''} (${hint})`;
  }
  const missing = /Option '(?:-\w, )?--([\w-]+) <value>' argument missing/.exec(message);
  if (missing) return `--${missing[1]} needs a value (${hint})`;
  return `${message.split('\n')[0]} (${hint})`;
}

/**
 * The model endpoint's key: from `--llm-api-key-file`, then `--llm-api-key` (with a warning: other
 * processes can read a command line), then FALCON_LLM_API_KEY. Undefined when none is given, so
 * config.yaml's key applies.
 */
async function modelKey(
  values: Record<string, string | boolean | undefined>,
  env: Record<string, string | undefined>,
  cwd: string,
  streams: Streams,
  style: Style,
): Promise<string | InputError | undefined> {
  const file = values['llm-api-key-file'];
  if (typeof file === 'string') {
    try {
      const key = (await readFile(path.resolve(cwd, file), 'utf8')).trim();
      if (key) return key;
      return new InputError(
        `--llm-api-key-file: ${file} is empty`,
        undefined,
        "put the model endpoint's key in it",
      );
    } catch (error) {
      return new InputError(
        `--llm-api-key-file: cannot read ${file} (${(error as NodeJS.ErrnoException).code ?? messageOf(error)})`,
        undefined,
        "give a file holding the model endpoint's key",
      );
    }
  }
  if (typeof values['llm-api-key'] === 'string') {
    streams.err(
      style.yellow(
        `warning: --llm-api-key puts the key where every process of this machine can read it (ps, /proc/<pid>/cmdline); set ${KEY_VARIABLE} or use --llm-api-key-file instead`,
      ),
    );
    return values['llm-api-key'];
  }
  return env[KEY_VARIABLE]?.trim() || undefined;
}

/** `falcon init`: a workspace from a spec. */
async function init(
  values: Record<string, string | boolean | undefined>,
  raw: RawOptions,
  options: RunOptions,
  env: Record<string, string | undefined>,
  cwd: string,
  output: CommandOutput,
  streams: Streams,
): Promise<number> {
  const spec = typeof values['spec'] === 'string' ? values['spec'].trim() : '';
  if (!spec) {
    streams.err('falcon: init needs the spec, e.g. falcon init --spec openapi.yaml');
    return EXIT_INPUT_ERROR;
  }
  const { initCommand } = await import('./init-command.js');
  return initCommand(
    { spec, force: Boolean(values['force']), baseUrl: raw['base-url']?.trim() },
    { workspace: options.workspace, repoRoot: cwd, env },
    output,
  );
}

function completion(args: readonly string[], streams: Streams): number {
  const shell = args[0];
  if (!SHELLS.includes(shell as Shell)) {
    streams.err(`falcon: completion needs a shell: ${SHELLS.join(', ')}, e.g. falcon completion bash`);
    return EXIT_INPUT_ERROR;
  }
  process.stdout.write(completionScript(shell as Shell));
  return EXIT_PASSED;
}

/** A command's JSON result, to stdout (`-`) or a file. */
function emitJson(value: unknown, target: string, cwd: string, streams: Streams): void {
  const text = `${JSON.stringify(value, null, 2)}\n`;
  if (target === STDOUT_PATH) process.stdout.write(text);
  else {
    writeFileSync(path.resolve(cwd, target), text);
    streams.err(`json: ${target}`);
  }
}

/** How to run the failing flows again: from the history when it is kept, else by name. */
function rerunHint(options: RunOptions, failing: readonly { file: string }[]): string {
  if (options.history !== 'off') return 'falcon run --last-failed';
  const workspace = path.relative(options.repoRoot, options.workspace) || '.';
  const files = failing.map((result) => path.relative(workspace, result.file).replace(/^flows\//, ''));
  return `falcon run --flows '${files.join(',')}'`;
}

function reportInputError(error: unknown, style: Style): number {
  const errors = error instanceof InputErrors ? error.errors : inputErrorsOf(error);
  if (!errors) throw error;
  formatInputErrors(errors, style).forEach((line) => process.stderr.write(`${line}\n`));
  return EXIT_INPUT_ERROR;
}
