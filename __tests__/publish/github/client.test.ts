import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createGitHubClient, statusOf, type GitHubClient } from '../../../src/publish/github/client.js';
import { upsertStickyComment } from '../../../src/publish/github/sticky-comment.js';
import { GitHubBudget, GitHubTimeSpent } from '../../../src/publish/github/budget.js';
import { RunCancelled } from '../../../src/core/errors.js';

const MARKER = '<!-- falcon-ci:summary -->';
import { startFakeGitHub, type FakeGitHub } from '../../__fixtures__/github/fake-github.js';

const OWNER = 'octo-org';
const REPO = 'octo-service';
const PR = 7;

describe('createGitHubClient against the GitHub fake', () => {
  let fake: FakeGitHub;
  let warnings: string[];
  let octokit: GitHubClient;

  beforeAll(async () => {
    fake = await startFakeGitHub({ owner: OWNER, repo: REPO, pullRequests: [{ number: PR }] });
  });
  afterAll(async () => {
    await fake.close();
  });
  beforeEach(() => {
    fake.reset();
    warnings = [];
    octokit = createGitHubClient('test-token', {
      baseUrl: fake.url,
      retryDelayMs: 1,
      paceWrites: false,
      log: { warning: (message) => warnings.push(message) },
    });
  });
  afterEach(() => {
    expect(fake.violations).toEqual([]);
  });

  const getPull = () => octokit.rest.pulls.get({ owner: OWNER, repo: REPO, pull_number: PR });

  it('sends the token and talks to the given base URL', async () => {
    const answer = await getPull();
    expect(answer.data.number).toBe(PR);
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]?.headers.authorization).toBe('token test-token');
    expect(warnings).toEqual([]);
  });

  it('retries a primary rate limit after the advised wait, with a warning', async () => {
    fake.rateLimit(1, 'primary');
    const answer = await getPull();
    expect(answer.status).toBe(200);
    expect(fake.requests.map((request) => request.status)).toEqual([403, 200]);
    expect(warnings).toEqual([
      expect.stringMatching(
        new RegExp(
          `^GitHub rate limit reached on GET /repos/${OWNER}/${REPO}/pulls/${PR}; retrying after the advised 6\\d s \\(retry 1 of 2\\)\\.$`,
        ),
      ),
    ]);
  });

  it('retries a secondary rate limit after its retry-after', async () => {
    fake.rateLimit(2, 'secondary');
    const answer = await octokit.rest.issues.createComment({
      owner: OWNER,
      repo: REPO,
      issue_number: PR,
      body: 'hi',
    });
    expect(answer.status).toBe(201);
    expect(fake.requests.map((request) => request.status)).toEqual([429, 429, 201]);
    expect(warnings).toEqual([
      expect.stringContaining(
        'GitHub secondary rate limit reached on POST /repos/octo-org/octo-service/issues/7/comments; retrying after the advised 1 s (retry 1 of 2).',
      ),
      expect.stringContaining('(retry 2 of 2)'),
    ]);
    expect(fake.comments).toHaveLength(1);
  });

  it('gives up on a rate limit after two retries', async () => {
    fake.rateLimit(3, 'primary');
    const error = await getPull().then(
      () => undefined,
      (failure: unknown) => failure,
    );
    expect(statusOf(error)).toBe(403);
    expect(fake.requests).toHaveLength(3);
    expect(warnings.at(-1)).toMatch(/; giving up after 2 retries\.$/);
  });

  it('does not wait for a rate limit longer than allowed', async () => {
    const patient = createGitHubClient('test-token', {
      baseUrl: fake.url,
      retryDelayMs: 1,
      maxRateLimitWaitSeconds: 10,
      log: { warning: (message) => warnings.push(message) },
    });
    fake.rateLimit(1, 'primary');
    await expect(patient.rest.pulls.get({ owner: OWNER, repo: REPO, pull_number: PR })).rejects.toMatchObject(
      { status: 403 },
    );
    expect(fake.requests).toHaveLength(1);
    expect(warnings).toEqual([
      expect.stringMatching(/GitHub advises waiting 6\d s, longer than 10 s, so not retrying\.$/),
    ]);
  });

  it('retries 502 with backoff and logs each failed attempt', async () => {
    fake.serverError(2);
    const answer = await getPull();
    expect(answer.status).toBe(200);
    expect(fake.requests.map((request) => request.status)).toEqual([502, 502, 200]);
    expect(warnings).toEqual([
      `GitHub answered 502 on GET /repos/${OWNER}/${REPO}/pulls/${PR} (attempt 1 of 3); retrying.`,
      `GitHub answered 502 on GET /repos/${OWNER}/${REPO}/pulls/${PR} (attempt 2 of 3); retrying.`,
    ]);
  });

  it('stops after three attempts when GitHub keeps failing', async () => {
    fake.serverError(10);
    await expect(getPull()).rejects.toMatchObject({ status: 502 });
    expect(fake.requests).toHaveLength(3);
    expect(warnings.at(-1)).toBe(
      `GitHub answered 502 on GET /repos/${OWNER}/${REPO}/pulls/${PR} (attempt 3 of 3); giving up.`,
    );
  });

  it('does not retry what a retry cannot fix (404, 403 without a rate limit)', async () => {
    await expect(octokit.rest.pulls.get({ owner: OWNER, repo: REPO, pull_number: 99 })).rejects.toMatchObject(
      { status: 404 },
    );
    fake.setFork(true);
    await expect(
      octokit.rest.issues.createComment({ owner: OWNER, repo: REPO, issue_number: PR, body: 'x' }),
    ).rejects.toMatchObject({ status: 403 });
    expect(fake.requests.map((request) => request.status)).toEqual([404, 403]);
    expect(warnings).toEqual([]);
  });

  it('retries a plain 429 that is no rate limit, then succeeds', async () => {
    fake.fault('too-many');
    const answer = await getPull();
    expect(answer.status).toBe(200);
    expect(fake.requests.map((request) => request.status)).toEqual([429, 200]);
    expect(warnings).toEqual([
      expect.stringMatching(/^GitHub answered 429 Too Many Requests on GET .*\(retry 1 of 2\)\.$/),
    ]);
  });

  it('gives up on a GitHub that never answers instead of waiting for it', async () => {
    const impatient = createGitHubClient('test-token', {
      baseUrl: fake.url,
      retryDelayMs: 1,
      retries: 1,
      requestTimeoutMs: 200,
      log: { warning: (message) => warnings.push(message) },
    });
    fake.fault('hang', 2);
    await expect(impatient.rest.pulls.get({ owner: OWNER, repo: REPO, pull_number: PR })).rejects.toThrow();
    expect(fake.requests).toHaveLength(2);
    expect(warnings.at(-1)).toMatch(/could not be reached .*\(attempt 2 of 2\); giving up\./);
  });

  it("ends a call to a silent GitHub when the run's time for GitHub is spent, and makes no more calls", async () => {
    const budget = new GitHubBudget({ limitMs: 300, log: { warning: (message) => warnings.push(message) } });
    const bounded = createGitHubClient('test-token', {
      baseUrl: fake.url,
      retryDelayMs: 1,
      requestTimeoutMs: 60_000,
      budget,
      log: { warning: (message) => warnings.push(message) },
    });
    fake.fault('hang', 10);
    const first = await bounded.rest.pulls
      .get({ owner: OWNER, repo: REPO, pull_number: PR })
      .catch((error) => error);
    expect(first).toBeInstanceOf(GitHubTimeSpent);
    expect(budget.remainingMs()).toBe(0);
    const sent = fake.requests.length;
    expect(sent).toBeGreaterThan(0);
    // Another client sharing the budget (the Actions cache, the comment) does not call at all.
    const second = createGitHubClient('test-token', { baseUrl: fake.url, budget, paceWrites: false });
    await expect(second.rest.repos.get({ owner: OWNER, repo: REPO })).rejects.toBeInstanceOf(GitHubTimeSpent);
    expect(fake.requests).toHaveLength(sent);
    // Said once, not once per attempt.
    expect(warnings).toEqual([
      expect.stringMatching(/^GitHub did not answer within the 0\.3 s a run gives it.*the verdict stands\.$/),
    ]);
  });

  it('counts only the time GitHub calls are in flight against the budget', async () => {
    const budget = new GitHubBudget({ limitMs: 2000 });
    const bounded = createGitHubClient('test-token', { baseUrl: fake.url, budget, paceWrites: false });
    await bounded.rest.pulls.get({ owner: OWNER, repo: REPO, pull_number: PR });
    const afterOne = budget.remainingMs();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(budget.remainingMs()).toBe(afterOne);
    expect(afterOne).toBeLessThan(2000);
  });

  it('ends the calls in flight when the run is cancelled', async () => {
    const controller = new AbortController();
    const budget = new GitHubBudget({ signal: controller.signal });
    const bounded = createGitHubClient('test-token', {
      baseUrl: fake.url,
      budget,
      requestTimeoutMs: 60_000,
      paceWrites: false,
    });
    fake.fault('hang', 1);
    const call = bounded.rest.pulls
      .get({ owner: OWNER, repo: REPO, pull_number: PR })
      .catch((error) => error);
    while (fake.requests.length === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    controller.abort(new RunCancelled('SIGTERM'));
    expect(await call).toBeInstanceOf(RunCancelled);
  });

  it('never posts the sticky comment twice when the answer to its POST is lost', async () => {
    const target = { owner: OWNER, repo: REPO, issue_number: PR };
    // The POST is done, its answer dropped.
    fake.fault('lose-answer', 1, 'POST');
    const first = await upsertStickyComment(octokit, target, 'verdict: fail', MARKER);
    expect(first.action).toBe('unchanged');
    expect(fake.comments).toHaveLength(1);
    expect(fake.requests.map((request) => request.method)).toEqual(['GET', 'POST', 'GET']);
    await upsertStickyComment(octokit, target, 'verdict: pass', MARKER);
    expect(fake.comments).toHaveLength(1);
    expect(fake.comments[0]?.body).toContain('verdict: pass');
  });
});

describe('createGitHubClient without a server', () => {
  it('retries a refused connection and says GitHub could not be reached', async () => {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    await new Promise<void>((resolve) => server.close(() => resolve()));

    const warnings: string[] = [];
    const octokit = createGitHubClient('test-token', {
      baseUrl: `http://127.0.0.1:${port}`,
      retryDelayMs: 1,
      log: { warning: (message) => warnings.push(message) },
    });
    await expect(octokit.rest.repos.get({ owner: OWNER, repo: REPO })).rejects.toBeDefined();
    expect(warnings).toHaveLength(3);
    expect(warnings[0]).toMatch(
      /^GitHub could not be reached \(.+\) on GET \/repos\/octo-org\/octo-service \(attempt 1 of 3\); retrying\.$/,
    );
    expect(warnings[2]).toMatch(/\(attempt 3 of 3\); giving up\.$/);
  });
});
