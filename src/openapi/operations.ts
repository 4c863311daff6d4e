import type { SourceLocation } from '../core/errors.js';
import type { JsonSchema } from '../core/results.js';
import { isRecord } from '../util/document.js';
import type { YamlSource } from '../util/yaml-source.js';
import type { MediaContent, Operation, Parameter, ResponseSpec, SpecVersion } from './types.js';

/**
 * Reads the operations out of a dereferenced document into one model for every version:
 * Swagger 2.0's body/formData parameters, `consumes`/`produces` and response `schema` become
 * OpenAPI 3's `requestBody` and `content`, so nothing downstream needs to know the version.
 */

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

type Json = Record<string, unknown>;

/** Swagger 2.0 keywords that describe a non-body parameter's (or header's) value. */
const SWAGGER_2_SCHEMA_KEYS = [
  'type',
  'format',
  'items',
  'default',
  'maximum',
  'exclusiveMaximum',
  'minimum',
  'exclusiveMinimum',
  'maxLength',
  'minLength',
  'pattern',
  'maxItems',
  'minItems',
  'uniqueItems',
  'enum',
  'multipleOf',
  'x-nullable',
];
const FORM_MEDIA_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];

export function buildOperations(document: Json, version: SpecVersion, source: YamlSource): Operation[] {
  const operations: Operation[] = [];
  for (const [path, pathItem] of Object.entries(record(document.paths))) {
    const item = record(pathItem);
    for (const method of HTTP_METHODS) {
      const raw = item[method];
      if (!isRecord(raw)) continue;
      const parameters = mergeParameters(list(item.parameters), list(raw.parameters));
      const base = {
        ...(typeof raw.operationId === 'string' ? { operationId: raw.operationId } : {}),
        method: method.toUpperCase(),
        path,
        ...(typeof raw.summary === 'string' ? { summary: raw.summary } : {}),
        requiresAuth: requiresAuth(raw.security ?? document.security),
      };
      const parts =
        version === '2.0' ? swagger2Parts(document, raw, parameters) : openApi3Parts(raw, parameters);
      operations.push(placed({ ...base, ...parts }, () => source.locateKey(['paths', path, method])));
    }
  }
  return operations;
}

/**
 * The operation with its `location` found when first read: placing an operation can mean building
 * the syntax tree of a large JSON spec, which a run that reports nothing about it never needs.
 */
function placed(operation: Omit<Operation, 'location'>, locate: () => SourceLocation): Operation {
  let location: SourceLocation | undefined;
  return Object.defineProperty(operation as Operation, 'location', {
    get: () => (location ??= locate()),
    enumerable: true,
  });
}

type OperationParts = Pick<Operation, 'parameters' | 'requestBody' | 'responses'>;

function openApi3Parts(raw: Json, parameters: Json[]): OperationParts {
  const requestBody = isRecord(raw.requestBody)
    ? { required: raw.requestBody.required === true, content: content(raw.requestBody.content) }
    : undefined;
  const responses: Record<string, ResponseSpec> = {};
  for (const [status, response] of Object.entries(record(raw.responses))) {
    const value = record(response);
    responses[status] = {
      ...(typeof value.description === 'string' ? { description: value.description } : {}),
      content: content(value.content),
      headers: headers(value.headers, (header) => ({
        required: header.required === true,
        ...optionalSchema(header.schema ?? firstContentSchema(header.content)),
      })),
    };
  }
  return {
    parameters: parameters.flatMap((parameter) => {
      const location = parameterLocation(parameter.in);
      if (!location || typeof parameter.name !== 'string') return [];
      return [
        {
          name: parameter.name,
          in: location,
          required: location === 'path' || parameter.required === true,
          ...optionalSchema(parameter.schema ?? firstContentSchema(parameter.content)),
        } satisfies Parameter,
      ];
    }),
    ...(requestBody ? { requestBody } : {}),
    responses,
  };
}

function swagger2Parts(document: Json, raw: Json, parameters: Json[]): OperationParts {
  const consumes = mediaTypes(raw.consumes ?? document.consumes);
  const produces = mediaTypes(raw.produces ?? document.produces);
  const result: Parameter[] = [];
  let requestBody: Operation['requestBody'];
  const form: Json[] = [];

  for (const parameter of parameters) {
    if (typeof parameter.name !== 'string') continue;
    if (parameter.in === 'body') {
      const schema = isSchema(parameter.schema) ? parameter.schema : {};
      requestBody = {
        required: parameter.required === true,
        content: Object.fromEntries(consumes.map((media) => [media, { schema }])),
      };
    } else if (parameter.in === 'formData') {
      form.push(parameter);
    } else {
      const location = parameterLocation(parameter.in);
      if (!location) continue;
      result.push({
        name: parameter.name,
        in: location,
        required: location === 'path' || parameter.required === true,
        schema: swagger2Schema(parameter),
      });
    }
  }

  if (form.length > 0) {
    const declared = consumes.filter((media) => FORM_MEDIA_TYPES.includes(media));
    const formMedia =
      declared.length > 0
        ? declared
        : [
            form.some((parameter) => parameter.type === 'file')
              ? 'multipart/form-data'
              : FORM_MEDIA_TYPES[0]!,
          ];
    const schema: Json = {
      type: 'object',
      properties: Object.fromEntries(form.map((parameter) => [parameter.name, swagger2Schema(parameter)])),
      required: form.filter((parameter) => parameter.required === true).map((parameter) => parameter.name),
    };
    requestBody = {
      required: form.some((parameter) => parameter.required === true),
      content: Object.fromEntries(formMedia.map((media) => [media, { schema }])),
    };
  }

  const responses: Record<string, ResponseSpec> = {};
  for (const [status, response] of Object.entries(record(raw.responses))) {
    const value = record(response);
    const schema = isSchema(value.schema) ? value.schema : undefined;
    responses[status] = {
      ...(typeof value.description === 'string' ? { description: value.description } : {}),
      content: schema ? Object.fromEntries(produces.map((media) => [media, { schema }])) : {},
      // Swagger 2.0 cannot mark a response header as required.
      headers: headers(value.headers, (header) => ({ required: false, schema: swagger2Schema(header) })),
    };
  }
  return { parameters: result, ...(requestBody ? { requestBody } : {}), responses };
}

/** Path-level parameters apply to every operation unless the operation redefines them (same name and `in`). */
function mergeParameters(pathLevel: unknown[], operationLevel: unknown[]): Json[] {
  const merged = new Map<string, Json>();
  for (const parameter of [...pathLevel, ...operationLevel]) {
    if (!isRecord(parameter)) continue;
    merged.set(`${String(parameter.in)}\u0000${String(parameter.name)}`, parameter);
  }
  return [...merged.values()];
}

/**
 * `security` on the operation wins over the global one; `[]` means no credentials, and a
 * requirement list holding `{}` makes credentials optional.
 */
function requiresAuth(security: unknown): boolean {
  if (!Array.isArray(security) || security.length === 0) return false;
  return !security.some((requirement) => isRecord(requirement) && Object.keys(requirement).length === 0);
}

function content(value: unknown): MediaContent {
  const result: MediaContent = {};
  for (const [media, entry] of Object.entries(record(value))) {
    result[media] = optionalSchema(record(entry).schema);
  }
  return result;
}

function headers(
  value: unknown,
  describe: (header: Json) => ResponseSpec['headers'][string],
): ResponseSpec['headers'] {
  const result: ResponseSpec['headers'] = {};
  for (const [name, header] of Object.entries(record(value))) {
    // OpenAPI: a documented Content-Type header is ignored; `content` describes it.
    if (name.toLowerCase() === 'content-type') continue;
    result[name.toLowerCase()] = describe(record(header));
  }
  return result;
}

function swagger2Schema(parameter: Json): JsonSchema {
  const schema: Json = {};
  for (const key of SWAGGER_2_SCHEMA_KEYS) {
    if (parameter[key] !== undefined) schema[key] = parameter[key];
  }
  if (schema.type === 'file') {
    schema.type = 'string';
    schema.format = 'binary';
  }
  return schema;
}

function firstContentSchema(value: unknown): unknown {
  const first = Object.values(record(value))[0];
  return isRecord(first) ? first.schema : undefined;
}

function optionalSchema(schema: unknown): { schema?: JsonSchema } {
  return isSchema(schema) ? { schema } : {};
}

function mediaTypes(value: unknown): string[] {
  const types = Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  return types.length > 0 ? types : ['application/json'];
}

function parameterLocation(value: unknown): Parameter['in'] | undefined {
  return value === 'path' || value === 'query' || value === 'header' || value === 'cookie'
    ? value
    : undefined;
}

function isSchema(value: unknown): value is JsonSchema {
  return typeof value === 'boolean' || isRecord(value);
}

function record(value: unknown): Json {
  return isRecord(value) ? value : {};
}

function list(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}
