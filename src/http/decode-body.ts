/**
 * A response body as text, the way the API meant it: content-encodings undone (gzip, deflate,
 * br, and zstd where Node has it) with a bound on the decoded size, so a decompression bomb costs
 * nothing; then the charset of `content-type` (or a UTF-16 byte-order mark) applied. What could not
 * be done is said in `problem`, so a check blames the real cause instead of calling the body
 * "not valid JSON".
 */
import zlib from 'node:zlib';

export interface DecodedBody {
  text: string;
  /** The text holds only the body's start: it decoded to more than the bound, or its compressed data stops early. */
  cut: boolean;
  /** Why the text may not be what the API sent, in words for a check's message. */
  problem?: string;
}

/**
 * Undoes one content-encoding. `whole`: the input is the whole body, so a stream that stops early
 * is an error (it was cut short); otherwise the input is the start of a longer body, and as much
 * as it holds is decoded.
 */
type Decoder = (input: Buffer, maxBytes: number, whole: boolean) => Buffer;

const SYNC_FLUSH = { finishFlush: zlib.constants.Z_SYNC_FLUSH };
const BROTLI_FLUSH = { finishFlush: zlib.constants.BROTLI_OPERATION_FLUSH };

function zlibOptions(maxBytes: number, whole: boolean): zlib.ZlibOptions {
  return whole ? { maxOutputLength: maxBytes } : { ...SYNC_FLUSH, maxOutputLength: maxBytes };
}

const DECODERS: Record<string, Decoder | undefined> = {
  identity: (input) => input,
  gzip: (input, max, whole) => zlib.gunzipSync(input, zlibOptions(max, whole)),
  'x-gzip': (input, max, whole) => zlib.gunzipSync(input, zlibOptions(max, whole)),
  // `deflate` is the zlib format by the RFC, raw deflate in some servers: both are read.
  deflate: (input, max, whole) => {
    try {
      return zlib.inflateSync(input, zlibOptions(max, whole));
    } catch (error) {
      if (isTooLarge(error) || isCutShort(error)) throw error;
      return zlib.inflateRawSync(input, zlibOptions(max, whole));
    }
  },
  br: (input, max, whole) =>
    zlib.brotliDecompressSync(
      input,
      whole ? { maxOutputLength: max } : { ...BROTLI_FLUSH, maxOutputLength: max },
    ),
  zstd:
    'zstdDecompressSync' in zlib
      ? (input, max, whole) =>
          (zlib as unknown as { zstdDecompressSync: (b: Buffer, o: object) => Buffer }).zstdDecompressSync(
            input,
            whole
              ? { maxOutputLength: max }
              : {
                  finishFlush: (zlib.constants as Record<string, number>)['ZSTD_e_flush'],
                  maxOutputLength: max,
                },
          )
      : undefined,
};

/** `raw` as received (at most `maxBytes` of it), decoded by the response's headers. */
export function decodeBody(
  raw: Buffer,
  headers: Readonly<Record<string, string>>,
  maxBytes: number,
  receivedWhole: boolean,
): DecodedBody {
  const contentEncoding = headers['content-encoding'];
  // The common answer, read without the steps below: whole, not encoded, in UTF-8.
  if (
    !contentEncoding &&
    receivedWhole &&
    raw.length <= maxBytes &&
    isPlainUtf8(raw, headers['content-type'])
  )
    return { text: raw.toString('utf8'), cut: false };
  let bytes = raw;
  let cut = !receivedWhole;
  const encodings = contentEncoding ? listedEncodings(contentEncoding) : NONE;
  // Encodings are listed in the order they were applied, so they are undone from the last.
  for (let index = encodings.length - 1; index >= 0; index--) {
    const encoding = encodings[index] as string;
    const decode = DECODERS[encoding];
    if (!decode) {
      return { text: '', cut, problem: `the body is ${encoding}-encoded, which Falcon CI cannot decode` };
    }
    try {
      bytes = decode(bytes, maxBytes, !cut);
    } catch (error) {
      if (!cut && isCutShort(error)) {
        // The whole response came, but its compressed data stops early: what there is, said so.
        return {
          text: decodeCharset(decodedStart(decode, bytes, maxBytes), headers['content-type'] ?? '').text,
          cut: true,
          problem: `the ${encoding}-encoded body is cut short: the API sent a whole response, but its compressed data stops before its end (check how the API or a proxy in front of it compresses bodies)`,
        };
      }
      if (isTooLarge(error)) {
        return {
          text: '',
          cut: true,
          problem: `the ${encoding}-encoded body decodes to more than ${megabytes(maxBytes)} (FALCON_MAX_BODY_MB raises the limit)`,
        };
      }
      return {
        text: '',
        cut,
        problem: `the body says content-encoding ${encoding} but does not decode as ${encoding}: ${(error as Error).message}`,
      };
    }
  }
  if (bytes.length > maxBytes) {
    bytes = bytes.subarray(0, maxBytes);
    cut = true;
  }
  const { text, problem } = decodeCharset(bytes, headers['content-type'] ?? '');
  if (problem === undefined && !cut) return { text, cut };
  return {
    text,
    cut,
    ...(problem
      ? { problem }
      : cut
        ? {
            problem: `the body is longer than the ${megabytes(maxBytes)} read (FALCON_MAX_BODY_MB raises the limit)`,
          }
        : {}),
  };
}

const NONE: readonly string[] = [];

/** `gzip, identity, br` → `['gzip', 'br']`: the encodings that change the bytes, as applied. */
function listedEncodings(contentEncoding: string): string[] {
  return contentEncoding
    .split(',')
    .map((encoding) => encoding.trim().toLowerCase())
    .filter((encoding) => encoding !== '' && encoding !== 'identity');
}

/** The charset a `content-type` names, lower case; the last one read is kept, as responses repeat it. */
let lastContentType = '';
let lastCharset: string | undefined;

function namedCharset(contentType: string): string | undefined {
  if (contentType !== lastContentType) {
    lastCharset = /;\s*charset\s*=\s*"?([^";\s]+)"?/i.exec(contentType)?.[1]?.toLowerCase();
    lastContentType = contentType;
  }
  return lastCharset;
}

/** UTF-8 by the content-type (named or by default) and no UTF-16 byte-order mark. */
function isPlainUtf8(bytes: Buffer, contentType: string | undefined): boolean {
  const named = contentType === undefined ? undefined : namedCharset(contentType);
  if (named !== undefined && named !== 'utf-8' && named !== 'utf8') return false;
  return !((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff));
}

/** The text in the charset `content-type` names; UTF-8 without one, unless a UTF-16 BOM says otherwise. */
function decodeCharset(bytes: Buffer, contentType: string): { text: string; problem?: string } {
  const named = namedCharset(contentType);
  const bom =
    bytes[0] === 0xff && bytes[1] === 0xfe
      ? 'utf-16le'
      : bytes[0] === 0xfe && bytes[1] === 0xff
        ? 'utf-16be'
        : undefined;
  const charset = bom ?? named ?? 'utf-8';
  if (charset === 'utf-8' || charset === 'utf8') return { text: bytes.toString('utf8') };
  try {
    return { text: new TextDecoder(charset).decode(bytes) };
  } catch {
    return {
      text: bytes.toString('utf8'),
      problem: `the body's charset ${charset} is not one Falcon CI knows; it was read as UTF-8`,
    };
  }
}

/** As much of a cut-short encoded body as decodes; nothing when not even its start does. */
function decodedStart(decode: Decoder, input: Buffer, maxBytes: number): Buffer {
  try {
    return decode(input, maxBytes, false);
  } catch {
    return Buffer.alloc(0);
  }
}

/** zlib's word for a compressed stream that ends before its end (gzip, deflate, br and zstd alike). */
function isCutShort(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === 'Z_BUF_ERROR';
}

function isTooLarge(error: unknown): boolean {
  return (
    error instanceof RangeError ||
    (typeof error === 'object' && error !== null && 'code' in error && error.code === 'ERR_BUFFER_TOO_LARGE')
  );
}

function megabytes(bytes: number): string {
  return `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;
}
