import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { validateXML } from 'xmllint-wasm';
import type { CheckResult, FlowResult, StepResult } from '../../src/core/results.js';
import { renderJUnit } from '../../src/report/junit.js';
import { stepResult } from '../__fixtures__/results.js';

const XSD = path.resolve(import.meta.dirname, '../__fixtures__/junit/junit.xsd');

function step(id: string, status: StepResult['status'], extra: Partial<StepResult> = {}): StepResult {
  return stepResult({ id, status, line: 4, timings: { headersMs: 3, totalMs: 12.5 }, ...extra });
}

const failedCheck: CheckResult = {
  name: 'body $.name',
  expected: '= "Ada"',
  actual: '"<Bob> & \'friends\'"',
  passed: false,
  line: 9,
  details: ['value differs'],
};

const results: FlowResult[] = [
  {
    file: '.falcon/flows/contract_users.yaml',
    name: 'Users "contract"',
    type: 'contract',
    status: 'failed',
    startedAt: '2026-11-22T06:00:00.123Z',
    durationMs: 40,
    environment: 'local',
    baseUrl: 'http://127.0.0.1:3000',
    steps: [
      step('list', 'passed', {
        checks: [{ name: 'status', expected: '200', actual: '200 OK', passed: true }],
      }),
      step('get', 'failed', { checks: [failedCheck], repro: "curl 'http://127.0.0.1:3000/users/1'" }),
      step('delete', 'skipped', { timings: undefined }),
    ],
  },
  {
    file: '.falcon/flows/smoke_health.yaml',
    name: 'Health',
    type: 'smoke',
    status: 'failed',
    startedAt: '2026-11-22T06:00:00.000Z',
    durationMs: 5,
    steps: [
      step('health', 'error', {
        error: { kind: 'connection', message: 'could not connect (ECONNREFUSED)\u0007' },
      }),
    ],
  },
  {
    file: '.falcon/flows/performance_catalog.yaml',
    name: 'Catalog',
    type: 'performance',
    status: 'failed',
    startedAt: '2026-11-22T06:00:00.000Z',
    durationMs: 900,
    steps: [step('list', 'passed')],
    load: {
      requests: 100,
      errors: 0,
      errorRate: 0,
      durationMs: 800,
      rps: 125,
      latencyMs: { min: 1, mean: 5, p50: 4, p90: 8, p95: 9, p99: 30, max: 31 },
      statuses: { '200': 100 },
      checks: [{ name: 'load p99', expected: '≤ 20 ms', actual: '30 ms', passed: false, line: 12 }],
    },
  },
];

async function validate(xml: string): Promise<{ valid: boolean; errors: readonly unknown[] }> {
  return validateXML({
    xml: [{ fileName: 'junit.xml', contents: xml }],
    schema: [{ fileName: 'junit.xsd', contents: await readFile(XSD, 'utf8') }],
  });
}

describe('renderJUnit', () => {
  it('is valid against the common JUnit schema', async () => {
    const report = await validate(renderJUnit(results));
    expect(report.errors).toEqual([]);
    expect(report.valid).toBe(true);
  });

  it('is checked by a schema that rejects what report tools cannot read', async () => {
    const withoutCounts = renderJUnit(results).replace(/ tests="3" failures="1" errors="0"/, '');
    expect((await validate(withoutCounts)).valid).toBe(false);
  });

  it('counts tests, failures, errors and skips per suite and in total', () => {
    const xml = renderJUnit(results);
    expect(xml).toContain(
      '<testsuites name="Falcon CI" tests="6" failures="2" errors="1" skipped="1" time="0.945">',
    );
    expect(xml).toContain(
      '<testsuite name="Users &quot;contract&quot;" tests="3" failures="1" errors="0" skipped="1"',
    );
    expect(xml).toContain('<testsuite name="Health" tests="1" failures="0" errors="1" skipped="0"');
    expect(xml).toContain('<testsuite name="Catalog" tests="2" failures="1" errors="0" skipped="0"');
  });

  it('names cases by step with classname <type>.<flow> and points at the flow file and line', () => {
    const xml = renderJUnit(results);
    expect(xml).toContain(
      '<testcase name="get" classname="contract.Users &quot;contract&quot;" time="0.013" file=".falcon/flows/contract_users.yaml" line="4">',
    );
  });

  it('carries expected and actual, escaped, and the repro in failures', () => {
    const xml = renderJUnit(results);
    expect(xml).toContain(
      '<failure message="body $.name: expected = &quot;Ada&quot;, got &quot;&lt;Bob&gt; &amp; \'friends\'&quot;" type="body $.name">',
    );
    expect(xml).toContain("repro: curl 'http://127.0.0.1:3000/users/1'");
    expect(xml).toContain(
      '<testcase name="load" classname="performance.Catalog" time="0.800" file=".falcon/flows/performance_catalog.yaml" line="12"><failure message="load p99: expected ≤ 20 ms, got 30 ms"',
    );
  });

  it('turns unanswered requests into errors and replaces characters XML cannot hold', () => {
    const xml = renderJUnit(results);
    expect(xml).toContain('<error message="could not connect (ECONNREFUSED)\uFFFD" type="connection">');
  });
});
