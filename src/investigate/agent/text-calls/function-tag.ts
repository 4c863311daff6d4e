/**
 * `<function=name>` (or `<function name="name">`): Qwen3-Coder's XML (`<function=name><parameter=key>value</parameter></function>`,
 * inside `<tool_call>`), and Llama 3.1 / Functionary v3.1's `<function=name>{json}</function>`.
 */
import { readJsonAt } from './json.js';
import { typedArguments } from './shapes.js';
import { blocks, Findings, type Recogniser } from './types.js';

/** `<function=name>`, and Hermes 2 Pro's `<function name="name">`. */
const OPEN = /<function(?:=([\w.:-]+)|\s+name\s*=\s*["']([^"']+)["'])>/;
const PARAMETER = /<parameter=([^>\n]+)>([\s\S]*?)(?:<\/parameter>|(?=<parameter=)|$)/g;

export const functionTag: Recogniser = {
  dialect: 'Qwen3-Coder XML / Llama 3.1 <function=…>',
  recognise(text, tools) {
    const findings = new Findings();
    for (const block of blocks(text, OPEN, /<\/function>/)) {
      const name = block.open[1] ?? block.open[2] ?? '';
      const body = text.slice(block.bodyStart, block.bodyEnd).replace(/\s*<\/tool_call>[\s\S]*$/, '');
      if (body.includes('<parameter=')) {
        const opened = body.match(/<parameter=/g)?.length ?? 0;
        const closedParameters = body.match(/<\/parameter>/g)?.length ?? 0;
        // Without `</function>` the last value may have been cut mid-way: it must have closed.
        if (!block.closed && (closedParameters < opened || !/<\/parameter>\s*$/.test(body))) {
          findings.cut(`The call to ${name}`, block.start);
          continue;
        }
        const pairs: Array<[string, string]> = [...body.matchAll(PARAMETER)].map((m) => [
          (m[1] ?? '').trim(),
          m[2] ?? '',
        ]);
        findings.add(
          { name: tools.resolve(name), arguments: typedArguments(name, pairs, tools) },
          block.start,
        );
        continue;
      }
      if (body.trim() === '') {
        if (block.closed) findings.add({ name: tools.resolve(name), arguments: '{}' }, block.start);
        else findings.cut(`The call to ${name}`, block.start);
        continue;
      }
      const value = readJsonAt(body, 0);
      if (value && 'truncated' in value) findings.cut(`The call to ${name}`, block.start);
      else if (value)
        findings.add({ name: tools.resolve(name), arguments: JSON.stringify(value.value) }, block.start);
      else findings.fail(`The arguments of <function=${name}> could not be read`, block.start);
    }
    return findings.result();
  },
};
