/**
 * Our conversation <-> the Chat Completions wire format. Kept apart from the client so the mapping
 * can be read (and tested) without a server.
 */
import type {
  ChatCompletionMessageParam,
  ChatCompletionTool,
} from 'openai/resources/chat/completions/completions';
import { isRecord } from '../../../util/document.js';
import {
  ModelError,
  type ChatMessage,
  type ModelResponse,
  type ToolCall,
  type ToolDefinition,
} from '../types.js';

export function toWireMessages(messages: readonly ChatMessage[]): ChatCompletionMessageParam[] {
  return messages.map((message): ChatCompletionMessageParam => {
    switch (message.role) {
      case 'system':
        return { role: 'system', content: message.content };
      case 'user':
        return { role: 'user', content: message.content };
      case 'assistant': {
        const calls = message.toolCalls ?? [];
        if (calls.length === 0) return { role: 'assistant', content: message.content };
        return {
          role: 'assistant',
          // OpenAI sends null next to tool calls; some servers reject an empty string there.
          content: message.content === '' ? null : message.content,
          tool_calls: calls.map((call) => ({
            id: call.id,
            type: 'function',
            function: { name: call.name, arguments: wireArguments(call.arguments) },
          })),
        };
      }
      case 'tool':
        if (message.toolCallId === undefined) {
          // An observation with no call to answer (the model wrote its call as text and the loop kept
          // no id): a tool message would be rejected, so it travels as the user's words.
          return { role: 'user', content: message.content };
        }
        return { role: 'tool', tool_call_id: message.toolCallId, content: message.content };
    }
  });
}

/**
 * Arguments replayed in the history must be JSON: servers such as vLLM parse them to render their
 * chat template and answer 400 otherwise. Broken arguments were already answered with an error
 * observation saying what was wrong, so the model loses nothing when they travel as `{}`.
 */
function wireArguments(text: string): string {
  try {
    JSON.parse(text);
    return text;
  } catch {
    return '{}';
  }
}

export function toWireTools(tools: readonly ToolDefinition[]): ChatCompletionTool[] {
  return tools.map((tool) => ({
    type: 'function',
    function: {
      name: tool.name,
      description: tool.description,
      // A boolean schema means "anything"; OpenAI needs an object schema.
      parameters: typeof tool.parameters === 'boolean' ? { type: 'object', properties: {} } : tool.parameters,
    },
  }));
}

/**
 * Reads a completion defensively: it comes from whatever server the user pointed us at, so nothing
 * in it is trusted to match the SDK's types. Anything that is not a usable answer is `bad_response`.
 */
export function fromWireCompletion(body: unknown, where: string): ModelResponse {
  if (!isRecord(body)) {
    throw new ModelError(
      'bad_response',
      `The model at ${where} answered with ${body === undefined || body === '' ? 'an empty body' : 'something that is not a JSON object'} instead of a chat completion. Check that llm-base-url points at an OpenAI-compatible /v1 endpoint.`,
    );
  }
  const choices = body['choices'];
  const choice: unknown = Array.isArray(choices) ? choices[0] : undefined;
  if (!isRecord(choice) || !isRecord(choice['message'])) {
    const apiError =
      isRecord(body['error']) && typeof body['error']['message'] === 'string'
        ? body['error']['message']
        : undefined;
    throw new ModelError(
      'bad_response',
      apiError
        ? `The model at ${where} answered with an error: ${apiError}`
        : `The model at ${where} answered without choices[0].message. Check that llm-base-url points at an OpenAI-compatible /v1 endpoint.`,
    );
  }
  const message = choice['message'];
  const content = message['content'];
  const refusal = message['refusal'];
  const text = typeof content === 'string' ? content : typeof refusal === 'string' ? refusal : '';

  const rawCalls = message['tool_calls'];
  const toolCalls: ToolCall[] = [];
  if (Array.isArray(rawCalls)) {
    for (const [i, raw] of rawCalls.entries()) {
      const call = readToolCall(raw, i, where);
      if (call) toolCalls.push(call);
    }
  }

  const response: ModelResponse = { text, toolCalls };
  const usage = body['usage'];
  if (isRecord(usage)) {
    response.usage = {
      promptTokens: count(usage['prompt_tokens']),
      completionTokens: count(usage['completion_tokens']),
    };
  }
  if (typeof choice['finish_reason'] === 'string') response.finishReason = choice['finish_reason'];
  return response;
}

function readToolCall(raw: unknown, index: number, where: string): ToolCall | undefined {
  if (!isRecord(raw)) throw malformedCall(index, where);
  // Custom (free-text) tools are never offered, so a call of another type cannot be ours.
  if (raw['type'] !== undefined && raw['type'] !== 'function') return undefined;
  const fn = raw['function'];
  if (!isRecord(fn) || typeof fn['name'] !== 'string' || fn['name'] === '') throw malformedCall(index, where);
  const args = fn['arguments'];
  return {
    // Some local servers omit ids; the tool message must still name the call it answers.
    id: typeof raw['id'] === 'string' && raw['id'] !== '' ? raw['id'] : `call_${index + 1}`,
    name: fn['name'],
    // The wire says a JSON string; some servers send the object itself, or nothing for no arguments.
    arguments:
      typeof args === 'string' ? args : args === undefined || args === null ? '{}' : JSON.stringify(args),
  };
}

function malformedCall(index: number, where: string): ModelError {
  return new ModelError(
    'bad_response',
    `The model at ${where} sent tool_calls[${index}] without a function name. The server's tool-calling support may be broken; try another model.`,
  );
}

function count(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : 0;
}
