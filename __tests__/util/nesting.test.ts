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
