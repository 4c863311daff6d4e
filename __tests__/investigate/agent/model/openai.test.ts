import { afterEach, describe, expect, it } from '@jest/globals';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  startScriptedModel,
  type ScriptedModel,
  type ScriptedTurn,
} from '../../../__fixtures__/openai/scripted-model.js';
import {
  createOpenAIModel,
  describeModelEndpoint,
  type OpenAIModelOptions,
} from '../../../../src/investigate/agent/model/openai.js';
import {
  ModelError,
  type ChatMessage,
  type ToolDefinition,
} from '../../../../src/investigate/agent/types.js';

const KEY = 'sk-proj-secretKEY1234567890abcdef';

let server: ScriptedModel | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function start(script: ScriptedTurn[], options: Partial<OpenAIModelOptions> = {}) {
  server = await startScriptedModel(script);
  const model = createOpenAIModel({
    baseUrl: server.url,
    apiKey: KEY,
    model: 'gpt-test',
    maxRetries: 0,
    ...options,
  });
  return { server, model };
}

const conversation: ChatMessage[] = [
  { role: 'system', content: 'You are Falcon.' },
  { role: 'user', content: 'The flow smoke/login.yaml failed.' },
];

const readFile: ToolDefinition = {
  name: 'read_file',
  description: 'Read a file of the repository.',
  parameters: { type: 'object', properties: { path: { type: 'string' } }, required: ['path'] },
};

async function modelError(promise: Promise<unknown>): Promise<ModelError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ModelError);
    return error as ModelError;
  }
  throw new Error('expected a ModelError');
}

describe('createOpenAIModel', () => {
  it('returns native tool calls with raw argument strings, text, usage and finish reason', async () => {
    const { model } = await start([
      {
        reply: {
          content: 'Reading the handler.',
          tool_calls: [
            { id: 'call_abc', name: 'read_file', arguments: '{"path": "app/login.py"}' },
            { name: 'list_files', arguments: { dir: 'app' } },
          ],
          usage: { prompt_tokens: 321, completion_tokens: 45 },
        },
      },
    ]);
    const response = await model.complete(conversation, [readFile]);
    expect(response).toEqual({
      text: 'Reading the handler.',
      toolCalls: [
        { id: 'call_abc', name: 'read_file', arguments: '{"path": "app/login.py"}' },
        { id: 'call_1_2', name: 'list_files', arguments: '{"dir":"app"}' },
      ],
      usage: { promptTokens: 321, completionTokens: 45 },
      finishReason: 'tool_calls',
    });
    expect(model.name).toBe('gpt-test');
  });

  it('returns a plain text reply with no tool calls', async () => {
    const { model } = await start([{ reply: { content: 'Final Answer: the token check is inverted.' } }]);
    const response = await model.complete(conversation, []);
    expect(response.text).toBe('Final Answer: the token check is inverted.');
    expect(response.toolCalls).toEqual([]);
    expect(response.finishReason).toBe('stop');
    expect(response.usage).toEqual({ promptTokens: 12, completionTokens: 5 });
  });

  it('sends the key as a bearer token, the model, the tools and a full tool round trip', async () => {
    const { server, model } = await start([{ reply: { content: 'ok' } }]);
    await model.complete(
      [
        ...conversation,
        {
          role: 'assistant',
          content: '',
          toolCalls: [{ id: 'call_1', name: 'read_file', arguments: '{"path":"a.py"}' }],
        },
        { role: 'tool', toolCallId: 'call_1', content: 'def login(): ...' },
        { role: 'assistant', content: 'Thought: check the spec.' },
        { role: 'user', content: 'Continue.' },
      ],
      [readFile],
    );
    const request = server.requests[0];
    expect(request?.headers['authorization']).toBe(`Bearer ${KEY}`);
    expect(request?.url).toBe('/v1/chat/completions');
    expect(request?.body).toMatchObject({
      model: 'gpt-test',
      messages: [
        { role: 'system', content: 'You are Falcon.' },
        { role: 'user', content: 'The flow smoke/login.yaml failed.' },
        {
          role: 'assistant',
          content: null,
          tool_calls: [
            { id: 'call_1', type: 'function', function: { name: 'read_file', arguments: '{"path":"a.py"}' } },
          ],
        },
        { role: 'tool', tool_call_id: 'call_1', content: 'def login(): ...' },
        { role: 'assistant', content: 'Thought: check the spec.' },
        { role: 'user', content: 'Continue.' },
      ],
      tools: [{ type: 'function', function: readFile }],
    });
    expect(request?.body['stream']).toBeUndefined();
  });

  it('leaves tools out when none is offered, and replays broken arguments as {}', async () => {
    const { server, model } = await start([{ reply: { content: 'ok' } }]);
    await model.complete(
      [
        ...conversation,
        {
          role: 'assistant',
          content: 'x',
          toolCalls: [{ id: 'c9', name: 'read_file', arguments: "{path: 'a'" }],
        },
        { role: 'tool', toolCallId: 'c9', content: 'Error: the arguments are not JSON.' },
      ],
      [],
    );
    const body = server.requests[0]?.body;
    expect(body).not.toHaveProperty('tools');
    expect(body?.['messages']).toContainEqual({
      role: 'assistant',
      content: 'x',
      tool_calls: [{ id: 'c9', type: 'function', function: { name: 'read_file', arguments: '{}' } }],
    });
  });

  it('sends a placeholder key when none is configured (Ollama, vLLM)', async () => {
    const { server, model } = await start([{ reply: { content: 'ok' } }], { apiKey: undefined });
    await model.complete(conversation, []);
    expect(server.requests[0]?.headers['authorization']).toBe('Bearer unused');
  });

  it('retries a 429 with the client backoff and then succeeds', async () => {
    const { server, model } = await start(
      [
        {
          status: 429,
          error: { message: 'Rate limit reached for gpt-test', code: 'rate_limit_exceeded' },
          headers: { 'retry-after-ms': '10' },
        },
        { reply: { content: 'after the wait' } },
      ],
      { maxRetries: 2 },
    );
    const response = await model.complete(conversation, []);
    expect(response.text).toBe('after the wait');
    expect(server.requests).toHaveLength(2);
  });

  it('gives rate_limited after the retries run out', async () => {
    const limited: ScriptedTurn = {
      status: 429,
      error: { message: 'Rate limit reached' },
      headers: { 'retry-after': '0' },
    };
    const { server, model } = await start([limited, limited], { maxRetries: 1 });
    const error = await modelError(model.complete(conversation, []));
    expect(error.kind).toBe('rate_limited');
    expect(error.message).toContain('after 2 attempts');
    expect(error.message).toContain('Rate limit reached');
    expect(server.requests).toHaveLength(2);
  });

  it('gives unavailable on a persistent 500, with no key in the message even when the server echoes it', async () => {
    const failing: ScriptedTurn = {
      status: 500,
      error: { message: `The server had an error processing key ${KEY}` },
      headers: { 'retry-after-ms': '1' },
    };
    const { server, model } = await start([failing, failing, failing], { maxRetries: 2 });
    const error = await modelError(model.complete(conversation, []));
    expect(error.kind).toBe('unavailable');
    expect(error.message).toMatch(/failed \(500\) after 3 attempts/);
    expect(error.message).toContain('127.0.0.1');
    expect(error.message).not.toContain(KEY);
    expect(error.message).not.toContain('secretKEY');
    expect(server.requests).toHaveLength(3);
  });

  it.each([
    [401, 'auth', /Incorrect API key provided: sk-proj-\*\*\*\*cdef/, /check the llm-api-key secret/i],
    [403, 'auth', /not allowed/, /llm-api-key/],
    [404, 'bad_request', /does not exist/, /model name "gpt-test" may be wrong/],
    [400, 'bad_request', /maximum context length/, /rejected the request \(400\)/],
    [422, 'bad_request', /unprocessable/, /rejected the request \(422\)/],
  ] as const)('maps %i to %s with advice', async (status, kind, _said, advice) => {
    const messages: Record<number, string> = {
      401: 'Incorrect API key provided: sk-proj-****cdef. You can find your API key at https://platform.openai.com.',
      403: 'You are not allowed to use this model.',
      404: 'The model `gpt-test` does not exist or you do not have access to it.',
      400: "This model's maximum context length is 8192 tokens.",
      422: 'unprocessable entity',
    };
    const { model } = await start([{ status, error: { message: messages[status] ?? '' } }], {
      maxRetries: 2,
    });
    const error = await modelError(model.complete(conversation, []));
    expect(error.kind).toBe(kind);
    expect(error.message).toMatch(advice);
    expect(error.message).not.toContain('sk-proj');
    expect(server?.requests).toHaveLength(1);
  });

  it('waits for a slow answer that comes within timeoutMs', async () => {
    const { model } = await start([{ reply: { content: 'worth the wait' }, delayMs: 100 }], {
      timeoutMs: 2_000,
    });
    expect((await model.complete(conversation, [])).text).toBe('worth the wait');
  });

  it('retries a timed-out attempt and takes the next answer', async () => {
    const { server, model } = await start(
      [{ reply: { content: 'too late' }, delayMs: 1_000 }, { reply: { content: 'second attempt' } }],
      { timeoutMs: 150, maxRetries: 1 },
    );
    expect((await model.complete(conversation, [])).text).toBe('second attempt');
    expect(server.requests).toHaveLength(2);
  });

  it('gives timeout when the answer is slower than timeoutMs', async () => {
    const { model } = await start([{ reply: { content: 'too late' }, delayMs: 2_000 }], { timeoutMs: 150 });
    const started = Date.now();
    const error = await modelError(model.complete(conversation, []));
    expect(error.kind).toBe('timeout');
    expect(error.message).toContain('within 150 ms');
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it('gives unavailable when the connection is refused', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', () => resolve()));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));

    const model = createOpenAIModel({
      baseUrl: `http://127.0.0.1:${port}/v1`,
      apiKey: KEY,
      model: 'm',
      maxRetries: 0,
    });
    const error = await modelError(model.complete(conversation, []));
    expect(error.kind).toBe('unavailable');
    expect(error.message).toContain('connection refused');
    expect(error.message).toContain(`127.0.0.1:${port}/v1`);
    expect(error.message).toMatch(/check llm-base-url/i);
  });

  it('gives bad_response on a malformed JSON body', async () => {
    const { model } = await start([{ raw: '{"id": "chatcmpl-1", "choices": [{"message": ' }]);
    const error = await modelError(model.complete(conversation, []));
    expect(error.kind).toBe('bad_response');
    expect(error.message).toMatch(/malformed JSON/);
  });

  it.each([
    ['an empty body', ''],
    ['no choices', '{"id": "x", "object": "chat.completion", "choices": []}'],
    [
      'a tool call without a name',
      '{"choices": [{"message": {"role": "assistant", "tool_calls": [{"id": "a", "type": "function", "function": {"arguments": "{}"}}]}}]}',
    ],
    ['an error object with status 200', '{"error": {"message": "model is loading"}}'],
  ])('gives bad_response on %s', async (_label, raw) => {
    const { model } = await start([{ raw }]);
    const error = await modelError(model.complete(conversation, []));
    expect(error.kind).toBe('bad_response');
  });

  it('reads lenient local-server replies: object arguments, missing ids, no usage', async () => {
    const { model } = await start([
      {
        raw: JSON.stringify({
          choices: [
            {
              message: {
                role: 'assistant',
                content: '',
                tool_calls: [
                  { type: 'function', function: { name: 'read_file', arguments: { path: 'a.py' } } },
                ],
              },
              finish_reason: 'tool_calls',
            },
          ],
        }),
      },
    ]);
    const response = await model.complete(conversation, [readFile]);
    expect(response.toolCalls).toEqual([{ id: 'call_1', name: 'read_file', arguments: '{"path":"a.py"}' }]);
    expect(response.usage).toBeUndefined();
  });

  it('talks to an Azure deployment URL with an api-key header and the api-version from the URL', async () => {
    server = await startScriptedModel([
      { reply: { content: 'from azure' } },
      { reply: { content: 'again' } },
    ]);
    const model = createOpenAIModel({
      baseUrl: `${server.origin}/openai/deployments/gpt4o-prod?api-version=2025-01-01-preview`,
      apiKey: 'azure-key-123456',
      model: 'gpt4o-prod',
      maxRetries: 0,
    });
    expect((await model.complete(conversation, [readFile])).text).toBe('from azure');
    const request = server.requests[0];
    expect(request?.url).toBe(
      '/openai/deployments/gpt4o-prod/chat/completions?api-version=2025-01-01-preview',
    );
    expect(request?.headers['api-key']).toBe('azure-key-123456');
    expect(request?.headers['authorization']).toBeUndefined();

    const defaulted = createOpenAIModel({
      baseUrl: `${server.origin}/openai/deployments/gpt4o-prod/`,
      apiKey: 'azure-key-123456',
      model: 'gpt4o-prod',
      maxRetries: 0,
    });
    await defaulted.complete(conversation, []);
    expect(server.requests[1]?.url).toBe(
      '/openai/deployments/gpt4o-prod/chat/completions?api-version=2024-10-21',
    );
  });

  it('passes a caller abort through as a ModelError', async () => {
    const { model } = await start([{ reply: { content: 'late' }, delayMs: 2_000 }]);
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 50);
    const error = await modelError(model.complete(conversation, [], { signal: controller.signal }));
    expect(error.kind).toBe('unavailable');
    expect(error.message).toMatch(/cancelled/);
  });

  it('gives timeout when a deadline signal fires first', async () => {
    const { model } = await start([{ reply: { content: 'late' }, delayMs: 2_000 }]);
    const error = await modelError(model.complete(conversation, [], { signal: AbortSignal.timeout(50) }));
    expect(error.kind).toBe('timeout');
    expect(error.message).toMatch(/deadline passed/);
  });

  it('refuses a missing model name, at creation', () => {
    expect(() => createOpenAIModel({ model: ' ' })).toThrow(/No model name/);
  });

  it('refuses base URLs it cannot use, at creation', () => {
    expect(() => createOpenAIModel({ baseUrl: 'localhost:11434', model: 'm' })).toThrow(
      /llm-base-url must be http or https/,
    );
    expect(() => createOpenAIModel({ baseUrl: 'not a url', model: 'm' })).toThrow(ModelError);
    expect(() => createOpenAIModel({ baseUrl: 'https://user:pw@llm.example.com/v1', model: 'm' })).toThrow(
      /must not contain credentials/,
    );
  });
});

describe('describeModelEndpoint', () => {
  it.each([
    [undefined, 'gpt-4o-mini', 'gpt-4o-mini at api.openai.com/v1'],
    ['http://localhost:11434/v1', 'llama3.1', 'llama3.1 at localhost:11434/v1'],
    ['http://gpu-box:8000/v1/', 'Qwen/Qwen2.5-7B-Instruct', 'Qwen/Qwen2.5-7B-Instruct at gpu-box:8000/v1'],
    ['https://gw.example.com/v1?key=sk-secret123456', 'm', 'm at gw.example.com/v1'],
    [
      'https://acme.openai.azure.com/openai/deployments/gpt4o?api-version=2024-10-21',
      'gpt4o',
      'gpt4o at acme.openai.azure.com/openai/deployments/gpt4o (Azure OpenAI, api-version 2024-10-21)',
    ],
    [
      'https://acme.openai.azure.com',
      'gpt4o',
      'gpt4o at acme.openai.azure.com/openai (Azure OpenAI, api-version 2024-10-21)',
    ],
    ['https://acme.openai.azure.com/openai/v1', 'gpt4o', 'gpt4o at acme.openai.azure.com/openai/v1'],
    ['::bad', 'm', 'm at an invalid llm-base-url'],
  ])('%s', (baseUrl, model, expected) => {
    expect(describeModelEndpoint({ baseUrl, model })).toBe(expected);
  });
});
