import { unescapeSegment } from './json-pointer.js';
/**
 * Reading parsed YAML and JSON before it has a type: the flow and workspace files, the spec, model
 * output and response bodies all arrive as `unknown` and are addressed by paths of keys and list
 * indexes (`['steps', 0, 'expect']`). One reading of those paths keeps error locations, messages
 * and lookups in agreement across the loaders.
 */

/** A plain object (not null, not an array): something with keys to read. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The value at `path`, or undefined when the document has nothing there. Only own keys are
 * followed, so a user-written `__proto__` or `constructor` never reaches the prototype chain, and
 * numbers index lists while strings name keys, as the parsers produce them.
 */
export function valueAt(value: unknown, path: ReadonlyArray<string | number>): unknown {
  let current = value;
  for (const segment of path) {
    if (Array.isArray(current) && typeof segment === 'number') current = current[segment];
    else if (isRecord(current) && typeof segment === 'string' && Object.hasOwn(current, segment))
      current = current[segment];
    else return undefined;
  }
  return current;
}

/**
 * ajv's instancePath (a JSON pointer such as `/items/0/price`) as a path into `data`: a segment
 * becomes a number where the value it indexes is a list, so `{"0": …}` keeps its key as a string.
 */
export function pointerPath(pointer: string, data: unknown): Array<string | number> {
  if (pointer === '') return [];
  const path: Array<string | number> = [];
  let node = data;
  for (const raw of pointer.slice(1).split('/')) {
    const key = unescapeSegment(raw);
    const segment = Array.isArray(node) && /^\d+$/.test(key) ? Number(key) : key;
    path.push(segment);
    node = valueAt(node, [segment]);
  }
  return path;
}

/** `tool_limits.per_tool`, `headers.x-api-key`, `query.tags[1]`: a path the way a reader names it. */
export function describePath(path: ReadonlyArray<string | number>): string {
  let text = '';
  for (const segment of path) {
    if (typeof segment === 'number') text += `[${segment}]`;
    else text += text === '' ? segment : `.${segment}`;
  }
  return text;
}
