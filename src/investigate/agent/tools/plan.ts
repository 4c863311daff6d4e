/**
 * plan: the investigation's task list, kept in memory for one run. The loop shows `Plan.render()`
 * in the context every turn, so the model keeps track of what it set out to do even after older
 * turns were cut from the history.
 */
import { collapse, cut } from '../../../util/text.js';
import { Type, type Static } from 'typebox';
import { defineTool } from '../registry.js';
import type { Tool } from '../types.js';
import type { ToolDependencies } from './dependencies.js';

/** A plan longer than this is not a plan any more. */
export const MAX_TASKS = 25;
const MAX_TASK_CHARS = 300;
const MAX_NOTE_CHARS = 300;

export type TaskStatus = 'open' | 'done' | 'failed';

export interface PlanTask {
  /** 1, 2, 3 … in the order added; never reused. */
  id: number;
  task: string;
  status: TaskStatus;
  note?: string;
}

const MARKS: Record<TaskStatus, string> = { open: '[ ]', done: '[x]', failed: '[!]' };

export class Plan {
  private readonly tasks: PlanTask[] = [];

  /** Adds a task; the same open task twice is one task. Returns the task, or why it was not added. */
  add(task: string): PlanTask | string {
    const text = oneLine(task, MAX_TASK_CHARS);
    if (text === '') return 'add needs a task: what to do, in one sentence';
    const same = this.tasks.find(
      (existing) => existing.status === 'open' && existing.task.toLowerCase() === text.toLowerCase(),
    );
    if (same) return same;
    if (this.tasks.length >= MAX_TASKS) {
      return `the plan already has ${MAX_TASKS} tasks; finish or fail some before adding more`;
    }
    const added: PlanTask = { id: this.tasks.length + 1, task: text, status: 'open' };
    this.tasks.push(added);
    return { ...added };
  }

  /** Marks a task done or failed, with an optional note (what was found, why it failed). */
  finish(id: number, status: Exclude<TaskStatus, 'open'>, note?: string): PlanTask | string {
    const task = this.tasks.find((candidate) => candidate.id === id);
    if (!task) {
      const ids = this.tasks.map((candidate) => candidate.id).join(', ');
      return `no task ${id} in the plan${ids ? `; its tasks are ${ids}` : '; it is empty, add tasks first'}`;
    }
    task.status = status;
    const text = note === undefined ? '' : oneLine(note, MAX_NOTE_CHARS);
    if (text !== '') task.note = text;
    return { ...task };
  }

  list(): PlanTask[] {
    return this.tasks.map((task) => ({ ...task }));
  }

  /** The plan as the model sees it each turn; empty when there is no plan. */
  render(): string {
    if (this.tasks.length === 0) return '';
    const done = this.tasks.filter((task) => task.status === 'done').length;
    const failed = this.tasks.filter((task) => task.status === 'failed').length;
    const open = this.tasks.length - done - failed;
    const counts = [
      `${done} of ${this.tasks.length} done`,
      failed > 0 ? `${failed} failed` : '',
      open > 0 ? `${open} open` : '',
    ]
      .filter(Boolean)
      .join(', ');
    const lines = this.tasks.map(
      (task) => `${task.id}. ${MARKS[task.status]} ${task.task}${task.note ? ` — ${task.note}` : ''}`,
    );
    return `Plan (${counts}):\n${lines.join('\n')}`;
  }
}

/** One line of at most `max` characters (and an ellipsis). */
function oneLine(text: string, max: number): string {
  return cut(collapse(text), max);
}

// ---------------------------------------------------------------- the tool

const PlanParameters = Type.Object(
  {
    action: Type.Enum(['add', 'done', 'failed', 'list']),
    task: Type.Optional(
      Type.String({ description: 'add: what to do, e.g. "Re-run smoke_users.yaml step list"' }),
    ),
    id: Type.Optional(Type.Integer({ minimum: 1, description: 'done/failed: the task number' })),
    note: Type.Optional(Type.String({ description: 'done/failed: what was found, or why it failed' })),
  },
  { additionalProperties: false },
);
export type PlanArgs = Static<typeof PlanParameters>;

export interface PlanOptions {
  /** Shared with the loop, which renders it into the context; one of its own when absent. */
  plan?: Plan;
}

export function createPlanTool(deps: ToolDependencies, options: PlanOptions = {}): Tool {
  const plan = options.plan ?? new Plan();
  return defineTool({
    name: 'plan',
    returns: 'own',
    description:
      'Your task list for this investigation, shown to you every turn. add: a task (one sentence). ' +
      'done / failed: close task id, with a note of what you found or why it failed. list: show the plan.',
    parameters: PlanParameters,
    run: async (args) => deps.redactor.text(planAction(plan, args)),
  });
}

function planAction(plan: Plan, args: PlanArgs): string {
  let result: PlanTask | string | undefined;
  if (args.action === 'add') {
    result = plan.add(args.task ?? '');
  } else if (args.action === 'done' || args.action === 'failed') {
    if (args.id === undefined)
      return `${args.action} needs the id of a task\n${plan.render() || 'The plan is empty.'}`;
    result = plan.finish(args.id, args.action, args.note);
  }
  if (typeof result === 'string') return `${result}\n${plan.render() || 'The plan is empty.'}`;
  return plan.render() || 'The plan is empty: add tasks with {"action": "add", "task": "…"}';
}
