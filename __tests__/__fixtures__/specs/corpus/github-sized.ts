import { stringify } from 'yaml';

/**
 * A spec the size and shape of GitHub's REST description (api.github.com.yaml, about 1,200
 * operations and several MB), generated rather than committed: resources under
 * `/repos/{owner}/{repo}`, `/orgs/{org}` and `/user`, each listed, created, read, updated and
 * deleted, with comments under each item; components shared through `$ref`; and descriptions
 * that carry Markdown code samples in block scalars, unbalanced brackets and all, as GitHub's do.
 * Deterministic: the same text every time.
 */

const RESOURCES = [
  'hooks', 'keys', 'labels', 'milestones', 'releases', 'deployments', 'environments', 'secrets',
  'variables', 'runners', 'artifacts', 'caches', 'workflows', 'runs', 'jobs', 'checks', 'statuses',
  'projects', 'columns', 'cards', 'invitations', 'collaborators', 'branches', 'rulesets', 'pages',
  'forks', 'tags', 'topics', 'autolinks', 'codespaces', 'alerts', 'advisories', 'packages',
  'discussions', 'notifications', 'subscriptions', 'attestations', 'dependencies', 'insights',
  'interactions', 'migrations', 'installations', 'properties', 'teams', 'members', 'gists',
  'repositories', 'reactions', 'assets', 'snapshots', 'sboms', 'licenses', 'readmes', 'traffic',
  'vulnerabilities', 'bypasses', 'reviewers', 'assignees', 'events', 'timelines', 'sponsors',
  'credentials', 'certificates', 'domains', 'exports', 'imports', 'transfers',
];

const SCOPES: Array<{ prefix: string; parameters: string[]; tag: string }> = [
  { prefix: '/repos/{owner}/{repo}', parameters: ['owner', 'repo'], tag: 'repos' },
  { prefix: '/orgs/{org}', parameters: ['org'], tag: 'orgs' },
];

function description(summary: string, resource: string): string {
  return [
    `${summary}. OAuth app tokens and personal access tokens (classic) need the \`repo\` scope to use this endpoint.`,
    '',
    'Example of the answer, shortened (the full schema is below):',
    '',
    '```json',
    '[',
    '  {',
    `    "url": "https://api.github.com/repos/octocat/Hello-World/${resource}/1",`,
    '    "labels": [[[{"name": "bug", "color": "f29513"',
    '    "nested": {"a": {"b": {"c": [1, 2, [3, [4, [5',
    '```',
    '',
    '```shell',
    `curl -L -H "Accept: application/vnd.github+json" https://api.github.com/repos/OWNER/REPO/${resource} -d '{"name":"x","config":{"url":"https://example.com/webhook"`,
    '```',
    '',
    'For more information, see "[Using pagination in the REST API](https://docs.github.com/rest/using-the-rest-api/using-pagination-in-the-rest-api)."',
    '',
    'Fine-grained access tokens for this endpoint need one of these permissions: "Administration" repository',
    'permissions (write), or "Metadata" repository permissions (read) [when the repository is public.',
    '',
    '```javascript',
    'const octokit = new Octokit({ auth: "YOUR-TOKEN" });',
    `await octokit.request("GET /repos/{owner}/{repo}/${resource}", { owner: "OWNER", repo: "REPO", headers: { "X-GitHub-Api-Version": "2022-11-28" } }`,
    'if (response.data.length > 0) { for (const item of response.data) { console.log(item.name, [item.id, {',
    '```',
  ].join('\n');
}

export function githubSizedSpec(): string {
  const paths: Record<string, Record<string, unknown>> = {};
  const ref = (name: string) => ({ $ref: `#/components/parameters/${name}` });
  const schema = (name: string) => ({ $ref: `#/components/schemas/${name}` });
  const json = (value: unknown) => ({ 'application/json': { schema: value } });
  for (const scope of SCOPES) {
    for (const resource of RESOURCES) {
      const single = resource.replace(/ies$/, 'y').replace(/s$/, '');
      const id = `${single}_id`;
      const operationId = (verb: string, what = resource) => `${scope.tag}/${verb}-${what}`;
      const base = `${scope.prefix}/${resource}`;
      const item = `${base}/{${id}}`;
      const scopeParameters = scope.parameters.map(ref);
      const idParameter = { name: id, in: 'path', required: true, description: `The unique identifier of the ${single}.`, schema: { type: 'integer' } };
      const commentId = { name: 'comment_id', in: 'path', required: true, schema: { type: 'integer', format: 'int64' } };
      const write = {
        required: true,
        content: {
          'application/json': {
            schema: {
              type: 'object',
              required: ['name'],
              properties: {
                name: { type: 'string', description: `The name of the ${single}.` },
                description: { type: 'string', nullable: true },
                active: { type: 'boolean', default: true },
                config: { type: 'object', properties: { url: { type: 'string', format: 'uri' }, content_type: { type: 'string', enum: ['json', 'form'] } } },
              },
            },
            examples: { default: { value: { name: 'web', active: true, config: { url: 'https://example.com/webhook', content_type: 'json' } } } },
          },
        },
      };
      const x = (subcategory: string) => ({ githubCloudOnly: false, enabledForGitHubApps: true, category: scope.tag, subcategory });
      paths[base] = {
        get: {
          summary: `List ${resource}`,
          description: description(`Lists the ${resource}`, resource),
          tags: [scope.tag],
          operationId: operationId('list'),
          parameters: [...scopeParameters, ref('per-page'), ref('page')],
          responses: {
            '200': { description: 'Response', headers: { Link: { $ref: '#/components/headers/link' } }, content: json({ type: 'array', items: schema('item') }) },
            '404': { $ref: '#/components/responses/not_found' },
          },
          'x-github': x(resource),
        },
        post: {
          summary: `Create a ${single}`,
          description: description(`Creates a ${single}`, resource),
          tags: [scope.tag],
          operationId: operationId('create', single),
          parameters: scopeParameters,
          requestBody: write,
          responses: {
            '201': { description: 'Response', content: json(schema('item')), headers: { Location: { example: `https://api.github.com/${resource}/1`, schema: { type: 'string' } } } },
            '422': { $ref: '#/components/responses/validation_failed' },
          },
          'x-github': x(resource),
        },
      };
      paths[item] = {
        get: {
          summary: `Get a ${single}`,
          description: description(`Gets a ${single}`, resource),
          tags: [scope.tag],
          operationId: operationId('get', single),
          parameters: [...scopeParameters, idParameter],
          responses: { '200': { description: 'Response', content: json(schema('item')) }, '404': { $ref: '#/components/responses/not_found' } },
          'x-github': x(resource),
        },
        patch: {
          summary: `Update a ${single}`,
          description: description(`Updates a ${single}`, resource),
          tags: [scope.tag],
          operationId: operationId('update', single),
          parameters: [...scopeParameters, idParameter],
          requestBody: { ...write, required: false },
          responses: { '200': { description: 'Response', content: json(schema('item')) }, '422': { $ref: '#/components/responses/validation_failed' } },
          'x-github': x(resource),
        },
        delete: {
          summary: `Delete a ${single}`,
          description: description(`Deletes a ${single}`, resource),
          tags: [scope.tag],
          operationId: operationId('delete', single),
          parameters: [...scopeParameters, idParameter],
          responses: { '204': { description: 'Response' }, '404': { $ref: '#/components/responses/not_found' } },
          'x-github': x(resource),
        },
      };
      paths[`${item}/comments`] = {
        get: {
          summary: `List comments on a ${single}`,
          description: description(`Lists the comments on a ${single}`, resource),
          tags: [scope.tag],
          operationId: operationId('list-comments-for', single),
          parameters: [...scopeParameters, idParameter, ref('per-page'), ref('page')],
          responses: { '200': { description: 'Response', content: json({ type: 'array', items: schema('comment') }) } },
          'x-github': x(resource),
        },
        post: {
          summary: `Create a comment on a ${single}`,
          description: description(`Creates a comment on a ${single}`, resource),
          tags: [scope.tag],
          operationId: operationId('create-comment-for', single),
          parameters: [...scopeParameters, idParameter],
          requestBody: { required: true, content: json({ type: 'object', required: ['body'], properties: { body: { type: 'string', minLength: 1, maxLength: 65536 } } }) },
          responses: { '201': { description: 'Response', content: json(schema('comment')) } },
          'x-github': x(resource),
        },
      };
      paths[`${item}/comments/{comment_id}`] = {
        get: {
          summary: `Get a comment on a ${single}`,
          description: description(`Gets a comment on a ${single}`, resource),
          tags: [scope.tag],
          operationId: operationId('get-comment-for', single),
          parameters: [...scopeParameters, idParameter, commentId],
          responses: { '200': { description: 'Response', content: json(schema('comment')) } },
          'x-github': x(resource),
        },
        delete: {
          summary: `Delete a comment on a ${single}`,
          description: description(`Deletes a comment on a ${single}`, resource),
          tags: [scope.tag],
          operationId: operationId('delete-comment-for', single),
          parameters: [...scopeParameters, idParameter, commentId],
          responses: { '204': { description: 'Response' } },
          'x-github': x(resource),
        },
      };
    }
  }
  const document = {
    openapi: '3.0.3',
    info: {
      version: '1.1.4',
      title: 'GitHub v3 REST API (generated, GitHub-sized)',
      description: 'GitHub\'s v3 REST API, in the shape of its published description.',
      license: { name: 'MIT', url: 'https://spdx.org/licenses/MIT' },
    },
    servers: [{ url: 'https://api.github.com' }],
    tags: SCOPES.map((scope) => ({ name: scope.tag, description: `The ${scope.tag} endpoints.` })),
    paths,
    components: {
      parameters: {
        owner: { name: 'owner', description: 'The account owner of the repository. The name is not case sensitive.', in: 'path', required: true, schema: { type: 'string' } },
        repo: { name: 'repo', description: 'The name of the repository without the `.git` extension.', in: 'path', required: true, schema: { type: 'string' } },
        org: { name: 'org', description: 'The organization name. The name is not case sensitive.', in: 'path', required: true, schema: { type: 'string' } },
        'per-page': { name: 'per_page', in: 'query', schema: { type: 'integer', default: 30 } },
        page: { name: 'page', in: 'query', schema: { type: 'integer', default: 1 } },
      },
      headers: { link: { example: '<https://api.github.com/resource?page=2>; rel="next"', schema: { type: 'string' } } },
      responses: {
        not_found: { description: 'Resource not found', content: json(schema('basic-error')) },
        validation_failed: { description: 'Validation failed, or the endpoint has been spammed.', content: json(schema('basic-error')) },
      },
      schemas: {
        'basic-error': { type: 'object', properties: { message: { type: 'string' }, documentation_url: { type: 'string' }, status: { type: 'string' } } },
        'simple-user': {
          type: 'object',
          required: ['login', 'id', 'type'],
          properties: { login: { type: 'string', example: 'octocat' }, id: { type: 'integer', format: 'int64', example: 1 }, type: { type: 'string', example: 'User' }, site_admin: { type: 'boolean' } },
        },
        item: {
          type: 'object',
          required: ['id', 'name', 'url', 'created_at'],
          properties: {
            id: { type: 'integer', format: 'int64', example: 42 },
            node_id: { type: 'string' },
            name: { type: 'string', example: 'web' },
            url: { type: 'string', format: 'uri', example: 'https://api.github.com/repos/octocat/Hello-World/hooks/42' },
            active: { type: 'boolean' },
            config: { type: 'object', properties: { url: { type: 'string', format: 'uri' }, content_type: { type: 'string' } } },
            creator: { allOf: [{ $ref: '#/components/schemas/simple-user' }], nullable: true },
            created_at: { type: 'string', format: 'date-time', example: '2011-04-14T16:00:49Z' },
            updated_at: { type: 'string', format: 'date-time', nullable: true },
          },
        },
        comment: {
          type: 'object',
          required: ['id', 'body', 'user'],
          properties: {
            id: { type: 'integer', format: 'int64', example: 1 },
            body: { type: 'string', example: 'Me too' },
            user: { allOf: [{ $ref: '#/components/schemas/simple-user' }], nullable: true },
            created_at: { type: 'string', format: 'date-time' },
          },
        },
      },
    },
  };
  return stringify(document, { lineWidth: 0 });
}
