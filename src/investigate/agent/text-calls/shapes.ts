/**
 * Arguments and JSON call objects, as every dialect hands them over: arguments become JSON text,
 * and a parsed JSON value is a call only in the shapes calls take (`{"name", "arguments"}` and the
 * spellings of each family, or the tool's name as the only key, `{"read_file": {"path": …}}`, when
 * the arguments fit the tool's schema), never a record that merely has a `name`.
 */
import { parse } from 'yaml';
import { isRecord } from '../../../util/document.js';
import { parseRepaired } from './json.js';
import type { ToolNames } from './names.js';
import type { TextCall } from './types.js';

const NAME_KEYS = ['name', 'tool_name', 'tool', 'function', 'action', 'recipient_name', 'api_name'];
const ARGUMENT_KEYS = [
  'arguments',
  'args',
  'parameters',
  'params',
  'input',
  'action_input',
  'tool_input',
  'kwargs',
];
/** Keys a call object may carry besides its name and arguments; any other key means it is data. */
const CALL_KEYS = new Set([...NAME_KEYS, ...ARGUMENT_KEYS, 'id', 'type', 'call_id', 'index', 'tool_call_id']);

/** What a parsed JSON value means: calls, a final answer written as an action, or nothing. */
export type JsonMeaning = { calls: TextCall[] } | { answer: string } | undefined;

/**
 * Arguments as JSON text. Valid JSON text is kept as written; text that needed repair is written
 * anew; text that cannot be read at all is kept as written (or as a JSON string when it is a bare
 * value), so the error the loop sends back shows the model what it wrote.
 */
export function argumentsText(value: unknown): string {
  if (value === undefined || value === null) return '{}';
  if (typeof value !== 'string') return JSON.stringify(value);
  const text = value.trim();
  if (text === '') return '{}';
  try {
    const strict: unknown = JSON.parse(text);
    // A JSON string holding JSON (arguments encoded twice): read the inner text.
    return typeof strict === 'string' && /^\s*[[{]/.test(strict) ? argumentsText(strict) : text;
  } catch {
    // repaired below
  }
  if (/^[[{]/.test(text)) {
    const repaired = parseRepaired(text);
    if (repaired && typeof repaired.value === 'object' && repaired.value !== null)
      return JSON.stringify(repaired.value);
    return text;
  }
  return JSON.stringify(text);
}

/** A bare value (`Action Input: app/login.py`, `Search[Apple]`) as the tool's only parameter. */
export function bareArguments(tool: string, raw: string, tools: ToolNames): string {
  const text = raw.trim().replace(/^(["'`])([\s\S]*)\1$/, '$2');
  if (/^(none|null|)$/i.test(text) || text === '{}') return '{}';
  if (/^[[{]/.test(text)) return argumentsText(text);
  const positional = positionalArguments(tool, raw.trim(), tools);
  if (positional) return positional;
  const parameter = tools.soleParameter(tool);
  return parameter ? JSON.stringify({ [parameter]: text }) : JSON.stringify(text);
}

/**
 * Values in a row, as a Python call's positional arguments (`"Porto", "celsius", 7`): the tool's
 * parameters in their declared order, when its schema accepts them so.
 */
function positionalArguments(tool: string, text: string, tools: ToolNames): string | undefined {
  let values: unknown;
  try {
    values = JSON.parse(`[${text}]`);
  } catch {
    return undefined;
  }
  const order = tools.parameterOrder(tool);
  if (!Array.isArray(values) || values.length < 2 || values.length > order.length) return undefined;
  if (values.some((value) => typeof value === 'object' && value !== null)) return undefined;
  const args = Object.fromEntries(values.map((value, index) => [order[index], value]));
  return tools.accepts(tool, args) ? JSON.stringify(args) : undefined;
}

/**
 * A YAML document with every scalar as text (the tool's schema types them, as for any value read
 * from text); undefined when it is not YAML.
 */
export function readYaml(text: string): unknown {
  try {
    return parse(text, { schema: 'failsafe' }) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Arguments written as key/value text (XML parameters, GLM's arg_key/arg_value): each value is
 * typed by the tool's schema; without a schema, JSON numbers, booleans, objects and lists are read
 * as such and anything else stays text.
 */
export function typedArguments(tool: string, pairs: Array<[string, string]>, tools: ToolNames): string {
  const result: Record<string, unknown> = {};
  for (const [key, raw] of pairs) {
    const type = tools.parameterType(tool, key);
    const text = withoutLayout(raw);
    if (type === 'string') {
      result[key] = text;
      continue;
    }
    result[key] = typedValue(text, type);
  }
  return JSON.stringify(result);
}

/**
 * A value written on lines of its own between tags, without the line breaks around it; where the
 * closing tag is indented too (`  <parameter=path>⏎    a.py⏎  </parameter>`), the indentation
 * the value's lines share is the markup's layout as well.
 */
function withoutLayout(raw: string): string {
  const indented = /^[ \t]*\r?\n([\s\S]*?)\r?\n[ \t]+$/.exec(raw);
  // Layout is a newline on both sides (`<parameter=x>⏎value⏎</parameter>`); a value that only ends
  // in one (a file's text) keeps it.
  if (!indented) return /^\r?\n/.test(raw) ? raw.replace(/^\r?\n|\r?\n$/g, '') : raw;
  const lines = (indented[1] ?? '').split('\n');
  const shared = lines
    .filter((line) => line.trim() !== '')
    .reduce((least, line) => Math.min(least, /^[ \t]*/.exec(line)?.[0].length ?? 0), Infinity);
  return lines.map((line) => line.slice(Number.isFinite(shared) ? shared : 0)).join('\n');
}

/**
 * A record read from text (labelled lines, XML elements), each text value of a parameter the
 * tool declares typed as declared: `start_line: 40` is a number, `path: 2024` stays text.
 */
export function typedRecord(
  tool: string,
  record: Record<string, unknown>,
  tools: ToolNames,
): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(record).map(([key, value]) => {
      if (typeof value !== 'string' || !tools.declares(tool, key)) return [key, value];
      const type = tools.parameterType(tool, key);
      const text = value.replace(/^\n|\n$/g, '');
      return [key, type === 'string' ? text : typedValue(text, type)];
    }),
  );
}

/**
 * The call `tool` makes with values read from text, typed as it declares them, and values read
 * from JSON (`exact`, kept as written: a file's text keeps its final newline), if its schema
 * accepts them and they are values, not a declaration of the parameters (`location: string`).
 */
export function typedCall(
  tool: string,
  record: Record<string, unknown>,
  tools: ToolNames,
  exact: Record<string, unknown> = {},
): TextCall | undefined {
  if (declaresTypes({ ...record, ...exact })) return undefined;
  const typed = { ...typedRecord(tool, record, tools), ...exact };
  return tools.accepts(tool, typed) ? { name: tool, arguments: JSON.stringify(typed) } : undefined;
}

/** The names of types in JSON Schema, Python and TypeScript: a value that is one declares a parameter. */
export const TYPE_NAME =
  /^(?:str|string|int|integer|float|number|bool|boolean|list|array|dict|object|any)(?:\[\])?$/i;

/** A record of parameters each given a type name: a signature or schema written out, not a call's values. */
function declaresTypes(record: Record<string, unknown>): boolean {
  const values = Object.values(record);
  return (
    values.length > 0 && values.every((value) => typeof value === 'string' && TYPE_NAME.test(value.trim()))
  );
}

/** Where a model writes down its reasoning among a call's arguments (MemGPT's `inner_thoughts`, a decision's `reason`). */
const REASONING_KEY =
  /^(?:inner_)?(?:thoughts?|thinking|reasoning|reasons?|reflection|rationale|explanation|justification)$/i;

/**
 * The arguments without the model's reasoning written among them: a key such as `inner_thoughts`
 * or `reasoning` that the tool does not declare is deliberation, not an argument (as a reasoning
 * block is not an action). Tools declared without parameters keep whatever they were given.
 */
export function withoutReasoning(
  tool: string,
  args: Record<string, unknown>,
  tools: ToolNames,
): Record<string, unknown> {
  if (!tools.declaresParameters(tool)) return args;
  const kept = Object.entries(args).filter(([key]) => !REASONING_KEY.test(key) || tools.declares(tool, key));
  return kept.length === Object.keys(args).length ? args : Object.fromEntries(kept);
}

/** A value written as text: JSON where it reads as the declared type (or, undeclared, as a non-string). */
function typedValue(text: string, type: string | undefined): unknown {
  const trimmed = text.trim();
  let parsed: { value: unknown } | undefined;
  try {
    parsed = { value: JSON.parse(trimmed) as unknown };
  } catch {
    // Objects and lists written loosely (single quotes, Python literals) are repaired.
    if (type === 'object' || type === 'array' || /^[[{]/.test(trimmed)) parsed = parseRepaired(trimmed);
  }
  // Python's spelling of a boolean (`True`), where the schema asks for one.
  if (parsed === undefined && type === 'boolean' && /^(?:true|false)$/i.test(trimmed))
    return trimmed.toLowerCase() === 'true';
  if (parsed === undefined || typeof parsed.value === 'string') return text;
  return parsed.value;
}

export function interpretJson(value: unknown, tools: ToolNames): JsonMeaning {
  if (Array.isArray(value)) {
    // `[{"name": …, "arguments": …}, …]`: a list counts only when every item is a call.
    if (value.length === 0) return undefined;
    const calls: TextCall[] = [];
    for (const item of value) {
      const meaning = interpretJson(item, tools);
      if (!meaning || !('calls' in meaning)) return undefined;
      calls.push(...meaning.calls);
    }
    return { calls };
  }
  if (!isRecord(value)) return undefined;

  if (Array.isArray(value['tool_calls'])) return interpretJson(value['tool_calls'], tools);
  for (const key of ['function', 'function_call']) {
    // OpenAI's own nesting: `{"type": "function", "function": {"name": …, "arguments": …}}`;
    // TGI's grammar puts the name among the arguments: `{"function": {"_name": …, "city": …}}`.
    const inner = value[key];
    if (isRecord(inner) && (typeof inner['name'] === 'string' || typeof inner['_name'] === 'string'))
      return interpretJson(inner, tools);
  }
  const { _name: inlineName, ...inlineArgs } = value;
  if (typeof inlineName === 'string' && inlineName.trim() !== '') {
    if (tools.isNoTool(inlineName)) return undefined;
    return { calls: [{ name: tools.resolve(inlineName), arguments: JSON.stringify(inlineArgs) }] };
  }

  const nameKey = NAME_KEYS.find(
    (key) => typeof value[key] === 'string' && (value[key] as string).trim() !== '',
  );
  if (!nameKey) return namedByKey(value, tools);
  const name = value[nameKey] as string;
  const argsKey = ARGUMENT_KEYS.find((key) => key in value);
  const args = argsKey ? value[argsKey] : undefined;

  if (tools.isFinalAnswer(name)) return argsKey ? { answer: answerText(args) } : undefined;
  if (tools.isNoTool(name)) return undefined;
  // A record with a `name` (a user, a product, a tool definition with its description) is data: a
  // call carries only call keys, and arguments unless it names a tool that needs none.
  const onlyCallKeys = Object.keys(value).every((key) => CALL_KEYS.has(key));
  if (!onlyCallKeys || (argsKey === undefined && !tools.isRegistered(name))) return undefined;
  // A string that is not JSON is the value of the tool's only parameter (`"arguments": "weather in Paris"`).
  const text =
    typeof args === 'string' && !/^\s*[[{]/.test(args) ? bareArguments(name, args, tools) : undefined;
  const kept = isRecord(args) ? withoutReasoning(name, args, tools) : args;
  return { calls: [{ name: tools.resolve(name), arguments: text ?? argumentsText(kept) }] };
}

/**
 * Apertus' `{"get_weather": {"city": "Bern"}}`: an offered tool's name as the only key, its value
 * arguments the tool's schema accepts. Nothing else marks it as a call, so nothing less will do.
 */
function namedByKey(value: Record<string, unknown>, tools: ToolNames): JsonMeaning {
  const keys = Object.keys(value);
  const [name] = keys;
  if (keys.length !== 1 || name === undefined || !tools.isRegistered(name)) return undefined;
  const args = value[name];
  if (!tools.accepts(name, args)) return undefined;
  return { calls: [{ name: tools.resolve(name), arguments: JSON.stringify(args) }] };
}

function answerText(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (isRecord(value)) {
    for (const key of ['answer', 'final_answer', 'text', 'content', 'output']) {
      const field = value[key];
      if (typeof field === 'string') return field.trim();
    }
  }
  return JSON.stringify(value);
}

/** Calls from a JSON value, or undefined when it is not call-shaped. */
export function jsonCalls(value: unknown, tools: ToolNames): TextCall[] | undefined {
  const meaning = interpretJson(value, tools);
  return meaning && 'calls' in meaning ? meaning.calls : undefined;
}
