/**
 * Every core, found by name or alias. The stage reaches cores only through here, so a core that is
 * not registered cannot run and every core that runs is listed by `falcon cores`.
 */
import { adversarialCore } from './adversarial.js';
import { freeformCore } from './freeform.js';
import { orchestratorCore } from './orchestrator.js';
import { swarmCore } from './swarm.js';
import { structuredCore } from './structured.js';
import type { InvestigationCore } from './types.js';
import { workflowCore } from './workflow.js';

export const CORES: readonly InvestigationCore[] = [
  freeformCore,
  structuredCore,
  adversarialCore,
  swarmCore,
  orchestratorCore,
  workflowCore,
];

/** The core a name or alias stands for (case does not matter), or undefined. */
export function findCore(name: string): InvestigationCore | undefined {
  const key = name.trim().toLowerCase();
  return CORES.find((core) => core.name === key || core.aliases.includes(key));
}

/** Every name and alias a user may write, for messages that list them. */
export function coreNames(): string[] {
  return CORES.flatMap((core) => [core.name, ...core.aliases]);
}
