/**
 * Where a patched service runs while its fix is verified. The code is a model's proposal that nobody
 * has reviewed, so where the platform allows it runs as a user of its own: a fresh numeric uid with
 * no account, no groups and no home, which can write its scratch copy of the sources and nothing of
 * the job's (the checkout and its `.git/`, the runner's `GITHUB_ENV` and `GITHUB_OUTPUT` files, the
 * job's home). Running as another user takes root or password-less sudo, as on GitHub-hosted
 * runners; elsewhere the service runs as the job's own user and the log says what is not isolated.
 *
 * With the uid comes the network: where `iptables` can be used, the uid may reach only the
 * loopback interface, so the flows reach it and it reaches nothing beyond the runner.
 *
 * Its environment (the variables it sees) is `service.ts`'s business; its files are `worktree.ts`'s
 * (a copy without `.git`).
 */
import { execFile } from 'node:child_process';
import { chmod, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { randomInt } from 'node:crypto';

export interface Sandbox {
  /** The uid the service runs as; undefined when it runs as the job's own user. */
  uid?: number;
  /** What is isolated, in words, for the log. */
  isolated: string[];
  /** What is not, and why. */
  notIsolated: string[];
  /** The program and arguments that run `/bin/sh -c command` inside the sandbox. */
  spawnArgs(command: string): { file: string; args: string[] };
  /** Lets the sandbox's user write `folder` (its scratch copy and home); its parents only traversed. */
  grant(folder: string, parents: readonly string[]): Promise<void>;
  /** Removes a folder the sandbox's user wrote in (its files may not be ours to delete otherwise). */
  remove(folder: string): Promise<void>;
  /** Signals every process of the sandbox's user; false when there is no such user. */
  signalAll(signal: 'TERM' | 'KILL'): Promise<boolean>;
  /** Removes the network rules; safe to call more than once. */
  close(): Promise<void>;
}

/** The unsandboxed service: the job's own user, and the reason. */
function unsandboxed(reason: string): Sandbox {
  return {
    isolated: ['environment (only PATH, locale, TZ, PORT and the variables named in fixes.service_env)'],
    notIsolated: [`files and network: the service runs as the job's own user (${reason})`],
    spawnArgs: (command) => ({ file: '/bin/sh', args: ['-c', command] }),
    grant: async () => undefined,
    remove: (folder) => rm(folder, { recursive: true, force: true }),
    signalAll: async () => false,
    close: async () => undefined,
  };
}

/**
 * Uids at the top of the 16-bit range, beside `nobody` (65534): no distribution hands these to
 * accounts, and a fresh one per verification keeps two verifications apart.
 */
const UID_RANGE = [61_000, 65_000] as const;

export async function createSandbox(): Promise<Sandbox> {
  if (process.platform !== 'linux') return unsandboxed(`no user switching on ${process.platform}`);
  const asRoot = process.getuid?.() === 0;
  if (!asRoot && !(await succeeds('sudo', ['-n', 'true']))) {
    return unsandboxed('it is neither root nor allowed password-less sudo');
  }
  if (!(await succeeds(...privileged(asRoot, 'setpriv', ['--version'])))) {
    return unsandboxed('setpriv (util-linux) is not installed');
  }
  const uid = randomInt(UID_RANGE[0], UID_RANGE[1]);
  const notIsolated: string[] = [];
  const isolated = [
    'environment (only PATH, locale, TZ, PORT and the variables named in fixes.service_env)',
    `files: it runs as uid ${uid}, which may write only its scratch copy of the sources and its own home`,
  ];
  const rules = (action: '-I' | '-D') =>
    ['iptables', 'ip6tables'].map(
      (table) =>
        [
          table,
          [action, 'OUTPUT', '-m', 'owner', '--uid-owner', String(uid), '!', '-o', 'lo', '-j', 'REJECT'],
        ] as const,
    );
  let closed = false;
  let firewalled = true;
  for (const [table, args] of rules('-I')) {
    if (!(await succeeds(...privileged(asRoot, table, args)))) firewalled = false;
  }
  if (firewalled) isolated.push('network: loopback only (iptables owner rule)');
  else notIsolated.push('network: iptables is not available here, so the service may reach other hosts');

  return {
    uid,
    isolated,
    notIsolated,
    spawnArgs: (command) => {
      const [file, args] = privileged(asRoot, 'setpriv', [
        `--reuid=${uid}`,
        `--regid=${uid}`,
        '--clear-groups',
        '--',
        '/bin/sh',
        '-c',
        command,
      ]);
      return { file, args };
    },
    async grant(folder, parents) {
      for (const parent of parents) await chmod(parent, 0o711);
      await openTree(folder);
    },
    async remove(folder) {
      if (asRoot) await rm(folder, { recursive: true, force: true });
      else await succeeds(...privileged(asRoot, 'rm', ['-rf', '--', folder]));
    },
    signalAll: (signal) => succeeds(...privileged(asRoot, 'pkill', [`-${signal}`, '-U', String(uid)])),
    async close() {
      if (closed) return;
      closed = true;
      for (const [table, args] of rules('-D')) await succeeds(...privileged(asRoot, table, args));
    },
  };
}

/** Root runs a program itself; anyone else through password-less sudo, which keeps none of our environment. */
function privileged(asRoot: boolean, file: string, args: readonly string[]): [string, string[]] {
  return asRoot ? [file, [...args]] : ['sudo', ['-n', '--', file, ...args]];
}

/**
 * Every folder of the tree, and every file, writable by all (the sandbox's uid has no group);
 * executable bits are kept. Links are left alone: their targets are not the sandbox's to write.
 */
async function openTree(folder: string): Promise<void> {
  const pending = [folder];
  while (pending.length > 0) {
    const current = pending.pop()!;
    await chmod(current, 0o777);
    for (const entry of await readdir(current, { withFileTypes: true })) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) pending.push(full);
      else if (entry.isFile()) await chmod(full, ((await stat(full)).mode & 0o777) | 0o666);
    }
  }
}

function succeeds(file: string, args: readonly string[]): Promise<boolean> {
  return new Promise((resolve) => execFile(file, [...args], { timeout: 10_000 }, (error) => resolve(!error)));
}
