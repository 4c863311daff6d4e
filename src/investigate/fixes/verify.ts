/**
 * Whether a proposed fix does what it claims: in a scratch worktree with the patches applied, start
 * the service, re-run the flows the fix targets together with the whole gated set, and compare with
 * the run that found the failures. A fix that silences nothing and breaks nothing is `verified`;
 * one that leaves a target failing or breaks a flow that passed has `failed`, with what fails and
 * the service's last log lines; when no check could happen at all it is `not_run`, with why.
 * This never throws: every failure becomes one of those answers.
 */
import { lstat } from 'node:fs/promises';
import path from 'node:path';
import type { Dispatcher } from 'undici';
import type { FlowResult } from '../../core/results.js';
import type { Redactor } from '../../http/redact.js';
import { ServiceStartError, startService, type RunningService } from './service.js';
import type { FilePatch, RerunFlow, RerunStep, Verification } from './types.js';
import { WorktreeError, withPatchedWorktree } from './worktree.js';
import type { Sandbox } from './confinement.js';

export interface VerifyProposalInput {
  repoRoot: string;
  patches: FilePatch[];
  /** Starts the service from the repository root, listening on $PORT. */
  startCommand?: string;
  /** A path like `/health` or a full URL; without it, ready when the port accepts connections. */
  readyUrl?: string;
  readyTimeoutMs: number;
  /** Flow files (repository-relative) that failed and that the fix should make pass. */
  targetFlows: string[];
  /** Every flow file the gate enforces. */
  gatedFlows: string[];
  /** Gated flows that already failed before the fix: their failing again is not the fix's doing. */
  baselineFailing: string[];
  /**
   * Runs these flow files against `baseUrl` (the patched service), every request through
   * `dispatcher` when there is one (it reaches the service inside its sandbox), and returns their results.
   */
  run(flowFiles: string[], baseUrl: string, dispatcher?: Dispatcher): Promise<FlowResult[]>;
  /**
   * Secret values the patched service must not see in its environment: the model's API key above
   * all, since the code it runs was written by that model and nobody has reviewed it.
   */
  withheldSecrets?: readonly string[];
  /** Names of the job's variables the patched service may have (config.yaml `fixes.service_env`). */
  serviceEnv?: readonly string[];
  /** Where the patched service runs (see sandbox.ts). */
  sandbox: Sandbox;
  /**
   * Hides every secret Falcon knows in what comes out of the patched service (its log): the code
   * is unreviewed and the flows hand it their credentials.
   */
  redactor: Redactor;
  signal?: AbortSignal;
}

/**
 * Folders of installed dependencies the checkout has and its committed sources do not: the patched
 * service reads them (read-only) where its copy would have them, as it cannot download them itself.
 */
const DEPENDENCY_FOLDERS = ['node_modules', '.venv'];

/** How much of the service's output a failed verification carries: enough for the last error. */
const LOG_TAIL_CHARS = 4000;

export async function verifyProposal(input: VerifyProposalInput): Promise<Verification> {
  const command = input.startCommand?.trim();
  if (!command) return notVerified('no start command');
  if (input.patches.length === 0) return notVerified('the proposal changes no file');
  if (input.targetFlows.length === 0) return notVerified('the proposal names no failing flow to re-run');
  if (input.signal?.aborted) return notVerified('cancelled');
  try {
    return await withPatchedWorktree(input.repoRoot, input.patches, (dir, copy) =>
      verifyInWorktree(dir, copy, command, input),
    );
  } catch (error) {
    if (error instanceof WorktreeError) return notVerified(error.message);
    return notVerified(`verification failed: ${messageOf(error)}`);
  }
}

async function verifyInWorktree(
  dir: string,
  copy: string,
  command: string,
  input: VerifyProposalInput,
): Promise<Verification> {
  let service: RunningService;
  try {
    service = await startService({
      command,
      cwd: dir,
      copy,
      readOnlyInto: await dependencyFolders(input.repoRoot, dir),
      readyUrl: input.readyUrl,
      readyTimeoutMs: input.readyTimeoutMs,
      withhold: input.withheldSecrets,
      passThrough: input.serviceEnv,
      sandbox: input.sandbox,
      signal: input.signal,
    });
  } catch (error) {
    if (!(error instanceof ServiceStartError)) throw error;
    // The patched code failing to start (a syntax error, a crash at boot) is the fix failing, so
    // the fix failed, with the logs. A bad ready-url or a missing shell is no verdict on the fix.
    if (error.kind === 'exited' || error.kind === 'timeout') {
      return {
        status: 'failed',
        stillFailing: unique(input.targetFlows),
        newlyFailing: [],
        reason: `the patched service did not start: ${error.message}`,
        log: logTail(input.redactor.text(error.logs)),
      };
    }
    return notVerified(error.message);
  }

  const flows = unique([...input.targetFlows, ...input.gatedFlows]);
  let results: FlowResult[] | undefined;
  let runError: unknown;
  try {
    results = await input.run(flows, service.baseUrl, service.dispatcher);
  } catch (error) {
    runError = error;
  } finally {
    await service.stop();
  }
  if (input.signal?.aborted) return notVerified('cancelled');
  if (!results) return notVerified(`the flows could not run: ${messageOf(runError)}`);

  const outcome = compareRuns(results, input);
  if (outcome.stillFailing.length === 0 && outcome.newlyFailing.length === 0) {
    return { status: 'verified', passed: outcome.passed };
  }
  return {
    status: 'failed',
    stillFailing: outcome.stillFailing,
    newlyFailing: outcome.newlyFailing,
    reason: describeFailures(outcome),
    log: logTail(input.redactor.text(service.logs())),
    rerun: rerunFailures(results, outcome),
  };
}

/** How much of an answer's body a re-run record keeps: enough to see the value that failed. */
const RERUN_BODY_CHARS = 600;

/** What the re-run saw of every target and newly failing flow, step by failing step. */
export function rerunFailures(
  results: readonly FlowResult[],
  outcome: Pick<RunComparison, 'stillFailing' | 'newlyFailing'>,
): RerunFlow[] {
  const byFile = new Map(results.map((result) => [normalise(result.file), result]));
  const flows: RerunFlow[] = [];
  for (const [role, files] of [
    ['target', outcome.stillFailing],
    ['gated', outcome.newlyFailing],
  ] as const) {
    for (const file of files) {
      const result = byFile.get(file);
      if (!result) continue;
      const steps = result.steps
        .filter((step) => step.status === 'failed' || step.status === 'error')
        .map(rerunStep);
      flows.push({ file, role, steps });
    }
  }
  return flows;
}

function rerunStep(step: FlowResult['steps'][number]): RerunStep {
  const request = step.request ? `${step.request.method} ${pathOf(step.request.url)}` : undefined;
  const body = step.response?.body;
  return {
    id: step.id,
    line: step.line,
    ...(request ? { request } : {}),
    ...(step.response ? { status: step.response.status } : {}),
    ...(body ? { body: body.length > RERUN_BODY_CHARS ? `${body.slice(0, RERUN_BODY_CHARS)}…` : body } : {}),
    checks: step.checks
      .filter((check) => !check.passed)
      .map((check) => ({
        name: check.name,
        expected: check.expected,
        actual: check.actual,
        ...(check.details?.[0] ? { detail: check.details[0] } : {}),
      })),
    ...(step.error ? { error: step.error.message } : {}),
  };
}

/** The path and query of a URL: the service's address changes with every verification. */
function pathOf(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.pathname}${parsed.search}`;
  } catch {
    return url;
  }
}

/** The checkout's dependency folders, to mount into the copy at `dir` where it has none of its own. */
async function dependencyFolders(
  repoRoot: string,
  dir: string,
): Promise<Array<{ source: string; target: string }>> {
  const folders: Array<{ source: string; target: string }> = [];
  for (const name of DEPENDENCY_FOLDERS) {
    const source = path.join(repoRoot, name);
    const target = path.join(dir, name);
    // A real folder only: a link could lead anywhere on the machine.
    const isFolder = await lstat(source).then(
      (info) => info.isDirectory(),
      () => false,
    );
    const taken = await lstat(target).then(
      () => true,
      () => false,
    );
    if (isFolder && !taken) folders.push({ source, target });
  }
  return folders;
}

export interface RunComparison {
  /** Target and gated flows that passed against the patched service. */
  passed: string[];
  /** Target flows that did not pass. */
  stillFailing: string[];
  /** Gated flows that passed before (not in the baseline's failures) and did not pass now. */
  newlyFailing: string[];
  /** Flows asked for that produced no result: counted as not passing, a check that never ran proves nothing. */
  missing: string[];
}

/** Judges a re-run against the targets, the gated set and the failures the gated set had before. */
export function compareRuns(
  results: readonly FlowResult[],
  sets: Pick<VerifyProposalInput, 'targetFlows' | 'gatedFlows' | 'baselineFailing'>,
): RunComparison {
  const status = new Map(results.map((result) => [normalise(result.file), result.status]));
  const targets = unique(sets.targetFlows);
  const baseline = new Set(sets.baselineFailing.map(normalise));
  const gated = unique(sets.gatedFlows).filter((file) => !targets.includes(file));
  const passes = (file: string): boolean => status.get(file) === 'passed';
  return {
    passed: [...targets, ...gated].filter(passes),
    stillFailing: targets.filter((file) => !passes(file)),
    newlyFailing: gated.filter((file) => !passes(file) && !baseline.has(file)),
    missing: [...targets, ...gated].filter((file) => !status.has(file)),
  };
}

function describeFailures(outcome: RunComparison): string {
  const name = (file: string): string => (outcome.missing.includes(file) ? `${file} (did not run)` : file);
  const parts: string[] = [];
  if (outcome.stillFailing.length > 0) {
    const [one, many] = ['target flow still fails', 'target flows still fail'];
    parts.push(
      `${counted(outcome.stillFailing.length, one, many)}: ${outcome.stillFailing.map(name).join(', ')}`,
    );
  }
  if (outcome.newlyFailing.length > 0) {
    const [one, many] = [
      'gated flow that passed before now fails',
      'gated flows that passed before now fail',
    ];
    parts.push(
      `${counted(outcome.newlyFailing.length, one, many)}: ${outcome.newlyFailing.map(name).join(', ')}`,
    );
  }
  return parts.join('; ');
}

function counted(count: number, one: string, many: string): string {
  return count === 1 ? `1 ${one}` : `${count} ${many}`;
}

/** The last lines of the logs, cut at a line start. */
function logTail(logs: string): string | undefined {
  const trimmed = logs.trimEnd();
  if (!trimmed) return undefined;
  if (trimmed.length <= LOG_TAIL_CHARS) return trimmed;
  const tail = trimmed.slice(-LOG_TAIL_CHARS);
  const newline = tail.indexOf('\n');
  return newline >= 0 ? tail.slice(newline + 1) : tail;
}

function notVerified(reason: string): Verification {
  return { status: 'not_run', reason };
}

/** Flow files compare as repository-relative, `/`-separated paths without a leading `./`. */
function normalise(file: string): string {
  return file.replace(/\\/g, '/').replace(/^(\.\/)+/, '');
}

function unique(files: readonly string[]): string[] {
  return [...new Set(files.map(normalise))];
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
