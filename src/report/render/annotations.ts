/**
 * Annotations put each failure on the flow YAML line that asked for it, in the pull request's
 * "Files changed" view and on the run page. GitHub shows at most 10 errors and 10 warnings per step,
 * so the list is ordered by importance and the rest are counted, not silently lost.
 */
import type { CheckResult, FlowResult, StepResult } from '../../core/results.js';
import type { GateResult } from '../../gate.js';
import { clip } from '../../util/text.js';

export interface Annotation {
  /** `error` for gated flows (they block the merge), `warning` for the others. */
  level: 'error' | 'warning';
  title: string;
  message: string;
  /** The flow file, relative to the repository root. */
  file: string;
  line: number;
}

export interface AnnotationLimits {
  error: number;
  warning: number;
}

export interface AnnotationSet {
  annotations: Annotation[];
  /** How many of each level did not fit, so the caller can log "and N more". */
  omitted: { error: number; warning: number };
}

/** What GitHub displays per step and level. */
export const GITHUB_ANNOTATION_LIMITS: AnnotationLimits = { error: 10, warning: 10 };

/** Longer messages are clipped: the annotation points at the line, the job summary has the rest. */
const MESSAGE_MAX = 2000;
const DETAILS_MAX = 5;
const REPRO_MAX = 1000;

interface Candidate {
  annotation: Annotation;
  /** 0: the flow could not run or the API could not be reached; 1: a check failed. */
  rank: 0 | 1;
  flowIndex: number;
  sequence: number;
}

/**
 * One annotation per failed check, errored step and missed load threshold. Errors (gated flows)
 * and warnings (the others) are each spread over their flows, round by round: every failing flow's
 * most important annotation (an error that kept it from running, before a failed check) before any
 * flow's second, so ten annotations name ten failing flows, not two. Within a round, flows whose
 * annotation is an error of the run come first, then the flows in order.
 */
export function buildAnnotations(
  results: readonly FlowResult[],
  gate: GateResult,
  limits: AnnotationLimits = GITHUB_ANNOTATION_LIMITS,
): AnnotationSet {
  const candidates: Candidate[] = [];
  results.forEach((result, flowIndex) => {
    if (result.status === 'passed') return;
    const gated = gate.types.includes(result.type);
    for (const [sequence, item] of flowAnnotations(result, gated).entries()) {
      candidates.push({ ...item, flowIndex, sequence });
    }
  });
  // Each flow's own annotations, most important first; then round by round over the flows.
  candidates.sort((a, b) => a.flowIndex - b.flowIndex || a.rank - b.rank || a.sequence - b.sequence);
  const round = new Map<Candidate, number>();
  const seen = new Map<number, number>();
  for (const candidate of candidates) {
    const taken = seen.get(candidate.flowIndex) ?? 0;
    round.set(candidate, taken);
    seen.set(candidate.flowIndex, taken + 1);
  }
  candidates.sort(
    (a, b) =>
      levelRank(a) - levelRank(b) ||
      round.get(a)! - round.get(b)! ||
      a.rank - b.rank ||
      a.flowIndex - b.flowIndex,
  );

  const annotations: Annotation[] = [];
  const omitted = { error: 0, warning: 0 };
  const used = { error: 0, warning: 0 };
  for (const { annotation } of candidates) {
    const level = annotation.level;
    if (used[level] < limits[level]) {
      used[level] += 1;
      annotations.push(annotation);
    } else {
      omitted[level] += 1;
    }
  }
  return { annotations, omitted };
}

function levelRank(candidate: Candidate): number {
  return candidate.annotation.level === 'error' ? 0 : 1;
}

function flowAnnotations(
  result: FlowResult,
  gated: boolean,
): Array<Omit<Candidate, 'flowIndex' | 'sequence'>> {
  const level = gated ? 'error' : 'warning';
  const suffix = gated ? '' : '\n(Not gated: reported only, does not block the merge.)';
  const items: Array<Omit<Candidate, 'flowIndex' | 'sequence'>> = [];
  const add = (rank: 0 | 1, title: string, lines: string[], line: number): void => {
    items.push({
      rank,
      annotation: {
        level,
        title,
        message: clip(`${lines.join('\n')}${suffix}`, MESSAGE_MAX),
        file: result.file,
        line: Math.max(1, Math.trunc(line)),
      },
    });
  };

  for (const step of result.steps) {
    if (step.status !== 'failed' && step.status !== 'error') continue;
    const where = `${result.name} › ${step.name}${step.probe ? ` (${step.probe} probe)` : ''}`;
    if (step.error) {
      add(
        0,
        `Falcon CI ${result.type}: ${errorLabel(step)} in ${where}`,
        [step.error.message, ...repro(step)],
        step.error.line ?? step.line,
      );
    }
    const failed = step.checks.filter((check) => !check.passed);
    for (const check of failed) {
      add(
        1,
        `Falcon CI ${result.type}: ${check.name} failed in ${where}`,
        [...describeCheck(check), ...repro(step)],
        check.line ?? step.line,
      );
    }
    if (!step.error && failed.length === 0) {
      add(
        1,
        `Falcon CI ${result.type}: step failed in ${where}`,
        [`The step ended ${step.status}.`, ...repro(step)],
        step.line,
      );
    }
  }
  for (const check of result.load?.checks.filter((check) => !check.passed) ?? []) {
    add(
      1,
      `Falcon CI ${result.type}: load threshold ${check.name} missed in ${result.name}`,
      describeCheck(check),
      check.line ?? 1,
    );
  }
  if (items.length === 0) {
    // A flow that failed without a failing step (it could not start): still point at the file.
    add(
      result.status === 'error' ? 0 : 1,
      `Falcon CI ${result.type}: ${result.name} ${result.status === 'error' ? 'could not run' : 'failed'}`,
      [`The flow ended ${result.status}; see the job summary.`],
      1,
    );
  }
  return items;
}

function describeCheck(check: CheckResult): string[] {
  const lines = [`Expected ${check.expected}, got ${check.actual}.`];
  const details = check.details ?? [];
  lines.push(...details.slice(0, DETAILS_MAX).map((detail) => `- ${detail}`));
  if (details.length > DETAILS_MAX) lines.push(`- … and ${details.length - DETAILS_MAX} more`);
  return lines;
}

function repro(step: StepResult): string[] {
  return step.repro && step.repro.length <= REPRO_MAX ? [`Reproduce: ${step.repro}`] : [];
}

function errorLabel(step: StepResult): string {
  switch (step.error?.kind) {
    case 'connection':
      return 'no connection';
    case 'timeout':
      return 'timeout';
    default:
      return 'flow error';
  }
}
