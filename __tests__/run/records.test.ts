import { Redactor } from '../../src/http/redact.js';
import { recordResponse } from '../../src/run/execute.js';

describe('recordResponse', () => {
  it('keeps a huge header value short in what results, reports and JUnit carry, and says it was cut', () => {
    const huge = 'x'.repeat(5 * 1024 * 1024);
    const record = recordResponse(
      {
        status: 200,
        statusText: 'OK',
        headers: { 'x-huge': huge, 'content-type': 'application/json' },
        bodyText: '{}',
        json: {},
        truncated: false,
        timings: { headersMs: 1, totalMs: 2 },
      },
      new Redactor(),
    );
    expect(record.headers['content-type']).toBe('application/json');
    expect(record.headers['x-huge']!.length).toBeLessThan(9 * 1024);
    expect(record.headers['x-huge']).toMatch(/\[cut: 5242880 characters in all\]$/);
  });
});
