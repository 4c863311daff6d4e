/**
 * A TCP server on the loopback that reads HTTP/1.1 requests and answers each with bytes the test
 * writes itself: the framings, faults and timings node:http never produces (an unsolicited 100, a
 * folded header, a body cut by a reset, a FIN right after an answer). Over TLS too
 * (startRawTlsServer), with the certificate in tls-cert.pem.
 */
import fs from 'node:fs';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import tls from 'node:tls';

/** One request as the server read it, and where it came in. */
export interface RawRequest {
  socket: net.Socket;
  /** Which connection of the server's life it came on, from 0. */
  connection: number;
  /** Which request on that connection, from 0. */
  index: number;
  method: string;
  target: string;
  /** Lower-case names, as sent (repeated names joined with ", "). */
  headers: Record<string, string>;
  body: string;
}

/** Writes the answer to a request (or, to test faults, closes the socket instead). */
export type RawAnswer = (request: RawRequest) => void;

export interface RawServer {
  /** `http://127.0.0.1:<port>`, or `http://[::1]:<port>` for a server on ::1; `https:` over TLS. */
  url: string;
  port: number;
  /** Every request read, in order. */
  requests: RawRequest[];
  /** Connections accepted so far. */
  connections(): number;
  close(): Promise<void>;
}

/**
 * The self-signed certificate of the TLS server, for 127.0.0.1, ::1 and localhost (PROVENANCE.md
 * says how it was made). A client trusts it only when told to.
 */
export const TLS_CERT = fs.readFileSync(new URL('tls-cert.pem', import.meta.url), 'utf8');
const TLS_KEY = fs.readFileSync(new URL('tls-key.pem', import.meta.url), 'utf8');

/** Starts the server on `host` (127.0.0.1 unless given) and a free port. */
export function startRawServer(answer: RawAnswer, host = '127.0.0.1'): Promise<RawServer> {
  return startServer(answer, host, false);
}

/** As startRawServer, speaking TLS (HTTP/1.1 by ALPN) with the certificate TLS_CERT. */
export function startRawTlsServer(answer: RawAnswer, host = '127.0.0.1'): Promise<RawServer> {
  return startServer(answer, host, true);
}

async function startServer(answer: RawAnswer, host: string, secure: boolean): Promise<RawServer> {
  const sockets = new Set<net.Socket>();
  const requests: RawRequest[] = [];
  let connections = 0;
  const serve = (socket: net.Socket): void => {
    const connection = connections++;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    let pending = Buffer.alloc(0);
    let index = 0;
    socket.on('data', (bytes: Buffer) => {
      pending = Buffer.concat([pending, bytes]);
      for (;;) {
        const read = readRequest(pending);
        if (read === undefined) return;
        pending = pending.subarray(read.length);
        const request: RawRequest = { socket, connection, index: index++, ...read.request };
        requests.push(request);
        if (!socket.destroyed) answer(request);
      }
    });
  };
  const server = secure
    ? tls.createServer({ key: TLS_KEY, cert: TLS_CERT, ALPNProtocols: ['http/1.1'] }, (socket) => {
        resetsTcp(socket);
        serve(socket);
      })
    : net.createServer(serve);
  // A client refusing the certificate ends the handshake: no connection, and nothing to report.
  server.on('tlsClientError', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  const scheme = secure ? 'https' : 'http';
  return {
    url: host.includes(':') ? `${scheme}://[${host}]:${port}` : `${scheme}://${host}:${port}`,
    port,
    requests,
    connections: () => connections,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/**
 * A TLS socket cannot reset its connection (resetAndDestroy wants a TCP handle): it resets the TCP
 * connection under it, so a case that cuts an answer with a reset does so over TLS too.
 */
function resetsTcp(socket: tls.TLSSocket): void {
  const tcp = (socket as tls.TLSSocket & { _parent?: net.Socket })._parent;
  if (tcp === undefined) return;
  socket.resetAndDestroy = () => {
    tcp.resetAndDestroy();
    return socket.destroy();
  };
}

type ParsedRequest = Pick<RawRequest, 'method' | 'target' | 'headers' | 'body'>;

/** The first whole request in `bytes` (head and content-length body), or undefined while it is incomplete. */
function readRequest(bytes: Buffer): { request: ParsedRequest; length: number } | undefined {
  const headEnd = bytes.indexOf('\r\n\r\n');
  if (headEnd === -1) return undefined;
  const [requestLine = '', ...lines] = bytes.toString('latin1', 0, headEnd).split('\r\n');
  const [method = '', target = ''] = requestLine.split(' ');
  const headers: Record<string, string> = Object.create(null) as Record<string, string>;
  for (const line of lines) {
    const colon = line.indexOf(':');
    const name = line.slice(0, colon).toLowerCase();
    const value = line.slice(colon + 1).trim();
    headers[name] = headers[name] === undefined ? value : `${headers[name]}, ${value}`;
  }
  const length = Number(headers['content-length'] ?? 0);
  const end = headEnd + 4 + length;
  if (bytes.length < end) return undefined;
  return {
    request: { method, target, headers, body: bytes.toString('utf8', headEnd + 4, end) },
    length: end,
  };
}

/** `HTTP/1.1 200 OK` with a content-length body: the plain answer most cases start from. */
export function plainAnswer(body = 'ok', extraHeaders = ''): string {
  return `HTTP/1.1 200 OK\r\nContent-Length: ${Buffer.byteLength(body)}\r\n${extraHeaders}\r\n${body}`;
}

/**
 * Makes this process's TLS clients trust TLS_CERT on top of their default CAs, as
 * `NODE_EXTRA_CA_CERTS` would, until the returned function restores the defaults.
 */
export function trustTlsCert(): () => void {
  const defaults = tls.getCACertificates('default');
  tls.setDefaultCACertificates([...defaults, TLS_CERT]);
  return () => tls.setDefaultCACertificates(defaults);
}
