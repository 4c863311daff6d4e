import { fileURLToPath } from 'node:url';
import { loadSpec } from '../../src/openapi/load.js';
import { PathIndex, splitPath } from '../../src/openapi/paths.js';
import type { ApiSpec, Operation } from '../../src/openapi/types.js';

const fixture = (name: string): string =>
  fileURLToPath(new URL(`../__fixtures__/specs/${name}`, import.meta.url));

function operation(method: string, path: string): Operation {
  return {
    operationId: `${method.toLowerCase()} ${path}`,
    method,
    path,
    parameters: [],
    responses: {},
    requiresAuth: false,
    location: { file: 'spec.yaml', line: 1, column: 1 },
  };
}

describe('PathIndex', () => {
  const index = new PathIndex(
    [
      operation('GET', '/users/{id}'),
      operation('DELETE', '/users/{id}'),
      operation('GET', '/users/me'),
      operation('GET', '/users/{id}/posts/{postId}'),
      operation('GET', '/users/{id}/posts/latest'),
      operation('GET', '/reports/{year}-{month}.csv'),
      operation('GET', '/'),
    ],
    ['/v1'],
  );
  const found = (method: string, path: string) => index.match(method, path)?.path;

  it('prefers a literal segment over a templated one, wherever it is declared', () => {
    expect(found('GET', '/users/me')).toBe('/users/me');
    expect(found('GET', '/users/42')).toBe('/users/{id}');
    expect(found('GET', '/users/42/posts/latest')).toBe('/users/{id}/posts/latest');
    expect(found('GET', '/users/42/posts/7')).toBe('/users/{id}/posts/{postId}');
  });

  it('falls back to the templated path when the literal one lacks the method', () => {
    expect(found('DELETE', '/users/me')).toBe('/users/{id}');
    expect(found('PUT', '/users/42')).toBeUndefined();
  });

  it('ignores the query string, a fragment, a trailing slash and the case of the method', () => {
    expect(found('get', '/users/42/?expand=posts#top')).toBe('/users/{id}');
    expect(found('GET', '/users/me?x=1')).toBe('/users/me');
    expect(found('GET', '/')).toBe('/');
    expect(found('GET', '')).toBe('/');
  });

  it('matches templates inside a segment and decodes percent-encoding', () => {
    expect(found('GET', '/reports/2024-05.csv')).toBe('/reports/{year}-{month}.csv');
    expect(found('GET', '/reports/2024.csv')).toBeUndefined();
    const op = index.match('GET', '/users/ada%20lovelace')!;
    expect(index.parameters(op, '/users/ada%20lovelace')).toEqual({ id: 'ada lovelace' });
  });

  it('does not match across segments or with missing ones', () => {
    expect(found('GET', '/users')).toBeUndefined();
    expect(found('GET', '/users/1/2')).toBeUndefined();
    expect(found('GET', '/users//posts/7')).toBeUndefined();
  });

  it('still finds a path that carries the server base path', () => {
    expect(found('GET', '/v1/users/42')).toBe('/users/{id}');
    expect(found('GET', '/v2/users/42')).toBeUndefined();
  });

  it('lists the methods of every template a path matches', () => {
    expect(index.methodsFor('/users/42').sort()).toEqual(['DELETE', 'GET']);
    expect(index.methodsFor('/users/me').sort()).toEqual(['DELETE', 'GET']);
    expect(index.methodsFor('/nowhere')).toEqual([]);
  });

  it('reads path parameter values through an operation template', () => {
    const op = index.match('GET', '/users/42/posts/7')!;
    expect(index.parameters(op, '/users/42/posts/7?x=1')).toEqual({ id: '42', postId: '7' });
    expect(index.parameters(op, '/elsewhere')).toBeUndefined();
    expect(index.parameters(index.match('GET', '/reports/2024-05.csv')!, '/reports/2024-05.csv')).toEqual({
      year: '2024',
      month: '05',
    });
  });

  it('reads parameters behind the server base path, and through templates it does not index', () => {
    const op = index.match('GET', '/users/42')!;
    expect(index.parameters(op, '/v1/users/42')).toEqual({ id: '42' });
    // The path fits another template as written, so the base path is not stripped.
    expect(index.parameters(op, '/users/42/posts/7')).toBeUndefined();
    expect(index.parameters(operation('GET', '/items/{sku}'), '/items/a%2Fb')).toEqual({ sku: 'a/b' });
    expect(index.parameters(operation('GET', '/items/{sku}'), '/items')).toBeUndefined();
  });
});

describe('splitPath', () => {
  it('takes the path out of a full URL', () => {
    expect(splitPath('https://api.example.com/v1/users?x=1')).toEqual(['v1', 'users']);
    expect(splitPath('users/42')).toEqual(['users', '42']);
  });

  it('keeps the root as one empty segment and drops empty ones elsewhere', () => {
    expect(splitPath('/')).toEqual(['']);
    expect(splitPath('')).toEqual(['']);
    expect(splitPath('//users//42//')).toEqual(['users', '42']);
    expect(splitPath('/users/42#top?x=1')).toEqual(['users', '42']);
  });

  it('decodes segments, and keeps one that is not valid percent-encoding as written', () => {
    expect(splitPath('/files/a%20b/%E2%9C%93')).toEqual(['files', 'a b', '✓']);
    expect(splitPath('/files/100%zz')).toEqual(['files', '100%zz']);
  });
});

describe('ApiSpec.match and methodsFor on a loaded spec', () => {
  let spec: ApiSpec;
  beforeAll(async () => {
    spec = await loadSpec(fixture('shop-3.0.yaml'), 'spec.yaml');
  });

  it('finds operations for concrete paths', () => {
    expect(spec.match('GET', '/products/12')?.operationId).toBe('getProduct');
    expect(spec.match('DELETE', '/products/12/')?.operationId).toBe('deleteProduct');
    expect(spec.match('GET', '/users/me')?.operationId).toBe('getMe');
    expect(spec.match('GET', '/users/u-1')?.operationId).toBe('getUser');
    expect(spec.match('GET', '/files/report.json')?.operationId).toBe('getFile');
    expect(spec.match('GET', '/products?limit=5')?.operationId).toBe('listProducts');
    expect(spec.match('GET', '/v1/products')?.operationId).toBe('listProducts');
    expect(spec.match('POST', '/health')).toBeUndefined();
  });

  it('lists documented methods upper case', () => {
    expect(spec.methodsFor('/products/12')).toEqual(['GET', 'DELETE']);
    expect(spec.methodsFor('/products')).toEqual(['GET', 'POST']);
  });
});
