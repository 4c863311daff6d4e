/**
 * Whether a response schema documents a field, by the field's path as `util/json-shape` writes it
 * (`$.items[].price`, `$['odd key']`): through properties, array items and allOf/anyOf/oneOf. A field
 * that only `additionalProperties` lets through is allowed, not documented. Where the schema loops
 * back on itself (a `$ref` left by decycling) the answer is yes: nothing there says otherwise.
 */
import type { JsonSchema } from '../core/results.js';
import { isRecord } from '../util/document.js';

/** Nesting followed at most; a schema deeper than this documents what is below it. */
const MAX_DEPTH = 64;

export function documentsField(schema: JsonSchema, field: string): boolean {
  const keys = fieldKeys(field);
  return keys !== undefined && documents(schema, keys, 0);
}

/** `$.items[].price` → `['items', [], 'price']` with `[]` as the array step; undefined when unreadable. */
function fieldKeys(field: string): Array<string | null> | undefined {
  if (!field.startsWith('$')) return undefined;
  const keys: Array<string | null> = [];
  const pattern = /\.([A-Za-z_][A-Za-z0-9_]*)|\[\]|\['((?:[^'\\]|\\.)*)'\]/y;
  pattern.lastIndex = 1;
  while (pattern.lastIndex < field.length) {
    const match = pattern.exec(field);
    if (!match) return undefined;
    keys.push(match[1] ?? (match[2] !== undefined ? match[2].replace(/\\(.)/g, '$1') : null));
  }
  return keys;
}

function documents(schema: unknown, keys: ReadonlyArray<string | null>, depth: number): boolean {
  if (keys.length === 0 || depth > MAX_DEPTH) return true;
  if (schema === true) return false;
  if (!isRecord(schema)) return false;
  if (typeof schema.$ref === 'string') return true;
  for (const combiner of ['allOf', 'anyOf', 'oneOf'] as const) {
    const branches = schema[combiner];
    if (Array.isArray(branches) && branches.some((branch) => documents(branch, keys, depth + 1))) return true;
  }
  const [key, ...rest] = keys;
  if (key === null) return documents(schema.items, rest, depth + 1);
  const properties = schema.properties;
  return isRecord(properties) && key !== undefined && Object.hasOwn(properties, key)
    ? documents(properties[key], rest, depth + 1)
    : false;
}
