import type { ApiSpec, Operation } from '../openapi/types.js';
import { isJsonMediaType } from '../openapi/media.js';
import { isRecord } from '../util/document.js';
import type { InitOperation } from './operations.js';
import { sampleValue } from './values.js';

/**
 * Where the value of a path parameter can come from when nobody gives it: the answer of another
 * operation that names the thing, as a stateful tester chains calls. In order of trust:
 *
 * - `link`: the spec says so (`links` on a response, by operationId or operationRef);
 * - `list`: `GET /pets` answers a list (or an object holding one) whose items carry the id
 *   (`$[0].id` for `GET /pets/{petId}`);
 * - `create`: `POST /pets` answers the created item with its id (`$.id`), or its `Location`
 *   (first for an operation that changes the item: it changes what its own flow made);
 * - `field`: any other read answers a field named like the parameter (`GET /me` → `accountId`).
 *
 * The id's field is found by name: the parameter's own (`pet_id`, `petId`, `AccountSid` →
 * `account_sid`), its last word (`pull_number` → `number`, `Sid` → `sid`), then `id`, through
 * `allOf` parts and the fields every `oneOf` branch shares. A field is taken only when the value
 * the spec shows for it fits the parameter (an integer for an integer, the parameter's pattern).
 */

type Json = Record<string, unknown>;

export type ProducerKind = 'link' | 'list' | 'create' | 'field';

export interface Producer {
  /** The operation whose answer holds the value. */
  entry: InitOperation;
  kind: ProducerKind;
  /** The capture that takes the value: a JSONPath, or a header with a regex. */
  capture: string | Json;
  /** A value like the one captured, to check the request that will use it. */
  example: unknown;
}

/** What a producer must be to serve: reads only (smoke flows), or anything but a delete. */
export interface ProducerFilter {
  readsOnly: boolean;
}

const SAFE = new Set(['GET', 'HEAD']);
/** Names of the property a list answer keeps its items in, most common first. */
const LIST_PROPERTIES = ['items', 'data', 'results', 'records', 'value', 'values', 'entries', 'content'];
/** Parameter names too common to match a field of an unrelated answer by. */
const GENERIC = new Set(['id', 'key', 'name', 'uuid', 'slug', 'number', 'sid', 'code', 'ref']);

interface LinkTarget {
  source: InitOperation;
  /** The target's parameter name → the runtime expression. */
  parameters: Record<string, string>;
}

/** A field some read answers, found once for the whole spec. */
interface NamedField {
  entry: InitOperation;
  /** Where it is in the answer: `['login']`, `['data', 0, 'id']`. */
  keys: Array<string | number>;
  schema: unknown;
}

export class ProducerIndex {
  private readonly byPath = new Map<string, InitOperation[]>();
  private readonly links = new Map<InitOperation, LinkTarget[]>();
  /** Normalised field name → the reads that answer it. */
  private readonly fields = new Map<string, NamedField[]>();
  private readonly found = new Map<string, Producer[]>();
  private readonly items = new Map<InitOperation, { itemPath: string; parameter: string } | undefined>();

  constructor(
    private readonly operations: InitOperation[],
    private readonly spec: ApiSpec,
  ) {
    for (const entry of operations) {
      const list = this.byPath.get(entry.operation.path) ?? [];
      list.push(entry);
      this.byPath.set(entry.operation.path, list);
    }
    this.indexLinks();
    this.indexFields();
  }

  /**
   * The producers of `parameter` for `consumer`, most trusted first for what the consumer does:
   * a read takes what a read shows before what a create makes; a write or delete wants what the
   * flow created itself.
   */
  producers(consumer: InitOperation, parameter: string, filter: ProducerFilter): Producer[] {
    const key = `${consumer.label}\u0000${parameter}\u0000${filter.readsOnly}`;
    let known = this.found.get(key);
    if (!known) this.found.set(key, (known = this.find(consumer, parameter, filter)));
    return known;
  }

  private find(consumer: InitOperation, parameter: string, filter: ProducerFilter): Producer[] {
    const found: Producer[] = [];
    const add = (producer: Producer | undefined): void => {
      if (!producer || producer.entry === consumer) return;
      if (filter.readsOnly && !SAFE.has(producer.entry.operation.method)) return;
      if (producer.entry.operation.method === 'DELETE') return;
      if (!found.some((known) => known.entry === producer.entry && known.kind === producer.kind))
        found.push(producer);
    };
    const schema = consumer.operation.parameters.find(
      (candidate) => candidate.in === 'path' && candidate.name === parameter,
    )?.schema;
    const fits = (value: unknown): boolean => this.fitsParameter(schema, value);

    for (const link of this.links.get(consumer) ?? []) add(this.linked(link, parameter, fits));
    const siblings = collectionPaths(consumer.operation.path, parameter).flatMap(
      (collection) => this.byPath.get(collection) ?? [],
    );
    const list = siblings.find((entry) => entry.operation.method === 'GET');
    const create = siblings.find((entry) => entry.operation.method === 'POST');
    const listed = list ? this.listed(list, parameter, fits) : undefined;
    const created = create ? this.created(create, parameter, fits) : undefined;
    const named = GENERIC.has(normal(parameter)) ? [] : this.named(consumer, parameter, fits);
    if (SAFE.has(consumer.operation.method)) {
      add(listed);
      add(created);
      named.forEach(add);
    } else {
      add(created);
      add(listed);
      named.forEach(add);
    }
    return found;
  }

  /**
   * Why a create has no chain to the item it makes, when it has an item path: said in the plan
   * instead of leaving the item's operations out without a word.
   */
  createWithoutId(create: InitOperation): { itemPath: string; parameter: string } | undefined {
    if (create.operation.method !== 'POST') return undefined;
    const item = this.itemPath(create);
    if (!item) return undefined;
    return this.created(create, item.parameter, () => true) ? undefined : item;
  }

  /** The path of the items a create's collection holds: `/pets/{petId}`, `/Messages/{Sid}.json`. */
  private itemPath(create: InitOperation): { itemPath: string; parameter: string } | undefined {
    if (this.items.has(create)) return this.items.get(create);
    const { base, extension } = splitExtension(create.operation.path.replace(/\/+$/, ''));
    let found: { itemPath: string; parameter: string } | undefined;
    for (const path of this.byPath.keys()) {
      if (!path.startsWith(`${base}/`) || !path.endsWith(extension)) continue;
      const match = /^\/\{([^{}/]+)\}$/.exec(path.slice(base.length, path.length - extension.length));
      if (match) {
        found = { itemPath: path, parameter: match[1]! };
        break;
      }
    }
    this.items.set(create, found);
    return found;
  }

  /** The item operations on `collection/{id}` a create's chain goes through, with their parameter. */
  itemOperations(create: InitOperation): { parameter: string; entries: InitOperation[] } | undefined {
    const item = this.itemPath(create);
    if (item) return { parameter: item.parameter, entries: this.byPath.get(item.itemPath) ?? [] };
    // A create whose link names its item's operations chains to them wherever they live.
    for (const [target, links] of this.links) {
      const link = links.find((candidate) => candidate.source === create);
      const parameter = link && Object.keys(link.parameters)[0];
      if (parameter) return { parameter, entries: this.byPath.get(target.operation.path) ?? [target] };
    }
    return undefined;
  }

  private indexLinks(): void {
    const byId = new Map(
      this.operations.flatMap((entry) =>
        entry.operation.operationId ? [[entry.operation.operationId, entry] as const] : [],
      ),
    );
    for (const source of this.operations) {
      const responses = isRecord(source.raw.responses) ? source.raw.responses : {};
      for (const [status, response] of Object.entries(responses)) {
        if (!/^2/.test(status) || !isRecord(response) || !isRecord(response.links)) continue;
        for (const link of Object.values(response.links)) {
          if (!isRecord(link) || !isRecord(link.parameters)) continue;
          const target =
            typeof link.operationId === 'string'
              ? byId.get(link.operationId)
              : typeof link.operationRef === 'string'
                ? this.byReference(link.operationRef)
                : undefined;
          if (!target) continue;
          const parameters: Record<string, string> = {};
          for (const [name, expression] of Object.entries(link.parameters))
            if (typeof expression === 'string') parameters[name.replace(/^path\./, '')] = expression;
          const known = this.links.get(target) ?? [];
          known.push({ source, parameters });
          this.links.set(target, known);
        }
      }
    }
  }

  /** `#/paths/~1pets~1{petId}/get` → that operation. */
  private byReference(reference: string): InitOperation | undefined {
    const match = /^#\/paths\/([^/]+)\/([a-z]+)$/.exec(reference);
    if (!match) return undefined;
    const path = match[1]!.replace(/~1/g, '/').replace(/~0/g, '~');
    return this.byPath.get(path)?.find((entry) => entry.operation.method === match[2]!.toUpperCase());
  }

  private linked(
    link: LinkTarget,
    parameter: string,
    fits: (value: unknown) => boolean,
  ): Producer | undefined {
    const expression = link.parameters[parameter];
    if (expression === undefined) return undefined;
    const body = /^\$response\.body#(\/.*)?$/.exec(expression);
    if (body) {
      const keys = (body[1] ?? '')
        .split('/')
        .slice(1)
        .map((key) => key.replace(/~1/g, '/').replace(/~0/g, '~'));
      const schema = atPointer(successSchema(link.source.operation), keys);
      const example = fieldExample(schema);
      if (example !== undefined && !fits(example)) return undefined;
      return { entry: link.source, kind: 'link', capture: jsonPath(keys), example };
    }
    const header = /^\$response\.header\.(.+)$/.exec(expression);
    if (header) {
      return {
        entry: link.source,
        kind: 'link',
        capture: { header: header[1]!.toLowerCase() },
        example: undefined,
      };
    }
    return undefined;
  }

  private listed(
    list: InitOperation,
    parameter: string,
    fits: (value: unknown) => boolean,
  ): Producer | undefined {
    const schema = successSchema(list.operation);
    const items = listItems(schema);
    if (!items) return undefined;
    // A list of names (`GET /gitignore/templates` → `["C", "Go"]`): each item is an id itself.
    const scalar = usableField(items.item, '', fits);
    if (scalar && isScalarSchema(items.item))
      return { entry: list, kind: 'list', capture: jsonPath([...items.at, 0]), example: scalar.example };
    const field = idField(items.item, parameter, fits);
    if (!field) return undefined;
    return {
      entry: list,
      kind: 'list',
      capture: jsonPath([...items.at, 0, ...(field.keys ?? [field.name])]),
      example: field.example,
    };
  }

  private created(
    create: InitOperation,
    parameter: string,
    fits: (value: unknown) => boolean,
  ): Producer | undefined {
    const field = idField(successSchema(create.operation), parameter, fits);
    if (field)
      return {
        entry: create,
        kind: 'create',
        capture: jsonPath(field.keys ?? [field.name]),
        example: field.example,
      };
    const headers = Object.entries(create.operation.responses)
      .filter(([status]) => /^2/.test(status))
      .flatMap(([, response]) => Object.keys(response.headers));
    if (headers.includes('location')) {
      // The last segment of the created item's address: `/pets/42` → `42`.
      return {
        entry: create,
        kind: 'create',
        capture: { regex: '([^/?#]+)/?(?:[?#].*)?$', from: 'header', header: 'location' },
        example: undefined,
      };
    }
    return undefined;
  }

  /** The top-level fields of every read's answer, and of its list's items. */
  private indexFields(): void {
    for (const entry of this.operations) {
      if (entry.operation.method !== 'GET') continue;
      const schema = successSchema(entry.operation);
      const items = listItems(schema);
      const places: Array<[unknown, Array<string | number>]> = [[schema, []]];
      if (items) places.push([items.item, [...items.at, 0]]);
      for (const [where, at] of places) {
        for (const [name, property] of Object.entries(flatten(where)?.properties ?? {})) {
          const known = this.fields.get(normal(name)) ?? [];
          known.push({ entry, keys: [...at, name], schema: property });
          this.fields.set(normal(name), known);
        }
      }
    }
  }

  /** Reads elsewhere whose answer (or its items) has a field named exactly like the parameter. */
  private named(consumer: InitOperation, parameter: string, fits: (value: unknown) => boolean): Producer[] {
    const found: Producer[] = [];
    for (const field of this.fields.get(normal(parameter)) ?? []) {
      if (field.entry === consumer) continue;
      const usable = usableField(field.schema, String(field.keys.at(-1)), fits);
      if (usable)
        found.push({
          entry: field.entry,
          kind: 'field',
          capture: jsonPath(field.keys),
          example: usable.example,
        });
    }
    // Operations without path parameters of their own first: they need nothing to be called.
    return found.sort(
      (a, b) => pathParameterCount(a.entry.operation) - pathParameterCount(b.entry.operation),
    );
  }

  private fitsParameter(schema: unknown, value: unknown): boolean {
    if (value === undefined || value === null) return value === undefined;
    if (typeof value === 'object') return false;
    if (!isRecord(schema)) return true;
    // A path parameter arrives as text: a number field fits a string parameter, not the reverse.
    const type = schema.type;
    const asText = typeof value === 'string' ? value : String(value);
    const read =
      type === 'integer' || type === 'number'
        ? /^-?\d+(\.\d+)?$/.test(asText)
          ? Number(asText)
          : asText
        : type === 'boolean'
          ? asText === 'true'
            ? true
            : asText === 'false'
              ? false
              : asText
          : asText;
    return this.spec.validate(schema, read).length === 0;
  }
}

/**
 * The collection a path parameter picks an item of: `/repos/{owner}/pulls` for `pull_number` in
 * `/repos/{owner}/pulls/{pull_number}/reviews/{review_id}`; with the path's file extension too,
 * as some APIs write them (`/Messages/{Sid}.json` → `/Messages.json`).
 */
function collectionPaths(path: string, parameter: string): string[] {
  const at = path.lastIndexOf(`/{${parameter}}`);
  if (at <= 0) return [];
  const collection = path.slice(0, at);
  const { extension } = splitExtension(path);
  return extension ? [collection, `${collection}${extension}`] : [collection];
}

/** `/Messages.json` → `/Messages` and `.json`. */
function splitExtension(path: string): { base: string; extension: string } {
  const match = /\.[A-Za-z0-9]+$/.exec(path.split('/').at(-1) ?? '');
  return match && !path.endsWith('}')
    ? { base: path.slice(0, -match[0].length), extension: match[0] }
    : { base: path, extension: '' };
}

/** The schema of the first documented 2xx JSON answer. */
export function successSchema(operation: Operation): unknown {
  for (const [status, response] of Object.entries(operation.responses)) {
    if (!/^2/.test(status)) continue;
    for (const [media, content] of Object.entries(response.content))
      if (isJsonMediaType(media) && content.schema !== undefined) return content.schema;
  }
  return undefined;
}

/** The item schema of a list answer, and the path of the list inside it. */
function listItems(schema: unknown): { item: unknown; at: Array<string | number> } | undefined {
  const flat = flatten(schema);
  if (!flat) return undefined;
  if (flat.type === 'array' || flat.items !== undefined)
    return flat.items === undefined ? undefined : { item: flat.items, at: [] };
  const properties = flat.properties;
  const arrays = Object.entries(properties).filter(([, property]) => {
    const inner = flatten(property);
    return (
      inner !== undefined &&
      (inner.type === 'array' || inner.items !== undefined) &&
      inner.items !== undefined
    );
  });
  if (arrays.length === 0) return undefined;
  const preferred =
    arrays.find(([name]) => LIST_PROPERTIES.includes(name.toLowerCase())) ??
    (arrays.length === 1 ? arrays[0] : undefined);
  if (!preferred) return undefined;
  return { item: flatten(preferred[1])!.items, at: [preferred[0]] };
}

interface Field {
  name: string;
  /** Where it is in the answer, when deeper than the top level: `['metadata', 'name']`. */
  keys?: string[];
  example: unknown;
}

/** The field of `schema` that holds the item's id for `parameter`. */
function idField(schema: unknown, parameter: string, fits: (value: unknown) => boolean): Field | undefined {
  const flat = flatten(schema);
  if (!flat) return undefined;
  const wanted = [normal(parameter), normal(lastWord(parameter)), 'id'];
  for (const name of wanted) {
    const field = Object.keys(flat.properties).find((key) => normal(key) === name);
    if (field === undefined) continue;
    const found = usableField(flat.properties[field], field, fits);
    if (found) return found;
  }
  // A name that says nothing alone may sit one level down, as Kubernetes keeps `metadata.name`.
  if (!GENERIC.has(normal(parameter))) return undefined;
  for (const [outer, property] of Object.entries(flat.properties)) {
    const inner = flatten(property);
    const field = Object.keys(inner?.properties ?? {}).find((key) => normal(key) === normal(parameter));
    if (!inner || field === undefined) continue;
    const found = usableField(inner.properties[field], field, fits);
    if (found) return { ...found, keys: [outer, field] };
  }
  return undefined;
}

/** A scalar field that is never null and whose shown value (if any) fits the parameter. */
function usableField(schema: unknown, name: string, fits: (value: unknown) => boolean): Field | undefined {
  const flat = flatten(schema);
  if (flat?.nullable === true) return undefined;
  const types = Array.isArray(flat?.type) ? flat.type : flat?.type === undefined ? [] : [flat.type];
  if (types.includes('null') || types.includes('object') || types.includes('array')) return undefined;
  const example = fieldExample(schema);
  if (!fits(example ?? undefined)) return undefined;
  return { name, example };
}

/** The value an answer shows for a field, as a mock or a reader of the spec would take it. */
function fieldExample(schema: unknown): unknown {
  return sampleValue(schema)?.value;
}

interface FlatSchema {
  type?: unknown;
  nullable?: unknown;
  items?: unknown;
  properties: Record<string, unknown>;
}

/**
 * A schema's own keywords with `allOf` parts joined, and of `oneOf`/`anyOf` the properties every
 * branch has: what any answer the schema allows is sure to carry.
 */
function flatten(schema: unknown, depth = 0): FlatSchema | undefined {
  if (!isRecord(schema) || depth > 8) return undefined;
  const flat: FlatSchema = {
    ...(schema.type !== undefined ? { type: schema.type } : {}),
    ...(schema.nullable !== undefined ? { nullable: schema.nullable } : {}),
    ...(schema.items !== undefined ? { items: schema.items } : {}),
    properties: isRecord(schema.properties) ? { ...schema.properties } : {},
  };
  if (Array.isArray(schema.allOf)) {
    for (const part of schema.allOf) {
      const inner = flatten(part, depth + 1);
      if (!inner) continue;
      flat.type ??= inner.type;
      flat.items ??= inner.items;
      for (const [name, property] of Object.entries(inner.properties)) flat.properties[name] ??= property;
    }
  }
  for (const key of ['oneOf', 'anyOf'] as const) {
    const branches = Array.isArray(schema[key]) ? (schema[key] as unknown[]) : [];
    const flats = branches.map((branch) => flatten(branch, depth + 1)).filter((inner) => inner !== undefined);
    if (flats.length === 0) continue;
    if (flats.every((inner) => inner.type === 'array' || inner.items !== undefined)) {
      flat.type ??= 'array';
      flat.items ??= flats[0]!.items;
    }
    const shared = Object.keys(flats[0]!.properties).filter((name) =>
      flats.every((inner) => Object.hasOwn(inner.properties, name)),
    );
    for (const name of shared) flat.properties[name] ??= flats[0]!.properties[name];
  }
  return flat;
}

function atPointer(schema: unknown, keys: string[]): unknown {
  let node = schema;
  for (const key of keys) {
    const flat = flatten(node);
    if (!flat) return undefined;
    node = /^\d+$/.test(key) && flat.items !== undefined ? flat.items : flat.properties[key];
  }
  return node;
}

/** `['data', 0, 'id']` → `$.data[0].id`; a key that is no plain name is quoted. */
export function jsonPath(keys: Array<string | number>): string {
  return `$${keys
    .map((key) =>
      typeof key === 'number' || /^\d+$/.test(key)
        ? `[${key}]`
        : /^[A-Za-z_][A-Za-z0-9_]*$/.test(key)
          ? `.${key}`
          : `['${key.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}']`,
    )
    .join('')}`;
}

/** `petId`, `pet_id`, `Pet-ID` → `petid`. */
function normal(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/** `pull_number` → `number`, `AccountSid` → `Sid`, `petId` → `Id`. */
function lastWord(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[\s_.-]+/)
    .filter(Boolean);
  return words.at(-1) ?? name;
}

function isScalarSchema(schema: unknown): boolean {
  const flat = flatten(schema);
  return flat !== undefined && ['string', 'integer', 'number'].includes(String(flat.type));
}

function pathParameterCount(operation: Operation): number {
  return operation.parameters.filter((parameter) => parameter.in === 'path').length;
}
