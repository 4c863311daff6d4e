/**
 * Offline triage: what failed, why (as far as the run shows), and where in the API's code, with
 * no model and no key. The agent's analyze_error tool reuses the same helpers.
 */
export type {
  ChangedFile,
  CodeLocation,
  ErrorContext,
  FailureKind,
  Finding,
  StackLanguage,
} from './types.js';
export { triage, checkKind, locateInChanges, KIND_PRECEDENCE, type TriageOptions } from './classify.js';
export {
  extractErrorContext,
  readErrorContext,
  parseExceptionLine,
  type ReadContext,
} from './error-context.js';
export { extractStackLocations } from './stack-traces.js';
export { parseUnifiedDiffHunks, mapToChanges, findChangedFile, type LineRange } from './diff.js';
export { renderTriage, failureLabel } from './render.js';
