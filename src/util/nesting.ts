/**
 * How deep a JSON or YAML text nests, found by one pass over its lines before any parser sees it:
 * parsers, validators and the walks over the parsed value recurse per level, and a file nested
 * thousands deep would overflow the stack in one of them. No hand-written or generated workspace
 * file, and no published spec, comes near the limit.
 *
 * Only structure counts: flow collections (`{`, `[`), deeper indentation, and each `- ` or `? `
 * that opens a node. Characters inside scalars never do: quoted strings, a block scalar's lines
 * (`description: |` with a code sample in it), the rest of a plain scalar and the lines that
 * continue it (`summary: Returns [the list` is text, as a YAML parser reads it).
 */
export const MAX_NESTING = 100;

/** The offset where `text` first nests past `max` levels; else undefined. */
export function tooDeepAt(text: string, max = MAX_NESTING): number | undefined {
  return new NestingScan(text, max).run();
}

class NestingScan {
  /** Columns of the open block levels. */
  private readonly indents: number[] = [];
  /** Open flow collections. */
  private flow = 0;
  /** The quote of a quoted scalar still open at the end of a line. */
  private quote: '"' | "'" | undefined;
  /** Lines indented deeper than this column are a scalar's text (-1: none). */
  private textOwner = -1;
  /** Where the limit was passed. */
  private deepAt: number | undefined;

  constructor(
    private readonly text: string,
    private readonly max: number,
  ) {}

  run(): number | undefined {
    const text = this.text;
    let start = 0;
    while (start < text.length && this.deepAt === undefined) {
      let end = text.indexOf('\n', start);
      if (end < 0) end = text.length;
      this.line(start, text[end - 1] === '\r' ? end - 1 : end);
      start = end + 1;
    }
    return this.deepAt;
  }

  private line(start: number, end: number): void {
    if (this.quote !== undefined) {
      const after = this.quoted(start, end);
      if (after < end && this.flow > 0) this.flowCollection(after, end, start);
      return;
    }
    if (this.flow > 0) {
      this.flowCollection(start, end, start);
      return;
    }
    const text = this.text;
    let content = start;
    while (content < end && (text[content] === ' ' || text[content] === '\t')) content++;
    if (content === end || text[content] === '#') return;
    const indent = content - start;
    if (this.textOwner >= 0) {
      if (indent > this.textOwner) return;
      this.textOwner = -1;
    }
    if (indent === 0 && /^(---|\.\.\.)(\s|$)/.test(text.slice(content, content + 4))) {
      // A document marker: the next document starts at the top again.
      this.indents.length = 0;
      return;
    }
    while (this.indents.length > 0 && this.indents[this.indents.length - 1]! >= indent) this.indents.pop();
    if (!this.open(indent, content)) return;
    let at = content;
    let owner = indent;
    // `- - - x` and `? ? x` open a level per indicator on one line, as deeper indentation would.
    while ((text[at] === '-' || text[at] === '?') && (at + 1 === end || /[ \t]/.test(text[at + 1]!))) {
      owner = at - start;
      at = this.skipSpaces(at + 1, end);
      if (at === end || text[at] === '#') return;
      if (!this.open(at - start, at)) return;
    }
    this.node(at, end, start, owner);
  }

  /** A node starting at `at`, whose text lines would be indented deeper than `owner`. */
  private node(at: number, end: number, lineStart: number, owner: number): void {
    const text = this.text;
    // Anchors and tags come before the node they name.
    while (at < end && (text[at] === '&' || text[at] === '!')) {
      while (at < end && !/[ \t]/.test(text[at]!)) at++;
      at = this.skipSpaces(at, end);
    }
    if (at === end) return;
    const char = text[at]!;
    if (char === '#' || char === '*') return;
    if (char === '[' || char === '{') {
      this.flowCollection(at, end, lineStart);
      return;
    }
    if (char === '|' || char === '>') {
      this.textOwner = owner;
      return;
    }
    if (char === '"' || char === "'") {
      this.quote = char;
      const after = this.quoted(at + 1, end);
      if (this.quote !== undefined) return;
      // A quoted key: its value follows the colon.
      const colon = this.skipSpaces(after, end);
      if (text[colon] === ':' && (colon + 1 === end || /[ \t]/.test(text[colon + 1]!)))
        this.node(this.skipSpaces(colon + 1, end), end, lineStart, at - lineStart);
      return;
    }
    const separator = this.keySeparator(at, end);
    if (separator === undefined) {
      // A plain scalar: the lines that continue it are its text.
      this.textOwner = owner;
      return;
    }
    this.node(this.skipSpaces(separator + 1, end), end, lineStart, at - lineStart);
  }

  /** The colon that ends a plain key on this line (`: ` or `:` at its end), before any comment. */
  private keySeparator(at: number, end: number): number | undefined {
    const text = this.text;
    for (let index = at; index < end; index++) {
      const char = text[index];
      if (char === ':' && (index + 1 === end || /[ \t]/.test(text[index + 1]!))) return index;
      if (char === '#' && /[ \t]/.test(text[index - 1] ?? ' ')) return undefined;
    }
    return undefined;
  }

  /** Inside flow collections: brackets count, quoted strings and comments do not. */
  private flowCollection(at: number, end: number, lineStart: number): void {
    const text = this.text;
    for (let index = at; index < end; index++) {
      const char = text[index]!;
      if (char === '"' || char === "'") {
        // A quote opens a string only where a token starts (`don't` is one plain word).
        if (index > lineStart && !/[\s,[{:]/.test(text[index - 1]!)) continue;
        this.quote = char;
        index = this.quoted(index + 1, end) - 1;
        if (this.quote !== undefined) return;
      } else if (char === '#' && (index === lineStart || /\s/.test(text[index - 1]!))) {
        return;
      } else if (char === '[' || char === '{') {
        this.flow++;
        if (!this.fits(index)) return;
      } else if (char === ']' || char === '}') {
        this.flow = Math.max(0, this.flow - 1);
        if (this.flow === 0) return;
      }
    }
  }

  /** Reads a quoted scalar's text from `at`; returns where it ends (or `end`, still open). */
  private quoted(at: number, end: number): number {
    const text = this.text;
    for (let index = at; index < end; index++) {
      const char = text[index];
      if (this.quote === '"' && char === '\\') index++;
      else if (char === this.quote) {
        // '' inside single quotes is one quote.
        if (char === "'" && text[index + 1] === "'") index++;
        else {
          this.quote = undefined;
          return index + 1;
        }
      }
    }
    return end;
  }

  private open(column: number, offset: number): boolean {
    this.indents.push(column);
    return this.fits(offset);
  }

  private fits(offset: number): boolean {
    if (this.indents.length + this.flow <= this.max) return true;
    this.deepAt = offset;
    return false;
  }

  private skipSpaces(at: number, end: number): number {
    while (at < end && (this.text[at] === ' ' || this.text[at] === '\t')) at++;
    return at;
  }
}
