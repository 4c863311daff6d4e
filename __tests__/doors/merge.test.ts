/**
 * Sharded runs through the command line, against the example shop API: `falcon run --shard i/n`
 * in each job, then `falcon merge` gives the verdict, JSON result and JUnit file of one unsharded
 * run (timings aside); results that do not belong together are refused, and a shard that never
 * reported fails the gate.
 */
import { jest } from '@jest/globals';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createShopServer } from '../../examples/shop/server.js';
import { main } from '../../src/doors/cli.js';
import type { JsonResult } from '../../src/report/json.js';
import { copyShopWorkspace } from '../__fixtures__/shop.js';

const PASSWORD = 'demo-password';
const COMMIT = 'c'.repeat(40);

let shop: Server;
let buggyShop: Server;
let shopUrl: string;
let buggyUrl: string;
let repo: string;

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  shop = createShopServer({ env: { SHOP_PASSWORD: PASSWORD } });
  buggyShop = createShopServer({ bug: 'price-as-string', env: { SHOP_PASSWORD: PASSWORD } });
  shopUrl = await listen(shop);
  buggyUrl = await listen(buggyShop);
});
afterAll(() => {
  for (const server of [shop, buggyShop]) {
    server.closeAllConnections();
    server.close();
  }
});
beforeEach(async () => {
  repo = await mkdtemp(path.join(os.tmpdir(), 'falcon-merge-'));
  await copyShopWorkspace(path.join(repo, '.falcon'));
});
afterEach(() => rm(repo, { recursive: true, force: true }));

async function falcon(
  args: string[],
  commit = COMMIT,
): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  jest.spyOn(process.stdout, 'write').mockImplementation((chunk) => ((stdout += String(chunk)), true));
  jest.spyOn(process.stderr, 'write').mockImplementation((chunk) => ((stderr += String(chunk)), true));
  try {
    const env = { NO_COLOR: '1', SHOP_PASSWORD: PASSWORD, GITHUB_SHA: commit };
    return { code: await main([...args, '--history', 'off'], env, repo), stdout, stderr };
  } finally {
    jest.restoreAllMocks();
  }
}

const readResult = async (file: string): Promise<JsonResult> =>
  JSON.parse(await readFile(path.join(repo, file), 'utf8')) as JsonResult;

/** What must not depend on sharding: every flow, step and check, and the verdict. */
function outcome(result: JsonResult) {
  return {
    verdict: result.verdict,
    gate: result.gate,
    summary: result.summary,
    flows: result.flows.map((flow) => ({
      file: flow.file,
      status: flow.status,
      steps: flow.steps.map((step) => ({
        id: step.id,
        status: step.status,
        checks: step.checks
          .filter((check) => !/latency|p\d\d/.test(check.name))
          .map((check) => [check.name, check.passed]),
      })),
    })),
  };
}

const withoutTimings = (junit: string) => junit.replace(/ (time|timestamp)="[^"]*"/g, '');

/** Runs every shard of `total` (except `skip`) and returns their result files. */
async function runShards(total: number, baseUrl: string, skip?: number): Promise<string[]> {
  const files: string[] = [];
  for (let index = 1; index <= total; index++) {
    if (index === skip) continue;
    const file = `shards/${index}.json`;
    const { code, stderr } = await falcon([
      'run',
      '--base-url',
      baseUrl,
      '--shard',
      `${index}/${total}`,
      '--json',
      file,
      '--junit',
      'off',
    ]);
    // stderr holds progress only: no warning, no error.
    expect(stderr).not.toMatch(/warning|error|falcon:/i);
    expect(code).toBeLessThan(2);
    files.push(file);
  }
  return files;
}

describe('sharded runs, merged', () => {
  it.each([1, 2, 4])('gives the verdict, result and JUnit of one run with %i shard(s)', async (total) => {
    const whole = await falcon([
      'run',
      '--base-url',
      buggyUrl,
      '--json',
      'whole.json',
      '--junit',
      'whole.xml',
    ]);
    expect(whole.code).toBe(1);
    const files = await runShards(total, buggyUrl);
    const shardFlows = await Promise.all(
      files.map(async (file) => (await readResult(file)).flows.map((flow) => flow.file)),
    );
    // Every flow ran in exactly one shard.
    expect(shardFlows.flat().sort()).toEqual(
      (await readResult('whole.json')).flows.map((flow) => flow.file).sort(),
    );

    const merged = await falcon(['merge', 'shards/*.json', '--json', 'merged.json', '--junit', 'merged.xml']);
    expect(merged.code).toBe(whole.code);
    expect(merged.stdout).toContain(
      'Gate failed (smoke, contract) — 1 gated flow failed: .falcon/flows/contract_products.yaml',
    );
    expect(outcome(await readResult('merged.json'))).toEqual(outcome(await readResult('whole.json')));
    expect((await readResult('merged.json')).shard).toBeUndefined();
    expect(withoutTimings(await readFile(path.join(repo, 'merged.xml'), 'utf8'))).toEqual(
      withoutTimings(await readFile(path.join(repo, 'whole.xml'), 'utf8')),
    );
  });

  it('passes when every shard passed, and fails when one of them failed', async () => {
    await runShards(4, shopUrl);
    expect((await falcon(['merge', 'shards/*.json'])).code).toBe(0);

    // The failing contract flow's shard, re-run against the buggy API.
    const failing = Object.entries((await readResult('shards/1.json')).shard!.assignment).find(([file]) =>
      file.endsWith('contract_products.yaml'),
    )![1];
    await falcon([
      'run',
      '--base-url',
      buggyUrl,
      '--shard',
      `${failing}/4`,
      '--json',
      `shards/${failing}.json`,
    ]);
    const merged = await falcon(['merge', 'shards/*.json']);
    expect(merged.code).toBe(1);
    expect(merged.stdout).toContain('contract_products.yaml');
  });

  it('fails the gate, naming the flows that did not run, when a shard never reported', async () => {
    await runShards(3, shopUrl, 2);
    const merged = await falcon(['merge', 'shards/*.json']);
    expect(merged.code).toBe(1);
    expect(merged.stdout).toMatch(
      /Gate failed: shard 2 of 3 never reported \(a cancelled or failed job\?\): \d+ flow\(s\) did not run \(\.falcon\/flows\//,
    );
  });

  it('refuses, before anything else, results that do not belong together', async () => {
    const [one, two] = await runShards(2, shopUrl);

    await cp(path.join(repo, one!), path.join(repo, 'shards/copy.json'));
    const twice = await falcon(['merge', 'shards/*.json']);
    expect(twice.code).toBe(2);
    expect(twice.stderr).toMatch(/merge: shards\/copy\.json is shard 1 of 2 again \(so is shards\/1\.json\)/);
    expect(twice.stderr).toContain('1 problem in the input; nothing was sent');
    await rm(path.join(repo, 'shards/copy.json'));

    const other = await readResult(two!);
    await writeFile(
      path.join(repo, two!),
      JSON.stringify({ ...other, shard: { ...other.shard, commit: 'd'.repeat(40) } }),
    );
    const commits = await falcon(['merge', 'shards/*.json']);
    expect(commits.code).toBe(2);
    expect(commits.stderr).toContain(
      `merge: shards/2.json tested commit ${'d'.repeat(40)}, another than shards/1.json`,
    );

    const gates = await falcon(['merge', one!, '--gate', 'smoke']);
    expect(gates.code).toBe(2);
    expect(gates.stderr).toContain('the shards were gated on smoke,contract, this job on smoke');

    await writeFile(path.join(repo, two!), '{"version": 1}');
    const broken = await falcon(['merge', 'shards/*.json']);
    expect(broken.code).toBe(2);
    expect(broken.stderr).toMatch(/merge: shards\/2\.json is not a Falcon CI result/);

    const nothing = await falcon(['merge', 'nowhere/*.json']);
    expect(nothing.code).toBe(2);
    expect(nothing.stderr).toContain("merge: no file matches 'nowhere/*.json'");
  });

  it('refuses a shard that is not one, and --shard with --merge', async () => {
    const bad = await falcon(['run', '--shard', '5/4']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain("--shard: '5/4' is not a shard");
    const both = await falcon(['merge', 'x.json', '--shard', '1/2']);
    expect(both.code).toBe(2);
    expect(both.stderr).toContain("--shard is not an option of 'falcon merge'; it belongs to falcon run");
  });
});
