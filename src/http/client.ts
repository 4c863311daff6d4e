/**
 * The HTTP client every flow request goes through: undici over a keep-alive pool (or a dispatcher
 * the caller injects, so tests and the agent choose where requests go).
 *
 * It sits on the hot path of load phases, so one exchange allocates little beyond what undici
 * already does: one handler object, the body chunks, and the header object undici built, which is
 * normalised in place rather than copied. Deadlines borrow a timer the client keeps (see Deadlines).
 */
import { FalconError } from '../core/errors.js';
import { STATUS_CODES } from 'node:http';
import { performance } from 'node:perf_hooks';
import { Agent, type Dispatcher } from 'undici';
import type { Timings } from '../core/results.js';
import { isJsonMediaType, mediaTypeOf } from './media-type.js';
import { decodeBody } from './decode-body.js';

export interface PreparedRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
}

export interface HttpResponse {
  status: number;
  statusText: string;
  /** Lower-case names; repeated values joined with ", " (set-cookie values joined with "\n"). */
  headers: Record<string, string>;
  /** The body as text, at most `maxBodyBytes` of it. */
  bodyText: string;
  /** The parsed body, when it is JSON and was not truncated. */
  json?: unknown;
  /** True when the body was longer than `maxBodyBytes` and `bodyText` holds only its start. */
  truncated: boolean;
  /** Why `bodyText` may not be what the API meant (cut, an encoding or charset not decoded). */
  bodyProblem?: string;
  timings: Timings;
}

export type HttpErrorKind = 'connection' | 'timeout';

/** The API could not be reached, or did not answer in time. The message says what to do. */
export class HttpError extends FalconError {
  override readonly name = 'HttpError';
  readonly code: `FALCON_HTTP_${Uppercase<HttpErrorKind>}`;
  constructor(
    message: string,
    readonly kind: HttpErrorKind,
    /** The system or undici error code, e.g. `ECONNREFUSED`, `UND_ERR_SOCKET`. */
    readonly systemCode?: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.code = kind === 'timeout' ? 'FALCON_HTTP_TIMEOUT' : 'FALCON_HTTP_CONNECTION';
  }
}

export interface HttpClient {
  send(request: PreparedRequest, options?: { timeoutMs?: number }): Promise<HttpResponse>;
  /** Closes the client's own connection pool; an injected dispatcher stays open (its owner closes it). */
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
  const ownAgent = options.dispatcher ? undefined : new Agent({ keepAliveTimeout: 30_000 });
  const dispatcher: Dispatcher = options.dispatcher ?? (ownAgent as Agent);
  const defaultTimeoutMs = timerDelay(options.timeoutMs);
  const maxBodyBytes = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  const deadlines = new Deadlines(defaultTimeoutMs);

  return {
    send(prepared, sendOptions) {
      const timeoutMs =
        sendOptions?.timeoutMs === undefined ? defaultTimeoutMs : timerDelay(sendOptions.timeoutMs);
      return new Promise<HttpResponse>((resolve, reject) => {
        const exchange = new Exchange(prepared, timeoutMs, maxBodyBytes, deadlines, resolve, reject);
        // undici hands a keep-alive socket back to its pool one event-loop turn after a response
        // ends (so a server that closes it anyway is noticed first). Dispatching on the next turn
        // lets a flow's next step find that socket free instead of opening a second connection:
        // sequential steps then share one connection, and a load phase with N virtual users
        // holds N sockets, not 2N.
        setImmediate(startExchange, dispatcher, exchange);
      });
    },
    async close() {
      deadlines.close();
      await ownAgent?.close();
    },
  };
}

/** The longest delay a Node timer holds; past it, setTimeout fires after 1 ms instead. */
const MAX_TIMER_MS = 2_147_483_647;

/**
 * A timeout as a timer can hold it. Options and flows refuse longer ones, but a deadline that
 * overflowed would fail every request at once, so the client never arms one.
 */
function timerDelay(timeoutMs: number): number {
  if (Number.isNaN(timeoutMs)) return MAX_TIMER_MS;
  return Math.min(Math.max(timeoutMs, 1), MAX_TIMER_MS);
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
    const chunks = this.chunks;
    const raw = chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks, this.kept);
    const headers = flattenHeaders(this.headers ?? {});
    const body = decodeBody(raw, headers, this.maxBodyBytes, !this.truncated);
    const status = this.status;
    const response: HttpResponse = {
      status,
      statusText: this.statusText || STATUS_CODES[status] || '',
      headers,
      bodyText: body.text,
      truncated: body.cut,
      ...(body.problem ? { bodyProblem: body.problem } : {}),
      timings: { headersMs: this.headersAt - this.started, totalMs: finished - this.started },
    };
    if (!body.cut && body.text.length > 0) {
      const json = parseJsonBody(body.text, mediaTypeOf(headers['content-type']));
      if (json !== NOT_JSON) response.json = json;
    }
    this.resolve(response);
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

/** undici gives repeated headers as arrays; join them the way HTTP allows (set-cookie cannot be comma-joined). */
function flattenHeaders(headers: Record<string, string | string[] | undefined>): Record<string, string> {
  for (const name in headers) {
    const value = headers[name];
    if (typeof value === 'string') continue;
    headers[name] = Array.isArray(value) ? value.join(name === 'set-cookie' ? '\n' : ', ') : '';
  }
  return headers as Record<string, string>;
}

const NOT_JSON = Symbol('not JSON');

/**
 * JSON when the media type says so, or when there is no content-type and the text parses. A body
 * that claims JSON but does not parse stays text: the checks then say "body is not valid JSON".
 */
function parseJsonBody(text: string, mediaType: string): unknown {
  if (mediaType === '' ? !mayBeJson(text) : !isJsonMediaType(mediaType)) return NOT_JSON;
  try {
    return JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  } catch {
    return NOT_JSON;
  }
}

/** Skips the parse attempt (and its exception) for text that cannot start a JSON document. */
function mayBeJson(text: string): boolean {
  const first = text.trimStart().charAt(0);
  return '{["-0123456789tfn'.includes(first) && first !== '';
}

// ------------------------------------------------------------------ errors

const CONNECT_CODES = new Set([
  'ECONNREFUSED',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EADDRNOTAVAIL',
  'UND_ERR_CONNECT_TIMEOUT',
]);
const DNS_CODES = new Set(['ENOTFOUND', 'EAI_AGAIN', 'EAI_FAIL', 'EAI_NONAME']);
const CLOSED_CODES = new Set(['ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET', 'ECONNABORTED']);
const CLIENT_CLOSED_CODES = new Set(['UND_ERR_CLOSED', 'UND_ERR_DESTROYED']);
const TIMEOUT_CODES = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT', 'ETIMEDOUT']);
const TLS_CODE = /CERT|SSL|TLS|SELF_SIGNED|UNABLE_TO_VERIFY|ERR_TLS/;
const INVALID_REQUEST_CODES = new Set(['UND_ERR_INVALID_ARG', 'UND_ERR_NOT_SUPPORTED']);

function toHttpError(
  error: unknown,
  url: string,
  timeoutMs: number,
  deadlinePassed: boolean,
  headersArrived: boolean,
): HttpError {
  if (error instanceof HttpError) return error;
  const where = withoutQuery(url);
  const code = errorCode(error);
  if (deadlinePassed) return timeoutError(url, timeoutMs, headersArrived, error);
  if (code !== undefined && TIMEOUT_CODES.has(code)) {
    return new HttpError(
      `no ${code === 'UND_ERR_BODY_TIMEOUT' ? 'complete body' : 'response'} from ${where} in time (${code}) — raise timeout or check the API`,
      'timeout',
      code,
      { cause: error },
    );
  }
  let message: string;
  if (code !== undefined && CONNECT_CODES.has(code)) {
    message = `could not connect to ${where} (${code}) — is the API running and is base_url right?`;
  } else if (code !== undefined && DNS_CODES.has(code)) {
    message = `could not resolve the host of ${where} (${code}) — check the host name in base_url or the step's url`;
  } else if (code !== undefined && CLOSED_CODES.has(code)) {
    message = `the connection to ${where} closed before a complete response arrived (${code}) — check the API's logs, it may have crashed`;
  } else if (code !== undefined && TLS_CODE.test(code)) {
    message = `could not make a trusted TLS connection to ${where} (${code}) — check the server's certificate, or use http:// for a local API`;
  } else if (code === 'ERR_INVALID_URL') {
    message = `cannot send the request to ${where}: ${errorMessage(error)} — check the step's url or the environment's base_url`;
  } else if (code !== undefined && INVALID_REQUEST_CODES.has(code)) {
    message = `cannot send the request to ${where}: ${errorMessage(error)} — check the step's method, headers and body`;
  } else if (code === 'UND_ERR_HEADERS_OVERFLOW') {
    // The API answered, but with more header bytes than an HTTP client reads (16 KB, as Node's own limit).
    message = `the response headers from ${where} are larger than the 16 KB an HTTP client reads (${code}) — check what the API puts in its headers (a cookie or token that grew?)`;
  } else if (code !== undefined && CLIENT_CLOSED_CODES.has(code)) {
    message = `the HTTP client was already closed, so nothing was sent to ${where}`;
  } else {
    const suffix = code === undefined ? '' : ` (${code})`;
    message = `the request to ${where} failed: ${errorMessage(error)}${suffix} — is the API running and is base_url right?`;
  }
  return new HttpError(message, 'connection', code, { cause: error });
}

function timeoutError(url: string, timeoutMs: number, headersArrived: boolean, cause?: unknown): HttpError {
  const where = withoutQuery(url);
  return new HttpError(
    headersArrived
      ? `the response from ${where} did not finish within ${timeoutMs} ms (the headers came, the body stalled) — raise timeout or check the API`
      : `no response from ${where} within ${timeoutMs} ms — raise timeout or check the API`,
    'timeout',
    undefined,
    cause === undefined ? undefined : { cause },
  );
}

/** The code of an error, of its cause, or of the first attempt of a multi-address connect. */
function errorCode(error: unknown): string | undefined {
  for (let current: unknown = error, depth = 0; current && depth < 4; depth++) {
    if (typeof current !== 'object') return undefined;
    const candidate = current as { code?: unknown; errors?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string') return candidate.code;
    if (Array.isArray(candidate.errors) && candidate.errors.length > 0) current = candidate.errors[0];
    else current = candidate.cause;
  }
  return undefined;
}

/** Duck-typed: errors from another realm (a VM context, a worker) fail `instanceof Error`. */
function errorMessage(error: unknown): string {
  if (typeof error === 'object' && error !== null) {
    const { message, name } = error as { message?: unknown; name?: unknown };
    if (typeof message === 'string' && message !== '') return message;
    if (typeof name === 'string') return name;
  }
  return String(error);
}

/** Queries can hold credentials, and messages are for people: the path is enough to place the request. */
function withoutQuery(url: string): string {
  const end = url.search(/[?#]/);
  return end === -1 ? url : url.slice(0, end);
}
