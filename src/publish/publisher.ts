/**
 * Where a run tells people what happened: the console (CLI) or GitHub (the action). The pipeline
 * calls a Publisher as the run goes and, as its last stage, hands it the whole run. Every method is
 * optional, so a caller (a test, a tool) listens only to what it needs.
 */
import type { InputError } from '../core/errors.js';
import type { Log } from '../core/log.js';
import type { CancelledRun, FlowResult, Regression } from '../core/results.js';
import type { Flow } from '../flows/types.js';
import type { GateResult } from '../gate.js';
import type { Redactor } from '../http/redact.js';
import type { Investigation } from '../investigate/types.js';
import type { WrittenOutputs } from '../report/outputs.js';
import type { FlakyFlow } from '../store/runs.js';
import type { Workspace } from '../workspace/types.js';

/** The verdict and what decided it: known as soon as the gate has judged, before anything slower. */
export interface DecidedRun {
  results: FlowResult[];
  gate: GateResult;
  regressions: readonly Regression[];
  flaky: readonly FlakyFlow[];
  /** Present when the run was cancelled: what is published is what had run by then. */
  cancelled?: CancelledRun;
}

/** What a run leaves to publish, whether it ran here or its JSON result was handed over. */
export interface PublishedRun extends DecidedRun {
  investigation?: Investigation;
  outputs: WrittenOutputs;
  durationMs: number;
  apiName?: string;
  redactor: Redactor;
}

export interface Publisher {
  workspaceLoaded?(workspace: Workspace, flows: readonly Flow[]): void;
  flowStarted?(flow: Flow): void;
  flowFinished?(result: FlowResult): void;
  warning?(message: string): void;
  /** Where the investigation logs (grouped per turn in CI, live in the CLI). */
  log?: Log;
  /** The run stopped on its input before any request. */
  inputErrors?(errors: readonly InputError[]): void;
  /**
   * The gate has judged: called before the investigation, the reports and any call that may wait
   * on GitHub, so what carries the verdict (the action's outputs and failed status) is written
   * first and nothing slow can hold it.
   */
  verdict?(run: DecidedRun): void;
  /** The run's end: verdict, findings and outputs. A failure here is the publisher's to report. */
  publish?(run: PublishedRun): Promise<void>;
}
