import { readdirSync, readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { Ajv } from 'ajv';
import flowSchema from '../../schemas/flow.schema.json' with { type: 'json' };
import { InputErrors } from '../../src/core/errors.js';
import { compileRegex } from '../../src/flows/checks.js';
import { queryJsonPath } from '../../src/flows/jsonpath.js';
import {
  DEFAULT_INJECTION_PAYLOADS,
  durationSeconds,
  parseFlow,
  SCHEMA_ID,
  SECURITY_PROBES,
} from '../../src/flows/parse.js';

const fixture = (name: string): string =>
  readFileSync(new URL(`../__fixtures__/flows/${name}`, import.meta.url), 'utf8');
const yaml = (...lines: string[]): string => `${lines.join('\n')}\n`;

/** The one-line form of every error, as users see them. Fails the test if the flow parses. */
function problems(file: string, text: string): string[] {
  try {
    parseFlow(file, text);
  } catch (error) {
    if (error instanceof InputErrors) return error.errors.map((problem) => problem.describe());
    throw error;
  }
  throw new Error(`${file} parsed without errors`);
}

describe('parseFlow: good flows', () => {
  it('reads a contract flow with every kind of check and capture', () => {
    const flow = parseFlow('.falcon/flows/contract_products.yaml', fixture('contract_products.yaml'));
    expect(flow).toMatchObject({
      file: '.falcon/flows/contract_products.yaml',
      name: 'Products contract',
      type: 'contract',
      description: 'Listing, reading and creating products.',
      environment: 'local',
      tags: ['catalog', 'contract'],
      variables: { limit: 5, user: { id: 7 } },
      continue_on_failure: true,
    });
    expect(flow.load).toBeUndefined();
    expect(flow.security).toBeUndefined();
    expect(flow.setup).toEqual([
      {
        id: 'login',
        phase: 'setup',
        use: 'login',
        request: {},
        expect: {},
        capture: { token: { json: '$.token' } },
        continue_on_failure: true,
        source: { line: 13, checks: { 'capture.token': 16, request: 14 } },
      },
    ]);

    const [list, get, create] = flow.steps;
    expect(list).toEqual({
      id: 'list',
      name: 'List products',
      phase: 'step',
      operation: 'listProducts',
      // No method: the operation supplies it.
      request: {
        query: { limit: '{{limit}}', tags: ['a', 'b'] },
        headers: { authorization: 'Bearer {{token}}', 'x-page': '1' },
      },
      expect: {
        status: 200,
        schema: 'spec',
        headers: {
          'content-type': { match: '^application/json' },
          'x-total': '42',
          'x-debug': { exists: false },
          etag: { equals: 'abc' },
        },
        body: [
          { path: '$.items', length: { lte: 5 }, type: 'array' },
          { path: '$.items[0].id', type: 'integer', gt: 0 },
          { path: '$.items[0].name', match: '^[A-Z]', ne: '' },
          { path: '$.total', gte: 0, lt: 1000 },
          { path: '$.items[0].tags', contains: 'new', length: 2 },
          { path: '$.kind', in: ['list', 'page'] },
          { path: '$.error', exists: false },
        ],
        latency_ms: { lte: 800, gt: 0 },
      },
      capture: {
        productId: '$.items[0].id',
        location: { header: 'location' },
        etag: { regex: 'W/"(\\w+)"', group: 1, from: 'header', header: 'etag' },
        page: { regex: 'page=(\\d+)', group: 1, from: 'body' },
        whole: { regex: 'total', group: 0, from: 'body' },
      },
      continue_on_failure: true,
      source: {
        line: 18,
        checks: {
          request: 21,
          status: 25,
          schema: 26,
          'headers.content-type': 28,
          'headers.x-total': 29,
          'headers.x-debug': 30,
          'headers.etag': 31,
          'body[0]': 33,
          'body[1]': 34,
          'body[2]': 35,
          'body[3]': 36,
          'body[4]': 37,
          'body[5]': 38,
          'body[6]': 39,
          latency_ms: 40,
          'capture.productId': 42,
          'capture.location': 43,
          'capture.etag': 44,
          'capture.page': 45,
          'capture.whole': 46,
        },
      },
    });

    expect(get).toMatchObject({
      id: 'get',
      request: { method: 'GET', path: '/products/{{productId}}', params: { id: '{{productId}}' } },
      expect: { status: 200, schema: { type: 'object', required: ['id'] } },
      retry: { attempts: 3, delay_ms: 250 },
      timeout_ms: 2000,
      continue_on_failure: false,
      source: { line: 47, checks: { request: 48, status: 52, schema: 53, 'body[0]': 57 } },
    });
    expect(create).toMatchObject({
      request: { method: 'POST', json: { name: 'Ada', price: 10 } },
      retry: { attempts: 5, delay_ms: 100 },
    });
    expect(flow.teardown).toEqual([
      expect.objectContaining({
        id: 'teardown-1',
        phase: 'teardown',
        request: {
          method: 'DELETE',
          url: 'https://api.example.test/products/{{productId}}',
          body: '{{productId}}',
        },
        source: { line: 70, checks: { request: 70 } },
      }),
    ]);
  });

  it('fills the defaults of a minimal smoke flow', () => {
    const flow = parseFlow('.falcon/flows/smoke_user_login.yaml', fixture('smoke_user_login.yaml'));
    expect(flow).toEqual({
      file: '.falcon/flows/smoke_user_login.yaml',
      name: 'user login',
      type: 'smoke',
      variables: {},
      tags: [],
      continue_on_failure: false,
      setup: [],
      teardown: [],
      steps: [
        {
          id: 'step-1',
          phase: 'step',
          request: { method: 'GET', path: '/health' },
          expect: { status: 200 },
          capture: {},
          continue_on_failure: false,
          source: { line: 3, checks: { request: 3, status: 6 } },
        },
        {
          id: 'login',
          phase: 'step',
          request: { method: 'POST', path: '/login', form: { user: 'ada', remember: 'true' } },
          expect: { status: [200, '2xx'], latency_ms: { lte: 500 } },
          capture: { token: '$.token' },
          continue_on_failure: false,
          source: { line: 7, checks: { request: 8, status: 13, latency_ms: 14, 'capture.token': 16 } },
        },
      ],
    });
  });

  it('reads a load block and fills its defaults', () => {
    const flow = parseFlow('.falcon/flows/performance_catalog.yaml', fixture('performance_catalog.yaml'));
    expect(flow.load).toEqual({
      duration_s: 10,
      connections: 4,
      rate: 50,
      thresholds: { p50_ms: 50, p95_ms: 200, p99_ms: 400, max_ms: 1000, min_rps: 10, error_rate: 0 },
      line: 3,
    });
    expect(flow.steps[0]?.expect.latency_ms).toEqual({ lte: 250 });
  });

  it('gives a performance flow without a load block the default load', () => {
    const flow = parseFlow('.falcon/flows/performance_defaults.yaml', fixture('performance_defaults.yaml'));
    expect(flow.load).toEqual({ count: 100, connections: 10, thresholds: { error_rate: 0 }, line: 1 });
  });

  it('keeps an explicit error_rate and an explicit count', () => {
    const text = yaml(
      'load:',
      '  count: 7',
      '  thresholds: { error_rate: 0.05 }',
      'steps: [{ request: { path: /x } }]',
    );
    const flow = parseFlow('performance_x.yaml', text);
    expect(flow.load).toEqual({ count: 7, connections: 10, thresholds: { error_rate: 0.05 }, line: 1 });
  });

  it.each([
    ['500ms', 0.5],
    ['10s', 10],
    ['1.5s', 1.5],
    ['2m', 120],
    [3, 3],
  ])('reads the duration %p as %p seconds', (duration, seconds) => {
    const text = yaml(
      `load: { duration: ${JSON.stringify(duration)} }`,
      'steps: [{ request: { path: /x } }]',
    );
    expect(parseFlow('performance_x.yaml', text).load?.duration_s).toBe(seconds);
    expect(durationSeconds(duration)).toBe(seconds);
  });

  it('reads a security block, lower-casing the auth header', () => {
    const flow = parseFlow('.falcon/flows/security_products.yaml', fixture('security_products.yaml'));
    expect(flow.security).toEqual({
      probes: ['no_auth', 'injection'],
      auth_header: 'x-api-key',
      injection_payloads: ["' OR 1=1--", '<img src=x onerror=alert(1)>'],
      line: 2,
    });
  });

  it('gives a security flow without a security block every probe and the built-in payloads', () => {
    const flow = parseFlow('.falcon/flows/security_defaults.yaml', fixture('security_defaults.yaml'));
    expect(flow.security).toEqual({
      probes: ['no_auth', 'bad_auth', 'injection', 'method_not_allowed'],
      auth_header: 'authorization',
      injection_payloads: [...DEFAULT_INJECTION_PAYLOADS],
      line: 1,
    });
    expect(SECURITY_PROBES).toHaveLength(4);
    expect(DEFAULT_INJECTION_PAYLOADS).toEqual(
      expect.arrayContaining([
        "' OR '1'='1",
        '<script>alert(1)</script>',
        '${7*7}',
        '{"$gt": ""}',
        '; cat /etc/passwd',
      ]),
    );
    expect(DEFAULT_INJECTION_PAYLOADS.some((payload) => payload.includes('../'))).toBe(true);
  });

  it('numbers default ids per section and derives the name from the file name', () => {
    const text = yaml(
      'setup: [{ request: { path: /a } }, { request: { path: /b } }]',
      'steps: [{ request: { path: /c } }, { id: mine, request: { path: /d } }, { request: { path: /e } }]',
      'teardown: [{ request: { path: /f } }]',
    );
    const flow = parseFlow('flows/e2e_checkout-happy_path.yml', text);
    expect(flow.name).toBe('checkout happy path');
    expect(flow.type).toBe('e2e');
    expect([...flow.setup, ...flow.steps, ...flow.teardown].map((step) => step.id)).toEqual([
      'setup-1',
      'setup-2',
      'step-1',
      'mine',
      'step-3',
      'teardown-1',
    ]);
    expect(flow.setup.map((step) => step.phase)).toEqual(['setup', 'setup']);
  });

  it('lets a step override the flow continue_on_failure', () => {
    const text = yaml(
      'continue_on_failure: true',
      'steps:',
      '  - request: { path: /a }',
      '  - request: { path: /b }',
      '    continue_on_failure: false',
    );
    expect(parseFlow('functional_x.yaml', text).steps.map((step) => step.continue_on_failure)).toEqual([
      true,
      false,
    ]);
  });

  it('accepts status classes and codes written as strings, normalised', () => {
    const text = yaml('steps: [{ request: { path: /a }, expect: { status: ["201", "4XX", 500] } }]');
    expect(parseFlow('unit_x.yaml', text).steps[0]?.expect.status).toEqual([201, '4xx', 500]);
  });

  it('keeps json bodies of any type, including null', () => {
    const text = yaml(
      'steps:',
      '  - request: { method: PUT, path: /a, json: null }',
      '  - request: { path: /b, json: [1, "x"] }',
    );
    const flow = parseFlow('integration_x.yaml', text);
    expect(flow.steps[0]?.request).toEqual({ method: 'PUT', path: '/a', json: null });
    expect(flow.steps[1]?.request.json).toEqual([1, 'x']);
  });

  it('defaults the method only for bare paths and urls', () => {
    const text = yaml(
      'steps:',
      '  - use: login',
      '  - operation: getUser',
      '  - request: { url: "https://x.test/a" }',
    );
    expect(parseFlow('smoke_x.yaml', text).steps.map((step) => step.request.method)).toEqual([
      undefined,
      undefined,
      'GET',
    ]);
  });

  it('reads a captured regex from a header when a header is named', () => {
    const text = yaml(
      'steps:',
      '  - request: { path: /a }',
      '    capture: { id: { regex: "/users/(\\\\d+)", header: location } }',
    );
    expect(parseFlow('smoke_x.yaml', text).steps[0]?.capture).toEqual({
      id: { regex: '/users/(\\d+)', group: 1, from: 'header', header: 'location' },
    });
  });
});

describe('parseFlow: generated cases', () => {
  it("gives the flow's cases to each of its steps, a step's own winning, defaults filled in", () => {
    const flow = parseFlow(
      'contract_items.yaml',
      yaml(
        'cases: { negative: 50, seed: 9 }',
        'setup: [{ id: login, operation: login }]',
        'steps:',
        '  - { id: list, operation: listItems }',
        '  - id: create',
        '    operation: createItem',
        '    cases: { positive: 5, negative: 0, max_duration: 30s }',
      ),
    );
    expect(flow.setup[0]?.cases).toBeUndefined();
    expect(flow.steps[0]?.cases).toEqual({
      positive: 20,
      negative: 50,
      seed: 9,
      max_duration_s: 60,
      line: 1,
      column: 1,
      inherited: true,
    });
    expect(flow.steps[1]?.cases).toEqual({
      positive: 5,
      negative: 0,
      max_duration_s: 30,
      line: 7,
      column: 5,
      inherited: false,
    });
  });

  it('refuses counts out of bounds, an unknown key, and cases outside steps', () => {
    const text = yaml(
      'setup: [{ id: login, operation: login, cases: {} }]',
      'steps:',
      '  - operation: listItems',
      '    cases: { positive: 5000, negatives: 3, seed: 1.5 }',
    );
    expect(problems('contract_items.yaml', text)).toEqual([
      "contract_items.yaml:1:40: cases: runs for steps, and step 'login' is in setup — move the step to steps:, or remove cases:",
      'contract_items.yaml:4:24: positive must be a whole number from 0 to 1000 — write a whole number from 0 to 1000',
      "contract_items.yaml:4:30: unknown key 'negatives' in cases of step 'step-1' — did you mean 'negative'?",
      'contract_items.yaml:4:50: seed must be a whole number — write a whole number',
    ]);
  });
});

describe('parseFlow: errors', () => {
  const step = (...lines: string[]): string => yaml('steps:', ...lines);

  it('reports an unknown key at the key, with a suggestion', () => {
    expect(
      problems(
        'smoke_x.yaml',
        step('  - id: list', '    request: { path: /a }', '    expct: { status: 200 }'),
      ),
    ).toEqual(["smoke_x.yaml:4:5: unknown key 'expct' in step 'list' — did you mean 'expect'?"]);
  });

  it('lists the allowed keys when nothing is close', () => {
    expect(
      problems(
        'smoke_x.yaml',
        step('  - request: { path: /a }', '    expect: { latency_ms: { lte: 5, p95: 3 } }'),
      ),
    ).toEqual([
      "smoke_x.yaml:3:37: unknown key 'p95' in expect.latency_ms of step 'step-1' — allowed keys: eq, ne, gt, gte, lt, lte",
    ]);
  });

  it('reports a top-level typo once, not also as a missing key', () => {
    expect(problems('smoke_x.yaml', yaml('stepz:', '  - request: { path: /a }'))).toEqual([
      "smoke_x.yaml:1:1: unknown key 'stepz' at the top level of the flow — did you mean 'steps'?",
    ]);
    expect(problems('smoke_x.yaml', yaml('name: x'))).toEqual([
      "smoke_x.yaml:1:1: missing key 'steps' at the top level of the flow — add `steps:` with at least one step",
    ]);
  });

  it('explains a wrong status in one message', () => {
    expect(
      problems('smoke_x.yaml', step('  - request: { path: /a }', '    expect: { status: abc }')),
    ).toEqual([
      'smoke_x.yaml:3:23: status must be a number, a status class like "2xx", or a list of them — write a number, a status class like "2xx", or a list of them',
    ]);
    expect(
      problems('smoke_x.yaml', step('  - request: { path: /a }', '    expect: { status: [200, true] }')),
    ).toEqual([
      'smoke_x.yaml:3:29: status[1] must be a number or a status class like "2xx" — write a number or a status class like "2xx"',
    ]);
    expect(
      problems('smoke_x.yaml', step('  - request: { path: /a }', '    expect: { status: 700 }')),
    ).toEqual([
      'smoke_x.yaml:3:23: status must be a whole number from 100 to 599 — write a whole number from 100 to 599',
    ]);
  });

  it('explains other wrong types and values in plain words', () => {
    const text = step(
      '  - request: { method: got, path: 5, headers: { x-a: { b: 1 } } }',
      '    expect:',
      '      schema: specs',
      '      latency_ms: fast',
      '      body: [{ path: $.a, length: -1, type: strin }]',
      '    retry: 0',
      '    timeout_ms: -5',
      '    continue_on_failure: "yes"',
    );
    expect(problems('contract_x.yaml', text)).toEqual([
      "contract_x.yaml:2:24: method must be an HTTP method (GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS, TRACE) — did you mean 'GET'?",
      'contract_x.yaml:2:35: path must be a string — write a string',
      "contract_x.yaml:2:54: header 'x-a' must be a string, a number or true/false, on one line — write a string, a number or true/false, on one line",
      'contract_x.yaml:4:15: schema must be "spec" or an inline JSON Schema — did you mean \'spec\'?',
      'contract_x.yaml:5:19: latency_ms must be a number of milliseconds or a mapping of comparisons (eq, ne, gt, gte, lt, lte) — write a number of milliseconds or a mapping of comparisons (eq, ne, gt, gte, lt, lte)',
      'contract_x.yaml:6:35: length must be a whole number of at least 0 — write a whole number of at least 0',
      "contract_x.yaml:6:45: type must be one of string, number, integer, boolean, object, array, null — did you mean 'string'?",
      'contract_x.yaml:7:12: retry must be a whole number from 1 to 100 — write a whole number from 1 to 100',
      'contract_x.yaml:8:17: timeout_ms must be a number from 1 to 2147483647 — write a number from 1 to 2147483647',
      'contract_x.yaml:9:26: continue_on_failure must be true or false — write true or false',
    ]);
  });

  it('refuses a timeout_ms longer than a timer can wait', () => {
    expect(
      problems('smoke_x.yaml', step('  - request: { path: /a }', '    timeout_ms: 99999999999')),
    ).toEqual([
      'smoke_x.yaml:3:17: timeout_ms must be a number from 1 to 2147483647 — write a number from 1 to 2147483647',
    ]);
    expect(
      parseFlow('smoke_x.yaml', step('  - request: { path: /a }', '    timeout_ms: 2147483647')).steps[0]
        ?.timeout_ms,
    ).toBe(2147483647);
  });

  it('refuses a literal url that is not an absolute http(s) URL, at the url', () => {
    const hint = "write a full http(s) URL, or use path: relative to the environment's base_url";
    expect(
      problems(
        'smoke_x.yaml',
        step(
          '  - request: { url: /users }',
          '  - request: { url: "localhost:3000/users" }',
          '  - request: { url: "ftp://files.test/a" }',
        ),
      ),
    ).toEqual([
      `smoke_x.yaml:2:21: url '/users' is not an absolute http(s) URL — ${hint}`,
      `smoke_x.yaml:3:21: url 'localhost:3000/users' is not an absolute http(s) URL — ${hint}`,
      `smoke_x.yaml:4:21: url 'ftp://files.test/a' is not an absolute http(s) URL — ${hint}`,
    ]);
    // A url with placeholders is only known at run time.
    const templated = yaml(
      'variables: { host: "http://localhost:3000" }',
      'steps:',
      '  - request: { url: "{{host}}/users" }',
      '  - request: { url: "HTTPS://{{env.API_HOST}}/users" }',
    );
    expect(parseFlow('smoke_x.yaml', templated).steps.map((parsed) => parsed.request?.url)).toEqual([
      '{{host}}/users',
      'HTTPS://{{env.API_HOST}}/users',
    ]);
  });

  it('explains bad load and security blocks', () => {
    const load = yaml(
      'load: { duration: 10 sec, connections: 0, thresholds: { error_rate: 2 } }',
      'steps: [{ request: { path: /a } }]',
    );
    expect(problems('performance_x.yaml', load)).toEqual([
      'performance_x.yaml:1:19: duration must be a number of seconds or a duration like "500ms", "10s" or "2m" — write a number of seconds or a duration like "500ms", "10s" or "2m"',
      'performance_x.yaml:1:40: connections must be a whole number from 1 to 1000 — write a whole number from 1 to 1000',
      'performance_x.yaml:1:69: error_rate must be a number from 0 to 1 — write a number from 0 to 1',
    ]);
    const security = yaml(
      'security: { probes: [no_auth, no_auth, sqli] }',
      'steps: [{ request: { path: /a } }]',
    );
    expect(problems('security_x.yaml', security)).toEqual([
      'security_x.yaml:1:31: probes lists "no_auth" more than once — remove the repeat',
      'security_x.yaml:1:40: probes[2] must be one of no_auth, bad_auth, injection, method_not_allowed — write one of no_auth, bad_auth, injection, method_not_allowed',
    ]);
  });

  it('bounds every count and duration a flow sets, a duration written as text too', () => {
    const text = yaml(
      'load: { count: 1000, rate: 0.001, connections: 5000 }',
      'cases: { max_duration: "2000m" }',
      'steps:',
      '  - request: { path: /a }',
      '    retry: { attempts: 1000, delay_ms: 3600000 }',
    );
    expect(problems('performance_x.yaml', text)).toEqual([
      'performance_x.yaml:1:28: 1000 iterations at 0.001 per second take longer than a day — raise the rate, lower the count, or give a duration instead',
      'performance_x.yaml:1:48: connections must be a whole number from 1 to 1000 — write a whole number from 1 to 1000',
      'performance_x.yaml:2:24: 2000m is longer than a day — write a duration of at most a day, e.g. "30m" or 86400',
      'performance_x.yaml:5:24: attempts must be a whole number from 1 to 100 — write a whole number from 1 to 100',
      'performance_x.yaml:5:40: delay_ms must be a number from 0 to 60000 — write a number from 0 to 60000',
    ]);
  });

  it('refuses header names HTTP does not allow, where they are written', () => {
    const text = yaml(
      'security: { auth_header: "x api key" }',
      'steps:',
      '  - request: { path: /a }',
      '    expect: { headers: { "content type": json } }',
      '    capture: { token: { header: "x token" } }',
    );
    expect(problems('security_x.yaml', text)).toEqual([
      expect.stringMatching(/^security_x\.yaml:1:26: auth_header must be a header name/),
      expect.stringMatching(/^security_x\.yaml:4:26: invalid name 'content type'/),
      expect.stringMatching(/^security_x\.yaml:5:33: header must be a header name/),
    ]);
  });

  it('requires a flow file name of <type>_<description>.yaml', () => {
    const text = step('  - request: { path: /a }');
    expect(problems('.falcon/flows/products.yaml', text)).toEqual([
      ".falcon/flows/products.yaml:1:1: flow file name 'products.yaml' must be <type>_<description>.yaml — rename it, e.g. smoke_user_login.yaml; the type is one of smoke, contract, unit, integration, functional, performance, security, e2e",
    ]);
    expect(problems('.falcon/flows/smok_products.yaml', text)).toEqual([
      ".falcon/flows/smok_products.yaml:1:1: flow file name 'smok_products.yaml' starts with unknown type 'smok' — did you mean smoke_products.yaml? the type is one of smoke, contract, unit, integration, functional, performance, security, e2e",
    ]);
    expect(problems('flows/load_products.yaml', text)[0]).toBe(
      "flows/load_products.yaml:1:1: flow file name 'load_products.yaml' starts with unknown type 'load' — rename the file; the type is one of smoke, contract, unit, integration, functional, performance, security, e2e",
    );
    expect(problems('flows/smoke_products.json', text)[0]).toMatch(/must be <type>_<description>\.yaml/);
  });

  it('requires type: to agree with the file name', () => {
    expect(
      problems('flows/smoke_products.yaml', yaml('type: contract', 'steps: [{ operation: listProducts }]')),
    ).toEqual([
      "flows/smoke_products.yaml:1:7: type 'contract' does not match the file name prefix 'smoke' — rename the file to contract_products.yaml or write type: smoke",
    ]);
  });

  it('allows load only in performance flows and security only in security flows', () => {
    const text = yaml(
      'load: { count: 5 }',
      'security: { probes: [no_auth] }',
      'steps: [{ operation: listProducts }]',
    );
    expect(problems('smoke_x.yaml', text)).toEqual([
      'smoke_x.yaml:1:1: load is only allowed in performance flows, and this is a smoke flow — remove load: or move it to a performance_*.yaml flow',
      'smoke_x.yaml:2:1: security is only allowed in security flows, and this is a smoke flow — remove security: or move it to a security_*.yaml flow',
    ]);
  });

  it('rejects count and duration together', () => {
    expect(
      problems('performance_x.yaml', yaml('load: { count: 5, duration: 2s }', 'steps: [{ operation: a }]')),
    ).toEqual([
      'performance_x.yaml:1:19: load has both count and duration — give one: a number of iterations or a duration',
    ]);
  });

  it('rejects duplicate step ids across setup, steps and teardown, defaults included', () => {
    const text = yaml(
      'setup:',
      '  - id: login',
      '    operation: login',
      'steps:',
      '  - id: step-2',
      '    operation: a',
      '  - operation: b',
      'teardown:',
      '  - id: login',
      '    operation: logout',
    );
    expect(problems('smoke_x.yaml', text)).toEqual([
      "smoke_x.yaml:7:5: duplicate step id 'step-2' — the step at line 5 has it too; give each step a unique id",
      "smoke_x.yaml:9:9: duplicate step id 'login' — the step at line 2 has it too; give each step a unique id",
    ]);
  });

  it('requires a request target on every step', () => {
    const text = yaml(
      'steps:',
      '  - id: list',
      '    request: { method: GET, query: { a: 1 } }',
      '    expect: { status: 200 }',
    );
    expect(problems('smoke_x.yaml', text)).toEqual([
      "smoke_x.yaml:2:5: step 'list' has no request target — give it an operation, use, request.path or request.url",
    ]);
  });

  it('allows only one of json, body and form', () => {
    const text = step(
      '  - request:',
      '      path: /a',
      '      json: { a: 1 }',
      '      body: raw',
      '      form: { a: b }',
    );
    expect(problems('smoke_x.yaml', text)).toEqual([
      "smoke_x.yaml:5:7: the request of step 'step-1' has both json and body — send only one of json, body or form",
    ]);
  });

  it('reports a regex that does not compile at the regex', () => {
    const text = step(
      '  - request: { path: /a }',
      '    expect:',
      '      headers: { content-type: { match: "(json" } }',
      '      body: [{ path: $.a, match: "[a-" }]',
      '    capture: { id: { regex: "id=(\\\\d+" } }',
    );
    expect(problems('smoke_x.yaml', text)).toEqual([
      'smoke_x.yaml:4:41: invalid regular expression: /(json/: Unterminated group — fix the pattern (backslashes in double-quoted YAML must be doubled)',
      'smoke_x.yaml:5:34: invalid regular expression: /[a-/: Unterminated character class — fix the pattern (backslashes in double-quoted YAML must be doubled)',
      'smoke_x.yaml:6:29: invalid regular expression: /id=(\\d+/: Unterminated group — fix the pattern (backslashes in double-quoted YAML must be doubled)',
    ]);
  });

  it('requires JSONPaths to start with $', () => {
    const text = step(
      '  - request: { path: /a }',
      '    expect: { body: [{ path: items, exists: true }] }',
      '    capture:',
      '      a: items[0].id',
      '      b: { json: .id }',
    );
    expect(problems('smoke_x.yaml', text)).toEqual([
      "smoke_x.yaml:3:30: JSONPath 'items' must start with '$' — write it from the root of the body, e.g. $.items",
      "smoke_x.yaml:5:10: JSONPath 'items[0].id' must start with '$' — write it from the root of the body, e.g. $.items[0].id",
      "smoke_x.yaml:6:18: JSONPath '.id' must start with '$' — write it from the root of the body, e.g. $.id",
    ]);
  });

  it('rejects body checks without an operator and inconsistent captures', () => {
    const text = step(
      '  - request: { path: /a }',
      '    expect: { body: [{ path: $.a }] }',
      '    capture:',
      '      a: { json: $.a, header: x }',
      '      b: { group: 1, header: x }',
      '      c: { regex: "(a)", group: 2 }',
      '      d: { regex: "a", from: header }',
      '      e: { regex: "a", from: body, header: x }',
      '      env: $.x',
    );
    expect(problems('smoke_x.yaml', text)).toEqual([
      "smoke_x.yaml:3:22: body check '$.a' has no operator — add one of eq, ne, gt, gte, lt, lte, in, match, contains, exists, length, type (exists: true to only require the value)",
      "smoke_x.yaml:5:23: capture 'a' mixes json with header — use { json }, { header }, or { regex, group, from, header }",
      "smoke_x.yaml:6:12: group in capture 'b' only applies to a regex — use { json }, { header }, or { regex, group, from, header }",
      "smoke_x.yaml:7:33: capture 'c' takes group 2, but the regex has 1 group — count the ( ) groups from 1, or use 0 for the whole match",
      "smoke_x.yaml:8:24: capture 'd' searches a header but names none — add header: <name>",
      "smoke_x.yaml:9:36: capture 'e' searches the body but also names a header — remove header:, or write from: header",
      "smoke_x.yaml:10:7: capture name 'env' is reserved for {{env.NAME}} — choose another name",
    ]);
  });

  it('rejects malformed placeholders and unknown built-ins in requests', () => {
    const text = step('  - request:', '      path: "/a/{{ 7*7 }}"', '      headers: { x-id: "{{$uid}}" }');
    expect(problems('smoke_x.yaml', text)).toEqual([
      "smoke_x.yaml:3:13: '{{7*7}}' is not a valid placeholder — write {{name}}, {{name.field}}, {{list.0}}, {{env.NAME}}, {{$uuid}}, {{$timestamp}} or {{$randomInt}}",
      "smoke_x.yaml:4:24: unknown built-in '{{$uid}}' — did you mean {{$uuid}}?",
    ]);
  });

  it('rejects names that placeholders cannot reach, and takes a dotted one, which {{a.b}} reaches', () => {
    const text = yaml(
      'variables: { "a.": 1, env: 2, "a.b": 3, "env.x": 4 }',
      'steps: [{ request: { path: /a }, capture: { "x y": $.a } }]',
    );
    expect(problems('smoke_x.yaml', text)).toEqual([
      "smoke_x.yaml:1:14: invalid variable name 'a.' — use a name of letters, digits, '_', '-' and '.' that starts with a letter or '_' and does not end with '.'",
      "smoke_x.yaml:1:23: variable name 'env' is reserved for {{env.NAME}} — choose another name",
      "smoke_x.yaml:1:41: variable name 'env.x' is reserved for {{env.NAME}} — choose another name",
      "smoke_x.yaml:2:45: invalid capture name 'x y' — use a name of letters, digits, '_', '-' and '.' that starts with a letter or '_' and does not end with '.'",
    ]);
  });

  it('reports every problem of a file at once, in file order', () => {
    const text = yaml(
      'version: 2',
      'steps:',
      '  - id: a',
      '    operation: x',
      '    expct: {}',
      '  - id: a',
      '    request: { path: /b, json: 1, form: {} }',
    );
    expect(problems('perf_x.yaml', text)).toEqual([
      "perf_x.yaml:1:1: flow file name 'perf_x.yaml' starts with unknown type 'perf' — rename the file; the type is one of smoke, contract, unit, integration, functional, performance, security, e2e",
      'perf_x.yaml:1:10: version must be 1 — write 1',
      "perf_x.yaml:5:5: unknown key 'expct' in step 'a' — did you mean 'expect'?",
      "perf_x.yaml:6:9: duplicate step id 'a' — the step at line 3 has it too; give each step a unique id",
      "perf_x.yaml:7:35: the request of step 'a' has both json and form — send only one of json, body or form",
    ]);
  });

  it('rejects an empty steps list and a document that is not a mapping', () => {
    expect(problems('smoke_x.yaml', yaml('steps: []'))).toEqual([
      'smoke_x.yaml:1:8: steps must not be empty — add at least one step',
    ]);
    expect(problems('smoke_x.yaml', yaml('- request: { path: /a }'))).toEqual([
      'smoke_x.yaml:1:1: a flow must be a YAML mapping — start with `steps:` and a list of steps',
    ]);
    expect(problems('smoke_x.yaml', '')).toEqual([
      'smoke_x.yaml:1:1: a flow must be a YAML mapping — start with `steps:` and a list of steps',
    ]);
  });

  it('passes YAML syntax errors through with their place', () => {
    const found = problems('smoke_x.yaml', yaml('steps:', '  - request: { path: /a', '    expect: {}'));
    expect(found.length).toBeGreaterThan(0);
    expect(found[0]).toMatch(/^smoke_x\.yaml:\d+:\d+: invalid YAML: /);
    expect(problems('smoke_x.yaml', yaml('steps: []', 'steps: []'))[0]).toMatch(
      /^smoke_x\.yaml:2:1: invalid YAML: /,
    );
  });
});

describe('parseFlow: JSONPaths and regexes are checked when the flow loads', () => {
  /** A smoke flow whose one step captures `path`; returns its problems, or [] when it loads. */
  const capturing = (path: string): string[] => {
    const text = yaml(
      'steps:',
      '  - request: { path: /a }',
      '    capture:',
      `      x: { json: ${JSON.stringify(path)} }`,
    );
    try {
      parseFlow('smoke_x.yaml', text);
      return [];
    } catch (error) {
      if (error instanceof InputErrors) return error.errors.map((problem) => problem.describe());
      throw error;
    }
  };

  it('reports a broken JSONPath in a body check or a capture at the path', () => {
    const text = yaml(
      'steps:',
      '  - request: { path: /a }',
      '    expect:',
      '      body:',
      '        - path: "$.items["',
      '          exists: true',
      '        - { path: "$.items[?(@.price < )]", length: 1 }',
      '    capture:',
      '      a: "$.a.[0]"',
      '      b: { json: "$.ids[0, 1]" }',
    );
    expect(problems('smoke_x.yaml', text)).toEqual([
      "smoke_x.yaml:5:17: invalid JSONPath '$.items[': '[' at character 8 is never closed — close it with ']'",
      "smoke_x.yaml:7:19: invalid JSONPath '$.items[?(@.price < )]': ?(@.price < ) does not compile: Expected expression after < — write the expression in JavaScript syntax, with @ for the item, e.g. ?(@.price < 10)",
      "smoke_x.yaml:9:10: invalid JSONPath '$.a.[0]': '.' at character 4 is not followed by a name — write .name or .*, or [0] without the '.'",
      "smoke_x.yaml:10:18: invalid JSONPath '$.ids[0, 1]': '[0, 1]' at character 6 holds ' 1', which is not an index, a slice, * or a name — remove the spaces, or quote the name",
    ]);
  });

  it.each([
    ['$.items]', "']' at character 8 closes no '['"],
    ['$.', "'.' at character 2 is not followed by a name"],
    ['$items', "'$' must be followed by '.', '..' or '['"],
    ['$...a', "'...' at character 2 has one dot too many"],
    ['$.a[]', "'[]' at character 4 is empty"],
    ['$.a[ 0 ]', "'[ 0 ]' at character 4 holds ' 0 ', which is not an index, a slice, * or a name"],
    ['$.a[0,]', "'[0,]' at character 4 has an empty member"],
    ["$['a", 'the quote at character 3 is never closed'],
    ["$['a'b]", "'['a'b]' at character 2 has text after a quoted name"],
    ['$.a[(0]', "']' at character 7 does not close '(' at character 5"],
    ['$.a[?@.x]', 'the filter at character 4 is not written ?(…)'],
    ['$.a[(@.length-1]', "']' at character 16 does not close '(' at character 5"],
    ['$.a@numbr()', "unknown type selector '@numbr()' at character 4"],
    ['$.a@other()', "unknown type selector '@other()' at character 4"],
    ['$.a[0]@', "'@' at character 7 is not a type selector"],
    [
      "$['a]b']",
      "the quoted name 'a]b' at character 2 holds ']', which the JSONPath library cannot read there",
    ],
    [
      `$["it's"]`,
      `the quoted name "it's" at character 2 holds a single quote, which the JSONPath library cannot read there`,
    ],
    ['$.first name', 'a space at character 8 cannot be part of a name'],
    ['$.items(0)', "'(' at character 8 cannot be part of a name"],
  ])('rejects %s: %s', (path, reason) => {
    const [problem, ...rest] = capturing(path);
    expect(rest).toEqual([]);
    expect(problem).toContain(`: invalid JSONPath '${path}': ${reason} — `);
  });

  it('accepts the syntax the JSONPath library runs, and each such path finds its value', () => {
    const body = {
      items: [
        { id: 1, price: 5, tags: ['new'] },
        { id: 2, price: 20, tags: [] },
      ],
      'content-type': 'json',
      'first name': 'Ada',
      "it's": true,
      meta: { next: null, 'a.b': 3 },
    };
    const paths = [
      '$',
      '$.items[0].id',
      '$.items[-1:]',
      '$.items[:1]',
      '$.items[0,1]',
      "$['content-type']",
      '$["first name"]',
      "$['it\\'s']",
      "$.meta['a.b']",
      "$['items','meta']",
      '$.items[*].id',
      '$.items.*',
      '$..price',
      '$..*',
      '$..[0]',
      '$..',
      '$.meta.*~',
      '$.items[?(@.price < 10)]',
      "$.items[?(@.tags.includes('new'))].id",
      '$.items[?(@path !== "$[\'items\'][0]")]',
      '$.items[?(@.price > 1)]^',
      '$.items[(@.length-1)].id',
      '$..*@number()',
      '$.meta@object()',
      '$.meta.next@null()',
    ];
    for (const path of paths) {
      expect({ path, problems: capturing(path) }).toEqual({ path, problems: [] });
      expect({ path, found: queryJsonPath(body, path).found }).toEqual({ path, found: true });
    }
  });

  it('reads placeholders in a body check path as the values they become', () => {
    const text = yaml(
      'variables: { index: 1, id: 2, name: Ada }',
      'steps:',
      '  - request: { path: /a }',
      '    expect:',
      '      body:',
      '        - { path: "$.items[{{index}}].id", eq: 2 }',
      '        - { path: "$.items[?(@.id == {{ id }})].name", eq: Ada }',
      `        - { path: "$.items[?(@.name == '{{name}}')]", exists: true }`,
      '        - { path: "$.items[{{index}}", exists: true }',
    );
    expect(problems('smoke_x.yaml', text)).toEqual([
      "smoke_x.yaml:9:19: invalid JSONPath '$.items[{{index}}': '[' at character 8 is never closed — close it with ']'",
    ]);
  });

  it('compiles regexes as the checks do, so load and run name the same reason', () => {
    for (const [pattern, reason] of [
      ['a{2,1}', '/a{2,1}/: numbers out of order in {} quantifier'],
      ['(?<id>a)(?<id>b)', '/(?<id>a)(?<id>b)/: Duplicate capture group name'],
      ['x**', '/x**/: Nothing to repeat'],
    ] as const) {
      const text = yaml(
        'steps:',
        '  - request: { path: /a }',
        `    expect: { body: [{ path: $.a, match: ${JSON.stringify(pattern)} }] }`,
      );
      expect(problems('smoke_x.yaml', text)).toEqual([
        `smoke_x.yaml:3:42: invalid regular expression: ${reason} — fix the pattern (backslashes in double-quoted YAML must be doubled)`,
      ]);
      const compiled = compileRegex(pattern);
      expect(compiled).toBeInstanceOf(Error);
      expect((compiled as Error).message).toContain(reason);
    }
  });

  it('counts named groups and skips non-capturing ones for a capture without group:', () => {
    const text = yaml(
      'steps:',
      '  - request: { path: /a }',
      '    capture:',
      '      named: { regex: "id=(?<id>\\\\d+)" }',
      '      plain: { regex: "(?:v)\\\\d+" }',
      '      second: { regex: "(?<a>x)(y)", group: 2 }',
    );
    expect(parseFlow('smoke_x.yaml', text).steps[0]?.capture).toEqual({
      named: { regex: 'id=(?<id>\\d+)', group: 1, from: 'body' },
      plain: { regex: '(?:v)\\d+', group: 0, from: 'body' },
      second: { regex: '(?<a>x)(y)', group: 2, from: 'body' },
    });
    expect(
      problems(
        'smoke_x.yaml',
        yaml('steps:', '  - request: { path: /a }', '    capture: { x: { regex: "(?:a)(b)", group: 2 } }'),
      ),
    ).toEqual([
      "smoke_x.yaml:3:47: capture 'x' takes group 2, but the regex has 1 group — count the ( ) groups from 1, or use 0 for the whole match",
    ]);
  });
});

describe('docs/flows.md', () => {
  const docs = readFileSync(new URL('../../docs/flows.md', import.meta.url), 'utf8');
  const examples = [...docs.matchAll(/```yaml\n([\s\S]*?)```/g)]
    .map((block) => block[1] ?? '')
    .flatMap((text) => {
      const file = /^# (\.falcon\/flows\/\S+)$/m.exec(text)?.[1];
      return file ? [{ file, text }] : [];
    });

  it('has an example of every kind of flow', () => {
    expect(examples.map(({ file }) => file.split('/').at(-1)?.split('_')[0])).toEqual(
      expect.arrayContaining(['smoke', 'contract', 'performance', 'security', 'e2e']),
    );
  });

  it.each(examples.map((example) => [example.file, example.text]))('%s parses', (file, text) => {
    expect(() => parseFlow(file, text)).not.toThrow();
  });
});

describe('flow.schema.json', () => {
  interface Node {
    [key: string]: unknown;
  }
  const schema = flowSchema as unknown as Node;

  it('is a valid draft-07 schema in ajv strict mode', () => {
    const ajv = new Ajv({ strict: true, allowUnionTypes: true });
    expect(ajv.validateSchema(schema)).toBe(true);
    expect(() => ajv.compile(schema)).not.toThrow();
    expect(schema.$id).toBe(SCHEMA_ID);
    expect(schema.$schema).toBe('http://json-schema.org/draft-07/schema#');
  });

  it('describes every property, for editors', () => {
    const definitions = schema.definitions as Record<string, Node>;
    const undescribed: string[] = [];
    const visit = (node: unknown, where: string): void => {
      if (typeof node !== 'object' || node === null) return;
      const properties = (node as Node).properties as Record<string, Node> | undefined;
      for (const [name, property] of Object.entries(properties ?? {})) {
        const target =
          typeof property.$ref === 'string' ? definitions[property.$ref.split('/').at(-1) ?? ''] : undefined;
        if (typeof property.description !== 'string' && typeof target?.description !== 'string') {
          undescribed.push(`${where}.${name}`);
        }
      }
      for (const [key, child] of Object.entries(node)) visit(child, `${where}/${key}`);
    };
    visit(schema, '#');
    expect(undescribed).toEqual([]);
  });

  it('accepts every example flow and rejects unknown keys, as editors will', () => {
    const validate = new Ajv({ allowUnionTypes: true }).compile(schema);
    for (const name of readdirSync(new URL('../__fixtures__/flows/', import.meta.url))) {
      expect({ name, valid: validate(parse(fixture(name))) }).toEqual({ name, valid: true });
    }
    expect(validate({ steps: [{ operation: 'x', expct: {} }] })).toBe(false);
  });
});
