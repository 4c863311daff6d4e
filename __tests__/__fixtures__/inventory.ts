/**
 * An inventory API and its spec, for generated cases: the server checks every request the way the
 * spec says, unless a planted bypass lets one value through that the schema forbids.
 */
import { sendJson, startServer, type TestServer } from './server.js';

export const INVENTORY_SPEC = `openapi: 3.0.3
info: { title: Inventory, version: '1' }
paths:
  /items:
    get:
      operationId: listItems
      parameters:
        - { name: limit, in: query, schema: { type: integer, minimum: 1, maximum: 50 } }
        - { name: color, in: query, schema: { type: string, enum: [red, green, blue] } }
      responses:
        '200':
          description: items
          content:
            application/json:
              schema:
                type: object
                required: [items]
                properties:
                  items: { type: array, items: { $ref: '#/components/schemas/Item' } }
        '400': { description: bad request, content: { application/json: { schema: { $ref: '#/components/schemas/Problem' } } } }
    post:
      operationId: createItem
      requestBody:
        required: true
        content:
          application/json:
            schema:
              type: object
              additionalProperties: false
              required: [name, quantity]
              properties:
                name: { type: string, minLength: 1, maxLength: 12, pattern: '^[a-z]+$' }
                quantity: { type: integer, minimum: 1, maximum: 100 }
                color: { type: string, enum: [red, green, blue] }
      responses:
        '201': { description: created, content: { application/json: { schema: { $ref: '#/components/schemas/Item' } } } }
        '400': { description: bad request, content: { application/json: { schema: { $ref: '#/components/schemas/Problem' } } } }
components:
  schemas:
    Item:
      type: object
      required: [id, name, quantity]
      properties:
        id: { type: integer }
        name: { type: string }
        quantity: { type: integer }
        color: { type: string }
    Problem:
      type: object
      required: [error]
      properties: { error: { type: string } }
`;

export interface InventoryOptions {
  /** The planted validation bypass: a quantity above 100 is accepted. */
  acceptsAnyQuantity?: boolean;
  /** Another bypass, in a query parameter: any color is accepted. */
  acceptsAnyColor?: boolean;
  /** A bug at the edge: listing with the largest limit the spec allows crashes. */
  crashesAtLargestLimit?: boolean;
  /** Another: a limit above 40, which the spec allows, is refused with a (documented) 400. */
  refusesLargeLimits?: boolean;
  /** Each answer waits this long. */
  delayMs?: number;
}

const COLORS = ['red', 'green', 'blue'];

/** What is wrong with a new item, or undefined: the spec's rules, written out by hand. */
function itemProblem(body: unknown, options: InventoryOptions): string | undefined {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return 'not an object';
  const item = body as Record<string, unknown>;
  for (const key of Object.keys(item)) if (!['name', 'quantity', 'color'].includes(key)) return `unknown ${key}`;
  const { name, quantity, color } = item;
  if (typeof name !== 'string' || !/^[a-z]+$/.test(name) || name.length > 12) return 'bad name';
  if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1) return 'bad quantity';
  if (quantity > 100 && !options.acceptsAnyQuantity) return 'quantity too large';
  if (color !== undefined && !COLORS.includes(color as string)) return 'bad color';
  return undefined;
}

export function startInventory(options: InventoryOptions = {}): Promise<TestServer> {
  let nextId = 1;
  return startServer(async (request, response) => {
    if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
    const url = new URL(request.url ?? '/', 'http://x');
    if (url.pathname !== '/items') return sendJson(response, 404, { error: 'not found' });
    if (request.method === 'GET') {
      const limit = url.searchParams.get('limit');
      const color = url.searchParams.get('color');
      if (limit !== null && !(/^\d+$/.test(limit) && Number(limit) >= 1 && Number(limit) <= 50))
        return sendJson(response, 400, { error: 'bad limit' });
      if (color !== null && !COLORS.includes(color) && !options.acceptsAnyColor)
        return sendJson(response, 400, { error: 'bad color' });
      if (limit !== null && Number(limit) > 40 && options.refusesLargeLimits)
        return sendJson(response, 400, { error: 'limit too large' });
      if (limit === '50' && options.crashesAtLargestLimit)
        return sendJson(response, 500, { error: 'index out of range' });
      return sendJson(response, 200, { items: [{ id: 1, name: 'bolt', quantity: 3 }] });
    }
    if (request.method === 'POST') {
      let body: unknown;
      try {
        body = JSON.parse(request.body);
      } catch {
        return sendJson(response, 400, { error: 'not JSON' });
      }
      const problem = itemProblem(body, options);
      if (problem) return sendJson(response, 400, { error: problem });
      return sendJson(response, 201, { id: nextId++, ...(body as object) });
    }
    return sendJson(response, 405, { error: 'method not allowed' });
  });
}
