import { loadWorkspace } from '../../src/workspace/load.js';
import {
  checkFlowReferences,
  pathParameterNames,
  type ReferenceInputs,
} from '../../src/workspace/references.js';
import { defaultConfig } from '../../src/workspace/config.js';
import { createContext } from '../../src/workspace/files.js';
import { parseFlow } from '../../src/flows/parse.js';
import { USERS_SPEC, workspaceLoader } from '../__fixtures__/workspace.js';

const { make, load, loadErrors } = workspaceLoader();

const lines = (...text: string[]): string => `${text.join('\n')}\n`;

describe('variables in {{placeholders}}', () => {
  it('sees captures only in later steps, in setup → steps → teardown order', async () => {
    const flow = lines(
      'setup:',
      '  - id: login',
      '    request: { path: /login, json: { user: "{{token}}" } }',
      '    capture: { token: $.token }',
      'steps:',
      '  - id: use-token',
      '    request: { path: "/users/{{token}}/{{userId}}" }',
      '    capture: { userId: $.id, self: $.self }',
      '  - id: self',
      '    request: { path: "/u/{{self}}/{{later}}" }',
      'teardown:',
      '  - id: cleanup',
      '    request: { path: "/users/{{userId}}" }',
      '    capture: { later: $.x }',
    );
    expect(await loadErrors({ 'flows/e2e_captures.yaml': flow })).toEqual([
      ".falcon/flows/e2e_captures.yaml:3:44: unknown variable 'token' ({{token}}) — 'token' is only captured by this step, after its request; capture it in an earlier step",
      ".falcon/flows/e2e_captures.yaml:7:22: unknown variable 'userId' ({{userId}}) — 'userId' is only captured by this step, after its request; capture it in an earlier step",
      ".falcon/flows/e2e_captures.yaml:10:22: unknown variable 'later' ({{later}}) — 'later' is only captured later, by step 'cleanup'; capture it in an earlier step",
    ]);
  });

  it('checks placeholders in header and body expectations, but not in schemas', async () => {
    const flow = lines(
      'steps:',
      '  - request: { path: /users }',
      "    capture: { first: '$.items[0].id' }",
      '    expect:',
      '      headers: { etag: "{{etg}}" }',
      '      body: [ { path: "$.items[0].id", eq: "{{frist}}" } ]',
      '      schema: { type: object, properties: { s: { const: "{{literal}}" } } }',
    );
    expect(await loadErrors({ 'flows/functional_expect.yaml': flow })).toEqual([
      ".falcon/flows/functional_expect.yaml:5:24: unknown variable 'etg' ({{etg}}) — define it in the flow's variables, the environment, or .falcon/variables.json, or capture it in an earlier step",
      ".falcon/flows/functional_expect.yaml:6:44: unknown variable 'frist' ({{frist}}) — did you mean 'first'? (it is only captured by this step, after its request)",
    ]);
  });

  it('resolves names from variables.json, the environment and the flow, including dotted names', async () => {
    const workspace = await load({
      'variables.json': '{ "user": { "id": 7 }, "a.b": 1 }',
      'environments/dev.yaml': lines('base_url: http://127.0.0.1:1', 'variables: { tenant: acme }'),
      'flows/smoke_vars.yaml': lines(
        'environment: dev',
        'variables: { limit: 5 }',
        'steps:',
        '  - request:',
        '      path: "/t/{{tenant}}/u/{{user.id}}"',
        '      query: { limit: "{{limit}}", ab: "{{a.b}}", id: "{{$uuid}}", at: "{{ $timestamp }}" }',
      ),
    });
    expect(workspace.flows).toHaveLength(1);
  });

  it("uses the flow's environment, else config's, else accepts any environment's variables", async () => {
    const environments = {
      'environments/dev.yaml': lines('variables: { devOnly: 1 }'),
      'environments/staging.yaml': lines('variables: { stagingOnly: 2 }'),
    };
    const flow = (environment: string): string =>
      lines(environment, 'steps:', '  - request: { url: "http://127.0.0.1:1/{{stagingOnly}}" }');

    expect(await loadErrors({ ...environments, 'flows/smoke_a.yaml': flow('environment: dev') })).toEqual([
      ".falcon/flows/smoke_a.yaml:3:21: unknown variable 'stagingOnly' ({{stagingOnly}}) — define it in the flow's variables, the environment, or .falcon/variables.json, or capture it in an earlier step",
    ]);

    expect(
      await loadErrors({
        ...environments,
        'config.yaml': 'environment: dev\n',
        'flows/smoke_a.yaml': flow('name: a'),
      }),
    ).toHaveLength(1);

    const anyEnvironment = await load({ ...environments, 'flows/smoke_a.yaml': flow('name: a') });
    expect(anyEnvironment.flows).toHaveLength(1);
  });

  it("checks against the environment chosen by the person running, over the flow's own", async () => {
    const files = {
      'environments/dev.yaml': lines('variables: { devOnly: 1 }'),
      'environments/staging.yaml': lines('variables: { stagingOnly: 2 }'),
      'flows/smoke_a.yaml': lines(
        'environment: dev',
        'steps:',
        '  - request: { url: "http://127.0.0.1:1/{{stagingOnly}}" }',
      ),
    };
    const repo = await make(files);
    const options = { workspace: repo.workspace, repoRoot: repo.root, env: {} };
    const workspace = await loadWorkspace({ ...options, environment: 'staging' });
    expect(workspace.flows).toHaveLength(1);

    await expect(loadWorkspace({ ...options, environment: 'prod' })).rejects.toThrow(
      "the chosen environment 'prod' does not exist — create .falcon/environments/prod.yaml or use one of dev, staging",
    );
  });

  it('requires {{env.NAME}} to be set and treats its value as a secret', async () => {
    const flow = lines(
      'steps:',
      '  - request:',
      '      url: http://127.0.0.1:1/',
      '      headers: { authorization: "Bearer {{env.API_TOKEN}}" }',
    );
    expect(await loadErrors({ 'flows/smoke_env.yaml': flow })).toEqual([
      '.falcon/flows/smoke_env.yaml:4:33: environment variable API_TOKEN is not set ({{env.API_TOKEN}}) — set API_TOKEN in the environment of the job, e.g. env: in the workflow step',
    ]);

    const workspace = await load({ 'flows/smoke_env.yaml': flow }, { API_TOKEN: 'abc123' });
    expect(workspace.secrets).toEqual(['abc123']);
  });

  it('checks the saved request in the context of the step that uses it, in its own file', async () => {
    const login = lines(
      'method: POST',
      'path: /login',
      'json: { user: "{{username}}", pass: "{{env.PASS}}" }',
    );
    const flow = lines(
      'variables: { username: ada }',
      'steps:',
      '  - use: login',
      '  - use: login',
      '    request: { json: { user: "{{other}}" } }',
    );
    expect(await loadErrors({ 'requests/login.yaml': login, 'flows/smoke_login.yaml': flow })).toEqual([
      ".falcon/requests/login.yaml:3:37: environment variable PASS is not set ({{env.PASS}} in saved request 'login', used by step 'step-1' of .falcon/flows/smoke_login.yaml:3) — set PASS in the environment of the job, e.g. env: in the workflow step",
      ".falcon/flows/smoke_login.yaml:5:30: unknown variable 'other' ({{other}}) — define it in the flow's variables, the environment, or .falcon/variables.json, or capture it in an earlier step",
    ]);
  });

  it('does not check names against an environment whose file is broken', async () => {
    const errors = await loadErrors({
      'environments/dev.yaml': lines('base_url: 42'),
      'flows/smoke_a.yaml': lines(
        'environment: dev',
        'steps:',
        '  - request: { url: "http://127.0.0.1:1/{{fromDev}}" }',
      ),
    });
    expect(errors).toEqual([
      ".falcon/environments/dev.yaml:1:11: 'base_url' must be a string (got 42) — write a string here",
    ]);
  });

  it('leaves malformed placeholders to the flow parser, reported once', async () => {
    const errors = await loadErrors({
      'flows/smoke_a.yaml': lines('steps:', '  - request: { url: "http://127.0.0.1:1/{{$uid}}" }'),
    });
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/^\.falcon\/flows\/smoke_a\.yaml:2:21: unknown built-in '\{\{\$uid\}\}'/);
  });
});

describe('operations, saved requests and environments named by flows', () => {
  it('reports method, path parameter and schema problems against the spec', async () => {
    const flow = lines(
      'steps:',
      '  - id: wrong-method',
      '    operation: getUser',
      '    request: { method: DELETE, params: { id: 1 } }',
      '  - id: other-op',
      '    operation: listUsers',
      '    request: { method: POST }',
      '  - id: typo-param',
      '    operation: getUser',
      '    request: { params: { idd: 1 } }',
      '  - id: path-braces',
      '    request: { path: "/users/{id}" }',
      '  - id: by-url',
      '    request: { url: "http://127.0.0.1:1/users/{{$randomInt}}" }',
      '    expect: { schema: spec }',
      '  - id: by-url-unknown',
      '    request: { url: "http://127.0.0.1:1/nope" }',
      '    expect: { schema: spec }',
    );
    expect(await loadErrors({ 'spec.yaml': USERS_SPEC, 'flows/functional_ops.yaml': flow })).toEqual([
      ".falcon/flows/functional_ops.yaml:4:24: step 'wrong-method' sends DELETE, but operation 'getUser' is GET /users/{id} — remove method: (the operation gives it)",
      ".falcon/flows/functional_ops.yaml:7:24: step 'other-op' sends POST, but operation 'listUsers' is GET /users — remove method:, or write operation: createUser for POST /users",
      ".falcon/flows/functional_ops.yaml:10:24: operation 'getUser' (/users/{id}) needs path parameter 'id' — add params: { id: ... } under request",
      ".falcon/flows/functional_ops.yaml:10:26: 'idd' is not a path parameter of operation 'getUser' (/users/{id}) — did you mean 'id'?",
      ".falcon/flows/functional_ops.yaml:12:22: path /users/{id} needs path parameter 'id' — add params: { id: ... } under request (or write {{id}} in the path)",
      '.falcon/flows/functional_ops.yaml:18:23: schema: spec needs an operation, and GET /nope is not in the spec — name it with operation:, or fix the method and path to ones the spec documents',
    ]);
  });

  it('checks the operation of a saved request once, in its own file', async () => {
    const errors = await loadErrors({
      'spec.yaml': USERS_SPEC,
      'requests/make.yaml': lines('operation: createUsr', 'json: { name: Ada }'),
      'requests/fetch.yaml': lines('operation: getUser', 'method: put'),
      'flows/smoke_a.yaml': lines(
        'steps:',
        '  - use: make',
        '  - use: make',
        '  - use: fetch',
        '    request: { params: { id: 1 } }',
      ),
    });
    expect(errors).toEqual([
      ".falcon/requests/fetch.yaml:2:9: saved request 'fetch' sends PUT, but operation 'getUser' is GET /users/{id} — remove method: (the operation gives it), or name the operation for this method",
      ".falcon/requests/make.yaml:1:12: unknown operation 'createUsr' — did you mean 'createUser'?",
    ]);
  });

  it("checks a saved request's target at load: a url that is not absolute, or no target from it or the step", async () => {
    const errors = await loadErrors({
      'requests/relative.yaml': lines('url: /users'),
      'requests/headers-only.yaml': lines('headers: { accept: application/json }'),
      'requests/templated.yaml': lines('url: "{{origin}}/users"'),
      'flows/smoke_a.yaml': lines(
        'variables: { origin: "http://127.0.0.1:1" }',
        'steps:',
        '  - id: bare',
        '    use: headers-only',
        '  - use: headers-only',
        '    request: { path: /users }',
        '  - use: templated',
      ),
    });
    expect(errors).toEqual([
      ".falcon/requests/relative.yaml:1:6: url '/users' of saved request 'relative' is not an absolute http(s) URL — write a full http(s) URL, or use path: relative to the environment's base_url",
      ".falcon/flows/smoke_a.yaml:4:10: step 'bare' has no request target: saved request 'headers-only' gives no operation, path or url, and the step neither — add path: or url: to .falcon/requests/headers-only.yaml, or request.path to the step",
    ]);
  });

  it("fills path parameters from the saved request's params too", async () => {
    const workspace = await load({
      'spec.yaml': USERS_SPEC,
      'requests/me.yaml': lines('operation: getUser', 'params: { id: 1 }'),
      'flows/smoke_a.yaml': lines('steps:', '  - use: me', '    expect: { schema: spec }'),
    });
    expect(workspace.flows[0]?.steps[0]?.use).toBe('me');
  });

  it('lists the operations when nothing is close to a misspelt one', async () => {
    const errors = await loadErrors({
      'spec.yaml': USERS_SPEC,
      'flows/smoke_a.yaml': lines('steps:', '  - operation: deleteEverything'),
    });
    expect(errors).toEqual([
      ".falcon/flows/smoke_a.yaml:2:16: unknown operation 'deleteEverything' — operations in the spec: listUsers, createUser, getUser",
    ]);
  });

  it('does not mistake built-in object properties for environments or saved requests', async () => {
    const errors = await loadErrors({
      'flows/smoke_a.yaml': lines('environment: toString', 'steps:', '  - use: constructor'),
    });
    expect(errors).toEqual([
      ".falcon/flows/smoke_a.yaml:1:14: unknown environment 'toString' — create .falcon/environments/toString.yaml",
      ".falcon/flows/smoke_a.yaml:3:10: unknown saved request 'constructor' — create .falcon/requests/constructor.yaml",
    ]);
  });

  it('does not report a use: of a saved request whose file is broken a second time', async () => {
    const errors = await loadErrors({
      'requests/login.yaml': lines('metod: POST'),
      'flows/smoke_a.yaml': lines('steps:', '  - use: login', '    request: { url: http://127.0.0.1:1/ }'),
    });
    expect(errors).toEqual([
      ".falcon/requests/login.yaml:1:1: unknown key 'metod' in saved request 'login' — did you mean 'method'?",
    ]);
  });
});

describe('a workspace without a spec', () => {
  it('is fine with a warning while no flow needs the spec', async () => {
    const workspace = await load({
      'flows/smoke_a.yaml': lines('steps:', '  - request: { url: http://127.0.0.1:1/ }'),
    });
    expect(workspace.spec).toBeUndefined();
    expect(workspace.warnings).toEqual([
      'no OpenAPI spec in .falcon (looked for spec.yaml, spec.yml, spec.json, openapi.yaml, openapi.yml, openapi.json) — add one to use operation:, schema: spec and contract flows, or set spec: in config.yaml',
    ]);
  });

  it('is an error at each place that needs the spec', async () => {
    const hint = 'add .falcon/spec.yaml, or point spec: in .falcon/config.yaml at your OpenAPI file';
    const errors = await loadErrors({
      'requests/make.yaml': lines('operation: createUser'),
      'flows/contract_users.yaml': lines(
        '# checks the users API',
        'steps:',
        '  - operation: listUsers',
        '  - request: { path: /users }',
        '    expect: { schema: spec }',
      ),
      'flows/smoke_typed.yaml': lines('type: smoke', 'steps:', '  - use: make'),
    });
    expect(errors).toEqual([
      `.falcon/requests/make.yaml:1:12: operation 'createUser' needs an OpenAPI spec, and the workspace has none — ${hint}`,
      `.falcon/flows/contract_users.yaml:2:1: contract flows check every response against the OpenAPI spec, and the workspace has none — ${hint}`,
      `.falcon/flows/contract_users.yaml:3:16: operation 'listUsers' needs an OpenAPI spec, and the workspace has none — ${hint}`,
      `.falcon/flows/contract_users.yaml:5:23: schema: spec needs an OpenAPI spec, and the workspace has none — ${hint}`,
    ]);
  });
});

describe('pathParameterNames', () => {
  it('takes single braces as path parameters and leaves {{templates}} out', () => {
    expect(pathParameterNames('/users/{id}/orders/{orderId}')).toEqual(['id', 'orderId']);
    expect(pathParameterNames('/users/{{id}}/x')).toEqual([]);
    expect(pathParameterNames('/users')).toEqual([]);
  });
});

describe('inline schemas', () => {
  it('are checked at load, so a typo is not blamed on the API', async () => {
    const flow = lines(
      'steps:',
      '  - request: { url: "http://127.0.0.1:1/" }',
      '    expect:',
      '      schema: { type: strin }',
    );
    const errors = await loadErrors({ 'flows/functional_schema.yaml': flow });
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(
      /^\.falcon\/flows\/functional_schema\.yaml:4:15: the inline schema is not a valid JSON Schema: .*type/,
    );
  });
});

describe('checking a flow against the workspace', () => {
  it('reads the flow text again only to place an error, so a flow without one is parsed once', () => {
    const text = lines('steps:', '  - request: { url: "http://127.0.0.1:1/" }');
    const flow = parseFlow('.falcon/flows/functional_once.yaml', text);
    const inputs: ReferenceInputs = {
      config: defaultConfig(),
      spec: { status: 'absent', path: 'spec.yaml' },
      environments: { environments: {}, sources: {}, broken: new Set() },
      requests: { requests: {}, sources: {}, broken: new Set() },
      variables: {},
    };
    const context = createContext('/repo', {});
    // Text that cannot be parsed: reading it would throw, so passing shows it was never read.
    expect(() => checkFlowReferences({ flow, text: 'steps: [' }, inputs, context)).not.toThrow();
    expect(context.errors.errors).toEqual([]);

    const withError = parseFlow('.falcon/flows/functional_once.yaml', `${text}environment: nowhere\n`);
    checkFlowReferences({ flow: withError, text: `${text}environment: nowhere\n` }, inputs, context);
    expect(context.errors.errors.map((error) => error.describe())).toEqual([
      ".falcon/flows/functional_once.yaml:3:14: unknown environment 'nowhere' — create .falcon/environments/nowhere.yaml",
    ]);
  });
});
