/**
 * When a request is sent a second time, in one place for both ways of sending.
 *
 * An API closes a kept-alive connection whenever it has been idle long enough for the API (its
 * keep-alive timeout, a load balancer's), without asking. A request written at that moment meets
 * the close before any byte of an answer: the API read nothing of it, or dropped it unanswered.
 * That is the connection's race, not the API failing, and RFC 9112 §9.3.1 lets a client send such
 * a request again on a new connection when repeating it is harmless: an idempotent method (RFC
 * 9110 §9.2.2), or a request that carries an idempotency key. Everything else is never sent twice
 * on the client's own initiative: the step fails and says why. A request that failed on a new
 * connection, or whose answer had begun, is the API's doing and is not sent again either.
 */

/** The methods RFC 9110 §9.2.2 calls idempotent. */
const IDEMPOTENT_METHODS = new Set(['GET', 'HEAD', 'OPTIONS', 'TRACE', 'PUT', 'DELETE']);
/** Headers by which a client says a request may be repeated (draft-ietf-httpapi-idempotency-key-header). */
const IDEMPOTENCY_KEY = /^(?:x-)?idempotency-key$/i;

/** True when `request` may be sent again after its connection closed before any answer. */
export function mayResend(request: { method: string; headers: Record<string, string> }): boolean {
  if (IDEMPOTENT_METHODS.has(request.method)) return true;
  for (const name of Object.keys(request.headers)) if (IDEMPOTENCY_KEY.test(name)) return true;
  return false;
}

/** The step record's note on a request sent twice. */
export function resentNote(method: string, code: string | undefined): string {
  return `the API closed the connection kept from an earlier request before answering${code ? ` (${code})` : ''}, so the ${method} was sent again on a new connection`;
}
