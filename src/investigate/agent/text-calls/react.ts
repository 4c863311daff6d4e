/**
 * ReAct in the forms models write it: `Action: name` with `Action Input: {json}` (or a bare value,
 * given to the tool's only parameter), `Action: name(…)` (the form Falcon's prompt asks for),
 * `Action: name[arg]` (the ReAct paper), `Action: name {json}` on one line, bold (`**Action:**`)
 * and Markdown-heading (`### Action`) variants, and LangChain's and Command R's JSON after
 * `Action:`. `Action: None` is no call; `Final Answer` is the answer, read by ./index.ts.
 */
import { readJsonAt } from './json.js';
import type { ToolNames } from './names.js';
import { pythonTextCall, readPythonCall } from './python.js';
import { argumentsText, bareArguments, jsonCalls } from './shapes.js';
import { Findings, type Recogniser } from './types.js';

const ACTION =
  /^[ \t]*(?:#{1,6}[ \t]*)?(?:[*_]{2})?action(?:[ \t]+\d+)?(?:[*_]{2})?(?:[ \t]*:(?:[*_]{2})?|(?=[ \t]*$))[ \t]*/gim;
const ACTION_INPUT =
  /^[ \t]*(?:#{1,6}[ \t]*)?(?:[*_]{2})?action[ _]input(?:[*_]{2})?(?:[ \t]*:(?:[*_]{2})?|(?=[ \t]*$))[ \t]*/i;
/** ReAct's `Observation:` line, what a call returned (given or invented). */
export const OBSERVATION_LINE = /^[ \t]*(?:[*_]{2})?observation(?:[*_]{2})?[ \t]*:/gim;
/** ReAct's `Thought:` line (`Thought 2:` too), reasoning. */
export const THOUGHT_LINE = /^[ \t]*(?:[*_]{2})?thought(?:[ \t]+\d+)?(?:[*_]{2})?[ \t]*:/gim;
/** Lines that start another ReAct section, ending an input. */
export const KEYWORD_LINE =
  /^[ \t]*(?:#{1,6}[ \t]*)?(?:[*_]{2})?(?:thought|action input|action|observation|final[ _-]?answer)(?:[ \t]+\d+)?(?:[*_]{2})?(?:[ \t]*:|[ \t]*$)/gim;
const NO_ACTION = /^(?:none|n\/a|nothing|no action|no tool|null|-|—)\.?$/i;

export const react: Recogniser = {
  dialect: 'ReAct',
  recognise(text, tools) {
    const findings = new Findings();
    for (const action of text.matchAll(ACTION)) {
      readAction(text, action.index, action.index + action[0].length, tools, findings);
    }
    return findings.result();
  },
};

function readAction(text: string, at: number, from: number, tools: ToolNames, findings: Findings): void {
  let pos = from;
  // `### Action` or `Action:` with what it names on the next line.
  if (lineOf(text, pos).trim() === '') pos = nextLineStart(text, pos, true);
  let line = lineOf(text, pos).trim();
  if (line === '' || NO_ACTION.test(line.replace(/[`*_]/g, ''))) return;

  // JSON right after `Action:`, bare or fenced: LangChain's structured chat, Command R.
  const fence = /^```[\w-]*[ \t]*\n?/.exec(text.slice(pos));
  const jsonStart = pos + (fence?.[0].length ?? 0);
  if (/^\s*[[{]/.test(text.slice(jsonStart, jsonStart + 200))) {
    const value = readJsonAt(text, jsonStart);
    if (value && 'truncated' in value) return findings.cut('The action', at);
    const calls = value ? jsonCalls(value.value, tools) : undefined;
    for (const call of calls ?? []) if (value) findings.add(call, at, value.end);
    return;
  }

  line = line.replace(/^[`*]+|[`*]+$/g, '');
  const lineStart = pos + lineOf(text, pos).indexOf(line.charAt(0));
  const named = /^([A-Za-z_][\w.-]*)/.exec(line)?.[1] ?? '';
  const after = line.slice(named.length);
  if (named && /^\s*\(/.test(after)) {
    const call = readPythonCall(text, lineStart);
    if (call && 'truncated' in call) return findings.cut(`The call to ${call.name}`, at);
    if (call) {
      if (!tools.isFinalAnswer(call.name)) findings.add(pythonTextCall(call, tools), at, call.end);
      return;
    }
    // `name({"a": 1})` with JSON a Python reading refuses: read the object itself.
    const object = readJsonAt(text, lineStart + named.length + (/^\s*\(/.exec(after)?.[0].length ?? 0));
    if (object && 'truncated' in object) return findings.cut(`The call to ${named}`, at);
    if (object)
      findings.add({ name: tools.resolve(named), arguments: JSON.stringify(object.value) }, at, object.end);
    else findings.fail(`The arguments of ${named}(…) could not be read`, at);
    return;
  }
  const bracket = /^\[([\s\S]*)\]\s*$/.exec(after);
  if (named && bracket) {
    if (!tools.isFinalAnswer(named))
      findings.add(
        { name: tools.resolve(named), arguments: bareArguments(named, bracket[1] ?? '', tools) },
        at,
        pos + lineOf(text, pos).length,
      );
    return;
  }
  // `Action:calculateAction Input:{…}`: the labels run together when a template drops the newline.
  const glued = /^([A-Za-z_][\w.-]*?)Action[ \t]*Input[ \t]*:[ \t]*(?=[{[])/i.exec(line);
  if (glued?.[1] && tools.isRegistered(glued[1])) {
    const value = readJsonAt(text, lineStart + glued[0].length);
    if (value && 'truncated' in value) return findings.cut(`The call to ${glued[1]}`, at);
    if (value)
      findings.add({ name: tools.resolve(glued[1]), arguments: JSON.stringify(value.value) }, at, value.end);
    return;
  }
  const inlineJson = /^\s*(?::\s*)?(?=[{[])/.exec(after);
  if (named && inlineJson) {
    const value = readJsonAt(text, lineStart + named.length + inlineJson[0].length);
    if (value && 'truncated' in value) return findings.cut(`The call to ${named}`, at);
    if (value)
      findings.add({ name: tools.resolve(named), arguments: JSON.stringify(value.value) }, at, value.end);
    return;
  }
  const name = /^["'`]?([A-Za-z_][\w.-]*|final answer)["'`]?\.?$/i.exec(line)?.[1];
  // A sentence after `Action:` is prose.
  if (!name || tools.isFinalAnswer(name)) return;

  const inputLine = nextLineStart(text, pos, true);
  const input = ACTION_INPUT.exec(lineOf(text, inputLine));
  if (!input)
    return findings.add({ name: tools.resolve(name), arguments: '{}' }, at, pos + lineOf(text, pos).length);
  const valueStart = inputLine + input[0].length;
  KEYWORD_LINE.lastIndex = valueStart;
  let stop = text.length;
  for (let match = KEYWORD_LINE.exec(text); match; match = KEYWORD_LINE.exec(text)) {
    if (match.index >= valueStart && (match.index === 0 || text[match.index - 1] === '\n')) {
      stop = match.index;
      break;
    }
  }
  const raw = text.slice(valueStart, stop).trim();
  const body = raw
    .replace(/^```[\w-]*\s*|\s*```$/g, '')
    .replace(/^`([\s\S]*)`$/, '$1')
    .trim();
  if (/^[[{]/.test(body)) {
    const value = readJsonAt(body, 0);
    if (value && 'truncated' in value) return findings.cut(`The input of ${name}`, at);
    // Valid JSON is kept as written; repaired JSON is written anew.
    return findings.add(
      { name: tools.resolve(name), arguments: argumentsText(value ? body.slice(0, value.end) : body) },
      at,
      stop,
    );
  }
  const keywords = /^[A-Za-z_]\w*\s*=(?!=)/.test(body) ? readPythonCall(`f(${body})`, 0) : undefined;
  if (keywords && !('truncated' in keywords))
    return findings.add(
      { name: tools.resolve(name), arguments: JSON.stringify(keywords.keywords) },
      at,
      stop,
    );
  findings.add({ name: tools.resolve(name), arguments: bareArguments(name, body, tools) }, at, stop);
}

function lineOf(text: string, at: number): string {
  const end = text.indexOf('\n', at);
  return text.slice(at, end === -1 ? text.length : end);
}

/** The start of the line after the one holding `at` (skipping blank lines when asked). */
function nextLineStart(text: string, at: number, skipBlank: boolean): number {
  let pos = text.indexOf('\n', at);
  if (pos === -1) return text.length;
  pos++;
  while (skipBlank && pos < text.length && lineOf(text, pos).trim() === '') {
    const end = text.indexOf('\n', pos);
    if (end === -1) return text.length;
    pos = end + 1;
  }
  return pos;
}
