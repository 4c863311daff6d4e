/**
 * Coverage against the Swagger Petstore 3.0 (__fixtures__/specs/petstore-3.0.yaml), counted by hand
 * from the spec: 19 operations; 64 documented response keys (statuses, 4XX ranges and `default`);
 * 17 request media types; 25 documented (status, response media type) pairs.
 */
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import resultSchema from '../../schemas/result.schema.json' with { type: 'json' };
import { resolveOptions } from '../../src/options.js';
import { runPipeline, type PipelineResult } from '../../src/pipeline.js';
import { renderSummary } from '../../src/report/render/summary.js';
import { sendJson, startServer, type TestServer } from '../__fixtures__/server.js';
import { makeWorkspace, type TempRepo } from '../__fixtures__/workspace.js';

const PETSTORE = readFile(path.join(import.meta.dirname, '../__fixtures__/specs/petstore-3.0.yaml'), 'utf8');
const PET = { id: 1, name: 'doggie', photoUrls: [], status: 'available' };

/** Answers a handful of the petstore's operations the way the spec documents them. */
let api: TestServer;
beforeAll(async () => {
  api = await startServer((request, response) => {
    const route = `${request.method} ${new URL(request.url ?? '/', 'http://x').pathname}`;
    switch (route) {
      case 'GET /v3/pet/findByStatus':
        return sendJson(response, 200, [PET]);
      case 'GET /v3/pet/1':
        return sendJson(response, 200, PET);
      case 'GET /v3/pet/999':
        response.writeHead(404).end();
        return;
      case 'POST /v3/pet':
        return sendJson(response, 200, { ...PET, ...(JSON.parse(request.body) as object) });
      case 'GET /v3/store/inventory':
        return sendJson(response, 200, { available: 3 });
      case 'GET /v3/user/logout':
        response.writeHead(200).end();
        return;
      case 'GET /v3/user/login':
        return sendJson(response, 503, { error: 'down for maintenance' });
      default:
        return sendJson(response, 404, {});
    }
  });
});
afterAll(() => api.close());

const FLOW = `
steps:
  - { id: by-status, operation: findPetsByStatus, request: { query: { status: available } }, expect: { status: 200 } }
  - { id: pet, operation: getPetById, request: { params: { petId: 1 } }, expect: { status: 200 } }
  - { id: no-pet, operation: getPetById, request: { params: { petId: 999 } }, expect: { status: 404 } }
  - { id: add, operation: addPet, request: { json: { name: rex, photoUrls: [] } }, expect: { status: 200 } }
  - { id: inventory, operation: getInventory, expect: { status: 200 } }
  - { id: logout, operation: logoutUser, expect: { status: 200 } }
  - { id: login, operation: loginUser, expect: { status: 503 } }
`;

let repo: TempRepo | undefined;
afterEach(async () => {
  await repo?.remove();
  repo = undefined;
});

async function runPetstore(config = ''): Promise<{ run: PipelineResult; json: Record<string, unknown> }> {
  repo = await makeWorkspace({
    'spec.yaml': await PETSTORE,
    'config.yaml': config,
    'flows/functional_petstore.yaml': FLOW,
    'environments/local.yaml': `base_url: ${api.url}/v3\n`,
  });
  const file = path.join(repo.root, 'result.json');
  const options = resolveOptions(
    {
      json: file,
      junit: 'off',
      history: 'off',
      gate: 'functional',
      'reports-dir': path.join(repo.root, 'reports'),
    },
    repo.root,
    (name) => `--${name}`,
  );
  const result = await runPipeline(options, { env: {} });
  return { run: result, json: JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown> };
}

describe('coverage of the Swagger Petstore 3.0', () => {
  it('equals the hand count: documented from the spec, exercised from the answers', async () => {
    const { run, json } = await runPetstore();
    expect(run.results[0]?.status).toBe('passed');
    const coverage = run.gate!.coverage!.measured;
    // Exercised: findPetsByStatus 200, getPetById 200 and 404, addPet 200, getInventory 200,
    // logoutUser 200, loginUser's 503 read as its `default`. JSON sent once (addPet); JSON received
    // for four documented pairs (the 503 answer has JSON, but `default` documents no content).
    expect(coverage.operations).toEqual({ documented: 19, exercised: 6 });
    expect(coverage.statuses).toEqual({ documented: 64, exercised: 7 });
    expect(coverage.requestMedia).toEqual({ documented: 17, exercised: 1 });
    expect(coverage.responseMedia).toEqual({ documented: 25, exercised: 4 });
    const getPet = coverage.byOperation.find((entry) => entry.operation === 'GET /pet/{petId}');
    expect(getPet).toEqual({
      operation: 'GET /pet/{petId}',
      operationId: 'getPetById',
      exercised: true,
      statuses: { documented: ['200', '400', '404', 'default'], exercised: ['200', '404'] },
      undocumented: [],
      requestMedia: { documented: [], exercised: [] },
      responseMedia: {
        documented: ['200 application/json', '200 application/xml'],
        exercised: ['200 application/json'],
      },
    });
    expect(run.gate!.coverage!.passed).toBe(true);
    expect(run.gate!.verdict).toBe('pass');

    // The JSON result carries it and still fits the published schema.
    const ajv = new Ajv2020({ allowUnionTypes: true });
    addFormats.default(ajv);
    const validate = ajv.compile(resultSchema);
    expect(validate(json) ? [] : validate.errors).toEqual([]);
    // In the result's own snake_case words.
    expect(json['coverage']).toMatchObject({
      operations: coverage.operations,
      statuses: coverage.statuses,
      request_media: coverage.requestMedia,
      response_media: coverage.responseMedia,
    });
    const byOperation = (json['coverage'] as { by_operation: Array<Record<string, unknown>> }).by_operation;
    expect(byOperation).toHaveLength(19);
    expect(byOperation.find((entry) => entry['operation'] === 'GET /pet/{petId}')).toEqual({
      operation: 'GET /pet/{petId}',
      operation_id: 'getPetById',
      exercised: true,
      statuses: getPet!.statuses,
      undocumented: [],
      request_media: getPet!.requestMedia,
      response_media: getPet!.responseMedia,
    });

    // The job summary shows the totals and a matrix row per operation.
    const summary = renderSummary(
      { results: run.results, gate: run.gate!, durationMs: 1 },
      { limit: 1_048_576 },
    );
    expect(summary).toContain('### Coverage');
    expect(summary).toContain(
      '**6 of 19 operations** (31.6%) · statuses 7/64 · request media types 1/17 · response media types 4/25',
    );
    expect(summary).toContain('| `GET /pet/{petId}` | ✅ 200 ⬜ 400 ✅ 404 ⬜ default | — | 1/2 |');
    expect(summary).toContain('| ⬜ `DELETE /pet/{petId}` | ⬜ 200 ⬜ 400 ⬜ default | — | — |');

    // And the report file lists every operation.
    const report = await readFile(run.outputs.coverage!, 'utf8');
    expect(report.match(/^\| (⬜ )?`/gm)).toHaveLength(19);
    expect(report).toContain('## Not exercised');
  });

  it('fails the gate below coverage.min_operations, listing every operation not exercised', async () => {
    const { run, json } = await runPetstore('coverage: { min_operations: 80 }\n');
    expect(run.results[0]?.status).toBe('passed');
    expect(run.exitCode).toBe(1);
    const missing = [
      'PUT /pet',
      'GET /pet/findByTags',
      'POST /pet/{petId}',
      'DELETE /pet/{petId}',
      'POST /pet/{petId}/uploadImage',
      'POST /store/order',
      'GET /store/order/{orderId}',
      'DELETE /store/order/{orderId}',
      'POST /user',
      'POST /user/createWithList',
      'GET /user/{username}',
      'PUT /user/{username}',
      'DELETE /user/{username}',
    ];
    expect(run.gate).toMatchObject({
      verdict: 'fail',
      coverage: { passed: false, minOperations: 80, missing },
    });
    expect(json['gate']).toMatchObject({ coverage: { min_operations: 80, missing } });
    const summary = renderSummary(
      { results: run.results, gate: run.gate!, durationMs: 1 },
      { limit: 65_536 },
    );
    expect(summary).toContain('## ❌ Falcon CI: gate failed');
    expect(summary).toContain('**Coverage of the spec below the threshold**');
    expect(summary).toContain(
      '> The gate failed: 31.6% of operations exercised, below 80%. Not exercised: `PUT /pet`, ',
    );
  });
});
