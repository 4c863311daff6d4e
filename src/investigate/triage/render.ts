/**
 * The triage as a Markdown section for the job summary and the PR comment. Everything in it that
 * came from the API (messages, field names, file names) is untrusted text, so it is escaped or
 * put in code spans; the output depends only on the findings, so an unchanged run renders the
 * same bytes and the sticky comment is not rewritten.
 */
import { clip, collapse } from '../../util/text.js';
import type { CodeLocation, ErrorContext, FailureKind, Finding } from './types.js';

const LABELS: Record<FailureKind, string> = {
  unreachable: 'Unreachable',
  timeout: 'Timeout',
  flow: 'Flow error',
  status: 'Wrong status',
  contract: 'Contract violation',
  assertion: 'Assertion failed',
  latency: 'Too slow',
};

/** Frames listed per finding: the culprit, then the code the PR changed, are the ones to open. */
const MAX_LOCATIONS = 5;
const MAX_FIELDS = 10;
const TEXT_LIMIT = 300;

export function failureLabel(kind: FailureKind): string {
  return LABELS[kind];
}

export function renderTriage(findings: readonly Finding[]): string {
  if (findings.length === 0) return '';
  const groups = new Map<string, Finding[]>();
  for (const finding of findings) {
    const group = groups.get(finding.flow);
    if (group) group.push(finding);
    else groups.set(finding.flow, [finding]);
  }

  const lines = ['## Triage', '', headline(findings, groups.size)];
  for (const [file, group] of groups) {
    const first = group[0] as Finding;
    lines.push('', `### ${escapeText(first.flowName)} (${first.type}, ${code(file)})`, '');
    for (const finding of group) lines.push(...renderFinding(finding));
  }
  return `${lines.join('\n')}\n`;
}

/** `3 failures in 2 flows: 2 × contract violation, 1 × wrong status.` */
function headline(findings: readonly Finding[], flows: number): string {
  const counts = new Map<FailureKind, number>();
  for (const finding of findings) counts.set(finding.kind, (counts.get(finding.kind) ?? 0) + 1);
  const kinds = (Object.keys(LABELS) as FailureKind[])
    .filter((kind) => counts.has(kind))
    .map((kind) => `${counts.get(kind)} × ${LABELS[kind].toLowerCase()}`)
    .join(', ');
  const failures = findings.length === 1 ? '1 failure' : `${findings.length} failures`;
  return `${failures} in ${flows === 1 ? '1 flow' : `${flows} flows`}: ${kinds}.`;
}

function renderFinding(finding: Finding): string[] {
  const lines = [
    `- **${LABELS[finding.kind]}** · ${escapeText(finding.step)} (${code(`${finding.flow}:${finding.line}`)}): ${escapeText(clip(collapse(finding.summary), TEXT_LIMIT * 2))}`,
  ];
  const error = renderError(finding.error);
  if (error !== undefined) lines.push(`  - API error: ${error}`);
  const fields = renderFields(finding.error?.fields);
  if (fields !== undefined) lines.push(`  - Fields: ${fields}`);
  const shown = finding.locations.slice(0, MAX_LOCATIONS);
  for (const location of shown) lines.push(`  - Code: ${renderLocation(location)}`);
  if (finding.locations.length > shown.length) {
    lines.push(`  - … and ${finding.locations.length - shown.length} more frames`);
  }
  return lines;
}

function renderError(error: ErrorContext | undefined): string | undefined {
  if (error?.message === undefined && error?.type === undefined) return undefined;
  const type = error.type === undefined ? '' : `${code(clip(error.type, 120))}`;
  const message = error.message === undefined ? '' : escapeText(clip(collapse(error.message), TEXT_LIMIT));
  return type !== '' && message !== '' ? `${type} ${message}` : type || message;
}

function renderFields(fields: Record<string, unknown> | undefined): string | undefined {
  if (fields === undefined) return undefined;
  const entries = Object.entries(fields);
  if (entries.length === 0) return undefined;
  const shown = entries.slice(0, MAX_FIELDS).map(([name, value]) => {
    const text =
      typeof value === 'string'
        ? value
        : Array.isArray(value) && value.every((item) => typeof item === 'string')
          ? value.join('; ')
          : (JSON.stringify(value) ?? String(value));
    return `${code(clip(name, 120))} ${escapeText(clip(collapse(text), 160))}`;
  });
  const rest = entries.length - shown.length;
  return `${shown.join('; ')}${rest > 0 ? `; … and ${rest} more` : ''}`;
}

/** `` `src/routes.js:42` in `getProduct` (node) — changed in this PR, in the diff ``. */
function renderLocation(location: CodeLocation): string {
  // A path two files of the repository fit equally (a monorepo's copies): both are named.
  const where = (location.candidates ?? [location.file])
    .map((file) => code(`${file}:${location.line}`))
    .join(' or ');
  const fn = location.function === undefined ? '' : ` in ${code(clip(location.function, 120))}`;
  const marks: string[] = [];
  if (location.changed) marks.push('changed in this PR');
  if (location.inDiff) marks.push('in the diff');
  return `${where}${fn} (${location.language})${marks.length > 0 ? ` — **${marks.join(', ')}**` : ''}`;
}

/**
 * A code span that survives any content: a fence one backtick longer than the longest run inside,
 * padded when the text starts or ends with a backtick. Line breaks would end a list item.
 */
export function code(text: string): string {
  const flat = text.replace(/\s*[\r\n]+\s*/g, ' ');
  const longest = Math.max(0, ...(flat.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longest + 1);
  const pad = flat.startsWith('`') || flat.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${flat}${pad}${fence}`;
}

/**
 * Plain text from the API made inert: HTML can not open tags, Markdown can not link, emphasise
 * or start a heading, and `@name` can not ping anyone.
 */
export function escapeText(text: string): string {
  return text
    .replace(/[\r\n]+/g, ' ')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/([\\`*_[\]|#~!])/g, '\\$1')
    .replace(/@(?=\w)/g, '@\u200b');
}
