/**
 * JSON written as a call: `{"name": …, "arguments": …}` bare or in a fence, with prose around it,
 * the spellings of each family (`parameters`, `tool_name`, `action`/`action_input`, Anthropic's
 * `tool_use` object, OpenAI's `{"tool_calls": […]}`), or a list of them. Llama 3.x's JSON without
 * its `<|python_tag|>` lands here too. Any other JSON is data, and its insides are not searched.
 */
import { readJsonAt } from './json.js';
import { jsonCalls } from './shapes.js';
import { Findings, type Recogniser } from './types.js';

/** Bounded so a long message full of braces cannot turn the scan quadratic: values tried, characters scanned. */
const MAX_VALUES = 500;
const MAX_SCANNED = 1_000_000;
const CALL_START = /^[[{]\s*(?:\{\s*)?["']?(?:name|tool_name|tool|function|action|tool_calls)["']?\s*:/;
const ARGUMENTS_KEY = /["']?(?:arguments|parameters|args|input|action_input)["']?\s*:/;

export const jsonCall: Recogniser = {
  dialect: 'JSON call objects',
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
        const head = text.slice(at, at + 300);
        if (CALL_START.test(head) && ARGUMENTS_KEY.test(head)) findings.cut('The JSON call', at);
        continue;
      }
      if (!value) continue;
      for (const call of jsonCalls(value.value, tools) ?? []) findings.add(call, at);
      at = value.end - 1;
    }
    return findings.result();
  },
};
