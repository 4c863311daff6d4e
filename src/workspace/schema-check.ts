import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import { InputError, type SourceLocation } from '../core/errors.js';
import { schemaErrorSentence, schemaErrorText } from '../core/schema-errors.js';
import { didYouMean } from '../util/did-you-mean.js';
import { describePath, isRecord, pointerPath } from '../util/document.js';
import { escapeSegment } from '../util/json-pointer.js';
import type { YamlSource } from '../util/yaml-source.js';

/**
 * Checks a parsed workspace file against its published JSON Schema (the same file editors use
 * through `yaml-language-server`) and turns Ajv's findings into messages a person can act on,
 * each at the place in the file it is about.
 */

export interface CompileOptions {
  /**
   * Convert strings to the numbers/booleans the schema asks for. Config values often come from
   * `${VAR}` expansion, which always yields text (`concurrency: ${JOBS:-4}`).
   */
  coerceTypes?: boolean;
}

export type SchemaChecker = (source: YamlSource, value: unknown) => SchemaFindings;

/** A checker for one schema, compiled on first use so that importing the loader stays cheap. */
export function schemaChecker(schema: object, options: CompileOptions = {}): SchemaChecker {
  let validate: ValidateFunction | undefined;
  return (source, value) => {
    validate ??= new Ajv({
      allErrors: true,
      verbose: true,
      allowUnionTypes: true,
      coerceTypes: options.coerceTypes ?? false,
    }).compile(schema);
    return checkSchema(validate, source, value);
  };
}

/** A key the schema does not know, with what the user probably meant. */
export interface UnknownKey {
  /** Path of the mapping that holds the key. */
  parent: Array<string | number>;
  key: string;
  location: SourceLocation;
  suggestion?: string;
  known: string[];
}

export interface SchemaFindings {
  errors: InputError[];
  unknownKeys: UnknownKey[];
  /** Whether the schema found the value at `path` (or inside it) wrong: checks in code skip it. */
  failed(path: ReadonlyArray<string | number>): boolean;
}

/**
 * Validates `value` (which mirrors `source.value`, possibly after `${VAR}` expansion) and reports
 * problems located in `source`. Unknown keys come back separately: the caller decides whether they
 * are errors (environments, saved requests) or warnings (config, where we stay forward compatible).
 */
function checkSchema(validate: ValidateFunction, source: YamlSource, value: unknown): SchemaFindings {
  if (validate(value)) return { errors: [], unknownKeys: [], failed: () => false };
  const all = validate.errors ?? [];
  const failedPaths = all.map((error) => error.instancePath);
  const failed = (path: ReadonlyArray<string | number>): boolean => {
    const pointer = path.map((segment) => `/${escapeSegment(String(segment))}`).join('');
    return failedPaths.some((place) => place === pointer || place.startsWith(`${pointer}/`));
  };
  const errors: InputError[] = [];
  const unknownKeys: UnknownKey[] = [];
  const seen = new Set<string>();

  for (const error of all) {
    if (isWrongBranch(error, all)) continue;
    // ajv's instancePath is a plain JSON pointer, not a URI fragment: `%` in a key is just a `%`.
    const path = pointerPath(error.instancePath, value);
    if (error.keyword === 'additionalProperties') {
      const key = String((error.params as { additionalProperty: unknown }).additionalProperty);
      const known =
        isRecord(error.parentSchema) && isRecord(error.parentSchema.properties)
          ? Object.keys(error.parentSchema.properties).filter(
              (name) => !isDeprecated(error.parentSchema, name),
            )
          : [];
      const suggestion = didYouMean(key, known);
      unknownKeys.push({
        parent: path,
        key,
        location: source.locateKey([...path, key]),
        known,
        ...(suggestion === undefined ? {} : { suggestion }),
      });
      continue;
    }
    // A combinator's own error only repeats what its branches said more precisely; so does
    // `propertyNames`, whose branch error carries the offending name.
    if (error.keyword === 'propertyNames') continue;
    if (['anyOf', 'oneOf', 'if'].includes(error.keyword) && all.some((other) => isBelow(other, error)))
      continue;
    if (error.propertyName !== undefined) {
      const title = isRecord(error.parentSchema) ? error.parentSchema.title : undefined;
      errors.push(
        new InputError(
          `invalid name '${error.propertyName}' in '${describePath(path)}'`,
          source.locateKey([...path, error.propertyName]),
          typeof title === 'string' ? `use ${title}` : 'rename it',
        ),
      );
      continue;
    }
    const text = describeError(error, path);
    const id = `${error.instancePath}\u0000${text.message}`;
    if (seen.has(id)) continue;
    seen.add(id);
    const location = error.keyword === 'required' ? source.locateKey(path) : source.locate(path);
    errors.push(new InputError(text.message, location, text.hint));
  }
  return { errors, unknownKeys, failed };
}

function isDeprecated(schema: unknown, name: string): boolean {
  if (!isRecord(schema) || !isRecord(schema.properties)) return false;
  const property = schema.properties[name];
  return isRecord(property) && property.deprecated === true;
}

/**
 * A branch of `oneOf`/`anyOf` for another type of value ("must be a list" about a string) when a
 * branch of the value's own type said what is wrong with it: only that branch is worth reading.
 */
function isWrongBranch(error: ErrorObject, all: readonly ErrorObject[]): boolean {
  if (error.keyword !== 'type') return false;
  return all.some(
    (combinator) =>
      (combinator.keyword === 'oneOf' || combinator.keyword === 'anyOf') &&
      isBelow(error, combinator) &&
      all.some(
        (other) =>
          other.keyword !== 'type' && other.instancePath === error.instancePath && isBelow(other, combinator),
      ),
  );
}

function isBelow(other: ErrorObject, combinator: ErrorObject): boolean {
  return other !== combinator && other.schemaPath.startsWith(`${combinator.schemaPath}/`);
}

/** Keywords about a value, shown with the value found (ajv's `verbose` gives it as `data`). */
const VALUE_KEYWORDS = new Set([
  'type',
  'enum',
  'const',
  'pattern',
  'format',
  'minimum',
  'maximum',
  'uniqueItems',
]);

function describeError(
  error: ErrorObject,
  path: ReadonlyArray<string | number>,
): { message: string; hint: string } {
  const label = path.length === 0 ? 'the file' : `'${describePath(path)}'`;
  const hasValue = VALUE_KEYWORDS.has(error.keyword);
  // A pattern's schema title says in words what it allows; a regular expression is the last resort.
  const title =
    error.keyword === 'pattern' &&
    isRecord(error.parentSchema) &&
    typeof error.parentSchema.title === 'string'
      ? error.parentSchema.title
      : undefined;
  const text = schemaErrorText(error, {
    words: 'yaml',
    ...(hasValue ? { value: error.data } : {}),
    ...(title === undefined ? {} : { expected: title }),
  });
  let hint = text.hint;
  if (error.keyword === 'enum' && typeof error.data === 'string') {
    const allowed = Array.isArray(error.params.allowedValues) ? error.params.allowedValues.map(String) : [];
    const suggestion = didYouMean(error.data, allowed);
    if (suggestion) hint = `did you mean '${suggestion}'?`;
  }
  return { message: schemaErrorSentence(text, { subject: label }), hint };
}
