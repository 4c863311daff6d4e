/**
 * GitHub's own description of the REST operations Falcon CI calls (operations.json, extracted from
 * @octokit/openapi by scripts/extract-github-operations.mjs), loaded into Ajv: route matching, and
 * validators for parameters, request bodies and responses.
 */
import { readFileSync } from 'node:fs';
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';

/** The plugin is a CommonJS default export; `.default` is the same function in every loader. */
const addFormats = addFormatsModule.default;

export type JsonSchema = { [keyword: string]: unknown } | boolean;

export interface OperationParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  schema: JsonSchema;
}

export interface OperationDescription {
  operationId: string;
  method: string;
  /** The template, e.g. `/repos/{owner}/{repo}/issues/{issue_number}/comments`. */
  path: string;
  documentationUrl: string;
  parameters: OperationParameter[];
  requestBody: { required: boolean; contentType: string; schema: JsonSchema | null } | null;
  successStatus: number;
  /** Status code → JSON schema of the body (null when the status has no body). */
  responses: Record<string, JsonSchema | null>;
}

export interface OperationsFixture {
  source: { package: string; version: string; file: string; openapi: string };
  operations: Record<string, OperationDescription>;
  components: { schemas: Record<string, JsonSchema> };
}

export const githubOperations: OperationsFixture = JSON.parse(
  readFileSync(new URL('./operations.json', import.meta.url), 'utf8'),
) as OperationsFixture;

/** A problem found by a validator: where (a JSON pointer into the checked value) and what. */
export interface SchemaProblem {
  pointer: string;
  /** `missing_field` or `invalid`, the codes GitHub uses in its `Validation Failed` answers. */
  code: 'missing_field' | 'invalid';
  message: string;
}

const COMPONENTS_ID = 'https://fake-github.test/operations.json';

/**
 * OpenAPI 3.0 schemas, read the way GitHub means them. The description relies on `nullable: true`
 * admitting `null` even next to an `enum` (`start_side` of a review comment is `null` on a single-line
 * comment), while Ajv, following the 3.0.3 clarification, also wants `null` inside the enum. Adding it
 * keeps the fake faithful to what api.github.com actually sends.
 */
function normalize(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(normalize);
  if (typeof schema !== 'object' || schema === null) return schema;
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === '$ref' && typeof value === 'string' && value.startsWith('#/components/')) {
      // Operation schemas live outside the components document: point their references into it.
      result[key] = `${COMPONENTS_ID}${value}`;
    } else if ((key === 'enum' || key === 'required') && Array.isArray(value)) {
      result[key] = value;
    } else {
      result[key] = normalize(value);
    }
  }
  if (result.nullable === true && Array.isArray(result.enum) && !result.enum.includes(null)) {
    result.enum = [...result.enum, null];
  }
  return result;
}

function createAjv(options: { coerceTypes: boolean }): Ajv {
  // strictSchema catches a keyword the extraction should have stripped; the type checks are GitHub's
  // business (its schemas often omit `type: object` next to `properties`).
  const ajv = new Ajv({
    allErrors: true,
    strictSchema: true,
    strictTypes: false,
    strictTuples: false,
    strictRequired: false,
    coerceTypes: options.coerceTypes,
  });
  addFormats(ajv);
  ajv.addKeyword('components');
  return ajv;
}

const bodyAjv = createAjv({ coerceTypes: false });
bodyAjv.addSchema({ $id: COMPONENTS_ID, components: normalize(githubOperations.components) as object });
/** Path and query values arrive as text; Ajv turns `"2"` into `2` where the schema wants a number. */
const parameterAjv = createAjv({ coerceTypes: true });

const compiled = new Map<string, ValidateFunction>();
function validatorFor(key: string, schema: JsonSchema, ajv: Ajv): ValidateFunction {
  let validate = compiled.get(key);
  if (!validate) {
    validate = ajv.compile(normalize(schema) as object);
    compiled.set(key, validate);
  }
  return validate;
}

function problemsOf(errors: ErrorObject[] | null | undefined): SchemaProblem[] {
  return (errors ?? []).map((error) => {
    if (error.keyword === 'required') {
      const missing = String((error.params as { missingProperty: unknown }).missingProperty);
      return { pointer: `${error.instancePath}/${missing}`, code: 'missing_field', message: `is required` };
    }
    return { pointer: error.instancePath, code: 'invalid', message: error.message ?? 'is invalid' };
  });
}

export function getOperation(operationId: string): OperationDescription {
  const operation = githubOperations.operations[operationId];
  if (!operation) throw new Error(`operations.json has no operation ${operationId}`);
  return operation;
}

export interface RouteMatch {
  operation: OperationDescription;
  /** Decoded path parameters, still text. */
  pathParameters: Record<string, string>;
}

interface Route {
  operation: OperationDescription;
  pattern: RegExp;
  names: string[];
  literalSegments: number;
}

const routes: Route[] = Object.values(githubOperations.operations)
  .map((operation) => {
    const names: string[] = [];
    const source = operation.path
      .split('/')
      .map((segment) => {
        const parameter = /^\{(\w+)\}$/.exec(segment);
        if (!parameter) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        names.push(parameter[1]!);
        return '([^/]+)';
      })
      .join('/');
    const literalSegments = operation.path
      .split('/')
      .filter((segment) => segment && !segment.startsWith('{')).length;
    return { operation, pattern: new RegExp(`^${source}/?$`), names, literalSegments };
  })
  // `/pulls/comments/{comment_id}` must win over `/pulls/{pull_number}/...`-shaped templates.
  .sort((a, b) => b.literalSegments - a.literalSegments);

/**
 * The operation for a request. `pathMatched` without `match` means the path exists with another
 * method (GitHub answers 404 to that too).
 */
export function matchRoute(method: string, pathname: string): { match?: RouteMatch; pathMatched: boolean } {
  let pathMatched = false;
  for (const route of routes) {
    const found = route.pattern.exec(pathname);
    if (!found) continue;
    pathMatched = true;
    if (route.operation.method !== method.toUpperCase()) continue;
    const pathParameters: Record<string, string> = {};
    route.names.forEach((name, index) => {
      pathParameters[name] = decodeURIComponent(found[index + 1]!);
    });
    return { match: { operation: route.operation, pathParameters }, pathMatched };
  }
  return { pathMatched };
}

/**
 * Checks path and declared query parameters and returns them coerced to the schema's types.
 * Query parameters the operation does not declare are returned in `unknown`: GitHub ignores them,
 * which is exactly how a misspelled `perPage` goes unnoticed, so the fake reports them.
 */
export function checkParameters(
  operation: OperationDescription,
  pathParameters: Record<string, string>,
  query: Record<string, string>,
): { values: Record<string, unknown>; problems: SchemaProblem[]; unknown: string[] } {
  const declared = operation.parameters.filter(
    (parameter) => parameter.in === 'path' || parameter.in === 'query',
  );
  const values: Record<string, unknown> = {};
  for (const parameter of declared) {
    const raw = parameter.in === 'path' ? pathParameters[parameter.name] : query[parameter.name];
    if (raw !== undefined) values[parameter.name] = raw;
  }
  const schema = {
    type: 'object',
    properties: Object.fromEntries(declared.map((parameter) => [parameter.name, parameter.schema])),
    required: declared.filter((parameter) => parameter.required).map((parameter) => parameter.name),
  };
  const validate = validatorFor(`${operation.operationId} parameters`, schema, parameterAjv);
  const problems = validate(values) ? [] : problemsOf(validate.errors);
  const known = new Set(declared.map((parameter) => parameter.name));
  return { values, problems, unknown: Object.keys(query).filter((name) => !known.has(name)) };
}

/** Checks a parsed JSON body; `unknown` lists fields the schema does not declare (GitHub drops them silently). */
export function checkRequestBody(
  operation: OperationDescription,
  body: unknown,
): { problems: SchemaProblem[]; unknown: string[] } {
  const description = operation.requestBody;
  if (!description?.schema) return { problems: [], unknown: [] };
  if (body === undefined) {
    return description.required
      ? {
          problems: [{ pointer: '', code: 'missing_field', message: 'is required' }],
          unknown: [],
        }
      : { problems: [], unknown: [] };
  }
  const validate = validatorFor(`${operation.operationId} request`, description.schema, bodyAjv);
  const problems = validate(body) ? [] : problemsOf(validate.errors);
  return { problems, unknown: undeclaredFields(description.schema, body, '') };
}

/** Checks a body the fake is about to send against the documented response for that status. */
export function checkResponse(operationId: string, status: number, body: unknown): SchemaProblem[] {
  const operation = getOperation(operationId);
  const documented = operation.responses[String(status)];
  if (documented === undefined) {
    // An error GitHub sends without documenting it for this operation (a 404 for a missing comment,
    // a 403 for a read-only token) still has GitHub's basic error shape.
    if (status < 400)
      return [{ pointer: '', code: 'invalid', message: `status ${status} is not documented` }];
    return checkWith(`basic-error`, { $ref: '#/components/schemas/basic-error' }, body);
  }
  if (documented === null) {
    return body === undefined
      ? []
      : [{ pointer: '', code: 'invalid', message: `status ${status} has no body` }];
  }
  return checkWith(`${operationId} ${status}`, documented, body);
}

function checkWith(key: string, schema: JsonSchema, body: unknown): SchemaProblem[] {
  const validate = validatorFor(`response ${key}`, schema, bodyAjv);
  return validate(body) ? [] : problemsOf(validate.errors);
}

function undeclaredFields(schema: JsonSchema, value: unknown, pointer: string): string[] {
  if (typeof schema !== 'object') return [];
  if (Array.isArray(value)) {
    const items = schema.items;
    return typeof items === 'object' && items !== null
      ? value.flatMap((item, index) => undeclaredFields(items as JsonSchema, item, `${pointer}/${index}`))
      : [];
  }
  if (typeof value !== 'object' || value === null) return [];
  const properties = schema.properties;
  if (typeof properties !== 'object' || properties === null) return [];
  const declared = properties as Record<string, JsonSchema>;
  return Object.entries(value).flatMap(([name, child]) =>
    name in declared
      ? undeclaredFields(declared[name]!, child, `${pointer}/${name}`)
      : [`${pointer}/${name}`],
  );
}
