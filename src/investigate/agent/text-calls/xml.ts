/**
 * Arguments written as XML, in the three ways the families write them: named parameters
 * (`<parameter name="city">Paris</parameter>`, `<param name="city">`, DeepSeek's
 * `string="true"`), one element per argument (MiniMax-M3's `<city>Paris</city>`, `<param:city>`
 * under a namespace, nested elements
 * as objects, repeated ones and `<item>` lists as arrays), and text in CDATA or with entities.
 */
import { isRecord } from '../../../util/document.js';
import { escapeRegExp } from '../../../util/text.js';
import { typedArguments } from './shapes.js';
import type { ToolNames } from './names.js';

/** CDATA sections: opaque to every marker search. */
export const CDATA = /<!\[CDATA\[[\s\S]*?\]\]>/;

const NAMED_PARAMETER =
  /<((?:[\w-]+:|[｜|]{1,2}DSML[｜|]{1,2})?)(parameter|param)\s+name\s*=\s*["']([^"']+)["']([^>]*)>([\s\S]*?)<\/\1?\2>/dg;
const OPENED_PARAMETER = /<(?:[\w-]+:|[｜|]{1,2}DSML[｜|]{1,2})?(?:parameter|param)\s+name\s*=/g;
/**
 * `<city>`, and under a namespace, `<param:city>`: the argument is the local name. A type declared
 * beside it (`<days type="number">`) is passed over: the schema types the value anyway.
 */
const ELEMENT = /<((?:[A-Za-z_][\w-]*:)?([A-Za-z_][\w.-]*))(?:\s+type\s*=\s*["'][\w.-]*["'])?\s*>/y;
/** Bounded so a body full of tags cannot turn the scan quadratic. */
const MAX_ELEMENTS = 200;

export interface XmlArguments {
  /** The arguments as JSON text. */
  arguments: string;
  /** An element or parameter was opened and never closed: the call was cut. */
  cut: boolean;
}

/** Text as written between tags: CDATA unwrapped, entities undone. */
export function xmlText(raw: string): string {
  const cdata = /^\s*<!\[CDATA\[([\s\S]*?)\]\]>\s*$/.exec(raw);
  if (cdata) return cdata[1] ?? '';
  return raw
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
}

/** The arguments in a call's body, or undefined when it holds neither named parameters nor elements. */
export function xmlArguments(tool: string, body: string, tools: ToolNames): XmlArguments | undefined {
  const opened = body.match(OPENED_PARAMETER)?.length ?? 0;
  if (opened > 0) {
    // Matched where CDATA is blanked (its `</param>` is text), read where it is not.
    const masked = body.replace(new RegExp(CDATA.source, 'g'), (span) => ' '.repeat(span.length));
    const parameters = [...masked.matchAll(NAMED_PARAMETER)].map((m) => {
      const [start, end] = m.indices?.[5] ?? [0, 0];
      return { key: m[3] ?? '', attributes: m[4] ?? '', value: xmlText(body.slice(start, end)) };
    });
    const pairs: Array<[string, string]> = parameters.map(({ key, value }) => [key, value]);
    const args = JSON.parse(typedArguments(tool, pairs, tools)) as Record<string, unknown>;
    for (const { key, attributes, value } of parameters) {
      // DeepSeek's `string="true"` says the value is text, whatever it looks like; a JSON string literal is its text.
      if (/string\s*=\s*["']true["']/.test(attributes)) args[key] = value;
      else if (typeof args[key] === 'string' && /^\s*"[\s\S]*"\s*$/.test(value))
        args[key] = jsonString(value) ?? value;
    }
    return { arguments: JSON.stringify(args), cut: parameters.length < opened };
  }
  const elements = readElements(body.trim(), 0);
  if (elements === undefined || elements.entries.length === 0) return undefined;
  if (elements.cut) return { arguments: '{}', cut: true };
  const [only] = elements.entries;
  // One element that is no parameter of the tool, around the parameters (CodeCompanion's
  // `<action>`, an `<arguments>`): its elements are the arguments.
  const entries =
    elements.entries.length === 1 &&
    only &&
    isRecord(only[1]) &&
    !tools.parameterOrder(tool).includes(only[0])
      ? Object.entries(only[1])
      : elements.entries;
  const args: Record<string, unknown> = {};
  for (const [key, value] of entries) {
    const typed =
      typeof value === 'string' ? JSON.parse(typedArguments(tool, [[key, value]], tools))[key] : value;
    add(args, key, typed);
  }
  return { arguments: JSON.stringify(args), cut: false };
}

interface Elements {
  entries: Array<[string, unknown]>;
  cut: boolean;
}

/** `<a>1</a><b><c>x</c></b>`: each element with its text, or the elements inside it as an object. */
function readElements(text: string, depth: number, structure = text): Elements | undefined {
  const read = readSequence(text, 0, depth, structure);
  return read && (read.cut || read.end >= text.trimEnd().length) ? read : undefined;
}

/**
 * The elements written one after another from `from` (blanks between them), up to the first text
 * that is not an element: the tags a family writes its reply in (`<thought>…</thought>
 * <function>get_weather</function><location>Kyoto</location>`), as one record. The tags are looked
 * for in `structure` (the text with its CDATA blanked, so a tag inside CDATA is text), the values
 * taken from `text`. Undefined when no element starts there.
 */
export function readElementRun(
  text: string,
  from: number,
  structure = text,
): { value: Record<string, unknown>; end: number; cut: boolean } | undefined {
  const read = readSequence(text, from, 0, structure);
  if (!read || (read.entries.length === 0 && !read.cut)) return undefined;
  return { value: elementObject(read.entries), end: read.end, cut: read.cut };
}

function readSequence(
  text: string,
  from: number,
  depth: number,
  structure = text,
): (Elements & { end: number }) | undefined {
  if (depth > 16) return undefined;
  const entries: Array<[string, unknown]> = [];
  let pos = from;
  let end = from;
  while (pos < text.length) {
    while (/\s/.test(structure[pos] ?? '')) pos++;
    if (pos >= structure.length || entries.length >= MAX_ELEMENTS) break;
    ELEMENT.lastIndex = pos;
    const open = ELEMENT.exec(structure);
    if (!open) break;
    const [tag = '', name = ''] = [open[1], open[2]];
    const bodyStart = pos + open[0].length;
    const close = closingTag(structure, tag, bodyStart);
    if (close === -1) return { entries, cut: true, end: text.length };
    const inner = text.slice(bodyStart, close);
    const nested =
      /^\s*<[A-Za-z_]/.test(inner) && !/^\s*<!\[CDATA\[/.test(inner)
        ? readElements(inner.trim(), depth + 1, trimmedLike(structure.slice(bodyStart, close), inner))
        : undefined;
    if (nested?.cut) return { entries, cut: true, end: text.length };
    entries.push([name, nested ? elementValue(nested.entries) : xmlText(inner)]);
    pos = close + `</${tag}>`.length;
    end = pos;
  }
  return { entries, cut: false, end };
}

/** `structure` cut as `text` is by its trim (the two have the same length). */
function trimmedLike(structure: string, text: string): string {
  const start = text.length - text.trimStart().length;
  return structure.slice(start, start + text.trim().length);
}

/** Nested elements as an object; a list of `<item>`s as an array. */
function elementValue(entries: Array<[string, unknown]>): unknown {
  if (entries.length > 0 && entries.every(([key]) => key === 'item'))
    return entries.map(([, value]) => typed(value));
  const object: Record<string, unknown> = {};
  for (const [key, value] of entries) add(object, key, typed(value));
  return object;
}

/** Top-level elements as an object, their text kept as text (the tool's schema types it). */
function elementObject(entries: Array<[string, unknown]>): Record<string, unknown> {
  const object: Record<string, unknown> = {};
  for (const [key, value] of entries) add(object, key, value);
  return object;
}

/** Lists made of an element written more than once (as opposed to a value that is a list). */
const REPEATED = new WeakSet<unknown[]>();

/** The same element twice is a list. */
function add(object: Record<string, unknown>, key: string, value: unknown): void {
  const existing = object[key];
  if (!(key in object)) object[key] = value;
  else if (Array.isArray(existing) && REPEATED.has(existing)) existing.push(value);
  else {
    const list = [existing, value];
    REPEATED.add(list);
    object[key] = list;
  }
}

/** A nested element's text as JSON when it reads as a number, boolean or null. */
function typed(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  return /^(?:-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?|true|false|null)$/.test(value.trim())
    ? JSON.parse(value.trim())
    : value;
}

/** Where `</name>` closes the element opened before `from`, counting nested ones of the same name; -1 when it never does. */
function closingTag(text: string, name: string, from: number): number {
  const pattern = new RegExp(`<(/?)${escapeRegExp(name)}>`, 'g');
  pattern.lastIndex = from;
  let depth = 1;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    depth += match[1] === '/' ? -1 : 1;
    if (depth === 0) return match.index;
  }
  return -1;
}

function jsonString(text: string): string | undefined {
  try {
    const value: unknown = JSON.parse(text.trim());
    return typeof value === 'string' ? value : undefined;
  } catch {
    return undefined;
  }
}
