/**
 * Qwen-Agent's function-call prompt: `✿FUNCTION✿: name` then `✿ARGS✿: {json}`, one pair per
 * call, after an optional `✿THOUGHT✿:`. `✿RESULT✿:` is the tool's answer: the model's own
 * invented one ends its calls.
 */
import { readJsonAt } from './json.js';
import { bareArguments } from './shapes.js';
import { Findings, type Recogniser } from './types.js';

const FUNCTION = /^[ \t]*✿FUNCTION✿[ \t]*:[ \t]*([^\n]+?)[ \t]*\n[ \t]*✿ARGS✿[ \t]*:[ \t]*/gm;

export const qwenAgent: Recogniser = {
  dialect: 'Qwen-Agent ✿FUNCTION✿',
  recognise(text, tools) {
    const findings = new Findings();
    const result = text.search(/✿RESULT✿/);
    const region = result === -1 ? text : text.slice(0, result);
    for (const call of region.matchAll(FUNCTION)) {
      const name = call[1]?.trim() ?? '';
      const start = call.index + call[0].length;
      const value = readJsonAt(region, start);
      if (value && 'truncated' in value) findings.cut(`The call to ${name}`, call.index);
      else if (value)
        findings.add(
          { name: tools.resolve(name), arguments: JSON.stringify(value.value) },
          call.index,
          value.end,
        );
      else {
        const line = /^[^\n]*/.exec(region.slice(start))?.[0] ?? '';
        findings.add(
          { name: tools.resolve(name), arguments: bareArguments(name, line, tools) },
          call.index,
          start + line.length,
        );
      }
    }
    return findings.result();
  },
};
