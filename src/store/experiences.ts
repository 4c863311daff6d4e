/**
 * Experiences: every investigation, whichever core ran it, recorded with what it cost and whether
 * it succeeded, so the selector can learn which core works best for which kind of failure.
 */
import type { Store } from './database.js';

export interface Experience {
  /** The task, first 200 characters: what the failures were. */
  task: string;
  core: string;
  /** The task category (`contract`, `crash`, `connectivity`, …) from the offline triage. */
  category: string;
  succeeded: boolean;
  turns: number;
  costDollars: number;
  timeMs: number;
  /** What the run learned, in a sentence or two (the stop reason when it did not succeed). */
  insights: string;
  tags: string[];
  recordedAt: Date;
}

export const TASK_CHARS = 200;

/**
 * How far a core's record can be trusted: its success rate, discounted while the sample is small
 * (full weight from ten runs on).
 */
export function experienceConfidence(successes: number, runs: number): number {
  const rate = runs === 0 ? 0 : successes / runs;
  return rate * (0.7 + 0.3 * Math.min(runs / 10, 1));
}

export function recordExperience(store: Store, experience: Experience): void {
  store.db
    .prepare(
      `INSERT INTO experiences (task, core, category, succeeded, turns, cost_dollars, time_ms, insights, tags, recorded_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      experience.task.slice(0, TASK_CHARS),
      experience.core,
      experience.category,
      experience.succeeded ? 1 : 0,
      experience.turns,
      experience.costDollars,
      Math.round(experience.timeMs),
      experience.insights,
      experience.tags.join(','),
      experience.recordedAt.toISOString(),
    );
}

export interface CoreRecord {
  core: string;
  category: string;
  runs: number;
  successes: number;
  averageTurns: number;
  averageCostDollars: number;
  averageTimeMs: number;
}

/** Per core and category: how often it ran, how often it succeeded, what it cost on average. */
export function coreRecords(store: Store, category?: string): CoreRecord[] {
  const rows = store.db
    .prepare(
      `SELECT core, category, count(*) AS runs, sum(succeeded) AS successes, avg(turns) AS turns,
              avg(cost_dollars) AS cost, avg(time_ms) AS time
       FROM experiences WHERE (? IS NULL OR category = ?) GROUP BY core, category ORDER BY category, core`,
    )
    .all(category ?? null, category ?? null) as Array<{
    core: string;
    category: string;
    runs: number;
    successes: number;
    turns: number;
    cost: number;
    time: number;
  }>;
  return rows.map((row) => ({
    core: row.core,
    category: row.category,
    runs: row.runs,
    successes: row.successes,
    averageTurns: row.turns,
    averageCostDollars: row.cost,
    averageTimeMs: row.time,
  }));
}

/** The newest experiences, newest first. */
export function recentExperiences(store: Store, limit = 20): Experience[] {
  const rows = store.db.prepare('SELECT * FROM experiences ORDER BY id DESC LIMIT ?').all(limit) as Array<{
    task: string;
    core: string;
    category: string;
    succeeded: number;
    turns: number;
    cost_dollars: number;
    time_ms: number;
    insights: string;
    tags: string;
    recorded_at: string;
  }>;
  return rows.map((row) => ({
    task: row.task,
    core: row.core,
    category: row.category,
    succeeded: row.succeeded === 1,
    turns: row.turns,
    costDollars: row.cost_dollars,
    timeMs: row.time_ms,
    insights: row.insights,
    tags: row.tags ? row.tags.split(',') : [],
    recordedAt: new Date(row.recorded_at),
  }));
}
