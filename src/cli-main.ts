import { EXIT_BUG } from './core/exit-codes.js';
import { main } from './doors/cli.js';

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
