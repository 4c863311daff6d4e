/**
 * The HTTP client every flow request goes through. An http or https request goes over a
 * keep-alive connection of the client's own (connection.ts), which costs a fraction of a pooled
 * exchange; anything else (requests through a proxy of the environment, what those connections
 * leave aside, or every request when the caller injects a dispatcher, so tests and the agent choose
 * where requests go) goes through undici's pool (pool.ts). Both are held to the same catalogue of
 * answers (`__tests__/http/conformance.test.ts`), which names where undici's parser reads one
 * otherwise.
 */
import type { Dispatcher } from 'undici';
import type { HttpResponse } from './response.js';
import { HttpConnection, timerDelay, type HttpSender, type Origin } from './connection.js';
import { clientClosed } from './errors.js';
import type { Pool } from './pool.js';
import { proxyRule, proxySettings } from './proxy.js';
import { TlsSessions } from './tls-sessions.js';

export { HttpError, type HttpErrorKind } from './errors.js';
export type { HttpResponse, PreparedRequest } from './response.js';
export type { ExchangeCallback, HttpConnection, HttpSender } from './connection.js';

export interface HttpClient extends HttpSender {
  /**
   * A connection of its own for a caller that sends one request at a time, many times over (a load
   * phase's virtual user): cheaper per request than the pool. The caller closes it. Absent when
   * requests must go through an injected dispatcher.
   */
  connect?(): HttpConnection;
  /** Closes the client's own connections and pool; an injected dispatcher stays open (its owner closes it). */
  close(): Promise<void>;
}

export interface HttpClientOptions {
  /** Where requests go; default: an own keep-alive pool. */
  dispatcher?: Dispatcher;
  /** Deadline for a whole exchange (connect, headers and body), unless `send` gives another. */
  timeoutMs: number;
  /**
   * Body bytes kept (and, for a compressed body, decoded); the rest is read (so the connection can
   * be reused) and dropped. Default 16 MiB; see `maxBodyBytes`.
   */
  maxBodyBytes?: number;
  /**
   * Once aborted (the run was cancelled), every exchange in flight fails at once and later ones are
   * refused: one signal for the client rather than one per request, which would cost every exchange
   * a listener.
   */
  signal?: AbortSignal;
  /**
   * The job's environment, for `HTTP_PROXY`, `HTTPS_PROXY` and `NO_PROXY` (lower-case names
   * first); without it, no proxy. An injected dispatcher routes on its own.
   */
  env?: Record<string, string | undefined>;
}

export const DEFAULT_MAX_BODY_BYTES = 16 * 1024 * 1024;

/** The body bound: `FALCON_MAX_BODY_MB` in the job's environment, else 16 MiB. */
export function maxBodyBytes(env: Record<string, string | undefined>): number {
  const given = Number(env['FALCON_MAX_BODY_MB']);
  return Number.isFinite(given) && given > 0 ? given * 1024 * 1024 : DEFAULT_MAX_BODY_BYTES;
}

export function createHttpClient(options: HttpClientOptions): HttpClient {
  const injected = options.dispatcher;
  let closed = false;
  const defaultTimeoutMs = timerDelay(options.timeoutMs);
  const maxBodyBytes = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  const proxy = injected ? undefined : proxySettings(options.env);
  const proxied = proxy === undefined ? undefined : proxiedHosts(proxyRule(proxy));
  // undici's pool is loaded and made when a request first needs it: a run over plain http never does.
  let pool: Promise<Pool> | undefined;
  const throughPool: HttpSender = {
    send(prepared, sendOptions) {
      pool ??= import('./pool.js').then(async ({ createPool }) => {
        const made = await createPool({
          dispatcher: injected,
          timeoutMs: defaultTimeoutMs,
          maxBodyBytes,
          ...(proxy ? { proxy } : {}),
        });
        // Made after close(), it refuses the request as a closed client's pool does.
        if (closed) void made.close();
        return made;
      });
      return pool.then((ready) => ready.send(prepared, sendOptions));
    },
  };
  // Without an injected dispatcher, requests go over connections of the client's own (see
  // connection.ts), each carrying one request at a time and kept for the next while idle; what
  // they do not take on goes through the pool.
  const idle: HttpConnection[] = [];
  const sessions = new TlsSessions();
  // The connections carrying an exchange, so a cancelled run can end them.
  const busy = new Set<HttpConnection>();
  let cancelled = false;
  const cancel = (): void => {
    cancelled = true;
    for (const connection of [...idle.splice(0), ...busy]) connection.close();
    void pool?.then((ready) => ready.abort());
  };
  if (options.signal?.aborted) cancel();
  else options.signal?.addEventListener('abort', cancel, { once: true });

  return {
    send(prepared, sendOptions) {
      if (cancelled) return Promise.reject(clientClosed(prepared.url));
      if (injected || closed) return throughPool.send(prepared, sendOptions);
      const connection =
        idle.pop() ?? new HttpConnection(throughPool, defaultTimeoutMs, maxBodyBytes, proxied, sessions);
      busy.add(connection);
      return new Promise<HttpResponse>((resolve, reject) => {
        connection.exchange(prepared, sendOptions, (error, response) => {
          busy.delete(connection);
          if (closed || cancelled) connection.close();
          else idle.push(connection);
          if (response === undefined) reject(error);
          else resolve(response);
        });
      });
    },
    ...(injected
      ? {}
      : {
          connect: () => new HttpConnection(throughPool, defaultTimeoutMs, maxBodyBytes, proxied, sessions),
        }),
    async close() {
      closed = true;
      options.signal?.removeEventListener('abort', cancel);
      for (const connection of idle.splice(0)) connection.close();
      await (await pool)?.close();
    },
  };
}

/** The proxy rule, its answer kept per origin: a run meets a handful of them. */
function proxiedHosts(rule: ReturnType<typeof proxyRule>): (origin: Origin) => boolean {
  const answers = new Map<string, boolean>();
  return (origin) => {
    let answer = answers.get(origin.key);
    if (answer === undefined) {
      answer = rule(origin.protocol, origin.host, origin.port);
      if (answers.size >= 100) answers.clear();
      answers.set(origin.key, answer);
    }
    return answer;
  };
}
