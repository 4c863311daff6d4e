/**
 * The Markdown that reviewers read: the job summary and the sticky pull-request comment. Both come
 * from one renderer so they never disagree; they differ in their size limit and in the hidden marker
 * that lets the next run find its comment again.
 *
 * GitHub refuses a comment over 65,536 characters and a job summary over 1 MiB, so the renderer cuts
 * whole blocks (never inside a code block or an HTML tag), least important first, and says so.
 */
import path from 'node:path';
import type { CancelledRun, CheckResult, FlowResult, Regression, StepResult } from '../../core/results.js';
import type { FlakyFlow } from '../../store/runs.js';
import { describeRegression } from '../../store/watchdog.js';
import type { GateResult } from '../../gate.js';
import type { Investigation } from '../../investigate/types.js';
import { renderTriage } from '../../investigate/triage/render.js';
import { clip, escapeHtml, plural } from '../../util/text.js';
import type { OutsideDiff } from '../../investigate/fixes/types.js';
import { coverageFailure, renderCoverageSection } from './coverage.js';
import { renderAgentOutcome, renderProposals } from './investigation.js';
import { cell, errorLabel, passedSteps, renderFailures } from '../markdown.js';
import type { WrittenReport } from '../outputs.js';

/** The first line of the sticky comment: invisible when rendered, found again by the next run. */
export const SUMMARY_MARKER = '<!-- falcon-ci:summary -->';
/** GitHub's cap on a step's job summary, in bytes. */
export const JOB_SUMMARY_LIMIT = 1_048_576;
/** GitHub's cap on an issue or pull-request comment, in characters. */
export const COMMENT_LIMIT = 65_536;

export interface SummaryInput {
  results: FlowResult[];
  gate: GateResult;
  reports?: WrittenReport[];
  durationMs: number;
  apiName?: string;
  /** Link to the workflow run, where the full job summary lives. */
  runUrl?: string;
  /** Offline triage, the agent's outcome and its proposed fixes. */
  investigation?: Investigation;
  /**
   * Parts of proposed fixes that could not be review suggestions (outside the diff, not verified…):
   * shown here as diff blocks. Absent when no suggestions were planned: then every fix is shown.
   */
  outsideDiff?: OutsideDiff[];
  /** Report paths are shown relative to this folder (the repository root) when given. */
  root?: string;
  /** What changed against the baseline. */
  regressions?: readonly Regression[];
  /** Flows that both failed and passed on this commit. */
  flaky?: readonly FlakyFlow[];
  /** The run was cancelled before it ended. */
  cancelled?: CancelledRun;
  /** The artifact holding the run's reports, when the action uploaded them. */
  artifact?: { name: string; url: string };
}

export interface SummaryOptions {
  /**
   * The size limit, measured in UTF-8 bytes. A string never has fewer bytes than characters, so one
   * measure keeps both GitHub limits (1 MiB summary, 65,536-character comment).
   */
  limit: number;
  /** Written as the first line; give it for the pull-request comment. */
  marker?: string;
  /**
   * Durations in the table and the headline; default true. Durations differ on every run, so a
   * comment rendered without them stays byte-identical while the results do not change.
   */
  timings?: boolean;
}

/** One failing flow, in its full form and in a compact form used when space runs short. */
interface FailureBlock {
  full: string;
  compact: string;
}

interface Layout {
  rows: string[];
  /** Table rows left out, each standing for one flow. */
  rowsCut: number;
  failures: string[];
  failuresCut: number;
  failuresShortened: number;
  load: boolean;
  coverage: boolean;
  reports: boolean;
  investigation: boolean;
}

/** A single failure may not take more than this share of the limit in its full form. */
const BLOCK_SHARE = 4;
/** When not every gated failure fits beside the whole table, the table gets this share of the limit. */
const TABLE_SHARE = 4;
/** Values in the compact form are clipped to this many characters. */
const COMPACT_VALUE = 160;
const COMPACT_ROWS = 10;

export function renderSummary(input: SummaryInput, options: SummaryOptions): string {
  const timings = options.timings ?? true;
  const gated = (result: FlowResult): boolean => input.gate.types.includes(result.type);
  const failing = input.results.filter((result) => result.status !== 'passed');
  // Gated failures decide the verdict, so they come first and are the last to be cut.
  const ordered = [...failing.filter(gated), ...failing.filter((result) => !gated(result))];
  const blocks = ordered.map((result, index) =>
    failureBlock(result, gated(result), index === 0 && gated(result)),
  );
  const allRows = input.results.map((result) => tableRow(result, gated(result), timings));

  const render = (layout: Layout): string => assemble(input, options, timings, layout);
  const fits = (text: string): boolean => Buffer.byteLength(text, 'utf8') <= options.limit;

  const full: Layout = {
    rows: allRows,
    rowsCut: 0,
    failures: blocks.map((block) => block.full),
    failuresCut: 0,
    failuresShortened: 0,
    load: true,
    coverage: true,
    reports: true,
    investigation: true,
  };
  const complete = render(full);
  if (fits(complete)) return complete;

  // As many failures as fit after `frame`, in order: full, then compact, then none.
  const withFailuresAfter = (frame: Layout): { text: string; kept: number } | undefined => {
    const chosen = chooseFailures(blocks, options.limit, Buffer.byteLength(render(frame), 'utf8'));
    const withFailures = (kept: number): string => {
      const failures = chosen.slice(0, kept);
      return render({
        ...frame,
        failures: failures.map((choice) => choice.text),
        failuresCut: blocks.length - kept,
        failuresShortened: failures.filter((choice) => choice.compact).length,
      });
    };
    const kept = largestFitting(chosen.length, (count) => fits(withFailures(count)));
    return kept === undefined ? undefined : { text: withFailures(kept), kept };
  };
  const gatedFailing = ordered.filter(gated).length;

  // 1. The whole table and as many failures as fit, when that is every gated failure.
  const frame: Layout = { ...full, failures: [], failuresCut: blocks.length };
  const withWholeTable = withFailuresAfter(frame);
  if (withWholeTable && withWholeTable.kept >= gatedFailing) return withWholeTable.text;

  // 2. At scale the table would crowd out the failures: it lists only the failing flows, gated
  //    first, within a share of the limit (the rest counted), and the failures take what is left.
  const rowOf = new Map(input.results.map((result, index) => [result, allRows[index]!]));
  const failingRows = ordered.map((result) => rowOf.get(result)!);
  const passingCount = input.results.length - failingRows.length;
  const summaryRow = passingCount > 0 ? [passingRow(passingCount, timings)] : [];
  const tableBudget = options.limit / TABLE_SHARE;
  let rowsInBudget = 0;
  for (let used = 0; rowsInBudget < failingRows.length; rowsInBudget++) {
    used += Buffer.byteLength(failingRows[rowsInBudget]!, 'utf8') + 1;
    if (used > tableBudget) break;
  }
  const failingTable: Layout = {
    ...frame,
    rows: [...failingRows.slice(0, rowsInBudget), ...summaryRow],
    rowsCut: failingRows.length - rowsInBudget,
  };
  const withFailingTable = withFailuresAfter(failingTable);
  if (withFailingTable && withFailingTable.kept > 0) return withFailingTable.text;
  if (withWholeTable) return withWholeTable.text;

  // 3. Not even the frame fits: drop the load table, then list only the failing flows (gated first),
  //    cutting rows from the end, then drop the report list.
  const bare: Layout = { ...frame, load: false, coverage: false, investigation: false };
  if (fits(render(bare))) return render(bare);
  for (const reports of [true, false]) {
    const withRows = (kept: number): string =>
      render({
        ...bare,
        reports,
        rows: [...failingRows.slice(0, kept), ...summaryRow],
        rowsCut: failingRows.length - kept,
      });
    const rowsKept = largestFitting(failingRows.length, (kept) => fits(withRows(kept)));
    if (rowsKept !== undefined) return withRows(rowsKept);
  }

  // 4. A limit too small for any table: the verdict lines that fit, whole lines only.
  const lines = render({ ...bare, reports: false, rows: [], rowsCut: input.results.length }).split('\n');
  let text = '';
  for (const line of lines) {
    const next = text === '' ? line : `${text}\n${line}`;
    if (!fits(`${next}\n`)) break;
    text = next;
  }
  return text === '' ? '' : `${text}\n`;
}

/**
 * The largest count in 0..most that passes `fits`, by bisection (size grows with the count);
 * undefined when not even 0 does.
 */
function largestFitting(most: number, fits: (count: number) => boolean): number | undefined {
  if (!fits(0)) return undefined;
  let low = 0;
  let high = most;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (fits(middle)) low = middle;
    else high = middle - 1;
  }
  return low;
}

/**
 * Greedy in order of importance: a block goes in whole when it fits (and is not hogging the limit),
 * compact when only that fits; the first block that fits in neither form ends the list, so what is
 * cut is always the tail.
 */
function chooseFailures(
  blocks: FailureBlock[],
  limit: number,
  frameBytes: number,
): Array<{ text: string; compact: boolean }> {
  // Room for the cut note, whose numbers are not known yet.
  let remaining = limit - frameBytes - 200;
  const chosen: Array<{ text: string; compact: boolean }> = [];
  for (const block of blocks) {
    const fullBytes = Buffer.byteLength(block.full, 'utf8') + 2;
    const compactBytes = Buffer.byteLength(block.compact, 'utf8') + 2;
    if (fullBytes <= remaining && fullBytes <= limit / BLOCK_SHARE) {
      chosen.push({ text: block.full, compact: false });
      remaining -= fullBytes;
    } else if (compactBytes <= remaining) {
      chosen.push({ text: block.compact, compact: true });
      remaining -= compactBytes;
    } else {
      break;
    }
  }
  return chosen;
}

function assemble(input: SummaryInput, options: SummaryOptions, timings: boolean, layout: Layout): string {
  const sections: string[] = [];
  sections.push(headline(input, options, timings));
  if (layout.rows.length > 0) {
    const header = timings
      ? ['| Type | Flow | File | Result | Steps | Duration |', '| --- | --- | --- | --- | --- | --- |']
      : ['| Type | Flow | File | Result | Steps |', '| --- | --- | --- | --- | --- |'];
    sections.push([...header, ...layout.rows].join('\n'));
  }
  if (layout.failures.length > 0) sections.push('### Failures', ...layout.failures);
  const watchdog = watchdogSection(input);
  if (watchdog) sections.push(watchdog);
  if (layout.investigation) {
    const investigation = investigationSection(input);
    if (investigation) sections.push(investigation);
  }
  const fixes = proposalsSection(input);
  if (fixes) sections.push(fixes);
  if (layout.load) {
    const load = loadSection(input.results);
    if (load) sections.push(load);
  }
  if (layout.coverage && input.gate.coverage) sections.push(renderCoverageSection(input.gate.coverage));
  if (layout.reports) {
    const reports = reportsSection(input.reports ?? [], input.root);
    if (reports) sections.push(reports);
  }
  const note = cutNote(input, options, layout);
  if (note) sections.push(note);
  return `${sections.join('\n\n')}\n`;
}

function headline(input: SummaryInput, options: SummaryOptions, timings: boolean): string {
  const { gate, results } = input;
  const lines: string[] = [];
  if (options.marker) lines.push(options.marker);
  const name = input.apiName ? ` · ${inline(input.apiName)}` : '';
  lines.push(
    gate.verdict === 'pass' ? `## ✅ Falcon CI: gate passed${name}` : `## ❌ Falcon CI: gate failed${name}`,
  );
  lines.push('');

  const scope = gate.types.length > 0 ? gate.types.map((type) => `\`${type}\``).join(', ') : 'no types';
  const passed = results.filter((result) => result.status === 'passed').length;
  const verdict =
    gate.gatedCount === 0
      ? `**No gated flow ran** (gate: ${scope})`
      : gate.blocking.length > 0
        ? `**${gate.blocking.length} of ${plural(gate.gatedCount, 'gated flow')} failed** (gate: ${scope})`
        : gate.unreported.length > 0
          ? `**Part of the run never reported** (gate: ${scope})`
          : gate.coverage?.passed === false
            ? `**Coverage of the spec below the threshold** (gate: ${scope}, \`coverage\`)`
            : gate.verdict === 'fail'
              ? `**${plural(gate.blockingRegressions.length, 'regression')} against the baseline** (gate: ${scope}, \`regressions\`)`
              : `**${gate.gatedCount === 1 ? 'The gated flow' : `All ${gate.gatedCount} gated flows`} passed** (gate: ${scope})`;
  const facts = [
    verdict,
    `${plural(results.length, 'flow')}: ${passed} passed, ${results.length - passed} failed`,
  ];
  if (timings) facts.push(formatDuration(input.durationMs));
  if (input.runUrl) facts.push(`[workflow run](${input.runUrl})`);
  lines.push(facts.join(' · '));
  // In the headline, which is never cut: everything the summary leaves out is there.
  if (input.artifact) lines.push('', `Reports: [${codeSpan(input.artifact.name)}](${input.artifact.url})`);

  if (input.cancelled) {
    const by = input.cancelled.signal ? ` by ${input.cancelled.signal}` : '';
    const flows = input.cancelled.flows;
    const shown = flows.slice(0, CANCELLED_SHOWN).map((file) => codeSpan(file));
    const more = flows.length - shown.length;
    lines.push(
      '',
      `> [!WARNING]\n> The run was cancelled${by}. ${
        flows.length === 0
          ? 'Every flow had run; what followed them was cut short.'
          : `${plural(flows.length, 'flow')} did not run to the end: ${shown.join(', ')}${more > 0 ? ` and ${more} more` : ''}.`
      }`,
    );
  }
  if (gate.unreported.length > 0) {
    lines.push(
      '',
      `> [!CAUTION]\n${gate.unreported.map((part) => `> The gate failed: ${inline(part)}.`).join('\n')}`,
    );
  }
  const coverageFailed = gate.coverage && coverageFailure(gate.coverage);
  if (coverageFailed) lines.push('', `> [!CAUTION]\n> ${coverageFailed}`);
  if (gate.gatedCount === 0) {
    lines.push(
      '',
      `> [!WARNING]\n> The gate checked nothing: no flow of type ${scope} ran. Add such flows or change the gated types.`,
    );
  }
  if (gate.nonBlocking.length > 0) {
    lines.push(
      '',
      `⚠️ ${plural(gate.nonBlocking.length, 'flow')} outside the gate failed: reported here, not blocking the merge.`,
    );
  }
  return lines.join('\n');
}

function tableRow(result: FlowResult, gated: boolean, timings: boolean): string {
  const cells = [
    result.type,
    cell(inline(result.name)),
    codeSpan(cell(result.file)),
    resultLabel(result, gated),
    passedSteps(result),
  ];
  if (timings) cells.push(formatDuration(result.durationMs));
  return `| ${cells.join(' | ')} |`;
}

function passingRow(count: number, timings: boolean): string {
  const cells = ['', `… ${plural(count, 'passing flow')} not listed`, '', '✅ passed', ''];
  if (timings) cells.push('');
  return `| ${cells.join(' | ')} |`;
}

function resultLabel(result: FlowResult, gated: boolean): string {
  if (result.status === 'passed') return '✅ passed';
  const what = result.cancelled ? 'cancelled' : result.status === 'error' ? 'flow error' : 'failed';
  return gated ? `❌ ${what}` : `⚠️ ${what} (not gated)`;
}

function failureBlock(result: FlowResult, gated: boolean, open: boolean): FailureBlock {
  const summary = `<summary>${gated ? '❌' : '⚠️'} <b>${escapeHtml(result.type)}</b> · ${escapeHtml(result.name)} · <code>${escapeHtml(`${result.file}:${firstFailureLine(result)}`)}</code> — ${escapeHtml(problemCount(result))}</summary>`;
  const opening = `<details${open ? ' open' : ''}>${summary}`;
  const notGated = gated ? [] : ['', '_Not gated: reported only, does not block the merge._'];
  const fullBody = [opening, ...notGated, ...renderFailures(htmlSafe(result)), '', '</details>'].join('\n');
  const compact = [opening, ...notGated, '', ...compactFailures(result), '', '</details>'].join('\n');
  // A repro that itself holds a fence line would end the code block early; the compact form has none.
  return { full: balanced(fullBody) ? fullBody : compact, compact };
}

/** Failed checks as one short table, values clipped, no repro: what is left when space is short. */
function compactFailures(result: FlowResult): string[] {
  const rows: string[] = [];
  for (const step of failingSteps(result)) {
    if (step.error) rows.push(compactRow(step.name, errorLabel(step), '', step.error.message));
    for (const check of step.checks.filter((check) => !check.passed)) {
      rows.push(compactRow(step.name, check.name, check.expected, check.actual));
    }
    if (!step.error && !step.checks.some((check) => !check.passed))
      rows.push(compactRow(step.name, 'step', 'passed', step.status));
  }
  for (const check of result.load?.checks.filter((check) => !check.passed) ?? []) {
    rows.push(compactRow('load', check.name, check.expected, check.actual));
  }
  const shown = rows.slice(0, COMPACT_ROWS);
  const lines = ['| Step | Check | Expected | Actual |', '| --- | --- | --- | --- |', ...shown];
  if (rows.length > shown.length) lines.push(`| … | ${rows.length - shown.length} more | | |`);
  lines.push('', '_Shortened to fit; the full failure with its repro is in the job summary and the report._');
  return lines;
}

function compactRow(step: string, check: string, expected: string, actual: string): string {
  const value = (text: string): string => cell(escapeHtml(clip(text.replace(/\s+/g, ' '), COMPACT_VALUE)));
  return `| ${value(step)} | ${value(check)} | ${value(expected)} | ${value(actual)} |`;
}

function loadSection(results: readonly FlowResult[]): string | undefined {
  const loads = results.filter((result) => result.load);
  if (loads.length === 0) return undefined;
  const lines = [
    '### Load',
    '',
    '| Flow | Requests | Errors | Error rate | Requests/s | p50 | p95 | p99 | Thresholds |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const result of loads) {
    const load = result.load!;
    const latency = load.latencyMs;
    const failed = load.checks.filter((check) => !check.passed).length;
    const thresholds = load.checks.length === 0 ? '—' : failed === 0 ? '✅ met' : `❌ ${failed} missed`;
    lines.push(
      `| ${cell(inline(result.name))} | ${load.requests} | ${load.errors} | ${(load.errorRate * 100).toFixed(2)}% | ${load.rps.toFixed(1)} | ${ms(latency.p50)} | ${ms(latency.p95)} | ${ms(latency.p99)} | ${thresholds} |`,
    );
  }
  return lines.join('\n');
}

function reportsSection(reports: readonly WrittenReport[], root: string | undefined): string | undefined {
  if (reports.length === 0) return undefined;
  const lines = ['### Reports', ''];
  for (const report of reports) {
    const shown = root ? path.relative(root, report.path) || report.path : report.path;
    const where = codeSpan(shown.split(path.sep).join('/'));
    lines.push(
      report.valid
        ? `- ✅ ${report.type}: ${where}: passed validation`
        : `- ❌ ${report.type}: ${where}: failed validation: ${inline(report.reasons.join('; ') || 'no reason given')}`,
    );
  }
  return lines.join('\n');
}

/** Cancelled flows named in the headline at most; the table shows each. */
const CANCELLED_SHOWN = 10;
/** Shown whole findings at most; the reports hold every one. */
const TRIAGE_FINDINGS = 20;
/** Regressions listed at most; the rest are counted. */
const REGRESSIONS_SHOWN = 30;

/** Regressions against the baseline and flaky flows, when the history has any to tell. */
function watchdogSection(input: SummaryInput): string | undefined {
  const blocks: string[] = [];
  const regressions = input.regressions ?? [];
  if (regressions.length > 0) {
    const gated = input.gate.blockingRegressions.length > 0;
    const lines = [
      `### Regressions against the baseline${gated ? '' : ' (reported, not gating)'}`,
      '',
      ...regressions
        .slice(0, REGRESSIONS_SHOWN)
        .map((regression) => `- ${inline(describeRegression(regression))}`),
    ];
    const more = regressions.length - REGRESSIONS_SHOWN;
    if (more > 0) lines.push(`- _… and ${plural(more, 'more regression')}_`);
    blocks.push(lines.join('\n'));
  }
  const flaky = input.flaky ?? [];
  if (flaky.length > 0) {
    blocks.push(
      [
        '### Flaky flows',
        '',
        ...flaky.map(
          (flow) => `- \`${flow.file}\`: passed ${flow.passed}, failed ${flow.failed} time(s) on this commit`,
        ),
      ].join('\n'),
    );
  }
  return blocks.length > 0 ? blocks.join('\n\n') : undefined;
}

/** The offline triage and what the agent concluded, when there is anything to say. */
function investigationSection(input: SummaryInput): string | undefined {
  const investigation = input.investigation;
  if (!investigation) return undefined;
  const blocks: string[] = [];
  const triage = renderTriage(investigation.findings.slice(0, TRIAGE_FINDINGS)).replace(
    /^## Triage/,
    '### Triage',
  );
  if (triage) blocks.push(triage.trimEnd());
  const more = investigation.findings.length - TRIAGE_FINDINGS;
  if (more > 0) blocks.push(`_… and ${plural(more, 'more finding')} in the reports._`);
  const agent = renderAgentOutcome(investigation.agent, '###', investigation.core);
  if (agent) blocks.push(agent);
  return blocks.length > 0 ? blocks.join('\n\n') : undefined;
}

function proposalsSection(input: SummaryInput): string | undefined {
  return renderProposals(
    input.investigation?.proposals ?? [],
    input.outsideDiff,
    '###',
    input.investigation?.attempts,
  );
}

function cutNote(input: SummaryInput, options: SummaryOptions, layout: Layout): string | undefined {
  const cut: string[] = [];
  if (layout.failuresCut > 0) cut.push(plural(layout.failuresCut, 'more failure'));
  if (layout.rowsCut > 0) cut.push(`${plural(layout.rowsCut, 'more failing flow')} in the table`);
  if (!layout.load && input.results.some((result) => result.load)) cut.push('the load table');
  if (!layout.coverage && input.gate.coverage) cut.push('the coverage matrix');
  if (!layout.reports && (input.reports?.length ?? 0) > 0) cut.push('the list of reports');
  if (!layout.investigation && investigationSection(input)) cut.push('the triage and the investigation');
  if (cut.length === 0 && layout.failuresShortened === 0) return undefined;

  const summary = options.marker
    ? input.runUrl
      ? `[the job summary](${input.runUrl})`
      : 'the job summary'
    : undefined;
  const reports = input.artifact ? `[the reports](${input.artifact.url})` : 'the reports';
  const see = [summary, reports].filter(Boolean).join(' and ');
  if (cut.length === 0) {
    return `_… shortened: ${plural(layout.failuresShortened, 'failure')} without repro to fit GitHub's size limit; see ${see}._`;
  }
  return `_… cut: ${cut.join(', ')}; see ${see}._`;
}

/** Names, checks and messages reach `renderFailures` with HTML neutralised: a `</details>` in an API answer must stay text. */
function htmlSafe(result: FlowResult): FlowResult {
  const check = (item: CheckResult): CheckResult => ({
    ...item,
    name: escapeHtml(item.name),
    expected: escapeHtml(item.expected),
    actual: escapeHtml(item.actual),
    ...(item.details ? { details: item.details.map(escapeHtml) } : {}),
  });
  return {
    ...result,
    name: escapeHtml(result.name),
    steps: result.steps.map((step) => ({
      ...step,
      name: escapeHtml(step.name),
      checks: step.checks.map(check),
      ...(step.error
        ? { error: { ...step.error, message: escapeHtml(step.error.message.replace(/\s*\n\s*/g, ' ')) } }
        : {}),
    })),
    ...(result.load ? { load: { ...result.load, checks: result.load.checks.map(check) } } : {}),
  };
}

function failingSteps(result: FlowResult): StepResult[] {
  return result.steps.filter((step) => step.status === 'failed' || step.status === 'error');
}

function firstFailureLine(result: FlowResult): number {
  const step = failingSteps(result)[0];
  if (step) return step.checks.find((check) => !check.passed)?.line ?? step.error?.line ?? step.line;
  return result.load?.checks.find((check) => !check.passed)?.line ?? 1;
}

function problemCount(result: FlowResult): string {
  const steps = failingSteps(result);
  const errors = steps.filter((step) => step.error).map(errorLabel);
  const checks =
    steps.reduce((count, step) => count + step.checks.filter((check) => !check.passed).length, 0) +
    (result.load?.checks.filter((check) => !check.passed).length ?? 0);
  const parts = [...new Set(errors.map((label) => label.toLowerCase()))];
  if (checks > 0) parts.push(plural(checks, 'failed check'));
  if (parts.length === 0) parts.push(result.status === 'error' ? 'flow error' : 'failed');
  return parts.join(', ');
}

/** Every ``` fence closed and every `<details>` matched: the block can be cut around safely. */
export function balanced(markdown: string): boolean {
  const fences = markdown.split('\n').filter((line) => /^\s{0,3}(`{3,}|~{3,})/.test(line)).length;
  const opened = (markdown.match(/<details[\s>]/g) ?? []).length;
  const closed = (markdown.match(/<\/details>/g) ?? []).length;
  return fences % 2 === 0 && opened === closed;
}

function formatDuration(milliseconds: number): string {
  return milliseconds < 1000 ? `${Math.round(milliseconds)} ms` : `${(milliseconds / 1000).toFixed(1)} s`;
}

function ms(value: number): string {
  return `${Number.isInteger(value) ? value : value.toFixed(1)} ms`;
}

/** One line of text, HTML neutralised, for names written into Markdown. */
function inline(text: string): string {
  return escapeHtml(text.replace(/\s*\n\s*/g, ' '));
}

/** A code span that survives backticks in its text. */
function codeSpan(text: string): string {
  const longest = Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longest + 1);
  return longest > 0 ? `${fence} ${text} ${fence}` : `${fence}${text}${fence}`;
}
