/**
 * The flow document as the parser sees it before it has a type: plain YAML values, addressed by
 * paths of keys and list indexes. Every error location comes from such a path.
 */
import type { StepPhase } from '../types.js';

/** Keys and list indexes from the document root, e.g. `['steps', 0, 'expect', 'status']`. */
export type Path = Array<string | number>;
export type RawObject = Record<string, unknown>;

/** The three step lists of a flow, with the phase their steps run in (and default ids are named after). */
export const SECTIONS = [
  ['setup', 'setup'],
  ['steps', 'step'],
  ['teardown', 'teardown'],
] as const satisfies ReadonlyArray<readonly [string, StepPhase]>;

export function isRecord(value: unknown): value is RawObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The value at `path`, or undefined when the document has nothing there. */
export function valueAt(value: unknown, path: Path): unknown {
  let current = value;
  for (const segment of path) {
    if (Array.isArray(current) && typeof segment === 'number') current = current[segment];
    else if (isRecord(current) && typeof segment === 'string' && Object.hasOwn(current, segment))
      current = current[segment];
    else return undefined;
  }
  return current;
}

/** A step's id as written, else the default the built flow will give it (`step-2`). */
export function stepId(step: RawObject, phase: StepPhase, index: number): string {
  return typeof step.id === 'string' ? step.id : `${phase}-${index + 1}`;
}
