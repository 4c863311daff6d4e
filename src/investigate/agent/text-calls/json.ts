/**
 * JSON as models write it, read in one way for every dialect: the value's extent is found by its
 * brackets (strings skipped), then the text is parsed strictly or, failing that, repaired by
 * jsonrepair (single quotes, trailing or missing commas, unquoted keys, Python literals, comments).
 *
 * A value whose brackets never close was cut off (the model ran out of tokens, or stopped early).
 * It is reported as truncated and never repaired: closing it would invent the end of a call.
 */
import { jsonrepair } from 'jsonrepair';

export type JsonRead = { value: unknown; end: number } | { truncated: true } | undefined;

const PAIRS: Record<string, string> = { '(': ')', '[': ']', '{': '}' };
/** Escapes JSON knows; any other (`\d` in a regex, `\s` in a Windows path) keeps its backslash. */
const KNOWN_ESCAPES = new Set(['"', "'", '\\', '/', 'b', 'f', 'n', 'r', 't', 'u']);

/**
 * An object written as a string without escaping its quotes (`"arguments":"{"expression":"1 + 2"}"`):
 * a string that opens with `{"` cannot be one, so the quotes around the object are the mistake.
 */
const EMBEDDED_OBJECT = /:\s*"(\{\s*"[^\n]{0,4000}?\})"\s*([,}\]])/g;

/** The value parsed strictly, else after repair; undefined when even the repaired text is not JSON. */
export function parseRepaired(text: string): { value: unknown } | undefined {
  try {
    return { value: JSON.parse(text) as unknown };
  } catch {
    // repaired below
  }
  // Repair never closes what was cut: that would invent the end of a call.
  if (!balanced(text)) return undefined;
  // Nor does it fill in what was left out: `{...}` stands for arguments the model did not write.
  if (elides(text)) return undefined;
  try {
    const kept = text
      .replace(/\\(.)/gs, (all, next: string) => (KNOWN_ESCAPES.has(next) ? all : `\\${all}`))
      .replace(EMBEDDED_OBJECT, ': $1$2');
    return { value: JSON.parse(jsonrepair(kept)) as unknown };
  } catch {
    return undefined;
  }
}

/** An ellipsis (`...`, `…`) outside every string: a placeholder, not a value. */
function elides(text: string): boolean {
  let quote: string | undefined;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = undefined;
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '…' || (c === '.' && text.startsWith('...', i))) return true;
  }
  return false;
}

/**
 * The object or array starting at `at` (after blanks): its value and where it ends, `truncated`
 * when its brackets never close, undefined when there is none or it cannot be read.
 */
export function readJsonAt(text: string, at = 0): JsonRead {
  let start = at;
  while (/\s/.test(text[start] ?? '')) start++;
  if (text[start] !== '{' && text[start] !== '[') return undefined;
  const close = findClosing(text, start);
  if (close === -1) return { truncated: true };
  const parsed = parseRepaired(text.slice(start, close + 1));
  return parsed ? { value: parsed.value, end: close + 1 } : undefined;
}

/**
 * Index of the bracket closing the one at `open` (`(`, `[` or `{`), skipping brackets inside quoted
 * strings; -1 when it is never closed. A single quote opens a string only where a value may start
 * (after a bracket, comma, colon or `=`), so the apostrophe of a bare `it's` does not derail the count.
 */
/** What may come right before a value: a single quote after one opens a string. */
const VALUE_STARTS = new Set(['[', '{', '(', ',', ':', '=']);

export function findClosing(text: string, open: number): number {
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
    if (c === '"' || (c === "'" && (last === '' || VALUE_STARTS.has(last)))) {
      quote = c;
      continue;
    }
    // Character tests, not regular expressions: this loop runs over every byte of a long reply.
    if (c !== ' ' && c !== '\n' && c !== '\t' && c !== '\r') last = c;
    const close = PAIRS[c];
    if (close) stack.push(close);
    else if (c === stack[stack.length - 1]) {
      stack.pop();
      if (stack.length === 0) return i;
    }
  }
  return -1;
}

/** Whether the brackets and double-quoted strings of `text` all close (nothing was cut off). */
export function balanced(text: string): boolean {
  const evenQuotes = (part: string) => (part.match(/(?<!\\)"/g)?.length ?? 0) % 2 === 0;
  if (!/^\s*[[{(]/.test(text)) return evenQuotes(text);
  let at = 0;
  for (;;) {
    const rest = text.slice(at);
    const start = rest.search(/[[{(]/);
    if (start === -1) return evenQuotes(rest);
    const close = findClosing(text, at + start);
    if (close === -1) return false;
    at = close + 1;
  }
}
