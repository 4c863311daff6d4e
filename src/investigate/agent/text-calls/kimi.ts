/**
 * Kimi. K2: `<|tool_calls_section_begin|><|tool_call_begin|>functions.name:0<|tool_call_argument_begin|>{…}<|tool_call_end|>…<|tool_calls_section_end|>`.
 * K3's XTML: `<|open|>call tool="name" index="1"<|sep|>` holding typed arguments
 * (`<|open|>argument key="city" type="string"<|sep|>Tokyo<|close|>argument<|sep|>`) or one JSON
 * object (`<|open|>json type="object"<|sep|>{…}<|close|>json<|sep|>`), closed by `<|close|>call<|sep|>`.
 * A server that strips K2's tokens leaves the id glued to its arguments, `functions.name:0{…}`,
 * wherever the call stood (right after a sentence's full stop): read for an offered tool.
 */
import { readJsonAt } from './json.js';
import type { ToolNames } from './names.js';
import { blocks, Findings, type Recogniser } from './types.js';

const K2_STRIPPED = /functions\.([A-Za-z_][\w-]*):\d+[ \t]*(?=\{)/g;
const XTML_CALL = /<\|open\|>call\b([^<]*?)<\|sep\|>/;
const XTML_CALL_END = /<\|close\|>call<\|sep\|>/;
const XTML_ARGUMENT = /<\|open\|>argument\b([^<]*?)<\|sep\|>([\s\S]*?)<\|close\|>argument<\|sep\|>/g;
const XTML_JSON = /<\|open\|>json\b[^<]*?<\|sep\|>([\s\S]*?)<\|close\|>json<\|sep\|>/;

export const kimi: Recogniser = {
  dialect: 'Kimi K2 / K3',
  recognise(text, tools) {
    const findings = new Findings();
    if (text.includes('<|tool_call_begin|>')) readK2(text, tools, findings);
    else readK2Stripped(text, tools, findings);
    readK3(text, tools, findings);
    return findings.result();
  },
};

function readK2Stripped(text: string, tools: ToolNames, findings: Findings): void {
  for (const id of text.matchAll(K2_STRIPPED)) {
    const name = id[1] ?? '';
    if (!tools.isRegistered(name)) continue;
    const value = readJsonAt(text, id.index + id[0].length);
    if (value && 'truncated' in value) findings.cut(`The call to ${name}`, id.index);
    else if (value)
      findings.add(
        { name: tools.resolve(name), arguments: JSON.stringify(value.value) },
        id.index,
        value.end,
      );
  }
}

function readK2(text: string, tools: ToolNames, findings: Findings): void {
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
      findings.add(
        { name: tools.resolve(name), arguments: JSON.stringify(value.value) },
        block.start,
        block.end,
      );
    else if (args.trim() === '' && block.closed)
      findings.add({ name: tools.resolve(name), arguments: '{}' }, block.start, block.end);
    else findings.fail(`The arguments of the Kimi call ${name} could not be read`, block.start);
  }
}

function readK3(text: string, tools: ToolNames, findings: Findings): void {
  for (const block of blocks(text, XTML_CALL, XTML_CALL_END)) {
    const name = attribute(block.open[1] ?? '', 'tool') ?? '';
    if (!block.closed) {
      findings.cut(`The call to ${name || 'a tool'}`, block.start);
      continue;
    }
    const body = text.slice(block.bodyStart, block.bodyEnd);
    const json = XTML_JSON.exec(body);
    if (json) {
      const value = readJsonAt(json[1] ?? '', 0);
      if (value && 'value' in value)
        findings.add(
          { name: tools.resolve(name), arguments: JSON.stringify(value.value) },
          block.start,
          block.end,
        );
      else findings.fail(`The JSON arguments of the Kimi call ${name} could not be read`, block.start);
      continue;
    }
    const args: Record<string, unknown> = {};
    for (const argument of body.matchAll(XTML_ARGUMENT)) {
      const key = attribute(argument[1] ?? '', 'key');
      if (key !== undefined) args[key] = typed(argument[2] ?? '', attribute(argument[1] ?? '', 'type'));
    }
    findings.add({ name: tools.resolve(name), arguments: JSON.stringify(args) }, block.start, block.end);
  }
}

/** `key="city"` in an XTML header, its `&quot;` and `&amp;` undone. */
function attribute(attributes: string, name: string): string | undefined {
  const value = new RegExp(`\\b${name}="([^"]*)"`).exec(attributes)?.[1];
  return value?.replace(/&quot;/g, '"').replace(/&amp;/g, '&');
}

/** A value as its declared type: text for strings, JSON otherwise when it reads as JSON. */
function typed(value: string, type: string | undefined): unknown {
  if (type === 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}
