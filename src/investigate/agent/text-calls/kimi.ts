/**
 * Kimi K2: `<|tool_calls_section_begin|><|tool_call_begin|>functions.name:0<|tool_call_argument_begin|>{…}<|tool_call_end|>…<|tool_calls_section_end|>`.
 */
import { readJsonAt } from './json.js';
import { blocks, Findings, type Recogniser } from './types.js';

export const kimi: Recogniser = {
  dialect: 'Kimi K2',
  recognise(text, tools) {
    const findings = new Findings();
    for (const block of blocks(text, /<\|tool_call_begin\|>/, /<\|tool_call_end\|>/)) {
      const body = text
        .slice(block.bodyStart, block.bodyEnd)
        .replace(/<\|tool_calls_section_end\|>[\s\S]*$/, '');
      const [id = '', args] = body.split('<|tool_call_argument_begin|>');
      // The id is `functions.<name>:<index>`.
      const name = id.trim().replace(/:\d+$/, '');
      if (args === undefined) {
        if (block.closed)
          findings.fail(`The Kimi call ${name} has no <|tool_call_argument_begin|>`, block.start);
        else findings.cut(`The call to ${name}`, block.start);
        continue;
      }
      const value = readJsonAt(args, 0);
      if (value && 'truncated' in value) findings.cut(`The call to ${name}`, block.start);
      else if (value)
        findings.add({ name: tools.resolve(name), arguments: JSON.stringify(value.value) }, block.start);
      else if (args.trim() === '' && block.closed)
        findings.add({ name: tools.resolve(name), arguments: '{}' }, block.start);
      else findings.fail(`The arguments of the Kimi call ${name} could not be read`, block.start);
    }
    return findings.result();
  },
};
