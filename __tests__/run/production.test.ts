import { resolveOptions } from '../../src/options.js';
import { runPipeline } from '../../src/pipeline.js';
import { looksLikeProduction, productionRefusals } from '../../src/run/production.js';
import { loadWorkspace } from '../../src/workspace/load.js';
import { INVENTORY_SPEC } from '../__fixtures__/inventory.js';
import { makeWorkspace, type TempRepo } from '../__fixtures__/workspace.js';

describe('looksLikeProduction', () => {
  it.each([
    'http://127.0.0.1:8080',
    'http://localhost:3000/api',
    'http://[::1]:8080',
    'http://10.1.2.3',
    'http://172.20.0.5',
    'http://192.168.1.10',
    'http://[fd00::1]',
    'http://api',
    'http://orders.local',
    'http://orders.test',
    'http://api.localhost',
    'https://staging.api.example.com',
    'https://api-staging.example.com',
    'https://dev.example.com',
    'https://qa2.example.com',
    'https://orders-sandbox.example.com',
  ])('takes %s for a test target', (url) => {
    expect(looksLikeProduction(url)).toBe(false);
  });

  it.each([
    'https://api.example.com',
    'https://api.stripe.com/v1',
    'http://8.8.8.8',
    'http://172.32.0.1',
    'https://example.dev',
    'https://devices.example.com',
    'https://latest.example.com',
  ])('takes %s for production', (url) => {
    expect(looksLikeProduction(url)).toBe(true);
  });
});

describe('generated cases against production', () => {
  let repo: TempRepo | undefined;
  afterEach(async () => {
    await repo?.remove();
    repo = undefined;
  });

  const FLOW = 'steps:\n  - operation: listItems\n    cases: { positive: 5, negative: 5 }\n';

  it('stop the run before any request, naming the flow, its cases: and what to do', async () => {
    repo = await makeWorkspace({ 'spec.yaml': INVENTORY_SPEC, 'flows/contract_items.yaml': FLOW });
    const options = resolveOptions(
      { 'base-url': 'https://api.example.com', junit: 'off', history: 'off' },
      repo.root,
      (name) => `--${name}`,
    );
    const result = await runPipeline(options, { env: {} });
    expect(result.exitCode).toBe(2);
    expect(result.results).toEqual([]);
    expect(result.errors.map((error) => error.describe())).toEqual([
      '.falcon/flows/contract_items.yaml:3:5: generated cases would be sent to https://api.example.com, which looks like production — point the run at a local or staging base URL, or set cases: { allow_production: true } in config.yaml',
    ]);
  });

  it('are allowed there when config.yaml says so, and never refused for a test target', async () => {
    repo = await makeWorkspace({
      'spec.yaml': INVENTORY_SPEC,
      'flows/contract_items.yaml': FLOW,
      'config.yaml': 'cases: { allow_production: true }\n',
    });
    const allowed = await loadWorkspace({ workspace: repo.workspace, repoRoot: repo.root, env: {} });
    expect(allowed.config.cases).toEqual({ allow_production: true });
    expect(productionRefusals(allowed, allowed.flows, { baseUrl: 'https://api.example.com' })).toEqual([]);
    await repo.remove();

    repo = await makeWorkspace({ 'spec.yaml': INVENTORY_SPEC, 'flows/contract_items.yaml': FLOW });
    const guarded = await loadWorkspace({ workspace: repo.workspace, repoRoot: repo.root, env: {} });
    expect(productionRefusals(guarded, guarded.flows, { baseUrl: 'http://127.0.0.1:9' })).toEqual([]);
    expect(productionRefusals(guarded, guarded.flows, { baseUrl: 'https://api.example.com' })).toHaveLength(
      1,
    );
  });
});
