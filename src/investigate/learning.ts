/**
 * What the investigation stage learns from and leaves to the store: experiences per kind of failure
 * for the selector, proven tool sequences (skills) for the agent, and each investigation recorded.
 * A store that cannot be read or written costs the run its learning, never its verdict.
 */
import type { Log } from '../core/log.js';
import type { Store } from '../store/database.js';
import { coreRecords, recordExperience, type CoreRecord } from '../store/experiences.js';
import { listSkills, recordSkillUse } from '../store/skills.js';
import { messageOf } from '../util/text.js';
import type { CoreOutput } from './cores/types.js';
import type { Proposal } from './fixes/types.js';
import type { Finding } from './triage/types.js';

export function provenStrategies(store: Store | undefined, category: string, log: Log): string[] {
  if (!store) return [];
  try {
    return listSkills(store, { category, proven: true }).map((skill) => skill.tools.join(' → '));
  } catch (error) {
    log.warning(`The skills cannot be read: ${messageOf(error)}`);
    return [];
  }
}

export function experienceRecords(store: Store | undefined, category: string, log: Log): CoreRecord[] {
  if (!store) return [];
  try {
    return coreRecords(store, category);
  } catch (error) {
    log.warning(`The selector cannot read the experiences: ${messageOf(error)}`);
    return [];
  }
}

/**
 * Every investigation is an experience, whichever core ran it. It succeeded when a fix was verified,
 * or when the core completed and its answer names a code location the triage found in the repository.
 */
export function recordInvestigation(
  store: Store | undefined,
  run: {
    core: string;
    category: string;
    findings: readonly Finding[];
    output: CoreOutput;
    proposals: readonly Proposal[];
    calls: readonly string[];
    now: Date;
  },
  log: Log,
): void {
  if (!store) return;
  const { outcome, metrics } = run.output;
  const located = run.findings.flatMap((finding) => finding.locations).map((location) => location.file);
  const verified = run.proposals.some((proposal) => proposal.verification.status === 'verified');
  const named = run.output.completed && located.some((file) => outcome.answer?.includes(file) === true);
  try {
    recordExperience(store, {
      task:
        run.findings.map((finding) => `${finding.flow} ${finding.step}: ${finding.summary}`).join('; ') ||
        'failures without findings',
      core: run.core,
      category: run.category,
      succeeded: verified || named,
      turns: outcome.turns,
      costDollars: metrics.costDollars,
      timeMs: metrics.executionMs,
      // An unsuccessful run keeps its stop reason, so recurring ones show as patterns in the insights.
      insights: verified ? 'a fix was verified' : named ? 'named a code location' : outcome.stopReason,
      tags: [...new Set(run.findings.map((finding) => finding.kind))],
      recordedAt: run.now,
    });
    recordSkillUse(store, {
      category: run.category,
      core: run.core,
      calls: run.calls,
      succeeded: verified || named,
      at: run.now,
    });
  } catch (error) {
    log.warning(`This investigation was not recorded as an experience: ${messageOf(error)}`);
  }
}
