/**
 * `<invoke name="…"><parameter name="…">value</parameter></invoke>`: MiniMax-M2 (inside
 * `<minimax:tool_call>`), Claude-style `<function_calls>` and the prefixed variants servers pass
 * through (`antml:`, DeepSeek's `｜DSML｜` in one or two bars, full-width or ASCII); MiniMax-M3 writes each argument as its own element,
 * `<invoke name="…"><city>Paris</city></invoke>`.
 */
import { readJsonAt } from './json.js';
import type { ToolNames } from './names.js';
import { blocks, Findings, type Recogniser } from './types.js';
import { CDATA, xmlArguments } from './xml.js';

const PREFIX = String.raw`(?:[\w-]+:|[｜|]{1,2}DSML[｜|]{1,2})?`;
const OPEN = new RegExp(String.raw`<${PREFIX}invoke\s+name\s*=\s*["']([^"']+)["'][^>]*>`);
const CLOSE = new RegExp(String.raw`</${PREFIX}invoke>`);

export const invoke: Recogniser = {
  dialect: 'MiniMax-M2 / M3, Claude-style <invoke>',
  recognise(text, tools) {
    const findings = new Findings();
    for (const block of blocks(text, OPEN, CLOSE, CDATA)) {
      const name = block.open[1] ?? '';
      const body = text.slice(block.bodyStart, block.bodyEnd);
      const args = body.trim() === '' ? { arguments: '{}', cut: false } : invokeArguments(name, body, tools);
      if (args === undefined) {
        if (block.closed)
          findings.fail(`The arguments of the call to ${name} could not be read`, block.start);
        else findings.cut(`The call to ${name}`, block.start);
        continue;
      }
      // Without `</invoke>` the last value may have been cut mid-way: it must have closed.
      if (
        args.cut ||
        (!block.closed && !/<\/[^>]*>\s*$/.test(body)) ||
        (!block.closed && body.trim() === '')
      ) {
        findings.cut(`The call to ${name}`, block.start);
        continue;
      }
      findings.add({ name: tools.resolve(name), arguments: args.arguments }, block.start, block.end);
    }
    return findings.result();
  },
};

/** Parameters as elements, or the arguments as one JSON object (DeepSeek V3.2 writes either). */
function invokeArguments(
  name: string,
  body: string,
  tools: ToolNames,
): { arguments: string; cut: boolean } | undefined {
  const start = body.search(/\S/);
  if (body[start] !== '{') return xmlArguments(name, body, tools);
  const json = readJsonAt(body, start);
  if (!json) return undefined;
  if ('truncated' in json) return { arguments: '{}', cut: true };
  return body.slice(json.end).trim() === ''
    ? { arguments: JSON.stringify(json.value), cut: false }
    : undefined;
}
