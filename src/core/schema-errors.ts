/**
 * The one translator of JSON Schema validation errors (ajv's `ErrorObject`) into plain words.
 *
 * ajv speaks in keywords ("must NOT have fewer than 2 characters", "must have required property
 * 'id'"); every place that shows a schema error to a person or a model says it through here, so a
 * response violation, a workspace file, the OpenAPI spec, a flow and a tool call all word the same
 * mistake the same way. Callers choose which errors to show (their unions, their places); this
 * module only chooses the words.
 */

/** The part of ajv's `ErrorObject` the words depend on (swagger-parser hands on the same shape). */
export interface SchemaErrorLike {
  keyword: string;
  params: Record<string, unknown>;
  message?: string;
  /** With ajv's `verbose`: the schema object that holds the keyword. */
  parentSchema?: unknown;
}

/**
 * Type names for the reader: `json` names the JSON types as a schema or an API writes them (`an
 * integer`, `an object`, `an array`; keys are properties); `yaml` names them for a person writing
 * a YAML file (`a whole number`, `a mapping`, `a list`; keys are keys).
 */
export type SchemaWords = 'json' | 'yaml';

export interface SchemaErrorContext {
  words: SchemaWords;
  /** The value the error is about, when the caller has it: shown as what was found. */
  value?: unknown;
  /**
   * What fits, in the caller's own nouns (a schema's `title`: "a status class like "2xx""),
   * instead of the keyword's words, for the keywords that say what a value must be.
   */
  expected?: string;
}

export interface SchemaErrorText {
  /** What is wrong: `must be a number` after the place, or `unknown key 'colour'` before it. */
  problem: string;
  /** The problem is a key (missing or unknown) of the object at the place, said first: "unknown key 'x' in …". */
  aboutKey?: true;
  /** The value found, when it is what is wrong: `"12.50"`, `a list`. */
  found?: string;
  /** What to do about it. */
  hint: string;
}

/** One ajv error in plain words. */
export function schemaErrorText(error: SchemaErrorLike, context: SchemaErrorContext): SchemaErrorText {
  const { words } = context;
  const params = error.params;
  const found = 'value' in context ? showValue(context.value, words) : undefined;
  const withFound = (problem: string, hint: string): SchemaErrorText =>
    found === undefined ? { problem, hint } : { problem, found, hint };
  const mustBe = (own: string, hint: string): SchemaErrorText =>
    withFound(`must be ${context.expected ?? own}`, context.expected ? `write ${context.expected}` : hint);
  const noun = words === 'json' ? 'property' : 'key';
  const limit = String(params.limit);
  switch (error.keyword) {
    case 'type': {
      const types = describeTypes(params.type, words);
      return mustBe(types, `write ${describeTypes(params.type, words, true)} here`);
    }
    case 'required': {
      const key = String(params.missingProperty);
      return {
        problem: `missing ${noun} '${key}'`,
        aboutKey: true,
        hint: `add ${words === 'yaml' ? `${key}:` : `'${key}'`}`,
      };
    }
    case 'additionalProperties':
    case 'unevaluatedProperties': {
      const key = String(params.additionalProperty ?? params.unevaluatedProperty);
      return {
        problem: `unknown ${noun} '${key}'`,
        aboutKey: true,
        hint: `remove '${key}' or fix its spelling`,
      };
    }
    case 'enum': {
      const allowed = listOf(Array.isArray(params.allowedValues) ? params.allowedValues : [], words);
      return mustBe(`one of ${allowed}`, `use one of ${allowed}`);
    }
    case 'const':
      return mustBe(JSON.stringify(params.allowedValue), `write ${JSON.stringify(params.allowedValue)}`);
    case 'format':
      return withFound(
        `must match format "${String(params.format)}"`,
        `write a valid ${String(params.format)}`,
      );
    case 'pattern':
      if (context.expected) return mustBe(context.expected, '');
      return withFound(
        `must match the pattern "${String(params.pattern)}"`,
        descriptionOf(error) ?? 'fix the value',
      );
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum': {
      const bound = BOUNDS[error.keyword] ?? '';
      return mustBe(
        `${bound} ${limit}`,
        `write a number ${bound.startsWith('at') ? 'of ' : ''}${bound} ${limit}`,
      );
    }
    case 'multipleOf':
      return withFound(`must be a multiple of ${String(params.multipleOf)}`, 'fix the value');
    case 'minLength':
    case 'minItems':
    case 'minProperties':
      if (params.limit === 1) {
        return {
          problem: 'must not be empty',
          hint:
            error.keyword === 'minLength'
              ? 'write a value or remove the key'
              : 'add an entry or remove the key',
        };
      }
      return withFound(`must have at least ${limit} ${COUNTED[error.keyword] ?? 'items'}`, 'add to it');
    case 'maxLength':
    case 'maxItems':
    case 'maxProperties':
      return withFound(`must have at most ${limit} ${COUNTED[error.keyword] ?? 'items'}`, 'shorten it');
    case 'uniqueItems': {
      const repeated = Array.isArray(context.value)
        ? context.value[Math.max(Number(params.i), Number(params.j))]
        : undefined;
      const item = repeated === undefined ? 'an item' : JSON.stringify(repeated);
      return { problem: `lists ${item} more than once`, hint: 'remove the repeat' };
    }
    case 'oneOf':
      if (Array.isArray(params.passingSchemas))
        return {
          problem: `must match exactly one of the allowed forms, but matches ${params.passingSchemas.length}`,
          hint: 'make it fit one form only',
        };
      return mustBe('one of the allowed forms', 'fix the value');
    case 'anyOf':
      return mustBe('one of the allowed forms', 'fix the value');
    case 'not':
      return withFound('must not match the excluded form', 'fix the value');
    case 'false schema':
      return { problem: 'is not allowed here', hint: 'remove it' };
    default:
      return { problem: lowerNot(error.message), hint: descriptionOf(error) ?? 'fix the value' };
  }
}

/** Where a problem is, as the caller names it. */
export interface SchemaErrorPlace {
  /** The place as a subject: `'timeout'`, `$.items[0]`, `paths['/users'].get`. */
  subject: string;
  /** The place after a key problem, when `in <subject>` does not read well: `at the top level of the flow`. */
  within?: string;
}

/**
 * The problem as one sentence with its place: `'timeout' must be a number (got "abc")`, `unknown
 * key 'colour' in paths['/a'].get`. Without a place (the caller shows it apart), the problem alone.
 */
export function schemaErrorSentence(text: SchemaErrorText, place?: SchemaErrorPlace): string {
  const found = text.found === undefined ? '' : ` (got ${text.found})`;
  if (place === undefined) return `${text.problem}${found}`;
  if (text.aboutKey) return `${text.problem} ${place.within ?? `in ${place.subject}`}`;
  return `${place.subject} ${text.problem}${found}`;
}

/** A summary of failed `anyOf`/`oneOf` branches, as opposed to `oneOf` matching more than one. */
export function isFailedUnion(error: SchemaErrorLike): boolean {
  return (error.keyword === 'anyOf' || error.keyword === 'oneOf') && error.params.passingSchemas == null;
}

const BOUNDS: Record<string, string> = {
  minimum: 'at least',
  maximum: 'at most',
  exclusiveMinimum: 'greater than',
  exclusiveMaximum: 'less than',
};

const COUNTED: Record<string, string> = {
  minLength: 'characters',
  maxLength: 'characters',
  minItems: 'items',
  maxItems: 'items',
  minProperties: 'entries',
  maxProperties: 'entries',
};

const TYPE_WORDS: Record<SchemaWords, Record<string, string>> = {
  json: {
    object: 'an object',
    array: 'an array',
    string: 'a string',
    integer: 'an integer',
    number: 'a number',
    boolean: 'a boolean',
    null: 'null',
  },
  yaml: {
    object: 'a mapping',
    array: 'a list',
    string: 'a string',
    integer: 'a whole number',
    number: 'a number',
    boolean: 'true or false',
    null: 'empty',
  },
};

/**
 * A schema's `type` (one name, a list, or ajv's comma-joined list) in words: `a number or a
 * string`. `spelled` writes a mapping the way it is typed: `a mapping (key: value)`.
 */
export function describeTypes(type: unknown, words: SchemaWords, spelled = false): string {
  const names = (Array.isArray(type) ? type.map(String) : String(type).split(',')).filter(Boolean);
  const described = [...new Set(names)].map((name) => {
    const word = TYPE_WORDS[words][name] ?? name;
    return spelled && words === 'yaml' && name === 'object' ? `${word} (key: value)` : word;
  });
  return alternatives(described);
}

/** "A", "A or B", "A, B or C". */
function alternatives(items: string[]): string {
  if (items.length <= 1) return items[0] ?? 'something else';
  return `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`;
}

/** A short, typed rendering of a value: `"12.50"`, `12`, `null`, `an object`, `an array of 3`. */
export function showValue(value: unknown, words: SchemaWords = 'json'): string {
  if (value === undefined) return 'nothing';
  if (value === null) return words === 'json' ? 'null' : 'nothing';
  if (Array.isArray(value)) return words === 'json' ? `an array of ${value.length}` : 'a list';
  if (typeof value === 'object') return words === 'json' ? 'an object' : 'a mapping';
  const text = JSON.stringify(value) ?? String(value);
  if (text.length <= 60) return text;
  // Cut before a high surrogate, never between the two halves of one character.
  const end = /[\uD800-\uDBFF]/.test(text.charAt(56)) ? 56 : 57;
  return `${text.slice(0, end)}…`;
}

function listOf(values: readonly unknown[], words: SchemaWords): string {
  return values.map((value) => (words === 'yaml' ? String(value) : JSON.stringify(value))).join(', ');
}

function descriptionOf(error: SchemaErrorLike): string | undefined {
  const schema = error.parentSchema;
  if (schema === null || typeof schema !== 'object') return undefined;
  const description = (schema as { description?: unknown }).description;
  return typeof description === 'string' ? description : undefined;
}

/** ajv shouts "must NOT have fewer than 3 characters"; the rest of our messages do not. */
function lowerNot(message: string | undefined): string {
  return (message ?? 'is invalid').replace(/\bNOT\b/g, 'not');
}
