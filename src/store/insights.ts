/**
 * Insights from the recorded experiences: which core does best for each kind of failure, which
 * stop reasons keep coming back (with the setting that would help), and what each core costs.
 */
import type { Store } from './database.js';
import { coreRecords, experienceConfidence, type CoreRecord } from './experiences.js';

/** Experiences a category needs before its best core is worth naming. */
const MIN_SAMPLE = 3;
/** A stop reason seen this often for one core is a pattern. */
const PATTERN_COUNT = 2;

export interface CoreSelectionInsight {
  category: string;
  core: string;
  rate: number;
  sample: number;
  confidence: number;
}

export interface FailurePattern {
  core: string;
  reason: string;
  count: number;
  suggestion: string;
}

export interface CoreCost {
  core: string;
  runs: number;
  averageTurns: number;
  averageCostDollars: number;
  averageTimeMs: number;
}

export interface Insights {
  selection: CoreSelectionInsight[];
  patterns: FailurePattern[];
  costs: CoreCost[];
}

/** What would help against a stop reason that keeps recurring. */
const SUGGESTIONS: Record<string, string> = {
  deadline: 'raise agent-timeout (--agent-timeout), or give the agent fewer flows per run',
  turn_limit: 'raise tool_limits.max_turns in .falcon/config.yaml',
  tool_limit: 'raise tool_limits.per_tool or tool_limits.total in .falcon/config.yaml',
  token_budget: 'raise tool_limits.max_tokens in .falcon/config.yaml',
  cost_budget: 'raise tool_limits.max_cost_usd in .falcon/config.yaml',
  model_error: 'check the model endpoint, key and quota (llm-base-url, llm-api-key, model)',
  cancelled: 'the job was cancelled while investigating: give the job more time',
};

export function computeInsights(store: Store): Insights {
  const records = coreRecords(store);
  return {
    selection: selectionInsights(records),
    patterns: failurePatterns(store),
    costs: coreCosts(records),
  };
}

function selectionInsights(records: readonly CoreRecord[]): CoreSelectionInsight[] {
  const byCategory = new Map<string, CoreRecord[]>();
  for (const record of records)
    byCategory.set(record.category, [...(byCategory.get(record.category) ?? []), record]);
  const insights: CoreSelectionInsight[] = [];
  for (const [category, candidates] of byCategory) {
    const sample = candidates.reduce((sum, record) => sum + record.runs, 0);
    if (sample < MIN_SAMPLE) continue;
    const best = [...candidates].sort(
      (a, b) => b.successes / b.runs - a.successes / a.runs || b.runs - a.runs,
    )[0]!;
    const rate = best.successes / best.runs;
    insights.push({
      category,
      core: best.core,
      rate: round(rate),
      sample: best.runs,
      confidence: round(experienceConfidence(best.successes, best.runs)),
    });
  }
  return insights;
}

function failurePatterns(store: Store): FailurePattern[] {
  // An unsuccessful experience keeps its stop reason (or message) as its insight.
  const rows = store.db
    .prepare(
      `SELECT core, insights AS reason, count(*) AS count FROM experiences WHERE succeeded = 0
       GROUP BY core, insights HAVING count(*) >= ? ORDER BY count DESC`,
    )
    .all(PATTERN_COUNT) as Array<{ core: string; reason: string; count: number }>;
  return rows.map((row) => ({
    ...row,
    suggestion:
      SUGGESTIONS[row.reason] ?? 'read the session records in .falcon/sessions/ for what stopped it',
  }));
}

function coreCosts(records: readonly CoreRecord[]): CoreCost[] {
  const byCore = new Map<string, CoreRecord[]>();
  for (const record of records) byCore.set(record.core, [...(byCore.get(record.core) ?? []), record]);
  return [...byCore].map(([core, list]) => {
    const runs = list.reduce((sum, record) => sum + record.runs, 0);
    const weighted = (pick: (record: CoreRecord) => number) =>
      list.reduce((sum, record) => sum + pick(record) * record.runs, 0) / runs;
    return {
      core,
      runs,
      averageTurns: round(weighted((record) => record.averageTurns)),
      averageCostDollars: round(
        weighted((record) => record.averageCostDollars),
        4,
      ),
      averageTimeMs: Math.round(weighted((record) => record.averageTimeMs)),
    };
  });
}

function round(value: number, digits = 2): number {
  const scale = 10 ** digits;
  return Math.round(value * scale) / scale;
}
