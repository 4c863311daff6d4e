/**
 * `<invoke name="…"><parameter name="…">value</parameter></invoke>`: MiniMax-M2 (inside
 * `<minimax:tool_call>`), Claude-style `<function_calls>` and the prefixed variants servers pass
 * through (`antml:`, DeepSeek's `｜DSML｜`).
 */
import { typedArguments } from './shapes.js';
import { blocks, Findings, type Recogniser } from './types.js';

const PREFIX = String.raw`(?:[\w-]+:|｜DSML｜)?`;
const OPEN = new RegExp(String.raw`<${PREFIX}invoke\s+name\s*=\s*["']([^"']+)["'][^>]*>`);
const CLOSE = new RegExp(String.raw`</${PREFIX}invoke>`);
const PARAMETER = new RegExp(
  String.raw`<${PREFIX}parameter\s+name\s*=\s*["']([^"']+)["']([^>]*)>([\s\S]*?)</${PREFIX}parameter>`,
  'g',
);

export const invoke: Recogniser = {
  dialect: 'MiniMax-M2 / Claude-style <invoke>',
  recognise(text, tools) {
    const findings = new Findings();
    for (const block of blocks(text, OPEN, CLOSE)) {
      const name = block.open[1] ?? '';
      const body = text.slice(block.bodyStart, block.bodyEnd);
      const opened = body.match(new RegExp(`<${PREFIX}parameter\\b`, 'g'))?.length ?? 0;
      const parameters = [...body.matchAll(PARAMETER)];
      if (
        parameters.length < opened ||
        (!block.closed && !/<\/[^>]*parameter>\s*$/.test(body) && opened > 0) ||
        (!block.closed && opened === 0)
      ) {
        findings.cut(`The call to ${name}`, block.start);
        continue;
      }
      const strings = parameters.filter((m) => /string\s*=\s*["']true["']/.test(m[2] ?? '')).map((m) => m[1]);
      const pairs: Array<[string, string]> = parameters.map((m) => [m[1] ?? '', m[3] ?? '']);
      const args = JSON.parse(typedArguments(name, pairs, tools)) as Record<string, unknown>;
      // DeepSeek's `string="true"` says the value is text, whatever it looks like.
      for (const [key, value] of pairs) if (strings.includes(key)) args[key] = value;
      findings.add({ name: tools.resolve(name), arguments: JSON.stringify(args) }, block.start);
    }
    return findings.result();
  },
};
