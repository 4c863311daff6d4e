/**
 * YAML syntax errors in a reader's words, placed at the likely mistake. The parser reports where it
 * noticed a problem, which is often far from the cause: an unclosed quote is noticed at the end of
 * the file, an unclosed bracket on the next line, a line indented too deep on the line above it.
 * When the cause is known, the error is moved to it: the quote or bracket that opened, the line
 * that is indented wrong. The parser's own terms ("implicit key", "flow collection",
 * "YAML.parseAllDocuments()") are replaced by plain ones.
 */
import type { YAMLError } from 'yaml';

export interface YamlMistake {
  /** Offset in the text where the mistake most likely is. */
  offset: number;
  message: string;
  hint: string;
}

/** The likely mistake behind the parser's `errors` (at least one) for `text`. */
export function explainYamlErrors(errors: readonly YAMLError[], text: string): YamlMistake {
  // An unclosed quote or bracket makes the parser misread everything after it, so its own error
  // is the cause whichever error the parser met first.
  const quote = errors.find(
    (error) => error.code === 'MISSING_CHAR' && /closing .?quote/i.test(error.message),
  );
  if (quote) return unclosedQuote(text, quote);
  const bracket = errors.find((error) => /end with an? [\]}]/.test(error.message));
  if (bracket) return unclosedBracket(text, bracket);
  const first = errors[0]!;
  // A space YAML does not take for one, or a line break it does not take for one, misleads the
  // parser where the eye sees nothing wrong: it is the cause when it comes before the complaint.
  const invisible = invisibleMistake(text, lineEndOf(text, first.pos[0]), () => false);
  if (invisible) return invisible;
  // A quote left open at the end of its line swallows what follows up to the next quote, and the
  // parser complains further on. A value that truly spans lines in quotes ends cleanly on a later
  // line (nothing but a comma, bracket or comment after its closing quote); that one is no mistake.
  const leftOpen = firstQuoteLeftOpen(text);
  if (
    leftOpen &&
    leftOpen.offset <= first.pos[0] &&
    first.code !== 'DUPLICATE_KEY' &&
    !closesCleanly(text, leftOpen)
  ) {
    return quoteMistake(leftOpen.offset, leftOpen.quote);
  }
  return plainWords(first, text);
}

/** Where the line holding `offset` ends. */
function lineEndOf(text: string, offset: number): number {
  const end = text.indexOf('\n', offset);
  return end < 0 ? text.length : end;
}

/** Characters that look like a space and are none to YAML, by what a reader would call them. */
const LOOKALIKE_SPACES: Record<string, string> = {
  '\u00a0': 'a non-breaking space (U+00A0)',
  '\u1680': 'an Ogham space (U+1680)',
  '\u2007': 'a figure space (U+2007)',
  '\u202f': 'a narrow non-breaking space (U+202F)',
  '\u205f': 'a mathematical space (U+205F)',
  '\u3000': 'an ideographic space (U+3000)',
  '\u200b': 'a zero-width space (U+200B)',
  '\ufeff': 'a byte-order mark (U+FEFF)',
};
for (let code = 0x2000; code <= 0x200a; code++) {
  LOOKALIKE_SPACES[String.fromCharCode(code)] ??=
    `a typographic space (U+${code.toString(16).toUpperCase()})`;
}
/** Characters editors may show as a line break and YAML 1.2 reads as text. */
const LOOKALIKE_BREAKS: Record<string, string> = {
  '\u2028': 'a line separator (U+2028)',
  '\u2029': 'a paragraph separator (U+2029)',
  '\u0085': 'a next-line character (U+0085)',
};
const SPACE_CLASS = `[${Object.keys(LOOKALIKE_SPACES).join('')}]`;
/** A lookalike space among the characters that indent a line. */
const INDENTED_BY_LOOKALIKE = new RegExp(`(?:^|\n)[ \t]*${SPACE_CLASS}`);
const LOOKALIKE_BREAK = /[\u2028\u2029\u0085]/;

/**
 * Whether `text` holds a character that looks like a space in a line's indentation, or like a line
 * break: only a reader that knows where the text values are can tell whether it is a mistake.
 */
export function mayHideInvisibles(text: string): boolean {
  return LOOKALIKE_BREAK.test(text) || INDENTED_BY_LOOKALIKE.test(text.replace(/^\ufeff/, ''));
}

/**
 * The first character before `until` that looks like a space in a line's indentation, or like a
 * line break, outside the text values `inText` knows (in quotes or a block, every character is
 * text): the eye reads the line otherwise than YAML does.
 */
export function invisibleMistake(
  text: string,
  until: number,
  inText: (offset: number) => boolean,
): YamlMistake | undefined {
  if (!mayHideInvisibles(text)) return undefined;
  let lineStart = true;
  for (let index = 0; index < Math.min(until, text.length); index++) {
    const char = text[index]!;
    if (char === '\n') {
      lineStart = true;
      continue;
    }
    const space = LOOKALIKE_SPACES[char];
    const lineBreak = LOOKALIKE_BREAKS[char];
    if ((space && lineStart && index > 0) || lineBreak) {
      if (!inText(index)) {
        return space
          ? {
              offset: index,
              message: `this line is indented with ${space}; YAML indents with spaces only`,
              hint: 'replace it with ordinary spaces',
            }
          : {
              offset: index,
              message: `${lineBreak} here looks like a line break, but YAML reads it as text`,
              hint: 'replace it with an ordinary line break',
            };
      }
    }
    if (char !== ' ' && char !== '\t' && !space) lineStart = false;
  }
  return undefined;
}

/**
 * Where a line that starts with `-` right before a letter, quote or bracket (`-id: a`) holds the
 * error at `at`, or an earlier line of the same block does: the dash of a list item whose space was
 * forgotten. Undefined when there is none.
 */
function dashWithoutSpace(text: string, at: number): number | undefined {
  const start = lineStartOf(text, at);
  const first = lineIndentEnd(text, start);
  if (text[first] === '-' && /[A-Za-z_"'{[]/.test(text[first + 1] ?? '')) return first;
  return undefined;
}

/** `tag:yaml.org,2002:binary` as it is written, `!!binary`. */
function shortTag(tag: string | undefined): string | undefined {
  return tag?.replace(/^tag:yaml\.org,2002:/, '!!');
}

/** Where the `---` or `...` line at or before `at` starts, if any. */
function documentMarkerBefore(text: string, at: number): number | undefined {
  for (let start = lineStartOf(text, Math.min(at + 1, text.length)); ;) {
    if (/^(---|\.\.\.)(\s|$)/.test(text.slice(start, start + 4))) return start;
    if (start === 0) return undefined;
    start = lineStartOf(text, start - 1);
  }
}

/** Where each line of `text` starts. */
function lineStarts(text: string): number[] {
  const starts = [0];
  for (let index = text.indexOf('\n'); index >= 0; index = text.indexOf('\n', index + 1))
    starts.push(index + 1);
  return starts;
}

/** Where the line holding `offset` starts. */
function lineStartOf(text: string, offset: number): number {
  return text.lastIndexOf('\n', offset - 1) + 1;
}

/** The first non-space character of the line holding `offset` (or the offset itself on a blank line). */
function lineIndentEnd(text: string, lineStart: number): number {
  let end = lineStart;
  while (text[end] === ' ') end++;
  return end;
}

/** Can a quoted value start at `index`, given what precedes it on its line (from `start`)? */
function quoteMayOpen(text: string, start: number, index: number): boolean {
  return index === start || /[\s,[{]/.test(text[index - 1]!);
}

/**
 * The quote that opened and was never closed. Values rarely span lines, so the first quote that
 * is still open at the end of its line is the likely one; failing that, the one the parser was in.
 */
function unclosedQuote(text: string, error: YAMLError): YamlMistake {
  const found = firstQuoteLeftOpen(text);
  // A quoted value may go on over lines, but a line of it that starts with `---` or `... ` ends the
  // document in the middle of the value.
  if (found) {
    const marker = /\n(---|\.\.\.)(\s|$)/.exec(text.slice(found.offset));
    if (marker) {
      return {
        offset: found.offset + marker.index + 1,
        message: `this ${marker[1]} inside a quoted value ends the YAML document in the middle of it`,
        hint: `indent the line, or write the value without a line that starts with ${marker[1]}`,
      };
    }
  }
  return quoteMistake(
    found?.offset ?? error.pos[0],
    found?.quote ?? (/'quote/.test(error.message) ? "'" : '"'),
  );
}

function quoteMistake(offset: number, mark: string): YamlMistake {
  return {
    offset,
    message: `the ${mark === '"' ? 'double' : 'single'} quote opened here is not closed on its line`,
    hint: `close it with ${mark} on the same line`,
  };
}

function firstQuoteLeftOpen(text: string): { offset: number; quote: string } | undefined {
  for (const start of lineStarts(text)) {
    const end = text.indexOf('\n', start) < 0 ? text.length : text.indexOf('\n', start);
    let open: { offset: number; quote: string } | undefined;
    for (let index = start; index < end; index++) {
      const char = text[index];
      if (open === undefined) {
        if (char === '#' && (index === start || /\s/.test(text[index - 1]!))) break;
        if ((char === '"' || char === "'") && quoteMayOpen(text, start, index))
          open = { offset: index, quote: char };
      } else if (open.quote === '"' && char === '\\') index++;
      else if (char === open.quote) {
        // '' inside single quotes is an escaped quote, not the end.
        if (open.quote === "'" && text[index + 1] === "'") index++;
        else open = undefined;
      }
    }
    if (open) return open;
  }
  return undefined;
}

/** Whether the quote opened at `open` closes later with only a comma, bracket, colon or comment after it on its line. */
function closesCleanly(text: string, open: { offset: number; quote: string }): boolean {
  for (let index = open.offset + 1; index < text.length; index++) {
    const char = text[index];
    if (open.quote === '"' && char === '\\') index++;
    else if (char === open.quote) {
      if (open.quote === "'" && text[index + 1] === "'") {
        index++;
        continue;
      }
      const end = text.indexOf('\n', index);
      return /^\s*([,\]}:].*|#.*)?$/.test(text.slice(index + 1, end < 0 ? text.length : end));
    }
  }
  return false;
}

/** The brackets (`[`, `{`, outside quotes and comments) still open at `until`, outermost first. */
function openBrackets(text: string, until: number): Array<{ char: string; offset: number }> {
  const open: Array<{ char: string; offset: number }> = [];
  let quote: string | undefined;
  for (let index = 0; index < Math.min(until, text.length); index++) {
    const char = text[index]!;
    if (quote !== undefined) {
      if (char === '\\' && quote === '"') index++;
      else if (char === quote) quote = undefined;
      continue;
    }
    if ((char === '"' || char === "'") && /[\s,[{:]/.test(text[index - 1] ?? ' ')) quote = char;
    else if (char === '#' && /\s/.test(text[index - 1] ?? '\n')) {
      const end = text.indexOf('\n', index);
      index = end < 0 ? text.length : end - 1;
    } else if (char === '[' || char === '{') open.push({ char, offset: index });
    else if (char === ']' || char === '}') open.pop();
  }
  return open;
}

/** The bracket still open where the parser gave up: the innermost one opened before that place. */
function unclosedBracket(text: string, error: YAMLError): YamlMistake {
  const wanted = /end with an? \]/.test(error.message) ? '[' : '{';
  const open = openBrackets(text, error.pos[0]);
  const opener = [...open].reverse().find((item) => item.char === wanted) ?? open.at(-1);
  const char = opener?.char ?? wanted;
  const closer = char === '[' ? ']' : '}';
  // Closed further down after all: a line in between is not indented past the key, which ends
  // the bracketed value for YAML.
  const shallow = opener ? shallowContinuation(text, opener) : undefined;
  if (shallow !== undefined) {
    return {
      offset: shallow,
      message: `this line goes on with the ${char === '[' ? 'list' : 'mapping'} opened with ${char} above, but is not indented past its key`,
      hint: `indent it deeper than the key, or keep the ${char === '[' ? 'list' : 'mapping'} on one line`,
    };
  }
  return {
    offset: opener?.offset ?? error.pos[0],
    message: `the ${char === '[' ? 'list' : 'mapping'} opened here with ${char} is never closed`,
    hint: `close it with ${closer}, and indent any line that continues it deeper than its key`,
  };
}

/**
 * When the bracket opened at `opener` is closed later in the text, the first line up to the close
 * that is indented no deeper than the line that opened it; else undefined.
 */
function shallowContinuation(text: string, opener: { char: string; offset: number }): number | undefined {
  const openerLine = lineStartOf(text, opener.offset);
  const indent = lineIndentEnd(text, openerLine) - openerLine;
  let depth = 0;
  let quote: string | undefined;
  let shallow: number | undefined;
  // One pass with openBrackets' rules (quotes and comments hold no brackets), from the opener on.
  for (let index = opener.offset; index < text.length; index++) {
    const char = text[index]!;
    if (quote !== undefined) {
      if (char === '\\' && quote === '"') index++;
      else if (char === quote) quote = undefined;
      continue;
    }
    if (char === '\n') {
      const first = lineIndentEnd(text, index + 1);
      const blank = first >= text.length || text[first] === '\n' || text[first] === '#';
      if (!blank && first - (index + 1) <= indent) shallow ??= first;
    } else if ((char === '"' || char === "'") && /[\s,[{:]/.test(text[index - 1] ?? ' ')) quote = char;
    else if (char === '#' && /\s/.test(text[index - 1] ?? '\n')) {
      const end = text.indexOf('\n', index);
      index = end < 0 ? text.length : end - 1;
    } else if (char === '[' || char === '{') depth++;
    else if (char === ']' || char === '}') {
      depth--;
      if (depth === 0) return shallow;
    }
  }
  return undefined;
}

/** The other errors: at the offending line where the parser points elsewhere, in plain words. */
function plainWords(error: YAMLError, text: string): YamlMistake {
  const at = error.pos[0];
  const dash = dashWithoutSpace(text, at);
  if (dash !== undefined && error.code !== 'MULTIPLE_DOCS' && error.code !== 'DUPLICATE_KEY') {
    const word = /^-[^\s:]*/.exec(text.slice(dash, lineEndOf(text, dash)))?.[0] ?? '-';
    return {
      offset: dash,
      message: `a "-" without a space after it: YAML reads "${word}" as text, not as a list item`,
      hint: `write a space after the dash ("- ${word.slice(1)}") to start a list item`,
    };
  }
  switch (error.code) {
    case 'MULTIPLE_DOCS': {
      // The parser names where the next document's content starts; the marker that ends the first
      // one (`...`) or starts the next (`---`) is on a line before it, or on that line.
      const marker = documentMarkerBefore(text, at);
      if (marker !== undefined && text.startsWith('...', marker)) {
        return {
          offset: marker,
          message:
            'this ... ends the YAML document, and more follows it; a Falcon CI file holds one document',
          hint: 'remove the ... line, and indent what follows it where it belongs',
        };
      }
      return {
        offset: marker ?? at,
        message: 'a second YAML document starts here; a Falcon CI file holds one',
        hint: 'remove the --- (or ...) line and what follows it, or move that part to its own file',
      };
    }
    case 'BAD_DIRECTIVE':
      return /version/i.test(error.message)
        ? {
            offset: at,
            message: `${/version ([^\s]+)/i.exec(error.message)?.[1] ?? 'this'} is no YAML version Falcon CI reads: it reads YAML 1.2 (and 1.1)`,
            hint: 'remove the %YAML line, or write %YAML 1.2',
          }
        : {
            offset: at,
            message: `${/directive (\S+)/i.exec(error.message)?.[1] ?? 'this'} is no YAML directive`,
            hint: 'remove the line (YAML knows %YAML and %TAG)',
          };
    case 'TAG_RESOLVE_FAILED':
    case 'BAD_COLLECTION_TYPE':
      return {
        offset: at,
        message: `the tag ${shortTag(/tag:? (\S+)/i.exec(error.message)?.[1]) ?? 'here'} is not one Falcon CI reads`,
        hint: 'remove the tag: a value is text, a number, true/false, null, a list or a mapping',
      };
    case 'TAB_AS_INDENT':
      return {
        offset: at,
        message: 'this line is indented with a tab; YAML indents with spaces only',
        hint: 'replace the tab with spaces',
      };
    case 'DUPLICATE_KEY':
      return {
        offset: at,
        message: 'this key is written twice in the same mapping',
        hint: 'keep one of them',
      };
    case 'BAD_INDENT':
      return {
        offset: lineIndentEnd(text, lineStartOf(text, at)),
        message: 'this line is not lined up with the lines it belongs with',
        hint: 'indent it as far as the keys (or list items) above it at the same level',
      };
    case 'MISSING_CHAR':
      if (/without - indicator/.test(error.message)) {
        return {
          offset: at,
          message: 'this line is indented like a list item but does not start with "- "',
          hint: 'indent it like the keys of the item above it, or start a new item with "- "',
        };
      }
      if (/between flow (map|sequence) items/.test(error.message)) {
        return {
          offset: at,
          message: 'a comma (or a colon after a key) is missing here',
          hint: 'separate the items inside [ ] and { } with commas, and write key: value',
        };
      }
      if (/followed by map values/.test(error.message)) {
        return {
          offset: at,
          message: 'a key without a colon, or a value where a key was expected',
          hint: 'write key: value (a space after the colon)',
        };
      }
      break;
    case 'MULTILINE_IMPLICIT_KEY':
    case 'BLOCK_AS_IMPLICIT_KEY':
      return runOnLine(text, at);
    case 'BLOCK_IN_FLOW':
      return {
        offset: at,
        message: 'a line break inside [ ] or { } where a comma or the closing bracket belongs',
        hint: 'separate the items with commas, and close the bracket',
      };
    case 'BAD_SCALAR_START': {
      const char = text[at] ?? '';
      return char === '%'
        ? {
            offset: at,
            message: 'a line that starts with % is read as a YAML directive',
            hint: 'remove the line, or put the value in quotes',
          }
        : {
            offset: at,
            message: `a value cannot start with ${char} unless it is in quotes`,
            hint: `put the value in quotes, e.g. "${char}…"`,
          };
    }
    case 'KEY_OVER_1024_CHARS':
      return {
        offset: at,
        message: 'a key longer than 1024 characters, or a long line read as a key',
        hint: 'shorten the key, or put a long value in quotes after its key',
      };
    case 'MULTIPLE_ANCHORS':
      return { offset: at, message: 'a value can carry one anchor (&name)', hint: 'keep one of them' };
    case 'UNEXPECTED_TOKEN':
      if (/flow-(seq|map)-end/.test(error.message)) {
        const char = text[at] ?? ']';
        return {
          offset: at,
          message: `this ${char} closes nothing: no ${char === ']' ? '[' : '{'} is open here`,
          hint: 'remove it, or add the bracket that opens it',
        };
      }
      if (/scalar at node end/.test(error.message)) {
        return {
          offset: at,
          message: 'text after a complete value',
          hint: 'remove it, or start it on a line of its own (comments start with #)',
        };
      }
      if (/block-seq-ind on same line/.test(error.message)) {
        return {
          offset: at,
          message: 'a list item ("- ") starts on the same line as its key',
          hint: 'start the list on the next line, indented under the key',
        };
      }
      return {
        offset: at,
        message: `unexpected ${tokenWords(error.message)} here${/at node end/.test(error.message) ? ', after a complete value' : ''}`,
        hint: 'check the brackets, commas, quotes and indentation around it',
      };
    case 'BAD_DQ_ESCAPE':
      return {
        offset: at,
        message: 'a backslash in double quotes starts an escape YAML does not know',
        hint: 'write \\\\ for a backslash, or use single quotes',
      };
    default:
      break;
  }
  return {
    offset: at,
    message: firstLine(error.message),
    hint: 'fix the syntax at this place',
  };
}

/**
 * "Implicit keys need to be on a single line" and "nested mappings are not allowed in compact
 * mappings": a value ran on into a line the parser read as part of it. The offending line is the
 * next one that is indented deeper than the line the parser named, when there is one; else two
 * `key: value` pairs were written on one line.
 */
function runOnLine(text: string, at: number): YamlMistake {
  const starts = lineStarts(text);
  let line = starts.length - 1;
  while (line > 0 && starts[line]! > at) line--;
  const indent = lineIndentEnd(text, starts[line]!) - starts[line]!;
  for (let next = line + 1; next < starts.length; next++) {
    const start = starts[next]!;
    const end = lineIndentEnd(text, start);
    if (end >= text.length || text[end] === '\n' || text[end] === '#') continue;
    if (openBrackets(text, end).length > 0) {
      return {
        offset: end,
        message: 'a comma is missing between this item and the one before it',
        hint: 'separate the items inside [ ] and { } with commas',
      };
    }
    if (end - start > indent) {
      // A plain value may go on over deeper lines; the one that runs on wrongly is the first whose
      // ": " reads as a key, which may come a few lines down.
      const keyed = continuedKey(text, starts, next, indent);
      if (keyed !== undefined && keyed !== end) {
        return {
          offset: keyed,
          message: 'a value continued over several lines holds ": " here, which reads as a key inside it',
          hint: 'put the whole value in quotes, or indent this key as far as the key it belongs with',
        };
      }
      return {
        offset: end,
        message: 'this line is indented deeper than the line above, so it runs on into that value',
        hint: 'indent it as far as the line above, or put a value that continues here in quotes',
      };
    }
    break;
  }
  return {
    offset: at,
    message: 'two "key: value" pairs on one line, or a colon followed by a space inside a value',
    hint: 'put each key on its own line, or quote a value that holds ": "',
  };
}

/** The first of the lines from `first` on, deeper than `indent`, that holds a key (`name: `), where its text starts. */
function continuedKey(
  text: string,
  starts: readonly number[],
  first: number,
  indent: number,
): number | undefined {
  for (let line = first; line < starts.length; line++) {
    const start = starts[line]!;
    const end = lineIndentEnd(text, start);
    if (end >= text.length || text[end] === '\n' || text[end] === '#') continue;
    if (end - start <= indent) return undefined;
    const content = text.slice(end, lineEndOf(text, end));
    if (/^[^"'#][^#]*?:(\s|$)/.test(content)) return end;
  }
  return undefined;
}

/** The parser's names for the pieces of YAML, as a reader sees them. */
const TOKEN_WORDS: Record<string, string> = {
  'flow-map-start': '{',
  'flow-map-end': '}',
  'flow-seq-start': '[',
  'flow-seq-end': ']',
  'flow-error-end': 'closing bracket',
  comma: ',',
  'map-value-ind': ':',
  'seq-item-ind': '"- "',
  'block-seq-ind': '"- "',
  'explicit-key-ind': '"? "',
  scalar: 'text',
  'block-scalar-header': '| or >',
  'block-scalar': 'block of text',
  anchor: 'anchor (&name)',
  alias: 'alias (*name)',
  tag: 'tag (!name)',
  comment: 'comment',
  'doc-start': '---',
  'doc-end': '...',
  directive: 'directive (%)',
};

/** "Unexpected flow-map-start at node end" → `{`. */
function tokenWords(message: string): string {
  const token = /Unexpected ([\w-]+)/.exec(message)?.[1] ?? '';
  return TOKEN_WORDS[token] ?? 'text';
}

function firstLine(message: string): string {
  return message.split('\n')[0] ?? message;
}
