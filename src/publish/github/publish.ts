/**
 * Whether and how the sticky comment is posted. Commenting is a courtesy to reviewers: whatever
 * GitHub answers (a fork's read-only token, a missing permission, an outage), this logs one warning
 * and returns; it never throws, so it can never change the gate's verdict or the exit code.
 */
import type { Verdict } from '../../gate.js';
import { COMMENT_LIMIT, SUMMARY_MARKER } from '../../report/render/summary.js';
import { messageOf } from '../../util/text.js';
import type { GitHubClient } from './client.js';
import type { PullRequestContext } from './context.js';
import { explainGitHubError } from './errors.js';
import {
  findStickyComment,
  updateStickyComment,
  upsertStickyComment,
  type CommentTarget,
  type StickyResult,
} from './sticky-comment.js';
import type { WarningLog } from '../../core/log.js';
import type { CommentMode } from '../../core/modes.js';

export interface PublishInput {
  /** Undefined when no token was given. */
  octokit: GitHubClient | undefined;
  pullRequest: PullRequestContext | undefined;
  /** The comment, from `renderSummary(…, { limit: COMMENT_LIMIT, marker: SUMMARY_MARKER })`. */
  body: string;
  mode: CommentMode;
  verdict: Verdict;
  log: WarningLog;
  /** Default `SUMMARY_MARKER`. */
  marker?: string;
  /** The login whose marked comment is preferred; default `github-actions[bot]`. */
  login?: string;
}

export interface PublishOutcome {
  status: 'created' | 'updated' | 'unchanged' | 'skipped' | 'failed';
  /** Why it was skipped or failed, in a sentence. */
  reason?: string;
  /** The comment on github.com, when there is one. */
  url?: string;
}

const FALLBACK = 'The results are in the job summary and the annotations; the gate verdict stands.';

export async function publishComment(input: PublishInput): Promise<PublishOutcome> {
  try {
    return await publish(input);
  } catch (error) {
    // Only a throwing log callback gets here; the promise holds anyway.
    return { status: 'failed', reason: `Falcon CI could not comment: ${messageOf(error)}` };
  }
}

async function publish(input: PublishInput): Promise<PublishOutcome> {
  const { pullRequest, mode, verdict, log } = input;
  const marker = input.marker ?? SUMMARY_MARKER;
  const skip = (reason: string, level: 'debug' | 'info' | 'warning'): PublishOutcome => {
    if (level === 'warning') log.warning(reason);
    else log[level]?.(reason);
    return { status: 'skipped', reason };
  };

  if (mode === 'off') return skip('No pull request comment: commenting is off.', 'debug');
  if (!pullRequest) return skip('No pull request comment: this run is not for a pull request.', 'debug');
  const where = `pull request #${pullRequest.number}`;
  if (pullRequest.isFork && pullRequest.event === 'pull_request') {
    return skip(
      `Falcon CI does not comment on ${where}: it comes from a fork, and GitHub gives such runs a read-only token. ${FALLBACK}`,
      'warning',
    );
  }
  if (!input.octokit) {
    return skip(
      `Falcon CI cannot comment on ${where}: no GitHub token was given (the github-token input). ${FALLBACK}`,
      'warning',
    );
  }

  const body = input.body.includes(marker) ? input.body : `${marker}\n${input.body}`;
  const characters = [...body].length;
  if (characters > COMMENT_LIMIT) {
    const reason = `Falcon CI did not comment on ${where}: the comment has ${characters} characters, over GitHub's ${COMMENT_LIMIT}; render it with renderSummary and limit COMMENT_LIMIT. ${FALLBACK}`;
    log.warning(reason);
    return { status: 'failed', reason };
  }

  const target: CommentTarget = {
    owner: pullRequest.owner,
    repo: pullRequest.repo,
    issue_number: pullRequest.number,
  };
  const options = input.login ? { login: input.login } : {};
  try {
    let result: StickyResult;
    if (mode === 'on-failure' && verdict === 'pass') {
      // Nothing to report unless an earlier failing run left a comment: that one is rewritten with
      // the passing summary, so the pull request does not keep showing a failure that is gone.
      const existing = await findStickyComment(input.octokit, target, marker, options);
      if (!existing) return skip(`No pull request comment: the gate passed (comment: on-failure).`, 'info');
      result = await updateStickyComment(input.octokit, target, existing, body);
    } else {
      result = await upsertStickyComment(input.octokit, target, body, marker, options);
    }
    log.info?.(`Pull request comment ${result.action}: ${result.url}`);
    return { status: result.action, url: result.url };
  } catch (error) {
    const reason = `Falcon CI could not comment on ${where}: ${explainGitHubError(error, pullRequest, { name: 'the comment' })} ${FALLBACK}`;
    log.warning(reason);
    return { status: 'failed', reason };
  }
}
