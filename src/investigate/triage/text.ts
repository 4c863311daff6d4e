/**
 * Reading response bodies the way triage needs them: as JSON when they are, as the text a person
 * sees when they are HTML pages, and never by throwing. Bodies come from a failing server, so any
 * of them may be truncated, binary or hostile; every scan here is linear and works on a capped copy.
 */
import { isRecord } from '../../util/document.js';
import { collapse } from '../../util/text.js';

/** Bodies in results are already cut to 16 KiB; this only guards direct callers. */
const SCAN_LIMIT = 512 * 1024;

export function capped(text: string): string {
  return text.length > SCAN_LIMIT ? text.slice(0, SCAN_LIMIT) : text;
}

/** The parsed value when `text` is a JSON object or array, else undefined. */
export function parseJsonContainer(text: string): unknown {
  const trimmed = text.trim();
  if (!trimmed.startsWith('{') && !trimmed.startsWith('[')) return undefined;
  try {
    return JSON.parse(trimmed) as unknown;
  } catch {
    return undefined;
  }
}

/** Starts like JSON (an object or array) whether or not it parses: truncated bodies do not. */
export function looksLikeJson(text: string): boolean {
  return /^\s*[[{]/.test(text);
}

/**
 * Every string in a JSON value, depth first in key order, joined by newlines: escaped `\n` inside
 * `trace` or `stack` fields become real line breaks, so frames can be read line by line.
 */
export function jsonStrings(value: unknown): string {
  const out: string[] = [];
  const visit = (node: unknown, depth: number): void => {
    if (depth > 32 || out.length > 10_000) return;
    if (typeof node === 'string') out.push(node);
    else if (Array.isArray(node)) for (const item of node) visit(item, depth + 1);
    else if (isRecord(node)) for (const item of Object.values(node)) visit(item, depth + 1);
  };
  visit(value, 0);
  return out.join('\n');
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

export function looksLikeHtml(text: string): boolean {
  return (
    /^\s*(?:<!doctype\s+html|<html[\s>]|<head[\s>]|<body[\s>])/i.test(text) ||
    /<\/(?:html|body|pre|title)>/i.test(text.slice(0, 4096))
  );
}

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  '#39': "'",
};

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-fA-F]{1,6}|#\d{1,7}|[a-zA-Z]{2,8}|#39);/g, (match, entity: string) => {
    const named = NAMED_ENTITIES[entity];
    if (named !== undefined) return named;
    if (!entity.startsWith('#')) return match;
    const code = entity.startsWith('#x')
      ? Number.parseInt(entity.slice(2), 16)
      : Number.parseInt(entity.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : match;
  });
}

/** The `<title>` of an HTML page, decoded, or undefined. */
export function htmlTitle(html: string): string | undefined {
  const match = /<title[^>]*>([^<]*)<\/title>/i.exec(html);
  const title = match?.[1] === undefined ? '' : collapse(decodeEntities(match[1]));
  return title === '' ? undefined : title;
}

/** The inner text of the first element with `class` containing `className`, decoded. */
export function htmlElementText(html: string, className: string): string | undefined {
  const pattern = new RegExp(`<(\\w+)[^>]*class="[^"]*\\b${className}\\b[^"]*"[^>]*>([\\s\\S]*?)</\\1>`, 'i');
  const match = pattern.exec(html);
  if (match?.[2] === undefined) return undefined;
  const text = collapse(decodeEntities(match[2].replace(/<[^>]*>/g, '')));
  return text === '' ? undefined : text;
}

/**
 * The text a browser would show, one block per line: scripts and styles dropped, `<br>` and block
 * ends as line breaks, tags removed, entities decoded. Indentation inside `<pre>` survives, which
 * keeps tracebacks readable.
 */
export function htmlToText(html: string): string {
  return decodeEntities(
    dropElements(html, ['script', 'style'])
      .replace(/<!--[\s\S]*?-->/g, '')
      .replace(/<br\s*\/?>/gi, '\n')
      .replace(
        /<\/(?:p|div|h[1-6]|li|tr|pre|title|blockquote|textarea|table|ul|ol|header|section)\s*>/gi,
        '\n',
      )
      .replace(/<[^>]*>/g, ''),
  );
}

/**
 * `html` without the given elements and their content. A scan rather than a lazy regular
 * expression: with many unclosed `<script>` tags that one would rescan the rest for each.
 */
function dropElements(html: string, tags: readonly string[]): string {
  const lower = html.toLowerCase();
  let out = '';
  let position = 0;
  for (;;) {
    let start = -1;
    let tag = '';
    for (const candidate of tags) {
      const found = lower.indexOf(`<${candidate}`, position);
      if (found >= 0 && (start < 0 || found < start)) {
        start = found;
        tag = candidate;
      }
    }
    if (start < 0) break;
    const close = lower.indexOf(`</${tag}`, start);
    out += `${html.slice(position, start)}\n`;
    if (close < 0) return out;
    const end = lower.indexOf('>', close);
    position = end < 0 ? html.length : end + 1;
  }
  return out + html.slice(position);
}
