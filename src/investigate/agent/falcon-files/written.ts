/** The record of what the agent wrote in this run. */
import type { FalconFileKind } from './paths.js';

export interface WrittenFile {
  kind: FalconFileKind;
  /** Relative to the repository, with `/`. */
  path: string;
  absolute: string;
}

/**
 * The files the agent wrote in this run, shared by the tools that write them and read by the loop:
 * valid reports join the run's reports, and reports or flows written earlier in the run may be
 * rewritten while the user's own may not.
 */
export class WrittenFiles {
  private readonly files = new Map<string, WrittenFile>();

  record(file: WrittenFile): void {
    // Re-inserted so the order is that of the latest write.
    this.files.delete(file.absolute);
    this.files.set(file.absolute, file);
  }

  forget(absolute: string): void {
    this.files.delete(absolute);
  }

  has(absolute: string): boolean {
    return this.files.has(absolute);
  }

  all(): WrittenFile[] {
    return [...this.files.values()];
  }

  /** Repository-relative paths of the reports written, each of which passed ValidateReportContent. */
  reports(): string[] {
    return this.all()
      .filter((file) => file.kind === 'report')
      .map((file) => file.path);
  }
}
