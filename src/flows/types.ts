/**
 * The flow model: what a `.falcon/flows/*.yaml` file means once loaded. It stays plain data
 * (serialisable, no functions), like the result model in core/results.ts.
 */
import type { FlowType } from '../core/modes.js';
import type { JsonSchema, SecurityProbeKind, StepPhase } from '../core/results.js';

export type JsonType = 'string' | 'number' | 'integer' | 'boolean' | 'object' | 'array' | 'null';

/** Numeric comparison, used for latency, lengths and load thresholds. */
export interface NumberMatcher {
  eq?: number;
  ne?: number;
  gt?: number;
  gte?: number;
  lt?: number;
  lte?: number;
}

/** The operators a body check may combine; all given operators must hold. */
export interface ValueMatcher {
  eq?: unknown;
  ne?: unknown;
  gt?: number;
  gte?: number;
  lt?: number;
  lte?: number;
  in?: unknown[];
  /** A regular expression the (stringified) value must match. */
  match?: string;
  /** Substring of a string, element of an array, or key of an object. */
  contains?: unknown;
  exists?: boolean;
  /** Length of a string or array, or key count of an object: a number means equal. */
  length?: number | NumberMatcher;
  type?: JsonType;
}

export interface BodyCheck extends ValueMatcher {
  /** JSONPath into the JSON response body, e.g. `$.items[0].id`. */
  path: string;
}

/** A plain string means "equals" (case-sensitive value, case-insensitive header name). */
export type HeaderExpectation = string | { equals?: string; match?: string; exists?: boolean };

/** `200`, `"2xx"`, or a list of either. */
export type StatusExpectation = number | string | Array<number | string>;

export interface Expect {
  status?: StatusExpectation;
  headers?: Record<string, HeaderExpectation>;
  body?: BodyCheck[];
  /** `spec`: the spec's response schema for this operation, status and media type. */
  schema?: 'spec' | JsonSchema;
  latency_ms?: NumberMatcher;
}

export type QueryValue = string | number | boolean | Array<string | number | boolean>;

/** A request before templating: every string may hold `{{placeholders}}`. */
export interface RequestTemplate {
  method?: string;
  /** Path relative to the environment's base URL, e.g. `/users/{{id}}`. */
  path?: string;
  /** Values for the `{name}` segments of an operation's path template. */
  params?: Record<string, string | number>;
  /** A full URL; wins over `path` and the base URL. */
  url?: string;
  query?: Record<string, QueryValue>;
  headers?: Record<string, string>;
  /** A JSON body; `content-type: application/json` is added unless given. */
  json?: unknown;
  /** A raw body, sent as is. */
  body?: string;
  /** A URL-encoded form body; a list repeats the field. */
  form?: Record<string, string | string[]>;
}

/** A capture: a JSONPath string (`$.id`), or an explicit source. */
export type CaptureSpec =
  | string
  | { json: string }
  | { header: string }
  | { regex: string; group?: number; from?: 'body' | 'header'; header?: string };

export interface RetrySpec {
  /** Total attempts, including the first. */
  attempts: number;
  delay_ms: number;
}

/** Where each part of a step was written, so failures can point at the YAML line. */
export interface StepSource {
  line: number;
  /** Check key → line. Keys: `status`, `schema`, `latency_ms`, `headers.<name>`, `body[<i>]`, `request`. */
  checks: Record<string, number>;
}

/**
 * Generated cases (`cases:`): inputs drawn from the operation's request schemas with fast-check,
 * each kind run as a property with a seed, a failing input shrunk to the smallest one.
 */
export interface CasesSpec {
  /** Inputs the schema allows: each must get a documented answer below 500 matching the spec. */
  positive: number;
  /** Inputs that break exactly one constraint: each must get a documented 4xx. */
  negative: number;
  /** Replays the same inputs; a fresh seed is drawn (and shown) when absent. */
  seed?: number;
  /** Time for each kind, shrinking included; cases not yet run when it is up are not run. */
  max_duration_s: number;
  /** Where `cases:` is written (the step's, or the flow's it inherits), for errors and annotations. */
  line: number;
  column: number;
  /** Given by the flow for every step: a step without a documented operation is then passed over. */
  inherited: boolean;
}

export interface Step {
  id: string;
  name?: string;
  phase: StepPhase;
  /** operationId in the spec; fills method and path and enables `schema: spec`. */
  operation?: string;
  /** Name of a saved request in `.falcon/requests/`, merged under `request`. */
  use?: string;
  request: RequestTemplate;
  expect: Expect;
  capture: Record<string, CaptureSpec>;
  retry?: RetrySpec;
  timeout_ms?: number;
  cases?: CasesSpec;
  continue_on_failure: boolean;
  source: StepSource;
}

export interface LoadThresholds {
  p50_ms?: number;
  p95_ms?: number;
  p99_ms?: number;
  max_ms?: number;
  /** Fraction of failed requests allowed, 0..1. */
  error_rate?: number;
  /** Minimum requests per second. */
  min_rps?: number;
}

/** `performance` flows: the flow's steps are replayed under load after one functional pass. */
export interface LoadSpec {
  /** Stop after this many iterations of the steps… */
  count?: number;
  /** …or after this many seconds. */
  duration_s?: number;
  /** Concurrent virtual users (connections). */
  connections: number;
  /** Optional cap, iterations per second over all connections. */
  rate?: number;
  thresholds: LoadThresholds;
  line: number;
}

/** `security` flows: probes derived from each step and the spec. */
export interface SecuritySpec {
  probes: SecurityProbeKind[];
  /** Header that carries credentials, default `authorization`. */
  auth_header: string;
  /** Strings sent into query and body fields by the injection probe. */
  injection_payloads: string[];
  line: number;
}

export interface Flow {
  /** Path relative to the repository (or the working directory), as annotations need it. */
  file: string;
  name: string;
  type: FlowType;
  description?: string;
  environment?: string;
  variables: Record<string, unknown>;
  setup: Step[];
  steps: Step[];
  teardown: Step[];
  load?: LoadSpec;
  security?: SecuritySpec;
  /** Default for every step. */
  continue_on_failure: boolean;
  tags: string[];
}
