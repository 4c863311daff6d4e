/**
 * A flow file's shape once the schema and the rules have accepted it: the YAML as written,
 * shorthands and all, before build.ts turns it into a `Flow`.
 */
import type { BodyCheck, LoadSpec, NumberMatcher, QueryValue } from '../types.js';
import type { FlowType } from '../../core/modes.js';
import type { SecurityProbeKind } from '../../core/results.js';
import type { RawObject } from './document.js';

export interface RawFlow {
  name?: string;
  type?: FlowType;
  description?: string;
  environment?: string;
  tags?: string[];
  variables?: Record<string, unknown>;
  continue_on_failure?: boolean;
  setup?: RawStep[];
  steps: RawStep[];
  teardown?: RawStep[];
  load?: RawLoad;
  security?: { probes?: SecurityProbeKind[]; auth_header?: string; injection_payloads?: string[] };
  cases?: RawCases;
}

export interface RawCases {
  positive?: number;
  negative?: number;
  seed?: number;
  max_duration?: number | string;
}

export interface RawStep {
  id?: string;
  name?: string;
  operation?: string;
  use?: string;
  request?: RawRequest;
  expect?: RawExpect;
  capture?: Record<string, string | RawObject>;
  retry?: number | { attempts: number; delay_ms?: number };
  timeout_ms?: number;
  continue_on_failure?: boolean;
  cases?: RawCases;
}

export type Scalar = string | number | boolean;

export interface RawRequest {
  method?: string;
  path?: string;
  params?: Record<string, string | number>;
  url?: string;
  query?: Record<string, QueryValue>;
  headers?: Record<string, Scalar>;
  json?: unknown;
  body?: string;
  form?: Record<string, Scalar | Scalar[]>;
}

export interface RawExpect {
  status?: number | string | Array<number | string>;
  headers?: Record<string, Scalar | { equals?: Scalar; match?: string; exists?: boolean }>;
  body?: BodyCheck[];
  schema?: 'spec' | Record<string, unknown>;
  latency_ms?: number | NumberMatcher;
}

export interface RawLoad {
  count?: number;
  duration?: number | string;
  connections?: number;
  rate?: number;
  thresholds?: LoadSpec['thresholds'];
}
