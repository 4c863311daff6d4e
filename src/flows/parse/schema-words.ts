/**
 * Schema nodes and document places in a person's words, for the messages of the schema pass:
 * "a whole number from 100 to 599", "header 'x-id'", "in expect.body[0] of step 'list'".
 */
import { describePath, isRecord, valueAt } from '../../util/document.js';
import type { StepPhase } from '../../core/results.js';
import { SECTIONS, stepId, type Path, type RawObject } from './document.js';
import { resolveRef, type SchemaNode } from './schema.js';

/** The value's kind, as a person says it: "a number", "a status class like "2xx"". */
export function describe(raw: SchemaNode): string {
  const node = resolveRef(raw);
  if (node.title) return node.title;
  if (node.oneOf ?? node.anyOf) return alternatives((node.oneOf ?? node.anyOf ?? []).map(describe));
  if (node.const !== undefined) return JSON.stringify(node.const);
  if (node.enum) return `one of ${node.enum.map(String).join(', ')}`;
  const types = typeof node.type === 'string' ? [node.type] : (node.type ?? []);
  return alternatives(types.map((type) => TYPE_WORDS[type] ?? type));
}

const TYPE_WORDS: Record<string, string> = {
  string: 'a string',
  number: 'a number',
  integer: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'a mapping',
  null: 'null',
};

/** The allowed range of a number: "a whole number of at least 1". */
export function describeRange(node: SchemaNode): string {
  const kind = node.type === 'integer' ? 'a whole number' : 'a number';
  if (node.minimum !== undefined && node.maximum !== undefined)
    return `${kind} from ${node.minimum} to ${node.maximum}`;
  if (node.exclusiveMinimum !== undefined) return `${kind} greater than ${node.exclusiveMinimum}`;
  if (node.minimum !== undefined) return `${kind} of at least ${node.minimum}`;
  if (node.maximum !== undefined) return `${kind} of at most ${node.maximum}`;
  return kind;
}

/** "A", "A or B", "A, B, or C", without repeats. */
export function alternatives(words: string[]): string {
  const unique = [...new Set(words)];
  if (unique.length <= 1) return unique[0] ?? 'something else';
  if (unique.length === 2) return `${unique[0]} or ${unique[1]}`;
  return `${unique.slice(0, -1).join(', ')}, or ${unique.at(-1)}`;
}

const MAP_ENTRY_NAMES: Record<string, string> = {
  headers: 'header',
  query: 'query parameter',
  params: 'path parameter',
  form: 'form field',
  capture: 'capture',
  variables: 'variable',
};

/** What a value error talks about: `status`, `header 'x-id'`, `tags[1]`. */
export function subjectOf(path: Path): string {
  const last = path.at(-1);
  const parent = path.at(-2);
  if (last === undefined) return 'the flow';
  if (typeof last === 'number') return `${typeof parent === 'string' ? parent : 'item'}[${last}]`;
  const entry = typeof parent === 'string' ? MAP_ENTRY_NAMES[parent] : undefined;
  return entry ? `${entry} '${last}'` : last;
}

/** Where an object sits: "in step 'list'", "in expect.body[0] of step 'list'", "in load". */
export function placeOf(path: Path, doc: RawObject): string {
  if (path.length === 0) return 'at the top level of the flow';
  const [section, index] = path;
  const phase = SECTIONS.find(([name]) => name === section)?.[1];
  if (phase && typeof index === 'number') {
    const step = `step '${stepLabel(doc, path[0] as string, phase, index)}'`;
    return path.length === 2 ? `in ${step}` : `in ${describePath(path.slice(2))} of ${step}`;
  }
  return `in ${describePath(path)}`;
}

function stepLabel(doc: RawObject, section: string, phase: StepPhase, index: number): string {
  const step = valueAt(doc, [section, index]);
  return stepId(isRecord(step) ? step : {}, phase, index);
}
