/**
 * Which core investigates this run. A core the user named runs (when it can). Otherwise the
 * selector learns: with at least three experiences of this kind of failure, the core with the
 * best success rate, trusted by how many runs back it; before that, a fixed suitability of each
 * core for the kind of failure. It moves away from the default only above 0.7 confidence.
 */
import { experienceConfidence, type CoreRecord } from '../../store/experiences.js';
import type { Finding } from '../triage/types.js';
import { findCore } from './registry.js';
import type { CoreSelection, InvestigationCore } from './types.js';

/** Experiences of a category needed before they, not the fixed suitability, decide. */
export const MIN_EXPERIENCES = 3;
/** Confidence a choice needs to replace the default core. */
export const SWITCH_CONFIDENCE = 0.7;

/**
 * How the failures of a run are filed, so experiences of one kind teach about that kind: over the
 * triage's failure kinds, not over words.
 */
export function taskCategory(findings: readonly Finding[]): string {
  const flows = new Set(findings.map((finding) => finding.flow));
  if (flows.size >= 2 && new Set(findings.map((finding) => finding.kind)).size >= 2) return 'multiple';
  const kinds = new Set(findings.map((finding) => finding.kind));
  if (kinds.has('unreachable') || kinds.has('timeout')) return 'connectivity';
  if (findings.some((finding) => /\b(401|403)\b/.test(finding.details.join(' ')))) return 'auth';
  if (findings.some((finding) => /\b5\d\d\b/.test(finding.details.join(' ')) || finding.locations.length > 0))
    return 'crash';
  if (kinds.has('contract')) return 'contract';
  if (kinds.has('latency')) return 'performance';
  if (kinds.has('status')) return 'status';
  if (kinds.has('assertion')) return 'assertion';
  if (kinds.has('flow')) return 'flow';
  return flows.size >= 2 ? 'multiple' : 'other';
}

/** Fixed suitability of each core for a category, 0–1: what is known before any experience. */
const SUITABILITY: Record<string, Record<string, number>> = {
  freeform: { default: 0.8 },
  structured: { default: 0.5, contract: 0.9, crash: 0.9 },
  adversarial: { default: 0.6 },
  swarm: { default: 0.5, multiple: 0.9 },
  orchestrator: { default: 0.5, multiple: 0.7 },
  workflow: { default: 0.4, connectivity: 0.6 },
};

export interface SelectionInput {
  /** What the user asked for: a core's name or alias, or `auto`. */
  requested: string;
  category: string;
  hasModel: boolean;
  /** Whether fixes can be verified (staged with `confirmations: pr`, a start command given). */
  canVerify: boolean;
  /** Experiences of this category, per core. */
  records: readonly CoreRecord[];
}

export interface Selected {
  core: InvestigationCore;
  selection: CoreSelection;
  /** Said to the user when the request could not be followed as written. */
  warning?: string;
}

export function selectCore(input: SelectionInput): Selected {
  if (input.requested.toLowerCase() !== 'auto') return requested(input);
  const fallback = defaultCore(input);
  const runnable = input.records.filter((record) => {
    const core = findCore(record.core);
    return core !== undefined && canRun(core, input);
  });
  const total = runnable.reduce((sum, record) => sum + record.runs, 0);
  if (total >= MIN_EXPERIENCES) {
    const best = [...runnable].sort(
      (a, b) => b.successes / b.runs - a.successes / a.runs || b.runs - a.runs,
    )[0]!;
    const confidence = round(experienceConfidence(best.successes, best.runs));
    const rationale = `Based on ${best.successes} successful investigation(s) of ${best.runs} ${input.category} failure run(s) with the ${best.core} core`;
    if (confidence > SWITCH_CONFIDENCE) {
      return {
        core: findCore(best.core)!,
        selection: { core: best.core, confidence, rationale, source: 'experience' },
      };
    }
    return {
      core: fallback.core,
      selection: {
        core: fallback.core.name,
        confidence,
        rationale: `${rationale}: confidence ${confidence} is not above ${SWITCH_CONFIDENCE}, so ${fallback.core.name} runs`,
        source: 'experience',
      },
    };
  }
  const score =
    SUITABILITY[fallback.core.name]?.[input.category] ?? SUITABILITY[fallback.core.name]?.['default'] ?? 1;
  return {
    core: fallback.core,
    selection: {
      core: fallback.core.name,
      confidence: input.hasModel ? round(score * 0.6) : 1,
      rationale: fallback.reason,
      source: 'suitability',
    },
  };
}

/**
 * The core the failure kinds call for before anything is learned: the workflow without a model, the
 * structured core for a contract break or a crash whose fix can be verified, else freeform.
 */
function defaultCore(input: SelectionInput): { core: InvestigationCore; reason: string } {
  if (!input.hasModel) {
    return {
      core: findCore('workflow')!,
      reason: 'no model is configured: the deterministic workflow investigates',
    };
  }
  if (input.category === 'multiple') {
    return {
      core: findCore('swarm')!,
      reason: 'several independent failures: one session each, in parallel',
    };
  }
  if ((input.category === 'contract' || input.category === 'crash') && input.canVerify) {
    return {
      core: findCore('structured')!,
      reason: `a ${input.category} failure whose fix can be verified: plan, fix, verify and retry`,
    };
  }
  return {
    core: findCore('freeform')!,
    reason: `fewer than ${MIN_EXPERIENCES} experiences of ${input.category} failures: the agent loop`,
  };
}

function canRun(core: InvestigationCore, input: Pick<SelectionInput, 'hasModel' | 'canVerify'>): boolean {
  return (!core.needsModel || input.hasModel) && (core.name !== 'structured' || input.canVerify);
}

/** A core the user named; one that cannot run here is replaced, and the user told why. */
function requested(input: SelectionInput): Selected {
  const core = findCore(input.requested)!;
  if (canRun(core, input)) {
    return {
      core,
      selection: { core: core.name, confidence: 1, rationale: 'named in the options', source: 'requested' },
    };
  }
  const instead = defaultCore({ ...input, canVerify: false }).core;
  const why =
    core.needsModel && !input.hasModel
      ? 'needs a model and none is configured'
      : 'verifies its fixes, which needs confirmations: pr and a start-command';
  return {
    core: instead,
    selection: { core: instead.name, confidence: 1, rationale: `${core.name} ${why}`, source: 'requested' },
    warning: `the ${core.name} core ${why}: the ${instead.name} core runs instead`,
  };
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}
