/**
 * Where a patched service runs while its fix is verified. The code is a model's proposal that
 * nobody has reviewed, so it runs where it can read and reach nothing but its own copy of the
 * sources and its own loopback, built from the kernel's namespaces with util-linux's `unshare`,
 * `setpriv` and `chroot` (on every Linux runner; bubblewrap or a container engine would need
 * installing, or an image with the service's toolchain):
 *
 * - **files**: a mount namespace whose root holds only the system's directories (read-only), the
 *   folders of the runtimes on PATH (read-only), its scratch copy and its home; not the checkout,
 *   not the job's home, not `/proc` of other processes;
 * - **processes**: a PID namespace of its own; when the service stops, the kernel ends everything
 *   it started, including what forked away;
 * - **network**: a network namespace with only loopback; Falcon reaches the service, and the
 *   verification flows run, through a relay inside that namespace (sandbox-programs.ts), so they
 *   reach what the service reaches and nothing else: no DNS, no other port of the runner, no way out;
 * - **privileges**: a uid of its own (or, in a user namespace, root of that namespace without
 *   capabilities), no capabilities, no new privileges.
 *
 * Building it takes root, password-less sudo (GitHub-hosted runners) or unprivileged user
 * namespaces, tried in that order. Where none works there is no sandbox, and verification is
 * `not_run`, unless the configuration accepts the risk (`fixes.unsafe_unisolated_service`): then
 * the service runs as the job's own user with only its environment reduced, and the log says so.
 */
import { execFile } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { existsSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { isWithin } from '../../repo/safe-path.js';
import { namespaceSandbox, type Privilege } from './sandbox-namespaces.js';
import { unisolatedSandbox } from './sandbox-unisolated.js';
import type { Sandbox, SandboxTools } from './confinement.js';

export type SandboxChoice = { sandbox: Sandbox } | { unavailable: string };

export interface SandboxOptions {
  /** The checkout: never visible to the service, nor any folder that holds it. */
  repoRoot: string;
  /** `fixes.unsafe_unisolated_service`: run without isolation where none can be had. */
  allowUnisolated: boolean;
  /** `fixes.service_paths`: more absolute folders the service may read. */
  readablePaths?: readonly string[];
  env?: Record<string, string | undefined>;
  /** Where the programs are looked for; default PATH, then the system's sbin and bin folders. */
  programFolders?: readonly string[];
}

/** The system's directories the service may read: programs, libraries and their configuration. */
const SYSTEM_FOLDERS = ['/usr', '/bin', '/sbin', '/lib', '/lib32', '/lib64', '/libx32', '/etc'];
/** Where GitHub's setup actions install runtimes. */
const TOOL_CACHE = '/opt/hostedtoolcache';

/**
 * Uids at the top of the 16-bit range, beside `nobody` (65534): no distribution hands these to
 * accounts, and a fresh one per sandbox keeps two verifications apart.
 */
const UID_RANGE = [61_000, 65_000] as const;

/** The strongest sandbox this machine allows, or why there is none. */
export async function createSandbox(options: SandboxOptions): Promise<SandboxChoice> {
  const built = await buildNamespaceSandbox(options);
  if (typeof built !== 'string') return { sandbox: built };
  if (options.allowUnisolated) return { sandbox: unisolatedSandbox(built) };
  return {
    unavailable:
      `no isolation is available for the patched service (${built}), so fixes are not verified; ` +
      "set fixes.unsafe_unisolated_service: true to run unreviewed code as the job's own user anyway",
  };
}

/** The namespace sandbox, or in words why it cannot be built here. */
async function buildNamespaceSandbox(options: SandboxOptions): Promise<Sandbox | string> {
  if (process.platform !== 'linux') return `Linux namespaces are not available on ${process.platform}`;
  const tools = findTools(
    options.programFolders ?? [
      ...((options.env ?? process.env)['PATH']?.split(':') ?? []),
      '/usr/sbin',
      '/usr/bin',
      '/sbin',
      '/bin',
    ],
  );
  if (typeof tools === 'string') return tools;
  const readOnly = readableFolders(options);
  const attempts: Array<{ privilege: Privilege; why: string }> = [];
  const asRoot = process.getuid?.() === 0;
  if (asRoot) attempts.push({ privilege: 'root', why: 'as root' });
  else if (tools.sudo && (await succeeds(tools.sudo, ['-n', 'true']))) {
    attempts.push({ privilege: 'sudo', why: 'through password-less sudo' });
  }
  if (!asRoot) attempts.push({ privilege: 'user-namespace', why: 'in an unprivileged user namespace' });
  const refused: string[] = [];
  for (const { privilege, why } of attempts) {
    const failure = await probe(tools, privilege);
    if (failure === undefined) {
      return namespaceSandbox({
        tools,
        privilege,
        readOnly,
        description: `Linux namespaces (util-linux unshare ${why})`,
        serviceUid: () => randomInt(UID_RANGE[0], UID_RANGE[1]),
      });
    }
    refused.push(`${why}: ${failure}`);
  }
  return `namespaces could not be made ${refused.join('; ')}`;
}

/** Runs the sandbox's first steps (namespaces, loopback, a mount); undefined when they work. */
async function probe(tools: SandboxTools, privilege: Privilege): Promise<string | undefined> {
  const unshare = [tools.unshare, ...(privilege === 'user-namespace' ? ['--user', '--map-root-user'] : [])];
  const command = [...unshare, '--net', '--mount', '--', tools.ip, 'link', 'set', 'lo', 'up'];
  const [file, ...args] = privilege === 'sudo' ? [tools.sudo!, '-n', '--', ...command] : command;
  return failureOf(file!, args);
}

/**
 * The folders the service may read besides its copy: the system's, the runtimes GitHub's setup
 * actions install, the folders on PATH and Falcon's own Node. A folder that is, holds or lies in
 * the checkout is never among them, nor one that holds the job's home or temporary folders.
 */
function readableFolders(options: SandboxOptions): string[] {
  const env = options.env ?? process.env;
  const repoRoot = realOrSelf(options.repoRoot);
  const guarded = [
    repoRoot,
    env['HOME'],
    env['RUNNER_TEMP'],
    env['RUNNER_WORKSPACE'],
    env['GITHUB_WORKSPACE'],
  ]
    .filter((folder): folder is string => Boolean(folder))
    .map(realOrSelf);
  const candidates = [
    ...SYSTEM_FOLDERS,
    env['RUNNER_TOOL_CACHE'] ?? TOOL_CACHE,
    path.dirname(process.execPath),
    ...(env['PATH'] ?? '').split(':'),
    ...(options.readablePaths ?? []),
  ];
  const folders = new Set<string>();
  for (const candidate of candidates) {
    if (!candidate || !path.isAbsolute(candidate) || !existsSync(candidate)) continue;
    // Mounted where the links lead and where they are, so either path works inside.
    const forms = [realOrSelf(candidate), path.resolve(candidate)];
    const exposes = (form: string) =>
      form === '/' || isWithin(repoRoot, form) || guarded.some((folder) => isWithin(form, folder));
    if (forms.some(exposes)) continue;
    for (const form of forms) folders.add(form);
  }
  // A folder inside another one already listed is mounted with it.
  return [...folders].filter(
    (folder) => ![...folders].some((other) => other !== folder && isWithin(other, folder)),
  );
}

function realOrSelf(folder: string): string {
  try {
    return realpathSync(folder);
  } catch {
    return path.resolve(folder);
  }
}

/** Where the programs are, or which one is missing and where it comes from. */
function findTools(programFolders: readonly string[]): SandboxTools | string {
  const folders = programFolders.filter((folder) => path.isAbsolute(folder));
  const find = (name: string): string | undefined =>
    folders.map((folder) => path.join(folder, name)).find((candidate) => existsSync(candidate));
  const needed = {
    ip: 'iproute2',
    mount: 'util-linux',
    unshare: 'util-linux',
    setpriv: 'util-linux',
    chroot: 'coreutils',
    chown: 'coreutils',
  } as const;
  const found: Partial<SandboxTools> = {};
  for (const [name, from] of Object.entries(needed) as Array<[keyof typeof needed, string]>) {
    const where = find(name);
    if (!where) return `${name} (${from}) is not installed`;
    found[name] = where;
  }
  const sudo = find('sudo');
  return { ...(found as SandboxTools), ...(sudo ? { sudo } : {}) };
}

function succeeds(file: string, args: readonly string[]): Promise<boolean> {
  return failureOf(file, args).then((failure) => failure === undefined);
}

/** Runs a program; undefined when it succeeds, else the first line of what it said. */
export function failureOf(file: string, args: readonly string[]): Promise<string | undefined> {
  return new Promise((resolve) =>
    execFile(file, [...args], { timeout: 10_000, env: {} }, (error, _stdout, stderr) => {
      if (!error) return resolve(undefined);
      const said = String(stderr).trim().split('\n')[0];
      resolve(said || error.message.split('\n')[0] || 'failed');
    }),
  );
}
