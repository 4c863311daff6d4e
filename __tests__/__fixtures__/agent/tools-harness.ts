import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createHttpClient } from '../../../src/http/client.js';
import { Redactor } from '../../../src/http/redact.js';
import type { FlowResult } from '../../../src/core/results.js';
import type { ToolDependencies } from '../../../src/investigate/agent/tools/dependencies.js';
import type { Tool, ToolContext } from '../../../src/investigate/agent/types.js';
import { validateArguments } from '../../../src/investigate/agent/registry.js';
import type { Workspace } from '../../../src/workspace/types.js';

export interface Repo {
  root: string;
  remove(): Promise<void>;
}

/** A temporary repository holding `files` (paths relative to its root). */
export async function makeRepo(files: Record<string, string | Buffer>): Promise<Repo> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'falcon-tools-'));
  for (const [name, content] of Object.entries(files)) {
    const file = path.join(root, name);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, content);
  }
  return { root, remove: () => rm(root, { recursive: true, force: true }) };
}

export function emptyWorkspace(repoRoot: string, overrides: Partial<Workspace> = {}): Workspace {
  return {
    root: path.join(repoRoot, '.falcon'),
    repoRoot,
    config: {
      spec: 'spec.yaml',
      tool_limits: { per_tool: 50, total: 200 },
      fixes: { allow_test_edits: false },
      runDefaults: {},
      extra: {},
    },
    environments: {},
    variables: {},
    requests: {},
    flows: [],
    warnings: [],
    secrets: [],
    ...overrides,
  };
}

export function makeDeps(repoRoot: string, overrides: Partial<ToolDependencies> = {}): ToolDependencies {
  return {
    workspace: emptyWorkspace(repoRoot),
    results: [] as FlowResult[],
    http: createHttpClient({ timeoutMs: 5_000 }),
    redactor: new Redactor(),
    baseUrls: [],
    rerun: () => Promise.reject(new Error('rerun is not part of these tests')),
    now: () => new Date('2025-01-01T00:00:00Z'),
    ...overrides,
  };
}

export function makeContext(repoRoot: string): ToolContext {
  return {
    repoRoot,
    workspaceRoot: path.join(repoRoot, '.falcon'),
    signal: new AbortController().signal,
    emit: () => undefined,
    confirm: () => Promise.resolve({ approved: false, reason: 'not allowed in tests' }),
  };
}

/** Runs a tool the way the loop does: arguments as text, validated first. */
export async function call(
  tool: Tool,
  args: Record<string, unknown> | string,
  context: ToolContext,
): Promise<string> {
  const checked = validateArguments(tool, typeof args === 'string' ? args : JSON.stringify(args));
  if (!checked.ok) throw new Error(checked.error);
  return tool.run(checked.args, context);
}
