import path from 'node:path';
import type { FlowType } from '../core/modes.js';
import type { CheckResult, FlowResult, StepResult } from '../core/results.js';

/**
 * JUnit XML as test-report tools read it (dorny/test-reporter, mikepenz/action-junit-report, the
 * JUnit schema): one `<testsuite>` per flow, one `<testcase>` per step (and one for a performance
 * flow's load phase), classname `<type>.<flow>`, with the flow file and line of each step.
 *
 * - A failed check of a gated flow is a `<failure>` with expected and actual; a request that got
 *   no answer, or a flow that could not run as written, an `<error>`.
 * - A failure of a flow outside the gate is a `<skipped>` whose message starts `not gated:` and
 *   says what failed, so the tools, which fail on any failure, go red only when the gate does.
 * - A failed step's `<system-out>` holds the answer (status, content type, body), cut at 4 KB.
 * - A flow that both failed and passed on this commit has the suite property `flaky` (the JUnit
 *   schema allows properties on suites only).
 * - Each failure's text ends with a frame `at <folder>.Flow.<step>(<file>:<line>)`, which is where
 *   readers that locate failures from stack traces (dorny/test-reporter) look for the flow file.
 *
 * Everything in it is already redacted.
 */
export interface JUnitOptions {
  /** The suites' root name. */
  name?: string;
  /** The gated types: failures of other types are written as skipped. Default: every type gates. */
  gate?: readonly FlowType[];
  /** Flow files that both failed and passed on this commit. */
  flaky?: readonly string[];
}

/** How much of a failed step's answer `<system-out>` holds. */
const OUTPUT_LIMIT = 4096;

export function renderJUnit(results: readonly FlowResult[], options: JUnitOptions = {}): string {
  const name = options.name ?? 'Falcon CI';
  const context = (result: FlowResult): SuiteContext => ({
    gated: options.gate === undefined || options.gate.includes(result.type),
    flaky: options.flaky?.includes(result.file) ?? false,
  });
  const suites = results.map((result) => renderSuite(result, context(result)));
  const totals = results.map((result) => countFlow(result, context(result))).reduce(addCounts, emptyCounts());
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

interface SuiteContext {
  gated: boolean;
  flaky: boolean;
}

function countFlow(result: FlowResult, context: SuiteContext): Counts {
  const counts = emptyCounts();
  const count = (outcome: 'failed' | 'error' | 'skipped' | 'passed'): void => {
    counts.tests++;
    if (outcome === 'skipped' || (!context.gated && outcome !== 'passed')) counts.skipped++;
    else if (outcome === 'failed') counts.failures++;
    else if (outcome === 'error') counts.errors++;
  };
  for (const step of result.steps) count(step.status);
  if (result.load) count(result.load.checks.some((check) => !check.passed) ? 'failed' : 'passed');
  return counts;
}

function renderSuite(result: FlowResult, context: SuiteContext): string {
  const counts = countFlow(result, context);
  const classname = `${result.type}.${result.name}`;
  const cases = result.steps.map((step) => renderCase(step, classname, result.file, context));
  if (result.load) {
    const failed = result.load.checks.filter((check) => !check.passed);
    const line = result.load.checks[0]?.line ?? 1;
    const body =
      failed.length === 0
        ? ''
        : outcomeElement('failure', failed, [frame(result.file, 'load', line)], context);
    cases.push(
      `    <testcase name="load" classname="${attr(classname)}" time="${seconds(result.load.durationMs)}" file="${attr(result.file)}" line="${line}"${body ? `>${body}</testcase>` : '/>'}`,
    );
  }
  return [
    `  <testsuite name="${attr(result.name)}" tests="${counts.tests}" failures="${counts.failures}" errors="${counts.errors}" skipped="${counts.skipped}" time="${seconds(result.durationMs)}" timestamp="${attr(result.startedAt.replace(/\.\d+Z$/, ''))}" file="${attr(result.file)}">`,
    '    <properties>',
    `      <property name="type" value="${attr(result.type)}"/>`,
    `      <property name="gated" value="${context.gated}"/>`,
    ...(context.flaky ? ['      <property name="flaky" value="true"/>'] : []),
    ...(result.cancelled ? ['      <property name="cancelled" value="true"/>'] : []),
    ...(result.environment
      ? [`      <property name="environment" value="${attr(result.environment)}"/>`]
      : []),
    ...(result.baseUrl ? [`      <property name="base_url" value="${attr(result.baseUrl)}"/>`] : []),
    '    </properties>',
    ...cases,
    '  </testsuite>',
  ].join('\n');
}

function renderCase(step: StepResult, classname: string, file: string, context: SuiteContext): string {
  const open = `    <testcase name="${attr(step.name)}" classname="${attr(classname)}" time="${seconds(step.timings?.totalMs ?? 0)}" file="${attr(file)}" line="${step.line}"`;
  if (step.status === 'skipped') return `${open}><skipped message="an earlier step failed"/></testcase>`;
  const failed = step.checks.filter((check) => !check.passed);
  if (step.status === 'passed' && failed.length === 0) return `${open}/>`;
  const where = [frame(file, step.id, step.error?.line ?? failed[0]?.line ?? step.line)];
  const element =
    step.status === 'error' && step.error
      ? outcomeElement('error', [], [step.error.message, ...repro(step), ...where], context, step.error)
      : outcomeElement('failure', failed, [...repro(step), ...where], context);
  return `${open}>${element}${systemOut(step)}</testcase>`;
}

/**
 * A failure or error; outside the gate, a `<skipped>` carrying the same words, so test-report
 * tools count it without failing on it.
 */
function outcomeElement(
  kind: 'failure' | 'error',
  failed: readonly CheckResult[],
  trailer: readonly string[],
  context: SuiteContext,
  error?: StepResult['error'],
): string {
  const first = failed[0];
  const message = error
    ? error.message
    : first
      ? `${describe(first)}${failed.length > 1 ? ` (+${failed.length - 1} more)` : ''}`
      : 'the step failed';
  const lines = [
    ...failed.flatMap((check) => [
      describe(check),
      ...(check.details ?? []).map((detail) => `  - ${detail}`),
    ]),
    ...trailer,
  ];
  if (!context.gated) {
    return `<skipped message="${attr(`not gated: ${message}`)}">${text(lines.join('\n'))}</skipped>`;
  }
  const type = error ? error.kind : (first?.name ?? 'step');
  return `<${kind} message="${attr(message)}" type="${attr(type)}">${text(lines.join('\n'))}</${kind}>`;
}

function describe(check: CheckResult): string {
  return `${check.name}: expected ${check.expected}, got ${check.actual}`;
}

function repro(step: StepResult): string[] {
  return step.repro ? [`repro: ${step.repro}`] : [];
}

/** A stack frame naming the flow file and line, as readers of Java stack traces find a failure's place. */
function frame(file: string, step: string, line: number): string {
  const folder = path.basename(path.dirname(file)) || 'flows';
  const method = step.replace(/[^\w$]/g, '_') || 'step';
  return `at ${folder}.Flow.${method}(${path.basename(file)}:${line})`;
}

/**
 * The answer a failed step got, cut, for readers that show a test's output: its status, content
 * type and body (the other headers, such as `date`, would only make each run's file differ).
 */
function systemOut(step: StepResult): string {
  const response = step.response;
  if (!response) return '';
  const type = Object.entries(response.headers).find(([name]) => name.toLowerCase() === 'content-type');
  const answer = `${response.status}\n${type ? `content-type: ${type[1]}\n` : ''}\n${response.body}`;
  const cut = answer.length > OUTPUT_LIMIT || response.truncated;
  return `<system-out>${text(`${answer.slice(0, OUTPUT_LIMIT)}${cut ? '\n… (cut)' : ''}`)}</system-out>`;
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
