/**
 * Media type matching as OpenAPI means it: a `content` map keys media types, possibly with
 * wildcards (`application/*`, `*\/*`), and a received `Content-Type` carries parameters
 * (`; charset=utf-8`) that never take part in the match.
 */

/** `Application/JSON; charset=utf-8` → `application/json`. */
export function normalizeMediaType(value: string): string {
  return (value.split(';')[0] ?? '').trim().toLowerCase();
}

/** `application/json`, `application/problem+json`, `text/json`: bodies we can parse and validate as JSON. */
export function isJsonMediaType(value: string): boolean {
  const media = normalizeMediaType(value);
  return media === 'application/json' || media === 'text/json' || media.endsWith('+json');
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
    const normal = normalizeMediaType(key);
    if (!byNormal.has(normal)) byNormal.set(normal, key);
  }
  const wanted = normalizeMediaType(mediaType ?? '');
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
