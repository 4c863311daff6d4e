/**
 * Gorilla OpenFunctions: `<<function>>get_weather(city="Paris")`, one marker per call or a list after one.
 */
import { findClosing } from './json.js';
import { pythonTextCall, readPythonCall } from './python.js';
import { Findings, type Recogniser } from './types.js';

export const gorilla: Recogniser = {
  dialect: 'Gorilla <<function>>',
  recognise(text, tools) {
    const findings = new Findings();
    for (const marker of text.matchAll(/<<function>>\s*/g)) {
      let pos = marker.index + marker[0].length;
      const listed = text[pos] === '[';
      if (listed && findClosing(text, pos) === -1) {
        findings.cut('The <<function>> call list', marker.index);
        continue;
      }
      const end = listed ? findClosing(text, pos) : text.length;
      if (listed) pos++;
      for (;;) {
        while (/[\s,]/.test(text[pos] ?? '') && pos < end) pos++;
        const call = readPythonCall(text, pos);
        if (call && 'truncated' in call) findings.cut(`The call to ${call.name}`, marker.index);
        else if (call) findings.add(pythonTextCall(call, tools), marker.index, listed ? end + 1 : call.end);
        else findings.fail('The text after <<function>> is not a call', marker.index);
        if (!call || 'truncated' in call || !listed) break;
        pos = call.end;
        while (/[\s]/.test(text[pos] ?? '')) pos++;
        if (text[pos] !== ',') break;
      }
    }
    return findings.result();
  },
};
