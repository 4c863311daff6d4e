import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { getGlobalDispatcher, interceptors, request, type Dispatcher } from 'undici';
import { InputError } from '../core/errors.js';
import type { SpecText } from '../openapi/load.js';
import { isSensitiveName, MASK } from '../http/redact.js';
import { messageOf } from '../util/text.js';

/** The spec `falcon init` starts from: its text, and where relative `$ref`s in it point. */
export interface SpecSource extends SpecText {
  text: string;
  /** True when it was fetched from a URL. */
  remote: boolean;
}

const FETCH_TIMEOUT_MS = 30_000;
/** Specs are often served through a redirect (a raw-file host, a docs site); a loop is not followed forever. */
const MAX_REDIRECTIONS = 5;

/**
 * Reads the spec from a file (relative to `cwd`) or fetches it from an http(s) URL; a `$ref` to
 * another URL is fetched the same way. Anything that cannot be read is an InputError naming it.
 */
export async function readSpecSource(
  given: string,
  cwd: string,
  maxBytes: number,
  dispatcher?: Dispatcher,
): Promise<SpecSource> {
  // The spec is read twice (validated, then bundled): each URL is fetched once.
  const fetched = new Map<string, Promise<string>>();
  const readUrl = (url: string): Promise<string> => {
    let text = fetched.get(url);
    if (!text) fetched.set(url, (text = fetchText(url, maxBytes, dispatcher)));
    return text;
  };
  if (/^https?:\/\//i.test(given)) {
    return {
      text: await readUrl(given),
      location: given,
      displayPath: shownUrl(given),
      readUrl,
      remote: true,
    };
  }
  const absolute = path.resolve(cwd, given);
  const displayPath = path.relative(cwd, absolute).split(path.sep).join('/') || given;
  const hint = 'give --spec the path of your OpenAPI file (YAML or JSON) or its http(s) URL';
  let size: number;
  try {
    // Followed through links: a pipe or device at the path would hang the read.
    const stats = await stat(absolute);
    if (!stats.isFile())
      throw new InputError(`cannot read the spec ${displayPath}: it is not a file`, undefined, hint);
    size = stats.size;
  } catch (error) {
    if (error instanceof InputError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    const reason = code === 'ENOENT' ? 'the file does not exist' : messageOf(error);
    throw new InputError(`cannot read the spec ${displayPath}: ${reason}`, undefined, hint);
  }
  if (size > maxBytes) throw tooLarge(displayPath, maxBytes);
  const text = await readFile(absolute, 'utf8');
  return { text, location: absolute, displayPath, readUrl, remote: false };
}

/** A URL as messages show it: credentials in it (user:password@, `?token=`) masked, as in every log. */
export function shownUrl(url: string): string {
  if (!URL.canParse(url)) return url;
  const parsed = new URL(url);
  if (parsed.username) parsed.username = MASK;
  if (parsed.password) parsed.password = MASK;
  for (const name of [...parsed.searchParams.keys()])
    if (isSensitiveName(name)) parsed.searchParams.set(name, MASK);
  return parsed.toString();
}

async function fetchText(url: string, maxBytes: number, dispatcher?: Dispatcher): Promise<string> {
  const shown = shownUrl(url);
  const hint = 'check the URL, or download the spec and give --spec its path';
  let response;
  try {
    response = await request(url, {
      method: 'GET',
      headers: { accept: 'application/yaml, application/json;q=0.9, */*;q=0.5' },
      headersTimeout: FETCH_TIMEOUT_MS,
      bodyTimeout: FETCH_TIMEOUT_MS,
      dispatcher: (dispatcher ?? getGlobalDispatcher()).compose(
        interceptors.redirect({ maxRedirections: MAX_REDIRECTIONS }),
      ),
    });
  } catch (error) {
    throw new InputError(`cannot fetch the spec ${shown}: ${messageOf(error)}`, undefined, hint);
  }
  if (response.statusCode < 200 || response.statusCode >= 300) {
    await response.body.dump();
    throw new InputError(
      `cannot fetch the spec ${shown}: it answered ${response.statusCode}`,
      undefined,
      hint,
    );
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response.body) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) {
      response.body.destroy();
      throw tooLarge(shown, maxBytes);
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function tooLarge(name: string, maxBytes: number): InputError {
  return new InputError(
    `the spec ${name} is larger than ${Math.round(maxBytes / 1024 / 1024)} MB`,
    undefined,
    'raise the limit with FALCON_MAX_FILE_MB',
  );
}
