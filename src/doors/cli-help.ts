/**
 * The CLI's help, the help of each command, and its shell completion scripts, all made from the
 * tables of cli-spec.ts, so a flag added there is parsed, explained and completed at once.
 */
import { COMMANDS, FLAGS, flagsOf, type CommandName, type CommandSpec, type FlagSpec } from './cli-spec.js';

const EXIT_CODES =
  'Exit codes: 0 passed, 1 gate failed, 2 configuration or input error (nothing was sent),\n' +
  '3 unexpected error, 130/143 cancelled (SIGINT/SIGTERM).';

const ENVIRONMENT = [
  'Environment:',
  "  FALCON_LLM_API_KEY  the model endpoint's key (keeps it off the command line)",
  '  NO_COLOR=1          plain output; FORCE_COLOR=1 colours even when not on a terminal, FORCE_COLOR=0 never',
  '  FALCON_MAX_BODY_MB  response bytes kept per request (default 16)',
].join('\n');

/** `falcon --help`: the commands, and how to learn more about each. */
export function globalHelp(version: string): string {
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
export function commandHelp(command: CommandSpec): string {
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

function flagLines(flags: readonly FlagSpec[]): string[] {
  const left = (flag: FlagSpec): string =>
    `${flag.short ? `-${flag.short}, ` : ''}--${flag.name}${flag.value ? ` ${flag.value}` : ''}`;
  const width = Math.max(23, ...flags.map((flag) => left(flag).length));
  return flags.map((flag) => `  ${left(flag).padEnd(width)}  ${flag.help}`);
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export const SHELLS = ['bash', 'zsh', 'fish'] as const;
export type Shell = (typeof SHELLS)[number];

/** The completion script for `shell`: commands, each command's flags, and the values some take. */
export function completionScript(shell: Shell): string {
  const commands = COMMANDS.map((command) => command.name);
  const shown = (name: CommandName): FlagSpec[] => flagsOf(name).filter((flag) => !flag.hidden);
  if (shell === 'fish') return fishScript(commands, shown);
  if (shell === 'zsh') return zshScript(commands, shown);
  return bashScript(commands, shown);
}

function bashScript(commands: CommandName[], shown: (name: CommandName) => FlagSpec[]): string {
  const cases = commands.map(
    (name) =>
      `    ${name}) flags="${shown(name)
        .map((flag) => `--${flag.name}`)
        .join(' ')}" ;;`,
  );
  const valued = FLAGS.filter((flag) => flag.choices && !flag.hidden).map(
    (flag) =>
      `    --${flag.name}) COMPREPLY=( $(compgen -W "${flag.choices!.join(' ')}" -- "$cur") ); return ;;`,
  );
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

function zshScript(commands: CommandName[], shown: (name: CommandName) => FlagSpec[]): string {
  const quote = (text: string): string => text.replace(/'/g, "'\\''").replace(/[[\]:]/g, '\\$&');
  const spec = (flag: FlagSpec): string => {
    const action = flag.choices
      ? `:${flag.name}:(${flag.choices.join(' ')})`
      : flag.file
        ? `:${flag.name}:_files`
        : flag.value
          ? `:${flag.name}: `
          : '';
    return `'--${flag.name}[${quote(flag.help)}]${action}'`;
  };
  const cases = commands.map(
    (name) =>
      `    (${name})\n      _arguments ${shown(name).map(spec).join(' \\\n        ')}${name === 'completion' ? " \\\n        '1:shell:(bash zsh fish)'" : ''}\n      ;;`,
  );
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

function fishScript(commands: CommandName[], shown: (name: CommandName) => FlagSpec[]): string {
  const quote = (text: string): string => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
  const lines = ['# fish completion for falcon (falcon completion fish)', 'for cmd in falcon falcon-ci'];
  lines.push(`  complete -c $cmd -f`);
  for (const command of COMMANDS) {
    lines.push(
      `  complete -c $cmd -n "not __fish_seen_subcommand_from ${commands.join(' ')}" -a ${command.name} -d ${quote(command.summary)}`,
    );
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
      lines.push(
        `  complete -c $cmd -n "__fish_seen_subcommand_from ${name}" -l ${flag.name}${flag.short ? ` -s ${flag.short}` : ''}${takes} -d ${quote(flag.help)}`,
      );
    }
  }
  lines.push(`  complete -c $cmd -n "__fish_seen_subcommand_from completion" -a '${SHELLS.join(' ')}'`);
  lines.push('end', '');
  return lines.join('\n');
}
