/**
 * GLM and the families that took up its markup. GLM-4.5/4.6/4.7 (and Bailing, Poolside Laguna)
 * write `<tool_call>name<arg_key>k</arg_key><arg_value>v</arg_value>…</tool_call>`; Hy3 puts a
 * `<tool_sep>` after the name; LongCat prefixes every tag (`<longcat_tool_call>`,
 * `<longcat_arg_key>`); TeleChat4 says `param` for `arg`. A value is text up to its own closing
 * tag, `</tool_call>` in it included. GLM-4 (9B chat, 0414) answers with the bare `name⏎{json}` as
 * its whole message.
 */
import { readJsonAt } from './json.js';
import { jsonCalls, typedArguments } from './shapes.js';
import { blocks, Findings, type Recogniser } from './types.js';

const OPEN = /<(?:[a-z]+_)?tool_call>/;
const CLOSE = /<\/(?:[a-z]+_)?tool_call>/;
const KEY = /<(?:[a-z]+_)?(?:arg|param)_key>/;
const PAIR = /<((?:[a-z]+_)?(?:arg|param))_key>([\s\S]*?)<\/\1_key>\s*<\1_value>([\s\S]*?)<\/\1_value>/g;
/** Values, opaque to the search for the block's end. */
const VALUE = /<((?:[a-z]+_)?(?:arg|param)_value)>[\s\S]*?<\/\1>/;
/** The name, then an optional separator, then the first argument or nothing. */
const NAME = /^\s*([^\s<{[]+)\s*(?:<tool_sep>\s*)?(?=<(?:[a-z]+_)?(?:arg|param)_key>|$)/;

export const glm: Recogniser = {
  dialect: 'GLM-4 / GLM-4.5 <arg_key>, Hy3, LongCat, TeleChat4',
  recognise(text, tools) {
    const findings = new Findings();
    for (const block of blocks(text, OPEN, CLOSE, VALUE)) {
      const body = text.slice(block.bodyStart, block.bodyEnd);
      const name = NAME.exec(body)?.[1];
      // A bare name alone in the block is a call without arguments; a registered one, or any with `<arg_key>`.
      const bare = /^\s*[A-Za-z_][\w.-]*\s*(?:<tool_sep>\s*)?$/.test(body);
      if (!name || (!KEY.test(body) && !bare)) continue;
      // `</tool_call>` is an ordinary token: without it the call was cut.
      if (!block.closed) {
        findings.cut(`The call to ${name}`, block.start);
        continue;
      }
      const pairs: Array<[string, string]> = [...body.matchAll(PAIR)].map((m) => [
        (m[2] ?? '').trim(),
        m[3] ?? '',
      ]);
      const keys = body.match(new RegExp(KEY.source, 'g'))?.length ?? 0;
      if (pairs.length < keys)
        findings.fail(`The arguments of the call to ${name} could not be read`, block.start);
      else
        findings.add(
          { name: tools.resolve(name), arguments: typedArguments(name, pairs, tools) },
          block.start,
          block.end,
        );
    }
    // GLM-4: the registered name alone on the first line, its JSON arguments below, nothing else.
    const bare = /^\s*([A-Za-z_][\w.-]*)[ \t]*\n\s*(?=\{)/.exec(text);
    if (bare?.[1] && tools.isRegistered(bare[1])) {
      const value = readJsonAt(text, bare[0].length);
      if (value && 'truncated' in value) findings.cut(`The call to ${bare[1]}`, 0);
      else if (value && text.slice(value.end).trim() === '' && !jsonCalls(value.value, tools))
        findings.add({ name: tools.resolve(bare[1]), arguments: JSON.stringify(value.value) }, 0, value.end);
    }
    return findings.result();
  },
};
