/**
 * The tools an investigation may call, found by name the way models write names, and the check
 * that stands between what a model wrote as arguments and a tool's `run`. Models break JSON in
 * predictable ways (Markdown fences, a sentence after the object, trailing commas), so arguments
 * are read leniently; what still does not fit the tool's JSON Schema comes back as an observation
 * that says exactly what to change, because the model can fix what it is told.
 */
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import type { Static, TSchema } from 'typebox';
import type { JsonSchema } from '../../core/results.js';
import { schemaErrorSentence, schemaErrorText } from '../../core/schema-errors.js';
import { formatJsonPath } from '../../openapi/violations.js';
import { isRecord, pointerPath, valueAt } from '../../util/document.js';
import { messageOf } from '../../util/text.js';
import { findClosing, parseRepaired } from './text-calls/json.js';
import type { Tool, ToolContext, ToolDefinition } from './types.js';
import { unescapeSegment } from '../../util/json-pointer.js';
import { firstFencedBlock } from '../../util/markdown.js';

export const TOOL_NAMES = [
  'http_request',
  'read_file',
  'list_files',
  'search_code',
  'spec_lookup',
  'validate_json',
  'analyze_error',
  'run_flow',
  'falcon_read',
  'falcon_write',
  'memory',
  'session_log',
  'plan',
  'write_file',
] as const;

export type ToolSetName = 'contract' | 'status' | 'connection' | 'latency' | 'assertion' | 'all';

/** Every investigation reads and writes its findings and memory, whatever failed. */
const REPORTING = ['falcon_read', 'falcon_write', 'memory', 'session_log', 'plan'] as const;
/**
 * Looking at the code, re-running what failed and proposing a change to the code help with every
 * kind of failure (a proposed write goes to the confirmation policy, never straight to disk).
 */
const CODE = ['analyze_error', 'read_file', 'list_files', 'search_code', 'run_flow', 'write_file'] as const;

/**
 * The tools each kind of failure needs. A smaller catalogue is a shorter prompt and fewer wrong
 * turns: an unreachable API has no body to validate, a schema violation needs the spec.
 */
export const TOOL_SETS: Record<ToolSetName, readonly string[]> = {
  contract: ['spec_lookup', 'validate_json', 'http_request', ...CODE, ...REPORTING],
  status: ['spec_lookup', 'http_request', ...CODE, ...REPORTING],
  connection: ['http_request', 'spec_lookup', ...CODE, ...REPORTING],
  latency: ['http_request', 'spec_lookup', ...CODE, ...REPORTING],
  assertion: ['spec_lookup', 'validate_json', 'http_request', ...CODE, ...REPORTING],
  all: TOOL_NAMES,
};

/** Which set covers a triage failure kind (`unreachable`, `timeout`, … from src/triage). */
const SET_FOR_KIND: Record<string, ToolSetName> = {
  unreachable: 'connection',
  timeout: 'latency',
  status: 'status',
  contract: 'contract',
  latency: 'latency',
  assertion: 'assertion',
  // A flow that cannot run as written: anything may be wrong, from the spec to the flow file.
  flow: 'all',
};

/** The union of the sets for the failure kinds at hand, in catalogue order; `all` for none or unknown kinds. */
export function toolSetForFailures(kinds: readonly string[]): readonly string[] {
  const sets = kinds.map((kind) => SET_FOR_KIND[kind] ?? 'all');
  if (sets.length === 0 || sets.includes('all')) return TOOL_SETS.all;
  const wanted = new Set(sets.flatMap((set) => TOOL_SETS[set]));
  return TOOL_NAMES.filter((name) => wanted.has(name));
}

/**
 * Tool names compared the way models get them wrong: `HTTP_Request`, `http-request`,
 * `httpRequest` and `functions.http_request` all name `http_request`.
 */
function nameKey(name: string): string {
  return name
    .trim()
    .replace(/^functions\./i, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

export class ToolRegistry {
  private readonly tools: Tool[];
  private readonly byKey = new Map<string, Tool>();

  constructor(tools: Tool[]) {
    this.tools = [...tools];
    for (const tool of tools) {
      const key = nameKey(tool.name);
      const existing = this.byKey.get(key);
      if (existing) throw new Error(`two tools are named alike: ${existing.name} and ${tool.name}`);
      this.byKey.set(key, tool);
      // A schema ajv cannot compile is a bug in the tool; better found here than on a model's call.
      compile(tool.parameters);
    }
  }

  /** The tool a model meant, whatever case or separators it wrote the name with. */
  get(name: string): Tool | undefined {
    return this.byKey.get(nameKey(name));
  }

  /** Registered names, in registration order. */
  names(): string[] {
    return this.tools.map((tool) => tool.name);
  }

  get size(): number {
    return this.tools.length;
  }

  /** OpenAI-style definitions for the model, of all tools or of the named ones (unknown names ignored). */
  definitions(names?: readonly string[]): ToolDefinition[] {
    const selected = names ? this.subset(names).tools : this.tools;
    return selected.map((tool) => ({
      name: tool.name,
      description: tool.description,
      parameters: tool.parameters,
    }));
  }

  /**
   * A registry of the named tools that are registered, in registration order. A tool set may name
   * tools this run does not have (no spec, no model for run_flow); those are simply left out.
   */
  subset(names: readonly string[]): ToolRegistry {
    const wanted = new Set(names.map(nameKey));
    return new ToolRegistry(this.tools.filter((tool) => wanted.has(nameKey(tool.name))));
  }
}

/**
 * A tool whose parameters are declared once, as a TypeBox schema: the same declaration is the JSON
 * Schema the model is shown and ajv checks, and the static type `run` receives. The registry holds
 * tools over plain records; that is safe because `validateArguments` checks the arguments against
 * `parameters` before `run` ever sees them.
 */
export function defineTool<Parameters extends TSchema>(
  tool: Omit<Tool, 'parameters' | 'run'> & {
    parameters: Parameters;
    run(args: Static<Parameters>, context: ToolContext): Promise<string>;
  },
): Tool {
  return tool as unknown as Tool;
}

// ---------------------------------------------------------------- arguments

export type ArgumentsResult = { ok: true; args: Record<string, unknown> } | { ok: false; error: string };

const ajv = new Ajv({ allErrors: true, useDefaults: true, coerceTypes: false, strict: false });
const compiled = new WeakMap<object, ValidateFunction>();

function compile(schema: JsonSchema): ValidateFunction {
  const key = typeof schema === 'object' ? schema : { schema };
  const cached = compiled.get(key);
  if (cached) return cached;
  const validate = ajv.compile(schema as object);
  compiled.set(key, validate);
  return validate;
}

/**
 * Reads the arguments a model wrote for `tool` and checks them against the tool's parameters.
 * Defaults from the schema are filled in. On failure, `error` is an observation for the model:
 * every problem with its JSON path, then a short form of what the tool expects.
 */
export function validateArguments(tool: Tool, rawArguments: string): ArgumentsResult {
  const parsed = parseArgumentsText(rawArguments);
  if (!parsed.ok) {
    return {
      ok: false,
      error: `arguments for ${tool.name} are not valid JSON: ${parsed.error}. Write one JSON object. Expected: ${summarizeSchema(tool.parameters)}`,
    };
  }
  const args = parsed.value;
  dropNullOptionals(tool.parameters, args);
  matchEnumCase(tool.parameters, args);
  const validate = compile(tool.parameters);
  if (validate(args)) return { ok: true, args };
  const problems = describeArgumentErrors(validate.errors ?? [], args, tool.parameters);
  return {
    ok: false,
    error: `arguments for ${tool.name} are invalid: ${problems.join('; ')}. Expected: ${summarizeSchema(tool.parameters)}`,
  };
}

/**
 * The JSON object in what a model wrote: the text itself, the inside of a Markdown fence, or the
 * first balanced `{…}` with prose around it; what models break (trailing commas, single quotes,
 * Python's True/False/None…) is repaired by the one JSON repair step of ./text-calls/json.ts. An empty text (or `null`) means no arguments.
 */
export function parseArgumentsText(
  raw: string,
): { ok: true; value: Record<string, unknown> } | { ok: false; error: string } {
  const text = raw.trim();
  if (text === '' || text === 'null') return { ok: true, value: {} };
  // The whole text first: a fence may sit inside a string value (a Markdown report being written).
  const candidates = [text];
  const fenced = firstFencedBlock(text);
  if (fenced !== undefined) {
    if (fenced === '' || fenced === 'null') return { ok: true, value: {} };
    candidates.push(fenced, firstBalancedObject(fenced) ?? fenced);
  }
  candidates.push(firstBalancedObject(text) ?? text);
  let parseError: string | undefined;
  let notAnObject: string | undefined;
  for (const candidate of new Set(candidates)) {
    const strict = tryParse(candidate);
    const repaired = strict.ok || !/^\s*[[{]/.test(candidate) ? undefined : parseRepaired(candidate);
    const result = repaired ? { ok: true as const, value: repaired.value } : strict;
    if (result.ok) {
      const value = unwrap(result.value);
      if (value !== undefined) return { ok: true, value };
      notAnObject ??= `expected an object, got ${describeKind(result.value)}`;
    } else {
      parseError ??= result.error;
    }
  }
  if (notAnObject !== undefined) return { ok: false, error: notAnObject };
  if (!text.includes('{')) {
    return { ok: false, error: 'no JSON object found (arguments are written as {"name": value, …})' };
  }
  return { ok: false, error: parseError ?? 'unreadable' };
}

function tryParse(text: string): { ok: true; value: unknown } | { ok: false; error: string } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    return { ok: false, error: messageOf(error) };
  }
}

/** An object, or an object written as a JSON string inside a string (double-encoded), or `null` → `{}`. */
function unwrap(value: unknown): Record<string, unknown> | undefined {
  if (value === null) return {};
  if (isRecord(value)) return value;
  if (typeof value === 'string' && value.trim().startsWith('{')) {
    const inner = tryParse(value);
    if (inner.ok && isRecord(inner.value)) return inner.value;
  }
  return undefined;
}

function describeKind(value: unknown): string {
  if (Array.isArray(value)) return 'an array';
  return `a ${typeof value}`;
}

/** The first `{…}` whose brackets balance, skipping those inside strings; `undefined` when none closes. */
function firstBalancedObject(text: string): string | undefined {
  const start = text.indexOf('{');
  const end = start === -1 ? -1 : findClosing(text, start);
  return end === -1 ? undefined : text.slice(start, end + 1);
}

/**
 * `"start_line": null` for "not given": models trained on strict schemas, where every property is
 * required and optional ones are nullable, write it that way. Dropped when the schema has no use
 * for null, so the default applies instead of a type error.
 */
function dropNullOptionals(schema: JsonSchema, args: Record<string, unknown>): void {
  if (!isRecord(schema) || !isRecord(schema.properties)) return;
  const required = Array.isArray(schema.required) ? schema.required : [];
  for (const [name, property] of Object.entries(schema.properties)) {
    if (args[name] !== null || required.includes(name) || acceptsNull(property)) continue;
    delete args[name];
  }
}

function acceptsNull(schema: unknown): boolean {
  if (!isRecord(schema)) return schema !== false;
  const type = schema.type;
  if (type === undefined) return true;
  return type === 'null' || (Array.isArray(type) && type.includes('null'));
}

/** `"get"` for an enum of `"GET"`, …: fixed in place, since the meaning is not in doubt. */
function matchEnumCase(schema: JsonSchema, args: Record<string, unknown>): void {
  if (!isRecord(schema) || !isRecord(schema.properties)) return;
  for (const [name, property] of Object.entries(schema.properties)) {
    const value = args[name];
    if (typeof value !== 'string' || !isRecord(property) || !Array.isArray(property.enum)) continue;
    if (property.enum.includes(value)) continue;
    const match = property.enum.find(
      (option): option is string =>
        typeof option === 'string' && option.toLowerCase() === value.toLowerCase(),
    );
    if (match !== undefined) args[name] = match;
  }
}

/** ajv's errors as short sentences with JSON paths: `$.method: must be one of "GET", "POST" (got "FETCH")`. */
function describeArgumentErrors(errors: readonly ErrorObject[], data: unknown, schema: JsonSchema): string[] {
  const problems: string[] = [];
  const unions = errors.filter((error) => error.keyword === 'anyOf' || error.keyword === 'oneOf');
  const insideUnion = (error: ErrorObject): boolean =>
    unions.some((union) => union !== error && error.schemaPath.startsWith(`${union.schemaPath}/`));

  for (const error of errors) {
    if (insideUnion(error)) continue;
    const segments = pointerPath(error.instancePath, data);
    const where = formatJsonPath(segments);
    if (error.keyword === 'anyOf' || error.keyword === 'oneOf') {
      // Alternatives that each only ask for a key read best as the list of those keys.
      const branches = errors.filter((other) => other.schemaPath.startsWith(`${error.schemaPath}/`));
      const missing = branches
        .filter((other) => other.keyword === 'required')
        .map((other) => String((other.params as Record<string, unknown>).missingProperty));
      if (branches.length > 0 && missing.length === branches.length) {
        problems.push(`${where}: needs one of ${[...new Set(missing)].join(', ')}`);
        continue;
      }
    }
    const text = schemaErrorText(error, { words: 'json', value: valueAt(data, segments) });
    const known =
      error.keyword === 'additionalProperties' ? propertyNames(schemaAt(schema, error.schemaPath)) : [];
    const sentence = `${where}: ${schemaErrorSentence(text)}`;
    problems.push(known.length > 0 ? `${sentence} (known: ${known.join(', ')})` : sentence);
  }
  return [...new Set(problems)];
}

/** The subschema an ajv schemaPath (`#/properties/query/additionalProperties`) leads to, minus its last keyword. */
function schemaAt(schema: JsonSchema, schemaPath: string): unknown {
  const segments = schemaPath.replace(/^#\/?/, '').split('/').filter(Boolean).slice(0, -1);
  let node: unknown = schema;
  for (const segment of segments) {
    if (!isRecord(node) && !Array.isArray(node)) return undefined;
    node = (node as Record<string, unknown>)[unescapeSegment(segment)];
  }
  return node;
}

function propertyNames(schema: unknown): string[] {
  return isRecord(schema) && isRecord(schema.properties) ? Object.keys(schema.properties) : [];
}

/**
 * A one-line form of a parameters schema: `{method: "GET"|"POST", path?: string, depth?: integer}`.
 * Short enough to repeat in every error, so the model sees the shape right where it went wrong.
 */
export function summarizeSchema(schema: unknown, depth = 0): string {
  if (schema === true || schema === undefined) return 'any';
  if (!isRecord(schema)) return 'nothing';
  if (Array.isArray(schema.enum)) return schema.enum.map((value) => JSON.stringify(value)).join('|');
  const union = Array.isArray(schema.anyOf)
    ? schema.anyOf
    : Array.isArray(schema.oneOf)
      ? schema.oneOf
      : undefined;
  if (union) return union.map((branch) => summarizeSchema(branch, depth + 1)).join('|');
  const type = schema.type;
  if (Array.isArray(type)) {
    return type.length >= 6
      ? 'any JSON'
      : type.map((item) => summarizeSchema({ ...schema, type: item }, depth)).join('|');
  }
  if (type === 'array') return `${summarizeSchema(schema.items, depth + 1)}[]`;
  if (type === 'object' || isRecord(schema.properties)) {
    const properties = isRecord(schema.properties) ? Object.entries(schema.properties) : [];
    if (properties.length === 0 || depth >= 2) return 'object';
    const required = new Set(Array.isArray(schema.required) ? schema.required.map(String) : []);
    const fields = properties.map(
      ([name, property]) =>
        `${name}${required.has(name) ? '' : '?'}: ${summarizeSchema(property, depth + 1)}`,
    );
    return `{${fields.join(', ')}}`;
  }
  return typeof type === 'string' ? type : 'any';
}
