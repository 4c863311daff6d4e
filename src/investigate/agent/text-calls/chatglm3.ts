/**
 * ChatGLM3: the tool's name alone on a line, then its arguments as `tool_call(key=value)` in a
 * python fence. Only an offered tool's name counts: a word over a fence is otherwise prose.
 */
import { pythonTextCall, readPythonCall } from './python.js';
import { Findings, type Recogniser } from './types.js';

const CALL = /^[ \t]*([A-Za-z_][\w.-]*)[ \t]*\n[ \t]*```[ \t]*(?:python)?[ \t]*\n[ \t]*(?=tool_call\s*\()/gm;

export const chatglm3: Recogniser = {
  dialect: 'ChatGLM3 tool_call(…)',
  recognise(text, tools) {
    const findings = new Findings();
    for (const match of text.matchAll(CALL)) {
      const name = match[1] ?? '';
      if (!tools.isRegistered(name)) continue;
      const call = readPythonCall(text, match.index + match[0].length);
      if (call && 'truncated' in call) findings.cut(`The call to ${name}`, match.index);
      else if (call)
        findings.add({ ...pythonTextCall(call, tools), name: tools.resolve(name) }, match.index, call.end);
      else findings.fail(`The arguments of ${name}'s tool_call(…) could not be read`, match.index);
    }
    return findings.result();
  },
};
