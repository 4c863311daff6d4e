/**
 * falcon_read: a file of the `.falcon/` workspace as it is on disk (flows, falcon.md, memory.json,
 * reports, sessions, the spec), or the listing of one of its folders. Nothing outside the workspace:
 * the repository's own files are read_file's, with its own checks.
 */
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { didYouMean } from '../../../util/did-you-mean.js';
import { Type, type Static } from 'typebox';
import { defineTool } from '../registry.js';
import { PathRefusedError, refusalReason } from '../../../repo/safe-path.js';
import type { Tool } from '../types.js';
import { resolveFalconPath } from '../falcon-files/paths.js';
import type { ToolDependencies } from './dependencies.js';
import { capText, formatBytes, MAX_OUTPUT_BYTES } from './output.js';
import { readTextFile } from './repo-files.js';

/** Workspace files are small; a larger one is a spec or a long report, shown up to the output cap. */
const MAX_FILE_BYTES = 2 * 1024 * 1024;
const MAX_LISTED = 200;

const FalconReadParameters = Type.Object(
  {
    path: Type.String({
      description:
        'Path relative to .falcon/, e.g. flows/smoke_users.yaml, falcon.md or reports/ (a folder lists it).',
    }),
  },
  { additionalProperties: false },
);
export type FalconReadArgs = Static<typeof FalconReadParameters>;

export function createFalconReadTool(deps: ToolDependencies): Tool {
  return defineTool({
    name: 'falcon_read',
    description:
      'Read a file of the .falcon/ workspace, or list one of its folders. Paths are relative to .falcon/: ' +
      'falcon.md (the API knowledge base), memory.json, flows/<file>.yaml, reports/<file>.md, sessions/, spec.yaml, config.yaml, environments/. ' +
      'Files outside .falcon/ are read with read_file.',
    parameters: FalconReadParameters,
    run: async (args) => deps.redactor.text(await readFalcon(deps, args.path)),
  });
}

async function readFalcon(deps: ToolDependencies, given: string): Promise<string> {
  let target;
  try {
    target = await resolveFalconPath(deps.workspace, given);
  } catch (error) {
    if (error instanceof PathRefusedError) return `cannot read ${given}: ${error.message}`;
    throw error;
  }

  let stats;
  try {
    stats = await stat(target.absolute);
  } catch {
    return `no file ${target.display}${await closeName(target.absolute, target.relative)}`;
  }
  if (stats.isDirectory()) return listFolder(target.absolute, target.display);
  if (!stats.isFile()) return `${target.display} is not a regular file`;

  const file = await readTextFile(target.absolute, MAX_FILE_BYTES);
  if (file.kind === 'binary')
    return `${target.display} is a binary file (${formatBytes(file.size)}); falcon_read shows text only`;
  if (file.kind === 'too_large') {
    return `${target.display} is too large to read (${formatBytes(file.size)}, the limit is ${formatBytes(MAX_FILE_BYTES)})`;
  }
  if (file.text === '') return `${target.display} is empty`;
  return capText(
    `${target.display} (${formatBytes(file.size)}):\n${file.text}`,
    MAX_OUTPUT_BYTES,
    `the rest of ${target.display} is not shown`,
  );
}

/** Entries of a workspace folder, folders first; secret files are left out as everywhere else. */
async function listFolder(absolute: string, display: string): Promise<string> {
  const entries = (await readdir(absolute, { withFileTypes: true }))
    .filter((entry) => !entry.name.startsWith('.') && refusalReason(entry.name) === undefined)
    .sort((a, b) => Number(b.isDirectory()) - Number(a.isDirectory()) || (a.name < b.name ? -1 : 1));
  if (entries.length === 0) return `${display}/ is empty`;
  const lines = await Promise.all(
    entries.slice(0, MAX_LISTED).map(async (entry) => {
      if (entry.isDirectory()) return `${entry.name}/`;
      const size = await stat(path.join(absolute, entry.name)).then(
        (stats) => stats.size,
        () => 0,
      );
      return `${entry.name} (${formatBytes(size)})`;
    }),
  );
  const more = entries.length > MAX_LISTED ? `\n… and ${entries.length - MAX_LISTED} more` : '';
  return `${display}/ holds ${entries.length} ${entries.length === 1 ? 'entry' : 'entries'}:\n${lines.join('\n')}${more}`;
}

/** `; did you mean flows/smoke_users.yaml?`, or what the folder holds instead. */
async function closeName(absolute: string, relative: string): Promise<string> {
  const folder = path.posix.dirname(relative);
  let names: string[];
  try {
    names = (await readdir(path.dirname(absolute))).filter(
      (name) => !name.startsWith('.') && refusalReason(name) === undefined,
    );
  } catch {
    return '; its folder does not exist either (list the workspace with falcon_read {"path": "."})';
  }
  const close = didYouMean(path.basename(absolute), names);
  if (close) return `; did you mean ${path.posix.join(folder, close)}?`;
  const where = folder === '.' ? 'the workspace' : `${folder}/`;
  const shown = names.slice(0, 20).join(', ');
  return `; ${where} holds ${shown === '' ? 'nothing' : shown}${names.length > 20 ? ', …' : ''}`;
}
