/**
 * Proposed fixes end to end: a git repository holding the example shop API with its planted
 * contract bug, the real pipeline in `pr` mode, a scripted model that writes a fix, and the fix
 * verified by starting the service from a patched worktree and re-running the flows against it.
 */
import { execFile } from 'node:child_process';
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { createShopServer } from '../../../examples/shop/server.js';
import { resolveOptions } from '../../../src/options.js';
import { runPipeline } from '../../../src/pipeline.js';
import { startScriptedModel, turns, type ScriptedModel } from '../../__fixtures__/openai/scripted-model.js';

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '../../..');
const PASSWORD = 'demo-password';
const BUG_LINE =
  'sendJson(res, 200, priceAsString ? { ...product, price: product.price.toFixed(2) } : product);';

let shop: Server;
let shopUrl: string;
let repo: string;
let model: ScriptedModel | undefined;
let original: string;

beforeAll(async () => {
  shop = createShopServer({ bug: 'price-as-string', env: { SHOP_PASSWORD: PASSWORD } });
  await new Promise<void>((resolve) => shop.listen(0, '127.0.0.1', resolve));
  shopUrl = `http://127.0.0.1:${(shop.address() as AddressInfo).port}`;
  original = await readFile(path.join(ROOT, 'examples/shop/server.js'), 'utf8');
  expect(original).toContain(BUG_LINE);
});
afterAll(() => {
  shop.closeAllConnections();
  shop.close();
});
beforeEach(async () => {
  repo = await mkdtemp(path.join(os.tmpdir(), 'falcon-fixes-'));
  await cp(path.join(ROOT, 'examples/shop/.falcon'), path.join(repo, '.falcon'), {
    recursive: true,
    filter: (source) => !/[/\\](reports|sessions|fixes)([/\\]|$)/.test(source),
  });
  await cp(path.join(ROOT, 'examples/shop/server.js'), path.join(repo, 'server.js'));
  const git = (...args: string[]) =>
    run('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.test', ...args], { cwd: repo });
  await git('init', '-q');
  await git('add', '.');
  await git('commit', '-qm', 'shop');
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
      'base-url': shopUrl,
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
    env: { ...process.env, SHOP_PASSWORD: PASSWORD },
    publisher: { log: { info: () => undefined, warning: () => undefined } },
  });
}

const START = 'SHOP_BUG=price-as-string node server.js';

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
      status: 'unverified',
      stillFailing: ['.falcon/flows/contract_products.yaml'],
      newlyFailing: [],
    });
  });

  it('says it was not verified when there is no start command', async () => {
    const result = await investigateWithFix(original.replace(BUG_LINE, 'sendJson(res, 200, product);'));
    expect(result.investigation!.proposals[0]?.verification).toEqual({
      status: 'not_verified',
      reason: 'no start command',
    });
  });
});
