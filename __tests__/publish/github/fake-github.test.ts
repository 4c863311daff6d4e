import { getOctokit } from '@actions/github';
import { startFakeGitHub, type FakeGitHub } from '../../__fixtures__/github/fake-github.js';
import { checkResponse, githubOperations } from '../../__fixtures__/github/operations.js';

/**
 * The fake is driven here by the real octokit that Falcon CI uses, so what passes here is what the
 * GitHub module will meet: GitHub's routes, parameters, bodies, pagination and error answers.
 */

const USERS_PATCH = [
  '@@ -1,4 +1,5 @@',
  " import { db } from './db';",
  '-export function list() {',
  '+export async function list() {',
  '+  // paginated',
  '   return db.users();',
  ' }',
  '@@ -20,3 +21,4 @@ export function get(id) {',
  '   const user = db.find(id);',
  '+  if (!user) throw new NotFound();',
  '   return user;',
  ' }',
].join('\n');

const OWNER = 'octo-org';
const REPO = 'octo-service';
const PR = 7;

/** The status and body of a failed octokit call (octokit throws a RequestError for any status >= 400). */
async function failure(
  call: Promise<unknown>,
): Promise<{ status: number; data: unknown; headers: Record<string, unknown> }> {
  try {
    await call;
  } catch (error) {
    const failed = error as {
      status?: number;
      response?: { data?: unknown; headers?: Record<string, unknown> };
    };
    return {
      status: failed.status ?? 0,
      data: failed.response?.data,
      headers: failed.response?.headers ?? {},
    };
  }
  throw new Error('expected the request to fail');
}

describe('fake GitHub driven by octokit', () => {
  let fake: FakeGitHub;
  let octokit: ReturnType<typeof getOctokit>;

  beforeAll(async () => {
    fake = await startFakeGitHub({
      owner: OWNER,
      repo: REPO,
      pullRequests: [
        {
          number: PR,
          headSha: 'a'.repeat(40),
          files: [
            { filename: 'src/users.ts', patch: USERS_PATCH },
            { filename: 'assets/logo.png', status: 'added' },
          ],
        },
        { number: 8, fromFork: true, author: 'contributor' },
      ],
      issueComments: [{ issueNumber: PR, body: 'Looks good to me', login: 'octocat' }],
    });
    octokit = getOctokit('test-token', { baseUrl: fake.url });
  });

  beforeEach(() => fake.reset());

  afterAll(async () => {
    await fake.close();
  });

  describe('issue comments', () => {
    it('creates 150 comments and pages through all of them with octokit.paginate', async () => {
      for (let index = 0; index < 150; index += 1) {
        await octokit.rest.issues.createComment({
          owner: OWNER,
          repo: REPO,
          issue_number: PR,
          body: `comment ${index}`,
        });
      }
      const all = await octokit.paginate(octokit.rest.issues.listComments, {
        owner: OWNER,
        repo: REPO,
        issue_number: PR,
        per_page: 100,
      });
      expect(all).toHaveLength(151);
      expect(all[0]).toMatchObject({ body: 'Looks good to me', user: { login: 'octocat' } });
      expect(all[150]).toMatchObject({
        body: 'comment 149',
        user: { login: 'github-actions[bot]', type: 'Bot' },
      });
      expect(new Set(all.map((comment) => comment.id)).size).toBe(151);
      const listCalls = fake.requests.filter((request) => request.operationId === 'issues/list-comments');
      expect(listCalls.map((request) => request.query.page ?? '1')).toEqual(['1', '2']);
      expect(fake.violations).toEqual([]);
    });

    it('pages with the default size of 30 when per_page is not given', async () => {
      for (let index = 0; index < 60; index += 1) fake.addIssueComment(PR, `seeded ${index}`);
      const all = await octokit.paginate(octokit.rest.issues.listComments, {
        owner: OWNER,
        repo: REPO,
        issue_number: PR,
      });
      expect(all).toHaveLength(61);
      expect(fake.requests.filter((request) => request.operationId === 'issues/list-comments')).toHaveLength(
        3,
      );
    });

    it('sends a Link header with prev, next, last and first like GitHub', async () => {
      for (let index = 0; index < 120; index += 1) fake.addIssueComment(PR, `seeded ${index}`);
      const middle = await octokit.rest.issues.listComments({
        owner: OWNER,
        repo: REPO,
        issue_number: PR,
        per_page: 50,
        page: 2,
      });
      expect(middle.data).toHaveLength(50);
      const base = `${fake.url}/repos/${OWNER}/${REPO}/issues/${PR}/comments?per_page=50&page=`;
      expect(middle.headers.link).toBe(
        `<${base}1>; rel="prev", <${base}3>; rel="next", <${base}3>; rel="last", <${base}1>; rel="first"`,
      );
      const only = await octokit.rest.issues.listComments({ owner: OWNER, repo: REPO, issue_number: 8 });
      expect(only.data).toEqual([]);
      expect(only.headers.link).toBeUndefined();
    });

    it('updates and deletes a comment in place', async () => {
      const created = await octokit.rest.issues.createComment({
        owner: OWNER,
        repo: REPO,
        issue_number: PR,
        body: '<!-- falcon-ci:summary -->\nfirst run',
      });
      expect(created.status).toBe(201);
      expect(created.headers.location).toBe(
        `${fake.url}/repos/${OWNER}/${REPO}/issues/comments/${created.data.id}`,
      );

      const updated = await octokit.rest.issues.updateComment({
        owner: OWNER,
        repo: REPO,
        comment_id: created.data.id,
        body: '<!-- falcon-ci:summary -->\nsecond run',
      });
      expect(updated.data).toMatchObject({
        id: created.data.id,
        body: '<!-- falcon-ci:summary -->\nsecond run',
      });
      expect(fake.comments.find((comment) => comment.id === created.data.id)?.body).toContain('second run');

      const deleted = await octokit.rest.issues.deleteComment({
        owner: OWNER,
        repo: REPO,
        comment_id: created.data.id,
      });
      expect(deleted.status).toBe(204);
      expect(fake.comments.map((comment) => comment.id)).not.toContain(created.data.id);
      const again = await failure(
        octokit.rest.issues.deleteComment({ owner: OWNER, repo: REPO, comment_id: created.data.id }),
      );
      expect(again.status).toBe(404);
      expect(fake.violations).toEqual([]);
    });

    it('rejects a comment over 65,536 characters and an empty one, as GitHub does', async () => {
      const long = await failure(
        octokit.rest.issues.createComment({
          owner: OWNER,
          repo: REPO,
          issue_number: PR,
          body: 'x'.repeat(65537),
        }),
      );
      expect(long.status).toBe(422);
      expect(long.data).toMatchObject({
        message: 'Validation Failed',
        errors: [{ resource: 'IssueComment', code: 'custom', field: 'body' }],
      });
      const empty = await failure(
        octokit.rest.issues.createComment({ owner: OWNER, repo: REPO, issue_number: PR, body: '  ' }),
      );
      expect(empty.data).toMatchObject({ errors: [{ code: 'missing_field', field: 'body' }] });
      const fits = await octokit.rest.issues.createComment({
        owner: OWNER,
        repo: REPO,
        issue_number: PR,
        body: 'x'.repeat(65536),
      });
      expect(fits.status).toBe(201);
    });
  });

  describe('requests outside GitHub’s description', () => {
    it('answers a body of the wrong type with 422 Validation Failed and records it', async () => {
      const wrong = await failure(
        octokit.request(`POST /repos/${OWNER}/${REPO}/issues/${PR}/comments`, { body: 5 }),
      );
      expect(wrong.status).toBe(422);
      expect(wrong.data).toMatchObject({
        message: 'Validation Failed',
        errors: [
          { resource: 'IssueComment', code: 'invalid', field: 'body', message: 'body must be string' },
        ],
      });
      expect(fake.violations).toEqual([
        {
          kind: 'invalid-body',
          method: 'POST',
          path: `/repos/${OWNER}/${REPO}/issues/${PR}/comments`,
          operationId: 'issues/create-comment',
          message: 'request body: body must be string',
        },
      ]);
      expect(fake.comments).toHaveLength(1);
    });

    it('answers a missing body field with 422 missing_field', async () => {
      const missing = await failure(
        octokit.request(`POST /repos/${OWNER}/${REPO}/issues/${PR}/comments`, { text: 'hello' }),
      );
      expect(missing.status).toBe(422);
      expect(missing.data).toMatchObject({ errors: [{ code: 'missing_field', field: 'body' }] });
      expect(fake.violations.map((violation) => violation.kind).sort()).toEqual([
        'invalid-body',
        'unknown-field',
      ]);
    });

    it('answers a request without its required body with 422', async () => {
      const empty = await failure(octokit.request(`POST /repos/${OWNER}/${REPO}/issues/${PR}/comments`));
      expect(empty.status).toBe(422);
      expect(empty.data).toMatchObject({
        errors: [{ code: 'missing_field', message: 'request body is required' }],
      });
      expect(fake.violations).toEqual([expect.objectContaining({ kind: 'invalid-body' })]);
    });

    it('answers a review of the wrong shape in the plain-sentence form its 422 documents', async () => {
      const wrong = await failure(
        octokit.request(`POST /repos/${OWNER}/${REPO}/pulls/${PR}/reviews`, {
          event: 'LGTM',
          comments: [{ path: 'src/users.ts', line: '22' }],
        }),
      );
      expect(wrong.status).toBe(422);
      expect(wrong.data).toMatchObject({
        message: 'Validation Failed',
        errors: expect.arrayContaining([
          'event must be equal to one of the allowed values',
          'comments[0].body is required',
          'comments[0].line must be integer',
        ]),
      });
      expect(fake.violations).toEqual([
        expect.objectContaining({ kind: 'invalid-body', operationId: 'pulls/create-review' }),
      ]);
      expect(fake.reviews).toEqual([]);
    });

    it('answers a wrong path with 404 Not Found and records it', async () => {
      const wrongPath = await failure(octokit.request(`GET /repos/${OWNER}/${REPO}/issue/${PR}/comments`));
      expect(wrongPath.status).toBe(404);
      expect(wrongPath.data).toEqual({
        message: 'Not Found',
        documentation_url: 'https://docs.github.com/rest',
        status: '404',
      });
      const wrongMethod = await failure(
        octokit.request(`PUT /repos/${OWNER}/${REPO}/issues/comments/1`, { body: 'x' }),
      );
      expect(wrongMethod.status).toBe(404);
      expect(fake.violations.map((violation) => [violation.kind, violation.message])).toEqual([
        [
          'unknown-route',
          `no operation of GitHub's description matches GET /repos/${OWNER}/${REPO}/issue/${PR}/comments`,
        ],
        [
          'unknown-route',
          `PUT is not an operation of /repos/${OWNER}/${REPO}/issues/comments/1 in GitHub's description`,
        ],
      ]);
    });

    it('checks path and query parameters against their schemas', async () => {
      const badNumber = await failure(octokit.request(`GET /repos/${OWNER}/${REPO}/pulls/seven`));
      expect(badNumber.status).toBe(422);
      expect(fake.violations[0]).toMatchObject({ kind: 'invalid-parameters', operationId: 'pulls/get' });

      const badDirection = await failure(
        octokit.request(`GET /repos/${OWNER}/${REPO}/pulls/${PR}/comments`, { direction: 'sideways' }),
      );
      expect(badDirection.status).toBe(422);
      expect(fake.violations[1]?.message).toContain('direction must be equal to one of the allowed values');
    });

    it('records a misspelled query parameter that GitHub would silently ignore', async () => {
      const response = await octokit.request(`GET /repos/${OWNER}/${REPO}/issues/${PR}/comments`, {
        perPage: 100,
      });
      expect(response.status).toBe(200);
      expect(fake.violations).toEqual([
        expect.objectContaining({
          kind: 'unknown-field',
          message: 'query parameter "perPage" is not a parameter of issues/list-comments',
        }),
      ]);
    });

    it('answers 400 to a body that is not JSON', async () => {
      const response = await fetch(`${fake.url}/repos/${OWNER}/${REPO}/issues/${PR}/comments`, {
        method: 'POST',
        headers: { authorization: 'token test-token', 'content-type': 'application/json' },
        body: '{"body": ',
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ message: 'Problems parsing JSON' });
      expect(fake.violations[0]?.kind).toBe('invalid-json');
    });

    it('requires an authorization header', async () => {
      const response = await fetch(`${fake.url}/repos/${OWNER}/${REPO}`);
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ message: 'Requires authentication' });
    });
  });

  describe('pull requests and reviews', () => {
    it('serves the pull request and its files', async () => {
      const pull = await octokit.rest.pulls.get({ owner: OWNER, repo: REPO, pull_number: PR });
      expect(pull.data).toMatchObject({
        number: PR,
        head: { sha: 'a'.repeat(40), repo: { full_name: `${OWNER}/${REPO}`, fork: false } },
        base: { ref: 'main' },
        additions: 3,
        deletions: 1,
        changed_files: 2,
      });
      const files = await octokit.rest.pulls.listFiles({ owner: OWNER, repo: REPO, pull_number: PR });
      expect(files.data.map((file) => [file.filename, file.status, file.additions, file.deletions])).toEqual([
        ['src/users.ts', 'modified', 3, 1],
        ['assets/logo.png', 'added', 0, 0],
      ]);
      expect(files.data[0]?.patch).toBe(USERS_PATCH);
      expect(files.data[1]).not.toHaveProperty('patch');

      const forked = await octokit.rest.pulls.get({ owner: OWNER, repo: REPO, pull_number: 8 });
      expect(forked.data.head.repo).toMatchObject({ fork: true, full_name: `contributor/${REPO}` });
      const missing = await failure(octokit.rest.pulls.get({ owner: OWNER, repo: REPO, pull_number: 99 }));
      expect(missing.status).toBe(404);
    });

    it('posts a review whose comments sit on lines of the diff', async () => {
      const created = await octokit.rest.pulls.createReview({
        owner: OWNER,
        repo: REPO,
        pull_number: PR,
        event: 'COMMENT',
        body: 'Falcon CI suggestions',
        comments: [
          {
            path: 'src/users.ts',
            line: 22,
            side: 'RIGHT',
            body: '```suggestion\n  if (!user) throw new NotFound(id);\n```',
          },
          { path: 'src/users.ts', start_line: 2, line: 3, body: 'multi-line' },
          { path: 'src/users.ts', line: 2, side: 'LEFT', body: 'on the removed line' },
          { path: 'src/users.ts', position: 4, body: 'by position' },
        ],
      });
      expect(created.data).toMatchObject({
        state: 'COMMENTED',
        body: 'Falcon CI suggestions',
        commit_id: 'a'.repeat(40),
      });
      expect(fake.reviews).toEqual([
        expect.objectContaining({ id: created.data.id, commentIds: expect.any(Array) }),
      ]);
      expect(fake.reviews[0]?.commentIds).toHaveLength(4);
      expect(
        fake.reviewComments.map(({ line, side, startLine, position }) => ({
          line,
          side,
          startLine,
          position,
        })),
      ).toEqual([
        { line: 22, side: 'RIGHT', startLine: undefined, position: 9 },
        { line: 3, side: 'RIGHT', startLine: 2, position: 4 },
        { line: 2, side: 'LEFT', startLine: undefined, position: 2 },
        { line: 3, side: 'RIGHT', startLine: undefined, position: 4 },
      ]);
      expect(fake.reviewComments[0]?.diffHunk).toBe(
        [
          '@@ -20,3 +21,4 @@ export function get(id) {',
          '   const user = db.find(id);',
          '+  if (!user) throw new NotFound();',
        ].join('\n'),
      );

      const listed = await octokit.rest.pulls.listReviewComments({
        owner: OWNER,
        repo: REPO,
        pull_number: PR,
      });
      expect(listed.data.map((comment) => [comment.path, comment.line, comment.start_line])).toEqual([
        ['src/users.ts', 22, null],
        ['src/users.ts', 3, 2],
        ['src/users.ts', 2, null],
        ['src/users.ts', 3, null],
      ]);
      const reviews = await octokit.rest.pulls.listReviews({ owner: OWNER, repo: REPO, pull_number: PR });
      expect(reviews.data.map((item) => item.id)).toEqual([created.data.id]);

      await octokit.rest.pulls.deleteReviewComment({
        owner: OWNER,
        repo: REPO,
        comment_id: listed.data[0]!.id,
      });
      expect(fake.reviewComments).toHaveLength(3);
      expect(fake.reviews[0]?.commentIds).toHaveLength(3);
      expect(fake.violations).toEqual([]);
    });

    it.each([
      [
        'a line outside every hunk',
        { path: 'src/users.ts', line: 10, body: 'x' },
        "Pull request review thread line must be part of the diff and Pull request review thread diff hunk can't be blank",
      ],
      [
        'a line that only the old file has, addressed on the right side',
        { path: 'src/users.ts', line: 20, side: 'RIGHT', body: 'x' },
        "Pull request review thread line must be part of the diff and Pull request review thread diff hunk can't be blank",
      ],
      [
        'a line of a file without a patch',
        { path: 'assets/logo.png', line: 1, body: 'x' },
        "Pull request review thread line must be part of the diff and Pull request review thread diff hunk can't be blank",
      ],
      [
        'a file the pull request does not touch',
        { path: 'src/other.ts', line: 1, body: 'x' },
        "Pull request review thread path is invalid and Pull request review thread diff hunk can't be blank",
      ],
      [
        'a start line in another hunk, with the line outside',
        { path: 'src/users.ts', start_line: 3, line: 30, body: 'x' },
        "Pull request review thread line must be part of the diff, Pull request review thread start line must be part of the same hunk as the line., and Pull request review thread diff hunk can't be blank",
      ],
      [
        'a start line after the line',
        { path: 'src/users.ts', start_line: 4, line: 2, body: 'x' },
        'Pull request review thread start line must precede the end line.',
      ],
      [
        'a position past the diff',
        { path: 'src/users.ts', position: 40, body: 'x' },
        "Pull request review thread position is invalid and Pull request review thread diff hunk can't be blank",
      ],
    ])('rejects a review comment on %s with 422, as GitHub answers', async (_name, comment, sentence) => {
      const rejected = await failure(
        octokit.rest.pulls.createReview({
          owner: OWNER,
          repo: REPO,
          pull_number: PR,
          event: 'COMMENT',
          body: 'suggestions',
          comments: [{ path: 'src/users.ts', line: 22, body: 'fine' }, comment],
        }),
      );
      expect(rejected.status).toBe(422);
      expect(rejected.data).toEqual({
        message: 'Unprocessable Entity',
        errors: [sentence],
        documentation_url: 'https://docs.github.com/rest/pulls/reviews#create-a-review-for-a-pull-request',
        status: '422',
      });
      // All or nothing: the valid comment before it was not posted either.
      expect(fake.reviews).toEqual([]);
      expect(fake.reviewComments).toEqual([]);
      // GitHub's rule, not its schema: the request itself was valid.
      expect(fake.violations).toEqual([]);
    });

    it('allows one pending review per user', async () => {
      await octokit.rest.pulls.createReview({ owner: OWNER, repo: REPO, pull_number: PR });
      expect(fake.reviews[0]).toMatchObject({ state: 'PENDING' });
      expect(fake.reviews[0]).not.toHaveProperty('submittedAt');
      const second = await failure(
        octokit.rest.pulls.createReview({ owner: OWNER, repo: REPO, pull_number: PR }),
      );
      expect(second.data).toMatchObject({
        errors: ['User can only have one pending review per pull request'],
      });
    });
  });

  describe('modes', () => {
    it('fork mode refuses every write with 403 and still serves reads', async () => {
      fake.setFork(true);
      const comment = await failure(
        octokit.rest.issues.createComment({ owner: OWNER, repo: REPO, issue_number: PR, body: 'hello' }),
      );
      expect(comment.status).toBe(403);
      expect(comment.data).toMatchObject({ message: 'Resource not accessible by integration' });
      const reviewWrite = await failure(
        octokit.rest.pulls.createReview({
          owner: OWNER,
          repo: REPO,
          pull_number: PR,
          event: 'COMMENT',
          body: 'x',
        }),
      );
      expect(reviewWrite.status).toBe(403);
      const read = await octokit.rest.issues.listComments({ owner: OWNER, repo: REPO, issue_number: PR });
      expect(read.data).toHaveLength(1);
      expect(fake.comments).toHaveLength(1);
      expect(fake.violations).toEqual([]);
    });

    it('primary rate limit: 403 with x-ratelimit-remaining 0 and a reset time, then recovers', async () => {
      fake.rateLimit(2);
      const before = Math.floor(Date.now() / 1000);
      const first = await failure(octokit.rest.repos.get({ owner: OWNER, repo: REPO }));
      expect(first.status).toBe(403);
      expect(first.headers['x-ratelimit-remaining']).toBe('0');
      expect(Number(first.headers['x-ratelimit-reset'])).toBeGreaterThan(before);
      expect(first.data).toMatchObject({ message: expect.stringMatching(/^API rate limit exceeded/) });
      expect((await failure(octokit.rest.repos.get({ owner: OWNER, repo: REPO }))).status).toBe(403);
      const third = await octokit.rest.repos.get({ owner: OWNER, repo: REPO });
      expect(third.data.full_name).toBe(`${OWNER}/${REPO}`);
    });

    it('secondary rate limit: 429 with retry-after 1', async () => {
      fake.rateLimit(1, 'secondary');
      const limited = await failure(octokit.rest.repos.get({ owner: OWNER, repo: REPO }));
      expect(limited.status).toBe(429);
      expect(limited.headers['retry-after']).toBe('1');
      expect((await octokit.rest.repos.get({ owner: OWNER, repo: REPO })).status).toBe(200);
    });

    it('server errors: the next n requests answer 502', async () => {
      fake.serverError(2);
      expect(
        (await failure(octokit.rest.pulls.get({ owner: OWNER, repo: REPO, pull_number: PR }))).status,
      ).toBe(502);
      expect(
        (await failure(octokit.rest.pulls.get({ owner: OWNER, repo: REPO, pull_number: PR }))).status,
      ).toBe(502);
      expect((await octokit.rest.pulls.get({ owner: OWNER, repo: REPO, pull_number: PR })).status).toBe(200);
      expect(fake.requests.map((request) => request.status)).toEqual([502, 502, 200]);
    });

    it('reset restores the seeded state and turns the modes off', async () => {
      fake.setFork(true);
      fake.serverError(5);
      fake.addIssueComment(PR, 'extra');
      fake.reset();
      expect(fake.comments.map((comment) => comment.body)).toEqual(['Looks good to me']);
      expect(fake.requests).toEqual([]);
      const created = await octokit.rest.issues.createComment({
        owner: OWNER,
        repo: REPO,
        issue_number: PR,
        body: 'ok',
      });
      expect(created.status).toBe(201);
    });
  });

  describe('staying true to GitHub’s description', () => {
    it('answers every operation with bodies that match the documented response schemas', async () => {
      const comment = await octokit.rest.issues.createComment({
        owner: OWNER,
        repo: REPO,
        issue_number: PR,
        body: 'a',
      });
      await octokit.rest.issues.listComments({ owner: OWNER, repo: REPO, issue_number: PR });
      await octokit.rest.issues.updateComment({
        owner: OWNER,
        repo: REPO,
        comment_id: comment.data.id,
        body: 'b',
      });
      await octokit.rest.issues.deleteComment({ owner: OWNER, repo: REPO, comment_id: comment.data.id });
      await octokit.rest.repos.get({ owner: OWNER, repo: REPO });
      await octokit.rest.pulls.get({ owner: OWNER, repo: REPO, pull_number: PR });
      await octokit.rest.pulls.get({ owner: OWNER, repo: REPO, pull_number: 8 });
      await octokit.rest.pulls.listFiles({ owner: OWNER, repo: REPO, pull_number: PR });
      await octokit.rest.pulls.createReview({
        owner: OWNER,
        repo: REPO,
        pull_number: PR,
        event: 'COMMENT',
        body: 'r',
        comments: [
          { path: 'src/users.ts', line: 22, body: 'single' },
          { path: 'src/users.ts', start_line: 21, line: 22, body: 'range' },
        ],
      });
      await octokit.rest.pulls.createReview({ owner: OWNER, repo: REPO, pull_number: PR });
      await octokit.rest.pulls.listReviews({ owner: OWNER, repo: REPO, pull_number: PR });
      const threads = await octokit.rest.pulls.listReviewComments({
        owner: OWNER,
        repo: REPO,
        pull_number: PR,
      });
      await octokit.rest.pulls.deleteReviewComment({
        owner: OWNER,
        repo: REPO,
        comment_id: threads.data[0]!.id,
      });
      // Error answers are checked too: GitHub's 404, 403 and both 422 shapes.
      await failure(octokit.rest.pulls.get({ owner: OWNER, repo: REPO, pull_number: 99 }));
      await failure(octokit.request(`POST /repos/${OWNER}/${REPO}/issues/${PR}/comments`, { body: 1 }));
      await failure(
        octokit.rest.pulls.createReview({
          owner: OWNER,
          repo: REPO,
          pull_number: PR,
          event: 'COMMENT',
          comments: [{ path: 'src/users.ts', line: 99, body: 'x' }],
        }),
      );
      fake.setFork(true);
      await failure(
        octokit.rest.issues.createComment({ owner: OWNER, repo: REPO, issue_number: PR, body: 'x' }),
      );

      const answered = fake.requests.filter((request) => request.operationId !== undefined);
      expect(new Set(answered.map((request) => request.operationId))).toEqual(
        new Set(Object.keys(githubOperations.operations)),
      );
      for (const request of answered) {
        expect({
          request: `${request.method} ${request.path} → ${request.status}`,
          problems: checkResponse(request.operationId!, request.status, request.responseBody),
        }).toEqual({
          request: `${request.method} ${request.path} → ${request.status}`,
          problems: [],
        });
      }
      expect(fake.violations.filter((violation) => violation.kind === 'invalid-response')).toEqual([]);
    });

    it('has a response check that does fail on a body GitHub would not send', () => {
      expect(checkResponse('issues/create-comment', 201, { id: 'one', body: 3 })).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ pointer: '/id', code: 'invalid' }),
          expect.objectContaining({ pointer: '/node_id', code: 'missing_field' }),
          expect.objectContaining({ pointer: '/body', code: 'invalid' }),
        ]),
      );
      expect(checkResponse('issues/delete-comment', 204, { unexpected: true })).toHaveLength(1);
      expect(
        checkResponse('pulls/create-review', 422, { message: 'x', documentation_url: 'y', errors: [{}] }),
      ).not.toEqual([]);
    });

    it('comes from a recorded version of GitHub’s description', () => {
      expect(githubOperations.source).toMatchObject({
        package: '@octokit/openapi',
        file: 'generated/api.github.com.json',
      });
      expect(githubOperations.source.version).toMatch(/^\d+\.\d+\.\d+$/);
      expect(githubOperations.operations['pulls/create-review']).toMatchObject({
        method: 'POST',
        path: '/repos/{owner}/{repo}/pulls/{pull_number}/reviews',
        successStatus: 200,
      });
    });
  });
});
