import flowSchema from '../../schemas/flow.schema.json' with { type: 'json' };
import environmentSchema from '../../schemas/environment.schema.json' with { type: 'json' };
import { VARIABLE_NAME, variableNameProblem } from '../../src/flows/template.js';
import {
  renderTemplate,
  TemplateError,
  templateProblems,
  templateReferences,
  type TemplateScope,
} from '../../src/flows/template.js';

const scope: TemplateScope = {
  variables: {
    limit: 5,
    enabled: false,
    nothing: null,
    name: 'Ada',
    user: { id: 7, roles: ['admin', 'dev'] },
    items: [{ id: 'p-1' }, { id: 'p-2' }],
    'api.version': 'v2',
  },
  env: { SHOP_TOKEN: 's3cret', EMPTY: '' },
};

/** The TemplateError `work` throws, so its reference and message can both be checked. */
function templateError(work: () => unknown): TemplateError {
  try {
    work();
  } catch (error) {
    if (error instanceof TemplateError) return error;
    throw error;
  }
  throw new Error('no TemplateError was thrown');
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
}

describe('renderTemplate', () => {
  it('keeps the value type when a string is exactly one placeholder', () => {
    expect(renderTemplate('{{limit}}', scope)).toBe(5);
    expect(renderTemplate('{{ limit }}', scope)).toBe(5);
    expect(renderTemplate('{{enabled}}', scope)).toBe(false);
    expect(renderTemplate('{{nothing}}', scope)).toBeNull();
    expect(renderTemplate('{{user}}', scope)).toEqual({ id: 7, roles: ['admin', 'dev'] });
    expect(renderTemplate('{{user.roles}}', scope)).toEqual(['admin', 'dev']);
  });

  it('writes values into longer strings, objects and lists as JSON', () => {
    expect(renderTemplate('/users/{{user.id}}?limit={{limit}}', scope)).toBe('/users/7?limit=5');
    expect(renderTemplate('flag={{enabled}} none={{nothing}}', scope)).toBe('flag=false none=null');
    expect(renderTemplate('user: {{user}}', scope)).toBe('user: {"id":7,"roles":["admin","dev"]}');
    expect(renderTemplate('{"id": {{user.id}}, "name": "{{name}}"}', scope)).toBe('{"id": 7, "name": "Ada"}');
  });

  it('reads dotted paths through objects and lists', () => {
    expect(renderTemplate('{{items.1.id}}', scope)).toBe('p-2');
    expect(renderTemplate('{{user.roles.0}}', scope)).toBe('admin');
    expect(renderTemplate('{{api.version}}', scope)).toBe('v2');
  });

  it('reads the process environment through env.', () => {
    expect(renderTemplate('Bearer {{env.SHOP_TOKEN}}', scope)).toBe('Bearer s3cret');
    expect(renderTemplate('{{env.EMPTY}}', scope)).toBe('');
  });

  it('renders deep over lists and objects, never templating keys', () => {
    const template = {
      path: '/items/{{items.0.id}}',
      query: { limit: '{{limit}}', tags: ['{{name}}', 'x'] },
      '{{name}}': 'key stays',
      count: 3,
      flag: true,
      empty: null,
    };
    expect(renderTemplate(template, scope)).toEqual({
      path: '/items/p-1',
      query: { limit: 5, tags: ['Ada', 'x'] },
      '{{name}}': 'key stays',
      count: 3,
      flag: true,
      empty: null,
    });
  });

  it('does not modify its input', () => {
    const template = deepFreeze({
      headers: { authorization: 'Bearer {{env.SHOP_TOKEN}}' },
      list: ['{{limit}}'],
    });
    const rendered = renderTemplate(template, scope);
    expect(rendered).toEqual({ headers: { authorization: 'Bearer s3cret' }, list: [5] });
    expect(template).toEqual({
      headers: { authorization: 'Bearer {{env.SHOP_TOKEN}}' },
      list: ['{{limit}}'],
    });
    expect(rendered.headers).not.toBe(template.headers);
  });

  it('hands back containers without placeholders as they are, and copies only what changed', () => {
    const template = deepFreeze({
      params: { id: 42 },
      headers: { accept: 'application/json' },
      json: { name: '{{name}}', tags: ['fixed'] },
    });
    expect(renderTemplate(template.params, scope)).toBe(template.params);
    const rendered = renderTemplate(template, scope);
    expect(rendered).toEqual({
      params: { id: 42 },
      headers: { accept: 'application/json' },
      json: { name: 'Ada', tags: ['fixed'] },
    });
    expect(rendered).not.toBe(template);
    expect(rendered.json).not.toBe(template.json);
    expect(rendered.params).toBe(template.params);
    expect(rendered.json.tags).toBe(template.json.tags);
    // Keys keep their order when a later one changes.
    expect(Object.keys(renderTemplate({ a: 1, b: '{{limit}}', c: 3 }, scope))).toEqual(['a', 'b', 'c']);
    expect(renderTemplate(['x', '{{limit}}'], scope)).toEqual(['x', 5]);
  });

  it('keeps a __proto__ key as data', () => {
    const template = JSON.parse('{"__proto__": "{{name}}"}') as Record<string, unknown>;
    const rendered = renderTemplate(template, scope);
    expect(Object.getPrototypeOf(rendered)).toBe(Object.prototype);
    expect(Object.hasOwn(rendered, '__proto__')).toBe(true);
  });

  it('returns strings without placeholders as they are', () => {
    expect(renderTemplate('plain text', scope)).toBe('plain text');
    expect(renderTemplate('half {{ open', scope)).toBe('half {{ open');
    expect(renderTemplate('{ "json": {} }', scope)).toBe('{ "json": {} }');
  });

  it('renders the same template again with new values', () => {
    expect(renderTemplate('/p/{{id}}', { variables: { id: 1 }, env: {} })).toBe('/p/1');
    expect(renderTemplate('/p/{{id}}', { variables: { id: 2 }, env: {} })).toBe('/p/2');
  });

  it('provides built-ins', () => {
    const first = renderTemplate('{{$uuid}}', scope);
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(renderTemplate('{{$uuid}}', scope)).not.toBe(first);

    const before = Math.floor(Date.now() / 1000);
    const timestamp = renderTemplate('{{$timestamp}}', scope);
    expect(typeof timestamp).toBe('number');
    expect(timestamp).toBeGreaterThanOrEqual(before);
    expect(timestamp).toBeLessThanOrEqual(Math.ceil(Date.now() / 1000));

    for (let index = 0; index < 50; index++) {
      const value = renderTemplate('{{$randomInt}}', scope) as unknown as number;
      expect(Number.isInteger(value)).toBe(true);
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(2 ** 31);
    }
    expect(renderTemplate('user-{{ $randomInt }}', scope)).toMatch(/^user-\d+$/);
  });

  it('names an unknown variable and says where to define it', () => {
    const error = templateError(() => renderTemplate({ query: { limit: '{{limt}}' } }, scope));
    expect(error.reference).toBe('limt');
    expect(error.message).toBe(
      "unknown variable 'limt' ({{limt}}) — define it in variables, the environment, or capture it in an earlier step",
    );
    expect(templateError(() => renderTemplate('{{missing.id}}', scope)).reference).toBe('missing.id');
  });

  it('names an unset environment variable and says to set it', () => {
    const error = templateError(() => renderTemplate('{{env.API_KEY}}', scope));
    expect(error.reference).toBe('env.API_KEY');
    expect(error.message).toBe(
      'environment variable API_KEY is not set ({{env.API_KEY}}) — set API_KEY in the environment of the job',
    );
  });

  it('explains a dotted path that leads nowhere', () => {
    expect(templateError(() => renderTemplate('{{user.email}}', scope)).message).toBe(
      "user has no field 'email' ({{user.email}}) — check what defines or captures 'user'",
    );
    expect(templateError(() => renderTemplate('{{items.5.id}}', scope)).message).toBe(
      "items has no element 5 (it has 2) ({{items.5.id}}) — check what defines or captures 'items'",
    );
    expect(templateError(() => renderTemplate('{{name.first}}', scope)).message).toBe(
      `name is the string "Ada", which has no field 'first' ({{name.first}}) — check what defines or captures 'name'`,
    );
  });

  it('rejects malformed placeholders and unknown built-ins', () => {
    const malformed = templateError(() => renderTemplate('{{ 7*7 }}', scope));
    expect(malformed.reference).toBe('7*7');
    expect(malformed.message).toMatch(/^'\{\{7\*7\}\}' is not a valid placeholder — write \{\{name\}\}/);
    expect(templateError(() => renderTemplate('{{$now}}', scope)).message).toBe(
      "unknown built-in '{{$now}}' — use {{$uuid}}, {{$timestamp}} or {{$randomInt}}",
    );
  });
});

describe('templateReferences', () => {
  it('lists every reference once, in order of appearance', () => {
    const request = {
      path: '/users/{{user.id}}/items/{{ limit }}',
      headers: { authorization: 'Bearer {{env.TOKEN}}', 'x-request-id': '{{$uuid}}' },
      query: { limit: '{{limit}}', tags: ['{{tags.0}}'] },
      json: { nested: [{ deep: 'id={{user.id}}' }], count: 3 },
    };
    expect(templateReferences(request)).toEqual(['user.id', 'limit', 'env.TOKEN', '$uuid', 'tags.0']);
  });

  it('lists malformed placeholders as written and finds nothing in plain values', () => {
    expect(templateReferences(['{{ 7*7 }}', 'x'])).toEqual(['7*7']);
    expect(templateReferences({ a: 'plain', b: 1, c: null, d: ['{{ open'] })).toEqual([]);
  });
});

describe('templateProblems', () => {
  it('finds placeholders that can never resolve, with their place', () => {
    const problems = templateProblems({
      path: '/a/{{ x y }}',
      headers: { id: '{{$uid}} {{ok}}' },
      list: ['{{fine}}'],
    });
    expect(problems.map(({ path, reference }) => ({ path, reference }))).toEqual([
      { path: ['path'], reference: 'x y' },
      { path: ['headers', 'id'], reference: '$uid' },
    ]);
    expect(problems[1]?.message).toBe("unknown built-in '{{$uid}}' — did you mean {{$uuid}}?");
  });
});

describe('variable names', () => {
  it('are named by one rule, which the flow and environment schemas state too', () => {
    const flowRule = (flowSchema as { definitions: { variableName: { pattern: string } } }).definitions
      .variableName.pattern;
    const environmentRule = (
      environmentSchema as { properties: { variables: { propertyNames: { pattern: string } } } }
    ).properties.variables.propertyNames.pattern;
    expect(flowRule).toBe(VARIABLE_NAME.source);
    expect(environmentRule).toBe(VARIABLE_NAME.source);
  });

  it('take what {{name}} reaches, and not what {{env.NAME}} shadows', () => {
    for (const name of ['limit', '_x', 'user-id', 'a.b', 'items.0'])
      expect(variableNameProblem(name)).toBeUndefined();
    for (const name of ['user id', '1st', 'a.', 'a..b', '', '$uuid'])
      expect(variableNameProblem(name)?.message).toMatch(/invalid/);
    for (const name of ['env', 'env.TOKEN']) expect(variableNameProblem(name)?.message).toMatch(/reserved/);
  });
});
