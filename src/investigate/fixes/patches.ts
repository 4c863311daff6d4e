/**
 * Staged changes as patches: one git-style unified diff per file, a fingerprint that names a set
 * of them, and the `.falcon/fixes/<id>.patch` file a person applies with `git apply`.
 *
 * The headers are written as `git diff` writes them (`diff --git`, `new file mode`, C-quoted
 * names, the tab after a name with a space), because `git apply` is stricter about headers than
 * about anything else, and a proposed fix that does not apply is worth nothing.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { resolveInside } from '../../repo/safe-path.js';
import { unifiedDiff } from '../../repo/unified-diff.js';
import type { FilePatch, Proposal, Verification } from './types.js';
import type { StagedChange } from '../../repo/overlay.js';

/** One patch per change that changes something, in the order given. */
export function toFilePatches(changes: readonly StagedChange[]): FilePatch[] {
  const patches: FilePatch[] = [];
  for (const change of changes) {
    const created = change.before === undefined;
    const diff = unifiedDiff(change.before ?? '', change.after, { path: change.path, created });
    if (diff.text === '' && !created) continue;
    // An empty new file has no hunk, and git writes neither `---` nor `+++` for it.
    const header = gitHeader(change.path, created).slice(0, diff.text === '' ? 2 : undefined);
    const body = diff.text.split('\n').slice(2);
    patches.push({
      path: change.path,
      diff: [...header, ...body].join('\n').replace(/\n*$/, '\n'),
      added: diff.added,
      removed: diff.removed,
      created,
    });
  }
  return patches;
}

function gitHeader(file: string, created: boolean): string[] {
  const a = quotePath(`a/${file}`);
  const b = quotePath(`b/${file}`);
  // git ends a name that holds a space with a tab, so the name's end is not a guess.
  const tab = file.includes(' ') && !a.startsWith('"') ? '\t' : '';
  return [
    `diff --git ${a} ${b}`,
    ...(created ? ['new file mode 100644'] : []),
    created ? '--- /dev/null' : `--- ${a}${tab}`,
    `+++ ${b}${tab}`,
  ];
}

const C_ESCAPES: Record<number, string> = {
  0x07: '\\a',
  0x08: '\\b',
  0x09: '\\t',
  0x0a: '\\n',
  0x0b: '\\v',
  0x0c: '\\f',
  0x0d: '\\r',
  0x22: '\\"',
  0x5c: '\\\\',
};

/** A name as git quotes it (core.quotePath): in quotes, with control and non-ASCII bytes escaped. */
export function quotePath(name: string): string {
  const bytes = Buffer.from(name, 'utf8');
  if (!bytes.some(needsQuote)) return name;
  let quoted = '"';
  for (const byte of bytes) {
    const escape = C_ESCAPES[byte];
    if (escape !== undefined) quoted += escape;
    else if (needsQuote(byte)) quoted += `\\${byte.toString(8).padStart(3, '0')}`;
    else quoted += String.fromCharCode(byte);
  }
  return `${quoted}"`;
}

function needsQuote(byte: number): boolean {
  return byte < 0x20 || byte === 0x7f || byte >= 0x80 || byte === 0x22 || byte === 0x5c;
}

/**
 * A short name for a set of patches, the same whatever their order: the first 12 hex digits of
 * the SHA-256 of the paths and diffs, sorted by path. Re-runs that propose the same fix get the
 * same id, so a suggestion already on the pull request is recognised.
 */
export function fingerprint(patches: readonly FilePatch[]): string {
  const hash = createHash('sha256');
  const sorted = [...patches].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  for (const patch of sorted) hash.update(`${patch.path}\0${patch.diff}\0`);
  return hash.digest('hex').slice(0, 12);
}

export interface WritePatchOptions {
  /** The repository, for the `git apply` command shown; default: the folder holding the workspace. */
  repoRoot?: string;
}

/**
 * Writes the proposal as `<workspace>/fixes/<id>.patch` and returns its path relative to the
 * repository. The comment header before the first `diff --git` is ignored by `git apply`.
 * Throws PathRefusedError when `fixes/` (or the patch file) is a symbolic link out of the
 * workspace: a checked-in link must not make the run write elsewhere on the machine.
 */
export async function writePatchFile(
  workspaceRoot: string,
  proposal: Proposal,
  options: WritePatchOptions = {},
): Promise<string> {
  if (!/^[A-Za-z0-9][A-Za-z0-9_-]*$/.test(proposal.id)) {
    throw new Error(`a proposal id must be letters, digits, - and _ (got ${JSON.stringify(proposal.id)})`);
  }
  if (proposal.files.length === 0) throw new Error(`proposal ${proposal.id} has no file changes`);
  const file = path.join(workspaceRoot, 'fixes', `${proposal.id}.patch`);
  const repoRoot = options.repoRoot ?? path.dirname(workspaceRoot);
  const relative = path.relative(repoRoot, file).split(path.sep).join('/');

  const text = patchFileText(proposal, relative);
  const shownRoot = path.relative(repoRoot, workspaceRoot).split(path.sep).join('/') || '.';
  // The workspace itself is where the run was pointed; what is under it must stay under it.
  await mkdir(workspaceRoot, { recursive: true });
  const target = await resolveInside(workspaceRoot, `fixes/${proposal.id}.patch`, {
    within: `${shownRoot}/`,
  });
  await mkdir(path.dirname(target), { recursive: true });
  // Written whole or not at all: a half-written patch would apply half a fix.
  const temporary = `${target}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    // `wx`: never through something already at that name, such as a planted link.
    await writeFile(temporary, text, { encoding: 'utf8', flag: 'wx' });
    await rename(temporary, target);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
  return relative;
}

/** The patch file's text: a `#` comment header, then the diffs in path order. */
export function patchFileText(proposal: Proposal, relativePath: string): string {
  const comment = (text: string) => (text === '' ? '#' : `# ${text}`);
  const rationale = proposal.rationale
    .replace(/\r\n?/g, '\n')
    .trim()
    .split('\n')
    .map((line) => comment(line.trimEnd()));
  const header = [
    comment(`Falcon CI proposed fix: ${singleLine(proposal.title)}`),
    '#',
    ...(proposal.rationale.trim() !== '' ? [...rationale, '#'] : []),
    comment(`Files: ${proposal.files.map((file) => file.path).join(', ')}`),
    comment(
      `Target flows: ${proposal.targetFlows.length > 0 ? proposal.targetFlows.join(', ') : 'none named'}`,
    ),
    comment(`Verification: ${describeVerification(proposal.verification)}`),
    '#',
    comment(`Apply with: git apply ${relativePath}`),
    '',
  ];
  const diffs = [...proposal.files]
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
    .map((file) => file.diff);
  return header.join('\n') + '\n' + diffs.join('');
}

/** The verification in one line, as the patch header and the report say it. */
export function describeVerification(verification: Verification): string {
  switch (verification.status) {
    case 'verified':
      return `verified (${verification.passed.length > 0 ? `passing now: ${verification.passed.join(', ')}` : 'no flow failed'})`;
    case 'failed': {
      const still =
        verification.stillFailing.length > 0
          ? `; still failing: ${verification.stillFailing.join(', ')}`
          : '';
      const newly =
        verification.newlyFailing.length > 0
          ? `; newly failing: ${verification.newlyFailing.join(', ')}`
          : '';
      return `unverified: ${singleLine(verification.reason)}${still}${newly}`;
    }
    case 'not_run':
      return `not verified (${singleLine(verification.reason)})`;
  }
}

function singleLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
