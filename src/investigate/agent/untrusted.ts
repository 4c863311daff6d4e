/**
 * Everything a model did not write itself is data: API answers, error pages, files, spec text, and
 * whatever a patched service prints. It reaches the model only inside the data frame (history.ts),
 * and this module remembers all of it, decoded (util/decoded.ts), so that nothing in it can come back
 * as a tool call or as a fix:
 *
 * - a tool call the model wrote as text that repeats a call written in data is a quotation, not
 *   the model's call (`callSource`);
 * - a write whose new lines repeat text from an API answer, a page or a log is that text, whoever
 *   asked for it (`quotation`). The repository's own files are not counted there: a fix rightly
 *   repeats code of the files it reads.
 */
import { base64Texts, comparable, decoded } from '../../util/decoded.js';
import { escapeRegExp } from '../../util/text.js';
import { framedData } from './history.js';
import type { ToolCall } from './types.js';

/** Where a piece of data came from, for the message that names it. */
export interface DataPart {
  readonly data: string;
  /** e.g. `the answer of GET /books`, `the patched service's log`. */
  readonly source: string;
}

/** A message Falcon writes to a model: its own words, and data framed as data. */
export type Prompt = ReadonlyArray<string | DataPart>;

export function untrusted(data: string, source: string): DataPart {
  return { data, source };
}

/** The prompt as text, each data part in the frame of `tag`. */
export function renderPrompt(prompt: Prompt, tag: string): string {
  return prompt.map((part) => (typeof part === 'string' ? part : framedData(part.data, tag))).join('\n\n');
}

/** Every part of `prompt` through `edit` (redaction), data parts staying data. */
export function mapPrompt(prompt: Prompt, edit: (text: string) => string): Prompt {
  return prompt.map((part) => (typeof part === 'string' ? edit(part) : { ...part, data: edit(part.data) }));
}

/** What kind of text data is: the repository's own files, or anything else. */
export type DataKind = 'repository' | 'external';

/** How much decoded text is kept, newest first; older data goes once past it. */
const KEPT_CHARS = 4_000_000;
/**
 * A write repeats external data when a run this long of its new text (decoded, without white space)
 * is covered by pieces of that data, each at least QUOTED_PIECE long: so a payload split across
 * several answers is found as well as one shown whole.
 */
export const QUOTED_RUN = 24;
const QUOTED_PIECE = 12;

interface Remembered {
  source: string;
  kind: DataKind;
  /** Decoded, white space kept: where call shapes are looked for. */
  decoded: string;
  /** Decoded, without white space: where values and runs are looked for. */
  comparable: string;
}

/** What a model has been shown that it did not write, in one investigation. */
export class ShownData {
  private readonly remembered: Remembered[] = [];
  private size = 0;
  /** The external data as one text, made when first asked for after a change. */
  private corpus: string | undefined;

  add(text: string, source: string, kind: DataKind = 'external'): void {
    if (text.trim() === '') return;
    this.corpus = undefined;
    for (const variant of [text, ...base64Texts(text)]) {
      const entry = { source, kind, decoded: decoded(variant), comparable: comparable(variant) };
      this.remembered.push(entry);
      this.size += entry.decoded.length + entry.comparable.length;
    }
    while (this.size > KEPT_CHARS && this.remembered.length > 1) {
      const dropped = this.remembered.shift()!;
      this.size -= dropped.decoded.length + dropped.comparable.length;
    }
  }

  addPrompt(prompt: Prompt): void {
    for (const part of prompt) if (typeof part !== 'string') this.add(part.data, part.source);
  }

  /**
   * Where data holds `call` already: the tool's name in a call's shape and every argument value,
   * however escaped. Undefined when the call is the model's own.
   */
  callSource(call: ToolCall): string | undefined {
    const shaped = callShape(call.name);
    const values = leafValues(call.arguments)
      .map(comparable)
      .filter((value) => value !== '');
    return this.remembered.find(
      (entry) => shaped.test(entry.decoded) && values.every((value) => entry.comparable.includes(value)),
    )?.source;
  }

  /**
   * The first run of `added` (the lines a write adds) that repeats external data, with where that
   * data came from; undefined when the lines are the model's own.
   */
  quotation(added: string): { source: string; run: string } | undefined {
    const text = comparable(added);
    if (text.length < QUOTED_RUN) return undefined;
    const corpus = this.externalCorpus();
    let runStart = 0;
    let coveredUntil = -1;
    for (let start = 0; start + QUOTED_PIECE <= text.length; start++) {
      if (!corpus.includes(text.slice(start, start + QUOTED_PIECE))) continue;
      if (start > coveredUntil) runStart = start;
      coveredUntil = start + QUOTED_PIECE;
      if (coveredUntil - runStart < QUOTED_RUN) continue;
      // Extend the run as far as it goes, for the message.
      let end = coveredUntil;
      while (end < text.length && corpus.includes(text.slice(end - QUOTED_PIECE + 1, end + 1))) end++;
      const run = text.slice(runStart, end);
      const first = text.slice(runStart, runStart + QUOTED_PIECE);
      const source =
        this.remembered.find((entry) => entry.kind === 'external' && entry.comparable.includes(first))
          ?.source ?? 'data you were shown';
      return { source, run };
    }
    return undefined;
  }

  /** All external data, decoded, as one text: pieces never run into each other across the separator. */
  private externalCorpus(): string {
    this.corpus ??= this.remembered
      .filter((entry) => entry.kind === 'external')
      .map((entry) => entry.comparable)
      .join('\u0000');
    return this.corpus;
  }
}

/** The name where each text dialect (./text-calls/) writes it, as a pattern over decoded text. */
function callShape(name: string): RegExp {
  const escaped = escapeRegExp(name);
  return new RegExp(
    [
      `"(?:name|tool_name|tool|function|action)"\\s*:\\s*"(?:functions\\.)?${escaped}"`,
      `<function=${escaped}\\b`,
      `<invoke name=["']${escaped}`,
      `\\b${escaped}\\s*\\(`,
      `functions\\.${escaped}\\b`,
      `Action:\\s*${escaped}\\b`,
      `<tool_call>\\s*${escaped}\\b`,
      `\\[TOOL_CALLS\\]\\s*${escaped}\\b`,
      `tool[▁_ ]sep[｜|]>\\s*(?:function\\s+)?${escaped}\\b`,
      `tool[▁_ ]call[▁_ ]begin[｜|]>\\s*${escaped}\\b`,
      `>>>\\s*${escaped}\\b`,
      `<\\|recipient\\|>\\s*${escaped}\\b`,
      `call:${escaped}\\{`,
      `<<function>>\\s*\\[?${escaped}\\b`,
    ].join('|'),
  );
}

/** The string and number values of the call's arguments, however deep. */
function leafValues(argumentsText: string): string[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(argumentsText);
  } catch {
    return argumentsText.trim() === '' ? [] : [argumentsText];
  }
  const values: string[] = [];
  const pending: unknown[] = [parsed];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string' && value !== '') values.push(value);
    else if (typeof value === 'number') values.push(String(value));
    else if (Array.isArray(value)) pending.push(...value);
    else if (value !== null && typeof value === 'object') pending.push(...Object.values(value));
  }
  return values;
}
