/**
 * What a sandbox for the patched service offers (sandbox.ts chooses one; sandbox-namespaces.ts and
 * sandbox-unisolated.ts are the two kinds): start a command confined, connect to it from where it
 * runs, stop it with everything it started.
 */
import type { ChildProcess } from 'node:child_process';
import type { Socket } from 'node:net';
import type { Dispatcher } from 'undici';

export interface Sandbox {
  /** How the service is isolated, in words, for the log. */
  readonly description: string;
  /** False only for the unsafe opt-in, where the service runs as the job's own user. */
  readonly isolated: boolean;
  start(input: ConfinedStart): Promise<Confined>;
}

export interface ConfinedStart {
  command: string;
  /** Where the command starts: inside the scratch copy. */
  cwd: string;
  env: Record<string, string>;
  /** The scratch copy and the service's home: the only folders it may write. */
  writable: string[];
  /** Folders of the checkout the service may read, mounted into its copy (installed dependencies). */
  readOnlyInto: Array<{ source: string; target: string }>;
}

/** A service started in a sandbox. */
export interface Confined {
  /** Its standard output and error are the service's. */
  readonly child: ChildProcess;
  /** A TCP connection opened from where the service runs (its loopback, in a network namespace). */
  connect(host: string, port: number): Promise<Socket>;
  /** Where the verification flows' requests go, or undefined when they may go directly. */
  dispatcher(): Dispatcher | undefined;
  /**
   * Why the sandbox itself failed, when the process ended before the service was up because of it
   * (then no verdict on the fix); undefined when the service itself failed.
   */
  setupFailure(exit: { code: number | null }, logs: string): string | undefined;
  /** Ends the service and everything it started; resolves once they are gone. */
  stop(graceMs: number): Promise<void>;
}

/** The programs the namespace sandbox runs, by absolute path. */
export interface SandboxTools {
  ip: string;
  mount: string;
  unshare: string;
  chroot: string;
  setpriv: string;
  chown: string;
  sudo?: string;
}
