import { describe, expect, it } from '@jest/globals';
import {
  documentationRanges,
  separateReasoning,
} from '../../../../src/investigate/agent/text-calls/context.js';
import { RECOGNISERS, recognise } from '../../../../src/investigate/agent/text-calls/registry.js';

const TOOLS = ['get_weather', 'read_file'];

describe('recognise: (text, tools) → calls | attempted | none', () => {
  it('answers calls, with where each starts', () => {
    const text =
      'Checking.\n<tool_call>{"name": "get_weather", "arguments": {"location": "Oslo"}}</tool_call>';
    expect(recognise(text, TOOLS)).toEqual({
      kind: 'calls',
      calls: [{ name: 'get_weather', arguments: '{"location":"Oslo"}', at: 10 }],
    });
  });

  it('answers attempted for a call it cannot read, and for one that was cut off', () => {
    expect(recognise('<tool_call>the weather please</tool_call>', TOOLS)).toMatchObject({
      kind: 'attempted',
      cut: false,
    });
    expect(recognise('[TOOL_CALLS]get_weather[ARGS]{"location": "Os', TOOLS)).toMatchObject({
      kind: 'attempted',
      cut: true,
      problem: 'The [TOOL_CALLS] call was cut off before its end',
    });
  });

  it('lets a cut-off call in any family win over calls read in another', () => {
    const text =
      '<tool_call>{"name": "read_file", "arguments": {"path": "a"}}</tool_call>\n[TOOL_CALLS]get_weather[ARGS]{"loc';
    expect(recognise(text, TOOLS)).toMatchObject({ kind: 'attempted', cut: true });
  });

  it('answers none for prose', () => {
    expect(recognise('The weather API returned 503.', TOOLS)).toEqual({ kind: 'none' });
  });

  it('does not count calls that start in documentation', () => {
    const text =
      'For example:\n<tool_call>{"name": "get_weather", "arguments": {"location": "x"}}</tool_call>';
    expect(recognise(text, TOOLS, documentationRanges(text))).toEqual({ kind: 'none' });
  });

  it('lists every dialect family once', () => {
    const dialects = RECOGNISERS.map((recogniser) => recogniser.dialect);
    expect(new Set(dialects).size).toBe(dialects.length);
    expect(dialects.length).toBeGreaterThanOrEqual(19);
  });
});

describe('the generic recogniser and the guards around it', () => {
  const SCHEMA_TOOLS = [
    {
      name: 'get_weather',
      parameters: { type: 'object', properties: { location: { type: 'string' } }, required: ['location'] },
    },
    { name: 'read_file', parameters: { type: 'object', properties: { path: { type: 'string' } } } },
  ];

  it('reads a JSON call between any markers, and a tag inside a string value is text', () => {
    const text =
      '<|my_call_begin|>{"name": "read_file", "arguments": {"path": "a </tool_call> b"}}<|my_call_end|>';
    expect(recognise(text, SCHEMA_TOOLS)).toMatchObject({
      kind: 'calls',
      calls: [{ name: 'read_file', arguments: '{"path":"a </tool_call> b"}' }],
    });
    const hermes = '<tool_call>{"name": "read_file", "arguments": {"path": "x <tool_call> y"}}</tool_call>';
    expect(recognise(hermes, SCHEMA_TOOLS)).toMatchObject({ kind: 'calls', calls: [{ name: 'read_file' }] });
  });

  it("takes an object keyed by an offered tool's name only when its schema accepts the arguments", () => {
    expect(recognise('[{"get_weather": {"location": "Bern"}}]', SCHEMA_TOOLS)).toMatchObject({
      kind: 'calls',
      calls: [{ name: 'get_weather', arguments: '{"location":"Bern"}' }],
    });
    for (const text of [
      '[{"get_weather": {"city": "Bern"}}]',
      '[{"get_weather": {"location": 7}}]',
      '{"get_weather": {"location": "Bern"}, "other": 1}',
      '[{"delete_all": {}}]',
    ])
      expect(recognise(text, SCHEMA_TOOLS)).toEqual({ kind: 'none' });
  });

  it('takes a name before an object only first on its line, and only with arguments the schema accepts', () => {
    expect(recognise('functions.get_weather:\n{"location": "Oslo"}', SCHEMA_TOOLS)).toMatchObject({
      kind: 'calls',
      calls: [{ name: 'get_weather', arguments: '{"location":"Oslo"}' }],
    });
    expect(recognise('I could call get_weather {"location": "Oslo"} later.', SCHEMA_TOOLS)).toEqual({
      kind: 'none',
    });
    expect(recognise('get_weather:\n{"place": "Oslo"}', SCHEMA_TOOLS)).toEqual({ kind: 'none' });
  });

  it('leaves a JSON call to a name that is not offered as data', () => {
    expect(recognise('{"name": "drop_table", "arguments": {"name": "users"}}', SCHEMA_TOOLS)).toEqual({
      kind: 'none',
    });
  });

  it('takes an element named after a tool only with parameters its schema accepts', () => {
    expect(recognise('<read_file>\n<path>a.py</path>\n</read_file>', SCHEMA_TOOLS)).toMatchObject({
      kind: 'calls',
      calls: [{ name: 'read_file', arguments: '{"path":"a.py"}' }],
    });
    expect(recognise('<read_file>\n<file>a.py</file>\n</read_file>', SCHEMA_TOOLS)).toEqual({ kind: 'none' });
  });

  it('counts an unlabeled fence amid prose as a call only when it holds nothing but a call to an offered tool', () => {
    const call = 'Let me look:\n```\n{"name": "read_file", "arguments": {"path": "a.py"}}\n```\nthen decide.';
    const isCall = (code: string) => code.includes('"read_file"');
    expect(documentationRanges(call, isCall)).toEqual([]);
    expect(documentationRanges(call)).toHaveLength(1);
  });
});

describe('separateReasoning', () => {
  it.each([
    ['<think>a</think>b', 'b', 'a'],
    ['a</think>b', 'b', 'a'],
    ['[THINK]a[/THINK]b', 'b', 'a'],
    ['<|START_THINKING|>a<|END_THINKING|>b', 'b', 'a'],
    [
      '<|channel|>analysis<|message|>a<|end|><|start|>assistant<|channel|>final<|message|>b<|return|>',
      'b',
      'a',
    ],
    ['<think>still thinking when the reply stopped', '', 'still thinking when the reply stopped'],
    ['<seed:think>a</seed:think>b', 'b', 'a'],
    ['<mm:think>a</mm:think>b', 'b', 'a'],
    ['<reflection>a</reflection>b', 'b', 'a'],
    ['<|channel>thought\na<channel|>b', 'b', 'a'],
    ['<|inner_prefix|>a<|inner_suffix|>b', 'b', 'a'],
    ['a</seed:think>b', 'b', 'a'],
    // A namespaced tag closes with its own name only.
    ['<seed:think>a</think>b</seed:think>c', 'c', 'a</think>b'],
  ])('%j', (text, visible, reasoning) => {
    expect(separateReasoning(text)).toEqual({ visible, reasoning });
  });

  it('keeps a Harmony call whose recipient is on the analysis channel', () => {
    const text = '<|channel|>analysis to=functions.get_weather<|message|>{"location": "x"}<|call|>';
    expect(separateReasoning(text).visible).toBe(text);
  });
});
