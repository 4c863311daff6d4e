/** How a run ends, for the shell and for GitHub: the one place these numbers are written. */
/** Every gated flow passed (or nothing was gated). */
const EXIT_PASSED = 0;
/** A gated flow failed or could not run: the merge is blocked. */
const EXIT_GATE_FAILED = 1;
/** The input (a flow, the spec, the config, an option) is wrong: nothing was sent. */
const EXIT_INPUT_ERROR = 2;
/** Falcon CI itself failed: a bug to report, never a verdict on the API. */
const EXIT_BUG = 3;

export { EXIT_INPUT_ERROR as E, EXIT_BUG as a, EXIT_PASSED as b, EXIT_GATE_FAILED as c };
