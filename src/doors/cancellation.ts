import { RunCancelled } from '../core/errors.js';
import { cancelledExitCode } from '../core/exit-codes.js';

/**
 * Cancelling a run: Ctrl-C, or a cancelled GitHub Actions job (the runner sends SIGINT, then
 * SIGTERM some seconds later, then kills). The first signal aborts the run's signal: requests in
 * flight end at once, flows not yet started are not run, a load phase stops, the investigation
 * stops (a service being verified is stopped and its copy removed), GitHub is not called, and what
 * had run is still reported; the run exits with 128 + the signal's number (130, 143). A second
 * signal ends the process at once with the same code.
 */
export interface Cancellation {
  signal: AbortSignal;
  /** Stops listening for the signals. */
  dispose(): void;
}

const SIGNALS: NodeJS.Signals[] = ['SIGINT', 'SIGTERM', 'SIGHUP'];

export function cancelOnSignals(say: (message: string) => void): Cancellation {
  const controller = new AbortController();
  const onSignal = (name: NodeJS.Signals): void => {
    if (controller.signal.aborted) process.exit(cancelledExitCode(name));
    say(`${name}: cancelling; what has run is still reported (send ${name} again to stop at once)`);
    controller.abort(new RunCancelled(name));
  };
  for (const name of SIGNALS) process.on(name, onSignal);
  return {
    signal: controller.signal,
    dispose: () => {
      for (const name of SIGNALS) process.off(name, onSignal);
    },
  };
}
