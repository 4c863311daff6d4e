/**
 * Turns whatever the `openai` client threw into a `ModelError` whose kind the loop can act on and
 * whose message tells the user what to do. Messages name the endpoint (host and path) and never the
 * key: server messages are scrubbed of it, since some echo the key they refused.
 */
import {
  APIConnectionError,
  APIConnectionTimeoutError,
  APIError,
  APIUserAbortError,
  OpenAIError,
} from 'openai';
import { cut, messageOf } from '../../../util/text.js';
import { ModelError, type ModelErrorKind } from '../types.js';
import { maskCredentials } from '../../../http/redact.js';

export interface ErrorContext {
  /** `host/path` of the endpoint, as `describeEndpoint` gives it. */
  where: string;
  model: string;
  apiKey?: string;
  timeoutMs: number;
  maxRetries: number;
  signal?: AbortSignal;
}

export function toModelError(error: unknown, context: ErrorContext): ModelError {
  if (error instanceof ModelError) return error;
  const { where, model, maxRetries } = context;
  const attempts = maxRetries > 0 ? ` after ${maxRetries + 1} attempts` : '';
  const scrub = (text: string): string => redactSecret(text, context.apiKey);
  // Every message is scrubbed, not only the server's words: a key can hide in a gateway's URL too.
  const make = (kind: ModelErrorKind, message: string): ModelError =>
    new ModelError(kind, scrub(message), { cause: error });

  // Checked before the timeout: the SDK reports a caller's abort as its own kind of error.
  if (error instanceof APIUserAbortError || context.signal?.aborted) {
    const reason: unknown = context.signal?.reason;
    // `AbortSignal.timeout()` aborts with a TimeoutError: a deadline, not a user's cancellation.
    const deadline =
      typeof reason === 'object' && reason !== null && 'name' in reason && reason.name === 'TimeoutError';
    return make(
      deadline ? 'timeout' : 'unavailable',
      deadline
        ? `The deadline passed while waiting for the model at ${where}.`
        : `The request to the model at ${where} was cancelled before it answered.`,
    );
  }
  if (error instanceof APIConnectionTimeoutError) {
    return make(
      'timeout',
      `The model at ${where} did not answer within ${formatSeconds(context.timeoutMs)}${attempts}. The server may be overloaded or the model slow to load; raise the model timeout or use a smaller model.`,
    );
  }
  if (error instanceof APIConnectionError) {
    return make(
      'unavailable',
      `Could not reach the model at ${where}${attempts} (${connectionProblem(error)}). Check llm-base-url and that the server is running and reachable from this runner.`,
    );
  }
  if (error instanceof APIError && typeof error.status === 'number') {
    const said = serverMessage(error);
    const detail = said ? `: ${said}` : '';
    const status = error.status;
    if (status === 401 || status === 403) {
      return make(
        'auth',
        `The model at ${where} refused the credentials (${status})${detail}. Check the llm-api-key secret${status === 403 ? ' and that the key may use this model' : ''}.`,
      );
    }
    if (status === 429) {
      return make(
        'rate_limited',
        `The model at ${where} is rate limiting requests (429)${attempts}${detail}. Wait and re-run, lower the agent's limits, or raise the quota.`,
      );
    }
    if (status === 404) {
      return make(
        'bad_request',
        `The model at ${where} answered 404${detail}. The model name "${model}" may be wrong (for Azure, the deployment name), or llm-base-url may lack its /v1 path.`,
      );
    }
    if (status === 400 || status === 413 || status === 422) {
      return make(
        'bad_request',
        `The model at ${where} rejected the request (${status})${detail}. The conversation may be too long for the model's context, or the server may not support tool calling for "${model}".`,
      );
    }
    if (status >= 500 || status === 408 || status === 409) {
      return make(
        'unavailable',
        `The model at ${where} failed (${status})${attempts}${detail}. The server is having trouble; re-run later.`,
      );
    }
    return make(
      status < 400 ? 'bad_response' : 'bad_request',
      `The model at ${where} answered ${status}${detail}. Check llm-base-url.`,
    );
  }
  if (error instanceof SyntaxError) {
    return make(
      'bad_response',
      `The model at ${where} answered with malformed JSON (${error.message}). Check that llm-base-url points at an OpenAI-compatible /v1 endpoint.`,
    );
  }
  const message = messageOf(error);
  return make(
    error instanceof OpenAIError ? 'bad_request' : 'bad_response',
    `The model at ${where} could not be used: ${message}`,
  );
}

/** The key, and tokens that look like keys (OpenAI echoes a masked key on 401), replaced by `***`. */
export function redactSecret(text: string, secret: string | undefined): string {
  let out = text;
  if (secret && secret.length >= 4) out = out.split(secret).join('***');
  return maskCredentials(out);
}

function serverMessage(error: APIError): string | undefined {
  const body: unknown = error.error;
  if (typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string') {
    return body.message.trim() || undefined;
  }
  // No error JSON: the SDK's message is "<status> <text>" or "<status> status code (no body)".
  const text = error.message.replace(/^\d{3}\s*/, '').trim();
  return text && !/^status code \(no body\)$/.test(text) ? cut(text, 300) : undefined;
}

/** The system error under fetch's "fetch failed" (ECONNREFUSED, ENOTFOUND…), in words. */
function connectionProblem(error: APIConnectionError): string {
  let current: unknown = error.cause;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    const code = 'code' in current && typeof current.code === 'string' ? current.code : undefined;
    if (code === 'ECONNREFUSED') return 'connection refused';
    if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return 'host name not found';
    if (code === 'ECONNRESET' || code === 'UND_ERR_SOCKET') return 'connection reset';
    if (code === 'EHOSTUNREACH' || code === 'ENETUNREACH') return 'host unreachable';
    if (code?.startsWith('ERR_TLS') || code?.includes('CERT')) return `TLS error ${code}`;
    if (code) return code;
    current = 'cause' in current ? current.cause : undefined;
  }
  return 'connection failed';
}

function formatSeconds(ms: number): string {
  if (ms < 1000) return `${ms} ms`;
  return ms % 1000 === 0 ? `${ms / 1000}s` : `${(ms / 1000).toFixed(1)}s`;
}
