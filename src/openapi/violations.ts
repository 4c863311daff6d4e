import type { ErrorObject } from 'ajv';
import { isFailedUnion, schemaErrorSentence, schemaErrorText } from '../core/schema-errors.js';
import { pointerPath, valueAt } from '../util/document.js';

/** One reason a value does not match a schema: where (a path into the value) and what. */
export interface Violation {
  /** Segments into the value: `['items', 0, 'price']`. Empty for the value itself. */
  path: Array<string | number>;
  /** `must be a number (got "12.50")`. */
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

/** `$.items[0].price: must be a number (got "12.50")`. */
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
  const unions = errors.filter(isFailedUnion).sort((a, b) => a.schemaPath.length - b.schemaPath.length);

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
  const text = schemaErrorText(error, { words: 'json', value: valueAt(data, path) });
  return { path, message: schemaErrorSentence(text) };
}
