import { readFile } from 'node:fs/promises';
import { InputError } from '../core/errors.js';
import type { GitHubClient } from './github/client.js';
import type { PullRequestContext } from './github/context.js';
import { runFromJson, type JsonResult, type StoredRun } from '../report/json.js';
import type { ValidateFunction } from 'ajv';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsPlugin from 'ajv-formats';
import resultSchema from '../../schemas/result.schema.json' with { type: 'json' };
import { describeErrors, formatViolation } from '../openapi/violations.js';
import { isRecord } from '../util/document.js';
import { messageOf } from '../util/text.js';

/**
 * Reads a run's JSON result (`json` output of an earlier, untrusted job) for publishing. The file is
 * data from a pull request's own code, so it is read as data only and checked: the shape, and that
 * it belongs to the commit whose workflow run triggered this job.
 */
export async function readPublishedResult(
  file: string,
  asked: { by: string; hint: string; name?: string } = { by: "input 'publish'", hint: PUBLISH_HINT },
): Promise<StoredRun> {
  const name = asked.name ?? file;
  let parsed: unknown;
  try {
    parsed = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    throw new InputError(`${asked.by}: cannot read ${name}: ${messageOf(error)}`, undefined, asked.hint);
  }
  const check = resultValidator();
  if (!check(parsed)) {
    const [violation] = describeErrors(check.errors ?? [], parsed);
    throw new InputError(
      `${asked.by}: ${name} is not a Falcon CI result (version 1): ${violation ? formatViolation(violation) : 'it does not fit the result schema'}`,
      undefined,
      asked.hint,
    );
  }
  return runFromJson(parsed);
}

let compiled: ValidateFunction<JsonResult> | undefined;

/** The published result schema, compiled on first use: only publish mode needs it. */
function resultValidator(): ValidateFunction<JsonResult> {
  if (!compiled) {
    const ajv = new Ajv2020({ allowUnionTypes: true });
    addFormatsPlugin.default(ajv);
    compiled = ajv.compile<JsonResult>(resultSchema);
  }
  return compiled;
}

const PUBLISH_HINT = "point it at the file the pull_request job wrote with the 'json' input";

/**
 * The pull request to publish to: the one the result names, only if GitHub confirms its head is
 * the commit of the workflow run that triggered this job. Otherwise undefined, with the reason.
 */
export async function trustedPullRequest(
  result: StoredRun,
  env: Record<string, string | undefined>,
  octokit: GitHubClient | undefined,
): Promise<{ pullRequest?: PullRequestContext; reason?: string }> {
  const named = result.pullRequest;
  if (!named)
    return { reason: 'the result names no pull request (it was not produced by a pull_request run)' };
  const triggeredBy = await workflowRunHeadSha(env);
  if (triggeredBy !== named.headSha) {
    return {
      reason: `the result is for commit ${named.headSha}, not ${triggeredBy ?? 'the commit of this workflow run'}`,
    };
  }
  const [owner, repo] = (env['GITHUB_REPOSITORY'] ?? '').split('/');
  if (!owner || !repo || !octokit) return { reason: 'no repository or token to publish with' };
  try {
    const { data } = await octokit.rest.pulls.get({ owner, repo, pull_number: named.number });
    if (data.head.sha !== named.headSha) {
      return {
        reason: `pull request #${named.number} is at ${data.head.sha}, not at the result's ${named.headSha}`,
      };
    }
    return {
      pullRequest: {
        owner,
        repo,
        number: named.number,
        headSha: data.head.sha,
        baseSha: data.base.sha,
        isFork: false,
        event: 'pull_request_target',
      },
    };
  } catch (error) {
    return { reason: `pull request #${named.number} could not be read: ${messageOf(error)}` };
  }
}

async function workflowRunHeadSha(env: Record<string, string | undefined>): Promise<string | undefined> {
  if (env['GITHUB_EVENT_NAME'] !== 'workflow_run' || !env['GITHUB_EVENT_PATH']) return undefined;
  try {
    const event: unknown = JSON.parse(await readFile(env['GITHUB_EVENT_PATH'], 'utf8'));
    const run = isRecord(event) ? event['workflow_run'] : undefined;
    const sha = isRecord(run) ? run['head_sha'] : undefined;
    return typeof sha === 'string' ? sha : undefined;
  } catch {
    return undefined;
  }
}
