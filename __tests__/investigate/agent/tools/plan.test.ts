import { createPlanTool, MAX_TASKS, Plan } from '../../../../src/investigate/agent/tools/plan.js';
import type { Tool } from '../../../../src/investigate/agent/types.js';
import { call, falconFixture, type FalconFixture } from '../../../__fixtures__/agent/falcon-harness.js';

let fixture: FalconFixture;
let plan: Plan;
let tool: Tool;
beforeEach(async () => {
  fixture = await falconFixture({});
  plan = new Plan();
  tool = createPlanTool(fixture.deps, { plan });
});
afterEach(() => fixture.repo.remove());

const act = (args: Record<string, unknown>): Promise<string> => call(tool, args, fixture.context);

describe('plan', () => {
  it('renders nothing until there is a plan', async () => {
    expect(plan.render()).toBe('');
    expect(await act({ action: 'list' })).toBe(
      'The plan is empty: add tasks with {"action": "add", "task": "…"}',
    );
  });

  it('adds, finishes and fails tasks, and shows the plan the loop injects', async () => {
    await act({ action: 'add', task: 'Re-run contract_users.yaml' });
    await act({ action: 'add', task: '  Read   the users handler ' });
    await act({ action: 'add', task: 'Check the spec for name' });
    await act({ action: 'done', id: 1, note: 'still fails: name is 42' });
    const output = await act({ action: 'failed', id: 2, note: 'src/ has no users handler' });

    const expected = [
      'Plan (1 of 3 done, 1 failed, 1 open):',
      '1. [x] Re-run contract_users.yaml — still fails: name is 42',
      '2. [!] Read the users handler — src/ has no users handler',
      '3. [ ] Check the spec for name',
    ].join('\n');
    expect(output).toBe(expected);
    expect(plan.render()).toBe(expected);
    expect(await act({ action: 'list' })).toBe(expected);
    expect(plan.list()).toEqual([
      { id: 1, task: 'Re-run contract_users.yaml', status: 'done', note: 'still fails: name is 42' },
      { id: 2, task: 'Read the users handler', status: 'failed', note: 'src/ has no users handler' },
      { id: 3, task: 'Check the spec for name', status: 'open' },
    ]);
  });

  it('does not add the same open task twice', async () => {
    await act({ action: 'add', task: 'Read the handler' });
    expect(await act({ action: 'add', task: 'read the handler' })).toBe(
      'Plan (0 of 1 done, 1 open):\n1. [ ] Read the handler',
    );
  });

  it('says what is wrong with an id, and shows the plan again', async () => {
    expect(await act({ action: 'done', id: 4 })).toBe(
      'no task 4 in the plan; it is empty, add tasks first\nThe plan is empty.',
    );
    await act({ action: 'add', task: 'a' });
    expect(await act({ action: 'failed', id: 9 })).toBe(
      'no task 9 in the plan; its tasks are 1\nPlan (0 of 1 done, 1 open):\n1. [ ] a',
    );
    expect(await act({ action: 'done' })).toMatch(/^done needs the id of a task\nPlan/);
    expect(await act({ action: 'add' })).toMatch(/^add needs a task/);
    await expect(act({ action: 'done', id: 'one' })).rejects.toThrow(/id/);
  });

  it(`holds at most ${MAX_TASKS} tasks`, () => {
    for (let index = 1; index <= MAX_TASKS; index++)
      expect(plan.add(`task ${index}`)).toMatchObject({ id: index });
    expect(plan.add('one more')).toBe(
      `the plan already has ${MAX_TASKS} tasks; finish or fail some before adding more`,
    );
  });
});
