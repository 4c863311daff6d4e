/**
 * Functionary. v3.2 routes each part with `>>>recipient⏎` (`>>>all` is text for the user, any other
 * recipient is a tool whose JSON arguments follow); v2 writes `<|recipient|>name⏎<|content|>{…}`.
 * v3.1's `<function=…>` is read by ./function-tag.ts.
 */
import { readJsonAt } from './json.js';
import { Findings, type Recogniser } from './types.js';

const ROUTES = /(?<!>)>>>[ \t]*([\w.-]+)[ \t]*\n|<\|recipient\|>[ \t]*([\w.-]+)[ \t]*\n?\s*<\|content\|>/g;

export const functionary: Recogniser = {
  dialect: 'Functionary v2 / v3',
  recognise(text, tools) {
    const findings = new Findings();
    for (const route of text.matchAll(ROUTES)) {
      const name = route[1] ?? route[2] ?? '';
      if (name === 'all') continue;
      const bodyStart = route.index + route[0].length;
      const value = readJsonAt(text, bodyStart);
      if (value && 'truncated' in value) findings.cut(`The call to ${name}`, route.index);
      else if (value)
        findings.add(
          { name: tools.resolve(name), arguments: JSON.stringify(value.value) },
          route.index,
          value.end,
        );
      else findings.fail(`The arguments of >>>${name} are not a JSON object`, route.index);
    }
    return findings.result();
  },
};
