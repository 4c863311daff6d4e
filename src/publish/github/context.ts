/**
 * Which pull request this run belongs to, read from the environment GitHub Actions sets and the
 * event payload it writes to disk. Read here rather than through `@actions/github`'s `context`,
 * which captures `process.env` once at import time and so cannot be pointed elsewhere in a test.
 */
import { readFileSync } from 'node:fs';
import { isRecord } from '../../util/document.js';
import type { WarningLog } from '../../core/log.js';

export type PullRequestEvent = 'pull_request' | 'pull_request_target';

export interface PullRequestContext {
  owner: string;
  repo: string;
  number: number;
  headSha: string;
  baseSha: string;
  /** The head branch lives in another repository. */
  isFork: boolean;
  /**
   * `pull_request` runs from a fork get a read-only token; `pull_request_target` runs in the base
   * repository's context and may write, whatever the head.
   */
  event: PullRequestEvent;
}

const EVENTS: readonly string[] = ['pull_request', 'pull_request_target'];

/** The pull request of this run, or undefined (with the reason logged). Never throws. */
export function readPullRequest(
  env: Record<string, string | undefined>,
  log: WarningLog = { warning: () => undefined },
): PullRequestContext | undefined {
  const event = env['GITHUB_EVENT_NAME'];
  if (!event || !EVENTS.includes(event)) {
    log.debug?.(
      `No pull request to comment on: the run was triggered by ${event ? `'${event}'` : 'no GitHub event'}.`,
    );
    return undefined;
  }
  const payloadPath = env['GITHUB_EVENT_PATH'];
  if (!payloadPath) {
    log.warning(
      `The ${event} event has no payload: GITHUB_EVENT_PATH is not set, so no pull request comment.`,
    );
    return undefined;
  }

  let payload: unknown;
  try {
    payload = JSON.parse(readFileSync(payloadPath, 'utf8'));
  } catch (error) {
    const why = error instanceof SyntaxError ? 'it is not valid JSON' : (error as Error).message;
    log.warning(
      `Could not read the ${event} event payload at ${payloadPath} (${why}), so no pull request comment.`,
    );
    return undefined;
  }

  const pull = field(payload, 'pull_request');
  const number = field(pull, 'number') ?? field(payload, 'number');
  const headSha = field(field(pull, 'head'), 'sha');
  const baseSha = field(field(pull, 'base'), 'sha');
  const baseName = field(field(field(pull, 'base'), 'repo'), 'full_name');
  const repository = env['GITHUB_REPOSITORY'] ?? (typeof baseName === 'string' ? baseName : undefined);
  const [owner, repo, ...rest] = repository?.split('/') ?? [];
  if (typeof number !== 'number' || typeof headSha !== 'string' || typeof baseSha !== 'string') {
    log.warning(
      `The ${event} event payload at ${payloadPath} has no pull_request number, head.sha and base.sha, so no pull request comment.`,
    );
    return undefined;
  }
  if (!owner || !repo || rest.length > 0) {
    log.warning(
      `GITHUB_REPOSITORY is ${repository ? `'${repository}'` : 'not set'}, not owner/name, so no pull request comment.`,
    );
    return undefined;
  }

  // A deleted fork leaves `head.repo` null: it was not this repository either. When the names are
  // missing the run is not called a fork; a read-only token then shows as a 403, which is handled.
  const headRepo = field(field(pull, 'head'), 'repo');
  const headName = field(headRepo, 'full_name');
  const isFork =
    headRepo === null ||
    (typeof headName === 'string' &&
      typeof baseName === 'string' &&
      headName.toLowerCase() !== baseName.toLowerCase());
  return { owner, repo, number, headSha, baseSha, isFork, event: event as PullRequestEvent };
}

function field(value: unknown, name: string): unknown {
  return isRecord(value) ? value[name] : undefined;
}
