/**
 * Reading response bodies the way triage needs them: as JSON when they are, as the text a person
 * sees when they are HTML pages, and never by throwing. Bodies come from a failing server, so any
 * of them may be truncated, binary or hostile; every scan here is linear and works on a capped copy.
 */
import { isRecord } from '../../util/document.js';

/** Error bodies are kept up to 1 MiB for triage; nothing past this is read. */
const SCAN_LIMIT = 1024 * 1024;

export function capped(text: string): string {
  return text.length > SCAN_LIMIT ? text.slice(0, SCAN_LIMIT) : text;
}

/**
 * Deeper than any error document nests, and than triage reads (`jsonStrings` stops at 32): a body
 * nested deeper is not parsed, since V8's parser spends on a run of brackets many times what a
 * document of that size costs.
 */
const MAX_NESTING = 256;

/** The parsed value when `text` is a JSON object or array, else undefined. */
export function parseJsonContainer(text: string): unknown {
  const trimmed = text.trim();
  if (!trimmed.startsWith('{') && !trimmed.startsWith('[')) return undefined;
  if (!nestsWithin(trimmed, MAX_NESTING)) return undefined;
  try {
    return JSON.parse(trimmed) as unknown;
  } catch {
    return undefined;
  }
}

/** Whether the brackets of JSON `text` (outside its strings) nest no deeper than `limit`. */
function nestsWithin(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === 0x5c)
        i++; // backslash: the next character is escaped
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) inString = true;
    else if (code === 0x5b || code === 0x7b) {
      if (++depth > limit) return false;
    } else if (code === 0x5d || code === 0x7d) depth--;
  }
  return true;
}

/** Starts like JSON (an object or array) whether or not it parses: truncated bodies do not. */
export function looksLikeJson(text: string): boolean {
  return /^\s*[[{]/.test(text);
}

/**
 * Keys under which a document nests the cause of an exception: `cause`, `innerError`,
 * `InnerException`, PHP's `previous`, `caused_by`.
 */
export const CAUSE_KEY =
  /^(?:cause|causes|caused_?by|causedBy|inner|inner_?error|innerError|InnerError|inner_?exception|innerException|InnerException|previous|root_?cause|rootCause)$/;

/**
 * Every string in a JSON value, depth first in key order, joined by newlines: escaped `\n` inside
 * `trace` or `stack` fields become real line breaks, so frames can be read line by line. What a
 * nested cause holds is read before everything around it, the deepest first, as traces print the
 * root cause's frames first.
 */
export function jsonStrings(value: unknown): string {
  const out: Array<{ text: string; causes: number }> = [];
  const visit = (node: unknown, depth: number, causes: number): void => {
    if (depth > 32 || out.length > 10_000) return;
    if (typeof node === 'string') out.push({ text: node, causes });
    else if (Array.isArray(node)) for (const item of node) visit(item, depth + 1, causes);
    else if (isRecord(node))
      for (const [key, item] of Object.entries(node))
        visit(item, depth + 1, CAUSE_KEY.test(key) ? causes + 1 : causes);
  };
  visit(value, 0, 0);
  // Array.prototype.sort is stable: within one depth of causes the document's order stays.
  return out
    .sort((a, b) => b.causes - a.causes)
    .map((string) => string.text)
    .join('\n');
}

/**
 * JSON text that did not parse (cut off mid-string, most often) with its string escapes undone,
 * so a truncated `"trace": "…\n\tat com.shop…"` still reads as lines.
 */
export function unescapeJsonText(text: string): string {
  return text.replace(/\\(u[0-9a-fA-F]{4}|["\\/bfnrt])/g, (_match, escape: string) => {
    switch (escape) {
      case 'n':
        return '\n';
      case 'r':
        return '\r';
      case 't':
        return '\t';
      case 'b':
      case 'f':
        return ' ';
      case '"':
      case '\\':
      case '/':
        return escape;
      default:
        return String.fromCharCode(Number.parseInt(escape.slice(1), 16));
    }
  });
}

/**
 * A form-encoded body (`a=1&b=%2Fsrv%2Fapp%2Fx.rb%3A37`: a webhook's payload echoed back, a
 * request catcher's view of one) as its decoded values, each on a line of its own under its key;
 * undefined when the text is not one: whitespace in it, or a piece without `=`.
 */
export function readFormBody(text: string): string | undefined {
  const trimmed = text.trim();
  if (trimmed === '' || /\s/.test(trimmed) || trimmed.split('&').some((piece) => piece.indexOf('=') <= 0))
    return undefined;
  // URLSearchParams decodes `+` and `%XX`, and leaves a stray `%` as written.
  const lines: string[] = [];
  for (const [key, value] of new URLSearchParams(trimmed)) lines.push(`${key}:`, value);
  return lines.join('\n');
}

/**
 * A JSON value with the strings that hold JSON documents themselves (an X-Ray segment's
 * `Document`, a log line's serialised payload) replaced by what they hold, one level deep so each
 * character is parsed at most twice.
 */
export function expandJsonStrings(value: unknown, depth = 0): unknown {
  if (depth > 32) return value;
  if (typeof value === 'string') return parseJsonContainer(value) ?? value;
  if (Array.isArray(value)) return value.map((item) => expandJsonStrings(item, depth + 1));
  if (!isRecord(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) out[key] = expandJsonStrings(item, depth + 1);
  return out;
}

export function looksLikeHtml(text: string): boolean {
  return (
    /^\s*(?:<!doctype\s+html|<html[\s>]|<head[\s>]|<body[\s>])/i.test(text) ||
    /<\/(?:html|body|pre|title)>/i.test(text.slice(0, 4096))
  );
}
