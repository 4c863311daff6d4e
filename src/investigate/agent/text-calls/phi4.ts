/**
 * Phi-4-mini (and FireFunction v2): `functools[{"name": …, "arguments": …}, …]`.
 */
import { readJsonAt } from './json.js';
import { jsonCalls } from './shapes.js';
import { Findings, type Recogniser } from './types.js';

export const phi4: Recogniser = {
  dialect: 'Phi-4 functools',
  recognise(text, tools) {
    const findings = new Findings();
    for (const marker of text.matchAll(/functools(?=\[)/g)) {
      const value = readJsonAt(text, marker.index + marker[0].length);
      if (value && 'truncated' in value) {
        findings.cut('The functools call', marker.index);
        continue;
      }
      const calls = value ? jsonCalls(value.value, tools) : undefined;
      if (calls && value) for (const call of calls) findings.add(call, marker.index, value.end);
      else findings.fail('The list after functools is not a list of calls', marker.index);
    }
    return findings.result();
  },
};
