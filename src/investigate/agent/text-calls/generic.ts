/**
 * The recogniser behind the dialects: a JSON call naming an offered tool, wherever the model put
 * it: bare, in a code fence, between any tags or special tokens (`<TOOLCALL>`, `[TOOL_REQUEST]`,
 * `<|tools_prefix|>`, a serving stack's own), with prose around it; one object or a list. Each
 * JSON value is read as a document (./named.ts): the shapes every family writes first
 * (`{"name", "arguments"}` in each spelling, OpenAI's `{"tool_calls": […]}`, Anthropic's
 * `tool_use`, `{"tool": {…}}` keyed by an offered tool's name), then an offered tool's name under
 * any key at any depth (`{"thoughts": …, "command": {"name": …, "args": …}}`,
 * `[{"command_name": …, "args": …}]`, `{"request": …, "path": …}`) with arguments its schema
 * accepts.
 *
 * The name may also stand before the object, first on its line: `functions.get_weather:⏎{…}`
 * (llama-cpp-python's chatml-function-calling), `functions.get_weather:0 {…}` (Kimi's call id
 * without its tokens), `name<|sep|>{…}`, `<|recipient|>name⏎<|content|>{…}`,
 * with nothing but markup, colons and blanks between; then the object must be arguments the
 * tool's schema accepts.
 *
 * What it takes is strict, since no markup vouches for it: a name that is not an offered tool is
 * data (a record with a `name`, an example), never a call, and so is any JSON whose arguments the
 * schema refuses. A value whose brackets never close was cut off when its start reads as a call or
 * names an offered tool.
 */
import { readJsonAt } from './json.js';
import { namedCalls } from './named.js';
import type { ToolNames } from './names.js';
import { Findings, type Recogniser } from './types.js';

/** Bounded so a long message full of braces cannot turn the scan quadratic: values tried, characters scanned. */
const MAX_VALUES = 500;
const MAX_SCANNED = 1_000_000;
const CALL_START = /^[[{]\s*(?:\{\s*)?["']?(?:name|tool_name|tool|function|action|tool_calls)["']?\s*:/;
const ARGUMENTS_KEY = /["']?(?:arguments|parameters|args|input|action_input)["']?\s*:/;
/** A string value that may be a tool's name: `: "read_file"`. */
const NAME_VALUE = /:\s*["']([A-Za-z_][\w.-]*)["']/g;
/** `[{"read_file": {` or `{"read_file": {`: the start of a call keyed by the tool's name. */
const KEYED_START = /^\[?\s*\{\s*["']([\w.-]+)["']\s*:\s*\{/;
/**
 * A name first on its line (or right after the object before it), then only markup, colons and
 * blanks up to the object: `functions.read_file:⏎`, `read_file<|sep|>`, `<|recipient|>read_file⏎<|content|>`.
 */
const NAME_BEFORE =
  /(?:^|\n|[}\]>])[ \t]*(?:(?:<[^<>\n]{1,40}>|\[[A-Z_]{2,20}\])[ \t]*)*(?:functions\.)?([A-Za-z_][\w.-]*)(?::\d+)?((?:[\s:=]|<[^<>\n]{1,40}>|\[[A-Z_]{2,20}\])*)$/;

export const generic: Recogniser = {
  dialect: 'JSON calls naming an offered tool, in any wrapper',
  recognise(text, tools) {
    const findings = new Findings();
    let values = 0;
    let scanned = 0;
    for (let at = 0; at < text.length && values < MAX_VALUES && scanned < MAX_SCANNED; at++) {
      const c = text[at];
      if (c !== '{' && c !== '[') continue;
      values++;
      const value = readJsonAt(text, at);
      scanned += (value && 'end' in value ? value.end : text.length) - at;
      if (value && 'truncated' in value) {
        // Only a cut that begins like a call is one; an unclosed brace in prose is not.
        if (looksLikeCall(text.slice(at, at + 300), tools)) findings.cut('The JSON call', at);
        continue;
      }
      if (!value) continue;
      const calls = namedCalls(value.value, tools);
      if (calls.length > 0) for (const call of calls) findings.add(call, at, value.end);
      else {
        const named = namedBefore(text, at, value.value, tools);
        if (named) findings.add(named.call, named.at, value.end);
      }
      at = value.end - 1;
    }
    return findings.result();
  },
};

/** The offered tool named right before the object at `at`, when the object is arguments it accepts. */
function namedBefore(
  text: string,
  at: number,
  value: unknown,
  tools: ToolNames,
): { call: { name: string; arguments: string }; at: number } | undefined {
  const from = Math.max(0, at - 160);
  const before = NAME_BEFORE.exec(text.slice(from, at));
  const name = before?.[1];
  if (!before || name === undefined || !tools.isRegistered(name) || !tools.accepts(name, value))
    return undefined;
  return { call: { name: tools.resolve(name), arguments: JSON.stringify(value) }, at: from + before.index };
}

function looksLikeCall(head: string, tools: ToolNames): boolean {
  if (CALL_START.test(head) && ARGUMENTS_KEY.test(head)) return true;
  const keyed = KEYED_START.exec(head);
  if (keyed?.[1] !== undefined && tools.isRegistered(keyed[1])) return true;
  // Any key whose value is an offered tool's name: `{"command": {"name": "read_file", "args": {"pa`.
  for (const value of head.matchAll(NAME_VALUE)) if (tools.isRegistered(value[1] ?? '')) return true;
  return false;
}
