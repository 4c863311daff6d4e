/**
 * The shapes a tool call takes once a model's text has been read as JSON, and the normalising of
 * names and arguments shared by every text style of `recoverToolCalls` (../recover.ts).
 */
import { isRecord } from '../../../util/document.js';
import { parseLenientJson } from './lenient-json.js';

/** A call read from text, before ids are given. `arguments` is already a string. */
export interface TextCall {
  name: string;
  arguments: string;
}

/** What a JSON value in the text turned out to be. */
export type JsonMeaning = { calls: TextCall[] } | { answer: string } | undefined;

const NAME_KEYS = ['name', 'tool', 'tool_name', 'function', 'action', 'recipient_name'];
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
const CALL_KEYS = new Set([...NAME_KEYS, ...ARGUMENT_KEYS, 'id', 'type', 'call_id', 'index']);
const FINAL_ANSWER_NAMES = new Set(['final_answer', 'finalanswer', 'final']);

/** Finds the registered spelling of a name as models vary it; unknown names come back trimmed. */
export class ToolNames {
  private readonly exact = new Map<string, string>();
  private readonly loose = new Map<string, string>();

  constructor(names: readonly string[]) {
    for (const name of names) {
      this.exact.set(name.toLowerCase(), name);
      this.loose.set(loosen(name), name);
    }
  }

  resolve(raw: string): string {
    // `functions.read_file` is how some models quote OpenAI's namespace for tools.
    const name = raw
      .trim()
      .replace(/^[`'"]+|[`'"]+$/g, '')
      .replace(/^functions\./i, '');
    return this.exact.get(name.toLowerCase()) ?? this.loose.get(loosen(name)) ?? name;
  }

  isRegistered(raw: string): boolean {
    const resolved = this.resolve(raw);
    return this.exact.has(resolved.toLowerCase());
  }

  /** `Final Answer` written as if it were a tool, unless a tool really has that name. */
  isFinalAnswer(raw: string): boolean {
    return !this.isRegistered(raw) && FINAL_ANSWER_NAMES.has(loosen(raw));
  }
}

/** `Read-File`, `read file` and `readFile` all become `readfile` / `read_file` alike. */
function loosen(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
}

/**
 * Arguments as a JSON string. Valid JSON text is kept as written; anything that had to be
 * sanitised is re-serialised; text that cannot be read at all is returned as written, so the
 * error the loop sends back shows the model what it wrote.
 */
export function argumentsText(value: unknown): string {
  if (value === undefined || value === null) return '{}';
  if (typeof value !== 'string') return JSON.stringify(value);
  const text = value.trim();
  if (text === '') return '{}';
  try {
    const strict: unknown = JSON.parse(text);
    // A JSON string holding JSON (arguments encoded twice): read the inner text.
    return typeof strict === 'string' ? argumentsText(strict) : text;
  } catch {
    // sanitised below
  }
  const lenient = parseLenientJson(text);
  if (lenient && typeof lenient.value === 'object' && lenient.value !== null)
    return JSON.stringify(lenient.value);
  // A bare value (a path, a query) for a tool that takes an object: kept as a JSON string so the
  // schema check can say that an object was expected.
  return /^[[{]/.test(text) ? text : JSON.stringify(text);
}

/** What a parsed JSON value means: calls (one, several, OpenAI-shaped), a final answer, or nothing. */
export function interpretJson(value: unknown, names: ToolNames): JsonMeaning {
  if (Array.isArray(value)) {
    // Mistral's `[{"name": …, "arguments": …}, …]`: a list counts only when every item is a call.
    if (value.length === 0) return undefined;
    const calls: TextCall[] = [];
    for (const item of value) {
      const meaning = interpretJson(item, names);
      if (!meaning || !('calls' in meaning)) return undefined;
      calls.push(...meaning.calls);
    }
    return { calls };
  }
  if (!isRecord(value)) return undefined;

  if (Array.isArray(value['tool_calls'])) return interpretJson(value['tool_calls'], names);
  for (const key of ['function', 'function_call']) {
    // OpenAI's own nesting: `{"type": "function", "function": {"name": …, "arguments": …}}`.
    const inner = value[key];
    if (isRecord(inner) && typeof inner['name'] === 'string') return interpretJson(inner, names);
  }

  const nameKey = NAME_KEYS.find(
    (key) => typeof value[key] === 'string' && (value[key] as string).trim() !== '',
  );
  if (!nameKey) return undefined;
  const name = value[nameKey] as string;
  const argsKey = ARGUMENT_KEYS.find((key) => key in value);
  const args = argsKey ? value[argsKey] : undefined;

  if (names.isFinalAnswer(name)) return argsKey ? { answer: answerText(args) } : undefined;
  // A record with a `name` (a user, a product, a tool definition with its description) is data: a
  // call carries only call keys, and arguments unless it names a tool that needs none.
  const onlyCallKeys = Object.keys(value).every((key) => CALL_KEYS.has(key));
  if (!onlyCallKeys || (argsKey === undefined && !names.isRegistered(name))) return undefined;
  return { calls: [{ name: names.resolve(name), arguments: argumentsText(args) }] };
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
