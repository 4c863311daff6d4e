/**
 * The CLI's entry as a process: a reader that closes the pipe early (`falcon … | head -1`) leaves
 * the run to finish quietly, with its own exit code and no stack trace.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { makeWorkspace, type TempRepo } from '../__fixtures__/workspace.js';

const ROOT = path.resolve(import.meta.dirname, '../..');
const HOOKS = path.join(ROOT, '__tests__/__fixtures__/module-probe/hooks.js');

let repo: TempRepo | undefined;
afterEach(async () => {
  await repo?.remove();
  repo = undefined;
});

/** Runs the CLI from its sources, reads one chunk of its output, then closes the pipe. */
function closingEarly(args: string[], cwd: string): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      [
        '--experimental-transform-types',
        '--no-warnings',
        '--import',
        HOOKS,
        path.join(ROOT, 'src/cli-main.ts'),
        ...args,
      ],
      { cwd, env: { PATH: process.env['PATH'] ?? '', NO_COLOR: '1' }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.stdout.once('data', () => child.stdout.destroy());
    child.on('close', (code) => resolve({ code, stderr }));
  });
}

it('finishes quietly with its own exit code when the reader of its output goes away', async () => {
  // Enough lines that the CLI is still writing when the pipe closes.
  const flows = Object.fromEntries(
    Array.from({ length: 200 }, (_, index) => [
      `flows/smoke_f${index}.yaml`,
      `steps:\n  - request: { url: 'http://127.0.0.1:1/x' }\n`,
    ]),
  );
  repo = await makeWorkspace({ ...flows, 'config.yaml': 'gate: none\nhistory: off\n' });
  const { code, stderr } = await closingEarly(['run', '--junit', 'off'], repo.root);
  expect(stderr).not.toMatch(/EPIPE|at .*\(.*:\d+:\d+\)|unexpected error/);
  expect(code).toBe(0);
});
