import path from 'node:path';
import type { CancelledRun, FlowResult, Regression, StepResult } from '../core/results.js';
import type { FlakyFlow } from '../store/runs.js';
import { describeRegression } from '../store/watchdog.js';
import type { GateResult } from '../gate.js';
import type { InputError } from '../core/errors.js';
import type { Investigation } from '../investigate/types.js';
import type { Publisher } from './publisher.js';
import { coverageFailure, coverageTotals } from '../report/render/coverage.js';

/** ANSI styling that disappears when colour is off (CI logs, pipes, NO_COLOR). */
export interface Style {
  green(text: string): string;
  red(text: string): string;
  yellow(text: string): string;
  dim(text: string): string;
  bold(text: string): string;
}

export function createStyle(enabled: boolean): Style {
  const wrap =
    (open: number, close: number) =>
    (text: string): string =>
      enabled ? `\u001b[${open}m${text}\u001b[${close}m` : text;
  return {
    green: wrap(32, 39),
    red: wrap(31, 39),
    yellow: wrap(33, 39),
    dim: wrap(2, 22),
    bold: wrap(1, 22),
  };
}

/**
 * Colour when writing to a terminal, as the conventions say: FORCE_COLOR decides when it is set
 * (`1`, `2`, `3`, `true` or empty: colour; `0`, `false` or anything else: none, as Node reads it);
 * otherwise NO_COLOR (any non-empty value, no-color.org) or NODE_DISABLE_COLORS turn it off, and
 * so does a terminal that is `dumb` or not a terminal at all.
 */
export function wantsColor(stream: { isTTY?: boolean }, env: Record<string, string | undefined>): boolean {
  const force = env['FORCE_COLOR'];
  if (force !== undefined) return ['', '1', '2', '3', 'true'].includes(force);
  if (env['NO_COLOR'] || env['NODE_DISABLE_COLORS'] !== undefined) return false;
  return Boolean(stream.isTTY) && env['TERM'] !== 'dumb';
}

/** `✓ smoke     Health            .falcon/flows/smoke_health.yaml  42 ms` */
export function formatFlowLine(result: FlowResult, style: Style, gated: boolean): string {
  const mark = result.status === 'passed' ? style.green('✓') : gated ? style.red('✗') : style.yellow('✗');
  const label = result.cancelled ? ' (cancelled)' : result.status === 'error' ? ' (flow error)' : '';
  return `${mark} ${result.type.padEnd(11)} ${result.name}${label}  ${style.dim(`${result.file}  ${result.durationMs} ms`)}`;
}

/** Each failing step with its failed checks, where it is written, and how to reproduce it. */
export function formatFailures(result: FlowResult, style: Style): string[] {
  const lines: string[] = [];
  const failing = result.steps.filter((step) => step.status === 'failed' || step.status === 'error');
  for (const step of failing) lines.push(...formatStepFailure(result, step, style));
  for (const check of result.load?.checks.filter((check) => !check.passed) ?? []) {
    lines.push(`    ${style.red('✗')} ${check.name}: expected ${check.expected}, got ${check.actual}`);
  }
  if (result.load) {
    const l = result.load.latencyMs;
    lines.push(
      style.dim(
        `    load: ${result.load.requests} requests, ${result.load.rps}/s, p50 ${l.p50} ms, p95 ${l.p95} ms, p99 ${l.p99} ms, errors ${(result.load.errorRate * 100).toFixed(2)}%`,
      ),
    );
  }
  return lines;
}

function formatStepFailure(result: FlowResult, step: StepResult, style: Style): string[] {
  const lines = [`  ${style.bold(step.name)} ${style.dim(`at ${result.file}:${step.line}`)}`];
  if (step.error) lines.push(`    ${style.red('✗')} ${step.error.message}`);
  for (const check of step.checks.filter((check) => !check.passed)) {
    const where = check.line && check.line !== step.line ? style.dim(` (line ${check.line})`) : '';
    lines.push(
      `    ${style.red('✗')} ${check.name}: expected ${check.expected}, got ${check.actual}${where}`,
    );
    for (const detail of (check.details ?? []).slice(0, 10)) lines.push(`        ${detail}`);
  }
  // A request that failed again says so in its error; one answered the second time says it here.
  if (step.resent && !step.error) lines.push(style.dim(`    sent twice: ${step.resent}`));
  if (step.repro) lines.push(style.dim(`    repro: ${step.repro}`));
  return lines;
}

/** A cancelled run says so first, and names the flows that did not run to their end. */
export function formatCancelled(cancelled: CancelledRun | undefined, style: Style): string[] {
  if (!cancelled) return [];
  const by = cancelled.signal ? ` (${cancelled.signal})` : '';
  const flows = cancelled.flows;
  return [
    style.yellow(
      flows.length === 0
        ? `Cancelled${by}: every flow had run; what followed them was cut short`
        : `Cancelled${by}: ${flows.length} flow${flows.length === 1 ? '' : 's'} did not run to the end: ${flows.join(', ')}`,
    ),
  ];
}

/** The closing lines: what the gate decided and why. */
export function formatVerdict(
  gate: GateResult,
  results: readonly FlowResult[],
  style: Style,
  durationMs: number,
): string[] {
  const passed = results.filter((result) => result.status === 'passed').length;
  const counts = `${passed} passed, ${results.length - passed} failed, ${results.length} flows in ${(durationMs / 1000).toFixed(1)} s`;
  const scope = gate.types.length > 0 ? gate.types.join(', ') : 'nothing';
  const lines = [
    gate.verdict === 'pass'
      ? `${style.green(style.bold('Gate passed'))} (${scope}) — ${counts}`
      : gate.blocking.length > 0
        ? `${style.red(style.bold('Gate failed'))} (${scope}) — ${gate.blocking.length} gated flow${gate.blocking.length === 1 ? '' : 's'} failed: ${gate.blocking.map((flow) => flow.file).join(', ')} — ${counts}`
        : gate.unreported.length > 0
          ? `${style.red(style.bold('Gate failed'))} (${scope}) — part of the run never reported — ${counts}`
          : `${style.red(style.bold('Gate failed'))} (${scope}, regressions) — ${counts}`,
  ];
  for (const part of gate.unreported) lines.push(style.red(`Gate failed: ${part}`));
  if (gate.nonBlocking.length > 0) {
    lines.push(
      style.yellow(
        `Not gated, reported only: ${gate.nonBlocking.map((flow) => `${flow.file} (${flow.type})`).join(', ')}`,
      ),
    );
  }
  if (gate.blockingRegressions.length > 0) {
    lines.push(
      style.red(`Gate failed on ${gate.blockingRegressions.length} regression(s) against the baseline`),
    );
  }
  return lines;
}

/** Regressions against the baseline and flaky flows, one line each. */
export function formatWatchdog(
  regressions: readonly Regression[],
  flaky: readonly FlakyFlow[],
  style: Style,
): string[] {
  const lines: string[] = [];
  if (regressions.length > 0)
    lines.push(style.yellow(`Regressions against the baseline (${regressions.length}):`));
  for (const regression of regressions) lines.push(`  ${describeRegression(regression)}`);
  for (const flow of flaky) {
    lines.push(
      style.yellow(
        `Flaky: ${flow.file} passed ${flow.passed} and failed ${flow.failed} time(s) on this commit`,
      ),
    );
  }
  return lines;
}

export function formatInputErrors(errors: readonly InputError[], style: Style): string[] {
  return [
    style.red(`${errors.length} problem${errors.length === 1 ? '' : 's'} in the input; nothing was sent:`),
    ...errors.map((error) => `  ${error.describe()}`),
  ];
}

/** After the verdict: the offline triage of each failure, then what the agent concluded. */
export function formatInvestigation(investigation: Investigation, style: Style): string[] {
  const lines: string[] = [];
  for (const finding of investigation.findings) {
    lines.push(
      `${style.yellow('↳')} ${finding.kind}: ${finding.summary} ${style.dim(`(${finding.flow}:${finding.line})`)}`,
    );
    if (finding.error?.message) lines.push(`    API said: ${finding.error.message}`);
    for (const location of finding.locations.slice(0, 3)) {
      const mark = location.inDiff ? ' (in the diff)' : location.changed ? ' (changed in this PR)' : '';
      lines.push(
        style.dim(
          `    at ${location.file}:${location.line}${location.function ? ` in ${location.function}` : ''}${mark}`,
        ),
      );
    }
  }
  const agent = investigation.agent;
  if (agent.stopReason === 'skipped') return lines;
  const core = investigation.core;
  lines.push(
    '',
    style.bold(
      core?.ran === 'workflow'
        ? `Investigation (workflow core, ${agent.stopReason}):`
        : `Agent (${agent.stopReason}, ${agent.turns} turns${core ? `, ${core.ran} core` : ''}):`,
    ),
  );
  if (agent.message) lines.push(style.yellow(agent.message));
  if (agent.answer) lines.push(...agent.answer.split('\n').map((line) => `  ${line}`));
  for (const report of agent.reports) lines.push(style.dim(`agent report: ${report}`));
  for (const denied of agent.deniedWrites) lines.push(style.dim(`write not applied: ${denied.path}`));
  for (const proposal of investigation.proposals) {
    const verification = proposal.verification;
    const status =
      verification.status === 'verified'
        ? style.green('the failing flows pass with it')
        : style.yellow(`not verified: ${verification.reason}`);
    lines.push(`${style.bold('Proposed fix')} ${proposal.title} (${status})`);
    if (proposal.patchFile) lines.push(style.dim(`  apply with: git apply ${proposal.patchFile}`));
  }
  return lines;
}

export interface ConsoleTarget {
  /** How the results are styled (the colours of their stream). */
  style: Style;
  /** Where results go: stdout, or stderr when stdout carries the JSON result. */
  write(line?: string): void;
  /** How stderr is styled. */
  errorStyle?: Style;
  /** Where warnings, progress and input errors go (stderr). */
  writeError(line: string): void;
  /** Paths are shown relative to this folder. */
  cwd: string;
  /** The gated flow types: a failing gated flow is marked red, another yellow. */
  gate: readonly string[];
  /** How flows still running are shown on stderr: a line redrawn in place on a terminal, else now and then. */
  progress?: { terminal: boolean };
  /** The hint that runs the failing flows again (`falcon run --last-failed`), when there is one. */
  rerunHint?: (failing: readonly FlowResult[]) => string | undefined;
}

/** The CLI's publisher: a line per flow as it finishes, then the verdict, findings and outputs. */
export function createConsolePublisher(target: ConsoleTarget): Publisher {
  const { style } = target;
  const errorStyle = target.errorStyle ?? style;
  const progress = target.progress && createProgress(target.progress.terminal, target.writeError, errorStyle);
  // A line of results first clears the progress line, which is drawn again on its next tick.
  const write = (line?: string): void => {
    progress?.clear();
    target.write(line);
  };
  const warn = (message: string): void => {
    progress?.clear();
    target.writeError(errorStyle.yellow(`warning: ${message}`));
  };
  const shown = (file: string): string => path.relative(target.cwd, file) || file;
  return {
    workspaceLoaded: (_workspace, flows) =>
      target.writeError(errorStyle.dim(`Running ${flows.length} flows…`)),
    flowStarted: (flow) => progress?.started(flow.file),
    flowFinished: (result) => {
      progress?.finished(result.file);
      write(formatFlowLine(result, style, target.gate.includes(result.type)));
      if (result.status !== 'passed') formatFailures(result, style).forEach((line) => write(line));
      // The seed of every generated run is shown, passed or not: it is what replays the inputs.
      for (const step of result.steps) {
        if (step.cases) write(style.dim(`  ${step.name}: ${step.status}`));
      }
    },
    warning: warn,
    // The investigation's log is progress: stderr, beside the warnings.
    log: {
      info: (message) => target.writeError(errorStyle.dim(message)),
      warning: warn,
      group: (title, lines) => {
        target.writeError(errorStyle.bold(title));
        lines.forEach((line) => target.writeError(`  ${line}`));
      },
    },
    inputErrors: (errors) => formatInputErrors(errors, errorStyle).forEach((line) => target.writeError(line)),
    verdict: () => progress?.stop(),
    publish: async (run) => {
      progress?.stop();
      write();
      formatCancelled(run.cancelled, style).forEach((line) => write(line));
      formatVerdict(run.gate, run.results, style, run.durationMs).forEach((line) => write(line));
      if (run.gate.coverage) {
        write(`coverage: ${coverageTotals(run.gate.coverage).replace(/\*\*/g, '')}`);
        const failure = coverageFailure(run.gate.coverage);
        if (failure) write(style.red(failure.replace(/`/g, '')));
      }
      formatWatchdog(run.regressions, run.flaky, style).forEach((line) => write(line));
      if (run.investigation) formatInvestigation(run.investigation, style).forEach((line) => write(line));
      for (const report of run.outputs.reports ?? []) {
        const invalid = report.valid ? '' : ` (not valid: ${report.reasons.join('; ')})`;
        write(style.dim(`report: ${shown(report.path)}${invalid}`));
      }
      if (run.outputs.coverage) write(style.dim(`coverage report: ${shown(run.outputs.coverage)}`));
      if (run.outputs.html) write(style.dim(`html: ${shown(run.outputs.html)}`));
      if (run.outputs.junit) write(style.dim(`junit: ${shown(run.outputs.junit)}`));
      if (run.outputs.ctrf) write(style.dim(`ctrf: ${shown(run.outputs.ctrf)}`));
      if (run.outputs.sarif) write(style.dim(`sarif: ${shown(run.outputs.sarif)}`));
      if (run.outputs.json) write(style.dim(`json: ${shown(run.outputs.json)}`));
      const failing = run.results.filter((result) => result.status !== 'passed');
      const hint = failing.length > 0 ? target.rerunHint?.(failing) : undefined;
      if (hint) write(style.dim(`rerun what failed: ${hint}`));
    },
  };
}

/** How often the progress line is redrawn on a terminal, and when a flow counts as long. */
const PROGRESS_TICK_MS = 1000;
/** Off a terminal (a CI log), a line for the flows still running at most this often. */
const PROGRESS_LOG_MS = 30_000;

/**
 * The flows still running, on stderr: on a terminal, one line redrawn every second once a flow has
 * run for a second; in a log, a line every 30 s while one runs that long. Never holds the process.
 */
function createProgress(terminal: boolean, writeError: (line: string) => void, style: Style) {
  const running = new Map<string, number>();
  let drawn = false;
  let timer: NodeJS.Timeout | undefined;
  const clear = (): void => {
    if (!drawn) return;
    process.stderr.write('\r\u001b[2K');
    drawn = false;
  };
  const tick = (): void => {
    const now = performance.now();
    const threshold = terminal ? PROGRESS_TICK_MS : PROGRESS_LOG_MS;
    const long = [...running].filter(([, since]) => now - since >= threshold);
    if (long.length === 0) return clear();
    const list = long
      .slice(0, 3)
      .map(([file, since]) => `${path.basename(file)} (${Math.round((now - since) / 1000)} s)`)
      .join(', ');
    const text = `… ${running.size} running: ${list}${long.length > 3 ? `, ${long.length - 3} more` : ''}`;
    if (!terminal) return writeError(style.dim(text));
    clear();
    process.stderr.write(style.dim(text.slice(0, (process.stderr.columns ?? 80) - 1)));
    drawn = true;
  };
  const stop = (): void => {
    clearInterval(timer);
    timer = undefined;
    clear();
  };
  return {
    clear,
    stop,
    started(file: string): void {
      running.set(file, performance.now());
      timer ??= setInterval(tick, terminal ? PROGRESS_TICK_MS : PROGRESS_LOG_MS).unref();
    },
    finished(file: string): void {
      running.delete(file);
      if (running.size === 0) stop();
    },
  };
}
