import { documentsField } from '../../src/openapi/documented.js';

const ORDER = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    'unit price': { type: 'number' },
    items: {
      type: 'array',
      items: {
        allOf: [{ type: 'object', properties: { sku: { type: 'string' } } }, { properties: { qty: {} } }],
      },
    },
    customer: { $ref: '#/components/schemas/Customer' },
  },
  additionalProperties: true,
};

describe('documentsField', () => {
  it.each([
    ['$.id', true],
    ["$['unit price']", true],
    ['$.items[].sku', true],
    ['$.items[].qty', true],
    ['$.customer.anything', true],
    ['$.note', false],
    ['$.items[].colour', false],
    ['$.id.deeper', false],
    ['not a path', false],
  ])('%s → %s', (field, expected) => {
    expect(documentsField(ORDER, field)).toBe(expected);
  });
});
