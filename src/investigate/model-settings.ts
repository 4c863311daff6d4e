/** The model an investigation uses, from inputs and flags first, then `.falcon/config.yaml`. */
import type { Log } from '../core/log.js';
import type { AgentOptions } from '../core/options.js';
import { messageOf } from '../util/text.js';
import type { FalconConfig } from '../workspace/types.js';
import { createOpenAIModel } from './agent/model/openai.js';
import type { Model } from './agent/types.js';

/** The model to investigate with: flags and inputs first, then `.falcon/config.yaml`. */
export function modelSettings(agent: AgentOptions, config: FalconConfig): ModelSettings {
  const ollama = config.provider?.toLowerCase() === 'ollama';
  const configured = ollama
    ? { baseUrl: ollamaEndpoint(config.ollama?.url), apiKey: config.ollama?.api_key }
    : { baseUrl: config.openai?.base_url, apiKey: config.openai?.api_key };
  const baseUrl = agent.baseUrl ?? configured.baseUrl;
  return {
    baseUrl,
    apiKey: agent.apiKey ?? configured.apiKey,
    model: agent.model ?? config.model,
    local: ollama || isLoopback(baseUrl),
  };
}

/** Whether the model is served on this machine (Ollama, a local server): it costs nothing per token. */
function isLoopback(baseUrl: string | undefined): boolean {
  if (!baseUrl) return false;
  try {
    return /^(?:localhost|127\.\d+\.\d+\.\d+|\[::1\])$/i.test(new URL(baseUrl).hostname);
  } catch {
    return false;
  }
}

/** The model settings an agent session needs, whichever door and file they came from. */
export interface ModelSettings {
  baseUrl?: string;
  apiKey?: string;
  model?: string;
  /** Served on this machine: its tokens cost nothing, so only the token budget bounds it. */
  local?: boolean;
}

/** The model to investigate with, or undefined when none is configured (or it is misconfigured). */
export function createModel(settings: ModelSettings, log: Log): Model | undefined {
  if (!settings.model) return undefined;
  try {
    return createOpenAIModel({ baseUrl: settings.baseUrl, apiKey: settings.apiKey, model: settings.model });
  } catch (error) {
    log.warning(`The model is misconfigured, so no agent session runs: ${messageOf(error)}`);
    return undefined;
  }
}

/** Why no agent session runs although the user asked for one. */
export function noModelReason(settings: ModelSettings): string {
  return settings.model
    ? 'the model is misconfigured, so the workflow core investigates without one'
    : 'agent is on but no model is configured: set llm-base-url and model (CLI: --llm-base-url and --model; or openai.base_url and model in .falcon/config.yaml)';
}

/** Ollama serves its OpenAI-compatible API under /v1 of the URL users know it by. */
function ollamaEndpoint(url: string | undefined): string | undefined {
  if (!url) return undefined;
  const trimmed = url.replace(/\/+$/, '');
  return /\/v1$/.test(trimmed) ? trimmed : `${trimmed}/v1`;
}
