/**
 * What an API said about its own failure, read from the response body: the message, the error's
 * type and the fields it blamed. Error bodies come in a handful of shapes — RFC 7807 problem
 * details, `{error: …}` in its flat and nested forms, lists of field errors, the defaults of Spring
 * Boot, Django REST framework, Rails and FastAPI — and, when the framework gave up on JSON, an HTML
 * or text page whose first meaningful line says what happened.
 */
import { isRecord } from '../../util/document.js';
import { clip, collapse } from '../../util/text.js';
import type { ErrorContext } from './types.js';
import { readHtml } from './html.js';
import { capped, looksLikeHtml, looksLikeJson, parseJsonContainer } from './text.js';

const MESSAGE_LIMIT = 500;
/** Longer lines are data, not an exception line; skipping them keeps every pattern linear. */
const MAX_LINE = 2000;
const MAX_FIELDS = 50;

/** An error context and whether the body announced itself as an error (an `error`/`errors` key, a problem document). */
export interface ReadContext {
  context: ErrorContext;
  explicit: boolean;
}

export function extractErrorContext(body: string): ErrorContext | undefined {
  return readErrorContext(body)?.context;
}

/**
 * The error context of a body; `json` is the already parsed body when the caller has it. Never
 * throws: a body nobody can read has no context.
 */
export function readErrorContext(body: string, json?: unknown): ReadContext | undefined {
  try {
    if (typeof body !== 'string') return undefined;
    const text = capped(body);
    const value = json !== undefined ? json : (parseJsonContainer(text) ?? parseJsonString(text));
    if (value !== undefined) return fromJson(value);
    if (looksLikeJson(text)) return fromTruncatedJson(text);
    if (looksLikeHtml(text)) return fromHtml(text);
    return fromText(text);
  } catch {
    return undefined;
  }
}

// ------------------------------------------------------------------ JSON

function fromJson(value: unknown): ReadContext | undefined {
  if (typeof value === 'string') return finish({ message: value }, false);
  if (Array.isArray(value)) {
    const list = readErrorList(value);
    return finish({ message: list.message, type: list.type, fields: list.fields }, false);
  }
  if (!isRecord(value)) return undefined;
  return fromObject(value);
}

function fromObject(body: Record<string, unknown>): ReadContext | undefined {
  const context: ErrorContext = {};
  const fields: Record<string, unknown> = {};
  let explicit = false;

  // RFC 7807 / 9457 problem details: a title plus at least one of its sibling members.
  const title = text(body.title);
  if (
    title !== undefined &&
    (body.type !== undefined || body.status !== undefined || body.detail !== undefined)
  ) {
    explicit = true;
    context.message = text(body.detail) ?? title;
    const type = text(body.type);
    context.type = type !== undefined && type !== 'about:blank' ? type : title;
    for (const key of ['errors', 'invalid-params', 'invalid_params', 'violations']) {
      Object.assign(fields, readErrorList(body[key]).fields);
    }
  }

  // Django REST framework `{detail: "…"}`; FastAPI `{detail: [{loc, msg, type}]}`.
  if (Array.isArray(body.detail)) {
    explicit = true;
    const list = readErrorList(body.detail);
    Object.assign(fields, list.fields);
    context.message ??= list.message;
    context.type ??= list.type;
  } else if (context.message === undefined && text(body.detail) !== undefined) {
    context.message = text(body.detail);
  }

  const error = body.error;
  if (text(error) !== undefined) {
    explicit = true;
    const description = text(body.error_description);
    if (description !== undefined) {
      // OAuth 2.0: `error` is the code, `error_description` the sentence.
      context.message ??= description;
      context.type ??= text(error);
    } else if (usefulMessage(body.message) !== undefined) {
      // Spring Boot: `error` is only the reason phrase; the exception names the type.
      context.message ??= usefulMessage(body.message);
      context.type ??= text(body.exception) ?? exceptionOf(body.trace)?.type ?? text(error);
    } else {
      const thrown = exceptionOf(body.trace) ?? inspectedException(body.exception);
      context.message ??= thrown?.message ?? text(error);
      context.type ??= thrown?.type ?? text(body.exception);
    }
  } else if (isRecord(error)) {
    // `{error: {message, type, code}}` (OpenAI, Stripe, Google APIs and many more).
    explicit = true;
    context.message ??= text(error.message) ?? text(error.detail) ?? text(error.description);
    context.type ??= text(error.type) ?? code(error.code) ?? text(error.status) ?? text(error.name);
    for (const key of ['errors', 'details', 'fields'])
      Object.assign(fields, readErrorList(error[key]).fields);
    // OpenAI and Stripe name the one offending parameter beside the message.
    const param = text(error.param);
    if (param !== undefined && context.message !== undefined) addField(fields, param, context.message);
  }

  const errors = body.errors;
  if (Array.isArray(errors) || isRecord(errors)) {
    explicit = true;
    const list = readErrorList(errors);
    Object.assign(fields, list.fields);
    context.message ??= usefulMessage(body.message) ?? list.message;
    context.type ??= list.type;
  }

  // `{message, code}`, serialised exceptions `{name, message, stack}`, and their relatives.
  context.message ??=
    usefulMessage(body.message) ??
    text(body.msg) ??
    text(body.error_message) ??
    text(body.errorMessage) ??
    text(body.description);
  if (context.message !== undefined) {
    context.type ??=
      text(body.exception) ??
      text(body.exceptionType) ??
      text(body.error_type) ??
      text(body.errorType) ??
      code(body.code) ??
      code(body.error_code) ??
      code(body.errorCode) ??
      exceptionName(text(body.name)) ??
      exceptionOf(body.stack)?.type ??
      exceptionOf(body.trace)?.type ??
      text(body.type);
  }

  // Django REST framework and Rails validation errors: the body is a map of field → messages.
  if (context.message === undefined && Object.keys(fields).length === 0) {
    const map = readFieldMap(body);
    if (map !== undefined) {
      Object.assign(fields, map.fields);
      context.message = map.message;
    }
  }

  if (Object.keys(fields).length > 0) context.fields = fields;
  return finish(context, explicit);
}

interface ErrorList {
  message?: string;
  type?: string;
  fields: Record<string, unknown>;
}

const FIELD_KEYS = [
  'field',
  'fieldName',
  'param',
  'parameter',
  'name',
  'property',
  'propertyPath',
  'attribute',
  'key',
  'path',
  'pointer',
  'loc',
];
const MESSAGE_KEYS = [
  'message',
  'msg',
  'detail',
  'reason',
  'defaultMessage',
  'description',
  'title',
  'error',
];

/**
 * A list of errors (`[{field, message}]`, `[{loc, msg, type}]`, JSON:API `[{source: {pointer}, detail}]`,
 * GraphQL `[{message, path, extensions: {code}}]`, plain strings) or a Rails map
 * `{field: ["…"]}`: messages tied to a field go to `fields`, the rest make the message.
 */
function readErrorList(value: unknown): ErrorList {
  const fields: Record<string, unknown> = {};
  if (isRecord(value)) return { fields: readFieldMap(value)?.fields ?? {} };
  if (!Array.isArray(value)) return { fields };
  const general: string[] = [];
  const types: string[] = [];
  for (const item of value.slice(0, MAX_FIELDS)) {
    if (typeof item === 'string') {
      if (item.trim() !== '') general.push(item.trim());
      continue;
    }
    if (!isRecord(item)) continue;
    const source = isRecord(item.source) ? item.source : {};
    const field = fieldName(
      FIELD_KEYS.map((key) => item[key]).find((candidate) => fieldName(candidate) !== undefined) ??
        source.pointer ??
        source.parameter,
    );
    const message = MESSAGE_KEYS.map((key) => text(item[key])).find((candidate) => candidate !== undefined);
    const extensions = isRecord(item.extensions) ? item.extensions : {};
    const type = text(item.type) ?? code(item.code) ?? code(extensions.code);
    if (type !== undefined && !types.includes(type)) types.push(type);
    if (field !== undefined && message !== undefined) addField(fields, field, message);
    else if (message !== undefined) general.push(message);
  }
  const list: ErrorList = { fields };
  if (general.length > 0)
    list.message = general.length === 1 ? general[0] : `${general[0]} (and ${general.length - 1} more)`;
  if (types.length > 0) list.type = types.join(', ');
  return list;
}

/**
 * A body that is only field → messages (`{"price": ["A valid number is required."]}`), nested
 * objects flattened to paths (`items[0].price`). `non_field_errors` and `__all__` are the message.
 */
function readFieldMap(
  body: Record<string, unknown>,
): { fields: Record<string, unknown>; message?: string } | undefined {
  const fields: Record<string, unknown> = {};
  let message: string | undefined;
  let valid = true;
  const visit = (node: unknown, path: string, depth: number): void => {
    if (!valid) return;
    const messages = messagesOf(node);
    if (messages !== undefined) {
      if (path === 'non_field_errors' || path === '__all__' || path === 'base')
        message ??= messages.join('; ');
      else addField(fields, path, messages.join('; '));
      return;
    }
    if (depth > 4) return;
    if (isRecord(node) && Object.keys(node).length > 0) {
      for (const [key, child] of Object.entries(node))
        visit(child, path === '' ? key : `${path}.${key}`, depth + 1);
    } else if (Array.isArray(node) && node.length > 0 && node.every((item) => isRecord(item))) {
      node.forEach((child, index) => {
        if (Object.keys(child as object).length > 0) visit(child, `${path}[${index}]`, depth + 1);
      });
    } else {
      valid = false;
    }
  };
  if (Object.keys(body).length === 0) return undefined;
  visit(body, '', 0);
  if (!valid || (Object.keys(fields).length === 0 && message === undefined)) return undefined;
  return message === undefined ? { fields } : { fields, message };
}

/** A non-empty list of strings (or one string inside a list), the way validation messages come. */
function messagesOf(node: unknown): string[] | undefined {
  if (!Array.isArray(node) || node.length === 0) return undefined;
  if (!node.every((item) => typeof item === 'string')) return undefined;
  return node.map((item) => (item as string).trim()).filter((item) => item !== '');
}

function addField(fields: Record<string, unknown>, field: string, message: string): void {
  if (Object.keys(fields).length >= MAX_FIELDS && !(field in fields)) return;
  const existing = fields[field];
  fields[field] = typeof existing === 'string' ? `${existing}; ${message}` : clip(message, MESSAGE_LIMIT);
}

/** `"price"`, `["body", "price"]` → `body.price`, `"/data/attributes/price"` stays a pointer. */
function fieldName(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim() === '' ? undefined : value.trim();
  if (
    Array.isArray(value) &&
    value.length > 0 &&
    value.every((part) => typeof part === 'string' || typeof part === 'number')
  ) {
    return value
      .map((part, index) => (typeof part === 'number' ? `[${part}]` : index === 0 ? part : `.${part}`))
      .join('');
  }
  return undefined;
}

function text(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

/** Codes are strings or numbers (`"out_of_stock"`, `4001`). */
function code(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return text(value);
}

/** Spring Boot writes `No message available` (and an empty string) when it hides the message. */
function usefulMessage(value: unknown): string | undefined {
  const message = text(value);
  return message === undefined || /^no message available$/i.test(message) ? undefined : message;
}

// ------------------------------------------------------------------ exception lines

/** `Error`, `TypeError`, `java.lang.IllegalStateException`, `ActiveRecord::RecordNotFound`, `psycopg2.errors.UniqueViolation`. */
const EXCEPTION_NAME =
  /^(?:[A-Za-z_$][\w$]*(?:\.|::))*(?:[A-Z][\w$]*(?:Error|Exception|Fault|Failure|Violation|Exit|Interrupt|NotFound|Invalid|Timeout|Denied)|Error|[A-Z][\w$]*Error[\w$]*)$/;

function exceptionName(name: string | undefined): string | undefined {
  return name !== undefined && EXCEPTION_NAME.test(name) ? name : undefined;
}

/**
 * The exception a trace or a line announces: `java.lang.NullPointerException: Cannot invoke …`,
 * `TypeError: Cannot read properties of undefined`, `panic: runtime error: …`,
 * `undefined method 'price' for nil (NoMethodError)`.
 */
export function parseExceptionLine(line: string): { type?: string; message?: string } | undefined {
  const trimmed = line.trim();
  if (trimmed.length > MAX_LINE) return undefined;
  const panic = /^panic:\s*(.+)$/.exec(trimmed);
  if (panic?.[1] !== undefined) return { type: 'panic', message: panic[1].replace(/\s*\[recovered\]$/, '') };
  // Node adds a code: `TypeError [ERR_INVALID_ARG_TYPE]: The "path" argument must be …`.
  const prefixed = /^([\w$.:]+?)(?:\s+\[[\w-]+\])?(?::\s+(.*))?$/.exec(trimmed);
  if (prefixed?.[1] !== undefined && exceptionName(prefixed[1]) !== undefined) {
    const message = prefixed[2]?.trim();
    return message ? { type: prefixed[1], message } : { type: prefixed[1] };
  }
  // Ruby: `app/models/product.rb:10:in 'price': undefined method '*' for nil (NoMethodError)`.
  const ruby = /^(?:\S+:\d+:in [`'][^']*':\s+)?(.+?)\s+\(([A-Z][\w:]*)\)$/.exec(trimmed);
  if (ruby?.[1] !== undefined && ruby[2] !== undefined && exceptionName(ruby[2]) !== undefined) {
    return { type: ruby[2], message: ruby[1] };
  }
  return undefined;
}

/** Rails' debug JSON: `"exception": "#<NoMethodError: undefined method 'price' for nil>"`. */
function inspectedException(value: unknown): { type?: string; message?: string } | undefined {
  const match = /^#<([A-Z]\w*(?:::[A-Z]\w*)*):\s([\s\S]*)>$/.exec(text(value) ?? '');
  if (match?.[1] === undefined) return undefined;
  return match[2] ? { type: match[1], message: match[2] } : { type: match[1] };
}

function exceptionOf(trace: unknown): { type?: string; message?: string } | undefined {
  const first = text(trace)?.split(/\r?\n/, 1)[0];
  return first === undefined ? undefined : parseExceptionLine(first);
}

/** A body that is one JSON string (`"Service unavailable"`), or undefined. */
function parseJsonString(text: string): string | undefined {
  const trimmed = text.trim();
  if (!trimmed.startsWith('"')) return undefined;
  try {
    const value: unknown = JSON.parse(trimmed);
    return typeof value === 'string' ? value : undefined;
  } catch {
    return undefined;
  }
}

// ------------------------------------------------------------------ truncated JSON

/**
 * A JSON body cut off before its end (bodies are truncated for reports, and Spring's `trace` makes
 * them long): the leading string members are still readable one by one.
 */
function fromTruncatedJson(body: string): ReadContext | undefined {
  const members: Record<string, unknown> = {};
  // The last member may be the one cut off: its string runs to the end of the body.
  const member = /"([A-Za-z_][\w-]*)"\s*:\s*"((?:[^"\\]|\\.)*)("|\\?$)/g;
  for (const match of body.matchAll(member)) {
    const [, key = '', content = ''] = match;
    if (key in members) continue;
    try {
      members[key] = JSON.parse(`"${content}"`) as unknown;
    } catch {
      // A malformed or cut escape (`\u00`): skip the member.
    }
  }
  return Object.keys(members).length === 0 ? undefined : fromObject(members);
}

// ------------------------------------------------------------------ HTML and text

function fromHtml(html: string): ReadContext | undefined {
  const page = readHtml(html);
  const title = page.title;
  if (title !== undefined) {
    // Werkzeug's debugger: `ZeroDivisionError: division by zero // Werkzeug Debugger`.
    const werkzeug = /^(.*?)\s*\/\/\s*Werkzeug Debugger$/.exec(title);
    if (werkzeug?.[1]) return finish(fromLine(werkzeug[1]), false);
    // Django's technical 500 page: `ZeroDivisionError at /products/1`, the value in its own block.
    const django = /^(\S+) at \/\S*$/.exec(title);
    if (django?.[1] !== undefined && exceptionName(django[1]) !== undefined) {
      const value = page.byClass('exception_value');
      return finish(value === undefined ? { type: django[1] } : { type: django[1], message: value }, false);
    }
  }
  const lines = [title, ...page.text.split(/\r?\n/)].filter((line): line is string => line !== undefined);
  return fromLines(lines);
}

/** Bodies where this share of characters is control bytes or undecodable are binary, not messages. */
const BINARY_SHARE = 0.1;
// Control characters are exactly what these two look for.
// eslint-disable-next-line no-control-regex
const BINARY_CHARACTERS = /[\u0000-\u0008\u000e-\u001f\ufffd]/g;
// eslint-disable-next-line no-control-regex
const UNPRINTABLE = /[\u0000-\u0008\u000b-\u001f\u007f\ufffd]/g;

function fromText(body: string): ReadContext | undefined {
  const sample = body.slice(0, 4096);
  const binary = sample.match(BINARY_CHARACTERS)?.length ?? 0;
  if (binary > sample.length * BINARY_SHARE) return undefined;
  const lines = body.split(/\r?\n|\r/);
  // A Python traceback names the exception after its frames, on the first line back at the margin.
  const start = lines.findIndex((line) => line.startsWith('Traceback (most recent call last)'));
  if (start >= 0) {
    const last = lines
      .slice(start + 1)
      .find((line) => /^\S/.test(line) && parseExceptionLine(line) !== undefined);
    if (last !== undefined) return finish(fromLine(last), false);
  }
  return fromLines(lines);
}

/**
 * The first line with something to say. An exception line with its message wins at once; a bare
 * heading (`Error`, `ZeroDivisionError`) only counts when nothing better follows.
 */
function fromLines(lines: readonly string[]): ReadContext | undefined {
  let fallback: ErrorContext | undefined;
  for (const raw of lines.slice(0, 200)) {
    const line = collapse(raw.slice(0, MAX_LINE).replace(UNPRINTABLE, ' '));
    // Checked before isMeaningful: Ruby's first backtrace line starts with a location.
    const thrown = parseExceptionLine(line);
    if (thrown?.message !== undefined) return finish(thrown, false);
    if (thrown !== undefined) {
      fallback ??= thrown;
      continue;
    }
    if (!isMeaningful(line)) continue;
    if (/^(?:error|an error occurred)\.?$/i.test(line)) {
      fallback ??= { message: line };
      continue;
    }
    return finish({ message: line }, false);
  }
  return fallback === undefined ? undefined : finish(fallback, false);
}

function isMeaningful(line: string): boolean {
  if (line.length < 2 || !/\p{L}/u.test(line)) return false;
  if (/^(?:<!doctype|<\?xml|goroutine \d+ \[|Traceback \(most recent call last\))/i.test(line)) return false;
  // Frames are locations, not messages.
  return !/^(?:at\s+\S.*[:(]\d+|File "[^"]+", line \d+|(?:from\s+)?\S+\.(?:go|rb):\d+)/.test(line);
}

function fromLine(line: string): ErrorContext {
  const parsed = parseExceptionLine(line);
  if (parsed?.type !== undefined) return parsed.message === undefined ? { type: parsed.type } : parsed;
  return { message: line };
}

function finish(context: ErrorContext, explicit: boolean): ReadContext | undefined {
  const result: ErrorContext = {};
  const message = context.message === undefined ? undefined : collapse(context.message);
  if (message) result.message = clip(message, MESSAGE_LIMIT);
  const type = context.type === undefined ? undefined : collapse(context.type);
  if (type) result.type = clip(type, 200);
  if (context.fields !== undefined && Object.keys(context.fields).length > 0) {
    result.fields = context.fields;
    result.message ??= `validation failed for ${Object.keys(context.fields).join(', ')}`;
  }
  if (Object.keys(result).length === 0) return undefined;
  return { context: result, explicit };
}
