/**
 * JSON pointers (RFC 6901) in both forms the project meets: plain (`/items/0/price`, as ajv's
 * instancePath writes it) and URI fragment (`#/components/schemas/A%20B`, as `$ref` writes it).
 * Only the fragment form is percent-encoded; a plain pointer names keys as they are, so
 * `x-rate%limit` stays `x-rate%limit`.
 */

/** `a/b~c` → `a~1b~0c`: one key as a pointer segment. */
export function escapeSegment(key: string | number): string {
  return String(key).replace(/~/g, '~0').replace(/\//g, '~1');
}

/** `a~1b~0c` → `a/b~c`. */
export function unescapeSegment(segment: string): string {
  return segment.replace(/~1/g, '/').replace(/~0/g, '~');
}

/** A pointer's keys: `/paths/~1users/get` → `['paths', '/users', 'get']`; `#/…` is percent-decoded. */
export function pointerKeys(pointer: string): string[] {
  const fragment = pointer.startsWith('#');
  const body = fragment ? pointer.slice(1) : pointer;
  if (body === '' || body === '/') return [];
  return body
    .replace(/^\//, '')
    .split('/')
    .map((segment) => unescapeSegment(fragment ? percentDecoded(segment) : segment));
}

/** Keys as a URI-fragment pointer: `['a/b', 0]` → `#/a~1b/0`. */
export function fragmentPointer(keys: ReadonlyArray<string | number>): string {
  return `#${keys.map((key) => `/${encodeURIComponent(escapeSegment(key))}`).join('')}`;
}

/** A malformed escape (`%zz`) is kept as written rather than thrown as a URIError. */
function percentDecoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
