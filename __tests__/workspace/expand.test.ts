import { expandString, expandTree, looksSecret } from '../../src/workspace/expand.js';
import { parseYamlSource } from '../../src/util/yaml-source.js';

describe('expandString', () => {
  const env = { HOST: 'api.local', EMPTY: '', TOKEN: 's3cret' };

  it('substitutes set variables and leaves other text alone', () => {
    expect(expandString('http://${HOST}:3000/${HOST}', env)).toEqual({
      value: 'http://api.local:3000/api.local',
      substitutions: [
        { name: 'HOST', value: 'api.local', fromDefault: false },
        { name: 'HOST', value: 'api.local', fromDefault: false },
      ],
      problems: [],
    });
  });

  it('uses the default when the variable is unset or empty, like the shell', () => {
    expect(expandString('${PORT:-8080}', env).value).toBe('8080');
    expect(expandString('${EMPTY:-fallback}', env).value).toBe('fallback');
    expect(expandString('${HOST:-ignored}', env).value).toBe('api.local');
    expect(expandString('[${MISSING:-}]', env).value).toBe('[]');
    expect(expandString('${PORT:-a:b/c}', env).value).toBe('a:b/c');
    expect(expandString('${PORT:-8080}', env).substitutions).toEqual([
      { name: 'PORT', value: '8080', fromDefault: true },
    ]);
  });

  it('keeps a set but empty variable without default as the empty string', () => {
    expect(expandString('a${EMPTY}b', env)).toMatchObject({ value: 'ab', problems: [] });
  });

  it('writes $${ as a literal ${ and leaves a lone $ alone', () => {
    expect(expandString('$${HOST} costs $5, regex ^a$ and $$', env)).toEqual({
      value: '${HOST} costs $5, regex ^a$ and $$',
      substitutions: [],
      problems: [],
    });
  });

  it('reports an unset variable without default, with how to fix it', () => {
    expect(expandString('Bearer ${OPENAI_KEY}', env).problems).toEqual([
      { message: '${OPENAI_KEY} is not set', hint: 'export it or write ${OPENAI_KEY:-default}' },
    ]);
  });

  it('reports every problem in one string', () => {
    const result = expandString('${A} ${B} ${HOST}', env);
    expect(result.problems.map((problem) => problem.message)).toEqual(['${A} is not set', '${B} is not set']);
    expect(result.value).toBe('  api.local');
  });

  it('rejects malformed references', () => {
    expect(expandString('${1ABC}', env).problems).toEqual([
      {
        message: "'${1ABC}' is not a valid variable reference",
        hint: 'write ${NAME} or ${NAME:-default} (letters, digits and _), or $${ for a literal ${',
      },
    ]);
    expect(expandString('${A:-${B}}', env).problems[0]?.hint).toBe(
      'defaults cannot contain another ${...}; use a plain value',
    );
    expect(expandString('x ${HOST', env).problems).toEqual([
      { message: "'${HOST' has no closing '}'", hint: 'close it as ${NAME}, or write $${ for a literal ${' },
    ]);
  });
});

describe('looksSecret', () => {
  it.each([
    'OPENAI_API_KEY',
    'shop_token',
    'DB_PASSWORD',
    'SMTP_PASS',
    'GCP_CREDENTIALS',
    'authorization',
    'x-api-key',
    'SECRET',
  ])('%s looks secret', (name) => expect(looksSecret(name)).toBe(true));
  it.each(['HOST', 'BASE_URL', 'PORT', 'x-client'])('%s does not', (name) =>
    expect(looksSecret(name)).toBe(false),
  );
});

describe('expandTree', () => {
  const text = [
    'url: ${URL:-http://localhost}',
    'headers:',
    '  authorization: Bearer ${API_TOKEN}',
    '  x-host: ${HOST}',
    'list:',
    '  - plain',
    '  - ${MISSING}',
    'count: 3',
    '',
  ].join('\n');

  it('expands every string value, keeps keys and other values, and collects secret-looking values', () => {
    const result = expandTree(parseYamlSource('conf.yaml', text), {
      API_TOKEN: 'tok-123',
      HOST: 'h',
      MISSING: 'm',
    });
    expect(result.errors).toEqual([]);
    expect(result.value).toEqual({
      url: 'http://localhost',
      headers: { authorization: 'Bearer tok-123', 'x-host': 'h' },
      list: ['plain', 'm'],
      count: 3,
    });
    // HOST is not secret-looking; only the substituted token is, not the whole header value.
    expect(result.secrets).toEqual(['tok-123']);
  });

  it('places each error at its string', () => {
    const result = expandTree(parseYamlSource('conf.yaml', text), { HOST: 'h' });
    expect(result.errors.map((error) => error.describe())).toEqual([
      'conf.yaml:3:18: ${API_TOKEN} is not set — export it or write ${API_TOKEN:-default}',
      'conf.yaml:7:5: ${MISSING} is not set — export it or write ${MISSING:-default}',
    ]);
  });

  it('counts a default of a secret-looking variable as a secret', () => {
    const source = parseYamlSource('c.yaml', 'key: ${DEV_KEY:-dev-only-key}\n');
    expect(expandTree(source, {}).secrets).toEqual(['dev-only-key']);
  });
});
