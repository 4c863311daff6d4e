/**
 * The time a run gives GitHub. A GitHub that never answers would otherwise hold a job for minutes:
 * each call waits for its answer, then retries, and a run makes several calls (the pull request's
 * files, the comment, the review, the history in the Actions cache). Time counts while at least
 * one GitHub call is in flight, waits between its attempts included, so a long run of flows costs
 * none of it. Once it is spent, the calls in flight end and every later one fails at once; a
 * cancelled run ends them the same way. The verdict is written before the first call that could
 * wait (the Actions publisher's `verdict`), so a silent GitHub costs the comment, never the verdict.
 */
import { FalconError, RunCancelled } from '../../core/errors.js';
import type { WarningLog } from '../../core/log.js';

/** What a run gives GitHub in all. */
export const GITHUB_TIME_BUDGET_MS = 60_000;

/** GitHub took all the time a run gives it: the call was ended, or never made. */
export class GitHubTimeSpent extends FalconError {
  override readonly name = 'GitHubTimeSpent';
  readonly code = 'FALCON_GITHUB_TIMEOUT';
  constructor(readonly limitMs: number) {
    super(`no time left for GitHub in this run (${limitMs / 1000} s in all)`);
  }
}

export interface GitHubBudgetOptions {
  /** Default GITHUB_TIME_BUDGET_MS. */
  limitMs?: number;
  /** The run's cancellation: once aborted, GitHub calls end and are not made. */
  signal?: AbortSignal;
  /** Told once, when the budget runs out. */
  log?: WarningLog;
}

export class GitHubBudget {
  readonly limitMs: number;
  private spentMs = 0;
  private inFlight = 0;
  private since = 0;
  private timer: NodeJS.Timeout | undefined;
  private readonly controller = new AbortController();

  constructor(private readonly options: GitHubBudgetOptions = {}) {
    this.limitMs = options.limitMs ?? GITHUB_TIME_BUDGET_MS;
    const cancel = options.signal;
    if (cancel?.aborted) this.controller.abort(cancel.reason);
    else cancel?.addEventListener('abort', () => this.controller.abort(cancel.reason), { once: true });
  }

  /** Aborted once the budget is spent or the run cancelled; its reason says which. */
  get signal(): AbortSignal {
    return this.controller.signal;
  }

  /** True once no GitHub call may be made any more. */
  get over(): boolean {
    return this.controller.signal.aborted;
  }

  /** True once the run was cancelled (rather than the budget spent). */
  get cancelled(): boolean {
    return this.signal.reason instanceof RunCancelled;
  }

  /** What is left, in milliseconds. */
  remainingMs(): number {
    if (this.over) return 0;
    const running = this.inFlight > 0 ? performance.now() - this.since : 0;
    return Math.max(0, this.limitMs - this.spentMs - running);
  }

  /**
   * Runs one GitHub call against the budget: it gets the budget's signal, and its promise is given
   * up on (rejected with why) when the budget runs out or the run is cancelled, even when the work
   * itself cannot be stopped.
   */
  async track<T>(work: (signal: AbortSignal) => Promise<T>): Promise<T> {
    if (this.over) throw this.signal.reason;
    this.begin();
    let onAbort: (() => void) | undefined;
    const ended = new Promise<never>((_, reject) => {
      onAbort = () => reject(this.signal.reason);
      this.signal.addEventListener('abort', onAbort, { once: true });
    });
    try {
      return await Promise.race([work(this.signal), ended]);
    } finally {
      this.signal.removeEventListener('abort', onAbort!);
      this.end();
    }
  }

  private begin(): void {
    if (this.inFlight++ > 0) return;
    this.since = performance.now();
    // Never holds the process open: a call in flight does that while it is awaited.
    this.timer = setTimeout(() => this.runOut(), this.limitMs - this.spentMs).unref();
  }

  private end(): void {
    if (--this.inFlight > 0) return;
    this.spentMs += performance.now() - this.since;
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  private runOut(): void {
    if (this.over) return;
    this.options.log?.warning(
      `GitHub did not answer within the ${this.limitMs / 1000} s a run gives it: Falcon CI stopped waiting and makes no more GitHub calls in this run; the verdict stands.`,
    );
    this.controller.abort(new GitHubTimeSpent(this.limitMs));
  }
}
