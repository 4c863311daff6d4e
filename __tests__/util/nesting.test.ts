import { parse, stringify } from 'yaml';
import { MAX_NESTING, tooDeepAt } from '../../src/util/nesting.js';

describe('tooDeepAt', () => {
  it('accepts what real files nest, in JSON and YAML', () => {
    expect(tooDeepAt(JSON.stringify({ a: { b: [{ c: [1, 2, { d: 'x]]]' }] }] } }, null, 2))).toBeUndefined();
    expect(
      tooDeepAt(
        "steps:\n  - request: { path: '/a[' }\n    expect:\n      body:\n        - path: $.a # [[[\n",
      ),
    ).toBeUndefined();
  });

  it('finds where brackets nest too deep', () => {
    const text = '['.repeat(MAX_NESTING + 5) + ']'.repeat(MAX_NESTING + 5);
    // The line is the first level; its brackets the rest.
    expect(tooDeepAt(text)).toBe(MAX_NESTING - 1);
  });

  it('finds where indentation nests too deep', () => {
    const lines = Array.from({ length: MAX_NESTING + 5 }, (_, level) => `${'  '.repeat(level)}k${level}:`);
    const text = `${lines.join('\n')}\n`;
    const at = tooDeepAt(text)!;
    expect(text.slice(0, at).split('\n')).toHaveLength(MAX_NESTING + 1);
  });

  it('counts each "- " or "? " that opens a line as a level, as deeper indentation would', () => {
    expect(tooDeepAt('steps:\n  - - - request: {}\n')).toBeUndefined();
    const text = `a:\n  ${'- '.repeat(MAX_NESTING + 5)}x\n`;
    expect(tooDeepAt(text)).toBe(text.indexOf('- ') + 2 * (MAX_NESTING - 1));
    expect(tooDeepAt(`${'? '.repeat(MAX_NESTING + 5)}x\n`)).toBeDefined();
  });
});

describe('tooDeepAt counts structure, not the text inside scalars', () => {
  const opened = '['.repeat(MAX_NESTING * 3);

  it('passes brackets in a block scalar, however many and unbalanced', () => {
    const spec = `paths:\n  /repos:\n    get:\n      description: |\n        Example:\n        ${opened}\n          ${'{'.repeat(500)}\n\n        more text\n      responses: {}\n`;
    expect(tooDeepAt(spec)).toBeUndefined();
    // The YAML parser reads the same lines as text.
    expect(parse(spec).paths['/repos'].get.description).toContain(opened);
    expect(tooDeepAt(`items:\n  - >-\n    ${opened}\n  - |2\n     ${opened}\n`)).toBeUndefined();
  });

  it('passes deep indentation inside a block scalar: a code sample is text', () => {
    const code = Array.from({ length: MAX_NESTING * 2 }, (_, level) => `${'  '.repeat(level + 3)}x${level}:`);
    expect(tooDeepAt(`a:\n  b: |\n${code.join('\n')}\n  c: 1\n`)).toBeUndefined();
  });

  it('passes brackets in plain and quoted scalars and the lines that continue them', () => {
    expect(tooDeepAt(`summary: Returns ${opened} items\n`)).toBeUndefined();
    expect(tooDeepAt(`a:\n  summary: first line\n    ${opened} second line\n  b: 1\n`)).toBeUndefined();
    expect(tooDeepAt(`a: "one ${opened}\n  two \\" ${opened}"\nb: 'it''s ${opened}'\n`)).toBeUndefined();
    expect(tooDeepAt(`- don't ${opened}\n- a [b] c\n`)).toBeUndefined();
  });

  it('counts a flow collection once, not its lines’ indentation too', () => {
    let value: unknown = 1;
    for (let level = 0; level < 90; level++) value = { a: value };
    expect(tooDeepAt(JSON.stringify(value, null, 2))).toBeUndefined();
    expect(tooDeepAt(JSON.stringify(value, null, '\t'))).toBeUndefined();
  });

  it('still finds structure nested too deep after a block scalar ends', () => {
    const text = `a: |\n  ${opened}\nb: ${'['.repeat(MAX_NESTING + 1)}${']'.repeat(MAX_NESTING + 1)}\n`;
    expect(tooDeepAt(text)).toBe(text.indexOf('b: ') + 3 + MAX_NESTING - 1);
    const blocks = Array.from({ length: MAX_NESTING + 5 }, (_, level) => `${'  '.repeat(level)}k${level}:`);
    expect(tooDeepAt(`a: |\n  text\n${blocks.join('\n')}\n`)).toBeDefined();
  });

  it('finds flow collections nested past the limit inside a value, a key or a sequence item', () => {
    const deep = `${'['.repeat(MAX_NESTING + 1)}${']'.repeat(MAX_NESTING + 1)}`;
    expect(tooDeepAt(`a:\n  - ${deep}\n`)).toBeDefined();
    expect(tooDeepAt(`"key": ${deep}\n`)).toBeDefined();
    expect(tooDeepAt(`a: &anchor !!seq ${deep}\n`)).toBeDefined();
    expect(tooDeepAt(`a: [\n  "x]",\n  ${deep}\n]\n`)).toBeDefined();
  });
});

describe('tooDeepAt agrees with how deep a value really is', () => {
  const nested = (depth: number, shape: 'map' | 'list'): unknown => {
    let value: unknown = 'leaf [ { text';
    for (let level = 1; level < depth; level++) value = shape === 'map' ? { k: value, s: 'x' } : [value, 'y'];
    return value;
  };

  it.each(['map', 'list'] as const)('in YAML and JSON, a %s', (shape) => {
    for (const text of [
      (value: unknown) => stringify(value),
      (value: unknown) => stringify(value, { collectionStyle: 'flow' }),
      (value: unknown) => JSON.stringify(value, null, 2),
    ]) {
      expect(tooDeepAt(text(nested(MAX_NESTING - 5, shape)))).toBeUndefined();
      expect(tooDeepAt(text(nested(MAX_NESTING + 2, shape)))).toBeDefined();
    }
  });
});
