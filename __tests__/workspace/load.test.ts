import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { InputErrors } from '../../src/core/errors.js';
import { loadWorkspace, type LoadWorkspaceOptions } from '../../src/workspace/load.js';
import { makeWorkspace, type TempRepo } from '../__fixtures__/workspace.js';

const FIXTURES = path.resolve('__tests__/__fixtures__/workspaces');
const GOOD_ENV = { OPENAI_API_KEY: 'sk-test-1', SHOP_API_KEY: 'shop-key-2', SHOP_PASSWORD: 'hunter2' };

function fixture(name: string, options: Partial<LoadWorkspaceOptions> = {}): LoadWorkspaceOptions {
  const repoRoot = path.join(FIXTURES, name);
  return { workspace: path.join(repoRoot, '.falcon'), repoRoot, env: GOOD_ENV, ...options };
}

/** The one-line messages of a failed load, as users see them. */
async function loadErrors(options: LoadWorkspaceOptions): Promise<string[]> {
  try {
    await loadWorkspace(options);
  } catch (error) {
    if (error instanceof InputErrors) return error.errors.map((inputError) => inputError.describe());
    throw error;
  }
  throw new Error('expected the workspace to fail loading');
}

describe('loadWorkspace on a complete workspace', () => {
  it('reads every kind of file into one Workspace', async () => {
    const workspace = await loadWorkspace(fixture('good'));
    const { spec, flows, ...rest } = workspace;
    const root = path.join(FIXTURES, 'good');

    expect(rest).toEqual({
      root: path.join(root, '.falcon'),
      repoRoot: root,
      config: {
        spec: 'spec.yaml',
        api_name: 'shop',
        provider: 'openai',
        model: 'gpt-4o-mini',
        framework: 'express',
        environment: 'local',
        openai: { base_url: 'https://api.openai.com/v1', api_key: 'sk-test-1' },
        tool_limits: { per_tool: 10, total: 200 },
        fixes: { allow_test_edits: false },
        // `${FALCON_CONCURRENCY:-4}` is text after expansion; the schema's integer type converts it.
        runDefaults: { concurrency: '4', gate: 'smoke,contract' },
        extra: {
          banner: 'Price is $$5 and literal ${HOME}',
        },
      },
      environments: {
        local: {
          name: 'local',
          base_url: 'http://127.0.0.1:3000',
          headers: { 'x-api-key': 'shop-key-2', 'x-client': 'falcon-ci', 'x-api-version': '2' },
          variables: { limit: 5 },
          file: '.falcon/environments/local.yaml',
        },
        staging: {
          name: 'staging',
          base_url: 'https://staging.shop.example',
          headers: {},
          variables: { limit: 20, region: 'eu' },
          file: '.falcon/environments/staging.yaml',
        },
      },
      variables: { user: { name: 'Ada', email: 'ada@example.com' }, currency: 'EUR' },
      requests: {
        login: {
          name: 'login',
          operation: 'login',
          request: {
            headers: { 'x-trace': 'none' },
            json: { name: '{{user.name}}', password: '{{env.SHOP_PASSWORD}}' },
          },
          file: '.falcon/requests/login.yaml',
        },
      },
      warnings: [
        ".falcon/config.yaml:15:1: unknown key 'banner' (kept, but not used) — known keys: spec, api_name, provider, model, framework, environment, ollama, openai, tool_limits, agent, confirmations, fixes, history, baseline, watchdog, cases, coverage, cores, gate, concurrency, timeout",
      ],
      // The OpenAI key (config), the shop key (a secret-looking variable in a header) and the
      // password a saved request reads with {{env.SHOP_PASSWORD}}.
      secrets: ['sk-test-1', 'shop-key-2', 'hunter2'],
    });

    expect(spec).toMatchObject({ file: '.falcon/spec.yaml', version: '3.0', title: 'Shop API' });
    expect(spec?.operations.map((operation) => operation.operationId).sort()).toEqual([
      'createProduct',
      'getProduct',
      'listProducts',
      'login',
    ]);

    // Sorted by file name; .yml files are flows too.
    expect(flows.map((flow) => [flow.file, flow.type, flow.environment])).toEqual([
      ['.falcon/flows/contract_orders.yaml', 'contract', 'staging'],
      ['.falcon/flows/performance_browse.yml', 'performance', undefined],
      ['.falcon/flows/smoke_products.yaml', 'smoke', undefined],
    ]);
    expect(flows[0]).toMatchObject({
      variables: { productName: 'Lamp' },
      setup: [{ id: 'login', use: 'login' }],
      steps: [{ id: 'create', operation: 'createProduct' }, { id: 'fetch' }],
      teardown: [{ id: 'health' }],
    });
    expect(flows[2]).toMatchObject({ name: 'Products smoke', steps: [{ id: 'list' }, { id: 'get' }] });
  });

  it('returns an immutable value', async () => {
    const workspace = await loadWorkspace(fixture('good'));
    expect(Object.isFrozen(workspace)).toBe(true);
    expect(Object.isFrozen(workspace.config.tool_limits)).toBe(true);
    expect(Object.isFrozen(workspace.flows[0]?.steps)).toBe(true);
    expect(() => {
      (workspace.environments.local as { base_url?: string }).base_url = 'http://elsewhere';
    }).toThrow(TypeError);
  });

  it('expands ${VAR} from the injected environment, not from process.env', async () => {
    const workspace = await loadWorkspace(
      fixture('good', { env: { ...GOOD_ENV, FALCON_CONCURRENCY: '8', SHOP_URL: 'http://10.0.0.5:8080' } }),
    );
    expect(workspace.config.runDefaults.concurrency).toBe('8');
    expect(workspace.environments.local?.base_url).toBe('http://10.0.0.5:8080');
  });

  it('parses only the flows selectFlow accepts, telling it the file name and type', async () => {
    const seen: Array<[string, string]> = [];
    const workspace = await loadWorkspace(
      fixture('good', {
        selectFlow: (fileName, type) => {
          seen.push([fileName, type]);
          return type === 'smoke';
        },
      }),
    );
    expect(seen).toEqual([
      ['contract_orders.yaml', 'contract'],
      ['performance_browse.yml', 'performance'],
      ['smoke_products.yaml', 'smoke'],
    ]);
    expect(workspace.flows.map((flow) => flow.file)).toEqual(['.falcon/flows/smoke_products.yaml']);
    // The unselected contract flow reads {{env.SHOP_PASSWORD}} through its saved request; it is not needed now.
    expect(workspace.secrets).not.toContain('hunter2');
  });

  it('reports paths relative to the working directory when no repoRoot is given', async () => {
    const workspace = await loadWorkspace({
      workspace: path.join(FIXTURES, 'good', '.falcon'),
      env: GOOD_ENV,
    });
    expect(workspace.repoRoot).toBe(process.cwd());
    expect(workspace.flows[0]?.file).toBe(
      '__tests__/__fixtures__/workspaces/good/.falcon/flows/contract_orders.yaml',
    );
  });
});

describe('loadWorkspace on a broken workspace', () => {
  it('reports every problem of every file at once, in file order, with file:line:column and a hint', async () => {
    const errors = await loadErrors(fixture('broken', { env: {} }));
    const flowNameError = errors.find((error) => error.startsWith('.falcon/flows/check_users.yaml'));
    expect(flowNameError).toMatch(
      /^\.falcon\/flows\/check_users\.yaml:1:1: flow file name 'check_users\.yaml'/,
    );
    expect(errors.filter((error) => error !== flowNameError)).toEqual([
      ".falcon/config.yaml:1:14: unknown environment 'prod' — create .falcon/environments/prod.yaml or use one of dev, staging",
      '.falcon/config.yaml:4:13: \'tool_limits.per_tool\' must be a whole number (got "lots") — write a whole number here',
      '.falcon/config.yaml:6:12: ${MISSING_OPENAI_KEY} is not set — export it or write ${MISSING_OPENAI_KEY:-default}',
      '.falcon/environments/dev.yaml:1:11: base_url must be an absolute http(s) URL, not "localhost:3000" — write it with its scheme, e.g. http://localhost:3000',
      ".falcon/environments/dev.yaml:2:1: unknown key 'header' in environment 'dev' — did you mean 'headers'?",
      '.falcon/variables.json:2:13: invalid JSON: trailing comma before } — fix the JSON syntax here (keys and strings in double quotes, no trailing commas)',
      ".falcon/requests/create.yaml:2:1: unknown key 'methd' in saved request 'create' — did you mean 'method'?",
      ".falcon/requests/create.yaml:4:1: saved request 'create' gives 'json' and 'body'; a request has one body — keep exactly one of json, body and form",
      ".falcon/flows/smoke_users.yaml:1:14: unknown environment 'stagin' — did you mean 'staging'?",
      ".falcon/flows/smoke_users.yaml:4:16: unknown operation 'listUser' — did you mean 'listUsers'?",
      ".falcon/flows/smoke_users.yaml:6:16: operation 'getUser' (/users/{id}) needs path parameter 'id' — add params: { id: ... } under request",
      ".falcon/flows/smoke_users.yaml:9:10: unknown saved request 'logn' — create .falcon/requests/logn.yaml or use one of create",
      ".falcon/flows/smoke_users.yaml:11:33: unknown variable 'tokn' ({{tokn}}) — did you mean 'token'? (it is only captured later, by step 'four')",
      '.falcon/flows/smoke_users.yaml:14:23: schema: spec needs an operation, and GET /nothing is not in the spec — name it with operation:, or fix the method and path to ones the spec documents',
      '.falcon/flows/smoke_users.yaml:18:25: environment variable MISSING_SECRET is not set ({{env.MISSING_SECRET}}) — set MISSING_SECRET in the environment of the job, e.g. env: in the workflow step',
    ]);
  });

  it('still parses a flow whose file name has no valid type, even when selecting by type', async () => {
    const errors = await loadErrors(fixture('broken', { env: {}, selectFlow: () => false }));
    expect(errors.some((error) => error.startsWith('.falcon/flows/check_users.yaml:1:1: '))).toBe(true);
    expect(errors.some((error) => error.startsWith('.falcon/flows/smoke_users.yaml'))).toBe(false);
  });
});

describe('loadWorkspace folder checks', () => {
  let repo: TempRepo | undefined;
  afterEach(async () => {
    await repo?.remove();
    repo = undefined;
  });

  it('names a missing workspace folder and how to create one', async () => {
    const errors = await loadErrors({
      workspace: path.join(FIXTURES, 'nowhere', '.falcon'),
      repoRoot: FIXTURES,
      env: {},
    });
    expect(errors).toEqual([
      'workspace folder nowhere/.falcon does not exist — create it with a first flow (mkdir -p nowhere/.falcon/flows, then add nowhere/.falcon/flows/smoke_health.yaml), or point the workspace option at your .falcon folder',
    ]);
  });

  it('refuses a file in place of the workspace folder', async () => {
    repo = await makeWorkspace({ 'flows/smoke_a.yaml': 'steps: [{ request: { url: "http://x" } }]\n' });
    const file = path.join(repo.root, 'falcon.txt');
    await writeFile(file, 'not a folder');
    const errors = await loadErrors({ workspace: file, repoRoot: repo.root, env: {} });
    expect(errors).toEqual([
      'workspace falcon.txt is a file, not a folder — create it with a first flow (mkdir -p falcon.txt/flows, then add falcon.txt/flows/smoke_health.yaml), or point the workspace option at your .falcon folder',
    ]);
  });

  it('warns about a workspace of one flow, subfolders and stray files, and still loads', async () => {
    repo = await makeWorkspace({
      'environments/notes.txt': 'dev is the default',
      'requests/old/login.yaml': 'method: POST\n',
      'flows/README.md': '# flows',
      'flows/.gitkeep': '',
      'flows/smoke_a.yaml': 'steps: [{ request: { url: "http://x" } }]\n',
    });
    const workspace = await loadWorkspace({ workspace: repo.workspace, repoRoot: repo.root, env: {} });
    expect(workspace.flows.map((flow) => flow.file)).toEqual(['.falcon/flows/smoke_a.yaml']);
    expect(workspace.spec).toBeUndefined();
    expect(workspace.config).toEqual({
      spec: 'spec.yaml',
      tool_limits: { per_tool: 50, total: 200 },
      fixes: { allow_test_edits: false },
      runDefaults: {},
      extra: {},
    });
    expect(workspace.warnings).toEqual([
      'no OpenAPI spec in .falcon (looked for spec.yaml, spec.yml, spec.json, openapi.yaml, openapi.yml, openapi.json) — add one to use operation:, schema: spec and contract flows, or set spec: in config.yaml',
      '.falcon/environments/notes.txt is ignored: environment files end in .yaml or .yml — rename it if it is meant to be read',
      'folder .falcon/requests/old is ignored: saved request files are not read from subfolders — move its saved request files up into .falcon/requests',
      '.falcon/flows/README.md is ignored: flow files end in .yaml or .yml — rename it if it is meant to be read',
    ]);
  });

  it('refuses a flows folder without flows, as a run would: there is nothing to run or gate', async () => {
    repo = await makeWorkspace({ 'flows/README.md': '# flows', 'flows/.gitkeep': '' });
    expect(await loadErrors({ workspace: repo.workspace, repoRoot: repo.root, env: {} })).toEqual([
      '.falcon/flows:1:1: no flows in .falcon/flows — add a flow, e.g. .falcon/flows/smoke_health.yaml (see docs/flows.md)',
    ]);
  });

  it('warns that flows in subfolders are not run', async () => {
    repo = await makeWorkspace({
      'flows/smoke_a.yaml': 'steps: [{ request: { url: "http://x" } }]\n',
      'flows/nested/smoke_b.yaml': 'steps: [{ request: { url: "http://x" } }]\n',
    });
    const workspace = await loadWorkspace({ workspace: repo.workspace, repoRoot: repo.root, env: {} });
    expect(workspace.flows.map((flow) => flow.file)).toEqual(['.falcon/flows/smoke_a.yaml']);
    expect(workspace.warnings).toContain(
      'folder .falcon/flows/nested is ignored: flow files are not read from subfolders — move its flow files up into .falcon/flows',
    );
  });

  it('refuses a missing flows folder', async () => {
    repo = await makeWorkspace({ 'config.yaml': 'api_name: x\n' });
    expect(await loadErrors({ workspace: repo.workspace, repoRoot: repo.root, env: {} })).toEqual([
      '.falcon/flows:1:1: no flows folder at .falcon/flows — add a flow, e.g. .falcon/flows/smoke_health.yaml (see docs/flows.md)',
    ]);
  });
});
