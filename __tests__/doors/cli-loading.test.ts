/**
 * What the CLI loads: `--version` and a run whose flows pass load none of the investigation stage,
 * the model client, GitHub's clients, the Actions cache, the OpenAPI parser (without a spec) or the
 * load-phase histogram, since each costs start-up time a user waits for. The CLI runs as a process
 * from its sources with a probe recording every module it loads; a failing run shows the probe
 * sees modules loaded on demand.
 */
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sendJson, startServer, type TestServer } from '../__fixtures__/server.js';
import { makeWorkspace, type TempRepo } from '../__fixtures__/workspace.js';

const ROOT = path.resolve(import.meta.dirname, '../..');
const PROBE = path.join(ROOT, '__tests__/__fixtures__/module-probe/hooks.js');

/** Modules no run without failures needs: packages by name, sources by folder or file. */
const NOT_FOR_A_PASSING_RUN = [
  'node_modules/openai/',
  'node_modules/@octokit/',
  'node_modules/@actions/',
  'node_modules/@apidevtools/',
  'src/run/load-phase.ts',
  'src/investigate/index.ts',
  'src/investigate/agent/',
  'src/investigate/cores/',
  'src/investigate/fixes/',
  'src/publish/github/',
  'src/publish/actions.ts',
  'src/publish/history-cache.ts',
  'src/publish/merge-shards.ts',
  'src/doors/commands.ts',
  'src/store/experiences.ts',
  'src/store/insights.ts',
  'src/store/skills.ts',
];

let server: TestServer;
let repo: TempRepo | undefined;

beforeAll(async () => {
  server = await startServer((request, response) =>
    request.url === '/items/1' ? sendJson(response, 200, { id: 1 }) : sendJson(response, 500, {}),
  );
});
afterAll(() => server.close());
afterEach(async () => {
  await repo?.remove();
  repo = undefined;
});

/** Runs the CLI in a fresh workspace holding `files`; returns its exit code and the modules it loaded. */
async function loadedBy(
  args: string[],
  files: Record<string, string>,
): Promise<{ code: number; output: string; modules: string[] }> {
  repo = await makeWorkspace(files);
  const record = path.join(repo.root, 'modules.txt');
  const { code, output } = await new Promise<{ code: number; output: string }>((resolve) =>
    execFile(
      process.execPath,
      [
        '--experimental-transform-types',
        '--no-warnings',
        '--import',
        PROBE,
        path.join(ROOT, 'src/cli-main.ts'),
        ...args,
      ],
      {
        cwd: repo!.root,
        env: { PATH: process.env['PATH'] ?? '', NO_COLOR: '1', FALCON_MODULE_PROBE: record },
      },
      (error, stdout, stderr) =>
        resolve({ code: typeof error?.code === 'number' ? error.code : 0, output: `${stdout}${stderr}` }),
    ),
  );
  const modules = (await readFile(record, 'utf8'))
    .split('\n')
    .filter((url) => url.startsWith('file:'))
    .map((url) => shown(new URL(url).pathname));
  return { code, output, modules };
}

/** A package's file as `node_modules/<package>/…` (the install may be linked from elsewhere), a source file relative to the root. */
function shown(file: string): string {
  const inPackage = file.lastIndexOf('/node_modules/');
  return inPackage === -1 ? path.relative(ROOT, file) : file.slice(inPackage + 1);
}

const among = (modules: readonly string[], prefixes: readonly string[]): string[] =>
  modules.filter((module) => prefixes.some((prefix) => module.startsWith(prefix)));

const step = (id: number) =>
  `  - request: { path: /items/${id} }\n    expect: { status: 200, body: [{ path: $.id, eq: ${id} }] }\n`;

describe('what the CLI loads', () => {
  it('answers --version from its entry alone: no package and no stage', async () => {
    const { code, output, modules } = await loadedBy(['--version'], {});
    expect(code).toBe(0);
    expect(output.trim()).toMatch(/^\d+\.\d+\.\d+$/);
    expect(among(modules, ['node_modules/'])).toEqual([]);
    expect(
      among(modules, [
        'src/pipeline.ts',
        'src/workspace/',
        'src/run/',
        'src/store/database.ts',
        'src/store/history.ts',
        'src/investigate/',
      ]),
    ).toEqual([]);
  }, 60_000);

  it('runs passing flows without loading the agent, the model client, GitHub or the spec parser', async () => {
    const { code, output, modules } = await loadedBy(
      ['run', '--base-url', server.url, '--history', 'off', '--junit', 'off'],
      { 'flows/smoke_item.yaml': `steps:\n${step(1)}` },
    );
    expect(output).toContain('Gate passed');
    expect(code).toBe(0);
    expect(modules).toContain('src/run/runner.ts');
    expect(among(modules, NOT_FOR_A_PASSING_RUN)).toEqual([]);
  }, 60_000);

  it('loads the investigation stage and the model client when a flow fails', async () => {
    const { code, output, modules } = await loadedBy(
      ['run', '--base-url', server.url, '--history', 'off', '--junit', 'off', '--agent', 'off'],
      { 'flows/smoke_item.yaml': `steps:\n${step(2)}` },
    );
    expect(output).toContain('Gate failed');
    expect(code).toBe(1);
    expect(modules).toContain('src/investigate/index.ts');
    expect(among(modules, ['node_modules/openai/'])).not.toEqual([]);
  }, 60_000);
});
