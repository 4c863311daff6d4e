import { describe, expect, it } from '@jest/globals';
import { readTextCalls } from '../../../../src/investigate/agent/text-calls/index.js';
import {
  CORPUS_TOOLS,
  loadCorpus,
  loadHeldOut,
  type CorpusCall,
  type CorpusFamily,
} from '../../../__fixtures__/text-calls/corpus.js';

const corpus = loadCorpus();
const heldOut = loadHeldOut();

function read(text: string, finishReason: string | undefined) {
  return readTextCalls(text, CORPUS_TOOLS, { cut: finishReason === 'length' });
}

function parsed(calls: ReadonlyArray<{ name: string; arguments: string }>): CorpusCall[] {
  return calls.map((call) => {
    let args: unknown;
    try {
      args = JSON.parse(call.arguments);
    } catch {
      args = call.arguments;
    }
    return { name: call.name, arguments: args as Record<string, unknown> };
  });
}

interface Figures {
  rate: number;
  executed: string[];
}

/** Positives recovered with their intended arguments, negatives that ran something: printed per family. */
function measure(title: string, families: readonly CorpusFamily[]): Figures {
  let positives = 0;
  let recovered = 0;
  let negatives = 0;
  const executed: string[] = [];
  const missed: string[] = [];
  const rows: string[] = [];
  for (const family of families) {
    let familyRecovered = 0;
    let familyExecuted = 0;
    for (const sample of family.positives) {
      const result = read(sample.text, sample.finish_reason);
      if (sameCalls(parsed(result.calls), sample.calls)) familyRecovered++;
      else
        missed.push(
          `${family.file} ${sample.id}: got ${JSON.stringify(parsed(result.calls))}${result.problems ? ` (${result.problems.join('; ')})` : ''}`,
        );
    }
    for (const sample of family.negatives) {
      const result = read(sample.text, sample.finish_reason);
      if (result.calls.length > 0) {
        familyExecuted++;
        executed.push(
          `${family.file} ${sample.id} (${sample.why}): ran ${JSON.stringify(parsed(result.calls))}`,
        );
      }
    }
    positives += family.positives.length;
    recovered += familyRecovered;
    negatives += family.negatives.length;
    rows.push(
      `  ${family.family.padEnd(90)} ${String(familyRecovered).padStart(3)}/${String(family.positives.length).padEnd(3)} recovered, ${familyExecuted}/${family.negatives.length} negatives run`,
    );
  }
  const rate = positives === 0 ? 0 : recovered / positives;
  console.log(
    [
      `${title}: ${recovered}/${positives} positives recovered with their arguments (${(rate * 100).toFixed(1)}%), ` +
        `${executed.length}/${negatives} negatives executed`,
      ...rows,
      ...(missed.length > 0 ? ['missed:', ...missed.map((line) => `  ${line}`)] : []),
      ...(executed.length > 0 ? ['executed:', ...executed.map((line) => `  ${line}`)] : []),
    ].join('\n'),
  );
  return { rate, executed };
}

describe('the text-call corpora', () => {
  it('hold positives and negatives for every dialect family, in two sets', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(18);
    expect(heldOut.length).toBeGreaterThanOrEqual(4);
    for (const family of [...corpus, ...heldOut]) {
      expect(family.positives.length + family.negatives.length).toBeGreaterThan(0);
      for (const sample of [...family.positives, ...family.negatives])
        expect(typeof sample.text).toBe('string');
    }
    const ids = [...corpus, ...heldOut].flatMap((family) =>
      [...family.positives, ...family.negatives].map((sample) => `${family.file} ${sample.id}`),
    );
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('answers with the text itself when it only mentions, documents or reports a call, without asking for a call', () => {
    const mentions = corpus.find((family) => family.file === 'mentions.yaml');
    const asked = (mentions?.negatives ?? [])
      .map((sample) => ({ sample, result: read(sample.text, sample.finish_reason) }))
      .filter(({ result }) => result.answer === undefined)
      .map(({ sample, result }) => `${sample.id}: ${JSON.stringify(result.problems)}`);
    expect(asked).toEqual([]);
  });

  it('development set: recovers at least 95% of the positives with their intended arguments, and runs nothing from the negatives', () => {
    const figures = measure('text-call development set', corpus);
    expect(figures.executed).toEqual([]);
    expect(figures.rate).toBeGreaterThanOrEqual(0.95);
  });

  it('held-out set: recovers at least what it did when it was measured, and runs no more negatives than then', () => {
    const figures = measure('text-call held-out set', heldOut);
    // Eight rounds, each measured once (see held-out/PROVENANCE.md), 404 of 423 calls now, and 3 of
    // 348 negatives run: a Devstral call with its markers in the wrong order, an expected response
    // pasted in a bug report, a search algorithm's list of actions it already tried.
    expect(figures.executed.length).toBeLessThanOrEqual(3);
    expect(figures.rate).toBeGreaterThanOrEqual(0.9);
    expect(figures.rate).toBeGreaterThanOrEqual(404 / 423);
  });
});

/** Deep equality regardless of key order. */
function sameCalls(actual: CorpusCall[], expected: CorpusCall[]): boolean {
  try {
    expect(actual).toEqual(expected);
    return true;
  } catch {
    return false;
  }
}
