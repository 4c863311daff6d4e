/** How a run ends, for the shell and for GitHub: the one place these numbers are written. */

/** Every gated flow passed (or nothing was gated). */
export const EXIT_PASSED = 0;
/** A gated flow failed or could not run: the merge is blocked. */
export const EXIT_GATE_FAILED = 1;
/** The input (a flow, the spec, the config, an option) is wrong: nothing was sent. */
export const EXIT_INPUT_ERROR = 2;
/** Falcon CI itself failed: a bug to report, never a verdict on the API. */
export const EXIT_BUG = 3;
