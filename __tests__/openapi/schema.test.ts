import { fileURLToPath } from 'node:url';
import { toJsonSchema } from '../../src/openapi/dialect.js';
import { loadSpec } from '../../src/openapi/load.js';
import { SchemaValidator } from '../../src/openapi/schema.js';
import { formatJsonPath } from '../../src/openapi/violations.js';

const fixture = (name: string): string =>
  fileURLToPath(new URL(`../__fixtures__/specs/${name}`, import.meta.url));

describe('SchemaValidator: readable violations', () => {
  const validator = new SchemaValidator('3.0');
  const order = {
    type: 'object',
    required: ['id', 'status', 'items'],
    additionalProperties: false,
    properties: {
      id: { type: 'integer' },
      status: { type: 'string', enum: ['open', 'closed'] },
      email: { type: 'string', format: 'email' },
      items: {
        type: 'array',
        items: {
          type: 'object',
          properties: { price: { type: 'number' }, 'unit-code': { type: 'string', minLength: 2 } },
        },
      },
    },
  };

  it('names the JSON path, the rule and the value received', () => {
    expect(
      validator.validate(order, {
        status: 'done',
        email: 'not-an-email',
        items: [{ price: '12.50', 'unit-code': 'x' }],
        extra: true,
      }),
    ).toEqual([
      "$: missing property 'id'",
      "$: unknown property 'extra'",
      '$.status: must be one of "open", "closed" (got "done")',
      '$.email: must match format "email" (got "not-an-email")',
      '$.items[0].price: must be a number (got "12.50")',
      '$.items[0][\'unit-code\']: must have at least 2 characters (got "x")',
    ]);
  });

  it('returns nothing for a valid value', () => {
    expect(validator.validate(order, { id: 1, status: 'open', items: [] })).toEqual([]);
  });

  it('describes objects and arrays by kind rather than dumping them', () => {
    expect(validator.validate({ type: 'string' }, { a: 1 })).toEqual(['$: must be a string (got an object)']);
    expect(validator.validate({ type: 'string' }, [1, 2])).toEqual([
      '$: must be a string (got an array of 2)',
    ]);
  });

  it('keeps only the closest alternative of a failed anyOf/oneOf', () => {
    const pet = {
      oneOf: [
        { type: 'object', required: ['bark'], properties: { bark: { type: 'boolean' } } },
        { type: 'object', required: ['meow'], properties: { meow: { type: 'boolean' } } },
        { type: 'string' },
      ],
    };
    expect(validator.validate(pet, { bark: 'loud' })).toEqual(['$.bark: must be a boolean (got "loud")']);
    expect(validator.validate(pet, 42)).toEqual(['$: must be an object or a string (got 42)']);
  });

  it('accepts booleans as schemas', () => {
    expect(validator.validate(true, 'anything')).toEqual([]);
    expect(validator.validate(false, 'anything')).toHaveLength(1);
  });

  it('reports a schema it cannot compile instead of throwing', () => {
    expect(validator.validate({ type: 'strnig' }, 'x')[0]).toMatch(
      /^\$: cannot be checked: the schema is invalid/,
    );
    expect(validator.problem({ type: 'strnig' })).toMatch(/type/);
    expect(validator.problem({ type: 'string' })).toBeUndefined();
  });
});

describe('SchemaValidator: OpenAPI 3.0 and 2.0 dialect', () => {
  const validator = new SchemaValidator('3.0');

  it('reads nullable on a typed schema, and null joins an enum', () => {
    const schema = { type: 'string', enum: ['a', 'b'], nullable: true };
    expect(validator.validate(schema, null)).toEqual([]);
    expect(validator.validate(schema, 'a')).toEqual([]);
    expect(validator.validate(schema, 'c')).toEqual(['$: must be one of "a", "b", null (got "c")']);
    expect(validator.validate({ type: 'string' }, null)).toEqual(['$: must be a string (got null)']);
  });

  it('reads nullable next to allOf without letting null fail the allOf', () => {
    const schema = { nullable: true, allOf: [{ type: 'object', required: ['percent'] }] };
    expect(validator.validate(schema, null)).toEqual([]);
    expect(validator.validate(schema, {})).toEqual(["$: missing property 'percent'"]);
  });

  it('reads x-nullable (Swagger 2.0) like nullable', () => {
    expect(validator.validate({ type: 'integer', 'x-nullable': true }, null)).toEqual([]);
  });

  it('turns boolean exclusiveMinimum/Maximum into numeric bounds', () => {
    const schema = {
      type: 'number',
      minimum: 0,
      exclusiveMinimum: true,
      maximum: 10,
      exclusiveMaximum: true,
    };
    expect(validator.validate(schema, 0)).toEqual(['$: must be greater than 0 (got 0)']);
    expect(validator.validate(schema, 10)).toEqual(['$: must be less than 10 (got 10)']);
    expect(validator.validate(schema, 5)).toEqual([]);
    expect(validator.validate({ type: 'number', minimum: 0, exclusiveMinimum: false }, 0)).toEqual([]);
  });

  it('drops documentation keywords and converts without touching the input', () => {
    const schema = {
      type: 'object',
      discriminator: { propertyName: 'kind' },
      example: { kind: 'x' },
      xml: { name: 'thing' },
      externalDocs: { url: 'https://example.com' },
      properties: { kind: { type: 'string', nullable: true } },
    };
    const before = structuredClone(schema);
    expect(toJsonSchema(schema, { dialect: 'draft-07', direction: 'response' })).toEqual({
      type: 'object',
      properties: { kind: { type: ['string', 'null'] } },
    });
    expect(schema).toEqual(before);
  });
});

describe('SchemaValidator: OpenAPI 3.1 (JSON Schema 2020-12)', () => {
  const validator = new SchemaValidator('3.1');

  it('reads type arrays and numeric exclusive bounds', () => {
    expect(validator.validate({ type: ['string', 'null'] }, null)).toEqual([]);
    expect(validator.validate({ type: ['string', 'null'] }, 3)).toEqual([
      '$: must be a string or null (got 3)',
    ]);
    expect(validator.validate({ type: 'number', exclusiveMinimum: 0 }, 0)).toEqual([
      '$: must be greater than 0 (got 0)',
    ]);
  });

  it('supports 2020-12 keywords such as prefixItems', () => {
    const schema = { type: 'array', prefixItems: [{ type: 'string' }, { type: 'integer' }] };
    expect(validator.validate(schema, ['a', 1])).toEqual([]);
    expect(validator.validate(schema, ['a', 'b'])).toEqual(['$[1]: must be an integer (got "b")']);
  });
});

describe('SchemaValidator: formats', () => {
  const validator = new SchemaValidator('3.0');
  const check = (format: string, type: string, value: unknown) => validator.validate({ type, format }, value);

  it('range-checks int32 and int64', () => {
    expect(check('int32', 'integer', 2 ** 31 - 1)).toEqual([]);
    expect(check('int32', 'integer', 2 ** 31)).toEqual([`$: must match format "int32" (got ${2 ** 31})`]);
    expect(check('int64', 'integer', 2 ** 40)).toEqual([]);
    expect(check('int64', 'integer', 2 ** 64)).toHaveLength(1);
  });

  it('checks byte (base64), date-time, uuid and email; accepts binary, password, float, double', () => {
    expect(check('byte', 'string', 'aGVsbG8=')).toEqual([]);
    expect(check('byte', 'string', 'not base64!')).toHaveLength(1);
    expect(check('date-time', 'string', '2024-05-01T10:00:00Z')).toEqual([]);
    expect(check('date-time', 'string', 'yesterday')).toHaveLength(1);
    expect(check('uuid', 'string', '2f1b7c1e-8a55-4b8c-9a57-1f4b0f7d1c3a')).toEqual([]);
    expect(check('email', 'string', 'ada@example.com')).toEqual([]);
    expect(check('binary', 'string', '\u0000\u0001')).toEqual([]);
    expect(check('password', 'string', 'hunter2')).toEqual([]);
    expect(check('float', 'number', 1.5)).toEqual([]);
    expect(check('double', 'number', -1e300)).toEqual([]);
  });

  it('treats an unknown format as a description', () => {
    expect(check('decimal', 'string', '12.50')).toEqual([]);
  });
});

describe('SchemaValidator: compiling once', () => {
  it('returns the same compiled check for the same schema object and does not compile again', () => {
    const validator = new SchemaValidator('3.0');
    const schema = { type: 'object', properties: { id: { type: 'integer' } } };
    const first = validator.compile(schema);
    expect(validator.compile(schema)).toBe(first);
    const before = validator.compiledCount;
    for (let index = 0; index < 1000; index += 1) validator.validate(schema, { id: index });
    expect(validator.compiledCount).toBe(before);
    // A structurally equal but different object is a different schema to the cache.
    validator.compile({ ...schema });
    expect(validator.compiledCount).toBe(before + 1);
  });

  it('compiles requests and responses separately (readOnly / writeOnly differ)', () => {
    const validator = new SchemaValidator('3.0');
    const schema = {
      type: 'object',
      required: ['id', 'password'],
      properties: { id: { type: 'integer', readOnly: true }, password: { type: 'string', writeOnly: true } },
    };
    expect(validator.validate(schema, { id: 1 })).toEqual([]);
    expect(validator.check(schema, { password: 'x' }, 'request')).toEqual([]);
    // A readOnly property sent anyway is not the request's problem.
    expect(validator.check(schema, { id: 'server-side', password: 'x' }, 'request')).toEqual([]);
    expect(validator.check(schema, {}, 'request').map((violation) => violation.message)).toEqual([
      "missing property 'password'",
    ]);
    expect(validator.compile(schema, 'request')).not.toBe(validator.compile(schema, 'response'));
  });
});

describe('ApiSpec.validate', () => {
  it('validates against spec schemas with their $refs, nullable allOf and external files', async () => {
    const spec = await loadSpec(fixture('shop-3.0.yaml'), 'spec.yaml');
    const product = spec.responseSchema(spec.byOperationId('createProduct')!, 201, 'application/json')!;
    expect(
      spec.validate(product, {
        id: 1,
        name: 'Lamp',
        price: 12.5,
        discount: null,
        description: null,
        warehouse: { city: 'Oslo' },
      }),
    ).toEqual([]);
    expect(
      spec.validate(product, {
        id: 1,
        name: '',
        price: 0,
        discount: { percent: 100 },
        warehouse: { zip: 'abc' },
      }),
    ).toEqual([
      '$.name: must not be empty',
      '$.price: must be greater than 0 (got 0)',
      '$.discount.percent: must be less than 100 (got 100)',
      "$.warehouse: missing property 'city'",
      '$.warehouse.zip: must match the pattern "^[0-9]{5}$" (got "abc")',
    ]);
  });

  it('lets an inline schema refer to the spec components', async () => {
    const spec = await loadSpec(fixture('shop-3.0.yaml'), 'spec.yaml');
    const inline = { type: 'array', items: { $ref: '#/components/schemas/Problem' } };
    expect(spec.validate(inline, [{ title: 'x' }, {}])).toEqual(["$[1]: missing property 'title'"]);
  });

  it('validates 3.1 schemas with type arrays from an external file', async () => {
    const spec = await loadSpec(fixture('notes-3.1.yaml'), 'notes.yaml');
    const note = spec.responseSchema(spec.byOperationId('getNote')!, 200, 'application/json')!;
    expect(spec.validate(note, { id: 1, title: 't', archived: false, body: null, rating: 5 })).toEqual([]);
    expect(
      spec.validate(note, {
        id: 2 ** 31,
        title: 't',
        archived: 'no',
        rating: 0,
        location: {},
        createdAt: 'soon',
      }),
    ).toEqual([
      `$.id: must match format "int32" (got ${2 ** 31})`,
      '$.rating: must be greater than 0 (got 0)',
      '$.archived: must be a boolean (got "no")',
      "$.location: missing property 'city'",
      '$.createdAt: must match format "date-time" (got "soon")',
    ]);
  });
});

describe('formatJsonPath', () => {
  it('writes identifiers with dots, indexes in brackets and odd keys quoted', () => {
    expect(formatJsonPath([])).toBe('$');
    expect(formatJsonPath(['items', 0, 'price'])).toBe('$.items[0].price');
    expect(formatJsonPath(['content-type', "it's"])).toBe("$['content-type']['it\\'s']");
  });
});
