/**
 * The reports artifact, uploaded by `@actions/artifact` itself to the local results service: which
 * files go in and under which paths, what is left out and said, and what uploads nothing at all.
 * How the action uses it (outputs, summary, comment, a failing service) is in doors/action.test.ts.
 */
import { jest } from '@jest/globals';
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { RunCancelled } from '../../src/core/errors.js';
import { Redactor } from '../../src/http/redact.js';
import { GitHubBudget } from '../../src/publish/github/budget.js';
import type { PublishedRun } from '../../src/publish/publisher.js';
import { reportsArtifactName, uploadReports } from '../../src/publish/reports-artifact.js';
import {
  startFakeResultsService,
  type FakeResultsService,
} from '../__fixtures__/actions-results/results-service.js';

const SECRET = 'shop-password-3141';

let results: FakeResultsService;
let scratch: string;
let root: string;
let env: Record<string, string>;
/** `@actions/artifact` reads the runner's variables from the process's environment. */
const saved = { ...process.env };

beforeAll(async () => {
  results = await startFakeResultsService();
});

afterAll(async () => {
  await results.close();
});

beforeEach(async () => {
  results.artifacts.reset();
  scratch = await mkdtemp(path.join(os.tmpdir(), 'falcon-artifact-'));
  root = path.join(scratch, 'repo');
  await mkdir(path.join(root, '.falcon/reports'), { recursive: true });
  env = {
    GITHUB_REPOSITORY: 'octo-org/octo-service',
    GITHUB_RUN_ID: '77',
    GITHUB_SERVER_URL: 'https://github.com',
    ACTIONS_RESULTS_URL: results.url,
    ACTIONS_RUNTIME_TOKEN: results.tokenFor('77'),
  };
  Object.assign(process.env, env);
  // The client's own log lines (workflow commands on stdout) are not this test's to show.
  jest.spyOn(process.stdout, 'write').mockImplementation(() => true);
});

afterEach(async () => {
  jest.restoreAllMocks();
  for (const name of Object.keys(env)) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
  await rm(scratch, { recursive: true, force: true });
});

/** A run whose outputs are these files, with `SECRET` as the secret it knows. */
function runWith(outputs: PublishedRun['outputs']): PublishedRun {
  return {
    results: [],
    gate: {} as PublishedRun['gate'],
    outputs,
    durationMs: 1,
    redactor: new Redactor([SECRET]),
    regressions: [],
    flaky: [],
  };
}

async function write(file: string, text: string): Promise<string> {
  const absolute = path.resolve(root, file);
  await mkdir(path.dirname(absolute), { recursive: true });
  await writeFile(absolute, text);
  return absolute;
}

function logged(): {
  info: string[];
  warning: string[];
  log: { info(m: string): void; warning(m: string): void };
} {
  const info: string[] = [];
  const warning: string[] = [];
  return { info, warning, log: { info: (m) => info.push(m), warning: (m) => warning.push(m) } };
}

describe('the files in the reports artifact', () => {
  it('leaves out a file holding a secret and a symbolic link, each with a warning, and uploads the rest', async () => {
    const html = await write('.falcon/reports/report.html', '<p>passed</p>\n');
    const junit = await write('.falcon/reports/junit.xml', `<testsuites><!-- ${SECRET} --></testsuites>\n`);
    const outside = await write(path.join(scratch, 'elsewhere.txt'), 'not a report\n');
    const ctrf = path.join(root, '.falcon/reports/ctrf.json');
    await symlink(outside, ctrf);
    const { warning, log } = logged();

    const artifact = await uploadReports({
      run: runWith({ html, junit, ctrf }),
      name: 'falcon-reports',
      root,
      env,
      budget: new GitHubBudget(),
      log,
    });

    expect(results.artifacts.violations).toEqual([]);
    expect(results.unrouted).toEqual([]);
    const [uploaded] = results.artifacts.uploaded();
    expect(artifact).toEqual({
      name: 'falcon-reports',
      url: `https://github.com/octo-org/octo-service/actions/runs/77/artifacts/${uploaded!.id}`,
    });
    expect([...results.artifacts.files('falcon-reports').keys()]).toEqual(['.falcon/reports/report.html']);
    expect(warning).toEqual([
      '.falcon/reports/junit.xml is left out of the reports artifact: it holds a secret value.',
      '.falcon/reports/ctrf.json is left out of the reports artifact: it is a symbolic link.',
    ]);
    expect(warning.join('\n')).not.toContain(SECRET);
  });

  it('keeps the paths under the deepest common folder when a report is outside the repository', async () => {
    const html = await write(path.join(scratch, 'out/reports/report.html'), '<p>passed</p>\n');
    const json = await write(path.join(scratch, 'out/falcon-result.json'), '{}\n');
    const { log } = logged();
    await uploadReports({
      run: runWith({ html, json }),
      name: 'falcon-reports',
      root,
      env,
      budget: new GitHubBudget(),
      log,
    });
    expect([...results.artifacts.files('falcon-reports').keys()].sort()).toEqual([
      'falcon-result.json',
      'reports/report.html',
    ]);
  });
});

describe('when nothing is uploaded', () => {
  it('asks nothing of a GitHub Enterprise Server, of a job without the results service, or once the time for GitHub is spent', async () => {
    const html = await write('.falcon/reports/report.html', '<p>passed</p>\n');
    const cases: Array<{ env: Record<string, string>; budget: GitHubBudget; said: RegExp }> = [
      {
        env: { ...env, GITHUB_SERVER_URL: 'https://github.example.com' },
        budget: new GitHubBudget(),
        said: /^The reports were not uploaded as an artifact: GitHub Enterprise Server \(github\.example\.com\) .*upload-reports: false/,
      },
      {
        env: { ...env, ACTIONS_RUNTIME_TOKEN: '' },
        budget: new GitHubBudget(),
        said: /^The reports were not uploaded as an artifact: this job has no Actions results service/,
      },
    ];
    for (const { env: given, budget, said } of cases) {
      const { warning, log } = logged();
      const artifact = await uploadReports({
        run: runWith({ html }),
        name: 'falcon-reports',
        root,
        env: given,
        budget,
        log,
      });
      expect(artifact).toBeUndefined();
      expect(warning).toEqual([expect.stringMatching(said)]);
    }

    const controller = new AbortController();
    controller.abort(new RunCancelled('SIGTERM'));
    const { info, warning, log } = logged();
    const cancelled = new GitHubBudget({ signal: controller.signal });
    expect(
      await uploadReports({
        run: runWith({ html }),
        name: 'falcon-reports',
        root,
        env,
        budget: cancelled,
        log,
      }),
    ).toBeUndefined();
    expect(info).toEqual(['The run was cancelled: the reports are not uploaded.']);
    expect(warning).toEqual([]);
    expect(results.artifacts.calls).toEqual([]);
  });
});

describe("the artifact's name", () => {
  it("is unique within the workflow run: the shard's and the attempt's are added to the name given", () => {
    expect(reportsArtifactName('falcon-reports', undefined, {})).toBe('falcon-reports');
    expect(reportsArtifactName('api', { index: 2, total: 3 }, { GITHUB_RUN_ATTEMPT: '3' })).toBe(
      'api-shard-2-of-3-attempt-3',
    );
    expect(reportsArtifactName('api', undefined, { GITHUB_RUN_ATTEMPT: '1' })).toBe('api');
  });
});
