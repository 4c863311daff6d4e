import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import type { FlowResult, StepResult } from '../../src/core/results.js';
import { decideGate } from '../../src/gate.js';
import { Redactor } from '../../src/http/redact.js';
import { resolveOptions } from '../../src/options.js';
import { codeBlock } from '../../src/report/markdown.js';
import { slug } from '../../src/util/slug.js';
import { writeOutputs } from '../../src/report/outputs.js';
import { validateReportContent } from '../../src/workspace/report-content.js';
import { triage } from '../../src/investigate/triage/index.js';
import type { Workspace } from '../../src/workspace/types.js';
import { makeWorkspace, type TempRepo } from '../__fixtures__/workspace.js';
import { stepResult } from '../__fixtures__/results.js';

const SECRET = 'sk-live-abcdef123456';

function step(id: string, extra: Partial<StepResult>): StepResult {
  return stepResult({ id, line: 3, timings: { headersMs: 2, totalMs: 4 }, ...extra });
}

const results: FlowResult[] = [
  {
    file: '.falcon/flows/contract_products.yaml',
    name: 'Products contract',
    type: 'contract',
    status: 'failed',
    startedAt: '2026-11-22T06:00:00.000Z',
    durationMs: 30,
    steps: [
      step('get', {
        status: 'failed',
        line: 12,
        checks: [
          {
            name: 'schema',
            expected: 'body matching the spec',
            actual: '1 violation',
            passed: false,
            line: 15,
            details: ['$.price: must be number (got "12.50")'],
          },
        ],
        response: { status: 200, headers: {}, body: `{"price":"12.50","note":"${SECRET}"}` },
        repro: `curl 'http://127.0.0.1:3000/products/1' -H 'x-trace: \`\`\`'`,
      }),
    ],
  },
  {
    file: '.falcon/flows/performance_catalog.yaml',
    name: 'Catalog under load',
    type: 'performance',
    status: 'passed',
    startedAt: '2026-11-22T06:00:00.000Z',
    durationMs: 500,
    steps: [step('list', {})],
    load: {
      requests: 200,
      errors: 0,
      errorRate: 0,
      durationMs: 400,
      rps: 500,
      latencyMs: { min: 1, mean: 2, p50: 2.1, p90: 3, p95: 3.4, p99: 7.9, max: 9 },
      statuses: { '200': 200 },
      checks: [{ name: 'load p95', expected: '≤ 50 ms', actual: '3.4 ms', passed: true, line: 8 }],
    },
  },
];

let repo: TempRepo;
beforeEach(async () => {
  repo = await makeWorkspace({});
});
afterEach(() => repo.remove());

async function write(extra: Record<string, string> = {}) {
  const options = resolveOptions({ json: 'out/run.json', ...extra }, repo.root, (name) => `--${name}`);
  const workspace = { config: { api_name: 'Shop API' } } as unknown as Workspace;
  const now = new Date('2026-11-22T06:30:05.000Z');
  return writeOutputs(
    options,
    workspace,
    {
      results,
      gate: decideGate(results, ['smoke', 'contract']),
      investigation: {
        findings: triage(results),
        agent: { stopReason: 'skipped', message: 'no model is configured' },
        proposals: [],
      },
      pullRequest: { owner: 'octo-org', repo: 'octo-service', number: 7, headSha: 'a'.repeat(40) },
    },
    new Redactor([SECRET]),
    now,
  );
}

describe('writeOutputs', () => {
  it('writes one valid Markdown report per flow type, named <type>_report_<api>_<timestamp>.md', async () => {
    const outputs = await write();
    const files = (await readdir(path.join(repo.workspace, 'reports'))).sort();
    expect(files).toEqual([
      'contract_report_shop-api_20261122T063005Z.md',
      'ctrf.json',
      'falcon.sarif',
      'junit.xml',
      'performance_report_shop-api_20261122T063005Z.md',
      'report.html',
    ]);
    expect(outputs.reports?.map((report) => [report.type, report.valid, report.reasons])).toEqual([
      ['contract', true, []],
      ['performance', true, []],
    ]);
    for (const report of outputs.reports ?? [])
      expect((await validateReportContent(report.path)).valid).toBe(true);
  });

  it('puts each failure with expected, actual, details and a repro that cannot break its code block', async () => {
    await write();
    const text = await readFile(
      path.join(repo.workspace, 'reports/contract_report_shop-api_20261122T063005Z.md'),
      'utf8',
    );
    expect(text).toMatch(/^# Contract report — shop-api/);
    expect(text).toContain('**FAIL**');
    expect(text).toContain('| schema | body matching the spec | 1 violation |');
    expect(text).toContain('- $.price: must be number (got "12.50")');
    expect(text).toContain("````sh\ncurl 'http://127.0.0.1:3000/products/1' -H 'x-trace: ```'\n````");
    expect(text).toContain('`.falcon/flows/contract_products.yaml:12`');
    expect(text).toContain('## Triage');
    expect(text).toMatch(/\$\.price must be number/);
  });

  it('reports latency percentiles for performance flows', async () => {
    await write();
    const text = await readFile(
      path.join(repo.workspace, 'reports/performance_report_shop-api_20261122T063005Z.md'),
      'utf8',
    );
    expect(text).toContain(
      '| Catalog under load | 200 | 0 (0.00%) | 500 | 2.1 ms | 3.4 ms | 7.9 ms | 9 ms |',
    );
  });

  it('redacts secrets from every file and writes the JSON result and JUnit where asked', async () => {
    const outputs = await write({ junit: 'out/junit.xml' });
    expect(outputs.junit).toBe(path.join(repo.root, 'out/junit.xml'));
    expect(outputs.json).toBe(path.join(repo.root, 'out/run.json'));
    const texts = await Promise.all(
      [outputs.junit!, outputs.json!, ...(outputs.reports ?? []).map((report) => report.path)].map((file) =>
        readFile(file, 'utf8'),
      ),
    );
    for (const text of texts) expect(text).not.toContain(SECRET);
    expect(JSON.parse(texts[1]!)).toMatchObject({
      api_name: 'Shop API',
      pull_request: { owner: 'octo-org', number: 7 },
      proposals: [],
      verdict: 'fail',
      gate: { blocking: ['.falcon/flows/contract_products.yaml'] },
    });
  });
});

describe('slug', () => {
  it('makes a stable, file-safe API name', () => {
    expect(slug('Shop API v2!')).toBe('shop-api-v2');
    expect(slug('***')).toBe('api');
  });
});

describe('codeBlock', () => {
  it('uses a fence longer than any backtick run inside', () => {
    expect(codeBlock('a ```` b', 'sh')).toEqual(['`````sh', 'a ```` b', '`````']);
    expect(codeBlock('plain')).toEqual(['```', 'plain', '```']);
  });
});
