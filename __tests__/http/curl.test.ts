import { execFileSync } from 'node:child_process';
import { toCurl } from '../../src/http/curl.js';
import type { RequestRecord } from '../../src/core/results.js';

/** Runs the line in a real POSIX shell with `curl` replaced by a function that prints its arguments. */
function argumentsSeenByShell(line: string): string[] {
  const script = `curl() { for argument in "$@"; do printf '%s\\0' "$argument"; done; }\n${line}`;
  const output = execFileSync('sh', ['-c', script], { encoding: 'utf8' });
  return output.split('\0').slice(0, -1);
}

describe('toCurl', () => {
  it('writes a plain GET without -X', () => {
    const line = toCurl({ method: 'GET', url: 'http://127.0.0.1:3000/users?limit=5&sort=name', headers: {} });
    expect(line).toBe("curl 'http://127.0.0.1:3000/users?limit=5&sort=name'");
    expect(argumentsSeenByShell(line)).toEqual(['http://127.0.0.1:3000/users?limit=5&sort=name']);
  });

  it('writes a POST with a body without -X, and other methods with it', () => {
    expect(toCurl({ method: 'POST', url: 'http://h/x', headers: {}, body: '{}' })).toBe(
      "curl 'http://h/x' --data-raw '{}'",
    );
    expect(toCurl({ method: 'DELETE', url: 'http://h/x', headers: {} })).toBe("curl -X DELETE 'http://h/x'");
    expect(toCurl({ method: 'put', url: 'http://h/x', headers: {}, body: 'a' })).toBe(
      "curl -X PUT 'http://h/x' --data-raw 'a'",
    );
    expect(toCurl({ method: 'POST', url: 'http://h/x', headers: {} })).toBe("curl -X POST 'http://h/x'");
    expect(toCurl({ method: 'GET', url: 'http://h/x', headers: {}, body: 'q' })).toBe(
      "curl -X GET 'http://h/x' --data-raw 'q'",
    );
    expect(toCurl({ method: 'HEAD', url: 'http://h/x', headers: {} })).toBe("curl --head 'http://h/x'");
  });

  it('adds --globoff when the URL has brackets or braces', () => {
    expect(toCurl({ method: 'GET', url: 'http://h/x?ids[]=1', headers: {} })).toBe(
      "curl --globoff 'http://h/x?ids[]=1'",
    );
  });

  it('writes one -H per header, leaves out headers curl computes, and sends empty ones with ;', () => {
    const line = toCurl({
      method: 'GET',
      url: 'http://h/x',
      headers: {
        accept: 'application/json',
        authorization: 'Bearer ***',
        'content-length': '12',
        'x-empty': '',
      },
    });
    expect(line).toBe(
      "curl 'http://h/x' -H 'accept: application/json' -H 'authorization: Bearer ***' -H 'x-empty;'",
    );
  });

  it('survives a real shell with quotes, dollars, backticks, newlines and globs intact', () => {
    const request: RequestRecord = {
      method: 'PATCH',
      url: "http://127.0.0.1:8080/it's/$HOME/`id`?q=a b&x=*",
      headers: { 'x-quote': `it's "quoted" $(whoami) \\ back`, 'x-star': '*' },
      body: `{"name":"O'Brien","note":"line 1\nline 2","cost":"$5","cmd":"\`rm -rf /\`","glob":"*"}`,
    };
    const line = toCurl(request);
    expect(argumentsSeenByShell(line)).toEqual([
      '-X',
      'PATCH',
      request.url,
      '-H',
      `x-quote: it's "quoted" $(whoami) \\ back`,
      '-H',
      'x-star: *',
      '--data-raw',
      request.body,
    ]);
  });

  it('keeps a body that starts with @ literal (--data-raw, not --data)', () => {
    const line = toCurl({ method: 'POST', url: 'http://h/x', headers: {}, body: '@/etc/passwd' });
    expect(line).toContain("--data-raw '@/etc/passwd'");
    expect(argumentsSeenByShell(line)).toEqual(['http://h/x', '--data-raw', '@/etc/passwd']);
  });
});
