import type { JsonSchema } from '../core/results.js';
import { isRecord } from '../util/document.js';
import { resolvePointer } from './pointer.js';
import { fragmentPointer } from '../util/json-pointer.js';

/**
 * Turns an OpenAPI schema into a JSON Schema ajv can compile.
 *
 * - OpenAPI 3.0 and Swagger 2.0 speak a dialect of draft-04: `nullable` / `x-nullable`, boolean
 *   `exclusiveMinimum`, `type: file`. These become draft-07 (`type: [t, 'null']`, numeric
 *   exclusive bounds). OpenAPI 3.1 schemas already are JSON Schema 2020-12 and stay as they are.
 * - Keywords that only document (`example`, `xml`, `externalDocs`, `discriminator`) are dropped.
 * - `readOnly` properties are not expected in requests, `writeOnly` ones not in responses: the
 *   direction decides which of them stop being required (and, for requests, may hold anything).
 * - Recursion points (see decycle.ts) and `$ref`s into the spec are inlined; a reference back
 *   to a schema being converted becomes a `$ref` inside the compiled schema, so recursive schemas
 *   compile to a finite, self-referencing JSON Schema.
 */

export type Dialect = 'draft-07' | '2020-12';
export type SchemaDirection = 'request' | 'response';

export interface ConvertOptions {
  dialect: Dialect;
  direction: SchemaDirection;
  /**
   * The spec document behind `$ref`s. `isCutRef` marks the recursion points written by
   * decycle.ts, which always point into the document; any other `$ref` is first looked up in the
   * schema itself (an inline schema's own `#/definitions/x`), then in the document.
   */
  document?: { isCutRef(node: object): boolean; resolve(ref: string): unknown };
}

const DOCUMENTATION_ONLY = new Set(['example', 'xml', 'externalDocs', 'discriminator', '$schema', '$id']);
const DRAFT_04_ONLY = new Set(['nullable', 'x-nullable']);
const SINGLE_SUBSCHEMA = [
  'additionalItems',
  'additionalProperties',
  'not',
  'contains',
  'propertyNames',
  'if',
  'then',
  'else',
  'unevaluatedItems',
  'unevaluatedProperties',
  'contentSchema',
];
const SUBSCHEMA_LISTS = ['allOf', 'anyOf', 'oneOf', 'prefixItems'];
const SUBSCHEMA_MAPS = ['properties', 'patternProperties', 'definitions', '$defs', 'dependentSchemas'];
const COMPOSITION = ['allOf', 'anyOf', 'oneOf', 'not', '$ref', 'if'];

type Path = Array<string | number>;

export function toJsonSchema(schema: JsonSchema, options: ConvertOptions): JsonSchema {
  const root = schema;
  const stack = new Map<object, Path>();

  const convert = (node: unknown, path: Path): unknown => {
    if (node === null || typeof node !== 'object' || Array.isArray(node)) return node;
    const source = node as Record<string, unknown>;

    if (typeof source.$ref === 'string') {
      const target = resolveRef(source, source.$ref);
      if (target !== undefined && target !== null && typeof target === 'object') {
        const seen = stack.get(target);
        return seen ? { $ref: fragmentPointer(seen) } : convert(target, path);
      }
    }

    const nullable =
      options.dialect === 'draft-07' && (source.nullable === true || source['x-nullable'] === true);
    // A nullable schema with composition cannot just add 'null' to its type: null would still
    // have to pass the allOf. It becomes `if null then valid else <schema>`.
    const wrap = nullable && (COMPOSITION.some((key) => key in source) || source.type === undefined);
    const basePath = wrap ? [...path, 'else'] : path;
    stack.set(source, basePath);

    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(source)) {
      if (DOCUMENTATION_ONLY.has(key)) continue;
      if (options.dialect === 'draft-07' && DRAFT_04_ONLY.has(key)) continue;
      if (key === 'properties' && isRecord(value)) {
        out.properties = convertProperties(value, basePath);
      } else if (SUBSCHEMA_MAPS.includes(key) && isRecord(value)) {
        out[key] = mapValues(value, (child, name) => convert(child, [...basePath, key, name]));
      } else if (SUBSCHEMA_LISTS.includes(key) && Array.isArray(value)) {
        out[key] = value.map((child, index) => convert(child, [...basePath, key, index]));
      } else if (key === 'items') {
        out.items = Array.isArray(value)
          ? value.map((child, index) => convert(child, [...basePath, key, index]))
          : convert(value, [...basePath, key]);
      } else if (SINGLE_SUBSCHEMA.includes(key)) {
        out[key] = convert(value, [...basePath, key]);
      } else if (key === 'dependencies' && isRecord(value)) {
        out[key] = mapValues(value, (child, name) =>
          Array.isArray(child) ? child : convert(child, [...basePath, key, name]),
        );
      } else {
        out[key] = value;
      }
    }

    if (options.dialect === 'draft-07') draft04Bounds(out);
    if (out.type === 'file') out.type = 'string';
    dropDirectionalRequired(source, out);
    stack.delete(source);

    if (!nullable) return out;
    if (wrap) return Object.keys(out).length === 0 ? out : { if: { type: 'null' }, else: out };
    out.type = Array.isArray(out.type) ? [...new Set([...out.type, 'null'])] : [out.type, 'null'];
    if (Array.isArray(out.enum) && !out.enum.includes(null)) out.enum = [...out.enum, null];
    return out;
  };

  const convertProperties = (properties: Record<string, unknown>, path: Path): Record<string, unknown> =>
    mapValues(properties, (child, name) =>
      options.direction === 'request' && flag(resolved(child), 'readOnly')
        ? true
        : convert(child, [...path, 'properties', name]),
    );

  /** `required` minus the properties this direction does not carry. */
  const dropDirectionalRequired = (source: Record<string, unknown>, out: Record<string, unknown>): void => {
    const properties = source.properties;
    if (!Array.isArray(out.required) || !isRecord(properties)) return;
    const skipped = options.direction === 'request' ? 'readOnly' : 'writeOnly';
    out.required = out.required.filter(
      (name) => typeof name !== 'string' || !flag(resolved(properties[name]), skipped),
    );
  };

  /** The document value a `$ref` stands for; `undefined` leaves the `$ref` to ajv. */
  const resolveRef = (node: Record<string, unknown>, ref: string): unknown => {
    const document = options.document;
    if (!document) return undefined;
    if (document.isCutRef(node)) return document.resolve(ref);
    if (typeof root === 'object' && resolvePointer(root, ref) !== undefined) return undefined;
    return document.resolve(ref);
  };

  const resolved = (node: unknown): unknown => {
    if (!isRecord(node) || typeof node.$ref !== 'string') return node;
    return resolveRef(node, node.$ref) ?? node;
  };

  return convert(schema, []) as JsonSchema;
}

/** draft-04 `exclusiveMinimum: true` + `minimum: 5` → draft-06+ `exclusiveMinimum: 5`. */
function draft04Bounds(out: Record<string, unknown>): void {
  for (const [exclusive, bound] of [
    ['exclusiveMinimum', 'minimum'],
    ['exclusiveMaximum', 'maximum'],
  ] as const) {
    if (typeof out[exclusive] !== 'boolean') continue;
    if (out[exclusive] === true && typeof out[bound] === 'number') {
      out[exclusive] = out[bound];
      delete out[bound];
    } else {
      delete out[exclusive];
    }
  }
}

function flag(node: unknown, name: string): boolean {
  return isRecord(node) && node[name] === true;
}

function mapValues(
  record: Record<string, unknown>,
  map: (value: unknown, key: string) => unknown,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(record)) out[key] = map(value, key);
  return out;
}
