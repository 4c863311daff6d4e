/**
 * How deep a JSON or YAML text nests its brackets, found by one pass over the characters before
 * any parser sees it: parsers, validators and the walks over the parsed value recurse per level,
 * and a file nested thousands deep would overflow the stack in one of them. No hand-written or
 * generated workspace file comes near the limit.
 */
export const MAX_NESTING = 100;

/**
 * The offset where `text` first nests past `max` levels, counting brackets (`{`, `[`, outside
 * quoted strings) and YAML's block levels (each deeper indentation, each `- ` or `? ` opening a line);
 * else undefined.
 */
export function tooDeepAt(text: string, max = MAX_NESTING): number | undefined {
  let brackets = 0;
  const indents: number[] = [];
  let quote: string | undefined;
  for (let index = 0; index < text.length; index++) {
    if (quote === undefined && (index === 0 || text[index - 1] === '\n')) {
      let end = index;
      while (text[end] === ' ') end++;
      const next = text[end];
      if (next !== undefined && next !== '\n' && next !== '\r' && next !== '#') {
        const indent = end - index;
        while (indents.length > 0 && indents[indents.length - 1]! >= indent) indents.pop();
        indents.push(indent);
        if (indents.length + brackets > max) return end;
        // `- - - x` and `? ? x` open a level per indicator on one line, as deeper indentation would.
        while (
          (text[end] === '-' || text[end] === '?') &&
          (text[end + 1] === ' ' || text[end + 1] === '\t')
        ) {
          end += 2;
          while (text[end] === ' ') end++;
          indents.push(end - index);
          if (indents.length + brackets > max) return end;
        }
      }
    }
    const char = text[index];
    if (quote !== undefined) {
      if (char === '\\' && quote === '"') index++;
      else if (char === quote) quote = undefined;
      continue;
    }
    if (char === '"' || (char === "'" && /[\s,[{:]/.test(text[index - 1] ?? ' '))) quote = char;
    else if (char === '#' && /\s/.test(text[index - 1] ?? '\n')) {
      // A YAML comment runs to the end of the line.
      const end = text.indexOf('\n', index);
      index = end < 0 ? text.length : end - 1;
    } else if (char === '{' || char === '[') {
      brackets++;
      if (indents.length + brackets > max) return index;
    } else if (char === '}' || char === ']') brackets = Math.max(0, brackets - 1);
  }
  return undefined;
}
