/**
 * Staged changes as proposals: one per logical fix, so a reviewer can take one fix and leave
 * another. The agent may say which files belong together; without that, everything it staged is
 * one fix, since splitting by guess could separate a change from the one it depends on.
 */
import { normalizeRelative } from '../../repo/safe-path.js';
import { fingerprint, toFilePatches } from './patches.js';
import { riskFlags } from './risk.js';
import type { FilePatch, Proposal, RiskFlag } from './types.js';
import type { StagedChange } from '../../repo/overlay.js';

/** Files the agent said make one fix together. */
export interface FixGroup {
  /** Repository-relative paths, as the agent wrote them. */
  files: string[];
  title?: string;
  /** Why, for this fix alone; the run's rationale when absent. */
  rationale?: string;
  /** The flows this fix should make pass; the run's target flows when absent. */
  targetFlows?: string[];
}

export interface BuildProposalsInput {
  changes: readonly StagedChange[];
  /** The agent's explanation of the fix (its answer); the first line becomes the title. */
  rationale: string;
  /** Flow files (repository-relative) the fix should make pass. */
  targetFlows: string[];
  /** The agent's grouping, if it gave one. Changed files in no group form one more proposal. */
  groups?: readonly FixGroup[];
}

/** The proposal's risk flags, when its added lines have any. */
export function risksOf(files: readonly FilePatch[]): { risks?: RiskFlag[] } {
  const risks = riskFlags(files);
  return risks.length > 0 ? { risks } : {};
}

/** Longer titles are cut: they become headings and comment lines. */
const MAX_TITLE = 100;

export function buildProposals(input: BuildProposalsInput): Proposal[] {
  const byPath = new Map(input.changes.map((change) => [change.path, change]));
  const taken = new Set<string>();
  const proposals: Proposal[] = [];

  for (const group of input.groups ?? []) {
    const changes: StagedChange[] = [];
    for (const file of group.files) {
      const key = normalized(file);
      const change = key === undefined ? undefined : byPath.get(key);
      // A file named twice belongs to the first group that names it.
      if (change && !taken.has(change.path)) {
        taken.add(change.path);
        changes.push(change);
      }
    }
    const proposal = makeProposal(changes, {
      title: group.title,
      rationale: group.rationale ?? input.rationale,
      targetFlows: group.targetFlows ?? input.targetFlows,
    });
    if (proposal) proposals.push(proposal);
  }

  const rest = input.changes.filter((change) => !taken.has(change.path));
  const remaining = makeProposal(rest, { rationale: input.rationale, targetFlows: input.targetFlows });
  if (remaining) proposals.push(remaining);
  return proposals;
}

function makeProposal(
  changes: readonly StagedChange[],
  about: { title?: string; rationale: string; targetFlows: string[] },
): Proposal | undefined {
  const files = toFilePatches(changes);
  if (files.length === 0) return undefined;
  return {
    id: fingerprint(files),
    title: titleOf(
      about.title ?? about.rationale,
      files.map((file) => file.path),
    ),
    rationale: about.rationale.trim(),
    files,
    targetFlows: [...about.targetFlows],
    verification: { status: 'not_run', reason: 'not verified yet' },
    ...risksOf(files),
  };
}

/** The first non-empty line, without Markdown heading or list marks; a plain title when there is none. */
export function titleOf(text: string, paths: readonly string[]): string {
  const line = text
    .split(/\r?\n/)
    .map((candidate) =>
      candidate
        .replace(/^\s*(?:#{1,6}\s+|[-*+]\s+|\d+[.)]\s+)/, '')
        .replace(/^(\*\*|__)(.*)\1$/, '$2')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .find((candidate) => candidate !== '');
  if (line === undefined) {
    return paths.length === 1 ? `Proposed change to ${paths[0]}` : `Proposed change to ${paths.length} files`;
  }
  return line.length <= MAX_TITLE ? line : `${line.slice(0, MAX_TITLE - 1).trimEnd()}…`;
}

function normalized(file: string): string | undefined {
  try {
    return normalizeRelative(file);
  } catch {
    return undefined;
  }
}
