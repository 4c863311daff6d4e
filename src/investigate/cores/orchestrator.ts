/**
 * orchestrator: the investigation as a graph of sub-tasks. Per group of failures (one flow):
 * reproduce (re-run the flow) → locate (a session that finds the cause in the code, no changes)
 * → fix (a session that stages the fix, told what locate found) → verify (against the patched
 * service). Ready tasks run `cores.orchestrator.concurrency` at a time; a task that fails, or a
 * failure that does not reproduce, stops the tasks that depend on it, and the report says which.
 */
import { untrusted, type Prompt } from '../agent/untrusted.js';
import { firstFailure } from '../fixes/rerun-report.js';
import pLimit from 'p-limit';
import type { StagedChange } from '../../repo/overlay.js';
import type { AgentOutcome, ModelUsage } from '../agent/types.js';
import type { Proposal } from '../fixes/types.js';
import { collapse, cut } from '../../util/text.js';
import { freeformCore } from './freeform.js';
import { addUsage, mergeToolCalls, metricsOf } from './metrics.js';
import { mergeStaged, groupByFlow } from './swarm.js';
import type { CoreContext, CoreOutput, InvestigationCore } from './types.js';

export type TaskStatus = 'done' | 'failed' | 'skipped';

export interface SubTask {
  id: string;
  dependsOn: string[];
  run(results: ReadonlyMap<string, TaskResult>): Promise<TaskResult>;
}

export interface TaskResult {
  status: TaskStatus;
  /** What it found, or why it failed or was skipped. */
  note: string;
  outcome?: AgentOutcome;
  staged?: StagedChange[];
  proposals?: Proposal[];
}

/**
 * Runs `tasks` in dependency order, `concurrency` at a time. A task whose dependency did not finish
 * `done` is skipped with the reason; a task that throws fails, and its dependents are skipped.
 */
export async function runGraph(
  tasks: readonly SubTask[],
  concurrency: number,
): Promise<Map<string, TaskResult>> {
  const results = new Map<string, TaskResult>();
  const limit = pLimit(concurrency);
  const pending = new Map(tasks.map((task) => [task.id, task]));
  const running = new Map<string, Promise<void>>();
  while (pending.size > 0 || running.size > 0) {
    for (const task of [...pending.values()]) {
      const missing = task.dependsOn.find((id) => !tasks.some((candidate) => candidate.id === id));
      if (missing) throw new Error(`${task.id} depends on ${missing}, which is no task`);
      const blocked = task.dependsOn.find((id) => results.has(id) && results.get(id)!.status !== 'done');
      if (blocked) {
        pending.delete(task.id);
        results.set(task.id, { status: 'skipped', note: `${blocked} did not finish` });
        continue;
      }
      if (task.dependsOn.every((id) => results.get(id)?.status === 'done')) {
        pending.delete(task.id);
        running.set(
          task.id,
          limit(async () => {
            try {
              results.set(task.id, await task.run(results));
            } catch (error) {
              results.set(task.id, { status: 'failed', note: (error as Error).message });
            }
          }).finally(() => running.delete(task.id)),
        );
      }
    }
    if (running.size === 0 && pending.size > 0)
      throw new Error(`the sub-tasks ${[...pending.keys()].join(', ')} depend on each other`);
    if (running.size > 0) await Promise.race(running.values());
  }
  return results;
}

export const orchestratorCore: InvestigationCore = {
  name: 'orchestrator',
  aliases: ['orch', 'dag'],
  description:
    'Decomposes the investigation into reproduce → locate → fix → verify per failing flow, runs them in dependency order and stops what depends on a failed step.',
  capabilities: ['planning', 'multi_agent', 'code_generation'],
  needsModel: true,
  async execute(context: CoreContext): Promise<CoreOutput> {
    if (!context.model) throw new Error('orchestrator needs a model');
    const started = performance.now();
    const concurrency = context.workspace.config.cores?.orchestrator?.concurrency ?? 1;
    const tasks = groupByFlow(context.findings).flatMap((group) =>
      tasksFor(group.flow, group.findings, context),
    );
    const results = await runGraph(tasks, concurrency);

    const outcomes = [...results.values()].flatMap((result) => (result.outcome ? [result.outcome] : []));
    const usage: ModelUsage = { promptTokens: 0, completionTokens: 0 };
    for (const outcome of outcomes) addUsage(usage, outcome.usage);
    const fixes = [...results.values()].flatMap((result) => (result.staged ? [result.staged] : []));
    const { staged, conflicts } = mergeStaged(fixes);
    const proposals = [...results.values()].flatMap((result) => result.proposals ?? []);
    const lines = tasks.map((task) => {
      const result = results.get(task.id)!;
      return `- \`${task.id}\`: ${result.status}${result.note ? ` — ${result.note}` : ''}`;
    });
    if (conflicts.length > 0)
      lines.push(`- not proposed, changed differently by two fixes: ${conflicts.join(', ')}`);
    const failed = [...results.values()].filter((result) => result.status !== 'done').length;
    const outcome: AgentOutcome = {
      stopReason: context.signal?.aborted ? 'cancelled' : 'answer',
      answer: `**Sub-tasks**\n\n${lines.join('\n')}`,
      ...(failed > 0 ? { message: `${failed} of ${tasks.length} sub-tasks did not finish` } : {}),
      turns: outcomes.reduce((sum, item) => sum + item.turns, 0),
      toolCalls: mergeToolCalls(outcomes),
      usage,
      reports: [...new Set(outcomes.flatMap((item) => item.reports))],
      deniedWrites: outcomes.flatMap((item) => item.deniedWrites),
      ...(context.canVerify ? {} : { staged }),
    };
    return {
      completed: failed === 0,
      outcome,
      metrics: metricsOf(outcome, context, performance.now() - started, {
        subTasks: tasks.length,
        parallelExecutions: Math.min(concurrency, tasks.length),
      }),
      ...(context.canVerify ? { proposals } : {}),
    };
  },
};

function tasksFor(flow: string, findings: CoreContext['findings'], context: CoreContext): SubTask[] {
  const id = (step: string) => `${step} ${flow}`;
  const scoped: CoreContext = {
    ...context,
    results: context.results.filter((result) => result.file === flow),
    findings,
  };
  const session = async (feedback: Prompt): Promise<TaskResult> => {
    const output = await freeformCore.execute({
      ...scoped,
      feedback: [...(context.feedback ?? []), ...feedback],
    });
    const answered = output.outcome.stopReason === 'answer';
    return {
      status: answered ? 'done' : 'failed',
      note: answered
        ? firstLine(output.outcome.answer)
        : (output.outcome.message ?? output.outcome.stopReason),
      outcome: output.outcome,
      ...(output.outcome.staged ? { staged: output.outcome.staged } : {}),
    };
  };
  return [
    {
      id: id('reproduce'),
      dependsOn: [],
      run: async () => {
        const again = await context.rerun(flow);
        return again.status === 'passed'
          ? { status: 'failed', note: 'passed on a second run: flaky, not failing, so nothing to fix' }
          : { status: 'done', note: 'the failure reproduces' };
      },
    },
    {
      id: id('locate'),
      dependsOn: [id('reproduce')],
      run: () =>
        session([
          'Only locate the cause: name the file, the line and why it fails. Change nothing; end with "Final Answer:".',
        ]),
    },
    {
      id: id('fix'),
      dependsOn: [id('locate')],
      run: (results) =>
        session([
          'The cause was located; the locating session answered:',
          untrusted(results.get(id('locate'))?.outcome?.answer ?? '', "the locating session's answer"),
          'Stage the smallest complete fix with write_file, then end with "Final Answer:".',
        ]),
    },
    {
      id: id('verify'),
      dependsOn: [id('fix')],
      run: async (results) => {
        const fix = results.get(id('fix'));
        const staged = fix?.staged ?? [];
        if (staged.length === 0) return { status: 'failed', note: 'no change was staged' };
        if (!context.canVerify)
          return { status: 'done', note: 'not verified: needs confirmations: pr and a start-command' };
        const proposals = await context.propose(staged, fix?.outcome?.answer ?? '');
        const unverified = proposals.find((proposal) => proposal.verification.status !== 'verified');
        return {
          status: unverified ? 'failed' : 'done',
          note: unverified
            ? `the fix did not pass verification: ${verificationDetail(unverified)}`
            : 'the fix is verified',
          proposals,
        };
      },
    },
  ];
}

function firstLine(text: string | undefined): string {
  return cut((text ?? '').split('\n').find((candidate) => candidate.trim() !== '') ?? '', 200);
}

/** What verification saw of a fix that did not pass: its first failing check, or why it did not run. */
function verificationDetail(proposal: Proposal): string {
  const verification = proposal.verification;
  if (verification.status === 'not_run') return verification.reason;
  return cut(collapse(firstFailure(verification) ?? ''), 300);
}
