import { findMediaKey, isJsonMediaType, normalizeMediaType } from '../../src/openapi/media.js';

describe('media types', () => {
  it('normalizes case and drops parameters', () => {
    expect(normalizeMediaType(' Application/JSON ; charset=UTF-8')).toBe('application/json');
  });

  it('knows JSON when it sees it', () => {
    expect(isJsonMediaType('application/json; charset=utf-8')).toBe(true);
    expect(isJsonMediaType('application/problem+json')).toBe(true);
    expect(isJsonMediaType('text/json')).toBe(true);
    expect(isJsonMediaType('text/plain')).toBe(false);
    expect(isJsonMediaType('application/jsonl')).toBe(false);
  });

  it('finds the most specific documented key', () => {
    const keys = ['application/json', 'application/*', '*/*', 'text/csv; header=present'];
    expect(findMediaKey(keys, 'application/json; charset=utf-8')).toBe('application/json');
    expect(findMediaKey(keys, 'text/csv')).toBe('text/csv; header=present');
    expect(findMediaKey(keys, 'application/vnd.api+json')).toBe('application/json');
    expect(findMediaKey(keys, 'application/xml')).toBe('application/*');
    expect(findMediaKey(keys, 'image/png')).toBe('*/*');
    expect(findMediaKey(['application/xml'], 'application/json')).toBeUndefined();
    expect(findMediaKey([], 'application/json')).toBeUndefined();
  });

  it('reads +json as application/json only when that is documented, else through wildcards', () => {
    expect(findMediaKey(['application/*'], 'application/problem+json')).toBe('application/*');
    expect(findMediaKey(['text/plain'], 'application/problem+json')).toBeUndefined();
  });

  it('picks the JSON entry, or the only one, when nothing was received', () => {
    expect(findMediaKey(['text/plain', 'application/json'], undefined)).toBe('application/json');
    expect(findMediaKey(['text/plain', 'application/hal+json'], '')).toBe('application/hal+json');
    expect(findMediaKey(['text/plain'], undefined)).toBe('text/plain');
    expect(findMediaKey(['text/plain', 'text/csv'], undefined)).toBeUndefined();
  });
});
