/**
 * The addresses users give: `localhost` for an API listening on ::1 only (the hosts file may name
 * 127.0.0.1 alone), and IPv6 literals, over the client's own connections and undici's pool.
 */
import { Agent } from 'undici';
import { createHttpClient, type HttpClient } from '../../src/http/client.js';
import { isLocalhost, lookupHost } from '../../src/http/addresses.js';
import { plainAnswer, startRawServer, type RawServer } from '../__fixtures__/http/raw-server.js';

/** An API on one loopback address, answering with the address the request came to. */
async function apiOn(host: string): Promise<RawServer> {
  return startRawServer(
    ({ socket, headers }) => socket.write(plainAnswer(`${socket.localAddress} host=${headers['host']}`)),
    host,
  );
}

let v6: RawServer;
let v4: RawServer;
const clients: HttpClient[] = [];
beforeAll(async () => {
  v6 = await apiOn('::1');
  v4 = await apiOn('127.0.0.1');
});
afterAll(async () => {
  await v6.close();
  await v4.close();
});
afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.close()));
});

function own(): HttpClient {
  const client = createHttpClient({ timeoutMs: 3000 });
  clients.push(client);
  return client;
}

/** A request the own connections leave to undici's pool: a header HTTP gives a meaning to. */
const throughPool = { connection: 'keep-alive, x-any' };

describe('a request to localhost', () => {
  it.each([
    ['its own connections', {}],
    ["undici's pool", throughPool],
  ])('reaches an API listening on ::1 only, over %s', async (_way, headers) => {
    const response = await own().send({ method: 'GET', url: `http://localhost:${v6.port}/`, headers });
    expect(response.bodyText).toBe(`::1 host=localhost:${v6.port}`);
  });

  it.each([
    ['its own connections', {}],
    ["undici's pool", throughPool],
  ])('reaches an API listening on 127.0.0.1 only, over %s', async (_way, headers) => {
    const response = await own().send({ method: 'GET', url: `http://localhost:${v4.port}/`, headers });
    expect(response.bodyText).toBe(`127.0.0.1 host=localhost:${v4.port}`);
  });

  it('names the loopback for localhost and the names under it, and nothing else', async () => {
    expect(['localhost', 'LOCALHOST.', 'api.localhost'].map(isLocalhost)).toEqual([true, true, true]);
    expect(['localhost.example.com', 'mylocalhost', '127.0.0.1'].map(isLocalhost)).toEqual([
      false,
      false,
      false,
    ]);
    const all = await new Promise((resolve, reject) =>
      lookupHost('api.localhost', { all: true }, (error, addresses) =>
        error ? reject(error) : resolve(addresses),
      ),
    );
    expect(all).toEqual([
      { address: '::1', family: 6 },
      { address: '127.0.0.1', family: 4 },
    ]);
    const v4Only = await new Promise((resolve) =>
      lookupHost('localhost', { family: 4 }, (_error, address, family) => resolve([address, family])),
    );
    expect(v4Only).toEqual(['127.0.0.1', 4]);
  });
});

describe('an IPv6 literal', () => {
  it.each([
    ['its own connections', () => own(), {}],
    ["undici's pool", () => own(), throughPool],
    [
      'an injected dispatcher',
      () => {
        const agent = new Agent();
        const client = createHttpClient({ timeoutMs: 3000, dispatcher: agent });
        clients.push({ send: client.send, close: async () => (await client.close(), await agent.close()) });
        return client;
      },
      {},
    ],
  ])('is reached over %s, with the brackets in the Host header', async (_way, make, headers) => {
    const response = await make().send({ method: 'GET', url: `http://[::1]:${v6.port}/items`, headers });
    expect(response.bodyText).toBe(`::1 host=[::1]:${v6.port}`);
  });
});
