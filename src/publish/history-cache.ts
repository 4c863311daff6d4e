/**
 * The history database kept between GitHub Actions runs in the repository's Actions cache, since
 * every hosted runner starts empty. A run restores the newest copy saved on its branch, else on the
 * branch its pull request goes into (so a pull request starts from main's history), and saves its
 * own copy under a new key at the end: cache entries cannot be overwritten, and prefix matching
 * always finds the newest.
 *
 * Keys: `falcon-history-v1-<branch>-<run id>-<attempt>`. To reset the history, delete the caches
 * whose key starts with `falcon-history-v1-` (the repository's Actions → Caches page, or
 * `gh cache delete`).
 */
import type * as actionsCache from '@actions/cache';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { WarningLog } from '../core/log.js';
import type { HistoryCache } from '../store/history.js';
import { messageOf } from '../util/text.js';
import { withTimeout } from '../util/timeout.js';
import { GitHubBudget } from './github/budget.js';

export const HISTORY_CACHE_PREFIX = 'falcon-history-v1-';

/**
 * The history is restored before the flows run, so a slow cache service delays the run: looking it
 * up may take this long, and downloading it (a history of years is a few MB) the second, both within
 * the run's time for GitHub. Saving is bounded by what is left of that time.
 */
const LOOKUP_TIMEOUT_MS = 10_000;
const DOWNLOAD_TIMEOUT_MS = 30_000;

/** The part of `@actions/cache` used here, so a test can count calls. */
export type CacheClient = Pick<typeof actionsCache, 'isFeatureAvailable' | 'restoreCache' | 'saveCache'>;

export interface HistoryCacheKeys {
  /** This run's own key, saved at the end. */
  key: string;
  /** Prefixes tried in order when restoring: this branch, then the base branch. */
  restoreKeys: string[];
}

/** The keys of this run, from the Actions environment. */
export function historyCacheKeys(env: Record<string, string | undefined>): HistoryCacheKeys {
  const branch = keyPart(env['GITHUB_HEAD_REF'] || env['GITHUB_REF_NAME'] || 'detached');
  const base = env['GITHUB_BASE_REF'] ? keyPart(env['GITHUB_BASE_REF']) : undefined;
  const run = `${keyPart(env['GITHUB_RUN_ID'] || String(Date.now()))}-${keyPart(env['GITHUB_RUN_ATTEMPT'] || '1')}`;
  const restoreKeys = [`${HISTORY_CACHE_PREFIX}${branch}-`];
  if (base && base !== branch) restoreKeys.push(`${HISTORY_CACHE_PREFIX}${base}-`);
  return { key: `${HISTORY_CACHE_PREFIX}${branch}-${run}`, restoreKeys };
}

/** Cache keys may not contain commas and are at most 512 characters. */
function keyPart(text: string): string {
  return text.replace(/,/g, '_').slice(0, 200);
}

/** `@actions/cache`, loaded when the history is first restored: a job without history never loads it. */
async function actionsCacheClient(): Promise<CacheClient> {
  return import('@actions/cache');
}

export function createActionsHistoryCache(
  env: Record<string, string | undefined>,
  log: WarningLog,
  given?: CacheClient,
  budget: GitHubBudget = new GitHubBudget({ log }),
): HistoryCache {
  const { key, restoreKeys } = historyCacheKeys(env);
  // The cache entry's version hashes the path as given: relative to the workspace, it is the same on
  // every runner.
  const cachePath = (file: string) => path.relative(process.cwd(), file) || file;
  let keeping = false;

  return {
    async restore(file) {
      const client = given ?? (await actionsCacheClient());
      if (!client.isFeatureAvailable()) {
        log.warning(
          'The Actions cache is not available to this job (a fork, or GitHub Enterprise Server without it), so this run keeps no history: no baseline from earlier runs, no flaky flows, no learning.',
        );
        return false;
      }
      // A runner that keeps its workspace (self-hosted) already has a history at least as new.
      if (existsSync(file)) return (keeping = true);
      try {
        const paths = [cachePath(file)];
        const bounded = <T>(work: Promise<T>, ms: number, name: string): Promise<T> =>
          budget.track(() => withTimeout(work, ms, name));
        // Looked up first so that a copy which exists but fails to download is told from no copy:
        // a fresh store saved over the newest key would hide the real history.
        const found = await bounded(
          client.restoreCache(paths, key, restoreKeys, { lookupOnly: true }),
          LOOKUP_TIMEOUT_MS,
          'Looking up the saved history',
        );
        if (found === undefined) {
          log.info?.('No saved history yet: this run starts one.');
          return (keeping = true);
        }
        const matched = await bounded(
          client.restoreCache(paths, key, restoreKeys, { timeoutInMs: 30_000, segmentTimeoutInMs: 60_000 }),
          DOWNLOAD_TIMEOUT_MS,
          'Restoring the saved history',
        );
        if (matched === undefined || !existsSync(file)) {
          log.warning(
            `The saved history (${found}) could not be restored, so this run keeps no history and saves none.`,
          );
          return false;
        }
        log.info?.(`History restored from the Actions cache (${matched}).`);
        return (keeping = true);
      } catch (error) {
        log.warning(
          `The saved history could not be restored (${messageOf(error)}), so this run keeps no history.`,
        );
        return false;
      }
    },

    async save(file) {
      // A cancelled run is not recorded, and a spent budget calls GitHub no more.
      if (!keeping || !existsSync(file) || budget.over) return;
      try {
        const client = given ?? (await actionsCacheClient());
        const id = await budget.track(() => client.saveCache([cachePath(file)], key));
        if (id !== -1) log.info?.(`History saved to the Actions cache (${key}).`);
      } catch (error) {
        log.warning(`The history could not be saved to the Actions cache: ${messageOf(error)}`);
      }
    },
  };
}
