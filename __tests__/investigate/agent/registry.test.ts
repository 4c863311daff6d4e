import {
  TOOL_NAMES,
  TOOL_SETS,
  ToolRegistry,
  parseArgumentsText,
  summarizeSchema,
  toolSetForFailures,
  validateArguments,
} from '../../../src/investigate/agent/registry.js';
import type { Tool } from '../../../src/investigate/agent/types.js';

function tool(
  name: string,
  parameters: Tool['parameters'] = { type: 'object', properties: {}, additionalProperties: false },
): Tool {
  return { name, description: `the ${name} tool`, parameters, run: () => Promise.resolve(name) };
}

const request = tool('http_request', {
  type: 'object',
  properties: {
    method: { type: 'string', enum: ['GET', 'POST', 'PUT'] },
    path: { type: 'string' },
    depth: { type: 'integer', minimum: 1 },
    verbose: { type: 'boolean', default: false },
    headers: { type: 'object', additionalProperties: { type: 'string' } },
  },
  required: ['method', 'path'],
  additionalProperties: false,
});

describe('ToolRegistry', () => {
  const registry = new ToolRegistry([request, tool('read_file'), tool('spec_lookup')]);

  it('finds tools whatever case or separators the model used', () => {
    for (const name of [
      'http_request',
      'HTTP_REQUEST',
      'Http_Request',
      'http-request',
      'httpRequest',
      ' functions.http_request ',
    ]) {
      expect(registry.get(name)?.name).toBe('http_request');
    }
    expect(registry.get('http_requests')).toBeUndefined();
    expect(registry.get('delete_everything')).toBeUndefined();
  });

  it('lists names in registration order', () => {
    expect(registry.names()).toEqual(['http_request', 'read_file', 'spec_lookup']);
    expect(registry.size).toBe(3);
  });

  it('gives OpenAI-style definitions of all or some tools', () => {
    expect(registry.definitions()).toEqual([
      { name: 'http_request', description: 'the http_request tool', parameters: request.parameters },
      { name: 'read_file', description: 'the read_file tool', parameters: expect.any(Object) },
      { name: 'spec_lookup', description: 'the spec_lookup tool', parameters: expect.any(Object) },
    ]);
    expect(
      registry.definitions(['SPEC_LOOKUP', 'not_registered']).map((definition) => definition.name),
    ).toEqual(['spec_lookup']);
  });

  it('builds subsets, leaving out names it does not have', () => {
    const subset = registry.subset(['spec_lookup', 'http_request', 'run_flow']);
    expect(subset.names()).toEqual(['http_request', 'spec_lookup']);
    expect(subset.get('read_file')).toBeUndefined();
    expect(subset.get('SPEC_LOOKUP')?.name).toBe('spec_lookup');
  });

  it('refuses two tools whose names a model could not tell apart', () => {
    expect(() => new ToolRegistry([tool('read_file'), tool('readFile')])).toThrow(
      /named alike: read_file and readFile/,
    );
  });

  it('refuses a tool whose schema cannot be compiled', () => {
    expect(
      () => new ToolRegistry([tool('broken', { type: 'object', properties: { a: { type: 'strnig' } } })]),
    ).toThrow();
  });
});

describe('validateArguments', () => {
  it('accepts valid arguments and fills in defaults', () => {
    expect(validateArguments(request, '{"method":"GET","path":"/users"}')).toEqual({
      ok: true,
      args: { method: 'GET', path: '/users', verbose: false },
    });
  });

  it.each([
    ['a Markdown fence', '```json\n{"method": "GET", "path": "/a"}\n```'],
    ['prose around the object', 'Sure! {"method": "GET", "path": "/a"} That should do it.'],
    ['trailing text with braces', '{"method": "GET", "path": "/a"}\n\nThen I will call {"x": 1}'],
    ['trailing commas', '{"method": "GET", "path": "/a",}'],
    ['Python literals', '{"method": "GET", "path": "/a", "verbose": False}'],
    ['a double-encoded string', JSON.stringify(JSON.stringify({ method: 'GET', path: '/a' }))],
    ['a lower-case enum value', '{"method": "get", "path": "/a"}'],
  ])('reads arguments written with %s', (_, raw) => {
    const result = validateArguments(request, raw);
    expect(result).toEqual({ ok: true, args: expect.objectContaining({ method: 'GET', path: '/a' }) });
  });

  it('drops null for optional arguments, as strict-schema models write "not given"', () => {
    expect(validateArguments(request, '{"method": "GET", "path": "/a", "depth": null}')).toEqual({
      ok: true,
      args: { method: 'GET', path: '/a', verbose: false },
    });
    expect(validateArguments(request, '{"method": "GET", "path": null}')).toEqual({
      ok: false,
      error: expect.stringContaining('$.path: must be a string (got null)'),
    });
  });

  it('keeps braces and quotes inside strings intact', () => {
    const result = validateArguments(request, 'call: {"method": "POST", "path": "/a?q={\\"x\\": 1},"}');
    expect(result).toEqual({ ok: true, args: expect.objectContaining({ path: '/a?q={"x": 1},' }) });
  });

  it('keeps Markdown fences inside string values', () => {
    const writer = tool('falcon_write', {
      type: 'object',
      properties: { path: { type: 'string' }, content: { type: 'string' } },
      required: ['path', 'content'],
    });
    const content = '# Report\n\n```json\n{"id": 1}\n```\n';
    const raw = JSON.stringify({ path: 'reports/a.md', content });
    expect(validateArguments(writer, raw)).toEqual({ ok: true, args: { path: 'reports/a.md', content } });
    expect(validateArguments(writer, `Writing the report now: ${raw}`)).toEqual({
      ok: true,
      args: { path: 'reports/a.md', content },
    });
    expect(validateArguments(writer, `\`\`\`json\n${raw}\n\`\`\``)).toEqual({
      ok: true,
      args: { path: 'reports/a.md', content },
    });
  });

  it('takes an empty text or null as no arguments', () => {
    const none = tool('plan_list');
    expect(validateArguments(none, '')).toEqual({ ok: true, args: {} });
    expect(validateArguments(none, '  null ')).toEqual({ ok: true, args: {} });
    const missing = validateArguments(request, '');
    expect(missing.ok).toBe(false);
  });

  it('says every problem with its JSON path, then what is expected', () => {
    const result = validateArguments(request, '{"method": "FETCH", "depth": "3", "colour": "red"}');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toMatch(/^arguments for http_request are invalid: /);
    expect(result.error).toContain("$: missing property 'path'");
    expect(result.error).toContain('$.method: must be one of "GET", "POST", "PUT" (got "FETCH")');
    expect(result.error).toContain('$.depth: must be an integer (got "3")');
    expect(result.error).toContain(
      "$: unknown property 'colour' (known: method, path, depth, verbose, headers)",
    );
    expect(result.error).toContain(
      'Expected: {method: "GET"|"POST"|"PUT", path: string, depth?: integer, verbose?: boolean, headers?: object}',
    );
  });

  it('points into nested values', () => {
    const result = validateArguments(request, '{"method": "GET", "path": "/", "headers": {"x-a": 1}}');
    expect(result).toEqual({
      ok: false,
      error: expect.stringContaining("$.headers['x-a']: must be a string (got 1)"),
    });
  });

  it('says when the text holds no JSON object', () => {
    const result = validateArguments(request, 'I will now look at the users endpoint');
    expect(result).toEqual({
      ok: false,
      error: expect.stringMatching(/^arguments for http_request are not valid JSON: no JSON object found/),
    });
  });

  it('says when the JSON is broken', () => {
    const result = validateArguments(request, '{"method": "GET", "path": }');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatch(/path.*Expected: \{method/);
    const cut = validateArguments(request, '{"method": "GET", "path": "/us');
    expect(cut.ok).toBe(false);
    if (!cut.ok) expect(cut.error).toMatch(/not valid JSON: .*Expected: \{method/);
  });

  it('refuses an array', () => {
    const result = validateArguments(request, '[1, 2]');
    expect(result).toEqual({ ok: false, error: expect.stringContaining('expected an object, got an array') });
  });

  it('names the alternatives of a union when all are missing', () => {
    const either = tool('either', {
      type: 'object',
      properties: { path: { type: 'string' }, url: { type: 'string' } },
      anyOf: [{ required: ['path'] }, { required: ['url'] }],
    });
    expect(validateArguments(either, '{}')).toEqual({
      ok: false,
      error: expect.stringContaining('$: needs one of path, url'),
    });
  });
});

describe('parseArgumentsText', () => {
  it('does not accept half an object', () => {
    expect(parseArgumentsText('{"path": "a"').ok).toBe(false);
  });
});

describe('summarizeSchema', () => {
  it('writes arrays, unions and nested objects briefly', () => {
    expect(
      summarizeSchema({
        type: 'object',
        properties: {
          tags: { type: 'array', items: { type: 'string' } },
          body: { type: ['string', 'object'] },
          where: { type: 'object', properties: { file: { type: 'string' } }, required: ['file'] },
        },
      }),
    ).toBe('{tags?: string[], body?: string|object, where?: {file: string}}');
  });
});

describe('TOOL_SETS', () => {
  const reportingAndMemory = ['falcon_read', 'falcon_write', 'memory', 'session_log', 'plan'];

  it('gives every set the reporting and memory tools', () => {
    for (const [name, set] of Object.entries(TOOL_SETS)) {
      for (const needed of reportingAndMemory) expect([name, set.includes(needed)]).toEqual([name, true]);
    }
  });

  it('fits each set to its kind of failure', () => {
    expect(TOOL_SETS.contract).toEqual(
      expect.arrayContaining([
        'spec_lookup',
        'validate_json',
        'http_request',
        'read_file',
        'search_code',
        'run_flow',
      ]),
    );
    expect(TOOL_SETS.connection).not.toContain('validate_json');
    expect(TOOL_SETS.latency).not.toContain('validate_json');
    expect(TOOL_SETS.contract).toContain('write_file');
    expect(TOOL_SETS.all).toEqual(TOOL_NAMES);
  });

  it('names only snake_case tools', () => {
    for (const name of TOOL_NAMES) expect(name).toMatch(/^[a-z]+(?:_[a-z]+)*$/);
  });

  it('joins the sets of the failures at hand', () => {
    const set = toolSetForFailures(['unreachable', 'contract']);
    expect(set).toContain('validate_json');
    expect(set).toContain('write_file');
    expect(toolSetForFailures(['unreachable'])).not.toContain('validate_json');
    expect(toolSetForFailures([])).toEqual(TOOL_NAMES);
    expect(toolSetForFailures(['flow'])).toEqual(TOOL_NAMES);
  });
});
