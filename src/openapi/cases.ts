/**
 * Generated cases: request inputs drawn from an operation's request schemas with fast-check, so a
 * failing input shrinks to the smallest one and a seed reproduces the whole run.
 *
 * Positive inputs are what the schema allows, leaning on its edges (minimum and maximum, the
 * shortest and longest string, each enum value, each format, each `oneOf` branch), never an empty
 * parameter. Negative inputs start from a valid input with every optional part present and break
 * exactly one constraint in one place: a value above `maximum`, a string one longer than
 * `maxLength`, text that misses the `pattern`, a missing required field, a field of the wrong
 * type, an array item that breaks its own schema, a constraint inside one `oneOf` branch. Each
 * constraint's boundary value (`maximum + 1`, `maxLength + 1`, the enum value's neighbour) comes
 * first and is the same whatever the seed (`boundaryCases`); random ones follow. Parameters go in
 * the path, query, headers or cookies, bodies as JSON, a form or multipart. The runner sends them;
 * here they are only data.
 */
import fc from 'fast-check';
import type { JsonSchema } from '../core/results.js';
import { isRecord } from '../util/document.js';
import { decodeForm } from '../util/form-body.js';
import { isJsonMediaType, normalizeMediaType } from './media.js';
import type { Operation, Parameter } from './types.js';

/** One generated request, before it is put on the wire. */
export interface CaseInput {
  path: Record<string, unknown>;
  query: Record<string, unknown>;
  headers: Record<string, unknown>;
  cookies: Record<string, unknown>;
  /** The body as a value (a form's or multipart's fields as an object); absent when none is sent. */
  body?: unknown;
  /** The media type of the body. */
  mediaType?: string;
}

/** A negative input and the one constraint it breaks, as a person reads it. */
export interface NegativeCase {
  input: CaseInput;
  broken: string;
  /**
   * The parameter it breaks, when it breaks one: that one is sent as generated (or left out),
   * even where the step sends its own value; the step's path and headers stay for the rest.
   */
  parameter?: { in: Parameter['in']; name: string };
}

/** Why an operation cannot be given generated cases. */
export interface Unsupported {
  reason: string;
}

type Json = Record<string, unknown>;

/** Nesting followed when generating; deeper optional parts are left out. */
const MAX_DEPTH = 4;
/** Unbounded numbers and strings are drawn from a range a real API can store. */
const NUMBER_SPAN = 1_000_000;
const EXTRA_LENGTH = 16;
const MAX_ITEMS = 4;
/** Header parameters OpenAPI says to ignore: content negotiation and credentials are the runner's. */
const IGNORED_HEADERS = new Set(['accept', 'content-type', 'authorization']);

/** Parameters the generator fills: path, query, header and cookie (credentials are the environment's). */
function generatedParameters(operation: Operation): Parameter[] {
  return operation.parameters.filter(
    (parameter) => !(parameter.in === 'header' && IGNORED_HEADERS.has(parameter.name.toLowerCase())),
  );
}

export type BodyKind = 'json' | 'form' | 'multipart';

interface RequestBody {
  mediaType: string;
  schema: JsonSchema;
  kind: BodyKind;
}

/** What a body of each kind may be sent as, JSON first. */
const BODY_KINDS: Array<[BodyKind, (media: string) => boolean]> = [
  ['json', isJsonMediaType],
  ['form', (media) => normalizeMediaType(media) === 'application/x-www-form-urlencoded'],
  ['multipart', (media) => normalizeMediaType(media) === 'multipart/form-data'],
];

/** How a body's media type is written on the wire: JSON, a form or multipart; else undefined. */
export function bodyKind(mediaType: string | undefined): BodyKind | undefined {
  return mediaType === undefined ? undefined : BODY_KINDS.find(([, accepts]) => accepts(mediaType))?.[0];
}

/** The body's media type and schema, when the operation takes one Falcon can generate. */
function requestBodyOf(operation: Operation): RequestBody | Unsupported | undefined {
  const body = operation.requestBody;
  if (!body) return undefined;
  const keys = Object.keys(body.content);
  for (const [kind, accepts] of BODY_KINDS) {
    const mediaType = keys.find(accepts);
    if (mediaType !== undefined) return { mediaType, schema: body.content[mediaType]?.schema ?? {}, kind };
  }
  return body.required
    ? { reason: `its request body is not JSON, a form or multipart (${keys.join(', ')})` }
    : undefined;
}

/** Inputs the spec allows, leaning on the schema's boundaries. */
export function positiveCases(operation: Operation): fc.Arbitrary<CaseInput> | Unsupported {
  const body = requestBodyOf(operation);
  if (body && 'reason' in body) return body;
  return inputArbitrary(operation, body, false);
}

/**
 * Inputs that each break one constraint of the spec: a valid input with every optional part
 * present, then one mutation from the list of everything that can be broken. Unsupported when the
 * schemas constrain nothing.
 */
export function negativeCases(operation: Operation): fc.Arbitrary<NegativeCase> | Unsupported {
  const found = mutationsOf(operation);
  if ('reason' in found) return found;
  const { mutations, body } = found;
  const base = inputArbitrary(operation, body, true);
  return fc.tuple(base, fc.nat({ max: mutations.length - 1 })).chain(([input, index]) => {
    const mutation = mutations[index]!;
    const value = mutation.value ?? fc.constant(undefined);
    return value.map((broken) => negative(mutation, mutation.apply(input, broken)));
  });
}

/**
 * Every constraint broken once at its boundary, on one valid input with every optional part
 * present and each value the smallest its schema allows: the same list whatever the seed, so a
 * server that lets `quantity: 101` through is caught by every run. `base` is that valid input.
 */
export function boundaryCases(
  operation: Operation,
): { base: CaseInput; cases: NegativeCase[] } | Unsupported {
  const found = mutationsOf(operation);
  if ('reason' in found) return found;
  const base = minimalInput(operation, found.body);
  return {
    base,
    cases: found.mutations.map((mutation) => negative(mutation, mutation.apply(base, mutation.boundary))),
  };
}

function negative(mutation: Mutation, input: CaseInput): NegativeCase {
  return {
    input,
    broken: mutation.broken,
    ...(mutation.parameter !== undefined ? { parameter: mutation.parameter } : {}),
  };
}

/** Everything of the operation's request that can be broken in one place. */
function mutationsOf(operation: Operation): { mutations: Mutation[]; body?: RequestBody } | Unsupported {
  const body = requestBodyOf(operation);
  if (body && 'reason' in body) return body;
  const mutations: Mutation[] = [];
  for (const parameter of generatedParameters(operation)) {
    const label = `${parameter.in} parameter '${parameter.name}'`;
    const target = { in: parameter.in, name: parameter.name };
    if (parameter.required && parameter.in !== 'path') {
      mutations.push({
        broken: `${label} is missing (required)`,
        apply: (input) => omit(input, parameter),
        parameter: target,
      });
    }
    for (const violation of scalarViolations(parameter.schema, parameter.in === 'path', true)) {
      mutations.push({
        broken: `${label} ${violation.broken}`,
        value: violation.value,
        boundary: violation.boundary,
        apply: (input, value) => replace(input, parameter, value),
        parameter: target,
      });
    }
  }
  if (body) {
    if (operation.requestBody?.required) {
      mutations.push({
        broken: 'the required request body is missing',
        apply: (input) => ({ ...input, body: undefined }),
      });
    }
    collectBodyMutations(body.schema, [], 0, mutations, body.kind !== 'json');
  }
  if (mutations.length === 0) return { reason: 'its request schemas constrain nothing that can be broken' };
  return { mutations, ...(body ? { body } : {}) };
}

interface Mutation {
  broken: string;
  value?: fc.Arbitrary<unknown>;
  /** The value nearest the constraint that still breaks it, for the boundary cases. */
  boundary?: unknown;
  parameter?: NegativeCase['parameter'];
  apply(input: CaseInput, value: unknown): CaseInput;
}

function inputArbitrary(
  operation: Operation,
  body: RequestBody | undefined,
  complete: boolean,
): fc.Arbitrary<CaseInput> {
  const parts: Record<Parameter['in'], Record<string, fc.Arbitrary<unknown>>> = {
    path: {},
    query: {},
    header: {},
    cookie: {},
  };
  const required: Record<Parameter['in'], string[]> = { path: [], query: [], header: [], cookie: [] };
  for (const parameter of generatedParameters(operation)) {
    parts[parameter.in][parameter.name] = valueOf(parameterSchema(parameter), {
      depth: 0,
      complete,
      pathSegment: parameter.in === 'path',
    });
    if (parameter.required || complete) required[parameter.in].push(parameter.name);
  }
  const group = (where: Parameter['in']): fc.Arbitrary<Record<string, unknown>> =>
    fc.record(parts[where], { requiredKeys: required[where] });
  const bodyArbitrary: fc.Arbitrary<unknown> = body
    ? operation.requestBody?.required || complete
      ? valueOf(body.schema, { depth: 0, complete })
      : fc.option(valueOf(body.schema, { depth: 0, complete }), { nil: undefined })
    : fc.constant(undefined);
  return fc
    .record({
      path: group('path'),
      query: group('query'),
      headers: group('header'),
      cookies: group('cookie'),
      body: bodyArbitrary,
    })
    .map(({ path, query, headers, cookies, body: value }) => ({
      path,
      query,
      headers,
      cookies,
      ...(value !== undefined && body ? { body: value, mediaType: body.mediaType } : {}),
    }));
}

/**
 * A parameter's schema as a value of it must be: text that is never empty (a parameter sent
 * empty is one OpenAPI forbids unless `allowEmptyValue`), a list with at least one item.
 */
function parameterSchema(parameter: Parameter): JsonSchema {
  const schema = parameter.schema ?? { type: 'string' };
  if (!isRecord(schema)) return schema;
  const copy: Json = { ...schema };
  const types = typesOf(copy);
  if (
    (types.includes('string') || types.length === 0) &&
    !(typeof copy.minLength === 'number' && copy.minLength > 0)
  )
    copy.minLength = 1;
  if (types.includes('array') && !(typeof copy.minItems === 'number' && copy.minItems > 0)) copy.minItems = 1;
  if (types.includes('array') && isRecord(copy.items) && typesOf(copy.items).includes('string'))
    copy.items = { minLength: 1, ...copy.items };
  return copy;
}

interface Generation {
  depth: number;
  /** Every property and optional parameter present: the base a negative case breaks in one place. */
  complete: boolean;
  /** A path segment: never empty, never `.` or `..` (a URL would resolve them away). */
  pathSegment?: boolean;
}

/** Values that match `schema`, with its boundary values drawn often. */
function valueOf(schema: JsonSchema | undefined, generation: Generation): fc.Arbitrary<unknown> {
  if (schema === undefined || schema === true) return anyValue(generation);
  if (schema === false) return fc.constant(null);
  if (typeof schema.$ref === 'string') return fc.constant({});
  if (Object.hasOwn(schema, 'const')) return fc.constant(schema.const);
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  if (Array.isArray(schema.allOf)) return valueOf(mergeAllOf(schema), generation);
  for (const combiner of ['oneOf', 'anyOf'] as const) {
    const branches = schema[combiner];
    if (Array.isArray(branches) && branches.length > 0) {
      return fc.oneof(...branches.map((branch) => valueOf(branch as JsonSchema, generation)));
    }
  }
  const types = typesOf(schema);
  const nullable = schema.nullable === true || schema['x-nullable'] === true || types.includes('null');
  const concrete = types.filter((type) => type !== 'null');
  const arbitraries = (concrete.length > 0 ? concrete : [inferredType(schema)]).map((type) =>
    typedValue(type, schema, generation),
  );
  if (nullable && !generation.complete) arbitraries.push(fc.constant(null));
  return arbitraries.length === 1 ? arbitraries[0]! : fc.oneof(...arbitraries);
}

function typedValue(type: string, schema: Json, generation: Generation): fc.Arbitrary<unknown> {
  switch (type) {
    case 'integer':
      return integerValue(schema);
    case 'number':
      return numberValue(schema);
    case 'boolean':
      return fc.boolean();
    case 'array':
      return arrayValue(schema, generation);
    case 'object':
      return objectValue(schema, generation);
    case 'null':
      return fc.constant(null);
    default:
      return stringValue(schema, generation);
  }
}

function integerValue(schema: Json): fc.Arbitrary<number> {
  const { min, max } = integerRange(schema);
  const step =
    typeof schema.multipleOf === 'number' && Number.isInteger(schema.multipleOf) ? schema.multipleOf : 1;
  const low = Math.ceil(min / step);
  const high = Math.floor(max / step);
  const edges = [...new Set([low, high, Math.min(low + 1, high), Math.max(high - 1, low)])];
  return fc
    .oneof(
      { arbitrary: fc.constantFrom(...edges), weight: 1 },
      { arbitrary: fc.integer({ min: low, max: high }), weight: 2 },
    )
    .map((multiple) => multiple * step);
}

/** The allowed integers: inclusive bounds, both dialects of exclusiveness, the format's range. */
function integerRange(schema: Json): { min: number; max: number } {
  const bounds = numericBounds(schema);
  const format = schema.format === 'int32' ? 2 ** 31 : undefined;
  let min = bounds.min === undefined ? -(format ?? NUMBER_SPAN) : Math.ceil(bounds.min);
  let max = bounds.max === undefined ? (format ?? NUMBER_SPAN) - (format ? 1 : 0) : Math.floor(bounds.max);
  if (bounds.minExcluded && min === bounds.min) min += 1;
  if (bounds.maxExcluded && max === bounds.max) max -= 1;
  if (bounds.min !== undefined && bounds.max === undefined) max = Math.max(max, min + NUMBER_SPAN);
  if (bounds.max !== undefined && bounds.min === undefined) min = Math.min(min, max - NUMBER_SPAN);
  return { min, max };
}

function numberValue(schema: Json): fc.Arbitrary<number> {
  const bounds = numericBounds(schema);
  const min = bounds.min ?? (bounds.max !== undefined ? bounds.max - NUMBER_SPAN : -NUMBER_SPAN);
  const max = bounds.max ?? min + 2 * NUMBER_SPAN;
  const edges = [bounds.minExcluded ? undefined : min, bounds.maxExcluded ? undefined : max].filter(
    (edge): edge is number => edge !== undefined,
  );
  const inside = fc.double({
    min,
    max,
    minExcluded: bounds.minExcluded,
    maxExcluded: bounds.maxExcluded,
    noNaN: true,
    noDefaultInfinity: true,
  });
  return edges.length > 0
    ? fc.oneof({ arbitrary: fc.constantFrom(...edges), weight: 1 }, { arbitrary: inside, weight: 2 })
    : inside;
}

interface NumericBounds {
  min?: number;
  max?: number;
  minExcluded: boolean;
  maxExcluded: boolean;
}

/** `minimum` with a boolean `exclusiveMinimum` (OpenAPI 3.0) or a numeric one (3.1). */
function numericBounds(schema: Json): NumericBounds {
  const bounds: NumericBounds = { minExcluded: false, maxExcluded: false };
  if (typeof schema.minimum === 'number') {
    bounds.min = schema.minimum;
    bounds.minExcluded = schema.exclusiveMinimum === true;
  }
  if (
    typeof schema.exclusiveMinimum === 'number' &&
    (bounds.min === undefined || schema.exclusiveMinimum >= bounds.min)
  ) {
    bounds.min = schema.exclusiveMinimum;
    bounds.minExcluded = true;
  }
  if (typeof schema.maximum === 'number') {
    bounds.max = schema.maximum;
    bounds.maxExcluded = schema.exclusiveMaximum === true;
  }
  if (
    typeof schema.exclusiveMaximum === 'number' &&
    (bounds.max === undefined || schema.exclusiveMaximum <= bounds.max)
  ) {
    bounds.max = schema.exclusiveMaximum;
    bounds.maxExcluded = true;
  }
  return bounds;
}

/** Formats a generated string is drawn from when the schema names one. */
const FORMATS: Record<string, () => fc.Arbitrary<string>> = {
  'date-time': () => dateValue().map((date) => date.toISOString()),
  date: () => dateValue().map((date) => date.toISOString().slice(0, 10)),
  email: () => fc.emailAddress(),
  uuid: () => fc.uuid(),
  uri: () => fc.webUrl(),
  url: () => fc.webUrl(),
  ipv4: () => fc.ipV4(),
  ipv6: () => fc.ipV6(),
  hostname: () => fc.domain(),
  byte: () => fc.base64String({ maxLength: 24 }),
};

function dateValue(): fc.Arbitrary<Date> {
  return fc.date({
    min: new Date('1970-01-01T00:00:00Z'),
    max: new Date('2099-12-31T23:59:59Z'),
    noInvalidDate: true,
  });
}

/**
 * Strings the schema allows. Patterns and formats are drawn as they are and lengths are not
 * filtered for: a filter that rarely passes would spin forever, while the runner drops (and counts)
 * any input the spec refuses.
 */
function stringValue(schema: Json, generation: Generation): fc.Arbitrary<string> {
  const { minLength, maxLength = minLength + EXTRA_LENGTH } = lengthBounds(
    schema,
    generation.pathSegment === true,
  );
  // A URL resolves `.` and `..` away, so they can never reach the server as a path segment.
  const segment = (arbitrary: fc.Arbitrary<string>): fc.Arbitrary<string> =>
    generation.pathSegment
      ? arbitrary.map((text) => (/^\.{0,2}$/.test(text) ? `${text}x` : text))
      : arbitrary;
  const pattern = patternOf(schema);
  if (pattern) {
    try {
      // A parameter is never sent empty, whatever its pattern allows.
      const matching = fc.stringMatching(pattern);
      return segment(minLength > 0 ? matching.filter((text) => text.length > 0) : matching);
    } catch {
      // A pattern fast-check cannot read leaves the string to its lengths; the check still applies it.
    }
  }
  const format = typeof schema.format === 'string' ? FORMATS[schema.format] : undefined;
  if (format) return segment(format());
  return segment(
    fc.oneof(
      { arbitrary: fc.constantFrom('a'.repeat(minLength), 'z'.repeat(maxLength)), weight: 1 },
      { arbitrary: fc.string({ minLength, maxLength }), weight: 3 },
    ),
  );
}

/** The lengths a string may have; without `maxLength`, formats and patterns keep their own. */
function lengthBounds(schema: Json, pathSegment: boolean): { minLength: number; maxLength?: number } {
  const minLength = Math.max(
    typeof schema.minLength === 'number' ? schema.minLength : 0,
    pathSegment ? 1 : 0,
  );
  return typeof schema.maxLength === 'number' ? { minLength, maxLength: schema.maxLength } : { minLength };
}

function patternOf(schema: Json): RegExp | undefined {
  if (typeof schema.pattern !== 'string') return undefined;
  try {
    return new RegExp(schema.pattern, 'u');
  } catch {
    return undefined;
  }
}

function arrayValue(schema: Json, generation: Generation): fc.Arbitrary<unknown[]> {
  const minLength = typeof schema.minItems === 'number' ? schema.minItems : 0;
  const most = typeof schema.maxItems === 'number' ? schema.maxItems : minLength + MAX_ITEMS;
  const maxLength = generation.depth >= MAX_DEPTH ? minLength : Math.min(most, minLength + MAX_ITEMS);
  const item = valueOf(schema.items as JsonSchema | undefined, {
    ...generation,
    depth: generation.depth + 1,
    pathSegment: false,
  });
  return schema.uniqueItems === true
    ? fc.uniqueArray(item, { minLength, maxLength, selector: (value) => JSON.stringify(value) })
    : fc.array(item, { minLength, maxLength });
}

function objectValue(schema: Json, generation: Generation): fc.Arbitrary<Record<string, unknown>> {
  const properties = writableProperties(schema);
  const required = requiredOf(schema).filter((name) => Object.hasOwn(properties, name));
  const deep = generation.depth >= MAX_DEPTH;
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [name, property] of Object.entries(properties)) {
    if (deep && !required.includes(name)) continue;
    model[name] = valueOf(property, { ...generation, depth: generation.depth + 1, pathSegment: false });
  }
  return fc.record(model, { requiredKeys: generation.complete ? Object.keys(model) : required });
}

/** Properties a request may carry: `readOnly` ones belong to responses. */
function writableProperties(schema: Json): Record<string, JsonSchema> {
  const properties = isRecord(schema.properties) ? schema.properties : {};
  const writable: Record<string, JsonSchema> = {};
  for (const [name, property] of Object.entries(properties)) {
    if (isRecord(property) && property.readOnly === true) continue;
    if (isRecord(property) || typeof property === 'boolean') writable[name] = property;
  }
  return writable;
}

function requiredOf(schema: Json): string[] {
  return Array.isArray(schema.required) ? schema.required.filter((name) => typeof name === 'string') : [];
}

function anyValue(generation: Generation): fc.Arbitrary<unknown> {
  return generation.pathSegment
    ? stringValue({}, generation)
    : fc.oneof(fc.string({ maxLength: 8 }), fc.integer(), fc.boolean());
}

/** The fields of a multipart body sent as files: `format: binary` (or a list of them), 2.0's `file`. */
export function binaryFields(schema: unknown): Set<string> {
  const binary = (value: unknown): boolean =>
    isRecord(value) &&
    (value.format === 'binary' ||
      value.type === 'file' ||
      value.contentEncoding !== undefined ||
      value.contentMediaType !== undefined);
  const properties = isRecord(schema) && isRecord(schema.properties) ? schema.properties : {};
  return new Set(
    Object.entries(properties)
      .filter(([, property]) => binary(property) || (isRecord(property) && binary(property.items)))
      .map(([name]) => name),
  );
}

/* ------------------------------------------------------------------ boundary base */

/** Values the boundary cases' base takes for a format: fixed, so every run sends the same. */
const FORMAT_VALUES: Record<string, string> = {
  'date-time': '2024-01-01T00:00:00.000Z',
  date: '2024-01-01',
  email: 'a@example.com',
  uuid: '00000000-0000-4000-8000-000000000000',
  uri: 'https://example.com/',
  url: 'https://example.com/',
  ipv4: '192.0.2.1',
  ipv6: '2001:db8::1',
  hostname: 'example.com',
  byte: 'AA==',
};

/** The valid input the boundary cases break: every parameter and property, each at its smallest. */
function minimalInput(operation: Operation, body: RequestBody | undefined): CaseInput {
  const input: CaseInput = { path: {}, query: {}, headers: {}, cookies: {} };
  for (const parameter of generatedParameters(operation)) {
    input[groupOf(parameter)][parameter.name] = minimalValue(parameterSchema(parameter), {
      depth: 0,
      complete: true,
      pathSegment: parameter.in === 'path',
    });
  }
  if (body) {
    input.body = minimalValue(body.schema, { depth: 0, complete: true });
    input.mediaType = body.mediaType;
  }
  return input;
}

/**
 * The simplest value a schema allows, the same every time: the first enum value or branch, the
 * number nearest 1 inside the bounds, the shortest text (`a`, a fixed value per format, the
 * shortest of a few strings drawn from a pattern with a fixed seed), one item, every property.
 */
function minimalValue(schema: JsonSchema | undefined, generation: Generation): unknown {
  if (schema === undefined || schema === true) return 'a';
  if (schema === false || typeof schema.$ref === 'string') return {};
  if (Object.hasOwn(schema, 'const')) return schema.const;
  if (Array.isArray(schema.enum) && schema.enum.length > 0)
    return schema.enum.find((value) => value !== null) ?? schema.enum[0];
  if (Array.isArray(schema.allOf)) return minimalValue(mergeAllOf(schema), generation);
  for (const combiner of ['oneOf', 'anyOf'] as const) {
    const branches = schema[combiner];
    if (!Array.isArray(branches) || branches.length === 0) continue;
    const branch =
      branches.find((candidate) => !(isRecord(candidate) && candidate.type === 'null')) ?? branches[0];
    return minimalValue(branch as JsonSchema, generation);
  }
  const type = typesOf(schema).find((candidate) => candidate !== 'null') ?? inferredType(schema);
  switch (type) {
    case 'integer': {
      const { min, max } = integerRange(schema);
      const step =
        typeof schema.multipleOf === 'number' && Number.isInteger(schema.multipleOf) ? schema.multipleOf : 1;
      const low = Math.ceil(min / step) * step;
      const high = Math.floor(max / step) * step;
      return Math.min(Math.max(step, low), high);
    }
    case 'number': {
      const bounds = numericBounds(schema);
      const low = bounds.min === undefined ? -Infinity : bounds.minExcluded ? bounds.min + 0.5 : bounds.min;
      const high = bounds.max === undefined ? Infinity : bounds.maxExcluded ? bounds.max - 0.5 : bounds.max;
      return Math.min(Math.max(1, low), high);
    }
    case 'boolean':
      return true;
    case 'null':
      return null;
    case 'array': {
      const minItems = typeof schema.minItems === 'number' ? schema.minItems : 0;
      const maxItems = typeof schema.maxItems === 'number' ? schema.maxItems : Infinity;
      const count = Math.min(Math.max(minItems, 1), maxItems);
      const item = schema.items as JsonSchema | undefined;
      return Array.from({ length: count }, () =>
        minimalValue(item, { ...generation, depth: generation.depth + 1 }),
      );
    }
    case 'object': {
      const value: Json = {};
      const required = requiredOf(schema);
      for (const [name, property] of Object.entries(writableProperties(schema))) {
        if (generation.depth >= MAX_DEPTH && !required.includes(name)) continue;
        value[name] = minimalValue(property, {
          ...generation,
          depth: generation.depth + 1,
          pathSegment: false,
        });
      }
      return value;
    }
    default:
      return minimalText(schema, generation);
  }
}

function minimalText(schema: Json, generation: Generation): string {
  const { minLength, maxLength } = lengthBounds(schema, generation.pathSegment === true);
  const pattern = patternOf(schema);
  const length = Math.max(minLength, 1);
  const plain = ['a', '0'].map((unit) => unit.repeat(length)).find((text) => !pattern || pattern.test(text));
  if (plain !== undefined && (maxLength === undefined || length <= maxLength) && (pattern || !schema.format))
    return plain;
  if (pattern) {
    try {
      const drawn = fc.sample(fc.stringMatching(pattern), { seed: 1, numRuns: 20 });
      const fits = drawn.filter(
        (text) =>
          text.length >= Math.max(minLength, 1) && (maxLength === undefined || text.length <= maxLength),
      );
      const shortest = fits.sort((a, b) => a.length - b.length)[0];
      if (shortest !== undefined) return shortest;
    } catch {
      // A pattern fast-check cannot read: the lengths alone decide.
    }
  }
  const format = typeof schema.format === 'string' ? FORMAT_VALUES[schema.format] : undefined;
  if (format !== undefined) return format;
  return 'a'.repeat(Math.max(minLength, 1));
}

/**
 * A form or multipart body as a server reads it: the fields the value is sent as, read back as
 * text, each read as the schema types it (a number field's `"7"` is 7, a list field's one value a
 * list). What a generated form case means on the wire is judged on this, not on the value drawn.
 */
export function formAsRead(encoded: string, schema: JsonSchema): unknown {
  return typedText(decodeForm(encoded), schema);
}

function typedText(value: unknown, schema: JsonSchema | undefined): unknown {
  if (!isRecord(schema)) return value;
  const flat = Array.isArray(schema.allOf) ? mergeAllOf(schema) : schema;
  const type = typesOf(flat).find((candidate) => candidate !== 'null') ?? inferredType(flat);
  if (type === 'array') {
    const items = Array.isArray(value) ? value : isRecord(value) ? Object.values(value) : [value];
    return items.map((item) => typedText(item, flat.items as JsonSchema | undefined));
  }
  if (isRecord(value)) {
    const properties = isRecord(flat.properties) ? flat.properties : {};
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        key,
        typedText(item, properties[key] as JsonSchema | undefined),
      ]),
    );
  }
  if (typeof value !== 'string') return value;
  if ((type === 'integer' || type === 'number') && /^-?\d+(\.\d+)?([eE][+-]?\d+)?$/.test(value))
    return Number(value);
  if (type === 'boolean' && (value === 'true' || value === 'false')) return value === 'true';
  return value;
}

/** `allOf` read as one schema: properties and required lists joined, other keywords first come. */
function mergeAllOf(schema: Json): Json {
  const merged: Json = { ...schema };
  delete merged.allOf;
  const properties: Json = isRecord(schema.properties) ? { ...schema.properties } : {};
  const required = new Set(requiredOf(schema));
  for (const part of schema.allOf as unknown[]) {
    if (!isRecord(part)) continue;
    const flat = Array.isArray(part.allOf) ? mergeAllOf(part) : part;
    for (const [key, value] of Object.entries(flat)) {
      if (key === 'properties' && isRecord(value)) Object.assign(properties, value);
      else if (key === 'required') requiredOf(flat).forEach((name) => required.add(name));
      else if (!Object.hasOwn(merged, key)) merged[key] = value;
    }
  }
  if (Object.keys(properties).length > 0) merged.properties = properties;
  if (required.size > 0) merged.required = [...required];
  return merged;
}

function typesOf(schema: Json): string[] {
  if (typeof schema.type === 'string') return [schema.type];
  return Array.isArray(schema.type)
    ? schema.type.filter((type): type is string => typeof type === 'string')
    : [];
}

function inferredType(schema: Json): string {
  if (isRecord(schema.properties) || Array.isArray(schema.required)) return 'object';
  if (schema.items !== undefined) return 'array';
  if (
    ['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf'].some((key) => key in schema)
  )
    return 'number';
  return 'string';
}

/* ------------------------------------------------------------------ negative */

interface Violation {
  broken: string;
  value: fc.Arbitrary<unknown>;
  /** The value nearest the constraint that breaks it: what the boundary cases send. */
  boundary: unknown;
}

/**
 * Values that break one constraint of a scalar schema each, drawn so they shrink to the value
 * nearest the boundary (`maximum + 1`, a string one character too long), which is also the
 * boundary case's value.
 */
function scalarViolations(schema: JsonSchema | undefined, pathSegment = false, text = false): Violation[] {
  if (!isRecord(schema) || typeof schema.$ref === 'string') return [];
  const violations: Violation[] = [];
  if (Array.isArray(schema.enum) && schema.enum.length > 0) {
    const allowed = new Set(schema.enum.map(String));
    const numeric = schema.enum.every((value) => typeof value === 'number');
    const largest = Math.max(...schema.enum.filter((value): value is number => typeof value === 'number'));
    const outside = numeric
      ? fc
          .integer({ min: -NUMBER_SPAN, max: NUMBER_SPAN })
          .map((value) => (allowed.has(String(value)) ? largest + 1 : value))
      : letters(1, 12).map((text) => outsideOf(allowed, text));
    // The neighbour of an allowed value: one more than the largest, or the first value with a letter more.
    const first = schema.enum.find((value) => typeof value === 'string');
    const neighbour = numeric ? largest + 1 : outsideOf(allowed, `${String(first ?? '')}x`);
    return [
      {
        broken: `is not one of ${schema.enum.map((value) => JSON.stringify(value)).join(', ')}`,
        value: outside,
        boundary: neighbour,
      },
    ];
  }
  const types = typesOf(schema);
  const type = types.find((candidate) => candidate !== 'null') ?? inferredType(schema);
  if (type === 'integer' || type === 'number') {
    const bounds = numericBounds(schema);
    if (bounds.max !== undefined) {
      const max = bounds.max;
      const above =
        type === 'integer' ? (bounds.maxExcluded ? Math.ceil(max) : Math.floor(max) + 1) : max + 1;
      violations.push({
        broken: `is above its maximum ${max}${bounds.maxExcluded ? ' (exclusive)' : ''}`,
        value:
          type === 'integer'
            ? fc.integer({ min: above, max: Math.floor(max) + NUMBER_SPAN })
            : fc.double({ min: max, max: max + NUMBER_SPAN, minExcluded: !bounds.maxExcluded, noNaN: true }),
        boundary: type === 'number' && bounds.maxExcluded ? max : above,
      });
    }
    if (bounds.min !== undefined) {
      const min = bounds.min;
      const below =
        type === 'integer' ? (bounds.minExcluded ? Math.floor(min) : Math.ceil(min) - 1) : min - 1;
      violations.push({
        broken: `is below its minimum ${min}${bounds.minExcluded ? ' (exclusive)' : ''}`,
        value:
          type === 'integer'
            ? fc.integer({ min: Math.ceil(min) - NUMBER_SPAN, max: below })
            : fc.double({ min: min - NUMBER_SPAN, max: min, maxExcluded: !bounds.minExcluded, noNaN: true }),
        boundary: type === 'number' && bounds.minExcluded ? min : below,
      });
    }
    violations.push({ broken: 'is not a number', value: letters(1, 8), boundary: 'a' });
    if (type === 'integer') {
      const { min, max } = integerRange(schema);
      if (max - min >= 1) {
        const low = Math.max(min, Math.min(max - 1, 1));
        violations.push({
          broken: 'is not an integer',
          value: fc.integer({ min, max: max - 1 }).map((n) => n + 0.5),
          boundary: low + 0.5,
        });
      }
    }
    return violations;
  }
  if (type === 'boolean')
    return [
      {
        broken: 'is not a boolean',
        value: letters(1, 8).map((text) => outsideOf(new Set(['true', 'false']), text)),
        boundary: 'a',
      },
    ];
  if (type !== 'string') return violations;

  const { minLength, maxLength = minLength + EXTRA_LENGTH } = lengthBounds(schema, pathSegment);
  const pattern = patternOf(schema);
  const format = typeof schema.format === 'string' && FORMATS[schema.format] ? schema.format : undefined;
  // A length is broken alone only when nothing else shapes the text.
  if (!pattern && !format) {
    if (typeof schema.maxLength === 'number') {
      violations.push({
        broken: `is longer than its maxLength ${schema.maxLength}`,
        value: fc.string({ minLength: schema.maxLength + 1, maxLength: schema.maxLength + EXTRA_LENGTH }),
        boundary: 'a'.repeat(schema.maxLength + 1),
      });
    }
    const shortest = pathSegment ? 1 : 0;
    if (typeof schema.minLength === 'number' && schema.minLength > shortest) {
      violations.push({
        broken: `is shorter than its minLength ${schema.minLength}`,
        value: fc.string({ minLength: shortest, maxLength: schema.minLength - 1 }),
        boundary: 'a'.repeat(schema.minLength - 1),
      });
    }
  }
  if (pattern) {
    const missing = ['a', '0', 'A', '-', 'a0', '~', 'x'.repeat(Math.max(minLength, 1))].find(
      (candidate) => !pattern.test(candidate) && (!pathSegment || candidate.length > 0),
    );
    violations.push({
      broken: `does not match its pattern ${schema.pattern as string}`,
      // Most text misses a pattern; what matches it is dropped by the runner, never spun on here.
      value: fc
        .string({ minLength, maxLength })
        .map((text) => (pathSegment && /^\.{0,2}$/.test(text) ? `${text}~` : text)),
      boundary: missing ?? '~',
    });
  } else if (format && format !== 'byte') {
    violations.push({
      broken: `is not a valid ${format}`,
      value: letters(Math.max(minLength, 1), Math.max(maxLength, 1)),
      boundary: 'a'.repeat(Math.max(minLength, 1)),
    });
  }
  // Text on the wire (a parameter, a form field) is a string whatever it says.
  if (!text && !pathSegment)
    violations.push({
      broken: 'is not a string',
      value: fc.integer({ min: 0, max: NUMBER_SPAN }),
      boundary: 0,
    });
  return violations;
}

/** `text`, lengthened until it is none of `allowed` (a map, not a filter: it always ends). */
function outsideOf(allowed: ReadonlySet<string>, text: string): string {
  let outside = text;
  while (allowed.has(outside)) outside += 'z';
  return outside;
}

function letters(minLength: number, maxLength: number): fc.Arbitrary<string> {
  return fc.string({ unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz'), minLength, maxLength });
}

/**
 * Every constraint of a body that can be broken in one place, with where: its properties, its
 * arrays' items (the first item broken), and inside each `oneOf`/`anyOf` branch (on a value of
 * that branch). A form or multipart body (`text`) is text on the wire: a field is never "not a string".
 */
function collectBodyMutations(
  schema: JsonSchema,
  path: Array<string | number>,
  depth: number,
  mutations: Mutation[],
  text: boolean,
): void {
  if (!isRecord(schema) || depth > MAX_DEPTH || typeof schema.$ref === 'string') return;
  if (Array.isArray(schema.allOf))
    return collectBodyMutations(mergeAllOf(schema), path, depth, mutations, text);
  const where = path.length === 0 ? 'the request body' : `request body field ${fieldPath(path)}`;
  for (const combiner of ['oneOf', 'anyOf'] as const) {
    const branches = schema[combiner];
    if (!Array.isArray(branches)) continue;
    branches.forEach((branch, index) => {
      if (!isRecord(branch)) return;
      // A branch's constraints broken on a valid value of that branch.
      const branchBase = minimalValue(branch as JsonSchema, { depth: depth + 1, complete: true });
      const inner: Mutation[] = [];
      collectBodyMutations(branch as JsonSchema, path, depth + 1, inner, text);
      const name = typeof branch.title === 'string' ? branch.title : `${combiner} branch ${index + 1}`;
      for (const mutation of inner) {
        if (mutation.broken.endsWith('is not an object') || mutation.broken.endsWith('is not an array'))
          continue;
        mutations.push({
          ...mutation,
          broken: `${mutation.broken} (${name})`,
          apply: (input, value) => mutation.apply(withBody(input, path, structuredClone(branchBase)), value),
        });
      }
    });
    return;
  }
  const type = typesOf(schema).find((candidate) => candidate !== 'null') ?? inferredType(schema);
  if (type === 'object') {
    const properties = writableProperties(schema);
    if (path.length === 0 && !text) {
      mutations.push({ broken: `${where} is not an object`, apply: (input) => withBody(input, path, []) });
    }
    for (const name of requiredOf(schema)) {
      if (!Object.hasOwn(properties, name)) continue;
      mutations.push({
        broken: `${where} lacks its required property '${name}'`,
        apply: (input) => withBody(input, [...path, name], undefined),
      });
    }
    if (schema.additionalProperties === false) {
      const extra = ['unexpected', 'unexpected_1', 'unexpected_2'].find(
        (name) => !Object.hasOwn(properties, name),
      )!;
      mutations.push({
        broken: `${where} has a property the schema does not allow ('${extra}')`,
        apply: (input) => withBody(input, [...path, extra], 'x'),
      });
    }
    for (const [name, property] of Object.entries(properties)) {
      collectBodyMutations(property, [...path, name], depth + 1, mutations, text);
    }
    return;
  }
  if (path.length === 0) return;
  if (type === 'array') {
    const item = schema.items as JsonSchema | undefined;
    const itemValue = (): unknown => minimalValue(item, { depth: depth + 1, complete: true });
    if (typeof schema.maxItems === 'number') {
      const maxItems = schema.maxItems;
      mutations.push({
        broken: `${where} has more than its maxItems ${maxItems}`,
        value: fc.array(valueOf(item, { depth: depth + 1, complete: true }), {
          minLength: maxItems + 1,
          maxLength: maxItems + 2,
        }),
        boundary: Array.from({ length: maxItems + 1 }, itemValue),
        apply: (input, value) => withBody(input, path, value),
      });
    }
    if (typeof schema.minItems === 'number' && schema.minItems > 0) {
      const minItems = schema.minItems;
      mutations.push({
        broken: `${where} has fewer than its minItems ${minItems}`,
        value: fc.array(valueOf(item, { depth: depth + 1, complete: true }), { maxLength: minItems - 1 }),
        boundary: Array.from({ length: minItems - 1 }, itemValue),
        apply: (input, value) => withBody(input, path, value),
      });
    }
    if (!text)
      mutations.push({
        broken: `${where} is not an array`,
        value: letters(1, 8),
        boundary: 'a',
        apply: (input, value) => withBody(input, path, value),
      });
    // An item that breaks its own schema, first in the list.
    collectBodyMutations(item ?? {}, [...path, 0], depth + 1, mutations, text);
    return;
  }
  for (const violation of scalarViolations(schema, false, text)) {
    mutations.push({
      broken: `${where} ${violation.broken}`,
      value: violation.value,
      boundary: violation.boundary,
      apply: (input, value) => withBody(input, path, value),
    });
  }
}

function fieldPath(path: Array<string | number>): string {
  return `$${path
    .map((key) =>
      typeof key === 'number' ? `[${key}]` : /^[A-Za-z_][A-Za-z0-9_]*$/.test(key) ? `.${key}` : `['${key}']`,
    )
    .join('')}`;
}

/**
 * The input with the body's value at `path` replaced (`undefined` removes it); parents are
 * copied, a list as a list (a number in the path is an item's index).
 */
function withBody(input: CaseInput, path: Array<string | number>, value: unknown): CaseInput {
  if (path.length === 0) return { ...input, body: value };
  const set = (node: unknown, keys: Array<string | number>): unknown => {
    const [key, ...rest] = keys as [string | number, ...Array<string | number>];
    if (typeof key === 'number') {
      const copy = Array.isArray(node) ? [...node] : [];
      const inner = rest.length === 0 ? value : set(copy[key], rest);
      if (inner === undefined) copy.splice(key, 1);
      else copy[key] = inner;
      return copy;
    }
    const copy: Json = isRecord(node) ? { ...node } : {};
    if (rest.length === 0) {
      if (value === undefined) delete copy[key];
      else copy[key] = value;
    } else copy[key] = set(copy[key], rest);
    return copy;
  };
  return { ...input, body: set(input.body, path) };
}

function groupOf(parameter: Parameter): 'path' | 'query' | 'headers' | 'cookies' {
  return parameter.in === 'header'
    ? 'headers'
    : parameter.in === 'path'
      ? 'path'
      : parameter.in === 'cookie'
        ? 'cookies'
        : 'query';
}

function omit(input: CaseInput, parameter: Parameter): CaseInput {
  const group = groupOf(parameter);
  const values = { ...input[group] };
  delete values[parameter.name];
  return { ...input, [group]: values };
}

function replace(input: CaseInput, parameter: Parameter, value: unknown): CaseInput {
  const group = groupOf(parameter);
  return { ...input, [group]: { ...input[group], [parameter.name]: value } };
}
