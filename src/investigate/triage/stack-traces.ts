/**
 * Stack-trace frames in an error response, as file and line. Frameworks in debug mode (and some
 * careless error handlers in production) put the trace in the body or its headers: a Spring
 * `trace` field, a Django or Werkzeug debug page, a Go panic written to the response, Laravel's
 * JSON, .NET's ProblemDetails. Each family of traces has its reader (`traces/registry.ts`); this
 * module turns the body into what they read and puts their frames together, the culprit first.
 */
import { stripVTControlCharacters } from 'node:util';
import type { CodeLocation } from './types.js';
import type { Frame, TraceInput } from './traces/frame.js';
import { TRACE_READERS } from './traces/registry.js';
import { readHtml } from './html.js';
import {
  capped,
  expandJsonStrings,
  jsonStrings,
  looksLikeHtml,
  looksLikeJson,
  parseJsonContainer,
  readFormBody,
  unescapeJsonText,
} from './text.js';

/** More frames than this add nothing a reader would follow. */
export const MAX_LOCATIONS = 50;

/** Every frame in a body and its headers, each once, in the order the readers give them. */
export function readFrames(body: string, headers: Readonly<Record<string, string>> = {}): Frame[] {
  if (typeof body !== 'string') return [];
  const input = traceInput(capped(body), headers);
  const claimed = new Set<number>();
  const seen = new Set<string>();
  const frames: Frame[] = [];
  for (const reader of TRACE_READERS) {
    const read = reader.read(input).filter((frame) => frame.at < 0 || !claimed.has(frame.at));
    for (const frame of read) {
      if (frame.at >= 0) claimed.add(frame.at);
      const key = `${frame.location.language}\u0000${frame.location.file}\u0000${frame.location.line}`;
      if (seen.has(key)) continue;
      seen.add(key);
      frames.push(frame);
    }
  }
  return frames;
}

/**
 * The frames of the API's own code, the culprit first; the dependencies' frames only when there
 * is nothing else.
 */
export function extractStackLocations(
  text: string,
  headers: Readonly<Record<string, string>> = {},
): CodeLocation[] {
  const frames = readFrames(text, headers);
  const own = frames.filter((frame) => !frame.dependency);
  return (own.length > 0 ? own : frames).slice(0, MAX_LOCATIONS).map((frame) => frame.location);
}

/**
 * The body as readers see it: JSON parsed (with the documents its strings hold) and its strings as
 * lines, form-encoded bodies as their decoded values, HTML pages as their text,
 * terminal colour codes gone (a trace a coloured logger wrote keeps its escapes, in text and in
 * JSON strings alike).
 */
function traceInput(text: string, headers: Readonly<Record<string, string>>): TraceInput {
  const lowered: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) lowered[name.toLowerCase()] = value;
  const parsed = parseJsonContainer(text);
  const json = parsed === undefined ? undefined : expandJsonStrings(parsed);
  const form = json === undefined ? readFormBody(text) : undefined;
  let readable: string;
  if (json !== undefined) readable = jsonStrings(json);
  else if (looksLikeJson(text)) readable = unescapeJsonText(text);
  else if (form !== undefined) readable = form;
  else if (looksLikeHtml(text)) readable = readHtml(text).text;
  else readable = text;
  const input: TraceInput = { lines: stripVTControlCharacters(readable).split(/\r?\n|\r/), headers: lowered };
  if (json !== undefined) input.json = json;
  return input;
}
