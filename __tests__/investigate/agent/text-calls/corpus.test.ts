import { describe, expect, it } from '@jest/globals';
import { readTextCalls } from '../../../../src/investigate/agent/text-calls/index.js';
import { CORPUS_TOOLS, loadCorpus, type CorpusCall } from '../../../__fixtures__/text-calls/corpus.js';

const corpus = loadCorpus();

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

describe('the text-call corpus', () => {
  it('holds positives and negatives for every dialect family', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(18);
    for (const family of corpus) {
      expect(family.positives.length + family.negatives.length).toBeGreaterThan(0);
      for (const sample of [...family.positives, ...family.negatives])
        expect(typeof sample.text).toBe('string');
    }
  });

  it('answers with the text itself when it only mentions, documents or reports a call, without asking for a call', () => {
    const mentions = corpus.find((family) => family.file === 'mentions.yaml');
    const asked = (mentions?.negatives ?? [])
      .map((sample) => ({ sample, result: read(sample.text, sample.finish_reason) }))
      .filter(({ result }) => result.answer === undefined)
      .map(({ sample, result }) => `${sample.id}: ${JSON.stringify(result.problems)}`);
    expect(asked).toEqual([]);
  });

  it('recovers at least 95% of the positive samples with their intended arguments, and runs nothing from the negatives', () => {
    let positives = 0;
    let recovered = 0;
    let negatives = 0;
    const executed: string[] = [];
    const missed: string[] = [];
    const rows: string[] = [];
    for (const family of corpus) {
      let familyRecovered = 0;
      let familyExecuted = 0;
      for (const sample of family.positives) {
        const result = read(sample.text, sample.finish_reason);
        const ok =
          JSON.stringify(parsed(result.calls)) ===
          JSON.stringify(sample.calls.map((c) => ({ name: c.name, arguments: c.arguments })));
        const same = ok || expectEqual(parsed(result.calls), sample.calls);
        if (same) familyRecovered++;
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
        `  ${family.family.padEnd(72)} ${String(familyRecovered).padStart(3)}/${String(family.positives.length).padEnd(3)} recovered, ${familyExecuted}/${family.negatives.length} negatives run`,
      );
    }
    const rate = positives === 0 ? 0 : recovered / positives;
    console.log(
      [
        `text-call corpus: ${recovered}/${positives} positives recovered with their arguments (${(rate * 100).toFixed(1)}%), ` +
          `${executed.length}/${negatives} negatives executed`,
        ...rows,
        ...(missed.length > 0 ? ['missed:', ...missed.map((line) => `  ${line}`)] : []),
        ...(executed.length > 0 ? ['executed:', ...executed.map((line) => `  ${line}`)] : []),
      ].join('\n'),
    );
    expect(executed).toEqual([]);
    expect(rate).toBeGreaterThanOrEqual(0.95);
  });
});

/** Deep equality regardless of key order. */
function expectEqual(actual: CorpusCall[], expected: CorpusCall[]): boolean {
  try {
    expect(actual).toEqual(expected);
    return true;
  } catch {
    return false;
  }
}
