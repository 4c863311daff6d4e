import fc from 'fast-check';
import { isRecord } from '../util/document.js';

/**
 * Values a request can carry without anyone inventing data: what the spec shows (`example`,
 * `examples`, `default`, `const`, `enum`), or else the smallest value its schema accepts.
 * Deterministic, so running `falcon init` twice writes the same flows.
 */

/** A value found, and whether the spec showed it or it was made from the schema's constraints. */
export interface SampleValue {
  value: unknown;
  /** True when the spec wrote it (example, default, const, enum); false when made from the type. */
  shown: boolean;
}

/** How much of a schema a sample fills in. */
export interface SampleOptions {
  /** Every property, not only the required ones and those the spec shows values for. */
  everyProperty?: boolean;
  /** `null` wherever a type allows it (`type: [x, 'null']`, `nullable`); a `oneOf` still picks a value. */
  nullWhenAllowed?: boolean;
  /**
   * Made from the constraints alone, passing over examples and defaults: for a spec whose example
   * breaks its own schema. `const` and `enum` still decide, being constraints themselves.
   */
  schemaOnly?: boolean;
}

/** A schema too deep to sample is one the spec should give an example for. */
const MAX_DEPTH = 12;

/** Formats whose shape a plain string would break, with a value each accepts. */
const FORMAT_SAMPLES: Record<string, string> = {
  'date-time': '2024-01-01T00:00:00Z',
  date: '2024-01-01',
  time: '00:00:00Z',
  email: 'user@example.com',
  'idn-email': 'user@example.com',
  uuid: '00000000-0000-4000-8000-000000000000',
  uri: 'https://example.com/',
  url: 'https://example.com/',
  'uri-reference': '/example',
  iri: 'https://example.com/',
  hostname: 'example.com',
  'idn-hostname': 'example.com',
  ipv4: '192.0.2.1',
  ipv6: '2001:db8::1',
  byte: 'AA==',
  binary: 'x',
  password: 'example',
  duration: 'P1D',
  'json-pointer': '/example',
  regex: '.*',
};

/** The value the spec shows for a schema, if it shows one. */
export function shownValue(schema: unknown): SampleValue | undefined {
  if (!isRecord(schema)) return undefined;
  if (schema.const !== undefined) return { value: schema.const, shown: true };
  if (schema.example !== undefined) return { value: schema.example, shown: true };
  if (Array.isArray(schema.examples) && schema.examples.length > 0)
    return { value: schema.examples[0], shown: true };
  if (schema.default !== undefined) return { value: schema.default, shown: true };
  if (Array.isArray(schema.enum) && schema.enum.length > 0) {
    const value = schema.enum.find((item) => item !== null) ?? schema.enum[0];
    return { value, shown: true };
  }
  return undefined;
}

/** The value `const` or `enum` leaves no choice about. */
function constrainedValue(schema: Record<string, unknown>): SampleValue | undefined {
  if (schema.const !== undefined) return { value: schema.const, shown: true };
  if (Array.isArray(schema.enum) && schema.enum.length > 0)
    return { value: schema.enum.find((item) => item !== null) ?? schema.enum[0], shown: true };
  return undefined;
}

/**
 * A value for the schema: the one it shows, else one made from its constraints. Undefined when
 * no value can be made without guessing (a `pattern`, a `$ref` back into itself, `not`).
 */
export function sampleValue(
  schema: unknown,
  options: SampleOptions = {},
  depth = 0,
): SampleValue | undefined {
  if (schema === true || schema === undefined) return undefined;
  if (!isRecord(schema) || depth > MAX_DEPTH) return undefined;
  if (options.nullWhenAllowed && allowsNull(schema)) return { value: null, shown: false };
  const shown = options.schemaOnly ? constrainedValue(schema) : shownValue(schema);
  if (shown) return shown;
  if (typeof schema.$ref === 'string' || schema.not !== undefined) return undefined;

  if (Array.isArray(schema.allOf)) return sampleAllOf(schema, schema.allOf, options, depth);
  for (const key of ['oneOf', 'anyOf'] as const) {
    const choices = schema[key];
    if (!Array.isArray(choices)) continue;
    // A choice that is only `null` is the least useful value to send; try it last.
    const ordered = [...choices].sort((a, b) => Number(isNullOnly(a)) - Number(isNullOnly(b)));
    for (const choice of ordered) {
      const value = sampleValue(choice, options, depth + 1);
      if (value) return value;
    }
    return undefined;
  }

  switch (typeOf(schema)) {
    case 'string':
      return sampleString(schema);
    case 'integer':
    case 'number':
      return sampleNumber(schema, typeOf(schema) === 'integer');
    case 'boolean':
      return { value: true, shown: false };
    case 'null':
      return { value: null, shown: false };
    case 'array':
      return sampleArray(schema, options, depth);
    case 'object':
      return sampleObject(schema, options, depth);
    default:
      return undefined;
  }
}

/** The schema's type: the first of a list that is not `null` (3.1), else what its keywords imply. */
function typeOf(schema: Record<string, unknown>): string | undefined {
  const type = schema.type;
  if (typeof type === 'string') return type;
  if (Array.isArray(type)) {
    const named = type.filter((item): item is string => typeof item === 'string');
    return named.find((item) => item !== 'null') ?? named[0];
  }
  if (isRecord(schema.properties) || Array.isArray(schema.required)) return 'object';
  if (schema.items !== undefined) return 'array';
  return undefined;
}

function allowsNull(schema: Record<string, unknown>): boolean {
  return schema.nullable === true || (Array.isArray(schema.type) && schema.type.includes('null'));
}

function isNullOnly(schema: unknown): boolean {
  return (
    isRecord(schema) &&
    (schema.type === 'null' || (Array.isArray(schema.enum) && schema.enum.every((v) => v === null)))
  );
}

function sampleString(schema: Record<string, unknown>): SampleValue | undefined {
  const format = typeof schema.format === 'string' ? FORMAT_SAMPLES[schema.format] : undefined;
  if (format !== undefined && typeof schema.pattern !== 'string') return { value: format, shown: false };
  const min = typeof schema.minLength === 'number' ? schema.minLength : 0;
  const max = typeof schema.maxLength === 'number' ? schema.maxLength : Infinity;
  const fits = (value: string): boolean => value.length >= min && value.length <= max;
  if (typeof schema.pattern === 'string') {
    const pattern = compile(schema.pattern);
    const value = pattern
      ? (PATTERN_CANDIDATES.find((candidate) => fits(candidate) && pattern.test(candidate)) ??
        drawnMatch(pattern, fits))
      : undefined;
    return value === undefined ? undefined : { value, shown: false };
  }
  const value = fits('example') ? 'example' : 'x'.repeat(Math.max(min, 1));
  return fits(value) ? { value, shown: false } : undefined;
}

/**
 * Strings tried against a `pattern`, the first that matches is sent: most patterns in specs
 * describe ids, numbers, words or dates, and one of these fits. No match: the spec needs an example.
 */
const PATTERN_CANDIDATES = [
  'example',
  '0',
  '1',
  'a',
  'A',
  'abc',
  'ABC',
  'example-1',
  'example_1',
  '2024-01-01',
  '2024-01-01T00:00:00Z',
  '00000000-0000-4000-8000-000000000000',
  'user@example.com',
  'https://example.com/',
  '#000000',
  'en',
  'en-US',
];

/**
 * A string drawn to match a pattern no candidate fits (`^[A-Z]{2}[0-9]{6}$`), from a fixed seed so
 * init writes the same value every time; the shortest of a few draws that also fits the lengths.
 */
function drawnMatch(pattern: RegExp, fits: (value: string) => boolean): string | undefined {
  try {
    const drawn = fc.sample(fc.stringMatching(pattern, { size: 'xsmall' }), { seed: 1, numRuns: 20 });
    return drawn
      .filter((value) => fits(value) && pattern.test(value) && printable(value))
      .sort((a, b) => a.length - b.length)[0];
  } catch {
    // A pattern fast-check cannot read: the spec should show an example.
    return undefined;
  }
}

/** Text a person can read and a header can carry: no control characters. */
function printable(value: string): boolean {
  return [...value].every((char) => char >= ' ' && char !== '\u007f');
}

function compile(pattern: string): RegExp | undefined {
  try {
    return new RegExp(pattern, 'u');
  } catch {
    return undefined;
  }
}

function sampleNumber(schema: Record<string, unknown>, integer: boolean): SampleValue | undefined {
  const step = typeof schema.multipleOf === 'number' && schema.multipleOf > 0 ? schema.multipleOf : 1;
  let low = 1;
  if (typeof schema.minimum === 'number') low = schema.minimum;
  // 3.0 writes exclusiveMinimum as a flag on minimum; 3.1 as the bound itself.
  if (schema.exclusiveMinimum === true && typeof schema.minimum === 'number') low = schema.minimum + step;
  if (typeof schema.exclusiveMinimum === 'number') low = schema.exclusiveMinimum + step;
  let value = Math.ceil(low / step) * step;
  if (integer) value = Math.ceil(value);
  const max = typeof schema.maximum === 'number' ? schema.maximum : Infinity;
  const exclusiveMax = typeof schema.exclusiveMaximum === 'number' ? schema.exclusiveMaximum : Infinity;
  if (value > max || value >= exclusiveMax || (schema.exclusiveMaximum === true && value >= max)) {
    // Only a non-positive range is left: its upper end is the smallest change.
    value = Math.floor(Math.min(max, exclusiveMax - step) / step) * step;
  }
  return Number.isFinite(value) ? { value, shown: false } : undefined;
}

function sampleArray(
  schema: Record<string, unknown>,
  options: SampleOptions,
  depth: number,
): SampleValue | undefined {
  const min = typeof schema.minItems === 'number' ? schema.minItems : 0;
  const item = sampleValue(schema.items, options, depth + 1);
  if (!item) return min === 0 ? { value: [], shown: false } : undefined;
  const count = Math.max(min, 1);
  const max = typeof schema.maxItems === 'number' ? schema.maxItems : Infinity;
  if (count > max) return { value: [], shown: false };
  // uniqueItems with one sampled value can only ever hold one.
  if (schema.uniqueItems === true && count > 1) return undefined;
  return { value: Array.from({ length: count }, () => structuredClone(item.value)), shown: item.shown };
}

/**
 * Every required property, and every optional one the spec shows a value for: a request the
 * schema accepts, as close to the documented example as the spec allows.
 */
function sampleObject(
  schema: Record<string, unknown>,
  options: SampleOptions,
  depth: number,
): SampleValue | undefined {
  const properties = isRecord(schema.properties) ? schema.properties : {};
  const required = new Set(
    Array.isArray(schema.required) ? schema.required.filter((name) => typeof name === 'string') : [],
  );
  const value: Record<string, unknown> = {};
  // An empty object shows nothing, though nothing in it was made up either.
  let shown = Object.keys(properties).length === 0 && required.size === 0 ? false : true;
  let any = false;
  for (const [name, property] of Object.entries(properties)) {
    // A request leaves out what the server writes (readOnly) and what is on its way out.
    const skipped = isRecord(property) && (property.readOnly === true || property.deprecated === true);
    if (skipped && !required.has(name) && !options.everyProperty) continue;
    const sample =
      required.has(name) || options.everyProperty
        ? sampleValue(property, options, depth + 1)
        : optionalSample(property, options, depth + 1);
    if (sample === undefined) {
      if (required.has(name)) return undefined;
      continue;
    }
    value[name] = sample.value;
    shown &&= sample.shown;
    any = true;
  }
  for (const name of required) {
    if (Object.hasOwn(value, name)) continue;
    // Required but not described: any string is as good a guess as any other value.
    value[name] = 'example';
    shown = false;
  }
  return { value, shown: shown && (any || required.size > 0 || Object.keys(properties).length === 0) };
}

/** An optional property is sent only when the spec shows a value for it (or for all its parts). */
function optionalSample(schema: unknown, options: SampleOptions, depth: number): SampleValue | undefined {
  const sample = sampleValue(schema, options, depth);
  return sample?.shown ? sample : undefined;
}

function sampleAllOf(
  schema: Record<string, unknown>,
  parts: unknown[],
  options: SampleOptions,
  depth: number,
): SampleValue | undefined {
  const rest = { ...schema };
  delete rest.allOf;
  const merged: Record<string, unknown> = {};
  let shown = true;
  // The keywords beside allOf take part only when they describe a value of their own.
  for (const part of typeOf(rest) === undefined ? parts : [rest, ...parts]) {
    const sample = sampleValue(part, options, depth + 1);
    if (!sample) return undefined;
    if (!isRecord(sample.value)) return sample;
    Object.assign(merged, sample.value);
    shown &&= sample.shown;
  }
  return { value: merged, shown };
}

/** The first value of an OpenAPI 3 `examples` map (Example Objects) or of a plain list. */
export function firstExample(examples: unknown): SampleValue | undefined {
  if (Array.isArray(examples)) return examples.length > 0 ? { value: examples[0], shown: true } : undefined;
  if (!isRecord(examples)) return undefined;
  for (const example of Object.values(examples)) {
    if (isRecord(example) && example.value !== undefined) return { value: example.value, shown: true };
  }
  return undefined;
}
