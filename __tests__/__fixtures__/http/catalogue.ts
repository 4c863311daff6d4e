/**
 * How an HTTP/1.1 client must read what an API sends: one case per shape of answer (status lines,
 * header fields, every framing, interim answers, answers without content, bodies ended by the
 * connection, resets, a FIN after an answer, heads too large, compressed bodies), each with the
 * answer RFC 9110 and RFC 9112 give, and where they allow several, the one undici gives.
 *
 * A case is served by the raw server (raw-server.ts) to every request of the case, on a client of
 * its own. Where undici's parser decides otherwise before Falcon CI sees the answer, `undici` says
 * what it gives instead and why; the client's own connections are held to `expect` on every case.
 */
import zlib from 'node:zlib';
import { plainAnswer, type RawAnswer } from './raw-server.js';

/** What a request must come back with: a response like this, or an error whose message matches. */
export type Outcome = Answered | Failed;

export interface Answered {
  status: number;
  statusText?: string;
  body?: string;
  json?: unknown;
  /** Only the names listed are compared; undefined means the header must be absent. */
  headers?: Record<string, string | undefined>;
  /** The body could not be read as sent, for this reason. */
  problem?: RegExp;
  /** The request was sent a second time on a new connection (true), or never (false). */
  resent?: boolean;
}

export interface Failed {
  error: RegExp;
  resent?: boolean;
}

export interface CatalogueRequest {
  method?: string;
  body?: string;
  headers?: Record<string, string>;
  /** Milliseconds to wait after the previous answer before sending this request. */
  afterMs?: number;
}

export interface CatalogueCase {
  name: string;
  /** The section the expected answer comes from. */
  rfc: string;
  /** Sent one after the other on one client; one GET unless given. */
  requests?: CatalogueRequest[];
  /** The bytes written in answer to every request, or what the server does. */
  answer: string | Buffer | RawAnswer;
  /** One outcome per request. */
  expect: Outcome[];
  /** Connections the server accepted for the case's requests. */
  connections?: number;
  /**
   * undici's answer where its parser gives another before Falcon CI sees the response, or where it
   * keeps connections otherwise (`connections`).
   */
  undici?: { expect: Outcome[]; connections?: number; because: string };
}

/** The messages a reader of a step's error sees, one family per cause. */
export const NOT_HTTP = /is not valid HTTP\/1\.1/;
export const CUT_SHORT = /closed before the response was complete/;
export const TOO_LARGE = /larger than the 16 KB an HTTP client reads/;
export const SWITCHED = /switched protocols/;
/** The API closed a connection before answering on it, and nothing was sent again. */
export const CLOSED_BEFORE_ANSWER = /closed the connection before answering/;

const OK: Answered = { status: 200, body: 'ok' };
const CONTENT_OK = 'Content-Length: 2\r\n\r\nok';
const json = Buffer.from('{"zipped":true,"items":[1,2,3,4,5,6,7,8,9,10]}');
const gzipped = zlib.gzipSync(json);

/** Writes `parts` one after the other, `gapMs` apart. */
function inParts(parts: Array<string | Buffer>, gapMs = 15): RawAnswer {
  return ({ socket }) => {
    parts.forEach((part, index) => setTimeout(() => socket.write(part), index * gapMs));
  };
}

/** Writes `bytes`, then resets the connection (RST, not FIN). */
function thenReset(bytes: string): RawAnswer {
  return ({ socket }) => {
    socket.write(bytes, () => setTimeout(() => socket.resetAndDestroy(), 15));
  };
}

/** Writes `bytes`, then closes the connection (FIN). */
function thenEnd(bytes: string, delayMs = 0): RawAnswer {
  return ({ socket }) => {
    if (delayMs === 0) socket.end(bytes);
    else socket.write(bytes, () => setTimeout(() => socket.end(), delayMs));
  };
}

/** Answers the first request of every connection; closes (FIN or RST) when a second one arrives. */
function closesOnReuse(how: 'end' | 'reset'): RawAnswer {
  return ({ socket, index }) => {
    if (index === 0) socket.write(plainAnswer());
    else if (how === 'end') socket.end();
    else socket.resetAndDestroy();
  };
}

const STATUS_LINE: CatalogueCase[] = [
  {
    name: 'a status line with a reason phrase',
    rfc: 'RFC 9112 §4',
    answer: plainAnswer(),
    expect: [{ ...OK, statusText: 'OK' }],
  },
  {
    name: 'a reason phrase of several words',
    rfc: 'RFC 9112 §4',
    answer: `HTTP/1.1 404 Not Found Here\r\n${CONTENT_OK}`,
    expect: [{ status: 404, statusText: 'Not Found Here', body: 'ok' }],
  },
  {
    name: 'an empty reason phrase after the space',
    rfc: 'RFC 9112 §4 (the reason phrase may be empty)',
    answer: `HTTP/1.1 200 \r\n${CONTENT_OK}`,
    expect: [{ ...OK, statusText: 'OK' }],
  },
  {
    name: 'no space and no reason phrase after the status code',
    rfc: 'RFC 9112 §4: a client SHOULD ignore the reason phrase (undici reads the line)',
    answer: `HTTP/1.1 201\r\n${CONTENT_OK}`,
    expect: [{ status: 201, statusText: 'Created', body: 'ok' }],
  },
  {
    name: 'a reason phrase in obs-text',
    rfc: 'RFC 9112 §4: reason-phrase allows obs-text',
    answer: Buffer.concat([Buffer.from('HTTP/1.1 200 Gr'), Buffer.from([0xfc]), Buffer.from(`n\r\n${CONTENT_OK}`)]),
    expect: [OK],
  },
  {
    name: 'a status code no one registered, of a known class',
    rfc: 'RFC 9110 §15: unrecognised codes are read as their class',
    answer: `HTTP/1.1 299 Whatever\r\n${CONTENT_OK}`,
    expect: [{ status: 299, body: 'ok' }],
  },
  {
    name: 'a status code above 599',
    rfc: 'RFC 9110 §15: three digits, read as a server error by whoever judges it',
    answer: `HTTP/1.1 600 Odd\r\n${CONTENT_OK}`,
    expect: [{ status: 600, body: 'ok' }],
  },
  {
    name: 'a status code of two digits',
    rfc: 'RFC 9112 §4: status-code = 3DIGIT',
    answer: `HTTP/1.1 20 OK\r\n${CONTENT_OK}`,
    expect: [{ error: NOT_HTTP }],
  },
  {
    name: 'a status code of four digits',
    rfc: 'RFC 9112 §4: status-code = 3DIGIT',
    answer: `HTTP/1.1 2000 OK\r\n${CONTENT_OK}`,
    expect: [{ error: NOT_HTTP }],
  },
  {
    name: 'a status code below 100',
    rfc: 'RFC 9110 §15: codes run from 100 to 599',
    answer: `HTTP/1.1 099 Low\r\n${CONTENT_OK}`,
    expect: [{ error: NOT_HTTP }],
    undici: {
      expect: [{ error: /failed: .*statusCode >= 100/ }],
      because: 'undici fails an assertion on a status below 100',
    },
  },
  {
    name: 'a protocol name in lower case',
    rfc: 'RFC 9112 §2.3: HTTP-name is case-sensitive',
    answer: `http/1.1 200 OK\r\n${CONTENT_OK}`,
    expect: [{ error: NOT_HTTP }],
  },
  {
    name: 'HTTP/1.0',
    rfc: 'RFC 9112 §2.3',
    answer: `HTTP/1.0 200 OK\r\n${CONTENT_OK}`,
    expect: [OK],
  },
  {
    name: 'a minor version this client does not know (HTTP/1.2)',
    rfc: 'RFC 9110 §2.5: SHOULD read it as 1.1 (undici refuses it)',
    answer: `HTTP/1.2 200 OK\r\n${CONTENT_OK}`,
    expect: [{ error: NOT_HTTP }],
  },
  {
    name: 'a version of two digits (HTTP/1.10)',
    rfc: 'RFC 9112 §2.3: HTTP-version = HTTP-name "/" DIGIT "." DIGIT',
    answer: `HTTP/1.10 200 OK\r\n${CONTENT_OK}`,
    expect: [{ error: NOT_HTTP }],
  },
  {
    name: 'a tab between the version and the status code',
    rfc: 'RFC 9112 §4: the separator is one SP',
    answer: `HTTP/1.1\t200 OK\r\n${CONTENT_OK}`,
    expect: [{ error: NOT_HTTP }],
  },
  {
    name: 'two spaces between the version and the status code',
    rfc: 'RFC 9112 §4: the separator is one SP',
    answer: `HTTP/1.1  200 OK\r\n${CONTENT_OK}`,
    expect: [{ error: NOT_HTTP }],
  },
  {
    name: 'an empty line before the status line',
    rfc: 'RFC 9112 §2.2: robustness allows skipping it (undici does)',
    answer: `\r\nHTTP/1.1 200 OK\r\n${CONTENT_OK}`,
    expect: [OK],
  },
  {
    name: 'something that is not HTTP at all',
    rfc: 'RFC 9112 §2.1',
    answer: 'SSH-2.0-OpenSSH_9.6\r\n\r\n',
    expect: [{ error: NOT_HTTP }],
  },
];

const LINE_ENDS: CatalogueCase[] = [
  {
    name: 'bare LF line ends',
    rfc: 'RFC 9112 §2.2: a recipient MAY accept a bare LF (undici does not)',
    answer: 'HTTP/1.1 200 OK\nContent-Length: 2\n\nok',
    expect: [{ error: NOT_HTTP }],
  },
  {
    name: 'a bare LF ending the head after CRLF lines',
    rfc: 'RFC 9112 §2.2 (as undici reads it)',
    answer: 'HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\nok',
    expect: [{ error: NOT_HTTP }],
  },
  {
    name: 'a bare CR inside a header value',
    rfc: 'RFC 9112 §2.2: a bare CR makes the element invalid',
    answer: `HTTP/1.1 200 OK\r\nX-A: b\rc\r\n${CONTENT_OK}`,
    expect: [{ error: NOT_HTTP }],
  },
];

const FIELDS: CatalogueCase[] = [
  {
    name: 'header names in any case are read in lower case',
    rfc: 'RFC 9110 §5.1: field names are case-insensitive',
    answer: `HTTP/1.1 200 OK\r\nCoNtEnT-TyPe: application/json\r\nContent-Length: 8\r\n\r\n{"a":12}`,
    expect: [{ status: 200, json: { a: 12 }, headers: { 'content-type': 'application/json' } }],
  },
  {
    name: 'whitespace around a value is not part of it',
    rfc: 'RFC 9110 §5.5: a field value has no leading or trailing whitespace',
    answer: `HTTP/1.1 200 OK\r\nX-A: \t value \t \r\nX-B:value\r\n${CONTENT_OK}`,
    expect: [{ ...OK, headers: { 'x-a': 'value', 'x-b': 'value' } }],
  },
  {
    name: 'spaces and tabs inside a value are kept',
    rfc: 'RFC 9110 §5.5',
    answer: `HTTP/1.1 200 OK\r\nX-A: a \t b\r\n${CONTENT_OK}`,
    expect: [{ ...OK, headers: { 'x-a': 'a \t b' } }],
  },
  {
    name: 'an empty value',
    rfc: 'RFC 9110 §5.5',
    answer: `HTTP/1.1 200 OK\r\nX-Empty:\r\nX-Blank:   \r\n${CONTENT_OK}`,
    expect: [{ ...OK, headers: { 'x-empty': '', 'x-blank': '' } }],
  },
  {
    name: 'a value holding colons',
    rfc: 'RFC 9112 §5: the first colon ends the name',
    answer: `HTTP/1.1 200 OK\r\nX-Time: 12:30:00\r\n${CONTENT_OK}`,
    expect: [{ ...OK, headers: { 'x-time': '12:30:00' } }],
  },
  {
    name: 'a folded value (obs-fold)',
    rfc: 'RFC 9112 §5.2: a user agent MUST replace each obs-fold with SP',
    answer: `HTTP/1.1 200 OK\r\nX-Folded: a\r\n  b\r\n${CONTENT_OK}`,
    expect: [{ ...OK, headers: { 'x-folded': 'a b' } }],
    undici: {
      expect: [{ error: NOT_HTTP }],
      because: "undici's parser refuses obs-fold",
    },
  },
  {
    name: 'a value folded over several lines, with tabs',
    rfc: 'RFC 9112 §5.2',
    answer: `HTTP/1.1 200 OK\r\nX-Folded: a\r\n\tb\r\n \t c\r\nX-Next: n\r\n${CONTENT_OK}`,
    expect: [{ ...OK, headers: { 'x-folded': 'a b c', 'x-next': 'n' } }],
    undici: {
      expect: [{ error: NOT_HTTP }],
      because: "undici's parser refuses obs-fold",
    },
  },
  {
    name: 'whitespace before the first header line',
    rfc: 'RFC 9112 §2.2: reject, or ignore the line (undici rejects)',
    answer: `HTTP/1.1 200 OK\r\n X-A: b\r\n${CONTENT_OK}`,
    expect: [{ error: NOT_HTTP }],
  },
  {
    name: 'whitespace between a header name and its colon',
    rfc: 'RFC 9112 §5.1: no whitespace is allowed there',
    answer: `HTTP/1.1 200 OK\r\nX-A : b\r\n${CONTENT_OK}`,
    expect: [{ error: NOT_HTTP }],
  },
  {
    name: 'a header line without a colon',
    rfc: 'RFC 9112 §5',
    answer: `HTTP/1.1 200 OK\r\nX-A b\r\n${CONTENT_OK}`,
    expect: [{ error: NOT_HTTP }],
  },
  {
    name: 'an empty header name',
    rfc: 'RFC 9110 §5.1: field-name = token',
    answer: `HTTP/1.1 200 OK\r\n: b\r\n${CONTENT_OK}`,
    expect: [{ error: NOT_HTTP }],
  },
  {
    name: 'a space inside a header name',
    rfc: 'RFC 9110 §5.1: field-name = token',
    answer: `HTTP/1.1 200 OK\r\nX A: b\r\n${CONTENT_OK}`,
    expect: [{ error: NOT_HTTP }],
  },
  {
    name: 'a NUL inside a value',
    rfc: 'RFC 9110 §5.5: reject, or replace with SP (undici rejects)',
    answer: `HTTP/1.1 200 OK\r\nX-A: b\0c\r\n${CONTENT_OK}`,
    expect: [{ error: NOT_HTTP }],
  },
  {
    name: 'a control character inside a value',
    rfc: 'RFC 9110 §5.5: field-vchar excludes CTLs',
    answer: `HTTP/1.1 200 OK\r\nX-A: b\x01c\r\n${CONTENT_OK}`,
    expect: [{ error: NOT_HTTP }],
  },
  {
    name: 'DEL inside a value',
    rfc: 'RFC 9110 §5.5: field-vchar excludes DEL',
    answer: `HTTP/1.1 200 OK\r\nX-A: b\x7fc\r\n${CONTENT_OK}`,
    expect: [{ error: NOT_HTTP }],
  },
  {
    name: 'obs-text inside a value is read as Latin-1',
    rfc: 'RFC 9110 §5.5: obs-text is opaque data',
    answer: Buffer.concat([Buffer.from('HTTP/1.1 200 OK\r\nX-A: caf'), Buffer.from([0xe9]), Buffer.from(`\r\n${CONTENT_OK}`)]),
    expect: [{ ...OK, headers: { 'x-a': 'café' } }],
  },
  {
    name: 'UTF-8 inside a value is read byte for byte as Latin-1',
    rfc: 'RFC 9110 §5.5 (as undici reads it)',
    answer: Buffer.concat([Buffer.from('HTTP/1.1 200 OK\r\nX-A: '), Buffer.from('café'), Buffer.from(`\r\n${CONTENT_OK}`)]),
    expect: [{ ...OK, headers: { 'x-a': 'cafÃ©' } }],
  },
  {
    name: 'a repeated header, joined with commas',
    rfc: 'RFC 9110 §5.3',
    answer: `HTTP/1.1 200 OK\r\nX-Multi: one\r\nX-Other: o\r\nX-Multi: two\r\n${CONTENT_OK}`,
    expect: [{ ...OK, headers: { 'x-multi': 'one, two', 'x-other': 'o' } }],
  },
  {
    name: 'repeated set-cookie, kept apart by newlines',
    rfc: 'RFC 9110 §5.3: set-cookie cannot be joined with commas',
    answer: `HTTP/1.1 200 OK\r\nSet-Cookie: a=1; Path=/\r\nSet-Cookie: b=2, c; Path=/\r\n${CONTENT_OK}`,
    expect: [{ ...OK, headers: { 'set-cookie': 'a=1; Path=/\nb=2, c; Path=/' } }],
  },
  {
    name: 'header names that are also names of object properties',
    rfc: 'RFC 9110 §5.1: any token is a field name',
    answer: `HTTP/1.1 200 OK\r\n__proto__: p\r\nconstructor: c\r\nhasOwnProperty: h\r\ntoString: t\r\nvalueOf: v\r\n${CONTENT_OK}`,
    expect: [
      {
        ...OK,
        headers: { __proto__: 'p', constructor: 'c', hasownproperty: 'h', tostring: 't', valueof: 'v' },
      },
    ],
  },
  {
    name: 'two hundred small headers',
    rfc: 'RFC 9112 §5',
    answer: `HTTP/1.1 200 OK\r\n${Array.from({ length: 200 }, (_, index) => `X-H${index}: v${index}\r\n`).join('')}${CONTENT_OK}`,
    expect: [{ ...OK, headers: { 'x-h0': 'v0', 'x-h199': 'v199' } }],
  },
  {
    name: 'a head of 12 KB',
    rfc: 'RFC 9112 §5: within the 16 KB clients read',
    answer: `HTTP/1.1 200 OK\r\nX-Big: ${'b'.repeat(12 * 1024)}\r\n${CONTENT_OK}`,
    expect: [{ ...OK, headers: { 'x-big': 'b'.repeat(12 * 1024) } }],
  },
  {
    name: 'a head of 20 KB',
    rfc: 'RFC 9110 §5.4: a client may refuse a head larger than it reads',
    answer: `HTTP/1.1 200 OK\r\nX-Big: ${'b'.repeat(20 * 1024)}\r\n${CONTENT_OK}`,
    expect: [{ error: TOO_LARGE }],
  },
  {
    name: 'a head of 1 MB that never ends',
    rfc: 'RFC 9110 §5.4',
    answer: `HTTP/1.1 200 OK\r\nX-Big: ${'b'.repeat(1024 * 1024)}`,
    expect: [{ error: TOO_LARGE }],
  },
  {
    name: 'a head arriving in pieces, split inside a name and a line end',
    rfc: 'RFC 9112 §2 (TCP keeps no message boundaries)',
    answer: inParts(['HTTP/1.1 200 OK\r\nContent-Ty', 'pe: text/plain\r', '\nContent-Length: 2\r\n', '\r\no', 'k']),
    expect: [{ ...OK, headers: { 'content-type': 'text/plain' } }],
  },
];

const FRAMING: CatalogueCase[] = [
  {
    name: 'content-length',
    rfc: 'RFC 9112 §6.3 (6)',
    answer: plainAnswer('hello world'),
    expect: [{ status: 200, body: 'hello world' }],
  },
  {
    name: 'content-length 0',
    rfc: 'RFC 9112 §6.3 (6)',
    answer: 'HTTP/1.1 200 OK\r\nContent-Length: 0\r\n\r\n',
    expect: [{ status: 200, body: '' }],
  },
  {
    name: 'content-length with leading zeros',
    rfc: 'RFC 9110 §8.6: 1*DIGIT',
    answer: 'HTTP/1.1 200 OK\r\nContent-Length: 0002\r\n\r\nok',
    expect: [OK],
  },
  {
    name: 'content-length with whitespace around it',
    rfc: 'RFC 9110 §5.5: the whitespace is not part of the value',
    answer: 'HTTP/1.1 200 OK\r\nContent-Length:  2 \r\n\r\nok',
    expect: [OK],
    undici: {
      expect: [{ error: NOT_HTTP }],
      because: 'undici compares the value with its trailing space to the length it read',
    },
  },
  {
    name: 'content-length given twice with the same value',
    rfc: 'RFC 9112 §6.3 (5): reject, or read one value (undici rejects)',
    answer: 'HTTP/1.1 200 OK\r\nContent-Length: 2\r\nContent-Length: 2\r\n\r\nok',
    expect: [{ error: NOT_HTTP }],
  },
  {
    name: 'content-length as a list of the same value',
    rfc: 'RFC 9112 §6.3 (5): reject, or read one value (undici rejects)',
    answer: 'HTTP/1.1 200 OK\r\nContent-Length: 2, 2\r\n\r\nok',
    expect: [{ error: NOT_HTTP }],
  },
  {
    name: 'content-length given twice with different values',
    rfc: 'RFC 9112 §6.3 (5): unrecoverable',
    answer: 'HTTP/1.1 200 OK\r\nContent-Length: 2\r\nContent-Length: 3\r\n\r\nok',
    expect: [{ error: NOT_HTTP }],
  },
  {
    name: 'a negative content-length',
    rfc: 'RFC 9112 §6.3 (5)',
    answer: 'HTTP/1.1 200 OK\r\nContent-Length: -1\r\n\r\nok',
    expect: [{ error: NOT_HTTP }],
  },
  {
    name: 'a content-length with a plus sign',
    rfc: 'RFC 9110 §8.6: 1*DIGIT',
    answer: 'HTTP/1.1 200 OK\r\nContent-Length: +2\r\n\r\nok',
    expect: [{ error: NOT_HTTP }],
  },
  {
    name: 'a content-length that is not a number',
    rfc: 'RFC 9112 §6.3 (5)',
    answer: 'HTTP/1.1 200 OK\r\nContent-Length: ten\r\n\r\nok',
    expect: [{ error: NOT_HTTP }],
  },
  {
    name: 'a content-length past any body',
    rfc: 'RFC 9112 §6.3 (5)',
    answer: 'HTTP/1.1 200 OK\r\nContent-Length: 99999999999999999999\r\n\r\nok',
    expect: [{ error: NOT_HTTP }],
  },
  {
    name: 'a content-length body cut by a FIN',
    rfc: 'RFC 9112 §8: an incomplete message',
    answer: thenEnd('HTTP/1.1 200 OK\r\nContent-Length: 100\r\n\r\nshort'),
    expect: [{ error: CUT_SHORT }],
  },
  {
    name: 'a content-length body cut by a reset',
    rfc: 'RFC 9112 §8: an incomplete message',
    answer: thenReset('HTTP/1.1 200 OK\r\nContent-Length: 100\r\n\r\nshort'),
    expect: [{ error: CUT_SHORT }],
  },
  {
    name: 'more bytes than the content-length says',
    rfc: 'RFC 9112 §6.3 (6): the body is the first content-length bytes',
    answer: 'HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\nokEXTRA',
    expect: [OK],
  },
  {
    name: 'chunked',
    rfc: 'RFC 9112 §7.1',
    answer: 'HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nhello\r\n6\r\n world\r\n0\r\n\r\n',
    expect: [{ status: 200, body: 'hello world' }],
  },
  {
    name: 'chunked, each chunk in its own packet',
    rfc: 'RFC 9112 §7.1',
    answer: inParts([
      'HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n',
      '5\r\nhel',
      'lo\r\n6\r',
      '\n world\r\n0\r\n',
      '\r\n',
    ]),
    expect: [{ status: 200, body: 'hello world' }],
  },
  {
    name: 'chunk extensions, with and without values, quoted',
    rfc: 'RFC 9112 §7.1.1: a recipient ignores extensions it does not know',
    answer:
      'HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n4;a=b\r\nWiki\r\n5;c;d="x;y"\r\npedia\r\n0;e\r\n\r\n',
    expect: [{ status: 200, body: 'Wikipedia' }],
  },
  {
    name: 'chunked with trailer fields',
    rfc: 'RFC 9112 §7.1.2',
    answer: 'HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n2\r\nok\r\n0\r\nX-T: 1\r\nX-U: 2\r\n\r\n',
    expect: [OK],
  },
  {
    name: 'chunk sizes in upper-case hex and with leading zeros',
    rfc: 'RFC 9112 §7.1: chunk-size = 1*HEXDIG',
    answer: `HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n00A\r\n${'x'.repeat(10)}\r\n000\r\n\r\n`,
    expect: [{ status: 200, body: 'x'.repeat(10) }],
  },
  {
    name: 'transfer-encoding CHUNKED in upper case',
    rfc: 'RFC 9112 §7: transfer codings are case-insensitive',
    answer: 'HTTP/1.1 200 OK\r\nTransfer-Encoding: CHUNKED\r\n\r\n2\r\nok\r\n0\r\n\r\n',
    expect: [OK],
  },
  {
    name: 'transfer-encoding over two lines, chunked last',
    rfc: 'RFC 9112 §6.1',
    answer: 'HTTP/1.1 200 OK\r\nTransfer-Encoding: gzip\r\nTransfer-Encoding: chunked\r\n\r\n2\r\nok\r\n0\r\n\r\n',
    expect: [OK],
  },
  {
    name: 'a chunk size followed by a space',
    rfc: 'RFC 9112 §7.1: whitespace only before an extension (undici refuses it)',
    answer: 'HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n2 \r\nok\r\n0\r\n\r\n',
    expect: [{ error: NOT_HTTP }],
  },
  {
    name: 'whitespace around the semicolon and equals sign of a chunk extension',
    rfc: 'RFC 9112 §7.1.1, RFC 9110 §5.6.3: a recipient MUST read past this bad whitespace',
    answer: 'HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n2 ; a = b\r\nok\r\n0\r\n\r\n',
    expect: [OK],
    undici: {
      expect: [{ error: NOT_HTTP }],
      because: "undici's parser refuses whitespace after a chunk size",
    },
  },
  {
    name: 'a semicolon without a chunk extension after it',
    rfc: 'RFC 9112 §7.1.1: chunk-ext-name = token',
    answer: 'HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n2;\r\nok\r\n0\r\n\r\n',
    expect: [{ error: NOT_HTTP }],
  },
  {
    name: 'a chunk extension with an unbalanced quote',
    rfc: 'RFC 9112 §7.1.1: chunk-ext-val = token / quoted-string',
    answer: 'HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n2;a="b\r\nok\r\n0\r\n\r\n',
    expect: [{ error: NOT_HTTP }],
  },
  {
    name: 'a chunk size that is not hex',
    rfc: 'RFC 9112 §7.1',
    answer: 'HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\nok\r\n0\r\n\r\n',
    expect: [{ error: NOT_HTTP }],
  },
  {
    name: 'a chunk size past any body',
    rfc: 'RFC 9112 §7.1: a recipient MUST anticipate overflow',
    answer: 'HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\nffffffffffffffffff\r\nok\r\n0\r\n\r\n',
    expect: [{ error: NOT_HTTP }],
  },
  {
    name: 'chunk data longer than its size',
    rfc: 'RFC 9112 §7.1',
    answer: 'HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n2\r\nokXX\r\n0\r\n\r\n',
    expect: [{ error: NOT_HTTP }],
  },
  {
    name: 'chunk lines ended by a bare LF',
    rfc: 'RFC 9112 §2.2 (as undici reads it)',
    answer: 'HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n2\nok\n0\n\n',
    expect: [{ error: NOT_HTTP }],
  },
  {
    name: 'a chunked body cut by a FIN before the last chunk',
    rfc: 'RFC 9112 §8: an incomplete message',
    answer: thenEnd('HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n2\r\nok\r\n'),
    expect: [{ error: CUT_SHORT }],
  },
  {
    name: 'a chunked body cut by a reset',
    rfc: 'RFC 9112 §8: an incomplete message',
    answer: thenReset('HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n2\r\nok\r\n'),
    expect: [{ error: CUT_SHORT }],
  },
  {
    name: 'transfer-encoding and content-length together',
    rfc: 'RFC 9112 §6.3 (3): ought to be handled as an error (undici does)',
    answer: 'HTTP/1.1 200 OK\r\nContent-Length: 10\r\nTransfer-Encoding: chunked\r\n\r\n2\r\nok\r\n0\r\n\r\n',
    expect: [{ error: NOT_HTTP }],
  },
  {
    name: 'a transfer coding other than chunked: read until the connection closes',
    rfc: 'RFC 9112 §6.3 (4)',
    answer: thenEnd('HTTP/1.1 200 OK\r\nTransfer-Encoding: gzip\r\n\r\nxx', 15),
    expect: [{ status: 200, body: 'xx' }],
  },
  {
    name: 'chunked not last: read until the connection closes',
    rfc: 'RFC 9112 §6.3 (4)',
    answer: thenEnd('HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked, gzip\r\n\r\nxx', 15),
    expect: [{ status: 200, body: 'xx' }],
  },
  {
    name: 'no framing: the body ends with the connection',
    rfc: 'RFC 9112 §6.3 (8)',
    answer: thenEnd('HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\n\r\nuntil the end', 15),
    expect: [{ status: 200, body: 'until the end' }],
  },
  {
    name: 'no framing, and the connection closes at once: an empty body',
    rfc: 'RFC 9112 §6.3 (8)',
    answer: thenEnd('HTTP/1.1 200 OK\r\n\r\n'),
    expect: [{ status: 200, body: '' }],
  },
  {
    name: 'no framing, cut by a reset',
    rfc: 'RFC 9112 §8: a connection closed in error leaves the message incomplete',
    answer: thenReset('HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\n\r\npartial'),
    expect: [{ error: CUT_SHORT }],
    undici: {
      expect: [{ status: 200, body: 'partial' }],
      because: 'undici ends a body read to the close at a reset as at a FIN',
    },
  },
  {
    name: 'HTTP/1.0 without framing: the body ends with the connection',
    rfc: 'RFC 9112 §6.3 (8)',
    answer: thenEnd('HTTP/1.0 200 OK\r\n\r\nold style', 15),
    expect: [{ status: 200, body: 'old style' }],
  },
];

const NO_CONTENT: CatalogueCase[] = [
  {
    name: 'HEAD with a content-length and no body; the connection stays usable',
    rfc: 'RFC 9112 §6.3 (1)',
    requests: [{ method: 'HEAD' }, { method: 'GET' }],
    answer: ({ socket, method }) =>
      socket.write(method === 'HEAD' ? 'HTTP/1.1 200 OK\r\nContent-Length: 100\r\n\r\n' : plainAnswer()),
    expect: [{ status: 200, body: '', headers: { 'content-length': '100' } }, OK],
    connections: 1,
    undici: {
      expect: [{ status: 200, body: '', headers: { 'content-length': '100' } }, OK],
      connections: 2,
      because: 'undici keeps no connection after a HEAD unless the answer says keep-alive',
    },
  },
  {
    name: 'HEAD with transfer-encoding chunked',
    rfc: 'RFC 9112 §6.3 (1)',
    requests: [{ method: 'HEAD' }],
    answer: 'HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n',
    expect: [{ status: 200, body: '' }],
  },
  {
    name: '204 without a content-length',
    rfc: 'RFC 9112 §6.3 (1)',
    answer: 'HTTP/1.1 204 No Content\r\n\r\n',
    expect: [{ status: 204, body: '' }],
  },
  {
    name: '204 with a content-length',
    rfc: 'RFC 9112 §6.3 (1): ends at the empty line',
    answer: 'HTTP/1.1 204 No Content\r\nContent-Length: 5\r\n\r\n',
    expect: [{ status: 204, body: '' }],
  },
  {
    name: '304 with a content-length',
    rfc: 'RFC 9112 §6.3 (1)',
    answer: 'HTTP/1.1 304 Not Modified\r\nContent-Length: 100\r\nETag: "x"\r\n\r\n',
    expect: [{ status: 304, body: '', headers: { etag: '"x"' } }],
  },
  {
    name: '304 with transfer-encoding chunked',
    rfc: 'RFC 9112 §6.3 (1)',
    answer: 'HTTP/1.1 304 Not Modified\r\nTransfer-Encoding: chunked\r\n\r\n',
    expect: [{ status: 304, body: '' }],
  },
  {
    name: '205 with content-length 0',
    rfc: 'RFC 9110 §15.3.6',
    answer: 'HTTP/1.1 205 Reset Content\r\nContent-Length: 0\r\n\r\n',
    expect: [{ status: 205, body: '' }],
  },
];

const INTERIM: CatalogueCase[] = [
  {
    name: 'an unsolicited 100 Continue before the answer, in one write',
    rfc: 'RFC 9110 §15.2: a client MUST be able to parse and ignore 1xx',
    answer: `HTTP/1.1 100 Continue\r\n\r\n${plainAnswer()}`,
    expect: [OK],
    undici: {
      expect: [{ error: /sent a response no request asked for/ }],
      because: "undici's client refuses a 100 it did not ask for",
    },
  },
  {
    name: 'an unsolicited 100 Continue, the answer in a later write',
    rfc: 'RFC 9110 §15.2',
    answer: inParts(['HTTP/1.1 100 Continue\r\n\r\n', plainAnswer()]),
    expect: [OK],
    undici: {
      expect: [{ error: /sent a response no request asked for/ }],
      because: "undici's client refuses a 100 it did not ask for",
    },
  },
  {
    name: '102 Processing before the answer',
    rfc: 'RFC 9110 §15.2',
    answer: `HTTP/1.1 102 Processing\r\n\r\n${plainAnswer()}`,
    expect: [OK],
  },
  {
    name: '103 Early Hints before the answer: its headers are not the answer’s',
    rfc: 'RFC 9110 §15.2, RFC 8297',
    answer: `HTTP/1.1 103 Early Hints\r\nLink: </a.css>; rel=preload\r\n\r\n${plainAnswer()}`,
    expect: [{ ...OK, headers: { link: undefined } }],
  },
  {
    name: '100, 102 and 103 before the answer',
    rfc: 'RFC 9110 §15.2',
    answer: `HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 102 Processing\r\n\r\nHTTP/1.1 103 Early Hints\r\nLink: </a>\r\n\r\n${plainAnswer()}`,
    expect: [OK],
    undici: {
      expect: [{ error: /sent a response no request asked for/ }],
      because: "undici's client refuses a 100 it did not ask for",
    },
  },
  {
    name: 'an unsolicited 101 Switching Protocols',
    rfc: 'RFC 9110 §15.2.2: only in answer to an Upgrade',
    answer: 'HTTP/1.1 101 Switching Protocols\r\nConnection: upgrade\r\nUpgrade: websocket\r\n\r\n',
    expect: [{ error: SWITCHED }],
  },
  {
    name: 'a 100 Continue and then the connection closes',
    rfc: 'RFC 9112 §8: no final answer',
    answer: thenEnd('HTTP/1.1 100 Continue\r\n\r\n'),
    expect: [{ error: CUT_SHORT }],
    undici: {
      expect: [{ error: /sent a response no request asked for/ }],
      because: "undici's client refuses a 100 it did not ask for",
    },
  },
];

const CONNECTIONS: CatalogueCase[] = [
  {
    name: 'keep-alive: two answers over one connection',
    rfc: 'RFC 9112 §9.3',
    requests: [{}, {}],
    answer: plainAnswer(),
    expect: [OK, OK],
    connections: 1,
  },
  {
    name: 'Connection: close among other options: the next request opens a new connection',
    rfc: 'RFC 9112 §9.6',
    requests: [{}, {}],
    answer: plainAnswer('ok', 'Connection: keep-alive, close\r\n'),
    expect: [OK, OK],
    connections: 2,
  },
  {
    name: 'HTTP/1.0 closes unless it says keep-alive',
    rfc: 'RFC 9112 §9.3',
    requests: [{}, {}],
    answer: `HTTP/1.0 200 OK\r\n${CONTENT_OK}`,
    expect: [OK, OK],
    connections: 2,
  },
  {
    name: 'HTTP/1.0 with Connection: keep-alive keeps the connection',
    rfc: 'RFC 9112 §9.3',
    requests: [{}, {}],
    answer: `HTTP/1.0 200 OK\r\nConnection: keep-alive\r\n${CONTENT_OK}`,
    expect: [OK, OK],
    connections: 1,
  },
  {
    name: 'a FIN right after the answer, without Connection: close',
    rfc: 'RFC 9112 §9.6: a client must be ready for the server to close at any time',
    requests: [{}, {}, {}],
    answer: ({ socket }) => socket.end(plainAnswer()),
    expect: [OK, OK, OK],
    connections: 3,
  },
  {
    name: 'the API closes the idle connection before the next request',
    rfc: 'RFC 9112 §9.6',
    requests: [{}, { afterMs: 60 }],
    answer: thenEnd(plainAnswer(), 10),
    expect: [OK, { ...OK, resent: false }],
    connections: 2,
  },
  {
    name: 'a GET on a reused connection the API closed (FIN) before answering is sent again',
    rfc: 'RFC 9112 §9.3.1: a client MAY retry an idempotent request',
    requests: [{}, {}],
    answer: closesOnReuse('end'),
    expect: [OK, { ...OK, resent: true }],
    connections: 2,
  },
  {
    name: 'a GET on a reused connection the API reset before answering is sent again',
    rfc: 'RFC 9112 §9.3.1',
    requests: [{}, {}],
    answer: closesOnReuse('reset'),
    expect: [OK, { ...OK, resent: true }],
    connections: 2,
  },
  {
    name: 'OPTIONS, PUT, DELETE, TRACE and HEAD are sent again too',
    rfc: 'RFC 9110 §9.2.2: idempotent methods',
    requests: [
      {},
      { method: 'OPTIONS' },
      { method: 'PUT', body: '{}' },
      { method: 'DELETE' },
      { method: 'TRACE' },
      { method: 'HEAD' },
    ],
    answer: ({ socket, index, method }) => {
      if (index > 0) return void socket.end();
      socket.write(method === 'HEAD' ? 'HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\n' : plainAnswer());
    },
    expect: [
      OK,
      { ...OK, resent: true },
      { ...OK, resent: true },
      { ...OK, resent: true },
      { ...OK, resent: true },
      { status: 200, body: '', resent: true },
    ],
    connections: 6,
  },
  {
    name: 'a POST with an Idempotency-Key header is sent again',
    rfc: 'RFC 9112 §9.3.1: a client may know a request is safe to repeat (draft-ietf-httpapi-idempotency-key-header)',
    requests: [{}, { method: 'POST', body: '{"a":1}', headers: { 'Idempotency-Key': 'k-1' } }],
    answer: closesOnReuse('end'),
    expect: [OK, { ...OK, resent: true }],
    connections: 2,
  },
  {
    name: 'a POST on a reused connection the API closed before answering is not sent again',
    rfc: 'RFC 9112 §9.3.1: a client MUST NOT retry a non-idempotent request automatically',
    requests: [{}, { method: 'POST', body: '{"a":1}' }],
    answer: closesOnReuse('end'),
    expect: [OK, { error: CLOSED_BEFORE_ANSWER, resent: false }],
    connections: 1,
  },
  {
    name: 'a PATCH on a reused connection the API reset before answering is not sent again',
    rfc: 'RFC 9112 §9.3.1',
    requests: [{}, { method: 'PATCH', body: '{"a":1}' }],
    answer: closesOnReuse('reset'),
    expect: [OK, { error: CLOSED_BEFORE_ANSWER, resent: false }],
    connections: 1,
  },
  {
    name: 'a GET on a new connection the API closes before answering is not sent again',
    rfc: 'RFC 9112 §9.3.1: a new connection says the API itself failed',
    answer: ({ socket }) => socket.end(),
    expect: [{ error: CUT_SHORT }],
    connections: 1,
  },
  {
    name: 'a GET whose answer started before the API closed the reused connection is not sent again',
    rfc: 'RFC 9112 §9.3.1: only a request with no answer at all may be retried',
    requests: [{}, {}],
    answer: ({ socket, index }) =>
      index === 0 ? socket.write(plainAnswer()) : socket.end('HTTP/1.1 200 OK\r\nContent-Length: 10\r\n\r\nok'),
    expect: [OK, { error: CUT_SHORT }],
    connections: 1,
  },
  {
    name: 'a GET sent again once only: a second close is the API’s',
    rfc: 'RFC 9112 §9.3.1',
    requests: [{}, {}],
    answer: ({ socket, connection, index }) =>
      connection === 0 && index === 0 ? socket.write(plainAnswer()) : socket.end(),
    expect: [OK, { error: /sent again on a new connection, which closed too/, resent: true }],
    connections: 2,
  },
];

const BODIES: CatalogueCase[] = [
  {
    name: 'a gzip body',
    rfc: 'RFC 9110 §8.4.1.3',
    answer: Buffer.concat([
      Buffer.from(
        `HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Encoding: gzip\r\nContent-Length: ${gzipped.length}\r\n\r\n`,
      ),
      gzipped,
    ]),
    expect: [{ status: 200, json: JSON.parse(json.toString()) as unknown }],
  },
  {
    name: 'a gzip body cut short (the content-length counts what was sent)',
    rfc: 'RFC 9110 §8.4.1.3: the compressed stream is incomplete',
    answer: Buffer.concat([
      Buffer.from(
        `HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Encoding: gzip\r\nContent-Length: ${gzipped.length - 12}\r\n\r\n`,
      ),
      gzipped.subarray(0, gzipped.length - 12),
    ]),
    expect: [{ status: 200, problem: /gzip-encoded body is cut short/ }],
  },
  {
    name: 'a body that says gzip but is not',
    rfc: 'RFC 9110 §8.4',
    answer: Buffer.concat([
      Buffer.from(
        `HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Encoding: gzip\r\nContent-Length: ${json.length}\r\n\r\n`,
      ),
      json,
    ]),
    expect: [{ status: 200, problem: /does not decode as gzip/ }],
  },
];

export const CATALOGUE: readonly CatalogueCase[] = [
  ...STATUS_LINE,
  ...LINE_ENDS,
  ...FIELDS,
  ...FRAMING,
  ...NO_CONTENT,
  ...INTERIM,
  ...CONNECTIONS,
  ...BODIES,
];
