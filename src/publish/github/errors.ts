/**
 * GitHub's failures in words a person can act on: what happened and what to change (a permission,
 * the token). Shared by everything that writes to a pull request.
 */
import { messageOf } from '../../util/text.js';
import { statusOf } from './client.js';
import type { PullRequestContext } from './context.js';

/** What GitHub's answer means for the person reading the log, and what to change. */
export function explainGitHubError(
  error: unknown,
  pullRequest: PullRequestContext,
  /** What was being written, e.g. `the comment`, and what a 422 may mean for it. */
  what: { name: string; rejectedHint?: string },
): string {
  const status = statusOf(error);
  const response = responseOf(error);
  const said = response ? (githubMessage(response.data) ?? messageOf(error)) : messageOf(error);
  if (status === undefined) return `${said}.`;
  if (!response) return `GitHub could not be reached (${said}).`;
  if (
    status === 429 ||
    (status === 403 && (response.headers['x-ratelimit-remaining'] === '0' || /rate limit/i.test(said)))
  ) {
    return `GitHub's rate limit was still in force after the retries (${status}: ${said}).`;
  }
  switch (status) {
    case 401:
      return `GitHub answered 401 (${said}): the token is invalid or expired; check the github-token input.`;
    case 403:
      return `GitHub answered 403 (${said}): the token may not write to pull requests. Grant it in the workflow with \`permissions: pull-requests: write\`.`;
    case 404:
      return `GitHub answered 404 (${said}): the token cannot see ${pullRequest.owner}/${pullRequest.repo}#${pullRequest.number}. Grant \`permissions: pull-requests: write\` in the workflow, or check the github-token input.`;
    case 422:
      return `GitHub rejected ${what.name} (422: ${said}${validationErrors(response.data)})${what.rejectedHint ? `; ${what.rejectedHint}` : ''}.`;
    default:
      return status >= 500
        ? `GitHub kept failing after the retries (${status}: ${said}).`
        : `GitHub answered ${status} (${said}).`;
  }
}

interface ErrorResponse {
  data: unknown;
  headers: Record<string, unknown>;
}

function responseOf(error: unknown): ErrorResponse | undefined {
  if (typeof error !== 'object' || error === null || !('response' in error)) return undefined;
  const response = (error as { response: unknown }).response;
  if (typeof response !== 'object' || response === null) return undefined;
  const { data, headers } = response as { data?: unknown; headers?: unknown };
  return {
    data,
    headers: typeof headers === 'object' && headers !== null ? (headers as Record<string, unknown>) : {},
  };
}

function githubMessage(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const message = (data as { message?: unknown }).message;
  return typeof message === 'string' ? message : undefined;
}

/** GitHub's 422 carries its reasons in `errors`: field objects with a message, or plain sentences. */
function validationErrors(data: unknown): string {
  if (typeof data !== 'object' || data === null) return '';
  const errors = (data as { errors?: unknown }).errors;
  if (!Array.isArray(errors)) return '';
  const texts = errors
    .map((item: unknown) =>
      typeof item === 'string'
        ? item
        : typeof item === 'object' && item !== null
          ? (item as { message?: unknown }).message
          : undefined,
    )
    .filter((text): text is string => typeof text === 'string');
  return texts.length > 0 ? `: ${texts.join('; ')}` : '';
}
