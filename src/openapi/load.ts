import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import type { OpenAPI } from 'openapi-types';
import { InputError, InputErrors, formatLocation, type SourceLocation } from '../core/errors.js';
import {
  parseYamlSource,
  type DocumentPath,
  type YamlSource,
  type YamlSourceOptions,
} from '../util/yaml-source.js';
import { createApiSpec } from './api.js';
import { decycle } from './decycle.js';
import { specErrors } from './diagnostics.js';
import { HTTP_METHODS } from './operations.js';
import { checkSchemas31 } from './schema-check.js';
import { checkSpecRules } from './rules.js';
import type { ApiSpec, SpecVersion } from './types.js';

/** The versions swagger-parser validates; another patch release of the same minor is read as the newest of these. */
const NEWEST_PATCH: Record<'3.0' | '3.1', { known: string[]; newest: string }> = {
  '3.0': { known: ['3.0.0', '3.0.1', '3.0.2', '3.0.3', '3.0.4'], newest: '3.0.4' },
  '3.1': { known: ['3.1.0', '3.1.1', '3.1.2'], newest: '3.1.2' },
};

/**
 * Loads an OpenAPI 3.0/3.1 or Swagger 2.0 spec (YAML or JSON): validates it, resolves every
 * `$ref` (external files relative to the spec), and returns the operations and contract checks.
 *
 * `path` is where to read; `displayPath` is how errors name the file (relative to the
 * repository, as annotations want). Every problem is an InputError with file:line:column.
 */
export async function loadSpec(
  path: string,
  displayPath: string,
  yaml: YamlSourceOptions = {},
): Promise<ApiSpec> {
  const text = await readSpec(path, displayPath);
  return (await parseSpec(text, { location: resolve(path), displayPath, yaml })).spec;
}

export interface SpecText {
  /** The absolute path or URL the text came from: relative `$ref`s are resolved against it. */
  location: string;
  /** How errors name the document. */
  displayPath: string;
  /** Reads a `$ref` to an http(s) URL; swagger-parser's own reader when not given. */
  readUrl?: (url: string) => Promise<string>;
  /** The workspace's limits on reading YAML (alias copies), with the setting that raises them. */
  yaml?: YamlSourceOptions;
}

/** A validated spec: the model every stage uses, and the dereferenced document it was built over. */
export interface ParsedSpec {
  spec: ApiSpec;
  /** The document with every `$ref` resolved (recursion cut back into `$ref`s), for readers that need more than the model. */
  document: Record<string, unknown>;
  version: SpecVersion;
  /** The document as written, with where each value is. */
  source: YamlSource;
}

/** Validates spec text already read (from a file or a URL), as loadSpec does. */
export async function parseSpec(text: string, from: SpecText): Promise<ParsedSpec> {
  const source = parseYamlSource(from.displayPath, text, from.yaml);
  const { version, document } = recognise(source);
  checkOperationIds(source);

  let api: OpenAPI.Document;
  try {
    // swagger-parser mutates what it is given; the parsed value stays the source of locations.
    api = await new SwaggerParser().validate(from.location, document as unknown as OpenAPI.Document, {
      continueOnError: true,
      resolve: referenceReaders(from),
      // Recursive schemas become object cycles here; decycle() cuts them back into $refs.
      dereference: { circular: true },
    });
  } catch (error) {
    throw specErrors(error, { main: source, absolutePath: from.location });
  }
  if (version === '3.1') {
    const schemaErrors = checkSchemas31(source);
    if (schemaErrors.length > 0) throw new InputErrors(schemaErrors);
  }
  const ruleErrors = checkSpecRules(source, version);
  if (ruleErrors.length > 0) throw new InputErrors(ruleErrors);
  const decycled = decycle(api as unknown as Record<string, unknown>);
  return { spec: createApiSpec(decycled, version, source), document: decycled.root, version, source };
}

/**
 * The spec as one document: every `$ref` to another file or URL brought inside it, every `$ref`
 * within it kept as written. Call it on spec text parseSpec has accepted.
 */
export async function bundleSpec(text: string, from: SpecText): Promise<Record<string, unknown>> {
  const document = structuredClone(
    parseYamlSource(from.displayPath, text, from.yaml).value,
  ) as OpenAPI.Document;
  try {
    const bundled = await new SwaggerParser().bundle(from.location, document, {
      resolve: referenceReaders(from),
    });
    return bundled as unknown as Record<string, unknown>;
  } catch (error) {
    throw specErrors(error, {
      main: parseYamlSource(from.displayPath, text, from.yaml),
      absolutePath: from.location,
    });
  }
}

function referenceReaders(from: SpecText): SwaggerParser.Options['resolve'] {
  // A `$ref` to a URL is fetched; a slow host must not stall the whole run for a minute.
  const http = { timeout: 10_000 };
  const readUrl = from.readUrl;
  if (!readUrl) return { http };
  const read = (file: { url: string }): Promise<string> => readUrl(file.url);
  const origin = URL.canParse(from.location) ? new URL(from.location).origin : undefined;
  return {
    http: { ...http, read },
    // The parser refuses loopback and private addresses (a spec must not make it probe the
    // network); a spec served from one may still refer to its own files beside it.
    sameOrigin: {
      order: 1,
      canRead: (file: { url: string }) =>
        origin !== undefined &&
        origin !== 'null' &&
        URL.canParse(file.url) &&
        new URL(file.url).origin === origin,
      read,
    },
  };
}

async function readSpec(path: string, displayPath: string): Promise<string> {
  try {
    return await readFile(path, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const reason =
      code === 'ENOENT' ? 'the file does not exist' : code === 'EISDIR' ? 'it is a folder' : String(error);
    throw new InputError(
      `cannot read the spec ${displayPath}: ${reason}`,
      undefined,
      'point the spec setting at your OpenAPI file, or put it at .falcon/spec.yaml',
    );
  }
}

/**
 * The version, from `openapi` or `swagger`, and a copy of the document for swagger-parser.
 * Version mistakes are caught here, where they can be pointed at, rather than by the parser.
 */
function recognise(source: YamlSource): { version: SpecVersion; document: Record<string, unknown> } {
  const value = source.value;
  const top: SourceLocation = { file: source.file, line: 1, column: 1 };
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new InputError(
      `${source.file} is not an OpenAPI document: it holds ${Array.isArray(value) ? 'a list' : value === null || value === undefined ? 'nothing' : `a ${typeof value}`}, not a mapping`,
      top,
      'point the spec setting at your OpenAPI file (it starts with `openapi: 3.1.0` or `swagger: "2.0"`)',
    );
  }
  const root = value as Record<string, unknown>;
  const document = structuredClone(root);
  const errors: InputError[] = [];
  let version: SpecVersion | undefined;

  if (root.swagger !== undefined) {
    if (root.swagger === '2.0') version = '2.0';
    else if (root.swagger === 2 || root.swagger === 2.0) {
      errors.push(
        new InputError(
          '`swagger` must be the string "2.0", not a number',
          source.locate(['swagger']),
          'write swagger: "2.0"',
        ),
      );
    } else {
      errors.push(
        new InputError(
          `Swagger version ${JSON.stringify(root.swagger)} is not supported`,
          source.locate(['swagger']),
          'use swagger: "2.0" or OpenAPI 3',
        ),
      );
    }
  } else if (root.openapi !== undefined) {
    const declared = root.openapi;
    const minor = typeof declared === 'string' ? /^(3\.[01])\.\d+(-.+)?$/.exec(declared)?.[1] : undefined;
    if (typeof declared === 'number') {
      errors.push(
        new InputError(
          `\`openapi\` must be a string such as "3.0.3", not the number ${declared}`,
          source.locate(['openapi']),
          `quote it: openapi: "${declared}.0"`,
        ),
      );
    } else if (minor === '3.0' || minor === '3.1') {
      version = minor;
      if (!NEWEST_PATCH[minor].known.includes(String(declared)))
        document.openapi = NEWEST_PATCH[minor].newest;
    } else {
      errors.push(
        new InputError(
          `OpenAPI version ${JSON.stringify(declared)} is not supported`,
          source.locate(['openapi']),
          'Falcon CI reads OpenAPI 3.0 and 3.1 and Swagger 2.0: set openapi to "3.1.0" or "3.0.3" if the document follows one of them',
        ),
      );
    }
  } else {
    throw new InputError(
      `${source.file} is not an OpenAPI or Swagger document: it has no \`openapi\` or \`swagger\` key`,
      top,
      'point the spec setting at your OpenAPI file, or start it with `openapi: 3.1.0`',
    );
  }

  const info = root.info;
  if (
    info !== null &&
    typeof info === 'object' &&
    typeof (info as Record<string, unknown>).version === 'number'
  ) {
    errors.push(
      new InputError(
        '`info.version` must be a string, not a number',
        source.locate(['info', 'version']),
        'quote it: version: "1.0"',
      ),
    );
  }
  if (version !== undefined && version !== '2.0' && root.paths === undefined && root.webhooks === undefined) {
    errors.push(
      new InputError(
        'the spec has no `paths`',
        top,
        version === '3.1'
          ? 'add `paths:` listing the operations (or `paths: {}`)'
          : 'add `paths:` listing the operations',
      ),
    );
  }
  if (errors.length > 0 || version === undefined) throw new InputErrors(errors);
  return { version, document };
}

/** Two operations with one operationId make `operation:` in a flow ambiguous. */
function checkOperationIds(source: YamlSource): void {
  const root = source.value as Record<string, unknown>;
  const paths = root.paths;
  if (paths === null || typeof paths !== 'object') return;
  // Places are looked up only for a repeated id: placing every operation of a large JSON spec would
  // build its whole syntax tree.
  const first = new Map<string, DocumentPath>();
  const errors: InputError[] = [];
  for (const [path, item] of Object.entries(paths)) {
    if (item === null || typeof item !== 'object') continue;
    for (const method of HTTP_METHODS) {
      const operation = (item as Record<string, unknown>)[method];
      if (operation === null || typeof operation !== 'object') continue;
      const id = (operation as Record<string, unknown>).operationId;
      if (typeof id !== 'string') continue;
      const place = ['paths', path, method, 'operationId'];
      const earlier = first.get(id);
      if (earlier) {
        errors.push(
          new InputError(
            `operationId '${id}' is used twice (first at ${formatLocation(source.locate(earlier))})`,
            source.locate(place),
            'give each operation its own operationId',
          ),
        );
      } else {
        first.set(id, place);
      }
    }
  }
  if (errors.length > 0) throw new InputErrors(errors);
}
