const version = "0.1.0";
const engines = {
	node: ">=22.19"
};
const packageJson = {
	version: version,
	engines: engines};

/** How a run ends, for the shell and for GitHub: the one place these numbers are written. */
/** Every gated flow passed (or nothing was gated). */
const EXIT_PASSED = 0;
/** A gated flow failed or could not run: the merge is blocked. */
const EXIT_GATE_FAILED = 1;
/** The input (a flow, the spec, the config, an option) is wrong: nothing was sent. */
const EXIT_INPUT_ERROR = 2;
/** Falcon CI itself failed: a bug to report, never a verdict on the API. */
const EXIT_BUG = 3;
/**
 * The run was cancelled (Ctrl-C, a cancelled job): 128 + the signal's number, as shells report a
 * process a signal ended. 130 for SIGINT, 143 for SIGTERM; what had run is still reported.
 */
const EXIT_CANCELLED = 130;
const SIGNAL_NUMBERS = { SIGHUP: 1, SIGINT: 2, SIGTERM: 15 };
/** The exit code of a run cancelled by `signal`: 128 + its number (130 when it is not known). */
function cancelledExitCode(signal) {
    const number = signal === undefined ? undefined : SIGNAL_NUMBERS[signal];
    return number === undefined ? EXIT_CANCELLED : 128 + number;
}

export { EXIT_INPUT_ERROR as E, EXIT_BUG as a, EXIT_PASSED as b, cancelledExitCode as c, EXIT_GATE_FAILED as d, packageJson as p };
