import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { InputError, InputErrors, type SourceLocation } from '../core/errors.js';
import { schemaErrorSentence, schemaErrorText } from '../core/schema-errors.js';
import { isRecord, valueAt } from '../util/document.js';
import { messageOf } from '../util/text.js';
import { parseYamlSource, type DocumentPath, type YamlSource } from '../util/yaml-source.js';
import { HTTP_METHODS } from './operations.js';
import { fromPointer } from './pointer.js';
import { unescapeSegment } from '../util/json-pointer.js';

/**
 * Turns what swagger-parser throws into InputErrors that point into the user's files: schema
 * validation failures (ajv errors with an instancePath), unresolvable `$ref`s (named by where
 * the `$ref` is written, in the main file or an external one) and Swagger 2.0 rule failures.
 */

export interface SpecFiles {
  /** The spec as parsed, with locations. */
  main: YamlSource;
  /** Absolute path of the spec file. */
  absolutePath: string;
}

interface AjvDetail {
  instancePath: string;
  keyword: string;
  params: Record<string, unknown>;
  message?: string;
}

interface ParserErrorLike {
  name: string;
  message: string;
  path?: unknown;
  source?: unknown;
  targetRef?: unknown;
  parentPath?: unknown;
}

export function specErrors(error: unknown, files: SpecFiles): InputErrors {
  const sources = new SourceCache(files);
  if (isRecord(error) && error.name === 'JSONParserErrorGroup' && Array.isArray(error.errors)) {
    return new InputErrors(
      dedupe(error.errors.filter(isParserError).map((each) => referenceError(each, sources))),
    );
  }
  if (isParserError(error) && PARSER_ERROR_NAMES.has(error.name)) {
    return new InputErrors([referenceError(error, sources)]);
  }
  if (isRecord(error) && Array.isArray(error.details)) {
    const errors = schemaErrors(error.details.filter(isAjvDetail), files.main);
    if (errors.length > 0) return new InputErrors(errors);
  }
  const message = messageOf(error);
  if (message.startsWith('Validation failed.')) return new InputErrors([ruleError(message, files.main)]);
  return new InputErrors([
    new InputError(`the spec is not valid: ${firstLine(message)}`, start(files.main.file), 'fix the spec'),
  ]);
}

// ------------------------------------------------------------------ $ref problems

const PARSER_ERROR_NAMES = new Set([
  'MissingPointerError',
  'ResolverError',
  'ParserError',
  'InvalidPointerError',
  'UnmatchedResolverError',
  'UnmatchedParserError',
  'JSONParserError',
]);

function referenceError(error: ParserErrorLike, sources: SourceCache): InputError {
  const written = whereWritten(error, sources);
  const ref = written?.ref ?? (typeof error.targetRef === 'string' ? error.targetRef : undefined);
  const location = written?.location ?? start(sources.main.file);
  const shown = ref === undefined ? 'a $ref' : `$ref "${ref}"`;

  switch (error.name) {
    case 'MissingPointerError': {
      const target = typeof error.targetRef === 'string' ? error.targetRef : (ref ?? '');
      const [file, pointer = ''] = splitRef(ref ?? target);
      const name = (fromPointer(`#${pointer}`) ?? []).join('/');
      const where = file ? ` in ${file}` : '';
      return new InputError(
        `${shown} points to nothing: ${name || target}${where} does not exist`,
        location,
        `define ${name || target}${where} or fix the $ref`,
      );
    }
    case 'ResolverError':
    case 'UnmatchedResolverError': {
      const missing =
        typeof error.source === 'string' && error.source !== written?.file ? error.source : undefined;
      const file = ref ? splitRef(ref)[0] : missing ? sources.display(missing) : 'the file';
      return new InputError(
        `${shown} names a file that cannot be read: ${firstLine(error.message)}`,
        location,
        `create ${file || 'the file'} or fix the $ref`,
      );
    }
    case 'ParserError':
    case 'UnmatchedParserError': {
      // `source` names the referring file here; the broken one is what the $ref names.
      const target =
        written && ref !== undefined && splitRef(ref)[0] !== ''
          ? resolve(dirname(written.file), splitRef(ref)[0])
          : /^Error parsing (.+?): /.exec(error.message)?.[1];
      const broken = target === undefined ? undefined : sources.syntaxError(target);
      if (broken) return broken;
      return new InputError(
        `${shown} names a file that is not YAML or JSON: ${firstLine(error.message)}`,
        location,
        'fix that file',
      );
    }
    case 'InvalidPointerError':
      return new InputError(
        `${shown} is not a valid reference`,
        location,
        'write it as #/components/schemas/Name or file.yaml#/Name',
      );
    default:
      return new InputError(
        `${shown} cannot be resolved: ${firstLine(error.message)}`,
        location,
        'fix the $ref',
      );
  }
}

/** The file and place where the failing `$ref` is written, and its text. */
function whereWritten(
  error: ParserErrorLike,
  sources: SourceCache,
): { file: string; ref: string | undefined; location: SourceLocation } | undefined {
  let file: string | undefined;
  let path: string[] | undefined;
  // json-schema-ref-parser names the referring place in `parentPath` (`file#/pointer`) when the
  // target lives in another file; otherwise `source` is the referring file and `path` the place.
  const parentPath = typeof error.parentPath === 'string' ? error.parentPath : '';
  const hash = parentPath.indexOf('#');
  if (hash > 0) {
    file = parentPath.slice(0, hash);
    path = fromPointer(parentPath.slice(hash));
  } else if (Array.isArray(error.path) && typeof error.source === 'string') {
    file = error.source;
    path = error.path.map(String);
  }
  if (file !== undefined && path !== undefined) {
    const source = sources.get(file);
    if (source) {
      const typed = typedPath(source.value, path);
      const ref = refAt(source.value, typed);
      return { file, ref, location: source.locate([...typed, '$ref']) };
    }
  }
  // Without a place, search the main document for the `$ref` as written.
  const wanted = typeof error.targetRef === 'string' ? error.targetRef : undefined;
  const found = findRef(sources.main.value, (ref) =>
    wanted !== undefined
      ? ref === wanted || ref.endsWith(wanted)
      : typeof error.source === 'string' &&
        resolve(dirname(sources.absolutePath), splitRef(ref)[0]) === error.source,
  );
  if (!found) return undefined;
  return {
    file: sources.absolutePath,
    ref: found.ref,
    location: sources.main.locate([...found.path, '$ref']),
  };
}

function refAt(root: unknown, path: DocumentPath): string | undefined {
  const node = valueAt(root, path);
  return isRecord(node) && typeof node.$ref === 'string' ? node.$ref : undefined;
}

function findRef(
  node: unknown,
  accept: (ref: string) => boolean,
  path: Array<string | number> = [],
): { ref: string; path: Array<string | number> } | undefined {
  if (Array.isArray(node)) {
    for (const [index, child] of node.entries()) {
      const found = findRef(child, accept, [...path, index]);
      if (found) return found;
    }
  } else if (isRecord(node)) {
    if (typeof node.$ref === 'string' && accept(node.$ref)) return { ref: node.$ref, path };
    for (const [key, child] of Object.entries(node)) {
      const found = findRef(child, accept, [...path, key]);
      if (found) return found;
    }
  }
  return undefined;
}

/** `./schemas/x.yaml#/Foo` → `['./schemas/x.yaml', '/Foo']`. */
function splitRef(ref: string): [string, string] {
  const hash = ref.indexOf('#');
  return hash < 0 ? [ref, ''] : [ref.slice(0, hash), ref.slice(hash + 1)];
}

/** The spec file and the external files its `$ref`s name, parsed on demand for locations. */
class SourceCache {
  readonly main: YamlSource;
  readonly absolutePath: string;
  private readonly loaded = new Map<string, YamlSource | undefined>();
  private readonly broken = new Map<string, InputError>();

  constructor(files: SpecFiles) {
    this.main = files.main;
    this.absolutePath = files.absolutePath;
    this.loaded.set(files.absolutePath, files.main);
  }

  /** How a user sees `file`: relative to the spec, as the spec's own display path is. */
  display(file: string): string {
    return join(dirname(this.main.file), relative(dirname(this.absolutePath), file));
  }

  get(file: string): YamlSource | undefined {
    if (!this.loaded.has(file)) this.load(file);
    return this.loaded.get(file);
  }

  syntaxError(file: string): InputError | undefined {
    this.get(file);
    return this.broken.get(file);
  }

  private load(file: string): void {
    try {
      this.loaded.set(file, parseYamlSource(this.display(file), readFileSync(file, 'utf8')));
    } catch (error) {
      this.loaded.set(file, undefined);
      if (error instanceof InputErrors && error.errors[0]) this.broken.set(file, error.errors[0]);
    }
  }
}

// ------------------------------------------------------------------ schema validation

/**
 * ajv validates the spec against the OpenAPI meta-schema with every error on, so a single
 * mistake under a `oneOf` (Reference | Parameter, body | non-body parameter) comes with the
 * complaints of every alternative. These rules keep the complaint about the alternative meant.
 */
function schemaErrors(reported: AjvDetail[], main: YamlSource): InputError[] {
  const details = mergeEnums(reported, main);
  const value = (pointer: string): unknown => valueAt(main.value, pointerSegments(pointer, main.value));
  const places = new Map<AjvDetail, string>();
  const placeOf = (detail: AjvDetail): string => {
    let place = places.get(detail);
    if (place === undefined) {
      place = describeSpecPath(pointerSegments(detail.instancePath, main.value));
      places.set(detail, place);
    }
    return place;
  };
  /** Errors about the same place in the file (a component reached through several $refs is one place). */
  const at = (detail: AjvDetail) => details.filter((other) => placeOf(other) === placeOf(detail));
  const below = (pointer: string) =>
    details.filter(
      (detail) => detail.instancePath === pointer || detail.instancePath.startsWith(`${pointer}/`),
    );

  const swagger2 = isRecord(main.value) && main.value.swagger !== undefined;
  const kept = details.filter((detail) => {
    const here = at(detail);
    const others = below(detail.instancePath).filter((other) => other !== detail);
    // Summaries of failed alternatives say nothing the alternatives do not.
    if (['oneOf', 'anyOf', 'if', 'then', 'else', 'not'].includes(detail.keyword)) {
      return others.every((other) => ['oneOf', 'anyOf', 'if', 'then', 'else', 'not'].includes(other.keyword));
    }
    const isReferenceBranch = here.some(
      (other) => other.keyword === 'required' && other.params.missingProperty === '$ref',
    );
    const node = value(detail.instancePath);
    if (detail.keyword === 'required' && detail.params.missingProperty === '$ref') {
      return others.length === 0;
    }
    // The Reference alternative (`$ref` only) rejects every key: those rejections are not the point.
    if (
      (detail.keyword === 'additionalProperties' || detail.keyword === 'unevaluatedProperties') &&
      isReferenceBranch
    ) {
      const property = String(detail.params.additionalProperty ?? detail.params.unevaluatedProperty);
      const rejections = here.filter(
        (other) =>
          other.keyword === detail.keyword &&
          String(other.params.additionalProperty ?? other.params.unevaluatedProperty) === property,
      );
      return rejections.length > 1 && rejections.indexOf(detail) === 0;
    }
    // Swagger 2.0 parameters: the `in` value picks body or non-body; drop the other alternative.
    if (
      swagger2 &&
      isRecord(node) &&
      typeof node.in === 'string' &&
      /\/parameters\/\d+$/.test(detail.instancePath)
    ) {
      const isBody = node.in === 'body';
      if (detail.keyword === 'required' && detail.params.missingProperty === 'schema' && !isBody)
        return false;
      if (detail.keyword === 'required' && detail.params.missingProperty === 'type' && isBody) return false;
    }
    // A parameter's `in` picks the alternative; other alternatives' one-value enums on it are noise.
    if (detail.keyword === 'enum' && /\/parameters\/\d+\/in$/.test(detail.instancePath)) {
      return !parameterLocations(main).includes(String(node));
    }
    // `type: strin` under a schema fails both "one of the simple types" and "an array of them".
    if (detail.keyword === 'type' && here.some((other) => other.keyword === 'enum')) return false;
    return true;
  });

  // With an unknown `in`, every kind of parameter rejects it: only the `in` is worth saying.
  const unknownIn = new Set(
    kept
      .filter((detail) => detail.keyword === 'enum' && /\/parameters\/\d+\/in$/.test(detail.instancePath))
      .map((detail) => detail.instancePath.replace(/\/in$/, '')),
  );
  const focused = kept.filter((detail) => !unknownIn.has(detail.instancePath));
  const merged = mergeAlternativeRequired(focused);
  return dedupe(merged.map((detail) => schemaError(detail, main, value(detail.instancePath))));
}

function parameterLocations(main: YamlSource): string[] {
  return isRecord(main.value) && main.value.swagger !== undefined
    ? ['query', 'header', 'path', 'formData', 'body']
    : ['query', 'header', 'path', 'cookie'];
}

/** Several alternatives' enums on one value → one enum allowing what any of them allows. */
function mergeEnums(details: AjvDetail[], main: YamlSource): AjvDetail[] {
  const first = new Map<string, AjvDetail>();
  const out: AjvDetail[] = [];
  for (const detail of details) {
    if (detail.keyword !== 'enum') {
      out.push(detail);
      continue;
    }
    const allowed = Array.isArray(detail.params.allowedValues) ? detail.params.allowedValues : [];
    // Keyed by the place in the file: one component reached through several $refs is one place.
    const place = describeSpecPath(pointerSegments(detail.instancePath, main.value));
    const existing = first.get(place);
    if (existing) {
      const union = new Set([...(existing.params.allowedValues as unknown[]), ...allowed]);
      existing.params = { allowedValues: [...union] };
      continue;
    }
    const merged = { ...detail, params: { allowedValues: [...allowed] } };
    first.set(place, merged);
    out.push(merged);
  }
  return out;
}

/** "must have 'schema'" and "must have 'content'" from two alternatives → one: either of them. */
function mergeAlternativeRequired(details: AjvDetail[]): AjvDetail[] {
  const out: AjvDetail[] = [];
  for (const detail of details) {
    const pair =
      detail.keyword === 'required' && ['schema', 'content'].includes(String(detail.params.missingProperty));
    const both = details.filter(
      (other) =>
        other.instancePath === detail.instancePath &&
        other.keyword === 'required' &&
        ['schema', 'content'].includes(String(other.params.missingProperty)),
    );
    if (pair && both.length === 2) {
      if (both[0] === detail) {
        out.push({ ...detail, keyword: 'requiredOneOf', params: { properties: ['schema', 'content'] } });
      }
      continue;
    }
    out.push(detail);
  }
  return out;
}

function schemaError(detail: AjvDetail, main: YamlSource, value: unknown): InputError {
  const path = pointerSegments(detail.instancePath, main.value);
  const where = path.length === 0 ? 'the spec' : describeSpecPath(path);
  const params = detail.params;
  if (detail.keyword === 'requiredOneOf') {
    return new InputError(
      `${where} needs either 'schema' or 'content'`,
      main.locateKey(path),
      `add 'schema' to ${where}`,
    );
  }
  // A parameter's `in` is checked against the locations of this spec's version, not one alternative's.
  const error = /\/parameters\/\d+\/in$/.test(detail.instancePath)
    ? { ...detail, params: { allowedValues: parameterLocations(main) } }
    : detail;
  const text = schemaErrorText(error, { words: 'yaml', value });
  const message = schemaErrorSentence(text, { subject: where });
  switch (detail.keyword) {
    case 'required': {
      const property = String(params.missingProperty);
      return new InputError(message, main.locateKey(path), `add '${property}' to ${where}`);
    }
    case 'additionalProperties':
    case 'unevaluatedProperties': {
      const property = String(params.additionalProperty ?? params.unevaluatedProperty);
      return new InputError(
        message,
        main.locateKey([...path, property]),
        `${text.hint} (extensions start with 'x-')`,
      );
    }
    case 'enum':
    case 'type':
      return new InputError(message, main.locate(path), text.hint);
    case 'pattern':
      return new InputError(
        message,
        main.locateKey(path),
        'check the OpenAPI specification for the allowed form',
      );
    default:
      return new InputError(message, main.locate(path), 'check it against the OpenAPI specification');
  }
}

// ------------------------------------------------------------------ Swagger 2.0 rules

/**
 * swagger-parser's 2.0 rules name places like `/paths/users/{id}/get` (not a JSON pointer), so
 * the longest documented path (and method) the message mentions is where it points.
 */
function ruleError(message: string, main: YamlSource): InputError {
  const text = message.replace(/^Validation failed\.\s*/, '');
  const paths = Object.keys(isRecord(main.value) && isRecord(main.value.paths) ? main.value.paths : {});
  const mentioned = paths
    .filter((path) => text.includes(`/paths${path}`))
    .sort((a, b) => b.length - a.length)[0];
  if (mentioned === undefined) return new InputError(text, start(main.file), 'fix the spec');
  const method = HTTP_METHODS.find((candidate) => text.includes(`/paths${mentioned}/${candidate}`));
  const place = method ? ['paths', mentioned, method] : ['paths', mentioned];
  const written = method ? `/paths${mentioned}/${method}` : `/paths${mentioned}`;
  return new InputError(
    text.split(written).join(describeSpecPath(place)),
    main.locateKey(place),
    'fix the spec at this place',
  );
}

// ------------------------------------------------------------------ helpers

/** `['paths', '/users', 'get', 'parameters', 0]` → `paths['/users'].get.parameters[0]`. */
export function describeSpecPath(path: ReadonlyArray<string | number>): string {
  return path
    .map((segment, index) => {
      if (typeof segment === 'number') return `[${segment}]`;
      const text = segment;
      if (/^[A-Za-z_$][\w$-]*$/.test(text)) return index === 0 ? text : `.${text}`;
      return `['${text}']`;
    })
    .join('');
}

/**
 * ajv's instancePath (into the dereferenced document) as a path in the file: indexes into lists
 * become numbers, as YamlSource wants them, and a local `$ref` on the way is followed to where
 * its target is written — a mistake in `components/schemas/X` is reported there, once.
 */
function pointerSegments(pointer: string, root: unknown): Array<string | number> {
  if (pointer === '') return [];
  let segments: Array<string | number> = [];
  let node = root;
  for (const raw of pointer.slice(1).split('/')) {
    const key = unescapeSegment(raw);
    const seen = new Set<unknown>();
    while (isRecord(node) && typeof node.$ref === 'string' && key !== '$ref' && !seen.has(node)) {
      seen.add(node);
      const target = fromPointer(node.$ref);
      if (target === undefined) break;
      segments = typedPath(root, target);
      node = valueAt(root, segments);
    }
    const segment = Array.isArray(node) && /^\d+$/.test(key) ? Number(key) : key;
    segments.push(segment);
    node = valueAt(node, [segment]);
  }
  return segments;
}

function typedPath(root: unknown, keys: readonly string[]): Array<string | number> {
  const segments: Array<string | number> = [];
  let node = root;
  for (const key of keys) {
    const segment = Array.isArray(node) && /^\d+$/.test(key) ? Number(key) : key;
    segments.push(segment);
    node = valueAt(node, [segment]);
  }
  return segments;
}

function start(file: string): SourceLocation {
  return { file, line: 1, column: 1 };
}

function firstLine(message: string): string {
  return message.split('\n')[0] ?? message;
}

function dedupe(errors: InputError[]): InputError[] {
  const seen = new Set<string>();
  return errors.filter((error) => {
    const key = error.describe();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function isAjvDetail(value: unknown): value is AjvDetail {
  return (
    isRecord(value) &&
    typeof value.instancePath === 'string' &&
    typeof value.keyword === 'string' &&
    isRecord(value.params)
  );
}

function isParserError(value: unknown): value is ParserErrorLike {
  return isRecord(value) && typeof value.name === 'string' && typeof value.message === 'string';
}
