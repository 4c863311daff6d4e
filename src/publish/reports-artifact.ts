/**
 * The run's reports kept as one artifact of the workflow run, so they outlive the runner: the action
 * uploads them itself through `@actions/artifact`, the Actions results service's own client (the one
 * actions/upload-artifact uses). The artifact holds exactly the files this run wrote (the Markdown
 * reports, JUnit, HTML, CTRF, SARIF, the JSON result, the proposed fixes' patches and the reports the
 * agent wrote), wherever they are, hidden folders such as `.falcon/` included, with their paths in
 * the repository. Nothing else is swept in: the history database, environments and files an earlier
 * run left in the reports folder stay on the runner.
 *
 * The upload comes after the verdict is written, and counts against the run's time for GitHub with a
 * bound of its own, so a silent artifact service costs at most that and a warning, and leaves time
 * for the comment. `@actions/artifact` is large (protobuf, archiver, Azure's blob client) and is loaded
 * only to upload: a job that uploads nothing never loads it.
 */
import type { ArtifactClient } from '@actions/artifact';
import { lstat, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Log } from '../core/log.js';
import type { Shard } from '../core/options.js';
import type { Redactor } from '../http/redact.js';
import { isWithin } from '../repo/safe-path.js';
import { messageOf, plural } from '../util/text.js';
import { withTimeout } from '../util/timeout.js';
import type { GitHubBudget } from './github/budget.js';
import type { PublishedRun } from './publisher.js';

/** The longest the upload may take, within the run's time for GitHub: reports are a few MB at most. */
export const ARTIFACT_UPLOAD_TIMEOUT_MS = 30_000;

/** What the service answers when another job of the run took the name (HTTP 409). */
const NAME_TAKEN = /an artifact with this name already exists/i;

/** The uploaded artifact, for the outputs, the job summary and the comment. */
export interface ReportsArtifact {
  name: string;
  url: string;
}

export interface UploadReportsInput {
  run: PublishedRun;
  /** The artifact's name, from `reportsArtifactName`. */
  name: string;
  /** The repository root: paths inside the artifact are relative to it. */
  root: string;
  env: Record<string, string | undefined>;
  budget: GitHubBudget;
  log: Pick<Log, 'info' | 'warning'>;
  /** The client; `@actions/artifact`'s own when not given. */
  client?: ArtifactClient;
}

/**
 * The artifact's name: the one given (default `falcon-reports`), then `-shard-<i>-of-<n>` in a shard
 * job and `-attempt-<n>` on a re-run, since an artifact's name is unique within a workflow run and
 * the jobs of a matrix, like a re-run of a job, belong to the same run.
 */
export function reportsArtifactName(
  name: string,
  shard: Shard | undefined,
  env: Record<string, string | undefined>,
): string {
  const attempt = Number(env['GITHUB_RUN_ATTEMPT'] ?? '1');
  return [
    name,
    ...(shard ? [`-shard-${shard.index}-of-${shard.total}`] : []),
    ...(Number.isInteger(attempt) && attempt > 1 ? [`-attempt-${attempt}`] : []),
  ].join('');
}

/** Every file the run wrote, absolute, each once, in the order the reports list them. */
export function filesWritten(run: PublishedRun, root: string): string[] {
  const { outputs, investigation } = run;
  const files = [
    outputs.html,
    outputs.junit,
    outputs.ctrf,
    outputs.sarif,
    outputs.json,
    ...(outputs.reports ?? []).map((report) => report.path),
    outputs.coverage,
    // Recorded relative to the repository.
    ...(investigation?.proposals ?? []).map((proposal) => proposal.patchFile),
    ...(investigation && 'reports' in investigation.agent ? investigation.agent.reports : []),
  ];
  return [...new Set(files.filter((file) => file !== undefined).map((file) => path.resolve(root, file)))];
}

/**
 * Uploads the files the run wrote as one artifact and returns where it is; undefined, with a
 * warning or a note in the log, when nothing was uploaded. Never throws: the verdict is written.
 */
export async function uploadReports(input: UploadReportsInput): Promise<ReportsArtifact | undefined> {
  const { name, env, budget, log } = input;
  const unavailable = serviceUnavailable(env);
  if (unavailable) {
    log.warning(`The reports were not uploaded as an artifact: ${unavailable}.`);
    return undefined;
  }
  if (budget.over) {
    log.info(
      budget.cancelled
        ? 'The run was cancelled: the reports are not uploaded.'
        : 'No time left for GitHub in this run: the reports are not uploaded.',
    );
    return undefined;
  }
  const { files, leftOut } = await uploadable(filesWritten(input.run, input.root), input.run.redactor);
  for (const { file, why } of leftOut) {
    log.warning(`${shown(input.root, file)} is left out of the reports artifact: ${why}.`);
  }
  if (files.length === 0) {
    log.info('The run wrote no report to upload.');
    return undefined;
  }
  try {
    const client = input.client ?? (await import('@actions/artifact')).default;
    const uploaded = await budget.track(() =>
      withTimeout(
        client.uploadArtifact(name, files, commonRoot(input.root, files)),
        ARTIFACT_UPLOAD_TIMEOUT_MS,
        `Uploading the reports as artifact ${name}`,
      ),
    );
    if (uploaded.id === undefined) throw new Error('the service gave the artifact no id');
    const url = artifactUrl(env, uploaded.id);
    log.info(`The reports (${plural(files.length, 'file')}) are artifact ${name}: ${url}`);
    return { name, url };
  } catch (error) {
    const hint = NAME_TAKEN.test(messageOf(error))
      ? `another job of this workflow run already uploaded an artifact named ${name}: give each job its own \`artifact-name\``
      : `they stay on the runner, in ${shown(input.root, commonFolder(files))}`;
    log.warning(`The reports were not uploaded as artifact ${name} (${messageOf(error)}); ${hint}.`);
    return undefined;
  }
}

/**
 * Why this job cannot upload artifacts, checked before the client is loaded: outside a runner the
 * results service's address and token are missing, and GitHub Enterprise Server has no artifacts
 * of this version (`@actions/artifact` 2 and later, actions/upload-artifact v4).
 */
function serviceUnavailable(env: Record<string, string | undefined>): string | undefined {
  if (!env['ACTIONS_RESULTS_URL'] || !env['ACTIONS_RUNTIME_TOKEN']) {
    return 'this job has no Actions results service (ACTIONS_RESULTS_URL and ACTIONS_RUNTIME_TOKEN are set on GitHub runners)';
  }
  const server = hostOf(env['GITHUB_SERVER_URL'] || 'https://github.com');
  if (server !== 'github.com' && !server.endsWith('.ghe.com') && !server.endsWith('.localhost')) {
    return `GitHub Enterprise Server (${server}) does not offer the artifacts the action uploads; set \`upload-reports: false\` and upload the reports folder with actions/upload-artifact@v3`;
  }
  if (!env['GITHUB_REPOSITORY'] || !env['GITHUB_RUN_ID']) {
    return 'GITHUB_REPOSITORY and GITHUB_RUN_ID, which name the workflow run, are not set';
  }
  return undefined;
}

function hostOf(url: string): string {
  try {
    return new URL(url).hostname.toLowerCase();
  } catch {
    return url;
  }
}

/**
 * The files that may go into the artifact: regular files (not a link that could point elsewhere)
 * that hold no secret the run knows. They were redacted where they were written; this is the check
 * that nothing slipped past.
 */
async function uploadable(
  candidates: readonly string[],
  redactor: Redactor,
): Promise<{ files: string[]; leftOut: Array<{ file: string; why: string }> }> {
  const files: string[] = [];
  const leftOut: Array<{ file: string; why: string }> = [];
  for (const file of candidates) {
    const info = await lstat(file).catch(() => undefined);
    // Not there (a patch that could not be written): nothing to say beyond what was said then.
    if (!info) continue;
    if (!info.isFile()) {
      leftOut.push({
        file,
        why: info.isSymbolicLink() ? 'it is a symbolic link' : 'it is not a regular file',
      });
      continue;
    }
    let text: string;
    try {
      text = await readFile(file, 'utf8');
    } catch (error) {
      leftOut.push({ file, why: `it cannot be read (${messageOf(error)})` });
      continue;
    }
    if (redactor.text(text) !== text) {
      leftOut.push({ file, why: 'it holds a secret value' });
      continue;
    }
    files.push(file);
  }
  return { files, leftOut };
}

/** The deepest folder holding every file. */
function commonFolder(files: readonly string[]): string {
  let folder = path.dirname(files[0]!);
  while (!files.every((file) => isWithin(folder, file))) folder = path.dirname(folder);
  return folder;
}

/** The repository root when it holds every file, else the deepest folder that does. */
function commonRoot(root: string, files: readonly string[]): string {
  return files.every((file) => isWithin(root, file)) ? root : commonFolder(files);
}

/** Where GitHub shows the artifact, as actions/upload-artifact gives it (`artifact-url`). */
function artifactUrl(env: Record<string, string | undefined>, id: number): string {
  const server = (env['GITHUB_SERVER_URL'] || 'https://github.com').replace(/\/+$/, '');
  return `${server}/${env['GITHUB_REPOSITORY']}/actions/runs/${env['GITHUB_RUN_ID']}/artifacts/${id}`;
}

/** A path as the user wrote it: relative inside the repository, absolute outside it. */
function shown(root: string, file: string): string {
  const relative = path.relative(root, file);
  if (relative === '') return 'the repository';
  return isWithin(root, file) ? relative.split(path.sep).join('/') : file;
}
