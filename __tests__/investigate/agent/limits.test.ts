import {
  costBudgetSpent,
  costOf,
  DEFAULT_LIMITS,
  deadlinePassed,
  resolveLimits,
  shouldStop,
  tokenBudgetSpent,
  toolLimitReached,
  turnLimitReached,
  type RunState,
} from '../../../src/investigate/agent/limits.js';
import { UsageMeter, type AgentLimits } from '../../../src/investigate/agent/types.js';

function state(overrides: Partial<RunState> = {}): RunState {
  return {
    turns: 0,
    toolCalls: {},
    totalCalls: 0,
    usage: { promptTokens: 0, completionTokens: 0 },
    now: 1_000,
    cancelled: false,
    ...overrides,
  };
}

const limits: AgentLimits = { ...DEFAULT_LIMITS, maxTurns: 5, perTool: 2, total: 3 };

describe('resolveLimits', () => {
  it('starts from the documented defaults', () => {
    expect(resolveLimits()).toEqual({
      maxTurns: 30,
      perTool: 50,
      total: 200,
      contextChars: 60_000,
      // An investigation is bounded even when nobody set a budget.
      maxTokens: 1_000_000,
      maxCostUsd: 5,
      pricePer1kTokens: { prompt: 0.005, completion: 0.015 },
    });
  });

  it('maps config tool_limits and lets the caller override', () => {
    const resolved = resolveLimits(
      { per_tool: 7, total: 20 },
      { maxTurns: 4, maxTokens: 1000, deadline: 99 },
    );
    expect(resolved).toMatchObject({ perTool: 7, total: 20, maxTurns: 4, maxTokens: 1000, deadline: 99 });
    expect(resolveLimits({ per_tool: 7 }, { perTool: 3 }).perTool).toBe(3);
  });

  it('falls back to the default for nonsense numbers instead of an endless or silent agent', () => {
    const resolved = resolveLimits({ per_tool: 0, total: -1 }, { maxTurns: Number.NaN, contextChars: 0 });
    expect(resolved).toMatchObject({ perTool: 50, total: 200, maxTurns: 30, contextChars: 60_000 });
  });

  it('ignores overrides given as undefined', () => {
    expect(resolveLimits({ per_tool: 9 }, { perTool: undefined }).perTool).toBe(9);
  });
});

describe('stop conditions', () => {
  it('stops at the turn limit', () => {
    expect(turnLimitReached(state({ turns: 4 }), limits)).toBeUndefined();
    expect(turnLimitReached(state({ turns: 5 }), limits)).toEqual({
      reason: 'turn_limit',
      message: 'the model used all 5 turns without a final answer',
    });
  });

  it('stops when the token budget is spent, counting prompt and completion tokens', () => {
    const budget = { ...limits, maxTokens: 100 };
    expect(
      tokenBudgetSpent(state({ usage: { promptTokens: 60, completionTokens: 39 } }), budget),
    ).toBeUndefined();
    expect(
      tokenBudgetSpent(state({ usage: { promptTokens: 60, completionTokens: 40 } }), budget)?.reason,
    ).toBe('token_budget');
    expect(
      tokenBudgetSpent(state({ usage: { promptTokens: 1e9, completionTokens: 0 } }), {
        ...limits,
        maxTokens: undefined,
      }),
    ).toBeUndefined();
  });

  it('counts what every session of the investigation used, through the shared meter', () => {
    const meter = new UsageMeter();
    meter.add({ promptTokens: 900, completionTokens: 50 });
    const shared = { ...limits, maxTokens: 1000, meter };
    // This session used little; the investigation used the rest.
    expect(
      tokenBudgetSpent(state({ usage: { promptTokens: 10, completionTokens: 5 } }), shared),
    ).toBeUndefined();
    meter.add({ promptTokens: 40, completionTokens: 10 });
    expect(tokenBudgetSpent(state({ usage: { promptTokens: 10, completionTokens: 5 } }), shared)).toEqual({
      reason: 'token_budget',
      message: "the investigation's token budget is spent (1000 of 1000 tokens used; tool_limits.max_tokens)",
    });
  });

  it('stops a runaway model at the default budget', () => {
    expect(
      tokenBudgetSpent(state({ usage: { promptTokens: 999_000, completionTokens: 1_000 } }), resolveLimits())
        ?.reason,
    ).toBe('token_budget');
  });

  it('prices usage per 1,000 tokens and stops at the cost budget', () => {
    const price = { prompt: 0.5, completion: 1.5 };
    expect(costOf({ promptTokens: 2000, completionTokens: 1000 }, price)).toBeCloseTo(2.5);
    expect(costOf({ promptTokens: 2000, completionTokens: 1000 }, undefined)).toBeUndefined();
    const budget = { ...limits, maxCostUsd: 2.5, pricePer1kTokens: price };
    expect(
      costBudgetSpent(state({ usage: { promptTokens: 2000, completionTokens: 999 } }), budget),
    ).toBeUndefined();
    expect(costBudgetSpent(state({ usage: { promptTokens: 2000, completionTokens: 1000 } }), budget)).toEqual(
      {
        reason: 'cost_budget',
        message: "the investigation's cost budget is spent ($2.5000 of $2.5000; tool_limits.max_cost_usd)",
      },
    );
    // Without a price the cost is unknown, so the budget cannot stop the run.
    expect(
      costBudgetSpent(state({ usage: { promptTokens: 1e9, completionTokens: 0 } }), {
        ...limits,
        maxCostUsd: 1,
        pricePer1kTokens: undefined,
      }),
    ).toBeUndefined();
  });

  it('stops at the deadline', () => {
    expect(deadlinePassed(state({ now: 999 }), { ...limits, deadline: 1_000 })).toBeUndefined();
    expect(deadlinePassed(state({ now: 1_000 }), { ...limits, deadline: 1_000 })?.reason).toBe('deadline');
    expect(deadlinePassed(state({ now: 1e15 }), limits)).toBeUndefined();
  });

  it('gives cancellation precedence over every other reason', () => {
    const all = state({
      cancelled: true,
      turns: 9,
      now: 5_000,
      usage: { promptTokens: 500, completionTokens: 0 },
    });
    expect(shouldStop(all, { ...limits, deadline: 1, maxTokens: 1 })?.reason).toBe('cancelled');
    expect(shouldStop({ ...all, cancelled: false }, { ...limits, deadline: 1, maxTokens: 1 })?.reason).toBe(
      'deadline',
    );
    expect(shouldStop(state(), limits)).toBeUndefined();
  });
});

describe('toolLimitReached', () => {
  it('refuses a call once its tool used its share', () => {
    expect(
      toolLimitReached(state({ toolCalls: { read_file: 1 }, totalCalls: 1 }), limits, 'read_file'),
    ).toBeUndefined();
    expect(
      toolLimitReached(state({ toolCalls: { read_file: 2 }, totalCalls: 2 }), limits, 'read_file'),
    ).toEqual({
      reason: 'tool_limit',
      message: 'read_file was called 2 times, the most allowed for one tool (tool_limits.per_tool)',
    });
    expect(
      toolLimitReached(state({ toolCalls: { read_file: 2 }, totalCalls: 2 }), limits, 'plan'),
    ).toBeUndefined();
  });

  it('refuses every call once the total is reached', () => {
    const used = state({ toolCalls: { a: 1, b: 1, c: 1 }, totalCalls: 3 });
    expect(toolLimitReached(used, limits, 'd')?.message).toBe(
      '3 tool calls were made, the most allowed in one investigation (tool_limits.total)',
    );
  });
});
