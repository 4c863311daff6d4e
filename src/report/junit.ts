import type { CheckResult, FlowResult, StepResult } from '../core/results.js';

/**
 * JUnit XML as test-report tools read it: one `<testsuite>` per flow, one `<testcase>` per step
 * (and one for a performance flow's load phase), classname `<type>.<flow>`. Failed checks become
 * `<failure>` with expected and actual; requests that got no answer, or flows that could not run
 * as written, become `<error>`. Everything in it is already redacted.
 */
export function renderJUnit(results: readonly FlowResult[], name = 'Falcon CI'): string {
  const suites = results.map(renderSuite);
  const totals = results.map(countFlow).reduce(addCounts, emptyCounts());
  const time = seconds(results.reduce((sum, result) => sum + result.durationMs, 0));
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="${attr(name)}" tests="${totals.tests}" failures="${totals.failures}" errors="${totals.errors}" skipped="${totals.skipped}" time="${time}">`,
    ...suites,
    '</testsuites>',
    '',
  ].join('\n');
}

interface Counts {
  tests: number;
  failures: number;
  errors: number;
  skipped: number;
}

function emptyCounts(): Counts {
  return { tests: 0, failures: 0, errors: 0, skipped: 0 };
}

function addCounts(a: Counts, b: Counts): Counts {
  return {
    tests: a.tests + b.tests,
    failures: a.failures + b.failures,
    errors: a.errors + b.errors,
    skipped: a.skipped + b.skipped,
  };
}

function countFlow(result: FlowResult): Counts {
  const counts = emptyCounts();
  for (const step of result.steps) {
    counts.tests++;
    if (step.status === 'failed') counts.failures++;
    else if (step.status === 'error') counts.errors++;
    else if (step.status === 'skipped') counts.skipped++;
  }
  if (result.load) {
    counts.tests++;
    if (result.load.checks.some((check) => !check.passed)) counts.failures++;
  }
  return counts;
}

function renderSuite(result: FlowResult): string {
  const counts = countFlow(result);
  const classname = `${result.type}.${result.name}`;
  const cases = result.steps.map((step) => renderCase(step, classname, result.file));
  if (result.load) {
    const failed = result.load.checks.filter((check) => !check.passed);
    const body = failed.length > 0 ? failureElement(failed, undefined) : '';
    const line = result.load.checks[0]?.line;
    cases.push(
      `    <testcase name="load" classname="${attr(classname)}" time="${seconds(result.load.durationMs)}" file="${attr(result.file)}"${line ? ` line="${line}"` : ''}>${body}</testcase>`,
    );
  }
  return [
    `  <testsuite name="${attr(result.name)}" tests="${counts.tests}" failures="${counts.failures}" errors="${counts.errors}" skipped="${counts.skipped}" time="${seconds(result.durationMs)}" timestamp="${attr(result.startedAt.replace(/\.\d+Z$/, ''))}" file="${attr(result.file)}">`,
    '    <properties>',
    `      <property name="type" value="${attr(result.type)}"/>`,
    ...(result.environment
      ? [`      <property name="environment" value="${attr(result.environment)}"/>`]
      : []),
    ...(result.baseUrl ? [`      <property name="base_url" value="${attr(result.baseUrl)}"/>`] : []),
    '    </properties>',
    ...cases,
    '  </testsuite>',
  ].join('\n');
}

function renderCase(step: StepResult, classname: string, file: string): string {
  const open = `    <testcase name="${attr(step.name)}" classname="${attr(classname)}" time="${seconds(step.timings?.totalMs ?? 0)}" file="${attr(file)}" line="${step.line}"`;
  if (step.status === 'skipped') return `${open}><skipped message="an earlier step failed"/></testcase>`;
  if (step.status === 'error' && step.error) {
    const detail = [step.error.message, step.repro ? `repro: ${step.repro}` : ''].filter(Boolean).join('\n');
    return `${open}><error message="${attr(step.error.message)}" type="${step.error.kind}">${text(detail)}</error></testcase>`;
  }
  const failed = step.checks.filter((check) => !check.passed);
  if (failed.length === 0) return `${open}/>`;
  return `${open}>${failureElement(failed, step.repro)}</testcase>`;
}

function failureElement(failed: CheckResult[], repro: string | undefined): string {
  const first = failed[0] as CheckResult;
  const message = `${first.name}: expected ${first.expected}, got ${first.actual}${failed.length > 1 ? ` (+${failed.length - 1} more)` : ''}`;
  const lines = failed.flatMap((check) => [
    `${check.name}: expected ${check.expected}, got ${check.actual}`,
    ...(check.details ?? []).map((detail) => `  - ${detail}`),
  ]);
  if (repro) lines.push(`repro: ${repro}`);
  return `<failure message="${attr(message)}" type="${attr(first.name)}">${text(lines.join('\n'))}</failure>`;
}

function seconds(ms: number): string {
  return (ms / 1000).toFixed(3);
}

/** Characters XML 1.0 cannot hold at all, even escaped. */
// eslint-disable-next-line no-control-regex
const INVALID_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

function text(value: string): string {
  return value
    .replace(INVALID_XML, '\uFFFD')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

function attr(value: string): string {
  return text(value)
    .replace(/"/g, '&quot;')
    .replace(/\n/g, '&#10;')
    .replace(/\r/g, '&#13;')
    .replace(/\t/g, '&#9;');
}
