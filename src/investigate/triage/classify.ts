/**
 * Offline triage: for every failing step (and every failed load threshold) one finding saying what
 * kind of failure it is, in a sentence, with what the API said about it and where in its code it
 * happened. No model and no network: only what the run recorded.
 */
import type { CheckResult, FlowResult, LoadResult, StepResult } from '../../core/results.js';
import { clip, plural } from '../../util/text.js';
import { readErrorContext } from './error-context.js';
import { locate, type LocateOptions } from './locate.js';
import { PathIndex } from './paths.js';
import type { ChangedFile, CodeLocation, FailureKind, Finding } from './types.js';

export interface TriageOptions {
  /** The PR's files; without them locations carry no `changed` / `inDiff` marks. */
  changedFiles?: readonly ChangedFile[];
  /** The checkout's files, relative to its root; without them trace paths are not mapped to it. */
  repositoryFiles?: readonly string[];
}

/** Most fundamental first: the first kind present in a step explains the others. */
export const KIND_PRECEDENCE: readonly FailureKind[] = [
  'unreachable',
  'timeout',
  'flow',
  'status',
  'contract',
  'assertion',
  'latency',
];

/** Schema violations listed in a summary; the rest are in the details. */
const SUMMARY_VIOLATIONS = 3;
/** Violation lines kept in the details per check. */
const DETAIL_VIOLATIONS = 20;

export function triage(results: readonly FlowResult[], options: TriageOptions = {}): Finding[] {
  const findings: Finding[] = [];
  const places: LocateOptions = { changedFiles: options.changedFiles };
  if (options.repositoryFiles !== undefined) places.repository = new PathIndex(options.repositoryFiles);
  for (const result of results) {
    for (const step of result.steps) {
      if (step.status !== 'failed' && step.status !== 'error') continue;
      findings.push(triageStep(result, step, places));
    }
    if (result.load) {
      for (const check of result.load.checks.filter((item) => !item.passed)) {
        findings.push(triageLoadCheck(result, result.load, check));
      }
    }
  }
  return findings;
}

/** The kind a check's failure stands for, from its name (see flows/checks.ts, semantics.ts, probes.ts). */
export function checkKind(name: string): FailureKind {
  if (name === 'status' || name === 'smoke not a server error' || name.startsWith('security '))
    return 'status';
  if (name === 'schema' || name.startsWith('contract ')) return 'contract';
  if (name === 'latency' || /^load (?:p\d+|max|throughput)$/.test(name)) return 'latency';
  return 'assertion';
}

function mostFundamental(kinds: readonly FailureKind[]): FailureKind | undefined {
  return KIND_PRECEDENCE.find((kind) => kinds.includes(kind));
}

function triageStep(result: FlowResult, step: StepResult, places: LocateOptions): Finding {
  const failed = step.checks.filter((check) => !check.passed);
  const errorKind = step.error ? ERROR_KINDS[step.error.kind] : undefined;
  const kind =
    mostFundamental([...(errorKind ? [errorKind] : []), ...failed.map((check) => checkKind(check.name))]) ??
    'assertion';
  const deciding = failed.filter((check) => checkKind(check.name) === kind);

  const details: string[] = [];
  if (step.error) details.push(`${step.error.kind}: ${step.error.message}`);
  for (const check of failed) {
    details.push(describeCheck(check));
    if (checkKind(check.name) === 'contract') {
      const violations = check.details ?? [];
      details.push(
        ...violations.slice(0, DETAIL_VIOLATIONS).map((violation) => `${check.name} ${violation}`),
      );
      if (violations.length > DETAIL_VIOLATIONS) {
        details.push(`${check.name}: … and ${violations.length - DETAIL_VIOLATIONS} more violations`);
      }
    }
  }

  const finding: Finding = {
    flow: result.file,
    flowName: result.name,
    type: result.type,
    step: step.name,
    line: deciding[0]?.line ?? step.error?.line ?? step.line,
    kind,
    summary: summarise(kind, step, deciding),
    details,
    locations: [],
  };

  const response = step.response;
  if (response) {
    const read = readErrorContext(response.body, response.json);
    // A 2xx body is only an error report when it says so (`error`, `errors`, a problem document):
    // `{"message": "ok"}` on a response that failed an assertion is not one.
    if (read && (response.status >= 400 || read.explicit)) finding.error = read.context;
    // The whole error body when it was kept for triage; the display cut may end before the culprit.
    finding.locations = locate(response.errorBody ?? response.body, { ...places, headers: response.headers });
  }
  return finding;
}

const ERROR_KINDS: Record<NonNullable<StepResult['error']>['kind'], FailureKind> = {
  connection: 'unreachable',
  timeout: 'timeout',
  flow: 'flow',
};

/** `name: expected X, got Y`, the form every detail line takes. */
function describeCheck(check: CheckResult): string {
  return `${check.name}: expected ${check.expected}, got ${check.actual}`;
}

/** `GET /products/42`: the request as a reviewer recognises it, without scheme and host. */
function requestLine(step: StepResult): string | undefined {
  const request = step.request;
  if (!request) return undefined;
  let target = request.url;
  try {
    const url = new URL(request.url);
    target = `${url.pathname}${url.search}`;
  } catch {
    // Not a URL (a flow error before one was built): shown as recorded.
  }
  return `${request.method.toUpperCase()} ${clip(target, 200)}`;
}

function summarise(kind: FailureKind, step: StepResult, deciding: readonly CheckResult[]): string {
  const request = requestLine(step);
  const subject = request ?? step.name;
  const first = deciding[0];
  const more = deciding.length > 1 ? ` (and ${plural(deciding.length - 1, 'more failed check')})` : '';
  switch (kind) {
    case 'unreachable':
      return `${subject} could not reach the API: ${step.error?.message ?? 'no connection'}`;
    case 'timeout':
      return `${subject} timed out: ${step.error?.message ?? 'no answer in time'}`;
    case 'flow':
      return `The flow could not run this step as written: ${step.error?.message ?? 'flow error'}`;
    case 'status': {
      if (!first) break;
      const what = first.name === 'status' ? '' : ` (${first.name})`;
      return `${subject} answered ${first.actual}, expected ${first.expected}${what}${more}`;
    }
    case 'contract':
      if (!first) break;
      return `${subject}: the response breaks the contract: ${contractSummary(deciding)}`;
    case 'latency':
      if (!first) break;
      return `${subject} was too slow: ${first.name} ${first.actual}, expected ${first.expected}${more}`;
    case 'assertion':
      if (!first) break;
      return `${subject}: ${describeCheck(first)}${more}`;
  }
  return `${subject} failed`;
}

/**
 * The exact JSON paths that broke the schema: `$.price must be a number (got "12.50")`. Checks
 * without violations (a wrong content type, an undocumented status) are said as expected/got.
 */
function contractSummary(checks: readonly CheckResult[]): string {
  const parts: string[] = [];
  let hidden = 0;
  for (const check of checks) {
    const violations = (check.details ?? []).filter((line) => line.startsWith('$'));
    const items = violations.length > 0 ? violations.map(violationSentence) : [describeCheck(check)];
    for (const item of items) {
      if (parts.length < SUMMARY_VIOLATIONS) parts.push(item);
      else hidden++;
    }
  }
  return `${parts.join('; ')}${hidden > 0 ? ` (and ${hidden} more)` : ''}`;
}

/** `$.items[0].price: must be a number (got "12.50")` → `$.items[0].price must be a number (got "12.50")`. */
function violationSentence(violation: string): string {
  const match = /^(\$(?:[^:'\s]|'(?:[^'\\]|\\.)*')*): (.*)$/.exec(violation);
  return match ? `${match[1]} ${match[2]}` : violation;
}

function triageLoadCheck(result: FlowResult, load: LoadResult, check: CheckResult): Finding {
  const kind = loadKind(check, load);
  const statuses = Object.entries(load.statuses)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([status, count]) => `${status} × ${count}`)
    .join(', ');
  const details = [describeCheck(check)];
  if (statuses !== '') details.push(`responses under load: ${statuses}`);
  return {
    flow: result.file,
    flowName: result.name,
    type: result.type,
    step: 'load',
    line: check.line ?? 1,
    kind,
    summary: `Under load (${plural(load.requests, 'request')}): ${describeCheck(check)}`,
    details,
    locations: [],
  };
}

/**
 * A failed error-rate threshold is as fundamental as the failures behind it: refused connections,
 * timeouts, error statuses, or (when every answer had a fine status) failed checks.
 */
function loadKind(check: CheckResult, load: LoadResult): FailureKind {
  if (check.name === 'load error rate') {
    if ((load.statuses.connection ?? 0) > 0) return 'unreachable';
    if ((load.statuses.timeout ?? 0) > 0) return 'timeout';
    if (Object.keys(load.statuses).some((status) => Number(status) >= 400)) return 'status';
    return 'assertion';
  }
  if (check.name === 'load requests') return 'flow';
  return checkKind(check.name);
}

/** The stack locations in a body, marked against the PR's files when they are known. */
export function locateInChanges(body: string, changedFiles?: readonly ChangedFile[]): CodeLocation[] {
  return locate(body, { changedFiles });
}
