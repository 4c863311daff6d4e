/**
 * Calls found by what they name, anywhere in a document the model wrote (a JSON value, the record
 * its labelled lines make, a run of XML elements): an object whose value under any key is an
 * offered tool's name (`name`, `tool`, `command`, `command_name`, `request`, `next_tool_name`…),
 * at any depth (`{"thoughts": …, "command": {"name": …, "args": …}}`), with its arguments under
 * any sibling key (an object, or the JSON text of one), or given flat beside the name or after it.
 *
 * No markup vouches for such a call, so the arguments must be ones the tool's declared schema
 * accepts: a record that only mentions a tool (`{"name": "read_file", "size": 2048}`), a tool's
 * own definition, or a tool declared without parameters is never read this way. The model's
 * reasoning written among the arguments (`inner_thoughts`) is set aside first. The shapes every
 * family writes (./shapes.ts) are tried first at each object, as they are exact.
 */
import { isRecord } from '../../../util/document.js';
import { parseRepaired } from './json.js';
import type { ToolNames } from './names.js';
import { jsonCalls, typedRecord, withoutReasoning } from './shapes.js';
import type { TextCall } from './types.js';

/** A key that says it names the tool: `name`, `tool`, `tool_name`, `function`, `command`, `action`. */
const TOOL_KEY = /(?:^|[\W_])(?:name|tool|function|command|action)(?:$|[\W_])/i;
/** Bounded so a deep or wide document cannot make the walk slow. */
const MAX_DEPTH = 8;
const MAX_OBJECTS = 2_000;
/** A key that names arguments (`args`, `tool_input`, `Tool Input`, `action_variables`), word by word. */
const ARGUMENTS_KEY =
  /(?:^|[\W_])(?:k?args?|arguments?|params?|parameters?|inputs?|variables?|values)(?:$|[\W_])/i;

/**
 * Every call the document names, in document order; calls to names that are not offered are not
 * among them. `fromText`: the document was read from text (labelled lines, XML elements), so its
 * values are text, typed as each tool declares its parameters.
 */
export function namedCalls(value: unknown, tools: ToolNames, fromText = false): TextCall[] {
  // A call that carries its result was made already: the document quotes it (a transcript, a log).
  if (carriesResult(value) || (Array.isArray(value) && value.some(carriesResult))) return [];
  // An API's response body is a record of a reply, not one: OpenAI's `choices`, Gemini's
  // `candidates`, Anthropic's and Bedrock's `stop_reason`/`stopReason`, Ollama's `done`.
  if (isRecord(value) && Object.keys(value).some((key) => RESPONSE_KEY.test(key))) return [];
  // The whole value in a family's shape (a call, a list of calls) is read as that family reads it;
  // a call to a name that is not offered is that family's to report.
  const whole = fromText ? undefined : jsonCalls(value, tools);
  if (whole) return whole.every((call) => tools.isRegistered(call.name)) ? whole : [];
  const calls: TextCall[] = [];
  let objects = 0;
  const visit = (node: unknown, depth: number): void => {
    if (depth > MAX_DEPTH || objects >= MAX_OBJECTS) return;
    if (Array.isArray(node)) {
      for (const item of node) visit(item, depth + 1);
      return;
    }
    if (!isRecord(node) || carriesResult(node)) return;
    objects++;
    // Inside other data a family's shape alone does not make a call: the arguments must fit too.
    const exact = depth > 0 && !fromText ? jsonCalls(node, tools) : undefined;
    if (exact) {
      if (exact.every((call) => tools.isRegistered(call.name) && fits(call, tools))) calls.push(...exact);
      return;
    }
    const named = callNamedIn(node, tools, fromText);
    if (named) {
      calls.push(named);
      return;
    }
    for (const child of Object.values(node)) visit(child, depth + 1);
  };
  visit(value, 0);
  return calls;
}

/** A key only a model API's response body has at its top. */
const RESPONSE_KEY =
  /^(?:choices|candidates|stop_?reason|stopReason|finish_?reason|done_?reason|done|usage|usageMetadata)$/;

/** A key that holds what a call gave back: `result`, `output`, `tool_response`, `next_observation`. */
const RESULT_KEY = /(?:^|[\W_])(?:results?|outputs?|observations?|responses?|returned|return_value)$/i;
/** A key that holds calls: `tool_calls`, `function_call`, a step's `action`. */
const CALLS_KEY = /(?:^|[\W_])(?:calls?|actions?)$/i;

/**
 * A record of a call already made: its arguments (or calls) beside what they gave back (a
 * transcript's step, a log record). Only with a key that names arguments or calls, so a flat call
 * whose own parameter is called `output` is still a call.
 */
function carriesResult(node: unknown): boolean {
  if (!isRecord(node)) return false;
  // Word by word in camelCase too: `toolInput` beside `toolOutput`.
  const keys = Object.keys(node).map((key) => key.replace(/([a-z\d])([A-Z])/g, '$1_$2'));
  return (
    keys.some((key) => ARGUMENTS_KEY.test(key) || CALLS_KEY.test(key)) &&
    keys.some((key) => RESULT_KEY.test(key))
  );
}

/**
 * The call one object makes: a key whose value is an offered tool's name, and its arguments: a
 * sibling holding an object the tool accepts (or the JSON text of one, or, under a key that names
 * arguments, a bare value for the tool's only parameter), or else the other keys together, or the
 * keys written after the name (`{"thought": …, "function": "get_weather", "location": …}`).
 */
export function callNamedIn(
  node: Record<string, unknown>,
  tools: ToolNames,
  fromText = false,
): TextCall | undefined {
  const entries = Object.entries(node);
  // A key that says it names the tool is read before one that happens to hold a tool's name
  // (`{"mcp_server": "search", "tool": "brave_search", …}`).
  const naming = [...entries.keys()].sort(
    (a, b) => Number(!TOOL_KEY.test(entries[a]?.[0] ?? '')) - Number(!TOOL_KEY.test(entries[b]?.[0] ?? '')),
  );
  for (const index of naming) {
    const [key, value] = entries[index] ?? ['', undefined];
    if (typeof value !== 'string' || !tools.isRegistered(value) || !tools.declaresParameters(value)) continue;
    const name = tools.resolve(value);
    // Values read from text are typed as the tool declares them; values of JSON are kept as written.
    const accepted = (args: Record<string, unknown>, json = false): Record<string, unknown> | undefined => {
      const kept = withoutReasoning(name, fromText && !json ? typedRecord(name, args, tools) : args, tools);
      return tools.accepts(name, kept) ? kept : undefined;
    };
    for (const [other, candidate] of entries) {
      if (other === key) continue;
      // A sibling that is the JSON text of an object is parsed once, here.
      const parsed = typeof candidate === 'string' ? argumentsObject(candidate) : undefined;
      const args = argumentsIn(name, other, parsed ?? candidate, tools);
      const kept = args && accepted(args, parsed !== undefined);
      if (kept) return { name, arguments: JSON.stringify(kept) };
    }
    const others = entries.filter(([other]) => other !== key);
    for (const flat of [others, entries.slice(index + 1)]) {
      const kept = flat.length > 0 ? accepted(Object.fromEntries(flat)) : undefined;
      if (kept) return { name, arguments: JSON.stringify(kept) };
    }
  }
  return undefined;
}

/**
 * The arguments a sibling of the name may hold: an object, the JSON text of one, or under a key
 * that names arguments (`input`, `args`, `Tool Input`) a bare value, or an object of one such key
 * (Semantic Kernel's `{"input": …}`) for the tool's only parameter, or around the arguments
 * (Griptape's `{"input": {"values": {…}}}`). Empty arguments count only
 * under such a key.
 */
function argumentsIn(
  tool: string,
  key: string,
  value: unknown,
  tools: ToolNames,
): Record<string, unknown> | undefined {
  const named = ARGUMENTS_KEY.test(key);
  const object = argumentsObject(value);
  if (object !== undefined) {
    const [only, ...more] = Object.entries(object);
    if (
      only !== undefined &&
      more.length === 0 &&
      !tools.declares(tool, only[0]) &&
      ARGUMENTS_KEY.test(only[0])
    )
      return (isRecord(only[1]) ? only[1] : undefined) ?? bareValue(tool, only[1], tools) ?? object;
    return Object.keys(object).length > 0 || named ? object : undefined;
  }
  return named ? bareValue(tool, value, tools) : undefined;
}

/** A string as the tool's only parameter. */
function bareValue(tool: string, value: unknown, tools: ToolNames): Record<string, unknown> | undefined {
  const parameter = tools.soleParameter(tool);
  return typeof value === 'string' && value.trim() !== '' && parameter !== undefined
    ? { [parameter]: value }
    : undefined;
}

function fits(call: TextCall, tools: ToolNames): boolean {
  const args = argumentsObject(call.arguments);
  return args !== undefined && tools.declaresParameters(call.name) && tools.accepts(call.name, args);
}

/** An object, or JSON text holding one (arguments encoded as a string). */
function argumentsObject(value: unknown): Record<string, unknown> | undefined {
  if (isRecord(value)) return value;
  if (typeof value !== 'string' || !/^\s*\{/.test(value)) return undefined;
  const parsed = parseRepaired(value.trim());
  return parsed && isRecord(parsed.value) ? parsed.value : undefined;
}
