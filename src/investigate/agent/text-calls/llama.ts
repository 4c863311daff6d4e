/**
 * Llama 3.1/3.2/3.3 `<|python_tag|>`: JSON calls (`{"name": …, "parameters": …}`, several joined
 * by `;`) or a built-in tool written as Python (`brave_search.call(query="…")`), up to
 * `<|eom_id|>` / `<|eot_id|>`.
 */
import { readJsonAt } from './json.js';
import { pythonTextCall, readPythonCall } from './python.js';
import { jsonCalls } from './shapes.js';
import { Findings, type Recogniser } from './types.js';

export const llama: Recogniser = {
  dialect: 'Llama 3.x <|python_tag|>',
  recognise(text, tools) {
    const findings = new Findings();
    for (const tag of text.matchAll(/<\|python_tag\|>/g)) {
      const bodyStart = tag.index + tag[0].length;
      const stop = /<\|(?:eom_id|eot_id|python_tag)\|>/.exec(text.slice(bodyStart));
      const body = text.slice(bodyStart, stop ? bodyStart + stop.index : text.length);
      let pos = 0;
      let read = 0;
      for (;;) {
        while (/[\s;,]/.test(body[pos] ?? '')) pos++;
        if (pos >= body.length) break;
        const value = readJsonAt(body, pos);
        if (value && 'truncated' in value) {
          findings.cut('The <|python_tag|> call', tag.index);
          break;
        }
        if (value) {
          const calls = jsonCalls(value.value, tools);
          if (!calls) {
            findings.fail('The JSON after <|python_tag|> is not a call', tag.index);
            break;
          }
          for (const call of calls) findings.add(call, tag.index, bodyStart + value.end);
          pos = value.end;
          read++;
          continue;
        }
        const python = readPythonCall(body, pos);
        if (python && 'truncated' in python) findings.cut('The <|python_tag|> call', tag.index);
        else if (python) {
          findings.add(pythonTextCall(python, tools), tag.index, bodyStart + python.end);
          pos = python.end;
          read++;
          continue;
        } else if (read === 0) findings.fail('The text after <|python_tag|> is not a call', tag.index);
        break;
      }
    }
    return findings.result();
  },
};
