import { join } from 'node:path';
import { InputError } from '../core/errors.js';
import type { QueryValue, RequestTemplate } from '../flows/types.js';
import { didYouMean } from '../util/did-you-mean.js';
import { templateProblems } from '../flows/template.js';
import { formValues } from '../flows/parse/build.js';
import type { Scalar } from '../flows/parse/raw-flow.js';
import requestSchema from '../../schemas/request.schema.json' with { type: 'json' };
import { isRecord } from '../util/document.js';
import { describeUrlProblem, httpUrlProblem } from '../util/http-url.js';
import { headerStrings } from './environments.js';
import { checkedDefinition, loadDefinitionFolder } from './definitions.js';
import { readWorkspaceFile, type LoadContext } from './files.js';
import { schemaChecker } from './schema-check.js';
import type { SavedRequest } from './types.js';
import type { YamlSource } from '../util/yaml-source.js';

const checkRequest = schemaChecker(requestSchema);

export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS', 'TRACE'] as const;
const BODY_KINDS = ['json', 'body', 'form'] as const;

export interface LoadedRequests {
  requests: Record<string, SavedRequest>;
  sources: Record<string, YamlSource>;
  /** Saved requests whose file had errors: `use:` of them is not reported again. */
  broken: Set<string>;
}

/** Reads `.falcon/requests/*.yaml`; the file name (without `.yaml`) is what steps write after `use:`. */
export async function loadSavedRequests(root: string, context: LoadContext): Promise<LoadedRequests> {
  const folder = await loadDefinitionFolder(
    join(root, 'requests'),
    'saved request',
    context,
    loadSavedRequest,
  );
  return { requests: folder.byName, sources: folder.sources, broken: folder.broken };
}

async function loadSavedRequest(
  path: string,
  name: string,
  file: string,
  context: LoadContext,
): Promise<{ value: SavedRequest; source: YamlSource } | undefined> {
  const source = await readWorkspaceFile(path, file, context);
  if (source === undefined) return undefined;
  const value = checkedDefinition(
    source,
    `saved request '${name}'`,
    'write request keys such as method:, path: and headers:',
    checkRequest,
    context,
  );
  if (value === undefined) return undefined;

  const request: RequestTemplate = {};
  if (typeof value.method === 'string') {
    const method = value.method.toUpperCase();
    if (!(HTTP_METHODS as readonly string[]).includes(method)) {
      const suggestion = didYouMean(method, HTTP_METHODS);
      context.errors.add(
        new InputError(
          `'${value.method}' is not an HTTP method`,
          source.locate(['method']),
          suggestion ? `did you mean '${suggestion}'?` : `use one of ${HTTP_METHODS.join(', ')}`,
        ),
      );
    }
    request.method = method;
  }
  const bodies = BODY_KINDS.filter((kind) => value[kind] !== undefined);
  if (bodies.length > 1) {
    context.errors.add(
      new InputError(
        `saved request '${name}' gives ${bodies.map((kind) => `'${kind}'`).join(' and ')}; a request has one body`,
        source.locateKey([bodies[1] ?? 'body']),
        'keep exactly one of json, body and form',
      ),
    );
  }

  if (typeof value.path === 'string') request.path = value.path;
  if (typeof value.url === 'string') {
    request.url = value.url;
    // A url with {{placeholders}} is only known once they are filled in, at run time.
    const problem = value.url.includes('{{') ? undefined : httpUrlProblem(value.url);
    if (problem === 'not-http') {
      context.errors.add(
        new InputError(
          `url '${value.url}' of saved request '${name}' is not an absolute http(s) URL`,
          source.locate(['url']),
          "write a full http(s) URL, or use path: relative to the environment's base_url",
        ),
      );
    } else if (problem === 'credentials') {
      const { message, hint } = describeUrlProblem(`url of saved request '${name}'`, value.url, problem);
      context.errors.add(new InputError(message, source.locate(['url']), hint));
    }
  }
  if (isRecord(value.params)) request.params = value.params as Record<string, string | number>;
  if (isRecord(value.query)) request.query = value.query as Record<string, QueryValue>;
  if (isRecord(value.headers)) request.headers = headerStrings(value.headers, context);
  if (value.json !== undefined) request.json = value.json;
  if (typeof value.body === 'string') request.body = value.body;
  if (isRecord(value.form)) {
    request.form = formValues(value.form as Record<string, Scalar | Scalar[]>);
  }

  // Placeholders that could never resolve (`{{7*7}}`, `{{$uid}}`) are wrong whichever flow uses the request.
  for (const problem of templateProblems(request)) {
    context.errors.add(new InputError(problem.message, source.locate(problem.path)));
  }

  const saved: SavedRequest = { name, request, file };
  if (typeof value.operation === 'string') saved.operation = value.operation;
  return { value: saved, source };
}
