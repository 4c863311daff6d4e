import { findResponse } from '../openapi/contract.js';
import { findMediaKey, normalizeMediaType } from '../openapi/media.js';
import type { ApiSpec, Operation } from '../openapi/types.js';
import type { ObservedResponse } from '../flows/checks.js';
import type { CheckResult } from '../core/results.js';
import type { FlowType } from '../core/modes.js';
import type { Step } from '../flows/types.js';

/**
 * The checks a flow's type adds without being asked: a contract flow holds every response to the
 * spec, a smoke flow at least wants a documented answer that is not a server error, in a
 * documented content type (a `text/plain` error page where JSON is documented is no answer).
 */
export function typeChecks(
  type: FlowType,
  step: Step,
  response: ObservedResponse,
  spec: ApiSpec | undefined,
  operation: Operation | undefined,
  method: string,
  specPath: string,
): CheckResult[] {
  if (type !== 'contract' && type !== 'smoke') return [];
  const line = step.source.checks['status'] ?? step.source.line;

  if (type === 'smoke') {
    const checks: CheckResult[] = [];
    if (!expectsServerError(step)) {
      checks.push({
        name: 'smoke not a server error',
        expected: 'a status below 500',
        actual: describeStatus(response),
        passed: response.status < 500,
        line,
      });
    }
    if (spec && operation) {
      checks.push(
        ...contractChecks(spec, operation, response, method)
          .filter((check) => check.name === 'contract status' || check.name === 'contract content-type')
          .map((check) => ({ ...check, line })),
      );
    }
    return checks;
  }

  if (!spec || !operation) {
    return [
      {
        name: 'contract operation',
        expected: `an operation documented in the spec for ${method} ${specPath}`,
        actual: spec ? 'not documented' : 'no spec loaded',
        passed: false,
        line: step.source.line,
      },
    ];
  }
  const explicitSchema = step.expect.schema !== undefined;
  return contractChecks(spec, operation, response, method)
    .filter((check) => !(explicitSchema && check.name === 'contract schema'))
    .map((check) => ({ ...check, line: check.name === 'contract status' ? line : step.source.line }));
}

function contractChecks(
  spec: ApiSpec,
  operation: Operation,
  response: ObservedResponse,
  method: string,
): CheckResult[] {
  const contentType = response.headers['content-type'];
  const checks = spec.checkResponse(operation, {
    status: response.status,
    headers: response.headers,
    contentType,
    body: response.json !== undefined ? response.json : response.bodyText,
  });
  return method === 'HEAD' ? checks.map((check) => headAnswer(check, operation, response)) : checks;
}

/**
 * A HEAD answer has no body by definition: its content type is judged by the header alone, which
 * names what a GET would send (or nothing), and there is no body to hold to a schema.
 */
function headAnswer(check: CheckResult, operation: Operation, response: ObservedResponse): CheckResult {
  if (check.name !== 'contract content-type') return check;
  const received = response.headers['content-type'];
  const documented = Object.keys(findResponse(operation, response.status)?.response.content ?? {});
  const media = received === undefined ? undefined : normalizeMediaType(received);
  return {
    ...check,
    actual: media ?? '(none)',
    passed: media === undefined || documented.length === 0 || findMediaKey(documented, media) !== undefined,
  };
}
function expectsServerError(step: Step): boolean {
  const status = step.expect.status;
  const values = Array.isArray(status) ? status : status === undefined ? [] : [status];
  return values.some((value) => String(value).startsWith('5'));
}

export function describeStatus(response: { status: number; statusText?: string }): string {
  return response.statusText ? `${response.status} ${response.statusText}` : String(response.status);
}
