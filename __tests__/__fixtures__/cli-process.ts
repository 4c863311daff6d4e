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

/** Starts `falcon <args>`; `exited` resolves with its output once it ends. */
export function startCli(args: string[], options: CliOptions): { child: ChildProcess; exited: Promise<CliExit> } {
  const child = spawn(
    process.execPath,
    ['--experimental-transform-types', '--no-warnings', '--import', HOOKS, path.join(ROOT, 'src/cli-main.ts'), ...args],
    {
      cwd: options.cwd,
      env: { PATH: process.env['PATH'] ?? '', ...(options.env ?? { NO_COLOR: '1' }) },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<CliExit>((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })));
  return { child, exited };
}

/** Runs `falcon <args>` to its end. */
export function runCli(args: string[], options: CliOptions): Promise<CliExit> {
  return startCli(args, options).exited;
}
