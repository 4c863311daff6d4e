import type { PreparedRequest } from '../http/client.js';
import { evaluateExpect } from '../flows/checks.js';
import { operationKey } from '../openapi/coverage.js';
import { errorResult, exchange, recordRequest, recordResponse, type ExecutionContext } from './execute.js';
import { toCurl } from '../http/curl.js';
import type { BuiltRequest } from './request.js';
import type { CheckResult, SecurityProbeKind, StepResult } from '../core/results.js';
import type { Expect, SecuritySpec, Step } from '../flows/types.js';

/** Shared by the probes of one flow, so a path is probed for undocumented methods once. */
export interface ProbeBudget {
  probed: Set<string>;
}

interface Probe {
  kind: SecurityProbeKind;
  label: string;
  request: PreparedRequest;
  expectation: Expect;
}

const CANDIDATE_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
const DENIED: Expect = { status: [401, 403] };
const NOT_A_SERVER_ERROR: Expect = { status: ['1xx', '2xx', '3xx', '4xx'] };

/**
 * Attacks one step's request the way a security review would: without credentials, with bad
 * credentials, with injection strings in every parameter and string field, and with methods the
 * spec does not document. Each probe is reported as its own step result, pointing at the step's line.
 */
export async function runProbes(
  step: Step,
  built: BuiltRequest,
  security: SecuritySpec,
  budget: ProbeBudget,
  context: ExecutionContext,
): Promise<StepResult[]> {
  const probes: Probe[] = [];
  for (const kind of security.probes) probes.push(...probesOf(kind, built, security, budget, context));
  const results: StepResult[] = [];
  // A probe with the step's method still calls its operation (without credentials, with a payload):
  // it counts for coverage; an undocumented method does not.
  const operation = built.operation ? operationKey(built.operation) : undefined;
  for (const probe of probes) {
    const result = await sendProbe(step, probe, context);
    results.push(
      operation && probe.request.method === built.prepared.method ? { ...result, operation } : result,
    );
  }
  return results;
}

function probesOf(
  kind: SecurityProbeKind,
  built: BuiltRequest,
  security: SecuritySpec,
  budget: ProbeBudget,
  context: ExecutionContext,
): Probe[] {
  const { prepared } = built;
  const authHeader = security.auth_header.toLowerCase();
  const credential = prepared.headers[authHeader];
  // An operation the spec declares public (`security: []`) may answer without credentials.
  const isPublic = built.operation !== undefined && !built.operation.requiresAuth;
  switch (kind) {
    case 'no_auth': {
      if (isPublic || (credential === undefined && !built.operation?.requiresAuth)) return [];
      const headers = { ...prepared.headers };
      delete headers[authHeader];
      delete headers['cookie'];
      return [{ kind, label: 'without credentials', request: { ...prepared, headers }, expectation: DENIED }];
    }
    case 'bad_auth': {
      if (isPublic || credential === undefined) return [];
      const scheme = /^(\w+)\s+/.exec(credential)?.[1];
      const forged = scheme ? `${scheme} falcon-probe-invalid-credential` : 'falcon-probe-invalid-credential';
      const headers = { ...prepared.headers, [authHeader]: forged };
      return [
        { kind, label: 'with invalid credentials', request: { ...prepared, headers }, expectation: DENIED },
      ];
    }
    case 'injection':
      return security.injection_payloads.flatMap((payload, index) => {
        const request = inject(built, payload);
        return request
          ? [
              {
                kind,
                label: `injection #${index + 1} ${JSON.stringify(payload)}`,
                request,
                expectation: NOT_A_SERVER_ERROR,
              },
            ]
          : [];
      });
    case 'method_not_allowed': {
      const spec = context.spec;
      if (!spec || !built.operation) return [];
      const key = built.operation.path;
      if (budget.probed.has(key)) return [];
      budget.probed.add(key);
      const documented = spec.methodsFor(built.specPath);
      return CANDIDATE_METHODS.filter((method) => !documented.includes(method)).map((method) => {
        const headers = { ...prepared.headers };
        delete headers['content-type'];
        return {
          kind,
          label: `undocumented method ${method}`,
          request: { method, url: prepared.url, headers },
          expectation: { status: 405 },
        };
      });
    }
  }
}

/** Puts the payload into every query parameter and every top-level string field of a JSON body. */
function inject(built: BuiltRequest, payload: string): PreparedRequest | undefined {
  const url = new URL(built.prepared.url);
  let touched = false;
  for (const name of new Set(url.searchParams.keys())) {
    url.searchParams.set(name, payload);
    touched = true;
  }
  let body = built.prepared.body;
  if (built.json && typeof built.json === 'object' && !Array.isArray(built.json)) {
    const json: Record<string, unknown> = { ...(built.json as Record<string, unknown>) };
    for (const [name, value] of Object.entries(json)) {
      if (typeof value === 'string') {
        json[name] = payload;
        touched = true;
      }
    }
    body = JSON.stringify(json);
  }
  if (!touched) {
    // Nothing to inject into but the path: replace its last segment when the spec templates it.
    const templated = built.operation?.path.split('/').pop()?.startsWith('{');
    if (!templated) return undefined;
    url.pathname = url.pathname.replace(/[^/]*$/, encodeURIComponent(payload));
  }
  return { ...built.prepared, url: url.toString(), body };
}

async function sendProbe(step: Step, probe: Probe, context: ExecutionContext): Promise<StepResult> {
  const identity = {
    id: `${step.id} · ${probe.kind}`,
    name: `${step.name ?? step.id} ${probe.label}`,
    phase: step.phase,
    source: step.source,
  };
  const outcome = await exchange(probe.request, context, step.timeout_ms);
  if ('error' in outcome) {
    const result = {
      ...errorResult(identity, probe.request, context.redactor, outcome.error, 1),
      probe: probe.kind,
    };
    return outcome.resent === undefined ? result : { ...result, resent: outcome.resent };
  }
  const response = outcome.response;
  const checks: CheckResult[] = evaluateExpect(probe.expectation, response, {
    source: { line: step.source.line, checks: {} },
    validate: context.validate,
  }).map((check) => ({ ...check, name: `security ${probe.kind}` }));
  const request = recordRequest(probe.request, context.redactor);
  return {
    id: identity.id,
    name: identity.name,
    phase: step.phase,
    status: checks.every((check) => check.passed) ? 'passed' : 'failed',
    request,
    response: recordResponse(response, context.redactor),
    timings: response.timings,
    checks,
    captures: {},
    attempts: 1,
    ...(response.resent === undefined ? {} : { resent: response.resent }),
    repro: toCurl(request),
    line: step.source.line,
    probe: probe.kind,
  };
}
