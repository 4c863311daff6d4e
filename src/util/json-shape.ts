/**
 * The shape of a JSON value: every field path with its JSON type (`$.items[].id: integer`), never a
 * value. Array elements share one path (`[]`) and their types are merged, so a list of ten users
 * has the shape of one. Iterative and bounded, because response bodies are the API's, not ours.
 */

export type JsonShape = Record<string, string>;

/** Deeper fields are left out: a baseline of a document nested further tells nothing more. */
export const MAX_SHAPE_DEPTH = 16;
/** Paths kept at most per value. */
export const MAX_SHAPE_PATHS = 500;

export function jsonTypeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  if (typeof value === 'bigint') return 'integer';
  return typeof value === 'object' ? 'object' : typeof value;
}

export function shapeOf(value: unknown): JsonShape {
  const shape: JsonShape = {};
  const stack: Array<{ path: string; value: unknown; depth: number }> = [{ path: '$', value, depth: 0 }];
  let count = 0;
  while (stack.length > 0) {
    const { path, value: current, depth } = stack.pop()!;
    const type = jsonTypeOf(current);
    const known = shape[path];
    if (known === undefined) {
      if (count >= MAX_SHAPE_PATHS) continue;
      shape[path] = type;
      count++;
    } else if (!known.split('|').includes(type)) {
      // Elements of one array that differ (a number here, null there) keep every type they had.
      shape[path] = [...known.split('|'), type].sort().join('|');
    }
    if (depth >= MAX_SHAPE_DEPTH) continue;
    if (Array.isArray(current)) {
      for (const item of current) stack.push({ path: `${path}[]`, value: item, depth: depth + 1 });
    } else if (type === 'object') {
      for (const [key, child] of Object.entries(current as Record<string, unknown>)) {
        stack.push({ path: `${path}${fieldSegment(key)}`, value: child, depth: depth + 1 });
      }
    }
  }
  return shape;
}

/** `.name` for plain keys, `['odd key']` otherwise, so every path reads back unambiguously. */
function fieldSegment(key: string): string {
  return /^[A-Za-z_][A-Za-z0-9_]*$/.test(key)
    ? `.${key}`
    : `['${key.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}']`;
}
