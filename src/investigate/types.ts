/** What the investigation stage hands the reports and the pull request. */
import type { AgentOutcome } from './agent/types.js';
import type { FixAttempt, Proposal } from './fixes/types.js';
import type { Finding } from './triage/types.js';
import type { CoreMetrics, CoreSelection } from './cores/types.js';

/** No agent session ran; `message` says why (shown when the user asked for the agent). */
export interface SkippedInvestigation {
  stopReason: 'skipped';
  message: string;
}

export type InvestigationResult = AgentOutcome | SkippedInvestigation;

/** What the run learned about its failures: offline triage always, the agent's work when it ran. */
export interface Investigation {
  findings: Finding[];
  agent: InvestigationResult;
  /** The agent's staged changes as proposed fixes (`confirmations: pr`), each with its verification. */
  proposals: Proposal[];
  /** Each fix a retrying core tried, what verification saw, and which one the proposals are. */
  attempts?: FixAttempt[];
  /** Which core investigated, why it was chosen, and what it cost; absent when none ran. */
  core?: CoreReport;
}

/**
 * The investigation of a run whose flows all passed. The pipeline answers with it without loading
 * the stage, so a passing run never loads the agent, the model client or the fixes.
 */
export function nothingToInvestigate(): Investigation {
  return {
    findings: [],
    agent: { stopReason: 'skipped', message: 'every flow passed: nothing to investigate' },
    proposals: [],
  };
}

export interface CoreReport extends CoreSelection {
  /** The core that produced the outcome: the chosen one, or freeform after it failed. */
  ran: string;
  /** Why another core ran than the one chosen. */
  fellBack?: string;
  metrics: CoreMetrics;
}
