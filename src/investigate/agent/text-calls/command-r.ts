/**
 * Cohere Command R7B and Command A: `<|START_ACTION|>[{"tool_call_id": "0", "tool_name": …, "parameters": …}]<|END_ACTION|>`.
 * Command R's older `Action: ```json [...]```` is read by ./react.ts with the same JSON shapes.
 */
import { readJsonAt } from './json.js';
import { jsonCalls } from './shapes.js';
import { blocks, Findings, type Recogniser } from './types.js';

export const commandR: Recogniser = {
  dialect: 'Command R / R7B',
  recognise(text, tools) {
    const findings = new Findings();
    for (const block of blocks(text, /<\|START_ACTION\|>/, /<\|END_ACTION\|>/)) {
      const value = readJsonAt(text.slice(block.bodyStart, block.bodyEnd), 0);
      if (value && 'truncated' in value) findings.cut('The <|START_ACTION|> call', block.start);
      else {
        const calls = value ? jsonCalls(value.value, tools) : undefined;
        if (calls) for (const call of calls) findings.add(call, block.start, block.end);
        else if (!value || !isDirectAnswer(value.value))
          findings.fail('The <|START_ACTION|> block holds no readable call', block.start);
      }
    }
    return findings.result();
  },
};

/** `directly_answer` is Command R's way of saying no tool is needed. */
function isDirectAnswer(value: unknown): boolean {
  return JSON.stringify(value).includes('directly_answer');
}
