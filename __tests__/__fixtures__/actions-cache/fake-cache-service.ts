/**
 * A local stand-in of the GitHub Actions cache service (v2), speaking the protocol `@actions/cache`
 * speaks on GitHub's runners: Twirp JSON calls to
 * `/twirp/github.actions.results.api.v1.CacheService/<Method>` (proto field names, bearer runtime
 * token) that hand out signed blob URLs, and the Azure Blob Storage calls made on those URLs (Put
 * Blob, Get Blob Properties, ranged Get Blob). Requests that stray from the protocol are answered
 * with an error and recorded in `violations`, so a test can assert there were none.
 *
 * Sources: the service definition `results/api/v1/cache.proto` as generated in @actions/cache's
 * `lib/generated/results/api/v1/cache.ts`, and the Azure Blob REST reference for Put Blob and Get Blob.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

const SERVICE = '/twirp/github.actions.results.api.v1.CacheService/';
const ACCOUNT = '/devstoreaccount1/actions-cache/';

interface Entry {
  id: number;
  key: string;
  version: string;
  blob?: Buffer;
  finalized: boolean;
}

export interface FakeCacheService {
  /** Base URL for `ACTIONS_RESULTS_URL` (with the trailing slash the runner gives). */
  url: string;
  token: string;
  /** Finalized entries, oldest first. */
  entries(): Array<{ key: string; version: string; size: number }>;
  /** Every Twirp method called, in order. */
  calls: string[];
  /** Requests that did not follow the protocol. */
  violations: string[];
  /** Blob downloads answer 403, as with an expired signature. */
  failDownloads: boolean;
  /** Every request is received and never answered, as by a service that went silent. */
  hang: boolean;
  /** Forgets every entry, call and violation. */
  reset(): void;
  close(): Promise<void>;
}

const REQUEST_FIELDS: Record<string, { required: string[]; optional: string[] }> = {
  CreateCacheEntry: { required: ['key', 'version'], optional: ['metadata'] },
  FinalizeCacheEntryUpload: { required: ['key', 'version', 'size_bytes'], optional: ['metadata'] },
  GetCacheEntryDownloadURL: { required: ['key', 'version'], optional: ['metadata', 'restore_keys'] },
};

export async function startFakeCacheService(): Promise<FakeCacheService> {
  const token = 'fake-actions-runtime-token';
  const entries: Entry[] = [];
  const calls: string[] = [];
  const violations: string[] = [];
  let nextId = 1;
  let base = '';

  const service: FakeCacheService = {
    url: '',
    token,
    calls,
    violations,
    failDownloads: false,
    hang: false,
    reset() {
      entries.length = 0;
      calls.length = 0;
      violations.length = 0;
      service.failDownloads = false;
      service.hang = false;
    },
    entries: () =>
      entries
        .filter((entry) => entry.finalized)
        .map((entry) => ({ key: entry.key, version: entry.version, size: entry.blob?.length ?? 0 })),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };

  function twirp(method: string, body: Record<string, unknown>): { status: number; body: unknown } {
    const fields = REQUEST_FIELDS[method];
    if (!fields) return { status: 404, body: { code: 'bad_route', msg: `no method ${method}` } };
    for (const name of Object.keys(body)) {
      if (!fields.required.includes(name) && !fields.optional.includes(name)) {
        violations.push(`${method}: unknown field ${name}`);
        return { status: 400, body: { code: 'malformed', msg: `unknown field ${name}` } };
      }
    }
    for (const name of fields.required) {
      if (body[name] === undefined) {
        violations.push(`${method}: missing ${name}`);
        return { status: 400, body: { code: 'invalid_argument', msg: `${name} is required` } };
      }
    }
    const key = String(body['key']);
    const version = String(body['version']);
    if (!/^[0-9a-f]{64}$/.test(version)) violations.push(`${method}: version ${version} is not a SHA-256`);
    if (key.length > 512 || key.includes(',')) violations.push(`${method}: invalid key ${key}`);

    if (method === 'CreateCacheEntry') {
      if (entries.some((entry) => entry.key === key && entry.version === version)) {
        return { status: 200, body: { ok: false, message: 'cache entry already exists' } };
      }
      const entry: Entry = { id: nextId++, key, version, finalized: false };
      entries.push(entry);
      return { status: 200, body: { ok: true, signed_upload_url: blobUrl(entry) } };
    }
    if (method === 'FinalizeCacheEntryUpload') {
      const entry = entries.find((candidate) => candidate.key === key && candidate.version === version);
      if (!entry?.blob || entry.finalized) return { status: 200, body: { ok: false, message: 'nothing to finalize' } };
      if (String(entry.blob.length) !== String(body['size_bytes'])) {
        violations.push(`FinalizeCacheEntryUpload: size_bytes ${String(body['size_bytes'])} ≠ ${entry.blob.length}`);
      }
      entry.finalized = true;
      return { status: 200, body: { ok: true, entry_id: String(entry.id) } };
    }
    // GetCacheEntryDownloadURL: the exact key, else the newest entry under each prefix in turn.
    const restoreKeys = Array.isArray(body['restore_keys']) ? body['restore_keys'].map(String) : [];
    const usable = entries.filter((entry) => entry.finalized && entry.version === version).reverse();
    const match =
      usable.find((entry) => entry.key === key) ??
      [key, ...restoreKeys].map((prefix) => usable.find((entry) => entry.key.startsWith(prefix))).find(Boolean);
    return match
      ? { status: 200, body: { ok: true, signed_download_url: blobUrl(match), matched_key: match.key } }
      : { status: 200, body: { ok: false } };
  }

  function blobUrl(entry: Entry): string {
    return `${base}${ACCOUNT}${entry.id}?sv=2024-11-04&sp=rw&sig=fake-signature-${entry.id}`;
  }

  function blob(request: IncomingMessage, body: Buffer, response: ServerResponse): void {
    const url = new URL(request.url ?? '/', base);
    const entry = entries.find((candidate) => String(candidate.id) === url.pathname.slice(ACCOUNT.length));
    if (!entry || url.searchParams.get('sig') !== `fake-signature-${entry.id}`) {
      violations.push(`${request.method} ${url.pathname}: unsigned or unknown blob`);
      response.writeHead(403).end();
      return;
    }
    const headers = {
      'x-ms-request-id': `request-${Date.now()}`,
      'x-ms-version': '2024-11-04',
      date: new Date().toUTCString(),
      etag: `"0x${entry.id.toString(16).padStart(8, '0')}"`,
      'last-modified': new Date(0).toUTCString(),
    };
    if (request.method === 'PUT') {
      if (request.headers['x-ms-blob-type'] !== 'BlockBlob') violations.push('Put Blob without x-ms-blob-type: BlockBlob');
      if (entry.finalized) {
        response.writeHead(409, headers).end();
        return;
      }
      entry.blob = body;
      response.writeHead(201, { ...headers, 'content-length': '0' }).end();
      return;
    }
    if (service.failDownloads) {
      response.writeHead(403, { ...headers, 'x-ms-error-code': 'AuthenticationFailed' }).end();
      return;
    }
    if (!entry.blob || !entry.finalized) {
      response.writeHead(404, { ...headers, 'x-ms-error-code': 'BlobNotFound' }).end();
      return;
    }
    const blobHeaders = {
      ...headers,
      'x-ms-blob-type': 'BlockBlob',
      'accept-ranges': 'bytes',
      'content-type': 'application/octet-stream',
    };
    if (request.method === 'HEAD') {
      response.writeHead(200, { ...blobHeaders, 'content-length': String(entry.blob.length) }).end();
      return;
    }
    const range = /^bytes=(\d+)-(\d*)$/.exec(String(request.headers['x-ms-range'] ?? request.headers['range'] ?? ''));
    if (!range) {
      response.writeHead(200, { ...blobHeaders, 'content-length': String(entry.blob.length) }).end(entry.blob);
      return;
    }
    const start = Number(range[1]);
    const end = range[2] ? Math.min(Number(range[2]), entry.blob.length - 1) : entry.blob.length - 1;
    const part = entry.blob.subarray(start, end + 1);
    response
      .writeHead(206, {
        ...blobHeaders,
        'content-length': String(part.length),
        'content-range': `bytes ${start}-${end}/${entry.blob.length}`,
      })
      .end(part);
  }

  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    if (service.hang) return;
    const pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
    if (pathname.startsWith(ACCOUNT)) return blob(request, body, response);
    if (!pathname.startsWith(SERVICE) || request.method !== 'POST') {
      violations.push(`${request.method} ${pathname}: not a cache service route`);
      response.writeHead(404).end();
      return;
    }
    const method = pathname.slice(SERVICE.length);
    calls.push(method);
    if (request.headers.authorization !== `Bearer ${token}`) {
      violations.push(`${method}: missing or wrong bearer token`);
      response.writeHead(401, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ code: 'unauthenticated', msg: 'bad token' }));
      return;
    }
    if (!String(request.headers['content-type']).startsWith('application/json')) {
      violations.push(`${method}: content-type ${request.headers['content-type']}`);
    }
    let parsed: Record<string, unknown>;
    try {
      parsed = JSON.parse(body.toString('utf8')) as Record<string, unknown>;
    } catch {
      violations.push(`${method}: body is not JSON`);
      response.writeHead(400).end();
      return;
    }
    const answer = twirp(method, parsed);
    response.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  service.url = `${base}/`;
  return service;
}
