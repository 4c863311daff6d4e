/**
 * JSON pointers written as URI fragments (`#/components/schemas/User`), the form both `$ref`
 * and ajv understand: `~` and `/` escaped per RFC 6901, then percent-encoded per RFC 3986.
 */

export function toPointer(path: ReadonlyArray<string | number>): string {
  return `#${path.map((segment) => `/${encodeURIComponent(String(segment).replace(/~/g, '~0').replace(/\//g, '~1'))}`).join('')}`;
}

/** `#/a~1b/0` → `['a/b', '0']`; `undefined` when `ref` is not a local pointer. */
export function fromPointer(ref: string): string[] | undefined {
  if (ref === '#' || ref === '#/') return [];
  if (!ref.startsWith('#/')) return undefined;
  return ref
    .slice(2)
    .split('/')
    .map((segment) => safeDecode(segment).replace(/~1/g, '/').replace(/~0/g, '~'));
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

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
