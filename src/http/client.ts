/**
 * The HTTP client every flow request goes through. A plain http request goes over a keep-alive
 * connection of the client's own (connection.ts), which costs a fraction of a pooled exchange;
 * anything else (https, what those connections leave aside, or every request when the caller
 * injects a dispatcher, so tests and the agent choose where requests go) goes through undici.
 *
 * On undici's side one exchange allocates little beyond what undici already does: one handler
 * object, the body chunks, and the header object undici built, which is normalised in place rather
 * than copied. Deadlines borrow a timer the client keeps (see Deadlines).
 */
import { performance } from 'node:perf_hooks';
import { Agent, type Dispatcher } from 'undici';
import { HttpError, timeoutError, toHttpError } from './errors.js';
import { finishResponse, type HttpResponse, type PreparedRequest } from './response.js';
import { HttpConnection, KEEP_ALIVE_MS, timerDelay, type HttpSender } from './connection.js';

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
  // The own pool is made when a request first needs it: a run over plain http may never.
  let ownAgent: Agent | undefined;
  const pool = (): Dispatcher => {
    if (injected) return injected;
    if (ownAgent === undefined) {
      ownAgent = new Agent({ keepAliveTimeout: KEEP_ALIVE_MS });
      // Made after close(), it refuses the request as a closed client's pool does.
      if (closed) void ownAgent.close();
    }
    return ownAgent;
  };
  const defaultTimeoutMs = timerDelay(options.timeoutMs);
  const maxBodyBytes = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  const deadlines = new Deadlines(defaultTimeoutMs);

  /** The pool: undici, over the own agent or the injected dispatcher. */
  const throughPool: HttpSender = {
    send(prepared, sendOptions) {
      const timeoutMs =
        sendOptions?.timeoutMs === undefined ? defaultTimeoutMs : timerDelay(sendOptions.timeoutMs);
      return new Promise<HttpResponse>((resolve, reject) => {
        const exchange = new Exchange(prepared, timeoutMs, maxBodyBytes, deadlines, resolve, reject);
        // undici hands a keep-alive socket back to its pool one event-loop turn after a response
        // ends (so a server that closes it anyway is noticed first). Dispatching on the next turn
        // lets a flow's next step find that socket free instead of opening a second connection:
        // sequential steps then share one connection.
        setImmediate(startExchange, pool(), exchange);
      });
    },
  };
  // Without an injected dispatcher, requests go over connections of the client's own (see
  // connection.ts), each carrying one request at a time and kept for the next while idle; what
  // they do not take on goes through the pool.
  const idle: HttpConnection[] = [];

  return {
    send(prepared, sendOptions) {
      if (injected || closed) return throughPool.send(prepared, sendOptions);
      const connection = idle.pop() ?? new HttpConnection(throughPool, defaultTimeoutMs, maxBodyBytes);
      return new Promise<HttpResponse>((resolve, reject) => {
        connection.exchange(prepared, sendOptions, (error, response) => {
          if (closed) connection.close();
          else idle.push(connection);
          if (response === undefined) reject(error);
          else resolve(response);
        });
      });
    },
    ...(injected ? {} : { connect: () => new HttpConnection(throughPool, defaultTimeoutMs, maxBodyBytes) }),
    async close() {
      closed = true;
      for (const connection of idle.splice(0)) connection.close();
      deadlines.close();
      await ownAgent?.close();
    },
  };
}

/**
 * The deadlines of a client's exchanges. A timer of its own per exchange costs more than the rest
 * of a keep-alive exchange's bookkeeping: Node files timers in one list per duration and drops the
 * list when its last timer is cleared, so sequential requests would rebuild it every time. The
 * client keeps one timer instead, and the exchange in flight borrows it: `refresh()` re-arms it in
 * place, and while nobody holds it, it is unref'd so it never keeps the process alive. An exchange
 * that overlaps another (a load phase's virtual users) or has its own timeout gets its own timer.
 */
class Deadlines {
  private timer: NodeJS.Timeout | undefined;
  private holder: Exchange | undefined;

  constructor(private readonly timeoutMs: number) {}

  /** Arms `exchange`'s deadline; returns its own timer when it could not borrow the shared one. */
  arm(exchange: Exchange, timeoutMs: number): NodeJS.Timeout | undefined {
    if (this.holder !== undefined || timeoutMs !== this.timeoutMs) {
      // The exchange is passed as an argument, so arming the deadline allocates no closure.
      return setTimeout(expire, timeoutMs, exchange);
    }
    this.holder = exchange;
    if (this.timer === undefined) this.timer = setTimeout(expireHolder, timeoutMs, this);
    else this.timer.ref().refresh();
    return undefined;
  }

  /** The exchange settled: the shared timer stays armed, but no longer holds the process open. */
  release(exchange: Exchange): void {
    if (this.holder !== exchange) return;
    this.holder = undefined;
    this.timer?.unref();
  }

  /** Called by the shared timer. A timer that has fired is not reused; the next exchange arms a new one. */
  expire(): void {
    const holder = this.holder;
    this.timer = undefined;
    this.holder = undefined;
    holder?.expire();
  }

  /** Drops an idle timer; one an exchange still holds stays, so that exchange still times out. */
  close(): void {
    if (this.timer === undefined || this.holder !== undefined) return;
    clearTimeout(this.timer);
    this.timer = undefined;
  }
}

function expireHolder(deadlines: Deadlines): void {
  deadlines.expire();
}

/**
 * One request on undici's dispatcher API. `request()` would wrap the body in a Readable stream and
 * the deadline in an AbortSignal; both cost more than the rest of a local exchange (measured: a
 * signal alone adds ~40% to a keep-alive round trip), so the body chunks are collected here and the
 * deadline aborts through undici's controller.
 */
class Exchange implements Dispatcher.DispatchHandler {
  private started = 0;
  /** Its own deadline timer; undefined while it borrows the client's (see Deadlines). */
  private readonly timer: NodeJS.Timeout | undefined;
  private controller: Dispatcher.DispatchController | undefined;
  private headersAt = 0;
  private status = 0;
  private statusText = '';
  private headers: Record<string, string | string[] | undefined> | undefined;
  private readonly chunks: Buffer[] = [];
  private kept = 0;
  private truncated = false;
  private settled = false;
  private expired = false;

  constructor(
    private readonly request: PreparedRequest,
    private readonly timeoutMs: number,
    private readonly maxBodyBytes: number,
    private readonly deadlines: Deadlines,
    private readonly resolve: (response: HttpResponse) => void,
    private readonly reject: (error: HttpError) => void,
  ) {
    this.timer = deadlines.arm(this, timeoutMs);
  }

  start(dispatcher: Dispatcher): void {
    if (this.settled) return;
    this.started = performance.now();
    try {
      const { origin, path } = splitUrl(this.request.url);
      dispatcher.dispatch(
        {
          origin,
          path,
          method: this.request.method as Dispatcher.HttpMethod,
          headers: this.request.headers,
          body: this.request.body,
        },
        this,
      );
    } catch (error) {
      this.onResponseError(undefined, error);
    }
  }

  /** Called by the deadline timer. */
  expire(): void {
    if (this.settled) return;
    this.expired = true;
    const error = timeoutError(this.request.url, this.timeoutMs, this.headersAt > 0);
    // Before onRequestStart there is nothing to abort yet; onRequestStart checks `expired`.
    if (this.controller) this.controller.abort(error);
    else this.fail(error);
  }

  onRequestStart(controller: Dispatcher.DispatchController): void {
    this.controller = controller;
    if (this.expired) controller.abort(timeoutError(this.request.url, this.timeoutMs, false));
  }

  onResponseStart(
    _controller: Dispatcher.DispatchController,
    statusCode: number,
    headers: Record<string, string | string[] | undefined>,
    statusMessage?: string,
  ): void {
    // 1xx answers (100 Continue, 103 Early Hints) come before the real one.
    if (statusCode < 200) return;
    this.headersAt = performance.now();
    this.status = statusCode;
    this.statusText = statusMessage ?? '';
    this.headers = headers;
  }

  onResponseData(_controller: Dispatcher.DispatchController, chunk: Buffer): void {
    if (this.truncated) return;
    const room = this.maxBodyBytes - this.kept;
    if (chunk.length <= room) {
      this.chunks.push(chunk);
      this.kept += chunk.length;
    } else {
      // The rest is still read (and dropped), so the connection stays usable.
      if (room > 0) this.chunks.push(chunk.subarray(0, room));
      this.kept = this.maxBodyBytes;
      this.truncated = true;
    }
  }

  onResponseEnd(): void {
    if (this.settled) return;
    this.settled = true;
    this.disarm();
    const finished = performance.now();
    this.resolve(
      finishResponse(
        {
          status: this.status,
          statusText: this.statusText,
          headers: this.headers ?? {},
          chunks: this.chunks,
          kept: this.kept,
          truncated: this.truncated,
          timings: { headersMs: this.headersAt - this.started, totalMs: finished - this.started },
        },
        this.maxBodyBytes,
      ),
    );
  }

  onResponseError(_controller: Dispatcher.DispatchController | undefined, error: unknown): void {
    this.fail(toHttpError(error, this.request.url, this.timeoutMs, this.expired, this.headersAt > 0));
  }

  private fail(error: HttpError): void {
    if (this.settled) return;
    this.settled = true;
    this.disarm();
    this.reject(error);
  }

  private disarm(): void {
    if (this.timer === undefined) this.deadlines.release(this);
    else clearTimeout(this.timer);
  }
}

function expire(exchange: Exchange): void {
  exchange.expire();
}

function startExchange(dispatcher: Dispatcher, exchange: Exchange): void {
  exchange.start(dispatcher);
}

/** `http://host:8080/a/b?q=1` → origin `http://host:8080`, path `/a/b?q=1` (the fragment is never sent). */
function splitUrl(url: string): { origin: string; path: string } {
  const split = splitCanonicalUrl(url);
  if (split !== undefined) return split;
  const parsed = new URL(url);
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw Object.assign(new Error(`unsupported protocol ${parsed.protocol}`), { code: 'ERR_INVALID_URL' });
  }
  return { origin: parsed.origin, path: `${parsed.pathname}${parsed.search}` };
}

/**
 * Origins by the `scheme://authority` they were read from. A run sends its requests to a handful
 * of origins, so parsing each once and keeping the answer saves a full URL parse per request.
 */
const origins = new Map<string, string>();
const MAX_ORIGINS = 100;

/**
 * A path (and query) that the URL parser would give back unchanged: only characters it never
 * percent-encodes, no backslash, no fragment, a non-empty query. Dot segments are ruled out separately.
 */
const CANONICAL_PATH = /^\/[A-Za-z0-9\-._~!$&'()*+,;=:@%/]*(?:\?[A-Za-z0-9\-._~!$&()*+,;=:@%/?]+)?$/;
const DOT_SEGMENT = /\/(?:\.|%2e){1,2}(?:[/?]|$)/i;

/**
 * splitUrl for the URLs flows build (`http://127.0.0.1:8080/items/42?limit=5`) without parsing
 * them: the origin comes from the cache, the path is sent as written. Anything the parser would
 * change — upper-case schemes, `..` segments, characters it encodes — returns undefined and is
 * parsed in full.
 */
function splitCanonicalUrl(url: string): { origin: string; path: string } | undefined {
  const authorityAt = url.startsWith('http://') ? 7 : url.startsWith('https://') ? 8 : -1;
  if (authorityAt === -1) return undefined;
  const pathAt = url.indexOf('/', authorityAt);
  if (pathAt === -1) return undefined;
  const prefix = url.slice(0, pathAt);
  // The authority ends at the first of these for the parser too; here it must end at the `/`.
  if (/[?#\\]/.test(prefix)) return undefined;
  const path = url.slice(pathAt);
  if (!CANONICAL_PATH.test(path) || DOT_SEGMENT.test(path)) return undefined;
  let origin = origins.get(prefix);
  if (origin === undefined) {
    try {
      origin = new URL(`${prefix}/`).origin;
    } catch {
      return undefined;
    }
    if (origins.size >= MAX_ORIGINS) origins.clear();
    origins.set(prefix, origin);
  }
  return { origin, path };
}
