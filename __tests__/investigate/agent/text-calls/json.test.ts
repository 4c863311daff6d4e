import { describe, expect, it } from '@jest/globals';
import {
  balanced,
  findClosing,
  parseRepaired,
  readJsonAt,
} from '../../../../src/investigate/agent/text-calls/json.js';

describe('parseRepaired', () => {
  it.each([
    ['{"a": 1}', { a: 1 }],
    ["{'a': 'it\\'s', b: True, c: None,}", { a: "it's", b: true, c: null }],
    ['{"a": 1 "b": 2}', { a: 1, b: 2 }],
    ['{\n  // a comment\n  "a": 1 /* another */\n}', { a: 1 }],
    [String.raw`{"q": "\d+ items"}`, { q: String.raw`\d+ items` }],
    ['{"c": "# R\nL2"}', { c: '# R\nL2' }],
    // An object written as a string with its quotes left unescaped.
    [
      '{"name":"calc","arguments":"{"expression":"(1 + 2) * 3"}"}',
      { name: 'calc', arguments: { expression: '(1 + 2) * 3' } },
    ],
    ['{"content": "{\\"a\\": 1}", "b": 2,}', { content: '{"a": 1}', b: 2 }],
  ])('%s', (text, expected) => {
    expect(parseRepaired(text)?.value).toEqual(expected);
  });

  it('never closes what was cut off', () => {
    expect(parseRepaired('{"name": "x", "arguments": {"path": "a.py"}')).toBeUndefined();
    expect(parseRepaired('{"a": "b')).toBeUndefined();
    expect(parseRepaired('"abc')).toBeUndefined();
  });

  it('never fills in what was left out: an ellipsis outside a string is a placeholder', () => {
    expect(parseRepaired('{"name": "x", "arguments": {...}}')).toBeUndefined();
    expect(parseRepaired('[1, 2, …]')).toBeUndefined();
    expect(parseRepaired("{'q': 'and so on...',}")?.value).toEqual({ q: 'and so on...' });
  });
});

describe('readJsonAt', () => {
  it('reads one value and says where it ends, leaving prose after it', () => {
    expect(readJsonAt('{"a": 1} I will wait', 0)).toEqual({ value: { a: 1 }, end: 8 });
    expect(readJsonAt('x = [1, 2] trailing', 4)).toEqual({ value: [1, 2], end: 10 });
  });

  it('reports a value whose brackets never close as truncated', () => {
    expect(readJsonAt('{"name": "x", "arguments": {"path": "a.py"}')).toEqual({ truncated: true });
  });

  it('answers undefined where no value starts', () => {
    expect(readJsonAt('no json here')).toBeUndefined();
  });
});

describe('balanced', () => {
  it.each([
    ['{"a": [1, 2]}', true],
    ['{"a": "}"}', true],
    ['{"a": [1, 2}', false],
    ['{"a": "b', false],
    ['"x" and "y"', true],
    ['"x', false],
  ])('%s', (text, expected) => {
    expect(balanced(text)).toBe(expected);
  });
});

describe('findClosing', () => {
  it.each([
    ['f({"a": "x)"})', 1, 13],
    ['f({"a": [1, (2)]})', 1, 17],
    ["f(path='it)s')", 1, 13],
    ['f({"note": "it\'s"}) tail', 1, 18],
    ['f({"a": 1}', 1, -1],
  ])('%s', (text, open, close) => {
    expect(findClosing(text, open)).toBe(close);
  });
});
