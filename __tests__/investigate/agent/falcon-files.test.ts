import { mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PathRefusedError } from '../../../src/repo/safe-path.js';
import {
  classifyWrite,
  exampleReportName,
  reportNameProblems,
} from '../../../src/investigate/agent/falcon-files/rules.js';
import { notValidJson, parseMemory, readMemory } from '../../../src/investigate/agent/falcon-files/memory.js';
import { redactForStorage, writeFileAtomic } from '../../../src/investigate/agent/falcon-files/storage.js';
import { resolveFalconPath } from '../../../src/investigate/agent/falcon-files/paths.js';
import { WrittenFiles } from '../../../src/investigate/agent/falcon-files/written.js';
import { Redactor } from '../../../src/http/redact.js';
import {
  filesUnder,
  falconFixture,
  NOW,
  type FalconFixture,
} from '../../__fixtures__/agent/falcon-harness.js';

let fixture: FalconFixture;
beforeEach(async () => {
  fixture = await falconFixture({ 'falcon.md': '# x\n', 'config.yaml': 'api_name: Users API\n' });
});
afterEach(() => fixture.repo.remove());

describe('resolveFalconPath', () => {
  it('resolves workspace-relative paths, also when they start with the workspace folder', async () => {
    const plain = await resolveFalconPath(fixture.deps.workspace, 'reports/a.md');
    const prefixed = await resolveFalconPath(fixture.deps.workspace, './.falcon/reports/a.md');
    expect(plain).toEqual(prefixed);
    expect(plain).toMatchObject({ relative: 'reports/a.md', display: '.falcon/reports/a.md' });
  });

  it.each([
    ['../src/app.ts', /outside \.falcon\//],
    ['/etc/passwd', /outside \.falcon\//],
    ['flows/../../package.json', /outside \.falcon\//],
    ['environments/.env', /environment file/],
  ])('refuses %s', async (given, reason) => {
    await expect(resolveFalconPath(fixture.deps.workspace, given)).rejects.toThrow(PathRefusedError);
    await expect(resolveFalconPath(fixture.deps.workspace, given)).rejects.toThrow(reason);
  });

  it('refuses a symlink inside the workspace that leads out of it', async () => {
    await writeFile(path.join(fixture.repo.root, 'outside.txt'), 'x');
    await symlink(path.join(fixture.repo.root, 'outside.txt'), path.join(fixture.repo.workspace, 'link.md'));
    await expect(resolveFalconPath(fixture.deps.workspace, 'link.md')).rejects.toThrow(/outside/);
  });
});

describe('report names', () => {
  const example = 'contract_report_users-api_20250304T050607Z.md';

  it('builds the example from the API name and the clock', () => {
    expect(exampleReportName(fixture.deps.workspace, NOW)).toBe(example);
  });

  it.each([
    'contract_report_users-api_20250304T050607Z.md',
    'smoke_report_api_20250304.md',
    'performance_report_shop2_20250304_050607.md',
    'security_report_x_20250304-050607.md',
  ])('accepts %s', (name) => {
    expect(reportNameProblems(name, example)).toEqual([]);
  });

  it.each([
    ['report.md', /does not start with <type>_report_/],
    ['contarct_report_api_20250304.md', /'contarct' is not a testing type \(did you mean 'contract'\?\)/],
    ['Smoke_report_api_20250304.md', /upper-case/],
    ['smoke_report_api_20250304.txt', /does not end in \.md/],
    ['smoke_report_api_yesterday.md', /_<api-name>_<timestamp>\.md/],
    ['smoke_report_users_api_20250304.md', /_<api-name>_<timestamp>\.md/],
    ['old/smoke_report_api_20250304.md', /flat/],
  ])('refuses %s, showing the expected shape', (name, reason) => {
    const reasons = reportNameProblems(name, example);
    expect(reasons.join('\n')).toMatch(reason);
    expect(reasons.every((text) => text.includes(example))).toBe(true);
  });

  it('lets the agent write only its own kinds of files', () => {
    expect(classifyWrite('falcon.md', example)).toEqual({ kind: 'knowledge' });
    expect(classifyWrite('memory.json', example)).toEqual({ kind: 'memory' });
    expect(classifyWrite('flows/smoke_new.yaml', example)).toEqual({ kind: 'flow' });
    expect(classifyWrite(`reports/${example}`, example)).toEqual({ kind: 'report' });
    expect(classifyWrite('config.yaml', example)).toEqual({
      refused: [expect.stringMatching(/not one of the agent's outputs/)],
    });
    expect(classifyWrite('sessions/session_1.json', example)).toEqual({
      refused: [expect.stringMatching(/session_log/)],
    });
    expect(classifyWrite('flows/sub/smoke_x.yaml', example)).toEqual({
      refused: [expect.stringMatching(/flat/)],
    });
    expect(classifyWrite('flows/smoke_x.json', example)).toEqual({
      refused: [expect.stringMatching(/\.yaml/)],
    });
  });
});

describe('writeFileAtomic', () => {
  it('creates missing folders and replaces a file whole', async () => {
    const file = path.join(fixture.repo.workspace, 'reports', 'a.md');
    await writeFileAtomic(file, 'first');
    await writeFileAtomic(file, 'second');
    expect(await readFile(file, 'utf8')).toBe('second');
    expect(await filesUnder(path.dirname(file))).toEqual(['a.md']);
  });

  it('leaves neither the target nor a temporary file behind when the rename fails', async () => {
    const target = path.join(fixture.repo.workspace, 'taken');
    await mkdir(path.join(target, 'inside'), { recursive: true });
    await writeFile(path.join(target, 'inside', 'keep.txt'), 'x');
    await expect(writeFileAtomic(target, 'content')).rejects.toThrow();
    expect(await filesUnder(fixture.repo.workspace)).toEqual([
      'config.yaml',
      'falcon.md',
      'taken/inside/keep.txt',
    ]);
  });
});

describe('parseMemory', () => {
  it('reads the facts', () => {
    const fact = { key: 'k', value: 'v', source: 'agent', updated_at: NOW.toISOString() };
    expect(parseMemory(JSON.stringify({ facts: [fact] }), 'memory.json')).toEqual({
      memory: { facts: [fact] },
    });
  });

  it('lists every problem, with the place of a syntax error', () => {
    expect(parseMemory('{\n  "facts": [,]\n}', 'm.json')).toEqual({
      reasons: ['m.json is not valid JSON at line 2, column 13'],
    });
    const result = parseMemory(
      JSON.stringify({
        facts: [{ key: 'a' }, 'text', { key: 'b', value: 'v', source: 's', updated_at: 'never' }],
        notes: 1,
      }),
      'm.json',
    );
    expect(result).toEqual({
      reasons: [
        'm.json has unknown keys "notes": only "facts" is kept',
        'facts[0] needs non-empty text in "value", "source", "updated_at"',
        'facts[1] must be an object with key, value, source, updated_at',
        'facts[2].updated_at is not an ISO 8601 date-time (e.g. 2025-01-01T12:00:00.000Z)',
      ],
    });
  });
});

describe('notValidJson', () => {
  it('gives the place of the error and nothing of the text', () => {
    expect(notValidJson('x.json', 'TOKEN=s3cr3t-value')).toBe('x.json is not valid JSON at line 1, column 1');
    expect(notValidJson('x.json', '{"a": 1}\n{"b": "s3cr3t"}')).toBe(
      'x.json is not valid JSON at line 2, column 1',
    );
  });
});

describe('readMemory', () => {
  it('refuses a memory.json that links out of the workspace', async () => {
    const outside = await mkdtemp(path.join(os.tmpdir(), 'falcon-outside-'));
    try {
      await writeFile(path.join(outside, 'facts.json'), '{"facts": []}');
      await symlink(path.join(outside, 'facts.json'), path.join(fixture.repo.workspace, 'memory.json'));
      await expect(readMemory(fixture.deps.workspace)).rejects.toThrow(PathRefusedError);
      await expect(readMemory(fixture.deps.workspace)).rejects.toThrow(
        /^memory\.json is a symbolic link \(or inside one\) that points outside \.falcon\//,
      );
    } finally {
      await rm(outside, { recursive: true, force: true });
    }
  });

  it('reads an absent memory.json as an empty memory', async () => {
    expect(await readMemory(fixture.deps.workspace)).toEqual({ memory: { facts: [] } });
  });
});

describe('redactForStorage', () => {
  it('masks the run’s secrets and credentials by their look', () => {
    const redactor = new Redactor(['hunter2-secret']);
    const text = [
      'password hunter2-secret',
      'Authorization: Bearer abcdefghijklmnop',
      'token eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjMifQ.c2lnbmF0dXJl',
      'key AKIAABCDEFGHIJKLMNOP',
      'a plain sentence about tokens stays',
    ].join('\n');
    expect(redactForStorage(redactor, text)).toBe(
      [
        'password ***',
        'Authorization: Bearer ***',
        'token ***',
        'key ***',
        'a plain sentence about tokens stays',
      ].join('\n'),
    );
  });
});

describe('WrittenFiles', () => {
  it('lists the reports written, once each, in the order of their latest write', () => {
    const written = new WrittenFiles();
    written.record({ kind: 'report', path: '.falcon/reports/a.md', absolute: '/r/a.md' });
    written.record({ kind: 'knowledge', path: '.falcon/falcon.md', absolute: '/r/falcon.md' });
    written.record({ kind: 'report', path: '.falcon/reports/b.md', absolute: '/r/b.md' });
    written.record({ kind: 'report', path: '.falcon/reports/a.md', absolute: '/r/a.md' });
    expect(written.reports()).toEqual(['.falcon/reports/b.md', '.falcon/reports/a.md']);
    written.forget('/r/b.md');
    expect(written.reports()).toEqual(['.falcon/reports/a.md']);
    expect(written.has('/r/falcon.md')).toBe(true);
  });
});
