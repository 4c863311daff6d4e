/**
 * The CLI as a shell sees it: results on stdout (JSON with `--json -`), warnings and progress on
 * stderr, help per command, "did you mean", colours as NO_COLOR and FORCE_COLOR say, completion
 * scripts a shell runs, the model key kept off the command line, and `--last-failed`.
 */
import { execFileSync } from 'node:child_process';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { runCli } from '../__fixtures__/cli-process.js';
import { forever, startScriptedModel, type ScriptedModel } from '../__fixtures__/openai/scripted-model.js';
import { sendJson, startServer, type TestServer } from '../__fixtures__/server.js';
import { makeWorkspace, USERS_SPEC, type TempRepo } from '../__fixtures__/workspace.js';

let server: TestServer;
let repo: TempRepo;
let broken = false;

beforeAll(async () => {
  server = await startServer((request, response) => {
    if (request.url === '/health') return sendJson(response, broken ? 500 : 200, { ok: !broken });
    if (request.url?.startsWith('/users'))
      return sendJson(response, 200, { items: [{ id: 1, name: 'Ada' }] });
    sendJson(response, 404, {});
  });
});
afterAll(() => server.close());
beforeEach(async () => {
  broken = false;
  server.requests.length = 0;
  repo = await makeWorkspace({
    'spec.yaml': USERS_SPEC,
    'flows/contract_users.yaml':
      'steps:\n  - operation: listUsers\n    expect: { status: 200, schema: spec }\n',
    'flows/smoke_health.yaml': 'steps:\n  - request: { path: /health }\n    expect: { status: 200 }\n',
  });
});
afterEach(() => repo.remove());

const falcon = (args: string[], env?: Record<string, string>) => runCli(args, { cwd: repo.root, env });

describe('stdout as a stream', () => {
  it('run --json - puts the whole result on stdout and everything else on stderr', async () => {
    const run = await falcon(['run', '--base-url', server.url, '--json', '-']);
    expect(run.code).toBe(0);
    const result = JSON.parse(run.stdout);
    expect(result).toMatchObject({ version: 1, verdict: 'pass', summary: { flows: 2, passed: 2 } });
    expect(run.stderr).toMatch(/✓ contract +users/);
    expect(run.stderr).toMatch(/Gate passed/);
  });

  it('keeps warnings and progress off stdout', async () => {
    await rm(path.join(repo.workspace, 'spec.yaml'));
    const run = await falcon(['run', '--base-url', server.url, '--types', 'smoke']);
    expect(run.stderr).toMatch(/^warning: no OpenAPI spec/m);
    expect(run.stderr).toMatch(/Running 1 flows…/);
    expect(run.stdout).not.toMatch(/warning|Running/);
    expect(run.stdout).toMatch(/Gate passed/);
  });

  it('validate --json - says valid with the flows, or lists every problem with its place and exits 2', async () => {
    const valid = await falcon(['validate', '--json', '-']);
    expect(valid.code).toBe(0);
    expect(JSON.parse(valid.stdout)).toMatchObject({
      valid: true,
      flows: [
        { file: '.falcon/flows/contract_users.yaml', type: 'contract' },
        { file: '.falcon/flows/smoke_health.yaml', type: 'smoke' },
      ],
      spec: { operations: 3 },
    });
    await writeFile(
      path.join(repo.workspace, 'flows/smoke_broken.yaml'),
      'steps:\n  - request: { path: /x }\n    expct: {}\n',
    );
    const invalid = await falcon(['validate', '--json', '-']);
    expect(invalid.code).toBe(2);
    expect(JSON.parse(invalid.stdout)).toEqual({
      valid: false,
      errors: [
        expect.objectContaining({
          file: '.falcon/flows/smoke_broken.yaml',
          line: 3,
          column: 5,
          message: expect.stringMatching(/expct/),
        }),
      ],
    });
  });

  it('history, coverage and insights --json - give their data; coverage reads what the run measured', async () => {
    expect((await falcon(['run', '--base-url', server.url])).code).toBe(0);
    const history = JSON.parse((await falcon(['history', '--json', '-'])).stdout);
    expect(history.runs).toEqual([
      expect.objectContaining({
        id: 1,
        verdict: 'pass',
        flows: 2,
        failed: 0,
        started_at: expect.any(String),
      }),
    ]);
    const one = JSON.parse((await falcon(['history', '1', '--json', '-'])).stdout);
    expect(one.flow_runs.map((flow: { file: string }) => flow.file)).toEqual([
      '.falcon/flows/contract_users.yaml',
      '.falcon/flows/smoke_health.yaml',
    ]);

    const coverage = await falcon(['coverage', '--json', '-']);
    expect(coverage.code).toBe(0);
    expect(JSON.parse(coverage.stdout)).toMatchObject({
      run: 1,
      operations: { documented: 3, exercised: 1 },
    });
    const text = await falcon(['coverage']);
    expect(text.stdout).toMatch(/^Run #1: 1 of 3 operations \(33\.3%\)/);
    expect(text.stdout).toMatch(/^✓ GET \/users {2}✓200 ·400$/m);

    const insights = JSON.parse((await falcon(['insights', '--json', '-'])).stdout);
    expect(insights).toEqual({ selection: [], patterns: [], costs: [] });
  });
});

describe('help and mistakes', () => {
  it('gives each command its own help, and the commands in the global one', async () => {
    const run = await falcon(['run', '--help']);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^Usage: falcon run \[options\]/);
    expect(run.stdout).toMatch(/--gate <types>/);
    expect(run.stdout).toMatch(/--last-failed/);
    expect(run.stdout).not.toMatch(/--spec|--force/);
    const init = await falcon(['init', '--help']);
    expect(init.stdout).toMatch(/--spec <file\|url>/);
    expect(init.stdout).not.toMatch(/--gate/);
    const all = await falcon(['--help']);
    for (const command of ['init', 'run', 'merge', 'validate', 'history', 'coverage', 'completion']) {
      expect(all.stdout).toMatch(new RegExp(`^  ${command} +\\S`, 'm'));
    }
    // The key is never recommended on the command line.
    expect(`${run.stdout}${all.stdout}`).not.toMatch(/--llm-api-key </);
    expect(run.stdout).toMatch(/--llm-api-key-file <file>/);
    expect(run.stdout).toMatch(/FALCON_LLM_API_KEY/);
  });

  it('suggests the flag or command meant, and exits 2', async () => {
    const flag = await falcon(['run', '--gat', 'smoke']);
    expect(flag.code).toBe(2);
    expect(flag.stderr).toBe(
      "falcon: unknown option '--gat'; did you mean '--gate'? (run 'falcon run --help' for the options)\n",
    );
    const command = await falcon(['rnu']);
    expect(command.code).toBe(2);
    expect(command.stderr).toMatch(/unknown command 'rnu'; did you mean 'run'\?/);
    const misplaced = await falcon(['history', '--gate', 'smoke']);
    expect(misplaced.stderr).toMatch(
      /--gate is not an option of 'falcon history'; it belongs to falcon run, falcon merge/,
    );
  });
});

describe('colours', () => {
  // eslint-disable-next-line no-control-regex -- an ANSI colour code is what is looked for
  const coloured = /\u001b\[\d+m/;
  it('follows FORCE_COLOR and NO_COLOR off a terminal', async () => {
    const args = ['run', '--base-url', server.url, '--types', 'smoke', '--history', 'off'];
    expect((await falcon(args, { FORCE_COLOR: '1' })).stdout).toMatch(coloured);
    expect((await falcon(args, {})).stdout).not.toMatch(coloured);
    expect((await falcon(args, { FORCE_COLOR: '0' })).stdout).not.toMatch(coloured);
    expect((await falcon(args, { FORCE_COLOR: 'false' })).stdout).not.toMatch(coloured);
    expect((await falcon([...args, '--no-color'], { FORCE_COLOR: '1' })).stdout).not.toMatch(coloured);
  });
});

describe('shell completion', () => {
  it('completes commands, flags and their values in bash', async () => {
    const script = (await falcon(['completion', 'bash'])).stdout;
    const complete = (words: string[]): string =>
      execFileSync(
        'bash',
        [
          '-c',
          `eval "$(cat)"; COMP_WORDS=(${words.map((word) => `'${word}'`).join(' ')}); COMP_CWORD=${words.length - 1}; _falcon; echo "\${COMPREPLY[*]}"`,
        ],
        { input: script, encoding: 'utf8' },
      ).trim();
    expect(complete(['falcon', 'hi'])).toBe('history');
    expect(complete(['falcon', 'run', '--ga'])).toBe('--gate');
    expect(complete(['falcon', 'init', '--sp'])).toBe('--spec');
    expect(complete(['falcon', 'run', '--agent', ''])).toBe('off auto on');
    expect(complete(['falcon', 'completion', 'f'])).toBe('fish');
  });

  it('writes a zsh and a fish script naming every command and flag', async () => {
    for (const shell of ['zsh', 'fish']) {
      const script = (await falcon(['completion', shell])).stdout;
      for (const name of [
        'history',
        'coverage',
        'completion',
        '--gate',
        '--last-failed',
        '--llm-api-key-file',
      ])
        expect(script).toContain(shell === 'fish' && name.startsWith('--') ? `-l ${name.slice(2)}` : name);
      expect(script).not.toMatch(/llm-api-key[^-]/);
    }
    expect((await falcon(['completion', 'tcsh'])).code).toBe(2);
  });
});

describe('the model key', () => {
  let model: ScriptedModel;
  beforeAll(async () => {
    model = await startScriptedModel(forever({ reply: { content: 'The health check answers 500.' } }));
  });
  afterAll(() => model.close());
  beforeEach(() => {
    model.requests.length = 0;
    broken = true;
  });

  const agentRun = (extra: string[], env: Record<string, string> = { NO_COLOR: '1' }) =>
    falcon(
      [
        'run',
        '--base-url',
        server.url,
        '--types',
        'smoke',
        '--history',
        'off',
        '--agent',
        'on',
        '--core',
        'freeform',
        '--llm-base-url',
        model.url,
        '--model',
        'm',
        ...extra,
      ],
      env,
    );
  const sentKey = (): unknown => model.requests[0]?.headers['authorization'];

  it('is read from --llm-api-key-file or FALCON_LLM_API_KEY, and never echoed', async () => {
    await writeFile(path.join(repo.root, 'key.txt'), 'sk-from-file\n');
    const fromFile = await agentRun(['--llm-api-key-file', 'key.txt']);
    expect(fromFile.code).toBe(1);
    expect(sentKey()).toBe('Bearer sk-from-file');
    expect(`${fromFile.stdout}${fromFile.stderr}`).not.toContain('sk-from-file');

    model.requests.length = 0;
    const fromEnv = await agentRun([], { NO_COLOR: '1', FALCON_LLM_API_KEY: 'sk-from-env' });
    expect(sentKey()).toBe('Bearer sk-from-env');
    expect(fromEnv.stderr).not.toMatch(/warning: --llm-api-key/);
  });

  it('still takes --llm-api-key, warning that other processes can read it', async () => {
    const run = await agentRun(['--llm-api-key', 'sk-on-the-command-line']);
    expect(sentKey()).toBe('Bearer sk-on-the-command-line');
    expect(run.stderr).toMatch(
      /warning: --llm-api-key puts the key where every process of this machine can read it .*FALCON_LLM_API_KEY or use --llm-api-key-file/,
    );
  });

  it('stops with exit 2 when the key file cannot be read, before any request', async () => {
    const run = await agentRun(['--llm-api-key-file', 'missing.txt']);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/--llm-api-key-file: cannot read missing\.txt \(ENOENT\)/);
    expect(server.requests).toEqual([]);
  });
});

describe('--last-failed', () => {
  it('runs only the flows that did not pass in the newest run, and the summary says how', async () => {
    broken = true;
    const first = await falcon(['run', '--base-url', server.url]);
    expect(first.code).toBe(1);
    expect(first.stdout).toMatch(/^rerun what failed: falcon run --last-failed$/m);

    broken = false;
    server.requests.length = 0;
    const again = await falcon(['run', '--base-url', server.url, '--last-failed']);
    expect(again.code).toBe(0);
    expect(server.requests.map((request) => request.url)).toEqual(['/health']);
    expect(again.stdout).toMatch(/1 passed, 0 failed, 1 flows/);

    // Nothing failed last time: every flow runs, and it says so.
    server.requests.length = 0;
    const all = await falcon(['run', '--base-url', server.url, '--last-failed']);
    expect(all.stderr).toMatch(
      /--last-failed: no flow of this workspace failed in run #2, so every flow runs/,
    );
    expect(server.requests).toHaveLength(2);
  });

  it('names the flows to run again when there is no history', async () => {
    broken = true;
    const run = await falcon(['run', '--base-url', server.url, '--history', 'off']);
    expect(run.stdout).toMatch(/^rerun what failed: falcon run --flows 'smoke_health\.yaml'$/m);
    const refused = await falcon(['run', '--history', 'off', '--last-failed']);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(/--last-failed: the run history is off/);
  });
});
