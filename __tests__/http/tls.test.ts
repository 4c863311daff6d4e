/**
 * https over the client's own connections, against the raw server speaking TLS on 127.0.0.1 with a
 * self-signed certificate (__fixtures__/http/tls-cert.pem): refused until trusted, as Node refuses
 * it, then kept alive and sent again on a new connection like plain http.
 */
import net from 'node:net';
import tls from 'node:tls';
import { HttpError, createHttpClient, type HttpClient, type HttpResponse } from '../../src/http/client.js';
import {
  plainAnswer,
  startRawServer,
  startRawTlsServer,
  trustTlsCert,
  type RawAnswer,
  type RawServer,
} from '../__fixtures__/http/raw-server.js';

let server: RawServer;
let client: HttpClient;
let answer: RawAnswer;

beforeEach(async () => {
  answer = ({ socket }) => socket.write(plainAnswer());
  server = await startRawTlsServer((request) => answer(request));
  client = createHttpClient({ timeoutMs: 3000 });
});

afterEach(async () => {
  await client.close();
  await server.close();
});

function get(url: string, method = 'GET'): Promise<HttpResponse> {
  return client.send({ method, url, headers: {} });
}

describe('https to a certificate the client does not trust', () => {
  it('fails with a certificate error that says what to check, before any request is read', async () => {
    const error = await get(`${server.url}/items`).catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({
      code: 'FALCON_HTTP_CONNECTION',
      systemCode: 'DEPTH_ZERO_SELF_SIGNED_CERT',
      message: expect.stringMatching(
        /^could not make a trusted TLS connection to https:\/\/127\.0\.0\.1:\d+\/items \(DEPTH_ZERO_SELF_SIGNED_CERT\) — check the server's certificate/,
      ) as string,
    });
    expect((error as HttpError).resent).toBeUndefined();
    expect(server.requests).toHaveLength(0);
  });
});

describe('https to a trusted certificate', () => {
  let distrust: () => void;
  beforeAll(() => {
    distrust = trustTlsCert();
  });
  afterAll(() => distrust());

  it('keeps one TLS connection alive for request after request, speaking HTTP/1.1 by ALPN', async () => {
    for (let index = 0; index < 3; index++)
      expect(await get(`${server.url}/items/${index}`)).toMatchObject({ status: 200, bodyText: 'ok' });
    expect(server.connections()).toBe(1);
    expect(server.requests.map(({ target }) => target)).toEqual(['/items/0', '/items/1', '/items/2']);
    const socket = server.requests[0]?.socket as tls.TLSSocket;
    expect(socket).toBeInstanceOf(tls.TLSSocket);
    expect(socket.alpnProtocol).toBe('http/1.1');
    expect(server.requests[0]?.headers['host']).toBe(new URL(server.url).host);
  });

  it("resumes the API's TLS session on each new connection instead of a full handshake", async () => {
    // The API closes every connection after its answer, so each request needs a new one.
    const resumed = new Map<number, boolean>();
    answer = ({ socket, connection }) => {
      if (!resumed.has(connection)) resumed.set(connection, (socket as tls.TLSSocket).isSessionReused());
      socket.end(plainAnswer());
    };
    for (let index = 0; index < 3; index++)
      expect(await get(`${server.url}/items/${index}`)).toMatchObject({ status: 200, bodyText: 'ok' });
    const [first, ...later] = resumed.values();
    expect(first).toBe(false);
    expect(later.length).toBeGreaterThanOrEqual(2);
    expect(later.every(Boolean)).toBe(true);
    // Another client keeps sessions of its own: its first connection makes a full handshake.
    const other = createHttpClient({ timeoutMs: 3000 });
    await other.send({ method: 'GET', url: `${server.url}/other`, headers: {} });
    await other.close();
    expect([...resumed.values()].at(-1)).toBe(false);
  });

  it('checks the name of a host given by name, localhost here', async () => {
    const response = await get(`https://localhost:${server.port}/items`);
    expect(response).toMatchObject({ status: 200, bodyText: 'ok' });
    expect(server.requests[0]?.headers['host']).toBe(`localhost:${server.port}`);
  });

  it('sends a GET again on a new connection when the kept one closes before answering, and never a POST', async () => {
    // The API answers the first request on a connection and closes the connection on any later one.
    answer = ({ socket, index }) => {
      if (index === 0) socket.write(plainAnswer());
      else socket.destroy();
    };
    await get(`${server.url}/first`);
    const again = await get(`${server.url}/again`);
    expect(again).toMatchObject({ status: 200, bodyText: 'ok' });
    expect(again.resent).toMatch(/the GET was sent again on a new connection/);
    expect(server.connections()).toBe(2);

    const refused = await get(`${server.url}/post`, 'POST').catch((failure: unknown) => failure);
    expect(refused).toBeInstanceOf(HttpError);
    expect((refused as HttpError).message).toMatch(/closed the connection before answering the POST/);
    expect(server.requests.filter(({ method }) => method === 'POST')).toHaveLength(1);
  });

  it('never carries an https request on an http connection to the same host and port, nor the reverse', async () => {
    // One port serving both: a TLS handshake goes to the TLS server, anything else is read as plain HTTP.
    const plain = await startRawServer(({ socket }) => socket.write(plainAnswer('http')));
    const secure = await startRawTlsServer(({ socket }) => socket.write(plainAnswer('https')));
    const sockets = new Set<net.Socket>();
    const both = net.createServer((socket) => {
      sockets.add(socket);
      socket.once('data', (first: Buffer) => {
        const target = first[0] === 0x16 ? secure.port : plain.port;
        const upstream = net.connect(target, '127.0.0.1', () => upstream.write(first));
        socket.pipe(upstream).pipe(socket);
        socket.on('error', () => upstream.destroy());
        upstream.on('error', () => socket.destroy());
        socket.on('close', () => upstream.destroy());
      });
    });
    await new Promise<void>((resolve) => both.listen(0, '127.0.0.1', resolve));
    const { port } = both.address() as net.AddressInfo;
    try {
      const bodies: string[] = [];
      for (const scheme of ['http', 'https', 'http', 'https'])
        bodies.push((await get(`${scheme}://127.0.0.1:${port}/which`)).bodyText);
      expect(bodies).toEqual(['http', 'https', 'http', 'https']);
      // Sequential requests share one client connection; each change of scheme opens a new socket.
      expect([plain.connections(), secure.connections()]).toEqual([2, 2]);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => both.close(() => resolve()));
      await plain.close();
      await secure.close();
    }
  });
});
