/**
 * The confirmation policy: what happens to a change the agent wants to make to a repository file.
 *
 * - `deny` (the default): nothing is changed; each refusal is told to the model and listed in the
 *   report, so the fix is described instead of made.
 * - `pr`: the change is staged in the overlay (never the disk) and becomes a proposed patch.
 *
 * Some writes are refused in every mode, because no review of a suggestion makes them safe:
 * leaving the repository, git's internals, CI workflows and the repository's own actions (a fix
 * that edits the pipeline can do anything with its secrets). What CI, the build or the supply
 * chain runs is refused unless `fixes.allow_paths` lets it in (fix-scope.ts), and so are changes
 * that make tests pass by asking less of the code — edited flow checks, test files, the OpenAPI
 * spec the contract is checked against, or the rest of the workspace (config, environments,
 * variables, baselines) — unless the configuration allows test edits.
 *
 * The write tool asks `confirm` with the diff, then hands an approved change to `stage` with the
 * full content. `confirm` judges everything the request shows; checks that need the content (a
 * flow's expectations) run in `confirm` when the content is passed, and always again in `stage`,
 * which is the last word: a write refused there never reaches the overlay.
 */
import { FalconError } from '../../core/errors.js';
import { readFile, realpath } from 'node:fs/promises';
import path from 'node:path';
import { parseDocument } from 'yaml';
import type { ConfirmationAnswer, ConfirmationRequest } from '../agent/types.js';
import { isWithin, normalizeRelative, PathRefusedError, resolveInside } from '../../repo/safe-path.js';
import { StagingFileSystem } from '../../repo/overlay.js';
import type { ConfirmationMode } from '../../core/modes.js';
import type { Proposal } from './types.js';
import { outOfScopeReason, workflowRuns } from './fix-scope.js';
import { risksOf } from './proposals.js';

export const DENY_REASON = 'the confirmation policy is "deny", so no repository file is changed in this run';

export const STAGED_REASON =
  'approved as a proposal: the change is staged (the working tree is not written) and will be proposed as a patch for review';

export interface ConfirmationPolicyOptions {
  mode: ConfirmationMode;
  /** Absolute path of the repository. */
  repoRoot: string;
  /** Absolute path of the `.falcon` workspace; its `flows/` are guarded against loosening. */
  workspaceRoot: string;
  /** Where `pr` stages approved changes; one of its own when absent. */
  overlay?: StagingFileSystem;
  /** Absolute path of the OpenAPI spec the workspace loads, wherever it lives. */
  specFile?: string;
  /** Config lets the agent edit flow checks and test files (still never `.git/` or workflows). */
  allowTestEdits?: boolean;
  /** `fixes.allow_paths`: CI, build and supply-chain files a fix may change after all. */
  allowPaths?: readonly string[];
}

export interface Refusal {
  request: ConfirmationRequest;
  /** In plain words, as the model was told. */
  reason: string;
}

export interface ConfirmationPolicy {
  readonly mode: ConfirmationMode;
  /** The overlay approved changes are staged in; undefined in `deny` mode. */
  readonly overlay: StagingFileSystem | undefined;
  /** Every refused write, in order, with the reason the model was told. */
  readonly refused: Refusal[];
  /**
   * The answer for one write (`ToolContext.confirm`). Pass the new content when the caller has
   * it, so content checks refuse before the model is told the change was approved.
   */
  confirm(request: ConfirmationRequest, content?: string): Promise<ConfirmationAnswer>;
  /**
   * Stages an approved change (the write tool's `stage`). Runs every check again, with the
   * content; throws PolicyRefusedError (its message is the reason) when the write is refused.
   */
  stage(relativePath: string, content: string): Promise<void>;
}

/** A write the policy refused at staging time; the message is the reason, for the model. */
export class PolicyRefusedError extends FalconError {
  override readonly name = 'PolicyRefusedError';
  readonly code = 'FALCON_POLICY_REFUSED';
}

export function createConfirmationPolicy(options: ConfirmationPolicyOptions): ConfirmationPolicy {
  const overlay =
    options.mode === 'pr' ? (options.overlay ?? new StagingFileSystem(options.repoRoot)) : undefined;
  const refused: Refusal[] = [];
  /** The last request seen per path, so a refusal at staging time is listed with its diff. */
  const requests = new Map<string, ConfirmationRequest>();
  // Read once, when the first write is judged: the workflows do not change during a run.
  let runByWorkflows: Promise<Set<string>> | undefined;
  const judge = async (relativePath: string, content?: string) =>
    refusalFor(
      { ...options, runByWorkflows: await (runByWorkflows ??= workflowRuns(options.repoRoot)) },
      relativePath,
      content,
    );

  const refuse = (request: ConfirmationRequest, reason: string): ConfirmationAnswer => {
    refused.push({ request, reason });
    return { approved: false, reason };
  };

  return {
    mode: options.mode,
    overlay,
    refused,

    async confirm(request, content) {
      requests.set(request.path, request);
      const reason = await judge(request.path, content);
      if (reason !== undefined) return refuse(request, reason);
      if (options.mode === 'deny') return refuse(request, DENY_REASON);
      return { approved: true, reason: STAGED_REASON };
    },

    async stage(relativePath, content) {
      const request = requests.get(relativePath) ?? { tool: 'write_file', path: relativePath, diff: '' };
      const reason =
        (await judge(relativePath, content)) ?? (overlay === undefined ? DENY_REASON : undefined);
      if (reason !== undefined) {
        refuse(request, reason);
        throw new PolicyRefusedError(reason);
      }
      await overlay!.stage(relativePath, content);
    },
  };
}

/**
 * Why the write may not happen in any mode, or undefined. Without `content` the checks that
 * need it (flow expectations) are left to the call that has it.
 */
export async function refusalFor(
  options: Pick<
    ConfirmationPolicyOptions,
    'repoRoot' | 'workspaceRoot' | 'specFile' | 'allowTestEdits' | 'allowPaths'
  > & { runByWorkflows?: ReadonlySet<string> },
  relativePath: string,
  content?: string,
): Promise<string | undefined> {
  let normalized: string;
  try {
    normalized = normalizeRelative(relativePath);
  } catch (error) {
    if (error instanceof PathRefusedError) return error.message;
    throw error;
  }
  // Before resolving: `.git/` is refused by name, with a reason that speaks of writing.
  const named = protectedReason(normalized, relativePath);
  if (named !== undefined) return named;

  let absolute: string;
  try {
    absolute = await resolveInside(options.repoRoot, normalized);
  } catch (error) {
    if (error instanceof PathRefusedError) return error.message;
    throw error;
  }
  const repoRoot = await realpath(options.repoRoot);
  const real = path.relative(repoRoot, absolute).split(path.sep).join('/');
  if (real === '') return `${relativePath} names the repository itself, not a file`;
  // A link inside the repository may lead to a protected file the given name does not reveal.
  if (real !== normalized) {
    const target = protectedReason(real, relativePath);
    if (target !== undefined) return `${relativePath} is a symbolic link to ${real}; ${target}`;
  }
  const scope = { allowPaths: options.allowPaths, runByWorkflows: options.runByWorkflows };
  const outOfScope = outOfScopeReason(normalized, scope);
  if (outOfScope !== undefined) return outOfScope;
  if (real !== normalized) {
    const target = outOfScopeReason(real, scope);
    if (target !== undefined) return `${relativePath} is a symbolic link to ${real}; ${target}`;
  }
  if (options.allowTestEdits) return undefined;

  const flowFile = await flowFileOf(options.workspaceRoot, absolute);
  if (flowFile) {
    if (content === undefined) return undefined;
    return flowLooseningReason(relativePath, await readOrUndefined(absolute), content);
  }
  const setup = await testSetupKind(options, absolute);
  if (setup !== undefined) {
    return (
      `${relativePath} is ${setup}; a fix must make the code meet it, not change it ` +
      '(test edits are allowed only when the configuration allows them)'
    );
  }
  const test = testFileKind(real) ?? testFileKind(normalized);
  if (test !== undefined) {
    return (
      `${relativePath} is ${test}; a fix must make the code pass the tests, not change them ` +
      '(test edits are allowed only when the configuration allows them)'
    );
  }
  return undefined;
}

/** Paths no mode may write: git's internals and CI workflows. Case-insensitive, as some file systems are. */
export function protectedReason(normalized: string, shown: string = normalized): string | undefined {
  const segments = normalized.toLowerCase().split('/');
  if (segments.includes('.git')) {
    return `${shown} is inside .git/, git's internal data; a fix may change only files of the working tree`;
  }
  const workflows = segments.findIndex(
    (segment, index) => segment === '.github' && segments[index + 1] === 'workflows',
  );
  if (workflows !== -1 && segments.length > workflows + 2) {
    return `${shown} is a CI workflow (.github/workflows/); workflows run with the repository's secrets, so a fix may never change them`;
  }
  const actions = segments.findIndex(
    (segment, index) => segment === '.github' && segments[index + 1] === 'actions',
  );
  if (actions !== -1 && segments.length > actions + 2) {
    return `${shown} is one of the repository's own actions (.github/actions/); workflows run them with the repository's secrets, so a fix may never change them`;
  }
  return undefined;
}

const TEST_FOLDERS = new Set(['__tests__', '__snapshots__', 'test', 'tests', 'spec', 'specs', 'testdata']);

const TEST_FILE_PATTERNS: ReadonlyArray<{ pattern: RegExp; what: string }> = [
  { pattern: /\.(?:test|spec)\.[^.]+$/, what: 'a test file (*.test.*, *.spec.*)' },
  { pattern: /_test\.go$/, what: 'a Go test file (*_test.go)' },
  { pattern: /^test_.*\.py$|_test\.py$|^conftest\.py$/, what: 'a Python test file' },
  { pattern: /_spec\.rb$/, what: 'an RSpec test file (*_spec.rb)' },
  { pattern: /\.snap$/, what: 'a test snapshot (*.snap)' },
];

/** What kind of test file the path is, or undefined. */
export function testFileKind(relativePath: string): string | undefined {
  const segments = relativePath.toLowerCase().split('/');
  const name = segments.pop() ?? '';
  const folder = segments.find((segment) => TEST_FOLDERS.has(segment));
  if (folder !== undefined) return `inside a test folder (${folder}/)`;
  return TEST_FILE_PATTERNS.find(({ pattern }) => pattern.test(name))?.what;
}

/**
 * What part of the test setup `absolute` (symlink-free) is, or undefined: the spec the contract is
 * checked against, or a workspace file other than a flow (config, environments, variables,
 * baselines), any of which can make a failing API pass without a change to its code.
 */
async function testSetupKind(
  options: Pick<ConfirmationPolicyOptions, 'workspaceRoot' | 'specFile'>,
  absolute: string,
): Promise<string | undefined> {
  const spec = options.specFile === undefined ? undefined : await realpathOrUndefined(options.specFile);
  if (spec === absolute) return 'the OpenAPI spec the contract is checked against';
  const workspace = await realpathOrUndefined(options.workspaceRoot);
  if (workspace !== undefined && isWithin(workspace, absolute)) {
    return 'part of the test setup in the workspace (.falcon/)';
  }
  return undefined;
}

async function realpathOrUndefined(file: string): Promise<string | undefined> {
  try {
    return await realpath(file);
  } catch {
    return undefined;
  }
}

/** Whether `absolute` (symlink-free) is a YAML file under the workspace's `flows/`. */
async function flowFileOf(workspaceRoot: string, absolute: string): Promise<boolean> {
  const workspace = await realpathOrUndefined(workspaceRoot);
  if (workspace === undefined) return false;
  const flows = path.join(workspace, 'flows');
  return isWithin(flows, absolute) && /\.ya?ml$/i.test(absolute);
}

async function readOrUndefined(absolute: string): Promise<string | undefined> {
  try {
    return await readFile(absolute, 'utf8');
  } catch {
    return undefined;
  }
}

// ---------------------------------------------------------------- flow checks

/** The parts of a flow that decide whether it passes; a fix may not change any of them. */
const GUARDED_STEP_KEYS = ['expect', 'retry', 'continue_on_failure'] as const;
const SECTIONS = [
  { key: 'setup', prefix: 'setup' },
  { key: 'steps', prefix: 'step' },
  { key: 'teardown', prefix: 'teardown' },
] as const;

/**
 * Why the new flow text changes what the flow checks, or undefined. A new flow file adds
 * checks and is allowed; in an existing one every step keeps its expect, retry and
 * continue_on_failure, and the flow its continue_on_failure, load thresholds and security probes.
 * Steps are matched by id (steps without one by position: `step-2` is the second step).
 */
export function flowLooseningReason(
  shown: string,
  before: string | undefined,
  after: string,
): string | undefined {
  const parsedAfter = parseYaml(after);
  if (!parsedAfter.ok) {
    return `${shown} is a flow file and the new content is not valid YAML (${parsedAfter.error}); a fix may not break a flow`;
  }
  if (before === undefined) return undefined;
  const parsedBefore = parseYaml(before);
  if (!parsedBefore.ok) {
    return `${shown} is a flow file that is not valid YAML now, so it cannot be shown that the change keeps its checks`;
  }
  const changed = guardedDifferences(parsedBefore.value, parsedAfter.value);
  if (changed.length === 0) return undefined;
  return (
    `${shown} is a flow file, and the change edits what it checks (${changed.join('; ')}); ` +
    'a fix must make the API pass the flow, not loosen the flow ' +
    '(flow edits are allowed only when the configuration allows test edits)'
  );
}

function parseYaml(text: string): { ok: true; value: unknown } | { ok: false; error: string } {
  const document = parseDocument(text, { prettyErrors: false, uniqueKeys: true, merge: true });
  const error = document.errors[0];
  if (error) return { ok: false, error: error.message.split('\n')[0] ?? error.message };
  return { ok: true, value: document.toJS() as unknown };
}

/** Plain words for each guarded part that differs, e.g. `step "login": expect`. */
function guardedDifferences(before: unknown, after: unknown): string[] {
  const oldFlow = asRecord(before);
  const newFlow = asRecord(after);
  const changes: string[] = [];
  const compare = (what: string, left: unknown, right: unknown) => {
    if (canonical(left) !== canonical(right)) changes.push(what);
  };
  compare('continue_on_failure of the flow', oldFlow.continue_on_failure, newFlow.continue_on_failure);
  compare('load.thresholds', asRecord(oldFlow.load).thresholds, asRecord(newFlow.load).thresholds);
  compare('security', oldFlow.security, newFlow.security);

  const newSteps = stepsById(newFlow);
  for (const [id, step] of stepsById(oldFlow)) {
    const counterpart = newSteps.get(id);
    if (!counterpart) {
      changes.push(`step "${id}" and its checks removed`);
      continue;
    }
    const keys = GUARDED_STEP_KEYS.filter((key) => canonical(step[key]) !== canonical(counterpart[key]));
    if (keys.length > 0) changes.push(`step "${id}": ${keys.join(', ')}`);
  }
  return changes;
}

function stepsById(flow: Record<string, unknown>): Map<string, Record<string, unknown>> {
  const steps = new Map<string, Record<string, unknown>>();
  for (const { key, prefix } of SECTIONS) {
    const list = flow[key];
    if (!Array.isArray(list)) continue;
    list.forEach((item: unknown, index) => {
      const step = asRecord(item);
      const id = typeof step.id === 'string' && step.id !== '' ? step.id : `${prefix}-${index + 1}`;
      steps.set(id, step);
    });
  }
  return steps;
}

function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

/** JSON with sorted keys: equal values give equal text whatever the key order. */
function canonical(value: unknown): string {
  return (
    JSON.stringify(value, (_key, inner: unknown) => {
      if (typeof inner !== 'object' || inner === null || Array.isArray(inner)) return inner;
      return Object.fromEntries(
        Object.entries(inner as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
      );
    }) ?? 'undefined'
  );
}

/**
 * Proposals without the files the policy never lets a fix touch (workflows, `.git/`, tests) nor
 * what CI, the build or the supply chain runs. The policy refused them where the fix was made; a
 * result published by another, untrusted job is checked again with this, so no such change is
 * ever suggested with the publishing job's token, whatever that job's `allow_paths` said. Its risk
 * flags are read again from the diffs.
 */
export function withoutProtectedFiles(proposals: readonly Proposal[]): Proposal[] {
  return proposals
    .map((proposal) => {
      const files = proposal.files.filter(
        (file) => !protectedReason(file.path) && !testFileKind(file.path) && !outOfScopeReason(file.path),
      );
      // Flagged again from the diffs: a result written elsewhere could leave its flags out.
      const trusted: Proposal = { ...proposal, files };
      delete trusted.risks;
      return { ...trusted, ...risksOf(files) };
    })
    .filter((proposal) => proposal.files.length > 0);
}
