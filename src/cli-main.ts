// First: on a Node too old to run the rest, this says so and stops.
import './doors/node-version.js';
import module from 'node:module';
import v8 from 'node:v8';
import { EXIT_BUG } from './core/exit-codes.js';

// V8 lets the young generation grow to 64 MB twice over while a run builds its flows and results,
// and that space stays with the process: a flow of 20,000 steps peaked at 350 MB. Kept at its
// first size, the young generation is collected more often, each time cheaply, and the same run
// peaks near 220 MB in the same time. (The size limits are read once, when V8 starts; the growth
// factor is read at each growth, so it can still be set here.)
v8.setFlagsFromString('--semi-space-growth-factor=1');

// Node keeps the bundle's compiled code on disk (its compile cache, in the temporary folder unless
// NODE_COMPILE_CACHE says where; NODE_DISABLE_COMPILE_CACHE=1 turns it off), so a second run skips
// parsing and compiling it. Enabled before the CLI is imported, so the CLI is cached too.
module.enableCompileCache?.();
const { main } = await import('./doors/cli.js');

// A reader that stops early (`falcon history | head`) closes the pipe. What was left to print has
// no reader, but the run goes on to its verdict, reports and exit code; only that error is dropped.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code !== 'EPIPE') throw error;
});

// The bundle's entry: kept apart from cli.ts so tests can import `main` without running it.
main(process.argv.slice(2), process.env, process.cwd()).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(
      `falcon: unexpected error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\nThis is a bug in Falcon CI; please report it with the lines above.\n`,
    );
    process.exitCode = EXIT_BUG;
  },
);
