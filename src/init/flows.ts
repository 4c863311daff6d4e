import type { ApiSpec, Operation } from '../openapi/types.js';
import { isRecord } from '../util/document.js';
import { slug } from '../util/slug.js';
import { describeName, operationInputs, type StepInputs } from './inputs.js';
import type { InitOperation, SecurityScheme } from './operations.js';
import { sampleValue } from './values.js';

/**
 * The flows `falcon init` writes, as plain data in the order a person reads them:
 * smoke and contract flows per tag, CRUD chains per resource, and security probes per tag.
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

export interface FlowPlan {
  flows: PlannedFlow[];
  skipped: SkippedOperation[];
}

export interface PlanInputs {
  spec: ApiSpec;
  operations: InitOperation[];
  schemes: Map<string, SecurityScheme>;
  /** What `.falcon/variables.json` already holds: path parameters named there are used as `{{name}}`. */
  variables: Record<string, unknown>;
}

const SAFE_METHODS = new Set(['GET', 'HEAD']);
/** The order steps are written in: reads first, deletes last. */
const METHOD_ORDER = ['GET', 'HEAD', 'OPTIONS', 'POST', 'PUT', 'PATCH', 'DELETE', 'TRACE'];

export function planFlows(inputs: PlanInputs): FlowPlan {
  const plan: FlowPlan = { flows: [], skipped: [] };
  const functional = functionalFlows(inputs, plan);
  const chained = new Set(functional.flatMap((flow) => flow.operations));
  for (const [tag, entries] of byTag(inputs.operations)) {
    smokeFlow(tag, entries, inputs, plan);
    contractFlow(tag, entries, inputs, plan, chained);
  }
  plan.flows.push(...functional.map(({ file, flow }) => ({ file, flow })));
  for (const [tag, entries] of byTag(inputs.operations)) securityFlows(tag, entries, inputs, plan);
  return { ...plan, flows: uniqueFiles(plan.flows) };
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

function smokeFlow(tag: string, entries: InitOperation[], inputs: PlanInputs, plan: FlowPlan): void {
  const file = `smoke_${slug(tag)}.yaml`;
  const steps: Json[] = [];
  const ids = new Set<string>();
  for (const entry of entries) {
    if (!SAFE_METHODS.has(entry.operation.method)) continue;
    const result = operationInputs(entry, 'shown', inputs.variables, inputs.spec);
    if ('skip' in result) {
      plan.skipped.push({ flow: file, operation: entry.label, reason: result.skip });
      continue;
    }
    steps.push(step(entry, result.inputs, ids));
  }
  if (steps.length > 0) plan.flows.push({ file, flow: { name: `${tag} answers`, tags: [tag], steps } });
}

function contractFlow(
  tag: string,
  entries: InitOperation[],
  inputs: PlanInputs,
  plan: FlowPlan,
  chained: Set<InitOperation>,
): void {
  const file = `contract_${slug(tag)}.yaml`;
  const steps: Json[] = [];
  const ids = new Set<string>();
  for (const entry of entries) {
    if (entry.operation.method === 'DELETE') {
      plan.skipped.push({
        flow: file,
        operation: entry.label,
        reason: chained.has(entry)
          ? 'deletes data: the functional flow deletes only what it created'
          : 'deletes data: write it into a flow that first creates what it deletes',
      });
      continue;
    }
    const result = operationInputs(entry, 'schema', inputs.variables, inputs.spec);
    if ('skip' in result) {
      plan.skipped.push({ flow: file, operation: entry.label, reason: result.skip });
      continue;
    }
    steps.push(step(entry, result.inputs, ids, contractExpect(entry.operation)));
  }
  if (steps.length > 0)
    plan.flows.push({ file, flow: { name: `${tag} keeps its contract`, tags: [tag], steps } });
}

/**
 * One security flow per tag and credentials header: every secured operation sent once with the
 * environment's credentials, then without them and with forged ones (both must be refused).
 */
function securityFlows(tag: string, entries: InitOperation[], inputs: PlanInputs, plan: FlowPlan): void {
  const byHeader = new Map<string, Json[]>();
  const ids = new Set<string>();
  const file = `security_${slug(tag)}.yaml`;
  for (const entry of entries) {
    if (entry.security.length === 0) continue;
    const header = probeHeader(entry, inputs.schemes);
    if ('skip' in header) {
      plan.skipped.push({ flow: file, operation: entry.label, reason: header.skip });
      continue;
    }
    if (entry.operation.method === 'DELETE') {
      plan.skipped.push({
        flow: file,
        operation: entry.label,
        reason: 'deletes data: probe it by hand on something a setup step creates',
      });
      continue;
    }
    const result = operationInputs(entry, 'schema', inputs.variables, inputs.spec);
    if ('skip' in result) {
      plan.skipped.push({ flow: file, operation: entry.label, reason: result.skip });
      continue;
    }
    const steps = byHeader.get(header.header) ?? [];
    steps.push(step(entry, result.inputs, ids));
    byHeader.set(header.header, steps);
  }
  for (const [header, steps] of byHeader) {
    const split = byHeader.size > 1;
    plan.flows.push({
      file: split ? `security_${slug(tag)}_${slug(header)}.yaml` : file,
      flow: {
        name: `${tag} refuses requests without valid credentials${split ? ` in ${header}` : ''}`,
        tags: [tag],
        security: { probes: ['no_auth', 'bad_auth'], auth_header: header },
        steps,
      },
    });
  }
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

interface FunctionalFlow extends PlannedFlow {
  operations: InitOperation[];
}

/**
 * Create → read → update → delete chains: the create step's answer gives the id the others use,
 * found through the create response's `links` when the spec has them, else by the path pattern
 * `POST /x` → `/x/{id}`.
 */
function functionalFlows(inputs: PlanInputs, plan: FlowPlan): FunctionalFlow[] {
  const flows: FunctionalFlow[] = [];
  const written = new Set<string>();
  for (const create of inputs.operations) {
    if (create.operation.method !== 'POST') continue;
    const chain = linkedChain(create, inputs.operations) ?? patternChain(create, inputs.operations);
    if (!chain) continue;
    const resource = slug(lastLiteralSegment(create.operation.path)).replace(/-/g, '_');
    const file = `functional_${resource}.yaml`;
    if (written.has(file)) continue;
    const createInputs = operationInputs(create, 'schema', inputs.variables, inputs.spec);
    if ('skip' in createInputs) {
      plan.skipped.push({ flow: file, operation: create.label, reason: createInputs.skip });
      continue;
    }
    const ids = new Set<string>();
    const capture = chain.capture;
    const createStep = step(create, createInputs.inputs, ids, contractExpect(create.operation));
    createStep.capture = { [chain.variable]: capture };
    const steps: Json[] = [createStep];
    const teardown: Json[] = [];
    const used = [create];
    for (const entry of chain.item) {
      // The request is checked with a value the id's schema accepts; the step sends the capture.
      const idSchema = entry.operation.parameters.find(
        (p) => p.in === 'path' && p.name === chain.parameter,
      )?.schema;
      const known = { ...inputs.variables, [chain.parameter]: sampleValue(idSchema)?.value ?? 1 };
      const result = operationInputs(entry, 'schema', known, inputs.spec);
      if ('skip' in result) {
        plan.skipped.push({ flow: file, operation: entry.label, reason: result.skip });
        continue;
      }
      result.inputs.params[chain.parameter] = `{{${chain.variable}}}`;
      if (isRecord(result.inputs.json) && Object.hasOwn(result.inputs.json, chain.field))
        result.inputs.json[chain.field] = `{{${chain.variable}}}`;
      const expect = contractExpect(entry.operation);
      (entry.operation.method === 'DELETE' ? teardown : steps).push(step(entry, result.inputs, ids, expect));
      used.push(entry);
    }
    if (steps.length + teardown.length < 2) continue;
    written.add(file);
    flows.push({
      file,
      operations: used,
      flow: {
        name: `${describeName(lastLiteralSegment(create.operation.path))}: ${chainVerbs(used)}`,
        tags: [create.tag],
        steps,
        ...(teardown.length > 0 ? { teardown } : {}),
      },
    });
  }
  return flows;
}

interface Chain {
  /** The operations on the created item, in CRUD order. */
  item: InitOperation[];
  /** The item path's parameter the created id fills. */
  parameter: string;
  /** The capture's name. */
  variable: string;
  /** Where the id is in the create response. */
  capture: string | Json;
  /** The body field holding the id (for updates that send it too). */
  field: string;
}

/** A chain from OpenAPI links on the create operation's success response. */
function linkedChain(create: InitOperation, operations: InitOperation[]): Chain | undefined {
  const responses = isRecord(create.raw.responses) ? create.raw.responses : {};
  for (const [status, response] of Object.entries(responses)) {
    if (!status.startsWith('2') || !isRecord(response) || !isRecord(response.links)) continue;
    for (const link of Object.values(response.links)) {
      if (!isRecord(link) || typeof link.operationId !== 'string' || !isRecord(link.parameters)) continue;
      const target = operations.find((entry) => entry.operation.operationId === link.operationId);
      const [parameter, expression] = Object.entries(link.parameters)[0] ?? [];
      if (!target || parameter === undefined || typeof expression !== 'string') continue;
      const capture = captureOf(expression);
      if (!capture) continue;
      return {
        item: itemOperations(target.operation.path, operations),
        parameter,
        variable: variableName(parameter),
        capture: capture.capture,
        field: capture.field ?? 'id',
      };
    }
  }
  return undefined;
}

/** `POST /x` and `/x/{id}`: the created item's id is the response field named like the parameter, or `id`. */
function patternChain(create: InitOperation, operations: InitOperation[]): Chain | undefined {
  const prefix = create.operation.path.replace(/\/+$/, '');
  const item = operations.find((entry) => {
    const rest = entry.operation.path.slice(prefix.length);
    return entry.operation.path.startsWith(`${prefix}/`) && /^\/\{[^{}/]+\}$/.test(rest);
  });
  if (!item) return undefined;
  const parameter = /\{([^{}]+)\}$/.exec(item.operation.path)?.[1];
  if (!parameter) return undefined;
  const field = idField(create.operation, parameter);
  if (!field) return undefined;
  return {
    item: itemOperations(item.operation.path, operations),
    parameter,
    variable: variableName(parameter),
    capture: `$.${field}`,
    field,
  };
}

/** The response property that holds the id: the parameter's own name, else `id`. */
function idField(operation: Operation, parameter: string): string | undefined {
  const success = Object.entries(operation.responses).find(([status]) => status.startsWith('2'))?.[1];
  const schema = success ? Object.values(success.content)[0]?.schema : undefined;
  const properties = isRecord(schema) && isRecord(schema.properties) ? schema.properties : {};
  if (Object.hasOwn(properties, parameter)) return parameter;
  if (Object.hasOwn(properties, 'id')) return 'id';
  return undefined;
}

/** `$response.body#/id` → the JSONPath `$.id`; `$response.header.Location` → that header. */
function captureOf(expression: string): { capture: string | Json; field?: string } | undefined {
  const body = /^\$response\.body#\/(.+)$/.exec(expression);
  if (body) {
    const keys = body[1]!.split('/').map((key) => key.replace(/~1/g, '/').replace(/~0/g, '~'));
    if (!keys.every((key) => /^[A-Za-z_][A-Za-z0-9_]*$/.test(key) || /^\d+$/.test(key))) return undefined;
    const path = keys.map((key) => (/^\d+$/.test(key) ? `[${key}]` : `.${key}`)).join('');
    return { capture: `$${path}`, ...(keys.length === 1 ? { field: keys[0] } : {}) };
  }
  const header = /^\$response\.header\.(.+)$/.exec(expression);
  return header ? { capture: { header: header[1]!.toLowerCase() } } : undefined;
}

/** The operations on one item path, reads before writes before deletes. */
function itemOperations(path: string, operations: InitOperation[]): InitOperation[] {
  return operations
    .filter((entry) => entry.operation.path === path)
    .sort((a, b) => METHOD_ORDER.indexOf(a.operation.method) - METHOD_ORDER.indexOf(b.operation.method));
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
    if (withSchema) expect.schema = 'spec';
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

/** A capture name from a parameter: letters, digits, `_` and `-`, starting with a letter or `_`. */
function variableName(parameter: string): string {
  const name = parameter.replace(/[^A-Za-z0-9_-]+/g, '_');
  return /^[A-Za-z_]/.test(name) && name !== 'env' ? name : `_${name}`;
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

function lastLiteralSegment(path: string): string {
  return (
    path
      .split('/')
      .filter((segment) => segment !== '' && !segment.includes('{'))
      .at(-1) ?? 'api'
  );
}

function byTag(operations: InitOperation[]): Map<string, InitOperation[]> {
  const groups = new Map<string, InitOperation[]>();
  for (const entry of operations) {
    const group = groups.get(entry.tag) ?? [];
    group.push(entry);
    groups.set(entry.tag, group);
  }
  for (const group of groups.values())
    group.sort(
      (a, b) =>
        METHOD_ORDER.indexOf(a.operation.method) - METHOD_ORDER.indexOf(b.operation.method) ||
        a.operation.path.localeCompare(b.operation.path),
    );
  return groups;
}
