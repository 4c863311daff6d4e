/**
 * IBM Granite: Granite 3.x `<|tool_call|>[{"name": …, "arguments": …}]` (the same token Phi-4-mini's
 * template uses, closed by `<|/tool_call|>`), and granite-20b-functioncalling's `<function_call> {…}`.
 */
import { readJsonAt } from './json.js';
import { jsonCalls } from './shapes.js';
import { Findings, type Recogniser } from './types.js';

const MARKER = /<\|tool_call\|>|<function_call>/g;

export const granite: Recogniser = {
  dialect: 'Granite',
  recognise(text, tools) {
    const findings = new Findings();
    for (const marker of text.matchAll(MARKER)) {
      const bodyStart = marker.index + marker[0].length;
      const value = readJsonAt(text, bodyStart);
      if (value && 'truncated' in value) {
        findings.cut(`The ${marker[0]} call`, marker.index);
        continue;
      }
      const calls = value ? jsonCalls(value.value, tools) : undefined;
      if (calls && value) for (const call of calls) findings.add(call, marker.index, value.end);
      else findings.fail(`The text after ${marker[0]} is not a call`, marker.index);
    }
    return findings.result();
  },
};
