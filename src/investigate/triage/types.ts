import type { FlowType } from '../../core/modes.js';

/**
 * What kind of failure a finding is. The order of precedence (most fundamental first) is
 * unreachable > timeout > flow > status > contract > assertion > latency: a server that cannot be
 * reached explains every check after it, a wrong status explains a body that does not fit.
 */
export type FailureKind =
  'unreachable' | 'timeout' | 'status' | 'contract' | 'latency' | 'assertion' | 'flow';

/** The family a frame was read as; `other` for a language no family reader knows (read by the generic reader). */
export type StackLanguage =
  'python' | 'node' | 'go' | 'java' | 'ruby' | 'php' | 'dotnet' | 'rust' | 'elixir' | 'other';

/** One stack frame of the API's own code, as a file and line a reviewer can open. */
export interface CodeLocation {
  /** As written in the trace (slashes forward), or the repository path once mapped to it. */
  file: string;
  /** Named by its repository path: the file exists in the checkout. */
  mapped?: boolean;
  /** Every repository path the trace's path fits equally well (a monorepo's copies); `file` is the first. */
  candidates?: string[];
  line: number;
  function?: string;
  language: StackLanguage;
  /** The line falls inside one of the PR's diff hunks; undefined without a diff. */
  inDiff?: boolean;
  /** The file is among the PR's changed files; undefined without a diff. */
  changed?: boolean;
}

/** What the API said about its own failure: the message, the error's type, the fields it blamed. */
export interface ErrorContext {
  message?: string;
  /** An exception class, an error code or a problem type URI. */
  type?: string;
  /** Field (or JSON path) → what was wrong with it. */
  fields?: Record<string, unknown>;
}

export interface Finding {
  /** The flow file, relative to the repository. */
  flow: string;
  flowName: string;
  type: FlowType;
  /** The step's name; `load` for a load threshold. */
  step: string;
  /** YAML line of the check that decided the kind (else the step). */
  line: number;
  kind: FailureKind;
  summary: string;
  /** Every failing check as `name: expected X, got Y`, the step's error, and schema violations. */
  details: string[];
  error?: ErrorContext;
  locations: CodeLocation[];
}

/** A file of the pull request, as the PR files API lists it. */
export interface ChangedFile {
  path: string;
  /** New-file line ranges of the diff hunks (see parseUnifiedDiffHunks). */
  hunks?: Array<{ start: number; end: number }>;
}
