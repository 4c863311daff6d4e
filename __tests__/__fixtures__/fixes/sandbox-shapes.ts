/**
 * The machines a verification sandbox must work on, as users of this machine: root, a non-root user
 * with password-less sudo (GitHub-hosted runners), and a non-root user without it (unprivileged
 * user namespaces). Tests run the sandbox driver (sandbox-driver.ts) as each of them.
 *
 * Running as root, the users are made when missing (`falcon-ci-sudo` with a sudoers rule,
 * `falcon-ci-plain` without); the sudo shape needs the `sudo` package. Running as anyone else,
 * only the shape of the current user can be had, and asking for another fails with what to do.
 */
import { execFile, execFileSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { chown, mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

export type Shape = 'root' | 'sudo' | 'user-namespace';

const USERS: Record<Exclude<Shape, 'root'>, string> = {
  sudo: 'falcon-ci-sudo',
  'user-namespace': 'falcon-ci-plain',
};

export interface ShapeUser {
  uid: number;
  gid: number;
  /** Gives `folder` (recursively) to this user, as a checkout belongs to the job's user. */
  own(folder: string): Promise<void>;
  /** Runs `file args` as this user with only `env`; resolves with what it printed. */
  run(file: string, args: string[], env: Record<string, string>): Promise<{ code: number; stdout: string; stderr: string }>;
}

export async function shapeUser(shape: Shape): Promise<ShapeUser> {
  const isRoot = process.getuid!() === 0;
  if (!isRoot) {
    throw new Error(
      `the ${shape} sandbox shape is tested by running as other users, which needs root: run the tests as root (as CI does)`,
    );
  }
  if (shape === 'root') return userOf(0, 0);
  const name = USERS[shape];
  if (shape === 'sudo' && !existsSync('/usr/bin/sudo')) {
    throw new Error('the sudo sandbox shape needs sudo: apt-get install sudo (.ci/run installs it)');
  }
  if (!hasUser(name)) {
    execFileSync('useradd', ['--system', '--no-create-home', '--shell', '/usr/sbin/nologin', name]);
  }
  if (shape === 'sudo') {
    writeFileSync(`/etc/sudoers.d/${name}`, `${name} ALL=(ALL) NOPASSWD:ALL\n`, { mode: 0o440 });
  }
  const uid = Number(execFileSync('id', ['-u', name], { encoding: 'utf8' }).trim());
  const gid = Number(execFileSync('id', ['-g', name], { encoding: 'utf8' }).trim());
  return userOf(uid, gid);
}

function hasUser(name: string): boolean {
  try {
    execFileSync('id', ['-u', name], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

function userOf(uid: number, gid: number): ShapeUser {
  return {
    uid,
    gid,
    async own(folder) {
      if (uid !== 0) execFileSync('chown', ['-R', `${uid}:${gid}`, folder]);
    },
    run(file, args, env) {
      const [program, ...rest] = asUserCommand({ uid, gid }, [file, ...args]);
      return new Promise((resolve) =>
        execFile(program!, rest, { env, maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) =>
          resolve({ code: error ? Number((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
        ),
      );
    },
  };
}

/** `command` run as `user`: as it is for root, through setpriv for anyone else. */
export function asUserCommand(user: Pick<ShapeUser, 'uid' | 'gid'>, command: string[]): string[] {
  if (user.uid === 0) return command;
  return ['setpriv', `--reuid=${user.uid}`, `--regid=${user.gid}`, '--init-groups', '--', ...command];
}

/** A folder of the user's own, as a job's home or temporary folder would be. */
export async function folderOf(user: ShapeUser, prefix: string): Promise<string> {
  const folder = await mkdtemp(path.join(os.tmpdir(), prefix));
  await chown(folder, user.uid, user.gid);
  return folder;
}
