import type { FlowResult } from '../../../src/core/results.js';
import { decideGate } from '../../../src/gate.js';
import { createGitHubClient, type GitHubClient } from '../../../src/publish/github/client.js';
import type { PullRequestContext } from '../../../src/publish/github/context.js';
import { publishComment, type PublishInput } from '../../../src/publish/github/publish.js';
import { COMMENT_LIMIT, renderSummary, SUMMARY_MARKER } from '../../../src/report/render/summary.js';
import { startFakeGitHub, type FakeGitHub } from '../../__fixtures__/github/fake-github.js';
import { checkResult, flowResult, stepResult } from '../../__fixtures__/results.js';

const OWNER = 'octo-org';
const REPO = 'octo-service';
const PR = 7;

const PULL: PullRequestContext = {
  owner: OWNER,
  repo: REPO,
  number: PR,
  headSha: 'a'.repeat(40),
  baseSha: 'b'.repeat(40),
  isFork: false,
  event: 'pull_request',
};

const FAILING = `${SUMMARY_MARKER}\n## ❌ Falcon CI: gate failed`;
const PASSING = `${SUMMARY_MARKER}\n## ✅ Falcon CI: gate passed`;

describe('publishComment against the GitHub fake', () => {
  let fake: FakeGitHub;
  let octokit: GitHubClient;
  let log: { warning: string[]; info: string[]; debug: string[] };

  beforeAll(async () => {
    fake = await startFakeGitHub({ owner: OWNER, repo: REPO, pullRequests: [{ number: PR }] });
  });
  afterAll(async () => {
    await fake.close();
  });
  beforeEach(() => {
    fake.reset();
    log = { warning: [], info: [], debug: [] };
    octokit = createGitHubClient('test-token', {
      baseUrl: fake.url,
      retryDelayMs: 1,
      paceWrites: false,
      // The client's own retry warnings are not the outcome's; keep them apart.
      log: { warning: (message) => log.debug.push(message) },
    });
  });
  afterEach(() => {
    expect(fake.violations).toEqual([]);
  });

  function publish(overrides: Partial<PublishInput> = {}) {
    return publishComment({
      octokit,
      pullRequest: PULL,
      body: FAILING,
      mode: 'always',
      verdict: 'fail',
      log: {
        warning: (message) => log.warning.push(message),
        info: (message) => log.info.push(message),
        debug: (message) => log.debug.push(message),
      },
      ...overrides,
    });
  }

  const writes = () => fake.requests.filter((request) => request.method !== 'GET');
  const sticky = () => fake.comments.filter((comment) => comment.body.includes(SUMMARY_MARKER));

  it('two runs leave exactly one comment: created, then unchanged, then updated', async () => {
    const first = await publish();
    expect(first).toEqual({ status: 'created', url: expect.stringContaining(`/pull/${PR}#issuecomment-`) });
    expect(await publish()).toEqual({ ...first, status: 'unchanged' });
    expect(await publish({ body: `${FAILING}\n\none more failure` })).toEqual({
      ...first,
      status: 'updated',
    });
    expect(sticky()).toHaveLength(1);
    expect(log.warning).toEqual([]);
    expect(log.info).toEqual([
      `Pull request comment created: ${first.url}`,
      `Pull request comment unchanged: ${first.url}`,
      `Pull request comment updated: ${first.url}`,
    ]);
  });

  it('skips a fork pull request with one warning and sends nothing', async () => {
    const outcome = await publish({ pullRequest: { ...PULL, isFork: true } });
    expect(outcome).toEqual({ status: 'skipped', reason: expect.stringContaining('comes from a fork') });
    expect(log.warning).toEqual([outcome.reason]);
    expect(outcome.reason).toContain('The results are in the job summary and the annotations');
    expect(fake.requests).toEqual([]);
  });

  it('comments on a fork under pull_request_target, whose token may write', async () => {
    const outcome = await publish({ pullRequest: { ...PULL, isFork: true, event: 'pull_request_target' } });
    expect(outcome.status).toBe('created');
    expect(sticky()).toHaveLength(1);
  });

  it('fails softly with a warning naming the permission when GitHub refuses the write (403)', async () => {
    fake.setFork(true);
    const outcome = await publish();
    expect(outcome.status).toBe('failed');
    expect(outcome.reason).toBe(
      'Falcon CI could not comment on pull request #7: GitHub answered 403 (Resource not accessible by integration): the token may not write to pull requests. Grant it in the workflow with `permissions: pull-requests: write`. The results are in the job summary and the annotations; the gate verdict stands.',
    );
    expect(log.warning).toEqual([outcome.reason]);
    expect(fake.requests.map((request) => `${request.method} ${request.status}`)).toEqual([
      'GET 200',
      'POST 403',
    ]);
    expect(fake.comments).toEqual([]);
  });

  it('fails softly on a pull request the token cannot see (404)', async () => {
    const outcome = await publish({ pullRequest: { ...PULL, number: 99 } });
    expect(outcome.status).toBe('failed');
    expect(outcome.reason).toMatch(
      /^Falcon CI could not comment on pull request #99: GitHub answered 404 \(Not Found\): the token cannot see octo-org\/octo-service#99\. Grant `permissions: pull-requests: write`/,
    );
    expect(log.warning).toEqual([outcome.reason]);
  });

  it('succeeds after a rate limit, retried', async () => {
    fake.rateLimit(1, 'primary');
    expect((await publish()).status).toBe('created');
    expect(fake.requests.map((request) => request.status)).toEqual([403, 200, 201]);
    expect(log.debug).toEqual([expect.stringContaining('rate limit reached')]);
    expect(log.warning).toEqual([]);
  });

  it('reports a rate limit that outlasts the retries as such', async () => {
    fake.rateLimit(3, 'secondary');
    const outcome = await publish();
    expect(outcome.status).toBe('failed');
    expect(outcome.reason).toContain(
      "GitHub's rate limit was still in force after the retries (429: You have exceeded a secondary rate limit.",
    );
    expect(fake.comments).toEqual([]);
  });

  it('succeeds after 502 twice, retried', async () => {
    fake.serverError(2);
    expect((await publish()).status).toBe('created');
    expect(fake.requests.map((request) => request.status)).toEqual([502, 502, 200, 201]);
    expect(sticky()).toHaveLength(1);
  });

  it('fails softly when GitHub keeps answering 502', async () => {
    fake.serverError(100);
    const outcome = await publish();
    expect(outcome).toEqual({
      status: 'failed',
      reason:
        'Falcon CI could not comment on pull request #7: GitHub kept failing after the retries (502: Server Error). The results are in the job summary and the annotations; the gate verdict stands.',
    });
    expect(log.warning).toEqual([outcome.reason]);
    expect(fake.requests).toHaveLength(3);
  });

  describe('on-failure mode', () => {
    it('posts nothing for a passing run without an earlier comment', async () => {
      const outcome = await publish({ mode: 'on-failure', verdict: 'pass', body: PASSING });
      expect(outcome).toEqual({ status: 'skipped', reason: expect.stringContaining('the gate passed') });
      expect(writes()).toEqual([]);
      expect(log.warning).toEqual([]);
    });

    it('posts a failing run', async () => {
      expect((await publish({ mode: 'on-failure', verdict: 'fail' })).status).toBe('created');
    });

    it('rewrites an earlier failure comment once the run passes, so it does not go stale', async () => {
      await publish({ mode: 'on-failure', verdict: 'fail' });
      const outcome = await publish({ mode: 'on-failure', verdict: 'pass', body: PASSING });
      expect(outcome.status).toBe('updated');
      expect(sticky().map((comment) => comment.body)).toEqual([PASSING]);
    });
  });

  it('does nothing when commenting is off or the run is not for a pull request', async () => {
    expect(await publish({ mode: 'off' })).toMatchObject({ status: 'skipped' });
    expect(await publish({ pullRequest: undefined })).toMatchObject({ status: 'skipped' });
    expect(fake.requests).toEqual([]);
    expect(log.warning).toEqual([]);
  });

  it('skips with a warning when there is no token', async () => {
    const outcome = await publish({ octokit: undefined });
    expect(outcome).toMatchObject({
      status: 'skipped',
      reason: expect.stringContaining('no GitHub token was given'),
    });
    expect(log.warning).toHaveLength(1);
  });

  it('never sends a body over 65,536 characters: renderSummary cuts it first', async () => {
    const results: FlowResult[] = Array.from({ length: 400 }, (_, index) =>
      flowResult({
        file: `.falcon/flows/contract_case_${index}.yaml`,
        name: `case ${index}`,
        type: 'contract',
        status: 'failed',
        steps: [
          stepResult({
            id: 'get',
            status: 'failed',
            checks: [checkResult({ actual: '500', passed: false, line: 9 })],
            line: 7,
            repro: `curl 'http://127.0.0.1:3000/cases/${index}' --data-raw '${'é'.repeat(300)}'`,
          }),
        ],
      }),
    );
    const summary = { results, gate: decideGate(results, ['contract']), durationMs: 100 };
    const uncut = renderSummary(summary, { limit: Number.MAX_SAFE_INTEGER, marker: SUMMARY_MARKER });
    expect([...uncut].length).toBeGreaterThan(COMMENT_LIMIT);
    const body = renderSummary(summary, { limit: COMMENT_LIMIT, marker: SUMMARY_MARKER });
    expect(await publish({ body })).toMatchObject({ status: 'created' });
    const sent = writes()[0]?.body as { body: string };
    expect([...sent.body].length).toBeLessThanOrEqual(COMMENT_LIMIT);
    expect(sent.body).toMatch(
      /_… cut: \d+ more failures(, \d+ more failing flows in the table)?; see the job summary and the reports\._\n$/,
    );
    expect(sticky()[0]?.body).toBe(body);
  });

  it('refuses an oversized body itself rather than let GitHub reject it', async () => {
    const outcome = await publish({ body: `${SUMMARY_MARKER}\n${'x'.repeat(COMMENT_LIMIT)}` });
    expect(outcome.status).toBe('failed');
    expect(outcome.reason).toContain("over GitHub's 65536");
    expect(fake.requests).toEqual([]);
  });

  it('never throws, even when the log callback does', async () => {
    const outcome = await publishComment({
      octokit,
      pullRequest: { ...PULL, isFork: true },
      body: FAILING,
      mode: 'always',
      verdict: 'fail',
      log: {
        warning: () => {
          throw new Error('log closed');
        },
      },
    });
    expect(outcome).toEqual({ status: 'failed', reason: 'Falcon CI could not comment: log closed' });
  });
});
