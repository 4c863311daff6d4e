import type { ApiSpec } from '../openapi/types.js';
import type { Flow, RequestTemplate } from '../flows/types.js';

export interface ToolLimits {
  per_tool: number;
  total: number;
  max_turns?: number;
  max_tokens?: number;
  max_cost_usd?: number;
  price_per_1k_tokens?: { prompt: number; completion: number };
}

/** `.falcon/config.yaml`, after `${VAR}` expansion and legacy migration. */
export interface FalconConfig {
  /** Path of the spec relative to the workspace; default `spec.yaml`. */
  spec: string;
  api_name?: string;
  provider?: string;
  model?: string;
  framework?: string;
  /** Default environment name for flows that name none. */
  environment?: string;
  ollama?: { url?: string; api_key?: string };
  openai?: { base_url?: string; api_key?: string };
  tool_limits: ToolLimits;
  /** How proposed fixes are judged; tests and flow expectations are off limits unless allowed. */
  fixes: FixSettings;
  /** The run history's SQLite file relative to the workspace, or `off`. */
  history?: string;
  /** The committed baseline to compare with (`baselines/baseline_<name>.json`). */
  baseline?: string;
  /** When a step or load phase counts as slower than its baseline. */
  watchdog?: { latency_tolerance?: number; latency_floor_ms?: number };
  /** Generated cases may go to a production-looking base URL only when this says so. */
  cases?: { allow_production?: boolean };
  /** The gate's coverage threshold, a percentage of documented operations. */
  coverage?: { min_operations?: number };
  /** Settings of the investigation cores. */
  cores?: {
    structured?: { max_retries?: number };
    adversarial?: { min_quality?: number; max_iterations?: number };
    swarm?: { num_agents?: number; merge_strategy?: 'concatenate' | 'model' };
    orchestrator?: { concurrency?: number };
  };
  /**
   * Run settings config.yaml may give in place of inputs and flags (which win): `gate`, `timeout`,
   * `concurrency`, `agent` (and `agent.core`), `confirmations`, as the text an input would hold.
   */
  runDefaults: Partial<Record<RunDefault, string>>;
  /** Everything else we keep but do not interpret, so nothing the user wrote is lost. */
  extra: Record<string, unknown>;
}

export const RUN_DEFAULTS = ['gate', 'timeout', 'concurrency', 'agent', 'confirmations', 'core'] as const;
export type RunDefault = (typeof RUN_DEFAULTS)[number];

export interface Environment {
  name: string;
  base_url?: string;
  headers: Record<string, string>;
  variables: Record<string, unknown>;
  file: string;
}

export interface SavedRequest {
  name: string;
  operation?: string;
  request: RequestTemplate;
  file: string;
}

/** Everything a run needs from `.falcon/`, validated before the first request is sent. */
/** One stage of the workflow core's template (`.falcon/investigation.yaml`). */
export interface WorkflowStage {
  name: 'reproduce' | 'spec' | 'code';
  /** Go on with the next stage when this one fails. */
  continueOnError: boolean;
  timeoutMs?: number;
}

export interface Workspace {
  /** Absolute path of the `.falcon` folder. */
  root: string;
  /** Absolute path against which reported file paths are relative (the repository). */
  repoRoot: string;
  config: FalconConfig;
  spec?: ApiSpec;
  environments: Record<string, Environment>;
  variables: Record<string, unknown>;
  requests: Record<string, SavedRequest>;
  flows: Flow[];
  /** The workflow core's stages from `investigation.yaml`; absent: the built-in template. */
  investigation?: WorkflowStage[];
  /** Non-fatal findings (unknown config keys, …), shown to the user. */
  warnings: string[];
  /** Values that must never be printed: `${VAR}` expansions of secret-looking names, `{{env.X}}` values. */
  secrets: string[];
}

/** Config `fixes:` as written. */
export interface FixSettings {
  allow_test_edits: boolean;
  /** Globs (repository-relative) of CI, build and supply-chain files a fix may change after all. */
  allow_paths?: string[];
  service_env?: string[];
  /** Absolute folders the patched service may read besides the system's. */
  service_paths?: string[];
  /** Verify without isolation where this machine cannot build a sandbox. */
  unsafe_unisolated_service?: boolean;
}
