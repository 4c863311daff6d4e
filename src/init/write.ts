import { lstat, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { InputError, InputErrors } from '../core/errors.js';
import { messageOf } from '../util/text.js';
import { createContext, displayPath, folderInsideRepository } from '../workspace/files.js';

export interface WriteOutcome {
  /** Files written, as shown to the user (relative to the repository). */
  written: string[];
  /** Files left as they were, each with why. */
  kept: Array<{ file: string; reason: string }>;
}

/**
 * Writes the workspace's files (paths relative to `workspace`). A file that exists is kept unless
 * `force`; a symbolic link is always kept, so no write lands outside the repository through one,
 * and a folder that leads outside it is refused before anything is written there.
 */
export async function writeWorkspaceFiles(
  files: ReadonlyMap<string, string>,
  target: { workspace: string; repoRoot: string; force: boolean },
): Promise<WriteOutcome> {
  const context = createContext(target.repoRoot, {});
  const outcome: WriteOutcome = { written: [], kept: [] };
  // Every folder is made and checked before the first file is written: a refusal leaves no half workspace.
  const folders = [
    ...new Set([...files.keys()].map((name) => path.dirname(path.join(target.workspace, name)))),
  ];
  // Shallow first, so a folder is checked before anything is made inside it.
  for (const folder of folders.sort((a, b) => a.length - b.length)) {
    await attempt(displayPath(context, folder), () => mkdir(folder, { recursive: true }));
    if (!(await folderInsideRepository(folder, context))) throw new InputErrors(context.errors.errors);
  }
  for (const [name, text] of files) {
    const file = path.join(target.workspace, name);
    const shown = displayPath(context, file);
    const existing = await lstat(file).catch(() => undefined);
    if (existing?.isSymbolicLink()) {
      outcome.kept.push({ file: shown, reason: 'a symbolic link, never written through' });
      continue;
    }
    if (existing && !target.force) {
      outcome.kept.push({ file: shown, reason: 'it exists' });
      continue;
    }
    // `wx` fails when the file appeared since the look above, so nothing is replaced unasked.
    const written = await attempt(shown, () =>
      writeFile(file, text, { flag: target.force ? 'w' : 'wx' }).then(() => true),
    );
    if (written) outcome.written.push(shown);
    else outcome.kept.push({ file: shown, reason: 'it exists' });
  }
  return outcome;
}

/** Runs a write; a file that exists gives `false`, any other failure is an input error naming the path. */
async function attempt<T>(shown: string, write: () => Promise<T>): Promise<T | false> {
  try {
    return await write();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw new InputError(
      `cannot write ${shown}: ${messageOf(error)}`,
      undefined,
      'check that the workspace folder (--workspace) is a folder you may write to',
    );
  }
}
