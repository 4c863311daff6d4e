/**
 * gpt-oss Harmony: `<|start|>assistant<|channel|>commentary to=functions.name <|constrain|>json<|message|>{…}<|call|>`,
 * the recipient before or after the channel. `<|call|>` is a stop token that servers often strip,
 * so the JSON's own end is what shows the call is whole; servers that strip every token leave the
 * recipient first on its line before the JSON.
 */
import { readJsonAt } from './json.js';
import { Findings, type Recogniser } from './types.js';

/** Starts at a marker or at `to=`, never in the blanks before them: a run of blanks is read once. */
const HEADER =
  /(?=<\|start\|>|<\|channel\|>|to=)(?:<\|start\|>assistant)?[ \t]*(?:<\|channel\|>\w+)?[ \t]*to=([\w.-]+)[ \t]*(?:<\|channel\|>\w+)?[ \t]*(?:<\|constrain\|>[ \t]*)?(?:json|code)?\s*<\|message\|>/g;

/**
 * The header once a server has stripped the special tokens: `commentary to=functions.get_weather
 * json{…}`, `to=functions.search {…}`, `assistant to=functions.read_file commentary json` (the
 * role and channel around the recipient), first on its line, the JSON right after or on the next
 * line; a leak may leave `(json` and a few stray characters before it.
 */
const STRIPPED_HEADER =
  /^[ \t]*(?:assistant[ \t]+)?(?:(?:commentary|analysis)[ \t]+)?to=((?:functions\.)?[\w.-]+)(?:[ \t]+(?:commentary|analysis))?(?:[ \t]+\(?(?:json|code)\b[^\n{]{0,20})?[ \t]*(?:json)?(?=[ \t]*\r?\n?[ \t]*\{)/gm;

export const harmony: Recogniser = {
  dialect: 'gpt-oss Harmony',
  recognise(text, tools) {
    const findings = new Findings();
    if (!text.includes('<|message|>')) {
      for (const header of text.matchAll(STRIPPED_HEADER)) {
        const name = header[1] ?? '';
        if (!tools.isRegistered(name)) continue;
        const value = readJsonAt(text, header.index + header[0].length);
        if (value && 'truncated' in value) findings.cut(`The call to ${name}`, header.index);
        else if (value)
          findings.add(
            { name: tools.resolve(name), arguments: JSON.stringify(value.value) },
            header.index,
            value.end,
          );
      }
      return findings.result();
    }
    for (const header of text.matchAll(HEADER)) {
      const name = header[1] ?? '';
      const bodyStart = header.index + header[0].length;
      const stop = /<\|(?:call|end|return|start|channel)\|>/.exec(text.slice(bodyStart));
      const body = text.slice(bodyStart, stop ? bodyStart + stop.index : text.length);
      const end = stop ? bodyStart + stop.index + stop[0].length : text.length;
      const value = readJsonAt(body, 0);
      if (value && 'truncated' in value) findings.cut(`The call to ${name}`, header.index);
      else if (value)
        findings.add(
          { name: tools.resolve(name), arguments: JSON.stringify(value.value) },
          header.index,
          end,
        );
      else if (body.trim() === '' && stop?.[0] === '<|call|>')
        findings.add({ name: tools.resolve(name), arguments: '{}' }, header.index, end);
      else findings.fail(`The arguments of the Harmony call to ${name} could not be read`, header.index);
    }
    return findings.result();
  },
};
