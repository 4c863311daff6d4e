import { mkdtemp, readdir, rm, symlink } from 'node:fs/promises';
import type { Dispatcher } from 'undici';
import os from 'node:os';
import path from 'node:path';
import { runFlows } from '../../../src/run/runner.js';
import type { FlowResult } from '../../../src/core/results.js';
import { proposeFixes, type ProposeFixesInput } from '../../../src/investigate/fixes/propose.js';
import { Redactor } from '../../../src/http/redact.js';
import { loadWorkspace } from '../../../src/workspace/load.js';
import { makeServiceRepo, START_COMMAND, type ServiceRepo } from '../../__fixtures__/fixes/repo.js';
import { flowResult } from '../../__fixtures__/results.js';

const SUM = '.falcon/flows/functional_sum.yaml';
const STATUS = '.falcon/flows/functional_status.yaml';

let repo: ServiceRepo;
let scratch: string;
beforeEach(async () => {
  repo = await makeServiceRepo();
  scratch = await mkdtemp(path.join(os.tmpdir(), 'falcon-propose-'));
});
afterEach(async () => {
  await repo.remove();
  await rm(scratch, { recursive: true, force: true });
});

const result = (file: string, status: FlowResult['status']): FlowResult =>
  flowResult({ file, type: 'functional', status });

async function runRepositoryFlows(
  files: string[],
  baseUrl: string,
  dispatcher?: Dispatcher,
): Promise<FlowResult[]> {
  const workspace = await loadWorkspace({
    workspace: path.join(repo.root, '.falcon'),
    repoRoot: repo.root,
    env: {},
  });
  return runFlows(
    workspace,
    workspace.flows.filter((flow) => files.includes(flow.file)),
    { concurrency: 2, timeoutMs: 5000, baseUrl },
    { redactor: new Redactor(), env: {}, dispatcher },
  );
}

async function propose(overrides: Partial<ProposeFixesInput> = {}) {
  const before = await repo.read('server.mjs');
  const warnings: string[] = [];
  const infos: string[] = [];
  const proposals = await proposeFixes({
    repoRoot: repo.root,
    workspaceRoot: path.join(repo.root, '.falcon'),
    staged: [{ path: 'server.mjs', before, after: before.replace('a - b', 'a + b'), versions: 1 }],
    rationale: 'sum subtracted instead of adding',
    results: [result(SUM, 'failed'), result(STATUS, 'passed')],
    gatedFlows: [SUM, STATUS],
    fixes: {
      confirmations: 'pr',
      suggestions: 'verified',
      startCommand: START_COMMAND,
      readyTimeoutMs: 10_000,
    },
    run: runRepositoryFlows,
    log: {
      warning: (message) => warnings.push(message),
      info: (message) => infos.push(message),
    },
    redactor: new Redactor(),
    ...overrides,
  });
  return { proposals, warnings, infos };
}

describe('proposeFixes', () => {
  it('verifies the fix in a sandbox, says which, and writes the patch', async () => {
    const { proposals, warnings, infos } = await propose();
    expect(warnings).toEqual([]);
    expect(infos).toContainEqual(expect.stringMatching(/^fixes are verified in a sandbox: Linux namespaces/));
    expect(proposals).toHaveLength(1);
    expect(proposals[0]!.verification).toEqual({ status: 'verified', passed: [SUM, STATUS] });
    expect(proposals[0]!.patchFile).toBe(`.falcon/fixes/${proposals[0]!.id}.patch`);
  });

  it("keeps the model's key out of the patched service, which still gets PORT through any sudo", async () => {
    process.env.FALCON_TEST_MODEL_KEY = 'sk-withheld-0004';
    try {
      const { proposals } = await propose({
        fixes: {
          confirmations: 'pr',
          suggestions: 'verified',
          // The service prints its environment and fails, so its log comes back.
          startCommand: 'env; exit 3',
          readyTimeoutMs: 10_000,
        },
        withheldSecrets: ['sk-withheld-0004'],
        serviceEnv: ['FALCON_TEST_MODEL_KEY'],
      });
      const verification = proposals[0]!.verification;
      expect(verification.status).toBe('failed');
      const log = verification.status === 'failed' ? (verification.log ?? '') : '';
      expect(log).toMatch(/^PORT=\d+$/m);
      expect(log).not.toContain('sk-withheld-0004');
    } finally {
      delete process.env.FALCON_TEST_MODEL_KEY;
    }
  });

  it('leaves every fix unverified, saying why, where no sandbox can be built', async () => {
    const { proposals, warnings } = await propose({
      createSandbox: async () => ({
        unavailable: 'no isolation is available for the patched service (test)',
      }),
    });
    expect(proposals[0]!.verification).toEqual({
      status: 'not_run',
      reason: 'no isolation is available for the patched service (test)',
    });
    expect(warnings).toEqual([
      'Fixes are not verified: no isolation is available for the patched service (test).',
    ]);
  });

  it('warns, and writes nothing, when fixes/ links out of the workspace', async () => {
    await symlink(scratch, path.join(repo.root, '.falcon', 'fixes'));
    const { proposals, warnings } = await propose({
      fixes: { confirmations: 'pr', suggestions: 'verified', readyTimeoutMs: 1000 },
    });
    expect(proposals).toHaveLength(1);
    expect(proposals[0]!.patchFile).toBeUndefined();
    expect(warnings).toEqual([
      expect.stringMatching(
        /^The patch of fix [0-9a-f]{12} could not be written: fixes\/[0-9a-f]{12}\.patch is a symbolic link \(or inside one\) that points outside \.falcon\//,
      ),
    ]);
    expect(await readdir(scratch)).toEqual([]);
  });
});
