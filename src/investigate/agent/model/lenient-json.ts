/**
 * JSON as models write it. A small recursive-descent parser that accepts what models break:
 * single-quoted strings, unquoted keys, trailing or missing commas, Python literals (True, False,
 * None), comments, raw newlines inside strings, unknown escapes, and objects cut short at the end of
 * the text (a model that stopped before its closing braces). It reads one value from a position and
 * reports where the value ended, so trailing prose is simply not read.
 *
 * Hand-written rather than regex rewriting: rewriting quotes or literals with regexes corrupts string
 * contents (an apostrophe in a message, "None" inside a sentence), while a parser knows where strings are.
 */
import { stripFence } from '../../../util/markdown.js';

export interface LenientValue {
  value: unknown;
  /** Index just past the value. */
  end: number;
  /** The text ended inside the value and it was closed for the model. */
  truncated: boolean;
}

const IDENTIFIER = /[A-Za-z_$][\w$-]*/y;
const NUMBER = /[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?/y;
const LITERALS: Record<string, unknown> = {
  true: true,
  false: false,
  null: null,
  True: true,
  False: false,
  None: null,
  undefined: null,
};
const ESCAPES: Record<string, string> = {
  n: '\n',
  t: '\t',
  r: '\r',
  b: '\b',
  f: '\f',
  '/': '/',
  '\\': '\\',
  '"': '"',
  "'": "'",
};
/** Nesting deeper than this is not a tool call; the bound keeps the recursion safe. */
const MAX_DEPTH = 64;

class Failure extends Error {}

class Parser {
  truncated = false;

  constructor(
    private readonly text: string,
    public i: number,
  ) {}

  value(depth: number): unknown {
    if (depth > MAX_DEPTH) throw new Failure('too deep');
    this.space();
    const c = this.text[this.i];
    if (c === undefined) throw new Failure('end of text');
    if (c === '{') return this.object(depth);
    if (c === '[') return this.array(depth);
    if (c === '"' || c === "'") return this.string();
    NUMBER.lastIndex = this.i;
    const number = NUMBER.exec(this.text);
    if (number) {
      this.i += number[0].length;
      return Number(number[0]);
    }
    const word = this.identifier();
    if (word !== undefined && word in LITERALS) return LITERALS[word];
    throw new Failure(`unexpected ${c}`);
  }

  private object(depth: number): Record<string, unknown> {
    const result: Record<string, unknown> = {};
    this.i++; // {
    for (;;) {
      this.space();
      const c = this.text[this.i];
      if (c === undefined) return this.cut(result);
      if (c === '}') {
        this.i++;
        return result;
      }
      if (c === ',') {
        this.i++;
        continue;
      }
      const key = c === '"' || c === "'" ? this.string() : this.key();
      this.space();
      if (this.text[this.i] === undefined) return this.cut(result);
      if (this.text[this.i] !== ':') throw new Failure('expected :');
      this.i++;
      this.space();
      if (this.text[this.i] === undefined) return this.cut(result);
      result[key] = this.value(depth + 1);
    }
  }

  private array(depth: number): unknown[] {
    const result: unknown[] = [];
    this.i++; // [
    for (;;) {
      this.space();
      const c = this.text[this.i];
      if (c === undefined) return this.cut(result);
      if (c === ']') {
        this.i++;
        return result;
      }
      if (c === ',') {
        this.i++;
        continue;
      }
      result.push(this.value(depth + 1));
    }
  }

  private string(): string {
    const quote = this.text[this.i];
    this.i++;
    let out = '';
    for (;;) {
      const c = this.text[this.i];
      if (c === undefined) return this.cut(out);
      this.i++;
      if (c === quote) return out;
      if (c !== '\\') {
        out += c;
        continue;
      }
      const next = this.text[this.i];
      if (next === undefined) return this.cut(out);
      this.i++;
      if (next === 'u' && /^[0-9a-fA-F]{4}$/.test(this.text.slice(this.i, this.i + 4))) {
        out += String.fromCharCode(parseInt(this.text.slice(this.i, this.i + 4), 16));
        this.i += 4;
      } else {
        // An unknown escape (a regex's \d, a Windows path) keeps its backslash, as the model meant it.
        out += ESCAPES[next] ?? `\\${next}`;
      }
    }
  }

  private key(): string {
    const word = this.identifier();
    if (word !== undefined) return word;
    NUMBER.lastIndex = this.i;
    const number = NUMBER.exec(this.text);
    if (number) {
      this.i += number[0].length;
      return number[0];
    }
    throw new Failure('expected a key');
  }

  private identifier(): string | undefined {
    IDENTIFIER.lastIndex = this.i;
    const match = IDENTIFIER.exec(this.text);
    if (!match) return undefined;
    this.i += match[0].length;
    return match[0];
  }

  /** Whitespace and `//`, `/* *\/` comments between tokens. */
  space(): void {
    for (;;) {
      while (this.i < this.text.length && /\s/.test(this.text[this.i] ?? '')) this.i++;
      if (this.text.startsWith('//', this.i)) {
        const end = this.text.indexOf('\n', this.i);
        this.i = end === -1 ? this.text.length : end;
      } else if (this.text.startsWith('/*', this.i)) {
        const end = this.text.indexOf('*/', this.i + 2);
        this.i = end === -1 ? this.text.length : end + 2;
      } else {
        return;
      }
    }
  }

  private cut<T>(value: T): T {
    this.truncated = true;
    return value;
  }
}

/** Reads one value starting at `start` (leading whitespace allowed); undefined when none can be read. */
export function readLenientValue(text: string, start = 0): LenientValue | undefined {
  const parser = new Parser(text, start);
  try {
    const value = parser.value(0);
    return { value, end: parser.i, truncated: parser.truncated };
  } catch (error) {
    if (error instanceof Failure) return undefined;
    throw error;
  }
}

/**
 * Parses a whole text that should be one JSON value: strict JSON first, then leniently after
 * stripping a Markdown fence; prose after the value is ignored. Undefined when nothing is readable.
 */
export function parseLenientJson(text: string): { value: unknown } | undefined {
  const trimmed = text.trim();
  try {
    return { value: JSON.parse(trimmed) as unknown };
  } catch {
    // fall through to the lenient reading
  }
  const body = stripFence(trimmed);
  const direct = readLenientValue(body);
  if (direct) return { value: direct.value };
  const start = body.search(/[[{]/);
  const found = start === -1 ? undefined : readLenientValue(body, start);
  return found ? { value: found.value } : undefined;
}

/**
 * Index of the bracket closing the one at `open` (`(`, `[` or `{`), skipping brackets inside quoted
 * strings; -1 when it is never closed. A single quote opens a string only where a value may start
 * (after a bracket, comma, colon or `=`), so the apostrophe of a bare `it's` does not derail the count.
 */
export function findClosing(text: string, open: number): number {
  const pairs: Record<string, string> = { '(': ')', '[': ']', '{': '}' };
  const stack: string[] = [];
  let quote: string | undefined;
  let last = '';
  for (let i = open; i < text.length; i++) {
    const c = text[i] ?? '';
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) {
        quote = undefined;
        last = c;
      }
      continue;
    }
    if (c === '"' || (c === "'" && /^$|[[{(,:=]/.test(last))) {
      quote = c;
      continue;
    }
    if (!/\s/.test(c)) last = c;
    const close = pairs[c];
    if (close) stack.push(close);
    else if (c === stack[stack.length - 1]) {
      stack.pop();
      if (stack.length === 0) return i;
    }
  }
  return -1;
}
