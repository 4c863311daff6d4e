/** What the history taught, as people read it in a terminal: experiences, insights and skills. */
import type { Experience, CoreRecord } from '../../store/experiences.js';
import type { Insights } from '../../store/insights.js';
import { isProven, type Skill } from '../../store/skills.js';

export function renderExperiences(experiences: readonly Experience[]): string[] {
  if (experiences.length === 0) return ['No investigations recorded yet: a failing run records one.'];
  return experiences.map(
    (experience) =>
      `${experience.recordedAt.toISOString().replace(/\.\d+Z$/, 'Z')}  ${experience.core.padEnd(10)} ${experience.category.padEnd(12)} ${experience.succeeded ? 'succeeded' : 'did not  '}  ${experience.turns} turns, ${seconds(experience.timeMs)}  ${experience.insights}`,
  );
}

export function renderExperienceStats(records: readonly CoreRecord[]): string[] {
  if (records.length === 0) return ['No investigations recorded yet: a failing run records one.'];
  return records.map(
    (record) =>
      `${record.category.padEnd(12)} ${record.core.padEnd(10)} ${record.successes}/${record.runs} succeeded (${percent(record.successes / record.runs)}), ${record.averageTurns.toFixed(1)} turns, ${seconds(record.averageTimeMs)}${record.averageCostDollars > 0 ? `, $${record.averageCostDollars.toFixed(4)}` : ''} on average`,
  );
}

export function renderInsights(insights: Insights): string[] {
  const lines: string[] = [];
  if (insights.selection.length > 0) {
    lines.push('Best core per kind of failure:');
    for (const item of insights.selection) {
      lines.push(
        `  ${item.category}: ${item.core}, ${percent(item.rate)} of ${item.sample} runs succeeded (confidence ${item.confidence})`,
      );
    }
  }
  if (insights.patterns.length > 0) {
    lines.push('Recurring stops:');
    for (const pattern of insights.patterns) {
      lines.push(
        `  ${pattern.core} stopped on ${pattern.reason} ${pattern.count} times: ${pattern.suggestion}`,
      );
    }
  }
  if (insights.costs.length > 0) {
    lines.push('Cost per core:');
    for (const cost of insights.costs) {
      lines.push(
        `  ${cost.core}: ${cost.runs} runs, ${cost.averageTurns} turns, ${seconds(cost.averageTimeMs)}${cost.averageCostDollars > 0 ? `, $${cost.averageCostDollars}` : ''} on average`,
      );
    }
  }
  return lines.length > 0
    ? lines
    : ['Nothing learned yet: insights need at least three recorded investigations.'];
}

export function renderSkills(skills: readonly Skill[]): string[] {
  if (skills.length === 0) return ['No skills yet: a successful investigation with tools records one.'];
  return skills.map(
    (skill) =>
      `${skill.category.padEnd(12)} ${skill.core.padEnd(10)} ${skill.successes}/${skill.uses} ${isProven(skill) ? 'offered ' : 'learning'}  ${skill.tools.join(' → ')}`,
  );
}

function percent(rate: number): string {
  return `${Math.round(rate * 100)}%`;
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}
