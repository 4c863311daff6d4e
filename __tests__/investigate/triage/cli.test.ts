/** The CLI names trace paths by the checkout's own paths, as the action does. */
import { jest } from '@jest/globals';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { main } from '../../../src/doors/cli.js';
import { startServer, type TestServer } from '../../__fixtures__/server.js';
import { makeWorkspace, type TempRepo } from '../../__fixtures__/workspace.js';

const TRACE = `Traceback (most recent call last):
  File "/usr/local/lib/python3.12/site-packages/django/core/handlers/base.py", line 197, in _get_response
  File "/srv/app/shop/views.py", line 42, in product_detail
KeyError: 'price'
`;

let server: TestServer;
let repo: TempRepo | undefined;

beforeAll(async () => {
  server = await startServer((_request, response) => {
    response.writeHead(500, { 'content-type': 'text/plain' }).end(TRACE);
  });
});
afterAll(() => server.close());
afterEach(async () => {
  jest.restoreAllMocks();
  await repo?.remove();
  repo = undefined;
});

describe('falcon run on a failure with a stack trace', () => {
  it('names the frame by the file in the checkout', async () => {
    repo = await makeWorkspace({
      'flows/functional_products.yaml':
        'steps:\n  - request: { path: /products/42 }\n    expect: { status: 200 }\n',
    });
    await mkdir(path.join(repo.root, 'shop'), { recursive: true });
    await writeFile(path.join(repo.root, 'shop/views.py'), 'def product_detail(request): ...\n');
    let stdout = '';
    jest.spyOn(process.stdout, 'write').mockImplementation((chunk) => ((stdout += String(chunk)), true));
    jest.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const code = await main(
      ['run', '--base-url', server.url, '--gate', 'functional', '--agent', 'off', '--json', 'out/run.json'],
      { NO_COLOR: '1' },
      repo.root,
    );
    jest.restoreAllMocks();
    expect(code).toBe(1);
    const result = JSON.parse(await readFile(path.join(repo.root, 'out/run.json'), 'utf8')) as {
      triage: Array<{ locations: Array<{ file: string; line: number; mapped?: boolean }> }>;
    };
    expect(result.triage[0]?.locations).toEqual([
      { file: 'shop/views.py', line: 42, function: 'product_detail', language: 'python', mapped: true },
    ]);
    expect(stdout).toContain('shop/views.py:42');
  });
});
