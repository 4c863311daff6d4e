/**
 * How values and matchers read to a person. A failed check is shown in a PR comment, an annotation
 * and a JUnit report as "expected … / actual …", so both sides use the words someone would write
 * by hand: `length ≤ 5`, `2xx`, `string "42"`, `(missing)`, never `{"lte":5}`.
 */
import { STATUS_CODES } from 'node:http';
import type { HeaderExpectation, JsonType, NumberMatcher, StatusExpectation, ValueMatcher } from './types.js';
import { stringify as stringifyLossless } from 'lossless-json';
import { cut } from '../util/text.js';

/** The actual side of a check that found nothing to look at. */
export const MISSING = '(missing)';

/** Long values are cut so one huge body cannot drown a report row. */
export const MAX_VALUE_CHARS = 200;

const COMPARISON_SYMBOLS = { eq: '=', ne: '≠', gt: '>', gte: '≥', lt: '<', lte: '≤' } as const;
type Comparison = keyof typeof COMPARISON_SYMBOLS;

/** A value as compact JSON (`"Ada"`, `[1,2]`, `null`), cut when long; `(missing)` for undefined. */
export function describeValue(value: unknown): string {
  if (value === undefined) return MISSING;
  return cut(describeJson(value), MAX_VALUE_CHARS);
}

/** A value as compact JSON, whole numbers past 2^53 (bigints) written exactly; never throws. */
export function describeJson(value: unknown): string {
  let text: string | undefined;
  try {
    text = JSON.stringify(value);
  } catch {
    try {
      text = stringifyLossless(value);
    } catch {
      text = undefined;
    }
  }
  return text ?? String(value);
}

/** The JSON type of a value; whole numbers are still `number` here (see matchesJsonType). */
export function jsonTypeOf(value: unknown): Exclude<JsonType, 'integer'> | 'undefined' {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  const type = typeof value;
  if (
    type === 'string' ||
    type === 'number' ||
    type === 'boolean' ||
    type === 'object' ||
    type === 'undefined'
  ) {
    return type;
  }
  // bigint, symbol, function: not JSON; show them as the nearest JSON type.
  return type === 'bigint' ? 'number' : 'string';
}

/** A value with its type in front, for checks where the type is the problem: `string "42"`. */
export function describeTypedValue(value: unknown): string {
  if (value === undefined) return MISSING;
  if (value === null) return 'null';
  return `${jsonTypeOf(value)} ${describeValue(value)}`;
}

/** `integer` means a whole number, `number` any finite number. */
export function matchesJsonType(type: JsonType, value: unknown): boolean {
  switch (type) {
    case 'integer':
      return typeof value === 'number' && Number.isInteger(value);
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    default:
      return jsonTypeOf(value) === type;
  }
}

/** `≤ 500`, or with a unit `≥ 10 ms and ≤ 500 ms`; operators in the order written. */
export function describeNumberMatcher(matcher: NumberMatcher, unit = ''): string {
  const parts: string[] = [];
  for (const key of Object.keys(matcher)) {
    const value = matcher[key as Comparison];
    if (key in COMPARISON_SYMBOLS && value !== undefined) {
      parts.push(`${COMPARISON_SYMBOLS[key as Comparison]} ${value}${unit}`);
    }
  }
  return parts.length > 0 ? parts.join(' and ') : 'any';
}

/** A status expectation the way it was meant: `200`, `2xx`, `one of 200, 204`. */
export function describeStatusExpectation(expectation: StatusExpectation): string {
  const items = Array.isArray(expectation) ? expectation : [expectation];
  const words = items.map((item) => (typeof item === 'number' ? String(item) : item.trim().toLowerCase()));
  if (words.length === 1) return words[0] ?? '';
  return `one of ${words.join(', ')}`;
}

/** `404 Not Found`: the code with its reason phrase (the server's, else the standard one). */
export function describeStatus(status: number, statusText?: string): string {
  const reason = statusText || STATUS_CODES[status];
  return reason ? `${status} ${reason}` : String(status);
}

/** Milliseconds as a person reads them: `812 ms`, `3.4 ms` for small values. */
export function describeMs(ms: number): string {
  const shown = ms >= 100 ? Math.round(ms) : Math.round(ms * 10) / 10;
  return `${shown} ms`;
}

/** One operator of a body check: `= "Ada"`, `length ≤ 5`, `type integer`, `exists`. */
export function describeOperator(operator: keyof ValueMatcher, operand: unknown): string {
  switch (operator) {
    case 'eq':
    case 'ne':
    case 'gt':
    case 'gte':
    case 'lt':
    case 'lte':
      return `${COMPARISON_SYMBOLS[operator]} ${describeValue(operand)}`;
    case 'in':
      return Array.isArray(operand)
        ? `one of ${operand.map(describeValue).join(', ')}`
        : `in ${describeValue(operand)}`;
    case 'match':
      return `matches ${String(operand)}`;
    case 'contains':
      return `contains ${describeValue(operand)}`;
    case 'exists':
      return operand === false ? 'does not exist' : 'exists';
    case 'length':
      return typeof operand === 'number'
        ? `length ${operand}`
        : `length ${describeNumberMatcher((operand ?? {}) as NumberMatcher)}`;
    case 'type':
      return `type ${String(operand)}`;
  }
}

export const VALUE_OPERATORS: ReadonlyArray<keyof ValueMatcher> = [
  'eq',
  'ne',
  'gt',
  'gte',
  'lt',
  'lte',
  'in',
  'match',
  'contains',
  'exists',
  'length',
  'type',
];
const VALUE_OPERATOR_SET = new Set<string>(VALUE_OPERATORS);

/** The operators given in a matcher, in the order they were written (keys other than operators are skipped). */
export function operatorsOf(matcher: ValueMatcher): Array<keyof ValueMatcher> {
  const operators: Array<keyof ValueMatcher> = [];
  for (const key of Object.keys(matcher)) {
    if (VALUE_OPERATOR_SET.has(key) && matcher[key as keyof ValueMatcher] !== undefined) {
      operators.push(key as keyof ValueMatcher);
    }
  }
  return operators;
}

/** All operators of a body check: `type integer and > 0`; a check with none means `exists`. */
export function describeValueMatcher(matcher: ValueMatcher): string {
  const operators = operatorsOf(matcher);
  if (operators.length === 0) return 'exists';
  return operators.map((operator) => describeOperator(operator, matcher[operator])).join(' and ');
}

/** A header expectation: `= application/json`, `matches ^application/json`, `present`, `absent`. */
export function describeHeaderExpectation(expectation: HeaderExpectation): string {
  if (typeof expectation === 'string') return `= ${expectation}`;
  const parts: string[] = [];
  if (expectation.exists === false) parts.push('absent');
  else if (expectation.exists === true) parts.push('present');
  if (expectation.equals !== undefined) parts.push(`= ${expectation.equals}`);
  if (expectation.match !== undefined) parts.push(`matches ${expectation.match}`);
  return parts.length > 0 ? parts.join(' and ') : 'present';
}
