/**
 * Gemma. Gemma 3 writes Python in a `tool_code` fence, `print(default_api.name(key="value"))`, or
 * the call's result kept in a variable and printed (`notes = read_file(path="a")⏎print(notes)`);
 * FunctionGemma writes `<start_function_call>call:name{key:<escape>text<escape>,n:5}<end_function_call>`,
 * strings between `<escape>` tokens; Gemma 4 the same with its own tokens,
 * `<|tool_call>call:name{key:<|"|>text<|"|>}<tool_call|>`.
 */
import { findClosing, parseRepaired } from './json.js';
import { pythonTextCall, readPythonCall } from './python.js';
import { blocks, Findings, type Recogniser } from './types.js';

const FENCE = /^[ \t]*```[ \t]*tool_code[ \t]*\n/gm;
/** A statement that keeps a call's result (`notes = `) or prints what was kept (`print(notes)`). */
const ASSIGNED = /^[A-Za-z_]\w*[ \t]*=(?!=)[ \t]*/;
const PRINTED_NAME = /^print[ \t]*\([ \t]*[A-Za-z_]\w*[ \t]*\)/;
const CALL_OPEN = /<start_function_call>|<\|tool_call>/;
/** Gemma 4's end of turn closes a call whose own closing token was not written. */
const CALL_CLOSE = /<end_function_call>|<tool_call\|>|<turn\|>/;
/**
 * The call once a server has stripped the tokens around it: Gemma 4's `call:name{…}`, Gemini's
 * `call:default_api:name{…}` (in `<…/>`, or glued to a stray word: `Lie:default_api:name{…}`).
 */
const STRIPPED =
  /(?<![\w.])call:(?:default_api[:.])?([A-Za-z_][\w-]*)(?=\{)|(?<![\w.])default_api:([A-Za-z_][\w-]*)(?=\{)/g;
/** A string between FunctionGemma's `<escape>` tokens or Gemma 4's `<|"|>`. */
const QUOTED = /<escape>([\s\S]*?)<escape>|<\|"\|>([\s\S]*?)<\|"\|>/g;

export const gemma: Recogniser = {
  dialect: 'Gemma tool_code / FunctionGemma',
  recognise(text, tools) {
    const findings = new Findings();
    for (const fence of text.matchAll(FENCE)) {
      const bodyStart = fence.index + fence[0].length;
      const close = /^[ \t]*```/m.exec(text.slice(bodyStart));
      const body = text.slice(bodyStart, close ? bodyStart + close.index : text.length);
      const fenceEnd = close ? bodyStart + close.index + close[0].length : text.length;
      let read = 0;
      for (let pos = 0; ;) {
        while (/\s/.test(body[pos] ?? '')) pos++;
        if (pos >= body.length) break;
        const kept = PRINTED_NAME.exec(body.slice(pos));
        if (kept && read > 0) {
          pos += kept[0].length;
          continue;
        }
        pos += ASSIGNED.exec(body.slice(pos))?.[0].length ?? 0;
        const printed = /^print\s*\(\s*/.exec(body.slice(pos));
        const call = readPythonCall(body, pos + (printed?.[0].length ?? 0));
        if (call && 'truncated' in call) findings.cut('The tool_code call', fence.index);
        else if (call) findings.add(pythonTextCall(call, tools), fence.index, fenceEnd);
        else findings.fail('The tool_code block holds no readable call', fence.index);
        if (!call || 'truncated' in call) break;
        read++;
        pos = call.end;
        if (printed) pos = body.indexOf(')', pos) + 1 || body.length;
      }
      if (read === 0 && !close) findings.cut('The tool_code block', fence.index);
    }
    if (!CALL_OPEN.test(text)) {
      // Strings blanked once for the search of each call's end; a call never closed ends the reading.
      const blanked = text.replace(QUOTED, (quoted) => 'x'.repeat(quoted.length));
      for (const head of text.matchAll(STRIPPED)) {
        const name = head[1] ?? head[2] ?? '';
        if (!tools.isRegistered(name)) continue;
        const open = head.index + head[0].length;
        const close = findClosing(blanked, open);
        if (close === -1) {
          findings.cut(`The call to ${name}`, head.index);
          break;
        }
        const read = bracedArguments(text.slice(open, close + 1));
        if (read) findings.add({ name: tools.resolve(name), arguments: read }, head.index, close + 1);
      }
    }
    for (const block of blocks(text, CALL_OPEN, CALL_CLOSE)) {
      const body = text.slice(block.bodyStart, block.bodyEnd);
      const head = /^\s*call:([\w.-]+)\s*(?=\{)/.exec(body);
      if (!head?.[1]) {
        findings.fail(`The ${block.open[0]} block holds no call:name{…}`, block.start);
        continue;
      }
      const open = head[0].length;
      const close = findClosing(
        body.replace(QUOTED, (quoted) => 'x'.repeat(quoted.length)),
        open,
      );
      if (close === -1 || (!block.closed && body.slice(close + 1).trim() !== '')) {
        findings.cut(`The call to ${head[1]}`, block.start);
        continue;
      }
      const json = body
        .slice(open, close + 1)
        .replace(QUOTED, (_all, escaped: string | undefined, quoted: string | undefined) =>
          JSON.stringify(escaped ?? quoted ?? ''),
        );
      const value = parseRepaired(json);
      if (value)
        findings.add(
          { name: tools.resolve(head[1]), arguments: JSON.stringify(value.value) },
          block.start,
          block.end,
        );
      else findings.fail(`The arguments of call:${head[1]} could not be read`, block.start);
    }
    return findings.result();
  },
};

/** A call's `{…}` as JSON arguments: escaped strings quoted, bare keys and values repaired. */
function bracedArguments(braces: string): string | undefined {
  const json = braces.replace(QUOTED, (_all, escaped: string | undefined, quoted: string | undefined) =>
    JSON.stringify(escaped ?? quoted ?? ''),
  );
  const value = parseRepaired(json);
  return value ? JSON.stringify(value.value) : undefined;
}
