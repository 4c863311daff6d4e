/**
 * What sharding buys: 200 two-step flows against an API answering in 20 ms, run as one `falcon run`
 * process, then as 4 `falcon run --shard i/4` processes, whole processes timed as a user waits for
 * them. A matrix gives each job a runner of its own, so each shard runs alone here too: four
 * processes at once on this machine's two cores would time the machine, not the split. Reported:
 * the slowest shard's wall time ÷ the unsharded wall time, median of paired rounds. Target: ≤ 0.3
 * with 4 shards, reported as the suite's targets are, not enforced.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { CLI } from './harness.js';

const FLOWS = 200;
const LATENCY_MS = 20;
const SHARDS = 4;
const ROUNDS = 5;
const TARGET = 0.3;

function run(root: string, url: string, extra: string[]): Promise<number> {
  const start = performance.now();
  return new Promise((resolve, reject) =>
    execFile(
      process.execPath,
      [CLI, 'run', '--base-url', url, '--history', 'off', '--junit', 'off', '--gate', 'functional', ...extra],
      { cwd: root, env: { PATH: process.env['PATH'] ?? '', NO_COLOR: '1' } },
      (error, stdout) =>
        error ? reject(new Error(`falcon failed: ${stdout}`)) : resolve(performance.now() - start),
    ),
  );
}

async function main(): Promise<void> {
  const server = createServer((_, response) => {
    setTimeout(
      () => response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}'),
      LATENCY_MS,
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const root = await mkdtemp(path.join(os.tmpdir(), 'falcon-shards-bench-'));
  try {
    await mkdir(path.join(root, '.falcon/flows'), { recursive: true });
    const step = (id: string) =>
      `  - id: ${id}\n    request: { path: /${id} }\n    expect: { status: 200 }\n`;
    for (let index = 0; index < FLOWS; index++) {
      const name = `functional_${String(index).padStart(3, '0')}.yaml`;
      await writeFile(path.join(root, '.falcon/flows', name), `steps:\n${step('first')}${step('second')}`);
    }

    const ratios: number[] = [];
    const whole: number[] = [];
    const slowest: number[] = [];
    await run(root, url, []);
    for (let round = 0; round < ROUNDS; round++) {
      whole.push(await run(root, url, []));
      const shards: number[] = [];
      for (let index = 0; index < SHARDS; index++)
        shards.push(
          await run(root, url, ['--shard', `${index + 1}/${SHARDS}`, '--json', `shard-${index + 1}.json`]),
        );
      slowest.push(Math.max(...shards));
      ratios.push(slowest.at(-1)! / whole.at(-1)!);
    }
    const median = (values: number[]): number =>
      [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;
    const ratio = median(ratios);
    console.log(`unsharded: ${median(whole).toFixed(0)} ms for ${FLOWS} flows (median of ${ROUNDS})`);
    console.log(`slowest of ${SHARDS} shards, each alone: ${median(slowest).toFixed(0)} ms`);
    console.log(
      `ratio: ${ratio.toFixed(3)} (median of paired rounds; target ≤ ${TARGET}) ${ratio <= TARGET ? 'MET' : 'NOT MET'}`,
    );
  } finally {
    server.closeAllConnections();
    server.close();
    await rm(root, { recursive: true, force: true });
  }
}

await main();
