/**
 * Run history: every run as an immutable record of what it saw (statuses, response shapes and
 * latencies per step), never of what the API sent (no bodies, no headers, so no secrets).
 */
import type { Coverage, FlowResult, FlowStatus, ResponseRecord, StepStatus } from '../core/results.js';
import type { GateResult } from '../gate.js';
import { shapeOf, type JsonShape } from '../util/json-shape.js';
import type { Store } from './database.js';

/** Where and when a run happened, as the door knows it (git, GitHub's environment). */
export interface RunContext {
  commit?: string;
  branch?: string;
  pullRequest?: number;
  startedAt: Date;
}

export interface RunRow {
  id: number;
  commit?: string;
  branch?: string;
  pullRequest?: number;
  startedAt: string;
  verdict: string;
  durationMs: number;
  gate: string[];
  flows: number;
  failed: number;
}

export interface FlowRow {
  file: string;
  type: string;
  status: FlowStatus;
  durationMs: number;
  loadP95Ms?: number;
}

export interface StepRow {
  file: string;
  step: string;
  status: StepStatus;
  httpStatus?: number;
  latencyMs?: number;
  shape?: JsonShape;
}

export interface RunDetail extends RunRow {
  flowRuns: FlowRow[];
  steps: StepRow[];
}

/** Records a run and returns its id. */
export function recordRun(
  store: Store,
  context: RunContext,
  results: readonly FlowResult[],
  gate: GateResult,
  durationMs: number,
): number {
  const { db } = store;
  db.exec('BEGIN');
  try {
    const run = db
      .prepare(
        'INSERT INTO runs (commit_sha, branch, pull_request, started_at, verdict, duration_ms, gate, coverage) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
      )
      .run(
        context.commit ?? null,
        context.branch ?? null,
        context.pullRequest ?? null,
        context.startedAt.toISOString(),
        gate.verdict,
        Math.round(durationMs),
        gate.types.join(','),
        gate.coverage ? JSON.stringify(gate.coverage.measured) : null,
      );
    const runId = Number(run.lastInsertRowid);
    const insertFlow = db.prepare(
      'INSERT OR REPLACE INTO flow_runs (run_id, file, type, status, duration_ms, load_p95_ms) VALUES (?, ?, ?, ?, ?, ?)',
    );
    const insertStep = db.prepare(
      'INSERT OR REPLACE INTO step_runs (run_id, file, step, status, http_status, latency_ms, shape) VALUES (?, ?, ?, ?, ?, ?, ?)',
    );
    for (const flow of results) {
      insertFlow.run(
        runId,
        flow.file,
        flow.type,
        flow.status,
        Math.round(flow.durationMs),
        flow.load?.latencyMs.p95 ?? null,
      );
      for (const step of flow.steps) {
        const shape = step.response && responseShape(step.response);
        insertStep.run(
          runId,
          flow.file,
          stepKey(step),
          step.status,
          step.response?.status ?? null,
          step.timings?.totalMs ?? null,
          shape === undefined ? null : JSON.stringify(shape),
        );
      }
    }
    db.exec('COMMIT');
    return runId;
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
}

/**
 * The shape of a recorded JSON response, or undefined when it was not JSON or was cut for the
 * record (a cut body's shape would report fields as removed that were only left out).
 */
export function responseShape(response: ResponseRecord): JsonShape | undefined {
  if (response.truncated || !/json/i.test(headerValue(response.headers, 'content-type') ?? ''))
    return undefined;
  try {
    return shapeOf(JSON.parse(response.body));
  } catch {
    return undefined;
  }
}

function headerValue(headers: Record<string, string>, name: string): string | undefined {
  return Object.entries(headers).find(([key]) => key.toLowerCase() === name)?.[1];
}

/** How a step is known across runs: its id, and the probe for security probes. */
export function stepKey(step: { id: string; probe?: string }): string {
  return step.probe ? `${step.id}#${step.probe}` : step.id;
}

/** The most recent runs first. */
export function listRuns(store: Store, limit = 20): RunRow[] {
  const rows = store.db
    .prepare(
      `SELECT r.*, count(f.file) AS flows, sum(CASE WHEN f.status = 'passed' THEN 0 ELSE 1 END) AS failed
       FROM runs r LEFT JOIN flow_runs f ON f.run_id = r.id GROUP BY r.id ORDER BY r.id DESC LIMIT ?`,
    )
    .all(limit) as unknown as RunRecordRow[];
  return rows.map(toRunRow);
}

export function getRun(store: Store, id: number): RunDetail | undefined {
  const row = store.db
    .prepare(
      `SELECT r.*, count(f.file) AS flows, sum(CASE WHEN f.status = 'passed' THEN 0 ELSE 1 END) AS failed
       FROM runs r LEFT JOIN flow_runs f ON f.run_id = r.id WHERE r.id = ? GROUP BY r.id`,
    )
    .get(id) as unknown as RunRecordRow | undefined;
  if (!row) return undefined;
  return { ...toRunRow(row), flowRuns: flowsOf(store, id), steps: stepsOf(store, id) };
}

export function flowsOf(store: Store, runId: number): FlowRow[] {
  const rows = store.db
    .prepare(
      'SELECT file, type, status, duration_ms, load_p95_ms FROM flow_runs WHERE run_id = ? ORDER BY file',
    )
    .all(runId) as Array<{
    file: string;
    type: string;
    status: FlowStatus;
    duration_ms: number;
    load_p95_ms: number | null;
  }>;
  return rows.map((row) => ({
    file: row.file,
    type: row.type,
    status: row.status,
    durationMs: row.duration_ms,
    ...(row.load_p95_ms === null ? {} : { loadP95Ms: row.load_p95_ms }),
  }));
}

export function stepsOf(store: Store, runId: number): StepRow[] {
  const rows = store.db
    .prepare(
      'SELECT file, step, status, http_status, latency_ms, shape FROM step_runs WHERE run_id = ? ORDER BY file, rowid',
    )
    .all(runId) as Array<{
    file: string;
    step: string;
    status: StepStatus;
    http_status: number | null;
    latency_ms: number | null;
    shape: string | null;
  }>;
  return rows.map((row) => ({
    file: row.file,
    step: row.step,
    status: row.status,
    ...(row.http_status === null ? {} : { httpStatus: row.http_status }),
    ...(row.latency_ms === null ? {} : { latencyMs: row.latency_ms }),
    ...(row.shape === null ? {} : { shape: JSON.parse(row.shape) as JsonShape }),
  }));
}

/** What run `id` exercised of the spec; undefined when it had no spec (or is not there). */
export function runCoverage(store: Store, id: number): Coverage | undefined {
  const row = store.db.prepare('SELECT coverage FROM runs WHERE id = ?').get(id) as
    { coverage: string | null } | undefined;
  return row?.coverage ? (JSON.parse(row.coverage) as Coverage) : undefined;
}

/** The id of the newest run in the history; undefined when there is none. */
export function newestRun(store: Store): number | undefined {
  const row = store.db.prepare('SELECT max(id) AS id FROM runs').get() as { id: number | null };
  return row.id ?? undefined;
}

/** The newest passing run on `branch`, other than `exceptRunId`. */
export function lastPassingRun(store: Store, branch: string, exceptRunId?: number): number | undefined {
  const row = store.db
    .prepare("SELECT id FROM runs WHERE branch = ? AND verdict = 'pass' AND id != ? ORDER BY id DESC LIMIT 1")
    .get(branch, exceptRunId ?? -1) as { id: number } | undefined;
  return row?.id;
}

/** Latency samples of one step in its newest passing runs, newest first: a baseline's percentiles. */
export function stepLatencies(store: Store, file: string, step: string, limit = 20): number[] {
  const rows = store.db
    .prepare(
      `SELECT s.latency_ms AS latency FROM step_runs s JOIN runs r ON r.id = s.run_id
       WHERE s.file = ? AND s.step = ? AND s.status = 'passed' AND s.latency_ms IS NOT NULL
       ORDER BY r.id DESC LIMIT ?`,
    )
    .all(file, step, limit) as Array<{ latency: number }>;
  return rows.map((row) => row.latency);
}

export interface FlakyFlow {
  file: string;
  commit: string;
  passed: number;
  failed: number;
}

/** Flows that both failed and passed on the same commit: the code did not change, the result did. */
export function flakyFlows(store: Store, commit: string | undefined): FlakyFlow[] {
  if (!commit) return [];
  const rows = store.db
    .prepare(
      `SELECT f.file AS file, sum(CASE WHEN f.status = 'passed' THEN 1 ELSE 0 END) AS passed,
              sum(CASE WHEN f.status = 'passed' THEN 0 ELSE 1 END) AS failed
       FROM flow_runs f JOIN runs r ON r.id = f.run_id WHERE r.commit_sha = ?
       GROUP BY f.file HAVING passed > 0 AND failed > 0 ORDER BY f.file`,
    )
    .all(commit) as Array<{ file: string; passed: number; failed: number }>;
  return rows.map((row) => ({ file: row.file, commit, passed: row.passed, failed: row.failed }));
}

interface RunRecordRow {
  id: number;
  commit_sha: string | null;
  branch: string | null;
  pull_request: number | null;
  started_at: string;
  verdict: string;
  duration_ms: number;
  gate: string;
  flows: number;
  failed: number | null;
}

function toRunRow(row: RunRecordRow): RunRow {
  return {
    id: row.id,
    ...(row.commit_sha === null ? {} : { commit: row.commit_sha }),
    ...(row.branch === null ? {} : { branch: row.branch }),
    ...(row.pull_request === null ? {} : { pullRequest: row.pull_request }),
    startedAt: row.started_at,
    verdict: row.verdict,
    durationMs: row.duration_ms,
    gate: row.gate ? row.gate.split(',') : [],
    flows: row.flows,
    failed: row.failed ?? 0,
  };
}
