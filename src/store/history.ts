/**
 * The history around one run: before it, the baseline the watchdog compares with (the committed
 * file, else the newest passing run of the base branch); after it, the run recorded and the flows
 * that turned out flaky. Only a committed baseline that cannot be read stops the run (exit 2, it
 * is the user's file); a store that cannot be opened or written is a warning.
 */
import path from 'node:path';
import type { WarningLog } from '../core/log.js';
import type { FalconConfig } from '../workspace/types.js';
import { DEFAULT_WATCHDOG, type WatchdogSettings } from './watchdog.js';
import type { FlowResult } from '../core/results.js';
import type { GateResult } from '../gate.js';
import { messageOf } from '../util/text.js';
import { baselineOfRun, loadBaseline, type Baseline } from './baselines.js';
import { openStore, type Store } from './database.js';
import { flakyFlows, lastPassingRun, recordRun, type FlakyFlow, type RunContext } from './runs.js';

export const DEFAULT_BASELINE = 'main';

/** Where the history lives, which baseline counts, and the watchdog's margins, for one run. */
export interface HistorySettings {
  /** The SQLite file; undefined keeps no history. */
  historyPath?: string;
  baseline: string;
  watchdog: WatchdogSettings;
}

/**
 * The history settings of a run: what the input or flag gave (`off`, or an absolute path), else
 * config.yaml (`history:` relative to the workspace), else `<workspace>/history/falcon.db`.
 */
export function historySettings(
  given: { history?: string; baseline?: string },
  config: Pick<FalconConfig, 'history' | 'baseline' | 'watchdog'>,
  workspaceRoot: string,
): HistorySettings {
  const chosen = given.history ?? config.history;
  return {
    historyPath:
      chosen === undefined
        ? path.join(workspaceRoot, 'history', 'falcon.db')
        : /^(off|none|false)$/i.test(chosen)
          ? undefined
          : path.resolve(workspaceRoot, chosen),
    baseline: given.baseline ?? config.baseline ?? DEFAULT_BASELINE,
    watchdog: {
      latencyTolerance: config.watchdog?.latency_tolerance ?? DEFAULT_WATCHDOG.latencyTolerance,
      latencyFloorMs: config.watchdog?.latency_floor_ms ?? DEFAULT_WATCHDOG.latencyFloorMs,
    },
  };
}

/**
 * Keeps the history file between runs on machines that start empty, such as GitHub's runners.
 * Neither method throws: a cache that fails costs the history, never the verdict.
 */
export interface HistoryCache {
  /**
   * Brings back the newest saved copy of `file`, if there is one. False when this run should keep
   * no history: the cache is out of reach, or a saved copy exists but could not be brought back (a
   * fresh store saved over it would erase it).
   */
  restore(file: string): Promise<boolean>;
  /** Saves `file` for the runs that follow. */
  save(file: string): Promise<void>;
}

export interface HistoryOptions {
  /** The SQLite file; undefined keeps no history. */
  historyPath?: string;
  /** Where the file is kept between runs, when the machine does not keep it. */
  cache?: HistoryCache;
  /** The committed baseline's name. */
  baseline: string;
  workspaceRoot: string;
  repoRoot: string;
}

export interface History {
  /** What the watchdog compares this run with; undefined when there is nothing yet. */
  baseline?: Baseline;
  /** The open store, for the investigation's experiences; undefined without history. */
  store?: Store;
  /** Records the run; returns the flows that both failed and passed on this commit. */
  record(
    context: RunContext,
    results: readonly FlowResult[],
    gate: GateResult,
    durationMs: number,
  ): FlakyFlow[];
  /** Closes the store and saves it to the cache, if there is one. */
  close(): Promise<void>;
}

/** Throws InputError when the committed baseline cannot be read. */
export async function openHistory(
  options: HistoryOptions,
  baseBranch: string,
  log: WarningLog,
): Promise<History> {
  const committed = await loadBaseline(options.workspaceRoot, options.baseline, options.repoRoot);
  const { cache } = options;
  const historyPath =
    options.historyPath && (!cache || (await cache.restore(options.historyPath)))
      ? options.historyPath
      : undefined;
  const store = historyPath ? openStore(historyPath, log) : undefined;
  return {
    baseline: committed ?? (store && fromStore(store, baseBranch, options.baseline, log)),
    store,
    record(context, results, gate, durationMs) {
      if (!store) return [];
      try {
        recordRun(store, context, results, gate, durationMs);
        return flakyFlows(store, context.commit);
      } catch (error) {
        log.warning(`This run was not recorded in the history: ${messageOf(error)}`);
        return [];
      }
    },
    async close() {
      if (!store || !historyPath) return;
      store.close();
      await cache?.save(historyPath);
    },
  };
}

function fromStore(store: Store, branch: string, name: string, log: WarningLog): Baseline | undefined {
  try {
    const runId = lastPassingRun(store, branch);
    return runId === undefined ? undefined : baselineOfRun(store, runId, name);
  } catch (error) {
    log.warning(`No baseline from the history: ${messageOf(error)}`);
    return undefined;
  }
}
