import { json, startBreakingProxy, type Answer } from '../__fixtures__/breaking-proxy.js';
import { exerciseSpec } from '../__fixtures__/init-corpus.js';

/**
 * The flows `falcon init` writes, run against a server that drifted from its spec in one way per
 * operation: every broken operation is reported in one run, by the smoke flows where they can
 * see it and by the contract flows always, naming the field.
 */

const CATALOG = `openapi: 3.0.3
info: { title: Catalog, version: '1' }
servers: [{ url: http://localhost/api }]
paths:
${['named', 'priced', 'stocked', 'dated', 'coded', 'labelled', 'rated', 'served', 'typed', 'limited']
  .map(
    (name) => `  /${name}:
    get:
      operationId: get_${name}
      tags: [catalog]
      responses:
        '200':
          description: the product
          headers:
            X-Rate-Limit: { required: true, schema: { type: integer, minimum: 0 } }
          content:
            application/json:
              schema: { $ref: '#/components/schemas/Product' }
        '404': { description: none }`,
  )
  .join('\n')}
components:
  schemas:
    Product:
      type: object
      required: [name, price, status, created, sku, code, rating]
      properties:
        name: { type: string, example: Bolt }
        price: { type: number, example: 1.5 }
        status: { type: string, enum: [active, retired] }
        created: { type: string, format: date-time }
        sku: { type: string, pattern: '^[A-Z]{3}-[0-9]{4}$', example: BLT-0001 }
        code: { type: string, maxLength: 8, example: B1 }
        rating: { type: integer, minimum: 1, maximum: 5 }
`;

/** An undocumented 500 with a debug page, whatever the mock answered. */
const html = (): Answer => ({
  status: 500,
  headers: { 'content-type': 'text/html' },
  body: '<html><body><h1>Internal Server Error</h1></body></html>',
});

/** Each operation's drift, and what the report must name. */
const DRIFT: Record<string, { breaks: (answer: Answer) => Answer; named: RegExp }> = {
  '/api/named': { breaks: json(({ name: _, ...rest }) => rest), named: /\$: missing property 'name'/ },
  '/api/priced': {
    breaks: json((body) => ({ ...body, price: '1.50' })),
    named: /\$\.price: must be a number \(got "1\.50"\)/,
  },
  '/api/stocked': {
    breaks: json((body) => ({ ...body, status: 'lost' })),
    named: /\$\.status: must be one of "active", "retired" \(got "lost"\)/,
  },
  '/api/dated': {
    breaks: json((body) => ({ ...body, created: 'yesterday' })),
    named: /\$\.created: must match format "date-time" \(got "yesterday"\)/,
  },
  '/api/coded': {
    breaks: json((body) => ({ ...body, sku: 'blt-1' })),
    named: /\$\.sku: must match the pattern/,
  },
  '/api/labelled': {
    breaks: json((body) => ({ ...body, code: 'B1-TOO-LONG' })),
    named: /\$\.code: must have at most 8 characters/,
  },
  '/api/rated': {
    breaks: json((body) => ({ ...body, rating: 11 })),
    named: /\$\.rating: must be at most 5 \(got 11\)/,
  },
  '/api/served': { breaks: html, named: /contract status: 500/ },
  '/api/typed': {
    breaks: (answer) => ({ ...answer, headers: { ...answer.headers, 'content-type': 'text/plain' } }),
    named: /contract content-type: text\/plain/,
  },
  '/api/limited': {
    breaks: (answer) => {
      const headers = { ...answer.headers };
      delete headers['x-rate-limit'];
      return { ...answer, headers };
    },
    named: /contract header x-rate-limit: \(missing\)/,
  },
};

describe('generated flows against a server that drifted from its spec', () => {
  it('pass against the conforming mock', async () => {
    const outcome = await exerciseSpec('catalog.yaml', CATALOG);
    expect(outcome.falseAlarms).toEqual([]);
    expect(outcome.exercised).toBe(10);
  });

  it('report every broken operation in one run, naming what broke', async () => {
    const breaks = Object.fromEntries(Object.entries(DRIFT).map(([path, drift]) => [path, drift.breaks]));
    const outcome = await exerciseSpec('catalog.yaml', CATALOG, {
      through: (mockUrl) => startBreakingProxy(mockUrl, breaks),
    });
    const failures = (file: string) =>
      outcome.results
        .filter((result) => result.file.endsWith(file))
        .flatMap((result) => result.steps)
        .filter((step) => step.status === 'failed')
        .map((step) => ({
          operation: step.operation ?? '',
          said: step.checks
            .filter((check) => !check.passed)
            .map((check) => `${check.name}: ${check.actual} ${(check.details ?? []).join(' ')}`)
            .join(' | '),
        }));
    const contract = failures('contract_catalog.yaml');
    // Nothing skipped: every operation's answer was judged.
    expect(
      outcome.results.flatMap((result) => result.steps).filter((step) => step.status === 'skipped'),
    ).toEqual([]);
    for (const [path, drift] of Object.entries(DRIFT)) {
      const operation = `GET ${path.replace('/api', '')}`;
      const found = contract.find((failure) => failure.operation === operation);
      expect([operation, found?.said]).toEqual([operation, expect.stringMatching(drift.named)]);
    }
    expect(contract).toHaveLength(10);
    // Smoke flows see what needs no schema: the undocumented 500 and the wrong content type.
    const smoke = failures('smoke_catalog.yaml');
    expect(smoke.map((failure) => failure.operation).sort()).toEqual(['GET /served', 'GET /typed']);
    expect(smoke.find((failure) => failure.operation === 'GET /typed')?.said).toMatch(
      /contract content-type: text\/plain/,
    );
  });
});
