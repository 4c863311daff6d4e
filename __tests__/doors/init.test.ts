import { jest } from '@jest/globals';
import { copyFile, mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { main } from '../../src/doors/cli.js';
import { startSpecMock, type SpecMock } from '../__fixtures__/openapi-mock.js';
import { sendJson, startServer, type TestServer } from '../__fixtures__/server.js';

const SPECS = path.resolve('__tests__/__fixtures__/specs/public');
const PETSTORE = path.join(SPECS, 'petstore-3.0.yaml');
const CREDENTIALS = { PETSTORE_AUTH_TOKEN: 'petstore-token', API_KEY: 'petstore-key' };
const MOCK_CREDENTIALS = { authorization: 'Bearer petstore-token', api_key: 'petstore-key' };

let root: string;

beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'falcon-init-'));
});
afterEach(async () => {
  jest.restoreAllMocks();
  await rm(root, { recursive: true, force: true });
});

async function cli(
  args: string[],
  env: Record<string, string> = {},
): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  jest.spyOn(process.stdout, 'write').mockImplementation((chunk) => ((stdout += String(chunk)), true));
  jest.spyOn(process.stderr, 'write').mockImplementation((chunk) => ((stderr += String(chunk)), true));
  try {
    const code = await main(args, { NO_COLOR: '1', ...env }, root);
    return { code, stdout, stderr };
  } finally {
    jest.restoreAllMocks();
  }
}

/** `falcon init` from a copy of the spec in the repository, as a newcomer would run it. */
async function init(spec: string, baseUrl: string, ...extra: string[]) {
  const name = path.basename(spec);
  await copyFile(spec, path.join(root, name));
  return cli(['init', '--spec', name, '--base-url', baseUrl, ...extra]);
}

async function flows(): Promise<string[]> {
  return (await readdir(path.join(root, '.falcon', 'flows'))).sort();
}

describe('falcon init on the Swagger Petstore', () => {
  let mock: SpecMock;
  beforeAll(async () => {
    mock = await startSpecMock(PETSTORE, { credentials: MOCK_CREDENTIALS, basePath: '/api/v3' });
  });
  afterAll(() => mock.close());

  it('writes a workspace that validates and passes against a mock of the spec', async () => {
    const written = await init(PETSTORE, `${mock.url}/api/v3`);
    expect(written.stderr).toBe('');
    expect(written.code).toBe(0);
    expect(await flows()).toEqual([
      'contract_pet.yaml',
      'contract_store.yaml',
      'contract_user.yaml',
      'functional_order.yaml',
      'functional_pet.yaml',
      'functional_user.yaml',
      'security_pet.yaml',
      'security_store.yaml',
      'smoke_pet.yaml',
      'smoke_store.yaml',
      'smoke_user.yaml',
    ]);
    expect(written.stdout).toContain('wrote .falcon/config.yaml');
    expect(written.stdout).toContain('wrote .falcon/flows/functional_pet.yaml');
    // What no answer names is asked for once, at the end, in one list.
    expect(written.stdout).toContain(
      [
        'values the flows read from .falcon/environments/local.yaml (variables:): put in data your API has where they are made up',
        '  orderId: 1 (made up; 1 operation)',
        '  username: "example" (made up; 1 operation)',
        "next: 'falcon validate', then 'falcon run'",
      ].join('\n'),
    );
    expect(written.stdout).toContain(
      'set PETSTORE_AUTH_TOKEN, API_KEY in the environment: local.yaml sends them as credentials',
    );

    const environment = await readFile(path.join(root, '.falcon/environments/local.yaml'), 'utf8');
    expect(environment).toContain(`base_url: ${mock.url}/api/v3`);
    expect(environment).toContain('authorization: Bearer {{env.PETSTORE_AUTH_TOKEN}}');
    expect(environment).toContain('api_key: "{{env.API_KEY}}"');
    const smoke = await readFile(path.join(root, '.falcon/flows/smoke_pet.yaml'), 'utf8');
    expect(smoke.split('\n')[0]).toMatch(/^# yaml-language-server: \$schema=https:\/\/.*flow\.schema\.json$/);
    // The spec has no external $refs: it is kept as written, comments and all.
    expect(await readFile(path.join(root, '.falcon/spec.yaml'), 'utf8')).toBe(
      await readFile(PETSTORE, 'utf8'),
    );

    const validated = await cli(['validate'], CREDENTIALS);
    expect(validated.stderr).toBe('');
    expect(validated.stdout).toMatch(
      /✓ 11 flows, 1 environments, spec \.falcon\/spec\.yaml \(19 operations\)/,
    );

    const before = mock.requests.length;
    const run = await cli(
      ['run', '--gate', 'all', '--junit', 'off', '--history', 'off', '--agent', 'off'],
      CREDENTIALS,
    );
    expect(run.stdout).toMatch(/Gate passed/);
    expect(run.code).toBe(0);
    expect(run.stdout).not.toContain('✗');
    const sent = mock.requests.slice(before);
    // The chains, the probes and the credentials all reached the mock.
    expect(sent.map((request) => `${request.method} ${request.url}`)).toEqual(
      expect.arrayContaining(['POST /api/v3/pet', 'GET /api/v3/pet/10', 'DELETE /api/v3/pet/10']),
    );
    expect(sent.some((request) => request.headers.authorization === undefined)).toBe(true);
    expect(
      sent.some((request) => request.headers.authorization === 'Bearer falcon-probe-invalid-credential'),
    ).toBe(true);
  });

  it('runs against a mock strict enough to refuse what the spec refuses', async () => {
    const headers = { authorization: 'Bearer petstore-token' };
    const bad = await fetch(`${mock.url}/api/v3/pet/findByStatus?status=lost`, { headers });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await bad.json())).toContain('status');
    expect((await fetch(`${mock.url}/api/v3/pet/findByStatus?status=sold`, { headers })).status).toBe(200);
    expect((await fetch(`${mock.url}/api/v3/pet/findByStatus?status=sold`)).status).toBe(401);
  });

  it('writes nothing the second time without --force, and says so', async () => {
    await init(PETSTORE, `${mock.url}/api/v3`);
    const smoke = path.join(root, '.falcon/flows/smoke_pet.yaml');
    await writeFile(smoke, '# mine\nsteps:\n  - request: { path: /pet/findByStatus }\n');
    const again = await init(PETSTORE, `${mock.url}/api/v3`);
    expect(again.code).toBe(0);
    expect(again.stdout).not.toContain('wrote');
    expect(again.stdout).toMatch(
      /^nothing written: every file exists \(\.falcon\/config\.yaml, .*\); --force replaces them$/m,
    );
    expect(await readFile(smoke, 'utf8')).toContain('# mine');

    const forced = await init(PETSTORE, `${mock.url}/api/v3`, '--force');
    expect(forced.stdout).toContain('wrote .falcon/flows/smoke_pet.yaml');
    expect(await readFile(smoke, 'utf8')).not.toContain('# mine');
  });

  it('uses an id from variables.json for operations that need an existing one', async () => {
    await writeFile(path.join(root, 'placeholder'), '');
    await init(PETSTORE, `${mock.url}/api/v3`);
    await writeFile(path.join(root, '.falcon/variables.json'), '{ "orderId": 10 }\n');
    const again = await init(PETSTORE, `${mock.url}/api/v3`, '--force');
    expect(again.stdout).not.toContain('needs an existing order id');
    const smoke = await readFile(path.join(root, '.falcon/flows/smoke_store.yaml'), 'utf8');
    expect(smoke).toContain('orderId: "{{orderId}}"');
    const run = await cli(
      ['run', '--flows', 'smoke_store.yaml', '--junit', 'off', '--history', 'off', '--agent', 'off'],
      CREDENTIALS,
    );
    expect(run.code).toBe(0);
  });
});

describe('falcon init on a subset of GitHub and Discord', () => {
  const cases: Array<{
    name: string;
    spec: string;
    variables: Record<string, unknown>;
    env: Record<string, string>;
    credentials: Record<string, string>;
    flows: string[];
    plant: Record<string, (body: unknown) => unknown>;
    broken: RegExp;
  }> = [
    {
      name: "GitHub's REST description (OpenAPI 3.0)",
      spec: path.join(SPECS, 'github-gitignore-subset.yaml'),
      variables: { name: 'C' },
      env: {},
      credentials: {},
      flows: ['contract_gitignore.yaml', 'smoke_gitignore.yaml'],
      plant: { 'gitignore/get-template': (body) => ({ ...(body as object), source: null }) },
      broken: /✗ schema: [^\n]*\$\.source: must be a string/,
    },
    {
      name: 'the Discord API (OpenAPI 3.1: type lists with "null", const)',
      spec: path.join(SPECS, 'discord-3.1-subset.yaml'),
      variables: { application_id: '1' },
      env: { BOT_TOKEN: 'Bot discord-token' },
      credentials: { authorization: 'Bot discord-token' },
      flows: [
        'contract_applications.yaml',
        'contract_gateway.yaml',
        'functional_emojis.yaml',
        'security_applications.yaml',
        'smoke_applications.yaml',
        'smoke_gateway.yaml',
      ],
      plant: {
        get_gateway: () => ({ url: null }),
        get_application_emoji: (body) => {
          const emoji = body as { user: { collectibles: { nameplate: { palette: string } } } };
          emoji.user.collectibles.nameplate.palette = 'rainbow';
          return emoji;
        },
      },
      broken:
        /✗ schema: [^\n]*\$\.url: must be a string[\s\S]*✗ schema: [^\n]*\$\.user\.collectibles\.nameplate\.palette/,
    },
  ];

  it.each(cases)(
    '$name: validates, passes against its mock and fails on a planted violation',
    async (example) => {
      const mock = await startSpecMock(example.spec, { credentials: example.credentials });
      const broken = await startSpecMock(example.spec, {
        credentials: example.credentials,
        plant: example.plant,
      });
      try {
        await mkdir(path.join(root, '.falcon'), { recursive: true });
        await writeFile(path.join(root, '.falcon/variables.json'), JSON.stringify(example.variables));
        const written = await init(example.spec, mock.url);
        expect(written.code).toBe(0);
        expect(await flows()).toEqual(example.flows);
        expect((await cli(['validate'], example.env)).code).toBe(0);
        const run = await cli(
          ['run', '--gate', 'all', '--junit', 'off', '--history', 'off', '--agent', 'off'],
          example.env,
        );
        expect(run.stdout).not.toContain('✗');
        expect(run.code).toBe(0);
        const failing = await cli(
          [
            'run',
            '--gate',
            'all',
            '--base-url',
            broken.url,
            '--junit',
            'off',
            '--history',
            'off',
            '--agent',
            'off',
          ],
          example.env,
        );
        expect(failing.code).toBe(1);
        expect(failing.stdout).toMatch(example.broken);
      } finally {
        await mock.close();
        await broken.close();
      }
    },
  );
});

describe('falcon init finds what a server breaks', () => {
  const planted: Array<[string, Record<string, (body: unknown) => unknown>, RegExp]> = [
    [
      'a field of the wrong type',
      {
        findPetsByStatus: (body) =>
          (body as Array<Record<string, unknown>>).map((pet) => ({ ...pet, name: 7 })),
      },
      /✗ contract +pet keeps its contract[\s\S]*✗ schema: [^\n]*\$\[0\]\.name: must be a string \(got 7\)/,
    ],
    [
      'a required field left out',
      {
        getPetById: (body) => {
          const pet = { ...(body as Record<string, unknown>) };
          delete pet.photoUrls;
          return pet;
        },
      },
      /✗ functional +pet: create, read, update, delete[\s\S]*✗ schema: [^\n]*photoUrls/,
    ],
    [
      'a value outside its enum',
      { placeOrder: (body) => ({ ...(body as object), status: 'lost' }) },
      /✗ contract +store keeps its contract[\s\S]*✗ schema: [^\n]*\$\.status: must be one of/,
    ],
    [
      'a map value of the wrong type',
      { getInventory: () => ({ available: 'many' }) },
      /✗ contract +store keeps its contract[\s\S]*✗ schema: [^\n]*\$\.available: must be an integer/,
    ],
  ];

  it.each(planted)('fails on %s, naming the field', async (_name, plant, message) => {
    const broken = await startSpecMock(PETSTORE, {
      credentials: MOCK_CREDENTIALS,
      basePath: '/api/v3',
      plant,
    });
    try {
      await init(PETSTORE, `${broken.url}/api/v3`);
      const run = await cli(
        ['run', '--gate', 'all', '--junit', 'off', '--history', 'off', '--agent', 'off'],
        CREDENTIALS,
      );
      expect(run.code).toBe(1);
      expect(run.stdout).toMatch(message);
    } finally {
      await broken.close();
    }
  });
});

describe('falcon init input', () => {
  let specServer: TestServer;
  beforeAll(async () => {
    const served: Record<string, string> = {
      '/openapi.yaml': await readFile(PETSTORE, 'utf8'),
      '/notes/openapi.yaml': await readFile(
        path.resolve('__tests__/__fixtures__/specs/notes-3.1.yaml'),
        'utf8',
      ),
      '/relative.yaml':
        'openapi: 3.0.3\ninfo: { title: x, version: "1" }\nservers: [{ url: /v1 }]\npaths: {}\n',
      '/notes/schemas/address.yaml': await readFile(
        path.resolve('__tests__/__fixtures__/specs/schemas/address.yaml'),
        'utf8',
      ),
    };
    specServer = await startServer((request, response) => {
      if (request.url === '/latest') {
        response.writeHead(302, { location: '/openapi.yaml' }).end();
        return;
      }
      const text = served[new URL(request.url ?? '/', 'http://spec').pathname];
      if (text !== undefined) {
        response.writeHead(200, { 'content-type': 'application/yaml' }).end(text);
        return;
      }
      sendJson(response, 404, {});
    });
  });
  afterAll(() => specServer.close());

  it('fetches a spec from a URL and takes the base URL from its servers', async () => {
    const { code, stdout } = await cli(['init', '--spec', `${specServer.url}/openapi.yaml`]);
    expect(code).toBe(0);
    expect(stdout).toContain('wrote .falcon/spec.yaml');
    expect(await readFile(path.join(root, '.falcon/environments/local.yaml'), 'utf8')).toContain(
      'base_url: https://petstore3.swagger.io/api/v3',
    );
  });

  it('reads a relative server against the spec URL, leaving out what fetched it', async () => {
    const { code } = await cli([
      'init',
      '--spec',
      `http://user:pw@${specServer.url.slice(7)}/relative.yaml?key=abc`,
    ]);
    expect(code).toBe(0);
    expect(parseYaml(await readFile(path.join(root, '.falcon/environments/local.yaml'), 'utf8'))).toEqual({
      base_url: `${specServer.url}/v1`,
    });
  });

  it('follows a redirect to the spec', async () => {
    const { code } = await cli(['init', '--spec', `${specServer.url}/latest`]);
    expect(code).toBe(0);
    expect(await readFile(path.join(root, '.falcon/spec.yaml'), 'utf8')).toContain('Swagger Petstore');
  });

  it('fetches the files a spec URL refers to and brings them into spec.yaml', async () => {
    const { code, stderr } = await cli(['init', '--spec', `${specServer.url}/notes/openapi.yaml`]);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    // Fetched once, though the spec is read twice (validated, then bundled).
    expect(
      specServer.requests.filter((request) => request.url === '/notes/schemas/address.yaml'),
    ).toHaveLength(1);
    const spec = await readFile(path.join(root, '.falcon/spec.yaml'), 'utf8');
    expect(spec).not.toContain('./schemas/address.yaml');
    expect((await cli(['validate'])).code).toBe(0);
  });

  it('exits 2 naming the URL when it cannot be fetched, its credentials masked', async () => {
    const { code, stderr } = await cli([
      'init',
      '--spec',
      `${specServer.url}/missing.yaml?token=s3cr3t-value`,
    ]);
    expect(code).toBe(2);
    expect(stderr).toContain(
      `cannot fetch the spec ${specServer.url}/missing.yaml?token=***: it answered 404`,
    );
    expect(stderr).not.toContain('s3cr3t-value');
  });

  it('exits 2 with file:line:column on a broken spec, writing nothing', async () => {
    await writeFile(
      path.join(root, 'openapi.yaml'),
      'openapi: 3.0.3\ninfo: { title: x, version: "1" }\npaths:\n  /a: [\n',
    );
    const { code, stderr } = await cli([
      'init',
      '--spec',
      'openapi.yaml',
      '--base-url',
      'http://127.0.0.1:1',
    ]);
    expect(code).toBe(2);
    expect(stderr).toMatch(/openapi\.yaml:\d+:\d+/);
    await expect(readdir(path.join(root, '.falcon'))).rejects.toThrow();
  });

  it('exits 2 on a missing spec file, a missing --spec, or --spec given to another command', async () => {
    const missing = await cli(['init', '--spec', 'nowhere.yaml']);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('cannot read the spec nowhere.yaml: the file does not exist');
    const none = await cli(['init']);
    expect(none.code).toBe(2);
    expect(none.stderr).toContain('init needs the spec');
    const misplaced = await cli(['run', '--spec', 'openapi.yaml']);
    expect(misplaced.code).toBe(2);
    expect(misplaced.stderr).toMatch(
      /--(spec|force) is not an option of 'falcon \w+'; it belongs to falcon init/,
    );
  });

  it('writes into the folder --workspace names, and says how to use it', async () => {
    await copyFile(PETSTORE, path.join(root, 'openapi.yaml'));
    const { code, stdout } = await cli(['init', '--spec', 'openapi.yaml', '--workspace', 'api/.falcon']);
    expect(code).toBe(0);
    expect(stdout).toContain('wrote api/.falcon/flows/smoke_pet.yaml');
    expect(stdout).toContain(
      "next: 'falcon validate --workspace api/.falcon', then 'falcon run --workspace api/.falcon'",
    );
  });

  it('asks for --base-url when the spec names no absolute server', async () => {
    await writeFile(
      path.join(root, 'openapi.yaml'),
      'openapi: 3.0.3\ninfo: { title: x, version: "1" }\nservers: [{ url: /v1 }]\npaths: {}\n',
    );
    const { code, stderr } = await cli(['init', '--spec', 'openapi.yaml']);
    expect(code).toBe(2);
    expect(stderr).toContain('names no absolute server URL');
    expect(stderr).toContain('--base-url');
  });

  it('says a reason many operations share in one line, and each other reason per operation', async () => {
    const resources = ['bolts', 'nuts', 'screws', 'washers', 'rivets'];
    const paths = resources
      .map(
        (name) => `  /${name}/{id}:
    delete:
      operationId: delete_${name}
      tags: [parts]
      parameters: [{ name: id, in: path, required: true, schema: { type: integer } }]
      responses: { '204': { description: gone } }`,
      )
      .join('\n');
    await writeFile(
      path.join(root, 'openapi.yaml'),
      `openapi: 3.0.3\ninfo: { title: Parts, version: '1' }\nsecurity: [{ key: [] }]\npaths:\n${paths}\ncomponents:\n  securitySchemes:\n    key: { type: apiKey, in: header, name: X-Key }\n`,
    );
    const { code, stdout } = await cli([
      'init',
      '--spec',
      'openapi.yaml',
      '--base-url',
      'http://127.0.0.1:1',
    ]);
    expect(code).toBe(0);
    expect(stdout).toContain(
      'skipped 5 operations (delete_bolts, delete_nuts, delete_rivets, …) in contract_parts.yaml: deletes data: no operation of the spec creates what it deletes; write it into a flow that creates it first',
    );
    expect(stdout).toContain(
      'skipped 5 operations (delete_bolts, delete_nuts, delete_rivets, …) in security_parts.yaml: deletes data: probe it by hand on something a setup step creates',
    );
    expect(stdout.match(/^skipped/gm)).toHaveLength(2);
  });
});
