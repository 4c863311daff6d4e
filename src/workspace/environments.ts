import { join } from 'node:path';
import { InputError } from '../errors.js';
import environmentSchema from '../../schemas/environment.schema.json' with { type: 'json' };
import { expandTree, isRecord, looksSecret } from './expand.js';
import {
  addSecret,
  baseName,
  displayPath,
  listFolder,
  readWorkspaceFile,
  reportStrayEntries,
  reportUnknownKeysAsErrors,
  setOwn,
  type LoadContext,
} from './files.js';
import { schemaChecker } from './schema-check.js';
import type { Environment } from './types.js';
import type { YamlSource } from './yaml-source.js';

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
  const folder = join(root, 'environments');
  const listing = await listFolder(folder);
  reportStrayEntries(context, folder, listing, 'environment');
  const result: LoadedEnvironments = { environments: {}, sources: {}, broken: new Set() };

  for (const name of listing.yaml) {
    const envName = baseName(name);
    const path = join(folder, name);
    const file = displayPath(context, path);
    if (Object.hasOwn(result.environments, envName) || result.broken.has(envName)) {
      context.errors.add(
        new InputError(
          `environment '${envName}' is defined twice`,
          { file, line: 1, column: 1 },
          `keep one of ${envName}.yaml and ${envName}.yml`,
        ),
      );
      continue;
    }
    const errorsBefore = context.errors.errors.length;
    const environment = await loadEnvironment(path, envName, file, context);
    if (environment === undefined || context.errors.errors.length > errorsBefore) {
      result.broken.add(envName);
      continue;
    }
    setOwn(result.environments, envName, environment.environment);
    setOwn(result.sources, envName, environment.source);
  }
  return result;
}

async function loadEnvironment(
  path: string,
  name: string,
  file: string,
  context: LoadContext,
): Promise<{ environment: Environment; source: YamlSource } | undefined> {
  const source = await readWorkspaceFile(path, file, context);
  if (source === undefined) return undefined;
  const empty: Environment = { name, headers: {}, variables: {}, file };
  if (source.value === null || source.value === undefined) return { environment: empty, source };
  if (!isRecord(source.value)) {
    context.errors.add(
      new InputError(
        `environment '${name}' must be a mapping`,
        source.locate([]),
        'write base_url:, headers: and variables: keys',
      ),
    );
    return undefined;
  }

  const expansion = expandTree(source, context.env);
  expansion.errors.forEach((error) => context.errors.add(error));
  expansion.secrets.forEach((secret) => addSecret(context, secret));
  const value = expansion.value as Record<string, unknown>;

  const findings = checkEnvironment(source, value);
  findings.errors.forEach((error) => context.errors.add(error));
  reportUnknownKeysAsErrors(context, findings.unknownKeys, `environment '${name}'`);
  // Unknown keys are errors too, but the rest can still be checked; the caller marks the file broken.
  if (findings.errors.length > 0) return undefined;

  const environment: Environment = { ...empty };
  if (typeof value.base_url === 'string') {
    if (isHttpUrl(value.base_url)) environment.base_url = value.base_url;
    else {
      context.errors.add(
        new InputError(
          `base_url must be an absolute http(s) URL, not ${JSON.stringify(value.base_url)}`,
          source.locate(['base_url']),
          'write it with its scheme, e.g. http://localhost:3000',
        ),
      );
    }
  }
  if (isRecord(value.headers)) environment.headers = headerStrings(value.headers, context);
  if (isRecord(value.variables)) environment.variables = value.variables;
  return { environment, source };
}

function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * Header values as the wire needs them (`x-api-version: 2` is a number in YAML). A value under a
 * secret-looking header name (`authorization`, `x-api-key`) is a secret even when written literally;
 * a value still holding `{{templates}}` is not, its parts are collected when the templates resolve.
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
  }
  return result;
}
