import { Ajv, type ErrorObject } from 'ajv';
import {
  describeTypes,
  schemaErrorSentence,
  schemaErrorText,
  showValue,
  type SchemaWords,
} from '../../src/core/schema-errors.js';

/** ajv's first error for `value` against `schema`, as every caller receives it. */
function firstError(schema: object, value: unknown): ErrorObject {
  const validate = new Ajv({ allErrors: true, verbose: true, allowUnionTypes: true }).compile(schema);
  expect(validate(value)).toBe(false);
  const [error] = validate.errors ?? [];
  if (!error) throw new Error('no error');
  return error;
}

function say(schema: object, value: unknown, words: SchemaWords, place = 'x'): string {
  const error = firstError(schema, value);
  const text = schemaErrorText(error, { words, value: error.data });
  return `${schemaErrorSentence(text, { subject: place })} — ${text.hint}`;
}

describe('schemaErrorText', () => {
  it('names the types for JSON readers and for YAML writers', () => {
    expect(say({ type: 'integer' }, 'a', 'json', '$.id')).toBe(
      '$.id must be an integer (got "a") — write an integer here',
    );
    expect(say({ type: 'object' }, [1], 'yaml', "'vars'")).toBe(
      "'vars' must be a mapping (got a list) — write a mapping (key: value) here",
    );
    expect(describeTypes('string,null', 'json')).toBe('a string or null');
    expect(describeTypes(['string', 'number', 'boolean'], 'yaml')).toBe(
      'a string, a number or true or false',
    );
  });

  it('puts a missing or unknown key first, with the place after it', () => {
    const required = { type: 'object', required: ['id'] };
    expect(say(required, {}, 'json', '$.user')).toBe("missing property 'id' in $.user — add 'id'");
    expect(say(required, {}, 'yaml', "'auth'")).toBe("missing key 'id' in 'auth' — add id:");
    const closed = { type: 'object', additionalProperties: false };
    const error = firstError(closed, { colour: 1 });
    expect(
      schemaErrorSentence(schemaErrorText(error, { words: 'yaml' }), {
        subject: 'step',
        within: "in step 'list'",
      }),
    ).toBe("unknown key 'colour' in step 'list'");
  });

  it('says bounds, lengths and patterns in words, not symbols', () => {
    expect(say({ type: 'number', exclusiveMinimum: 0 }, 0, 'json')).toBe(
      'x must be greater than 0 (got 0) — write a number greater than 0',
    );
    expect(say({ type: 'number', maximum: 10 }, 11, 'yaml')).toBe(
      'x must be at most 10 (got 11) — write a number of at most 10',
    );
    expect(say({ type: 'string', minLength: 1 }, '', 'json')).toBe(
      'x must not be empty — write a value or remove the key',
    );
    expect(say({ type: 'string', minLength: 3 }, 'ab', 'json')).toBe(
      'x must have at least 3 characters (got "ab") — add to it',
    );
    expect(say({ type: 'string', pattern: '^[a-z]+$', description: 'lower-case letters' }, 'A', 'yaml')).toBe(
      'x must match the pattern "^[a-z]+$" (got "A") — lower-case letters',
    );
    expect(say({ type: 'array', uniqueItems: true }, ['a', 'b', 'a'], 'yaml')).toBe(
      'x lists "a" more than once — remove the repeat',
    );
  });

  it('lists what an enum allows, quoted as JSON for JSON readers', () => {
    expect(say({ enum: ['GET', 'POST'] }, 'FETCH', 'json')).toBe(
      'x must be one of "GET", "POST" (got "FETCH") — use one of "GET", "POST"',
    );
    expect(say({ enum: ['deny', 'pr'] }, 'ask', 'yaml')).toBe(
      'x must be one of deny, pr (got "ask") — use one of deny, pr',
    );
  });

  it('takes the caller’s noun for what fits', () => {
    const error = firstError({ type: 'integer' }, 'abc');
    const text = schemaErrorText(error, { words: 'yaml', expected: 'a status code like 200' });
    expect(schemaErrorSentence(text, { subject: 'status' })).toBe('status must be a status code like 200');
    expect(text.hint).toBe('write a status code like 200');
  });

  it('shows the value found without its place when the caller prints the place apart', () => {
    const error = firstError({ type: 'string' }, 12);
    expect(schemaErrorSentence(schemaErrorText(error, { words: 'json', value: 12 }))).toBe(
      'must be a string (got 12)',
    );
  });
});

describe('showValue', () => {
  it('shows kinds rather than dumping them, and cuts long text whole characters at a time', () => {
    expect(showValue({ a: 1 })).toBe('an object');
    expect(showValue([1, 2])).toBe('an array of 2');
    expect(showValue(null)).toBe('null');
    expect(showValue(null, 'yaml')).toBe('nothing');
    expect(showValue(undefined)).toBe('nothing');
    const emoji = `"${'a'.repeat(55)}😀${'b'.repeat(10)}"`;
    const shown = showValue(JSON.parse(emoji));
    expect(shown.endsWith('…')).toBe(true);
    expect(shown).not.toMatch(/[\uD800-\uDBFF]…$/);
  });
});
