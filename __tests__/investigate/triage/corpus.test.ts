/**
 * Triage on the corpus of real frameworks' error responses (`__fixtures__/triage/corpus/`): each
 * body goes through triage as a failed step's answer, with its checkout written to a temporary
 * folder and listed the way a run lists it. Four figures, printed and held to their goals:
 * the culprit named with its line, ranked first among the API's frames, named by its repository
 * path whenever the file is in the checkout, and "changed in this PR" marked exactly when it is.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { triage } from '../../../src/investigate/triage/index.js';
import type { CodeLocation } from '../../../src/investigate/triage/types.js';
import { listRepositoryFiles } from '../../../src/repo/files.js';
import { failedCheck, flowResult, stepResult } from '../../__fixtures__/triage/build.js';
import { body, SAMPLES, type Sample } from '../../__fixtures__/triage/corpus/corpus.js';

interface Outcome {
  sample: Sample;
  /** Without the PR's files: the order the trace gives, the checkout's paths. */
  plain: CodeLocation[];
  /** With the PR's files. */
  reviewed: CodeLocation[];
}

let root: string;
const outcomes: Outcome[] = [];

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'falcon-corpus-'));
  for (const [index, sample] of SAMPLES.entries()) {
    const checkout = path.join(root, String(index));
    for (const file of sample.repository) {
      await mkdir(path.dirname(path.join(checkout, file)), { recursive: true });
      await writeFile(path.join(checkout, file), '');
    }
    const repositoryFiles = await listRepositoryFiles(checkout);
    const results = [
      flowResult([
        stepResult({
          response: { status: sample.status, headers: sample.headers, body: body(sample) },
          checks: [failedCheck('status', '200', String(sample.status))],
        }),
      ]),
    ];
    const [plain] = triage(results, { repositoryFiles });
    const [reviewed] = triage(results, {
      repositoryFiles,
      changedFiles: sample.changed.map((file) => ({ path: file })),
    });
    outcomes.push({ sample, plain: plain?.locations ?? [], reviewed: reviewed?.locations ?? [] });
  }
});
afterAll(() => rm(root, { recursive: true, force: true }));

function isCulprit(location: CodeLocation | undefined, sample: Sample): boolean {
  if (location === undefined || location.line !== sample.culprit.line) return false;
  return (location.candidates ?? [location.file]).includes(sample.culprit.path);
}

function share(count: number, total: number): number {
  return total === 0 ? 1 : count / total;
}

function percent(value: number): string {
  return `${(value * 100).toFixed(1)}%`;
}

describe('triage on the corpus of framework error pages', () => {
  it('has several samples for every language, each fixture once', () => {
    const perLanguage = new Map<string, number>();
    for (const sample of SAMPLES)
      perLanguage.set(sample.language, (perLanguage.get(sample.language) ?? 0) + 1);
    expect([...perLanguage.keys()].sort()).toEqual(
      ['dotnet', 'elixir', 'go', 'java', 'node', 'php', 'python', 'ruby', 'rust'].sort(),
    );
    for (const count of perLanguage.values()) expect(count).toBeGreaterThanOrEqual(4);
    expect(new Set(SAMPLES.map((sample) => sample.fixture)).size).toBe(SAMPLES.length);
  });

  it('names the culprit, first, by its repository path, and marks changed code exactly', () => {
    const named = outcomes.filter(({ sample, plain }) =>
      plain.some((location) => isCulprit(location, sample)),
    );
    const first = outcomes.filter(({ sample, plain }) => isCulprit(plain[0], sample));
    // With the PR's files the culprit stays first; the PR's code follows it.
    const firstInReview = outcomes.filter(({ sample, reviewed }) => isCulprit(reviewed[0], sample));
    const inCheckout = outcomes.filter(({ sample }) => sample.repository.includes(sample.culprit.path));
    const mapped = inCheckout.filter(({ sample, plain }) =>
      plain.some((location) => isCulprit(location, sample) && location.mapped === true),
    );
    let marks = 0;
    let exact = 0;
    const wrongMarks: string[] = [];
    for (const { sample, reviewed } of outcomes) {
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
        if ((location.changed === true) === truth) exact++;
        else wrongMarks.push(`${sample.fixture}: ${location.file}:${location.line}`);
      }
    }

    const figures = {
      named: share(named.length, outcomes.length),
      first: share(first.length, outcomes.length),
      mapped: share(mapped.length, inCheckout.length),
      changed: share(exact, marks),
    };
    const misses = outcomes
      .filter((outcome) => !first.includes(outcome))
      .map(
        ({ sample, plain }) =>
          `  ${sample.fixture}: expected ${sample.culprit.path}:${sample.culprit.line}, first ${plain[0] ? `${plain[0].file}:${plain[0].line}` : 'nothing'}`,
      );
    console.log(
      [
        `triage corpus: ${outcomes.length} error responses, ${inCheckout.length} with the culprit's file in the checkout`,
        `  culprit named with its line:        ${percent(figures.named)} (${named.length}/${outcomes.length})`,
        `  ranked first among the API's frames: ${percent(figures.first)} (${first.length}/${outcomes.length})`,
        `  first with the PR's files: ${percent(share(firstInReview.length, outcomes.length))} (${firstInReview.length}/${outcomes.length})`,
        `  mapped to its repository path:      ${percent(figures.mapped)} (${mapped.length}/${inCheckout.length})`,
        `  "changed in this PR" exact:         ${percent(figures.changed)} (${exact}/${marks} marks)`,
        ...(misses.length > 0 ? ['not first:', ...misses] : []),
        ...(wrongMarks.length > 0 ? ['wrong marks:', ...wrongMarks.map((mark) => `  ${mark}`)] : []),
      ].join('\n'),
    );

    expect(figures.named).toBeGreaterThanOrEqual(0.95);
    expect(figures.first).toBeGreaterThanOrEqual(0.9);
    expect(share(firstInReview.length, outcomes.length)).toBeGreaterThanOrEqual(0.9);
    expect(figures.mapped).toBeGreaterThanOrEqual(0.95);
    expect(wrongMarks).toEqual([]);
  });

  it('offers both copies when a trace path fits two files of a monorepo equally', () => {
    const outcome = outcomes.find(({ sample }) => sample.fixture === 'node-monorepo-copies.txt');
    expect(outcome?.plain[0]).toMatchObject({
      file: 'services/api/src/validation/order.js',
      candidates: ['services/api/src/validation/order.js', 'services/admin/src/validation/order.js'],
      line: 14,
      mapped: true,
    });
  });
});
