/**
 * A call alone on its line: `read_file({"path": "a.py"})`, `read_file(path="a.py")`, also after a
 * label of up to three words (NexusRaven's `Call: read_file(path='a.py')`, `Tool call: …`, in
 * brackets as `[Calling tool: …]`), inside
 * any element that holds nothing else (`<execute_tool>…</execute_tool>`, `<tools>…</tools>`) and
 * before end-of-turn tokens (`<bot_end>`, `<|eot_id|>`). Without a keyword the risk is code or
 * prose, so the line must hold nothing else, a labelled or wrapped call must name an offered tool,
 * and a name that is not a tool counts only with a JSON object as its arguments (the loop then
 * names the tools there are).
 */
import { findClosing } from './json.js';
import { pythonTextCall, readPythonCall } from './python.js';
import { Findings, type Recogniser } from './types.js';

const LINE =
  /^[ \t]*((?:\[[ \t]*)?(?:[A-Za-z][\w-]*[ \t]+){0,2}[A-Za-z][\w-]*:[ \t]*|<[A-Za-z_][\w:-]*>[ \t]*)?`*((?:functions\.)?[A-Za-z_][\w-]*)[ \t]*\(/gm;
/**
 * What may follow a call on its line: a backtick, a semicolon, a bracket, closing tags,
 * end-of-turn tokens.
 */
const LINE_END = /^[ \t`;\]]*(?:<\/?\|?[\w:-]{1,30}\|?>[ \t]*)*(?:\n|$)/;

export const inline: Recogniser = {
  dialect: 'A call on its own line',
  recognise(text, tools) {
    const findings = new Findings();
    for (const line of text.matchAll(LINE)) {
      const name = line[2] ?? '';
      if (line[1] !== undefined && !tools.isRegistered(name)) continue;
      const open = line.index + line[0].length - 1;
      const close = findClosing(text, open);
      if (close === -1) {
        if (tools.isRegistered(name)) findings.cut(`The call to ${name}`, line.index);
        continue;
      }
      if (!LINE_END.test(text.slice(close + 1))) continue;
      const objectArgument = /^\(\s*\{/.test(text.slice(open, open + 50));
      if (!tools.isRegistered(name) && !objectArgument) continue;
      const call = readPythonCall(text, line.index + line[0].lastIndexOf(name));
      if (call && !('truncated' in call)) findings.add(pythonTextCall(call, tools), line.index, call.end);
      else findings.fail(`The arguments of ${name}(…) could not be read`, line.index);
    }
    return findings.result();
  },
};
