/**
 * The rules pass: what a JSON Schema cannot say about a flow. Rules that span keys (json or
 * form, not both), span steps (unique ids), depend on the file name (load only in performance
 * flows), or need a compiler (regexes, JSONPaths, placeholders).
 *
 * It runs on the raw document alongside the schema pass, so it reads every value defensively:
 * a value of the wrong type already has its schema error and is skipped here.
 */
import { isRecord } from '../../util/document.js';
import { describeUrlProblem, httpUrlProblem } from '../../util/http-url.js';
import { VALUE_OPERATORS } from '../describe.js';
import { isReservedName, templateProblems } from '../template.js';
import { SECTIONS, stepId, type Path, type RawObject } from './document.js';
import { checkFileName, type Naming } from './file-name.js';
import { checkJsonPath, checkRegex } from './patterns.js';
import { durationSeconds } from './build.js';
import type { Problems } from './problems.js';

const BODY_BODIES = ['json', 'body', 'form'] as const;

/** Reports every rule `doc` breaks; returns what the file name says, for building the flow. */
export function checkRules(doc: RawObject, problems: Problems): Naming {
  const naming = checkFileName(doc, problems);
  checkTypeBlocks(doc, naming, problems);

  // The schema checks the form of names; a name `{{env.…}}` would shadow is checked here.
  if (isRecord(doc.variables)) {
    for (const name of Object.keys(doc.variables)) {
      if (isReservedName(name)) {
        problems.key(
          ['variables', name],
          `variable name '${name}' is reserved for {{env.NAME}}`,
          'choose another name',
        );
      }
    }
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
      if (isRecord(step.cases))
        checkDurationBound(step.cases.max_duration, [...path, 'cases', 'max_duration'], problems);
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
  if (isRecord(load)) {
    checkDurationBound(load.duration, ['load', 'duration'], problems);
    // A counted load paced by a rate lasts count / rate seconds.
    const { count, rate } = load;
    if (typeof count === 'number' && typeof rate === 'number' && rate > 0 && count / rate > MAX_PHASE_S) {
      problems.value(
        ['load', 'rate'],
        `${count} iterations at ${rate} per second take longer than a day`,
        'raise the rate, lower the count, or give a duration instead',
      );
    }
  }
  if (isRecord(doc.cases)) checkDurationBound(doc.cases.max_duration, ['cases', 'max_duration'], problems);
}

/** The longest a load phase or a kind of generated cases may run: a day, as the schema bounds a number of seconds. */
const MAX_PHASE_S = 86_400;

/** A duration written as text (`"90000s"`) is bounded as the schema bounds one written as a number. */
function checkDurationBound(value: unknown, path: Path, problems: Problems): void {
  if (typeof value !== 'string' || !DURATION_TEXT.test(value)) return;
  if (durationSeconds(value) > MAX_PHASE_S) {
    problems.value(
      path,
      `${value} is longer than a day`,
      'write a duration of at most a day, e.g. "30m" or 86400',
    );
  }
}

const DURATION_TEXT = /^[0-9]+(\.[0-9]+)?(ms|s|m)$/;

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
  const urlProblem =
    typeof request.url === 'string' && !request.url.includes('{{') ? httpUrlProblem(request.url) : undefined;
  if (urlProblem === 'not-http') {
    problems.value(
      [...path, 'request', 'url'],
      `url '${String(request.url)}' is not an absolute http(s) URL`,
      "write a full http(s) URL, or use path: relative to the environment's base_url",
    );
  } else if (urlProblem === 'credentials') {
    const { message, hint } = describeUrlProblem('url', String(request.url), urlProblem);
    problems.value([...path, 'request', 'url'], message, hint);
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

/** A capture takes one of three forms; keys of one form in another would be silently ignored. */
function checkCapture(name: string, spec: unknown, path: Path, problems: Problems): void {
  if (isReservedName(name))
    problems.key(path, `capture name '${name}' is reserved for {{env.NAME}}`, 'choose another name');
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
