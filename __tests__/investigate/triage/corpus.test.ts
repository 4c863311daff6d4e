/**
 * Triage on corpora of real frameworks' error responses: the development set
 * (`__fixtures__/triage/corpus/`, what the readers are written against) and five held-out sets
 * (`__fixtures__/triage/held-out/` to `held-out-5/`, each from further repositories, only ever
 * measured). Each body goes through triage as a failed step's answer, with its checkout written to
 * a temporary folder and listed the way a run lists it. Four figures per set, printed and held to their goals: the
 * culprit named with its line, ranked first among the API's frames, named by its repository path
 * whenever the file is in the checkout, and "changed in this PR" marked exactly when it is.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { triage } from '../../../src/investigate/triage/index.js';
import type { CodeLocation } from '../../../src/investigate/triage/types.js';
import { listRepositoryFiles } from '../../../src/repo/files.js';
import { failedCheck, flowResult, stepResult } from '../../__fixtures__/triage/build.js';
import { body, SAMPLES, type Sample } from '../../__fixtures__/triage/corpus/corpus.js';
import * as first from '../../__fixtures__/triage/held-out/held-out.js';
import * as second from '../../__fixtures__/triage/held-out-2/held-out.js';
import * as third from '../../__fixtures__/triage/held-out-3/held-out.js';
import * as fourth from '../../__fixtures__/triage/held-out-4/held-out.js';
import * as fifth from '../../__fixtures__/triage/held-out-5/held-out.js';

/**
 * The held-out sets, each a round from repositories no earlier set drew on, measured once when
 * written (the figures each PROVENANCE.md records) and held to the issue's goals since.
 */
const HELD_OUT_SETS = [
  { name: 'held-out', set: first, measured: 'named 30/30, first 30/30, mapped 30/30' },
  { name: 'held-out-2', set: second, measured: 'named 32/33, first 31/33, mapped 32/33' },
  { name: 'held-out-3', set: third, measured: 'named 35/36, first 33/36, mapped 35/36' },
  { name: 'held-out-4', set: fourth, measured: 'named 32/32, first 30/32, mapped 32/32' },
  { name: 'held-out-5', set: fifth, measured: 'named 27/30, first 27/30, mapped 27/30' },
];

interface Outcome {
  sample: Sample;
  /** Without the PR's files: the order the trace gives, the checkout's paths. */
  plain: CodeLocation[];
  /** With the PR's files. */
  reviewed: CodeLocation[];
}

interface Figures {
  named: number;
  first: number;
  firstInReview: number;
  mapped: number;
  wrongMarks: string[];
}

let root: string;
const development: Outcome[] = [];
const heldOut = new Map<string, Outcome[]>();

async function run(
  samples: readonly Sample[],
  bodyOf: (sample: Sample) => string,
  into: Outcome[],
): Promise<void> {
  for (const sample of samples) {
    const checkout = await mkdtemp(path.join(root, 'checkout-'));
    for (const file of sample.repository) {
      await mkdir(path.dirname(path.join(checkout, file)), { recursive: true });
      await writeFile(path.join(checkout, file), '');
    }
    const repositoryFiles = await listRepositoryFiles(checkout);
    const results = [
      flowResult([
        stepResult({
          response: { status: sample.status, headers: sample.headers, body: bodyOf(sample) },
          checks: [failedCheck('status', '200', String(sample.status))],
        }),
      ]),
    ];
    const [plain] = triage(results, { repositoryFiles });
    const [reviewed] = triage(results, {
      repositoryFiles,
      changedFiles: sample.changed.map((file) => ({ path: file })),
    });
    into.push({ sample, plain: plain?.locations ?? [], reviewed: reviewed?.locations ?? [] });
  }
}

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'falcon-corpus-'));
  await run(SAMPLES, body, development);
  for (const { name, set } of HELD_OUT_SETS) {
    const outcomes: Outcome[] = [];
    await run(set.HELD_OUT, set.heldOutBody, outcomes);
    heldOut.set(name, outcomes);
  }
  // Several hundred checkouts written to disk: on a loaded machine this takes longer than one test may.
}, 120_000);
afterAll(() => rm(root, { recursive: true, force: true }));

function isCulprit(location: CodeLocation | undefined, sample: Sample): boolean {
  if (location === undefined || location.line !== sample.culprit.line) return false;
  return (location.candidates ?? [location.file]).includes(sample.culprit.path);
}

function share(count: number, total: number): number {
  return total === 0 ? 1 : count / total;
}

function percent(count: number, total: number): string {
  return `${(share(count, total) * 100).toFixed(1)}% (${count}/${total})`;
}

/** The four figures of one set, printed with the samples that missed. */
function measure(title: string, set: readonly Outcome[]): Figures {
  const named = set.filter(({ sample, plain }) => plain.some((location) => isCulprit(location, sample)));
  const first = set.filter(({ sample, plain }) => isCulprit(plain[0], sample));
  // With the PR's files the culprit stays first; the PR's code follows it.
  const firstInReview = set.filter(({ sample, reviewed }) => isCulprit(reviewed[0], sample));
  const inCheckout = set.filter(({ sample }) => sample.repository.includes(sample.culprit.path));
  const mapped = inCheckout.filter(({ sample, plain }) =>
    plain.some((location) => isCulprit(location, sample) && location.mapped === true),
  );
  const unmapped = inCheckout
    .filter((outcome) => !mapped.includes(outcome))
    .map(({ sample }) => `  ${sample.fixture}: ${sample.culprit.path}:${sample.culprit.line}`);
  const wrongMarks: string[] = [];
  let marks = 0;
  for (const { sample, reviewed } of set) {
    const changed = new Set(sample.changed);
    for (const location of reviewed) {
      // The file the frame is in: its one repository path, or for a tie the culprit's when it is among them.
      const file = location.candidates
        ? location.candidates.includes(sample.culprit.path)
          ? sample.culprit.path
          : undefined
        : location.mapped
          ? location.file
          : undefined;
      const truth = file !== undefined && changed.has(file);
      marks++;
      if ((location.changed === true) !== truth)
        wrongMarks.push(`${sample.fixture}: ${location.file}:${location.line}`);
    }
  }
  const misses = set
    .filter((outcome) => !first.includes(outcome))
    .map(
      ({ sample, plain }) =>
        `  ${sample.fixture}: expected ${sample.culprit.path}:${sample.culprit.line}, first ${plain[0] ? `${plain[0].file}:${plain[0].line}` : 'nothing'}`,
    );
  console.log(
    [
      `${title}: ${set.length} error responses, ${inCheckout.length} with the culprit's file in the checkout`,
      `  culprit named with its line:        ${percent(named.length, set.length)}`,
      `  ranked first among the API's frames: ${percent(first.length, set.length)}`,
      `  first with the PR's files:          ${percent(firstInReview.length, set.length)}`,
      `  mapped to its repository path:      ${percent(mapped.length, inCheckout.length)}`,
      `  "changed in this PR" exact:         ${percent(marks - wrongMarks.length, marks)} marks`,
      ...(misses.length > 0 ? ['not first:', ...misses] : []),
      ...(unmapped.length > 0 ? ['not mapped:', ...unmapped] : []),
      ...(wrongMarks.length > 0 ? ['wrong marks:', ...wrongMarks.map((mark) => `  ${mark}`)] : []),
    ].join('\n'),
  );
  return {
    named: share(named.length, set.length),
    first: share(first.length, set.length),
    firstInReview: share(firstInReview.length, set.length),
    mapped: share(mapped.length, inCheckout.length),
    wrongMarks,
  };
}

describe('triage on the corpora of framework error pages', () => {
  it('has several samples for every family reader, each fixture once, and no fixture in both sets', () => {
    const perLanguage = new Map<string, number>();
    for (const sample of SAMPLES)
      perLanguage.set(sample.language, (perLanguage.get(sample.language) ?? 0) + 1);
    for (const language of ['dotnet', 'elixir', 'go', 'java', 'node', 'php', 'python', 'ruby', 'rust'])
      expect(perLanguage.get(language) ?? 0).toBeGreaterThanOrEqual(4);
    const fixtures = [...SAMPLES, ...HELD_OUT_SETS.flatMap(({ set }) => set.HELD_OUT)].map(
      (sample) => sample.fixture,
    );
    expect(new Set(fixtures).size).toBe(fixtures.length);
    for (const { set } of HELD_OUT_SETS) expect(set.HELD_OUT.length).toBeGreaterThanOrEqual(25);
  });

  it('development set: names the culprit, first, by its repository path, and marks changed code exactly', () => {
    const figures = measure('triage development set', development);
    expect(figures.named).toBeGreaterThanOrEqual(0.95);
    expect(figures.first).toBeGreaterThanOrEqual(0.9);
    expect(figures.firstInReview).toBeGreaterThanOrEqual(0.9);
    expect(figures.mapped).toBeGreaterThanOrEqual(0.95);
    expect(figures.wrongMarks).toEqual([]);
  });

  it.each(HELD_OUT_SETS)(
    '$name: the same figures on shapes the readers were not written against (measured: $measured)',
    ({ name }) => {
      const figures = measure(`triage ${name} set`, heldOut.get(name) ?? []);
      expect(figures.named).toBeGreaterThanOrEqual(0.9);
      expect(figures.first).toBeGreaterThanOrEqual(0.85);
      expect(figures.mapped).toBeGreaterThanOrEqual(0.9);
      expect(figures.wrongMarks).toEqual([]);
    },
  );

  it('offers both copies when a trace path fits two files of a monorepo equally', () => {
    const outcome = development.find(({ sample }) => sample.fixture === 'node-monorepo-copies.txt');
    expect(outcome?.plain[0]).toMatchObject({
      file: 'services/api/src/validation/order.js',
      candidates: ['services/api/src/validation/order.js', 'services/admin/src/validation/order.js'],
      line: 14,
      mapped: true,
    });
  });
});
