/**
 * The embedded store: one SQLite file (`.falcon/history/falcon.db` by default) through Node's own
 * `node:sqlite`, so there is nothing to install and no server to run. Its schema is versioned with
 * `PRAGMA user_version` and migrated forward on open. A file that is not ours, or is damaged, is
 * moved aside with a warning and a fresh store takes its place: history is a help, never a reason
 * for a run to fail or its verdict to change.
 */
import { existsSync, mkdirSync, renameSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type { WarningLog } from '../core/log.js';
import { messageOf } from '../util/text.js';

/** `PRAGMA application_id` of a Falcon CI store ("FALC"): tells our file from another SQLite file. */
export const APPLICATION_ID = 0x46414c43;

/**
 * The schema, one migration per version. A migration is never edited once released: a change is a
 * new entry, so every store on every runner reaches the same schema by the same steps.
 */
const MIGRATIONS: readonly string[] = [
  `
  CREATE TABLE runs (
    id INTEGER PRIMARY KEY,
    commit_sha TEXT,
    branch TEXT,
    pull_request INTEGER,
    started_at TEXT NOT NULL,
    verdict TEXT NOT NULL,
    duration_ms INTEGER NOT NULL,
    gate TEXT NOT NULL
  );
  CREATE INDEX runs_by_branch ON runs (branch, started_at);
  CREATE INDEX runs_by_commit ON runs (commit_sha);
  CREATE TABLE flow_runs (
    run_id INTEGER NOT NULL REFERENCES runs (id) ON DELETE CASCADE,
    file TEXT NOT NULL,
    type TEXT NOT NULL,
    status TEXT NOT NULL,
    duration_ms INTEGER NOT NULL,
    load_p95_ms REAL,
    PRIMARY KEY (run_id, file)
  );
  CREATE TABLE step_runs (
    run_id INTEGER NOT NULL REFERENCES runs (id) ON DELETE CASCADE,
    file TEXT NOT NULL,
    step TEXT NOT NULL,
    status TEXT NOT NULL,
    http_status INTEGER,
    latency_ms REAL,
    shape TEXT,
    PRIMARY KEY (run_id, file, step)
  );
  CREATE TABLE experiences (
    id INTEGER PRIMARY KEY,
    task TEXT NOT NULL,
    core TEXT NOT NULL,
    category TEXT NOT NULL,
    succeeded INTEGER NOT NULL,
    turns INTEGER NOT NULL,
    cost_dollars REAL NOT NULL,
    time_ms INTEGER NOT NULL,
    insights TEXT NOT NULL,
    tags TEXT NOT NULL,
    recorded_at TEXT NOT NULL
  );
  CREATE INDEX experiences_by_category ON experiences (category, core);
  CREATE TABLE skills (
    id INTEGER PRIMARY KEY,
    category TEXT NOT NULL,
    core TEXT NOT NULL,
    tools TEXT NOT NULL,
    uses INTEGER NOT NULL,
    successes INTEGER NOT NULL,
    updated_at TEXT NOT NULL,
    UNIQUE (category, core, tools)
  );
  `,
  // What each run exercised of the spec (the domain's Coverage as JSON), for `falcon coverage`.
  `
  ALTER TABLE runs ADD COLUMN coverage TEXT;
  `,
];

export const SCHEMA_VERSION = MIGRATIONS.length;

export interface Store {
  readonly file: string;
  readonly db: DatabaseSync;
  close(): void;
}

/**
 * Opens (or creates) the store at `file`. Returns undefined, with a warning, when no store can be
 * had at all (a read-only disk): the run goes on without history.
 */
export function openStore(
  file: string,
  log: WarningLog,
  now: () => Date = () => new Date(),
): Store | undefined {
  try {
    mkdirSync(path.dirname(file), { recursive: true });
  } catch (error) {
    log.warning(
      `The run history is off for this run: cannot create ${path.dirname(file)}: ${messageOf(error)}`,
    );
    return undefined;
  }
  const existing = existsSync(file);
  try {
    return migrate(file);
  } catch (error) {
    if (!existing) {
      log.warning(`The run history is off for this run: cannot create ${file}: ${messageOf(error)}`);
      return undefined;
    }
    const aside = `${file}.broken-${now().toISOString().replace(/[-:.]/g, '')}`;
    try {
      renameSync(file, aside);
    } catch (renameError) {
      log.warning(
        `The run history is off for this run: ${file} cannot be read (${messageOf(error)}) or moved aside (${messageOf(renameError)})`,
      );
      return undefined;
    }
    log.warning(
      `${file} is not a Falcon CI store or is damaged (${messageOf(error)}); it was moved to ${path.basename(aside)} and a new store started`,
    );
    try {
      return migrate(file);
    } catch (retryError) {
      log.warning(`The run history is off for this run: cannot create ${file}: ${messageOf(retryError)}`);
      return undefined;
    }
  }
}

/** Opens `file`, checks it is ours and brings its schema up to date; throws when it is not usable. */
function migrate(file: string): Store {
  const db = new DatabaseSync(file);
  try {
    db.exec('PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 5000;');
    // Reading the header is what fails on a file that is not SQLite at all.
    const applicationId = pragma(db, 'application_id');
    const version = pragma(db, 'user_version');
    const tables = (
      db.prepare("SELECT count(*) AS n FROM sqlite_master WHERE type = 'table'").get() as { n: number }
    ).n;
    if (applicationId !== APPLICATION_ID && (applicationId !== 0 || tables > 0)) {
      throw new Error('another program’s SQLite database');
    }
    if (version > SCHEMA_VERSION) {
      throw new Error(`schema version ${version} is newer than this Falcon CI knows (${SCHEMA_VERSION})`);
    }
    const check = db.prepare('PRAGMA quick_check').get() as Record<string, unknown>;
    if (Object.values(check)[0] !== 'ok')
      throw new Error(`integrity check failed: ${String(Object.values(check)[0])}`);
    for (let next = version; next < SCHEMA_VERSION; next++) {
      db.exec('BEGIN');
      try {
        db.exec(MIGRATIONS[next]!);
        db.exec(`PRAGMA user_version = ${next + 1}`);
        db.exec(`PRAGMA application_id = ${APPLICATION_ID}`);
        db.exec('COMMIT');
      } catch (error) {
        db.exec('ROLLBACK');
        throw error;
      }
    }
    return { file, db, close: () => db.close() };
  } catch (error) {
    db.close();
    throw error;
  }
}

function pragma(db: DatabaseSync, name: string): number {
  const row = db.prepare(`PRAGMA ${name}`).get() as Record<string, unknown>;
  return Number(Object.values(row)[0] ?? 0);
}
