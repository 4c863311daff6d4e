import { unifiedDiff } from '../../../src/repo/unified-diff.js';
import type { FilePatch, Proposal, Verification } from '../../../src/investigate/fixes/types.js';
import {
  fingerprintOf,
  planSuggestions,
  REVIEW_COMMENT_LIMIT,
  suggestionMarker,
  type Suggestion,
} from '../../../src/publish/github/suggestions.js';
import { parseUnifiedDiffHunks } from '../../../src/investigate/triage/diff.js';
import { risksOf } from '../../../src/investigate/fixes/proposals.js';

const PATH = 'src/app.ts';

/** The file at the pull request's head: `const vN = N;` on each line, and one line the PR added. */
const HEAD_LINES = Array.from({ length: 30 }, (_, index) =>
  index + 1 === 10 ? 'const added = true;' : `const v${index + 1} = ${index + 1};`,
);
const HEAD = text(HEAD_LINES);
const BASE = text(HEAD_LINES.filter((_, index) => index + 1 !== 10));
/** GitHub's `patch` for the file: the hunk headers and lines, without the `---`/`+++` lines. */
const PR_PATCH = githubPatch(BASE, HEAD);
const PR_FILES = [{ path: PATH, patch: PR_PATCH }];

const VERIFIED: Verification = { status: 'verified', passed: ['flows/users.yaml'] };

function text(lines: readonly string[]): string {
  return lines.map((line) => `${line}\n`).join('');
}

function githubPatch(before: string, after: string): string {
  return unifiedDiff(before, after, { path: PATH }).text.split('\n').slice(2).join('\n').trimEnd();
}

/** HEAD with lines replaced (`undefined` deletes a line; an array replaces one line with several). */
function edit(changes: Record<number, string | string[] | undefined>, base = HEAD_LINES): string {
  return text(
    base.flatMap((line, index) => {
      const number = index + 1;
      if (!(number in changes)) return [line];
      const change = changes[number];
      return change === undefined ? [] : Array.isArray(change) ? change : [change];
    }),
  );
}

/** The fix's patch of one file, against HEAD unless another `before` (or a new file) is given. */
function filePatch(
  after: string,
  options: { path?: string; before?: string; created?: boolean } = {},
): FilePatch {
  const path = options.path ?? PATH;
  const created = options.created ?? false;
  const diff = unifiedDiff(created ? '' : (options.before ?? HEAD), after, { path, created });
  return { path, diff: diff.text, added: diff.added, removed: diff.removed, created };
}

function proposal(files: FilePatch[], overrides: Partial<Proposal> = {}): Proposal {
  return {
    id: 'fix-1',
    title: 'Name v11',
    rationale: 'The flow expects a name.',
    files,
    targetFlows: ['flows/users.yaml'],
    verification: VERIFIED,
    ...overrides,
  };
}

/** The text inside a suggestion's block, read with the fence the body opened it with. */
function blockOf(body: string): string[] {
  const lines = body.split('\n');
  const open = lines.findIndex((line) => /^`{3,}suggestion$/.test(line));
  if (open === -1) throw new Error(`no suggestion block in:\n${body}`);
  const fence = lines[open]!.replace('suggestion', '');
  const close = lines.findIndex((line, index) => index > open && line === fence);
  if (close === -1) throw new Error(`the suggestion block is not closed in:\n${body}`);
  return lines.slice(open + 1, close);
}

/** What GitHub's "Commit suggestion" does: each one's lines replaced by its block. */
function applySuggestions(original: string, suggestions: readonly Suggestion[]): string {
  const lines = original.split('\n');
  lines.pop();
  for (const suggestion of [...suggestions].sort((a, b) => b.startLine - a.startLine)) {
    lines.splice(
      suggestion.startLine - 1,
      suggestion.line - suggestion.startLine + 1,
      ...blockOf(suggestion.body),
    );
  }
  return text(lines);
}

describe('planSuggestions', () => {
  it('reads the fixture as one pull request hunk over lines 7–13', () => {
    expect(parseUnifiedDiffHunks(PR_PATCH)).toEqual([{ start: 7, end: 13 }]);
  });

  it('never offers for one click a verified fix that adds what the failure does not explain, and says why', () => {
    const after = edit({ 11: "const v11 = require('child_process').execSync(process.env.CMD ?? 'id');" });
    const files = [filePatch(after)];
    const fix = proposal(files, risksOf(files));
    const plan = planSuggestions([fix], PR_FILES, 'verified');
    expect(plan.suggestions).toEqual([]);
    expect(plan.outsideDiff).toEqual([
      {
        proposal: fix,
        file: fix.files[0],
        reason:
          'not offered for one click: it adds a new process (src/app.ts:11); a read of credentials or the environment (src/app.ts:11), which the failure does not explain',
      },
    ]);
  });

  it('shows such a fix in the comment with each flagged line', async () => {
    const { renderProposals } = await import('../../../src/report/render/investigation.js');
    const after = edit({ 11: "const v11 = require('child_process').execSync('id');" });
    const files = [filePatch(after)];
    const fix = proposal(files, risksOf(files));
    const text =
      renderProposals([fix], planSuggestions([fix], PR_FILES, 'verified').outsideDiff, '###') ?? '';
    expect(text).toContain(
      '🚩 **Read it line by line before applying**: it adds what the failure does not explain:',
    );
    expect(text).toContain(
      "- `src/app.ts:11` a new process: `const v11 = require('child_process').execSync('id');`",
    );
    expect(text).toContain('✅ **the failing flows pass with this change**');
  });

  describe('changes inside the pull request’s diff', () => {
    it('makes a one-line change a suggestion on that line alone, without its context', () => {
      const after = edit({ 11: "const v11 = 'eleven';" });
      const fix = proposal([filePatch(after)]);
      const plan = planSuggestions([fix], PR_FILES, 'verified');
      expect(plan.outsideDiff).toEqual([]);
      expect(plan.suggestions).toEqual([
        {
          proposalId: 'fix-1',
          path: PATH,
          startLine: 11,
          line: 11,
          body: expect.any(String),
          fingerprint: expect.stringMatching(/^[0-9a-f]{16}$/),
        },
      ]);
      const [suggestion] = plan.suggestions;
      expect(suggestion!.body).toBe(
        [
          '**Falcon CI: Name v11** — the failing flows pass with this change: re-run against the patched service in a sandbox, no gated flow newly fails (nothing else was checked)',
          '',
          '```suggestion',
          "const v11 = 'eleven';",
          '```',
          suggestionMarker(suggestion!.fingerprint),
        ].join('\n'),
      );
      expect(applySuggestions(HEAD, plan.suggestions)).toBe(after);
    });

    it('replaces a range of lines with fewer lines', () => {
      const after = edit({ 10: 'const merged = [10, 11, 12];', 11: undefined, 12: undefined });
      const plan = planSuggestions([proposal([filePatch(after)])], PR_FILES, 'all');
      expect(plan.suggestions.map(({ startLine, line }) => [startLine, line])).toEqual([[10, 12]]);
      expect(blockOf(plan.suggestions[0]!.body)).toEqual(['const merged = [10, 11, 12];']);
      expect(applySuggestions(HEAD, plan.suggestions)).toBe(after);
    });

    it('keeps the unchanged lines between two changes of one hunk', () => {
      const after = edit({ 8: 'const v8 = 80;', 12: 'const v12 = 120;' });
      const plan = planSuggestions([proposal([filePatch(after)])], PR_FILES, 'all');
      expect(plan.suggestions.map(({ startLine, line }) => [startLine, line])).toEqual([[8, 12]]);
      expect(blockOf(plan.suggestions[0]!.body)).toEqual([
        'const v8 = 80;',
        'const v9 = 9;',
        'const added = true;',
        'const v11 = 11;',
        'const v12 = 120;',
      ]);
      expect(applySuggestions(HEAD, plan.suggestions)).toBe(after);
    });

    it('deletes lines with an empty suggestion', () => {
      const one = edit({ 11: undefined });
      const two = edit({ 11: undefined, 12: undefined });
      const plan = planSuggestions(
        [proposal([filePatch(one)]), proposal([filePatch(two)], { id: 'fix-2' })],
        PR_FILES,
        'all',
      );
      expect(plan.suggestions.map(({ startLine, line }) => [startLine, line])).toEqual([
        [11, 11],
        [11, 12],
      ]);
      expect(plan.suggestions.map((suggestion) => blockOf(suggestion.body))).toEqual([[], []]);
      expect(applySuggestions(HEAD, [plan.suggestions[0]!])).toBe(one);
      expect(applySuggestions(HEAD, [plan.suggestions[1]!])).toBe(two);
    });
  });

  describe('insertions', () => {
    it('attaches an insertion to the line before it', () => {
      const after = edit({ 12: ['const v12 = 12;', 'const inserted = 1;'] });
      const plan = planSuggestions([proposal([filePatch(after)])], PR_FILES, 'all');
      expect(plan.suggestions.map(({ startLine, line }) => [startLine, line])).toEqual([[12, 12]]);
      expect(blockOf(plan.suggestions[0]!.body)).toEqual(['const v12 = 12;', 'const inserted = 1;']);
      expect(applySuggestions(HEAD, plan.suggestions)).toBe(after);
    });

    it('attaches it to the line after when the line before is outside the diff', () => {
      // Inserted after line 6: line 6 is outside the hunk (7–13), line 7 inside.
      const after = edit({ 6: ['const v6 = 6;', 'const early = 0;'] });
      const plan = planSuggestions([proposal([filePatch(after)])], PR_FILES, 'all');
      expect(plan.outsideDiff).toEqual([]);
      expect(plan.suggestions.map(({ startLine, line }) => [startLine, line])).toEqual([[7, 7]]);
      expect(blockOf(plan.suggestions[0]!.body)).toEqual(['const early = 0;', 'const v7 = 7;']);
      expect(applySuggestions(HEAD, plan.suggestions)).toBe(after);
    });

    it('leaves an insertion between two lines outside the diff to the summary', () => {
      const after = edit({ 20: ['const v20 = 20;', 'const late = 0;'] });
      const fix = proposal([filePatch(after)]);
      const plan = planSuggestions([fix], PR_FILES, 'all');
      expect(plan.suggestions).toEqual([]);
      expect(plan.outsideDiff).toEqual([
        {
          proposal: fix,
          file: fix.files[0],
          reason: `line 20 of ${PATH} is outside the pull request's diff`,
        },
      ]);
    });
  });

  describe('changes the pull request’s diff does not show', () => {
    it('sends a change outside every hunk to outsideDiff, with the file patch unchanged', () => {
      const fix = proposal([filePatch(edit({ 25: 'const v25 = 0;' }))]);
      const plan = planSuggestions([fix], PR_FILES, 'verified');
      expect(plan.suggestions).toEqual([]);
      expect(plan.outsideDiff).toEqual([
        {
          proposal: fix,
          file: fix.files[0],
          reason: `line 25 of ${PATH} is outside the pull request's diff`,
        },
      ]);
    });

    it('refuses a range that starts inside a hunk and ends past it', () => {
      const fix = proposal([filePatch(edit({ 12: 'a', 13: 'b', 14: 'c', 15: 'd' }))]);
      const plan = planSuggestions([fix], PR_FILES, 'all');
      expect(plan.suggestions).toEqual([]);
      expect(plan.outsideDiff[0]?.reason).toBe(`lines 12–15 of ${PATH} are outside the pull request's diff`);
    });

    it('posts the part inside and leaves only the rest of the file’s patch to the summary', () => {
      const fix = proposal([filePatch(edit({ 11: 'const v11 = 0;', 25: 'const v25 = 0;' }))]);
      const plan = planSuggestions([fix], PR_FILES, 'all');
      expect(plan.suggestions.map(({ startLine }) => startLine)).toEqual([11]);
      expect(plan.suggestions[0]!.body).toContain('Part 1 of 2 of this fix; apply the parts together.');
      expect(plan.outsideDiff).toHaveLength(1);
      const rest = plan.outsideDiff[0]!.file;
      expect(rest).toEqual({ path: PATH, diff: expect.any(String), added: 1, removed: 1, created: false });
      expect(rest.diff).toBe(
        [
          `--- a/${PATH}`,
          `+++ b/${PATH}`,
          '@@ -22,7 +22,7 @@',
          ' const v22 = 22;',
          ' const v23 = 23;',
          ' const v24 = 24;',
          '-const v25 = 25;',
          '+const v25 = 0;',
          ' const v26 = 26;',
          ' const v27 = 27;',
          ' const v28 = 28;',
          '',
        ].join('\n'),
      );
    });

    it('names why a file cannot carry suggestions: not in the pull request, no patch, new', () => {
      const other = proposal([filePatch(edit({ 1: 'x' }), { path: 'src/other.ts' })], {
        id: 'other',
      });
      const binary = proposal([filePatch(edit({ 1: 'x' }), { path: 'assets/data.bin' })], {
        id: 'binary',
      });
      const created = proposal(
        [filePatch('export const fresh = 1;\n', { path: 'src/new.ts', created: true })],
        { id: 'new' },
      );
      const plan = planSuggestions(
        [other, binary, created],
        [...PR_FILES, { path: 'assets/data.bin' }, { path: 'src/new.ts', patch: '@@ -0,0 +1 @@\n+x' }],
        'all',
      );
      expect(plan.suggestions).toEqual([]);
      expect(plan.outsideDiff.map((item) => [item.proposal.id, item.reason])).toEqual([
        [
          'other',
          'the pull request does not change src/other.ts, and a suggestion can only go on lines of its diff',
        ],
        [
          'binary',
          'GitHub shows no diff for assets/data.bin (a binary or very large file), so no line of it can carry a suggestion',
        ],
        [
          'new',
          'src/new.ts is a new file, and a suggestion can only change lines the pull request already has',
        ],
      ]);
    });

    it('refuses lines whose text at the head differs from the checkout the fix was made in', () => {
      // The run checked out a merge commit where main added a first line: the fix's line 12 is the
      // head's line 11, and a suggestion on the head's line 12 would overwrite `const v12`.
      const merged = ['// from main', ...HEAD_LINES];
      const fix = proposal([
        filePatch(edit({ 12: "const v11 = 'eleven';" }, merged), { before: text(merged) }),
      ]);
      const plan = planSuggestions([fix], PR_FILES, 'all');
      expect(plan.suggestions).toEqual([]);
      expect(plan.outsideDiff[0]?.reason).toBe(
        `line 12 of ${PATH} read differently at the pull request's head than in the checkout the fix was made in, so a suggestion there could replace the wrong lines`,
      );
    });

    it('leaves a suggestion too long for a review comment to the summary', () => {
      const huge = 'x'.repeat(REVIEW_COMMENT_LIMIT);
      const plan = planSuggestions([proposal([filePatch(edit({ 11: huge }))])], PR_FILES, 'all');
      expect(plan.suggestions).toEqual([]);
      expect(plan.outsideDiff[0]?.reason).toBe(
        `the suggestion for line 11 of ${PATH} is longer than a review comment may be (${REVIEW_COMMENT_LIMIT} characters)`,
      );
    });
  });

  describe('modes', () => {
    const after = edit({ 11: 'const v11 = 0;' });
    const verified = proposal([filePatch(after)], { id: 'a', title: 'Fix v11' });
    const unverified = proposal([filePatch(edit({ 12: 'const v12 = 0;' }))], {
      id: 'b',
      title: 'Fix\nv12',
      verification: {
        status: 'failed',
        stillFailing: ['flows/users.yaml'],
        newlyFailing: [],
        reason: 'the target flow still fails',
      },
    });
    const untried = proposal([filePatch(edit({ 13: 'const v13 = 0;' }))], {
      id: 'c',
      title: 'Fix v13',
      verification: { status: 'not_run', reason: 'no start command' },
    });
    const all = [verified, unverified, untried];

    it('verified: only verified fixes become suggestions; the others go to the summary', () => {
      const plan = planSuggestions(all, PR_FILES, 'verified');
      expect(plan.suggestions.map((suggestion) => suggestion.proposalId)).toEqual(['a']);
      expect(plan.outsideDiff).toEqual([
        { proposal: unverified, file: unverified.files[0], reason: 'not verified' },
        { proposal: untried, file: untried.files[0], reason: 'not verified' },
      ]);
    });

    it('all: every fix, each titled with what was and was not verified', () => {
      const plan = planSuggestions(all, PR_FILES, 'all');
      expect(plan.outsideDiff).toEqual([]);
      expect(plan.suggestions.map((suggestion) => suggestion.body.split('\n')[0])).toEqual([
        '**Falcon CI: Fix v11** — the failing flows pass with this change: re-run against the patched service in a sandbox, no gated flow newly fails (nothing else was checked)',
        '**Falcon CI: Fix v12** — not verified: the target flow still fails (still failing: flows/users.yaml)',
        '**Falcon CI: Fix v13** — not verified: no start command',
      ]);
    });

    it('off: none, every file to the summary', () => {
      const plan = planSuggestions(all, PR_FILES, 'off');
      expect(plan.suggestions).toEqual([]);
      expect(plan.outsideDiff.map((item) => [item.proposal.id, item.reason])).toEqual([
        ['a', 'suggestions are off'],
        ['b', 'suggestions are off'],
        ['c', 'suggestions are off'],
      ]);
    });
  });

  describe('suggestion text', () => {
    it('fences a block that itself holds ``` with a longer fence', () => {
      const after = edit({ 11: ['const doc = `', '```js', 'run();', '```', '`;'] });
      const plan = planSuggestions([proposal([filePatch(after)])], PR_FILES, 'all');
      const body = plan.suggestions[0]!.body;
      expect(body).toContain('\n````suggestion\nconst doc = `\n```js\nrun();\n```\n`;\n````\n');
      expect(applySuggestions(HEAD, plan.suggestions)).toBe(after);

      const longer = planSuggestions(
        [proposal([filePatch(edit({ 11: 'const fence = "`````";' }))])],
        PR_FILES,
        'all',
      );
      expect(longer.suggestions[0]!.body).toContain('\n``````suggestion\nconst fence = "`````";\n``````\n');
    });

    it('ends with a fingerprint that is stable, and changes with the fix, the lines or the verification', () => {
      const after = edit({ 11: 'const v11 = 0;' });
      const plan = () => planSuggestions([proposal([filePatch(after)])], PR_FILES, 'all').suggestions[0]!;
      const first = plan();
      expect(plan().fingerprint).toBe(first.fingerprint);
      expect(first.body.endsWith(`\n<!-- falcon-ci:suggestion ${first.fingerprint} -->`)).toBe(true);
      expect(fingerprintOf(first.body)).toBe(first.fingerprint);

      const otherFix = planSuggestions([proposal([filePatch(after)], { id: 'fix-2' })], PR_FILES, 'all');
      const otherText = planSuggestions(
        [proposal([filePatch(edit({ 11: 'const v11 = 1;' }))])],
        PR_FILES,
        'all',
      );
      const unverified = planSuggestions(
        [
          proposal([filePatch(after)], {
            verification: { status: 'not_run', reason: 'no start command' },
          }),
        ],
        PR_FILES,
        'all',
      );
      const fingerprints = [
        first,
        otherFix.suggestions[0]!,
        otherText.suggestions[0]!,
        unverified.suggestions[0]!,
      ].map((suggestion) => suggestion.fingerprint);
      expect(new Set(fingerprints).size).toBe(4);
    });

    it('reads a fingerprint only from a body that ends with the marker', () => {
      expect(fingerprintOf('nice\n<!-- falcon-ci:suggestion 0123456789abcdef -->\n')).toBe(
        '0123456789abcdef',
      );
      expect(fingerprintOf('<!-- falcon-ci:suggestion 0123456789abcdef -->\nquoted above')).toBeUndefined();
      expect(fingerprintOf('<!-- falcon-ci:summary -->')).toBeUndefined();
    });
  });
});
