import * as core from '@actions/core';
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { publishRun } from '../publish/actions.js';
import { createStyle, formatFailures, formatFlowLine, formatVerdict } from '../publish/console.js';
import { InputError, InputErrors, inputErrorsOf } from '../core/errors.js';
import { decideGate } from '../gate.js';
import { EXIT_INPUT_ERROR, EXIT_PASSED } from '../core/exit-codes.js';
import { createGitHubClient, type GitHubClient } from '../publish/github/client.js';
import { readPullRequest, type PullRequestContext } from '../publish/github/context.js';
import type { CommentMode } from '../publish/github/publish.js';
import { listPullRequestPatches } from '../publish/github/review.js';
import type { PullRequestFilePatch } from '../publish/github/suggestions.js';
import { protectedReason, testFileKind } from '../investigate/fixes/policy.js';
import type { Proposal } from '../investigate/fixes/types.js';
import { isFlowType } from '../core/modes.js';
import { messageOf } from '../util/text.js';
import { Redactor } from '../http/redact.js';
import { OPTION_NAMES, resolveOptions, type RawOptions, type RunOptions } from '../options.js';
import { runPipeline } from '../pipeline.js';
import { readPublishedResult, trustedPullRequest } from '../publish/published-result.js';
import { parseUnifiedDiffHunks, type ChangedFile } from '../investigate/triage/index.js';

const COMMENT_MODES: readonly CommentMode[] = ['always', 'on-failure', 'off'];
const LOG = { warning: core.warning, info: core.info, debug: core.debug };

/** What both modes share: where they run, how they reach GitHub, what the user chose. */
interface ActionContext {
  cwd: string;
  env: Record<string, string | undefined>;
  options: RunOptions;
  commentMode: CommentMode;
  token: string;
  github?: GitHubClient;
}

/**
 * The action's door: read every input, validate them all before any side effect, then either run
 * the shared pipeline and publish its result, or (input `publish`) publish the JSON result of an
 * earlier, untrusted job: the fork-safe pattern.
 */
export async function runAction(env: Record<string, string | undefined> = process.env): Promise<number> {
  const cwd = env['GITHUB_WORKSPACE'] ?? process.cwd();
  const token = core.getInput('github-token');
  if (token) core.setSecret(token);
  const llmApiKey = core.getInput('llm-api-key');
  if (llmApiKey) core.setSecret(llmApiKey);

  const raw: RawOptions = {};
  for (const name of OPTION_NAMES) raw[name] = core.getInput(name);
  let context: ActionContext;
  try {
    context = {
      cwd,
      env,
      options: resolveOptions(raw, cwd, (name) => `input '${name}'`),
      commentMode: readCommentMode(core.getInput('comment')),
      token,
      github: token ? createGitHubClient(token, { log: LOG, baseUrl: env['GITHUB_API_URL'] }) : undefined,
    };
  } catch (error) {
    return failOnInput(error);
  }
  const publishFile = core.getInput('publish');
  return publishFile ? publishOnly(path.resolve(cwd, publishFile), context) : runAndPublish(context);
}

async function runAndPublish(context: ActionContext): Promise<number> {
  const { cwd, env, options, github } = context;
  const style = createStyle(false);
  const pullRequest = readPullRequest(env, LOG);
  const pullFiles = filesOf(github, pullRequest);
  const checkoutSha = pullRequest ? await gitHead(cwd) : undefined;

  const result = await runPipeline(options, {
    env,
    secrets: context.token ? [context.token] : [],
    pullRequest: pullRequest && {
      owner: pullRequest.owner,
      repo: pullRequest.repo,
      number: pullRequest.number,
      head_sha: pullRequest.headSha,
      checkout_sha: checkoutSha,
    },
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

  setRunOutputs(result.results, gate.verdict);
  core.setOutput('junit', result.outputs.junit ? path.relative(cwd, result.outputs.junit) : '');
  core.setOutput('regressions', result.regressions.length);
  core.setOutput('flaky', result.flaky.map((flow) => flow.file).join(','));
  formatVerdict(gate, result.results, style, result.durationMs).forEach((line) => core.info(line));

  await publishRun(
    {
      results: result.results,
      gate,
      investigation: result.investigation,
      reports: result.outputs.reports,
      durationMs: result.durationMs,
      apiName: result.workspace?.config.api_name ?? result.workspace?.spec?.title,
      redactor: result.redactor,
      regressions: result.regressions,
      flaky: result.flaky,
    },
    { ...publishTarget(context), pullRequest, pullFiles, checkoutSha },
  );

  if (gate.verdict === 'fail') {
    core.setFailed(`Falcon CI gate failed: ${gate.blocking.map((flow) => flow.file).join(', ')}`);
  }
  return result.exitCode;
}

/**
 * Publishes a result another job produced. That job ran the pull request's code with a read-only
 * token; this one holds a write token and runs no code of the pull request: it only reads the
 * result as data, and publishes to the pull request only when GitHub confirms the result belongs
 * to it. The gate was that job's check, so this one succeeds whenever it could publish.
 */
async function publishOnly(file: string, context: ActionContext): Promise<number> {
  let published;
  try {
    published = await readPublishedResult(file);
  } catch (error) {
    return failOnInput(error);
  }
  const { pullRequest, reason } = await trustedPullRequest(published, context.env, context.github);
  if (!pullRequest)
    core.warning(`Not publishing to a pull request: ${reason}. The job summary still shows the result.`);

  const results = published.flows;
  const gate = decideGate(results, published.gate.types.filter(isFlowType));
  setRunOutputs(results, gate.verdict);
  try {
    await publishRun(
      {
        results,
        gate,
        investigation: {
          findings: published.triage,
          agent: published.agent,
          proposals: withoutProtectedFiles(published.proposals),
        },
        durationMs: results.reduce((sum, result) => sum + result.duration_ms, 0),
        apiName: published.api_name,
        // The result was redacted where it was written; the token is this job's only secret.
        redactor: new Redactor(context.token ? [context.token] : []),
      },
      {
        ...publishTarget(context),
        pullRequest,
        pullFiles: filesOf(context.github, pullRequest),
        checkoutSha: published.pull_request?.checkout_sha,
      },
    );
  } catch (error) {
    // The result passed the shape check but holds something no Falcon CI run writes.
    core.setFailed(`input 'publish': ${file} is not a result Falcon CI can publish: ${messageOf(error)}`);
    return EXIT_INPUT_ERROR;
  }
  return EXIT_PASSED;
}

/**
 * The policy that refused workflow, `.git/` and test edits ran in the untrusted job; a published
 * result is checked again here, so no such change is ever suggested with this job's token.
 */
function withoutProtectedFiles(proposals: Proposal[]): Proposal[] {
  return proposals
    .map((proposal) => ({
      ...proposal,
      files: proposal.files.filter((file) => !protectedReason(file.path) && !testFileKind(file.path)),
    }))
    .filter((proposal) => proposal.files.length > 0);
}

/** The commit checked out in `cwd`, or undefined outside a git checkout. */
async function gitHead(cwd: string): Promise<string | undefined> {
  try {
    const { stdout } = await promisify(execFile)('git', ['rev-parse', 'HEAD'], { cwd });
    return stdout.trim() || undefined;
  } catch {
    return undefined;
  }
}

function publishTarget(context: ActionContext) {
  return {
    root: context.cwd,
    env: context.env,
    commentMode: context.commentMode,
    suggestions: context.options.fixes.suggestions,
    github: context.github,
  };
}

function setRunOutputs(results: readonly { status: string }[], verdict: string): void {
  const passed = results.filter((flow) => flow.status === 'passed').length;
  core.setOutput('result', verdict);
  core.setOutput('passed', passed);
  core.setOutput('failed', results.length - passed);
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

function toChangedFile(file: PullRequestFilePatch): ChangedFile {
  return file.patch ? { path: file.path, hunks: parseUnifiedDiffHunks(file.patch) } : { path: file.path };
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

/** Each input problem becomes an error annotation on its file and line, and the step exits 2. */
function failOnInput(error: unknown): number {
  const errors = inputErrorsOf(error);
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
