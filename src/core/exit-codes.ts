/** How a run ends, for the shell and for GitHub: the one place these numbers are written. */

/** Every gated flow passed (or nothing was gated). */
export const EXIT_PASSED = 0;
/** A gated flow failed or could not run: the merge is blocked. */
export const EXIT_GATE_FAILED = 1;
/** The input (a flow, the spec, the config, an option) is wrong: nothing was sent. */
export const EXIT_INPUT_ERROR = 2;
/** Falcon CI itself failed: a bug to report, never a verdict on the API. */
export const EXIT_BUG = 3;
/**
 * The run was cancelled (Ctrl-C, a cancelled job): 128 + the signal's number, as shells report a
 * process a signal ended. 130 for SIGINT, 143 for SIGTERM; what had run is still reported.
 */
export const EXIT_CANCELLED = 130;

const SIGNAL_NUMBERS: Readonly<Record<string, number>> = { SIGHUP: 1, SIGINT: 2, SIGTERM: 15 };

/** The exit code of a run cancelled by `signal`: 128 + its number (130 when it is not known). */
export function cancelledExitCode(signal: string | undefined): number {
  const number = signal === undefined ? undefined : SIGNAL_NUMBERS[signal];
  return number === undefined ? EXIT_CANCELLED : 128 + number;
}
