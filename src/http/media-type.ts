/**
 * The media type of a `content-type` header: lower case, without parameters, `''` when absent.
 * `Application/JSON; charset=utf-8` → `application/json`.
 */
export function mediaTypeOf(contentType: string | undefined): string {
  if (!contentType) return '';
  // Responses of a run repeat the same few content-types: the last answer is kept.
  if (contentType === lastContentType) return lastMediaType;
  const semicolon = contentType.indexOf(';');
  lastMediaType = (semicolon === -1 ? contentType : contentType.slice(0, semicolon)).trim().toLowerCase();
  lastContentType = contentType;
  return lastMediaType;
}

let lastContentType = '';
let lastMediaType = '';

/** `application/json` and every structured-syntax `+json` type (`application/problem+json`, …). */
export function isJsonMediaType(mediaType: string): boolean {
  return mediaType === 'application/json' || mediaType.endsWith('+json');
}
