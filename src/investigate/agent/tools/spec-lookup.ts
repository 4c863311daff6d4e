/**
 * spec_lookup: what the OpenAPI spec says, in pieces a model can use — the list of operations,
 * one operation's parameters, request body and responses with their schemas, the operations
 * matching some words, or a named schema. Schemas are shown as compact JSON, each capped, so
 * one huge schema does not crowd out the rest of the operation.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { didYouMean } from '../../../util/did-you-mean.js';
import type { JsonSchema } from '../../../core/results.js';
import type { ApiSpec, MediaContent, Operation } from '../../../openapi/types.js';
import { isRecord } from '../../../util/document.js';
import { messageOf } from '../../../util/text.js';
import { parseYamlSource } from '../../../util/yaml-source.js';
import { Type, type Static } from 'typebox';
import { defineTool } from '../registry.js';
import type { Tool } from '../types.js';
import type { ToolDependencies } from './dependencies.js';
import { capText, compactJson, MAX_OUTPUT_BYTES } from './output.js';

/** Bytes of one schema's JSON. */
const SCHEMA_BYTES = 2_500;
const MAX_LISTED = 150;
const MAX_SEARCH_RESULTS = 40;

const SpecLookupParameters = Type.Object(
  {
    operation_id: Type.Optional(Type.String({ description: 'operationId, e.g. getUser' })),
    method: Type.Optional(Type.String({ description: 'HTTP method, with path.' })),
    path: Type.Optional(
      Type.String({ description: 'A path as documented (/users/{id}) or as called (/users/42).' }),
    ),
    search: Type.Optional(Type.String({ description: 'Words to find in operations, e.g. "order status".' })),
    schema: Type.Optional(
      Type.String({ description: 'Name of a schema in components/schemas (definitions in Swagger 2.0).' }),
    ),
  },
  { additionalProperties: false },
);
export type SpecLookupArgs = Static<typeof SpecLookupParameters>;

export function createSpecLookupTool(deps: ToolDependencies): Tool {
  return defineTool({
    name: 'spec_lookup',
    returns: 'repository',
    description:
      "Look things up in the API's OpenAPI spec. No arguments: the title, servers and every operation. operation_id, or path (with method): that operation's parameters, request body and responses with schemas. search: operations whose id, path, summary, parameters or fields contain the words. schema: a named schema (components/schemas).",
    parameters: SpecLookupParameters,
    run: async (args) => deps.redactor.text(capText(await lookup(args, deps), MAX_OUTPUT_BYTES)),
  });
}

async function lookup(args: SpecLookupArgs, deps: ToolDependencies): Promise<string> {
  const spec = deps.workspace.spec;
  if (!spec) {
    return 'there is no OpenAPI spec in this workspace (or it failed to load), so there is nothing to look up; point `spec:` in .falcon/config.yaml at the spec, or work from the flows and the code.';
  }
  if (args.schema !== undefined) return namedSchema(spec, args.schema, deps.workspace.repoRoot);
  if (args.operation_id !== undefined) {
    const operation = spec.byOperationId(args.operation_id) ?? findIdIgnoringCase(spec, args.operation_id);
    if (operation) return describeOperation(operation);
    const ids = spec.operations.flatMap((candidate) =>
      candidate.operationId ? [candidate.operationId] : [],
    );
    const close = didYouMean(args.operation_id, ids);
    return `no operation ${args.operation_id} in ${spec.file}${close ? ` (did you mean ${close}?)` : ''}; call spec_lookup {} to list the operations`;
  }
  if (args.path !== undefined) return byPath(spec, args.path, args.method);
  if (args.search !== undefined) return search(spec, args.search);
  return overview(spec);
}

function findIdIgnoringCase(spec: ApiSpec, id: string): Operation | undefined {
  const lower = id.toLowerCase();
  return spec.operations.find((operation) => operation.operationId?.toLowerCase() === lower);
}

function overview(spec: ApiSpec): string {
  const lines = [
    `${spec.title || '(untitled API)'} — OpenAPI ${spec.version}, ${spec.file}`,
    `servers: ${spec.servers.length > 0 ? spec.servers.join(', ') : '(none)'}`,
    `${spec.operations.length} operations:`,
  ];
  for (const operation of spec.operations.slice(0, MAX_LISTED)) lines.push(`  ${operationLine(operation)}`);
  if (spec.operations.length > MAX_LISTED) {
    lines.push(`  … ${spec.operations.length - MAX_LISTED} more; find them with search`);
  }
  return lines.join('\n');
}

function operationLine(operation: Operation): string {
  const id = operation.operationId ? `  ${operation.operationId}` : '';
  const summary = operation.summary ? ` — ${operation.summary}` : '';
  return `${operation.method} ${operation.path}${id}${summary}`;
}

function byPath(spec: ApiSpec, givenPath: string, method: string | undefined): string {
  const pathOnly = givenPath.split('?')[0] ?? givenPath;
  const path = pathOnly.startsWith('/') ? pathOnly : `/${pathOnly}`;
  const upper = method?.toUpperCase();
  const documented = spec.operations.filter((operation) => operation.path === path);
  let found: Operation[];
  if (documented.length > 0) {
    found = upper ? documented.filter((operation) => operation.method === upper) : documented;
  } else if (upper) {
    const match = spec.match(upper, path);
    found = match ? [match] : [];
  } else {
    found = spec.methodsFor(path).flatMap((each) => {
      const match = spec.match(each, path);
      return match ? [match] : [];
    });
  }
  if (found.length > 0) return found.map((operation) => describeOperation(operation)).join('\n\n');

  const methods = spec.methodsFor(path);
  if (upper && methods.length > 0) {
    return `${path} is documented, but not for ${upper}; its methods are ${methods.join(', ')}`;
  }
  const paths = [...new Set(spec.operations.map((operation) => operation.path))];
  const close = didYouMean(path, paths);
  return `no operation in ${spec.file} documents ${upper ? `${upper} ` : ''}${path}${close ? ` (did you mean ${close}?)` : ''}; call spec_lookup {} to list the operations`;
}

function search(spec: ApiSpec, text: string): string {
  const words = text.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return overview(spec);
  const hits = spec.operations.filter((operation) => {
    const haystack = searchableText(operation);
    return words.every((word) => haystack.includes(word));
  });
  if (hits.length === 0)
    return `no operation mentions ${words.join(' and ')}; call spec_lookup {} to list them all`;
  const lines = hits.slice(0, MAX_SEARCH_RESULTS).map(operationLine);
  if (hits.length > MAX_SEARCH_RESULTS)
    lines.push(`… ${hits.length - MAX_SEARCH_RESULTS} more; add words to narrow the search`);
  return `${hits.length} operation${hits.length === 1 ? '' : 's'} matching ${JSON.stringify(text)}:\n${lines.join('\n')}`;
}

/** Id, method, path, summary, parameter names and every property name in its schemas, lower case. */
function searchableText(operation: Operation): string {
  const parts = [operation.operationId ?? '', operation.method, operation.path, operation.summary ?? ''];
  for (const parameter of operation.parameters) parts.push(parameter.name);
  const schemas: unknown[] = [];
  for (const media of Object.values(operation.requestBody?.content ?? {})) schemas.push(media.schema);
  for (const response of Object.values(operation.responses)) {
    parts.push(response.description ?? '');
    for (const media of Object.values(response.content)) schemas.push(media.schema);
  }
  for (const schema of schemas) collectPropertyNames(schema, parts, 0);
  return parts.join(' ').toLowerCase();
}

function collectPropertyNames(schema: unknown, into: string[], depth: number): void {
  if (!isRecord(schema) || depth > 5) return;
  if (isRecord(schema.properties)) {
    for (const [name, property] of Object.entries(schema.properties)) {
      into.push(name);
      collectPropertyNames(property, into, depth + 1);
    }
  }
  collectPropertyNames(schema.items, into, depth + 1);
  for (const key of ['allOf', 'anyOf', 'oneOf'] as const) {
    const branches = schema[key];
    if (Array.isArray(branches)) for (const branch of branches) collectPropertyNames(branch, into, depth + 1);
  }
}

function describeOperation(operation: Operation): string {
  const lines = [`${operationLine(operation)}`];
  lines.push(
    `defined at ${operation.location.file}:${operation.location.line}; ${operation.requiresAuth ? 'requires credentials' : 'no credentials required'}`,
  );
  if (operation.parameters.length > 0) {
    lines.push('parameters:');
    for (const parameter of operation.parameters) {
      const schema = parameter.schema === undefined ? '' : `: ${schemaJson(parameter.schema)}`;
      lines.push(`  ${parameter.name} (${parameter.in}${parameter.required ? ', required' : ''})${schema}`);
    }
  }
  if (operation.requestBody) {
    lines.push(`request body${operation.requestBody.required ? ' (required)' : ' (optional)'}:`);
    lines.push(...describeContent(operation.requestBody.content, '  '));
  }
  lines.push('responses:');
  const statuses = Object.keys(operation.responses);
  if (statuses.length === 0) lines.push('  (none documented)');
  for (const status of statuses) {
    const response = operation.responses[status];
    if (!response) continue;
    const hasBody = Object.keys(response.content).length > 0;
    lines.push(
      `  ${status}${response.description ? ` ${response.description}` : ''}${hasBody ? '' : ' (no body)'}`,
    );
    lines.push(...describeContent(response.content, '    '));
    const headers = Object.entries(response.headers);
    if (headers.length > 0) {
      lines.push(
        `    headers: ${headers.map(([name, header]) => `${name}${header.required ? ' (required)' : ''}`).join(', ')}`,
      );
    }
  }
  return lines.join('\n');
}

function describeContent(content: MediaContent, indent: string): string[] {
  return Object.entries(content).map(
    ([mediaType, media]) =>
      `${indent}${mediaType}: ${media.schema === undefined ? '(no schema)' : schemaJson(media.schema)}`,
  );
}

function schemaJson(schema: JsonSchema): string {
  return compactJson(schema, SCHEMA_BYTES);
}

/** A schema by name, as written in the spec file (with its `$ref`s, which keep it short). */
async function namedSchema(spec: ApiSpec, name: string, repoRoot: string): Promise<string> {
  const file = path.resolve(repoRoot, spec.file);
  let document: unknown;
  let source;
  try {
    source = parseYamlSource(spec.file, await readFile(file, 'utf8'));
    document = source.value;
  } catch (error) {
    return `cannot read the schemas of ${spec.file}: ${messageOf(error)}`;
  }
  const keyPath = spec.version === '2.0' ? ['definitions'] : ['components', 'schemas'];
  const container = keyPath.reduce<unknown>(
    (node, key) => (isRecord(node) ? node[key] : undefined),
    document,
  );
  const schemas = isRecord(container) ? container : {};
  const names = Object.keys(schemas);
  const key = Object.hasOwn(schemas, name)
    ? name
    : names.find((candidate) => candidate.toLowerCase() === name.toLowerCase());
  if (key === undefined) {
    if (names.length === 0)
      return `${spec.file} has no named schemas (${keyPath.join('/')}); look at an operation instead`;
    const close = didYouMean(name, names);
    const listed = names.slice(0, 60).join(', ') + (names.length > 60 ? ', …' : '');
    return `no schema ${name} in ${spec.file}${close ? ` (did you mean ${close}?)` : ''}; the schemas are: ${listed}`;
  }
  const location = source.locateKey([...keyPath, key]);
  return `${key} (${spec.file}:${location.line}):\n${compactJson(schemas[key], MAX_OUTPUT_BYTES - 200)}`;
}
