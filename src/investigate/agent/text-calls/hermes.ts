/**
 * Hermes, Qwen 2.5/3, Hunyuan and most fine-tunes: `<tool_call>{"name": …, "arguments": …}</tool_call>`,
 * one block per call or several objects (or a list) in one block. Blocks holding Qwen3-Coder's
 * `<function=…>`, GLM's `<arg_key>` or `<invoke>` markup are left to those recognisers.
 */
import { readJsonAt } from './json.js';
import type { ToolNames } from './names.js';
import { pythonTextCall, readPythonCall } from './python.js';
import { jsonCalls } from './shapes.js';
import { blocks, Findings, type Block, type Recogniser, type TextCall } from './types.js';

const OPEN = /<(tool_call|tool_calls|toolcall|tool_use|tools?|response|json|xml)>/i;
const CLOSE = /<\/(?:tool_call|tool_calls|toolcall|tool_use|tools?|response|json|xml)>/i;
/** Tags that also wrap other things (an XML answer, a JSON sample): only a call in them counts. */
const LOOSE_TAGS = new Set(['tool', 'tools', 'response', 'json', 'xml']);
const OTHER_MARKUP = /<function[= ]|<(?:\w+_)?(?:arg|param)_key>|<(?:[\w-]+:)?invoke\b/;

export const hermes: Recogniser = {
  dialect: 'Hermes / Qwen <tool_call>',
  recognise(text, tools) {
    const findings = new Findings();
    for (const block of blocks(text, OPEN, CLOSE)) {
      const body = text.slice(block.bodyStart, block.bodyEnd);
      // `<tool_calls>` around `<tool_call>` blocks (Hy3, MiniMax-M1) holds nothing of its own.
      if (OTHER_MARKUP.test(body) || (!block.closed && body.trim() === '' && block.end < text.length))
        continue;
      const tag = (block.open[1] ?? 'tool_call').toLowerCase();
      if (LOOSE_TAGS.has(tag)) {
        readLoose(text.slice(block.bodyStart, block.bodyEnd), block, tools, findings);
        continue;
      }
      readBody(
        body.replace(/^\s*```\w*\s*|\s*```\s*$/g, ''),
        block,
        `<${block.open[1] ?? 'tool_call'}>`,
        tools,
        findings,
      );
    }
    return findings.result();
  },
};

/** The calls in a block's body, each standing where the block does. */
function readBody(
  body: string,
  { start: at, end }: Block,
  tag: string,
  tools: ToolNames,
  findings: Findings,
): void {
  let pos = 0;
  let read = 0;
  for (;;) {
    while (pos < body.length && /[\s,;]/.test(body[pos] ?? '')) pos++;
    if (body[pos] !== '{' && body[pos] !== '[') break;
    const value = readJsonAt(body, pos);
    if (value && 'truncated' in value) return findings.cut(`The ${tag} call`, at);
    const calls = value ? jsonCalls(value.value, tools) : undefined;
    if (!value || !calls) return findings.fail(`The ${tag} block holds JSON that is not a call`, at);
    for (const call of calls) findings.add(call, at, end);
    read++;
    pos = value.end;
  }
  if (read > 0) return;
  const rest = body.slice(pos).trim();
  // `<tool_call>read_file(path="a.py")</tool_call>` and `<tool_call>read_file {"path": "a.py"}</tool_call>`.
  const python = readPythonCall(rest, 0);
  if (python && 'truncated' in python) return findings.cut(`The ${tag} call`, at);
  if (python) return findings.add(pythonTextCall(python, tools), at, end);
  const named = /^([A-Za-z_][\w.-]*)\s*[:\n]?\s*(?=[{[])/.exec(rest);
  if (named?.[1]) {
    const value = readJsonAt(rest, named[0].length);
    if (value && 'truncated' in value) return findings.cut(`The ${tag} call`, at);
    if (value)
      return findings.add({ name: tools.resolve(named[1]), arguments: JSON.stringify(value.value) }, at, end);
  }
  findings.fail(`The ${tag} block holds no readable call`, at);
}

/**
 * A loose tag's body: the JSON calls it starts with (one value, a list, or one object a line);
 * anything else in it is not a call.
 */
function readLoose(body: string, { start: at, end }: Block, tools: ToolNames, findings: Findings): void {
  const calls: TextCall[] = [];
  for (let pos = 0; body.slice(pos).trim() !== '';) {
    const value = readJsonAt(body, pos);
    if (!value || !('value' in value)) break;
    const read = jsonCalls(value.value, tools);
    if (!read) break;
    calls.push(...read);
    pos = value.end;
    while (/[\s,]/.test(body[pos] ?? '')) pos++;
  }
  for (const call of calls) findings.add(call, at, end);
}
