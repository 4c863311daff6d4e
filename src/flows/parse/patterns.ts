/**
 * Regexes and JSONPaths from a flow, checked when it loads with the same compilers the checks
 * and captures use when it runs: a pattern that loads is a pattern that runs.
 */
import { compileRegex } from '../checks.js';
import type { Path } from './document.js';
import { jsonPathProblem } from './jsonpath-syntax.js';
import type { Problems } from './problems.js';

/** Checks that a regex compiles as the checks compile it (compileRegex); returns its group count. */
export function checkRegex(pattern: unknown, path: Path, problems: Problems): number | undefined {
  if (typeof pattern !== 'string') return undefined;
  const compiled = compileRegex(pattern);
  if (compiled instanceof Error) {
    problems.value(
      path,
      `invalid regular expression: ${engineReason(pattern, compiled)}`,
      'fix the pattern (backslashes in double-quoted YAML must be doubled)',
    );
    return undefined;
  }
  return groupCount(compiled);
}

/** The number of ( ) groups of a pattern that compiles; undefined when it does not. */
export function regexGroupCount(pattern: string): number | undefined {
  const compiled = compileRegex(pattern);
  return compiled instanceof Error ? undefined : groupCount(compiled);
}

function groupCount(regex: RegExp): number {
  // An alternative that matches the empty string reveals how many groups the pattern has.
  return (new RegExp(`${regex.source}|`).exec('')?.length ?? 1) - 1;
}

/** The JavaScript engine's words ("/(a/: Unterminated group"), without the prefixes around them. */
function engineReason(pattern: string, error: Error): string {
  const prefix = `invalid regular expression ${pattern}: `;
  const message = error.message.startsWith(prefix) ? error.message.slice(prefix.length) : error.message;
  return message.replace(/^Invalid regular expression: /, '');
}

/** `{{name}}` as template.ts reads it, spaces and all. */
const PLACEHOLDER = /\{\{[^{}]*\}\}/g;

/**
 * Checks that a JSONPath starts at the root and that the JSONPath library can run it.
 *
 * A body check's path is rendered before it runs (expect.ts), so there each `{{placeholder}}`
 * is read as the value it will become: masked with zeros of the same length, which keeps the
 * character positions in messages and is valid as an index, a name, or a number in a filter.
 * Captures are not rendered, so their paths are checked as written.
 */
export function checkJsonPath(
  expression: unknown,
  path: Path,
  problems: Problems,
  placeholders: 'rendered' | 'literal' = 'literal',
): void {
  if (typeof expression !== 'string') return;
  if (!expression.startsWith('$')) {
    problems.value(
      path,
      `JSONPath '${expression}' must start with '$'`,
      `write it from the root of the body, e.g. $.${expression.replace(/^\.+/, '') || 'id'}`,
    );
    return;
  }
  const checked =
    placeholders === 'rendered'
      ? expression.replace(PLACEHOLDER, (placeholder) => '0'.repeat(placeholder.length))
      : expression;
  const problem = jsonPathProblem(checked);
  if (problem) problems.value(path, `invalid JSONPath '${expression}': ${problem.reason}`, problem.hint);
}
