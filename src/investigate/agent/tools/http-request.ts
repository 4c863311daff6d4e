/**
 * http_request: lets the model probe the API under test — repeat a failing request with another
 * body, try a neighbouring endpoint, read an error page. It can only reach the API's own base
 * URLs, so a prompt injected through a response body cannot make it call anywhere else, and
 * everything it returns passes the redactor, so credentials in headers or bodies never reach the
 * model (or the reports the model writes).
 */
import { HttpError, type HttpResponse, type PreparedRequest } from '../../../http/client.js';
import { renderTemplate, TemplateError } from '../../../flows/template.js';
import { lowerCaseKeys } from '../../../run/target.js';
import { isRecord } from '../../../util/document.js';
import { messageOf } from '../../../util/text.js';
import type { Environment } from '../../../workspace/types.js';
import { Type, type Static } from 'typebox';
import { defineTool } from '../registry.js';
import type { Tool } from '../types.js';
import type { ToolDependencies } from './dependencies.js';
import { capText, MAX_OUTPUT_BYTES } from './output.js';

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'] as const;

/** Body bytes shown; the rest of the output is headers and timing. */
const BODY_BYTES = 8_000;

/** Response headers worth a model's attention; the rest (date, server, etag…) are noise. */
const KEY_HEADERS = [
  'content-type',
  'content-length',
  'location',
  'www-authenticate',
  'allow',
  'retry-after',
  'cache-control',
  'x-request-id',
  'x-correlation-id',
  'x-ratelimit-remaining',
  'ratelimit-remaining',
  'set-cookie',
];

const SCALAR = Type.Union([Type.String(), Type.Number(), Type.Boolean()]);
const HttpRequestParameters = Type.Object(
  {
    method: Type.Enum(METHODS, { description: 'HTTP method.' }),
    path: Type.Optional(
      Type.String({
        description: 'Path relative to the API base URL, with an optional query: /users/42?verbose=true',
      }),
    ),
    url: Type.Optional(
      Type.String({ description: "A full URL on one of the API's base URLs (instead of path)." }),
    ),
    query: Type.Optional(
      Type.Record(Type.String(), Type.Union([SCALAR, Type.Array(SCALAR)]), {
        description: 'Query parameters, added to the URL.',
      }),
    ),
    headers: Type.Optional(
      Type.Record(Type.String(), Type.String(), {
        description: 'Request headers; they win over the environment headers.',
      }),
    ),
    json: Type.Optional(
      Type.Unknown({
        type: ['object', 'array', 'string', 'number', 'boolean', 'null'],
        description: 'A JSON body; content-type application/json is set unless given.',
      }),
    ),
    body: Type.Optional(Type.String({ description: 'A raw text body, sent as is (instead of json).' })),
    use_environment_headers: Type.Optional(
      Type.Boolean({
        default: true,
        description: "Send the environment's headers (credentials) along, as the flows do.",
      }),
    ),
  },
  { additionalProperties: false },
);
export type HttpRequestArgs = Static<typeof HttpRequestParameters>;

export function createHttpRequestTool(deps: ToolDependencies): Tool {
  return defineTool({
    name: 'http_request',
    description:
      "Send one HTTP request to the API under test and see the status, key headers, timing and body. Only the API's base URLs are allowed" +
      (deps.baseUrls.length > 0
        ? ` (${deps.baseUrls.map((url) => deps.redactor.url(url)).join(', ')})`
        : ' (none configured)') +
      '. Give `path` (relative to the base URL) or a full `url`. The environment headers the flows send (e.g. credentials) are added unless `use_environment_headers` is false. Secrets are shown as ***.',
    parameters: HttpRequestParameters,
    run: (args) => run(args, deps),
  });
}

async function run(args: HttpRequestArgs, deps: ToolDependencies): Promise<string> {
  const redact = (text: string): string => deps.redactor.text(text);
  if (deps.baseUrls.length === 0) {
    return 'http_request is not available: no base URL is configured for the API (set base_url in a .falcon/environments file, pass --base-url, or add servers to the spec).';
  }
  const target = buildUrl(args, deps.baseUrls);
  if ('error' in target) return redact(target.error);

  const headers: Record<string, string> = {};
  if (args.use_environment_headers !== false) {
    Object.assign(headers, environmentHeaders(deps, target.baseUrl));
  }
  Object.assign(headers, lowerCaseKeys(args.headers ?? {}));
  let body: string | undefined;
  if (args.json !== undefined) {
    body = JSON.stringify(args.json);
    headers['content-type'] ??= 'application/json';
  } else if (args.body !== undefined) {
    body = args.body;
  }
  const request: PreparedRequest = {
    method: args.method,
    url: target.url,
    headers,
    ...(body !== undefined ? { body } : {}),
  };

  const echo = `${request.method} ${deps.redactor.url(request.url)}${describeRequestHeaders(request.headers, deps)}`;
  let response: HttpResponse;
  try {
    response = await deps.http.send(request);
  } catch (error) {
    if (error instanceof HttpError) {
      return redact(
        `${echo}\n→ no response (${error.kind === 'timeout' ? 'timed out' : 'connection failed'}): ${error.message}`,
      );
    }
    return redact(`${echo}\n→ the request could not be sent: ${messageOf(error)}`);
  }
  return redact(describeResponse(echo, response, deps));
}

type Target = { url: string; baseUrl: string } | { error: string };

/** The URL to send to, if it is on one of the allowed base URLs. */
function buildUrl(args: HttpRequestArgs, baseUrls: readonly string[]): Target {
  const allowed = baseUrls.map((base) => base.replace(/\/+$/, ''));
  const given =
    args.url ??
    (args.path !== undefined && /^[a-z][a-z0-9+.-]*:\/\//i.test(args.path) ? args.path : undefined);
  let url: string;
  if (given !== undefined) {
    url = given;
  } else if (args.path !== undefined) {
    const base = allowed[0] as string;
    const path = args.path.startsWith('/') ? args.path : `/${args.path}`;
    url = base + path;
  } else {
    return { error: `give either path (relative to ${allowed[0]}) or url` };
  }

  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { error: `${url} is not a valid URL` };
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    return { error: `${parsed.protocol} URLs are not allowed; only http and https to the API` };
  }
  const baseUrl = allowed.find((base) => sameOrigin(base, parsed));
  if (baseUrl === undefined) {
    return {
      error: `refused: ${parsed.origin} is not the API under test; http_request only sends to ${allowed.join(', ')}`,
    };
  }
  if (parsed.username || parsed.password) {
    return { error: 'refused: credentials in the URL are not allowed; send them as a header' };
  }
  for (const [name, value] of Object.entries(args.query ?? {})) {
    for (const item of Array.isArray(value) ? value : [value]) parsed.searchParams.append(name, String(item));
  }
  // Keep what the model wrote when nothing was added: URL() would re-encode it.
  return { url: args.query && Object.keys(args.query).length > 0 ? parsed.toString() : url, baseUrl };
}

function sameOrigin(base: string, url: URL): boolean {
  try {
    return new URL(base).origin === url.origin;
  } catch {
    return false;
  }
}

/**
 * The headers of the environment serving `baseUrl`, rendered like a flow renders them, so the
 * model can repeat an authenticated request without ever seeing the credential. A header whose
 * template cannot be filled here (it needs a value captured during a flow) is left out.
 */
function environmentHeaders(deps: ToolDependencies, baseUrl: string): Record<string, string> {
  const environment = findEnvironment(deps, baseUrl);
  if (!environment) return {};
  const scope = {
    variables: { ...deps.workspace.variables, ...environment.variables },
    env: process.env,
  };
  const headers: Record<string, string> = {};
  for (const [name, template] of Object.entries(lowerCaseKeys(environment.headers))) {
    try {
      headers[name] = String(renderTemplate(template, scope));
    } catch (error) {
      if (!(error instanceof TemplateError)) throw error;
    }
  }
  return headers;
}

function findEnvironment(deps: ToolDependencies, baseUrl: string): Environment | undefined {
  const environments = Object.values(deps.workspace.environments);
  const matching = environments.filter(
    (environment) => environment.base_url?.replace(/\/+$/, '') === baseUrl,
  );
  // Several environments on one URL: the configured default is the one the flows used.
  const chosen =
    matching.find((environment) => environment.name === deps.workspace.config.environment) ?? matching[0];
  if (chosen) return chosen;
  // One environment and no other claim on this base URL: it is the one the flows ran with.
  return environments.length === 1 && environments[0]?.base_url === undefined ? environments[0] : undefined;
}

function describeRequestHeaders(headers: Record<string, string>, deps: ToolDependencies): string {
  const entries = Object.entries(deps.redactor.headers(headers));
  if (entries.length === 0) return '';
  return `\nrequest headers: ${entries.map(([name, value]) => `${name}: ${value}`).join(', ')}`;
}

function describeResponse(echo: string, response: HttpResponse, deps: ToolDependencies): string {
  const lines = [echo];
  const timing = `${Math.round(response.timings.totalMs)} ms`;
  lines.push(
    `→ ${response.status} ${response.statusText} in ${timing} (headers after ${Math.round(response.timings.headersMs)} ms)`,
  );
  const headers = deps.redactor.headers(response.headers);
  for (const name of KEY_HEADERS) {
    const value = headers[name];
    if (value !== undefined) lines.push(`${name}: ${value.replace(/\n/g, ', ')}`);
  }
  const others = Object.keys(headers).filter((name) => !KEY_HEADERS.includes(name));
  if (others.length > 0) lines.push(`other headers: ${others.join(', ')}`);
  if (response.bodyText === '') {
    lines.push('(empty body)');
  } else {
    lines.push('body:');
    lines.push(capText(readableBody(response), BODY_BYTES));
    if (response.truncated) lines.push('(the client kept only the start of a larger body)');
  }
  return capText(lines.join('\n'), MAX_OUTPUT_BYTES);
}

/** JSON on one line is hard to read when long; indented JSON costs bytes. Small nesting only. */
function readableBody(response: HttpResponse): string {
  if (response.json !== undefined && (isRecord(response.json) || Array.isArray(response.json))) {
    const indented = JSON.stringify(response.json, null, 1);
    if (Buffer.byteLength(indented) <= BODY_BYTES) return indented;
    return JSON.stringify(response.json);
  }
  return response.bodyText;
}
