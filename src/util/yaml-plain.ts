/**
 * Plain YAML read fast: the value, and where each part of it was written, from js-yaml's event
 * parser, about fifteen times faster than building the `yaml` library's syntax tree and with a
 * fraction of its garbage. A 1,000-step flow is read in milliseconds instead of a tenth of a second.
 *
 * "Plain" is what flows, environments and specs are in practice: one document of mappings,
 * sequences and scalars, without anchors, aliases, tags, merge keys (`<<`), directives, repeated
 * keys or keys that are not scalars. Anything else, and any text js-yaml refuses, is not read here
 * (undefined): the caller then reads it with the `yaml` library, which explains errors and handles
 * every feature. Within the plain subset both readers agree, value for value and place for place
 * (the tests compare them on a corpus and on generated documents): scalars are resolved with the
 * `yaml` library's YAML 1.2 core schema rules below, not js-yaml's, and keys are turned into
 * object keys the way the `yaml` library does.
 */
import {
  EVENT_DOCUMENT,
  EVENT_MAPPING,
  EVENT_POP,
  EVENT_SCALAR,
  EVENT_SEQUENCE,
  SCALAR_STYLE_DOUBLE_QUOTED,
  SCALAR_STYLE_FOLDED_BLOCK,
  SCALAR_STYLE_LITERAL_BLOCK,
  SCALAR_STYLE_PLAIN,
  SCALAR_STYLE_SINGLE_QUOTED,
  getScalarValue,
  parseEvents,
  type Event,
  type ScalarEvent,
} from 'js-yaml';

/** A value's place in a document: the keys and indexes that lead to it. */
export type DocumentPath = ReadonlyArray<string | number>;

/**
 * Where a value was written: the offset of a scalar, or of a collection with the places of what
 * it holds. A mapping's entries are `key, key offset, value place` triples in the order written
 * (a value place of -1: a flow mapping's key written without a value).
 */
export type Place = number | MappingPlace | SequencePlace;

export interface MappingPlace {
  kind: 'mapping';
  start: number;
  entries: Array<string | Place>;
}

export interface SequencePlace {
  kind: 'sequence';
  start: number;
  items: Place[];
}

export interface PlainYaml {
  value: unknown;
  /** Offset of the value (or, with `wantKey`, the key) at `path`, or of its nearest existing ancestor. */
  find(path: DocumentPath, wantKey: boolean): number;
}

const TAB_INDENT = /^ *\t/m;
/** A line that starts with `%`: a directive, which js-yaml skips when it does not know it. */
const DIRECTIVE_LINE = /^%/m;

/** Not read here: the caller reads the text with the `yaml` library instead. */
class NotPlain extends Error {}

/** The value and places of `text`, or undefined when it is not plain YAML as described above. */
export function readPlainYaml(text: string): PlainYaml | undefined {
  // A tab in a line's indentation: the readers differ on where such lines belong.
  if (TAB_INDENT.test(text)) return undefined;
  // A directive says how to read the rest (`%YAML 1.1`), or that the file cannot be read
  // (`%YAML 2.0`): the `yaml` library says which.
  if (DIRECTIVE_LINE.test(text)) return undefined;
  let events: Event[];
  try {
    events = parseEvents(text, {});
  } catch {
    return undefined;
  }
  try {
    const { value, place } = new Composer(text, events).document();
    return { value, find: finder(place) };
  } catch (error) {
    if (error instanceof NotPlain) return undefined;
    throw error;
  }
}

// ------------------------------------------------------------------ scalars

/**
 * A plain scalar as the `yaml` library's YAML 1.2 core schema reads it (its tags null, bool, int
 * in octal, decimal and hex, and float, tried in that order); anything else stays a string.
 */
function resolvePlain(source: string): unknown {
  // Most scalars are words, paths and ids: none of the forms below starts with their first character.
  if (source !== '' && !MAYBE_NOT_STRING.has(source[0]!)) return source;
  if (NULL.test(source)) return null;
  if (BOOL.test(source)) return source[0] === 't' || source[0] === 'T';
  if (INT_OCTAL.test(source)) return parseInt(source.slice(2), 8);
  if (INT.test(source)) return parseInt(source, 10);
  if (INT_HEX.test(source)) return parseInt(source.slice(2), 16);
  if (FLOAT_SPECIAL.test(source))
    return source.slice(-3).toLowerCase() === 'nan'
      ? NaN
      : source[0] === '-'
        ? Number.NEGATIVE_INFINITY
        : Number.POSITIVE_INFINITY;
  if (FLOAT_EXPONENT.test(source) || FLOAT.test(source)) return parseFloat(source);
  return source;
}

/** The first characters of null, bool, int and float forms. */
const MAYBE_NOT_STRING = new Set('~nNtTfF0123456789+-.');
const NULL = /^(?:~|[Nn]ull|NULL)?$/;
const BOOL = /^(?:[Tt]rue|TRUE|[Ff]alse|FALSE)$/;
const INT_OCTAL = /^0o[0-7]+$/;
const INT = /^[-+]?[0-9]+$/;
const INT_HEX = /^0x[0-9a-fA-F]+$/;
const FLOAT_SPECIAL = /^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/;
const FLOAT_EXPONENT = /^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)[eE][-+]?[0-9]+$/;
const FLOAT = /^[-+]?(?:\.[0-9]+|[0-9]+\.[0-9]*)$/;

const SPACE = /[ \t]/;

// ------------------------------------------------------------------ composing

class Composer {
  private at = 0;
  /** Where the last node read ended, to find what comes after it (a `:`, a `-`, a block header). */
  private end = 0;

  constructor(
    private readonly text: string,
    private readonly events: readonly Event[],
  ) {}

  /** What the last node read holds and where it was written (fields, not an object per node). */
  private value: unknown;
  private place: Place = 0;

  document(): { value: unknown; place: Place } {
    const first = this.events[this.at++];
    if (!first || first.type !== EVENT_DOCUMENT || first.directives.length > 0) throw new NotPlain();
    const node = this.events[this.at];
    // An empty document, or one of several: the `yaml` library says what it makes of those.
    if (!node || node.type === EVENT_POP) throw new NotPlain();
    this.node();
    if (this.events[this.at++]?.type !== EVENT_POP || this.at !== this.events.length) throw new NotPlain();
    return { value: this.value, place: this.place };
  }

  /**
   * The node at the current event. `indicator` is what comes before it when it is empty: the `:`
   * of a mapping value or the `-` of a block sequence item.
   */
  private node(indicator?: ':' | '-', inFlow = false): void {
    const event = this.events[this.at++]!;
    switch (event.type) {
      case EVENT_SCALAR: {
        this.plainProperties(event);
        const start = this.scalarStart(event, indicator);
        const source = getScalarValue(this.text, event);
        this.end = Math.max(this.end, event.valueEnd, start);
        this.value = event.style === SCALAR_STYLE_PLAIN ? resolvePlain(source) : source;
        this.place = start;
        return;
      }
      case EVENT_SEQUENCE: {
        this.plainProperties(event);
        const flow = this.text[event.start] === '[';
        // A block sequence's first `-` is at its start; a flow sequence's items come after its `[`.
        this.end = Math.max(this.end, flow ? event.start + 1 : event.start);
        const value: unknown[] = [];
        const items: Place[] = [];
        while (this.events[this.at]?.type !== EVENT_POP) {
          this.node(flow ? undefined : '-', inFlow || flow);
          value.push(this.value);
          items.push(this.place);
        }
        this.at++;
        if (flow) this.closeFlow(']');
        this.value = value;
        this.place = { kind: 'sequence', start: event.start, items };
        return;
      }
      case EVENT_MAPPING: {
        this.plainProperties(event);
        const flow = this.text[event.start] === '{';
        // An explicit key (`? key`), or a pair written alone in a flow sequence (`[a: 1]`): the
        // `yaml` library places those its own way.
        if (this.text[event.start] === '?' || (inFlow && !flow)) throw new NotPlain();
        this.end = Math.max(this.end, event.start);
        const value: Record<string, unknown> = {};
        const entries: Array<string | Place> = [];
        while (this.events[this.at]?.type !== EVENT_POP) {
          if (this.events[this.at]?.type !== EVENT_SCALAR) throw new NotPlain();
          this.node(undefined, inFlow || flow);
          const key = objectKey(this.value);
          const keyPlace = this.place;
          if (Object.hasOwn(value, key)) throw new NotPlain();
          if (flow && !this.colonFollows()) {
            // A flow mapping's key written without `:`: null, and no place of its own in the `yaml` library.
            const empty = this.events[this.at++];
            if (empty?.type !== EVENT_SCALAR || empty.valueStart !== -1) throw new NotPlain();
            setOwn(value, key, null);
            entries.push(key, keyPlace, -1);
            continue;
          }
          this.node(':', inFlow || flow);
          setOwn(value, key, this.value);
          entries.push(key, keyPlace, this.place);
        }
        this.at++;
        if (flow) this.closeFlow('}');
        this.value = value;
        this.place = { kind: 'mapping', start: event.start, entries };
        return;
      }
      default:
        // An alias (`*name`), or an event out of place.
        throw new NotPlain();
    }
  }

  /** Anchors and tags are left to the `yaml` library, which checks and explains them. */
  private plainProperties(event: { anchorStart: number; tagStart: number }): void {
    if (event.anchorStart !== -1 || event.tagStart !== -1) throw new NotPlain();
  }

  /**
   * Where the `yaml` library places a scalar: a quoted one at its opening quote, a block one at
   * its `|` or `>` header, an empty one after the `:` or `-` before it and the spaces after that.
   */
  private scalarStart(event: ScalarEvent, indicator: ':' | '-' | undefined): number {
    switch (event.style) {
      case SCALAR_STYLE_SINGLE_QUOTED:
      case SCALAR_STYLE_DOUBLE_QUOTED:
        return event.valueStart - 1;
      case SCALAR_STYLE_LITERAL_BLOCK:
      case SCALAR_STYLE_FOLDED_BLOCK:
        return this.blockHeader(event.valueStart);
      default:
        if (event.valueStart !== -1) return event.valueStart;
        if (indicator === undefined) throw new NotPlain();
        return this.afterIndicator(indicator);
    }
  }

  /** The `|` or `>` of a block scalar whose content starts at `content`: the first after what came before it. */
  private blockHeader(content: number): number {
    const at = this.firstOf('|>', this.end, content === -1 ? this.text.length : content);
    // An indentation indicator (`|2`): the two readers disagree on it at the top level.
    if (at === -1 || /^.[+-]?[1-9]/.test(this.text.slice(at, at + 3))) throw new NotPlain();
    return at;
  }

  /**
   * Past the `indicator` of an empty value and the spaces after it on its line. A `:` follows its
   * key on the key's line; a `-` is the next thing written after the item before it.
   */
  private afterIndicator(indicator: ':' | '-'): number {
    let at = this.end;
    if (indicator === ':') {
      if (this.text[at] === '"' || this.text[at] === "'") at++;
      while (at < this.text.length && SPACE.test(this.text[at]!)) at++;
    } else {
      at = this.firstOf('-', at, this.text.length);
      if (
        at === -1 ||
        this.text
          .slice(this.end, at)
          .trim()
          .replace(/#[^\n]*/g, '')
          .trim() !== ''
      )
        throw new NotPlain();
    }
    if (this.text[at] !== indicator) throw new NotPlain();
    do at++;
    while (at < this.text.length && SPACE.test(this.text[at]!));
    return at;
  }

  /** Moves past the bracket that closes a flow collection. */
  private closeFlow(bracket: ']' | '}'): void {
    const at = this.firstOf(bracket, this.end, this.text.length);
    if (at === -1) throw new NotPlain();
    this.end = at + 1;
  }

  /** Whether a `:` is the next thing written after the last node, on its line. */
  private colonFollows(): boolean {
    let at = this.end;
    if (this.text[at] === '"' || this.text[at] === "'") at++;
    while (at < this.text.length && SPACE.test(this.text[at]!)) at++;
    return this.text[at] === ':';
  }

  /** The first of `characters` in `text[from, to)` outside comments, or -1. */
  private firstOf(characters: string, from: number, to: number): number {
    for (let at = from; at < to; at++) {
      const character = this.text[at]!;
      if (character === '#' && (at === 0 || /\s/.test(this.text[at - 1]!))) {
        const lineEnd = this.text.indexOf('\n', at);
        if (lineEnd === -1) return -1;
        at = lineEnd;
      } else if (characters.includes(character)) {
        return at;
      }
    }
    return -1;
  }
}

/**
 * A mapping key as the `yaml` library turns it into an object key: a scalar's value as a string.
 * A null key, and `<<` (a merge under the `yaml` library's settings, when plain), are left to it.
 */
function objectKey(value: unknown): string {
  if (value === null) throw new NotPlain();
  const key = String(value);
  if (key === '<<') throw new NotPlain();
  return key;
}

/** Sets an own property, `__proto__` included (an assignment would set the prototype). */
function setOwn(target: Record<string, unknown>, key: string, value: unknown): void {
  if (key === '__proto__')
    Object.defineProperty(target, key, { value, writable: true, enumerable: true, configurable: true });
  else target[key] = value;
}

// ------------------------------------------------------------------ finding places

/** Mappings up to this size are scanned for a key; larger ones get an index on first lookup. */
export const SCANNED_MAPPING_SIZE = 16;

function startOf(place: Place): number {
  return typeof place === 'number' ? place : place.start;
}

/** Mirrors the `yaml` library's lookup: descend while the path exists, remembering the last place found. */
function finder(root: Place): PlainYaml['find'] {
  const indexes = new WeakMap<MappingPlace, Map<string, number>>();
  const entryOf = (mapping: MappingPlace, key: string): number => {
    const { entries } = mapping;
    if (entries.length <= SCANNED_MAPPING_SIZE * 3) {
      for (let at = 0; at < entries.length; at += 3) if (entries[at] === key) return at;
      return -1;
    }
    let index = indexes.get(mapping);
    if (!index) {
      index = new Map();
      for (let at = 0; at < entries.length; at += 3) index.set(entries[at] as string, at);
      indexes.set(mapping, index);
    }
    return index.get(key) ?? -1;
  };

  return (path, wantKey) => {
    let place: Place | undefined = root;
    let found = startOf(root);
    for (let index = 0; index < path.length; index++) {
      if (place === undefined || typeof place === 'number') break;
      const segment = path[index]!;
      let next: Place | undefined;
      let keyAt: number | undefined;
      if (place.kind === 'sequence') {
        if (typeof segment !== 'number') break;
        next = place.items[segment];
      } else {
        const at = entryOf(place, String(segment));
        if (at === -1) break;
        keyAt = place.entries[at + 1] as number;
        const value = place.entries[at + 2] as Place;
        next = value === -1 ? undefined : value;
      }
      if (next === undefined && keyAt === undefined) break;
      found = wantKey && index === path.length - 1 && keyAt !== undefined ? keyAt : startOf(next ?? keyAt!);
      place = next;
    }
    return found;
  };
}
