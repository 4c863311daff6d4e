/**
 * Media type matching as OpenAPI means it: a `content` map keys media types, possibly with
 * wildcards (`application/*`, `*\/*`), and a received `Content-Type` carries parameters
 * (`; charset=utf-8`) that never take part in the match. Reading a `Content-Type` itself is the
 * HTTP layer's (../http/media-type.ts); this adds what only the spec needs.
 */
import { isJsonMediaType as isJsonSyntax, mediaTypeOf } from '../http/media-type.js';

/** `Application/JSON; charset=utf-8` → `application/json` (the HTTP layer's `mediaTypeOf`). */
export { mediaTypeOf as normalizeMediaType };

/**
 * `application/json`, `application/problem+json`, and the legacy `text/json` a spec may document:
 * bodies validated as JSON. Takes a whole `Content-Type`, parameters and all.
 */
export function isJsonMediaType(value: string): boolean {
  const media = mediaTypeOf(value);
  return media === 'text/json' || isJsonSyntax(media);
}

/**
 * The key of `content` that documents `mediaType`, most specific first: the exact type, then a
 * `+json` type read as `application/json`, then `type/*`, then `*\/*`. An empty `mediaType`
 * (nothing received) picks the JSON entry, or the only one.
 */
export function findMediaKey(keys: readonly string[], mediaType: string | undefined): string | undefined {
  if (keys.length === 0) return undefined;
  const byNormal = new Map<string, string>();
  for (const key of keys) {
    const normal = mediaTypeOf(key);
    if (!byNormal.has(normal)) byNormal.set(normal, key);
  }
  const wanted = mediaTypeOf(mediaType);
  if (wanted === '') {
    return (
      byNormal.get('application/json') ??
      keys.find(isJsonMediaType) ??
      (keys.length === 1 ? keys[0] : undefined)
    );
  }
  const exact = byNormal.get(wanted);
  if (exact !== undefined) return exact;
  if (wanted.endsWith('+json')) {
    const json = byNormal.get('application/json');
    if (json !== undefined) return json;
  }
  const type = wanted.split('/')[0] ?? '';
  return byNormal.get(`${type}/*`) ?? byNormal.get('*/*');
}
