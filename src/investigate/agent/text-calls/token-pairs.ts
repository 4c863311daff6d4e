/**
 * A query between a special-token pair that names a tool: `<|begin_search_query|>…<|end_search_query|>`
 * (Search-o1's and RAGFlow's deep-research prompts). The pair's words name the tool (`search`), which
 * must be offered and take one text parameter; the text between the tokens is its value.
 */
import type { ToolNames } from './names.js';
import { Findings, type Recogniser } from './types.js';

const PAIR = /<\|begin_(\w+)\|>([^<]*?)<\|end_\1\|>/g;
const BEGIN = /<\|begin_(\w+)\|>/g;

export const tokenPairs: Recogniser = {
  dialect: 'A query between tokens that name a tool (<|begin_search_query|>)',
  recognise(text, tools) {
    const findings = new Findings();
    for (const pair of text.matchAll(PAIR)) {
      const tool = toolNamed(pair[1] ?? '', tools);
      const parameter = tool && tools.soleParameter(tool);
      const value = (pair[2] ?? '').trim();
      if (tool && parameter && value)
        findings.add(
          { name: tool, arguments: JSON.stringify({ [parameter]: value }) },
          pair.index,
          pair.index + pair[0].length,
        );
    }
    // The last pair opened and never closed: the reply stopped inside it.
    const opened = [...text.matchAll(BEGIN)].at(-1);
    const tool = opened && toolNamed(opened[1] ?? '', tools);
    if (opened && tool && !text.includes(`<|end_${opened[1] ?? ''}|>`, opened.index))
      findings.cut(`The call to ${tool}`, opened.index);
    return findings.result();
  },
};

/** The offered tool a token's words name: `search_query` names `search`. */
function toolNamed(words: string, tools: ToolNames): string | undefined {
  const parts = words.split('_');
  for (let length = parts.length; length > 0; length--) {
    const name = parts.slice(0, length).join('_');
    if (tools.isRegistered(name)) return tools.resolve(name);
  }
  return undefined;
}
