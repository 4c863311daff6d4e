/**
 * The rules of an OpenAPI document that its JSON Schema cannot say, checked when the spec is
 * loaded so that `validate` refuses what a run would trip over: a request matched to the wrong
 * operation, a path parameter never filled in, a schema that cannot be compiled or never stops
 * being checked.
 *
 * The path and parameter rules are those of Spectral's `oas` ruleset, which states them as a
 * maintained, widely used rule set (rule names in brackets): `path-params` (equivalent paths, a
 * placeholder named twice, path parameters that are optional, declared twice, missing from the
 * path or from the parameters), `operation-parameters` (a parameter repeated by name and place),
 * `path-not-include-query` and `path-declarations-must-exist`. Spectral warns about the last three;
 * here they are errors, because a run matches every request against the paths as written. Its
 * style rules (descriptions, tags, contact) are left out: they say nothing about whether a run works.
 *
 * The reference rules are JSON Schema's and JSON Pointer's (RFC 6901): a local `$ref` is a pointer
 * (`#/…`) or, in a 3.1 schema, a named `$anchor`; `$dynamicRef` names a `$dynamicAnchor`; `#` alone
 * is the whole document, which stands for no schema or parameter. And a schema must not refer to
 * itself without reaching into the value (`A: { $ref: A }`, or `allOf` round a circle): checking a
 * value against it would never end.
 *
 * The document is read as written (the source value, before swagger-parser resolves it), so every
 * error points at the line of the mistake; local `$ref`s are followed where a rule needs what they
 * stand for, references to other files are left to the parser.
 */
import { InputError, formatLocation } from '../core/errors.js';
import { isRecord } from '../util/document.js';
import type { DocumentPath, YamlSource } from '../util/yaml-source.js';
import { describeSpecPath } from './diagnostics.js';
import { HTTP_METHODS } from './operations.js';
import { resolvePointer } from './pointer.js';
import type { SpecVersion } from './types.js';

/** Every rule the document breaks, in the order they are found. */
export function checkSpecRules(source: YamlSource, version: SpecVersion): InputError[] {
  const root = source.value;
  if (!isRecord(root)) return [];
  const errors: InputError[] = [];
  const report = (path: DocumentPath, message: string, hint: string, at: 'key' | 'value' = 'value'): void => {
    errors.push(new InputError(message, at === 'key' ? source.locateKey(path) : source.locate(path), hint));
  };
  if (isRecord(root.paths)) checkPaths(root, root.paths, report, source);
  checkReferences(root, version, report);
  // Once each (a path item's parameter is checked with every operation of it), in file order.
  const unique = [...new Map(errors.map((error) => [error.describe(), error])).values()];
  const place = (error: InputError): [number, number] => [
    error.location?.line ?? 0,
    error.location?.column ?? 0,
  ];
  return unique.sort((a, b) => place(a)[0] - place(b)[0] || place(a)[1] - place(b)[1]);
}

type Report = (path: DocumentPath, message: string, hint: string, at?: 'key' | 'value') => void;

// ------------------------------------------------------------------ paths and parameters

/** `{id}` in a path template (Spectral's pattern, which also takes RFC 6570's `{;id}`, `{?id}`, `{id*}`). */
const TEMPLATE = /\{;?\??[A-Za-z0-9_.~-]+\*?\}/g;

function checkPaths(
  root: Record<string, unknown>,
  paths: Record<string, unknown>,
  report: Report,
  source: YamlSource,
): void {
  const normalized = new Map<string, string>();
  for (const [path, item] of Object.entries(paths)) {
    if (path.startsWith('x-')) continue;
    const key: DocumentPath = ['paths', path];

    // [path-not-include-query]. A `#` is left alone: `/cookies#form` is how some specs give one
    // path two operations, and a client drops the fragment of what it sends.
    const query = path.indexOf('?');
    if (query !== -1) {
      report(
        key,
        `path '${path}' holds a query string; a path key is the path alone`,
        `write '${path.slice(0, query) || '/'}', and document what follows as parameters with in: query`,
        'key',
      );
      continue;
    }
    // [path-declarations-must-exist]
    if (path.includes('{}')) {
      report(key, `path '${path}' has an empty placeholder {}`, 'name the parameter, e.g. {id}', 'key');
      continue;
    }
    // [path-params]: /a/{x} and /a/{y} are one path to a request.
    const shape = path.replace(TEMPLATE, '{}');
    const twin = normalized.get(shape);
    if (twin !== undefined) {
      report(
        key,
        `paths '${twin}' and '${path}' are the same path with other parameter names, so a request cannot tell them apart`,
        `keep one of them (at ${formatLocation(source.locateKey(['paths', twin]))}) and put the operations of both under it`,
        'key',
      );
    } else normalized.set(shape, path);

    const placeholders: string[] = [];
    for (const match of path.matchAll(TEMPLATE)) {
      const name = match[0].replace(/[{}?*;]/g, '');
      if (placeholders.includes(name)) {
        report(key, `path '${path}' names {${name}} twice`, 'give each path parameter its own name', 'key');
      } else placeholders.push(name);
    }
    if (!isRecord(item)) continue;
    checkPathItem(root, item, key, path, placeholders, report);
  }
}

interface Declared {
  parameter: Record<string, unknown>;
  path: DocumentPath;
}

function checkPathItem(
  root: Record<string, unknown>,
  item: Record<string, unknown>,
  key: DocumentPath,
  path: string,
  placeholders: readonly string[],
  report: Report,
): void {
  const shared = parameterList(root, item.parameters, [...key, 'parameters'], report);
  for (const method of HTTP_METHODS) {
    const operation = item[method];
    if (!isRecord(operation)) continue;
    const at: DocumentPath = [...key, method];
    const own = parameterList(root, operation.parameters, [...at, 'parameters'], report);
    // The operation's own parameters override the path item's of the same name and place.
    const overridden = new Set(own.map(({ parameter }) => identity(parameter)));
    const all = [...own, ...shared.filter(({ parameter }) => !overridden.has(identity(parameter)))];
    const inPath = all.filter(({ parameter }) => parameter.in === 'path');
    const declared = new Set(inPath.map(({ parameter }) => String(parameter.name)));
    const unmatched = inPath.filter(({ parameter }) => !placeholders.includes(String(parameter.name)));
    const missing = placeholders.filter((name) => !declared.has(name));
    // A parameter and a placeholder that miss each other are most likely one name written two ways.
    unmatched.forEach(({ parameter, path: where }, index) => {
      const name = String(parameter.name);
      const counterpart = missing[index];
      report(
        [...where, 'name'],
        counterpart === undefined
          ? `path parameter '${name}' is not in the path '${path}'`
          : `path parameter '${name}' is not in the path '${path}', which names {${counterpart}}`,
        counterpart === undefined
          ? 'remove it, add {' + name + '} to the path, or make it a query parameter (in: query)'
          : `rename the parameter to ${counterpart}, or the placeholder to {${name}}`,
      );
    });
    const undeclared = missing.slice(unmatched.length);
    if (undeclared.length > 0) {
      report(
        at,
        `${method.toUpperCase()} ${path} declares no path parameter for ${undeclared.map((name) => `{${name}}`).join(', ')}`,
        `add it to parameters: - { name: ${undeclared[0]}, in: path, required: true, schema: { type: string } }`,
        'key',
      );
    }
  }
}

/**
 * A `parameters` list with local `$ref`s followed, each parameter with where it is written. Rules
 * about one list are checked here: [operation-parameters] a name repeated in the same place, and
 * [path-params] a path parameter that is not required.
 */
function parameterList(
  root: Record<string, unknown>,
  list: unknown,
  at: DocumentPath,
  report: Report,
): Declared[] {
  if (!Array.isArray(list)) return [];
  const found: Declared[] = [];
  const first = new Map<string, number>();
  list.forEach((written, index) => {
    const parameter = followLocal(root, written);
    if (!isRecord(parameter) || typeof parameter.name !== 'string' || typeof parameter.in !== 'string')
      return;
    const path = [...at, index];
    const id = identity(parameter);
    const earlier = first.get(id);
    if (earlier !== undefined) {
      report(
        path,
        `parameter '${parameter.name}' (in: ${parameter.in}) is declared twice in this list (first as item ${earlier + 1})`,
        'keep one of them: a parameter is known by its name and place',
      );
      return;
    }
    first.set(id, index);
    if (parameter.in === 'path' && parameter.required !== true) {
      report(
        path,
        `path parameter '${parameter.name}' must be required: a path cannot leave it out`,
        'add required: true',
      );
    }
    found.push({ parameter, path });
  });
  return found;
}

/** A parameter is known by its place and name; header names are case-insensitive. */
function identity(parameter: Record<string, unknown>): string {
  const name = String(parameter.name);
  return `${String(parameter.in)}\u0000${parameter.in === 'header' ? name.toLowerCase() : name}`;
}

/** `value`, or what its local `$ref` (and the `$ref`s that one leads to) stands for; a `$ref` to another file as written. */
function followLocal(root: unknown, value: unknown): unknown {
  let node = value;
  for (let hops = 0; hops < 32 && isRecord(node) && typeof node.$ref === 'string'; hops++) {
    if (!node.$ref.startsWith('#/')) return node;
    node = resolvePointer(root, node.$ref);
  }
  return node;
}

// ------------------------------------------------------------------ references

/** Subtrees that hold data (examples, defaults, enums) or extensions, not schemas or references. */
const DATA_KEYS = new Set(['example', 'default', 'enum', 'const']);
/** Keywords that check the same value again (rather than a part of it): a circle through them never ends. */
const IN_PLACE = new Set(['allOf', 'anyOf', 'oneOf', 'not', 'if', 'then', 'else']);
/** Keys whose value maps names to schemas, parameters and the like. */
const NAMED = new Set([
  'properties',
  'patternProperties',
  'dependentSchemas',
  '$defs',
  'definitions',
  'schemas',
  'parameters',
  'responses',
  'requestBodies',
  'headers',
  'examples',
  'links',
  'callbacks',
  'pathItems',
  'securitySchemes',
  'content',
  'encoding',
  'paths',
  'webhooks',
]);
const EMPTY: Record<string, unknown> = Object.freeze({});
const ANCHOR_NAME = /^[A-Za-z_][-A-Za-z0-9._]*$/;

/** An object the reference rules keep, with where it is written. */
interface Walked {
  node: Record<string, unknown>;
  path: DocumentPath;
  /** In a schema with its own `$id` (or inside one), where `#…` is relative to that schema, not to the document. */
  scoped: boolean;
}

/** An object on the way, with how to place it: its key under its parent and how deep it sits. */
interface Frame {
  node: Record<string, unknown>;
  key: string | number;
  depth: number;
  scoped: boolean;
  /** Under an OpenAPI `examples` mapping, where `value` holds data. */
  examples: boolean;
}

function checkReferences(root: Record<string, unknown>, version: SpecVersion, report: Report): void {
  // One pass over the document, depth first without recursion (its depth is the user's), the path
  // of the current object kept in one array: the objects that hold a `$ref`, `$dynamicRef` or
  // in-place keyword are kept with their place, and every anchor is noted.
  const anchors = new Set<string>();
  const dynamicAnchors = new Set<string>();
  const referring: Walked[] = [];
  /** Parameters, headers and media types with both `example` and `examples`, which OpenAPI makes exclusive. */
  const exemplified: Walked[] = [];
  const walkedOf = new Map<object, Walked>();
  const path: Array<string | number> = [];
  const pending: Frame[] = [{ node: root, key: '', depth: 0, scoped: false, examples: false }];
  while (pending.length > 0) {
    const frame = pending.pop()!;
    const { node, depth } = frame;
    path.length = Math.max(0, depth - 1);
    if (depth > 0) path.push(frame.key);
    const scoped = frame.scoped || (depth > 0 && typeof node.$id === 'string');
    if (typeof node.$anchor === 'string') anchors.add(node.$anchor);
    if (typeof node.$dynamicAnchor === 'string') dynamicAnchors.add(node.$dynamicAnchor);
    const refers = typeof node.$ref === 'string' || typeof node.$dynamicRef === 'string' || hasInPlace(node);
    // Not in a schema, where `examples` is a list beside the deprecated `example` keyword.
    const both = node.example !== undefined && isRecord(node.examples);
    if (refers || both) {
      const walked: Walked = { node, path: [...path], scoped };
      if (refers) {
        referring.push(walked);
        walkedOf.set(node, walked);
      }
      if (both) exemplified.push(walked);
    }
    // In a mapping of names (`properties`, `schemas`), `default` or `example` is a name, not data.
    const names = NAMED.has(String(frame.key));
    for (const key in node) {
      if (!Object.hasOwn(node, key)) continue;
      const child = node[key];
      if (typeof child !== 'object' || child === null) continue;
      if (!names && (DATA_KEYS.has(key) || key.startsWith('x-'))) continue;
      // A schema's `examples` is a list of data; an OpenAPI `examples` maps names to Example Objects.
      if (!names && key === 'examples' && Array.isArray(child)) continue;
      // An Example Object's value is data too.
      if (key === 'value' && frame.examples) continue;
      const examples = frame.examples || key === 'examples';
      if (Array.isArray(child)) {
        // A list's items sit one level below it: its key is pushed as a frame of its own, holding nothing.
        for (let index = child.length - 1; index >= 0; index--) {
          const item: unknown = child[index];
          if (isRecord(item)) pending.push({ node: item, key: index, depth: depth + 2, scoped, examples });
        }
        pending.push({ node: EMPTY, key, depth: depth + 1, scoped, examples });
      } else
        pending.push({ node: child as Record<string, unknown>, key, depth: depth + 1, scoped, examples });
    }
  }

  for (const walked of exemplified) {
    report(
      walked.path,
      'example and examples are both given here; OpenAPI takes one or the other',
      'keep examples (named examples) or example (one value), not both',
      'key',
    );
  }

  for (const walked of referring) {
    if (walked.scoped) continue;
    const { node } = walked;
    if (typeof node.$ref === 'string') {
      const problem = localRefProblem(node.$ref, version, anchors);
      if (problem) report([...walked.path, '$ref'], problem.message, problem.hint);
    }
    if (
      typeof node.$dynamicRef === 'string' &&
      !dynamicRefResolves(root, node.$dynamicRef, anchors, dynamicAnchors)
    ) {
      const ref = node.$dynamicRef;
      const fragment = ref.slice(ref.indexOf('#') + 1) || 'name';
      report(
        [...walked.path, '$dynamicRef'],
        `$dynamicRef "${ref}" leads nowhere: no schema declares $dynamicAnchor: ${fragment}`,
        `declare $dynamicAnchor: ${fragment} in the schema it stands for, or use $ref with a pointer such as #/components/schemas/Name`,
      );
    }
  }
  checkInPlaceCircles(root, referring, walkedOf, report);
}

/** A `$dynamicRef` starts out as a `$ref`: to an anchor (dynamic or plain) or a pointer of this document; another document's is left to the parser. */
function dynamicRefResolves(
  root: unknown,
  ref: string,
  anchors: ReadonlySet<string>,
  dynamicAnchors: ReadonlySet<string>,
): boolean {
  if (!ref.startsWith('#')) return true;
  const fragment = ref.slice(1);
  if (fragment.startsWith('/')) return resolvePointer(root, ref) !== undefined;
  return dynamicAnchors.has(fragment) || anchors.has(fragment);
}

function hasInPlace(node: Record<string, unknown>): boolean {
  for (const key of IN_PLACE) if (node[key] !== undefined) return true;
  return false;
}

/** Why a `$ref` can point at nothing a reader of the spec means, or undefined. */
function localRefProblem(
  ref: string,
  version: SpecVersion,
  anchors: ReadonlySet<string>,
): { message: string; hint: string } | undefined {
  const hash = ref.indexOf('#');
  if (hash === -1) return undefined;
  const local = hash === 0;
  const fragment = ref.slice(hash + 1);
  if (fragment === '' || fragment === '/') {
    return local
      ? {
          message: `$ref "${ref}" points at the whole document, which stands for no schema, parameter or response`,
          hint: 'point it at what it stands for, e.g. #/components/schemas/Name',
        }
      : undefined;
  }
  if (fragment.startsWith('/')) return undefined;
  if (version === '3.1' && ANCHOR_NAME.test(fragment)) {
    if (!local || anchors.has(fragment)) return undefined;
    return {
      message: `$ref "${ref}" names the anchor ${fragment}, and no schema declares $anchor: ${fragment}`,
      hint: `declare $anchor: ${fragment} in the schema it stands for, or write a pointer such as #/components/schemas/${fragment}`,
    };
  }
  return {
    message: `$ref "${ref}" is not a JSON pointer: after # it must start with /`,
    hint: `write ${ref.slice(0, hash)}#/${fragment.replace(/^\/*/, '')}`,
  };
}

/** A keyword (`via`, under the schema `from`) that checks the same value against `to`. */
interface Edge {
  to: object;
  from: Walked;
  via: Array<string | number>;
}

/** `components.schemas.User` for a schema written under a name (2.0: `definitions.User`), else undefined. */
function namedSchema(walked: Walked | undefined): string | undefined {
  if (!walked) return undefined;
  const path = walked.path;
  const named =
    (path.length === 3 && path[0] === 'components' && path[1] === 'schemas') ||
    (path.length === 2 && path[0] === 'definitions');
  return named ? describeSpecPath(path) : undefined;
}

function isText(value: string | undefined): value is string {
  return value !== undefined;
}

/**
 * A schema that reaches itself again through `$ref` and keywords that check the same value (allOf,
 * anyOf, oneOf, not, if/then/else), without first going into a part of the value (properties,
 * items): checking any value against it recurses without end. Reported at the `$ref` that closes
 * the circle.
 */
function checkInPlaceCircles(
  root: Record<string, unknown>,
  referring: readonly Walked[],
  walkedOf: ReadonlyMap<object, Walked>,
  report: Report,
): void {
  // Many `$ref`s name the same schema: each pointer is followed once.
  const targets = new Map<string, unknown>();
  const target = (ref: string): unknown => {
    if (!targets.has(ref)) targets.set(ref, resolvePointer(root, ref));
    return targets.get(ref);
  };
  /** The schemas a schema checks the same value against, each with the keyword that leads there (its path made only to report it). */
  const edges = (walked: Walked): Edge[] => {
    const { node } = walked;
    const out: Edge[] = [];
    if (typeof node.$ref === 'string' && node.$ref.startsWith('#/') && !walked.scoped) {
      const to = target(node.$ref);
      if (isRecord(to)) out.push({ to, from: walked, via: ['$ref'] });
    }
    for (const key of IN_PLACE) {
      const value = node[key];
      if (Array.isArray(value)) {
        value.forEach((item, index) => {
          if (isRecord(item)) out.push({ to: item, from: walked, via: [key, index] });
        });
      } else if (isRecord(value)) out.push({ to: value, from: walked, via: [key] });
    }
    return out;
  };

  const state = new Map<object, 'open' | 'done'>();
  const reported = new Set<object>();
  for (const start of referring) {
    if (state.has(start.node)) continue;
    // Depth-first without recursion: a frame is a schema and the edges still to follow.
    const stack: Array<{ node: object; edges: Edge[]; next: number }> = [];
    const enter = (node: object): void => {
      state.set(node, 'open');
      const walked = walkedOf.get(node);
      stack.push({ node, edges: walked ? edges(walked) : [], next: 0 });
    };
    enter(start.node);
    while (stack.length > 0) {
      const frame = stack[stack.length - 1]!;
      const edge = frame.edges[frame.next++];
      if (!edge) {
        state.set(frame.node, 'done');
        stack.pop();
        continue;
      }
      const seen = state.get(edge.to);
      if (seen === 'open') {
        // The circle is the part of the stack from the schema reached again to this one.
        const circle = stack.slice(stack.findIndex((entry) => entry.node === edge.to));
        if (!circle.some((entry) => reported.has(entry.node))) {
          circle.forEach((entry) => reported.add(entry.node));
          const names = [
            ...new Set(circle.map((entry) => namedSchema(walkedOf.get(entry.node))).filter(isText)),
          ];
          const who =
            names.length <= 1
              ? `schema ${names[0] ?? describeSpecPath(walkedOf.get(edge.to)!.path)} refers to itself`
              : `schemas ${names.slice(0, -1).join(', ')} and ${names.at(-1)} refer to each other in a circle`;
          report(
            [...edge.from.path, ...edge.via],
            `${who} without reaching into the value (through $ref, allOf, anyOf, oneOf or not), so checking a value against it would never end`,
            'describe what the value holds (type, properties, items) instead of referring back, or remove this reference',
          );
        }
      } else if (seen === undefined) enter(edge.to);
    }
  }
}
