import { createGitHubClient, type GitHubClient } from '../../../src/publish/github/client.js';
import { findStickyComment, upsertStickyComment } from '../../../src/publish/github/sticky-comment.js';
import { SUMMARY_MARKER } from '../../../src/report/render/summary.js';
import { startFakeGitHub, type FakeGitHub } from '../../__fixtures__/github/fake-github.js';

const OWNER = 'octo-org';
const REPO = 'octo-service';
const PR = 7;
const TARGET = { owner: OWNER, repo: REPO, issue_number: PR };

describe('upsertStickyComment against the GitHub fake', () => {
  let fake: FakeGitHub;
  let octokit: GitHubClient;

  beforeAll(async () => {
    fake = await startFakeGitHub({
      owner: OWNER,
      repo: REPO,
      pullRequests: [{ number: PR }, { number: 8 }],
      issueComments: [{ issueNumber: PR, body: 'Looks good to me', login: 'octocat' }],
    });
    octokit = createGitHubClient('test-token', { baseUrl: fake.url, retryDelayMs: 1, paceWrites: false });
  });
  afterAll(async () => {
    await fake.close();
  });
  beforeEach(() => fake.reset());
  afterEach(() => {
    expect(fake.violations).toEqual([]);
  });

  const writes = () => fake.requests.filter((request) => request.method !== 'GET');
  const ours = () => fake.comments.filter((comment) => comment.body.includes(SUMMARY_MARKER));

  it('creates the comment once, leaves it when unchanged, and updates it in place', async () => {
    const body = `${SUMMARY_MARKER}\n## ❌ Falcon CI: gate failed`;
    const first = await upsertStickyComment(octokit, TARGET, body, SUMMARY_MARKER);
    expect(first).toEqual({
      action: 'created',
      id: expect.any(Number),
      url: expect.stringContaining(`/pull/${PR}#issuecomment-`),
    });

    const second = await upsertStickyComment(octokit, TARGET, body, SUMMARY_MARKER);
    expect(second).toEqual({ ...first, action: 'unchanged' });
    expect(writes().map((request) => request.method)).toEqual(['POST']);

    const passing = `${SUMMARY_MARKER}\n## ✅ Falcon CI: gate passed`;
    const third = await upsertStickyComment(octokit, TARGET, passing, SUMMARY_MARKER);
    expect(third).toEqual({ ...first, action: 'updated' });
    expect(writes().map((request) => `${request.method} ${request.path}`)).toEqual([
      `POST /repos/${OWNER}/${REPO}/issues/${PR}/comments`,
      `PATCH /repos/${OWNER}/${REPO}/issues/comments/${first.id}`,
    ]);

    expect(ours()).toEqual([
      expect.objectContaining({ id: first.id, body: passing, login: 'github-actions[bot]' }),
    ]);
    expect(fake.comments).toHaveLength(2);
  });

  it('finds the marker on page 3 of 250 comments', async () => {
    for (let index = 0; index < 230; index += 1) fake.addIssueComment(PR, `discussion ${index}`);
    const sticky = fake.addIssueComment(PR, `${SUMMARY_MARKER}\nold failure`, 'github-actions[bot]');
    for (let index = 0; index < 18; index += 1) fake.addIssueComment(PR, `more ${index}`);
    expect(fake.comments).toHaveLength(250);

    const result = await upsertStickyComment(octokit, TARGET, `${SUMMARY_MARKER}\nnew`, SUMMARY_MARKER);
    expect(result).toMatchObject({ action: 'updated', id: sticky.id });
    const lists = fake.requests.filter((request) => request.operationId === 'issues/list-comments');
    expect(lists.map((request) => [request.query.per_page, request.query.page ?? '1'])).toEqual([
      ['100', '1'],
      ['100', '2'],
      ['100', '3'],
    ]);
    expect(fake.comments).toHaveLength(250);
    expect(ours()).toEqual([expect.objectContaining({ id: sticky.id, body: `${SUMMARY_MARKER}\nnew` })]);
  });

  it("prefers the bot's own comment when someone else's also carries the marker", async () => {
    fake.addIssueComment(PR, `quoting: ${SUMMARY_MARKER}`, 'octocat');
    const other = fake.addIssueComment(PR, `${SUMMARY_MARKER}\nfrom another app`, 'other-app[bot]');
    const mine = fake.addIssueComment(PR, `${SUMMARY_MARKER}\nmine`, 'github-actions[bot]');
    expect(await findStickyComment(octokit, TARGET, SUMMARY_MARKER)).toMatchObject({
      id: mine.id,
      login: 'github-actions[bot]',
    });
    expect(
      await findStickyComment(octokit, TARGET, SUMMARY_MARKER, { login: 'other-app[bot]' }),
    ).toMatchObject({ id: other.id });
    const result = await upsertStickyComment(octokit, TARGET, `${SUMMARY_MARKER}\nrerun`, SUMMARY_MARKER);
    expect(result).toMatchObject({ action: 'updated', id: mine.id });
  });

  it("never edits a person's comment that carries the marker: it comments anew", async () => {
    const pasted = fake.addIssueComment(PR, `${SUMMARY_MARKER}\nlooks official`, 'mallory');
    expect(await findStickyComment(octokit, TARGET, SUMMARY_MARKER)).toBeUndefined();
    const result = await upsertStickyComment(octokit, TARGET, `${SUMMARY_MARKER}\nreal`, SUMMARY_MARKER);
    expect(result.action).toBe('created');
    expect(result.id).not.toBe(pasted.id);
    expect(fake.comments.find((comment) => comment.id === pasted.id)?.body).toContain('looks official');
  });

  it('only looks at the pull request it was given', async () => {
    fake.addIssueComment(8, `${SUMMARY_MARKER}\non another pull request`, 'github-actions[bot]');
    const result = await upsertStickyComment(octokit, TARGET, `${SUMMARY_MARKER}\nhere`, SUMMARY_MARKER);
    expect(result.action).toBe('created');
    expect(
      fake.comments.filter((comment) => comment.issueNumber === PR && comment.body.includes(SUMMARY_MARKER)),
    ).toHaveLength(1);
  });

  it('puts the marker first when the body lacks it, so the next run finds the comment', async () => {
    const first = await upsertStickyComment(octokit, TARGET, 'no marker here', SUMMARY_MARKER);
    expect(fake.comments.at(-1)?.body).toBe(`${SUMMARY_MARKER}\nno marker here`);
    const again = await upsertStickyComment(octokit, TARGET, 'no marker here', SUMMARY_MARKER);
    expect(again).toEqual({ ...first, action: 'unchanged' });
  });
});
