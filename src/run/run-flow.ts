import type { Workspace } from '../workspace/types.js';
import { renderExpect } from '../flows/expect.js';
import {
  CANCELLED_STEP,
  errorResult,
  executeStep,
  type ExecutedStep,
  type ExecutionContext,
} from './execute.js';
import { runProbes, type ProbeBudget } from './probes.js';
import { buildRequest, requestReferences, RequestBuildError, type BuiltRequest } from './request.js';
import { matchesStatus } from '../flows/checks.js';
import { resolveTarget, type Target, type TargetOverrides } from './target.js';
import { TemplateError, templateReferences, type TemplateScope } from '../flows/template.js';
import type { Expect, Flow, Step } from '../flows/types.js';
import type { FlowResult, FlowStatus, StepResult } from '../core/results.js';

export interface FlowRunContext extends ExecutionContext {
  workspace: Workspace;
  overrides: TargetOverrides;
  env: Record<string, string | undefined>;
  now(): Date;
  /** The seed of generated cases that name none. */
  seed(): number;
}

/**
 * Runs one flow: setup, steps, teardown in order. A failed step skips the rest of its section and
 * the following ones unless it continues on failure; teardown always runs, so resources created by
 * the flow are cleaned up even when it fails. Either way a step that needs a value an earlier step
 * was to capture and did not is skipped, saying which: captures decide what depends on what, so a
 * flow that goes on after a failure reports every independent failure and no echo of the first.
 * Performance flows then replay their steps under load; security flows probe each step.
 */
export async function runFlow(flow: Flow, context: FlowRunContext): Promise<FlowResult> {
  const startedAt = context.now();
  const started = performance.now();
  const target = resolveTarget(flow, context.workspace, context.overrides);
  const scope: TemplateScope = { variables: { ...target.variables }, env: context.env };
  const steps: StepResult[] = [];
  // Only probes and generated cases vary a step's request afterwards; other flows keep none of them.
  const keepsRequests = flow.type === 'security' || flow.steps.some((step) => step.cases);
  const built = keepsRequests ? new Map<Step, BuiltRequest>() : undefined;
  let stopped = false;
  // Once the run is cancelled, nothing more is sent (teardown included): the client refuses it.
  const cancelled = (): boolean => context.signal?.aborted === true;
  let interrupted = false;
  /** Capture name → the step that was to capture it and did not. */
  const uncaptured = new Map<string, string>();

  const runSection = async (section: Step[], always: boolean): Promise<void> => {
    for (const step of section) {
      if (cancelled()) {
        // The first step left out says why; the rest are skipped.
        steps.push(interrupted ? skipped(step) : notRun(step));
        interrupted = true;
        continue;
      }
      if (stopped && !always) {
        steps.push(skipped(step));
        noteUncaptured(uncaptured, step, {});
        continue;
      }
      const missing = missingCapture(step, target, context, uncaptured);
      if (missing) {
        steps.push(skipped(step, missing));
        noteUncaptured(uncaptured, step, {});
        continue;
      }
      const { result, captured } = await runStep(step, flow, target, scope, context, built);
      if (result.error?.message === CANCELLED_STEP) interrupted = true;
      steps.push(result);
      Object.assign(scope.variables, captured);
      noteUncaptured(uncaptured, step, captured);
      if (result.status !== 'passed' && !(step.continue_on_failure || flow.continue_on_failure))
        stopped = true;
    }
  };
  await runSection(flow.setup, false);
  await runSection(flow.steps, false);
  const functionalPassed = steps.every((step) => step.status === 'passed');

  // Generated cases follow the steps they vary, so a step's captures are in its headers and path.
  for (const step of flow.steps) {
    const request = built?.get(step);
    if (step.cases && request && cancelled()) interrupted = true;
    else if (step.cases && request) {
      // Loaded only by flows that generate cases: fast-check is a tenth of what a run would load.
      const { runCases } = await import('./cases.js');
      steps.push(
        ...(await runCases(step, request, target.baseUrl, step.cases.seed ?? context.seed(), context)),
      );
    }
  }

  if (flow.type === 'security' && flow.security) {
    const budget: ProbeBudget = { probed: new Set() };
    for (const step of flow.steps) {
      const request = built?.get(step);
      if (request && cancelled()) interrupted = true;
      else if (request) steps.push(...(await runProbes(step, request, flow.security, budget, context)));
    }
  }

  let load: FlowResult['load'];
  if (flow.type === 'performance' && flow.load && functionalPassed && cancelled()) interrupted = true;
  else if (flow.type === 'performance' && flow.load && functionalPassed) {
    // Loaded with the first load phase: the histogram library is no cost to a run without one.
    const { runLoad } = await import('./load-phase.js');
    load = await runLoad(flow, flow.load, {
      ...context,
      buildScope: () => ({ variables: { ...scope.variables }, env: context.env }),
      build: (step, stepScope) =>
        buildRequest(step, stepScope, target, context.workspace.spec, context.workspace.requests),
      requestReferences: (step) => requestReferences(step, target, context.workspace.requests),
    });
  }

  // A load phase the cancellation cut short measured part of its load: its figures prove nothing;
  // a case or probe it stopped answered nothing.
  if ((load && cancelled()) || steps.some((step) => step.error?.message === CANCELLED_STEP))
    interrupted = true;

  await runSection(flow.teardown, true);

  return {
    file: flow.file,
    name: flow.name,
    type: flow.type,
    status: interrupted ? 'error' : flowStatus(steps, load),
    ...(interrupted ? { cancelled: true } : {}),
    steps,
    load,
    startedAt: startedAt.toISOString(),
    durationMs: Math.round(performance.now() - started),
    environment: target.environment?.name,
    baseUrl: target.baseUrl,
  };
}

async function runStep(
  step: Step,
  flow: Flow,
  target: Target,
  scope: TemplateScope,
  context: FlowRunContext,
  built: Map<Step, BuiltRequest> | undefined,
): Promise<ExecutedStep> {
  let request: BuiltRequest;
  let expect: Expect;
  try {
    request = buildRequest(step, scope, target, context.workspace.spec, context.workspace.requests);
    expect = renderExpect(step.expect, scope);
  } catch (error) {
    if (error instanceof TemplateError || error instanceof RequestBuildError) {
      const line = step.source.checks['request'] ?? step.source.line;
      const result = errorResult(
        step,
        undefined,
        context.redactor,
        { kind: 'flow', message: error.message, line },
        0,
      );
      return { result, captured: {} };
    }
    throw error;
  }
  built?.set(step, request);

  const problems = requestProblems(step, request, context);
  if (problems.length > 0) {
    const message = `the request does not match the spec for ${request.operation?.operationId ?? `${request.prepared.method} ${request.specPath}`}: ${problems.join('; ')}`;
    const line = step.source.checks['request'] ?? step.source.line;
    const result = errorResult(step, request.prepared, context.redactor, { kind: 'flow', message, line }, 0);
    return { result, captured: {} };
  }
  return executeStep(step, request, expect, flow.type, context);
}

/**
 * A request the spec would reject is a bug in the flow, unless the step expects a client error:
 * then sending a bad request is the point of the test (a 400 for a bad limit, a 404 for a bad id).
 */
function requestProblems(step: Step, request: BuiltRequest, context: FlowRunContext): string[] {
  const spec = context.workspace.spec;
  if (!spec || !request.operation || expectsClientError(step)) return [];
  const { prepared } = request;
  return spec.checkRequest(request.operation, {
    method: prepared.method,
    path: request.specPath,
    query: request.query,
    headers: prepared.headers,
    contentType: prepared.headers['content-type'],
    body: request.json !== undefined ? request.json : prepared.body,
  });
}

function expectsClientError(step: Step): boolean {
  const status = step.expect.status;
  if (status === undefined) return false;
  return [400, 401, 403, 404, 405, 409, 413, 415, 422].some((code) => matchesStatus(status, code));
}

/** The first step a cancelled run left out: an error of its own, so the flow cannot pass. */
function notRun(step: Step): StepResult {
  return {
    ...skipped(step),
    status: 'error',
    error: {
      kind: 'flow',
      message: 'not run: the run was cancelled before this step',
      line: step.source.line,
    },
  };
}

/** Remembers the step's capture names it did not fill, and forgets those it did. */
function noteUncaptured(
  uncaptured: Map<string, string>,
  step: Step,
  captured: Record<string, unknown>,
): void {
  for (const name of Object.keys(step.capture)) {
    if (Object.hasOwn(captured, name)) uncaptured.delete(name);
    else uncaptured.set(name, step.id);
  }
}

/** Why the step cannot be sent: a placeholder of its request or checks names a value never captured. */
function missingCapture(
  step: Step,
  target: Target,
  context: FlowRunContext,
  uncaptured: Map<string, string>,
): string | undefined {
  if (uncaptured.size === 0) return undefined;
  const references = [
    ...requestReferences(step, target, context.workspace.requests),
    ...templateReferences(step.expect),
  ];
  for (const reference of references) {
    const name = reference.split('.')[0] ?? reference;
    const producer = uncaptured.get(reference) ?? uncaptured.get(name);
    if (producer !== undefined)
      return `not sent: it needs {{${reference}}}, which step ${producer} did not capture`;
  }
  return undefined;
}

function skipped(step: Step, reason?: string): StepResult {
  return {
    id: step.id,
    name: step.name ?? step.id,
    phase: step.phase,
    status: 'skipped',
    checks: [],
    captures: {},
    attempts: 0,
    line: step.source.line,
    ...(reason ? { error: { kind: 'flow', message: reason, line: step.source.line } } : {}),
  };
}

function flowStatus(steps: StepResult[], load: FlowResult['load']): FlowStatus {
  if (steps.some((step) => step.status === 'error' && step.error?.kind === 'flow')) return 'error';
  if (steps.some((step) => step.status === 'failed' || step.status === 'error')) return 'failed';
  if (load && load.checks.some((check) => !check.passed)) return 'failed';
  return 'passed';
}
