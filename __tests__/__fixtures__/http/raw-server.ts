/**
 * A TCP server on the loopback that reads HTTP/1.1 requests and answers each with bytes the test
 * writes itself: the framings, faults and timings node:http never produces (an unsolicited 100, a
 * folded header, a body cut by a reset, a FIN right after an answer).
 */
import net from 'node:net';
import type { AddressInfo } from 'node:net';

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
  /** `http://127.0.0.1:<port>`, or `http://[::1]:<port>` for a server on ::1. */
  url: string;
  port: number;
  /** Every request read, in order. */
  requests: RawRequest[];
  /** Connections accepted so far. */
  connections(): number;
  close(): Promise<void>;
}

/** Starts the server on `host` (127.0.0.1 unless given) and a free port. */
export async function startRawServer(answer: RawAnswer, host = '127.0.0.1'): Promise<RawServer> {
  const sockets = new Set<net.Socket>();
  const requests: RawRequest[] = [];
  let connections = 0;
  const server = net.createServer((socket) => {
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
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: host.includes(':') ? `http://[${host}]:${port}` : `http://${host}:${port}`,
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
