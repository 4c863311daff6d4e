/**
 * An in-process `Model` that answers from a script, so the agent loop is tested alone: no HTTP, no
 * OpenAI adapter (whose own tests use the wire-format server in `../openai/`). Like a provider, it
 * refuses a conversation the loop got wrong: a tool message that answers no call of the assistant
 * message before it, or a call left unanswered when the conversation goes on.
 */
import {
  ModelError,
  type ChatMessage,
  type CompleteOptions,
  type Model,
  type ModelResponse,
  type ModelUsage,
  type ToolDefinition,
} from '../../../src/investigate/agent/types.js';

export interface ScriptedTurn {
  text?: string;
  /** Native calls; `id` is generated (`call_<turn>_<n>`, the turn from 1) when absent. */
  toolCalls?: Array<{ id?: string; name: string; arguments: string | Record<string, unknown> }>;
  usage?: ModelUsage;
  finishReason?: string;
  /** Answers only after this long, unless the loop's signal aborts first. */
  delayMs?: number;
  /** Fails the request with this error instead of answering. */
  error?: ModelError;
}

/** Each turn by its index from 0, for scripts that never end. */
export type TurnScript = ScriptedTurn[] | ((call: { messages: ChatMessage[]; index: number }) => ScriptedTurn);

export interface ScriptedModel extends Model {
  /** What each request held, copied as it was sent. */
  readonly calls: Array<{ messages: ChatMessage[]; tools: ToolDefinition[] }>;
}

export function scriptedModel(script: TurnScript): ScriptedModel {
  const calls: ScriptedModel['calls'] = [];
  return {
    name: 'scripted-model',
    calls,
    async complete(
      messages: ChatMessage[],
      tools: ToolDefinition[],
      options: CompleteOptions = {},
    ): Promise<ModelResponse> {
      const index = calls.length;
      calls.push({ messages: structuredClone(messages), tools: structuredClone(tools) });
      const refused = conversationProblem(messages);
      if (refused) throw new ModelError('bad_request', refused);
      const turn = typeof script === 'function' ? script({ messages, index }) : script[index];
      if (!turn) throw new ModelError('bad_response', `the script has no turn ${index + 1}`);
      if (turn.delayMs !== undefined) await pause(turn.delayMs, options.signal);
      if (turn.error) throw turn.error;
      return {
        text: turn.text ?? '',
        toolCalls: (turn.toolCalls ?? []).map((call, i) => ({
          id: call.id ?? `call_${index + 1}_${i + 1}`,
          name: call.name,
          arguments: typeof call.arguments === 'string' ? call.arguments : JSON.stringify(call.arguments),
        })),
        ...(turn.usage ? { usage: turn.usage } : {}),
        ...(turn.finishReason ? { finishReason: turn.finishReason } : {}),
      };
    },
  };
}

/** What a provider would refuse in the conversation, as it would say it; undefined when it is well formed. */
function conversationProblem(messages: readonly ChatMessage[]): string | undefined {
  let pending = new Set<string>();
  for (const [index, message] of messages.entries()) {
    if (message.role === 'tool') {
      if (!message.toolCallId || !pending.delete(message.toolCallId))
        return `message ${index} answers no call of the assistant message before it (${message.toolCallId ?? 'no id'})`;
      continue;
    }
    if (pending.size > 0) return `calls ${[...pending].join(', ')} have no tool message answering them`;
    pending = new Set(message.role === 'assistant' ? (message.toolCalls ?? []).map((call) => call.id) : []);
  }
  return undefined;
}

function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const aborted = (): void => {
      clearTimeout(timer);
      reject(new ModelError('timeout', 'the request was aborted'));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', aborted);
      resolve();
    }, ms);
    if (signal?.aborted) aborted();
    else signal?.addEventListener('abort', aborted, { once: true });
  });
}
