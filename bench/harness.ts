/**
 * What the benchmarks share: the local keep-alive API they all call, whole processes started and
 * measured (wall time, peak RSS, CPU), medians, and the table of figures beside their targets.
 */
import { execFile } from 'node:child_process';
import { readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** Paired rounds per figure: FALCON_BENCH_ROUNDS, default 5. */
export const ROUNDS = Math.max(1, Number(process.env['FALCON_BENCH_ROUNDS']) || 5);

/** The CLI under test: the bundle `npm run bench` builds into .bench/dist, or FALCON_BENCH_CLI. */
export const CLI = process.env['FALCON_BENCH_CLI'] ?? path.resolve(import.meta.dirname, '../dist/cli.js');

/** The raw client: the same requests and checks as the flows, with undici and nothing else of Falcon. */
export const RAW_CLIENT = path.resolve(import.meta.dirname, 'raw-client.js');

const PROBE = pathToFileURL(path.resolve(import.meta.dirname, 'usage-probe.js')).href;

export interface ItemsApi {
  url: string;
  close(): Promise<void>;
}

/**
 * `GET /items/<id>` answers `{"id":<id>,…}` after `latencyMs` (0: at once), keeping connections
 * alive, as every benchmark's API.
 */
export async function startItemsApi(latencyMs = 0): Promise<ItemsApi> {
  const server = createServer((request, response) => {
    const id = Number(request.url?.slice(request.url.lastIndexOf('/') + 1)) || 0;
    const body = `{"id":${id},"name":"item ${id}","price":9.99,"tags":["bench"]}`;
    const answer = (): void => {
      response.writeHead(200, { 'content-type': 'application/json', 'content-length': body.length });
      response.end(body);
    };
    if (latencyMs > 0) setTimeout(answer, latencyMs);
    else answer();
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export interface Measured {
  ms: number;
  /** Peak resident set size of the process, in MB. */
  rssMb: number;
  /** User and system CPU time of the process, in ms. */
  cpuMs: number;
  stdout: string;
  exitCode: number;
}

let probes = 0;

/** Runs `node <args>` in `cwd` as a user would, with the usage probe preloaded and `settings` in its environment. */
export async function measure(
  args: string[],
  cwd: string,
  settings: Record<string, string> = {},
): Promise<Measured> {
  const usageFile = path.join(os.tmpdir(), `falcon-bench-usage-${process.pid}-${probes++}.json`);
  const env = {
    ...settings,
    PATH: process.env['PATH'] ?? '',
    HOME: cwd,
    NO_COLOR: '1',
    FALCON_BENCH_USAGE: usageFile,
  };
  const start = performance.now();
  const { stdout, exitCode } = await new Promise<{ stdout: string; exitCode: number }>((resolve) =>
    execFile(
      process.execPath,
      ['--import', PROBE, ...args],
      { cwd, env, maxBuffer: 256 * 1024 * 1024 },
      (error, out, err) =>
        resolve({
          stdout: `${out}${err}`,
          exitCode: error ? (typeof error.code === 'number' ? error.code : 1) : 0,
        }),
    ),
  );
  const ms = performance.now() - start;
  const usage = JSON.parse(await readFile(usageFile, 'utf8')) as { maxRssKb: number; cpuUs: number };
  await rm(usageFile, { force: true });
  return { ms, rssMb: usage.maxRssKb / 1024, cpuMs: usage.cpuUs / 1000, stdout, exitCode };
}

/** `falcon <args>` in `cwd`; anything but the expected exit code stops the benchmark with its output. */
export async function falcon(
  args: string[],
  cwd: string,
  expectedExit = 0,
  settings: Record<string, string> = {},
): Promise<Measured> {
  const result = await measure([CLI, ...args], cwd, settings);
  if (result.exitCode !== expectedExit)
    throw new Error(`falcon ${args.join(' ')} exited ${result.exitCode}:\n${result.stdout.slice(-4000)}`);
  return result;
}

/** The raw client with `args`; it exits non-zero when a check fails. */
export async function raw(args: string[], cwd: string): Promise<Measured> {
  const result = await measure([RAW_CLIENT, ...args], cwd);
  if (result.exitCode !== 0) throw new Error(`raw client ${args.join(' ')} failed:\n${result.stdout}`);
  return result;
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/**
 * Rounds of `raw` then `falcon`, one warm-up pair first; the figure is the median of the per-round
 * ratios, so a burst of load from elsewhere on the machine skews one pair rather than the result.
 */
export async function pairedRounds(
  rounds: number,
  rawRun: () => Promise<Measured>,
  falconRun: () => Promise<Measured>,
): Promise<{ raw: Measured[]; falcon: Measured[]; ratio: number }> {
  await rawRun();
  await falconRun();
  const raws: Measured[] = [];
  const falcons: Measured[] = [];
  for (let round = 0; round < rounds; round++) {
    raws.push(await rawRun());
    falcons.push(await falconRun());
  }
  return {
    raw: raws,
    falcon: falcons,
    ratio: median(falcons.map((run, index) => run.ms / (raws[index] as Measured).ms)),
  };
}

export interface Row {
  work: string;
  /** The raw floor, as measured. */
  floor: string;
  /** Falcon's figure, as measured. */
  falcon: string;
  target: string;
  met: boolean;
}

export const seconds = (ms: number): string => `${(ms / 1000).toFixed(2)} s`;
export const times = (ratio: number): string => `${ratio.toFixed(2)}×`;
export const megabytes = (mb: number): string => `${Math.round(mb)} MB`;

/** The figures as a Markdown table, the way the README shows them. */
export function table(rows: readonly Row[]): string {
  const lines = [
    '| work (whole process unless said) | raw floor | Falcon CI | target | met |',
    '|---|---|---|---|---|',
    ...rows.map(
      (row) => `| ${row.work} | ${row.floor} | ${row.falcon} | ${row.target} | ${row.met ? 'yes' : 'no'} |`,
    ),
  ];
  return lines.join('\n');
}
