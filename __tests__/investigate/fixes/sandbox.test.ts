/**
 * The verification sandbox on the machines users have: as root, as a non-root user with
 * password-less sudo (GitHub-hosted runners) and as a non-root user without (user namespaces). A
 * patched service that attacks it, with the checkout laid out as actions/checkout leaves it
 * (world-readable files, a token in `.git/config`, an untracked `.env`), reads, reaches and
 * outlives nothing but its own copy.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { createSocket, type Socket as UdpSocket } from 'node:dgram';
import { chmod, copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import { createServer, type Server } from 'node:net';
import path from 'node:path';
import { createSandbox } from '../../../src/investigate/fixes/sandbox.js';
import { ServiceStartError, startService } from '../../../src/investigate/fixes/service.js';
import { folderOf, shapeUser, type Shape } from '../../__fixtures__/fixes/sandbox-shapes.js';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const HOOKS = path.join(ROOT, '__tests__/__fixtures__/module-probe/hooks.js');
const DRIVER = path.join(ROOT, '__tests__/__fixtures__/fixes/sandbox-driver.ts');
const PROBE_SERVICE = path.join(ROOT, '__tests__/__fixtures__/fixes/probe-service/server.mjs');

const TOKEN = 'ghs_checkoutTokenInGitConfig0123456789';
const DOTENV_SECRET = 'dotenv-secret-of-an-earlier-step';
const MODEL_KEY = 'sk-model-key-on-a-command-line-0123';

interface Attempt {
  ok: boolean;
  error?: string;
  value?: unknown;
}

const cleanups: Array<() => Promise<unknown> | unknown> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A TCP server on the runner's loopback (the model server, the GitHub endpoint), counting who comes. */
async function loopbackServer(): Promise<{ port: number; connections: () => number }> {
  let connections = 0;
  const server: Server = createServer((socket) => {
    connections += 1;
    socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => new Promise((resolve) => server.close(resolve)));
  return { port: (server.address() as { port: number }).port, connections: () => connections };
}

/** A DNS resolver on the runner's loopback, as Ubuntu's stub listens on 127.0.0.53, counting questions. */
async function resolverOnLoopback(): Promise<{ port: number; questions: () => number }> {
  let questions = 0;
  const socket: UdpSocket = createSocket('udp4');
  socket.on('message', () => (questions += 1));
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.53', resolve));
  cleanups.push(() => new Promise((resolve) => socket.close(() => resolve(undefined))));
  return { port: socket.address().port, questions: () => questions };
}

function running(marker: string): boolean {
  try {
    return execFileSync('pgrep', ['-f', marker], { encoding: 'utf8' }).trim() !== '';
  } catch {
    return false;
  }
}

describe.each<[Shape, RegExp]>([
  ['root', /as root/],
  ['sudo', /through password-less sudo/],
  ['user-namespace', /in an unprivileged user namespace/],
])('the sandbox of a patched service, %s', (shape, how) => {
  it('lets it read, reach and outlive nothing but its own copy and its own loopback', async () => {
    const user = await shapeUser(shape);
    // The checkout, as actions/checkout leaves it under umask 022: readable by every user.
    const checkout = await folderOf(user, 'falcon-checkout-');
    cleanups.push(() => rm(checkout, { recursive: true, force: true }));
    await mkdir(path.join(checkout, '.git'));
    await writeFile(
      path.join(checkout, '.git/config'),
      `[http "https://github.com/"]\n\textraheader = AUTHORIZATION: basic ${TOKEN}\n`,
      { mode: 0o644 },
    );
    await writeFile(path.join(checkout, '.env'), `API_SECRET=${DOTENV_SECRET}\n`, { mode: 0o644 });
    await writeFile(path.join(checkout, 'server.mjs'), '// the committed service\n', { mode: 0o644 });
    const jobHome = await folderOf(user, 'falcon-job-home-');
    cleanups.push(() => rm(jobHome, { recursive: true, force: true }));
    await writeFile(path.join(jobHome, '.git-credentials'), `https://x:${TOKEN}@github.com\n`);
    const githubEnv = path.join(jobHome, 'set_env');
    await writeFile(githubEnv, '');
    const copy = await folderOf(user, 'falcon-copy-');
    cleanups.push(() => rm(copy, { recursive: true, force: true }));
    await copyFile(PROBE_SERVICE, path.join(copy, 'server.mjs'));
    await user.own(checkout);
    await user.own(jobHome);
    await user.own(copy);

    // Another process of the job with a secret on its command line, as `--llm-api-key` was.
    const decoy: ChildProcess = spawn(
      process.execPath,
      ['-e', 'setTimeout(() => {}, 120000)', '--', '--llm-api-key', MODEL_KEY],
      { stdio: 'ignore' },
    );
    cleanups.push(() => decoy.kill('SIGKILL'));
    const loopback = await loopbackServer();
    const resolver = await resolverOnLoopback();
    const survivor = `${300 + Math.floor(Math.random() * 100)}.${process.pid}`;
    cleanups.push(() => {
      if (running(`sleep ${survivor}`)) execFileSync('pkill', ['-KILL', '-f', `sleep ${survivor}`]);
    });

    const request = path.join(jobHome, 'request.json');
    await writeFile(
      request,
      JSON.stringify({
        repoRoot: checkout,
        copy,
        command: `'${process.execPath}' server.mjs`,
        env: {
          PROBE_ENV_FILE: path.join(checkout, '.env'),
          PROBE_GIT_CONFIG: path.join(checkout, '.git/config'),
          PROBE_JOB_HOME: jobHome,
          PROBE_OTHER_PID: String(decoy.pid),
          PROBE_CHECKOUT_FILE: path.join(checkout, 'server.mjs'),
          PROBE_GITHUB_ENV: githubEnv,
          PROBE_LOOPBACK_PORT: String(loopback.port),
          PROBE_DNS_PORT: String(resolver.port),
          PROBE_SURVIVOR_SECONDS: survivor,
        },
      }),
    );
    await user.own(request);
    const run = await user.run(
      process.execPath,
      ['--experimental-transform-types', '--no-warnings', '--import', HOOKS, DRIVER, request],
      { PATH: process.env['PATH'] ?? '', HOME: jobHome, DEPLOY_TOKEN: 'deploy-token-of-the-job' },
    );
    expect(run.stderr).toBe('');
    const output = JSON.parse(run.stdout.trim().split('\n').at(-1)!) as {
      sandbox: string;
      status: number;
      body: Record<string, Attempt> & { environment: string[] };
    };
    expect(output.sandbox).toMatch(how);
    expect(output.status).toBe(200);
    const probe = output.body;

    // Files: not the checkout (its .env, its token), not the job's home or step files.
    expect(probe['envFile']).toEqual({ ok: false, error: 'ENOENT' });
    expect(probe['gitConfig']).toEqual({ ok: false, error: 'ENOENT' });
    expect(probe['jobHome']).toEqual({ ok: false, error: 'ENOENT' });
    expect(probe['writeCheckout']).toMatchObject({ ok: false });
    expect(probe['writeGithubEnv']).toMatchObject({ ok: false });
    expect(probe['writeOwnCopy']).toEqual({ ok: true });
    // Processes: none of the job's, so no command line or environment of another process.
    expect(probe['otherCmdline']).toEqual({ ok: false, error: 'ENOENT' });
    expect(probe['processes']?.value).toBeLessThanOrEqual(3);
    // Environment: what it was given, no credential of the job.
    expect(probe.environment).toContain('PORT');
    expect(probe.environment).not.toContain('DEPLOY_TOKEN');
    // Network: its own loopback only.
    expect(probe['loopbackPort']).toMatchObject({ ok: false });
    expect(probe['dnsServer']).toMatchObject({ ok: false });
    expect(probe['dnsStub']).toMatchObject({ ok: false });
    expect(probe['metadata']).toMatchObject({ ok: false });
    expect(loopback.connections()).toBe(0);
    expect(resolver.questions()).toBe(0);
    // Nothing outlives it, not even what left its process group.
    expect(probe['survivorStarted']).toBe(true);
    expect(running(`sleep ${survivor}`)).toBe(false);
    expect(JSON.stringify(output)).not.toContain(TOKEN);
    expect(JSON.stringify(output)).not.toContain(DOTENV_SECRET);
    expect(JSON.stringify(output)).not.toContain(MODEL_KEY);
  }, 60_000);
});

describe('createSandbox', () => {
  it('says why there is no sandbox where its programs are missing, and verifies nothing without the opt-in', async () => {
    const empty = await mkdtemp(path.join(os.tmpdir(), 'falcon-no-programs-'));
    cleanups.push(() => rm(empty, { recursive: true, force: true }));
    const choice = await createSandbox({ repoRoot: ROOT, allowUnisolated: false, programFolders: [empty] });
    expect(choice).toEqual({
      unavailable:
        'no isolation is available for the patched service (ip (iproute2) is not installed), so fixes are not verified; ' +
        "set fixes.unsafe_unisolated_service: true to run unreviewed code as the job's own user anyway",
    });
  });

  it('runs the service as the job itself only when the configuration accepts the risk, and says what it risks', async () => {
    const empty = await mkdtemp(path.join(os.tmpdir(), 'falcon-no-programs-'));
    cleanups.push(() => rm(empty, { recursive: true, force: true }));
    const choice = await createSandbox({ repoRoot: ROOT, allowUnisolated: true, programFolders: [empty] });
    if (!('sandbox' in choice)) throw new Error('expected the unisolated sandbox');
    expect(choice.sandbox.isolated).toBe(false);
    expect(choice.sandbox.description).toMatch(
      /^none: the service runs as the job's own user and can read its files and reach any network \(ip \(iproute2\) is not installed; allowed by fixes\.unsafe_unisolated_service\)$/,
    );
  });

  it("reaches the folders it may read that lie in the runner's temporary folder, as Node does in a checkout there", async () => {
    const tools = await mkdtemp(path.join(os.tmpdir(), 'falcon-tools-'));
    cleanups.push(() => rm(tools, { recursive: true, force: true }));
    await chmod(tools, 0o755);
    await writeFile(path.join(tools, 'greet'), '#!/bin/sh\necho greeting from a tool in /tmp\n', {
      mode: 0o755,
    });
    const user = await shapeUser('root');
    const copy = await folderOf(user, 'falcon-copy-');
    cleanups.push(() => rm(copy, { recursive: true, force: true }));
    const choice = await createSandbox({
      repoRoot: copy,
      allowUnisolated: false,
      env: { PATH: `${tools}:/usr/bin:/bin`, HOME: '/root' },
    });
    if (!('sandbox' in choice)) throw new Error(choice.unavailable);
    const service = await startService({
      command: `${path.join(tools, 'greet')}; exit 3`,
      cwd: copy,
      readyTimeoutMs: 10_000,
      sandbox: choice.sandbox,
    }).catch((error: unknown) => error as ServiceStartError);
    expect(service).toBeInstanceOf(ServiceStartError);
    expect((service as ServiceStartError).logs).toContain('greeting from a tool in /tmp');
  }, 30_000);

  it('never lets the service read the checkout, a folder holding it or the job home, even when PATH names them', async () => {
    const checkout = await mkdtemp(path.join(os.tmpdir(), 'falcon-checkout-'));
    cleanups.push(() => rm(checkout, { recursive: true, force: true }));
    await mkdir(path.join(checkout, 'bin'));
    const user = await shapeUser('root');
    const copy = await folderOf(user, 'falcon-copy-');
    cleanups.push(() => rm(copy, { recursive: true, force: true }));
    await writeFile(path.join(copy, 'server.mjs'), 'x');
    const choice = await createSandbox({
      repoRoot: checkout,
      allowUnisolated: false,
      env: { PATH: `${path.join(checkout, 'bin')}:${path.dirname(checkout)}:/usr/bin:/bin`, HOME: '/root' },
      readablePaths: [checkout, '/'],
    });
    if (!('sandbox' in choice)) throw new Error(choice.unavailable);
    const service = await startService({
      command: `ls ${checkout} /root ${path.dirname(checkout)} 2>&1; ls / ; exit 3`,
      cwd: copy,
      readyTimeoutMs: 10_000,
      sandbox: choice.sandbox,
    }).catch((error: unknown) => error as ServiceStartError);
    expect(service).toBeInstanceOf(ServiceStartError);
    const logs = (service as ServiceStartError).logs;
    expect(logs).toContain(`ls: cannot access '${checkout}': No such file or directory`);
    expect(logs).toContain("ls: cannot access '/root': No such file or directory");
    // Its /tmp is its own: the copy and its home, never the checkout beside them.
    expect(logs).not.toMatch(/^falcon-checkout-/m);
    expect(logs).toMatch(/^falcon-copy-/m);
  }, 30_000);
});
