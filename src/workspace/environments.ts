import { isReservedName, templateReferences, variableNameProblem } from '../flows/template.js';
import { join } from 'node:path';
import { InputError } from '../core/errors.js';
import environmentSchema from '../../schemas/environment.schema.json' with { type: 'json' };
import { isRecord } from '../util/document.js';
import { describeUrlProblem, httpUrlProblem } from '../util/http-url.js';
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
    const problem = httpUrlProblem(value.base_url);
    if (problem === undefined) environment.base_url = value.base_url;
    else {
      const { message, hint } = describeUrlProblem('base_url', value.base_url, problem);
      context.errors.add(new InputError(message, source.locate(['base_url']), hint));
    }
  }
  if (isRecord(value.headers)) environment.headers = headerStrings(value.headers, context);
  if (isRecord(value.variables)) {
    environment.variables = value.variables;
    // The form of names is the schema's; a reserved name is checked here, as in flows.
    for (const name of Object.keys(value.variables)) {
      if (!isReservedName(name)) continue;
      const problem = variableNameProblem(name)!;
      context.errors.add(
        new InputError(problem.message, source.locateKey(['variables', name]), problem.hint),
      );
    }
  }
  return { value: environment, source };
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
