/**
 * The action as GitHub runs it: `node dist/index.js` with INPUT_* variables, a real pull_request
 * event payload, real GITHUB_OUTPUT and GITHUB_STEP_SUMMARY files, against the example shop API and
 * the GitHub fake. dist/ is checked to equal a fresh build by CI, so this tests what ships.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { createShopServer } from '../../examples/shop/server.js';
import type { FakeArtifactService } from '../__fixtures__/actions-results/artifact-service.js';
import type { FakeCacheService } from '../__fixtures__/actions-results/cache-service.js';
import {
  startFakeResultsService,
  type FakeResultsService,
} from '../__fixtures__/actions-results/results-service.js';
import { startFakeGitHub, type FakeGitHub } from '../__fixtures__/github/fake-github.js';
import { copyShopWorkspace } from '../__fixtures__/shop.js';
import { OPTION_NAMES } from '../../src/options.js';

const ROOT = path.resolve(import.meta.dirname, '../..');
const TOKEN = 'ghs_fakeTokenThatMustNeverAppear0123';
const PASSWORD = 'demo-password';

interface ActionRun {
  code: number;
  stdout: string;
  outputs: Record<string, string>;
  summary: string;
  repo: string;
  /** The runtime token the job had, for the Actions cache and artifacts. */
  runtimeToken: string;
}

let github: FakeGitHub;
/** GitHub's runners always offer the results service (the cache, artifacts); one test takes it away. */
let results: FakeResultsService;
let cache: FakeCacheService;
let artifacts: FakeArtifactService;
/** Each run of the action is a workflow run of its own unless a test says otherwise. */
let nextRunId = 42;
let shop: Server;
let buggyShop: Server;
let repo: string;

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

let shopUrl: string;
let buggyUrl: string;

beforeAll(async () => {
  github = await startFakeGitHub();
  results = await startFakeResultsService();
  cache = results.cache;
  artifacts = results.artifacts;
  shop = createShopServer({ env: { SHOP_PASSWORD: PASSWORD } });
  buggyShop = createShopServer({ bug: 'price-as-string', env: { SHOP_PASSWORD: PASSWORD } });
  shopUrl = await listen(shop);
  buggyUrl = await listen(buggyShop);
});

afterAll(async () => {
  await github.close();
  await results.close();
  for (const server of [shop, buggyShop]) {
    server.closeAllConnections();
    server.close();
  }
});

beforeEach(async () => {
  github.reset();
  cache.reset();
  artifacts.reset();
  github.addPullRequest({ number: 7, headSha: 'a'.repeat(40), baseSha: 'b'.repeat(40) });
  repo = await mkdtemp(path.join(os.tmpdir(), 'falcon-action-'));
  await copyShopWorkspace(path.join(repo, '.falcon'));
});

afterEach(() => rm(repo, { recursive: true, force: true }));

function pullRequestEvent(fork = false): unknown {
  const base = { sha: 'b'.repeat(40), ref: 'main', repo: { full_name: 'octo-org/octo-service' } };
  const head = {
    sha: 'a'.repeat(40),
    ref: 'feature',
    repo: { full_name: fork ? 'someone/octo-service' : 'octo-org/octo-service' },
  };
  return {
    action: 'synchronize',
    number: 7,
    pull_request: { number: 7, head, base },
    repository: { full_name: 'octo-org/octo-service' },
  };
}

async function runAction(
  inputs: Record<string, string>,
  options: {
    fork?: boolean;
    event?: { name: string; payload: unknown };
    /** Variables besides the usual ones, such as the cache service's. */
    env?: Record<string, string>;
  } = {},
): Promise<ActionRun> {
  const eventPath = path.join(repo, 'event.json');
  const outputPath = path.join(repo, 'github_output');
  const summaryPath = path.join(repo, 'step_summary.md');
  await writeFile(eventPath, JSON.stringify(options.event?.payload ?? pullRequestEvent(options.fork)));
  await writeFile(outputPath, '');
  await writeFile(summaryPath, '');
  const env: Record<string, string> = {
    PATH: process.env['PATH'] ?? '',
    GITHUB_ACTIONS: 'true',
    GITHUB_WORKSPACE: repo,
    GITHUB_EVENT_NAME: options.event?.name ?? 'pull_request',
    GITHUB_EVENT_PATH: eventPath,
    GITHUB_REPOSITORY: 'octo-org/octo-service',
    GITHUB_API_URL: github.url,
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_RUN_ID: String(nextRunId++),
    ACTIONS_CACHE_SERVICE_V2: 'true',
    ACTIONS_RESULTS_URL: results.url,
    GITHUB_OUTPUT: outputPath,
    GITHUB_STEP_SUMMARY: summaryPath,
    SHOP_PASSWORD: PASSWORD,
    'INPUT_GITHUB-TOKEN': TOKEN,
    INPUT_GATE: 'smoke,contract',
    INPUT_CONCURRENCY: '4',
    INPUT_TIMEOUT: '10s',
  };
  Object.assign(env, options.env);
  // The runner's token names the workflow run and the job's attempt.
  env['ACTIONS_RUNTIME_TOKEN'] ??= results.tokenFor(env['GITHUB_RUN_ID']!, env['GITHUB_RUN_ATTEMPT']);
  for (const [name, value] of Object.entries(inputs)) env[`INPUT_${name.toUpperCase()}`] = value;
  const { code, stdout } = await new Promise<{ code: number; stdout: string }>((resolve) => {
    execFile(process.execPath, [path.join(ROOT, 'dist/index.js')], { cwd: repo, env }, (error, out) =>
      resolve({ code: error ? Number((error as { code?: number }).code ?? 1) : 0, stdout: out }),
    );
  });
  return {
    code,
    stdout,
    outputs: parseOutputs(await readFile(outputPath, 'utf8')),
    summary: await readFile(summaryPath, 'utf8'),
    repo,
    runtimeToken: env['ACTIONS_RUNTIME_TOKEN'],
  };
}

/** GITHUB_OUTPUT holds `name<<delimiter\nvalue\ndelimiter` blocks. */
function parseOutputs(text: string): Record<string, string> {
  const outputs: Record<string, string> = {};
  const pattern = /^(.+?)<<(.+)\n([\s\S]*?)\n\2$/gm;
  for (const match of text.matchAll(pattern)) outputs[match[1] as string] = match[3] as string;
  return outputs;
}

async function everyFileText(folder: string): Promise<string> {
  const names = await readdir(folder, { recursive: true, withFileTypes: true });
  const texts = await Promise.all(
    names
      .filter((entry) => entry.isFile())
      .map((entry) => readFile(path.join(entry.parentPath, entry.name), 'utf8')),
  );
  return texts.join('\n');
}

describe('the action, as GitHub runs it', () => {
  it('declares in action.yml every input it reads and every output it writes', async () => {
    const declared = parse(await readFile(path.join(ROOT, 'action.yml'), 'utf8')) as {
      inputs: Record<string, unknown>;
      outputs: Record<string, unknown>;
    };
    expect(Object.keys(declared.inputs).sort()).toEqual([...OPTION_NAMES, 'github-token'].sort());
    const run = await runAction({ 'base-url': buggyUrl, json: 'falcon-result.json' });
    expect(Object.keys(run.outputs)).toContain('artifact-url');
    expect(Object.keys(declared.outputs)).toEqual(expect.arrayContaining(Object.keys(run.outputs)));
  });

  it('fails the gate on the planted contract bug and tells the reviewer everywhere they look', async () => {
    const run = await runAction({ 'base-url': buggyUrl });
    expect(run.code).toBe(1);
    expect(run.outputs).toMatchObject({
      result: 'fail',
      passed: '9',
      failed: '1',
      junit: '.falcon/reports/junit.xml',
    });

    // Annotations point at the failing check's line in the flow file.
    const annotation =
      /^::error title=[^,]*,file=\.falcon\/flows\/contract_products\.yaml,line=(\d+)::(.*)$/m.exec(
        run.stdout,
      );
    expect(annotation).not.toBeNull();
    const flowLines = (await readFile(path.join(repo, '.falcon/flows/contract_products.yaml'), 'utf8')).split(
      '\n',
    );
    expect(flowLines[Number(annotation![1]) - 1]).toMatch(/schema|expect/);
    expect(annotation![2]).toContain('$.price');

    // The job summary: verdict first, then the table and the failure.
    expect(run.summary.trimStart()).toMatch(/^#+ ❌/);
    expect(run.summary).toContain('contract_products.yaml');
    expect(run.summary).toContain('<details');
    // The offline triage explains the failure: a contract violation at the exact JSON path.
    expect(run.summary).toContain('### Triage');
    expect(run.summary).toMatch(/\$\.price must be a number/);

    // One sticky comment on the pull request, checked against GitHub's REST description.
    expect(github.violations).toEqual([]);
    expect(github.comments).toHaveLength(1);
    expect(github.comments[0]?.body).toMatch(/^<!-- falcon-ci:summary -->/);
    expect(run.outputs['comment-url']).toMatch(/\/pull\/7#issuecomment-\d+$/);
    // Every operation of the shop's spec has a flow.
    expect(run.outputs['coverage']).toBe('100');

    // JUnit and valid reports on disk.
    const junit = await readFile(path.join(repo, '.falcon/reports/junit.xml'), 'utf8');
    expect(junit).toMatch(/<testsuites name="Falcon CI" tests="\d+" failures="1"/);
    expect(run.stdout).not.toMatch(/not valid/);

    // No secret anywhere: not in logs, outputs, the summary, the comment, the reports.
    // `::add-mask::` is how a secret is registered with the runner, which then hides it everywhere.
    expect(run.stdout).toContain(`::add-mask::${TOKEN}`);
    const everything = [
      run.stdout.replace(/^::add-mask::.*$/gm, ''),
      run.summary,
      JSON.stringify(run.outputs),
      github.comments[0]?.body,
      await everyFileText(path.join(repo, '.falcon/reports')),
    ].join('\n');
    expect(everything).not.toContain(TOKEN);
    expect(everything).not.toContain(PASSWORD);
  });

  it('leaves exactly one comment after two runs, updated in place', async () => {
    await runAction({ 'base-url': buggyUrl });
    const first = github.comments[0];
    const second = await runAction({ 'base-url': shopUrl });
    expect(second.code).toBe(0);
    expect(second.outputs['result']).toBe('pass');
    expect(github.comments).toHaveLength(1);
    expect(github.comments[0]?.id).toBe(first?.id);
    expect(github.comments[0]?.body).toMatch(/✅/);
    expect(github.violations).toEqual([]);
  });

  it('on a fork, keeps the summary and annotations, warns once, and the exit code stands', async () => {
    const run = await runAction({ 'base-url': buggyUrl }, { fork: true });
    expect(run.code).toBe(1);
    expect(run.summary).toContain('contract_products.yaml');
    expect(run.stdout).toMatch(/::error title=[^,]*,file=\.falcon\/flows\/contract_products\.yaml/);
    expect(run.stdout.match(/^::warning::.*fork/gim)).toHaveLength(1);
    expect(github.requests.filter((request) => request.method !== 'GET')).toEqual([]);
    expect(github.comments).toEqual([]);
  });

  it('keeps the verdict when GitHub refuses writes (a read-only token)', async () => {
    github.setFork(true);
    const run = await runAction({ 'base-url': shopUrl });
    expect(run.code).toBe(0);
    expect(run.outputs['result']).toBe('pass');
    expect(run.stdout).toMatch(/^::warning::.*pull-requests: write/m);
  });

  it('exits 2 with an annotation at the file and line of a malformed flow, before any request', async () => {
    await writeFile(
      path.join(repo, '.falcon/flows/smoke_broken.yaml'),
      'steps:\n  - request: { path: /health }\n    expct: {}\n',
    );
    const run = await runAction({ 'base-url': shopUrl });
    expect(run.code).toBe(2);
    expect(run.stdout).toMatch(
      /^::error title=Falcon CI%3A invalid input,file=\.falcon\/flows\/smoke_broken\.yaml,line=3,col=5::unknown key 'expct'/m,
    );
    expect(github.requests).toEqual([]);
  });

  it('exits 2 naming the input when an input is wrong', async () => {
    const run = await runAction({ 'base-url': shopUrl, gate: 'smoke,contracts', comment: 'sometimes' });
    expect(run.code).toBe(2);
    expect(run.stdout).toMatch(/input 'gate': 'contracts' is not a flow type/);
  });

  it('publishes the result of an untrusted job from a workflow_run job, only to the pull request it belongs to', async () => {
    // The pull_request job of a fork: read-only, so it comments nothing and writes its result.
    github.setFork(true);
    const untrusted = await runAction(
      { 'base-url': buggyUrl, json: 'falcon-result.json', comment: 'off' },
      { fork: true },
    );
    expect(untrusted.code).toBe(1);
    expect(github.comments).toEqual([]);
    github.setFork(false);

    // The workflow_run job: trusted token, no checkout of the pull request's code, only its result.
    const workflowRun = (sha: string) => ({
      name: 'workflow_run',
      payload: { workflow_run: { head_sha: sha, event: 'pull_request' } },
    });
    const forged = await runAction({ publish: 'falcon-result.json' }, { event: workflowRun('c'.repeat(40)) });
    expect(forged.code).toBe(0);
    expect(forged.stdout).toMatch(
      /^::warning::Not publishing to a pull request: the result is for commit a{40}/m,
    );
    expect(github.comments).toEqual([]);

    const published = await runAction(
      { publish: 'falcon-result.json' },
      { event: workflowRun('a'.repeat(40)) },
    );
    expect(published.code).toBe(0);
    expect(published.outputs).toMatchObject({ result: 'fail', failed: '1' });
    expect(github.comments).toHaveLength(1);
    expect(github.comments[0]?.body).toContain('contract_products.yaml');
    expect(published.summary).toContain('### Triage');
    expect(github.violations).toEqual([]);
  });

  it('exits 2 in one line naming the file when the result to publish is not one, before any request', async () => {
    const file = path.join(repo, 'falcon-result.json');
    await writeFile(file, JSON.stringify({ version: 1, verdict: 'maybe' }));
    const run = await runAction(
      { publish: 'falcon-result.json' },
      { event: { name: 'workflow_run', payload: { workflow_run: { head_sha: 'a'.repeat(40) } } } },
    );
    expect(run.code).toBe(2);
    const errors = run.stdout.split('\n').filter((line) => line.startsWith('::error'));
    expect(errors[0]).toMatch(
      new RegExp(
        `^::error title=Falcon CI%3A invalid input::input 'publish': ${file.replaceAll(/[.\\/]/g, '\\$&')} is not a Falcon CI result \\(version 1\\): .+ — point it at the file`,
      ),
    );
    expect(run.stdout).not.toMatch(/\n\s+at /);
    expect(github.requests).toEqual([]);
  });
});

describe('a GitHub that never answers', () => {
  it('writes the verdict before it asks GitHub anything that could wait, and gives GitHub about 60 s in all', async () => {
    // The REST API, the Actions cache and artifacts all take every request and never answer.
    github.fault('hang', 1000);
    cache.hang = true;
    artifacts.hang = true;
    const outputFile = path.join(repo, 'github_output');
    const started = Date.now();
    const running = runAction({ 'base-url': buggyUrl });
    // The first REST call (the pull request's files, for triage) comes after the gate: by then
    // the verdict is in the step's outputs.
    while (github.requests.length === 0) await new Promise((resolve) => setTimeout(resolve, 50));
    const outputsWhileWaiting = parseOutputs(await readFile(outputFile, 'utf8'));
    const run = await running;
    const seconds = (Date.now() - started) / 1000;

    expect(outputsWhileWaiting).toMatchObject({ result: 'fail', passed: '9', failed: '1' });
    expect(run.code).toBe(1);
    expect(run.outputs).toMatchObject({ result: 'fail', junit: '.falcon/reports/junit.xml' });
    expect(run.stdout).toMatch(/^::error::Falcon CI gate failed: \.falcon\/flows\/contract_products\.yaml$/m);
    expect(run.summary).toContain('contract_products.yaml');
    // 60 s for GitHub, the run's own second or two, and room for a busy machine; unbounded, the
    // calls and their retries took close to five minutes.
    expect(seconds).toBeGreaterThan(55);
    expect(seconds).toBeLessThan(90);
    expect(run.stdout.match(/GitHub did not answer within the 60 s a run gives it/g)).toHaveLength(1);
    expect(run.stdout).toMatch(/could not comment on pull request #7: no time left for GitHub in this run/);
    expect(github.comments).toEqual([]);
  }, 150_000);
});

describe('the history, kept between runs in the Actions cache', () => {
  /** One run of a workflow: its id, and the refs GitHub sets for its event. */
  function cacheEnv(run: string, refs: Record<string, string>): Record<string, string> {
    return { GITHUB_RUN_ID: run, GITHUB_RUN_ATTEMPT: '1', ...refs };
  }
  const pullRequestRefs = { GITHUB_HEAD_REF: 'feature', GITHUB_BASE_REF: 'main', GITHUB_REF_NAME: '7/merge' };
  /** Each job of a real workflow starts on an empty runner. */
  const freshRunner = () => rm(path.join(repo, '.falcon/history'), { recursive: true, force: true });

  it('restores the history a run saved, so the next runner sees the flow that failed and then passed on this commit', async () => {
    const first = await runAction({ 'base-url': buggyUrl }, { env: cacheEnv('100', pullRequestRefs) });
    expect(first.code).toBe(1);
    expect(first.stdout).toContain('No saved history yet');
    expect(cache.entries().map((entry) => entry.key)).toEqual(['falcon-history-v1-feature-100-1']);

    await freshRunner();
    const second = await runAction({ 'base-url': shopUrl }, { env: cacheEnv('101', pullRequestRefs) });
    expect(second.code).toBe(0);
    expect(second.stdout).toContain(
      'History restored from the Actions cache (falcon-history-v1-feature-100-1)',
    );
    expect(second.outputs['flaky']).toBe('.falcon/flows/contract_products.yaml');
    expect(cache.entries().map((entry) => entry.key)).toEqual([
      'falcon-history-v1-feature-100-1',
      'falcon-history-v1-feature-101-1',
    ]);
    expect(cache.calls).toEqual([
      'GetCacheEntryDownloadURL',
      'CreateCacheEntry',
      'FinalizeCacheEntryUpload',
      'GetCacheEntryDownloadURL',
      'GetCacheEntryDownloadURL',
      'CreateCacheEntry',
      'FinalizeCacheEntryUpload',
    ]);
    expect(cache.violations).toEqual([]);
    expect(second.stdout).not.toContain(second.runtimeToken);
  });

  it("starts a pull request from its base branch's history", async () => {
    const onMain = await runAction(
      { 'base-url': shopUrl },
      { event: { name: 'push', payload: {} }, env: cacheEnv('200', { GITHUB_REF_NAME: 'main' }) },
    );
    expect(onMain.code).toBe(0);

    await freshRunner();
    const pullRequest = await runAction({ 'base-url': shopUrl }, { env: cacheEnv('201', pullRequestRefs) });
    expect(pullRequest.stdout).toContain(
      'History restored from the Actions cache (falcon-history-v1-main-200-1)',
    );
    expect(cache.entries().map((entry) => entry.key)).toEqual([
      'falcon-history-v1-main-200-1',
      'falcon-history-v1-feature-201-1',
    ]);
    expect(cache.violations).toEqual([]);
  });

  it('keeps the verdict and saves nothing over a saved history it could not download', async () => {
    await runAction({ 'base-url': shopUrl }, { env: cacheEnv('300', pullRequestRefs) });
    cache.failDownloads = true;
    await freshRunner();
    const run = await runAction({ 'base-url': buggyUrl }, { env: cacheEnv('301', pullRequestRefs) });
    expect(run.code).toBe(1);
    expect(run.outputs['result']).toBe('fail');
    expect(run.stdout).toMatch(
      /::warning::The saved history \(falcon-history-v1-feature-300-1\) could not be restored/,
    );
    expect(cache.entries()).toHaveLength(1);
  });

  it('runs without history, with a warning and the same verdict, where the cache is out of reach', async () => {
    const run = await runAction({ 'base-url': buggyUrl }, { env: { ACTIONS_RESULTS_URL: '' } });
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/::warning::The Actions cache is not available to this job/);
    expect(existsSync(path.join(repo, '.falcon/history/falcon.db'))).toBe(false);
  });
});

describe('a matrix of shard jobs and the merge job', () => {
  it('posts nothing from the shards, then one verdict and one comment from the merge, however often it runs', async () => {
    const unsharded = await runAction({ 'base-url': buggyUrl });
    const unshardedComment = github.comments[0]?.body;
    github.reset();
    github.addPullRequest({ number: 7, headSha: 'a'.repeat(40), baseSha: 'b'.repeat(40) });
    cache.reset();

    for (const shard of ['1/2', '2/2']) {
      const run = await runAction({ 'base-url': buggyUrl, shard, json: `shards/${shard[0]}.json` });
      expect(run.code).toBeLessThan(2);
      expect(run.stdout).not.toMatch(/^::(error|warning) .*file=/m);
    }
    expect(github.requests.filter((request) => request.method !== 'GET')).toEqual([]);
    expect(cache.entries()).toEqual([]);

    for (let merge = 0; merge < 2; merge++) {
      // The API is up in the merge job too, for the investigation's re-runs.
      const run = await runAction({ merge: 'shards/*.json', 'base-url': buggyUrl });
      expect(run.code).toBe(1);
      expect(run.outputs).toMatchObject({ result: 'fail', passed: '9', failed: '1' });
      expect(run.stdout).toMatch(/^::error title=[^,]*,file=\.falcon\/flows\/contract_products\.yaml/m);
      expect(run.summary).toContain('contract_products.yaml');
    }
    expect(github.comments).toHaveLength(1);
    // The merged run's comment is the unsharded run's, timings and the run's own ids aside.
    const timingsAside = (body = '') =>
      body
        .replace(/\/actions\/runs\/\d+(\/artifacts\/\d+)?/g, '/actions/runs/<run>$1')
        .replace(/\/artifacts\/\d+/g, '/artifacts/<id>')
        .replace(/\d{8}T\d{6}Z/g, '<time>')
        .replace(/\| [\d.]+ ms\b/g, '| <ms>')
        .replace(/\| \d+\.\d \|/g, '| <rate> |');
    expect(timingsAside(github.comments[0]?.body)).toBe(timingsAside(unshardedComment));
    expect(unsharded.outputs['result']).toBe('fail');
    expect(github.violations).toEqual([]);
  });
});

describe('the reports, kept as an artifact of the workflow run', () => {
  /** The files under `folder`, relative to the repository, with `/`. */
  async function filesUnder(folder: string): Promise<string[]> {
    const entries = await readdir(path.join(repo, folder), { recursive: true, withFileTypes: true });
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(repo, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
  }

  it('uploads every file the run wrote, under .falcon/ too, and nothing else; the summary and the comment link to it', async () => {
    // What a run must not sweep in: a report an earlier run left, the environments, the history.
    await writeFile(path.join(repo, '.env'), `SHOP_PASSWORD=${PASSWORD}\n`);
    await mkdir(path.join(repo, '.falcon/reports'), { recursive: true });
    await writeFile(path.join(repo, '.falcon/reports/smoke_report_shop_20200101T000000Z.md'), '# old\n');
    const run = await runAction(
      { 'base-url': buggyUrl, json: 'falcon-result.json' },
      { env: { GITHUB_RUN_ID: '300' } },
    );
    expect(run.code).toBe(1);
    expect(run.outputs['result']).toBe('fail');

    expect(artifacts.violations).toEqual([]);
    expect(results.unrouted).toEqual([]);
    expect(artifacts.calls).toEqual(['CreateArtifact', 'FinalizeArtifact']);
    const [uploaded] = artifacts.uploaded();
    expect(artifacts.uploaded()).toHaveLength(1);
    expect(uploaded).toMatchObject({
      name: 'falcon-reports',
      mimeType: 'application/zip',
      contentType: 'application/zip',
    });
    const url = `https://github.com/octo-org/octo-service/actions/runs/300/artifacts/${uploaded!.id}`;
    expect(run.outputs['artifact-url']).toBe(url);

    const files = artifacts.files('falcon-reports');
    const written = (await filesUnder('.falcon/reports')).filter(
      (file) => !file.includes('20200101T000000Z'),
    );
    expect([...files.keys()].sort()).toEqual([...written, 'falcon-result.json'].sort());
    expect(written).toEqual(
      expect.arrayContaining([
        '.falcon/reports/report.html',
        '.falcon/reports/junit.xml',
        '.falcon/reports/ctrf.json',
        '.falcon/reports/falcon.sarif',
        expect.stringMatching(/^\.falcon\/reports\/contract_report_[\w-]+_\d{8}T\d{6}Z\.md$/),
        expect.stringMatching(/^\.falcon\/reports\/coverage_report_[\w-]+_\d{8}T\d{6}Z\.md$/),
      ]),
    );
    for (const [file, bytes] of files) expect(bytes.equals(await readFile(path.join(repo, file)))).toBe(true);
    // The history database and the environments are on the runner, not in the artifact.
    expect(existsSync(path.join(repo, '.falcon/history/falcon.db'))).toBe(true);
    expect([...files.keys()].filter((file) => /history|environments|\.env$|20200101/.test(file))).toEqual([]);
    const zipped = [...files.values()].map((bytes) => bytes.toString('utf8')).join('\n');
    expect(zipped).not.toContain(TOKEN);
    expect(zipped).not.toContain(PASSWORD);

    const link = `Reports: [\`falcon-reports\`](${url})`;
    expect(run.summary).toContain(link);
    expect(github.comments[0]?.body).toContain(link);
    expect(run.stdout).not.toContain(run.runtimeToken);
  });

  it("names a shard's artifact after its shard, a re-run's after its attempt, and takes the name given", async () => {
    const shard = await runAction({ 'base-url': shopUrl, shard: '1/2' }, { env: { GITHUB_RUN_ID: '500' } });
    expect(shard.code).toBe(0);
    const first = await runAction({ 'base-url': shopUrl }, { env: { GITHUB_RUN_ID: '501' } });
    const again = await runAction(
      { 'base-url': shopUrl },
      { env: { GITHUB_RUN_ID: '501', GITHUB_RUN_ATTEMPT: '2' } },
    );
    const named = await runAction({ 'base-url': shopUrl, 'artifact-name': 'shop-api-reports' });
    expect(artifacts.violations).toEqual([]);
    expect(artifacts.uploaded().map((artifact) => artifact.name)).toEqual([
      'falcon-reports-shard-1-of-2',
      'falcon-reports',
      'falcon-reports-attempt-2',
      'shop-api-reports',
    ]);
    // A shard posts no comment, but its summary links its reports, its JSON result among them.
    expect(shard.summary).toContain('Reports: [`falcon-reports-shard-1-of-2`]');
    expect([...artifacts.files('falcon-reports-shard-1-of-2').keys()]).toContain(
      '.falcon/reports/falcon-shard-1-of-2.json',
    );
    for (const run of [first, again, named]) {
      expect(run.code).toBe(0);
      expect(run.outputs['artifact-url']).toMatch(/\/actions\/runs\/\d+\/artifacts\/\d+$/);
    }
  });

  it('warns when another job of the run took the name, and the verdict stands', async () => {
    const env = { GITHUB_RUN_ID: '600' };
    const first = await runAction({ 'base-url': shopUrl }, { env });
    // A second job of the same workflow run (a matrix without shards) under the default name.
    const second = await runAction({ 'base-url': buggyUrl }, { env });
    expect(first.code).toBe(0);
    expect(second.code).toBe(1);
    expect(second.outputs['result']).toBe('fail');
    expect(second.outputs['artifact-url']).toBe('');
    expect(second.stdout).toMatch(
      /^::warning::The reports were not uploaded as artifact falcon-reports \(.*already exists.*\); another job of this workflow run already uploaded an artifact named falcon-reports: give each job its own `artifact-name`\.$/m,
    );
    expect(second.summary).not.toContain('Reports: ');
    expect(artifacts.uploaded()).toHaveLength(1);
  });

  it('uploads nothing with upload-reports: false, and refuses a name the service would refuse before any request', async () => {
    const off = await runAction({ 'base-url': shopUrl, 'upload-reports': 'false' });
    expect(off.code).toBe(0);
    expect(off.outputs['artifact-url']).toBe('');
    expect(artifacts.calls).toEqual([]);
    expect(off.summary).not.toContain('Reports: ');

    const requests = github.requests.length;
    const bad = await runAction({
      'base-url': shopUrl,
      'artifact-name': 'reports/2024',
      'upload-reports': 'yes',
    });
    expect(bad.code).toBe(2);
    expect(bad.stdout).toMatch(
      /input 'artifact-name': 'reports\/2024' holds "\/", which an artifact's name cannot/,
    );
    expect(bad.stdout).toMatch(/input 'upload-reports': 'yes' is not true or false/);
    expect(github.requests).toHaveLength(requests);
    expect(artifacts.calls).toEqual([]);
  });

  it('gives an artifact service that answers 500 at most 30 s: a warning, the same verdict and exit code, and the comment still posted', async () => {
    artifacts.failWith = 500;
    const started = Date.now();
    const run = await runAction({ 'base-url': shopUrl });
    const seconds = (Date.now() - started) / 1000;
    expect(run.code).toBe(0);
    expect(run.outputs).toMatchObject({ result: 'pass', 'artifact-url': '' });
    // The client retried before it was given up on or gave up itself.
    expect(artifacts.calls.length).toBeGreaterThan(1);
    expect(run.stdout).toMatch(/^::warning::The reports were not uploaded as artifact falcon-reports \(/m);
    expect(seconds).toBeLessThan(30 + 20);
    expect(github.comments).toHaveLength(1);
    expect(github.comments[0]?.body).not.toContain('Reports: ');
  }, 90_000);

  it('gives an artifact service that never answers 30 s: a warning, the same verdict and exit code, and time left for the comment', async () => {
    artifacts.hang = true;
    const started = Date.now();
    const run = await runAction({ 'base-url': buggyUrl });
    const seconds = (Date.now() - started) / 1000;
    expect(run.code).toBe(1);
    expect(run.outputs).toMatchObject({ result: 'fail', failed: '1', 'artifact-url': '' });
    expect(run.stdout).toMatch(
      /^::warning::The reports were not uploaded as artifact falcon-reports \(Uploading the reports as artifact falcon-reports took longer than 30 s\); they stay on the runner, in \.falcon\/reports\.$/m,
    );
    expect(seconds).toBeGreaterThan(29);
    expect(seconds).toBeLessThan(30 + 20);
    expect(github.comments).toHaveLength(1);
    expect(github.comments[0]?.body).toContain('contract_products.yaml');
  }, 90_000);
});
