import { mkdir, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { validateArguments } from '../../../src/investigate/agent/registry.js';
import type { ToolDependencies } from '../../../src/investigate/agent/tools/dependencies.js';
import type { ConfirmationAnswer, ConfirmationRequest, Tool, ToolContext } from '../../../src/investigate/agent/types.js';
import type { FlowResult } from '../../../src/core/results.js';
import type { HttpClient } from '../../../src/http/client.js';
import { Redactor } from '../../../src/http/redact.js';
import { loadWorkspace } from '../../../src/workspace/load.js';
import { makeWorkspace, PLACEHOLDER_FLOW, withPlaceholderFlow, type TempRepo } from '../workspace.js';

export const NOW = new Date('2025-03-04T05:06:07.089Z');

/** A knowledge base that passes ValidateFalconMD. */
export const FALCON_MD = `# Users API

What the agent knows about this API, kept across runs.

# Base URLs

- staging: https://staging.example.test

# Known Endpoints

- GET /users: lists users, \`limit\` between 1 and 50
- GET /users/{id}: one user, 404 when unknown
`;

export interface FalconFixture {
  repo: TempRepo;
  deps: ToolDependencies;
  context: ToolContext;
  /** Every confirmation asked, in order. */
  confirmations: ConfirmationRequest[];
}

export interface FixtureOptions {
  secrets?: string[];
  results?: FlowResult[];
  rerun?: ToolDependencies['rerun'];
  confirm?: (request: ConfirmationRequest) => ConfirmationAnswer;
  now?: () => Date;
}

/** The workspace tools need no HTTP; a call to it would be a bug in the test or the tool. */
const noHttp: HttpClient = {
  send: () => Promise.reject(new Error('these tools send no HTTP requests')),
  close: () => Promise.resolve(),
};

/**
 * A temporary repository whose `.falcon/` holds `files`, loaded the way a run loads it, with the
 * dependencies and context the loop would give the tools.
 */
export async function falconFixture(
  files: Record<string, string>,
  options: FixtureOptions = {},
): Promise<FalconFixture> {
  const loaded = withPlaceholderFlow(files);
  const repo = await makeWorkspace(loaded);
  await mkdir(repo.workspace, { recursive: true });
  const workspace = await loadWorkspace({ workspace: repo.workspace, repoRoot: repo.root, env: {} });
  // The flow a workspace needs to load is no file the tools under test should find.
  if (loaded !== files) await rm(path.join(repo.workspace, PLACEHOLDER_FLOW));
  const confirmations: ConfirmationRequest[] = [];
  const deps: ToolDependencies = {
    workspace,
    results: options.results ?? [],
    http: noHttp,
    redactor: new Redactor(options.secrets ?? []),
    baseUrls: [],
    rerun: options.rerun ?? (() => Promise.reject(new Error('no rerun in this test'))),
    now: options.now ?? (() => NOW),
  };
  const context: ToolContext = {
    repoRoot: repo.root,
    workspaceRoot: repo.workspace,
    signal: new AbortController().signal,
    emit: () => undefined,
    confirm: (request) => {
      confirmations.push(request);
      return Promise.resolve(
        options.confirm?.(request) ?? { approved: false, reason: 'writes are denied in CI' },
      );
    },
  };
  return { repo, deps, context, confirmations };
}

/** Calls a tool the way the loop does: JSON text checked against the tool's schema first. */
export async function call(tool: Tool, args: Record<string, unknown>, context: ToolContext): Promise<string> {
  const checked = validateArguments(tool, JSON.stringify(args));
  if (!checked.ok) throw new Error(checked.error);
  return tool.run(checked.args, context);
}

/** Every file under `folder`, relative to it, including hidden ones (temporary files would show). */
export async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}
