/**
 * Baselines: the standard a run is compared with. `falcon baseline save [name]` writes one as
 * `.falcon/baselines/baseline_<name>.json`, a small file meant to be committed and reviewed in a
 * pull request: per step the status, the response's shape and latency percentiles from the
 * history. Without a committed baseline, the newest passing run of the base branch in the store
 * serves.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { InputError } from '../core/errors.js';
import { isRecord } from '../util/document.js';
import type { JsonShape } from '../util/json-shape.js';
import type { Store } from './database.js';
import { getRun, stepLatencies, type RunDetail } from './runs.js';

export const BASELINE_FORMAT_VERSION = 1;
export const BASELINES_FOLDER = 'baselines';
/** Samples of a step's latency from the history that a saved baseline's percentiles are taken over. */
const LATENCY_SAMPLES = 20;

export interface BaselineStep {
  status?: number;
  shape?: JsonShape;
  latencyMs?: { p50: number; p95: number; samples: number };
}

export interface BaselineFlow {
  loadP95Ms?: number;
  steps: Record<string, BaselineStep>;
}

export interface Baseline {
  name: string;
  /** Where it came from: a committed file, or a run of the store. */
  source: string;
  createdAt: string;
  commit?: string;
  branch?: string;
  flows: Record<string, BaselineFlow>;
}

export function baselineFile(workspaceRoot: string, name: string): string {
  return path.join(workspaceRoot, BASELINES_FOLDER, `baseline_${name}.json`);
}

/** A baseline from a recorded run, with latency percentiles over the step's passing history. */
export function baselineFromRun(store: Store, run: RunDetail, name: string, source: string): Baseline {
  const flows: Record<string, BaselineFlow> = {};
  for (const flow of run.flowRuns) {
    flows[flow.file] = { ...(flow.loadP95Ms === undefined ? {} : { loadP95Ms: flow.loadP95Ms }), steps: {} };
  }
  for (const step of run.steps) {
    const flow = (flows[step.file] ??= { steps: {} });
    const samples =
      step.status === 'passed' ? stepLatencies(store, step.file, step.step, LATENCY_SAMPLES) : [];
    flow.steps[step.step] = {
      ...(step.httpStatus === undefined ? {} : { status: step.httpStatus }),
      ...(step.shape === undefined ? {} : { shape: step.shape }),
      ...(samples.length > 0
        ? {
            latencyMs: {
              p50: percentile(samples, 50),
              p95: percentile(samples, 95),
              samples: samples.length,
            },
          }
        : {}),
    };
  }
  return {
    name,
    source,
    createdAt: run.startedAt,
    ...(run.commit === undefined ? {} : { commit: run.commit }),
    ...(run.branch === undefined ? {} : { branch: run.branch }),
    flows,
  };
}

/** The baseline a recorded run gives, or undefined when the run is not in the store. */
export function baselineOfRun(store: Store, runId: number, name: string): Baseline | undefined {
  const run = getRun(store, runId);
  return run && baselineFromRun(store, run, name, `run ${runId} of the history`);
}

/** Writes `baseline` as the committable file and returns its path. */
export async function saveBaseline(workspaceRoot: string, baseline: Baseline): Promise<string> {
  const file = baselineFile(workspaceRoot, baseline.name);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, `${JSON.stringify(toFile(baseline), null, 2)}\n`);
  return file;
}

/**
 * The committed baseline `name`, undefined when there is none. A file that cannot be read as a
 * baseline is an input error: the user committed it, and a silent fallback would hide the mistake.
 */
export async function loadBaseline(
  workspaceRoot: string,
  name: string,
  repoRoot: string,
): Promise<Baseline | undefined> {
  const file = baselineFile(workspaceRoot, name);
  const shown = path.relative(repoRoot, file);
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw new InputError(
      `${shown} cannot be read: ${(error as Error).message}`,
      undefined,
      'save it again with falcon baseline save',
    );
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new InputError(
      `${shown} is not valid JSON: ${(error as Error).message}`,
      undefined,
      'save it again with falcon baseline save, or fix the JSON',
    );
  }
  const baseline = fromFile(data, name, shown);
  if (!baseline) {
    throw new InputError(
      `${shown} is not a Falcon CI baseline (version ${BASELINE_FORMAT_VERSION})`,
      undefined,
      'save it again with falcon baseline save',
    );
  }
  return baseline;
}

/** The file's shape: snake_case like every file under `.falcon/`. */
interface BaselineFileStep {
  status?: number;
  shape?: JsonShape;
  latency_ms?: { p50: number; p95: number; samples: number };
}

function toFile(baseline: Baseline) {
  return {
    version: BASELINE_FORMAT_VERSION,
    name: baseline.name,
    created_at: baseline.createdAt,
    ...(baseline.commit === undefined ? {} : { commit: baseline.commit }),
    ...(baseline.branch === undefined ? {} : { branch: baseline.branch }),
    flows: Object.fromEntries(
      Object.entries(baseline.flows).map(([file, flow]) => [
        file,
        {
          ...(flow.loadP95Ms === undefined ? {} : { load_p95_ms: flow.loadP95Ms }),
          steps: Object.fromEntries(
            Object.entries(flow.steps).map(([step, value]): [string, BaselineFileStep] => [
              step,
              {
                ...(value.status === undefined ? {} : { status: value.status }),
                ...(value.shape === undefined ? {} : { shape: value.shape }),
                ...(value.latencyMs === undefined ? {} : { latency_ms: value.latencyMs }),
              },
            ]),
          ),
        },
      ]),
    ),
  };
}

function fromFile(data: unknown, name: string, shown: string): Baseline | undefined {
  if (!isRecord(data) || data.version !== BASELINE_FORMAT_VERSION || !isRecord(data.flows)) return undefined;
  const flows: Record<string, BaselineFlow> = {};
  for (const [file, flow] of Object.entries(data.flows)) {
    if (!isRecord(flow) || !isRecord(flow.steps)) return undefined;
    const steps: Record<string, BaselineStep> = {};
    for (const [step, value] of Object.entries(flow.steps)) {
      if (!isRecord(value)) return undefined;
      const latency = value.latency_ms;
      steps[step] = {
        ...(typeof value.status === 'number' ? { status: value.status } : {}),
        ...(isShape(value.shape) ? { shape: value.shape } : {}),
        ...(isRecord(latency) && typeof latency.p50 === 'number' && typeof latency.p95 === 'number'
          ? { latencyMs: { p50: latency.p50, p95: latency.p95, samples: Number(latency.samples) || 1 } }
          : {}),
      };
    }
    flows[file] = { ...(typeof flow.load_p95_ms === 'number' ? { loadP95Ms: flow.load_p95_ms } : {}), steps };
  }
  return {
    name,
    source: shown,
    createdAt: typeof data.created_at === 'string' ? data.created_at : '',
    ...(typeof data.commit === 'string' ? { commit: data.commit } : {}),
    ...(typeof data.branch === 'string' ? { branch: data.branch } : {}),
    flows,
  };
}

function isShape(value: unknown): value is JsonShape {
  return isRecord(value) && Object.values(value).every((type) => typeof type === 'string');
}

/** Nearest-rank percentile of `samples` (not empty). */
export function percentile(samples: readonly number[], rank: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((rank / 100) * sorted.length) - 1));
  return sorted[index]!;
}
