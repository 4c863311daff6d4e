/**
 * Keeps secrets out of everything Falcon CI writes: reports, PR comments, annotations, JUnit,
 * curl repro lines, the agent's context. Two rules work together:
 *
 * - by value: every known secret (values of `{{env.X}}`, captured tokens) is replaced by `***`
 *   wherever it appears, also URL-encoded, JSON-escaped or base64-encoded (an `authorization:
 *   Basic …` header carries `user:password` in base64, where the plain value never appears);
 * - by name: headers and query parameters whose names say they carry credentials are masked even
 *   when their value was never declared secret (a literal token in a flow is still a token).
 */
import { escapeRegExp } from '../util/text.js';
import { newHeaderMap } from './response.js';

/**
 * Values shorter than this are not treated as secrets. Replacing "a" or "42" everywhere would make
 * every report unreadable, and the pattern of stars left behind would give the value away anyway.
 * Short credentials are still masked by name in headers and query strings.
 */
export const MIN_SECRET_LENGTH = 4;

export const MASK = '***';

/** A cookie value this long is taken for a session id whatever the cookie's name (PHPSESSID, sid). */
const SESSION_COOKIE_LENGTH = 12;

const SENSITIVE_NAMES = new Set([
  'authorization',
  'proxy-authorization',
  'cookie',
  'set-cookie',
  'x-api-key',
  'api-key',
  'apikey',
]);
const SENSITIVE_PART = /token|secret|passw|session|credential|authorization|signature/i;
const KEY_PART = /^(?:key|[a-z]*(?:api|access|secret|private|auth|client|master|app)key)$/i;

/**
 * Whether a header or query parameter name says it holds a credential: the well-known ones, names
 * containing token/secret/password/session/credential, and `key` as a word of the name
 * (`x-api-key`, `api_key`, `accessKey`) — but not names that merely contain the letters, such as
 * `keep-alive` or `monkey`.
 */
/** Header and parameter names repeat on every request; the answer for each is computed once. */
const sensitiveNames = new Map<string, boolean>();

export function isSensitiveName(name: string): boolean {
  let sensitive = sensitiveNames.get(name);
  if (sensitive === undefined) {
    sensitive = computeSensitive(name);
    if (sensitiveNames.size < 10_000) sensitiveNames.set(name, sensitive);
  }
  return sensitive;
}

function computeSensitive(name: string): boolean {
  const lower = name.toLowerCase();
  if (SENSITIVE_NAMES.has(lower) || SENSITIVE_PART.test(lower)) return true;
  // Split on separators and on camelCase humps: `accessKey` → access, Key.
  const parts = name.split(/[-_.\s]+|(?<=[a-z0-9])(?=[A-Z])/);
  return parts.some((part) => KEY_PART.test(part));
}

/** A run of base64 (or base64url) text, with its padding. */
const BASE64_RUN = /[A-Za-z0-9+/_-]+={0,2}/g;

export class Redactor {
  private readonly secrets = new Set<string>();
  /** Secrets and their encodings, longest first, as one alternation; rebuilt after addSecret. */
  private pattern: RegExp | undefined;
  /** Base64 fragments that appear wherever a secret is base64-encoded inside longer text. */
  private base64Pattern: RegExp | undefined;

  constructor(secrets: Iterable<string> = []) {
    for (const secret of secrets) this.addSecret(secret);
  }

  addSecret(value: string): void {
    if (value.length < MIN_SECRET_LENGTH || this.secrets.has(value)) return;
    this.secrets.add(value);
    this.pattern = undefined;
    this.base64Pattern = undefined;
  }

  /** The text with every secret replaced by `***`, and every base64 run that encodes one. */
  /** Whether any secret is known, so callers can skip work when there is nothing to hide. */
  get active(): boolean {
    return this.secrets.size > 0;
  }

  text(value: string): string {
    // Tolerates a non-string that slipped through (a number where text was expected): shown as text.
    if (typeof value !== 'string') value = String(value);
    if (this.secrets.size === 0 || value.length === 0) return value;
    const { pattern, base64Pattern } = this.compile();
    const replaced = value.replace(pattern, MASK);
    // One scan of the whole text first: in the usual case no fragment is there and runs are not split.
    if (!base64Pattern.test(replaced)) return replaced;
    return replaced.replace(BASE64_RUN, (run) => (base64Pattern.test(run) ? MASK : run));
  }

  /** A copy of the headers with credentials masked by name (`Bearer ***` keeps its scheme) and secrets by value. */
  headers(headers: Record<string, string>): Record<string, string> {
    const redacted = newHeaderMap();
    for (const name of Object.keys(headers)) {
      const value = headers[name] as string;
      redacted[name] = isSensitiveName(name) ? maskCredential(name, value) : this.text(value);
    }
    return redacted;
  }

  /** The URL with the password of its user info, sensitive query parameters and secret values masked. */
  url(url: string): string {
    // Every request is recorded; most URLs have no user info, query or fragment to take apart.
    if (!url.includes('?') && !url.includes('#') && !url.includes('@')) return this.text(url);
    const hashAt = url.indexOf('#');
    const fragment = hashAt === -1 ? '' : url.slice(hashAt);
    const beforeFragment = hashAt === -1 ? url : url.slice(0, hashAt);
    const queryAt = beforeFragment.indexOf('?');
    let base = queryAt === -1 ? beforeFragment : beforeFragment.slice(0, queryAt);
    base = base.replace(/^([a-z][a-z0-9+.-]*:\/\/[^/:@]*):[^/@]*@/i, `$1:${MASK}@`);
    let query = '';
    if (queryAt !== -1) {
      query =
        '?' +
        beforeFragment
          .slice(queryAt + 1)
          .split('&')
          .map((pair) => {
            const equals = pair.indexOf('=');
            if (equals === -1) return pair;
            const name = pair.slice(0, equals);
            return isSensitiveName(safeDecode(name)) ? `${name}=${MASK}` : pair;
          })
          .join('&');
    }
    return this.text(base + query + fragment);
  }

  /**
   * Takes the credentials a request carries by name (an `authorization` header's token, a cookie's
   * values, an `api_key` query parameter) as secrets from now on: whoever received them may print
   * them back, in a body or a log, where their name no longer says what they are.
   */
  learnSent(headers: Record<string, string>): void {
    for (const name of Object.keys(headers)) {
      if (!isSensitiveName(name)) continue;
      const value = headers[name] as string;
      const lower = name.toLowerCase();
      if (lower === 'cookie') {
        for (const pair of value.split(';')) {
          const equals = pair.indexOf('=');
          const cookie = pair.slice(equals + 1).trim();
          // `theme=dark` is no credential; a session cookie has a name that says so, or a token's length.
          if (isSensitiveName(pair.slice(0, equals).trim()) || cookie.length >= SESSION_COOKIE_LENGTH) {
            this.addSecret(cookie);
          }
        }
      } else {
        // `Bearer abc`: the scheme is no secret, the rest is.
        this.addSecret(/^[A-Za-z][A-Za-z0-9-]*\s+(\S.*)$/.exec(value)?.[1] ?? value);
      }
    }
  }

  private compile(): { pattern: RegExp; base64Pattern: RegExp } {
    if (this.pattern && this.base64Pattern)
      return { pattern: this.pattern, base64Pattern: this.base64Pattern };
    const variants = new Set<string>();
    const fragments = new Set<string>();
    for (const secret of this.secrets) {
      variants.add(secret);
      const encoded = encodeURIComponent(secret);
      variants.add(encoded);
      variants.add(encoded.replace(/%20/g, '+'));
      variants.add(JSON.stringify(secret).slice(1, -1));
      for (const fragment of base64Fragments(secret)) {
        fragments.add(fragment);
        fragments.add(fragment.replace(/\+/g, '-').replace(/\//g, '_'));
      }
    }
    this.pattern = alternation([...variants].filter((variant) => variant.length >= MIN_SECRET_LENGTH));
    this.base64Pattern = alternation([...fragments], '');
    return { pattern: this.pattern, base64Pattern: this.base64Pattern };
  }
}

/**
 * The parts of the base64 text that a secret always turns into, wherever it sits in the encoded
 * data. Base64 maps 3 bytes to 4 characters, so the secret starts at one of three alignments; for
 * each, the characters that mix in bits of the bytes before or after are dropped. A credential like
 * `Basic base64(user:secret)` contains one of the three, so it is found without decoding anything.
 */
export function base64Fragments(secret: string): string[] {
  const bytes = Buffer.from(secret, 'utf8');
  const fragments: string[] = [];
  for (let offset = 0; offset < 3; offset++) {
    const padded = Buffer.concat([Buffer.alloc(offset), bytes]);
    let encoded = padded.toString('base64').replace(/=+$/, '');
    // Characters shared with the bytes after the secret.
    if (padded.length % 3 !== 0) encoded = encoded.slice(0, -1);
    // Characters shared with the bytes before it: none, 2 or 3.
    encoded = encoded.slice([0, 2, 3][offset]);
    if (encoded.length >= MIN_SECRET_LENGTH) fragments.push(encoded);
  }
  return fragments;
}

/** `Bearer abc` → `Bearer ***`: the scheme tells a reader what kind of credential was sent. */
function maskCredential(name: string, value: string): string {
  const lower = name.toLowerCase();
  if (lower === 'authorization' || lower === 'proxy-authorization') {
    const scheme = /^([A-Za-z][A-Za-z0-9-]*)\s+\S/.exec(value);
    if (scheme) return `${scheme[1]} ${MASK}`;
  }
  return MASK;
}

/** One regex matching any of the strings, longest first so a longer secret wins over its prefix. */
function alternation(values: string[], flags = 'g'): RegExp {
  const sorted = values.sort((left, right) => right.length - left.length);
  return new RegExp(sorted.map(escapeRegExp).join('|'), flags);
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

/**
 * Credentials recognised by their look (a bearer token, a JWT, AWS, GitHub, OpenAI and Slack keys, a
 * private key block), for text that is kept or shown although it did not come from this run's
 * known secrets: what the model writes into memory or reports, a provider's error message. An
 * OpenAI key counts from ten characters after `sk-`, masked stars included, because providers
 * echo keys half-masked (`sk-proj-****cdef`).
 */
const CREDENTIAL_PATTERNS: ReadonlyArray<[RegExp, string]> = [
  [/\b(Bearer|Basic|Token)\s+[A-Za-z0-9._~+/=-]{8,}/g, '$1 ***'],
  [/\beyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]+/g, '***'],
  [/\b(?:AKIA|ASIA)[0-9A-Z]{16}\b/g, '***'],
  [/\bgh[pousr]_[A-Za-z0-9]{30,}\b/g, '***'],
  [/\bsk-[A-Za-z0-9_*-]{10,}/g, '***'],
  [/\bxox[abposr]-[A-Za-z0-9-]{10,}\b/g, '***'],
  [/-----BEGIN [A-Z ]*PRIVATE KEY-----[\s\S]*?(?:-----END [A-Z ]*PRIVATE KEY-----|$)/g, '***'],
];

export function maskCredentials(text: string): string {
  let result = text;
  for (const [pattern, replacement] of CREDENTIAL_PATTERNS) result = result.replace(pattern, replacement);
  return result;
}
