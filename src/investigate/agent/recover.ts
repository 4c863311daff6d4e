/**
 * Tool calls written as text, by models (or servers) without native tool calling. Recognised styles:
 *
 * - ReAct:        `Thought: …` / `Action: read_file` / `Action Input: {"path": "a.py"}` / `Final Answer: …`
 * - Inline:       `ACTION: read_file({"path": "a.py"})`, and a bare `read_file({...})` on its own line
 *                 (Python keyword style `read_file(path="a.py")` and `[a(...), b(...)]` lists too)
 * - Tags:         `<tool_call>{"name": …, "arguments": …}</tool_call>` (Qwen, Hermes; several allowed),
 *                 `<function=read_file>{...}</function>` (Llama), `[TOOL_CALLS]name[ARGS]{...}` (Mistral)
 * - JSON:         `{"name"|"tool"|"function"|"action": …, "arguments"|"args"|"parameters"|"input"|"action_input": …}`
 *                 bare or in a ```json fence, `[{…}, {…}]` lists, and OpenAI-shaped `{"tool_calls": [...]}`
 *
 * JSON is read with the lenient parser (./model/lenient-json.ts): fences, trailing prose, single
 * quotes, trailing commas, unquoted keys, Python literals, arguments as an object or a JSON string.
 * Names match case-insensitively and come back in their registered spelling; unknown names are kept
 * so the loop can answer them with an error the model can learn from.
 */
import { argumentsText, interpretJson, ToolNames, type TextCall } from './model/call-shapes.js';
import { findClosing, readLenientValue } from './model/lenient-json.js';
import { stripFence } from '../../util/markdown.js';
import type { ToolCall } from './types.js';

export interface RecoveredText {
  calls: ToolCall[];
  /** The final answer: after `Final Answer:`, or the whole text when it holds no call at all. */
  answer?: string;
  /** The model's reasoning: its `Thought:` sections, a `<think>` block, or the prose before its first call. */
  thought?: string;
  /**
   * Call attempts that could not be read (an empty `<tool_call>`, an unclosed `Action: tool(`), in
   * plain words for the model. When present there is no answer: the model meant to call something
   * and should be told to write the call again.
   */
  problems?: string[];
}

interface Found {
  start: number;
  end: number;
  calls?: TextCall[];
  answer?: string;
  problem?: string;
}

const KEYWORD_LINE =
  /^[ \t]*(?:[*_]{2})?(?:thought|action input|action|observation|final[ _-]?answer)(?:[*_]{2})?[ \t]*:/gim;
/** At a line start, or after a sentence ("…so the token expired. Final Answer: …"). */
const FINAL_ANSWER =
  /(?:^[ \t>#*_-]*|(?<=[.!?])[ \t]+)(?:[*_]{2})?final[ _-]?answer(?:[*_]{2})?[ \t]*:(?:[*_]{2})?[ \t]*/im;
const OBSERVATION = /^[ \t]*(?:[*_]{2})?observation(?:[*_]{2})?[ \t]*:/gim;
const THOUGHT = /^[ \t]*(?:[*_]{2})?thought(?:[*_]{2})?[ \t]*:(?:[*_]{2})?[ \t]*/gim;
/** Fences in these languages hold code, where `name({...})` is a program, not a call. */
const CODE_LANGUAGES = new Set(
  'python py javascript js typescript ts tsx jsx go golang java kotlin ruby rb bash sh shell zsh console powershell ps1 c cpp csharp cs rust php sql yaml yml diff swift scala'.split(
    ' ',
  ),
);

export function recoverToolCalls(text: string, toolNames: readonly string[]): RecoveredText {
  const names = new ToolNames(toolNames);
  const { visible, reasoning } = separateReasoning(text);

  // `Final Answer:` ends the message in ReAct: what follows is the answer, never more calls.
  const finalMatch = FINAL_ANSWER.exec(visible);
  const region = finalMatch ? visible.slice(0, finalMatch.index) : visible;
  const finalAnswer = finalMatch ? visible.slice(finalMatch.index + finalMatch[0].length).trim() : undefined;

  const code = codeFenceRanges(region);
  const found: Found[] = [];
  findTagged(region, names, found);
  findLineCalls(region, names, code, found);
  findJson(region, names, code, found);
  found.sort((a, b) => a.start - b.start);

  // A ReAct model often goes on to invent the `Observation:` of its own call and keeps reasoning
  // from it. Everything after the first observation that follows a call is fiction: dropped.
  let cut = region.length;
  const first = found[0];
  if (first) {
    OBSERVATION.lastIndex = first.end;
    const observation = OBSERVATION.exec(region);
    if (observation) cut = observation.index;
  }
  const kept = found.filter((item) => item.start < cut);

  const calls: ToolCall[] = [];
  let jsonAnswer: string | undefined;
  const problems: string[] = [];
  for (const item of kept) {
    if (item.problem) problems.push(item.problem);
    if (item.answer !== undefined && calls.length === 0) jsonAnswer ??= item.answer;
    for (const call of item.calls ?? []) calls.push({ id: `call_${calls.length + 1}`, ...call });
  }

  const result: RecoveredText = { calls };
  const thought =
    thoughts(region.slice(0, cut), kept) ?? (reasoning || undefined) ?? proseBefore(region, kept);
  if (thought) result.thought = thought;
  if (problems.length > 0) result.problems = problems;

  // A call wins over an answer written in the same message: the model asked to see something, so
  // its answer was written before the observation it needed (and models that do this are usually
  // guessing the outcome). The loop runs the call and the model answers again with the result.
  if (calls.length > 0) return result;
  // A call that could not be read counts as a call: the model is told what to fix, not finished.
  if (problems.length > 0) return result;
  const answer = jsonAnswer ?? (finalAnswer || undefined) ?? (visible.trim() || undefined);
  if (answer !== undefined) result.answer = answer;
  return result;
}

// ---------------------------------------------------------------- reasoning blocks

/** `<think>…</think>` (DeepSeek-R1, Qwen3) is deliberation: calls inside it were only considered. */
function separateReasoning(text: string): { visible: string; reasoning: string } {
  const parts: string[] = [];
  let visible = text;
  // Some servers strip the opening tag and leave only `</think>` after the reasoning.
  const close = /<\/(think|thinking|reasoning)>/i.exec(visible);
  if (close && !new RegExp(`<${close[1] ?? 'think'}>`, 'i').test(visible.slice(0, close.index))) {
    parts.push(visible.slice(0, close.index));
    visible = visible.slice(close.index + close[0].length);
  }
  visible = visible.replace(
    /<(think|thinking|reasoning)>([\s\S]*?)(?:<\/\1>|$)/gi,
    (_all, _tag, inner: string) => {
      parts.push(inner);
      return '';
    },
  );
  return {
    visible,
    reasoning: parts
      .map((part) => part.trim())
      .filter(Boolean)
      .join('\n\n'),
  };
}

// ---------------------------------------------------------------- tags

const TAG = /<(tool_call|tool_calls|toolcall|function_call|tool_use)>/gi;
const TAG_END = /<\/(?:tool_call|tool_calls|toolcall|function_call|tool_use)>/i;
const LLAMA_FUNCTION = /<function=([\w.-]+)>([\s\S]*?)(?:<\/function>|$)/gi;
const MISTRAL_ARGS = /\[TOOL_CALLS\]\s*([\w.-]+)\s*\[ARGS\]/gi;

function findTagged(region: string, names: ToolNames, found: Found[]): void {
  const opens = [...region.matchAll(TAG)];
  for (const [n, open] of opens.entries()) {
    const start = open.index;
    const bodyStart = start + open[0].length;
    const next = opens[n + 1]?.index ?? region.length;
    const closeMatch = TAG_END.exec(region.slice(bodyStart, next));
    const bodyEnd = closeMatch ? bodyStart + closeMatch.index : next;
    const end = closeMatch ? bodyEnd + closeMatch[0].length : next;
    const calls = readTagBody(region.slice(bodyStart, bodyEnd), names);
    found.push(
      calls.length > 0
        ? { start, end, calls }
        : {
            start,
            end,
            problem: `The ${open[0]} block ${n + 1} holds no readable call; write {"name": "<tool>", "arguments": {...}} inside it.`,
          },
    );
  }
  for (const match of region.matchAll(LLAMA_FUNCTION)) {
    if (overlaps(found, match.index)) continue;
    found.push({
      start: match.index,
      end: match.index + match[0].length,
      calls: [{ name: names.resolve(match[1] ?? ''), arguments: argumentsText(stripFence(match[2] ?? '')) }],
    });
  }
  for (const match of region.matchAll(MISTRAL_ARGS)) {
    if (overlaps(found, match.index)) continue;
    const argsStart = match.index + match[0].length;
    const value = readLenientValue(region, argsStart);
    const end = value ? value.end : lineEnd(region, argsStart);
    found.push({
      start: match.index,
      end,
      calls: [
        { name: names.resolve(match[1] ?? ''), arguments: argumentsText(region.slice(argsStart, end)) },
      ],
    });
  }
}

/** One or more JSON calls (objects one after another, or a list); else `name {json}` / `name(...)`. */
function readTagBody(body: string, names: ToolNames): TextCall[] {
  const inner = stripFence(body.trim());
  const calls: TextCall[] = [];
  let at = 0;
  for (;;) {
    while (at < inner.length && /[\s,]/.test(inner[at] ?? '')) at++;
    if (at >= inner.length || !/[[{]/.test(inner[at] ?? '')) break;
    const value = readLenientValue(inner, at);
    if (!value) break;
    const meaning = interpretJson(value.value, names);
    if (meaning && 'calls' in meaning) calls.push(...meaning.calls);
    at = value.end;
  }
  if (calls.length > 0) return calls;
  const expression = readCallExpression(inner, 0);
  if (expression && !('unclosed' in expression))
    return [{ name: names.resolve(expression.name), arguments: expression.arguments }];
  const named = /^\s*([A-Za-z_][\w.-]*)\s*[:\n]?\s*(?=[{[])/.exec(inner);
  if (named?.[1]) {
    const value = readLenientValue(inner, named[0].length);
    if (value)
      return [
        { name: names.resolve(named[1]), arguments: argumentsText(inner.slice(named[0].length, value.end)) },
      ];
  }
  return [];
}

// ---------------------------------------------------------------- ReAct and inline calls, line by line

const PREFIX =
  /[ \t]*(?:[-*+][ \t]+|\d+[.)][ \t]+)?(?:[*_]{2})?(action|call|tool[ _]call|tool|function[ _]call|function)(?:[*_]{2})?[ \t]*:(?:[*_]{2})?[ \t]*/iy;
const LINE_START = /[ \t]*(?:[-*+][ \t]+|\d+[.)][ \t]+)?/y;
const ACTION_INPUT = /^[ \t]*(?:[*_]{2})?action[ _]input(?:[*_]{2})?[ \t]*:(?:[*_]{2})?[ \t]*/im;

function findLineCalls(
  region: string,
  names: ToolNames,
  code: Array<[number, number]>,
  found: Found[],
): void {
  let at = 0;
  while (at < region.length) {
    const next = lineEnd(region, at) + 1;
    const item = overlaps(found, at) ? undefined : readLine(region, at, names, code);
    if (item) found.push({ start: at, ...item });
    // A call may span lines (arguments over several lines, `Action Input:` below): go on after it.
    at = item ? Math.max(next, nextLineStart(region, item.end)) : next;
  }
}

function readLine(
  region: string,
  at: number,
  names: ToolNames,
  code: Array<[number, number]>,
): Omit<Found, 'start'> | undefined {
  PREFIX.lastIndex = at;
  const prefix = PREFIX.exec(region);
  if (prefix)
    return readExplicit(region, prefix.index + prefix[0].length, (prefix[1] ?? '').toLowerCase(), names);
  if (inside(code, at)) return undefined;
  LINE_START.lastIndex = at;
  return readBareLine(region, at + (LINE_START.exec(region)?.[0].length ?? 0), names);
}

/** After `Action:` (or `Call:`, `Tool:`): `name(...)`, or `name` with `Action Input:` on the next line. */
function readExplicit(
  region: string,
  at: number,
  keyword: string,
  names: ToolNames,
): Omit<Found, 'start'> | undefined {
  const expression = readCallExpression(region, skipTicks(region, at));
  if (expression && 'unclosed' in expression) {
    return {
      end: lineEnd(region, at),
      problem: `The call to ${expression.name} has no closing parenthesis.`,
    };
  }
  if (expression) {
    if (names.isFinalAnswer(expression.name))
      return { end: expression.end, answer: answerFrom(expression.arguments) };
    return {
      end: expression.end,
      calls: [{ name: names.resolve(expression.name), arguments: expression.arguments }],
    };
  }
  if (keyword !== 'action') return undefined;
  const line = region.slice(at, lineEnd(region, at)).trim();
  const name = /^[`'"]?([A-Za-z_][\w.\- ]*?)[`'"]?$/.exec(line)?.[1];
  // A sentence after `Action:` is prose; only `Final Answer` may have a space in it.
  if (!name || (/\s/.test(name) && !names.isFinalAnswer(name))) return undefined;

  const afterLine = lineEnd(region, at) + 1;
  const input = ACTION_INPUT.exec(region.slice(afterLine));
  // The input belongs to this action only when it is the next written line.
  const gap = input ? region.slice(afterLine, afterLine + input.index) : undefined;
  if (!input || gap === undefined || gap.trim() !== '') {
    if (names.isFinalAnswer(name)) return undefined;
    return { end: lineEnd(region, at), calls: [{ name: names.resolve(name), arguments: '{}' }] };
  }
  const valueStart = afterLine + input.index + input[0].length;
  KEYWORD_LINE.lastIndex = valueStart;
  const stop = KEYWORD_LINE.exec(region)?.index ?? region.length;
  const raw = region.slice(valueStart, stop).trim();
  const body = stripFence(raw).trim();
  let args: string;
  let end = stop;
  if (/^[[{]/.test(body)) {
    const value = readLenientValue(body);
    args = argumentsText(value ? body.slice(0, value.end) : body);
  } else {
    const keywords = readKeywordArguments(body);
    if (keywords) args = JSON.stringify(keywords);
    else
      args = /^(none|null|)$/i.test(body) ? '{}' : argumentsText(body.replace(/^(["'])([\s\S]*)\1$/, '$2'));
  }
  if (raw === '') end = valueStart;
  if (names.isFinalAnswer(name)) return { end, answer: answerFrom(args) };
  return { end, calls: [{ name: names.resolve(name), arguments: args }] };
}

/**
 * A line that is only calls: `read_file({...})`, `read_file(path="a")`, `[a(), b()]`. Without a
 * keyword the risk is prose or code, so an unknown name needs JSON object arguments to count.
 */
function readBareLine(region: string, at: number, names: ToolNames): Omit<Found, 'start'> | undefined {
  let pos = skipTicks(region, at);
  const listed = region[pos] === '[';
  if (listed) pos++;
  const calls: TextCall[] = [];
  for (;;) {
    while (/[ \t]/.test(region[pos] ?? '')) pos++;
    const expression = readCallExpression(region, pos);
    if (!expression || 'unclosed' in expression) return undefined;
    const registered = names.isRegistered(expression.name);
    if (!registered && expression.style !== 'object') return undefined;
    calls.push({ name: names.resolve(expression.name), arguments: expression.arguments });
    pos = expression.end;
    while (/[ \t`;]/.test(region[pos] ?? '')) pos++;
    if (region[pos] === ',') {
      pos++;
      continue;
    }
    break;
  }
  if (listed) {
    if (region[pos] !== ']') return undefined;
    pos++;
  }
  const rest = region.slice(pos, lineEnd(region, pos));
  if (!/^[\s`;,]*$/.test(rest)) return undefined;
  return { end: lineEnd(region, pos), calls };
}

const CALL_NAME = /(?:functions\.)?[A-Za-z_][\w-]*/y;

type Expression =
  | { name: string; arguments: string; style: 'empty' | 'object' | 'keywords' | 'value'; end: number }
  | { name: string; unclosed: true };

/** `name(<json object> | key=value, … | value | nothing)` at `at`. */
function readCallExpression(text: string, at: number): Expression | undefined {
  CALL_NAME.lastIndex = at;
  const name = CALL_NAME.exec(text)?.[0];
  if (!name) return undefined;
  let open = at + name.length;
  while (text[open] === ' ') open++;
  if (text[open] !== '(') return undefined;
  const close = findClosing(text, open);
  if (close === -1) return { name, unclosed: true };
  const inner = text.slice(open + 1, close).trim();
  const end = close + 1;
  if (inner === '') return { name, arguments: '{}', style: 'empty', end };
  if (inner.startsWith('{')) return { name, arguments: argumentsText(inner), style: 'object', end };
  const keywords = readKeywordArguments(inner);
  if (keywords) return { name, arguments: JSON.stringify(keywords), style: 'keywords', end };
  return { name, arguments: argumentsText(inner), style: 'value', end };
}

/** Python keyword arguments: `path="a.py", limit=5` (values read leniently, so True/None work). */
function readKeywordArguments(inner: string): Record<string, unknown> | undefined {
  const result: Record<string, unknown> = {};
  let at = 0;
  const key = /\s*([A-Za-z_]\w*)\s*=\s*/y;
  while (at < inner.length) {
    key.lastIndex = at;
    const match = key.exec(inner);
    if (!match?.[1]) return undefined;
    const value = readLenientValue(inner, at + match[0].length);
    if (!value || value.truncated) return undefined;
    result[match[1]] = value.value;
    at = value.end;
    while (/\s/.test(inner[at] ?? '')) at++;
    if (at < inner.length && inner[at] !== ',') return undefined;
    at++;
  }
  return Object.keys(result).length > 0 ? result : undefined;
}

// ---------------------------------------------------------------- JSON anywhere

/** Bounded so a long message full of braces cannot turn the scan quadratic. */
const MAX_JSON_ATTEMPTS = 500;

function findJson(region: string, names: ToolNames, code: Array<[number, number]>, found: Found[]): void {
  let attempts = 0;
  for (let at = 0; at < region.length && attempts < MAX_JSON_ATTEMPTS; at++) {
    const c = region[at];
    if (c !== '{' && c !== '[') continue;
    const claimed = found.find((item) => at >= item.start && at < item.end);
    if (claimed) {
      at = claimed.end - 1;
      continue;
    }
    if (inside(code, at)) continue;
    attempts++;
    const value = readLenientValue(region, at);
    if (!value) continue;
    const meaning = interpretJson(value.value, names);
    if (meaning) found.push({ start: at, end: value.end, ...meaning });
    // A value that is not a call is data (a response body, a schema): its insides are not calls either.
    at = value.end - 1;
  }
}

// ---------------------------------------------------------------- thought

function thoughts(region: string, found: Found[]): string | undefined {
  const parts: string[] = [];
  for (const match of region.matchAll(THOUGHT)) {
    const start = match.index + match[0].length;
    KEYWORD_LINE.lastIndex = start;
    const keyword = KEYWORD_LINE.exec(region)?.index ?? region.length;
    const call = found.find((item) => item.start >= start)?.start ?? region.length;
    const part = region.slice(start, Math.min(keyword, call)).trim();
    if (part) parts.push(part);
  }
  return parts.length > 0 ? parts.join('\n\n') : undefined;
}

/** The words a model writes before its first call ("I'll read the handler first.") are its reasoning. */
function proseBefore(region: string, found: Found[]): string | undefined {
  const first = found.find((item) => item.calls);
  if (!first) return undefined;
  const prose = region
    .slice(0, first.start)
    .replace(/(`{3,}|~{3,})[\w-]*\s*$/, '')
    .trim();
  return prose || undefined;
}

// ---------------------------------------------------------------- text positions

function codeFenceRanges(text: string): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  const fence = /^[ \t]*(`{3,}|~{3,})[ \t]*([\w+#-]*)[^\n]*\n([\s\S]*?)^[ \t]*\1[ \t]*$/gm;
  for (const match of text.matchAll(fence)) {
    if (CODE_LANGUAGES.has((match[2] ?? '').toLowerCase()))
      ranges.push([match.index, match.index + match[0].length]);
  }
  return ranges;
}

function answerFrom(args: string): string {
  try {
    const value: unknown = JSON.parse(args);
    if (typeof value === 'string') return value.trim();
  } catch {
    // not JSON: the text itself
  }
  return args.trim();
}

function skipTicks(text: string, at: number): number {
  let pos = at;
  while (text[pos] === '`') pos++;
  return pos;
}

function lineEnd(text: string, at: number): number {
  const end = text.indexOf('\n', at);
  return end === -1 ? text.length : end;
}

/** `at` when it starts a line, else the start of the following line. */
function nextLineStart(text: string, at: number): number {
  return at === 0 || text[at - 1] === '\n' ? at : lineEnd(text, at) + 1;
}

function inside(ranges: Array<[number, number]>, at: number): boolean {
  return ranges.some(([start, end]) => at >= start && at < end);
}

function overlaps(found: Found[], at: number): boolean {
  return found.some((item) => at >= item.start && at < item.end);
}
