import { headingKey, headingOf, scanMarkdown, stripFence } from '../../src/util/markdown.js';

describe('scanMarkdown', () => {
  it('marks fenced lines, fences included, and numbers lines from 1', () => {
    const lines = scanMarkdown('# A\n```json\n# not a heading\n```\ntext');
    expect(lines.map((line) => [line.number, line.inCode, line.fence])).toEqual([
      [1, false, undefined],
      [2, true, 'open'],
      [3, true, undefined],
      [4, true, 'close'],
      [5, false, undefined],
    ]);
  });

  it('closes a fence only with the same character, at least as long', () => {
    const lines = scanMarkdown('````\n```\n~~~~\n`````\nafter');
    expect(lines.map((line) => line.inCode)).toEqual([true, true, true, true, false]);
  });

  it('does not open a fence on inline code that starts a line', () => {
    expect(scanMarkdown('```a` b\n# Title').map((line) => line.inCode)).toEqual([false, false]);
  });
});

describe('headingOf', () => {
  it('reads ATX headings without their closing hashes', () => {
    expect(headingOf('## Known Endpoints ##')).toEqual({ level: 2, text: 'Known Endpoints' });
    expect(headingOf('#NoSpace')).toBeUndefined();
    expect(headingOf('    # indented code')).toBeUndefined();
    expect(headingOf('# ')).toBeUndefined();
  });
});

describe('headingKey', () => {
  it('ignores case and spacing', () => {
    expect(headingKey('  Known   ENDPOINTS ')).toBe(headingKey('known endpoints'));
  });
});

describe('stripFence', () => {
  it.each([
    ['```json\n{"a": 1}\n```', '{"a": 1}'],
    ['```\nx\n```', 'x'],
    ['~~~\nx\n~~~', 'x'],
    ['```json\n{"a": 1}', '{"a": 1}'],
    ['{"a": 1}', '{"a": 1}'],
  ])('%j', (text, inner) => {
    expect(stripFence(text)).toBe(inner);
  });
});
