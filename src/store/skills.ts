/**
 * Skills: the tool sequences of investigations, kept per category and core with how often they
 * were used and how often they succeeded. Only a proven one (success rate ≥ 0.8 over ≥ 3 uses) is
 * offered to the agent as a strategy for that kind of failure.
 */
import type { Store } from './database.js';

export const SKILL_MIN_USES = 3;
export const SKILL_MIN_RATE = 0.8;
/** Tools kept of a sequence: a strategy is its first moves, not a replay of a long session. */
const MAX_SKILL_STEPS = 8;

export interface Skill {
  category: string;
  core: string;
  /** Tool names in the order they were first called. */
  tools: string[];
  uses: number;
  successes: number;
}

/** The sequence a skill keeps: each tool once, in the order of its first call, at most eight. */
export function skillSequence(calls: readonly string[]): string[] {
  return [...new Set(calls)].slice(0, MAX_SKILL_STEPS);
}

export function recordSkillUse(
  store: Store,
  use: { category: string; core: string; calls: readonly string[]; succeeded: boolean; at: Date },
): void {
  const tools = skillSequence(use.calls);
  if (tools.length === 0) return;
  store.db
    .prepare(
      `INSERT INTO skills (category, core, tools, uses, successes, updated_at) VALUES (?, ?, ?, 1, ?, ?)
       ON CONFLICT (category, core, tools) DO UPDATE SET uses = uses + 1, successes = successes + excluded.successes, updated_at = excluded.updated_at`,
    )
    .run(use.category, use.core, tools.join(','), use.succeeded ? 1 : 0, use.at.toISOString());
}

/** Every skill, best first; `proven` keeps only those offered to the agent. */
export function listSkills(store: Store, options: { category?: string; proven?: boolean } = {}): Skill[] {
  const rows = store.db
    .prepare(
      `SELECT category, core, tools, uses, successes FROM skills
       WHERE (? IS NULL OR category = ?) ORDER BY category, CAST(successes AS REAL) / uses DESC, uses DESC`,
    )
    .all(options.category ?? null, options.category ?? null) as Array<{
    category: string;
    core: string;
    tools: string;
    uses: number;
    successes: number;
  }>;
  return rows
    .map((row) => ({ ...row, tools: row.tools.split(',') }))
    .filter((skill) => !options.proven || isProven(skill));
}

/** Proven: used often enough, and successful often enough, to be offered to the agent. */
export function isProven(skill: Pick<Skill, 'uses' | 'successes'>): boolean {
  return skill.uses >= SKILL_MIN_USES && skill.successes / skill.uses >= SKILL_MIN_RATE;
}
