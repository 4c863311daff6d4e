import {
  LineCounter,
  isAlias,
  isNode,
  isPair,
  isScalar,
  parseDocument,
  visit,
  type Document,
  type Node,
} from 'yaml';
import { InputError, InputErrors, type SourceLocation } from '../core/errors.js';
import { MAX_NESTING, tooDeepAt } from './nesting.js';
import { explainYamlErrors } from './yaml-errors.js';

export type DocumentPath = ReadonlyArray<string | number>;

/** A parsed YAML (or JSON) file that still knows where each value came from. */
export interface YamlSource {
  file: string;
  value: unknown;
  /** The location of the value at `path`, or of its nearest existing ancestor. */
  locate(path: DocumentPath): SourceLocation;
  /** The location of the key at the end of `path` (better for "unknown key" errors). */
  locateKey(path: DocumentPath): SourceLocation;
}

/** The 1-based line and column of `offset` in `text`. */
function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  return { line: before.split('\n').length, column: offset - before.lastIndexOf('\n') };
}

/** Nested past `MAX_NESTING` at `offset`: refused before parsing, with where. */
function tooDeep(file: string, text: string, offset: number): InputErrors {
  const { line, column } = lineAndColumn(text, offset);
  return new InputErrors([
    new InputError(
      `nested more than ${MAX_NESTING} levels deep`,
      { file, line, column },
      'flatten the data: no flow, body or variable needs that many levels',
    ),
  ]);
}

/** How many copies of anchored values aliases may make before a file is refused as too expensive to read. */
export const DEFAULT_MAX_ALIAS_COUNT = 100;

export interface YamlSourceOptions {
  /** Copies of anchored values aliases (`*name`) may make; default `DEFAULT_MAX_ALIAS_COUNT`. */
  maxAliasCount?: number;
  /** How to raise `maxAliasCount`, named in the error that refuses a file past it. */
  aliasLimitSetting?: string;
}

/**
 * Parses YAML text, keeping line and column information. Syntax errors become InputErrors
 * naming file:line:column. JSON is YAML, so `.json` files go through here too.
 */
export function parseYamlSource(file: string, text: string, options: YamlSourceOptions = {}): YamlSource {
  const lineCounter = new LineCounter();
  const deep = tooDeepAt(text);
  if (deep !== undefined) throw tooDeep(file, text, deep);
  let document: Document;
  try {
    document = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true, merge: true });
  } catch (error) {
    // Deep block nesting (by indentation) can still exhaust the parser's stack.
    if (error instanceof RangeError) throw tooDeep(file, text, 0);
    throw error;
  }
  if (document.errors.length > 0) {
    // Deep block nesting (by indentation) exhausts the parser's stack: say so in words.
    const overflow = document.errors.find((error) => /call stack/i.test(error.message));
    if (overflow) throw tooDeep(file, text, overflow.pos[0]);
    // One error: after a syntax error the parser's later complaints are mostly echoes of it.
    const mistake = explainYamlErrors(document.errors, text);
    // Counted here: the parser's line counter misses line breaks inside a quoted value gone wrong.
    const { line, column: col } = lineAndColumn(text, mistake.offset);
    throw new InputErrors([
      new InputError(`invalid YAML: ${mistake.message}`, { file, line, column: col }, mistake.hint),
    ]);
  }

  const position = (offset: number): SourceLocation => {
    const { line, col } = lineCounter.linePos(offset);
    return { file, line, column: col };
  };
  const start: SourceLocation = { file, line: 1, column: 1 };

  const find = (path: DocumentPath, wantKey: boolean): SourceLocation => {
    let node: unknown = document.contents;
    let location = node && isNode(node) && node.range ? position(node.range[0]) : start;
    for (const [index, segment] of path.entries()) {
      if (!isNode(node) || !('items' in node)) break;
      const items = (node as Node & { items: unknown[] }).items;
      let next: unknown;
      let keyNode: unknown;
      // A sequence holds nodes, a mapping pairs: the first item tells which (checking all made every lookup linear).
      if (typeof segment === 'number' && !isPair(items[0])) {
        next = items[segment];
      } else {
        const pair = items.find(
          (item) => isPair(item) && isScalar(item.key) && String(item.key.value) === String(segment),
        );
        if (isPair(pair)) {
          keyNode = pair.key;
          next = pair.value;
        }
      }
      if (next === undefined && keyNode === undefined) break;
      const anchor = wantKey && index === path.length - 1 && keyNode ? keyNode : (next ?? keyNode);
      if (isNode(anchor) && anchor.range) location = position(anchor.range[0]);
      node = next;
    }
    return location;
  };

  const aliasProblem = checkAliases(document, position);
  if (aliasProblem) throw new InputErrors([aliasProblem]);
  const maxAliasCount = options.maxAliasCount ?? DEFAULT_MAX_ALIAS_COUNT;
  let value: unknown;
  try {
    value = document.toJS({ maxAliasCount });
  } catch (error) {
    // yaml refuses (with a ReferenceError) aliases that would expand past the limit: a "billion laughs" file.
    if (!(error instanceof ReferenceError)) throw error;
    const raise = options.aliasLimitSetting ? `, or raise the limit with ${options.aliasLimitSetting}` : '';
    throw new InputErrors([
      new InputError(
        `YAML aliases (*name) expand too much: more than ${maxAliasCount} copies of an anchored value`,
        firstAlias(document, position) ?? start,
        `write the values out, or use fewer aliases of large anchors${raise}`,
      ),
    ]);
  }

  return {
    file,
    value,
    locate: (path) => find(path, false),
    locateKey: (path) => find(path, true),
  };
}

/**
 * An alias (`*name`) with no anchor (`&name`) before it, or one inside the value its anchor marks
 * (a value that holds itself, endless once expanded): the first of either, else undefined.
 */
function checkAliases(
  document: Document,
  position: (offset: number) => SourceLocation,
): InputError | undefined {
  let problem: InputError | undefined;
  // The anchor an alias names is the last one set before it; visit goes in document order.
  const anchors = new Map<string, Node>();
  // visit recurses per level; the nesting was bounded before parsing.
  visit(document, {
    Node(_key, node, path) {
      if (!isAlias(node)) {
        if (node.anchor) anchors.set(node.anchor, node);
        return undefined;
      }
      const at = node.range ? position(node.range[0]) : undefined;
      const target = anchors.get(node.source);
      if (target === undefined) {
        problem = new InputError(
          `alias *${node.source} names no anchor: no value above it is marked &${node.source}`,
          at,
          `mark the value to repeat with &${node.source} before this line, or fix the name`,
        );
      } else if (path.includes(target)) {
        problem = new InputError(
          `alias *${node.source} is inside the value its anchor &${node.source} marks, so the value would hold itself without end`,
          at,
          'repeat a value outside its own anchor, or write it out',
        );
      }
      return problem ? visit.BREAK : undefined;
    },
  });
  return problem;
}

/** Where the first alias (`*name`) of a document sits, to point at the expansion problem. */
function firstAlias(
  document: Document,
  position: (offset: number) => SourceLocation,
): SourceLocation | undefined {
  let found: SourceLocation | undefined;
  visit(document, {
    Alias(_key, alias) {
      if (alias.range) found = position(alias.range[0]);
      return visit.BREAK;
    },
  });
  return found;
}
