/**
 * The namespace sandbox (see sandbox.ts): each start writes the launcher's instructions to a
 * folder only Falcon (and root) can read, starts the launcher in fresh network and mount
 * namespaces, and talks to the service through the relay's Unix socket.
 */
import { spawn } from 'node:child_process';
import { chmod, chown, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { connect as connectUnix, type Socket } from 'node:net';
import { connect as connectTls } from 'node:tls';
import os from 'node:os';
import path from 'node:path';
import { Agent } from 'undici';
import {
  LAUNCHER_PREFIX,
  SETUP_FAILED_EXIT,
  sandboxLauncher,
  sandboxRelay,
  type LauncherSpec,
} from './sandbox-programs.js';
import type { Confined, ConfinedStart, Sandbox, SandboxTools } from './confinement.js';

/** Who builds the namespaces: Falcon as root, root through sudo, or root of a user namespace. */
export type Privilege = 'root' | 'sudo' | 'user-namespace';

export interface NamespaceSandboxOptions {
  tools: SandboxTools;
  privilege: Privilege;
  /** Absolute folders the service may read. */
  readOnly: readonly string[];
  description: string;
  /** A fresh uid for each service (root and sudo). */
  serviceUid(): number;
}

/** `nobody`: the relay's user when Falcon itself is root, so the relay holds no privilege. */
const NOBODY = 65534;
/** After SIGKILL only the kernel is left to act; this bounds the wait should it not report back. */
const KILL_WAIT_MS = 2000;
const MAX_RELAY_REPLY = 512;

export function namespaceSandbox(options: NamespaceSandboxOptions): Sandbox {
  return {
    description: options.description,
    isolated: true,
    start: (input) => startConfined(options, input),
  };
}

async function startConfined(options: NamespaceSandboxOptions, input: ConfinedStart): Promise<Confined> {
  const { tools, privilege } = options;
  const control = await mkdtemp(path.join(os.tmpdir(), 'falcon-sandbox-'));
  // Traversable, not readable: the relay's user (nobody, when Falcon is root) reaches its own folder.
  await chmod(control, 0o711);
  const root = path.join(control, 'root');
  const relayFolder = path.join(control, 'relay');
  await mkdir(root);
  await mkdir(relayFolder, { mode: 0o700 });
  const job = { uid: process.getuid!(), gid: process.getgid!() };
  const relayUser =
    privilege === 'root' ? { uid: NOBODY, gid: NOBODY } : privilege === 'sudo' ? job : undefined;
  if (privilege === 'root') await chown(relayFolder, NOBODY, NOBODY);
  const isolatedUser = privilege === 'user-namespace' ? {} : { serviceUid: options.serviceUid(), owner: job };
  const socket = path.join(relayFolder, 'socket');
  const spec: LauncherSpec = {
    root,
    readOnly: [...options.readOnly],
    writable: input.writable,
    readOnlyInto: input.readOnlyInto,
    cwd: input.cwd,
    command: input.command,
    env: input.env,
    ...isolatedUser,
    relay: { socket, source: sandboxRelay.toString(), ...relayUser },
    tools: {
      ip: tools.ip,
      mount: tools.mount,
      unshare: tools.unshare,
      chroot: tools.chroot,
      setpriv: tools.setpriv,
      chown: tools.chown,
    },
  };
  const specFile = path.join(control, 'spec.json');
  // The service's environment is in here: readable by Falcon's user only (and root).
  await writeFile(specFile, JSON.stringify(spec), { mode: 0o600 });

  const namespaces = [
    tools.unshare,
    ...(privilege === 'user-namespace' ? ['--user', '--map-root-user'] : []),
    '--net',
    '--mount',
    '--',
    process.execPath,
    '-e',
    `(${sandboxLauncher.toString()})(${JSON.stringify(specFile)})`,
  ];
  const [file, ...args] = privilege === 'sudo' ? [tools.sudo!, '-n', '--', ...namespaces] : namespaces;
  // A session of its own: a terminal's Ctrl-C does not reach it; Falcon stops it through stdin.
  const child = spawn(file!, args, { env: {}, detached: true, stdio: ['pipe', 'pipe', 'pipe'] });
  child.stdin.on('error', () => undefined);
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });

  let agent: Agent | undefined;
  const connect = (host: string, port: number) => connectThroughRelay(socket, host, port);
  return {
    child,
    connect,
    dispatcher: () => (agent ??= relayAgent(connect)),
    setupFailure(exit, logs) {
      if (exit.code !== SETUP_FAILED_EXIT) return undefined;
      // The launcher says why before it exits; a service of its own that exits 125 says nothing of it.
      const line = logs
        .split('\n')
        .reverse()
        .find((candidate) => candidate.startsWith(LAUNCHER_PREFIX));
      return line?.slice(LAUNCHER_PREFIX.length).trim();
    },
    async stop(graceMs) {
      // The launcher ends everything when its standard input closes: the service's PID namespace
      // goes as one, whatever forked away inside it.
      child.stdin.end();
      if (!(await settlesWithin(exited, graceMs))) {
        child.kill('SIGKILL');
        await settlesWithin(exited, KILL_WAIT_MS);
      }
      await agent?.close().catch(() => undefined);
      await rm(control, { recursive: true, force: true }).catch(() => undefined);
    },
  };
}

/** A TCP connection to `host:port` opened by the relay, inside the service's network namespace. */
export function connectThroughRelay(socketPath: string, host: string, port: number): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connectUnix(socketPath);
    let reply = Buffer.alloc(0);
    const settle = (error?: Error) => {
      socket.off('readable', onReadable).off('error', onError).off('close', onClose);
      if (error) {
        socket.destroy();
        reject(error);
      } else resolve(socket);
    };
    // Read with `read()`, not a 'data' listener: the socket is handed over neither flowing nor
    // paused, so whoever takes it starts reading when it attaches its own listener.
    const onReadable = () => {
      let chunk: Buffer | null;
      while ((chunk = socket.read() as Buffer | null) !== null) {
        reply = Buffer.concat([reply, chunk]);
        const newline = reply.indexOf(10);
        if (newline < 0) {
          if (reply.length > MAX_RELAY_REPLY) return settle(new Error('the sandbox relay answered nonsense'));
          continue;
        }
        const line = reply.subarray(0, newline).toString('utf8');
        const rest = reply.subarray(newline + 1);
        if (rest.length > 0) socket.unshift(rest);
        return settle(line === '+' ? undefined : relayRefusal(line, host, port));
      }
    };
    const onError = (error: NodeJS.ErrnoException) =>
      settle(
        error.code === 'ENOENT' || error.code === 'ECONNREFUSED'
          ? codedError('ECONNREFUSED', `the sandbox is not ready to connect to ${host}:${port} yet`)
          : error,
      );
    const onClose = () => settle(codedError('ECONNRESET', 'the sandbox relay closed the connection'));
    socket.on('readable', onReadable).on('error', onError).on('close', onClose);
    socket.once('connect', () => socket.write(`${host.replace(/^\[|\]$/g, '')} ${port}\n`));
  });
}

/** `-ECONNREFUSED connect ECONNREFUSED 127.0.0.1:80` as the error a direct connection would give. */
function relayRefusal(line: string, host: string, port: number): Error {
  const match = /^-(\S+) ?(.*)$/.exec(line);
  const code = match?.[1] ?? 'ECONNREFUSED';
  const message = match?.[2] || `could not connect to ${host}:${port}`;
  return codedError(code, `${message} (from inside the verification sandbox)`);
}

function codedError(code: string, message: string): NodeJS.ErrnoException {
  return Object.assign(new Error(message), { code });
}

/** An undici agent whose every connection is opened through the relay (TLS on top for https). */
function relayAgent(connect: (host: string, port: number) => Promise<Socket>): Agent {
  return new Agent({
    connect: (target, callback) => {
      const https = target.protocol === 'https:';
      const port = Number(target.port) || (https ? 443 : 80);
      connect(target.hostname, port).then(
        (socket) => {
          if (!https) return callback(null, socket);
          const secure = connectTls({ socket, servername: target.servername ?? target.hostname });
          secure.once('secureConnect', () => callback(null, secure));
          secure.once('error', (error) => callback(error, null));
        },
        (error: Error) => callback(error, null),
      );
    },
  });
}

async function settlesWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const settled = await Promise.race([
    promise.then(() => true),
    new Promise<boolean>((resolve) => (timer = setTimeout(resolve, ms, false))),
  ]);
  clearTimeout(timer);
  return settled;
}
