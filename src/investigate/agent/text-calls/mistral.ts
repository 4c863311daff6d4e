/**
 * Mistral: `[TOOL_CALLS][{"name": …, "arguments": …}]` (v3 tokenizers) and
 * `[TOOL_CALLS]name[ARGS]{…}` (v11+, with `[CALL_ID]id` in some versions), one marker per call.
 * Magistral's `[THINK]…[/THINK]` is reasoning and never reaches this recogniser.
 */
import { readJsonAt } from './json.js';
import { jsonCalls } from './shapes.js';
import { Findings, type Recogniser } from './types.js';

const NAMED = /^\s*([A-Za-z_][\w.-]*)\s*(?:\[CALL_ID\]\s*[\w-]*\s*)?(?:\[ARGS\]\s*(?=[{[])|(?=\{))/;

export const mistral: Recogniser = {
  dialect: 'Mistral [TOOL_CALLS]',
  recognise(text, tools) {
    const findings = new Findings();
    // A marker inside a value already read (`"content": "write [TOOL_CALLS] first"`) is text.
    let read = 0;
    for (const marker of text.matchAll(/\[TOOL_CALLS\]/g)) {
      if (marker.index < read) continue;
      const from = marker.index + marker[0].length;
      const next = text.indexOf('[TOOL_CALLS]', from);
      const segment = text.slice(from, next === -1 ? text.length : next);
      const named = NAMED.exec(segment);
      // A few stray words before the list (`[TOOL_CALLS]  junk [{…}]`) are skipped.
      const start = named ? named[0].length : Math.max(0, segment.search(/[[{]/));
      const value = readJsonAt(text, from + start);
      if (value && 'end' in value) read = value.end;
      if (value && 'truncated' in value) {
        findings.cut('The [TOOL_CALLS] call', marker.index);
        continue;
      }
      if (!value) {
        findings.fail('The text after [TOOL_CALLS] is not a call', marker.index);
        continue;
      }
      if (named?.[1]) {
        findings.add(
          { name: tools.resolve(named[1]), arguments: JSON.stringify(value.value) },
          marker.index,
          value.end,
        );
        continue;
      }
      const calls = jsonCalls(value.value, tools);
      if (calls) for (const call of calls) findings.add(call, marker.index, value.end);
      else findings.fail('The JSON after [TOOL_CALLS] is not a list of calls', marker.index);
    }
    return findings.result();
  },
};
