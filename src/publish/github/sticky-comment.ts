/**
 * One comment per pull request that each run rewrites, instead of a new comment per push. It is
 * found again by a hidden marker in its body, searched across every page of the conversation.
 */
import { createOnce, type GitHubClient } from './client.js';

export interface CommentTarget {
  owner: string;
  repo: string;
  /** The pull request number (pull requests are issues to the comments API). */
  issue_number: number;
}

export interface StickyComment {
  id: number;
  body: string;
  url: string;
  login?: string;
}

export interface StickyResult {
  action: 'created' | 'updated' | 'unchanged';
  id: number;
  url: string;
}

export interface StickyOptions {
  /**
   * Whose comment to prefer when several carry the marker; default `github-actions[bot]`, the
   * login behind `GITHUB_TOKEN`. Another login only counts when no comment of this one exists.
   */
  login?: string;
}

export const ACTIONS_BOT_LOGIN = 'github-actions[bot]';

/**
 * The comment carrying `marker`, preferring one written by `login`, then one by any bot (someone
 * may have quoted the marker), else the first. Undefined when there is none.
 */
export async function findStickyComment(
  octokit: GitHubClient,
  target: CommentTarget,
  marker: string,
  options: StickyOptions = {},
): Promise<StickyComment | undefined> {
  const login = options.login ?? ACTIONS_BOT_LOGIN;
  const comments = await octokit.paginate(octokit.rest.issues.listComments, { ...target, per_page: 100 });
  const marked = comments.filter((comment) => comment.body?.includes(marker));
  // Only our own comment (or a bot's) is ours to edit: anyone can paste the marker into theirs.
  const chosen =
    marked.find((comment) => comment.user?.login === login) ??
    marked.find((comment) => comment.user?.type === 'Bot');
  if (!chosen) return undefined;
  return {
    id: chosen.id,
    body: chosen.body ?? '',
    url: chosen.html_url,
    ...(chosen.user ? { login: chosen.user.login } : {}),
  };
}

/** Rewrites `existing` with `body`, or leaves it when nothing changed (no write, no edit history). */
export async function updateStickyComment(
  octokit: GitHubClient,
  target: CommentTarget,
  existing: StickyComment,
  body: string,
): Promise<StickyResult> {
  if (sameText(existing.body, body)) return { action: 'unchanged', id: existing.id, url: existing.url };
  const updated = await octokit.rest.issues.updateComment({
    owner: target.owner,
    repo: target.repo,
    comment_id: existing.id,
    body,
  });
  return { action: 'updated', id: updated.data.id, url: updated.data.html_url };
}

/**
 * Creates the sticky comment once, then updates it in place. `body` must carry `marker` for the
 * next run to find it; when it does not, the marker is put on a first line of its own.
 */
export async function upsertStickyComment(
  octokit: GitHubClient,
  target: CommentTarget,
  body: string,
  marker: string,
  options: StickyOptions = {},
): Promise<StickyResult> {
  const text = body.includes(marker) ? body : `${marker}\n${body}`;
  const existing = await findStickyComment(octokit, target, marker, options);
  if (existing) return updateStickyComment(octokit, target, existing, text);
  return createOnce<StickyResult>(
    async (request) => {
      const created = await octokit.rest.issues.createComment({ ...target, body: text, request });
      return { action: 'created', id: created.data.id, url: created.data.html_url };
    },
    async () => {
      const found = await findStickyComment(octokit, target, marker, options);
      return found && updateStickyComment(octokit, target, found, text);
    },
  );
}

/** GitHub may hand a body back with CRLF line ends; that alone is not a change. */
function sameText(a: string, b: string): boolean {
  return a.replace(/\r\n/g, '\n') === b.replace(/\r\n/g, '\n');
}
