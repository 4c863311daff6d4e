/**
 * Short text for people: reports, annotations, triage findings and the agent's observations all
 * shorten, flatten and count the same way, so a value reads alike wherever it is shown.
 */

/** Runs of whitespace as one space, trimmed: a multi-line message as one line. */
export function collapse(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** At most `limit` characters, the last of them an ellipsis when cut: for fields with a hard size. */
export function clip(text: string, limit: number): string {
  return text.length > limit ? `${text.slice(0, limit - 1)}…` : text;
}

/**
 * The first `max` characters and an ellipsis when longer, without splitting a surrogate pair (half
 * an emoji would render as a replacement character).
 */
export function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  let end = max;
  const last = text.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end -= 1;
  return `${text.slice(0, end)}…`;
}

/** `1 flow`, `3 flows`. */
export function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

/** The message of anything thrown: an Error's message, or the thrown value as text. */
export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Text safe between HTML tags (and in Markdown, which passes HTML through). */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** A percent-encoded text decoded, or as it is when its escapes are not valid UTF-8. */
export function decodePercent(text: string): string {
  // Without a `%` there is nothing to decode (and nothing to throw on).
  if (!text.includes('%')) return text;
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** `text` as a regular expression that matches it literally. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The 1-based line and column of `offset` in `text`, counted from the text itself. A line ends at
 * `\n`, `\r\n` or a `\r` alone, as YAML reads line breaks and editors show them: a file saved with
 * old Mac line ends is not one long line.
 */
export function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let start = 0;
  for (let index = 0; index < offset && index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code === LINE_FEED || (code === CARRIAGE_RETURN && text.charCodeAt(index + 1) !== LINE_FEED)) {
      line++;
      start = index + 1;
    }
  }
  return { line, column: offset - start + 1 };
}

const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;

/**
 * `text` with every `\r` that ends a line on its own turned into `\n`: the same length, so every
 * offset still names the same character, and read by any reader the way YAML reads it (YAML takes
 * a lone `\r` as a line break, and so do editors; the `yaml` library would not).
 */
export function withLineFeeds(text: string): string {
  return text.includes('\r') ? text.replace(/\r(?!\n)/g, '\n') : text;
}
