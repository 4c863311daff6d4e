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
  /** The fix was tried against the patched service: a target still fails, or a gated flow newly fails. */
  | { status: 'failed'; stillFailing: string[]; newlyFailing: string[]; reason: string; log?: string }
  /** Verification could not be attempted (no start command, patch does not apply, …). */
  | { status: 'not_run'; reason: string };

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
}

export type ReviewSeverity = 'critical' | 'major' | 'minor';

export interface FixReview {
  approved: boolean;
  /** 1 − (0.4·critical + 0.2·major + 0.1·minor), at least 0. */
  score: number;
  issues: Array<{ severity: ReviewSeverity; message: string }>;
  iterations: number;
}

/** A fix's change to one file that is not a suggestion, for the summary comment to show as a diff. */
export interface OutsideDiff {
  proposal: Proposal;
  /** The file's patch, reduced to the hunks that did not become suggestions. */
  file: FilePatch;
  reason: string;
}
