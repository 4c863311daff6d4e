/**
 * JSONPath queries for body checks and captures.
 *
 * Nearly every path in a flow is a plain walk (`$.items[0].id`, `$['content-type']`), and a load
 * phase evaluates them for every response, so those are parsed once, cached, and walked directly.
 * Anything else (filters, wildcards, slices, unions, recursive descent) goes to jsonpath-plus with
 * its safe evaluator: flows come from pull requests and must not run code. The direct walk follows
 * jsonpath-plus's own rule for a property step (the value is truthy and has the property as its
 * own), so both routes give the same answers.
 */
import { FalconError } from '../core/errors.js';
import { JSONPath } from 'jsonpath-plus';

export interface JsonPathResult {
  found: boolean;
  /** One match: that value; several: the array of them; none: undefined. */
  value: unknown;
}

/** A JSONPath the library rejected (an unknown `@type()`, a broken expression). */
export class JsonPathError extends FalconError {
  override readonly name = 'JsonPathError';
  readonly code = 'FALCON_JSONPATH';
  constructor(
    readonly path: string,
    reason: string,
  ) {
    super(`invalid JSONPath ${path}: ${reason}`);
  }
}

/** Property names that mean nothing special to jsonpath-plus inside `['…']`. */
const PLAIN_QUOTED_NAME = /^[^'"\\,*~^@$()?:[\]`#;%]+$/;
const DOT_NAME = /^[A-Za-z0-9_][A-Za-z0-9_-]*/;
const INDEX = /^\[(\d+)\]/;
const QUOTED = /^\[(?:'([^']*)'|"([^"]*)")\]/;

/** Keys of a simple path, or null when the path needs the library. */
type SimplePath = readonly string[] | null;

const MAX_CACHED_PATHS = 2000;
const simplePaths = new Map<string, SimplePath>();

/**
 * Queries `json` with `path`. One match → `{ found: true, value }`; several → the array of the
 * matched values; none → `{ found: false }`. Throws JsonPathError for a path the library rejects.
 */
export function queryJsonPath(json: unknown, path: string): JsonPathResult {
  const keys = simplePathOf(path);
  if (keys !== null) return walk(json, keys);
  return queryJsonPathWithLibrary(json, path);
}

/**
 * The value queryJsonPath finds, or undefined when it finds none (a JSON value is never
 * undefined): a plain walk allocates nothing per query, for checks a load phase runs per response.
 */
export function jsonPathValue(json: unknown, path: string): unknown {
  const keys = simplePathOf(path);
  if (keys === null) return queryJsonPathWithLibrary(json, path).value;
  let current = json;
  for (const key of keys) {
    if (!current || !Object.hasOwn(current as object, key)) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

/** The library route alone; exported so tests can hold the direct walk to the same answers. */
export function queryJsonPathWithLibrary(json: unknown, path: string): JsonPathResult {
  // jsonpath-plus returns nothing for a falsy document (0, "", false, null), even for `$`.
  if (json === undefined) return { found: false, value: undefined };
  let matches: unknown;
  try {
    matches = JSONPath({ path, json: json as object, wrap: true, eval: 'safe', ignoreEvalErrors: true });
  } catch (error) {
    throw new JsonPathError(path, error instanceof Error ? error.message : String(error));
  }
  if (!Array.isArray(matches) || matches.length === 0) return { found: false, value: undefined };
  return { found: true, value: matches.length === 1 ? matches[0] : matches };
}

/** Whether `path` takes the direct route (for tests and diagnostics). */
export function isSimpleJsonPath(path: string): boolean {
  return simplePathOf(path) !== null;
}

function walk(json: unknown, keys: readonly string[]): JsonPathResult {
  let current = json;
  for (const key of keys) {
    if (!current || !Object.hasOwn(current as object, key)) return { found: false, value: undefined };
    current = (current as Record<string, unknown>)[key];
  }
  if (current === undefined) return { found: false, value: undefined };
  return { found: true, value: current };
}

function simplePathOf(path: string): SimplePath {
  const cached = simplePaths.get(path);
  if (cached !== undefined) return cached;
  const parsed = parseSimplePath(path);
  // Paths come from flow files, so the cache stays small; the bound only guards odd callers.
  if (simplePaths.size >= MAX_CACHED_PATHS) simplePaths.clear();
  simplePaths.set(path, parsed);
  return parsed;
}

function parseSimplePath(path: string): SimplePath {
  if (!path.startsWith('$')) return null;
  const keys: string[] = [];
  let rest = path.slice(1);
  while (rest.length > 0) {
    let match: RegExpExecArray | null;
    if (rest.startsWith('.')) {
      match = DOT_NAME.exec(rest.slice(1));
      if (!match) return null;
      keys.push(match[0]);
      rest = rest.slice(1 + match[0].length);
    } else if ((match = INDEX.exec(rest))) {
      keys.push(match[1] as string);
      rest = rest.slice(match[0].length);
    } else if ((match = QUOTED.exec(rest))) {
      const name = match[1] ?? match[2] ?? '';
      if (!PLAIN_QUOTED_NAME.test(name)) return null;
      keys.push(name);
      rest = rest.slice(match[0].length);
    } else {
      return null;
    }
  }
  return keys;
}
