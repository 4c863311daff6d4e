import type { ApiSpec, ConcreteRequest } from '../openapi/types.js';
import { IGNORED_HEADER_PARAMETERS } from '../openapi/contract.js';
import { isJsonMediaType } from '../openapi/media.js';
import { isRecord } from '../util/document.js';
import type { InitOperation } from './operations.js';
import { sampleValue, shownValue, type SampleValue } from './values.js';

/**
 * What a generated step sends to an operation, or why none can be sent. `shown` asks only for
 * values the spec shows (smoke steps: nothing invented); `schema` also makes values from the
 * schemas' constraints (contract steps). A path parameter is never made up either way: it names
 * something that must already exist, so it comes from an example or from variables.json.
 */

export type InputMode = 'shown' | 'schema';

export interface StepInputs {
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  headers: Record<string, string>;
  json?: unknown;
  form?: Record<string, unknown>;
}

export type InputsResult = { inputs: StepInputs } | { skip: string };

const FORM = 'application/x-www-form-urlencoded';
/** A name `{{name}}` reads as one variable (a dot would read a field of it). */
const TEMPLATE_NAME = /^[A-Za-z_][A-Za-z0-9_-]*$/;

export function operationInputs(
  entry: InitOperation,
  mode: InputMode,
  variables: Record<string, unknown>,
  spec: ApiSpec,
): InputsResult {
  const inputs: StepInputs = { params: {}, query: {}, headers: {} };
  /** The values sent, with variables replaced by what variables.json holds, to check the request. */
  const concrete = { params: {} as Record<string, unknown>, query: {} as Record<string, unknown> };

  for (const parameter of entry.operation.parameters) {
    if (!parameter.required) continue;
    if (parameter.in === 'header' && IGNORED_HEADER_PARAMETERS.has(parameter.name.toLowerCase())) continue;
    const raw = entry.rawParameters.get(`${parameter.in}:${parameter.name}`) ?? {};
    const found = parameterValue(raw, parameter.schema, parameter.in === 'path' ? 'shown' : mode);
    let value: unknown;
    let checked: unknown;
    if (Object.hasOwn(variables, parameter.name) && TEMPLATE_NAME.test(parameter.name)) {
      value = `{{${parameter.name}}}`;
      checked = variables[parameter.name];
    } else if (found) {
      value = checked = found.value;
    } else if (parameter.in === 'path') {
      return {
        skip: `needs an existing ${describeName(parameter.name)}: add ${parameter.name} to variables.json`,
      };
    } else {
      return {
        skip: `needs a value for the ${parameter.in} parameter '${parameter.name}'${mode === 'shown' ? ' (no example, default or enum)' : ''}: add an example to the spec`,
      };
    }
    if (parameter.in === 'path') {
      inputs.params[parameter.name] = value;
      concrete.params[parameter.name] = checked;
    } else if (parameter.in === 'query') {
      inputs.query[parameter.name] = value;
      concrete.query[parameter.name] = checked;
    } else if (parameter.in === 'header') {
      inputs.headers[parameter.name.toLowerCase()] = text(value);
    } else {
      return { skip: `needs the cookie '${parameter.name}': write its step by hand` };
    }
  }

  const body = entry.operation.requestBody;
  let mediaType: string | undefined;
  if (body && Object.keys(body.content).length > 0) {
    const keys = Object.keys(body.content);
    mediaType = keys.find(isJsonMediaType) ?? keys.find((key) => key === FORM);
    const sample = mediaType === undefined ? undefined : bodyValue(entry, mediaType, mode);
    if (body.required && mediaType === undefined)
      return { skip: `sends ${keys.join(', ')}: write its body by hand` };
    if (body.required && sample === undefined)
      return { skip: 'needs a request body the spec shows no example for and its schema cannot make' };
    if (sample !== undefined && mediaType === FORM) {
      if (!isRecord(sample.value)) return { skip: 'its form body example is not a set of fields' };
      inputs.form = sample.value;
    } else if (sample !== undefined) {
      inputs.json = sample.value;
    }
  }

  const problems = spec.checkRequest(entry.operation, concreteRequest(entry, inputs, concrete, mediaType));
  if (problems.length > 0) return { skip: `the values the spec gives do not fit it: ${problems[0]}` };
  return { inputs };
}

/** The example of a parameter: its own, the first of its `examples`, Swagger's `x-example`, or its schema's. */
function parameterValue(
  raw: Record<string, unknown>,
  schema: unknown,
  mode: InputMode,
): SampleValue | undefined {
  if (raw.example !== undefined) return { value: raw.example, shown: true };
  if (raw['x-example'] !== undefined) return { value: raw['x-example'], shown: true };
  const first = firstExample(raw.examples);
  if (first) return first;
  return mode === 'shown' ? shownValue(schema) : sampleValue(schema);
}

function bodyValue(entry: InitOperation, mediaType: string, mode: InputMode): SampleValue | undefined {
  const requestBody = entry.raw.requestBody;
  const media =
    isRecord(requestBody) && isRecord(requestBody.content) ? requestBody.content[mediaType] : undefined;
  if (isRecord(media)) {
    if (media.example !== undefined) return { value: media.example, shown: true };
    const first = firstExample(media.examples);
    if (first) return first;
  }
  const schema = entry.operation.requestBody?.content[mediaType]?.schema;
  const sample = mode === 'shown' ? shownValue(schema) : sampleValue(schema);
  return sample;
}

/** The first value of an OpenAPI 3 `examples` map (Example Objects) or of a plain list. */
function firstExample(examples: unknown): SampleValue | undefined {
  if (Array.isArray(examples)) return examples.length > 0 ? { value: examples[0], shown: true } : undefined;
  if (!isRecord(examples)) return undefined;
  for (const example of Object.values(examples)) {
    if (isRecord(example) && example.value !== undefined) return { value: example.value, shown: true };
  }
  return undefined;
}

function concreteRequest(
  entry: InitOperation,
  inputs: StepInputs,
  concrete: { params: Record<string, unknown>; query: Record<string, unknown> },
  mediaType: string | undefined,
): ConcreteRequest {
  const path = entry.operation.path.replace(/\{([^{}]+)\}/g, (whole, name: string) =>
    Object.hasOwn(concrete.params, name) ? encodeURIComponent(text(concrete.params[name])) : whole,
  );
  const query: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(concrete.query))
    query[name] = Array.isArray(value) ? value.map(text) : text(value);
  const body = inputs.json ?? inputs.form;
  return {
    method: entry.operation.method,
    path,
    query,
    headers: inputs.headers,
    ...(body !== undefined && mediaType ? { contentType: mediaType, body } : {}),
  };
}

function text(value: unknown): string {
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
