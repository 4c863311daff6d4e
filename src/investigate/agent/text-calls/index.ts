/**
 * Tool calls a model wrote as text, read the way the loop needs them: the calls to run, or the
 * answer, or what to tell the model when it tried to call a tool in a form that cannot be run.
 *
 * - Reasoning blocks are set aside first (./context.ts): a call drafted while thinking is not made.
 * - `Final Answer:` ends the message in ReAct: what follows is the answer, never calls; a reply
 *   with calls before it holds two ends at once, and the model is asked for one.
 * - The dialects (./registry.ts) read what is left; calls that start in documentation, quotations
 *   or lists do not count.
 * - A message cut off by the token limit (`finish_reason: length`) runs nothing: its last call may
 *   be missing its end even where its brackets happen to close.
 * - A reply that holds another speaker's turn (a user's, what a call returned, ReAct's own
 *   `Observation:` with text after it) reproduces a conversation, echoed or invented (./turns.ts):
 *   none of its calls runs.
 * - A call to a name that is not among the offered tools is never dispatched: the model is told
 *   which tools there are. The same call written twice in one message runs once.
 * - Call-like markup no dialect could read is never taken as the answer: the model is told how to
 *   write the call.
 */
import { didYouMean } from '../../../util/did-you-mean.js';
import { isRecord } from '../../../util/document.js';
import type { ToolCall } from '../types.js';
import { commandLineCall, labelledFenceCall, namedFenceCall } from './command-line.js';
import { documentationRanges, inside, separateReasoning } from './context.js';
import { proseAfterCall } from './after-call.js';
import { readJsonAt } from './json.js';
import { namedCalls } from './named.js';
import { ToolNames, type ToolSignature } from './names.js';
import { KEYWORD_LINE, OBSERVATION_LINE, THOUGHT_LINE } from './react.js';
import { recognise } from './registry.js';
import { bareArguments, interpretJson } from './shapes.js';
import { addressee, otherSpeakersTurn } from './turns.js';
import type { FoundCall } from './types.js';

export type { ToolSignature } from './names.js';

export interface RecoveredText {
  calls: ToolCall[];
  /** The final answer: after `Final Answer:`, or the whole text when it holds no call at all. */
  answer?: string;
  /** The model's reasoning: its `Thought:` sections, a reasoning block, or the prose before its first call. */
  thought?: string;
  /**
   * Call attempts that cannot be run (unreadable, cut off, in no known form), in plain words for
   * the model. When present there is no answer: the model meant to call something and should be
   * told to write the call again.
   */
  problems?: string[];
}

export interface ReadOptions {
  /** The reply was cut by the token limit (`finish_reason: length`). */
  cut?: boolean;
}

/** Bounded so a long message full of braces cannot turn the scan quadratic. */
const MAX_JSON_VALUES = 500;
const MAX_SCANNED = 1_000_000;
/** At a line start, or after a sentence ("…so the token expired. Final Answer: …"). */
const FINAL_ANSWER =
  /(?:^[ \t>#*_-]*|(?<=[.!?])[ \t]+)(?:[*_]{2})?final[ _-]?answer(?:[*_]{2})?[ \t]*:(?:[*_]{2})?[ \t]*/im;
/** A `Thought:` line's label with the emphasis and blanks after it, so what follows is the thought. */
const THOUGHT = new RegExp(String.raw`${THOUGHT_LINE.source}(?:[*_]{2})?[ \t]*`, 'gim');
/**
 * Markup only a tool call uses: the special tokens and tags of the dialects, in any spelling, and
 * any special token that names a tool call (`<|tool_call:start|>`, `<|tool_arg:value|>`).
 */
const CALL_MARKUP =
  /<\|[^|<>\n]*(?:tool|call|function|invoke)[^|<>\n]*\|>|<\|?\/?(?:tool_calls?|tool_call_begin|tool_calls_section_begin|python_tag|python_start|START_ACTION|recipient|constrain)\|?>|<[｜|]tool[▁_ ]calls?[▁_ ]begin[｜|]>|\[TOOL_CALLS\]|\[ARGS\]|<function[=_ ]|<(?:[\w-]+:)?invoke\b|<<function>>|<start_function_call>|\bfunctools\[|\bto=functions\.|<\|call\|>|<arg_key>|<parameter=/i;

/** An argument value that is only an ellipsis. */
const PLACEHOLDER_VALUE = /^[ \t]*(?:\.{3}|…)[ \t]*$/m;

export function readTextCalls(
  text: string,
  tools: ReadonlyArray<string | ToolSignature>,
  options: ReadOptions = {},
): RecoveredText {
  const names = new ToolNames(tools);
  const { visible, reasoning } = separateReasoning(text);

  const finalMatch = FINAL_ANSWER.exec(visible);
  let region = finalMatch ? visible.slice(0, finalMatch.index) : visible;
  const finalAnswer = finalMatch ? visible.slice(finalMatch.index + finalMatch[0].length).trim() : undefined;
  // Calls end at ReAct's `Observation:`: what follows it is a result, returned or invented.
  const observation = region.search(OBSERVATION_LINE);
  if (observation !== -1) region = region.slice(0, observation);

  const documentation = documentationRanges(region, (code, info) => holdsOnlyACall(code, info, names));
  const recognition = recognise(region, names, documentation);
  const markup = unreadMarkup(region, names, documentation);
  const result: RecoveredText = { calls: [] };

  if (options.cut && (recognition.kind !== 'none' || markup)) {
    result.problems = [
      'your reply reached the token limit in the middle of a tool call, so nothing was run; send the call again, whole (shorter arguments if they are long)',
    ];
    return withThought(result, region, reasoning, undefined);
  }
  if (recognition.kind === 'calls') {
    // Read in the whole visible text: an invented `Observation:` or answer was cut from the region.
    const carried = recognition.calls.map((call) => argumentText(call.arguments));
    const turn = otherSpeakersTurn(
      visible,
      Math.min(...recognition.calls.map((call) => call.at)),
      carried.join('\n'),
    );
    if (turn !== undefined) {
      result.problems = [
        `your reply holds another speaker's turn ("${turn}"), so it was read as a conversation and none of its calls was run; reply with your own turn only (one call, or the answer) and stop there`,
      ];
      return withThought(result, region, reasoning, undefined);
    }
    // A call and a final answer in one reply: the answer cannot rest on a result not yet returned,
    // and the call may be one already made. As LangChain's ReAct parser does, neither is taken.
    if (finalAnswer) {
      result.problems = [
        'your reply holds both a tool call and a Final Answer, so neither was taken; reply with the call alone and stop there, or with the Final Answer alone',
      ];
      return withThought(result, region, reasoning, undefined);
    }
    // A value left as `...` is a placeholder, and arguments that are a JSON Schema declare a tool:
    // either way the call is shown, not made.
    const shown = recognition.calls.some(
      (call, index) => PLACEHOLDER_VALUE.test(carried[index] ?? '') || declaresSchema(call, names),
    );
    if (shown) {
      const whole = visible.trim();
      return withThought(whole ? { ...result, answer: whole } : result, region, reasoning, undefined);
    }
    const to = addressee(region);
    const unknown =
      to !== undefined && !names.isRegistered(to)
        ? [{ name: to }]
        : recognition.calls.filter((call) => !names.isRegistered(call.name));
    if (unknown.length > 0) {
      result.problems = [unknownTools(unknown, names)];
      return withThought(result, region, reasoning, undefined);
    }
    const prose = proseAfterCall(region, recognition.calls);
    if (prose !== undefined) {
      result.problems = [
        `your reply goes on after its tool call ("${prose}"), so the call may be one you were showing rather than making, and it was not run; to call the tool, reply with the call alone; otherwise reply with your answer, without the call`,
      ];
      return withThought(result, region, reasoning, undefined);
    }
    result.calls = distinct(recognition.calls).map((call, index) => ({
      id: `call_${index + 1}`,
      name: call.name,
      arguments: call.arguments,
    }));
    return withThought(result, region, reasoning, recognition.calls[0]?.at);
  }
  if (recognition.kind === 'attempted') {
    result.problems = [
      recognition.cut
        ? `${recognition.problem}, so it was not run; send it again, whole`
        : recognition.problem,
    ];
    return withThought(result, region, reasoning, undefined);
  }

  const answer = actionAnswer(region, names) ?? finalAnswer;
  if (answer) return withThought({ ...result, answer }, region, reasoning, undefined);
  if (markup) {
    result.problems = [`${markup} is tool-call markup in a form Falcon cannot read`];
    return withThought(result, region, reasoning, undefined);
  }
  const whole = visible.trim();
  return withThought(whole ? { ...result, answer: whole } : result, region, reasoning, undefined);
}

/**
 * What a call itself carries as text: every string among its arguments, one per line, and the
 * arguments as JSON (a request body with `"role": "user"` in it).
 */
function argumentText(args: string): string {
  const strings: string[] = [args];
  const visit = (value: unknown): void => {
    if (typeof value === 'string') strings.push(value);
    else if (Array.isArray(value)) value.forEach(visit);
    else if (isRecord(value)) Object.values(value).forEach(visit);
  };
  try {
    visit(JSON.parse(args));
  } catch {
    // Compared as written.
  }
  return strings.join('\n');
}

/** Arguments that are a JSON Schema (`{"type": "object", "properties": …}`) for a tool that takes no such parameters. */
function declaresSchema(call: FoundCall, names: ToolNames): boolean {
  let args: unknown;
  try {
    args = JSON.parse(call.arguments);
  } catch {
    return false;
  }
  const declared = names.parameterOrder(call.name);
  return (
    isRecord(args) &&
    args.type === 'object' &&
    isRecord(args.properties) &&
    !declared.includes('type') &&
    !declared.includes('properties')
  );
}

/** The calls once each: a model that writes the same call twice (a draft, then the call) means one. */
function distinct(calls: readonly FoundCall[]): FoundCall[] {
  const seen = new Set<string>();
  return calls.filter((call) => {
    let args = call.arguments;
    try {
      args = JSON.stringify(JSON.parse(call.arguments));
    } catch {
      // Compared as written.
    }
    const key = `${call.name}\u0000${args}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function unknownTools(calls: ReadonlyArray<{ name: string }>, names: ToolNames): string {
  const offered = names.list();
  const named = [...new Set(calls.map((call) => call.name))].map((name) => {
    const suggestion = didYouMean(name, offered);
    return `"${name}"${suggestion ? ` (did you mean "${suggestion}"?)` : ''}`;
  });
  return `${named.join(', ')} ${named.length === 1 ? 'is not a tool' : 'are not tools'} you can call, so nothing was run; the tools are: ${offered.join(', ')}`;
}

/**
 * Code that is nothing but calls to offered tools, as JSON (one call, a list, one a line) under
 * any label, or as a command line in an unlabeled fence, or a fence labelled with an offered tool
 * (in its info string or on its first line) and what its body fills: a call, wherever its fence
 * stands.
 */
function holdsOnlyACall(code: string, info: string, names: ToolNames): boolean {
  if (info !== '' && labelledFenceCall(info, code, names) !== undefined) return true;
  if (info === '' && !code.trim().includes('\n') && commandLineCall(code, names)) return true;
  if (info === '' && namedFenceCall(code, names)) return true;
  // JSON calls, one or one a line, under any label (`homeassistant`, an app's own).
  const nonBlank = /\S/g;
  let calls = 0;
  for (let at = 0; calls < MAX_JSON_VALUES; calls++) {
    nonBlank.lastIndex = at;
    const next = nonBlank.exec(code);
    if (!next) break;
    const value = readJsonAt(code, next.index);
    if (!value || 'truncated' in value || namedCalls(value.value, names).length === 0) return false;
    at = value.end;
  }
  return calls > 0;
}

/** `Action: Final Answer` / `Action Input: "…"`, or `{"action": "Final Answer", "action_input": …}`. */
function actionAnswer(region: string, names: ToolNames): string | undefined {
  const react =
    /^[ \t]*(?:[*_]{2})?action(?:[*_]{2})?[ \t]*:(?:[*_]{2})?[ \t]*["'`]?final[ _-]?answer["'`]?[ \t]*\n\s*(?:[*_]{2})?action[ _]input(?:[*_]{2})?[ \t]*:(?:[*_]{2})?[ \t]*/im.exec(
      region,
    );
  if (react) {
    const rest = region.slice(react.index + react[0].length);
    KEYWORD_LINE.lastIndex = 0;
    const stop = KEYWORD_LINE.exec(rest)?.index ?? rest.length;
    const body = rest.slice(0, stop).trim();
    const value = JSON.parse(bareArguments('', body, names)) as unknown;
    return typeof value === 'string' ? value : body.replace(/^(["'])([\s\S]*)\1$/, '$2');
  }
  let tried = 0;
  let scanned = 0;
  for (
    let at = region.indexOf('{');
    at !== -1 && tried < MAX_JSON_VALUES && scanned < MAX_SCANNED;
    at = region.indexOf('{', at + 1)
  ) {
    tried++;
    const value = readJsonAt(region, at);
    scanned += (value && 'end' in value ? value.end : region.length) - at;
    if (!value || 'truncated' in value) continue;
    const meaning = interpretJson(value.value, names);
    if (meaning && 'answer' in meaning) return meaning.answer;
    at = value.end - 1;
  }
  return undefined;
}

/**
 * Markup that only a tool call uses, or a tool's name followed by arguments at the start of a
 * line, outside documentation: the model tried to call a tool in a form no dialect reads.
 */
function unreadMarkup(
  region: string,
  names: ToolNames,
  documentation: ReturnType<typeof documentationRanges>,
): string | undefined {
  const token = CALL_MARKUP.exec(region);
  if (token && !inside(documentation, token.index)) return `"${token[0]}"`;
  for (const line of region.matchAll(/^[ \t]*`?([A-Za-z_][\w.-]*)`?[ \t]*[({[]/gm)) {
    if (names.isRegistered(line[1] ?? '') && !inside(documentation, line.index)) return `"${line[0].trim()}"`;
  }
  return undefined;
}

function withThought(
  result: RecoveredText,
  region: string,
  reasoning: string,
  firstCall: number | undefined,
): RecoveredText {
  const thought = thoughts(region) ?? (reasoning || undefined) ?? proseBefore(region, firstCall);
  if (thought && thought !== result.answer) result.thought = thought;
  return result;
}

function thoughts(region: string): string | undefined {
  const parts: string[] = [];
  for (const match of region.matchAll(THOUGHT)) {
    const start = match.index + match[0].length;
    const rest = region.slice(start);
    KEYWORD_LINE.lastIndex = 0;
    let stop = rest.length;
    for (let next = KEYWORD_LINE.exec(rest); next; next = KEYWORD_LINE.exec(rest)) {
      if (next.index > 0) {
        stop = next.index;
        break;
      }
    }
    const part = rest.slice(0, stop).trim();
    if (part) parts.push(part);
  }
  return parts.length > 0 ? parts.join('\n\n') : undefined;
}

/** The words a model writes before its first call ("I'll read the handler first.") are its reasoning. */
function proseBefore(region: string, firstCall: number | undefined): string | undefined {
  if (firstCall === undefined) return undefined;
  const prose = region
    .slice(0, firstCall)
    .replace(/(`{3,}|~{3,})[\w-]*\s*$/, '')
    .trim();
  return prose || undefined;
}
