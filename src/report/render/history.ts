/** The run history as people read it in a terminal: `falcon history` and `falcon history <id>`. */
import type { RunDetail, RunRow } from '../../store/runs.js';

export function renderRunList(runs: readonly RunRow[]): string[] {
  if (runs.length === 0) return ['No runs in the history yet: `falcon run` records every run.'];
  const rows = runs.map((run) => [
    `#${run.id}`,
    run.startedAt.replace('T', ' ').replace(/\.\d+Z$/, 'Z'),
    run.verdict,
    `${run.failed}/${run.flows} failed`,
    formatDuration(run.durationMs),
    run.branch ?? '-',
    run.commit ? run.commit.slice(0, 12) : '-',
    run.pullRequest === undefined ? '' : `PR #${run.pullRequest}`,
  ]);
  return columns([['run', 'when', 'verdict', 'failures', 'duration', 'branch', 'commit', ''], ...rows]);
}

export function renderRun(run: RunDetail): string[] {
  const lines = [
    `Run #${run.id}: ${run.verdict} (gate: ${run.gate.join(', ') || 'nothing'}), ${run.failed} of ${run.flows} flows failed, ${formatDuration(run.durationMs)}`,
    `  started ${run.startedAt}${run.branch ? ` on ${run.branch}` : ''}${run.commit ? ` at ${run.commit}` : ''}${run.pullRequest === undefined ? '' : ` for PR #${run.pullRequest}`}`,
  ];
  for (const flow of run.flowRuns) {
    lines.push(
      `${flow.status === 'passed' ? '✓' : '✗'} ${flow.file} (${flow.type}) ${flow.status}, ${formatDuration(flow.durationMs)}`,
    );
    for (const step of run.steps.filter((candidate) => candidate.file === flow.file)) {
      const status = step.httpStatus === undefined ? '' : ` HTTP ${step.httpStatus}`;
      const latency = step.latencyMs === undefined ? '' : `, ${Math.round(step.latencyMs)} ms`;
      lines.push(`    ${step.step}: ${step.status}${status}${latency}`);
    }
  }
  return lines;
}

function columns(rows: readonly string[][]): string[] {
  const widths = rows[0]!.map((_, index) => Math.max(...rows.map((row) => (row[index] ?? '').length)));
  return rows.map((row) =>
    row
      .map((cell, index) => cell.padEnd(widths[index]!))
      .join('  ')
      .trimEnd(),
  );
}

function formatDuration(ms: number): string {
  return ms >= 1000 ? `${(ms / 1000).toFixed(1)} s` : `${ms} ms`;
}
