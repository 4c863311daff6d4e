import type { CheckResult, StepResult } from '../../../src/core/results.js';
import { checkKind, triage } from '../../../src/investigate/triage/classify.js';
import type { FailureKind } from '../../../src/investigate/triage/types.js';
import {
  failedCheck,
  flowResult,
  jsonResponse,
  loadResult,
  passedCheck,
  stepResult,
  textResponse,
} from '../../__fixtures__/triage/build.js';
import { fixture } from '../../__fixtures__/triage/read-fixture.js';

const statusCheck = failedCheck('status', '200', '500 Internal Server Error', { line: 15 });
const schemaCheck = failedCheck(
  'schema',
  "matches the spec's schema for 200 application/json",
  '2 violations',
  {
    line: 16,
    details: ['$.price: must be number (got "12.50")', "$.items[0]: must have required property 'sku'"],
  },
);
const bodyCheck = failedCheck('body $.name', 'equals "Widget"', '"Gadget"', { line: 17 });
const latencyCheck = failedCheck('latency', '≤ 500 ms', '812 ms', { line: 18 });

describe('checkKind', () => {
  it.each<[string, FailureKind]>([
    ['status', 'status'],
    ['smoke not a server error', 'status'],
    ['security no_auth', 'status'],
    ['security injection', 'status'],
    ['schema', 'contract'],
    ['contract status', 'contract'],
    ['contract content-type', 'contract'],
    ['contract schema', 'contract'],
    ['contract header x-request-id', 'contract'],
    ['contract operation', 'contract'],
    ['latency', 'latency'],
    ['load p95', 'latency'],
    ['load max', 'latency'],
    ['load throughput', 'latency'],
    ['body $.items', 'assertion'],
    ['header content-type', 'assertion'],
    ['capture token', 'assertion'],
  ])('%s → %s', (name, kind) => {
    expect(checkKind(name)).toBe(kind);
  });
});

describe('triage', () => {
  it('makes one finding per failing step, in result order, and skips passed and skipped steps', () => {
    const results = [
      flowResult([
        stepResult({ id: 'list', name: 'list products', status: 'passed', checks: [passedCheck('status')] }),
        stepResult({ id: 'get', name: 'get product', checks: [bodyCheck] }),
        stepResult({ id: 'delete', name: 'delete product', status: 'skipped' }),
      ]),
      flowResult([stepResult({ name: 'health', checks: [latencyCheck] })], {
        file: '.falcon/flows/smoke_health.yaml',
        name: 'Health',
        type: 'smoke',
      }),
    ];
    expect(
      triage(results).map((finding) => [
        finding.flow,
        finding.flowName,
        finding.type,
        finding.step,
        finding.kind,
      ]),
    ).toEqual([
      ['.falcon/flows/contract_products.yaml', 'Products contract', 'contract', 'get product', 'assertion'],
      ['.falcon/flows/smoke_health.yaml', 'Health', 'smoke', 'health', 'latency'],
    ]);
    expect(triage([])).toEqual([]);
  });

  describe('step errors', () => {
    it('calls a refused connection unreachable', () => {
      const [finding] = triage([
        flowResult([
          stepResult({
            status: 'error',
            error: { kind: 'connection', message: 'connect ECONNREFUSED 127.0.0.1:8080', line: 12 },
          }),
        ]),
      ]);
      expect(finding).toEqual({
        flow: '.falcon/flows/contract_products.yaml',
        flowName: 'Products contract',
        type: 'contract',
        step: 'get product',
        line: 12,
        kind: 'unreachable',
        summary: 'GET /products/42?expand=stock could not reach the API: connect ECONNREFUSED 127.0.0.1:8080',
        details: ['connection: connect ECONNREFUSED 127.0.0.1:8080'],
        locations: [],
      });
    });

    it('calls a timeout a timeout and a flow bug a flow error', () => {
      const findings = triage([
        flowResult([
          stepResult({ status: 'error', error: { kind: 'timeout', message: 'no response within 5000 ms' } }),
          stepResult({
            name: 'create order',
            status: 'error',
            request: undefined,
            error: { kind: 'flow', message: 'unknown variable {{orderId}}', line: 30 },
          }),
        ]),
      ]);
      expect(findings.map((finding) => [finding.kind, finding.summary, finding.line])).toEqual([
        ['timeout', 'GET /products/42?expand=stock timed out: no response within 5000 ms', 12],
        ['flow', 'The flow could not run this step as written: unknown variable {{orderId}}', 30],
      ]);
    });
  });

  describe('failed checks', () => {
    it('says a wrong status with what came and what was expected, from the status check line', () => {
      const [finding] = triage([
        flowResult([
          stepResult({
            response: jsonResponse(500, { error: 'Internal Server Error', message: 'boom' }),
            checks: [
              passedCheck('header content-type'),
              statusCheck,
              failedCheck('contract status', 'a documented status: 200, 404', '500'),
            ],
          }),
        ]),
      ]);
      expect(finding?.kind).toBe('status');
      expect(finding?.line).toBe(15);
      expect(finding?.summary).toBe(
        'GET /products/42?expand=stock answered 500 Internal Server Error, expected 200',
      );
      expect(finding?.details).toEqual([
        'status: expected 200, got 500 Internal Server Error',
        'contract status: expected a documented status: 200, 404, got 500',
      ]);
      expect(finding?.error).toEqual({ message: 'boom', type: 'Internal Server Error' });
    });

    it('names smoke and security checks that decided a status finding', () => {
      const findings = triage([
        flowResult(
          [
            stepResult({
              checks: [
                failedCheck('smoke not a server error', 'a status below 500', '503 Service Unavailable'),
              ],
            }),
            stepResult({
              name: 'get product without credentials',
              probe: 'no_auth',
              checks: [failedCheck('security no_auth', '401 or 403', '200 OK')],
            }),
          ],
          { type: 'smoke' },
        ),
      ]);
      expect(findings.map((finding) => finding.summary)).toEqual([
        'GET /products/42?expand=stock answered 503 Service Unavailable, expected a status below 500 (smoke not a server error)',
        'GET /products/42?expand=stock answered 200 OK, expected 401 or 403 (security no_auth)',
      ]);
      expect(findings.every((finding) => finding.kind === 'status')).toBe(true);
    });

    it('names the exact JSON paths of a contract violation', () => {
      const [finding] = triage([
        flowResult([
          stepResult({ response: jsonResponse(200, { price: '12.50', items: [{}] }), checks: [schemaCheck] }),
        ]),
      ]);
      expect(finding?.kind).toBe('contract');
      expect(finding?.line).toBe(16);
      expect(finding?.summary).toBe(
        'GET /products/42?expand=stock: the response breaks the contract: $.price must be number (got "12.50"); $.items[0] must have required property \'sku\'',
      );
      expect(finding?.details).toEqual([
        "schema: expected matches the spec's schema for 200 application/json, got 2 violations",
        'schema $.price: must be number (got "12.50")',
        "schema $.items[0]: must have required property 'sku'",
      ]);
      // A 200 body that does not call itself an error has no error context.
      expect(finding?.error).toBeUndefined();
    });

    it('lists the first three violations in the summary and counts the rest', () => {
      const details = Array.from(
        { length: 5 },
        (_, index) => `$.items[${index}].price: must be number (got null)`,
      );
      const contentType = failedCheck('contract content-type', 'application/json', 'text/html');
      const [finding] = triage([
        flowResult([
          stepResult({
            checks: [
              contentType,
              failedCheck('contract schema', 'body matching the spec', '5 violations', { details }),
            ],
          }),
        ]),
      ]);
      expect(finding?.summary).toBe(
        'GET /products/42?expand=stock: the response breaks the contract: contract content-type: expected application/json, got text/html; $.items[0].price must be number (got null); $.items[1].price must be number (got null) (and 3 more)',
      );
      expect(finding?.details).toHaveLength(7);
    });

    it('keeps quoted JSON path segments whole', () => {
      const [finding] = triage([
        flowResult([
          stepResult({
            checks: [
              failedCheck('schema', 'x', 'y', { details: ["$['content-type']: must be string (got 3)"] }),
            ],
          }),
        ]),
      ]);
      expect(finding?.summary).toContain("$['content-type'] must be string (got 3)");
    });

    it('says a latency failure with the measured time', () => {
      const [finding] = triage([flowResult([stepResult({ checks: [latencyCheck] })])]);
      expect(finding?.summary).toBe(
        'GET /products/42?expand=stock was too slow: latency 812 ms, expected ≤ 500 ms',
      );
    });

    it('says assertion failures as expected/got, counting the others', () => {
      const [finding] = triage([
        flowResult([
          stepResult({
            checks: [
              bodyCheck,
              failedCheck('header cache-control', 'equals no-store', '(missing)'),
              failedCheck('capture token', 'a value at $.token', '(missing)'),
            ],
          }),
        ]),
      ]);
      expect(finding?.kind).toBe('assertion');
      expect(finding?.summary).toBe(
        'GET /products/42?expand=stock: body $.name: expected equals "Widget", got "Gadget" (and 2 more failed checks)',
      );
      expect(finding?.details).toHaveLength(3);
    });

    it('still reports a failed step that recorded no failing check', () => {
      const [finding] = triage([flowResult([stepResult({ checks: [passedCheck('status')] })])]);
      expect(finding).toMatchObject({
        kind: 'assertion',
        summary: 'GET /products/42?expand=stock failed',
        line: 12,
      });
    });
  });

  describe('precedence', () => {
    const connection: StepResult['error'] = { kind: 'connection', message: 'socket hang up' };
    const timeout: StepResult['error'] = { kind: 'timeout', message: 'no response within 100 ms' };
    const flowError: StepResult['error'] = { kind: 'flow', message: 'bad capture' };
    it.each<[string, StepResult['error'] | undefined, CheckResult[], FailureKind]>([
      ['latency alone', undefined, [latencyCheck], 'latency'],
      ['assertion over latency', undefined, [latencyCheck, bodyCheck], 'assertion'],
      ['contract over assertion', undefined, [bodyCheck, schemaCheck, latencyCheck], 'contract'],
      ['status over contract', undefined, [schemaCheck, bodyCheck, statusCheck], 'status'],
      ['flow over status', flowError, [statusCheck], 'flow'],
      ['timeout over flow', timeout, [statusCheck], 'timeout'],
      ['unreachable over everything', connection, [latencyCheck, statusCheck, schemaCheck], 'unreachable'],
    ])('%s', (_name, error, checks, kind) => {
      const [finding] = triage([
        flowResult([stepResult({ checks, ...(error ? { error, status: 'error' } : {}) })]),
      ]);
      expect(finding?.kind).toBe(kind);
      // Every failing check stays in the details, whichever decided the kind.
      expect(finding?.details).toEqual(
        expect.arrayContaining(
          checks.map((check) => `${check.name}: expected ${check.expected}, got ${check.actual}`),
        ),
      );
    });
  });

  describe('error context and code locations', () => {
    it('reads the error and the stack of a failing response', () => {
      const [finding] = triage([
        flowResult([
          stepResult({
            response: {
              ...jsonResponse(500, JSON.parse(fixture('spring-trace.json')) as unknown),
              body: fixture('spring-trace.json'),
            },
            checks: [statusCheck],
          }),
        ]),
      ]);
      expect(finding?.error).toEqual({
        message:
          'Cannot invoke "java.math.BigDecimal.multiply(java.math.BigDecimal)" because "discount" is null',
        type: 'java.lang.NullPointerException',
      });
      expect(finding?.locations).toEqual([
        {
          file: 'com/shop/catalog/PriceService.java',
          line: 31,
          function: 'com.shop.catalog.PriceService.finalPrice',
          language: 'java',
        },
        {
          file: 'com/shop/catalog/ProductController.java',
          line: 42,
          function: 'com.shop.catalog.ProductController.get',
          language: 'java',
        },
      ]);
    });

    it('prefers the parsed JSON the runner kept over a truncated body text', () => {
      const json = {
        error: { message: 'stock service down', type: 'UpstreamError' },
        padding: 'x'.repeat(100),
      };
      const [finding] = triage([
        flowResult([
          stepResult({
            response: { ...jsonResponse(502, json), body: JSON.stringify(json).slice(0, 20) },
            checks: [statusCheck],
          }),
        ]),
      ]);
      expect(finding?.error).toEqual({ message: 'stock service down', type: 'UpstreamError' });
    });

    it('takes an error from a 2xx body only when the body says it is one', () => {
      const findings = triage([
        flowResult([
          stepResult({ response: jsonResponse(200, { message: 'ok', name: 'Gadget' }), checks: [bodyCheck] }),
          stepResult({
            response: jsonResponse(200, {
              data: null,
              errors: [{ message: 'Product 42 is archived', extensions: { code: 'ARCHIVED' } }],
            }),
            checks: [bodyCheck],
          }),
        ]),
      ]);
      expect(findings.map((finding) => finding.error)).toEqual([
        undefined,
        { message: 'Product 42 is archived', type: 'ARCHIVED' },
      ]);
    });

    it('maps locations onto the PR when changed files are given, the culprit first, then changed code', () => {
      const results = [
        flowResult([
          stepResult({ response: textResponse(500, fixture('express-error.html')), checks: [statusCheck] }),
        ]),
      ];
      const [withoutDiff] = triage(results);
      expect(
        withoutDiff?.locations.map((location) => [location.file, location.changed, location.inDiff]),
      ).toEqual([
        ['/srv/shop/src/pricing.js', undefined, undefined],
        ['/srv/shop/src/routes/products.js', undefined, undefined],
      ]);
      const [withDiff] = triage(results, {
        changedFiles: [
          { path: 'src/routes/products.js', hunks: [{ start: 38, end: 46 }] },
          { path: 'README.md' },
        ],
      });
      expect(withDiff?.locations).toEqual([
        {
          file: '/srv/shop/src/pricing.js',
          line: 27,
          function: 'applyDiscount',
          language: 'node',
          changed: false,
          inDiff: false,
        },
        {
          file: 'src/routes/products.js',
          line: 42,
          function: 'getProduct',
          language: 'node',
          changed: true,
          inDiff: true,
        },
      ]);
      expect(withDiff?.error).toEqual({
        message: "Cannot read properties of undefined (reading 'amount')",
        type: 'TypeError',
      });
    });
  });

  describe('load thresholds', () => {
    const performance = (checks: CheckResult[], statuses: Record<string, number>) =>
      flowResult([stepResult({ status: 'passed', checks: [passedCheck('status')] })], {
        file: '.falcon/flows/performance_catalog.yaml',
        name: 'Catalog under load',
        type: 'performance',
        load: loadResult(checks, statuses),
      });

    it('makes one finding per failed threshold, at the load block line', () => {
      const findings = triage([
        performance(
          [
            failedCheck('load p95', '≤ 300 ms', '812 ms', { line: 9 }),
            { ...failedCheck('load p99', '≤ 2000 ms', '1400 ms', { line: 9 }), passed: true },
            failedCheck('load throughput', '≥ 50 requests/s', '31.4 requests/s', { line: 9 }),
          ],
          { '200': 314 },
        ),
      ]);
      expect(findings).toEqual([
        {
          flow: '.falcon/flows/performance_catalog.yaml',
          flowName: 'Catalog under load',
          type: 'performance',
          step: 'load',
          line: 9,
          kind: 'latency',
          summary: 'Under load (314 requests): load p95: expected ≤ 300 ms, got 812 ms',
          details: ['load p95: expected ≤ 300 ms, got 812 ms', 'responses under load: 200 × 314'],
          locations: [],
        },
        expect.objectContaining({
          kind: 'latency',
          summary:
            'Under load (314 requests): load throughput: expected ≥ 50 requests/s, got 31.4 requests/s',
        }),
      ]);
    });

    it.each<[string, Record<string, number>, FailureKind]>([
      ['refused connections', { '200': 90, connection: 10 }, 'unreachable'],
      ['timeouts', { '200': 95, timeout: 5 }, 'timeout'],
      ['error statuses', { '200': 80, '503': 20 }, 'status'],
      ['failed checks on fine statuses', { '200': 100 }, 'assertion'],
    ])('classifies a failed error rate caused by %s', (_name, statuses, kind) => {
      const [finding] = triage([
        performance(
          [failedCheck('load error rate', '≤ 1%', '20% (20 of 100 requests)', { line: 9 })],
          statuses,
        ),
      ]);
      expect(finding?.kind).toBe(kind);
    });

    it('calls a load phase that sent nothing a flow error', () => {
      const [finding] = triage([
        performance([failedCheck('load requests', 'at least one request', 'none sent', { line: 9 })], {}),
      ]);
      expect(finding).toMatchObject({
        kind: 'flow',
        details: ['load requests: expected at least one request, got none sent'],
      });
    });
  });
});
