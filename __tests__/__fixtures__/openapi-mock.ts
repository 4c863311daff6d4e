import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ServerResponse } from 'node:http';
import { parseSpec, type ParsedSpec } from '../../src/openapi/load.js';
import type { Operation } from '../../src/openapi/types.js';
import { firstExample, sampleValue } from '../../src/init/values.js';
import { isJsonMediaType } from '../../src/openapi/media.js';
import { formAsRead } from '../../src/openapi/cases.js';
import { isRecord } from '../../src/util/document.js';
import { startServer, type TestServer } from './server.js';

/**
 * A local server that answers every operation of a spec the way the spec says it answers, as a
 * conforming mock (Prism's static mode) does: the first documented success status, with the
 * response's own example when it fits the schema (else a value with every property its schema
 * names and null wherever it allows null), its documented headers (a `Location` that names the
 * created item), in the documented media type. It refuses what a strict server refuses: 400 to a
 * request the spec would reject (form fields read as the schema types them), 401 when the
 * operation's credentials are missing or not the ones given (in a header, the query or a cookie).
 *
 * An answer the mock cannot make conform (an example and a sample that both break the schema) is
 * sent with `x-mock-slip` and recorded in `slips`: a failure on it is the mock's, not Falcon's.
 * `plant` changes the answer of named operations, to plant a violation.
 */

export interface SpecMock extends TestServer {
  parsed: ParsedSpec;
  /** Answers the mock could not make conform to the spec, one line each. */
  slips: string[];
}

export interface SpecMockOptions {
  /** Credential header (lower case), query parameter or cookie name → the one value the mock accepts. */
  credentials?: Record<string, string>;
  /** The server's base path (`/api/v3`), taken off a request's path before it is matched. */
  basePath?: string;
  /** operationId → a change to the body it answers with (the violation to plant). */
  plant?: Record<string, (body: unknown) => unknown>;
}

type Json = Record<string, unknown>;

export async function startSpecMock(specFile: string, options: SpecMockOptions = {}): Promise<SpecMock> {
  const location = path.resolve(specFile);
  const text = await readFile(location, 'utf8');
  return startSpecMockFromText(text, location, options);
}

export async function startSpecMockFromText(
  text: string,
  location: string,
  options: SpecMockOptions = {},
): Promise<SpecMock> {
  const parsed = await parseSpec(text, { location, displayPath: path.basename(location) });
  const document = parsed.document;
  const slips: string[] = [];
  const answers = new Map<Operation, Answer>();
  const server = await startServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://mock');
    const base = options.basePath ?? '';
    const specPath = url.pathname.startsWith(`${base}/`) ? url.pathname.slice(base.length) : url.pathname;
    const method = request.method ?? 'GET';
    const operation = parsed.spec.match(method, specPath);
    if (!operation) return send(response, 404, 'application/json', { message: 'not documented' });
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(request.headers))
      if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
    if (!authorised(document, parsed.version, operation, headers, url, options.credentials ?? {}))
      return send(response, 401, 'application/json', { message: 'unauthorised' });
    // A request the spec would reject gets the 400 a strict server gives it.
    const query: Record<string, string | string[]> = {};
    for (const name of new Set(url.searchParams.keys())) {
      const values = url.searchParams.getAll(name);
      query[name] = values.length === 1 ? values[0]! : values;
    }
    const problems = parsed.spec.checkRequest(operation, {
      method,
      path: specPath,
      query,
      headers,
      ...(headers['content-type'] ? { contentType: headers['content-type'] } : {}),
      ...(request.body !== '' ? { body: request.body } : {}),
    });
    problems.push(...formProblems(parsed, operation, headers['content-type'], request.body));
    if (problems.length > 0) return send(response, 400, 'application/json', { problems });
    let answer = answers.get(operation);
    if (!answer) answers.set(operation, (answer = documentedAnswer(parsed, operation, slips)));
    const plant = operation.operationId ? options.plant?.[operation.operationId] : undefined;
    const body = plant ? plant(structuredClone(answer.body)) : answer.body;
    const extra: Record<string, string> = { ...answer.headers };
    if (extra.location !== undefined) extra.location = `${url.pathname.replace(/\/+$/, '')}/${createdId(body)}`;
    if (answer.slip) extra['x-mock-slip'] = answer.slip;
    send(response, answer.status, answer.mediaType, body, extra);
  });
  return { ...server, parsed, slips };
}

/**
 * The problems of a form body, its fields read as a server that validates form input reads them
 * (openapi/cases.ts `formAsRead`). Other bodies are the spec's request check's.
 */
function formProblems(
  parsed: ParsedSpec,
  operation: Operation,
  contentType: string | undefined,
  body: string,
): string[] {
  if (!contentType?.startsWith('application/x-www-form-urlencoded')) return [];
  const schema = Object.entries(operation.requestBody?.content ?? {}).find(([media]) =>
    media.startsWith('application/x-www-form-urlencoded'),
  )?.[1].schema;
  if (schema === undefined) return [];
  return parsed.spec.validate(schema, formAsRead(body, schema)).map((problem) => `form ${problem}`);
}

function createdId(body: unknown): string {
  if (isRecord(body)) for (const key of ['id', 'uuid', 'sid', 'key', 'name']) if (body[key] !== undefined) return String(body[key]);
  return '1';
}

/** Whether the request carries every credential of one of the security requirements the operation accepts. */
function authorised(
  document: Json,
  version: string,
  operation: Operation,
  headers: Record<string, string>,
  url: URL,
  credentials: Record<string, string>,
): boolean {
  const raw = rawOperation(document, operation);
  const security = raw.security ?? document.security;
  if (!Array.isArray(security) || security.length === 0) return true;
  const schemes = schemesOf(document, version);
  const cookies = Object.fromEntries(
    (headers.cookie ?? '')
      .split(';')
      .map((pair) => pair.trim().split('='))
      .filter((pair) => pair.length >= 2)
      .map(([name, ...value]) => [name!, value.join('=')]),
  );
  return security.some((requirement) => {
    if (!isRecord(requirement)) return false;
    return Object.keys(requirement).every((name) => {
      const scheme = schemes.get(name);
      if (scheme === undefined) return true;
      const expected = credentials[scheme.key];
      if (expected === undefined) return true;
      const given =
        scheme.in === 'header' ? headers[scheme.key] : scheme.in === 'query' ? url.searchParams.get(scheme.key) : cookies[scheme.key];
      return given === expected;
    });
  });
}

/** Security scheme name → where its credential travels. */
function schemesOf(document: Json, version: string): Map<string, { in: 'header' | 'query' | 'cookie'; key: string }> {
  const components = isRecord(document.components) ? document.components : {};
  const declared = version === '2.0' ? document.securityDefinitions : components.securitySchemes;
  const result = new Map<string, { in: 'header' | 'query' | 'cookie'; key: string }>();
  for (const [name, scheme] of Object.entries(isRecord(declared) ? declared : {})) {
    if (!isRecord(scheme)) continue;
    if (scheme.type === 'apiKey' && typeof scheme.name === 'string') {
      const where = scheme.in === 'query' || scheme.in === 'cookie' ? scheme.in : 'header';
      result.set(name, { in: where, key: where === 'header' ? scheme.name.toLowerCase() : scheme.name });
    } else if (['http', 'oauth2', 'openIdConnect', 'basic'].includes(String(scheme.type)))
      result.set(name, { in: 'header', key: 'authorization' });
  }
  return result;
}

interface Answer {
  status: number;
  mediaType: string;
  body: unknown;
  headers: Record<string, string>;
  slip?: string;
}

/** The answer the spec documents, checked against the spec before it is ever sent. */
function documentedAnswer(parsed: ParsedSpec, operation: Operation, slips: string[]): Answer {
  const document = parsed.document;
  const statuses = Object.keys(operation.responses).sort();
  const key = statuses.find((status) => /^2/.test(status)) ?? statuses.find((status) => /^[1-3]/.test(status)) ?? statuses[0] ?? 'default';
  const status = /^\d{3}$/.test(key) ? Number(key) : /^2XX$/i.test(key) ? 200 : 200;
  const documented = operation.responses[key];
  const headers: Record<string, string> = {};
  for (const [name, header] of Object.entries(documented?.headers ?? {})) {
    const value = sampleValue(header.schema)?.value;
    headers[name] = name === 'location' ? '/' : typeof value === 'string' ? value : String(value ?? 'x');
  }
  const raw = rawOperation(document, operation);
  const rawResponse = isRecord(raw.responses) ? raw.responses[key] : undefined;
  const content = isRecord(rawResponse) && isRecord(rawResponse.content) ? rawResponse.content : {};
  const model = documented?.content ?? {};
  const mediaTypes = Object.keys(model);
  const mediaType = mediaTypes.find(isJsonMediaType) ?? mediaTypes[0];
  if (mediaType === undefined || status === 204 || status === 304) return { status, mediaType: 'application/json', body: undefined, headers };
  const schema = model[mediaType]?.schema;
  const media = isRecord(content[mediaType]) ? content[mediaType] : {};
  const rawExamples = isRecord(rawResponse) && isRecord(rawResponse.examples) ? rawResponse.examples[mediaType] : undefined;
  const candidates: unknown[] = [];
  for (const shown of [media.example, firstExample(media.examples)?.value, rawExamples])
    if (shown !== undefined) candidates.push(shown);
  // Every property, null wherever allowed: the answer a strict reading of the schema must accept.
  for (const options of [{ everyProperty: true, nullWhenAllowed: true }, { everyProperty: true }, {}, { schemaOnly: true }]) {
    const sample = sampleValue(schema, options);
    if (sample) candidates.push(sample.value);
  }
  if (!isJsonMediaType(mediaType)) {
    const body = typeof candidates[0] === 'string' ? candidates[0] : mediaType.includes('xml') ? '<example/>' : 'example';
    return { status, mediaType, body, headers };
  }
  for (const body of candidates) {
    const failed = parsed.spec
      .checkResponse(operation, { status, headers, contentType: mediaType, body })
      .filter((check) => !check.passed);
    if (failed.length === 0) return { status, mediaType, body, headers };
  }
  const slip = `${operation.method} ${operation.path}: no example or sample of the ${key} answer fits its schema`;
  slips.push(slip);
  return { status, mediaType, body: candidates[0] ?? {}, headers, slip };
}

function rawOperation(document: Json, operation: Operation): Json {
  const paths = isRecord(document.paths) ? document.paths : {};
  const item = paths[operation.path];
  const raw = isRecord(item) ? item[operation.method.toLowerCase()] : undefined;
  return isRecord(raw) ? raw : {};
}

function send(
  response: ServerResponse,
  status: number,
  mediaType: string,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  if (body === undefined) {
    response.writeHead(status, headers).end();
    return;
  }
  const text = /json/.test(mediaType) ? JSON.stringify(body) : String(body);
  response.writeHead(status, { ...headers, 'content-type': mediaType, 'content-length': Buffer.byteLength(text) });
  response.end(text);
}
