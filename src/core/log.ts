/**
 * The one log every layer writes to: the console in the CLI, the Actions log in CI, a list in
 * tests. Parts that only warn take the narrower `WarningLog`, so a caller can hand them less.
 */
export interface Log {
  info(message: string): void;
  warning(message: string): void;
  debug?(message: string): void;
  /** A collapsible group (GitHub Actions `::group::`); without it, lines are logged one by one. */
  group?(title: string, lines: string[]): void;
}

/** What code that reports trouble (and may trace) needs of the log. */
export type WarningLog = Pick<Log, 'warning'> & Partial<Pick<Log, 'info' | 'debug'>>;
