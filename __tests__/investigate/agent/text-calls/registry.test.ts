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
  ])('%j', (text, visible, reasoning) => {
    expect(separateReasoning(text)).toEqual({ visible, reasoning });
  });

  it('keeps a Harmony call whose recipient is on the analysis channel', () => {
    const text = '<|channel|>analysis to=functions.get_weather<|message|>{"location": "x"}<|call|>';
    expect(separateReasoning(text).visible).toBe(text);
  });
});
