/**
 * Proposed fixes: what the agent's staged writes become at the end of a run. Nothing here writes
 * the working tree; patches are text, verification happens in a scratch worktree.
 */

/** A unified diff of one file, as `git apply` takes it. */
export interface FilePatch {
  path: string;
  diff: string;
  added: number;
  removed: number;
  created: boolean;
}

export type Verification =
  /** The target flows pass against the patched service and no gated flow newly fails. */
  | { status: 'verified'; passed: string[] }
  /**
   * The fix was tried against the patched service: a target still fails, or a gated flow newly
   * fails. `rerun` is what those flows saw (absent when the service did not start); `log` is the
   * tail of what the service printed, redacted.
   */
  | {
      status: 'failed';
      stillFailing: string[];
      newlyFailing: string[];
      reason: string;
      log?: string;
      rerun?: RerunFlow[];
    }
  /** Verification could not be attempted (no start command, patch does not apply, …). */
  | { status: 'not_run'; reason: string };

/** What the re-run against the patched service saw of one flow that did not pass. */
export interface RerunFlow {
  file: string;
  /** `target`: the fix should have made it pass; `gated`: it passed before the fix and fails with it. */
  role: 'target' | 'gated';
  /** Its failing steps, as the run's own failure report shows them (redacted the same way). */
  steps: RerunStep[];
}

export interface RerunStep {
  id: string;
  line: number;
  /** `GET /books?limit=2`: the method and the path of the request. */
  request?: string;
  /** The answer's status. */
  status?: number;
  /** The start of the answer's body. */
  body?: string;
  /** The checks that failed. */
  checks: Array<{ name: string; expected: string; actual: string; detail?: string }>;
  /** What happened in place of an answer (a refused connection, a timeout). */
  error?: string;
}

export interface Proposal {
  /** Stable fingerprint of the change (hash of paths and diffs): re-runs recognise their own proposals. */
  id: string;
  title: string;
  /** Why, in the agent's words. */
  rationale: string;
  files: FilePatch[];
  /** Flow files (repository-relative) the fix should make pass. */
  targetFlows: string[];
  verification: Verification;
  /** Repository-relative path of the written patch file, e.g. `.falcon/fixes/<id>.patch`. */
  patchFile?: string;
  /** The coach's review (adversarial core): only an approved fix may become a suggestion. */
  review?: FixReview;
  /** Added lines that do more than the failure explains (risk.ts): never a one-click suggestion. */
  risks?: RiskFlag[];
}

export type ReviewSeverity = 'critical' | 'major' | 'minor';

export interface FixReview {
  approved: boolean;
  /** 1 − (0.4·critical + 0.2·major + 0.1·minor), at least 0. */
  score: number;
  issues: Array<{ severity: ReviewSeverity; message: string }>;
  iterations: number;
}

/** One try of a core that fixes, verifies and tries again: what was tried and what verification saw. */
export interface FixAttempt {
  /** 1 for the first attempt. */
  number: number;
  /** The files it changed. */
  files: Array<{ path: string; added: number; removed: number }>;
  /**
   * What became of it: verified, failed or not run, or `repeated` when it staged the very change
   * an earlier attempt had tried (then it was not verified again, and the core stopped).
   */
  outcome: Verification['status'] | 'repeated';
  /** What verification saw, in one line (its first failing check), or why it did not run. */
  detail?: string;
  /** The run's proposals are this attempt's: it is what the comment and suggestions show. */
  posted: boolean;
  /** The coach's review of it (adversarial core). */
  review?: Pick<FixReview, 'approved' | 'score' | 'issues'>;
}

/** A fix's change to one file that is not a suggestion, for the summary comment to show as a diff. */
export interface OutsideDiff {
  proposal: Proposal;
  /** The file's patch, reduced to the hunks that did not become suggestions. */
  file: FilePatch;
  reason: string;
}

/** What a flagged line adds, in the words a reviewer reads. */
export type RiskKind =
  | 'a new network call'
  | 'a new process'
  | 'code run from a string'
  | 'a read of credentials or the environment'
  | 'an obfuscated string';

export interface RiskFlag {
  path: string;
  /** The line in the new file. */
  line: number;
  kind: RiskKind;
  /** The added line, trimmed and cut. */
  text: string;
}
