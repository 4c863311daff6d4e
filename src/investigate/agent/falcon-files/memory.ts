/** `memory.json`: facts kept across runs, read, checked and rendered. */
import { readFile } from 'node:fs/promises';
import { isMissing } from '../../../workspace/files.js';
import type { Workspace } from '../../../workspace/types.js';
import { findJsonSyntaxError } from '../../../workspace/variables.js';
import { lineAndColumn } from '../../../util/text.js';
import { displayOf, MEMORY_FILE, resolveFalconPath } from './paths.js';

export interface MemoryFact {
  key: string;
  value: string;
  /** Who learnt it: `agent` for the agent's own saves. */
  source: string;
  /** ISO 8601; the newest fact for a key wins. */
  updated_at: string;
}

export interface Memory {
  facts: MemoryFact[];
}

/** Facts kept across runs; the oldest go first. The whole file is read into every recall. */
export const MAX_MEMORY_FACTS = 200;
export const MAX_FACT_KEY_LENGTH = 120;
export const MAX_FACT_VALUE_LENGTH = 2_000;

const FACT_FIELDS = ['key', 'value', 'source', 'updated_at'] as const;

/** `memory.json` as `{ facts: [{ key, value, source, updated_at }] }`, or every reason it is not. */
export function parseMemory(text: string, file: string): { memory: Memory } | { reasons: string[] } {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { reasons: [notValidJson(file, text)] };
  }
  if (
    typeof data !== 'object' ||
    data === null ||
    Array.isArray(data) ||
    !Array.isArray((data as Memory).facts)
  ) {
    return {
      reasons: [
        `${file} must be an object with a "facts" list: { "facts": [{ "key", "value", "source", "updated_at" }] }`,
      ],
    };
  }
  const reasons: string[] = [];
  const extra = Object.keys(data).filter((key) => key !== 'facts');
  if (extra.length > 0)
    reasons.push(
      `${file} has unknown keys ${extra.map((key) => `"${key}"`).join(', ')}: only "facts" is kept`,
    );
  const facts: MemoryFact[] = [];
  (data as { facts: unknown[] }).facts.forEach((fact, index) => {
    const at = `facts[${index}]`;
    if (typeof fact !== 'object' || fact === null || Array.isArray(fact)) {
      reasons.push(`${at} must be an object with ${FACT_FIELDS.join(', ')}`);
      return;
    }
    const record = fact as Record<string, unknown>;
    const missing = FACT_FIELDS.filter((field) => typeof record[field] !== 'string' || record[field] === '');
    if (missing.length > 0) {
      reasons.push(`${at} needs non-empty text in ${missing.map((field) => `"${field}"`).join(', ')}`);
      return;
    }
    if (Number.isNaN(Date.parse(record.updated_at as string))) {
      reasons.push(`${at}.updated_at is not an ISO 8601 date-time (e.g. 2025-01-01T12:00:00.000Z)`);
    }
    facts.push({
      key: record.key as string,
      value: record.value as string,
      source: record.source as string,
      updated_at: record.updated_at as string,
    });
  });
  if (facts.length > MAX_MEMORY_FACTS) {
    reasons.push(
      `${file} holds ${facts.length} facts; at most ${MAX_MEMORY_FACTS} are kept: drop the stale ones`,
    );
  }
  return reasons.length > 0 ? { reasons } : { memory: { facts } };
}

/**
 * The workspace's memory; an absent file is an empty memory. Throws PathRefusedError when
 * memory.json is a symbolic link out of the workspace (or to a secret file).
 */
export async function readMemory(workspace: Workspace): Promise<{ memory: Memory } | { reasons: string[] }> {
  const file = (await resolveFalconPath(workspace, MEMORY_FILE)).absolute;
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if (isMissing(error)) return { memory: { facts: [] } };
    throw error;
  }
  return parseMemory(text, displayOf(workspace, MEMORY_FILE));
}

export function renderMemory(memory: Memory): string {
  return `${JSON.stringify(memory, null, 2)}\n`;
}

/**
 * `<file> is not valid JSON at line L, column C`. Only the place is given, never the parser's own
 * message: JSON.parse quotes the start of the text, and the text may be anything a link led to.
 */
export function notValidJson(file: string, text: string): string {
  const place = jsonSyntaxPlace(text);
  return `${file} is not valid JSON${place ? ` at ${place}` : ''}`;
}

/** Where JSON text first goes wrong, as `line L, column C`; `undefined` when it parses. */
export function jsonSyntaxPlace(text: string): string | undefined {
  const syntax = findJsonSyntaxError(text);
  return syntax ? lineColumn(text, syntax.offset) : undefined;
}

function lineColumn(text: string, offset: number): string {
  const { line, column } = lineAndColumn(text, offset);
  return `line ${line}, column ${column}`;
}
