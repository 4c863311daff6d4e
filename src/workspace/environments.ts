import { templateReferences } from '../flows/template.js';
import { join } from 'node:path';
import { InputError } from '../core/errors.js';
import environmentSchema from '../../schemas/environment.schema.json' with { type: 'json' };
import { isRecord } from '../util/document.js';
import { checkedDefinition, loadDefinitionFolder } from './definitions.js';
import { looksSecret } from './expand.js';
import { addSecret, readWorkspaceFile, type LoadContext } from './files.js';
import { schemaChecker } from './schema-check.js';
import type { Environment } from './types.js';
import type { YamlSource } from '../util/yaml-source.js';

const checkEnvironment = schemaChecker(environmentSchema);

export interface LoadedEnvironments {
  environments: Record<string, Environment>;
  /** Parsed files by environment name, to place errors about their values later. */
  sources: Record<string, YamlSource>;
  /** Environments whose file had errors: references to them are not reported again. */
  broken: Set<string>;
}

/** Reads `.falcon/environments/*.yaml`; the file name (without `.yaml`) is the environment's name. */
export async function loadEnvironments(root: string, context: LoadContext): Promise<LoadedEnvironments> {
  const folder = await loadDefinitionFolder(
    join(root, 'environments'),
    'environment',
    context,
    loadEnvironment,
  );
  return { environments: folder.byName, sources: folder.sources, broken: folder.broken };
}

async function loadEnvironment(
  path: string,
  name: string,
  file: string,
  context: LoadContext,
): Promise<{ value: Environment; source: YamlSource } | undefined> {
  const source = await readWorkspaceFile(path, file, context);
  if (source === undefined) return undefined;
  const empty: Environment = { name, headers: {}, variables: {}, file };
  if (source.value === null || source.value === undefined) return { value: empty, source };
  const value = checkedDefinition(
    source,
    `environment '${name}'`,
    'write base_url:, headers: and variables: keys',
    checkEnvironment,
    context,
  );
  if (value === undefined) return undefined;

  const environment: Environment = { ...empty };
  if (typeof value.base_url === 'string') {
    const problem = baseUrlProblem(value.base_url);
    if (problem === undefined) environment.base_url = value.base_url;
    else context.errors.add(new InputError(problem.message, source.locate(['base_url']), problem.hint));
  }
  if (isRecord(value.headers)) environment.headers = headerStrings(value.headers, context);
  if (isRecord(value.variables)) environment.variables = value.variables;
  return { value: environment, source };
}

/**
 * Why `base_url` cannot be used, if it cannot. It is never templated, so it is checked as written
 * (after `${VAR}` expansion). A `user:password@` part would be dropped by the HTTP client, so the
 * requests would go out unauthenticated; the message never repeats the password.
 */
function baseUrlProblem(text: string): { message: string; hint: string } | undefined {
  const url = URL.parse(text);
  if (url === null || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    return {
      message: `base_url must be an absolute http(s) URL, not ${JSON.stringify(text)}`,
      hint: 'write it with its scheme, e.g. http://localhost:3000',
    };
  }
  if (url.username !== '' || url.password !== '') {
    return {
      message: 'base_url must not carry credentials (user:password@): they would not be sent',
      hint: 'remove them and send them in a header instead, e.g. authorization: "Basic {{env.API_AUTH}}"',
    };
  }
  return undefined;
}

/**
 * Header values as the wire needs them (`x-api-version: 2` is a number in YAML). A value under a
 * secret-looking header name (`authorization`, `x-api-key`) is a secret even when written literally;
 * a value still holding `{{templates}}` is not, but what its `{{env.NAME}}` parts take from the
 * environment is, since it is filled into every request of the flows that use it.
 */
export function headerStrings(
  headers: Record<string, unknown>,
  context: LoadContext,
): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    const text = String(value);
    result[name] = text;
    if (looksSecret(name) && !text.includes('{{')) addSecret(context, text);
    for (const reference of templateReferences(text)) {
      if (reference.startsWith('env.')) addSecret(context, context.env[reference.slice(4)]);
    }
  }
  return result;
}
