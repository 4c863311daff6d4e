import { chmod, mkdtemp, readdir, readFile, rm, symlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { runFlows } from '../../../src/run/runner.js';
import type { FlowResult } from '../../../src/core/results.js';
import { proposeFixes, type ProposeFixesInput } from '../../../src/investigate/fixes/propose.js';
import { Redactor } from '../../../src/http/redact.js';
import { loadWorkspace } from '../../../src/workspace/load.js';
import {
  makeServiceRepo,
  shellQuote,
  START_COMMAND,
  type ServiceRepo,
} from '../../__fixtures__/fixes/repo.js';
import { flowResult } from '../../__fixtures__/results.js';

const SUM = '.falcon/flows/functional_sum.yaml';
const STATUS = '.falcon/flows/functional_status.yaml';

let repo: ServiceRepo;
let scratch: string;
beforeEach(async () => {
  repo = await makeServiceRepo();
  scratch = await mkdtemp(path.join(os.tmpdir(), 'falcon-propose-'));
  // A drop box the sandboxed service (a uid of its own) may write its environment to.
  await chmod(scratch, 0o777);
});
afterEach(async () => {
  await repo.remove();
  await rm(scratch, { recursive: true, force: true });
});

const result = (file: string, status: FlowResult['status']): FlowResult =>
  flowResult({ file, type: 'functional', status });

async function runRepositoryFlows(files: string[], baseUrl: string): Promise<FlowResult[]> {
  const workspace = await loadWorkspace({
    workspace: path.join(repo.root, '.falcon'),
    repoRoot: repo.root,
    env: {},
  });
  return runFlows(
    workspace,
    workspace.flows.filter((flow) => files.includes(flow.file)),
    { concurrency: 2, timeoutMs: 5000, baseUrl },
    { redactor: new Redactor(), env: {} },
  );
}

async function propose(overrides: Partial<ProposeFixesInput> = {}) {
  const before = await repo.read('server.mjs');
  const warnings: string[] = [];
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
    log: { warning: (message) => warnings.push(message), info: () => undefined },
    ...overrides,
  });
  return { proposals, warnings };
}

describe('proposeFixes', () => {
  it("verifies with the model's key withheld from the patched service, and writes the patch", async () => {
    const dump = path.join(scratch, 'env.txt');
    process.env.FALCON_TEST_MODEL_KEY = 'sk-withheld-0004';
    try {
      const { proposals, warnings } = await propose({
        fixes: {
          confirmations: 'pr',
          suggestions: 'verified',
          startCommand: `env > ${shellQuote(dump)}; ${START_COMMAND}`,
          readyTimeoutMs: 10_000,
        },
        withheldSecrets: ['sk-withheld-0004'],
      });
      // Only what this machine cannot isolate is warned about.
      expect(
        warnings.filter((warning) => !warning.startsWith('The verification sandbox does not isolate')),
      ).toEqual([]);
      expect(proposals).toHaveLength(1);
      expect(proposals[0]!.verification).toEqual({ status: 'verified', passed: [SUM, STATUS] });
      expect(proposals[0]!.patchFile).toBe(`.falcon/fixes/${proposals[0]!.id}.patch`);
      const seen = await readFile(dump, 'utf8');
      expect(seen).toMatch(/^PORT=\d+$/m);
      expect(seen).not.toContain('sk-withheld-0004');
    } finally {
      delete process.env.FALCON_TEST_MODEL_KEY;
    }
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
