import { runFlows } from '../../src/run/runner.js';
import type { FlowResult, StepResult } from '../../src/core/results.js';
import { Redactor } from '../../src/http/redact.js';
import { loadWorkspace } from '../../src/workspace/load.js';
import { sendJson, startServer, type TestServer } from '../__fixtures__/server.js';
import { makeWorkspace, type TempRepo } from '../__fixtures__/workspace.js';

const SPEC = `openapi: 3.1.0
info: { title: Orders, version: '1' }
security: [ { bearer: [] } ]
paths:
  /orders:
    get:
      operationId: listOrders
      parameters: [ { name: q, in: query, schema: { type: string } } ]
      responses: { '200': { description: ok }, '401': { description: no }, '400': { description: bad } }
    post:
      operationId: createOrder
      requestBody:
        content: { application/json: { schema: { type: object, properties: { note: { type: string } } } } }
      responses: { '201': { description: ok }, '401': { description: no } }
components:
  securitySchemes: { bearer: { type: http, scheme: bearer } }
`;

/** How the API under test is broken, one weakness at a time. */
const weakness = { ignoresAuth: false, crashesOnQuote: false, notFoundForUnknownMethods: false };
let server: TestServer;
let repo: TempRepo | undefined;

beforeAll(async () => {
  server = await startServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://x');
    if (url.pathname !== '/orders') return sendJson(response, 404, {});
    if (!['GET', 'POST'].includes(request.method ?? '')) {
      return weakness.notFoundForUnknownMethods
        ? sendJson(response, 404, {})
        : sendJson(response, 405, {}, { allow: 'GET, POST' });
    }
    if (!weakness.ignoresAuth && request.headers.authorization !== 'Bearer good-token')
      return sendJson(response, 401, {});
    const text = decodeURIComponent(url.search) + request.body;
    if (weakness.crashesOnQuote && text.includes("'"))
      return sendJson(response, 500, { error: 'SQL syntax error' });
    sendJson(response, request.method === 'POST' ? 201 : 200, { items: [] });
  });
});
afterAll(() => server.close());
afterEach(async () => {
  Object.assign(weakness, { ignoresAuth: false, crashesOnQuote: false, notFoundForUnknownMethods: false });
  await repo?.remove();
});

async function runSecurity(): Promise<FlowResult> {
  repo = await makeWorkspace({
    'spec.yaml': SPEC,
    'flows/security_orders.yaml': `
steps:
  - id: list
    operation: listOrders
    request: { query: { q: shoes }, headers: { authorization: "Bearer {{env.ORDERS_TOKEN}}" } }
    expect: { status: 200 }
  - id: create
    operation: createOrder
    request: { json: { note: gift }, headers: { authorization: "Bearer {{env.ORDERS_TOKEN}}" } }
    expect: { status: 201 }
security:
  injection_payloads: [ "' OR '1'='1", "<script>alert(1)</script>" ]
`,
  });
  const env = { ORDERS_TOKEN: 'good-token' };
  const workspace = await loadWorkspace({ workspace: repo.workspace, repoRoot: repo.root, env });
  const [result] = await runFlows(
    workspace,
    workspace.flows,
    { concurrency: 1, timeoutMs: 5000, baseUrl: server.url },
    { redactor: new Redactor(workspace.secrets), env },
  );
  return result as FlowResult;
}

const probes = (result: FlowResult): StepResult[] => result.steps.filter((step) => step.probe);
const failedProbes = (result: FlowResult): string[] =>
  probes(result)
    .filter((step) => step.status !== 'passed')
    .map((step) => step.id);

describe('security flows', () => {
  it('passes every probe against an API that refuses, resists and answers 405', async () => {
    const result = await runSecurity();
    expect(result.status).toBe('passed');
    expect(probes(result).map((step) => step.id)).toEqual([
      'list · no_auth',
      'list · bad_auth',
      'list · injection',
      'list · injection',
      'list · method_not_allowed',
      'list · method_not_allowed',
      'list · method_not_allowed',
      'create · no_auth',
      'create · bad_auth',
      'create · injection',
      'create · injection',
    ]);
    expect(server.requests.map((request) => request.headers.authorization)).toContain(
      'Bearer falcon-probe-invalid-credential',
    );
    expect(probes(result)[1]?.request?.headers['authorization']).toBe('Bearer ***');
    expect(JSON.stringify(result)).not.toContain('good-token');
  });

  it('fails when the API answers without credentials', async () => {
    weakness.ignoresAuth = true;
    const result = await runSecurity();
    expect(result.status).toBe('failed');
    expect(failedProbes(result)).toEqual([
      'list · no_auth',
      'list · bad_auth',
      'create · no_auth',
      'create · bad_auth',
    ]);
    const check = probes(result)[0]?.checks[0];
    expect(check).toMatchObject({ name: 'security no_auth', expected: 'one of 401, 403', passed: false });
  });

  it('fails when an injection string makes the API crash', async () => {
    weakness.crashesOnQuote = true;
    const result = await runSecurity();
    expect(failedProbes(result)).toEqual(['list · injection', 'create · injection']);
    const injected = probes(result).find(
      (step) => step.id === 'create · injection' && step.status === 'failed',
    );
    expect(injected?.request?.body).toBe(JSON.stringify({ note: "' OR '1'='1" }));
  });

  it('fails when undocumented methods are not answered with 405', async () => {
    weakness.notFoundForUnknownMethods = true;
    const result = await runSecurity();
    const methods = probes(result)
      .filter((step) => step.probe === 'method_not_allowed')
      .map((step) => [step.request?.method, step.status]);
    expect(methods).toEqual([
      ['PUT', 'failed'],
      ['PATCH', 'failed'],
      ['DELETE', 'failed'],
    ]);
  });
});
