/**
 * Where the items of a long top-level block sequence lie in YAML text (a flow's `steps:` of 20,000
 * steps), found by one pass over the lines, so each item can be parsed on its own: the syntax tree
 * of one item at a time instead of the whole file's at once, which for a long flow is hundreds of
 * megabytes.
 *
 * Only the plain shape is recognised: `key:` alone on a line at column 1, then `- ` items at one
 * indentation, each continued by deeper lines, blank lines or comments, the sequence ending at the
 * next `key:` at column 1 or at the end. Any other line where the sequence could end (a `---`, a
 * quoted or complex key, a less indented line) makes the whole text unsplittable: the caller
 * parses it whole, as YAML means it.
 */

/** One top-level sequence: its key, and each item's text span. */
export interface SequenceSpan {
  key: string;
  /** Offset of the first item's line and of the end of the last item (a line start, or the end). */
  start: number;
  end: number;
  items: ItemSpan[];
}

export interface ItemSpan {
  /** Offsets in the text: from the start of the item's `- ` line to the start of the line after it. */
  start: number;
  end: number;
}

/** A key alone on its line at column 1, its value on the next lines: `steps:`, `steps: # note`. */
const TOP_KEY = /^([A-Za-z_][\w.-]*):[ \t]*(?:#.*)?\r?$/;
const OTHER_TOP_KEY = /^[A-Za-z_][\w.-]*:(?:[ \t]|\r?$)/;
const ITEM = /^( *)-(?:[ \t]|\r?$)/;

/**
 * The top-level block sequences of `text` with at least `minItems` items; an empty list when there
 * are none or when the text is not of the plain shape described above.
 */
export function longSequences(text: string, minItems: number): SequenceSpan[] {
  const spans: SequenceSpan[] = [];
  let current: (SequenceSpan & { indent: number }) | undefined;
  let pendingKey: string | undefined;
  let started = false;
  const close = (at: number): void => {
    if (current && current.items.length >= minItems) {
      const last = current.items[current.items.length - 1]!;
      last.end = at;
      current.end = at;
      spans.push({ key: current.key, start: current.start, end: current.end, items: current.items });
    }
    current = undefined;
  };

  for (let start = 0; start < text.length;) {
    const newline = text.indexOf('\n', start);
    const next = newline === -1 ? text.length : newline + 1;
    const content = text.slice(start, newline === -1 ? text.length : newline);
    const trimmed = content.trimStart();
    const indent = content.length - trimmed.length;
    const blank = trimmed === '' || trimmed === '\r' || trimmed.startsWith('#');

    if (blank) {
      // Blank lines and comments belong to whatever surrounds them.
    } else if (!started && /^---[ \t]*\r?$/.test(content)) {
      // The marker of the one document, before anything else.
    } else if (current && indent > current.indent) {
      // A deeper line continues the current item.
    } else if (current && indent === current.indent && ITEM.test(content)) {
      const previous = current.items[current.items.length - 1]!;
      previous.end = start;
      current.items.push({ start, end: next });
    } else if (indent === 0 && OTHER_TOP_KEY.test(content)) {
      close(start);
      pendingKey = TOP_KEY.exec(content)?.[1];
    } else if (pendingKey !== undefined && ITEM.test(content)) {
      const itemIndent = ITEM.exec(content)![1]!.length;
      current = {
        key: pendingKey,
        start,
        end: next,
        items: [{ start, end: next }],
        indent: itemIndent,
      };
      pendingKey = undefined;
    } else if (indent > 0 && !current) {
      // A nested line under some other top-level key.
      pendingKey = undefined;
    } else {
      // `---`, `...`, a directive, a quoted or complex key, a scalar document: not the plain shape.
      return [];
    }
    if (!blank) started = true;
    start = next;
  }
  close(text.length);
  return spans;
}
