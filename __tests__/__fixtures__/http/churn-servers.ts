/**
 * APIs that close kept-alive connections the way real ones do, for the stress tests: each answers
 * `GET /items/<id>` with `{"id":<id>}` and closes connections on its own schedule.
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startRawServer, type RawServer } from './raw-server.js';

/** A small deterministic generator (mulberry32), so every run of a test meets the same schedule. */
export function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface ChurnServer extends RawServer {
  /** Connections the server closed on its own. */
  closes(): number;
}

function item(target: string): string {
  const id = Number(target.slice(target.lastIndexOf('/') + 1)) || 0;
  const body = `{"id":${id}}`;
  return `HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body}`;
}

/**
 * Keeps each connection for 50–500 ms (drawn per connection), then closes it at the first moment
 * it is idle, 0–2 ms after an answer, without saying so in the answer: a keep-alive timeout or a
 * load balancer's connection lifetime. A client that sends its next request at once meets the
 * close as the request crosses it, or just before. Every other answer takes a millisecond, so a
 * thousand requests outlast the longest lifetime however fast the machine.
 */
export async function startLifetimeServer(seed: number): Promise<ChurnServer> {
  const random = seeded(seed);
  const closeAt = new Map<number, number>();
  let closes = 0;
  let requests = 0;
  const server = await startRawServer(({ socket, connection, target }) => {
    const answer = (): void => {
      let deadline = closeAt.get(connection);
      if (deadline === undefined) {
        deadline = Date.now() + 50 + Math.floor(random() * 451);
        closeAt.set(connection, deadline);
      }
      if (socket.destroyed) return;
      socket.write(item(target));
      if (Date.now() < deadline) return;
      // Once per connection: requests that come in before the close are still answered.
      closeAt.set(connection, Infinity);
      setTimeout(
        () => {
          if (socket.destroyed) return;
          closes++;
          socket.end();
        },
        Math.floor(random() * 3),
      );
    };
    if (requests++ % 2 === 0) answer();
    else setTimeout(answer, 1);
  });
  return { ...server, closes: () => closes };
}

/**
 * Every 100th request the server reads is met with a close instead of an answer (a FIN or a reset,
 * in turn), before any byte: the request crossed the close of a connection kept from earlier.
 */
export async function startEveryHundredthServer(): Promise<ChurnServer> {
  let requests = 0;
  let closes = 0;
  const server = await startRawServer(({ socket, target, index }) => {
    requests++;
    // A request on a new connection is always answered: a close there would be the API failing.
    if (index > 0 && requests % 100 === 0) {
      closes++;
      if (closes % 2 === 0) socket.resetAndDestroy();
      else socket.end();
      return;
    }
    socket.write(item(target));
  });
  return { ...server, closes: () => closes };
}

/** The Python API of python_api.py, started as a process; `args` as its usage says. */
export async function startPythonApi(args: string[] = []): Promise<{ url: string; close(): Promise<void> }> {
  const script = path.join(path.dirname(fileURLToPath(import.meta.url)), 'python_api.py');
  const child = spawn('python3', [script, ...args], { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<string>((resolve, reject) => {
    child.once('error', reject);
    child.stdout.once('data', (line: Buffer) => resolve(line.toString().trim()));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill();
      }),
  };
}

/** A node:http API answering GET /items/<id>, closing connections idle for `keepAliveTimeoutMs`. */
export async function startNodeApi(keepAliveTimeoutMs: number): Promise<{ url: string; close(): Promise<void> }> {
  const server = createServer((request, response) => {
    const id = Number(request.url?.slice(request.url.lastIndexOf('/') + 1)) || 0;
    const body = `{"id":${id}}`;
    response.writeHead(200, { 'content-type': 'application/json', 'content-length': body.length });
    response.end(body);
  });
  server.keepAliveTimeout = keepAliveTimeoutMs;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
