/**
 * Where the agent's file tools may look. The model chooses paths, and a model can be talked into
 * anything by what it reads (a response body, a comment in the code), so every path it gives is
 * checked here before a file is opened: relative to the repository, still inside it after every
 * symlink is followed, not git's internals, not a file that holds credentials.
 */
import { FalconError } from '../core/errors.js';
import { lstat, realpath } from 'node:fs/promises';
import path from 'node:path';

/** A path the agent may not use. The message says why in plain words, for the model to read. */
export class PathRefusedError extends FalconError {
  override readonly name = 'PathRefusedError';
  readonly code = 'FALCON_PATH_REFUSED';
}

export interface ResolveOptions {
  /** Let secret files through (for callers that show nothing of their content). */
  allowSecrets?: boolean;
  /** How messages name the root: `the repository` unless given (`.falcon/` for the workspace). */
  within?: string;
}

/**
 * Files that hold credentials by convention, matched on the file's name (case-insensitive).
 * Reading one would put its secrets into the model's context and from there into reports.
 */
const SECRET_FILE_PATTERNS: ReadonlyArray<{ pattern: RegExp; what: string }> = [
  { pattern: /^\.env$|^\.env\..+$|^.+\.env$/, what: 'an environment file (.env)' },
  // direnv's .envrc and Cloudflare wrangler's .dev.vars are .env files by other names.
  { pattern: /^\.envrc$|^\.dev\.vars$/, what: 'an environment file (.envrc, .dev.vars)' },
  { pattern: /\.(?:pem|key|p12|pfx|jks|keystore|kdbx|ppk|asc|gpg)$/, what: 'a key or certificate file' },
  { pattern: /^id_(?:rsa|dsa|ecdsa|ed25519)/, what: 'an SSH key' },
  {
    pattern:
      /^(?:\.npmrc|\.pypirc|\.netrc|_netrc|\.git-credentials|\.htpasswd|\.pgpass|\.dockercfg|\.vault-token)$/,
    what: 'a credentials file',
  },
  // Composer keeps registry tokens in auth.json, and container tools their registry logins.
  { pattern: /^auth\.json$/, what: 'a credentials file (registry logins: composer, docker, podman)' },
  {
    pattern: /^credentials$|^(?:.*[-_.])?credentials(?:[-_.][^.]*)?\.(?:json|ya?ml|xml|ini|toml)$/,
    what: 'a credentials file',
  },
  { pattern: /^(?:secrets?|\.secrets?)\.(?:json|ya?ml|toml|env|ini)$/, what: 'a secrets file' },
  { pattern: /^(?:service[-_]?account).*\.json$/, what: 'a service account key' },
  {
    pattern: /\.tfstate(?:\.backup)?$|\.tfvars(?:\.json)?$/,
    what: 'Terraform state or variables (they hold credentials)',
  },
];

/** Folders whose every file is a credential store. */
const SECRET_FOLDERS = new Set(['.ssh', '.aws', '.gnupg', '.docker', '.kube']);

/**
 * Why a repository-relative path (with `/`) may not be read, or `undefined` when it may.
 * Checks the names only; `resolveInside` also follows symlinks.
 */
export function refusalReason(relativePath: string, options: ResolveOptions = {}): string | undefined {
  const segments = relativePath.split('/').filter((segment) => segment !== '' && segment !== '.');
  // Lower case: on a case-insensitive file system `.GIT/config` is the same file.
  if (segments.some((segment) => segment.toLowerCase() === '.git')) {
    return `${relativePath} is inside .git/, git's internal data (it can hold credentials in .git/config); read the working tree instead`;
  }
  if (options.allowSecrets) return undefined;
  const folder = segments.slice(0, -1).find((segment) => SECRET_FOLDERS.has(segment.toLowerCase()));
  if (folder !== undefined) {
    return `${relativePath} is inside ${folder}/, which holds credentials; it is never shown to the agent`;
  }
  const name = segments.at(-1);
  const what = name === undefined ? undefined : secretKind(name);
  if (what !== undefined) {
    return `${relativePath} is ${what}; files that hold secrets are never shown to the agent`;
  }
  return undefined;
}

/** What kind of secret a file name says it holds, or `undefined`. */
export function secretKind(fileName: string): string | undefined {
  const lower = fileName.toLowerCase();
  return SECRET_FILE_PATTERNS.find(({ pattern }) => pattern.test(lower))?.what;
}

/**
 * The repository-relative form of what the model wrote: `/` separators, no `.` segments.
 * Throws PathRefusedError for absolute paths, home paths and paths that climb out with `..`.
 */
export function normalizeRelative(relativePath: string): string {
  const given = relativePath.trim();
  if (given.includes('\0')) throw new PathRefusedError('the path contains a NUL character');
  // Models trained on Windows output write `src\app.ts`; a backslash in a real POSIX name is rare.
  const slashed = given.replace(/\\/g, '/');
  if (path.posix.isAbsolute(slashed) || /^[A-Za-z]:\//.test(slashed) || /^[A-Za-z]:$/.test(slashed)) {
    throw new PathRefusedError(
      `${given} is an absolute path; give a path relative to the repository root, e.g. src/app.ts`,
    );
  }
  if (slashed === '~' || slashed.startsWith('~/')) {
    throw new PathRefusedError(
      `${given} points into a home folder; only files of the repository can be read, by paths relative to its root`,
    );
  }
  const normalized = path.posix.normalize(slashed === '' ? '.' : slashed).replace(/\/+$/, '') || '.';
  if (normalized === '..' || normalized.startsWith('../')) {
    throw new PathRefusedError(
      `${given} leaves the repository; give a path relative to the repository root, without ..`,
    );
  }
  return normalized;
}

/** Whether `target` is `folder` or below it; both absolute, compared as written (resolve links first). */
export function isWithin(folder: string, target: string): boolean {
  const relative = path.relative(folder, target);
  return (
    relative === '' ||
    (relative !== '..' && !relative.startsWith(`..${path.sep}`) && !path.isAbsolute(relative))
  );
}

/**
 * The absolute, symlink-free path of `relativePath` inside `root`, or PathRefusedError saying why
 * not. Symlinks are followed (realpath) and the target must stay inside the root too. For a file
 * that does not exist yet (a write), the nearest existing folder is resolved instead, so a
 * symlinked folder cannot smuggle a new file out either.
 */
export async function resolveInside(
  root: string,
  relativePath: string,
  options: ResolveOptions = {},
): Promise<string> {
  const normalized = normalizeRelative(relativePath);
  const reason = refusalReason(normalized, options);
  if (reason !== undefined) throw new PathRefusedError(reason);

  const realRoot = await realpath(root);
  const resolved = await realpathAllowingMissing(path.join(realRoot, normalized), relativePath);
  if (!isWithin(realRoot, resolved)) {
    throw new PathRefusedError(
      `${relativePath} is a symbolic link (or inside one) that points outside ${options.within ?? 'the repository'}; only files inside it can be used`,
    );
  }
  // The link may lead somewhere the name alone did not reveal: `notes.txt -> .env`.
  const realRelative = path.relative(realRoot, resolved).split(path.sep).join('/');
  const realReason = refusalReason(realRelative === '' ? '.' : realRelative, options);
  if (realReason !== undefined) {
    throw new PathRefusedError(`${relativePath} is a symbolic link, and its target ${realReason}`);
  }
  return resolved;
}

/**
 * A path a repository tool was given, as the tool shows it (`shown`, repository-relative) and
 * opens it (`absolute`); or, when it may not be used, the answer for the model:
 * `cannot <verb> <path>: <why>`.
 */
export async function resolveToolPath(
  root: string,
  given: string,
  verb: string,
): Promise<{ shown: string; absolute: string } | { refused: string }> {
  try {
    const shown = normalizeRelative(given);
    return { shown, absolute: await resolveInside(root, given) };
  } catch (error) {
    if (error instanceof PathRefusedError) return { refused: `cannot ${verb} ${given}: ${error.message}` };
    throw error;
  }
}

/**
 * realpath, but for a path that does not exist: the realpath of its nearest existing ancestor
 * with the missing part appended. A dangling symlink on the way is refused: creating through it
 * would write wherever it points.
 */
async function realpathAllowingMissing(absolute: string, given: string): Promise<string> {
  const missing: string[] = [];
  let current = absolute;
  for (;;) {
    try {
      const real = await realpath(current);
      return missing.length === 0 ? real : path.join(real, ...missing.reverse());
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ELOOP') {
        throw new PathRefusedError(`${given} goes through a symbolic link that loops`);
      }
      if (code !== 'ENOENT' && code !== 'ENOTDIR') throw error;
      if (await isSymlink(current)) {
        throw new PathRefusedError(
          `${given} goes through a symbolic link whose target does not exist; it cannot be used`,
        );
      }
      const parent = path.dirname(current);
      if (parent === current) throw error;
      missing.push(path.basename(current));
      current = parent;
    }
  }
}

async function isSymlink(absolute: string): Promise<boolean> {
  try {
    return (await lstat(absolute)).isSymbolicLink();
  } catch {
    return false;
  }
}
