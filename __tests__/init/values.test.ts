import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { JsonSchema } from '../../src/core/results.js';
import { parseSpec } from '../../src/openapi/load.js';
import { isRecord } from '../../src/util/document.js';
import { sampleValue, shownValue } from '../../src/init/values.js';

const SPECS = path.resolve('__tests__/__fixtures__/specs/public');

describe('shownValue', () => {
  it('takes what the spec shows, const first, then example, examples, default, enum', () => {
    expect(shownValue({ const: 'a', example: 'b' })?.value).toBe('a');
    expect(shownValue({ example: 'b', default: 'c' })?.value).toBe('b');
    expect(shownValue({ examples: ['d'], default: 'c' })?.value).toBe('d');
    expect(shownValue({ default: 'c', enum: ['e'] })?.value).toBe('c');
    expect(shownValue({ enum: [null, 'e'] })?.value).toBe('e');
    expect(shownValue({ type: 'string' })).toBeUndefined();
  });
});

describe('sampleValue', () => {
  it('makes the smallest value each constraint accepts', () => {
    expect(sampleValue({ type: 'integer' })?.value).toBe(1);
    expect(sampleValue({ type: 'integer', minimum: 5 })?.value).toBe(5);
    expect(sampleValue({ type: 'integer', minimum: 5, exclusiveMinimum: true })?.value).toBe(6);
    expect(sampleValue({ type: 'integer', exclusiveMinimum: 5 })?.value).toBe(6);
    expect(sampleValue({ type: 'integer', maximum: -3 })?.value).toBe(-3);
    expect(sampleValue({ type: 'number', minimum: 0.5, multipleOf: 0.25 })?.value).toBe(0.5);
    expect(sampleValue({ type: 'string', minLength: 10 })?.value).toBe('xxxxxxxxxx');
    expect(sampleValue({ type: 'string', maxLength: 3 })?.value).toBe('x');
    expect(sampleValue({ type: 'string', format: 'date-time' })?.value).toBe('2024-01-01T00:00:00Z');
    expect(sampleValue({ type: 'string', format: 'uuid' })?.value).toMatch(/^[0-9a-f-]{36}$/);
    expect(sampleValue({ type: 'boolean' })?.value).toBe(true);
    expect(sampleValue({ type: 'array', items: { type: 'integer' } })?.value).toEqual([1]);
    expect(sampleValue({ type: 'array', minItems: 2, items: { type: 'integer' } })?.value).toEqual([1, 1]);
  });

  it('tries common shapes against a pattern, then draws one that matches, the same every time', () => {
    expect(sampleValue({ type: 'string', pattern: '^(0|[1-9][0-9]*)$' })?.value).toBe('0');
    expect(sampleValue({ type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' })?.value).toBe('2024-01-01');
    const digest = sampleValue({ type: 'string', pattern: '^sha256:[a-f0-9]{64}$' })?.value;
    expect(digest).toMatch(/^sha256:[a-f0-9]{64}$/);
    expect(sampleValue({ type: 'string', pattern: '^sha256:[a-f0-9]{64}$' })?.value).toBe(digest);
    const sid = { type: 'string', minLength: 34, maxLength: 34, pattern: '^AC[0-9a-fA-F]{32}$' };
    expect(sampleValue(sid)?.value).toMatch(/^AC[0-9a-fA-F]{32}$/);
    expect(sampleValue({ type: 'string', pattern: '(' })).toBeUndefined();
    // A pattern no string of the allowed lengths can match.
    expect(sampleValue({ type: 'string', pattern: '^x{9}$', maxLength: 3 })).toBeUndefined();
  });

  it('passes over examples and defaults when asked to make a value from the constraints alone', () => {
    const schema = { type: 'integer', minimum: 1, example: 0, default: -4 };
    expect(sampleValue(schema)?.value).toBe(0);
    expect(sampleValue(schema, { schemaOnly: true })?.value).toBe(1);
    expect(sampleValue({ type: 'string', enum: ['a', 'b'], example: 'c' }, { schemaOnly: true })?.value).toBe(
      'a',
    );
  });

  it('reads 3.1 type lists and const, and 3.0 nullable', () => {
    expect(sampleValue({ type: ['string', 'null'] })?.value).toBe('example');
    expect(sampleValue({ type: ['null', 'integer'] })?.value).toBe(1);
    expect(sampleValue({ type: 'string', oneOf: [{ const: 'crimson' }, { const: 'berry' }] })?.value).toBe(
      'crimson',
    );
    expect(sampleValue({ oneOf: [{ type: 'null' }, { type: 'integer' }] })?.value).toBe(1);
    expect(sampleValue({ type: ['string', 'null'] }, { nullWhenAllowed: true })?.value).toBeNull();
    expect(sampleValue({ type: 'string', nullable: true }, { nullWhenAllowed: true })?.value).toBeNull();
  });

  it('fills required properties, and optional ones only where the spec shows a value', () => {
    const schema = {
      type: 'object',
      required: ['name'],
      properties: {
        id: { type: 'integer', readOnly: true, example: 7 },
        name: { type: 'string' },
        status: { type: 'string', enum: ['available', 'sold'] },
        note: { type: 'string' },
      },
    };
    expect(sampleValue(schema)).toEqual({ value: { name: 'example', status: 'available' }, shown: false });
    expect(sampleValue(schema, { everyProperty: true })?.value).toEqual({
      id: 7,
      name: 'example',
      status: 'available',
      note: 'example',
    });
    expect(
      sampleValue({
        allOf: [{ type: 'object', required: ['a'], properties: { a: { type: 'integer' } } }, schema],
      })?.value,
    ).toEqual({ a: 1, name: 'example', status: 'available' });
  });

  it('gives up on what it cannot make without guessing', () => {
    expect(sampleValue({ $ref: '#/components/schemas/Node' })).toBeUndefined();
    expect(sampleValue({ not: { type: 'string' } })).toBeUndefined();
    expect(sampleValue(true)).toBeUndefined();
    expect(
      sampleValue({
        type: 'object',
        required: ['digest'],
        properties: { digest: { type: 'string', pattern: '^x{9}$', maxLength: 3 } },
      }),
    ).toBeUndefined();
  });

  it.each(['petstore-3.0.yaml', 'discord-3.1-subset.yaml', 'github-gitignore-subset.yaml'])(
    'every value it makes for a schema of %s is one the schema accepts',
    async (file) => {
      const location = path.join(SPECS, file);
      const { spec, document } = await parseSpec(await readFile(location, 'utf8'), {
        location,
        displayPath: file,
      });
      const components = isRecord(document.components) ? document.components : {};
      const schemas = Object.entries(isRecord(components.schemas) ? components.schemas : {});
      let sampled = 0;
      for (const [name, schema] of schemas) {
        for (const options of [{}, { everyProperty: true, nullWhenAllowed: true }]) {
          const sample = sampleValue(schema, options);
          if (!sample) continue;
          sampled++;
          expect([name, spec.validate(schema as JsonSchema, sample.value)]).toEqual([name, []]);
        }
      }
      expect(sampled).toBeGreaterThan(0);
    },
  );
});
