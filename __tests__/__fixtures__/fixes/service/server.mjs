// A tiny API for the verification tests. It listens on $PORT and has one deliberate bug: the
// `sum` line below subtracts. The tests' patches edit that line (or break `/status`).
import { createServer } from 'node:http';

const sum = (a, b) => a - b;
const statusCode = 200;

// Knobs for the service tests, all off by default.
const readyAfterMs = Number(process.env.READY_AFTER_MS ?? 0);
const startedAt = Date.now();
if (process.env.IGNORE_SIGTERM === '1') process.on('SIGTERM', () => console.log('ignoring SIGTERM'));

const server = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  const send = (status, body) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };
  if (url.pathname === '/health') {
    return Date.now() - startedAt < readyAfterMs ? send(503, { ready: false }) : send(200, { ready: true });
  }
  if (url.pathname === '/sum') {
    return send(200, { sum: sum(Number(url.searchParams.get('a')), Number(url.searchParams.get('b'))) });
  }
  if (url.pathname === '/status') return send(statusCode, { ok: statusCode === 200 });
  if (url.pathname === '/env') return send(200, { port: process.env.PORT, extra: process.env.EXTRA ?? null });
  send(404, { error: 'not found' });
});

server.listen(Number(process.env.PORT), '127.0.0.1', () => console.log(`listening on ${process.env.PORT}`));
