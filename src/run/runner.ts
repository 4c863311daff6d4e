import pLimit from 'p-limit';
import type { Dispatcher } from 'undici';
import { createHttpClient, maxBodyBytes } from '../http/client.js';
import type { Redactor } from '../http/redact.js';
import type { Workspace } from '../workspace/types.js';
import { runFlow } from './run-flow.js';
import type { TargetOverrides } from './target.js';
import { SchemaValidator } from '../openapi/schema.js';
import { messageOf } from '../util/text.js';
import type { Flow } from '../flows/types.js';
import type { FlowResult, JsonSchema } from '../core/results.js';

export interface RunnerOptions extends TargetOverrides {
  concurrency: number;
  timeoutMs: number;
}

export interface RunnerDependencies {
  redactor: Redactor;
  env: Record<string, string | undefined>;
  /** Where requests go; tests and embedders pass their own. Default: a keep-alive agent of our own. */
  dispatcher?: Dispatcher;
  now?: () => Date;
  /** Seeds for generated cases that name none; default a fresh random seed each time. */
  seed?: () => number;
  sleep?: (ms: number) => Promise<void>;
  onFlowStart?: (flow: Flow) => void;
  onFlowEnd?: (result: FlowResult) => void;
  /**
   * Once aborted (the run was cancelled), requests in flight end at once, flows not yet started are
   * not run, and those running stop at their next step; each such flow's result says so (`cancelled`).
   */
  signal?: AbortSignal;
}

/**
 * A flow that broke the runner itself (a bug, not the API), or that never ran because the run was
 * cancelled, becomes an `error` result of its own: the other flows keep their results and the gate
 * still sees this one as not passed.
 */
function flowError(flow: Flow, message: string, now: Date, cancelled = false): FlowResult {
  return {
    file: flow.file,
    name: flow.name,
    type: flow.type,
    status: 'error',
    ...(cancelled ? { cancelled } : {}),
    steps: [
      {
        id: 'flow',
        name: flow.name,
        phase: 'step',
        status: 'error',
        checks: [],
        captures: {},
        attempts: 0,
        error: { kind: 'flow', message },
        line: 1,
      },
    ],
    startedAt: now.toISOString(),
    durationMs: 0,
  };
}

/** The spec resolves `$ref`s into its components; without one, inline schemas are plain JSON Schema. */
function schemaValidator(workspace: Workspace): (schema: JsonSchema, value: unknown) => string[] {
  if (workspace.spec) {
    const spec = workspace.spec;
    return (schema, value) => spec.validate(schema, value);
  }
  const validator = new SchemaValidator('3.1');
  return (schema, value) => validator.validate(schema, value);
}

/**
 * Runs flows concurrently, at most `concurrency` at a time, each flow's steps in order. Results come
 * back in the order of `flows` whatever order they finished in, so every report is deterministic.
 */
export async function runFlows(
  workspace: Workspace,
  flows: readonly Flow[],
  options: RunnerOptions,
  dependencies: RunnerDependencies,
): Promise<FlowResult[]> {
  const signal = dependencies.signal;
  const http = createHttpClient({
    dispatcher: dependencies.dispatcher,
    timeoutMs: options.timeoutMs,
    maxBodyBytes: maxBodyBytes(dependencies.env),
    signal,
    env: dependencies.env,
  });
  const limit = pLimit(options.concurrency);
  const sleeper = dependencies.sleep ? undefined : cancellableSleep(signal);
  const context = {
    workspace,
    http,
    redactor: dependencies.redactor,
    spec: workspace.spec,
    validate: schemaValidator(workspace),
    timeoutMs: options.timeoutMs,
    env: dependencies.env,
    overrides: { environment: options.environment, baseUrl: options.baseUrl },
    now: dependencies.now ?? (() => new Date()),
    seed: dependencies.seed ?? freshSeed,
    sleep: dependencies.sleep ?? sleeper!.sleep,
    signal,
  };
  try {
    return await Promise.all(
      flows.map((flow) =>
        limit(async () => {
          if (signal?.aborted) {
            return flowError(
              flow,
              'not run: the run was cancelled before this flow started',
              context.now(),
              true,
            );
          }
          dependencies.onFlowStart?.(flow);
          const result = await runFlow(flow, context).catch((error: unknown) =>
            flowError(
              flow,
              dependencies.redactor.text(
                `Falcon CI could not run this flow (please report it): ${messageOf(error)}`,
              ),
              context.now(),
            ),
          );
          dependencies.onFlowEnd?.(result);
          return result;
        }),
      ),
    );
  } finally {
    sleeper?.dispose();
    await http.close();
  }
}

/**
 * Waits that end early when the run is cancelled (retry delays, a load phase's pacing), through one
 * listener on the signal however many wait at once.
 */
function cancellableSleep(signal: AbortSignal | undefined): {
  sleep(ms: number): Promise<void>;
  dispose(): void;
} {
  const waiting = new Set<() => void>();
  const wakeAll = (): void => {
    for (const wake of [...waiting]) wake();
  };
  signal?.addEventListener('abort', wakeAll, { once: true });
  return {
    sleep: (ms) =>
      new Promise<void>((resolve) => {
        if (signal?.aborted) return resolve();
        const wake = (): void => {
          clearTimeout(timer);
          waiting.delete(wake);
          resolve();
        };
        const timer = setTimeout(wake, ms);
        waiting.add(wake);
      }),
    dispose: () => signal?.removeEventListener('abort', wakeAll),
  };
}

/** A seed for a run that names none: any 32-bit integer, shown so it can be written down. */
export function freshSeed(): number {
  return Math.floor(Math.random() * 0x7fffffff);
}
