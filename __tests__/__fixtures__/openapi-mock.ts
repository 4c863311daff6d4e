import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ServerResponse } from 'node:http';
import { parseSpec, type ParsedSpec } from '../../src/openapi/load.js';
import type { Operation } from '../../src/openapi/types.js';
import { sampleValue } from '../../src/init/values.js';
import { isRecord } from '../../src/util/document.js';
import { startServer, type TestServer } from './server.js';

/**
 * A local server that answers every operation of a spec the way the spec says it answers: the
 * first documented success status, with the response's own example (or, without one, a value
 * with every property its schema names and null wherever it allows null); 400 to a request the
 * spec would reject, and 401 when the operation's credentials are missing or not the ones given. `plant` changes the answer of named operations, to plant a violation.
 */

export interface SpecMock extends TestServer {
  parsed: ParsedSpec;
}

export interface SpecMockOptions {
  /** Credential header (lower case) → the one value the mock accepts in it. */
  credentials?: Record<string, string>;
  /** The server's base path (`/api/v3`), taken off a request's path before it is matched. */
  basePath?: string;
  /** operationId → a change to the body it answers with (the violation to plant). */
  plant?: Record<string, (body: unknown) => unknown>;
}

type Json = Record<string, unknown>;

export async function startSpecMock(specFile: string, options: SpecMockOptions = {}): Promise<SpecMock> {
  const location = path.resolve(specFile);
  const parsed = await parseSpec(await readFile(location, 'utf8'), { location, displayPath: specFile });
  const document = parsed.document;
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
    if (!authorised(document, operation, headers, options.credentials ?? {}))
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
    if (problems.length > 0) return send(response, 400, 'application/json', { problems });
    const answer = documentedAnswer(document, operation);
    const plant = operation.operationId ? options.plant?.[operation.operationId] : undefined;
    send(response, answer.status, answer.mediaType, plant ? plant(structuredClone(answer.body)) : answer.body);
  });
  return { ...server, parsed };
}

/** Whether the request carries every credential of one of the security requirements the operation accepts. */
function authorised(
  document: Json,
  operation: Operation,
  headers: Record<string, string>,
  credentials: Record<string, string>,
): boolean {
  const raw = rawOperation(document, operation);
  const security = raw.security ?? document.security;
  if (!Array.isArray(security) || security.length === 0) return true;
  const schemes = schemesOf(document);
  return security.some((requirement) => {
    if (!isRecord(requirement)) return false;
    return Object.keys(requirement).every((name) => {
      const header = schemes.get(name);
      if (header === undefined) return true;
      const expected = credentials[header];
      return expected !== undefined && headers[header] === expected;
    });
  });
}

/** Security scheme name → the header its credential travels in. */
function schemesOf(document: Json): Map<string, string> {
  const components = isRecord(document.components) ? document.components : {};
  const declared = document.securityDefinitions ?? components.securitySchemes;
  const result = new Map<string, string>();
  for (const [name, scheme] of Object.entries(isRecord(declared) ? declared : {})) {
    if (!isRecord(scheme)) continue;
    if (scheme.type === 'apiKey' && scheme.in === 'header' && typeof scheme.name === 'string')
      result.set(name, scheme.name.toLowerCase());
    else if (['http', 'oauth2', 'openIdConnect', 'basic'].includes(String(scheme.type)))
      result.set(name, 'authorization');
  }
  return result;
}

interface Answer {
  status: number;
  mediaType: string;
  body: unknown;
}

function documentedAnswer(document: Json, operation: Operation): Answer {
  const statuses = Object.keys(operation.responses).sort();
  const key = statuses.find((status) => /^2/.test(status)) ?? statuses[0] ?? 'default';
  const status = /^\d{3}$/.test(key) ? Number(key) : 200;
  const raw = rawOperation(document, operation);
  const rawResponse = isRecord(raw.responses) ? raw.responses[key] : undefined;
  const content = isRecord(rawResponse) && isRecord(rawResponse.content) ? rawResponse.content : {};
  const model = operation.responses[key]?.content ?? {};
  const mediaTypes = Object.keys(model);
  const mediaType = mediaTypes.find((media) => /json/.test(media)) ?? mediaTypes[0];
  if (mediaType === undefined || status === 204) return { status, mediaType: 'application/json', body: undefined };
  const media = isRecord(content[mediaType]) ? content[mediaType] : {};
  let body: unknown;
  if (media.example !== undefined) body = media.example;
  else if (isRecord(media.examples)) {
    const first = Object.values(media.examples).find((example) => isRecord(example) && example.value !== undefined);
    body = isRecord(first) ? first.value : undefined;
  }
  // Every property, null wherever allowed: the answer a strict reading of the schema must accept.
  if (body === undefined) {
    const sample = sampleValue(model[mediaType]?.schema, { everyProperty: true, nullWhenAllowed: true });
    // `null` is an answer too (`type: [array, 'null']`); only no sample at all falls back to `{}`.
    body = sample ? sample.value : {};
  }
  return { status, mediaType, body };
}

function rawOperation(document: Json, operation: Operation): Json {
  const paths = isRecord(document.paths) ? document.paths : {};
  const item = paths[operation.path];
  const raw = isRecord(item) ? item[operation.method.toLowerCase()] : undefined;
  return isRecord(raw) ? raw : {};
}

function send(response: ServerResponse, status: number, mediaType: string, body: unknown): void {
  if (body === undefined) {
    response.writeHead(status).end();
    return;
  }
  const text = /json/.test(mediaType) ? JSON.stringify(body) : String(body);
  response.writeHead(status, { 'content-type': mediaType, 'content-length': Buffer.byteLength(text) });
  response.end(text);
}
