/**
 * A tool call the model wrote as text may be one it copied: an API response or a file can hold
 * text shaped like a call (`<tool_call>{"name": "write_file", …}`), and a model that quotes it can
 * look as if it made that call. A text call is the model's own only if the data it read does not
 * already hold the same call: the tool's name in a call's shape, and every argument value.
 */
import type { ToolCall } from './types.js';
import { escapeRegExp } from '../../util/text.js';

/** Whether `call` (recovered from text) repeats a call found in what tools returned this run. */
export function copiedFromData(call: ToolCall, data: readonly string[]): boolean {
  const name = escapeRegExp(call.name);
  // The name where each text dialect (./text-calls/) writes it.
  const shaped = new RegExp(
    [
      `"(?:name|tool_name|tool|function|action)"\\s*:\\s*"(?:functions\\.)?${name}"`,
      `\\\\"name\\\\"\\s*:\\s*\\\\"${name}\\\\"`,
      `<function=${name}\\b`,
      `<invoke name=\\\\?["']${name}`,
      `\\b${name}\\s*\\(`,
      `functions\\.${name}\\b`,
      `Action:\\s*${name}\\b`,
      `<tool_call>\\s*${name}\\b`,
      `\\[TOOL_CALLS\\]\\s*${name}\\b`,
      `tool[▁_ ]sep[｜|]>\\s*(?:function\\s+)?${name}\\b`,
      `tool[▁_ ]call[▁_ ]begin[｜|]>\\s*${name}\\b`,
      `>>>\\s*${name}\\b`,
      `<\\|recipient\\|>\\s*${name}\\b`,
      `call:${name}\\{`,
      `<<function>>\\s*\\[?${name}\\b`,
    ].join('|'),
  );
  const values = leafValues(call.arguments);
  return data.some(
    (text) =>
      shaped.test(text) &&
      values.every((value) => text.includes(value) || text.includes(JSON.stringify(value).slice(1, -1))),
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
