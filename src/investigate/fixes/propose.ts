import type { FlowResult } from '../../core/results.js';
import type { FixOptions } from '../../core/options.js';
import { messageOf } from '../../util/text.js';
import { writePatchFile } from './patches.js';
import { buildProposals } from './proposals.js';
import type { Proposal } from './types.js';
import type { StagedChange } from '../../repo/overlay.js';
import { verifyProposal } from './verify.js';
import { createSandbox, type Sandbox } from './sandbox.js';

export interface ProposeFixesInput {
  repoRoot: string;
  workspaceRoot: string;
  /** What the `pr` policy staged during the investigation. */
  staged: readonly StagedChange[];
  /** The agent's answer: why the change fixes the failures. */
  rationale: string;
  results: readonly FlowResult[];
  /** Flow files the gate enforces. */
  gatedFlows: readonly string[];
  fixes: FixOptions;
  /** Runs flow files against a base URL (the patched service). */
  run(flowFiles: string[], baseUrl: string): Promise<FlowResult[]>;
  log: { warning(message: string): void; info(message: string): void };
  /** Secret values (the model's API key) kept out of the patched service's environment. */
  withheldSecrets?: readonly string[];
  /** Names of the job's variables the patched service may have. */
  serviceEnv?: readonly string[];
  signal?: AbortSignal;
}

/**
 * Turns the staged changes into proposals, verifies each against the patched service when a start
 * command is given, and writes each as `.falcon/fixes/<id>.patch`. A proposal that cannot be
 * verified or written is still returned, saying why: what the user sees is never more certain
 * than what was checked.
 */
export async function proposeFixes(input: ProposeFixesInput): Promise<Proposal[]> {
  return saveProposals(await verifyStaged(input), input);
}

/** The staged changes as proposals, each verified against the patched service; nothing is written. */
export async function verifyStaged(input: Omit<ProposeFixesInput, 'workspaceRoot'>): Promise<Proposal[]> {
  if (input.staged.length === 0) return [];
  const failing = input.results.filter((result) => result.status !== 'passed').map((result) => result.file);
  const proposals = buildProposals({
    changes: [...input.staged],
    rationale: input.rationale,
    targetFlows: failing,
  });
  const sandbox = input.fixes.startCommand?.trim() ? await createSandbox() : undefined;
  if (sandbox) {
    input.log.info(`fixes are verified in a sandbox: ${sandbox.isolated.join('; ')}`);
    for (const gap of sandbox.notIsolated)
      input.log.warning(`The verification sandbox does not isolate ${gap}.`);
  }
  try {
    for (const proposal of proposals) await verify(proposal, input, failing, sandbox);
  } finally {
    await sandbox?.close();
  }
  return proposals;
}

async function verify(
  proposal: Proposal,
  input: Omit<ProposeFixesInput, 'workspaceRoot'>,
  failing: string[],
  sandbox: Sandbox | undefined,
): Promise<void> {
  proposal.verification = await verifyProposal({
    repoRoot: input.repoRoot,
    patches: proposal.files,
    startCommand: input.fixes.startCommand,
    readyUrl: input.fixes.readyUrl,
    readyTimeoutMs: input.fixes.readyTimeoutMs,
    targetFlows: proposal.targetFlows,
    gatedFlows: [...input.gatedFlows],
    baselineFailing: failing,
    run: input.run,
    withheldSecrets: input.withheldSecrets,
    serviceEnv: input.serviceEnv,
    sandbox,
    signal: input.signal,
  });
  input.log.info(`fix ${proposal.id} (${proposal.title}): ${describe(proposal)}`);
}

/** Writes each proposal as `.falcon/fixes/<id>.patch`; one that cannot be written says so. */
export async function saveProposals(
  proposals: Proposal[],
  input: Pick<ProposeFixesInput, 'workspaceRoot' | 'repoRoot' | 'log'>,
): Promise<Proposal[]> {
  for (const proposal of proposals) {
    try {
      proposal.patchFile = await writePatchFile(input.workspaceRoot, proposal, { repoRoot: input.repoRoot });
    } catch (error) {
      input.log.warning(`The patch of fix ${proposal.id} could not be written: ${messageOf(error)}`);
    }
  }
  return proposals;
}

function describe(proposal: Proposal): string {
  const verification = proposal.verification;
  switch (verification.status) {
    case 'verified':
      return 'verified: the failing flows pass against the patched service';
    case 'failed':
      return `not verified: ${verification.reason}`;
    case 'not_run':
      return `not verified (${verification.reason})`;
  }
}
