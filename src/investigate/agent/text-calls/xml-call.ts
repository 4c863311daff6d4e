/**
 * Calls written as XML elements, named in one of the ways the families name them: by a child
 * element (Anthropic's earlier `<invoke><tool_name>get_weather</tool_name><parameters><city>…`,
 * `<tool_call><name>…</name><arguments>{…}</arguments></tool_call>`), by a pair of elements
 * (`<tool>search</tool><tool_input>…</tool_input>`), by a `name` attribute (`<tool name="search">`,
 * `<tool_call name="search">`, any element but `<invoke>`'s own dialect), or by the element itself
 * (`<read_file><path>a.py</path></read_file>`, Cline's and Roo Code's format; its arguments as
 * attributes, as JSON or as YAML on the lines inside it, the AI SDK's YAML-in-XML protocol; or
 * none, `<get_time/>`); and, generally,
 * any run of elements read as a record (./named.ts), one of them naming an offered tool and the
 * arguments in a sibling or in the elements beside it (Langroid's `<tool><request>…</request>
 * <path>…`, AgentScope's `<function>get_weather</function><location>…`). No dialect vouches for
 * these, so the name must be an offered tool, and, except under a name or arguments element, the
 * arguments must be ones its schema accepts.
 */
import { isRecord } from '../../../util/document.js';
import { escapeRegExp } from '../../../util/text.js';
import { readJsonAt } from './json.js';
import { namedCalls } from './named.js';
import type { ToolNames } from './names.js';
import { bareArguments, readYaml, typedArguments, typedCall } from './shapes.js';
import { Findings, type Recogniser, type TextCall } from './types.js';
import { CDATA, readElementRun, xmlArguments, xmlText } from './xml.js';

const NAME_ELEMENT = /<(tool_name|name|tool|function|function_name|action)>\s*([\w.-]+)\s*<\/\1>/g;
/**
 * `<tool name="search">`, `<tool_call id="call_1" name="search">`: an element naming its tool by
 * attribute, among others; parameters' own `name`s are not calls. Self-closing, its other
 * attributes are the arguments (`<tool_call name="read_file" path="a.py" />`).
 */
const NAME_ATTRIBUTE =
  /<((?!(?:[\w-]+:)?(?:invoke|parameter|param|arg|argument)\b)[A-Za-z_][\w:-]*)((?:\s+(?!name\s*=)[A-Za-z_][\w:.-]*\s*=\s*(?:"[^"]*"|'[^']*'))*)\s+name\s*=\s*["']([\w.-]+)["']([^<>]*?)(\/?)>/g;
/** Attributes that identify a call rather than give its arguments. */
const CALL_ATTRIBUTES = new Set(['id', 'call_id', 'index', 'type']);
const ARGUMENTS_ELEMENT = /^\s*<(parameters|arguments|args|input|tool_input|action_input)>([\s\S]*?)<\/\1>/;
/**
 * An element that may be a call named after its tool: `<read_file>`, `<tool:read_file>` under a
 * namespace, `<get_weather unit="celsius">`, `<get_time/>`.
 */
const TOOL_ELEMENT =
  /<((?:[A-Za-z_][\w-]*:)?([A-Za-z_][\w-]*))((?:\s+[A-Za-z_][\w.-]*\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>/g;
const ATTRIBUTE = /([A-Za-z_][\w.-]*)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;
/** Nothing but blanks before the end of the line. */
const LINE_END = /[ \t]*(?:\r?\n|$)/y;
/** Lines of YAML read inside one element. */
const MAX_YAML_LINES = 200;
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
    // Where the readers above found a call: a run of elements around it reads the same call again.
    const read: Array<[number, number]> = [];
    for (const named of masked.matchAll(NAME_ELEMENT)) {
      const name = named[2] ?? '';
      if (!tools.isRegistered(name) || ++tried > MAX_ELEMENTS) continue;
      const after = named.index + named[0].length;
      const args = ARGUMENTS_ELEMENT.exec(masked.slice(after));
      if (!args) continue;
      const start = after + args[0].indexOf('>') + 1;
      const body = text.slice(start, start + (args[2] ?? '').length);
      findings.add(
        { name: tools.resolve(name), arguments: argumentsOf(name, body, tools) },
        named.index,
        after + args.index + args[0].length,
      );
      read.push([named.index, start + body.length]);
    }
    for (const element of masked.matchAll(NAME_ATTRIBUTE)) {
      const [tag = '', name = ''] = [element[1], element[3]];
      if (!tools.isRegistered(name) || ++tried > MAX_ELEMENTS) continue;
      const bodyStart = element.index + element[0].length;
      if (element[5] === '/') {
        const call = attributesCall(name, `${element[2] ?? ''} ${element[4] ?? ''}`, tools);
        if (call) findings.add(call, element.index, bodyStart);
        continue;
      }
      const close = masked.indexOf(`</${tag}>`, bodyStart);
      if (close === -1) continue;
      const args = argumentsOf(name, text.slice(bodyStart, close), tools);
      const end = close + tag.length + 3;
      if (tools.accepts(name, parsedOrText(args)))
        findings.add({ name: tools.resolve(name), arguments: args }, element.index, end);
      else
        for (const each of repeatedActions(name, parsedOrText(args), tools))
          findings.add(each, element.index, end);
    }
    for (const element of masked.matchAll(TOOL_ELEMENT)) {
      const [tag = '', name = ''] = [element[1], element[2]];
      if (!tools.isRegistered(name) || ++tried > MAX_ELEMENTS) continue;
      const leads = leadsLine(masked, element.index);
      const selfClosing = element[4] === '/';
      const bodyStart = element.index + element[0].length;
      const close = selfClosing ? bodyStart : masked.indexOf(`</${tag}>`, bodyStart);
      if (close === -1) {
        // Opened on a line of its own and never closed: the message ended inside the call.
        if (leads && endsLine(masked, bodyStart) && tools.declaresParameters(name))
          findings.cut(`The call to ${tools.resolve(name)}`, element.index);
        continue;
      }
      // Where a call stands: first on its line or after markup, or closing a line of prose
      // ("Searching now: <search>…</search>"); an empty element alone on its line.
      const closesLine = endsLine(masked, selfClosing ? bodyStart : close + tag.length + 3);
      if (!(selfClosing ? leads && closesLine : leads || closesLine)) continue;
      const call = toolElementCall(name, element[3] ?? '', text.slice(bodyStart, close), tools);
      if (call) findings.add(call, element.index, selfClosing ? bodyStart : close + tag.length + 3);
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
      if (read.some(([start, end]) => start < run.end && end > at)) continue;
      if (run.cut) {
        if (Object.values(run.value).some((value) => typeof value === 'string' && tools.isRegistered(value)))
          findings.cut('The call', at);
        continue;
      }
      for (const call of namedCalls(run.value, tools, true)) findings.add(call, at, run.end);
    }
    return findings.result();
  },
};

/**
 * One element repeated around the arguments (CodeCompanion's `<tool name="read_file">` holding two
 * `<action>`s): a call for each, when the tool's schema accepts every one.
 */
function repeatedActions(name: string, args: unknown, tools: ToolNames): TextCall[] {
  const [only, ...rest] = isRecord(args) ? Object.entries(args) : [];
  if (!only || rest.length > 0 || tools.parameterOrder(name).includes(only[0])) return [];
  const items = only[1];
  if (!Array.isArray(items) || !items.every(isRecord)) return [];
  const calls = items.map((item) => ({
    name: tools.resolve(name),
    arguments: typedArguments(
      name,
      Object.entries(item).map(([key, value]): [string, string] => [
        key,
        typeof value === 'string' ? value : JSON.stringify(value),
      ]),
      tools,
    ),
  }));
  return calls.every((call) => tools.accepts(name, JSON.parse(call.arguments))) ? calls : [];
}

/** Arguments as JSON, as elements, or as the text of the tool's only parameter. */
function argumentsOf(name: string, body: string, tools: ToolNames): string {
  const json = readJsonAt(body, 0);
  if (json && 'value' in json && body.slice(json.end).trim() === '') return JSON.stringify(json.value);
  const elements = /^\s*</.test(body) ? xmlArguments(name, body, tools) : undefined;
  if (elements && !elements.cut) return elements.arguments;
  return bareArguments(name, xmlText(body.trim()), tools);
}

/** A self-closing element's call: its attributes, but those naming the call, as the tool's arguments. */
function attributesCall(name: string, attributeText: string, tools: ToolNames): TextCall | undefined {
  const pairs: Array<[string, string]> = [...attributeText.matchAll(ATTRIBUTE)]
    .filter((m) => !CALL_ATTRIBUTES.has(m[1] ?? ''))
    .map((m) => [m[1] ?? '', xmlText(m[2] ?? m[3] ?? '')]);
  const args = typedArguments(name, pairs, tools);
  return tools.accepts(name, JSON.parse(args)) ? { name: tools.resolve(name), arguments: args } : undefined;
}

/**
 * The call an element named after its tool makes, if the tool's schema accepts it: its body read
 * as parameters or elements; or, for a tool that declares its parameters, its attributes and a
 * body of JSON or of YAML on the lines inside it (on one line, `<search>query: x</search>` is
 * prose), or no arguments at all.
 */
function toolElementCall(
  name: string,
  attributeText: string,
  body: string,
  tools: ToolNames,
): TextCall | undefined {
  const tool = tools.resolve(name);
  const attributes = Object.fromEntries(
    [...attributeText.matchAll(ATTRIBUTE)].map((m) => [m[1] ?? '', xmlText(m[2] ?? m[3] ?? '')]),
  );
  const content = body.trim();
  if (content.startsWith('<') && Object.keys(attributes).length === 0) {
    const args = xmlArguments(name, body, tools);
    if (!args || args.cut || !tools.accepts(name, JSON.parse(args.arguments))) return undefined;
    return { name: tool, arguments: args.arguments };
  }
  if (!tools.declaresParameters(name)) return undefined;
  let args: unknown = {};
  if (content.startsWith('{')) {
    const json = readJsonAt(content, 0);
    args = json && 'value' in json && content.slice(json.end).trim() === '' ? json.value : undefined;
    if (isRecord(args)) return typedCall(tool, attributes, tools, args);
  } else if (content !== '') {
    args =
      /^[ \t]*\r?\n/.test(body) && body.split('\n').length <= MAX_YAML_LINES ? readYaml(body) : undefined;
  }
  if (isRecord(args)) return typedCall(tool, { ...attributes, ...args }, tools);
  // Plain text is the value of the one string parameter the attributes leave out
  // (`<read_file>a.py</read_file>`, `<write_file path="a.md">text</write_file>`).
  // Not a value: structure (a YAML list), JSON, markup, or `key: value` naming a parameter.
  const structured =
    (args !== undefined && typeof args !== 'string') ||
    tools
      .parameterOrder(tool)
      .some((parameter) => new RegExp(`^${escapeRegExp(parameter)}[ \t]*:`).test(content));
  if (structured || content === '' || content.startsWith('{') || content.startsWith('<')) return undefined;
  const open = tools
    .parameterOrder(tool)
    .filter((parameter) => !(parameter in attributes) && tools.parameterType(tool, parameter) === 'string');
  if (open.length === 0) return undefined;
  // One line is a value (a path, a query); several lines are a text, kept as written.
  const value = content.includes('\n') ? body.replace(/^[ \t]*\r?\n/, '') : content;
  const call = typedCall(tool, { ...attributes, [open[0] ?? '']: xmlText(value) }, tools);
  return call && tools.accepts(tool, JSON.parse(call.arguments)) ? call : undefined;
}

/** Whether what stands before `at` on its line is blanks, or markup ending right before it. */
function leadsLine(text: string, at: number): boolean {
  let i = at - 1;
  while (i >= 0 && (text[i] === ' ' || text[i] === '\t')) i--;
  return i < 0 || text[i] === '\n' || text[i] === '>';
}

function endsLine(text: string, at: number): boolean {
  LINE_END.lastIndex = at;
  return LINE_END.test(text);
}

/** Arguments text as its value; text that is not JSON stays text, which no schema accepts. */
function parsedOrText(args: string): unknown {
  try {
    return JSON.parse(args) as unknown;
  } catch {
    return args;
  }
}
