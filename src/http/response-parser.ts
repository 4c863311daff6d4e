/**
 * Reads HTTP/1.1 responses off a keep-alive connection, as bytes arrive: the status line and
 * headers, then the body framed by `content-length`, `transfer-encoding: chunked` or the end of the
 * connection (RFC 9112 §6.3). Interim 1xx answers are skipped; a response to HEAD, a 204 and a 304
 * have no body.
 *
 * Kept by hand because the load phase's connections need nothing more and the parsers Node and
 * undici use internally are not public. A load phase reads the same head over and over, so a head
 * equal to the last one is copied rather than parsed again.
 */

/** A response's head: lower-case header names, a repeated header as the list of its values. */
export interface ResponseHead {
  status: number;
  statusText: string;
  headers: Record<string, string | string[]>;
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

/** Bytes that do not read as an HTTP/1.1 response; `code` is what the error reports. */
export class ResponseParseError extends Error {
  override readonly name = 'ResponseParseError';
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
  }
}

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
const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
const DIGITS = /^\d+$/;
const KEEP_ALIVE_TIMEOUT = /(?:^|,)[\t ]*timeout=(\d+)/i;
const HEX = /^[0-9A-Fa-f]+$/;

export class ResponseParser {
  private state = State.Idle;
  private noBody = false;
  /** The start of a head that did not arrive in one read. */
  private partialHead: Buffer | undefined;
  /** Body bytes still to come in the current content-length body or chunk. */
  private remaining = 0;
  /** A chunk-size or trailer line that did not arrive in one read. */
  private line = '';
  /**
   * The last head read, as bytes and as read. An API answers a load phase with the same head
   * again and again (its Date changes once a second): a head equal to the last one byte for byte
   * is not read again, only its headers copied.
   */
  private lastHeadBytes: Buffer | undefined;
  private lastHead: ResponseHead | undefined;
  private reusable = true;

  constructor(private readonly sink: ResponseSink) {}

  /** A request was sent: its response comes next. A response to HEAD has no body. */
  expect(method: string): void {
    this.state = State.Head;
    this.noBody = method === 'HEAD';
    this.partialHead = undefined;
    this.line = '';
    this.reusable = true;
  }

  /** The bytes `from`..`to` of `bytes` arrived. Throws ResponseParseError for bytes that are not HTTP. */
  feed(bytes: Buffer, from: number, to: number): void {
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
          this.readLine(line.endsWith('\r') ? line.slice(0, -1) : line);
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

  /** The connection ended: completes a body read until the end; throws when a response was cut short. */
  end(): void {
    if (this.state === State.UntilClose) {
      this.reusable = false;
      this.complete();
      return;
    }
    if (this.state !== State.Idle)
      throw new ResponseParseError(
        'the connection closed before a complete response arrived',
        'UND_ERR_SOCKET',
      );
  }

  private readHead(bytes: Buffer, from: number, to: number): number {
    let head: Buffer = bytes;
    let start = from;
    let stop = to;
    if (this.partialHead !== undefined) {
      head = Buffer.concat([this.partialHead, bytes.subarray(from, to)]);
      start = 0;
      stop = head.length;
    }
    // The buffer may hold older bytes past `stop`: a match is only one that ends within it.
    const end = head.indexOf(HEAD_END, start);
    if (end === -1 || end + 4 > stop) {
      if (stop - start > MAX_HEAD_BYTES)
        throw new ResponseParseError('the response headers are too large', 'UND_ERR_HEADERS_OVERFLOW');
      this.partialHead = Buffer.from(head.subarray(start, stop));
      return to;
    }
    if (end - start > MAX_HEAD_BYTES)
      throw new ResponseParseError('the response headers are too large', 'UND_ERR_HEADERS_OVERFLOW');
    const consumed = this.partialHead === undefined ? end + 4 : to - (stop - (end + 4));
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
      return { ...last, headers: { ...last.headers } };
    }
    const head = parseHead(bytes.toString('latin1', start, end));
    // Kept apart from the one handed on, which its reader may change.
    this.lastHead = { ...head, headers: { ...head.headers } };
    this.lastHeadBytes = Buffer.from(bytes.subarray(start, end));
    return head;
  }

  private startBody(head: ResponseHead): void {
    const status = head.status;
    // Interim answers (100 Continue, 103 Early Hints) come before the real one.
    if (status < 200) {
      if (status === 101)
        throw new ResponseParseError(
          'the API switched protocols, which a test flow cannot follow',
          'HPE_UPGRADE',
        );
      return;
    }
    this.reusable = head.keepAlive;
    this.sink.onHead(head);
    if (this.noBody || status === 204 || status === 304) {
      this.complete();
      return;
    }
    const { headers } = head;
    const transferEncoding = headers['transfer-encoding'];
    if (transferEncoding !== undefined) {
      const codings = String(transferEncoding).toLowerCase();
      if (/(?:^|,)\s*chunked\s*$/.test(codings)) {
        this.state = State.ChunkSize;
        return;
      }
      // A body that is not chunked last ends with the connection.
      this.state = State.UntilClose;
      return;
    }
    const contentLength = headers['content-length'];
    if (contentLength !== undefined) {
      // Repeated, the values must agree (RFC 9112 §6.3).
      const length = typeof contentLength === 'string' ? contentLength : (contentLength[0] as string);
      if (
        !DIGITS.test(length) ||
        (typeof contentLength !== 'string' && contentLength.some((value) => value !== length))
      )
        throw new ResponseParseError(
          `invalid content-length ${String(contentLength)}`,
          'HPE_INVALID_CONTENT_LENGTH',
        );
      this.remaining = Number(length);
      if (this.remaining === 0) this.complete();
      else this.state = State.Body;
      return;
    }
    this.state = State.UntilClose;
  }

  private readLine(line: string): void {
    if (this.state === State.ChunkEnd) {
      if (line !== '')
        throw new ResponseParseError('a chunk does not end where its size says', 'HPE_INVALID_CHUNK');
      this.state = State.ChunkSize;
      return;
    }
    if (this.state === State.Trailers) {
      if (line === '') this.complete();
      return;
    }
    const semicolon = line.indexOf(';');
    const size = (semicolon === -1 ? line : line.slice(0, semicolon)).trim();
    if (!HEX.test(size))
      throw new ResponseParseError(`invalid chunk size ${JSON.stringify(size)}`, 'HPE_INVALID_CHUNK_SIZE');
    this.remaining = Number.parseInt(size, 16);
    if (!Number.isSafeInteger(this.remaining))
      throw new ResponseParseError(`invalid chunk size ${size}`, 'HPE_INVALID_CHUNK_SIZE');
    this.state = this.remaining === 0 ? State.Trailers : State.ChunkData;
  }

  private complete(): void {
    this.state = State.Idle;
    this.sink.onComplete(this.reusable);
  }
}

/** Lower-case header names by the spelling servers send them in: a run meets a few dozen. */
const headerNames = new Map<string, string>();
const MAX_HEADER_NAMES = 1000;

/** `Content-Type` → `content-type`, checked to be a token once per spelling. */
function headerName(raw: string, text: string, lineStart: number, lineEnd: number): string {
  let name = headerNames.get(raw);
  if (name === undefined) {
    if (!TOKEN.test(raw))
      throw new ResponseParseError(
        `invalid header line ${JSON.stringify(text.slice(lineStart, Math.min(lineEnd, lineStart + 80)))}`,
        'HPE_INVALID_HEADER_TOKEN',
      );
    name = raw.toLowerCase();
    if (headerNames.size >= MAX_HEADER_NAMES) headerNames.clear();
    headerNames.set(raw, name);
  }
  return name;
}

/** `HTTP/1.1 200 OK`: the minor version, the status and the reason. */
const STATUS_LINE = /^HTTP\/1\.([01]) ([1-9]\d\d)(?: ([^\r\n]*))?$/;
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
  const headers: Record<string, string | string[]> = {};
  while (lineEnd < text.length) {
    const lineStart = lineEnd + 2;
    lineEnd = text.indexOf('\r\n', lineStart);
    if (lineEnd === -1) lineEnd = text.length;
    const colon = text.indexOf(':', lineStart);
    if (colon === -1 || colon > lineEnd)
      throw new ResponseParseError(
        `invalid header line ${JSON.stringify(text.slice(lineStart, Math.min(lineEnd, lineStart + 80)))}`,
        'HPE_INVALID_HEADER_TOKEN',
      );
    const key = headerName(text.slice(lineStart, colon), text, lineStart, lineEnd);
    const value = text.slice(colon + 1, lineEnd).replace(SURROUNDING_BLANKS, '');
    const existing = headers[key];
    if (existing === undefined) headers[key] = value;
    else if (typeof existing === 'string') headers[key] = [existing, value];
    else existing.push(value);
  }
  const connection = headers['connection'];
  const keepAlive =
    status[1] === '1'
      ? connection === undefined || !/(?:^|,)\s*close\s*(?:,|$)/i.test(String(connection))
      : connection !== undefined && /(?:^|,)\s*keep-alive\s*(?:,|$)/i.test(String(connection));
  const head: ResponseHead = { status: Number(status[2]), statusText: status[3] ?? '', headers, keepAlive };
  const hint = KEEP_ALIVE_TIMEOUT.exec(String(headers['keep-alive'] ?? ''));
  if (hint) head.keepAliveTimeoutMs = Number(hint[1]) * 1000;
  return head;
}
