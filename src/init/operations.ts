import type { ParsedSpec } from '../openapi/load.js';
import type { Operation } from '../openapi/types.js';
import { isRecord } from '../util/document.js';

/**
 * The operations of a spec as `falcon init` needs them: the model every stage uses, plus what
 * only the document says (tags, examples, links, which credentials each one takes).
 */

type Json = Record<string, unknown>;

export interface InitOperation {
  operation: Operation;
  /** The operation object as written (dereferenced). */
  raw: Json;
  /** Its parameters as written, path-level ones included, keyed `in:name`. */
  rawParameters: Map<string, Json>;
  /** The tag it is grouped under: its first tag, else its path's first segment past any version. */
  tag: string;
  /** Alternatives of security scheme names; empty when it needs no credentials. */
  security: string[][];
  /** Where the step is shown in messages: `GET /pet/{petId}` or its operationId. */
  label: string;
}

export interface SecurityScheme {
  name: string;
  /** Where its credential goes: a header (lower case), the query or a cookie. */
  in: 'header' | 'query' | 'cookie';
  /** The header, query parameter or cookie name. */
  key: string;
  /** The process environment variable that holds the credential. */
  envName: string;
  /** The header value that carries it, e.g. `Bearer {{env.PETSTORE_TOKEN}}`. */
  value: string;
}

export function initOperations(parsed: ParsedSpec): InitOperation[] {
  const paths = isRecord(parsed.document.paths) ? parsed.document.paths : {};
  const globalSecurity = parsed.document.security;
  return parsed.spec.operations.map((operation) => {
    const pathItem = isRecord(paths[operation.path]) ? (paths[operation.path] as Json) : {};
    const raw = isRecord(pathItem[operation.method.toLowerCase()])
      ? (pathItem[operation.method.toLowerCase()] as Json)
      : {};
    const rawParameters = new Map<string, Json>();
    for (const parameter of [...list(pathItem.parameters), ...list(raw.parameters)]) {
      if (isRecord(parameter))
        rawParameters.set(`${String(parameter.in)}:${String(parameter.name)}`, parameter);
    }
    const tags = list(raw.tags).filter((tag): tag is string => typeof tag === 'string');
    return {
      operation,
      raw,
      rawParameters,
      tag: tags[0] ?? firstSegment(operation.path),
      security: securityAlternatives(raw.security ?? globalSecurity),
      label: operation.operationId ?? `${operation.method} ${operation.path}`,
    };
  });
}

/** `[]` or a list holding `{}` means the operation may be called without credentials. */
function securityAlternatives(security: unknown): string[][] {
  if (!Array.isArray(security)) return [];
  const alternatives = security.filter(isRecord).map((requirement) => Object.keys(requirement));
  return alternatives.some((names) => names.length === 0) ? [] : alternatives;
}

/**
 * The security schemes, each with the environment variable its credential is read from: the
 * scheme's name in capitals (`petstore_auth` → `PETSTORE_AUTH`), with `_TOKEN` for bearer tokens.
 */
export function securitySchemes(parsed: ParsedSpec): Map<string, SecurityScheme> {
  const document = parsed.document;
  const declared =
    parsed.version === '2.0'
      ? document.securityDefinitions
      : isRecord(document.components)
        ? document.components.securitySchemes
        : undefined;
  const schemes = new Map<string, SecurityScheme>();
  for (const [name, value] of Object.entries(isRecord(declared) ? declared : {})) {
    if (!isRecord(value)) continue;
    const base = name
      .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
      .replace(/[^A-Za-z0-9]+/g, '_')
      .replace(/^_+|_+$/g, '')
      .toUpperCase();
    const envName = /^[A-Z_]/.test(base) ? base : `API_${base}`;
    const type = value.type;
    const scheme = typeof value.scheme === 'string' ? value.scheme.toLowerCase() : '';
    if (type === 'apiKey' && typeof value.name === 'string') {
      const where = value.in === 'query' || value.in === 'cookie' ? value.in : 'header';
      const key = where === 'header' ? value.name.toLowerCase() : value.name;
      const reference = `{{env.${envName}}}`;
      schemes.set(name, {
        name,
        in: where,
        key,
        envName,
        value: where === 'cookie' ? `${value.name}=${reference}` : reference,
      });
    } else if (type === 'basic' || (type === 'http' && scheme === 'basic')) {
      const variable = envName.endsWith('CREDENTIALS') ? envName : `${envName}_CREDENTIALS`;
      schemes.set(name, {
        name,
        in: 'header',
        key: 'authorization',
        envName: variable,
        value: `Basic {{env.${variable}}}`,
      });
    } else if (type === 'http' || type === 'oauth2' || type === 'openIdConnect') {
      const variable = envName.endsWith('TOKEN') ? envName : `${envName}_TOKEN`;
      const prefix = type === 'http' && scheme !== 'bearer' && scheme !== '' ? value.scheme : 'Bearer';
      schemes.set(name, {
        name,
        in: 'header',
        key: 'authorization',
        envName: variable,
        value: `${String(prefix)} {{env.${variable}}}`,
      });
    }
  }
  return schemes;
}

/** The first segment that names something: `/v1/customers` → `customers`, `/2010-04-01/Accounts` → `Accounts`. */
function firstSegment(path: string): string {
  const named = (segment: string): boolean =>
    segment !== '' && !segment.includes('{') && !/^(v\d+(\.\d+)*|\d{4}-\d{2}-\d{2}|api|rest)$/i.test(segment);
  return (
    path.split('/').find(named) ??
    path.split('/').find((segment) => segment !== '' && !segment.includes('{')) ??
    'api'
  );
}

function list(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}
