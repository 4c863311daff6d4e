/**
 * What goes wrong in an exchange, in words a person acts on: the API could not be reached, or did
 * not answer in time. Shared by the pooled client and the load phase's own connections, so both
 * report the same kinds and messages.
 */
import { FalconError } from '../core/errors.js';

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
