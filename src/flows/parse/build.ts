/**
 * Builds the `Flow` model from a flow file the schema and the rules have accepted: every default
 * filled in and every shorthand expanded (`retry: 3`, `latency_ms: 500`, `status: "4XX"`,
 * a capture's regex group), so the runner reads one form of everything.
 */
import type { YamlSource } from '../../util/yaml-source.js';
import type {
  CaptureSpec,
  CasesSpec,
  Expect,
  Flow,
  HeaderExpectation,
  LoadSpec,
  RequestTemplate,
  RetrySpec,
  SecuritySpec,
  StatusExpectation,
  Step,
} from '../types.js';
import type { FlowType } from '../../core/modes.js';
import type { StepPhase } from '../../core/results.js';
import {
  DEFAULT_AUTH_HEADER,
  DEFAULT_CASES,
  DEFAULT_INJECTION_PAYLOADS,
  DEFAULT_LOAD,
  DEFAULT_RETRY_DELAY_MS,
  SECURITY_PROBES,
} from './defaults.js';
import type { Path, RawObject } from './document.js';
import { regexGroupCount } from './patterns.js';
import type { RawCases, RawExpect, RawFlow, RawLoad, RawStep, Scalar } from './raw-flow.js';
import { stepSource } from './source-lines.js';

/** What the file name said, once the rules have required both parts. */
export interface FlowNaming {
  type: FlowType;
  /** The file name without the type prefix and extension, e.g. `user_login`. */
  description: string;
}

export function buildFlow(file: string, raw: RawFlow, naming: FlowNaming, source: YamlSource): Flow {
  const continueOnFailure = raw.continue_on_failure ?? false;
  const flowCases = raw.cases ? buildCases(raw.cases, source.locateKey(['cases']), true) : undefined;
  const section = (name: 'setup' | 'steps' | 'teardown', phase: StepPhase): Step[] =>
    (raw[name] ?? []).map((step, index) => {
      const built = buildStep(step, phase, [name, index], index, continueOnFailure, source);
      // The flow's cases apply to its steps; setup and teardown only prepare and clean up.
      const cases = step.cases
        ? buildCases(step.cases, source.locateKey([name, index, 'cases']), false)
        : name === 'steps'
          ? flowCases
          : undefined;
      if (cases) built.cases = cases;
      return built;
    });
  // Where defaults that were not written down are reported: the `type:` line, else the first line.
  const fallbackLine = source.locate(Object.hasOwn(raw, 'type') ? ['type'] : []).line;

  const flow: Flow = {
    file,
    name: raw.name ?? naming.description.replace(/[_-]+/g, ' ').trim(),
    type: naming.type,
    variables: raw.variables ?? {},
    setup: section('setup', 'setup'),
    steps: section('steps', 'step'),
    teardown: section('teardown', 'teardown'),
    continue_on_failure: continueOnFailure,
    tags: raw.tags ?? [],
  };
  if (raw.description !== undefined) flow.description = raw.description;
  if (raw.environment !== undefined) flow.environment = raw.environment;
  if (naming.type === 'performance') {
    flow.load = buildLoad(raw.load ?? {}, raw.load ? source.locateKey(['load']).line : fallbackLine);
  }
  if (naming.type === 'security') {
    const security = raw.security ?? {};
    const spec: SecuritySpec = {
      probes: security.probes ?? [...SECURITY_PROBES],
      auth_header: (security.auth_header ?? DEFAULT_AUTH_HEADER).toLowerCase(),
      injection_payloads: security.injection_payloads ?? [...DEFAULT_INJECTION_PAYLOADS],
      line: raw.security ? source.locateKey(['security']).line : fallbackLine,
    };
    flow.security = spec;
  }
  return flow;
}

function buildCases(raw: RawCases, where: { line: number; column: number }, inherited: boolean): CasesSpec {
  const cases: CasesSpec = {
    positive: raw.positive ?? DEFAULT_CASES.positive,
    negative: raw.negative ?? DEFAULT_CASES.negative,
    max_duration_s:
      raw.max_duration !== undefined ? durationSeconds(raw.max_duration) : DEFAULT_CASES.max_duration_s,
    line: where.line,
    column: where.column,
    inherited,
  };
  if (raw.seed !== undefined) cases.seed = raw.seed;
  return cases;
}

function buildLoad(raw: RawLoad, line: number): LoadSpec {
  const load: LoadSpec = {
    connections: raw.connections ?? DEFAULT_LOAD.connections,
    thresholds: { error_rate: DEFAULT_LOAD.error_rate, ...raw.thresholds },
    line,
  };
  if (raw.duration !== undefined) load.duration_s = durationSeconds(raw.duration);
  else load.count = raw.count ?? DEFAULT_LOAD.count;
  if (raw.rate !== undefined) load.rate = raw.rate;
  return load;
}

/** `"500ms"`, `"10s"`, `"2m"` or a number of seconds (the schema has checked the form). */
export function durationSeconds(duration: number | string): number {
  if (typeof duration === 'number') return duration;
  const match = /^([0-9]+(?:\.[0-9]+)?)(ms|s|m)$/.exec(duration);
  if (!match) throw new Error(`not a duration: ${duration}`);
  const amount = Number(match[1]);
  return match[2] === 'ms' ? amount / 1000 : match[2] === 'm' ? amount * 60 : amount;
}

function buildStep(
  raw: RawStep,
  phase: StepPhase,
  path: Path,
  index: number,
  continueOnFailure: boolean,
  source: YamlSource,
): Step {
  const step: Step = {
    id: raw.id ?? `${phase}-${index + 1}`,
    phase,
    request: buildRequest(raw),
    expect: buildExpect(raw.expect ?? {}),
    capture: buildCaptures(raw.capture ?? {}),
    continue_on_failure: raw.continue_on_failure ?? continueOnFailure,
    source: stepSource(raw, path, source),
  };
  if (raw.name !== undefined) step.name = raw.name;
  if (raw.operation !== undefined) step.operation = raw.operation;
  if (raw.use !== undefined) step.use = raw.use;
  if (raw.retry !== undefined) step.retry = buildRetry(raw.retry);
  if (raw.timeout_ms !== undefined) step.timeout_ms = raw.timeout_ms;
  return step;
}

function buildRequest(step: RawStep): RequestTemplate {
  const raw = step.request ?? {};
  const request: RequestTemplate = {};
  // With an operation or a saved request the method comes from there; GET is only a default for bare paths.
  if (raw.method !== undefined) request.method = raw.method.toUpperCase();
  else if (step.operation === undefined && step.use === undefined) request.method = 'GET';
  if (raw.path !== undefined) request.path = raw.path;
  if (raw.params !== undefined) request.params = raw.params;
  if (raw.url !== undefined) request.url = raw.url;
  if (raw.query !== undefined) request.query = raw.query;
  if (raw.headers !== undefined) request.headers = stringValues(raw.headers);
  if (Object.hasOwn(raw, 'json')) request.json = raw.json;
  if (raw.body !== undefined) request.body = raw.body;
  if (raw.form !== undefined) request.form = formValues(raw.form);
  return request;
}

/** Headers and form fields go on the wire as text; YAML may have read `1` or `true`. */
function stringValues(values: Record<string, Scalar>): Record<string, string> {
  return Object.fromEntries(Object.entries(values).map(([key, value]) => [key, String(value)]));
}

/** Form fields go on the wire as text, a list as the field repeated. */
export function formValues(values: Record<string, Scalar | Scalar[]>): Record<string, string | string[]> {
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [
      key,
      Array.isArray(value) ? value.map(String) : String(value),
    ]),
  );
}

function buildExpect(raw: RawExpect): Expect {
  const expect: Expect = {};
  if (raw.status !== undefined) expect.status = normalizeStatus(raw.status);
  if (raw.headers !== undefined) {
    expect.headers = Object.fromEntries(
      Object.entries(raw.headers).map(([name, check]): [string, HeaderExpectation] => {
        if (typeof check !== 'object') return [name, String(check)];
        const out: { equals?: string; match?: string; exists?: boolean } = {};
        if (check.equals !== undefined) out.equals = String(check.equals);
        if (check.match !== undefined) out.match = check.match;
        if (check.exists !== undefined) out.exists = check.exists;
        return [name, out];
      }),
    );
  }
  if (raw.body !== undefined) expect.body = raw.body;
  if (raw.schema !== undefined) expect.schema = raw.schema;
  if (raw.latency_ms !== undefined) {
    expect.latency_ms = typeof raw.latency_ms === 'number' ? { lte: raw.latency_ms } : raw.latency_ms;
  }
  return expect;
}

/** `"200"` → 200 and `"4XX"` → `"4xx"`, so checks compare one spelling. */
function normalizeStatus(status: number | string | Array<number | string>): StatusExpectation {
  const one = (value: number | string): number | string =>
    typeof value === 'number' ? value : /^\d+$/.test(value) ? Number(value) : value.toLowerCase();
  return Array.isArray(status) ? status.map(one) : one(status);
}

function buildCaptures(raw: Record<string, string | RawObject>): Record<string, CaptureSpec> {
  const captures: Record<string, CaptureSpec> = {};
  for (const [name, spec] of Object.entries(raw)) {
    if (typeof spec === 'string') captures[name] = spec;
    else if (typeof spec.json === 'string') captures[name] = { json: spec.json };
    else if (typeof spec.regex === 'string') {
      const header = typeof spec.header === 'string' ? spec.header : undefined;
      // Without `group:`, the first group when the pattern has one, else the whole match.
      const groups = regexGroupCount(spec.regex) ?? 0;
      const capture: CaptureSpec = {
        regex: spec.regex,
        group: typeof spec.group === 'number' ? spec.group : groups > 0 ? 1 : 0,
        from: header !== undefined ? 'header' : 'body',
      };
      if (header !== undefined) capture.header = header;
      captures[name] = capture;
    } else captures[name] = { header: String(spec.header) };
  }
  return captures;
}

function buildRetry(retry: NonNullable<RawStep['retry']>): RetrySpec {
  if (typeof retry === 'number') return { attempts: retry, delay_ms: DEFAULT_RETRY_DELAY_MS };
  return { attempts: retry.attempts, delay_ms: retry.delay_ms ?? DEFAULT_RETRY_DELAY_MS };
}
