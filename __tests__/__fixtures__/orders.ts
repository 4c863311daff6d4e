/**
 * An orders API and its spec, for generated negative cases: the server checks every request by
 * hand the way the spec says, unless one planted bypass lets a kind of invalid value through, as
 * a real server's forgotten check does.
 */
import { decodeForm } from '../../src/util/form-body.js';
import { sendJson, startServer, type TestServer } from './server.js';

export const ORDERS_SPEC = `openapi: 3.0.3
info: { title: Orders, version: '1' }
paths:
  /orders:
    post:
      operationId: placeOrder
      parameters:
        - { name: region, in: cookie, required: true, schema: { type: string, enum: [eu, us] } }
      requestBody:
        required: true
        content:
          application/json:
            schema:
              type: object
              additionalProperties: false
              required: [sku, quantity, shipping]
              properties:
                sku: { type: string, pattern: '^[A-Z]{3}-[0-9]{4}$' }
                quantity: { type: integer, minimum: 1, maximum: 100 }
                note: { type: string, minLength: 3, maxLength: 200 }
                priority: { type: string, enum: [low, normal, high] }
                tags: { type: array, maxItems: 5, items: { type: string, maxLength: 10 } }
                shipping:
                  oneOf:
                    - title: courier
                      type: object
                      additionalProperties: false
                      required: [method, address]
                      properties:
                        method: { type: string, enum: [courier] }
                        address: { type: string, minLength: 5, maxLength: 80 }
                    - title: pickup
                      type: object
                      additionalProperties: false
                      required: [method, store]
                      properties:
                        method: { type: string, enum: [pickup] }
                        store: { type: integer, minimum: 1, maximum: 99 }
      responses:
        '201':
          description: placed
          content: { application/json: { schema: { type: object, required: [id], properties: { id: { type: integer } } } } }
        '400':
          description: refused
          content: { application/json: { schema: { type: object, required: [error], properties: { error: { type: string } } } } }
  /subscriptions:
    post:
      operationId: subscribe
      requestBody:
        required: true
        content:
          application/x-www-form-urlencoded:
            schema:
              type: object
              required: [email, plan]
              properties:
                email: { type: string, format: email }
                plan: { type: string, enum: [free, pro] }
                seats: { type: integer, minimum: 1, maximum: 50 }
      responses:
        '204': { description: subscribed }
        '400':
          description: refused
          content: { application/json: { schema: { type: object, required: [error], properties: { error: { type: string } } } } }
`;

/** The check a server forgot: each lets one kind of invalid value through. */
export type Bypass =
  | 'maximum'
  | 'minLength'
  | 'required'
  | 'pattern'
  | 'enum'
  | 'arrayItem'
  | 'oneOfBranch'
  | 'cookie'
  | 'formField';

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isInteger = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value);

/** What is wrong with an order, or undefined: the spec's rules, written out by hand. */
function orderProblem(order: unknown, bypass: Bypass | undefined): string | undefined {
  if (!isObject(order)) return 'not an object';
  for (const key of Object.keys(order))
    if (!['sku', 'quantity', 'note', 'priority', 'tags', 'shipping'].includes(key)) return `unknown ${key}`;
  const { sku, quantity, note, priority, tags, shipping } = order;
  if (sku === undefined && bypass !== 'required') return 'sku is required';
  if (sku !== undefined && typeof sku !== 'string') return 'sku is not text';
  if (typeof sku === 'string' && !/^[A-Z]{3}-[0-9]{4}$/.test(sku) && bypass !== 'pattern') return 'bad sku';
  if (!isInteger(quantity) || quantity < 1) return 'bad quantity';
  if (quantity > 100 && bypass !== 'maximum') return 'quantity above 100';
  if (note !== undefined) {
    if (typeof note !== 'string' || note.length > 200) return 'bad note';
    if (note.length < 3 && bypass !== 'minLength') return 'note too short';
  }
  if (priority !== undefined && !['low', 'normal', 'high'].includes(String(priority)) && bypass !== 'enum')
    return 'bad priority';
  if (priority !== undefined && typeof priority !== 'string') return 'bad priority';
  if (tags !== undefined) {
    if (!Array.isArray(tags) || tags.length > 5) return 'bad tags';
    for (const tag of tags) {
      if (typeof tag !== 'string') return 'bad tag';
      if (tag.length > 10 && bypass !== 'arrayItem') return 'tag too long';
    }
  }
  if (!isObject(shipping)) return 'bad shipping';
  if (shipping.method === 'courier') {
    const keys = Object.keys(shipping);
    if (keys.some((key) => key !== 'method' && key !== 'address')) return 'bad courier';
    const address = shipping.address;
    if (typeof address !== 'string' || address.length < 5 || address.length > 80) return 'bad address';
  } else if (shipping.method === 'pickup') {
    const keys = Object.keys(shipping);
    if (keys.some((key) => key !== 'method' && key !== 'store')) return 'bad pickup';
    const store = shipping.store;
    if (!isInteger(store) || store < 1) return 'bad store';
    if (store > 99 && bypass !== 'oneOfBranch') return 'store above 99';
  } else return 'bad shipping method';
  return undefined;
}

function subscriptionProblem(body: string, bypass: Bypass | undefined): string | undefined {
  const form = decodeForm(body);
  for (const key of Object.keys(form)) if (!['email', 'plan', 'seats'].includes(key)) return `unknown ${key}`;
  const { email, plan, seats } = form;
  if (typeof email !== 'string' || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) return 'bad email';
  if (plan !== 'free' && plan !== 'pro') return 'bad plan';
  if (seats !== undefined) {
    if (typeof seats !== 'string' || !/^-?\d+$/.test(seats) || Number(seats) < 1) return 'bad seats';
    if (Number(seats) > 50 && bypass !== 'formField') return 'too many seats';
  }
  return undefined;
}

export function startOrders(bypass?: Bypass): Promise<TestServer> {
  let nextId = 1;
  return startServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://x');
    if (request.method !== 'POST') return sendJson(response, 405, { error: 'method not allowed' });
    if (url.pathname === '/orders') {
      const region = /(?:^|;\s*)region=([^;]*)/.exec(request.headers.cookie ?? '')?.[1];
      if (region !== 'eu' && region !== 'us' && bypass !== 'cookie')
        return sendJson(response, 400, { error: 'bad region' });
      if (!/^application\/json/.test(request.headers['content-type'] ?? ''))
        return sendJson(response, 400, { error: 'not JSON' });
      let order: unknown;
      try {
        order = JSON.parse(request.body);
      } catch {
        return sendJson(response, 400, { error: 'not JSON' });
      }
      const problem = orderProblem(order, bypass);
      return problem ? sendJson(response, 400, { error: problem }) : sendJson(response, 201, { id: nextId++ });
    }
    if (url.pathname === '/subscriptions') {
      const problem = subscriptionProblem(request.body, bypass);
      if (problem) return sendJson(response, 400, { error: problem });
      response.writeHead(204).end();
      return;
    }
    sendJson(response, 404, { error: 'not found' });
  });
}
