/**
 * The result model: what running a flow produced. Everything downstream (gate, reports, JUnit,
 * annotations, the agent, the store) reads these types, so they stay plain data: serialisable,
 * no functions.
 */
import type { FlowType } from './modes.js';

/** A JSON Schema as written in a flow or the spec (draft 2020-12 or OpenAPI's dialect). */
export type JsonSchema = Record<string, unknown> | boolean;

/** Which part of a flow a step belongs to: setup and teardown run even when steps fail. */
export type StepPhase = 'setup' | 'step' | 'teardown';

export type SecurityProbeKind = 'no_auth' | 'bad_auth' | 'injection' | 'method_not_allowed';

export interface CheckResult {
  /** e.g. `status`, `header content-type`, `body $.items`, `schema`, `latency`. */
  name: string;
  /** What the flow asked for, as a person reads it: `200`, `2xx`, `length ≤ 5`. */
  expected: string;
  /** What the API gave, in the same words. */
  actual: string;
  passed: boolean;
  /** The YAML line of the check, for annotations. */
  line?: number;
  /** Extra detail, e.g. each schema violation with its JSON path. */
  details?: string[];
}

export interface RequestRecord {
  method: string;
  url: string;
  /** Redacted. */
  headers: Record<string, string>;
  /** Redacted and truncated text. */
  body?: string;
}

export interface ResponseRecord {
  status: number;
  headers: Record<string, string>;
  /** Text of the body, truncated for reports. */
  body: string;
  /**
   * An error answer's body (status ≥ 400) as triage reads it: redacted, up to 1 MiB, present only
   * when longer than `body`. Debug pages put the culprit past any display cut. Not written to the
   * JSON result.
   */
  errorBody?: string;
  /** The parsed body when it was JSON. */
  json?: unknown;
  truncated?: boolean;
}

export interface Timings {
  /** Until the response headers arrived. */
  headersMs: number;
  /** Until the whole body was read. */
  totalMs: number;
}

export type StepStatus = 'passed' | 'failed' | 'error' | 'skipped';

/**
 * `connection` and `timeout` are the API's fault as seen from the client; `flow` is a bug in the
 * flow itself (unknown variable, request not allowed by the spec).
 */
export type StepErrorKind = 'connection' | 'timeout' | 'flow';

export interface StepError {
  kind: StepErrorKind;
  message: string;
  line?: number;
}

export interface StepResult {
  id: string;
  name: string;
  phase: StepPhase;
  status: StepStatus;
  request?: RequestRecord;
  response?: ResponseRecord;
  timings?: Timings;
  checks: CheckResult[];
  captures: Record<string, unknown>;
  attempts: number;
  /**
   * Why the request went out twice in its last attempt: the API closed the connection kept from an
   * earlier request before answering, and the request, safe to repeat, was sent again on a new one.
   */
  resent?: string;
  error?: StepError;
  /** A `curl` command reproducing the request, secrets redacted. */
  repro?: string;
  line: number;
  /** Security probes report as extra steps; this names the probe. */
  probe?: SecurityProbeKind;
  /** The documented operation the request went to, as `GET /pets/{petId}`: what coverage counts. */
  operation?: string;
  /** Generated cases report as one extra step per kind; this says what they did. */
  cases?: CasesOutcome;
}

export type CaseKind = 'positive' | 'negative';

/** What one kind of generated cases did for a step. */
export interface CasesOutcome {
  kind: CaseKind;
  /** Replays the same inputs (`cases: { seed: … }`). */
  seed: number;
  /** Inputs sent before the first failure (or all of them), shrinking not counted. */
  runs: number;
  /** How many smaller failing inputs shrinking found on its way to the one shown. */
  shrinks: number;
  /** True when the time ran out before every case had run. */
  interrupted: boolean;
  /** The smallest failing input as JSON, and for a negative one the constraint it breaks. */
  input?: string;
  broken?: string;
  /** Every answer the cases got, shrinking included, for coverage. */
  exchanges: CaseExchange[];
}

export interface CaseExchange {
  status: number;
  requestMedia?: string;
  responseMedia?: string;
  count: number;
}

/** Documented vs exercised for one part of the spec (operations, status codes, media types). */
export interface CoverageCount {
  documented: number;
  exercised: number;
}

export interface OperationCoverage {
  /** `GET /pets/{petId}`. */
  operation: string;
  operationId?: string;
  exercised: boolean;
  /** Documented response keys as written (`200`, `4XX`, `default`) and those some answer matched. */
  statuses: { documented: string[]; exercised: string[] };
  /** Statuses received that the spec does not document. */
  undocumented: number[];
  requestMedia: { documented: string[]; exercised: string[] };
  /** `<status key> <media type>` pairs, e.g. `200 application/json`. */
  responseMedia: { documented: string[]; exercised: string[] };
}

/** What the run exercised of what the spec documents. */
export interface Coverage {
  operations: CoverageCount;
  statuses: CoverageCount;
  requestMedia: CoverageCount;
  responseMedia: CoverageCount;
  byOperation: OperationCoverage[];
}

export interface LatencySummary {
  min: number;
  mean: number;
  p50: number;
  p90: number;
  p95: number;
  p99: number;
  max: number;
}

export interface LoadResult {
  requests: number;
  errors: number;
  errorRate: number;
  durationMs: number;
  rps: number;
  latencyMs: LatencySummary;
  /** Status code → count. */
  statuses: Record<string, number>;
  checks: CheckResult[];
}

/** `error`: the flow could not run as written (a flow bug), so it tells nothing about the API. */
export type FlowStatus = 'passed' | 'failed' | 'error';

export interface FlowResult {
  file: string;
  name: string;
  type: FlowType;
  status: FlowStatus;
  /**
   * The run was cancelled before this flow ran to its end: it did not start, or its remaining
   * steps did not run. Its status is then `error`: a check that never ran proves nothing.
   */
  cancelled?: boolean;
  steps: StepResult[];
  load?: LoadResult;
  startedAt: string;
  durationMs: number;
  environment?: string;
  baseUrl?: string;
}

/** A run cancelled before it ended (Ctrl-C, a cancelled job), as reports tell it. */
export interface CancelledRun {
  /** The signal that cancelled it (`SIGINT`, `SIGTERM`), when one did. */
  signal?: string;
  /** The flows that did not run to their end (their results are `cancelled`), by file. */
  flows: string[];
}

/** What changed against the baseline (store/watchdog.ts finds them). */
export type RegressionKind =
  'status' | 'field_removed' | 'field_retyped' | 'field_added' | 'latency' | 'load_latency';

export interface Regression {
  kind: RegressionKind;
  /** The flow file. */
  flow: string;
  step?: string;
  /** The field, for shape changes: `$.items[].price`. */
  field?: string;
  /** What the baseline had and what this run saw, as people read them. */
  baseline: string;
  now: string;
}
