/**
 * The example Shop API must behave exactly as its spec says: the bundled flows, the README and the
 * demo of the planted bug all rest on it. Each test talks to a real server on 127.0.0.1 and checks
 * responses against the schemas in examples/shop/.falcon/spec.yaml.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import SwaggerParser from '@apidevtools/swagger-parser';
import { Ajv2020 } from 'ajv/dist/2020.js';
import formatsPlugin from 'ajv-formats';
import { parse } from 'yaml';
import { createShopServer, type ShopOptions } from '../../examples/shop/server.js';

const SERVER_FILE = fileURLToPath(new URL('../../examples/shop/server.js', import.meta.url));
const SPEC_FILE = fileURLToPath(new URL('../../examples/shop/.falcon/spec.yaml', import.meta.url));

// ---------------------------------------------------------------- the spec, as a validator

interface SpecResponse {
  $ref?: string;
  content?: Record<string, { schema?: object }>;
}
interface SpecOperation {
  operationId: string;
  responses: Record<string, SpecResponse>;
}
interface Spec {
  paths: Record<string, Record<string, SpecOperation | unknown>>;
  components: { schemas: Record<string, object>; responses: Record<string, SpecResponse> };
}

const spec = parse(readFileSync(SPEC_FILE, 'utf8')) as Spec;
const HTTP_METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** Component schemas become `$defs` of one registered schema, so their local `$ref`s resolve. */
const SPEC_ID = 'https://shop.example.com/spec';
const rewriteRefs = (schema: object): object =>
  JSON.parse(JSON.stringify(schema).replaceAll('"#/components/schemas/', `"${SPEC_ID}#/$defs/`)) as object;
const ajv = new Ajv2020({ allErrors: true });
formatsPlugin.default(ajv);
ajv.addSchema({ $id: SPEC_ID, $defs: rewriteRefs(spec.components.schemas) });

function operation(operationId: string): SpecOperation {
  for (const item of Object.values(spec.paths)) {
    for (const method of HTTP_METHODS) {
      const candidate = item[method] as SpecOperation | undefined;
      if (candidate?.operationId === operationId) return candidate;
    }
  }
  throw new Error(`no operation ${operationId} in the spec`);
}

/**
 * What the spec says about `operationId` answering `status` with this response: the status is
 * documented, the media type too, and the body matches the schema. Returns the violations.
 */
function contractViolations(operationId: string, response: ApiResponse): string[] {
  let documented = operation(operationId).responses[String(response.status)];
  if (!documented) return [`status ${response.status} is not documented for ${operationId}`];
  if (documented.$ref) documented = spec.components.responses[documented.$ref.split('/').pop() ?? ''] ?? {};
  const mediaType = response.headers.get('content-type') ?? '';
  if (!documented.content) return response.text === '' ? [] : ['a body where none is documented'];
  const schema = documented.content[mediaType]?.schema;
  if (!schema) return [`content type ${mediaType} is not documented for ${operationId} ${response.status}`];
  const validate = ajv.compile(rewriteRefs(schema));
  return validate(response.json)
    ? []
    : (validate.errors ?? []).map((error) => `${error.instancePath || '/'} ${error.message ?? ''}`);
}

function expectContract(operationId: string, response: ApiResponse): void {
  expect(contractViolations(operationId, response)).toEqual([]);
}

// ---------------------------------------------------------------- a client

interface ApiResponse {
  status: number;
  headers: Headers;
  text: string;
  json: unknown;
}

interface Product {
  id: number;
  name: string;
  category: string;
  price: number | string;
  currency: string;
}
interface Page {
  items: Product[];
  next_cursor: string | null;
}
interface Order {
  id: number;
  product_id: number;
  quantity: number;
  unit_price: number;
  total: number;
  status: string;
}
interface Problem {
  type: string;
  title: string;
  status: number;
  detail: string;
  errors?: Array<{ field: string; message: string }>;
}

interface Started {
  url: string;
  server: Server;
}

async function start(options: ShopOptions = {}): Promise<Started> {
  // `env: {}` keeps the developer's SHOP_* variables out of the tests.
  const server = createShopServer({ env: {}, ...options });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

async function stop({ server }: Started): Promise<void> {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
}

interface CallOptions {
  token?: string;
  json?: unknown;
  body?: string;
  headers?: Record<string, string>;
}

async function call(
  target: Started,
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<ApiResponse> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token !== undefined) headers['authorization'] = `Bearer ${options.token}`;
  let body = options.body;
  if (options.json !== undefined) {
    body = JSON.stringify(options.json);
    headers['content-type'] ??= 'application/json';
  }
  const response = await fetch(target.url + path, { method, headers, body });
  const text = await response.text();
  let json: unknown;
  try {
    json = text === '' ? undefined : JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.status, headers: response.headers, text, json };
}

async function login(target: Started, username = 'demo', password = 'demo-password'): Promise<string> {
  const response = await call(target, 'POST', '/auth/token', { json: { username, password } });
  expect(response.status).toBe(200);
  return (response.json as { access_token: string }).access_token;
}

function expectProblem(response: ApiResponse, status: number): Problem {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toBe('application/problem+json');
  const problem = response.json as Problem;
  expect(problem).toMatchObject({ status, title: expect.any(String), detail: expect.any(String) });
  expect(problem.type).toMatch(/^https:\/\/shop\.example\.com\/problems\/[a-z-]+$/);
  return problem;
}

// ---------------------------------------------------------------- tests

let shop: Started;
let buggy: Started;

beforeAll(async () => {
  shop = await start();
  buggy = await start({ bug: 'price-as-string' });
});

afterAll(async () => {
  await stop(shop);
  await stop(buggy);
});

describe('spec', () => {
  it('is a valid OpenAPI 3.1 document with every operation the flows use', async () => {
    await expect(SwaggerParser.validate(SPEC_FILE)).resolves.toBeDefined();
    const ids = Object.values(spec.paths).flatMap((item) =>
      HTTP_METHODS.map((method) => (item[method] as SpecOperation | undefined)?.operationId).filter(Boolean),
    );
    expect(ids.sort()).toEqual(
      [
        'createOrder',
        'createProduct',
        'deleteOrder',
        'getHealth',
        'getOrder',
        'getProduct',
        'issueToken',
        'listOrders',
        'listProducts',
      ].sort(),
    );
  });

  it('matches the server method for method: documented ones are served, others are 405 with Allow', async () => {
    for (const [template, item] of Object.entries(spec.paths)) {
      const path = template.replace('{id}', '1');
      const documented = HTTP_METHODS.filter((method) => item[method] !== undefined).map((m) =>
        m.toUpperCase(),
      );
      for (const method of HTTP_METHODS.map((m) => m.toUpperCase())) {
        const response = await call(shop, method, path);
        if (documented.includes(method)) {
          expect({ method, path, status: response.status }).not.toMatchObject({ status: 405 });
        } else {
          expectProblem(response, 405);
          expect(response.headers.get('allow')).toBe(documented.join(', '));
        }
      }
    }
  });
});

describe('health', () => {
  it('answers 200 {status: ok}', async () => {
    const response = await call(shop, 'GET', '/health');
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ status: 'ok', version: '1.0.0' });
    expectContract('getHealth', response);
  });

  it('answers 404 problems for unknown paths, 405 for HEAD', async () => {
    expectProblem(await call(shop, 'GET', '/nope'), 404);
    expectProblem(await call(shop, 'GET', '/products/'), 404);
    expect((await call(shop, 'HEAD', '/health')).status).toBe(405);
  });
});

describe('POST /auth/token', () => {
  it('issues a bearer token for the demo user, not to be cached', async () => {
    const response = await call(shop, 'POST', '/auth/token', {
      json: { username: 'demo', password: 'demo-password' },
    });
    expect(response.status).toBe(200);
    expectContract('issueToken', response);
    expect(response.json).toMatchObject({ token_type: 'Bearer', expires_in: 3600 });
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('refuses a wrong password or an unknown user with 401 and a challenge', async () => {
    for (const json of [
      { username: 'demo', password: 'wrong' },
      { username: 'mallory', password: 'demo-password' },
      { username: 'constructor', password: 'x' },
    ]) {
      const response = await call(shop, 'POST', '/auth/token', { json });
      expectProblem(response, 401);
      expectContract('issueToken', response);
      expect(response.headers.get('www-authenticate')).toBe('Bearer realm="shop"');
    }
  });

  it('reads the demo password from SHOP_PASSWORD, and takes explicit users', async () => {
    const fromEnv = await start({ env: { SHOP_PASSWORD: 's3cret' } });
    const explicit = await start({ users: { ada: 'lovelace' } });
    try {
      expect(await login(fromEnv, 'demo', 's3cret')).toEqual(expect.any(String));
      expectProblem(
        await call(fromEnv, 'POST', '/auth/token', { json: { username: 'demo', password: 'demo-password' } }),
        401,
      );
      expect(await login(explicit, 'ada', 'lovelace')).toEqual(expect.any(String));
    } finally {
      await stop(fromEnv);
      await stop(explicit);
    }
  });

  it('rejects malformed credentials with 400 naming the fields, and non-JSON with 415', async () => {
    const missing = await call(shop, 'POST', '/auth/token', { json: { username: 'demo' } });
    expect(expectProblem(missing, 400).errors).toEqual([{ field: 'password', message: expect.any(String) }]);
    expectContract('issueToken', missing);
    const form = await call(shop, 'POST', '/auth/token', {
      body: 'username=demo&password=demo-password',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expectProblem(form, 415);
    expectContract('issueToken', form);
  });
});

describe('GET /products', () => {
  it('pages by 10 by default, and the cursors walk every product exactly once', async () => {
    const first = await call(shop, 'GET', '/products');
    expect(first.status).toBe(200);
    expectContract('listProducts', first);
    const page = first.json as Page;
    expect(page.items.map((product) => product.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);

    const seen: number[] = [];
    let cursor: string | null = null;
    do {
      const response = await call(shop, 'GET', `/products?limit=5${cursor ? `&cursor=${cursor}` : ''}`);
      expectContract('listProducts', response);
      const current = response.json as Page;
      seen.push(...current.items.map((product) => product.id));
      cursor = current.next_cursor;
    } while (cursor !== null && seen.length < 100);
    expect(seen.slice(0, 12)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('accepts limit 1 and 50', async () => {
    expect(((await call(shop, 'GET', '/products?limit=1')).json as Page).items).toHaveLength(1);
    const all = (await call(shop, 'GET', '/products?limit=50')).json as Page;
    expect(all.items.length).toBeGreaterThanOrEqual(12);
  });

  it.each(['0', '51', '-1', '1.5', 'ten', '', "' OR '1'='1", '10&limit=5'])(
    'answers limit=%j with a 400 problem that does not echo the input',
    async (limit) => {
      const response = await call(
        shop,
        'GET',
        `/products?limit=${limit.includes('&') ? limit : encodeURIComponent(limit)}`,
      );
      const problem = expectProblem(response, 400);
      expect(problem.errors).toEqual([{ field: 'limit', message: expect.any(String) }]);
      expectContract('listProducts', response);
      if (limit.length > 2) expect(response.text).not.toContain(limit);
    },
  );

  it('answers a cursor it did not issue with a 400 problem', async () => {
    for (const cursor of [
      'nope',
      Buffer.from('after:-1').toString('base64url'),
      Buffer.from('after:01').toString('base64'),
    ]) {
      const response = await call(shop, 'GET', `/products?cursor=${encodeURIComponent(cursor)}`);
      expect(expectProblem(response, 400).errors?.[0]?.field).toBe('cursor');
    }
  });
});

describe('GET /products/{id}', () => {
  it('answers the seeded product, prices as numbers', async () => {
    const response = await call(shop, 'GET', '/products/3');
    expect(response.status).toBe(200);
    expectContract('getProduct', response);
    expect(response.json).toEqual({
      id: 3,
      name: 'Ceramic dripper',
      category: 'brewing',
      price: 22.5,
      currency: 'EUR',
    });
  });

  it.each(['999999', '0', 'abc', '1.0', '%27%20OR%20%271%27%3D%271', '9999999999'])(
    'answers id %s with a 404 problem',
    async (id) => {
      const response = await call(shop, 'GET', `/products/${id}`);
      expectProblem(response, 404);
      expectContract('getProduct', response);
    },
  );
});

describe('POST /products', () => {
  const mug = { name: 'Falcon travel mug', category: 'accessories', price: 19.5 };

  it('needs a token: 401 with a challenge without one, invalid_token with a bad one', async () => {
    const anonymous = await call(shop, 'POST', '/products', { json: mug });
    expectProblem(anonymous, 401);
    expectContract('createProduct', anonymous);
    expect(anonymous.headers.get('www-authenticate')).toBe('Bearer realm="shop"');

    for (const authorization of ['Bearer not-a-token', 'Basic ZGVtbzpkZW1vLXBhc3N3b3Jk', 'Bearer', '']) {
      const forged = await call(shop, 'POST', '/products', { json: mug, headers: { authorization } });
      expectProblem(forged, 401);
      if (authorization !== '')
        expect(forged.headers.get('www-authenticate')).toContain('error="invalid_token"');
    }
  });

  it('creates a product: 201, Location, readable at that Location', async () => {
    const token = await login(shop);
    const response = await call(shop, 'POST', '/products', { token, json: mug });
    expect(response.status).toBe(201);
    expectContract('createProduct', response);
    const created = response.json as Product;
    expect(created).toMatchObject({ ...mug, currency: 'EUR' });
    expect(created.id).toBeGreaterThan(12);
    expect(response.headers.get('location')).toBe(`/products/${created.id}`);
    expect((await call(shop, 'GET', `/products/${created.id}`)).json).toEqual(created);
  });

  it('stores injection strings as plain text', async () => {
    const token = await login(shop);
    const name = `Robert'); DROP TABLE products;-- <script>alert(1)</script> {{7*7}} \${7*7}`;
    const response = await call(shop, 'POST', '/products', { token, json: { ...mug, name } });
    expect(response.status).toBe(201);
    const { id } = response.json as Product;
    expect(((await call(shop, 'GET', `/products/${id}`)).json as Product).name).toBe(name);
  });

  it.each([
    [{ ...mug, price: -1 }, ['price']],
    [{ ...mug, price: 0 }, ['price']],
    [{ ...mug, price: 1.005 }, ['price']],
    [{ ...mug, price: '19.50' }, ['price']],
    [{ ...mug, category: 'tea' }, ['category']],
    [{ ...mug, name: '   ' }, ['name']],
    [{ ...mug, name: 'x'.repeat(101) }, ['name']],
    [{ ...mug, stock: 5 }, ['stock']],
    [{}, ['name', 'category', 'price']],
  ])('refuses %j with a 400 naming %j', async (json, fields) => {
    const token = await login(shop);
    const response = await call(shop, 'POST', '/products', { token, json });
    const problem = expectProblem(response, 400);
    expectContract('createProduct', response);
    expect(problem.errors?.map((error) => error.field)).toEqual(fields);
  });

  it('answers bodies that are not a JSON object with 400, never 500', async () => {
    const token = await login(shop);
    for (const body of ['{"name": ', 'null', '[]', '"mug"', '42', '', '{"__proto__": {"admin": true}}']) {
      const response = await call(shop, 'POST', '/products', {
        token,
        body,
        headers: { 'content-type': 'application/json' },
      });
      expectProblem(response, 400);
    }
  });

  it('answers a body over 64 KiB with 413, with or without Content-Length', async () => {
    const token = await login(shop);
    const big = JSON.stringify({ name: 'x'.repeat(100_000), category: 'gifts', price: 1 });
    const declared = await call(shop, 'POST', '/products', {
      token,
      body: big,
      headers: { 'content-type': 'application/json' },
    });
    expectProblem(declared, 413);
    expectContract('createProduct', declared);

    const chunked = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = httpRequest(`${shop.url}/products`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      });
      request.on('response', (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      });
      request.on('error', reject);
      for (let i = 0; i < 10; i++) request.write(big.slice(i * 10_000, (i + 1) * 10_000));
      request.end(big.slice(100_000));
    });
    expect(chunked.status).toBe(413);
    expect(JSON.parse(chunked.body)).toMatchObject({ status: 413 });
    // The connection survives: the server still answers.
    expect((await call(shop, 'GET', '/health')).status).toBe(200);
  });
});

describe('orders', () => {
  it('need a token on every operation', async () => {
    for (const [method, path, operationId] of [
      ['GET', '/orders', 'listOrders'],
      ['POST', '/orders', 'createOrder'],
      ['GET', '/orders/1001', 'getOrder'],
      ['DELETE', '/orders/1001', 'deleteOrder'],
    ] as const) {
      const anonymous = await call(
        shop,
        method,
        path,
        method === 'POST' ? { json: { product_id: 1, quantity: 1 } } : {},
      );
      expectProblem(anonymous, 401);
      expectContract(operationId, anonymous);
      const forged = await call(shop, method, path, { token: 'falcon-probe-invalid-credential' });
      expectProblem(forged, 401);
    }
  });

  it('place, read, list and delete: totals in whole cents', async () => {
    const token = await login(shop);
    const created = await call(shop, 'POST', '/orders', { token, json: { product_id: 6, quantity: 3 } });
    expect(created.status).toBe(201);
    expectContract('createOrder', created);
    const order = created.json as Order;
    // 34.99 × 3 is 104.97000000000001 in floating point; the API answers in cents.
    expect(order).toMatchObject({
      product_id: 6,
      quantity: 3,
      unit_price: 34.99,
      total: 104.97,
      status: 'placed',
    });
    expect(created.headers.get('location')).toBe(`/orders/${order.id}`);

    const read = await call(shop, 'GET', `/orders/${order.id}`, { token });
    expectContract('getOrder', read);
    expect(read.json).toEqual(order);

    const list = await call(shop, 'GET', '/orders', { token });
    expectContract('listOrders', list);
    expect((list.json as { items: Order[] }).items).toContainEqual(order);

    const deleted = await call(shop, 'DELETE', `/orders/${order.id}`, { token });
    expect(deleted.status).toBe(204);
    expect(deleted.text).toBe('');
    expectContract('deleteOrder', deleted);
    expectProblem(await call(shop, 'GET', `/orders/${order.id}`, { token }), 404);
    const again = await call(shop, 'DELETE', `/orders/${order.id}`, { token });
    expectProblem(again, 404);
    expectContract('deleteOrder', again);
  });

  it("keeps each user's orders invisible to the others", async () => {
    const twoUsers = await start({ users: { demo: 'demo-password', ada: 'lovelace' } });
    try {
      const demo = await login(twoUsers);
      const ada = await login(twoUsers, 'ada', 'lovelace');
      const order = (
        await call(twoUsers, 'POST', '/orders', { token: demo, json: { product_id: 1, quantity: 1 } })
      ).json as Order;
      expectProblem(await call(twoUsers, 'GET', `/orders/${order.id}`, { token: ada }), 404);
      expectProblem(await call(twoUsers, 'DELETE', `/orders/${order.id}`, { token: ada }), 404);
      expect(
        ((await call(twoUsers, 'GET', '/orders', { token: ada })).json as { items: Order[] }).items,
      ).toEqual([]);
      expect((await call(twoUsers, 'GET', `/orders/${order.id}`, { token: demo })).status).toBe(200);
    } finally {
      await stop(twoUsers);
    }
  });

  it('answers an unknown product with 422 and bad quantities with 400', async () => {
    const token = await login(shop);
    const unknown = await call(shop, 'POST', '/orders', { token, json: { product_id: 999999, quantity: 1 } });
    expect(expectProblem(unknown, 422).errors?.[0]?.field).toBe('product_id');
    expectContract('createOrder', unknown);
    for (const quantity of [0, 101, 1.5, '2', null]) {
      const response = await call(shop, 'POST', '/orders', { token, json: { product_id: 1, quantity } });
      expect(expectProblem(response, 400).errors).toEqual([
        { field: 'quantity', message: expect.any(String) },
      ]);
      expectContract('createOrder', response);
    }
  });

  it('accepts the fixed token given as an option (or SHOP_TOKEN)', async () => {
    const withToken = await start({ env: { SHOP_TOKEN: 'ci-token-123' } });
    try {
      expect((await call(withToken, 'GET', '/orders', { token: 'ci-token-123' })).status).toBe(200);
      expectProblem(await call(withToken, 'GET', '/orders', { token: 'ci-token-124' }), 401);
    } finally {
      await stop(withToken);
    }
  });
});

describe('the planted bug', () => {
  it('price-as-string changes only the price of GET /products/{id}, and the contract catches it', async () => {
    const good = await call(shop, 'GET', '/products/1');
    const bad = await call(buggy, 'GET', '/products/1');
    expect(bad.status).toBe(200);
    expect(bad.json).toEqual({ ...(good.json as Product), price: '12.50' });
    expect(contractViolations('getProduct', bad)).toEqual(['/price must be number']);
    expectContract('getProduct', good);
  });

  it('leaves every other operation as it was', async () => {
    const list = await call(buggy, 'GET', '/products?limit=3');
    expectContract('listProducts', list);
    const token = await login(buggy);
    const order = await call(buggy, 'POST', '/orders', { token, json: { product_id: 1, quantity: 2 } });
    expectContract('createOrder', order);
    expect(order.json).toMatchObject({ unit_price: 12.5, total: 25 });
  });

  it('comes from SHOP_BUG too, and an unknown bug name is refused', async () => {
    const fromEnv = await start({ env: { SHOP_BUG: 'price-as-string' } });
    try {
      expect(((await call(fromEnv, 'GET', '/products/1')).json as Product).price).toBe('12.50');
    } finally {
      await stop(fromEnv);
    }
    expect(() => createShopServer({ bug: 'price-as-strnig', env: {} })).toThrow(
      /unknown bug "price-as-strnig"/,
    );
  });
});

describe('node examples/shop/server.js', () => {
  it('prints one line with its URL, serves, and exits 0 on SIGTERM', async () => {
    const child = spawn(process.execPath, [SERVER_FILE, '--port', '0'], {
      env: { PATH: process.env['PATH'] ?? '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    let stdout = '';
    const url = await new Promise<string>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        stdout += chunk.toString();
        const match = /^listening on (http:\/\/127\.0\.0\.1:\d+)\n/.exec(stdout);
        if (match?.[1]) resolve(match[1]);
      });
      child.on('exit', (code) => reject(new Error(`server exited early with ${code}: ${stdout}`)));
    });
    const health = await fetch(`${url}/health`);
    expect(health.status).toBe(200);
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(stdout).toBe(`listening on ${url}\n`);
  });

  it('exits 2 with a usage line for a bad port', async () => {
    const child = spawn(process.execPath, [SERVER_FILE, '--port', 'eighty'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) =>
      child.on('exit', (exitCode) => resolve(exitCode)),
    );
    expect(code).toBe(2);
    expect(stderr).toMatch(/--port must be an integer/);
    expect(stderr).toMatch(/usage: node examples\/shop\/server\.js/);
  });
});
