import type { CheckResult, FlowResult, StepResult } from '../core/results.js';
import type { FlowType } from '../core/modes.js';
import { cut } from '../util/text.js';

const STATUS_LABEL: Record<FlowResult['status'], string> = {
  passed: '✓ PASS',
  failed: '✗ FAIL',
  error: '✗ ERROR',
};

export interface ReportContext {
  apiName: string;
  type: FlowType;
  gated: boolean;
  generatedAt: Date;
  /** The offline triage of this type's failures, as a Markdown section (may be empty). */
  triage?: string;
  /** The agent's outcome and its proposed fixes, shown in the reports of types that failed. */
  investigation?: string;
}

/**
 * The Markdown report for one flow type: the results table, each failure with expected and actual
 * and its repro, timings, and for performance flows the latency percentiles.
 */
export function renderTypeReport(results: readonly FlowResult[], context: ReportContext): string {
  const failed = results.filter((result) => result.status !== 'passed');
  const verdict = failed.length === 0 ? 'PASS' : 'FAIL';
  const lines: string[] = [
    `# ${capitalise(context.type)} report — ${context.apiName}`,
    '',
    `**${verdict}** · ${results.length} flow${results.length === 1 ? '' : 's'} · ${results.length - failed.length} passed · ${failed.length} failed · ${context.gated ? 'gated: a failure here fails the check' : 'not gated: reported only'} · ${context.generatedAt.toISOString()}`,
    '',
    '| Flow | File | Result | Steps passed | Duration |',
    '| --- | --- | --- | --- | --- |',
    ...results.map(
      (result) =>
        `| ${cell(result.name)} | \`${cell(result.file)}\` | ${STATUS_LABEL[result.status]} | ${passedSteps(result)} | ${result.durationMs} ms |`,
    ),
  ];

  const loads = results.filter((result) => result.load);
  if (loads.length > 0) {
    lines.push(
      '',
      '## Load',
      '',
      '| Flow | Requests | Errors | Requests/s | p50 | p95 | p99 | max |',
      '| --- | --- | --- | --- | --- | --- | --- | --- |',
    );
    for (const result of loads) {
      const load = result.load!;
      const l = load.latencyMs;
      lines.push(
        `| ${cell(result.name)} | ${load.requests} | ${load.errors} (${(load.errorRate * 100).toFixed(2)}%) | ${load.rps} | ${l.p50} ms | ${l.p95} ms | ${l.p99} ms | ${l.max} ms |`,
      );
    }
  }

  if (failed.length > 0) {
    lines.push('', '## Failures');
    for (const result of failed) lines.push(...renderFailures(result));
  }
  if (context.triage) lines.push('', context.triage.trimEnd());
  if (failed.length > 0 && context.investigation) lines.push('', context.investigation);

  lines.push(
    '',
    '## Timings',
    '',
    '| Flow | Step | Status | Time to headers | Total |',
    '| --- | --- | --- | --- | --- |',
  );
  for (const result of results) {
    for (const step of result.steps.filter((step) => step.timings)) {
      lines.push(
        `| ${cell(result.name)} | ${cell(step.name)} | ${step.status} | ${step.timings!.headersMs.toFixed(1)} ms | ${step.timings!.totalMs.toFixed(1)} ms |`,
      );
    }
  }
  return `${lines.join('\n')}\n`;
}

/** The failing steps of one flow, each with its checks and its repro. */
export function renderFailures(result: FlowResult): string[] {
  const lines: string[] = [];
  for (const step of result.steps.filter((step) => step.status === 'failed' || step.status === 'error')) {
    lines.push('', `### ${result.name} › ${step.name} (\`${result.file}:${step.line}\`)`, '');
    if (step.error) lines.push(`**${errorLabel(step)}:** ${step.error.message}`, '');
    const failedChecks = step.checks.filter((check) => !check.passed);
    if (failedChecks.length > 0) lines.push(...checkTable(failedChecks));
    if (step.response) lines.push('', `Response: \`${step.response.status}\`${bodyPreview(step)}`);
    // A request that failed again says so in its error; one answered the second time says it here.
    if (step.resent && !step.error) lines.push('', `Sent twice: ${step.resent}.`);
    if (step.repro) lines.push('', 'Reproduce:', '', ...codeBlock(step.repro, 'sh'));
  }
  const loadFailures = result.load?.checks.filter((check) => !check.passed) ?? [];
  if (loadFailures.length > 0) {
    lines.push(
      '',
      `### ${result.name} › load (\`${result.file}:${loadFailures[0]?.line ?? 1}\`)`,
      '',
      ...checkTable(loadFailures),
    );
  }
  return lines;
}

function checkTable(checks: CheckResult[]): string[] {
  const lines = ['| Check | Expected | Actual |', '| --- | --- | --- |'];
  for (const check of checks) {
    lines.push(`| ${cell(check.name)} | ${cell(check.expected)} | ${cell(check.actual)} |`);
  }
  const details = checks.flatMap((check) => check.details ?? []);
  if (details.length > 0)
    lines.push('', ...details.slice(0, 20).map((detail) => `- ${detail.replace(/\n/g, ' ')}`));
  if (details.length > 20) lines.push(`- … and ${details.length - 20} more`);
  return lines;
}

function bodyPreview(step: StepResult): string {
  const body = step.response?.body.trim();
  if (!body) return '';
  const preview = cut(body, 300);
  return ` \`${preview.replace(/`/g, "'").replace(/\s+/g, ' ')}\``;
}

/** How a step that got no judgeable answer is named to a person. */
export function errorLabel(step: StepResult): string {
  switch (step.error?.kind) {
    case 'connection':
      return 'No connection';
    case 'timeout':
      return 'Timed out';
    default:
      return 'Flow error';
  }
}

/** `3/4`: steps that passed of all steps. */
export function passedSteps(result: FlowResult): string {
  return `${result.steps.filter((step) => step.status === 'passed').length}/${result.steps.length}`;
}

/** A fenced block whose fence is longer than any backtick run inside, so nothing in `text` can close it. */
export function codeBlock(text: string, language = ''): string[] {
  const longest = Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(Math.max(3, longest + 1));
  return [`${fence}${language}`, text, fence];
}

/** Text safe inside a Markdown table cell. */
export function cell(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/\|/g, '\\|').replace(/\r?\n/g, '<br>');
}

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}
