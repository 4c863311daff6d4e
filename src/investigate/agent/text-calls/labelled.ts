/**
 * Calls written as labelled lines, whatever the labels: a line whose value is an offered tool's
 * name (`TOOL_NAME: read_file`, `tool: read_file`, `Action: read_file`, Haystack's `Tool: search`),
 * then the call's arguments on the lines right after it, in any of the ways such lines hold them:
 *
 * - JSON after a label (`Action Input: {…}`, `args: {…}`) or on its own, on one line or several,
 *   or JSON or YAML in a fence right under the naming line (`**Tool Call:** \`search\`` over a
 *   ```` ```json ```` fence);
 * - a YAML block under a label (`args:` and then indented `path: a.py`);
 * - one `key: value` line per parameter (`path: a.py`), or a bare value under a label that names
 *   arguments (`Tool Input: "…"`) for a tool with one parameter;
 * - a parameter's value over several lines, between a line opening it and a closing marker
 *   (Continue's `BEGIN_ARG: path` … `END_ARG`).
 *
 * Labels may also be headings, each with its value on the lines below (DSPy's
 * `[[ ## next_tool_name ## ]]`, `### Tool`). The lines make one record, read the way a JSON object
 * is (./named.ts): the arguments must be ones the tool's declared schema accepts, under a sibling
 * label or flat beside the name, so a report line that only names a tool is not a call. A value
 * opened and never closed, or JSON whose brackets never close, was cut off.
 */
import { isRecord } from '../../../util/document.js';
import { readJsonAt } from './json.js';
import { callNamedIn } from './named.js';
import type { ToolNames } from './names.js';
import { readYaml } from './shapes.js';
import { Findings, type Recogniser, type TextCall } from './types.js';

/** `Label: name`, the label of one to three words, in bold or after a heading mark. */
const NAMING =
  /^[ \t]*(?:#{1,6}[ \t]*)?(?:[*_]{2})?([A-Za-z][\w-]*(?:[ \t]+[A-Za-z][\w-]*){0,2})(?:[*_]{2})?[ \t]*:(?:[*_]{2})?[ \t]*[`'"]?([A-Za-z_][\w.-]*)[`'"]?[ \t]*$/;
/** `label: value`, the value possibly empty (a block follows). */
const ENTRY = /^([ \t]*)(?:[*_]{2})?([A-Za-z_][\w -]{0,40}?)(?:[*_]{2})?[ \t]*:(?:[*_]{2})?(?:[ \t]+(.*))?$/;
/** A line that is nothing but a label in heading markup: `[[ ## label ## ]]`, `### label`, `**label**`. */
const HEADING =
  /^[ \t]*(?:\[\[[ \t]*#*[ \t]*([A-Za-z][\w .-]{0,40}?)[ \t]*#*[ \t]*\]\]|#{1,6}[ \t]+([A-Za-z][\w .-]{0,40}?)[ \t]*#*|\*\*([A-Za-z][\w .-]{0,40}?):?\*\*:?)[ \t]*$/;
/** `BEGIN_ARG`, `START`, `open param`; and the marker that closes the value, `END_ARG`, `END`. */
const OPENING = /^(?:begin|start|open)(?:[_ -][A-Za-z]+)?$/i;
const CLOSING = /^[ \t]*(?:end|stop|close)(?:[_ -][A-Za-z]+)?[ \t]*$/i;
const FENCE = /^[ \t]*(?:`{3,}|~{3,})/;
/** A fence right under the naming line, holding the arguments: ```` ```json ````, ```` ```yaml ```` or none. */
const ARGUMENTS_FENCE = /^[ \t]*(`{3,}|~{3,})[ \t]*(?:json5?|ya?ml)?[ \t]*$/i;
/** Bounded so a long message full of labels cannot make the scan slow. */
const MAX_NAMINGS = 200;
/** Lines of one call's arguments, and of one YAML block among them. */
const MAX_BLOCK_LINES = 200;

interface Line {
  text: string;
  start: number;
}

export const labelled: Recogniser = {
  dialect: 'Calls as labelled lines (a line naming an offered tool, its arguments on the lines after it)',
  recognise(text, tools) {
    const findings = new Findings();
    const lines = splitLines(text);
    let namings = 0;
    for (let i = 0; i < lines.length && namings < MAX_NAMINGS; i++) {
      const name = namedTool(lines[i]?.text ?? '', tools);
      if (name === undefined) continue;
      namings++;
      const read = readArguments(text, lines, i, name, tools);
      if (read.cut) {
        findings.cut(`The call to ${name}`, lines[i]?.start ?? 0);
        break;
      }
      const call =
        read.empty && tools.accepts(name, {})
          ? { name, arguments: '{}' }
          : callNamedIn(read.record, tools, true);
      if (call) findings.add(call, lines[i]?.start ?? 0, lines[read.next]?.start ?? text.length);
      i = read.next - 1;
    }
    for (const { call, at, end } of sectionCalls(text, lines, tools)) findings.add(call, at, end);
    return findings.result();
  },
};

/**
 * Labels written as headings, each with its value on the lines below it (DSPy's
 * `[[ ## next_tool_name ## ]]`, `### Tool`, `**Arguments**`): a section whose value is an offered
 * tool's name, and the sections after it, make one record.
 */
function sectionCalls(
  text: string,
  lines: readonly Line[],
  tools: ToolNames,
): Array<{ call: TextCall; at: number; end: number }> {
  const sections: Array<{ label: string; at: number; body: string; end: number }> = [];
  let open: { label: string; at: number; from: number } | undefined;
  for (const [index, line] of lines.entries()) {
    const heading = HEADING.exec(line.text);
    const label = heading?.[1] ?? heading?.[2] ?? heading?.[3];
    if (label === undefined) continue;
    if (open)
      sections.push({
        label: open.label,
        at: open.at,
        body: text.slice(open.from, line.start),
        end: line.start,
      });
    open = { label: label.trim(), at: line.start, from: lines[index + 1]?.start ?? text.length };
  }
  if (open) sections.push({ label: open.label, at: open.at, body: text.slice(open.from), end: text.length });
  const found: Array<{ call: TextCall; at: number; end: number }> = [];
  let namings = 0;
  for (const [index, section] of sections.entries()) {
    const name = toolNamed(section.body.trim(), tools);
    if (name === undefined) continue;
    if (++namings > MAX_NAMINGS) break;
    const record: Record<string, unknown> = { [section.label]: name };
    let end = section.end;
    for (const next of sections.slice(index + 1, index + 1 + MAX_BLOCK_LINES)) {
      const body = next.body.trim();
      if (toolNamed(body, tools) !== undefined) break;
      record[next.label] ??= sectionValue(body);
      end = next.end;
    }
    const call = callNamedIn(record, tools, true);
    if (call) found.push({ call, at: section.at, end });
  }
  return found;
}

/** A section's value: JSON, a YAML mapping or list, else its text. */
function sectionValue(body: string): unknown {
  const json = /^[[{]/.test(body) ? readJsonAt(body, 0) : undefined;
  if (json && 'value' in json && body.slice(json.end).trim() === '') return json.value;
  const yaml = body.split('\n').length <= MAX_BLOCK_LINES ? readYaml(body) : undefined;
  return isRecord(yaml) || Array.isArray(yaml) ? yaml : body;
}

/** The offered tool (with declared parameters) a whole value names, quoted or not. */
function toolNamed(value: string, tools: ToolNames): string | undefined {
  const name = /^[`'"]?([A-Za-z_][\w.-]*)[`'"]?$/.exec(value)?.[1];
  return name !== undefined && tools.isRegistered(name) && tools.declaresParameters(name)
    ? tools.resolve(name)
    : undefined;
}

/** The offered tool (with declared parameters) a line names as its value, if it does. */
function namedTool(line: string, tools: ToolNames): string | undefined {
  const name = NAMING.exec(line)?.[2];
  return name === undefined ? undefined : toolNamed(name, tools);
}

interface ReadArguments {
  /** The naming line's label and name, then each label after it with its value. */
  record: Record<string, unknown>;
  /** The line after the last one read. */
  next: number;
  cut: boolean;
  /** The arguments were written as an empty object (`{}` in a fence): a call without any. */
  empty?: boolean;
}

/** The record the lines after the naming line `at` make, up to a blank line, a fence or the next call. */
function readArguments(
  text: string,
  lines: readonly Line[],
  at: number,
  name: string,
  tools: ToolNames,
): ReadArguments {
  const label = NAMING.exec(lines[at]?.text ?? '')?.[1] ?? '';
  const record: Record<string, unknown> = { [label]: name };
  const add = (key: string, value: unknown): void => {
    if (!(key in record)) record[key] = value;
  };
  let j = at + 1;
  // `**Tool Call:** \`read_file\`` and the arguments in a fence right under it.
  const fence = ARGUMENTS_FENCE.exec(lines[j]?.text ?? '');
  if (fence) {
    let close = j + 1;
    while (close < lines.length && (lines[close]?.text.trim() ?? '') !== fence[1]) close++;
    if (close >= lines.length) return { record, next: j, cut: true };
    const value = sectionValue(
      lines
        .slice(j + 1, close)
        .map((part) => part.text)
        .join('\n')
        .trim(),
    );
    if (isRecord(value)) add('', value);
    return { record, next: close + 1, cut: false, empty: isRecord(value) && Object.keys(value).length === 0 };
  }
  while (j < lines.length && j - at <= MAX_BLOCK_LINES) {
    const line = lines[j] as Line;
    if (line.text.trim() === '' || FENCE.test(line.text) || namedTool(line.text, tools) !== undefined) break;
    if (/^[ \t]*[[{]/.test(line.text)) {
      // Arguments as JSON on their own, under no label.
      const json = readJsonAt(text, line.start);
      if (json && 'truncated' in json) return { record, next: j, cut: true };
      if (!json || !isRecord(json.value)) break;
      add('', json.value);
      j = lineAfter(lines, j, json.end);
      continue;
    }
    const entry = ENTRY.exec(line.text);
    if (!entry) break;
    const [, indent = '', key = '', rest = ''] = entry;
    const value = rest.trim();
    if (/^[[{]/.test(value)) {
      const json = readJsonAt(text, line.start + line.text.indexOf(value));
      if (json && 'truncated' in json) return { record, next: j, cut: true };
      if (!json) break;
      add(key.trim(), json.value);
      j = lineAfter(lines, j, json.end);
      continue;
    }
    if (OPENING.test(key.trim()) && tools.declares(name, value)) {
      // `BEGIN_ARG: path`, the value on the lines up to the closing marker.
      let close = j + 1;
      while (close < lines.length && !CLOSING.test(lines[close]?.text ?? '')) close++;
      if (close >= lines.length) return { record, next: j, cut: true };
      add(
        value,
        lines
          .slice(j + 1, close)
          .map((part) => part.text)
          .join('\n'),
      );
      j = close + 1;
      continue;
    }
    if (value === '') {
      // `args:` and an indented YAML block under it.
      let end = j + 1;
      while (
        end < lines.length &&
        end - j <= MAX_BLOCK_LINES &&
        leadingBlanks(lines[end]?.text ?? '') > indent.length &&
        lines[end]?.text.trim() !== ''
      )
        end++;
      const block = readYaml(
        lines
          .slice(j + 1, end)
          .map((part) => part.text)
          .join('\n'),
      );
      if (block === undefined) break;
      add(key.trim(), block);
      j = end;
      continue;
    }
    add(key.trim(), value.replace(/^(["'])([\s\S]*)\1$/, '$2'));
    j++;
  }
  return { record, next: j, cut: false };
}

function splitLines(text: string): Line[] {
  const lines: Line[] = [];
  let start = 0;
  for (const line of text.split('\n')) {
    lines.push({ text: line, start });
    start += line.length + 1;
  }
  return lines;
}

/** The index of the first line from `from` on that starts at or after offset `end`. */
function lineAfter(lines: readonly Line[], from: number, end: number): number {
  let index = from;
  while (index < lines.length && (lines[index]?.start ?? 0) < end) index++;
  return index;
}

function leadingBlanks(line: string): number {
  return /^[ \t]*/.exec(line)?.[0].length ?? 0;
}
