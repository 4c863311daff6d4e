// @ts-check
/**
 * Shop API — the small, real service the bundled Falcon CI example tests.
 *
 * Plain Node (node:http only, no dependency) so it runs anywhere `node` does:
 *
 *   node examples/shop/server.js [--port 3000] [--host 127.0.0.1]
 *
 * It speaks the contract in `.falcon/spec.yaml`: a product catalog with cursor pagination, bearer
 * token auth, orders with a computed total, and RFC 9457 problem bodies for every error. Data lives
 * in memory per server instance and is seeded the same way every time, so flows can assert exact
 * values (product 3 costs 22.50, so two of them cost 45).
 *
 * One contract bug is planted behind a switch (SHOP_BUG=price-as-string) for the demo: Falcon CI's
 * contract flow must catch it, and the fix is one line.
 *
 * @module
 */
import { createServer } from 'node:http';
import { Buffer } from 'node:buffer';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { realpathSync } from 'node:fs';
import process from 'node:process';
import { URLSearchParams, fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

/** Bugs that can be switched on for demos; anything else is refused so a typo is not silently ignored. */
export const KNOWN_BUGS = Object.freeze(['price-as-string']);

const MAX_BODY_BYTES = 64 * 1024;
/** Ids are positive integers of up to nine digits. */
const MAX_ID = 999_999_999;
const TOKEN_TTL_SECONDS = 3600;
const PAGE_LIMIT = { min: 1, max: 50, default: 10 };
const PROBLEM_BASE = 'https://shop.example.com/problems/';
const CATEGORIES = Object.freeze(['coffee', 'brewing', 'equipment', 'accessories', 'gifts']);
const CURRENCY = 'EUR';
/** Demo-only credentials: never reuse them for anything real. */
const DEMO_USER = 'demo';
const DEMO_PASSWORD = 'demo-password';

/**
 * @typedef {'coffee' | 'brewing' | 'equipment' | 'accessories' | 'gifts'} Category
 * @typedef {{ id: number, name: string, category: Category, price: number, currency: string }} Product
 * @typedef {{ id: number, product_id: number, quantity: number, unit_price: number, total: number,
 *   currency: string, status: 'placed', created_at: string }} Order
 * @typedef {{ field: string, message: string }} FieldError
 */

/** @type {ReadonlyArray<Omit<Product, 'id' | 'currency'>>} */
const SEED_PRODUCTS = Object.freeze([
  { name: 'House blend beans, 250 g', category: 'coffee', price: 12.5 },
  { name: 'Gooseneck kettle', category: 'brewing', price: 49 },
  { name: 'Ceramic dripper', category: 'brewing', price: 22.5 },
  { name: 'Paper filters, 100 pack', category: 'brewing', price: 5.9 },
  { name: 'Conical burr grinder', category: 'equipment', price: 129 },
  { name: 'Milk frother', category: 'equipment', price: 34.99 },
  { name: 'Insulated travel mug', category: 'accessories', price: 18 },
  { name: 'Brewing scale', category: 'equipment', price: 27.5 },
  { name: 'Cold brew jar', category: 'brewing', price: 29.95 },
  { name: 'Decaf beans, 500 g', category: 'coffee', price: 16.4 },
  { name: 'Descaling tablets', category: 'accessories', price: 9.99 },
  { name: 'Gift card', category: 'gifts', price: 25 },
]);

/** An error that becomes an `application/problem+json` response. */
class HttpProblem extends Error {
  /**
   * @param {number} status
   * @param {string} slug last segment of the problem type URI
   * @param {string} title
   * @param {string} detail never echoes request input, so nothing a client sent is reflected back
   * @param {{ headers?: Record<string, string>, errors?: FieldError[] }} [extra]
   */
  constructor(status, slug, title, detail, extra = {}) {
    super(detail);
    this.status = status;
    this.slug = slug;
    this.title = title;
    this.headers = extra.headers ?? {};
    this.errors = extra.errors;
  }
}

/**
 * @typedef {object} ShopOptions
 * @property {string} [bug] A planted bug to switch on, one of KNOWN_BUGS. Default: `env.SHOP_BUG`.
 * @property {string} [token] A fixed bearer token accepted for the first user besides issued ones,
 *   handy in CI. Default: `env.SHOP_TOKEN`.
 * @property {Record<string, string>} [users] username → password.
 *   Default: `{ demo: env.SHOP_PASSWORD ?? 'demo-password' }` (demo-only credentials).
 * @property {Record<string, string | undefined>} [env] Where the defaults above are read; default `process.env`.
 */

/**
 * Creates the shop API server with its own fresh, seeded store. The server is not listening yet.
 *
 * @param {ShopOptions} [options]
 * @returns {import('node:http').Server}
 */
export function createShopServer(options = {}) {
  const env = options.env ?? process.env;
  const bug = options.bug ?? env.SHOP_BUG ?? '';
  if (bug !== '' && !KNOWN_BUGS.includes(bug)) {
    throw new Error(`unknown bug "${bug}": use one of ${KNOWN_BUGS.join(', ')}, or none`);
  }
  const priceAsString = bug === 'price-as-string';
  const users = options.users ?? { [DEMO_USER]: env.SHOP_PASSWORD || DEMO_PASSWORD };
  const staticToken = options.token ?? env.SHOP_TOKEN ?? '';
  const firstUser = Object.keys(users)[0];

  /** @type {Map<number, Product>} */
  const products = new Map();
  SEED_PRODUCTS.forEach((seed, index) =>
    products.set(index + 1, { id: index + 1, ...seed, currency: CURRENCY }),
  );
  let nextProductId = products.size + 1;
  /** @type {Map<number, Order & { owner: string }>} */
  const orders = new Map();
  let nextOrderId = 1001;
  /** @type {Map<string, { user: string, expiresAt: number }>} */
  const tokens = new Map();

  /**
   * @typedef {object} Context
   * @property {import('node:http').IncomingMessage} req
   * @property {import('node:http').ServerResponse} res
   * @property {string[]} params path segments captured by the route pattern
   * @property {URLSearchParams} query
   * @property {string} user authenticated username, '' on public operations
   */

  /** @type {Record<string, (ctx: Context) => void | Promise<void>>} */
  const handlers = {
    getHealth({ res }) {
      sendJson(res, 200, { status: 'ok', version: '1.0.0' });
    },

    async issueToken({ req, res }) {
      const body = await readJsonObject(req);
      const errors = [
        ...onlyFields(body, ['username', 'password']),
        ...requireString(body, 'username', 200),
        ...requireString(body, 'password', 200),
      ];
      if (errors.length > 0) throw invalid('The credentials are malformed.', errors);
      const expected = Object.hasOwn(users, body.username) ? users[body.username] : undefined;
      // Compare even for unknown users so the answer takes the same time either way.
      const matches = safeEqual(String(body.password), expected ?? '') && expected !== undefined;
      if (!matches) {
        throw new HttpProblem(
          401,
          'invalid-credentials',
          'Invalid credentials',
          'Username or password is wrong.',
          {
            headers: { 'www-authenticate': 'Bearer realm="shop"' },
          },
        );
      }
      const now = Date.now();
      for (const [token, entry] of tokens) if (entry.expiresAt <= now) tokens.delete(token);
      const accessToken = randomBytes(24).toString('base64url');
      tokens.set(accessToken, { user: String(body.username), expiresAt: now + TOKEN_TTL_SECONDS * 1000 });
      sendJson(
        res,
        200,
        { access_token: accessToken, token_type: 'Bearer', expires_in: TOKEN_TTL_SECONDS },
        { 'cache-control': 'no-store' },
      );
    },

    listProducts({ res, query }) {
      const limit = parseLimit(query);
      const after = parseCursor(query);
      const all = [...products.values()].filter((product) => product.id > after);
      const items = all.slice(0, limit);
      const last = items.at(-1);
      const nextCursor = all.length > limit && last ? encodeCursor(last.id) : null;
      sendJson(res, 200, { items, next_cursor: nextCursor });
    },

    getProduct({ res, params }) {
      const product = products.get(parseId(params[0]));
      if (!product) throw notFound('product');
      // PLANTED BUG, on with SHOP_BUG=price-as-string: the price leaves as a string ("12.50") where the
      // spec says a number. The fix is this one line: `sendJson(res, 200, product);`
      sendJson(res, 200, priceAsString ? { ...product, price: product.price.toFixed(2) } : product);
    },

    async createProduct({ req, res }) {
      const body = await readJsonObject(req);
      const errors = [
        ...onlyFields(body, ['name', 'category', 'price']),
        ...requireString(body, 'name', 100),
        ...requireEnum(body, 'category', CATEGORIES),
        ...requirePrice(body, 'price'),
      ];
      if (errors.length > 0) throw invalid('The product is not valid.', errors);
      /** @type {Product} */
      const product = {
        id: nextProductId++,
        name: body.name.trim(),
        category: body.category,
        price: Math.round(body.price * 100) / 100,
        currency: CURRENCY,
      };
      products.set(product.id, product);
      sendJson(res, 201, product, { location: `/products/${product.id}` });
    },

    listOrders({ res, user }) {
      const items = [...orders.values()].filter((order) => order.owner === user).map(publicOrder);
      sendJson(res, 200, { items });
    },

    async createOrder({ req, res, user }) {
      const body = await readJsonObject(req);
      const errors = [
        ...onlyFields(body, ['product_id', 'quantity']),
        ...requireInteger(body, 'product_id', 1, MAX_ID),
        ...requireInteger(body, 'quantity', 1, 100),
      ];
      if (errors.length > 0) throw invalid('The order is not valid.', errors);
      const product = products.get(body.product_id);
      if (!product) {
        throw new HttpProblem(
          422,
          'unknown-product',
          'Unknown product',
          'The order names a product that does not exist.',
          {
            errors: [{ field: 'product_id', message: 'no product with this id' }],
          },
        );
      }
      const order = {
        id: nextOrderId++,
        product_id: product.id,
        quantity: body.quantity,
        unit_price: product.price,
        // In cents, so 3 × 0.10 is 0.30 and not 0.30000000000000004.
        total: Math.round(product.price * 100 * body.quantity) / 100,
        currency: product.currency,
        status: /** @type {const} */ ('placed'),
        created_at: new Date().toISOString(),
        owner: user,
      };
      orders.set(order.id, order);
      sendJson(res, 201, publicOrder(order), { location: `/orders/${order.id}` });
    },

    getOrder({ res, params, user }) {
      sendJson(res, 200, publicOrder(ownOrder(params[0], user)));
    },

    deleteOrder({ res, params, user }) {
      orders.delete(ownOrder(params[0], user).id);
      res.writeHead(204, { 'x-content-type-options': 'nosniff' }).end();
    },
  };

  /**
   * Path pattern → method → operation. Order matters only in that patterns are anchored and disjoint.
   * @type {Array<{ pattern: RegExp, methods: Record<string, { handler: keyof typeof handlers, auth: boolean }> }>}
   */
  const routes = [
    { pattern: /^\/health$/, methods: { GET: { handler: 'getHealth', auth: false } } },
    { pattern: /^\/auth\/token$/, methods: { POST: { handler: 'issueToken', auth: false } } },
    {
      pattern: /^\/products$/,
      methods: {
        GET: { handler: 'listProducts', auth: false },
        POST: { handler: 'createProduct', auth: true },
      },
    },
    { pattern: /^\/products\/([^/]+)$/, methods: { GET: { handler: 'getProduct', auth: false } } },
    {
      pattern: /^\/orders$/,
      methods: { GET: { handler: 'listOrders', auth: true }, POST: { handler: 'createOrder', auth: true } },
    },
    {
      pattern: /^\/orders\/([^/]+)$/,
      methods: { GET: { handler: 'getOrder', auth: true }, DELETE: { handler: 'deleteOrder', auth: true } },
    },
  ];

  /**
   * Resolves the caller from `Authorization: Bearer <token>`.
   * @param {import('node:http').IncomingMessage} req
   * @returns {string} the username
   */
  function authenticate(req) {
    const header = req.headers.authorization;
    if (!header) {
      throw new HttpProblem(
        401,
        'unauthorized',
        'Unauthorized',
        'Send Authorization: Bearer <token>; get one from POST /auth/token.',
        {
          headers: { 'www-authenticate': 'Bearer realm="shop"' },
        },
      );
    }
    const token = /^Bearer +(\S+)$/i.exec(header)?.[1] ?? '';
    const entry = tokens.get(token);
    if (entry && entry.expiresAt > Date.now()) return entry.user;
    if (staticToken && firstUser && safeEqual(token, staticToken)) return firstUser;
    throw new HttpProblem(
      401,
      'invalid-token',
      'Unauthorized',
      'The bearer token is invalid or has expired.',
      {
        headers: { 'www-authenticate': 'Bearer realm="shop", error="invalid_token"' },
      },
    );
  }

  /**
   * An order of the caller; someone else's order is as invisible as a missing one.
   * @param {string | undefined} rawId
   * @param {string} user
   */
  function ownOrder(rawId, user) {
    const order = orders.get(parseId(rawId));
    if (!order || order.owner !== user) throw notFound('order');
    return order;
  }

  /**
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   */
  async function dispatch(req, res) {
    const [pathname = '/', search = ''] = (req.url ?? '/').split('?', 2);
    for (const route of routes) {
      const match = route.pattern.exec(pathname);
      if (!match) continue;
      const operation = Object.hasOwn(route.methods, req.method ?? '')
        ? route.methods[req.method ?? '']
        : undefined;
      if (!operation) {
        const allow = Object.keys(route.methods).join(', ');
        throw new HttpProblem(
          405,
          'method-not-allowed',
          'Method Not Allowed',
          `This resource supports ${allow}.`,
          {
            headers: { allow },
          },
        );
      }
      // Authentication comes before any input is read, so an anonymous caller learns nothing.
      const user = operation.auth ? authenticate(req) : '';
      await handlers[operation.handler]({
        req,
        res,
        params: match.slice(1),
        query: new URLSearchParams(search),
        user,
      });
      return;
    }
    throw new HttpProblem(404, 'not-found', 'Not Found', 'There is no resource at this path.');
  }

  const server = createServer((req, res) => {
    dispatch(req, res).catch((error) => {
      if (res.headersSent) {
        res.destroy();
        return;
      }
      if (error instanceof HttpProblem) {
        sendProblem(res, error);
        return;
      }
      // Only a defect in this file gets here; log it for the operator, tell the client nothing more.
      console.error(error);
      sendProblem(
        res,
        new HttpProblem(500, 'internal', 'Internal Server Error', 'The request could not be handled.'),
      );
    });
  });
  return server;
}

// ---------------------------------------------------------------- responses

/**
 * @param {import('node:http').ServerResponse} res
 * @param {number} status
 * @param {unknown} body
 * @param {Record<string, string>} [headers]
 */
function sendJson(res, status, body, headers = {}) {
  send(res, status, 'application/json', body, headers);
}

/**
 * @param {import('node:http').ServerResponse} res
 * @param {HttpProblem} problem
 */
function sendProblem(res, problem) {
  const body = {
    type: PROBLEM_BASE + problem.slug,
    title: problem.title,
    status: problem.status,
    detail: problem.message,
    ...(problem.errors ? { errors: problem.errors } : {}),
  };
  send(res, problem.status, 'application/problem+json', body, problem.headers);
}

/**
 * @param {import('node:http').ServerResponse} res
 * @param {number} status
 * @param {string} contentType
 * @param {unknown} body
 * @param {Record<string, string>} headers
 */
function send(res, status, contentType, body, headers) {
  const payload = Buffer.from(JSON.stringify(body));
  res.writeHead(status, {
    ...headers,
    'content-type': contentType,
    'content-length': String(payload.length),
    'x-content-type-options': 'nosniff',
  });
  res.end(payload);
}

/** @param {string} what */
function notFound(what) {
  return new HttpProblem(404, 'not-found', 'Not Found', `No ${what} with this id.`);
}

/**
 * @param {string} detail
 * @param {FieldError[]} errors
 */
function invalid(detail, errors) {
  return new HttpProblem(400, 'validation', 'Invalid request', detail, { errors });
}

// ---------------------------------------------------------------- request input

/**
 * Reads a JSON object body: 415 unless JSON, 413 over MAX_BODY_BYTES, 400 unless an object.
 * @param {import('node:http').IncomingMessage} req
 * @returns {Promise<Record<string, any>>}
 */
async function readJsonObject(req) {
  const mediaType = (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (mediaType !== 'application/json' && !/^application\/[\w.+-]+\+json$/.test(mediaType)) {
    throw new HttpProblem(
      415,
      'unsupported-media-type',
      'Unsupported Media Type',
      'Send the body as application/json.',
    );
  }
  const raw = await readBody(req);
  let value;
  try {
    value = JSON.parse(raw.toString('utf8'));
  } catch {
    throw new HttpProblem(400, 'malformed-json', 'Malformed JSON', 'The request body is not valid JSON.');
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new HttpProblem(400, 'validation', 'Invalid request', 'The request body must be a JSON object.');
  }
  return value;
}

/**
 * Buffers the body up to MAX_BODY_BYTES. Past the limit it answers 413 at once; Node keeps reading
 * (and discarding) the rest, so the client still receives the answer instead of a reset.
 * @param {import('node:http').IncomingMessage} req
 * @returns {Promise<Buffer>}
 */
function readBody(req) {
  const tooLarge = () =>
    new HttpProblem(
      413,
      'payload-too-large',
      'Payload Too Large',
      `The body must be at most ${MAX_BODY_BYTES} bytes.`,
    );
  if (Number(req.headers['content-length'] ?? 0) > MAX_BODY_BYTES) return Promise.reject(tooLarge());
  return new Promise((resolve, reject) => {
    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    req.on('data', (/** @type {Buffer} */ chunk) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        chunks.length = 0;
        reject(tooLarge());
      } else {
        chunks.push(chunk);
      }
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** @param {URLSearchParams} query */
function parseLimit(query) {
  const values = query.getAll('limit');
  if (values.length === 0) return PAGE_LIMIT.default;
  const limit = values.length === 1 && /^\d{1,3}$/.test(values[0] ?? '') ? Number(values[0]) : NaN;
  if (!(limit >= PAGE_LIMIT.min && limit <= PAGE_LIMIT.max)) {
    throw invalid(`limit must be one integer from ${PAGE_LIMIT.min} to ${PAGE_LIMIT.max}.`, [
      { field: 'limit', message: `must be an integer from ${PAGE_LIMIT.min} to ${PAGE_LIMIT.max}` },
    ]);
  }
  return limit;
}

/**
 * Cursors are opaque to clients; inside they hold the last id seen, so pages stay stable while
 * products are added (keyset pagination).
 * @param {number} lastId
 */
function encodeCursor(lastId) {
  return Buffer.from(`after:${lastId}`).toString('base64url');
}

/** @param {URLSearchParams} query @returns {number} the id to continue after, 0 for the first page */
function parseCursor(query) {
  const values = query.getAll('cursor');
  if (values.length === 0) return 0;
  const decoded = values.length === 1 ? Buffer.from(values[0] ?? '', 'base64url').toString('utf8') : '';
  const match = /^after:([1-9]\d{0,8})$/.exec(decoded);
  if (!match || encodeCursor(Number(match[1])) !== values[0]) {
    throw invalid('cursor is not one this API issued; use next_cursor from the previous page.', [
      { field: 'cursor', message: 'unknown cursor' },
    ]);
  }
  return Number(match[1]);
}

/**
 * Ids are positive integers; anything else cannot name a resource, so it is a 404 like an unknown id.
 * @param {string | undefined} raw
 */
function parseId(raw) {
  return /^[1-9]\d{0,8}$/.test(raw ?? '') ? Number(raw) : 0;
}

/**
 * @param {Record<string, unknown>} body
 * @param {string[]} allowed
 * @returns {FieldError[]}
 */
function onlyFields(body, allowed) {
  return Object.keys(body)
    .filter((field) => !allowed.includes(field))
    .map((field) => ({ field, message: 'unknown field' }));
}

/**
 * @param {Record<string, unknown>} body
 * @param {string} field
 * @param {number} maxLength
 * @returns {FieldError[]}
 */
function requireString(body, field, maxLength) {
  const value = body[field];
  if (typeof value !== 'string' || value.trim().length === 0)
    return [{ field, message: 'must be a non-empty string' }];
  if (value.length > maxLength) return [{ field, message: `must be at most ${maxLength} characters` }];
  return [];
}

/**
 * @param {Record<string, unknown>} body
 * @param {string} field
 * @param {readonly string[]} values
 * @returns {FieldError[]}
 */
function requireEnum(body, field, values) {
  const value = body[field];
  return typeof value === 'string' && values.includes(value)
    ? []
    : [{ field, message: `must be one of ${values.join(', ')}` }];
}

/**
 * @param {Record<string, unknown>} body
 * @param {string} field
 * @param {number} min
 * @param {number} max
 * @returns {FieldError[]}
 */
function requireInteger(body, field, min, max) {
  const value = body[field];
  return Number.isInteger(value) && Number(value) >= min && Number(value) <= max
    ? []
    : [{ field, message: `must be an integer from ${min} to ${max}` }];
}

/**
 * A price in euros: above 0, at most 100000, whole cents.
 * @param {Record<string, unknown>} body
 * @param {string} field
 * @returns {FieldError[]}
 */
function requirePrice(body, field) {
  const value = body[field];
  const ok =
    typeof value === 'number' &&
    value > 0 &&
    value <= 100000 &&
    Math.abs(Math.round(value * 100) - value * 100) < 1e-6;
  return ok ? [] : [{ field, message: 'must be a number above 0 and at most 100000, in whole cents' }];
}

/**
 * Compares secrets in constant time (hashing first makes the lengths equal).
 * @param {string} a
 * @param {string} b
 */
function safeEqual(a, b) {
  const digest = (/** @type {string} */ value) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(a), digest(b));
}

/** @param {Order & { owner: string }} order @returns {Order} */
function publicOrder({ owner: _owner, ...order }) {
  return order;
}

// ---------------------------------------------------------------- command line

/**
 * `node server.js [--port N] [--host H]`: listens, prints one line with its URL, stops on SIGTERM/SIGINT.
 * @param {string[]} argv
 */
function main(argv) {
  let port;
  let host;
  let server;
  try {
    const { values } = parseArgs({
      args: argv,
      options: { port: { type: 'string' }, host: { type: 'string' } },
    });
    port = Number(values.port ?? process.env.PORT ?? 3000);
    host = values.host ?? '127.0.0.1';
    if (!Number.isInteger(port) || port < 0 || port > 65535)
      throw new Error('--port must be an integer from 0 to 65535');
    server = createShopServer();
  } catch (error) {
    console.error(`shop: ${error instanceof Error ? error.message : String(error)}`);
    console.error('usage: node examples/shop/server.js [--port 3000] [--host 127.0.0.1]');
    process.exitCode = 2;
    return;
  }

  server.on('error', (error) => {
    console.error(`shop: cannot listen on ${host}:${port}: ${error.message}`);
    process.exit(1);
  });
  server.listen(port, host, () => {
    const address = server.address();
    const bound = typeof address === 'object' && address ? address.port : port;
    const shownHost = host.includes(':') ? `[${host}]` : host;
    process.stdout.write(`listening on http://${shownHost}:${bound}\n`);
  });

  const stop = () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

/** True when this file is the program (`node server.js`), false when it is imported. */
function isMain() {
  try {
    return realpathSync(process.argv[1] ?? '') === realpathSync(fileURLToPath(import.meta.url));
  } catch {
    return false;
  }
}

if (isMain()) main(process.argv.slice(2));
