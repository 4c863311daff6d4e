import { Ajv2020 } from 'ajv/dist/2020.js';
import { InputError } from '../core/errors.js';
import { isRecord } from '../util/document.js';
import type { DocumentPath, YamlSource } from '../util/yaml-source.js';
import { describeSpecPath } from './diagnostics.js';
import { meetsMetaSchema2020 } from './meta-schema-check.js';
import { describeErrors } from './violations.js';

/**
 * OpenAPI 3.1 leaves its schemas to JSON Schema 2020-12, so the OpenAPI meta-schema accepts any
 * object there and a typo such as `type: strin` would only surface when a response is checked.
 * This checks every schema written in a 3.1 document against the 2020-12 meta-schema at load
 * time, and points at the line.
 */

const DIALECT_2020 = 'https://json-schema.org/draft/2020-12/schema';
/** Subtrees holding example data, not schemas: a key named `schema` in there means nothing. */
const DATA_KEYS = new Set(['example', 'examples', 'default', 'enum', 'const']);

let metaValidator: Ajv2020 | undefined;

export function checkSchemas31(source: YamlSource): InputError[] {
  const root = source.value;
  if (!isRecord(root)) return [];
  if (typeof root.jsonSchemaDialect === 'string' && !root.jsonSchemaDialect.startsWith(DIALECT_2020))
    return [];
  const errors: InputError[] = [];
  for (const { schema, path } of writtenSchemas(root)) {
    if (typeof schema.$schema === 'string' && !schema.$schema.startsWith(DIALECT_2020)) continue;
    // The quick yes; for a no, ajv (and its meta-schema, compiled only then) says why.
    if (meetsMetaSchema2020(schema)) continue;
    metaValidator ??= new Ajv2020({ allErrors: true, strict: false, logger: false });
    const ajv = metaValidator;
    if (ajv.validateSchema(schema)) continue;
    // The meta-schema's alternatives live behind $refs, so ajv cannot tell which one was meant;
    // its first complaint about a place is the telling one ("must be one of …" before "must be array").
    const said = new Set<string>();
    for (const violation of describeErrors(ajv.errors ?? [], schema)) {
      const where = [...path, ...violation.path];
      const place = describeSpecPath(where);
      if (said.has(place)) continue;
      said.add(place);
      errors.push(
        new InputError(
          `${place} ${violation.message}`,
          source.locate(where),
          'fix the schema: OpenAPI 3.1 schemas are JSON Schema 2020-12',
        ),
      );
    }
  }
  return errors;
}

/** Every schema as written: `components.schemas.*` and each value under a `schema` key. */
function writtenSchemas(
  root: Record<string, unknown>,
): Array<{ schema: Record<string, unknown>; path: DocumentPath }> {
  const found: Array<{ schema: Record<string, unknown>; path: DocumentPath }> = [];
  const components = isRecord(root.components) ? root.components : {};
  const named = isRecord(components.schemas) ? components.schemas : {};
  for (const [name, schema] of Object.entries(named)) {
    if (isRecord(schema)) found.push({ schema, path: ['components', 'schemas', name] });
  }

  const visit = (node: unknown, path: Array<string | number>): void => {
    if (Array.isArray(node)) {
      node.forEach((child, index) => visit(child, [...path, index]));
      return;
    }
    if (!isRecord(node)) return;
    for (const [key, child] of Object.entries(node)) {
      if (DATA_KEYS.has(key) || (path.length === 1 && path[0] === 'components' && key === 'schemas'))
        continue;
      if (key === 'schema' && isRecord(child)) found.push({ schema: child, path: [...path, key] });
      else visit(child, [...path, key]);
    }
  };
  visit(root.paths, ['paths']);
  visit(root.webhooks, ['webhooks']);
  visit(root.components, ['components']);
  return found;
}
