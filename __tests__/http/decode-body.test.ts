/**
 * Bodies as the API meant them, through a real server on 127.0.0.1: content-encodings undone with
 * a bound (a gzip bomb costs nothing), charsets applied, a large valid JSON body parsed whole, and
 * what could not be done named, so a check never calls such a body "not valid JSON".
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { createHttpClient, type HttpClient } from '../../src/http/client.js';
import { describeNonJsonBody } from '../../src/flows/checks.js';

const ITEMS = { items: [{ id: 1, name: 'Ada' }] };
const json = Buffer.from(JSON.stringify(ITEMS));

type Answer = { headers: Record<string, string>; body: Buffer };

/** Compressed data without its last bytes, as a server that stopped compressing mid-body sends it. */
function cutShort(compressed: Buffer): Buffer {
  return compressed.subarray(0, compressed.length - 6);
}
const answers: Record<string, () => Answer> = {
  '/gzip': () => ({ headers: { 'content-encoding': 'gzip' }, body: zlib.gzipSync(json) }),
  '/deflate': () => ({ headers: { 'content-encoding': 'deflate' }, body: zlib.deflateSync(json) }),
  '/raw-deflate': () => ({ headers: { 'content-encoding': 'deflate' }, body: zlib.deflateRawSync(json) }),
  '/br': () => ({ headers: { 'content-encoding': 'br' }, body: zlib.brotliCompressSync(json) }),
  '/twice': () => ({
    headers: { 'content-encoding': 'gzip, br' },
    body: zlib.brotliCompressSync(zlib.gzipSync(json)),
  }),
  // 64 MB of zeros in 64 KB.
  '/bomb': () => ({
    headers: { 'content-encoding': 'gzip' },
    body: zlib.gzipSync(Buffer.alloc(64 * 1024 * 1024)),
  }),
  '/lies': () => ({ headers: { 'content-encoding': 'gzip' }, body: json }),
  // Whole responses (content-length counts what was sent) whose compressed data stops early.
  '/cut-gzip': () => ({ headers: { 'content-encoding': 'gzip' }, body: cutShort(zlib.gzipSync(json)) }),
  '/cut-deflate': () => ({
    headers: { 'content-encoding': 'deflate' },
    body: cutShort(zlib.deflateSync(json)),
  }),
  '/cut-raw-deflate': () => ({
    headers: { 'content-encoding': 'deflate' },
    body: cutShort(zlib.deflateRawSync(json)),
  }),
  '/cut-br': () => ({ headers: { 'content-encoding': 'br' }, body: cutShort(zlib.brotliCompressSync(json)) }),
  '/cut-twice': () => ({
    headers: { 'content-encoding': 'gzip, br' },
    body: zlib.brotliCompressSync(cutShort(zlib.gzipSync(json))),
  }),
  '/compress': () => ({ headers: { 'content-encoding': 'compress' }, body: json }),
  '/utf16': () => ({
    headers: { 'content-type': 'application/json; charset=utf-16le' },
    body: Buffer.from(JSON.stringify({ name: 'Zoë' }), 'utf16le'),
  }),
  '/latin1': () => ({
    headers: { 'content-type': 'application/json; charset=iso-8859-1' },
    body: Buffer.from(JSON.stringify({ name: 'Zoë' }), 'latin1'),
  }),
  '/large': () => ({
    body: Buffer.from(
      JSON.stringify({ items: Array.from({ length: 60_000 }, (_, id) => ({ id, name: `item ${id}` })) }),
    ),
    headers: {},
  }),
};

let server: Server;
let url: string;
let client: HttpClient;

beforeAll(async () => {
  server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const answer = answers[request.url ?? '']?.();
    if (!answer) return void response.writeHead(404).end();
    response.writeHead(200, { 'content-type': 'application/json', ...answer.headers });
    response.end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  client = createHttpClient({ timeoutMs: 10_000, maxBodyBytes: 2 * 1024 * 1024 });
});
afterAll(async () => {
  await client.close();
  server.closeAllConnections();
  server.close();
});

const get = (path: string) => client.send({ method: 'GET', url: `${url}${path}`, headers: {} });

describe('response bodies', () => {
  it.each(['/gzip', '/deflate', '/raw-deflate', '/br', '/twice'])('decodes %s', async (path) => {
    const response = await get(path);
    expect(response.json).toEqual(ITEMS);
    expect(response.bodyProblem).toBeUndefined();
  });

  it('stops a gzip bomb at the bound and says so, instead of "not valid JSON"', async () => {
    const response = await get('/bomb');
    expect(response.truncated).toBe(true);
    expect(response.json).toBeUndefined();
    expect(describeNonJsonBody(response)).toMatch(
      /^body could not be read as sent: the gzip-encoded body decodes to more than 2 MB/,
    );
  });

  it('names an encoding that does not decode, or one it does not know', async () => {
    expect(describeNonJsonBody(await get('/lies'))).toMatch(
      /content-encoding gzip but does not decode as gzip/,
    );
    expect(describeNonJsonBody(await get('/compress'))).toMatch(
      /compress-encoded, which Falcon CI cannot decode/,
    );
  });

  it.each([
    ['/cut-gzip', 'gzip'],
    ['/cut-deflate', 'deflate'],
    ['/cut-raw-deflate', 'deflate'],
    ['/cut-br', 'br'],
    ['/cut-twice', 'gzip'],
  ])(
    'names a body whose compressed data stops early (%s) as cut short, never "not valid JSON"',
    async (path, encoding) => {
      const response = await get(path);
      expect(response.json).toBeUndefined();
      expect(response.truncated).toBe(true);
      expect(describeNonJsonBody(response)).toBe(
        `body could not be read as sent: the ${encoding}-encoded body is cut short: the API sent a whole response, but its compressed data stops before its end (check how the API or a proxy in front of it compresses bodies)`,
      );
    },
  );

  it('keeps what a cut-short body decodes to, for the report', async () => {
    const response = await get('/cut-gzip');
    expect(JSON.stringify(ITEMS).startsWith(response.bodyText)).toBe(true);
    expect(response.bodyText.length).toBeGreaterThan(0);
  });

  it.each(['/utf16', '/latin1'])('reads the charset of %s', async (path) => {
    expect((await get(path)).json).toEqual({ name: 'Zoë' });
  });

  it('parses a valid JSON body over 1 MB whole, and says a longer one was cut rather than invalid', async () => {
    const large = await get('/large');
    expect((large.json as { items: unknown[] }).items).toHaveLength(60_000);
    const small = createHttpClient({ timeoutMs: 10_000, maxBodyBytes: 1024 * 1024 });
    try {
      const cut = await small.send({ method: 'GET', url: `${url}/large`, headers: {} });
      expect(cut.truncated).toBe(true);
      expect(describeNonJsonBody(cut)).toMatch(
        /body is longer than the 1 MB read \(FALCON_MAX_BODY_MB raises the limit\)/,
      );
    } finally {
      await small.close();
    }
  });
});
