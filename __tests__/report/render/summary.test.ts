import type { CheckResult, FlowResult, StepResult } from '../../../src/core/results.js';
import type { FlowType } from '../../../src/core/modes.js';
import { decideGate } from '../../../src/gate.js';
import { triage } from '../../../src/investigate/triage/index.js';
import {
  COMMENT_LIMIT,
  JOB_SUMMARY_LIMIT,
  renderSummary,
  SUMMARY_MARKER,
  type SummaryInput,
} from '../../../src/report/render/summary.js';
import { checkResult, flowResult, stepResult } from '../../__fixtures__/results.js';

// ---------------------------------------------------------------- fixtures: plain result data

function passingStep(id: string, line: number): StepResult {
  return stepResult({
    id,
    checks: [checkResult({ line: line + 2 })],
    line,
    timings: { headersMs: 10, totalMs: 12 },
  });
}

function failingStep(
  id: string,
  line: number,
  checks: CheckResult[],
  repro = `curl 'http://127.0.0.1:3000/${id}'`,
): StepResult {
  return {
    ...passingStep(id, line),
    status: 'failed',
    checks,
    response: { status: 500, headers: {}, body: '{"error":"boom"}' },
    repro,
  };
}

function flow(
  type: FlowType,
  slug: string,
  steps: StepResult[],
  overrides: Partial<FlowResult> = {},
): FlowResult {
  const failed = steps.some((step) => step.status === 'failed' || step.status === 'error');
  return flowResult({
    file: `.falcon/flows/${type}_${slug}.yaml`,
    name: `${slug} flow`,
    type,
    status: failed ? 'failed' : 'passed',
    steps,
    startedAt: '2025-01-10T10:00:00.000Z',
    durationMs: 42,
    ...overrides,
  });
}

const statusCheck: CheckResult = { name: 'status', expected: '200', actual: '500', passed: false, line: 14 };

function input(results: FlowResult[], extra: Partial<SummaryInput> = {}): SummaryInput {
  return { results, gate: decideGate(results, ['smoke', 'contract']), durationMs: 1234, ...extra };
}

/** Many failures of both kinds, each with a long repro, to push past a limit. */
function manyFailures(count: number, reproBytes: number): FlowResult[] {
  const results: FlowResult[] = [];
  for (let index = 0; index < count; index += 1) {
    // Non-gated first in the results: the summary must still put the gated ones first.
    const type: FlowType = index % 2 === 0 ? 'functional' : 'contract';
    const repro = `curl 'http://127.0.0.1:3000/items/${index}' --data-raw '${'x'.repeat(reproBytes)}'`;
    results.push(
      flow(type, `case_${String(index).padStart(4, '0')}`, [failingStep('get', 10, [statusCheck], repro)]),
    );
  }
  return results;
}

// ---------------------------------------------------------------- helpers for Markdown structure

function fenceCount(markdown: string): number {
  return markdown.split('\n').filter((line) => /^\s{0,3}```/.test(line)).length;
}

function expectValidMarkdown(markdown: string): void {
  expect(fenceCount(markdown) % 2).toBe(0);
  expect((markdown.match(/<details[\s>]/g) ?? []).length).toBe((markdown.match(/<\/details>/g) ?? []).length);
  expect((markdown.match(/<summary>/g) ?? []).length).toBe((markdown.match(/<\/summary>/g) ?? []).length);
}

function detailsBlocks(markdown: string): string[] {
  return markdown.match(/<details[\s>][\s\S]*?<\/details>/g) ?? [];
}

function bytes(text: string): number {
  return Buffer.byteLength(text, 'utf8');
}

// ---------------------------------------------------------------- tests

describe('renderSummary', () => {
  const health = flow('smoke', 'health', [passingStep('ping', 5)]);
  const users = flow('contract', 'users', [
    passingStep('list', 5),
    failingStep('get', 12, [
      statusCheck,
      {
        name: 'body $.name',
        expected: '"Ada"',
        actual: 'missing',
        passed: false,
        line: 16,
        details: ['$.name is required'],
      },
    ]),
  ]);
  const search = flow('functional', 'search', [failingStep('find', 8, [{ ...statusCheck, line: 9 }])]);

  it('opens with the verdict: what failed, which types gate, the counts', () => {
    const text = renderSummary(
      input([health, search, users], {
        apiName: 'Shop API',
        runUrl: 'https://github.com/o/r/actions/runs/1',
      }),
      {
        limit: JOB_SUMMARY_LIMIT,
      },
    );
    const lines = text.split('\n');
    expect(lines[0]).toBe('## ❌ Falcon CI: gate failed · Shop API');
    expect(lines[2]).toBe(
      '**1 of 2 gated flows failed** (gate: `smoke`, `contract`) · 3 flows: 1 passed, 2 failed · 1.2 s · [workflow run](https://github.com/o/r/actions/runs/1)',
    );
    expect(text).toContain('⚠️ 1 flow outside the gate failed: reported here, not blocking the merge.');
  });

  it('puts the hidden marker on the first line of a comment', () => {
    const text = renderSummary(input([health]), { limit: COMMENT_LIMIT, marker: SUMMARY_MARKER });
    expect(text.split('\n').slice(0, 2)).toEqual([SUMMARY_MARKER, '## ✅ Falcon CI: gate passed']);
    expect(text).toContain(
      '**The gated flow passed** (gate: `smoke`, `contract`) · 1 flow: 1 passed, 0 failed',
    );
  });

  it('warns when the gate checked nothing', () => {
    const text = renderSummary(input([search]), { limit: JOB_SUMMARY_LIMIT });
    expect(text).toMatch(/^## ✅ Falcon CI: gate passed\n\n\*\*No gated flow ran\*\*/);
    expect(text).toContain('The gate checked nothing: no flow of type `smoke`, `contract` ran.');
  });

  it('lists every flow in a table with type, flow, file, result, steps and duration', () => {
    const errored = flow('smoke', 'broken', [], { status: 'error', durationMs: 2500 });
    const text = renderSummary(input([health, users, search, errored]), { limit: JOB_SUMMARY_LIMIT });
    expect(text).toContain(
      [
        '| Type | Flow | File | Result | Steps | Duration |',
        '| --- | --- | --- | --- | --- | --- |',
        '| smoke | health flow | `.falcon/flows/smoke_health.yaml` | ✅ passed | 1/1 | 42 ms |',
        '| contract | users flow | `.falcon/flows/contract_users.yaml` | ❌ failed | 1/2 | 42 ms |',
        '| functional | search flow | `.falcon/flows/functional_search.yaml` | ⚠️ failed (not gated) | 0/1 | 42 ms |',
        '| smoke | broken flow | `.falcon/flows/smoke_broken.yaml` | ❌ flow error | 0/0 | 2.5 s |',
      ].join('\n'),
    );
  });

  it('folds each failing flow, gated first, with its checks, file:line and repro', () => {
    const text = renderSummary(input([search, users]), { limit: JOB_SUMMARY_LIMIT });
    const blocks = detailsBlocks(text);
    expect(blocks).toHaveLength(2);

    const [gated, reported] = blocks as [string, string];
    expect(gated).toMatch(
      /^<details open><summary>❌ <b>contract<\/b> · users flow · <code>\.falcon\/flows\/contract_users\.yaml:14<\/code> — 2 failed checks<\/summary>\n/,
    );
    expect(gated).toContain('### users flow › get (`.falcon/flows/contract_users.yaml:12`)');
    expect(gated).toContain('| status | 200 | 500 |');
    expect(gated).toContain('| body $.name | "Ada" | missing |');
    expect(gated).toContain('- $.name is required');
    expect(gated).toContain("```sh\ncurl 'http://127.0.0.1:3000/get'\n```");
    expect(gated).not.toContain('Not gated');

    expect(reported).toMatch(/^<details><summary>⚠️ <b>functional<\/b> · search flow/);
    expect(reported).toContain('_Not gated: reported only, does not block the merge._');
    expectValidMarkdown(text);
  });

  it('keeps HTML from an API answer as text, so it cannot close the fold', () => {
    const hostile = flow('contract', 'hostile', [
      failingStep('get', 3, [{ ...statusCheck, actual: '</details><img src=x>', details: ['<b>bad</b>'] }]),
    ]);
    const text = renderSummary(input([hostile]), { limit: JOB_SUMMARY_LIMIT });
    expect(text).toContain('| status | 200 | &lt;/details&gt;&lt;img src=x&gt; |');
    expect(text).toContain('- &lt;b&gt;bad&lt;/b&gt;');
    expect(text).not.toContain('<img');
    expectValidMarkdown(text);
  });

  it('shows load figures and missed thresholds of performance flows', () => {
    const load = flow('performance', 'checkout', [passingStep('buy', 4)], {
      status: 'failed',
      load: {
        requests: 1000,
        errors: 25,
        errorRate: 0.025,
        durationMs: 10_000,
        rps: 99.87,
        latencyMs: { min: 3, mean: 40, p50: 31, p90: 80, p95: 120.25, p99: 410, max: 900 },
        statuses: { '200': 975, '503': 25 },
        checks: [
          { name: 'p95', expected: '≤ 100 ms', actual: '120.25 ms', passed: false, line: 22 },
          { name: 'error rate', expected: '≤ 5%', actual: '2.5%', passed: true, line: 23 },
        ],
      },
    });
    const text = renderSummary(input([load]), { limit: JOB_SUMMARY_LIMIT });
    expect(text).toContain(
      '| checkout flow | 1000 | 25 | 2.50% | 99.9 | 31 ms | 120.3 ms | 410 ms | ❌ 1 missed |',
    );
    const [block] = detailsBlocks(text);
    expect(block).toContain('<code>.falcon/flows/performance_checkout.yaml:22</code> — 1 failed check');
    expect(block).toContain('| p95 | ≤ 100 ms | 120.25 ms |');
  });

  it('lists the reports written, relative to the root, and whether each passed validation', () => {
    const text = renderSummary(
      input([health], {
        root: '/repo',
        reports: [
          {
            type: 'smoke',
            path: '/repo/.falcon/reports/smoke_report_shop_20250110T100000Z.md',
            valid: true,
            reasons: [],
          },
          {
            type: 'contract',
            path: '/repo/.falcon/reports/contract_report_shop.md',
            valid: false,
            reasons: ['no table', 'too short'],
          },
        ],
      }),
      { limit: JOB_SUMMARY_LIMIT },
    );
    expect(text).toContain(
      [
        '### Reports',
        '',
        '- ✅ smoke: `.falcon/reports/smoke_report_shop_20250110T100000Z.md`: passed validation',
        '- ❌ contract: `.falcon/reports/contract_report_shop.md`: failed validation: no table; too short',
      ].join('\n'),
    );
  });

  it('renders the same input identically, and without timings ignores durations', () => {
    const results = [health, users, search];
    const first = renderSummary(input(results), { limit: COMMENT_LIMIT, marker: SUMMARY_MARKER });
    expect(renderSummary(input(results), { limit: COMMENT_LIMIT, marker: SUMMARY_MARKER })).toBe(first);

    const slower = results.map((result) => ({ ...result, durationMs: result.durationMs + 17 }));
    const stable = renderSummary(input(results), {
      limit: COMMENT_LIMIT,
      marker: SUMMARY_MARKER,
      timings: false,
    });
    expect(
      renderSummary(
        { ...input(slower), durationMs: 9999 },
        { limit: COMMENT_LIMIT, marker: SUMMARY_MARKER, timings: false },
      ),
    ).toBe(stable);
    expect(stable).not.toMatch(/\d+ ms|\d\.\d s/);
  });

  describe('over the limit', () => {
    it.each([
      ['the comment', COMMENT_LIMIT, 300, 400],
      ['the job summary', JOB_SUMMARY_LIMIT, 1600, 1000],
    ])(
      'cuts %s whole failures from the end, non-gated first, and says so',
      (_name, limit, count, reproBytes) => {
        const results = manyFailures(count, reproBytes);
        const marker = limit === COMMENT_LIMIT ? SUMMARY_MARKER : undefined;
        const uncut = renderSummary(input(results), {
          limit: Number.MAX_SAFE_INTEGER,
          ...(marker ? { marker } : {}),
        });
        expect(bytes(uncut)).toBeGreaterThan(limit);

        const text = renderSummary(input(results), { limit, ...(marker ? { marker } : {}) });
        expect(bytes(text)).toBeLessThanOrEqual(limit);
        expect(text.length).toBeLessThanOrEqual(limit);
        expectValidMarkdown(text);

        const shown = detailsBlocks(text);
        const cut = /_… cut: (\d+) more failures[;,] [^\n]*_\n$/.exec(text);
        expect(cut).not.toBeNull();
        expect(shown.length + Number(cut![1])).toBe(count);
        expect(shown.length).toBeGreaterThan(0);
        // Half the failures are gated; they all come before any non-gated one.
        const gatedShown = shown.filter((block) => block.includes('<b>contract</b>')).length;
        expect(shown.slice(0, gatedShown).every((block) => block.includes('<b>contract</b>'))).toBe(true);
        if (gatedShown < count / 2) expect(gatedShown).toBe(shown.length);
        // The table lists failing flows, gated first; any it leaves out are counted.
        const rows = text
          .split('\n')
          .filter((line) => line.startsWith('| contract |') || line.startsWith('| functional |'));
        const firstUngated = rows.findIndex((row) => row.startsWith('| functional |'));
        if (firstUngated >= 0)
          expect(rows.slice(firstUngated).every((row) => row.startsWith('| functional |'))).toBe(true);
        const rowsCut = /(\d+) more failing flows in the table/.exec(text);
        expect(rows.length + Number(rowsCut?.[1] ?? 0)).toBe(count);
        if (marker) {
          expect(text.startsWith(`${marker}\n`)).toBe(true);
          expect(text).toContain('see the job summary and the reports');
        }
      },
    );

    it('shortens a single huge failure instead of dropping it', () => {
      const results = [
        flow('contract', 'huge', [failingStep('get', 10, [statusCheck], `curl '${'y'.repeat(200_000)}'`)]),
      ];
      const text = renderSummary(input(results), { limit: COMMENT_LIMIT, marker: SUMMARY_MARKER });
      expect(bytes(text)).toBeLessThanOrEqual(COMMENT_LIMIT);
      const [block] = detailsBlocks(text);
      expect(block).toContain('| get | status | 200 | 500 |');
      expect(block).not.toContain('yyyy');
      expect(text).toMatch(
        /_… shortened: 1 failure without repro to fit GitHub's size limit; see the job summary and the reports\._\n$/,
      );
      expectValidMarkdown(text);
    });

    it('falls back to the compact form when a repro would break the code fence', () => {
      const results = [
        flow('contract', 'fenced', [failingStep('get', 10, [statusCheck], "curl --data-raw '\n```\n'")]),
      ];
      const text = renderSummary(input(results), { limit: JOB_SUMMARY_LIMIT });
      expect(text).toContain('| get | status | 200 | 500 |');
      expectValidMarkdown(text);
    });

    it('at a thousand failing flows, details gated failures first, as many as fit, and counts the rest', () => {
      const results = [
        ...Array.from({ length: 200 }, (_, index) => flow('smoke', `ok_${index}`, [passingStep('ping', 3)])),
        ...manyFailures(1000, 60),
      ];
      const text = renderSummary(input(results), { limit: COMMENT_LIMIT, marker: SUMMARY_MARKER });
      expect(bytes(text)).toBeLessThanOrEqual(COMMENT_LIMIT);
      expectValidMarkdown(text);
      const shown = detailsBlocks(text);
      // Dozens of failures in detail, every one of them gated (500 of the 1,000 are).
      expect(shown.length).toBeGreaterThanOrEqual(40);
      expect(shown.every((block) => block.includes('<b>contract</b>'))).toBe(true);
      const cut =
        /_… cut: (\d+) more failures, (\d+) more failing flows in the table; see the job summary and the reports\._\n$/.exec(
          text,
        );
      expect(Number(cut?.[1])).toBe(1000 - shown.length);
      const rows = text.split('\n').filter((line) => /^\| (contract|functional) \|/.test(line));
      expect(rows.length + Number(cut?.[2])).toBe(1000);
      expect(rows.every((row) => row.startsWith('| contract |'))).toBe(true);
      expect(text).toContain('… 200 passing flows not listed');
    });

    it('links the reports artifact in the headline and where it says what was cut', () => {
      const url = 'https://github.com/octo-org/octo-service/actions/runs/42/artifacts/7';
      const text = renderSummary(
        { ...input(manyFailures(1000, 60)), artifact: { name: 'falcon-reports', url } },
        { limit: COMMENT_LIMIT, marker: SUMMARY_MARKER },
      );
      expect(bytes(text)).toBeLessThanOrEqual(COMMENT_LIMIT);
      expectValidMarkdown(text);
      const headline = text.slice(0, text.indexOf('|'));
      expect(headline).toContain(`Reports: [\`falcon-reports\`](${url})`);
      expect(text).toMatch(/more failing flows in the table; see the job summary and \[the reports\]\(/);
      expect(text.endsWith(`[the reports](${url})._\n`)).toBe(true);
    });

    it('gives failure details room before table rows when space is short, gated first in both', () => {
      const results = [
        ...Array.from({ length: 40 }, (_, index) => flow('smoke', `ok_${index}`, [passingStep('ping', 3)])),
        ...manyFailures(60, 10),
      ];
      const limit = 4000;
      const text = renderSummary(input(results), { limit, marker: SUMMARY_MARKER });
      expect(bytes(text)).toBeLessThanOrEqual(limit);
      expectValidMarkdown(text);
      const shown = detailsBlocks(text);
      expect(shown.length).toBeGreaterThan(0);
      expect(shown.every((block) => block.includes('<b>contract</b>'))).toBe(true);
      expect(text).toContain('|  | … 40 passing flows not listed |  | ✅ passed |  |  |');
      expect(text).not.toContain('ok_0 flow');
      const rows = text.split('\n').filter((line) => /^\| (contract|functional) \|/.test(line));
      expect(rows.length).toBeGreaterThan(0);
      // The gated failures (30 of them) are listed before any non-gated one.
      expect(rows.slice(0, Math.min(30, rows.length)).every((row) => row.startsWith('| contract |'))).toBe(
        true,
      );
      expect(text).toMatch(
        new RegExp(
          `_… cut: ${60 - shown.length} more failures, ${60 - rows.length} more failing flows in the table; see the job summary and the reports\\._\\n$`,
        ),
      );
    });

    it('never exceeds even an absurdly small limit', () => {
      const text = renderSummary(input(manyFailures(5, 10)), { limit: 120, marker: SUMMARY_MARKER });
      expect(bytes(text)).toBeLessThanOrEqual(120);
      expect(text.startsWith(`${SUMMARY_MARKER}\n## ❌ Falcon CI: gate failed`)).toBe(true);
      expectValidMarkdown(text);
    });
  });
});

describe('renderSummary: triage and investigation', () => {
  const failing = flow('contract', 'products', [
    failingStep('get', 12, [
      { name: 'contract schema', expected: 'valid', actual: '1 violation', passed: false, line: 14 },
    ]),
  ]);
  const results = [failing];
  const gate = decideGate(results, ['smoke', 'contract']);
  const findings = triage(results);

  it('shows the offline triage and what the agent concluded, after the failures', () => {
    const text = renderSummary(
      {
        results,
        gate,
        durationMs: 10,
        investigation: {
          findings,
          agent: {
            stopReason: 'answer',
            answer: 'The price is a string.\n<b>not html</b>',
            turns: 4,
            toolCalls: { run_flow: 1 },
            usage: { promptTokens: 10, completionTokens: 5 },
            reports: ['.falcon/reports/contract_report_shop_20261122T070000Z.md'],
            deniedWrites: [{ tool: 'write_file', path: 'server.js', diff: '' }],
          },
          proposals: [],
        },
      },
      { limit: COMMENT_LIMIT },
    );
    expect(text.indexOf('### Failures')).toBeLessThan(text.indexOf('### Triage'));
    expect(text).toContain('_The agent answered after 4 turns._');
    expect(text).toContain('> The price is a string.');
    expect(text).toContain('> &lt;b&gt;not html&lt;/b&gt;');
    expect(text).toContain('Reports: `.falcon/reports/contract_report_shop_20261122T070000Z.md`');
    expect(text).toContain('Changes refused, not applied: `server.js`');
  });

  it('says plainly when the agent could not finish, and shows nothing of a skipped one', () => {
    const base: SummaryInput = { results, gate, durationMs: 10 };
    const failed = renderSummary(
      {
        ...base,
        investigation: {
          findings: [],
          agent: {
            stopReason: 'model_error',
            message: 'the model endpoint answered 500',
            turns: 1,
            toolCalls: {},
            usage: { promptTokens: 0, completionTokens: 0 },
            reports: [],
            deniedWrites: [],
          },
          proposals: [],
        },
      },
      { limit: COMMENT_LIMIT },
    );
    expect(failed).toContain('_The agent could not finish: the model failed after 1 turn._');
    expect(failed).toContain('> the model endpoint answered 500');
    const skipped = renderSummary(
      {
        ...base,
        investigation: { findings: [], agent: { stopReason: 'skipped', message: 'no model' }, proposals: [] },
      },
      { limit: COMMENT_LIMIT },
    );
    expect(skipped).not.toContain('### Investigation');
  });
});
