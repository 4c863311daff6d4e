import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import type { Coverage, FlowResult } from '../../src/core/results.js';
import { Redactor } from '../../src/http/redact.js';
import { initWorkspace, type InitReport } from '../../src/init/index.js';
import { measureCoverage } from '../../src/openapi/coverage.js';
import { runFlows } from '../../src/run/runner.js';
import { isRecord } from '../../src/util/document.js';
import { loadWorkspace } from '../../src/workspace/load.js';
import { startSpecMockFromText, type SpecMock } from './openapi-mock.js';
import type { TestServer } from './server.js';

/**
 * `falcon init` → `falcon validate` → `falcon run` on one spec, against a conforming mock of it
 * (openapi-mock.ts) on 127.0.0.1, as a newcomer would: the credentials the init names set, the
 * base URL given. What comes back is what the corpus test counts.
 */

export const CORPUS = path.resolve('__tests__/__fixtures__/specs/corpus');

export interface SpecOutcome {
  /** The spec's operations, and those a step, probe or case called. */
  operations: number;
  exercised: number;
  notExercised: string[];
  /** By operation, documented status and media type. */
  coverage?: Coverage;
  /** A failure Falcon reported against an API that keeps the spec: each is Falcon's bug. */
  falseAlarms: string[];
  /** Failures on answers the mock could not make conform: the mock's, not counted. */
  slips: string[];
  report: InitReport;
  results: FlowResult[];
  /** The flows written, by file name. */
  flows: Record<string, unknown>;
}

export interface ExerciseOptions {
  /** A server in front of the mock the flows run against instead (one that breaks its answers). */
  through?: (mockUrl: string) => Promise<TestServer>;
}

export async function exerciseSpec(name: string, text: string, options: ExerciseOptions = {}): Promise<SpecOutcome> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'falcon-corpus-'));
  let mock: SpecMock | undefined;
  let front: TestServer | undefined;
  try {
    const specFile = path.join(root, name);
    await writeFile(specFile, text);
    const credentials: Record<string, string> = {};
    const basePath = serverPath(text);
    mock = await startSpecMockFromText(text, specFile, { credentials, basePath });
    const report = await initWorkspace({
      spec: name,
      force: false,
      workspace: path.join(root, '.falcon'),
      repoRoot: root,
      env: {},
      baseUrl: `${mock.url}${basePath}`,
    });
    const env = Object.fromEntries(report.credentials.map((variable) => [variable, `secret-${variable}`]));
    const environment = parse(await readFile(path.join(root, '.falcon/environments/local.yaml'), 'utf8')) as {
      headers?: Record<string, string>;
    };
    for (const [header, value] of Object.entries(environment.headers ?? {})) {
      const filled = value.replace(/\{\{env\.(\w+)\}\}/g, (_, variable: string) => env[variable] ?? '');
      if (header !== 'cookie') credentials[header] = filled;
      else for (const [cookie, part] of filled.split('; ').map((pair) => pair.split('='))) credentials[cookie!] = part!;
    }
    const flows: Record<string, unknown> = {};
    for (const file of await readdir(path.join(root, '.falcon/flows')).catch(() => []))
      flows[file] = parse(await readFile(path.join(root, '.falcon/flows', file), 'utf8'));

    const falseAlarms: string[] = [];
    let workspace;
    try {
      workspace = await loadWorkspace({ workspace: path.join(root, '.falcon'), repoRoot: root, env });
    } catch (error) {
      falseAlarms.push(`falcon validate refused what init wrote: ${(error as Error).message}`);
    }
    if (!workspace?.spec) {
      return { operations: 0, exercised: 0, notExercised: [], falseAlarms, slips: [], report, results: [], flows };
    }
    front = options.through ? await options.through(mock.url) : undefined;
    const results = await runFlows(
      workspace,
      workspace.flows,
      { concurrency: 4, timeoutMs: 10_000, ...(front ? { baseUrl: `${front.url}${basePath}` } : {}) },
      { redactor: new Redactor(workspace.secrets), env, seed: () => 1 },
    );
    const slips: string[] = [];
    for (const result of results) {
      for (const step of result.steps) {
        if (step.status === 'passed' || (step.status === 'skipped' && !step.error)) continue;
        const why =
          step.error?.message ??
          step.checks
            .filter((check) => !check.passed)
            .map((check) => `${check.name}: expected ${check.expected}, got ${check.actual}${check.details ? ` (${check.details.slice(0, 3).join('; ')})` : ''}`)
            .join(' | ');
        const line = `${result.file} ${step.id} ${step.status}: ${why}`;
        if (step.response?.headers['x-mock-slip']) slips.push(line);
        else falseAlarms.push(line);
      }
    }
    const coverage = measureCoverage(workspace.spec, results);
    const notExercised = coverage.byOperation
      .filter((operation) => !operation.exercised)
      .map((operation) => operation.operation);
    return {
      operations: coverage.operations.documented,
      exercised: coverage.operations.exercised,
      coverage,
      notExercised,
      falseAlarms,
      slips: [...slips, ...mock.slips],
      report,
      results,
      flows,
    };
  } finally {
    await front?.close();
    await mock?.close();
    await rm(root, { recursive: true, force: true });
  }
}

/** The path of the spec's first server URL (`/api/v3`): the mock answers under it. */
function serverPath(text: string): string {
  const document = parse(text) as Record<string, unknown>;
  if (typeof document.basePath === 'string') return document.basePath.replace(/\/+$/, '');
  const servers = Array.isArray(document.servers) ? document.servers : [];
  const first = isRecord(servers[0]) && typeof servers[0].url === 'string' ? servers[0].url : '';
  const url = first.replace(/\{[^}]+\}/g, 'x');
  if (!URL.canParse(url, 'http://x')) return '';
  return new URL(url, 'http://x').pathname.replace(/\/+$/, '');
}

/** Every spec of a split of the corpus: its file name and text. */
export async function corpusSpecs(split: 'dev' | 'held-out'): Promise<Array<{ name: string; text: string }>> {
  const folder = path.join(CORPUS, split);
  const names = (await readdir(folder)).filter((name) => /\.(ya?ml|json)$/.test(name)).sort();
  return Promise.all(names.map(async (name) => ({ name, text: await readFile(path.join(folder, name), 'utf8') })));
}
