#!/usr/bin/env node
import { C as FLOW_TYPES, D as AGENT_MODES, E as CONFIRMATION_MODES, G as CORE_CHOICES, v as createStyle, H as wantsColor, O as OPTION_NAMES, I as InputError, A as resolveOptions, J as createConsolePublisher, B as cancelOnSignals, c as builtin, K as didYouMean, s as builtin$1, d as builtin$2, m as messageOf, L as InputErrors, t as inputErrorsOf, M as formatInputErrors, S as STDOUT_PATH, b as builtin$3 } from './cancellation.js';
import { E as EXIT_INPUT_ERROR, b as EXIT_PASSED, p as packageJson } from './exit-codes.js';

/**
 * The CLI's commands and flags, declared once: the parser, the help of each command, "did you
 * mean" and the shell completion scripts are all made from these tables.
 */
const COMMAND_NAMES = [
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
];
const COMMANDS = [
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
const RUNS = ['run', 'merge'];
const STORE = [
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
const FLAGS = [
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
function commandSpec(name) {
    return COMMANDS.find((command) => command.name === name);
}
function takesFlag(flag, command) {
    return flag.commands === 'all' || flag.commands.includes(command);
}
/** The flags a command takes, in the order help lists them. */
function flagsOf(command) {
    return FLAGS.filter((flag) => takesFlag(flag, command));
}

/**
 * The CLI's help, the help of each command, and its shell completion scripts, all made from the
 * tables of cli-spec.ts, so a flag added there is parsed, explained and completed at once.
 */
const EXIT_CODES = 'Exit codes: 0 passed, 1 gate failed, 2 configuration or input error (nothing was sent),\n' +
    '3 unexpected error, 130/143 cancelled (SIGINT/SIGTERM).';
const ENVIRONMENT = [
    'Environment:',
    "  FALCON_LLM_API_KEY  the model endpoint's key (keeps it off the command line)",
    '  NO_COLOR=1          plain output; FORCE_COLOR=1 colours even when not on a terminal, FORCE_COLOR=0 never',
    '  FALCON_MAX_BODY_MB  response bytes kept per request (default 16)',
].join('\n');
/** `falcon --help`: the commands, and how to learn more about each. */
function globalHelp(version) {
    const width = Math.max(...COMMANDS.map((command) => command.name.length));
    return [
        `falcon ${version} — run Falcon API test flows and gate on the results`,
        '',
        'Usage: falcon <command> [options]   (without a command: falcon run)',
        '',
        'Commands:',
        ...COMMANDS.map((command) => `  ${command.name.padEnd(width)}  ${command.summary}`),
        '',
        "Run 'falcon <command> --help' for a command's options. Everywhere:",
        ...flagLines(FLAGS.filter((flag) => flag.commands === 'all' && !flag.hidden)),
        '  -v, --version            the version',
        '',
        ENVIRONMENT,
        '',
        EXIT_CODES,
    ].join('\n');
}
/** `falcon <command> --help`: its usage, what it does and the flags it takes. */
function commandHelp(command) {
    return [
        `Usage: falcon ${command.name} ${command.usage}`,
        '',
        `${capitalised(command.summary)}.`,
        ...(command.details ?? []),
        '',
        'Options:',
        ...flagLines(flagsOf(command.name).filter((flag) => !flag.hidden)),
        ...(command.name === 'run' || command.name === 'merge' ? ['', ENVIRONMENT, '', EXIT_CODES] : []),
    ].join('\n');
}
function flagLines(flags) {
    const left = (flag) => `${flag.short ? `-${flag.short}, ` : ''}--${flag.name}${flag.value ? ` ${flag.value}` : ''}`;
    const width = Math.max(23, ...flags.map((flag) => left(flag).length));
    return flags.map((flag) => `  ${left(flag).padEnd(width)}  ${flag.help}`);
}
function capitalised(text) {
    return text.charAt(0).toUpperCase() + text.slice(1);
}
const SHELLS = ['bash', 'zsh', 'fish'];
/** The completion script for `shell`: commands, each command's flags, and the values some take. */
function completionScript(shell) {
    const commands = COMMANDS.map((command) => command.name);
    const shown = (name) => flagsOf(name).filter((flag) => !flag.hidden);
    if (shell === 'fish')
        return fishScript(commands, shown);
    if (shell === 'zsh')
        return zshScript(commands, shown);
    return bashScript(commands, shown);
}
function bashScript(commands, shown) {
    const cases = commands.map((name) => `    ${name}) flags="${shown(name)
        .map((flag) => `--${flag.name}`)
        .join(' ')}" ;;`);
    const valued = FLAGS.filter((flag) => flag.choices && !flag.hidden).map((flag) => `    --${flag.name}) COMPREPLY=( $(compgen -W "${flag.choices.join(' ')}" -- "$cur") ); return ;;`);
    const files = FLAGS.filter((flag) => flag.file).map((flag) => `--${flag.name}`);
    return `# bash completion for falcon (falcon completion bash)
_falcon() {
  local cur prev command flags
  cur="\${COMP_WORDS[COMP_CWORD]}"
  prev="\${COMP_WORDS[COMP_CWORD-1]}"
  case "$prev" in
${valued.join('\n')}
    ${files.join('|')}) COMPREPLY=( $(compgen -f -- "$cur") ); return ;;
  esac
  command=run
  local word
  for word in "\${COMP_WORDS[@]:1:COMP_CWORD-1}"; do
    case "$word" in -*) ;; *) command="$word"; break ;; esac
  done
  if [[ $COMP_CWORD -eq 1 && "$cur" != -* ]]; then
    COMPREPLY=( $(compgen -W "${commands.join(' ')}" -- "$cur") )
    return
  fi
  case "$command" in
${cases.join('\n')}
    *) flags="" ;;
  esac
  if [[ "$command" == completion && "$cur" != -* ]]; then
    COMPREPLY=( $(compgen -W "${SHELLS.join(' ')}" -- "$cur") )
    return
  fi
  COMPREPLY=( $(compgen -W "$flags" -- "$cur") )
}
complete -o default -F _falcon falcon falcon-ci
`;
}
function zshScript(commands, shown) {
    const quote = (text) => text.replace(/'/g, "'\\''").replace(/[[\]:]/g, '\\$&');
    const spec = (flag) => {
        const action = flag.choices
            ? `:${flag.name}:(${flag.choices.join(' ')})`
            : flag.file
                ? `:${flag.name}:_files`
                : flag.value
                    ? `:${flag.name}: `
                    : '';
        return `'--${flag.name}[${quote(flag.help)}]${action}'`;
    };
    const cases = commands.map((name) => `    (${name})\n      _arguments ${shown(name).map(spec).join(' \\\n        ')}${name === 'completion' ? " \\\n        '1:shell:(bash zsh fish)'" : ''}\n      ;;`);
    const list = COMMANDS.map((command) => `    '${command.name}:${quote(command.summary)}'`);
    return `#compdef falcon falcon-ci
# zsh completion for falcon (falcon completion zsh)
_falcon() {
  local -a commands
  commands=(
${list.join('\n')}
  )
  if (( CURRENT == 2 )); then
    _describe 'command' commands
    return
  fi
  local command=\${words[2]}
  shift words
  (( CURRENT-- ))
  case $command in
${cases.join('\n')}
  esac
}
if [[ $zsh_eval_context[-1] == loadautofunc ]]; then
  _falcon "$@"
else
  compdef _falcon falcon falcon-ci
fi
`;
}
function fishScript(commands, shown) {
    const quote = (text) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
    const lines = ['# fish completion for falcon (falcon completion fish)', 'for cmd in falcon falcon-ci'];
    lines.push(`  complete -c $cmd -f`);
    for (const command of COMMANDS) {
        lines.push(`  complete -c $cmd -n "not __fish_seen_subcommand_from ${commands.join(' ')}" -a ${command.name} -d ${quote(command.summary)}`);
    }
    for (const name of commands) {
        for (const flag of shown(name)) {
            const takes = flag.choices
                ? ` -x -a ${quote(flag.choices.join(' '))}`
                : flag.file
                    ? ' -r -F'
                    : flag.value
                        ? ' -x'
                        : '';
            lines.push(`  complete -c $cmd -n "__fish_seen_subcommand_from ${name}" -l ${flag.name}${flag.short ? ` -s ${flag.short}` : ''}${takes} -d ${quote(flag.help)}`);
        }
    }
    lines.push(`  complete -c $cmd -n "__fish_seen_subcommand_from completion" -a '${SHELLS.join(' ')}'`);
    lines.push('end', '');
    return lines.join('\n');
}

// The stages are imported where a command needs them: `--help`, `--version` and a mistyped
// command load none of them, and a run never loads the history's commands.
/** Where the CLI looks for the model endpoint's key when no flag gives it. */
const KEY_VARIABLE = 'FALCON_LLM_API_KEY';
/** Parses argv into the same raw options the action reads from its inputs, then runs the command. */
async function main(argv, env, cwd) {
    const streams = {
        out: (line = '') => void process.stdout.write(`${line}\n`),
        err: (line) => void process.stderr.write(`${line}\n`),
    };
    const parsed = parse(argv);
    if ('problem' in parsed) {
        streams.err(`falcon: ${parsed.problem}`);
        return EXIT_INPUT_ERROR;
    }
    const { command, args, values } = parsed;
    if (values['version'])
        return (streams.out(packageJson.version), EXIT_PASSED);
    if (values['help']) {
        const spec = parsed.named ? commandSpec(command) : undefined;
        streams.out(spec ? commandHelp(spec) : globalHelp(packageJson.version));
        return EXIT_PASSED;
    }
    const plain = Boolean(values['no-color']);
    const errorStyle = createStyle(!plain && wantsColor(process.stderr, env));
    if (command === 'completion')
        return completion(args, streams);
    const raw = {};
    for (const name of OPTION_NAMES) {
        const value = values[name];
        if (typeof value === 'string')
            raw[name] = value;
    }
    const key = await modelKey(values, env, cwd, streams, errorStyle);
    if (key instanceof InputError)
        return reportInputError(key, errorStyle);
    if (key !== undefined)
        raw['llm-api-key'] = key;
    // `falcon baseline save <name>` names the baseline as --baseline would, and is checked the same way.
    if (command === 'baseline' && args[1] !== undefined)
        raw.baseline = args[1];
    if (command === 'merge') {
        if (args.length === 0) {
            streams.err('falcon: merge needs the shard results, e.g. falcon merge shards/*.json');
            return EXIT_INPUT_ERROR;
        }
        raw.merge = args.join('\n');
    }
    // The JSON result on stdout: everything else a run prints goes to stderr.
    const jsonToStdout = raw.json === STDOUT_PATH;
    if (jsonToStdout && command !== 'run' && command !== 'merge')
        delete raw.json;
    let options;
    try {
        options = resolveOptions(raw, cwd, (name) => `--${name}`);
    }
    catch (error) {
        return reportInputError(error, errorStyle);
    }
    if (values['last-failed'])
        options = { ...options, lastFailed: true };
    const resultStream = jsonToStdout ? process.stderr : process.stdout;
    const style = createStyle(!plain && wantsColor(resultStream, env));
    const output = {
        out: streams.out,
        error: streams.err,
        warning: (message) => streams.err(errorStyle.yellow(`warning: ${message}`)),
        ...(typeof values['json'] === 'string' && command !== 'run' && command !== 'merge'
            ? { json: (value) => emitJson(value, values['json'], cwd, streams) }
            : {}),
    };
    try {
        if (command === 'init')
            return await init(values, raw, options, env, cwd, output, streams);
        if (command === 'validate') {
            const { validateCommand } = await import('./validate-command.js');
            return await validateCommand(options, env, output);
        }
        if (command !== 'run' && command !== 'merge') {
            const { storeCommand } = await import('./commands.js');
            return await storeCommand(command, args, options, env, output, (errors) => reportInputError(errors, errorStyle));
        }
    }
    catch (error) {
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
    const { runPipeline } = await import('./pipeline.js').then(n => n.m);
    const cancellation = cancelOnSignals((message) => streams.err(errorStyle.yellow(message)));
    try {
        const result = await runPipeline(options, { env, publisher, signal: cancellation.signal });
        if (result.outputs.jsonText !== undefined)
            process.stdout.write(result.outputs.jsonText);
        return result.exitCode;
    }
    finally {
        cancellation.dispose();
    }
}
/** argv as a command, its positional arguments and its flags; or what is wrong with it, in one line. */
function parse(argv) {
    let parsed;
    try {
        parsed = builtin.parseArgs({
            args: argv,
            allowPositionals: true,
            strict: true,
            options: Object.fromEntries(FLAGS.map((flag) => [
                flag.name,
                {
                    type: flag.value ? 'string' : 'boolean',
                    ...(flag.short ? { short: flag.short } : {}),
                },
            ])),
        });
    }
    catch (error) {
        return { problem: flagProblem(error, argv) };
    }
    const { values, positionals } = parsed;
    const word = positionals[0];
    const command = (word ?? 'run');
    if (!COMMAND_NAMES.includes(command)) {
        const near = didYouMean(word, COMMAND_NAMES);
        return {
            problem: `unknown command '${word}'${near ? `; did you mean '${near}'?` : ''} ('falcon --help' lists the commands)`,
        };
    }
    const spec = commandSpec(command);
    const args = positionals.slice(1);
    if (args.length > spec.maxArgs) {
        return {
            problem: `'falcon ${command}' takes ${spec.maxArgs === 0 ? 'no arguments' : `at most ${spec.maxArgs}`}, not '${args.join(' ')}' (usage: falcon ${command} ${spec.usage})`,
        };
    }
    for (const flag of FLAGS) {
        if (values[flag.name] === undefined || takesFlag(flag, command))
            continue;
        const owners = flag.commands === 'all' ? [] : flag.commands.map((name) => `falcon ${name}`);
        return {
            problem: `--${flag.name} is not an option of 'falcon ${command}'; it belongs to ${owners.join(', ')}`,
        };
    }
    return { command, named: word !== undefined, args, values };
}
/** An unknown or malformed flag, in words, with the flag it was probably meant to be. */
function flagProblem(error, argv) {
    const message = messageOf(error);
    const unknown = /Unknown option '(-{1,2})([^']+)'/.exec(message);
    const command = argv.find((word) => !word.startsWith('-'));
    const hint = `run 'falcon ${command && COMMAND_NAMES.includes(command) ? `${command} ` : ''}--help' for the options`;
    if (unknown) {
        const near = didYouMean(unknown[2], FLAGS.filter((flag) => !flag.hidden).map((flag) => flag.name));
        return `unknown option '${unknown[1]}${unknown[2]}'${near ? `; did you mean '--${near}'?` : ''} (${hint})`;
    }
    const missing = /Option '(?:-\w, )?--([\w-]+) <value>' argument missing/.exec(message);
    if (missing)
        return `--${missing[1]} needs a value (${hint})`;
    return `${message.split('\n')[0]} (${hint})`;
}
/**
 * The model endpoint's key: from `--llm-api-key-file`, then `--llm-api-key` (with a warning: other
 * processes can read a command line), then FALCON_LLM_API_KEY. Undefined when none is given, so
 * config.yaml's key applies.
 */
async function modelKey(values, env, cwd, streams, style) {
    const file = values['llm-api-key-file'];
    if (typeof file === 'string') {
        try {
            const key = (await builtin$1.readFile(builtin$2.resolve(cwd, file), 'utf8')).trim();
            if (key)
                return key;
            return new InputError(`--llm-api-key-file: ${file} is empty`, undefined, "put the model endpoint's key in it");
        }
        catch (error) {
            return new InputError(`--llm-api-key-file: cannot read ${file} (${error.code ?? messageOf(error)})`, undefined, "give a file holding the model endpoint's key");
        }
    }
    if (typeof values['llm-api-key'] === 'string') {
        streams.err(style.yellow(`warning: --llm-api-key puts the key where every process of this machine can read it (ps, /proc/<pid>/cmdline); set ${KEY_VARIABLE} or use --llm-api-key-file instead`));
        return values['llm-api-key'];
    }
    return env[KEY_VARIABLE]?.trim() || undefined;
}
/** `falcon init`: a workspace from a spec. */
async function init(values, raw, options, env, cwd, output, streams) {
    const spec = typeof values['spec'] === 'string' ? values['spec'].trim() : '';
    if (!spec) {
        streams.err('falcon: init needs the spec, e.g. falcon init --spec openapi.yaml');
        return EXIT_INPUT_ERROR;
    }
    const { initCommand } = await import('./init-command.js');
    return initCommand({ spec, force: Boolean(values['force']), baseUrl: raw['base-url']?.trim() }, { workspace: options.workspace, repoRoot: cwd, env }, output);
}
function completion(args, streams) {
    const shell = args[0];
    if (!SHELLS.includes(shell)) {
        streams.err(`falcon: completion needs a shell: ${SHELLS.join(', ')}, e.g. falcon completion bash`);
        return EXIT_INPUT_ERROR;
    }
    process.stdout.write(completionScript(shell));
    return EXIT_PASSED;
}
/** A command's JSON result, to stdout (`-`) or a file. */
function emitJson(value, target, cwd, streams) {
    const text = `${JSON.stringify(value, null, 2)}\n`;
    if (target === STDOUT_PATH)
        process.stdout.write(text);
    else {
        builtin$3.writeFileSync(builtin$2.resolve(cwd, target), text);
        streams.err(`json: ${target}`);
    }
}
/** How to run the failing flows again: from the history when it is kept, else by name. */
function rerunHint(options, failing) {
    if (options.history !== 'off')
        return 'falcon run --last-failed';
    const workspace = builtin$2.relative(options.repoRoot, options.workspace) || '.';
    const files = failing.map((result) => builtin$2.relative(workspace, result.file).replace(/^flows\//, ''));
    return `falcon run --flows '${files.join(',')}'`;
}
function reportInputError(error, style) {
    const errors = error instanceof InputErrors ? error.errors : inputErrorsOf(error);
    if (!errors)
        throw error;
    formatInputErrors(errors, style).forEach((line) => process.stderr.write(`${line}\n`));
    return EXIT_INPUT_ERROR;
}

export { main };
