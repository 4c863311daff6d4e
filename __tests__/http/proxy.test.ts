/**
 * HTTP_PROXY, HTTPS_PROXY and NO_PROXY of the job's environment, through a forward proxy on
 * 127.0.0.1: proxied requests go through it, the rest keep to the client's own connections, and
 * which is which is decided as undici's EnvHttpProxyAgent decides it.
 */
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { Agent, EnvHttpProxyAgent } from 'undici';
import { HttpError, createHttpClient, type HttpClient } from '../../src/http/client.js';
import { lookupHost } from '../../src/http/addresses.js';
import { proxyRule, proxySettings } from '../../src/http/proxy.js';
import { startProxyServer, type ProxyServer } from '../__fixtures__/http/proxy-server.js';
import { plainAnswer, startRawServer, type RawServer } from '../__fixtures__/http/raw-server.js';

let proxy: ProxyServer;
let api: RawServer;
/** Where https requests go: a port that drops every connection, so TLS fails at once. */
let dropping: net.Server;
let tlsPort: number;
const clients: HttpClient[] = [];

beforeAll(async () => {
  proxy = await startProxyServer();
  api = await startRawServer(({ socket, headers }) =>
    socket.write(plainAnswer(headers['x-forwarded-by'] ? 'via the proxy' : 'direct')),
  );
  dropping = net.createServer((socket) => socket.destroy());
  await new Promise<void>((resolve) => dropping.listen(0, '127.0.0.1', resolve));
  tlsPort = (dropping.address() as AddressInfo).port;
});
afterAll(async () => {
  await proxy.close();
  await api.close();
  await new Promise<void>((resolve) => dropping.close(() => resolve()));
});
beforeEach(() => {
  proxy.seen.length = 0;
  proxy.authorizations.length = 0;
});
afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.close()));
});

function client(env: Record<string, string>): HttpClient {
  const made = createHttpClient({ timeoutMs: 3000, env });
  clients.push(made);
  return made;
}

const get = (through: HttpClient, url: string) => through.send({ method: 'GET', url, headers: {} });

describe('a client in an environment with proxies', () => {
  it('sends plain http requests through HTTP_PROXY', async () => {
    const response = await get(client({ HTTP_PROXY: proxy.url }), `${api.url}/items`);
    expect(response.bodyText).toBe('via the proxy');
    expect(proxy.seen).toEqual([`GET ${api.url}/items`]);
  });

  it('sends the credentials of the proxy URL to the proxy only', async () => {
    const withCredentials = proxy.url.replace('http://', 'http://user:p%40ss@');
    await get(client({ HTTP_PROXY: withCredentials }), `${api.url}/items`);
    expect(proxy.authorizations).toEqual([`Basic ${Buffer.from('user:p@ss').toString('base64')}`]);
    expect(api.requests.at(-1)?.headers['proxy-authorization']).toBeUndefined();
  });

  it('reads the lower-case names first, as curl and undici do', async () => {
    const closed = 'http://127.0.0.1:9';
    const response = await get(client({ HTTP_PROXY: closed, http_proxy: proxy.url }), `${api.url}/items`);
    expect(response.bodyText).toBe('via the proxy');
  });

  it('reaches hosts NO_PROXY names directly, over its own connections', async () => {
    const direct = client({ HTTP_PROXY: proxy.url, NO_PROXY: 'example.com, 127.0.0.1' });
    const response = await get(direct, `${api.url}/items`);
    expect(response.bodyText).toBe('direct');
    expect(proxy.seen).toEqual([]);
  });

  it('asks HTTPS_PROXY for a tunnel to an https origin', async () => {
    // The origin drops the connection: the request fails after the tunnel, which is all this needs to show.
    const error = await get(client({ HTTPS_PROXY: proxy.url }), `https://127.0.0.1:${tlsPort}/items`).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(HttpError);
    expect(proxy.seen).toEqual([`CONNECT 127.0.0.1:${tlsPort}`]);
  });

  it('sends https requests through HTTP_PROXY when HTTPS_PROXY is not set, as undici does', async () => {
    await get(client({ HTTP_PROXY: proxy.url }), `https://127.0.0.1:${tlsPort}/items`).catch(() => undefined);
    expect(proxy.seen).toEqual([`CONNECT 127.0.0.1:${tlsPort}`]);
  });

  it('uses no proxy without an environment, or with empty settings', async () => {
    expect(proxySettings(undefined)).toBeUndefined();
    expect(proxySettings({ HTTP_PROXY: '', NO_PROXY: 'x' })).toBeUndefined();
    const response = await get(createHttpClient({ timeoutMs: 3000 }), `${api.url}/items`);
    expect(response.bodyText).toBe('direct');
    expect(proxy.seen).toEqual([]);
  });
});

describe('the NO_PROXY rules', () => {
  const NO_PROXY = [
    '',
    'localhost',
    '127.0.0.1',
    '.localhost',
    '*.localhost',
    'LOCALHOST.',
    'localhost:1',
    '*',
    '*:1',
    '[::1]',
    '::1',
    'elsewhere.test 127.0.0.1:1,  api.localhost',
  ];
  const HOSTS = ['127.0.0.1', 'localhost', 'api.localhost', '[::1]'];

  it.each(NO_PROXY)('are undici’s for NO_PROXY=%j', async (noProxy) => {
    const rule = proxyRule({ httpProxy: proxy.url, httpsProxy: '', noProxy });
    // Direct requests go to closed ports of the loopback: refused at once, which is all they need.
    const undici = new EnvHttpProxyAgent({
      httpProxy: proxy.url,
      httpsProxy: '',
      noProxy,
      connect: { lookup: lookupHost },
    });
    try {
      for (const url of HOSTS.flatMap((host) => [1, 9].map((port) => new URL(`http://${host}:${port}/`)))) {
        proxy.seen.length = 0;
        await undici.request({ origin: url.origin, path: '/', method: 'GET' }).then(
          (answer) => answer.body.dump(),
          () => undefined,
        );
        const proxiedByUndici = proxy.seen.length > 0;
        expect([url.host, rule('http:', url.hostname, Number(url.port))]).toEqual([
          url.host,
          proxiedByUndici,
        ]);
      }
    } finally {
      await undici.close();
    }
  });

  it('keep a port of their own apart from the default one', () => {
    const rule = proxyRule({ httpProxy: proxy.url, httpsProxy: proxy.url, noProxy: 'example.com:443' });
    expect(rule('https:', 'example.com', 0)).toBe(false);
    expect(rule('http:', 'example.com', 0)).toBe(true);
  });
});

describe('an injected dispatcher', () => {
  it('routes every request itself, whatever the environment says', async () => {
    const agent = new Agent();
    const injected = createHttpClient({ timeoutMs: 3000, dispatcher: agent, env: { HTTP_PROXY: proxy.url } });
    try {
      expect((await get(injected, `${api.url}/items`)).bodyText).toBe('direct');
      expect(proxy.seen).toEqual([]);
    } finally {
      await injected.close();
      await agent.close();
    }
  });
});
