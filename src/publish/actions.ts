import * as core from '@actions/core';
import type { SuggestionMode } from '../core/modes.js';
import type { FlowResult } from '../core/results.js';
import type { GateResult } from '../gate.js';
import type { GitHubClient } from './github/client.js';
import type { PullRequestContext } from './github/context.js';
import { publishComment, type CommentMode } from './github/publish.js';
import { postSuggestions } from './github/review.js';
import { planSuggestions, type PullRequestFilePatch, type SuggestionPlan } from './github/suggestions.js';
import type { Redactor } from '../http/redact.js';
import type { Investigation } from '../investigate/types.js';
import { buildAnnotations } from '../report/render/annotations.js';
import type { WrittenReport } from '../report/outputs.js';
import {
  COMMENT_LIMIT,
  JOB_SUMMARY_LIMIT,
  renderSummary,
  SUMMARY_MARKER,
  type SummaryInput,
} from '../report/render/summary.js';
import { messageOf } from '../util/text.js';
import type { Regression } from '../core/results.js';
import type { FlakyFlow } from '../store/runs.js';

/** What a run leaves to publish, whether it ran here or its JSON result was handed over. */
export interface RunToPublish {
  results: FlowResult[];
  gate: GateResult;
  investigation?: Investigation;
  reports?: WrittenReport[];
  durationMs: number;
  apiName?: string;
  redactor: Redactor;
  regressions?: readonly Regression[];
  flaky?: readonly FlakyFlow[];
}

export interface PublishTarget {
  root: string;
  env: Record<string, string | undefined>;
  commentMode: CommentMode;
  suggestions: SuggestionMode;
  github?: GitHubClient;
  pullRequest?: PullRequestContext;
  /** The pull request's files, fetched at most once. */
  pullFiles?: () => Promise<PullRequestFilePatch[]>;
  /** The commit the fixes were made against; suggestions need it to be the pull request's head. */
  checkoutSha?: string;
}

const LOG = { warning: core.warning, info: core.info, debug: core.debug };

/**
 * Tells the reviewer where they look: the job summary, annotations on the flow lines, one sticky
 * comment and the review suggestions. Every failure here is a warning: the verdict is already set.
 */
export async function publishRun(run: RunToPublish, target: PublishTarget): Promise<void> {
  const plan = await planFixSuggestions(run, target);
  const summary: SummaryInput = {
    results: run.results,
    gate: run.gate,
    reports: run.reports,
    investigation: run.investigation,
    durationMs: run.durationMs,
    apiName: run.apiName,
    root: target.root,
    runUrl: runUrl(target.env),
    outsideDiff: plan?.outsideDiff,
    regressions: run.regressions,
    flaky: run.flaky,
  };

  try {
    await core.summary
      .addRaw(run.redactor.text(renderSummary(summary, { limit: JOB_SUMMARY_LIMIT })))
      .write();
  } catch (error) {
    core.warning(`Could not write the job summary: ${messageOf(error)}`);
  }
  annotate(run);

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
      log: LOG,
    });
    core.setOutput('comment-url', comment.url ?? '');
  }
  if (plan && target.github && target.pullRequest && target.suggestions !== 'off') {
    await postSuggestions({
      octokit: target.github,
      pullRequest: target.pullRequest,
      suggestions: plan.suggestions,
      log: LOG,
    });
  }
}

/**
 * Which parts of the proposed fixes become review suggestions (inside the PR's diff hunks, and
 * verified unless `suggestions: all`); undefined when there is no pull request or nothing to propose.
 */
async function planFixSuggestions(
  run: RunToPublish,
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

/** Failed checks as annotations on the flow lines; GitHub shows 10 of each level per step. */
function annotate(run: RunToPublish): void {
  const { annotations, omitted } = buildAnnotations(run.results, run.gate);
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
