import { didYouMean, editDistance } from '../../src/util/did-you-mean.js';

describe('didYouMean', () => {
  const keys = ['id', 'name', 'operation', 'use', 'request', 'expect', 'capture', 'retry', 'timeout_ms'];

  it('suggests the closest candidate for typos, swaps and case', () => {
    expect(didYouMean('expct', keys)).toBe('expect');
    expect(didYouMean('captrue', keys)).toBe('capture');
    expect(didYouMean('Request', keys)).toBe('request');
    expect(didYouMean('timeout', keys)).toBe('timeout_ms');
    expect(didYouMean('smok', ['smoke', 'security'])).toBe('smoke');
  });

  it('stays quiet when nothing is close', () => {
    expect(didYouMean('payload', keys)).toBeUndefined();
    expect(didYouMean('x', keys)).toBeUndefined();
    expect(didYouMean('perf', ['smoke', 'performance'])).toBeUndefined();
    expect(didYouMean('id', keys)).toBeUndefined();
  });
});

describe('editDistance', () => {
  it('counts insertions, deletions, substitutions and adjacent swaps as one edit each', () => {
    expect(editDistance('status', 'status')).toBe(0);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('stauts', 'status')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
  });
});
