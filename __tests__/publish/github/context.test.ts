import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readPullRequest } from '../../../src/publish/github/context.js';

const HEAD = 'a'.repeat(40);
const BASE = 'b'.repeat(40);

function payload(headRepo: unknown = { full_name: 'octo-org/octo-service' }): unknown {
  return {
    action: 'synchronize',
    number: 7,
    pull_request: {
      number: 7,
      head: { sha: HEAD, ref: 'feature', repo: headRepo },
      base: { sha: BASE, ref: 'main', repo: { full_name: 'octo-org/octo-service' } },
    },
  };
}

describe('readPullRequest', () => {
  let folder: string;
  let messages: { debug: string[]; warning: string[] };
  const log = {
    debug: (message: string) => messages.debug.push(message),
    warning: (message: string) => messages.warning.push(message),
  };

  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'falcon-context-'));
  });
  afterAll(async () => {
    await rm(folder, { recursive: true, force: true });
  });
  beforeEach(() => {
    messages = { debug: [], warning: [] };
  });

  async function event(
    name: string,
    content: unknown,
    file = `${name}.json`,
  ): Promise<Record<string, string>> {
    const path = join(folder, file);
    await writeFile(path, typeof content === 'string' ? content : JSON.stringify(content));
    return { GITHUB_EVENT_NAME: name, GITHUB_EVENT_PATH: path, GITHUB_REPOSITORY: 'octo-org/octo-service' };
  }

  it('reads a pull request from the same repository', async () => {
    expect(readPullRequest(await event('pull_request', payload()), log)).toEqual({
      owner: 'octo-org',
      repo: 'octo-service',
      number: 7,
      headSha: HEAD,
      baseSha: BASE,
      isFork: false,
      event: 'pull_request',
    });
    expect(messages).toEqual({ debug: [], warning: [] });
  });

  it('knows a fork by the head repository, including a deleted fork', async () => {
    const fork = await event('pull_request', payload({ full_name: 'contributor/octo-service' }), 'fork.json');
    expect(readPullRequest(fork, log)).toMatchObject({ isFork: true, event: 'pull_request' });
    const deleted = await event('pull_request', payload(null), 'deleted.json');
    expect(readPullRequest(deleted, log)).toMatchObject({ isFork: true });
    const sameNameOtherCase = await event(
      'pull_request',
      payload({ full_name: 'Octo-Org/Octo-Service' }),
      'case.json',
    );
    expect(readPullRequest(sameNameOtherCase, log)).toMatchObject({ isFork: false });
  });

  it('reads pull_request_target, which may write even for a fork', async () => {
    const target = await event('pull_request_target', payload({ full_name: 'contributor/octo-service' }));
    expect(readPullRequest(target, log)).toMatchObject({
      number: 7,
      isFork: true,
      event: 'pull_request_target',
    });
  });

  it('is undefined for other events, saying so at debug level', async () => {
    expect(readPullRequest({ ...(await event('push', { ref: 'refs/heads/main' })) }, log)).toBeUndefined();
    expect(readPullRequest({}, log)).toBeUndefined();
    expect(messages.debug).toEqual([
      "No pull request to comment on: the run was triggered by 'push'.",
      'No pull request to comment on: the run was triggered by no GitHub event.',
    ]);
    expect(messages.warning).toEqual([]);
  });

  it('never throws on a missing, unreadable or incomplete payload, and warns why', async () => {
    const env = await event('pull_request', payload());
    expect(readPullRequest({ ...env, GITHUB_EVENT_PATH: undefined }, log)).toBeUndefined();
    expect(readPullRequest({ ...env, GITHUB_EVENT_PATH: join(folder, 'missing.json') }, log)).toBeUndefined();
    expect(readPullRequest(await event('pull_request', '{ not json', 'broken.json'), log)).toBeUndefined();
    expect(
      readPullRequest(await event('pull_request', { action: 'opened' }, 'empty.json'), log),
    ).toBeUndefined();
    expect(readPullRequest({ ...env, GITHUB_REPOSITORY: 'no-slash' }, log)).toBeUndefined();
    expect(messages.warning).toEqual([
      'The pull_request event has no payload: GITHUB_EVENT_PATH is not set, so no pull request comment.',
      expect.stringMatching(
        /^Could not read the pull_request event payload at .*missing\.json \(ENOENT: .*\), so no pull request comment\.$/,
      ),
      expect.stringMatching(
        /^Could not read the pull_request event payload at .*broken\.json \(it is not valid JSON\)/,
      ),
      expect.stringMatching(/empty\.json has no pull_request number, head\.sha and base\.sha/),
      "GITHUB_REPOSITORY is 'no-slash', not owner/name, so no pull request comment.",
    ]);
  });

  it('falls back to the base repository of the payload without GITHUB_REPOSITORY', async () => {
    const env = await event('pull_request', payload());
    expect(readPullRequest({ ...env, GITHUB_REPOSITORY: undefined }, log)).toMatchObject({
      owner: 'octo-org',
      repo: 'octo-service',
    });
  });
});
