/**
 * Where the run will write (reports folder, JUnit, JSON result), checked before anything is sent:
 * a path that cannot take a file is an input error (exit 2) now, not a lost report after the run,
 * and never a write into a virtual file system (`/proc`, `/sys`, `/dev`), which can spin forever.
 */
import { constants } from 'node:fs';
import { access, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { InputError, InputErrors } from '../core/errors.js';
import { STDOUT_PATH, type OutputOptions } from '../core/options.js';

const VIRTUAL = /^\/(proc|sys|dev)(\/|$)/;

/** Throws InputErrors naming each output that cannot be written. */
export async function checkOutputPaths(
  options: OutputOptions,
  label: (file: string) => string,
): Promise<void> {
  const problems: InputError[] = [];
  const targets: Array<{ file: string; folder: boolean }> = [
    { file: options.reportsDir, folder: true },
    ...[options.junitPath, options.htmlPath, options.ctrfPath, options.sarifPath].flatMap((file) =>
      file ? [{ file, folder: false }] : [],
    ),
    ...(options.jsonPath && options.jsonPath !== STDOUT_PATH
      ? [{ file: options.jsonPath, folder: false }]
      : []),
  ];
  for (const { file, folder } of targets) {
    const why = await unwritable(file, folder);
    if (why)
      problems.push(
        new InputError(
          `${label(file)}: ${why}`,
          undefined,
          'write it to a folder of the repository, e.g. .falcon/reports/',
        ),
      );
  }
  if (problems.length > 0) throw new InputErrors(problems);
}

/** Why `file` cannot be written (as a file, or a folder to create files in), or undefined. */
async function unwritable(file: string, folder: boolean): Promise<string | undefined> {
  const existing = await stat(file).catch(() => undefined);
  if (existing) {
    if (folder && !existing.isDirectory()) return 'is not a folder';
    if (!folder && existing.isDirectory()) return 'is a folder, not a file';
    if (!folder && !existing.isFile()) return 'is not a regular file (a pipe, socket or device)';
  }
  // The nearest folder that exists: the file or folder is created below it.
  let ancestor = existing && folder ? file : path.dirname(file);
  for (;;) {
    const info = await stat(ancestor).catch(() => undefined);
    if (info) {
      if (!info.isDirectory()) return `cannot be created: ${ancestor} is not a folder`;
      break;
    }
    const parent = path.dirname(ancestor);
    if (parent === ancestor) break;
    ancestor = parent;
  }
  const real = await realpath(ancestor).catch(() => ancestor);
  if (VIRTUAL.test(real))
    return `is in ${real.split('/').slice(0, 2).join('/')}, a virtual file system, not a place for files`;
  const writable = await access(ancestor, constants.W_OK).then(
    () => true,
    () => false,
  );
  return writable ? undefined : `cannot be written: ${ancestor} is not writable`;
}
