import {
  HttpError,
  type HttpClient,
  type HttpResponse,
  type HttpSender,
  type PreparedRequest,
} from '../http/client.js';
import { toCurl } from '../http/curl.js';
import type { Redactor } from '../http/redact.js';
import type { ApiSpec, Operation } from '../openapi/types.js';
import { captureValues } from './capture.js';
import { operationKey } from '../openapi/coverage.js';
import { evaluateExpect, type CheckContext } from '../flows/checks.js';
import type { BuiltRequest } from './request.js';
import { typeChecks } from './semantics.js';
import type {
  CheckResult,
  JsonSchema,
  RequestRecord,
  ResponseRecord,
  StepError,
  StepResult,
} from '../core/results.js';
import type { Expect, Step } from '../flows/types.js';
import type { FlowType } from '../core/modes.js';
import { cut } from '../util/text.js';

/** What every request of a run shares. */
export interface ExecutionContext {
  http: HttpClient;
  redactor: Redactor;
  spec?: ApiSpec;
  /** Validates a body against a schema: the spec's validator, or a plain JSON Schema one without a spec. */
  validate(schema: JsonSchema, value: unknown): string[];
  timeoutMs: number;
  /** Resolves after `ms`, or at once when the run is cancelled. */
  sleep(ms: number): Promise<void>;
  /** Aborted when the run is cancelled: the client ends what is in flight, and nothing more is sent. */
  signal?: AbortSignal;
}

/** The message of a step whose request the cancelled run ended or never sent. */
export const CANCELLED_STEP = 'cancelled: the run was cancelled before this request was answered';

/** Bodies kept in results for reports and the agent; the checks saw the whole body. */
const RECORDED_BODY_LIMIT = 16 * 1024;
/** Error bodies kept for triage: a debug page's culprit is often far past the display cut. */
const TRIAGE_BODY_LIMIT = 1024 * 1024;

/** Capture names that hold credentials: their values are redacted everywhere from then on. */
const SECRET_NAME = /token|secret|password|passwd|api[-_]?key|session|cookie|credential/i;

export interface ExecutedStep {
  /** What reports show: secrets already redacted. */
  result: StepResult;
  /** The captured values as they are, for the following steps' templates only. */
  captured: Record<string, unknown>;
}

/** Sends a step's request (again, while `retry` allows and checks fail) and judges the answer. */
export function executeStep(
  step: Step,
  built: BuiltRequest,
  expect: Expect,
  flowType: FlowType,
  context: ExecutionContext,
): Promise<ExecutedStep> {
  const attempts = step.retry?.attempts ?? 1;
  // Most steps have one attempt: its promise is the answer, without an async frame around it.
  if (attempts === 1) return attemptStep(step, built, expect, flowType, context, 1);
  return attemptWhileFailing(step, built, expect, flowType, context, attempts);
}

async function attemptWhileFailing(
  step: Step,
  built: BuiltRequest,
  expect: Expect,
  flowType: FlowType,
  context: ExecutionContext,
  attempts: number,
): Promise<ExecutedStep> {
  let executed: ExecutedStep | undefined;
  for (let attempt = 1; attempt <= attempts; attempt++) {
    if (attempt > 1) await context.sleep(step.retry?.delay_ms ?? 0);
    if (attempt > 1 && context.signal?.aborted) break;
    executed = await attemptStep(step, built, expect, flowType, context, attempt);
    if (executed.result.status === 'passed') break;
  }
  return executed as ExecutedStep;
}

async function attemptStep(
  step: Step,
  built: BuiltRequest,
  expect: Expect,
  flowType: FlowType,
  context: ExecutionContext,
  attempt: number,
): Promise<ExecutedStep> {
  // What the request hands the API, the API (or a patched service) may print back anywhere.
  context.redactor.learnSent(built.prepared.headers);
  const outcome = await exchange(built.prepared, context, step.timeout_ms);
  if ('error' in outcome) {
    const error = { ...outcome.error, line: step.source.line };
    const result = errorResult(step, built.prepared, context.redactor, error, attempt);
    if (outcome.resent !== undefined) result.resent = outcome.resent;
    return { result, captured: {} };
  }
  const response = outcome.response;
  const { values, failures } = captureValues(step.capture, response, step.source);
  for (const name of Object.keys(values)) {
    const value = values[name];
    if (typeof value === 'string' && SECRET_NAME.test(name)) context.redactor.addSecret(value);
  }
  const spec = context.spec;
  const operation = built.operation;
  // concat sizes the array exactly: results are kept for the whole run, so their size is GC work.
  const checks: CheckResult[] = evaluateExpect(expect, response, {
    source: step.source,
    validate: context.validate,
    specSchema: specSchemaFor(spec, operation),
  }).concat(
    typeChecks(flowType, step, response, spec, operation, built.prepared.method, built.specPath),
    failures,
  );
  const request = recordRequest(built.prepared, context.redactor);
  const result: StepResult = {
    id: step.id,
    name: step.name ?? step.id,
    phase: step.phase,
    status: allPassed(checks) ? 'passed' : 'failed',
    request,
    response: recordResponse(response, context.redactor),
    timings: response.timings,
    checks: redactChecks(checks, context.redactor),
    captures: redactValues(values, context.redactor),
    attempts: attempt,
    ...(response.resent === undefined ? {} : { resent: response.resent }),
    repro: toCurl(request),
    line: step.source.line,
    ...(operation ? { operation: operationKey(operation) } : {}),
  };
  return { result, captured: values };
}

/** `schema: spec` answers from the step's operation; absent when the step has none. */
export function specSchemaFor(
  spec: ApiSpec | undefined,
  operation: Operation | undefined,
): CheckContext['specSchema'] {
  return spec && operation
    ? (status, contentType) => spec.responseSchema(operation, status, contentType)
    : undefined;
}

/**
 * Checks quote what was sent and received (an expected value filled from `{{env.TOKEN}}`, a body
 * echoing a password): redacted as they are recorded, before any renderer escapes them out of reach
 * of a later text pass.
 */
export function redactChecks(checks: CheckResult[], redactor: Redactor): CheckResult[] {
  if (!redactor.active) return checks;
  return checks.map((check) => ({
    ...check,
    expected: redactor.text(check.expected),
    actual: redactor.text(check.actual),
    ...(check.details ? { details: check.details.map((detail) => redactor.text(detail)) } : {}),
  }));
}

function allPassed(checks: readonly CheckResult[]): boolean {
  for (const check of checks) if (!check.passed) return false;
  return true;
}

function redactValues(values: Record<string, unknown>, redactor: Redactor): Record<string, unknown> {
  const redacted: Record<string, unknown> = {};
  for (const name of Object.keys(values)) {
    const value = values[name];
    redacted[name] = typeof value === 'string' ? redactor.text(value) : value;
  }
  return redacted;
}

/**
 * One request and its answer, through the run's client or `sender` (a load phase's own
 * connection); a connection failure or timeout comes back as a value, never thrown, with why the
 * request went out twice if it did (see `HttpResponse.resent`).
 */
export async function exchange(
  prepared: PreparedRequest,
  context: ExecutionContext,
  timeoutMs?: number,
  sender: HttpSender = context.http,
): Promise<{ response: HttpResponse } | { error: StepError; resent?: string }> {
  try {
    return { response: await sender.send(prepared, { timeoutMs: timeoutMs ?? context.timeoutMs }) };
  } catch (error) {
    // The API is not to blame for an answer the cancelled run stopped waiting for.
    if (context.signal?.aborted) return { error: { kind: 'flow', message: CANCELLED_STEP } };
    if (error instanceof HttpError) {
      const failure = { kind: error.kind, message: context.redactor.text(error.message) };
      return error.resent === undefined ? { error: failure } : { error: failure, resent: error.resent };
    }
    throw error;
  }
}

export function errorResult(
  step: Pick<Step, 'id' | 'name' | 'phase' | 'source'>,
  prepared: PreparedRequest | undefined,
  redactor: Redactor,
  error: StepError,
  attempts: number,
): StepResult {
  const request = prepared ? recordRequest(prepared, redactor) : undefined;
  return {
    id: step.id,
    name: step.name ?? step.id,
    phase: step.phase,
    status: 'error',
    request,
    checks: [],
    captures: {},
    attempts,
    error: { ...error, message: redactor.text(error.message) },
    repro: request ? toCurl(request) : undefined,
    line: error.line ?? step.source.line,
  };
}

export function recordRequest(prepared: PreparedRequest, redactor: Redactor): RequestRecord {
  return {
    method: prepared.method,
    url: redactor.url(prepared.url),
    headers: recordedHeaders(redactor.headers(prepared.headers)),
    body: prepared.body === undefined ? undefined : redactor.text(truncate(prepared.body)),
  };
}

export function recordResponse(response: HttpResponse, redactor: Redactor): ResponseRecord {
  const cut = response.bodyText.length > RECORDED_BODY_LIMIT;
  const record: ResponseRecord = {
    status: response.status,
    headers: recordedHeaders(redactor.headers(response.headers)),
    body: redactor.text(truncate(response.bodyText)),
    truncated: cut || response.truncated || undefined,
  };
  if (cut && response.status >= 400) {
    record.errorBody = redactor.text(response.bodyText.slice(0, TRIAGE_BODY_LIMIT));
  }
  return record;
}

function truncate(text: string): string {
  return cut(text, RECORDED_BODY_LIMIT);
}

/**
 * A header value kept in results, reports, JUnit and the curl repro (sent or received): no real
 * header needs more; a 5 MB one is cut and says so.
 */
const RECORDED_HEADER_LIMIT = 8 * 1024;

/** Header values as recorded, cut in place: `headers` is always the fresh copy the redactor made. */
function recordedHeaders(headers: Record<string, string>): Record<string, string> {
  for (const name of Object.keys(headers)) {
    const value = headers[name] as string;
    if (value.length > RECORDED_HEADER_LIMIT)
      headers[name] = `${cut(value, RECORDED_HEADER_LIMIT)} [cut: ${value.length} characters in all]`;
  }
  return headers;
}
