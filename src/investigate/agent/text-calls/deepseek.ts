/**
 * DeepSeek's special tokens (written with full-width bars, or ASCII ones by some servers):
 * V3 and R1 `<｜tool▁call▁begin｜>function<｜tool▁sep｜>name⏎```json⏎{…}⏎```<｜tool▁call▁end｜>`,
 * V3.1 `<｜tool▁call▁begin｜>name<｜tool▁sep｜>{…}<｜tool▁call▁end｜>`, inside `<｜tool▁calls▁begin｜>…`.
 * KTransformers prompts for the same markers without bars and without `call`. R1's distilled models
 * also name the function in angle brackets with no separator, `function<read_file>⏎```json…`,
 * inside the tokens or, the tokens dropped, alone (then only for an offered tool).
 */
import { readJsonAt } from './json.js';
import type { ToolNames } from './names.js';
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
/** `function<name>` before a fence or JSON: the name in angle brackets, no separator. */
const ANGLED = /^\s*function[ \t]*<([A-Za-z_][\w.-]*)>(?=\s*(?:```|\{))/;
const ANGLED_ALONE = /(?<![\w<])function[ \t]*<([A-Za-z_][\w.-]*)>(?=\s*(?:```[\w-]*\s*)?\{)/g;

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
      const angled = separator ? undefined : ANGLED.exec(body);
      if (!separator && !angled) {
        findings.fail('A DeepSeek tool call has no <｜tool▁sep｜>', block.start);
        continue;
      }
      let name: string;
      let right: string;
      if (angled) {
        name = angled[1] ?? '';
        right = body.slice(angled[0].length);
      } else {
        const left = body.slice(0, separator?.index).trim();
        right = body.slice((separator?.index ?? 0) + (separator?.[0].length ?? 0));
        name = left;
        if (left === 'function' || left === '') {
          name = /^\s*([^\s`{]+)/.exec(right)?.[1] ?? '';
          right = right.slice(right.indexOf(name) + name.length);
        }
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
    if (begin === HEADLESS && !HEADLESS.test(text)) angledAlone(text, tools, findings);
    return findings.result();
  },
};

/** `function<name>` with its tokens dropped: an offered tool's name, then its JSON, fenced or bare. */
function angledAlone(text: string, tools: ToolNames, findings: Findings): void {
  for (const head of text.matchAll(ANGLED_ALONE)) {
    const name = head[1] ?? '';
    if (!tools.isRegistered(name)) continue;
    const json = text.indexOf('{', head.index + head[0].length);
    const value = readJsonAt(text, json);
    if (value && 'truncated' in value) findings.cut(`The call to ${name}`, head.index);
    else if (value) {
      const fence = /^\s*```/.exec(text.slice(value.end));
      const end = value.end + (fence?.[0].length ?? 0);
      findings.add({ name: tools.resolve(name), arguments: JSON.stringify(value.value) }, head.index, end);
    }
  }
}
