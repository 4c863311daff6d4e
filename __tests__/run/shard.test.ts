/**
 * The split of flows across a matrix's shards, on the example workspace and a generated one of 200
 * flows: every flow in exactly one shard, the same split whatever order the flows come in, and
 * shards balanced by expected duration.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Flow } from '../../src/flows/types.js';
import { assignShards, expectedDurationMs } from '../../src/run/shard.js';
import { loadWorkspace } from '../../src/workspace/load.js';
import { makeWorkspace, type TempRepo } from '../__fixtures__/workspace.js';
import { copyShopWorkspace } from '../__fixtures__/shop.js';

const nominal = (flow: Flow) => expectedDurationMs(flow, () => undefined);

let example: Flow[];
let generated: Flow[];
let generatedRepo: TempRepo;
let exampleRoot: string;

/** 200 flows of 1 to 20 steps; every tenth is a performance flow with a load phase. */
function generatedFiles(): Record<string, string> {
  const files: Record<string, string> = {};
  for (let index = 0; index < 200; index++) {
    const steps = Array.from(
      { length: 1 + ((index * 7) % 20) },
      (_, step) => `  - id: s${step}\n    request: { path: /items/${step} }\n    expect: { status: 200 }\n`,
    ).join('');
    const load = index % 10 === 0 ? `load: { duration: ${1 + (index % 3)}s, connections: 2 }\n` : '';
    const type = index % 10 === 0 ? 'performance' : index % 2 === 0 ? 'smoke' : 'functional';
    files[`flows/${type}_${String(index).padStart(3, '0')}.yaml`] = `steps:\n${steps}${load}`;
  }
  return files;
}

beforeAll(async () => {
  exampleRoot = await mkdtemp(path.join(os.tmpdir(), 'falcon-shard-'));
  await copyShopWorkspace(path.join(exampleRoot, '.falcon'));
  example = (
    await loadWorkspace({
      workspace: path.join(exampleRoot, '.falcon'),
      repoRoot: exampleRoot,
      env: { SHOP_PASSWORD: 'x' },
    })
  ).flows;
  generatedRepo = await makeWorkspace({
    'environments/local.yaml': 'base_url: http://127.0.0.1:1\n',
    ...generatedFiles(),
  });
  generated = (
    await loadWorkspace({ workspace: generatedRepo.workspace, repoRoot: generatedRepo.root, env: {} })
  ).flows;
});

afterAll(async () => {
  await rm(exampleRoot, { recursive: true, force: true });
  await generatedRepo.remove();
});

/** A deterministic shuffle, so a failure can be replayed. */
function shuffled<T>(items: readonly T[], seed: number): T[] {
  const copy = [...items];
  let state = seed;
  for (let index = copy.length - 1; index > 0; index--) {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    const other = state % (index + 1);
    [copy[index], copy[other]] = [copy[other]!, copy[index]!];
  }
  return copy;
}

describe.each([
  ['the example workspace', () => example],
  ['200 generated flows', () => generated],
])('splitting %s', (_, flowsOf) => {
  it.each([1, 2, 7])('puts every flow in exactly one of %i shards, whatever the order', (total) => {
    const flows = flowsOf();
    const split = assignShards(flows, total, nominal);
    expect(Object.keys(split).sort()).toEqual(flows.map((flow) => flow.file).sort());
    for (const shard of Object.values(split)) {
      expect(shard).toBeGreaterThanOrEqual(1);
      expect(shard).toBeLessThanOrEqual(total);
    }
    for (const seed of [1, 2, 3]) expect(assignShards(shuffled(flows, seed), total, nominal)).toEqual(split);
  });
});

describe('balance', () => {
  it('gives no shard of 7 more than the longest flow beyond an even share of the expected time', () => {
    const split = assignShards(generated, 7, nominal);
    const loads = new Array<number>(7).fill(0);
    for (const flow of generated) loads[split[flow.file]! - 1]! += nominal(flow);
    const even = loads.reduce((sum, load) => sum + load, 0) / 7;
    const longest = Math.max(...generated.map(nominal));
    expect(Math.max(...loads)).toBeLessThanOrEqual(even + longest);
    expect(Math.min(...loads)).toBeGreaterThan(0);
  });

  it('weighs a flow by its baseline latencies where known, and by its load phase', () => {
    const [flow] = generated.filter((candidate) => candidate.load === undefined);
    const withBaseline = expectedDurationMs(flow!, () => 1000);
    expect(withBaseline).toBe(1000 * flow!.steps.length);
    const performance = generated.find((candidate) => candidate.load?.duration_s !== undefined)!;
    expect(nominal(performance)).toBeGreaterThanOrEqual(performance.load!.duration_s! * 1000);
  });

  it('sends two long flows to different shards', () => {
    const long = generated.filter((flow) => flow.load !== undefined).slice(0, 2);
    const split = assignShards(long, 2, nominal);
    expect(new Set(Object.values(split)).size).toBe(2);
  });
});
