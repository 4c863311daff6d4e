/**
 * The TLS sessions APIs gave, one per origin, so that the next connection to an API resumes its
 * session (RFC 8446 §2.2) instead of making a full handshake: a run that opens many connections
 * to one API (a load phase, an API that closes every connection) checks its certificate once.
 * One store per client; the latest session an API sent for an origin is the one resumed.
 */

/** Origins whose sessions are kept at most: past them, a new origin makes full handshakes. */
const MAX_ORIGINS = 64;

export class TlsSessions {
  private readonly byOrigin = new Map<string, Buffer>();

  /** The session to resume for `origin`, if the API gave one. */
  for(origin: string): Buffer | undefined {
    return this.byOrigin.get(origin);
  }

  keep(origin: string, session: Buffer): void {
    if (this.byOrigin.has(origin) || this.byOrigin.size < MAX_ORIGINS) this.byOrigin.set(origin, session);
  }
}
