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
  /** The decoded body was longer than the bound and holds only its start. */
  cut: boolean;
  /** Why the text may not be what the API sent, in words for a check's message. */
  problem?: string;
}

type Decoder = (input: Buffer, maxBytes: number) => Buffer;

const partial = { finishFlush: zlib.constants.Z_SYNC_FLUSH };

const DECODERS: Record<string, Decoder | undefined> = {
  identity: (input) => input,
  gzip: (input, max) => zlib.gunzipSync(input, { ...partial, maxOutputLength: max }),
  'x-gzip': (input, max) => zlib.gunzipSync(input, { ...partial, maxOutputLength: max }),
  // `deflate` is the zlib format by the RFC, raw deflate in some servers: both are read.
  deflate: (input, max) => {
    try {
      return zlib.inflateSync(input, { ...partial, maxOutputLength: max });
    } catch (error) {
      if (isTooLarge(error)) throw error;
      return zlib.inflateRawSync(input, { ...partial, maxOutputLength: max });
    }
  },
  br: (input, max) => zlib.brotliDecompressSync(input, { maxOutputLength: max }),
  zstd:
    'zstdDecompressSync' in zlib
      ? (input, max) =>
          (zlib as unknown as { zstdDecompressSync: (b: Buffer, o: object) => Buffer }).zstdDecompressSync(
            input,
            { maxOutputLength: max },
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
      bytes = decode(bytes, maxBytes);
    } catch (error) {
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

function isTooLarge(error: unknown): boolean {
  return (
    error instanceof RangeError ||
    (typeof error === 'object' && error !== null && 'code' in error && error.code === 'ERR_BUFFER_TOO_LARGE')
  );
}

function megabytes(bytes: number): string {
  return `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;
}
