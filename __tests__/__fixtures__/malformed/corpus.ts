/**
 * Malformed workspaces, each refused by `falcon validate` and `falcon run` alike: exit code 2, one
 * problem line starting with the file, line and column of the mistake and saying what to do,
 * nothing sent (PROVENANCE.md says where each shape comes from).
 *
 * DEVELOPMENT holds the shapes the loader was built against; HELD_OUT was written afterwards from
 * other sources (the YAML test suite's error cases and OpenAPI's own invalid examples) and measured
 * before anything was changed for it.
 */

export interface MalformedSample {
  /** What is wrong. */
  family: string;
  /** Where the shape comes from: `issue`, `yaml-test-suite <id>`, `openapi fail/<name>`. */
  source: string;
  /** Files of `.falcon/`; the good flow and spec are added unless a sample replaces them (null removes one). */
  files: Record<string, string | null>;
  /** `file:line` of the mistake (the column must be a number). */
  at: string;
  /** Words the message holds. */
  says?: RegExp;
  /** Run with the workspace's own base URL, not the test server's (`--base-url` would change the verdict). */
  ownBaseUrl?: true;
}

export const FLOW = 'steps:\n  - request: { path: /users }\n    expect: { status: 200 }\n';
export const FLOW_FILE = 'flows/smoke_users.yaml';

/** A spec of `paths` (and more), each line as written. */
const spec = (...lines: string[]): string =>
  ['openapi: 3.1.0', "info: { title: Users, version: '1' }", ...lines, ''].join('\n');
const OK_PATH = ['  /users:', '    get:', "      responses: { '200': { description: ok } }"];
const flow = (...lines: string[]): string => [...lines, ''].join('\n');

export const DEVELOPMENT: MalformedSample[] = [
  // ------------------------------------------------------------------ merge keys, in every file type
  {
    family: 'a merge key of a number in the config',
    source: 'issue',
    files: { 'config.yaml': 'base: &b 1\nollama:\n  <<: *b\n' },
    at: '.falcon/config.yaml:3',
    says: /merge key/,
  },
  {
    family: 'a merge key of a number in a flow',
    source: 'issue',
    files: { [FLOW_FILE]: flow('steps:', '  - request: { path: /users }', '    <<: 5') },
    at: '.falcon/flows/smoke_users.yaml:3',
    says: /merge key/,
  },
  {
    family: 'a merge key of a list of numbers in an environment',
    source: 'issue',
    files: { 'environments/dev.yaml': flow('base_url: http://127.0.0.1:1', 'headers:', '  <<: [1, 2]') },
    at: '.falcon/environments/dev.yaml:3',
    says: /merge key/,
  },
  {
    family: 'a merge key of text in the spec',
    source: 'issue',
    files: { 'spec.yaml': spec('paths:', ...OK_PATH, 'x-defaults:', '  <<: hello') },
    at: '.falcon/spec.yaml:8',
    says: /merge key/,
  },
  {
    family: 'an empty merge key in a saved request',
    source: 'issue',
    files: { 'requests/list.yaml': 'url: http://127.0.0.1:1/users\n<<:\n' },
    at: '.falcon/requests/list.yaml:2',
    says: /merge key/,
  },
  {
    family: 'a merge key of an alias to a list in flow variables',
    source: 'issue',
    files: { [FLOW_FILE]: flow('tags: &t [a, b]', 'variables:', '  <<: *t', ...FLOW.trim().split('\n')) },
    at: '.falcon/flows/smoke_users.yaml:3',
    says: /merge key/,
  },
  // ------------------------------------------------------------------ OpenAPI rules beyond shape
  {
    family: 'a path parameter named otherwise than its placeholder',
    source: 'issue',
    files: {
      'spec.yaml': spec(
        'paths:',
        '  /users/{id}:',
        '    get:',
        '      parameters: [{ name: userId, in: path, required: true, schema: { type: string } }]',
        "      responses: { '200': { description: ok } }",
      ),
    },
    at: '.falcon/spec.yaml:6',
    says: /rename the parameter to id/,
  },
  {
    family: 'a placeholder no parameter declares',
    source: 'issue',
    files: { 'spec.yaml': spec('paths:', '  /users/{id}:', '    get:', "      responses: { '200': { description: ok } }") },
    at: '.falcon/spec.yaml:5',
    says: /declares no path parameter for \{id\}/,
  },
  {
    family: 'two paths that differ only in parameter names',
    source: 'issue',
    files: {
      'spec.yaml': spec(
        'paths:',
        '  /a/{x}:',
        '    parameters: [{ name: x, in: path, required: true, schema: { type: string } }]',
        "    get: { responses: { '200': { description: ok } } }",
        '  /a/{y}:',
        '    parameters: [{ name: y, in: path, required: true, schema: { type: string } }]',
        "    get: { responses: { '200': { description: ok } } }",
      ),
    },
    at: '.falcon/spec.yaml:7',
    says: /same path/,
  },
  {
    family: 'a parameter declared twice',
    source: 'issue',
    files: {
      'spec.yaml': spec(
        'paths:',
        '  /users:',
        '    get:',
        '      parameters:',
        '        - { name: limit, in: query, schema: { type: integer } }',
        '        - { name: limit, in: query, schema: { type: integer } }',
        "      responses: { '200': { description: ok } }",
      ),
    },
    at: '.falcon/spec.yaml:8',
    says: /declared twice/,
  },
  {
    family: 'a query string in a path key',
    source: 'issue',
    files: { 'spec.yaml': spec('paths:', '  /users?limit=10:', "    get: { responses: { '200': { description: ok } } }") },
    at: '.falcon/spec.yaml:4',
    says: /query string/,
  },
  {
    family: 'a $ref whose pointer lacks its slash',
    source: 'issue',
    files: {
      'spec.yaml': spec(
        'paths:',
        '  /users:',
        '    get:',
        '      responses:',
        "        '200':",
        '          description: ok',
        "          content: { application/json: { schema: { $ref: '#components/schemas/User' } } }",
        'components: { schemas: { User: { type: object } } }',
      ),
    },
    at: '.falcon/spec.yaml:9',
    says: /not a JSON pointer/,
  },
  {
    family: 'a $ref to the whole document',
    source: 'issue',
    files: {
      'spec.yaml': spec(
        'paths:',
        '  /users:',
        '    get:',
        '      responses:',
        "        '200':",
        '          description: ok',
        "          content: { application/json: { schema: { $ref: '#' } } }",
      ),
    },
    at: '.falcon/spec.yaml:9',
    says: /whole document/,
  },
  {
    family: 'a $dynamicRef to no $dynamicAnchor',
    source: 'issue',
    files: {
      'spec.yaml': spec(
        'paths:',
        '  /users:',
        '    get:',
        '      responses:',
        "        '200':",
        '          description: ok',
        "          content: { application/json: { schema: { $dynamicRef: '#item' } } }",
      ),
    },
    at: '.falcon/spec.yaml:9',
    says: /\$dynamicAnchor/,
  },
  {
    family: 'a schema that is only a $ref to itself',
    source: 'issue',
    files: {
      'spec.yaml': spec('paths:', ...OK_PATH, 'components:', '  schemas:', "    User: { $ref: '#/components/schemas/User' }"),
    },
    at: '.falcon/spec.yaml:9',
    says: /refers to itself/,
  },
  {
    family: 'two schemas that are each all of the other',
    source: 'issue',
    files: {
      'spec.yaml': spec(
        'paths:',
        ...OK_PATH,
        'components:',
        '  schemas:',
        "    A: { allOf: [{ $ref: '#/components/schemas/B' }] }",
        "    B: { allOf: [{ $ref: '#/components/schemas/A' }] }",
      ),
    },
    at: '.falcon/spec.yaml:9',
    says: /refer to each other/,
  },
  {
    family: 'an optional path parameter',
    source: 'issue',
    files: {
      'spec.yaml': spec(
        'paths:',
        '  /users/{id}:',
        '    get:',
        '      parameters: [{ name: id, in: path, schema: { type: string } }]',
        "      responses: { '200': { description: ok } }",
      ),
    },
    at: '.falcon/spec.yaml:6',
    says: /required/,
  },
  {
    family: 'a placeholder named twice in one path',
    source: 'issue',
    files: {
      'spec.yaml': spec(
        'paths:',
        '  /users/{id}/friends/{id}:',
        '    parameters: [{ name: id, in: path, required: true, schema: { type: string } }]',
        "    get: { responses: { '200': { description: ok } } }",
      ),
    },
    at: '.falcon/spec.yaml:4',
    says: /twice/,
  },
  {
    family: 'an empty placeholder',
    source: 'issue',
    files: { 'spec.yaml': spec('paths:', '  /users/{}:', "    get: { responses: { '200': { description: ok } } }") },
    at: '.falcon/spec.yaml:4',
    says: /empty placeholder/,
  },
  // ------------------------------------------------------------------ values where they are written
  {
    family: 'a variable name with a space in an environment',
    source: 'issue',
    files: { 'environments/dev.yaml': flow('base_url: http://127.0.0.1:1', 'variables:', '  user id: 7') },
    at: '.falcon/environments/dev.yaml:3',
    says: /invalid name 'user id'/,
  },
  {
    family: 'a variable name with a space in variables.json',
    source: 'issue',
    files: { 'variables.json': '{\n  "limit": 5,\n  "user id": 7\n}\n' },
    at: '.falcon/variables.json:3',
    says: /invalid variable name "user id"/,
  },
  {
    family: 'a reserved variable name in an environment',
    source: 'issue',
    files: { 'environments/dev.yaml': flow('base_url: http://127.0.0.1:1', 'variables:', '  env: prod') },
    at: '.falcon/environments/dev.yaml:3',
    says: /reserved/,
  },
  {
    family: 'an auth_header HTTP does not allow',
    source: 'issue',
    files: {
      [FLOW_FILE]: null,
      'flows/security_users.yaml': flow('security:', '  auth_header: "x api key"', ...FLOW.trim().split('\n')),
    },
    at: '.falcon/flows/security_users.yaml:2',
    says: /auth_header/,
  },
  {
    family: 'a capture from a header HTTP does not allow',
    source: 'issue',
    files: { [FLOW_FILE]: flow(...FLOW.trim().split('\n'), '    capture: { token: { header: "x token" } }') },
    at: '.falcon/flows/smoke_users.yaml:4',
    says: /header/,
  },
  {
    family: 'an ollama.url that is no URL',
    source: 'issue',
    files: { 'config.yaml': 'provider: ollama\nollama:\n  url: localhost 11434\n' },
    at: '.falcon/config.yaml:3',
    says: /ollama\.url must be an absolute http\(s\) URL/,
  },
  {
    family: 'an openai.base_url of another scheme',
    source: 'issue',
    files: { 'config.yaml': 'openai:\n  base_url: ftp://models.example\n' },
    at: '.falcon/config.yaml:2',
    says: /openai\.base_url/,
  },
  {
    family: 'an openai.base_url with a password',
    source: 'issue',
    files: { 'config.yaml': 'openai:\n  base_url: https://me:secret@models.example/v1\n' },
    at: '.falcon/config.yaml:2',
    says: /credentials/,
  },
  {
    family: 'a timeout of 0',
    source: 'issue',
    files: { 'config.yaml': 'api_name: Users\ntimeout: 0\n' },
    at: '.falcon/config.yaml:2',
    says: /timeout/,
  },
  {
    family: 'a timeout in hours, which no duration reads',
    source: 'issue',
    files: { 'config.yaml': 'timeout: 2h\n' },
    at: '.falcon/config.yaml:1',
    says: /timeout/,
  },
  {
    family: 'a timeout longer than a timer waits',
    source: 'issue',
    files: { 'config.yaml': 'timeout: 1e12\n' },
    at: '.falcon/config.yaml:1',
    says: /timeout/,
  },
  {
    family: 'a timeout from the environment that is no duration',
    source: 'issue',
    files: { 'config.yaml': 'timeout: "${FALCON_CORPUS_UNSET:-0}"\n' },
    at: '.falcon/config.yaml:1',
    says: /not a duration/,
  },
  {
    family: 'a tool budget past its bound',
    source: 'issue',
    files: { 'config.yaml': 'tool_limits:\n  total: 1000000000\n' },
    at: '.falcon/config.yaml:2',
    says: /total/,
  },
  {
    family: 'a workflow stage timeout past 24 days',
    source: 'issue',
    files: { 'investigation.yaml': 'stages:\n  - name: reproduce\n    timeout: 99999999m\n' },
    at: '.falcon/investigation.yaml:3',
    says: /24 days/,
  },
  // ------------------------------------------------------------------ no flows
  {
    family: 'no flows folder',
    source: 'issue',
    files: { [FLOW_FILE]: null, 'config.yaml': 'api_name: Users\n' },
    at: '.falcon/flows:1',
    says: /no flows folder/,
  },
  {
    family: 'a flows folder without flows',
    source: 'issue',
    files: { [FLOW_FILE]: null, 'flows/README.md': '# flows\n' },
    at: '.falcon/flows:1',
    says: /no flows in/,
  },
  // ------------------------------------------------------------------ places
  {
    family: 'a line indented with non-breaking spaces',
    source: 'issue',
    files: { [FLOW_FILE]: 'steps:\n  - request:\n      path: /users\n\u00a0\u00a0\u00a0\u00a0\u00a0\u00a0method: GET\n' },
    at: '.falcon/flows/smoke_users.yaml:4',
    says: /non-breaking space/,
  },
  {
    family: 'a list item without a space after its dash',
    source: 'issue',
    files: { [FLOW_FILE]: 'steps:\n  -id: list\n    request: { path: /users }\n' },
    at: '.falcon/flows/smoke_users.yaml:2',
    says: /without a space/,
  },
  {
    family: 'a line separator where a line break was meant',
    source: 'issue',
    files: { [FLOW_FILE]: 'steps:\n  - request:\n      path: /users\u2028      method: GET\n' },
    at: '.falcon/flows/smoke_users.yaml:3',
    says: /U\+2028/,
  },
  {
    family: 'a document end marker in the middle of a flow',
    source: 'issue',
    files: { [FLOW_FILE]: 'steps:\n  - request:\n      path: /users\n...\n      method: GET\n' },
    at: '.falcon/flows/smoke_users.yaml:4',
    says: /\.\.\./,
  },
  {
    family: 'an unknown key in a flow with carriage returns alone',
    source: 'issue',
    files: { [FLOW_FILE]: 'steps:\r  - request: { path: /users }\r    expect: { status: 200 }\r    bogus: 1\r' },
    at: '.falcon/flows/smoke_users.yaml:4',
    says: /bogus/,
  },
  {
    family: 'a null key in a step',
    source: 'issue',
    files: { [FLOW_FILE]: flow(...FLOW.trim().split('\n'), '    null: 1') },
    at: '.falcon/flows/smoke_users.yaml:4',
    says: /unknown key/,
  },
  {
    family: 'a key that is a mapping',
    source: 'issue',
    files: { [FLOW_FILE]: flow(...FLOW.trim().split('\n'), '    ? { a: 1 }', '    : 2') },
    at: '.falcon/flows/smoke_users.yaml:4',
    says: /key is a mapping/,
  },
  // ------------------------------------------------------------------ single cases
  {
    family: 'spec: naming the flows folder',
    source: 'issue',
    files: { 'config.yaml': 'api_name: Users\nspec: flows\n' },
    at: '.falcon/config.yaml:2',
    says: /names the folder/,
  },
  {
    family: 'an unset variable in a saved request',
    source: 'issue',
    files: {
      'requests/user.yaml': 'method: GET\nurl: http://127.0.0.1:1/users/{{userId}}\n',
      [FLOW_FILE]: flow('steps:', '  - use: user', '    expect: { status: 200 }'),
    },
    at: '.falcon/requests/user.yaml:2',
    says: /userId/,
  },
  {
    family: 'an empty variables.json',
    source: 'issue',
    files: { 'variables.json': '' },
    at: '.falcon/variables.json:1',
    says: /empty/,
  },
  {
    family: 'a YAML version that does not exist',
    source: 'issue',
    files: { [FLOW_FILE]: `%YAML 2.0\n---\n${FLOW}` },
    at: '.falcon/flows/smoke_users.yaml:1',
    says: /2\.0/,
  },
  {
    family: 'a retry of a trillion attempts',
    source: 'issue',
    files: { [FLOW_FILE]: flow(...FLOW.trim().split('\n'), '    retry: 1e12') },
    at: '.falcon/flows/smoke_users.yaml:4',
    says: /retry/,
  },
  {
    family: 'a retry pause of a day',
    source: 'issue',
    files: { [FLOW_FILE]: flow(...FLOW.trim().split('\n'), '    retry: { attempts: 3, delay_ms: 86400000 }') },
    at: '.falcon/flows/smoke_users.yaml:4',
    says: /delay_ms/,
  },
  {
    family: 'a million connections',
    source: 'issue',
    files: {
      [FLOW_FILE]: null,
      'flows/performance_users.yaml': flow('load: { count: 10, connections: 1000000 }', ...FLOW.trim().split('\n')),
    },
    at: '.falcon/flows/performance_users.yaml:1',
    says: /connections/,
  },
  {
    family: 'a load paced to take years',
    source: 'issue',
    files: {
      [FLOW_FILE]: null,
      'flows/performance_users.yaml': flow('load: { count: 1000, rate: 0.0001 }', ...FLOW.trim().split('\n')),
    },
    at: '.falcon/flows/performance_users.yaml:1',
    says: /longer than a day/,
  },
  {
    family: 'generated cases given more than a day',
    source: 'issue',
    files: { [FLOW_FILE]: flow('cases: { max_duration: "100000s" }', ...FLOW.trim().split('\n')) },
    at: '.falcon/flows/smoke_users.yaml:1',
    says: /longer than a day/,
  },
  {
    family: 'generated cases aimed at a production-looking base URL, with no flag given',
    source: 'issue',
    files: {
      'environments/prod.yaml': 'base_url: https://api.users.com\n',
      [FLOW_FILE]: null,
      'flows/contract_users.yaml': flow(
        'environment: prod',
        'steps:',
        '  - operation: listUsers',
        '    cases: { positive: 1, negative: 0 }',
      ),
    },
    at: '.falcon/flows/contract_users.yaml:4',
    says: /looks like production/,
    ownBaseUrl: true,
  },
  {
    family: 'a tag that makes bytes of text in an environment',
    source: 'issue',
    files: { 'environments/dev.yaml': 'base_url: http://127.0.0.1:1\nvariables:\n  key: !!binary aGVsbG8=\n' },
    at: '.falcon/environments/dev.yaml:3',
    says: /!!binary/,
  },
];

export const HELD_OUT: MalformedSample[] = [
  // ------------------------------------------------------------------ the YAML test suite's error shapes
  {
    family: 'a bare word after a mapping',
    source: 'yaml-test-suite 236B',
    files: { 'config.yaml': 'watchdog:\n  latency_floor_ms: 50\nbogus\n' },
    at: '.falcon/config.yaml:3',
  },
  {
    family: 'a mapping inside a plain value over several lines',
    source: 'yaml-test-suite 2CMS',
    files: { 'environments/dev.yaml': 'base_url: http://127.0.0.1:1\nheaders:\n  x-note: this\n    is\n      bad: x\n' },
    at: '.falcon/environments/dev.yaml:5',
  },
  {
    family: 'content after a document end marker',
    source: 'yaml-test-suite 3HFZ',
    files: { [FLOW_FILE]: `${FLOW}... extra\n` },
    at: '.falcon/flows/smoke_users.yaml:4',
  },
  {
    family: 'a closing bracket too many',
    source: 'yaml-test-suite 4H7K',
    files: { [FLOW_FILE]: `tags: [ smoke, users ] ]\n${FLOW}` },
    at: '.falcon/flows/smoke_users.yaml:1',
  },
  {
    family: 'a list item indented less than the others',
    source: 'yaml-test-suite 4HVU',
    files: { [FLOW_FILE]: `tags:\n   - smoke\n   - users\n  - fast\n${FLOW}` },
    at: '.falcon/flows/smoke_users.yaml:4',
  },
  {
    family: 'an unknown escape in double quotes',
    source: 'yaml-test-suite 55WF',
    files: { [FLOW_FILE]: 'steps:\n  - request: { path: "/users\\.json" }\n' },
    at: '.falcon/flows/smoke_users.yaml:2',
  },
  {
    family: 'a list on the line of its key',
    source: 'yaml-test-suite 5U3A',
    files: { 'config.yaml': 'gate: - smoke\n      - contract\n' },
    at: '.falcon/config.yaml:1',
  },
  {
    family: 'a key right after a closed mapping on one line',
    source: 'yaml-test-suite 62EZ',
    files: { [FLOW_FILE]: 'steps:\n  - request: { path: /users }method: GET\n' },
    at: '.falcon/flows/smoke_users.yaml:2',
  },
  {
    family: 'a bare word at the end of a list',
    source: 'yaml-test-suite 6S55',
    files: { [FLOW_FILE]: `tags:\n  - smoke\n  - users\n  fast\n${FLOW}` },
    at: '.falcon/flows/smoke_users.yaml:4',
  },
  {
    family: 'a key without its colon',
    source: 'yaml-test-suite 7MNF',
    files: { 'config.yaml': 'ollama:\n  url: http://127.0.0.1:11434\nmodel\n' },
    at: '.falcon/config.yaml:3',
  },
  {
    family: 'a bracketed list continued without indentation',
    source: 'yaml-test-suite 9C9N',
    files: { [FLOW_FILE]: `tags: [smoke,\nusers]\n${FLOW}` },
    at: '.falcon/flows/smoke_users.yaml:2',
  },
  {
    family: 'a mapping started on the --- line',
    source: 'yaml-test-suite 9KBC',
    files: { 'config.yaml': '--- api_name: Users\n    model: llama3\n' },
    at: '.falcon/config.yaml:1',
  },
  {
    family: 'a key after a top-level list',
    source: 'yaml-test-suite BD7L',
    files: { [FLOW_FILE]: '- request: { path: /users }\n- request: { path: /users }\nsteps: []\n' },
    at: '.falcon/flows/smoke_users.yaml:3',
  },
  {
    family: 'a bracketed key over two lines',
    source: 'yaml-test-suite C2SP',
    files: { 'environments/dev.yaml': 'base_url: http://127.0.0.1:1\nheaders: { [x-a\n  ]: 1 }\n' },
    at: '.falcon/environments/dev.yaml:2',
  },
  {
    family: 'a comma missing across a comment',
    source: 'yaml-test-suite CML9',
    files: { [FLOW_FILE]: `tags: [ smoke\n#  fast ones\n  users ]\n${FLOW}` },
    at: '.falcon/flows/smoke_users.yaml:3',
  },
  {
    family: 'a tab that looks like indentation',
    source: 'yaml-test-suite DK95',
    files: { [FLOW_FILE]: 'steps:\n  - request:\n\t    path: /users\n' },
    at: '.falcon/flows/smoke_users.yaml:3',
  },
  {
    family: 'a second key indented deeper than the first',
    source: 'yaml-test-suite EW3V',
    files: { 'config.yaml': 'api_name: Users\n model: llama3\n' },
    at: '.falcon/config.yaml:2',
  },
  {
    family: 'a key over two lines',
    source: 'yaml-test-suite G7JE',
    files: { [FLOW_FILE]: `variables:\n  user\n   id: 7\n${FLOW}` },
    at: '.falcon/flows/smoke_users.yaml:3',
  },
  {
    family: 'a comment that looks like a key',
    source: 'yaml-test-suite GDY7',
    files: { 'config.yaml': 'api_name: Users\nthe model #is not: a key\n' },
    at: '.falcon/config.yaml:2',
  },
  {
    family: 'trailing words that look like a mapping after a quoted value',
    source: 'yaml-test-suite JY7Z',
    files: { 'environments/dev.yaml': 'base_url: "http://127.0.0.1:1" no key: nor value\n' },
    at: '.falcon/environments/dev.yaml:1',
  },
  {
    family: 'a bare word after a bracketed list',
    source: 'yaml-test-suite KS4U',
    files: { [FLOW_FILE]: `tags: [\n  smoke\n]\nfast item\n${FLOW}` },
    at: '.falcon/flows/smoke_users.yaml:4',
  },
  {
    family: 'a key indented less than its siblings',
    source: 'yaml-test-suite N4JP',
    files: { 'environments/dev.yaml': 'base_url: http://127.0.0.1:1\nheaders:\n  x-a: "1"\n x-b: "2"\n' },
    at: '.falcon/environments/dev.yaml:4',
  },
  {
    family: 'a list item on the line of the one before',
    source: 'yaml-test-suite P2EQ',
    files: { [FLOW_FILE]: 'steps:\n  - { request: { path: /users } }- { request: { path: /users } }\n' },
    at: '.falcon/flows/smoke_users.yaml:2',
  },
  {
    family: 'words after a quoted value',
    source: 'yaml-test-suite Q4CL',
    files: { 'config.yaml': 'api_name: "Users" and more\n' },
    at: '.falcon/config.yaml:1',
  },
  {
    family: 'text after a block scalar indicator',
    source: 'yaml-test-suite S4GJ',
    files: { [FLOW_FILE]: `description: > first line\n  second line\n${FLOW}` },
    at: '.falcon/flows/smoke_users.yaml:1',
  },
  {
    family: 'an anchor on an alias',
    source: 'yaml-test-suite SR86',
    files: { 'environments/dev.yaml': 'base_url: &a http://127.0.0.1:1\nvariables:\n  other: &b *a\n' },
    at: '.falcon/environments/dev.yaml:3',
  },
  {
    family: 'a comma missing in a mapping over lines',
    source: 'yaml-test-suite T833',
    files: { [FLOW_FILE]: 'steps:\n  - request: {\n      path: /users\n      method: GET }\n' },
    at: '.falcon/flows/smoke_users.yaml:4',
  },
  {
    family: 'a comma right after a tag',
    source: 'yaml-test-suite U99R',
    files: { [FLOW_FILE]: `tags: [ !!str, users ]\n${FLOW}` },
    at: '.falcon/flows/smoke_users.yaml:1',
  },
  {
    family: 'three colons on one line',
    source: 'yaml-test-suite ZCZ6',
    files: { 'config.yaml': 'api_name: Users: v2: beta\n' },
    at: '.falcon/config.yaml:1',
  },
  {
    family: 'a list item indented one space too far',
    source: 'yaml-test-suite ZVH3',
    files: { [FLOW_FILE]: 'steps:\n- request: { path: /users }\n - request: { path: /users }\n' },
    at: '.falcon/flows/smoke_users.yaml:3',
  },
  {
    family: 'a tag of its own',
    source: 'yaml-test-suite LHL4',
    files: { 'config.yaml': 'api_name: !invalid{}tag Users\n' },
    at: '.falcon/config.yaml:1',
  },
  {
    family: 'extra words on a %YAML line',
    source: 'yaml-test-suite H7TQ',
    files: { [FLOW_FILE]: `%YAML 1.2 foo\n---\n${FLOW}` },
    at: '.falcon/flows/smoke_users.yaml:1',
  },
  {
    family: 'a %YAML line given twice',
    source: 'yaml-test-suite SF5V',
    files: { [FLOW_FILE]: `%YAML 1.2\n%YAML 1.2\n---\n${FLOW}` },
    at: '.falcon/flows/smoke_users.yaml:2',
  },
  {
    family: 'a document end marker inside a quoted value',
    source: 'yaml-test-suite 9MQT',
    files: { [FLOW_FILE]: `description: "a\n... x\nb"\n${FLOW}` },
    at: '.falcon/flows/smoke_users.yaml:2',
  },
  // ------------------------------------------------------------------ OpenAPI's own invalid examples
  {
    family: 'a spec without info',
    source: 'openapi fail/info-missing',
    files: { 'spec.yaml': ['openapi: 3.1.0', 'paths:', ...OK_PATH, ''].join('\n') },
    at: '.falcon/spec.yaml:1',
  },
  {
    family: 'info without a version',
    source: 'openapi fail/info-object-no-title-no-version',
    files: { 'spec.yaml': ['openapi: 3.1.0', 'info:', '  title: Users', 'paths:', ...OK_PATH, ''].join('\n') },
    at: '.falcon/spec.yaml:2',
  },
  {
    family: 'a path item that is not a mapping',
    source: 'openapi fail/paths-no-path-item-object',
    files: { 'spec.yaml': spec('paths:', ...OK_PATH, '  /health: true') },
    at: '.falcon/spec.yaml:7',
  },
  {
    family: 'a schema that is a number',
    source: 'openapi fail/invalid_schema_types',
    files: { 'spec.yaml': spec('paths:', ...OK_PATH, 'components:', '  schemas:', '    Count: 0') },
    at: '.falcon/spec.yaml:9',
  },
  {
    family: 'a server without a url',
    source: 'openapi fail/servers-invalid-items',
    files: { 'spec.yaml': spec('servers:', '  - description: local', 'paths:', ...OK_PATH) },
    at: '.falcon/spec.yaml:4',
  },
  {
    family: 'a server variable with an empty enum',
    source: 'openapi fail/server-variable-enum-empty',
    files: {
      'spec.yaml': spec(
        'servers:',
        '  - url: http://127.0.0.1:{port}',
        '    variables:',
        '      port: { enum: [], default: "8080" }',
        'paths:',
        ...OK_PATH,
      ),
    },
    at: '.falcon/spec.yaml:6',
  },
  {
    family: 'security that is not a list',
    source: 'openapi fail/security-no-array',
    files: { 'spec.yaml': spec('security: { bearer: [] }', 'paths:', ...OK_PATH) },
    at: '.falcon/spec.yaml:3',
  },
  {
    family: 'tags that are not a list',
    source: 'openapi fail/tags-no-array',
    files: { 'spec.yaml': spec('tags: users', 'paths:', ...OK_PATH) },
    at: '.falcon/spec.yaml:3',
  },
  {
    family: 'a 3.1 document without paths, components or webhooks',
    source: 'openapi fail/no_containers',
    files: { 'spec.yaml': spec() },
    at: '.falcon/spec.yaml:1',
  },
  {
    family: 'a path parameter whose name holds braces',
    source: 'openapi fail/parameter-object-path-name',
    files: {
      'spec.yaml': spec(
        'paths:',
        '  /items/{id}:',
        '    get:',
        "      parameters: [{ name: 'Bad{Path}', in: path, required: true, schema: { type: string } }]",
        "      responses: { '200': { description: ok } }",
      ),
    },
    at: '.falcon/spec.yaml:6',
  },
  {
    family: 'an operation field the spec does not know',
    source: 'openapi fail/unevaluated-properties',
    files: { 'spec.yaml': spec('paths:', ...OK_PATH, '      summry: list users') },
    at: '.falcon/spec.yaml:7',
  },
  {
    family: 'an openapi version of two parts',
    source: 'openapi fail/openapi-wrong-pattern',
    files: { 'spec.yaml': ['openapi: "3.1"', "info: { title: Users, version: '1' }", 'paths:', ...OK_PATH, ''].join('\n') },
    at: '.falcon/spec.yaml:1',
  },
  {
    family: 'an operation without responses',
    source: 'openapi fail/invalid-components',
    files: {
      'spec.yaml': ['openapi: 3.0.3', "info: { title: Users, version: '1' }", 'paths:', '  /users:', '    get:', '      summary: list users', ''].join('\n'),
    },
    at: '.falcon/spec.yaml:5',
  },
  {
    family: 'a response header that names itself',
    source: 'openapi fail/header-object-name',
    files: {
      'spec.yaml': spec(
        'paths:',
        '  /users:',
        '    get:',
        '      responses:',
        "        '200':",
        '          description: ok',
        '          headers:',
        '            x-rate-limit: { name: x-rate-limit, schema: { type: integer } }',
      ),
    },
    at: '.falcon/spec.yaml:10',
  },
  {
    family: 'example and examples side by side',
    source: 'openapi fail/example-examples',
    files: {
      'spec.yaml': spec(
        'paths:',
        '  /users:',
        '    get:',
        '      responses:',
        "        '200':",
        '          description: ok',
        '          content:',
        '            application/json:',
        '              example: { items: [] }',
        '              examples: { empty: { value: { items: [] } } }',
      ),
    },
    at: '.falcon/spec.yaml:10',
  },
  {
    family: 'components that are a list',
    source: 'openapi fail/components-no-object',
    files: { 'spec.yaml': spec('paths:', ...OK_PATH, 'components: []') },
    at: '.falcon/spec.yaml:7',
  },
  {
    family: 'a jsonSchemaDialect that is not text',
    source: 'openapi fail/jsonSchemaDialect-no-string',
    files: { 'spec.yaml': spec('jsonSchemaDialect: 7', 'paths:', ...OK_PATH) },
    at: '.falcon/spec.yaml:3',
  },
];
