import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { corpusSpecs, exerciseSpec, type SpecOutcome } from '../__fixtures__/init-corpus.js';
import { githubSizedSpec } from '../__fixtures__/specs/corpus/github-sized.js';

/**
 * `falcon init` → `validate` → `run` on every spec of the corpus (specs/corpus/PROVENANCE.md),
 * each against a conforming mock of itself: nothing Falcon reports may be a false alarm, and the
 * operations exercised are what the README's table says. `dev` holds the specs the generator was
 * built against; `held-out` was written from other sources afterwards and only measured.
 */

const PUBLIC = path.resolve('__tests__/__fixtures__/specs/public');

interface Row {
  spec: string;
  split: 'dev' | 'held-out';
  outcome: SpecOutcome;
}

const rows: Row[] = [];

async function measure(split: Row['split'], name: string, text: string, shown = name): Promise<SpecOutcome> {
  const outcome = await exerciseSpec(name, text);
  rows.push({ spec: shown, split, outcome });
  // Every failure names where it came from, so a false alarm is read in the test's output.
  expect(outcome.falseAlarms).toEqual([]);
  expect(outcome.operations).toBeGreaterThan(0);
  return outcome;
}

describe('falcon init on the corpus, against a conforming mock of each spec', () => {
  describe('dev: the specs it was built against', () => {
    it('the generated GitHub-sized spec: over 1,000 operations, code samples in its descriptions', async () => {
      const text = githubSizedSpec();
      expect(text.length).toBeGreaterThan(2_500_000);
      const outcome = await measure('dev', 'github-sized.yaml', text);
      expect(outcome.operations).toBeGreaterThan(1000);
      // Shared values are asked for once, whatever the number of operations using them.
      expect(outcome.report.values.map((value) => value.name).sort()).toEqual(['org', 'owner', 'repo']);
    }, 600_000);

    it.each(['petstore-3.0.yaml', 'discord-3.1-subset.yaml', 'github-gitignore-subset.yaml'])(
      'public/%s',
      async (name) => {
        await measure('dev', name, await readFile(path.join(PUBLIC, name), 'utf8'), `public/${name}`);
      },
    );

    it('every spec of dev/', async () => {
      for (const { name, text } of await corpusSpecs('dev')) await measure('dev', name, text);
    }, 300_000);
  });

  describe('held-out: specs written from other sources, measured only', () => {
    it('every spec of held-out/', async () => {
      const specs = await corpusSpecs('held-out');
      expect(specs.length).toBeGreaterThanOrEqual(8);
      for (const { name, text } of specs) await measure('held-out', name, text);
    }, 300_000);
  });

  it('has at least 25 specs, exercises at least 90% of each split’s operations, and the README shows it', async () => {
    expect(rows.length).toBeGreaterThanOrEqual(25);
    for (const split of ['dev', 'held-out'] as const) {
      const own = rows.filter((row) => row.split === split);
      const operations = own.reduce((sum, row) => sum + row.outcome.operations, 0);
      const exercised = own.reduce((sum, row) => sum + row.outcome.exercised, 0);
      expect(exercised / operations).toBeGreaterThanOrEqual(0.9);
    }
    const readme = await readFile(path.resolve('README.md'), 'utf8');
    const table = /<!-- init-corpus:start -->([\s\S]*?)<!-- init-corpus:end -->/.exec(readme)?.[1] ?? '';
    const shown = table
      .split('\n')
      .filter((line) => line.startsWith('|') && !/^\|\s*-/.test(line))
      .slice(1)
      .map((line) =>
        line
          .split('|')
          .slice(1, -1)
          .map((cell) => cell.trim()),
      );
    const expected = tableRows();
    if (JSON.stringify(shown) !== JSON.stringify(expected)) {
      // What to put between the README's markers, so the table is never written by hand.
      const header = [
        'spec',
        'split',
        'operations exercised',
        'statuses',
        'response media types',
        'false alarms',
      ];
      const lines = [header, header.map(() => '---'), ...expected].map((cells) => `| ${cells.join(' | ')} |`);
      process.stdout.write(`\nThe README's corpus table should read:\n\n${lines.join('\n')}\n\n`);
    }
    expect(shown).toEqual(expected);
  });
});

/** The rows the README's table holds: per spec, then a total per split. */
function tableRows(): string[][] {
  const fraction = (exercised: number, total: number) => `${exercised}/${total}`;
  const lines = rows.map(({ spec, split, outcome }) => [
    `\`${spec}\``,
    split,
    fraction(outcome.exercised, outcome.operations),
    fraction(outcome.coverage?.statuses.exercised ?? 0, outcome.coverage?.statuses.documented ?? 0),
    fraction(outcome.coverage?.responseMedia.exercised ?? 0, outcome.coverage?.responseMedia.documented ?? 0),
    String(outcome.falseAlarms.length),
  ]);
  for (const split of ['dev', 'held-out'] as const) {
    const own = rows.filter((row) => row.split === split);
    const sum = (pick: (outcome: SpecOutcome) => number) =>
      own.reduce((total, row) => total + pick(row.outcome), 0);
    const operations = sum((outcome) => outcome.operations);
    const exercised = sum((outcome) => outcome.exercised);
    lines.push([
      `**${split}: ${own.length} specs**`,
      split,
      `${fraction(exercised, operations)} (${((100 * exercised) / operations).toFixed(1)}%)`,
      fraction(
        sum((outcome) => outcome.coverage?.statuses.exercised ?? 0),
        sum((outcome) => outcome.coverage?.statuses.documented ?? 0),
      ),
      fraction(
        sum((outcome) => outcome.coverage?.responseMedia.exercised ?? 0),
        sum((outcome) => outcome.coverage?.responseMedia.documented ?? 0),
      ),
      String(sum((outcome) => outcome.falseAlarms.length)),
    ]);
  }
  return lines;
}
