import {
  compareNumber,
  compileExpect,
  jsonEqual,
  evaluateExpect,
  matchesStatus,
  type CheckContext,
  type ObservedResponse,
} from '../../src/flows/checks.js';
import type { BodyCheck, Expect, StepSource } from '../../src/flows/types.js';
import type { CheckResult, JsonSchema } from '../../src/core/results.js';

const source: StepSource = {
  line: 10,
  checks: {
    status: 12,
    'headers.Content-Type': 14,
    'headers.x-missing': 15,
    'body[0]': 17,
    'body[1]': 18,
    schema: 20,
    latency_ms: 21,
  },
};

/** Checks `required` only: enough to see how results are built around the spec module's validator. */
function validateRequired(schema: JsonSchema, value: unknown): string[] {
  if (typeof schema !== 'object' || !Array.isArray(schema.required)) return [];
  if (value === null || typeof value !== 'object') return ['/ must be object'];
  return (schema.required as string[])
    .filter((key) => !Object.hasOwn(value, key))
    .map((key) => `/ must have required property '${key}'`);
}

const context: CheckContext = { source, validate: validateRequired };

function jsonResponse(json: unknown, overrides: Partial<ObservedResponse> = {}): ObservedResponse {
  return {
    status: 200,
    statusText: 'OK',
    headers: { 'content-type': 'application/json; charset=utf-8' },
    bodyText: JSON.stringify(json),
    json,
    timings: { headersMs: 5, totalMs: 12 },
    ...overrides,
  };
}

function only(
  expectation: Expect,
  response: ObservedResponse,
  checkContext: CheckContext = context,
): CheckResult {
  const results = evaluateExpect(expectation, response, checkContext);
  expect(results).toHaveLength(1);
  // Every check here is also judged the way a load phase judges it: the same verdict, without the
  // words. (Schema tests record what the validator is asked, so a second judgement would show there.)
  if (expectation.schema === undefined)
    expect(compileExpect(expectation, checkContext)(response)).toBe(results[0]?.passed);
  return results[0] as CheckResult;
}

function body(check: BodyCheck, json: unknown): CheckResult {
  return only({ body: [check] }, jsonResponse(json));
}

describe('matchesStatus', () => {
  it.each([
    [200, 200, true],
    [200, 201, false],
    ['2xx', 204, true],
    ['2XX', 299, true],
    ['2xx', 301, false],
    ['4xx', 404, true],
    ['200', 200, true],
    [[200, 204], 204, true],
    [[200, '3xx'], 302, true],
    [[200, '3xx'], 404, false],
    ['nonsense', 200, false],
  ] as const)('%j against %d → %s', (expectation, status, result) => {
    expect(matchesStatus(expectation as never, status)).toBe(result);
  });
});

describe('compareNumber', () => {
  it('holds when every operator holds', () => {
    expect(compareNumber({ gte: 1, lte: 5 }, 5)).toBe(true);
    expect(compareNumber({ gte: 1, lte: 5 }, 6)).toBe(false);
    expect(compareNumber({ gt: 1 }, 1)).toBe(false);
    expect(compareNumber({ lt: 1 }, 0.5)).toBe(true);
    expect(compareNumber({ eq: 3 }, 3)).toBe(true);
    expect(compareNumber({ ne: 3 }, 3)).toBe(false);
    expect(compareNumber({}, 42)).toBe(true);
  });
});

describe('jsonEqual', () => {
  it('ignores key order and respects array order', () => {
    expect(jsonEqual({ a: 1, b: [1, { c: 2 }] }, { b: [1, { c: 2 }], a: 1 })).toBe(true);
    expect(jsonEqual([1, 2], [2, 1])).toBe(false);
    expect(jsonEqual({ a: 1 }, { a: 1, b: 2 })).toBe(false);
    expect(jsonEqual({ a: undefined }, { b: undefined })).toBe(false);
    expect(jsonEqual([], {})).toBe(false);
    expect(jsonEqual(null, {})).toBe(false);
    expect(jsonEqual('1', 1)).toBe(false);
    expect(jsonEqual(-0, 0)).toBe(true);
  });
});

describe('evaluateExpect: status', () => {
  it('reads expected and actual like a person', () => {
    expect(only({ status: 200 }, jsonResponse({}, { status: 404, statusText: 'Not Found' }))).toEqual({
      name: 'status',
      expected: '200',
      actual: '404 Not Found',
      passed: false,
      line: 12,
    });
    expect(only({ status: '2XX' }, jsonResponse({}, { status: 201, statusText: '' }))).toMatchObject({
      expected: '2xx',
      actual: '201 Created',
      passed: true,
    });
    expect(
      only({ status: [200, 204] }, jsonResponse({}, { status: 500, statusText: undefined })),
    ).toMatchObject({
      expected: 'one of 200, 204',
      actual: '500 Internal Server Error',
      passed: false,
    });
    expect(only({ status: [200] }, jsonResponse({}))).toMatchObject({ expected: '200', passed: true });
  });
});

describe('evaluateExpect: headers', () => {
  const response = jsonResponse(
    {},
    { headers: { 'content-type': 'text/html; charset=utf-8', etag: '"v1"' } },
  );

  it('matches names case-insensitively and keeps the name as written', () => {
    expect(only({ headers: { 'Content-Type': { match: '^application/json' } } }, response)).toEqual({
      name: 'header Content-Type',
      expected: 'matches ^application/json',
      actual: 'text/html; charset=utf-8',
      passed: false,
      line: 14,
    });
    expect(only({ headers: { 'Content-Type': { match: '^text/html' } } }, response).passed).toBe(true);
  });

  it('reads a plain string as equals', () => {
    expect(only({ headers: { ETag: '"v1"' } }, response)).toMatchObject({
      expected: '= "v1"',
      actual: '"v1"',
      passed: true,
    });
    expect(only({ headers: { etag: { equals: '"v2"' } } }, response)).toMatchObject({
      expected: '= "v2"',
      passed: false,
    });
  });

  it('checks presence and absence', () => {
    expect(only({ headers: { 'x-missing': { exists: false } } }, response)).toEqual({
      name: 'header x-missing',
      expected: 'absent',
      actual: '(missing)',
      passed: true,
      line: 15,
    });
    expect(only({ headers: { 'x-missing': 'yes' } }, response)).toMatchObject({
      actual: '(missing)',
      passed: false,
    });
    expect(only({ headers: { etag: { exists: false } } }, response)).toMatchObject({
      expected: 'absent',
      actual: '"v1"',
      passed: false,
    });
    expect(only({ headers: { etag: { exists: true } } }, response)).toMatchObject({
      expected: 'present',
      passed: true,
    });
  });

  it('reports an invalid pattern as a failed check, not a crash', () => {
    const result = only({ headers: { etag: { match: '(' } } }, response);
    expect(result.passed).toBe(false);
  });
});

describe('evaluateExpect: body operators', () => {
  const doc = {
    name: 'Bob',
    id: '42',
    count: 7,
    ratio: 1.5,
    items: [1, 2, 3, 4, 5, 6, 7],
    user: { name: 'Ada', roles: ['admin'] },
    tags: [{ k: 'a' }, { k: 'b' }],
    active: true,
    nothing: null,
    emoji: '👍🏽ok',
  };

  // [check, passed, expected, actual]
  const table: Array<[BodyCheck, boolean, string, string]> = [
    [{ path: '$.name', eq: 'Bob' }, true, '= "Bob"', '"Bob"'],
    [{ path: '$.name', eq: 'Ada' }, false, '= "Ada"', '"Bob"'],
    [
      { path: '$.user', eq: { roles: ['admin'], name: 'Ada' } },
      true,
      '= {"roles":["admin"],"name":"Ada"}',
      '{"name":"Ada","roles":["admin"]}',
    ],
    [{ path: '$.id', eq: 42 }, false, '= 42', '"42"'],
    [{ path: '$.name', ne: 'Ada' }, true, '≠ "Ada"', '"Bob"'],
    [{ path: '$.name', ne: 'Bob' }, false, '≠ "Bob"', '"Bob"'],
    [{ path: '$.count', gt: 5 }, true, '> 5', '7'],
    [{ path: '$.count', gt: 7 }, false, '> 7', '7'],
    [{ path: '$.count', gte: 7 }, true, '≥ 7', '7'],
    [{ path: '$.count', lt: 7 }, false, '< 7', '7'],
    [{ path: '$.ratio', lte: 1.5 }, true, '≤ 1.5', '1.5'],
    [{ path: '$.id', gt: 0 }, false, '> 0', 'string "42"'],
    [{ path: '$.count', in: [1, 7] }, true, 'one of 1, 7', '7'],
    [{ path: '$.name', in: ['Ada', 'Eve'] }, false, 'one of "Ada", "Eve"', '"Bob"'],
    [{ path: '$.name', match: '^B' }, true, 'matches ^B', '"Bob"'],
    [{ path: '$.name', match: '^A' }, false, 'matches ^A', '"Bob"'],
    [{ path: '$.count', match: '^\\d+$' }, true, 'matches ^\\d+$', '7'],
    [
      { path: '$.user', match: '"name":"Ada"' },
      true,
      'matches "name":"Ada"',
      '{"name":"Ada","roles":["admin"]}',
    ],
    [{ path: '$.name', contains: 'o' }, true, 'contains "o"', '"Bob"'],
    [{ path: '$.name', contains: 'x' }, false, 'contains "x"', '"Bob"'],
    [{ path: '$.tags', contains: { k: 'b' } }, true, 'contains {"k":"b"}', '[{"k":"a"},{"k":"b"}]'],
    [{ path: '$.tags', contains: { k: 'c' } }, false, 'contains {"k":"c"}', '[{"k":"a"},{"k":"b"}]'],
    [{ path: '$.user', contains: 'roles' }, true, 'contains "roles"', '{"name":"Ada","roles":["admin"]}'],
    [{ path: '$.user', contains: 'email' }, false, 'contains "email"', '{"name":"Ada","roles":["admin"]}'],
    [{ path: '$.count', contains: 7 }, false, 'contains 7', 'number 7'],
    [{ path: '$.name', exists: true }, true, 'exists', '"Bob"'],
    [{ path: '$.missing', exists: true }, false, 'exists', '(missing)'],
    [{ path: '$.missing', exists: false }, true, 'does not exist', '(missing)'],
    [{ path: '$.nothing', exists: false }, false, 'does not exist', 'null'],
    [{ path: '$.name' }, true, 'exists', '"Bob"'],
    [{ path: '$.missing' }, false, 'exists', '(missing)'],
    [{ path: '$.items', length: 7 }, true, 'length 7', 'length 7'],
    [{ path: '$.items', length: { lte: 5 } }, false, 'length ≤ 5', 'length 7'],
    [{ path: '$.name', length: { gte: 1, lte: 3 } }, true, 'length ≥ 1 and ≤ 3', 'length 3'],
    [{ path: '$.user', length: 2 }, true, 'length 2', 'length 2'],
    [{ path: '$.emoji', length: 4 }, true, 'length 4', 'length 4'],
    [{ path: '$.count', length: 1 }, false, 'length 1', 'number 7'],
    [{ path: '$.count', type: 'integer' }, true, 'type integer', '7'],
    [{ path: '$.ratio', type: 'integer' }, false, 'type integer', 'number 1.5'],
    [{ path: '$.ratio', type: 'number' }, true, 'type number', '1.5'],
    [{ path: '$.id', type: 'integer', gt: 0 }, false, 'type integer and > 0', 'string "42"'],
    [{ path: '$.count', type: 'integer', gt: 0 }, true, 'type integer and > 0', '7'],
    [{ path: '$.items', type: 'array' }, true, 'type array', '[1,2,3,4,5,6,7]'],
    [{ path: '$.user', type: 'array' }, false, 'type array', 'object {"name":"Ada","roles":["admin"]}'],
    [{ path: '$.nothing', type: 'null' }, true, 'type null', 'null'],
    [{ path: '$.active', type: 'boolean', eq: true }, true, 'type boolean and = true', 'true'],
    [{ path: '$.missing', eq: 1 }, false, '= 1', '(missing)'],
  ];

  it.each(table)('%j → passed %s, expected %s, actual %s', (check, passed, expected, actual) => {
    const result = body(check, doc);
    expect(result).toMatchObject({ name: `body ${check.path}`, passed, expected, actual });
    if (passed) expect(result.details).toBeUndefined();
    else expect(result.details?.length).toBeGreaterThan(0);
  });

  it('lists each failing operator in the details', () => {
    const result = body({ path: '$.id', type: 'integer', gt: 0, match: '^4' }, doc);
    expect(result.passed).toBe(false);
    expect(result.details).toEqual(['type integer: got string "42"', '> 0: string "42" is not a number']);
  });

  it('puts the line of each body check on its result', () => {
    const results = evaluateExpect(
      {
        body: [
          { path: '$.name', eq: 'Bob' },
          { path: '$.count', gt: 100 },
        ],
      },
      jsonResponse(doc),
      context,
    );
    expect(results.map((result) => [result.name, result.line, result.passed])).toEqual([
      ['body $.name', 17, true],
      ['body $.count', 18, false],
    ]);
  });

  it('cuts long values with an ellipsis', () => {
    const long = 'x'.repeat(500);
    const result = body({ path: '$.long', eq: 'y' }, { long });
    expect(result.actual.length).toBeLessThanOrEqual(201);
    expect(result.actual.endsWith('…')).toBe(true);
  });

  it('uses the library for filters and compares the array of matches', () => {
    expect(body({ path: '$.tags[*].k', eq: ['a', 'b'] }, doc).passed).toBe(true);
    expect(body({ path: '$.tags[?(@.k == "b")].k', eq: 'b' }, doc).passed).toBe(true);
  });

  it('reports an invalid regular expression as a failure', () => {
    const result = body({ path: '$.name', match: '(' }, doc);
    expect(result.passed).toBe(false);
    expect(result.details?.[0]).toMatch(/invalid regular expression/);
  });

  it('fails body checks on a body that is not JSON, saying what it is', () => {
    const html: ObservedResponse = {
      status: 200,
      headers: { 'content-type': 'text/html; charset=utf-8' },
      bodyText: '<h1>hi</h1>',
      timings: { headersMs: 1, totalMs: 2 },
    };
    expect(only({ body: [{ path: '$.name', exists: false }] }, html)).toMatchObject({
      passed: false,
      expected: 'does not exist',
      actual: 'body is not JSON (text/html)',
    });
    expect(
      only(
        { body: [{ path: '$.a' }] },
        { ...html, headers: { 'content-type': 'application/json' }, bodyText: '{' },
      ),
    ).toMatchObject({ actual: 'body is not valid JSON (application/json)' });
    expect(only({ body: [{ path: '$.a' }] }, { ...html, headers: {}, bodyText: '' })).toMatchObject({
      actual: 'body is empty',
    });
  });

  it('checks a body that is JSON null', () => {
    expect(only({ body: [{ path: '$', type: 'null' }] }, jsonResponse(null)).passed).toBe(true);
  });
});

describe('evaluateExpect: schema', () => {
  const schema = { type: 'object', required: ['id', 'name'] };

  it('validates against an inline schema', () => {
    expect(only({ schema }, jsonResponse({ id: 1, name: 'Ada' }))).toEqual({
      name: 'schema',
      expected: 'matches the inline schema',
      actual: 'valid',
      passed: true,
      line: 20,
    });
    const failed = only({ schema }, jsonResponse({}));
    expect(failed).toMatchObject({
      passed: false,
      actual: "2 violations, first: / must have required property 'id'",
      details: ["/ must have required property 'id'", "/ must have required property 'name'"],
    });
    expect(only({ schema }, jsonResponse({ id: 1 })).actual).toBe("/ must have required property 'name'");
  });

  it('asks the spec for the schema of the status and media type', () => {
    const asked: Array<[number, string]> = [];
    const withSpec: CheckContext = {
      ...context,
      specSchema: (status, contentType) => {
        asked.push([status, contentType]);
        return status === 200 ? schema : undefined;
      },
    };
    expect(only({ schema: 'spec' }, jsonResponse({ id: 1, name: 'Ada' }), withSpec)).toMatchObject({
      expected: "matches the spec's schema for 200 application/json",
      actual: 'valid',
      passed: true,
    });
    expect(asked).toEqual([[200, 'application/json']]);
    expect(only({ schema: 'spec' }, jsonResponse({ name: 'Ada' }), withSpec)).toMatchObject({
      passed: false,
      details: ["/ must have required property 'id'"],
    });
  });

  it('fails when the spec documents no schema for the answer', () => {
    const withSpec: CheckContext = { ...context, specSchema: () => undefined };
    const result = only(
      { schema: 'spec' },
      jsonResponse({}, { status: 418, statusText: "I'm a Teapot" }),
      withSpec,
    );
    expect(result).toMatchObject({
      passed: false,
      expected: "matches the spec's schema for 418 application/json",
      actual: 'no schema is documented for 418 application/json',
    });
  });

  it('fails when the step has no operation to take a schema from', () => {
    const result = only({ schema: 'spec' }, jsonResponse({}));
    expect(result.passed).toBe(false);
    expect(result.actual).toMatch(/no operation/);
    expect(result.details?.[0]).toMatch(/operation: <operationId>/);
  });

  it('fails on a JSON media type whose body does not parse, and validates text as a string', () => {
    const broken: ObservedResponse = { ...jsonResponse({}), json: undefined, bodyText: '{"id":' };
    expect(only({ schema }, broken)).toMatchObject({
      passed: false,
      actual: 'body is not valid JSON (application/json)',
    });
    const seen: unknown[] = [];
    const recording: CheckContext = { ...context, validate: (_schema, value) => (seen.push(value), []) };
    const text: ObservedResponse = {
      ...jsonResponse({}),
      headers: { 'content-type': 'text/plain' },
      json: undefined,
      bodyText: 'pong',
    };
    expect(only({ schema: { type: 'string' } }, text, recording).passed).toBe(true);
    expect(seen).toEqual(['pong']);
  });
});

describe('evaluateExpect: latency', () => {
  it('compares the total time', () => {
    const slow = jsonResponse({}, { timings: { headersMs: 800, totalMs: 812.3 } });
    expect(only({ latency_ms: { lte: 500 } }, slow)).toEqual({
      name: 'latency',
      expected: '≤ 500 ms',
      actual: '812 ms',
      passed: false,
      line: 21,
    });
    expect(only({ latency_ms: { lte: 500 } }, jsonResponse({}))).toMatchObject({
      actual: '12 ms',
      passed: true,
    });
    expect(only({ latency_ms: { gte: 1, lt: 100 } }, jsonResponse({}))).toMatchObject({
      expected: '≥ 1 ms and < 100 ms',
    });
  });

  it('never shows a rounded time that seems to contradict the verdict', () => {
    const result = only(
      { latency_ms: { lte: 500 } },
      jsonResponse({}, { timings: { headersMs: 1, totalMs: 500.4 } }),
    );
    expect(result.passed).toBe(false);
    expect(result.actual).toBe('500.4 ms');
  });
});

describe('evaluateExpect: order', () => {
  it('returns one result per check in a fixed order', () => {
    const results = evaluateExpect(
      {
        latency_ms: { lte: 1000 },
        schema: { type: 'object' },
        body: [{ path: '$.a', eq: 1 }],
        headers: { 'content-type': { match: 'json' } },
        status: 200,
      },
      jsonResponse({ a: 1 }),
      context,
    );
    expect(results.map((result) => result.name)).toEqual([
      'status',
      'header content-type',
      'body $.a',
      'schema',
      'latency',
    ]);
    expect(results.every((result) => result.passed)).toBe(true);
  });

  it('returns nothing for an empty expect', () => {
    expect(evaluateExpect({}, jsonResponse({}), context)).toEqual([]);
  });
});

describe('compileExpect', () => {
  const every: Expect = {
    status: [200, '2xx'],
    headers: { 'content-type': { match: 'json' } },
    body: [
      { path: '$.a', eq: 1 },
      { path: '$.items[*].id', length: 2 },
    ],
    schema: { type: 'object', required: ['a'] },
    latency_ms: { lte: 1000 },
  };
  const verdicts = (response: ObservedResponse): [boolean, boolean] => [
    compileExpect(every, context)(response),
    evaluateExpect(every, response, context).every((result) => result.passed),
  ];

  it('passes a response that meets every check, as evaluateExpect does', () => {
    expect(verdicts(jsonResponse({ a: 1, items: [{ id: 1 }, { id: 2 }] }))).toEqual([true, true]);
  });

  it('fails a response that misses any one check, as evaluateExpect does', () => {
    const good = { a: 1, items: [{ id: 1 }, { id: 2 }] };
    const misses: ObservedResponse[] = [
      jsonResponse(good, { status: 500 }),
      jsonResponse(good, { headers: { 'content-type': 'text/plain' } }),
      jsonResponse({ ...good, a: 2 }),
      jsonResponse({ a: 1, items: [{ id: 1 }] }),
      jsonResponse({ items: good.items }),
      jsonResponse(good, { timings: { headersMs: 5, totalMs: 1500 } }),
      { ...jsonResponse(good), json: undefined, bodyText: '<html>' },
    ];
    for (const response of misses) expect(verdicts(response)).toEqual([false, false]);
  });

  it('passes any response when there is nothing to check', () => {
    expect(compileExpect({}, context)(jsonResponse({}, { status: 503 }))).toBe(true);
  });

  it('fails a body check whose JSONPath the library rejects, without throwing', () => {
    const response = jsonResponse({ a: 1 });
    const expectation: Expect = { body: [{ path: '$[?(@.a ===)]', exists: true }] };
    expect(compileExpect(expectation, context)(response)).toBe(
      evaluateExpect(expectation, response, context)[0]?.passed,
    );
  });
});
