/**
 * Proposed fixes on the pull request, as GitHub runs the action: `node dist/index.js` in `pr` mode
 * on a repository holding the example shop API with its planted bug, a scripted model, and the
 * GitHub fake, whose pull request changes the buggy line.
 */
import { execFile, type ChildProcess } from 'node:child_process';
import { access, chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { createShopServer } from '../../examples/shop/server.js';
import { readPublishedResult } from '../../src/publish/published-result.js';
import { startFakeGitHub, type FakeGitHub } from '../__fixtures__/github/fake-github.js';
import { startScriptedModel, turns, type ScriptedModel } from '../__fixtures__/openai/scripted-model.js';
import { copyShopWorkspace } from '../__fixtures__/shop.js';

const exec = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '../..');
const PASSWORD = 'demo-password';
const BUG_LINE =
  'sendJson(res, 200, priceAsString ? { ...product, price: product.price.toFixed(2) } : product);';
const FIXED_LINE = 'sendJson(res, 200, product);';

let github: FakeGitHub;
let shop: Server;
let shopUrl: string;
let repo: string;
let original: string;
let bugLine: number;
const models: ScriptedModel[] = [];

beforeAll(async () => {
  github = await startFakeGitHub();
  shop = createShopServer({ bug: 'price-as-string', env: { SHOP_PASSWORD: PASSWORD } });
  await new Promise<void>((resolve) => shop.listen(0, '127.0.0.1', resolve));
  shopUrl = `http://127.0.0.1:${(shop.address() as AddressInfo).port}`;
  original = await readFile(path.join(ROOT, 'examples/shop/server.js'), 'utf8');
  bugLine = original.split('\n').findIndex((line) => line.includes(BUG_LINE)) + 1;
});
afterAll(async () => {
  await github.close();
  shop.closeAllConnections();
  shop.close();
});

/** The pull request introduced the buggy line: its diff has a hunk around it. */
function pullRequestPatch(): string {
  const lines = original.split('\n');
  const at = (n: number) => lines[n - 1] as string;
  const start = bugLine - 2;
  return [
    `@@ -${start},4 +${start},4 @@ export function createShopServer(options = {}) {`,
    ` ${at(start)}`,
    ` ${at(start + 1)}`,
    `-${at(bugLine).replace(BUG_LINE, FIXED_LINE)}`,
    `+${at(bugLine)}`,
    ` ${at(bugLine + 1)}`,
  ].join('\n');
}

let headSha: string;
const RESULT = 'falcon-result.json';

/** The JSON result the run wrote, read the way publish mode reads it: refused unless it fits the schema. */
const writtenResult = () => readPublishedResult(path.join(repo, RESULT));

beforeEach(async () => {
  github.reset();
  repo = await mkdtemp(path.join(os.tmpdir(), 'falcon-action-fixes-'));
  await copyShopWorkspace(path.join(repo, '.falcon'));
  await writeFile(path.join(repo, 'server.js'), original);
  const git = (...args: string[]) =>
    exec('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.test', ...args], { cwd: repo });
  await git('init', '-q');
  await git('add', '.');
  await git('commit', '-qm', 'shop');
  // The checkout is the pull request's head, as with `ref: head.sha`: fixes can become suggestions.
  headSha = (await git('rev-parse', 'HEAD')).stdout.trim();
  github.addPullRequest({
    number: 7,
    headSha,
    baseSha: 'b'.repeat(40),
    files: [{ filename: 'server.js', patch: pullRequestPatch() }],
  });
});
afterEach(async () => {
  while (models.length > 0) await models.pop()?.close();
  await rm(repo, { recursive: true, force: true });
});

async function runAction(
  fixedSource: string,
  prHead = headSha,
  options: { inputs?: Record<string, string>; whileRunning?: (child: ChildProcess) => Promise<void> } = {},
): Promise<{ code: number; stdout: string }> {
  const model = await startScriptedModel([
    turns.call('write_file', { path: 'server.js', content: fixedSource }),
    turns.text('Final Answer: getProduct sends price as a string; the spec says number.'),
  ]);
  models.push(model);
  const eventPath = path.join(repo, '..', `${path.basename(repo)}-event.json`);
  const pull = {
    number: 7,
    head: { sha: prHead, repo: { full_name: 'octo-org/octo-service' } },
    base: { sha: 'b'.repeat(40), repo: { full_name: 'octo-org/octo-service' } },
  };
  await writeFile(eventPath, JSON.stringify({ action: 'synchronize', number: 7, pull_request: pull }));
  const env: Record<string, string> = {
    PATH: process.env['PATH'] ?? '',
    GITHUB_ACTIONS: 'true',
    GITHUB_WORKSPACE: repo,
    GITHUB_EVENT_NAME: 'pull_request',
    GITHUB_EVENT_PATH: eventPath,
    GITHUB_REPOSITORY: 'octo-org/octo-service',
    GITHUB_API_URL: github.url,
    SHOP_PASSWORD: PASSWORD,
    'INPUT_GITHUB-TOKEN': 'ghs_fake',
    'INPUT_BASE-URL': shopUrl,
    INPUT_TYPES: 'smoke,contract',
    INPUT_AGENT: 'on',
    'INPUT_LLM-BASE-URL': model.url,
    INPUT_MODEL: 'scripted-1',
    INPUT_CONFIRMATIONS: 'pr',
    'INPUT_START-COMMAND': 'SHOP_BUG=price-as-string node server.js',
    'INPUT_READY-URL': '/health',
    INPUT_JSON: RESULT,
  };
  for (const [name, value] of Object.entries(options.inputs ?? {}))
    env[`INPUT_${name.toUpperCase()}`] = value;
  let child: ChildProcess | undefined;
  const done = new Promise<{ code: number; stdout: string }>((resolve) => {
    child = execFile(
      process.execPath,
      [path.join(ROOT, 'dist/index.js')],
      { cwd: repo, env },
      (error, stdout) =>
        resolve({ code: error ? Number((error as { code?: number }).code ?? 1) : 0, stdout }),
    );
  });
  await options.whileRunning?.(child!);
  return done;
}

describe('proposed fixes on the pull request', () => {
  it('posts a verified fix as one suggestion inside the diff, once across two runs', async () => {
    const fixed = original.replace(BUG_LINE, FIXED_LINE);
    const first = await runAction(fixed);
    expect(first.code).toBe(1);
    expect(github.violations).toEqual([]);
    expect(github.reviews).toHaveLength(1);
    expect(github.reviewComments).toHaveLength(1);
    const [suggestion] = github.reviewComments;
    expect(suggestion).toMatchObject({ path: 'server.js', line: bugLine });
    expect(suggestion?.body).toContain(`\`\`\`suggestion\n      ${FIXED_LINE}\n\`\`\``);
    expect(suggestion?.body).toMatch(/verified/);
    expect(github.comments[0]?.body).toMatch(/### Triage[\s\S]*\$\.price must be a number/);
    expect(github.comments[0]?.body).toMatch(
      /Proposed fixes[\s\S]*✅ \*\*the failing flows pass with this change\*\*/,
    );
    expect(await readFile(path.join(repo, 'server.js'), 'utf8')).toBe(original);
    const result = await writtenResult();
    expect(result.agent.stopReason).not.toBe('skipped');
    expect(result.proposals.map((proposal) => proposal.verification.status)).toEqual(['verified']);

    const second = await runAction(fixed);
    expect(second.code).toBe(1);
    expect(github.reviews).toHaveLength(1);
    expect(github.reviewComments).toHaveLength(1);
    expect(github.comments).toHaveLength(1);
  });

  it('does not suggest a fix that was not verified, and shows it in the comment as a diff', async () => {
    const run = await runAction(original.replace(BUG_LINE, `${BUG_LINE} // checked`));
    expect(run.code).toBe(1);
    expect(github.reviewComments).toEqual([]);
    const comment = github.comments[0]?.body ?? '';
    expect(comment).toMatch(/⚠️ \*\*not verified\*\*/);
    expect(comment).toContain('```diff');
    expect(comment).toContain('// checked');
    expect((await writtenResult()).proposals.map((proposal) => proposal.verification.status)).toEqual([
      'failed',
    ]);
  });

  it('does not suggest on lines it cannot match when the checkout is not the pull request head', async () => {
    const mergeHead = 'c'.repeat(40);
    github.reset();
    github.addPullRequest({
      number: 7,
      headSha: mergeHead,
      baseSha: 'b'.repeat(40),
      files: [{ filename: 'server.js', patch: pullRequestPatch() }],
    });
    const run = await runAction(original.replace(BUG_LINE, FIXED_LINE), mergeHead);
    expect(run.code).toBe(1);
    expect(github.reviewComments).toEqual([]);
    expect(github.comments[0]?.body).toContain("not the pull request's head");
    expect(github.comments[0]?.body).toContain('```diff');
  });

  it('on SIGTERM during verification, stops the service, removes its copy and still writes the verdict', async () => {
    const dropBox = await mkdtemp(path.join(os.tmpdir(), 'falcon-cancel-'));
    // The sandboxed service (a uid of its own) may write here.
    await chmod(dropBox, 0o777);
    const started = path.join(dropBox, 'service');
    const run = await runAction(original.replace(BUG_LINE, FIXED_LINE), headSha, {
      // A service that never gets ready: verification waits for it until the job is cancelled.
      inputs: { 'start-command': `echo "$$ $PWD" > ${started}; exec sleep 120`, 'ready-timeout': '2m' },
      whileRunning: async (child) => {
        while (!(await readFile(started, 'utf8').catch(() => '')).includes(' ')) {
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        child.kill('SIGTERM');
      },
    });
    expect(run.stdout).toMatch(/SIGTERM: cancelling/);
    const [pid, copy] = (await readFile(started, 'utf8')).trim().split(' ');
    expect(() => process.kill(Number(pid), 0)).toThrow(/ESRCH/);
    expect(
      await access(copy!).then(
        () => true,
        () => false,
      ),
    ).toBe(false);
    const result = await writtenResult();
    expect(result.verdict).toBe('fail');
    expect(result.agent.stopReason).toBe('cancelled');
    expect(run.code).toBe(1);
    await rm(dropBox, { recursive: true, force: true });
  });
});
