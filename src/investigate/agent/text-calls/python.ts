/**
 * Calls written as Python: `get_weather(city="Paris", days=3)`, as pythonic dialects (Llama 3.2/4,
 * Gorilla, Gemma's tool_code, Llama 3.1's built-in tools) write them. Values are Python literals
 * (strings in either quotes, numbers, True/False/None, lists, dicts), read through the one JSON
 * repair step.
 */
import { isRecord } from '../../../util/document.js';
import { findClosing, parseRepaired } from './json.js';
import type { ToolNames } from './names.js';
import { TYPE_NAME } from './shapes.js';
import type { TextCall } from './types.js';

export interface PythonCall {
  /** As written, dots and all (`default_api.get_weather`, `brave_search.call`). */
  name: string;
  /** Keyword arguments by name; positional ones as `undefined` keys, in order. */
  keywords: Record<string, unknown>;
  positional: unknown[];
  end: number;
}

export type PythonRead = PythonCall | { truncated: true; name: string } | undefined;

const NAME = /[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)*/y;
/**
 * `city="Paris"`, and `city: "Paris"` as models also write it: outside braces a colon only ever
 * names an argument.
 */
const KEYWORD = /^\s*([A-Za-z_]\w*)\s*(=(?!=)|:)\s*([\s\S]*)$/;

/** The call expression starting at `at`; `truncated` when its parenthesis never closes. */
export function readPythonCall(text: string, at: number): PythonRead {
  NAME.lastIndex = at;
  const name = NAME.exec(text)?.[0];
  if (!name) return undefined;
  let open = at + name.length;
  while (text[open] === ' ') open++;
  if (text[open] !== '(') return undefined;
  const close = findClosing(text, open);
  if (close === -1) return { truncated: true, name };
  const keywords: Record<string, unknown> = {};
  const positional: unknown[] = [];
  for (const piece of splitTopLevel(text.slice(open + 1, close))) {
    if (piece.trim() === '') continue;
    const keyword = KEYWORD.exec(piece);
    // `location: str` declares a parameter: the line is a signature, not a call.
    if (keyword?.[2] === ':' && TYPE_NAME.test((keyword[3] ?? '').trim())) return undefined;
    const value = pythonValue(keyword ? (keyword[3] ?? '') : piece);
    if (value === undefined) return undefined;
    if (keyword?.[1]) keywords[keyword[1]] = value.value;
    else positional.push(value.value);
  }
  return { name, keywords, positional, end: close + 1 };
}

/** A Python literal as JSON; undefined for expressions that are not literals (`a + b`, `x.y`). */
export function pythonValue(raw: string): { value: unknown } | undefined {
  const text = raw.trim();
  const triple = /^("""|''')([\s\S]*)\1$/.exec(text);
  if (triple) return { value: triple[2] ?? '' };
  if (text === '' || /^[A-Za-z_][\w.]*\s*[-+*/(]/.test(text)) return undefined;
  return parseRepaired(text);
}

/** Splits at commas outside brackets and strings. */
export function splitTopLevel(text: string): string[] {
  const pieces: string[] = [];
  let depth = 0;
  let quote: string | undefined;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = undefined;
      continue;
    }
    if (c === '"' || c === "'") quote = c;
    else if (c === '(' || c === '[' || c === '{') depth++;
    else if (c === ')' || c === ']' || c === '}') depth--;
    else if (c === ',' && depth === 0) {
      pieces.push(text.slice(start, i));
      start = i + 1;
    }
  }
  pieces.push(text.slice(start));
  return pieces;
}

/**
 * The call as a tool call: keyword arguments as an object; one positional value as the object it
 * is, or as the tool's only parameter. Llama 3.1's built-ins are written `brave_search.call(…)`.
 */
export function pythonTextCall(call: PythonCall, tools: ToolNames): TextCall {
  const name = tools.resolve(call.name.replace(/\.call$/, ''));
  const [only, ...more] = call.positional;
  if (call.positional.length === 0 || more.length > 0 || Object.keys(call.keywords).length > 0)
    return { name, arguments: JSON.stringify(call.keywords) };
  if (isRecord(only)) return { name, arguments: JSON.stringify(only) };
  const parameter = tools.soleParameter(name);
  return { name, arguments: JSON.stringify(parameter ? { [parameter]: only } : only) };
}
