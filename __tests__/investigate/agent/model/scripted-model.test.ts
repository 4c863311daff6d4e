import { afterEach, describe, expect, it } from '@jest/globals';
import OpenAI from 'openai';
import {
  forever,
  startScriptedModel,
  turns,
  type ScriptedModel,
} from '../../../__fixtures__/openai/scripted-model.js';

let server: ScriptedModel | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function post(
  body: unknown,
  path = '/chat/completions',
): Promise<{ status: number; json: unknown; headers: Headers }> {
  if (!server) throw new Error('server not started');
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer sk-test' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, json: JSON.parse(text) as unknown, headers: response.headers };
}

const user = { role: 'user', content: 'hello' };

describe('scripted OpenAI-compatible server', () => {
  it('answers with a real chat.completion that the openai SDK parses', async () => {
    server = await startScriptedModel([
      {
        reply: {
          content: 'Looking.',
          tool_calls: [
            { name: 'read_file', arguments: { path: 'src/app.py' } },
            { id: 'given', name: 'list_files', arguments: '{}' },
          ],
          usage: { prompt_tokens: 100, completion_tokens: 20 },
        },
      },
    ]);
    const client = new OpenAI({ baseURL: server.url, apiKey: 'sk-test', maxRetries: 0 });
    const completion = await client.chat.completions.create({
      model: 'gpt-test',
      messages: [{ role: 'user', content: 'hi' }],
    });

    expect(completion.object).toBe('chat.completion');
    expect(completion.model).toBe('gpt-test');
    const choice = completion.choices[0];
    expect(choice?.finish_reason).toBe('tool_calls');
    expect(choice?.message.content).toBe('Looking.');
    expect(choice?.message.tool_calls).toEqual([
      {
        id: 'call_1_1',
        type: 'function',
        function: { name: 'read_file', arguments: '{"path":"src/app.py"}' },
      },
      { id: 'given', type: 'function', function: { name: 'list_files', arguments: '{}' } },
    ]);
    expect(completion.usage).toEqual({ prompt_tokens: 100, completion_tokens: 20, total_tokens: 120 });
    expect(server.requests[0]?.headers['authorization']).toBe('Bearer sk-test');
    expect(server.requests[0]?.body['messages']).toEqual([{ role: 'user', content: 'hi' }]);
  });

  it('defaults to stop, null content and small usage numbers', async () => {
    server = await startScriptedModel([{ reply: {} }]);
    const { status, json } = await post({ model: 'm', messages: [user] });
    expect(status).toBe(200);
    expect(json).toMatchObject({
      choices: [{ message: { role: 'assistant', content: null }, finish_reason: 'stop' }],
      usage: { prompt_tokens: 12, completion_tokens: 5, total_tokens: 17 },
    });
  });

  it('answers error turns with OpenAI error JSON and the given headers', async () => {
    server = await startScriptedModel([
      {
        status: 429,
        error: { message: 'Rate limit reached', code: 'rate_limit_exceeded' },
        headers: { 'retry-after': '3' },
      },
    ]);
    const { status, json, headers } = await post({ model: 'm', messages: [user] });
    expect(status).toBe(429);
    expect(headers.get('retry-after')).toBe('3');
    expect(json).toEqual({
      error: {
        message: 'Rate limit reached',
        type: 'rate_limit_exceeded',
        param: null,
        code: 'rate_limit_exceeded',
      },
    });
  });

  it('sends raw turns as they are', async () => {
    server = await startScriptedModel([{ raw: '{"id": "x", "choices": [' }]);
    if (!server) throw new Error('unreachable');
    const response = await fetch(`${server.url}/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ model: 'm', messages: [user] }),
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('{"id": "x", "choices": [');
  });

  it('answers 500 "script exhausted" once the array script runs out', async () => {
    server = await startScriptedModel([{ reply: { content: 'one' } }]);
    expect((await post({ model: 'm', messages: [user] })).status).toBe(200);
    const second = await post({ model: 'm', messages: [user] });
    expect(second.status).toBe(500);
    expect(second.json).toMatchObject({ error: { message: 'script exhausted' } });
  });

  it('asks a function script for each turn with the request and its index', async () => {
    server = await startScriptedModel(({ body, index }) => ({
      reply: { content: `${index}:${String(body['model'])}` },
    }));
    expect((await post({ model: 'a', messages: [user] })).json).toMatchObject({
      choices: [{ message: { content: '0:a' } }],
    });
    expect((await post({ model: 'b', messages: [user] })).json).toMatchObject({
      choices: [{ message: { content: '1:b' } }],
    });
  });

  it('builds turns with the shorthands and plays a never-ending script', async () => {
    server = await startScriptedModel(
      forever((index) => (index < 2 ? turns.call('list_files', { n: index }) : turns.text('done'))),
    );
    const first = await post({ model: 'm', messages: [user] });
    expect(first.json).toMatchObject({
      choices: [
        {
          message: { tool_calls: [{ function: { name: 'list_files', arguments: '{"n":0}' } }] },
          finish_reason: 'tool_calls',
        },
      ],
    });
    await post({ model: 'm', messages: [user] });
    expect((await post({ model: 'm', messages: [user] })).json).toMatchObject({
      choices: [{ message: { content: 'done' } }],
    });
    await server.close();

    server = await startScriptedModel([
      turns.error(503, 'overloaded', { 'retry-after': '1' }),
      turns.raw('nope', 502),
      turns.slow(turns.text('late'), 30),
    ]);
    const down = await post({ model: 'm', messages: [user] });
    expect(down.status).toBe(503);
    expect(down.headers.get('retry-after')).toBe('1');
    expect(down.json).toMatchObject({ error: { message: 'overloaded', type: 'server_error' } });
    if (!server) throw new Error('unreachable');
    const raw = await fetch(`${server.url}/chat/completions`, {
      method: 'POST',
      body: JSON.stringify({ model: 'm', messages: [user] }),
    });
    expect(raw.status).toBe(502);
    expect(await raw.text()).toBe('nope');
    const started = Date.now();
    expect((await post({ model: 'm', messages: [user] })).json).toMatchObject({
      choices: [{ message: { content: 'late' } }],
    });
    expect(Date.now() - started).toBeGreaterThanOrEqual(25);
  });

  it('lists models', async () => {
    server = await startScriptedModel([], { models: ['llama3.1', 'qwen2.5'] });
    const client = new OpenAI({ baseURL: server.url, apiKey: 'unused', maxRetries: 0 });
    const page = await client.models.list();
    expect(page.data.map((model) => model.id)).toEqual(['llama3.1', 'qwen2.5']);
  });

  it('serves Azure deployment paths and records the query', async () => {
    server = await startScriptedModel([{ reply: { content: 'ok' } }]);
    if (!server) throw new Error('unreachable');
    const response = await fetch(
      `${server.origin}/openai/deployments/gpt4o/chat/completions?api-version=2024-10-21`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'api-key': 'azure-key' },
        body: JSON.stringify({ model: 'gpt4o', messages: [user] }),
      },
    );
    expect(response.status).toBe(200);
    expect(server.requests[0]?.url).toBe('/openai/deployments/gpt4o/chat/completions?api-version=2024-10-21');
    expect(server.requests[0]?.headers['api-key']).toBe('azure-key');
  });

  describe('rejects requests OpenAI would reject, without consuming a turn', () => {
    const assistantCall = {
      role: 'assistant',
      content: null,
      tool_calls: [{ id: 'call_a', type: 'function', function: { name: 'read_file', arguments: '{}' } }],
    };
    const cases: Array<[string, unknown, RegExp]> = [
      ['streaming', { model: 'm', messages: [user], stream: true }, /streaming is not supported/i],
      ['no model', { messages: [user] }, /model parameter/],
      ['no messages', { model: 'm' }, /messages/],
      ['empty messages', { model: 'm', messages: [] }, /empty array/],
      ['unknown role', { model: 'm', messages: [{ role: 'robot', content: 'x' }] }, /Supported values/],
      ['null user content', { model: 'm', messages: [{ role: 'user', content: null }] }, /content/],
      [
        'tool without tool_call_id',
        { model: 'm', messages: [user, assistantCall, { role: 'tool', content: 'x' }] },
        /tool_call_id/,
      ],
      [
        'tool answering an unknown call',
        {
          model: 'm',
          messages: [user, assistantCall, { role: 'tool', tool_call_id: 'call_b', content: 'x' }],
        },
        /'call_b' not found/,
      ],
      [
        'tool message with no preceding tool calls',
        { model: 'm', messages: [user, { role: 'tool', tool_call_id: 'call_a', content: 'x' }] },
        /preceeding message with 'tool_calls'/,
      ],
      [
        'unanswered tool call',
        { model: 'm', messages: [user, assistantCall, user] },
        /did not have response messages: call_a/,
      ],
      [
        'unanswered tool call at the end',
        { model: 'm', messages: [user, assistantCall] },
        /did not have response messages/,
      ],
      [
        'bad tool name',
        {
          model: 'm',
          messages: [user],
          tools: [{ type: 'function', function: { name: 'read file', parameters: {} } }],
        },
        /function\.name/,
      ],
      ['tool not a function', { model: 'm', messages: [user], tools: [{ name: 'x' }] }, /type: 'function'/],
    ];
    it.each(cases)('%s', async (_label, body, message) => {
      server = await startScriptedModel([{ reply: { content: 'should not be sent' } }]);
      const { status, json } = await post(body);
      expect(status).toBe(400);
      expect((json as { error: { message: string; type: string } }).error.message).toMatch(message);
      expect((json as { error: { type: string } }).error.type).toBe('invalid_request_error');
      // The turn is still there for a valid request.
      const valid = await post({ model: 'm', messages: [user] });
      expect(valid.json).toMatchObject({ choices: [{ message: { content: 'should not be sent' } }] });
    });

    it('accepts a well-formed tool round trip', async () => {
      server = await startScriptedModel([{ reply: { content: 'done' } }]);
      const { status } = await post({
        model: 'm',
        messages: [
          { role: 'system', content: 's' },
          user,
          assistantCall,
          { role: 'tool', tool_call_id: 'call_a', content: 'file text' },
          { role: 'assistant', content: 'thinking' },
          { role: 'user', content: 'go on' },
        ],
        tools: [
          {
            type: 'function',
            function: { name: 'read_file', description: 'd', parameters: { type: 'object' } },
          },
        ],
      });
      expect(status).toBe(200);
    });
  });

  it('answers unknown paths with 404 error JSON', async () => {
    server = await startScriptedModel([]);
    const { status, json } = await post({ model: 'm', messages: [user] }, '/embeddings');
    expect(status).toBe(404);
    expect(json).toMatchObject({ error: { type: 'invalid_request_error' } });
  });

  it('delays answers and closes cleanly while one is pending', async () => {
    server = await startScriptedModel([{ reply: { content: 'late' }, delayMs: 5_000 }]);
    const started = Date.now();
    const pending = post({ model: 'm', messages: [user] }).catch((error: unknown) => error);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await server.close();
    server = undefined;
    // fetch's TypeError comes from another realm under jest: compare by shape.
    expect(await pending).toMatchObject({ message: 'fetch failed' });
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});
