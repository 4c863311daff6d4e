import type { ApiSpec, Operation, Parameter } from '../openapi/types.js';
import { isRecord } from '../util/document.js';
import { slug } from '../util/slug.js';
import { describeName, operationInputs, parameterValue, type PathValue, type StepInputs } from './inputs.js';
import type { InitOperation, SecurityScheme } from './operations.js';
import { ProducerIndex, type Producer } from './producers.js';
import { sampleValue } from './values.js';

/**
 * The flows `falcon init` writes, as plain data in the order a person reads them: smoke and
 * contract flows per tag, create → read → update → delete chains per resource, and security
 * probes per tag.
 *
 * A path parameter names something that must exist, so it is never made up in place: it is
 * captured from the answer of an operation that names it (producers.ts), put before the step in
 * the same flow, or else read from a shared variable (`{{owner}}`) that the environment holds,
 * one value per name for every flow, listed once at the end for the person to put real data in.
 * Generated flows go on after a failure: a step that needs a capture that failed is skipped by
 * the runner, every other one still reports.
 */

type Json = Record<string, unknown>;

export interface PlannedFlow {
  /** The file name in `flows/`, e.g. `smoke_pet.yaml`. */
  file: string;
  flow: Json;
}

export interface SkippedOperation {
  /** The flow (or kind of flow) it was left out of. */
  flow: string;
  operation: string;
  reason: string;
}

/** A value the flows read from the environment, because no answer of the API gives it. */
export interface SharedValue {
  /** The variable's name, `{{name}}` in the flows. */
  name: string;
  value: unknown;
  /** True when the spec shows it (an example); false when made up from the schema. */
  shown: boolean;
  /** The operations that use it, by label. */
  operations: string[];
}

export interface FlowPlan {
  flows: PlannedFlow[];
  skipped: SkippedOperation[];
  shared: SharedValue[];
}

export interface PlanInputs {
  spec: ApiSpec;
  operations: InitOperation[];
  schemes: Map<string, SecurityScheme>;
  /** Names `{{name}}` already reads (variables.json, an environment kept as it is): used as they are. */
  variables: Record<string, unknown>;
  /** The environment's cookie header, when its credentials travel in a cookie. */
  environmentCookie?: string;
}

const SAFE_METHODS = new Set(['GET', 'HEAD']);
/** The order steps are written in: reads first, deletes last. */
const METHOD_ORDER = ['GET', 'HEAD', 'OPTIONS', 'POST', 'PUT', 'PATCH', 'DELETE', 'TRACE'];
/** A name `{{name}}` reads as one variable (a dot would read a field of it). */
const TEMPLATE_NAME = /^[A-Za-z_][A-Za-z0-9_-]*$/;
/** Parameter names that say nothing without the resource they name (`/pets/{id}` → `pet_id`). */
const GENERIC_NAMES = new Set(['id', 'key', 'name', 'uuid', 'slug', 'number', 'sid', 'code', 'ref']);

type FlowKind = 'smoke' | 'contract' | 'functional' | 'security';

export function planFlows(inputs: PlanInputs): FlowPlan {
  return new Planner(inputs).plan();
}

class Planner {
  readonly index: ProducerIndex;
  readonly skipped: SkippedOperation[] = [];
  private readonly shared = new Map<string, SharedValue>();

  constructor(readonly inputs: PlanInputs) {
    this.index = new ProducerIndex(inputs.operations, inputs.spec);
  }

  plan(): FlowPlan {
    const flows: PlannedFlow[] = [];
    const functional = this.functionalFlows();
    const chained = new Set(functional.flatMap((flow) => flow.operations));
    for (const [tag, entries] of byTag(this.inputs.operations)) {
      flows.push(...this.smokeFlow(tag, entries));
      flows.push(...this.contractFlow(tag, entries, chained));
    }
    flows.push(...functional.map(({ file, flow }) => ({ file, flow })));
    for (const [tag, entries] of byTag(this.inputs.operations))
      flows.push(...this.securityFlows(tag, entries));
    return { flows: uniqueFiles(flows), skipped: this.skipped, shared: [...this.shared.values()] };
  }

  skip(flow: string, entry: InitOperation, reason: string): void {
    this.skipped.push({ flow, operation: entry.label, reason });
  }

  private smokeFlow(tag: string, entries: InitOperation[]): PlannedFlow[] {
    const file = `smoke_${slug(tag)}.yaml`;
    const builder = new FlowBuilder(this, 'smoke');
    for (const entry of entries) {
      if (!SAFE_METHODS.has(entry.operation.method)) continue;
      const skip = builder.add(entry);
      if (skip) this.skip(file, entry, skip);
    }
    return builder.isEmpty() ? [] : [{ file, flow: builder.flow(`${tag} answers`, [tag]) }];
  }

  private contractFlow(tag: string, entries: InitOperation[], chained: Set<InitOperation>): PlannedFlow[] {
    const file = `contract_${slug(tag)}.yaml`;
    const builder = new FlowBuilder(this, 'contract');
    for (const entry of entries) {
      if (entry.operation.method === 'DELETE') {
        // A delete runs only in a functional chain, on what the chain created.
        if (!chained.has(entry)) this.skip(file, entry, this.unchainedDelete(entry));
        continue;
      }
      const skip = builder.add(entry);
      if (skip) this.skip(file, entry, skip);
    }
    return builder.isEmpty() ? [] : [{ file, flow: builder.flow(`${tag} keeps its contract`, [tag]) }];
  }

  /** Why a delete is in no flow: nothing creates what it would delete, or the create names no id. */
  private unchainedDelete(entry: InitOperation): string {
    for (const create of this.inputs.operations) {
      const missing = this.index.createWithoutId(create);
      if (missing?.itemPath === entry.operation.path)
        return `deletes data, and the answer of ${create.label} (the create it would follow) names no id for {${missing.parameter}}: add a link or an id field to its response`;
    }
    return 'deletes data: no operation of the spec creates what it deletes; write it into a flow that creates it first';
  }

  /**
   * One security flow per tag and credentials header: every secured operation sent once with the
   * environment's credentials, then without them and with forged ones (both must be refused).
   */
  private securityFlows(tag: string, entries: InitOperation[]): PlannedFlow[] {
    const builders = new Map<string, FlowBuilder>();
    const file = `security_${slug(tag)}.yaml`;
    for (const entry of entries) {
      if (entry.security.length === 0) continue;
      const header = probeHeader(entry, this.inputs.schemes);
      if ('skip' in header) {
        this.skip(file, entry, header.skip);
        continue;
      }
      if (entry.operation.method === 'DELETE') {
        this.skip(file, entry, 'deletes data: probe it by hand on something a setup step creates');
        continue;
      }
      let builder = builders.get(header.header);
      if (!builder) builders.set(header.header, (builder = new FlowBuilder(this, 'security')));
      const skip = builder.add(entry);
      if (skip) this.skip(file, entry, skip);
    }
    const split = builders.size > 1;
    return [...builders]
      .filter(([, builder]) => !builder.isEmpty())
      .map(([header, builder]) => ({
        file: split ? `security_${slug(tag)}_${slug(header)}.yaml` : file,
        flow: {
          ...builder.flow(
            `${tag} refuses requests without valid credentials${split ? ` in ${header}` : ''}`,
            [tag],
          ),
          security: { probes: ['no_auth', 'bad_auth'], auth_header: header },
        },
      }));
  }

  /**
   * Create → read → update → delete chains: the create's answer gives the id the item's
   * operations use (a link, a field named like the parameter or `id`, or the `Location` header),
   * the delete goes in `teardown`. A create with an item path but no id in its answer is said.
   */
  private functionalFlows(): Array<PlannedFlow & { operations: InitOperation[] }> {
    const flows: Array<PlannedFlow & { operations: InitOperation[] }> = [];
    /** Item paths with a chain: one create per kind of item. */
    const chained = new Set<string>();
    const files = new Set<string>();
    for (const create of this.inputs.operations) {
      if (create.operation.method !== 'POST') continue;
      const items = this.index.itemOperations(create);
      if (!items || chained.has(items.entries[0]?.operation.path ?? '')) continue;
      const file = functionalFile(create.operation.path, files);
      const first = items.entries.find((entry) => entry !== create) ?? items.entries[0]!;
      const producer = this.index
        .producers(first, items.parameter, { readsOnly: false })
        .find((candidate) => candidate.entry === create);
      if (!producer) {
        const missing = this.index.createWithoutId(create);
        if (missing)
          this.skip(
            file,
            create,
            `no create → read → delete chain: its answer names no id for {${missing.parameter}} (no field ${missing.parameter} or id, no Location header, no link): add one to the spec`,
          );
        continue;
      }
      const builder = new FlowBuilder(this, 'functional');
      const createSkip = builder.add(create);
      if (createSkip) {
        this.skip(file, create, createSkip);
        continue;
      }
      const binding = builder.bind(producer, items.parameter, first);
      const used = [create];
      const ordered = [...items.entries].sort(byMethod).filter((entry) => entry !== create);
      for (const entry of ordered) {
        const skip = builder.add(entry, {
          bound: { [items.parameter]: binding },
          teardown: entry.operation.method === 'DELETE',
        });
        if (skip) this.skip(file, entry, skip);
        else used.push(entry);
      }
      if (used.length < 2) continue;
      chained.add(items.entries[0]?.operation.path ?? '');
      files.add(file);
      flows.push({
        file,
        operations: used,
        flow: builder.flow(
          `${describeName(lastLiteralSegment(create.operation.path))}: ${chainVerbs(used)}`,
          [create.tag],
        ),
      });
    }
    return flows;
  }

  /** The shared variable a path parameter reads when no answer gives it: one per name for all flows. */
  sharedValue(entry: InitOperation, parameter: Parameter): PathValue {
    const raw = entry.rawParameters.get(`path:${parameter.name}`) ?? {};
    const found = parameterValue(raw, parameter);
    if (!found)
      return {
        skip: `needs an existing ${describeName(parameter.name)}, and its schema allows no value Falcon can make: add ${parameter.name} to variables.json`,
      };
    const base = sharedName(entry.operation.path, parameter.name);
    for (let n = 1; ; n++) {
      const name = n === 1 ? base : `${base}_${n}`;
      const known = this.shared.get(name);
      if (!known) {
        this.shared.set(name, { name, value: found.value, shown: found.shown, operations: [entry.label] });
        return { value: `{{${name}}}`, example: found.value };
      }
      // The same name with a value this parameter accepts is the same thing.
      if (
        this.inputs.spec.validate(parameter.schema ?? {}, pathText(known.value, parameter.schema)).length ===
        0
      ) {
        if (!known.operations.includes(entry.label)) known.operations.push(entry.label);
        return { value: `{{${name}}}`, example: known.value };
      }
    }
  }
}

interface AddOptions {
  /** Path parameters whose values the flow already chose (a chain's own capture). */
  bound?: Record<string, { value: string; example: unknown }>;
  /** Put the step in `teardown`, which always runs. */
  teardown?: boolean;
}

/**
 * One flow being written: steps in order, each operation once, every step after the ones whose
 * answers it reads.
 */
class FlowBuilder {
  private readonly steps: Json[] = [];
  private readonly teardown: Json[] = [];
  private readonly placed = new Map<InitOperation, Json>();
  private readonly ids = new Set<string>();
  /** `step id + capture` → the variable it fills. */
  private readonly captures = new Map<string, string>();
  private readonly names = new Set<string>();
  /** Operations being added, so two that need each other's answers give up instead of looping. */
  private readonly adding = new Set<InitOperation>();

  constructor(
    private readonly planner: Planner,
    private readonly kind: FlowKind,
  ) {}

  isEmpty(): boolean {
    return this.steps.length + this.teardown.length === 0;
  }

  flow(name: string, tags: string[]): Json {
    return {
      name,
      tags,
      // Every failure is reported: what depends on a failed capture is skipped by the runner.
      continue_on_failure: true,
      steps: this.steps,
      ...(this.teardown.length > 0 ? { teardown: this.teardown } : {}),
    };
  }

  /** Adds the operation's step, after the steps its path values come from; else says why not. */
  add(entry: InitOperation, options: AddOptions = {}): string | undefined {
    if (this.placed.has(entry)) return undefined;
    if (this.adding.has(entry)) return 'its path values come from an answer that itself needs this one';
    this.adding.add(entry);
    try {
      const variables = this.planner.inputs.variables;
      const result = operationInputs(entry, {
        spec: this.planner.inputs.spec,
        ...(this.planner.inputs.environmentCookie
          ? { environmentCookie: this.planner.inputs.environmentCookie }
          : {}),
        pathValue: (parameter) => {
          const bound = options.bound?.[parameter.name];
          if (bound) return bound;
          if (Object.hasOwn(variables, parameter.name) && TEMPLATE_NAME.test(parameter.name))
            return { value: `{{${parameter.name}}}`, example: variables[parameter.name] };
          return this.fromAnswer(entry, parameter) ?? this.planner.sharedValue(entry, parameter);
        },
      });
      if ('skip' in result) return result.skip;
      const made = step(entry, result.inputs, this.ids, expectationOf(this.kind, entry.operation));
      this.placed.set(entry, made);
      (options.teardown ? this.teardown : this.steps).push(made);
      return undefined;
    } finally {
      this.adding.delete(entry);
    }
  }

  /** The capture variable a producer's step fills for `parameter`, the step added first if need be. */
  bind(producer: Producer, parameter: string, consumer: InitOperation): { value: string; example: unknown } {
    const producerStep = this.placed.get(producer.entry)!;
    const key = `${String(producerStep.id)}\u0000${JSON.stringify(producer.capture)}`;
    let name = this.captures.get(key);
    if (name === undefined) {
      const base = sharedName(consumer.operation.path, parameter);
      name = base;
      for (let n = 2; this.names.has(name); n++) name = `${base}_${n}`;
      this.names.add(name);
      this.captures.set(key, name);
      producerStep.capture = {
        ...(isRecord(producerStep.capture) ? producerStep.capture : {}),
        [name]: producer.capture,
      };
    }
    const schema = consumer.operation.parameters.find((candidate) => candidate.name === parameter)?.schema;
    return { value: `{{${name}}}`, example: producer.example ?? sampleValue(schema)?.value ?? 1 };
  }

  /** The value of a path parameter from an answer earlier in this flow, its producer added if need be. */
  private fromAnswer(entry: InitOperation, parameter: Parameter): PathValue | undefined {
    const producers = this.planner.index.producers(entry, parameter.name, {
      readsOnly: this.kind === 'smoke',
    });
    for (const producer of producers) {
      if (!this.placed.has(producer.entry) && this.add(producer.entry) !== undefined) continue;
      return this.bind(producer, parameter.name, entry);
    }
    return undefined;
  }
}

/** The checks a step asks for: contract and functional steps a documented success and its schema. */
function expectationOf(kind: FlowKind, operation: Operation): Json | undefined {
  return kind === 'contract' || kind === 'functional' ? contractExpect(operation) : undefined;
}

/** Two tags may slug alike (`Pet` and `pet`): the later flow gets `_2`, never the same file. */
function uniqueFiles(flows: PlannedFlow[]): PlannedFlow[] {
  const taken = new Set<string>();
  return flows.map((planned) => {
    let file = planned.file;
    for (let n = 2; taken.has(file); n++) file = planned.file.replace(/\.yaml$/, `_${n}.yaml`);
    taken.add(file);
    return { ...planned, file };
  });
}

/**
 * The header a probe can take the credentials out of: one that every accepted way of calling
 * the operation needs. With two alternatives in two headers, removing one still authenticates.
 */
function probeHeader(
  entry: InitOperation,
  schemes: Map<string, SecurityScheme>,
): { header: string } | { skip: string } {
  const headersPerAlternative = entry.security.map(
    (names) =>
      new Set(
        names.flatMap((name) => {
          const scheme = schemes.get(name);
          return scheme?.in === 'header' ? [scheme.key] : scheme?.in === 'cookie' ? ['cookie'] : [];
        }),
      ),
  );
  const [first, ...rest] = headersPerAlternative;
  const shared = [...(first ?? [])].filter((header) => rest.every((set) => set.has(header)));
  if (shared.length > 0) return { header: shared[0]! };
  const all = [...new Set(headersPerAlternative.flatMap((set) => [...set]))];
  if (all.length === 0)
    return { skip: 'its credentials go in the query: the probes take them out of a header' };
  return {
    skip: `accepts credentials in ${all.join(' or ')}: a probe without one of them would still be let in`,
  };
}

/** The checks of a contract step: a documented success status, and the schema when there is one. */
function contractExpect(operation: Operation): Json {
  const success = Object.keys(operation.responses).filter((status) => /^2(\d\d|XX)$/i.test(status));
  const expect: Json = {};
  if (success.length > 0) {
    const statuses = success.map((status) => (/^\d+$/.test(status) ? Number(status) : '2xx'));
    expect.status = statuses.length === 1 ? statuses[0] : statuses;
    const withSchema = success.some((status) =>
      Object.values(operation.responses[status]?.content ?? {}).some((media) => media.schema !== undefined),
    );
    // A HEAD answer has no body to hold to the schema.
    if (withSchema && operation.method !== 'HEAD') expect.schema = 'spec';
  }
  return expect;
}

function step(entry: InitOperation, inputs: StepInputs, ids: Set<string>, expect?: Json): Json {
  const operation = entry.operation;
  const request: Json = {};
  if (operation.operationId === undefined) {
    request.method = operation.method;
    request.path = operation.path;
  }
  if (Object.keys(inputs.params).length > 0) request.params = inputs.params;
  if (Object.keys(inputs.query).length > 0) request.query = inputs.query;
  if (Object.keys(inputs.headers).length > 0) request.headers = inputs.headers;
  if (inputs.json !== undefined) request.json = inputs.json;
  if (inputs.form !== undefined) request.form = inputs.form;
  if (inputs.body !== undefined) request.body = inputs.body;
  const result: Json = { id: uniqueId(operation, ids) };
  if (operation.summary) result.name = operation.summary;
  if (operation.operationId !== undefined) result.operation = operation.operationId;
  if (Object.keys(request).length > 0) result.request = request;
  if (expect && Object.keys(expect).length > 0) result.expect = expect;
  return result;
}

function uniqueId(operation: Operation, ids: Set<string>): string {
  const base =
    (operation.operationId ?? `${operation.method}-${operation.path}`)
      .replace(/[^A-Za-z0-9_.-]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'step';
  let id = base;
  for (let n = 2; ids.has(id); n++) id = `${base}-${n}`;
  ids.add(id);
  return id;
}

/**
 * The variable that holds a path parameter's value: its own name (`owner`, `petId`), or, for a
 * name that says nothing alone, qualified by the resource before it (`/pets/{id}` → `pet_id`).
 */
function sharedName(path: string, parameter: string): string {
  let name = parameter.replace(/[^A-Za-z0-9_-]+/g, '_');
  if (GENERIC_NAMES.has(parameter.toLowerCase())) {
    const segments = path.split('/');
    const at = segments.indexOf(`{${parameter}}`);
    const before = segments
      .slice(0, at < 0 ? segments.length : at)
      .reverse()
      .find((segment) => segment !== '' && !segment.includes('{') && !/^by[-_]/i.test(segment));
    if (before) name = `${singular(before.replace(/[^A-Za-z0-9]+/g, '_').toLowerCase())}_${name}`;
  }
  return /^[A-Za-z_]/.test(name) && name !== 'env' ? name : `_${name}`;
}

/** `pets` → `pet`, `categories` → `category`: enough to name a resource's id. */
function singular(word: string): string {
  if (/ies$/.test(word)) return word.replace(/ies$/, 'y');
  if (/(ss|us)$/.test(word)) return word;
  return word.replace(/s$/, '');
}

/** A path parameter's value as the spec reads it from the path. */
function pathText(value: unknown, schema: unknown): unknown {
  const type = isRecord(schema) ? schema.type : undefined;
  if ((type === 'integer' || type === 'number') && typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value))
    return Number(value);
  if (type === 'string' && typeof value !== 'string') return String(value);
  return value;
}

/** `create, read, delete`: what the chain does, in its order. */
function chainVerbs(entries: InitOperation[]): string {
  const verbs = entries.map((entry) => {
    const method = entry.operation.method;
    if (entry === entries[0]) return 'create';
    return method === 'GET' || method === 'HEAD' ? 'read' : method === 'DELETE' ? 'delete' : 'update';
  });
  return [...new Set(verbs)].join(', ');
}

/**
 * `functional_pets.yaml`; the collection's parent joins in when another chain took the name
 * (`/hooks/{hook_id}/comments` → `functional_hooks_comments.yaml`).
 */
function functionalFile(path: string, taken: Set<string>): string {
  const literals = path
    .split('/')
    .filter((segment) => segment !== '' && !segment.includes('{'))
    .map((segment) => slug(segment.replace(/\.[A-Za-z0-9]+$/, '')).replace(/-/g, '_'));
  for (let count = 1; count <= literals.length; count++) {
    const file = `functional_${literals.slice(-count).join('_')}.yaml`;
    if (!taken.has(file)) return file;
  }
  return `functional_${literals.join('_') || 'api'}.yaml`;
}

function lastLiteralSegment(path: string): string {
  return (
    path
      .split('/')
      .filter((segment) => segment !== '' && !segment.includes('{'))
      .at(-1) ?? 'api'
  );
}

function byMethod(a: InitOperation, b: InitOperation): number {
  return (
    METHOD_ORDER.indexOf(a.operation.method) - METHOD_ORDER.indexOf(b.operation.method) ||
    a.operation.path.localeCompare(b.operation.path)
  );
}

function byTag(operations: InitOperation[]): Map<string, InitOperation[]> {
  const groups = new Map<string, InitOperation[]>();
  for (const entry of operations) {
    const group = groups.get(entry.tag) ?? [];
    group.push(entry);
    groups.set(entry.tag, group);
  }
  for (const group of groups.values()) group.sort(byMethod);
  return groups;
}
