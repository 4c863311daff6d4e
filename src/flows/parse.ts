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
import { buildFlow } from './parse/build.js';
import { isRecord } from './parse/document.js';
import { Problems } from './parse/problems.js';
import { checkRules } from './parse/rules.js';
import { validateShape } from './parse/schema-errors.js';
import type { RawFlow } from './parse/raw-flow.js';
import type { Flow } from './types.js';

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

/**
 * Parses and validates a flow. `file` is the path shown in errors (relative to the repository);
 * its name must be `<type>_<description>.yaml`. Throws InputErrors listing every problem.
 */
export function parseFlow(file: string, text: string): Flow {
  const source = parseYamlSource(file, text);
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
  const problems = new Problems(source);
  validateShape(doc, problems);
  const naming = checkRules(doc, problems);
  problems.throwIfAny();
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
