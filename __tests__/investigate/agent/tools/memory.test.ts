import { mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createMemoryTool, withSection } from '../../../../src/investigate/agent/tools/memory.js';
import type { Tool } from '../../../../src/investigate/agent/types.js';
import { MAX_MEMORY_FACTS, type MemoryFact } from '../../../../src/investigate/agent/falcon-files/memory.js';
import { WrittenFiles } from '../../../../src/investigate/agent/falcon-files/written.js';
import {
  call,
  FALCON_MD,
  falconFixture,
  filesUnder,
  type FalconFixture,
} from '../../../__fixtures__/agent/falcon-harness.js';

const SECRET = 'tok-9f8e7d6c5b4a';

let fixture: FalconFixture;
let written: WrittenFiles;
let tool: Tool;
let clock: Date;
async function setUp(files: Record<string, string>): Promise<void> {
  clock = new Date('2025-03-04T05:00:00.000Z');
  fixture = await falconFixture(files, { secrets: [SECRET], now: () => clock });
  written = new WrittenFiles();
  tool = createMemoryTool(fixture.deps, { written });
}
afterEach(() => fixture.repo.remove());

const memory = (args: Record<string, unknown>): Promise<string> => call(tool, args, fixture.context);
const memoryFile = async (): Promise<{ facts: MemoryFact[] }> =>
  JSON.parse(await readFile(path.join(fixture.repo.workspace, 'memory.json'), 'utf8')) as {
    facts: MemoryFact[];
  };
const later = (minutes: number): void => {
  clock = new Date(clock.getTime() + minutes * 60_000);
};

describe('memory facts', () => {
  beforeEach(() => setUp({}));

  it('saves facts and recalls them by key, by words, and newest first', async () => {
    expect(await memory({ action: 'recall' })).toBe('memory is empty: no facts were saved in earlier runs');
    expect(
      await memory({ action: 'save', key: 'auth.scheme', value: 'Bearer tokens from POST /login' }),
    ).toBe('saved "auth.scheme"');
    later(1);
    await memory({ action: 'save', key: 'users.pagination', value: 'limit is capped at 50' });

    expect(await memory({ action: 'recall', key: 'AUTH.scheme' })).toBe(
      '- auth.scheme: Bearer tokens from POST /login (agent, 2025-03-04T05:00:00.000Z)',
    );
    expect(await memory({ action: 'recall', query: 'limit capped' })).toBe(
      '1 fact for "limit capped", best first:\n- users.pagination: limit is capped at 50 (agent, 2025-03-04T05:01:00.000Z)',
    );
    expect(await memory({ action: 'recall' })).toMatch(
      /^2 facts in memory, newest first:\n- users\.pagination.*\n- auth\.scheme/,
    );
    expect(await memory({ action: 'recall', query: 'graphql' })).toBe(
      'no fact mentions "graphql" (2 facts in memory)',
    );
    expect(await memory({ action: 'recall', key: 'users' })).toMatch(
      /^no fact with key "users"; related:\n- users\.pagination/,
    );
    expect(written.all()).toEqual([expect.objectContaining({ kind: 'memory', path: '.falcon/memory.json' })]);
  });

  it('keeps one fact per key, the newest', async () => {
    await memory({ action: 'save', key: 'users.limit', value: 'at most 100' });
    later(5);
    expect(await memory({ action: 'save', key: 'Users.Limit', value: 'at most 50' })).toBe(
      'saved "Users.Limit" (replaced the value saved 2025-03-04T05:00:00.000Z)',
    );
    expect((await memoryFile()).facts).toEqual([
      { key: 'Users.Limit', value: 'at most 50', source: 'agent', updated_at: '2025-03-04T05:05:00.000Z' },
    ]);
  });

  it('never stores a secret', async () => {
    const output = await memory({
      action: 'save',
      key: 'login',
      value: `POST /login returns ${SECRET}; send it as Bearer abcdefghijkl1234`,
    });
    expect(output).toBe('saved "login" (secrets were masked with ***)');
    const text = await readFile(path.join(fixture.repo.workspace, 'memory.json'), 'utf8');
    expect(text).not.toContain(SECRET);
    expect(text).not.toContain('abcdefghijkl1234');
    expect((await memoryFile()).facts[0]!.value).toBe('POST /login returns ***; send it as Bearer ***');
    expect(await memory({ action: 'save', key: 'token', value: SECRET })).toMatch(/nothing but a secret/);
  });

  it('asks for what save needs', async () => {
    expect(await memory({ action: 'save', key: 'k' })).toMatch(/^save needs value/);
    expect(await memory({ action: 'save', key: 'k', value: 'x'.repeat(2_001) })).toMatch(
      /keep facts under 2000/,
    );
    expect(await filesUnder(fixture.repo.root)).toEqual([]);
  });
});

describe('memory limits and broken files', () => {
  it(`keeps at most ${MAX_MEMORY_FACTS} facts, dropping the oldest`, async () => {
    const facts = Array.from({ length: MAX_MEMORY_FACTS }, (_, index) => ({
      key: `fact.${index}`,
      value: `value ${index}`,
      source: 'agent',
      updated_at: new Date(Date.UTC(2024, 0, 1, 0, index)).toISOString(),
    }));
    await setUp({ 'memory.json': JSON.stringify({ facts }) });
    expect(await memory({ action: 'save', key: 'new', value: 'fresh' })).toBe(
      `saved "new" (dropped the 1 oldest fact (at most ${MAX_MEMORY_FACTS} are kept))`,
    );
    const kept = (await memoryFile()).facts;
    expect(kept).toHaveLength(MAX_MEMORY_FACTS);
    expect(kept[0]!.key).toBe('new');
    expect(kept.map((fact) => fact.key)).not.toContain('fact.0');
    expect(await memory({ action: 'recall' })).toMatch(
      /^200 facts in memory \(the newest 20; recall by key or query for others\)/,
    );
  });

  it('leaves a broken memory.json alone and says how to repair it', async () => {
    await setUp({ 'memory.json': '{"facts": [' });
    const output = await memory({ action: 'save', key: 'k', value: 'v' });
    expect(output).toMatch(
      /^\.falcon\/memory\.json cannot be used:\n- \.falcon\/memory\.json is not valid JSON at line 1/,
    );
    expect(output).toMatch(/rewrite it whole with falcon_write/);
    expect(await readFile(path.join(fixture.repo.workspace, 'memory.json'), 'utf8')).toBe('{"facts": [');
  });

  it('says where memory.json stops being JSON, never what it holds', async () => {
    await setUp({ 'memory.json': '{"facts": []}\nDB_PASSWORD=hunter2-outside' });
    const output = await memory({ action: 'recall' });
    expect(output.split('\n')[1]).toBe('- .falcon/memory.json is not valid JSON at line 2, column 1');
    expect(output).not.toMatch(/DB_PASSWORD|hunter2/);
  });
});

describe('memory behind symbolic links', () => {
  let outside: string;
  beforeEach(async () => {
    outside = await mkdtemp(path.join(os.tmpdir(), 'falcon-outside-'));
  });
  afterEach(() => rm(outside, { recursive: true, force: true }));

  it('refuses a falcon.md that links out of the workspace, and writes nothing there', async () => {
    // A valid knowledge base, so only the link check stands between the update and the file.
    const target = path.join(outside, 'notes.md');
    await writeFile(target, FALCON_MD);
    await setUp({});
    await symlink(target, path.join(fixture.repo.workspace, 'falcon.md'));

    const output = await memory({
      action: 'update_knowledge',
      section: 'Known Endpoints',
      content: '- GET /orders: lists orders',
      mode: 'append',
    });

    expect(output).toBe(
      'memory update_knowledge refused: falcon.md is a symbolic link (or inside one) that points outside .falcon/; only files inside it can be used',
    );
    expect(await readFile(target, 'utf8')).toBe(FALCON_MD);
    expect(await readdir(outside)).toEqual(['notes.md']);
    expect(written.all()).toEqual([]);
  });

  it('refuses a memory.json that links out of the workspace, for recall and save', async () => {
    const target = path.join(outside, 'facts.json');
    const facts = JSON.stringify({
      facts: [{ key: 'k', value: 'outside value', source: 'user', updated_at: '2025-01-01T00:00:00Z' }],
    });
    await writeFile(target, facts);
    await setUp({});
    await symlink(target, path.join(fixture.repo.workspace, 'memory.json'));

    const recalled = await memory({ action: 'recall' });
    expect(recalled).toMatch(/^memory recall refused: memory\.json is a symbolic link .* outside \.falcon\//);
    expect(recalled).not.toContain('outside value');
    expect(await memory({ action: 'save', key: 'k2', value: 'v2' })).toMatch(
      /^memory save refused: memory\.json is a symbolic link/,
    );
    expect(await readFile(target, 'utf8')).toBe(facts);
    expect(await readdir(outside)).toEqual(['facts.json']);
  });
});

describe('memory update_knowledge', () => {
  const falconMd = (): Promise<string> => readFile(path.join(fixture.repo.workspace, 'falcon.md'), 'utf8');

  it('replaces a section and keeps the rest', async () => {
    await setUp({ 'falcon.md': FALCON_MD });
    const output = await memory({
      action: 'update_knowledge',
      section: '# Base URLs',
      content: '- staging: https://staging.example.test\n- production: https://api.example.test',
    });
    expect(output).toMatch(/^replaced section '# Base URLs' in \.falcon\/falcon\.md \(now .*\)\.$/);
    expect(await falconMd()).toBe(
      FALCON_MD.replace(
        '- staging: https://staging.example.test\n',
        '- staging: https://staging.example.test\n- production: https://api.example.test\n',
      ),
    );
    expect(written.all()).toEqual([
      expect.objectContaining({ kind: 'knowledge', path: '.falcon/falcon.md' }),
    ]);
  });

  it('appends to a section, or adds a new one at the end', async () => {
    await setUp({ 'falcon.md': FALCON_MD });
    await memory({
      action: 'update_knowledge',
      section: 'Known Endpoints',
      content: '- POST /users: needs a bearer token',
      mode: 'append',
    });
    await memory({
      action: 'update_knowledge',
      section: 'Errors',
      content: `Errors are {"error": "..."}; token ${SECRET} was refused`,
    });
    expect(await falconMd()).toBe(
      `${FALCON_MD}\n- POST /users: needs a bearer token\n\n# Errors\n\nErrors are {"error": "..."}; token *** was refused\n`,
    );
  });

  it('refuses an update that would break ValidateFalconMD, with the reasons', async () => {
    await setUp({ 'falcon.md': FALCON_MD });
    const output = await memory({
      action: 'update_knowledge',
      section: 'Known Endpoints',
      content: '- GET /users',
    });
    expect(output.split('\n')).toEqual([
      '.falcon/falcon.md was not changed: with this update it would fail ValidateFalconMD:',
      expect.stringMatching(/^- falcon\.md is too short \(\d+ bytes, more than 200 needed\)/),
      'Fix the content (or update the other section first) and call again.',
    ]);
    expect(await falconMd()).toBe(FALCON_MD);
  });

  it('cannot build falcon.md from one section, and says to write it whole', async () => {
    await setUp({});
    const output = await memory({
      action: 'update_knowledge',
      section: 'Base URLs',
      content: '- https://api.example.test',
    });
    expect(output).toMatch(/no '# Known Endpoints' section/);
    expect(output).toMatch(/does not exist yet: write it whole with falcon_write/);
    expect(await filesUnder(fixture.repo.root)).toEqual([]);
  });
});

describe('withSection', () => {
  it('ends a section at the next heading of its level or higher, ignoring headings in code', () => {
    const document = '# A\n\nold\n\n```\n# not a heading\n```\n\n## A.1\n\nsub\n\n# B\n\nb\n';
    expect(withSection(document, 'A', 'new', 'replace').text).toBe('# A\n\nnew\n\n# B\n\nb\n');
    expect(withSection(document, 'a.1', 'changed', 'replace').text).toBe(
      '# A\n\nold\n\n```\n# not a heading\n```\n\n## A.1\n\nchanged\n\n# B\n\nb\n',
    );
    expect(withSection('# A\n\nx\n', 'not a heading', 'y', 'replace').text).toBe(
      '# A\n\nx\n\n# not a heading\n\ny\n',
    );
  });
});

describe('memory refusals', () => {
  beforeEach(() => setUp({}));

  it('asks for section and content', async () => {
    expect(await memory({ action: 'update_knowledge' })).toMatch(
      /^update_knowledge needs section and content/,
    );
  });

  it('rejects an unknown action through its schema', async () => {
    await expect(memory({ action: 'forget' })).rejects.toThrow(/action/);
  });

  it('recalls from a hand-written memory.json after it is fixed', async () => {
    await writeFile(
      path.join(fixture.repo.workspace, 'memory.json'),
      JSON.stringify({
        facts: [{ key: 'k', value: 'v', source: 'user', updated_at: '2025-01-01T00:00:00Z' }],
      }),
    );
    expect(await memory({ action: 'recall', key: 'k' })).toBe('- k: v (user, 2025-01-01T00:00:00Z)');
  });
});
