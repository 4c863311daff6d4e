import { isRecord } from '../util/document.js';
import type { YamlSource } from '../util/yaml-source.js';
import { checkRequest, checkResponse, responseSchema } from './contract.js';
import type { DecycledDocument } from './decycle.js';
import { buildOperations } from './operations.js';
import { PathIndex } from './paths.js';
import { SchemaValidator } from './schema.js';
import type { ApiSpec, Operation, SpecVersion } from './types.js';

const validators = new WeakMap<ApiSpec, SchemaValidator>();

/** The validator behind a spec's checks (for inspecting what it compiled). */
export function schemaValidatorOf(spec: ApiSpec): SchemaValidator | undefined {
  return validators.get(spec);
}

/** Builds the ApiSpec over a validated, dereferenced (and decycled) document. */
export function createApiSpec(document: DecycledDocument, version: SpecVersion, source: YamlSource): ApiSpec {
  const root = document.root;
  const operations = buildOperations(root, version, source);
  const servers = serverUrls(root, version);
  const paths = new PathIndex(operations, servers.map(serverPath));
  const validator = new SchemaValidator(version, document);
  const byId = new Map<string, Operation>();
  for (const operation of operations) {
    if (operation.operationId !== undefined && !byId.has(operation.operationId))
      byId.set(operation.operationId, operation);
  }
  const info = isRecord(root.info) ? root.info : {};
  const context = { validator, paths };

  const spec: ApiSpec = {
    file: source.file,
    version,
    title: typeof info.title === 'string' ? info.title : '',
    servers,
    operations,
    byOperationId: (operationId) => byId.get(operationId),
    match: (method, path) => paths.match(method, path),
    methodsFor: (path) => paths.methodsFor(path),
    responseSchema,
    checkResponse: (operation, response) => checkResponse(context, operation, response),
    checkRequest: (operation, request) => checkRequest(context, operation, request),
    validate: (schema, value) => validator.validate(schema, value),
  };
  validators.set(spec, validator);
  return spec;
}

/** Server URLs as the document writes them: 3.x `servers`, or 2.0 scheme + host + basePath. */
export function serverUrls(root: Record<string, unknown>, version: SpecVersion): string[] {
  return version === '2.0' ? swagger2Servers(root) : openApi3Servers(root.servers);
}

/** 3.x `servers[].url` with each `{variable}` replaced by its default. */
function openApi3Servers(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((server) => {
    if (!isRecord(server) || typeof server.url !== 'string') return [];
    const variables = isRecord(server.variables) ? server.variables : {};
    return [
      server.url.replace(/\{([^{}]+)\}/g, (whole, name: string) => {
        const variable = variables[name];
        return isRecord(variable) && variable.default !== undefined ? String(variable.default) : whole;
      }),
    ];
  });
}

/**
 * 2.0 `scheme://host/basePath`, one per scheme. Without `host` the API is served where the spec
 * is, so the URL is just the base path. Without `schemes`, https — except for a local host.
 */
function swagger2Servers(root: Record<string, unknown>): string[] {
  const basePath = typeof root.basePath === 'string' ? root.basePath.replace(/\/+$/, '') : '';
  if (typeof root.host !== 'string' || root.host === '') return [basePath || '/'];
  const host = root.host;
  const declared = Array.isArray(root.schemes)
    ? root.schemes.filter((scheme) => typeof scheme === 'string')
    : [];
  const local = /^(localhost|127\.|\[::1\]|0\.0\.0\.0)/.test(host);
  const schemes = declared.length > 0 ? declared : [local ? 'http' : 'https'];
  return schemes.map((scheme) => `${String(scheme)}://${host}${basePath}`);
}

/** The path part of a server URL (`https://api.example.com/v1` → `/v1`). */
function serverPath(url: string): string {
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(url)) {
    try {
      return new URL(url).pathname;
    } catch {
      return '';
    }
  }
  return url.startsWith('/') ? url : '';
}
