import type { ApiSpec, ConcreteRequest, Parameter } from '../openapi/types.js';
import { IGNORED_HEADER_PARAMETERS } from '../openapi/contract.js';
import { isRecord } from '../util/document.js';
import { requestBody, type BodyInputs } from './bodies.js';
import type { InitOperation } from './operations.js';
import { firstExample, sampleValue, type SampleOptions, type SampleValue } from './values.js';

/**
 * What a generated step sends to an operation, or why none can be sent. Every required parameter
 * gets a value the spec allows (its example, else the smallest value its schema accepts, never
 * an empty one), a path parameter the value its caller chose (a capture or a shared variable),
 * and the body one of the media types Falcon can write. The request is checked against the spec
 * before it is written: with the spec's own examples first, then, when an example breaks its
 * schema, with values made from the schema alone.
 */

export interface StepInputs extends BodyInputs {
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  headers: Record<string, string>;
}

export type InputsResult = { inputs: StepInputs } | { skip: string };

/** A path parameter's value: what the step writes (`{{petId}}`), and a value like it to check with. */
export type PathValue = { value: string; example: unknown } | { skip: string };

export interface InputsContext {
  spec: ApiSpec;
  /** The value of each path parameter, chosen by the flow being written. */
  pathValue(parameter: Parameter): PathValue;
  /** The environment's cookie header (credentials): a step's own cookie header must carry it on. */
  environmentCookie?: string;
}

export function operationInputs(entry: InitOperation, context: InputsContext): InputsResult {
  const paths: Record<string, { value: string; example: unknown }> = {};
  for (const parameter of entry.operation.parameters) {
    if (parameter.in !== 'path') continue;
    const value = context.pathValue(parameter);
    if ('skip' in value) return value;
    paths[parameter.name] = value;
  }
  const first = attempt(entry, context, paths, {});
  if (!('problem' in first)) return { inputs: first.inputs };
  if (first.fromExamples) {
    // The spec's example breaks its own schema: values made from the schema alone may fit.
    const again = attempt(entry, context, paths, { schemaOnly: true });
    if (!('problem' in again)) return { inputs: again.inputs };
  }
  return { skip: first.problem };
}

type Attempt = { inputs: StepInputs } | { problem: string; fromExamples: boolean };

function attempt(
  entry: InitOperation,
  context: InputsContext,
  paths: Record<string, { value: string; example: unknown }>,
  options: SampleOptions,
): Attempt {
  const inputs: StepInputs = { params: {}, query: {}, headers: {} };
  const concrete: ConcreteRequest = {
    method: entry.operation.method,
    path: entry.operation.path,
    query: {},
    headers: {},
  };
  const cookies: string[] = [];
  let fromExamples = false;

  for (const parameter of entry.operation.parameters) {
    if (parameter.in === 'path') {
      const { value, example } = paths[parameter.name]!;
      inputs.params[parameter.name] = value;
      concrete.path = concrete.path.replace(`{${parameter.name}}`, encodeURIComponent(text(example)));
      continue;
    }
    if (!parameter.required) continue;
    if (parameter.in === 'header' && IGNORED_HEADER_PARAMETERS.has(parameter.name.toLowerCase())) continue;
    const raw = entry.rawParameters.get(`${parameter.in}:${parameter.name}`) ?? {};
    const found = parameterValue(raw, parameter, options);
    const label = `the ${parameter.in} parameter '${parameter.name}'`;
    if (!found) {
      return {
        problem: `needs a value for ${label} its schema cannot make: add an example to the spec`,
        fromExamples,
      };
    }
    fromExamples ||= found.shown;
    if (isRecord(found.value) || (Array.isArray(found.value) && found.value.some(isStructured))) {
      return { problem: `${label} takes an object: write its step by hand`, fromExamples };
    }
    if (parameter.in === 'query') {
      inputs.query[parameter.name] = found.value;
      concrete.query[parameter.name] = Array.isArray(found.value) ? found.value.map(text) : text(found.value);
    } else if (parameter.in === 'header') {
      inputs.headers[parameter.name.toLowerCase()] = text(found.value);
    } else {
      cookies.push(`${parameter.name}=${text(found.value)}`);
    }
  }
  if (cookies.length > 0) {
    // The step's cookie header replaces the environment's: the credentials ride along in it.
    if (context.environmentCookie) cookies.push(context.environmentCookie);
    inputs.headers.cookie = cookies.join('; ');
  }
  concrete.headers = { ...inputs.headers };

  const body = requestBody(entry, options);
  if ('skip' in body) return { problem: body.skip, fromExamples };
  if (body.body) {
    fromExamples ||= body.body.shown;
    Object.assign(inputs, body.body.inputs);
    if (body.body.contentType) inputs.headers['content-type'] = body.body.contentType;
    concrete.contentType = body.body.contentType ?? body.body.mediaType;
    concrete.headers['content-type'] = concrete.contentType;
    concrete.body = body.body.inputs.json ?? body.body.inputs.body ?? body.body.inputs.form;
    if (body.body.typed !== undefined && body.body.schema !== undefined) {
      // A form or multipart body is checked as the fields it was made of.
      const problems = context.spec.validate(body.body.schema, body.body.typed);
      if (problems.length > 0)
        return { problem: `the body the spec gives does not fit it: ${problems[0]}`, fromExamples };
    }
  }

  const problems = context.spec.checkRequest(entry.operation, concrete);
  if (problems.length > 0)
    return { problem: `the values the spec gives do not fit it: ${problems[0]}`, fromExamples };
  return { inputs };
}

/**
 * The value of a parameter: its own example, the first of its `examples`, Swagger's `x-example`,
 * or its schema's. A required text value is never empty: an empty value is no value (OpenAPI's
 * `allowEmptyValue` is off unless said), and a list holds at least one item.
 */
export function parameterValue(
  raw: Record<string, unknown>,
  parameter: Pick<Parameter, 'schema'>,
  options: SampleOptions = {},
): SampleValue | undefined {
  const allowEmpty = raw.allowEmptyValue === true;
  const usable = (value: unknown): boolean =>
    value !== undefined &&
    value !== null &&
    (allowEmpty || (value !== '' && !(Array.isArray(value) && value.length === 0)));
  if (!options.schemaOnly) {
    for (const shown of [raw.example, raw['x-example'], firstExample(raw.examples)?.value])
      if (usable(shown)) return { value: shown, shown: true };
  }
  const schema = isRecord(parameter.schema) ? nonEmpty(parameter.schema, allowEmpty) : parameter.schema;
  const sample = sampleValue(schema, options);
  return sample && usable(sample.value) ? sample : undefined;
}

/** A schema whose strings and lists cannot be empty. */
function nonEmpty(schema: Record<string, unknown>, allowEmpty: boolean): Record<string, unknown> {
  if (allowEmpty) return schema;
  const copy = { ...schema };
  if (copy.type === 'string' && !(typeof copy.minLength === 'number' && copy.minLength > 0))
    copy.minLength = 1;
  if (copy.type === 'array' && !(typeof copy.minItems === 'number' && copy.minItems > 0)) copy.minItems = 1;
  return copy;
}

function isStructured(value: unknown): boolean {
  return value !== null && typeof value === 'object';
}

export function text(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** `orderId` → `order id`, `guild_id` → `guild id`: how a message names what a parameter holds. */
export function describeName(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase()
    .trim();
}
