import { pointerKeys } from '../util/json-pointer.js';
/** Local `$ref`s (`#/components/schemas/User`) read and followed; pointers themselves: util/json-pointer. */

/** `#/a~1b/0` → `['a/b', '0']`; `undefined` when `ref` is not a local pointer. */
export function fromPointer(ref: string): string[] | undefined {
  if (ref === '#' || ref === '#/') return [];
  if (!ref.startsWith('#/')) return undefined;
  return pointerKeys(ref);
}

/** The value at a local pointer inside `root`, or `undefined`. */
export function resolvePointer(root: unknown, ref: string): unknown {
  const path = fromPointer(ref);
  if (path === undefined) return undefined;
  let node = root;
  for (const segment of path) {
    if (node === null || typeof node !== 'object') return undefined;
    if (!Object.prototype.hasOwnProperty.call(node, segment)) return undefined;
    node = (node as Record<string, unknown>)[segment];
  }
  return node;
}
