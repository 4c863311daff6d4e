/**
 * Reads one `.falcon/flows/<type>_<description>.yaml` file into a `Flow`.
 *
 * Three passes, each reporting every problem it finds so a user fixes a file in one go:
 * the JSON Schema (shape, types, unknown keys: parse/schema-errors.ts), then the rules a schema
 * cannot express (file name, cross-field rules, regexes, JSONPaths, placeholders:
 * parse/rules.ts), then building the model with every default filled in, so nothing downstream
 * has to know the shorthands (parse/build.ts).
 */
import { InputError, InputErrors } from '../core/errors.js';
import { parseYamlSource } from '../util/yaml-source.js';
import { lineAndColumn } from '../util/text.js';
import { buildFlow } from './parse/build.js';
import { keepExactIntegers } from './parse/exact-integers.js';
import { isRecord } from './parse/document.js';
import { Problems } from './parse/problems.js';
import { checkRules } from './parse/rules.js';
import { validateShape } from './parse/schema-errors.js';
import type { RawFlow } from './parse/raw-flow.js';
import type { Flow } from './types.js';
import type { SourceLocation } from '../core/errors.js';
import { STEP_LISTS, stepBeyondLimit } from './parse/step-count.js';

export { durationSeconds } from './parse/build.js';
export {
  DEFAULT_AUTH_HEADER,
  DEFAULT_CASES,
  DEFAULT_INJECTION_PAYLOADS,
  DEFAULT_LOAD,
  DEFAULT_RETRY_DELAY_MS,
  SECURITY_PROBES,
} from './parse/defaults.js';
export { SCHEMA_ID } from './parse/schema.js';

/** What one flow may hold, and the settings that raise each limit (named in the errors). */
export interface FlowLimits {
  /** Steps in setup, steps and teardown together. */
  steps: number;
  stepsSetting?: string;
  /** Copies of anchored values YAML aliases may make. */
  aliases?: number;
  aliasesSetting?: string;
}

/**
 * Parses and validates a flow. `file` is the path shown in errors (relative to the repository);
 * its name must be `<type>_<description>.yaml`. Throws InputErrors listing every problem.
 */
export function parseFlow(file: string, text: string, limits?: FlowLimits): Flow {
  // Refused before parsing, which costs time and memory per step.
  const beyond = limits === undefined ? undefined : stepBeyondLimit(text, limits.steps);
  if (limits !== undefined && beyond !== undefined) {
    throw new InputErrors([tooManySteps(limits, { file, ...lineAndColumn(text, beyond) })]);
  }
  const source = parseYamlSource(file, text, {
    ...(limits?.aliases !== undefined ? { maxAliasCount: limits.aliases } : {}),
    ...(limits?.aliasesSetting !== undefined ? { aliasLimitSetting: limits.aliasesSetting } : {}),
  });
  const doc = source.value;
  if (!isRecord(doc)) {
    throw new InputErrors([
      new InputError(
        'a flow must be a YAML mapping',
        source.locate([]),
        'start with `steps:` and a list of steps',
      ),
    ]);
  }
  if (limits !== undefined) {
    // Lists written in brackets are not counted before parsing.
    const past = stepPastLimit(doc, limits.steps);
    if (past !== undefined) throw new InputErrors([tooManySteps(limits, source.locate(past))]);
  }
  const problems = new Problems(source);
  validateShape(doc, problems);
  const naming = checkRules(doc, problems);
  problems.throwIfAny();
  keepExactIntegers(doc, text, source);
  // checkRules reports a file name without a type, so an accepted flow always has both parts.
  if (!naming.type || naming.description === undefined)
    throw new Error('flow file name was accepted without a type');
  return buildFlow(
    file,
    doc as unknown as RawFlow,
    { type: naming.type, description: naming.description },
    source,
  );
}

function tooManySteps(limits: FlowLimits, location: SourceLocation): InputError {
  const raise = limits.stepsSetting ? `, or raise the limit with ${limits.stepsSetting}` : '';
  return new InputError(
    `more than ${limits.steps} steps in one flow (setup, steps and teardown together)`,
    location,
    `split it into several flows${raise}`,
  );
}

/** The path of the first step past `max` in setup, steps and teardown, in that order; else undefined. */
function stepPastLimit(doc: Record<string, unknown>, max: number): [string, number] | undefined {
  let seen = 0;
  for (const list of STEP_LISTS) {
    const steps = doc[list];
    if (!Array.isArray(steps)) continue;
    if (seen + steps.length > max) return [list, max - seen];
    seen += steps.length;
  }
  return undefined;
}
