#!/usr/bin/env node
/**
 * Extracts the GitHub REST operations Falcon CI calls from GitHub's official OpenAPI description,
 * so that the local GitHub fake used by the tests can check every request (and its own responses)
 * against what api.github.com really accepts and returns.
 *
 * Usage:
 *   mkdir -p /tmp/octokit-openapi && cd /tmp/octokit-openapi && npm install @octokit/openapi
 *   node scripts/extract-github-operations.mjs /tmp/octokit-openapi/node_modules/@octokit/openapi [output.json]
 *
 * The output defaults to __tests__/__fixtures__/github/operations.json. That file is committed; the
 * tests and CI never need @octokit/openapi (several hundred MB), only whoever refreshes the fixture.
 *
 * It reads `generated/api.github.com.json` (the plain description, not `.deref.json`): shared schemas
 * such as `simple-user` stay `$ref`s and are copied once under `components.schemas`, which keeps the
 * fixture a fraction of the size of an inlined copy. Parameter and response `$ref`s are inlined because
 * each is used in a single place per operation. Descriptions, examples, titles and vendor extensions
 * are stripped; everything a validator needs (types, required, enum, formats, nullable, composition)
 * is kept, so the fixture is schema-complete for the listed operations.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The operations Falcon CI's GitHub module calls. Add one here when the module starts using it. */
const OPERATION_IDS = [
  'issues/list-comments',
  'issues/create-comment',
  'issues/update-comment',
  'issues/delete-comment',
  'pulls/get',
  'pulls/list-files',
  'pulls/list-reviews',
  'pulls/create-review',
  'pulls/list-review-comments',
  'pulls/delete-review-comment',
  'repos/get',
];

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** Annotations that do not affect validation; `example` (singular) would also trip ajv's strict mode. */
const ANNOTATION_KEYS = new Set([
  'description',
  'title',
  'example',
  'examples',
  'externalDocs',
  'deprecated',
]);

/** Keywords whose value is a map from names to schemas: the names must survive stripping. */
const SCHEMA_MAP_KEYS = new Set(['properties', 'patternProperties']);
/** Keywords whose value is one schema. */
const SCHEMA_KEYS = new Set(['items', 'additionalProperties', 'not']);
/** Keywords whose value is a list of schemas. */
const SCHEMA_LIST_KEYS = new Set(['allOf', 'anyOf', 'oneOf']);

function usage(message) {
  console.error(
    `${message}\n\nusage: node scripts/extract-github-operations.mjs <path-to-@octokit/openapi> [output.json]`,
  );
  process.exit(2);
}

function isObject(value) {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Follows a local `#/a/b` pointer inside the description. */
function resolvePointer(document, ref) {
  if (!ref.startsWith('#/')) throw new Error(`only local $refs are supported, found ${ref}`);
  let node = document;
  for (const raw of ref.slice(2).split('/')) {
    const segment = raw.replaceAll('~1', '/').replaceAll('~0', '~');
    if (!isObject(node) || !(segment in node)) throw new Error(`unresolved $ref ${ref}`);
    node = node[segment];
  }
  return node;
}

/** Follows `$ref`s until a real object (parameters and responses can point at other components). */
function deref(document, value) {
  let current = value;
  for (let hops = 0; isObject(current) && typeof current.$ref === 'string'; hops += 1) {
    if (hops > 20) throw new Error(`$ref cycle at ${value.$ref}`);
    current = resolvePointer(document, current.$ref);
  }
  return current;
}

const SCHEMA_REF_PREFIX = '#/components/schemas/';

/**
 * Copies a schema without annotations and queues every `#/components/schemas/*` it references,
 * so the caller can copy those too (transitively) under `components.schemas`.
 */
function cleanSchema(schema, referenced) {
  if (typeof schema === 'boolean') return schema;
  if (!isObject(schema)) throw new Error(`expected a schema, found ${JSON.stringify(schema)}`);
  if (typeof schema.$ref === 'string') {
    if (!schema.$ref.startsWith(SCHEMA_REF_PREFIX)) throw new Error(`unexpected schema $ref ${schema.$ref}`);
    referenced.add(schema.$ref.slice(SCHEMA_REF_PREFIX.length));
    // In OpenAPI 3.0 siblings of $ref are ignored, so dropping them keeps the meaning.
    return { $ref: schema.$ref };
  }
  const result = {};
  for (const [key, value] of Object.entries(schema)) {
    if (ANNOTATION_KEYS.has(key) || key.startsWith('x-')) continue;
    if (SCHEMA_MAP_KEYS.has(key)) {
      result[key] = Object.fromEntries(
        Object.entries(value).map(([name, sub]) => [name, cleanSchema(sub, referenced)]),
      );
    } else if (SCHEMA_KEYS.has(key) && !Array.isArray(value)) {
      result[key] = cleanSchema(value, referenced);
    } else if (SCHEMA_LIST_KEYS.has(key) || (key === 'items' && Array.isArray(value))) {
      result[key] = value.map((sub) => cleanSchema(sub, referenced));
    } else {
      // type, required, enum, format, nullable, default, bounds, pattern...: plain values, kept as they are.
      result[key] = value;
    }
  }
  return result;
}

function jsonSchemaOf(document, holder) {
  const content = deref(document, holder)?.content;
  if (!isObject(content)) return null;
  const media = content['application/json'] ?? Object.values(content)[0];
  return media?.schema ?? null;
}

function extractOperation(document, path, method, pathItem, operation, referenced) {
  // Path-level parameters apply to every method; an operation's own parameter of the same name and location wins.
  const parameters = new Map();
  for (const raw of [...(pathItem.parameters ?? []), ...(operation.parameters ?? [])]) {
    const parameter = deref(document, raw);
    parameters.set(`${parameter.in}:${parameter.name}`, {
      name: parameter.name,
      in: parameter.in,
      required: parameter.in === 'path' ? true : Boolean(parameter.required),
      schema: cleanSchema(parameter.schema ?? {}, referenced),
    });
  }

  let requestBody = null;
  if (operation.requestBody) {
    const body = deref(document, operation.requestBody);
    const schema = jsonSchemaOf(document, body);
    requestBody = {
      required: Boolean(body.required),
      contentType: Object.keys(body.content ?? {})[0] ?? 'application/json',
      schema: schema === null ? null : cleanSchema(schema, referenced),
    };
  }

  const responses = {};
  for (const [status, raw] of Object.entries(operation.responses ?? {})) {
    const schema = jsonSchemaOf(document, raw);
    responses[status] = schema === null ? null : cleanSchema(schema, referenced);
  }
  const successStatus = Object.keys(responses)
    .filter((status) => /^2\d\d$/.test(status))
    .sort()[0];
  if (successStatus === undefined) throw new Error(`${operation.operationId} documents no 2xx response`);

  return {
    operationId: operation.operationId,
    method: method.toUpperCase(),
    path,
    // GitHub puts this link in its error bodies; the fake does the same.
    documentationUrl: operation.externalDocs?.url ?? 'https://docs.github.com/rest',
    parameters: [...parameters.values()],
    requestBody,
    successStatus: Number(successStatus),
    responses,
  };
}

async function main() {
  const [packageDir, outputArgument] = process.argv.slice(2);
  if (!packageDir) usage('missing the path to the @octokit/openapi package');
  const packageJson = JSON.parse(await readFile(join(packageDir, 'package.json'), 'utf8'));
  if (packageJson.name !== '@octokit/openapi')
    usage(`${packageDir} is ${packageJson.name}, not @octokit/openapi`);
  const descriptionFile = 'generated/api.github.com.json';
  const document = JSON.parse(await readFile(join(packageDir, descriptionFile), 'utf8'));

  const referenced = new Set();
  const operations = {};
  for (const [path, pathItem] of Object.entries(document.paths)) {
    for (const method of HTTP_METHODS) {
      const operation = pathItem[method];
      if (!operation || !OPERATION_IDS.includes(operation.operationId)) continue;
      operations[operation.operationId] = extractOperation(
        document,
        path,
        method,
        pathItem,
        operation,
        referenced,
      );
    }
  }
  const missing = OPERATION_IDS.filter((id) => !(id in operations));
  if (missing.length > 0)
    throw new Error(`operations not found in ${descriptionFile}: ${missing.join(', ')}`);

  // Copy referenced component schemas, following their own references until nothing new turns up.
  const schemas = {};
  const queue = [...referenced];
  while (queue.length > 0) {
    const name = queue.shift();
    if (name in schemas) continue;
    const found = new Set();
    schemas[name] = cleanSchema(resolvePointer(document, `${SCHEMA_REF_PREFIX}${name}`), found);
    for (const next of found) if (!(next in schemas)) queue.push(next);
  }

  const fixture = {
    source: {
      package: packageJson.name,
      version: packageJson.version,
      file: descriptionFile,
      openapi: document.openapi,
    },
    operations: Object.fromEntries(OPERATION_IDS.map((id) => [id, operations[id]])),
    components: {
      schemas: Object.fromEntries(
        Object.keys(schemas)
          .sort()
          .map((name) => [name, schemas[name]]),
      ),
    },
  };

  const here = dirname(fileURLToPath(import.meta.url));
  const output = resolve(
    outputArgument ?? join(here, '..', '__tests__', '__fixtures__', 'github', 'operations.json'),
  );
  const text = `${JSON.stringify(fixture, null, 1)}\n`;
  await writeFile(output, text);
  console.log(
    `wrote ${output}: ${OPERATION_IDS.length} operations, ${Object.keys(schemas).length} component schemas, ` +
      `${(text.length / 1024).toFixed(0)} KiB, from ${packageJson.name}@${packageJson.version}`,
  );
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
