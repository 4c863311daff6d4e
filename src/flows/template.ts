import { FalconError } from '../core/errors.js';
import { randomUUID } from 'node:crypto';
import { didYouMean } from '../util/did-you-mean.js';

/**
 * `{{placeholder}}` templating of flow requests.
 *
 * The runner renders every request of a load test, so rendering is built for repetition: strings
 * without `{{` are returned untouched, and each template string is parsed once and cached.
 */

/** What placeholders resolve against. Later sources are already merged into `variables`. */
export interface TemplateScope {
  variables: Record<string, unknown>;
  env: Record<string, string | undefined>;
}

/** A placeholder that cannot be resolved; `reference` is its content, e.g. `user.id` or `env.TOKEN`. */
export class TemplateError extends FalconError {
  override readonly name = 'TemplateError';
  readonly code = 'FALCON_TEMPLATE';
  constructor(
    readonly reference: string,
    message: string,
  ) {
    super(message);
  }
}

interface Placeholder {
  /** The trimmed content between the braces. */
  reference: string;
}

type Part = string | Placeholder;

const BUILT_INS: Record<string, () => unknown> = {
  $uuid: () => randomUUID(),
  $timestamp: () => Math.floor(Date.now() / 1000),
  $randomInt: () => Math.floor(Math.random() * 2 ** 31),
};
const BUILT_IN_NAMES = Object.keys(BUILT_INS);

/** `[^{}]` keeps a placeholder from swallowing the braces of JSON text around it. */
const PLACEHOLDER = /\{\{\s*([^{}]*?)\s*\}\}/g;
const REFERENCE =
  /^(?:\$[A-Za-z]+|env\.[A-Za-z_][A-Za-z0-9_]*|[A-Za-z_][A-Za-z0-9_-]*(?:\.[A-Za-z0-9_-]+)*)$/;
const SYNTAX_HELP =
  'write {{name}}, {{name.field}}, {{list.0}}, {{env.NAME}}, {{$uuid}}, {{$timestamp}} or {{$randomInt}}';

/**
 * What a variable may be called, wherever it is defined (a flow's `variables`, a capture, an
 * environment's `variables`, `.falcon/variables.json`): a name `{{name}}` can reach. The schemas
 * say the same (`variableName` in flow.schema.json, environment.schema.json); a test keeps them in step.
 */
export const VARIABLE_NAME = /^[A-Za-z_][A-Za-z0-9_-]*(\.[A-Za-z0-9_-]+)*$/;
export const VARIABLE_NAME_WORDS =
  "a name of letters, digits, '_', '-' and '.' that starts with a letter or '_' and does not end with '.'";

/** `env` and `env.…`: `{{env.NAME}}` always reads the process environment, so no variable so named is ever reached. */
export function isReservedName(name: string): boolean {
  return name === 'env' || name.startsWith('env.');
}

/** Why `name` cannot be a variable's name, or undefined when it can. */
export function variableNameProblem(name: string): { message: string; hint: string } | undefined {
  if (isReservedName(name)) {
    return { message: `variable name '${name}' is reserved for {{env.NAME}}`, hint: 'choose another name' };
  }
  if (!VARIABLE_NAME.test(name)) {
    return { message: `invalid variable name ${JSON.stringify(name)}`, hint: `use ${VARIABLE_NAME_WORDS}` };
  }
  return undefined;
}

/** Template strings come from flow files, so the cache stays small; the cap only guards misuse. */
const CACHE_LIMIT = 10_000;
const cache = new Map<string, readonly Part[]>();

function parse(text: string): readonly Part[] {
  const cached = cache.get(text);
  if (cached) return cached;
  const parts: Part[] = [];
  let last = 0;
  for (const match of text.matchAll(PLACEHOLDER)) {
    if (match.index > last) parts.push(text.slice(last, match.index));
    parts.push({ reference: match[1] ?? '' });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(text, parts);
  return parts;
}

/**
 * Replaces placeholders in every string of `value` (deep over arrays and plain objects; keys are
 * not templated). A string that is exactly one placeholder takes the value's own type, so
 * `"{{limit}}"` becomes the number 5; inside longer text, objects and arrays are written as JSON.
 *
 * The input is never modified. A container is copied only when something inside it changed, and
 * comes back as it is otherwise: most requests have no placeholder at all (or one, in a path
 * parameter), and every step of a run renders its request, so copying unchanged trees would only
 * feed the garbage collector. The result is therefore read-only, like the frozen flow it came from.
 */
export function renderTemplate<T>(value: T, scope: TemplateScope): T {
  return renderValue(value, scope) as T;
}

function renderValue(value: unknown, scope: TemplateScope): unknown {
  if (typeof value === 'string') return value.includes('{{') ? renderString(value, scope) : value;
  if (Array.isArray(value)) return renderArray(value, scope);
  if (isPlainObject(value)) return renderObject(value, scope);
  return value;
}

function renderArray(items: readonly unknown[], scope: TemplateScope): readonly unknown[] {
  let copy: unknown[] | undefined;
  for (let index = 0; index < items.length; index++) {
    const item = items[index];
    const rendered = renderValue(item, scope);
    if (copy === undefined) {
      if (rendered === item) continue;
      copy = items.slice(0, index);
    }
    copy.push(rendered);
  }
  return copy ?? items;
}

function renderObject(object: Record<string, unknown>, scope: TemplateScope): Record<string, unknown> {
  const keys = Object.keys(object);
  let entries: Array<[string, unknown]> | undefined;
  for (let index = 0; index < keys.length; index++) {
    const key = keys[index] as string;
    const item = object[key];
    const rendered = renderValue(item, scope);
    if (entries === undefined) {
      if (rendered === item) continue;
      entries = keys.slice(0, index).map((earlier) => [earlier, object[earlier]]);
    }
    entries.push([key, rendered]);
  }
  // fromEntries defines properties, so a `__proto__` key stays an ordinary key.
  return entries === undefined ? object : Object.fromEntries(entries);
}

function renderString(text: string, scope: TemplateScope): unknown {
  const parts = parse(text);
  const only = parts.length === 1 ? parts[0] : undefined;
  if (only !== undefined && typeof only !== 'string') return resolve(only.reference, scope);
  let out = '';
  for (const part of parts)
    out += typeof part === 'string' ? part : stringify(resolve(part.reference, scope));
  return out;
}

function stringify(value: unknown): string {
  return typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);
}

function resolve(reference: string, scope: TemplateScope): unknown {
  const problem = referenceProblem(reference);
  if (problem) throw new TemplateError(reference, problem);
  if (reference.startsWith('$')) return (BUILT_INS[reference] as () => unknown)();
  if (reference.startsWith('env.')) {
    const name = reference.slice(4);
    const value = scope.env[name];
    if (value === undefined) {
      throw new TemplateError(
        reference,
        `environment variable ${name} is not set ({{${reference}}}) — set ${name} in the environment of the job`,
      );
    }
    return value;
  }
  return lookup(reference, scope.variables);
}

function lookup(reference: string, variables: Record<string, unknown>): unknown {
  // A name that itself contains dots wins over dotted access.
  if (Object.hasOwn(variables, reference) && variables[reference] !== undefined) return variables[reference];
  const [root = '', ...fields] = reference.split('.');
  if (!Object.hasOwn(variables, root) || variables[root] === undefined) {
    throw new TemplateError(
      reference,
      `unknown variable '${root}' ({{${reference}}}) — define it in variables, the environment, or capture it in an earlier step`,
    );
  }
  let current = variables[root];
  let reached = root;
  for (const field of fields) {
    const next = child(current, field);
    if (next === undefined) {
      const what = Array.isArray(current)
        ? `has no element ${field} (it has ${current.length})`
        : isObject(current)
          ? `has no field '${field}'`
          : `is ${describe(current)}, which has no field '${field}'`;
      throw new TemplateError(
        reference,
        `${reached} ${what} ({{${reference}}}) — check what defines or captures '${root}'`,
      );
    }
    current = next;
    reached = `${reached}.${field}`;
  }
  return current;
}

function child(container: unknown, field: string): unknown {
  if (Array.isArray(container)) return /^\d+$/.test(field) ? container[Number(field)] : undefined;
  if (isObject(container) && Object.hasOwn(container, field)) return container[field];
  return undefined;
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  return typeof value === 'string'
    ? `the string ${JSON.stringify(value)}`
    : `the ${typeof value} ${String(value)}`;
}

/** Why `reference` (a placeholder's content) can never resolve, or undefined when it is well formed. */
function referenceProblem(reference: string): string | undefined {
  if (!REFERENCE.test(reference)) return `'{{${reference}}}' is not a valid placeholder — ${SYNTAX_HELP}`;
  if (reference.startsWith('$') && !Object.hasOwn(BUILT_INS, reference)) {
    const suggestion = didYouMean(reference, BUILT_IN_NAMES);
    return (
      `unknown built-in '{{${reference}}}' — ` +
      (suggestion ? `did you mean {{${suggestion}}}?` : `use {{$uuid}}, {{$timestamp}} or {{$randomInt}}`)
    );
  }
  return undefined;
}

/**
 * Every placeholder reference in `value` (deep), in order of first appearance, without repeats:
 * `limit`, `user.id`, `env.TOKEN`, `$uuid`. Malformed placeholders are listed as written, so a
 * static check that looks each reference up reports them too.
 */
export function templateReferences(value: unknown): string[] {
  const found = new Set<string>();
  walkStrings(value, [], (text) => {
    for (const part of parse(text)) if (typeof part !== 'string') found.add(part.reference);
  });
  return [...found];
}

export interface TemplateProblem {
  /** Where the string sits inside the value given, e.g. `['headers', 'authorization']`. */
  path: Array<string | number>;
  reference: string;
  message: string;
}

/**
 * Placeholders that cannot resolve whatever the variables are: malformed ones (`{{7*7}}`) and
 * unknown built-ins (`{{$uid}}`). For load-time checks; unknown names need the variables and are
 * checked with `templateReferences`.
 */
export function templateProblems(value: unknown): TemplateProblem[] {
  const problems: TemplateProblem[] = [];
  walkStrings(value, [], (text, path) => {
    for (const part of parse(text)) {
      if (typeof part === 'string') continue;
      const message = referenceProblem(part.reference);
      if (message) problems.push({ path, reference: part.reference, message });
    }
  });
  return problems;
}

/** Visits every string holding a placeholder, with its path in `value` (for errors at the right place). */
export function walkStrings(
  value: unknown,
  path: Array<string | number>,
  visit: (text: string, path: Array<string | number>) => void,
): void {
  if (typeof value === 'string') {
    if (value.includes('{{')) visit(value, path);
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => walkStrings(item, [...path, index], visit));
  } else if (isPlainObject(value)) {
    for (const [key, item] of Object.entries(value)) walkStrings(item, [...path, key], visit);
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (!isObject(value)) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}
