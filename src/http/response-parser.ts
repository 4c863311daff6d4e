/**
 * Reads HTTP/1.1 responses off a keep-alive connection as bytes arrive, as RFC 9112 has a user
 * agent read them and, where the RFC allows several readings, as undici does: the status line and
 * header fields (obs-fold replaced by a space, anything else malformed refused), then the body
 * framed by `transfer-encoding: chunked`, `content-length` or the end of the connection (§6.3).
 * Interim 1xx answers are skipped; a response to HEAD, a 204 and a 304 have no body.
 * `__tests__/__fixtures__/http/catalogue.ts` lists every shape of answer and what it must read as.
 *
 * Kept by hand because the parsers Node and undici use are not public, and a load phase reads the
 * same head over and over: a head equal to the last one byte for byte is not parsed again, and
 * its frozen headers serve every response it heads.
 */
import { newHeaderMap } from './response.js';

/** A response's head: lower-case header names, repeated values joined as `HttpResponse.headers` says. */
export interface ResponseHead {
  status: number;
  statusText: string;
  /** A frozen header map (see newHeaderMap): any token is a name, `__proto__` included. */
  headers: Readonly<Record<string, string>>;
  /** HTTP/1.1 keeps the connection unless it says close; HTTP/1.0 closes it unless it says keep-alive. */
  keepAlive: boolean;
  /** How long the API keeps the connection open when idle, by `Keep-Alive: timeout=<s>`, in ms. */
  keepAliveTimeoutMs?: number;
}

/** Where the parser hands what it read; `onBody` may be called several times per response. */
export interface ResponseSink {
  onHead(head: ResponseHead): void;
  onBody(bytes: Buffer, from: number, to: number): void;
  /** The response is complete; `reusable` is false when the connection cannot carry another one. */
  onComplete(reusable: boolean): void;
}

/**
 * Bytes that do not read as an HTTP/1.1 response, or a response cut short; `code` is what the
 * error reports (`HPE_*` as llhttp names them, `HPE_INCOMPLETE` for a cut).
 */
export class ResponseParseError extends Error {
  override readonly name = 'ResponseParseError';
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
  }
}

/** The code of a response the connection closed in the middle of. */
export const INCOMPLETE = 'HPE_INCOMPLETE';

/** As much head (status line and headers) as Node's own HTTP client reads. */
export const MAX_HEAD_BYTES = 16 * 1024;
const MAX_LINE_CHARS = 16 * 1024;

const enum State {
  Idle,
  Head,
  Body,
  ChunkSize,
  ChunkData,
  ChunkEnd,
  Trailers,
  UntilClose,
}

const HEAD_END = Buffer.from('\r\n\r\n', 'latin1');
const DIGITS = /^\d{1,15}$/;
const KEEP_ALIVE_TIMEOUT = /(?:^|,)[\t ]*timeout=(\d+)/i;
/** tchar (RFC 9110 §5.6.2), and quoted-string (§5.6.4), as regular expression text. */
const TOKEN_TEXT = "[!#$%&'*+\\-.^_`|~0-9A-Za-z]+";
const TOKEN = new RegExp(`^${TOKEN_TEXT}$`);
const QUOTED_TEXT = '"(?:[\\t \\x21\\x23-\\x5b\\x5d-\\x7e\\x80-\\xff]|\\\\[\\t \\x21-\\x7e\\x80-\\xff])*"';
/**
 * A chunk-size line (RFC 9112 §7.1.1): hex digits, then extensions `;name`, `;name=token` or
 * `;name="quoted"`, with the bad whitespace (BWS) a recipient must read past around `;` and `=`.
 */
const CHUNK_SIZE = new RegExp(
  `^([0-9A-Fa-f]{1,13})(?:[ \\t]*;[ \\t]*${TOKEN_TEXT}(?:[ \\t]*=[ \\t]*(?:${TOKEN_TEXT}|${QUOTED_TEXT}))?)*$`,
);
/** Characters a field value may not hold (RFC 9110 §5.5): controls other than HTAB, and DEL. */
// eslint-disable-next-line no-control-regex
const NOT_FIELD_VALUE = /[\0-\x08\n-\x1f\x7f]/;

export class ResponseParser {
  private state = State.Idle;
  private noBody = false;
  /** Bytes of the answer to the request in flight arrived (an interim 1xx counts). */
  private started = false;
  /** The start of a head that did not arrive in one read. */
  private partialHead: Buffer | undefined;
  /** Body bytes still to come in the current content-length body or chunk. */
  private remaining = 0;
  /** A chunk-size or trailer line that did not arrive in one read. */
  private line = '';
  /**
   * The last final head read, as bytes and as read. An API answers a load phase with the same
   * head again and again (its Date changes once a second): a head equal to the last one byte for
   * byte is not read again.
   */
  private lastHeadBytes: Buffer | undefined;
  private lastHead: ResponseHead | undefined;
  private reusable = true;

  constructor(private readonly sink: ResponseSink) {}

  /** A request was sent: its response comes next. A response to HEAD has no body. */
  expect(method: string): void {
    this.state = State.Head;
    this.noBody = method === 'HEAD';
    this.started = false;
    this.partialHead = undefined;
    this.line = '';
    this.reusable = true;
  }

  /** True once any byte of the answer to the request in flight arrived. */
  get answerStarted(): boolean {
    return this.started;
  }

  /** The bytes `from`..`to` of `bytes` arrived. Throws ResponseParseError for bytes that are not HTTP. */
  feed(bytes: Buffer, from: number, to: number): void {
    if (from < to) this.started = true;
    let at = from;
    while (at < to) {
      switch (this.state) {
        case State.Idle:
          throw new ResponseParseError('the API sent data no request asked for', 'HPE_UNEXPECTED_DATA');
        case State.Head:
          at = this.readHead(bytes, at, to);
          break;
        case State.Body: {
          const end = Math.min(to, at + this.remaining);
          this.sink.onBody(bytes, at, end);
          this.remaining -= end - at;
          at = end;
          if (this.remaining === 0) this.complete();
          break;
        }
        case State.ChunkSize:
        case State.ChunkEnd:
        case State.Trailers: {
          const newline = bytes.indexOf(10, at);
          if (newline === -1 || newline >= to) {
            this.line += bytes.toString('latin1', at, to);
            if (this.line.length > MAX_LINE_CHARS)
              throw new ResponseParseError('a chunk line is too long', 'HPE_CHUNK_LINE_TOO_LONG');
            at = to;
            break;
          }
          const line = this.line + bytes.toString('latin1', at, newline);
          this.line = '';
          at = newline + 1;
          if (!line.endsWith('\r'))
            throw new ResponseParseError('a chunk line ends with a bare LF', 'HPE_LF_EXPECTED');
          this.readLine(line.slice(0, -1));
          break;
        }
        case State.ChunkData: {
          const end = Math.min(to, at + this.remaining);
          this.sink.onBody(bytes, at, end);
          this.remaining -= end - at;
          at = end;
          if (this.remaining === 0) this.state = State.ChunkEnd;
          break;
        }
        case State.UntilClose:
          this.sink.onBody(bytes, at, to);
          at = to;
          break;
      }
    }
  }

  /**
   * The connection ended cleanly (a FIN): completes a body read until the end; throws when a
   * response was cut short. A reset is not a clean end: the connection fails the exchange instead.
   */
  end(): void {
    if (this.state === State.UntilClose) {
      this.reusable = false;
      this.complete();
      return;
    }
    if (this.state !== State.Idle)
      throw new ResponseParseError('the connection closed before the response was complete', INCOMPLETE);
  }

  private readHead(bytes: Buffer, from: number, to: number): number {
    let head: Buffer = bytes;
    let start = from;
    let stop = to;
    const carried = this.partialHead?.length ?? 0;
    if (this.partialHead !== undefined) {
      head = Buffer.concat([this.partialHead, bytes.subarray(from, to)]);
      start = 0;
      stop = head.length;
    }
    // Empty lines before the status line are skipped, as undici does (RFC 9112 §2.2).
    while (stop - start >= 2 && head[start] === 13 && head[start + 1] === 10) start += 2;
    // The buffer may hold older bytes past `stop`: a match is only one that ends within it.
    const end = head.indexOf(HEAD_END, start);
    if (end === -1 || end + 4 > stop) {
      if (stop - start > MAX_HEAD_BYTES)
        throw new ResponseParseError('the response headers are too large', 'UND_ERR_HEADERS_OVERFLOW');
      // A head whose lines end in a bare LF never shows CRLF CRLF: refused now, not at the timeout.
      if (hasBareLineFeed(head, start, stop))
        throw new ResponseParseError('a line of the head ends with a bare LF', 'HPE_CR_EXPECTED');
      this.partialHead = Buffer.from(head.subarray(start, stop));
      return to;
    }
    if (end - start > MAX_HEAD_BYTES)
      throw new ResponseParseError('the response headers are too large', 'UND_ERR_HEADERS_OVERFLOW');
    // Where the head ends in `bytes`: with a carried start, `head` is a copy that begins before `from`.
    const consumed = this.partialHead === undefined ? end + 4 : from + end + 4 - carried;
    this.partialHead = undefined;
    this.startBody(this.headOf(head, start, end));
    return consumed;
  }

  private headOf(bytes: Buffer, start: number, end: number): ResponseHead {
    const last = this.lastHead;
    const lastBytes = this.lastHeadBytes;
    if (
      last !== undefined &&
      lastBytes !== undefined &&
      lastBytes.length === end - start &&
      bytes.compare(lastBytes, 0, lastBytes.length, start, end) === 0
    ) {
      // Its headers are frozen, so every response it heads can hand them on as they are.
      return last;
    }
    const head = parseHead(bytes.toString('latin1', start, end));
    // Interim answers are not kept: the final answer that follows is what repeats.
    if (head.status >= 200) {
      this.lastHead = head;
      this.lastHeadBytes = Buffer.from(bytes.subarray(start, end));
    }
    return head;
  }

  private startBody(head: ResponseHead): void {
    const status = head.status;
    // Interim answers (100 Continue, 102 Processing, 103 Early Hints) come before the real one.
    if (status < 200) {
      if (status === 101)
        throw new ResponseParseError(
          'the API switched protocols (101) without being asked to, which a test flow cannot follow',
          'HPE_UPGRADE',
        );
      return;
    }
    this.reusable = head.keepAlive;
    const { headers } = head;
    const transferEncoding = headers['transfer-encoding'];
    const contentLength = headers['content-length'];
    if (transferEncoding !== undefined && contentLength !== undefined)
      // RFC 9112 §6.3 (3): a sign of response splitting, handled as an error (undici refuses it too).
      throw new ResponseParseError(
        'the response has both transfer-encoding and content-length',
        'HPE_UNEXPECTED_CONTENT_LENGTH',
      );
    let length = -1;
    if (contentLength !== undefined) {
      if (!DIGITS.test(contentLength))
        throw new ResponseParseError(
          `invalid content-length ${JSON.stringify(contentLength)}`,
          'HPE_INVALID_CONTENT_LENGTH',
        );
      length = Number(contentLength);
    }
    this.sink.onHead(head);
    if (this.noBody || status === 204 || status === 304) {
      // A 204 or 304 announcing a body may send one anyway, which would be read as the next answer.
      if (!this.noBody && (length > 0 || transferEncoding !== undefined)) this.reusable = false;
      this.complete();
      return;
    }
    if (transferEncoding !== undefined) {
      // Chunked last frames the body; any other coding last leaves its end to the connection (§6.3 (4)).
      this.state = /(?:^|,)[\t ]*chunked[\t ]*$/i.test(transferEncoding) ? State.ChunkSize : State.UntilClose;
      return;
    }
    if (length === 0) this.complete();
    else if (length > 0) {
      this.remaining = length;
      this.state = State.Body;
    } else this.state = State.UntilClose;
  }

  private readLine(line: string): void {
    if (this.state === State.ChunkEnd) {
      if (line !== '')
        throw new ResponseParseError('a chunk does not end where its size says', 'HPE_INVALID_CHUNK');
      this.state = State.ChunkSize;
      return;
    }
    if (this.state === State.Trailers) {
      // Trailer fields are read past, not kept: no check reads them.
      if (line === '') this.complete();
      return;
    }
    const size = CHUNK_SIZE.exec(line);
    if (!size)
      throw new ResponseParseError(
        `invalid chunk size line ${JSON.stringify(line.slice(0, 40))}`,
        'HPE_INVALID_CHUNK_SIZE',
      );
    this.remaining = Number.parseInt(size[1] as string, 16);
    this.state = this.remaining === 0 ? State.Trailers : State.ChunkData;
  }

  private complete(): void {
    this.state = State.Idle;
    this.sink.onComplete(this.reusable);
  }
}

/** True when `bytes[from, to)` holds a LF not preceded by a CR. */
function hasBareLineFeed(bytes: Buffer, from: number, to: number): boolean {
  for (let at = bytes.indexOf(10, from); at !== -1 && at < to; at = bytes.indexOf(10, at + 1))
    if (at === from || bytes[at - 1] !== 13) return true;
  return false;
}

/** Lower-case header names by the spelling servers send them in: a run meets a few dozen. */
const headerNames = new Map<string, string>();
const MAX_HEADER_NAMES = 1000;

/** `Content-Type` → `content-type`, checked to be a token once per spelling. */
function headerName(raw: string, line: string): string {
  let name = headerNames.get(raw);
  if (name === undefined) {
    if (!TOKEN.test(raw)) throw invalidLine(line);
    name = raw.toLowerCase();
    if (headerNames.size >= MAX_HEADER_NAMES) headerNames.clear();
    headerNames.set(raw, name);
  }
  return name;
}

function invalidLine(line: string): ResponseParseError {
  return new ResponseParseError(
    `invalid header line ${JSON.stringify(line.slice(0, 80))}`,
    'HPE_INVALID_HEADER_TOKEN',
  );
}

/** `HTTP/1.1 200 OK`: the minor version, the status and the reason (HTAB, SP, VCHAR, obs-text). */
const STATUS_LINE = /^HTTP\/1\.([01]) ([1-9]\d\d)(?: ([\t\x20-\x7e\x80-\xff]*))?$/;
/** The optional whitespace around a header value (RFC 9110 §5.6.3): spaces and tabs. */
const SURROUNDING_BLANKS = /^[ \t]+|[ \t]+$/g;

function parseHead(text: string): ResponseHead {
  let lineEnd = text.indexOf('\r\n');
  if (lineEnd === -1) lineEnd = text.length;
  const statusLine = text.slice(0, lineEnd);
  const status = STATUS_LINE.exec(statusLine);
  if (!status)
    throw new ResponseParseError(
      `not an HTTP/1.x status line: ${JSON.stringify(statusLine.slice(0, 80))}`,
      'HPE_INVALID_CONSTANT',
    );
  const headers = newHeaderMap();
  let last: string | undefined;
  while (lineEnd < text.length) {
    const lineStart = lineEnd + 2;
    lineEnd = text.indexOf('\r\n', lineStart);
    if (lineEnd === -1) lineEnd = text.length;
    const first = text.charCodeAt(lineStart);
    if (first === 32 || first === 9) {
      // obs-fold: a line that starts with whitespace continues the value before it, and a user
      // agent reads the fold as one space (RFC 9112 §5.2). Before any field, there is nothing to
      // continue: refused, as undici does (§2.2).
      if (last === undefined)
        throw new ResponseParseError('whitespace before the first header line', 'HPE_INVALID_HEADER_TOKEN');
      const more = fieldValue(text.slice(lineStart, lineEnd));
      const value = headers[last] as string;
      headers[last] = value === '' ? more : more === '' ? value : `${value} ${more}`;
      continue;
    }
    const colon = text.indexOf(':', lineStart);
    if (colon === -1 || colon > lineEnd) throw invalidLine(text.slice(lineStart, lineEnd));
    const name = headerName(text.slice(lineStart, colon), text.slice(lineStart, lineEnd));
    const value = fieldValue(text.slice(colon + 1, lineEnd));
    const existing = headers[name];
    if (existing === undefined) headers[name] = value;
    else if (name === 'content-length')
      // Even the same value twice is refused, as undici does (RFC 9112 §6.3 (5) allows either).
      throw new ResponseParseError('the response gives content-length twice', 'HPE_INVALID_CONTENT_LENGTH');
    // set-cookie values hold commas of their own (in dates), so they are kept apart by newlines.
    else headers[name] = `${existing}${name === 'set-cookie' ? '\n' : ', '}${value}`;
    last = name;
  }
  const connection = headers['connection'];
  const keepAlive =
    status[1] === '1'
      ? connection === undefined || !/(?:^|,)[\t ]*close[\t ]*(?:,|$)/i.test(connection)
      : connection !== undefined && /(?:^|,)[\t ]*keep-alive[\t ]*(?:,|$)/i.test(connection);
  const head: ResponseHead = {
    status: Number(status[2]),
    statusText: status[3] ?? '',
    headers: Object.freeze(headers),
    keepAlive,
  };
  const hint = KEEP_ALIVE_TIMEOUT.exec(headers['keep-alive'] ?? '');
  if (hint) head.keepAliveTimeoutMs = Number(hint[1]) * 1000;
  return head;
}

/** A field value without the whitespace around it; refused when it holds a control character. */
function fieldValue(raw: string): string {
  const value = raw.replace(SURROUNDING_BLANKS, '');
  if (NOT_FIELD_VALUE.test(value))
    throw new ResponseParseError(
      `a header value holds a control character: ${JSON.stringify(value.slice(0, 80))}`,
      'HPE_INVALID_HEADER_TOKEN',
    );
  return value;
}
