import { longSequences } from '../../src/util/yaml-items.js';

const items = (count: number, indent = '  '): string =>
  Array.from(
    { length: count },
    (_, index) => `${indent}- id: s${index}\n${indent}  expect: { status: 200 }\n`,
  ).join('');

describe('longSequences', () => {
  it('finds each item of a top-level block sequence, with the comments and blank lines after it', () => {
    const text = `---\ntype: functional\nsteps:\n${items(2)}\n  # last\nteardown:\n${items(1)}`;
    const [steps, ...others] = longSequences(text, 2);
    expect(others).toEqual([]);
    expect(steps?.key).toBe('steps');
    expect(steps?.items.map((item) => text.slice(item.start, item.end))).toEqual([
      '  - id: s0\n    expect: { status: 200 }\n',
      '  - id: s1\n    expect: { status: 200 }\n\n  # last\n',
    ]);
  });

  it('reads items written at column 1, and leaves sequences shorter than asked', () => {
    const text = `steps:\n${items(3, '')}teardown:\n${items(1, '')}`;
    expect(longSequences(text, 2).map((span) => [span.key, span.items.length])).toEqual([['steps', 3]]);
  });

  it.each([
    ['a second document', `steps:\n${items(3)}---\nsteps: []\n`],
    ['a quoted key', `"steps":\n${items(3)}`],
    ['a flow collection closed at column 1', `variables: {\n  a: 1\n}\nsteps:\n${items(3)}`],
    ['a less indented line inside the sequence', `steps:\n${items(3, '    ')}  oops: 1\n`],
  ])('gives up on %s, so the file is parsed whole', (_, text) => {
    expect(longSequences(text, 2)).toEqual([]);
  });
});
