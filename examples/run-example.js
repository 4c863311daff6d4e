// Runs the bundled example end to end: starts the shop API on a free port, runs its .falcon flows
// with the built CLI (dist/cli.js, exactly what users run), prints the result, leaves the reports
// in examples/shop/.falcon/reports/, stops the API and exits with the CLI's exit code.
//
//   node examples/run-example.js           every flow passes
//   node examples/run-example.js --bug     plants the contract bug: the gate fails on contract_products
//   node examples/run-example.js -- --types smoke,contract   extra arguments go to `falcon run`
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createShopServer } from './shop/server.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const bug = args.includes('--bug');
const extra = args.includes('--') ? args.slice(args.indexOf('--') + 1) : [];

const server = createShopServer({ bug: bug ? 'price-as-string' : undefined });
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const address = server.address();
const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
console.log(`shop API listening on ${baseUrl}${bug ? ' (with the planted price-as-string bug)' : ''}\n`);

const cli = spawn(
  process.execPath,
  [
    path.join(root, 'dist/cli.js'),
    'run',
    '--workspace',
    'examples/shop/.falcon',
    '--base-url',
    baseUrl,
    // The planted bug stands for a code change the commit does not show: kept out of the history,
    // it would make the same commit pass and fail, which the history calls flaky.
    ...(bug ? ['--history', 'off'] : []),
    ...extra,
  ],
  {
    cwd: root,
    stdio: 'inherit',
    // Demo credentials only; a real workflow passes secrets from the repository's settings.
    env: { ...process.env, SHOP_PASSWORD: process.env.SHOP_PASSWORD ?? 'demo-password' },
  },
);
const code = await new Promise((resolve) => cli.on('exit', (exitCode) => resolve(exitCode ?? 3)));
server.closeAllConnections?.();
server.close();
process.exitCode = code;
