/**
 * Where the model lives: the base URL a user configured (`llm-base-url`), read once into the shape
 * the `openai` client needs. Every OpenAI-compatible server is a plain base URL:
 *
 * - OpenAI:        https://api.openai.com/v1 (the default)
 * - Ollama:        http://localhost:11434/v1 (no key needed)
 * - vLLM:          http://host:8000/v1 (`--api-key` on the server makes the key required)
 * - Azure OpenAI:  https://<resource>.openai.azure.com/openai/deployments/<deployment>?api-version=2024-10-21
 *                  (the key goes in an `api-key` header; the api-version defaults when absent).
 *                  Azure's v1 API, https://<resource>.openai.azure.com/openai/v1, is plain OpenAI-compatible.
 */
import { ModelError } from '../types.js';

export const DEFAULT_BASE_URL = 'https://api.openai.com/v1';
/** A GA Azure OpenAI data-plane version with tool calling; used when the URL names none. */
export const DEFAULT_AZURE_API_VERSION = '2024-10-21';

export type Endpoint =
  | { kind: 'openai'; baseURL: string; host: string; path: string }
  | {
      kind: 'azure';
      /** Up to and including `/openai` (the client inserts `/deployments/<model>`), or the full deployment URL. */
      baseURL: string;
      host: string;
      path: string;
      deployment?: string;
      apiVersion: string;
    };

const AZURE_HOST = /\.(openai\.azure\.com|cognitiveservices\.azure\.com|services\.ai\.azure\.com)$/i;
const AZURE_DEPLOYMENT_PATH = /^(.*\/openai\/deployments\/([^/]+))\/?$/i;

/**
 * Reads a base URL. Azure is recognised by its deployment path (`/openai/deployments/<name>`, on any
 * host, so proxies and tests work) or by an Azure host without the `/openai/v1` path. The query is
 * never kept in `host`/`path`, which are what logs and errors show; credentials in the URL are refused.
 */
export function parseEndpoint(baseUrl: string | undefined): Endpoint {
  const raw = (baseUrl ?? '').trim() || DEFAULT_BASE_URL;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ModelError(
      'bad_request',
      `llm-base-url is not a URL: "${redactUrlText(raw)}". Set it to the server's OpenAI-compatible base, e.g. http://localhost:11434/v1.`,
    );
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ModelError(
      'bad_request',
      `llm-base-url must be http or https, not ${url.protocol} (in ${url.host || raw}). Check llm-base-url.`,
    );
  }
  if (url.username || url.password) {
    // fetch refuses such URLs, and they would end up in logs: ask for the key input instead.
    throw new ModelError(
      'bad_request',
      `llm-base-url must not contain credentials (in ${url.host}). Put the key in the llm-api-key secret instead.`,
    );
  }
  const pathname = url.pathname.replace(/\/+$/, '');
  const host = url.host;

  const deployment = AZURE_DEPLOYMENT_PATH.exec(pathname);
  const apiVersion = url.searchParams.get('api-version') || DEFAULT_AZURE_API_VERSION;
  if (deployment?.[1] && deployment[2]) {
    return {
      kind: 'azure',
      baseURL: `${url.origin}${deployment[1]}`,
      host,
      path: deployment[1],
      deployment: decodeURIComponent(deployment[2]),
      apiVersion,
    };
  }
  if (AZURE_HOST.test(url.hostname) && !/\/openai\/v1$/i.test(pathname)) {
    // A bare resource URL: the deployment comes from the `model` setting, as Azure names deployments.
    const base = pathname.toLowerCase().endsWith('/openai') ? pathname : `${pathname}/openai`;
    return { kind: 'azure', baseURL: `${url.origin}${base}`, host, path: base, apiVersion };
  }
  // Keep the query (some gateways route on it; the client carries it to every request), but only
  // `host`/`path` are ever displayed.
  return { kind: 'openai', baseURL: `${url.origin}${pathname}${url.search}`, host, path: pathname };
}

/** For logs and errors: `model at host/path` (Azure says so); never a key, query or URL credentials. */
export function describeModelEndpoint(options: { baseUrl?: string; model: string }): string {
  let endpoint: Endpoint;
  try {
    endpoint = parseEndpoint(options.baseUrl);
  } catch {
    return `${options.model} at an invalid llm-base-url`;
  }
  return `${options.model} at ${describeEndpoint(endpoint)}`;
}

export function describeEndpoint(endpoint: Endpoint): string {
  const where = `${endpoint.host}${endpoint.path}`;
  return endpoint.kind === 'azure' ? `${where} (Azure OpenAI, api-version ${endpoint.apiVersion})` : where;
}

/** A URL-ish text with its query and credentials dropped, for messages about a URL that did not parse. */
function redactUrlText(text: string): string {
  return text.replace(/\?.*$/, '?…').replace(/\/\/[^/@]*@/, '//…@');
}
