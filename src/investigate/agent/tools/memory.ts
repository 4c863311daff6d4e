/**
 * memory: what the agent keeps across runs. Facts (`memory.json`: keyed, the newest value wins,
 * capped) are recalled by key or by words; the API knowledge base (`falcon.md`) is updated one
 * section at a time and must still pass ValidateFalconMD afterwards. Secrets never reach either
 * file: every text goes through the redactor and the credential patterns first.
 */
import { readFile } from 'node:fs/promises';
import { validateFalconMdText } from '../../../workspace/report-content.js';
import { headingKey, headingOf, scanMarkdown } from '../../../util/markdown.js';
import { messageOf } from '../../../util/text.js';
import { isMissing } from '../../../workspace/files.js';
import { Type, type Static } from 'typebox';
import { defineTool } from '../registry.js';
import { PathRefusedError } from '../../../repo/safe-path.js';
import type { Tool } from '../types.js';
import { displayOf, KNOWLEDGE_FILE, MEMORY_FILE, resolveFalconPath } from '../falcon-files/paths.js';
import {
  MAX_FACT_KEY_LENGTH,
  MAX_FACT_VALUE_LENGTH,
  MAX_MEMORY_FACTS,
  readMemory,
  renderMemory,
  type MemoryFact,
} from '../falcon-files/memory.js';
import { redactForStorage, writeFileAtomic } from '../falcon-files/storage.js';
import { WrittenFiles } from '../falcon-files/written.js';
import type { ToolDependencies } from './dependencies.js';
import { formatBytes } from './output.js';

/** Facts shown by one recall. */
const MAX_RECALLED = 20;

const MemoryParameters = Type.Object(
  {
    action: Type.Enum(['recall', 'save', 'update_knowledge']),
    key: Type.Optional(
      Type.String({ description: 'recall/save: the fact’s key, e.g. auth.scheme or users.pagination' }),
    ),
    value: Type.Optional(Type.String({ description: 'save: the fact, in one or two sentences' })),
    query: Type.Optional(Type.String({ description: 'recall: words to look for in keys and values' })),
    section: Type.Optional(
      Type.String({ description: 'update_knowledge: the heading, e.g. Known Endpoints' }),
    ),
    content: Type.Optional(Type.String({ description: 'update_knowledge: the Markdown under the heading' })),
    mode: Type.Optional(
      Type.Enum(['replace', 'append'], {
        description: 'update_knowledge: replace the section (default) or append to it',
      }),
    ),
  },
  { additionalProperties: false },
);
export type MemoryArgs = Static<typeof MemoryParameters>;

export interface MemoryOptions {
  /** Shared with falcon_write and the loop: what the agent wrote this run. */
  written?: WrittenFiles;
  /** Recorded as each saved fact's `source`; default `agent`. */
  source?: string;
}

export function createMemoryTool(deps: ToolDependencies, options: MemoryOptions = {}): Tool {
  const written = options.written ?? new WrittenFiles();
  const source = options.source ?? 'agent';
  return defineTool({
    name: 'memory',
    description:
      'Remember across runs. recall: facts by key, or by words in query (no key and no query lists the newest). ' +
      'save: store a fact (key, value), replacing an older value of the same key; never store secrets. ' +
      'update_knowledge: rewrite one section of falcon.md, the API knowledge base (section, content; mode append adds to the section instead). ' +
      'falcon.md must keep non-empty # Base URLs and # Known Endpoints sections.',
    parameters: MemoryParameters,
    run: async (args) => {
      let output: string;
      try {
        output =
          args.action === 'recall'
            ? await recall(deps, args)
            : args.action === 'save'
              ? await save(deps, written, source, args)
              : await updateKnowledge(deps, written, args);
      } catch (error) {
        // memory.json or falcon.md is a symbolic link out of the workspace: nothing is read or written.
        if (!(error instanceof PathRefusedError)) throw error;
        output = `memory ${args.action} refused: ${error.message}`;
      }
      return deps.redactor.text(output);
    },
  });
}

// ---------------------------------------------------------------- facts

async function recall(deps: ToolDependencies, args: MemoryArgs): Promise<string> {
  const loaded = await readMemory(deps.workspace);
  if ('reasons' in loaded) return unreadable(deps, loaded.reasons);
  const facts = newestFirst(loaded.memory.facts);
  if (facts.length === 0) return 'memory is empty: no facts were saved in earlier runs';

  const key = args.key?.trim();
  if (key) {
    const fact = facts.find((candidate) => sameKey(candidate.key, key));
    if (fact) return formatFact(fact);
    const words = key
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter(Boolean);
    const related = rank(facts, words);
    return `no fact with key "${key}"${related.length > 0 ? `; related:\n${related.map(formatFact).join('\n')}` : ''}`;
  }

  const query = args.query?.trim();
  if (query) {
    const words = query.toLowerCase().split(/\s+/).filter(Boolean);
    const found = rank(facts, words);
    if (found.length === 0)
      return `no fact mentions ${words.map((word) => `"${word}"`).join(' or ')} (${facts.length} facts in memory)`;
    return `${found.length} fact${found.length === 1 ? '' : 's'} for "${query}", best first:\n${found.map(formatFact).join('\n')}`;
  }

  const shown = facts.slice(0, MAX_RECALLED);
  const more =
    facts.length > shown.length ? ` (the newest ${shown.length}; recall by key or query for others)` : '';
  return `${facts.length} fact${facts.length === 1 ? '' : 's'} in memory${more}, newest first:\n${shown.map(formatFact).join('\n')}`;
}

/** Facts holding the most query words (in key or value), newest first among equals. */
function rank(facts: readonly MemoryFact[], words: readonly string[]): MemoryFact[] {
  return facts
    .map((fact) => {
      const text = `${fact.key} ${fact.value}`.toLowerCase();
      return { fact, score: words.filter((word) => text.includes(word)).length };
    })
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score)
    .slice(0, MAX_RECALLED)
    .map((entry) => entry.fact);
}

async function save(
  deps: ToolDependencies,
  written: WrittenFiles,
  source: string,
  args: MemoryArgs,
): Promise<string> {
  const missing = (['key', 'value'] as const).filter((field) => !args[field]?.trim());
  if (missing.length > 0)
    return `save needs ${missing.join(' and ')}: memory {"action": "save", "key": "…", "value": "…"}`;
  const key = redactForStorage(deps.redactor, args.key!.trim());
  const value = redactForStorage(deps.redactor, args.value!.trim());
  const problems: string[] = [];
  if (key.length > MAX_FACT_KEY_LENGTH)
    problems.push(`the key is ${key.length} characters; keep it under ${MAX_FACT_KEY_LENGTH}`);
  if (value.length > MAX_FACT_VALUE_LENGTH) {
    problems.push(
      `the value is ${value.length} characters; keep facts under ${MAX_FACT_VALUE_LENGTH} and put long findings in a report`,
    );
  }
  if (/^\W*\*\*\*\W*$/.test(value))
    problems.push('the value is nothing but a secret; memory never keeps credentials');
  if (problems.length > 0) return `not saved:\n${problems.map((problem) => `- ${problem}`).join('\n')}`;

  const loaded = await readMemory(deps.workspace);
  if ('reasons' in loaded) return unreadable(deps, loaded.reasons);
  const facts = loaded.memory.facts;
  const previous = facts.find((fact) => sameKey(fact.key, key));
  const fact: MemoryFact = { key, value, source, updated_at: deps.now().toISOString() };
  const kept = newestFirst([fact, ...facts.filter((candidate) => candidate !== previous)]);
  const dropped = kept.length - MAX_MEMORY_FACTS;

  const { absolute } = await resolveFalconPath(deps.workspace, MEMORY_FILE);
  try {
    await writeFileAtomic(absolute, renderMemory({ facts: kept.slice(0, MAX_MEMORY_FACTS) }));
  } catch (error) {
    return `not saved: ${displayOf(deps.workspace, MEMORY_FILE)} could not be written: ${messageOf(error)}`;
  }
  written.record({ kind: 'memory', path: displayOf(deps.workspace, MEMORY_FILE), absolute });

  const notes = [
    previous ? `replaced the value saved ${previous.updated_at}` : undefined,
    dropped > 0
      ? `dropped the ${dropped} oldest fact${dropped === 1 ? '' : 's'} (at most ${MAX_MEMORY_FACTS} are kept)`
      : undefined,
    key !== args.key!.trim() || value !== args.value!.trim() ? 'secrets were masked with ***' : undefined,
  ].filter((note) => note !== undefined);
  return `saved "${key}"${notes.length > 0 ? ` (${notes.join('; ')})` : ''}`;
}

function unreadable(deps: ToolDependencies, reasons: readonly string[]): string {
  return [
    `${displayOf(deps.workspace, MEMORY_FILE)} cannot be used:`,
    ...reasons.map((reason) => `- ${reason}`),
    'It was left as it is; rewrite it whole with falcon_write (path memory.json) to repair it.',
  ].join('\n');
}

function sameKey(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/** Newest first; a date that does not parse counts as oldest. */
function newestFirst(facts: readonly MemoryFact[]): MemoryFact[] {
  const time = (fact: MemoryFact): number => Date.parse(fact.updated_at) || 0;
  return [...facts].sort((a, b) => time(b) - time(a));
}

function formatFact(fact: MemoryFact): string {
  return `- ${fact.key}: ${fact.value} (${fact.source}, ${fact.updated_at})`;
}

// ---------------------------------------------------------------- falcon.md

async function updateKnowledge(
  deps: ToolDependencies,
  written: WrittenFiles,
  args: MemoryArgs,
): Promise<string> {
  const section = args.section?.replace(/^\s*#+\s*/, '').trim();
  const missing = [section ? undefined : 'section', args.content?.trim() ? undefined : 'content'].filter(
    Boolean,
  );
  if (missing.length > 0) {
    return `update_knowledge needs ${missing.join(' and ')}: memory {"action": "update_knowledge", "section": "Known Endpoints", "content": "- GET /users: …"}`;
  }
  const display = displayOf(deps.workspace, KNOWLEDGE_FILE);
  const { absolute } = await resolveFalconPath(deps.workspace, KNOWLEDGE_FILE);
  let current = '';
  try {
    current = await readFile(absolute, 'utf8');
  } catch (error) {
    if (!isMissing(error)) return `${display} cannot be read: ${messageOf(error)}`;
  }

  const content = redactForStorage(deps.redactor, args.content!.trim());
  const mode = args.mode ?? 'replace';
  const { text, action } = withSection(current, section!, content, mode);
  const check = validateFalconMdText(text);
  if (!check.valid) {
    return [
      `${display} was not changed: with this update it would fail ValidateFalconMD:`,
      ...check.reasons.map((reason) => `- ${reason}`),
      current === ''
        ? `${display} does not exist yet: write it whole with falcon_write (path falcon.md), with both sections.`
        : 'Fix the content (or update the other section first) and call again.',
    ].join('\n');
  }
  try {
    await writeFileAtomic(absolute, text);
  } catch (error) {
    return `${display} was not changed: it could not be written: ${messageOf(error)}`;
  }
  written.record({ kind: 'knowledge', path: display, absolute });
  const masked = content !== args.content!.trim() ? ' Secrets were masked with ***.' : '';
  return `${action} '# ${section}' in ${display} (now ${formatBytes(Buffer.byteLength(text, 'utf8'))}).${masked}`;
}

interface Heading {
  /** Index of the heading line. */
  index: number;
  level: number;
  text: string;
}

/**
 * `document` with the section titled `title` replaced by (or extended with) `content`; a section
 * that is not there is added at the end as a level-1 heading, the level falcon.md's sections use.
 * A section runs to the next heading of the same or a higher level; headings in code blocks do not count.
 */
export function withSection(
  document: string,
  title: string,
  content: string,
  mode: 'replace' | 'append',
): { text: string; action: string } {
  const lines = document === '' ? [] : document.replace(/\r\n/g, '\n').replace(/\n+$/, '').split('\n');
  const headings = headingsOf(lines);
  const wanted = headingKey(title);
  const found = headings.find((heading) => headingKey(heading.text) === wanted);
  const body = content.replace(/\r\n/g, '\n').replace(/\n+$/, '').split('\n');

  if (!found) {
    const before = lines.length > 0 ? [...lines, ''] : [];
    return { text: [...before, `# ${title}`, '', ...body].join('\n') + '\n', action: 'added section' };
  }
  const next = headings.find((heading) => heading.index > found.index && heading.level <= found.level);
  const end = next?.index ?? lines.length;
  const kept = lines.slice(found.index + 1, end);
  while (kept.length > 0 && kept[kept.length - 1]!.trim() === '') kept.pop();
  const section =
    mode === 'append' && kept.some((line) => line.trim() !== '') ? [...kept, '', ...body] : ['', ...body];
  const after = next ? ['', ...lines.slice(end)] : [];
  return {
    text: [...lines.slice(0, found.index + 1), ...section, ...after].join('\n') + '\n',
    action: mode === 'append' ? 'appended to section' : 'replaced section',
  };
}

/** ATX headings outside fenced code blocks, found as the falcon.md check finds them. */
function headingsOf(lines: readonly string[]): Heading[] {
  return scanMarkdown(lines.join('\n')).flatMap((line, index) => {
    const heading = line.inCode ? undefined : headingOf(line.text);
    return heading ? [{ index, ...heading }] : [];
  });
}
