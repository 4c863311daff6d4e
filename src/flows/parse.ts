import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import flowSchema from '../../schemas/flow.schema.json' with { type: 'json' };
import { InputError, InputErrors, type SourceLocation } from '../errors.js';
import { parseYamlSource, type YamlSource } from '../workspace/yaml-source.js';
import { didYouMean } from './suggest.js';
import { templateProblems } from './template.js';
import {
  FLOW_TYPES,
  isFlowType,
  type BodyCheck,
  type CaptureSpec,
  type Expect,
  type Flow,
  type FlowType,
  type HeaderExpectation,
  type LoadSpec,
  type NumberMatcher,
  type QueryValue,
  type RequestTemplate,
  type RetrySpec,
  type SecurityProbeKind,
  type SecuritySpec,
  type StatusExpectation,
  type Step,
  type StepPhase,
  type StepSource,
} from './types.js';

/**
 * Reads one `.falcon/flows/<type>_<description>.yaml` file into a `Flow`.
 *
 * Three passes, each reporting every problem it finds so a user fixes a file in one go:
 * the JSON Schema (shape, types, unknown keys), then the rules a schema cannot express
 * (file name, cross-field rules, regexes, JSONPaths, placeholders), then building the model
 * with every default filled in, so nothing downstream has to know the shorthands.
 */

export const SCHEMA_ID = 'https://falcon-ci.dev/schemas/flow.schema.json';

export const DEFAULT_LOAD = { count: 100, connections: 10, error_rate: 0 } as const;
export const DEFAULT_RETRY_DELAY_MS = 250;
export const DEFAULT_AUTH_HEADER = 'authorization';
export const SECURITY_PROBES: readonly SecurityProbeKind[] = [
  'no_auth',
  'bad_auth',
  'injection',
  'method_not_allowed',
];

/** Strings an API must neither execute nor answer with a 5xx. One per family of injection. */
export const DEFAULT_INJECTION_PAYLOADS: readonly string[] = [
  "' OR '1'='1",
  '1; DROP TABLE users--',
  '<script>alert(1)</script>',
  '../../../../etc/passwd',
  '${7*7}',
  '{"$gt": ""}',
  '; cat /etc/passwd',
];

type Path = Array<string | number>;
type RawObject = Record<string, unknown>;
const SECTIONS = [
  ['setup', 'setup'],
  ['steps', 'step'],
  ['teardown', 'teardown'],
] as const satisfies ReadonlyArray<readonly [string, StepPhase]>;
const BODY_BODIES = ['json', 'body', 'form'] as const;
const OPERATORS = [
  'eq',
  'ne',
  'gt',
  'gte',
  'lt',
  'lte',
  'in',
  'match',
  'contains',
  'exists',
  'length',
  'type',
];

/**
 * Parses and validates a flow. `file` is the path shown in errors (relative to the repository);
 * its name must be `<type>_<description>.yaml`. Throws InputErrors listing every problem.
 */
export function parseFlow(file: string, text: string): Flow {
  const source = parseYamlSource(file, text);
  const doc = source.value;
  if (!isRecord(doc)) {
    throw new InputErrors([
      new InputError(
        'a flow must be a YAML mapping',
        source.locate([]),
        'start with `steps:` and a list of steps',
      ),
    ]);
  }
  const problems = new Problems(source);
  validateShape(doc, problems);
  const naming = checkRules(doc, problems);
  problems.throwIfAny();
  if (!naming.type || naming.description === undefined)
    throw new Error('flow file name was accepted without a type');
  return buildFlow(
    file,
    doc as unknown as RawFlow,
    { type: naming.type, description: naming.description },
    source,
  );
}

// ------------------------------------------------------------------ problems

class Problems {
  private readonly errors: InputError[] = [];
  private readonly seen = new Set<string>();
  constructor(readonly source: YamlSource) {}

  at(location: SourceLocation, message: string, hint?: string): void {
    const key = `${location.line}:${location.column}:${message}`;
    if (this.seen.has(key)) return;
    this.seen.add(key);
    this.errors.push(new InputError(message, location, hint));
  }

  value(path: Path, message: string, hint?: string): void {
    this.at(this.source.locate(path), message, hint);
  }

  key(path: Path, message: string, hint?: string): void {
    this.at(this.source.locateKey(path), message, hint);
  }

  throwIfAny(): void {
    if (this.errors.length === 0) return;
    const sorted = [...this.errors].sort(
      (a, b) =>
        (a.location?.line ?? 0) - (b.location?.line ?? 0) ||
        (a.location?.column ?? 0) - (b.location?.column ?? 0),
    );
    throw new InputErrors(sorted);
  }
}

// ------------------------------------------------------------------ schema pass

interface SchemaNode {
  title?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  oneOf?: SchemaNode[];
  anyOf?: SchemaNode[];
  $ref?: string;
  properties?: Record<string, SchemaNode>;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
}

const rootSchema = flowSchema as unknown as SchemaNode & { definitions: Record<string, SchemaNode> };
let ajv: Ajv | undefined;
const validators = new Map<SchemaNode, ValidateFunction>();

/** Compiled on first use: importing this module stays cheap for code that never parses a flow. */
function validatorFor(node: SchemaNode): ValidateFunction {
  let validate = validators.get(node);
  if (validate) return validate;
  ajv ??= new Ajv({ allErrors: true, verbose: true, allowUnionTypes: true });
  if (!ajv.getSchema(SCHEMA_ID)) ajv.addSchema(flowSchema);
  const pointer = pointerOf(node);
  validate = ajv.getSchema(pointer === '' ? SCHEMA_ID : `${SCHEMA_ID}#${pointer}`);
  if (!validate) throw new Error(`flow schema has no node at ${pointer}`);
  validators.set(node, validate);
  return validate;
}

let pointers: Map<unknown, string> | undefined;

/** JSON pointer of a node of the flow schema, found by identity (ajv's verbose errors hand us the node). */
function pointerOf(node: SchemaNode): string {
  if (!pointers) {
    const found = new Map<unknown, string>();
    const walk = (value: unknown, pointer: string): void => {
      if (typeof value !== 'object' || value === null) return;
      found.set(value, pointer);
      for (const [key, child] of Object.entries(value)) {
        walk(child, `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`);
      }
    };
    walk(rootSchema, '');
    pointers = found;
  }
  const pointer = pointers.get(node);
  if (pointer === undefined) throw new Error('schema node is not part of the flow schema');
  return pointer;
}

function validateShape(doc: RawObject, problems: Problems): void {
  const validate = validatorFor(rootSchema);
  if (validate(doc)) return;
  const errors = (validate.errors ?? []).map((error) => ({ ...error }));
  for (const problem of explain(errors, doc)) report(problem, doc, problems);
}

/**
 * A oneOf/anyOf failure makes ajv report every branch's complaint plus the alternation itself.
 * We keep one explanation per place: when exactly the value's JSON type selects a branch (an
 * object for `latency_ms` can only mean comparisons), that branch's own errors are explained,
 * recursively; when no branch takes that type, one "must be A, B, or C" message replaces them all.
 */
function explain(errors: ErrorObject[], doc: RawObject): ErrorObject[] {
  const alternations = errors
    .filter((error) => error.keyword === 'oneOf' || error.keyword === 'anyOf')
    .sort((a, b) => a.instancePath.length - b.instancePath.length);
  const handled: string[] = [];
  const explained: ErrorObject[] = [];
  for (const alternation of alternations) {
    if (handled.some((place) => within(alternation.instancePath, place))) continue;
    handled.push(alternation.instancePath);
    explained.push(...explainAlternation(alternation, doc));
  }
  for (const error of errors) {
    if (!handled.some((place) => within(error.instancePath, place))) explained.push(error);
  }
  return explained;
}

function explainAlternation(alternation: ErrorObject, doc: RawObject): ErrorObject[] {
  const branches = alternation.schema as SchemaNode[];
  const value = valueAt(doc, toPath(alternation.instancePath, doc));
  const candidates = branches.filter((branch) => acceptsType(branch, value));
  let best: ErrorObject[] | undefined;
  for (const candidate of candidates) {
    const validate = validatorFor(candidate);
    if (validate(value)) return []; // matched more than one branch: cannot happen with type-exclusive branches
    const errors = (validate.errors ?? []).map((error) => ({
      ...error,
      instancePath: alternation.instancePath + error.instancePath,
    }));
    if (!best || errors.length < best.length) best = errors;
  }
  // No branch takes this type, or the value has the right type but the wrong form ("abc" for a
  // status): the alternation error alone reads best, as "must be A, B, or C".
  if (
    !best ||
    best.every((error) => error.instancePath === alternation.instancePath && FORM_KEYWORDS.has(error.keyword))
  ) {
    return [alternation];
  }
  return explain(best, doc);
}

const FORM_KEYWORDS = new Set(['pattern', 'const', 'enum']);

function within(path: string, place: string): boolean {
  return path === place || path.startsWith(`${place}/`);
}

function report(error: ErrorObject, doc: RawObject, problems: Problems): void {
  const path = toPath(error.instancePath, doc);
  const node = (error.parentSchema ?? {}) as SchemaNode;
  const value = valueAt(doc, path);
  const subject = subjectOf(path);
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'additionalProperties': {
      const key = String(params.additionalProperty);
      const allowed = Object.keys(node.properties ?? {});
      const suggestion = didYouMean(key, allowed);
      const hint = suggestion
        ? `did you mean '${suggestion}'?`
        : allowed.length > 0
          ? `allowed keys: ${allowed.join(', ')}`
          : undefined;
      problems.key([...path, key], `unknown key '${key}' ${placeOf(path, doc)}`, hint);
      return;
    }
    case 'required': {
      const key = String(params.missingProperty);
      // `stepz:` already gets "did you mean 'steps'?"; a second error for the missing key adds nothing.
      if (isRecord(value) && Object.keys(value).some((written) => didYouMean(written, [key]) === key)) return;
      problems.value(path, `missing key '${key}' ${placeOf(path, doc)}`, REQUIRED_HINTS[key]);
      return;
    }
    case 'propertyNames':
      return; // explained by the accompanying error that carries `propertyName`
    case 'uniqueItems': {
      const index = Math.max(Number(params.i), Number(params.j));
      const item = Array.isArray(value) ? value[index] : undefined;
      problems.value(
        [...path, index],
        `${subject} lists ${JSON.stringify(item)} more than once`,
        'remove the repeat',
      );
      return;
    }
    case 'enum': {
      const options = (node.enum ?? []).map(String);
      const suggestion = typeof value === 'string' ? didYouMean(value, options) : undefined;
      problems.value(
        path,
        `${subject} must be ${describe(node)}`,
        suggestion ? `did you mean '${suggestion}'?` : undefined,
      );
      return;
    }
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
      problems.value(path, `${subject} must be ${describeRange(node)}`);
      return;
    case 'minItems':
    case 'minLength':
    case 'minProperties': {
      const hint =
        error.keyword === 'minProperties' && node.title
          ? `write ${node.title}`
          : path.length === 1 && path[0] === 'steps'
            ? 'add at least one step'
            : undefined;
      problems.value(path, `${subject} must not be empty`, hint);
      return;
    }
    case 'pattern':
      if (error.propertyName !== undefined) {
        const kind =
          path.at(-1) === 'variables' ? 'variable name' : path.at(-1) === 'capture' ? 'capture name' : 'name';
        problems.key(
          [...path, error.propertyName],
          `invalid ${kind} '${error.propertyName}'`,
          `use ${describe(node)}`,
        );
        return;
      }
      problems.value(path, `${subject} must be ${describe(node)}`);
      return;
    case 'const':
    case 'type':
      problems.value(path, `${subject} must be ${describe(node)}`);
      return;
    case 'oneOf':
    case 'anyOf': {
      const branches = (node.oneOf ?? node.anyOf ?? []).map(resolveRef);
      const words = branches.flatMap((branch) => [branch.const, ...(branch.enum ?? [])]).filter(isString);
      const suggestion = typeof value === 'string' ? didYouMean(value, words) : undefined;
      problems.value(
        path,
        `${subject} must be ${alternatives(branches.map(describe))}`,
        suggestion ? `did you mean '${suggestion}'?` : undefined,
      );
      return;
    }
    default:
      problems.value(path, `${subject} ${error.message ?? 'is not valid'}`);
  }
}

const REQUIRED_HINTS: Record<string, string> = {
  steps: 'add `steps:` with at least one step',
  path: 'add path: with a JSONPath such as $.items[0].id',
  attempts: 'add attempts: with the number of tries',
};

/** The value's kind, as a person says it: "a number", "a status class like "2xx"". */
function describe(raw: SchemaNode): string {
  const node = resolveRef(raw);
  if (node.title) return node.title;
  if (node.oneOf ?? node.anyOf) return alternatives((node.oneOf ?? node.anyOf ?? []).map(describe));
  if (node.const !== undefined) return JSON.stringify(node.const);
  if (node.enum) return `one of ${node.enum.map(String).join(', ')}`;
  const types = typeof node.type === 'string' ? [node.type] : (node.type ?? []);
  return alternatives(types.map((type) => TYPE_WORDS[type] ?? type));
}

const TYPE_WORDS: Record<string, string> = {
  string: 'a string',
  number: 'a number',
  integer: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'a mapping',
  null: 'null',
};

function describeRange(node: SchemaNode): string {
  const kind = node.type === 'integer' ? 'a whole number' : 'a number';
  if (node.minimum !== undefined && node.maximum !== undefined)
    return `${kind} from ${node.minimum} to ${node.maximum}`;
  if (node.exclusiveMinimum !== undefined) return `${kind} greater than ${node.exclusiveMinimum}`;
  if (node.minimum !== undefined) return `${kind} of at least ${node.minimum}`;
  if (node.maximum !== undefined) return `${kind} of at most ${node.maximum}`;
  return kind;
}

function alternatives(words: string[]): string {
  const unique = [...new Set(words)];
  if (unique.length <= 1) return unique[0] ?? 'something else';
  if (unique.length === 2) return `${unique[0]} or ${unique[1]}`;
  return `${unique.slice(0, -1).join(', ')}, or ${unique.at(-1)}`;
}

function resolveRef(node: SchemaNode): SchemaNode {
  const prefix = '#/definitions/';
  if (node.$ref?.startsWith(prefix)) {
    const target = rootSchema.definitions[node.$ref.slice(prefix.length)];
    if (target) return resolveRef(target);
  }
  return node;
}

/** Whether a oneOf branch could be meant for a value of this JSON type. */
function acceptsType(raw: SchemaNode, value: unknown): boolean {
  const node = resolveRef(raw);
  const actual = jsonType(value);
  const takes = (types: string[]): boolean =>
    types.includes(actual) || (actual === 'integer' && types.includes('number'));
  if (node.const !== undefined) return takes([jsonType(node.const)]);
  if (node.enum) return takes(node.enum.map(jsonType));
  if (node.type !== undefined) return takes(typeof node.type === 'string' ? [node.type] : node.type);
  const branches = node.oneOf ?? node.anyOf;
  return branches ? branches.some((branch) => acceptsType(branch, value)) : true;
}

function jsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

/** Ajv's instance path (a JSON pointer) as document path segments, with numbers for list indexes. */
function toPath(pointer: string, doc: unknown): Path {
  if (pointer === '') return [];
  const path: Path = [];
  let current = doc;
  for (const raw of pointer.slice(1).split('/')) {
    const segment = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    const key: string | number = Array.isArray(current) ? Number(segment) : segment;
    path.push(key);
    current = valueAt(current, [key]);
  }
  return path;
}

function valueAt(value: unknown, path: Path): unknown {
  let current = value;
  for (const segment of path) {
    if (Array.isArray(current) && typeof segment === 'number') current = current[segment];
    else if (isRecord(current) && typeof segment === 'string' && Object.hasOwn(current, segment))
      current = current[segment];
    else return undefined;
  }
  return current;
}

const MAP_ENTRY_NAMES: Record<string, string> = {
  headers: 'header',
  query: 'query parameter',
  params: 'path parameter',
  form: 'form field',
  capture: 'capture',
  variables: 'variable',
};

/** What a value error talks about: `status`, `header 'x-id'`, `tags[1]`. */
function subjectOf(path: Path): string {
  const last = path.at(-1);
  const parent = path.at(-2);
  if (last === undefined) return 'the flow';
  if (typeof last === 'number') return `${typeof parent === 'string' ? parent : 'item'}[${last}]`;
  const entry = typeof parent === 'string' ? MAP_ENTRY_NAMES[parent] : undefined;
  return entry ? `${entry} '${last}'` : last;
}

/** Where an object sits: "in step 'list'", "in expect.body[0] of step 'list'", "in load". */
function placeOf(path: Path, doc: RawObject): string {
  if (path.length === 0) return 'at the top level of the flow';
  const [section, index] = path;
  const phase = SECTIONS.find(([name]) => name === section)?.[1];
  if (phase && typeof index === 'number') {
    const step = `step '${stepLabel(doc, path[0] as string, phase, index)}'`;
    return path.length === 2 ? `in ${step}` : `in ${formatPath(path.slice(2))} of ${step}`;
  }
  return `in ${formatPath(path)}`;
}

function stepLabel(doc: RawObject, section: string, phase: StepPhase, index: number): string {
  const id = valueAt(doc, [section, index, 'id']);
  return typeof id === 'string' ? id : `${phase}-${index + 1}`;
}

function formatPath(path: Path): string {
  return path
    .map((segment, index) =>
      typeof segment === 'number' ? `[${segment}]` : index === 0 ? segment : `.${segment}`,
    )
    .join('');
}

// ------------------------------------------------------------------ rules the schema cannot say

interface Naming {
  type?: FlowType;
  /** The file name without the type prefix and extension, e.g. `user_login`. */
  description?: string;
}

const FILE_NAME = /^([^_]*)_(.+)\.(ya?ml)$/;

function checkRules(doc: RawObject, problems: Problems): Naming {
  const naming = checkFileName(doc, problems);
  const { source } = problems;

  for (const [block, type] of [
    ['load', 'performance'],
    ['security', 'security'],
  ] as const) {
    if (Object.hasOwn(doc, block) && naming.type && naming.type !== type) {
      problems.key(
        [block],
        `${block} is only allowed in ${type} flows, and this is a ${naming.type} flow`,
        `remove ${block}: or move it to a ${type}_*.yaml flow`,
      );
    }
  }
  const load = doc.load;
  if (isRecord(load) && Object.hasOwn(load, 'count') && Object.hasOwn(load, 'duration')) {
    problems.key(
      ['load', 'duration'],
      'load has both count and duration',
      'give one: a number of iterations or a duration',
    );
  }

  if (isRecord(doc.variables) && Object.hasOwn(doc.variables, 'env')) {
    problems.key(
      ['variables', 'env'],
      `variable name 'env' is reserved for {{env.NAME}}`,
      'choose another name',
    );
  }

  const ids = new Map<string, number>();
  for (const [section, phase] of SECTIONS) {
    const steps = doc[section];
    if (!Array.isArray(steps)) continue;
    steps.forEach((step: unknown, index) => {
      if (!isRecord(step)) return;
      const path: Path = [section, index];
      const id = typeof step.id === 'string' ? step.id : `${phase}-${index + 1}`;
      const line = source.locate(path).line;
      const first = ids.get(id);
      if (first === undefined) ids.set(id, line);
      else {
        problems.value(
          Object.hasOwn(step, 'id') ? [...path, 'id'] : path,
          `duplicate step id '${id}'`,
          `the step at line ${first} has it too; give each step a unique id`,
        );
      }
      checkStep(step, path, id, problems);
    });
  }
  return naming;
}

function checkFileName(doc: RawObject, problems: Problems): Naming {
  const file = problems.source.file;
  const name = file.split(/[\\/]/).at(-1) ?? file;
  const start = { file, line: 1, column: 1 };
  const typeList = `the type is one of ${FLOW_TYPES.join(', ')}`;
  const written = typeof doc.type === 'string' && isFlowType(doc.type) ? doc.type : undefined;

  const match = FILE_NAME.exec(name);
  if (!match) {
    problems.at(
      start,
      `flow file name '${name}' must be <type>_<description>.yaml`,
      `rename it, e.g. ${written ?? 'smoke'}_user_login.yaml; ${typeList}`,
    );
    return { type: written };
  }
  const [, prefix = '', description = '', extension = 'yaml'] = match;
  if (!isFlowType(prefix)) {
    const suggestion = didYouMean(prefix, FLOW_TYPES);
    problems.at(
      start,
      `flow file name '${name}' starts with unknown type '${prefix}'`,
      `${suggestion ? `did you mean ${suggestion}_${description}.${extension}? ` : 'rename the file; '}${typeList}`,
    );
    return { type: written, description };
  }
  if (written && written !== prefix) {
    problems.value(
      ['type'],
      `type '${written}' does not match the file name prefix '${prefix}'`,
      `rename the file to ${written}_${description}.${extension} or write type: ${prefix}`,
    );
  }
  return { type: prefix, description };
}

function checkStep(step: RawObject, path: Path, id: string, problems: Problems): void {
  const request = isRecord(step.request) ? step.request : {};
  // Presence, not type: a mistyped `path: 5` or `request: null` already has its schema error.
  const hasTarget =
    ['operation', 'use'].some((key) => Object.hasOwn(step, key)) ||
    (Object.hasOwn(step, 'request') && !isRecord(step.request)) ||
    ['path', 'url'].some((key) => Object.hasOwn(request, key));
  if (!hasTarget) {
    problems.value(
      path,
      `step '${id}' has no request target`,
      'give it an operation, use, request.path or request.url',
    );
  }

  const bodies = BODY_BODIES.filter((key) => Object.hasOwn(request, key));
  if (bodies.length > 1) {
    problems.key(
      [...path, 'request', bodies[1] as string],
      `the request of step '${id}' has both ${bodies[0]} and ${bodies[1]}`,
      'send only one of json, body or form',
    );
  }

  for (const problem of templateProblems(request)) {
    problems.value([...path, 'request', ...problem.path], problem.message);
  }

  const expect = isRecord(step.expect) ? step.expect : {};
  if (isRecord(expect.headers)) {
    for (const [name, check] of Object.entries(expect.headers)) {
      if (isRecord(check)) checkRegex(check.match, [...path, 'expect', 'headers', name, 'match'], problems);
    }
  }
  if (Array.isArray(expect.body)) {
    expect.body.forEach((check: unknown, index) => {
      if (!isRecord(check)) return;
      const checkPath = [...path, 'expect', 'body', index];
      checkJsonPath(check.path, [...checkPath, 'path'], problems);
      checkRegex(check.match, [...checkPath, 'match'], problems);
      if (typeof check.path === 'string' && !OPERATORS.some((operator) => Object.hasOwn(check, operator))) {
        problems.value(
          checkPath,
          `body check '${check.path}' has no operator`,
          `add one of ${OPERATORS.join(', ')} (exists: true to only require the value)`,
        );
      }
    });
  }

  if (isRecord(step.capture)) {
    for (const [name, spec] of Object.entries(step.capture)) {
      checkCapture(name, spec, [...path, 'capture', name], problems);
    }
  }
}

function checkCapture(name: string, spec: unknown, path: Path, problems: Problems): void {
  if (name === 'env')
    problems.key(path, `capture name 'env' is reserved for {{env.NAME}}`, 'choose another name');
  if (typeof spec === 'string') {
    checkJsonPath(spec, path, problems);
    return;
  }
  if (!isRecord(spec)) return;
  const has = (key: string): boolean => Object.hasOwn(spec, key);
  const forms = 'use { json }, { header }, or { regex, group, from, header }';
  if (has('json')) {
    checkJsonPath(spec.json, [...path, 'json'], problems);
    const extra = ['header', 'regex', 'group', 'from'].find(has);
    if (extra) problems.key([...path, extra], `capture '${name}' mixes json with ${extra}`, forms);
    return;
  }
  if (!has('regex')) {
    const extra = ['group', 'from'].find(has);
    if (extra) problems.key([...path, extra], `${extra} in capture '${name}' only applies to a regex`, forms);
    // An empty mapping already has its schema error.
    else if (!has('header') && Object.keys(spec).length > 0) {
      problems.value(path, `capture '${name}' needs json, header or regex`, forms);
    }
    return;
  }
  const groups = checkRegex(spec.regex, [...path, 'regex'], problems);
  if (groups !== undefined && typeof spec.group === 'number' && spec.group > groups) {
    problems.value(
      [...path, 'group'],
      `capture '${name}' takes group ${spec.group}, but the regex has ${groups} group${groups === 1 ? '' : 's'}`,
      'count the ( ) groups from 1, or use 0 for the whole match',
    );
  }
  if (spec.from === 'header' && !has('header')) {
    problems.key(
      [...path, 'from'],
      `capture '${name}' searches a header but names none`,
      'add header: <name>',
    );
  }
  if (spec.from === 'body' && has('header')) {
    problems.key(
      [...path, 'header'],
      `capture '${name}' searches the body but also names a header`,
      'remove header:, or write from: header',
    );
  }
}

/** Checks that a regex compiles the way the runner compiles it (no flags); returns its group count. */
function checkRegex(pattern: unknown, path: Path, problems: Problems): number | undefined {
  if (typeof pattern !== 'string') return undefined;
  try {
    new RegExp(pattern);
  } catch (error) {
    const reason =
      error instanceof Error ? error.message.replace(/^Invalid regular expression: /, '') : String(error);
    problems.value(
      path,
      `invalid regular expression: ${reason}`,
      'fix the pattern (backslashes in double-quoted YAML must be doubled)',
    );
    return undefined;
  }
  // An alternative that matches the empty string reveals how many groups the pattern has.
  return (new RegExp(`${pattern}|`).exec('')?.length ?? 1) - 1;
}

function checkJsonPath(expression: unknown, path: Path, problems: Problems): void {
  if (typeof expression !== 'string' || expression.startsWith('$')) return;
  problems.value(
    path,
    `JSONPath '${expression}' must start with '$'`,
    `write it from the root of the body, e.g. $.${expression.replace(/^\.+/, '') || 'id'}`,
  );
}

// ------------------------------------------------------------------ building the model

/** The file's shape once the schema accepted it. */
interface RawFlow {
  name?: string;
  type?: FlowType;
  description?: string;
  environment?: string;
  tags?: string[];
  variables?: Record<string, unknown>;
  continue_on_failure?: boolean;
  setup?: RawStep[];
  steps: RawStep[];
  teardown?: RawStep[];
  load?: RawLoad;
  security?: { probes?: SecurityProbeKind[]; auth_header?: string; injection_payloads?: string[] };
}

interface RawStep {
  id?: string;
  name?: string;
  operation?: string;
  use?: string;
  request?: RawRequest;
  expect?: RawExpect;
  capture?: Record<string, string | RawObject>;
  retry?: number | { attempts: number; delay_ms?: number };
  timeout_ms?: number;
  continue_on_failure?: boolean;
}

type Scalar = string | number | boolean;

interface RawRequest {
  method?: string;
  path?: string;
  params?: Record<string, string | number>;
  url?: string;
  query?: Record<string, QueryValue>;
  headers?: Record<string, Scalar>;
  json?: unknown;
  body?: string;
  form?: Record<string, Scalar>;
}

interface RawExpect {
  status?: number | string | Array<number | string>;
  headers?: Record<string, Scalar | { equals?: Scalar; match?: string; exists?: boolean }>;
  body?: BodyCheck[];
  schema?: 'spec' | Record<string, unknown>;
  latency_ms?: number | NumberMatcher;
}

interface RawLoad {
  count?: number;
  duration?: number | string;
  connections?: number;
  rate?: number;
  thresholds?: LoadSpec['thresholds'];
}

function buildFlow(file: string, raw: RawFlow, naming: Required<Naming>, source: YamlSource): Flow {
  const continueOnFailure = raw.continue_on_failure ?? false;
  const section = (name: 'setup' | 'steps' | 'teardown', phase: StepPhase): Step[] =>
    (raw[name] ?? []).map((step, index) =>
      buildStep(step, phase, [name, index], index, continueOnFailure, source),
    );
  // Where defaults that were not written down are reported: the `type:` line, else the first line.
  const fallbackLine = source.locate(Object.hasOwn(raw, 'type') ? ['type'] : []).line;

  const flow: Flow = {
    file,
    name: raw.name ?? naming.description.replace(/[_-]+/g, ' ').trim(),
    type: naming.type,
    variables: raw.variables ?? {},
    setup: section('setup', 'setup'),
    steps: section('steps', 'step'),
    teardown: section('teardown', 'teardown'),
    continue_on_failure: continueOnFailure,
    tags: raw.tags ?? [],
  };
  if (raw.description !== undefined) flow.description = raw.description;
  if (raw.environment !== undefined) flow.environment = raw.environment;
  if (naming.type === 'performance') {
    flow.load = buildLoad(raw.load ?? {}, raw.load ? source.locateKey(['load']).line : fallbackLine);
  }
  if (naming.type === 'security') {
    const security = raw.security ?? {};
    const spec: SecuritySpec = {
      probes: security.probes ?? [...SECURITY_PROBES],
      auth_header: (security.auth_header ?? DEFAULT_AUTH_HEADER).toLowerCase(),
      injection_payloads: security.injection_payloads ?? [...DEFAULT_INJECTION_PAYLOADS],
      line: raw.security ? source.locateKey(['security']).line : fallbackLine,
    };
    flow.security = spec;
  }
  return flow;
}

function buildLoad(raw: RawLoad, line: number): LoadSpec {
  const load: LoadSpec = {
    connections: raw.connections ?? DEFAULT_LOAD.connections,
    thresholds: { error_rate: DEFAULT_LOAD.error_rate, ...raw.thresholds },
    line,
  };
  if (raw.duration !== undefined) load.duration_s = durationSeconds(raw.duration);
  else load.count = raw.count ?? DEFAULT_LOAD.count;
  if (raw.rate !== undefined) load.rate = raw.rate;
  return load;
}

/** `"500ms"`, `"10s"`, `"2m"` or a number of seconds (the schema has checked the form). */
export function durationSeconds(duration: number | string): number {
  if (typeof duration === 'number') return duration;
  const match = /^([0-9]+(?:\.[0-9]+)?)(ms|s|m)$/.exec(duration);
  if (!match) throw new Error(`not a duration: ${duration}`);
  const amount = Number(match[1]);
  return match[2] === 'ms' ? amount / 1000 : match[2] === 'm' ? amount * 60 : amount;
}

function buildStep(
  raw: RawStep,
  phase: StepPhase,
  path: Path,
  index: number,
  continueOnFailure: boolean,
  source: YamlSource,
): Step {
  const step: Step = {
    id: raw.id ?? `${phase}-${index + 1}`,
    phase,
    request: buildRequest(raw),
    expect: buildExpect(raw.expect ?? {}),
    capture: buildCaptures(raw.capture ?? {}),
    continue_on_failure: raw.continue_on_failure ?? continueOnFailure,
    source: stepSource(raw, path, source),
  };
  if (raw.name !== undefined) step.name = raw.name;
  if (raw.operation !== undefined) step.operation = raw.operation;
  if (raw.use !== undefined) step.use = raw.use;
  if (raw.retry !== undefined) step.retry = buildRetry(raw.retry);
  if (raw.timeout_ms !== undefined) step.timeout_ms = raw.timeout_ms;
  return step;
}

function buildRequest(step: RawStep): RequestTemplate {
  const raw = step.request ?? {};
  const request: RequestTemplate = {};
  // With an operation or a saved request the method comes from there; GET is only a default for bare paths.
  if (raw.method !== undefined) request.method = raw.method.toUpperCase();
  else if (step.operation === undefined && step.use === undefined) request.method = 'GET';
  if (raw.path !== undefined) request.path = raw.path;
  if (raw.params !== undefined) request.params = raw.params;
  if (raw.url !== undefined) request.url = raw.url;
  if (raw.query !== undefined) request.query = raw.query;
  if (raw.headers !== undefined) request.headers = stringValues(raw.headers);
  if (Object.hasOwn(raw, 'json')) request.json = raw.json;
  if (raw.body !== undefined) request.body = raw.body;
  if (raw.form !== undefined) request.form = stringValues(raw.form);
  return request;
}

function stringValues(values: Record<string, Scalar>): Record<string, string> {
  return Object.fromEntries(Object.entries(values).map(([key, value]) => [key, String(value)]));
}

function buildExpect(raw: RawExpect): Expect {
  const expect: Expect = {};
  if (raw.status !== undefined) expect.status = normalizeStatus(raw.status);
  if (raw.headers !== undefined) {
    expect.headers = Object.fromEntries(
      Object.entries(raw.headers).map(([name, check]): [string, HeaderExpectation] => {
        if (typeof check !== 'object') return [name, String(check)];
        const out: { equals?: string; match?: string; exists?: boolean } = {};
        if (check.equals !== undefined) out.equals = String(check.equals);
        if (check.match !== undefined) out.match = check.match;
        if (check.exists !== undefined) out.exists = check.exists;
        return [name, out];
      }),
    );
  }
  if (raw.body !== undefined) expect.body = raw.body;
  if (raw.schema !== undefined) expect.schema = raw.schema;
  if (raw.latency_ms !== undefined) {
    expect.latency_ms = typeof raw.latency_ms === 'number' ? { lte: raw.latency_ms } : raw.latency_ms;
  }
  return expect;
}

/** `"200"` → 200 and `"4XX"` → `"4xx"`, so checks compare one spelling. */
function normalizeStatus(status: number | string | Array<number | string>): StatusExpectation {
  const one = (value: number | string): number | string =>
    typeof value === 'number' ? value : /^\d+$/.test(value) ? Number(value) : value.toLowerCase();
  return Array.isArray(status) ? status.map(one) : one(status);
}

function buildCaptures(raw: Record<string, string | RawObject>): Record<string, CaptureSpec> {
  const captures: Record<string, CaptureSpec> = {};
  for (const [name, spec] of Object.entries(raw)) {
    if (typeof spec === 'string') captures[name] = spec;
    else if (typeof spec.json === 'string') captures[name] = { json: spec.json };
    else if (typeof spec.regex === 'string') {
      const header = typeof spec.header === 'string' ? spec.header : undefined;
      const groups = (new RegExp(`${spec.regex}|`).exec('')?.length ?? 1) - 1;
      const capture: CaptureSpec = {
        regex: spec.regex,
        group: typeof spec.group === 'number' ? spec.group : groups > 0 ? 1 : 0,
        from: header !== undefined ? 'header' : 'body',
      };
      if (header !== undefined) capture.header = header;
      captures[name] = capture;
    } else captures[name] = { header: String(spec.header) };
  }
  return captures;
}

function buildRetry(retry: NonNullable<RawStep['retry']>): RetrySpec {
  if (typeof retry === 'number') return { attempts: retry, delay_ms: DEFAULT_RETRY_DELAY_MS };
  return { attempts: retry.attempts, delay_ms: retry.delay_ms ?? DEFAULT_RETRY_DELAY_MS };
}

function stepSource(raw: RawStep, path: Path, source: YamlSource): StepSource {
  const line = source.locate(path).line;
  const keyLine = (...rest: Path): number => source.locateKey([...path, ...rest]).line;
  const checks: Record<string, number> = {};
  const expect = raw.expect ?? {};
  for (const key of ['status', 'schema', 'latency_ms'] as const) {
    if (expect[key] !== undefined) checks[key] = keyLine('expect', key);
  }
  for (const name of Object.keys(expect.headers ?? {}))
    checks[`headers.${name}`] = keyLine('expect', 'headers', name);
  (expect.body ?? []).forEach((_, index) => {
    checks[`body[${index}]`] = source.locate([...path, 'expect', 'body', index]).line;
  });
  for (const name of Object.keys(raw.capture ?? {})) checks[`capture.${name}`] = keyLine('capture', name);
  const requestKey = (['request', 'operation', 'use'] as const).find((key) => raw[key] !== undefined);
  checks.request = requestKey ? keyLine(requestKey) : line;
  return { line, checks };
}

function isString(value: unknown): value is string {
  return typeof value === 'string';
}

function isRecord(value: unknown): value is RawObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
