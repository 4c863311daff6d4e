/**
 * The syntax check for the JSONPaths of body checks and captures, run when a flow loads.
 *
 * jsonpath-plus, which evaluates the paths that are not plain walks, splits a path with regular
 * expressions and rejects almost nothing: `$.items[` quietly means `$.items`, `$.a.[0]` means
 * `$.a..[0]`, and `$.a[0, 1]` looks for a key named " 1". A typo would surface only as a check
 * that fails (or passes) against a live API. So the path is read here against the syntax the
 * library documents — names, `*`, `..`, brackets holding indexes, quoted names, unions, slices,
 * filters `?(…)` or scripts `(…)`, and `^`, `~`, `@type()` — and the first thing outside it is
 * named with its position. Filter and script expressions are then compiled by the library
 * itself, through the same call the checks make, so a path that loads is a path that runs.
 *
 * An RFC 9535 parser (json-p3) cannot take this job while jsonpath-plus evaluates the paths: the
 * two languages differ both ways. It rejects what flows rely on — JavaScript filters such as
 * `?(@.tags.includes('new'))` or `===`, scripts `[(@.length-1)]`, `@path`, the parent `^`, property
 * names `~`, type selectors `@number()`, `$..`, `$.items.0` — and it accepts paths jsonpath-plus
 * reads otherwise, which is the very mistake this check exists to catch: `$.ids[0, 1]` (one item
 * there, two in RFC 9535), `$.a[ 0 ]` and `$.a[?@.x]` (nothing there), `length(@.tags)` (unknown
 * there), while `$.items.length` counts an array there and finds nothing in RFC 9535.
 */
import { JsonPathError, queryJsonPath } from '../jsonpath.js';

export interface JsonPathProblem {
  /** What is wrong, e.g. "'[' at character 8 is never closed". */
  reason: string;
  hint: string;
}

const GENERAL_HINT = "write names as $.name or $['name'], indexes as [0], filters as [?(@.id == 1)]";
const TYPE_HINT =
  'use @string(), @number(), @integer(), @boolean(), @object(), @array(), @null() or @scalar()';

/**
 * Type selectors (`$..*@number()`) that jsonpath-plus knows. `@other()` is left out: it needs a
 * callback the checks do not pass, so it could only ever fail.
 */
const TYPE_SELECTORS = [
  'scalar',
  'boolean',
  'string',
  'number',
  'integer',
  'nonFinite',
  'object',
  'array',
  'null',
  'undefined',
  'function',
  'symbol',
  'BigInt',
  'Promise',
  'jsonReference',
];

/** Characters that end a dot name: the start of the next segment, or a bracket out of place. */
const NAME_END = new Set(['.', '[', ']', '^', '~']);
/** Characters no name may hold unquoted: jsonpath-plus would read them as syntax, or keep them silently. */
const NOT_IN_NAME = /[\s()'"]/;
const TYPE_SELECTOR = /^@([A-Za-z]+)\(([^)]*)\)/;
const UNQUOTED_MEMBER = /^[^\s'"()[\]]+$/;

/** The first syntax problem of a `$`-rooted JSONPath, or undefined when the path is well formed. */
export function jsonPathProblem(path: string): JsonPathProblem | undefined {
  const expressions: string[] = [];
  const problem = scan(path, expressions);
  if (problem) return problem;
  // One item to filter, so the library compiles each expression exactly as a check would.
  for (const expression of expressions) {
    const reason = libraryRejects(`$[${expression}]`, [{}]);
    if (reason) {
      return {
        reason: `${expression} does not compile: ${reason}`,
        hint: 'write the expression in JavaScript syntax, with @ for the item, e.g. ?(@.price < 10)',
      };
    }
  }
  // Last, the library's verdict on the whole path: it parses lazily and rarely objects on an empty
  // document, but whatever it does reject here would fail every run.
  const reason = libraryRejects(path, {});
  return reason ? { reason, hint: GENERAL_HINT } : undefined;
}

/** Reads `path` segment by segment; collects the bracketed expressions for the library to compile. */
function scan(path: string, expressions: string[]): JsonPathProblem | undefined {
  const fail = (reason: string, hint = GENERAL_HINT): JsonPathProblem => ({ reason, hint });
  const at = (index: number): string => `character ${index + 1}`;
  if (!path.startsWith('$')) return fail("it must start with '$'");
  let i = 1;
  while (i < path.length) {
    const char = path[i] as string;
    if (char === '.') {
      if (path[i + 1] === '.') {
        // `..` may stand alone (every node) or lead any segment; a name or `*` is read right here.
        if (path[i + 2] === '.')
          return fail(
            `'...' at ${at(i)} has one dot too many`,
            "use '..' for any depth or '.' for one level",
          );
        i += 2;
        if (i < path.length && !NAME_END.has(path[i] as string) && path[i] !== '@') {
          const end = readName(path, i);
          if (typeof end !== 'number') return end;
          i = end;
        }
        continue;
      }
      const start = i + 1;
      if (start >= path.length || NAME_END.has(path[start] as string) || path[start] === '@') {
        return fail(`'.' at ${at(i)} is not followed by a name`, "write .name or .*, or [0] without the '.'");
      }
      const end = readName(path, start);
      if (typeof end !== 'number') return end;
      i = end;
      continue;
    }
    if (char === '[') {
      const end = closingBracket(path, i);
      if (typeof end !== 'number') return end;
      const problem = checkBracket(path, i, end, expressions);
      if (problem) return problem;
      i = end + 1;
      continue;
    }
    if (char === '^' || char === '~') {
      i += 1;
      continue;
    }
    if (char === '@') {
      const end = readTypeSelector(path, i);
      if (typeof end !== 'number') return end;
      i = end;
      continue;
    }
    if (char === ']') return fail(`']' at ${at(i)} closes no '['`);
    if (i === 1) {
      const hint = /^[A-Za-z_]/.test(char) ? `write $.${path.slice(1)}` : GENERAL_HINT;
      return fail("'$' must be followed by '.', '..' or '['", hint);
    }
    return fail(`unexpected '${char}' at ${at(i)}`);
  }
  return undefined;
}

/** The index just past a dot name that starts at `start`, or the problem inside it. */
function readName(path: string, start: number): number | JsonPathProblem {
  let i = start;
  while (i < path.length && !NAME_END.has(path[i] as string)) {
    const char = path[i] as string;
    if (char === '@' && TYPE_SELECTOR.test(path.slice(i))) break;
    if (NOT_IN_NAME.test(char)) {
      const shown = /\s/.test(char) ? 'a space' : `'${char}'`;
      const name = path.slice(start).split(/[.[\]^~]/)[0] ?? '';
      const quote = name.includes("'") ? '"' : "'";
      return {
        reason: `${shown} at character ${i + 1} cannot be part of a name`,
        hint: `indexes go in brackets ([0]); other names are quoted: [${quote}${name}${quote}]`,
      };
    }
    i += 1;
  }
  return i;
}

/** `@number()` and the like, which keep only the values of one type. */
function readTypeSelector(path: string, start: number): number | JsonPathProblem {
  const match = TYPE_SELECTOR.exec(path.slice(start));
  if (!match) {
    return {
      reason: `'@' at character ${start + 1} is not a type selector`,
      hint: `filter with [?(@.name == 1)], or select a type: ${TYPE_HINT.slice('use '.length)}`,
    };
  }
  const type = match[1] as string;
  if (!TYPE_SELECTORS.includes(type)) {
    return {
      reason: `unknown type selector '@${type}()' at character ${start + 1}`,
      hint: TYPE_HINT,
    };
  }
  return start + match[0].length;
}

/**
 * The index of the `]` that closes the `[` at `open`. Quotes are skipped whole and nested
 * brackets and parentheses counted, so filters such as `[?(@.tags[0] == ']')]` read right.
 */
function closingBracket(path: string, open: number): number | JsonPathProblem {
  const stack: Array<{ char: string; index: number }> = [];
  for (let i = open; i < path.length; i += 1) {
    const char = path[i] as string;
    if (char === "'" || char === '"') {
      const end = closingQuote(path, i);
      if (end === undefined) {
        return {
          reason: `the quote at character ${i + 1} is never closed`,
          hint: `close it with ${char}`,
        };
      }
      i = end;
    } else if (char === '[' || char === '(') {
      stack.push({ char, index: i });
    } else if (char === ']' || char === ')') {
      // Never empty here: the outer '[' stays on the stack until its own ']' returns.
      const opened = stack.pop() as { char: string; index: number };
      const expected = opened.char === '[' ? ']' : ')';
      if (char !== expected) {
        return {
          reason: `'${char}' at character ${i + 1} does not close '${opened.char}' at character ${opened.index + 1}`,
          hint: `close it with '${expected}'`,
        };
      }
      if (stack.length === 0) return i;
    }
  }
  const unclosed = stack.at(-1) ?? { char: '[', index: open };
  return {
    reason: `'${unclosed.char}' at character ${unclosed.index + 1} is never closed`,
    hint: `close it with '${unclosed.char === '[' ? ']' : ')'}'`,
  };
}

function closingQuote(path: string, open: number): number | undefined {
  const quote = path[open];
  for (let i = open + 1; i < path.length; i += 1) {
    if (path[i] === '\\') i += 1;
    else if (path[i] === quote) return i;
  }
  return undefined;
}

/** What may stand between `[` and `]`: an expression, or a union of indexes, slices, `*` and names. */
function checkBracket(
  path: string,
  open: number,
  close: number,
  expressions: string[],
): JsonPathProblem | undefined {
  const content = path.slice(open + 1, close);
  const where = `character ${open + 1}`;
  if (content.trim() === '') {
    return {
      reason: `'[]' at ${where} is empty`,
      hint: "put an index, a quoted name or * inside: [0], ['id'], [*]",
    };
  }
  if (content.startsWith('?')) {
    if (!content.startsWith('?(') || !content.endsWith(')')) {
      return { reason: `the filter at ${where} is not written ?(…)`, hint: 'write [?(@.id == 1)]' };
    }
    expressions.push(content);
    return undefined;
  }
  if (content.startsWith('(')) {
    if (!content.endsWith(')')) {
      return { reason: `the script at ${where} does not end with ')'`, hint: 'write [(@.length - 1)]' };
    }
    expressions.push(content);
    return undefined;
  }
  for (const member of unionMembers(content)) {
    const trimmed = member.trim();
    if (trimmed === '') {
      return { reason: `'[${content}]' at ${where} has an empty member`, hint: 'remove the extra comma' };
    }
    if (trimmed.startsWith("'") || trimmed.startsWith('"')) {
      if (closingQuote(trimmed, 0) !== trimmed.length - 1) {
        return {
          reason: `'[${content}]' at ${where} has text after a quoted name`,
          hint: "separate names with commas: ['a','b']",
        };
      }
      const unreadable = unreadableInQuotes(trimmed);
      if (unreadable) {
        const name = trimmed.slice(1, -1);
        const quote = name.includes("'") ? '"' : "'";
        return {
          reason: `the quoted name ${trimmed} at ${where} holds ${unreadable}, which the JSONPath library cannot read there`,
          hint: `match the key with a filter instead: [?(@property === ${quote}${name}${quote})]`,
        };
      }
      continue;
    }
    if (!UNQUOTED_MEMBER.test(member)) {
      return {
        reason: `'[${content}]' at ${where} holds '${member}', which is not an index, a slice, * or a name`,
        hint: /\s/.test(member) ? 'remove the spaces, or quote the name' : "quote the name: ['…']",
      };
    }
  }
  return undefined;
}

/**
 * jsonpath-plus finds the end of a quoted name with regular expressions that stop at these
 * characters, and then looks up another key. (jsonpath.ts walks a quoted name itself only when
 * it holds none of them, so the library is always the one reading these.)
 */
function unreadableInQuotes(quoted: string): string | undefined {
  const special = /[[\]^;]/.exec(quoted.slice(1, -1))?.[0];
  if (special) return `'${special}'`;
  return quoted.startsWith('"') && quoted.includes("'") ? 'a single quote' : undefined;
}

/** Splits bracket content at the commas outside quotes. */
function unionMembers(content: string): string[] {
  const members: string[] = [];
  let start = 0;
  for (let i = 0; i < content.length; i += 1) {
    const char = content[i];
    if (char === "'" || char === '"') i = closingQuote(content, i) ?? content.length;
    else if (char === ',') {
      members.push(content.slice(start, i));
      start = i + 1;
    }
  }
  members.push(content.slice(start));
  return members;
}

/** The library's own complaint about a query, or undefined when it runs. */
function libraryRejects(path: string, json: unknown): string | undefined {
  try {
    queryJsonPath(json, path);
    return undefined;
  } catch (error) {
    if (!(error instanceof JsonPathError)) throw error;
    // The library counts characters in its rewritten expression, which the user never sees.
    return error.message.slice(`invalid JSONPath ${error.path}: `.length).replace(/ at character \d+$/, '');
  }
}
