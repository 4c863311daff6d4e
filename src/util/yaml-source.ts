import {
  LineCounter,
  isAlias,
  isCollection,
  isMap,
  isNode,
  isPair,
  isScalar,
  isSeq,
  parseDocument,
  Scalar,
  visit,
  YAMLParseError,
  type Document,
  type Node,
  type Pair,
} from 'yaml';
import { InputError, InputErrors, type SourceLocation } from '../core/errors.js';
import { MAX_NESTING, tooDeepAt } from './nesting.js';
import { lineAndColumn, withLineFeeds } from './text.js';
import { explainYamlErrors, invisibleMistake, mayHideInvisibles, type YamlMistake } from './yaml-errors.js';
import { longSequences, type ItemSpan, type SequenceSpan } from './yaml-items.js';
import { readPlainYaml, SCANNED_MAPPING_SIZE, type DocumentPath } from './yaml-plain.js';

export type { DocumentPath };

/** A parsed YAML (or JSON) file that still knows where each value came from. */
export interface YamlSource {
  file: string;
  value: unknown;
  /** The location of the value at `path`, or of its nearest existing ancestor. */
  locate(path: DocumentPath): SourceLocation;
  /** The location of the key at the end of `path` (better for "unknown key" errors). */
  locateKey(path: DocumentPath): SourceLocation;
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
 *
 * Plain JSON (a 12 MB spec) is read by JSON.parse, twenty times faster than the YAML parser and
 * without its syntax tree in memory; the tree is built from the same text only when a location is
 * first asked for, which for a valid file may be never. JSON that JSON.parse would read differently
 * from YAML (a repeated key) goes the YAML way. Plain YAML (no anchors, tags or merge keys: what
 * flows and specs are written in) is read from js-yaml's events with its places (yaml-plain.ts);
 * the rest, and every file with a mistake, by the `yaml` library, which explains the mistake.
 */
export function parseYamlSource(file: string, given: string, options: YamlSourceOptions = {}): YamlSource {
  const text = withLineFeeds(given);
  const deep = tooDeepAt(text);
  if (deep !== undefined) throw tooDeep(file, text, deep);
  const json = plainJson(text);
  if (json !== undefined) {
    let finder: Finder | undefined;
    const find: Finder = (path, wantKey) =>
      (finder ??= finderOf(file, composeYaml(file, text)))(path, wantKey);
    return {
      file,
      value: json.value,
      locate: (path) => find(path, false),
      locateKey: (path) => find(path, true),
    };
  }

  // A space that is no space to YAML at the start of a line, or a line separator YAML does not take
  // for one: whether it sits inside a text value (where it is text) only the yaml library's tree tells.
  if (mayHideInvisibles(text)) return readWithYamlLibrary(file, text, options);
  const maxAliasCount = options.maxAliasCount ?? DEFAULT_MAX_ALIAS_COUNT;
  const spans = longSequences(text, ITEMWISE_SEQUENCE_SIZE);
  // The plain reader holds the events of what it reads until it is done: for a flow of many
  // thousands of steps, tens of megabytes unless it reads one step at a time.
  const itemsFirst = spans.some((span) => span.items.length >= PLAIN_ITEMWISE_SEQUENCE_SIZE);
  if (itemsFirst) {
    const inItems = parseInItems(file, text, spans, maxAliasCount);
    if (inItems) return inItems;
  }
  const plain = readPlainYaml(text);
  if (plain !== undefined) {
    const position = lineIndex(file, text);
    return {
      file,
      value: plain.value,
      locate: (path) => position(plain.find(path, false)),
      locateKey: (path) => position(plain.find(path, true)),
    };
  }
  const inItems =
    !itemsFirst && spans.length > 0 ? parseInItems(file, text, spans, maxAliasCount) : undefined;
  return inItems ?? readWithYamlLibrary(file, text, options);
}

/**
 * `text` read by the `yaml` library alone, whatever its shape: the reference the faster readers
 * above agree with, and the reader of everything they leave (anchors, tags, merge keys, errors).
 */
export function readWithYamlLibrary(
  file: string,
  given: string,
  options: YamlSourceOptions = {},
): YamlSource {
  const text = withLineFeeds(given);
  const composed = composeYaml(file, text);
  const { document, position } = composed;
  // A warning (an unknown tag or directive, `%YAML 2.0`) is a value read otherwise than written.
  const problems = [...document.errors, ...document.warnings].sort((a, b) => a.pos[0] - b.pos[0]);
  if (problems.length > 0) {
    // Deep block nesting (by indentation) exhausts the parser's stack: say so in words.
    const overflow = problems.find((error) => /call stack/i.test(error.message));
    if (overflow) throw tooDeep(file, text, overflow.pos[0]);
    // One error: after a syntax error the parser's later complaints are mostly echoes of it.
    throw invalidYaml(file, text, explainYamlErrors(problems, text));
  }
  const directive = repeatedVersion(text);
  if (directive !== undefined) {
    throw invalidYaml(file, text, {
      offset: directive,
      message: 'a second %YAML line: a document names its YAML version once',
      hint: 'remove this line',
    });
  }
  const invisible = invisibleMistake(text, text.length, textValues(document));
  if (invisible) throw invalidYaml(file, text, invisible);

  const aliasProblem = checkAliases(document, position) ?? checkKeys(document, position);
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
        firstAlias(document, position) ?? { file, line: 1, column: 1 },
        `write the values out, or use fewer aliases of large anchors${raise}`,
      ),
    ]);
  }

  const find = finderOf(file, composed);
  return { file, value, locate: (path) => find(path, false), locateKey: (path) => find(path, true) };
}

function invalidYaml(file: string, text: string, mistake: YamlMistake): InputErrors {
  // Counted here: the parser's line counter misses line breaks inside a quoted value gone wrong.
  const { line, column } = lineAndColumn(text, mistake.offset);
  return new InputErrors([
    new InputError(`invalid YAML: ${mistake.message}`, { file, line, column }, mistake.hint),
  ]);
}

/** Where a second `%YAML` line before the document starts (YAML allows one), if any. */
function repeatedVersion(text: string): number | undefined {
  if (!text.includes('%YAML')) return undefined;
  let seen = false;
  for (let start = 0; start < text.length;) {
    const end = text.indexOf('\n', start);
    const line = text.slice(start, end < 0 ? text.length : end);
    if (/^---(\s|$)/.test(line)) return undefined;
    if (/^%YAML(\s|$)/.test(line)) {
      if (seen) return start;
      seen = true;
    } else if (line.trim() !== '' && !line.startsWith('%') && !line.startsWith('#')) return undefined;
    if (end < 0) return undefined;
    start = end + 1;
  }
  return undefined;
}

/**
 * Whether an offset lies inside a text value, where every character is text: anywhere in one
 * written in quotes or as a block (`|`, `>`), after the first character of a plain one (a plain
 * value that starts with a lookalike space is a line indented with it).
 */
function textValues(document: Document): (offset: number) => boolean {
  const ranges: Array<[number, number]> = [];
  visit(document, {
    Scalar(_key, scalar) {
      if (!scalar.range) return;
      const [start, end] = scalar.range;
      ranges.push([scalar.type === Scalar.PLAIN ? start + 1 : start, end]);
    },
  });
  // Scalars do not overlap: the one that starts last at or before the offset is the only candidate.
  ranges.sort((a, b) => a[0] - b[0]);
  return (offset) => {
    let low = 0;
    let high = ranges.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (ranges[middle]![0] <= offset) low = middle;
      else high = middle - 1;
    }
    const range = ranges[low];
    return range !== undefined && offset >= range[0] && offset < range[1];
  };
}

interface ComposedYaml {
  document: Document;
  position(offset: number): SourceLocation;
}

/** Sequences with fewer items are parsed with the rest of their file by the yaml library... */
const ITEMWISE_SEQUENCE_SIZE = 256;
/** ...and by the plain reader, whose memory per item is a tenth of the yaml library's. */
const PLAIN_ITEMWISE_SEQUENCE_SIZE = 2_000;

/**
 * A file with a long top-level sequence (a flow's 20,000 steps) read item by item: the rest of the
 * file with the sequence's lines left blank, then each item on its own, so neither the events nor
 * the syntax tree of the whole file are ever in memory at once. Each part is read by the plain
 * reader, else by the yaml library (whose tree is then reduced to the offsets of its places).
 * Undefined when the file is not of that plain shape or any part does not read cleanly on its own
 * (an alias to another item, a syntax error): the file is then read whole, and its errors reported
 * as ever.
 */
function parseInItems(
  file: string,
  text: string,
  spans: readonly SequenceSpan[],
  maxAliasCount: number,
): YamlSource | undefined {
  const places = new Map<ItemSpan, PartFinder>();
  const shapes: Shapes = new Map();
  let restText = '';
  let at = 0;
  for (const span of spans) {
    const lines = text.slice(span.start, span.end).split('\n').length - 1;
    restText += text.slice(at, span.start) + '\n'.repeat(lines);
    at = span.end;
  }
  restText += text.slice(at);
  const rest = readPart(file, restText, 0, maxAliasCount, shapes);
  if (!rest || rest.value === null || typeof rest.value !== 'object' || Array.isArray(rest.value))
    return undefined;
  const value = rest.value as Record<string, unknown>;
  for (const span of spans) {
    if (!Object.hasOwn(value, span.key) || value[span.key] !== null) return undefined;
    const items: unknown[] = [];
    for (const item of span.items) {
      const part = readPart(file, text.slice(item.start, item.end), item.start, maxAliasCount, shapes);
      if (!part || !Array.isArray(part.value) || part.value.length !== 1) return undefined;
      items.push(part.value[0]);
      places.set(item, part.find);
    }
    value[span.key] = items;
  }

  const byKey = new Map(spans.map((span) => [span.key, span]));
  const position = lineIndex(file, text);
  // The rest keeps every line of the file in place (the items' lines are blank), not every offset.
  const restPosition = lineIndex(file, restText);
  const find = (path: DocumentPath, wantKey: boolean): SourceLocation => {
    const span = path.length > 0 ? byKey.get(String(path[0])) : undefined;
    if (!span) return restPosition(rest.find(path, wantKey));
    if (path.length === 1 && wantKey) return restPosition(rest.find(path, true));
    const index = path[1];
    const item = typeof index === 'number' ? span.items[index] : undefined;
    // The sequence itself starts where its first item does.
    if (!item) return position(places.get(span.items[0]!)!([], false));
    return position(places.get(item)!([0, ...path.slice(2)], wantKey));
  };
  return { file, value, locate: (path) => find(path, false), locateKey: (path) => find(path, true) };
}

/** The offset in the whole text of the value (or key) at `path` of one part, or of its nearest existing ancestor. */
type PartFinder = (path: DocumentPath, wantKey: boolean) => number;

/**
 * One part of a file (`base` is where it starts), read cleanly by the plain reader or else the yaml
 * library, or undefined when neither reads it without an error, a warning or an alias problem.
 */
function readPart(
  file: string,
  text: string,
  base: number,
  maxAliasCount: number,
  shapes: Shapes,
): { value: unknown; find: PartFinder } | undefined {
  const plain = readPlainYaml(text);
  if (plain) return { value: plain.value, find: (path, wantKey) => base + plain.find(path, wantKey) };
  const parsed = cleanParse(file, text, maxAliasCount);
  if (!parsed) return undefined;
  const { slots, values, keys } = placesOf(parsed.composed.document, base, shapes);
  const find: PartFinder = (path, wantKey) => {
    let offset = values[0]!;
    let place = '';
    for (let at = 0; at < path.length; at++) {
      const segment = path[at]!;
      const asIndex = typeof segment === 'number' ? `${place}${SEPARATOR}${INDEX}${segment}` : undefined;
      const next =
        asIndex !== undefined && slots.has(asIndex) ? asIndex : `${place}${SEPARATOR}${String(segment)}`;
      const slot = slots.get(next);
      if (slot === undefined) break;
      const value = values[slot]!;
      const key = keys[slot]!;
      if (value === -1 && key === -1) break;
      offset = (wantKey && at === path.length - 1 && key !== -1) || value === -1 ? key : value;
      place = next;
    }
    return offset;
  };
  return { value: parsed.value, find };
}

/**
 * Every place of one item's tree: for each path, the offsets in the whole text of its value and of
 * its key (-1 for none). Far smaller than the tree, which is dropped: items written alike (the
 * steps of a long flow) share one table of paths, so an item keeps only its offsets.
 */
interface Places {
  slots: ReadonlyMap<string, number>;
  values: number[];
  keys: number[];
}

/** Paths join segments with a separator no key holds; a sequence index is marked, because a sequence is not read by key nor a mapping by index. */
const SEPARATOR = '\u0000';
const INDEX = '\u0001';

type Shapes = Map<string, ReadonlyMap<string, number>>;

function placesOf(document: Document, base: number, shapes: Shapes): Places {
  const paths: string[] = [];
  const values: number[] = [];
  const keys: number[] = [];
  const seen = new Set<string>();
  const add = (place: string, value: number, key: number): void => {
    seen.add(place);
    paths.push(place);
    values.push(value);
    keys.push(key);
  };
  const visitNode = (node: unknown, place: string, key: number): void => {
    add(place, isNode(node) && node.range ? base + node.range[0] : -1, key);
    if (!isNode(node) || !('items' in node)) return;
    const items = (node as Node & { items: unknown[] }).items;
    const visitPairs = (pairs: unknown[], merged: Set<unknown>): void => {
      for (const item of pairs) {
        if (!isPair(item) || !isScalar(item.key) || isMergeKey(item.key)) continue;
        const next = `${place}${SEPARATOR}${keyText(item.key)}`;
        // The first of a repeated key wins, as in a lookup (repeats are refused anyway).
        if (seen.has(next)) continue;
        visitNode(item.value, next, item.key.range ? base + item.key.range[0] : -1);
      }
      // Merged keys after the mapping's own, which win, as the library merges them.
      for (const item of pairs) {
        if (!isPair(item) || !isMergeKey(item.key)) continue;
        for (const source of mergeSources(document, item.value)) {
          if (!isMap(source) || merged.has(source)) continue;
          merged.add(source);
          visitPairs(source.items, merged);
        }
      }
    };
    if (isPair(items[0])) visitPairs(items, new Set());
    else items.forEach((item, index) => visitNode(item, `${place}${SEPARATOR}${INDEX}${index}`, -1));
  };
  visitNode(document.contents, '', -1);
  const shape = paths.join(SEPARATOR + SEPARATOR);
  let slots = shapes.get(shape);
  if (!slots) {
    slots = new Map(paths.map((path, slot) => [path, slot]));
    shapes.set(shape, slots);
  }
  return { slots, values, keys };
}

/** Line and column of an offset in `text`, from the offsets where its lines start (found once). */
function lineIndex(file: string, text: string): (offset: number) => SourceLocation {
  const starts = [0];
  for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) starts.push(at + 1);
  return (offset) => {
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (starts[middle]! <= offset) low = middle;
      else high = middle - 1;
    }
    return { file, line: low + 1, column: offset - starts[low]! + 1 };
  };
}

/** `text` parsed without any error, warning or alias problem, or undefined. */
function cleanParse(
  file: string,
  text: string,
  maxAliasCount: number,
): { composed: ComposedYaml; value: unknown } | undefined {
  const composed = composeYaml(file, text);
  const { document, position } = composed;
  if (document.errors.length > 0 || document.warnings.length > 0) return undefined;
  if (checkAliases(document, position)) return undefined;
  try {
    return { composed, value: document.toJS({ maxAliasCount }) };
  } catch {
    return undefined;
  }
}

function composeYaml(file: string, text: string): ComposedYaml {
  const lineCounter = new LineCounter();
  let document: Document;
  try {
    // yaml's own check of repeated keys compares every key of a mapping with every other one, so a
    // mapping of 40,000 keys took minutes; `repeatedKeys` does it in one pass.
    // `merge`: `<<` merges mappings by the library's own rules (checkKeys refuses what it cannot
    // merge). `resolveKnownTags: false`: `!!binary` or `!!timestamp` would make a Buffer or a Date
    // of text, which no Falcon CI file holds; they are refused as unknown tags instead. `logLevel`:
    // the library prints nothing to the console; what it would warn about is refused here.
    document = parseDocument(text, {
      lineCounter,
      prettyErrors: false,
      uniqueKeys: false,
      merge: true,
      resolveKnownTags: false,
      logLevel: 'error',
    });
  } catch (error) {
    // Deep block nesting (by indentation) can still exhaust the parser's stack.
    if (error instanceof RangeError) throw tooDeep(file, text, 0);
    throw error;
  }
  const repeated = repeatedKeys(document);
  if (repeated.length > 0) {
    document.errors.push(...repeated);
    document.errors.sort((a, b) => a.pos[0] - b.pos[0]);
  }
  const position = (offset: number): SourceLocation => {
    const { line, col } = lineCounter.linePos(offset);
    return { file, line, column: col };
  };
  return { document, position };
}

/**
 * A key written twice in one mapping, as yaml's `uniqueKeys` reports it, found with one set per
 * mapping. Merge keys (`<<`) may repeat, as YAML's merge allows.
 */
function repeatedKeys(document: Document): YAMLParseError[] {
  const errors: YAMLParseError[] = [];
  // visit recurses per level; the nesting was bounded before parsing.
  visit(document, {
    Map(_key, map) {
      const seen = new Set<unknown>();
      for (const pair of map.items) {
        if (!isScalar(pair.key) || isMergeKey(pair.key)) continue;
        const key = pair.key.value;
        if (!seen.has(key)) {
          seen.add(key);
          continue;
        }
        const [start, end] = pair.key.range ?? [0, 0];
        errors.push(new YAMLParseError([start, end], 'DUPLICATE_KEY', 'Map keys must be unique'));
      }
    },
  });
  return errors;
}

/** The location of the value (or, with `wantKey`, the key) at `path`, or of its nearest existing ancestor. */
type Finder = (path: DocumentPath, wantKey: boolean) => SourceLocation;

function finderOf(file: string, { document, position }: ComposedYaml): Finder {
  const start: SourceLocation = { file, line: 1, column: 1 };
  // A large mapping (a spec's paths or schemas) is indexed by key on its first lookup, so placing
  // every entry of it costs one pass instead of one pass per entry.
  const indexes = new WeakMap<unknown[], Map<string, Pair>>();
  const ownPair = (items: unknown[], key: string): Pair | undefined => {
    if (items.length <= SCANNED_MAPPING_SIZE) {
      for (const item of items)
        if (isPair(item) && isScalar(item.key) && keyText(item.key) === key) return item;
      return undefined;
    }
    let index = indexes.get(items);
    if (!index) {
      index = new Map();
      for (const item of items)
        if (isPair(item) && isScalar(item.key)) {
          const name = keyText(item.key);
          if (!index.has(name)) index.set(name, item);
        }
      indexes.set(items, index);
    }
    return index.get(key);
  };
  // A key the mapping does not write itself may come from a merge (`<<: *defaults`): it is placed
  // where the merged mapping writes it, as the library's merge takes it (own keys first, then the
  // merged mappings in order). `seen` stops a merge that leads back to itself.
  const pairOf = (items: unknown[], key: string, seen = new Set<unknown>()): Pair | undefined => {
    const own = ownPair(items, key);
    if (own || seen.has(items)) return own;
    seen.add(items);
    for (const item of items) {
      if (!isPair(item) || !isMergeKey(item.key)) continue;
      for (const source of mergeSources(document, item.value)) {
        const merged = isMap(source) ? pairOf(source.items, key, seen) : undefined;
        if (merged) return merged;
      }
    }
    return undefined;
  };

  return (path, wantKey) => {
    let node: unknown = document.contents;
    let location = node && isNode(node) && node.range ? position(node.range[0]) : start;
    for (const [index, segment] of path.entries()) {
      // Through an alias to the value its anchor marks: that is where the value is written.
      if (isAlias(node)) node = node.resolve(document);
      if (!isNode(node) || !('items' in node)) break;
      const items = (node as Node & { items: unknown[] }).items;
      let next: unknown;
      let keyNode: unknown;
      // A sequence holds nodes, a mapping pairs: the first item tells which (checking all made every lookup linear).
      if (typeof segment === 'number' && !isPair(items[0])) {
        next = items[segment];
      } else {
        const pair = pairOf(items, String(segment));
        if (pair) {
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
}

/**
 * A mapping key as the library turns it into an object key: a null key (`null:`, `~:`, `? `) is
 * the empty string, any other scalar its value as text.
 */
function keyText(key: Scalar): string {
  return key.value === null ? '' : String(key.value);
}

/** `<<` written plain, which the library reads as a merge key (quoted, it is an ordinary key). */
function isMergeKey(key: unknown): boolean {
  if (!isScalar(key)) return false;
  const { value } = key;
  return typeof value === 'symbol'
    ? value.description === '<<'
    : value === '<<' && (key.type === undefined || key.type === Scalar.PLAIN);
}

/** What a merge key's value merges, in order: a mapping, or each item of a list; aliases resolved. */
function mergeSources(document: Document, value: unknown): unknown[] {
  const resolved = (node: unknown): unknown => (isAlias(node) ? node.resolve(document) : node);
  const source = resolved(value);
  return isSeq(source) ? source.items.map(resolved) : [source];
}

/**
 * Keys the library would read otherwise than written, the first of them: a key that is itself a
 * list or mapping (an object key can only be text, so the library would print it as YAML and warn
 * on the console), or a merge key (`<<`) whose value is not a mapping, an alias of one or a list
 * of them (the library would throw while building the value).
 */
function checkKeys(document: Document, position: (offset: number) => SourceLocation): InputError | undefined {
  let problem: InputError | undefined;
  const at = (node: unknown, fallback: unknown): SourceLocation | undefined => {
    const placed = isNode(node) && node.range ? node : fallback;
    return isNode(placed) && placed.range ? position(placed.range[0]) : undefined;
  };
  // visit recurses per level; the nesting was bounded before parsing.
  visit(document, {
    Pair(_key, pair) {
      if (isCollection(pair.key)) {
        problem = new InputError(
          `this key is a ${isMap(pair.key) ? 'mapping' : 'list'}; a key must be text`,
          at(pair.key, pair.value),
          'write the key as text (quote it if it holds [ ] or { }), or remove the "? " that starts it',
        );
        return visit.BREAK;
      }
      if (!isMergeKey(pair.key)) return undefined;
      const value = isAlias(pair.value) ? pair.value.resolve(document) : pair.value;
      const written = isSeq(value) ? value.items : [pair.value];
      const wrong = written.find((item) => !isMap(isAlias(item) ? item.resolve(document) : item));
      if (wrong === undefined && written.length > 0) return undefined;
      // An alias is the merge as written here; what it names is written elsewhere.
      const shown = isAlias(pair.value) ? value : isAlias(wrong) ? wrong.resolve(document) : wrong;
      problem = new InputError(
        `a merge key (<<) takes a mapping, an alias of one (*name) or a list of them, not ${describeNode(shown)}`,
        at(isAlias(pair.value) ? pair.value : wrong, pair.key),
        'mark the mapping to merge with &name and write <<: *name, or remove the << line',
      );
      return visit.BREAK;
    },
  });
  return problem;
}

/** A node in a reader's words: `a list`, `the number 5`, `nothing`. */
function describeNode(node: unknown): string {
  if (isSeq(node)) return 'a list';
  if (isMap(node)) return 'a mapping';
  if (!isScalar(node) || node.value === null || node.value === undefined) return 'nothing';
  return typeof node.value === 'string'
    ? `the text ${JSON.stringify(node.value)}`
    : `the ${typeof node.value} ${String(node.value)}`;
}

/**
 * `text` read by JSON.parse, when that is what the YAML parser would read: JSON whose objects have
 * no repeated key (YAML refuses those, JSON.parse keeps the last; a quoted `"<<"` is no YAML merge).
 * Undefined for anything else, which then goes to the YAML parser and its error messages.
 */
function plainJson(text: string): { value: unknown } | undefined {
  if (!/^\s*[{[]/.test(text)) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  // Every `:` outside strings separates a key from its value, so fewer keys than separators means a key repeated.
  return keySeparators(text) === keyCount(value) ? { value } : undefined;
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COLON = 0x3a;

function keySeparators(text: string): number {
  let count = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === BACKSLASH) index++;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) inString = true;
    else if (code === COLON) count++;
  }
  return count;
}

function keyCount(value: unknown): number {
  let count = 0;
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (next === null || typeof next !== 'object') continue;
    if (Array.isArray(next)) {
      for (const item of next) pending.push(item);
    } else {
      for (const key of Object.keys(next)) {
        count++;
        pending.push((next as Record<string, unknown>)[key]);
      }
    }
  }
  return count;
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
