/** Where a problem sits in a user's file, 1-based like every editor shows it. */
export interface SourceLocation {
  file: string;
  line: number;
  column: number;
}

export function formatLocation(location: SourceLocation): string {
  return `${location.file}:${location.line}:${location.column}`;
}

/**
 * Every error Falcon CI raises on purpose. `code` is stable and matchable (`FALCON_INPUT`,
 * `FALCON_HTTP_TIMEOUT`, …; docs/architecture.md lists them), so callers branch on the code, never
 * on the class name or the message. Anything that is not a FalconError is a bug (exit code 3).
 */
export abstract class FalconError extends Error {
  abstract readonly code: string;
}

/**
 * A problem with what the user gave us (a flow, the spec, the config, an input).
 * It is reported as one line naming the place and what to do, never as a stack trace,
 * and it makes the run exit with code 2.
 */
export class InputError extends FalconError {
  override readonly name = 'InputError';
  readonly code = 'FALCON_INPUT';
  constructor(
    message: string,
    readonly location?: SourceLocation,
    /** What the user can do about it, in one sentence. */
    readonly hint?: string,
  ) {
    super(message);
  }

  /** `file:line:column: message (hint)` — the one-line form users and annotations see. */
  describe(): string {
    const place = this.location ? `${formatLocation(this.location)}: ` : '';
    return `${place}${this.message}${this.hint ? ` — ${this.hint}` : ''}`;
  }
}

/** Every input problem found while loading, so a user fixes them all in one pass. */
export class InputErrors extends FalconError {
  override readonly name = 'InputErrors';
  readonly code = 'FALCON_INPUT';
  constructor(readonly errors: readonly InputError[]) {
    super(errors.map((error) => error.describe()).join('\n'));
  }
}

/** The input problems an error stands for, or undefined when it is no input error. */
export function inputErrorsOf(error: unknown): readonly InputError[] | undefined {
  if (error instanceof InputErrors) return error.errors;
  if (error instanceof InputError) return [error];
  return undefined;
}

/**
 * Collects input errors instead of stopping at the first one, so a user fixes them all in one pass.
 * The same problem at the same place counts once: two checks can notice one mistake.
 */
export class ErrorCollector {
  readonly errors: InputError[] = [];
  private readonly seen = new Set<string>();

  add(error: InputError): void {
    const location = error.location;
    const key = `${location ? formatLocation(location) : ''}\u0000${error.message}`;
    if (this.seen.has(key)) return;
    this.seen.add(key);
    this.errors.push(error);
  }

  /** Runs `work`; an InputError (or a batch of them) it throws is collected, anything else propagates. */
  attempt<T>(work: () => T): T | undefined {
    try {
      return work();
    } catch (error) {
      const problems = inputErrorsOf(error);
      if (!problems) throw error;
      problems.forEach((problem) => this.add(problem));
      return undefined;
    }
  }

  /**
   * Every error, grouped by file (in the order files were first named) and by position within each,
   * so a user walks through each file once, top to bottom.
   */
  inFileOrder(): InputError[] {
    const fileOrder = new Map<string, number>();
    for (const error of this.errors) {
      const file = error.location?.file ?? '';
      if (!fileOrder.has(file)) fileOrder.set(file, fileOrder.size);
    }
    return this.errors
      .map((error, index) => ({ error, index }))
      .sort((a, b) => {
        const [x, y] = [a.error.location, b.error.location];
        return (
          (fileOrder.get(x?.file ?? '') ?? 0) - (fileOrder.get(y?.file ?? '') ?? 0) ||
          (x?.line ?? 0) - (y?.line ?? 0) ||
          (x?.column ?? 0) - (y?.column ?? 0) ||
          a.index - b.index
        );
      })
      .map(({ error }) => error);
  }

  /** Throws every error collected, in file order, as one InputErrors. */
  throwIfAny(): void {
    if (this.errors.length > 0) throw new InputErrors(this.inFileOrder());
  }
}

/**
 * Why a run's signal was aborted: the user or the CI cancelled it. Whatever had run is still
 * reported; the run exits with `cancelledExitCode(signal)`.
 */
export class RunCancelled extends FalconError {
  override readonly name = 'RunCancelled';
  readonly code = 'FALCON_CANCELLED';
  constructor(
    /** The signal that cancelled it (`SIGINT`, `SIGTERM`), or undefined when a caller aborted it. */
    readonly signal?: string,
  ) {
    super(signal ? `the run was cancelled (${signal})` : 'the run was cancelled');
  }
}

/** The signal that cancelled a run, from its aborted AbortSignal's reason. */
export function cancelledBy(signal: AbortSignal | undefined): RunCancelled | undefined {
  if (!signal?.aborted) return undefined;
  return signal.reason instanceof RunCancelled ? signal.reason : new RunCancelled();
}
