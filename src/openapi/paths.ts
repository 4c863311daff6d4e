import { decodePercent } from '../util/text.js';
import type { Operation } from './types.js';

/**
 * Finds the path template a concrete request path belongs to. Templates are ranked the way
 * OpenAPI asks: at the first segment where two templates differ, a literal segment beats a
 * templated one, so `/users/me` is found before `/users/{id}`. Query strings, fragments and a
 * trailing slash do not take part.
 */

type Segment =
  | { kind: 'literal'; text: string }
  | { kind: 'parameter'; name: string }
  | { kind: 'mixed'; pattern: RegExp; names: string[] };

interface Template {
  path: string;
  segments: Segment[];
  operations: Map<string, Operation>;
}

const RANK: Record<Segment['kind'], number> = { literal: 2, mixed: 1, parameter: 0 };

export class PathIndex {
  private readonly templates: Template[];
  private readonly byPath = new Map<string, Template>();
  private readonly basePaths: string[];

  /** `basePaths`: server paths (`/v1`) a request path may still carry; tried when nothing else matches. */
  constructor(operations: readonly Operation[], basePaths: readonly string[] = []) {
    const byPath = this.byPath;
    for (const operation of operations) {
      let template = byPath.get(operation.path);
      if (!template) {
        template = { path: operation.path, segments: parseTemplate(operation.path), operations: new Map() };
        byPath.set(operation.path, template);
      }
      template.operations.set(operation.method.toUpperCase(), operation);
    }
    this.templates = [...byPath.values()].sort((a, b) => compareSpecificity(a.segments, b.segments));
    this.basePaths = [...new Set(basePaths.map(trimSlashes).filter((base) => base !== ''))].map(
      (base) => `/${base}`,
    );
  }

  /** The operation for `method` on the most specific template matching `path` that documents it. */
  match(method: string, path: string): Operation | undefined {
    const wanted = method.toUpperCase();
    for (const { template } of this.candidates(path)) {
      const operation = template.operations.get(wanted);
      if (operation) return operation;
    }
    return undefined;
  }

  /**
   * Every method documented on a template matching `path`. When templates overlap
   * (`/users/me` and `/users/{id}`), the methods of both count: a server routes either.
   */
  methodsFor(path: string): string[] {
    const methods = new Set<string>();
    for (const { template } of this.candidates(path))
      for (const method of template.operations.keys()) methods.add(method);
    return [...methods];
  }

  /** Path parameter values of `path` read through `operation`'s template, or `undefined` if it does not match. */
  parameters(operation: Operation, path: string): Record<string, string> | undefined {
    // Every request of a step is checked against its own operation, and the path nearly always
    // fits that template as it is. The search below would find the same values there first (a
    // template's values for a path do not depend on the others), so it only runs when it does not.
    const own = this.byPath.get(operation.path);
    const segments = splitPath(path);
    const values = matchSegments(own?.segments ?? parseTemplate(operation.path), segments);
    if (values || !own) return values;
    for (const { template, values } of this.candidates(path)) {
      if (template.path === operation.path) return values;
    }
    return undefined;
  }

  private *candidates(path: string): Generator<{ template: Template; values: Record<string, string> }> {
    let found = false;
    for (const concrete of this.variants(path)) {
      for (const template of this.templates) {
        const values = matchSegments(template.segments, concrete);
        if (values) {
          found = true;
          yield { template, values };
        }
      }
      if (found) return;
    }
  }

  /** The path as given, then without each server base path it starts with. */
  private *variants(path: string): Generator<string[]> {
    const segments = splitPath(path);
    yield segments;
    const joined = `/${segments.join('/')}`;
    for (const base of this.basePaths) {
      if (joined === base || joined.startsWith(`${base}/`)) yield splitPath(joined.slice(base.length));
    }
  }
}

/** `/users/42/?x=1` → `['users', '42']` (decoded). Runs for every request checked, so it avoids regexes. */
export function splitPath(path: string): string[] {
  const end = queryOrFragmentStart(path);
  const bare = end === -1 ? path : path.slice(0, end);
  let pathname = bare;
  if (bare.includes('://') && /^[a-z][a-z0-9+.-]*:\/\//i.test(bare)) {
    try {
      pathname = new URL(bare).pathname;
    } catch {
      pathname = bare;
    }
  }
  const parts = trimSlashes(pathname).split('/');
  // The root path is one empty segment; elsewhere empty segments (`a//b`) do not count.
  if (parts.length === 1) return [decodePercent(parts[0] as string)];
  const segments: string[] = [];
  for (const part of parts) if (part !== '') segments.push(decodePercent(part));
  return segments;
}

function queryOrFragmentStart(path: string): number {
  const query = path.indexOf('?');
  const fragment = path.indexOf('#');
  if (query === -1) return fragment;
  return fragment === -1 ? query : Math.min(query, fragment);
}

function parseTemplate(path: string): Segment[] {
  return splitPath(path).map((segment): Segment => {
    const whole = /^\{([^{}]+)\}$/.exec(segment);
    if (whole) return { kind: 'parameter', name: whole[1]! };
    if (!segment.includes('{')) return { kind: 'literal', text: segment };
    const names: string[] = [];
    const source = segment
      .split(/(\{[^{}]+\})/)
      .map((part) => {
        const name = /^\{([^{}]+)\}$/.exec(part);
        if (!name) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        names.push(name[1]!);
        return '(.+?)';
      })
      .join('');
    return { kind: 'mixed', pattern: new RegExp(`^${source}$`), names };
  });
}

function matchSegments(template: Segment[], concrete: string[]): Record<string, string> | undefined {
  if (template.length !== concrete.length) return undefined;
  const values: Record<string, string> = {};
  for (let index = 0; index < template.length; index++) {
    const segment = template[index]!;
    const actual = concrete[index]!;
    if (segment.kind === 'literal') {
      if (segment.text !== actual) return undefined;
    } else if (segment.kind === 'parameter') {
      if (actual === '') return undefined;
      values[segment.name] = actual;
    } else {
      const found = segment.pattern.exec(actual);
      if (!found) return undefined;
      segment.names.forEach((name, position) => (values[name] = found[position + 1] ?? ''));
    }
  }
  return values;
}

function compareSpecificity(a: Segment[], b: Segment[]): number {
  const length = Math.min(a.length, b.length);
  for (let index = 0; index < length; index += 1) {
    const difference = RANK[b[index]!.kind] - RANK[a[index]!.kind];
    if (difference !== 0) return difference;
  }
  return 0;
}

function trimSlashes(path: string): string {
  let start = 0;
  let end = path.length;
  while (start < end && path.charCodeAt(start) === 0x2f) start++;
  while (end > start && path.charCodeAt(end - 1) === 0x2f) end--;
  return start === 0 && end === path.length ? path : path.slice(start, end);
}
