/**
 * list_files: what is in a folder of the repository, a few levels deep, or every file matching a
 * glob. Installed and generated folders (node_modules, dist, …) are named but not entered unless
 * asked, so a listing shows the code, not the dependencies.
 */
import { readlink, stat } from 'node:fs/promises';
import picomatch from 'picomatch';
import { Type, type Static } from 'typebox';
import { defineTool } from '../registry.js';
import { PathRefusedError, resolveInside, resolveToolPath } from '../../../repo/safe-path.js';
import type { Tool, ToolContext } from '../types.js';
import type { ToolDependencies } from './dependencies.js';
import { capText, formatBytes, MAX_OUTPUT_BYTES } from './output.js';
import { HEAVY_FOLDERS, sizeOf, walkRepository, type WalkEntry } from './repo-files.js';

const MAX_ENTRIES = 300;
const DEFAULT_DEPTH = 2;
/** With a pattern the point is to find files anywhere below. */
const DEFAULT_PATTERN_DEPTH = 12;
const MAX_DEPTH = 20;

const ListFilesParameters = Type.Object(
  {
    path: Type.Optional(
      Type.String({ description: 'Folder relative to the repository root; default the root.' }),
    ),
    pattern: Type.Optional(
      Type.String({
        description:
          'Glob matched against paths (relative to the repository or to `path`); without a / it matches file names at any depth.',
      }),
    ),
    depth: Type.Optional(
      Type.Integer({ minimum: 1, maximum: MAX_DEPTH, description: 'How many folder levels to descend.' }),
    ),
    include_ignored: Type.Optional(
      Type.Boolean({
        default: false,
        description: 'Also enter node_modules, dist, build, vendor, caches and virtualenvs.',
      }),
    ),
  },
  { additionalProperties: false },
);
export type ListFilesArgs = Static<typeof ListFilesParameters>;

export function createListFilesTool(deps: ToolDependencies): Tool {
  return defineTool({
    name: 'list_files',
    returns: 'repository',
    description: `List files and folders of the repository (folders end with /, files show their size). Without a pattern it lists ${DEFAULT_DEPTH} levels; with a glob pattern (e.g. **/*.py, src/**/routes*) it lists every matching file. node_modules, dist, build and similar folders are skipped unless include_ignored is true.`,
    parameters: ListFilesParameters,
    run: async (args, context) => deps.redactor.text(await listFiles(args, context)),
  });
}

async function listFiles(args: ListFilesArgs, context: ToolContext): Promise<string> {
  const resolved = await resolveToolPath(context.repoRoot, args.path ?? '.', 'list');
  if ('refused' in resolved) return resolved.refused;
  const { shown: start, absolute } = resolved;
  let isFolder: boolean;
  try {
    const stats = await stat(absolute);
    if (!stats.isDirectory())
      return `${start} is a file (${formatBytes(stats.size)}); read it with read_file`;
    isFolder = true;
  } catch {
    isFolder = false;
  }
  if (!isFolder) return `no folder ${start} in the repository; list the root with list_files {}`;

  // Pointing into node_modules is asking for node_modules.
  const includeHeavy =
    args.include_ignored === true || start.split('/').some((segment) => HEAVY_FOLDERS.has(segment));
  const maxDepth = args.depth ?? (args.pattern ? DEFAULT_PATTERN_DEPTH : DEFAULT_DEPTH);
  const matches = args.pattern ? globMatcher(args.pattern, start) : undefined;

  const lines: string[] = [];
  const skippedHeavy: string[] = [];
  let more = 0;
  for await (const entry of walkRepository(absolute, start, {
    maxDepth,
    includeHeavy,
    signal: context.signal,
  })) {
    if (matches) {
      if (entry.kind === 'folder') {
        if (entry.skipped === 'heavy') skippedHeavy.push(`${entry.relative}/`);
        continue;
      }
      if (!matches(entry.relative)) continue;
    }
    if (lines.length >= MAX_ENTRIES) {
      more++;
      continue;
    }
    lines.push(await describeEntry(entry, maxDepth, context.repoRoot, matches !== undefined));
  }

  const title = matches
    ? `files under ${start === '.' ? 'the repository' : `${start}/`} matching ${args.pattern}`
    : `${start === '.' ? 'the repository' : `${start}/`} (${maxDepth} level${maxDepth === 1 ? '' : 's'})`;
  if (lines.length === 0) {
    return matches ? `no ${title}${skippedFooter(skippedHeavy)}` : `${title} is empty`;
  }
  const footer: string[] = [];
  if (more > 0) footer.push(`… ${more} more entries not shown; narrow the listing with path or pattern`);
  const skipped = skippedFooter(skippedHeavy);
  if (skipped) footer.push(skipped.trim());
  return capText(
    [`${title}:`, ...lines, ...footer].join('\n'),
    MAX_OUTPUT_BYTES,
    'narrow the listing with path or pattern',
  );
}

function skippedFooter(skipped: string[]): string {
  if (skipped.length === 0) return '';
  const shown =
    skipped.slice(0, 10).join(', ') + (skipped.length > 10 ? `, … (${skipped.length - 10} more)` : '');
  return `\nnot searched: ${shown} (pass include_ignored: true to include them)`;
}

async function describeEntry(
  entry: WalkEntry,
  maxDepth: number,
  repoRoot: string,
  flat: boolean,
): Promise<string> {
  const indent = flat ? '' : '  '.repeat(entry.depth - 1);
  switch (entry.kind) {
    case 'folder':
      if (entry.skipped === 'heavy')
        return `${indent}${entry.relative}/  (not listed: installed or generated files; pass include_ignored: true)`;
      if (entry.skipped === 'secret') return `${indent}${entry.relative}/  (holds credentials: not readable)`;
      return `${indent}${entry.relative}/${entry.depth >= maxDepth ? '  …' : ''}`;
    case 'file':
      if (entry.skipped === 'secret') return `${indent}${entry.relative}  (secret: not readable)`;
      return `${indent}${entry.relative}  ${formatBytes(await sizeOf(entry.absolute))}`;
    case 'symlink':
      return `${indent}${entry.relative} -> ${await describeLink(entry, repoRoot)}`;
    default:
      return `${indent}${entry.relative}  (not a regular file)`;
  }
}

/** Where a symlink leads, in the model's terms: a repository path, or a refusal. */
async function describeLink(entry: WalkEntry, repoRoot: string): Promise<string> {
  let target = '?';
  try {
    target = await readlink(entry.absolute);
  } catch {
    // Shown as `?`: the link exists but cannot be read.
  }
  try {
    await resolveInside(repoRoot, entry.relative);
    return `${target}  (symlink)`;
  } catch (error) {
    if (error instanceof PathRefusedError)
      return `${target}  (symlink, not readable: it leaves the repository or points at a secret)`;
    throw error;
  }
}

/**
 * Matches repository-relative paths against a glob written relative to the repository or to the
 * listed folder; a pattern without `/` is matched against the file name alone.
 */
function globMatcher(pattern: string, start: string): (relative: string) => boolean {
  const cleaned = pattern.trim().replace(/^\.\//, '');
  const matcher = picomatch(cleaned, { dot: true, basename: !cleaned.includes('/') });
  const prefix = start === '.' ? '' : `${start}/`;
  return (relative) =>
    matcher(relative) ||
    (prefix !== '' && relative.startsWith(prefix) && matcher(relative.slice(prefix.length)));
}
