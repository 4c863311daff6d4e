import {
  JsonPathError,
  isSimpleJsonPath,
  jsonPathValue,
  queryJsonPath,
  queryJsonPathWithLibrary,
} from '../../src/flows/jsonpath.js';

const document = {
  items: [
    { id: 1, name: 'Ada', tags: ['a', 'b'], price: 10 },
    { id: 2, name: 'Bob', tags: [], price: 25 },
  ],
  total: 2,
  empty: [],
  nothing: null,
  zero: 0,
  flag: false,
  text: 'hello',
  'content-type': 'application/json',
  'a.b': 'dotted key',
  'with space': 'spaced',
  nested: { deep: { value: 'x' } },
};

describe('queryJsonPath', () => {
  it('takes the direct route for plain walks and the library for the rest', () => {
    for (const path of ['$', '$.items', '$.items[0].id', "$['content-type']", '$["a.b"]', '$.items.0.name']) {
      expect(isSimpleJsonPath(path)).toBe(true);
    }
    for (const path of [
      '$..id',
      '$.items[*].id',
      '$.items[?(@.price > 20)].name',
      '$.items[-1:]',
      "$['a','b']",
      'items',
    ]) {
      expect(isSimpleJsonPath(path)).toBe(false);
    }
  });

  // The direct walk must agree with jsonpath-plus on every path it takes.
  const simplePaths = [
    '$.items',
    '$.items[0]',
    '$.items[0].id',
    '$.items[1].name',
    '$.items[2]',
    '$.items[01]',
    '$.items[0].tags[1]',
    '$.items[1].tags[0]',
    '$.items.0.name',
    '$.total',
    '$.empty',
    '$.nothing',
    '$.nothing.more',
    '$.zero',
    '$.zero.more',
    '$.flag',
    '$.text',
    '$.text.length',
    '$.items.length',
    '$.missing',
    '$.missing.deeper',
    "$['content-type']",
    '$["content-type"]',
    "$['a.b']",
    "$['with space']",
    '$.nested.deep.value',
    "$.nested['deep'].value",
    '$.constructor',
    '$.items[0].constructor',
  ];
  it.each(simplePaths)('gives the same answer as jsonpath-plus for %s', (path) => {
    expect(isSimpleJsonPath(path)).toBe(true);
    expect(queryJsonPath(document, path)).toEqual(queryJsonPathWithLibrary(document, path));
  });

  it.each([...simplePaths, '$..id', '$.items[*].id', '$.items[?(@.price > 20)].name'])(
    'reads the value queryJsonPath finds for %s, and undefined for none',
    (path) => {
      const { found, value } = queryJsonPath(document, path);
      expect(jsonPathValue(document, path)).toEqual(found ? value : undefined);
    },
  );

  it('returns one match as the value, several as an array, none as not found', () => {
    expect(queryJsonPath(document, '$.items[0].name')).toEqual({ found: true, value: 'Ada' });
    expect(queryJsonPath(document, '$.items[*].name')).toEqual({ found: true, value: ['Ada', 'Bob'] });
    expect(queryJsonPath(document, '$..id')).toEqual({ found: true, value: [1, 2] });
    expect(queryJsonPath(document, '$.items[?(@.price > 20)].name')).toEqual({ found: true, value: 'Bob' });
    expect(queryJsonPath(document, '$.items[?(@.price > 99)].name')).toEqual({
      found: false,
      value: undefined,
    });
    expect(queryJsonPath(document, '$.items[-1:]')).toEqual({ found: true, value: document.items[1] });
    expect(queryJsonPath(document, '$.items[5].id')).toEqual({ found: false, value: undefined });
  });

  it('finds null values (they exist) but nothing under them', () => {
    expect(queryJsonPath(document, '$.nothing')).toEqual({ found: true, value: null });
    expect(queryJsonPath(document, '$.nothing.more').found).toBe(false);
  });

  it('answers `$` with the whole document, even a falsy one', () => {
    expect(queryJsonPath(document, '$')).toEqual({ found: true, value: document });
    expect(queryJsonPath(0, '$')).toEqual({ found: true, value: 0 });
    expect(queryJsonPath(null, '$')).toEqual({ found: true, value: null });
    expect(queryJsonPath(undefined, '$')).toEqual({ found: false, value: undefined });
  });

  it('does not run code in filters', () => {
    const hostile = "$.items[?(@.constructor.constructor('return process')().exit(1))]";
    expect(queryJsonPath(document, hostile).found).toBe(false);
  });

  it('throws JsonPathError for a path the library rejects', () => {
    expect(() => queryJsonPath(document, '$.items[*]@nosuchtype()')).toThrow(JsonPathError);
    expect(() => queryJsonPath(document, '$.items[*]@nosuchtype()')).toThrow(/invalid JSONPath/);
  });

  it('caches parsed paths without changing answers', () => {
    for (let round = 0; round < 3; round++) {
      expect(queryJsonPath(document, '$.items[1].tags')).toEqual({ found: true, value: [] });
    }
  });
});
