import { FalconError } from '../core/errors.js';
import type { ApiSpec, Operation } from '../openapi/types.js';
import type { PreparedRequest } from '../http/client.js';
import type { SavedRequest } from '../workspace/types.js';
import { mergeRequests } from '../flows/merge-requests.js';
import { renderTemplate, templateReferences, type TemplateScope } from '../flows/template.js';
import { lowerCaseKeys, type Target } from './target.js';
import type { QueryValue, Step } from '../flows/types.js';
import { encodeForm } from '../util/form-body.js';

/** A step's request with every placeholder filled, ready to send and to check against the spec. */
export interface BuiltRequest {
  prepared: PreparedRequest;
  /** The path relative to the base URL, without the query: what the spec documents. */
  specPath: string;
  query: Record<string, string | string[]>;
  /** The JSON body before serialisation, for request checks and probes. */
  json?: unknown;
  operation?: Operation;
}

/** What every request accepts unless it says otherwise: JSON first, anything else after it. */
export const DEFAULT_ACCEPT = 'application/json, */*;q=0.5';

/** Raised for a flow that cannot be turned into a request (no base URL, …): a flow bug, not an API failure. */
export class RequestBuildError extends FalconError {
  override readonly name = 'RequestBuildError';
  readonly code = 'FALCON_REQUEST_BUILD';
}

/**
 * Merges the saved request (`use`) under the step's own request, fills method and path from the
 * operation, renders the templates and assembles URL, headers and body.
 */
export function buildRequest(
  step: Step,
  scope: TemplateScope,
  target: Target,
  spec: ApiSpec | undefined,
  saved: Record<string, SavedRequest>,
): BuiltRequest {
  const base = step.use ? saved[step.use] : undefined;
  const operationId = step.operation ?? base?.operation;
  const operation = operationId ? spec?.byOperationId(operationId) : undefined;
  const template = renderTemplate(mergeRequests(base?.request, step.request), scope);

  const method = (template.method ?? operation?.method ?? 'GET').toUpperCase();
  let path = template.path ?? operation?.path ?? '';
  if (path.includes('{')) {
    path = path.replace(/\{([^}]+)\}/g, (placeholder, name: string) => {
      const value = template.params?.[name];
      return value === undefined ? placeholder : encodeURIComponent(String(value));
    });
  }

  const query = normaliseQuery(template.query);
  const queryString = template.query === undefined ? '' : encodeForm(query);

  let url: string;
  let specPath: string;
  if (template.url) {
    const parsed = URL.canParse(String(template.url)) ? new URL(String(template.url)) : undefined;
    if (!parsed || !/^https?:$/.test(parsed.protocol)) {
      throw new RequestBuildError(
        `url '${String(template.url)}' is not an absolute http(s) URL: write a full URL, or use path: relative to the environment's base_url`,
      );
    }
    url = template.url + (queryString ? (parsed.search ? '&' : '?') + queryString : '');
    specPath = stripBasePath(parsed.pathname, target.baseUrl);
  } else {
    if (!target.baseUrl) {
      throw new RequestBuildError(
        'no base URL for this request: set base_url in the environment, pass --base-url (input base-url), or add servers to the spec',
      );
    }
    specPath = path.startsWith('/') ? path : `/${path}`;
    url = target.baseUrl + specPath + (queryString ? `?${queryString}` : '');
  }

  // Environment headers may hold placeholders too ({{env.TOKEN}}); every value is sent as text,
  // also one whose placeholder kept a number's type.
  const headers = textValues({
    ...renderTemplate(target.headers, scope),
    ...(template.headers ? lowerCaseKeys(template.headers) : {}),
  });
  // Django and Rails answer an error with an HTML page unless JSON is asked for; JSON errors say
  // more in less. An Accept header of the environment, the flow or the step wins.
  headers.accept ??= DEFAULT_ACCEPT;
  let body: string | undefined;
  if (template.json !== undefined) {
    body = JSON.stringify(template.json);
    headers['content-type'] ??= 'application/json';
  } else if (template.form !== undefined) {
    body = encodeForm(template.form);
    headers['content-type'] ??= 'application/x-www-form-urlencoded';
  } else if (template.body !== undefined) {
    body = template.body;
  }

  return {
    prepared: { method, url, headers, body },
    specPath,
    query,
    json: template.json,
    operation: operation ?? spec?.match(method, specPath),
  };
}

/** Every placeholder buildRequest may fill for the step: its own request's, its saved request's, the environment's headers'. */
export function requestReferences(step: Step, target: Target, saved: Record<string, SavedRequest>): string[] {
  const base = step.use ? saved[step.use] : undefined;
  return templateReferences([mergeRequests(base?.request, step.request), target.headers]);
}

function textValues(headers: Record<string, unknown>): Record<string, string> {
  const text: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers))
    text[name] = typeof value === 'string' ? value : String(value);
  return text;
}

function normaliseQuery(query: Record<string, QueryValue> | undefined): Record<string, string | string[]> {
  const result: Record<string, string | string[]> = {};
  if (query === undefined) return result;
  for (const [name, value] of Object.entries(query)) {
    result[name] = Array.isArray(value) ? value.map(String) : String(value);
  }
  return result;
}

function stripBasePath(pathname: string, baseUrl: string | undefined): string {
  if (!baseUrl) return pathname;
  const basePath = new URL(baseUrl).pathname.replace(/\/+$/, '');
  return basePath && pathname.startsWith(basePath) ? pathname.slice(basePath.length) || '/' : pathname;
}
