/**
 * No sandbox, when the configuration accepts the risk (`fixes.unsafe_unisolated_service`) on a
 * machine that cannot build one: the service runs as the job's own user, in a process group of its
 * own so that `npm start` and whatever it spawns are stopped together. Only its environment is
 * reduced (service.ts); it can read what the job can and reach any network.
 */
import { spawn } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import { connect, type Socket } from 'node:net';
import type { Confined, ConfinedStart, Sandbox } from './confinement.js';

/** After SIGKILL only the kernel is left to act; this bounds the wait should it not report back. */
const KILL_WAIT_MS = 2000;

export function unisolatedSandbox(why: string): Sandbox {
  return {
    description: `none: the service runs as the job's own user and can read its files and reach any network (${why}; allowed by fixes.unsafe_unisolated_service)`,
    isolated: false,
    start: async (input) => startUnisolated(input),
  };
}

function startUnisolated(input: ConfinedStart): Confined {
  const child = spawn('/bin/sh', ['-c', input.command], {
    cwd: input.cwd,
    env: input.env,
    // A process group (and session) of its own, signalled as one. Being its own session it does
    // not get a terminal's Ctrl-C either: cancelling goes through `stop`.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let exited = child.exitCode !== null || child.signalCode !== null;
  child.once('exit', () => (exited = true));
  const group = child.pid === undefined ? undefined : new ProcessGroup(child.pid, () => exited);
  const killOnExit = (): void => group?.signal('SIGKILL');
  // If this process ends without stopping the service (a crash, process.exit), the group goes too.
  process.once('exit', killOnExit);
  return {
    child,
    connect: (host, port) => connectDirectly(host, port),
    dispatcher: () => undefined,
    setupFailure: () => undefined,
    async stop(graceMs) {
      await group?.terminate(graceMs);
      process.removeListener('exit', killOnExit);
    },
  };
}

function connectDirectly(host: string, port: number): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host, port });
    socket.once('connect', () => {
      socket.off('error', reject);
      resolve(socket);
    });
    socket.once('error', reject);
  });
}

/** The service's process group: signalled as one, and watched until no member is left running. */
class ProcessGroup {
  constructor(
    private readonly id: number,
    private readonly leaderExited: () => boolean,
  ) {}

  signal(signal: NodeJS.Signals): void {
    try {
      process.kill(-this.id, signal);
    } catch {
      // ESRCH: the group is already gone.
    }
  }

  async terminate(graceMs: number): Promise<void> {
    // Once the leader is reaped and the group is empty its id may be reused: do not signal a stranger.
    if (this.leaderExited() && !(await this.running())) return;
    this.signal('SIGTERM');
    if (await this.gone(graceMs)) return;
    this.signal('SIGKILL');
    await this.gone(KILL_WAIT_MS);
  }

  private async gone(withinMs: number): Promise<boolean> {
    const deadline = Date.now() + withinMs;
    for (;;) {
      if (this.leaderExited() && !(await this.running())) return true;
      if (Date.now() >= deadline) return false;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  /**
   * Whether any member still runs. A member that died but was not reaped (a zombie) does not count:
   * it runs no code, and in a container whose init does not reap orphans it would never go away.
   */
  private async running(): Promise<boolean> {
    try {
      process.kill(-this.id, 0);
    } catch (error) {
      return (error as NodeJS.ErrnoException).code === 'EPERM';
    }
    if (process.platform !== 'linux') return true;
    return anyLiveProcessInGroup(this.id);
  }
}

async function anyLiveProcessInGroup(group: number): Promise<boolean> {
  let entries: string[];
  try {
    entries = await readdir('/proc');
  } catch {
    return true;
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => undefined);
    if (!stat) continue;
    // `pid (comm) state ppid pgrp …`; comm may hold spaces and parentheses, so read after the last `)`.
    const [state, , pgrp] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (Number(pgrp) === group && state !== 'Z' && state !== 'X') return true;
  }
  return false;
}
