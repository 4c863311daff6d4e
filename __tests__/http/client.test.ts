import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Agent } from 'undici';
import {
  HttpError,
  createHttpClient,
  type HttpClient,
  type HttpClientOptions,
} from '../../src/http/client.js';

let server: Server;
let base: string;
let connections = 0;

/** The HttpError a send rejected with (fails the test when it resolved or threw something else). */
async function failure(sending: Promise<unknown>): Promise<HttpError> {
  const outcome = await sending.then(
    () => undefined,
    (error: unknown) => error,
  );
  expect(outcome).toBeInstanceOf(HttpError);
  return outcome as HttpError;
}

function route(request: IncomingMessage, response: ServerResponse): void {
  const url = new URL(request.url ?? '/', 'http://localhost');
  switch (url.pathname) {
    case '/json':
      response.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8' });
      response.end('{"id":1,"name":"Ada"}');
      return;
    case '/problem':
      response.writeHead(404, 'Nope', { 'content-type': 'application/problem+json' });
      response.end('{"title":"not here"}');
      return;
    case '/broken-json':
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('{"id":');
      return;
    case '/text':
      response.writeHead(200, { 'content-type': 'text/plain' });
      response.end('{"looks":"like json"}');
      return;
    case '/bare-json':
      response.removeHeader('content-type');
      response.end('[1,2,3]');
      return;
    case '/bare-text':
      response.end('just words');
      return;
    case '/empty':
      response.writeHead(204);
      response.end();
      return;
    case '/big':
      response.writeHead(200, { 'content-type': 'application/json' });
      // Several writes, so the limit falls inside a later chunk.
      for (let index = 0; index < 10; index++) response.write('x'.repeat(300));
      response.end();
      return;
    case '/multi':
      response.setHeader('Set-Cookie', ['a=1; Path=/', 'b=2; Path=/']);
      response.setHeader('X-Multi', ['one', 'two']);
      response.setHeader('X-Single', 'only');
      response.end('ok');
      return;
    case '/echo': {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(
          JSON.stringify({
            method: request.method,
            url: request.url,
            headers: request.headers,
            body: Buffer.concat(chunks).toString(),
          }),
        );
      });
      return;
    }
    case '/huge-header':
      response.writeHead(200, { 'x-huge': 'x'.repeat(1024 * 1024) });
      response.end('{}');
      return;
    case '/hang':
      return; // never answers
    case '/stall':
      response.writeHead(200, { 'content-type': 'text/plain' });
      response.write('partial'); // and never ends
      return;
    case '/slow': {
      const timer = setTimeout(() => response.end('late'), 300);
      response.on('close', () => clearTimeout(timer));
      return;
    }
    default:
      response.writeHead(404);
      response.end();
  }
}

beforeAll(async () => {
  server = createServer(route);
  server.on('connection', () => connections++);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

/** The two ways a client sends: connections of its own, and undici's pool (an injected dispatcher takes that way). */
const pools: Agent[] = [];
const ways: Array<[string, (options: HttpClientOptions) => HttpClient]> = [
  ['over its own connections', (options) => createHttpClient(options)],
  [
    "through undici's pool",
    (options) => {
      const pool = new Agent({ keepAliveTimeout: 30_000 });
      pools.push(pool);
      return createHttpClient({ ...options, dispatcher: pool });
    },
  ],
];
afterEach(async () => {
  await Promise.all(pools.splice(0).map((pool) => pool.close()));
});

describe.each(ways)('createHttpClient sending %s', (_way, makeClient) => {
  let client: HttpClient;
  beforeEach(() => {
    client = makeClient({ timeoutMs: 2000, maxBodyBytes: 1000 });
  });
  afterEach(async () => {
    await client.close();
  });

  const get = (path: string) => client.send({ method: 'GET', url: `${base}${path}`, headers: {} });

  it('parses a JSON body and reports status, headers and timings', async () => {
    const response = await get('/json');
    expect(response.status).toBe(200);
    expect(response.statusText).toBe('OK');
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.bodyText).toBe('{"id":1,"name":"Ada"}');
    expect(response.json).toEqual({ id: 1, name: 'Ada' });
    expect(response.truncated).toBe(false);
    expect(response.timings.headersMs).toBeGreaterThan(0);
    expect(response.timings.totalMs).toBeGreaterThanOrEqual(response.timings.headersMs);
  });

  it('parses +json media types and keeps the server reason phrase', async () => {
    const response = await get('/problem');
    expect(response.status).toBe(404);
    expect(response.statusText).toBe('Nope');
    expect(response.json).toEqual({ title: 'not here' });
  });

  it('keeps text as text, even when it looks like JSON', async () => {
    const response = await get('/text');
    expect(response.bodyText).toBe('{"looks":"like json"}');
    expect(response.json).toBeUndefined();
  });

  it('leaves a JSON media type that does not parse as text', async () => {
    const response = await get('/broken-json');
    expect(response.bodyText).toBe('{"id":');
    expect(response.json).toBeUndefined();
  });

  it('parses a body without content-type when it is JSON', async () => {
    const json = await get('/bare-json');
    expect(json.headers['content-type']).toBeUndefined();
    expect(json.json).toEqual([1, 2, 3]);
    const text = await get('/bare-text');
    expect(text.bodyText).toBe('just words');
    expect(text.json).toBeUndefined();
  });

  it('handles an empty body', async () => {
    const response = await get('/empty');
    expect(response.status).toBe(204);
    expect(response.bodyText).toBe('');
    expect(response.json).toBeUndefined();
  });

  it('keeps at most maxBodyBytes and marks the body truncated', async () => {
    const response = await get('/big');
    expect(response.truncated).toBe(true);
    expect(response.bodyText).toBe('x'.repeat(1000));
    expect(response.json).toBeUndefined();
    // The rest was drained: the connection still works.
    expect((await get('/json')).status).toBe(200);
  });

  it('joins repeated headers, set-cookie with newlines', async () => {
    const response = await get('/multi');
    expect(response.headers['set-cookie']).toBe('a=1; Path=/\nb=2; Path=/');
    expect(response.headers['x-multi']).toBe('one, two');
    expect(response.headers['x-single']).toBe('only');
  });

  it('sends method, headers and body as given', async () => {
    const response = await client.send({
      method: 'PUT',
      url: `${base}/echo`,
      headers: { 'content-type': 'application/json', 'x-trace': 'abc' },
      body: '{"name":"Ada"}',
    });
    expect(response.json).toMatchObject({
      method: 'PUT',
      headers: { 'content-type': 'application/json', 'x-trace': 'abc' },
      body: '{"name":"Ada"}',
    });
  });

  it('sends the path and query the way the URL parser reads them', async () => {
    const sent = async (url: string): Promise<unknown> =>
      ((await client.send({ method: 'GET', url, headers: {} })).json as { url: string }).url;
    expect(await sent(`${base}/echo?limit=5&tag=a%20b`)).toBe('/echo?limit=5&tag=a%20b');
    expect(await sent(`${base}/skipped/../echo?x=1`)).toBe('/echo?x=1');
    expect(await sent(`${base}/skipped/%2e%2E/echo`)).toBe('/echo');
    expect(await sent(`${base}/echo?note=it's here`)).toBe('/echo?note=it%27s%20here');
    expect(await sent(`${base}/echo#fragment`)).toBe('/echo');
    expect(await sent(`${base}/echo?`)).toBe('/echo');
    expect(await sent(`${base.replace('http:', 'HTTP:')}/echo`)).toBe('/echo');
  });

  it('reuses one keep-alive connection for sequential requests', async () => {
    const before = connections;
    for (let index = 0; index < 5; index++) await get('/json');
    expect(connections - before).toBe(1);
  });

  it('times out a server that never answers, quickly, with advice', async () => {
    const started = Date.now();
    const error = await client
      .send({ method: 'GET', url: `${base}/hang?api_key=secret`, headers: {} }, { timeoutMs: 150 })
      .catch((caught: unknown) => caught);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).kind).toBe('timeout');
    // The query (which may hold credentials) is left out of the message.
    expect((error as HttpError).message).toBe(
      `no response from ${base}/hang within 150 ms — raise timeout or check the API`,
    );
  });

  it('times out a body that stalls after the headers', async () => {
    const error = await client
      .send({ method: 'GET', url: `${base}/stall`, headers: {} }, { timeoutMs: 150 })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).kind).toBe('timeout');
    expect((error as HttpError).message).toMatch(/did not finish within 150 ms/);
  });

  it('uses the client default timeout when send gives none', async () => {
    const quick = makeClient({ timeoutMs: 100 });
    try {
      await expect(quick.send({ method: 'GET', url: `${base}/slow`, headers: {} })).rejects.toMatchObject({
        kind: 'timeout',
      });
      // A per-request timeout wins over the default.
      const late = await quick.send({ method: 'GET', url: `${base}/slow`, headers: {} }, { timeoutMs: 2000 });
      expect(late.bodyText).toBe('late');
    } finally {
      await quick.close();
    }
  });

  it('holds a timeout longer than a timer can wait to the longest one instead of failing at once', async () => {
    const patient = makeClient({ timeoutMs: 2 ** 31 });
    try {
      expect((await patient.send({ method: 'GET', url: `${base}/slow`, headers: {} })).bodyText).toBe('late');
      const late = await patient.send(
        { method: 'GET', url: `${base}/slow`, headers: {} },
        { timeoutMs: 99_999_999_999 },
      );
      expect(late.bodyText).toBe('late');
    } finally {
      await patient.close();
    }
  });

  it('gives every request its full deadline, one after another and side by side', async () => {
    const quick = makeClient({ timeoutMs: 150 });
    try {
      await quick.send({ method: 'GET', url: `${base}/json`, headers: {} });
      // A deadline left over from the request before would cut this one short.
      await new Promise((resolve) => setTimeout(resolve, 100));
      const started = Date.now();
      await expect(quick.send({ method: 'GET', url: `${base}/hang`, headers: {} })).rejects.toMatchObject({
        kind: 'timeout',
      });
      expect(Date.now() - started).toBeGreaterThanOrEqual(140);
      expect((await quick.send({ method: 'GET', url: `${base}/json`, headers: {} })).status).toBe(200);

      const overlapping = await Promise.allSettled([
        quick.send({ method: 'GET', url: `${base}/hang`, headers: {} }),
        quick.send({ method: 'GET', url: `${base}/hang`, headers: {} }),
        quick.send({ method: 'GET', url: `${base}/json`, headers: {} }),
      ]);
      expect(overlapping.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected', 'fulfilled']);
      for (const outcome of overlapping.slice(0, 2)) {
        expect((outcome as PromiseRejectedResult).reason).toMatchObject({ kind: 'timeout' });
      }
    } finally {
      await quick.close();
    }
  });

  it('ends every exchange in flight at once when its signal is aborted, and refuses the next', async () => {
    const controller = new AbortController();
    const cancellable = makeClient({ timeoutMs: 600_000, signal: controller.signal });
    try {
      const inFlight = [
        failure(cancellable.send({ method: 'GET', url: `${base}/hang`, headers: {} })),
        failure(cancellable.send({ method: 'GET', url: `${base}/stall`, headers: {} })),
      ];
      // Both requests are on the wire before the run is cancelled.
      await new Promise((resolve) => setTimeout(resolve, 100));
      controller.abort();
      for (const error of await Promise.all(inFlight)) expect(error.kind).toBe('connection');
      const after = await failure(cancellable.send({ method: 'GET', url: `${base}/json`, headers: {} }));
      expect(after.message).toMatch(/already closed, so nothing was sent/);
    } finally {
      await cancellable.close();
    }
  });

  it('reports a refused connection as a connection error', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));

    const error = await client
      .send({ method: 'GET', url: `http://127.0.0.1:${port}/users`, headers: {} })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({
      kind: 'connection',
      code: 'FALCON_HTTP_CONNECTION',
      systemCode: 'ECONNREFUSED',
    });
    expect((error as HttpError).message).toBe(
      `could not connect to http://127.0.0.1:${port}/users (ECONNREFUSED) — is the API running and is base_url right?`,
    );
  });

  it('explains a request that cannot be sent at all', async () => {
    const relative = await failure(client.send({ method: 'GET', url: '/users', headers: {} }));
    expect(relative.kind).toBe('connection');
    expect(relative.message).toBe(
      "cannot send the request to /users: Invalid URL — check the step's url or the environment's base_url",
    );
    const ftp = await failure(client.send({ method: 'GET', url: 'ftp://127.0.0.1/users', headers: {} }));
    expect(ftp.message).toContain('unsupported protocol ftp:');
    const header = await failure(
      client.send({ method: 'GET', url: `${base}/json`, headers: { 'bad header': 'x' } }),
    );
    expect(header.message).toContain("check the step's method, headers and body");
  });

  it('names headers too large to read as the cause, not the API being down', async () => {
    const error = await get('/huge-header').catch((caught: unknown) => caught);
    expect((error as HttpError).message).toBe(
      `the response headers from ${base}/huge-header are larger than the 16 KB an HTTP client reads (UND_ERR_HEADERS_OVERFLOW) — check what the API puts in its headers (a cookie or token that grew?)`,
    );
  });

  it('reports a connection the server drops as a connection error', async () => {
    const dropping = createServer((request) => request.socket.destroy());
    await new Promise<void>((resolve) => dropping.listen(0, '127.0.0.1', resolve));
    const port = (dropping.address() as AddressInfo).port;
    try {
      const error = await client
        .send({ method: 'GET', url: `http://127.0.0.1:${port}/crash`, headers: {} })
        .catch((caught: unknown) => caught);
      expect(error).toMatchObject({ kind: 'connection' });
      expect((error as HttpError).message).toMatch(/closed before the response was complete/);
    } finally {
      await new Promise<void>((resolve) => dropping.close(() => resolve()));
    }
  });
});

describe('createHttpClient with an injected dispatcher', () => {
  it('sends through it and leaves it open on close', async () => {
    const agent = new Agent();
    const client = createHttpClient({ dispatcher: agent, timeoutMs: 2000 });
    expect((await client.send({ method: 'GET', url: `${base}/json`, headers: {} })).status).toBe(200);
    await client.close();
    expect(agent.closed).toBe(false);
    const again = createHttpClient({ dispatcher: agent, timeoutMs: 2000 });
    expect((await again.send({ method: 'GET', url: `${base}/json`, headers: {} })).json).toEqual({
      id: 1,
      name: 'Ada',
    });
    await agent.close();
  });

  it('closes its own pool', async () => {
    const client = createHttpClient({ timeoutMs: 2000 });
    await client.send({ method: 'GET', url: `${base}/json`, headers: {} });
    await client.close();
    await expect(client.send({ method: 'GET', url: `${base}/json`, headers: {} })).rejects.toBeInstanceOf(
      HttpError,
    );
  });
});
