import {
  fitHistory,
  KEPT_HEAD_CHARS,
  messageChars,
  shortenObservation,
} from '../../../src/investigate/agent/history.js';
import type { ChatMessage } from '../../../src/investigate/agent/types.js';

const system: ChatMessage = { role: 'system', content: 'You are Falcon.' };
const task: ChatMessage = { role: 'user', content: 'Investigate flows/contract_users.yaml.' };

/** One native exchange: an assistant message with `calls` calls, each answered by a `size`-char observation. */
function nativeExchange(turn: number, calls: number, size: number): ChatMessage[] {
  const ids = Array.from({ length: calls }, (_, i) => `call_${turn}_${i}`);
  return [
    {
      role: 'assistant',
      content: `turn ${turn}`,
      toolCalls: ids.map((id) => ({ id, name: 'read_file', arguments: '{"path":"a.ts"}' })),
    },
    ...ids.map((id): ChatMessage => ({ role: 'tool', content: `${id} ` + 'x'.repeat(size), toolCallId: id })),
  ];
}

function size(messages: readonly ChatMessage[]): number {
  return messages.reduce((sum, message) => sum + messageChars(message), 0);
}

/** Every tool message answers a call of the assistant message before its run of tool messages. */
function expectPairsIntact(messages: readonly ChatMessage[]): void {
  let pending = new Set<string>();
  for (const message of messages) {
    if (message.role === 'tool') {
      expect(pending.has(message.toolCallId ?? '')).toBe(true);
      pending.delete(message.toolCallId ?? '');
      continue;
    }
    expect(pending.size).toBe(0);
    pending = new Set((message.toolCalls ?? []).map((call) => call.id));
  }
  expect(pending.size).toBe(0);
}

describe('fitHistory', () => {
  it('sends everything when it fits', () => {
    const history = [...nativeExchange(1, 1, 100), ...nativeExchange(2, 2, 100)];
    expect(fitHistory(system, task, history, 10_000)).toEqual([system, task, ...history]);
  });

  it('shortens the oldest observations first and leaves the newest exchange whole', () => {
    const history = [
      ...nativeExchange(1, 1, 2000),
      ...nativeExchange(2, 1, 2000),
      ...nativeExchange(3, 1, 2000),
    ];
    const budget = size([system, task, ...history]) - 1500;
    const fitted = fitHistory(system, task, history, budget);

    expect(fitted).toHaveLength(2 + history.length);
    expect(fitted[3]?.content).toBe(
      `call_1_0 ${'x'.repeat(KEPT_HEAD_CHARS - 9)}\n[observation truncated: 1809 chars]`,
    );
    // One shortened observation was enough: the later ones are untouched.
    expect(fitted[5]).toEqual(history[3]);
    expect(fitted[7]).toEqual(history[5]);
    expect(size(fitted)).toBeLessThanOrEqual(budget);
  });

  it('drops whole old exchanges once shortening is not enough, never orphaning a tool message', () => {
    const history = [1, 2, 3, 4, 5, 6].flatMap((turn) => nativeExchange(turn, 3, 1000));
    const fitted = fitHistory(system, task, history, 1500);

    expect(fitted[0]).toBe(system);
    expect(fitted[1]?.content).toMatch(
      /^Investigate flows\/contract_users\.yaml\.\n\n\[\d+ earlier messages were dropped/,
    );
    expect(fitted[2]?.role).toBe('assistant');
    expect(fitted.at(-1)?.toolCallId).toBe('call_6_2');
    expectPairsIntact(fitted.slice(2));
    expect(size(fitted)).toBeLessThanOrEqual(1500 + 100);
  });

  it('shortens even the newest exchange when it alone is over the budget, keeping system and task whole', () => {
    const bigTask: ChatMessage = { role: 'user', content: 't'.repeat(3000) };
    const history = nativeExchange(1, 2, 5000);
    const fitted = fitHistory(system, bigTask, history, 1000);

    expect(fitted[1]).toBe(bigTask);
    expect(fitted).toHaveLength(5);
    expect(fitted[3]?.content).toContain('[observation truncated: 4809 chars]');
    expect(fitted[4]?.content).toContain('[observation truncated: 4809 chars]');
    expectPairsIntact(fitted.slice(2));
  });

  it('shortens text-mode observations (user messages starting with "Observation") but not other user messages', () => {
    const history: ChatMessage[] = [
      { role: 'assistant', content: 'ACTION: read_file({"path":"a.ts"})' },
      { role: 'user', content: `Observation: ${'o'.repeat(3000)}` },
      { role: 'assistant', content: '' },
      { role: 'user', content: `Your reply was empty. ${'n'.repeat(3000)}` },
      { role: 'assistant', content: 'ACTION: read_file({"path":"b.ts"})' },
      { role: 'user', content: 'Observation: short' },
    ];
    const fitted = fitHistory(system, task, history, 4000);
    expect(fitted[3]?.content).toMatch(/^Observation: o+\n\[observation truncated: 2813 chars\]$/);
    expect(fitted[5]).toEqual(history[3]);
  });

  it('does not change the history it is given', () => {
    const history = [...nativeExchange(1, 1, 3000), ...nativeExchange(2, 1, 3000)];
    const copy = structuredClone(history);
    fitHistory(system, task, history, 500);
    expect(history).toEqual(copy);
  });
});

describe('shortenObservation', () => {
  it('leaves short text alone and never makes text longer', () => {
    expect(shortenObservation('short')).toBe('short');
    const borderline = 'b'.repeat(KEPT_HEAD_CHARS + 20);
    expect(shortenObservation(borderline)).toBe(borderline);
  });
});
