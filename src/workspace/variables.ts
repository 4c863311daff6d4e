import { join } from 'node:path';
import { InputError, type SourceLocation } from '../core/errors.js';
import { isRecord } from '../util/document.js';
import { lineAndColumn } from '../util/text.js';
import { MAX_NESTING, tooDeepAt } from '../util/nesting.js';
import { displayPath, readOptional, type LoadContext } from './files.js';
import { variableNameProblem } from '../flows/template.js';
import { parseYamlSource, type YamlSource } from '../util/yaml-source.js';

/**
 * Reads `.falcon/variables.json` (optional): the lowest layer of `{{name}}` variables.
 * Strict JSON, not YAML, because tools and people edit it as JSON; its values are data and are
 * used as written (no `${VAR}` expansion — `{{env.NAME}}` reads the environment at run time).
 */
export async function loadVariables(root: string, context: LoadContext): Promise<Record<string, unknown>> {
  const path = join(root, 'variables.json');
  const raw = await readOptional(path, context);
  if (raw === undefined) return {};
  // Editors may save a byte-order mark, which JSON.parse refuses.
  const text = raw.replace(/^\uFEFF/, '');
  const file = displayPath(context, path);
  // Strict JSON has no empty document: a file emptied by a tool that failed half-way is not "no variables".
  if (text.trim() === '') {
    context.errors.add(
      new InputError(
        `${file} is empty, and an empty file is no JSON`,
        { file, line: 1, column: 1 },
        'write {} for no variables, or delete the file',
      ),
    );
    return {};
  }

  const deep = tooDeepAt(text);
  if (deep !== undefined) {
    context.errors.add(
      new InputError(
        `nested more than ${MAX_NESTING} levels deep`,
        offsetLocation(file, text, deep),
        'flatten the variables: none needs that many levels',
      ),
    );
    return {};
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    // V8's messages differ between Node versions and often omit the position; find it ourselves.
    const problem = findJsonSyntaxError(text) ?? { offset: 0, message: 'not valid JSON' };
    context.errors.add(
      new InputError(
        `invalid JSON: ${problem.message}`,
        offsetLocation(file, text, problem.offset),
        'fix the JSON syntax here (keys and strings in double quotes, no trailing commas)',
      ),
    );
    return {};
  }
  if (!isRecord(value)) {
    context.errors.add(
      new InputError(
        `${file} must hold a JSON object, not ${Array.isArray(value) ? 'an array' : JSON.stringify(value)}`,
        firstCharacter(file, text),
        'write the variables as { "name": value, ... }',
      ),
    );
    return {};
  }
  // Names are checked where they are written, by the rule of every variable's name.
  let source: YamlSource | undefined | null;
  for (const name of Object.keys(value)) {
    const problem = variableNameProblem(name);
    if (problem === undefined) continue;
    // JSON is YAML: its reader places the key (unless YAML refuses the file, for a repeated key).
    if (source === undefined) {
      try {
        source = parseYamlSource(file, text);
      } catch {
        source = null;
      }
    }
    const where = source ? source.locateKey([name]) : firstCharacter(file, text);
    context.errors.add(new InputError(`${problem.message} in ${file}`, where, problem.hint));
  }
  return value;
}

function firstCharacter(file: string, text: string): SourceLocation {
  const offset = text.search(/\S/);
  return offsetLocation(file, text, offset === -1 ? 0 : offset);
}

function offsetLocation(file: string, text: string, offset: number): SourceLocation {
  return { file, ...lineAndColumn(text, offset) };
}

export interface JsonSyntaxError {
  offset: number;
  message: string;
}

/**
 * The first syntax error in `text` with its offset, or `undefined` for valid JSON.
 * A small recursive-descent reader: it only runs after JSON.parse has failed.
 */
export function findJsonSyntaxError(text: string): JsonSyntaxError | undefined {
  let index = 0;
  const fail = (message: string, at = index): never => {
    throw Object.assign(new Error(message), { offset: at });
  };
  const describeHere = (): string =>
    index >= text.length ? 'the file ends too early' : `unexpected ${JSON.stringify(text[index])}`;
  const skipSpace = (): void => {
    while (index < text.length && ' \t\n\r'.includes(text[index] ?? '')) index += 1;
  };
  const expectChar = (char: string): void => {
    if (text[index] !== char) fail(`expected ${JSON.stringify(char)}, ${describeHere()}`);
    index += 1;
  };
  const readString = (): void => {
    const start = index;
    index += 1;
    while (index < text.length) {
      const char = text[index] ?? '';
      if (char === '"') {
        index += 1;
        return;
      }
      if (char === '\\') {
        const escape = text[index + 1] ?? '';
        if (escape === 'u' && /^[0-9a-fA-F]{4}$/.test(text.slice(index + 2, index + 6))) index += 6;
        else if ('"\\/bfnrt'.includes(escape) && escape !== '') index += 2;
        else fail(`invalid escape \\${escape} in a string`);
        continue;
      }
      if (char < ' ') fail('a line break or control character inside a string (write \\n)');
      index += 1;
    }
    fail('a string is not closed with "', start);
  };
  const readValue = (): void => {
    skipSpace();
    const char = text[index];
    if (char === '{') return readObject();
    if (char === '[') return readArray();
    if (char === '"') return readString();
    const number = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
    number.lastIndex = index;
    if (char !== undefined && /[-\d]/.test(char) && number.exec(text)) {
      index = number.lastIndex;
      return;
    }
    for (const literal of ['true', 'false', 'null']) {
      if (text.startsWith(literal, index)) {
        index += literal.length;
        return;
      }
    }
    if (char === "'") fail('strings must use double quotes');
    fail(`expected a value, ${describeHere()}`);
  };
  const readObject = (): void => {
    index += 1;
    skipSpace();
    if (text[index] === '}') {
      index += 1;
      return;
    }
    for (;;) {
      skipSpace();
      if (text[index] !== '"') fail(`expected a property name in double quotes, ${describeHere()}`);
      readString();
      skipSpace();
      expectChar(':');
      readValue();
      skipSpace();
      if (text[index] === ',') {
        const comma = index;
        index += 1;
        skipSpace();
        if (text[index] === '}') fail('trailing comma before }', comma);
        continue;
      }
      if (text[index] === '}') {
        index += 1;
        return;
      }
      fail(`expected "," or "}", ${describeHere()}`);
    }
  };
  const readArray = (): void => {
    index += 1;
    skipSpace();
    if (text[index] === ']') {
      index += 1;
      return;
    }
    for (;;) {
      readValue();
      skipSpace();
      if (text[index] === ',') {
        const comma = index;
        index += 1;
        skipSpace();
        if (text[index] === ']') fail('trailing comma before ]', comma);
        continue;
      }
      if (text[index] === ']') {
        index += 1;
        return;
      }
      fail(`expected "," or "]", ${describeHere()}`);
    }
  };

  try {
    readValue();
    skipSpace();
    if (index < text.length) fail(`unexpected text after the JSON value`);
    return undefined;
  } catch (error) {
    const offset = (error as { offset?: unknown }).offset;
    if (typeof offset !== 'number') throw error;
    return { offset, message: (error as Error).message };
  }
}
