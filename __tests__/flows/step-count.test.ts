import { stepBeyondLimit } from '../../src/flows/parse/step-count.js';

describe('stepBeyondLimit', () => {
  const items = (count: number, indent = '  '): string =>
    `${indent}- request: { path: /a }\n${indent}  expect: { status: 200 }\n`.repeat(count);

  it('counts the items of setup, steps and teardown together, and only theirs', () => {
    const text = `variables:\n  list:\n${items(5, '    ')}setup:\n${items(1)}steps:\n${items(2)}teardown:\n${items(1)}`;
    expect(stepBeyondLimit(text, 4)).toBeUndefined();
    expect(text.slice(stepBeyondLimit(text, 3)!)).toBe(items(1).slice(2));
  });

  it('reads items written at column 0, comments and blank lines', () => {
    const text = `steps: # the flow\n\n${items(3, '')}# done\nname: x\n`;
    expect(stepBeyondLimit(text, 3)).toBeUndefined();
    expect(stepBeyondLimit(text, 2)).toBe(text.lastIndexOf('- request'));
  });

  it('leaves lists in brackets to the parsed count', () => {
    expect(stepBeyondLimit('steps: [{ path: /a }, { path: /b }]\n', 1)).toBeUndefined();
  });
});
