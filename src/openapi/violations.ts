import type { ErrorObject } from 'ajv';
import { pointerPath, valueAt } from '../util/document.js';

/** One reason a value does not match a schema: where (a path into the value) and what. */
export interface Violation {
  /** Segments into the value: `['items', 0, 'price']`. Empty for the value itself. */
  path: Array<string | number>;
  /** `must be number (got "12.50")`. */
  message: string;
}

/** `['items', 0, 'price']` → `$.items[0].price`; odd keys are quoted: `$['content-type']`. */
export function formatJsonPath(path: ReadonlyArray<string | number>): string {
  return `$${path
    .map((segment) =>
      typeof segment === 'number'
        ? `[${segment}]`
        : /^[A-Za-z_$][\w$]*$/.test(segment)
          ? `.${segment}`
          : `['${segment.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}']`,
    )
    .join('')}`;
}

/** `$.items[0].price: must be number (got "12.50")`. */
export function formatViolation(violation: Violation): string {
  return `${formatJsonPath(violation.path)}: ${violation.message}`;
}

/**
 * Turns ajv's errors into violations a person can act on. ajv (with allErrors) reports every
 * failing branch of an `anyOf`/`oneOf` plus a summary line; here a failed union keeps only the
 * branch that came closest — or, when the value's type fits no branch, one line naming the types.
 */
export function describeErrors(errors: readonly ErrorObject[], data: unknown): Violation[] {
  const kept = pruneUnions(errors.filter((error) => !['if', 'then', 'else'].includes(error.keyword)));
  const violations: Violation[] = [];
  const seen = new Set<string>();
  for (const error of kept) {
    const violation = describe(error, data);
    const key = formatViolation(violation);
    if (seen.has(key)) continue;
    seen.add(key);
    violations.push(violation);
  }
  return violations;
}

function pruneUnions(errors: ErrorObject[]): ErrorObject[] {
  let remaining: ErrorObject[] = [...errors];
  const unions = errors
    .filter(
      (error) =>
        (error.keyword === 'anyOf' || error.keyword === 'oneOf') && error.params.passingSchemas == null,
    )
    .sort((a, b) => a.schemaPath.length - b.schemaPath.length);

  for (const union of unions) {
    if (!remaining.includes(union)) continue;
    const prefix = `${union.schemaPath}/`;
    const branches = new Map<string, ErrorObject[]>();
    for (const error of remaining) {
      if (!error.schemaPath.startsWith(prefix) || !error.instancePath.startsWith(union.instancePath))
        continue;
      const index = error.schemaPath.slice(prefix.length).split('/')[0] ?? '';
      branches.set(index, [...(branches.get(index) ?? []), error]);
    }
    if (branches.size === 0) continue;
    const branchErrors = [...branches.values()];
    const inBranches = new Set(branchErrors.flat());
    const wrongType = (branch: ErrorObject[]): boolean =>
      branch.some((error) => error.keyword === 'type' && error.instancePath === union.instancePath);

    let replacement: ErrorObject[];
    if (branchErrors.every(wrongType)) {
      const types = branchErrors
        .flatMap((branch) =>
          branch.filter((error) => error.keyword === 'type' && error.instancePath === union.instancePath),
        )
        .flatMap((error) => typesOf(error));
      replacement = [{ ...union, keyword: 'type', params: { type: [...new Set(types)] } }];
    } else {
      const candidates = branchErrors.filter((branch) => !wrongType(branch));
      const best = candidates.reduce((a, b) => (b.length < a.length ? b : a));
      replacement = best;
    }
    const next: ErrorObject[] = [];
    let placed = false;
    for (const error of remaining) {
      if (error === union || inBranches.has(error)) {
        if (!placed) next.push(...replacement);
        placed = true;
      } else {
        next.push(error);
      }
    }
    remaining = next;
  }
  return remaining;
}

function typesOf(error: ErrorObject): string[] {
  const type: unknown = error.params.type;
  if (Array.isArray(type)) return type.map(String);
  return String(type).split(',');
}

function describe(error: ErrorObject, data: unknown): Violation {
  const path = pointerPath(error.instancePath, data);
  const value = valueAt(data, path);
  const got = ` (got ${preview(value)})`;
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'type':
      return { path, message: `must be ${typesOf(error).join(' or ')}${got}` };
    case 'required':
      return { path, message: `must have required property '${String(params.missingProperty)}'` };
    case 'additionalProperties':
      return { path, message: `must not have additional property '${String(params.additionalProperty)}'` };
    case 'unevaluatedProperties':
      return { path, message: `must not have unevaluated property '${String(params.unevaluatedProperty)}'` };
    case 'enum': {
      const allowed = Array.isArray(params.allowedValues) ? params.allowedValues : [];
      return {
        path,
        message: `must be one of ${allowed.map((item) => JSON.stringify(item)).join(', ')}${got}`,
      };
    }
    case 'const':
      return { path, message: `must be ${JSON.stringify(params.allowedValue)}${got}` };
    case 'format':
      return { path, message: `must match format "${String(params.format)}"${got}` };
    case 'oneOf':
      return {
        path,
        message: Array.isArray(params.passingSchemas)
          ? `must match exactly one schema in oneOf, but matches ${params.passingSchemas.length}`
          : 'must match one of the allowed schemas',
      };
    case 'anyOf':
      return { path, message: 'must match one of the allowed schemas' };
    case 'not':
      return { path, message: `must not match the excluded schema${got}` };
    case 'false schema':
      return { path, message: 'is not allowed here' };
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
    case 'multipleOf':
    case 'minLength':
    case 'maxLength':
    case 'pattern':
      return { path, message: `${lowerNot(error.message)}${got}` };
    default:
      return { path, message: lowerNot(error.message) };
  }
}

/** ajv shouts "must NOT have fewer than 3 characters"; the rest of our messages do not. */
function lowerNot(message: string | undefined): string {
  return (message ?? 'is invalid').replace(/\bNOT\b/g, 'not');
}

/** A short, typed rendering of a value: `"12.50"`, `12`, `null`, `an object`, `an array of 3`. */
export function preview(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (Array.isArray(value)) return `an array of ${value.length}`;
  if (value !== null && typeof value === 'object') return 'an object';
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 57)}…` : text;
}
