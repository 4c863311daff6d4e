import { B as BodyChunks, g as builtin, q as headerMapOf, r as finishResponse, s as newHeaderMap } from './files.js';
import { A as Agent } from './agent.js';
import { t as timerDelay, l as lookupHost, K as KEEP_ALIVE_MS, c as timeoutError, d as clientClosed, m as mayResend, e as closedBeforeAnswer, f as resentNote, g as codeOf, h as toHttpError, i as isClosedConnection, j as failedAgain } from './variables.js';
import './cancellation.js';
import './exit-codes.js';
import './agent2.js';
import './node-async_hooks.js';

/**
 * undici's keep-alive pool, for what the client's own connections do not take on: requests
 * through a proxy (undici's EnvHttpProxyAgent), a body on a method without one, headers HTTP gives
 * a meaning to, or every request when the caller injects a dispatcher. Loaded when a request first
 * needs it, so a run over plain http never loads undici.
 *
 * Its answers are held to the client's own connections' (`__tests__/http/conformance.test.ts`);
 * where undici's parser reads an answer otherwise before this code sees it, the catalogue says so.
 * As on the own connections, a request that may be repeated is sent again once when a kept
 * connection closes before any byte of its answer (resend.ts).
 *
 * One exchange allocates little beyond what undici already does: one handler object, the body
 * chunks and the header map. Deadlines borrow a timer the pool keeps (see Deadlines).
 */
async function createPool(options) {
    const dispatcher = options.dispatcher ?? (await ownAgent(options.proxy));
    const deadlines = new Deadlines(options.timeoutMs);
    const context = {
        dispatcher,
        deadlines,
        maxBodyBytes: options.maxBodyBytes,
        answeredOrigins: new Set(),
        inFlight: new Set(),
    };
    return {
        send(prepared, sendOptions) {
            const timeoutMs = sendOptions?.timeoutMs === undefined ? options.timeoutMs : timerDelay(sendOptions.timeoutMs);
            return new Promise((resolve, reject) => {
                const exchange = new Exchange(prepared, timeoutMs, context, resolve, reject);
                // undici hands a keep-alive socket back to its pool one event-loop turn after a response
                // ends (so a server that closes it anyway is noticed first). Dispatching on the next turn
                // lets a flow's next step find that socket free instead of opening a second connection:
                // sequential steps then share one connection.
                setImmediate(startExchange, exchange);
            });
        },
        async close() {
            deadlines.close();
            if (!options.dispatcher)
                await dispatcher.close();
        },
        abort() {
            for (const exchange of [...context.inFlight])
                exchange.abort();
        },
    };
}
/** The agent the pool makes when none is injected: localhost on ::1 first, the environment's proxies. */
async function ownAgent(proxy) {
    const agentOptions = {
        keepAliveTimeout: KEEP_ALIVE_MS,
        connect: { lookup: lookupHost, autoSelectFamily: true },
    };
    if (proxy === undefined)
        return new Agent(agentOptions);
    // Loaded only when the environment names a proxy (the bundle keeps it in a chunk of its own).
    const { EnvHttpProxyAgent } = await import('./_undici-proxy-agent.js');
    // The settings are given whole (empty strings included), so undici reads nothing of process.env.
    return new EnvHttpProxyAgent({ ...agentOptions, ...proxy });
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
    context;
    resolve;
    reject;
    started = 0;
    /** Its own deadline timer; undefined while it borrows the client's (see Deadlines). */
    timer;
    controller;
    origin = '';
    /** Any answer came, an interim one included. */
    answerStarted = false;
    headersAt = 0;
    status = 0;
    statusText = '';
    headers;
    body;
    /** Why the request was sent a second time, if it was. */
    resent;
    settled = false;
    expired = false;
    constructor(request, timeoutMs, context, resolve, reject) {
        this.request = request;
        this.timeoutMs = timeoutMs;
        this.context = context;
        this.resolve = resolve;
        this.reject = reject;
        this.body = new BodyChunks(context.maxBodyBytes);
        this.timer = context.deadlines.arm(this, timeoutMs);
        context.inFlight.add(this);
    }
    start() {
        if (this.settled)
            return;
        if (this.resent === undefined)
            this.started = builtin.performance.now();
        this.controller = undefined;
        this.answerStarted = false;
        try {
            const { origin, path } = splitUrl(this.request.url);
            this.origin = origin;
            this.context.dispatcher.dispatch({
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
    /** Called when the run is cancelled: the exchange ends now, with no answer. */
    abort() {
        if (this.settled)
            return;
        const error = clientClosed(this.request.url, this.timeoutMs, this.headersAt > 0);
        if (this.controller)
            this.controller.abort(error);
        // Before onRequestStart there is nothing to abort yet; start() sees the exchange settled.
        this.fail(error);
    }
    onRequestStart(controller) {
        this.controller = controller;
        if (this.settled)
            controller.abort(clientClosed(this.request.url));
        else if (this.expired)
            controller.abort(timeoutError(this.request.url, this.timeoutMs, false));
    }
    onResponseStart(_controller, statusCode, headers, statusMessage) {
        this.answerStarted = true;
        // 1xx answers (102 Processing, 103 Early Hints) come before the real one.
        if (statusCode < 200)
            return;
        this.headersAt = builtin.performance.now();
        this.status = statusCode;
        this.statusText = statusMessage ?? '';
        this.headers = headerMapOf(headers);
    }
    onResponseData(_controller, chunk) {
        this.body.add(chunk, 0, chunk.length, false);
    }
    onResponseEnd() {
        if (this.settled)
            return;
        this.settled = true;
        this.disarm();
        this.context.answeredOrigins.add(this.origin);
        const finished = builtin.performance.now();
        const response = finishResponse({
            status: this.status,
            statusText: this.statusText,
            headers: this.headers ?? newHeaderMap(),
            body: this.body,
            timings: { headersMs: this.headersAt - this.started, totalMs: finished - this.started },
        });
        if (this.resent !== undefined)
            response.resent = this.resent;
        this.resolve(response);
    }
    onResponseError(_controller, error) {
        if (this.settled)
            return;
        if (!this.expired && !this.answerStarted && this.resent === undefined && this.onKeptConnection(error)) {
            // A kept connection the API closed as the request went out (see resend.ts).
            if (!mayResend(this.request)) {
                this.fail(closedBeforeAnswer(this.request.url, this.request.method, error));
                return;
            }
            this.resent = resentNote(this.request.method, codeOf(error));
            this.body.clear();
            // On the next turn, as every dispatch: undici has let go of the closed socket by then.
            setImmediate(startExchange, this);
            return;
        }
        this.fail(toHttpError(error, this.request.url, this.timeoutMs, this.expired, this.headersAt > 0));
    }
    /**
     * True when `error` is a close of a connection kept from an earlier request. undici's own
     * SocketError says how many bytes its socket read before (an answer to an earlier request); a
     * bare reset does not, and is taken for a kept connection's when the origin answered before.
     */
    onKeptConnection(error) {
        if (!isClosedConnection(error))
            return false;
        const bytesRead = error.socket?.bytesRead;
        if (typeof bytesRead === 'number')
            return bytesRead > 0;
        return this.context.answeredOrigins.has(this.origin);
    }
    fail(error) {
        if (this.settled)
            return;
        this.settled = true;
        this.disarm();
        this.reject(this.resent === undefined ? error : failedAgain(error, this.request.method, this.resent));
    }
    disarm() {
        this.context.inFlight.delete(this);
        if (this.timer === undefined)
            this.context.deadlines.release(this);
        else
            clearTimeout(this.timer);
    }
}
function expire(exchange) {
    exchange.expire();
}
function startExchange(exchange) {
    exchange.start();
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
