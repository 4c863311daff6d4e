/**
 * DeepSeek's special tokens (written with full-width bars, or ASCII ones by some servers):
 * V3 and R1 `<｜tool▁call▁begin｜>function<｜tool▁sep｜>name⏎```json⏎{…}⏎```<｜tool▁call▁end｜>`,
 * V3.1 `<｜tool▁call▁begin｜>name<｜tool▁sep｜>{…}<｜tool▁call▁end｜>`, inside `<｜tool▁calls▁begin｜>…`.
 * KTransformers prompts for the same markers without bars and without `call`.
 */
import { readJsonAt } from './json.js';
import { blocks, Findings, type Recogniser } from './types.js';

/**
 * The tokens in any of their spellings: full-width bars, ASCII ones or none, and without `call`
 * (`<tool▁begin>`, `<tools▁end>`, as KTransformers' injected prompt spells DeepSeek's markers).
 */
const CALL_BEGIN = /<[｜|]?tool[▁_ ](?:call[▁_ ])?begin[｜|]?>/;
const CALL_END = /<[｜|]?tool[▁_ ](?:call[▁_ ])?end[｜|]?>/;
const SEPARATOR = /<[｜|]?tool[▁_ ]sep[｜|]?>/;
const CALLS_END = /<[｜|]?tool(?:s|[▁_ ]calls)[▁_ ]end[｜|]?>/;
/** Where a call without its opening token starts: at `function` right before the separator. */
const HEADLESS = /function(?=[ \t]*<[｜|]?tool[▁_ ]sep[｜|]?>)/;

export const deepseek: Recogniser = {
  dialect: 'DeepSeek V3 / V3.1 / R1',
  recognise(text, tools) {
    const findings = new Findings();
    // Servers that strip the opening tokens leave each call headless: `function<｜tool▁sep｜>name`.
    const begin = CALL_BEGIN.test(text) ? CALL_BEGIN : HEADLESS;
    for (const block of blocks(text, begin, CALL_END)) {
      const body = text
        .slice(block.bodyStart, block.bodyEnd)
        .replace(new RegExp(CALLS_END.source + '[\\s\\S]*$'), '');
      const separator = SEPARATOR.exec(body);
      if (!separator) {
        findings.fail('A DeepSeek tool call has no <｜tool▁sep｜>', block.start);
        continue;
      }
      const left = body.slice(0, separator.index).trim();
      let right = body.slice(separator.index + separator[0].length);
      let name = left;
      if (left === 'function' || left === '') {
        name = /^\s*([^\s`{]+)/.exec(right)?.[1] ?? '';
        right = right.slice(right.indexOf(name) + name.length);
      }
      const json = right.indexOf('{');
      const value = json === -1 ? undefined : readJsonAt(right, json);
      const fenceOpen = /```/.test(right.slice(0, Math.max(json, 0)));
      if (value && 'truncated' in value) findings.cut(`The call to ${name}`, block.start);
      else if (!value) {
        if (block.closed)
          findings.fail(`The arguments of the DeepSeek call to ${name} could not be read`, block.start);
        else findings.cut(`The call to ${name}`, block.start);
      } else if (!block.closed && fenceOpen && !/```/.test(right.slice(value.end)))
        findings.cut(`The call to ${name}`, block.start);
      else
        findings.add(
          { name: tools.resolve(name), arguments: JSON.stringify(value.value) },
          block.start,
          block.end,
        );
    }
    return findings.result();
  },
};
