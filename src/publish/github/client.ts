/**
 * The octokit Falcon CI talks to GitHub with. GitHub answers under load with rate limits and
 * occasional 5xx; both are retried here, each retry logged, so that a comment is not lost to a
 * passing hiccup. What still fails after that is the caller's to report (it never fails the gate).
 */
import { getOctokit } from '@actions/github';
import { retry } from '@octokit/plugin-retry';
import { throttling, type ThrottlingOptions } from '@octokit/plugin-throttling';
import { messageOf } from '../../util/text.js';
import type { WarningLog } from '../../core/log.js';
import { GitHubBudget } from './budget.js';

export type GitHubClient = ReturnType<typeof getOctokit>;
type OctokitPlugin = NonNullable<Parameters<typeof getOctokit>[2]>;

export interface GitHubClientOptions {
  /** The REST API root; default `GITHUB_API_URL` as read by `@actions/github`, else api.github.com. */
  baseUrl?: string;
  log?: WarningLog;
  /**
   * The unit of every wait, default 1000. A rate limit waits the seconds GitHub advises times this
   * unit; a 5xx waits attempt² units (1, 4). Tests set 1 so that a retry costs milliseconds.
   */
  retryDelayMs?: number;
  /** Retries after the first attempt, for rate limits and for 5xx alike; default 2. */
  retries?: number;
  /** A rate limit advising a longer wait (in seconds) is not waited for; default 120. */
  maxRateLimitWaitSeconds?: number;
  /**
   * GitHub asks integrations to space writes (1 s between writes, 3 s between writes that notify);
   * default true. Tests that write often turn it off.
   */
  paceWrites?: boolean;
  /** How long one attempt may wait for GitHub's answer; default 30 s. A GitHub that never answers cannot hold the job. */
  requestTimeoutMs?: number;
  /** The time the run gives GitHub in all, shared with its other GitHub clients; default one of its own. */
  budget?: GitHubBudget;
}

interface RetryState {
  retryCount?: number;
}

export function createGitHubClient(token: string, options: GitHubClientOptions = {}): GitHubClient {
  const log = options.log ?? { warning: () => undefined };
  const unit = options.retryDelayMs ?? 1000;
  const retries = options.retries ?? 2;
  const maxWait = options.maxRateLimitWaitSeconds ?? 120;
  const budget = options.budget ?? new GitHubBudget({ log });

  const onLimit =
    (kind: string) =>
    (retryAfter: number, request: RouteOptions, _octokit: unknown, retryCount: number): boolean => {
      const what = `GitHub ${kind} on ${route(request)}`;
      if (retryCount >= retries) {
        log.warning(`${what}; giving up after ${retries} retries.`);
        return false;
      }
      if (retryAfter > maxWait) {
        log.warning(
          `${what}; GitHub advises waiting ${retryAfter} s, longer than ${maxWait} s, so not retrying.`,
        );
        return false;
      }
      if (retryAfter * unit >= budget.remainingMs()) {
        log.warning(
          `${what}; GitHub advises waiting ${retryAfter} s, more than the run has left for GitHub, so not retrying.`,
        );
        return false;
      }
      log.warning(
        `${what}; retrying after the advised ${retryAfter} s (retry ${retryCount + 1} of ${retries}).`,
      );
      return true;
    };

  const throttle: ThrottlingOptions = {
    retryAfterBaseValue: unit,
    fallbackSecondaryRateRetryAfter: 60,
    onRateLimit: onLimit('rate limit reached'),
    onSecondaryRateLimit: onLimit('secondary rate limit reached'),
    ...(options.paceWrites === false ? unpacedWrites() : {}),
  };

  return getOctokit(
    token,
    {
      // `@actions/github` supplies the base URL and a proxy-aware fetch as defaults; an explicit
      // `undefined` would erase them, so only a given value is passed.
      ...(options.baseUrl ? { baseUrl: options.baseUrl } : {}),
      log: {
        debug: (message: string) => log.debug?.(message),
        info: (message: string) => log.debug?.(message),
        warn: (message: string) => log.warning(message),
        error: (message: string) => log.warning(message),
      },
      throttle,
      retry: {
        retries,
        retryAfterBaseValue: unit,
        // 403 and 429 are rate limits, which the throttling plugin owns: retrying them here as
        // well would double the attempts and ignore the wait GitHub asked for.
        doNotRetry: [400, 401, 403, 404, 410, 422, 429, 451],
      },
    },
    // Registered first, so they run inside the retry loop and see (or bound) every attempt.
    boundedAttempts(options.requestTimeoutMs ?? 30_000, budget),
    retryPlainTooManyRequests(log, retries, unit, maxWait, budget),
    logServerErrors(log, retries, budget),
    retry,
    throttling,
    // Registered last, so it holds the whole call: every attempt and every wait between them.
    withinBudget(budget),
  );
}

/**
 * Each attempt gets its own deadline: an answer that never comes fails it like a dropped
 * connection. It also ends when the run's time for GitHub runs out or the run is cancelled.
 */
function boundedAttempts(timeoutMs: number, budget: GitHubBudget): OctokitPlugin {
  return (octokit) => {
    octokit.hook.wrap('request', (request, options) => {
      // Set on the options object itself: the hooks inside this one were bound to it, and a copy
      // passed as an argument would never reach the request.
      options.request = {
        ...options.request,
        signal: AbortSignal.any([AbortSignal.timeout(timeoutMs), budget.signal]),
      };
      return Promise.resolve(request(options)).catch((error: unknown) => {
        // Ended by the budget or the cancellation: the retry plugin (reading these options) must not try again.
        if (budget.over) options.request = { ...options.request, retries: 0 };
        throw error;
      });
    });
  };
}

/** The whole call, retries included, counts against the run's time for GitHub, and ends with it. */
function withinBudget(budget: GitHubBudget): OctokitPlugin {
  return (octokit) => {
    octokit.hook.wrap('request', (request, options) => budget.track(async () => request(options)));
  };
}

/**
 * A 429 that is neither a primary nor a secondary rate limit (a proxy or load balancer shedding
 * load) gets no retry from the throttling plugin, and the retry plugin leaves 429 to it. Retried
 * here, after the advised `retry-after` or else attempt² units.
 */
function retryPlainTooManyRequests(
  log: WarningLog,
  retries: number,
  unit: number,
  maxWait: number,
  budget: GitHubBudget,
): OctokitPlugin {
  return (octokit) => {
    octokit.hook.wrap('request', async (request, options) => {
      for (let attempt = 1; ; attempt++) {
        try {
          return await request(options);
        } catch (error) {
          if (statusOf(error) !== 429 || isRateLimit(error) || attempt > retries) throw error;
          const advised = Number(headerOf(error, 'retry-after'));
          const waitSeconds = Number.isFinite(advised) && advised > 0 ? advised : attempt * attempt;
          if (waitSeconds > maxWait || waitSeconds * unit >= budget.remainingMs()) throw error;
          log.warning(
            `GitHub answered 429 Too Many Requests on ${route(options)}; retrying after ${waitSeconds} s (retry ${attempt} of ${retries}).`,
          );
          await new Promise((resolve) => setTimeout(resolve, waitSeconds * unit));
        }
      }
    });
  };
}

/** Whether the throttling plugin owns this 429: a secondary limit, or the primary one run out. */
function isRateLimit(error: unknown): boolean {
  return /\bsecondary rate\b/i.test(messageOf(error)) || headerOf(error, 'x-ratelimit-remaining') === '0';
}

function headerOf(error: unknown, name: string): string | undefined {
  if (typeof error !== 'object' || error === null || !('response' in error)) return undefined;
  const headers = (error as { response?: { headers?: Record<string, unknown> } }).response?.headers;
  const value = headers?.[name];
  return value === undefined ? undefined : String(value);
}

/**
 * Creates something (a comment, a review) at most once. A POST whose answer was lost may have been
 * done all the same, so it is never retried blindly: after a failure with no answer or a 5xx,
 * `findCreated` looks for it, and only when it is not there is the POST sent again, once.
 */
export async function createOnce<T>(
  create: (request: { retries: number }) => Promise<T>,
  findCreated: () => Promise<T | undefined>,
): Promise<T> {
  try {
    return await create({ retries: 0 });
  } catch (error) {
    const status = statusOf(error);
    const unanswered = status === undefined || status >= 500 || !hasResponse(error);
    if (!unanswered) throw error;
    const found = await findCreated();
    if (found !== undefined) return found;
    return create({ retries: 0 });
  }
}

function hasResponse(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'response' in error && error.response !== undefined;
}

/** A warning for each 5xx or network failure, with the attempt it ended. */
function logServerErrors(log: WarningLog, retries: number, budget: GitHubBudget): OctokitPlugin {
  return (octokit) => {
    octokit.hook.error('request', (error, options) => {
      // A call the run's time for GitHub (or its cancellation) ended: the budget says so once.
      if (budget.over) throw error;
      const status = statusOf(error);
      // octokit reports a request that got no answer at all (refused, reset) as a 500 without a response.
      const answered = hasResponse(error);
      if (status === undefined || status >= 500) {
        const attempt = ((options.request as RetryState | undefined)?.retryCount ?? 0) + 1;
        const answer = answered ? `answered ${status}` : `could not be reached (${messageOf(error)})`;
        const next = attempt <= retries ? 'retrying' : 'giving up';
        log.warning(`GitHub ${answer} on ${route(options)} (attempt ${attempt} of ${retries + 1}); ${next}.`);
      }
      throw error;
    });
  };
}

/**
 * Pass-through stand-ins for the throttling plugin's write queues. The plugin keeps them in module
 * state shared by every client, so their pacing cannot be tuned per client, only bypassed.
 */
function unpacedWrites(): Pick<ThrottlingOptions, 'write'> & { notifications: ThrottlingOptions['write'] } {
  const group = { key: () => ({ schedule: (_options: unknown, task: () => Promise<unknown>) => task() }) };
  const passThrough = group as unknown as NonNullable<ThrottlingOptions['write']>;
  return { write: passThrough, notifications: passThrough };
}

interface RouteOptions {
  method: string;
  url: string;
  [parameter: string]: unknown;
}

/** `POST /repos/o/r/issues/7/comments`: the route with its parameters filled in, for logs. */
function route(options: RouteOptions): string {
  const url = options.url.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = options[name];
    return typeof value === 'string' || typeof value === 'number' ? String(value) : whole;
  });
  return `${options.method} ${url}`;
}

/** The HTTP status of an octokit `RequestError`; undefined for failures without one. */
export function statusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('status' in error)) return undefined;
  const status = (error as { status: unknown }).status;
  return typeof status === 'number' && status > 0 ? status : undefined;
}
