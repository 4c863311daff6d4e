/**
 * The two programs a verification sandbox runs besides the service, each as a Node process of its
 * own started with `node -e`: their source is the text of the functions below, so each must use
 * nothing from outside its own body (no imports, no shared helpers, Node's modules through
 * `process.getBuiltinModule`). `sandbox.ts` starts them and says why the sandbox is built this way.
 *
 * - The **launcher** runs first, as root of fresh network and mount namespaces (real root, through
 *   password-less sudo, or root of an unprivileged user namespace). It brings up the namespace's
 *   loopback, builds the service's file system (a tmpfs root holding the system's directories
 *   read-only, the scratch copy and its home read-write, a fresh /tmp, a minimal /dev and a /proc of
 *   its own), starts the relay, and runs the service in a PID namespace of its own, chrooted there,
 *   as a uid of its own with no capabilities and no way to gain privileges. It ends everything when
 *   its standard input closes (Falcon stopping it, or Falcon gone) or when the service exits.
 * - The **relay** runs in the same network namespace as the service, as the job's user, and is the
 *   only way in: for each connection on its Unix socket it reads `host port`, connects to that
 *   address from inside the namespace, answers `+` (or `-CODE message`) and copies bytes both
 *   ways. Falcon's readiness probes and the verification flows connect through it, so they reach
 *   exactly what the service can reach: its own loopback.
 */

/** What the launcher is given, in a file only it and Falcon can read (it holds the service's environment). */
export interface LauncherSpec {
  /** An empty folder: the mount point of the service's root. */
  root: string;
  /** Absolute paths mounted read-only at the same place (missing ones are left out). */
  readOnly: string[];
  /** Absolute paths mounted read-write at the same place: the scratch copy and the service's home. */
  writable: string[];
  /** Folders of the checkout mounted read-only into the copy (installed dependencies). */
  readOnlyInto: Array<{ source: string; target: string }>;
  cwd: string;
  command: string;
  env: Record<string, string>;
  /** The uid and gid the service runs as; absent in a user namespace, where it stays the namespace's root without capabilities. */
  serviceUid?: number;
  /** Who the writable folders are given back to once the service is gone (with `serviceUid`). */
  owner?: { uid: number; gid: number };
  relay: { socket: string; source: string; uid?: number; gid?: number };
  /** Absolute paths of the programs the launcher runs. */
  tools: { ip: string; mount: string; unshare: string; chroot: string; setpriv: string; chown: string };
}

/** The launcher's exit code when the sandbox could not be built: no verdict on the fix. */
export const SETUP_FAILED_EXIT = 125;
/** How the launcher's own messages start, in the service's log. */
export const LAUNCHER_PREFIX = 'falcon sandbox:';

export function sandboxLauncher(specFile: string): void {
  const fs = process.getBuiltinModule('node:fs');
  const childProcess = process.getBuiltinModule('node:child_process');
  const os = process.getBuiltinModule('node:os');
  // SETUP_FAILED_EXIT and LAUNCHER_PREFIX: this body cannot refer to them.
  const fail = (message: string): never => {
    process.stderr.write(`falcon sandbox: ${message}\n`);
    process.exit(125);
  };
  let spec: LauncherSpec;
  try {
    spec = JSON.parse(fs.readFileSync(specFile, 'utf8')) as LauncherSpec;
    fs.rmSync(specFile, { force: true });
  } catch (error) {
    return fail(`cannot read its instructions: ${String(error)}`);
  }
  const run = (file: string, args: string[]): void => {
    const result = childProcess.spawnSync(file, args, { encoding: 'utf8', env: {}, timeout: 30_000 });
    if (result.status !== 0) {
      const why = (result.stderr || String(result.error ?? `exit ${result.status}`)).trim();
      fail(`${file} ${args.join(' ')} failed: ${why}`);
    }
  };
  const { tools, root } = spec;
  const inside = (target: string): string => root + target;
  const mountDirectory = (source: string, target: string, readOnly: boolean): void => {
    fs.mkdirSync(target, { recursive: true });
    run(tools.mount, ['--rbind', source, target]);
    if (readOnly) run(tools.mount, ['-o', 'remount,bind,ro', target]);
  };

  run(tools.ip, ['link', 'set', 'lo', 'up']);
  run(tools.mount, ['-t', 'tmpfs', '-o', 'mode=0755,size=64m', 'falcon-root', root]);
  // The service's own /tmp comes first: a folder it is given may live under the runner's /tmp
  // (Node itself, in a checkout there), and must stay visible above it.
  fs.mkdirSync(inside('/tmp'), { recursive: true });
  run(tools.mount, ['-t', 'tmpfs', '-o', 'mode=1777', 'falcon-tmp', inside('/tmp')]);
  for (const folder of spec.readOnly) {
    if (fs.existsSync(folder)) mountDirectory(folder, inside(folder), true);
  }
  for (const folder of spec.writable) mountDirectory(folder, inside(folder), false);
  for (const { source, target } of spec.readOnlyInto) mountDirectory(source, inside(target), true);
  fs.mkdirSync(inside('/dev'), { recursive: true });
  run(tools.mount, ['-t', 'tmpfs', '-o', 'mode=0755,size=1m', 'falcon-dev', inside('/dev')]);
  for (const device of ['null', 'zero', 'full', 'random', 'urandom']) {
    fs.writeFileSync(inside(`/dev/${device}`), '');
    run(tools.mount, ['--bind', `/dev/${device}`, inside(`/dev/${device}`)]);
  }
  for (const [name, target] of [
    ['fd', '/proc/self/fd'],
    ['stdin', '/proc/self/fd/0'],
    ['stdout', '/proc/self/fd/1'],
    ['stderr', '/proc/self/fd/2'],
  ] as const) {
    fs.symlinkSync(target, inside(`/dev/${name}`));
  }
  fs.mkdirSync(inside('/dev/shm'));
  run(tools.mount, ['-t', 'tmpfs', '-o', 'mode=1777,size=64m', 'falcon-shm', inside('/dev/shm')]);
  fs.mkdirSync(inside('/proc'), { recursive: true });
  if (spec.serviceUid !== undefined) {
    run(tools.chown, ['-R', `${spec.serviceUid}:${spec.serviceUid}`, ...spec.writable]);
  }

  const relay = childProcess.spawn(
    process.execPath,
    ['-e', `(${spec.relay.source})(${JSON.stringify(spec.relay.socket)})`],
    {
      env: {},
      stdio: ['pipe', 'ignore', 'ignore'],
      ...(spec.relay.uid === undefined ? {} : { uid: spec.relay.uid, gid: spec.relay.gid }),
    },
  );
  relay.on('error', (error) => fail(`the relay did not start: ${error.message}`));

  // The service: a PID namespace of its own (its first process is its init: when it ends, the
  // kernel ends every process left in it), killed with the launcher (`--pdeathsig`), chrooted into
  // its root, as its own uid or without capabilities, unable to gain privileges again.
  const drop =
    spec.serviceUid === undefined
      ? []
      : [`--reuid=${spec.serviceUid}`, `--regid=${spec.serviceUid}`, '--clear-groups'];
  const service = childProcess.spawn(
    tools.setpriv,
    [
      '--pdeathsig',
      'KILL',
      '--',
      tools.unshare,
      '--pid',
      '--fork',
      '--kill-child',
      `--mount-proc=${inside('/proc')}`,
      '--',
      tools.chroot,
      root,
      tools.setpriv,
      ...drop,
      // Set again after the uid changes, which clears it: the namespace's init dies with unshare.
      '--pdeathsig',
      'KILL',
      '--no-new-privs',
      '--bounding-set=-all',
      '--inh-caps=-all',
      '--',
      '/bin/sh',
      '-c',
      'cd "$1" && exec /bin/sh -c "$2"',
      'falcon-service',
      spec.cwd,
      spec.command,
    ],
    { env: spec.env, stdio: ['ignore', 'inherit', 'inherit'] },
  );

  let ending = false;
  const end = (code: number): void => {
    if (ending) return;
    ending = true;
    // The namespace's init (unshare's child): when it dies, the kernel kills everything in it.
    const unsharePid = service.pid;
    if (unsharePid !== undefined) {
      let children = '';
      try {
        children = fs.readFileSync(`/proc/${unsharePid}/task/${unsharePid}/children`, 'utf8');
      } catch {
        // unshare is gone already, and with it (through --pdeathsig) the namespace.
      }
      for (const pid of children.split(' ').filter(Boolean)) {
        try {
          process.kill(Number(pid), 'SIGKILL');
        } catch {
          // Gone already.
        }
      }
    }
    service.kill('SIGKILL');
    relay.kill('SIGKILL');
    if (spec.owner) {
      // Given back, so the job can delete what the service wrote; links are not followed.
      childProcess.spawnSync(tools.chown, [
        '-R',
        '-P',
        `${spec.owner.uid}:${spec.owner.gid}`,
        ...spec.writable,
      ]);
    }
    process.exit(code);
  };
  service.on('error', (error) => fail(`the service could not be started: ${error.message}`));
  service.on('exit', (code, signal) => end(code ?? 128 + (signal ? os.constants.signals[signal] : 0)));
  process.stdin
    .on('end', () => end(0))
    .on('close', () => end(0))
    .resume();
  for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) process.on(signal, () => end(0));
}

export function sandboxRelay(socketPath: string): void {
  const net = process.getBuiltinModule('node:net');
  const MAX_HEAD = 512;
  const server = net.createServer((client) => {
    let head = Buffer.alloc(0);
    client.on('error', () => client.destroy());
    const onData = (chunk: Buffer): void => {
      head = Buffer.concat([head, chunk]);
      const newline = head.indexOf(10);
      if (newline < 0) {
        if (head.length > MAX_HEAD) client.destroy();
        return;
      }
      client.off('data', onData);
      client.pause();
      const rest = head.subarray(newline + 1);
      const [host, port] = head.subarray(0, newline).toString('latin1').trim().split(' ');
      let connected = false;
      const upstream = net.connect({ host: host ?? '', port: Number(port) });
      upstream.on('connect', () => {
        connected = true;
        client.write('+\n');
        if (rest.length > 0) upstream.write(rest);
        client.pipe(upstream);
        upstream.pipe(client);
        client.resume();
      });
      upstream.on('error', (error: NodeJS.ErrnoException) => {
        if (connected) client.destroy();
        else client.end(`-${error.code ?? 'ERROR'} ${error.message.replace(/\s+/g, ' ')}\n`);
      });
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    };
    client.on('data', onData);
  });
  server.listen(socketPath);
  // Falcon (through the launcher) holds the other end of standard input: when it goes, so does the relay.
  process.stdin
    .on('end', () => process.exit(0))
    .on('close', () => process.exit(0))
    .resume();
}
