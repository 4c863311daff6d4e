import { InputError } from '../core/errors.js';
import { isRecord } from '../util/document.js';
import type { YamlSource } from '../util/yaml-source.js';

/**
 * `${VAR}` expansion for workspace files (config, environments, saved requests).
 *
 * Grammar, kept deliberately close to the shell so nobody has to learn a new one:
 * - `${NAME}` — the value of NAME; an error when NAME is not set.
 * - `${NAME:-default}` — the value of NAME, or `default` when NAME is unset or empty.
 * - `$${` — a literal `${` (for text that must keep it, e.g. a shell snippet).
 * A `$` not followed by `{` is left alone, so URLs and regexes with `$` need no escaping.
 */

export type ProcessEnv = Readonly<Record<string, string | undefined>>;

const SECRET_NAME = /KEY|TOKEN|SECRET|PASSWORD|PASS|CREDENTIAL|AUTH/i;

/** Names like `OPENAI_API_KEY`, `SHOP_TOKEN` or `authorization` hold values that must never be printed. */
export function looksSecret(name: string): boolean {
  return SECRET_NAME.test(name);
}

export interface Substitution {
  name: string;
  value: string;
  /** True when the default was used because the variable was unset or empty. */
  fromDefault: boolean;
}

/** What is wrong with one `${...}` in a string; the caller adds the location. */
export interface ExpansionProblem {
  message: string;
  hint: string;
}

export interface StringExpansion {
  value: string;
  substitutions: Substitution[];
  problems: ExpansionProblem[];
}

const REFERENCE = /^([A-Za-z_][A-Za-z0-9_]*)(?::-([^]*))?$/;

/** Expands every `${...}` in `text`; problems are collected so one string can report all of them. */
export function expandString(text: string, env: ProcessEnv): StringExpansion {
  let value = '';
  const substitutions: Substitution[] = [];
  const problems: ExpansionProblem[] = [];
  let index = 0;
  while (index < text.length) {
    if (text.startsWith('$${', index)) {
      value += '${';
      index += 3;
      continue;
    }
    if (!text.startsWith('${', index)) {
      value += text[index];
      index += 1;
      continue;
    }
    const close = text.indexOf('}', index + 2);
    if (close === -1) {
      problems.push({
        message: `'${text.slice(index)}' has no closing '}'`,
        hint: 'close it as ${NAME}, or write $${ for a literal ${',
      });
      break;
    }
    const inner = text.slice(index + 2, close);
    const match = REFERENCE.exec(inner);
    const name = match?.[1];
    const fallback = match?.[2];
    if (!match || name === undefined || fallback?.includes('${')) {
      problems.push({
        message: `'\${${inner}}' is not a valid variable reference`,
        hint: fallback?.includes('${')
          ? 'defaults cannot contain another ${...}; use a plain value'
          : 'write ${NAME} or ${NAME:-default} (letters, digits and _), or $${ for a literal ${',
      });
      index = close + 1;
      continue;
    }
    const set = env[name];
    if (fallback !== undefined && (set === undefined || set === '')) {
      value += fallback;
      substitutions.push({ name, value: fallback, fromDefault: true });
    } else if (set === undefined) {
      problems.push({
        message: `\${${name}} is not set`,
        hint: `export it or write \${${name}:-default}`,
      });
    } else {
      value += set;
      substitutions.push({ name, value: set, fromDefault: false });
    }
    index = close + 1;
  }
  return { value, substitutions, problems };
}

export interface TreeExpansion {
  /** A copy of the tree with every string expanded (keys are left as written). */
  value: unknown;
  /** Substituted values of secret-looking variables. */
  secrets: string[];
  errors: InputError[];
}

/**
 * Expands every string value in a parsed file. Errors name the string's own place in the file,
 * so `${OPENAI_KEY}` unset in `openai.api_key` points at that line, not at the file.
 */
export function expandTree(source: YamlSource, env: ProcessEnv): TreeExpansion {
  const secrets: string[] = [];
  const errors: InputError[] = [];

  const visit = (node: unknown, path: Array<string | number>): unknown => {
    if (typeof node === 'string') {
      if (!node.includes('${')) return node;
      const expansion = expandString(node, env);
      for (const problem of expansion.problems) {
        errors.push(new InputError(problem.message, source.locate(path), problem.hint));
      }
      for (const substitution of expansion.substitutions) {
        if (looksSecret(substitution.name) && substitution.value !== '') secrets.push(substitution.value);
      }
      return expansion.value;
    }
    if (Array.isArray(node)) return node.map((item, index) => visit(item, [...path, index]));
    if (isRecord(node)) {
      return Object.fromEntries(
        Object.entries(node).map(([key, item]) => [key, visit(item, [...path, key])]),
      );
    }
    return node;
  };

  return { value: visit(source.value, []), secrets, errors };
}
