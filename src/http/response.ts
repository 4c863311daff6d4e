/**
 * An exchange's two sides as the runner sees them: the request ready to send, and the response
 * with its body decoded (content-encoding, charset) and, when it is JSON, parsed. Both ways of
 * sending (the pooled client and the load phase's own connections) finish a response here.
 */
import { STATUS_CODES } from 'node:http';
import type { Timings } from '../core/results.js';
import { decodeBody } from './decode-body.js';
import { isJsonMediaType, mediaTypeOf } from './media-type.js';

export interface PreparedRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
}

export interface HttpResponse {
  status: number;
  statusText: string;
  /**
   * Lower-case names; repeated values joined with ", " (set-cookie values joined with "\n"). A
   * header map (newHeaderMap): any token is a name, `__proto__` and `constructor` included. Frozen:
   * responses with the same head share it.
   */
  headers: Readonly<Record<string, string>>;
  /** The body as text, at most `maxBodyBytes` of it. */
  bodyText: string;
  /** The parsed body, when it is JSON and was not truncated. */
  json?: unknown;
  /** True when the body was longer than `maxBodyBytes` and `bodyText` holds only its start. */
  truncated: boolean;
  /** Why `bodyText` may not be what the API meant (cut, an encoding or charset not decoded). */
  bodyProblem?: string;
  /**
   * Why the request was sent a second time, on a new connection: the API closed the connection it
   * was first sent on, kept from an earlier request, before answering (see resend.ts).
   */
  resent?: string;
  timings: Timings;
}

/** What arrived, before the body is decoded; the headers already a frozen header map. */
export interface ReceivedResponse {
  status: number;
  statusText: string;
  headers: Readonly<Record<string, string>>;
  body: BodyChunks;
  timings: Timings;
}

/**
 * Objects of this class have no Object.prototype behind them, so a header named `__proto__`,
 * `constructor` or `toString` is an own property like any other, and a lookup of one the response
 * lacks finds nothing. Unlike `Object.create(null)`, V8 keeps such objects in its fast shape.
 */
function HeaderMap(): void {}
HeaderMap.prototype = Object.create(null) as object;

/** An empty map of header names to values, safe for any token (see HeaderMap). */
export function newHeaderMap(): Record<string, string> {
  return new (HeaderMap as unknown as new () => Record<string, string>)();
}

/**
 * A response's body bytes as they arrive, at most `maxBodyBytes` of them. What comes past that is
 * still read by the caller (and dropped), so the connection stays usable.
 */
export class BodyChunks {
  /** The kept bytes, in order; `kept` of them in all. */
  readonly chunks: Buffer[] = [];
  kept = 0;
  /** More arrived than `maxBodyBytes`. */
  truncated = false;

  constructor(readonly maxBodyBytes: number) {}

  /** Keeps what fits of `bytes[from, to)`: a copy with `copy`, for bytes in a buffer that is read into again. */
  add(bytes: Buffer, from: number, to: number, copy: boolean): void {
    if (this.truncated) return;
    const room = this.maxBodyBytes - this.kept;
    const end = to - from <= room ? to : from + room;
    if (end > from) {
      let chunk: Buffer;
      if (copy) {
        chunk = Buffer.allocUnsafe(end - from);
        bytes.copy(chunk, 0, from, end);
      } else {
        chunk = from === 0 && end === bytes.length ? bytes : bytes.subarray(from, end);
      }
      this.chunks.push(chunk);
      this.kept += chunk.length;
    }
    if (end < to) this.truncated = true;
  }

  /** Empty again, for the next response on the same connection. */
  clear(): void {
    this.chunks.length = 0;
    this.kept = 0;
    this.truncated = false;
  }
}

/** The response a check reads: headers flattened, the body decoded and, when JSON, parsed. */
export function finishResponse(received: ReceivedResponse): HttpResponse {
  const { body: kept, status } = received;
  const { chunks } = kept;
  const raw = chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks, kept.kept);
  const headers = received.headers;
  const body = decodeBody(raw, headers, kept.maxBodyBytes, !kept.truncated);
  const response: HttpResponse = {
    status,
    statusText: received.statusText || STATUS_CODES[status] || '',
    headers,
    bodyText: body.text,
    truncated: body.cut,
    timings: received.timings,
  };
  if (body.problem) response.bodyProblem = body.problem;
  if (!body.cut && body.text.length > 0) {
    const json = parseJsonBody(body.text, mediaTypeOf(headers['content-type']));
    if (json !== NOT_JSON) response.json = json;
  }
  return response;
}

/**
 * undici's headers as the connection's parser gives them: in a frozen header map, repeated values joined
 * the way HTTP allows (set-cookie cannot be comma-joined), without the trailing whitespace undici
 * leaves on a value (RFC 9110 §5.5: it is not part of it).
 */
export function headerMapOf(
  headers: Record<string, string | string[] | undefined>,
): Readonly<Record<string, string>> {
  const map = newHeaderMap();
  for (const name of Object.keys(headers)) {
    const value = headers[name];
    map[name] =
      typeof value === 'string'
        ? withoutBlanks(value)
        : Array.isArray(value)
          ? value.map(withoutBlanks).join(name === 'set-cookie' ? '\n' : ', ')
          : '';
  }
  return Object.freeze(map);
}

function withoutBlanks(value: string): string {
  const last = value.charCodeAt(value.length - 1);
  const first = value.charCodeAt(0);
  return last === 32 || last === 9 || first === 32 || first === 9
    ? value.replace(/^[ \t]+|[ \t]+$/g, '')
    : value;
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
