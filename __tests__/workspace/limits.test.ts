/**
 * The documented limits on what a workspace holds: each is enforced at load with its own error
 * naming where and the setting that raises it, and each setting does raise it. Large files are
 * generated here, never committed.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { workspaceLimits } from '../../src/workspace/limits.js';
import { loadWorkspace } from '../../src/workspace/load.js';
import { workspaceLoader } from '../__fixtures__/workspace.js';

const { make, load, loadErrors } = workspaceLoader();

const STEP = '  - request: { path: /users }\n    expect: { status: 200 }\n';
const steps = (count: number): string => `steps:\n${STEP.repeat(count)}`;

describe('workspace limits', () => {
  it('reads each setting from the environment, keeping the default for anything but a positive number', () => {
    expect(workspaceLimits({})).toEqual({
      fileBytes: 16 * 1024 * 1024,
      specBytes: 64 * 1024 * 1024,
      steps: 10_000,
      flows: 1000,
      aliases: 100,
    });
    expect(
      workspaceLimits({
        FALCON_MAX_FILE_MB: '2',
        FALCON_MAX_STEPS: '5000',
        FALCON_MAX_FLOWS: 'many',
        FALCON_MAX_ALIASES: '-3',
      }),
    ).toEqual({
      fileBytes: 2 * 1024 * 1024,
      specBytes: 2 * 1024 * 1024,
      steps: 5000,
      flows: 1000,
      aliases: 100,
    });
  });

  it('refuses a flow with more steps than the limit at the first one past it, and FALCON_MAX_STEPS raises it', async () => {
    const files = {
      'flows/smoke_setup.yaml': `setup:\n${STEP.repeat(2)}${steps(3)}`,
      'flows/smoke_ok.yaml': steps(4),
    };
    expect(await loadErrors(files, { FALCON_MAX_STEPS: '4' })).toEqual([
      '.falcon/flows/smoke_setup.yaml:11:3: more than 4 steps in one flow (setup, steps and teardown together) — split it into several flows, or raise the limit with FALCON_MAX_STEPS',
    ]);
    expect((await load(files, { FALCON_MAX_STEPS: '5' })).flows).toHaveLength(2);
  });

  it('counts steps written in brackets too, once parsed', async () => {
    const flow = `steps: [${Array.from({ length: 3 }, () => '{ request: { path: /users } }').join(', ')}]\n`;
    expect(await loadErrors({ 'flows/smoke_flat.yaml': flow }, { FALCON_MAX_STEPS: '2' })).toEqual([
      expect.stringMatching(/^\.falcon\/flows\/smoke_flat\.yaml:1:\d+: more than 2 steps in one flow/),
    ]);
  });

  it('refuses a generated flow of 200,000 steps by its steps, before parsing it', async () => {
    const flow = steps(200_000);
    expect(flow.length).toBeLessThan(16 * 1024 * 1024);
    expect(await loadErrors({ 'flows/smoke_huge.yaml': flow })).toEqual([
      '.falcon/flows/smoke_huge.yaml:20002:3: more than 10000 steps in one flow (setup, steps and teardown together) — split it into several flows, or raise the limit with FALCON_MAX_STEPS',
    ]);
  });

  it('refuses a 50 MB flow of a million steps by its size, without reading it', async () => {
    const repo = await make({ 'config.yaml': 'api_name: Users\n' });
    await mkdir(path.join(repo.workspace, 'flows'));
    await writeFile(path.join(repo.workspace, 'flows', 'smoke_million.yaml'), steps(1_000_000));
    await expect(loadWorkspace({ workspace: repo.workspace, repoRoot: repo.root, env: {} })).rejects.toThrow(
      /^\.falcon\/flows\/smoke_million\.yaml:1:1: \.falcon\/flows\/smoke_million\.yaml is 5\d\.\d MB, more than the 16\.0 MB Falcon CI reads — split it into smaller files, or raise the limit with FALCON_MAX_FILE_MB$/,
    );
  });

  it('refuses more flow files than the limit before parsing any, and FALCON_MAX_FLOWS raises it', async () => {
    const files = Object.fromEntries(
      Array.from({ length: 4 }, (_, index) => [`flows/smoke_${index}.yaml`, steps(1)]),
    );
    expect(await loadErrors(files, { FALCON_MAX_FLOWS: '3' })).toEqual([
      '.falcon/flows:1:1: .falcon/flows holds 4 flow files, more than the 3 Falcon CI loads — merge or remove flows, or raise the limit with FALCON_MAX_FLOWS',
    ]);
    expect((await load(files, { FALCON_MAX_FLOWS: '4' })).flows).toHaveLength(4);
  });

  it('refuses aliases that copy more than the limit, in flows and other files, and FALCON_MAX_ALIASES raises it', async () => {
    const copies = (count: number): string =>
      `variables:\n  base: &base { a: 1 }\n${Array.from({ length: count }, (_, index) => `  copy${index}: *base\n`).join('')}`;
    const files = {
      'flows/smoke_aliases.yaml': `${copies(150)}${steps(1)}`,
      'environments/dev.yaml': `base_url: http://127.0.0.1:1\n${copies(150)}`,
      'spec.yaml': `openapi: 3.0.3\ninfo: { title: t, version: '1' }\npaths: {}\nx-${copies(150)}`,
    };
    expect(await loadErrors(files)).toEqual([
      '.falcon/spec.yaml:6:10: YAML aliases (*name) expand too much: more than 100 copies of an anchored value — write the values out, or use fewer aliases of large anchors, or raise the limit with FALCON_MAX_ALIASES',
      '.falcon/environments/dev.yaml:4:10: YAML aliases (*name) expand too much: more than 100 copies of an anchored value — write the values out, or use fewer aliases of large anchors, or raise the limit with FALCON_MAX_ALIASES',
      '.falcon/flows/smoke_aliases.yaml:3:10: YAML aliases (*name) expand too much: more than 100 copies of an anchored value — write the values out, or use fewer aliases of large anchors, or raise the limit with FALCON_MAX_ALIASES',
    ]);
    const workspace = await load(files, { FALCON_MAX_ALIASES: '1000' });
    expect(workspace.flows[0]?.variables?.['copy149']).toEqual({ a: 1 });
  });

  it('refuses an anchor that holds itself, naming the alias, instead of walking it without end', async () => {
    expect(
      await loadErrors({
        'flows/smoke_loop.yaml': `variables:\n  loop: &loop { again: *loop }\n${steps(1)}`,
      }),
    ).toEqual([
      '.falcon/flows/smoke_loop.yaml:2:24: alias *loop is inside the value its anchor &loop marks, so the value would hold itself without end — repeat a value outside its own anchor, or write it out',
    ]);
  });
});
