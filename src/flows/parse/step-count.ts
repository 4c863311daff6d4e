/**
 * Counting a flow's steps from its text, before the YAML parser sees it: parsing costs time and
 * memory per step, so a flow generated with a million steps is refused in one pass over the
 * characters rather than after minutes of parsing. Only block lists (`steps:` then `- ` items,
 * the way flows are written) are counted here; the parsed flow is counted again exactly.
 */

/** The top-level keys whose lists hold steps. */
export const STEP_LISTS = ['setup', 'steps', 'teardown'] as const;

/**
 * The offset of the first step past `max` in the block lists under `setup:`, `steps:` and
 * `teardown:` (counted together, in the order written), or undefined when there are at most `max`.
 */
export function stepBeyondLimit(text: string, max: number): number | undefined {
  let count = 0;
  // Inside a step list: the indentation of its `- ` items; undefined outside one.
  let itemIndent: number | undefined;
  let listOpened = false;
  for (let start = 0; start < text.length;) {
    const newline = text.indexOf('\n', start);
    const end = newline < 0 ? text.length : newline;
    let content = start;
    while (text[content] === ' ') content++;
    const char = text[content];
    const blank = content >= end || char === '#' || char === '\r';
    if (!blank) {
      const indent = content - start;
      const isItem = char === '-' && (content + 1 >= end || /\s/.test(text[content + 1]!));
      if (listOpened) {
        // The first line under `steps:` sets the items' indentation (0 is allowed in YAML).
        itemIndent = isItem ? indent : undefined;
        listOpened = false;
      } else if (itemIndent !== undefined && (indent < itemIndent || (indent === itemIndent && !isItem))) {
        itemIndent = undefined;
      }
      if (itemIndent !== undefined && indent === itemIndent && isItem) {
        count++;
        if (count > max) return content;
      } else if (itemIndent === undefined && indent === 0) {
        listOpened = /^(setup|steps|teardown)\s*:\s*(#.*)?\r?$/.test(text.slice(start, end));
      }
    }
    start = end + 1;
  }
  return undefined;
}
