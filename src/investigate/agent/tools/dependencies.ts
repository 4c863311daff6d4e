/**
 * What the agent's tools reach the world through. Bound once when the tools are created, so a
 * tool can only touch the workspace, results, API and clock it was given — never a global.
 */
import type { FlowResult } from '../../../core/results.js';
import type { HttpClient } from '../../../http/client.js';
import type { Redactor } from '../../../http/redact.js';
import type { Workspace } from '../../../workspace/types.js';

export interface ToolDependencies {
  /** The loaded `.falcon/` workspace (spec, environments, flows). */
  workspace: Workspace;
  /** The run's results, which the investigation explains. */
  results: readonly FlowResult[];
  /** The client flow requests go through. */
  http: HttpClient;
  /** Masks secrets in everything a tool returns to the model. */
  redactor: Redactor;
  /** Base URLs `http_request` may send to; any other origin is refused. */
  baseUrls: readonly string[];
  /** Re-runs a flow (by its file) or one of its steps, for `run_flow`. */
  rerun(flowFile: string, stepId?: string): Promise<FlowResult>;
  now(): Date;
  /** Changes staged by the `pr` policy in this run: reads see them instead of the disk. */
  staged?: StagedFiles;
}

/** The part of the staging overlay that reading tools need. */
export interface StagedFiles {
  isStaged(path: string): boolean;
  read(path: string): Promise<string | undefined>;
}
