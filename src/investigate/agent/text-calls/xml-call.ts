/**
 * Calls written as XML elements, named in one of the ways the families name them: by a child
 * element (Anthropic's earlier `<invoke><tool_name>get_weather</tool_name><parameters><city>…`,
 * `<tool_call><name>…</name><arguments>{…}</arguments></tool_call>`), by a pair of elements
 * (`<tool>search</tool><tool_input>…</tool_input>`), or by the element itself
 * (`<read_file><path>a.py</path></read_file>`, Cline's and Roo Code's format); and, generally,
 * any run of elements read as a record (./named.ts), one of them naming an offered tool and the
 * arguments in a sibling or in the elements beside it (Langroid's `<tool><request>…</request>
 * <path>…`, AgentScope's `<function>get_weather</function><location>…`). No dialect vouches for
 * these, so the name must be an offered tool, and, except under a name or arguments element, the
 * arguments must be ones its schema accepts.
 */
import { readJsonAt } from './json.js';
import { namedCalls } from './named.js';
import type { ToolNames } from './names.js';
import { bareArguments } from './shapes.js';
import { Findings, type Recogniser } from './types.js';
import { CDATA, readElementRun, xmlArguments, xmlText } from './xml.js';

const NAME_ELEMENT = /<(tool_name|name|tool|function|function_name|action)>\s*([\w.-]+)\s*<\/\1>/g;
const ARGUMENTS_ELEMENT = /^\s*<(parameters|arguments|args|input|tool_input|action_input)>([\s\S]*?)<\/\1>/;
/** An element that may be a call named after its tool: `<read_file>` at a line's start or after markup. */
const TOOL_ELEMENT = /(?:^|\n|>)[ \t]*<([A-Za-z_][\w-]*)>/g;
/** Where a run of elements may start: an element first on its line. */
const RUN_START = /(?:^|\n)[ \t]*<[A-Za-z_][\w.-]*>/g;
/** Bounded so a message full of tags cannot turn the scan quadratic. */
const MAX_ELEMENTS = 200;

export const xmlCall: Recogniser = {
  dialect: 'Calls as XML elements (<tool_name>, <tool>/<tool_input>, <tool as element>)',
  recognise(text, tools) {
    const findings = new Findings();
    const masked = text.replace(new RegExp(CDATA.source, 'g'), (span) => ' '.repeat(span.length));
    let tried = 0;
    for (const named of masked.matchAll(NAME_ELEMENT)) {
      const name = named[2] ?? '';
      if (!tools.isRegistered(name) || ++tried > MAX_ELEMENTS) continue;
      const after = named.index + named[0].length;
      const args = ARGUMENTS_ELEMENT.exec(masked.slice(after));
      if (!args) continue;
      const start = after + args[0].indexOf('>') + 1;
      const body = text.slice(start, start + (args[2] ?? '').length);
      findings.add({ name: tools.resolve(name), arguments: argumentsOf(name, body, tools) }, named.index);
    }
    for (const element of masked.matchAll(TOOL_ELEMENT)) {
      const name = element[1] ?? '';
      if (!tools.isRegistered(name) || ++tried > MAX_ELEMENTS) continue;
      const bodyStart = element.index + element[0].length;
      const close = masked.indexOf(`</${name}>`, bodyStart);
      if (close === -1) continue;
      const body = text.slice(bodyStart, close);
      const args = xmlArguments(name, body, tools);
      if (!args || args.cut || !tools.accepts(name, JSON.parse(args.arguments))) continue;
      findings.add({ name: tools.resolve(name), arguments: args.arguments }, element.index);
    }
    // Any run of elements, read as a record: a child naming an offered tool, its arguments in a
    // sibling or in the elements beside it (Langroid's `<tool><request>…`, AgentScope's
    // `<function>name</function><location>…`).
    let runs = 0;
    let after = 0;
    for (const start of masked.matchAll(RUN_START)) {
      const at = start.index + start[0].indexOf('<');
      if (at < after || ++runs > MAX_ELEMENTS) continue;
      const run = readElementRun(text, at, masked);
      if (!run) continue;
      after = run.end;
      if (run.cut) {
        if (Object.values(run.value).some((value) => typeof value === 'string' && tools.isRegistered(value)))
          findings.cut('The call', at);
        continue;
      }
      for (const call of namedCalls(run.value, tools, true)) findings.add(call, at);
    }
    return findings.result();
  },
};

/** Arguments as JSON, as elements, or as the text of the tool's only parameter. */
function argumentsOf(name: string, body: string, tools: ToolNames): string {
  const json = readJsonAt(body, 0);
  if (json && 'value' in json && body.slice(json.end).trim() === '') return JSON.stringify(json.value);
  const elements = /^\s*</.test(body) ? xmlArguments(name, body, tools) : undefined;
  if (elements && !elements.cut) return elements.arguments;
  return bareArguments(name, xmlText(body.trim()), tools);
}
