/** How the agent's files reach the disk: masked of credentials, written whole or not at all. */
import { randomBytes } from 'node:crypto';
import { lstat, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { maskCredentials, type Redactor } from '../../../http/redact.js';
import { isMissing } from '../../../workspace/files.js';

/**
 * `text` with this run's secrets and anything that looks like a credential masked: the redactor
 * knows this run's secrets by value, the patterns catch tokens the model copied from elsewhere.
 */
export function redactForStorage(redactor: Redactor, text: string): string {
  return maskCredentials(redactor.text(text));
}

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
