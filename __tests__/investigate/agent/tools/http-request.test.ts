import { createServer } from 'node:net';
import { createHttpRequestTool } from '../../../../src/investigate/agent/tools/http-request.js';
import { Redactor } from '../../../../src/http/redact.js';
import type { HttpClient } from '../../../../src/http/client.js';
import { sendJson, startServer, type TestServer } from '../../../__fixtures__/server.js';
import {
  call,
  emptyWorkspace,
  makeContext,
  makeDeps,
  makeRepo,
  type Repo,
} from '../../../__fixtures__/agent/tools-harness.js';

const SECRET = 'sk-live-SECRET-123456';
const ENV_KEY = 'key-VALUE-999';

let server: TestServer;
let repo: Repo;
const clients: HttpClient[] = [];

beforeAll(async () => {
  repo = await makeRepo({});
  server = await startServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname === '/users/1') {
      sendJson(
        response,
        200,
        { id: 1, name: 'Ada', debug_token: SECRET },
        { 'x-debug': `token=${SECRET}`, 'x-request-id': 'req-7' },
      );
    } else if (url.pathname === '/echo') {
      sendJson(response, 200, {
        method: request.method,
        url: request.url,
        body: request.body,
        headers: request.headers,
      });
    } else if (url.pathname === '/big') {
      response.writeHead(200, { 'content-type': 'text/plain' });
      response.end('x'.repeat(50_000));
    } else {
      sendJson(response, 404, { error: 'not found' });
    }
  });
});

afterAll(async () => {
  await Promise.all(clients.map((client) => client.close()));
  await server.close();
  await repo.remove();
});

function setup(overrides: Parameters<typeof makeDeps>[1] = {}) {
  const deps = makeDeps(repo.root, {
    baseUrls: [server.url],
    redactor: new Redactor([SECRET, ENV_KEY]),
    workspace: emptyWorkspace(repo.root, {
      environments: {
        local: {
          name: 'local',
          base_url: server.url,
          headers: { 'X-Api-Key': '{{api_key}}' },
          variables: { api_key: ENV_KEY },
          file: '.falcon/environments/local.yaml',
        },
      },
    }),
    ...overrides,
  });
  clients.push(deps.http);
  return { tool: createHttpRequestTool(deps), context: makeContext(repo.root) };
}

describe('http_request', () => {
  it('sends to the API and shows status, key headers, timing and body, secrets masked', async () => {
    const { tool, context } = setup();
    const output = await call(tool, { method: 'GET', path: '/users/1' }, context);
    expect(output).toContain(`GET ${server.url}/users/1`);
    expect(output).toMatch(/→ 200 OK in \d+ ms/);
    expect(output).toContain('content-type: application/json');
    expect(output).toContain('x-request-id: req-7');
    expect(output).toContain('"name": "Ada"');
    expect(output).toContain('"debug_token": "***"');
    expect(output).not.toContain(SECRET);
    expect(output).not.toContain('SECRET-123456');
  });

  it("sends the environment's headers without showing their values", async () => {
    const { tool, context } = setup();
    const before = server.requests.length;
    const output = await call(tool, { method: 'GET', path: '/echo' }, context);
    expect(server.requests[before]?.headers['x-api-key']).toBe(ENV_KEY);
    expect(output).toContain('request headers: x-api-key: ***');
    expect(output).not.toContain(ENV_KEY);
  });

  it('leaves the environment headers out when asked', async () => {
    const { tool, context } = setup();
    const before = server.requests.length;
    await call(tool, { method: 'GET', path: '/echo', use_environment_headers: false }, context);
    expect(server.requests[before]?.headers['x-api-key']).toBeUndefined();
  });

  it('masks credentials the model passes in the echo of the request', async () => {
    const { tool, context } = setup();
    const output = await call(
      tool,
      { method: 'GET', path: '/users/1', headers: { Authorization: 'Bearer model-token' } },
      context,
    );
    expect(output).toContain('authorization: Bearer ***');
    expect(output).not.toContain('model-token');
  });

  it('sends JSON bodies, query parameters and full URLs on the API', async () => {
    const { tool, context } = setup();
    const before = server.requests.length;
    const output = await call(
      tool,
      {
        method: 'post',
        url: `${server.url}/echo?a=1`,
        query: { b: 2, tag: ['x', 'y'] },
        json: { name: 'Bo' },
      },
      context,
    );
    const received = server.requests[before];
    expect(received?.method).toBe('POST');
    expect(received?.url).toBe('/echo?a=1&b=2&tag=x&tag=y');
    expect(received?.body).toBe('{"name":"Bo"}');
    expect(received?.headers['content-type']).toBe('application/json');
    expect(output).toContain('→ 200');
  });

  it('sends raw text bodies as they are', async () => {
    const { tool, context } = setup();
    const before = server.requests.length;
    await call(
      tool,
      { method: 'PUT', path: 'echo', body: 'plain words', headers: { 'content-type': 'text/plain' } },
      context,
    );
    expect(server.requests[before]?.body).toBe('plain words');
    expect(server.requests[before]?.url).toBe('/echo');
  });

  it('refuses another origin, naming the allowed base URLs, and sends nothing', async () => {
    const { tool, context } = setup();
    const before = server.requests.length;
    const port = Number(new URL(server.url).port);
    for (const url of [
      'http://example.com/steal',
      `http://127.0.0.1:${port === 65535 ? 1 : port + 1}/users/1`,
      `http://localhost:${port}/users/1`,
    ]) {
      const output = await call(tool, { method: 'GET', url }, context);
      expect(output).toMatch(/^refused: .* is not the API under test; http_request only sends to /);
      expect(output).toContain(server.url);
    }
    expect(await call(tool, { method: 'GET', path: 'https://example.com/x' }, context)).toMatch(/^refused/);
    expect(await call(tool, { method: 'GET', url: 'file:///etc/passwd' }, context)).toMatch(
      /file: URLs are not allowed/,
    );
    expect(server.requests.length).toBe(before);
  });

  it('keeps tricky paths on the API origin', async () => {
    const { tool, context } = setup();
    const before = server.requests.length;
    await call(tool, { method: 'GET', path: '//example.com/x' }, context);
    await call(tool, { method: 'GET', path: '@example.com/x' }, context);
    expect(server.requests.slice(before).map((request) => request.url)).toEqual([
      '//example.com/x',
      '/@example.com/x',
    ]);
  });

  it('needs path or url', async () => {
    const { tool, context } = setup();
    expect(await call(tool, { method: 'GET' }, context)).toMatch(/give either path .* or url/);
  });

  it('says so when no base URL is configured', async () => {
    const { tool, context } = setup({ baseUrls: [] });
    expect(await call(tool, { method: 'GET', path: '/users/1' }, context)).toMatch(
      /no base URL is configured/,
    );
  });

  it('reports an unreachable API as an observation', async () => {
    const closed = await new Promise<number>((resolve) => {
      const probe = createServer();
      probe.listen(0, '127.0.0.1', () => {
        const address = probe.address();
        const port = typeof address === 'object' && address ? address.port : 0;
        probe.close(() => resolve(port));
      });
    });
    const { tool, context } = setup({ baseUrls: [`http://127.0.0.1:${closed}`] });
    const output = await call(tool, { method: 'GET', path: '/users/1' }, context);
    expect(output).toMatch(/→ no response \(connection failed\)/);
  });

  it('truncates large bodies with a note of how much was left out', async () => {
    const { tool, context } = setup();
    const output = await call(tool, { method: 'GET', path: '/big' }, context);
    expect(output).toMatch(/… \(truncated, \d+ more bytes\)/);
    expect(Buffer.byteLength(output)).toBeLessThan(13_000);
  });

  it('shows non-JSON error pages and 404s', async () => {
    const { tool, context } = setup();
    const output = await call(tool, { method: 'DELETE', path: '/nothing' }, context);
    expect(output).toContain('→ 404 Not Found');
    expect(output).toContain('"error": "not found"');
  });
});
