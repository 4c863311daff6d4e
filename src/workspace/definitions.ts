/**
 * Folders of named definitions (`environments/dev.yaml`, `requests/login.yaml`): each YAML file is
 * one definition, named after the file. Both kinds are read the same way, so they fail the same
 * way: a name given twice, a file that is not a mapping, an unknown key.
 */
import { join } from 'node:path';
import { InputError } from '../core/errors.js';
import { isRecord } from '../util/document.js';
import { expandTree } from './expand.js';
import {
  addSecret,
  baseName,
  displayPath,
  listFolder,
  reportStrayEntries,
  reportUnknownKeysAsErrors,
  setOwn,
  type LoadContext,
} from './files.js';
import type { SchemaChecker } from './schema-check.js';
import type { YamlSource } from '../util/yaml-source.js';

export interface DefinitionFolder<T> {
  byName: Record<string, T>;
  /** Parsed files by name, to place errors about their values later. */
  sources: Record<string, YamlSource>;
  /** Names whose file had errors: references to them are not reported again. */
  broken: Set<string>;
}

/** Reads one file (`path`, shown as `file`) into the definition `name`; undefined when it cannot be used. */
export type LoadDefinition<T> = (
  path: string,
  name: string,
  file: string,
  context: LoadContext,
) => Promise<{ value: T; source: YamlSource } | undefined>;

/**
 * Every YAML file of `folder`, read with `load`. `kind` names a definition in messages
 * (`environment`, `saved request`). A file that added any error is marked broken, not kept half-read.
 */
export async function loadDefinitionFolder<T>(
  folder: string,
  kind: string,
  context: LoadContext,
  load: LoadDefinition<T>,
): Promise<DefinitionFolder<T>> {
  const listing = await listFolder(folder, context);
  reportStrayEntries(context, folder, listing, kind);
  const result: DefinitionFolder<T> = { byName: {}, sources: {}, broken: new Set() };

  for (const fileName of listing.yaml) {
    const name = baseName(fileName);
    const path = join(folder, fileName);
    const file = displayPath(context, path);
    if (Object.hasOwn(result.byName, name) || result.broken.has(name)) {
      context.errors.add(
        new InputError(
          `${kind} '${name}' is defined twice`,
          { file, line: 1, column: 1 },
          `keep one of ${name}.yaml and ${name}.yml`,
        ),
      );
      continue;
    }
    const errorsBefore = context.errors.errors.length;
    const loaded = await load(path, name, file, context);
    if (loaded === undefined || context.errors.errors.length > errorsBefore) {
      result.broken.add(name);
      continue;
    }
    setOwn(result.byName, name, loaded.value);
    setOwn(result.sources, name, loaded.source);
  }
  return result;
}

/**
 * A definition file's mapping with `${VAR}`s expanded (their secrets collected) and checked against
 * its schema, unknown keys as errors. Undefined when it is not a mapping or breaks the schema.
 * `label` names the definition in messages (`environment 'dev'`); `hint` says what to write instead
 * of something that is not a mapping.
 */
export function checkedDefinition(
  source: YamlSource,
  label: string,
  hint: string,
  check: SchemaChecker,
  context: LoadContext,
): Record<string, unknown> | undefined {
  if (!isRecord(source.value)) {
    context.errors.add(new InputError(`${label} must be a mapping`, source.locate([]), hint));
    return undefined;
  }

  const expansion = expandTree(source, context.env);
  expansion.errors.forEach((error) => context.errors.add(error));
  expansion.secrets.forEach((secret) => addSecret(context, secret));
  const value = expansion.value as Record<string, unknown>;

  const findings = check(source, value);
  findings.errors.forEach((error) => context.errors.add(error));
  reportUnknownKeysAsErrors(context, findings.unknownKeys, label);
  // Unknown keys are errors too, but the rest can still be checked; the folder marks the file broken.
  return findings.errors.length > 0 ? undefined : value;
}
