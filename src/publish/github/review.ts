/**
 * Posts planned suggestions as one review, so a push notifies reviewers once rather than per
 * comment. Each suggestion ends in a hidden fingerprint: a re-run posts only those not there yet
 * and deletes its own earlier ones that no longer apply, so the pull request never collects copies.
 * Like the summary comment this is a courtesy to reviewers: whatever GitHub answers, it logs one
 * warning and returns; it never throws and never touches the gate's verdict.
 */
import { messageOf, plural } from '../../util/text.js';
import { createOnce, statusOf, type GitHubClient } from './client.js';
import type { PullRequestContext } from './context.js';
import { explainGitHubError } from './errors.js';
import type { WarningLog } from '../../core/log.js';
import { fingerprintOf, type PullRequestFilePatch, type Suggestion } from './suggestions.js';
import { parseUnifiedDiffHunks } from '../../investigate/triage/diff.js';
import type { ChangedFile } from '../../investigate/triage/types.js';

export interface PostSuggestionsInput {
  octokit: GitHubClient;
  pullRequest: PullRequestContext;
  suggestions: readonly Suggestion[];
  log: WarningLog;
  /**
   * Whose marked comments are this tool's own. Default: any bot (`GITHUB_TOKEN` and app tokens
   * comment as bots); a personal access token comments as its user, whose login goes here.
   */
  login?: string;
}

export interface PostSuggestionsOutcome {
  /** `unchanged`: no new suggestion, so no review (earlier ones may still have been removed). */
  status: 'posted' | 'unchanged' | 'skipped' | 'failed';
  /** Suggestions posted by this run. */
  posted: number;
  /** Planned suggestions already on the pull request, left as they are. */
  kept: number;
  /** Earlier suggestions of this tool deleted because no planned one matches them any more. */
  removed: number;
  /** Why it was skipped or failed, in a sentence. */
  reason?: string;
  /** The review on github.com, when one was posted. */
  reviewUrl?: string;
}

const FALLBACK = 'The proposed fixes stay in the job summary and their patch files; the gate verdict stands.';

export async function postSuggestions(input: PostSuggestionsInput): Promise<PostSuggestionsOutcome> {
  const counts = { posted: 0, kept: 0, removed: 0 };
  try {
    return await post(input, counts);
  } catch (error) {
    // GitHub's errors are caught in `post`; only a throwing log callback gets here.
    return {
      status: 'failed',
      ...counts,
      reason: `Falcon CI could not post suggestions: ${messageOf(error)}`,
    };
  }
}

type Counts = Pick<PostSuggestionsOutcome, 'posted' | 'kept' | 'removed'>;

async function post(input: PostSuggestionsInput, counts: Counts): Promise<PostSuggestionsOutcome> {
  const { octokit, pullRequest, suggestions, log } = input;
  const where = `pull request #${pullRequest.number}`;
  if (pullRequest.isFork && pullRequest.event === 'pull_request') {
    const reason = `Falcon CI does not post suggestions on ${where}: it comes from a fork, and GitHub gives such runs a read-only token. ${FALLBACK}`;
    // Nothing planned means nothing lost: no need to warn.
    if (suggestions.length > 0) log.warning(reason);
    else log.debug?.(reason);
    return { status: 'skipped', ...counts, reason };
  }

  const repository = { owner: pullRequest.owner, repo: pullRequest.repo };
  let step = 'list the review comments of';
  try {
    const existing = await octokit.paginate(octokit.rest.pulls.listReviewComments, {
      ...repository,
      pull_number: pullRequest.number,
      per_page: 100,
    });
    const planned = new Set(suggestions.map((suggestion) => suggestion.fingerprint));
    const present = new Set<string>();
    const stale: number[] = [];
    for (const comment of existing) {
      const fingerprint = fingerprintOf(comment.body);
      if (fingerprint === undefined || comment.in_reply_to_id !== undefined) continue;
      if (!isOwn(comment.user, input.login)) continue;
      // GitHub gives an outdated comment (its line gone from the diff) no line; it can no
      // longer be applied, so it is replaced like any other that does not match.
      const applicable = comment.line !== null && comment.line !== undefined;
      if (applicable && planned.has(fingerprint) && !present.has(fingerprint)) present.add(fingerprint);
      else stale.push(comment.id);
    }

    const fresh = uniqueByFingerprint(suggestions).filter(
      (suggestion) => !present.has(suggestion.fingerprint),
    );
    counts.kept = present.size;

    let reviewUrl: string | undefined;
    if (fresh.length > 0) {
      step = 'post a review on';
      reviewUrl = await createOnce(
        async (request) => {
          const review = await octokit.rest.pulls.createReview({
            ...repository,
            pull_number: pullRequest.number,
            commit_id: pullRequest.headSha,
            event: 'COMMENT',
            body: reviewBody(fresh),
            comments: fresh.map((suggestion) => ({
              path: suggestion.path,
              body: suggestion.body,
              line: suggestion.line,
              side: 'RIGHT' as const,
              // GitHub refuses a start line equal to the line: a one-line suggestion has none.
              ...(suggestion.startLine < suggestion.line
                ? { start_line: suggestion.startLine, start_side: 'RIGHT' as const }
                : {}),
            })),
            request,
          });
          return review.data.html_url;
        },
        // The review went in if every suggestion it carried is on the pull request now.
        async () => {
          const after = await octokit.paginate(octokit.rest.pulls.listReviewComments, {
            ...repository,
            pull_number: pullRequest.number,
            per_page: 100,
          });
          const posted = after.filter((comment) => isOwn(comment.user, input.login));
          const fingerprints = new Set(posted.map((comment) => fingerprintOf(comment.body)));
          const all = fresh.every((suggestion) => fingerprints.has(suggestion.fingerprint));
          return all
            ? (posted.find((comment) => fingerprintOf(comment.body) === fresh[0]?.fingerprint)?.html_url ??
                '')
            : undefined;
        },
      );
      counts.posted = fresh.length;
    }

    // Deleted after the new review is in, so a failed post leaves the earlier state whole.
    step = 'delete an outdated suggestion from';
    for (const id of stale) {
      try {
        await octokit.rest.pulls.deleteReviewComment({ ...repository, comment_id: id });
        counts.removed += 1;
      } catch (error) {
        // Someone deleted it already: the goal is met.
        if (statusOf(error) !== 404) throw error;
      }
    }

    if (counts.posted > 0) {
      log.info?.(`Falcon CI posted ${plural(counts.posted, 'suggestion')} in a review: ${reviewUrl}`);
      return { status: 'posted', ...counts, ...(reviewUrl ? { reviewUrl } : {}) };
    }
    log.debug?.(
      `No new suggestions for ${where}: ${counts.kept} already there, ${counts.removed} outdated removed.`,
    );
    return { status: 'unchanged', ...counts };
  } catch (error) {
    const reason = `Falcon CI could not ${step} ${where}: ${explainGitHubError(error, pullRequest, { name: 'the review', rejectedHint: 'the pull request may have been pushed to since its files were read' })} ${FALLBACK}`;
    log.warning(reason);
    return { status: 'failed', ...counts, reason };
  }
}

interface CommentUser {
  login: string;
  type: string;
}

function isOwn(user: CommentUser | null, login: string | undefined): boolean {
  if (!user) return false;
  return login === undefined ? user.type === 'Bot' : user.login.toLowerCase() === login.toLowerCase();
}

/** Two fixes can plan the same change on the same lines; GitHub would show it twice. */
function uniqueByFingerprint(suggestions: readonly Suggestion[]): Suggestion[] {
  const seen = new Set<string>();
  return suggestions.filter(
    (suggestion) => !seen.has(suggestion.fingerprint) && seen.add(suggestion.fingerprint),
  );
}

function reviewBody(suggestions: readonly Suggestion[]): string {
  const fixes = new Set(suggestions.map((suggestion) => suggestion.proposalId)).size;
  return [
    `**Falcon CI** suggests ${plural(suggestions.length, 'change')} from ${fixes === 1 ? 'one proposed fix' : `${fixes} proposed fixes`}.`,
    'Each says whether it was verified against the patched service; the summary comment has the rest.',
  ].join(' ');
}

/**
 * The files of the pull request with their patches, as `planSuggestions` takes them. A removed
 * file has no line on the RIGHT side to suggest on, so it is left out.
 */
export async function listPullRequestPatches(
  octokit: GitHubClient,
  pullRequest: PullRequestContext,
): Promise<PullRequestFilePatch[]> {
  const files = await octokit.paginate(octokit.rest.pulls.listFiles, {
    owner: pullRequest.owner,
    repo: pullRequest.repo,
    pull_number: pullRequest.number,
    per_page: 100,
  });
  return files
    .filter((file) => file.status !== 'removed')
    .map((file) =>
      file.patch === undefined ? { path: file.filename } : { path: file.filename, patch: file.patch },
    );
}

/** The pull request's files as triage reads them: paths, and the new-file lines of each hunk. */
export function changedFilesOf(files: readonly PullRequestFilePatch[]): ChangedFile[] {
  return files.map((file) =>
    file.patch ? { path: file.path, hunks: parseUnifiedDiffHunks(file.patch) } : { path: file.path },
  );
}
