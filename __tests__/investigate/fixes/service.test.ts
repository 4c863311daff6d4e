import { request } from 'undici';
import {
  readinessUrl,
  serviceEnvironment,
  ServiceStartError,
  startService,
  type RunningService,
  type StartServiceOptions,
} from '../../../src/investigate/fixes/service.js';
import { isRunning, SERVICE_FIXTURE, START_COMMAND } from '../../__fixtures__/fixes/repo.js';
import { startServer } from '../../__fixtures__/server.js';

/** Generous for a loaded 2-core machine; a ready service answers in well under a second. */
const READY_TIMEOUT_MS = 10_000;

const started: RunningService[] = [];
afterEach(async () => {
  await Promise.all(started.splice(0).map((service) => service.stop()));
});

async function start(options: Partial<StartServiceOptions> = {}): Promise<RunningService> {
  const service = await startService({
    command: START_COMMAND,
    cwd: SERVICE_FIXTURE,
    readyTimeoutMs: READY_TIMEOUT_MS,
    ...options,
  });
  started.push(service);
  return service;
}

async function getJson(url: string): Promise<{ status: number; body: unknown }> {
  const response = await request(url);
  return { status: response.statusCode, body: await response.body.json() };
}

async function startFailure(options: Partial<StartServiceOptions>): Promise<ServiceStartError> {
  const error = await start(options).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(ServiceStartError);
  return error as ServiceStartError;
}

/** The pid a command printed as `pid=<n>`. */
function printedPid(logs: string, name = 'pid'): number {
  const match = new RegExp(`${name}=(\\d+)`).exec(logs);
  if (!match) throw new Error(`no ${name}= in ${logs}`);
  return Number(match[1]);
}

describe('startService', () => {
  it('starts the command with PORT set, waits until the port accepts connections, and collects its output', async () => {
    const service = await start({ env: { EXTRA: 'from options' } });
    expect(service.baseUrl).toBe(`http://127.0.0.1:${service.port}`);
    expect(await getJson(`${service.baseUrl}/env`)).toEqual({
      status: 200,
      body: { port: String(service.port), extra: 'from options' },
    });
    expect(service.logs()).toContain(`listening on ${service.port}`);
  });

  it('waits for the ready URL to answer below 500', async () => {
    const service = await start({ readyUrl: '/health', env: { READY_AFTER_MS: '400' } });
    // The service listens at once but answers 503 for 400 ms: a port check alone would be early.
    expect(await getJson(`${service.baseUrl}/health`)).toEqual({ status: 200, body: { ready: true } });
  });

  it('stops the whole process group and resolves once nothing of it runs', async () => {
    const service = await start({ command: `sleep 30 & echo sidekick=$!; exec ${START_COMMAND}` });
    const sidekick = printedPid(service.logs(), 'sidekick');
    expect(await isRunning(service.pid)).toBe(true);
    expect(await isRunning(sidekick)).toBe(true);

    await service.stop();

    expect(await isRunning(service.pid)).toBe(false);
    expect(await isRunning(sidekick)).toBe(false);
    await service.stop(); // a second stop is harmless
    expect(service.logs()).toContain('listening on');
  });

  it('kills a service that ignores SIGTERM once the grace period is over', async () => {
    const service = await start({ env: { IGNORE_SIGTERM: '1' }, stopGraceMs: 300 });
    const began = Date.now();
    await service.stop();
    expect(Date.now() - began).toBeGreaterThanOrEqual(300);
    expect(await isRunning(service.pid)).toBe(false);
    expect(service.logs()).toContain('ignoring SIGTERM');
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
    const began = Date.now();
    const error = await startFailure({ command: 'echo pid=$$; exec sleep 30', readyTimeoutMs: 300 });
    expect(error.kind).toBe('timeout');
    expect(error.message).toMatch(
      /^the service was not ready within 300 ms \(nothing accepted connections on 127\.0\.0\.1:\d+: /,
    );
    expect(Date.now() - began).toBeLessThan(5000);
    expect(await isRunning(printedPid(error.logs))).toBe(false);
  });

  it('names the last answer when the ready URL keeps failing', async () => {
    // The ready URL answers 503 for ever; the clock ends the wait after its second answer, so the
    // first was recorded as the last probe and no real timeout is waited out.
    let timeUp!: () => void;
    const answeredTwice = new Promise<void>((resolve) => (timeUp = resolve));
    const health = await startServer((request, response) => {
      response.writeHead(503).end();
      if (health.requests.length >= 2) timeUp();
    });
    try {
      const error = await startFailure({
        readyUrl: `${health.url}/health`,
        readyTimeoutMs: 60_000,
        readyClock: () => answeredTwice,
      });
      expect(error.kind).toBe('timeout');
      expect(error.message).toMatch(
        /^the service was not ready within 60000 ms \(GET http:\/\/127\.0\.0\.1:\d+\/health answered 503\)$/,
      );
    } finally {
      await health.close();
    }
  });

  it('gives up when the caller aborts, and stops the service', async () => {
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 200);
    const error = await startFailure({ command: 'echo pid=$$; exec sleep 30', signal: controller.signal });
    expect(error.kind).toBe('aborted');
    expect(await isRunning(printedPid(error.logs))).toBe(false);
  });

  it('stops a running service when the caller aborts later', async () => {
    const controller = new AbortController();
    const service = await start({ signal: controller.signal });
    controller.abort();
    await service.stop(); // the same stop the abort began
    expect(await isRunning(service.pid)).toBe(false);
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

  it('reports a folder that does not exist', async () => {
    const error = await startFailure({ cwd: `${SERVICE_FIXTURE}/missing` });
    expect(error.kind).toBe('spawn_failed');
    expect(error.message).toContain(`in ${SERVICE_FIXTURE}/missing`);
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
