import { unifiedDiff } from '../../../src/repo/unified-diff.js';
import type { Proposal, Verification } from '../../../src/investigate/fixes/types.js';
import { createGitHubClient, type GitHubClient } from '../../../src/publish/github/client.js';
import type { PullRequestContext } from '../../../src/publish/github/context.js';
import {
  listPullRequestPatches,
  postSuggestions,
  type PostSuggestionsInput,
} from '../../../src/publish/github/review.js';
import {
  planSuggestions,
  type PullRequestFilePatch,
  type Suggestion,
} from '../../../src/publish/github/suggestions.js';
import { startFakeGitHub, type FakeGitHub } from '../../__fixtures__/github/fake-github.js';

const OWNER = 'octo-org';
const REPO = 'octo-service';
const PR = 7;
const HEAD_SHA = 'a'.repeat(40);
const PATH = 'src/app.ts';
const BIG = 'src/big.ts';

/** The file at the pull request's head; the PR added line 10, so its diff shows lines 7–13. */
const HEAD_LINES = Array.from({ length: 30 }, (_, index) =>
  index + 1 === 10 ? 'const added = true;' : `const v${index + 1} = ${index + 1};`,
);
/** A file the PR adds whole: every one of its 130 lines is in the diff. */
const BIG_LINES = Array.from({ length: 130 }, (_, index) => `export const b${index + 1} = ${index + 1};`);

const VERIFIED: Verification = { status: 'verified', passed: ['flows/users.yaml'] };

const PULL: PullRequestContext = {
  owner: OWNER,
  repo: REPO,
  number: PR,
  headSha: HEAD_SHA,
  baseSha: 'b'.repeat(40),
  isFork: false,
  event: 'pull_request',
};

function text(lines: readonly string[]): string {
  return lines.map((line) => `${line}\n`).join('');
}

/** GitHub's `patch` of a file: hunks only, no `---`/`+++` lines, no final newline. */
function githubPatch(before: string, after: string, path: string): string {
  return unifiedDiff(before, after, { path }).text.split('\n').slice(2).join('\n').trimEnd();
}

const APP_PATCH = githubPatch(text(HEAD_LINES.filter((_, index) => index !== 9)), text(HEAD_LINES), PATH);
const BIG_PATCH = githubPatch('', text(BIG_LINES), BIG);

/** `lines` with some replaced (`undefined` deletes, an array stands for several lines). */
function edit(lines: readonly string[], changes: Record<number, string | string[] | undefined>): string {
  return text(
    lines.flatMap((line, index) => {
      if (!(index + 1 in changes)) return [line];
      const change = changes[index + 1];
      return change === undefined ? [] : Array.isArray(change) ? change : [change];
    }),
  );
}

function fix(id: string, changes: Record<number, string | string[] | undefined>, path = PATH): Proposal {
  const lines = path === BIG ? BIG_LINES : HEAD_LINES;
  const diff = unifiedDiff(text(lines), edit(lines, changes), { path });
  return {
    id,
    title: `Fix ${id}`,
    rationale: 'The flow expects it.',
    files: [{ path, diff: diff.text, added: diff.added, removed: diff.removed, created: false }],
    targetFlows: ['flows/users.yaml'],
    verification: VERIFIED,
  };
}

describe('postSuggestions against the GitHub fake', () => {
  let fake: FakeGitHub;
  let octokit: GitHubClient;
  let log: { warning: string[]; info: string[]; debug: string[] };
  let pullFiles: PullRequestFilePatch[];

  beforeAll(async () => {
    fake = await startFakeGitHub({
      owner: OWNER,
      repo: REPO,
      pullRequests: [
        {
          number: PR,
          headSha: HEAD_SHA,
          files: [
            { filename: PATH, patch: APP_PATCH },
            { filename: BIG, status: 'added', patch: BIG_PATCH },
          ],
        },
      ],
    });
  });
  afterAll(async () => {
    await fake.close();
  });
  beforeEach(async () => {
    fake.reset();
    log = { warning: [], info: [], debug: [] };
    octokit = createGitHubClient('test-token', {
      baseUrl: fake.url,
      retryDelayMs: 1,
      paceWrites: false,
      // The client's retry warnings are not the outcome's own; keep them apart.
      log: { warning: (message) => log.debug.push(message) },
    });
    pullFiles = await listPullRequestPatches(octokit, PULL);
    fake.reset();
  });
  afterEach(() => {
    expect(fake.violations).toEqual([]);
  });

  function post(suggestions: Suggestion[], overrides: Partial<PostSuggestionsInput> = {}) {
    return postSuggestions({
      octokit,
      pullRequest: PULL,
      suggestions,
      log: {
        warning: (message) => log.warning.push(message),
        info: (message) => log.info.push(message),
        debug: (message) => log.debug.push(message),
      },
      ...overrides,
    });
  }

  const plan = (proposals: Proposal[]) => planSuggestions(proposals, pullFiles, 'all');
  const writes = () => fake.requests.filter((request) => request.method !== 'GET');
  const reviewRequests = () =>
    fake.requests.filter((request) => request.operationId === 'pulls/create-review');

  it('reads the pull request’s patches for planning', () => {
    expect(pullFiles).toEqual([
      { path: PATH, patch: APP_PATCH },
      { path: BIG, patch: BIG_PATCH },
    ]);
  });

  it('posts changes, deletions and insertions inside the diff as one review on the head commit', async () => {
    const { suggestions, outsideDiff } = plan([
      fix('one-line', { 11: "const v11 = 'eleven';" }),
      fix('deletion', { 8: undefined, 9: undefined }),
      fix('insertion', { 13: ['const v13 = 13;', 'const doc = `', '```', '`;'] }),
    ]);
    expect(outsideDiff).toEqual([]);

    const outcome = await post(suggestions);
    expect(outcome).toEqual({
      status: 'posted',
      posted: 3,
      kept: 0,
      removed: 0,
      reviewUrl: expect.stringContaining(`/pull/${PR}#pullrequestreview-`),
    });
    expect(log.warning).toEqual([]);
    expect(log.info).toEqual([`Falcon CI posted 3 suggestions in a review: ${outcome.reviewUrl}`]);

    expect(reviewRequests()).toHaveLength(1);
    expect(reviewRequests()[0]!.body).toEqual({
      commit_id: HEAD_SHA,
      event: 'COMMENT',
      body: '**Falcon CI** suggests 3 changes from 3 proposed fixes. Each says whether it was verified against the patched service; the summary comment has the rest.',
      comments: [
        { path: PATH, body: suggestions[0]!.body, line: 11, side: 'RIGHT' },
        {
          path: PATH,
          body: suggestions[1]!.body,
          line: 9,
          side: 'RIGHT',
          start_line: 8,
          start_side: 'RIGHT',
        },
        { path: PATH, body: suggestions[2]!.body, line: 13, side: 'RIGHT' },
      ],
    });
    expect(fake.reviews).toEqual([
      expect.objectContaining({ state: 'COMMENTED', commitId: HEAD_SHA, commentIds: expect.any(Array) }),
    ]);
    expect(
      fake.reviewComments.map(({ path, line, startLine, side }) => ({ path, line, startLine, side })),
    ).toEqual([
      { path: PATH, line: 11, startLine: undefined, side: 'RIGHT' },
      { path: PATH, line: 9, startLine: 8, side: 'RIGHT' },
      { path: PATH, line: 13, startLine: undefined, side: 'RIGHT' },
    ]);
    const bodies = fake.reviewComments.map((comment) => comment.body);
    expect(bodies[0]).toContain("\n```suggestion\nconst v11 = 'eleven';\n```\n<!-- falcon-ci:suggestion ");
    expect(bodies[1]).toContain('\n```suggestion\n```\n');
    expect(bodies[2]).toContain('\n````suggestion\nconst v13 = 13;\nconst doc = `\n```\n`;\n````\n');
  });

  it('posts the review once when the answer to its POST is lost', async () => {
    const { suggestions } = plan([fix('one-line', { 11: "const v11 = 'eleven';" })]);
    fake.fault('lose-answer', 1, 'POST');
    const outcome = await post(suggestions);
    expect(outcome.status).toBe('posted');
    expect(fake.reviews).toHaveLength(1);
    expect(reviewRequests()).toHaveLength(1);
    // A second run finds it there and posts nothing new.
    await post(suggestions);
    expect(fake.reviews).toHaveLength(1);
  });

  it('never sends a change outside the diff', async () => {
    const { suggestions, outsideDiff } = plan([
      fix('inside', { 11: 'const v11 = 0;' }),
      fix('outside', { 25: 'x' }),
    ]);
    expect(outsideDiff.map((item) => item.proposal.id)).toEqual(['outside']);

    expect(await post(suggestions)).toMatchObject({ status: 'posted', posted: 1 });
    expect(reviewRequests()[0]!.body).toMatchObject({ comments: [{ path: PATH, line: 11 }] });
    expect(fake.requests.filter((request) => request.status === 422)).toEqual([]);
    expect(fake.reviewComments).toHaveLength(1);
  });

  it('posts nothing new on a second run with the same fixes', async () => {
    const { suggestions } = plan([fix('a', { 11: 'const v11 = 0;' }), fix('b', { 12: 'const v12 = 0;' })]);
    await post(suggestions);
    const before = fake.requests.length;

    expect(await post(suggestions)).toEqual({ status: 'unchanged', posted: 0, kept: 2, removed: 0 });
    expect(fake.requests.slice(before).map((request) => request.method)).toEqual(['GET']);
    expect(fake.reviews).toHaveLength(1);
    expect(fake.reviewComments).toHaveLength(2);
    expect(log.warning).toEqual([]);
  });

  it('deletes its suggestion of a fix that is gone, and replaces one that changed', async () => {
    const a = fix('a', { 11: 'const v11 = 0;' });
    const b = fix('b', { 12: 'const v12 = 0;' });
    await post(plan([a, b]).suggestions);
    const [commentA, commentB] = fake.reviewComments.map((comment) => comment.id);

    expect(await post(plan([a]).suggestions)).toEqual({
      status: 'unchanged',
      posted: 0,
      kept: 1,
      removed: 1,
    });
    expect(fake.reviewComments.map((comment) => comment.id)).toEqual([commentA]);
    expect(writes().map((request) => `${request.method} ${request.path}`)).toEqual([
      `POST /repos/${OWNER}/${REPO}/pulls/${PR}/reviews`,
      `DELETE /repos/${OWNER}/${REPO}/pulls/comments/${commentB}`,
    ]);

    const changed = fix('a2', { 11: 'const v11 = 1;' });
    expect(await post(plan([changed]).suggestions)).toMatchObject({
      status: 'posted',
      posted: 1,
      kept: 0,
      removed: 1,
    });
    expect(fake.reviewComments).toHaveLength(1);
    expect(fake.reviewComments[0]!.body).toContain('const v11 = 1;');
    expect(fake.reviews).toHaveLength(2);
  });

  it('with nothing planned, removes its earlier suggestions and posts no review', async () => {
    await post(plan([fix('a', { 11: 'const v11 = 0;' })]).suggestions);
    expect(await post([])).toEqual({ status: 'unchanged', posted: 0, kept: 0, removed: 1 });
    expect(fake.reviewComments).toEqual([]);
    expect(fake.reviews).toHaveLength(1);
  });

  it('leaves marked comments of other people alone, and counts a given login as its own', async () => {
    const { suggestions } = plan([fix('a', { 11: 'const v11 = 0;' })]);
    await post(suggestions);
    // Someone pasted the raw text of our comment into one of theirs.
    const ours = fake.reviewComments[0]!;
    fake.reviewComments.push({ ...ours, id: ours.id + 1000, login: 'octocat' });

    expect(await post([])).toMatchObject({ status: 'unchanged', removed: 1 });
    expect(fake.reviewComments.map((comment) => comment.login)).toEqual(['octocat']);

    expect(await post(suggestions, { login: 'OctoCat' })).toEqual({
      status: 'unchanged',
      posted: 0,
      kept: 1,
      removed: 0,
    });
  });

  it('replaces a suggestion GitHub shows as outdated', async () => {
    const { suggestions } = plan([fix('a', { 11: 'const v11 = 0;' })]);
    await post(suggestions);
    const old = fake.reviewComments[0]!;
    // GitHub drops `line` from a comment whose lines left the diff.
    delete old.line;

    expect(await post(suggestions)).toMatchObject({ status: 'posted', posted: 1, kept: 0, removed: 1 });
    expect(fake.reviewComments.map((comment) => comment.id)).not.toContain(old.id);
    expect(fake.reviewComments).toEqual([expect.objectContaining({ line: 11, body: old.body })]);
  });

  it('finds its own suggestions across pages of review comments', async () => {
    const many = Array.from({ length: 120 }, (_, index) =>
      fix(`big-${index}`, { [index + 1]: `// ${index}` }, BIG),
    );
    const { suggestions, outsideDiff } = plan(many);
    expect(outsideDiff).toEqual([]);
    expect(await post(suggestions)).toMatchObject({ status: 'posted', posted: 120 });
    fake.requests.length = 0;

    expect(await post(suggestions)).toEqual({ status: 'unchanged', posted: 0, kept: 120, removed: 0 });
    expect(
      fake.requests
        .filter((request) => request.operationId === 'pulls/list-review-comments')
        .map((request) => request.query.page ?? '1'),
    ).toEqual(['1', '2']);
    expect(fake.reviewComments).toHaveLength(120);
  });

  it('skips a fork’s pull_request run with one warning and no request', async () => {
    const { suggestions } = plan([fix('a', { 11: 'const v11 = 0;' })]);
    const outcome = await post(suggestions, { pullRequest: { ...PULL, isFork: true } });
    expect(outcome).toEqual({
      status: 'skipped',
      posted: 0,
      kept: 0,
      removed: 0,
      reason: expect.stringContaining('it comes from a fork'),
    });
    expect(log.warning).toEqual([outcome.reason]);
    expect(fake.requests).toEqual([]);
  });

  it('posts on a fork’s pull_request_target run, whose token may write', async () => {
    const { suggestions } = plan([fix('a', { 11: 'const v11 = 0;' })]);
    const outcome = await post(suggestions, {
      pullRequest: { ...PULL, isFork: true, event: 'pull_request_target' },
    });
    expect(outcome).toMatchObject({ status: 'posted', posted: 1 });
  });

  it('fails with one warning, and does not throw, when the token is read-only', async () => {
    const { suggestions } = plan([fix('a', { 11: 'const v11 = 0;' })]);
    fake.setFork(true);
    const outcome = await post(suggestions);
    expect(outcome).toEqual({
      status: 'failed',
      posted: 0,
      kept: 0,
      removed: 0,
      reason: expect.stringContaining(
        'could not post a review on pull request #7: GitHub answered 403 (Resource not accessible by integration)',
      ),
    });
    expect(outcome.reason).toContain('permissions: pull-requests: write');
    expect(log.warning).toEqual([outcome.reason]);
    expect(fake.reviews).toEqual([]);
  });

  it('fails the same way when only an outdated suggestion is left to delete', async () => {
    await post(plan([fix('a', { 11: 'const v11 = 0;' })]).suggestions);
    fake.setFork(true);
    const outcome = await post([]);
    expect(outcome).toMatchObject({ status: 'failed', removed: 0 });
    expect(outcome.reason).toContain('could not delete an outdated suggestion from pull request #7');
    expect(log.warning).toHaveLength(1);
    expect(fake.reviewComments).toHaveLength(1);
  });

  it('fails with one warning when GitHub keeps answering 5xx through the retries', async () => {
    const { suggestions } = plan([fix('a', { 11: 'const v11 = 0;' })]);
    fake.serverError(3);
    const outcome = await post(suggestions);
    expect(outcome).toMatchObject({ status: 'failed', posted: 0 });
    expect(outcome.reason).toContain(
      'could not list the review comments of pull request #7: GitHub kept failing after the retries (502',
    );
    expect(log.warning).toEqual([outcome.reason]);
    expect(fake.requests.map((request) => request.status)).toEqual([502, 502, 502]);
  });

  it('reports GitHub’s 422 when the pull request moved on after its files were read', async () => {
    // Planned against a diff in which the pull request also changed line 25; GitHub's has no such hunk.
    const otherPatch = githubPatch(edit(HEAD_LINES, { 25: 'const v25 = -25;' }), text(HEAD_LINES), PATH);
    const stale = planSuggestions(
      [fix('a', { 25: 'const v25 = 0;' })],
      [{ path: PATH, patch: otherPatch }],
      'all',
    );
    expect(stale.suggestions).toHaveLength(1);
    const outcome = await post(stale.suggestions);
    expect(outcome).toMatchObject({ status: 'failed', posted: 0 });
    expect(outcome.reason).toContain(
      'GitHub rejected the review (422: Unprocessable Entity: Pull request review thread line must be part of the diff',
    );
    expect(log.warning).toEqual([outcome.reason]);
    expect(fake.reviews).toEqual([]);
  });
});
