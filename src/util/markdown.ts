/**
 * The little of Markdown that the report checks and the knowledge-base editor both need: which lines
 * are fenced code and which are ATX headings. One reading, so a section the memory tool writes is
 * the section the falcon.md check finds.
 */

export interface MarkdownLine {
  /** 1-based, as editors show it. */
  number: number;
  text: string;
  /** Inside a fenced code block (the fence lines themselves count as code). */
  inCode: boolean;
  /** Set on the fence lines that open and close a block. */
  fence?: 'open' | 'close';
}

/**
 * Splits Markdown into lines and marks fenced code blocks (``` or ~~~, CommonMark rules: the closing
 * fence uses the same character and is at least as long; an unclosed block runs to the end).
 */
export function scanMarkdown(text: string): MarkdownLine[] {
  const result: MarkdownLine[] = [];
  let open: { char: string; length: number } | undefined;
  text.split(/\r?\n/).forEach((lineText, index) => {
    const number = index + 1;
    const fence = /^ {0,3}(`{3,}|~{3,})(.*)$/.exec(lineText);
    if (!open) {
      // A backtick fence's info string may not contain backticks (that would be inline code).
      if (fence && !(fence[1]!.startsWith('`') && fence[2]!.includes('`'))) {
        open = { char: fence[1]![0]!, length: fence[1]!.length };
        result.push({ number, text: lineText, inCode: true, fence: 'open' });
      } else {
        result.push({ number, text: lineText, inCode: false });
      }
      return;
    }
    if (fence && fence[1]![0] === open.char && fence[1]!.length >= open.length && fence[2]!.trim() === '') {
      open = undefined;
      result.push({ number, text: lineText, inCode: true, fence: 'close' });
    } else {
      result.push({ number, text: lineText, inCode: true });
    }
  });
  return result;
}

/** An ATX heading (`# Title`, up to three spaces of indent); the closing `#`s are not part of the text. */
export function headingOf(text: string): { level: number; text: string } | undefined {
  const match = /^ {0,3}(#{1,6})[ \t]+(.*?)(?:[ \t]+#+)?[ \t]*$/.exec(text);
  if (!match || match[2]!.trim() === '') return undefined;
  return { level: match[1]!.length, text: match[2]! };
}

/** Headings compared as people read them: case and spacing do not count (`# Known  endpoints`). */
export function headingKey(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** The inside of a Markdown code fence around the whole text (```json … ```), or the text itself. */
export function stripFence(text: string): string {
  const match = /^\s*(`{3,}|~{3,})[\w+-]*[^\S\n]*\n?([\s\S]*?)(?:\n?\s*\1\s*)?$/.exec(text);
  return match ? (match[2] ?? '') : text;
}

/** The trimmed inside of the first ``` fence anywhere in the text, or undefined without one. */
export function firstFencedBlock(text: string): string | undefined {
  return /```[\w-]*[ \t]*\r?\n?([\s\S]*?)```/.exec(text)?.[1]?.trim();
}
