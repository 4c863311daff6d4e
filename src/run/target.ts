import type { Environment, Workspace } from '../workspace/types.js';
import type { Flow } from '../flows/types.js';

/** Where a flow's requests go and what every one of them carries. */
export interface Target {
  environment?: Environment;
  /** Without a trailing slash; undefined when nothing names one (then only full `url`s work). */
  baseUrl?: string;
  headers: Record<string, string>;
  variables: Record<string, unknown>;
}

export interface TargetOverrides {
  environment?: string;
  baseUrl?: string;
}

/**
 * Picks the environment and base URL for a flow. The person running the job knows best, then the
 * flow, then the workspace: `--environment`, the flow's `environment`, config `environment`, the
 * only environment there is. The base URL: `--base-url`, the environment's, the spec's first
 * absolute server.
 */
export function resolveTarget(flow: Flow, workspace: Workspace, overrides: TargetOverrides): Target {
  const environments = Object.values(workspace.environments);
  const name = overrides.environment ?? flow.environment ?? workspace.config.environment;
  const environment =
    name !== undefined
      ? workspace.environments[name]
      : environments.length === 1
        ? environments[0]
        : undefined;
  const specServer = workspace.spec?.servers.find((server) => /^https?:\/\//i.test(server));
  const baseUrl = overrides.baseUrl ?? environment?.base_url ?? specServer;
  return {
    environment,
    baseUrl: baseUrl?.replace(/\/+$/, ''),
    headers: lowerCaseKeys(environment?.headers ?? {}),
    variables: { ...workspace.variables, ...environment?.variables, ...flow.variables },
  };
}

export function lowerCaseKeys(headers: Record<string, string>): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) result[name.toLowerCase()] = value;
  return result;
}
