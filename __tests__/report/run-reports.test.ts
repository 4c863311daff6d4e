/**
 * The reports a run leaves behind, from a real run against an API on 127.0.0.1 with a contract
 * bug and a security hole: one HTML file that opens offline, CTRF checked against the schema the
 * `ctrf` package ships, and SARIF checked against the published SARIF 2.1.0 schema (vendored in
 * __fixtures__/sarif with its provenance).
 */
import { createRequire } from 'node:module';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { resolveOptions } from '../../src/options.js';
import { runPipeline } from '../../src/pipeline.js';
import { sendJson, startServer, type TestServer } from '../__fixtures__/server.js';
import { makeWorkspace, USERS_SPEC, type TempRepo } from '../__fixtures__/workspace.js';

const require = createRequire(import.meta.url);
const SARIF_SCHEMA = path.resolve(import.meta.dirname, '../__fixtures__/sarif/sarif-schema-2.1.0.json');
const CTRF_SCHEMA = path.join(path.dirname(require.resolve('ctrf')), 'ctrf-schema-0.0.json');

let api: TestServer;
let repo: TempRepo;

beforeAll(async () => {
  api = await startServer((request, response) => {
    // Answers everyone, credentials or not, and breaks the contract: `name` is a number.
    if (request.url?.startsWith('/users/')) return sendJson(response, 200, { id: 1, name: 7 });
    if (request.url?.startsWith('/users')) {
      if (request.method === 'POST')
        return sendJson(response, 201, { id: 2, name: '<script>alert(1)</script>' });
      return sendJson(response, 200, { items: [{ id: 1, name: 'Ada' }] });
    }
    sendJson(response, 500, { error: 'boom' });
  });
  repo = await makeWorkspace({
    'spec.yaml': USERS_SPEC,
    'flows/contract_users.yaml':
      'steps:\n  - operation: getUser\n    request: { path: /users/1 }\n    expect: { status: 200, schema: spec }\n',
    'flows/security_users.yaml': [
      'steps:',
      '  - operation: createUser',
      '    request: { headers: { authorization: "Bearer {{env.TOKEN}}" }, json: { name: x } }',
      '    expect: { status: 201 }',
      'security: { probes: [no_auth, bad_auth] }',
      '',
    ].join('\n'),
    'flows/functional_broken.yaml': 'steps:\n  - request: { path: /nowhere }\n    expect: { status: 200 }\n',
  });
});
afterAll(async () => {
  await api.close();
  await repo.remove();
});

async function runOnce() {
  const options = resolveOptions(
    { 'base-url': api.url, history: 'off', gate: 'contract,security' },
    repo.root,
    (name) => `--${name}`,
  );
  const result = await runPipeline(options, { env: { TOKEN: 'secret-token-123' } });
  expect(result.exitCode).toBe(1);
  return result.outputs;
}

it('writes the HTML, CTRF and SARIF reports beside JUnit by default', async () => {
  const outputs = await runOnce();
  const reports = path.join(repo.workspace, 'reports');
  expect(outputs).toMatchObject({
    html: path.join(reports, 'report.html'),
    ctrf: path.join(reports, 'ctrf.json'),
    sarif: path.join(reports, 'falcon.sarif'),
    junit: path.join(reports, 'junit.xml'),
  });
});

describe('the HTML report', () => {
  it('is one file that asks for nothing and shows the verdict, the failures and the coverage', async () => {
    const html = await readFile((await runOnce()).html!, 'utf8');
    // No script, no stylesheet, no image, no link out: only inline style, and a policy forbidding the rest.
    expect(html).not.toMatch(/<script|<link|<img|<iframe|src=|@import|url\(/i);
    expect(html).toContain(`content="default-src 'none'; style-src 'unsafe-inline'"`);
    expect(html).toMatch(/<h1 class="fail">❌ Falcon CI: gate failed · Users API<\/h1>/);
    // The contract failure with its expected and actual values, the request and the repro.
    expect(html).toContain(
      `<td>schema <span class="muted">line 4</span></td><td><code>matches the spec's schema for 200 application/json</code></td><td><code>$.name: must be a string (got 7)</code>`,
    );
    expect(html).toContain('$.name');
    expect(html).toContain(`curl '${api.url}/users/1'`);
    // The security probes that got in without credentials.
    expect(html).toMatch(/no_auth probe/);
    // Outside the gate, said so.
    expect(html).toMatch(/functional_broken\.yaml<\/code> \(not gated\)/);
    expect(html).toMatch(/<h2>Coverage of the spec<\/h2>/);
    // What the API sent is text, never markup; the token never appears.
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('secret-token-123');
  });
});

describe('the CTRF report', () => {
  it('fits the CTRF schema and marks what the gate does not count', async () => {
    const ctrf = JSON.parse(await readFile((await runOnce()).ctrf!, 'utf8'));
    const ajv = new Ajv({ strict: false, allErrors: true });
    addFormats.default(ajv);
    const validate = ajv.compile(JSON.parse(await readFile(CTRF_SCHEMA, 'utf8')));
    expect(validate(ctrf) ? [] : validate.errors).toEqual([]);
    expect(ctrf.results.summary.failed).toBeGreaterThanOrEqual(3);
    const broken = ctrf.results.tests.find((test: { filePath: string }) =>
      test.filePath.endsWith('functional_broken.yaml'),
    );
    expect(broken).toMatchObject({
      status: 'failed',
      tags: ['not-gated'],
      labels: { gated: false },
      line: 2,
    });
    expect(broken.message).toMatch(/^status: expected 200, got 500/);
  });
});

describe('the SARIF file', () => {
  it('fits the SARIF 2.1.0 schema, with a rule per kind of check and each finding at its flow line and operation', async () => {
    const outputs = await runOnce();
    const sarif = JSON.parse(await readFile(outputs.sarif!, 'utf8'));
    const ajv = new Ajv({ strict: false, allErrors: true });
    addFormats.default(ajv);
    const validate = ajv.compile(JSON.parse(await readFile(SARIF_SCHEMA, 'utf8')));
    expect(validate(sarif) ? [] : validate.errors).toEqual([]);

    const [run] = sarif.runs;
    const rules = run.tool.driver.rules.map((rule: { id: string }) => rule.id);
    expect(rules).toEqual(
      expect.arrayContaining(['contract/schema', 'security/no-auth', 'security/bad-auth']),
    );
    // Only security and contract flows are findings; a functional failure is a test outcome.
    expect(
      run.results.every(
        (result: { locations: Array<{ physicalLocation: { artifactLocation: { uri: string } } }> }) =>
          /\/(contract|security)_users\.yaml$/.test(
            result.locations[0]!.physicalLocation.artifactLocation.uri,
          ),
      ),
    ).toBe(true);

    const schema = run.results.find((result: { ruleId: string }) => result.ruleId === 'contract/schema');
    expect(schema).toMatchObject({
      level: 'error',
      locations: [
        {
          physicalLocation: {
            artifactLocation: { uri: '.falcon/flows/contract_users.yaml', uriBaseId: '%SRCROOT%' },
            region: { startLine: 4 },
          },
          logicalLocations: [{ name: 'GET /users/{id}' }],
        },
      ],
      relatedLocations: [{ physicalLocation: { artifactLocation: { uri: '.falcon/spec.yaml' } } }],
    });
    const specLines = USERS_SPEC.split('\n');
    const specLine = schema.relatedLocations[0].physicalLocation.region.startLine;
    expect(specLines.slice(specLine - 2, specLine + 1).join('\n')).toMatch(/get:|\/users\/\{id\}/);
    expect(run.results[0].ruleIndex).toBe(rules.indexOf(run.results[0].ruleId));
    expect(JSON.stringify(sarif)).not.toContain('secret-token-123');
  });
});
