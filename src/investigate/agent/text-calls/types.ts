/**
 * The contract of a text-call recogniser: one dialect family (a model's chat template, a serving
 * stack's parser) read from a message's text. Each family lives in one file of this folder and is
 * listed once in ./registry.ts, so a dialect is added or retired in one place.
 */
import { findClosing } from './json.js';
import type { ToolNames } from './names.js';

/** A call read from text, before ids are given. `arguments` is JSON text. */
export interface TextCall {
  name: string;
  arguments: string;
}

/**
 * A call and where it stands in the text: where it starts (a call that starts in documentation is
 * not run) and where its markup ends (what a message says after its last call is judged by it).
 */
export interface FoundCall extends TextCall {
  at: number;
  end: number;
}

/**
 * What a recogniser found: calls; an attempt it could not read or that was cut off (explained for
 * the model, and never run); or nothing of its dialect.
 */
export type Recognition =
  | { kind: 'calls'; calls: FoundCall[] }
  | { kind: 'attempted'; problem: string; at: number; cut: boolean }
  | { kind: 'none' };

export interface Recogniser {
  /** The family, as the README and the corpus name it. */
  readonly dialect: string;
  recognise(text: string, tools: ToolNames): Recognition;
}

export const NONE: Recognition = { kind: 'none' };

export function attempted(problem: string, at: number, cut = false): Recognition {
  return { kind: 'attempted', problem, at, cut };
}

/**
 * Collects a recogniser's findings in text order: the calls, unless one of its calls was cut off
 * or unreadable, in which case none of them runs (half a batch of calls is not what was meant).
 */
export class Findings {
  private readonly calls: FoundCall[] = [];
  private problem: { problem: string; at: number; cut: boolean } | undefined;

  add(call: TextCall, at: number, end: number): void {
    this.calls.push({ ...call, at, end });
  }

  fail(problem: string, at: number): void {
    this.problem ??= { problem, at, cut: false };
  }

  /** A call whose end is missing: the same words in every dialect. */
  cut(what: string, at: number): void {
    if (!this.problem?.cut) this.problem = { problem: `${what} was cut off before its end`, at, cut: true };
  }

  result(): Recognition {
    if (this.problem) return attempted(this.problem.problem, this.problem.at, this.problem.cut);
    return this.calls.length > 0 ? { kind: 'calls', calls: this.calls.sort((a, b) => a.at - b.at) } : NONE;
  }
}

/** A marked block: from its opening marker to its closing one, or to the next opening, or the end. */
export interface Block {
  start: number;
  bodyStart: number;
  bodyEnd: number;
  end: number;
  closed: boolean;
  open: RegExpExecArray;
}

/**
 * The blocks `open` … `close` of `text`. A JSON value right after an opening marker is read whole
 * first, so a marker written inside one of its strings (`"content": "end with </tool_call>"`) is
 * text, neither the block's end nor another block's start; so is a marker inside a span `opaque`
 * matches (a dialect's value elements, CDATA).
 */
export function blocks(text: string, open: RegExp, close: RegExp, opaque?: RegExp): Block[] {
  const global = new RegExp(open.source, open.flags.includes('g') ? open.flags : `${open.flags}g`);
  // Markers are looked for in a copy whose opaque spans are blanked, so every index stays in place.
  const searched = opaque
    ? text.replace(new RegExp(opaque.source, 'g'), (span) => ' '.repeat(span.length))
    : text;
  const found: Block[] = [];
  for (let from = 0; from <= text.length;) {
    global.lastIndex = from;
    const match = global.exec(searched);
    if (!match) break;
    const bodyStart = match.index + match[0].length;
    const searchFrom = jsonEnd(text, bodyStart) ?? bodyStart;
    global.lastIndex = searchFrom;
    const next = global.exec(searched)?.index ?? text.length;
    const closing = close.exec(searched.slice(searchFrom, next));
    const bodyEnd = closing ? searchFrom + closing.index : next;
    const end = closing ? bodyEnd + closing[0].length : next;
    found.push({ start: match.index, bodyStart, bodyEnd, end, closed: closing !== null, open: match });
    from = Math.max(end, bodyStart + (match[0].length === 0 ? 1 : 0));
  }
  return found;
}

/** Where the JSON value starting at `at` (after blanks and a fence's opening) ends; undefined when there is none or it never closes. */
function jsonEnd(text: string, at: number): number | undefined {
  const start = /^\s*(?:```[\w-]*\s*)?/.exec(text.slice(at, at + 64))?.[0].length ?? 0;
  const c = text[at + start];
  if (c !== '{' && c !== '[') return undefined;
  const close = findClosing(text, at + start);
  return close === -1 ? undefined : close + 1;
}
