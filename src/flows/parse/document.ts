/**
 * The flow document as the parser sees it before it has a type: plain YAML values, addressed by
 * paths of keys and list indexes. Every error location comes from such a path.
 */
import type { StepPhase } from '../../core/results.js';

// Re-exported for src/flows/parse.ts, which takes its document helpers from this module.
export { isRecord } from '../../util/document.js';

/** Keys and list indexes from the document root, e.g. `['steps', 0, 'expect', 'status']`. */
export type Path = Array<string | number>;
export type RawObject = Record<string, unknown>;

/** The three step lists of a flow, with the phase their steps run in (and default ids are named after). */
export const SECTIONS = [
  ['setup', 'setup'],
  ['steps', 'step'],
  ['teardown', 'teardown'],
] as const satisfies ReadonlyArray<readonly [string, StepPhase]>;

/** A step's id as written, else the default the built flow will give it (`step-2`). */
export function stepId(step: RawObject, phase: StepPhase, index: number): string {
  return typeof step.id === 'string' ? step.id : `${phase}-${index + 1}`;
}
