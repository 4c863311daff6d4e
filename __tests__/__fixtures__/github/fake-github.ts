/**
 * A local stand-in for api.github.com that holds a repository, its pull requests and their comments
 * and reviews, and checks every request against GitHub's own REST description (operations.json):
 * an unknown route, a wrong parameter or body is answered the way GitHub answers it *and* recorded
 * as a violation, so a test can assert that the code under test only ever speaks valid GitHub.
 *
 * Point octokit at it with `getOctokit(token, { baseUrl: fake.url })`. (`@actions/github` reads
 * `GITHUB_API_URL` once, when it is imported, so setting that variable in a test is too late.)
 */
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { anchorReviewComment, toSentence, type ReviewCommentAnchor } from './diff.js';
import {
  checkParameters,
  checkRequestBody,
  checkResponse,
  matchRoute,
  type OperationDescription,
  type SchemaProblem,
} from './operations.js';
import {
  diffEntry,
  issueComment,
  pullRequest,
  repository,
  review,
  reviewComment,
  timestamp,
  type PullRequestState,
  type ShapeContext,
} from './shapes.js';
import type {
  FakeIssueComment,
  FakePullRequest,
  FakeReview,
  FakeReviewComment,
  FakeReviewState,
  RecordedRequest,
  Violation,
  ViolationKind,
} from './types.js';

export type * from './types.js';

export interface FakeGitHubOptions {
  /** Default `octo-org`. */
  owner?: string;
  /** Default `octo-service`. */
  repo?: string;
  /** The user the token belongs to; default `github-actions[bot]`, as with `GITHUB_TOKEN`. */
  login?: string;
  /** When set, only `token <token>` / `Bearer <token>` is accepted (401 `Bad credentials` otherwise). */
  token?: string;
  pullRequests?: FakePullRequest[];
  /** Comments already on the pull requests when the fake starts (and after `reset()`). */
  issueComments?: Array<{ issueNumber: number; body: string; login?: string }>;
  /** The clock for timestamps and `x-ratelimit-reset`. */
  now?: () => Date;
}

export interface FakeGitHub {
  /** Base URL, e.g. `http://127.0.0.1:49152`: octokit's `baseUrl`. */
  readonly url: string;
  readonly owner: string;
  readonly repo: string;
  readonly login: string;
  /** Every request, in order, with the status and body it got. */
  readonly requests: RecordedRequest[];
  /** Requests GitHub's description does not allow, and answers of the fake that drifted from it. */
  readonly violations: Violation[];
  /** Issue comments (the conversation of each pull request). */
  readonly comments: FakeIssueComment[];
  readonly reviewComments: FakeReviewComment[];
  readonly reviews: FakeReview[];
  addPullRequest(pull: FakePullRequest): void;
  /** The next requests (of `method`, when given) hang, lose their answer, or get a plain 429. */
  fault(kind: 'hang' | 'lose-answer' | 'too-many', count?: number, method?: string): void;
  /** A comment written by someone else (default `octocat`), e.g. to surround the sticky comment. */
  addIssueComment(issueNumber: number, body: string, login?: string): FakeIssueComment;
  /** Fork mode: the token is read-only and every write answers 403 like GitHub. */
  setFork(readOnly: boolean): void;
  /**
   * The next `count` requests hit a rate limit: `primary` → 403 with `x-ratelimit-remaining: 0` and
   * `x-ratelimit-reset`; `secondary` → 429 with `retry-after: 1`.
   */
  rateLimit(count: number, kind?: 'primary' | 'secondary'): void;
  /** The next `count` requests answer 502, as GitHub does under load. */
  serverError(count: number): void;
  /** Back to the state after start: seeds restored, modes off, requests and violations cleared. */
  reset(): void;
  close(): Promise<void>;
}

interface Reply {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

interface HandlerContext {
  operation: OperationDescription;
  /** Path and query parameters, coerced to the description's types. */
  parameters: Record<string, unknown>;
  query: Record<string, string>;
  pathname: string;
  body: unknown;
}

const REST_DOCS = 'https://docs.github.com/rest';
const RATE_LIMIT = 5000;
/** GitHub's cap on comment and review bodies, in characters. */
const BODY_MAX_CHARACTERS = 65536;

export async function startFakeGitHub(options: FakeGitHubOptions = {}): Promise<FakeGitHub> {
  const fake = new GitHubFake(options);
  await fake.listen();
  return fake;
}

function sha(seed: string): string {
  return createHash('sha1').update(seed).digest('hex');
}

class GitHubFake implements FakeGitHub {
  readonly owner: string;
  readonly repo: string;
  readonly login: string;
  readonly requests: RecordedRequest[] = [];
  readonly violations: Violation[] = [];
  private pulls = new Map<number, PullRequestState>();
  private issueComments: FakeIssueComment[] = [];
  private threadComments: FakeReviewComment[] = [];
  private reviewList: FakeReview[] = [];
  private nextId = { issueComment: 1_000_001, reviewComment: 2_000_001, review: 3_000_001 };
  private readOnly = false;
  private rateLimited: Array<'primary' | 'secondary'> = [];
  private failures = 0;
  /** Faults of the connection rather than of GitHub's answer, for the next requests in turn. */
  private connectionFaults: Array<{ kind: 'hang' | 'lose-answer' | 'too-many'; method?: string }> = [];
  private used = 0;
  private readonly server: Server;
  private readonly now: () => Date;
  private baseUrl = '';

  constructor(private readonly options: FakeGitHubOptions) {
    this.owner = options.owner ?? 'octo-org';
    this.repo = options.repo ?? 'octo-service';
    this.login = options.login ?? 'github-actions[bot]';
    this.now = options.now ?? (() => new Date());
    this.server = createServer((request, response) => {
      this.serve(request, response).catch((error: unknown) => {
        response.statusCode = 500;
        response.end(JSON.stringify({ message: `fake GitHub failed: ${String(error)}` }));
      });
    });
    this.seed();
  }

  get url(): string {
    return this.baseUrl;
  }
  get comments(): FakeIssueComment[] {
    return this.issueComments;
  }
  get reviewComments(): FakeReviewComment[] {
    return this.threadComments;
  }
  get reviews(): FakeReview[] {
    return this.reviewList;
  }

  async listen(): Promise<void> {
    await new Promise<void>((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(0, '127.0.0.1', () => resolve());
    });
    const { port } = this.server.address() as AddressInfo;
    this.baseUrl = `http://127.0.0.1:${port}`;
  }

  async close(): Promise<void> {
    // Keep-alive sockets from fetch would otherwise hold the server open until they time out.
    this.server.closeAllConnections();
    await new Promise<void>((resolve, reject) =>
      this.server.close((error) => (error ? reject(error) : resolve())),
    );
  }

  addPullRequest(pull: FakePullRequest): void {
    this.pulls.set(pull.number, {
      number: pull.number,
      title: pull.title ?? `Change #${pull.number}`,
      body: pull.body ?? null,
      author: pull.author ?? 'octocat',
      headSha: pull.headSha ?? sha(`head ${pull.number}`),
      headRef: pull.headRef ?? `feature-${pull.number}`,
      baseSha: pull.baseSha ?? sha(`base ${pull.number}`),
      baseRef: pull.baseRef ?? 'main',
      fromFork: pull.fromFork ?? false,
      files: pull.files ?? [],
      createdAt: timestamp(this.now()),
    });
  }

  addIssueComment(issueNumber: number, body: string, login = 'octocat'): FakeIssueComment {
    const at = timestamp(this.now());
    const comment = {
      id: this.nextId.issueComment++,
      issueNumber,
      body,
      login,
      createdAt: at,
      updatedAt: at,
    };
    this.issueComments.push(comment);
    return comment;
  }

  setFork(readOnly: boolean): void {
    this.readOnly = readOnly;
  }

  rateLimit(count: number, kind: 'primary' | 'secondary' = 'primary'): void {
    for (let index = 0; index < count; index += 1) this.rateLimited.push(kind);
  }

  serverError(count: number): void {
    this.failures += count;
  }

  /**
   * The next requests meet a fault: `hang` never answers; `lose-answer` does the work, then drops
   * the connection before answering (as a proxy timing out would); `too-many` answers a plain 429
   * with no rate-limit headers run out, as a load balancer might. With `method`, only requests of
   * that method meet it.
   */
  fault(kind: 'hang' | 'lose-answer' | 'too-many', count = 1, method?: string): void {
    for (let index = 0; index < count; index += 1) this.connectionFaults.push({ kind, method });
  }

  reset(): void {
    this.requests.length = 0;
    this.violations.length = 0;
    this.readOnly = false;
    this.rateLimited = [];
    this.failures = 0;
    this.connectionFaults = [];
    this.used = 0;
    this.seed();
  }

  private seed(): void {
    this.pulls = new Map();
    this.issueComments = [];
    this.threadComments = [];
    this.reviewList = [];
    this.nextId = { issueComment: 1_000_001, reviewComment: 2_000_001, review: 3_000_001 };
    for (const pull of this.options.pullRequests ?? []) this.addPullRequest(pull);
    for (const comment of this.options.issueComments ?? []) {
      this.addIssueComment(comment.issueNumber, comment.body, comment.login);
    }
  }

  private get context(): ShapeContext {
    return { apiUrl: this.baseUrl, owner: this.owner, repo: this.repo };
  }

  private async serve(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const url = new URL(request.url ?? '/', this.baseUrl);
    const headers = Object.fromEntries(
      Object.entries(request.headers).map(([name, value]) => [
        name,
        Array.isArray(value) ? value.join(', ') : (value ?? ''),
      ]),
    );
    let body: unknown = undefined;
    let jsonError = false;
    if (raw !== '') {
      try {
        body = JSON.parse(raw);
      } catch {
        body = raw;
        jsonError = true;
      }
    }
    const recorded: RecordedRequest = {
      method: request.method ?? 'GET',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers,
      body,
      status: 0,
      responseBody: undefined,
    };
    this.requests.push(recorded);
    this.used += 1;

    const faultAt = this.connectionFaults.findIndex(
      (candidate) => candidate.method === undefined || candidate.method === recorded.method,
    );
    const fault = faultAt < 0 ? undefined : this.connectionFaults.splice(faultAt, 1)[0]?.kind;
    if (fault === 'hang') return; // the socket stays open, unanswered, until the client gives up
    if (fault === 'too-many') {
      recorded.status = 429;
      response.writeHead(429, { 'content-type': 'application/json; charset=utf-8' });
      response.end(JSON.stringify({ message: 'Too Many Requests' }));
      return;
    }
    const reply = this.respond(recorded, jsonError);
    if (fault === 'lose-answer') {
      recorded.status = reply.status;
      response.socket?.destroy();
      return;
    }
    recorded.status = reply.status;
    recorded.responseBody = reply.body;
    if (recorded.operationId && reply.status !== 502 && reply.status !== 401 && reply.status !== 429) {
      const drift = checkResponse(recorded.operationId, reply.status, reply.body);
      if (drift.length > 0) {
        this.violate(
          'invalid-response',
          recorded,
          `the fake's ${reply.status} answer does not match the description: ${describeProblems(drift, 'response body')}`,
        );
      }
    }

    const resetAt = Math.ceil(this.now().getTime() / 1000) + 3600;
    response.writeHead(reply.status, {
      'x-github-api-version-selected': '2022-11-28',
      'x-github-request-id': `FAKE:${this.requests.length}`,
      'x-ratelimit-limit': String(RATE_LIMIT),
      'x-ratelimit-remaining': String(Math.max(0, RATE_LIMIT - this.used)),
      'x-ratelimit-used': String(this.used),
      'x-ratelimit-reset': String(resetAt),
      'x-ratelimit-resource': 'core',
      ...(reply.body === undefined ? {} : { 'content-type': 'application/json; charset=utf-8' }),
      ...reply.headers,
    });
    response.end(reply.body === undefined ? undefined : JSON.stringify(reply.body));
  }

  private respond(recorded: RecordedRequest, jsonError: boolean): Reply {
    const { method, path } = recorded;
    if (this.failures > 0) {
      this.failures -= 1;
      return { status: 502, body: { message: 'Server Error' } };
    }

    const authorization = recorded.headers.authorization;
    if (!authorization) return error(401, 'Requires authentication', REST_DOCS);
    const token = /^(?:token|bearer)\s+(.+)$/i.exec(authorization)?.[1];
    if (this.options.token !== undefined && token !== this.options.token) {
      return error(401, 'Bad credentials', REST_DOCS);
    }

    const limit = this.rateLimited.shift();
    if (limit) return this.rateLimitReply(limit);

    const { match, pathMatched } = matchRoute(method, path);
    if (!match) {
      this.violate(
        'unknown-route',
        recorded,
        pathMatched
          ? `${method} is not an operation of ${path} in GitHub's description`
          : `no operation of GitHub's description matches ${method} ${path}`,
      );
      return error(404, 'Not Found', REST_DOCS);
    }
    const { operation } = match;
    recorded.operationId = operation.operationId;

    const parameters = checkParameters(operation, match.pathParameters, recorded.query);
    for (const name of parameters.unknown) {
      this.violate(
        'unknown-field',
        recorded,
        `query parameter "${name}" is not a parameter of ${operation.operationId}`,
      );
    }
    if (parameters.problems.length > 0) {
      this.violate(
        'invalid-parameters',
        recorded,
        `parameters: ${describeProblems(parameters.problems, 'parameters')}`,
      );
      return validationFailed(operation, parameters.problems);
    }

    if (jsonError) {
      this.violate('invalid-json', recorded, 'the request body is not JSON');
      return error(400, 'Problems parsing JSON', operation.documentationUrl);
    }
    const bodyCheck = checkRequestBody(operation, recorded.body);
    for (const pointer of bodyCheck.unknown) {
      this.violate(
        'unknown-field',
        recorded,
        `body field ${pointer} is not in ${operation.operationId}'s schema`,
      );
    }
    if (bodyCheck.problems.length > 0) {
      this.violate(
        'invalid-body',
        recorded,
        `request body: ${describeProblems(bodyCheck.problems, 'request body')}`,
      );
      return validationFailed(operation, bodyCheck.problems);
    }

    if (this.readOnly && operation.method !== 'GET') {
      return error(403, 'Resource not accessible by integration', operation.documentationUrl);
    }
    const owner = String(parameters.values.owner).toLowerCase();
    const repo = String(parameters.values.repo).toLowerCase();
    if (owner !== this.owner.toLowerCase() || repo !== this.repo.toLowerCase()) {
      return error(404, 'Not Found', operation.documentationUrl);
    }
    return this.handle({
      operation,
      parameters: parameters.values,
      query: recorded.query,
      pathname: path,
      body: recorded.body,
    });
  }

  private rateLimitReply(kind: 'primary' | 'secondary'): Reply {
    if (kind === 'secondary') {
      return {
        status: 429,
        headers: { 'retry-after': '1' },
        body: {
          message:
            'You have exceeded a secondary rate limit. Please wait a few minutes before you try again. If you reach out to GitHub Support for help, please include the request ID FAKE.',
          documentation_url:
            'https://docs.github.com/free-pro-team@latest/rest/overview/rate-limits-for-the-rest-api#about-secondary-rate-limits',
          status: '429',
        },
      };
    }
    const reset = Math.ceil(this.now().getTime() / 1000) + 60;
    return {
      status: 403,
      headers: {
        'x-ratelimit-remaining': '0',
        'x-ratelimit-used': String(RATE_LIMIT),
        'x-ratelimit-reset': String(reset),
      },
      body: {
        message:
          'API rate limit exceeded for installation ID 1. If you reach out to GitHub Support for help, please include the request ID FAKE.',
        documentation_url: 'https://docs.github.com/rest/overview/rate-limits-for-the-rest-api',
        status: '403',
      },
    };
  }

  private violate(kind: ViolationKind, recorded: RecordedRequest, message: string): void {
    this.violations.push({
      kind,
      method: recorded.method,
      path: recorded.path,
      ...(recorded.operationId === undefined ? {} : { operationId: recorded.operationId }),
      message,
    });
  }

  private handle(context: HandlerContext): Reply {
    const { operation, parameters } = context;
    const docs = operation.documentationUrl;
    switch (operation.operationId) {
      case 'repos/get':
        return { status: 200, body: repository(this.context) };

      case 'pulls/get': {
        const pull = this.pulls.get(Number(parameters.pull_number));
        if (!pull) return error(404, 'Not Found', docs);
        return {
          status: 200,
          body: pullRequest(this.context, pull, {
            comments: this.issueComments.filter((comment) => comment.issueNumber === pull.number).length,
            reviewComments: this.threadComments.filter((comment) => comment.pullNumber === pull.number)
              .length,
          }),
        };
      }

      case 'pulls/list-files': {
        const pull = this.pulls.get(Number(parameters.pull_number));
        if (!pull) return error(404, 'Not Found', docs);
        return this.paginate(
          context,
          pull.files.map((file) => diffEntry(this.context, pull, file)),
        );
      }

      case 'issues/list-comments': {
        const number = Number(parameters.issue_number);
        if (!this.pulls.has(number)) return error(404, 'Not Found', docs);
        const since = typeof parameters.since === 'string' ? Date.parse(parameters.since) : -Infinity;
        const items = this.issueComments.filter(
          (comment) => comment.issueNumber === number && Date.parse(comment.updatedAt) >= since,
        );
        return this.paginate(
          context,
          items.map((comment) => issueComment(this.context, comment)),
        );
      }

      case 'issues/create-comment': {
        const number = Number(parameters.issue_number);
        if (!this.pulls.has(number)) return error(404, 'Not Found', docs);
        const text = bodyField(context.body, 'body');
        const invalid = checkCommentBody(operation, 'IssueComment', text);
        if (invalid) return invalid;
        const comment = this.addIssueComment(number, text ?? '', this.login);
        const json = issueComment(this.context, comment);
        return { status: 201, body: json, headers: { location: String(json.url) } };
      }

      case 'issues/update-comment': {
        const comment = this.issueComments.find((item) => item.id === Number(parameters.comment_id));
        if (!comment) return error(404, 'Not Found', docs);
        const text = bodyField(context.body, 'body');
        const invalid = checkCommentBody(operation, 'IssueComment', text);
        if (invalid) return invalid;
        comment.body = text ?? '';
        comment.updatedAt = timestamp(this.now());
        return { status: 200, body: issueComment(this.context, comment) };
      }

      case 'issues/delete-comment': {
        const index = this.issueComments.findIndex((item) => item.id === Number(parameters.comment_id));
        if (index === -1) return error(404, 'Not Found', docs);
        this.issueComments.splice(index, 1);
        return { status: 204 };
      }

      case 'pulls/list-reviews': {
        const number = Number(parameters.pull_number);
        if (!this.pulls.has(number)) return error(404, 'Not Found', docs);
        return this.paginate(
          context,
          this.reviewList
            .filter((item) => item.pullNumber === number)
            .map((item) => review(this.context, item)),
        );
      }

      case 'pulls/create-review':
        return this.createReview(context);

      case 'pulls/list-review-comments': {
        const number = Number(parameters.pull_number);
        if (!this.pulls.has(number)) return error(404, 'Not Found', docs);
        const since = typeof parameters.since === 'string' ? Date.parse(parameters.since) : -Infinity;
        const key = parameters.sort === 'updated' ? 'updatedAt' : 'createdAt';
        const descending = parameters.direction === 'desc';
        const items = this.threadComments
          .filter((comment) => comment.pullNumber === number && Date.parse(comment.updatedAt) >= since)
          .sort((a, b) => (a[key].localeCompare(b[key]) || a.id - b.id) * (descending ? -1 : 1));
        return this.paginate(
          context,
          items.map((comment) => reviewComment(this.context, comment)),
        );
      }

      case 'pulls/delete-review-comment': {
        const id = Number(parameters.comment_id);
        const index = this.threadComments.findIndex((item) => item.id === id);
        if (index === -1) return error(404, 'Not Found', docs);
        this.threadComments.splice(index, 1);
        for (const item of this.reviewList)
          item.commentIds = item.commentIds.filter((commentId) => commentId !== id);
        return { status: 204 };
      }

      default:
        throw new Error(`operations.json has ${operation.operationId}, which the fake does not implement`);
    }
  }

  private createReview(context: HandlerContext): Reply {
    const docs = context.operation.documentationUrl;
    const pull = this.pulls.get(Number(context.parameters.pull_number));
    if (!pull) return error(404, 'Not Found', docs);
    const body = (isRecord(context.body) ? context.body : {}) as {
      body?: string;
      event?: 'APPROVE' | 'REQUEST_CHANGES' | 'COMMENT';
      commit_id?: string;
      comments?: Array<{
        path: string;
        body: string;
        line?: number;
        side?: string;
        start_line?: number;
        start_side?: string;
        position?: number;
      }>;
    };

    const text = body.body ?? '';
    if ([...text].length > BODY_MAX_CHARACTERS) {
      return unprocessable(docs, [`Body is too long (maximum is ${BODY_MAX_CHARACTERS} characters)`]);
    }
    const state: FakeReviewState =
      body.event === 'APPROVE'
        ? 'APPROVED'
        : body.event === 'REQUEST_CHANGES'
          ? 'CHANGES_REQUESTED'
          : body.event === 'COMMENT'
            ? 'COMMENTED'
            : 'PENDING';
    if (
      state === 'PENDING' &&
      this.reviewList.some(
        (item) => item.pullNumber === pull.number && item.login === this.login && item.state === 'PENDING',
      )
    ) {
      return unprocessable(docs, ['User can only have one pending review per pull request']);
    }

    // A review is all or nothing: the first comment that cannot be placed rejects it, as on GitHub.
    const anchors: ReviewCommentAnchor[] = [];
    for (const comment of body.comments ?? []) {
      const file = pull.files.find((candidate) => candidate.filename === comment.path);
      const placed = anchorReviewComment(file?.patch, file !== undefined, comment);
      if ('messages' in placed) return unprocessable(docs, [toSentence(placed.messages)]);
      anchors.push(placed.anchor);
    }

    const at = timestamp(this.now());
    const commitId = body.commit_id ?? pull.headSha;
    const item: FakeReview = {
      id: this.nextId.review++,
      pullNumber: pull.number,
      body: text,
      state,
      commitId,
      login: this.login,
      ...(state === 'PENDING' ? {} : { submittedAt: at }),
      commentIds: [],
    };
    (body.comments ?? []).forEach((comment, index) => {
      const anchor = anchors[index]!;
      const stored: FakeReviewComment = {
        id: this.nextId.reviewComment++,
        pullNumber: pull.number,
        reviewId: item.id,
        commitId,
        path: comment.path,
        position: anchor.position,
        ...(anchor.line === undefined ? {} : { line: anchor.line }),
        side: anchor.side,
        ...(anchor.startLine === undefined
          ? {}
          : { startLine: anchor.startLine, startSide: anchor.startSide }),
        diffHunk: anchor.diffHunk,
        body: comment.body,
        login: this.login,
        createdAt: at,
        updatedAt: at,
      };
      this.threadComments.push(stored);
      item.commentIds.push(stored.id);
    });
    this.reviewList.push(item);
    return { status: 200, body: review(this.context, item) };
  }

  /** GitHub's page-number pagination: `per_page` (default 30, at most 100), `page`, and a `Link` header. */
  private paginate(context: HandlerContext, items: unknown[]): Reply {
    const perPage = Math.min(100, Math.max(1, Number(context.parameters.per_page ?? 30)));
    const page = Math.max(1, Number(context.parameters.page ?? 1));
    const last = Math.max(1, Math.ceil(items.length / perPage));
    const link = (target: number, rel: string): string => {
      const query = new URLSearchParams({ ...context.query, page: String(target) });
      return `<${this.baseUrl}${context.pathname}?${query.toString()}>; rel="${rel}"`;
    };
    const links: string[] = [];
    if (page > 1) links.push(link(Math.min(page - 1, last), 'prev'));
    if (page < last) links.push(link(page + 1, 'next'), link(last, 'last'));
    if (page > 1) links.push(link(1, 'first'));
    return {
      status: 200,
      body: items.slice((page - 1) * perPage, page * perPage),
      ...(links.length === 0 ? {} : { headers: { link: links.join(', ') } }),
    };
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function bodyField(body: unknown, name: string): string | undefined {
  const value = isRecord(body) ? body[name] : undefined;
  return typeof value === 'string' ? value : undefined;
}

function error(status: number, message: string, documentationUrl: string): Reply {
  return { status, body: { message, documentation_url: documentationUrl, status: String(status) } };
}

/** GitHub's business-rule rejections of a review: plain sentences, not field errors. */
function unprocessable(documentationUrl: string, errors: string[]): Reply {
  return {
    status: 422,
    body: { message: 'Unprocessable Entity', errors, documentation_url: documentationUrl, status: '422' },
  };
}

/** An empty comment or one over GitHub's size limit, answered as GitHub does. */
function checkCommentBody(
  operation: OperationDescription,
  resource: string,
  text: string | undefined,
): Reply | undefined {
  const field = (code: string, message?: string): Reply => ({
    status: 422,
    body: {
      message: 'Validation Failed',
      errors: [{ resource, code, field: 'body', ...(message === undefined ? {} : { message }) }],
      documentation_url: operation.documentationUrl,
      status: '422',
    },
  });
  if (text === undefined || text.trim() === '') return field('missing_field');
  if ([...text].length > BODY_MAX_CHARACTERS) {
    return field('custom', `body is too long (maximum is ${BODY_MAX_CHARACTERS} characters)`);
  }
  return undefined;
}

function fieldName(pointer: string): string {
  return pointer
    .split('/')
    .slice(1)
    .map((segment, index) => (/^\d+$/.test(segment) ? `[${segment}]` : `${index === 0 ? '' : '.'}${segment}`))
    .join('');
}

const RESOURCES: Record<string, string> = {
  issues: 'IssueComment',
  'pulls/create-review': 'PullRequestReview',
  'pulls/list-review-comments': 'PullRequestReviewComment',
  'pulls/delete-review-comment': 'PullRequestReviewComment',
  pulls: 'PullRequest',
  repos: 'Repository',
};

/**
 * A schema mismatch, answered `422 Validation Failed` in the shape the operation documents: field
 * objects (`validation-error`) or plain sentences (`validation-error-simple`, as for reviews).
 */
function validationFailed(operation: OperationDescription, problems: SchemaProblem[]): Reply {
  const simple = JSON.stringify(operation.responses['422'] ?? null).includes('validation-error-simple');
  const resource =
    RESOURCES[operation.operationId] ??
    RESOURCES[operation.operationId.split('/')[0]!] ??
    operation.operationId;
  const errors = problems.map((problem) => {
    const field = fieldName(problem.pointer);
    const message = describeProblem(problem, 'request body');
    if (simple) return message;
    return {
      resource,
      code: problem.code,
      ...(field ? { field } : {}),
      message,
    };
  });
  return {
    status: 422,
    body: {
      message: 'Validation Failed',
      errors,
      documentation_url: operation.documentationUrl,
      status: '422',
    },
  };
}

/** `body must be string`; a problem with the whole value is named after `whole`. */
function describeProblem(problem: SchemaProblem, whole: string): string {
  return `${fieldName(problem.pointer) || whole} ${problem.message}`;
}

function describeProblems(problems: SchemaProblem[], whole: string): string {
  return problems.map((problem) => describeProblem(problem, whole)).join('; ');
}
