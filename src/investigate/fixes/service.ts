/**
 * Starts the service under test from a start command, on a port of its own, for as long as a
 * verification needs it, inside the sandbox it is given (sandbox.ts), and stops it with everything
 * it started.
 *
 * The command must keep running in the foreground: a command that daemonises (`docker compose up
 * -d`) exits before the service is ready and counts as a failed start. The service must listen on
 * $PORT on 127.0.0.1 (or on every interface), which is where the flows are pointed.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { FalconError } from '../../core/errors.js';
import { messageOf } from '../../util/text.js';
import { request as httpRequest } from 'node:http';
import { connect as connectTls } from 'node:tls';
import { createServer, type Socket } from 'node:net';
import type { Dispatcher } from 'undici';
import type { Confined, Sandbox } from './confinement.js';

export interface StartServiceOptions {
  command: string;
  /** Where the command starts, inside `copy`. */
  cwd: string;
  /** The scratch copy of the sources, which the service may write; default `cwd`. */
  copy?: string;
  /** Folders of the checkout mounted read-only into the copy (installed dependencies). */
  readOnlyInto?: Array<{ source: string; target: string }>;
  /** Added to the service's environment, and filtered for credentials (see `serviceEnvironment`); PORT is always ours. */
  env?: Record<string, string>;
  /** Names of the job's variables the service may have (config.yaml `fixes.service_env`), e.g. DATABASE_URL. */
  passThrough?: readonly string[];
  /** Secret values (the model's API key) no variable of the service may hold; see `serviceEnvironment`. */
  withhold?: readonly string[];
  /**
   * A path such as `/health`, or a full URL (`$PORT` / `${PORT}` in it become the port). Ready when
   * it answers below 500; without it, ready when the port accepts TCP connections.
   */
  readyUrl?: string;
  readyTimeoutMs: number;
  /**
   * The clock that ends the wait for readiness: resolves once `ms` have passed (a timer by
   * default), or early when `signal` aborts. Tests end the wait on an event instead of waiting it out.
   */
  readyClock?: (ms: number, signal: AbortSignal) => Promise<void>;
  /** Aborting before ready fails the start; aborting later stops the service. */
  signal?: AbortSignal;
  /** How long `stop()` waits for the service to end before killing it; default 5 s. */
  stopGraceMs?: number;
  /** Where the service runs (see sandbox.ts). */
  sandbox: Sandbox;
}

export interface RunningService {
  port: number;
  /** `http://127.0.0.1:<port>`, where the flows should send their requests. */
  baseUrl: string;
  /** Where requests to `baseUrl` must go (through the sandbox), or undefined: directly. */
  dispatcher: Dispatcher | undefined;
  /** The last 64 KiB of stdout and stderr, interleaved as they arrived. */
  logs(): string;
  /** Ends the service and everything it started; resolves once they are gone. */
  stop(): Promise<void>;
}

export type ServiceStartFailure =
  'invalid_ready_url' | 'spawn_failed' | 'sandbox_failed' | 'exited' | 'timeout' | 'aborted';

export class ServiceStartError extends FalconError {
  override readonly name = 'ServiceStartError';
  readonly code: `FALCON_SERVICE_${Uppercase<ServiceStartFailure>}`;
  constructor(
    message: string,
    readonly kind: ServiceStartFailure,
    /** What the command printed before it failed (empty when it never ran). */
    readonly logs: string,
  ) {
    super(message);
    this.code = `FALCON_SERVICE_${kind.toUpperCase() as Uppercase<ServiceStartFailure>}`;
  }
}

const LOG_LIMIT = 64 * 1024;
const DEFAULT_STOP_GRACE_MS = 5000;
/** How long the last output may take to arrive once the group is gone. */
const DRAIN_WAIT_MS = 500;
const FIRST_PROBE_DELAY_MS = 50;
const MAX_PROBE_DELAY_MS = 500;
const PROBE_TIMEOUT_MS = 1000;
const LOCALHOST = '127.0.0.1';

/**
 * The code being verified is a model's proposal nobody has reviewed yet, so it runs with a minimal
 * environment: what any program needs (PATH, the locale, the time zone), a scratch HOME and TMPDIR,
 * PORT, and only the job's variables the user named (`fixes.service_env`). Nothing else of the job
 * reaches it: not a runner secret the workflow exported, not the files through which a step
 * changes later steps (GITHUB_ENV, GITHUB_OUTPUT, GITHUB_PATH…), not a token. The action inputs,
 * tokens and model providers' keys stay out even when named, and so does any variable holding one
 * of the `withhold` values (the model's API key, however it was passed in).
 */
const BASE = /^(PATH|LANG|LANGUAGE|LC_[A-Z]+|TZ|TERM)$/;
const WITHHELD =
  /^(INPUT_.*|GITHUB_TOKEN|GH_TOKEN|GITHUB_(ENV|OUTPUT|PATH|STATE|STEP_SUMMARY)|ACTIONS_.*|RUNNER_.*|OPENAI_API_KEY|AZURE_OPENAI_API_KEY|ANTHROPIC_API_KEY|OLLAMA_API_KEY|NODE_OPTIONS)$/i;

export interface ServiceEnvironmentOptions {
  /** Variables added by the caller; they pass the credential filter too. */
  extra?: Record<string, string>;
  /** Names of the job's variables the service may have. */
  passThrough?: readonly string[];
  withhold?: readonly string[];
  /** The scratch folder that is HOME and TMPDIR. */
  scratch: string;
}

export function serviceEnvironment(
  inherited: NodeJS.ProcessEnv,
  port: number,
  options: ServiceEnvironmentOptions,
): Record<string, string> {
  // An empty value is no secret; withholding it would drop every empty variable.
  const secrets = new Set((options.withhold ?? []).filter((secret) => secret !== ''));
  const named = new Set(options.passThrough ?? []);
  const allowed = (name: string, value: string | undefined): value is string =>
    value !== undefined && !WITHHELD.test(name) && !secrets.has(value);
  const env: Record<string, string> = {};
  for (const [name, value] of Object.entries(inherited)) {
    if ((BASE.test(name) || named.has(name)) && allowed(name, value)) env[name] = value;
  }
  for (const [name, value] of Object.entries(options.extra ?? {})) {
    if (allowed(name, value)) env[name] = value;
  }
  return { ...env, HOME: options.scratch, TMPDIR: options.scratch, PORT: String(port) };
}

/** Where readiness is probed: a path joins the service's base URL; a full URL is taken as given. */
export function readinessUrl(readyUrl: string, port: number): URL {
  const text = readyUrl.trim().replace(/\$\{PORT\}|\$PORT\b/g, String(port));
  try {
    if (/^[a-z][a-z0-9+.-]*:/i.test(text)) {
      const url = new URL(text);
      if (url.protocol === 'http:' || url.protocol === 'https:') return url;
    } else {
      return new URL(text.startsWith('/') ? text : `/${text}`, `http://${LOCALHOST}:${port}`);
    }
  } catch {
    // Reported below with the rest.
  }
  throw new ServiceStartError(
    `ready-url ${JSON.stringify(readyUrl)} is neither a path like /health nor an http(s) URL`,
    'invalid_ready_url',
    '',
  );
}

export async function startService(options: StartServiceOptions): Promise<RunningService> {
  const port = await freePort();
  const probeUrl = options.readyUrl?.trim() ? readinessUrl(options.readyUrl, port) : undefined;
  const logs = new LogTail(LOG_LIMIT);
  if (options.signal?.aborted)
    throw new ServiceStartError('cancelled before the service started', 'aborted', '');

  // HOME and TMPDIR of its own: the service cannot reach the runner's dotfiles, and leaves nothing.
  const scratch = await mkdtemp(path.join(os.tmpdir(), 'falcon-service-'));
  const removeScratch = () => rm(scratch, { recursive: true, force: true }).catch(() => undefined);
  let confined: Confined;
  try {
    confined = await options.sandbox.start({
      command: options.command,
      cwd: options.cwd,
      env: serviceEnvironment(process.env, port, {
        extra: options.env,
        passThrough: options.passThrough,
        withhold: options.withhold,
        scratch,
      }),
      writable: [options.copy ?? options.cwd, scratch],
      readOnlyInto: options.readOnlyInto ?? [],
    });
  } catch (error) {
    await removeScratch();
    throw new ServiceStartError(`the sandbox could not start: ${messageOf(error)}`, 'sandbox_failed', '');
  }
  const { child } = confined;
  child.stdout?.setEncoding('utf8').on('data', (text: string) => logs.append(text));
  child.stderr?.setEncoding('utf8').on('data', (text: string) => logs.append(text));
  let exit: { code: number | null; signal: NodeJS.Signals | null } | undefined;
  const exited = new Promise<void>((resolve) =>
    child.once('exit', (code, signal) => {
      exit = { code, signal };
      resolve();
    }),
  );
  const spawnFailed = new Promise<Error>((resolve) => child.once('error', resolve));
  // 'close' comes after 'exit', once the pipes are drained: the last lines are then in the logs.
  const drained = new Promise<void>((resolve) => child.once('close', () => resolve()));

  if (child.pid === undefined) {
    const error = await spawnFailed;
    await confined.stop(0);
    await removeScratch();
    throw new ServiceStartError(
      `could not run /bin/sh -c ${JSON.stringify(options.command)} in ${options.cwd}: ${error.message}`,
      'spawn_failed',
      '',
    );
  }

  let stopping: Promise<void> | undefined;
  const stop = (): Promise<void> =>
    (stopping ??= (async () => {
      options.signal?.removeEventListener('abort', onAbort);
      await confined.stop(options.stopGraceMs ?? DEFAULT_STOP_GRACE_MS);
      await removeScratch();
      // A descendant that left the sandbox may still hold the pipes; they must not keep us alive.
      await settleWithin(drained, DRAIN_WAIT_MS);
      child.stdout?.destroy();
      child.stderr?.destroy();
    })());
  const onAbort = (): void => void stop();

  const outcome = await waitUntilReady({
    port,
    probeUrl,
    connect: confined.connect,
    timeoutMs: options.readyTimeoutMs,
    clock: options.readyClock ?? pause,
    exited,
    signal: options.signal,
  });
  if (outcome.kind !== 'ready') {
    await stop();
    const setupFailure = exit && confined.setupFailure(exit, logs.text());
    if (setupFailure) {
      throw new ServiceStartError(
        `the sandbox could not be set up: ${setupFailure}`,
        'sandbox_failed',
        logs.text(),
      );
    }
    throw new ServiceStartError(
      failureMessage(outcome, exit, options.readyTimeoutMs),
      outcome.kind,
      logs.text(),
    );
  }
  options.signal?.addEventListener('abort', onAbort, { once: true });
  return {
    port,
    baseUrl: `http://${LOCALHOST}:${port}`,
    dispatcher: confined.dispatcher(),
    logs: () => logs.text(),
    stop,
  };
}

type Readiness =
  { kind: 'ready' } | { kind: 'exited' } | { kind: 'timeout'; lastProbe: string } | { kind: 'aborted' };

/** Probes with growing pauses until ready, or until the process exits, time runs out or the caller aborts. */
async function waitUntilReady(options: {
  port: number;
  probeUrl: URL | undefined;
  connect: Connect;
  timeoutMs: number;
  clock: (ms: number, signal: AbortSignal) => Promise<void>;
  exited: Promise<void>;
  signal: AbortSignal | undefined;
}): Promise<Readiness> {
  const done = new AbortController();
  let lastProbe = 'not probed yet';
  let onAbort: (() => void) | undefined;
  const probing = (async (): Promise<Readiness> => {
    let delay = FIRST_PROBE_DELAY_MS;
    while (!done.signal.aborted) {
      const result = options.probeUrl
        ? await httpAnswers(options.probeUrl, options.connect, done.signal)
        : await acceptsConnections(options.port, options.connect);
      if (result === true) return { kind: 'ready' };
      lastProbe = result;
      await pause(delay, done.signal);
      delay = Math.min(delay * 1.5, MAX_PROBE_DELAY_MS);
    }
    return { kind: 'aborted' }; // lost the race; never the outcome
  })();
  try {
    return await Promise.race([
      probing,
      options.exited.then((): Readiness => ({ kind: 'exited' })),
      options.clock(options.timeoutMs, done.signal).then((): Readiness => ({ kind: 'timeout', lastProbe })),
      new Promise<Readiness>((resolve) => {
        onAbort = () => resolve({ kind: 'aborted' });
        if (options.signal?.aborted) onAbort();
        else options.signal?.addEventListener('abort', onAbort, { once: true });
      }),
    ]);
  } finally {
    done.abort();
    if (onAbort) options.signal?.removeEventListener('abort', onAbort);
    await probing.catch(() => undefined);
  }
}

function failureMessage(
  outcome: Exclude<Readiness, { kind: 'ready' }>,
  exit: { code: number | null; signal: NodeJS.Signals | null } | undefined,
  timeoutMs: number,
): string {
  switch (outcome.kind) {
    case 'exited':
      if (exit?.signal) return `the service was killed by ${exit.signal} before it was ready`;
      if (exit?.code === 0) {
        return 'the start command ended before the service was ready; it must keep the service running in the foreground';
      }
      return `the service exited with code ${exit?.code ?? 'unknown'} before it was ready`;
    case 'timeout':
      return `the service was not ready within ${timeoutMs} ms (${outcome.lastProbe})`;
    case 'aborted':
      return 'cancelled before the service was ready';
  }
}

/** Opens a TCP connection from where the service runs (see `Confined.connect`). */
type Connect = (host: string, port: number) => Promise<Socket>;

/** `true`, or what went wrong, for the timeout message. */
function httpAnswers(url: URL, connect: Connect, signal: AbortSignal): Promise<true | string> {
  const https = url.protocol === 'https:';
  const port = Number(url.port) || (https ? 443 : 80);
  return new Promise((resolve) => {
    const request = httpRequest(
      url,
      {
        method: 'GET',
        timeout: PROBE_TIMEOUT_MS,
        signal,
        // Through the sandbox: the service is reachable only from where it runs. Each probe opens
        // a connection of its own and closes it, so none is left open when the service stops.
        createConnection: (_options, ready) => {
          connect(url.hostname.replace(/^\[|\]$/g, ''), port).then(
            // Only readiness is asked, so a test service's own certificate is good enough.
            (socket) => ready(null, https ? connectTls({ socket, rejectUnauthorized: false }) : socket),
            (error: Error) => ready(error, undefined as unknown as Socket),
          );
          return undefined;
        },
      },
      (response) => {
        response.resume();
        const status = response.statusCode ?? 0;
        resolve(status < 500 ? true : `GET ${url.href} answered ${status}`);
      },
    );
    request.once('timeout', () => request.destroy(new Error(`no answer within ${PROBE_TIMEOUT_MS} ms`)));
    request.once('error', (error) => resolve(`GET ${url.href}: ${error.message}`));
    request.end();
  });
}

async function acceptsConnections(port: number, connect: Connect): Promise<true | string> {
  try {
    (await connect(LOCALHOST, port)).destroy();
    return true;
  } catch (error) {
    return `nothing accepted connections on ${LOCALHOST}:${port}: ${messageOf(error)}`;
  }
}

async function settleWithin(promise: Promise<unknown>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([promise, new Promise((resolve) => (timer = setTimeout(resolve, ms)))]);
  clearTimeout(timer);
}

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done(): void {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });
}

/**
 * A port nobody listens on right now. Another process could take it before the service binds it;
 * the service then fails to start and says so in its logs, which is rare enough to accept.
 */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, LOCALHOST, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => (port ? resolve(port) : reject(new Error('no free port'))));
    });
  });
}

/** Keeps the last `limit` characters of output, cut at a line start, with a note that it was cut. */
class LogTail {
  private buffer = '';
  private cut = false;

  constructor(private readonly limit: number) {}

  append(text: string): void {
    this.buffer += text;
    if (this.buffer.length > this.limit * 2) this.trim();
  }

  text(): string {
    this.trim();
    return this.cut ? `[earlier output cut]\n${this.buffer}` : this.buffer;
  }

  private trim(): void {
    if (this.buffer.length <= this.limit) return;
    let tail = this.buffer.slice(-this.limit);
    const newline = tail.indexOf('\n');
    if (newline >= 0 && newline < tail.length - 1) tail = tail.slice(newline + 1);
    this.buffer = tail;
    this.cut = true;
  }
}
