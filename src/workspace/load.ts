import { stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import { InputError, InputErrors } from '../core/errors.js';
import type { FlowType } from '../core/modes.js';
import { loadConfig } from './config.js';
import { loadInvestigationTemplate } from './investigation.js';
import { loadEnvironments } from './environments.js';
import type { ProcessEnv } from './expand.js';
import { createContext, displayPath, isMissing, warn, type LoadContext } from './files.js';
import { loadFlowFiles } from './flow-files.js';
import {
  checkEnvironmentHeaders,
  checkEnvironmentNames,
  checkFlowReferences,
  checkSavedRequestOperations,
  type ReferenceInputs,
} from './references.js';
import { loadSavedRequests } from './requests.js';
import { SPEC_CANDIDATES, loadWorkspaceSpec } from './spec-file.js';
import type { Workspace } from './types.js';
import { loadVariables } from './variables.js';

export interface LoadWorkspaceOptions {
  /** Path to the `.falcon` folder, absolute or relative to the working directory. */
  workspace: string;
  /** Flow and spec paths in errors and results are relative to this; default: the working directory. */
  repoRoot?: string;
  /** The process environment, for `${VAR}` and `{{env.NAME}}`; injected so tests control it. */
  env: ProcessEnv;
  /**
   * The environment the person running chose (CLI `--environment`, action input), which wins over
   * the flows' own; `{{name}}` references are checked against its variables.
   */
  environment?: string;
  /** Only flow files this accepts are parsed; files without a valid `<type>_` prefix always are. */
  selectFlow?: (fileName: string, type: FlowType) => boolean;
}

/**
 * Reads `.falcon/` into one validated, immutable Workspace. Every input problem in every file is
 * found before any request is sent and thrown together as InputErrors, each with file:line:column
 * and a hint; non-fatal findings come back in `warnings`.
 */
export async function loadWorkspace(options: LoadWorkspaceOptions): Promise<Workspace> {
  const repoRoot = resolve(options.repoRoot ?? process.cwd());
  const root = resolve(options.workspace);
  const context = createContext(repoRoot, options.env);
  await requireFolder(root, context);

  const { config, source: configSource, configuredSpec } = await loadConfig(root, context);
  const spec = await loadWorkspaceSpec(root, configuredSpec, configSource, context);
  config.spec = spec.path;
  if (spec.status === 'absent') {
    warn(
      context,
      `no OpenAPI spec in ${displayPath(context, root)} (looked for ${SPEC_CANDIDATES.join(', ')})`,
      undefined,
      'add one to use operation:, schema: spec and contract flows, or set spec: in config.yaml',
    );
  }
  const environments = await loadEnvironments(root, context);
  const variables = await loadVariables(root, context);
  const requests = await loadSavedRequests(root, context);
  const flows = await loadFlowFiles(root, context, options.selectFlow);
  const investigation = await loadInvestigationTemplate(root, context);

  const inputs: ReferenceInputs = { config, spec, environments, requests, variables };
  if (configSource) inputs.configSource = configSource;
  if (options.environment !== undefined) inputs.chosenEnvironment = options.environment;
  checkEnvironmentNames(inputs, context);
  checkSavedRequestOperations(inputs, context);
  checkEnvironmentHeaders(inputs, flows, context);
  for (const flow of flows) checkFlowReferences(flow, inputs, context);
  context.errors.throwIfAny();

  const workspace: Workspace = {
    root,
    repoRoot,
    config,
    environments: environments.environments,
    variables,
    requests: requests.requests,
    flows: flows.map((loaded) => loaded.flow),
    ...(investigation ? { investigation } : {}),
    warnings: context.warnings,
    secrets: [...context.secrets],
  };
  deepFreeze(workspace);
  // The spec object belongs to the spec module (it may cache compiled schemas); it is not frozen.
  if (spec.status === 'loaded') return Object.freeze({ ...workspace, spec: spec.spec });
  return workspace;
}

async function requireFolder(root: string, context: LoadContext): Promise<void> {
  const shown = displayPath(context, root);
  let problem: string | undefined;
  try {
    if (!(await stat(root)).isDirectory()) problem = `workspace ${shown} is a file, not a folder`;
  } catch (error) {
    if (!isMissing(error)) throw error;
    problem = `workspace folder ${shown} does not exist`;
  }
  if (problem === undefined) return;
  throw new InputErrors([
    new InputError(
      problem,
      undefined,
      `create it with a first flow (mkdir -p ${shown}/flows, then add ${shown}/flows/smoke_health.yaml), or point the workspace option at your .falcon folder`,
    ),
  ]);
}

/** Loaded input is shared by flows running concurrently; freezing it turns an accidental write into an error. */
function deepFreeze(root: unknown): void {
  // A loop, not recursion: the depth of what it walks is the user's.
  const pending: unknown[] = [root];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value !== 'object' || value === null || Object.isFrozen(value)) continue;
    Object.freeze(value);
    for (const item of Object.values(value)) pending.push(item);
  }
}
