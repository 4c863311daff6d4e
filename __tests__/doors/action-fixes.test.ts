/**
 * Proposed fixes on the pull request, as GitHub runs the action: `node dist/index.js` in `pr` mode
 * on a repository holding the example shop API with its planted bug, a scripted model, and the
 * GitHub fake, whose pull request changes the buggy line.
 */
import { execFile, execFileSync, type ChildProcess } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { createShopServer } from '../../examples/shop/server.js';
import { readPublishedResult } from '../../src/publish/published-result.js';
import { startFakeGitHub, type FakeGitHub } from '../__fixtures__/github/fake-github.js';
import {
  startScriptedModel,
  turns,
  type ScriptedModel,
  type ScriptFunction,
} from '../__fixtures__/openai/scripted-model.js';
import { asUserCommand, folderOf, shapeUser, type ShapeUser } from '../__fixtures__/fixes/sandbox-shapes.js';
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
  options: {
    inputs?: Record<string, string>;
    whileRunning?: (child: ChildProcess) => Promise<void>;
    /** The model's turns; by default it stages `fixedSource` and answers. */
    script?: ScriptFunction;
    /** Runs the action as this user (the job's user on a GitHub-hosted runner is not root). */
    asUser?: ShapeUser;
    env?: Record<string, string>;
  } = {},
): Promise<{ code: number; stdout: string }> {
  const model = await startScriptedModel(
    options.script ?? [
      turns.call('write_file', { path: 'server.js', content: fixedSource }),
      turns.text('Final Answer: getProduct sends price as a string; the spec says number.'),
    ],
  );
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
    ...options.env,
  };
  for (const [name, value] of Object.entries(options.inputs ?? {}))
    env[`INPUT_${name.toUpperCase()}`] = value;
  if (options.asUser) {
    await options.asUser.own(repo);
    await options.asUser.own(eventPath);
  }
  const [program, ...args] = options.asUser
    ? asUserCommand(options.asUser, [process.execPath, path.join(ROOT, 'dist/index.js')])
    : [process.execPath, path.join(ROOT, 'dist/index.js')];
  let child: ChildProcess | undefined;
  const done = new Promise<{ code: number; stdout: string }>((resolve) => {
    child = execFile(program!, args, { cwd: repo, env }, (error, stdout) =>
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
    expect(suggestion?.body).toMatch(/the failing flows pass with this change/);
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
    // The job's temporary folder, where the patched copy is made: empty again once the run is over.
    const temporary = await mkdtemp(path.join(os.tmpdir(), 'falcon-job-tmp-'));
    const sleeper = `sleep ${120 + Math.floor(Math.random() * 100)}.${process.pid}`;
    const run = await runAction(original.replace(BUG_LINE, FIXED_LINE), headSha, {
      // A service that never gets ready: verification waits for it until the job is cancelled.
      inputs: { 'start-command': `exec ${sleeper}`, 'ready-timeout': '2m' },
      env: { TMPDIR: temporary },
      whileRunning: async (child) => {
        while (!running(sleeper)) await new Promise((resolve) => setTimeout(resolve, 50));
        child.kill('SIGTERM');
      },
    });
    expect(run.stdout).toMatch(/SIGTERM: cancelling/);
    expect(running(sleeper)).toBe(false);
    expect(await readdir(temporary)).toEqual([]);
    const result = await writtenResult();
    expect(result.verdict).toBe('fail');
    expect(result.agent.stopReason).toBe('cancelled');
    expect(result.cancelled).toEqual({ signal: 'SIGTERM', flows: [] });
    // 128 + 15: the job was cancelled; the verdict in the result still says what the flows did.
    expect(run.code).toBe(143);
    await rm(temporary, { recursive: true, force: true });
  });

  it('tells the model what its fix made the service answer, and posts only the fix that passes, listing each attempt', async () => {
    const wrongLine =
      'sendJson(res, 200, priceAsString ? { ...product, price: String(product.price) } : product);';
    // A model that first stages a plausible wrong fix, and the right one only once it is told
    // what the wrong one made the patched service answer ("12.5", not the "12.50" it started from).
    const script: ScriptFunction = ({ body }) => {
      const messages = body['messages'] as Array<{ role: string }>;
      if (messages.at(-1)?.role === 'tool')
        return turns.text('Final Answer: getProduct sends price as a string.');
      const told = JSON.stringify(messages).includes(
        'with your fix:   got $.price: must be a number (got \\"12.5\\")',
      );
      const line = told ? FIXED_LINE : wrongLine;
      return turns.call('write_file', { path: 'server.js', content: original.replace(BUG_LINE, line) });
    };
    const run = await runAction('', headSha, { script, inputs: { core: 'structured' } });
    expect(run.code).toBe(1);
    expect(github.violations).toEqual([]);
    expect(github.reviewComments).toHaveLength(1);
    expect(github.reviewComments[0]?.body).toContain(`\`\`\`suggestion\n      ${FIXED_LINE}\n\`\`\``);
    expect(github.reviewComments[0]?.body).toContain('the failing flows pass with this change');
    const comment = github.comments[0]?.body ?? '';
    expect(comment).toMatch(
      /2 attempts:\n1\. `server\.js` \(\+1 −1\) · ❌ failed verification: \.falcon\/flows\/contract_products\.yaml › [^\n]*\(got "12\.5"\)\n2\. `server\.js` \(\+1 −1\) · ✅ the failing flows pass with it — \*\*proposed below\*\*/,
    );
    const result = await writtenResult();
    expect(result.proposals.map((proposal) => proposal.verification.status)).toEqual(['verified']);
    expect(result.attempts?.map((attempt) => [attempt.outcome, attempt.posted])).toEqual([
      ['failed', false],
      ['verified', true],
    ]);
  });

  it('verifies a right fix as a non-root user with password-less sudo, as on GitHub-hosted runners', async () => {
    const user = await shapeUser('sudo');
    const home = await folderOf(user, 'falcon-runner-home-');
    const run = await runAction(original.replace(BUG_LINE, FIXED_LINE), headSha, {
      asUser: user,
      env: { HOME: home },
    });
    expect(run.stdout).toMatch(
      /fixes are verified in a sandbox: Linux namespaces \(util-linux unshare through password-less sudo\)/,
    );
    expect(run.code).toBe(1);
    expect(github.reviewComments).toHaveLength(1);
    expect((await writtenResult()).proposals.map((proposal) => proposal.verification.status)).toEqual([
      'verified',
    ]);
    await rm(home, { recursive: true, force: true });
  });
});

/** Whether a process whose command line holds `command` runs. */
function running(command: string): boolean {
  try {
    return execFileSync('pgrep', ['-f', command], { encoding: 'utf8' }).trim() !== '';
  } catch {
    return false;
  }
}
