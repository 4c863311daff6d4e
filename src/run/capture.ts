/**
 * Captures: values taken from a response for later steps (`{{productId}}`). A capture that finds
 * nothing is a failed check of the step that asked for it, not an error later on where a
 * placeholder stays empty, so the report points at the line that could not be satisfied.
 */
import { compileRegex, describeNonJsonBody, findHeader, type ObservedResponse } from '../flows/checks.js';
import { MISSING } from '../flows/describe.js';
import { cut } from '../util/text.js';
import { JsonPathError, queryJsonPath } from '../flows/jsonpath.js';
import type { CaptureSpec, StepSource } from '../flows/types.js';
import type { CheckResult } from '../core/results.js';

export interface CaptureOutcome {
  values: Record<string, unknown>;
  failures: CheckResult[];
}

/** Captured or why not: `expected`/`actual` are only read when `value` is undefined. */
interface Attempt {
  value?: unknown;
  expected: string;
  actual?: string;
}

export function captureValues(
  capture: Record<string, CaptureSpec>,
  response: ObservedResponse,
  source: StepSource,
): CaptureOutcome {
  const values: Record<string, unknown> = {};
  const failures: CheckResult[] = [];
  for (const name of Object.keys(capture)) {
    const spec = capture[name] as CaptureSpec;
    const attempt = captureOne(spec, response);
    if (attempt.value !== undefined) {
      values[name] = attempt.value;
      continue;
    }
    const failure: CheckResult = {
      name: `capture ${name}`,
      expected: attempt.expected,
      actual: attempt.actual ?? MISSING,
      passed: false,
    };
    const line = source.checks[`capture.${name}`];
    if (line !== undefined) failure.line = line;
    failures.push(failure);
  }
  return { values, failures };
}

function captureOne(spec: CaptureSpec, response: ObservedResponse): Attempt {
  if (typeof spec === 'string') return fromJson(spec, response);
  if ('json' in spec) return fromJson(spec.json, response);
  if ('regex' in spec) return fromRegex(spec, response);
  const value = findHeader(response.headers, spec.header);
  return { value, expected: `header ${spec.header} to exist` };
}

function fromJson(path: string, response: ObservedResponse): Attempt {
  const expected = `${path} to exist`;
  const notJson = describeNonJsonBody(response);
  if (notJson !== undefined) return { expected, actual: notJson };
  try {
    const result = queryJsonPath(response.json, path);
    return result.found ? { value: result.value, expected } : { expected };
  } catch (error) {
    if (error instanceof JsonPathError) return { expected, actual: error.message };
    throw error;
  }
}

function fromRegex(
  spec: { regex: string; group?: number; from?: 'body' | 'header'; header?: string },
  response: ObservedResponse,
): Attempt {
  const fromHeader = spec.from === 'header' || (spec.from === undefined && spec.header !== undefined);
  const where = fromHeader ? `header ${spec.header ?? '(unnamed)'}` : 'the body';
  const expected = `/${spec.regex}/ to match ${where}`;
  const regex = compileRegex(spec.regex);
  if (regex instanceof Error) return { expected, actual: regex.message };

  const text = fromHeader
    ? spec.header === undefined
      ? undefined
      : findHeader(response.headers, spec.header)
    : response.bodyText;
  if (text === undefined) return { expected, actual: `header ${spec.header ?? '(unnamed)'} is missing` };

  const groups = groupCount(regex);
  // Group 1 by default, the whole match when the pattern has no group to pick.
  const group = spec.group ?? (groups > 0 ? 1 : 0);
  if (group > groups) {
    return {
      expected: `${expected}, group ${group}`,
      actual: `the pattern has ${groups} group${groups === 1 ? '' : 's'}`,
    };
  }
  const match = regex.exec(text);
  if (!match) return { expected, actual: `no match in ${JSON.stringify(cut(text, 120))}` };
  const value = match[group];
  if (value === undefined)
    return { expected: `${expected}, group ${group}`, actual: `group ${group} took no part in the match` };
  return { value, expected };
}

/** Group counts by pattern; compileRegex hands out one RegExp per pattern, so each is counted once. */
const groupCounts = new WeakMap<RegExp, number>();

/** Capturing groups of a pattern: an empty alternative always matches, exposing every group. */
function groupCount(regex: RegExp): number {
  let count = groupCounts.get(regex);
  if (count === undefined) {
    count = (new RegExp(`${regex.source}|`).exec('')?.length ?? 1) - 1;
    groupCounts.set(regex, count);
  }
  return count;
}
