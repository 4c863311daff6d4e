/**
 * The Actions publisher against the GitHub fake: what a run leaves on the job (log, annotations,
 * outputs, job summary, the failed step) and on the pull request (one sticky comment, one review of
 * suggestions), read back from the files and requests GitHub would see.
 */
import { jest } from '@jest/globals';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FlowResult } from '../../src/core/results.js';
import { decideGate } from '../../src/gate.js';
import { Redactor } from '../../src/http/redact.js';
import type { Proposal } from '../../src/investigate/fixes/types.js';
import type { Investigation } from '../../src/investigate/types.js';
import { unifiedDiff } from '../../src/repo/unified-diff.js';
import { createActionsPublisher, type PublishTarget } from '../../src/publish/actions.js';
import { createGitHubClient } from '../../src/publish/github/client.js';
import type { PullRequestContext } from '../../src/publish/github/context.js';
import { listPullRequestPatches } from '../../src/publish/github/review.js';
import type { PublishedRun, Publisher } from '../../src/publish/publisher.js';
import { SUMMARY_MARKER } from '../../src/report/render/summary.js';
import { InputError, RunCancelled } from '../../src/core/errors.js';
import { GitHubBudget } from '../../src/publish/github/budget.js';
import { startFakeGitHub, type FakeGitHub } from '../__fixtures__/github/fake-github.js';
import { checkResult, flowResult, stepResult } from '../__fixtures__/results.js';

const TOKEN = 'ghs_actionsPublisherToken0123456789';
const HEAD_SHA = 'a'.repeat(40);
const APP = 'src/app.ts';
/** The file at the pull request's head; the pull request added line 10. */
const APP_LINES = Array.from({ length: 20 }, (_, index) =>
  index + 1 === 10 ? 'const price = String(total);' : `const v${index + 1} = ${index + 1};`,
);

const PULL: PullRequestContext = {
  owner: 'octo-org',
  repo: 'octo-service',
  number: 7,
  headSha: HEAD_SHA,
  baseSha: 'b'.repeat(40),
  isFork: false,
  event: 'pull_request',
};

function text(lines: readonly string[]): string {
  return lines.map((line) => `${line}\n`).join('');
}

/** GitHub's `patch` of a file: hunks only, no `---`/`+++` lines. */
const APP_PATCH = unifiedDiff(text(APP_LINES.filter((_, index) => index !== 9)), text(APP_LINES), {
  path: APP,
})
  .text.split('\n')
  .slice(2)
  .join('\n')
  .trimEnd();

const FIX: Proposal = (() => {
  const after = APP_LINES.map((line, index) => (index + 1 === 10 ? 'const price = total;' : line));
  const diff = unifiedDiff(text(APP_LINES), text(after), { path: APP });
  return {
    id: 'c0ffee42',
    title: 'Keep the price a number',
    rationale: 'The contract says price is a number.',
    files: [{ path: APP, diff: diff.text, added: diff.added, removed: diff.removed, created: false }],
    targetFlows: ['.falcon/flows/contract_products.yaml'],
    verification: { status: 'verified', passed: ['.falcon/flows/contract_products.yaml'] },
  };
})();

const PASSED = flowResult({ file: '.falcon/flows/smoke_health.yaml', name: 'Health' });
const FAILED: FlowResult = flowResult({
  file: '.falcon/flows/contract_products.yaml',
  name: 'Products',
  type: 'contract',
  status: 'failed',
  steps: [
    stepResult({
      id: 'list',
      status: 'failed',
      line: 3,
      checks: [checkResult({ name: 'status', expected: '200', actual: '500', passed: false, line: 5 })],
      error: { kind: 'flow', message: `the API answered with ${TOKEN} in its body` },
    }),
  ],
});

let github: FakeGitHub;
let folder: string;
let outputFile: string;
let summaryFile: string;
let stdout: string;
const saved = { output: process.env['GITHUB_OUTPUT'], summary: process.env['GITHUB_STEP_SUMMARY'] };

beforeAll(async () => {
  github = await startFakeGitHub({
    pullRequests: [{ number: 7, headSha: HEAD_SHA, files: [{ filename: APP, patch: APP_PATCH }] }],
  });
  folder = await mkdtemp(path.join(os.tmpdir(), 'falcon-actions-publisher-'));
  outputFile = path.join(folder, 'github_output');
  summaryFile = path.join(folder, 'step_summary.md');
  // @actions/core reads both once, when it first writes to them.
  process.env['GITHUB_OUTPUT'] = outputFile;
  process.env['GITHUB_STEP_SUMMARY'] = summaryFile;
});
afterAll(async () => {
  await github.close();
  await rm(folder, { recursive: true, force: true });
  for (const [name, value] of [
    ['GITHUB_OUTPUT', saved.output],
    ['GITHUB_STEP_SUMMARY', saved.summary],
  ] as const) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});
beforeEach(async () => {
  github.reset();
  await writeFile(outputFile, '');
  await writeFile(summaryFile, '');
  stdout = '';
  jest.spyOn(process.stdout, 'write').mockImplementation((chunk) => ((stdout += String(chunk)), true));
});
afterEach(() => {
  jest.restoreAllMocks();
  // core.setFailed marks the process failed; the test process is not the action's.
  process.exitCode = undefined;
  expect(github.violations).toEqual([]);
});

function target(overrides: Partial<PublishTarget> = {}): PublishTarget {
  const client = createGitHubClient(TOKEN, { baseUrl: github.url, retryDelayMs: 1, paceWrites: false });
  return {
    root: '/repo',
    workspace: '/repo/.falcon',
    gate: ['smoke', 'contract'],
    token: TOKEN,
    env: {
      GITHUB_SERVER_URL: 'https://github.com',
      GITHUB_REPOSITORY: 'octo-org/octo-service',
      GITHUB_RUN_ID: '42',
    },
    commentMode: 'always',
    suggestions: 'verified',
    github: client,
    pullRequest: PULL,
    pullFiles: () => listPullRequestPatches(client, PULL),
    checkoutSha: HEAD_SHA,
    ...overrides,
  };
}

function run(results: FlowResult[], investigation?: Investigation): PublishedRun {
  return {
    results,
    gate: decideGate(results, ['smoke', 'contract']),
    investigation,
    outputs: {},
    durationMs: 1234,
    apiName: 'Shop API',
    redactor: new Redactor([TOKEN]),
    regressions: [],
    flaky: [],
  };
}

/** As the pipeline calls a publisher: the verdict as soon as the gate has judged, then the whole run. */
async function publishAll(publisher: Publisher, published: PublishedRun): Promise<void> {
  publisher.verdict!(published);
  await publisher.publish!(published);
}

/** GITHUB_OUTPUT's `name<<delimiter` blocks as name → value. */
async function outputs(): Promise<Record<string, string>> {
  const found: Record<string, string> = {};
  const pattern = /^(.+?)<<(\S+)\n([\s\S]*?)\n\2$/gm;
  for (const [, name, , value] of (await readFile(outputFile, 'utf8')).matchAll(pattern))
    found[name!] = value!;
  return found;
}

const investigation: Investigation = {
  findings: [],
  agent: { stopReason: 'skipped', message: 'no model is configured' },
  proposals: [FIX],
};

it('publishes a failing run: outputs, annotation, job summary, one comment, one suggestion, the step failed', async () => {
  const publisher = createActionsPublisher(target());
  await publishAll(publisher, run([PASSED, FAILED], investigation));

  expect(await outputs()).toEqual({
    result: 'fail',
    passed: '1',
    failed: '1',
    junit: '',
    html: '',
    ctrf: '',
    sarif: '',
    regressions: '0',
    flaky: '',
    coverage: '',
    // This target uploads no reports.
    'artifact-url': '',
    'comment-url': expect.stringContaining('/pull/7#issuecomment-'),
  });
  expect(stdout).toMatch(
    /^::error title=Falcon CI contract%3A status failed in Products › list,file=\.falcon\/flows\/contract_products\.yaml,line=5::Expected 200, got 500\.$/m,
  );
  expect(stdout).toMatch(/^::error title=.*,line=3::the API answered with \*\*\* in its body$/m);
  expect(stdout).toMatch(/^::error::Falcon CI gate failed: \.falcon\/flows\/contract_products\.yaml$/m);
  expect(process.exitCode).toBe(1);

  const summary = await readFile(summaryFile, 'utf8');
  expect(summary).toContain('contract_products.yaml');
  expect(summary).toContain('https://github.com/octo-org/octo-service/actions/runs/42');
  expect(github.comments).toHaveLength(1);
  expect(github.comments[0]!.body.startsWith(SUMMARY_MARKER)).toBe(true);
  expect(github.reviewComments).toHaveLength(1);
  expect(github.reviewComments[0]).toMatchObject({ path: APP, line: 10 });
  expect(github.reviewComments[0]!.body).toContain('```suggestion\nconst price = total;\n```');

  for (const written of [stdout, summary, github.comments[0]!.body]) expect(written).not.toContain(TOKEN);
});

it('publishes the same run twice and still leaves one comment and one suggestion', async () => {
  await publishAll(createActionsPublisher(target()), run([PASSED, FAILED], investigation));
  await publishAll(createActionsPublisher(target()), run([PASSED, FAILED], investigation));
  expect(github.comments).toHaveLength(1);
  expect(github.reviewComments).toHaveLength(1);
});

it('on a pass with comment: on-failure, sets the outputs and neither comments nor fails the step', async () => {
  await publishAll(createActionsPublisher(target({ commentMode: 'on-failure' })), run([PASSED]));
  expect(await outputs()).toMatchObject({ result: 'pass', passed: '1', failed: '0' });
  expect(github.comments).toEqual([]);
  expect(stdout).not.toContain('::error');
  expect(process.exitCode).toBeUndefined();
});

it('on a fork, warns once and keeps the job summary, annotations and the failed verdict', async () => {
  github.setFork(true);
  const fork = { ...PULL, isFork: true };
  await publishAll(createActionsPublisher(target({ pullRequest: fork })), run([PASSED, FAILED]));
  expect(github.comments).toEqual([]);
  expect(stdout.match(/^::warning::.*fork/gm)).toHaveLength(1);
  expect(await readFile(summaryFile, 'utf8')).toContain('contract_products.yaml');
  expect(stdout).toMatch(/^::error title=.*file=\.falcon\/flows\/contract_products\.yaml/m);
  expect(process.exitCode).toBe(1);
});

it('logs each flow as it finishes, a failing one in a group with its failed checks', () => {
  const publisher = createActionsPublisher(target());
  publisher.flowFinished!(PASSED);
  publisher.flowFinished!(FAILED);
  expect(stdout).toMatch(/^✓ smoke {7}Health {2}\.falcon\/flows\/smoke_health\.yaml {2}1 ms$/m);
  expect(stdout).toMatch(/^::group::✗ contract {4}Products {2}\.falcon\/flows\/contract_products\.yaml/m);
  expect(stdout).toMatch(/^ {4}✗ status: expected 200, got 500 \(line 5\)\n[\s\S]*^::endgroup::$/m);
});

it('annotates each input error at its file, line and column and fails the step', () => {
  const problem = new InputError(
    "unknown key 'paht'",
    { file: '.falcon/flows/smoke_health.yaml', line: 3, column: 7 },
    "did you mean 'path'?",
  );
  createActionsPublisher(target()).inputErrors!([problem]);
  expect(stdout).toMatch(
    /^::error title=Falcon CI%3A invalid input,file=\.falcon\/flows\/smoke_health\.yaml,line=3,col=7::unknown key 'paht' — did you mean 'path'\?$/m,
  );
  expect(stdout).toMatch(
    /^::error::Falcon CI stopped before sending any request: 1 problem\(s\) in the input$/m,
  );
  expect(process.exitCode).toBe(1);
  expect(github.requests).toEqual([]);
});

it('on a cancelled run, writes the summary, outputs and annotations and leaves the pull request alone', async () => {
  const controller = new AbortController();
  controller.abort(new RunCancelled('SIGINT'));
  const budget = new GitHubBudget({ signal: controller.signal });
  const cancelled = { ...run([PASSED, FAILED]), cancelled: { signal: 'SIGINT', flows: [FAILED.file] } };
  await publishAll(createActionsPublisher(target({ budget })), cancelled);
  expect(github.requests).toEqual([]);
  expect(await outputs()).toMatchObject({ result: 'fail' });
  expect(stdout).toMatch(/^::warning::Cancelled \(SIGINT\): 1 flow did not run to the end/m);
  expect(stdout).toMatch(/^::error title=.*file=\.falcon\/flows\/contract_products\.yaml/m);
  const summary = await readFile(summaryFile, 'utf8');
  expect(summary).toContain(
    '> The run was cancelled by SIGINT. 1 flow did not run to the end: `.falcon/flows/contract_products.yaml`.',
  );
});
