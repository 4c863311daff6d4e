/**
 * swarm: independent failures investigated at once. The failures are grouped by flow (triage
 * findings say which flows failed and why); each group gets its own agent session, with its own
 * history and a share of the tool-call budget, `cores.swarm.num_agents` at a time. Their answers are
 * merged (`merge_strategy`: `concatenate`, or `model` for one summary written by the model), their
 * staged changes too, except where two sessions changed one file differently: neither change is
 * proposed, and the conflict is reported.
 */
import pLimit from 'p-limit';
import type { StagedChange } from '../../repo/overlay.js';
import { resolveLimits } from '../agent/limits.js';
import type { AgentOutcome, ModelUsage } from '../agent/types.js';
import type { Finding } from '../triage/types.js';
import { freeformCore } from './freeform.js';
import { addUsage, mergeToolCalls, metricsOf } from './metrics.js';
import type { CoreContext, CoreOutput, InvestigationCore } from './types.js';

export const DEFAULT_NUM_AGENTS = 4;

interface Group {
  flow: string;
  findings: Finding[];
}

export const swarmCore: InvestigationCore = {
  name: 'swarm',
  aliases: ['parallel'],
  description:
    'Independent failures investigated by parallel agent sessions, each with its own history; answers and fixes merged, conflicting edits held back.',
  capabilities: ['parallel_execution', 'multi_agent'],
  needsModel: true,
  async execute(context: CoreContext): Promise<CoreOutput> {
    if (!context.model) throw new Error('swarm needs a model');
    const settings = context.workspace.config.cores?.swarm;
    const agents = settings?.num_agents ?? DEFAULT_NUM_AGENTS;
    const groups = groupByFlow(context.findings);
    if (groups.length < 2) return freeformCore.execute(context);
    const started = performance.now();
    // Each session gets its share of the calls, so the swarm spends what one investigation may.
    const limits = resolveLimits(context.workspace.config.tool_limits, context.limits);
    const share = {
      ...context.limits,
      total: Math.max(1, Math.floor(limits.total / groups.length)),
      perTool: Math.max(1, Math.floor(limits.perTool / groups.length)),
    };
    const limit = pLimit(agents);
    const outputs = await Promise.all(
      groups.map((group) =>
        limit(() =>
          freeformCore.execute({
            ...context,
            results: context.results.filter((result) => result.file === group.flow),
            findings: group.findings,
            limits: share,
          }),
        ),
      ),
    );
    const { staged, conflicts } = mergeStaged(outputs.map((output) => output.outcome.staged ?? []));
    const answers = outputs.map((output, index) => ({ flow: groups[index]!.flow, outcome: output.outcome }));
    const usage: ModelUsage = { promptTokens: 0, completionTokens: 0 };
    for (const { outcome } of answers) addUsage(usage, outcome.usage);
    let answer = concatenate(answers);
    if (settings?.merge_strategy === 'model') answer = (await summarize(context, answer, usage)) ?? answer;
    if (conflicts.length > 0) {
      answer += `\n\nNot proposed, because sessions changed them differently: ${conflicts.join(', ')}.`;
    }
    const outcome: AgentOutcome = {
      stopReason: answers.every(({ outcome }) => outcome.stopReason === 'answer')
        ? 'answer'
        : answers.find(({ outcome }) => outcome.stopReason !== 'answer')!.outcome.stopReason,
      answer,
      ...(conflicts.length > 0
        ? { message: `conflicting changes to ${conflicts.join(', ')} were held back` }
        : {}),
      turns: answers.reduce((sum, { outcome }) => sum + outcome.turns, 0),
      toolCalls: mergeToolCalls(answers.map(({ outcome }) => outcome)),
      usage,
      reports: [...new Set(answers.flatMap(({ outcome }) => outcome.reports))],
      deniedWrites: answers.flatMap(({ outcome }) => outcome.deniedWrites),
      ...(staged.length > 0 || outputs.some((output) => output.outcome.staged) ? { staged } : {}),
    };
    return {
      completed: outcome.stopReason === 'answer',
      outcome,
      metrics: metricsOf(outcome, context, performance.now() - started, {
        subTasks: groups.length,
        parallelExecutions: Math.min(agents, groups.length),
      }),
    };
  },
};

/** One group per failing flow, in the order triage found them. */
export function groupByFlow(findings: readonly Finding[]): Group[] {
  const groups = new Map<string, Finding[]>();
  for (const finding of findings) groups.set(finding.flow, [...(groups.get(finding.flow) ?? []), finding]);
  return [...groups].map(([flow, grouped]) => ({ flow, findings: grouped }));
}

/**
 * Every session's staged changes as one set. A file two sessions changed to different contents is
 * a conflict: both versions are held back, since proposing either would hide the other's reason.
 */
export function mergeStaged(sets: ReadonlyArray<readonly StagedChange[]>): {
  staged: StagedChange[];
  conflicts: string[];
} {
  const byPath = new Map<string, StagedChange>();
  const conflicts = new Set<string>();
  for (const set of sets) {
    for (const change of set) {
      const known = byPath.get(change.path);
      if (known && known.after !== change.after) conflicts.add(change.path);
      else byPath.set(change.path, change);
    }
  }
  return {
    staged: [...byPath.values()].filter((change) => !conflicts.has(change.path)),
    conflicts: [...conflicts].sort(),
  };
}

function concatenate(answers: ReadonlyArray<{ flow: string; outcome: AgentOutcome }>): string {
  return answers
    .map(
      ({ flow, outcome }) =>
        `**${flow}**: ${outcome.answer ?? outcome.message ?? `stopped (${outcome.stopReason})`}`,
    )
    .join('\n\n');
}

/** One summary of the sessions' answers by the model; undefined when it cannot give one. */
async function summarize(
  context: CoreContext,
  answers: string,
  usage: ModelUsage,
): Promise<string | undefined> {
  try {
    const response = await context.model!.complete(
      [
        {
          role: 'system',
          content:
            'Merge the findings of several investigations of one API run into one answer: the causes, the code locations, the fixes. Keep every fact; drop repetition.',
        },
        { role: 'user', content: context.redactor.text(answers) },
      ],
      [],
      { signal: context.signal },
    );
    if (response.usage) addUsage(usage, response.usage);
    return response.text.trim() || undefined;
  } catch (error) {
    context.log.warning(
      `swarm: the answers are concatenated, the model could not merge them: ${(error as Error).message}`,
    );
    return undefined;
  }
}
