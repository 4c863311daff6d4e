/**
 * Calls found by what they name, anywhere in a document the model wrote (a JSON value, or the
 * record its labelled lines make): an object whose value under any key is an offered tool's name
 * (`name`, `tool`, `command`, `command_name`, `request`, `next_tool_name`…), at any depth
 * (`{"thoughts": …, "command": {"name": …, "args": …}}`), with its arguments under any sibling key
 * (an object, or the JSON text of one) or given flat beside the name.
 *
 * No markup vouches for such a call, so the arguments must be ones the tool's declared schema
 * accepts: a record that only mentions a tool (`{"name": "read_file", "size": 2048}`), a tool's
 * own definition, or a tool declared without parameters is never read this way. The shapes every
 * family writes (./shapes.ts) are tried first at each object, as they are exact.
 */
import { isRecord } from '../../../util/document.js';
import { parseRepaired } from './json.js';
import type { ToolNames } from './names.js';
import { jsonCalls } from './shapes.js';
import type { TextCall } from './types.js';

/** Bounded so a deep or wide document cannot make the walk slow. */
const MAX_DEPTH = 8;
const MAX_OBJECTS = 2_000;
/** A key that names arguments: only under such a key do empty arguments (`"args": {}`) count. */
const ARGUMENTS_KEY = /arg|param|input|variable/i;

/** Every call the document names, in document order; calls to names that are not offered are not among them. */
export function namedCalls(value: unknown, tools: ToolNames): TextCall[] {
  // The whole value in a family's shape (a call, a list of calls) is read as that family reads it;
  // a call to a name that is not offered is that family's to report.
  const whole = jsonCalls(value, tools);
  if (whole) return whole.every((call) => tools.isRegistered(call.name)) ? whole : [];
  const calls: TextCall[] = [];
  let objects = 0;
  const visit = (node: unknown, depth: number): void => {
    if (depth > MAX_DEPTH || objects >= MAX_OBJECTS) return;
    if (Array.isArray(node)) {
      for (const item of node) visit(item, depth + 1);
      return;
    }
    if (!isRecord(node)) return;
    objects++;
    // Inside other data a family's shape alone does not make a call: the arguments must fit too.
    const exact = depth > 0 ? jsonCalls(node, tools) : undefined;
    if (exact) {
      if (exact.every((call) => tools.isRegistered(call.name) && fits(call, tools))) calls.push(...exact);
      return;
    }
    const named = callNamedIn(node, tools);
    if (named) {
      calls.push(named);
      return;
    }
    for (const child of Object.values(node)) visit(child, depth + 1);
  };
  visit(value, 0);
  return calls;
}

/**
 * The call one object makes: a key whose value is an offered tool's name, and either a sibling
 * holding arguments the tool accepts, or the other keys, together, as those arguments.
 */
export function callNamedIn(node: Record<string, unknown>, tools: ToolNames): TextCall | undefined {
  for (const [key, value] of Object.entries(node)) {
    if (typeof value !== 'string' || !tools.isRegistered(value) || !tools.declaresParameters(value)) continue;
    const name = tools.resolve(value);
    for (const [other, candidate] of Object.entries(node)) {
      if (other === key) continue;
      const args = argumentsObject(candidate);
      if (args === undefined || (Object.keys(args).length === 0 && !ARGUMENTS_KEY.test(other))) continue;
      if (tools.accepts(name, args)) return { name, arguments: JSON.stringify(args) };
    }
    const rest = Object.fromEntries(Object.entries(node).filter(([other]) => other !== key));
    if (Object.keys(rest).length > 0 && tools.accepts(name, rest))
      return { name, arguments: JSON.stringify(rest) };
  }
  return undefined;
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
