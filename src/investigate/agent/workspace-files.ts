/**
 * The agent's own files in `.falcon/`: which paths it may read and write there, the rules each
 * kind of file passes before it is written, atomic writes, and the record of what was written.
 *
 * Writes inside `.falcon/` are not confirmed (they are the agent's output, not changes to the
 * user's code) but validated instead: a report that would not pass ValidateReportContent, a
 * knowledge base without its sections or a flow that does not load never reaches the disk, and
 * the reasons go back to the model so it can repair the text in one round trip.
 */
import { randomBytes } from 'node:crypto';
import { lstat, mkdir, readFile, realpath, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { inputErrorsOf } from '../../core/errors.js';
import { parseFlow } from '../../flows/parse.js';
import { didYouMean } from '../../util/did-you-mean.js';
import { FLOW_TYPES, isFlowType } from '../../core/modes.js';
import type { Redactor } from '../../http/redact.js';
import { maskCredentials } from '../../http/redact.js';
import { slug } from '../../util/slug.js';
import { validateFalconMdText, validateReportText } from '../../workspace/report-content.js';
import { createContext, isMissing } from '../../workspace/files.js';
import { checkFlowReferences, type ReferenceInputs } from '../../workspace/references.js';
import type { Workspace } from '../../workspace/types.js';
import { findJsonSyntaxError } from '../../workspace/variables.js';
import { PathRefusedError, resolveInside } from '../../repo/safe-path.js';

// ---------------------------------------------------------------- paths

export interface FalconPath {
  /** Absolute, symlinks resolved. */
  absolute: string;
  /** Relative to the workspace, with `/`: `reports/smoke_report_users_20250101T120000Z.md`. */
  relative: string;
  /** Relative to the repository, as people and annotations see it: `.falcon/reports/…`. */
  display: string;
}

/**
 * A path the model gave, resolved inside the workspace. Paths are relative to `.falcon/`; one that
 * starts with the workspace's own folder (`.falcon/flows/x.yaml`) is accepted too, since models
 * copy paths from reports. Throws PathRefusedError for anything outside the workspace, through a
 * symlink out of it, or a secret file.
 */
export async function resolveFalconPath(workspace: Workspace, given: string): Promise<FalconPath> {
  const slashed = given.trim().replace(/\\/g, '/');
  let relative = path.posix.normalize(slashed === '' ? '.' : slashed).replace(/\/+$/, '') || '.';
  for (const prefix of workspacePrefixes(workspace)) {
    if (relative === prefix || relative.startsWith(`${prefix}/`)) {
      relative = relative.slice(prefix.length + 1) || '.';
      break;
    }
  }
  const shownRoot = displayOf(workspace, '.');
  if (path.posix.isAbsolute(relative) || relative === '..' || relative.startsWith('../')) {
    throw new PathRefusedError(
      `${given} is outside ${shownRoot}/; give a path inside the workspace, e.g. flows/smoke_health.yaml or falcon.md`,
    );
  }
  const absolute = await resolveInside(workspace.root, relative, { within: `${shownRoot}/` });
  // Relative to the real root, so a workspace reached through a symlinked folder still names files right.
  const inside =
    path
      .relative(await realpath(workspace.root), absolute)
      .split(path.sep)
      .join('/') || '.';
  return { absolute, relative: inside, display: displayOf(workspace, inside) };
}

/** `.falcon` and the workspace's repository-relative path, longest first. */
function workspacePrefixes(workspace: Workspace): string[] {
  const prefixes = new Set([displayOf(workspace, '.'), path.basename(workspace.root)]);
  return [...prefixes]
    .filter((prefix) => prefix !== '.' && prefix !== '')
    .sort((a, b) => b.length - a.length);
}

/** A workspace-relative path as the repository sees it. */
export function displayOf(workspace: Workspace, relative: string): string {
  const absolute = path.join(workspace.root, relative);
  return path.relative(workspace.repoRoot, absolute).split(path.sep).join('/') || '.';
}

// ---------------------------------------------------------------- what the agent may write

export type FalconFileKind = 'report' | 'knowledge' | 'memory' | 'flow' | 'session';

export const KNOWLEDGE_FILE = 'falcon.md';
export const MEMORY_FILE = 'memory.json';
export const REPORTS_FOLDER = 'reports';
export const FLOWS_FOLDER = 'flows';
export const SESSIONS_FOLDER = 'sessions';

export type WriteTarget = { kind: Exclude<FalconFileKind, 'session'> } | { refused: string[] };

/**
 * What a workspace-relative path would be as one of the agent's outputs, or every reason it may
 * not be written. `example` is a well-formed report name to show when a name is wrong.
 */
export function classifyWrite(relative: string, example: string): WriteTarget {
  if (relative === KNOWLEDGE_FILE) return { kind: 'knowledge' };
  if (relative === MEMORY_FILE) return { kind: 'memory' };
  const [folder, ...rest] = relative.split('/');
  const name = rest.join('/');
  if (folder === REPORTS_FOLDER && name !== '') {
    const reasons = reportNameProblems(name, example);
    return reasons.length === 0 ? { kind: 'report' } : { refused: reasons };
  }
  if (folder === FLOWS_FOLDER && name !== '') {
    const reasons = flowNameProblems(name);
    return reasons.length === 0 ? { kind: 'flow' } : { refused: reasons };
  }
  if (folder === SESSIONS_FOLDER) {
    return {
      refused: [`${relative} is a session record: session_log writes those (action: end, with a summary)`],
    };
  }
  return {
    refused: [
      `${relative} is not one of the agent's outputs: only ${REPORTS_FOLDER}/<type>_report_<api-name>_<timestamp>.md, ` +
        `${FLOWS_FOLDER}/<type>_<description>.yaml, ${KNOWLEDGE_FILE} and ${MEMORY_FILE} may be written; ` +
        'the configuration, spec, environments and saved requests are the user’s',
    ],
  };
}

/** `contract_report_users-api_20250101T120000Z.md`, with the characters outputs.ts uses for its own reports. */
const REPORT_NAME = /^([a-z0-9]+)_report_([a-z0-9][a-z0-9-]*)_(\d{8}(?:[T_-]?\d{6}(?:\d{3})?Z?)?)\.md$/;

/** Every reason a file name in `reports/` is not `<type>_report_<api-name>_<timestamp>.md`. */
export function reportNameProblems(name: string, example: string): string[] {
  const shape = `reports are named <type>_report_<api-name>_<timestamp>.md, e.g. ${example}`;
  if (name.includes('/')) {
    return [`reports/ is flat: ${name} is in a subfolder; ${shape}`];
  }
  const match = REPORT_NAME.exec(name);
  if (match) {
    const type = match[1]!;
    return isFlowType(type) ? [] : [`'${type}' is not a testing type (${typeHint(type)}); ${shape}`];
  }
  const reasons: string[] = [];
  if (!name.endsWith('.md')) reasons.push(`${name} does not end in .md: reports are Markdown`);
  if (name !== name.toLowerCase())
    reasons.push(`${name} has upper-case letters: report names are lower case`);
  const type = /^([^_]+)_report_/.exec(name)?.[1];
  if (type === undefined) reasons.push(`${name} does not start with <type>_report_`);
  else if (!isFlowType(type)) reasons.push(`'${type}' is not a testing type (${typeHint(type)})`);
  if (reasons.length === 0) {
    reasons.push(
      `${name} does not end in _<api-name>_<timestamp>.md (api-name: lower-case letters, digits and '-'; timestamp: YYYYMMDDTHHMMSSZ)`,
    );
  }
  return reasons.map((reason) => `${reason}; ${shape}`);
}

function flowNameProblems(name: string): string[] {
  if (name.includes('/')) {
    return [
      `flows/ is flat: ${name} is in a subfolder, where flows are never read; write flows/<type>_<description>.yaml`,
    ];
  }
  if (!/\.ya?ml$/.test(name))
    return [`${name} does not end in .yaml: flows are YAML files named <type>_<description>.yaml`];
  // The type prefix and the rest are parseFlow's to check, with its own hints.
  return [];
}

function typeHint(type: string): string {
  const suggestion = didYouMean(type, FLOW_TYPES);
  return suggestion ? `did you mean '${suggestion}'?` : `one of ${FLOW_TYPES.join(', ')}`;
}

/** A report name the agent may use now, shown when a name is refused. */
export function exampleReportName(workspace: Workspace, now: Date, type = 'contract'): string {
  const api = slug(workspace.config.api_name ?? workspace.spec?.title ?? 'api');
  return `${type}_report_${api}_${compactTimestamp(now)}.md`;
}

/** `2025-01-01T12:00:00.123Z` → `20250101T120000Z`, the stamp report names use. */
export function compactTimestamp(now: Date): string {
  return now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
}

// ---------------------------------------------------------------- validation

/**
 * Every reason `text` may not be written as a file of this kind. Flows are parsed and checked
 * against the rest of the workspace (operations, environments, variables), as the loader will
 * check them on the next run.
 */
export function contentProblems(
  kind: Exclude<FalconFileKind, 'session'>,
  text: string,
  workspace: Workspace,
  display: string,
): string[] {
  switch (kind) {
    case 'report':
      return validateReportText(text).reasons;
    case 'knowledge':
      return validateFalconMdText(text).reasons;
    case 'memory': {
      const parsed = parseMemory(text, display);
      return 'reasons' in parsed ? parsed.reasons : [];
    }
    case 'flow':
      return flowProblems(text, workspace, display);
  }
}

function flowProblems(text: string, workspace: Workspace, display: string): string[] {
  let flow;
  try {
    flow = parseFlow(display, text);
  } catch (error) {
    const problems = inputErrorsOf(error);
    if (!problems) throw error;
    return problems.map((problem) => problem.describe());
  }
  // `{{env.NAME}}` is the job's environment, not known here: every name counts as set.
  const env = new Proxy({} as Record<string, string>, { get: () => '' });
  const context = createContext(workspace.repoRoot, env);
  checkFlowReferences({ flow, text }, referenceInputs(workspace), context);
  return context.errors.errors.map((problem) => problem.describe());
}

/** The loaded workspace in the shape the loader's cross-file checks read. */
function referenceInputs(workspace: Workspace): ReferenceInputs {
  return {
    config: workspace.config,
    spec: workspace.spec
      ? { status: 'loaded', spec: workspace.spec, path: workspace.config.spec }
      : { status: 'absent', path: workspace.config.spec },
    environments: { environments: workspace.environments, sources: {}, broken: new Set() },
    requests: { requests: workspace.requests, sources: {}, broken: new Set() },
    variables: workspace.variables,
  };
}

// ---------------------------------------------------------------- secrets

/**
 * `text` with this run's secrets and anything that looks like a credential masked: the redactor
 * knows this run's secrets by value, the patterns catch tokens the model copied from elsewhere.
 */
export function redactForStorage(redactor: Redactor, text: string): string {
  return maskCredentials(redactor.text(text));
}

// ---------------------------------------------------------------- atomic writes

/**
 * Writes through a temporary file in the same folder and a rename, so a reader (or a crash) sees
 * the old file or the new one, never half of one. The temporary file is removed when anything fails.
 */
export async function writeFileAtomic(absolute: string, content: string): Promise<void> {
  const folder = path.dirname(absolute);
  await mkdir(folder, { recursive: true });
  const temporary = path.join(
    folder,
    `.${path.basename(absolute)}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`,
  );
  try {
    await writeFile(temporary, content, { flag: 'wx' });
    await rename(temporary, absolute);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

/** Whether anything (a file, a folder) is at `absolute`. */
export async function exists(absolute: string): Promise<boolean> {
  try {
    await lstat(absolute);
    return true;
  } catch (error) {
    if (isMissing(error)) return false;
    throw error;
  }
}

// ---------------------------------------------------------------- what was written

export interface WrittenFile {
  kind: FalconFileKind;
  /** Relative to the repository, with `/`. */
  path: string;
  absolute: string;
}

/**
 * The files the agent wrote in this run, shared by the tools that write them and read by the loop:
 * valid reports join the run's reports, and reports or flows written earlier in the run may be
 * rewritten while the user's own may not.
 */
export class WrittenFiles {
  private readonly files = new Map<string, WrittenFile>();

  record(file: WrittenFile): void {
    // Re-inserted so the order is that of the latest write.
    this.files.delete(file.absolute);
    this.files.set(file.absolute, file);
  }

  forget(absolute: string): void {
    this.files.delete(absolute);
  }

  has(absolute: string): boolean {
    return this.files.has(absolute);
  }

  all(): WrittenFile[] {
    return [...this.files.values()];
  }

  /** Repository-relative paths of the reports written, each of which passed ValidateReportContent. */
  reports(): string[] {
    return this.all()
      .filter((file) => file.kind === 'report')
      .map((file) => file.path);
  }
}

// ---------------------------------------------------------------- memory.json

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
  const before = text.slice(0, offset);
  return `line ${before.split('\n').length}, column ${offset - before.lastIndexOf('\n')}`;
}
