/**
 * Coverage as people read it: one line of totals, then operations × documented statuses with the
 * media types counted beside them. The job summary and the comment show a compact matrix (the
 * operations with gaps first, a bounded number of rows); the coverage report file shows all.
 */
import type { Coverage, CoverageCount, OperationCoverage } from '../../core/results.js';
import type { CoverageVerdict } from '../../gate.js';
import { plural } from '../../util/text.js';
import { cell } from '../markdown.js';

/** Rows of the compact matrix; the report file has the rest. */
const COMPACT_ROWS = 25;
/** Missing operations named in the gate's message; the report file has the rest. */
const NAMED_MISSING = 20;

export function coverageTotals(verdict: CoverageVerdict): string {
  const { measured } = verdict;
  const parts = [
    `**${measured.operations.exercised} of ${plural(measured.operations.documented, 'operation')}** (${percent(verdict.percent)})`,
    `statuses ${fraction(measured.statuses)}`,
    `request media types ${fraction(measured.requestMedia)}`,
    `response media types ${fraction(measured.responseMedia)}`,
  ];
  if (verdict.minOperations !== undefined) {
    parts.push(
      verdict.passed
        ? `threshold ${verdict.minOperations}% of operations met`
        : `**below the threshold of ${verdict.minOperations}% of operations**`,
    );
  }
  return parts.join(' · ');
}

/** Why the gate failed on coverage, naming what is missing; undefined when it did not. */
export function coverageFailure(verdict: CoverageVerdict): string | undefined {
  if (verdict.passed) return undefined;
  const named = verdict.missing.slice(0, NAMED_MISSING).map((operation) => `\`${cell(operation)}\``);
  const more = verdict.missing.length - named.length;
  return (
    `The gate failed: ${percent(verdict.percent)} of operations exercised, below ${verdict.minOperations}%. ` +
    `Not exercised: ${named.join(', ')}${more > 0 ? ` and ${more} more (see the coverage report)` : ''}.`
  );
}

/** The section of the job summary and the comment (the headline says when coverage failed the gate). */
export function renderCoverageSection(verdict: CoverageVerdict): string {
  const entries = verdict.measured.byOperation;
  const ordered = [...entries.filter(hasGap), ...entries.filter((entry) => !hasGap(entry))];
  const shown = ordered.slice(0, COMPACT_ROWS);
  const lines = ['### Coverage', '', coverageTotals(verdict)];
  if (shown.length > 0) lines.push('', ...matrix(shown));
  const left = entries.length - shown.length;
  if (left > 0) lines.push('', `… and ${plural(left, 'more operation')} in the coverage report.`);
  return lines.join('\n');
}

/** The coverage report file: every operation, every documented status and media type. */
export function renderCoverageReport(verdict: CoverageVerdict, apiName: string, generatedAt: Date): string {
  const lines = [
    `# Coverage report: ${apiName}`,
    '',
    `Generated ${generatedAt.toISOString()}.`,
    '',
    coverageTotals(verdict),
  ];
  const failure = coverageFailure(verdict);
  if (failure) lines.push('', `> ${failure}`);
  lines.push('', '## Operations × statuses', '', ...matrix(verdict.measured.byOperation, true));
  const missing = verdict.measured.byOperation.filter((entry) => !entry.exercised);
  if (missing.length > 0) {
    lines.push('', '## Not exercised', '', ...missing.map((entry) => `- \`${entry.operation}\``));
  }
  return `${lines.join('\n')}\n`;
}

/** `falcon coverage`: the totals, then one line per operation, those with gaps first. */
export function renderCoverageLines(runId: number, coverage: Coverage): string[] {
  const { operations } = coverage;
  const share = operations.documented === 0 ? 100 : (operations.exercised / operations.documented) * 100;
  const lines = [
    `Run #${runId}: ${operations.exercised} of ${plural(operations.documented, 'operation')} (${percent(share)}), statuses ${fraction(coverage.statuses)}, request media types ${fraction(coverage.requestMedia)}, response media types ${fraction(coverage.responseMedia)}`,
  ];
  const entries = coverage.byOperation;
  for (const entry of [...entries.filter(hasGap), ...entries.filter((candidate) => !hasGap(candidate))]) {
    const statuses = entry.statuses.documented.map(
      (status) => `${entry.statuses.exercised.includes(status) ? '✓' : '·'}${status}`,
    );
    const undocumented = entry.undocumented.map((status) => `!${status}`);
    lines.push(
      `${entry.exercised ? '✓' : '✗'} ${entry.operation}  ${[...statuses, ...undocumented].join(' ') || '—'}`,
    );
  }
  if (entries.some((entry) => entry.undocumented.length > 0))
    lines.push('(✓ exercised · · not exercised · ! answered but not documented)');
  return lines;
}

function matrix(entries: readonly OperationCoverage[], full = false): string[] {
  const header = full
    ? ['| Operation | Statuses | Request media types | Response media types |', '| --- | --- | --- | --- |']
    : ['| Operation | Statuses | Request media | Response media |', '| --- | --- | --- | --- |'];
  return [
    ...header,
    ...entries.map((entry) => {
      const statuses = entry.statuses.documented.map(
        (status) => `${entry.statuses.exercised.includes(status) ? '✅' : '⬜'} ${status}`,
      );
      const undocumented = entry.undocumented.map((status) => `⚠️ ${status}`);
      const media = (part: OperationCoverage['requestMedia']): string =>
        part.documented.length === 0
          ? '—'
          : full
            ? part.documented
                .map((value) => `${part.exercised.includes(value) ? '✅' : '⬜'} ${value}`)
                .join('<br>')
            : `${part.exercised.length}/${part.documented.length}`;
      const name = `${entry.exercised ? '' : '⬜ '}\`${cell(entry.operation)}\``;
      return `| ${name} | ${[...statuses, ...undocumented].join(' ') || '—'} | ${cell(media(entry.requestMedia))} | ${cell(media(entry.responseMedia))} |`;
    }),
  ];
}

function hasGap(entry: OperationCoverage): boolean {
  return (
    !entry.exercised ||
    entry.undocumented.length > 0 ||
    entry.statuses.exercised.length < entry.statuses.documented.length
  );
}

function fraction(count: CoverageCount): string {
  return `${count.exercised}/${count.documented}`;
}

function percent(value: number): string {
  return `${Number.isInteger(value) ? value : value.toFixed(1)}%`;
}
