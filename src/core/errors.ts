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
 * A problem with what the user gave us (a flow, the spec, the config, an input).
 * It is reported as one line naming the place and what to do, never as a stack trace,
 * and it makes the run exit with code 2.
 */
export class InputError extends Error {
  override readonly name = 'InputError';
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
export class InputErrors extends Error {
  override readonly name = 'InputErrors';
  constructor(readonly errors: readonly InputError[]) {
    super(errors.map((error) => error.describe()).join('\n'));
  }
}

/** Collects input errors instead of stopping at the first one. */
export class ErrorCollector {
  readonly errors: InputError[] = [];

  add(error: InputError): void {
    this.errors.push(error);
  }

  /** Runs `work`; an InputError (or a batch of them) it throws is collected, anything else propagates. */
  attempt<T>(work: () => T): T | undefined {
    try {
      return work();
    } catch (error) {
      if (error instanceof InputError) this.add(error);
      else if (error instanceof InputErrors) this.errors.push(...error.errors);
      else throw error;
      return undefined;
    }
  }

  throwIfAny(): void {
    if (this.errors.length > 0) throw new InputErrors(this.errors);
  }
}
