import { describePath, isRecord, pointerPath, valueAt } from '../../src/util/document.js';

describe('isRecord', () => {
  it('accepts plain objects only', () => {
    expect(isRecord({ a: 1 })).toBe(true);
    expect(isRecord(Object.create(null))).toBe(true);
    expect(isRecord([])).toBe(false);
    expect(isRecord(null)).toBe(false);
    expect(isRecord('text')).toBe(false);
  });
});

describe('valueAt', () => {
  const doc = { steps: [{ id: 'list', expect: { status: 200 } }], '0': 'key' };

  it('follows keys and list indexes', () => {
    expect(valueAt(doc, ['steps', 0, 'expect', 'status'])).toBe(200);
    expect(valueAt(doc, [])).toBe(doc);
    expect(valueAt(doc, ['0'])).toBe('key');
  });

  it('gives undefined for what is not there, or is addressed the wrong way', () => {
    expect(valueAt(doc, ['steps', 3])).toBeUndefined();
    expect(valueAt(doc, ['steps', '0'])).toBeUndefined();
    expect(valueAt(doc, [0])).toBeUndefined();
    expect(valueAt('text', ['length'])).toBeUndefined();
  });

  it('never reads inherited properties', () => {
    expect(valueAt({}, ['constructor'])).toBeUndefined();
    expect(valueAt({}, ['__proto__'])).toBeUndefined();
    expect(valueAt({ steps: [] }, ['steps', 'length'])).toBeUndefined();
  });
});

describe('pointerPath', () => {
  it('reads indexes as numbers only where the value is a list', () => {
    const data = { items: [{ price: 1 }], codes: { '0': 'zero' } };
    expect(pointerPath('/items/0/price', data)).toEqual(['items', 0, 'price']);
    expect(pointerPath('/codes/0', data)).toEqual(['codes', '0']);
    expect(pointerPath('', data)).toEqual([]);
  });

  it('unescapes ~1 and ~0', () => {
    expect(pointerPath('/paths/~1users~0v2', {})).toEqual(['paths', '/users~v2']);
  });
});

describe('describePath', () => {
  it('names paths the way a reader writes them', () => {
    expect(describePath(['tool_limits', 'per_tool'])).toBe('tool_limits.per_tool');
    expect(describePath(['query', 'tags', 1])).toBe('query.tags[1]');
    expect(describePath([])).toBe('');
  });
});
