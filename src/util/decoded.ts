/**
 * Text as it reads once every encoding it was shown in is undone, for asking whether two texts say
 * the same thing: an API can answer with a payload HTML-escaped in an error page, JSON-escaped in a
 * string (once, or again inside another JSON string), or percent-encoded in a URL, and a model that
 * copies it writes it plain.
 */
import { decodeHTML } from 'entities';

/** More levels of escaping than any honest text has; enough for any payload that nests its own. */
const MAX_DEPTH = 8;

const BACKSLASH_ESCAPE = /\\(?:u\{([0-9a-fA-F]{1,6})\}|u([0-9a-fA-F]{4})|x([0-9a-fA-F]{2})|([\s\S]))/g;
const PERCENT_ESCAPE = /%([0-9a-fA-F]{2})/g;
const SIMPLE_ESCAPES: Record<string, string> = {
  n: '\n',
  t: '\t',
  r: '\r',
  b: '\b',
  f: '\f',
  v: '\v',
  '0': '\0',
};

/** `text` with HTML entities, backslash escapes and percent-encoding undone until nothing changes, in NFKC. */
export function decoded(text: string): string {
  let current = text;
  for (let depth = 0; depth < MAX_DEPTH; depth++) {
    const next = decodeOnce(current);
    if (next === current) break;
    current = next;
  }
  return current.normalize('NFKC');
}

/** `decoded(text)` without white space: how it reads, whatever its lines and indentation. */
export function comparable(text: string): string {
  return decoded(text).replace(/\s+/gu, '');
}

function decodeOnce(text: string): string {
  let result = text.includes('&') ? decodeHTML(text) : text;
  if (result.includes('\\')) {
    result = result.replace(
      BACKSLASH_ESCAPE,
      (
        _match,
        codePoint: string | undefined,
        unit: string | undefined,
        byte: string | undefined,
        plain: string,
      ) => {
        const code = codePoint ?? unit ?? byte;
        if (code !== undefined) {
          const value = Number.parseInt(code, 16);
          return value <= 0x10ffff ? String.fromCodePoint(value) : '';
        }
        return SIMPLE_ESCAPES[plain] ?? plain;
      },
    );
  }
  if (result.includes('%')) {
    result = result.replace(PERCENT_ESCAPE, (_match, hex: string) =>
      String.fromCharCode(Number.parseInt(hex, 16)),
    );
  }
  return result;
}

/**
 * The texts that long runs of base64 in `text` stand for, where they decode to readable text: a
 * payload can be shown base64-encoded and written out decoded.
 */
export function base64Texts(text: string): string[] {
  const texts: string[] = [];
  for (const [run] of text.matchAll(/[A-Za-z0-9+/_-]{24,}={0,2}/g)) {
    const bytes = Buffer.from(run, run.includes('-') || run.includes('_') ? 'base64url' : 'base64');
    const decodedRun = bytes.toString('utf8');
    if (decodedRun.length >= 16 && readable(decodedRun)) texts.push(decodedRun);
  }
  return texts;
}

/** No replacement character and no control character but white space: text, not bytes. */
function readable(text: string): boolean {
  for (const character of text) {
    const code = character.codePointAt(0)!;
    if (code === 0xfffd || (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d)) return false;
  }
  return true;
}
