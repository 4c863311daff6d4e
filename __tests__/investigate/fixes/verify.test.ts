import { access, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { runFlows } from '../../../src/run/runner.js';
import type { FlowResult } from '../../../src/core/results.js';
import {
  compareRuns,
  verifyProposal,
  type VerifyProposalInput,
} from '../../../src/investigate/fixes/verify.js';
import type { FilePatch } from '../../../src/investigate/fixes/types.js';
import { createSandbox } from '../../../src/investigate/fixes/sandbox.js';
import type { Sandbox } from '../../../src/investigate/fixes/confinement.js';
import { unisolatedSandbox } from '../../../src/investigate/fixes/sandbox-unisolated.js';
import type { Dispatcher } from 'undici';
import { Redactor } from '../../../src/http/redact.js';
import { loadWorkspace } from '../../../src/workspace/load.js';
import { flowResult } from '../../__fixtures__/results.js';
import {
  makeServiceRepo,
  patchEditing,
  patchReplacing,
  shellQuote,
  START_COMMAND,
  type ServiceRepo,
} from '../../__fixtures__/fixes/repo.js';

const SUM = '.falcon/flows/functional_sum.yaml';
const exists = (file: string): Promise<boolean> =>
  access(file).then(
    () => true,
    () => false,
  );
const STATUS = '.falcon/flows/functional_status.yaml';

let repo: ServiceRepo;
let sandbox: Sandbox;
beforeEach(async () => {
  repo = await makeServiceRepo();
  // The tests run where a namespace sandbox can be built, as CI does (see sandbox.test.ts).
  const choice = await createSandbox({ repoRoot: repo.root, allowUnisolated: false });
  if ('unavailable' in choice) throw new Error(choice.unavailable);
  sandbox = choice.sandbox;
});
afterEach(() => repo.remove());

/** The real flow runner over the repository's own `.falcon/`, pointed at the patched service. */
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
  const flows = workspace.flows.filter((flow) => files.includes(flow.file));
  return runFlows(
    workspace,
    flows,
    { concurrency: 2, timeoutMs: 5000, baseUrl },
    { redactor: new Redactor(), env: {}, dispatcher },
  );
}

function verify(patches: FilePatch[], overrides: Partial<VerifyProposalInput> = {}) {
  return verifyProposal({
    repoRoot: repo.root,
    patches,
    startCommand: START_COMMAND,
    readyTimeoutMs: 10_000,
    targetFlows: [SUM],
    gatedFlows: [SUM, STATUS],
    baselineFailing: [SUM],
    run: runRepositoryFlows,
    sandbox,
    redactor: new Redactor(),
    ...overrides,
  });
}

const fixSum = () => patchReplacing(repo, 'server.mjs', 'a - b', 'a + b');
/** One patch to server.mjs that fixes `sum` and makes `/status` answer 500. */
const fixSumBreakStatus = () =>
  patchEditing(repo, 'server.mjs', (text) =>
    text.replace('a - b', 'a + b').replace('const statusCode = 200;', 'const statusCode = 500;'),
  );

async function worktrees(): Promise<number> {
  return (await repo.git('worktree', 'list', '--porcelain'))
    .split('\n')
    .filter((line) => line.startsWith('worktree ')).length;
}

describe('verifyProposal', () => {
  it('verifies a patch that makes the target flow pass and breaks nothing, leaving the checkout alone', async () => {
    const before = await repo.read('server.mjs');
    const ran: string[][] = [];

    const verification = await verify([await fixSum()], {
      readyUrl: '/health',
      run: (files, baseUrl, dispatcher) => {
        ran.push(files);
        return runRepositoryFlows(files, baseUrl, dispatcher);
      },
    });

    expect(verification).toEqual({ status: 'verified', passed: [SUM, STATUS] });
    expect(ran).toEqual([[SUM, STATUS]]);
    expect(await repo.read('server.mjs')).toBe(before);
    expect(await repo.git('status', '--porcelain')).toBe('');
    expect(await worktrees()).toBe(1);
  });

  it('is unverified, naming the flow, when the target still fails', async () => {
    const wrong = await patchReplacing(repo, 'server.mjs', 'a - b', 'a * b');
    const verification = await verify([wrong]);
    expect(verification).toMatchObject({
      status: 'failed',
      stillFailing: [SUM],
      newlyFailing: [],
      reason: `1 target flow still fails: ${SUM}`,
    });
    expect(verification.status === 'failed' && verification.log).toMatch(/listening on \d+/);
    expect(await worktrees()).toBe(1);
  });

  it('is unverified when the fix breaks a gated flow that passed before', async () => {
    const verification = await verify([await fixSumBreakStatus()]);
    expect(verification).toMatchObject({
      status: 'failed',
      stillFailing: [],
      newlyFailing: [STATUS],
      reason: `1 gated flow that passed before now fails: ${STATUS}`,
    });
  });

  it('does not blame the fix for a gated flow that already failed', async () => {
    const verification = await verify([await fixSumBreakStatus()], { baselineFailing: [SUM, STATUS] });
    expect(verification).toEqual({ status: 'verified', passed: [SUM] });
  });

  it('is not verified without a start command, and never starts anything', async () => {
    let ran = false;
    const verification = await verify([await fixSum()], {
      startCommand: '  ',
      run: async () => {
        ran = true;
        return [];
      },
    });
    expect(verification).toEqual({ status: 'not_run', reason: 'no start command' });
    expect(ran).toBe(false);
  });

  it("is not verified, with git's reason, when the patch does not apply", async () => {
    const wrongContext = await patchReplacing(repo, 'server.mjs', 'a - b', 'a + b');
    const stale = { ...wrongContext, diff: wrongContext.diff.replace(/a - b/g, 'a / b') };
    const verification = await verify([stale]);
    expect(verification.status).toBe('not_run');
    expect(verification.status === 'not_run' && verification.reason).toMatch(
      /^the patch to server\.mjs does not apply to [0-9a-f]{12}: error: patch failed: server\.mjs:\d+/,
    );
    expect(await worktrees()).toBe(1);
  });

  it('is unverified with the logs when the patched service exits at once', async () => {
    const crash = await patchReplacing(
      repo,
      'server.mjs',
      'const sum = (a, b) => a - b;',
      'const sum = (a, b) => a +;',
    );
    const verification = await verify([crash]);
    expect(verification).toMatchObject({
      status: 'failed',
      stillFailing: [SUM],
      newlyFailing: [],
      reason: expect.stringMatching(
        /^the patched service did not start: the service exited with code 1 before/,
      ),
    });
    expect(verification.status === 'failed' && verification.log).toContain('SyntaxError');
    expect(await worktrees()).toBe(1);
  });

  it('is unverified when the service is not ready in time', async () => {
    const verification = await verify([await fixSum()], {
      startCommand: 'exec sleep 30',
      readyTimeoutMs: 300,
    });
    expect(verification).toMatchObject({
      status: 'failed',
      stillFailing: [SUM],
      reason: expect.stringMatching(
        /^the patched service did not start: the service was not ready within 300 ms/,
      ),
    });
    expect(await worktrees()).toBe(1);
  });

  it('is not verified when the flows cannot run, and still stops the service', async () => {
    let baseUrl = '';
    const verification = await verify([await fixSum()], {
      // Without a sandbox the service is reachable from here, to show it was stopped.
      sandbox: unisolatedSandbox('tests'),
      run: async (_files, url) => {
        baseUrl = url;
        throw new Error('.falcon/flows/functional_sum.yaml:3:5: unknown key "steps"');
      },
    });
    expect(verification).toEqual({
      status: 'not_run',
      reason: 'the flows could not run: .falcon/flows/functional_sum.yaml:3:5: unknown key "steps"',
    });
    await expect(fetch(`${baseUrl}/status`)).rejects.toThrow();
  });

  it('is not verified outside a git repository', async () => {
    const plain = await mkdtemp(path.join(os.tmpdir(), 'falcon-not-git-'));
    try {
      expect(await verify([await fixSum()], { repoRoot: plain })).toEqual({
        status: 'not_run',
        reason: `${plain} is not inside a git repository; a fix is verified in a git worktree of the checkout`,
      });
    } finally {
      await rm(plain, { recursive: true, force: true });
    }
  });

  it("keeps the model's API key out of the patched service's environment", async () => {
    const dumpFolder = await mkdtemp(path.join(os.tmpdir(), 'falcon-env-'));
    const dump = path.join(dumpFolder, 'env.txt');
    const saved = { ...process.env };
    Object.assign(process.env, {
      OPENAI_API_KEY: 'sk-by-name-0001',
      FALCON_TEST_MODEL_KEY: 'sk-by-value-0002',
      FALCON_TEST_VISIBLE: 'inherited-0003',
    });
    try {
      const verification = await verify([await fixSum()], {
        // Written where the test can read it; the environment is the same in every sandbox.
        sandbox: unisolatedSandbox('tests'),
        // The patched code could read its environment the same way.
        startCommand: `env > ${shellQuote(dump)}; ${START_COMMAND}`,
        withheldSecrets: ['sk-by-value-0002'],
        // Named by the user, a variable of the job reaches the service; OPENAI_API_KEY never does.
        serviceEnv: ['FALCON_TEST_VISIBLE', 'OPENAI_API_KEY'],
      });
      expect(verification).toEqual({ status: 'verified', passed: [SUM, STATUS] });
      const seen = await readFile(dump, 'utf8');
      expect(seen).toContain('FALCON_TEST_VISIBLE=inherited-0003');
      expect(seen).not.toContain('sk-by-name-0001');
      expect(seen).not.toContain('sk-by-value-0002');
    } finally {
      for (const name of ['OPENAI_API_KEY', 'FALCON_TEST_MODEL_KEY', 'FALCON_TEST_VISIBLE']) {
        if (saved[name] === undefined) delete process.env[name];
        else process.env[name] = saved[name];
      }
      await rm(dumpFolder, { recursive: true, force: true });
    }
  });

  it('is not verified when cancelled before it starts', async () => {
    const controller = new AbortController();
    controller.abort();
    expect(await verify([await fixSum()], { signal: controller.signal })).toEqual({
      status: 'not_run',
      reason: 'cancelled',
    });
  });
});

describe('compareRuns', () => {
  const result = (file: string, status: FlowResult['status']): FlowResult => flowResult({ file, status });

  it('counts a flow with no result as not passing, and an error as a failure', () => {
    const outcome = compareRuns([result('a.yaml', 'passed'), result('./c.yaml', 'error')], {
      targetFlows: ['a.yaml', 'b.yaml'],
      gatedFlows: ['c.yaml', 'd.yaml', 'e.yaml'],
      baselineFailing: ['e.yaml'],
    });
    expect(outcome).toEqual({
      passed: ['a.yaml'],
      stillFailing: ['b.yaml'],
      newlyFailing: ['c.yaml', 'd.yaml'],
      missing: ['b.yaml', 'd.yaml', 'e.yaml'],
    });
  });

  it('runs an attacking fix where it reaches neither the checkout, its .git, the runner files nor the runner secrets', async () => {
    const runnerFiles = await mkdtemp(path.join(os.tmpdir(), 'falcon-runner-'));
    const githubEnv = path.join(runnerFiles, 'set_env');
    await writeFile(githubEnv, '');
    const targets = {
      checkout: path.join(repo.root, 'pwned.txt'),
      hook: path.join(repo.root, '.git/hooks/post-checkout'),
      githubEnv,
    };
    const attack = `
import { appendFileSync, writeFileSync } from 'node:fs';
for (const [name, file] of Object.entries(${JSON.stringify(targets)})) {
  try { appendFileSync(file, 'NODE_OPTIONS=--require=/tmp/evil.js\\n'); console.log('wrote ' + name); }
  catch (error) { console.log('could not write ' + name + ': ' + error.code); }
}
console.log('secret=' + (process.env.DEPLOY_TOKEN ?? 'none') + ' env-file=' + (process.env.GITHUB_ENV ?? 'none'));
writeFileSync('build-output.txt', 'its own copy is writable');
`;
    const patch = await patchEditing(repo, 'server.mjs', (text) =>
      text
        .replace(
          "import { createServer } from 'node:http';",
          `import { createServer } from 'node:http';\n${attack}`,
        )
        .replace('a - b', 'a + b'),
    );
    process.env['DEPLOY_TOKEN'] = 'deploy-token-of-the-runner';
    process.env['GITHUB_ENV'] = githubEnv;
    try {
      const verification = await verify([patch]);
      expect(verification.status).toBe('verified');
    } finally {
      delete process.env['DEPLOY_TOKEN'];
      delete process.env['GITHUB_ENV'];
    }
    expect(await exists(targets.checkout)).toBe(false);
    expect(await exists(targets.hook)).toBe(false);
    expect(await readFile(githubEnv, 'utf8')).toBe('');
    await rm(runnerFiles, { recursive: true, force: true });
  });

  it('reports a failed fix with the service logs redacted of every secret Falcon knows', async () => {
    const attack = `
import { appendFileSync } from 'node:fs';
try { appendFileSync(${JSON.stringify(path.join(repo.root, 'pwned.txt'))}, 'x'); } catch (error) { console.log('refused: ' + error.code); }
console.log('secret=' + (process.env.DEPLOY_TOKEN ?? 'none'));
console.log('token it was sent: tok-0123456789-abcdef and its base64 ' + Buffer.from('tok-0123456789-abcdef').toString('base64'));
process.exit(3);
`;
    const patch = await patchEditing(repo, 'server.mjs', (text) =>
      text.replace(
        "import { createServer } from 'node:http';",
        `import { createServer } from 'node:http';\n${attack}`,
      ),
    );
    process.env['DEPLOY_TOKEN'] = 'deploy-token-of-the-runner';
    try {
      const verification = await verify([patch], { redactor: new Redactor(['tok-0123456789-abcdef']) });
      expect(verification.status).toBe('failed');
      const logs = verification.status === 'failed' ? (verification.log ?? '') : '';
      expect(logs).toContain('refused: ENOENT');
      expect(logs).toContain('secret=none');
      expect(logs).toContain('token it was sent: *** and its base64 ***');
      expect(logs).not.toContain('deploy-token-of-the-runner');
      expect(logs).not.toContain('tok-0123456789-abcdef');
    } finally {
      delete process.env['DEPLOY_TOKEN'];
    }
  });
});
