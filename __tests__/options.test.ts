import path from 'node:path';
import { InputErrors } from '../src/core/errors.js';
import { resolveOptions, splitList, withConfigDefaults, type RawOptions } from '../src/options.js';
import { parseDuration } from '../src/util/duration.js';

const cwd = '/repo';
const label = (name: string): string => `input '${name}'`;

function errorsOf(raw: RawOptions): string[] {
  try {
    resolveOptions(raw, cwd, label);
  } catch (error) {
    return (error as InputErrors).errors.map((problem) => problem.describe());
  }
  throw new Error('expected input errors');
}

describe('resolveOptions', () => {
  it('fills the documented defaults', () => {
    const options = resolveOptions({}, cwd, label);
    expect(options).toEqual({
      workspace: path.resolve(cwd, '.falcon'),
      repoRoot: cwd,
      environment: undefined,
      baseUrl: undefined,
      flows: [],
      types: [],
      gate: ['smoke', 'contract'],
      gateRegressions: false,
      concurrency: 4,
      timeoutMs: 30_000,
      junitPath: path.resolve(cwd, '.falcon/reports/junit.xml'),
      htmlPath: path.resolve(cwd, '.falcon/reports/report.html'),
      ctrfPath: path.resolve(cwd, '.falcon/reports/ctrf.json'),
      sarifPath: path.resolve(cwd, '.falcon/reports/falcon.sarif'),
      jsonPath: undefined,
      reportsDir: path.resolve(cwd, '.falcon/reports'),
      agent: {
        mode: 'auto',
        baseUrl: undefined,
        apiKey: undefined,
        model: undefined,
        timeoutMs: 600_000,
        core: 'auto',
      },
      fixes: {
        confirmations: 'deny',
        suggestions: 'verified',
        startCommand: undefined,
        readyUrl: undefined,
        readyTimeoutMs: 60_000,
      },
      publish: { comment: 'always', reportsArtifact: 'falcon-reports' },
      given: {},
    });
  });

  it('reads the agent options and rejects a bad mode, endpoint or budget', () => {
    const options = resolveOptions(
      {
        agent: 'ON',
        'llm-base-url': 'http://localhost:11434/v1',
        'llm-api-key': 'k',
        model: 'llama3.1',
        'agent-timeout': '90s',
      },
      cwd,
      label,
    );
    expect(options.agent).toEqual({
      mode: 'on',
      baseUrl: 'http://localhost:11434/v1',
      apiKey: 'k',
      model: 'llama3.1',
      timeoutMs: 90_000,
      core: 'auto',
    });
    expect(
      errorsOf({ agent: 'sometimes', 'llm-base-url': 'localhost:11434', 'agent-timeout': 'forever' }),
    ).toEqual([
      "input 'agent-timeout': 'forever' is not a duration — write it like 30s, 500ms or 2m (a bare number is seconds)",
      "input 'agent': 'sometimes' is not an agent mode — use off, auto, on",
      "input 'llm-base-url': 'localhost:11434' is not an http(s) URL — give the OpenAI-compatible endpoint, e.g. http://localhost:11434/v1",
    ]);
  });

  it('reads every option', () => {
    const options = resolveOptions(
      {
        workspace: 'api/.falcon',
        environment: 'staging',
        'base-url': 'http://127.0.0.1:3000/',
        flows: 'smoke_*,\ncontract_users.yaml',
        types: 'smoke, CONTRACT',
        gate: 'all',
        concurrency: '8',
        timeout: '500ms',
        junit: 'off',
        json: 'out/result.json',
        'reports-dir': 'out/reports',
      },
      cwd,
      label,
    );
    expect(options).toMatchObject({
      workspace: '/repo/api/.falcon',
      environment: 'staging',
      baseUrl: 'http://127.0.0.1:3000',
      flows: ['smoke_*', 'contract_users.yaml'],
      types: ['smoke', 'contract'],
      gate: ['smoke', 'contract', 'unit', 'integration', 'functional', 'performance', 'security', 'e2e'],
      concurrency: 8,
      timeoutMs: 500,
      junitPath: undefined,
      jsonPath: '/repo/out/result.json',
      reportsDir: '/repo/out/reports',
    });
  });

  it('reads the history, the baseline, and regressions in the gate', () => {
    const options = resolveOptions(
      { gate: 'smoke, regressions', history: 'off', baseline: 'release-1.2' },
      cwd,
      label,
    );
    expect(options).toMatchObject({
      gate: ['smoke'],
      gateRegressions: true,
      history: 'off',
      baseline: 'release-1.2',
    });
    expect(resolveOptions({ history: 'ci/falcon.db' }, cwd, label).history).toBe('/repo/ci/falcon.db');
    expect(() => resolveOptions({ baseline: '../x' }, cwd, label)).toThrow(
      "input 'baseline': '../x' is not a baseline name — use letters, digits, dots, dashes and underscores, e.g. main",
    );
  });

  it('reads the investigation core by name or alias, and refuses one there is not', () => {
    expect(resolveOptions({ core: 'WF' }, cwd, label).agent.core).toBe('wf');
    expect(() => resolveOptions({ core: 'magic' }, cwd, label)).toThrow(
      "input 'core': 'magic' is not one of auto, freeform, free, react, default, structured, struct, fix-verify, adversarial, coach, review, swarm, parallel, orchestrator, orch, dag, workflow, wf, deterministic — leave it out for the default, auto",
    );
  });

  it('uploads the reports under the name given unless upload-reports is false, and refuses a name with a path separator', () => {
    expect(resolveOptions({ 'artifact-name': 'api-reports' }, cwd, label).publish.reportsArtifact).toBe(
      'api-reports',
    );
    expect(resolveOptions({ 'upload-reports': 'FALSE' }, cwd, label).publish).toEqual({ comment: 'always' });
    expect(errorsOf({ 'upload-reports': 'no', 'artifact-name': 'a\\b' })).toEqual([
      "input 'upload-reports': 'no' is not true or false — leave it out to upload the reports",
      `input 'artifact-name': 'a\\b' holds "\\\\", which an artifact's name cannot — use letters, digits, dots, dashes and underscores, e.g. falcon-reports`,
    ]);
  });

  it('accepts none as a gate that never fails', () => {
    expect(resolveOptions({ gate: 'none' }, cwd, label).gate).toEqual([]);
  });

  it('reports every bad value at once, naming the input and what to write', () => {
    const errors = errorsOf({
      gate: 'smoke,contracts',
      concurrency: '0',
      timeout: 'soon',
      'base-url': 'localhost:3000',
    });
    expect(errors).toEqual([
      "input 'timeout': 'soon' is not a duration — write it like 30s, 500ms or 2m (a bare number is seconds)",
      "input 'base-url': 'localhost:3000' is not an http(s) URL — give the full URL of the API, e.g. http://127.0.0.1:3000",
      "input 'gate': 'contracts' is not a flow type — use a comma-separated list of smoke, contract, unit, integration, functional, performance, security, e2e, regressions, or all",
      "input 'concurrency': '0' is not a whole number from 1 to 64 — set it to a number such as 4",
    ]);
  });
  it('refuses timeouts longer than 24 days, which Node timers cannot wait', () => {
    expect(
      errorsOf({ timeout: '2073600s', 'agent-timeout': '34561m', 'ready-timeout': '2147483648ms' }),
    ).toEqual([
      "input 'agent-timeout': '34561m' is longer than 24 days, the longest timeout there is — write a shorter duration, e.g. 30m (a bare number is seconds)",
      "input 'ready-timeout': '2147483648ms' is longer than 24 days, the longest timeout there is — write a shorter duration, e.g. 30m (a bare number is seconds)",
    ]);
    expect(resolveOptions({ timeout: '34560m' }, cwd, label).timeoutMs).toBe(24 * 24 * 60 * 60 * 1000);
  });
});

describe('resolveOptions: base-url', () => {
  it('refuses credentials in the base URL without repeating them', () => {
    const errors = errorsOf({ 'base-url': 'https://admin:Sup3rPw@staging.example.test' });
    expect(errors).toEqual([
      "input 'base-url': carries a user name and password, which would be dropped and could be printed — send credentials in a header with {{env.NAME}} in an environment file instead",
    ]);
    expect(errors.join('')).not.toContain('Sup3rPw');
  });
});

describe('resolveOptions: fixes', () => {
  it('reads how proposed fixes are handled and verified', () => {
    const options = resolveOptions(
      {
        confirmations: 'pr',
        suggestions: 'ALL',
        'start-command': 'npm start',
        'ready-url': '/health',
        'ready-timeout': '2m',
      },
      cwd,
      label,
    );
    expect(options.fixes).toEqual({
      confirmations: 'pr',
      suggestions: 'all',
      startCommand: 'npm start',
      readyUrl: '/health',
      readyTimeoutMs: 120_000,
    });
  });

  it('names the input and the allowed values when one is wrong', () => {
    expect(errorsOf({ confirmations: 'yes', suggestions: 'some' })).toEqual([
      "input 'confirmations': 'yes' is not one of deny, pr — leave it out for the default, deny",
      "input 'suggestions': 'some' is not one of verified, all, off — leave it out for the default, verified",
    ]);
  });
});

describe('parseDuration', () => {
  it.each([
    ['500ms', 500],
    ['30s', 30_000],
    ['2m', 120_000],
    ['1.5', 1500],
    ['10 s', 10_000],
  ])('%s is %d ms', (text, ms) => expect(parseDuration(text)).toBe(ms));

  it('rejects what is not a duration', () => {
    expect(parseDuration('5h')).toBeUndefined();
    expect(parseDuration('-1s')).toBeUndefined();
  });
});

describe('splitList', () => {
  it('splits on commas and newlines and drops blanks', () => {
    expect(splitList(' a, b\n\nc ,')).toEqual(['a', 'b', 'c']);
  });
});

describe('withConfigDefaults', () => {
  const resolve = (raw: RawOptions) => resolveOptions(raw, '/repo', (name) => `--${name}`);
  const config = { gate: 'performance', timeout: '5s', concurrency: '2', agent: 'off', confirmations: 'pr' };

  it("takes config.yaml's run settings for what the door was not given", () => {
    const options = withConfigDefaults(resolve({}), config);
    expect(options.gate).toEqual(['performance']);
    expect(options.timeoutMs).toBe(5000);
    expect(options.concurrency).toBe(2);
    expect(options.agent.mode).toBe('off');
    expect(options.fixes.confirmations).toBe('pr');
  });

  it('lets every input or flag win over config.yaml', () => {
    const given = { gate: 'smoke', timeout: '1s', concurrency: '8', agent: 'on', confirmations: 'deny' };
    const options = withConfigDefaults(resolve(given), config);
    expect(options.gate).toEqual(['smoke']);
    expect(options.timeoutMs).toBe(1000);
    expect(options.concurrency).toBe(8);
    expect(options.agent.mode).toBe('on');
    expect(options.fixes.confirmations).toBe('deny');
  });

  it('names config.yaml in the error for a value only it gave', () => {
    expect(() => withConfigDefaults(resolve({}), { concurrency: '100' })).toThrow(
      /config\.yaml 'concurrency': '100' is not a whole number from 1 to 64/,
    );
  });
});
