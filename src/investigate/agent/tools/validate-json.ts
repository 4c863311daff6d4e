/**
 * validate_json: checks a JSON value against a schema — one the model writes, or the one the spec
 * documents for an operation's response (or request body) — with the same validator the contract
 * checks use, so the model's experiment and the failing check agree on what "valid" means.
 */
import { didYouMean } from '../../../util/did-you-mean.js';
import type { JsonSchema } from '../../../core/results.js';
import { schemaValidatorOf } from '../../../openapi/api.js';
import { findMediaKey } from '../../../openapi/media.js';
import { SchemaValidator } from '../../../openapi/schema.js';
import type { ApiSpec, Operation } from '../../../openapi/types.js';
import { messageOf } from '../../../util/text.js';
import { Type, type Static } from 'typebox';
import { defineTool } from '../registry.js';
import type { Tool } from '../types.js';
import type { ToolDependencies } from './dependencies.js';
import { capText, MAX_OUTPUT_BYTES } from './output.js';

const MAX_VIOLATIONS = 50;

const ValidateJsonParameters = Type.Object(
  {
    body: Type.Unknown({
      type: ['object', 'array', 'string', 'number', 'boolean', 'null'],
      description: 'The value to check: JSON itself, or JSON text in a string (a string is parsed as JSON).',
    }),
    schema: Type.Optional(
      Type.Union([Type.Record(Type.String(), Type.Unknown()), Type.Boolean()], {
        description: 'A JSON Schema (in the dialect of the spec).',
      }),
    ),
    operation_id: Type.Optional(
      Type.String({ description: 'Use the schema the spec documents for this operation.' }),
    ),
    status: Type.Optional(
      Type.Integer({ minimum: 100, maximum: 599, description: 'Response status whose schema to use.' }),
    ),
    media_type: Type.Optional(
      Type.String({ default: 'application/json', description: 'Media type of the documented content.' }),
    ),
  },
  { additionalProperties: false },
);
export type ValidateJsonArgs = Static<typeof ValidateJsonParameters>;

export function createValidateJsonTool(deps: ToolDependencies): Tool {
  // Without a spec, inline schemas are plain JSON Schema 2020-12.
  let standalone: SchemaValidator | undefined;
  const plainValidator = (): SchemaValidator => (standalone ??= new SchemaValidator('3.1'));

  return defineTool({
    name: 'validate_json',
    description:
      'Validate a JSON value against a schema and list every violation with its JSON path. Give `schema`, or `operation_id` with `status` to use the response schema the spec documents (operation_id without status: the request body schema).',
    parameters: ValidateJsonParameters,
    run: async (args) => deps.redactor.text(validateJson(args, deps.workspace.spec, plainValidator)),
  });
}

function validateJson(
  args: ValidateJsonArgs,
  spec: ApiSpec | undefined,
  plainValidator: () => SchemaValidator,
): string {
  const value = readBody(args.body);
  if ('error' in value) return value.error;

  let schema: JsonSchema;
  let what: string;
  let direction: 'request' | 'response' = 'response';
  if (args.schema !== undefined) {
    schema = args.schema;
    what = 'the given schema';
  } else if (args.operation_id !== undefined) {
    if (!spec) return 'there is no OpenAPI spec in this workspace; pass the schema itself as `schema`';
    const operation = spec.byOperationId(args.operation_id);
    if (!operation) {
      const ids = spec.operations.flatMap((candidate) =>
        candidate.operationId ? [candidate.operationId] : [],
      );
      const close = didYouMean(args.operation_id, ids);
      return `no operation ${args.operation_id} in ${spec.file}${close ? ` (did you mean ${close}?)` : ''}`;
    }
    const mediaType = args.media_type ?? 'application/json';
    const documented =
      args.status === undefined
        ? requestSchema(operation, mediaType)
        : spec.responseSchema(operation, args.status, mediaType);
    if (documented === undefined) return nothingDocumented(operation, args.status, mediaType);
    schema = documented;
    direction = args.status === undefined ? 'request' : 'response';
    what =
      args.status === undefined
        ? `the request body schema of ${args.operation_id} (${mediaType})`
        : `the ${args.status} response schema of ${args.operation_id} (${mediaType})`;
  } else {
    return 'give either `schema`, or `operation_id` (with `status` for a response) to use the schema from the spec';
  }

  const specValidator = spec ? schemaValidatorOf(spec) : undefined;
  const violations = specValidator
    ? specValidator.validate(schema, value.value, direction)
    : spec
      ? spec.validate(schema, value.value)
      : plainValidator().validate(schema, value.value);
  if (violations.length === 0) return `valid: the body matches ${what}`;
  const shown = violations.slice(0, MAX_VIOLATIONS).map((violation) => `- ${violation}`);
  if (violations.length > MAX_VIOLATIONS) shown.push(`… ${violations.length - MAX_VIOLATIONS} more`);
  return capText(
    `not valid: ${violations.length} violation${violations.length === 1 ? '' : 's'} of ${what}:\n${shown.join('\n')}`,
    MAX_OUTPUT_BYTES,
  );
}

/** The value, parsing a string as JSON text (models often pass a response body as they saw it). */
function readBody(body: unknown): { value: unknown } | { error: string } {
  if (typeof body !== 'string') return { value: body };
  try {
    return { value: JSON.parse(body) as unknown };
  } catch (error) {
    const reason = messageOf(error);
    return {
      error: `body is a string but not JSON text (${reason}); pass the JSON value itself, or a string holding JSON. To check a JSON string value, pass it quoted: "\\"text\\""`,
    };
  }
}

function requestSchema(operation: Operation, mediaType: string): JsonSchema | undefined {
  const content = operation.requestBody?.content;
  if (!content) return undefined;
  const key = findMediaKey(Object.keys(content), mediaType);
  return key === undefined ? undefined : content[key]?.schema;
}

function nothingDocumented(operation: Operation, status: number | undefined, mediaType: string): string {
  const name = operation.operationId ?? `${operation.method} ${operation.path}`;
  if (status === undefined) {
    const types = Object.keys(operation.requestBody?.content ?? {});
    return types.length === 0
      ? `${name} documents no request body; give status to check a response`
      : `${name} documents no request body schema for ${mediaType}; documented: ${types.join(', ')}`;
  }
  const documented = Object.entries(operation.responses).map(([code, response]) => {
    const types = Object.keys(response.content);
    return `${code} ${types.length > 0 ? `(${types.join(', ')})` : '(no body)'}`;
  });
  return `${name} documents no schema for status ${status} and ${mediaType}; documented: ${documented.join(', ') || 'no responses'}`;
}
