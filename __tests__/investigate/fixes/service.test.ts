import { execFileSync } from 'node:child_process';
import { request } from 'undici';
import {
  readinessUrl,
  serviceEnvironment,
  ServiceStartError,
  startService,
  type RunningService,
  type StartServiceOptions,
} from '../../../src/investigate/fixes/service.js';
import { createSandbox } from '../../../src/investigate/fixes/sandbox.js';
import type { Sandbox } from '../../../src/investigate/fixes/confinement.js';
import { unisolatedSandbox } from '../../../src/investigate/fixes/sandbox-unisolated.js';
import { SERVICE_FIXTURE, START_COMMAND } from '../../__fixtures__/fixes/repo.js';
import { startServer } from '../../__fixtures__/server.js';

/** Generous for a loaded 2-core machine; a ready service answers in well under a second. */
const READY_TIMEOUT_MS = 10_000;

const started: RunningService[] = [];
afterEach(async () => {
  await Promise.all(started.splice(0).map((service) => service.stop()));
});

/** The namespace sandbox this machine builds (the tests run where one can be built, as CI does). */
async function namespaces(): Promise<Sandbox> {
  const choice = await createSandbox({ repoRoot: SERVICE_FIXTURE, allowUnisolated: false });
  if ('unavailable' in choice) throw new Error(choice.unavailable);
  return choice.sandbox;
}

async function getJson(service: RunningService, path: string): Promise<{ status: number; body: unknown }> {
  const response = await request(`${service.baseUrl}${path}`, { dispatcher: service.dispatcher });
  return { status: response.statusCode, body: await response.body.json() };
}

/** A command name no other process has, so `pgrep -f` finds exactly what the service started. */
function marker(): string {
  return `${200 + Math.floor(Math.random() * 100)}.${process.pid}${Math.floor(Math.random() * 1000)}`;
}

function running(command: string): boolean {
  try {
    return execFileSync('pgrep', ['-f', command], { encoding: 'utf8' }).trim() !== '';
  } catch {
    return false;
  }
}

describe.each<[string, () => Promise<Sandbox>]>([
  ['in the namespace sandbox', namespaces],
  ['without a sandbox', async () => unisolatedSandbox('tests')],
])('startService %s', (_name, sandboxOf) => {
  let sandbox: Sandbox;
  beforeAll(async () => {
    sandbox = await sandboxOf();
  });

  async function start(options: Partial<StartServiceOptions> = {}): Promise<RunningService> {
    const service = await startService({
      command: START_COMMAND,
      cwd: SERVICE_FIXTURE,
      readyTimeoutMs: READY_TIMEOUT_MS,
      sandbox,
      ...options,
    });
    started.push(service);
    return service;
  }

  async function startFailure(options: Partial<StartServiceOptions>): Promise<ServiceStartError> {
    const error = await start(options).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ServiceStartError);
    return error as ServiceStartError;
  }

  it('starts the command with PORT set, waits until the port accepts connections, and collects its output', async () => {
    const service = await start({ env: { EXTRA: 'from options' } });
    expect(service.baseUrl).toBe(`http://127.0.0.1:${service.port}`);
    expect(await getJson(service, '/env')).toEqual({
      status: 200,
      body: { port: String(service.port), extra: 'from options' },
    });
    expect(service.logs()).toContain(`listening on ${service.port}`);
  });

  it('waits for the ready URL to answer below 500', async () => {
    const service = await start({ readyUrl: '/health', env: { READY_AFTER_MS: '400' } });
    // The service listens at once but answers 503 for 400 ms: a port check alone would be early.
    expect(await getJson(service, '/health')).toEqual({ status: 200, body: { ready: true } });
  });

  it('stops everything the service started and resolves once nothing of it runs', async () => {
    const sidekick = `sleep ${marker()}`;
    const service = await start({ command: `${sidekick} & exec ${START_COMMAND}` });
    expect(running(sidekick)).toBe(true);

    await service.stop();

    expect(running(sidekick)).toBe(false);
    await service.stop(); // a second stop is harmless
    expect(service.logs()).toContain('listening on');
  });

  it('fails with the logs when the command exits before it is ready', async () => {
    const error = await startFailure({ command: 'echo "cannot find module express" >&2; exit 3' });
    expect(error.kind).toBe('exited');
    expect(error.message).toBe('the service exited with code 3 before it was ready');
    expect(error.logs).toContain('cannot find module express');
  });

  it('explains a command that ends successfully before the service is ready', async () => {
    const error = await startFailure({ command: 'echo started in the background' });
    expect(error.kind).toBe('exited');
    expect(error.message).toBe(
      'the start command ended before the service was ready; it must keep the service running in the foreground',
    );
  });

  it('fails after the ready timeout and leaves nothing running', async () => {
    const sleeper = `sleep ${marker()}`;
    const began = Date.now();
    const error = await startFailure({ command: `exec ${sleeper}`, readyTimeoutMs: 1500 });
    expect(error.kind).toBe('timeout');
    expect(error.message).toMatch(
      /^the service was not ready within 1500 ms \(nothing accepted connections on 127\.0\.0\.1:\d+: /,
    );
    expect(Date.now() - began).toBeLessThan(8000);
    expect(running(sleeper)).toBe(false);
  });

  it('gives up when the caller aborts, and stops the service', async () => {
    const sleeper = `sleep ${marker()}`;
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 500);
    const error = await startFailure({ command: `exec ${sleeper}`, signal: controller.signal });
    expect(error.kind).toBe('aborted');
    expect(running(sleeper)).toBe(false);
  });

  it('stops a running service when the caller aborts later', async () => {
    const sidekick = `sleep ${marker()}`;
    const controller = new AbortController();
    const service = await start({
      command: `${sidekick} & exec ${START_COMMAND}`,
      signal: controller.signal,
    });
    controller.abort();
    await service.stop(); // the same stop the abort began
    expect(running(sidekick)).toBe(false);
  });

  it('keeps only the last 64 KiB of output', async () => {
    const service = await start({
      command: `awk 'BEGIN { for (i = 0; i < 2000; i++) printf "line %d %080d\\n", i, 0 }'; exec ${START_COMMAND}`,
    });
    const logs = service.logs();
    expect(logs.length).toBeLessThanOrEqual(64 * 1024 + 100);
    expect(logs.startsWith('[earlier output cut]\n')).toBe(true);
    expect(logs).not.toContain('line 0 ');
    expect(logs).toContain('line 1999 ');
    expect(logs).toContain('listening on');
  });
});

describe('startService without a sandbox', () => {
  const sandbox = unisolatedSandbox('tests');

  it('kills a service that ignores SIGTERM once the grace period is over', async () => {
    const service = await startService({
      command: START_COMMAND,
      cwd: SERVICE_FIXTURE,
      readyTimeoutMs: READY_TIMEOUT_MS,
      sandbox,
      env: { IGNORE_SIGTERM: '1' },
      stopGraceMs: 300,
    });
    started.push(service);
    const began = Date.now();
    await service.stop();
    expect(Date.now() - began).toBeGreaterThanOrEqual(300);
    expect(service.logs()).toContain('ignoring SIGTERM');
  });

  it('names the last answer when a ready URL elsewhere keeps failing', async () => {
    // The ready URL answers 503 for ever; the clock ends the wait after its second answer, so the
    // first was recorded as the last probe and no real timeout is waited out.
    let timeUp!: () => void;
    const answeredTwice = new Promise<void>((resolve) => (timeUp = resolve));
    const health = await startServer((_request, response) => {
      response.writeHead(503).end();
      if (health.requests.length >= 2) timeUp();
    });
    try {
      const error = await startService({
        command: START_COMMAND,
        cwd: SERVICE_FIXTURE,
        sandbox,
        readyUrl: `${health.url}/health`,
        readyTimeoutMs: 60_000,
        readyClock: () => answeredTwice,
      }).catch((caught: unknown) => caught as ServiceStartError);
      expect(error).toBeInstanceOf(ServiceStartError);
      expect((error as ServiceStartError).kind).toBe('timeout');
      expect((error as ServiceStartError).message).toMatch(
        /^the service was not ready within 60000 ms \(GET http:\/\/127\.0\.0\.1:\d+\/health answered 503\)$/,
      );
    } finally {
      await health.close();
    }
  });

  it('reports a folder that does not exist', async () => {
    const error = await startService({
      command: START_COMMAND,
      cwd: `${SERVICE_FIXTURE}/missing`,
      readyTimeoutMs: READY_TIMEOUT_MS,
      sandbox,
    }).catch((caught: unknown) => caught as ServiceStartError);
    expect(error).toBeInstanceOf(ServiceStartError);
    expect((error as ServiceStartError).kind).toBe('spawn_failed');
    expect((error as ServiceStartError).message).toContain(`in ${SERVICE_FIXTURE}/missing`);
  });
});

describe('startService in the namespace sandbox', () => {
  it('says the sandbox could not be set up, apart from the service failing', async () => {
    const error = await startService({
      command: START_COMMAND,
      cwd: SERVICE_FIXTURE,
      copy: `${SERVICE_FIXTURE}/missing-copy`,
      readyTimeoutMs: READY_TIMEOUT_MS,
      sandbox: await namespaces(),
    }).catch((caught: unknown) => caught as ServiceStartError);
    expect(error).toBeInstanceOf(ServiceStartError);
    expect((error as ServiceStartError).kind).toBe('sandbox_failed');
    expect((error as ServiceStartError).message).toMatch(/^the sandbox could not be set up: .*missing-copy/);
  });

  it('reaches the ready URL through the sandbox, so a URL elsewhere on the runner is out of reach', async () => {
    const health = await startServer((_request, response) => {
      response.writeHead(200).end();
    });
    try {
      const error = await startService({
        command: START_COMMAND,
        cwd: SERVICE_FIXTURE,
        sandbox: await namespaces(),
        readyUrl: `${health.url}/health`,
        readyTimeoutMs: 8000,
      }).catch((caught: unknown) => caught as ServiceStartError);
      expect(error).toBeInstanceOf(ServiceStartError);
      expect((error as ServiceStartError).kind).toBe('timeout');
      expect((error as ServiceStartError).message).toMatch(
        /ECONNREFUSED .*from inside the verification sandbox/,
      );
      expect(health.requests).toHaveLength(0);
    } finally {
      await health.close();
    }
  });
});

describe('readinessUrl', () => {
  it('joins a path to the service and fills $PORT into a full URL', () => {
    expect(readinessUrl('/health', 4321).href).toBe('http://127.0.0.1:4321/health');
    expect(readinessUrl('ready?deep=1', 4321).href).toBe('http://127.0.0.1:4321/ready?deep=1');
    expect(readinessUrl('http://localhost:${PORT}/up', 4321).href).toBe('http://localhost:4321/up');
    expect(readinessUrl('http://localhost:$PORT/up', 4321).href).toBe('http://localhost:4321/up');
  });

  it('refuses anything that is not a path or an http(s) URL', () => {
    expect(() => readinessUrl('ftp://host/health', 1)).toThrow(
      'ready-url "ftp://host/health" is neither a path like /health nor an http(s) URL',
    );
    expect(() => readinessUrl('http://[bad', 1)).toThrow(ServiceStartError);
  });
});

describe('serviceEnvironment', () => {
  it('gives the service a minimal environment: no runner secret, token or step file of the job, a scratch HOME, and PORT', () => {
    const env = serviceEnvironment(
      {
        PATH: '/usr/bin',
        LANG: 'C.UTF-8',
        HOME: '/home/runner',
        DATABASE_URL: 'postgres://db',
        DEPLOY_TOKEN: 'runner-secret',
        GITHUB_TOKEN: 'ghs_secret',
        GITHUB_ENV: '/home/runner/work/_temp/_runner_file_commands/set_env',
        GITHUB_OUTPUT: '/home/runner/work/_temp/_runner_file_commands/set_output',
        GITHUB_PATH: '/home/runner/work/_temp/_runner_file_commands/add_path',
        'INPUT_API-KEY': 'sk-secret',
        ACTIONS_ID_TOKEN_REQUEST_TOKEN: 'oidc',
        NODE_OPTIONS: '--require=/tmp/x.js',
        PORT: '80',
      },
      4321,
      {
        extra: { EXTRA: 'yes', PORT: '81' },
        passThrough: ['DATABASE_URL', 'GITHUB_ENV', 'GITHUB_TOKEN'],
        scratch: '/tmp/s',
      },
    );
    expect(env).toEqual({
      PATH: '/usr/bin',
      LANG: 'C.UTF-8',
      DATABASE_URL: 'postgres://db',
      EXTRA: 'yes',
      HOME: '/tmp/s',
      TMPDIR: '/tmp/s',
      PORT: '4321',
    });
  });

  it("withholds the model providers' keys by name and the withheld secrets under any name", () => {
    const env = serviceEnvironment(
      {
        PATH: '/usr/bin',
        OPENAI_API_KEY: 'sk-openai',
        azure_openai_api_key: 'azure-key',
        ANTHROPIC_API_KEY: 'sk-ant',
        OLLAMA_API_KEY: 'ollama-key',
        FALCON_LLM_KEY: 'sk-model-key-123',
        SHOP_TOKEN: 'shop-token',
        EMPTY: '',
      },
      4321,
      {
        extra: { COPIED_KEY: 'sk-model-key-123', MODE: 'test' },
        passThrough: ['OPENAI_API_KEY', 'FALCON_LLM_KEY', 'SHOP_TOKEN', 'EMPTY'],
        withhold: ['sk-model-key-123', ''],
        scratch: '/tmp/s',
      },
    );
    expect(env).toEqual({
      PATH: '/usr/bin',
      SHOP_TOKEN: 'shop-token',
      EMPTY: '',
      MODE: 'test',
      HOME: '/tmp/s',
      TMPDIR: '/tmp/s',
      PORT: '4321',
    });
  });
});
