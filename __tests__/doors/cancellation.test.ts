/**
 * Cancelling a run as users do: a real `falcon run` process, a real SIGINT or SIGTERM. Requests
 * in flight end, flows not started are not run, a load phase, a retry delay and generated cases
 * stop, the run says which flows did not run, writes its result, and exits 128 + the signal's
 * number. Every request timeout here is ten minutes, so a process that exits at all was not
 * waiting for an answer.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { startCli } from '../__fixtures__/cli-process.js';
import { sendJson, startServer, type TestServer } from '../__fixtures__/server.js';
import { makeWorkspace, USERS_SPEC, type TempRepo } from '../__fixtures__/workspace.js';

const ROOT = path.resolve(import.meta.dirname, '../..');
const HOOKS = path.join(ROOT, '__tests__/__fixtures__/module-probe/hooks.js');

let server: TestServer;
let repo: TempRepo | undefined;

beforeAll(async () => {
  server = await startServer((request, response) => {
    // /hang never answers; /fail answers 500 at once; anything else answers 200 at once.
    if (request.url?.startsWith('/hang')) return;
    if (request.url?.startsWith('/fail')) return sendJson(response, 500, {});
    sendJson(response, 200, { items: [] });
  });
});
afterAll(() => server.close());
afterEach(async () => {
  await repo?.remove();
  repo = undefined;
  server.requests.length = 0;
});

/** Starts `falcon` from its sources in `cwd`. */
function startCliIn(args: string[], cwd: string) {
  return startCli(args, { cwd });
}

/** Waits for `condition`; a child that ends first fails the test with what it printed, at once. */
async function until(condition: () => boolean, child?: ChildProcess, output?: () => string): Promise<void> {
  while (!condition()) {
    if (child && child.exitCode !== null) {
      throw new Error(
        `falcon ended (exit ${child.exitCode}) before the test could signal it: ${output?.() ?? ''}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const count = (prefix: string): number =>
  server.requests.filter((request) => request.url.startsWith(prefix)).length;

const RUN = ['run', '--timeout', '10m', '--history', 'off', '--json', 'result.json'];

describe('a cancelled run', () => {
  it('ends the requests in flight, runs no flow not yet started, lists them, writes its result and exits 130', async () => {
    const flows = Object.fromEntries(
      Array.from({ length: 5 }, (_, index) => [
        `flows/smoke_hang_${index}.yaml`,
        'steps:\n  - request: { path: /hang }\n    expect: { status: 200 }\n',
      ]),
    );
    repo = await makeWorkspace({ ...flows, 'config.yaml': 'api_name: hang\n' });
    const { child, exited, output } = startCliIn(
      [...RUN, '--base-url', server.url, '--concurrency', '2'],
      repo.root,
    );
    await until(() => count('/hang') === 2, child, output);
    child.kill('SIGINT');
    const run = await exited;

    expect(run.code).toBe(130);
    expect(run.stderr).toContain('SIGINT: cancelling');
    expect(run.stdout).toMatch(
      /Cancelled \(SIGINT\): 5 flows did not run to the end: \.falcon\/flows\/smoke_hang_0\.yaml, .*smoke_hang_4\.yaml/,
    );
    // Nothing was sent after the signal.
    expect(count('/hang')).toBe(2);
    const result = JSON.parse(await readFile(path.join(repo.root, 'result.json'), 'utf8'));
    expect(result.verdict).toBe('fail');
    expect(result.cancelled).toEqual({
      signal: 'SIGINT',
      flows: Object.keys(flows).map((file) => `.falcon/${file}`),
    });
    expect(
      result.flows.map((flow: { status: string; cancelled: boolean }) => [flow.status, flow.cancelled]),
    ).toEqual(Array.from({ length: 5 }, () => ['error', true]));
    // The two that had started say their request was cut off, the rest that they never started.
    expect(result.flows[0].steps[0].error.message).toMatch(/^cancelled: /);
    expect(result.flows[4].steps[0].error.message).toMatch(
      /^not run: the run was cancelled before this flow started/,
    );
  });

  it('stops a load phase and a retry delay, skips the teardown, and exits 143 on SIGTERM', async () => {
    repo = await makeWorkspace({
      'flows/performance_load.yaml':
        'steps:\n  - request: { path: /load }\n    expect: { status: 200 }\nload: { duration: 10m, connections: 4 }\n',
      'flows/functional_retry.yaml': [
        'steps:',
        '  - request: { path: /fail }',
        '    expect: { status: 200 }',
        '    retry: { attempts: 5, delay_ms: 60000 }',
        'teardown:',
        '  - request: { path: /teardown }',
        '',
      ].join('\n'),
    });
    const { child, exited, output } = startCliIn([...RUN, '--base-url', server.url], repo.root);
    await until(() => count('/load') > 20 && count('/fail') === 1, child, output);
    child.kill('SIGTERM');
    const run = await exited;
    expect(run.code).toBe(143);
    expect(run.stderr).toContain('SIGTERM: cancelling');
    const result = JSON.parse(await readFile(path.join(repo.root, 'result.json'), 'utf8'));
    const byFile = Object.fromEntries(
      result.flows.map((flow: { file: string }) => [flow.file.replace('.falcon/flows/', ''), flow]),
    );
    expect(result.cancelled.signal).toBe('SIGTERM');
    expect(byFile['performance_load.yaml']).toMatchObject({ status: 'error', cancelled: true });
    expect(byFile['functional_retry.yaml']).toMatchObject({ status: 'error', cancelled: true });
    // The retry waited out no delay, and the teardown was not sent.
    expect(count('/fail')).toBe(1);
    expect(count('/teardown')).toBe(0);
    // The load phase's connections are closed: nothing more arrives.
    const loadRequests = count('/load');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(count('/load')).toBe(loadRequests);
  });

  it('stops generated cases waiting for an answer', async () => {
    let answered = false;
    const api = await startServer((request, response) => {
      // The step's own request is answered; the generated ones then hang.
      if (!answered) {
        answered = true;
        return sendJson(response, 200, { items: [] });
      }
    });
    try {
      repo = await makeWorkspace({
        'spec.yaml': USERS_SPEC,
        'flows/contract_cases.yaml': [
          'steps:',
          '  - operation: listUsers',
          '    expect: { status: 200 }',
          '    cases: { positive: 1000, negative: 0, seed: 1, max_duration: 10m }',
          '',
        ].join('\n'),
      });
      const { child, exited, output } = startCliIn([...RUN, '--base-url', api.url], repo.root);
      await until(() => api.requests.length === 2, child, output);
      child.kill('SIGINT');
      const run = await exited;
      expect(run.code).toBe(130);
      const result = JSON.parse(await readFile(path.join(repo.root, 'result.json'), 'utf8'));
      expect(result.flows[0]).toMatchObject({ status: 'error', cancelled: true });
      expect(result.cancelled.flows).toEqual(['.falcon/flows/contract_cases.yaml']);
      expect(api.requests).toHaveLength(2);
    } finally {
      await api.close();
    }
  });
});

describe('a second signal', () => {
  it('ends the process at once, whatever the run is waiting for', async () => {
    // A stage that would not stop: the door's own handling is all that is left.
    const script = [
      `import { cancelOnSignals } from ${JSON.stringify(path.join(ROOT, 'src/doors/cancellation.ts'))};`,
      'cancelOnSignals((message) => process.stderr.write(`${message}\\n`));',
      "process.stdout.write('ready\\n');",
      'setInterval(() => undefined, 1000);',
    ].join('\n');
    const child = spawn(
      process.execPath,
      [
        '--experimental-transform-types',
        '--no-warnings',
        '--import',
        HOOKS,
        '--input-type=module',
        '--eval',
        script,
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    await new Promise((resolve) => child.stdout.once('data', resolve));
    const code = new Promise<number | null>((resolve) => child.on('close', resolve));
    child.kill('SIGINT');
    await until(
      () => stderr.includes('cancelling'),
      child,
      () => stderr,
    );
    child.kill('SIGINT');
    expect(await code).toBe(130);
    expect(stderr).toContain('send SIGINT again to stop at once');
  });
});
