/**
 * Judges one response against a step's `expect:` block. Every check becomes one CheckResult with
 * expected and actual in a person's words (see describe.ts) and the YAML line it was written on,
 * so a failure can be annotated exactly where the flow asked for it.
 */
import { isDeepStrictEqual } from 'node:util';
import { parse as parseLossless, parseNumberAndBigInt } from 'lossless-json';
import { isSensitiveName } from '../http/redact.js';
import { cut } from '../util/text.js';
import { isJsonMediaType, mediaTypeOf } from '../http/media-type.js';
import {
  MAX_VALUE_CHARS,
  MISSING,
  describeHeaderExpectation,
  describeJson,
  describeMs,
  describeNumberMatcher,
  describeOperator,
  describeStatus,
  describeStatusExpectation,
  describeTypedValue,
  describeValue,
  describeValueMatcher,
  matchesJsonType,
  operatorsOf,
} from './describe.js';
import { JsonPathError, jsonPathValue, queryJsonPath, type JsonPathResult } from './jsonpath.js';
import type {
  BodyCheck,
  Expect,
  HeaderExpectation,
  NumberMatcher,
  StatusExpectation,
  StepSource,
  ValueMatcher,
} from './types.js';
import type { CheckResult, JsonSchema, Timings } from '../core/results.js';

export interface ObservedResponse {
  status: number;
  statusText?: string;
  headers: Record<string, string>;
  bodyText: string;
  json?: unknown;
  timings: Timings;
  /** Why the body may not be what the API meant: cut at the size bound, an encoding not decoded. */
  bodyProblem?: string;
}

export interface CheckContext {
  source: StepSource;
  /** Readable violations of `schema` by `value`, from the spec module; empty when valid. */
  validate(schema: JsonSchema, value: unknown): string[];
  /** The documented response schema for `schema: spec`; absent when the step has no operation. */
  specSchema?: (status: number, contentType: string) => JsonSchema | undefined;
}

/** Schema violations listed in a result; more would only bury the first, most useful ones. */
const MAX_LISTED_VIOLATIONS = 50;

/** Evaluates every check of `expect`, in order: status, headers, body, schema, latency. */
export function evaluateExpect(
  expect: Expect,
  response: ObservedResponse,
  context: CheckContext,
): CheckResult[] {
  const lines = context.source.checks;
  const results: CheckResult[] = [];
  if (expect.status !== undefined) {
    results.push(
      checkResult(
        'status',
        describeStatusExpectation(expect.status),
        describeStatus(response.status, response.statusText),
        matchesStatus(expect.status, response.status),
        lines.status,
      ),
    );
  }
  if (expect.headers) {
    for (const [name, expectation] of Object.entries(expect.headers)) {
      results.push(checkHeader(name, expectation, response.headers, lines[`headers.${name}`]));
    }
  }
  if (expect.body) {
    expect.body.forEach((check, index) => {
      results.push(checkBody(check, response, lines[`body[${index}]`]));
    });
  }
  if (expect.schema !== undefined) results.push(checkSchema(expect.schema, response, context, lines.schema));
  if (expect.latency_ms) {
    const matcher = expect.latency_ms;
    const total = response.timings.totalMs;
    const passed = compareNumber(matcher, total);
    results.push(
      checkResult(
        'latency',
        describeNumberMatcher(matcher, ' ms'),
        describeLatency(matcher, total, passed),
        passed,
        lines.latency_ms,
      ),
    );
  }
  return results;
}

/** Whether a response meets every check of an `expect:` block. */
export type ExpectPredicate = (response: ObservedResponse) => boolean;

/**
 * The verdict of evaluateExpect without the words a report needs: what a load phase asks of every
 * response. The block is read once, here; each response then costs the checks themselves, and a
 * passing one allocates no CheckResult, description or list.
 */
export function compileExpect(expect: Expect, context: CheckContext): ExpectPredicate {
  const parts: ExpectPredicate[] = [];
  const status = expect.status;
  if (typeof status === 'number') parts.push((response) => response.status === status);
  else if (status !== undefined) parts.push((response) => matchesStatus(status, response.status));
  for (const [name, expectation] of Object.entries(expect.headers ?? {}))
    parts.push((response) => checkHeader(name, expectation, response.headers, undefined).passed);
  for (const check of expect.body ?? []) parts.push(compileBodyCheck(check));
  const schema = expect.schema;
  if (schema !== undefined)
    parts.push((response) => checkSchema(schema, response, context, undefined).passed);
  const latency = expect.latency_ms;
  if (latency) parts.push((response) => compareNumber(latency, response.timings.totalMs));
  if (parts.length === 1) return parts[0] as ExpectPredicate;
  return (response) => {
    for (let index = 0; index < parts.length; index++)
      if (!(parts[index] as ExpectPredicate)(response)) return false;
    return true;
  };
}

/** `200` exactly, `"2xx"`/`"4XX"` by class, a numeric string as its number, a list when any item matches. */
export function matchesStatus(expectation: StatusExpectation, status: number): boolean {
  if (Array.isArray(expectation)) return expectation.some((item) => matchesStatus(item, status));
  if (typeof expectation === 'number') return expectation === status;
  const text = expectation.trim();
  const range = /^([1-5])xx$/i.exec(text);
  if (range) return Math.floor(status / 100) === Number(range[1]);
  return /^\d{3}$/.test(text) && Number(text) === status;
}

/** True when every operator given holds for `value` (an empty matcher holds for anything). */
export function compareNumber(matcher: NumberMatcher, value: number): boolean {
  if (matcher.eq !== undefined && !(value === matcher.eq)) return false;
  if (matcher.ne !== undefined && !(value !== matcher.ne)) return false;
  if (matcher.gt !== undefined && !(value > matcher.gt)) return false;
  if (matcher.gte !== undefined && !(value >= matcher.gte)) return false;
  if (matcher.lt !== undefined && !(value < matcher.lt)) return false;
  if (matcher.lte !== undefined && !(value <= matcher.lte)) return false;
  return true;
}

// ------------------------------------------------------------------ headers

function checkHeader(
  name: string,
  expectation: HeaderExpectation,
  headers: Record<string, string>,
  line: number | undefined,
): CheckResult {
  const value = findHeader(headers, name);
  const spec = typeof expectation === 'string' ? { equals: expectation } : expectation;
  const problems: string[] = [];
  if (spec.exists === false) {
    if (value !== undefined) problems.push('the header is present');
  } else if (value === undefined) {
    problems.push('the header is missing');
  } else {
    if (spec.equals !== undefined && value !== spec.equals) problems.push(`not equal to ${spec.equals}`);
    if (spec.match !== undefined) {
      const regex = compileRegex(spec.match);
      if (regex instanceof Error) problems.push(regex.message);
      else if (!regex.test(value)) problems.push(`does not match ${spec.match}`);
    }
  }
  // Cookies and credentials are judged on their real value but never shown: only that they failed.
  const shown =
    value === undefined
      ? MISSING
      : isSensitiveName(name)
        ? '*** (a credential header; not shown)'
        : cut(value, MAX_VALUE_CHARS);
  return checkResult(
    `header ${name}`,
    describeHeaderExpectation(expectation),
    shown,
    problems.length === 0,
    line,
    problems.length > 1 ? problems : undefined,
  );
}

/** Header names are case-insensitive; responses from the client already use lower case. */
export function findHeader(headers: Record<string, string>, name: string): string | undefined {
  const lower = name.toLowerCase();
  const direct = headers[lower];
  if (direct !== undefined) return direct;
  for (const key of Object.keys(headers)) {
    if (key.toLowerCase() === lower) return headers[key];
  }
  return undefined;
}

// ------------------------------------------------------------------ body

/** The outcome of one operator on the value found at the check's path. */
interface OperatorOutcome {
  passed: boolean;
  /** Why it failed, for the details list. */
  reason?: string;
  /** The value had the wrong type for the operator: the actual side then names the type. */
  wrongType?: boolean;
}

function checkBody(check: BodyCheck, response: ObservedResponse, line: number | undefined): CheckResult {
  const name = `body ${check.path}`;
  const operators = operatorsOf(check);
  const expected = describeValueMatcher(check);
  const notJson = describeNonJsonBody(response);
  if (notJson !== undefined) return checkResult(name, expected, notJson, false, line);

  let query: JsonPathResult;
  try {
    query = queryJsonPath(
      holdsBigInt(operators.map((operator) => check[operator])) ? exactJson(response) : response.json,
      check.path,
    );
  } catch (error) {
    if (error instanceof JsonPathError) return checkResult(name, expected, error.message, false, line);
    throw error;
  }

  const effective: Array<keyof ValueMatcher> = operators.length === 0 ? ['exists'] : operators;
  const failed: Array<keyof ValueMatcher> = [];
  const details: string[] = [];
  let wrongType = false;
  for (const operator of effective) {
    const operand = operators.length === 0 ? true : check[operator];
    const outcome = evaluateOperator(operator, operand, query);
    if (outcome.passed) continue;
    failed.push(operator);
    wrongType ||= outcome.wrongType === true;
    details.push(`${describeOperator(operator, operand)}: ${outcome.reason ?? 'does not hold'}`);
  }

  return checkResult(
    name,
    expected,
    describeBodyActual(query, failed.length > 0 ? failed : effective, wrongType),
    failed.length === 0,
    line,
    details.length > 0 ? details : undefined,
  );
}

/** checkBody's verdict alone: the operators and the path are read once. */
function compileBodyCheck(check: BodyCheck): ExpectPredicate {
  const operators = operatorsOf(check);
  const exact = holdsBigInt(operators.map((operator) => check[operator]));
  const effective: Array<keyof ValueMatcher> = operators.length === 0 ? ['exists'] : operators;
  const operands = effective.map((operator) => (operators.length === 0 ? true : check[operator]));
  const only = effective.length === 1 ? effective[0] : undefined;
  const operand = operands[0];
  if (!exact && only === 'eq' && (operand === null || typeof operand !== 'object')) {
    // `eq` with a number, string, boolean or null, the check a load phase meets most: one walk.
    return (response) => {
      if (response.json === undefined) return false;
      let value: unknown;
      try {
        value = jsonPathValue(response.json, check.path);
      } catch (error) {
        if (error instanceof JsonPathError) return false;
        throw error;
      }
      return value !== undefined && jsonEqual(value, operand);
    };
  }
  return (response) => {
    // A body that is not JSON fails every body check (describeNonJsonBody says why).
    if (response.json === undefined) return false;
    let query: JsonPathResult;
    try {
      query = queryJsonPath(exact ? exactJson(response) : response.json, check.path);
    } catch (error) {
      if (error instanceof JsonPathError) return false;
      throw error;
    }
    for (let index = 0; index < effective.length; index++) {
      if (!evaluateOperator(effective[index] as keyof ValueMatcher, operands[index], query).passed)
        return false;
    }
    return true;
  };
}

/**
 * The body with whole numbers past 2^53 read exactly (as bigints), for checks that compare with
 * such a number (the flow parser keeps those exact). Read once per response; the plain parse
 * where the text cannot be read again.
 */
const exactBodies = new WeakMap<ObservedResponse, unknown>();

function exactJson(response: ObservedResponse): unknown {
  if (response.json === undefined) return undefined;
  if (!exactBodies.has(response)) {
    let exact: unknown = response.json;
    try {
      const text =
        response.bodyText.charCodeAt(0) === 0xfeff ? response.bodyText.slice(1) : response.bodyText;
      exact = parseLossless(text, null, parseNumberAndBigInt);
    } catch {
      // The text was valid JSON to JSON.parse; keep what it read.
    }
    exactBodies.set(response, exact);
  }
  return exactBodies.get(response);
}

/** Whether a bigint sits anywhere in `value` (operands are small and bounded in depth). */
function holdsBigInt(value: unknown): boolean {
  if (typeof value === 'bigint') return true;
  if (Array.isArray(value)) return value.some(holdsBigInt);
  if (value !== null && typeof value === 'object') return Object.values(value).some(holdsBigInt);
  return false;
}

/** `length 7` when only lengths are in question, `string "42"` when the type is, else the value. */
function describeBodyActual(
  query: JsonPathResult,
  relevant: Array<keyof ValueMatcher>,
  wrongType: boolean,
): string {
  if (!query.found) return MISSING;
  if (wrongType) return describeTypedValue(query.value);
  if (relevant.every((operator) => operator === 'length')) {
    const length = lengthOf(query.value);
    if (length !== undefined) return `length ${length}`;
  }
  return describeValue(query.value);
}

/** Why JSONPath cannot be applied to the body (`body is not JSON (text/html)`), or undefined when it is JSON. */
export function describeNonJsonBody(response: ObservedResponse): string | undefined {
  if (response.json !== undefined) return undefined;
  const mediaType = mediaTypeOf(findHeader(response.headers, 'content-type'));
  // The real cause first: "not valid JSON" about a body that was cut or not decoded would blame the API.
  if (response.bodyProblem) return `body could not be read as sent: ${response.bodyProblem}`;
  if (response.bodyText.length === 0) return 'body is empty';
  if (isJsonMediaType(mediaType)) return `body is not valid JSON (${mediaType})`;
  return `body is not JSON (${mediaType || 'no content-type'})`;
}

/** One outcome for every operator that holds: read, never changed, so a passing check allocates none. */
const PASSED: OperatorOutcome = Object.freeze({ passed: true });

function evaluateOperator(
  operator: keyof ValueMatcher,
  operand: unknown,
  query: JsonPathResult,
): OperatorOutcome {
  if (operator === 'exists') {
    const wanted = operand !== false;
    if (query.found === wanted) return PASSED;
    return { passed: false, reason: wanted ? 'missing' : `found ${describeValue(query.value)}` };
  }
  if (!query.found) return { passed: false, reason: 'missing' };
  const value = query.value;
  switch (operator) {
    case 'eq':
      return jsonEqual(value, operand) ? PASSED : { passed: false, reason: `got ${describeValue(value)}` };
    case 'ne':
      return jsonEqual(value, operand) ? { passed: false, reason: `got ${describeValue(value)}` } : PASSED;
    case 'gt':
    case 'gte':
    case 'lt':
    case 'lte': {
      if (typeof value !== 'number') {
        return { passed: false, wrongType: true, reason: `${describeTypedValue(value)} is not a number` };
      }
      const passed = compareNumber({ [operator]: operand as number }, value);
      return passed ? PASSED : { passed, reason: `got ${describeValue(value)}` };
    }
    case 'in': {
      const options = Array.isArray(operand) ? operand : [];
      return options.some((option) => jsonEqual(value, option))
        ? PASSED
        : { passed: false, reason: `got ${describeValue(value)}` };
    }
    case 'match': {
      const regex = compileRegex(String(operand));
      if (regex instanceof Error) return { passed: false, reason: regex.message };
      // Non-strings are matched as their JSON text, so `match: "^\\d+$"` works on 42 too.
      const text = typeof value === 'string' ? value : describeJson(value);
      return regex.test(text) ? PASSED : { passed: false, reason: `got ${describeValue(value)}` };
    }
    case 'contains':
      return evaluateContains(value, operand);
    case 'length': {
      const length = lengthOf(value);
      if (length === undefined) {
        return { passed: false, wrongType: true, reason: `${describeTypedValue(value)} has no length` };
      }
      const matcher: NumberMatcher =
        typeof operand === 'number' ? { eq: operand } : ((operand ?? {}) as NumberMatcher);
      return compareNumber(matcher, length) ? PASSED : { passed: false, reason: `got length ${length}` };
    }
    case 'type': {
      const type = operand as ValueMatcher['type'] & string;
      return matchesJsonType(type, value)
        ? PASSED
        : { passed: false, wrongType: true, reason: `got ${describeTypedValue(value)}` };
    }
  }
}

/** A substring of a string, a (deeply equal) element of an array, or a key of an object. */
function evaluateContains(value: unknown, operand: unknown): OperatorOutcome {
  if (typeof value === 'string') {
    const needle = typeof operand === 'string' ? operand : describeJson(operand);
    return value.includes(needle) ? PASSED : { passed: false, reason: `got ${describeValue(value)}` };
  }
  if (Array.isArray(value)) {
    return value.some((element) => jsonEqual(element, operand))
      ? PASSED
      : { passed: false, reason: `got ${describeValue(value)}` };
  }
  if (value !== null && typeof value === 'object') {
    return typeof operand === 'string' && Object.hasOwn(value, operand)
      ? PASSED
      : {
          passed: false,
          reason: `keys are ${
            Object.keys(value)
              .map((key) => JSON.stringify(key))
              .join(', ') || 'none'
          }`,
        };
  }
  return { passed: false, wrongType: true, reason: `${describeTypedValue(value)} cannot contain anything` };
}

/** Characters of a string (code points, as a person counts), items of an array, keys of an object. */
function lengthOf(value: unknown): number | undefined {
  if (typeof value === 'string') {
    let count = 0;
    for (let index = 0; index < value.length; index++) {
      const code = value.charCodeAt(index);
      // A high surrogate followed by a low one is one character.
      if (code >= 0xd800 && code <= 0xdbff && index + 1 < value.length) {
        const next = value.charCodeAt(index + 1);
        if (next >= 0xdc00 && next <= 0xdfff) index++;
      }
      count++;
    }
    return count;
  }
  if (Array.isArray(value)) return value.length;
  if (value !== null && typeof value === 'object') return Object.keys(value).length;
  return undefined;
}

/**
 * Structural equality of JSON values: key order does not matter, array order does. A lone number
 * compares as JSON reads it, so `-0` equals `0` (isDeepStrictEqual tells them apart).
 */
export function jsonEqual(left: unknown, right: unknown): boolean {
  return typeof left === 'number' && typeof right === 'number'
    ? left === right
    : isDeepStrictEqual(left, right);
}

// ------------------------------------------------------------------ schema

function checkSchema(
  schema: 'spec' | JsonSchema,
  response: ObservedResponse,
  context: CheckContext,
  line: number | undefined,
): CheckResult {
  const mediaType = mediaTypeOf(findHeader(response.headers, 'content-type'));
  const documented = `${response.status} ${mediaType || '(no content-type)'}`;
  let resolved: JsonSchema;
  let expected: string;
  if (schema === 'spec') {
    expected = `matches the spec's schema for ${documented}`;
    if (!context.specSchema) {
      return checkResult(
        'schema',
        expected,
        'the step names no operation, so the spec gives no schema',
        false,
        line,
        ['add `operation: <operationId>` to the step, or write the schema inline'],
      );
    }
    const found = context.specSchema(response.status, mediaType);
    if (found === undefined) {
      return checkResult('schema', expected, `no schema is documented for ${documented}`, false, line);
    }
    resolved = found;
  } else {
    expected = 'matches the inline schema';
    resolved = schema;
  }

  if (response.json === undefined && isJsonMediaType(mediaType)) {
    return checkResult('schema', expected, describeNonJsonBody(response) ?? 'body is not JSON', false, line);
  }
  // A documented text/plain (or similar) response is validated as the string it is.
  const value = response.json !== undefined ? response.json : response.bodyText;
  const violations = context.validate(resolved, value);
  if (violations.length === 0) return checkResult('schema', expected, 'valid', true, line);
  const first = cut(violations[0] ?? '', MAX_VALUE_CHARS);
  const actual = violations.length === 1 ? first : `${violations.length} violations, first: ${first}`;
  const listed = violations.slice(0, MAX_LISTED_VIOLATIONS);
  if (violations.length > MAX_LISTED_VIOLATIONS)
    listed.push(`… and ${violations.length - MAX_LISTED_VIOLATIONS} more`);
  return checkResult('schema', expected, actual, false, line, listed);
}

// ------------------------------------------------------------------ latency and shared parts

/**
 * `812 ms`. Small values are shown with one decimal, so `500.4 ms` against `≤ 500 ms` does not read
 * as "500 ms failed ≤ 500 ms".
 */
function describeLatency(matcher: NumberMatcher, total: number, passed: boolean): string {
  const shown = describeMs(total);
  const rounded = Number.parseFloat(shown);
  if (compareNumber(matcher, rounded) === passed) return shown;
  return `${Math.round(total * 100) / 100} ms`;
}

const regexCache = new Map<string, RegExp | Error>();

/** Compiles (once) a pattern from a flow; an invalid one comes back as an Error to report, not throw. */
export function compileRegex(pattern: string): RegExp | Error {
  let compiled = regexCache.get(pattern);
  if (compiled === undefined) {
    try {
      compiled = new RegExp(pattern);
    } catch (error) {
      compiled = new Error(
        `invalid regular expression ${pattern}: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    if (regexCache.size > 1000) regexCache.clear();
    regexCache.set(pattern, compiled);
  }
  return compiled;
}

function checkResult(
  name: string,
  expected: string,
  actual: string,
  passed: boolean,
  line: number | undefined,
  details?: string[],
): CheckResult {
  const result: CheckResult = { name, expected, actual, passed };
  if (line !== undefined) result.line = line;
  if (details !== undefined && details.length > 0) result.details = details;
  return result;
}
