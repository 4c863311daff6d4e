/**
 * The generator on its own, over whole real specs: every positive input it draws is one the spec
 * accepts, every negative input is one the spec refuses for the reason it names, and a seed draws
 * the same inputs again.
 */
import fc from 'fast-check';
import { fileURLToPath } from 'node:url';
import {
  boundaryCases,
  formAsRead,
  negativeCases,
  positiveCases,
  type CaseInput,
} from '../../src/openapi/cases.js';
import { loadSpec, parseSpec } from '../../src/openapi/load.js';
import { ORDERS_SPEC } from '../__fixtures__/orders.js';
import type { ApiSpec, Operation } from '../../src/openapi/types.js';
import { caseRequest } from '../../src/run/cases.js';

const fixture = (name: string): string =>
  fileURLToPath(new URL(`../__fixtures__/specs/${name}`, import.meta.url));

const SPECS = ['petstore-3.0.yaml', 'shop-3.0.yaml', 'notes-3.1.yaml', 'petstore-2.0.json'];
let specs: Record<string, ApiSpec>;
beforeAll(async () => {
  specs = Object.fromEntries(
    await Promise.all(SPECS.map(async (name) => [name, await loadSpec(fixture(name), name)] as const)),
  );
});

function problems(spec: ApiSpec, operation: Operation, input: CaseInput): string[] {
  return spec.checkRequest(operation, caseRequest(input, operation, 'http://127.0.0.1', {}).concrete);
}

describe.each(SPECS)('cases drawn from %s', (name) => {
  it('are accepted by the spec when positive', () => {
    const spec = specs[name]!;
    for (const operation of spec.operations) {
      const cases = positiveCases(operation);
      if ('reason' in cases) continue;
      for (const input of fc.sample(cases, { seed: 11, numRuns: 30 })) {
        expect({ operation: operation.path, input, problems: problems(spec, operation, input) }).toEqual({
          operation: operation.path,
          input,
          problems: [],
        });
      }
    }
  });

  it('are refused by the spec when negative, mostly for the one reason they name', () => {
    const spec = specs[name]!;
    let drawn = 0;
    let refused = 0;
    for (const operation of spec.operations) {
      const cases = negativeCases(operation);
      if ('reason' in cases) continue;
      for (const { input } of fc.sample(cases, { seed: 11, numRuns: 30 })) {
        drawn += 1;
        if (problems(spec, operation, input).length > 0) refused += 1;
      }
    }
    // The runner throws away the rare mutation the spec still accepts (a base without the optional
    // part it would break); the rest must be refused.
    expect(refused).toBeGreaterThan(drawn * 0.8);
  });
});

it('draws the same inputs from the same seed', () => {
  const operation = specs['petstore-3.0.yaml']!.byOperationId('addPet')!;
  const cases = negativeCases(operation);
  if ('reason' in cases) throw new Error(cases.reason);
  expect(fc.sample(cases, { seed: 99, numRuns: 20 })).toEqual(fc.sample(cases, { seed: 99, numRuns: 20 }));
});

it('names why an operation takes no cases', () => {
  const upload = specs['petstore-3.0.yaml']!.byOperationId('uploadFile')!;
  const logout = specs['petstore-3.0.yaml']!.byOperationId('logoutUser')!;
  expect(negativeCases(logout)).toEqual({
    reason: 'its request schemas constrain nothing that can be broken',
  });
  expect('reason' in positiveCases(upload)).toBe(false);
});

it('keeps a header the step sends itself, and generates the others', () => {
  const operation = specs['shop-3.0.yaml']!.byOperationId('listProducts')!;
  const cases = positiveCases(operation);
  if ('reason' in cases) throw new Error(cases.reason);
  const [input] = fc.sample(cases, { seed: 1, numRuns: 1 });
  const generated = caseRequest(input!, operation, 'http://127.0.0.1', {}).prepared.headers;
  expect(generated['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  const kept = caseRequest(input!, operation, 'http://127.0.0.1', {
    'x-request-id': 'from-the-step',
    authorization: 'Bearer t',
  }).prepared.headers;
  expect(kept).toMatchObject({ 'x-request-id': 'from-the-step', authorization: 'Bearer t' });
});

describe('boundary cases', () => {
  let orders: ApiSpec;
  beforeAll(async () => {
    orders = (await parseSpec(ORDERS_SPEC, { location: '/orders.yaml', displayPath: 'orders.yaml' })).spec;
  });

  function refusal(operation: Operation, input: CaseInput): string[] {
    const { concrete } = caseRequest(input, operation, 'http://127.0.0.1', {});
    const problems = orders.checkRequest(operation, concrete);
    const schema = operation.requestBody?.content[input.mediaType ?? '']?.schema;
    if (input.mediaType?.startsWith('application/x-www-form-urlencoded') && schema)
      problems.push(...orders.validate(schema, formAsRead(String(concrete.body), schema)));
    return problems;
  }

  it('break each constraint once at its boundary, on a base the spec accepts, the same every time', () => {
    const operation = orders.byOperationId('placeOrder')!;
    const boundaries = boundaryCases(operation);
    if ('reason' in boundaries) throw new Error(boundaries.reason);
    expect(refusal(operation, boundaries.base)).toEqual([]);
    expect(boundaries.base.cookies).toEqual({ region: 'eu' });
    const byBroken = new Map(boundaries.cases.map((entry) => [entry.broken, entry.input]));
    expect(byBroken.get('request body field $.quantity is above its maximum 100')?.body).toMatchObject({
      quantity: 101,
    });
    expect(byBroken.get('request body field $.quantity is below its minimum 1')?.body).toMatchObject({
      quantity: 0,
    });
    expect(byBroken.get('request body field $.quantity is not an integer')?.body).toMatchObject({
      quantity: 1.5,
    });
    expect(byBroken.get('request body field $.note is longer than its maxLength 200')?.body).toMatchObject({
      note: 'a'.repeat(201),
    });
    expect(
      byBroken.get('request body field $.priority is not one of "low", "normal", "high"')?.body,
    ).toMatchObject({
      priority: 'lowx',
    });
    expect(byBroken.get('request body field $.tags has more than its maxItems 5')?.body).toMatchObject({
      tags: ['a', 'a', 'a', 'a', 'a', 'a'],
    });
    expect(
      byBroken.get('request body field $.shipping.address is shorter than its minLength 5 (courier)')?.body,
    ).toMatchObject({
      shipping: { method: 'courier', address: 'aaaa' },
    });
    expect(byBroken.get('cookie parameter \'region\' is not one of "eu", "us"')?.cookies).toEqual({
      region: 'eux',
    });
    expect(byBroken.get('request body field $.quantity is not a number')?.body).toMatchObject({
      quantity: 'a',
    });
    // Every case is one the spec refuses.
    for (const entry of boundaries.cases)
      expect([entry.broken, refusal(operation, entry.input).length > 0]).toEqual([entry.broken, true]);
    expect(boundaryCases(operation)).toEqual(boundaries);
  });

  it('read a form body as a server does: text, typed by the schema, a field that is text never “not a string”', () => {
    const operation = orders.byOperationId('subscribe')!;
    const boundaries = boundaryCases(operation);
    if ('reason' in boundaries) throw new Error(boundaries.reason);
    expect(refusal(operation, boundaries.base)).toEqual([]);
    const brokens = boundaries.cases.map((entry) => entry.broken);
    expect(brokens).toContain('request body field $.seats is above its maximum 50');
    expect(brokens).toContain('request body field $.seats is not a number');
    expect(brokens.filter((broken) => broken.includes('is not a string'))).toEqual([]);
    for (const entry of boundaries.cases)
      expect([entry.broken, refusal(operation, entry.input).length > 0]).toEqual([entry.broken, true]);
    expect(caseRequest(boundaries.base, operation, 'http://127.0.0.1', {}).prepared.body).toBe(
      'email=a%40example.com&plan=free&seats=1',
    );
  });

  it('never send an empty required parameter in positive cases', () => {
    const operation = orders.byOperationId('placeOrder')!;
    const cases = positiveCases(operation);
    if ('reason' in cases) throw new Error(cases.reason);
    for (const input of fc.sample(cases, { seed: 4, numRuns: 200 }))
      expect(input.cookies.region).not.toBe('');
  });
});
