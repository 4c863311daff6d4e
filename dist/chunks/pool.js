import { a as builtin } from './slug.js';
import { g as getDefaultExportFromCjs } from './files.js';
import { r as requireAgent } from './agent.js';
import { K as KEEP_ALIVE_MS, t as timerDelay, B as BodyChunks, a as timeoutError, f as finishResponse, c as toHttpError } from './report-content.js';
import './cancellation.js';
import './node-async_hooks.js';

var agentExports = requireAgent();
const Agent = /*@__PURE__*/getDefaultExportFromCjs(agentExports);

/**
 * undici's keep-alive pool, for what the client's own connections do not take on: https, a body on
 * a method without one, headers HTTP gives a meaning to, or every request when the caller injects a
 * dispatcher. Loaded when a request first needs it, so a run over plain http never loads undici.
 *
 * One exchange allocates little beyond what undici already does: one handler object, the body
 * chunks, and the header object undici built, which is normalised in place rather than copied.
 * Deadlines borrow a timer the pool keeps (see Deadlines).
 */
function createPool(options) {
    const dispatcher = options.dispatcher ?? new Agent({ keepAliveTimeout: KEEP_ALIVE_MS });
    const deadlines = new Deadlines(options.timeoutMs);
    return {
        send(prepared, sendOptions) {
            const timeoutMs = sendOptions?.timeoutMs === undefined ? options.timeoutMs : timerDelay(sendOptions.timeoutMs);
            return new Promise((resolve, reject) => {
                const exchange = new Exchange(prepared, timeoutMs, options.maxBodyBytes, deadlines, resolve, reject);
                // undici hands a keep-alive socket back to its pool one event-loop turn after a response
                // ends (so a server that closes it anyway is noticed first). Dispatching on the next turn
                // lets a flow's next step find that socket free instead of opening a second connection:
                // sequential steps then share one connection.
                setImmediate(startExchange, dispatcher, exchange);
            });
        },
        async close() {
            deadlines.close();
            if (!options.dispatcher)
                await dispatcher.close();
        },
    };
}
/**
 * The deadlines of a client's exchanges. A timer of its own per exchange costs more than the rest
 * of a keep-alive exchange's bookkeeping: Node files timers in one list per duration and drops the
 * list when its last timer is cleared, so sequential requests would rebuild it every time. The
 * client keeps one timer instead, and the exchange in flight borrows it: `refresh()` re-arms it in
 * place, and while nobody holds it, it is unref'd so it never keeps the process alive. An exchange
 * that overlaps another (a load phase's virtual users) or has its own timeout gets its own timer.
 */
class Deadlines {
    timeoutMs;
    timer;
    holder;
    constructor(timeoutMs) {
        this.timeoutMs = timeoutMs;
    }
    /** Arms `exchange`'s deadline; returns its own timer when it could not borrow the shared one. */
    arm(exchange, timeoutMs) {
        if (this.holder !== undefined || timeoutMs !== this.timeoutMs) {
            // The exchange is passed as an argument, so arming the deadline allocates no closure.
            return setTimeout(expire, timeoutMs, exchange);
        }
        this.holder = exchange;
        if (this.timer === undefined)
            this.timer = setTimeout(expireHolder, timeoutMs, this);
        else
            this.timer.ref().refresh();
        return undefined;
    }
    /** The exchange settled: the shared timer stays armed, but no longer holds the process open. */
    release(exchange) {
        if (this.holder !== exchange)
            return;
        this.holder = undefined;
        this.timer?.unref();
    }
    /** Called by the shared timer. A timer that has fired is not reused; the next exchange arms a new one. */
    expire() {
        const holder = this.holder;
        this.timer = undefined;
        this.holder = undefined;
        holder?.expire();
    }
    /** Drops an idle timer; one an exchange still holds stays, so that exchange still times out. */
    close() {
        if (this.timer === undefined || this.holder !== undefined)
            return;
        clearTimeout(this.timer);
        this.timer = undefined;
    }
}
function expireHolder(deadlines) {
    deadlines.expire();
}
/**
 * One request on undici's dispatcher API. `request()` would wrap the body in a Readable stream and
 * the deadline in an AbortSignal; both cost more than the rest of a local exchange (measured: a
 * signal alone adds ~40% to a keep-alive round trip), so the body chunks are collected here and the
 * deadline aborts through undici's controller.
 */
class Exchange {
    request;
    timeoutMs;
    deadlines;
    resolve;
    reject;
    started = 0;
    /** Its own deadline timer; undefined while it borrows the client's (see Deadlines). */
    timer;
    controller;
    headersAt = 0;
    status = 0;
    statusText = '';
    headers;
    body;
    settled = false;
    expired = false;
    constructor(request, timeoutMs, maxBodyBytes, deadlines, resolve, reject) {
        this.request = request;
        this.timeoutMs = timeoutMs;
        this.deadlines = deadlines;
        this.resolve = resolve;
        this.reject = reject;
        this.body = new BodyChunks(maxBodyBytes);
        this.timer = deadlines.arm(this, timeoutMs);
    }
    start(dispatcher) {
        if (this.settled)
            return;
        this.started = builtin.performance.now();
        try {
            const { origin, path } = splitUrl(this.request.url);
            dispatcher.dispatch({
                origin,
                path,
                method: this.request.method,
                headers: this.request.headers,
                body: this.request.body,
            }, this);
        }
        catch (error) {
            this.onResponseError(undefined, error);
        }
    }
    /** Called by the deadline timer. */
    expire() {
        if (this.settled)
            return;
        this.expired = true;
        const error = timeoutError(this.request.url, this.timeoutMs, this.headersAt > 0);
        // Before onRequestStart there is nothing to abort yet; onRequestStart checks `expired`.
        if (this.controller)
            this.controller.abort(error);
        else
            this.fail(error);
    }
    onRequestStart(controller) {
        this.controller = controller;
        if (this.expired)
            controller.abort(timeoutError(this.request.url, this.timeoutMs, false));
    }
    onResponseStart(_controller, statusCode, headers, statusMessage) {
        // 1xx answers (100 Continue, 103 Early Hints) come before the real one.
        if (statusCode < 200)
            return;
        this.headersAt = builtin.performance.now();
        this.status = statusCode;
        this.statusText = statusMessage ?? '';
        this.headers = headers;
    }
    onResponseData(_controller, chunk) {
        this.body.add(chunk, 0, chunk.length, false);
    }
    onResponseEnd() {
        if (this.settled)
            return;
        this.settled = true;
        this.disarm();
        const finished = builtin.performance.now();
        this.resolve(finishResponse({
            status: this.status,
            statusText: this.statusText,
            headers: this.headers ?? {},
            body: this.body,
            timings: { headersMs: this.headersAt - this.started, totalMs: finished - this.started },
        }));
    }
    onResponseError(_controller, error) {
        this.fail(toHttpError(error, this.request.url, this.timeoutMs, this.expired, this.headersAt > 0));
    }
    fail(error) {
        if (this.settled)
            return;
        this.settled = true;
        this.disarm();
        this.reject(error);
    }
    disarm() {
        if (this.timer === undefined)
            this.deadlines.release(this);
        else
            clearTimeout(this.timer);
    }
}
function expire(exchange) {
    exchange.expire();
}
function startExchange(dispatcher, exchange) {
    exchange.start(dispatcher);
}
/** `http://host:8080/a/b?q=1` → origin `http://host:8080`, path `/a/b?q=1` (the fragment is never sent). */
function splitUrl(url) {
    const split = splitCanonicalUrl(url);
    if (split !== undefined)
        return split;
    const parsed = new URL(url);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
        throw Object.assign(new Error(`unsupported protocol ${parsed.protocol}`), { code: 'ERR_INVALID_URL' });
    }
    return { origin: parsed.origin, path: `${parsed.pathname}${parsed.search}` };
}
/**
 * Origins by the `scheme://authority` they were read from. A run sends its requests to a handful
 * of origins, so parsing each once and keeping the answer saves a full URL parse per request.
 */
const origins = new Map();
const MAX_ORIGINS = 100;
/**
 * A path (and query) that the URL parser would give back unchanged: only characters it never
 * percent-encodes, no backslash, no fragment, a non-empty query. Dot segments are ruled out separately.
 */
const CANONICAL_PATH = /^\/[A-Za-z0-9\-._~!$&'()*+,;=:@%/]*(?:\?[A-Za-z0-9\-._~!$&()*+,;=:@%/?]+)?$/;
const DOT_SEGMENT = /\/(?:\.|%2e){1,2}(?:[/?]|$)/i;
/**
 * splitUrl for the URLs flows build (`http://127.0.0.1:8080/items/42?limit=5`) without parsing
 * them: the origin comes from the cache, the path is sent as written. Anything the parser would
 * change — upper-case schemes, `..` segments, characters it encodes — returns undefined and is
 * parsed in full.
 */
function splitCanonicalUrl(url) {
    const authorityAt = url.startsWith('http://') ? 7 : url.startsWith('https://') ? 8 : -1;
    if (authorityAt === -1)
        return undefined;
    const pathAt = url.indexOf('/', authorityAt);
    if (pathAt === -1)
        return undefined;
    const prefix = url.slice(0, pathAt);
    // The authority ends at the first of these for the parser too; here it must end at the `/`.
    if (/[?#\\]/.test(prefix))
        return undefined;
    const path = url.slice(pathAt);
    if (!CANONICAL_PATH.test(path) || DOT_SEGMENT.test(path))
        return undefined;
    let origin = origins.get(prefix);
    if (origin === undefined) {
        try {
            origin = new URL(`${prefix}/`).origin;
        }
        catch {
            return undefined;
        }
        if (origins.size >= MAX_ORIGINS)
            origins.clear();
        origins.set(prefix, origin);
    }
    return { origin, path };
}

export { createPool };
