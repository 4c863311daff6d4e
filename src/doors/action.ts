import * as core from '@actions/core';
import { inputErrorsOf } from '../core/errors.js';
import { OPTION_NAMES, resolveOptions, type RawOptions } from '../options.js';
import { runPipeline } from '../pipeline.js';
import {
  ACTIONS_LOG,
  actionsTarget,
  annotateInputErrors,
  changedFiles,
  createActionsPublisher,
  publishStoredResult,
  pullRequestRef,
} from '../publish/actions.js';
import { createActionsHistoryCache } from '../publish/history-cache.js';
import { GitHubBudget } from '../publish/github/budget.js';
import { cancelOnSignals } from './cancellation.js';

/**
 * The action's door: read every input, validate them all before any side effect, then either run
 * the pipeline with the Actions publisher, or (input `publish`) publish the JSON result of an
 * earlier, untrusted job: the fork-safe pattern.
 */
export async function runAction(env: Record<string, string | undefined> = process.env): Promise<number> {
  const cwd = env['GITHUB_WORKSPACE'] ?? process.cwd();
  // Masked before anything can print them.
  const token = core.getInput('github-token');
  if (token) core.setSecret(token);
  const llmApiKey = core.getInput('llm-api-key');
  if (llmApiKey) core.setSecret(llmApiKey);

  const raw: RawOptions = {};
  for (const name of OPTION_NAMES) raw[name] = core.getInput(name);
  let options;
  try {
    options = resolveOptions(raw, cwd, (name) => `input '${name}'`);
  } catch (error) {
    const problems = inputErrorsOf(error);
    if (!problems) throw error;
    return annotateInputErrors(problems);
  }

  const cancellation = cancelOnSignals((message) => ACTIONS_LOG.warning(message));
  try {
    // Every GitHub call of the run (REST and the Actions cache) shares one bounded time.
    const budget = new GitHubBudget({ signal: cancellation.signal, log: ACTIONS_LOG });
    const target = await actionsTarget({
      cwd,
      env,
      token,
      workspace: options.workspace,
      gate: options.gate,
      commentMode: options.publish.comment,
      suggestions: options.fixes.suggestions,
      budget,
      reportsArtifact: options.publish.reportsArtifact,
      shard: options.shard,
    });
    if (options.publish.file) return await publishStoredResult(options.publish.file, target);

    // A shard of a matrix run posts nothing on the pull request: the merge job publishes the whole run.
    const publishTo = options.shard
      ? { ...target, pullRequest: undefined, pullFiles: undefined, annotate: false }
      : target;
    const result = await runPipeline(options, {
      env,
      secrets: token ? [token] : [],
      pullRequest: pullRequestRef(target),
      changedFiles: changedFiles(publishTo),
      publisher: createActionsPublisher(publishTo),
      historyCache: createActionsHistoryCache(env, ACTIONS_LOG, undefined, budget),
      signal: cancellation.signal,
    });
    return result.exitCode;
  } finally {
    cancellation.dispose();
  }
}
