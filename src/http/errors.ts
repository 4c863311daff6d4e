/**
 * What goes wrong in an exchange, in words a person acts on: the API could not be reached, did not
 * answer in time, answered with something that is not HTTP, or closed the connection. Shared by
 * both ways of sending (the client's own connections and undici's pool), so both report the same
 * kinds and messages whichever of them read the failure.
 */
import { FalconError } from '../core/errors.js';
import { INCOMPLETE } from './response-parser.js';

export type HttpErrorKind = 'connection' | 'timeout';

/** The API could not be reached, or did not answer in time, or not in HTTP. The message says what to do. */
export class HttpError extends FalconError {
  override readonly name = 'HttpError';
  readonly code: `FALCON_HTTP_${Uppercase<HttpErrorKind>}`;
  constructor(
    message: string,
    readonly kind: HttpErrorKind,
    /** The system, undici or parser code, e.g. `ECONNREFUSED`, `UND_ERR_SOCKET`, `HPE_INVALID_CHUNK_SIZE`. */
    readonly systemCode?: string,
    options?: { cause?: unknown },
    /** The request was sent a second time before this failure (see resend.ts); why. */
    readonly resent?: string,
  ) {
    super(message, options);
    this.code = kind === 'timeout' ? 'FALCON_HTTP_TIMEOUT' : 'FALCON_HTTP_CONNECTION';
  }
}

const CONNECT_CODES = new Set([
  'ECONNREFUSED',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EADDRNOTAVAIL',
  'UND_ERR_CONNECT_TIMEOUT',
]);
const DNS_CODES = new Set(['ENOTFOUND', 'EAI_AGAIN', 'EAI_FAIL', 'EAI_NONAME']);
/** The connection closed under an exchange (a FIN or a reset before the answer was complete). */
const CLOSED_CODES = new Set(['ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET', 'ECONNABORTED', INCOMPLETE]);
const CLIENT_CLOSED_CODES = new Set(['UND_ERR_CLOSED', 'UND_ERR_DESTROYED']);
const TIMEOUT_CODES = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT', 'ETIMEDOUT']);
const TLS_CODE = /CERT|SSL|TLS|SELF_SIGNED|UNABLE_TO_VERIFY|ERR_TLS/;
const INVALID_REQUEST_CODES = new Set(['UND_ERR_INVALID_ARG', 'UND_ERR_NOT_SUPPORTED']);
/** undici's SocketError messages that are about what the API sent, not about the connection. */
const UNASKED_RESPONSE = 'bad response';
const UNASKED_UPGRADE = 'bad upgrade';

/** True for an error that says the connection closed (FIN or reset) under an exchange. */
export function isClosedConnection(error: unknown): boolean {
  const code = errorCode(error);
  if (code === undefined || !CLOSED_CODES.has(code)) return false;
  const message = errorMessage(error);
  return message !== UNASKED_RESPONSE && message !== UNASKED_UPGRADE;
}

/** True for a certificate the client refused or a TLS handshake that failed. */
export function isTlsFailure(error: unknown): boolean {
  const code = errorCode(error);
  return code !== undefined && TLS_CODE.test(code);
}

/** The code an error carries, to name it in a message. */
export function codeOf(error: unknown): string | undefined {
  return errorCode(error);
}

export function toHttpError(
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
  const notHttp = notHttpDetail(error, code);
  let message: string;
  if (notHttp !== undefined) {
    message = `the response from ${where} is not valid HTTP/1.1: ${notHttp}${code ? ` (${code})` : ''} — check what the API, or a proxy in front of it, sends`;
  } else if (code === 'HPE_UPGRADE' || errorMessage(error) === UNASKED_UPGRADE) {
    message = `the API switched protocols (101) in answer to the request to ${where} without being asked to, which a test flow cannot follow — check what the API sends`;
  } else if (errorMessage(error) === UNASKED_RESPONSE) {
    // undici's name for an answer while no request waits, and for any 100 Continue it did not ask for.
    message = `the API sent a response no request asked for to ${where} (an interim 100 Continue, which undici's client refuses, or bytes after an answer) — check what the API sends`;
  } else if (code !== undefined && CONNECT_CODES.has(code)) {
    message = `could not connect to ${where} (${code}) — is the API running and is base_url right?`;
  } else if (code !== undefined && DNS_CODES.has(code)) {
    message = `could not resolve the host of ${where} (${code}) — check the host name in base_url or the step's url`;
  } else if (code !== undefined && CLOSED_CODES.has(code)) {
    message = `the connection to ${where} closed before the response was complete (${code}) — check the API's logs, it may have crashed`;
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

/**
 * The client or connection was closed (the run was cancelled) before the exchange had its answer;
 * nothing more is sent.
 */
export function clientClosed(url: string, timeoutMs = 0, headersArrived = false): HttpError {
  const closed = Object.assign(new Error('the client was closed'), { code: 'UND_ERR_CLOSED' });
  return toHttpError(closed, url, timeoutMs, false, headersArrived);
}

/**
 * A request that is not sent twice (see resend.ts) met a kept-alive connection the API had just
 * closed. Nothing says the API failed, so the message does not send the user to its logs.
 */
export function closedBeforeAnswer(url: string, method: string, cause: unknown): HttpError {
  const code = errorCode(cause);
  return new HttpError(
    `the API closed the connection before answering the ${method} to ${withoutQuery(url)}${code ? ` (${code})` : ''}: the connection was kept open from an earlier request and the API closed it as this one went out, most often its keep-alive timeout meeting the request rather than a crash. A ${method} is not sent twice unasked, as repeating it may not be safe — give the step \`retry:\` if it is, or an Idempotency-Key header`,
    'connection',
    code,
    { cause },
  );
}

/** `failure` of a request already sent again once (see resend.ts): the message says so. */
export function failedAgain(failure: HttpError, method: string, resent: string): HttpError {
  const closedToo = failure.systemCode !== undefined && CLOSED_CODES.has(failure.systemCode);
  const dash = failure.message.indexOf(' — ');
  const what = dash === -1 ? failure.message : failure.message.slice(0, dash);
  const advice = dash === -1 ? '' : failure.message.slice(dash);
  return new HttpError(
    `${what}, after the ${method} was sent again on a new connection${closedToo ? ', which closed too' : ''} (the first closed before answering)${advice}`,
    failure.kind,
    failure.systemCode,
    { cause: failure.cause },
    resent,
  );
}

export function timeoutError(
  url: string,
  timeoutMs: number,
  headersArrived: boolean,
  cause?: unknown,
): HttpError {
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

/**
 * What makes a response not HTTP, for the client's own parser's errors and undici's alike, or
 * undefined for any other failure. A cut response is not among them: it is a closed connection.
 */
function notHttpDetail(error: unknown, code: string | undefined): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const name = (error as { name?: unknown }).name;
  if (name === 'ResponseParseError')
    return code === INCOMPLETE || code === 'UND_ERR_HEADERS_OVERFLOW' || code === 'HPE_UPGRADE'
      ? undefined
      : errorMessage(error);
  // undici: "Response does not match the HTTP/1.1 protocol (Invalid header value char)".
  if (name === 'HTTPParserError') {
    const reason = /\(([^)]+)\)\s*$/.exec(errorMessage(error))?.[1];
    return reason === undefined ? errorMessage(error) : reason.charAt(0).toLowerCase() + reason.slice(1);
  }
  if (code === 'UND_ERR_RES_CONTENT_LENGTH_MISMATCH')
    return 'its body length does not match its content-length';
  return undefined;
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

/** Duck-typed: errors from another realm (a VM context, a worker) fail `instanceof Error`. One line. */
function errorMessage(error: unknown): string {
  if (typeof error === 'object' && error !== null) {
    const { message, name } = error as { message?: unknown; name?: unknown };
    if (typeof message === 'string' && message !== '') return message.replace(/\s+/g, ' ').trim();
    if (typeof name === 'string') return name;
  }
  return String(error);
}

/** Queries can hold credentials, and messages are for people: the path is enough to place the request. */
function withoutQuery(url: string): string {
  const end = url.search(/[?#]/);
  return end === -1 ? url : url.slice(0, end);
}
