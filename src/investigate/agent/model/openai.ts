/**
 * The OpenAI-compatible model adapter, on the official `openai` client. One adapter covers OpenAI,
 * Azure OpenAI, Ollama and vLLM: they differ only by base URL (see ./endpoint.ts) and by whether a
 * key is needed. Retries with backoff on 429/5xx/connection errors are the client's own (it honours
 * `retry-after`); what is left after them becomes a `ModelError` (see ./errors.ts).
 */
import OpenAI, { AzureOpenAI } from 'openai';
import type { ChatCompletionCreateParamsNonStreaming } from 'openai/resources/chat/completions/completions';
import {
  ModelError,
  type ChatMessage,
  type CompleteOptions,
  type Model,
  type ModelResponse,
  type ToolDefinition,
} from '../types.js';
import { describeEndpoint, parseEndpoint } from './endpoint.js';
import { toModelError } from './errors.js';
import { fromWireCompletion, toWireMessages, toWireTools } from './wire.js';

export { describeModelEndpoint, DEFAULT_AZURE_API_VERSION, DEFAULT_BASE_URL } from './endpoint.js';

export interface OpenAIModelOptions {
  /** `llm-base-url`; default https://api.openai.com/v1. */
  baseUrl?: string;
  /** `llm-api-key`, a secret. Local servers (Ollama, vLLM without `--api-key`) need none. */
  apiKey?: string;
  /** `model`: the model name, or the deployment name on Azure. */
  model: string;
  /** Per attempt; default 120 s (local models can be slow to load). */
  timeoutMs?: number;
  /** Retries after the first attempt on 408/409/429/5xx and connection errors; default 2. */
  maxRetries?: number;
}

export const DEFAULT_TIMEOUT_MS = 120_000;
export const DEFAULT_MAX_RETRIES = 2;

/**
 * The client needs some key to build its auth header, and servers that check none ignore it.
 * A fixed placeholder also keeps the client from reading OPENAI_API_KEY from the environment:
 * the key comes from our configuration only.
 */
const NO_KEY = 'unused';

/** Creates the adapter; throws `ModelError` (`bad_request`) when the base URL cannot be used. */
export function createOpenAIModel(options: OpenAIModelOptions): Model {
  if (options.model.trim() === '') {
    throw new ModelError(
      'bad_request',
      'No model name is set: set the model input, e.g. gpt-4o-mini or llama3.1.',
    );
  }
  const endpoint = parseEndpoint(options.baseUrl);
  const timeoutMs = positive(options.timeoutMs) ?? DEFAULT_TIMEOUT_MS;
  const maxRetries =
    options.maxRetries !== undefined && options.maxRetries >= 0
      ? Math.floor(options.maxRetries)
      : DEFAULT_MAX_RETRIES;
  const apiKey = options.apiKey?.trim() || NO_KEY;
  const where = describeEndpoint(endpoint);

  const common = {
    apiKey,
    timeout: timeoutMs,
    maxRetries,
    // Our errors say everything needed; the client's own console logging would only add noise.
    logLevel: 'off' as const,
    fetch: fetchKeepingAbortName,
    // Explicit so OPENAI_ORG_ID / OPENAI_PROJECT_ID in the runner's environment are not picked up.
    organization: null,
    project: null,
  };
  const client: OpenAI =
    endpoint.kind === 'azure'
      ? new AzureOpenAI({
          ...common,
          baseURL: endpoint.baseURL,
          apiVersion: endpoint.apiVersion,
          // With a bare resource URL the client puts `/deployments/<model>` in the path itself.
          ...(endpoint.deployment ? {} : { deployment: options.model }),
        })
      : new OpenAI({ ...common, baseURL: endpoint.baseURL });

  return {
    name: options.model,
    async complete(
      messages: ChatMessage[],
      tools: ToolDefinition[],
      completeOptions?: CompleteOptions,
    ): Promise<ModelResponse> {
      const body: ChatCompletionCreateParamsNonStreaming = {
        model: options.model,
        messages: toWireMessages(messages),
      };
      // OpenAI rejects an empty `tools` array: leave it out when no tool is offered.
      if (tools.length > 0) body.tools = toWireTools(tools);

      let completion: unknown;
      try {
        completion = await client.chat.completions.create(body, { signal: completeOptions?.signal });
      } catch (error) {
        throw toModelError(error, {
          where,
          model: options.model,
          apiKey: options.apiKey,
          timeoutMs,
          maxRetries,
          signal: completeOptions?.signal,
        });
      }
      return fromWireCompletion(completion, where);
    },
  };
}

/**
 * The client tells a timeout from other connection failures by the abort error's name, but it
 * rebuilds errors that are not `instanceof Error` in its own realm and loses the name on the way.
 * fetch's DOMException is such an error whenever this code runs in a vm context (test runners,
 * sandboxes), which would turn every timeout into "unavailable". Re-throwing it as a plain Error
 * named AbortError keeps the distinction; everywhere else this is a no-op.
 */
async function fetchKeepingAbortName(input: string | URL | Request, init?: RequestInit): Promise<Response> {
  try {
    return await fetch(input, init);
  } catch (error) {
    if (
      !(error instanceof Error) &&
      typeof error === 'object' &&
      error !== null &&
      'name' in error &&
      error.name === 'AbortError'
    ) {
      const message =
        'message' in error && typeof error.message === 'string'
          ? error.message
          : 'The operation was aborted.';
      throw Object.assign(new Error(message, { cause: error }), { name: 'AbortError' });
    }
    throw error;
  }
}

function positive(value: number | undefined): number | undefined {
  return value !== undefined && Number.isFinite(value) && value > 0 ? value : undefined;
}
