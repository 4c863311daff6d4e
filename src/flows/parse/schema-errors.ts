/**
 * The schema pass: validates a flow document against the flow JSON Schema and turns ajv's
 * errors into plain-words problems at the right YAML key or value.
 *
 * Ajv speaks in keywords and JSON pointers ("must match exactly one schema in oneOf" at
 * `/steps/0/expect/status`); a user needs "status must be a number, a status class like "2xx",
 * or a list of them" at line 3, column 23. The schema's own `title`s supply the nouns.
 */
import type { ErrorObject } from 'ajv';
import { schemaErrorSentence, schemaErrorText } from '../../core/schema-errors.js';
import { isRecord, pointerPath, valueAt } from '../../util/document.js';
import { didYouMean } from '../../util/did-you-mean.js';
import type { RawObject } from './document.js';
import { isFlowShaped } from './flow-check.js';
import type { Problems } from './problems.js';
import { resolveRef, rootSchema, validatorFor, type SchemaNode } from './schema.js';
import { alternatives, describe, describeRange, placeOf, subjectOf } from './schema-words.js';

/** Reports every way `doc` breaks the flow schema. */
export function validateShape(doc: RawObject, problems: Problems): void {
  if (isFlowShaped(doc)) return;
  const validate = validatorFor(rootSchema);
  if (validate(doc)) return;
  const errors = (validate.errors ?? []).map((error) => ({ ...error }));
  for (const problem of explain(errors, doc)) report(problem, doc, problems);
}

/**
 * A oneOf/anyOf failure makes ajv report every branch's complaint plus the alternation itself.
 * We keep one explanation per place: when exactly the value's JSON type selects a branch (an
 * object for `latency_ms` can only mean comparisons), that branch's own errors are explained,
 * recursively; when no branch takes that type, one "must be A, B, or C" message replaces them all.
 */
function explain(errors: ErrorObject[], doc: RawObject): ErrorObject[] {
  const alternations = errors
    .filter((error) => error.keyword === 'oneOf' || error.keyword === 'anyOf')
    .sort((a, b) => a.instancePath.length - b.instancePath.length);
  const handled: string[] = [];
  const explained: ErrorObject[] = [];
  for (const alternation of alternations) {
    if (handled.some((place) => within(alternation.instancePath, place))) continue;
    handled.push(alternation.instancePath);
    explained.push(...explainAlternation(alternation, doc));
  }
  for (const error of errors) {
    if (!handled.some((place) => within(error.instancePath, place))) explained.push(error);
  }
  return explained;
}

function explainAlternation(alternation: ErrorObject, doc: RawObject): ErrorObject[] {
  const branches = alternation.schema as SchemaNode[];
  const value = valueAt(doc, pointerPath(alternation.instancePath, doc));
  const candidates = branches.filter((branch) => acceptsType(branch, value));
  let best: ErrorObject[] | undefined;
  for (const candidate of candidates) {
    const validate = validatorFor(candidate);
    if (validate(value)) return []; // matched more than one branch: cannot happen with type-exclusive branches
    const errors = (validate.errors ?? []).map((error) => ({
      ...error,
      instancePath: alternation.instancePath + error.instancePath,
    }));
    if (!best || errors.length < best.length) best = errors;
  }
  // No branch takes this type, or the value has the right type but the wrong form ("abc" for a
  // status): the alternation error alone reads best, as "must be A, B, or C".
  if (
    !best ||
    best.every((error) => error.instancePath === alternation.instancePath && FORM_KEYWORDS.has(error.keyword))
  ) {
    return [alternation];
  }
  return explain(best, doc);
}

const FORM_KEYWORDS = new Set(['pattern', 'const', 'enum']);

function within(path: string, place: string): boolean {
  return path === place || path.startsWith(`${place}/`);
}

/**
 * One ajv error as one problem at its key or value. The words are the schema's (its titles name
 * what fits); the hints are the flow language's.
 */
function report(error: ErrorObject, doc: RawObject, problems: Problems): void {
  const path = pointerPath(error.instancePath, doc);
  const node = (error.parentSchema ?? {}) as SchemaNode;
  const value = valueAt(doc, path);
  const params = error.params as Record<string, unknown>;
  const place = { subject: subjectOf(path), within: placeOf(path, doc) };
  const say = (expected?: string): string =>
    schemaErrorSentence(
      schemaErrorText(error, {
        words: 'yaml',
        ...(expected === undefined ? {} : { expected }),
        ...(error.keyword === 'uniqueItems' ? { value } : {}),
      }),
      place,
    );
  // What to do, in the translator's words, where the flow language has nothing more precise.
  const hintFor = (expected?: string): string | undefined =>
    schemaErrorText(error, { words: 'yaml', ...(expected === undefined ? {} : { expected }) }).hint ||
    undefined;
  switch (error.keyword) {
    case 'additionalProperties': {
      const key = String(params.additionalProperty);
      const allowed = Object.keys(node.properties ?? {});
      const suggestion = didYouMean(key, allowed);
      const hint = suggestion
        ? `did you mean '${suggestion}'?`
        : allowed.length > 0
          ? `allowed keys: ${allowed.join(', ')}`
          : undefined;
      problems.key([...path, key], say(), hint);
      return;
    }
    case 'required': {
      const key = String(params.missingProperty);
      // `stepz:` already gets "did you mean 'steps'?"; a second error for the missing key adds nothing.
      if (isRecord(value) && Object.keys(value).some((written) => didYouMean(written, [key]) === key)) return;
      problems.value(path, say(), REQUIRED_HINTS[key]);
      return;
    }
    case 'propertyNames':
      return; // explained by the accompanying error that carries `propertyName`
    case 'uniqueItems': {
      const index = Math.max(Number(params.i), Number(params.j));
      problems.value([...path, index], say(), 'remove the repeat');
      return;
    }
    case 'enum': {
      const options = (node.enum ?? []).map(String);
      const suggestion = typeof value === 'string' ? didYouMean(value, options) : undefined;
      problems.value(
        path,
        say(describe(node)),
        suggestion ? `did you mean '${suggestion}'?` : hintFor(describe(node)),
      );
      return;
    }
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
      problems.value(path, say(describeRange(node)), hintFor(describeRange(node)));
      return;
    case 'minItems':
    case 'minLength':
    case 'minProperties': {
      const hint =
        error.keyword === 'minProperties' && node.title
          ? `write ${node.title}`
          : path.length === 1 && path[0] === 'steps'
            ? 'add at least one step'
            : undefined;
      problems.value(path, say(), hint ?? hintFor());
      return;
    }
    case 'pattern':
      if (error.propertyName !== undefined) {
        const kind =
          path.at(-1) === 'variables' ? 'variable name' : path.at(-1) === 'capture' ? 'capture name' : 'name';
        problems.key(
          [...path, error.propertyName],
          `invalid ${kind} '${error.propertyName}'`,
          `use ${describe(node)}`,
        );
        return;
      }
      problems.value(
        path,
        say(describe(node)),
        // The one pattern a value breaks this way: a header value with a line break or NUL.
        typeof value === 'string' && /[\r\n\0]/.test(value)
          ? 'remove the line break (or NUL): it would end the header and start another'
          : hintFor(describe(node)),
      );
      return;
    case 'const':
    case 'type':
      problems.value(path, say(describe(node)), hintFor(describe(node)));
      return;
    case 'oneOf':
    case 'anyOf': {
      const branches = (node.oneOf ?? node.anyOf ?? []).map(resolveRef);
      const words = branches.flatMap((branch) => [branch.const, ...(branch.enum ?? [])]).filter(isString);
      const suggestion = typeof value === 'string' ? didYouMean(value, words) : undefined;
      problems.value(
        path,
        say(alternatives(branches.map(describe))),
        suggestion ? `did you mean '${suggestion}'?` : hintFor(alternatives(branches.map(describe))),
      );
      return;
    }
    default:
      problems.value(path, say(), hintFor());
  }
}

const REQUIRED_HINTS: Record<string, string> = {
  steps: 'add `steps:` with at least one step',
  path: 'add path: with a JSONPath such as $.items[0].id',
  attempts: 'add attempts: with the number of tries',
};

/** Whether a oneOf branch could be meant for a value of this JSON type. */
function acceptsType(raw: SchemaNode, value: unknown): boolean {
  const node = resolveRef(raw);
  const actual = jsonType(value);
  const takes = (types: string[]): boolean =>
    types.includes(actual) || (actual === 'integer' && types.includes('number'));
  if (node.const !== undefined) return takes([jsonType(node.const)]);
  if (node.enum) return takes(node.enum.map(jsonType));
  if (node.type !== undefined) return takes(typeof node.type === 'string' ? [node.type] : node.type);
  const branches = node.oneOf ?? node.anyOf;
  return branches ? branches.some((branch) => acceptsType(branch, value)) : true;
}

function jsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

function isString(value: unknown): value is string {
  return typeof value === 'string';
}
