/**
 * The published result schema (schemas/result.schema.json): every result a run writes fits it, and
 * publish mode refuses, in one line naming the file and the place, anything that does not.
 */
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import resultSchema from '../../schemas/result.schema.json' with { type: 'json' };
import { InputError } from '../../src/core/errors.js';
import { resolveOptions } from '../../src/options.js';
import { runPipeline } from '../../src/pipeline.js';
import { readPublishedResult } from '../../src/publish/published-result.js';
import { sendJson, startServer, type TestServer } from '../__fixtures__/server.js';
import { makeWorkspace, type TempRepo } from '../__fixtures__/workspace.js';
import { INVENTORY_SPEC, startInventory } from '../__fixtures__/inventory.js';

let api: TestServer;
let repo: TempRepo;
let failing = false;

beforeAll(async () => {
  api = await startServer((_request, response) =>
    failing
      ? sendJson(response, 500, { error: 'boom', trace: 'File "app.py", line 3, in handler' })
      : sendJson(response, 200, { ok: true }),
  );
  repo = await makeWorkspace({
    'flows/smoke_health.yaml':
      'steps:\n  - id: health\n    request: { path: /health }\n    expect:\n      status: 200\n',
    'flows/functional_more.yaml':
      'steps:\n  - id: more\n    request: { path: /more }\n    expect:\n      status: 200\n',
    'environments/local.yaml': `base_url: ${api.url}\n`,
  });
});
afterAll(async () => {
  await api.close();
  await repo.remove();
});

const validate = (() => {
  const ajv = new Ajv2020({ allowUnionTypes: true });
  addFormats.default(ajv);
  return ajv.compile(resultSchema);
})();

async function written(): Promise<unknown> {
  const file = path.join(repo.root, 'result.json');
  const options = resolveOptions(
    { json: file, junit: 'off', history: 'off' },
    repo.root,
    (name) => `--${name}`,
  );
  await runPipeline(options, {
    env: {},
    pullRequest: { owner: 'o', repo: 'r', number: 7, headSha: 'a'.repeat(40), checkoutSha: 'b'.repeat(40) },
  });
  return JSON.parse(await readFile(file, 'utf8'));
}

it('fits every result a run writes: a passing one, and a failing one with triage and an investigation', async () => {
  failing = false;
  const passed = await written();
  expect(validate(passed) ? [] : validate.errors).toEqual([]);
  failing = true;
  const failed = (await written()) as Record<string, unknown>;
  expect(validate(failed) ? [] : validate.errors).toEqual([]);
  expect(failed['verdict']).toBe('fail');
  expect((failed['triage'] as unknown[]).length).toBeGreaterThan(0);
  expect(failed['core']).toMatchObject({ ran: 'workflow' });
});

describe('publish mode', () => {
  let folder: string;
  beforeEach(async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), 'falcon-published-'));
  });
  afterEach(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  it('reads a result the schema accepts', async () => {
    failing = true;
    const file = path.join(folder, 'ok.json');
    await writeFile(file, JSON.stringify(await written()));
    expect((await readPublishedResult(file)).pullRequest?.number).toBe(7);
  });

  it.each([
    ['not a result at all', { hello: 'world' }, "$: missing property 'version'"],
    ['another version', 'version', '$.version: must be 1 (got 2)'],
    ['a flow of no known type', 'flowType', '$.flows[0].type: must be one of "smoke", '],
    [
      'a proposal id that is no hash',
      'proposalId',
      '$.proposals[0].id: must match the pattern "^[0-9a-f]{6,64}$" (got "../../x")',
    ],
  ])('refuses %s, naming the file and the place', async (_name, shape, reason) => {
    failing = true;
    const base = (await written()) as Record<string, unknown> & { flows: Array<Record<string, unknown>> };
    const data =
      shape === 'version'
        ? { ...base, version: 2 }
        : shape === 'flowType'
          ? { ...base, flows: [{ ...base.flows[0], type: 'vibes' }] }
          : shape === 'proposalId'
            ? {
                ...base,
                proposals: [
                  {
                    id: '../../x',
                    title: 't',
                    rationale: '',
                    files: [],
                    targetFlows: [],
                    verification: { status: 'verified' },
                  },
                ],
              }
            : shape;
    const file = path.join(folder, 'bad.json');
    await writeFile(file, JSON.stringify(data));
    const error = await readPublishedResult(file).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(InputError);
    expect((error as InputError).message).toContain(
      `input 'publish': ${file} is not a Falcon CI result (version 1): `,
    );
    expect((error as InputError).message).toContain(reason);
  });
});

it('fits a result with generated cases, a shrunk failing input, coverage and its threshold', async () => {
  const inventory = await startInventory({ acceptsAnyQuantity: true });
  const cases = await makeWorkspace({
    'spec.yaml': INVENTORY_SPEC,
    'config.yaml': 'coverage: { min_operations: 100 }\n',
    'flows/contract_items.yaml': [
      'steps:',
      '  - { id: list, operation: listItems, cases: { positive: 5, negative: 5, seed: 3 } }',
      '  - id: create',
      '    operation: createItem',
      '    request: { json: { name: bolt, quantity: 3 } }',
      '    cases: { positive: 5, negative: 200, seed: 42 }',
      '',
    ].join('\n'),
    'environments/local.yaml': `base_url: ${inventory.url}\n`,
  });
  try {
    const file = path.join(cases.root, 'result.json');
    const options = resolveOptions(
      { json: file, junit: 'off', history: 'off' },
      cases.root,
      (name) => `--${name}`,
    );
    await runPipeline(options, { env: {} });
    const result = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
    expect(validate(result) ? [] : validate.errors).toEqual([]);
    const steps = (result['flows'] as Array<{ steps: Array<{ id: string; cases?: unknown }> }>)[0]!.steps;
    expect(steps.filter((step) => step.cases).map((step) => step.id)).toEqual([
      'list.positive',
      'list.negative',
      'create.positive',
      'create.negative',
    ]);
    expect(result['gate']).toMatchObject({ coverage: { min_operations: 100, percent: 100, missing: [] } });
    expect((await readPublishedResult(file)).coverage?.operations).toEqual({ documented: 2, exercised: 2 });
  } finally {
    await inventory.close();
    await cases.remove();
  }
});
