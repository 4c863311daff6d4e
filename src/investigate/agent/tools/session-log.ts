/**
 * session_log: one audit record per investigation in `.falcon/sessions/session_<timestamp>.json`:
 * when it started and ended, what it concluded, and how many tool calls it made. The loop owns
 * the record through `SessionRecorder` (it counts the calls and ends the session even when the
 * model never does); the model starts and ends it with its summary, and reads earlier sessions
 * to pick up where they left off.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Redactor } from '../../../http/redact.js';
import { isRecord } from '../../../util/document.js';
import { cut, messageOf } from '../../../util/text.js';
import type { Workspace } from '../../../workspace/types.js';
import { Type, type Static } from 'typebox';
import { defineTool } from '../registry.js';
import { PathRefusedError } from '../../../repo/safe-path.js';
import type { Tool } from '../types.js';
import { compactTimestamp } from '../falcon-files/rules.js';
import { displayOf, resolveFalconPath, SESSIONS_FOLDER } from '../falcon-files/paths.js';
import { exists, redactForStorage, writeFileAtomic } from '../falcon-files/storage.js';
import { jsonSyntaxPlace } from '../falcon-files/memory.js';
import { type WrittenFiles } from '../falcon-files/written.js';
import type { ToolDependencies } from './dependencies.js';
import { capText } from './output.js';

/** Sessions shown by `list`. */
const MAX_LISTED = 10;
/** A summary is a few paragraphs; the findings themselves belong in a report. */
const MAX_SUMMARY_CHARS = 4_000;
/** Records this module writes are `session_<YYYYMMDDTHHMMSSZ>[_n]`; older spellings of the stamp are listed too. */
const SESSION_ID = /^session_[A-Za-z0-9._-]+$/;

export interface SessionRecord {
  /** The file name without `.json`: `session_20250101T120000Z`. */
  id: string;
  started_at: string;
  ended_at?: string;
  summary?: string;
  tool_calls: { total: number; per_tool: Record<string, number> };
  /** Why the investigation stopped (`answer`, `turn_limit`, …), set by the loop. */
  stop_reason?: string;
}

export interface SessionRecorderOptions {
  workspace: Workspace;
  redactor: Redactor;
  now(): Date;
  /** Sessions written are recorded here too, with the agent's other files. */
  written?: WrittenFiles;
}

/** The record of this run's session, written to disk at its start and at its end. */
export class SessionRecorder {
  private record: SessionRecord | undefined;
  private readonly perTool: Record<string, number> = {};

  constructor(private readonly options: SessionRecorderOptions) {}

  /** The open (or ended) session of this run, if one was started. */
  get current(): SessionRecord | undefined {
    return this.record ? { ...this.record, tool_calls: this.toolCalls() } : undefined;
  }

  /** Starts the session (once: a second start returns the same record). */
  async start(): Promise<SessionRecord> {
    if (this.record) return this.current!;
    const now = this.options.now();
    // Resolved, so a sessions/ that is a symbolic link out of the workspace is refused, not followed.
    const folder = (await resolveFalconPath(this.options.workspace, SESSIONS_FOLDER)).absolute;
    const stamp = compactTimestamp(now);
    let id = `session_${stamp}`;
    // Two runs in the same second keep both records.
    for (let counter = 2; await exists(path.join(folder, `${id}.json`)); counter++)
      id = `session_${stamp}_${counter}`;
    this.record = { id, started_at: now.toISOString(), tool_calls: { total: 0, per_tool: {} } };
    await this.save();
    return this.current!;
  }

  /** Counts one tool call; the loop calls it for every call it runs. */
  countToolCall(tool: string): void {
    this.perTool[tool] = (this.perTool[tool] ?? 0) + 1;
  }

  /** Ends the session with a summary; ending again replaces the summary. Starts it first if needed. */
  async end(summary?: string, stopReason?: string): Promise<SessionRecord> {
    await this.start();
    const record = this.record!;
    record.ended_at = this.options.now().toISOString();
    if (summary !== undefined)
      record.summary = redactForStorage(this.options.redactor, cutSummary(summary.trim()));
    if (stopReason !== undefined) record.stop_reason = stopReason;
    await this.save();
    return this.current!;
  }

  /** Path of the session file, relative to the repository. */
  displayPath(id: string): string {
    return displayOf(this.options.workspace, `${SESSIONS_FOLDER}/${id}.json`);
  }

  private toolCalls(): SessionRecord['tool_calls'] {
    const total = Object.values(this.perTool).reduce((sum, count) => sum + count, 0);
    return { total, per_tool: { ...this.perTool } };
  }

  private async save(): Promise<void> {
    const record = this.current!;
    const { absolute } = await resolveFalconPath(
      this.options.workspace,
      `${SESSIONS_FOLDER}/${record.id}.json`,
    );
    await writeFileAtomic(absolute, `${JSON.stringify(record, null, 2)}\n`);
    this.options.written?.record({ kind: 'session', path: this.displayPath(record.id), absolute });
  }
}

function cutSummary(summary: string): string {
  return summary.length > MAX_SUMMARY_CHARS ? `${summary.slice(0, MAX_SUMMARY_CHARS)}… (cut)` : summary;
}

/**
 * Every readable session in the workspace, newest first. Unreadable files are counted, not fatal;
 * a sessions/ folder that is a symbolic link out of the workspace throws PathRefusedError.
 */
export async function listSessions(
  workspace: Workspace,
): Promise<{ sessions: SessionRecord[]; unreadable: string[] }> {
  const folder = (await resolveFalconPath(workspace, SESSIONS_FOLDER)).absolute;
  let names: string[];
  try {
    names = await readdir(folder);
  } catch {
    return { sessions: [], unreadable: [] };
  }
  const sessions: SessionRecord[] = [];
  const unreadable: string[] = [];
  for (const name of names) {
    const id = name.replace(/\.json$/, '');
    if (!name.endsWith('.json') || !SESSION_ID.test(id)) continue;
    const record = await readSession(workspace, id);
    if (typeof record === 'string') unreadable.push(`${name}: ${record}`);
    else sessions.push(record);
  }
  sessions.sort((a, b) =>
    b.started_at === a.started_at ? compare(b.id, a.id) : compare(b.started_at, a.started_at),
  );
  return { sessions, unreadable };
}

/** A session record, or why it cannot be read. */
async function readSession(workspace: Workspace, id: string): Promise<SessionRecord | string> {
  let text: string;
  try {
    // Each file is resolved too: one record can be a symbolic link out of the workspace.
    const { absolute } = await resolveFalconPath(workspace, `${SESSIONS_FOLDER}/${id}.json`);
    text = await readFile(absolute, 'utf8');
  } catch (error) {
    return error instanceof PathRefusedError ? `refused: ${error.message}` : messageOf(error);
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    // Never JSON.parse's own message: it quotes the start of the file.
    const place = jsonSyntaxPlace(text);
    return `not valid JSON${place ? ` at ${place}` : ''}`;
  }
  if (!isRecord(data) || typeof data.started_at !== 'string') return 'not a session record (no started_at)';
  const calls = isRecord(data.tool_calls) ? data.tool_calls : {};
  const perTool = isRecord(calls.per_tool) ? calls.per_tool : {};
  return {
    id,
    started_at: data.started_at,
    ...(typeof data.ended_at === 'string' ? { ended_at: data.ended_at } : {}),
    ...(typeof data.summary === 'string' ? { summary: data.summary } : {}),
    tool_calls: {
      total: typeof calls.total === 'number' ? calls.total : 0,
      per_tool: Object.fromEntries(
        Object.entries(perTool).filter((entry): entry is [string, number] => typeof entry[1] === 'number'),
      ),
    },
    ...(typeof data.stop_reason === 'string' ? { stop_reason: data.stop_reason } : {}),
  };
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

// ---------------------------------------------------------------- the tool

const SessionLogParameters = Type.Object(
  {
    action: Type.Enum(['start', 'end', 'list', 'read']),
    summary: Type.Optional(
      Type.String({ description: 'end: what was found and what was done, in a few sentences' }),
    ),
    session_id: Type.Optional(
      Type.String({ description: 'read: e.g. session_20250101T120000Z (from list)' }),
    ),
  },
  { additionalProperties: false },
);
export type SessionLogArgs = Static<typeof SessionLogParameters>;

export interface SessionLogOptions {
  /** Shared with the loop, which counts tool calls and ends the session; one of its own when absent. */
  recorder?: SessionRecorder;
}

export function createSessionLogTool(deps: ToolDependencies, options: SessionLogOptions = {}): Tool {
  const recorder =
    options.recorder ??
    new SessionRecorder({ workspace: deps.workspace, redactor: deps.redactor, now: deps.now });
  return defineTool({
    name: 'session_log',
    description:
      'The audit log of investigations, one record per run in .falcon/sessions/. start: open this run’s session. ' +
      'end: close it with a summary of what was found and done (required). list: earlier sessions, newest first. ' +
      'read: one session by session_id.',
    parameters: SessionLogParameters,
    run: async (args) => deps.redactor.text(await sessionLog(deps, recorder, args)),
  });
}

async function sessionLog(
  deps: ToolDependencies,
  recorder: SessionRecorder,
  args: SessionLogArgs,
): Promise<string> {
  try {
    switch (args.action) {
      case 'start': {
        const already = recorder.current;
        const record = await recorder.start();
        return already
          ? `session ${record.id} is already open (started ${record.started_at})`
          : `session ${record.id} started; it is recorded in ${recorder.displayPath(record.id)}`;
      }
      case 'end': {
        if (!args.summary?.trim()) {
          return 'end needs a summary: what failed, the cause you found (with file:line when known), and what you wrote or proposed';
        }
        const record = await recorder.end(args.summary);
        return `session ${record.id} ended after ${record.tool_calls.total} tool call${record.tool_calls.total === 1 ? '' : 's'}; the summary is in ${recorder.displayPath(record.id)}`;
      }
      case 'list':
        return await list(deps.workspace, recorder.current?.id);
      case 'read':
        return await read(deps.workspace, args.session_id);
    }
  } catch (error) {
    return `session_log ${args.action} failed: ${messageOf(error)}`;
  }
}

async function list(workspace: Workspace, currentId: string | undefined): Promise<string> {
  const { sessions, unreadable } = await listSessions(workspace);
  const skipped =
    unreadable.length > 0
      ? `\n(${unreadable.length} unreadable session file${unreadable.length === 1 ? '' : 's'} skipped: ${unreadable.join('; ')})`
      : '';
  if (sessions.length === 0) return `no sessions recorded yet${skipped}`;
  const lines = sessions.slice(0, MAX_LISTED).map((session) => {
    const when = session.ended_at
      ? `${session.started_at} → ${session.ended_at}`
      : `${session.started_at}, not ended`;
    const summary = session.summary ? `: ${firstLine(session.summary)}` : '';
    const mark = session.id === currentId ? ' (this run)' : '';
    return `- ${session.id}${mark} (${when}, ${session.tool_calls.total} tool calls)${summary}`;
  });
  const more =
    sessions.length > MAX_LISTED ? `\n… ${sessions.length - MAX_LISTED} older sessions not shown` : '';
  return capText(
    `${sessions.length} session${sessions.length === 1 ? '' : 's'}, newest first:\n${lines.join('\n')}${more}${skipped}`,
  );
}

async function read(workspace: Workspace, given: string | undefined): Promise<string> {
  const id = given
    ?.trim()
    .replace(/\.json$/, '')
    .replace(/^(?:sessions\/)?/, '');
  if (!id) return 'read needs a session_id; list the sessions with session_log {"action": "list"}';
  const { sessions } = await listSessions(workspace);
  const normalized = id.startsWith('session_') ? id : `session_${id}`;
  const session = sessions.find((candidate) => candidate.id === normalized);
  if (!session) {
    const known = sessions.slice(0, 5).map((candidate) => candidate.id);
    return `no session ${id}${known.length > 0 ? `; the newest are ${known.join(', ')}` : '; none are recorded yet'}`;
  }
  return capText(JSON.stringify(session, null, 2));
}

function firstLine(text: string): string {
  const line = text.split('\n').find((candidate) => candidate.trim() !== '') ?? '';
  return cut(line, 160);
}
