/**
 * Response bodies shaped like api.github.com's, built from the fake's state. Every field the
 * description marks as required is present (the fake checks its own answers against it), with
 * URLs pointing at the fake so that following them works.
 */
import { parsePatch } from './diff.js';
import type { FakeFile, FakeIssueComment, FakePullRequest, FakeReview, FakeReviewComment } from './types.js';

export interface ShapeContext {
  /** The fake's base URL, standing in for https://api.github.com. */
  apiUrl: string;
  owner: string;
  repo: string;
}

const WEB = 'https://github.com';

/** GitHub's timestamps carry seconds, not milliseconds. */
export function timestamp(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** A stable id per login; github-actions[bot] keeps its real one. */
export function userId(login: string): number {
  if (login === 'github-actions[bot]') return 41898282;
  let hash = 2166136261;
  for (const char of login) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0;
  return (hash % 90_000_000) + 1_000_000;
}

function nodeId(prefix: string, id: number): string {
  return `${prefix}_kwDO${Buffer.from(String(id)).toString('base64url')}`;
}

export function simpleUser(context: ShapeContext, login: string): Record<string, unknown> {
  const id = userId(login);
  const isBot = login.endsWith('[bot]');
  const api = `${context.apiUrl}/users/${encodeURIComponent(login)}`;
  return {
    login,
    id,
    node_id: nodeId(isBot ? 'BOT' : 'U', id),
    avatar_url: `https://avatars.githubusercontent.com/${isBot ? 'in/15368' : `u/${id}`}?v=4`,
    gravatar_id: '',
    url: api,
    html_url: isBot ? `${WEB}/apps/${login.replace(/\[bot\]$/, '')}` : `${WEB}/${login}`,
    followers_url: `${api}/followers`,
    following_url: `${api}/following{/other_user}`,
    gists_url: `${api}/gists{/gist_id}`,
    starred_url: `${api}/starred{/owner}{/repo}`,
    subscriptions_url: `${api}/subscriptions`,
    organizations_url: `${api}/orgs`,
    repos_url: `${api}/repos`,
    events_url: `${api}/events{/privacy}`,
    received_events_url: `${api}/received_events`,
    type: isBot ? 'Bot' : 'User',
    user_view_type: 'public',
    site_admin: false,
  };
}

function repositoryApi(context: ShapeContext, owner = context.owner): string {
  return `${context.apiUrl}/repos/${owner}/${context.repo}`;
}

/** Fits both `repository` (inside a pull request) and `full-repository` (`repos/get`). */
export function repository(
  context: ShapeContext,
  options: { owner?: string; fork?: boolean } = {},
): Record<string, unknown> {
  const owner = options.owner ?? context.owner;
  const api = repositoryApi(context, owner);
  const fullName = `${owner}/${context.repo}`;
  const id = userId(fullName);
  const created = '2020-01-01T00:00:00Z';
  return {
    id,
    node_id: nodeId('R', id),
    name: context.repo,
    full_name: fullName,
    owner: simpleUser(context, owner),
    private: false,
    html_url: `${WEB}/${fullName}`,
    description: null,
    fork: options.fork ?? false,
    url: api,
    archive_url: `${api}/{archive_format}{/ref}`,
    assignees_url: `${api}/assignees{/user}`,
    blobs_url: `${api}/git/blobs{/sha}`,
    branches_url: `${api}/branches{/branch}`,
    collaborators_url: `${api}/collaborators{/collaborator}`,
    comments_url: `${api}/comments{/number}`,
    commits_url: `${api}/commits{/sha}`,
    compare_url: `${api}/compare/{base}...{head}`,
    contents_url: `${api}/contents/{+path}`,
    contributors_url: `${api}/contributors`,
    deployments_url: `${api}/deployments`,
    downloads_url: `${api}/downloads`,
    events_url: `${api}/events`,
    forks_url: `${api}/forks`,
    git_commits_url: `${api}/git/commits{/sha}`,
    git_refs_url: `${api}/git/refs{/sha}`,
    git_tags_url: `${api}/git/tags{/sha}`,
    git_url: `git://github.com/${fullName}.git`,
    hooks_url: `${api}/hooks`,
    issue_comment_url: `${api}/issues/comments{/number}`,
    issue_events_url: `${api}/issues/events{/number}`,
    issues_url: `${api}/issues{/number}`,
    keys_url: `${api}/keys{/key_id}`,
    labels_url: `${api}/labels{/name}`,
    languages_url: `${api}/languages`,
    merges_url: `${api}/merges`,
    milestones_url: `${api}/milestones{/number}`,
    notifications_url: `${api}/notifications{?since,all,participating}`,
    pulls_url: `${api}/pulls{/number}`,
    releases_url: `${api}/releases{/id}`,
    ssh_url: `git@github.com:${fullName}.git`,
    stargazers_url: `${api}/stargazers`,
    statuses_url: `${api}/statuses/{sha}`,
    subscribers_url: `${api}/subscribers`,
    subscription_url: `${api}/subscription`,
    tags_url: `${api}/tags`,
    teams_url: `${api}/teams`,
    trees_url: `${api}/git/trees{/sha}`,
    clone_url: `${WEB}/${fullName}.git`,
    mirror_url: null,
    svn_url: `${WEB}/${fullName}`,
    homepage: null,
    language: 'TypeScript',
    forks_count: 0,
    forks: 0,
    stargazers_count: 0,
    watchers_count: 0,
    watchers: 0,
    size: 128,
    default_branch: 'main',
    open_issues_count: 0,
    open_issues: 0,
    is_template: false,
    topics: [],
    has_issues: true,
    has_projects: true,
    has_wiki: true,
    has_pages: false,
    has_downloads: true,
    has_discussions: false,
    archived: false,
    disabled: false,
    visibility: 'public',
    pushed_at: created,
    created_at: created,
    updated_at: created,
    permissions: { admin: false, maintain: false, push: true, triage: true, pull: true },
    allow_forking: true,
    web_commit_signoff_required: false,
    license: null,
    network_count: 0,
    subscribers_count: 0,
  };
}

export interface PullRequestState extends Required<Omit<FakePullRequest, 'files' | 'body'>> {
  body: string | null;
  files: FakeFile[];
  createdAt: string;
}

export function pullRequest(
  context: ShapeContext,
  pull: PullRequestState,
  counts: { comments: number; reviewComments: number },
): Record<string, unknown> {
  const api = repositoryApi(context);
  const self = `${api}/pulls/${pull.number}`;
  const html = `${WEB}/${context.owner}/${context.repo}/pull/${pull.number}`;
  const headOwner = pull.fromFork ? pull.author : context.owner;
  const changes = pull.files.map((file) => parsePatch(file.patch ?? ''));
  return {
    url: self,
    id: userId(`${context.owner}/${context.repo}#${pull.number}`),
    node_id: nodeId('PR', pull.number),
    html_url: html,
    diff_url: `${html}.diff`,
    patch_url: `${html}.patch`,
    issue_url: `${api}/issues/${pull.number}`,
    commits_url: `${self}/commits`,
    review_comments_url: `${self}/comments`,
    review_comment_url: `${api}/pulls/comments{/number}`,
    comments_url: `${api}/issues/${pull.number}/comments`,
    statuses_url: `${api}/statuses/${pull.headSha}`,
    number: pull.number,
    state: 'open',
    locked: false,
    title: pull.title,
    user: simpleUser(context, pull.author),
    body: pull.body,
    labels: [],
    milestone: null,
    active_lock_reason: null,
    created_at: pull.createdAt,
    updated_at: pull.createdAt,
    closed_at: null,
    merged_at: null,
    merge_commit_sha: null,
    assignee: null,
    assignees: [],
    requested_reviewers: [],
    requested_teams: [],
    head: {
      label: `${headOwner}:${pull.headRef}`,
      ref: pull.headRef,
      sha: pull.headSha,
      user: simpleUser(context, headOwner),
      repo: repository(context, { owner: headOwner, fork: pull.fromFork }),
    },
    base: {
      label: `${context.owner}:${pull.baseRef}`,
      ref: pull.baseRef,
      sha: pull.baseSha,
      user: simpleUser(context, context.owner),
      repo: repository(context),
    },
    _links: {
      self: { href: self },
      html: { href: html },
      issue: { href: `${api}/issues/${pull.number}` },
      comments: { href: `${api}/issues/${pull.number}/comments` },
      review_comments: { href: `${self}/comments` },
      review_comment: { href: `${api}/pulls/comments{/number}` },
      commits: { href: `${self}/commits` },
      statuses: { href: `${api}/statuses/${pull.headSha}` },
    },
    author_association: pull.fromFork ? 'CONTRIBUTOR' : 'MEMBER',
    auto_merge: null,
    draft: false,
    merged: false,
    mergeable: true,
    rebaseable: true,
    mergeable_state: 'clean',
    merged_by: null,
    comments: counts.comments,
    review_comments: counts.reviewComments,
    maintainer_can_modify: pull.fromFork,
    commits: 1,
    additions: changes.reduce((sum, change) => sum + change.additions, 0),
    deletions: changes.reduce((sum, change) => sum + change.deletions, 0),
    changed_files: pull.files.length,
  };
}

export function diffEntry(
  context: ShapeContext,
  pull: PullRequestState,
  file: FakeFile,
): Record<string, unknown> {
  const { additions, deletions } = parsePatch(file.patch ?? '');
  const path = file.filename.split('/').map(encodeURIComponent).join('/');
  return {
    sha: Buffer.from(`${pull.headSha}:${file.filename}`).toString('hex').slice(0, 40).padEnd(40, '0'),
    filename: file.filename,
    status: file.status ?? 'modified',
    additions,
    deletions,
    changes: additions + deletions,
    blob_url: `${WEB}/${context.owner}/${context.repo}/blob/${pull.headSha}/${path}`,
    raw_url: `${WEB}/${context.owner}/${context.repo}/raw/${pull.headSha}/${path}`,
    contents_url: `${repositoryApi(context)}/contents/${path}?ref=${pull.headSha}`,
    ...(file.patch === undefined ? {} : { patch: file.patch }),
    ...(file.previousFilename === undefined ? {} : { previous_filename: file.previousFilename }),
  };
}

function reactions(url: string): Record<string, unknown> {
  return {
    url: `${url}/reactions`,
    total_count: 0,
    '+1': 0,
    '-1': 0,
    laugh: 0,
    hooray: 0,
    confused: 0,
    heart: 0,
    rocket: 0,
    eyes: 0,
  };
}

export function issueComment(context: ShapeContext, comment: FakeIssueComment): Record<string, unknown> {
  const api = repositoryApi(context);
  const url = `${api}/issues/comments/${comment.id}`;
  return {
    url,
    html_url: `${WEB}/${context.owner}/${context.repo}/pull/${comment.issueNumber}#issuecomment-${comment.id}`,
    issue_url: `${api}/issues/${comment.issueNumber}`,
    id: comment.id,
    node_id: nodeId('IC', comment.id),
    user: simpleUser(context, comment.login),
    created_at: comment.createdAt,
    updated_at: comment.updatedAt,
    author_association: 'NONE',
    body: comment.body,
    reactions: reactions(url),
    performed_via_github_app: null,
  };
}

export function review(context: ShapeContext, item: FakeReview): Record<string, unknown> {
  const pullUrl = `${repositoryApi(context)}/pulls/${item.pullNumber}`;
  const html = `${WEB}/${context.owner}/${context.repo}/pull/${item.pullNumber}#pullrequestreview-${item.id}`;
  return {
    id: item.id,
    node_id: nodeId('PRR', item.id),
    user: simpleUser(context, item.login),
    body: item.body,
    state: item.state,
    html_url: html,
    pull_request_url: pullUrl,
    author_association: 'NONE',
    _links: { html: { href: html }, pull_request: { href: pullUrl } },
    ...(item.submittedAt === undefined ? {} : { submitted_at: item.submittedAt }),
    commit_id: item.commitId,
  };
}

export function reviewComment(context: ShapeContext, comment: FakeReviewComment): Record<string, unknown> {
  const api = repositoryApi(context);
  const url = `${api}/pulls/comments/${comment.id}`;
  const html = `${WEB}/${context.owner}/${context.repo}/pull/${comment.pullNumber}#discussion_r${comment.id}`;
  const pullUrl = `${api}/pulls/${comment.pullNumber}`;
  return {
    url,
    pull_request_review_id: comment.reviewId,
    id: comment.id,
    node_id: nodeId('PRRC', comment.id),
    diff_hunk: comment.diffHunk,
    path: comment.path,
    position: comment.position,
    original_position: comment.position,
    commit_id: comment.commitId,
    original_commit_id: comment.commitId,
    user: simpleUser(context, comment.login),
    body: comment.body,
    created_at: comment.createdAt,
    updated_at: comment.updatedAt,
    html_url: html,
    pull_request_url: pullUrl,
    author_association: 'NONE',
    _links: { self: { href: url }, html: { href: html }, pull_request: { href: pullUrl } },
    reactions: reactions(url),
    start_line: comment.startLine ?? null,
    original_start_line: comment.startLine ?? null,
    start_side: comment.startSide ?? null,
    ...(comment.line === undefined ? {} : { line: comment.line, original_line: comment.line }),
    side: comment.side,
    subject_type: 'line',
  };
}
