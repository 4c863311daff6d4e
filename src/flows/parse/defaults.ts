/**
 * What a flow gets for what it leaves out. Filled in once when the flow is built, so nothing
 * downstream has to know the shorthands; exported from parse.ts for docs and tests.
 */
import type { SecurityProbeKind } from '../../core/results.js';

/** A performance flow without `load:` sends 100 requests over 10 connections and allows no errors. */
export const DEFAULT_LOAD = { count: 100, connections: 10, error_rate: 0 } as const;
export const DEFAULT_RETRY_DELAY_MS = 250;
export const DEFAULT_AUTH_HEADER = 'authorization';
export const SECURITY_PROBES: readonly SecurityProbeKind[] = [
  'no_auth',
  'bad_auth',
  'injection',
  'method_not_allowed',
];

/** Strings an API must neither execute nor answer with a 5xx. One per family of injection. */
export const DEFAULT_INJECTION_PAYLOADS: readonly string[] = [
  "' OR '1'='1",
  '1; DROP TABLE users--',
  '<script>alert(1)</script>',
  '../../../../etc/passwd',
  '${7*7}',
  '{"$gt": ""}',
  '; cat /etc/passwd',
];

/** `cases:` without counts runs 20 of each kind, each kind for at most 60 seconds. */
export const DEFAULT_CASES = { positive: 20, negative: 20, max_duration_s: 60 } as const;
