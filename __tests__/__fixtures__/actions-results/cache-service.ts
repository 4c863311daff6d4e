/**
 * The Actions cache service (v2) of the fake results service (results-service.ts), speaking the
 * protocol `@actions/cache` speaks on GitHub's runners: Twirp JSON calls to
 * `/twirp/github.actions.results.api.v1.CacheService/<Method>` (proto field names, bearer runtime
 * token) that hand out signed blob URLs, and the Azure Blob Storage calls made on those URLs (Put
 * Blob, Get Blob Properties, ranged Get Blob). Requests that stray from the protocol are answered
 * with an error and recorded in `violations`, so a test can assert there were none.
 *
 * Sources: the service definition `results/api/v1/cache.proto` as generated in @actions/cache's
 * `lib/generated/results/api/v1/cache.ts`, and the Azure Blob REST reference for Put Blob and Get Blob.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { answerJson, readTwirpCall, type ResultsContext, type ResultsRoutes } from './results-service.js';

const SERVICE = '/twirp/github.actions.results.api.v1.CacheService/';
const ACCOUNT = '/devstoreaccount1/actions-cache/';

interface Entry {
  id: number;
  key: string;
  version: string;
  blob?: Buffer;
  finalized: boolean;
}

export interface FakeCacheService extends ResultsRoutes {
  /** Finalized entries, oldest first. */
  entries(): Array<{ key: string; version: string; size: number }>;
  /** Every Twirp method called, in order. */
  calls: string[];
  /** Requests that did not follow the protocol. */
  violations: string[];
  /** Blob downloads answer 403, as with an expired signature. */
  failDownloads: boolean;
  /** Forgets every entry, call and violation. */
  reset(): void;
}

const REQUEST_FIELDS: Record<string, { required: string[]; optional: string[] }> = {
  CreateCacheEntry: { required: ['key', 'version'], optional: ['metadata'] },
  FinalizeCacheEntryUpload: { required: ['key', 'version', 'size_bytes'], optional: ['metadata'] },
  GetCacheEntryDownloadURL: { required: ['key', 'version'], optional: ['metadata', 'restore_keys'] },
};

export function createFakeCacheService(context: ResultsContext): FakeCacheService {
  const entries: Entry[] = [];
  const calls: string[] = [];
  const violations: string[] = [];
  let nextId = 1;

  const service: FakeCacheService = {
    owns: (pathname) => pathname.startsWith(SERVICE) || pathname.startsWith(ACCOUNT),
    handle,
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
  };

  function twirp(method: string, body: Record<string, unknown>): { status: number; body: unknown } {
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
    return `${context.base()}${ACCOUNT}${entry.id}?sv=2024-11-04&sp=rw&sig=fake-signature-${entry.id}`;
  }

  function blob(request: IncomingMessage, body: Buffer, response: ServerResponse): void {
    const url = new URL(request.url ?? '/', context.base());
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

  function handle(request: IncomingMessage, body: Buffer, response: ServerResponse): void {
    const pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
    if (pathname.startsWith(ACCOUNT)) return blob(request, body, response);
    const method = pathname.slice(SERVICE.length);
    calls.push(method);
    const call = readTwirpCall(request, body, method, REQUEST_FIELDS[method], context, violations);
    if ('error' in call) return answerJson(response, call.status, call.error);
    const answer = twirp(method, call.body);
    answerJson(response, answer.status, answer.body);
  }

  return service;
}
