/**
 * A synthetic OpenAPI description shaped like GitHub's REST one (1,200 operations in about 12 MB of
 * JSON): deep `$ref` chains through shared component schemas, shared parameters and responses,
 * long Markdown descriptions, and a large example per response. Generated at bench time from a fixed
 * seed, so every run measures the same document and none is committed.
 */
const OPERATIONS = 1200;
const SCHEMAS = 800;
const TIER = 270;
const RESOURCES = ['repos', 'issues', 'pulls', 'actions', 'orgs', 'users', 'teams', 'checks', 'git', 'apps'];
const METHODS = ['get', 'post', 'patch', 'delete', 'put'] as const;

/** A small deterministic generator (mulberry32), so the document is the same on every run. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

const WORDS =
  'the repository owner pull request issue comment label milestone workflow run job artifact check suite branch commit tree blob tag release deployment environment secret variable team member organization installation token permission review reaction webhook delivery'.split(
    ' ',
  );

export interface BigSpec {
  document: unknown;
  /** operationIds a bench flow may call: `GET /items/{id}` answered by the bench API. */
  itemOperation: string;
}

export function bigSpec(): BigSpec {
  const next = random(13);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  const sentence = (words: number): string => Array.from({ length: words }, () => pick(WORDS)).join(' ');
  const description = (): string =>
    `${sentence(14)}.\n\n${sentence(30)}. See "[${sentence(3)}](https://docs.example.com/${pick(WORDS)})."\n\n- ${sentence(10)}\n- ${sentence(12)}`;

  const schemas: Record<string, unknown> = {
    'simple-user': {
      title: 'Simple User',
      type: 'object',
      properties: Object.fromEntries(
        ['login', 'node_id', 'avatar_url', 'html_url', 'type', 'url', 'email'].map((name) => [
          name,
          { type: 'string', example: sentence(2) },
        ]),
      ),
      required: ['login', 'url'],
    },
    item: {
      type: 'object',
      required: ['id', 'name', 'price', 'tags'],
      properties: {
        id: { type: 'integer', minimum: 1 },
        name: { type: 'string' },
        price: { type: 'number' },
        tags: { type: 'array', items: { type: 'string' } },
      },
    },
  };
  // Three tiers, as in GitHub's description (a repository refers to a user, a pull request to a
  // repository): a schema refers only to schemas of lower tiers, so a $ref chain is at most three deep.
  const referenced = (index: number): number => Math.floor(next() * TIER * Math.floor(index / TIER));
  for (let index = 0; index < SCHEMAS; index++) {
    const properties: Record<string, unknown> = {
      id: { type: 'integer', format: 'int64', example: 42 },
      node_id: { type: 'string' },
      url: { type: 'string', format: 'uri' },
      created_at: { type: 'string', format: 'date-time' },
      owner: { $ref: '#/components/schemas/simple-user' },
    };
    const fields = 12 + Math.floor(next() * 18);
    for (let field = 0; field < fields; field++) {
      const name = `${pick(WORDS)}_${field}`;
      const kind = next();
      properties[name] =
        kind < 0.15 && index >= TIER
          ? { $ref: `#/components/schemas/schema-${referenced(index)}` }
          : kind < 0.3
            ? { type: 'string', enum: [pick(WORDS), pick(WORDS), pick(WORDS)], description: sentence(8) }
            : kind < 0.4
              ? { type: 'array', items: { type: 'string' }, description: sentence(6) }
              : kind < 0.5
                ? { type: 'string', nullable: true, description: sentence(6), example: sentence(3) }
                : { type: kind < 0.75 ? 'string' : 'integer', description: sentence(10) };
    }
    schemas[`schema-${index}`] =
      index % 7 === 3
        ? {
            allOf: [{ $ref: `#/components/schemas/schema-${index - 1}` }, { type: 'object', properties }],
          }
        : {
            title: sentence(3),
            description: sentence(12),
            type: 'object',
            properties,
            required: ['id', 'url'],
          };
  }

  const parameters = {
    owner: {
      name: 'owner',
      in: 'path',
      required: true,
      schema: { type: 'string' },
      description: sentence(12),
    },
    repo: { name: 'repo', in: 'path', required: true, schema: { type: 'string' }, description: sentence(12) },
    'per-page': {
      name: 'per_page',
      in: 'query',
      schema: { type: 'integer', default: 30, maximum: 100 },
      description: sentence(20),
    },
    page: { name: 'page', in: 'query', schema: { type: 'integer', default: 1 }, description: sentence(10) },
  };
  const responses = {
    not_found: {
      description: 'Resource not found',
      content: { 'application/json': { schema: { $ref: '#/components/schemas/basic-error' } } },
    },
    validation_failed: {
      description: 'Validation failed',
      content: { 'application/json': { schema: { $ref: '#/components/schemas/basic-error' } } },
    },
  };
  schemas['basic-error'] = {
    type: 'object',
    properties: { message: { type: 'string' }, documentation_url: { type: 'string' } },
  };

  const example = (): unknown =>
    Object.fromEntries(
      Array.from({ length: 64 }, (_, field) => [
        `${pick(WORDS)}_${field}`,
        field % 5 === 0
          ? {
              login: pick(WORDS),
              id: Math.floor(next() * 1e6),
              url: `https://api.example.com/${sentence(3).replaceAll(' ', '/')}`,
            }
          : sentence(6),
      ]),
    );

  const paths: Record<string, Record<string, unknown>> = {
    '/items/{id}': {
      get: {
        operationId: 'items/get',
        tags: ['items'],
        summary: 'Get an item',
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer' } }],
        responses: {
          '200': {
            description: 'an item',
            content: { 'application/json': { schema: { $ref: '#/components/schemas/item' } } },
          },
        },
      },
    },
  };
  const examples: Record<string, unknown> = {};
  for (let operation = 1; operation < OPERATIONS; operation++) {
    const pair = Math.floor(operation / 2);
    const resource = RESOURCES[pair % RESOURCES.length] as string;
    const route = `/${resource}/{owner}/{repo}/${WORDS[pair % WORDS.length]}-${pair}`;
    // Half the operations read (GET), half write, sharing their path with a GET as GitHub's do.
    const method = METHODS[operation % 2 === 0 ? 0 : 1 + (pair % 4)] as string;
    const schema = `schema-${Math.floor(next() * SCHEMAS)}`;
    const exampleName = `${resource}-${operation}`;
    examples[exampleName] = { value: example() };
    const body =
      method === 'get' || method === 'delete'
        ? {}
        : {
            requestBody: {
              required: true,
              content: { 'application/json': { schema: { $ref: `#/components/schemas/${schema}` } } },
            },
          };
    (paths[route] ??= {})[method] = {
      summary: sentence(5),
      description: description(),
      tags: [resource],
      operationId: `${resource}/${method}-${operation}`,
      externalDocs: {
        description: 'API method documentation',
        url: `https://docs.example.com/rest/${resource}#${operation}`,
      },
      parameters: [
        { $ref: '#/components/parameters/owner' },
        { $ref: '#/components/parameters/repo' },
        ...(method === 'get'
          ? [{ $ref: '#/components/parameters/per-page' }, { $ref: '#/components/parameters/page' }]
          : []),
      ],
      ...body,
      responses: {
        [method === 'post' ? '201' : method === 'delete' ? '204' : '200']:
          method === 'delete'
            ? { description: 'Response' }
            : {
                description: 'Response',
                content: {
                  'application/json': {
                    schema:
                      method === 'get'
                        ? { type: 'array', items: { $ref: `#/components/schemas/${schema}` } }
                        : { $ref: `#/components/schemas/${schema}` },
                    examples: { default: { $ref: `#/components/examples/${exampleName}` } },
                  },
                },
              },
        '404': { $ref: '#/components/responses/not_found' },
        ...(method === 'get' ? {} : { '422': { $ref: '#/components/responses/validation_failed' } }),
      },
      'x-github': {
        githubCloudOnly: false,
        enabledForGitHubApps: true,
        category: resource,
        subcategory: pick(WORDS),
      },
    };
  }

  return {
    itemOperation: 'items/get',
    document: {
      openapi: '3.0.3',
      info: { title: 'Synthetic REST API', version: '1.1.4', description: description() },
      servers: [{ url: 'https://api.example.com' }],
      tags: RESOURCES.map((name) => ({ name, description: sentence(8) })),
      paths,
      components: { schemas, parameters, responses, examples },
    },
  };
}
