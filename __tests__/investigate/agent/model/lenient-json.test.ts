import { stripFence } from '../../../../src/util/markdown.js';
import { describe, expect, it } from '@jest/globals';
import {
  findClosing,
  parseLenientJson,
  readLenientValue,
} from '../../../../src/investigate/agent/model/lenient-json.js';

describe('readLenientValue', () => {
  it.each([
    ['strict JSON', '{"a": [1, 2.5, -3e2], "b": {"c": null}}', { a: [1, 2.5, -300], b: { c: null } }],
    ['single quotes', "{'a': 'x'}", { a: 'x' }],
    ['escaped single quote', String.raw`{'a': 'it\'s'}`, { a: "it's" }],
    ['unquoted and dashed keys', '{a: 1, content-type: "json"}', { a: 1, 'content-type': 'json' }],
    ['trailing commas', '{"a": [1, 2,], }', { a: [1, 2] }],
    ['missing commas', '{"a": 1 "b": 2}', { a: 1, b: 2 }],
    ['Python literals', '{"a": True, "b": False, "c": None}', { a: true, b: false, c: null }],
    ['comments', '{ // note\n "a": /* one */ 1 }', { a: 1 }],
    ['raw newline in a string', '{"a": "x\ny"}', { a: 'x\ny' }],
    ['unicode escape', String.raw`{"a": "\u00e9"}`, { a: 'é' }],
    ['unknown escape kept', String.raw`{"a": "C:\temp\dir"}`, { a: 'C:\temp\\dir' }],
    ['a URL with // inside a string', '{"url": "http://x/y"}', { url: 'http://x/y' }],
  ])('%s', (_label, text, expected) => {
    expect(readLenientValue(text)?.value).toEqual(expected);
  });

  it('stops at the end of the value and says where', () => {
    const text = '{"a": 1} and then prose {"b": 2}';
    expect(readLenientValue(text)).toEqual({ value: { a: 1 }, end: 8, truncated: false });
    expect(readLenientValue(text, 24)?.value).toEqual({ b: 2 });
  });

  it('closes a value cut short at the end of the text, and says so', () => {
    expect(readLenientValue('{"name": "x", "arguments": {"path": "a.py"}')).toMatchObject({
      value: { name: 'x', arguments: { path: 'a.py' } },
      truncated: true,
    });
    expect(readLenientValue('["a", "b')).toMatchObject({ value: ['a', 'b'], truncated: true });
  });

  it.each([
    ['prose', 'hello'],
    ['a bare word value', '{path: src/app.py}'],
    ['a key without a colon', '{"a" 1}'],
    ['nothing', '   '],
  ])('refuses %s', (_label, text) => {
    expect(readLenientValue(text)).toBeUndefined();
  });

  it('refuses nesting deeper than a tool call needs, without overflowing the stack', () => {
    expect(readLenientValue('['.repeat(100_000))).toBeUndefined();
  });
});

describe('parseLenientJson', () => {
  it('reads fenced JSON, JSON after prose, and JSON followed by prose', () => {
    expect(parseLenientJson('```json\n{"a": 1,}\n```')).toEqual({ value: { a: 1 } });
    expect(parseLenientJson('Here you go: {"a": 1} hope it helps')).toEqual({ value: { a: 1 } });
    expect(parseLenientJson('[1, 2] trailing')).toEqual({ value: [1, 2] });
    expect(parseLenientJson('no json here')).toBeUndefined();
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
