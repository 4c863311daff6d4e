/**
 * A scripted stand-in for an OpenAI-compatible server, speaking the real `/v1/chat/completions`
 * wire format (non-streaming) so the `openai` SDK and our adapter run unmodified against it.
 *
 * Each chat request takes the next turn of the script: a reply (text and/or native tool calls),
 * an OpenAI error (status, error JSON, optional headers such as `retry-after`), or a raw body (for
 * malformed JSON). Every request is recorded, and each one is validated the way OpenAI does it
 * (model and messages present, valid roles, tool messages answering the preceding assistant's tool
 * calls), answering 400 otherwise, so a conversation our loop gets wrong fails the test that sent it.
 *
 * Requests that fail validation are recorded but do not consume a turn of the script.
 */
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ModelError, type ChatMessage, type Model, type ToolCall } from '../../../src/investigate/agent/types.js';

export interface ScriptedToolCall {
  /** Generated (`call_<turn>_<n>`) when absent. */
  id?: string;
  name: string;
  /** An object is serialised; a string is sent as is (so it may be malformed on purpose). */
  arguments: string | Record<string, unknown>;
}

export interface ScriptedReply {
  /** Absent means `null` on the wire (as OpenAI sends next to tool calls). */
  content?: string | null;
  tool_calls?: ScriptedToolCall[];
  /** Default: `tool_calls` when calls are present, else `stop`. */
  finish_reason?: string;
  /** Default: {@link DEFAULT_USAGE}; `total_tokens` is computed. `null`: no usage, as many local servers answer. */
  usage?: { prompt_tokens: number; completion_tokens: number } | null;
}

export type ScriptedTurn =
  | { reply: ScriptedReply; delayMs?: number }
  | {
      status: number;
      error?: { message: string; type?: string; code?: string };
      /** e.g. `{ 'retry-after': '0' }` or `{ 'retry-after-ms': '10' }` on a 429. */
      headers?: Record<string, string>;
      delayMs?: number;
    }
  | { raw: string; status?: number; delayMs?: number };

export interface RecordedRequest {
  body: Record<string, unknown>;
  headers: Record<string, string | string[] | undefined>;
  /** Path and query as received, e.g. `/v1/chat/completions` or `/openai/deployments/d/chat/completions?api-version=…`. */
  url: string;
  method: string;
}

export interface ScriptedModel {
  /** Base URL ending in `/v1`, ready for `baseURL` / `llm-base-url`. */
  url: string;
  /** Origin only (`http://127.0.0.1:<port>`), to build other base URLs such as Azure deployment paths. */
  origin: string;
  /** Every chat request, valid or not, in arrival order. */
  requests: RecordedRequest[];
  close(): Promise<void>;
}

export type ScriptFunction = (request: { body: Record<string, unknown>; index: number }) => ScriptedTurn;

export interface ScriptedModelOptions {
  /** Ids listed by `GET /v1/models`. Default `['scripted-model']`. */
  models?: string[];
}

export const DEFAULT_USAGE = { prompt_tokens: 12, completion_tokens: 5 } as const;

const ROLES = new Set(['system', 'developer', 'user', 'assistant', 'tool', 'function']);
const TOOL_NAME = /^[a-zA-Z0-9_-]{1,64}$/;

/**
 * Starts the server on 127.0.0.1 with a free port. An array script is played in order and, once
 * exhausted, answers 500 `script exhausted` so a test notices an unexpected extra request; a function
 * script is asked for each turn (`index` counts valid chat requests from 0).
 */
export async function startScriptedModel(
  script: ScriptedTurn[] | ScriptFunction,
  options: ScriptedModelOptions = {},
): Promise<ScriptedModel> {
  const requests: RecordedRequest[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const models = options.models ?? ['scripted-model'];
  let turnIndex = 0;

  const nextTurn = (body: Record<string, unknown>): ScriptedTurn => {
    const index = turnIndex++;
    if (typeof script === 'function') return script({ body, index });
    return script[index] ?? { status: 500, error: { message: 'script exhausted', type: 'server_error' } };
  };

  const server = createServer((req, res) => {
    void handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) sendError(res, 500, String(error), 'server_error');
      else res.destroy();
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = req.url ?? '/';
    const path = url.split('?')[0] ?? '/';
    const method = req.method ?? 'GET';

    if (method === 'GET' && /\/models\/?$/.test(path)) {
      sendJson(res, 200, {
        object: 'list',
        data: models.map((id) => ({ id, object: 'model', created: 1_700_000_000, owned_by: 'falcon-tests' })),
      });
      return;
    }
    // `/v1/chat/completions`, and Azure's `/openai/deployments/<name>/chat/completions`.
    if (!path.endsWith('/chat/completions')) {
      sendError(res, 404, `Unknown request URL: ${method} ${path}.`, 'invalid_request_error', 'unknown_url');
      return;
    }
    if (method !== 'POST') {
      sendError(res, 405, `Method ${method} is not allowed on ${path}.`, 'invalid_request_error');
      return;
    }

    const text = await readBody(req);
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      requests.push({ body: {}, headers: copyHeaders(req.headers), url, method });
      sendError(res, 400, 'We could not parse the JSON body of your request.', 'invalid_request_error');
      return;
    }
    const body = isRecord(parsed) ? parsed : {};
    requests.push({ body, headers: copyHeaders(req.headers), url, method });

    const invalid = validateRequest(parsed);
    if (invalid) {
      sendError(res, 400, invalid.message, 'invalid_request_error', null, invalid.param);
      return;
    }

    const turnNumber = turnIndex + 1;
    const turn = nextTurn(body);
    if (turn.delayMs && turn.delayMs > 0) {
      await delay(turn.delayMs, timers);
      // The client gave up (timeout or abort) while we waited: nobody to answer. (`req.destroyed` is
      // no sign of that: a request is destroyed as soon as its body has been read.)
      if (res.destroyed || !res.socket || res.socket.destroyed) return;
    }
    answer(res, turn, body, turnNumber);
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;

  return {
    url: `${origin}/v1`,
    origin,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of timers) clearTimeout(timer);
        timers.clear();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

// ---------------------------------------------------------------- building scripts

/** Shorthands for the turns tests write most. */
export const turns = {
  /** The model answers in words (which may hold a text-written call, a `Final Answer:`…). */
  text: (content: string, usage?: ScriptedReply['usage']): ScriptedTurn => ({ reply: { content, ...(usage ? { usage } : {}) } }),
  /** One native tool call. */
  call: (name: string, args: string | Record<string, unknown> = {}, id?: string): ScriptedTurn => ({
    reply: { tool_calls: [{ name, arguments: args, ...(id ? { id } : {}) }] },
  }),
  /** Several native tool calls in one turn. */
  calls: (...calls: ScriptedToolCall[]): ScriptedTurn => ({ reply: { tool_calls: calls } }),
  /** An OpenAI error answer, e.g. `turns.error(429, 'Rate limit reached', { 'retry-after-ms': '10' })`. */
  error: (status: number, message = `Scripted error ${status}.`, headers?: Record<string, string>): ScriptedTurn => ({
    status,
    error: { message },
    ...(headers ? { headers } : {}),
  }),
  /** A body sent as is, e.g. malformed JSON. */
  raw: (body: string, status = 200): ScriptedTurn => ({ raw: body, status }),
  /** The same turn, answered after `ms`. */
  slow: (turn: ScriptedTurn, ms: number): ScriptedTurn => ({ ...turn, delayMs: ms }),
};

/** A script that never ends: every request gets `turn` (a model calling tools forever, a server always down). */
export function forever(turn: ScriptedTurn | ((index: number) => ScriptedTurn)): ScriptFunction {
  return ({ index }) => (typeof turn === 'function' ? turn(index) : turn);
}

// ---------------------------------------------------------------- answers

function answer(res: ServerResponse, turn: ScriptedTurn, body: Record<string, unknown>, n: number): void {
  if ('raw' in turn) {
    res.writeHead(turn.status ?? 200, { 'content-type': 'application/json' });
    res.end(turn.raw);
    return;
  }
  if ('status' in turn) {
    const message = turn.error?.message ?? `Scripted error ${turn.status}.`;
    const type = turn.error?.type ?? defaultErrorType(turn.status);
    sendError(res, turn.status, message, type, turn.error?.code ?? null, null, turn.headers);
    return;
  }
  sendJson(res, 200, completion(turn.reply, body, n));
}

/** `n` is the turn number from 1, so generated ids are stable within one server: `call_<n>_<i>`. */
function completion(reply: ScriptedReply, body: Record<string, unknown>, n: number): Record<string, unknown> {
  const toolCalls = (reply.tool_calls ?? []).map((call, i) => ({
    id: call.id ?? `call_${n}_${i + 1}`,
    type: 'function',
    function: {
      name: call.name,
      arguments: typeof call.arguments === 'string' ? call.arguments : JSON.stringify(call.arguments),
    },
  }));
  const message: Record<string, unknown> = {
    role: 'assistant',
    content: reply.content === undefined ? null : reply.content,
    refusal: null,
  };
  if (toolCalls.length > 0) message['tool_calls'] = toolCalls;
  const usage = reply.usage === null ? undefined : (reply.usage ?? DEFAULT_USAGE);
  return {
    id: `chatcmpl-scripted${n}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model: typeof body['model'] === 'string' ? body['model'] : 'unknown',
    system_fingerprint: 'fp_scripted',
    choices: [
      {
        index: 0,
        message,
        logprobs: null,
        finish_reason: reply.finish_reason ?? (toolCalls.length > 0 ? 'tool_calls' : 'stop'),
      },
    ],
    ...(usage
      ? {
          usage: {
            prompt_tokens: usage.prompt_tokens,
            completion_tokens: usage.completion_tokens,
            total_tokens: usage.prompt_tokens + usage.completion_tokens,
          },
        }
      : {}),
  };
}

function defaultErrorType(status: number): string {
  if (status === 429) return 'rate_limit_exceeded';
  if (status === 401 || status === 403) return 'invalid_request_error';
  if (status >= 500) return 'server_error';
  return 'invalid_request_error';
}

function sendError(
  res: ServerResponse,
  status: number,
  message: string,
  type: string,
  code: string | null = null,
  param: string | null = null,
  headers: Record<string, string> = {},
): void {
  sendJson(res, status, { error: { message, type, param, code } }, headers);
}

function sendJson(res: ServerResponse, status: number, value: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(value);
  res.writeHead(status, { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

// ---------------------------------------------------------------- validation, as OpenAI does it

interface Invalid {
  message: string;
  param: string | null;
}

/** The checks OpenAI applies that a buggy agent loop could trip; the first failure wins. */
export function validateRequest(body: unknown): Invalid | undefined {
  if (!isRecord(body)) return { message: 'The request body must be a JSON object.', param: null };
  if (body['stream'] === true) {
    return { message: 'Streaming is not supported by the scripted model; send stream: false.', param: 'stream' };
  }
  if (typeof body['model'] !== 'string' || body['model'] === '') {
    return { message: 'you must provide a model parameter', param: 'model' };
  }
  const messages = body['messages'];
  if (!Array.isArray(messages)) return { message: "Missing required parameter: 'messages'.", param: 'messages' };
  if (messages.length === 0) {
    return { message: "Invalid 'messages': empty array. Expected an array with minimum length 1.", param: 'messages' };
  }
  const tools = validateTools(body['tools']);
  if (tools) return tools;

  // Ids of the latest assistant tool calls not yet answered by a tool message.
  let pending = new Set<string>();
  let afterToolCalls = false;
  for (const [i, message] of messages.entries()) {
    const param = `messages.[${i}]`;
    if (!isRecord(message)) return { message: `Invalid type for '${param}': expected an object.`, param };
    const role = message['role'];
    if (typeof role !== 'string' || !ROLES.has(role)) {
      return {
        message: `Invalid value: '${String(role)}'. Supported values are: 'system', 'assistant', 'user', 'function', 'tool', and 'developer'.`,
        param: `${param}.role`,
      };
    }
    if (role !== 'tool' && pending.size > 0) {
      return {
        message: `An assistant message with 'tool_calls' must be followed by tool messages responding to each 'tool_call_id'. The following tool_call_ids did not have response messages: ${[...pending].join(', ')}`,
        param: `${param}.role`,
      };
    }
    const content = message['content'];
    const toolCalls = message['tool_calls'];
    if (role === 'assistant') {
      if (toolCalls !== undefined) {
        const invalid = validateAssistantToolCalls(toolCalls, param);
        if (invalid) return invalid;
      }
      const hasCalls = Array.isArray(toolCalls) && toolCalls.length > 0;
      if (!hasCalls && (content === undefined || content === null)) {
        return {
          message: `Invalid value for '${param}.content': expected a string, got null.`,
          param: `${param}.content`,
        };
      }
      if (content !== undefined && content !== null && !isContent(content)) {
        return { message: `Invalid type for '${param}.content'.`, param: `${param}.content` };
      }
      pending = new Set(hasCalls ? (toolCalls as Array<{ id: string }>).map((call) => call.id) : []);
      afterToolCalls = hasCalls;
      continue;
    }
    if (!isContent(content)) {
      return {
        message: `Invalid type for '${param}.content': expected one of a string or array of objects, but got ${content === null ? 'null' : typeof content} instead.`,
        param: `${param}.content`,
      };
    }
    if (role === 'tool') {
      const id = message['tool_call_id'];
      if (typeof id !== 'string' || id === '') {
        return { message: `Missing parameter 'tool_call_id': messages with role 'tool' must have a 'tool_call_id'.`, param: `${param}.tool_call_id` };
      }
      if (!afterToolCalls) {
        return {
          message: "Invalid parameter: messages with role 'tool' must be a response to a preceeding message with 'tool_calls'.",
          param: `${param}.role`,
        };
      }
      if (!pending.has(id)) {
        return {
          message: `Invalid parameter: 'tool_call_id' of '${id}' not found in 'tool_calls' of previous message.`,
          param: `${param}.tool_call_id`,
        };
      }
      pending.delete(id);
      continue;
    }
    afterToolCalls = false;
  }
  if (pending.size > 0) {
    return {
      message: `An assistant message with 'tool_calls' must be followed by tool messages responding to each 'tool_call_id'. The following tool_call_ids did not have response messages: ${[...pending].join(', ')}`,
      param: 'messages',
    };
  }
  return undefined;
}

function validateTools(tools: unknown): Invalid | undefined {
  if (tools === undefined) return undefined;
  if (!Array.isArray(tools)) return { message: "Invalid type for 'tools': expected an array.", param: 'tools' };
  if (tools.length === 0) {
    return { message: "Invalid 'tools': empty array. Expected an array with minimum length 1.", param: 'tools' };
  }
  for (const [i, tool] of tools.entries()) {
    const param = `tools[${i}]`;
    if (!isRecord(tool) || tool['type'] !== 'function' || !isRecord(tool['function'])) {
      return { message: `Invalid value for '${param}': expected {type: 'function', function: {...}}.`, param };
    }
    const fn = tool['function'];
    if (typeof fn['name'] !== 'string' || !TOOL_NAME.test(fn['name'])) {
      return {
        message: `Invalid '${param}.function.name': string does not match pattern. Expected a string that matches the pattern '^[a-zA-Z0-9_-]+$'.`,
        param: `${param}.function.name`,
      };
    }
    if (fn['parameters'] !== undefined && !isRecord(fn['parameters'])) {
      return { message: `Invalid type for '${param}.function.parameters': expected an object.`, param };
    }
  }
  return undefined;
}

function validateAssistantToolCalls(toolCalls: unknown, param: string): Invalid | undefined {
  if (!Array.isArray(toolCalls)) return { message: `Invalid type for '${param}.tool_calls': expected an array.`, param };
  for (const [j, call] of toolCalls.entries()) {
    const at = `${param}.tool_calls[${j}]`;
    if (
      !isRecord(call) ||
      typeof call['id'] !== 'string' ||
      call['type'] !== 'function' ||
      !isRecord(call['function']) ||
      typeof call['function']['name'] !== 'string' ||
      typeof call['function']['arguments'] !== 'string'
    ) {
      return {
        message: `Invalid value for '${at}': expected {id, type: 'function', function: {name, arguments: string}}.`,
        param: at,
      };
    }
  }
  return undefined;
}

// ---------------------------------------------------------------- plumbing

function isContent(value: unknown): boolean {
  return typeof value === 'string' || (Array.isArray(value) && value.every(isRecord));
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function copyHeaders(headers: IncomingHttpHeaders): Record<string, string | string[] | undefined> {
  return { ...headers };
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function delay(ms: number, timers: Set<NodeJS.Timeout>): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      resolve();
    }, ms);
    timers.add(timer);
  });
}

// ---------------------------------------------------------------- in process

/** One reply of the in-process model: text, or text with native calls and a finish reason. */
export type InProcessReply = string | { text?: string; toolCalls?: ToolCall[]; finishReason?: string };

/**
 * A `Model` that plays `replies` in order without any wire, recording the messages of every call:
 * for loop tests about what the loop does with a reply rather than how the reply travels. Once the
 * script is exhausted it fails, so a test notices an unexpected extra turn.
 */
export function inProcessModel(replies: InProcessReply[]): Model & { received: ChatMessage[][] } {
  const received: ChatMessage[][] = [];
  return {
    name: 'in-process-scripted',
    received,
    complete: async (messages) => {
      received.push(messages.map((message) => ({ ...message })));
      const reply = replies[received.length - 1];
      if (reply === undefined) throw new ModelError('bad_response', 'script exhausted');
      const { text = '', toolCalls = [], finishReason } = typeof reply === 'string' ? { text: reply } : reply;
      return { text, toolCalls, ...(finishReason ? { finishReason } : {}) };
    },
  };
}
