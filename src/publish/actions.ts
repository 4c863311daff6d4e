import * as core from '@actions/core';
import path from 'node:path';
import { inputErrorsOf, type InputError } from '../core/errors.js';
import { EXIT_INPUT_ERROR, EXIT_PASSED } from '../core/exit-codes.js';
import { isFlowType, type CommentMode, type FlowType, type SuggestionMode } from '../core/modes.js';
import type { Shard } from '../core/options.js';
import { decideGate } from '../gate.js';
import { Redactor } from '../http/redact.js';
import { withoutProtectedFiles } from '../investigate/fixes/policy.js';
import type { ChangedFile } from '../investigate/triage/types.js';
import { gitHead } from '../repo/git.js';
import type { PullRequestRef } from '../report/json.js';
import { buildAnnotations, GITHUB_ANNOTATION_LIMITS } from '../report/render/annotations.js';
import {
  COMMENT_LIMIT,
  JOB_SUMMARY_LIMIT,
  renderSummary,
  SUMMARY_MARKER,
  type SummaryInput,
} from '../report/render/summary.js';
import { messageOf } from '../util/text.js';
import { createStyle, formatCancelled, formatFailures, formatFlowLine, formatVerdict } from './console.js';
import { createGitHubClient, type GitHubClient } from './github/client.js';
import { readPullRequest, type PullRequestContext } from './github/context.js';
import { publishComment } from './github/publish.js';
import { changedFilesOf, listPullRequestPatches, postSuggestions } from './github/review.js';
import { planSuggestions, type PullRequestFilePatch, type SuggestionPlan } from './github/suggestions.js';
import { readPublishedResult, trustedPullRequest } from './published-result.js';
import type { DecidedRun, PublishedRun, Publisher } from './publisher.js';
import type { GitHubBudget } from './github/budget.js';
import { reportsArtifactName, uploadReports, type ReportsArtifact } from './reports-artifact.js';

export interface PublishTarget {
  root: string;
  /** The workspace folder, for the log. */
  workspace: string;
  gate: readonly FlowType[];
  /** This job's token: its only secret when it publishes another job's result. */
  token: string;
  env: Record<string, string | undefined>;
  commentMode: CommentMode;
  suggestions: SuggestionMode;
  github?: GitHubClient;
  pullRequest?: PullRequestContext;
  /** The pull request's files, fetched at most once. */
  pullFiles?: () => Promise<PullRequestFilePatch[]>;
  /** The commit the fixes were made against; suggestions need it to be the pull request's head. */
  checkoutSha?: string;
  /** False for a shard of a matrix run: the merge job annotates the whole run once. */
  annotate?: boolean;
  /** The time the run gives GitHub in all, and the run's cancellation. */
  budget?: GitHubBudget;
  /** The artifact name the run's reports are uploaded under; undefined when they are not. */
  reportsArtifact?: string;
}

/** Warnings and errors said in this step so far: each is an annotation GitHub counts against its ten. */
const said = { warning: 0, error: 0 };
/** A warning in the log, and an annotation of the step. */
function warning(message: string): void {
  said.warning += 1;
  core.warning(message);
}
/** The step fails: an error annotation too. */
function failStep(message: string): void {
  said.error += 1;
  core.setFailed(message);
}

/** The Actions log, for the parts of a run that only log. */
export const ACTIONS_LOG = { warning, info: core.info, debug: core.debug };

/**
 * Where this job publishes: the pull request it runs for (if any), its files (fetched once, when
 * first needed: triage and suggestions both use them) and the commit checked out.
 */
export async function actionsTarget(input: {
  cwd: string;
  env: Record<string, string | undefined>;
  token: string;
  workspace: string;
  gate: readonly FlowType[];
  commentMode: CommentMode;
  suggestions: SuggestionMode;
  budget: GitHubBudget;
  /** The name given for the reports artifact (undefined: no upload), and this job's shard. */
  reportsArtifact?: string;
  shard?: Shard;
}): Promise<PublishTarget> {
  const github = input.token
    ? createGitHubClient(input.token, {
        log: ACTIONS_LOG,
        baseUrl: input.env['GITHUB_API_URL'],
        budget: input.budget,
      })
    : undefined;
  const pullRequest = readPullRequest(input.env, ACTIONS_LOG);
  return {
    root: input.cwd,
    workspace: input.workspace,
    gate: input.gate,
    token: input.token,
    env: input.env,
    commentMode: input.commentMode,
    suggestions: input.suggestions,
    github,
    pullRequest,
    pullFiles: filesOf(github, pullRequest),
    checkoutSha: pullRequest ? await gitHead(input.cwd) : undefined,
    budget: input.budget,
    ...(input.reportsArtifact
      ? { reportsArtifact: reportsArtifactName(input.reportsArtifact, input.shard, input.env) }
      : {}),
  };
}

/** The pull request as the JSON result records it, for a later publishing job. */
export function pullRequestRef(target: PublishTarget): PullRequestRef | undefined {
  const pullRequest = target.pullRequest;
  return (
    pullRequest && {
      owner: pullRequest.owner,
      repo: pullRequest.repo,
      number: pullRequest.number,
      headSha: pullRequest.headSha,
      checkoutSha: target.checkoutSha,
    }
  );
}

/** The pull request's changed files for triage, read once; undefined outside a pull request. */
export function changedFiles(target: PublishTarget): (() => Promise<ChangedFile[]>) | undefined {
  const pullFiles = target.pullFiles;
  return pullFiles && (async () => changedFilesOf(await pullFiles()));
}

/** The action's publisher: the log as the run goes, then outputs, summary, comment and suggestions. */
export function createActionsPublisher(target: PublishTarget): Publisher {
  const style = createStyle(false);
  return {
    workspaceLoaded: (workspace, flows) => {
      for (const secret of workspace.secrets) core.setSecret(secret);
      core.info(`Running ${flows.length} flows from ${path.relative(target.root, target.workspace) || '.'}`);
    },
    flowFinished: (result) => {
      const line = formatFlowLine(result, style, target.gate.includes(result.type));
      if (result.status === 'passed') return core.info(line);
      core.startGroup(line);
      formatFailures(result, style).forEach((detail) => core.info(detail));
      core.endGroup();
    },
    warning: (message) => warning(message),
    log: {
      info: core.info,
      warning,
      group: (title, lines) => {
        core.startGroup(title);
        lines.forEach((line) => core.info(line));
        core.endGroup();
      },
    },
    inputErrors: (errors) => void annotateInputErrors(errors),
    // Before anything that may wait on GitHub: what decides the check is written first.
    verdict: (run) => {
      setVerdictOutputs(run);
      if (run.gate.verdict === 'fail') {
        const regressions = run.gate.blockingRegressions.length;
        const blocking = [
          ...run.gate.blocking.map((flow) => flow.file),
          ...(regressions > 0 ? [`${regressions} regression(s) against the baseline`] : []),
          ...run.gate.unreported,
        ];
        failStep(`Falcon CI gate failed: ${blocking.join(', ')}`);
      }
    },
    publish: async (run) => {
      setFileOutputs(run, target.root);
      formatCancelled(run.cancelled, style).forEach((line) => warning(line));
      formatVerdict(run.gate, run.results, style, run.durationMs).forEach((line) => core.info(line));
      const artifact = await uploadReportsOf(run, target);
      core.setOutput('artifact-url', artifact?.url ?? '');
      await publishRun(run, target, artifact);
    },
  };
}

/**
 * The reports as an artifact, before the summary and the comment that link to it. The client's own
 * log lines are one collapsed group; a failure is one warning.
 */
async function uploadReportsOf(
  run: PublishedRun,
  target: PublishTarget,
): Promise<ReportsArtifact | undefined> {
  if (!target.reportsArtifact || !target.budget) return undefined;
  core.startGroup(`Uploading the reports as artifact ${target.reportsArtifact}`);
  try {
    return await uploadReports({
      run,
      name: target.reportsArtifact,
      root: target.root,
      env: target.env,
      budget: target.budget,
      log: { info: core.info, warning },
    });
  } finally {
    core.endGroup();
  }
}

/** Each input problem becomes an error annotation on its file and line, and the step exits 2. */
export function annotateInputErrors(errors: readonly InputError[]): number {
  for (const problem of errors) {
    const location = problem.location;
    core.error(`${problem.message}${problem.hint ? ` — ${problem.hint}` : ''}`, {
      title: 'Falcon CI: invalid input',
      file: location?.file,
      startLine: location?.line,
      startColumn: location?.column,
    });
  }
  core.setFailed(`Falcon CI stopped before sending any request: ${errors.length} problem(s) in the input`);
  return EXIT_INPUT_ERROR;
}

/**
 * Publishes a result another job produced. That job ran the pull request's code with a read-only
 * token; this one holds a write token and runs no code of the pull request: it only reads the
 * result as data, and publishes to the pull request only when GitHub confirms the result belongs
 * to it. The gate was that job's check, so this one succeeds whenever it could publish.
 */
export async function publishStoredResult(file: string, target: PublishTarget): Promise<number> {
  let published;
  try {
    published = await readPublishedResult(file);
  } catch (error) {
    const problems = inputErrorsOf(error);
    if (!problems) throw error;
    return annotateInputErrors(problems);
  }
  const results = published.flows;
  const run: PublishedRun = {
    results,
    // The verdict that job reached, rebuilt from what decided it.
    gate: decideGate(
      results,
      published.gate.types.filter(isFlowType),
      { regressions: published.regressions ?? [], gated: published.gate.regressions !== undefined },
      published.gate.unreported ?? [],
      published.coverage
        ? { coverage: published.coverage, minOperations: published.gate.minOperations }
        : undefined,
    ),
    investigation: {
      findings: published.triage,
      agent: published.agent,
      proposals: withoutProtectedFiles(published.proposals),
      ...(published.attempts ? { attempts: published.attempts } : {}),
    },
    outputs: {},
    durationMs: results.reduce((sum, result) => sum + result.durationMs, 0),
    apiName: published.apiName,
    // The result was redacted where it was written; the token is this job's only secret.
    redactor: new Redactor(target.token ? [target.token] : []),
    regressions: published.regressions ?? [],
    flaky: published.flaky ?? [],
    ...(published.cancelled ? { cancelled: published.cancelled } : {}),
  };
  // Before asking GitHub anything: the outputs carry that job's verdict whatever GitHub does.
  setVerdictOutputs(run);
  setFileOutputs(run, target.root);
  const { pullRequest, reason } = await trustedPullRequest(published, target.env, target.github);
  if (!pullRequest)
    warning(`Not publishing to a pull request: ${reason}. The job summary still shows the result.`);
  try {
    await publishRun(run, {
      ...target,
      pullRequest,
      pullFiles: filesOf(target.github, pullRequest),
      checkoutSha: published.pullRequest?.checkoutSha,
    });
  } catch (error) {
    // The result passed the shape check but holds something no Falcon CI run writes.
    core.setFailed(`input 'publish': ${file} is not a result Falcon CI can publish: ${messageOf(error)}`);
    return EXIT_INPUT_ERROR;
  }
  return EXIT_PASSED;
}

/** The outputs that carry the verdict. */
function setVerdictOutputs(run: DecidedRun): void {
  const passed = run.results.filter((flow) => flow.status === 'passed').length;
  core.setOutput('result', run.gate.verdict);
  core.setOutput('passed', passed);
  core.setOutput('failed', run.results.length - passed);
  core.setOutput('regressions', run.regressions.length);
  core.setOutput('flaky', run.flaky.map((flow) => flow.file).join(','));
  const coverage = run.gate.coverage?.percent;
  core.setOutput('coverage', coverage === undefined ? '' : Math.round(coverage * 10) / 10);
}

/** The outputs that name the files the run wrote. */
function setFileOutputs(run: PublishedRun, root: string): void {
  for (const name of ['junit', 'html', 'ctrf', 'sarif'] as const) {
    const file = run.outputs[name];
    core.setOutput(name, file ? path.relative(root, file) : '');
  }
}

/**
 * The pull request's files serve twice (triage maps stack frames to them, suggestions need their
 * hunks), so they are fetched once, when first needed.
 */
function filesOf(
  github: GitHubClient | undefined,
  pullRequest: PullRequestContext | undefined,
): (() => Promise<PullRequestFilePatch[]>) | undefined {
  if (!github || !pullRequest) return undefined;
  let files: Promise<PullRequestFilePatch[]> | undefined;
  return () => (files ??= listPullRequestPatches(github, pullRequest));
}

/**
 * Tells the reviewer where they look: the job summary, annotations on the flow lines, one sticky
 * comment and the review suggestions. Every failure here is a warning: the verdict is already set.
 */
export async function publishRun(
  run: PublishedRun,
  target: PublishTarget,
  artifact?: ReportsArtifact,
): Promise<void> {
  const plan = await planFixSuggestions(run, target);
  const summary: SummaryInput = {
    results: run.results,
    gate: run.gate,
    reports: run.outputs.reports,
    investigation: run.investigation,
    durationMs: run.durationMs,
    apiName: run.apiName,
    root: target.root,
    runUrl: runUrl(target.env),
    outsideDiff: plan?.outsideDiff,
    regressions: run.regressions,
    flaky: run.flaky,
    cancelled: run.cancelled,
    artifact,
  };

  try {
    await core.summary
      .addRaw(run.redactor.text(renderSummary(summary, { limit: JOB_SUMMARY_LIMIT })))
      .write();
  } catch (error) {
    warning(`Could not write the job summary: ${messageOf(error)}`);
  }
  if (target.annotate !== false) annotate(run);

  if (target.budget?.cancelled) {
    core.info('The run was cancelled: the pull request comment and suggestions are left as they were.');
    return;
  }
  if (target.pullRequest && target.commentMode !== 'off') {
    // Timings change on every run; without them an unchanged run leaves the comment untouched.
    const body = run.redactor.text(
      renderSummary(summary, { limit: COMMENT_LIMIT, marker: SUMMARY_MARKER, timings: false }),
    );
    const comment = await publishComment({
      octokit: target.github,
      pullRequest: target.pullRequest,
      body,
      mode: target.commentMode,
      verdict: run.gate.verdict,
      log: ACTIONS_LOG,
    });
    core.setOutput('comment-url', comment.url ?? '');
  }
  if (plan && target.github && target.pullRequest && target.suggestions !== 'off') {
    await postSuggestions({
      octokit: target.github,
      pullRequest: target.pullRequest,
      suggestions: plan.suggestions,
      log: ACTIONS_LOG,
    });
  }
}

/**
 * Which parts of the proposed fixes become review suggestions (inside the PR's diff hunks, and
 * verified unless `suggestions: all`); undefined when there is no pull request or nothing to propose.
 */
async function planFixSuggestions(
  run: PublishedRun,
  target: PublishTarget,
): Promise<SuggestionPlan | undefined> {
  const proposals = run.investigation?.proposals ?? [];
  if (!target.pullFiles || !target.pullRequest) return undefined;
  // Nothing to propose still plans the empty set, so suggestions of earlier runs are removed.
  if (proposals.length === 0) return { suggestions: [], outsideDiff: [] };
  if (target.checkoutSha !== target.pullRequest.headSha) {
    const made = target.checkoutSha
      ? `commit ${target.checkoutSha.slice(0, 12)}`
      : 'a checkout that is not a git commit';
    const reason = `the fix was made against ${made}, not the pull request's head ${target.pullRequest.headSha.slice(0, 12)}, so its lines cannot be matched; check out \`ref: \${{ github.event.pull_request.head.sha }}\` to get suggestions`;
    return {
      suggestions: [],
      outsideDiff: proposals.flatMap((proposal) =>
        proposal.files.map((file) => ({ proposal, file, reason })),
      ),
    };
  }
  try {
    return planSuggestions(proposals, await target.pullFiles(), target.suggestions);
  } catch (error) {
    core.warning(
      `Could not read the pull request's files, so fixes are shown in the comment only: ${messageOf(error)}`,
    );
    return undefined;
  }
}

/**
 * Failed checks as annotations on the flow lines. GitHub shows 10 of each level per step, and the
 * step's own messages count: the failed status is an error, and each warning said before (a flow
 * outside the gate that failed, a cancelled run) is a warning, so those places are kept for them.
 */
function annotate(run: PublishedRun): void {
  const limits = {
    error: Math.max(0, GITHUB_ANNOTATION_LIMITS.error - said.error),
    warning: Math.max(0, GITHUB_ANNOTATION_LIMITS.warning - said.warning),
  };
  const { annotations, omitted } = buildAnnotations(run.results, run.gate, limits);
  for (const annotation of annotations) {
    const write = annotation.level === 'error' ? core.error : core.warning;
    write(run.redactor.text(annotation.message), {
      title: annotation.title,
      file: annotation.file,
      startLine: annotation.line,
    });
  }
  if (omitted.error + omitted.warning > 0) {
    core.info(
      `${omitted.error} more errors and ${omitted.warning} more warnings were not annotated (GitHub shows 10 of each); see the job summary.`,
    );
  }
}

function runUrl(env: Record<string, string | undefined>): string | undefined {
  const { GITHUB_SERVER_URL: server, GITHUB_REPOSITORY: repository, GITHUB_RUN_ID: runId } = env;
  return server && repository && runId ? `${server}/${repository}/actions/runs/${runId}` : undefined;
}
