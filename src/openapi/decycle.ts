import { resolvePointer } from './pointer.js';
import { fragmentPointer } from '../util/json-pointer.js';

/**
 * A dereferenced document in which recursive schemas are cut back into `$ref`s.
 *
 * swagger-parser dereferences a circular `$ref` into a real object cycle. That is faithful, but
 * every consumer that walks a schema (JSON.stringify, example generators, the schema converter)
 * would then loop forever. So each back edge — a property pointing at one of its own ancestors —
 * is replaced by `{ $ref: '#/components/schemas/Node' }` pointing into this same document. The
 * result is a tree-shaped (acyclic) value; only recursion points stay references.
 */
export interface DecycledDocument {
  root: Record<string, unknown>;
  /** True for a `$ref` object this pass wrote (it points into `root`). */
  isCutRef(node: object): boolean;
  /** The value a local pointer names in `root`. */
  resolve(ref: string): unknown;
}

export function decycle(root: Record<string, unknown>): DecycledDocument {
  const names = namedSchemas(root);
  const cutRefs = new WeakSet<object>();
  const onStack = new Map<object, Array<string | number>>();
  const done = new WeakSet<object>();

  const visit = (node: object, path: Array<string | number>): void => {
    onStack.set(node, path);
    const container = node as Record<string, unknown>;
    for (const key of orderedKeys(node)) {
      const child = container[key];
      if (child === null || typeof child !== 'object') continue;
      const ancestor = onStack.get(child);
      if (ancestor) {
        // A back edge: the schema contains itself. Point at its name when it has one.
        const ref = { $ref: names.get(child) ?? fragmentPointer(ancestor) };
        cutRefs.add(ref);
        container[key] = ref;
      } else if (!done.has(child)) {
        visit(child, [...path, Array.isArray(node) ? Number(key) : key]);
      }
    }
    onStack.delete(node);
    done.add(node);
  };
  visit(root, []);

  return {
    root,
    isCutRef: (node) => cutRefs.has(node),
    resolve: (ref) => resolvePointer(root, ref),
  };
}

/** Named schemas (`components/schemas/X`, 2.0 `definitions/X`) by identity, for readable refs. */
function namedSchemas(root: Record<string, unknown>): Map<object, string> {
  const names = new Map<object, string>();
  const add = (container: unknown, prefix: string[]): void => {
    if (!container || typeof container !== 'object') return;
    for (const [name, schema] of Object.entries(container)) {
      if (schema && typeof schema === 'object' && !names.has(schema))
        names.set(schema, fragmentPointer([...prefix, name]));
    }
  };
  const components = root.components as Record<string, unknown> | undefined;
  add(components?.schemas, ['components', 'schemas']);
  add(root.definitions, ['definitions']);
  return names;
}

/** Components first, so that an anonymous recursion point is named by its components path. */
function orderedKeys(node: object): string[] {
  const keys = Object.keys(node);
  if (Array.isArray(node)) return keys;
  const first = keys.filter((key) => ['components', 'definitions'].includes(key));
  return first.length === 0 ? keys : [...first, ...keys.filter((key) => !first.includes(key))];
}
