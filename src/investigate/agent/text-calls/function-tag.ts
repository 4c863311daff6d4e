/**
 * `<function=name>` (or `<function name="name">`): Qwen3-Coder's XML (`<function=name><parameter=key>value</parameter></function>`,
 * inside `<tool_call>`), Llama 3.1 / Functionary v3.1's `<function=name>{json}</function>`, and
 * MiniCPM5's `<function name="name"><param name="key">value</param></function>` (CDATA for text
 * with markup in it).
 */
import { readJsonAt } from './json.js';
import { typedArguments } from './shapes.js';
import { blocks, Findings, type Recogniser } from './types.js';
import { CDATA, xmlArguments } from './xml.js';

/**
 * `<function=name>`, Hermes 2 Pro's `<function name="name">`, and `<function=name` whose `>` a
 * formatter left out, its first parameter on the next line.
 */
const OPEN = /<function(?:=([\w.:-]+)|\s+name\s*=\s*["']([^"']+)["'])(?:>|[ \t]*(?=\n\s*<parameter=))/;
const PARAMETER = /<parameter=([^>\n]+)>([\s\S]*?)(?:<\/parameter>|(?=<parameter=)|$)/g;

export const functionTag: Recogniser = {
  dialect: 'Qwen3-Coder XML / Llama 3.1 <function=…>',
  recognise(text, tools) {
    const findings = new Findings();
    for (const block of blocks(text, OPEN, /<\/function>/, CDATA)) {
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
          block.end,
        );
        continue;
      }
      const xml = /^\s*</.test(body) ? xmlArguments(name, body, tools) : undefined;
      if (xml) {
        if (xml.cut || !block.closed) findings.cut(`The call to ${name}`, block.start);
        else findings.add({ name: tools.resolve(name), arguments: xml.arguments }, block.start, block.end);
        continue;
      }
      if (body.trim() === '') {
        if (block.closed)
          findings.add({ name: tools.resolve(name), arguments: '{}' }, block.start, block.end);
        else findings.cut(`The call to ${name}`, block.start);
        continue;
      }
      const value = readJsonAt(quotedJson(body) ?? body, 0);
      if (value && 'truncated' in value) findings.cut(`The call to ${name}`, block.start);
      else if (value)
        findings.add(
          { name: tools.resolve(name), arguments: JSON.stringify(value.value) },
          block.start,
          block.end,
        );
      else findings.fail(`The arguments of <function=${name}> could not be read`, block.start);
    }
    return findings.result();
  },
};

/** The text of a JSON string literal that is the whole body (`"{\"path\": \"a.py\"}"`): arguments written as a string. */
function quotedJson(body: string): string | undefined {
  const trimmed = body.trim();
  if (!trimmed.startsWith('"')) return undefined;
  try {
    const value: unknown = JSON.parse(trimmed);
    return typeof value === 'string' ? value : undefined;
  } catch {
    return undefined;
  }
}
