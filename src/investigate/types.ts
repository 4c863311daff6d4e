/** What the investigation stage hands the reports and the pull request. */
import type { AgentOutcome } from './agent/types.js';
import type { Proposal } from './fixes/types.js';
import type { Finding } from './triage/types.js';

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
}
