import { cp, mkdir, mkdtemp, readFile, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { InputErrors } from '../../src/core/errors.js';
import { initWorkspace, type InitOptions } from '../../src/init/index.js';
import { loadWorkspace } from '../../src/workspace/load.js';

const SPECS = path.resolve('__tests__/__fixtures__/specs');

let root: string;
beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'falcon-init-'));
});
afterEach(() => rm(root, { recursive: true, force: true }));

function init(spec: string, options: Partial<InitOptions> = {}) {
  return initWorkspace({
    spec,
    force: false,
    workspace: path.join(root, '.falcon'),
    repoRoot: root,
    env: {},
    baseUrl: 'http://127.0.0.1:1',
    ...options,
  });
}

async function flow(name: string): Promise<Record<string, unknown>> {
  return parse(await readFile(path.join(root, '.falcon/flows', name), 'utf8')) as Record<string, unknown>;
}

const LINKED = `openapi: 3.0.3
info: { title: Things, version: '1' }
paths:
  /things:
    post:
      operationId: createThing
      requestBody:
        required: true
        content:
          application/json:
            schema: { $ref: '#/components/schemas/Thing' }
            example: { uuid: 5d1e0000-0000-4000-8000-000000000000, label: first }
      responses:
        '201':
          description: created
          content:
            application/json: { schema: { $ref: '#/components/schemas/Thing' } }
          links:
            ReadIt:
              operationId: readThing
              parameters: { key: '$response.body#/uuid' }
  /things/by-key/{key}:
    get:
      operationId: readThing
      parameters:
        - { name: key, in: path, required: true, schema: { type: string, format: uuid } }
      responses:
        '200':
          description: the thing
          content:
            application/json: { schema: { $ref: '#/components/schemas/Thing' } }
    delete:
      operationId: dropThing
      parameters:
        - { name: key, in: path, required: true, schema: { type: string, format: uuid } }
      responses:
        '204': { description: gone }
components:
  schemas:
    Thing:
      type: object
      required: [uuid, label]
      properties:
        uuid: { type: string, format: uuid }
        label: { type: string }
`;

describe('initWorkspace', () => {
  it('chains create → read → delete through the create response’s links', async () => {
    await writeFile(path.join(root, 'things.yaml'), LINKED);
    await init('things.yaml');
    expect(await flow('functional_things.yaml')).toEqual({
      name: 'things: create, read, delete',
      tags: ['things'],
      continue_on_failure: true,
      steps: [
        {
          id: 'createThing',
          operation: 'createThing',
          request: { json: { uuid: '5d1e0000-0000-4000-8000-000000000000', label: 'first' } },
          expect: { status: 201, schema: 'spec' },
          capture: { thing_key: '$.uuid' },
        },
        {
          id: 'readThing',
          operation: 'readThing',
          request: { params: { key: '{{thing_key}}' } },
          expect: { status: 200, schema: 'spec' },
        },
      ],
      teardown: [
        {
          id: 'dropThing',
          operation: 'dropThing',
          request: { params: { key: '{{thing_key}}' } },
          expect: { status: 204 },
        },
      ],
    });
  });

  it('brings $refs to other files into spec.yaml and keeps the spec’s own', async () => {
    await cp(path.join(SPECS, 'notes-3.1.yaml'), path.join(root, 'api/notes.yaml'));
    await cp(path.join(SPECS, 'schemas'), path.join(root, 'api/schemas'), { recursive: true });
    await init('api/notes.yaml');
    const spec = await readFile(path.join(root, '.falcon/spec.yaml'), 'utf8');
    expect(spec).not.toContain('./schemas/address.yaml');
    expect(spec).toContain('$ref: "#/components/schemas/Note"');
    const workspace = await loadWorkspace({ workspace: path.join(root, '.falcon'), repoRoot: root, env: {} });
    expect(workspace.spec?.operations.length).toBeGreaterThan(0);
  });

  it('writes a Swagger 2.0 JSON spec as YAML, with its api key as an environment header', async () => {
    await cp(path.join(SPECS, 'petstore-2.0.json'), path.join(root, 'petstore.json'));
    await cp(path.join(SPECS, 'schemas'), path.join(root, 'schemas'), { recursive: true });
    const report = await init('petstore.json', { baseUrl: undefined });
    expect(report.credentials).toEqual(['KEY']);
    const spec = await readFile(path.join(root, '.falcon/spec.yaml'), 'utf8');
    expect(spec).toMatch(/^swagger: "2\.0"$/m);
    expect(parse(await readFile(path.join(root, '.falcon/environments/local.yaml'), 'utf8'))).toEqual({
      base_url: 'https://petstore.example.com/api',
      headers: { 'x-api-key': '{{env.KEY}}' },
    });
    const workspace = await loadWorkspace({
      workspace: path.join(root, '.falcon'),
      repoRoot: root,
      env: { KEY: 'k' },
    });
    expect(workspace.flows.length).toBeGreaterThan(0);
  });

  it('never writes through a symbolic link, even with force', async () => {
    await writeFile(path.join(root, 'things.yaml'), LINKED);
    const outside = await mkdtemp(path.join(os.tmpdir(), 'falcon-outside-'));
    try {
      await writeFile(path.join(outside, 'target.yaml'), 'mine\n');
      await mkdir(path.join(root, '.falcon/flows'), { recursive: true });
      await symlink(path.join(outside, 'target.yaml'), path.join(root, '.falcon/flows/contract_things.yaml'));
      const report = await init('things.yaml', { force: true });
      expect(report.kept).toEqual([
        { file: '.falcon/flows/contract_things.yaml', reason: 'a symbolic link, never written through' },
      ]);
      expect(await readFile(path.join(outside, 'target.yaml'), 'utf8')).toBe('mine\n');
    } finally {
      await rm(outside, { recursive: true, force: true });
    }
  });

  it('refuses a workspace folder that leads outside the repository, writing nothing there', async () => {
    await writeFile(path.join(root, 'things.yaml'), LINKED);
    const outside = await mkdtemp(path.join(os.tmpdir(), 'falcon-outside-'));
    try {
      await symlink(outside, path.join(root, '.falcon'));
      await expect(init('things.yaml')).rejects.toThrow(InputErrors);
      await expect(init('things.yaml')).rejects.toThrow(/outside the repository/);
      expect(await readdir(outside)).toEqual([]);
    } finally {
      await rm(outside, { recursive: true, force: true });
    }
  });

  it('gives two tags that read alike two files', async () => {
    await writeFile(
      path.join(root, 'tags.yaml'),
      `openapi: 3.0.3
info: { title: Tags, version: '1' }
paths:
  /a:
    get:
      tags: [Pet]
      responses: { '200': { description: ok } }
  /b:
    get:
      tags: [pet]
      responses: { '200': { description: ok } }
`,
    );
    await init('tags.yaml');
    const files = await readdir(path.join(root, '.falcon/flows'));
    expect(files).toEqual(expect.arrayContaining(['smoke_pet.yaml', 'smoke_pet_2.yaml']));
  });
});

describe('initWorkspace on the shapes real specs have', () => {
  const SHAPES = `openapi: 3.0.3
info: { title: Shapes, version: '1' }
paths:
  /Accounts/{AccountSid}/Messages.json:
    post:
      operationId: createMessage
      parameters:
        - { name: AccountSid, in: path, required: true, schema: { type: string, pattern: '^AC[0-9a-f]{32}$' } }
      requestBody:
        required: true
        content:
          application/x-www-form-urlencoded:
            schema:
              type: object
              required: [To, Items]
              properties:
                To: { type: string, example: '+15558675310' }
                Items: { type: array, items: { type: string }, example: [a, b] }
      responses:
        '201':
          description: sent
          content: { application/json: { schema: { $ref: '#/components/schemas/Message' } } }
  /Accounts/{AccountSid}/Messages/{Sid}.json:
    get:
      operationId: fetchMessage
      parameters:
        - { name: AccountSid, in: path, required: true, schema: { type: string, pattern: '^AC[0-9a-f]{32}$' } }
        - { name: Sid, in: path, required: true, schema: { type: string } }
      responses:
        '200':
          description: the message
          content: { application/json: { schema: { $ref: '#/components/schemas/Message' } } }
    delete:
      operationId: deleteMessage
      parameters:
        - { name: AccountSid, in: path, required: true, schema: { type: string, pattern: '^AC[0-9a-f]{32}$' } }
        - { name: Sid, in: path, required: true, schema: { type: string } }
      responses: { '204': { description: gone } }
components:
  schemas:
    Message:
      allOf:
        - type: object
          properties: { body: { type: string } }
        - type: object
          required: [sid]
          properties: { sid: { type: string } }
`;

  it('writes a form with a list field as validate reads it, and chains through an allOf answer', async () => {
    await writeFile(path.join(root, 'shapes.yaml'), SHAPES);
    const report = await init('shapes.yaml');
    const functional = await flow('functional_messages.yaml');
    expect(functional).toMatchObject({
      continue_on_failure: true,
      steps: [
        {
          id: 'createMessage',
          request: {
            params: { AccountSid: '{{AccountSid}}' },
            form: { To: '+15558675310', Items: ['a', 'b'] },
          },
          capture: { message_Sid: '$.sid' },
        },
        { id: 'fetchMessage', request: { params: { AccountSid: '{{AccountSid}}', Sid: '{{message_Sid}}' } } },
      ],
      teardown: [{ id: 'deleteMessage', request: { params: { Sid: '{{message_Sid}}' } } }],
    });
    // The account no answer names is asked for once, with a value its pattern accepts; so is the
    // message the smoke flow reads, which only a create (no read) names.
    expect(report.values).toEqual([
      {
        name: 'AccountSid',
        value: expect.stringMatching(/^AC[0-9a-f]{32}$/),
        shown: false,
        operations: ['createMessage', 'fetchMessage', 'deleteMessage'],
      },
      { name: 'message_Sid', value: 'example', shown: false, operations: ['fetchMessage'] },
    ]);
    const environment = parse(await readFile(path.join(root, '.falcon/environments/local.yaml'), 'utf8'));
    expect(environment.variables).toEqual({ AccountSid: report.values[0]!.value, message_Sid: 'example' });
    const workspace = await loadWorkspace({ workspace: path.join(root, '.falcon'), repoRoot: root, env: {} });
    expect(workspace.flows.map((loaded) => loaded.file).sort()).toEqual([
      '.falcon/flows/contract_accounts.yaml',
      '.falcon/flows/functional_messages.yaml',
      '.falcon/flows/smoke_accounts.yaml',
    ]);
  });

  it('says why a create has no chain when its answer names no id', async () => {
    await writeFile(
      path.join(root, 'noid.yaml'),
      SHAPES.replace(
        'required: [sid]\n          properties: { sid: { type: string } }',
        'properties: { at: { type: string } }',
      ),
    );
    const report = await init('noid.yaml');
    expect(report.skipped).toEqual(
      expect.arrayContaining([
        {
          flow: 'functional_messages.yaml',
          operation: 'createMessage',
          reason:
            'no create → read → delete chain: its answer names no id for {Sid} (no field Sid or id, no Location header, no link): add one to the spec',
        },
        {
          flow: 'contract_accounts.yaml',
          operation: 'deleteMessage',
          reason:
            'deletes data, and the answer of createMessage (the create it would follow) names no id for {Sid}: add a link or an id field to its response',
        },
      ]),
    );
  });

  it('writes the values a kept environment lacks into the flows that read them', async () => {
    await writeFile(path.join(root, 'shapes.yaml'), SHAPES);
    await mkdir(path.join(root, '.falcon/environments'), { recursive: true });
    await writeFile(path.join(root, '.falcon/environments/local.yaml'), 'base_url: http://127.0.0.1:1\n');
    await init('shapes.yaml');
    const smoke = await flow('smoke_accounts.yaml');
    expect(Object.keys(smoke)).toEqual(['name', 'tags', 'variables', 'continue_on_failure', 'steps']);
    expect(smoke.variables).toEqual({ AccountSid: expect.stringMatching(/^AC/), message_Sid: 'example' });
    const workspace = await loadWorkspace({ workspace: path.join(root, '.falcon'), repoRoot: root, env: {} });
    expect(workspace.flows).toHaveLength(3);
  });
});
