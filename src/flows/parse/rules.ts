/**
 * The rules pass: what a JSON Schema cannot say about a flow. Rules that span keys (json or
 * form, not both), span steps (unique ids), depend on the file name (load only in performance
 * flows), or need a compiler (regexes, JSONPaths, placeholders).
 *
 * It runs on the raw document alongside the schema pass, so it reads every value defensively:
 * a value of the wrong type already has its schema error and is skipped here.
 */
import { isRecord } from '../../util/document.js';
import { VALUE_OPERATORS } from '../describe.js';
import { templateProblems } from '../template.js';
import { SECTIONS, stepId, type Path, type RawObject } from './document.js';
import { checkFileName, type Naming } from './file-name.js';
import { checkJsonPath, checkRegex } from './patterns.js';
import type { Problems } from './problems.js';

const BODY_BODIES = ['json', 'body', 'form'] as const;

/** Reports every rule `doc` breaks; returns what the file name says, for building the flow. */
export function checkRules(doc: RawObject, problems: Problems): Naming {
  const naming = checkFileName(doc, problems);
  checkTypeBlocks(doc, naming, problems);

  if (isRecord(doc.variables) && Object.hasOwn(doc.variables, 'env')) {
    problems.key(
      ['variables', 'env'],
      `variable name 'env' is reserved for {{env.NAME}}`,
      'choose another name',
    );
  }

  // Ids are unique across setup, steps and teardown: captures and reports name steps by id alone.
  const ids = new Map<string, number>();
  for (const [section, phase] of SECTIONS) {
    const steps = doc[section];
    if (!Array.isArray(steps)) continue;
    steps.forEach((step: unknown, index) => {
      if (!isRecord(step)) return;
      const path: Path = [section, index];
      const id = stepId(step, phase, index);
      const line = problems.source.locate(path).line;
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
      if (section !== 'steps' && Object.hasOwn(step, 'cases')) {
        problems.key(
          [...path, 'cases'],
          `cases: runs for steps, and step '${id}' is in ${section}`,
          'move the step to steps:, or remove cases:',
        );
      }
    });
  }
  return naming;
}

/** `load` and `security` belong to one flow type each, and a load is counted or timed, not both. */
function checkTypeBlocks(doc: RawObject, naming: Naming, problems: Problems): void {
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

  // A literal url is sent as written, so one that is not absolute could never be requested.
  // One with {{placeholders}} is only known once they are filled in, at run time.
  if (typeof request.url === 'string' && !request.url.includes('{{') && !isHttpUrl(request.url)) {
    problems.value(
      [...path, 'request', 'url'],
      `url '${request.url}' is not an absolute http(s) URL`,
      "write a full http(s) URL, or use path: relative to the environment's base_url",
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
      checkJsonPath(check.path, [...checkPath, 'path'], problems, 'rendered');
      checkRegex(check.match, [...checkPath, 'match'], problems);
      if (
        typeof check.path === 'string' &&
        !VALUE_OPERATORS.some((operator) => Object.hasOwn(check, operator))
      ) {
        problems.value(
          checkPath,
          `body check '${check.path}' has no operator`,
          `add one of ${VALUE_OPERATORS.join(', ')} (exists: true to only require the value)`,
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

/** A literal URL that can be requested as written: absolute, http or https. */
export function isHttpUrl(text: string): boolean {
  try {
    const { protocol } = new URL(text);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

/** A capture takes one of three forms; keys of one form in another would be silently ignored. */
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
