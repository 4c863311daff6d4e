/**
 * read_file: a slice of one text file of the repository, with line numbers so the model can cite
 * `file:line` in its report. Paths go through resolveInside (no escapes, no secrets, no .git).
 */
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { didYouMean } from '../../../util/did-you-mean.js';
import { Type, type Static } from 'typebox';
import { defineTool } from '../registry.js';
import { refusalReason, resolveToolPath } from '../../../repo/safe-path.js';
import type { Tool, ToolContext } from '../types.js';
import type { StagedFiles, ToolDependencies } from './dependencies.js';
import { capText, formatBytes, MAX_OUTPUT_BYTES } from './output.js';
import { readTextFile } from './repo-files.js';

/** Lines shown when no range is asked for, and at most per call. */
const MAX_LINES = 400;
/** Characters kept of one line (minified files have lines of megabytes). */
const MAX_LINE_CHARS = 400;
/** Files larger than this are not read at all. */
const MAX_FILE_BYTES = 5 * 1024 * 1024;

const ReadFileParameters = Type.Object(
  {
    path: Type.String({ description: 'File path relative to the repository root, e.g. src/routes/users.ts' }),
    start_line: Type.Optional(Type.Integer({ minimum: 1, description: 'First line to show (1-based).' })),
    end_line: Type.Optional(Type.Integer({ minimum: 1, description: 'Last line to show (inclusive).' })),
  },
  { additionalProperties: false },
);
export type ReadFileArgs = Static<typeof ReadFileParameters>;

export function createReadFileTool(deps: ToolDependencies): Tool {
  return defineTool({
    name: 'read_file',
    returns: 'repository',
    description: `Read a text file of the repository with line numbers (at most ${MAX_LINES} lines per call; ask for a range with start_line/end_line). Paths are relative to the repository root.`,
    parameters: ReadFileParameters,
    run: async (args, context) => deps.redactor.text(await readFileSlice(args, context, deps.staged)),
  });
}

async function readFileSlice(
  args: ReadFileArgs,
  context: ToolContext,
  staged: StagedFiles | undefined,
): Promise<string> {
  const resolved = await resolveToolPath(context.repoRoot, args.path, 'read');
  if ('refused' in resolved) return resolved.refused;
  const { shown, absolute } = resolved;
  // A change the agent staged earlier in this run is what it must see, though the disk has the old text.
  const stagedText = staged?.isStaged(shown) ? await staged.read(shown) : undefined;
  if (stagedText !== undefined)
    return numberedLines(`${shown} (staged change, not on disk)`, stagedText, args);

  let kind: 'file' | 'folder' | 'missing' | 'other';
  try {
    const stats = await stat(absolute);
    kind = stats.isFile() ? 'file' : stats.isDirectory() ? 'folder' : 'other';
  } catch {
    kind = 'missing';
  }
  if (kind === 'missing') return `no file ${shown} in the repository${await suggestion(absolute, shown)}`;
  if (kind === 'folder') return `${shown} is a folder; list it with list_files {"path": "${shown}"}`;
  if (kind === 'other') return `${shown} is not a regular file`;

  const file = await readTextFile(absolute, MAX_FILE_BYTES);
  if (file.kind === 'binary')
    return `${shown} is a binary file (${formatBytes(file.size)}); read_file shows text only`;
  if (file.kind === 'too_large') {
    return `${shown} is too large to read (${formatBytes(file.size)}, the limit is ${formatBytes(MAX_FILE_BYTES)}); find the lines you need with search_code`;
  }

  return numberedLines(shown, file.text, args);
}

/** The asked range of `text` with line numbers, capped so one call cannot flood the context. */
function numberedLines(shown: string, text: string, args: ReadFileArgs): string {
  const lines = text.split(/\r?\n/);
  if (lines.length > 1 && lines.at(-1) === '') lines.pop();
  const total = lines.length;
  if (text === '') return `${shown} is empty`;

  const start = args.start_line ?? 1;
  if (start > total) return `${shown} has ${total} lines; start_line ${start} is past the end`;
  const askedEnd = args.end_line ?? start + MAX_LINES - 1;
  if (askedEnd < start) return `end_line (${askedEnd}) is before start_line (${start})`;
  const end = Math.min(askedEnd, total, start + MAX_LINES - 1);

  const width = String(end).length;
  const body: string[] = [];
  for (let number = start; number <= end; number++) {
    const line = lines[number - 1] ?? '';
    const cut =
      line.length > MAX_LINE_CHARS
        ? `${line.slice(0, MAX_LINE_CHARS)}… (${line.length - MAX_LINE_CHARS} more characters)`
        : line;
    body.push(`${String(number).padStart(width)}| ${cut}`);
  }
  const header = `${shown} (lines ${start}-${end} of ${total})`;
  const rest =
    end < total ? `\n… lines ${end + 1}-${total} not shown; read on with start_line: ${end + 1}` : '';
  return capText(
    `${header}\n${body.join('\n')}${rest}`,
    MAX_OUTPUT_BYTES,
    'ask for a smaller range with start_line/end_line',
  );
}

/** ` (did you mean src/users.ts?)` when a file of the same folder has a close name. */
async function suggestion(absolute: string, shown: string): Promise<string> {
  try {
    const names = (await readdir(path.dirname(absolute))).filter((name) => refusalReason(name) === undefined);
    const close = didYouMean(path.basename(absolute), names);
    return close ? ` (did you mean ${path.posix.join(path.posix.dirname(shown), close)}?)` : '';
  } catch {
    return '; its folder does not exist either, find files with list_files';
  }
}
