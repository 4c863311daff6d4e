/**
 * Calls written in square-bracket tags, the markup web-chat proxies teach models that have no
 * tool channel: a call tag naming its tool after a colon, `[call:get_weather]{json}[/call]`
 * (Chat2API), or holding one tag per argument, `[Call:read_file][CallParameter:path]⏎```⏎a.py⏎```⏎
 * [/CallParameter][/Call]` (Gemini-FastAPI), a value in a fence or bare; brackets escaped for
 * Markdown (`\[Call:…\]`) too; or one tag holding the arguments after a second colon,
 * `[TOOL_CALL:read_file:path=a.py]`, as `key=value` pairs or as the value of the tool's one
 * parameter (`[TOOL_CALL:search:free text]`). The name must be an offered tool and the arguments
 * ones its schema accepts.
 */
import { readJsonAt } from './json.js';
import { typedArguments } from './shapes.js';
import type { ToolNames } from './names.js';
import { blocks, Findings, type Recogniser, type TextCall } from './types.js';

/** A tag whose name ends in call (`call`, `Call`, `tool_call`), naming the tool after a colon. */
const CALL_OPEN = /\\?\[(\w*call):[ \t]*([\w.-]+)[ \t]*\\?\]/i;
const CALL_CLOSE = /\\?\[\/\w*call\\?\]/i;
/** `[TOOL_CALL:name:arguments]`: the whole call in one tag, on one line. */
const INLINE_CALL = /\\?\[(\w*call):[ \t]*([\w.-]+):([^\]\n]*)(\\?\]|$)/gim;
/** `key=value` pairs, a comma before each key after the first. */
const INLINE_PAIRS = /^\s*[A-Za-z_]\w*\s*=/;
const INLINE_PAIR = /(?:^|,)\s*([A-Za-z_]\w*)\s*=\s*((?:(?!,\s*[A-Za-z_]\w*\s*=)[^\n])*)/g;
/** `[Key:name]value[/Key]`: an argument's tag, naming the argument after a colon. */
const ARGUMENT = /\\?\[(\w+):[ \t]*([\w.-]+)[ \t]*\\?\]([\s\S]*?)\\?\[\/\1\\?\]/g;
/** A fence's opening line. */
const FENCE_OPEN = /^(`{3,}|~{3,})[^\n]*\n/;

export const bracketTags: Recogniser = {
  dialect: 'Square-bracket call tags ([call:name]…[/call])',
  recognise(text, tools) {
    const findings = new Findings();
    for (const block of blocks(text, CALL_OPEN, CALL_CLOSE)) {
      const name = block.open[2] ?? '';
      if (!tools.isRegistered(name)) continue;
      const tool = tools.resolve(name);
      if (!block.closed) {
        findings.cut(`The call to ${tool}`, block.start);
        continue;
      }
      const body = text.slice(block.bodyStart, block.bodyEnd);
      if (body.trim() === '') {
        findings.add({ name: tool, arguments: '{}' }, block.start, block.end);
        continue;
      }
      const json = readJsonAt(body, 0);
      if (json && 'value' in json && body.slice(json.end).trim() === '') {
        findings.add({ name: tool, arguments: JSON.stringify(json.value) }, block.start, block.end);
        continue;
      }
      const pairs: Array<[string, string]> = [...body.matchAll(ARGUMENT)].map((m) => [
        m[2] ?? '',
        unfenced((m[3] ?? '').trim()),
      ]);
      if (pairs.length === 0) continue;
      const args = typedArguments(tool, pairs, tools);
      if (tools.accepts(tool, JSON.parse(args)))
        findings.add({ name: tool, arguments: args }, block.start, block.end);
      else findings.fail(`The arguments of the call to ${tool} could not be read`, block.start);
    }
    for (const tag of text.matchAll(INLINE_CALL)) {
      const name = tag[2] ?? '';
      if (!tools.isRegistered(name)) continue;
      const tool = tools.resolve(name);
      if (!tag[4]) {
        if (tag.index + tag[0].length === text.length) findings.cut(`The call to ${tool}`, tag.index);
        continue;
      }
      const call = inlineCall(tool, tag[3] ?? '', tools);
      if (call) findings.add(call, tag.index, tag.index + tag[0].length);
    }
    return findings.result();
  },
};

/** `key=value, …` for the parameters the tool declares, or else the value of its one parameter. */
function inlineCall(tool: string, text: string, tools: ToolNames): TextCall | undefined {
  const pairs: Array<[string, string]> = INLINE_PAIRS.test(text)
    ? [...text.matchAll(INLINE_PAIR)].map((m) => [m[1] ?? '', (m[2] ?? '').trim()])
    : [];
  const keyed = pairs.length > 0 && pairs.every(([key]) => tools.declares(tool, key));
  const parameter = tools.soleParameter(tool);
  const value = text.trim();
  let read: Array<[string, string]> = [];
  if (keyed) read = pairs;
  else if (parameter !== undefined && value !== '') read = [[parameter, value]];
  if (read.length === 0) return undefined;
  const args = typedArguments(tool, read, tools);
  return tools.accepts(tool, JSON.parse(args)) ? { name: tool, arguments: args } : undefined;
}

/** A value in a fence of its own, its fence as long as it needs (a value holding ``` takes ````). */
function unfenced(value: string): string {
  const open = FENCE_OPEN.exec(value);
  const marker = open?.[1];
  if (!open || !marker || !value.endsWith(`\n${marker}`)) return value;
  return value.slice(open[0].length, value.length - marker.length - 1);
}
