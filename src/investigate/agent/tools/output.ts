/**
 * How tools shape what they return. An observation goes into the model's context whole, so every
 * tool caps its output: one large response body or file must not push out everything else the
 * model has learnt. The cap says how much was left out, so the model can ask for a narrower slice.
 */

/** Default cap for one tool's output, in UTF-8 bytes (about 3,000 tokens). */
export const MAX_OUTPUT_BYTES = 12_000;

/**
 * `text` cut to at most `maxBytes` UTF-8 bytes (at a line end when one is near), followed by
 * `… (truncated, N more bytes)`. Unchanged when it fits.
 */
export function capText(text: string, maxBytes: number = MAX_OUTPUT_BYTES, hint?: string): string {
  const bytes = Buffer.from(text, 'utf8');
  if (bytes.length <= maxBytes) return text;
  let end = maxBytes;
  // Step back to a character boundary: continuation bytes are 10xxxxxx.
  while (end > 0 && ((bytes[end] ?? 0) & 0xc0) === 0x80) end--;
  let kept = bytes.subarray(0, end).toString('utf8');
  const lineEnd = kept.lastIndexOf('\n');
  if (lineEnd > kept.length * 0.8) kept = kept.slice(0, lineEnd);
  const more = bytes.length - Buffer.byteLength(kept, 'utf8');
  return `${kept}\n… (truncated, ${more} more bytes${hint ? `; ${hint}` : ''})`;
}

/** One-line JSON, cut to `maxBytes` with the same note. */
export function compactJson(value: unknown, maxBytes: number = MAX_OUTPUT_BYTES): string {
  const text = JSON.stringify(value) ?? String(value);
  return capText(text, maxBytes);
}

/** `1234` → `1.2 kB`, for file sizes in listings. */
export function formatBytes(bytes: number): string {
  if (bytes < 1000) return `${bytes} B`;
  if (bytes < 1_000_000) return `${(bytes / 1000).toFixed(1)} kB`;
  return `${(bytes / 1_000_000).toFixed(1)} MB`;
}
