/**
 * The text-call corpus: one YAML file per dialect family, each with positive samples (the text a
 * model of that family writes, and the calls it means) and negatives (text that only mentions,
 * documents, drafts or truncates a call, which must never run). PROVENANCE.md names where each
 * family's shapes come from; `held-out/` holds a second set from other repositories, with its own.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import type { ToolSignature } from '../../../src/investigate/agent/text-calls/index.js';

export interface CorpusCall {
  name: string;
  arguments: Record<string, unknown>;
}

export interface CorpusSample {
  id: string;
  text: string;
  /** `length` when the server cut the reply at the token limit. */
  finish_reason?: string;
}

export interface CorpusFamily {
  file: string;
  family: string;
  positives: Array<CorpusSample & { calls: CorpusCall[] }>;
  negatives: Array<CorpusSample & { why: string }>;
}

const string = { type: 'string' };

/** The tools every sample may call, with schemas like the ones the samples' sources declare. */
export const CORPUS_TOOLS: ToolSignature[] = [
  {
    name: 'get_weather',
    parameters: {
      type: 'object',
      properties: { location: string, unit: { type: 'string', enum: ['celsius', 'fahrenheit'] }, days: { type: 'integer' } },
      required: ['location'],
    },
  },
  {
    name: 'get_current_weather',
    parameters: {
      type: 'object',
      properties: { city: string, state: string, unit: string },
      required: ['city', 'state', 'unit'],
    },
  },
  { name: 'brave_search', parameters: { type: 'object', properties: { query: string }, required: ['query'] } },
  { name: 'search', parameters: { type: 'object', properties: { query: string }, required: ['query'] } },
  {
    name: 'read_file',
    parameters: { type: 'object', properties: { path: string, start_line: { type: 'integer' } }, required: ['path'] },
  },
  {
    name: 'write_file',
    parameters: { type: 'object', properties: { path: string, content: string }, required: ['path', 'content'] },
  },
  {
    name: 'list_files',
    parameters: { type: 'object', properties: { dir: string, recursive: { type: 'boolean' } } },
  },
  { name: 'calculate', parameters: { type: 'object', properties: { expression: string }, required: ['expression'] } },
  { name: 'get_time', parameters: { type: 'object', properties: { timezone: string } } },
  {
    name: 'send_email',
    parameters: { type: 'object', properties: { to: string, subject: string, body: string }, required: ['to', 'subject', 'body'] },
  },
  // Offered by the parser tests some samples reproduce (vLLM's, llama.cpp's), declared without schemas there.
  ...[
    'special_function',
    'python',
    'get_current_time',
    'send_message',
    'get_news',
    'test',
    'test2',
    'process_html',
    'process_data',
    'get_age',
    'add',
    'add_this_and_that',
    'multiply',
  ].map((name) => ({ name })),
  // As declared by vLLM's pythonic parser tests.
  { name: 'register_user', parameters: { type: 'object', properties: { name: string, age: { type: 'integer' } } } },
  { name: 'do_something_cool', parameters: { type: 'object', properties: {} } },
  {
    name: 'http_request',
    parameters: {
      type: 'object',
      properties: { method: string, path: string, body: { type: 'object' } },
      required: ['method', 'path'],
    },
  },
];

const HERE = path.dirname(fileURLToPath(import.meta.url));

/** The development set: what the recognisers are written against. */
export function loadCorpus(): CorpusFamily[] {
  return loadFolder(HERE);
}

/** The held-out set (`held-out/`, from other repositories): only ever measured. */
export function loadHeldOut(): CorpusFamily[] {
  return loadFolder(path.join(HERE, 'held-out'));
}

function loadFolder(folder: string): CorpusFamily[] {
  return readdirSync(folder)
    .filter((file) => file.endsWith('.yaml'))
    .sort()
    .map((file) => {
      const data = parse(readFileSync(path.join(folder, file), 'utf8')) as Omit<CorpusFamily, 'file'>;
      return { file, family: data.family, positives: data.positives ?? [], negatives: data.negatives ?? [] };
    });
}
