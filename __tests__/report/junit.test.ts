import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { validateXML } from 'xmllint-wasm';
import type { CheckResult, FlowResult, StepResult } from '../../src/core/results.js';
import { renderJUnit } from '../../src/report/junit.js';
import { stepResult } from '../__fixtures__/results.js';
import { dornyRead, mikepenzRead } from '../__fixtures__/junit/readers.js';

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

describe('renderJUnit as test-report actions read it', () => {
  const gated = { gate: ['contract', 'smoke'] as const, flaky: ['.falcon/flows/contract_users.yaml'] };
  const tracked = results.map((result) => result.file);

  it('is still valid JUnit with the gate and flaky marks', async () => {
    const report = await validate(renderJUnit(results, { ...gated, gate: [...gated.gate] }));
    expect(report.errors).toEqual([]);
    expect(report.valid).toBe(true);
  });

  it('fails only gated flows for both readers, and skips the rest saying why', async () => {
    const xml = renderJUnit(results, { ...gated, gate: [...gated.gate] });
    for (const read of [await dornyRead(xml, tracked), mikepenzRead(xml)]) {
      const outcome = (suite: string, name: string) =>
        read.find((item) => item.suite === suite && item.name === name);
      expect(outcome('Users "contract"', 'get')?.result).toBe('failed');
      expect(outcome('Health', 'health')?.result).toBe('failed');
      // performance is not gated: its missed threshold is a skip with the reason, not a failure.
      expect(outcome('Catalog', 'load')?.result).toBe('skipped');
      expect(read.filter((item) => item.result === 'failed')).toHaveLength(2);
    }
    expect(xml).toMatch(/<skipped message="not gated: load p99: expected ≤ 20 ms, got 30 ms">/);
    expect(xml).toMatch(/<testsuites name="Falcon CI" tests="6" failures="1" errors="1" skipped="2"/);
  });

  it('puts each failure at its flow file and line for both readers', async () => {
    const xml = renderJUnit(results, { ...gated, gate: [...gated.gate] });
    const dorny = await dornyRead(xml, tracked);
    expect(dorny.find((item) => item.name === 'get')).toMatchObject({
      file: '.falcon/flows/contract_users.yaml',
      line: 9,
      message: 'body $.name: expected = "Ada", got "<Bob> & \'friends\'"',
    });
    expect(dorny.find((item) => item.name === 'health')).toMatchObject({
      file: '.falcon/flows/smoke_health.yaml',
      line: 4,
    });
    const mikepenz = mikepenzRead(xml);
    expect(mikepenz.find((item) => item.name === 'get')).toMatchObject({
      file: '.falcon/flows/contract_users.yaml',
      line: 4,
    });
  });

  it('carries the answer of a failed step, cut, and the flaky mark', () => {
    const withAnswer: FlowResult[] = [
      {
        ...results[0]!,
        steps: [
          step('get', 'failed', {
            checks: [failedCheck],
            response: { status: 500, headers: { 'content-type': 'text/plain' }, body: 'x'.repeat(10_000) },
          }),
        ],
      },
    ];
    const xml = renderJUnit(withAnswer, { gate: ['contract'], flaky: ['.falcon/flows/contract_users.yaml'] });
    const out = /<system-out>([\s\S]*?)<\/system-out>/.exec(xml)?.[1];
    expect(out).toMatch(/^500\ncontent-type: text\/plain\n\nx+\n… \(cut\)$/);
    expect(out!.length).toBeLessThan(4200);
    expect(xml).toContain('<property name="flaky" value="true"/>');
  });
});
