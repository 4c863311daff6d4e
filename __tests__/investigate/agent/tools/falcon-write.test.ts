import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createFalconWriteTool } from '../../../../src/investigate/agent/tools/falcon-write.js';
import type { Tool } from '../../../../src/investigate/agent/types.js';
import { WrittenFiles } from '../../../../src/investigate/agent/falcon-files/written.js';
import { createConfirmationPolicy } from '../../../../src/investigate/fixes/policy.js';
import { USERS_SPEC } from '../../../__fixtures__/workspace.js';
import {
  call,
  FALCON_MD,
  falconFixture,
  filesUnder,
  type FalconFixture,
} from '../../../__fixtures__/agent/falcon-harness.js';

const REPORT_NAME = 'contract_report_users-api_20250304T050607Z.md';
const REPORT = `# Contract report: Users API

| flow | result |
| --- | --- |
| contract_users.yaml | FAIL |

GET /users answered \`name: 42\` where the spec wants a string (src/routes/users.js:17).
`;
const FLOW = `name: Users are listed
steps:
  - id: list
    operation: listUsers
    expect: { status: 200 }
`;
const START = {
  'config.yaml': 'api_name: Users API\n',
  'spec.yaml': USERS_SPEC,
  'reports/smoke_report_users-api_20250101T000000Z.md': '# earlier report\n\nPASS\n',
  'flows/smoke_users.yaml': FLOW,
};

let fixture: FalconFixture;
let written: WrittenFiles;
let tool: Tool;
beforeEach(async () => {
  fixture = await falconFixture(START, { secrets: ['s3cr3t-token-value'] });
  written = new WrittenFiles();
  tool = createFalconWriteTool(fixture.deps, { written });
});
afterEach(() => fixture.repo.remove());

const write = (file: string, content: string): Promise<string> =>
  call(tool, { path: file, content }, fixture.context);
const onDisk = (file: string): Promise<string> => readFile(path.join(fixture.repo.workspace, file), 'utf8');
const startFiles = Object.keys(START).sort();

describe('falcon_write reports', () => {
  it('writes a valid report and records it among the run’s reports', async () => {
    const output = await write(`reports/${REPORT_NAME}`, REPORT);
    expect(output).toMatch(
      /^wrote \.falcon\/reports\/contract_report_users-api_20250304T050607Z\.md \(.*\): it passed ValidateReportContent/,
    );
    expect(await onDisk(`reports/${REPORT_NAME}`)).toBe(REPORT);
    expect(written.reports()).toEqual([`.falcon/reports/${REPORT_NAME}`]);
  });

  it('accepts the path with its .falcon/ prefix', async () => {
    await write(`.falcon/reports/${REPORT_NAME}`, REPORT);
    expect(written.reports()).toEqual([`.falcon/reports/${REPORT_NAME}`]);
  });

  it('refuses an invalid report with every reason, and writes nothing', async () => {
    const output = await write(`reports/${REPORT_NAME}`, 'Results: {{results}} TODO');
    expect(output.split('\n')).toEqual([
      `.falcon/reports/${REPORT_NAME} was not written: it fails ValidateReportContent`,
      expect.stringMatching(/^- report is too short \(25 bytes/),
      "- no Markdown heading: start the report with '# <title>'",
      expect.stringMatching(/^- no results shown/),
      "- unresolved placeholder '{{results}}' on line 1: replace it with the real content or remove it",
      "- unresolved placeholder 'TODO' on line 1: replace it with the real content or remove it",
      'Nothing was changed on disk. Fix every point above and call falcon_write again with the whole content.',
    ]);
    expect(await filesUnder(fixture.repo.workspace)).toEqual(startFiles);
    expect(written.reports()).toEqual([]);
  });

  it.each([
    ['reports/report.md', /does not start with <type>_report_/],
    ['reports/contarct_report_users-api_20250304.md', /did you mean 'contract'/],
    ['reports/2025/contract_report_users-api_20250304.md', /flat/],
  ])('refuses the report name %s', async (file, reason) => {
    const output = await write(file, REPORT);
    expect(output).toMatch(reason);
    expect(output).toContain(`e.g. ${REPORT_NAME}`);
    expect(await filesUnder(fixture.repo.workspace)).toEqual(startFiles);
  });

  it('never replaces a report it did not write in this run, but may rewrite its own', async () => {
    const earlier = 'reports/smoke_report_users-api_20250101T000000Z.md';
    expect(await write(earlier, REPORT)).toMatch(/already exists and was not written by you in this run/);
    expect(await onDisk(earlier)).toBe(START[earlier]);

    await write(`reports/${REPORT_NAME}`, REPORT);
    const second = `${REPORT}\nThe handler was checked again.\n`;
    expect(await write(`reports/${REPORT_NAME}`, second)).toMatch(/^wrote/);
    expect(await onDisk(`reports/${REPORT_NAME}`)).toBe(second);
    expect(written.reports()).toEqual([`.falcon/reports/${REPORT_NAME}`]);
  });

  it('masks secrets of the run before the report is written', async () => {
    const output = await write(`reports/${REPORT_NAME}`, `${REPORT}\nThe call sent s3cr3t-token-value.\n`);
    expect(output).toMatch(/Secrets and credentials in the content were masked/);
    const text = await onDisk(`reports/${REPORT_NAME}`);
    expect(text).not.toContain('s3cr3t-token-value');
    expect(text).toContain('The call sent ***.');
  });
});

describe('falcon_write falcon.md, memory.json and flows', () => {
  it('writes a falcon.md that passes ValidateFalconMD', async () => {
    expect(await write('falcon.md', FALCON_MD)).toMatch(/^wrote \.falcon\/falcon\.md .*ValidateFalconMD/);
    expect(await onDisk('falcon.md')).toBe(FALCON_MD);
  });

  it('refuses a falcon.md without its sections, with the reasons', async () => {
    const output = await write(
      'falcon.md',
      '# Users API\n\n# Base URLs\n\n# Known Endpoints\n\n- GET /users\n',
    );
    expect(output).toContain('it fails ValidateFalconMD');
    expect(output).toMatch(/- falcon\.md is too short/);
    expect(output).toMatch(/- '# Base URLs' section on line 3 is empty/);
    expect(await filesUnder(fixture.repo.workspace)).toEqual(startFiles);
  });

  it('never writes a new flow in deny mode: it is refused, listed, and left off the disk', async () => {
    const output = await write('flows/contract_users_list.yaml', FLOW);
    expect(output).toMatch(
      /^\.falcon\/flows\/contract_users_list\.yaml was not written:\n- new flows are proposals, never written directly/,
    );
    expect(await filesUnder(path.join(fixture.repo.workspace, 'flows'))).toEqual(['smoke_users.yaml']);
  });

  it('stages a valid new flow as a proposal in pr mode, and refuses one that does not load with the parser’s errors', async () => {
    const policy = createConfirmationPolicy({
      mode: 'pr',
      repoRoot: fixture.repo.root,
      workspaceRoot: fixture.repo.workspace,
    });
    const proposing = createFalconWriteTool(fixture.deps, {
      written,
      stage: (file, text) => policy.stage(file, text),
    });
    const context = { ...fixture.context, confirm: policy.confirm.bind(policy) };
    expect(await call(proposing, { path: 'flows/contract_users_list.yaml', content: FLOW }, context)).toMatch(
      /^The new flow \.falcon\/flows\/contract_users_list\.yaml was staged/,
    );
    expect(policy.overlay!.isStaged('.falcon/flows/contract_users_list.yaml')).toBe(true);

    const broken =
      'name: Broken\nsteps:\n  - id: list\n    request: { method: GET, path: /users }\n    expect: { stauts: 200 }\n';
    const output = await write('flows/smoke_broken.yaml', broken);
    expect(output).toContain('.falcon/flows/smoke_broken.yaml was not written: it fails the flow rules');
    expect(output).toMatch(/- \.falcon\/flows\/smoke_broken\.yaml:5:\d+: .*stauts.*did you mean 'status'/);
    // Staged, never written.
    expect(await filesUnder(path.join(fixture.repo.workspace, 'flows'))).toEqual(['smoke_users.yaml']);
  });

  it('checks a flow against the spec the way the loader does', async () => {
    const output = await write('flows/smoke_unknown.yaml', FLOW.replace('listUsers', 'listUser'));
    expect(output).toMatch(
      /- \.falcon\/flows\/smoke_unknown\.yaml:4:\d+: unknown operation 'listUser'.*listUsers/,
    );
  });

  it('refuses a flow whose name has a type prefix that is not a testing type', async () => {
    const output = await write('flows/users.yaml', FLOW);
    expect(output).toMatch(/was not written/);
    expect(output).toMatch(/users\.yaml/);
  });

  it('never overwrites the user’s flows', async () => {
    expect(await write('flows/smoke_users.yaml', FLOW.replace('200', '500'))).toMatch(/already exists/);
    expect(await onDisk('flows/smoke_users.yaml')).toBe(FLOW);
  });

  it('checks memory.json’s shape', async () => {
    const output = await write('memory.json', '{"facts": [{"key": "a"}]}');
    expect(output).toContain('- facts[0] needs non-empty text in "value", "source", "updated_at"');
    const valid = JSON.stringify({
      facts: [{ key: 'a', value: 'b', source: 'agent', updated_at: '2025-01-01T00:00:00Z' }],
    });
    expect(await write('memory.json', valid)).toMatch(/^wrote \.falcon\/memory\.json/);
  });
});

describe('falcon_write refusals', () => {
  it.each([
    ['../src/app.js', /outside \.falcon\//],
    ['/tmp/x.md', /outside \.falcon\//],
    ['config.yaml', /not one of the agent's outputs/],
    ['environments/prod.yaml', /not one of the agent's outputs/],
    ['sessions/session_20250101T000000Z.json', /session_log/],
    ['environments/.env', /environment file/],
  ])('refuses %s', async (file, reason) => {
    const output = await write(file, REPORT);
    expect(output).toMatch(/was not written/);
    expect(output).toMatch(reason);
    expect(await filesUnder(fixture.repo.root)).toEqual(startFiles.map((name) => `.falcon/${name}`));
  });

  it('reports a failed write and leaves no partial or temporary file', async () => {
    // A folder where the file should go makes the final rename fail.
    await mkdir(path.join(fixture.repo.workspace, 'falcon.md', 'notes'), { recursive: true });
    await writeFile(path.join(fixture.repo.workspace, 'falcon.md', 'notes', 'a.txt'), 'x');
    const output = await write('falcon.md', FALCON_MD);
    expect(output).toMatch(/falcon\.md was not written:\n- the file could not be written: /);
    expect(await filesUnder(fixture.repo.workspace)).toEqual([...startFiles, 'falcon.md/notes/a.txt'].sort());
    expect(written.all()).toEqual([]);
  });
});
