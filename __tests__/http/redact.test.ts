import { MASK, Redactor, isSensitiveName } from '../../src/http/redact.js';

describe('isSensitiveName', () => {
  it.each([
    'authorization',
    'Authorization',
    'proxy-authorization',
    'cookie',
    'set-cookie',
    'x-api-key',
    'api-key',
    'api_key',
    'apikey',
    'accessKey',
    'X-Auth-Token',
    'access_token',
    'client_secret',
    'password',
    'x-session-id',
    'sessionid',
  ])('treats %s as a credential', (name) => {
    expect(isSensitiveName(name)).toBe(true);
  });

  it.each([
    'keep-alive',
    'content-type',
    'accept',
    'x-request-id',
    'monkey',
    'keyboard-layout',
    'limit',
    'etag',
  ])('leaves %s alone', (name) => {
    expect(isSensitiveName(name)).toBe(false);
  });
});

describe('Redactor', () => {
  it('replaces every secret value in text, longest first', () => {
    const redactor = new Redactor(['s3cr3t-token', 's3cr3t']);
    expect(redactor.text('a s3cr3t-token and a s3cr3t, twice s3cr3t')).toBe(
      `a ${MASK} and a ${MASK}, twice ${MASK}`,
    );
  });

  it('ignores values shorter than four characters', () => {
    const redactor = new Redactor(['a', 'ab', 'abc']);
    expect(redactor.text('a cab abc')).toBe('a cab abc');
    redactor.addSecret('abcd');
    expect(redactor.text('xabcdx')).toBe(`x${MASK}x`);
  });

  it('leaves text alone when there are no secrets', () => {
    expect(new Redactor().text('dXNlcjpwYXNz token=1')).toBe('dXNlcjpwYXNz token=1');
  });

  it('catches URL-encoded and form-encoded secrets', () => {
    const redactor = new Redactor(['p@ss w/rd&more']);
    expect(redactor.text('password=p%40ss%20w%2Frd%26more')).toBe(`password=${MASK}`);
    expect(redactor.text('password=p%40ss+w%2Frd%26more')).toBe(`password=${MASK}`);
  });

  it('catches JSON-escaped secrets', () => {
    const redactor = new Redactor(['quote"back\\slash']);
    expect(redactor.text(JSON.stringify({ password: 'quote"back\\slash' }))).toBe(`{"password":"${MASK}"}`);
  });

  it.each(['a:', 'ab:', 'ada:', 'user.name@example.com:'])(
    'catches a secret base64-encoded after %j, as Basic auth sends it',
    (prefix) => {
      const redactor = new Redactor(['hunter22']);
      const basic = Buffer.from(`${prefix}hunter22`).toString('base64');
      expect(redactor.text(`sent Basic ${basic} to the API`)).toBe(`sent Basic ${MASK} to the API`);
      const suffixed = Buffer.from(`${prefix}hunter22!x`).toString('base64url');
      expect(redactor.text(`token=${suffixed}`)).toBe(`token=${MASK}`);
    },
  );

  it('catches a secret base64-encoded on its own, and leaves other base64 alone', () => {
    const redactor = new Redactor(['hunter22', '>>?~secret~?<<']);
    expect(redactor.text(Buffer.from('hunter22').toString('base64'))).toBe(MASK);
    expect(redactor.text(`x ${Buffer.from('u:>>?~secret~?<<').toString('base64url')} y`)).toBe(`x ${MASK} y`);
    const harmless = Buffer.from('ada:hunter2').toString('base64');
    expect(redactor.text(`Basic ${harmless} application/json`)).toBe(`Basic ${harmless} application/json`);
  });

  it('masks credential headers by name, keeping the auth scheme', () => {
    const redactor = new Redactor();
    expect(
      redactor.headers({
        authorization: 'Bearer abc.def.ghi',
        'Proxy-Authorization': 'Basic dXNlcjpwYXNz',
        cookie: 'session=1; theme=dark',
        'x-api-key': 'k',
        'X-CSRF-Token': 'tok',
        'keep-alive': 'timeout=5',
        accept: 'application/json',
      }),
    ).toEqual({
      authorization: `Bearer ${MASK}`,
      'Proxy-Authorization': `Basic ${MASK}`,
      cookie: MASK,
      'x-api-key': MASK,
      'X-CSRF-Token': MASK,
      'keep-alive': 'timeout=5',
      accept: 'application/json',
    });
    expect(redactor.headers({ authorization: 'justatoken' })).toEqual({ authorization: MASK });
  });

  it('masks secret values inside other headers and leaves the input untouched', () => {
    const redactor = new Redactor(['tenant-4242']);
    const headers = { 'x-forwarded-for': 'tenant-4242.example' };
    expect(redactor.headers(headers)).toEqual({ 'x-forwarded-for': `${MASK}.example` });
    expect(headers['x-forwarded-for']).toBe('tenant-4242.example');
  });

  it('masks sensitive query parameters, user-info passwords and secret values in URLs', () => {
    const redactor = new Redactor(['tenant-4242']);
    expect(redactor.url('https://api.test/v1/tenant-4242/users?limit=5&api_key=abc&access_token=x#top')).toBe(
      `https://api.test/v1/${MASK}/users?limit=5&api_key=${MASK}&access_token=${MASK}#top`,
    );
    expect(redactor.url('https://ada:pa55word@api.test/x')).toBe(`https://ada:${MASK}@api.test/x`);
    expect(new Redactor(['a b/c+d']).url('http://h/x?q=a%20b%2Fc%2Bd')).toBe(`http://h/x?q=${MASK}`);
    expect(new Redactor().url('http://h/x?API%5FKEY=abc')).toBe(`http://h/x?API%5FKEY=${MASK}`);
  });

  it('learns secrets added later', () => {
    const redactor = new Redactor();
    expect(redactor.text('token eyJhbGciOi')).toBe('token eyJhbGciOi');
    redactor.addSecret('eyJhbGciOi');
    expect(redactor.text('token eyJhbGciOi')).toBe(`token ${MASK}`);
  });
});

describe('Redactor.learnSent', () => {
  it('takes the credentials a request carried as secrets, wherever they are printed back', () => {
    const redactor = new Redactor();
    redactor.learnSent({
      authorization: 'Bearer tok-from-a-literal-0123',
      cookie: 'theme=dark; session=sess-98; PHPSESSID=a1b2c3d4e5f6a7b8',
      'x-api-key': 'key-literal-4242',
      accept: 'application/json',
    });
    const log =
      'auth tok-from-a-literal-0123 session sess-98 php a1b2c3d4e5f6a7b8 key key-literal-4242 theme dark, wants application/json';
    expect(redactor.text(log)).toBe(
      'auth *** session *** php *** key *** theme dark, wants application/json',
    );
    // The scheme is no secret.
    expect(redactor.text('Bearer scheme')).toBe('Bearer scheme');
  });
});

describe('maskCredentials', () => {
  it('masks credentials by their look, including keys a provider echoes half-masked', async () => {
    const { maskCredentials } = await import('../../src/http/redact.js');
    expect(maskCredentials('Incorrect API key provided: sk-proj-****cdef. See docs.')).toBe(
      'Incorrect API key provided: ***. See docs.',
    );
    expect(maskCredentials('token ghp_' + 'a'.repeat(36) + ' and Bearer abcdefgh.ijk')).toBe(
      'token *** and Bearer ***',
    );
    expect(maskCredentials('AKIAABCDEFGHIJKLMNOP')).toBe('***');
    expect(maskCredentials('the sk-learn docs, a task-list')).toBe('the sk-learn docs, a task-list');
  });
});
