import { InputError } from '../core/errors.js';
import { didYouMean } from '../util/did-you-mean.js';
import { templatedExpectations } from '../flows/expect.js';
import { mergeRequests } from '../flows/merge-requests.js';
import { templateProblems, templateReferences, walkStrings } from '../flows/template.js';
import type { Flow, RequestTemplate, Step } from '../flows/types.js';
import { SchemaValidator } from '../openapi/schema.js';
import type { ApiSpec, Operation } from '../openapi/types.js';
import { isRecord } from '../util/document.js';
import type { LoadedEnvironments } from './environments.js';
import { addSecret, getOwn, yamlLimits, type LoadContext } from './files.js';
import type { LoadedFlow } from './flow-files.js';
import type { LoadedRequests } from './requests.js';
import type { SpecState } from './spec-file.js';
import type { FalconConfig } from './types.js';
import { parseYamlSource, type DocumentPath, type YamlSource } from '../util/yaml-source.js';

/**
 * Cross-file checks: what a flow names (operations, saved requests, environments, variables)
 * must exist, so a typo fails the load with its line instead of failing a request at run time.
 * Every error points into the flow file, at the step key it is about.
 */

export interface ReferenceInputs {
  config: FalconConfig;
  configSource?: YamlSource;
  spec: SpecState;
  environments: LoadedEnvironments;
  requests: LoadedRequests;
  variables: Record<string, unknown>;
  /** Chosen by the person running; wins over the flow's and the config's environment. */
  chosenEnvironment?: string;
}

const SECTIONS = [
  ['setup', 'setup'],
  ['steps', 'step'],
  ['teardown', 'teardown'],
] as const;

/**
 * config.yaml's `environment` is the default of every flow, and the chosen one overrides them all,
 * so both must exist like a flow's own.
 */
export function checkEnvironmentNames(inputs: ReferenceInputs, context: LoadContext): void {
  const known = (name: string): boolean =>
    Object.hasOwn(inputs.environments.environments, name) || inputs.environments.broken.has(name);
  const { environment } = inputs.config;
  if (environment !== undefined && !known(environment)) {
    context.errors.add(
      new InputError(
        `unknown environment '${environment}'`,
        inputs.configSource?.locate(['environment']),
        environmentHint(environment, inputs.environments),
      ),
    );
  }
  const chosen = inputs.chosenEnvironment;
  if (chosen !== undefined && !known(chosen)) {
    context.errors.add(
      new InputError(
        `the chosen environment '${chosen}' does not exist`,
        undefined,
        environmentHint(chosen, inputs.environments),
      ),
    );
  }
}

/**
 * Headers of the environments the selected flows use are sent with every request, so what they
 * take from the job's environment (`{{env.NAME}}`) is checked now: unset, or holding a line break
 * or NUL (which no header may carry), it is an input error before any request, not a failure of
 * every flow afterwards. Environments no selected flow uses are not judged.
 */
export function checkEnvironmentHeaders(
  inputs: ReferenceInputs,
  flows: readonly LoadedFlow[],
  context: LoadContext,
): void {
  const { environments, sources } = inputs.environments;
  const all = Object.keys(environments);
  const used = new Set<string>();
  for (const { flow } of flows) {
    const name = inputs.chosenEnvironment ?? flow.environment ?? inputs.config.environment;
    if (name !== undefined) used.add(name);
    else if (all.length === 1) used.add(all[0]!);
  }
  for (const name of used) {
    const environment = getOwn(environments, name);
    if (!environment) continue;
    for (const [header, value] of Object.entries(environment.headers)) {
      for (const reference of templateReferences(value)) {
        if (!reference.startsWith('env.')) continue;
        const variable = reference.slice(4);
        const text = context.env[variable];
        const where = getOwn(sources, name)?.locate(['headers', header]);
        if (text === undefined) {
          context.errors.add(
            new InputError(
              `environment variable ${variable} is not set ({{${reference}}} in header '${header}' of environment '${name}')`,
              where,
              `set ${variable} in the environment of the job, e.g. env: in the workflow step`,
            ),
          );
        } else if (/[\r\n\0]/.test(text)) {
          context.errors.add(
            new InputError(
              `environment variable ${variable} holds a line break or NUL, which header '${header}' of environment '${name}' cannot carry`,
              where,
              `remove the line break from ${variable} (a secret pasted with a trailing newline?)`,
            ),
          );
        }
      }
    }
  }
}

/** A saved request's `operation` must be in the spec; reported once, in the request's own file. */
export function checkSavedRequestOperations(inputs: ReferenceInputs, context: LoadContext): void {
  for (const [name, saved] of Object.entries(inputs.requests.requests)) {
    if (saved.operation === undefined) continue;
    const source = getOwn(inputs.requests.sources, name);
    const location = source?.locate(['operation']);
    if (inputs.spec.status === 'absent') {
      context.errors.add(
        new InputError(
          `operation '${saved.operation}' needs an OpenAPI spec, and the workspace has none`,
          location,
          SPEC_HINT,
        ),
      );
    } else if (inputs.spec.status === 'loaded') {
      const operation = inputs.spec.spec.byOperationId(saved.operation);
      if (!operation) {
        context.errors.add(
          new InputError(
            `unknown operation '${saved.operation}'`,
            location,
            operationHint(saved.operation, inputs.spec),
          ),
        );
      } else if (saved.request.method !== undefined && saved.request.method !== operation.method) {
        context.errors.add(
          new InputError(
            `saved request '${name}' sends ${saved.request.method}, but operation '${saved.operation}' is ${operation.method} ${operation.path}`,
            source?.locate(['method']),
            'remove method: (the operation gives it), or name the operation for this method',
          ),
        );
      }
    }
  }
}

/** Checks one flow against the rest of the workspace, adding what it finds to the context. */
export function checkFlowReferences(loaded: LoadedFlow, inputs: ReferenceInputs, context: LoadContext): void {
  const { flow } = loaded;
  // parseFlow accepted this text, so it parses again, but only to place an error: a flow without
  // one (nearly all) is not parsed a second time, which halves the load of a long flow.
  let source: YamlSource | undefined;
  const error: Report = (path, message, hint, at = 'value') => {
    source ??= parseYamlSource(flow.file, loaded.text, yamlLimits(context));
    context.errors.add(
      new InputError(message, at === 'key' ? source.locateKey(path) : source.locate(path), hint),
    );
  };

  const environments = inputs.environments;
  if (
    flow.environment !== undefined &&
    !Object.hasOwn(environments.environments, flow.environment) &&
    !environments.broken.has(flow.environment)
  ) {
    error(
      ['environment'],
      `unknown environment '${flow.environment}'`,
      environmentHint(flow.environment, environments),
    );
  }
  if (flow.type === 'contract' && inputs.spec.status === 'absent') {
    error(
      ['type'],
      'contract flows check every response against the OpenAPI spec, and the workspace has none',
      SPEC_HINT,
    );
  }

  const steps = stepsInOrder(flow);
  const scope = new Scope(flow, inputs, steps);
  for (const { step, path } of steps) {
    const check = new StepCheck(step, path, inputs, context, error, flow.file);
    check.savedRequest();
    check.target();
    const operation = check.operation();
    check.method(operation);
    check.pathParameters(operation);
    check.specSchema(operation);
    check.inlineSchema();
    check.templates(scope);
    scope.capture(step);
  }
}

interface PlacedStep {
  step: Step;
  path: [string, number];
}

function stepsInOrder(flow: Flow): PlacedStep[] {
  const placed: PlacedStep[] = [];
  for (const [section, phase] of SECTIONS) {
    const steps = phase === 'setup' ? flow.setup : phase === 'step' ? flow.steps : flow.teardown;
    steps.forEach((step, index) => placed.push({ step, path: [section, index] }));
  }
  return placed;
}

/**
 * The names a step's `{{placeholders}}` may use: variables.json, the environment's variables,
 * the flow's variables, and what earlier steps capture (setup → steps → teardown).
 */
class Scope {
  private readonly names = new Set<string>();
  /** Capture name → id of the first step capturing it, to explain "captured too late". */
  private readonly laterCaptures = new Map<string, string>();
  /** The flow's environment file has errors, so its variables are unknown: names are not checked. */
  private readonly lenient: boolean;

  constructor(flow: Flow, inputs: ReferenceInputs, steps: readonly PlacedStep[]) {
    const { environments } = inputs.environments;
    const name = inputs.chosenEnvironment ?? flow.environment ?? inputs.config.environment;
    this.lenient = name !== undefined && inputs.environments.broken.has(name);
    // Without a (valid) environment name, the run may pick any environment: accept all their variables.
    const named = name !== undefined ? getOwn(environments, name) : undefined;
    const chosen = named ? [named] : Object.values(environments);
    for (const key of Object.keys(inputs.variables)) this.names.add(key);
    for (const environment of chosen)
      for (const key of Object.keys(environment.variables)) this.names.add(key);
    for (const key of Object.keys(flow.variables)) this.names.add(key);
    for (const { step } of steps) {
      for (const key of Object.keys(step.capture))
        if (!this.laterCaptures.has(key)) this.laterCaptures.set(key, step.id);
    }
  }

  has(reference: string): boolean {
    // A variable whose name contains dots wins over dotted access, as in the runner.
    return this.lenient || this.names.has(reference) || this.names.has(reference.split('.')[0] ?? reference);
  }

  capturedLaterBy(name: string): string | undefined {
    return this.names.has(name) ? undefined : this.laterCaptures.get(name);
  }

  known(): string[] {
    return [...this.names];
  }

  /** Names captured by this step or later ones, not yet visible. */
  capturedLater(): string[] {
    return [...this.laterCaptures.keys()].filter((name) => !this.names.has(name));
  }

  capture(step: Step): void {
    for (const key of Object.keys(step.capture)) this.names.add(key);
  }
}

/** Adds an error at `path` in the flow file: at its value, or at its key when the key itself is wrong. */
type Report = (path: DocumentPath, message: string, hint: string, at?: 'value' | 'key') => void;

class StepCheck {
  private readonly saved;
  private readonly merged: RequestTemplate;

  constructor(
    private readonly step: Step,
    private readonly path: [string, number],
    private readonly inputs: ReferenceInputs,
    private readonly context: LoadContext,
    private readonly report: Report,
    private readonly flowFile: string,
  ) {
    this.saved = step.use !== undefined ? getOwn(inputs.requests.requests, step.use) : undefined;
    this.merged = mergeRequests(this.saved?.request, step.request);
  }

  private at(...rest: Array<string | number>): DocumentPath {
    return [...this.path, ...rest];
  }

  savedRequest(): void {
    const { use } = this.step;
    if (use === undefined || this.saved || this.inputs.requests.broken.has(use)) return;
    const names = [...Object.keys(this.inputs.requests.requests), ...this.inputs.requests.broken].sort();
    const suggestion = didYouMean(use, names);
    this.report(
      this.at('use'),
      `unknown saved request '${use}'`,
      suggestion
        ? `did you mean '${suggestion}'?`
        : `create .falcon/requests/${use}.yaml${names.length > 0 ? ` or use one of ${names.join(', ')}` : ''}`,
    );
  }

  /** A step that takes its target from a saved request must get one: from it or from the step itself. */
  target(): void {
    const { use, operation } = this.step;
    if (use === undefined || this.saved === undefined || operation !== undefined) return;
    if (this.saved.operation !== undefined || this.merged.path !== undefined || this.merged.url !== undefined)
      return;
    this.report(
      this.at('use'),
      `step '${this.step.id}' has no request target: saved request '${use}' gives no operation, path or url, and the step neither`,
      `add path: or url: to ${this.saved.file}, or request.path to the step`,
    );
  }

  /** The operation the step targets (its own, else its saved request's); problems with it are reported here. */
  operation(): Operation | undefined {
    const { spec } = this.inputs;
    const own = this.step.operation;
    if (own === undefined) {
      const inherited = this.saved?.operation;
      return inherited !== undefined && spec.status === 'loaded'
        ? spec.spec.byOperationId(inherited)
        : undefined;
    }
    if (spec.status === 'absent') {
      this.report(
        this.at('operation'),
        `operation '${own}' needs an OpenAPI spec, and the workspace has none`,
        SPEC_HINT,
      );
      return undefined;
    }
    if (spec.status === 'failed') return undefined;
    const operation = spec.spec.byOperationId(own);
    if (!operation) this.report(this.at('operation'), `unknown operation '${own}'`, operationHint(own, spec));
    return operation;
  }

  /** A method written next to an operation must agree with it: the response is checked against that operation. */
  method(operation: Operation | undefined): void {
    const method = this.step.request.method;
    if (!operation || method === undefined || method === operation.method) return;
    const { spec } = this.inputs;
    const other = spec.status === 'loaded' ? spec.spec.match(method, operation.path) : undefined;
    this.report(
      this.at('request', 'method'),
      `step '${this.step.id}' sends ${method}, but operation '${operation.operationId ?? ''}' is ${operation.method} ${operation.path}`,
      other?.operationId
        ? `remove method:, or write operation: ${other.operationId} for ${method} ${operation.path}`
        : 'remove method: (the operation gives it)',
    );
  }

  /** `{name}` segments of the path that will be sent must get a value from `params`. */
  pathParameters(operation: Operation | undefined): void {
    if (this.merged.url !== undefined) return;
    const template = this.merged.path ?? operation?.path;
    if (template === undefined) return;
    const needed = pathParameterNames(template);
    const given = this.merged.params ?? {};
    const stepParams = this.step.request.params ?? {};
    const where =
      this.merged.path === undefined && operation
        ? `operation '${operation.operationId ?? ''}' (${template})`
        : `path ${template}`;

    for (const name of needed.filter((param) => !Object.hasOwn(given, param))) {
      const place = this.step.request.params
        ? this.at('request', 'params')
        : this.step.request.path !== undefined
          ? this.at('request', 'path')
          : this.step.operation !== undefined
            ? this.at('operation')
            : this.at('use');
      this.report(
        place,
        `${where} needs path parameter '${name}'`,
        `add params: { ${name}: ... } under request${this.merged.path !== undefined ? ` (or write {{${name}}} in the path)` : ''}`,
      );
    }
    for (const name of Object.keys(stepParams).filter((param) => !needed.includes(param))) {
      const suggestion = didYouMean(name, needed);
      this.report(
        this.at('request', 'params', name),
        `'${name}' is not a path parameter of ${where}`,
        suggestion
          ? `did you mean '${suggestion}'?`
          : needed.length > 0
            ? `its path parameters are ${needed.join(', ')}`
            : 'it has none; remove params',
        'key',
      );
    }
  }

  /** `schema: spec` needs to know which operation documents the response. */
  /** An inline `schema:` must itself be a schema: a typo there would blame the API at run time. */
  inlineSchema(): void {
    const schema = this.step.expect.schema;
    if (schema === undefined || schema === 'spec') return;
    const { spec } = this.inputs;
    const validator = new SchemaValidator(spec.status === 'loaded' ? spec.spec.version : '3.1');
    const problem = validator.problem(schema);
    if (problem) {
      this.report(
        this.at('expect', 'schema'),
        `the inline schema is not a valid JSON Schema: ${problem}`,
        'fix the schema (types are string, number, integer, boolean, object, array, null), or use schema: spec',
      );
    }
  }

  specSchema(operation: Operation | undefined): void {
    if (this.step.expect.schema !== 'spec') return;
    const { spec } = this.inputs;
    if (spec.status === 'absent') {
      this.report(
        this.at('expect', 'schema'),
        'schema: spec needs an OpenAPI spec, and the workspace has none',
        SPEC_HINT,
      );
      return;
    }
    // An operation that does not resolve was reported already; a broken spec too.
    if (spec.status === 'failed' || operation || this.step.operation !== undefined || this.saved?.operation)
      return;
    const method = this.merged.method ?? 'GET';
    const path = specPathOf(this.merged);
    if (path === undefined) {
      this.report(
        this.at('expect', 'schema'),
        `schema: spec cannot tell which operation step '${this.step.id}' calls`,
        'name it with operation:, or give request.path',
      );
    } else if (!spec.spec.match(method, path)) {
      this.report(
        this.at('expect', 'schema'),
        `schema: spec needs an operation, and ${method} ${path} is not in the spec`,
        'name it with operation:, or fix the method and path to ones the spec documents',
      );
    }
  }

  /**
   * Every `{{name}}` in the request (and in the saved request it uses) and its expectations must
   * resolve here. A placeholder of the saved request is reported in its own file, where it is
   * written, naming the step that leaves it unresolved.
   */
  templates(scope: Scope): void {
    this.templatesIn(this.step.request, this.at('request'), scope, this.report);
    this.templatesIn(templatedExpectations(this.step.expect), this.at('expect'), scope, this.report);
    const saved = this.saved;
    if (!saved) return;
    const source = getOwn(this.inputs.requests.sources, saved.name);
    const usedBy = ` in saved request '${saved.name}', used by step '${this.step.id}' of ${this.flowFile}:${this.step.source.line}`;
    const inSaved: Report = (path, message, hint) =>
      this.context.errors.add(
        new InputError(message.replace(/\)$/, `${usedBy})`), source?.locate(path), hint),
      );
    this.templatesIn(notOverridden(saved.request, this.step.request), [], scope, inSaved);
  }

  private unknownVariableHint(root: string, scope: Scope): string {
    const capturedTooLate = (name: string): string | undefined => {
      const by = scope.capturedLaterBy(name);
      if (by === undefined) return undefined;
      return by === this.step.id ? 'by this step, after its request' : `later, by step '${by}'`;
    };
    const late = capturedTooLate(root);
    if (late !== undefined) return `'${root}' is only captured ${late}; capture it in an earlier step`;
    const suggestion = didYouMean(root, [...scope.known(), ...scope.capturedLater()]);
    if (suggestion !== undefined) {
      const lateSuggestion = capturedTooLate(suggestion);
      return `did you mean '${suggestion}'?${lateSuggestion ? ` (it is only captured ${lateSuggestion})` : ''}`;
    }
    return "define it in the flow's variables, the environment, or .falcon/variables.json, or capture it in an earlier step";
  }

  private templatesIn(request: object, base: DocumentPath, scope: Scope, report: Report): void {
    walkStrings(request, [], (text, path) => {
      // Malformed placeholders and unknown built-ins were reported where the text was parsed.
      const malformed = new Set(templateProblems(text).map((problem) => problem.reference));
      const place = [...base, ...path];
      for (const reference of templateReferences(text)) {
        if (malformed.has(reference) || reference.startsWith('$')) continue;
        if (reference.startsWith('env.')) {
          const name = reference.slice(4);
          const value = this.context.env[name];
          if (value === undefined) {
            report(
              place,
              `environment variable ${name} is not set ({{${reference}}})`,
              `set ${name} in the environment of the job, e.g. env: in the workflow step`,
            );
          } else {
            addSecret(this.context, value);
            if (path[0] === 'headers' && /[\r\n\0]/.test(value)) {
              report(
                place,
                `environment variable ${name} holds a line break or NUL, which a header cannot carry ({{${reference}}})`,
                `remove the line break from ${name} (a secret pasted with a trailing newline?)`,
              );
            }
          }
          continue;
        }
        if (scope.has(reference)) continue;
        const root = reference.split('.')[0] ?? reference;
        report(place, `unknown variable '${root}' ({{${reference}}})`, this.unknownVariableHint(root, scope));
      }
    });
  }
}

const SPEC_HINT = 'add .falcon/spec.yaml, or point spec: in .falcon/config.yaml at your OpenAPI file';

function environmentHint(name: string, environments: LoadedEnvironments): string {
  const names = [...Object.keys(environments.environments), ...environments.broken].sort();
  const suggestion = didYouMean(name, names);
  if (suggestion) return `did you mean '${suggestion}'?`;
  return `create .falcon/environments/${name}.yaml${names.length > 0 ? ` or use one of ${names.join(', ')}` : ''}`;
}

function operationHint(operationId: string, spec: SpecState): string {
  if (spec.status !== 'loaded') return 'check the operationId';
  const ids = operationIds(spec.spec);
  const suggestion = didYouMean(operationId, ids);
  if (suggestion) return `did you mean '${suggestion}'?`;
  if (ids.length === 0) return `the spec names no operationIds; use request.method and request.path instead`;
  const shown = ids.slice(0, 8).join(', ');
  return `operations in the spec: ${shown}${ids.length > 8 ? `, … (${ids.length} in all)` : ''}`;
}

function operationIds(spec: ApiSpec): string[] {
  return spec.operations.flatMap((operation) => (operation.operationId ? [operation.operationId] : []));
}

/** `/users/{id}/orders/{{orderId}}` → `['id']`: single braces are path parameters, double ones templates. */
export function pathParameterNames(path: string): string[] {
  const withoutTemplates = path.replace(/\{\{[^{}]*\}\}/g, '');
  return [...withoutTemplates.matchAll(/\{([^{}]+)\}/g)].map((match) => match[1] ?? '');
}

/** The path the spec would see: templates stand in as a plain segment, a full URL gives its path. */
function specPathOf(request: RequestTemplate): string | undefined {
  const fill = (text: string): string => text.replace(/\{\{[^{}]*\}\}/g, 'x');
  if (request.url !== undefined) {
    try {
      return new URL(fill(request.url)).pathname;
    } catch {
      return undefined;
    }
  }
  if (request.path === undefined) return undefined;
  const path = fill(request.path);
  return path.startsWith('/') ? path : `/${path}`;
}

/** The same merge the runner does: the step's fields win; headers, query and params merge by key. */
/** The parts of a saved request that survive the merge, i.e. are really sent. */
function notOverridden(base: RequestTemplate, own: RequestTemplate): RequestTemplate {
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(base)) {
    const mine = (own as Record<string, unknown>)[key];
    if (mine === undefined) result[key] = value;
    else if (['headers', 'query', 'params'].includes(key) && isRecord(value) && isRecord(mine)) {
      result[key] = Object.fromEntries(Object.entries(value).filter(([name]) => !Object.hasOwn(mine, name)));
    }
  }
  return result as RequestTemplate;
}
