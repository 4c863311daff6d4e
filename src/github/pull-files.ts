import { parseUnifiedDiffHunks, type ChangedFile } from '../triage/index.js';
import type { GitHubClient } from './client.js';
import type { PullRequestContext } from './context.js';

/**
 * The files a pull request changes, each with the new-file line ranges of its hunks, for triage to
 * say whether a stack frame points into the change. GitHub lists at most 3,000 files; a file
 * without a `patch` (binary, or too large) is still listed, without hunks.
 */
export async function listChangedFiles(
  octokit: GitHubClient,
  pullRequest: PullRequestContext,
): Promise<ChangedFile[]> {
  const files = await octokit.paginate(octokit.rest.pulls.listFiles, {
    owner: pullRequest.owner,
    repo: pullRequest.repo,
    pull_number: pullRequest.number,
    per_page: 100,
  });
  return files
    .filter((file) => file.status !== 'removed')
    .map((file) =>
      file.patch
        ? { path: file.filename, hunks: parseUnifiedDiffHunks(file.patch) }
        : { path: file.filename },
    );
}
