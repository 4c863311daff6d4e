import { closeSync, constants, fstatSync, openSync, readFileSync } from 'node:fs';
import { lstat, readdir, readFile, readlink, realpath, stat } from 'node:fs/promises';
import { basename, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { ErrorCollector, InputError, type SourceLocation } from '../core/errors.js';
import { describePath } from '../util/document.js';
import type { ProcessEnv } from './expand.js';
import type { UnknownKey } from './schema-check.js';
import { parseYamlSource, type YamlSource, type YamlSourceOptions } from '../util/yaml-source.js';
import { LIMIT_SETTINGS, workspaceLimits, type WorkspaceLimits } from './limits.js';

/** What every part of the loader adds to while it reads `.falcon/`. */
export interface LoadContext {
  repoRoot: string;
  env: ProcessEnv;
  errors: ErrorCollector;
  warnings: string[];
  secrets: Set<string>;
  /** What the workspace may hold, from the environment (see limits.ts). */
  limits: WorkspaceLimits;
}

export function createContext(repoRoot: string, env: ProcessEnv): LoadContext {
  return {
    repoRoot,
    env,
    errors: new ErrorCollector(),
    warnings: [],
    secrets: new Set(),
    limits: workspaceLimits(env),
  };
}

/** Warnings read like errors (`file:line:column: what — what to do`), so both are found the same way. */
export function warn(context: LoadContext, message: string, location?: SourceLocation, hint?: string): void {
  context.warnings.push(new InputError(message, location, hint).describe());
}

export function addSecret(context: LoadContext, value: string | undefined): void {
  // An empty secret would redact nothing useful and everything at once.
  if (value !== undefined && value !== '') context.secrets.add(value);
}

/**
 * Sets a property named by the user (a file name, a key) as an own property, even for
 * `__proto__`, where plain assignment would replace the object's prototype.
 */
export function setOwn<T>(target: Record<string, T>, key: string, value: T): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

/** The own property `key` of a record keyed by user-chosen names (`toString` is not an environment). */
export function getOwn<T>(target: Record<string, T>, key: string): T | undefined {
  return Object.hasOwn(target, key) ? target[key] : undefined;
}

/** The path users see in messages and annotations: relative to the repository, with `/`. */
export function displayPath(context: LoadContext, absolute: string): string {
  const path = relative(context.repoRoot, absolute);
  return (path === '' ? '.' : path).split(sep).join('/');
}

export interface FolderListing {
  /** YAML files (`.yaml`/`.yml`), sorted by name so every run sees the same order. */
  yaml: string[];
  /** Other visible files, sorted. */
  others: string[];
  /** Visible subfolders, sorted. */
  folders: string[];
  /** The files that are regular files, neither links nor pipes: read without the checks a link needs. */
  regular: ReadonlySet<string>;
  /** False when the folder does not exist. */
  exists: boolean;
  /** True when it was refused (a link out of the repository), the error collected: it holds nothing. */
  refused?: boolean;
}

/**
 * Lists a workspace subfolder; hidden entries (`.gitkeep`, `.DS_Store`) are skipped silently.
 * A symbolic link with a YAML name is read like the file it points to, so a flow shared from
 * elsewhere in the repository still runs and gates; one that leads outside the repository or to
 * anything but a regular file is an error, never a file quietly left out of the gate.
 */
export async function listFolder(folder: string, context: LoadContext): Promise<FolderListing> {
  if (!(await folderInsideRepository(folder, context)))
    return { yaml: [], others: [], folders: [], regular: new Set(), exists: true, refused: true };
  let entries;
  try {
    entries = await readdir(folder, { withFileTypes: true });
  } catch (error) {
    if (isMissing(error)) return { yaml: [], others: [], folders: [], regular: new Set(), exists: false };
    throw error;
  }
  const files: string[] = [];
  const folders: string[] = [];
  const regular = new Set<string>();
  for (const entry of entries) {
    if (entry.name.startsWith('.')) continue;
    if (entry.isFile()) {
      files.push(entry.name);
      regular.add(entry.name);
    } else if (entry.isDirectory()) folders.push(entry.name);
    else if (entry.isSymbolicLink()) {
      const kind = await linkKind(join(folder, entry.name), context);
      if (kind === 'file') files.push(entry.name);
      else if (kind === 'folder') folders.push(entry.name);
    }
    // A pipe, socket or device with a YAML name: listed, so reading it reports it (never opens it).
    else if (isYamlFile(entry.name)) files.push(entry.name);
  }
  const byName = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
  return {
    yaml: files.filter(isYamlFile).sort(byName),
    others: files.filter((name) => !isYamlFile(name)).sort(byName),
    folders: folders.sort(byName),
    regular,
    exists: true,
  };
}

/**
 * What a symbolic link in a workspace folder counts as. A YAML-named link must resolve to a
 * regular file inside the repository (`context.repoRoot`), else an error is collected and it
 * counts as nothing. Other links are never read, only reported as stray, so they are not judged.
 */
async function linkKind(link: string, context: LoadContext): Promise<'file' | 'folder' | undefined> {
  const name = basename(link);
  if (!isYamlFile(name)) {
    const target = await stat(link).catch(() => undefined);
    if (target === undefined) return undefined;
    return target.isDirectory() ? 'folder' : 'file';
  }
  return (await readableFile(link, context)) ? 'file' : undefined;
}

/**
 * Whether `path` may be read as a workspace file: a regular file (a folder, pipe, socket or device
 * at a file's place is an error, so a named pipe cannot hang the run), inside the repository once
 * symbolic links are resolved, and not too large (a bigger one, a generated file committed by
 * mistake, would only exhaust memory). Undefined when nothing is there; false when
 * refused, with the error collected in the context.
 */
export async function readableFile(
  path: string,
  context: LoadContext,
  limitBytes = context.limits.fileBytes,
): Promise<boolean | undefined> {
  const file = displayPath(context, path);
  const refuse = (why: string, hint: string): false => {
    context.errors.add(new InputError(`${file} ${why}`, { file, line: 1, column: 1 }, hint));
    return false;
  };
  let real: string;
  try {
    real = await realpath(path);
  } catch (error) {
    const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
    if (code === 'ELOOP') {
      return refuse('is a symbolic link that leads back to itself', 'point it at a file, or remove it');
    }
    if (!isMissing(error)) throw error;
    // Nothing there, or a link to nothing.
    const link = await lstat(path).catch(() => undefined);
    if (!link?.isSymbolicLink()) return undefined;
    return refuse(
      `is a symbolic link to ${await readlink(path)}, which does not exist`,
      'point it at a file that exists in the repository, or remove it',
    );
  }
  const isLink = (await lstat(path)).isSymbolicLink();
  // Checked on the real path, so a link anywhere on the way (the file, flows/, .falcon/) counts.
  if (!(await insideRepository(real, context))) {
    return refuse(
      `${isLink ? 'is a symbolic link' : 'is reached through a symbolic link'} to ${real}, outside the repository`,
      'copy the file into the repository, or link to a file inside it',
    );
  }
  const info = await stat(real);
  if (isLink && !info.isFile()) {
    return refuse(
      `is a symbolic link to ${displayPath(context, real)}, which is not a regular file`,
      'point it at a YAML file, or remove it',
    );
  }
  if (info.isDirectory()) {
    return refuse('is a folder, not a file', 'move the folder away and put the file there');
  }
  if (!info.isFile()) {
    context.errors.add(notRegularFile(file));
    return false;
  }
  if (info.size > limitBytes) {
    context.errors.add(tooLarge(file, info.size, limitBytes));
    return false;
  }
  return true;
}

function notRegularFile(file: string): InputError {
  return new InputError(
    `${file} is not a regular file (a pipe, socket or device)`,
    { file, line: 1, column: 1 },
    'replace it with a file, or remove it',
  );
}

function tooLarge(file: string, size: number, limitBytes: number): InputError {
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return new InputError(
    `${file} is ${mb(size)}, more than the ${mb(limitBytes)} Falcon CI reads`,
    { file, line: 1, column: 1 },
    `split it into smaller files, or raise the limit with ${LIMIT_SETTINGS.fileBytes}`,
  );
}

/** The repository's real path, found once per load. */
const realRepositories = new WeakMap<LoadContext, Promise<string>>();

/** Whether a real (link-resolved) path lies inside the repository. */
async function insideRepository(real: string, context: LoadContext): Promise<boolean> {
  let repositoryReal = realRepositories.get(context);
  if (!repositoryReal) {
    repositoryReal = realpath(context.repoRoot).catch(() => resolve(context.repoRoot));
    realRepositories.set(context, repositoryReal);
  }
  const repository = await repositoryReal;
  const inside = relative(repository, real);
  return !(inside === '..' || inside.startsWith(`..${sep}`) || isAbsolute(inside));
}

/**
 * A workspace folder (flows/, environments/, requests/) reached through a symbolic link must stay in
 * the repository: a flow from elsewhere would run and gate as if it were the repository's own.
 * False, with the error collected, when it leaves it.
 */
export async function folderInsideRepository(folder: string, context: LoadContext): Promise<boolean> {
  const real = await realpath(folder).catch(() => undefined);
  if (real === undefined || (await insideRepository(real, context))) return true;
  const shown = displayPath(context, folder);
  context.errors.add(
    new InputError(
      `${shown} is a symbolic link to ${real}, outside the repository`,
      { file: shown, line: 1, column: 1 },
      'keep the workspace in the repository, or link to a folder inside it',
    ),
  );
  return false;
}

export function isYamlFile(name: string): boolean {
  return /\.ya?ml$/i.test(name);
}

/** `dev.yaml` → `dev`. */
export function baseName(name: string): string {
  return name.replace(/\.(ya?ml|json)$/i, '');
}

/**
 * The text of a workspace file, or `undefined` when it does not exist or may not be read (see
 * `readableFile`; the reason is collected in the context).
 */
export async function readOptional(path: string, context: LoadContext): Promise<string | undefined> {
  if (!(await readableFile(path, context))) return undefined;
  return readFile(path, 'utf8');
}

/**
 * The text of a file its folder's listing found regular (`FolderListing.regular`: no link, in a
 * folder already checked to lie inside the repository), so only its size is checked; undefined
 * when it is gone or too large (collected). Read at once rather than through the thread pool:
 * nothing else can happen before every flow is read and checked, and for 200 small flows the
 * four round trips per file of `readOptional` cost more than the reading.
 */
export function readListedFile(path: string, context: LoadContext): string | undefined {
  let descriptor: number;
  try {
    // Without blocking: a pipe put in the file's place since it was listed must not hang the run.
    descriptor = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK);
  } catch (error) {
    if (isMissing(error)) return undefined;
    throw error;
  }
  try {
    const info = fstatSync(descriptor);
    if (!info.isFile()) {
      context.errors.add(notRegularFile(displayPath(context, path)));
      return undefined;
    }
    if (info.size > context.limits.fileBytes) {
      context.errors.add(tooLarge(displayPath(context, path), info.size, context.limits.fileBytes));
      return undefined;
    }
    return readFileSync(descriptor, 'utf8');
  } finally {
    closeSync(descriptor);
  }
}

/** Duck-typed: errors from node:fs may come from another realm (e.g. under a test runner's VM). */
export function isMissing(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
  return code === 'ENOENT' || code === 'ENOTDIR';
}

/** Reads and parses a workspace file; a read or syntax problem is collected and gives `undefined`. */
export async function readWorkspaceFile(
  path: string,
  file: string,
  context: LoadContext,
): Promise<YamlSource | undefined> {
  const text = await readOptional(path, context);
  if (text === undefined) return undefined;
  return context.errors.attempt(() => parseYamlSource(file, text, yamlLimits(context)));
}

/** The alias limit of workspace files, and the setting named when a file passes it. */
export function yamlLimits(context: LoadContext): YamlSourceOptions {
  return { maxAliasCount: context.limits.aliases, aliasLimitSetting: LIMIT_SETTINGS.aliases };
}

/** Folders in `.falcon/` are flat: subfolders and non-YAML files are reported, never read. */
export function reportStrayEntries(
  context: LoadContext,
  folder: string,
  listing: FolderListing,
  kind: string,
): void {
  for (const name of listing.folders) {
    warn(
      context,
      `folder ${displayPath(context, join(folder, name))} is ignored: ${kind} files are not read from subfolders`,
      undefined,
      `move its ${kind} files up into ${displayPath(context, folder)}`,
    );
  }
  for (const name of listing.others) {
    warn(
      context,
      `${displayPath(context, join(folder, name))} is ignored: ${kind} files end in .yaml or .yml`,
      undefined,
      'rename it if it is meant to be read',
    );
  }
}

/** In environments and saved requests an unknown key is almost always a typo, and it would change what is sent. */
export function reportUnknownKeysAsErrors(
  context: LoadContext,
  unknownKeys: readonly UnknownKey[],
  where: string,
): void {
  for (const unknown of unknownKeys) {
    const inside = unknown.parent.length === 0 ? where : `'${describePath(unknown.parent)}' of ${where}`;
    context.errors.add(
      new InputError(
        `unknown key '${unknown.key}' in ${inside}`,
        unknown.location,
        unknown.suggestion
          ? `did you mean '${unknown.suggestion}'?`
          : `known keys: ${unknown.known.join(', ')}`,
      ),
    );
  }
}
