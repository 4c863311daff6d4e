/** The state of the GitHub fake, as tests set it up and read it back. */
import type { Side } from './diff.js';

export type DiffEntryStatus =
  'added' | 'removed' | 'modified' | 'renamed' | 'copied' | 'changed' | 'unchanged';

export interface FakeFile {
  filename: string;
  /** Default `modified`. */
  status?: DiffEntryStatus;
  /** The unified-diff hunks GitHub shows for the file; absent for binary or very large files. */
  patch?: string;
  previousFilename?: string;
}

export interface FakePullRequest {
  number: number;
  title?: string;
  body?: string;
  /** Login of the author; default `octocat`. */
  author?: string;
  headSha?: string;
  headRef?: string;
  baseSha?: string;
  baseRef?: string;
  /** The head branch lives in a fork (`head.repo.fork`, a different `full_name`). */
  fromFork?: boolean;
  files?: FakeFile[];
}

export interface FakeIssueComment {
  id: number;
  /** Pull requests are issues: this is the pull request number. */
  issueNumber: number;
  body: string;
  login: string;
  createdAt: string;
  updatedAt: string;
}

export interface FakeReviewComment {
  id: number;
  pullNumber: number;
  reviewId: number;
  commitId: string;
  path: string;
  position: number;
  line?: number;
  side: Side;
  startLine?: number;
  startSide?: Side;
  diffHunk: string;
  body: string;
  login: string;
  createdAt: string;
  updatedAt: string;
}

export type FakeReviewState = 'PENDING' | 'COMMENTED' | 'APPROVED' | 'CHANGES_REQUESTED';

export interface FakeReview {
  id: number;
  pullNumber: number;
  body: string;
  state: FakeReviewState;
  commitId: string;
  login: string;
  /** Absent while the review is pending. */
  submittedAt?: string;
  commentIds: number[];
}

/** A request as the fake received it, with the answer it gave. */
export interface RecordedRequest {
  method: string;
  /** Path without the query string. */
  path: string;
  query: Record<string, string>;
  headers: Record<string, string>;
  /** Parsed JSON, the raw text when it is not JSON, `undefined` without a body. */
  body: unknown;
  operationId?: string;
  status: number;
  responseBody: unknown;
}

export type ViolationKind =
  | 'unknown-route'
  | 'invalid-json'
  | 'invalid-parameters'
  | 'invalid-body'
  | 'unknown-field'
  | 'invalid-response';

/** A request GitHub's description does not allow (or, `invalid-response`, an answer of the fake's own). */
export interface Violation {
  kind: ViolationKind;
  method: string;
  path: string;
  operationId?: string;
  message: string;
}
