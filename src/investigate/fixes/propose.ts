import type { Dispatcher } from 'undici';
import type { FlowResult } from '../../core/results.js';
import type { Redactor } from '../../http/redact.js';
import type { FixOptions } from '../../core/options.js';
import { messageOf } from '../../util/text.js';
import { writePatchFile } from './patches.js';
import { buildProposals } from './proposals.js';
import type { Proposal } from './types.js';
import type { StagedChange } from '../../repo/overlay.js';
import { verifyProposal } from './verify.js';
import { createSandbox, type SandboxChoice, type SandboxOptions } from './sandbox.js';

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
  /** Runs flow files against a base URL (the patched service), through `dispatcher` when given. */
  run(flowFiles: string[], baseUrl: string, dispatcher?: Dispatcher): Promise<FlowResult[]>;
  log: { warning(message: string): void; info(message: string): void };
  /** Hides the secrets Falcon knows in what the patched service prints. */
  redactor: Redactor;
  /** `fixes.unsafe_unisolated_service`: verify without isolation where none can be had. */
  allowUnisolated?: boolean;
  /** `fixes.service_paths`: more folders the patched service may read. */
  servicePaths?: readonly string[];
  /** Builds the sandbox; default the strongest this machine allows (sandbox.ts). */
  createSandbox?: (options: SandboxOptions) => Promise<SandboxChoice>;
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
  const choice = input.fixes.startCommand?.trim() ? await chooseSandbox(input) : undefined;
  for (const proposal of proposals) await verify(proposal, input, failing, choice);
  return proposals;
}

/** The sandbox fixes are verified in, said in the log; the same for every proposal of the run. */
async function chooseSandbox(input: Omit<ProposeFixesInput, 'workspaceRoot'>): Promise<SandboxChoice> {
  const choice = await (input.createSandbox ?? createSandbox)({
    repoRoot: input.repoRoot,
    allowUnisolated: input.allowUnisolated ?? false,
    readablePaths: input.servicePaths,
  });
  if ('unavailable' in choice) input.log.warning(`Fixes are not verified: ${choice.unavailable}.`);
  else if (choice.sandbox.isolated)
    input.log.info(`fixes are verified in a sandbox: ${choice.sandbox.description}`);
  else input.log.warning(`Fixes are verified without a sandbox: ${choice.sandbox.description}.`);
  return choice;
}

async function verify(
  proposal: Proposal,
  input: Omit<ProposeFixesInput, 'workspaceRoot'>,
  failing: string[],
  choice: SandboxChoice | undefined,
): Promise<void> {
  if (!choice || 'unavailable' in choice) {
    proposal.verification = { status: 'not_run', reason: choice?.unavailable ?? 'no start command' };
    input.log.info(`fix ${proposal.id} (${proposal.title}): ${describe(proposal)}`);
    return;
  }
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
    sandbox: choice.sandbox,
    redactor: input.redactor,
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
