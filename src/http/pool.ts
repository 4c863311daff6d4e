/**
 * undici's keep-alive pool, for what the client's own connections do not take on: requests
 * through a proxy (undici's EnvHttpProxyAgent), a body on a method without one, headers HTTP gives
 * a meaning to, or every request when the caller injects a dispatcher. Loaded when a request first
 * needs it, so a run over plain http never loads undici.
 *
 * Its answers are held to the client's own connections' (`__tests__/http/conformance.test.ts`);
 * where undici's parser reads an answer otherwise before this code sees it, the catalogue says so.
 * As on the own connections, a request that may be repeated is sent again once when a kept
 * connection closes before any byte of its answer (resend.ts).
 *
 * One exchange allocates little beyond what undici already does: one handler object, the body
 * chunks and the header map. Deadlines borrow a timer the pool keeps (see Deadlines).
 */
import { performance } from 'node:perf_hooks';
import { Agent, type Dispatcher } from 'undici';
import { lookupHost } from './addresses.js';
import {
  HttpError,
  clientClosed,
  closedBeforeAnswer,
  codeOf,
  failedAgain,
  isClosedConnection,
  timeoutError,
  toHttpError,
} from './errors.js';
import type { ProxySettings } from './proxy.js';
import { mayResend, resentNote } from './resend.js';
import {
  BodyChunks,
  finishResponse,
  headerMapOf,
  newHeaderMap,
  type HttpResponse,
  type PreparedRequest,
} from './response.js';
import { KEEP_ALIVE_MS, timerDelay, type HttpSender } from './connection.js';

export interface Pool extends HttpSender {
  /** Closes the own agent; an injected dispatcher stays open (its owner closes it). */
  close(): Promise<void>;
  /** Fails every exchange in flight at once: the run was cancelled. */
  abort(): void;
}

export interface PoolOptions {
  /** Where requests go; default: an own undici agent. */
  dispatcher?: Dispatcher;
  /** Deadline of an exchange that gives none. */
  timeoutMs: number;
  /** Body bytes kept; the rest is read and dropped. */
  maxBodyBytes: number;
  /** The proxies of the job's environment, for the pool's own agent. */
  proxy?: ProxySettings;
}

export async function createPool(options: PoolOptions): Promise<Pool> {
  const dispatcher = options.dispatcher ?? (await ownAgent(options.proxy));
  const deadlines = new Deadlines(options.timeoutMs);
  const context: ExchangeContext = {
    dispatcher,
    deadlines,
    maxBodyBytes: options.maxBodyBytes,
    answeredOrigins: new Set(),
    inFlight: new Set(),
  };
  return {
    send(prepared, sendOptions) {
      const timeoutMs =
        sendOptions?.timeoutMs === undefined ? options.timeoutMs : timerDelay(sendOptions.timeoutMs);
      return new Promise<HttpResponse>((resolve, reject) => {
        const exchange = new Exchange(prepared, timeoutMs, context, resolve, reject);
        // undici hands a keep-alive socket back to its pool one event-loop turn after a response
        // ends (so a server that closes it anyway is noticed first). Dispatching on the next turn
        // lets a flow's next step find that socket free instead of opening a second connection:
        // sequential steps then share one connection.
        setImmediate(startExchange, exchange);
      });
    },
    async close() {
      deadlines.close();
      if (!options.dispatcher) await dispatcher.close();
    },
    abort() {
      for (const exchange of [...context.inFlight]) exchange.abort();
    },
  };
}

/** The agent the pool makes when none is injected: localhost on ::1 first, the environment's proxies. */
async function ownAgent(proxy: ProxySettings | undefined): Promise<Dispatcher> {
  const agentOptions = {
    keepAliveTimeout: KEEP_ALIVE_MS,
    connect: { lookup: lookupHost, autoSelectFamily: true },
  };
  if (proxy === undefined) return new Agent(agentOptions);
  // Loaded only when the environment names a proxy (the bundle keeps it in a chunk of its own).
  const { EnvHttpProxyAgent } = await import('undici');
  // The settings are given whole (empty strings included), so undici reads nothing of process.env.
  return new EnvHttpProxyAgent({ ...agentOptions, ...proxy });
}

/** What a pool's exchanges share. */
interface ExchangeContext {
  dispatcher: Dispatcher;
  deadlines: Deadlines;
  maxBodyBytes: number;
  /**
   * Origins that answered a request of this pool: undici may keep a connection to them. undici
   * does not tell a handler whether its request went out on a kept connection; a close before any
   * answer from an origin that answered before is taken for a kept connection's close.
   */
  answeredOrigins: Set<string>;
  /** Exchanges not yet settled, so a cancelled run can end them. */
  inFlight: Set<Exchange>;
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
  private origin = '';
  /** Any answer came, an interim one included. */
  private answerStarted = false;
  private headersAt = 0;
  private status = 0;
  private statusText = '';
  private headers: Readonly<Record<string, string>> | undefined;
  private readonly body: BodyChunks;
  /** Why the request was sent a second time, if it was. */
  private resent: string | undefined;
  private settled = false;
  private expired = false;

  constructor(
    private readonly request: PreparedRequest,
    private readonly timeoutMs: number,
    private readonly context: ExchangeContext,
    private readonly resolve: (response: HttpResponse) => void,
    private readonly reject: (error: HttpError) => void,
  ) {
    this.body = new BodyChunks(context.maxBodyBytes);
    this.timer = context.deadlines.arm(this, timeoutMs);
    context.inFlight.add(this);
  }

  start(): void {
    if (this.settled) return;
    if (this.resent === undefined) this.started = performance.now();
    this.controller = undefined;
    this.answerStarted = false;
    try {
      const { origin, path } = splitUrl(this.request.url);
      this.origin = origin;
      this.context.dispatcher.dispatch(
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

  /** Called when the run is cancelled: the exchange ends now, with no answer. */
  abort(): void {
    if (this.settled) return;
    const error = clientClosed(this.request.url, this.timeoutMs, this.headersAt > 0);
    if (this.controller) this.controller.abort(error);
    // Before onRequestStart there is nothing to abort yet; start() sees the exchange settled.
    this.fail(error);
  }

  onRequestStart(controller: Dispatcher.DispatchController): void {
    this.controller = controller;
    if (this.settled) controller.abort(clientClosed(this.request.url));
    else if (this.expired) controller.abort(timeoutError(this.request.url, this.timeoutMs, false));
  }

  onResponseStart(
    _controller: Dispatcher.DispatchController,
    statusCode: number,
    headers: Record<string, string | string[] | undefined>,
    statusMessage?: string,
  ): void {
    this.answerStarted = true;
    // 1xx answers (102 Processing, 103 Early Hints) come before the real one.
    if (statusCode < 200) return;
    this.headersAt = performance.now();
    this.status = statusCode;
    this.statusText = statusMessage ?? '';
    this.headers = headerMapOf(headers);
  }

  onResponseData(_controller: Dispatcher.DispatchController, chunk: Buffer): void {
    this.body.add(chunk, 0, chunk.length, false);
  }

  onResponseEnd(): void {
    if (this.settled) return;
    this.settled = true;
    this.disarm();
    this.context.answeredOrigins.add(this.origin);
    const finished = performance.now();
    const response = finishResponse({
      status: this.status,
      statusText: this.statusText,
      headers: this.headers ?? newHeaderMap(),
      body: this.body,
      timings: { headersMs: this.headersAt - this.started, totalMs: finished - this.started },
    });
    if (this.resent !== undefined) response.resent = this.resent;
    this.resolve(response);
  }

  onResponseError(_controller: Dispatcher.DispatchController | undefined, error: unknown): void {
    if (this.settled) return;
    if (!this.expired && !this.answerStarted && this.resent === undefined && this.onKeptConnection(error)) {
      // A kept connection the API closed as the request went out (see resend.ts).
      if (!mayResend(this.request)) {
        this.fail(closedBeforeAnswer(this.request.url, this.request.method, error));
        return;
      }
      this.resent = resentNote(this.request.method, codeOf(error));
      this.body.clear();
      // On the next turn, as every dispatch: undici has let go of the closed socket by then.
      setImmediate(startExchange, this);
      return;
    }
    this.fail(toHttpError(error, this.request.url, this.timeoutMs, this.expired, this.headersAt > 0));
  }

  /**
   * True when `error` is a close of a connection kept from an earlier request. undici's own
   * SocketError says how many bytes its socket read before (an answer to an earlier request); a
   * bare reset does not, and is taken for a kept connection's when the origin answered before.
   */
  private onKeptConnection(error: unknown): boolean {
    if (!isClosedConnection(error)) return false;
    const bytesRead = (error as { socket?: { bytesRead?: unknown } }).socket?.bytesRead;
    if (typeof bytesRead === 'number') return bytesRead > 0;
    return this.context.answeredOrigins.has(this.origin);
  }

  private fail(error: HttpError): void {
    if (this.settled) return;
    this.settled = true;
    this.disarm();
    this.reject(this.resent === undefined ? error : failedAgain(error, this.request.method, this.resent));
  }

  private disarm(): void {
    this.context.inFlight.delete(this);
    if (this.timer === undefined) this.context.deadlines.release(this);
    else clearTimeout(this.timer);
  }
}

function expire(exchange: Exchange): void {
  exchange.expire();
}

function startExchange(exchange: Exchange): void {
  exchange.start();
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
