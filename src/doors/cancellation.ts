/**
 * Cancelling a run: Ctrl-C, or a cancelled GitHub Actions job (the runner sends SIGINT, then
 * SIGTERM some seconds later, then kills). The first signal aborts the run's signal: flows not yet
 * started are not run, the investigation stops, a service being verified is stopped and its copy
 * removed, and the verdict, reports and outputs are still written. A second signal ends the process
 * at once, with the conventional 128 + signal number.
 */
export interface Cancellation {
  signal: AbortSignal;
  /** Stops listening for the signals. */
  dispose(): void;
}

const EXIT_CODES: Partial<Record<NodeJS.Signals, number>> = { SIGINT: 130, SIGTERM: 143 };

export function cancelOnSignals(say: (message: string) => void): Cancellation {
  const controller = new AbortController();
  const onSignal = (name: NodeJS.Signals): void => {
    if (controller.signal.aborted) process.exit(EXIT_CODES[name] ?? 1);
    say(
      `${name}: cancelling; the verdict, reports and outputs are still written (send ${name} again to stop at once)`,
    );
    controller.abort(new Error(`cancelled by ${name}`));
  };
  const signals: NodeJS.Signals[] = ['SIGINT', 'SIGTERM'];
  for (const name of signals) process.on(name, onSignal);
  return {
    signal: controller.signal,
    dispose: () => {
      for (const name of signals) process.off(name, onSignal);
    },
  };
}
