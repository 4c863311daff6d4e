import module from 'node:module';
import { EXIT_BUG } from './core/exit-codes.js';

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
