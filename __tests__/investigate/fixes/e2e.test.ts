/**
 * Proposed fixes end to end: a git repository holding the example shop API with its planted
 * contract bug, the real pipeline in `pr` mode, a scripted model that writes a fix, and the fix
 * verified by starting the service from a patched worktree and re-running the flows against it.
 */
import { execFile } from 'node:child_process';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { resolveOptions } from '../../../src/options.js';
import { runPipeline } from '../../../src/pipeline.js';
import { startScriptedModel, turns, type ScriptedModel } from '../../__fixtures__/openai/scripted-model.js';
import {
  BUG_LINE,
  BUGGY_START,
  SHOP_PASSWORD,
  shopRepository,
  shopSource,
  startBuggyShop,
  type RunningShop,
} from '../../__fixtures__/shop.js';

const run = promisify(execFile);

let shop: RunningShop;
let repo: string;
let model: ScriptedModel | undefined;
let original: string;

beforeAll(async () => {
  shop = await startBuggyShop();
  original = await shopSource();
  expect(original).toContain(BUG_LINE);
});
afterAll(() => shop.close());
beforeEach(async () => {
  repo = await shopRepository('falcon-fixes-');
});
afterEach(async () => {
  await model?.close();
  model = undefined;
  await rm(repo, { recursive: true, force: true });
});

async function investigateWithFix(fixed: string, startCommand?: string) {
  model = await startScriptedModel([
    turns.call('read_file', { path: 'server.js', start_line: 180, end_line: 190 }),
    turns.call('write_file', { path: 'server.js', content: fixed }),
    turns.call('read_file', { path: 'server.js', start_line: 183, end_line: 189 }),
    turns.text(
      'Final Answer: getProduct sends price as a string; send the product as it is, a number as the spec says.',
    ),
  ]);
  const options = resolveOptions(
    {
      'base-url': shop.url,
      types: 'smoke,contract',
      agent: 'on',
      'llm-base-url': model.url,
      model: 'scripted-1',
      confirmations: 'pr',
      ...(startCommand
        ? { 'start-command': startCommand, 'ready-url': '/health', 'ready-timeout': '20s' }
        : {}),
    },
    repo,
    (name) => `--${name}`,
  );
  return runPipeline(options, {
    env: { ...process.env, SHOP_PASSWORD },
    publisher: { log: { info: () => undefined, warning: () => undefined } },
  });
}

const START = BUGGY_START;

describe('a proposed fix for the planted bug', () => {
  it('is staged, never written, verified against the patched service and saved as a patch that applies', async () => {
    const result = await investigateWithFix(
      original.replace(BUG_LINE, 'sendJson(res, 200, product);'),
      START,
    );

    expect(result.exitCode).toBe(1); // the gate is the run's, whatever the fix
    expect(await readFile(path.join(repo, 'server.js'), 'utf8')).toBe(original);
    const [proposal, ...others] = result.investigation!.proposals;
    expect(others).toEqual([]);
    expect(proposal?.files.map((file) => file.path)).toEqual(['server.js']);
    expect(proposal?.files[0]?.diff).toContain(`-      ${BUG_LINE}`);
    expect(proposal?.files[0]?.diff).toContain('+      sendJson(res, 200, product);');
    expect(proposal?.targetFlows).toEqual(['.falcon/flows/contract_products.yaml']);
    expect(proposal?.verification).toEqual({
      status: 'verified',
      passed: expect.arrayContaining([
        '.falcon/flows/contract_products.yaml',
        '.falcon/flows/smoke_health.yaml',
      ]),
    });

    // The agent read its own staged change back, though the disk still has the bug.
    const observations = JSON.stringify(model!.requests.at(-1)?.body['messages']);
    expect(observations).toContain('staged change, not on disk');

    // The patch file applies to the repository as it is.
    expect(proposal?.patchFile).toBe(`.falcon/fixes/${proposal?.id}.patch`);
    await run('git', ['apply', '--check', proposal!.patchFile!], { cwd: repo });
    const worktrees = await run('git', ['worktree', 'list'], { cwd: repo });
    expect(worktrees.stdout.trim().split('\n')).toHaveLength(1);
  });

  it('is marked unverified, with what still fails, when it does not fix the bug', async () => {
    const result = await investigateWithFix(
      original.replace(BUG_LINE, `${BUG_LINE} // price checked`),
      START,
    );
    const verification = result.investigation!.proposals[0]?.verification;
    expect(verification).toMatchObject({
      status: 'failed',
      stillFailing: ['.falcon/flows/contract_products.yaml'],
      newlyFailing: [],
    });
  });

  it('says it was not verified when there is no start command', async () => {
    const result = await investigateWithFix(original.replace(BUG_LINE, 'sendJson(res, 200, product);'));
    expect(result.investigation!.proposals[0]?.verification).toEqual({
      status: 'not_run',
      reason: 'no start command',
    });
  });
});
