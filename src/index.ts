import { EXIT_BUG } from './core/exit-codes.js';
import * as core from '@actions/core';
import { runAction } from './doors/action.js';

// GitHub runs this file. Everything lives in action.ts so tests can call runAction directly.
runAction().then(
  (code) => {
    // Everything is written by now. A call the run gave up on (a GitHub or cache request past the
    // run's time for GitHub) may still hold a socket open; the job does not wait for it.
    process.exit(code);
  },
  (error: unknown) => {
    core.setFailed(
      `Falcon CI hit an unexpected error (a bug; please report it): ${error instanceof Error ? error.message : String(error)}`,
    );
    if (error instanceof Error && error.stack) core.info(error.stack);
    process.exitCode = EXIT_BUG;
  },
);
