/**
 * The CLI as a process, run from its sources: what a user's shell sees (exit code, stdout and
 * stderr apart, signals), without building the bundle first.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');
const HOOKS = path.join(ROOT, '__tests__/__fixtures__/module-probe/hooks.js');

export interface CliExit {
  code: number | null;
  stdout: string;
  stderr: string;
}

export interface CliOptions {
  cwd: string;
  /** The whole environment of the process besides PATH (default NO_COLOR=1). */
  env?: Record<string, string>;
}

/**
 * The longest a CLI process of a test may live: a test that fails before it ends the process it
 * started would otherwise leave it running (a load phase, a retry delay) and the test run with it.
 */
const CLI_LIFETIME_MS = 120_000;

export interface StartedCli {
  child: ChildProcess;
  exited: Promise<CliExit>;
  /** What it printed so far, stdout then stderr. */
  output: () => string;
}

/** Starts `falcon <args>`; `exited` resolves with its output once it ends. */
export function startCli(args: string[], options: CliOptions): StartedCli {
  const child = spawn(
    process.execPath,
    ['--experimental-transform-types', '--no-warnings', '--import', HOOKS, path.join(ROOT, 'src/cli-main.ts'), ...args],
    {
      cwd: options.cwd,
      env: { PATH: process.env['PATH'] ?? '', ...(options.env ?? { NO_COLOR: '1' }) },
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: CLI_LIFETIME_MS,
      killSignal: 'SIGKILL',
    },
  );
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<CliExit>((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })));
  return { child, exited, output: () => stdout + stderr };
}

/** Runs `falcon <args>` to its end. */
export function runCli(args: string[], options: CliOptions): Promise<CliExit> {
  return startCli(args, options).exited;
}
