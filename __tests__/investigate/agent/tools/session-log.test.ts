import { mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  createSessionLogTool,
  SessionRecorder,
  type SessionRecord,
} from '../../../../src/investigate/agent/tools/session-log.js';
import type { Tool } from '../../../../src/investigate/agent/types.js';
import { WrittenFiles } from '../../../../src/investigate/agent/falcon-files/written.js';
import {
  call,
  falconFixture,
  filesUnder,
  type FalconFixture,
} from '../../../__fixtures__/agent/falcon-harness.js';

const SECRET = 'pw-0123456789';

function session(started: string, extra: Partial<SessionRecord> = {}): string {
  return JSON.stringify({
    started_at: started,
    tool_calls: { total: 3, per_tool: { read_file: 3 } },
    ...extra,
  });
}

let fixture: FalconFixture;
let recorder: SessionRecorder;
let written: WrittenFiles;
let tool: Tool;
let clock: Date;
beforeEach(async () => {
  clock = new Date('2025-03-04T05:06:07.089Z');
  fixture = await falconFixture(
    {
      // File names and start times disagree on purpose: the list follows started_at.
      'sessions/session_20250101T000000Z.json': session('2025-02-01T00:00:00.000Z', {
        ended_at: '2025-02-01T00:05:00.000Z',
        summary: 'Found the 500 on GET /users.\nSecond line.',
      }),
      'sessions/session_20250201T000000Z.json': session('2025-01-01T00:00:00.000Z'),
      'sessions/session_20250102T000000Z.json': '{ not json',
      'sessions/notes.txt': 'not a session',
    },
    { secrets: [SECRET], now: () => clock },
  );
  written = new WrittenFiles();
  recorder = new SessionRecorder({
    workspace: fixture.deps.workspace,
    redactor: fixture.deps.redactor,
    now: () => clock,
    written,
  });
  tool = createSessionLogTool(fixture.deps, { recorder });
});
afterEach(() => fixture.repo.remove());

const log = (args: Record<string, unknown>): Promise<string> => call(tool, args, fixture.context);
const record = async (id: string): Promise<unknown> =>
  JSON.parse(await readFile(path.join(fixture.repo.workspace, 'sessions', `${id}.json`), 'utf8'));

describe('session_log', () => {
  it('records a session from start to end, with the tool calls the loop counted', async () => {
    expect(await log({ action: 'start' })).toBe(
      'session session_20250304T050607Z started; it is recorded in .falcon/sessions/session_20250304T050607Z.json',
    );
    expect(await record('session_20250304T050607Z')).toEqual({
      id: 'session_20250304T050607Z',
      started_at: '2025-03-04T05:06:07.089Z',
      tool_calls: { total: 0, per_tool: {} },
    });
    expect(await log({ action: 'start' })).toBe(
      'session session_20250304T050607Z is already open (started 2025-03-04T05:06:07.089Z)',
    );

    for (const name of ['run_flow', 'read_file', 'read_file']) recorder.countToolCall(name);
    clock = new Date('2025-03-04T05:10:00.000Z');
    expect(
      await log({
        action: 'end',
        summary: `GET /users fails: name is a number. Password ${SECRET} was seen.`,
      }),
    ).toBe(
      'session session_20250304T050607Z ended after 3 tool calls; the summary is in .falcon/sessions/session_20250304T050607Z.json',
    );
    expect(await record('session_20250304T050607Z')).toEqual({
      id: 'session_20250304T050607Z',
      started_at: '2025-03-04T05:06:07.089Z',
      ended_at: '2025-03-04T05:10:00.000Z',
      summary: 'GET /users fails: name is a number. Password *** was seen.',
      tool_calls: { total: 3, per_tool: { run_flow: 1, read_file: 2 } },
    });
    expect(written.all().map((file) => file.path)).toEqual([
      '.falcon/sessions/session_20250304T050607Z.json',
    ]);
  });

  it('is ended by the loop with its stop reason when the model never ends it', async () => {
    const ended = await recorder.end(undefined, 'turn_limit');
    expect(ended).toMatchObject({
      id: 'session_20250304T050607Z',
      stop_reason: 'turn_limit',
      ended_at: clock.toISOString(),
    });
    expect(ended.summary).toBeUndefined();
  });

  it('keeps two sessions started in the same second apart', async () => {
    await recorder.start();
    const other = new SessionRecorder({
      workspace: fixture.deps.workspace,
      redactor: fixture.deps.redactor,
      now: () => clock,
    });
    expect((await other.start()).id).toBe('session_20250304T050607Z_2');
  });

  it('lists sessions newest first, marks this run’s, and skips unreadable files', async () => {
    await log({ action: 'start' });
    const output = await log({ action: 'list' });
    expect(output.split('\n')).toEqual([
      '3 sessions, newest first:',
      '- session_20250304T050607Z (this run) (2025-03-04T05:06:07.089Z, not ended, 0 tool calls)',
      '- session_20250101T000000Z (2025-02-01T00:00:00.000Z → 2025-02-01T00:05:00.000Z, 3 tool calls): Found the 500 on GET /users.',
      '- session_20250201T000000Z (2025-01-01T00:00:00.000Z, not ended, 3 tool calls)',
      // Where the JSON breaks, never JSON.parse's message, which quotes the file.
      '(1 unreadable session file skipped: session_20250102T000000Z.json: not valid JSON at line 1, column 3)',
    ]);
  });

  it('lists at most ten sessions', async () => {
    for (let day = 10; day < 22; day++) {
      clock = new Date(`2025-04-${day}T00:00:00.000Z`);
      await new SessionRecorder({
        workspace: fixture.deps.workspace,
        redactor: fixture.deps.redactor,
        now: () => clock,
      }).start();
    }
    const output = await log({ action: 'list' });
    expect(output).toMatch(/^14 sessions, newest first:\n- session_20250421T000000Z /);
    expect(output.match(/^- session_/gm)).toHaveLength(10);
    expect(output).toContain('… 4 older sessions not shown');
  });

  it('reads one session by its id, with or without the prefix', async () => {
    const output = await log({ action: 'read', session_id: 'session_20250101T000000Z' });
    expect(JSON.parse(output)).toMatchObject({
      id: 'session_20250101T000000Z',
      summary: 'Found the 500 on GET /users.\nSecond line.',
    });
    expect(await log({ action: 'read', session_id: '20250101T000000Z.json' })).toBe(output);
  });

  it('says what is missing', async () => {
    expect(await log({ action: 'end' })).toMatch(/^end needs a summary/);
    expect(await log({ action: 'read' })).toMatch(/^read needs a session_id/);
    expect(await log({ action: 'read', session_id: '../config' })).toBe(
      'no session ../config; the newest are session_20250101T000000Z, session_20250201T000000Z',
    );
    expect(await filesUnder(path.join(fixture.repo.workspace, 'sessions'))).toHaveLength(4);
  });
});

describe('session_log behind symbolic links', () => {
  let outside: string;
  const OUTSIDE_RECORD = session('2025-02-02T00:00:00.000Z', { summary: 'outside summary' });
  beforeEach(async () => {
    outside = await mkdtemp(path.join(os.tmpdir(), 'falcon-outside-'));
    await writeFile(path.join(outside, 'session_20250202T000000Z.json'), OUTSIDE_RECORD);
  });
  afterEach(() => rm(outside, { recursive: true, force: true }));

  it('refuses a sessions/ folder that links out of the workspace, and writes nothing there', async () => {
    const sessions = path.join(fixture.repo.workspace, 'sessions');
    await rm(sessions, { recursive: true });
    await symlink(outside, sessions);
    const refusal =
      'sessions is a symbolic link (or inside one) that points outside .falcon/; only files inside it can be used';

    expect(await log({ action: 'start' })).toBe(`session_log start failed: ${refusal}`);
    expect(await log({ action: 'list' })).toBe(`session_log list failed: ${refusal}`);
    expect(await log({ action: 'read', session_id: 'session_20250202T000000Z' })).toBe(
      `session_log read failed: ${refusal}`,
    );
    await expect(recorder.end('the loop ends the session', 'answer')).rejects.toThrow(refusal);
    expect(await readdir(outside)).toEqual(['session_20250202T000000Z.json']);
    expect(written.all()).toEqual([]);
  });

  it('skips a session file that links out of the workspace, without showing it', async () => {
    await symlink(
      path.join(outside, 'session_20250202T000000Z.json'),
      path.join(fixture.repo.workspace, 'sessions', 'session_20250202T000000Z.json'),
    );
    const output = await log({ action: 'list' });
    expect(output).toContain(
      'session_20250202T000000Z.json: refused: sessions/session_20250202T000000Z.json is a symbolic link (or inside one) that points outside .falcon/',
    );
    expect(output).not.toContain('outside summary');
    expect(await log({ action: 'read', session_id: 'session_20250202T000000Z' })).toMatch(
      /^no session session_20250202T000000Z;/,
    );
  });
});
