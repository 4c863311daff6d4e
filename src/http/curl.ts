/**
 * A `curl` line that reproduces a request, for reports and PR comments: paste it into a POSIX
 * shell and the same request goes out. The record is already redacted, so the line carries `***`
 * where credentials were.
 */
import type { RequestRecord } from '../core/results.js';

/** Headers curl computes itself; a recorded value could be wrong once the body was redacted or cut. */
const COMPUTED_HEADERS = new Set(['content-length', 'host', 'transfer-encoding', 'connection']);

export function toCurl(request: RequestRecord): string {
  const method = request.method.toUpperCase();
  const hasBody = request.body !== undefined && request.body !== '';
  const parts = ['curl'];

  // curl sends GET by default and POST with --data-raw; -X only when that default is wrong.
  // HEAD needs --head: with -X HEAD curl would wait for a body that never comes.
  if (method === 'HEAD' && !hasBody) parts.push('--head');
  else if (method !== (hasBody ? 'POST' : 'GET'))
    parts.push('-X', /^[A-Z]+$/.test(method) ? method : quote(method));

  // Without --globoff curl reads [ ] { } in a URL as ranges and sets (`?ids[]=1` would fail).
  if (/[[\]{}]/.test(request.url)) parts.push('--globoff');
  parts.push(quote(request.url));

  for (const name of Object.keys(request.headers)) {
    if (COMPUTED_HEADERS.has(name.toLowerCase())) continue;
    const value = request.headers[name] as string;
    // `-H 'name:'` would remove the header; `name;` is curl's way to send it empty.
    parts.push('-H', quote(value === '' ? `${name};` : `${name}: ${value}`));
  }
  if (hasBody) parts.push('--data-raw', quote(request.body as string));
  return parts.join(' ');
}

/** Single quotes keep everything literal in a POSIX shell; a quote itself is closed, escaped, reopened. */
export function quote(text: string): string {
  return text.includes("'") ? `'${text.replace(/'/g, `'\\''`)}'` : `'${text}'`;
}
