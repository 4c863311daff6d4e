/**
 * The slices of the run's options that the stages take. `src/options.ts` reads and validates every
 * input of both doors into one `RunOptions` built from these; each stage declares the slices it
 * needs and never sees the rest.
 */
import type { AgentMode, ConfirmationMode, CoreChoice, SuggestionMode } from './modes.js';

/** How flows are sent: the runner's slice. */
export interface RunnerOptions {
  concurrency: number;
  /** Per-request timeout in milliseconds (a step's `timeout_ms` overrides it). */
  timeoutMs: number;
  environment?: string;
  baseUrl?: string;
}

/** The output path that means stdout (`--json -`). */
export const STDOUT_PATH = '-';

/** Where the run's files go, all absolute. */
export interface OutputOptions {
  /** Where Markdown reports go. */
  reportsDir: string;
  /** Where to write JUnit XML; undefined writes none. */
  junitPath?: string;
  /** Where to write the JSON result (STDOUT_PATH: handed back as text); undefined writes none. */
  jsonPath?: string;
  /** The self-contained HTML report; undefined writes none. */
  htmlPath?: string;
  /** The CTRF JSON report; undefined writes none. */
  ctrfPath?: string;
  /** SARIF 2.1.0 of the security and contract findings; undefined writes none. */
  sarifPath?: string;
}

/** The investigation after failures. Unset model fields fall back to `.falcon/config.yaml`. */
export interface AgentOptions {
  /** `auto`: only when flows failed and a model is configured. */
  mode: AgentMode;
  baseUrl?: string;
  /** A secret: registered for redaction everywhere. */
  apiKey?: string;
  model?: string;
  /** Wall-clock budget of the whole investigation. */
  timeoutMs: number;
  /** The investigation core, or `auto` for the selector's choice. */
  core: CoreChoice;
  /** The model that reviews fixes in the adversarial core, on the same endpoint; default the agent's. */
  coachModel?: string;
}

/** What becomes of the agent's proposed changes to the code. */
export interface FixOptions {
  /** `deny`: refused and listed; `pr`: staged (never written) and proposed as patches. */
  confirmations: ConfirmationMode;
  /** Which proposals become review suggestions on the pull request. */
  suggestions: SuggestionMode;
  /** Starts the service from a patched worktree for verification; PORT is given in the environment. */
  startCommand?: string;
  /** Path (or URL) that answers once the service is up; without it, the port accepting connections. */
  readyUrl?: string;
  readyTimeoutMs: number;
}

/** One job's share of the flows in a matrix: `shard: 2/4`. */
export interface Shard {
  /** 1-based. */
  index: number;
  total: number;
}
