import { Ajv, type ValidateFunction } from 'ajv';
import { Ajv2020 } from 'ajv/dist/2020.js';
import formatsPlugin from 'ajv-formats';
import type { JsonSchema } from '../core/results.js';
import { messageOf } from '../util/text.js';
import type { SpecVersion } from './types.js';
import { meetsMetaSchema2020, meetsMetaSchemaDraft07 } from './meta-schema-check.js';
import { toJsonSchema, type ConvertOptions, type SchemaDirection } from './dialect.js';
import { describeErrors, formatViolation, type Violation } from './violations.js';

export type CompiledSchema = (value: unknown) => Violation[];

/**
 * Validates values against OpenAPI schemas with ajv. OpenAPI 3.1 uses JSON Schema 2020-12;
 * 3.0 and 2.0 schemas are converted to draft-07 first (see dialect.ts).
 *
 * Compiling is the expensive part (ajv generates code), so each schema object is compiled once
 * per direction and the compiled function is kept, keyed by the schema object itself: a
 * performance flow validating a thousand responses against one spec schema compiles once.
 */
export class SchemaValidator {
  private instance: Ajv | undefined;
  private readonly dialect: ConvertOptions['dialect'];
  private readonly cache: Record<SchemaDirection, WeakMap<object, CompiledSchema>> = {
    request: new WeakMap(),
    response: new WeakMap(),
  };
  private compilations = 0;

  constructor(
    version: SpecVersion,
    private readonly document?: ConvertOptions['document'],
  ) {
    this.dialect = version === '3.1' ? '2020-12' : 'draft-07';
  }

  /** Made with the first schema compiled: a run that checks no schema never sets ajv up. */
  private get ajv(): Ajv {
    if (this.instance) return this.instance;
    // `logger: false`: unknown formats (`decimal`, `phone`) are common in specs and mean "any".
    // `validateSchema: false`: each schema meets its meta-schema before it is compiled (checked).
    const options = { allErrors: true, strict: false, logger: false as const, validateSchema: false };
    this.instance = this.dialect === '2020-12' ? new Ajv2020(options) : new Ajv(options);
    addFormats(this.instance);
    return this.instance;
  }

  /** Violations of `value` against `schema`, as `$.path: message` lines. */
  validate(schema: JsonSchema, value: unknown, direction: SchemaDirection = 'response'): string[] {
    return this.compile(schema, direction)(value).map(formatViolation);
  }

  /** Violations of `value` against `schema`, structured. */
  check(schema: JsonSchema, value: unknown, direction: SchemaDirection = 'response'): Violation[] {
    return this.compile(schema, direction)(value);
  }

  /** The compiled check for `schema`; the same function for the same schema object. */
  compile(schema: JsonSchema, direction: SchemaDirection = 'response'): CompiledSchema {
    if (schema === true) return acceptAll;
    if (schema === false) return rejectAll;
    const cached = this.cache[direction].get(schema);
    if (cached) return cached;
    const compiled = this.build(schema, direction);
    this.cache[direction].set(schema, compiled);
    return compiled;
  }

  /** Why `schema` cannot be used, e.g. `type` misspelled; `undefined` when it compiles. */
  problem(schema: JsonSchema): string | undefined {
    if (typeof schema === 'boolean') return undefined;
    try {
      this.checked(toJsonSchema(schema, this.convertOptions('response')) as object);
      return undefined;
    } catch (error) {
      return messageOf(error);
    }
  }

  /** How many schemas were compiled so far (each costs code generation). */
  get compiledCount(): number {
    return this.compilations;
  }

  private build(schema: Record<string, unknown>, direction: SchemaDirection): CompiledSchema {
    this.compilations += 1;
    let validateFunction: ValidateFunction;
    try {
      validateFunction = this.checked(toJsonSchema(schema, this.convertOptions(direction)) as object);
    } catch (error) {
      const reason = messageOf(error);
      const violation: Violation = {
        path: [],
        message: `cannot be checked: the schema is invalid (${reason})`,
      };
      return () => [violation];
    }
    return (value) => (validateFunction(value) ? [] : describeErrors(validateFunction.errors ?? [], value));
  }

  /**
   * `schema` compiled, after the check ajv would make itself: a schema of the dialect that meets
   * its meta-schema passes at once; any other is checked by ajv, which throws why it is invalid
   * (compiling the meta-schema only then).
   */
  private checked(schema: object): ValidateFunction {
    const meetsMetaSchema = this.dialect === '2020-12' ? meetsMetaSchema2020 : meetsMetaSchemaDraft07;
    const ownDialect = (schema as { $schema?: unknown }).$schema !== undefined;
    if (ownDialect || !meetsMetaSchema(schema)) this.ajv.validateSchema(schema, true);
    return this.ajv.compile(schema);
  }

  private convertOptions(direction: SchemaDirection): ConvertOptions {
    return { dialect: this.dialect, direction, ...(this.document ? { document: this.document } : {}) };
  }
}

const acceptAll: CompiledSchema = () => [];
const rejectAll: CompiledSchema = () => [{ path: [], message: 'is not allowed (the schema is `false`)' }];

const INT64_LIMIT = 2 ** 63;

/**
 * ajv-formats (full mode) plus OpenAPI's own formats. int32 is range-checked by ajv-formats;
 * int64 only checks "integer" there, so the 64-bit range is added (as far as a double can tell).
 */
function addFormats(ajv: Ajv): void {
  // ajv-formats is CommonJS; its function is both `module.exports` and `module.exports.default`.
  formatsPlugin.default(ajv);
  ajv.addFormat('int64', {
    type: 'number',
    validate: (value: number) => Number.isInteger(value) && value >= -INT64_LIMIT && value <= INT64_LIMIT,
  });
  ajv.addFormat('float', { type: 'number', validate: (value: number) => Number.isFinite(value) });
  ajv.addFormat('double', { type: 'number', validate: (value: number) => Number.isFinite(value) });
  ajv.addFormat('password', true);
  ajv.addFormat('binary', true);
}
