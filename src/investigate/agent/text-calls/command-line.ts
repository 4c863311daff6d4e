/**
 * A call written as a command line, alone in a fence or an element: the tool's name and its
 * arguments as a shell splits them (SWE-agent's `read_file src/a.py` after its discussion,
 * `<command>search "…"</command>`). Values go to the tool's parameters as `key=value`; a single
 * value fills the first parameter the schema declares (the required ones first), and a tool with
 * one parameter takes the rest of the line as written. More words by position are not read: they
 * are as often a sentence (`send_note to everyone`) as they are values. Nothing but the fence or element it fills vouches for the call, so the
 * tool must declare its parameters and accept the values; a fence in a programming language
 * (`bash`, `python`) shows code and is not read, nor is an element that holds an example or output.
 * A fence labelled with the tool itself (gptme's ```` ```write_file notes.md ````) reads its label
 * as the command line and its body as the text parameter the label leaves; so does an unlabeled
 * fence whose first line is the tool's name alone (```` ```⏎read_file⏎path: a.py⏎``` ````).
 */
import type { ToolNames } from './names.js';
import { typedCall } from './shapes.js';
import { Findings, type Recogniser, type TextCall } from './types.js';

/** A fence holding one line, unlabeled or labelled as a call. */
const FENCE =
  /^[ \t]*(`{3,}|~{3,})[ \t]*(|tool|tool_call|tool_code|command|action)[ \t]*\n([^\n]*)\n[ \t]*\1[ \t]*$/gm;
/**
 * A fence whose info string is a command line naming a tool (gptme's ```` ```save notes.md ````,
 * code-assistant's `^^^write_file`): the words after the name are arguments, and the block's body
 * is the value of the parameter they leave, after a header of `key: value` lines when it has one.
 */
const LABELLED_OPENING = /^[ \t]*(`{3,}|~{3,}|\^{3,})[ \t]*([A-Za-z_][\w.-]*)([^\n`]*)$/;
/** An unlabeled fence whose first line is a name alone (its body read by `namedFenceCall`). */
const NAMED_FENCE = /^[ \t]*(`{3,}|~{3,})[ \t]*\n([ \t]*[A-Za-z_][\w.-]*[ \t]*\n[\s\S]*?)\n[ \t]*\1[ \t]*$/gm;
/** A fence body's first line, a name alone, and the lines after it. */
const NAME_FIRST = /^[ \t]*([A-Za-z_][\w.-]*)[ \t]*\n([\s\S]*)$/;
/** A line that closes a fence: its marker alone. */
const FENCE_CLOSING = /^[ \t]*(`{3,}|~{3,}|\^{3,})[ \t]*$/;
/** A header line of a labelled block: `path: notes.md`. */
const HEADER_LINE = /^([A-Za-z_]\w*):[ \t]?(.*)$/;
const HEADER_END = /^-{3,}[ \t]*$/;
/** An element holding one line, standing on lines of its own; its tag may carry more (`<tool: function>`). */
const ELEMENT = /^[ \t]*<([A-Za-z_][\w-]*)(?:[:\s][^<>\n]*)?>[ \t]*\n?([^\n<]+?)\n?[ \t]*<\/\1>[ \t]*$/gm;
/** Elements that show or format text rather than act. */
const SHOWING =
  /^(?:examples?|samples?|code|pre|samp|kbd|tt|quote|blockquote|q|output|result|observation|response|answer|b|i|u|em|strong|mark|span|small|sub|sup|p|li|td)$/i;
/** Bounded so a message of many small blocks stays a message of a few calls. */
const MAX_BLOCKS = 200;
const TOKEN = /"((?:[^"\\]|\\.)*)"|'([^']*)'|(\S+)/g;
/** Words after a tool's name that continue a sentence rather than give a value: an article, a preposition. */
const SENTENCE_GOES_ON =
  /^[ \t]*(?:the|a|an|for|about|on|of|to|into|through|with|me|my|our|your|if|whether)[ \t]/i;

export const commandLine: Recogniser = {
  dialect: 'A call as a command line alone in a fence or an element',
  recognise(text, tools) {
    const findings = new Findings();
    let tried = 0;
    for (const fence of text.matchAll(FENCE)) {
      if (++tried > MAX_BLOCKS) break;
      const call = commandLineCall(fence[3] ?? '', tools);
      if (call) findings.add(call, fence.index, fence.index + fence[0].length);
    }
    for (const fence of labelledFences(text)) {
      if (++tried > MAX_BLOCKS) break;
      const call = labelledFenceCall(fence.info, fence.body, tools);
      if (call) findings.add(call, fence.at, fence.end);
    }
    for (const fence of text.matchAll(NAMED_FENCE)) {
      if (++tried > MAX_BLOCKS) break;
      const call = namedFenceCall(fence[2] ?? '', tools);
      if (call) findings.add(call, fence.index, fence.index + fence[0].length);
    }
    for (const element of text.matchAll(ELEMENT)) {
      if (++tried > 2 * MAX_BLOCKS) break;
      if (SHOWING.test(element[1] ?? '')) continue;
      const call = commandLineCall(element[2] ?? '', tools);
      if (call) findings.add(call, element.index, element.index + element[0].length);
    }
    return findings.result();
  },
};

/**
 * The fences whose info string starts with a word, each closed by the next line holding its marker
 * alone, in one pass over the lines (a fence never closed is not one).
 */
function labelledFences(text: string): Array<{ info: string; body: string; at: number; end: number }> {
  const lines = text.split('\n');
  const starts: number[] = [];
  const closings = new Map<string, number[]>();
  for (let i = 0, start = 0; i < lines.length; start += (lines[i]?.length ?? 0) + 1, i++) {
    starts.push(start);
    const marker = FENCE_CLOSING.exec(lines[i] ?? '')?.[1];
    if (marker === undefined) continue;
    const list = closings.get(marker) ?? [];
    list.push(i);
    closings.set(marker, list);
  }
  const fences: Array<{ info: string; body: string; at: number; end: number }> = [];
  const next = new Map<string, number>();
  for (let i = 0; i < lines.length; i++) {
    const open = LABELLED_OPENING.exec(lines[i] ?? '');
    if (!open) continue;
    const marker = open[1] ?? '';
    const candidates = closings.get(marker) ?? [];
    let k = next.get(marker) ?? 0;
    while (k < candidates.length && (candidates[k] ?? 0) <= i) k++;
    next.set(marker, k);
    const close = candidates[k];
    if (close === undefined) continue;
    fences.push({
      info: `${open[2] ?? ''}${open[3] ?? ''}`,
      body: lines.slice(i + 1, close).join('\n'),
      at: starts[i] ?? 0,
      end: (starts[close] ?? 0) + (lines[close]?.length ?? 0),
    });
    i = close;
  }
  return fences;
}

/** The call a command line makes, when its first word is an offered tool that accepts the rest. */
export function commandLineCall(line: string, tools: ToolNames): TextCall | undefined {
  const command = /^[ \t]*([A-Za-z_][\w.-]*)(?:[ \t]+(.*?))?[ \t]*$/.exec(line);
  const name = command?.[1];
  if (name === undefined || !tools.isRegistered(name) || !tools.declaresParameters(name)) return undefined;
  const tool = tools.resolve(name);
  const rest = command?.[2] ?? '';
  const tokens = [...rest.matchAll(TOKEN)].map((token) => token[1] ?? token[2] ?? token[3] ?? '');
  const args = argumentsOf(tool, rest, tokens, tools);
  if (!args || Object.keys(args).length === 0) return undefined;
  return typedCall(tool, args, tools);
}

/**
 * The call a fence labelled with an offered tool makes: the label's words as a command line, and
 * the body as the first declared text parameter they leave unfilled, whole as written.
 */
export function labelledFenceCall(info: string, body: string, tools: ToolNames): TextCall | undefined {
  // The tool's name, after a `tool:` prefix too (```` ```tool:search ````), then its arguments.
  const command = /^[ \t]*(?:(?:tool|function|call):)?([A-Za-z_][\w.-]*)(?:[ \t]+(.*?))?[ \t]*$/.exec(info);
  const name = command?.[1];
  if (name === undefined || !tools.isRegistered(name) || !tools.declaresParameters(name)) return undefined;
  const tool = tools.resolve(name);
  const rest = command?.[2] ?? '';
  const tokens = [...rest.matchAll(TOKEN)].map((token) => token[1] ?? token[2] ?? token[3] ?? '');
  const args = tokens.length > 0 ? argumentsOf(tool, rest, tokens, tools) : {};
  if (!args || body.trim() === '') return undefined;
  const { header, content } = headerAndContent(tool, body, tools);
  const filled = { ...args, ...header };
  if (content === undefined) return typedCall(tool, filled, tools);
  const target = tools
    .parameterOrder(tool)
    .find(
      (parameter) =>
        !(parameter in filled) && [undefined, 'string'].includes(tools.parameterType(tool, parameter)),
    );
  if (target === undefined) return undefined;
  return typedCall(tool, { ...filled, [target]: content }, tools);
}

/** An unlabeled fence's body whose first line names an offered tool: that name is its label. */
export function namedFenceCall(code: string, tools: ToolNames): TextCall | undefined {
  const named = NAME_FIRST.exec(code);
  const name = named?.[1];
  return name !== undefined && tools.isRegistered(name)
    ? labelledFenceCall(name, named?.[2] ?? '', tools)
    : undefined;
}

/**
 * A labelled block's body: the `key: value` lines it starts with, each a parameter the tool
 * declares, and after a `---` line (or with no header) the rest, whole as written; the header
 * alone when nothing follows it.
 */
function headerAndContent(
  tool: string,
  body: string,
  tools: ToolNames,
): { header: Record<string, string>; content?: string } {
  const whole = { header: {}, content: body.replace(/\n$/, '') };
  const lines = body.replace(/\n$/, '').split('\n');
  const separator = lines.findIndex((line) => HEADER_END.test(line));
  const header: Record<string, string> = {};
  for (const line of separator === -1 ? lines : lines.slice(0, separator)) {
    if (line.trim() === '') continue;
    const entry = HEADER_LINE.exec(line);
    if (!entry || !tools.declares(tool, entry[1] ?? '')) return whole;
    header[entry[1] ?? ''] = entry[2] ?? '';
  }
  if (Object.keys(header).length === 0) return whole;
  return separator === -1 ? { header } : { header, content: lines.slice(separator + 1).join('\n') };
}

function argumentsOf(
  tool: string,
  rest: string,
  tokens: readonly string[],
  tools: ToolNames,
): Record<string, unknown> | undefined {
  const keywords = tokens.map((token) => /^([A-Za-z_]\w*)=([\s\S]*)$/.exec(token));
  if (keywords.length > 0 && keywords.every((keyword) => keyword && tools.declares(tool, keyword[1] ?? '')))
    return Object.fromEntries(keywords.map((keyword) => [keyword?.[1] ?? '', keyword?.[2] ?? '']));
  // Words by position are a guess past the first (`send_note to everyone` is prose, not `to` and
  // `body`): one value fills the first parameter, and a tool with one parameter takes the line,
  // unless the line goes on as a sentence (`search the web for …` is an instruction in prose).
  const [first] = tools.parameterOrder(tool);
  if (first === undefined || tokens.length === 0) return undefined;
  if (tokens.length === 1) return { [first]: tokens[0] };
  if (SENTENCE_GOES_ON.test(rest)) return undefined;
  return tools.parameterOrder(tool).length === 1 ? { [first]: rest.trim() } : undefined;
}
