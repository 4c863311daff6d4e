import * as core from '@actions/core';
import path from 'node:path';
import { createStyle, formatFailures, formatFlowLine, formatVerdict } from './console.js';
import { InputError, InputErrors } from './errors.js';
import { EXIT_INPUT_ERROR } from './gate.js';
import { createGitHubClient, type GitHubClient } from './github/client.js';
import { readPullRequest, type PullRequestContext } from './github/context.js';
import { listPullRequestPatches, postSuggestions } from './github/review.js';
import {
  planSuggestions,
  type PullRequestFilePatch,
  type SuggestionMode,
  type SuggestionPlan,
} from './github/suggestions.js';
import { parseUnifiedDiffHunks, type ChangedFile } from './triage/index.js';
import { messageOf } from './util/text.js';
import { publishComment, type CommentMode, type PublishOutcome } from './github/publish.js';
import { OPTION_NAMES, resolveOptions, type RawOptions } from './options.js';
import { runPipeline, type PipelineResult } from './pipeline.js';
import { buildAnnotations } from './report/annotations.js';
import {
  COMMENT_LIMIT,
  JOB_SUMMARY_LIMIT,
  renderSummary,
  SUMMARY_MARKER,
  type SummaryInput,
} from './report/summary.js';

const COMMENT_MODES: readonly CommentMode[] = ['always', 'on-failure', 'off'];

/**
 * The action's door: read every input, validate them all before any side effect, run the shared
 * pipeline, then tell the reviewer where they look (job summary, annotations, one sticky comment)
 * and set the outputs and the exit code. Nothing after the gate can change its verdict.
 */
export async function runAction(env: Record<string, string | undefined> = process.env): Promise<number> {
  const style = createStyle(false);
  const cwd = env['GITHUB_WORKSPACE'] ?? process.cwd();
  const token = core.getInput('github-token');
  if (token) core.setSecret(token);
  const llmApiKey = core.getInput('llm-api-key');
  if (llmApiKey) core.setSecret(llmApiKey);
  const log = { warning: core.warning, info: core.info, debug: core.debug };
  const pullRequest = readPullRequest(env, log);
  const github = token ? createGitHubClient(token, { log, baseUrl: env['GITHUB_API_URL'] }) : undefined;
  // The pull request's files serve twice (triage maps stack frames to them, suggestions need their
  // hunks), so they are fetched once, when first needed.
  const pullFiles =
    github && pullRequest ? once(() => listPullRequestPatches(github, pullRequest)) : undefined;

  const raw: RawOptions = {};
  for (const name of OPTION_NAMES) raw[name] = core.getInput(name);
  let options;
  let commentMode: CommentMode;
  try {
    options = resolveOptions(raw, cwd, (name) => `input '${name}'`);
    commentMode = readCommentMode(core.getInput('comment'));
  } catch (error) {
    return failOnInput(error);
  }

  const result = await runPipeline(options, {
    env,
    secrets: token ? [token] : [],
    changedFiles: pullFiles ? async () => (await pullFiles()).map(toChangedFile) : undefined,
    agentLog: {
      info: core.info,
      warning: core.warning,
      group: (title, lines) => {
        core.startGroup(title);
        lines.forEach((line) => core.info(line));
        core.endGroup();
      },
    },
    events: {
      workspaceLoaded: (workspace, flows) => {
        for (const secret of workspace.secrets) core.setSecret(secret);
        core.info(`Running ${flows.length} flows from ${path.relative(cwd, options.workspace) || '.'}`);
      },
      flowFinished: (flowResult) => {
        const line = formatFlowLine(flowResult, style, options.gate.includes(flowResult.type));
        if (flowResult.status === 'passed') return core.info(line);
        core.startGroup(line);
        formatFailures(flowResult, style).forEach((detail) => core.info(detail));
        core.endGroup();
      },
      warning: (message) => core.warning(message),
    },
  });
  if (result.errors.length > 0) return failOnInput(new InputErrors(result.errors));
  const gate = result.gate!;

  const passed = result.results.filter((flow) => flow.status === 'passed').length;
  core.setOutput('result', gate.verdict);
  core.setOutput('passed', passed);
  core.setOutput('failed', result.results.length - passed);
  core.setOutput('junit', result.outputs.junit ? path.relative(cwd, result.outputs.junit) : '');
  formatVerdict(gate, result.results, style, result.durationMs).forEach((line) => core.info(line));

  const plan = await planFixSuggestions(result, options.fixes.suggestions, pullFiles);
  const summary = { ...summaryInput(result, cwd, env), outsideDiff: plan?.outsideDiff };
  await writeJobSummary(result, summary);
  annotate(result);
  const comment = await commentOnPullRequest(result, summary, commentMode, github, pullRequest);
  core.setOutput('comment-url', comment.url ?? '');
  if (plan && github && pullRequest && options.fixes.suggestions !== 'off') {
    const log = { warning: core.warning, info: core.info, debug: core.debug };
    await postSuggestions({ octokit: github, pullRequest, suggestions: plan.suggestions, log });
  }

  if (gate.verdict === 'fail') {
    core.setFailed(`Falcon CI gate failed: ${gate.blocking.map((flow) => flow.file).join(', ')}`);
  }
  return result.exitCode;
}

function readCommentMode(value: string): CommentMode {
  const mode = (value.trim() || 'always') as CommentMode;
  if (!COMMENT_MODES.includes(mode)) {
    throw new InputError(
      `input 'comment': '${value}' is not a comment mode`,
      undefined,
      `use ${COMMENT_MODES.join(', ')}`,
    );
  }
  return mode;
}

function summaryInput(
  result: PipelineResult,
  root: string,
  env: Record<string, string | undefined>,
): SummaryInput {
  const { GITHUB_SERVER_URL: server, GITHUB_REPOSITORY: repository, GITHUB_RUN_ID: runId } = env;
  return {
    results: result.results,
    gate: result.gate!,
    reports: result.outputs.reports,
    investigation: result.investigation,
    durationMs: result.durationMs,
    apiName: result.workspace?.config.api_name ?? result.workspace?.spec?.title,
    root,
    runUrl: server && repository && runId ? `${server}/${repository}/actions/runs/${runId}` : undefined,
  };
}

/**
 * Which parts of the proposed fixes become review suggestions (inside the PR's diff hunks, and
 * verified unless `suggestions: all`); undefined when there is no pull request or nothing to propose.
 */
async function planFixSuggestions(
  result: PipelineResult,
  mode: SuggestionMode,
  pullFiles: (() => Promise<PullRequestFilePatch[]>) | undefined,
): Promise<SuggestionPlan | undefined> {
  const proposals = result.investigation?.proposals ?? [];
  if (proposals.length === 0 || !pullFiles) return undefined;
  try {
    return planSuggestions(proposals, await pullFiles(), mode);
  } catch (error) {
    core.warning(
      `Could not read the pull request's files, so fixes are shown in the comment only: ${messageOf(error)}`,
    );
    return undefined;
  }
}

function toChangedFile(file: PullRequestFilePatch): ChangedFile {
  return file.patch ? { path: file.path, hunks: parseUnifiedDiffHunks(file.patch) } : { path: file.path };
}

/** The first call does the work; later ones get the same promise. */
function once<T>(work: () => Promise<T>): () => Promise<T> {
  let promise: Promise<T> | undefined;
  return () => (promise ??= work());
}

/** The job summary: the verdict, the flows and every failure, kept under GitHub's 1 MiB. */
async function writeJobSummary(result: PipelineResult, input: SummaryInput): Promise<void> {
  try {
    await core.summary
      .addRaw(result.redactor.text(renderSummary(input, { limit: JOB_SUMMARY_LIMIT })))
      .write();
  } catch (error) {
    core.warning(
      `Could not write the job summary: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

/** Failed checks as annotations on the flow lines; GitHub shows 10 of each level per step. */
function annotate(result: PipelineResult): void {
  const { annotations, omitted } = buildAnnotations(result.results, result.gate!);
  for (const annotation of annotations) {
    const write = annotation.level === 'error' ? core.error : core.warning;
    write(result.redactor.text(annotation.message), {
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

/** The sticky pull-request comment; on a fork, without permission or when GitHub fails, a warning. */
async function commentOnPullRequest(
  result: PipelineResult,
  input: SummaryInput,
  mode: CommentMode,
  octokit: GitHubClient | undefined,
  pullRequest: PullRequestContext | undefined,
): Promise<PublishOutcome> {
  if (!pullRequest || mode === 'off') return { status: 'skipped' };
  // Timings change on every run; without them an unchanged run leaves the comment untouched.
  const body = result.redactor.text(
    renderSummary(input, { limit: COMMENT_LIMIT, marker: SUMMARY_MARKER, timings: false }),
  );
  const log = { warning: core.warning, info: core.info, debug: core.debug };
  return publishComment({ octokit, pullRequest, body, mode, verdict: result.gate!.verdict, log });
}

/** Each input problem becomes an error annotation on its file and line, and the step exits 2. */
function failOnInput(error: unknown): number {
  const errors =
    error instanceof InputErrors ? error.errors : error instanceof InputError ? [error] : undefined;
  if (!errors) throw error;
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
