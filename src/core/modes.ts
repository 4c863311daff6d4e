/** The closed sets of words users choose from, in one leaf module every layer may import. */

export const FLOW_TYPES = [
  'smoke',
  'contract',
  'unit',
  'integration',
  'functional',
  'performance',
  'security',
  'e2e',
] as const;
export type FlowType = (typeof FLOW_TYPES)[number];

export function isFlowType(value: string): value is FlowType {
  return (FLOW_TYPES as readonly string[]).includes(value);
}

/** `agent` input / `--agent`: `auto` investigates only when flows failed and a model is configured. */
export type AgentMode = 'off' | 'auto' | 'on';
export const AGENT_MODES: readonly AgentMode[] = ['off', 'auto', 'on'];

/**
 * The investigation cores a user may name (`core` input, `--core`), aliases included; `auto` lets
 * the selector choose. The registry (investigate/cores/registry.ts) must answer to every one.
 */
export const CORE_CHOICES = [
  'auto',
  'freeform',
  'free',
  'react',
  'default',
  'structured',
  'struct',
  'fix-verify',
  'adversarial',
  'coach',
  'review',
  'swarm',
  'parallel',
  'orchestrator',
  'orch',
  'dag',
  'workflow',
  'wf',
  'deterministic',
] as const;
export type CoreChoice = (typeof CORE_CHOICES)[number];

/** What answers the agent's writes: `deny` refuses them, `pr` stages them as proposed fixes. */
export type ConfirmationMode = 'deny' | 'pr';
export const CONFIRMATION_MODES: readonly ConfirmationMode[] = ['deny', 'pr'];

/** `always`: every run; `on-failure`: when the gate fails (and to clear an earlier failure); `off`. */
export type CommentMode = 'always' | 'on-failure' | 'off';
export const COMMENT_MODES: readonly CommentMode[] = ['always', 'on-failure', 'off'];

/** `verified`: only fixes verified against the patched service; `all`: every fix; `off`: none. */
export type SuggestionMode = 'verified' | 'all' | 'off';
export const SUGGESTION_MODES: readonly SuggestionMode[] = ['verified', 'all', 'off'];
