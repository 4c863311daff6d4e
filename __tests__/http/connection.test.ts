/**
 * A client's own keep-alive connection (what a load phase's virtual user sends through) against
 * real servers on 127.0.0.1: node:http for what APIs answer, and a raw TCP server for the framings
 * and faults node:http never produces. Its responses must be undici's pool's, field for field.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import net from 'node:net';
import { Agent } from 'undici';
import { startRawServer } from '../__fixtures__/http/raw-server.js';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import {
  HttpError,
  createHttpClient,
  type HttpClient,
  type HttpConnection,
  type HttpResponse,
  type PreparedRequest,
} from '../../src/http/client.js';

let server: Server;
let base: string;
let connections = 0;
const received: Array<{ method?: string; url?: string; headers: IncomingMessage['headers']; body: string }> =
  [];

function route(request: IncomingMessage, response: ServerResponse): void {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    const body = Buffer.concat(chunks).toString();
    received.push({ method: request.method, url: request.url, headers: request.headers, body });
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    switch (path) {
      case '/json':
        response.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8' });
        return void response.end('{"id":1,"name":"Ada"}');
      case '/problem':
        response.writeHead(404, 'Nope', { 'content-type': 'application/problem+json' });
        return void response.end('{"title":"not here"}');
      case '/chunked':
        // No content-length: node:http sends the body chunked.
        response.writeHead(200, { 'content-type': 'application/json' });
        response.write('{"items":[');
        response.write('1,2,');
        return void response.end('3]}');
      case '/gzip':
        response.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' });
        return void response.end(zlib.gzipSync('{"zipped":true}'));
      case '/latin1':
        response.writeHead(200, { 'content-type': 'text/plain; charset=iso-8859-1' });
        return void response.end(Buffer.from('Zoë', 'latin1'));
      case '/big':
        response.writeHead(200, { 'content-type': 'application/json' });
        for (let index = 0; index < 10; index++) response.write('x'.repeat(300));
        return void response.end();
      case '/multi':
        response.setHeader('Set-Cookie', ['a=1; Path=/', 'b=2; Path=/']);
        response.setHeader('X-Multi', ['one', 'two']);
        return void response.end('ok');
      case '/empty':
        response.writeHead(204);
        return void response.end();
      case '/close':
        response.writeHead(200, { connection: 'close', 'content-type': 'text/plain' });
        return void response.end('bye');
      case '/huge-header':
        response.writeHead(200, { 'x-huge': 'x'.repeat(64 * 1024) });
        return void response.end('{}');
      case '/hang':
        return;
      case '/slow': {
        const timer = setTimeout(() => response.end('late'), 150);
        return void response.on('close', () => clearTimeout(timer));
      }
      case '/stall':
        response.writeHead(200, { 'content-type': 'text/plain' });
        return void response.write('partial');
      default:
        response.writeHead(200, { 'content-type': 'application/json' });
        return void response.end(JSON.stringify({ method: request.method, body }));
    }
  });
}

beforeAll(async () => {
  server = createServer(route);
  server.keepAliveTimeout = 30_000;
  server.on('connection', () => connections++);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

/** undici's pool, which every connection's answer is held to. */
let undici: Agent;
let pooled: HttpClient;
let client: HttpClient;
let connection: HttpConnection;
beforeEach(() => {
  undici = new Agent({ keepAliveTimeout: 30_000 });
  pooled = createHttpClient({ timeoutMs: 2000, maxBodyBytes: 1000, dispatcher: undici });
  client = createHttpClient({ timeoutMs: 2000, maxBodyBytes: 1000 });
  connection = (client.connect as () => HttpConnection)();
  received.length = 0;
});
afterEach(async () => {
  connection.close();
  await client.close();
  await pooled.close();
  await undici.close();
});

const request = (path: string, extra: Partial<PreparedRequest> = {}): PreparedRequest => ({
  method: 'GET',
  url: `${base}${path}`,
  headers: { accept: 'application/json, */*;q=0.5' },
  ...extra,
});

/** A response without its timings and the headers that differ from one answer to the next. */
function comparable(response: HttpResponse): Omit<HttpResponse, 'timings'> {
  const { timings, ...rest } = response;
  expect(timings.totalMs).toBeGreaterThanOrEqual(timings.headersMs);
  const headers = { ...rest.headers };
  expect(headers['date']).toBeDefined();
  for (const name of ['date', 'keep-alive', 'connection']) delete headers[name];
  return { ...rest, headers };
}

/** The HttpError a send rejected with (fails the test when it resolved or threw something else). */
async function failure(sending: Promise<unknown>): Promise<HttpError> {
  const outcome = await sending.then(
    () => undefined,
    (error: unknown) => error,
  );
  expect(outcome).toBeInstanceOf(HttpError);
  return outcome as HttpError;
}

describe('a client connection', () => {
  it.each(['/json', '/problem', '/chunked', '/gzip', '/latin1', '/big', '/multi', '/empty'])(
    'answers %s exactly as undici does',
    async (path) => {
      const pool = await pooled.send(request(path));
      const own = await connection.send(request(path));
      expect(comparable(own)).toEqual(comparable(pool));
    },
  );

  it('reads chunked and compressed bodies into parsed JSON', async () => {
    expect((await connection.send(request('/chunked'))).json).toEqual({ items: [1, 2, 3] });
    expect((await connection.send(request('/gzip'))).json).toEqual({ zipped: true });
  });

  it('keeps at most maxBodyBytes, marks the body truncated, and stays usable', async () => {
    const big = await connection.send(request('/big'));
    expect(big.bodyText).toHaveLength(1000);
    expect(big.truncated).toBe(true);
    expect((await connection.send(request('/json'))).json).toEqual({ id: 1, name: 'Ada' });
  });

  it('sends request after request over one socket', async () => {
    const before = connections;
    for (let index = 0; index < 5; index++) await connection.send(request('/json'));
    expect(connections - before).toBe(1);
  });

  it('sends method, headers and body as undici does', async () => {
    const post = request('/echo?x=1', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-token': 'abc' },
      body: '{"name":"Zoë"}',
    });
    await pooled.send(post);
    const own = await connection.send(post);
    expect(own.json).toEqual({ method: 'POST', body: '{"name":"Zoë"}' });
    const [throughPool, direct] = received;
    expect(direct).toEqual(throughPool);
  });

  it('opens a new socket when the API closes the last one', async () => {
    const before = connections;
    expect((await connection.send(request('/close'))).bodyText).toBe('bye');
    expect((await connection.send(request('/json'))).status).toBe(200);
    expect(connections - before).toBe(2);
  });

  it('hands a request it does not take on to the pooled client', async () => {
    // A second request while one is in flight, and a header HTTP gives a meaning to.
    const [first, second] = await Promise.all([
      connection.send(request('/json')),
      connection.send(request('/json', { headers: { connection: 'close' } })),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(received).toHaveLength(2);
  });

  it('times out a server that never answers, as undici does, and recovers', async () => {
    const own = await failure(connection.send(request('/hang'), { timeoutMs: 100 }));
    const pool = await failure(pooled.send(request('/hang'), { timeoutMs: 100 }));
    expect([own.kind, own.message]).toEqual([pool.kind, pool.message]);
    expect(own.message).toMatch(/no response from .*\/hang within 100 ms/);
    expect((await connection.send(request('/json'))).status).toBe(200);
  });

  it("holds each exchange to its own deadline, shorter or longer than the last one's", async () => {
    await connection.send(request('/json'), { timeoutMs: 60_000 });
    const error = await failure(connection.send(request('/hang'), { timeoutMs: 100 }));
    expect(error.message).toContain('within 100 ms');
    await connection.send(request('/json'), { timeoutMs: 100 });
    expect((await connection.send(request('/slow'), { timeoutMs: 2000 })).bodyText).toBe('late');
  });

  it('holds a timeout longer than a timer can wait, or not a number, to the longest one', async () => {
    for (const timeoutMs of [2 ** 31, Number.NaN])
      expect((await connection.send(request('/slow'), { timeoutMs })).bodyText).toBe('late');
  });

  it('times out a body that stalls after the headers', async () => {
    const error = await failure(connection.send(request('/stall'), { timeoutMs: 150 }));
    expect(error.kind).toBe('timeout');
    expect(error.message).toContain('the headers came, the body stalled');
  });

  it('reports a refused connection as undici does', async () => {
    const closed = net.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const gone = { method: 'GET', url: `http://127.0.0.1:${port}/x`, headers: {} };
    const own = await failure(connection.send(gone));
    const pool = await failure(pooled.send(gone));
    expect([own.kind, own.systemCode, own.message]).toEqual([pool.kind, pool.systemCode, pool.message]);
  });

  it('answers an exchange in flight when it is closed, and sends later requests through the pool', async () => {
    const sending = failure(connection.send(request('/hang')));
    connection.close();
    const error = await sending;
    expect(error.kind).toBe('connection');
    expect(error.message).toContain('already closed');
    expect((await connection.send(request('/json'))).status).toBe(200);
  });

  it('names headers too large to read as the cause', async () => {
    const error = await failure(connection.send(request('/huge-header')));
    expect(error.kind).toBe('connection');
    expect(error.message).toContain('larger than the 16 KB an HTTP client reads');
  });
});

describe('a client connection reading raw HTTP', () => {
  it('never reads bytes the API sent past a response as the answer to the next request', async () => {
    const raw = await startRawServer(({ socket, connection }) =>
      socket.write(
        connection === 0
          ? 'HTTP/1.1 200 OK\r\ncontent-length: 3\r\n\r\noneHTTP/1.1 500 Stray\r\ncontent-length: 0\r\n\r\n'
          : 'HTTP/1.1 200 OK\r\ncontent-length: 3\r\n\r\ntwo',
      ),
    );
    try {
      const request = { method: 'GET', url: `${raw.url}/`, headers: {} };
      // The second request is sent from the first answer's callback, as a load phase sends it.
      const [first, second] = await new Promise<Array<HttpResponse | undefined>>((resolve) =>
        connection.exchange(request, undefined, (_error, one) =>
          connection.exchange(request, undefined, (_again, two) => resolve([one, two])),
        ),
      );
      expect([first?.status, first?.bodyText]).toEqual([200, 'one']);
      expect([second?.status, second?.bodyText]).toEqual([200, 'two']);
    } finally {
      await raw.close();
    }
  });

  it("keeps every response's headers as read, also when heads repeat byte for byte and share them", async () => {
    const heads = [
      'HTTP/1.1 200 OK\r\nX-Tag: a\r\nContent-Length: 2\r\n\r\n',
      'HTTP/1.1 200 OK\r\nX-Tag: a\r\nContent-Length: 2\r\n\r\n',
      'HTTP/1.1 201 Created\r\nX-Tag:  b \r\nContent-Length: 2\r\n\r\n',
    ];
    const raw = await startRawServer(({ socket, index }) => socket.write(`${heads[index] ?? ''}{}`));
    try {
      const request = { method: 'GET', url: `${raw.url}/`, headers: {} };
      const first = await connection.send(request);
      // Frozen: a reader cannot change what the next response with the same head reads.
      expect(() => Object.assign(first.headers, { 'x-tag': 'changed by a reader' })).toThrow(TypeError);
      const second = await connection.send(request);
      const third = await connection.send(request);
      expect([second.status, second.headers['x-tag']]).toEqual([200, 'a']);
      expect([third.status, third.statusText, third.headers['x-tag']]).toEqual([201, 'Created', 'b']);
    } finally {
      await raw.close();
    }
  });

  it.each([
    ['5', 1],
    ['1', 2],
  ])(
    'keeps an idle socket no longer than the API says (Keep-Alive: timeout=%s) less a margin',
    async (seconds, sockets) => {
      const raw = await startRawServer(({ socket }) =>
        socket.write(`HTTP/1.1 200 OK\r\nKeep-Alive: timeout=${seconds}\r\nContent-Length: 2\r\n\r\n{}`),
      );
      try {
        const request = { method: 'GET', url: `${raw.url}/`, headers: {} };
        await connection.send(request);
        await connection.send(request);
        expect(raw.connections()).toBe(sockets);
      } finally {
        await raw.close();
      }
    },
  );
});
