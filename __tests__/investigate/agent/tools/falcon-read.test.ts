import { symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createFalconReadTool } from '../../../../src/investigate/agent/tools/falcon-read.js';
import type { Tool } from '../../../../src/investigate/agent/types.js';
import {
  call,
  FALCON_MD,
  falconFixture,
  type FalconFixture,
} from '../../../__fixtures__/agent/falcon-harness.js';

const STAGING = 'base_url: https://staging.example.test\nheaders: { x-api-key: k-123456789 }\n';
const FLOW =
  'name: Health\nsteps:\n  - id: ping\n    request: { method: GET, path: /health }\n    expect: { status: 200 }\n';

let fixture: FalconFixture;
let tool: Tool;
beforeEach(async () => {
  fixture = await falconFixture(
    {
      'falcon.md': FALCON_MD,
      'flows/smoke_health.yaml': FLOW,
      'reports/smoke_report_api_20250101T000000Z.md': '# Smoke\n\nPASS\n',
      'environments/staging.yaml': STAGING,
      'environments/.env': 'TOKEN=abc',
    },
    { secrets: ['k-123456789'] },
  );
  tool = createFalconReadTool(fixture.deps);
});
afterEach(() => fixture.repo.remove());

const read = (file: string): Promise<string> => call(tool, { path: file }, fixture.context);

describe('falcon_read', () => {
  it('reads a workspace file whole, by its workspace path or with the .falcon/ prefix', async () => {
    const output = await read('falcon.md');
    expect(output).toBe(`.falcon/falcon.md (${Buffer.byteLength(FALCON_MD)} B):\n${FALCON_MD}`);
    expect(await read('.falcon/flows/smoke_health.yaml')).toContain(FLOW);
  });

  it('lists a folder, leaving secret files out', async () => {
    expect(await read('.')).toBe(
      [
        '.falcon/ holds 4 entries:',
        'environments/',
        'flows/',
        'reports/',
        `falcon.md (${Buffer.byteLength(FALCON_MD)} B)`,
      ].join('\n'),
    );
    expect(await read('environments')).toBe(
      `.falcon/environments/ holds 1 entry:\nstaging.yaml (${STAGING.length} B)`,
    );
  });

  it('masks the run’s secrets in what it shows', async () => {
    const output = await read('environments/staging.yaml');
    expect(output).not.toContain('k-123456789');
    expect(output).toContain('x-api-key: ***');
  });

  it('names a close file when the path is misspelt', async () => {
    expect(await read('flows/smoke_helth.yaml')).toBe(
      'no file .falcon/flows/smoke_helth.yaml; did you mean flows/smoke_health.yaml?',
    );
    expect(await read('baselines/x.json')).toMatch(/its folder does not exist either/);
  });

  it.each([
    ['../package.json', /^cannot read \.\.\/package\.json: .* is outside \.falcon\//],
    ['/etc/passwd', /outside \.falcon\//],
    ['environments/.env', /environment file \(\.env\)/],
  ])('refuses %s', async (file, reason) => {
    expect(await read(file)).toMatch(reason);
  });

  it('refuses a symlink that leads out of the workspace', async () => {
    await writeFile(path.join(fixture.repo.root, 'app.js'), 'code');
    await symlink(path.join(fixture.repo.root, 'app.js'), path.join(fixture.repo.workspace, 'notes.md'));
    expect(await read('notes.md')).toMatch(/^cannot read notes\.md: .*symbolic link.*outside/);
  });
});
