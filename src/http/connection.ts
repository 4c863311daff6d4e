/**
 * One keep-alive HTTP/1.1 connection, carrying one request at a time: the client keeps a few for
 * its requests, and a load phase's virtual user holds one. A pooled client's bookkeeping (queues,
 * request objects, a parser built for every case) costs more CPU than the round trip itself, and
 * under load that CPU is the measure. Here a request is encoded once and kept with the
 * PreparedRequest it came from, bytes are read into one buffer every connection shares (each read
 * is handled before the next), one timer per connection serves every exchange, and the response
 * is finished by the same code as undici's, so checks see the same response.
 *
 * A kept connection the API closes is the one hazard keep-alive brings: a request written as the
 * API closes meets the close before any answer. The request is then sent again on a new connection
 * when repeating it is harmless (resend.ts); any other request waits one turn of the event loop
 * before it is written on a kept connection, so a close that has already arrived is read first.
 *
 * An https request goes over TLS on the same terms: Node's own certificate checks (its CA store,
 * and `NODE_EXTRA_CA_CERTS` for a private CA), HTTP/1.1 named in ALPN, and the same parser; a
 * connection is kept per scheme, host and port, so http and https never share one.
 *
 * Anything this path does not take on (a request a proxy takes, a body on a method without one,
 * headers HTTP gives a meaning to, a second request while one is in flight) goes to the fallback,
 * undici's pool.
 */
import net from 'node:net';
import tls from 'node:tls';
import { performance } from 'node:perf_hooks';
import { DEFAULT_PORTS, isLocalhost, lookupHost } from './addresses.js';
import {
  HttpError,
  clientClosed,
  closedBeforeAnswer,
  codeOf,
  failedAgain,
  isTlsFailure,
  timeoutError,
  toHttpError,
} from './errors.js';
import { mayResend, resentNote } from './resend.js';
import type { TlsSessions } from './tls-sessions.js';
import { BodyChunks, finishResponse, type HttpResponse, type PreparedRequest } from './response.js';
import { ResponseParser, type ResponseHead, type ResponseSink } from './response-parser.js';

/** What sends a request and answers with its response: the pooled client or a connection. */
export interface HttpSender {
  send(request: PreparedRequest, options?: { timeoutMs?: number }): Promise<HttpResponse>;
}

/**
 * Called once when an exchange ends: with its response, or with why it has none (an HttpError, or
 * whatever else the fallback threw).
 */
export type ExchangeCallback = (error: unknown, response: HttpResponse | undefined) => void;

/** Where a request goes: what the proxy rule is asked about, and what names its socket. */
export interface Origin {
  protocol: 'http:' | 'https:';
  host: string;
  port: number;
  /** `protocol//host:port`, naming the socket a request goes over. */
  key: string;
}

/** A request as bytes on the wire, for one origin. */
interface EncodedRequest extends Origin {
  bytes: Buffer;
  /** The request may be sent again after a kept connection closed before answering (resend.ts). */
  resendable: boolean;
}

/**
 * Encoded requests by the object they came from; null for one the fallback sends. A
 * PreparedRequest is never changed once built (the runner builds a new one for a new request).
 */
const encodedRequests = new WeakMap<PreparedRequest, EncodedRequest | null>();

/** How long an idle connection is kept when the API gives no `Keep-Alive` timeout (the pool keeps its own as long). */
export const KEEP_ALIVE_MS = 30_000;
/**
 * An API's `Keep-Alive: timeout` less this is how long an idle connection is reused: a request sent
 * just as the API closes the connection would fail for nothing (undici keeps the same margin).
 */
const KEEP_ALIVE_MARGIN_MS = 2_000;

/** Every connection reads into this buffer; a read is parsed (and what is kept, copied) before the next. */
const READ_BUFFER = Buffer.allocUnsafe(64 * 1024);

/** Write failures that say the request never left: the socket had already ended or been destroyed. */
const NOT_WRITTEN_CODES = new Set(['ERR_STREAM_WRITE_AFTER_END', 'ERR_STREAM_DESTROYED']);

/** The protocol an https connection asks for in ALPN: this parser reads HTTP/1.1 only. */
const ALPN_PROTOCOLS = ['http/1.1'];

export class HttpConnection implements ResponseSink {
  private socket: net.Socket | undefined;
  private socketFor = '';
  /**
   * The socket reads into READ_BUFFER, which the next read overwrites, so a body is copied out; a
   * TLS socket hands over a buffer of its own for every read.
   */
  private readsShared = true;
  /** Exchanges the current socket has finished: from the first, it is a kept connection. */
  private socketUses = 0;
  private readonly parser = new ResponseParser(this);
  private timer: NodeJS.Timeout | undefined;
  /** When the timer fires, and when the exchange in flight must have its answer (performance.now() time). */
  private timerDue = 0;
  private deadline = 0;
  // The exchange in flight, if any: kept on the connection, so an exchange allocates no object of its own.
  private busy = false;
  /** Counts exchanges, so a write deferred for one is never made for another. */
  private serial = 0;
  private method = '';
  private url = '';
  private encoded: EncodedRequest | undefined;
  private timeoutMs = 0;
  private done: ExchangeCallback | undefined;
  /** The request's bytes were handed to the socket in flight. */
  private written = false;
  /** The request went out on a kept connection. */
  private reused = false;
  /** Why the request in flight was sent a second time, if it was. */
  private resent: string | undefined;
  /** A response read to its end, handed over once the bytes of its read are all parsed. */
  private answer: HttpResponse | undefined;
  private answered: ExchangeCallback | undefined;
  private started = 0;
  /** When the idle socket may no longer be trusted to carry a request. */
  private idleUntil = 0;
  private headersAt = 0;
  private head: ResponseHead | undefined;
  /** The body read so far; one list per connection, emptied when a response is finished. */
  private readonly body: BodyChunks;
  private closed = false;

  constructor(
    private readonly fallback: HttpSender,
    private readonly defaultTimeoutMs: number,
    maxBodyBytes: number,
    /** True for an origin a proxy of the environment takes: the fallback sends those. */
    private readonly proxied?: (origin: Origin) => boolean,
    /** The client's TLS sessions, resumed by every connection it makes. */
    private readonly sessions?: TlsSessions,
  ) {
    this.body = new BodyChunks(maxBodyBytes);
  }

  send(request: PreparedRequest, options?: { timeoutMs?: number }): Promise<HttpResponse> {
    return new Promise<HttpResponse>((resolve, reject) => {
      this.exchange(request, options, (error, response) => {
        if (response === undefined) reject(error);
        else resolve(response);
      });
    });
  }

  /**
   * As send, with a callback instead of a promise, so a load phase's loop allocates nothing per
   * exchange to wait for it. `done` is always called later, never before this returns.
   */
  exchange(
    request: PreparedRequest,
    options: { timeoutMs?: number } | undefined,
    done: ExchangeCallback,
  ): void {
    let encoded = this.busy || this.closed ? null : encode(request);
    if (encoded !== null && this.proxied?.(encoded)) encoded = null;
    if (encoded === null) {
      this.fallback.send(request, options).then(
        (response) => done(undefined, response),
        (error: unknown) => done(error, undefined),
      );
      return;
    }
    const timeoutMs =
      options?.timeoutMs === undefined ? this.defaultTimeoutMs : timerDelay(options.timeoutMs);
    this.busy = true;
    this.serial++;
    this.method = request.method;
    this.url = request.url;
    this.encoded = encoded;
    this.timeoutMs = timeoutMs;
    this.done = done;
    this.resent = undefined;
    this.started = performance.now();
    // A socket idle for longer than the API keeps it is closed, or about to be: a new one is opened.
    if (this.started >= this.idleUntil) this.dropSocket();
    this.arm(timeoutMs);
    this.transmit();
  }

  /** Closes the socket; a later send goes to the fallback. */
  close(): void {
    this.closed = true;
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
    // An exchange still in flight gets its answer: that there will be none.
    if (this.busy) this.fail(clientClosed(this.url, this.timeoutMs, this.headersAt > 0));
    this.dropSocket();
  }

  onHead(head: ResponseHead): void {
    this.headersAt = performance.now();
    this.head = head;
  }

  onBody(bytes: Buffer, from: number, to: number): void {
    // A copy when the bytes sit in the shared read buffer, which the next read overwrites.
    this.body.add(bytes, from, to, this.readsShared);
  }

  onComplete(reusable: boolean): void {
    const head = this.head as ResponseHead;
    const finished = performance.now();
    const received = {
      status: head.status,
      statusText: head.statusText,
      headers: head.headers,
      body: this.body,
      timings: { headersMs: this.headersAt - this.started, totalMs: finished - this.started },
    };
    const response = finishResponse(received);
    if (this.resent !== undefined) response.resent = this.resent;
    this.answer = response;
    this.answered = this.done;
    this.settle();
    this.socketUses++;
    const idleMs =
      head.keepAliveTimeoutMs === undefined ? KEEP_ALIVE_MS : head.keepAliveTimeoutMs - KEEP_ALIVE_MARGIN_MS;
    this.idleUntil = finished + idleMs;
    if (!reusable || idleMs <= 0) this.dropSocket();
  }

  /** Called by the timer: fails the exchange in flight if it missed its deadline, else waits on for it. */
  expire(): void {
    this.timer = undefined;
    if (!this.busy) return;
    const left = this.deadline - performance.now();
    if (left > 0) this.startTimer(left);
    else this.fail(timeoutError(this.url, this.timeoutMs, this.headersAt > 0));
  }

  /** Writes the request in flight on the kept socket, or a new one. */
  private transmit(): void {
    const encoded = this.encoded as EncodedRequest;
    this.head = undefined;
    this.body.clear();
    this.headersAt = 0;
    this.written = false;
    this.parser.expect(this.method);
    let socket: net.Socket;
    try {
      socket = this.socketTo(encoded);
    } catch (error) {
      // A socket that cannot even be opened: reported as any failed exchange, after this returns.
      const failure = toHttpError(error, this.url, this.timeoutMs, false, false);
      queueMicrotask(() => this.fail(failure));
      return;
    }
    this.reused = this.socketUses > 0;
    if (this.reused && !encoded.resendable) {
      // undici waits the same turn before writing on an idle kept socket.
      setImmediate(writeDeferred, this, this.serial);
      return;
    }
    this.write(socket, encoded);
  }

  /** The deferred write of exchange `serial`, unless that exchange has ended or moved on. */
  writeDeferred(serial: number): void {
    if (serial !== this.serial || !this.busy || this.written) return;
    const socket = this.socket;
    // The socket was found closed in the meantime: the request goes out on a new one.
    if (socket === undefined) this.transmit();
    else this.write(socket, this.encoded as EncodedRequest);
  }

  private write(socket: net.Socket, encoded: EncodedRequest): void {
    this.written = true;
    socket.write(encoded.bytes);
  }

  private socketTo(encoded: EncodedRequest): net.Socket {
    const key = encoded.key;
    if (this.socket !== undefined && this.socketFor === key && !this.socket.destroyed)
      return this.socket.ref();
    this.dropSocket();
    const socket = encoded.protocol === 'https:' ? this.tlsSocketTo(encoded) : this.tcpSocketTo(encoded);
    socket.on('error', (error: Error) => this.socketClosed(socket, error));
    socket.on('end', () => this.socketClosed(socket, undefined));
    socket.on('close', () => this.socketClosed(socket, undefined));
    this.socket = socket;
    this.socketFor = key;
    this.socketUses = 0;
    return socket;
  }

  private tcpSocketTo(origin: Origin): net.Socket {
    this.readsShared = true;
    const socket: net.Socket = net.connect({
      host: origin.host,
      port: origin.port,
      noDelay: true,
      ...(isLocalhost(origin.host) ? { lookup: lookupHost, autoSelectFamily: true } : {}),
      onread: {
        buffer: READ_BUFFER,
        // Returning false would pause the socket; a connection always reads on.
        callback: (length: number): boolean => {
          this.read(socket, READ_BUFFER, length);
          return true;
        },
      },
    });
    return socket;
  }

  /**
   * A TLS connection with Node's default checks of the certificate and the name, resuming the
   * origin's last session when the client has one. TLS sockets take no `onread`: each read comes
   * as a buffer of its own.
   */
  private tlsSocketTo(origin: Origin): tls.TLSSocket {
    this.readsShared = false;
    const session = this.sessions?.for(origin.key);
    const socket = tls.connect({
      host: origin.host,
      port: origin.port,
      // SNI carries a host name only; an IP literal is checked against the certificate's IP names.
      ...(net.isIP(origin.host) === 0 ? { servername: origin.host } : {}),
      ALPNProtocols: ALPN_PROTOCOLS,
      ...(isLocalhost(origin.host) ? { lookup: lookupHost, autoSelectFamily: true } : {}),
      ...(session ? { session } : {}),
    });
    socket.on('session', (given: Buffer) => this.sessions?.keep(origin.key, given));
    socket.setNoDelay(true);
    socket.on('data', (bytes: Buffer) => this.read(socket, bytes, bytes.length));
    return socket;
  }

  private read(socket: net.Socket, bytes: Buffer, length: number): void {
    if (socket !== this.socket) return;
    try {
      this.parser.feed(bytes, 0, length);
    } catch (error) {
      this.dropSocket();
      if (this.busy) this.fail(toHttpError(error, this.url, this.timeoutMs, false, this.headersAt > 0));
    }
    this.deliver();
  }

  /**
   * Hands a finished response to its caller, after the read that finished it is parsed: the caller
   * may send the next request at once, and bytes the API sent past the response (which no request
   * asked for) must not be read as the answer to it.
   */
  private deliver(): void {
    const done = this.answered;
    if (done === undefined) return;
    const response = this.answer;
    this.answered = undefined;
    this.answer = undefined;
    done(undefined, response);
  }

  /** The socket ended (FIN, `error` undefined) or failed (a reset, a refused connect). */
  private socketClosed(socket: net.Socket, error: Error | undefined): void {
    if (socket !== this.socket) return;
    this.dropSocket();
    if (!this.busy) return;
    const encoded = this.encoded as EncodedRequest;
    const code = codeOf(error);
    if (!this.written || (code !== undefined && NOT_WRITTEN_CODES.has(code))) {
      // The close came before the request left: it goes out on a new connection, as if first sent there.
      this.transmit();
      return;
    }
    if (isTlsFailure(error)) {
      // A certificate or handshake the client refused is no kept connection's race: sending again meets it again.
      this.fail(toHttpError(error, this.url, this.timeoutMs, false, this.headersAt > 0));
      return;
    }
    if (this.reused && !this.parser.answerStarted) {
      // A kept connection the API closed as the request went out (see resend.ts).
      if (!encoded.resendable) {
        this.fail(closedBeforeAnswer(this.url, this.method, error ?? closedByPeer()));
        return;
      }
      this.resent = resentNote(this.method, code ?? 'UND_ERR_SOCKET');
      this.transmit();
      return;
    }
    if (error === undefined) {
      try {
        this.parser.end();
      } catch (cut) {
        this.fail(toHttpError(cut, this.url, this.timeoutMs, false, this.headersAt > 0));
      }
      this.deliver();
      return;
    }
    this.fail(toHttpError(error, this.url, this.timeoutMs, false, this.headersAt > 0));
  }

  private fail(error: HttpError): void {
    const done = this.done as ExchangeCallback;
    const failure = this.resent === undefined ? error : failedAgain(error, this.method, this.resent);
    this.settle();
    // A connection whose response was not read to its end cannot carry the next request.
    this.dropSocket();
    done(failure, undefined);
  }

  private settle(): void {
    // An idle connection never holds the process open; the next exchange takes its socket back.
    this.socket?.unref();
    this.busy = false;
    this.done = undefined;
    this.head = undefined;
    this.body.clear();
  }

  private dropSocket(): void {
    const socket = this.socket;
    if (socket === undefined) return;
    this.socket = undefined;
    this.socketUses = 0;
    socket.destroy();
  }

  /**
   * Sets the exchange's deadline. Arming or moving a timer per exchange costs more than the rest of
   * its bookkeeping, so a connection keeps one timer that an exchange only replaces when it would
   * fire too late; when it fires early (the deadline belongs to a later exchange), it waits on for
   * the rest. It never holds the process open: the socket does while an answer is awaited.
   */
  private arm(timeoutMs: number): void {
    this.deadline = this.started + timeoutMs;
    if (this.timer !== undefined && this.timerDue <= this.deadline) return;
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.startTimer(timeoutMs);
  }

  private startTimer(delayMs: number): void {
    this.timer = setTimeout(expireConnection, delayMs, this).unref();
    this.timerDue = performance.now() + delayMs;
  }
}

function expireConnection(connection: HttpConnection): void {
  connection.expire();
}

function writeDeferred(connection: HttpConnection, serial: number): void {
  connection.writeDeferred(serial);
}

/** What a FIN before any answer is, in the codes undici uses for it. */
function closedByPeer(): Error {
  return Object.assign(new Error('other side closed'), { code: 'UND_ERR_SOCKET' });
}

/** The longest delay a Node timer holds; past it, setTimeout fires after 1 ms instead. */
const MAX_TIMER_MS = 2_147_483_647;

/**
 * A timeout as a timer can hold it. Options and flows refuse longer ones, but a deadline that
 * overflowed would fail every request at once, so no client arms one.
 */
export function timerDelay(timeoutMs: number): number {
  if (Number.isNaN(timeoutMs)) return MAX_TIMER_MS;
  return Math.min(Math.max(timeoutMs, 1), MAX_TIMER_MS);
}

/** Headers the connection writes itself, or whose meaning (framing, upgrades) it leaves to the pooled client. */
const RESERVED_HEADERS = new Set([
  'host',
  'connection',
  'content-length',
  'transfer-encoding',
  'keep-alive',
  'upgrade',
  'expect',
  'te',
  'trailer',
]);
/** Methods whose requests carry a body, as undici lists them; a body on any other one goes to the pooled client. */
const PAYLOAD_METHODS = new Set(['POST', 'PUT', 'PATCH', 'QUERY', 'PROPFIND', 'PROPPATCH']);
const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
/** A header value as HTTP allows it: no line breaks, no NUL. */
const HEADER_VALUE = /^[^\0\r\n]*$/;

/** The request as HTTP/1.1 bytes, once per PreparedRequest; null when the pooled client must send it. */
function encode(request: PreparedRequest): EncodedRequest | null {
  let encoded = encodedRequests.get(request);
  if (encoded === undefined) {
    encoded = encodeOnce(request);
    encodedRequests.set(request, encoded);
  }
  return encoded;
}

function encodeOnce(request: PreparedRequest): EncodedRequest | null {
  if (!URL.canParse(request.url)) return null;
  const url = new URL(request.url);
  const { method, headers, body } = request;
  const protocol = url.protocol;
  // CONNECT turns the connection into a tunnel: undici's pool knows how.
  if ((protocol !== 'http:' && protocol !== 'https:') || !TOKEN.test(method) || method === 'CONNECT')
    return null;
  if (body !== undefined && body !== '' && !PAYLOAD_METHODS.has(method)) return null;
  // The line the pooled client writes: the path and query as the URL parser reads them, no fragment.
  let head = `${method} ${url.pathname}${url.search} HTTP/1.1\r\nhost: ${url.host}\r\nconnection: keep-alive\r\n`;
  for (const name of Object.keys(headers)) {
    const value = headers[name] as string;
    if (!TOKEN.test(name) || RESERVED_HEADERS.has(name.toLowerCase()) || !HEADER_VALUE.test(value))
      return null;
    head += `${name}: ${value}\r\n`;
  }
  const payload = body === undefined ? undefined : Buffer.from(body, 'utf8');
  if (payload !== undefined && payload.length > 0) head += `content-length: ${payload.length}\r\n`;
  else if (PAYLOAD_METHODS.has(method)) head += 'content-length: 0\r\n';
  head += '\r\n';
  const headBytes = Buffer.from(head, 'latin1');
  const hostname = url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
  const port = url.port === '' ? DEFAULT_PORTS[protocol] : Number(url.port);
  return {
    protocol,
    host: hostname,
    port,
    key: `${protocol}//${hostname}:${port}`,
    bytes: payload !== undefined && payload.length > 0 ? Buffer.concat([headBytes, payload]) : headBytes,
    resendable: mayResend(request),
  };
}
