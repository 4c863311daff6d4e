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

/** Fixed suitability of each core for a category, 0–1, for when there is no experience yet. */
const SUITABILITY: Record<string, Record<string, number>> = {
  freeform: { default: 0.8 },
  workflow: { default: 0.4, connectivity: 0.6 },
};

export interface SelectionInput {
  /** What the user asked for: a core's name or alias, or `auto`. */
  requested: string;
  category: string;
  hasModel: boolean;
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
  const workflow = findCore('workflow')!;
  const fallback = input.hasModel ? findCore('freeform')! : workflow;
  if (input.requested.toLowerCase() !== 'auto') {
    const core = findCore(input.requested)!;
    if (core.needsModel && !input.hasModel) {
      return {
        core: workflow,
        selection: {
          core: workflow.name,
          confidence: 1,
          rationale: `${core.name} needs a model and none is configured`,
          source: 'requested',
        },
        warning: `the ${core.name} core needs a model and none is configured: the workflow core runs instead`,
      };
    }
    return {
      core,
      selection: { core: core.name, confidence: 1, rationale: 'named in the options', source: 'requested' },
    };
  }
  if (!input.hasModel) {
    return {
      core: workflow,
      selection: {
        core: workflow.name,
        confidence: 1,
        rationale: 'no model is configured: the deterministic workflow investigates',
        source: 'suitability',
      },
    };
  }

  const usable = input.records.filter((record) => findCore(record.core) !== undefined);
  const total = usable.reduce((sum, record) => sum + record.runs, 0);
  if (total >= MIN_EXPERIENCES) {
    const best = [...usable].sort(
      (a, b) => b.successes / b.runs - a.successes / a.runs || b.runs - a.runs,
    )[0]!;
    const confidence = experienceConfidence(best.successes, best.runs);
    const core = findCore(best.core)!;
    const rationale = `Based on ${best.successes} successful investigation(s) of ${best.runs} ${input.category} failure run(s) with the ${core.name} core`;
    if (confidence > SWITCH_CONFIDENCE) {
      return {
        core,
        selection: { core: core.name, confidence: round(confidence), rationale, source: 'experience' },
      };
    }
    return {
      core: fallback,
      selection: {
        core: fallback.name,
        confidence: round(confidence),
        rationale: `${rationale}: confidence ${round(confidence)} is not above ${SWITCH_CONFIDENCE}, so the default core runs`,
        source: 'experience',
      },
    };
  }

  const scored = Object.entries(SUITABILITY)
    .map(([name, scores]) => ({ name, score: scores[input.category] ?? scores['default'] ?? 0 }))
    .sort((a, b) => b.score - a.score)[0]!;
  const confidence = scored.score * 0.6;
  const chosen = confidence > SWITCH_CONFIDENCE ? findCore(scored.name)! : fallback;
  return {
    core: chosen,
    selection: {
      core: chosen.name,
      confidence: round(confidence),
      rationale: `fewer than ${MIN_EXPERIENCES} experiences of ${input.category} failures: ${chosen.name} by its suitability`,
      source: 'suitability',
    },
  };
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}
