import { clip, collapse, cut, lineAndColumn, messageOf, plural, withLineFeeds } from '../../src/util/text.js';

describe('collapse', () => {
  it('makes one trimmed line of any whitespace', () => {
    expect(collapse('  a\n\tb  \r\n c ')).toBe('a b c');
    expect(collapse('')).toBe('');
  });
});

describe('clip', () => {
  it('keeps the whole text within the limit, ellipsis included', () => {
    expect(clip('abcdef', 6)).toBe('abcdef');
    expect(clip('abcdefg', 6)).toBe('abcde…');
    expect(clip('abcdefg', 6)).toHaveLength(6);
  });
});

describe('cut', () => {
  it('keeps `max` characters and adds an ellipsis', () => {
    expect(cut('abcdef', 6)).toBe('abcdef');
    expect(cut('abcdefg', 6)).toBe('abcdef…');
  });

  it('never leaves half a surrogate pair', () => {
    const text = `abcde${'😀'}xyz`;
    expect(cut(text, 6)).toBe('abcde…');
    expect(cut(text, 7)).toBe('abcde😀…');
  });
});

describe('plural', () => {
  it('counts a noun', () => {
    expect(plural(1, 'flow')).toBe('1 flow');
    expect(plural(0, 'flow')).toBe('0 flows');
    expect(plural(3, 'more failed check')).toBe('3 more failed checks');
  });
});

describe('messageOf', () => {
  it('reads an Error or anything else thrown', () => {
    expect(messageOf(new TypeError('bad'))).toBe('bad');
    expect(messageOf('plain')).toBe('plain');
    expect(messageOf(42)).toBe('42');
  });
});

describe('lineAndColumn', () => {
  it('ends a line at \\n, \\r\\n and a \\r alone', () => {
    expect(lineAndColumn('ab\ncd', 4)).toEqual({ line: 2, column: 2 });
    expect(lineAndColumn('ab\r\ncd', 5)).toEqual({ line: 2, column: 2 });
    expect(lineAndColumn('ab\rcd\ref', 7)).toEqual({ line: 3, column: 2 });
    expect(lineAndColumn('abc', 0)).toEqual({ line: 1, column: 1 });
  });
});

describe('withLineFeeds', () => {
  it('turns a lone \\r into \\n and keeps every offset', () => {
    expect(withLineFeeds('a\rb\r\nc\r')).toBe('a\nb\r\nc\n');
    expect(withLineFeeds('plain')).toBe('plain');
  });
});
