import { a as builtin$1, e as builtin$6, g as builtin$a, h as builtin$c, a4 as builtin$d, b as builtin$e, d as builtin$f, c as builtin$g } from './files.js';
import { a as builtin$2, b as builtin$3, c as builtin$4, d as builtin$5, e as builtin$8, f as builtin$9, g as builtin$b, h as builtin$h, i as builtin$i } from './node-async_hooks.js';
import { c as builtin$7 } from './cancellation.js';

var symbols;
var hasRequiredSymbols;

function requireSymbols () {
	if (hasRequiredSymbols) return symbols;
	hasRequiredSymbols = 1;

	symbols = {
	  kClose: Symbol('close'),
	  kDestroy: Symbol('destroy'),
	  kDispatch: Symbol('dispatch'),
	  kUrl: Symbol('url'),
	  kRequestOrigin: Symbol('request origin'),
	  kRedirectCacheControl: Symbol('redirect cache control'),
	  kOriginless: Symbol('originless'),
	  kWriting: Symbol('writing'),
	  kResuming: Symbol('resuming'),
	  kQueue: Symbol('queue'),
	  kConnect: Symbol('connect'),
	  kConnecting: Symbol('connecting'),
	  kKeepAliveDefaultTimeout: Symbol('default keep alive timeout'),
	  kKeepAliveMaxTimeout: Symbol('max keep alive timeout'),
	  kKeepAliveTimeoutThreshold: Symbol('keep alive timeout threshold'),
	  kKeepAliveTimeoutValue: Symbol('keep alive timeout'),
	  kKeepAlive: Symbol('keep alive'),
	  kHeadersTimeout: Symbol('headers timeout'),
	  kBodyTimeout: Symbol('body timeout'),
	  kServerName: Symbol('server name'),
	  kLocalAddress: Symbol('local address'),
	  kHost: Symbol('host'),
	  kNoRef: Symbol('no ref'),
	  kBodyUsed: Symbol('used'),
	  kBody: Symbol('abstracted request body'),
	  kRunning: Symbol('running'),
	  kBlocking: Symbol('blocking'),
	  kPending: Symbol('pending'),
	  kSize: Symbol('size'),
	  kBusy: Symbol('busy'),
	  kQueued: Symbol('queued'),
	  kFree: Symbol('free'),
	  kConnected: Symbol('connected'),
	  kClosed: Symbol('closed'),
	  kNeedDrain: Symbol('need drain'),
	  kReset: Symbol('reset'),
	  kDestroyed: Symbol.for('nodejs.stream.destroyed'),
	  kResume: Symbol('resume'),
	  kOnError: Symbol('on error'),
	  kMaxHeadersSize: Symbol('max headers size'),
	  kRunningIdx: Symbol('running index'),
	  kPendingIdx: Symbol('pending index'),
	  kError: Symbol('error'),
	  kClients: Symbol('clients'),
	  kClient: Symbol('client'),
	  kParser: Symbol('parser'),
	  kOnDestroyed: Symbol('destroy callbacks'),
	  kPipelining: Symbol('pipelining'),
	  kSocket: Symbol('socket'),
	  kHostHeader: Symbol('host header'),
	  kConnector: Symbol('connector'),
	  kStrictContentLength: Symbol('strict content length'),
	  kMaxRedirections: Symbol('maxRedirections'),
	  kMaxRequests: Symbol('maxRequestsPerClient'),
	  kProxy: Symbol('proxy agent options'),
	  kCounter: Symbol('socket request counter'),
	  kMaxResponseSize: Symbol('max response size'),
	  kHTTP2Session: Symbol('http2Session'),
	  kHTTP2Options: Symbol('http2 options'),
	  kHTTP2SessionState: Symbol('http2Session state'),
	  kRetryHandlerDefaultRetry: Symbol('retry agent default retry'),
	  kConstruct: Symbol('constructable'),
	  kListeners: Symbol('listeners'),
	  kHTTPContext: Symbol('http context'),
	  kMaxConcurrentStreams: Symbol('max concurrent streams'),
	  kHostAuthority: Symbol('host authority'),
	  kHTTP2InitialWindowSize: Symbol('http2 initial window size'),
	  kHTTP2ConnectionWindowSize: Symbol('http2 connection window size'),
	  kEnableConnectProtocol: Symbol('http2session connect protocol'),
	  kRemoteSettings: Symbol('http2session remote settings'),
	  kHTTP2Stream: Symbol('http2session client stream'),
	  kPingInterval: Symbol('ping interval'),
	  kUseMilo: Symbol('use milo'),
	  kNoProxyAgent: Symbol('no proxy agent'),
	  kHttpProxyAgent: Symbol('http proxy agent'),
	  kHttpsProxyAgent: Symbol('https proxy agent'),
	  kSocks5ProxyAgent: Symbol('socks5 proxy agent')
	};
	return symbols;
}

var timers;
var hasRequiredTimers;

function requireTimers () {
	if (hasRequiredTimers) return timers;
	hasRequiredTimers = 1;

	/**
	 * This module offers an optimized timer implementation designed for scenarios
	 * where high precision is not critical.
	 *
	 * The timer achieves faster performance by using a low-resolution approach,
	 * with an accuracy target of within 500ms. This makes it particularly useful
	 * for timers with delays of 1 second or more, where exact timing is less
	 * crucial.
	 *
	 * It's important to note that Node.js timers are inherently imprecise, as
	 * delays can occur due to the event loop being blocked by other operations.
	 * Consequently, timers may trigger later than their scheduled time.
	 */

	/**
	 * The fastNow variable contains the internal fast timer clock value.
	 *
	 * @type {number}
	 */
	let fastNow = 0;

	/**
	 * RESOLUTION_MS represents the target resolution time in milliseconds.
	 *
	 * @type {number}
	 * @default 1000
	 */
	const RESOLUTION_MS = 1e3;

	/**
	 * TICK_MS defines the desired interval in milliseconds between each tick.
	 * The target value is set to half the resolution time, minus 1 ms, to account
	 * for potential event loop overhead.
	 *
	 * @type {number}
	 * @default 499
	 */
	const TICK_MS = (RESOLUTION_MS >> 1) - 1;

	/**
	 * fastNowTimeout is a Node.js timer used to manage and process
	 * the FastTimers stored in the `fastTimers` array.
	 *
	 * @type {NodeJS.Timeout}
	 */
	let fastNowTimeout;

	/**
	 * The kFastTimer symbol is used to identify FastTimer instances.
	 *
	 * @type {Symbol}
	 */
	const kFastTimer = Symbol('kFastTimer');

	/**
	 * The fastTimers array contains all active FastTimers.
	 *
	 * @type {FastTimer[]}
	 */
	const fastTimers = [];

	/**
	 * These constants represent the various states of a FastTimer.
	 */

	/**
	 * The `NOT_IN_LIST` constant indicates that the FastTimer is not included
	 * in the `fastTimers` array. Timers with this status will not be processed
	 * during the next tick by the `onTick` function.
	 *
	 * A FastTimer can be re-added to the `fastTimers` array by invoking the
	 * `refresh` method on the FastTimer instance.
	 *
	 * @type {-2}
	 */
	const NOT_IN_LIST = -2;

	/**
	 * The `TO_BE_CLEARED` constant indicates that the FastTimer is scheduled
	 * for removal from the `fastTimers` array. A FastTimer in this state will
	 * be removed in the next tick by the `onTick` function and will no longer
	 * be processed.
	 *
	 * This status is also set when the `clear` method is called on the FastTimer instance.
	 *
	 * @type {-1}
	 */
	const TO_BE_CLEARED = -1;

	/**
	 * The `PENDING` constant signifies that the FastTimer is awaiting processing
	 * in the next tick by the `onTick` function. Timers with this status will have
	 * their `_idleStart` value set and their status updated to `ACTIVE` in the next tick.
	 *
	 * @type {0}
	 */
	const PENDING = 0;

	/**
	 * The `ACTIVE` constant indicates that the FastTimer is active and waiting
	 * for its timer to expire. During the next tick, the `onTick` function will
	 * check if the timer has expired, and if so, it will execute the associated callback.
	 *
	 * @type {1}
	 */
	const ACTIVE = 1;

	/**
	 * The onTick function processes the fastTimers array.
	 *
	 * @returns {void}
	 */
	function onTick () {
	  /**
	   * Increment the fastNow value by the TICK_MS value, despite the actual time
	   * that has passed since the last tick. This approach ensures independence
	   * from the system clock and delays caused by a blocked event loop.
	   *
	   * @type {number}
	   */
	  fastNow += TICK_MS;

	  /**
	   * The `idx` variable is used to iterate over the `fastTimers` array.
	   * Expired timers are removed by replacing them with the last element in the array.
	   * Consequently, `idx` is only incremented when the current element is not removed.
	   *
	   * @type {number}
	   */
	  let idx = 0;

	  /**
	   * The len variable will contain the length of the fastTimers array
	   * and will be decremented when a FastTimer should be removed from the
	   * fastTimers array.
	   *
	   * @type {number}
	   */
	  let len = fastTimers.length;

	  while (idx < len) {
	    /**
	     * @type {FastTimer}
	     */
	    const timer = fastTimers[idx];

	    // If the timer is in the ACTIVE state and the timer has expired, it will
	    // be processed in the next tick.
	    if (timer._state === PENDING) {
	      // Set the _idleStart value to the fastNow value minus the TICK_MS value
	      // to account for the time the timer was in the PENDING state.
	      timer._idleStart = fastNow - TICK_MS;
	      timer._state = ACTIVE;
	    } else if (
	      timer._state === ACTIVE &&
	      fastNow >= timer._idleStart + timer._idleTimeout
	    ) {
	      timer._state = TO_BE_CLEARED;
	      timer._idleStart = -1;
	      timer._onTimeout(timer._timerArg);
	    }

	    if (timer._state === TO_BE_CLEARED) {
	      timer._state = NOT_IN_LIST;

	      // Move the last element to the current index and decrement len if it is
	      // not the only element in the array.
	      if (--len !== 0) {
	        fastTimers[idx] = fastTimers[len];
	      }
	    } else {
	      ++idx;
	    }
	  }

	  // Set the length of the fastTimers array to the new length and thus
	  // removing the excess FastTimers elements from the array.
	  fastTimers.length = len;

	  // If there are still active FastTimers in the array, refresh the Timer.
	  // If there are no active FastTimers, the timer will be refreshed again
	  // when a new FastTimer is instantiated.
	  if (fastTimers.length !== 0) {
	    refreshTimeout();
	  }
	}

	function refreshTimeout () {
	  // If the fastNowTimeout is already set and the Timer has the refresh()-
	  // method available, call it to refresh the timer.
	  // Some timer objects returned by setTimeout may not have a .refresh()
	  // method (e.g. mocked timers in tests).
	  if (fastNowTimeout?.refresh) {
	    fastNowTimeout.refresh();
	    // fastNowTimeout is not instantiated yet or refresh is not availabe,
	    // create a new Timer.
	  } else {
	    clearTimeout(fastNowTimeout);
	    fastNowTimeout = setTimeout(onTick, TICK_MS);
	    // If the Timer has an unref method, call it to allow the process to exit,
	    // if there are no other active handles. When using fake timers or mocked
	    // environments (like Jest), .unref() may not be defined,
	    fastNowTimeout?.unref();
	  }
	}

	/**
	 * The `FastTimer` class is a data structure designed to store and manage
	 * timer information.
	 */
	class FastTimer {
	  [kFastTimer] = true

	  /**
	   * The state of the timer, which can be one of the following:
	   * - NOT_IN_LIST (-2)
	   * - TO_BE_CLEARED (-1)
	   * - PENDING (0)
	   * - ACTIVE (1)
	   *
	   * @type {-2|-1|0|1}
	   * @private
	   */
	  _state = NOT_IN_LIST

	  /**
	   * The number of milliseconds to wait before calling the callback.
	   *
	   * @type {number}
	   * @private
	   */
	  _idleTimeout = -1

	  /**
	   * The time in milliseconds when the timer was started. This value is used to
	   * calculate when the timer should expire.
	   *
	   * @type {number}
	   * @default -1
	   * @private
	   */
	  _idleStart = -1

	  /**
	   * The function to be executed when the timer expires.
	   * @type {Function}
	   * @private
	   */
	  _onTimeout

	  /**
	   * The argument to be passed to the callback when the timer expires.
	   *
	   * @type {*}
	   * @private
	   */
	  _timerArg

	  /**
	   * @constructor
	   * @param {Function} callback A function to be executed after the timer
	   * expires.
	   * @param {number} delay The time, in milliseconds that the timer should wait
	   * before the specified function or code is executed.
	   * @param {*} arg
	   */
	  constructor (callback, delay, arg) {
	    this._onTimeout = callback;
	    this._idleTimeout = delay;
	    this._timerArg = arg;

	    this.refresh();
	  }

	  /**
	   * Sets the timer's start time to the current time, and reschedules the timer
	   * to call its callback at the previously specified duration adjusted to the
	   * current time.
	   * Using this on a timer that has already called its callback will reactivate
	   * the timer.
	   *
	   * @returns {void}
	   */
	  refresh () {
	    // In the special case that the timer is not in the list of active timers,
	    // add it back to the array to be processed in the next tick by the onTick
	    // function.
	    if (this._state === NOT_IN_LIST) {
	      fastTimers.push(this);
	    }

	    // If the timer is the only active timer, refresh the fastNowTimeout for
	    // better resolution.
	    if (!fastNowTimeout || fastTimers.length === 1) {
	      refreshTimeout();
	    }

	    // Setting the state to PENDING will cause the timer to be reset in the
	    // next tick by the onTick function.
	    this._state = PENDING;
	  }

	  /**
	   * The `clear` method cancels the timer, preventing it from executing.
	   *
	   * @returns {void}
	   * @private
	   */
	  clear () {
	    // Set the state to TO_BE_CLEARED to mark the timer for removal in the next
	    // tick by the onTick function.
	    this._state = TO_BE_CLEARED;

	    // Reset the _idleStart value to -1 to indicate that the timer is no longer
	    // active.
	    this._idleStart = -1;
	  }
	}

	/**
	 * This module exports a setTimeout and clearTimeout function that can be
	 * used as a drop-in replacement for the native functions.
	 */
	timers = {
	  /**
	   * The setTimeout() method sets a timer which executes a function once the
	   * timer expires.
	   * @param {Function} callback A function to be executed after the timer
	   * expires.
	   * @param {number} delay The time, in milliseconds that the timer should
	   * wait before the specified function or code is executed.
	   * @param {*} [arg] An optional argument to be passed to the callback function
	   * when the timer expires.
	   * @returns {NodeJS.Timeout|FastTimer}
	   */
	  setTimeout (callback, delay, arg) {
	    // If the delay is less than or equal to the RESOLUTION_MS value return a
	    // native Node.js Timer instance.
	    return delay <= RESOLUTION_MS
	      ? setTimeout(callback, delay, arg)
	      : new FastTimer(callback, delay, arg)
	  },
	  /**
	   * The clearTimeout method cancels an instantiated Timer previously created
	   * by calling setTimeout.
	   *
	   * @param {NodeJS.Timeout|FastTimer} timeout
	   */
	  clearTimeout (timeout) {
	    // If the timeout is a FastTimer, call its own clear method.
	    if (timeout[kFastTimer]) {
	      /**
	       * @type {FastTimer}
	       */
	      timeout.clear();
	      // Otherwise it is an instance of a native NodeJS.Timeout, so call the
	      // Node.js native clearTimeout function.
	    } else {
	      clearTimeout(timeout);
	    }
	  },
	  /**
	   * The setFastTimeout() method sets a fastTimer which executes a function once
	   * the timer expires.
	   * @param {Function} callback A function to be executed after the timer
	   * expires.
	   * @param {number} delay The time, in milliseconds that the timer should
	   * wait before the specified function or code is executed.
	   * @param {*} [arg] An optional argument to be passed to the callback function
	   * when the timer expires.
	   * @returns {FastTimer}
	   */
	  setFastTimeout (callback, delay, arg) {
	    return new FastTimer(callback, delay, arg)
	  },
	  /**
	   * The clearTimeout method cancels an instantiated FastTimer previously
	   * created by calling setFastTimeout.
	   *
	   * @param {FastTimer} timeout
	   */
	  clearFastTimeout (timeout) {
	    timeout.clear();
	  },
	  /**
	   * The now method returns the value of the internal fast timer clock.
	   *
	   * @returns {number}
	   */
	  now () {
	    return fastNow
	  },
	  /**
	   * Trigger the onTick function to process the fastTimers array.
	   * Exported for testing purposes only.
	   * Marking as deprecated to discourage any use outside of testing.
	   * @deprecated
	   * @param {number} [delay=0] The delay in milliseconds to add to the now value.
	   */
	  tick (delay = 0) {
	    fastNow += delay - RESOLUTION_MS + 1;
	    onTick();
	    onTick();
	  },
	  /**
	   * Reset FastTimers.
	   * Exported for testing purposes only.
	   * Marking as deprecated to discourage any use outside of testing.
	   * @deprecated
	   */
	  reset () {
	    fastNow = 0;
	    fastTimers.length = 0;
	    clearTimeout(fastNowTimeout);
	    fastNowTimeout = null;
	  },
	  /**
	   * Exporting for testing purposes only.
	   * Marking as deprecated to discourage any use outside of testing.
	   * @deprecated
	   */
	  kFastTimer
	};
	return timers;
}

var errors;
var hasRequiredErrors;

function requireErrors () {
	if (hasRequiredErrors) return errors;
	hasRequiredErrors = 1;

	const kUndiciError = Symbol.for('undici.error.UND_ERR');
	class UndiciError extends Error {
	  constructor (message, options) {
	    super(message, options);
	    this.name = 'UndiciError';
	    this.code = 'UND_ERR';
	  }

	  static [Symbol.hasInstance] (instance) {
	    return instance && instance[kUndiciError] === true
	  }

	  get [kUndiciError] () {
	    return true
	  }
	}

	const kConnectTimeoutError = Symbol.for('undici.error.UND_ERR_CONNECT_TIMEOUT');
	class ConnectTimeoutError extends UndiciError {
	  constructor (message) {
	    super(message);
	    this.name = 'ConnectTimeoutError';
	    this.message = message || 'Connect Timeout Error';
	    this.code = 'UND_ERR_CONNECT_TIMEOUT';
	  }

	  static [Symbol.hasInstance] (instance) {
	    return instance && instance[kConnectTimeoutError] === true
	  }

	  get [kConnectTimeoutError] () {
	    return true
	  }
	}

	const kHeadersTimeoutError = Symbol.for('undici.error.UND_ERR_HEADERS_TIMEOUT');
	class HeadersTimeoutError extends UndiciError {
	  constructor (message) {
	    super(message);
	    this.name = 'HeadersTimeoutError';
	    this.message = message || 'Headers Timeout Error';
	    this.code = 'UND_ERR_HEADERS_TIMEOUT';
	  }

	  static [Symbol.hasInstance] (instance) {
	    return instance && instance[kHeadersTimeoutError] === true
	  }

	  get [kHeadersTimeoutError] () {
	    return true
	  }
	}

	const kHeadersOverflowError = Symbol.for('undici.error.UND_ERR_HEADERS_OVERFLOW');
	class HeadersOverflowError extends UndiciError {
	  constructor (message) {
	    super(message);
	    this.name = 'HeadersOverflowError';
	    this.message = message || 'Headers Overflow Error';
	    this.code = 'UND_ERR_HEADERS_OVERFLOW';
	  }

	  static [Symbol.hasInstance] (instance) {
	    return instance && instance[kHeadersOverflowError] === true
	  }

	  get [kHeadersOverflowError] () {
	    return true
	  }
	}

	const kBodyTimeoutError = Symbol.for('undici.error.UND_ERR_BODY_TIMEOUT');
	class BodyTimeoutError extends UndiciError {
	  constructor (message) {
	    super(message);
	    this.name = 'BodyTimeoutError';
	    this.message = message || 'Body Timeout Error';
	    this.code = 'UND_ERR_BODY_TIMEOUT';
	  }

	  static [Symbol.hasInstance] (instance) {
	    return instance && instance[kBodyTimeoutError] === true
	  }

	  get [kBodyTimeoutError] () {
	    return true
	  }
	}

	const kInvalidArgumentError = Symbol.for('undici.error.UND_ERR_INVALID_ARG');
	class InvalidArgumentError extends UndiciError {
	  constructor (message) {
	    super(message);
	    this.name = 'InvalidArgumentError';
	    this.message = message || 'Invalid Argument Error';
	    this.code = 'UND_ERR_INVALID_ARG';
	  }

	  static [Symbol.hasInstance] (instance) {
	    return instance && instance[kInvalidArgumentError] === true
	  }

	  get [kInvalidArgumentError] () {
	    return true
	  }
	}

	const kInvalidReturnValueError = Symbol.for('undici.error.UND_ERR_INVALID_RETURN_VALUE');
	class InvalidReturnValueError extends UndiciError {
	  constructor (message) {
	    super(message);
	    this.name = 'InvalidReturnValueError';
	    this.message = message || 'Invalid Return Value Error';
	    this.code = 'UND_ERR_INVALID_RETURN_VALUE';
	  }

	  static [Symbol.hasInstance] (instance) {
	    return instance && instance[kInvalidReturnValueError] === true
	  }

	  get [kInvalidReturnValueError] () {
	    return true
	  }
	}

	const kAbortError = Symbol.for('undici.error.UND_ERR_ABORT');
	class AbortError extends UndiciError {
	  constructor (message) {
	    super(message);
	    this.name = 'AbortError';
	    this.message = message || 'The operation was aborted';
	    this.code = 'UND_ERR_ABORT';
	  }

	  static [Symbol.hasInstance] (instance) {
	    return instance && instance[kAbortError] === true
	  }

	  get [kAbortError] () {
	    return true
	  }
	}

	const kRequestAbortedError = Symbol.for('undici.error.UND_ERR_ABORTED');
	class RequestAbortedError extends AbortError {
	  constructor (message) {
	    super(message);
	    this.name = 'AbortError';
	    this.message = message || 'Request aborted';
	    this.code = 'UND_ERR_ABORTED';
	  }

	  static [Symbol.hasInstance] (instance) {
	    return instance && instance[kRequestAbortedError] === true
	  }

	  get [kRequestAbortedError] () {
	    return true
	  }
	}

	const kInformationalError = Symbol.for('undici.error.UND_ERR_INFO');
	class InformationalError extends UndiciError {
	  constructor (message, options) {
	    super(message, options);
	    this.name = 'InformationalError';
	    this.message = message || 'Request information';
	    this.code = 'UND_ERR_INFO';
	  }

	  static [Symbol.hasInstance] (instance) {
	    return instance && instance[kInformationalError] === true
	  }

	  get [kInformationalError] () {
	    return true
	  }
	}

	const kRequestContentLengthMismatchError = Symbol.for('undici.error.UND_ERR_REQ_CONTENT_LENGTH_MISMATCH');
	class RequestContentLengthMismatchError extends UndiciError {
	  constructor (message) {
	    super(message);
	    this.name = 'RequestContentLengthMismatchError';
	    this.message = message || 'Request body length does not match content-length header';
	    this.code = 'UND_ERR_REQ_CONTENT_LENGTH_MISMATCH';
	  }

	  static [Symbol.hasInstance] (instance) {
	    return instance && instance[kRequestContentLengthMismatchError] === true
	  }

	  get [kRequestContentLengthMismatchError] () {
	    return true
	  }
	}

	const kResponseContentLengthMismatchError = Symbol.for('undici.error.UND_ERR_RES_CONTENT_LENGTH_MISMATCH');
	class ResponseContentLengthMismatchError extends UndiciError {
	  constructor (message) {
	    super(message);
	    this.name = 'ResponseContentLengthMismatchError';
	    this.message = message || 'Response body length does not match content-length header';
	    this.code = 'UND_ERR_RES_CONTENT_LENGTH_MISMATCH';
	  }

	  static [Symbol.hasInstance] (instance) {
	    return instance && instance[kResponseContentLengthMismatchError] === true
	  }

	  get [kResponseContentLengthMismatchError] () {
	    return true
	  }
	}

	const kClientDestroyedError = Symbol.for('undici.error.UND_ERR_DESTROYED');
	class ClientDestroyedError extends UndiciError {
	  constructor (message) {
	    super(message);
	    this.name = 'ClientDestroyedError';
	    this.message = message || 'The client is destroyed';
	    this.code = 'UND_ERR_DESTROYED';
	  }

	  static [Symbol.hasInstance] (instance) {
	    return instance && instance[kClientDestroyedError] === true
	  }

	  get [kClientDestroyedError] () {
	    return true
	  }
	}

	const kClientClosedError = Symbol.for('undici.error.UND_ERR_CLOSED');
	class ClientClosedError extends UndiciError {
	  constructor (message) {
	    super(message);
	    this.name = 'ClientClosedError';
	    this.message = message || 'The client is closed';
	    this.code = 'UND_ERR_CLOSED';
	  }

	  static [Symbol.hasInstance] (instance) {
	    return instance && instance[kClientClosedError] === true
	  }

	  get [kClientClosedError] () {
	    return true
	  }
	}

	const kSocketError = Symbol.for('undici.error.UND_ERR_SOCKET');
	class SocketError extends UndiciError {
	  constructor (message, socket) {
	    super(message);
	    this.name = 'SocketError';
	    this.message = message || 'Socket error';
	    this.code = 'UND_ERR_SOCKET';
	    this.socket = socket;
	  }

	  static [Symbol.hasInstance] (instance) {
	    return instance && instance[kSocketError] === true
	  }

	  get [kSocketError] () {
	    return true
	  }
	}

	const kNotSupportedError = Symbol.for('undici.error.UND_ERR_NOT_SUPPORTED');
	class NotSupportedError extends UndiciError {
	  constructor (message) {
	    super(message);
	    this.name = 'NotSupportedError';
	    this.message = message || 'Not supported error';
	    this.code = 'UND_ERR_NOT_SUPPORTED';
	  }

	  static [Symbol.hasInstance] (instance) {
	    return instance && instance[kNotSupportedError] === true
	  }

	  get [kNotSupportedError] () {
	    return true
	  }
	}

	const kBalancedPoolMissingUpstreamError = Symbol.for('undici.error.UND_ERR_BPL_MISSING_UPSTREAM');
	class BalancedPoolMissingUpstreamError extends UndiciError {
	  constructor (message) {
	    super(message);
	    this.name = 'MissingUpstreamError';
	    this.message = message || 'No upstream has been added to the BalancedPool';
	    this.code = 'UND_ERR_BPL_MISSING_UPSTREAM';
	  }

	  static [Symbol.hasInstance] (instance) {
	    return instance && instance[kBalancedPoolMissingUpstreamError] === true
	  }

	  get [kBalancedPoolMissingUpstreamError] () {
	    return true
	  }
	}

	const kWebAssemblyNotSupportedError = Symbol.for('undici.error.ERR_WEBASSEMBLY_NOT_SUPPORTED');
	class WebAssemblyNotSupportedError extends Error {
	  constructor (message) {
	    super(message || 'WebAssembly is not supported in this environment, but is required for HTTP/1 parsing');
	    this.code = 'ERR_WEBASSEMBLY_NOT_SUPPORTED';
	  }

	  static [Symbol.hasInstance] (instance) {
	    return instance && instance[kWebAssemblyNotSupportedError] === true
	  }

	  get [kWebAssemblyNotSupportedError] () {
	    return true
	  }
	}

	const kHTTPParserError = Symbol.for('undici.error.UND_ERR_HTTP_PARSER');
	class HTTPParserError extends Error {
	  constructor (message, code, data) {
	    super(message);
	    this.name = 'HTTPParserError';
	    this.code = code ? `HPE_${code}` : undefined;
	    this.data = data ? data.toString() : undefined;
	  }

	  static [Symbol.hasInstance] (instance) {
	    return instance && instance[kHTTPParserError] === true
	  }

	  get [kHTTPParserError] () {
	    return true
	  }
	}

	const kResponseExceededMaxSizeError = Symbol.for('undici.error.UND_ERR_RES_EXCEEDED_MAX_SIZE');
	class ResponseExceededMaxSizeError extends UndiciError {
	  constructor (message) {
	    super(message);
	    this.name = 'ResponseExceededMaxSizeError';
	    this.message = message || 'Response content exceeded max size';
	    this.code = 'UND_ERR_RES_EXCEEDED_MAX_SIZE';
	  }

	  static [Symbol.hasInstance] (instance) {
	    return instance && instance[kResponseExceededMaxSizeError] === true
	  }

	  get [kResponseExceededMaxSizeError] () {
	    return true
	  }
	}

	const kRequestRetryError = Symbol.for('undici.error.UND_ERR_REQ_RETRY');
	class RequestRetryError extends UndiciError {
	  constructor (message, code, { headers, data }) {
	    super(message);
	    this.name = 'RequestRetryError';
	    this.message = message || 'Request retry error';
	    this.code = 'UND_ERR_REQ_RETRY';
	    this.statusCode = code;
	    this.data = data;
	    this.headers = headers;
	  }

	  static [Symbol.hasInstance] (instance) {
	    return instance && instance[kRequestRetryError] === true
	  }

	  get [kRequestRetryError] () {
	    return true
	  }
	}

	const kResponseError = Symbol.for('undici.error.UND_ERR_RESPONSE');
	class ResponseError extends UndiciError {
	  constructor (message, code, { headers, body, bodyTruncated = false }) {
	    super(message);
	    this.name = 'ResponseError';
	    this.message = message || 'Response error';
	    this.code = 'UND_ERR_RESPONSE';
	    this.statusCode = code;
	    this.body = body;
	    this.bodyTruncated = bodyTruncated;
	    this.headers = headers;
	  }

	  static [Symbol.hasInstance] (instance) {
	    return instance && instance[kResponseError] === true
	  }

	  get [kResponseError] () {
	    return true
	  }
	}

	const kSecureProxyConnectionError = Symbol.for('undici.error.UND_ERR_PRX_TLS');
	class SecureProxyConnectionError extends UndiciError {
	  constructor (cause, message, options = {}) {
	    super(message, { cause, ...options });
	    this.name = 'SecureProxyConnectionError';
	    this.message = message || 'Secure Proxy Connection failed';
	    this.code = 'UND_ERR_PRX_TLS';
	    this.cause = cause;
	  }

	  static [Symbol.hasInstance] (instance) {
	    return instance && instance[kSecureProxyConnectionError] === true
	  }

	  get [kSecureProxyConnectionError] () {
	    return true
	  }
	}

	const kProxyConnectionError = Symbol.for('undici.error.UND_ERR_PRX_CONN');
	class ProxyConnectionError extends UndiciError {
	  constructor (cause, message, options = {}) {
	    super(message, { cause, ...options });
	    this.name = 'ProxyConnectionError';
	    this.message = message || 'Proxy Connection failed';
	    this.code = 'UND_ERR_PRX_CONN';
	    this.cause = cause;
	  }

	  static [Symbol.hasInstance] (instance) {
	    return instance && instance[kProxyConnectionError] === true
	  }

	  get [kProxyConnectionError] () {
	    return true
	  }
	}

	const kMaxRedirectsError = Symbol.for('undici.error.UND_ERR_REDIRECT_MAX');
	class MaxRedirectsError extends UndiciError {
	  constructor (message) {
	    super(message);
	    this.name = 'MaxRedirectsError';
	    this.message = message || 'max redirects';
	    this.code = 'UND_ERR_REDIRECT_MAX';
	  }

	  static [Symbol.hasInstance] (instance) {
	    return instance && instance[kMaxRedirectsError] === true
	  }

	  get [kMaxRedirectsError] () {
	    return true
	  }
	}

	const kMaxOriginsReachedError = Symbol.for('undici.error.UND_ERR_MAX_ORIGINS_REACHED');
	class MaxOriginsReachedError extends UndiciError {
	  constructor (message) {
	    super(message);
	    this.name = 'MaxOriginsReachedError';
	    this.message = message || 'Maximum allowed origins reached';
	    this.code = 'UND_ERR_MAX_ORIGINS_REACHED';
	  }

	  static [Symbol.hasInstance] (instance) {
	    return instance && instance[kMaxOriginsReachedError] === true
	  }

	  get [kMaxOriginsReachedError] () {
	    return true
	  }
	}

	class Socks5ProxyError extends UndiciError {
	  constructor (message, code) {
	    super(message);
	    this.name = 'Socks5ProxyError';
	    this.message = message || 'SOCKS5 proxy error';
	    this.code = code || 'UND_ERR_SOCKS5';
	  }
	}

	const kMessageSizeExceededError = Symbol.for('undici.error.UND_ERR_WS_MESSAGE_SIZE_EXCEEDED');
	class MessageSizeExceededError extends UndiciError {
	  constructor (message) {
	    super(message);
	    this.name = 'MessageSizeExceededError';
	    this.message = message || 'Max decompressed message size exceeded';
	    this.code = 'UND_ERR_WS_MESSAGE_SIZE_EXCEEDED';
	  }

	  static [Symbol.hasInstance] (instance) {
	    return instance && instance[kMessageSizeExceededError] === true
	  }

	  get [kMessageSizeExceededError] () {
	    return true
	  }
	}

	errors = {
	  AbortError,
	  WebAssemblyNotSupportedError,
	  HTTPParserError,
	  UndiciError,
	  HeadersTimeoutError,
	  HeadersOverflowError,
	  BodyTimeoutError,
	  RequestContentLengthMismatchError,
	  ConnectTimeoutError,
	  InvalidArgumentError,
	  InvalidReturnValueError,
	  RequestAbortedError,
	  ClientDestroyedError,
	  ClientClosedError,
	  InformationalError,
	  SocketError,
	  NotSupportedError,
	  ResponseContentLengthMismatchError,
	  BalancedPoolMissingUpstreamError,
	  ResponseExceededMaxSizeError,
	  RequestRetryError,
	  ResponseError,
	  SecureProxyConnectionError,
	  ProxyConnectionError,
	  MaxOriginsReachedError,
	  MaxRedirectsError,
	  Socks5ProxyError,
	  MessageSizeExceededError
	};
	return errors;
}

var constants$2;
var hasRequiredConstants$2;

function requireConstants$2 () {
	if (hasRequiredConstants$2) return constants$2;
	hasRequiredConstants$2 = 1;

	/**
	 * @see https://developer.mozilla.org/docs/Web/HTTP/Headers
	 */
	const wellknownHeaderNames = /** @type {const} */ ([
	  'Accept',
	  'Accept-Encoding',
	  'Accept-Language',
	  'Accept-Ranges',
	  'Access-Control-Allow-Credentials',
	  'Access-Control-Allow-Headers',
	  'Access-Control-Allow-Methods',
	  'Access-Control-Allow-Origin',
	  'Access-Control-Expose-Headers',
	  'Access-Control-Max-Age',
	  'Access-Control-Request-Headers',
	  'Access-Control-Request-Method',
	  'Age',
	  'Allow',
	  'Alt-Svc',
	  'Alt-Used',
	  'Authorization',
	  'Cache-Control',
	  'Clear-Site-Data',
	  'Connection',
	  'Content-Disposition',
	  'Content-Encoding',
	  'Content-Language',
	  'Content-Length',
	  'Content-Location',
	  'Content-Range',
	  'Content-Security-Policy',
	  'Content-Security-Policy-Report-Only',
	  'Content-Type',
	  'Cookie',
	  'Cross-Origin-Embedder-Policy',
	  'Cross-Origin-Opener-Policy',
	  'Cross-Origin-Resource-Policy',
	  'Date',
	  'Device-Memory',
	  'Downlink',
	  'ECT',
	  'ETag',
	  'Expect',
	  'Expect-CT',
	  'Expires',
	  'Forwarded',
	  'From',
	  'Host',
	  'If-Match',
	  'If-Modified-Since',
	  'If-None-Match',
	  'If-Range',
	  'If-Unmodified-Since',
	  'Keep-Alive',
	  'Last-Modified',
	  'Link',
	  'Location',
	  'Max-Forwards',
	  'Origin',
	  'Permissions-Policy',
	  'Pragma',
	  'Proxy-Authenticate',
	  'Proxy-Authorization',
	  'RTT',
	  'Range',
	  'Referer',
	  'Referrer-Policy',
	  'Refresh',
	  'Retry-After',
	  'Sec-WebSocket-Accept',
	  'Sec-WebSocket-Extensions',
	  'Sec-WebSocket-Key',
	  'Sec-WebSocket-Protocol',
	  'Sec-WebSocket-Version',
	  'Server',
	  'Server-Timing',
	  'Service-Worker-Allowed',
	  'Service-Worker-Navigation-Preload',
	  'Set-Cookie',
	  'SourceMap',
	  'Strict-Transport-Security',
	  'Supports-Loading-Mode',
	  'TE',
	  'Timing-Allow-Origin',
	  'Trailer',
	  'Transfer-Encoding',
	  'Upgrade',
	  'Upgrade-Insecure-Requests',
	  'User-Agent',
	  'Vary',
	  'Via',
	  'WWW-Authenticate',
	  'X-Content-Type-Options',
	  'X-DNS-Prefetch-Control',
	  'X-Frame-Options',
	  'X-Permitted-Cross-Domain-Policies',
	  'X-Powered-By',
	  'X-Requested-With',
	  'X-XSS-Protection'
	]);

	/** @type {Record<typeof wellknownHeaderNames[number]|Lowercase<typeof wellknownHeaderNames[number]>, string>} */
	const headerNameLowerCasedRecord = {};

	// Note: object prototypes should not be able to be referenced. e.g. `Object#hasOwnProperty`.
	Object.setPrototypeOf(headerNameLowerCasedRecord, null);

	for (let i = 0; i < wellknownHeaderNames.length; ++i) {
	  const key = wellknownHeaderNames[i];
	  const lowerCasedKey = key.toLowerCase();
	  headerNameLowerCasedRecord[key] = headerNameLowerCasedRecord[lowerCasedKey] =
	    lowerCasedKey;
	}

	/**
	 * Default WebSocket receive limits (see `webSocket` in Client.md). Used by
	 * DispatcherBase#webSocketOptions and by the WebSocket parser when the
	 * dispatcher doesn't provide a value, so a dispatcher without
	 * `webSocketOptions` (a custom one, or a wrapper) doesn't remove the limits.
	 */
	const defaultWebSocketMaxFragments = 131072;
	const defaultWebSocketMaxPayloadSize = 128 * 1024 * 1024; // 128 MB

	constants$2 = {
	  wellknownHeaderNames,
	  headerNameLowerCasedRecord,
	  defaultWebSocketMaxFragments,
	  defaultWebSocketMaxPayloadSize
	};
	return constants$2;
}

var tree_1;
var hasRequiredTree;

function requireTree () {
	if (hasRequiredTree) return tree_1;
	hasRequiredTree = 1;

	const {
	  wellknownHeaderNames,
	  headerNameLowerCasedRecord
	} = requireConstants$2();

	class TstNode {
	  /** @type {any} */
	  value = null
	  /** @type {null | TstNode} */
	  left = null
	  /** @type {null | TstNode} */
	  middle = null
	  /** @type {null | TstNode} */
	  right = null
	  /** @type {number} */
	  code
	  /**
	   * @param {string} key
	   * @param {any} value
	   * @param {number} index
	   */
	  constructor (key, value, index) {
	    if (index === undefined || index >= key.length) {
	      throw new TypeError('Unreachable')
	    }
	    const code = this.code = key.charCodeAt(index);
	    // check code is ascii string
	    if (code > 0x7F) {
	      throw new TypeError('key must be ascii string')
	    }
	    if (key.length !== ++index) {
	      this.middle = new TstNode(key, value, index);
	    } else {
	      this.value = value;
	    }
	  }

	  /**
	   * @param {string} key
	   * @param {any} value
	   * @returns {void}
	   */
	  add (key, value) {
	    const length = key.length;
	    if (length === 0) {
	      throw new TypeError('Unreachable')
	    }
	    let index = 0;
	    /**
	     * @type {TstNode}
	     */
	    let node = this;
	    while (true) {
	      const code = key.charCodeAt(index);
	      // check code is ascii string
	      if (code > 0x7F) {
	        throw new TypeError('key must be ascii string')
	      }
	      if (node.code === code) {
	        if (length === ++index) {
	          node.value = value;
	          break
	        } else if (node.middle !== null) {
	          node = node.middle;
	        } else {
	          node.middle = new TstNode(key, value, index);
	          break
	        }
	      } else if (node.code < code) {
	        if (node.left !== null) {
	          node = node.left;
	        } else {
	          node.left = new TstNode(key, value, index);
	          break
	        }
	      } else if (node.right !== null) {
	        node = node.right;
	      } else {
	        node.right = new TstNode(key, value, index);
	        break
	      }
	    }
	  }

	  /**
	   * @param {Uint8Array} key
	   * @returns {TstNode | null}
	   */
	  search (key) {
	    const keylength = key.length;
	    let index = 0;
	    /**
	     * @type {TstNode|null}
	     */
	    let node = this;
	    while (node !== null && index < keylength) {
	      let code = key[index];
	      // A-Z
	      // First check if it is bigger than 0x5a.
	      // Lowercase letters have higher char codes than uppercase ones.
	      // Also we assume that headers will mostly contain lowercase characters.
	      if (code <= 0x5a && code >= 0x41) {
	        // Lowercase for uppercase.
	        code |= 32;
	      }
	      while (node !== null) {
	        if (code === node.code) {
	          if (keylength === ++index) {
	            // Returns Node since it is the last key.
	            return node
	          }
	          node = node.middle;
	          break
	        }
	        node = node.code < code ? node.left : node.right;
	      }
	    }
	    return null
	  }
	}

	class TernarySearchTree {
	  /** @type {TstNode | null} */
	  node = null

	  /**
	   * @param {string} key
	   * @param {any} value
	   * @returns {void}
	   * */
	  insert (key, value) {
	    if (this.node === null) {
	      this.node = new TstNode(key, value, 0);
	    } else {
	      this.node.add(key, value);
	    }
	  }

	  /**
	   * @param {Uint8Array} key
	   * @returns {any}
	   */
	  lookup (key) {
	    return this.node?.search(key)?.value ?? null
	  }
	}

	const tree = new TernarySearchTree();

	for (let i = 0; i < wellknownHeaderNames.length; ++i) {
	  const key = headerNameLowerCasedRecord[wellknownHeaderNames[i]];
	  tree.insert(key, key);
	}

	tree_1 = {
	  TernarySearchTree,
	  tree
	};
	return tree_1;
}

var util$1;
var hasRequiredUtil$1;

function requireUtil$1 () {
	if (hasRequiredUtil$1) return util$1;
	hasRequiredUtil$1 = 1;

	const assert = builtin$4;
	const { kDestroyed, kBodyUsed, kListeners, kBody } = requireSymbols();
	const { IncomingMessage } = builtin$1;
	const stream = builtin$5;
	const net = builtin$6;
	const { stringify } = builtin$2;
	const { EventEmitter: EE, addAbortListener: addAbortListenerNative } = builtin$3;
	const timers = requireTimers();
	const { InvalidArgumentError, ConnectTimeoutError } = requireErrors();
	const { headerNameLowerCasedRecord } = requireConstants$2();
	const { tree } = requireTree();

	class BodyAsyncIterable {
	  constructor (body) {
	    this[kBody] = body;
	    this[kBodyUsed] = false;
	  }

	  async * [Symbol.asyncIterator] () {
	    assert(!this[kBodyUsed], 'disturbed');
	    this[kBodyUsed] = true;
	    yield * this[kBody];
	  }
	}

	function noop () {}

	/**
	 * @param {*} body
	 * @returns {*}
	 */
	function wrapRequestBody (body) {
	  if (isStream(body)) {
	    // TODO (fix): Provide some way for the user to cache the file to e.g. /tmp
	    // so that it can be dispatched again?
	    // TODO (fix): Do we need 100-expect support to provide a way to do this properly?
	    if (bodyLength(body) === 0) {
	      body
	        .on('data', function () {
	          assert(false);
	        });
	    }

	    if (typeof body.readableDidRead !== 'boolean') {
	      body[kBodyUsed] = false;
	      EE.prototype.on.call(body, 'data', function () {
	        this[kBodyUsed] = true;
	      });
	    }

	    return body
	  } else if (body && typeof body.pipeTo === 'function') {
	    // TODO (fix): We can't access ReadableStream internal state
	    // to determine whether or not it has been disturbed. This is just
	    // a workaround.
	    return new BodyAsyncIterable(body)
	  } else if (body && isFormDataLike(body)) {
	    return body
	  } else if (
	    body &&
	    typeof body !== 'string' &&
	    !ArrayBuffer.isView(body) &&
	    isIterable(body)
	  ) {
	    // TODO: Should we allow re-using iterable if !this.opts.idempotent
	    // or through some other flag?
	    return new BodyAsyncIterable(body)
	  } else {
	    return body
	  }
	}

	/**
	 * @param {*} obj
	 * @returns {obj is import('node:stream').Stream}
	 */
	function isStream (obj) {
	  return obj && typeof obj === 'object' && typeof obj.pipe === 'function' && typeof obj.on === 'function'
	}

	/**
	 * @param {*} object
	 * @returns {object is Blob}
	 */
	function isBlobLike (object) {
	  return object instanceof Blob
	}

	/**
	 * @param {string} url The path to check for query strings or fragments.
	 * @returns {boolean} Returns true if the path contains a query string or fragment.
	 */
	function pathHasQueryOrFragment (url) {
	  return (
	    url.includes('?') ||
	    url.includes('#')
	  )
	}

	/**
	 * @param {string} url The URL to add the query params to
	 * @param {import('node:querystring').ParsedUrlQueryInput} queryParams The object to serialize into a URL query string
	 * @returns {string} The URL with the query params added
	 */
	function serializePathWithQuery (url, queryParams) {
	  if (pathHasQueryOrFragment(url)) {
	    throw new Error('Query params cannot be passed when url already contains "?" or "#".')
	  }

	  const stringified = stringify(queryParams);

	  if (stringified) {
	    url += '?' + stringified;
	  }

	  return url
	}

	/**
	 * @param {number|string|undefined} port
	 * @returns {boolean}
	 */
	function isValidPort (port) {
	  const value = parseInt(port, 10);
	  return (
	    value === Number(port) &&
	    value >= 0 &&
	    value <= 65535
	  )
	}

	/**
	 * Check if the value is a valid http or https prefixed string.
	 *
	 * @param {string} value
	 * @returns {boolean}
	 */
	function isHttpOrHttpsPrefixed (value) {
	  return (
	    value != null &&
	    value[0] === 'h' &&
	    value[1] === 't' &&
	    value[2] === 't' &&
	    value[3] === 'p' &&
	    (
	      value[4] === ':' ||
	      (
	        value[4] === 's' &&
	        value[5] === ':'
	      )
	    )
	  )
	}

	/**
	 * @param {string|URL|Record<string,string>} url
	 * @returns {URL}
	 */
	function parseURL (url) {
	  if (typeof url === 'string') {
	    /**
	     * @type {URL}
	     */
	    url = new URL(url);

	    if (!isHttpOrHttpsPrefixed(url.origin || url.protocol)) {
	      throw new InvalidArgumentError('Invalid URL protocol: the URL must start with `http:` or `https:`.')
	    }

	    return url
	  }

	  if (!url || typeof url !== 'object') {
	    throw new InvalidArgumentError('Invalid URL: The URL argument must be a non-null object.')
	  }

	  if (!(url instanceof URL)) {
	    if (url.port != null && url.port !== '' && isValidPort(url.port) === false) {
	      throw new InvalidArgumentError('Invalid URL: port must be a valid integer or a string representation of an integer.')
	    }

	    if (url.path != null && typeof url.path !== 'string') {
	      throw new InvalidArgumentError('Invalid URL path: the path must be a string or null/undefined.')
	    }

	    if (url.pathname != null && typeof url.pathname !== 'string') {
	      throw new InvalidArgumentError('Invalid URL pathname: the pathname must be a string or null/undefined.')
	    }

	    if (url.hostname != null && typeof url.hostname !== 'string') {
	      throw new InvalidArgumentError('Invalid URL hostname: the hostname must be a string or null/undefined.')
	    }

	    if (url.origin != null && typeof url.origin !== 'string') {
	      throw new InvalidArgumentError('Invalid URL origin: the origin must be a string or null/undefined.')
	    }

	    if (!isHttpOrHttpsPrefixed(url.origin || url.protocol)) {
	      throw new InvalidArgumentError('Invalid URL protocol: the URL must start with `http:` or `https:`.')
	    }

	    const port = url.port != null
	      ? url.port
	      : (url.protocol === 'https:' ? 443 : 80);
	    let origin = url.origin != null
	      ? url.origin
	      : `${url.protocol || ''}//${url.hostname || ''}:${port}`;
	    let path = url.path != null
	      ? url.path
	      : `${url.pathname || ''}${url.search || ''}`;

	    if (origin[origin.length - 1] === '/') {
	      origin = origin.slice(0, origin.length - 1);
	    }

	    if (path && path[0] !== '/') {
	      path = `/${path}`;
	    }
	    // new URL(path, origin) is unsafe when `path` contains an absolute URL
	    // From https://developer.mozilla.org/en-US/docs/Web/API/URL/URL:
	    // If first parameter is a relative URL, second param is required, and will be used as the base URL.
	    // If first parameter is an absolute URL, a given second param will be ignored.
	    return new URL(`${origin}${path}`)
	  }

	  if (!isHttpOrHttpsPrefixed(url.origin || url.protocol)) {
	    throw new InvalidArgumentError('Invalid URL protocol: the URL must start with `http:` or `https:`.')
	  }

	  return url
	}

	/**
	 * @param {string|URL|Record<string, string>} url
	 * @returns {URL}
	 */
	function parseOrigin (url) {
	  url = parseURL(url);

	  if (url.pathname !== '/' || url.search || url.hash) {
	    throw new InvalidArgumentError('invalid url')
	  }

	  return url
	}

	/**
	 * @param {string} host
	 * @returns {string}
	 */
	function getHostname (host) {
	  if (host[0] === '[') {
	    const idx = host.indexOf(']');

	    assert(idx !== -1);
	    return host.substring(1, idx)
	  }

	  const idx = host.indexOf(':');
	  if (idx === -1) return host

	  return host.substring(0, idx)
	}

	/**
	 * IP addresses are not valid server names per RFC6066
	 * Currently, the only server names supported are DNS hostnames
	 * @param {string|null} host
	 * @returns {string|null}
	 */
	function getServerName (host) {
	  if (!host) {
	    return null
	  }

	  assert(typeof host === 'string');

	  const servername = getHostname(host);
	  if (net.isIP(servername)) {
	    return ''
	  }

	  return servername
	}

	/**
	 * @function
	 * @template T
	 * @param {T} obj
	 * @returns {T}
	 */
	function deepClone (obj) {
	  return JSON.parse(JSON.stringify(obj))
	}

	/**
	 * @param {*} obj
	 * @returns {obj is AsyncIterable}
	 */
	function isAsyncIterable (obj) {
	  return !!(obj != null && typeof obj[Symbol.asyncIterator] === 'function')
	}

	/**
	 * @param {*} obj
	 * @returns {obj is Iterable}
	 */
	function isIterable (obj) {
	  return !!(obj != null && (typeof obj[Symbol.iterator] === 'function' || typeof obj[Symbol.asyncIterator] === 'function'))
	}

	/**
	 * Checks whether an object has a safe Symbol.iterator — i.e. one that is
	 * either own or inherited from a non-Object.prototype chain.  This prevents
	 * prototype-pollution attacks from injecting a fake iterator on
	 * Object.prototype.
	 * @param {object} obj
	 * @returns {boolean}
	 */
	function hasSafeIterator (obj) {
	  const prototype = Object.getPrototypeOf(obj);
	  const ownIterator = Object.hasOwn(obj, Symbol.iterator);
	  return ownIterator || (prototype != null && prototype !== Object.prototype && typeof obj[Symbol.iterator] === 'function')
	}

	/**
	 * @param {Blob|Buffer|import ('stream').Stream} body
	 * @returns {number|null}
	 */
	function bodyLength (body) {
	  if (body == null) {
	    return 0
	  } else if (isStream(body)) {
	    const state = body._readableState;
	    return state && state.objectMode === false && state.ended === true && Number.isFinite(state.length)
	      ? state.length
	      : null
	  } else if (isBlobLike(body)) {
	    return body.size != null ? body.size : null
	  } else if (isBuffer(body)) {
	    return body.byteLength
	  }

	  return null
	}

	/**
	 * @param {import ('stream').Stream} body
	 * @returns {boolean}
	 */
	function isDestroyed (body) {
	  return body && !!(body.destroyed || body[kDestroyed] || (stream.isDestroyed?.(body)))
	}

	/**
	 * @param {import ('stream').Stream} stream
	 * @param {Error} [err]
	 * @returns {void}
	 */
	function destroy (stream, err) {
	  if (stream == null || !isStream(stream) || isDestroyed(stream)) {
	    return
	  }

	  if (typeof stream.destroy === 'function') {
	    if (Object.getPrototypeOf(stream).constructor === IncomingMessage) {
	      // See: https://github.com/nodejs/node/pull/38505/files
	      stream.socket = null;
	    }

	    try {
	      stream.destroy(err);
	    } catch {
	      // stream.destroy may throw on managed sockets (e.g., http2).
	      // Silently ignore — the socket lifecycle is handled by the subsystem.
	    }
	  } else if (err) {
	    queueMicrotask(() => {
	      stream.emit('error', err);
	    });
	  }

	  if (stream.destroyed !== true) {
	    stream[kDestroyed] = true;
	  }
	}

	const KEEPALIVE_TIMEOUT_EXPR = /(?:^|,)[\t ]*timeout=(\d+)/i;
	/**
	 * @param {string} val
	 * @returns {number | null}
	 */
	function parseKeepAliveTimeout (val) {
	  const m = val.match(KEEPALIVE_TIMEOUT_EXPR);
	  return m ? parseInt(m[1], 10) * 1000 : null
	}

	/**
	 * Retrieves a header name and returns its lowercase value.
	 * @param {string | Buffer} value Header name
	 * @returns {string}
	 */
	function headerNameToString (value) {
	  return typeof value === 'string'
	    ? headerNameLowerCasedRecord[value] ?? value.toLowerCase()
	    : tree.lookup(value) ?? value.toString('latin1').toLowerCase()
	}

	/**
	 * Receive the buffer as a string and return its lowercase value.
	 * @param {Buffer} value Header name
	 * @returns {string}
	 */
	function bufferToLowerCasedHeaderName (value) {
	  return tree.lookup(value) ?? value.toString('latin1').toLowerCase()
	}

	/**
	 * Writes a header onto a plain object without going through the
	 * `Object.prototype` `__proto__` setter. Plain assignment there drops a string
	 * value and, when the value is an array, replaces the object's prototype
	 * instead of storing anything. Every other name is a normal assignment.
	 *
	 * @param {Record<string, string | string[]>} obj Accumulator to write onto
	 * @param {string} key Header name
	 * @param {string | string[]} value Header value
	 * @returns {void}
	 */
	function setHeader (obj, key, value) {
	  if (key === '__proto__') {
	    Object.defineProperty(obj, key, {
	      value,
	      enumerable: true,
	      configurable: true,
	      writable: true
	    });
	  } else {
	    obj[key] = value;
	  }
	}

	/**
	 * @param {(Buffer | string)[]} headers
	 * @param {Record<string, string | string[]>} [obj]
	 * @returns {Record<string, string | string[]>}
	 */
	function parseHeaders (headers, obj) {
	  if (obj === undefined) obj = {};

	  for (let i = 0; i < headers.length; i += 2) {
	    const key = headerNameToString(headers[i]);
	    let val = obj[key];

	    if (val !== undefined) {
	      if (!Object.hasOwn(obj, key)) {
	        const headersValue = typeof headers[i + 1] === 'string'
	          ? headers[i + 1]
	          : Array.isArray(headers[i + 1])
	            ? headers[i + 1].map(x => x.toString('latin1'))
	            : headers[i + 1].toString('latin1');

	        if (key === '__proto__') {
	          Object.defineProperty(obj, key, {
	            value: headersValue,
	            enumerable: true,
	            configurable: true,
	            writable: true
	          });
	        } else {
	          obj[key] = headersValue;
	        }
	      } else {
	        if (typeof val === 'string') {
	          val = [val];
	          obj[key] = val;
	        }
	        val.push(headers[i + 1].toString('latin1'));
	      }
	    } else {
	      const headersValue = typeof headers[i + 1] === 'string'
	        ? headers[i + 1]
	        : Array.isArray(headers[i + 1])
	          ? headers[i + 1].map(x => x.toString('latin1'))
	          : headers[i + 1].toString('latin1');

	      obj[key] = headersValue;
	    }
	  }

	  return obj
	}

	/**
	 * @param {Buffer[] | string[] | Record<string, string | string[]> | null | undefined} headers
	 * @returns {string[]}
	 */
	function parseRawHeaders (headers) {
	  if (headers == null) {
	    return []
	  }

	  if (!Array.isArray(headers)) {
	    const rawHeaders = [];

	    for (const [name, value] of Object.entries(headers)) {
	      if (Array.isArray(value)) {
	        for (const entry of value) {
	          rawHeaders.push(name, `${entry}`);
	        }
	      } else {
	        rawHeaders.push(name, `${value}`);
	      }
	    }

	    return rawHeaders
	  }

	  const headersLength = headers.length;
	  /**
	   * @type {string[]}
	   */
	  const ret = new Array(headersLength);

	  let key;
	  let val;

	  for (let n = 0; n < headersLength; n += 2) {
	    key = headers[n];
	    val = headers[n + 1];

	    typeof key !== 'string' && (key = key.toString());
	    typeof val !== 'string' && (val = val.toString('latin1'));

	    ret[n] = key;
	    ret[n + 1] = val;
	  }

	  return ret
	}

	/**
	 * @param {Record<string, string | string[]>} headers
	 * @returns {Buffer[]}
	 */
	function toRawHeaders (headers) {
	  const rawHeaders = [];

	  for (const [name, value] of Object.entries(headers)) {
	    if (Array.isArray(value)) {
	      for (const entry of value) {
	        rawHeaders.push(Buffer.from(name, 'latin1'), Buffer.from(`${entry}`, 'latin1'));
	      }
	    } else {
	      rawHeaders.push(Buffer.from(name, 'latin1'), Buffer.from(`${value}`, 'latin1'));
	    }
	  }

	  return rawHeaders
	}

	/**
	 * @param {string[]} headers
	 * @param {Buffer[]} headers
	 */
	function encodeRawHeaders (headers) {
	  if (!Array.isArray(headers)) {
	    throw new TypeError('expected headers to be an array')
	  }
	  return headers.map(x => Buffer.from(x))
	}

	/**
	 * @param {*} buffer
	 * @returns {buffer is Buffer}
	 */
	function isBuffer (buffer) {
	  // See, https://github.com/mcollina/undici/pull/319
	  return buffer instanceof Uint8Array || Buffer.isBuffer(buffer)
	}

	/**
	 * Asserts that the handler object is a request handler.
	 *
	 * @param {object} handler
	 * @param {string} method
	 * @param {string} [upgrade]
	 * @returns {asserts handler is import('../api/api-request').RequestHandler}
	 */
	function assertRequestHandler (handler, method, upgrade) {
	  if (!handler || typeof handler !== 'object') {
	    throw new InvalidArgumentError('handler must be an object')
	  }

	  if (typeof handler.onRequestStart !== 'function') {
	    throw new InvalidArgumentError('invalid onRequestStart method')
	  }

	  if (typeof handler.onResponseError !== 'function') {
	    throw new InvalidArgumentError('invalid onResponseError method')
	  }

	  if (typeof handler.onBodySent !== 'function' && handler.onBodySent !== undefined) {
	    throw new InvalidArgumentError('invalid onBodySent method')
	  }

	  if (typeof handler.onRequestSent !== 'function' && handler.onRequestSent !== undefined) {
	    throw new InvalidArgumentError('invalid onRequestSent method')
	  }

	  if (upgrade || method === 'CONNECT') {
	    if (typeof handler.onRequestUpgrade !== 'function') {
	      throw new InvalidArgumentError('invalid onRequestUpgrade method')
	    }
	  } else {
	    if (typeof handler.onResponseStart !== 'function') {
	      throw new InvalidArgumentError('invalid onResponseStart method')
	    }

	    if (typeof handler.onResponseData !== 'function') {
	      throw new InvalidArgumentError('invalid onResponseData method')
	    }

	    if (typeof handler.onResponseEnd !== 'function') {
	      throw new InvalidArgumentError('invalid onResponseEnd method')
	    }
	  }
	}

	/**
	 * A body is disturbed if it has been read from and it cannot be re-used without
	 * losing state or data.
	 * @param {import('node:stream').Readable} body
	 * @returns {boolean}
	 */
	function isDisturbed (body) {
	  // TODO (fix): Why is body[kBodyUsed] needed?
	  return !!(body && (stream.isDisturbed(body) || body[kBodyUsed]))
	}

	/**
	 * @typedef {object} SocketInfo
	 * @property {string} [localAddress]
	 * @property {number} [localPort]
	 * @property {string} [remoteAddress]
	 * @property {number} [remotePort]
	 * @property {string} [remoteFamily]
	 * @property {number} [timeout]
	 * @property {number} bytesWritten
	 * @property {number} bytesRead
	 */

	/**
	 * @param {import('net').Socket} socket
	 * @returns {SocketInfo}
	 */
	function getSocketInfo (socket) {
	  return {
	    localAddress: socket.localAddress,
	    localPort: socket.localPort,
	    remoteAddress: socket.remoteAddress,
	    remotePort: socket.remotePort,
	    remoteFamily: socket.remoteFamily,
	    timeout: socket.timeout,
	    bytesWritten: socket.bytesWritten,
	    bytesRead: socket.bytesRead
	  }
	}

	/**
	 * The object should be a FormData instance and contains all the required
	 * methods.
	 * @param {*} object
	 * @returns {object is FormData}
	 */
	function isFormDataLike (object) {
	  return (
	    object &&
	    typeof object === 'object' &&
	    typeof object.append === 'function' &&
	    typeof object.delete === 'function' &&
	    typeof object.get === 'function' &&
	    typeof object.getAll === 'function' &&
	    typeof object.has === 'function' &&
	    typeof object.set === 'function' &&
	    object[Symbol.toStringTag] === 'FormData'
	  )
	}

	function addAbortListener (signal, listener) {
	  if (!signal || 'aborted' in signal) {
	    return addAbortListenerNative(signal, listener)[Symbol.dispose]
	  }

	  if (typeof signal.addEventListener === 'function') {
	    signal.addEventListener('abort', listener, { once: true });
	    return () => signal.removeEventListener('abort', listener)
	  }
	  signal.once('abort', listener);
	  return () => signal.removeListener('abort', listener)
	}

	const validTokenChars = new Uint8Array([
	  0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, // 0-15
	  0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, // 16-31
	  0, 1, 0, 1, 1, 1, 1, 1, 0, 0, 1, 1, 0, 1, 1, 0, // 32-47 (!"#$%&'()*+,-./)
	  1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, // 48-63 (0-9:;<=>?)
	  0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, // 64-79 (@A-O)
	  1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 1, 1, // 80-95 (P-Z[\]^_)
	  1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, // 96-111 (`a-o)
	  1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 0, 1, 0, // 112-127 (p-z{|}~)
	  0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, // 128-143
	  0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, // 144-159
	  0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, // 160-175
	  0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, // 176-191
	  0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, // 192-207
	  0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, // 208-223
	  0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, // 224-239
	  0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0  // 240-255
	]);

	/**
	 * @see https://tools.ietf.org/html/rfc7230#section-3.2.6
	 * @param {number} c
	 * @returns {boolean}
	 */
	function isTokenCharCode (c) {
	  return (validTokenChars[c] === 1)
	}

	const tokenRegExp = /^[\^_`a-zA-Z\-0-9!#$%&'*+.|~]+$/;

	/**
	 * @param {string} characters
	 * @returns {boolean}
	 */
	function isValidHTTPToken (characters) {
	  if (characters.length >= 12) return tokenRegExp.test(characters)
	  if (characters.length === 0) return false

	  for (let i = 0; i < characters.length; i++) {
	    if (validTokenChars[characters.charCodeAt(i)] !== 1) {
	      return false
	    }
	  }
	  return true
	}

	// headerCharRegex have been lifted from
	// https://github.com/nodejs/node/blob/main/lib/_http_common.js

	/**
	 * Matches if val contains an invalid field-vchar
	 *  field-value    = *( field-content / obs-fold )
	 *  field-content  = field-vchar [ 1*( SP / HTAB ) field-vchar ]
	 *  field-vchar    = VCHAR / obs-text
	 */
	const headerCharRegex = /[^\t\x20-\x7e\x80-\xff]/;

	/**
	 * @param {string} characters
	 * @returns {boolean}
	 */
	function isValidHeaderValue (characters) {
	  return !headerCharRegex.test(characters)
	}

	const rangeHeaderRegex = /^bytes (\d+)-(\d+)\/(\d+|\*)?$/;

	/**
	 * @typedef {object} RangeHeader
	 * @property {number} start
	 * @property {number | null} end
	 * @property {number | null} size
	 */

	/**
	 * Parse accordingly to RFC 9110
	 * @see https://www.rfc-editor.org/rfc/rfc9110#field.content-range
	 * @param {string} [range]
	 * @returns {RangeHeader|null}
	 */
	function parseRangeHeader (range) {
	  if (range == null || range === '') return { start: 0, end: null, size: null }
	  if (!range) return null

	  const m = rangeHeaderRegex.exec(range);
	  return m
	    ? {
	        start: parseInt(m[1]),
	        end: m[2] ? parseInt(m[2]) : null,
	        size: m[3] && m[3] !== '*' ? parseInt(m[3]) : null
	      }
	    : null
	}

	/**
	 * @template {import("events").EventEmitter} T
	 * @param {T} obj
	 * @param {string} name
	 * @param {(...args: any[]) => void} listener
	 * @returns {T}
	 */
	function addListener (obj, name, listener) {
	  const listeners = (obj[kListeners] ??= []);
	  listeners.push([name, listener]);
	  obj.on(name, listener);
	  return obj
	}

	/**
	 * @template {import("events").EventEmitter} T
	 * @param {T} obj
	 * @returns {T}
	 */
	function removeAllListeners (obj) {
	  if (obj[kListeners] != null) {
	    for (const [name, listener] of obj[kListeners]) {
	      obj.removeListener(name, listener);
	    }
	    obj[kListeners] = null;
	  }
	  return obj
	}

	/**
	 * @param {import ('../dispatcher/client')} client
	 * @param {import ('../core/request')} request
	 * @param {Error} err
	 */
	function errorRequest (client, request, err) {
	  try {
	    request.onResponseError(err);
	    assert(request.aborted);
	  } catch (err) {
	    client.emit('error', err);
	  }
	}

	/**
	 * @param {WeakRef<net.Socket>} socketWeakRef
	 * @param {object} opts
	 * @param {number} opts.timeout
	 * @param {string} opts.hostname
	 * @param {number} opts.port
	 * @returns {() => void}
	 */
	const setupConnectTimeout = process.platform === 'win32'
	  ? (socketWeakRef, opts) => {
	      if (!opts.timeout) {
	        return noop
	      }

	      let s1 = null;
	      let s2 = null;
	      const fastTimer = timers.setFastTimeout(() => {
	      // setImmediate is added to make sure that we prioritize socket error events over timeouts
	        s1 = setImmediate(() => {
	        // Windows needs an extra setImmediate probably due to implementation differences in the socket logic
	          s2 = setImmediate(() => onConnectTimeout(socketWeakRef.deref(), opts));
	        });
	      }, opts.timeout);
	      return () => {
	        timers.clearFastTimeout(fastTimer);
	        clearImmediate(s1);
	        clearImmediate(s2);
	      }
	    }
	  : (socketWeakRef, opts) => {
	      if (!opts.timeout) {
	        return noop
	      }

	      let s1 = null;
	      const fastTimer = timers.setFastTimeout(() => {
	      // setImmediate is added to make sure that we prioritize socket error events over timeouts
	        s1 = setImmediate(() => {
	          onConnectTimeout(socketWeakRef.deref(), opts);
	        });
	      }, opts.timeout);
	      return () => {
	        timers.clearFastTimeout(fastTimer);
	        clearImmediate(s1);
	      }
	    };

	/**
	 * @param {net.Socket} socket
	 * @param {object} opts
	 * @param {number} opts.timeout
	 * @param {string} opts.hostname
	 * @param {number} opts.port
	 */
	function onConnectTimeout (socket, opts) {
	  // The socket could be already garbage collected
	  if (socket == null) {
	    return
	  }

	  let message = 'Connect Timeout Error';
	  if (Array.isArray(socket.autoSelectFamilyAttemptedAddresses)) {
	    message += ` (attempted addresses: ${socket.autoSelectFamilyAttemptedAddresses.join(', ')},`;
	  } else {
	    message += ` (attempted address: ${opts.hostname}:${opts.port},`;
	  }

	  message += ` timeout: ${opts.timeout}ms)`;

	  destroy(socket, new ConnectTimeoutError(message));
	}

	let lastUrlString = null;
	let lastProtocol = null;

	/**
	 * @param {string} urlString
	 * @returns {string}
	 */
	function getProtocolFromUrlString (urlString) {
	  // Requests are typically dispatched against the same origin over and over,
	  // so cache the last (urlString, protocol) pair to skip re-parsing.
	  if (urlString === lastUrlString) {
	    return lastProtocol
	  }

	  const protocol = getProtocolFromUrlStringSlow(urlString);
	  lastUrlString = urlString;
	  lastProtocol = protocol;

	  return protocol
	}

	/**
	 * @param {string} urlString
	 * @returns {string}
	 */
	function getProtocolFromUrlStringSlow (urlString) {
	  if (
	    urlString[0] === 'h' &&
	    urlString[1] === 't' &&
	    urlString[2] === 't' &&
	    urlString[3] === 'p'
	  ) {
	    switch (urlString[4]) {
	      case ':':
	        return 'http:'
	      case 's':
	        if (urlString[5] === ':') {
	          return 'https:'
	        }
	    }
	  }
	  // fallback if none of the usual suspects
	  return urlString.slice(0, urlString.indexOf(':') + 1)
	}

	const kEnumerableProperty = {
	  __proto__: null,
	  enumerable: true
	};

	const normalizedMethodRecordsBase = {
	  delete: 'DELETE',
	  DELETE: 'DELETE',
	  get: 'GET',
	  GET: 'GET',
	  head: 'HEAD',
	  HEAD: 'HEAD',
	  options: 'OPTIONS',
	  OPTIONS: 'OPTIONS',
	  post: 'POST',
	  POST: 'POST',
	  put: 'PUT',
	  PUT: 'PUT',
	  query: 'QUERY',
	  QUERY: 'QUERY'
	};

	const normalizedMethodRecords = {
	  ...normalizedMethodRecordsBase,
	  patch: 'patch',
	  PATCH: 'PATCH'
	};

	// Note: object prototypes should not be able to be referenced. e.g. `Object#hasOwnProperty`.
	Object.setPrototypeOf(normalizedMethodRecordsBase, null);
	Object.setPrototypeOf(normalizedMethodRecords, null);

	util$1 = {
	  kEnumerableProperty,
	  isDisturbed,
	  isBlobLike,
	  parseOrigin,
	  parseURL,
	  getServerName,
	  isStream,
	  isIterable,
	  hasSafeIterator,
	  isAsyncIterable,
	  isDestroyed,
	  headerNameToString,
	  bufferToLowerCasedHeaderName,
	  addListener,
	  removeAllListeners,
	  errorRequest,
	  parseRawHeaders,
	  toRawHeaders,
	  encodeRawHeaders,
	  parseHeaders,
	  setHeader,
	  parseKeepAliveTimeout,
	  destroy,
	  bodyLength,
	  deepClone,
	  isBuffer,
	  assertRequestHandler,
	  getSocketInfo,
	  isFormDataLike,
	  pathHasQueryOrFragment,
	  serializePathWithQuery,
	  addAbortListener,
	  isValidHTTPToken,
	  isValidHeaderValue,
	  isTokenCharCode,
	  parseRangeHeader,
	  normalizedMethodRecordsBase,
	  normalizedMethodRecords,
	  isValidPort,
	  isHttpOrHttpsPrefixed,
	  safeHTTPMethods: Object.freeze(['GET', 'HEAD', 'OPTIONS', 'TRACE']),
	  wrapRequestBody,
	  setupConnectTimeout,
	  getProtocolFromUrlString
	};
	return util$1;
}

var stats;
var hasRequiredStats;

function requireStats () {
	if (hasRequiredStats) return stats;
	hasRequiredStats = 1;

	const {
	  kConnected,
	  kPending,
	  kRunning,
	  kSize,
	  kFree,
	  kQueued
	} = requireSymbols();

	class ClientStats {
	  constructor (client) {
	    this.connected = client[kConnected];
	    this.pending = client[kPending];
	    this.running = client[kRunning];
	    this.size = client[kSize];
	  }
	}

	class PoolStats {
	  constructor (pool) {
	    this.connected = pool[kConnected];
	    this.free = pool[kFree];
	    this.pending = pool[kPending];
	    this.queued = pool[kQueued];
	    this.running = pool[kRunning];
	    this.size = pool[kSize];
	  }
	}

	stats = { ClientStats, PoolStats };
	return stats;
}

var diagnostics;
var hasRequiredDiagnostics;

function requireDiagnostics () {
	if (hasRequiredDiagnostics) return diagnostics;
	hasRequiredDiagnostics = 1;

	const diagnosticsChannel = builtin$8;
	const util = builtin$7;

	const undiciDebugLog = util.debuglog('undici');
	const fetchDebuglog = util.debuglog('fetch');
	const websocketDebuglog = util.debuglog('websocket');

	const channels = {
	  // Client
	  beforeConnect: diagnosticsChannel.channel('undici:client:beforeConnect'),
	  connected: diagnosticsChannel.channel('undici:client:connected'),
	  connectError: diagnosticsChannel.channel('undici:client:connectError'),
	  sendHeaders: diagnosticsChannel.channel('undici:client:sendHeaders'),
	  // Request
	  create: diagnosticsChannel.channel('undici:request:create'),
	  bodySent: diagnosticsChannel.channel('undici:request:bodySent'),
	  bodyChunkSent: diagnosticsChannel.channel('undici:request:bodyChunkSent'),
	  bodyChunkReceived: diagnosticsChannel.channel('undici:request:bodyChunkReceived'),
	  headers: diagnosticsChannel.channel('undici:request:headers'),
	  trailers: diagnosticsChannel.channel('undici:request:trailers'),
	  error: diagnosticsChannel.channel('undici:request:error'),
	  // WebSocket
	  open: diagnosticsChannel.channel('undici:websocket:open'),
	  close: diagnosticsChannel.channel('undici:websocket:close'),
	  socketError: diagnosticsChannel.channel('undici:websocket:socket_error'),
	  ping: diagnosticsChannel.channel('undici:websocket:ping'),
	  pong: diagnosticsChannel.channel('undici:websocket:pong'),
	  // ProxyAgent
	  proxyConnected: diagnosticsChannel.channel('undici:proxy:connected')
	};

	let isTrackingClientEvents = false;

	function trackClientEvents (debugLog = undiciDebugLog) {
	  if (isTrackingClientEvents) {
	    return
	  }

	  // Check if any of the channels already have subscribers to prevent duplicate subscriptions
	  // This can happen when both Node.js built-in undici and undici as a dependency are present
	  if (channels.beforeConnect.hasSubscribers || channels.connected.hasSubscribers ||
	      channels.connectError.hasSubscribers || channels.sendHeaders.hasSubscribers) {
	    isTrackingClientEvents = true;
	    return
	  }

	  isTrackingClientEvents = true;

	  diagnosticsChannel.subscribe('undici:client:beforeConnect',
	    evt => {
	      const {
	        connectParams: { version, protocol, port, host }
	      } = evt;
	      debugLog(
	        'connecting to %s%s using %s%s',
	        host,
	        port ? `:${port}` : '',
	        protocol,
	        version
	      );
	    });

	  diagnosticsChannel.subscribe('undici:client:connected',
	    evt => {
	      const {
	        connectParams: { version, protocol, port, host }
	      } = evt;
	      debugLog(
	        'connected to %s%s using %s%s',
	        host,
	        port ? `:${port}` : '',
	        protocol,
	        version
	      );
	    });

	  diagnosticsChannel.subscribe('undici:client:connectError',
	    evt => {
	      const {
	        connectParams: { version, protocol, port, host },
	        error
	      } = evt;
	      debugLog(
	        'connection to %s%s using %s%s errored - %s',
	        host,
	        port ? `:${port}` : '',
	        protocol,
	        version,
	        error.message
	      );
	    });

	  diagnosticsChannel.subscribe('undici:client:sendHeaders',
	    evt => {
	      const {
	        request: { method, path, origin }
	      } = evt;
	      debugLog('sending request to %s %s%s', method, origin, path);
	    });
	}

	let isTrackingRequestEvents = false;

	function trackRequestEvents (debugLog = undiciDebugLog) {
	  if (isTrackingRequestEvents) {
	    return
	  }

	  // Check if any of the channels already have subscribers to prevent duplicate subscriptions
	  // This can happen when both Node.js built-in undici and undici as a dependency are present
	  if (channels.headers.hasSubscribers || channels.trailers.hasSubscribers ||
	      channels.error.hasSubscribers) {
	    isTrackingRequestEvents = true;
	    return
	  }

	  isTrackingRequestEvents = true;

	  diagnosticsChannel.subscribe('undici:request:headers',
	    evt => {
	      const {
	        request: { method, path, origin },
	        response: { statusCode }
	      } = evt;
	      debugLog(
	        'received response to %s %s%s - HTTP %d',
	        method,
	        origin,
	        path,
	        statusCode
	      );
	    });

	  diagnosticsChannel.subscribe('undici:request:trailers',
	    evt => {
	      const {
	        request: { method, path, origin }
	      } = evt;
	      debugLog('trailers received from %s %s%s', method, origin, path);
	    });

	  diagnosticsChannel.subscribe('undici:request:error',
	    evt => {
	      const {
	        request: { method, path, origin },
	        error
	      } = evt;
	      debugLog(
	        'request to %s %s%s errored - %s',
	        method,
	        origin,
	        path,
	        error.message
	      );
	    });
	}

	let isTrackingWebSocketEvents = false;

	function trackWebSocketEvents (debugLog = websocketDebuglog) {
	  if (isTrackingWebSocketEvents) {
	    return
	  }

	  // Check if any of the channels already have subscribers to prevent duplicate subscriptions
	  // This can happen when both Node.js built-in undici and undici as a dependency are present
	  if (channels.open.hasSubscribers || channels.close.hasSubscribers ||
	      channels.socketError.hasSubscribers || channels.ping.hasSubscribers ||
	      channels.pong.hasSubscribers) {
	    isTrackingWebSocketEvents = true;
	    return
	  }

	  isTrackingWebSocketEvents = true;

	  diagnosticsChannel.subscribe('undici:websocket:open',
	    evt => {
	      if (evt.address != null) {
	        const { address, port } = evt.address;
	        debugLog('connection opened %s%s', address, port ? `:${port}` : '');
	      } else {
	        debugLog('connection opened');
	      }
	    });

	  diagnosticsChannel.subscribe('undici:websocket:close',
	    evt => {
	      const { websocket, code, reason } = evt;
	      debugLog(
	        'closed connection to %s - %s %s',
	        websocket.url,
	        code,
	        reason
	      );
	    });

	  diagnosticsChannel.subscribe('undici:websocket:socket_error',
	    err => {
	      debugLog('connection errored - %s', err.message);
	    });

	  diagnosticsChannel.subscribe('undici:websocket:ping',
	    evt => {
	      debugLog('ping received');
	    });

	  diagnosticsChannel.subscribe('undici:websocket:pong',
	    evt => {
	      debugLog('pong received');
	    });
	}

	if (undiciDebugLog.enabled || fetchDebuglog.enabled) {
	  trackClientEvents(fetchDebuglog.enabled ? fetchDebuglog : undiciDebugLog);
	  trackRequestEvents(fetchDebuglog.enabled ? fetchDebuglog : undiciDebugLog);
	}

	if (websocketDebuglog.enabled) {
	  trackClientEvents(undiciDebugLog.enabled ? undiciDebugLog : websocketDebuglog);
	  trackWebSocketEvents(websocketDebuglog);
	}

	diagnostics = {
	  channels
	};
	return diagnostics;
}

var constants$1;
var hasRequiredConstants$1;

function requireConstants$1 () {
	if (hasRequiredConstants$1) return constants$1;
	hasRequiredConstants$1 = 1;

	const corsSafeListedMethods = /** @type {const} */ (['GET', 'HEAD', 'POST']);
	const corsSafeListedMethodsSet = new Set(corsSafeListedMethods);

	const nullBodyStatus = /** @type {const} */ ([101, 204, 205, 304]);

	const redirectStatus = /** @type {const} */ ([301, 302, 303, 307, 308]);
	const redirectStatusSet = new Set(redirectStatus);

	/**
	 * @see https://fetch.spec.whatwg.org/#block-bad-port
	 */
	const badPorts = /** @type {const} */ ([
	  '1', '7', '9', '11', '13', '15', '17', '19', '20', '21', '22', '23', '25', '37', '42', '43', '53', '69', '77', '79',
	  '87', '95', '101', '102', '103', '104', '109', '110', '111', '113', '115', '117', '119', '123', '135', '137',
	  '139', '143', '161', '179', '389', '427', '465', '512', '513', '514', '515', '526', '530', '531', '532',
	  '540', '548', '554', '556', '563', '587', '601', '636', '989', '990', '993', '995', '1719', '1720', '1723',
	  '2049', '3659', '4045', '4190', '5060', '5061', '6000', '6566', '6665', '6666', '6667', '6668', '6669', '6679',
	  '6697', '10080'
	]);
	const badPortsSet = new Set(badPorts);

	/**
	 * @see https://w3c.github.io/webappsec-referrer-policy/#referrer-policy-header
	 */
	const referrerPolicyTokens = /** @type {const} */ ([
	  'no-referrer',
	  'no-referrer-when-downgrade',
	  'same-origin',
	  'origin',
	  'strict-origin',
	  'origin-when-cross-origin',
	  'strict-origin-when-cross-origin',
	  'unsafe-url'
	]);

	/**
	 * @see https://w3c.github.io/webappsec-referrer-policy/#referrer-policies
	 */
	const referrerPolicy = /** @type {const} */ ([
	  '',
	  ...referrerPolicyTokens
	]);
	const referrerPolicyTokensSet = new Set(referrerPolicyTokens);

	const requestRedirect = /** @type {const} */ (['follow', 'manual', 'error']);

	const safeMethods = /** @type {const} */ (['GET', 'HEAD', 'OPTIONS', 'TRACE', 'QUERY']);
	const safeMethodsSet = new Set(safeMethods);

	const requestMode = /** @type {const} */ (['navigate', 'same-origin', 'no-cors', 'cors']);

	const requestCredentials = /** @type {const} */ (['omit', 'same-origin', 'include']);

	const requestCache = /** @type {const} */ ([
	  'default',
	  'no-store',
	  'reload',
	  'no-cache',
	  'force-cache',
	  'only-if-cached'
	]);

	/**
	 * @see https://fetch.spec.whatwg.org/#request-body-header-name
	 */
	const requestBodyHeader = /** @type {const} */ ([
	  'content-encoding',
	  'content-language',
	  'content-location',
	  'content-type',
	  // See https://github.com/nodejs/undici/issues/2021
	  // 'Content-Length' is a forbidden header name, which is typically
	  // removed in the Headers implementation. However, undici doesn't
	  // filter out headers, so we add it here.
	  'content-length'
	]);

	/**
	 * @see https://fetch.spec.whatwg.org/#enumdef-requestduplex
	 */
	const requestDuplex = /** @type {const} */ ([
	  'half'
	]);

	/**
	 * @see http://fetch.spec.whatwg.org/#forbidden-method
	 */
	const forbiddenMethods = /** @type {const} */ (['CONNECT', 'TRACE', 'TRACK']);
	const forbiddenMethodsSet = new Set(forbiddenMethods);

	const subresource = /** @type {const} */ ([
	  'audio',
	  'audioworklet',
	  'font',
	  'image',
	  'manifest',
	  'paintworklet',
	  'script',
	  'style',
	  'track',
	  'video',
	  'xslt',
	  ''
	]);
	const subresourceSet = new Set(subresource);

	constants$1 = {
	  subresource,
	  forbiddenMethods,
	  requestBodyHeader,
	  referrerPolicy,
	  requestRedirect,
	  requestMode,
	  requestCredentials,
	  requestCache,
	  redirectStatus,
	  corsSafeListedMethods,
	  nullBodyStatus,
	  safeMethods,
	  badPorts,
	  requestDuplex,
	  subresourceSet,
	  badPortsSet,
	  redirectStatusSet,
	  corsSafeListedMethodsSet,
	  safeMethodsSet,
	  forbiddenMethodsSet,
	  referrerPolicyTokens: referrerPolicyTokensSet
	};
	return constants$1;
}

var global;
var hasRequiredGlobal;

function requireGlobal () {
	if (hasRequiredGlobal) return global;
	hasRequiredGlobal = 1;

	// In case of breaking changes, increase the version
	// number to avoid conflicts.
	const globalOrigin = Symbol.for('undici.globalOrigin.1');

	function getGlobalOrigin () {
	  return globalThis[globalOrigin]
	}

	function setGlobalOrigin (newOrigin) {
	  if (newOrigin === undefined) {
	    Object.defineProperty(globalThis, globalOrigin, {
	      value: undefined,
	      writable: true,
	      enumerable: false,
	      configurable: false
	    });

	    return
	  }

	  const parsedURL = new URL(newOrigin);

	  if (parsedURL.protocol !== 'http:' && parsedURL.protocol !== 'https:') {
	    throw new TypeError(`Only http & https urls are allowed, received ${parsedURL.protocol}`)
	  }

	  Object.defineProperty(globalThis, globalOrigin, {
	    value: parsedURL,
	    writable: true,
	    enumerable: false,
	    configurable: false
	  });
	}

	global = {
	  getGlobalOrigin,
	  setGlobalOrigin
	};
	return global;
}

var encoding;
var hasRequiredEncoding;

function requireEncoding () {
	if (hasRequiredEncoding) return encoding;
	hasRequiredEncoding = 1;

	const textDecoder = new TextDecoder();

	/**
	 * @see https://encoding.spec.whatwg.org/#utf-8-decode
	 * @param {Uint8Array} buffer
	 */
	function utf8DecodeBytes (buffer) {
	  if (buffer.length === 0) {
	    return ''
	  }

	  // 1. Let buffer be the result of peeking three bytes from
	  //    ioQueue, converted to a byte sequence.

	  // 2. If buffer is 0xEF 0xBB 0xBF, then read three
	  //    bytes from ioQueue. (Do nothing with those bytes.)
	  if (buffer[0] === 0xEF && buffer[1] === 0xBB && buffer[2] === 0xBF) {
	    buffer = buffer.subarray(3);
	  }

	  // 3. Process a queue with an instance of UTF-8’s
	  //    decoder, ioQueue, output, and "replacement".
	  const output = textDecoder.decode(buffer);

	  // 4. Return output.
	  return output
	}

	encoding = {
	  utf8DecodeBytes
	};
	return encoding;
}

var infra;
var hasRequiredInfra;

function requireInfra () {
	if (hasRequiredInfra) return infra;
	hasRequiredInfra = 1;

	const assert = builtin$4;
	const { utf8DecodeBytes } = requireEncoding();

	/**
	 * @param {(char: string) => boolean} condition
	 * @param {string} input
	 * @param {{ position: number }} position
	 * @returns {string}
	 *
	 * @see https://infra.spec.whatwg.org/#collect-a-sequence-of-code-points
	 */
	function collectASequenceOfCodePoints (condition, input, position) {
	  // 1. Let result be the empty string.
	  let result = '';

	  // 2. While position doesn’t point past the end of input and the
	  // code point at position within input meets the condition condition:
	  while (position.position < input.length && condition(input[position.position])) {
	    // 1. Append that code point to the end of result.
	    result += input[position.position];

	    // 2. Advance position by 1.
	    position.position++;
	  }

	  // 3. Return result.
	  return result
	}

	/**
	 * A faster collectASequenceOfCodePoints that only works when comparing a single character.
	 * @param {string} char
	 * @param {string} input
	 * @param {{ position: number }} position
	 * @returns {string}
	 *
	 * @see https://infra.spec.whatwg.org/#collect-a-sequence-of-code-points
	 */
	function collectASequenceOfCodePointsFast (char, input, position) {
	  const idx = input.indexOf(char, position.position);
	  const start = position.position;

	  if (idx === -1) {
	    position.position = input.length;
	    return input.slice(start)
	  }

	  position.position = idx;
	  return input.slice(start, position.position)
	}

	const ASCII_WHITESPACE_REPLACE_REGEX = /[\u0009\u000A\u000C\u000D\u0020]/g; // eslint-disable-line no-control-regex

	/**
	 * @param {string} data
	 * @returns {Uint8Array | 'failure'}
	 *
	 * @see https://infra.spec.whatwg.org/#forgiving-base64-decode
	 */
	function forgivingBase64 (data) {
	  // 1. Remove all ASCII whitespace from data.
	  data = data.replace(ASCII_WHITESPACE_REPLACE_REGEX, '');

	  let dataLength = data.length;
	  // 2. If data’s code point length divides by 4 leaving
	  // no remainder, then:
	  if (dataLength % 4 === 0) {
	    // 1. If data ends with one or two U+003D (=) code points,
	    // then remove them from data.
	    if (data.charCodeAt(dataLength - 1) === 0x003D) {
	      --dataLength;
	      if (data.charCodeAt(dataLength - 1) === 0x003D) {
	        --dataLength;
	      }
	    }
	  }

	  // 3. If data’s code point length divides by 4 leaving
	  // a remainder of 1, then return failure.
	  if (dataLength % 4 === 1) {
	    return 'failure'
	  }

	  // 4. If data contains a code point that is not one of
	  //  U+002B (+)
	  //  U+002F (/)
	  //  ASCII alphanumeric
	  // then return failure.
	  if (/[^+/0-9A-Za-z]/.test(data.length === dataLength ? data : data.substring(0, dataLength))) {
	    return 'failure'
	  }

	  const buffer = Buffer.from(data, 'base64');
	  return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength)
	}

	/**
	 * @param {number} char
	 * @returns {boolean}
	 *
	 * @see https://infra.spec.whatwg.org/#ascii-whitespace
	 */
	function isASCIIWhitespace (char) {
	  return (
	    char === 0x09 || // \t
	    char === 0x0a || // \n
	    char === 0x0c || // \f
	    char === 0x0d || // \r
	    char === 0x20    // space
	  )
	}

	/**
	 * @param {Uint8Array} input
	 * @returns {string}
	 *
	 * @see https://infra.spec.whatwg.org/#isomorphic-decode
	 */
	function isomorphicDecode (input) {
	  // 1. To isomorphic decode a byte sequence input, return a string whose code point
	  //    length is equal to input’s length and whose code points have the same values
	  //    as the values of input’s bytes, in the same order.
	  const length = input.length;
	  if ((2 << 15) - 1 > length) {
	    return String.fromCharCode.apply(null, input)
	  }
	  let result = '';
	  let i = 0;
	  let addition = (2 << 15) - 1;
	  while (i < length) {
	    if (i + addition > length) {
	      addition = length - i;
	    }
	    result += String.fromCharCode.apply(null, input.subarray(i, i += addition));
	  }
	  return result
	}

	const invalidIsomorphicEncodeValueRegex = /[^\x00-\xFF]/; // eslint-disable-line no-control-regex

	/**
	 * @param {string} input
	 * @returns {string}
	 *
	 * @see https://infra.spec.whatwg.org/#isomorphic-encode
	 */
	function isomorphicEncode (input) {
	  // 1. Assert: input contains no code points greater than U+00FF.
	  assert(!invalidIsomorphicEncodeValueRegex.test(input));

	  // 2. Return a byte sequence whose length is equal to input’s code
	  //    point length and whose bytes have the same values as the
	  //    values of input’s code points, in the same order
	  return input
	}

	const nonASCIIRegex = /[^\x00-\x7F]/; // eslint-disable-line no-control-regex

	/**
	 * @param {string} str
	 * @returns {string}
	 *
	 * @see https://infra.spec.whatwg.org/#ascii-lowercase
	 */
	function asciiLowercase (str) {
	  return nonASCIIRegex.test(str)
	    ? str.replace(/[A-Z]+/g, (upper) => upper.toLowerCase())
	    : str.toLowerCase()
	}

	/**
	 * @see https://infra.spec.whatwg.org/#parse-json-bytes-to-a-javascript-value
	 * @param {Uint8Array} bytes
	 */
	function parseJSONFromBytes (bytes) {
	  return JSON.parse(utf8DecodeBytes(bytes))
	}

	/**
	 * @param {string} str
	 * @param {boolean} [leading=true]
	 * @param {boolean} [trailing=true]
	 * @returns {string}
	 *
	 * @see https://infra.spec.whatwg.org/#strip-leading-and-trailing-ascii-whitespace
	 */
	function removeASCIIWhitespace (str, leading = true, trailing = true) {
	  return removeChars(str, leading, trailing, isASCIIWhitespace)
	}

	/**
	 * @param {string} str
	 * @param {boolean} leading
	 * @param {boolean} trailing
	 * @param {(charCode: number) => boolean} predicate
	 * @returns {string}
	 */
	function removeChars (str, leading, trailing, predicate) {
	  let lead = 0;
	  let trail = str.length - 1;

	  if (leading) {
	    while (lead < str.length && predicate(str.charCodeAt(lead))) lead++;
	  }

	  if (trailing) {
	    while (trail >= lead && predicate(str.charCodeAt(trail))) trail--;
	  }

	  return lead === 0 && trail === str.length - 1 ? str : str.slice(lead, trail + 1)
	}

	// https://infra.spec.whatwg.org/#serialize-a-javascript-value-to-a-json-string
	function serializeJavascriptValueToJSONString (value) {
	  // 1. Let result be ? Call(%JSON.stringify%, undefined, « value »).
	  const result = JSON.stringify(value);

	  // 2. If result is undefined, then throw a TypeError.
	  if (result === undefined) {
	    throw new TypeError('Value is not JSON serializable')
	  }

	  // 3. Assert: result is a string.
	  assert(typeof result === 'string');

	  // 4. Return result.
	  return result
	}

	infra = {
	  asciiLowercase,
	  collectASequenceOfCodePoints,
	  collectASequenceOfCodePointsFast,
	  forgivingBase64,
	  isASCIIWhitespace,
	  isomorphicDecode,
	  isomorphicEncode,
	  parseJSONFromBytes,
	  removeASCIIWhitespace,
	  removeChars,
	  serializeJavascriptValueToJSONString
	};
	return infra;
}

var dataUrl;
var hasRequiredDataUrl;

function requireDataUrl () {
	if (hasRequiredDataUrl) return dataUrl;
	hasRequiredDataUrl = 1;

	const assert = builtin$4;
	const { asciiLowercase, forgivingBase64, collectASequenceOfCodePoints, collectASequenceOfCodePointsFast, isomorphicDecode, removeASCIIWhitespace, removeChars } = requireInfra();

	const encoder = new TextEncoder();

	/**
	 * @see https://mimesniff.spec.whatwg.org/#http-token-code-point
	 */
	const HTTP_TOKEN_CODEPOINTS = /^[-!#$%&'*+.^_`|~A-Za-z0-9]+$/u;
	const HTTP_WHITESPACE_REGEX = /[\u000A\u000D\u0009\u0020]/u; // eslint-disable-line

	/**
	 * @see https://mimesniff.spec.whatwg.org/#http-quoted-string-token-code-point
	 */
	const HTTP_QUOTED_STRING_TOKENS = /^[\u0009\u0020-\u007E\u0080-\u00FF]+$/u; // eslint-disable-line

	// https://fetch.spec.whatwg.org/#data-url-processor
	/** @param {URL} dataURL */
	function dataURLProcessor (dataURL) {
	  // 1. Assert: dataURL’s scheme is "data".
	  assert(dataURL.protocol === 'data:');

	  // 2. Let input be the result of running the URL
	  // serializer on dataURL with exclude fragment
	  // set to true.
	  let input = URLSerializer(dataURL, true);

	  // 3. Remove the leading "data:" string from input.
	  input = input.slice(5);

	  // 4. Let position point at the start of input.
	  const position = { position: 0 };

	  // 5. Let mimeType be the result of collecting a
	  // sequence of code points that are not equal
	  // to U+002C (,), given position.
	  let mimeType = collectASequenceOfCodePointsFast(
	    ',',
	    input,
	    position
	  );

	  // 6. Strip leading and trailing ASCII whitespace
	  // from mimeType.
	  // Undici implementation note: we need to store the
	  // length because if the mimetype has spaces removed,
	  // the wrong amount will be sliced from the input in
	  // step #9
	  const mimeTypeLength = mimeType.length;
	  mimeType = removeASCIIWhitespace(mimeType, true, true);

	  // 7. If position is past the end of input, then
	  // return failure
	  if (position.position >= input.length) {
	    return 'failure'
	  }

	  // 8. Advance position by 1.
	  position.position++;

	  // 9. Let encodedBody be the remainder of input.
	  const encodedBody = input.slice(mimeTypeLength + 1);

	  // 10. Let body be the percent-decoding of encodedBody.
	  let body = stringPercentDecode(encodedBody);

	  // 11. If mimeType ends with U+003B (;), followed by
	  // zero or more U+0020 SPACE, followed by an ASCII
	  // case-insensitive match for "base64", then:
	  if (/;\u0020*[Bb][Aa][Ss][Ee]64$/u.test(mimeType)) {
	    // 1. Let stringBody be the isomorphic decode of body.
	    const stringBody = isomorphicDecode(body);

	    // 2. Set body to the forgiving-base64 decode of
	    // stringBody.
	    body = forgivingBase64(stringBody);

	    // 3. If body is failure, then return failure.
	    if (body === 'failure') {
	      return 'failure'
	    }

	    // 4. Remove the last 6 code points from mimeType.
	    mimeType = mimeType.slice(0, -6);

	    // 5. Remove trailing U+0020 SPACE code points from mimeType,
	    // if any.
	    mimeType = mimeType.replace(/(\u0020+)$/u, '');

	    // 6. Remove the last U+003B (;) code point from mimeType.
	    mimeType = mimeType.slice(0, -1);
	  }

	  // 12. If mimeType starts with U+003B (;), then prepend
	  // "text/plain" to mimeType.
	  if (mimeType.startsWith(';')) {
	    mimeType = 'text/plain' + mimeType;
	  }

	  // 13. Let mimeTypeRecord be the result of parsing
	  // mimeType.
	  let mimeTypeRecord = parseMIMEType(mimeType);

	  // 14. If mimeTypeRecord is failure, then set
	  // mimeTypeRecord to text/plain;charset=US-ASCII.
	  if (mimeTypeRecord === 'failure') {
	    mimeTypeRecord = parseMIMEType('text/plain;charset=US-ASCII');
	  }

	  // 15. Return a new data: URL struct whose MIME
	  // type is mimeTypeRecord and body is body.
	  // https://fetch.spec.whatwg.org/#data-url-struct
	  return { mimeType: mimeTypeRecord, body }
	}

	// https://url.spec.whatwg.org/#concept-url-serializer
	/**
	 * @param {URL} url
	 * @param {boolean} excludeFragment
	 */
	function URLSerializer (url, excludeFragment = false) {
	  if (!excludeFragment) {
	    return url.href
	  }

	  const href = url.href;
	  const hashLength = url.hash.length;

	  const serialized = hashLength === 0 ? href : href.substring(0, href.length - hashLength);

	  if (!hashLength && href.endsWith('#')) {
	    return serialized.slice(0, -1)
	  }

	  return serialized
	}

	// https://url.spec.whatwg.org/#string-percent-decode
	/** @param {string} input */
	function stringPercentDecode (input) {
	  // 1. Let bytes be the UTF-8 encoding of input.
	  const bytes = encoder.encode(input);

	  // 2. Return the percent-decoding of bytes.
	  return percentDecode(bytes)
	}

	/**
	 * @param {number} byte
	 */
	function isHexCharByte (byte) {
	  // 0-9 A-F a-f
	  return (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x46) || (byte >= 0x61 && byte <= 0x66)
	}

	/**
	 * @param {number} byte
	 */
	function hexByteToNumber (byte) {
	  return (
	    // 0-9
	    byte >= 0x30 && byte <= 0x39
	      ? (byte - 48)
	    // Convert to uppercase
	    // ((byte & 0xDF) - 65) + 10
	      : ((byte & 0xDF) - 55)
	  )
	}

	// https://url.spec.whatwg.org/#percent-decode
	/** @param {Uint8Array} input */
	function percentDecode (input) {
	  const length = input.length;
	  // 1. Let output be an empty byte sequence.
	  /** @type {Uint8Array} */
	  const output = new Uint8Array(length);
	  let j = 0;
	  let i = 0;
	  // 2. For each byte byte in input:
	  while (i < length) {
	    const byte = input[i];

	    // 1. If byte is not 0x25 (%), then append byte to output.
	    if (byte !== 0x25) {
	      output[j++] = byte;

	    // 2. Otherwise, if byte is 0x25 (%) and the next two bytes
	    // after byte in input are not in the ranges
	    // 0x30 (0) to 0x39 (9), 0x41 (A) to 0x46 (F),
	    // and 0x61 (a) to 0x66 (f), all inclusive, append byte
	    // to output.
	    } else if (
	      byte === 0x25 &&
	      !(isHexCharByte(input[i + 1]) && isHexCharByte(input[i + 2]))
	    ) {
	      output[j++] = 0x25;

	    // 3. Otherwise:
	    } else {
	      // 1. Let bytePoint be the two bytes after byte in input,
	      // decoded, and then interpreted as hexadecimal number.
	      // 2. Append a byte whose value is bytePoint to output.
	      output[j++] = (hexByteToNumber(input[i + 1]) << 4) | hexByteToNumber(input[i + 2]);

	      // 3. Skip the next two bytes in input.
	      i += 2;
	    }
	    ++i;
	  }

	  // 3. Return output.
	  return length === j ? output : output.subarray(0, j)
	}

	// https://mimesniff.spec.whatwg.org/#parse-a-mime-type
	/** @param {string} input */
	function parseMIMEType (input) {
	  // 1. Remove any leading and trailing HTTP whitespace
	  // from input.
	  input = removeHTTPWhitespace(input, true, true);

	  // 2. Let position be a position variable for input,
	  // initially pointing at the start of input.
	  const position = { position: 0 };

	  // 3. Let type be the result of collecting a sequence
	  // of code points that are not U+002F (/) from
	  // input, given position.
	  const type = collectASequenceOfCodePointsFast(
	    '/',
	    input,
	    position
	  );

	  // 4. If type is the empty string or does not solely
	  // contain HTTP token code points, then return failure.
	  // https://mimesniff.spec.whatwg.org/#http-token-code-point
	  if (type.length === 0 || !HTTP_TOKEN_CODEPOINTS.test(type)) {
	    return 'failure'
	  }

	  // 5. If position is past the end of input, then return
	  // failure
	  if (position.position >= input.length) {
	    return 'failure'
	  }

	  // 6. Advance position by 1. (This skips past U+002F (/).)
	  position.position++;

	  // 7. Let subtype be the result of collecting a sequence of
	  // code points that are not U+003B (;) from input, given
	  // position.
	  let subtype = collectASequenceOfCodePointsFast(
	    ';',
	    input,
	    position
	  );

	  // 8. Remove any trailing HTTP whitespace from subtype.
	  subtype = removeHTTPWhitespace(subtype, false, true);

	  // 9. If subtype is the empty string or does not solely
	  // contain HTTP token code points, then return failure.
	  if (subtype.length === 0 || !HTTP_TOKEN_CODEPOINTS.test(subtype)) {
	    return 'failure'
	  }

	  const typeLowercase = asciiLowercase(type);
	  const subtypeLowercase = asciiLowercase(subtype);

	  // 10. Let mimeType be a new MIME type record whose type
	  // is type, in ASCII lowercase, and subtype is subtype,
	  // in ASCII lowercase.
	  // https://mimesniff.spec.whatwg.org/#mime-type
	  const mimeType = {
	    type: typeLowercase,
	    subtype: subtypeLowercase,
	    /** @type {Map<string, string>} */
	    parameters: new Map(),
	    // https://mimesniff.spec.whatwg.org/#mime-type-essence
	    essence: `${typeLowercase}/${subtypeLowercase}`
	  };

	  // 11. While position is not past the end of input:
	  while (position.position < input.length) {
	    // 1. Advance position by 1. (This skips past U+003B (;).)
	    position.position++;

	    // 2. Collect a sequence of code points that are HTTP
	    // whitespace from input given position.
	    collectASequenceOfCodePoints(
	      // https://fetch.spec.whatwg.org/#http-whitespace
	      char => HTTP_WHITESPACE_REGEX.test(char),
	      input,
	      position
	    );

	    // 3. Let parameterName be the result of collecting a
	    // sequence of code points that are not U+003B (;)
	    // or U+003D (=) from input, given position.
	    let parameterName = collectASequenceOfCodePoints(
	      (char) => char !== ';' && char !== '=',
	      input,
	      position
	    );

	    // 4. Set parameterName to parameterName, in ASCII
	    // lowercase.
	    parameterName = asciiLowercase(parameterName);

	    // 5. If position is not past the end of input, then:
	    if (position.position < input.length) {
	      // 1. If the code point at position within input is
	      // U+003B (;), then continue.
	      if (input[position.position] === ';') {
	        continue
	      }

	      // 2. Advance position by 1. (This skips past U+003D (=).)
	      position.position++;
	    }

	    // 6. If position is past the end of input, then break.
	    if (position.position >= input.length) {
	      break
	    }

	    // 7. Let parameterValue be null.
	    let parameterValue = null;

	    // 8. If the code point at position within input is
	    // U+0022 ("), then:
	    if (input[position.position] === '"') {
	      // 1. Set parameterValue to the result of collecting
	      // an HTTP quoted string from input, given position
	      // and the extract-value flag.
	      parameterValue = collectAnHTTPQuotedString(input, position, true);

	      // 2. Collect a sequence of code points that are not
	      // U+003B (;) from input, given position.
	      collectASequenceOfCodePointsFast(
	        ';',
	        input,
	        position
	      );

	    // 9. Otherwise:
	    } else {
	      // 1. Set parameterValue to the result of collecting
	      // a sequence of code points that are not U+003B (;)
	      // from input, given position.
	      parameterValue = collectASequenceOfCodePointsFast(
	        ';',
	        input,
	        position
	      );

	      // 2. Remove any trailing HTTP whitespace from parameterValue.
	      parameterValue = removeHTTPWhitespace(parameterValue, false, true);

	      // 3. If parameterValue is the empty string, then continue.
	      if (parameterValue.length === 0) {
	        continue
	      }
	    }

	    // 10. If all of the following are true
	    // - parameterName is not the empty string
	    // - parameterName solely contains HTTP token code points
	    // - parameterValue solely contains HTTP quoted-string token code points
	    // - mimeType’s parameters[parameterName] does not exist
	    // then set mimeType’s parameters[parameterName] to parameterValue.
	    if (
	      parameterName.length !== 0 &&
	      HTTP_TOKEN_CODEPOINTS.test(parameterName) &&
	      (parameterValue.length === 0 || HTTP_QUOTED_STRING_TOKENS.test(parameterValue)) &&
	      !mimeType.parameters.has(parameterName)
	    ) {
	      mimeType.parameters.set(parameterName, parameterValue);
	    }
	  }

	  // 12. Return mimeType.
	  return mimeType
	}

	// https://fetch.spec.whatwg.org/#collect-an-http-quoted-string
	// tests: https://fetch.spec.whatwg.org/#example-http-quoted-string
	/**
	 * @param {string} input
	 * @param {{ position: number }} position
	 * @param {boolean} [extractValue=false]
	 */
	function collectAnHTTPQuotedString (input, position, extractValue = false) {
	  // 1. Let positionStart be position.
	  const positionStart = position.position;

	  // 2. Let value be the empty string.
	  let value = '';

	  // 3. Assert: the code point at position within input
	  // is U+0022 (").
	  assert(input[position.position] === '"');

	  // 4. Advance position by 1.
	  position.position++;

	  // 5. While true:
	  while (true) {
	    // 1. Append the result of collecting a sequence of code points
	    // that are not U+0022 (") or U+005C (\) from input, given
	    // position, to value.
	    value += collectASequenceOfCodePoints(
	      (char) => char !== '"' && char !== '\\',
	      input,
	      position
	    );

	    // 2. If position is past the end of input, then break.
	    if (position.position >= input.length) {
	      break
	    }

	    // 3. Let quoteOrBackslash be the code point at position within
	    // input.
	    const quoteOrBackslash = input[position.position];

	    // 4. Advance position by 1.
	    position.position++;

	    // 5. If quoteOrBackslash is U+005C (\), then:
	    if (quoteOrBackslash === '\\') {
	      // 1. If position is past the end of input, then append
	      // U+005C (\) to value and break.
	      if (position.position >= input.length) {
	        value += '\\';
	        break
	      }

	      // 2. Append the code point at position within input to value.
	      value += input[position.position];

	      // 3. Advance position by 1.
	      position.position++;

	    // 6. Otherwise:
	    } else {
	      // 1. Assert: quoteOrBackslash is U+0022 (").
	      assert(quoteOrBackslash === '"');

	      // 2. Break.
	      break
	    }
	  }

	  // 6. If the extract-value flag is set, then return value.
	  if (extractValue) {
	    return value
	  }

	  // 7. Return the code points from positionStart to position,
	  // inclusive, within input.
	  return input.slice(positionStart, position.position)
	}

	/**
	 * @see https://mimesniff.spec.whatwg.org/#serialize-a-mime-type
	 */
	function serializeAMimeType (mimeType) {
	  assert(mimeType !== 'failure');
	  const { parameters, essence } = mimeType;

	  // 1. Let serialization be the concatenation of mimeType’s
	  //    type, U+002F (/), and mimeType’s subtype.
	  let serialization = essence;

	  // 2. For each name → value of mimeType’s parameters:
	  for (let [name, value] of parameters.entries()) {
	    // 1. Append U+003B (;) to serialization.
	    serialization += ';';

	    // 2. Append name to serialization.
	    serialization += name;

	    // 3. Append U+003D (=) to serialization.
	    serialization += '=';

	    // 4. If value does not solely contain HTTP token code
	    //    points or value is the empty string, then:
	    if (!HTTP_TOKEN_CODEPOINTS.test(value)) {
	      // 1. Precede each occurrence of U+0022 (") or
	      //    U+005C (\) in value with U+005C (\).
	      value = value.replace(/[\\"]/ug, '\\$&');

	      // 2. Prepend U+0022 (") to value.
	      value = '"' + value;

	      // 3. Append U+0022 (") to value.
	      value += '"';
	    }

	    // 5. Append value to serialization.
	    serialization += value;
	  }

	  // 3. Return serialization.
	  return serialization
	}

	/**
	 * @see https://fetch.spec.whatwg.org/#http-whitespace
	 * @param {number} char
	 */
	function isHTTPWhiteSpace (char) {
	  // "\r\n\t "
	  return char === 0x00d || char === 0x00a || char === 0x009 || char === 0x020
	}

	/**
	 * @see https://fetch.spec.whatwg.org/#http-whitespace
	 * @param {string} str
	 * @param {boolean} [leading=true]
	 * @param {boolean} [trailing=true]
	 */
	function removeHTTPWhitespace (str, leading = true, trailing = true) {
	  return removeChars(str, leading, trailing, isHTTPWhiteSpace)
	}

	/**
	 * @see https://mimesniff.spec.whatwg.org/#minimize-a-supported-mime-type
	 * @param {Exclude<ReturnType<typeof parseMIMEType>, 'failure'>} mimeType
	 */
	function minimizeSupportedMimeType (mimeType) {
	  switch (mimeType.essence) {
	    case 'application/ecmascript':
	    case 'application/javascript':
	    case 'application/x-ecmascript':
	    case 'application/x-javascript':
	    case 'text/ecmascript':
	    case 'text/javascript':
	    case 'text/javascript1.0':
	    case 'text/javascript1.1':
	    case 'text/javascript1.2':
	    case 'text/javascript1.3':
	    case 'text/javascript1.4':
	    case 'text/javascript1.5':
	    case 'text/jscript':
	    case 'text/livescript':
	    case 'text/x-ecmascript':
	    case 'text/x-javascript':
	      // 1. If mimeType is a JavaScript MIME type, then return "text/javascript".
	      return 'text/javascript'
	    case 'application/json':
	    case 'text/json':
	      // 2. If mimeType is a JSON MIME type, then return "application/json".
	      return 'application/json'
	    case 'image/svg+xml':
	      // 3. If mimeType’s essence is "image/svg+xml", then return "image/svg+xml".
	      return 'image/svg+xml'
	    case 'text/xml':
	    case 'application/xml':
	      // 4. If mimeType is an XML MIME type, then return "application/xml".
	      return 'application/xml'
	  }

	  // 2. If mimeType is a JSON MIME type, then return "application/json".
	  if (mimeType.subtype.endsWith('+json')) {
	    return 'application/json'
	  }

	  // 4. If mimeType is an XML MIME type, then return "application/xml".
	  if (mimeType.subtype.endsWith('+xml')) {
	    return 'application/xml'
	  }

	  // 5. If mimeType is supported by the user agent, then return mimeType’s essence.
	  // Technically, node doesn't support any mimetypes.

	  // 6. Return the empty string.
	  return ''
	}

	dataUrl = {
	  dataURLProcessor,
	  URLSerializer,
	  stringPercentDecode,
	  parseMIMEType,
	  collectAnHTTPQuotedString,
	  serializeAMimeType,
	  removeHTTPWhitespace,
	  minimizeSupportedMimeType,
	  HTTP_TOKEN_CODEPOINTS
	};
	return dataUrl;
}

var webidl_1;
var hasRequiredWebidl;

function requireWebidl () {
	if (hasRequiredWebidl) return webidl_1;
	hasRequiredWebidl = 1;

	const assert = builtin$4;
	const { types, inspect } = builtin$7;
	const { markAsUncloneable } = builtin$9;

	const UNDEFINED = 1;
	const BOOLEAN = 2;
	const STRING = 3;
	const SYMBOL = 4;
	const NUMBER = 5;
	const BIGINT = 6;
	const NULL = 7;
	const OBJECT = 8; // function and object

	const FunctionPrototypeSymbolHasInstance = Function.call.bind(Function.prototype[Symbol.hasInstance]);

	/** @type {import('../../../types/webidl').Webidl} */
	const webidl = {
	  converters: {},
	  util: {},
	  errors: {},
	  is: {}
	};

	/**
	 * @description Instantiate an error.
	 *
	 * @param {Object} message
	 * @param {string} message.header
	 * @param {string} message.message
	 * @returns {TypeError}
	 */
	webidl.errors.exception = function (message) {
	  return new TypeError(`${message.header}: ${message.message}`)
	};

	/**
	 * @description Instantiate an error when conversion from one type to another has failed.
	 *
	 * @param {Object} opts
	 * @param {string} opts.prefix
	 * @param {string} opts.argument
	 * @param {string[]} opts.types
	 * @returns {TypeError}
	 */
	webidl.errors.conversionFailed = function (opts) {
	  const plural = opts.types.length === 1 ? '' : ' one of';
	  const message =
	    `${opts.argument} could not be converted to` +
	    `${plural}: ${opts.types.join(', ')}.`;

	  return webidl.errors.exception({
	    header: opts.prefix,
	    message
	  })
	};

	/**
	 * @description Instantiate an error when an invalid argument is provided
	 *
	 * @param {Object} context
	 * @param {string} context.prefix
	 * @param {string} context.value
	 * @param {string} context.type
	 * @returns {TypeError}
	 */
	webidl.errors.invalidArgument = function (context) {
	  return webidl.errors.exception({
	    header: context.prefix,
	    message: `"${context.value}" is an invalid ${context.type}.`
	  })
	};

	// https://webidl.spec.whatwg.org/#implements
	webidl.brandCheck = function (V, is) {
	  if (!is(V)) {
	    const err = new TypeError('Illegal invocation');
	    err.code = 'ERR_INVALID_THIS'; // node compat.
	    throw err
	  }
	};

	webidl.argumentLengthCheck = function ({ length }, min, ctx) {
	  if (length < min) {
	    throw webidl.errors.exception({
	      message: `${min} argument${min !== 1 ? 's' : ''} required, ` +
	               `but${length ? ' only' : ''} ${length} found.`,
	      header: ctx
	    })
	  }
	};

	webidl.illegalConstructor = function () {
	  throw webidl.errors.exception({
	    header: 'TypeError',
	    message: 'Illegal constructor'
	  })
	};

	webidl.util.MakeTypeAssertion = function (I) {
	  return (O) => FunctionPrototypeSymbolHasInstance(I, O)
	};

	// https://tc39.es/ecma262/#sec-ecmascript-data-types-and-values
	webidl.util.Type = function (V) {
	  switch (typeof V) {
	    case 'undefined': return UNDEFINED
	    case 'boolean': return BOOLEAN
	    case 'string': return STRING
	    case 'symbol': return SYMBOL
	    case 'number': return NUMBER
	    case 'bigint': return BIGINT
	    case 'function':
	    case 'object': {
	      if (V === null) {
	        return NULL
	      }

	      return OBJECT
	    }
	  }
	};

	webidl.util.Types = {
	  UNDEFINED,
	  BOOLEAN,
	  STRING,
	  SYMBOL,
	  NUMBER,
	  BIGINT,
	  NULL,
	  OBJECT
	};

	webidl.util.TypeValueToString = function (o) {
	  switch (webidl.util.Type(o)) {
	    case UNDEFINED: return 'Undefined'
	    case BOOLEAN: return 'Boolean'
	    case STRING: return 'String'
	    case SYMBOL: return 'Symbol'
	    case NUMBER: return 'Number'
	    case BIGINT: return 'BigInt'
	    case NULL: return 'Null'
	    case OBJECT: return 'Object'
	  }
	};

	webidl.util.markAsUncloneable = markAsUncloneable;

	// https://webidl.spec.whatwg.org/#abstract-opdef-converttoint
	webidl.util.ConvertToInt = function (V, bitLength, signedness, flags) {
	  let upperBound;
	  let lowerBound;

	  // 1. If bitLength is 64, then:
	  if (bitLength === 64) {
	    // 1. Let upperBound be 2^53 − 1.
	    upperBound = Math.pow(2, 53) - 1;

	    // 2. If signedness is "unsigned", then let lowerBound be 0.
	    if (signedness === 'unsigned') {
	      lowerBound = 0;
	    } else {
	      // 3. Otherwise let lowerBound be −2^53 + 1.
	      lowerBound = Math.pow(-2, 53) + 1;
	    }
	  } else if (signedness === 'unsigned') {
	    // 2. Otherwise, if signedness is "unsigned", then:

	    // 1. Let lowerBound be 0.
	    lowerBound = 0;

	    // 2. Let upperBound be 2^bitLength − 1.
	    upperBound = Math.pow(2, bitLength) - 1;
	  } else {
	    // 3. Otherwise:

	    // 1. Let lowerBound be -2^(bitLength − 1).
	    lowerBound = -Math.pow(2, bitLength - 1);

	    // 2. Let upperBound be 2^(bitLength − 1) − 1.
	    upperBound = Math.pow(2, bitLength - 1) - 1;
	  }

	  // 4. Let x be ? ToNumber(V).
	  let x = Number(V);

	  // 5. If x is −0, then set x to +0.
	  if (x === 0) {
	    x = 0;
	  }

	  // 6. If the conversion is to an IDL type associated
	  //    with the [EnforceRange] extended attribute, then:
	  if (webidl.util.HasFlag(flags, webidl.attributes.EnforceRange)) {
	    // 1. If x is NaN, +∞, or −∞, then throw a TypeError.
	    if (
	      Number.isNaN(x) ||
	      x === Number.POSITIVE_INFINITY ||
	      x === Number.NEGATIVE_INFINITY
	    ) {
	      throw webidl.errors.exception({
	        header: 'Integer conversion',
	        message: `Could not convert ${webidl.util.Stringify(V)} to an integer.`
	      })
	    }

	    // 2. Set x to IntegerPart(x).
	    x = webidl.util.IntegerPart(x);

	    // 3. If x < lowerBound or x > upperBound, then
	    //    throw a TypeError.
	    if (x < lowerBound || x > upperBound) {
	      throw webidl.errors.exception({
	        header: 'Integer conversion',
	        message: `Value must be between ${lowerBound}-${upperBound}, got ${x}.`
	      })
	    }

	    // 4. Return x.
	    return x
	  }

	  // 7. If x is not NaN and the conversion is to an IDL
	  //    type associated with the [Clamp] extended
	  //    attribute, then:
	  if (!Number.isNaN(x) && webidl.util.HasFlag(flags, webidl.attributes.Clamp)) {
	    // 1. Set x to min(max(x, lowerBound), upperBound).
	    x = Math.min(Math.max(x, lowerBound), upperBound);

	    // 2. Round x to the nearest integer, choosing the
	    //    even integer if it lies halfway between two,
	    //    and choosing +0 rather than −0.
	    if (Math.floor(x) % 2 === 0) {
	      x = Math.floor(x);
	    } else {
	      x = Math.ceil(x);
	    }

	    // 3. Return x.
	    return x
	  }

	  // 8. If x is NaN, +0, +∞, or −∞, then return +0.
	  if (
	    Number.isNaN(x) ||
	    (x === 0 && Object.is(0, x)) ||
	    x === Number.POSITIVE_INFINITY ||
	    x === Number.NEGATIVE_INFINITY
	  ) {
	    return 0
	  }

	  // 9. Set x to IntegerPart(x).
	  x = webidl.util.IntegerPart(x);

	  // 10. Set x to x modulo 2^bitLength.
	  x = x % Math.pow(2, bitLength);

	  // 11. If signedness is "signed" and x ≥ 2^(bitLength − 1),
	  //    then return x − 2^bitLength.
	  if (signedness === 'signed' && x >= Math.pow(2, bitLength - 1)) {
	    return x - Math.pow(2, bitLength)
	  }

	  // 12. Otherwise, return x.
	  return x
	};

	// https://webidl.spec.whatwg.org/#abstract-opdef-integerpart
	webidl.util.IntegerPart = function (n) {
	  // 1. Let r be floor(abs(n)).
	  const r = Math.floor(Math.abs(n));

	  // 2. If n < 0, then return -1 × r.
	  if (n < 0) {
	    return -1 * r
	  }

	  // 3. Otherwise, return r.
	  return r
	};

	webidl.util.Stringify = function (V) {
	  const type = webidl.util.Type(V);

	  switch (type) {
	    case SYMBOL:
	      return `Symbol(${V.description})`
	    case OBJECT:
	      return inspect(V)
	    case STRING:
	      return `"${V}"`
	    case BIGINT:
	      return `${V}n`
	    default:
	      return `${V}`
	  }
	};

	webidl.util.IsResizableArrayBuffer = function (V) {
	  if (types.isArrayBuffer(V)) {
	    return V.resizable
	  }

	  if (types.isSharedArrayBuffer(V)) {
	    return V.growable
	  }

	  throw webidl.errors.exception({
	    header: 'IsResizableArrayBuffer',
	    message: `"${webidl.util.Stringify(V)}" is not an array buffer.`
	  })
	};

	webidl.util.HasFlag = function (flags, attributes) {
	  return typeof flags === 'number' && (flags & attributes) === attributes
	};

	// https://webidl.spec.whatwg.org/#es-sequence
	webidl.sequenceConverter = function (converter) {
	  return (V, prefix, argument, Iterable) => {
	    // 1. If Type(V) is not Object, throw a TypeError.
	    if (webidl.util.Type(V) !== OBJECT) {
	      throw webidl.errors.exception({
	        header: prefix,
	        message: `${argument} (${webidl.util.Stringify(V)}) is not iterable.`
	      })
	    }

	    // 2. Let method be ? GetMethod(V, @@iterator).
	    /** @type {Generator} */
	    const method = typeof Iterable === 'function' ? Iterable() : V?.[Symbol.iterator]?.();
	    const seq = [];
	    let index = 0;

	    // 3. If method is undefined, throw a TypeError.
	    if (
	      method === undefined ||
	      typeof method.next !== 'function'
	    ) {
	      throw webidl.errors.exception({
	        header: prefix,
	        message: `${argument} is not iterable.`
	      })
	    }

	    // https://webidl.spec.whatwg.org/#create-sequence-from-iterable
	    while (true) {
	      const { done, value } = method.next();

	      if (done) {
	        break
	      }

	      seq.push(converter(value, prefix, `${argument}[${index++}]`));
	    }

	    return seq
	  }
	};

	// https://webidl.spec.whatwg.org/#es-to-record
	webidl.recordConverter = function (keyConverter, valueConverter) {
	  return (O, prefix, argument) => {
	    // 1. If Type(O) is not Object, throw a TypeError.
	    if (webidl.util.Type(O) !== OBJECT) {
	      throw webidl.errors.exception({
	        header: prefix,
	        message: `${argument} ("${webidl.util.TypeValueToString(O)}") is not an Object.`
	      })
	    }

	    // 2. Let result be a new empty instance of record<K, V>.
	    const result = {};

	    if (!types.isProxy(O)) {
	      // 1. Let desc be ? O.[[GetOwnProperty]](key).
	      const keys = [...Object.getOwnPropertyNames(O), ...Object.getOwnPropertySymbols(O)];

	      for (const key of keys) {
	        const keyName = webidl.util.Stringify(key);

	        // 1. Let typedKey be key converted to an IDL value of type K.
	        const typedKey = keyConverter(key, prefix, `Key ${keyName} in ${argument}`);

	        // 2. Let value be ? Get(O, key).
	        // 3. Let typedValue be value converted to an IDL value of type V.
	        const typedValue = valueConverter(O[key], prefix, `${argument}[${keyName}]`);

	        // 4. Set result[typedKey] to typedValue.
	        result[typedKey] = typedValue;
	      }

	      // 5. Return result.
	      return result
	    }

	    // 3. Let keys be ? O.[[OwnPropertyKeys]]().
	    const keys = Reflect.ownKeys(O);

	    // 4. For each key of keys.
	    for (const key of keys) {
	      // 1. Let desc be ? O.[[GetOwnProperty]](key).
	      const desc = Reflect.getOwnPropertyDescriptor(O, key);

	      // 2. If desc is not undefined and desc.[[Enumerable]] is true:
	      if (desc?.enumerable) {
	        // 1. Let typedKey be key converted to an IDL value of type K.
	        const typedKey = keyConverter(key, prefix, argument);

	        // 2. Let value be ? Get(O, key).
	        // 3. Let typedValue be value converted to an IDL value of type V.
	        const typedValue = valueConverter(O[key], prefix, argument);

	        // 4. Set result[typedKey] to typedValue.
	        result[typedKey] = typedValue;
	      }
	    }

	    // 5. Return result.
	    return result
	  }
	};

	webidl.interfaceConverter = function (TypeCheck, name) {
	  return (V, prefix, argument) => {
	    if (!TypeCheck(V)) {
	      throw webidl.errors.exception({
	        header: prefix,
	        message: `Expected ${argument} ("${webidl.util.Stringify(V)}") to be an instance of ${name}.`
	      })
	    }

	    return V
	  }
	};

	webidl.dictionaryConverter = function (converters) {
	  // "For each dictionary member member declared on dictionary, in lexicographical order:"
	  converters.sort((a, b) => (a.key > b.key) - (a.key < b.key));

	  return (dictionary, prefix, argument) => {
	    const dict = {};

	    if (dictionary != null && webidl.util.Type(dictionary) !== OBJECT) {
	      throw webidl.errors.exception({
	        header: prefix,
	        message: `Expected ${dictionary} to be one of: Null, Undefined, Object.`
	      })
	    }

	    for (const options of converters) {
	      const { key, defaultValue, required, converter } = options;

	      if (required === true) {
	        if (dictionary == null || !Object.hasOwn(dictionary, key)) {
	          throw webidl.errors.exception({
	            header: prefix,
	            message: `Missing required key "${key}".`
	          })
	        }
	      }

	      let value = dictionary?.[key];
	      const hasDefault = defaultValue !== undefined;

	      // Only use defaultValue if value is undefined and
	      // a defaultValue options was provided.
	      if (hasDefault && value === undefined) {
	        value = defaultValue();
	      }

	      // A key can be optional and have no default value.
	      // When this happens, do not perform a conversion,
	      // and do not assign the key a value.
	      if (required || hasDefault || value !== undefined) {
	        value = converter(value, prefix, `${argument}.${key}`);

	        if (
	          options.allowedValues &&
	          !options.allowedValues.includes(value)
	        ) {
	          throw webidl.errors.exception({
	            header: prefix,
	            message: `${value} is not an accepted type. Expected one of ${options.allowedValues.join(', ')}.`
	          })
	        }

	        dict[key] = value;
	      }
	    }

	    return dict
	  }
	};

	webidl.nullableConverter = function (converter) {
	  return (V, prefix, argument) => {
	    if (V === null) {
	      return V
	    }

	    return converter(V, prefix, argument)
	  }
	};

	/**
	 * @param {*} value
	 * @returns {boolean}
	 */
	webidl.is.USVString = function (value) {
	  return (
	    typeof value === 'string' &&
	    value.isWellFormed()
	  )
	};

	webidl.is.ReadableStream = webidl.util.MakeTypeAssertion(ReadableStream);
	webidl.is.Blob = webidl.util.MakeTypeAssertion(Blob);
	webidl.is.URLSearchParams = webidl.util.MakeTypeAssertion(URLSearchParams);
	webidl.is.File = webidl.util.MakeTypeAssertion(File);
	webidl.is.URL = webidl.util.MakeTypeAssertion(URL);
	webidl.is.AbortSignal = webidl.util.MakeTypeAssertion(AbortSignal);
	webidl.is.MessagePort = webidl.util.MakeTypeAssertion(MessagePort);

	webidl.is.BufferSource = function (V) {
	  return types.isArrayBuffer(V) || (
	    ArrayBuffer.isView(V) &&
	    types.isArrayBuffer(V.buffer)
	  )
	};

	// https://webidl.spec.whatwg.org/#dfn-get-buffer-source-copy
	webidl.util.getCopyOfBytesHeldByBufferSource = function (bufferSource) {
	  // 1. Let jsBufferSource be the result of converting bufferSource to a JavaScript value.
	  const jsBufferSource = bufferSource;

	  // 2. Let jsArrayBuffer be jsBufferSource.
	  let jsArrayBuffer = jsBufferSource;

	  // 3. Let offset be 0.
	  let offset = 0;

	  // 4. Let length be 0.
	  let length = 0;

	  // 5. If jsBufferSource has a [[ViewedArrayBuffer]] internal slot, then:
	  if (types.isTypedArray(jsBufferSource) || types.isDataView(jsBufferSource)) {
	    // 5.1. Set jsArrayBuffer to jsBufferSource.[[ViewedArrayBuffer]].
	    jsArrayBuffer = jsBufferSource.buffer;

	    // 5.2. Set offset to jsBufferSource.[[ByteOffset]].
	    offset = jsBufferSource.byteOffset;

	    // 5.3. Set length to jsBufferSource.[[ByteLength]].
	    length = jsBufferSource.byteLength;
	  } else {
	    // 6. Otherwise:

	    // 6.1. Assert: jsBufferSource is an ArrayBuffer or SharedArrayBuffer object.
	    assert(types.isAnyArrayBuffer(jsBufferSource));

	    // 6.2. Set length to jsBufferSource.[[ArrayBufferByteLength]].
	    length = jsBufferSource.byteLength;
	  }

	  // 7. If IsDetachedBuffer(jsArrayBuffer) is true, then return the empty byte sequence.
	  if (jsArrayBuffer.detached) {
	    return new Uint8Array(0)
	  }

	  // 8. Let bytes be a new byte sequence of length equal to length.
	  const bytes = new Uint8Array(length);

	  // 9. For i in the range offset to offset + length − 1, inclusive,
	  //    set bytes[i − offset] to GetValueFromBuffer(jsArrayBuffer, i, Uint8, true, Unordered).
	  const view = new Uint8Array(jsArrayBuffer, offset, length);
	  bytes.set(view);

	  // 10. Return bytes.
	  return bytes
	};

	// https://webidl.spec.whatwg.org/#es-DOMString
	webidl.converters.DOMString = function (V, prefix, argument, flags) {
	  // 1. If V is null and the conversion is to an IDL type
	  //    associated with the [LegacyNullToEmptyString]
	  //    extended attribute, then return the DOMString value
	  //    that represents the empty string.
	  if (V === null && webidl.util.HasFlag(flags, webidl.attributes.LegacyNullToEmptyString)) {
	    return ''
	  }

	  // 2. Let x be ? ToString(V).
	  if (typeof V === 'symbol') {
	    throw webidl.errors.exception({
	      header: prefix,
	      message: `${argument} is a symbol, which cannot be converted to a DOMString.`
	    })
	  }

	  // 3. Return the IDL DOMString value that represents the
	  //    same sequence of code units as the one the
	  //    ECMAScript String value x represents.
	  return String(V)
	};

	// https://webidl.spec.whatwg.org/#es-ByteString
	webidl.converters.ByteString = function (V, prefix, argument) {
	  // 1. Let x be ? ToString(V).
	  if (typeof V === 'symbol') {
	    throw webidl.errors.exception({
	      header: prefix,
	      message: `${argument} is a symbol, which cannot be converted to a ByteString.`
	    })
	  }

	  const x = String(V);

	  // 2. If the value of any element of x is greater than
	  //    255, then throw a TypeError.
	  for (let index = 0; index < x.length; index++) {
	    if (x.charCodeAt(index) > 255) {
	      throw new TypeError(
	        'Cannot convert argument to a ByteString because the character at ' +
	        `index ${index} has a value of ${x.charCodeAt(index)} which is greater than 255.`
	      )
	    }
	  }

	  // 3. Return an IDL ByteString value whose length is the
	  //    length of x, and where the value of each element is
	  //    the value of the corresponding element of x.
	  return x
	};

	/**
	 * @param {unknown} value
	 * @returns {string}
	 * @see https://webidl.spec.whatwg.org/#es-USVString
	 */
	webidl.converters.USVString = function (value) {
	  // TODO: rewrite this so we can control the errors thrown
	  if (typeof value === 'string') {
	    return value.toWellFormed()
	  }
	  return `${value}`.toWellFormed()
	};

	// https://webidl.spec.whatwg.org/#es-boolean
	webidl.converters.boolean = function (V) {
	  // 1. Let x be the result of computing ToBoolean(V).
	  // https://262.ecma-international.org/10.0/index.html#table-10
	  const x = Boolean(V);

	  // 2. Return the IDL boolean value that is the one that represents
	  //    the same truth value as the ECMAScript Boolean value x.
	  return x
	};

	// https://webidl.spec.whatwg.org/#es-any
	webidl.converters.any = function (V) {
	  return V
	};

	// https://webidl.spec.whatwg.org/#es-long-long
	webidl.converters['long long'] = function (V, prefix, argument) {
	  // 1. Let x be ? ConvertToInt(V, 64, "signed").
	  const x = webidl.util.ConvertToInt(V, 64, 'signed', 0, prefix, argument);

	  // 2. Return the IDL long long value that represents
	  //    the same numeric value as x.
	  return x
	};

	// https://webidl.spec.whatwg.org/#es-unsigned-long-long
	webidl.converters['unsigned long long'] = function (V, prefix, argument) {
	  // 1. Let x be ? ConvertToInt(V, 64, "unsigned").
	  const x = webidl.util.ConvertToInt(V, 64, 'unsigned', 0, prefix, argument);

	  // 2. Return the IDL unsigned long long value that
	  //    represents the same numeric value as x.
	  return x
	};

	// https://webidl.spec.whatwg.org/#es-unsigned-long
	webidl.converters['unsigned long'] = function (V, prefix, argument) {
	  // 1. Let x be ? ConvertToInt(V, 32, "unsigned").
	  const x = webidl.util.ConvertToInt(V, 32, 'unsigned', 0, prefix, argument);

	  // 2. Return the IDL unsigned long value that
	  //    represents the same numeric value as x.
	  return x
	};

	// https://webidl.spec.whatwg.org/#es-unsigned-short
	webidl.converters['unsigned short'] = function (V, prefix, argument, flags) {
	  // 1. Let x be ? ConvertToInt(V, 16, "unsigned").
	  const x = webidl.util.ConvertToInt(V, 16, 'unsigned', flags, prefix, argument);

	  // 2. Return the IDL unsigned short value that represents
	  //    the same numeric value as x.
	  return x
	};

	// https://webidl.spec.whatwg.org/#idl-ArrayBuffer
	webidl.converters.ArrayBuffer = function (V, prefix, argument, flags) {
	  // 1. If V is not an Object, or V does not have an
	  //    [[ArrayBufferData]] internal slot, then throw a
	  //    TypeError.
	  // 2. If IsSharedArrayBuffer(V) is true, then throw a
	  //    TypeError.
	  // see: https://tc39.es/ecma262/#sec-properties-of-the-arraybuffer-instances
	  if (
	    webidl.util.Type(V) !== OBJECT ||
	    !types.isArrayBuffer(V)
	  ) {
	    throw webidl.errors.conversionFailed({
	      prefix,
	      argument: `${argument} ("${webidl.util.Stringify(V)}")`,
	      types: ['ArrayBuffer']
	    })
	  }

	  // 3. If the conversion is not to an IDL type associated
	  //    with the [AllowResizable] extended attribute, and
	  //    IsResizableArrayBuffer(V) is true, then throw a
	  //    TypeError.
	  if (!webidl.util.HasFlag(flags, webidl.attributes.AllowResizable) && webidl.util.IsResizableArrayBuffer(V)) {
	    throw webidl.errors.exception({
	      header: prefix,
	      message: `${argument} cannot be a resizable ArrayBuffer.`
	    })
	  }

	  // 4. Return the IDL ArrayBuffer value that is a
	  //    reference to the same object as V.
	  return V
	};

	// https://webidl.spec.whatwg.org/#idl-SharedArrayBuffer
	webidl.converters.SharedArrayBuffer = function (V, prefix, argument, flags) {
	  // 1. If V is not an Object, or V does not have an
	  //    [[ArrayBufferData]] internal slot, then throw a
	  //    TypeError.
	  // 2. If IsSharedArrayBuffer(V) is false, then throw a
	  //    TypeError.
	  // see: https://tc39.es/ecma262/#sec-properties-of-the-sharedarraybuffer-instances
	  if (
	    webidl.util.Type(V) !== OBJECT ||
	    !types.isSharedArrayBuffer(V)
	  ) {
	    throw webidl.errors.conversionFailed({
	      prefix,
	      argument: `${argument} ("${webidl.util.Stringify(V)}")`,
	      types: ['SharedArrayBuffer']
	    })
	  }

	  // 3. If the conversion is not to an IDL type associated
	  //    with the [AllowResizable] extended attribute, and
	  //    IsResizableArrayBuffer(V) is true, then throw a
	  //    TypeError.
	  if (!webidl.util.HasFlag(flags, webidl.attributes.AllowResizable) && webidl.util.IsResizableArrayBuffer(V)) {
	    throw webidl.errors.exception({
	      header: prefix,
	      message: `${argument} cannot be a resizable SharedArrayBuffer.`
	    })
	  }

	  // 4. Return the IDL SharedArrayBuffer value that is a
	  //    reference to the same object as V.
	  return V
	};

	// https://webidl.spec.whatwg.org/#dfn-typed-array-type
	webidl.converters.TypedArray = function (V, T, prefix, argument, flags) {
	  // 1. Let T be the IDL type V is being converted to.

	  // 2. If Type(V) is not Object, or V does not have a
	  //    [[TypedArrayName]] internal slot with a value
	  //    equal to T’s name, then throw a TypeError.
	  if (
	    webidl.util.Type(V) !== OBJECT ||
	    !types.isTypedArray(V) ||
	    V.constructor.name !== T.name
	  ) {
	    throw webidl.errors.conversionFailed({
	      prefix,
	      argument: `${argument} ("${webidl.util.Stringify(V)}")`,
	      types: [T.name]
	    })
	  }

	  // 3. If the conversion is not to an IDL type associated
	  //    with the [AllowShared] extended attribute, and
	  //    IsSharedArrayBuffer(V.[[ViewedArrayBuffer]]) is
	  //    true, then throw a TypeError.
	  if (!webidl.util.HasFlag(flags, webidl.attributes.AllowShared) && types.isSharedArrayBuffer(V.buffer)) {
	    throw webidl.errors.exception({
	      header: prefix,
	      message: `${argument} cannot be a view on a shared array buffer.`
	    })
	  }

	  // 4. If the conversion is not to an IDL type associated
	  //    with the [AllowResizable] extended attribute, and
	  //    IsResizableArrayBuffer(V.[[ViewedArrayBuffer]]) is
	  //    true, then throw a TypeError.
	  if (!webidl.util.HasFlag(flags, webidl.attributes.AllowResizable) && webidl.util.IsResizableArrayBuffer(V.buffer)) {
	    throw webidl.errors.exception({
	      header: prefix,
	      message: `${argument} cannot be a view on a resizable array buffer.`
	    })
	  }

	  // 5. Return the IDL value of type T that is a reference
	  //    to the same object as V.
	  return V
	};

	// https://webidl.spec.whatwg.org/#idl-DataView
	webidl.converters.DataView = function (V, prefix, argument, flags) {
	  // 1. If Type(V) is not Object, or V does not have a
	  //    [[DataView]] internal slot, then throw a TypeError.
	  if (webidl.util.Type(V) !== OBJECT || !types.isDataView(V)) {
	    throw webidl.errors.conversionFailed({
	      prefix,
	      argument: `${argument} ("${webidl.util.Stringify(V)}")`,
	      types: ['DataView']
	    })
	  }

	  // 2. If the conversion is not to an IDL type associated
	  //    with the [AllowShared] extended attribute, and
	  //    IsSharedArrayBuffer(V.[[ViewedArrayBuffer]]) is true,
	  //    then throw a TypeError.
	  if (!webidl.util.HasFlag(flags, webidl.attributes.AllowShared) && types.isSharedArrayBuffer(V.buffer)) {
	    throw webidl.errors.exception({
	      header: prefix,
	      message: `${argument} cannot be a view on a shared array buffer.`
	    })
	  }

	  // 3. If the conversion is not to an IDL type associated
	  //    with the [AllowResizable] extended attribute, and
	  //    IsResizableArrayBuffer(V.[[ViewedArrayBuffer]]) is
	  //    true, then throw a TypeError.
	  if (!webidl.util.HasFlag(flags, webidl.attributes.AllowResizable) && webidl.util.IsResizableArrayBuffer(V.buffer)) {
	    throw webidl.errors.exception({
	      header: prefix,
	      message: `${argument} cannot be a view on a resizable array buffer.`
	    })
	  }

	  // 4. Return the IDL DataView value that is a reference
	  //    to the same object as V.
	  return V
	};

	// https://webidl.spec.whatwg.org/#ArrayBufferView
	webidl.converters.ArrayBufferView = function (V, prefix, argument, flags) {
	  if (
	    webidl.util.Type(V) !== OBJECT ||
	    !types.isArrayBufferView(V)
	  ) {
	    throw webidl.errors.conversionFailed({
	      prefix,
	      argument: `${argument} ("${webidl.util.Stringify(V)}")`,
	      types: ['ArrayBufferView']
	    })
	  }

	  if (!webidl.util.HasFlag(flags, webidl.attributes.AllowShared) && types.isSharedArrayBuffer(V.buffer)) {
	    throw webidl.errors.exception({
	      header: prefix,
	      message: `${argument} cannot be a view on a shared array buffer.`
	    })
	  }

	  if (!webidl.util.HasFlag(flags, webidl.attributes.AllowResizable) && webidl.util.IsResizableArrayBuffer(V.buffer)) {
	    throw webidl.errors.exception({
	      header: prefix,
	      message: `${argument} cannot be a view on a resizable array buffer.`
	    })
	  }

	  return V
	};

	// https://webidl.spec.whatwg.org/#BufferSource
	webidl.converters.BufferSource = function (V, prefix, argument, flags) {
	  if (types.isArrayBuffer(V)) {
	    return webidl.converters.ArrayBuffer(V, prefix, argument, flags)
	  }

	  if (types.isArrayBufferView(V)) {
	    flags &= ~webidl.attributes.AllowShared;

	    return webidl.converters.ArrayBufferView(V, prefix, argument, flags)
	  }

	  // Make this explicit for easier debugging
	  if (types.isSharedArrayBuffer(V)) {
	    throw webidl.errors.exception({
	      header: prefix,
	      message: `${argument} cannot be a SharedArrayBuffer.`
	    })
	  }

	  throw webidl.errors.conversionFailed({
	    prefix,
	    argument: `${argument} ("${webidl.util.Stringify(V)}")`,
	    types: ['ArrayBuffer', 'ArrayBufferView']
	  })
	};

	// https://webidl.spec.whatwg.org/#AllowSharedBufferSource
	webidl.converters.AllowSharedBufferSource = function (V, prefix, argument, flags) {
	  if (types.isArrayBuffer(V)) {
	    return webidl.converters.ArrayBuffer(V, prefix, argument, flags)
	  }

	  if (types.isSharedArrayBuffer(V)) {
	    return webidl.converters.SharedArrayBuffer(V, prefix, argument, flags)
	  }

	  if (types.isArrayBufferView(V)) {
	    flags |= webidl.attributes.AllowShared;
	    return webidl.converters.ArrayBufferView(V, prefix, argument, flags)
	  }

	  throw webidl.errors.conversionFailed({
	    prefix,
	    argument: `${argument} ("${webidl.util.Stringify(V)}")`,
	    types: ['ArrayBuffer', 'SharedArrayBuffer', 'ArrayBufferView']
	  })
	};

	webidl.converters['sequence<ByteString>'] = webidl.sequenceConverter(
	  webidl.converters.ByteString
	);

	webidl.converters['sequence<sequence<ByteString>>'] = webidl.sequenceConverter(
	  webidl.converters['sequence<ByteString>']
	);

	webidl.converters['record<ByteString, ByteString>'] = webidl.recordConverter(
	  webidl.converters.ByteString,
	  webidl.converters.ByteString
	);

	webidl.converters.Blob = webidl.interfaceConverter(webidl.is.Blob, 'Blob');

	webidl.converters.AbortSignal = webidl.interfaceConverter(
	  webidl.is.AbortSignal,
	  'AbortSignal'
	);

	/**
	 * [LegacyTreatNonObjectAsNull]
	 * callback EventHandlerNonNull = any (Event event);
	 * typedef EventHandlerNonNull? EventHandler;
	 * @param {*} V
	 */
	webidl.converters.EventHandlerNonNull = function (V) {
	  if (webidl.util.Type(V) !== OBJECT) {
	    return null
	  }

	  // [I]f the value is not an object, it will be converted to null, and if the value is not callable,
	  // it will be converted to a callback function value that does nothing when called.
	  if (typeof V === 'function') {
	    return V
	  }

	  return () => {}
	};

	webidl.attributes = {
	  Clamp: 1 << 0,
	  EnforceRange: 1 << 1,
	  AllowShared: 1 << 2,
	  AllowResizable: 1 << 3,
	  LegacyNullToEmptyString: 1 << 4
	};

	webidl_1 = {
	  webidl
	};
	return webidl_1;
}

var util;
var hasRequiredUtil;

function requireUtil () {
	if (hasRequiredUtil) return util;
	hasRequiredUtil = 1;

	const { Transform } = builtin$5;
	const zlib = builtin$c;
	const { redirectStatusSet, referrerPolicyTokens, badPortsSet } = requireConstants$1();
	const { getGlobalOrigin } = requireGlobal();
	const { collectAnHTTPQuotedString, parseMIMEType } = requireDataUrl();
	const { performance } = builtin$a;
	const { isValidHTTPToken, normalizedMethodRecordsBase } = requireUtil$1();
	const assert = builtin$4;
	const { isUint8Array } = builtin$b;
	const { webidl } = requireWebidl();
	const { isomorphicEncode, collectASequenceOfCodePoints, removeChars } = requireInfra();

	function responseURL (response) {
	  // https://fetch.spec.whatwg.org/#responses
	  // A response has an associated URL. It is a pointer to the last URL
	  // in response’s URL list and null if response’s URL list is empty.
	  const urlList = response.urlList;
	  const length = urlList.length;
	  return length === 0 ? null : urlList[length - 1].toString()
	}

	// https://fetch.spec.whatwg.org/#concept-response-location-url
	function responseLocationURL (response, requestFragment) {
	  // 1. If response’s status is not a redirect status, then return null.
	  if (!redirectStatusSet.has(response.status)) {
	    return null
	  }

	  // 2. Let location be the result of extracting header list values given
	  // `Location` and response’s header list.
	  let location = response.headersList.get('location', true);

	  // 3. If location is a header value, then set location to the result of
	  //    parsing location with response’s URL.
	  if (location !== null && isValidHeaderValue(location)) {
	    if (!isValidEncodedURL(location)) {
	      // Some websites respond location header in UTF-8 form without encoding them as ASCII
	      // and major browsers redirect them to correctly UTF-8 encoded addresses.
	      // Here, we handle that behavior in the same way.
	      location = normalizeBinaryStringToUtf8(location);
	    }
	    location = new URL(location, responseURL(response));
	  }

	  // 4. If location is a URL whose fragment is null, then set location’s
	  // fragment to requestFragment.
	  if (location && !location.hash) {
	    location.hash = requestFragment;
	  }

	  // 5. Return location.
	  return location
	}

	/**
	 * @see https://www.rfc-editor.org/rfc/rfc1738#section-2.2
	 * @param {string} url
	 * @returns {boolean}
	 */
	function isValidEncodedURL (url) {
	  for (let i = 0; i < url.length; ++i) {
	    const code = url.charCodeAt(i);

	    if (
	      code > 0x7E || // Non-US-ASCII + DEL
	      code < 0x20 // Control characters NUL - US
	    ) {
	      return false
	    }
	  }
	  return true
	}

	/**
	 * If string contains non-ASCII characters, assumes it's UTF-8 encoded and decodes it.
	 * Since UTF-8 is a superset of ASCII, this will work for ASCII strings as well.
	 * @param {string} value
	 * @returns {string}
	 */
	function normalizeBinaryStringToUtf8 (value) {
	  return Buffer.from(value, 'binary').toString('utf8')
	}

	/** @returns {URL} */
	function requestCurrentURL (request) {
	  return request.urlList[request.urlList.length - 1]
	}

	function requestBadPort (request) {
	  // 1. Let url be request’s current URL.
	  const url = requestCurrentURL(request);

	  // 2. If url’s scheme is an HTTP(S) scheme and url’s port is a bad port,
	  // then return blocked.
	  if (urlIsHttpHttpsScheme(url) && badPortsSet.has(url.port)) {
	    return 'blocked'
	  }

	  // 3. Return allowed.
	  return 'allowed'
	}

	function isErrorLike (object) {
	  return object instanceof Error || (
	    object?.constructor?.name === 'Error' ||
	    object?.constructor?.name === 'DOMException'
	  )
	}

	// Check whether |statusText| is a ByteString and
	// matches the Reason-Phrase token production.
	// RFC 2616: https://tools.ietf.org/html/rfc2616
	// RFC 7230: https://tools.ietf.org/html/rfc7230
	// "reason-phrase = *( HTAB / SP / VCHAR / obs-text )"
	// https://github.com/chromium/chromium/blob/94.0.4604.1/third_party/blink/renderer/core/fetch/response.cc#L116
	function isValidReasonPhrase (statusText) {
	  for (let i = 0; i < statusText.length; ++i) {
	    const c = statusText.charCodeAt(i);
	    if (
	      !(
	        (
	          c === 0x09 || // HTAB
	          (c >= 0x20 && c <= 0x7e) || // SP / VCHAR
	          (c >= 0x80 && c <= 0xff)
	        ) // obs-text
	      )
	    ) {
	      return false
	    }
	  }
	  return true
	}

	/**
	 * @see https://fetch.spec.whatwg.org/#header-name
	 * @param {string} potentialValue
	 */
	const isValidHeaderName = isValidHTTPToken;

	/**
	 * @see https://fetch.spec.whatwg.org/#header-value
	 * @param {string} potentialValue
	 */
	function isValidHeaderValue (potentialValue) {
	  // - Has no leading or trailing HTTP tab or space bytes.
	  // - Contains no 0x00 (NUL) or HTTP newline bytes.
	  return (
	    potentialValue[0] === '\t' ||
	    potentialValue[0] === ' ' ||
	    potentialValue[potentialValue.length - 1] === '\t' ||
	    potentialValue[potentialValue.length - 1] === ' ' ||
	    potentialValue.includes('\n') ||
	    potentialValue.includes('\r') ||
	    potentialValue.includes('\0')
	  ) === false
	}

	/**
	 * Parse a referrer policy from a Referrer-Policy header
	 * @see https://w3c.github.io/webappsec-referrer-policy/#parse-referrer-policy-from-header
	 */
	function parseReferrerPolicy (actualResponse) {
	  // 1. Let policy-tokens be the result of extracting header list values given `Referrer-Policy` and response’s header list.
	  const policyHeader = (actualResponse.headersList.get('referrer-policy', true) ?? '').split(',');

	  // 2. Let policy be the empty string.
	  let policy = '';

	  // 3. For each token in policy-tokens, if token is a referrer policy and token is not the empty string, then set policy to token.

	  // Note: As the referrer-policy can contain multiple policies
	  // separated by comma, we need to loop through all of them
	  // and pick the first valid one.
	  // Ref: https://developer.mozilla.org/en-US/docs/Web/HTTP/Headers/Referrer-Policy#specify_a_fallback_policy
	  if (policyHeader.length) {
	    // The right-most policy takes precedence.
	    // The left-most policy is the fallback.
	    for (let i = policyHeader.length; i !== 0; i--) {
	      const token = policyHeader[i - 1].trim();
	      if (referrerPolicyTokens.has(token)) {
	        policy = token;
	        break
	      }
	    }
	  }

	  // 4. Return policy.
	  return policy
	}

	/**
	 * Given a request request and a response actualResponse, this algorithm
	 * updates request’s referrer policy according to the Referrer-Policy
	 * header (if any) in actualResponse.
	 * @see https://w3c.github.io/webappsec-referrer-policy/#set-requests-referrer-policy-on-redirect
	 * @param {import('./request').Request} request
	 * @param {import('./response').Response} actualResponse
	 */
	function setRequestReferrerPolicyOnRedirect (request, actualResponse) {
	  // 1. Let policy be the result of executing § 8.1 Parse a referrer policy
	  // from a Referrer-Policy header on actualResponse.
	  const policy = parseReferrerPolicy(actualResponse);

	  // 2. If policy is not the empty string, then set request’s referrer policy to policy.
	  if (policy !== '') {
	    request.referrerPolicy = policy;
	  }
	}

	// https://fetch.spec.whatwg.org/#cross-origin-resource-policy-check
	function crossOriginResourcePolicyCheck () {
	  // TODO
	  return 'allowed'
	}

	// https://fetch.spec.whatwg.org/#concept-cors-check
	function corsCheck () {
	  // TODO
	  return 'success'
	}

	// https://fetch.spec.whatwg.org/#concept-tao-check
	function TAOCheck () {
	  // TODO
	  return 'success'
	}

	// https://w3c.github.io/webappsec-fetch-metadata/#abstract-opdef-append-the-fetch-metadata-headers-for-a-request
	function appendFetchMetadata (httpRequest) {
	  //  1. If r’s url is not a potentially trustworthy URL, return.
	  if (!isURLPotentiallyTrustworthy(requestCurrentURL(httpRequest))) {
	    return
	  }

	  //  https://w3c.github.io/webappsec-fetch-metadata/#sec-fetch-dest-header
	  //  TODO

	  //  https://w3c.github.io/webappsec-fetch-metadata/#sec-fetch-mode-header

	  //  1. Assert: r’s url is a potentially trustworthy URL.

	  //  2. Let header be a Structured Header whose value is a token.
	  let header = null;

	  //  3. Set header’s value to r’s mode.
	  header = httpRequest.mode;

	  //  4. Set a structured field value `Sec-Fetch-Mode`/header in r’s header list.
	  httpRequest.headersList.set('sec-fetch-mode', header, true);

	  //  https://w3c.github.io/webappsec-fetch-metadata/#sec-fetch-site-header
	  //  TODO

	  //  https://w3c.github.io/webappsec-fetch-metadata/#sec-fetch-user-header
	  //  TODO
	}

	// https://fetch.spec.whatwg.org/#append-a-request-origin-header
	function appendRequestOriginHeader (request) {
	  // 1. Let serializedOrigin be the result of byte-serializing a request origin
	  //    with request.
	  // TODO: implement "byte-serializing a request origin"
	  let serializedOrigin = request.origin;

	  // - "'client' is changed to an origin during fetching."
	  //   This doesn't happen in undici (in most cases) because undici, by default,
	  //   has no concept of origin.
	  // - request.origin can also be set to request.client.origin (client being
	  //   an environment settings object), which is undefined without using
	  //   setGlobalOrigin.
	  if (serializedOrigin === 'client' || serializedOrigin === undefined) {
	    return
	  }

	  // 2. If request’s response tainting is "cors" or request’s mode is "websocket",
	  //    then append (`Origin`, serializedOrigin) to request’s header list.
	  // 3. Otherwise, if request’s method is neither `GET` nor `HEAD`, then:
	  if (request.responseTainting === 'cors' || request.mode === 'websocket') {
	    request.headersList.append('origin', serializedOrigin, true);
	  } else if (request.method !== 'GET' && request.method !== 'HEAD') {
	    // 1. Switch on request’s referrer policy:
	    switch (request.referrerPolicy) {
	      case 'no-referrer':
	        // Set serializedOrigin to `null`.
	        serializedOrigin = null;
	        break
	      case 'no-referrer-when-downgrade':
	      case 'strict-origin':
	      case 'strict-origin-when-cross-origin':
	        // If request’s origin is a tuple origin, its scheme is "https", and
	        // request’s current URL’s scheme is not "https", then set
	        // serializedOrigin to `null`.
	        if (request.origin && urlHasHttpsScheme(request.origin) && !urlHasHttpsScheme(requestCurrentURL(request))) {
	          serializedOrigin = null;
	        }
	        break
	      case 'same-origin':
	        // If request’s origin is not same origin with request’s current URL’s
	        // origin, then set serializedOrigin to `null`.
	        if (!sameOrigin(request, requestCurrentURL(request))) {
	          serializedOrigin = null;
	        }
	        break
	        // Do nothing.
	    }

	    // 2. Append (`Origin`, serializedOrigin) to request’s header list.
	    request.headersList.append('origin', serializedOrigin, true);
	  }
	}

	// https://w3c.github.io/hr-time/#dfn-coarsen-time
	function coarsenTime (timestamp, crossOriginIsolatedCapability) {
	  // TODO
	  return timestamp
	}

	// https://fetch.spec.whatwg.org/#clamp-and-coarsen-connection-timing-info
	function clampAndCoarsenConnectionTimingInfo (connectionTimingInfo, defaultStartTime, crossOriginIsolatedCapability) {
	  if (!connectionTimingInfo?.startTime || connectionTimingInfo.startTime < defaultStartTime) {
	    return {
	      domainLookupStartTime: defaultStartTime,
	      domainLookupEndTime: defaultStartTime,
	      connectionStartTime: defaultStartTime,
	      connectionEndTime: defaultStartTime,
	      secureConnectionStartTime: defaultStartTime,
	      ALPNNegotiatedProtocol: connectionTimingInfo?.ALPNNegotiatedProtocol
	    }
	  }

	  return {
	    domainLookupStartTime: coarsenTime(connectionTimingInfo.domainLookupStartTime),
	    domainLookupEndTime: coarsenTime(connectionTimingInfo.domainLookupEndTime),
	    connectionStartTime: coarsenTime(connectionTimingInfo.connectionStartTime),
	    connectionEndTime: coarsenTime(connectionTimingInfo.connectionEndTime),
	    secureConnectionStartTime: coarsenTime(connectionTimingInfo.secureConnectionStartTime),
	    ALPNNegotiatedProtocol: connectionTimingInfo.ALPNNegotiatedProtocol
	  }
	}

	// https://w3c.github.io/hr-time/#dfn-coarsened-shared-current-time
	function coarsenedSharedCurrentTime (crossOriginIsolatedCapability) {
	  return coarsenTime(performance.now())
	}

	// https://fetch.spec.whatwg.org/#create-an-opaque-timing-info
	function createOpaqueTimingInfo (timingInfo) {
	  return {
	    startTime: timingInfo.startTime ?? 0,
	    redirectStartTime: 0,
	    redirectEndTime: 0,
	    postRedirectStartTime: timingInfo.startTime ?? 0,
	    finalServiceWorkerStartTime: 0,
	    finalNetworkResponseStartTime: 0,
	    finalNetworkRequestStartTime: 0,
	    endTime: 0,
	    encodedBodySize: 0,
	    decodedBodySize: 0,
	    finalConnectionTimingInfo: null
	  }
	}

	// https://html.spec.whatwg.org/multipage/origin.html#policy-container
	function makePolicyContainer () {
	  // Note: the fetch spec doesn't make use of embedder policy or CSP list
	  return {
	    referrerPolicy: 'strict-origin-when-cross-origin'
	  }
	}

	// https://html.spec.whatwg.org/multipage/origin.html#clone-a-policy-container
	function clonePolicyContainer (policyContainer) {
	  return {
	    referrerPolicy: policyContainer.referrerPolicy
	  }
	}

	/**
	 * Determine request’s Referrer
	 *
	 * @see https://w3c.github.io/webappsec-referrer-policy/#determine-requests-referrer
	 */
	function determineRequestsReferrer (request) {
	  // Given a request request, we can determine the correct referrer information
	  // to send by examining its referrer policy as detailed in the following
	  // steps, which return either no referrer or a URL:

	  // 1. Let policy be request's referrer policy.
	  const policy = request.referrerPolicy;

	  // Note: policy cannot (shouldn't) be null or an empty string.
	  assert(policy);

	  // 2. Let environment be request’s client.

	  let referrerSource = null;

	  // 3. Switch on request’s referrer:

	  // "client"
	  if (request.referrer === 'client') {
	    // Note: node isn't a browser and doesn't implement document/iframes,
	    // so we bypass this step and replace it with our own.

	    const globalOrigin = getGlobalOrigin();

	    if (!globalOrigin || globalOrigin.origin === 'null') {
	      return 'no-referrer'
	    }

	    // Note: we need to clone it as it's mutated
	    referrerSource = new URL(globalOrigin);
	  // a URL
	  } else if (webidl.is.URL(request.referrer)) {
	    // Let referrerSource be request’s referrer.
	    referrerSource = request.referrer;
	  }

	  // 4. Let request’s referrerURL be the result of stripping referrerSource for
	  //    use as a referrer.
	  let referrerURL = stripURLForReferrer(referrerSource);

	  // 5. Let referrerOrigin be the result of stripping referrerSource for use as
	  //    a referrer, with the origin-only flag set to true.
	  const referrerOrigin = stripURLForReferrer(referrerSource, true);

	  // 6. If the result of serializing referrerURL is a string whose length is
	  //    greater than 4096, set referrerURL to referrerOrigin.
	  if (referrerURL.toString().length > 4096) {
	    referrerURL = referrerOrigin;
	  }

	  // 7. The user agent MAY alter referrerURL or referrerOrigin at this point
	  // to enforce arbitrary policy considerations in the interests of minimizing
	  // data leakage. For example, the user agent could strip the URL down to an
	  // origin, modify its host, replace it with an empty string, etc.

	  // 8. Execute the switch statements corresponding to the value of policy:
	  switch (policy) {
	    case 'no-referrer':
	      // Return no referrer
	      return 'no-referrer'
	    case 'origin':
	      // Return referrerOrigin
	      if (referrerOrigin != null) {
	        return referrerOrigin
	      }
	      return stripURLForReferrer(referrerSource, true)
	    case 'unsafe-url':
	      // Return referrerURL.
	      return referrerURL
	    case 'strict-origin': {
	      const currentURL = requestCurrentURL(request);

	      // 1. If referrerURL is a potentially trustworthy URL and request’s
	      //    current URL is not a potentially trustworthy URL, then return no
	      //    referrer.
	      if (isURLPotentiallyTrustworthy(referrerURL) && !isURLPotentiallyTrustworthy(currentURL)) {
	        return 'no-referrer'
	      }
	      // 2. Return referrerOrigin
	      return referrerOrigin
	    }
	    case 'strict-origin-when-cross-origin': {
	      const currentURL = requestCurrentURL(request);

	      // 1. If the origin of referrerURL and the origin of request’s current
	      //    URL are the same, then return referrerURL.
	      if (sameOrigin(referrerURL, currentURL)) {
	        return referrerURL
	      }

	      // 2. If referrerURL is a potentially trustworthy URL and request’s
	      //    current URL is not a potentially trustworthy URL, then return no
	      //    referrer.
	      if (isURLPotentiallyTrustworthy(referrerURL) && !isURLPotentiallyTrustworthy(currentURL)) {
	        return 'no-referrer'
	      }

	      // 3. Return referrerOrigin.
	      return referrerOrigin
	    }
	    case 'same-origin':
	      // 1. If the origin of referrerURL and the origin of request’s current
	      // URL are the same, then return referrerURL.
	      if (sameOrigin(request, referrerURL)) {
	        return referrerURL
	      }
	      // 2. Return no referrer.
	      return 'no-referrer'
	    case 'origin-when-cross-origin':
	      // 1. If the origin of referrerURL and the origin of request’s current
	      // URL are the same, then return referrerURL.
	      if (sameOrigin(request, referrerURL)) {
	        return referrerURL
	      }
	      // 2. Return referrerOrigin.
	      return referrerOrigin
	    case 'no-referrer-when-downgrade': {
	      const currentURL = requestCurrentURL(request);

	      // 1. If referrerURL is a potentially trustworthy URL and request’s
	      //    current URL is not a potentially trustworthy URL, then return no
	      //    referrer.
	      if (isURLPotentiallyTrustworthy(referrerURL) && !isURLPotentiallyTrustworthy(currentURL)) {
	        return 'no-referrer'
	      }
	      // 2. Return referrerURL.
	      return referrerURL
	    }
	  }
	}

	/**
	 * Certain portions of URLs must not be included when sending a URL as the
	 * value of a `Referer` header: a URLs fragment, username, and password
	 * components must be stripped from the URL before it’s sent out. This
	 * algorithm accepts a origin-only flag, which defaults to false. If set to
	 * true, the algorithm will additionally remove the URL’s path and query
	 * components, leaving only the scheme, host, and port.
	 *
	 * @see https://w3c.github.io/webappsec-referrer-policy/#strip-url
	 * @param {URL} url
	 * @param {boolean} [originOnly=false]
	 */
	function stripURLForReferrer (url, originOnly = false) {
	  // 1. Assert: url is a URL.
	  assert(webidl.is.URL(url));

	  // Note: Create a new URL instance to avoid mutating the original URL.
	  url = new URL(url);

	  // 2. If url’s scheme is a local scheme, then return no referrer.
	  if (urlIsLocal(url)) {
	    return 'no-referrer'
	  }

	  // 3. Set url’s username to the empty string.
	  url.username = '';

	  // 4. Set url’s password to the empty string.
	  url.password = '';

	  // 5. Set url’s fragment to null.
	  url.hash = '';

	  // 6. If the origin-only flag is true, then:
	  if (originOnly === true) {
	    // 1. Set url’s path to « the empty string ».
	    url.pathname = '';

	    // 2. Set url’s query to null.
	    url.search = '';
	  }

	  // 7. Return url.
	  return url
	}

	const isPotentialleTrustworthyIPv4 = RegExp.prototype.test
	  .bind(/^127\.(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]\d|\d)\.){2}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]\d|\d)$/);

	const isPotentiallyTrustworthyIPv6 = RegExp.prototype.test
	  .bind(/^(?:(?:0{1,4}:){7}|(?:0{1,4}:){1,6}:|::)0{0,3}1$/);

	/**
	 * Check if host matches one of the CIDR notations 127.0.0.0/8 or ::1/128.
	 *
	 * @param {string} origin
	 * @returns {boolean}
	 */
	function isOriginIPPotentiallyTrustworthy (origin) {
	  // IPv6
	  if (origin.includes(':')) {
	    // Remove brackets from IPv6 addresses
	    if (origin[0] === '[' && origin[origin.length - 1] === ']') {
	      origin = origin.slice(1, -1);
	    }
	    return isPotentiallyTrustworthyIPv6(origin)
	  }

	  // IPv4
	  return isPotentialleTrustworthyIPv4(origin)
	}

	/**
	 * A potentially trustworthy origin is one which a user agent can generally
	 * trust as delivering data securely.
	 *
	 * Return value `true` means `Potentially Trustworthy`.
	 * Return value `false` means `Not Trustworthy`.
	 *
	 * @see https://w3c.github.io/webappsec-secure-contexts/#is-origin-trustworthy
	 * @param {string} origin
	 * @returns {boolean}
	 */
	function isOriginPotentiallyTrustworthy (origin) {
	  // 1. If origin is an opaque origin, return "Not Trustworthy".
	  if (origin == null || origin === 'null') {
	    return false
	  }

	  // 2. Assert: origin is a tuple origin.
	  origin = new URL(origin);

	  // 3. If origin’s scheme is either "https" or "wss",
	  //    return "Potentially Trustworthy".
	  if (origin.protocol === 'https:' || origin.protocol === 'wss:') {
	    return true
	  }

	  // 4. If origin’s host matches one of the CIDR notations 127.0.0.0/8 or
	  // ::1/128 [RFC4632], return "Potentially Trustworthy".
	  if (isOriginIPPotentiallyTrustworthy(origin.hostname)) {
	    return true
	  }

	  // 5. If the user agent conforms to the name resolution rules in
	  //    [let-localhost-be-localhost] and one of the following is true:

	  //    origin’s host is "localhost" or "localhost."
	  if (origin.hostname === 'localhost' || origin.hostname === 'localhost.') {
	    return true
	  }

	  //    origin’s host ends with ".localhost" or ".localhost."
	  if (origin.hostname.endsWith('.localhost') || origin.hostname.endsWith('.localhost.')) {
	    return true
	  }

	  // 6. If origin’s scheme is "file", return "Potentially Trustworthy".
	  if (origin.protocol === 'file:') {
	    return true
	  }

	  // 7. If origin’s scheme component is one which the user agent considers to
	  // be authenticated, return "Potentially Trustworthy".

	  // 8. If origin has been configured as a trustworthy origin, return
	  //    "Potentially Trustworthy".

	  // 9. Return "Not Trustworthy".
	  return false
	}

	/**
	 * A potentially trustworthy URL is one which either inherits context from its
	 * creator (about:blank, about:srcdoc, data) or one whose origin is a
	 * potentially trustworthy origin.
	 *
	 * Return value `true` means `Potentially Trustworthy`.
	 * Return value `false` means `Not Trustworthy`.
	 *
	 * @see https://www.w3.org/TR/secure-contexts/#is-url-trustworthy
	 * @param {URL} url
	 * @returns {boolean}
	 */
	function isURLPotentiallyTrustworthy (url) {
	  // Given a URL record (url), the following algorithm returns "Potentially
	  // Trustworthy" or "Not Trustworthy" as appropriate:
	  if (!webidl.is.URL(url)) {
	    return false
	  }

	  // 1. If url is "about:blank" or "about:srcdoc",
	  //    return "Potentially Trustworthy".
	  if (url.href === 'about:blank' || url.href === 'about:srcdoc') {
	    return true
	  }

	  // 2. If url’s scheme is "data", return "Potentially Trustworthy".
	  if (url.protocol === 'data:') return true

	  // Note: The origin of blob: URLs is the origin of the context in which they
	  // were created. Therefore, blobs created in a trustworthy origin will
	  // themselves be potentially trustworthy.
	  if (url.protocol === 'blob:') return true

	  // 3. Return the result of executing § 3.1 Is origin potentially trustworthy?
	  // on url’s origin.
	  return isOriginPotentiallyTrustworthy(url.origin)
	}

	// https://w3c.github.io/webappsec-upgrade-insecure-requests/#upgrade-request
	function tryUpgradeRequestToAPotentiallyTrustworthyURL (request) {
	  // TODO
	}

	/**
	 * @link {https://html.spec.whatwg.org/multipage/origin.html#same-origin}
	 * @param {URL} A
	 * @param {URL} B
	 */
	function sameOrigin (A, B) {
	  // 1. If A and B are the same opaque origin, then return true.
	  if (A.origin === B.origin && A.origin === 'null') {
	    return true
	  }

	  // 2. If A and B are both tuple origins and their schemes,
	  //    hosts, and port are identical, then return true.
	  if (A.protocol === B.protocol && A.hostname === B.hostname && A.port === B.port) {
	    return true
	  }

	  // 3. Return false.
	  return false
	}

	function isAborted (fetchParams) {
	  return fetchParams.controller.state === 'aborted'
	}

	function isCancelled (fetchParams) {
	  return fetchParams.controller.state === 'aborted' ||
	    fetchParams.controller.state === 'terminated'
	}

	/**
	 * @see https://fetch.spec.whatwg.org/#concept-method-normalize
	 * @param {string} method
	 */
	function normalizeMethod (method) {
	  return normalizedMethodRecordsBase[method.toLowerCase()] ?? method
	}

	// https://tc39.es/ecma262/#sec-%25iteratorprototype%25-object
	const esIteratorPrototype = Object.getPrototypeOf(Object.getPrototypeOf([][Symbol.iterator]()));

	/**
	 * @see https://webidl.spec.whatwg.org/#dfn-iterator-prototype-object
	 * @param {string} name name of the instance
	 * @param {((target: any) => any)} kInternalIterator
	 * @param {string | number} [keyIndex]
	 * @param {string | number} [valueIndex]
	 */
	function createIterator (name, kInternalIterator, keyIndex = 0, valueIndex = 1) {
	  class FastIterableIterator {
	    /** @type {any} */
	    #target
	    /** @type {'key' | 'value' | 'key+value'} */
	    #kind
	    /** @type {number} */
	    #index

	    /**
	     * @see https://webidl.spec.whatwg.org/#dfn-default-iterator-object
	     * @param {unknown} target
	     * @param {'key' | 'value' | 'key+value'} kind
	     */
	    constructor (target, kind) {
	      this.#target = target;
	      this.#kind = kind;
	      this.#index = 0;
	    }

	    next () {
	      // 1. Let interface be the interface for which the iterator prototype object exists.
	      // 2. Let thisValue be the this value.
	      // 3. Let object be ? ToObject(thisValue).
	      // 4. If object is a platform object, then perform a security
	      //    check, passing:
	      // 5. If object is not a default iterator object for interface,
	      //    then throw a TypeError.
	      if (typeof this !== 'object' || this === null || !(#target in this)) {
	        throw new TypeError(
	          `'next' called on an object that does not implement interface ${name} Iterator.`
	        )
	      }

	      // 6. Let index be object’s index.
	      // 7. Let kind be object’s kind.
	      // 8. Let values be object’s target's value pairs to iterate over.
	      const index = this.#index;
	      const values = kInternalIterator(this.#target);

	      // 9. Let len be the length of values.
	      const len = values.length;

	      // 10. If index is greater than or equal to len, then return
	      //     CreateIterResultObject(undefined, true).
	      if (index >= len) {
	        return {
	          value: undefined,
	          done: true
	        }
	      }

	      // 11. Let pair be the entry in values at index index.
	      const { [keyIndex]: key, [valueIndex]: value } = values[index];

	      // 12. Set object’s index to index + 1.
	      this.#index = index + 1;

	      // 13. Return the iterator result for pair and kind.

	      // https://webidl.spec.whatwg.org/#iterator-result

	      // 1. Let result be a value determined by the value of kind:
	      let result;
	      switch (this.#kind) {
	        case 'key':
	          // 1. Let idlKey be pair’s key.
	          // 2. Let key be the result of converting idlKey to an
	          //    ECMAScript value.
	          // 3. result is key.
	          result = key;
	          break
	        case 'value':
	          // 1. Let idlValue be pair’s value.
	          // 2. Let value be the result of converting idlValue to
	          //    an ECMAScript value.
	          // 3. result is value.
	          result = value;
	          break
	        case 'key+value':
	          // 1. Let idlKey be pair’s key.
	          // 2. Let idlValue be pair’s value.
	          // 3. Let key be the result of converting idlKey to an
	          //    ECMAScript value.
	          // 4. Let value be the result of converting idlValue to
	          //    an ECMAScript value.
	          // 5. Let array be ! ArrayCreate(2).
	          // 6. Call ! CreateDataProperty(array, "0", key).
	          // 7. Call ! CreateDataProperty(array, "1", value).
	          // 8. result is array.
	          result = [key, value];
	          break
	      }

	      // 2. Return CreateIterResultObject(result, false).
	      return {
	        value: result,
	        done: false
	      }
	    }
	  }

	  // https://webidl.spec.whatwg.org/#dfn-iterator-prototype-object
	  // @ts-ignore
	  delete FastIterableIterator.prototype.constructor;

	  Object.setPrototypeOf(FastIterableIterator.prototype, esIteratorPrototype);

	  Object.defineProperties(FastIterableIterator.prototype, {
	    [Symbol.toStringTag]: {
	      writable: false,
	      enumerable: false,
	      configurable: true,
	      value: `${name} Iterator`
	    },
	    next: { writable: true, enumerable: true, configurable: true }
	  });

	  /**
	   * @param {unknown} target
	   * @param {'key' | 'value' | 'key+value'} kind
	   * @returns {IterableIterator<any>}
	   */
	  return function (target, kind) {
	    return new FastIterableIterator(target, kind)
	  }
	}

	/**
	 * @see https://webidl.spec.whatwg.org/#dfn-iterator-prototype-object
	 * @param {string} name name of the instance
	 * @param {any} object class
	 * @param {(target: any) => any} kInternalIterator
	 * @param {string | number} [keyIndex]
	 * @param {string | number} [valueIndex]
	 * @param {import('../../../types/webidl').WebidlIsFunction} brandCheck
	 */
	function iteratorMixin (name, object, kInternalIterator, keyIndex = 0, valueIndex = 1, brandCheck) {
	  const makeIterator = createIterator(name, kInternalIterator, keyIndex, valueIndex);

	  const properties = {
	    keys: {
	      writable: true,
	      enumerable: true,
	      configurable: true,
	      value: function keys () {
	        webidl.brandCheck(this, brandCheck);
	        return makeIterator(this, 'key')
	      }
	    },
	    values: {
	      writable: true,
	      enumerable: true,
	      configurable: true,
	      value: function values () {
	        webidl.brandCheck(this, brandCheck);
	        return makeIterator(this, 'value')
	      }
	    },
	    entries: {
	      writable: true,
	      enumerable: true,
	      configurable: true,
	      value: function entries () {
	        webidl.brandCheck(this, brandCheck);
	        return makeIterator(this, 'key+value')
	      }
	    },
	    forEach: {
	      writable: true,
	      enumerable: true,
	      configurable: true,
	      value: function forEach (callbackfn, thisArg = globalThis) {
	        webidl.brandCheck(this, brandCheck);
	        webidl.argumentLengthCheck(arguments, 1, `${name}.forEach`);
	        if (typeof callbackfn !== 'function') {
	          throw new TypeError(
	            `Failed to execute 'forEach' on '${name}': parameter 1 is not of type 'Function'.`
	          )
	        }
	        for (const { 0: key, 1: value } of makeIterator(this, 'key+value')) {
	          callbackfn.call(thisArg, value, key, this);
	        }
	      }
	    }
	  };

	  return Object.defineProperties(object.prototype, {
	    ...properties,
	    [Symbol.iterator]: {
	      writable: true,
	      enumerable: false,
	      configurable: true,
	      value: properties.entries.value
	    }
	  })
	}

	/**
	 * @param {import('./body').ExtractBodyResult} body
	 * @param {(bytes: Uint8Array) => void} processBody
	 * @param {(error: Error) => void} processBodyError
	 * @returns {void}
	 *
	 * @see https://fetch.spec.whatwg.org/#body-fully-read
	 */
	function fullyReadBody (body, processBody, processBodyError) {
	  // 1. If taskDestination is null, then set taskDestination to
	  //    the result of starting a new parallel queue.

	  // 2. Let successSteps given a byte sequence bytes be to queue a
	  //    fetch task to run processBody given bytes, with taskDestination.
	  const successSteps = processBody;

	  // 3. Let errorSteps be to queue a fetch task to run processBodyError,
	  //    with taskDestination.
	  const errorSteps = processBodyError;

	  try {
	  // 4. Let reader be the result of getting a reader for body’s stream.
	  //    If that threw an exception, then run errorSteps with that
	  //    exception and return.
	    const reader = body.stream.getReader();

	    // 5. Read all bytes from reader, given successSteps and errorSteps.
	    readAllBytes(reader, successSteps, errorSteps);
	  } catch (e) {
	    errorSteps(e);
	  }
	}

	/**
	 * @param {ReadableStreamController<Uint8Array>} controller
	 */
	function readableStreamClose (controller) {
	  try {
	    controller.close();
	    controller.byobRequest?.respond(0);
	  } catch (err) {
	    // TODO: add comment explaining why this error occurs.
	    if (!err.message.includes('Controller is already closed') && !err.message.includes('ReadableStream is already closed')) {
	      throw err
	    }
	  }
	}

	/**
	 * @see https://streams.spec.whatwg.org/#readablestreamdefaultreader-read-all-bytes
	 * @see https://streams.spec.whatwg.org/#read-loop
	 * @param {ReadableStream<Uint8Array<ArrayBuffer>>} reader
	 * @param {(bytes: Uint8Array) => void} successSteps
	 * @param {(error: Error) => void} failureSteps
	 * @returns {Promise<void>}
	 */
	async function readAllBytes (reader, successSteps, failureSteps) {
	  try {
	    const bytes = [];
	    let byteLength = 0;

	    do {
	      const { done, value: chunk } = await reader.read();

	      if (done) {
	        // 1. Call successSteps with bytes.
	        successSteps(Buffer.concat(bytes, byteLength));
	        return
	      }

	      // 1. If chunk is not a Uint8Array object, call failureSteps
	      //    with a TypeError and abort these steps.
	      if (!isUint8Array(chunk)) {
	        failureSteps(new TypeError('Received non-Uint8Array chunk'));
	        return
	      }

	      // 2. Append the bytes represented by chunk to bytes.
	      bytes.push(chunk);
	      byteLength += chunk.length;

	    // 3. Read-loop given reader, bytes, successSteps, and failureSteps.
	    } while (true)
	  } catch (e) {
	    // 1. Call failureSteps with e.
	    failureSteps(e);
	  }
	}

	/**
	 * @see https://fetch.spec.whatwg.org/#is-local
	 * @param {URL} url
	 * @returns {boolean}
	 */
	function urlIsLocal (url) {
	  assert('protocol' in url); // ensure it's a url object

	  const protocol = url.protocol;

	  // A URL is local if its scheme is a local scheme.
	  // A local scheme is "about", "blob", or "data".
	  return protocol === 'about:' || protocol === 'blob:' || protocol === 'data:'
	}

	/**
	 * @param {string|URL} url
	 * @returns {boolean}
	 */
	function urlHasHttpsScheme (url) {
	  return (
	    (
	      typeof url === 'string' &&
	      url[5] === ':' &&
	      url[0] === 'h' &&
	      url[1] === 't' &&
	      url[2] === 't' &&
	      url[3] === 'p' &&
	      url[4] === 's'
	    ) ||
	    url.protocol === 'https:'
	  )
	}

	/**
	 * @see https://fetch.spec.whatwg.org/#http-scheme
	 * @param {URL} url
	 */
	function urlIsHttpHttpsScheme (url) {
	  assert('protocol' in url); // ensure it's a url object

	  const protocol = url.protocol;

	  return protocol === 'http:' || protocol === 'https:'
	}

	/**
	 * @typedef {Object} RangeHeaderValue
	 * @property {number|null} rangeStartValue
	 * @property {number|null} rangeEndValue
	 */

	/**
	 * @see https://fetch.spec.whatwg.org/#simple-range-header-value
	 * @param {string} value
	 * @param {boolean} allowWhitespace
	 * @return {RangeHeaderValue|'failure'}
	 */
	function simpleRangeHeaderValue (value, allowWhitespace) {
	  // 1. Let data be the isomorphic decoding of value.
	  // Note: isomorphic decoding takes a sequence of bytes (ie. a Uint8Array) and turns it into a string,
	  // nothing more. We obviously don't need to do that if value is a string already.
	  const data = value;

	  // 2. If data does not start with "bytes", then return failure.
	  if (!data.startsWith('bytes')) {
	    return 'failure'
	  }

	  // 3. Let position be a position variable for data, initially pointing at the 5th code point of data.
	  const position = { position: 5 };

	  // 4. If allowWhitespace is true, collect a sequence of code points that are HTTP tab or space,
	  //    from data given position.
	  if (allowWhitespace) {
	    collectASequenceOfCodePoints(
	      (char) => char === '\t' || char === ' ',
	      data,
	      position
	    );
	  }

	  // 5. If the code point at position within data is not U+003D (=), then return failure.
	  if (data.charCodeAt(position.position) !== 0x3D) {
	    return 'failure'
	  }

	  // 6. Advance position by 1.
	  position.position++;

	  // 7. If allowWhitespace is true, collect a sequence of code points that are HTTP tab or space, from
	  //    data given position.
	  if (allowWhitespace) {
	    collectASequenceOfCodePoints(
	      (char) => char === '\t' || char === ' ',
	      data,
	      position
	    );
	  }

	  // 8. Let rangeStart be the result of collecting a sequence of code points that are ASCII digits,
	  //    from data given position.
	  const rangeStart = collectASequenceOfCodePoints(
	    (char) => {
	      const code = char.charCodeAt(0);

	      return code >= 0x30 && code <= 0x39
	    },
	    data,
	    position
	  );

	  // 9. Let rangeStartValue be rangeStart, interpreted as decimal number, if rangeStart is not the
	  //    empty string; otherwise null.
	  const rangeStartValue = rangeStart.length ? Number(rangeStart) : null;

	  // 10. If allowWhitespace is true, collect a sequence of code points that are HTTP tab or space,
	  //     from data given position.
	  if (allowWhitespace) {
	    collectASequenceOfCodePoints(
	      (char) => char === '\t' || char === ' ',
	      data,
	      position
	    );
	  }

	  // 11. If the code point at position within data is not U+002D (-), then return failure.
	  if (data.charCodeAt(position.position) !== 0x2D) {
	    return 'failure'
	  }

	  // 12. Advance position by 1.
	  position.position++;

	  // 13. If allowWhitespace is true, collect a sequence of code points that are HTTP tab
	  //     or space, from data given position.
	  // Note from Khafra: its the same step as in #8 again lol
	  if (allowWhitespace) {
	    collectASequenceOfCodePoints(
	      (char) => char === '\t' || char === ' ',
	      data,
	      position
	    );
	  }

	  // 14. Let rangeEnd be the result of collecting a sequence of code points that are
	  //     ASCII digits, from data given position.
	  // Note from Khafra: you wouldn't guess it, but this is also the same step as #8
	  const rangeEnd = collectASequenceOfCodePoints(
	    (char) => {
	      const code = char.charCodeAt(0);

	      return code >= 0x30 && code <= 0x39
	    },
	    data,
	    position
	  );

	  // 15. Let rangeEndValue be rangeEnd, interpreted as decimal number, if rangeEnd
	  //     is not the empty string; otherwise null.
	  // Note from Khafra: THE SAME STEP, AGAIN!!!
	  // Note: why interpret as a decimal if we only collect ascii digits?
	  const rangeEndValue = rangeEnd.length ? Number(rangeEnd) : null;

	  // 16. If position is not past the end of data, then return failure.
	  if (position.position < data.length) {
	    return 'failure'
	  }

	  // 17. If rangeEndValue and rangeStartValue are null, then return failure.
	  if (rangeEndValue === null && rangeStartValue === null) {
	    return 'failure'
	  }

	  // 18. If rangeStartValue and rangeEndValue are numbers, and rangeStartValue is
	  //     greater than rangeEndValue, then return failure.
	  // Note: ... when can they not be numbers?
	  // Note: rangeStartValue or rangeEndValue may be null for open-ended ranges
	  //     such as `bytes=5-` or `bytes=-5`. A null value must not be coerced to 0
	  //     in the comparison, so this check only applies when both are numbers.
	  if (rangeStartValue !== null && rangeEndValue !== null && rangeStartValue > rangeEndValue) {
	    return 'failure'
	  }

	  // 19. Return (rangeStartValue, rangeEndValue).
	  return { rangeStartValue, rangeEndValue }
	}

	/**
	 * @see https://fetch.spec.whatwg.org/#build-a-content-range
	 * @param {number} rangeStart
	 * @param {number} rangeEnd
	 * @param {number} fullLength
	 */
	function buildContentRange (rangeStart, rangeEnd, fullLength) {
	  // 1. Let contentRange be `bytes `.
	  let contentRange = 'bytes ';

	  // 2. Append rangeStart, serialized and isomorphic encoded, to contentRange.
	  contentRange += isomorphicEncode(`${rangeStart}`);

	  // 3. Append 0x2D (-) to contentRange.
	  contentRange += '-';

	  // 4. Append rangeEnd, serialized and isomorphic encoded to contentRange.
	  contentRange += isomorphicEncode(`${rangeEnd}`);

	  // 5. Append 0x2F (/) to contentRange.
	  contentRange += '/';

	  // 6. Append fullLength, serialized and isomorphic encoded to contentRange.
	  contentRange += isomorphicEncode(`${fullLength}`);

	  // 7. Return contentRange.
	  return contentRange
	}

	// A Stream, which pipes the response to zlib.createInflate() or
	// zlib.createInflateRaw() depending on the first byte of the Buffer.
	// If the lower byte of the first byte is 0x08, then the stream is
	// interpreted as a zlib stream, otherwise it's interpreted as a
	// raw deflate stream.
	class InflateStream extends Transform {
	  #zlibOptions

	  /** @param {zlib.ZlibOptions} [zlibOptions] */
	  constructor (zlibOptions) {
	    super();
	    this.#zlibOptions = zlibOptions;
	  }

	  _transform (chunk, encoding, callback) {
	    if (!this._inflateStream) {
	      if (chunk.length === 0) {
	        callback();
	        return
	      }
	      this._inflateStream = (chunk[0] & 0x0F) === 0x08
	        ? zlib.createInflate(this.#zlibOptions)
	        : zlib.createInflateRaw(this.#zlibOptions);

	      this._inflateStream.on('data', this.push.bind(this));
	      this._inflateStream.on('end', () => this.push(null));
	      this._inflateStream.on('error', (err) => this.destroy(err));
	    }

	    this._inflateStream.write(chunk, encoding, callback);
	  }

	  _final (callback) {
	    if (this._inflateStream) {
	      this._inflateStream.end();
	      this._inflateStream = null;
	    }
	    callback();
	  }
	}

	/**
	 * @param {zlib.ZlibOptions} [zlibOptions]
	 * @returns {InflateStream}
	 */
	function createInflate (zlibOptions) {
	  return new InflateStream(zlibOptions)
	}

	/**
	 * @see https://fetch.spec.whatwg.org/#concept-header-extract-mime-type
	 * @param {import('./headers').HeadersList} headers
	 */
	function extractMimeType (headers) {
	  // 1. Let charset be null.
	  let charset = null;

	  // 2. Let essence be null.
	  let essence = null;

	  // 3. Let mimeType be null.
	  let mimeType = null;

	  // 4. Let values be the result of getting, decoding, and splitting `Content-Type` from headers.
	  const values = getDecodeSplit('content-type', headers);

	  // 5. If values is null, then return failure.
	  if (values === null) {
	    return 'failure'
	  }

	  // 6. For each value of values:
	  for (const value of values) {
	    // 6.1. Let temporaryMimeType be the result of parsing value.
	    const temporaryMimeType = parseMIMEType(value);

	    // 6.2. If temporaryMimeType is failure or its essence is "*/*", then continue.
	    if (temporaryMimeType === 'failure' || temporaryMimeType.essence === '*/*') {
	      continue
	    }

	    // 6.3. Set mimeType to temporaryMimeType.
	    mimeType = temporaryMimeType;

	    // 6.4. If mimeType’s essence is not essence, then:
	    if (mimeType.essence !== essence) {
	      // 6.4.1. Set charset to null.
	      charset = null;

	      // 6.4.2. If mimeType’s parameters["charset"] exists, then set charset to
	      //        mimeType’s parameters["charset"].
	      if (mimeType.parameters.has('charset')) {
	        charset = mimeType.parameters.get('charset');
	      }

	      // 6.4.3. Set essence to mimeType’s essence.
	      essence = mimeType.essence;
	    } else if (!mimeType.parameters.has('charset') && charset !== null) {
	      // 6.5. Otherwise, if mimeType’s parameters["charset"] does not exist, and
	      //      charset is non-null, set mimeType’s parameters["charset"] to charset.
	      mimeType.parameters.set('charset', charset);
	    }
	  }

	  // 7. If mimeType is null, then return failure.
	  if (mimeType == null) {
	    return 'failure'
	  }

	  // 8. Return mimeType.
	  return mimeType
	}

	/**
	 * @see https://fetch.spec.whatwg.org/#header-value-get-decode-and-split
	 * @param {string|null} value
	 */
	function gettingDecodingSplitting (value) {
	  // 1. Let input be the result of isomorphic decoding value.
	  const input = value;

	  // 2. Let position be a position variable for input, initially pointing at the start of input.
	  const position = { position: 0 };

	  // 3. Let values be a list of strings, initially empty.
	  const values = [];

	  // 4. Let temporaryValue be the empty string.
	  let temporaryValue = '';

	  // 5. While position is not past the end of input:
	  while (position.position < input.length) {
	    // 5.1. Append the result of collecting a sequence of code points that are not U+0022 (")
	    //      or U+002C (,) from input, given position, to temporaryValue.
	    temporaryValue += collectASequenceOfCodePoints(
	      (char) => char !== '"' && char !== ',',
	      input,
	      position
	    );

	    // 5.2. If position is not past the end of input, then:
	    if (position.position < input.length) {
	      // 5.2.1. If the code point at position within input is U+0022 ("), then:
	      if (input.charCodeAt(position.position) === 0x22) {
	        // 5.2.1.1. Append the result of collecting an HTTP quoted string from input, given position, to temporaryValue.
	        temporaryValue += collectAnHTTPQuotedString(
	          input,
	          position
	        );

	        // 5.2.1.2. If position is not past the end of input, then continue.
	        if (position.position < input.length) {
	          continue
	        }
	      } else {
	        // 5.2.2. Otherwise:

	        // 5.2.2.1. Assert: the code point at position within input is U+002C (,).
	        assert(input.charCodeAt(position.position) === 0x2C);

	        // 5.2.2.2. Advance position by 1.
	        position.position++;
	      }
	    }

	    // 5.3. Remove all HTTP tab or space from the start and end of temporaryValue.
	    temporaryValue = removeChars(temporaryValue, true, true, (char) => char === 0x9 || char === 0x20);

	    // 5.4. Append temporaryValue to values.
	    values.push(temporaryValue);

	    // 5.6. Set temporaryValue to the empty string.
	    temporaryValue = '';
	  }

	  // 6. Return values.
	  return values
	}

	/**
	 * @see https://fetch.spec.whatwg.org/#concept-header-list-get-decode-split
	 * @param {string} name lowercase header name
	 * @param {import('./headers').HeadersList} list
	 */
	function getDecodeSplit (name, list) {
	  // 1. Let value be the result of getting name from list.
	  const value = list.get(name, true);

	  // 2. If value is null, then return null.
	  if (value === null) {
	    return null
	  }

	  // 3. Return the result of getting, decoding, and splitting value.
	  return gettingDecodingSplitting(value)
	}

	function hasAuthenticationEntry (request) {
	  return false
	}

	/**
	 * @see https://url.spec.whatwg.org/#include-credentials
	 * @param {URL} url
	 */
	function includesCredentials (url) {
	  // A URL includes credentials if its username or password is not the empty string.
	  return !!(url.username || url.password)
	}

	/**
	 * @see https://html.spec.whatwg.org/multipage/document-sequences.html#traversable-navigable
	 * @param {object|string} navigable
	 */
	function isTraversableNavigable (navigable) {
	  // Returns true only if we have an actual traversable navigable object
	  // that can prompt the user for credentials. In Node.js, this will always
	  // be false since there's no Window object or navigable.
	  return navigable != null && navigable !== 'client' && navigable !== 'no-traversable'
	}

	class EnvironmentSettingsObjectBase {
	  get baseUrl () {
	    return getGlobalOrigin()
	  }

	  get origin () {
	    return this.baseUrl?.origin
	  }

	  policyContainer = makePolicyContainer()
	}

	class EnvironmentSettingsObject {
	  settingsObject = new EnvironmentSettingsObjectBase()
	}

	const environmentSettingsObject = new EnvironmentSettingsObject();

	util = {
	  isAborted,
	  isCancelled,
	  isValidEncodedURL,
	  tryUpgradeRequestToAPotentiallyTrustworthyURL,
	  clampAndCoarsenConnectionTimingInfo,
	  coarsenedSharedCurrentTime,
	  determineRequestsReferrer,
	  makePolicyContainer,
	  clonePolicyContainer,
	  appendFetchMetadata,
	  appendRequestOriginHeader,
	  TAOCheck,
	  corsCheck,
	  crossOriginResourcePolicyCheck,
	  createOpaqueTimingInfo,
	  setRequestReferrerPolicyOnRedirect,
	  isValidHTTPToken,
	  requestBadPort,
	  requestCurrentURL,
	  responseURL,
	  responseLocationURL,
	  isURLPotentiallyTrustworthy,
	  isValidReasonPhrase,
	  sameOrigin,
	  normalizeMethod,
	  iteratorMixin,
	  createIterator,
	  isValidHeaderName,
	  isValidHeaderValue,
	  isErrorLike,
	  fullyReadBody,
	  readableStreamClose,
	  urlIsLocal,
	  urlHasHttpsScheme,
	  urlIsHttpHttpsScheme,
	  readAllBytes,
	  simpleRangeHeaderValue,
	  buildContentRange,
	  createInflate,
	  extractMimeType,
	  getDecodeSplit,
	  environmentSettingsObject,
	  isOriginIPPotentiallyTrustworthy,
	  hasAuthenticationEntry,
	  includesCredentials,
	  isTraversableNavigable
	};
	return util;
}

var runtimeFeatures = {};

var hasRequiredRuntimeFeatures;

function requireRuntimeFeatures () {
	if (hasRequiredRuntimeFeatures) return runtimeFeatures;
	hasRequiredRuntimeFeatures = 1;

	/** @typedef {`node:${string}`} NodeModuleName */

	/** @type {Record<NodeModuleName, () => any>} */
	const lazyLoaders = {
	  __proto__: null,
	  'node:crypto': () => builtin$e,
	  'node:sqlite': () => builtin$d
	};

	/**
	 * @param {NodeModuleName} moduleName
	 * @returns {boolean}
	 */
	function detectRuntimeFeatureByNodeModule (moduleName) {
	  try {
	    lazyLoaders[moduleName]();
	    return true
	  } catch (err) {
	    if (err.code !== 'ERR_UNKNOWN_BUILTIN_MODULE' && err.code !== 'ERR_NO_CRYPTO') {
	      throw err
	    }
	    return false
	  }
	}

	const runtimeFeaturesAsNodeModule = /** @type {const} */ (['crypto', 'sqlite']);
	/** @typedef {typeof runtimeFeaturesAsNodeModule[number]} RuntimeFeatureByNodeModule */
	/** @typedef {RuntimeFeatureByNodeModule} Feature */

	/**
	 * @param {Feature} feature
	 * @returns {boolean}
	 */
	function detectRuntimeFeature (feature) {
	  if (runtimeFeaturesAsNodeModule.includes(/** @type {RuntimeFeatureByNodeModule} */ (feature))) {
	    return detectRuntimeFeatureByNodeModule(`node:${feature}`)
	  }
	  throw new TypeError(`unknown feature: ${feature}`)
	}

	/**
	 * @class
	 * @name RuntimeFeatures
	 */
	class RuntimeFeatures {
	  /** @type {Map<Feature, boolean>} */
	  #map = new Map()

	  /**
	   * Clears all cached feature detections.
	   */
	  clear () {
	    this.#map.clear();
	  }

	  /**
	   * @param {Feature} feature
	   * @returns {boolean}
	   */
	  has (feature) {
	    return (
	      this.#map.get(feature) ?? this.#detectRuntimeFeature(feature)
	    )
	  }

	  /**
	   * @param {Feature} feature
	   * @param {boolean} value
	   */
	  set (feature, value) {
	    if (runtimeFeaturesAsNodeModule.includes(feature) === false) {
	      throw new TypeError(`unknown feature: ${feature}`)
	    }
	    this.#map.set(feature, value);
	  }

	  /**
	   * @param {Feature} feature
	   * @returns {boolean}
	   */
	  #detectRuntimeFeature (feature) {
	    const result = detectRuntimeFeature(feature);
	    this.#map.set(feature, result);
	    return result
	  }
	}

	const instance = new RuntimeFeatures();

	runtimeFeatures.runtimeFeatures = instance;
	runtimeFeatures.default = instance;
	return runtimeFeatures;
}

var formdata;
var hasRequiredFormdata;

function requireFormdata () {
	if (hasRequiredFormdata) return formdata;
	hasRequiredFormdata = 1;

	const { iteratorMixin } = requireUtil();
	const { kEnumerableProperty } = requireUtil$1();
	const { webidl } = requireWebidl();
	const nodeUtil = builtin$7;
	const { runtimeFeatures } = requireRuntimeFeatures();

	const random = runtimeFeatures.has('crypto')
	  ? builtin$e.randomInt
	  : (max) => Math.floor(Math.random() * max);

	let getFormDataState, setFormDataState, getFormDataBoundary;

	// https://xhr.spec.whatwg.org/#formdata
	class FormData {
	  #state = []
	  #boundary = null

	  constructor (form = undefined) {
	    webidl.util.markAsUncloneable(this);

	    if (form !== undefined) {
	      throw webidl.errors.conversionFailed({
	        prefix: 'FormData constructor',
	        argument: 'Argument 1',
	        types: ['undefined']
	      })
	    }
	  }

	  append (name, value, filename = undefined) {
	    webidl.brandCheck(this, webidl.is.FormData);

	    const prefix = 'FormData.append';
	    webidl.argumentLengthCheck(arguments, 2, prefix);

	    name = webidl.converters.USVString(name);

	    if (arguments.length === 3 || webidl.is.Blob(value)) {
	      value = webidl.converters.Blob(value, prefix, 'value');

	      if (filename !== undefined) {
	        filename = webidl.converters.USVString(filename);
	      }
	    } else {
	      value = webidl.converters.USVString(value);
	    }

	    // 1. Let value be value if given; otherwise blobValue.

	    // 2. Let entry be the result of creating an entry with
	    // name, value, and filename if given.
	    const entry = makeEntry(name, value, filename);

	    // 3. Append entry to this’s entry list.
	    this.#state.push(entry);
	  }

	  delete (name) {
	    webidl.brandCheck(this, webidl.is.FormData);

	    const prefix = 'FormData.delete';
	    webidl.argumentLengthCheck(arguments, 1, prefix);

	    name = webidl.converters.USVString(name);

	    // The delete(name) method steps are to remove all entries whose name
	    // is name from this’s entry list.
	    this.#state = this.#state.filter(entry => entry.name !== name);
	  }

	  get (name) {
	    webidl.brandCheck(this, webidl.is.FormData);

	    const prefix = 'FormData.get';
	    webidl.argumentLengthCheck(arguments, 1, prefix);

	    name = webidl.converters.USVString(name);

	    // 1. If there is no entry whose name is name in this’s entry list,
	    // then return null.
	    const idx = this.#state.findIndex((entry) => entry.name === name);
	    if (idx === -1) {
	      return null
	    }

	    // 2. Return the value of the first entry whose name is name from
	    // this’s entry list.
	    return this.#state[idx].value
	  }

	  getAll (name) {
	    webidl.brandCheck(this, webidl.is.FormData);

	    const prefix = 'FormData.getAll';
	    webidl.argumentLengthCheck(arguments, 1, prefix);

	    name = webidl.converters.USVString(name);

	    // 1. If there is no entry whose name is name in this’s entry list,
	    // then return the empty list.
	    // 2. Return the values of all entries whose name is name, in order,
	    // from this’s entry list.
	    return this.#state
	      .filter((entry) => entry.name === name)
	      .map((entry) => entry.value)
	  }

	  has (name) {
	    webidl.brandCheck(this, webidl.is.FormData);

	    const prefix = 'FormData.has';
	    webidl.argumentLengthCheck(arguments, 1, prefix);

	    name = webidl.converters.USVString(name);

	    // The has(name) method steps are to return true if there is an entry
	    // whose name is name in this’s entry list; otherwise false.
	    return this.#state.findIndex((entry) => entry.name === name) !== -1
	  }

	  set (name, value, filename = undefined) {
	    webidl.brandCheck(this, webidl.is.FormData);

	    const prefix = 'FormData.set';
	    webidl.argumentLengthCheck(arguments, 2, prefix);

	    name = webidl.converters.USVString(name);

	    if (arguments.length === 3 || webidl.is.Blob(value)) {
	      value = webidl.converters.Blob(value, prefix, 'value');

	      if (filename !== undefined) {
	        filename = webidl.converters.USVString(filename);
	      }
	    } else {
	      value = webidl.converters.USVString(value);
	    }

	    // The set(name, value) and set(name, blobValue, filename) method steps
	    // are:

	    // 1. Let value be value if given; otherwise blobValue.

	    // 2. Let entry be the result of creating an entry with name, value, and
	    // filename if given.
	    const entry = makeEntry(name, value, filename);

	    // 3. If there are entries in this’s entry list whose name is name, then
	    // replace the first such entry with entry and remove the others.
	    const idx = this.#state.findIndex((entry) => entry.name === name);
	    if (idx !== -1) {
	      this.#state = [
	        ...this.#state.slice(0, idx),
	        entry,
	        ...this.#state.slice(idx + 1).filter((entry) => entry.name !== name)
	      ];
	    } else {
	      // 4. Otherwise, append entry to this’s entry list.
	      this.#state.push(entry);
	    }
	  }

	  [nodeUtil.inspect.custom] (depth, options) {
	    const state = this.#state.reduce((a, b) => {
	      if (a[b.name]) {
	        if (Array.isArray(a[b.name])) {
	          a[b.name].push(b.value);
	        } else {
	          a[b.name] = [a[b.name], b.value];
	        }
	      } else {
	        a[b.name] = b.value;
	      }

	      return a
	    }, { __proto__: null });

	    options.depth ??= depth;
	    options.colors ??= true;

	    const output = nodeUtil.formatWithOptions(options, state);

	    // remove [Object null prototype]
	    return `FormData ${output.slice(output.indexOf(']') + 2)}`
	  }

	  static {
	    /** @param {FormData} formData  */
	    getFormDataState = (formData) => formData.#state;

	    /**
	     * @param {FormData} formData
	     * @param {any[]} newState
	     */
	    setFormDataState = (formData, newState) => {
	      formData.#state = newState;
	    };

	    /**
	     * @param {FormData} formData
	     * @returns {string | null}
	     */
	    getFormDataBoundary = (formData) => {
	      // eslint-disable-next-line no-return-assign
	      return formData.#boundary ??= `----formdata-undici-0${`${random(1e11)}`.padStart(11, '0')}`
	    };

	    webidl.is.FormData = (arg) => {
	      return arg != null && typeof arg === 'object' && #state in arg
	    };
	  }
	}

	iteratorMixin('FormData', FormData, getFormDataState, 'name', 'value', webidl.is.FormData);

	Object.defineProperties(FormData.prototype, {
	  append: kEnumerableProperty,
	  delete: kEnumerableProperty,
	  get: kEnumerableProperty,
	  getAll: kEnumerableProperty,
	  has: kEnumerableProperty,
	  set: kEnumerableProperty,
	  [Symbol.toStringTag]: {
	    value: 'FormData',
	    configurable: true
	  }
	});

	/**
	 * @see https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#create-an-entry
	 * @param {string} name
	 * @param {string|Blob} value
	 * @param {?string} filename
	 * @returns
	 */
	function makeEntry (name, value, filename) {
	  // 1. Set name to the result of converting name into a scalar value string.
	  // Note: This operation was done by the webidl converter USVString.

	  // 2. If value is a string, then set value to the result of converting
	  //    value into a scalar value string.
	  if (typeof value === 'string') ; else {
	    // 3. Otherwise:

	    // 1. If value is not a File object, then set value to a new File object,
	    //    representing the same bytes, whose name attribute value is "blob"
	    if (!webidl.is.File(value)) {
	      value = new File([value], 'blob', { type: value.type });
	    }

	    // 2. If filename is given, then set value to a new File object,
	    //    representing the same bytes, whose name attribute is filename.
	    if (filename !== undefined) {
	      /** @type {FilePropertyBag} */
	      const options = {
	        type: value.type,
	        lastModified: value.lastModified
	      };

	      value = new File([value], filename, options);
	    }
	  }

	  // 4. Return an entry whose name is name and whose value is value.
	  return { name, value }
	}

	formdata = { FormData, makeEntry, setFormDataState, getFormDataBoundary };
	return formdata;
}

var request;
var hasRequiredRequest;

function requireRequest () {
	if (hasRequiredRequest) return request;
	hasRequiredRequest = 1;

	const {
	  InvalidArgumentError,
	  NotSupportedError
	} = requireErrors();
	const assert = builtin$4;
	const {
	  isValidHTTPToken,
	  isValidHeaderValue,
	  isStream,
	  destroy,
	  isBuffer,
	  isFormDataLike,
	  isIterable,
	  hasSafeIterator,
	  isBlobLike,
	  serializePathWithQuery,
	  parseHeaders,
	  assertRequestHandler,
	  getServerName,
	  normalizedMethodRecords,
	  getProtocolFromUrlString
	} = requireUtil$1();
	const { channels } = requireDiagnostics();
	const { headerNameLowerCasedRecord } = requireConstants$2();

	// Verifies that a given path is valid does not contain control chars \x00 to \x20
	const invalidPathRegex = /[^\u0021-\u00ff]/;

	function isValidContentLengthHeaderValue (val) {
	  if (typeof val !== 'string' || val.length === 0) {
	    return false
	  }

	  for (let i = 0; i < val.length; i++) {
	    const charCode = val.charCodeAt(i);
	    if (charCode < 48 || charCode > 57) {
	      return false
	    }
	  }

	  return true
	}

	const kHandler = Symbol('handler');
	const kController = Symbol('controller');
	const kResume = Symbol('resume');

	class RequestController {
	  #paused = false
	  #reason = null
	  #aborted = false
	  #abort

	  [kResume] = null

	  rawHeaders = null
	  rawTrailers = null

	  constructor (abort) {
	    this.#abort = abort;
	  }

	  pause () {
	    this.#paused = true;
	  }

	  resume () {
	    if (this.#paused) {
	      this.#paused = false;
	      this[kResume]?.();
	    }
	  }

	  abort (reason) {
	    if (!this.#aborted) {
	      this.#aborted = true;
	      this.#reason = reason;
	      this.#abort(reason);
	    }
	  }

	  get aborted () {
	    return this.#aborted
	  }

	  get reason () {
	    return this.#reason
	  }

	  get paused () {
	    return this.#paused
	  }
	}

	class Request {
	  constructor (origin, {
	    path,
	    method,
	    body,
	    headers,
	    query,
	    idempotent,
	    blocking,
	    upgrade,
	    headersTimeout,
	    bodyTimeout,
	    reset,
	    expectContinue,
	    servername,
	    throwOnError,
	    maxRedirections,
	    typeOfService
	  }, handler) {
	    if (typeof path !== 'string') {
	      throw new InvalidArgumentError('path must be a string')
	    } else if (
	      path[0] !== '/' &&
	      !(path.startsWith('http://') || path.startsWith('https://')) &&
	      method !== 'CONNECT'
	    ) {
	      throw new InvalidArgumentError('path must be an absolute URL or start with a slash')
	    } else if (invalidPathRegex.test(path)) {
	      throw new InvalidArgumentError('invalid request path')
	    }

	    if (typeof method !== 'string') {
	      throw new InvalidArgumentError('method must be a string')
	    } else if (normalizedMethodRecords[method] === undefined && !isValidHTTPToken(method)) {
	      throw new InvalidArgumentError('invalid request method')
	    }

	    if (upgrade && typeof upgrade !== 'string') {
	      throw new InvalidArgumentError('upgrade must be a string')
	    }

	    if (upgrade && !isValidHeaderValue(upgrade)) {
	      throw new InvalidArgumentError('invalid upgrade header')
	    }

	    if (headersTimeout != null && (!Number.isFinite(headersTimeout) || headersTimeout < 0)) {
	      throw new InvalidArgumentError('invalid headersTimeout')
	    }

	    if (bodyTimeout != null && (!Number.isFinite(bodyTimeout) || bodyTimeout < 0)) {
	      throw new InvalidArgumentError('invalid bodyTimeout')
	    }

	    if (reset != null && typeof reset !== 'boolean') {
	      throw new InvalidArgumentError('invalid reset')
	    }

	    if (expectContinue != null && typeof expectContinue !== 'boolean') {
	      throw new InvalidArgumentError('invalid expectContinue')
	    }

	    if (throwOnError != null) {
	      throw new InvalidArgumentError('invalid throwOnError')
	    }

	    if (maxRedirections != null && maxRedirections !== 0) {
	      throw new InvalidArgumentError('maxRedirections is not supported, use the redirect interceptor')
	    }

	    if (typeOfService != null && (!Number.isInteger(typeOfService) || typeOfService < 0 || typeOfService > 255)) {
	      throw new InvalidArgumentError('typeOfService must be an integer between 0 and 255')
	    }

	    this.headersTimeout = headersTimeout;

	    this.bodyTimeout = bodyTimeout;

	    this.method = method;

	    this.typeOfService = typeOfService;

	    this.abort = null;

	    if (body == null) {
	      this.body = null;
	    } else if (isStream(body)) {
	      this.body = body;

	      const rState = this.body._readableState;
	      if (!rState || !rState.autoDestroy) {
	        this.endHandler = function autoDestroy () {
	          destroy(this);
	        };
	        this.body.on('end', this.endHandler);
	      }

	      this.errorHandler = err => {
	        if (this.abort) {
	          this.abort(err);
	        } else {
	          this.error = err;
	        }
	      };
	      this.body.on('error', this.errorHandler);
	    } else if (isBuffer(body)) {
	      this.body = body.byteLength ? body : null;
	    } else if (ArrayBuffer.isView(body)) {
	      this.body = body.buffer.byteLength ? Buffer.from(body.buffer, body.byteOffset, body.byteLength) : null;
	    } else if (body instanceof ArrayBuffer) {
	      this.body = body.byteLength ? Buffer.from(body) : null;
	    } else if (typeof body === 'string') {
	      this.body = body.length ? Buffer.from(body) : null;
	    } else if (isFormDataLike(body)) {
	      if (!isUndiciFormData(body)) {
	        throw new InvalidArgumentError('body must be a FormData created by this undici package instance; FormData from other sources, such as the built-in FormData provided by Node.js, is not supported')
	      }
	      this.body = body;
	    } else if (isIterable(body) || isBlobLike(body)) {
	      this.body = body;
	    } else {
	      throw new InvalidArgumentError('body must be a string, a Buffer, a Readable stream, an iterable, or an async iterable')
	    }

	    this.completed = false;
	    this.aborted = false;

	    this.upgrade = upgrade || null;

	    this.path = query ? serializePathWithQuery(path, query) : path;

	    // TODO: shall we maybe standardize it to an URL object?
	    this.origin = origin;

	    this.protocol = getProtocolFromUrlString(origin);

	    this.idempotent = idempotent == null
	      ? method === 'HEAD' || method === 'GET' || method === 'QUERY'
	      : idempotent;

	    this.blocking = blocking ?? this.method !== 'HEAD';

	    this.reset = reset == null ? null : reset;

	    this.host = null;

	    this.contentLength = null;

	    this.contentType = null;

	    this.headers = [];

	    // Only for H2
	    this.expectContinue = expectContinue != null ? expectContinue : false;

	    if (Array.isArray(headers)) {
	      if (headers.length % 2 !== 0) {
	        throw new InvalidArgumentError('headers array must be even')
	      }
	      for (let i = 0; i < headers.length; i += 2) {
	        processHeader(this, headers[i], headers[i + 1]);
	      }
	    } else if (headers && typeof headers === 'object') {
	      if (hasSafeIterator(headers)) {
	        for (const header of headers) {
	          if (!Array.isArray(header) || header.length !== 2) {
	            throw new InvalidArgumentError('headers must be in key-value pair format')
	          }
	          processHeader(this, header[0], header[1]);
	        }
	      } else {
	        const keys = Object.keys(headers);
	        for (let i = 0; i < keys.length; ++i) {
	          processHeader(this, keys[i], headers[keys[i]]);
	        }
	      }
	    } else if (headers != null) {
	      throw new InvalidArgumentError('headers must be an object or an array')
	    }

	    assertRequestHandler(handler, method, upgrade);

	    this.servername = servername || getServerName(this.host) || null;

	    this[kHandler] = handler;

	    if (channels.create.hasSubscribers) {
	      channels.create.publish({ request: this });
	    }
	  }

	  onBodySent (chunk) {
	    if (channels.bodyChunkSent.hasSubscribers) {
	      channels.bodyChunkSent.publish({ request: this, chunk });
	    }
	    if (this[kHandler].onBodySent) {
	      try {
	        return this[kHandler].onBodySent(chunk)
	      } catch (err) {
	        this.abort(err);
	      }
	    }
	  }

	  onRequestSent () {
	    if (channels.bodySent.hasSubscribers) {
	      channels.bodySent.publish({ request: this });
	    }

	    if (this[kHandler].onRequestSent) {
	      try {
	        return this[kHandler].onRequestSent()
	      } catch (err) {
	        this.abort(err);
	      }
	    }
	  }

	  onRequestStart (abort, context) {
	    assert(!this.aborted);
	    assert(!this.completed);

	    this[kController] = new RequestController(abort);

	    if (this.error) {
	      this[kController].abort(this.error);
	      return
	    }

	    this.abort = abort;
	    return this[kHandler].onRequestStart(this[kController], context)
	  }

	  onResponseStarted () {
	    return this[kHandler].onResponseStarted?.()
	  }

	  onResponseStart (statusCode, headers, resume, statusText) {
	    assert(!this.aborted);
	    assert(!this.completed);

	    if (channels.headers.hasSubscribers) {
	      channels.headers.publish({ request: this, response: { statusCode, headers, statusText } });
	    }

	    const controller = this[kController];
	    if (controller) {
	      controller[kResume] = resume;
	      controller.rawHeaders = headers;
	    }

	    const parsedHeaders = Array.isArray(headers) ? parseHeaders(headers) : headers;

	    try {
	      this[kHandler].onResponseStart?.(controller, statusCode, parsedHeaders, statusText);
	      return !controller?.paused
	    } catch (err) {
	      this.abort(err);
	      return false
	    }
	  }

	  onResponseData (chunk) {
	    assert(!this.aborted);
	    assert(!this.completed);

	    if (channels.bodyChunkReceived.hasSubscribers) {
	      channels.bodyChunkReceived.publish({ request: this, chunk });
	    }

	    const controller = this[kController];
	    try {
	      this[kHandler].onResponseData?.(controller, chunk);
	      return !controller?.paused
	    } catch (err) {
	      this.abort(err);
	      return false
	    }
	  }

	  /**
	   * @param {number} statusCode
	   * @param {Buffer[]|string[]|import('../../types/header.d.ts').IncomingHttpHeaders} headers
	   * @param {import('node:stream').Duplex} socket
	   * @param {string} [statusText]
	   */
	  onRequestUpgrade (statusCode, headers, socket, statusText = '') {
	    this.onFinally();

	    assert(!this.aborted);
	    assert(!this.completed);

	    if (channels.headers.hasSubscribers) {
	      channels.headers.publish({ request: this, response: { statusCode, headers, statusText } });
	    }

	    const controller = this[kController];
	    if (controller) {
	      controller.rawHeaders = headers;
	    }

	    const parsedHeaders = Array.isArray(headers) ? parseHeaders(headers) : headers;

	    const result = this[kHandler].onRequestUpgrade?.(controller, statusCode, parsedHeaders, socket);

	    if (!this.aborted) {
	      this.completed = true;
	      if (channels.trailers.hasSubscribers) {
	        channels.trailers.publish({ request: this, trailers: [] });
	      }
	    }

	    return result
	  }

	  onResponseEnd (trailers) {
	    this.onFinally();

	    assert(!this.aborted);
	    assert(!this.completed);

	    this.completed = true;
	    if (channels.trailers.hasSubscribers) {
	      channels.trailers.publish({ request: this, trailers });
	    }

	    const controller = this[kController];
	    if (controller) {
	      controller.rawTrailers = trailers;
	    }

	    const parsedTrailers = Array.isArray(trailers) ? parseHeaders(trailers) : trailers;

	    try {
	      return this[kHandler].onResponseEnd?.(controller, parsedTrailers)
	    } catch (err) {
	      // TODO (fix): This might be a bad idea?
	      this.onResponseError(err);
	    }
	  }

	  onResponseError (error) {
	    this.onFinally();

	    if (channels.error.hasSubscribers) {
	      channels.error.publish({ request: this, error });
	    }

	    if (this.aborted) {
	      return
	    }
	    this.aborted = true;

	    const controller = this[kController];

	    return this[kHandler].onResponseError?.(controller, error)
	  }

	  onFinally () {
	    if (this.errorHandler) {
	      this.body.off('error', this.errorHandler);
	      this.errorHandler = null;
	    }

	    if (this.endHandler) {
	      this.body.off('end', this.endHandler);
	      this.endHandler = null;
	    }
	  }

	  addHeader (key, value) {
	    processHeader(this, key, value);
	    return this
	  }
	}

	function processHeader (request, key, val) {
	  if (val && (typeof val === 'object' && !Array.isArray(val))) {
	    throw new InvalidArgumentError(`invalid ${key} header`)
	  } else if (val === undefined) {
	    return
	  }

	  let headerName = headerNameLowerCasedRecord[key];

	  if (headerName === undefined) {
	    headerName = key.toLowerCase();
	    if (headerNameLowerCasedRecord[headerName] === undefined && !isValidHTTPToken(headerName)) {
	      throw new InvalidArgumentError('invalid header key')
	    }
	  }

	  if (Array.isArray(val)) {
	    const arr = [];
	    for (let i = 0; i < val.length; i++) {
	      if (typeof val[i] === 'string') {
	        if (!isValidHeaderValue(val[i])) {
	          throw new InvalidArgumentError(`invalid ${key} header`)
	        }
	        arr.push(val[i]);
	      } else if (val[i] === null) {
	        arr.push('');
	      } else if (typeof val[i] === 'object') {
	        throw new InvalidArgumentError(`invalid ${key} header`)
	      } else {
	        // Coerce primitives (and reject unsafe coercions such as functions
	        // with a crafted toString/Symbol.toPrimitive).
	        const str = `${val[i]}`;
	        if (!isValidHeaderValue(str)) {
	          throw new InvalidArgumentError(`invalid ${key} header`)
	        }
	        arr.push(str);
	      }
	    }
	    val = arr;
	  } else if (typeof val === 'string') {
	    if (!isValidHeaderValue(val)) {
	      throw new InvalidArgumentError(`invalid ${key} header`)
	    }
	  } else if (val === null) {
	    val = '';
	  } else {
	    // Coerce primitives (and reject unsafe coercions such as functions
	    // with a crafted toString/Symbol.toPrimitive).
	    val = `${val}`;
	    if (!isValidHeaderValue(val)) {
	      throw new InvalidArgumentError(`invalid ${key} header`)
	    }
	  }

	  if (headerName === 'host') {
	    if (request.host !== null) {
	      throw new InvalidArgumentError('duplicate host header')
	    }
	    if (typeof val !== 'string') {
	      throw new InvalidArgumentError('invalid host header')
	    }
	    // Consumed by Client
	    request.host = val;
	  } else if (headerName === 'content-length') {
	    if (request.contentLength !== null) {
	      throw new InvalidArgumentError('duplicate content-length header')
	    }
	    if (!isValidContentLengthHeaderValue(val)) {
	      throw new InvalidArgumentError('invalid content-length header')
	    }
	    request.contentLength = parseInt(val, 10);
	  } else if (request.contentType === null && headerName === 'content-type') {
	    request.contentType = val;
	    request.headers.push(key, val);
	  } else if (headerName === 'transfer-encoding' || headerName === 'keep-alive' || headerName === 'upgrade') {
	    throw new InvalidArgumentError(`invalid ${headerName} header`)
	  } else if (headerName === 'connection') {
	    // Per RFC 7230 Section 6.1, Connection header can contain
	    // a comma-separated list of connection option tokens (header names)
	    const value = typeof val === 'string' ? val : null;
	    if (value === null) {
	      throw new InvalidArgumentError('invalid connection header')
	    }

	    for (const token of value.toLowerCase().split(',')) {
	      const trimmed = token.trim();
	      if (!isValidHTTPToken(trimmed)) {
	        throw new InvalidArgumentError('invalid connection header')
	      }
	      if (trimmed === 'close') {
	        request.reset = true;
	      }
	    }
	  } else if (headerName === 'expect') {
	    throw new NotSupportedError('expect header not supported')
	  } else {
	    request.headers.push(key, val);
	  }
	}

	let isFormData;

	function isUndiciFormData (body) {
	  if (isFormData === undefined) {
	    requireFormdata();
	    isFormData = requireWebidl().webidl.is.FormData;
	  }
	  return isFormData(body)
	}

	request = Request;
	return request;
}

var dispatcher;
var hasRequiredDispatcher;

function requireDispatcher () {
	if (hasRequiredDispatcher) return dispatcher;
	hasRequiredDispatcher = 1;
	const EventEmitter = builtin$3;
	const { kOriginless, kUrl } = requireSymbols();

	class Dispatcher extends EventEmitter {
	  dispatch () {
	    throw new Error('not implemented')
	  }

	  close () {
	    throw new Error('not implemented')
	  }

	  destroy () {
	    throw new Error('not implemented')
	  }

	  compose (...args) {
	    // So we handle [interceptor1, interceptor2] or interceptor1, interceptor2, ...
	    const interceptors = Array.isArray(args[0]) ? args[0] : args;
	    // null disables origin-dependent interceptors; undefined uses opts.origin.
	    const interceptorOrigin = this[kOriginless] === true
	      ? null
	      : this[kUrl]?.origin;
	    let dispatch = this.dispatch.bind(this);

	    for (const interceptor of interceptors) {
	      if (interceptor == null) {
	        continue
	      }

	      if (typeof interceptor !== 'function') {
	        throw new TypeError(`invalid interceptor, expected function received ${typeof interceptor}`)
	      }

	      dispatch = interceptor(dispatch, interceptorOrigin);

	      if (dispatch == null || typeof dispatch !== 'function' || dispatch.length !== 2) {
	        throw new TypeError('invalid interceptor')
	      }
	    }

	    const originalDispatch = dispatch;
	    const self = this;
	    dispatch = function (opts, handler) {
	      if (opts && typeof opts === 'object' && !opts.origin && self[kUrl]) {
	        opts = Object.assign({}, opts, { origin: self[kUrl].origin });
	      }
	      return originalDispatch(opts, handler)
	    };

	    return new Proxy(this, {
	      get: (target, key) => key === 'dispatch' ? dispatch : target[key]
	    })
	  }
	}

	dispatcher = Dispatcher;
	return dispatcher;
}

var dispatcherBase;
var hasRequiredDispatcherBase;

function requireDispatcherBase () {
	if (hasRequiredDispatcherBase) return dispatcherBase;
	hasRequiredDispatcherBase = 1;

	const buffer = builtin$f;
	const Dispatcher = requireDispatcher();
	const {
	  ClientDestroyedError,
	  ClientClosedError,
	  InvalidArgumentError
	} = requireErrors();
	const { kDestroy, kClose, kClosed, kDestroyed, kDispatch } = requireSymbols();
	const { defaultWebSocketMaxFragments, defaultWebSocketMaxPayloadSize } = requireConstants$2();

	const kOnDestroyed = Symbol('onDestroyed');
	const kOnClosed = Symbol('onClosed');
	const kWebSocketOptions = Symbol('webSocketOptions');
	const kEventSourceOptions = Symbol('eventSourceOptions');

	class DispatcherBase extends Dispatcher {
	  /** @type {boolean} */
	  [kDestroyed] = false;

	  /** @type {Array<Function|null} */
	  [kOnDestroyed] = null;

	  /** @type {boolean} */
	  [kClosed] = false;

	  /** @type {Array<Function>|null} */
	  [kOnClosed] = null

	  /**
	   * @param {import('../../types/dispatcher').DispatcherOptions} [opts]
	   */
	  constructor (opts) {
	    super();
	    this[kWebSocketOptions] = opts?.webSocket ?? {};
	    this[kEventSourceOptions] = opts?.eventSource ?? {};
	  }

	  /**
	   * @returns {import('../../types/client').Client.WebSocketOptions}
	   */
	  get webSocketOptions () {
	    return {
	      maxFragments: this[kWebSocketOptions].maxFragments ?? defaultWebSocketMaxFragments,
	      maxPayloadSize: this[kWebSocketOptions].maxPayloadSize ?? defaultWebSocketMaxPayloadSize
	    }
	  }

	  /**
	   * @returns {import('../../types/client').Client.EventSourceOptions}
	   */
	  get eventSourceOptions () {
	    return {
	      maxEventSize: this[kEventSourceOptions].maxEventSize ?? buffer.kStringMaxLength
	    }
	  }

	  /** @returns {boolean} */
	  get destroyed () {
	    return this[kDestroyed]
	  }

	  /** @returns {boolean} */
	  get closed () {
	    return this[kClosed]
	  }

	  close (callback) {
	    if (callback === undefined) {
	      return new Promise((resolve, reject) => {
	        this.close((err, data) => {
	          return err ? reject(err) : resolve(data)
	        });
	      })
	    }

	    if (typeof callback !== 'function') {
	      throw new InvalidArgumentError('invalid callback')
	    }

	    if (this[kDestroyed]) {
	      const err = new ClientDestroyedError();
	      queueMicrotask(() => callback(err, null));
	      return
	    }

	    if (this[kClosed]) {
	      if (this[kOnClosed]) {
	        this[kOnClosed].push(callback);
	      } else {
	        queueMicrotask(() => callback(null, null));
	      }
	      return
	    }

	    this[kClosed] = true;
	    this[kOnClosed] ??= [];
	    this[kOnClosed].push(callback);

	    const onClosed = () => {
	      const callbacks = this[kOnClosed];
	      this[kOnClosed] = null;
	      for (let i = 0; i < callbacks.length; i++) {
	        callbacks[i](null, null);
	      }
	    };

	    // Should not error.
	    this[kClose]()
	      .then(() => this.destroy())
	      .then(() => queueMicrotask(onClosed));
	  }

	  destroy (err, callback) {
	    if (typeof err === 'function') {
	      callback = err;
	      err = null;
	    }

	    if (callback === undefined) {
	      return new Promise((resolve, reject) => {
	        this.destroy(err, (err, data) => {
	          return err ? reject(err) : resolve(data)
	        });
	      })
	    }

	    if (typeof callback !== 'function') {
	      throw new InvalidArgumentError('invalid callback')
	    }

	    if (this[kDestroyed]) {
	      if (this[kOnDestroyed]) {
	        this[kOnDestroyed].push(callback);
	      } else {
	        queueMicrotask(() => callback(null, null));
	      }
	      return
	    }

	    if (!err) {
	      err = new ClientDestroyedError();
	    }

	    this[kDestroyed] = true;
	    this[kOnDestroyed] ??= [];
	    this[kOnDestroyed].push(callback);

	    const onDestroyed = () => {
	      const callbacks = this[kOnDestroyed];
	      this[kOnDestroyed] = null;
	      for (let i = 0; i < callbacks.length; i++) {
	        callbacks[i](null, null);
	      }
	    };

	    // Should not error.
	    this[kDestroy](err)
	      .then(() => queueMicrotask(onDestroyed));
	  }

	  dispatch (opts, handler) {
	    if (!handler || typeof handler !== 'object') {
	      throw new InvalidArgumentError('handler must be an object')
	    }

	    try {
	      if (!opts || typeof opts !== 'object') {
	        throw new InvalidArgumentError('opts must be an object.')
	      }

	      if (opts.dispatcher) {
	        throw new InvalidArgumentError('opts.dispatcher is not supported by instance methods. Pass opts.dispatcher to the top-level undici functions or call the dispatcher instance method directly.')
	      }

	      if (this[kDestroyed] || this[kOnDestroyed]) {
	        throw new ClientDestroyedError()
	      }

	      if (this[kClosed]) {
	        throw new ClientClosedError()
	      }

	      return this[kDispatch](opts, handler)
	    } catch (err) {
	      if (typeof handler.onResponseError !== 'function') {
	        throw err
	      }

	      handler.onResponseError(null, err);

	      return false
	    }
	  }
	}

	dispatcherBase = DispatcherBase;
	return dispatcherBase;
}

var connect;
var hasRequiredConnect;

function requireConnect () {
	if (hasRequiredConnect) return connect;
	hasRequiredConnect = 1;

	const net = builtin$6;
	const assert = builtin$4;
	const util = requireUtil$1();
	const { InvalidArgumentError, ConnectTimeoutError } = requireErrors();

	let tls; // include tls conditionally since it is not always available

	// TODO: session re-use does not wait for the first
	// connection to resolve the session and might therefore
	// resolve the same servername multiple times even when
	// re-use is enabled.

	const SessionCache = class WeakSessionCache {
	  constructor (maxCachedSessions) {
	    this._maxCachedSessions = maxCachedSessions;
	    this._sessionCache = new Map();
	    this._sessionRegistry = new FinalizationRegistry((key) => {
	      if (this._sessionCache.size < this._maxCachedSessions) {
	        return
	      }

	      const ref = this._sessionCache.get(key);
	      if (ref !== undefined && ref.deref() === undefined) {
	        this._sessionCache.delete(key);
	      }
	    });
	  }

	  get (sessionKey) {
	    const ref = this._sessionCache.get(sessionKey);
	    return ref ? ref.deref() : null
	  }

	  set (sessionKey, session) {
	    if (this._maxCachedSessions === 0) {
	      return
	    }

	    if (this._sessionCache.has(sessionKey)) {
	      this._sessionCache.delete(sessionKey);
	    } else if (this._sessionCache.size >= this._maxCachedSessions) {
	      // Make room for the new session: prefer an entry whose session has
	      // already been collected, otherwise evict the oldest one.
	      let evicted = false;
	      for (const [key, ref] of this._sessionCache) {
	        if (ref.deref() === undefined) {
	          this._sessionCache.delete(key);
	          evicted = true;
	          break
	        }
	      }

	      if (!evicted) {
	        const oldest = this._sessionCache.keys().next();
	        if (!oldest.done) {
	          this._sessionCache.delete(oldest.value);
	        }
	      }
	    }

	    this._sessionCache.set(sessionKey, new WeakRef(session));
	    this._sessionRegistry.register(session, sessionKey);
	  }
	};

	function buildConnector ({ allowH2, preferH2, useH2c, maxCachedSessions, socketPath, timeout, session: customSession, ...opts }) {
	  if (maxCachedSessions != null && (!Number.isInteger(maxCachedSessions) || maxCachedSessions < 0)) {
	    throw new InvalidArgumentError('maxCachedSessions must be a positive integer or zero')
	  }

	  const options = { path: socketPath, ...opts };
	  const sessionCache = new SessionCache(maxCachedSessions == null ? 100 : maxCachedSessions);
	  timeout = timeout == null ? 10e3 : timeout;
	  allowH2 = allowH2 != null ? allowH2 : true;
	  return function connect ({ hostname, host, protocol, port, servername, localAddress, httpSocket }, callback) {
	    let socket;
	    if (protocol === 'https:') {
	      if (!tls) {
	        tls = builtin$g;
	      }
	      servername = servername || options.servername || util.getServerName(host) || null;

	      const sessionKey = servername || hostname;
	      assert(sessionKey);

	      const session = customSession || sessionCache.get(sessionKey) || null;

	      port = port || 443;

	      socket = tls.connect({
	        highWaterMark: 16384, // TLS in node can't have bigger HWM anyway...
	        ...options,
	        servername,
	        session,
	        localAddress,
	        ALPNProtocols: allowH2 ? (preferH2 ? ['h2', 'http/1.1'] : ['http/1.1', 'h2']) : ['http/1.1'],
	        socket: httpSocket, // upgrade socket connection
	        port,
	        host: hostname
	      });

	      socket
	        .on('session', function (session) {
	          // TODO (fix): Can a session become invalid once established? Don't think so?
	          sessionCache.set(sessionKey, session);
	        });
	    } else {
	      assert(!httpSocket, 'httpSocket can only be sent on TLS update');

	      port = port || 80;

	      const connectOptions = {
	        highWaterMark: 64 * 1024, // Same as nodejs fs streams.
	        ...options,
	        localAddress,
	        port,
	        host: hostname
	      };

	      const family = net.isIP(hostname);
	      if (family !== 0 && servername && servername !== hostname) {
	        connectOptions.host = servername;
	        connectOptions.lookup = (_hostname, lookupOptions, cb) => {
	          if (lookupOptions.all) {
	            cb(null, [{ address: hostname, family }]);
	          } else {
	            cb(null, hostname, family);
	          }
	        };
	      }

	      socket = net.connect(connectOptions);
	      if (useH2c === true) {
	        socket.alpnProtocol = 'h2';
	      }
	    }

	    // Set TCP keep alive options on the socket here instead of in connect() for the case of assigning the socket
	    if (options.keepAlive == null || options.keepAlive) {
	      const keepAliveInitialDelay = options.keepAliveInitialDelay === undefined ? 60e3 : options.keepAliveInitialDelay;
	      socket.setKeepAlive(true, keepAliveInitialDelay);
	    }

	    const clearConnectTimeout = util.setupConnectTimeout(new WeakRef(socket), { timeout, hostname, port });

	    socket
	      .setNoDelay(true)
	      .once(protocol === 'https:' ? 'secureConnect' : 'connect', function () {
	        queueMicrotask(clearConnectTimeout);

	        if (callback) {
	          const cb = callback;
	          callback = null;
	          cb(null, this);
	        }
	      })
	      .on('error', function (err) {
	        queueMicrotask(clearConnectTimeout);

	        if (callback) {
	          const cb = callback;
	          callback = null;
	          cb(maybeNormalizeConnectError(err, this, { timeout, hostname, port }));
	        }
	      });

	    return socket
	  }
	}

	// `net.connect` with `autoSelectFamily` raises an `AggregateError` when every
	// attempted address fails. If any of those failures is a timeout, surface the
	// error as a `ConnectTimeoutError` so callers see the same error regardless of
	// which timer (Node's internal one or undici's `connectTimeout`) wins the race.
	// The original `AggregateError` is preserved on `.cause`.
	function maybeNormalizeConnectError (err, socket, opts) {
	  if (
	    err instanceof AggregateError &&
	    (err.code === 'ETIMEDOUT' || err.errors.some((e) => e != null && e.code === 'ETIMEDOUT'))
	  ) {
	    let message = 'Connect Timeout Error';
	    if (Array.isArray(socket.autoSelectFamilyAttemptedAddresses)) {
	      message += ` (attempted addresses: ${socket.autoSelectFamilyAttemptedAddresses.join(', ')},`;
	    } else {
	      message += ` (attempted address: ${opts.hostname}:${opts.port},`;
	    }
	    message += ` timeout: ${opts.timeout}ms)`;

	    const wrapped = new ConnectTimeoutError(message);
	    wrapped.cause = err;
	    return wrapped
	  }
	  return err
	}

	connect = buildConnector;
	return connect;
}

var constants = {};

var utils = {};

var hasRequiredUtils;

function requireUtils () {
	if (hasRequiredUtils) return utils;
	hasRequiredUtils = 1;
	Object.defineProperty(utils, "__esModule", { value: true });
	utils.enumToMap = enumToMap;
	function enumToMap(obj, filter = [], exceptions = []) {
	    const emptyFilter = (filter?.length ?? 0) === 0;
	    const emptyExceptions = (exceptions?.length ?? 0) === 0;
	    return Object.fromEntries(Object.entries(obj).filter(([, value]) => {
	        return (typeof value === 'number' &&
	            (emptyFilter || filter.includes(value)) &&
	            (emptyExceptions || !exceptions.includes(value)));
	    }));
	}
	return utils;
}

var hasRequiredConstants;

function requireConstants () {
	if (hasRequiredConstants) return constants;
	hasRequiredConstants = 1;
	(function (exports) {
		Object.defineProperty(exports, "__esModule", { value: true });
		exports.SPECIAL_HEADERS = exports.MINOR = exports.MAJOR = exports.HTAB_SP_VCHAR_OBS_TEXT = exports.QUOTED_STRING = exports.CONNECTION_TOKEN_CHARS = exports.HEADER_CHARS = exports.TOKEN = exports.HEX = exports.URL_CHAR = exports.USERINFO_CHARS = exports.MARK = exports.ALPHANUM = exports.NUM = exports.HEX_MAP = exports.NUM_MAP = exports.ALPHA = exports.STATUSES_HTTP = exports.H_METHOD_MAP = exports.METHOD_MAP = exports.METHODS_RTSP = exports.METHODS_ICE = exports.METHODS_HTTP = exports.HEADER_STATE = exports.FINISH = exports.STATUSES = exports.METHODS = exports.LENIENT_FLAGS = exports.FLAGS = exports.TYPE = exports.ERROR = void 0;
		const utils_1 = requireUtils();
		// Emums
		exports.ERROR = {
		    OK: 0,
		    INTERNAL: 1,
		    STRICT: 2,
		    CR_EXPECTED: 25,
		    LF_EXPECTED: 3,
		    UNEXPECTED_CONTENT_LENGTH: 4,
		    UNEXPECTED_SPACE: 30,
		    CLOSED_CONNECTION: 5,
		    INVALID_METHOD: 6,
		    INVALID_URL: 7,
		    INVALID_CONSTANT: 8,
		    INVALID_VERSION: 9,
		    INVALID_HEADER_TOKEN: 10,
		    INVALID_CONTENT_LENGTH: 11,
		    INVALID_CHUNK_SIZE: 12,
		    INVALID_STATUS: 13,
		    INVALID_EOF_STATE: 14,
		    INVALID_TRANSFER_ENCODING: 15,
		    CB_MESSAGE_BEGIN: 16,
		    CB_HEADERS_COMPLETE: 17,
		    CB_MESSAGE_COMPLETE: 18,
		    CB_CHUNK_HEADER: 19,
		    CB_CHUNK_COMPLETE: 20,
		    PAUSED: 21,
		    PAUSED_UPGRADE: 22,
		    PAUSED_H2_UPGRADE: 23,
		    USER: 24,
		    CB_URL_COMPLETE: 26,
		    CB_STATUS_COMPLETE: 27,
		    CB_METHOD_COMPLETE: 32,
		    CB_VERSION_COMPLETE: 33,
		    CB_HEADER_FIELD_COMPLETE: 28,
		    CB_HEADER_VALUE_COMPLETE: 29,
		    CB_CHUNK_EXTENSION_NAME_COMPLETE: 34,
		    CB_CHUNK_EXTENSION_VALUE_COMPLETE: 35,
		    CB_RESET: 31,
		    CB_PROTOCOL_COMPLETE: 38,
		};
		exports.TYPE = {
		    BOTH: 0, // default
		    REQUEST: 1,
		    RESPONSE: 2,
		};
		exports.FLAGS = {
		    CONNECTION_KEEP_ALIVE: 1 << 0,
		    CONNECTION_CLOSE: 1 << 1,
		    CONNECTION_UPGRADE: 1 << 2,
		    CHUNKED: 1 << 3,
		    UPGRADE: 1 << 4,
		    CONTENT_LENGTH: 1 << 5,
		    SKIPBODY: 1 << 6,
		    TRAILING: 1 << 7,
		    // 1 << 8 is unused
		    TRANSFER_ENCODING: 1 << 9,
		};
		exports.LENIENT_FLAGS = {
		    HEADERS: 1 << 0,
		    CHUNKED_LENGTH: 1 << 1,
		    KEEP_ALIVE: 1 << 2,
		    TRANSFER_ENCODING: 1 << 3,
		    VERSION: 1 << 4,
		    DATA_AFTER_CLOSE: 1 << 5,
		    OPTIONAL_LF_AFTER_CR: 1 << 6,
		    OPTIONAL_CRLF_AFTER_CHUNK: 1 << 7,
		    OPTIONAL_CR_BEFORE_LF: 1 << 8,
		    SPACES_AFTER_CHUNK_SIZE: 1 << 9,
		};
		exports.METHODS = {
		    'DELETE': 0,
		    'GET': 1,
		    'HEAD': 2,
		    'POST': 3,
		    'PUT': 4,
		    /* pathological */
		    'CONNECT': 5,
		    'OPTIONS': 6,
		    'TRACE': 7,
		    /* WebDAV */
		    'COPY': 8,
		    'LOCK': 9,
		    'MKCOL': 10,
		    'MOVE': 11,
		    'PROPFIND': 12,
		    'PROPPATCH': 13,
		    'SEARCH': 14,
		    'UNLOCK': 15,
		    'BIND': 16,
		    'REBIND': 17,
		    'UNBIND': 18,
		    'ACL': 19,
		    /* subversion */
		    'REPORT': 20,
		    'MKACTIVITY': 21,
		    'CHECKOUT': 22,
		    'MERGE': 23,
		    /* upnp */
		    'M-SEARCH': 24,
		    'NOTIFY': 25,
		    'SUBSCRIBE': 26,
		    'UNSUBSCRIBE': 27,
		    /* RFC-5789 */
		    'PATCH': 28,
		    'PURGE': 29,
		    /* CalDAV */
		    'MKCALENDAR': 30,
		    /* RFC-2068, section 19.6.1.2 */
		    'LINK': 31,
		    'UNLINK': 32,
		    /* icecast */
		    'SOURCE': 33,
		    /* RFC-7540, section 11.6 */
		    'PRI': 34,
		    /* RFC-2326 RTSP */
		    'DESCRIBE': 35,
		    'ANNOUNCE': 36,
		    'SETUP': 37,
		    'PLAY': 38,
		    'PAUSE': 39,
		    'TEARDOWN': 40,
		    'GET_PARAMETER': 41,
		    'SET_PARAMETER': 42,
		    'REDIRECT': 43,
		    'RECORD': 44,
		    /* RAOP */
		    'FLUSH': 45,
		    /* DRAFT https://www.ietf.org/archive/id/draft-ietf-httpbis-safe-method-w-body-02.html */
		    'QUERY': 46,
		};
		exports.STATUSES = {
		    CONTINUE: 100,
		    SWITCHING_PROTOCOLS: 101,
		    PROCESSING: 102,
		    EARLY_HINTS: 103,
		    RESPONSE_IS_STALE: 110, // Unofficial
		    REVALIDATION_FAILED: 111, // Unofficial
		    DISCONNECTED_OPERATION: 112, // Unofficial
		    HEURISTIC_EXPIRATION: 113, // Unofficial
		    MISCELLANEOUS_WARNING: 199, // Unofficial
		    OK: 200,
		    CREATED: 201,
		    ACCEPTED: 202,
		    NON_AUTHORITATIVE_INFORMATION: 203,
		    NO_CONTENT: 204,
		    RESET_CONTENT: 205,
		    PARTIAL_CONTENT: 206,
		    MULTI_STATUS: 207,
		    ALREADY_REPORTED: 208,
		    TRANSFORMATION_APPLIED: 214, // Unofficial
		    IM_USED: 226,
		    MISCELLANEOUS_PERSISTENT_WARNING: 299, // Unofficial
		    MULTIPLE_CHOICES: 300,
		    MOVED_PERMANENTLY: 301,
		    FOUND: 302,
		    SEE_OTHER: 303,
		    NOT_MODIFIED: 304,
		    USE_PROXY: 305,
		    SWITCH_PROXY: 306, // No longer used
		    TEMPORARY_REDIRECT: 307,
		    PERMANENT_REDIRECT: 308,
		    BAD_REQUEST: 400,
		    UNAUTHORIZED: 401,
		    PAYMENT_REQUIRED: 402,
		    FORBIDDEN: 403,
		    NOT_FOUND: 404,
		    METHOD_NOT_ALLOWED: 405,
		    NOT_ACCEPTABLE: 406,
		    PROXY_AUTHENTICATION_REQUIRED: 407,
		    REQUEST_TIMEOUT: 408,
		    CONFLICT: 409,
		    GONE: 410,
		    LENGTH_REQUIRED: 411,
		    PRECONDITION_FAILED: 412,
		    PAYLOAD_TOO_LARGE: 413,
		    URI_TOO_LONG: 414,
		    UNSUPPORTED_MEDIA_TYPE: 415,
		    RANGE_NOT_SATISFIABLE: 416,
		    EXPECTATION_FAILED: 417,
		    IM_A_TEAPOT: 418,
		    PAGE_EXPIRED: 419, // Unofficial
		    ENHANCE_YOUR_CALM: 420, // Unofficial
		    MISDIRECTED_REQUEST: 421,
		    UNPROCESSABLE_ENTITY: 422,
		    LOCKED: 423,
		    FAILED_DEPENDENCY: 424,
		    TOO_EARLY: 425,
		    UPGRADE_REQUIRED: 426,
		    PRECONDITION_REQUIRED: 428,
		    TOO_MANY_REQUESTS: 429,
		    REQUEST_HEADER_FIELDS_TOO_LARGE_UNOFFICIAL: 430, // Unofficial
		    REQUEST_HEADER_FIELDS_TOO_LARGE: 431,
		    LOGIN_TIMEOUT: 440, // Unofficial
		    NO_RESPONSE: 444, // Unofficial
		    RETRY_WITH: 449, // Unofficial
		    BLOCKED_BY_PARENTAL_CONTROL: 450, // Unofficial
		    UNAVAILABLE_FOR_LEGAL_REASONS: 451,
		    CLIENT_CLOSED_LOAD_BALANCED_REQUEST: 460, // Unofficial
		    INVALID_X_FORWARDED_FOR: 463, // Unofficial
		    REQUEST_HEADER_TOO_LARGE: 494, // Unofficial
		    SSL_CERTIFICATE_ERROR: 495, // Unofficial
		    SSL_CERTIFICATE_REQUIRED: 496, // Unofficial
		    HTTP_REQUEST_SENT_TO_HTTPS_PORT: 497, // Unofficial
		    INVALID_TOKEN: 498, // Unofficial
		    CLIENT_CLOSED_REQUEST: 499, // Unofficial
		    INTERNAL_SERVER_ERROR: 500,
		    NOT_IMPLEMENTED: 501,
		    BAD_GATEWAY: 502,
		    SERVICE_UNAVAILABLE: 503,
		    GATEWAY_TIMEOUT: 504,
		    HTTP_VERSION_NOT_SUPPORTED: 505,
		    VARIANT_ALSO_NEGOTIATES: 506,
		    INSUFFICIENT_STORAGE: 507,
		    LOOP_DETECTED: 508,
		    BANDWIDTH_LIMIT_EXCEEDED: 509,
		    NOT_EXTENDED: 510,
		    NETWORK_AUTHENTICATION_REQUIRED: 511,
		    WEB_SERVER_UNKNOWN_ERROR: 520, // Unofficial
		    WEB_SERVER_IS_DOWN: 521, // Unofficial
		    CONNECTION_TIMEOUT: 522, // Unofficial
		    ORIGIN_IS_UNREACHABLE: 523, // Unofficial
		    TIMEOUT_OCCURED: 524, // Unofficial
		    SSL_HANDSHAKE_FAILED: 525, // Unofficial
		    INVALID_SSL_CERTIFICATE: 526, // Unofficial
		    RAILGUN_ERROR: 527, // Unofficial
		    SITE_IS_OVERLOADED: 529, // Unofficial
		    SITE_IS_FROZEN: 530, // Unofficial
		    IDENTITY_PROVIDER_AUTHENTICATION_ERROR: 561, // Unofficial
		    NETWORK_READ_TIMEOUT: 598, // Unofficial
		    NETWORK_CONNECT_TIMEOUT: 599, // Unofficial
		};
		exports.FINISH = {
		    SAFE: 0,
		    SAFE_WITH_CB: 1,
		    UNSAFE: 2,
		};
		exports.HEADER_STATE = {
		    GENERAL: 0,
		    CONNECTION: 1,
		    CONTENT_LENGTH: 2,
		    TRANSFER_ENCODING: 3,
		    UPGRADE: 4,
		    CONNECTION_KEEP_ALIVE: 5,
		    CONNECTION_CLOSE: 6,
		    CONNECTION_UPGRADE: 7,
		    TRANSFER_ENCODING_CHUNKED: 8,
		};
		// C headers
		exports.METHODS_HTTP = [
		    exports.METHODS.DELETE,
		    exports.METHODS.GET,
		    exports.METHODS.HEAD,
		    exports.METHODS.POST,
		    exports.METHODS.PUT,
		    exports.METHODS.CONNECT,
		    exports.METHODS.OPTIONS,
		    exports.METHODS.TRACE,
		    exports.METHODS.COPY,
		    exports.METHODS.LOCK,
		    exports.METHODS.MKCOL,
		    exports.METHODS.MOVE,
		    exports.METHODS.PROPFIND,
		    exports.METHODS.PROPPATCH,
		    exports.METHODS.SEARCH,
		    exports.METHODS.UNLOCK,
		    exports.METHODS.BIND,
		    exports.METHODS.REBIND,
		    exports.METHODS.UNBIND,
		    exports.METHODS.ACL,
		    exports.METHODS.REPORT,
		    exports.METHODS.MKACTIVITY,
		    exports.METHODS.CHECKOUT,
		    exports.METHODS.MERGE,
		    exports.METHODS['M-SEARCH'],
		    exports.METHODS.NOTIFY,
		    exports.METHODS.SUBSCRIBE,
		    exports.METHODS.UNSUBSCRIBE,
		    exports.METHODS.PATCH,
		    exports.METHODS.PURGE,
		    exports.METHODS.MKCALENDAR,
		    exports.METHODS.LINK,
		    exports.METHODS.UNLINK,
		    exports.METHODS.PRI,
		    // TODO(indutny): should we allow it with HTTP?
		    exports.METHODS.SOURCE,
		    exports.METHODS.QUERY,
		];
		exports.METHODS_ICE = [
		    exports.METHODS.SOURCE,
		];
		exports.METHODS_RTSP = [
		    exports.METHODS.OPTIONS,
		    exports.METHODS.DESCRIBE,
		    exports.METHODS.ANNOUNCE,
		    exports.METHODS.SETUP,
		    exports.METHODS.PLAY,
		    exports.METHODS.PAUSE,
		    exports.METHODS.TEARDOWN,
		    exports.METHODS.GET_PARAMETER,
		    exports.METHODS.SET_PARAMETER,
		    exports.METHODS.REDIRECT,
		    exports.METHODS.RECORD,
		    exports.METHODS.FLUSH,
		    // For AirPlay
		    exports.METHODS.GET,
		    exports.METHODS.POST,
		];
		exports.METHOD_MAP = (0, utils_1.enumToMap)(exports.METHODS);
		exports.H_METHOD_MAP = Object.fromEntries(Object.entries(exports.METHODS).filter(([k]) => k.startsWith('H')));
		exports.STATUSES_HTTP = [
		    exports.STATUSES.CONTINUE,
		    exports.STATUSES.SWITCHING_PROTOCOLS,
		    exports.STATUSES.PROCESSING,
		    exports.STATUSES.EARLY_HINTS,
		    exports.STATUSES.RESPONSE_IS_STALE,
		    exports.STATUSES.REVALIDATION_FAILED,
		    exports.STATUSES.DISCONNECTED_OPERATION,
		    exports.STATUSES.HEURISTIC_EXPIRATION,
		    exports.STATUSES.MISCELLANEOUS_WARNING,
		    exports.STATUSES.OK,
		    exports.STATUSES.CREATED,
		    exports.STATUSES.ACCEPTED,
		    exports.STATUSES.NON_AUTHORITATIVE_INFORMATION,
		    exports.STATUSES.NO_CONTENT,
		    exports.STATUSES.RESET_CONTENT,
		    exports.STATUSES.PARTIAL_CONTENT,
		    exports.STATUSES.MULTI_STATUS,
		    exports.STATUSES.ALREADY_REPORTED,
		    exports.STATUSES.TRANSFORMATION_APPLIED,
		    exports.STATUSES.IM_USED,
		    exports.STATUSES.MISCELLANEOUS_PERSISTENT_WARNING,
		    exports.STATUSES.MULTIPLE_CHOICES,
		    exports.STATUSES.MOVED_PERMANENTLY,
		    exports.STATUSES.FOUND,
		    exports.STATUSES.SEE_OTHER,
		    exports.STATUSES.NOT_MODIFIED,
		    exports.STATUSES.USE_PROXY,
		    exports.STATUSES.SWITCH_PROXY,
		    exports.STATUSES.TEMPORARY_REDIRECT,
		    exports.STATUSES.PERMANENT_REDIRECT,
		    exports.STATUSES.BAD_REQUEST,
		    exports.STATUSES.UNAUTHORIZED,
		    exports.STATUSES.PAYMENT_REQUIRED,
		    exports.STATUSES.FORBIDDEN,
		    exports.STATUSES.NOT_FOUND,
		    exports.STATUSES.METHOD_NOT_ALLOWED,
		    exports.STATUSES.NOT_ACCEPTABLE,
		    exports.STATUSES.PROXY_AUTHENTICATION_REQUIRED,
		    exports.STATUSES.REQUEST_TIMEOUT,
		    exports.STATUSES.CONFLICT,
		    exports.STATUSES.GONE,
		    exports.STATUSES.LENGTH_REQUIRED,
		    exports.STATUSES.PRECONDITION_FAILED,
		    exports.STATUSES.PAYLOAD_TOO_LARGE,
		    exports.STATUSES.URI_TOO_LONG,
		    exports.STATUSES.UNSUPPORTED_MEDIA_TYPE,
		    exports.STATUSES.RANGE_NOT_SATISFIABLE,
		    exports.STATUSES.EXPECTATION_FAILED,
		    exports.STATUSES.IM_A_TEAPOT,
		    exports.STATUSES.PAGE_EXPIRED,
		    exports.STATUSES.ENHANCE_YOUR_CALM,
		    exports.STATUSES.MISDIRECTED_REQUEST,
		    exports.STATUSES.UNPROCESSABLE_ENTITY,
		    exports.STATUSES.LOCKED,
		    exports.STATUSES.FAILED_DEPENDENCY,
		    exports.STATUSES.TOO_EARLY,
		    exports.STATUSES.UPGRADE_REQUIRED,
		    exports.STATUSES.PRECONDITION_REQUIRED,
		    exports.STATUSES.TOO_MANY_REQUESTS,
		    exports.STATUSES.REQUEST_HEADER_FIELDS_TOO_LARGE_UNOFFICIAL,
		    exports.STATUSES.REQUEST_HEADER_FIELDS_TOO_LARGE,
		    exports.STATUSES.LOGIN_TIMEOUT,
		    exports.STATUSES.NO_RESPONSE,
		    exports.STATUSES.RETRY_WITH,
		    exports.STATUSES.BLOCKED_BY_PARENTAL_CONTROL,
		    exports.STATUSES.UNAVAILABLE_FOR_LEGAL_REASONS,
		    exports.STATUSES.CLIENT_CLOSED_LOAD_BALANCED_REQUEST,
		    exports.STATUSES.INVALID_X_FORWARDED_FOR,
		    exports.STATUSES.REQUEST_HEADER_TOO_LARGE,
		    exports.STATUSES.SSL_CERTIFICATE_ERROR,
		    exports.STATUSES.SSL_CERTIFICATE_REQUIRED,
		    exports.STATUSES.HTTP_REQUEST_SENT_TO_HTTPS_PORT,
		    exports.STATUSES.INVALID_TOKEN,
		    exports.STATUSES.CLIENT_CLOSED_REQUEST,
		    exports.STATUSES.INTERNAL_SERVER_ERROR,
		    exports.STATUSES.NOT_IMPLEMENTED,
		    exports.STATUSES.BAD_GATEWAY,
		    exports.STATUSES.SERVICE_UNAVAILABLE,
		    exports.STATUSES.GATEWAY_TIMEOUT,
		    exports.STATUSES.HTTP_VERSION_NOT_SUPPORTED,
		    exports.STATUSES.VARIANT_ALSO_NEGOTIATES,
		    exports.STATUSES.INSUFFICIENT_STORAGE,
		    exports.STATUSES.LOOP_DETECTED,
		    exports.STATUSES.BANDWIDTH_LIMIT_EXCEEDED,
		    exports.STATUSES.NOT_EXTENDED,
		    exports.STATUSES.NETWORK_AUTHENTICATION_REQUIRED,
		    exports.STATUSES.WEB_SERVER_UNKNOWN_ERROR,
		    exports.STATUSES.WEB_SERVER_IS_DOWN,
		    exports.STATUSES.CONNECTION_TIMEOUT,
		    exports.STATUSES.ORIGIN_IS_UNREACHABLE,
		    exports.STATUSES.TIMEOUT_OCCURED,
		    exports.STATUSES.SSL_HANDSHAKE_FAILED,
		    exports.STATUSES.INVALID_SSL_CERTIFICATE,
		    exports.STATUSES.RAILGUN_ERROR,
		    exports.STATUSES.SITE_IS_OVERLOADED,
		    exports.STATUSES.SITE_IS_FROZEN,
		    exports.STATUSES.IDENTITY_PROVIDER_AUTHENTICATION_ERROR,
		    exports.STATUSES.NETWORK_READ_TIMEOUT,
		    exports.STATUSES.NETWORK_CONNECT_TIMEOUT,
		];
		exports.ALPHA = [];
		for (let i = 'A'.charCodeAt(0); i <= 'Z'.charCodeAt(0); i++) {
		    // Upper case
		    exports.ALPHA.push(String.fromCharCode(i));
		    // Lower case
		    exports.ALPHA.push(String.fromCharCode(i + 0x20));
		}
		exports.NUM_MAP = {
		    0: 0, 1: 1, 2: 2, 3: 3, 4: 4,
		    5: 5, 6: 6, 7: 7, 8: 8, 9: 9,
		};
		exports.HEX_MAP = {
		    0: 0, 1: 1, 2: 2, 3: 3, 4: 4,
		    5: 5, 6: 6, 7: 7, 8: 8, 9: 9,
		    A: 0XA, B: 0XB, C: 0XC, D: 0XD, E: 0XE, F: 0XF,
		    a: 0xa, b: 0xb, c: 0xc, d: 0xd, e: 0xe, f: 0xf,
		};
		exports.NUM = [
		    '0', '1', '2', '3', '4', '5', '6', '7', '8', '9',
		];
		exports.ALPHANUM = exports.ALPHA.concat(exports.NUM);
		exports.MARK = ['-', '_', '.', '!', '~', '*', '\'', '(', ')'];
		exports.USERINFO_CHARS = exports.ALPHANUM
		    .concat(exports.MARK)
		    .concat(['%', ';', ':', '&', '=', '+', '$', ',']);
		// TODO(indutny): use RFC
		exports.URL_CHAR = [
		    '!', '"', '$', '%', '&', '\'',
		    '(', ')', '*', '+', ',', '-', '.', '/',
		    ':', ';', '<', '=', '>',
		    '@', '[', '\\', ']', '^', '_',
		    '`',
		    '{', '|', '}', '~',
		].concat(exports.ALPHANUM);
		exports.HEX = exports.NUM.concat(['a', 'b', 'c', 'd', 'e', 'f', 'A', 'B', 'C', 'D', 'E', 'F']);
		/* Tokens as defined by rfc 2616. Also lowercases them.
		 *        token       = 1*<any CHAR except CTLs or separators>
		 *     separators     = "(" | ")" | "<" | ">" | "@"
		 *                    | "," | ";" | ":" | "\" | <">
		 *                    | "/" | "[" | "]" | "?" | "="
		 *                    | "{" | "}" | SP | HT
		 */
		exports.TOKEN = [
		    '!', '#', '$', '%', '&', '\'',
		    '*', '+', '-', '.',
		    '^', '_', '`',
		    '|', '~',
		].concat(exports.ALPHANUM);
		/*
		 * Verify that a char is a valid visible (printable) US-ASCII
		 * character or %x80-FF
		 */
		exports.HEADER_CHARS = ['\t'];
		for (let i = 32; i <= 255; i++) {
		    if (i !== 127) {
		        exports.HEADER_CHARS.push(i);
		    }
		}
		// ',' = \x44
		exports.CONNECTION_TOKEN_CHARS = exports.HEADER_CHARS.filter((c) => c !== 44);
		exports.QUOTED_STRING = ['\t', ' '];
		for (let i = 0x21; i <= 0xff; i++) {
		    if (i !== 0x22 && i !== 0x5c) { // All characters in ASCII except \ and "
		        exports.QUOTED_STRING.push(i);
		    }
		}
		exports.HTAB_SP_VCHAR_OBS_TEXT = ['\t', ' '];
		// VCHAR: https://tools.ietf.org/html/rfc5234#appendix-B.1
		for (let i = 0x21; i <= 0x7E; i++) {
		    exports.HTAB_SP_VCHAR_OBS_TEXT.push(i);
		}
		// OBS_TEXT: https://datatracker.ietf.org/doc/html/rfc9110#name-collected-abnf
		for (let i = 0x80; i <= 0xff; i++) {
		    exports.HTAB_SP_VCHAR_OBS_TEXT.push(i);
		}
		exports.MAJOR = exports.NUM_MAP;
		exports.MINOR = exports.MAJOR;
		exports.SPECIAL_HEADERS = {
		    'connection': exports.HEADER_STATE.CONNECTION,
		    'content-length': exports.HEADER_STATE.CONTENT_LENGTH,
		    'proxy-connection': exports.HEADER_STATE.CONNECTION,
		    'transfer-encoding': exports.HEADER_STATE.TRANSFER_ENCODING,
		    'upgrade': exports.HEADER_STATE.UPGRADE,
		};
		exports.default = {
		    ERROR: exports.ERROR,
		    TYPE: exports.TYPE,
		    FLAGS: exports.FLAGS,
		    LENIENT_FLAGS: exports.LENIENT_FLAGS,
		    METHODS: exports.METHODS,
		    STATUSES: exports.STATUSES,
		    FINISH: exports.FINISH,
		    HEADER_STATE: exports.HEADER_STATE,
		    ALPHA: exports.ALPHA,
		    NUM_MAP: exports.NUM_MAP,
		    HEX_MAP: exports.HEX_MAP,
		    NUM: exports.NUM,
		    ALPHANUM: exports.ALPHANUM,
		    MARK: exports.MARK,
		    USERINFO_CHARS: exports.USERINFO_CHARS,
		    URL_CHAR: exports.URL_CHAR,
		    HEX: exports.HEX,
		    TOKEN: exports.TOKEN,
		    HEADER_CHARS: exports.HEADER_CHARS,
		    CONNECTION_TOKEN_CHARS: exports.CONNECTION_TOKEN_CHARS,
		    QUOTED_STRING: exports.QUOTED_STRING,
		    HTAB_SP_VCHAR_OBS_TEXT: exports.HTAB_SP_VCHAR_OBS_TEXT,
		    MAJOR: exports.MAJOR,
		    MINOR: exports.MINOR,
		    SPECIAL_HEADERS: exports.SPECIAL_HEADERS,
		    METHODS_HTTP: exports.METHODS_HTTP,
		    METHODS_ICE: exports.METHODS_ICE,
		    METHODS_RTSP: exports.METHODS_RTSP,
		    METHOD_MAP: exports.METHOD_MAP,
		    H_METHOD_MAP: exports.H_METHOD_MAP,
		    STATUSES_HTTP: exports.STATUSES_HTTP,
		}; 
	} (constants));
	return constants;
}

var simd;
var hasRequiredSimd;

function requireSimd () {
	if (hasRequiredSimd) return simd;
	hasRequiredSimd = 1;
	const wasmModule = new WebAssembly.Module(
	  Buffer.from(
	    'AGFzbQEAAAABQgtgA39/fwBgAX8Bf2ACf38AYAF/AGABfwF+YAJ/fgBgBH9/f38AYAABf2AIf39/f39/f3wAYAN/f38Bf2ACf38BfwKUBBwDZW52CG9uX2Vycm9yAAADZW52Cm9uX2hlYWRlcnMACANlbnYJb25fZmluaXNoAAADZW52EG9uX21lc3NhZ2Vfc3RhcnQAAANlbnYTb25fbWVzc2FnZV9jb21wbGV0ZQAAA2Vudgpvbl9yZXF1ZXN0AAADZW52C29uX3Jlc3BvbnNlAAADZW52CG9uX3Jlc2V0AAADZW52CW9uX21ldGhvZAAAA2VudgZvbl91cmwAAANlbnYLb25fcHJvdG9jb2wAAANlbnYKb25fdmVyc2lvbgAAA2Vudglvbl9zdGF0dXMAAANlbnYJb25fcmVhc29uAAADZW52Dm9uX2hlYWRlcl9uYW1lAAADZW52D29uX2hlYWRlcl92YWx1ZQAAA2Vudgpvbl9jb25uZWN0AAADZW52Cm9uX3VwZ3JhZGUAAANlbnYPb25fY2h1bmtfbGVuZ3RoAAADZW52F29uX2NodW5rX2V4dGVuc2lvbl9uYW1lAAADZW52GG9uX2NodW5rX2V4dGVuc2lvbl92YWx1ZQAAA2Vudghvbl9jaHVuawAAA2Vudgdvbl9ib2R5AAADZW52B29uX2RhdGEAAANlbnYPb25fdHJhaWxlcl9uYW1lAAADZW52EG9uX3RyYWlsZXJfdmFsdWUAAANlbnYLb25fdHJhaWxlcnMAAANlbnYPb25fc3RhdGVfY2hhbmdlAAADQkEGAAEDAwcCAwYDBAQBBAQBAQEEAQQEAQEBAQEBAQEBAQEBAQEHCQMCAwUFAgICBQICAgICAgIBAQEBCgECAwICAgUDAQARBgkBfwFBgIDAAAsHnQg5Bm1lbW9yeQIABWFsbG9jAB4FY2xlYXIAHwhjb21wbGV0ZQAgBmNyZWF0ZQAhB2RlYWxsb2MAIgdkZXN0cm95ACMEZmFpbAAkBmZpbmlzaAAlDmdldF9jaHVua19zaXplACYSZ2V0X2NvbnRlbnRfbGVuZ3RoACcOZ2V0X2Vycm9yX2NvZGUAKBlnZXRfZXJyb3JfZGVzY3JpcHRpb25fcmF3ACkUZ2V0X21heF9ib2R5X3BheWxvYWQAKhVnZXRfbWF4X2hlYWRlcl9sZW5ndGgAKxlnZXRfbWF4X3N0YXJ0X2xpbmVfbGVuZ3RoACwKZ2V0X21ldGhvZAAtCmdldF9wYXJzZWQALgxnZXRfcG9zaXRpb24ALxhnZXRfcmVtYWluaW5nX2NodW5rX3NpemUAMBxnZXRfcmVtYWluaW5nX2NvbnRlbnRfbGVuZ3RoADEJZ2V0X3N0YXRlADIKZ2V0X3N0YXR1cwAzHWhhc19jaHVua2VkX3RyYW5zZmVyX2VuY29kaW5nADQUaGFzX2Nvbm5lY3Rpb25fY2xvc2UANRZoYXNfY29ubmVjdGlvbl91cGdyYWRlADYSaGFzX2NvbnRlbnRfbGVuZ3RoADcMaGFzX3RyYWlsZXJzADgVaGFzX3RyYW5zZmVyX2VuY29kaW5nADkLaGFzX3VwZ3JhZGUAOg1pc19hdXRvZGV0ZWN0ADsKaXNfY29ubmVjdAA8CGlzX2RlYnVnAD0JaXNfcGF1c2VkAD4KaXNfcmVxdWVzdAA/Dm1pbG9faGFzX2RlYnVnAEAFcGFyc2UAQQVwYXVzZQBCBXJlc2V0AEMGcmVzdW1lAEQUc2V0X2FjdGl2ZV9jYWxsYmFja3MARRFzZXRfYWN0aXZlX2V2ZW50cwBGCXNldF9kZWJ1ZwBHDnNldF9pc19jb25uZWN0AEgOc2V0X2lzX3JlcXVlc3QASRRzZXRfbWF4X2JvZHlfcGF5bG9hZABKFXNldF9tYXhfaGVhZGVyX2xlbmd0aABLGXNldF9tYXhfc3RhcnRfbGluZV9sZW5ndGgATBVzZXRfc2hvdWxkX2F1dG9kZXRlY3QATSBzZXRfc2hvdWxkX2NvbnRpbnVlX3dpdGhvdXRfZGF0YQBOHHNldF9zaG91bGRfbWFuYWdlX3VuY29uc3VtZWQATxRzZXRfc2hvdWxkX3NraXBfYm9keQBQIHNldF9zaG91bGRfc3VzcGVuZF9hZnRlcl9oZWFkZXJzAFEcc2hvdWxkX2NvbnRpbnVlX3dpdGhvdXRfZGF0YQBSGHNob3VsZF9tYW5hZ2VfdW5jb25zdW1lZABTEHNob3VsZF9za2lwX2JvZHkAVBxzaG91bGRfc3VzcGVuZF9hZnRlcl9oZWFkZXJzAFUKoLQCQdgDAgJ/BXsCQCACIANPDQAgAS0AACEBIAMgAmsiBUEPTQRAIANBAWsDQCABIAItAABGBEBBASEEDAMLIAJBAWoiAiADRw0ACyECDAELIAH9DyIGIAL9AAAA/SP9ZCIBBEAgAiABaGohAkEBIQQMAQsgAkFwcUEQaiEBAkACQCAFQcAASQ0AIAEgA0FAaiIFSw0AIAIgAkEPcWtBIGohAgNAIAYgAv0ABAD9IyIHIAYgAkEQayIB/QAEAP0jIgj9UCAGIAJBEGr9AAQA/SMiCf1QIAYgAkEgav0ABAD9IyIK/VD9ZA0CIAJBQGshAiABQUBrIAVNDQALIAJBEGshAQsgA0EQayICIAFPBEADQCAGIAH9AAAA/SP9ZCIFBEAgASAFaGohAkEBIQQMBAsgAUEQaiIBIAJNDQALCyABIANPDQEgA0EQayIBIAYgAf0AAAD9I/1kQf//A3EiAWhqIQIgAUEARyEEDAELAkAgCP1kIgFFBEAgB/1kIgENASAJ/WQiAUUEQCACIAr9ZGhqQSBqIQJBASEEDAMLIAIgAWhqQRBqIQJBASEEDAILIAIgAWhqQRBrIQJBASEEDAELIAIgAWhqIQJBASEECyAAIAI2AgQgACAENgIAC7ADAgR/AXsCQCACQRBPBEADQCACIANBEGoiBEkEQEECIQUgAiADTQ0DA0AgASADai0AACIEQQ1GBEBBACEFDAULAkAgBEEgTwRAIARB/wBHDQFBASEFDAYLIARBCUYNAEEBIQUMBQsgAiADQQFqIgNHDQALIAIhAwwDCyABIANqIAQhA/0AAAAiB/0Mf39/f39/f39/f39/f39/f/0jIAf9DAkJCQkJCQkJCQkJCQkJCQn9JCAH/QwgICAgICAgICAgICAgICAg/Sb9Tv1Q/VNFDQALQXAhA0ECIQUgBEUNASAEQRBrIQMgBCAEQQ9rIgIgAiAESRsDQCABIANqLQAAIgZBDUYEQEEAIQUMAwsCQCAGQSBPBEAgBkH/AEcNAUEBIQUMBAsgBkEJRg0AQQEhBQwDCyADQQFqIgMgBEkNAAshAwwBC0ECIQUgAkUEQAwBCwNAIAEgA2otAAAiBEENRgRAQQAhBQwCCwJAIARBIE8EQCAEQf8ARw0BQQEhBQwDCyAEQQlGDQBBASEFDAILIAIgA0EBaiIDRw0ACyACIQMLIAAgAzYCBCAAIAU2AgALJgACQCAAQQBOBEAgAEUEQEEBIQAMAgsgAEEBEFYiAA0BCwALIAALRwAgAEIANwMoIABBADoAFSAA/QwAAAAAAAAAAAAAAAAAAAAA/QsDMCAA/QwAAAAAAAAAAAAAAAAAAAAA/QsDQCAAQQA2AlAL0gMCA38BfgJAIAAiAS0AJCIAQQ5NQQBBASAAdEGAzwFxG0UEQCABQQM6ACYgAUECOgAkIAFBDToA9AJBACEAIAFBADoAeSABQaeYwAApAAA3AGwgAUGsmMAAKQAANwBxAkAgASkDWCABKQNghKdBAXFFBEAgASgC+AIhAgwBCyABKAL4AiICQQE6AAAgAkEFakEDOgAAIAJBAWogASgCIDYAAEEGIQALIAAgAmpBADoAAAwBCwJ/QQAgASkDWCABKQNghCIEQsgAg1ANABogBEIIg0IAUgRAIAEoAvgCIgBBBDoAACAAQQVqQQA2AAAgAEEBaiABKAIgNgAAQQkhAgsgAiAEQsAAg1ANABogASgC+AIgAmoiAEEHOgAAIABBBWpBADYAACAAQQFqIAEoAiA2AAAgAkEJagshAiABQQA6ABYgAUEAOgAUAkAgAS0AUkEBRgRAQQ4hACABLQARQQFxDQELIAEtAFAhAyAEQgKDUARAIAMhAAwBC0EBIQAgA0EBcUUEQCADIQAMAQsgASgC+AIgAmoiA0ECOgAAIANBBWpBADYAACADQQFqIAEoAiA2AAAgAkEJaiECCyABIAA6ACQgASgC+AIgAmpBADoAAAsL7wIBA38jAEHgAGsiASQAAkBBgIAEEFciAkUNACACQQRrLQAAQQNxRQ0AIAJBAEGAgAT8CwALAkAgAkUNACABQQA2AFwgAUIANwBUIAH9DAAAAAAAAAAAAAAAAAAAAAD9CwBEIAH9DAAAAAAAAAAAAAAAAAAAAAD9CwA0IAH9DAAAAAAAAAAAAAAAAAAAAAD9CwIcIAFBADYCLCABQgA3AA8gAUEAOgAXQYADQQgQViIARQ0AIABBAToAECAAQgA3AwggAEKAwICAgIAINwMAIAD9DAAAAAAAAAAAAAAAAAAAAAD9CwARIABCADcAHyAAIAEpADM3ACcgACAB/QAAO/0LAC8gACAB/QAAS/0LAD8gACABKQBYNwBMIAAgASgCKDYCZCAAIAH9AAIY/QsCVCAAQewAakEAQf8B/AsAIAAgAjYC+AIgACABLwAWOwDzAiAAIAEpAA43AOsCIAAgADYCaCABQeAAaiQAIAAPCwALFQACQCAARQ0AIAFFDQAgACABEFgLCzgBAX8gAARAIAAoAvACIgEEQCAAKALsAiABEFgLIAAoAvgCIgEEQCABQYCABBBYCyAAQYADEFgLC5IBAQF/IAAgAToAJiAAQQI6ACQgAEHsAGohBEH+ASADIANB/gFPGyIDBEAgBCACIAP8CgAACyAAIAM6APQCIAMgBGpBADoAAEEAIQMgACkDWCAAKQNghEIBg6cEfyAAKAL4AiICQQE6AAAgAkEFaiABOgAAIAJBAWogACgCIDYAAEEGBUEACyAAKAL4AmpBADoAAAuhAgECfwJAAkACQCAALQAkIgFBCU0EQEEBIAF0QRtxDQEgAUECRg0DIAFBCUYNAgsgAEEFOgAmIABBAjoAJCAAQRY6APQCIABBADoAggEgAEGAiMAA/QAAAP0LAGwgAEGOiMAAKQAANwB6AkAgACkDWCAAKQNghKdBAXFFBEAgACgC+AIhAQwBCyAAKAL4AiIBQQE6AAAgAUEFakEFOgAAIAFBAWogACgCIDYAAEEGIQILIAEgAmpBADoAAA8LIABBAToAJA8LAn8gACkDWCAAKQNghEIIg1AEQCAAKAL4AiEBQQAMAQsgACgC+AIiAUEEOgAAIAFBBWpBADYAACABQQFqIAAoAiA2AABBCQshAiAAQQE6ACQgASACakEAOgAACwsHACAAKQMwCwcAIAApAygLBwAgAC0AJgsTACAAMQD0AiAAQewAaq1CIIaECwcAIAApAwgLBwAgACgCBAsHACAAKAIACwcAIAAtAEwLBwAgACkDGAsHACAAKAIgCwcAIAApA0ALBwAgACkDOAsHACAALQAkCwcAIAAoAkgLBwAgAC0ATwsHACAALQBQCwcAIAAtAFELBwAgAC0ATQsHACAALQBTCwcAIAAtAE4LBwAgAC0AUgsHACAALQAQCwcAIAAtABULBwAgAC0AFwsHACAALQAlCwcAIAAtABELBABBAAvy4wEDK38cfgR7IAEhECACIRQjAEGQAWsiDCQAIAAiAykDWCADKQNghCEuAkACQCADAn8CQAJAAkACQAJAAkAgAy0AJEECRgRAIANBADYCIAwBCyADLQAlQQFHDQELIC5CAFINAQwHCwJAIAMtABMgAygC8AIiAEEAR3EiHwRAIAMoAuwCIQEgDCAQNgJ8IAwgATYCdCAMIAA2AnggDCAUNgKAASAAIBRqIhRBAEgNAQJAIBRFBEBBASEQDAELIBRBARBWIhBFDQILIAxBADYCjAEgDCAQNgKIASAMIBQ2AoQBQQAhAANAIAxB9ABqIABqIgEoAgAhDwJAAkAgAUEEaigCACINIAwoAoQBIAlrSwRAIAxBhAFqIQ4jAEEQayILJAAgDSAJIA1qIgFLBEAACyALQQRqIQogDigCBCERAkBBCCABIA4oAgAiAkEBdCIGIAEgBksbIgEgAUEITRsiB0EASARAIApBADYCBCAKQQE2AgAMAQsCfyACBEBBACEBAn8CQAJAAkACQAJAIBFBBGsiBCgCACIJQXhxIghBBEEIIAlBA3EiEBsgAmpJDQAgEEEAIAJBJ2ogCEkbDQAgB0HM/3tLDQRBECAHQQtqQXhxIAdBC0kbIQIgEUEIayEGAkACQAJAAkAgEARAIAYgCGohECACIAhNDQMgEEHgm8AAKAIARg0EIBBB3JvAACgCAEYNAiAQKAIEIglBAnENCCAJQXhxIgkgCGoiCCACSQ0IIBAgCRBaIAggAmsiEEEQSQ0BIAQgAiAEKAIAQQFxckECcjYCACACIAZqIgIgEEEDcjYCBCAGIAhqIgggCCgCBEEBcjYCBCACIBAQWwwHCyACQYACSQ0HIAZFDQcgAiAITw0HIAggAmtBgIAISw0HIBEMCQsgBCAIIAQoAgBBAXFyQQJyNgIAIAYgCGoiAiACKAIEQQFyNgIEDAULQdSbwAAoAgAgCGoiCCACSQ0FAkAgCCACayIQQQ9NBEAgBCAJQQFxIAhyQQJyNgIAIAYgCGoiAiACKAIEQQFyNgIEQQAhEEEAIQIMAQsgBCACIAlBAXFyQQJyNgIAIAIgBmoiAiAQQQFyNgIEIAYgCGoiCCAQNgIAIAggCCgCBEF+cTYCBAtB3JvAACACNgIAQdSbwAAgEDYCAAwECyAIIAJrIghBD00NAyAEIAIgCUEBcXJBAnI2AgAgAiAGaiICIAhBA3I2AgQgECAQKAIEQQFyNgIEIAIgCBBbDAMLQdibwAAoAgAgCGoiCCACSw0BDAMLAAsgBCACIAlBAXFyQQJyNgIAIAIgBmoiECAIIAJrIgJBAXI2AgRB2JvAACACNgIAQeCbwAAgEDYCAAsgBkUNACARDAILIAcQVyICRQ0AIAdBfEF4IAQoAgAiAUEDcRsgAUF4cWoiASABIAdLGyIBBEAgAiARIAH8CgAACyACIQEgERBZCyABCwwBCyAHQQEQVgsiAUUEQCAKIAc2AgggCkEBNgIEIApBATYCAAwBCyAKIAc2AgggCiABNgIEIApBADYCAAsgCygCBEEBRgRAIAsoAggaIAsoAgwACyALKAIIIQEgDiAHNgIAIA4gATYCBCALQRBqJAAgDCgCiAEhECAMKAKMASEJDAELIA1FDQELIA1FDQAgCSAQaiAPIA38CgAACyAMIAkgDWoiCTYCjAEgAEEIaiIAQRBHDQALIAkgFEkNAyAMKAKEASEYCyADQQA2AiBBASERQQEhBEEBIQlBASEAIC5QIiBFBEAgLkLIAINCAFIhFyAuQoA8g0IAUiEhIC5CgA+DQgBSISIgLkIkg0IAUiEcIC5CFINCAFIhHSAuQoCAgAiDUCEEIC5CgMAAg1AhCSAuQgKDQgGIpyEZIC5CgICAEINCGYinIR4gLkKAgAGDQg6IpyEaIC5CgIACg1AhAAsgAy0AJQRAIBAhBCAUIQkMBwsgAykDCCExIC5CEIMhOSAuQgSDITUgLkIggyE6IC5CgAKDIUAgLkKAAYMhQSAuQoAggyFCIC5CgBCDIUMgLkKACIMhOyAuQoAEgyE8IC5CgIAEgyFEIC5CgIAIgyFFIANBKGohFSAuQoCAEIMhRiAuQoCAgAKDITYgLkKAgMAAgyE9IC5CgIAggyE+IC5CgICABIMhNyAuQoCAgAGDIT8gLkLAAIMhMyAuQgiDITQgLkKAgIAggyFHIC5CgIACg1AgAHIhIyAupyIAQQ52IBpxISQgLkKAwACDUCAJciElIABBGXYgHnEhJiAuQoCAgAiDUCAEciEnIBQiCyEJIBAhBANAAkAgCw0AIAMtABRBAXENAAwICyADQQA6ABQCQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAn8CQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAn8CQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkAgAy0AJA4PAYYBiAECAwQFBgcICQonC4gBAAsgA0EDOgAmIANBAjoAJCADQaeYwAApAAA3AGwgA0GsmMAAKQAANwBxDIQBCyADLQAQIgBFBEAgAy0AEUEBcQ0LCyAADQwgHA0LDH0LIAtFDXogC0EBayAJTw16IAshESAEIQAgC0EPSw0MA0AgAC0AAEENRg1gIABBAWohACARQQFrIhENAAsMegsgC0UNdyALQQFrIAlPDXcgCyERIAQhACALQQ9LDQwDQCAALQAAQQ1GDVYgAEEBaiEAIBFBAWsiEQ0ACwx3CyALQQhPDQwMgwELIAxByABqIAQgCxAdIAwoAkwhASAMKAJIIgBFDQ4gAEECaw0MDA0LIAMoAkghACADLQBMIQcgAy0AUiIBQQFGBEAgAy0AUUEBcUUNEAsgAy0ATyIGQQFxRSADLQBTQQFGcQ0QIAMtABEhAiADKQMoIS8CQCAHQQFrQf8BcUEBSw0AIAJBAXFFDQAgL0IAUg0SCyADLQAVDRICQCAAQeUARyIHDQAgAUUNACACQQFxRQ0UCyACQQFxDRQgAy0AFg1wIABByAFJDRUgAEHMAWtBAkkNcCAAQbACRw0WDHALIAMpAzgiMiALrSIvIC8gMlYbIS8gMUIAUg0bDGsLIAutIS8gMUIAUg0bDGkLIAtFDWcgC0EBayAJTw1nIAshESAEIQAgC0EPSw0bA0AgAC0AAEENRg05IABBAWohACARQQFrIhENAAsMZwsgC0UNZSALQQFrIAlPDWUgBCEHIAsiAEEPSw0bA0AgBy0AAEENRg02IAdBAWohByAAQQFrIgANAAsMZQsgDEHoAGogBCALEB0gDCgCbCEBIAwoAmgiAEUNHiAAQQJrDRwMHQsgHUUNYCA5QgBSBEAgBUEQakGBgARPDXwgAygCICEAIAMoAvgCIAVqQQU6AAAgAygC+AIgBWpBAWogADYAACADKAL4AiAFakEFakEANgAAIAVBCWohBQsgNVANYCAFQRBqQYCABEsNeyADKAIgIQAgAygC+AIgBWpBAzoAACADKAL4AiAFakEBaiAANgAAIAMoAvgCIAVqQQVqQQA2AAAgBUEJaiEFDGALIDpCAFIEQCAFQRBqQYGABE8NeyADKAIgIQAgAygC+AIgBWpBBjoAACADKAL4AiAFakEBaiAANgAAIAMoAvgCIAVqQQVqQQA2AAAgBUEJaiEFCyA1UA1xIAVBEGpBgIAESw16IAMoAiAhACADKAL4AiAFakEDOgAAIAMoAvgCIAVqQQFqIAA2AAAgAygC+AIgBWpBBWpBADYAACAFQQlqIQUMcQsgCUEETQRAIAlBAU0NXgxcCyAELQAEQS9HDVsgBCgAAEHIqNGCBUcNWyADQQA6ABEgHEUNWiA6QgBSBEAgBUEQakGBgARPDXogAygCICEAIAMoAvgCIAVqQQY6AAAgAygC+AIgBWpBAWogADYAACADKAL4AiAFakEFakEANgAAIAVBCWohBQsgNVANWiAFQRBqQYCABEsNeSADKAIgIQAgAygC+AIgBWpBAzoAACADKAL4AiAFakEBaiAANgAAIAMoAvgCIAVqQQVqQQA2AAAgBUEJaiEFDFoLIAT9AAAA/QwNDQ0NDQ0NDQ0NDQ0NDQ0N/SP9ZCIABEAgBCAAaGohAAxTCyAEIAtqIQEgBEEQIARBD3EiAmsiBmohAAJAAkAgC0HAAEkNACAGIAtBQGpLDQAgAUFAaiEGIAQgAmtBIGohAANAIAD9AAQA/QwNDQ0NDQ0NDQ0NDQ0NDQ0N/SMiSiAAQRBrIgL9AAQA/QwNDQ0NDQ0NDQ0NDQ0NDQ0N/SMiS/1QIABBEGr9AAQA/QwNDQ0NDQ0NDQ0NDQ0NDQ0N/SMiTP1QIABBIGr9AAQA/QwNDQ0NDQ0NDQ0NDQ0NDQ0N/SMiTf1Q/WQNAiAAQUBrIQAgAkFAayAGTQ0ACyAAQRBrIQALIAAgAUEQayICSw1SA0AgAP0AAAD9DA0NDQ0NDQ0NDQ0NDQ0NDQ39I/1kIgZFBEAgAiAAQRBqIgBPDQEMVAsLIAAgBmhqIQAMUwsgS/1kIgFFBEAgSv1kIgENICBM/WQiAUUEQCAAIE39ZGhqQSBqIQAMVAsgACABaGpBEGohAAxTCyAAIAFoakEQayEADFILIAT9AAAA/QwNDQ0NDQ0NDQ0NDQ0NDQ0N/SP9ZCIABEAgBCAAaGohAAxJCyAEIAtqIQEgBEEQIARBD3EiAmsiBmohAAJAAkAgC0HAAEkNACAGIAtBQGpLDQAgAUFAaiEGIAQgAmtBIGohAANAIAD9AAQA/QwNDQ0NDQ0NDQ0NDQ0NDQ0N/SMiSiAAQRBrIgL9AAQA/QwNDQ0NDQ0NDQ0NDQ0NDQ0N/SMiS/1QIABBEGr9AAQA/QwNDQ0NDQ0NDQ0NDQ0NDQ0N/SMiTP1QIABBIGr9AAQA/QwNDQ0NDQ0NDQ0NDQ0NDQ0N/SMiTf1Q/WQNAiAAQUBrIQAgAkFAayAGTQ0ACyAAQRBrIQALIAAgAUEQayICSw1IA0AgAP0AAAD9DA0NDQ0NDQ0NDQ0NDQ0NDQ39I/1kIgZFBEAgAiAAQRBqIgBPDQEMSgsLIAAgBmhqIQAMSQsgS/1kIgFFBEAgSv1kIgENICBM/WQiAUUEQCAAIE39ZGhqQSBqIQAMSgsgACABaGpBEGohAAxJCyAAIAFoakEQayEADEgLIAlBB00NciAEKQAAQo2UzOrUwcKGClENGyADQQY6ACYgA0ECOgAkIANB54vAACkAADcAbCADQe+LwAD9AAAA/QsAdCADQf+LwAAvAAA7AIQBQYYBIQtBGgx1CyABIAlPDUQgDEE6OgB0IAxBQGsgDEH0AGogBCABIARqQQFqEBwgDCgCQEEBcUUNRCADQQY6ACYgA0ECOgAkIANBjZLAAP0AAAD9CwBsIANBnZLAAP0AAAD9CwB8IANBrZLAACgAADYAjAEMPAsgCyADKAIETw0BDHQLIAFBAWoiAiALRg1zIAIgCU8NbyACIARqIgYtAABBCkcNHAJAAkACQCABRQRAICMNAiAFQRpqQYCABE0NAUEBIQdBAiEADGULIAEgCU8NRSAEIQAgAiIHQQ9LBEAgAP0AAAD9DDo6Ojo6Ojo6Ojo6Ojo6Ojr9I/1kIgAEQCAEIABoaiEADDkLIARBECAEQQ9xIgdrIghqIQACQAJAIAJBwABJDQAgCCABQT9rSw0AIAZBQGohCCAEIAdrQSBqIQADQCAA/QAEAP0MOjo6Ojo6Ojo6Ojo6Ojo6Ov0jIkogAEEQayIH/QAEAP0MOjo6Ojo6Ojo6Ojo6Ojo6Ov0jIkv9UCAAQRBq/QAEAP0MOjo6Ojo6Ojo6Ojo6Ojo6Ov0jIkz9UCAAQSBq/QAEAP0MOjo6Ojo6Ojo6Ojo6Ojo6Ov0jIk39UP1kDQIgAEFAayEAIAdBQGsgCE0NAAsgAEEQayEACyAAIAZBEGsiB0sNOANAIAD9AAAA/Qw6Ojo6Ojo6Ojo6Ojo6Ojo6/SP9ZCIIRQRAIAcgAEEQaiIATw0BDDoLCyAAIAhoaiEADDkLIEv9ZCIGDSEgSv1kIgYNIiBM/WQiBkUEQCAAIE39ZGhqQSBqIQAMOQsgACAGaGpBEGohAAw4CwNAIAAtAABBOkYNOCAAQQFqIQAgB0EBayIHDQALDEULIAMtAEwgAygCSCIBIAMtABEiAhshBkEAIQBBAEECIAMtAE9rIAMtAE0iBxshCCADKAIgQQJqIQogAy0AUEF/c0EBcSENAkAgAy0AUkEBRw0AIAMtAFFBAXFFDQAgAiABQeUARnIhAAsgAykDKCEvIAMtAFMhASADKAL4AiAFakEQOgAAIAMoAvgCIAVqQQFqIAo2AAAgAygC+AIgBWpBBWogBjsAACADKAL4AiAFakEHaiANOgAAIAMoAvgCIAVqQQhqIAA6AAAgAygC+AIgBWpBCWogAToAACADKAL4AiAFakEKaiAIOgAAIAMoAvgCIAVqQQtqIC9CACAHGzcAACAFQRNqIQUgAy0AJEECRg0BCyADQQc6ACQLIANBAToAFCADLQASIQdBAiEADGELIANBBjoAJiADQQI6ACQgA0GxksAA/QAAAP0LAGwgA0HBksAAKAAANgB8DGYLIANBEDoAJiADQQI6ACQgA0HsAGpBxZLAAEHIAPwKAABBtAEhC0HIAAxwCyADQQo6ACYgA0ECOgAkIANB7ABqQY2TwABBwQD8CgAAQa0BIQtBwQAMbwsgA0EJOgAmIANBAjoAJCADQc6TwAD9AAAA/QsAbCADQd6TwAD9AAAA/QsAfCADQe6TwAD9AAAA/QsAjAEMLgsgRFANLCAFQRBqQYCABE0NCAxuCyBFUA0rIAVBEGpBgIAESw1tIAMoAiAhACADKAL4AiAFakESOgAAIAMoAvgCIAVqQQFqIAA2AABBACEHIAMoAvgCIAVqQQVqQQA2AAAgBUEJaiEFIAMtACRBAkYNZQwrCyAGQQFxIgBFIAMtAE5BAUZxDQIgAy0AFg0DIAMtAE0NBCAADRIgA0EBOgAUIAVB3/8Da0H//3tJDWwCQCAXRQ0AIDRCAFIEQCAFQXBIDW4gAygCICECIAMoAvgCIAVqIgBBBDoAACAAQQVqQQA2AAAgAEEBaiACNgAAIAVBCWohBQsgM1ANACAFQXBIDW0gAygCICECIAMoAvgCIAVqIgBBBzoAACAAQQVqQQA2AAAgAEEBaiACNgAAIAVBCWohBQsgA0EAOgAWIANBADoAFCABDSoMXAsgBw1aCyADLQBNRQRAIAZBAXENESADQQk6ACQMXAsgL0IAUg0DIANBAToAFCAFQd//A2tB//97SQ1qAkAgF0UNACA0QgBSBEAgBUFwSA1sIAMoAiAhASADKAL4AiAFaiIAQQQ6AAAgAEEFakEANgAAIABBAWogATYAACAFQQlqIQULIDNQDQAgBUFwSA1rIAMoAiAhASADKAL4AiAFaiIAQQc6AAAgAEEFakEANgAAIABBAWogATYAACAFQQlqIQULIANBADoAFiADQQA6ABQMWgsgA0EHOgAmIANBAjoAJCADQewAakH+k8AAQc4A/AoAAEG6ASELQc4ADGgLIANBAToAFCAFQd//A2tB//97SQ1oIBdFDSUgNEIAUgRAIAVBcEgNaSADKAIgIQIgAygC+AIgBWoiAEEEOgAAIABBBWpBADYAACAAQQFqIAI2AAAgBUEJaiEFCyAzUA0lIAVBcEgNaCADKAIgIQIgAygC+AIgBWoiAEEHOgAAIABBBWpBADYAACAAQQFqIAI2AAAgBUEJaiEFDCULIC9CAFINACADQQE6ABQgBUHf/wNrQf//e0kNZyAXRQ0jIDRCAFIEQCAFQXBIDWggAygCICECIAMoAvgCIAVqIgBBBDoAACAAQQVqQQA2AAAgAEEBaiACNgAAIAVBCWohBQsgM1ANIyAFQXBIDWcgAygCICECIAMoAvgCIAVqIgBBBzoAACAAQQVqQQA2AAAgAEEBaiACNgAAIAVBCWohBQwjCyADQQg6ACQMVwsgAygCICEAIAMoAvgCIAVqQRE6AAAgAygC+AIgBWpBAWogADYAAEEAIQcgAygC+AIgBWpBBWpBADYAACAFQQlqIQUgAy0AJEECRw0jDF0LIDAgMVoNZCAxIDB9IjggLyAvIDhWGyEvDE8LIDAgMVoNYyAxIDB9IjIgLyAvIDJWGyEvDE0LIAT9AAAA/QwNDQ0NDQ0NDQ0NDQ0NDQ0N/SP9ZCIABEAgBCAAaGohAAwdCyAEIAtqIQEgBEEQIARBD3EiAmsiBmohAAJAAkAgC0HAAEkNACAGIAtBQGpLDQAgAUFAaiEGIAQgAmtBIGohAANAIAD9AAQA/QwNDQ0NDQ0NDQ0NDQ0NDQ0N/SMiSiAAQRBrIgL9AAQA/QwNDQ0NDQ0NDQ0NDQ0NDQ0N/SMiS/1QIABBEGr9AAQA/QwNDQ0NDQ0NDQ0NDQ0NDQ0N/SMiTP1QIABBIGr9AAQA/QwNDQ0NDQ0NDQ0NDQ0NDQ0N/SMiTf1Q/WQNAiAAQUBrIQAgAkFAayAGTQ0ACyAAQRBrIQALIAAgAUEQayICSw0cA0AgAP0AAAD9DA0NDQ0NDQ0NDQ0NDQ0NDQ39I/1kIgZFBEAgAiAAQRBqIgBPDQEMHgsLIAAgBmhqIQAMHQsgS/1kIgFFBEAgSv1kIgENDyBM/WQiAUUEQCAAIE39ZGhqQSBqIQAMHgsgACABaGpBEGohAAwdCyAAIAFoakEQayEADBwLIAT9AAAA/QwNDQ0NDQ0NDQ0NDQ0NDQ0N/SP9ZCIABEAgBCAAaGohBwwaCyAEIAtqIQEgBEEQIARBD3EiAmsiBmohAAJAAkAgC0HAAEkNACAGIAtBQGpLDQAgAUFAaiEGIAQgAmtBIGohAANAIAD9AAQA/QwNDQ0NDQ0NDQ0NDQ0NDQ0N/SMiSiAAQRBrIgL9AAQA/QwNDQ0NDQ0NDQ0NDQ0NDQ0N/SMiS/1QIABBEGr9AAQA/QwNDQ0NDQ0NDQ0NDQ0NDQ0N/SMiTP1QIABBIGr9AAQA/QwNDQ0NDQ0NDQ0NDQ0NDQ0N/SMiTf1Q/WQNAiAAQUBrIQAgAkFAayAGTQ0ACyAAQRBrIQALIAAgAUEQayICSw0ZA0AgAP0AAAD9DA0NDQ0NDQ0NDQ0NDQ0NDQ39I/1kIgZFBEAgAiAAQRBqIgBPDQEMGwsLIAAgBmhqIQcMGgsgS/1kIgFFBEAgSv1kIgENDyBM/WQiAUUEQCAAIE39ZGhqQSBqIQcMGwsgACABaGpBEGohBwwaCyAAIAFoakEQayEHDBkLIAMpA0AiMlANFiAyIAutIi8gLyAyVhshLyAxUA0VIDAgMVoNYCAxIDB9IjggLyAvIDhWGyEvDBULIAEgCU8NAiAMQTo6AHQgDEHgAGogDEH0AGogBCABIARqQQFqEBwgDCgCYEEBcUUNAiADQQY6ACYgA0ECOgAkIANB7ZfAAP0AAAD9CwBsIANB/ZfAAP0AAAD9CwB8IANBipjAACkAADcAiQFBkQEhC0ElDF4LIAsgAygCBE8NAgxeCyABQQFqIgcgC0YNXSAHIAlPDVkgBCAHaiICLQAAQQpHDQsCQCABRQRAIAVB1v8Da0H//3tJDV8gR1ANASAFQRBqQYGABE8NXyADKAIgIQAgAygC+AIgBWpBGzoAACADKAL4AiAFakEBaiAAQQJqNgAAIAMoAvgCIAVqQQVqQQA2AAAgA0EBOgAUIAVBCWohBQwTCyABIAlPDREgB0EPTQRAIAQhAANAIAAtAABBOkYNEiAAQQFqIQAgB0EBayIHDQALDBILIAT9AAAA/Qw6Ojo6Ojo6Ojo6Ojo6Ojo6/SP9ZCIABEAgBCAAaGohAAwRCyAEQRAgBEEPcSIGayIIaiEAAkACQCAHQcAASQ0AIAggAUE/a0sNACACQUBqIQcgBCAGa0EgaiEAA0AgAP0ABAD9DDo6Ojo6Ojo6Ojo6Ojo6Ojr9IyJKIABBEGsiBv0ABAD9DDo6Ojo6Ojo6Ojo6Ojo6Ojr9IyJL/VAgAEEQav0ABAD9DDo6Ojo6Ojo6Ojo6Ojo6Ojr9IyJM/VAgAEEgav0ABAD9DDo6Ojo6Ojo6Ojo6Ojo6Ojr9IyJN/VD9ZA0CIABBQGshACAGQUBrIAdNDQALIABBEGshAAsgACACQRBrIgZLDRADQCAA/QAAAP0MOjo6Ojo6Ojo6Ojo6Ojo6Ov0j/WQiB0UEQCAGIABBEGoiAE8NAQwSCwsgACAHaGohAAwRCyBL/WQiAg0NIEr9ZCICDQ4gTP1kIgJFBEAgACBN/WRoakEgaiEADBELIAAgAmhqQRBqIQAMEAsgA0EBOgAUIAVBXk4NEQxdCyADQQY6ACYgA0ECOgAkIANByZfAAP0AAAD9CwBsIANB2ZfAAP0AAAD9CwB8IANB6ZfAACgAADYAjAEMIwsgA0EGOgAmIANBAjoAJCADQZKYwAD9AAAA/QsAbCADQZ+YwAApAAA3AHkMUQsgA0EOOgAkQQAhB0EIIQAMSAsgA0EKOgAkDEoLIAAgAWhqIQAMMgsgACABaGohAAwoCyADQQY6ACYgA0ECOgAkIANBrorAACkAADcAbCADQbOKwAApAAA3AHEMUwsgACAGaGpBEGshAAwWCyAAIAZoaiEADBULIAAgAWhqIQAMDQsgACABaGohBwwKCyADQQY6ACYgA0ECOgAkIANBrorAACkAADcAbCADQbOKwAApAAA3AHEMTgsgACACaGpBEGshAAwCCyAAIAJoaiEADAELIAAgAk8NASAG/QAAAP0MOjo6Ojo6Ojo6Ojo6Ojo6Ov0j/WQiAEUNASAGIABoaiEACyAAIARGDQAgACAEayIHQQFqIQACQCAeRQRAIAAhAiABIQYMAQsCQAJAIAdBAmoiAiABTw0AIAAgCU8NTCAAIARqLQAAQSBHDQAgAiAEai0AACIGQQlGDQAgBkEgRg0AIAEgBGpBAWstAAAiCEEJRg0AIAEhBiAIQSBHDQELAkAgACABTw0AA0AgACAEai0AACICQQlHIAJBIEdxDQEgASAAQQFqIgBHDQALIAEiAiEGDAILIAAiAiABTwRAIAEhBgwCCyAEQQFrIQggASEGA0AgBkEBayIAIAlPDUwgBiAIai0AACIKQQlHIApBIEdxDQEgACIGIAJLDQALIAIhBgsLQQAhAAJAA0AgACAJRg1LIAAgBGotAAAtAICAQARAIAcgAEEBaiIARg0CDAELCyADQQY6ACYgA0ECOgAkIANByZfAAP0AAAD9CwBsIANB2ZfAAP0AAAD9CwB8IANB6ZfAACgAADYAjAEMFQsgJ0UEQCAFQRBqQYCABEsNTiADKAIgIQAgAygC+AIgBWpBGToAACADKAL4AiAFakEBaiAANgAAIAMoAvgCIAVqQQVqIAc2AAAgBUEJaiEFCyAFICZFDTQaIAVBEGpBgIAESw1NIAYgAmshBiADKAIgIAJqIRFBGiEADDMLIANBBjoAJiADQQI6ACQgA0HJl8AA/QAAAP0LAGwgA0HZl8AA/QAAAP0LAHwgA0Hpl8AAKAAANgCMAQwTCwJAIBdFDQAgNEIAUgRAIAVBcEgNTSADKAIgIQEgAygC+AIgBWoiAEEEOgAAIABBBWpBADYAACAAQQFqIAFBAmo2AAAgBUEJaiEFCyAzUA0AIAVBcEgNTCADKAIgIQEgAygC+AIgBWoiAEEHOgAAIABBBWpBADYAACAAQQFqIAFBAmo2AAAgBUEJaiEFCyADQQA6ABYgA0EAOgAUAkACQCADLQBSQQFGBEAgAy0AEUEBcQ0BCyADLQBQDQFBAiEAIAMtACRBAkcNOUEAIQcMOwtBAiEAQQAhByADLQAkQQJGDTogA0EOOgAkDDoLIBkEQCAFQXBIDUwgAygCICEBIAMoAvgCIAVqIgBBAjoAACAAQQVqQQA2AAAgAEEBaiABNgAAIAVBCWohBQtBAiEAQQAhByADLQAkQQJGDTkgA0EBOgAkDDkLIC9QDUogL6chACA/QgBSBEAgBUEQakGBgARPDUsgAygCICEBIAMoAvgCIAVqQRY6AAAgAygC+AIgBWpBAWogATYAACADKAL4AiAFakEFaiAANgAAIAVBCWohBQsgN0IAUgRAIAVBEGpBgYAETw1LIAMoAiAhASADKAL4AiAFakEYOgAAIAMoAvgCIAVqQQFqIAE2AAAgAygC+AIgBWpBBWogADYAACAFQQlqIQULIC8gMHwhMCADIAMpA0AgL31CACAvIDJUGzcDQEEAIQcMOAsgC0ECSQ1JIAlFDUUCQCAELQAAQQ1HDQAgCUEBRg1GIAQtAAFBCkcNACADQQo6ACQMLQsgA0EGOgAmIANBAjoAJCADQauXwAApAAA3AGwgA0Gzl8AA/QAAAP0LAHQgA0HBl8AAKQAANwCCAQwECyAAIAFPDTAgAv0AAAD9DA0NDQ0NDQ0NDQ0NDQ0NDQ39I/1kIgBFDTAgAiAAaGohBwsgByAEayINQQFqIhMgC0YNRyAJIBNNDUMCfwJAAkAgBCATaiISLQAAQQpGBEAgEyEBIAQhACANQQ5LBEAgAP0AAAAiSv0MOzs7Ozs7Ozs7Ozs7Ozs7O/0jIksgSv0MPT09PT09PT09PT09PT09Pf0jIkr9UP1kBEAgACBL/WQgSv1kcmhqIQAMBAsgBEEQIARBD3FrIgFqIQACQAJAIA1BH0kNACABIA1BH2tLDQAgEkEgayEBA0AgAP0ABAAiSv0MOzs7Ozs7Ozs7Ozs7Ozs7O/0jIksgSv0MPT09PT09PT09PT09PT09Pf0jIkr9UCAAQRBq/QAEACJM/Qw9PT09PT09PT09PT09PT09/SMiTf1QIEz9DDs7Ozs7Ozs7Ozs7Ozs7Ozv9IyJM/VD9ZA0CIABBIGoiACABTQ0ACwsgACASQRBrIgFLDQMDQCAA/QAAACJK/Qw7Ozs7Ozs7Ozs7Ozs7Ozs7/SMiSyBK/Qw9PT09PT09PT09PT09PT09/SMiSv1Q/WRFBEAgASAAQRBqIgBPDQEMBQsLIAAgSv1kIEv9ZHJoaiAEawwFCyAAIE39ZCBM/WRyaGpBEGogBGsgSv1kIEv9ZHIiAUUNBBogACABaGogBGsMBAsDQAJAIAAtAABBO2sOAwQABAALIABBAWohACABQQFrIgENAAsgDQwDCyADQQY6ACYgA0ECOgAkIANBrorAACkAADcAbCADQbOKwAApAAA3AHEMRwsgDSAAIBJPDQEaIA0gAf0AAAAiSv0MOzs7Ozs7Ozs7Ozs7Ozs7O/0jIksgSv0MPT09PT09PT09PT09PT09Pf0jIkr9UP1kRQ0BGiABIEr9ZCBL/WRyaGogBGsMAQsgACAEawshCkEAIQACQCAKRQ0AA0AgACAJRg1FIAAgBGotAAAiAUEJRyABQSBHcQ0BIAogAEEBaiIARw0ACyAKIQALAkAgCiIBIABNDQAgBEEBayEGA0AgAUEBayICIAlPDUUgASAGai0AACIIQQlHIAhBIEdxDQEgAiIBIABLDQALIAAhAQsgACABRgRAIANBBjoAJiADQQI6ACQgA0GYlcAAKQAANwBsIANBoJXAAP0AAAD9CwB0IANBrZXAACkAADcAgQEMGgsCQCAAIAFPDQAgCSAAayICQQAgAiAJTRshBiABIABrIQggACAEaiECA0AgBkUNRSACLQAALQCAgEAEQCAGQQFrIQYgAkEBaiECIAhBAWsiCEUNAgwBCwsgA0EGOgAmIANBAjoAJCADQbWVwAD9AAAA/QsAbCADQcWVwAD9AAAA/QsAfCADQdOVwAApAAA3AIoBQZIBIQtBJgxHCwJAAkACQAJAIAEgDUYNACAJIApNDUcgBCAKai0AAEE7Rg0AIApBAWoiBiANTw0BA0ACQCAEIAZqLQAAIgJBCUYNACACQSBGDQAgBkEBayEKDAMLIAZBAWoiBiANSQ0ACwwCCyA+QgBSBEAgBUEQakGBgARPDUsgAygCICECIAMoAvgCIAVqQRQ6AAAgAygC+AIgBWpBAWogACACajYAACADKAL4AiAFakEFaiABIABrNgAAIAVBCWohBQsgCiANRwRAIApBAWohAEEAIQcgAy0AJEECRg05IANBCzoAJAw5CyADKQMwQgBSBEAgDUECaiEAQQAhByADLQAkQQJGDTkgA0EMOgAkDDkLIDZCAFIEQCAFQRBqQYGABE8NSyADKAIgIQAgAygC+AIgBWpBFzoAACADKAL4AiAFakEBaiAANgAAIAMoAvgCIAVqQQVqQQA2AAAgBUEJaiEFCyANQQJqIQBBACEHIAMtACRBAkYNOCADQQ06ACQMOAsgBiANRg0AIAYgCU8NRQJAIAQgBmoiCC0AAEEiRiIoBEAgCkECaiIIIA1LDQMgBEF/cyEpIARBIGohKiASQRBrIRYgDUE/ayErIBJBQGohLCAHQX9zIARqIS0gCCEOA0AgBCAOaiEPAkAgEyAOayICQQ9NBEAgDiAtaiEHIA8hAgNAIAItAABBIkYNAiACQQFqIQIgB0EBaiIHDQALDAYLIA/9AAAA/QwiIiIiIiIiIiIiIiIiIiIi/SP9ZCIHBEAgDyAHaGohAgwBCyAPQRAgD0EPcSIKayIbaiEHAkACQAJAIAJBwABJDQAgDiAbaiArSg0AICogDiAKa2ohBwNAIAf9AAQA/QwiIiIiIiIiIiIiIiIiIiIi/SMiSiAHQRBrIgL9AAQA/QwiIiIiIiIiIiIiIiIiIiIi/SMiS/1QIAdBEGr9AAQA/QwiIiIiIiIiIiIiIiIiIiIi/SMiTP1QIAdBIGr9AAQA/QwiIiIiIiIiIiIiIiIiIiIi/SMiTf1Q/WQNAiAHQUBrIQcgAkFAayAsTQ0ACyAHQRBrIQcLIAcgFksNAQNAIAf9AAAA/QwiIiIiIiIiIiIiIiIiIiIi/SP9ZCICRQRAIBYgB0EQaiIHTw0BDAMLCyAHIAJoaiECDAILAkAgS/1kIgJFBEAgSv1kIgINASBM/WQiAkUEQCAHIE39ZGhqQSBqIQIMBAsgByACaGpBEGohAgwDCyAHIAJoakEQayECDAILIAcgAmhqIQIMAQsgByASTw0FIBb9AAAA/QwiIiIiIiIiIiIiIiIiIiIi/SP9ZCICRQ0FIBYgAmhqIQILIAIgD2sgDmohCgJAIAIgD0YNACACIClqIQcgAiAEIA5qayEPQQAhAgJAA0AgByAJTw1LIAQgB2otAABB3ABHDQEgAkEBaiECIAcgDksgB0EBayEHDQALIA8hAgsgAkEBcUUNACAKQQFqIQ4gCiANSQ0BDAULCyAIIApJBEAgCCEHA0AgByAJTw1JAkACQCAEIAdqLQAAIgJB3ABGBEAgB0EBaiIHIApGDQEgByAJTw1MIAQgB2otAAAtAICCQEEBRw0BDAILIAItAICEQA0BCyADQQY6ACYgA0ECOgAkIANBi5bAACkAADcAbCADQZOWwAD9AAAA/QsAdCADQaOWwAD9AAAA/QsAhAEgA0GxlsAAKQAANwCSAUGaASELQS4MTQsgB0EBaiIHIApJDQALCyAKQQFqIQIMAQsgDSICIAZPBEAgDEE7OgB0IAxB2ABqIAxB9ABqIAggCCACIAprahAcIAwoAlhBAXEiAgR/IAwoAlwgCGsFIAcLIAZqIA0gAhshAgsgBiEIAkAgAiAGTQ0AIAkgBiAGIAlJGyEHA0AgByAIRg1IIAQgCGotAAAiCkEJRyAKQSBHcQ0BIAIgCEEBaiIIRw0ACyACIQgLIAIhCgJAIAIgCE0NACAEQQFrIQ4DQCAKQQFrIgcgCU8NSCAKIA5qLQAAIg9BCUcgD0EgR3ENASAHIgogCEsNAAsgCCEKCyAIIApGBEAgA0EGOgAmIANBAjoAJCADQbmWwAApAAA3AGwgA0HBlsAA/QAAAP0LAHQgA0HPlsAAKQAANwCCAQwGCyAIIApPDQAgCCAJIAggCUsbIQ4gCCEHA0AgByAORg1HIAQgB2otAAAtAICAQARAIAogB0EBaiIHRg0CDAELCyADQQY6ACYgA0ECOgAkIANB15bAAP0AAAD9CwBsIANB55bAAP0AAAD9CwB8IANB9pbAACkAADcAiwEMDAsgPkIAUgRAIAVBEGpBgYAETw1KIAMoAiAhByADKAL4AiAFakEUOgAAIAMoAvgCIAVqQQFqIAAgB2o2AAAgAygC+AIgBWpBBWogASAAazYAACAFQQlqIQULAkACfyAoRQRAID1QDQIgBUEQakGAgARLDUwgAygCICAIaiEHIAogCGsMAQsgPVANASAFQRBqQYCABEsNSyADKAIgIAZqIQcgCiAGa0EBagshACADKAL4AiAFakEVOgAAIAMoAvgCIAVqQQFqIAc2AAAgAygC+AIgBWpBBWogADYAACAFQQlqIQULIA0iCiACTwRAIAxBOzoAdCAMQdAAaiAMQfQAaiACIARqIgEgEhAcIAwoAlBBAXEiBgR/IAwoAlQgAWsFIAALIAJqIA0gBhshCgsCQCACIApJBEAgCSACayIAQQAgACAJTRshACAKIAJrIQEgAiAEaiEHA0AgAEUNSCAHLQAAIgJBCUcgAkEgR3ENAiAAQQFrIQAgB0EBaiEHIAFBAWsiAQ0ACwsCQCAKIA1PBEAgAykDMEIAUg0BIDZCAFIEQCAFQRBqQYGABE8NTSADKAIgIQAgAygC+AIgBWpBFzoAACADKAL4AiAFakEBaiAANgAAIAMoAvgCIAVqQQVqQQA2AAAgBUEJaiEFCyANQQJqIQBBACEHIAMtACRBAkYNOiADQQ06ACQMOgsgCkEBaiEAQQAhBww5CyANQQJqIQBBACEHIAMtACRBAkYNOCADQQw6ACQMOAsgA0EGOgAmIANBAjoAJCADQf6WwAApAAA3AGwgA0GGl8AA/QAAAP0LAHQgA0GWl8AA/QAAAP0LAIQBIANBo5fAACkAADcAkQFBmQEhC0EtDEgLIANBBjoAJiADQQI6ACQgA0G5lsAAKQAANwBsIANBwZbAAP0AAAD9CwB0IANBz5bAACkAADcAggEMAwsgA0EGOgAmIANBAjoAJCADQduVwAD9AAAA/QsAbCADQeuVwAD9AAAA/QsAfCADQfuVwAD9AAAA/QsAjAEMBgsgACABTw0vIAL9AAAA/QwNDQ0NDQ0NDQ0NDQ0NDQ0N/SP9ZCIARQ0vIAIgAGhqIQALQQEhESAAIARrIgFBAWoiByALRg1FIAcgCU8NQQJAAkACQCAEIAdqIgItAABBCkYEQCAEIQACQAJAIAFBDksEQCAA/QAAAP0MOzs7Ozs7Ozs7Ozs7Ozs7O/0j/WQiAARAIAQgAGhqIQAMBgsgBEEQIARBD3EiBmsiB2ohAAJAAkAgAUE/SQ0AIAcgAUE/a0sNACACQUBqIQcgBCAGa0EgaiEAA0AgAP0ABAD9DDs7Ozs7Ozs7Ozs7Ozs7Ozv9IyJKIABBEGsiBv0ABAD9DDs7Ozs7Ozs7Ozs7Ozs7Ozv9IyJL/VAgAEEQav0ABAD9DDs7Ozs7Ozs7Ozs7Ozs7Ozv9IyJM/VAgAEEgav0ABAD9DDs7Ozs7Ozs7Ozs7Ozs7Ozv9IyJN/VD9ZA0CIABBQGshACAGQUBrIAdNDQALIABBEGshAAsgACACQRBrIgdLDQUDQCAA/QAAAP0MOzs7Ozs7Ozs7Ozs7Ozs7O/0j/WQiBkUEQCAHIABBEGoiAE8NAQwHCwsgACAGaGogBGshBgwHCyBL/WQiAg0BIEr9ZCICDQIgTP1kIgJFBEAgACBN/WRoakEgaiAEayEGDAcLIAAgAmhqQRBqIARrIQYMBgsDQCAALQAAQTtGDQUgAEEBaiEAIAdBAWsiBw0ACyABIQYMBQsgACACaGpBEGsgBGshBgwECyAAIAJoaiAEayEGDAMLIANBBjoAJiADQQI6ACQgA0GuisAAKQAANwBsIANBs4rAACkAADcAcQxFCyABIQYgACACTw0BIAf9AAAA/Qw7Ozs7Ozs7Ozs7Ozs7Ozs7/SP9ZCIARQ0BIAcgAGhqIARrIQYMAQsgACAEayEGCyAGRQRAIANBBjoAJiADQQI6ACQgA0HhlMAAKQAANwBsIANB6ZTAAP0AAAD9CwB0IANB95TAACkAADcAggEMAQsgBkEQTQRAQQAhAEIAIS8DQCAAIAlGDUMCQCAAIARqLQAAIgJBMGsiB0H/AXFBCkkNACACQeEAa0H/AXFBBk8EQCACQcEAa0H/AXFBBk8EQCADQQY6ACYgA0ECOgAkIANB4ZTAACkAADcAbCADQemUwAD9AAAA/QsAdCADQfeUwAApAAA3AIIBDAULIAJBN2shBwwBCyACQdcAayEHCyAHrUL/AYMgL0IEhnwhLyAGIABBAWoiAEcNAAsgAyAvNwNAIAMgLzcDMCBGQgBSBEAgBUEQakGBgARPDUcgAygCICEAIAMoAvgCIAVqQRM6AAAgAygC+AIgBWpBAWogADYAACADKAL4AiAFakEFaiAGNgAAIAVBCWohBQsCQCABIAZNBEAgA0EBOgAUIAMpAzBCAFINASA/QgBSBEAgBUEQakGBgARPDUkgAygCICEAIAMoAvgCIAVqQRY6AAAgAygC+AIgBWpBAWogAEEDajYAACADKAL4AiAFakEFakEANgAAIAVBCWohBQsgNkIAUgRAIAVBEGpBgYAETw1JIAMoAiAhACADKAL4AiAFakEXOgAAIAMoAvgCIAVqQQFqIABBA2o2AAAgAygC+AIgBWpBBWpBADYAACAFQQlqIQULIAFBAmohAEEAIQcgAy0AJEECRg02IANBDToAJAw2CyAGQQFqIQBBACEHIAMtACRBAkYNNSADQQs6ACQMNQsgAUECaiEAQQAhByADLQAkQQJGDTQgA0EMOgAkDDQLIANBDzoAJiADQQI6ACQgA0H/lMAAKQAANwBsIANBh5XAAP0AAAD9CwB0IANBl5XAAC0AADoAhAFBhQEhC0EZDEQLQYoBIQtBHgxDCyADQQA6ABYgA0EAOgAUIAENAQwzCyADQQA6ABYgA0EAOgAUIAENAAwyCyADQQ46ACQMMgtBnAEhC0EwDD8LIAAgBk8NDiAH/QAAAP0MOjo6Ojo6Ojo6Ojo6Ojo6Ov0j/WQiAEUNDiAHIABoaiEACyAAIARGDQ0gACAEayINQQFqIQYCQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQCAELQAAIgBBwwBrDjMBAAAAAAAAAAAAAAAAAAAAAAEBAAAAAAAAAAAAAAAAAAEAAAAAAAAAAAAAAAAAAAAAAQEAC0EAIQADQCAAIAlGDVMgACAEai0AAC0AgIBABEAgDSAAQQFqIgBGDQMMAQsLDCULIAkgDUkNUSADKAJIIQgCQAJAAkACQCANQQdrDgsDISECISEhACEhASELIA0hByAEIABBIHJB4wBHDSEaIAQgBC0AAUEgckHvAEcNIRogBCAELQACQSByQe4ARw0hGiAEIAQtAANBIHJB9ABHDSEaIAQgBC0ABEEgckHlAEcNIRogBCAELQAFQSByQe4ARw0hGiAEIAQtAAZBIHJB9ABHDSEaIAQgBC0AB0EtRw0hGiAEIAQtAAhBIHJB7ABHDSEaIAQgBC0ACUEgckHlAEcNIRogBCAELQAKQSByQe4ARw0hGiAEIAQtAAtBIHJB5wBHDSEaIAQgBC0ADEEgckH0AEcNIRogBCAELQANQSByQegARw0hGiADLQBODQQgCEF+cUHMAUcgCEHkAGtB5ABPcUUEQCADQQc6ACYgA0ECOgAkIANBgYzAACkAADcAbCADQYmMwAD9AAAA/QsAdCADQZmMwAD9AAAA/QsAhAEgA0GpjMAA/QAAAP0LAJQBIANBuYzAACgAADYApAFBqAEhC0E8DFgLAkACQCADLQBNRQRAQQ8hByAGIAEiAE8NHyAAIARqQQFrIgItAAAiCEEgRiIKRSAIQQlHcQ0CIABBEEsNAQweCyADQQ06ACYgA0ECOgAkIANB/ozAAP0AAAD9CwBsIANBjo3AAP0AAAD9CwB8IANBnY3AACkAADcAiwEMHAsgBiAJTw1VIAQgBmotAABBIEcNHCAELQAQIgBBCUYNHCAAQSBGDRwgAi0AACIAQQlGDRwgAEEgRg0cDBoLQRAgBiAEIAZqLQAAIgJBIEYbIgcgAU8NGCAEIAdqLQAAIgZBCUYNFyAGQSBHDR0MFwsgDSEHIAQgAEEgckH0AEcNIBogBCAELQABQSByQfIARw0gGiAEIAQtAAJBIHJB4QBHDSAaIAQgBC0AA0EgckHuAEcNIBogBCAELQAEQSByQfMARw0gGiAEIAQtAAVBIHJB5gBHDSAaIAQgBC0ABkEgckHlAEcNIBogBCAELQAHQSByQfIARw0gGiAEIAQtAAhBLUcNIBogBCAELQAJQSByQeUARw0gGiAEIAQtAApBIHJB7gBHDSAaIAQgBC0AC0EgckHjAEcNIBogBCAELQAMQSByQe8ARw0gGiAEIAQtAA1BIHJB5ABHDSAaIAQgBC0ADkEgckHpAEcNIBogBCAELQAPQSByQe4ARw0gGiAEIAQtABBBIHJB5wBHDSAaIAMtAE0NBCAIQcwBa0ECSQ0VIAhBsAJGDRUgCEHkAGtB5ABJDRUgAUETTQRAQRIhByABIgBBE0cNEwwSCyAGIAlPDVMgBCAGai0AAEEgRw0RIAQtABMiAEEJRg0RIABBIEYNESABIARqQQFrLQAAIgZBCUYNEUETIQcgASEAIAZBIEYNEQwTCyANIQcgBCAAQSByQeMARw0fGiAEIAQtAAFBIHJB7wBHDR8aIAQgBC0AAkEgckHuAEcNHxogBCAELQADQSByQe4ARw0fGiAEIAQtAARBIHJB5QBHDR8aIAQgBC0ABUEgckHjAEcNHxogBCAELQAGQSByQfQARw0fGiAEIAQtAAdBIHJB6QBHDR8aIAQgBC0ACEEgckHvAEcNHxogBCAELQAJQSByQe4ARw0fGiABQQxNBEBBCyEHIAEiAEEMRw0ODA0LIAYgCU8NUiAEIAZqLQAAQSBHDQwgBC0ADCIAQQlGDQwgAEEgRg0MIAEgBGpBAWstAAAiBkEJRg0MQQwhByABIQAgBkEgRg0MDA4LAkACQCAAQdQAaw4iAAEfHx8fHx8fHx8fHx8fHx8fHx8fHx8fHx8fHx8fHx8AAR8LAkAgBC0AAUEgckHyAEcNACAELQACQSByQeEARw0AIAQtAANBIHJB6QBHDQAgBC0ABEEgckHsAEcNACAELQAFQSByQeUARw0AIAQtAAZBIHJB8gBHDQAgA0EBOgBTIAFBCU0EQEEIIQcgASIAQQlHDQwMCwsgBiAJTw1TIAQgBmotAABBIEcNCiAELQAJIgBBCUYNCiAAQSBGDQpBCSEHIAEgBGpBAWstAAAiAkEJRg0KIAEhACACQSBGDQoMJQsgDSEHIAQgAEHVAEcNHxoLIA0hByAEIAQtAAFBIHJB8ABHDR4aIAQgBC0AAkEgckHnAEcNHhogBCAELQADQSByQfIARw0eGiAEIAQtAARBIHJB4QBHDR4aIAQgBC0ABUEgckHkAEcNHhogBCAELQAGQSByQeUARw0eGiABQQlNBEBBCCEHIAEiAEEJRw0GDAULIAYgCU8NUSAEIAZqLQAAQSBHDQQgBC0ACSIAQQlGDQQgAEEgRg0EQQkhByABIARqQQFrLQAAIgZBCUYNBCABIQAgBkEgRg0EDAYLIBpFDSAgDUECaiIHIAFPDQIgBiAJTw1QIAQgBmotAABBIEcNAiAEIAdqLQAAIgBBCUYNAiAAQSBGDQIgASAEakEBay0AACICQQlGDQIgASEAIAJBIEcNIgwCCyADQQc6ACYgA0ECOgAkIANB7ABqQaWNwABByQD8CgAAQbUBIQtByQAMUgsgA0EIOgAmIANBAjoAJCADQewAakGMkMAAQckA/AoAAEG1ASELQckADFELAkAgASAGTQ0AA0AgBCAGai0AACIAQQlHIABBIEdxDQEgBkEBaiIGIAFHDQALDBwLDBwLQQghBwNAAkAgBCAHai0AACIAQQlGDQAgAEEgRg0AIAEgB00EQCABIQAMAwsgBEEBayEGIAEhAANAIABBAWsiAiAJTw1PIAAgBmotAAAiCEEJRyAIQSBHcQ0DIAIiACAHSw0ACwwECyABIAdBAWoiB0cNAAsMAgsgACAHRg0BIABBAWohAgsgBEEBayETIAIgBGohEiAHIQYDQAJAIAAgBk0NACAGIAlPDUwgBCAGai0AACICQQlGBEAgBkEBaiEGDAILIAJBIEcNACAGQQFqIQYMAQsCQCAAIAZGDQACQAJAAn8gACAAIAlPDQAaIAAgACAGSQ0AGiAMQSw6AHQgDEE4aiAMQfQAaiAEIAZqIgggEhAcIAwoAjhBAXEiCgR/IAwoAjwgCGsFIAILIAZqIAAgChsLIgogBkEBaiIITQ0AIAYgCU8NTiAEIAZqLQAAQSBHDQAgCCAJTw1OIAQgCGotAAAiAkEJRg0AIAJBIEYNACAKQQFrIgIgCU8NTiACIARqLQAAIg5BCUYNACAKIQIgDkEgRw0BCwJAAn8CQCAGIApPDQAgBiAJIAYgCUsbIQIDQCACIAZGDVEgBCAGai0AACIIQQlHIAhBIEdxDQEgCiAGQQFqIgZHDQALIAoMAQsgBgsiCCAKIgJPDQADQCACQQFrIgYgCU8NTyACIBNqLQAAIg5BCUcgDkEgR3ENASAGIQIgBiAISw0ACyAIIQILIAIgCEcNACADQQY6ACYgA0ECOgAkIANBsZHAACkAADcAbCADQbmRwAD9AAAA/QsAdCADQcaRwAApAAA3AIEBDCMLAkACQAJ/IAIgAiAJTyIWDQAaIAIgAiAISQ0AGiAMQS86AHQgDEEwaiAMQfQAaiAEIAhqIg4gAiAEakEBahAcIAwoAjBBAXEiDwR/IAwoAjQgDmsFIAYLIAhqIAIgDxsLIg8gCEYNACAIIA9PDQEgCSAIayIGQQAgBiAJTRshBiAPIAhrIQ4gBCAIaiEIA0AgBkUNTyAILQAALQCAgEBFDQEgBkEBayEGIAhBAWohCCAOQQFrIg4NAAsMAQsgA0EGOgAmIANBAjoAJCADQc6RwAApAAA3AGwgA0HWkcAA/QAAAP0LAHQgA0HmkcAAKAAANgCEAQwpCwJAIAIgD00NACAPQQFqIQYCQCAWRQRAIAxBLzoAdCAMQShqIAxB9ABqIAQgBmoiCCAIIAIgD2tqEBwgDCgCKEEBcQ0BCyACIAZGDQAgAiAGTQ0BA0AgBiAJTw1PIAQgBmotAAAtAICAQEUNASAGQQFqIgYgAkcNAAsMAQsgA0EGOgAmIANBAjoAJCADQc6RwAApAAA3AGwgA0HWkcAA/QAAAP0LAHQgA0HmkcAAKAAANgCEAQwpCyAAIApGDQAgCkEBaiEGDAELCyADQQE6AFIMHAsgA0EGOgAmIANBAjoAJCADQbGRwAApAAA3AGwgA0G5kcAA/QAAAP0LAHQgA0HGkcAAKQAANwCBAQwfC0EIIQcDQAJAIAQgB2otAAAiAEEJRg0AIABBIEYNACABIAdNBEAgASEADAMLIARBAWshBiABIQADQCAAQQFrIgIgCU8NSyAAIAZqLQAAIghBCUcgCEEgR3ENAyACIgAgB0sNAAsMAwsgASAHQQFqIgdHDQALDAELIAAgB0cNGQsgA0EGOgAmIANBAjoAJCADQZSRwAApAAA3AGwgA0GckcAA/QAAAP0LAHQgA0GpkcAAKQAANwCBAQwcC0ELIQcDQAJAIAQgB2otAAAiAEEJRg0AIABBIEYNACABIAdNBEAgASEADAMLIARBAWshCCABIQADQCAAQQFrIgYgCU8NSCAAIAhqLQAAIgJBCUcgAkEgR3ENAyAGIgAgB0sNAAsMBAsgASAHQQFqIgdHDQALDAILIAAgB0YNAQsgACAJSw1DIAAgB0kNQyAEIAdqIQYCQAJAAkACQCAAIAdrQQVrDgYAAwIDAwEDCyAGLQAAQSByQeMARw0CIAYtAAFBIHJB7ABHDQIgBi0AAkEgckHvAEcNAiAGLQADQSByQfMARw0CIAYtAARBIHJB5QBHDQIgA0EBOgBQDBgLIAYtAABBIHJB6wBHDQEgBi0AAUEgckHlAEcNASAGLQACQSByQeUARw0BIAYtAANBIHJB8ABHDQEgBi0ABEEtRw0BIAYtAAVBIHJB4QBHDQEgBi0ABkEgckHsAEcNASAGLQAHQSByQekARw0BIAYtAAhBIHJB9gBHDQEgBi0ACUEgckHlAEcNAQwXCyAGLQAAQSByQfUARw0AIAYtAAFBIHJB8ABHDQAgBi0AAkEgckHnAEcNACAGLQADQSByQfIARw0AIAYtAARBIHJB4QBHDQAgBi0ABUEgckHkAEcNACAGLQAGQSByQeUARw0AIANBAToAUQwWCyAEQQFrIQ8gACAEakEBaiETIAchBgNAAkAgACAGTQ0AIAQgBmotAAAiAkEJRgRAIAZBAWohBgwCCyACQSBHDQAgBkEBaiEGDAELIAAgBkYNFgJAAkACfyAAIAAgCU8NABogACAAIAZJDQAaIAxBLDoAdCAMQSBqIAxB9ABqIAQgBmoiCCATEBwgDCgCIEEBcSIKBH8gDCgCJCAIawUgAgsgBmogACAKGwsiCiAGQQFqIghNDQAgBiAJTw1GIAQgBmotAABBIEcNACAIIAlPDUYgBCAIai0AACICQQlGDQAgAkEgRg0AIApBAWsiAiAJTw1GIAIgBGotAAAiDkEJRg0AIAohAiAOQSBHDQELAkACfwJAIAYgCk8NACAGIAkgBiAJSxshAgNAIAIgBkYNSSAEIAZqLQAAIghBCUcgCEEgR3ENASAKIAZBAWoiBkcNAAsgCgwBCyAGCyIIIAoiAk8NAANAIAJBAWsiBiAJTw1HIAIgD2otAAAiDkEJRyAOQSBHcQ0BIAYiAiAISw0ACyAIIQILIAIgCEcNAAwCCyACIAlLDUQgAiAISQ1EIAQgCGohBgJAAkACQAJAAkAgAiAIayIOQQVrDgYAAwEDAwIDCyAGLQAAQSByQeMARw0CIAYtAAFBIHJB7ABHDQIgBi0AAkEgckHvAEcNAiAGLQADQSByQfMARw0CIAYtAARBIHJB5QBHDQIgA0EBOgBQDAMLIAYtAABBIHJB9QBHDQEgBi0AAUEgckHwAEcNASAGLQACQSByQecARw0BIAYtAANBIHJB8gBHDQEgBi0ABEEgckHhAEcNASAGLQAFQSByQeQARw0BIAYtAAZBIHJB5QBHDQEgA0EBOgBRDAILIAYtAABBIHJB6wBHDQAgBi0AAUEgckHlAEcNACAGLQACQSByQeUARw0AIAYtAANBIHJB8ABHDQAgBi0ABEEtRw0AIAYtAAVBIHJB4QBHDQAgBi0ABkEgckHsAEcNACAGLQAHQSByQekARw0AIAYtAAhBIHJB9gBHDQAgBi0ACUEgckHlAEYNAQsCQCACIAhGDQAgAiAITQ0BA0AgBi0AAC0AgIBARQ0BIAZBAWohBiAOQQFrIg4NAAsMAQsgA0EGOgAmIANBAjoAJCADQfWQwAApAAA3AGwgA0H9kMAA/QAAAP0LAHQgA0GMkcAAKQAANwCDAQwkCyAAIApGDRYgCkEBaiEGDAALAAsgA0EGOgAmIANBAjoAJCADQdWQwAD9AAAA/QsAbCADQeWQwAD9AAAA/QsAfEGMASELQSAMRQtBEiEHA0ACQCAEIAdqLQAAIgBBCUYNACAAQSBGDQAgASAHTQRAIAEhAAwDCyAEQQFrIQggASEAA0AgAEEBayIGIAlPDUQgACAIai0AACICQQlHIAJBIEdxDQMgBiIAIAdLDQALDAQLIAEgB0EBaiIHRw0ACwwCCyAAIAdGDQELIANBAToATiAAIAlLDT8gACAHSQ0/AkAgACAHa0EHRgRAIAQgB2oiBjUAACAGQQZqMQAAQjCGIAZBBGozAABCIIaEhELj0NXztq2ZMlENAQsgBEEBayEPIAAgBGpBAWohEyADLQBPIQ4gByEGA0ACQCAAIAZNDQAgBCAGai0AACICQQlGBEAgBkEBaiEGDAILIAJBIEcNACAGQQFqIQYMAQsgACAGRg0TAkACQAJ/IAAgACAJTw0AGiAAIAAgBkkNABogDEEsOgB0IAxBGGogDEH0AGogBCAGaiIIIBMQHCAMKAIYQQFxIgoEfyAMKAIcIAhrBSACCyAGaiAAIAobCyIIIAZBAWoiCk0NACAGIAlPDUMgBCAGai0AAEEgRw0AIAkgCk0NQyAEIApqLQAAIgJBCUYNACACQSBGDQAgCEEBayICIAlPDUMgAiAEai0AACISQQlGDQAgCCECIBJBIEcNAQsCfwJAIAYgCE8NACAGIAkgBiAJSxshAgNAIAIgBkYNRSAEIAZqLQAAIgpBCUcgCkEgR3ENASAIIAZBAWoiBkcNAAsgCAwBCyAGCyEKAkAgCiAIIgJPDQADQCACQQFrIgYgCU8NRCACIA9qLQAAIhJBCUcgEkEgR3ENASAGIgIgCksNAAsgCiECCyACIApHDQAgA0EGOgAmIANBAjoAJCADQa2OwAD9AAAA/QsAbCADQb2OwAD9AAAA/QsAfCADQcyOwAApAAA3AIsBDAgLIANBAToATiACIAlLDUEgAiAKSQ1BAkACQCACIAprQQdHDQAgBCAKaiIGLQAAQSByQeMARw0AIAYtAAFBIHJB6ABHDQAgBi0AAkEgckH1AEcNACAGLQADQSByQe4ARw0AIAYtAARBIHJB6wBHDQAgBi0ABUEgckHlAEcNACAGLQAGQSByQeQARw0AIA5BAXFFBEBBASEOIANBAToATwwCCyADQQ46ACYgA0ECOgAkIANB7ABqQdSOwABB6wD8CgAAQdcBIQtB6wAMRgsgDkEBcUEAIQ5FDQAgA0EOOgAmIANBAjoAJCADQewAakG/j8AAQc0A/AoAAEG5ASELQc0ADEULIAAgCEYNEyAIQQFqIQYMAAsACyADLQBPRQRAIANBAToATwwSCyADQQ46ACYgA0ECOgAkIANB7ABqQdSOwABB6wD8CgAAQdcBIQtB6wAMQgsgA0EGOgAmIANBAjoAJCADQa2OwAD9AAAA/QsAbCADQb2OwAD9AAAA/QsAfCADQcyOwAApAAA3AIsBDAQLIANBCDoAJiADQQI6ACQgA0HujcAAKQAANwBsIANB9o3AAP0AAAD9CwB0IANBho7AAP0AAAD9CwCEASADQZaOwAD9AAAA/QsAlAEgA0GljsAAKQAANwCjAUGrASELQT8MQAsgAUERSQ0AIAJBIEcNACAELQAQIgBBCUYNACAAQSBGDQAgCkUNAQtBDyEHAkADQAJAAkAgBCAHai0AACIAQQlGDQAgAEEgRg0AIAcgASIATw0BIARBAWshBgNAIABBAWsiAiAJTw1AIAAgBmotAAAiCEEJRyAIQSBHcQ0CIAIiACAHSw0ACwwDCyABIAdBAWoiB0cNAQwCCwsgACAHRw0FCyADQQY6ACYgA0ECOgAkIANBvYzAAP0AAAD9CwBsIANBzYzAAP0AAAD9CwB8IANB3YzAACgAADYAjAEMBgtBECEHIAEhAAwDC0GTASELQScMPAsDQAJAIAQgB2otAAAiAEEJRg0AIABBIEYNACABIAdNBEAgASEADAMLIARBAWshBiABIQADQCAAQQFrIgIgCU8NOyAAIAZqLQAAIghBCUcgCEEgR3ENAyACIgAgB0sNAAsMBAsgASAHQQFqIgdHDQALDAILIAAgB0YNAQsgACAHayIIQRNNBEBCACEvIAAgB0sEQCAJIAdrIgJBACACIAlNGyEGIAQgB2ohAgNAIAZFDTkgAi0AAEEwayIKQf8BcUEKTwRAIANBDToAJiADQQI6ACQgA0HhjMAAKQAANwBsIANB6YzAAP0AAAD9CwB0IANB9ozAACkAADcAgQEMEAsgL0IKfiAKrUL/AYN8IS8gBkEBayEGIAJBAWohAiAIQQFrIggNAAsLIAMgLzcDOCADIC83AyggA0EBOgBNDAkLIANBDToAJiADQQI6ACQgA0HhjMAAKQAANwBsIANB6YzAAP0AAAD9CwB0IANB9ozAACkAADcAgQEMDAsgA0EGOgAmIANBAjoAJCADQb2MwAD9AAAA/QsAbCADQc2MwAD9AAAA/QsAfCADQd2MwAAoAAA2AIwBC0GQASELQSQMNwsgDSEHIAQLIQACQANAIAAtAAAtAICAQARAIABBAWohACAHQQFrIgcNAQwCCwsMBgsgGkUNAgJAIA1BAmoiByABTw0AIAYgCU8NMyAEIAZqLQAAQSBHDQAgBCAHai0AACIAQQlGDQAgAEEgRg0AIAEgBGpBAWstAAAiAkEJRg0AIAEhACACQSBHDQULIAEgBk0NAQNAIAQgBmotAAAiAEEJRyAAQSBHcQ0CIAEgBkEBaiIGRw0ACwsgASIAIQcMAwsgASAGTQ0AIARBAWshByABIQADQCAAQQFrIgIgCU8NMSAAIAdqLQAAIghBCUcgCEEgR3ENAiACIgAgBksNAAsgBiIAIQcMAgsgASEACyAGIQcLICVFBEAgBUEQakGAgARLDTIgAygCICECIAMoAvgCIAVqQQ46AAAgAygC+AIgBWpBAWogAjYAACADKAL4AiAFakEFaiANNgAAIAVBCWohBQsgBSAkRQ0YGiAFQRBqQYCABEsNMSAAIAdrIQYgAygCICAHaiERQQ8hAAwXCyADQQY6ACYgA0ECOgAkIANB6pHAAP0AAAD9CwBsIANB+pHAAP0AAAD9CwB8IANBiZLAACgAADYAiwFBjwEhC0EjDC8LIAAgAU8NIiAC/QAAAP0MDQ0NDQ0NDQ0NDQ0NDQ0NDf0j/WQiAEUNIiACIABoaiEAC0EBIREgACAEayICQQFqIgEgC0YNLiABIAlPDSoCQCABIARqLQAAQQpGBEBBACEHIAAgBEcNAUECIQAMHgsgA0EGOgAmIANBAjoAJCADQa6KwAApAAA3AGwgA0GzisAAKQAANwBxDCwLIAJBDUkNAiAVQgA3AwAgA0EAOgAVIBX9DAAAAAAAAAAAAAAAAAAAAAD9CwMIIBX9DAAAAAAAAAAAAAAAAAAAAAD9CwMYIBVBADYCKCAELQAIQSBGDQEgA0EGOgAmIANBAjoAJCADQbWLwAApAAA3AGwgA0G9i8AA/QAAAP0LAHQgA0HKi8AAKQAANwCBAQtBiQEhC0EdDCwLIAQtAABByABHDQggBC0AAUHUAEcNCAJAIAQtAAJB1ABHDQAgBC0AA0HQAEcNACAELQAEQS9HDQAgBC0ABUExRw0AIAQtAAZBLkcNACAELQAHQTFHDQAgBC0ACUEwa0H/AXEiCkEKTw0EIAQtAApBMGsiDUH/AXFBCUsNBCAELQALQTBrQf8BcSIOQQlLDQQgBC0ADEEgRw0CAkAgAkENRiIPDQACfyAEQQ1qIQggAkENayEGQQAhAAJAA0AgBiAAQRBqIgFJBEAgACAGSQ0CQQEMAwsgACAIaiABIQD9AAAAIkr9DH9/f39/f39/f39/f39/f3/9IyBK/QwJCQkJCQkJCQkJCQkJCQkJ/SQgSv0MICAgICAgICAgICAgICAgIP0m/U79UP1TRQ0AC0EADAELIAYgAGshASAAIAhqIQADQAJAIAAtAAAiBkEgTwRAIAZB/wBHDQFBAAwDCyAGQQlGDQBBAAwCCyAAQQFqIQAgAUEBayIBDQALQQELDQAgA0EGOgAmIANBAjoAJCADQeuKwAApAAA3AGwgA0HzisAA/QAAAP0LAHQgA0GCi8AAKQAANwCDAQwJCyADIApB5ABsIA1BCmxB/gFxaiAOajYCSCAhRQ0DIDxCAFIEQCAFQRBqQYGABE8NLiADKAIgIQAgAygC+AIgBWpBCjoAACADKAL4AiAFakEBaiAANgAAIAMoAvgCIAVqQQVqQQQ2AAAgBUEJaiEFCyA7QgBSBEAgBUEQakGBgARPDS4gAygCICEAIAMoAvgCIAVqQQs6AAAgAygC+AIgBWpBAWogAEEFajYAACADKAL4AiAFakEFakEDNgAAIAVBCWohBQsgQ0IAUgRAIAVBEGpBgYAETw0uIAMoAiAhACADKAL4AiAFakEMOgAAIAMoAvgCIAVqQQFqIABBCWo2AAAgAygC+AIgBWpBBWpBAzYAACAFQQlqIQULIEJQDQMgDw0DIAVBEGpBgIAESw0tIAMoAiAhACADKAL4AiAFakENOgAAIAMoAvgCIAVqQQFqIABBDWo2AAAgAygC+AIgBWpBBWogAkENazYAACAFQQlqIQUMAwsgBC0AAkHUAEcNCCAELQADQdAARw0IIAQtAARBL0cNCCADQRE6ACYgA0ECOgAkIANBhonAACkAADcAbCADQY6JwAD9AAAA/QsAdAwMCyADQQY6ACYgA0ECOgAkIANB0ovAAP0AAAD9CwBsIANB34vAACkAADcAeQwhCyADQQw6ACYgA0ECOgAkIANBiovAACkAADcAbCADQZKLwAD9AAAA/QsAdCADQaKLwAD9AAAA/QsAhAEgA0Gxi8AAKAAANgCTAUGXASELQSsMKQsgAkECaiEAIAMtACRBAkYNFyADQQY6ACQMFwsgA0EMOgAmIANBAjoAJCADQc+KwAApAAA3AGwgA0HXisAA/QAAAP0LAHQgA0HnisAAKAAANgCEAQtBiAEhC0EcDCYLIAAgAU8NGyAC/QAAAP0MDQ0NDQ0NDQ0NDQ0NDQ0NDf0j/WQiAEUNGyACIABoaiEAC0EBIREgACAEayIKQQFqIgEgC0YNJSABIAlPDSECQCABIARqIgEtAABBCkYEQEEAIQcgACAERw0BQQIhAAwVCyADQQY6ACYgA0ECOgAkIANBrorAACkAADcAbCADQbOKwAApAAA3AHEMIwsCQAJAAkACfwJAIApBDk8EQCAVQgA3AwAgA0EAOgAVIBX9DAAAAAAAAAAAAAAAAAAAAAD9CwMIIBX9DAAAAAAAAAAAAAAAAAAAAAD9CwMYIBVBADYCKCAMQSA6AHQgDEEQaiAMQfQAaiAEIAEQHAJAIAwoAhBBAXEEQCAMKAIUIgAgBEcNAQsgA0EGOgAmIANBAjoAJCADQf2JwAApAAA3AGwgA0GFisAA/QAAAP0LAHQgA0GUisAAKAAANgCDAUGHASELQRsMKwsCQAJAIAogACAEayICTQ0AIAxBIDoAdCAMQQhqIAxB9ABqIAQgAkEBaiIGaiIAIAAgCiACa2oQHCAMKAIIQQFxRQ0AIAwoAgwiASAARw0BCyADQQY6ACYgA0ECOgAkIANB5YnAACkAADcAbCADQe2JwAD9AAAA/QsAdAwMCwJAAkAgCiABIABrIgggBmoiE0EBaiINSQ0AIAxBLzoAdCAMIAxB9ABqIAQgDWoiDyAPIAogE2tqEBwgDCgCAEEBcUUNACAMKAIEIhIgD0cNAQsgA0EGOgAmIANBAjoAJCADQcOJwAD9AAAA/QsAbCADQdOJwAD9AAAA/QsAfCADQeOJwAAvAAA7AIwBQY4BIQtBIgwrCyACIAlLDScCQAJAAkACQAJAAkACQCACQQNrDgUAAQIDBAYLAkAgBC0AAEHHAGsOCgUGBgYGBgYGBgAGCwJAAkAgBC0AAUHSAGsOBAEHBwAHCyAELQACQdQARw0GQQQhAAwICyAELQACQckARw0FQQohAEEBDAgLAkACQCAELQAAQcgAaw4JAAYGBgYGBgYBBgsgBC0AAUHFAEcNBSAELQACQcEARw0FIAQtAANBxABHDQVBAiEADAcLIAQtAAFBzwBHDQQgBC0AAkHTAEcNBCAELQADQdQARw0EQQMhAAwGCwJAAkAgBC0AAEHQAGsOBQAFBQUBBQsgBC0AAUHBAEcNBCAELQACQdQARw0EIAQtAANBwwBHDQQgBC0ABEHIAEcNBEEJIQAMBgsgBC0AAUHSAEcNAyAELQACQcEARw0DIAQtAANBwwBHDQMgBC0ABEHFAEcNA0EIIQAMBQsgBC0AAEHEAEcNAiAELQABQcUARw0CIAQtAAJBzABHDQIgBC0AA0HFAEcNAiAELQAEQdQARw0CIAQtAAVBxQBHDQJBBSEADAQLAkACQCAELQAAQcMAaw4NAAMDAwMDAwMDAwMDAQMLIAQtAAFBzwBHDQIgBC0AAkHOAEcNAiAELQADQc4ARw0CIAQtAARBxQBHDQIgBC0ABUHDAEcNAiAELQAGQdQARw0CIANBAToAFUEGIQAMBAsgBC0AAUHQAEcNASAELQACQdQARw0BIAQtAANByQBHDQEgBC0ABEHPAEcNASAELQAFQc4ARw0BIAQtAAZB0wBHDQFBByEADAMLIAQtAAFBxQBGDQQLIANBADoATCACIQEgBCEADAQLIANBBjoAJiADQQI6ACQgA0GYisAA/QAAAP0LAGwgA0GmisAAKQAANwB6QYIBIQtBFgwpC0EACyEOIAMgADoATAwCCyADIAQtAAJB1ABGIg46AEwgAiEBIAQhACAORQ0AQQAhDgwBCwJAA0AgAC0AAC0AgIBARQ0BIABBAWohACABQQFrIgENAAtBACEODAELIANBBjoAJiADQQI6ACQgA0G6iMAAKQAANwBsIANBwojAAP0AAAD9CwB0DAYLIBIgD2siEiANaiEWIAghASAGIQACQANAIAAgCU8NIyAAIARqLQAALQCAhkAEQCAAQQFqIQAgAUEBayIBRQ0CDAELCyADQQY6ACYgA0ECOgAkIANB0ojAAP0AAAD9CwBsIANB34jAACkAADcAeQwcCyAKIBNBCWpHDQMgCiANa0EIRw0BIA8pAAAiL0LIqNGC9cWMlzBRDQIgL0LIqNGC9aWMlzFSDQEgDkUNBCADQRE6ACYgA0ECOgAkIANB54jAACkAADcAbCADQe+IwAD9AAAA/QsAdCADQf6IwAApAAA3AIMBC0GLASELQR8MIwsgA0EGOgAmIANBAjoAJCADQZ6JwAD9AAAA/QsAbEH8ACELQRAMIgsgDg0BIANBEToAJiADQQI6ACQgA0GGicAAKQAANwBsIANBjonAAP0AAAD9CwB0DAILIANBBjoAJiADQQI6ACQgA0GuicAA/QAAAP0LAGwgA0G7icAAKQAANwB5DBcLAkAgIkUNACBBQgBSBEAgBUEQakGBgARPDSIgAygCICEAIAMoAvgCIAVqQQg6AAAgAygC+AIgBWpBAWogADYAACADKAL4AiAFakEFaiACNgAAIAVBCWohBQsgQEIAUgRAIAVBEGpBgYAETw0iIAMoAiAhACADKAL4AiAFakEJOgAAIAMoAvgCIAVqQQFqIAAgBmo2AAAgAygC+AIgBWpBBWogCDYAACAFQQlqIQULIDxCAFIEQCAFQRBqQYGABE8NIiADKAIgIQAgAygC+AIgBWpBCjoAACADKAL4AiAFakEBaiAAIA1qNgAAIAMoAvgCIAVqQQVqIBI2AAAgBUEJaiEFCyA7UA0AIAVBEGpBgIAESw0hIAMoAiAhACADKAL4AiAFakELOgAAIAMoAvgCIAVqQQFqIAAgFkEBamo2AAAgAygC+AIgBWpBBWpBAzYAACAFQQlqIQULIApBAmohACADLQAkIQEgAy0ATEEKRgRAIAFBAkYNDyADQQU6ACQMDwsgAUECRg0OIANBBjoAJAwOC0GEASELQRgMHgtBACEHIAMtACRBAkYNFiADQQQ6ACQMFgsgBC8AAEGNFEcNAQtBACEHQQIhAAwKCyADQQE6ABECQCAdRQ0AIDlCAFIEQCAFQRBqQYGABE8NHSADKAIgIQAgAygC+AIgBWpBBToAACADKAL4AiAFakEBaiAANgAAIAMoAvgCIAVqQQVqQQA2AAAgBUEJaiEFCyA1UA0AIAVBEGpBgIAESw0cIAMoAiAhACADKAL4AiAFakEDOgAAIAMoAvgCIAVqQQFqIAA2AAAgAygC+AIgBWpBBWpBADYAACAFQQlqIQULQQAhByADLQAkQQJGDRMgA0EDOgAkDBMLQQAhByADLQAkQQJGDRIgA0EDOgAkDBILIAMoAvgCIAVqIAA6AAAgAygC+AIgBWpBAWogETYAACADKAL4AiAFakEFaiAGNgAAIAVBCWoLIQVBACEHIAFBAmoiAA0GDBALIAMoAgQgC0sNFyADQQY6ACYgA0ECOgAkIANBzJTAAP0AAAD9CwBsIANB2ZTAACkAADcAeQwNCyADKAIEIAtLBEBBASERDBcLIANBBjoAJiADQQI6ACQgA0HMlMAA/QAAAP0LAGwgA0HZlMAAKQAANwB5DAwLIC9QDRUgLyAwfCEwIC+nIQBBACEHIDdQDQMgBUEQakGAgARLDRUgAygCICEBIAMoAvgCIAVqQRg6AAAgAygC+AIgBWpBAWogATYAACADKAL4AiAFakEFaiAANgAAIAVBCWohBQwDCyAvUA0UIC8gMHwhMCAvpyEAAkACQAJAAkAgLyAyWgRAIAVBzf8Da0H//3tPDQEMGQsgN1ANAiAFQRBqQYGABEkNAQwYCyA3QgBSBEAgBUEQakGBgARPDRggAygCICEBIAMoAvgCIAVqQRg6AAAgAygC+AIgBWpBAWogATYAACADKAL4AiAFakEFaiAANgAAIAVBCWohBQsCQCA2QgBSBEAgBUEQakGBgARJDQEMGQsgA0EBOgAUIANCADcDOCAFQV5IDRgMAwsgAygCICEBIAMoAvgCIAVqQRc6AAAgAygC+AIgBWpBAWogACABajYAACADKAL4AiAFakEFakEANgAAIANBAToAFCADQgA3AzggBUEJaiEFDAILIAMoAiAhASADKAL4AiAFakEYOgAAIAMoAvgCIAVqQQFqIAE2AAAgAygC+AIgBWpBBWogADYAACAFQQlqIQULIAMgAykDOCAvfTcDOEEAIQcMAwsCQCAXRQ0AIDRCAFIEQCAFQXBIDRYgAygCICECIAMoAvgCIAVqIgFBBDoAACABQQVqQQA2AAAgAUEBaiAAIAJqNgAAIAVBCWohBQsgM1ANACAFQXBIDRUgAygCICECIAMoAvgCIAVqIgFBBzoAACABQQVqQQA2AAAgAUEBaiAAIAJqNgAAIAVBCWohBQsgA0EAOgAWIANBADoAFAJAAkAgAy0AUkEBRgRAIAMtABFBAXENAQsgAy0AUA0BIAMtACRBAkcNAkEAIQcMBAtBACEHIAMtACRBAkYNAyADQQ46ACQMAwsgGUUNASAFQXBIDRQgAygCICECIAMoAvgCIAVqIgFBAjoAACABQQVqQQA2AAAgAUEBaiACNgAAIAVBCWohBQwBC0EAIQcgA0EAOgAkDAELQQAhByADLQAkQQJGDQAgA0EBOgAkCyADIAMoAiAgAGo2AiAgACAJSw0NIAsgAGshCyAAIARqIQQgCSAAayEJDAkLIANBAToAFCAFQd//A2tB//97SQ0QAkAgF0UNACA0QgBSBEAgBUFwSA0SIAMoAiAhASADKAL4AiAFaiIAQQQ6AAAgAEEFakEANgAAIABBAWogATYAACAFQQlqIQULIDNQDQAgBUFwSA0RIAMoAiAhASADKAL4AiAFaiIAQQc6AAAgAEEFakEANgAAIABBAWogATYAACAFQQlqIQULIANBADoAFiADQQA6ABQLIAMtAFBBAUcNASAZBEAgBUFwSA0QIAMoAiAhASADKAL4AiAFaiIAQQI6AAAgAEEFakEANgAAIABBAWogATYAACAFQQlqIQULIANBAToAJAtBACEHDAYLQQAhByADQQA6ACQMBQsgAygCACALSwRAQQEhEQwNCyADQQY6ACYgA0ECOgAkIANBu4rAAP0AAAD9CwBsIANBy4rAACgAADYAfAtBgAEhC0EUDAoLIAMoAgAgC0sEQEEBIREMCwsgA0EGOgAmIANBAjoAJCADQaWIwAD9AAAA/QsAbCADQbKIwAApAAA3AHkLQYEBIQtBFQwIC0EAIQcgAy0AJEECRg0AIANBBDoAJAtBASERIAdBAXENByADLQAlQQFxRQ0ACwwGCwALIAMoAvgCQQA6AAAMBQsAC0H5ACELQQ0MAQsgA0EGOgAmIANBAjoAJCADQZaIwAApAAA3AGwgA0GdiMAAKQAANwBzQfsAIQtBDws6APQCQQAhESADIAtqQQA6AAALIAMgAykDGCADKAIgIgutfDcDGAJAIAMtABNFDQAgAygC8AIiAARAIAMoAuwCIAAQWAsgA0IANwLsAiALIBRPDQACQAJAIAlFBEBBASEADAELIAlBARBWIgBFDQEgCUUNACAAIAQgCfwKAAALIAMgADYC7AIgAyAJNgLwAgwBCwALAkACQCAuQgGDUCARcgRAICBFDQEMAgsgBUH6/wNrQf//e0kNACADKAL4AiAFaiIAQQE6AAAgAEEBaiADKAIgNgAAIABBBWogAy0AJjoAACAFQQZqIQULIAMoAvgCIAVqQQA6AAALAkAgAykDWCIuUA0AIC5CAYMhLyAuQoCAAoMhMCAuQgKDITEgLkIEgyEzIC5CCIMhNCAuQhCDITUgLkIggyE2IC5CwACDITcgLkKAAYMhMiAuQoACgyE5IC5CgASDITogLkKACIMhOyAuQoAQgyE8IC5CgCCDIT0gLkKAwACDIT4gLkKAgAGDIT8gLkKAgASDIUAgLkKAgAiDIUEgLkKAgBCDIUIgLkKAgCCDIUMgLkKAgMAAgyFEIC5CgICAAYMhRSAuQoCAgAKDIUYgLkKAgIAEgyFHIC5CgICACIMhOCAuQoCAgBCDIUggLkKAgIAggyFJIC5CgICAwACDIS4gAygCaCECIAMoAvgCIQZBACEEA0ACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkAgBCAGaiIALQAAQQFrDhwAAgMEBQYHCAkKCwwNDg8BEBESExQVFhcYGRobHwtBBiEBIC9QDRsgAiAAQQFqKAAAQQAQACAEQQZqIQQMHQtBEyEBIDBQDRogAiAAQQFqKAAAIABBBWovAAAgAEEHai0AAEEARyAAQQhqLQAAQQBHIABBCWotAABBAEcgAEEKai0AACAAQQtqKQAAuhABIARBE2ohBAwcC0EJIQEgMVANGSACIABBAWooAAAgAEEFaigAABACIARBCWohBAwbC0EJIQEgM1ANGCACIABBAWooAAAgAEEFaigAABADIARBCWohBAwaC0EJIQEgNFANFyACIABBAWooAAAgAEEFaigAABAEIARBCWohBAwZC0EJIQEgNVANFiACIABBAWooAAAgAEEFaigAABAFIARBCWohBAwYC0EJIQEgNlANFSACIABBAWooAAAgAEEFaigAABAGIARBCWohBAwXC0EJIQEgN1ANFCACIABBAWooAAAgAEEFaigAABAHIARBCWohBAwWC0EJIQEgMlANEyACIABBAWooAAAgAEEFaigAABAIIARBCWohBAwVC0EJIQEgOVANEiACIABBAWooAAAgAEEFaigAABAJIARBCWohBAwUC0EJIQEgOlANESACIABBAWooAAAgAEEFaigAABAKIARBCWohBAwTC0EJIQEgO1ANECACIABBAWooAAAgAEEFaigAABALIARBCWohBAwSC0EJIQEgPFANDyACIABBAWooAAAgAEEFaigAABAMIARBCWohBAwRC0EJIQEgPVANDiACIABBAWooAAAgAEEFaigAABANIARBCWohBAwQC0EJIQEgPlANDSACIABBAWooAAAgAEEFaigAABAOIARBCWohBAwPC0EJIQEgP1ANDCACIABBAWooAAAgAEEFaigAABAPIARBCWohBAwOC0EJIQEgQFANCyACIABBAWooAAAgAEEFaigAABAQIARBCWohBAwNC0EJIQEgQVANCiACIABBAWooAAAgAEEFaigAABARIARBCWohBAwMC0EJIQEgQlANCSACIABBAWooAAAgAEEFaigAABASIARBCWohBAwLC0EJIQEgQ1ANCCACIABBAWooAAAgAEEFaigAABATIARBCWohBAwKC0EJIQEgRFANByACIABBAWooAAAgAEEFaigAABAUIARBCWohBAwJC0EJIQEgRVANBiACIABBAWooAAAgAEEFaigAABAVIARBCWohBAwIC0EJIQEgRlANBSACIABBAWooAAAgAEEFaigAABAWIARBCWohBAwHC0EJIQEgR1ANBCACIABBAWooAAAgAEEFaigAABAXIARBCWohBAwGC0EJIQEgOFANAyACIABBAWooAAAgAEEFaigAABAYIARBCWohBAwFC0EJIQEgSFANAiACIABBAWooAAAgAEEFaigAABAZIARBCWohBAwEC0EJIQEgSVANASACIABBAWooAAAgAEEFaigAABAaIARBCWohBAwDC0EJIQEgLkIAUg0BCyABIARqIQQMAQsgAiAAQQFqKAAAIABBBWooAAAQGyAEQQlqIQQMAAsACyAfIBhBAEdxRQ0AIBAgGBBYCyAMQZABaiQAIAsLCQAgAEEBOgAlC5kBACAAQQA7ASQgAUUEQCAAQgA3AxgLIABBADoA9AIgAEEAOgBsIABBADoAJiAAKALwAiIBBEAgACgC7AIgARBYCyAAQgA3AyggAEEAOwAVIABCADcC7AIgAP0MAAAAAAAAAAAAAAAAAAAAAP0LAzAgAP0MAAAAAAAAAAAAAAAAAAAAAP0LA0AgAEEANgJQIAAoAvgCQQA6AAALCQAgAEEAOgAlCwkAIAAgATcDWAsJACAAIAE3A2ALCQAgACABOgAXCwkAIAAgAToAFQsJACAAIAE6ABELCQAgACABNwMICwkAIAAgATYCBAsJACAAIAE2AgALCQAgACABOgAQCwkAIAAgAToAFAsJACAAIAE6ABMLCQAgACABOgAWCwkAIAAgAToAEgsHACAALQAUCwcAIAAtABMLBwAgAC0AFgsHACAALQASC/QCAQV/IAFBCU8EQAJAIABBzf97QRAgASABQRBNGyICa08NACACQRAgAEELakF4cSAAQQtJGyIEakEMahBXIgBFDQAgAEEIayEBAkAgAkEBayIDIABxRQRAIAEhAAwBCyAAQQRrIgUoAgAiBkF4cSAAIANqQQAgAmtxQQhrIgAgAkEAIAAgAWtBEE0baiIAIAFrIgJrIQMgBkEDcQRAIAAgAyAAKAIEQQFxckECcjYCBCAAIANqIgMgAygCBEEBcjYCBCAFIAIgBSgCAEEBcXJBAnI2AgAgASACaiIDIAMoAgRBAXI2AgQgASACEFsMAQsgASgCACEBIAAgAzYCBCAAIAEgAmo2AgALAkAgACgCBCIBQQNxRQ0AIAFBeHEiAiAEQRBqTQ0AIAAgBCABQQFxckECcjYCBCAAIARqIgEgAiAEayIEQQNyNgIEIAAgAmoiAiACKAIEQQFyNgIEIAEgBBBbCyAAQQhqIQMLIAMPCyAAEFcL/yUBCX8jAEEQayIIJAACQAJAAkAgAEH1AU8EQCAAQcz/e0sEQEEAIQAMBAsgAEELaiIBQXhxIQVB0JvAACgCACIJRQ0CQR8hBiAAQfX//wdPDQEgBUEmIAFBCHZnIgBrdkEBcSAAQQF0a0E+aiEGDAELAkACQAJAAkACQEHMm8AAKAIAIgRBECAAQQtqQfgDcSAAQQtJGyIFQQN2IgB2IgFBA3EEQCABQX9zQQFxIABqIgdBA3QiAUHEmcAAaiIAIAFBzJnAAGooAgAiAigCCCIDRg0BIAMgADYCDCAAIAM2AggMAgsgBUHUm8AAKAIATQ0GIAFFBEBB0JvAACgCACIARQ0HIABoQQJ0QbSYwABqKAIAIgEoAgRBeHEgBWshAyABIQIDQAJAIAEoAhAiAEUEQCABKAIUIgBFDQELIAAoAgRBeHEgBWsiASADIAEgA0kiARshAyAAIAIgARshAiAAIQEMAQsLIAIoAhghBgJAAkAgAiACKAIMIgBGBEAgAkEUQRAgAigCFCIAG2ooAgAiAQ0BQQAhAAwCCyACKAIIIgEgADYCDCAAIAE2AggMAQsgAkEUaiACQRBqIAAbIQQDQCAEIQcgASIAQRRqIABBEGogACgCFCIBGyEEIABBFEEQIAEbaigCACIBDQALIAdBADYCAAsgBkUNBQJAIAIoAhxBAnRBtJjAAGoiASgCACACRwRAIAIgBigCEEcEQCAGIAA2AhQgAA0CDAgLIAYgADYCECAADQEMBwsgASAANgIAIABFDQULIAAgBjYCGCACKAIQIgEEQCAAIAE2AhAgASAANgIYCyACKAIUIgFFDQUgACABNgIUIAEgADYCGAwFCwJAQQIgAHQiAkEAIAJrciABIAB0cWgiB0EDdCIBQcSZwABqIgIgAUHMmcAAaigCACIAKAIIIgNHBEAgAyACNgIMIAIgAzYCCAwBC0HMm8AAIARBfiAHd3E2AgALIAAgBUEDcjYCBCAAIAVqIgYgASAFayIHQQFyNgIEIAAgAWogBzYCAEHUm8AAKAIAIgJFDQJB3JvAACgCACEBAkBBzJvAACgCACIEQQEgAkEDdnQiA3FFBEBBzJvAACADIARyNgIAIAJBeHFBxJnAAGoiAyEEDAELIAJBeHEiAkHEmcAAaiEEIAJBzJnAAGooAgAhAwsgBCABNgIIIAMgATYCDCABIAQ2AgwgASADNgIIDAILQcybwAAgBEF+IAd3cTYCAAsgAkEIaiEAIAIgAUEDcjYCBCABIAJqIgEgASgCBEEBcjYCBAwFCyAAQQhqIQBB3JvAACAGNgIAQdSbwAAgBzYCAAwEC0HQm8AAQdCbwAAoAgBBfiACKAIcd3E2AgALAkACQCADQRBPBEAgAiAFQQNyNgIEIAIgBWoiByADQQFyNgIEIAMgB2ogAzYCAEHUm8AAKAIAIgFFDQFB3JvAACgCACEAAkBBzJvAACgCACIEQQEgAUEDdnQiBnFFBEBBzJvAACAEIAZyNgIAIAFBeHFBxJnAAGoiBCEBDAELIAFBeHEiBEHEmcAAaiEBIARBzJnAAGooAgAhBAsgASAANgIIIAQgADYCDCAAIAE2AgwgACAENgIIDAELIAIgAyAFaiIAQQNyNgIEIAAgAmoiACAAKAIEQQFyNgIEDAELQdybwAAgBzYCAEHUm8AAIAM2AgALIAJBCGoiAEUNAQwCC0EAIAVrIQMCQAJAAkAgBkECdEG0mMAAaigCACICRQRAQQAhAUEAIQAMAQtBACEBIAVBGSAGQQF2a0EAIAZBH0cbdCEEQQAhAANAAkAgAigCBEF4cSIHIAVJDQAgByAFayIHIANPDQAgAiEBIAciAw0AQQAhAyABIQAMAwsgAigCFCIHIAAgByACIARBHXZBBHFqKAIQIgJHGyAAIAcbIQAgBEEBdCEEIAINAAsLIAAgAXJFBEBBACEBQQIgBnQiAEEAIABrciAJcSIARQ0DIABoQQJ0QbSYwABqKAIAIQALIABFDQELA0AgAyAAKAIEQXhxIgIgBWsiBCADIAMgBEsiBBsgAiAFSSICGyEDIAEgACABIAQbIAIbIQEgACgCECICBH8gAgUgACgCFAsiAA0ACwsgAUUNACAFQdSbwAAoAgAiAE0gAyAAIAVrT3ENACABKAIYIQYCQAJAIAEgASgCDCIARgRAIAFBFEEQIAEoAhQiABtqKAIAIgINAUEAIQAMAgsgASgCCCICIAA2AgwgACACNgIIDAELIAFBFGogAUEQaiAAGyEEA0AgBCEHIAIiAEEUaiAAQRBqIAAoAhQiAhshBCAAQRRBECACG2ooAgAiAg0ACyAHQQA2AgALAkAgBkUNAAJAAkAgASgCHEECdEG0mMAAaiICKAIAIAFHBEAgASAGKAIQRwRAIAYgADYCFCAADQIMBAsgBiAANgIQIAANAQwDCyACIAA2AgAgAEUNAQsgACAGNgIYIAEoAhAiAgRAIAAgAjYCECACIAA2AhgLIAEoAhQiAkUNASAAIAI2AhQgAiAANgIYDAELQdCbwABB0JvAACgCAEF+IAEoAhx3cTYCAAsCQCADQRBPBEAgASAFQQNyNgIEIAEgBWoiACADQQFyNgIEIAAgA2ogAzYCACADQYACTwRAIAAgAxBcDAILAkBBzJvAACgCACICQQEgA0EDdnQiBHFFBEBBzJvAACACIARyNgIAIANB+AFxQcSZwABqIgMhAgwBCyADQfgBcSIEQcSZwABqIQIgBEHMmcAAaigCACEDCyACIAA2AgggAyAANgIMIAAgAjYCDCAAIAM2AggMAQsgASADIAVqIgBBA3I2AgQgACABaiIAIAAoAgRBAXI2AgQLIAFBCGoiAA0BCwJAAkACQAJAAkACQAJAIAVB1JvAACgCACIBSwRAIAVB2JvAACgCACIATwRAIAhBBGohAAJ/AkAgBUGvgARqQYCAfHEiAUUNAEH4m8AALQAAQfibwABBAToAAEGAnMAAIQIgAUGA5ANLDQANAEGA5AMMAQtBACECQQAgAUEQdiABQf//A3FBAEdqIgFAACIEQX9GDQAaIAFBEHQiAUEQayABIARBEHQiAkEAIAFrRhsLIQEgAEEANgIIIAAgATYCBCAAIAI2AgAgCCgCBCIBRQRAQQAhAAwKCyAIKAIMIQdB5JvAACAIKAIIIgRB5JvAACgCAGoiADYCAEHom8AAIABB6JvAACgCACICIAAgAksbNgIAAkACQEHgm8AAKAIAIgIEQEG0mcAAIQADQCABIAAoAgAiAyAAKAIEIgZqRg0CIAAoAggiAA0ACwwCC0Hwm8AAKAIAIgBFDQcgACABSw0HDAkLIAEgAk0NACACIANJDQAgACgCDCIDQQFxDQAgA0EBdiAHRg0DC0Hwm8AAQfCbwAAoAgAiACABIAAgAUkbNgIAIAEgBGohA0G0mcAAIQACQAJAAkADQCADIAAoAgAiBkcEQCAAKAIIIgANAQwCCwsgACgCDCIDQQFxDQAgA0EBdiAHRg0BC0G0mcAAIQADQCACIAAoAgAiA08EQCACIAMgACgCBGoiBkkNAwsgACgCCCEADAALAAsgACABNgIAIAAgACgCBCAEajYCBCABQQ9qQXhxQQhrIgQgBUEDcjYCBCAGQQ9qQXhxQQhrIgMgBCAFaiIAayEFIANB4JvAACgCAEYNBCADQdybwAAoAgBGDQUgAygCBCICQQNxQQFGBEAgAyACQXhxIgEQWiABIAVqIQUgASADaiIDKAIEIQILIAMgAkF+cTYCBCAAIAVBAXI2AgQgACAFaiAFNgIAIAVBgAJPBEAgACAFEFwMCAsCQEHMm8AAKAIAIgFBASAFQQN2dCICcUUEQEHMm8AAIAEgAnI2AgAgBUH4AXFBxJnAAGoiBSEDDAELIAVB+AFxIgFBxJnAAGohAyABQcyZwABqKAIAIQULIAMgADYCCCAFIAA2AgwgACADNgIMIAAgBTYCCAwHC0Hgm8AAIAFBD2pBeHEiAEEIayIDNgIAQdibwAAgBEEoayIJIAEgAGtqQQhqIgA2AgAgAyAAQQFyNgIEIAEgCWpBKDYCBEHsm8AAQYCAgAE2AgAgAiAGQSBrQXhxQQhrIgAgACACQRBqSRsiA0EbNgIEIANBCGoiAEG0mcAA/QACAP0LAgBBwJnAACAHNgIAQbiZwAAgBDYCAEG0mcAAIAE2AgBBvJnAACAANgIAIANBHGohAANAIABBBzYCACAAQQRqIgAgBkkNAAsgAiADRg0IIAMgAygCBEF+cTYCBCACIAMgAmsiAEEBcjYCBCADIAA2AgAgAEGAAk8EQCACIAAQXAwJCwJAQcybwAAoAgAiAUEBIABBA3Z0IgRxRQRAQcybwAAgASAEcjYCACAAQfgBcUHEmcAAaiIAIQEMAQsgAEH4AXEiAEHEmcAAaiEBIABBzJnAAGooAgAhAAsgASACNgIIIAAgAjYCDCACIAE2AgwgAiAANgIIDAgLQdibwAAgACAFayIBNgIAQeCbwABB4JvAACgCACIAIAVqIgI2AgAgAiABQQFyNgIEIAAgBUEDcjYCBCAAQQhqIQAMCAtB3JvAACgCACEAAkAgASAFayICQQ9NBEBB3JvAAEEANgIAQdSbwABBADYCACAAIAFBA3I2AgQgACABaiIBIAEoAgRBAXI2AgQMAQtB1JvAACACNgIAQdybwAAgACAFaiIENgIAIAQgAkEBcjYCBCAAIAFqIAI2AgAgACAFQQNyNgIECyAAQQhqIQAMBwsgACAEIAZqNgIEQeCbwABB4JvAACgCACIAQQ9qQXhxIgFBCGsiAjYCAEHYm8AAQdibwAAoAgAgBGoiBCAAIAFrakEIaiIBNgIAIAIgAUEBcjYCBCAAIARqQSg2AgRB7JvAAEGAgIABNgIADAULQeCbwAAgADYCAEHYm8AAQdibwAAoAgAgBWoiATYCACAAIAFBAXI2AgQMAgtB3JvAACAANgIAQdSbwABB1JvAACgCACAFaiIBNgIAIAAgAUEBcjYCBCAAIAFqIAE2AgAMAQtB8JvAACABNgIADAELIARBCGohAAwCC0H0m8AAQf8fNgIAQcCZwAAgBzYCAEG4mcAAIAQ2AgBBtJnAACABNgIAQdCZwABBxJnAADYCAEHYmcAAQcyZwAA2AgBBzJnAAEHEmcAANgIAQeCZwABB1JnAADYCAEHUmcAAQcyZwAA2AgBB6JnAAEHcmcAANgIAQdyZwABB1JnAADYCAEHwmcAAQeSZwAA2AgBB5JnAAEHcmcAANgIAQfiZwABB7JnAADYCAEHsmcAAQeSZwAA2AgBBgJrAAEH0mcAANgIAQfSZwABB7JnAADYCAEGImsAAQfyZwAA2AgBB/JnAAEH0mcAANgIAQZCawABBhJrAADYCAEGEmsAAQfyZwAA2AgBBjJrAAEGEmsAANgIAQZiawABBjJrAADYCAEGUmsAAQYyawAA2AgBBoJrAAEGUmsAANgIAQZyawABBlJrAADYCAEGomsAAQZyawAA2AgBBpJrAAEGcmsAANgIAQbCawABBpJrAADYCAEGsmsAAQaSawAA2AgBBuJrAAEGsmsAANgIAQbSawABBrJrAADYCAEHAmsAAQbSawAA2AgBBvJrAAEG0msAANgIAQciawABBvJrAADYCAEHEmsAAQbyawAA2AgBB0JrAAEHEmsAANgIAQdiawABBzJrAADYCAEHMmsAAQcSawAA2AgBB4JrAAEHUmsAANgIAQdSawABBzJrAADYCAEHomsAAQdyawAA2AgBB3JrAAEHUmsAANgIAQfCawABB5JrAADYCAEHkmsAAQdyawAA2AgBB+JrAAEHsmsAANgIAQeyawABB5JrAADYCAEGAm8AAQfSawAA2AgBB9JrAAEHsmsAANgIAQYibwABB/JrAADYCAEH8msAAQfSawAA2AgBBkJvAAEGEm8AANgIAQYSbwABB/JrAADYCAEGYm8AAQYybwAA2AgBBjJvAAEGEm8AANgIAQaCbwABBlJvAADYCAEGUm8AAQYybwAA2AgBBqJvAAEGcm8AANgIAQZybwABBlJvAADYCAEGwm8AAQaSbwAA2AgBBpJvAAEGcm8AANgIAQbibwABBrJvAADYCAEGsm8AAQaSbwAA2AgBBwJvAAEG0m8AANgIAQbSbwABBrJvAADYCAEHIm8AAQbybwAA2AgBBvJvAAEG0m8AANgIAQeCbwAAgAUEPakF4cSIAQQhrIgI2AgBBxJvAAEG8m8AANgIAQdibwAAgBEEoayIEIAEgAGtqQQhqIgA2AgAgAiAAQQFyNgIEIAEgBGpBKDYCBEHsm8AAQYCAgAE2AgALQQAhAEHYm8AAKAIAIgEgBU0NAEHYm8AAIAEgBWsiATYCAEHgm8AAQeCbwAAoAgAiACAFaiICNgIAIAIgAUEBcjYCBCAAIAVBA3I2AgQgAEEIaiEACyAIQRBqJAAgAAs9AQJ/AkAgAEEEaygCACICQXhxIgNBBEEIIAJBA3EiAhsgAWpJDQAgAkEAIAMgAUEnaksbDQAgABBZDwsAC6IGAQR/IABBCGsiASAAQQRrKAIAIgNBeHEiAGohAgJAAkAgA0EBcQ0AIANBAnFFDQEgASgCACIDIABqIQAgASADayIBQdybwAAoAgBGBEAgAigCBEEDcUEDRw0BQdSbwAAgADYCACACIAIoAgRBfnE2AgQgASAAQQFyNgIEIAIgADYCAA8LIAEgAxBaCwJAAkBB9JvAAAJ/AkACQAJAAkAgAigCBCIDQQJxRQRAIAJB4JvAACgCAEYNAiACQdybwAAoAgBGDQMgAiADQXhxIgIQWiABIAAgAmoiAEEBcjYCBCAAIAFqIAA2AgAgAUHcm8AAKAIARw0BQdSbwAAgADYCAA8LIAIgA0F+cTYCBCABIABBAXI2AgQgACABaiAANgIACyAAQYACSQ0EIAEgABBcQfSbwABB9JvAACgCAEEBayIANgIAIAANBkG8mcAAKAIAIgANAkH/HwwDC0Hgm8AAIAE2AgBB2JvAAEHYm8AAKAIAIABqIgA2AgAgASAAQQFyNgIEQdybwAAoAgAgAUYEQEHUm8AAQQA2AgBB3JvAAEEANgIACyAAQeybwAAoAgAiAk0NBUHgm8AAKAIAIgBFDQVB2JvAACgCACIDQSlJDQRBtJnAACEBA0AgACABKAIAIgRPBEAgACAEIAEoAgRqSQ0GCyABKAIIIQEMAAsAC0Hcm8AAIAE2AgBB1JvAAEHUm8AAKAIAIABqIgA2AgAgASAAQQFyNgIEIAAgAWogADYCAA8LQQAhAQNAIAFBAWohASAAKAIIIgANAAtB/x8gASABQf8fTRsLNgIADwsCQEHMm8AAKAIAIgJBASAAQQN2dCIDcUUEQEHMm8AAIAIgA3I2AgAgAEH4AXFBxJnAAGoiACECDAELIABB+AFxIgBBxJnAAGohAiAAQcyZwABqKAIAIQALIAIgATYCCCAAIAE2AgwgASACNgIMIAEgADYCCA8LQfSbwABBvJnAACgCACIABH9BACEBA0AgAUEBaiEBIAAoAggiAA0AC0H/HyABIAFB/x9NGwVB/x8LNgIAIAIgA08NAEHsm8AAQX82AgALC4IDAQR/IAAoAgwhAgJAAkACQCABQYACTwRAIAAoAhghAwJAAkAgACACRgRAIABBFEEQIAAoAhQiAhtqKAIAIgENAUEAIQIMAgsgACgCCCIBIAI2AgwgAiABNgIIDAELIABBFGogAEEQaiACGyEEA0AgBCEFIAEiAkEUaiACQRBqIAIoAhQiARshBCACQRRBECABG2ooAgAiAQ0ACyAFQQA2AgALIANFDQICQCAAKAIcQQJ0QbSYwABqIgEoAgAgAEcEQCADKAIQIABGDQEgAyACNgIUIAINAwwECyABIAI2AgAgAkUNBAwCCyADIAI2AhAgAg0BDAILIAAoAggiACACRwRAIAAgAjYCDCACIAA2AggPC0HMm8AAQcybwAAoAgBBfiABQQN2d3E2AgAPCyACIAM2AhggACgCECIBBEAgAiABNgIQIAEgAjYCGAsgACgCFCIARQ0AIAIgADYCFCAAIAI2AhgPCw8LQdCbwABB0JvAACgCAEF+IAAoAhx3cTYCAAuOBAECfyAAIAFqIQICQAJAAkAgACgCBCIDQQFxDQAgA0ECcUUNASAAKAIAIgMgAWohASAAIANrIgBB3JvAACgCAEYEQCACKAIEQQNxQQNHDQFB1JvAACABNgIAIAIgAigCBEF+cTYCBCAAIAFBAXI2AgQgAiABNgIADwsgACADEFoLAkACQCACKAIEIgNBAnFFBEAgAkHgm8AAKAIARg0CIAJB3JvAACgCAEYNBCACIANBeHEiAhBaIAAgASACaiIBQQFyNgIEIAAgAWogATYCACAAQdybwAAoAgBHDQFB1JvAACABNgIADwsgAiADQX5xNgIEIAAgAUEBcjYCBCAAIAFqIAE2AgALIAFBgAJPBEAgACABEFwPCwJAQcybwAAoAgAiAkEBIAFBA3Z0IgNxRQRAQcybwAAgAiADcjYCACABQfgBcUHEmcAAaiIBIQIMAQsgAUH4AXEiAUHEmcAAaiECIAFBzJnAAGooAgAhAQsgAiAANgIIIAEgADYCDCAAIAI2AgwgACABNgIIDwtB4JvAACAANgIAQdibwABB2JvAACgCACABaiIBNgIAIAAgAUEBcjYCBCAAQdybwAAoAgBHDQBB1JvAAEEANgIAQdybwABBADYCAAsPC0Hcm8AAIAA2AgBB1JvAAEHUm8AAKAIAIAFqIgE2AgAgACABQQFyNgIEIAAgAWogATYCAAvDAgEEfyAAQgA3AhAgAAJ/QQAgAUEIdiIDRQ0AGkEfIAFBgICACE8NABogAUEmIANnIgNrdkEBcSADQQF0ckE+cwsiAjYCHCACQQJ0QbSYwABqIQRBASACdCIDQdCbwAAoAgBxRQRAIAQgADYCACAAIAQ2AhggACAANgIMIAAgADYCCEHQm8AAQdCbwAAoAgAgA3I2AgAPCwJAAkAgASAEKAIAIgMoAgRBeHFGBEAgAyECDAELIAFBGSACQQF2a0EAIAJBH0cbdCEFA0AgAyAFQR12QQRxaiIEKAIQIgJFDQIgBUEBdCEFIAIhAyACKAIEQXhxIAFHDQALCyACKAIIIgEgADYCDCACIAA2AgggAEEANgIYIAAgAjYCDCAAIAE2AggPCyAEQRBqIAA2AgAgACADNgIYIAAgADYCDCAAIAA2AggLC+4VBwBBoYDAAAteAQABAQEBAQAAAQEAAQEAAQEBAQEBAQEBAQAAAAAAAAABAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQAAAAEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAAEAAQBBiYLAAAsBAQBBoILAAAvgAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAAEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAEGJhMAACwEBAEGghMAAC+ABAQEAAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAAEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEAAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEAQaGGwAALXgEAAAEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQABAAEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAAEAAQABAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQAAAAEAQYCIwAALtBBVbmV4cGVjdGVkIGVuZCBvZiBkYXRhVW5leHBlY3RlZCBkYXRhUmVxdWVzdCBsaW5lIHRvbyBsb25nSW52YWxpZCBtZXRob2QgY2hhcmFjdGVySW52YWxpZCBVUkwgY2hhcmFjdGVyUFJJIGlzIG9ubHkgdmFsaWQgd2l0aCBIVFRQLzIuMFVuc3VwcG9ydGVkIEhUVFAgdmVyc2lvbkludmFsaWQgcHJvdG9jb2xJbnZhbGlkIHByb3RvY29sIG5hbWVFeHBlY3RlZCAvIGFmdGVyIHRoZSBwcm90b2NvbCBuYW1lRXhwZWN0ZWQgc3BhY2UgYWZ0ZXIgVVJMRXhwZWN0ZWQgc3BhY2UgYWZ0ZXIgbWV0aG9kUmVxdWVzdCBsaW5lIHRvbyBzaG9ydEV4cGVjdGVkIENSTEZTdGF0dXMgbGluZSB0b28gbG9uZ0ludmFsaWQgSFRUUCByZXNwb25zZSBzdGF0dXNJbnZhbGlkIHN0YXR1cyByZWFzb24gY2hhcmFjdGVyRXhwZWN0ZWQgYSBzcGFjZSBhZnRlciBIVFRQIHJlc3BvbnNlIHN0YXR1c0V4cGVjdGVkIHNwYWNlIGFmdGVyIHByb3RvY29sU3RhdHVzIGxpbmUgdG9vIHNob3J0TWFsZm9ybWVkIEhUVFAvMi4wIHByZWZhY2VVbmV4cGVjdGVkIENvbnRlbnQtTGVuZ3RoIGhlYWRlciBmb3IgYSByZXNwb25zZSB3aXRob3V0IGJvZHlFeHBlY3RlZCBDb250ZW50LUxlbmd0aCBoZWFkZXIgdmFsdWVJbnZhbGlkIENvbnRlbnQtTGVuZ3RoIGhlYWRlckludmFsaWQgZHVwbGljYXRlIENvbnRlbnQtTGVuZ3RoIGhlYWRlclVuZXhwZWN0ZWQgQ29udGVudC1MZW5ndGggaGVhZGVyIHdoZW4gVHJhbnNmZXItRW5jb2RpbmcgaGVhZGVyIGlzIHByZXNlbnRVbmV4cGVjdGVkIFRyYW5zZmVyLUVuY29kaW5nIGhlYWRlciBmb3IgYSByZXNwb25zZSB3aXRob3V0IGJvZHlFeHBlY3RlZCBUcmFuc2Zlci1FbmNvZGluZyBoZWFkZXIgdmFsdWVUaGUgdmFsdWUgImNodW5rZWQiIGluIHRoZSBUcmFuc2Zlci1FbmNvZGluZyBoZWFkZXIgbXVzdCBiZSB0aGUgbGFzdCBwcm92aWRlZCBhbmQgY2FuIGJlIHByb3ZpZGVkIG9ubHkgb25jZVRoZSB2YWx1ZSAiY2h1bmtlZCIgaW4gdGhlIFRyYW5zZmVyLUVuY29kaW5nIGhlYWRlciBtdXN0IGJlIHRoZSBsYXN0IHByb3ZpZGVkVW5leHBlY3RlZCBUcmFuc2Zlci1FbmNvZGluZyBoZWFkZXIgd2hlbiBDb250ZW50LUxlbmd0aCBoZWFkZXIgaXMgcHJlc2VudEV4cGVjdGVkIENvbm5lY3Rpb24gaGVhZGVyIHZhbHVlSW52YWxpZCBDb25uZWN0aW9uIGhlYWRlciB2YWx1ZUV4cGVjdGVkIFRyYWlsZXIgaGVhZGVyIHZhbHVlRXhwZWN0ZWQgVXBncmFkZSBoZWFkZXIgdmFsdWVJbnZhbGlkIFVwZ3JhZGUgaGVhZGVyIHZhbHVlSW52YWxpZCBoZWFkZXIgZmllbGQgbmFtZSBjaGFyYWN0ZXJJbnZhbGlkIGhlYWRlciBmaWVsZCB2YWx1ZSBjaGFyYWN0ZXJIZWFkZXIgbGluZSB0b28gbG9uZ01pc3NpbmcgQ29ubmVjdGlvbiBoZWFkZXIgc2V0IHRvICJ1cGdyYWRlIiB3aGVuIHVzaW5nIHRoZSBVcGdyYWRlIGhlYWRlclRyYWlsZXJzIGFyZSBub3QgYWxsb3dlZCB3aGVuIG5vdCB1c2luZyBjaHVua2VkIHRyYW5zZmVyIGVuY29kaW5nVW5leHBlY3RlZCBjb250ZW50IGZvciB0aGUgcmVxdWVzdCAoR0VUIG9yIEhFQUQpVHJhbnNmZXItRW5jb2RpbmcgbGFzdCBoZWFkZXIgdmFsdWUgbXVzdCBiZSAiY2h1bmtlZCIgaWYgdGhlIGhlYWRlciBpcyBwcmVzZW50Q2h1bmsgaGVhZGVyIHRvbyBsb25nSW52YWxpZCBjaHVuayBsZW5ndGggY2hhcmFjdGVySW52YWxpZCBjaHVuayBsZW5ndGggc2l6ZUV4cGVjdGVkIGNodW5rIGV4dGVuc2lvbiBuYW1lSW52YWxpZCBjaHVuayBleHRlbnNpb24gbmFtZSBjaGFyYWN0ZXJFeHBlY3RlZCBjbG9zaW5nIHF1b3RlIGZvciBjaHVuayBleHRlbnNpb24gdmFsdWVJbnZhbGlkIGNodW5rIGV4dGVuc2lvbiBxdW90ZWQgdmFsdWUgY2hhcmFjdGVyRXhwZWN0ZWQgY2h1bmsgZXh0ZW5zaW9uIHZhbHVlSW52YWxpZCBjaHVuayBleHRlbnNpb24gdmFsdWUgY2hhcmFjdGVySW52YWxpZCBjaHVuayBleHRlbnNpb24gY2hhcmFjdGVyIGFmdGVyIHZhbHVlRXhwZWN0ZWQgQ1JMRiBhZnRlciBjaHVuayBkYXRhSW52YWxpZCB0cmFpbGVyIGZpZWxkIG5hbWUgY2hhcmFjdGVySW52YWxpZCB0cmFpbGVyIGZpZWxkIHZhbHVlIGNoYXJhY3RlclRyYWlsZXIgbGluZSB0b28gbG9uZ0ludmFsaWQgc3RhdGU=',
	    'base64'
	  )
	);

	const textEncoder = new TextEncoder();
	const textDecoder = new TextDecoder();

	function log (logger, raw) {
	  const len = Number(BigInt.asUintN(32, raw));
	  const ptr = Number(raw >> 32n);

	  logger(textDecoder.decode(new Uint8Array(this.memory.buffer, ptr, len)));
	}

	function alloc (len) {
	  return this.alloc(len) >>> 0
	}

	function dealloc (ptr, len) {
	  return this.dealloc(ptr, len)
	}

	function create () {
	  return this.create() >>> 0
	}

	function destroy (parser) {
	  this.destroy(parser);
	}

	function parse (parser, data, limit) {
	  return this.parse(parser, data, limit) >>> 0
	}

	function fail (parser, code, description) {
	  const len = description.length;
	  const ptr = this.alloc(len);
	  const buffer = new Uint8Array(this.memory.buffer, ptr, len);
	  textEncoder.encodeInto(description, buffer);

	  this.fail(parser, code, ptr, len);
	  this.dealloc(ptr, len);
	}

	function hasDebug () {
	  return this.milo_has_debug() !== 0
	}

	const Errors = Object.freeze({
	  NONE: 0,
	  USER: 1,
	  CALLBACK_ERROR: 2,
	  UNEXPECTED_STATE: 3,
	  UNEXPECTED_DATA: 4,
	  UNEXPECTED_EOF: 5,
	  UNEXPECTED_CHARACTER: 6,
	  UNEXPECTED_CONTENT_LENGTH: 7,
	  UNEXPECTED_TRANSFER_ENCODING: 8,
	  UNEXPECTED_CONTENT: 9,
	  UNEXPECTED_TRAILERS: 10,
	  INVALID_VERSION: 11,
	  INVALID_STATUS: 12,
	  INVALID_CONTENT_LENGTH: 13,
	  INVALID_TRANSFER_ENCODING: 14,
	  INVALID_CHUNK_SIZE: 15,
	  MISSING_CONNECTION_UPGRADE: 16,
	  UNSUPPORTED_HTTP_VERSION: 17,
	  0: 'NONE',
	  1: 'USER',
	  2: 'CALLBACK_ERROR',
	  3: 'UNEXPECTED_STATE',
	  4: 'UNEXPECTED_DATA',
	  5: 'UNEXPECTED_EOF',
	  6: 'UNEXPECTED_CHARACTER',
	  7: 'UNEXPECTED_CONTENT_LENGTH',
	  8: 'UNEXPECTED_TRANSFER_ENCODING',
	  9: 'UNEXPECTED_CONTENT',
	  10: 'UNEXPECTED_TRAILERS',
	  11: 'INVALID_VERSION',
	  12: 'INVALID_STATUS',
	  13: 'INVALID_CONTENT_LENGTH',
	  14: 'INVALID_TRANSFER_ENCODING',
	  15: 'INVALID_CHUNK_SIZE',
	  16: 'MISSING_CONNECTION_UPGRADE',
	  17: 'UNSUPPORTED_HTTP_VERSION'
	});

	const Methods = Object.freeze({
	  OTHER: 0,
	  GET: 1,
	  HEAD: 2,
	  POST: 3,
	  PUT: 4,
	  DELETE: 5,
	  CONNECT: 6,
	  OPTIONS: 7,
	  TRACE: 8,
	  PATCH: 9,
	  PRI: 10,
	  0: 'OTHER',
	  1: 'GET',
	  2: 'HEAD',
	  3: 'POST',
	  4: 'PUT',
	  5: 'DELETE',
	  6: 'CONNECT',
	  7: 'OPTIONS',
	  8: 'TRACE',
	  9: 'PATCH',
	  10: 'PRI'
	});

	const Callbacks = Object.freeze({
	  ON_ERROR: 0,
	  ON_FINISH: 1,
	  ON_MESSAGE_START: 2,
	  ON_MESSAGE_COMPLETE: 3,
	  ON_REQUEST: 4,
	  ON_RESPONSE: 5,
	  ON_RESET: 6,
	  ON_METHOD: 7,
	  ON_URL: 8,
	  ON_PROTOCOL: 9,
	  ON_VERSION: 10,
	  ON_STATUS: 11,
	  ON_REASON: 12,
	  ON_HEADER_NAME: 13,
	  ON_HEADER_VALUE: 14,
	  ON_HEADERS: 15,
	  ON_CONNECT: 16,
	  ON_UPGRADE: 17,
	  ON_CHUNK_LENGTH: 18,
	  ON_CHUNK_EXTENSION_NAME: 19,
	  ON_CHUNK_EXTENSION_VALUE: 20,
	  ON_CHUNK: 21,
	  ON_BODY: 22,
	  ON_DATA: 23,
	  ON_TRAILER_NAME: 24,
	  ON_TRAILER_VALUE: 25,
	  ON_TRAILERS: 26,
	  ON_STATE_CHANGE: 27,
	  0: 'ON_ERROR',
	  1: 'ON_FINISH',
	  2: 'ON_MESSAGE_START',
	  3: 'ON_MESSAGE_COMPLETE',
	  4: 'ON_REQUEST',
	  5: 'ON_RESPONSE',
	  6: 'ON_RESET',
	  7: 'ON_METHOD',
	  8: 'ON_URL',
	  9: 'ON_PROTOCOL',
	  10: 'ON_VERSION',
	  11: 'ON_STATUS',
	  12: 'ON_REASON',
	  13: 'ON_HEADER_NAME',
	  14: 'ON_HEADER_VALUE',
	  15: 'ON_HEADERS',
	  16: 'ON_CONNECT',
	  17: 'ON_UPGRADE',
	  18: 'ON_CHUNK_LENGTH',
	  19: 'ON_CHUNK_EXTENSION_NAME',
	  20: 'ON_CHUNK_EXTENSION_VALUE',
	  21: 'ON_CHUNK',
	  22: 'ON_BODY',
	  23: 'ON_DATA',
	  24: 'ON_TRAILER_NAME',
	  25: 'ON_TRAILER_VALUE',
	  26: 'ON_TRAILERS',
	  27: 'ON_STATE_CHANGE'
	});

	const CallbackActives = Object.freeze({
	  NONE: 0n,
	  ON_ERROR: 1n,
	  ON_FINISH: 2n,
	  ON_MESSAGE_START: 4n,
	  ON_MESSAGE_COMPLETE: 8n,
	  ON_REQUEST: 16n,
	  ON_RESPONSE: 32n,
	  ON_RESET: 64n,
	  ON_METHOD: 128n,
	  ON_URL: 256n,
	  ON_PROTOCOL: 512n,
	  ON_VERSION: 1024n,
	  ON_STATUS: 2048n,
	  ON_REASON: 4096n,
	  ON_HEADER_NAME: 8192n,
	  ON_HEADER_VALUE: 16384n,
	  ON_HEADERS: 32768n,
	  ON_CONNECT: 65536n,
	  ON_UPGRADE: 131072n,
	  ON_CHUNK_LENGTH: 262144n,
	  ON_CHUNK_EXTENSION_NAME: 524288n,
	  ON_CHUNK_EXTENSION_VALUE: 1048576n,
	  ON_CHUNK: 2097152n,
	  ON_BODY: 4194304n,
	  ON_DATA: 8388608n,
	  ON_TRAILER_NAME: 16777216n,
	  ON_TRAILER_VALUE: 33554432n,
	  ON_TRAILERS: 67108864n,
	  ON_STATE_CHANGE: 134217728n,
	  ALL: 268435455n,
	  0n: 'NONE',
	  1n: 'ON_ERROR',
	  2n: 'ON_FINISH',
	  4n: 'ON_MESSAGE_START',
	  8n: 'ON_MESSAGE_COMPLETE',
	  16n: 'ON_REQUEST',
	  32n: 'ON_RESPONSE',
	  64n: 'ON_RESET',
	  128n: 'ON_METHOD',
	  256n: 'ON_URL',
	  512n: 'ON_PROTOCOL',
	  1024n: 'ON_VERSION',
	  2048n: 'ON_STATUS',
	  4096n: 'ON_REASON',
	  8192n: 'ON_HEADER_NAME',
	  16384n: 'ON_HEADER_VALUE',
	  32768n: 'ON_HEADERS',
	  65536n: 'ON_CONNECT',
	  131072n: 'ON_UPGRADE',
	  262144n: 'ON_CHUNK_LENGTH',
	  524288n: 'ON_CHUNK_EXTENSION_NAME',
	  1048576n: 'ON_CHUNK_EXTENSION_VALUE',
	  2097152n: 'ON_CHUNK',
	  4194304n: 'ON_BODY',
	  8388608n: 'ON_DATA',
	  16777216n: 'ON_TRAILER_NAME',
	  33554432n: 'ON_TRAILER_VALUE',
	  67108864n: 'ON_TRAILERS',
	  134217728n: 'ON_STATE_CHANGE',
	  268435455n: 'ALL'
	});

	const Events = Object.freeze({
	  END: 0,
	  ERROR: 1,
	  FINISH: 2,
	  MESSAGE_START: 3,
	  MESSAGE_COMPLETE: 4,
	  REQUEST: 5,
	  RESPONSE: 6,
	  RESET: 7,
	  METHOD: 8,
	  URL: 9,
	  PROTOCOL: 10,
	  VERSION: 11,
	  STATUS: 12,
	  REASON: 13,
	  HEADER_NAME: 14,
	  HEADER_VALUE: 15,
	  HEADERS: 16,
	  CONNECT: 17,
	  UPGRADE: 18,
	  CHUNK_LENGTH: 19,
	  CHUNK_EXTENSION_NAME: 20,
	  CHUNK_EXTENSION_VALUE: 21,
	  CHUNK: 22,
	  BODY: 23,
	  DATA: 24,
	  TRAILER_NAME: 25,
	  TRAILER_VALUE: 26,
	  TRAILERS: 27,
	  STATE_CHANGE: 28,
	  0: 'END',
	  1: 'ERROR',
	  2: 'FINISH',
	  3: 'MESSAGE_START',
	  4: 'MESSAGE_COMPLETE',
	  5: 'REQUEST',
	  6: 'RESPONSE',
	  7: 'RESET',
	  8: 'METHOD',
	  9: 'URL',
	  10: 'PROTOCOL',
	  11: 'VERSION',
	  12: 'STATUS',
	  13: 'REASON',
	  14: 'HEADER_NAME',
	  15: 'HEADER_VALUE',
	  16: 'HEADERS',
	  17: 'CONNECT',
	  18: 'UPGRADE',
	  19: 'CHUNK_LENGTH',
	  20: 'CHUNK_EXTENSION_NAME',
	  21: 'CHUNK_EXTENSION_VALUE',
	  22: 'CHUNK',
	  23: 'BODY',
	  24: 'DATA',
	  25: 'TRAILER_NAME',
	  26: 'TRAILER_VALUE',
	  27: 'TRAILERS',
	  28: 'STATE_CHANGE'
	});

	const EventActives = Object.freeze({
	  NONE: 0n,
	  ON_ERROR: 1n,
	  ON_FINISH: 2n,
	  ON_MESSAGE_START: 4n,
	  ON_MESSAGE_COMPLETE: 8n,
	  ON_REQUEST: 16n,
	  ON_RESPONSE: 32n,
	  ON_RESET: 64n,
	  ON_METHOD: 128n,
	  ON_URL: 256n,
	  ON_PROTOCOL: 512n,
	  ON_VERSION: 1024n,
	  ON_STATUS: 2048n,
	  ON_REASON: 4096n,
	  ON_HEADER_NAME: 8192n,
	  ON_HEADER_VALUE: 16384n,
	  ON_HEADERS: 32768n,
	  ON_CONNECT: 65536n,
	  ON_UPGRADE: 131072n,
	  ON_CHUNK_LENGTH: 262144n,
	  ON_CHUNK_EXTENSION_NAME: 524288n,
	  ON_CHUNK_EXTENSION_VALUE: 1048576n,
	  ON_CHUNK: 2097152n,
	  ON_BODY: 4194304n,
	  ON_DATA: 8388608n,
	  ON_TRAILER_NAME: 16777216n,
	  ON_TRAILER_VALUE: 33554432n,
	  ON_TRAILERS: 67108864n,
	  ON_STATE_CHANGE: 134217728n,
	  ALL: 268435455n,
	  0n: 'NONE',
	  1n: 'ON_ERROR',
	  2n: 'ON_FINISH',
	  4n: 'ON_MESSAGE_START',
	  8n: 'ON_MESSAGE_COMPLETE',
	  16n: 'ON_REQUEST',
	  32n: 'ON_RESPONSE',
	  64n: 'ON_RESET',
	  128n: 'ON_METHOD',
	  256n: 'ON_URL',
	  512n: 'ON_PROTOCOL',
	  1024n: 'ON_VERSION',
	  2048n: 'ON_STATUS',
	  4096n: 'ON_REASON',
	  8192n: 'ON_HEADER_NAME',
	  16384n: 'ON_HEADER_VALUE',
	  32768n: 'ON_HEADERS',
	  65536n: 'ON_CONNECT',
	  131072n: 'ON_UPGRADE',
	  262144n: 'ON_CHUNK_LENGTH',
	  524288n: 'ON_CHUNK_EXTENSION_NAME',
	  1048576n: 'ON_CHUNK_EXTENSION_VALUE',
	  2097152n: 'ON_CHUNK',
	  4194304n: 'ON_BODY',
	  8388608n: 'ON_DATA',
	  16777216n: 'ON_TRAILER_NAME',
	  33554432n: 'ON_TRAILER_VALUE',
	  67108864n: 'ON_TRAILERS',
	  134217728n: 'ON_STATE_CHANGE',
	  268435455n: 'ALL'
	});

	const States = Object.freeze({
	  START: 0,
	  FINISH: 1,
	  ERROR: 2,
	  REQUEST_LINE: 3,
	  STATUS_LINE: 4,
	  HTTP2_PREFACE: 5,
	  HEADER: 6,
	  BODY_DECISION: 7,
	  BODY_VIA_CONTENT_LENGTH: 8,
	  BODY_WITH_NO_LENGTH: 9,
	  CHUNK_HEADER: 10,
	  CHUNK_EXTENSIONS: 11,
	  CHUNK_DATA: 12,
	  TRAILER: 13,
	  TUNNEL: 14,
	  0: 'START',
	  1: 'FINISH',
	  2: 'ERROR',
	  3: 'REQUEST_LINE',
	  4: 'STATUS_LINE',
	  5: 'HTTP2_PREFACE',
	  6: 'HEADER',
	  7: 'BODY_DECISION',
	  8: 'BODY_VIA_CONTENT_LENGTH',
	  9: 'BODY_WITH_NO_LENGTH',
	  10: 'CHUNK_HEADER',
	  11: 'CHUNK_EXTENSIONS',
	  12: 'CHUNK_DATA',
	  13: 'TRAILER',
	  14: 'TUNNEL'
	});

	const ParserFields = Object.freeze({
	  MAX_START_LINE_LENGTH: 0,
	  MAX_HEADER_LENGTH: 4,
	  MAX_BODY_PAYLOAD: 8,
	  AUTODETECT: 16,
	  IS_REQUEST: 17,
	  SUSPEND_AFTER_HEADERS: 18,
	  MANAGE_UNCONSUMED: 19,
	  CONTINUE_WITHOUT_DATA: 20,
	  IS_CONNECT: 21,
	  SKIP_BODY: 22,
	  DEBUG: 23,
	  PARSED: 24,
	  POSITION: 32,
	  STATE: 36,
	  PAUSED: 37,
	  ERROR_CODE: 38,
	  CONTENT_LENGTH: 40,
	  CHUNK_SIZE: 48,
	  REMAINING_CONTENT_LENGTH: 56,
	  REMAINING_CHUNK_SIZE: 64,
	  STATUS: 72,
	  METHOD: 76,
	  HAS_CONTENT_LENGTH: 77,
	  HAS_TRANSFER_ENCODING: 78,
	  HAS_CHUNKED_TRANSFER_ENCODING: 79,
	  HAS_CONNECTION_CLOSE: 80,
	  HAS_CONNECTION_UPGRADE: 81,
	  HAS_UPGRADE: 82,
	  HAS_TRAILERS: 83,
	  ACTIVE_CALLBACKS: 88,
	  ACTIVE_EVENTS: 96,
	  PTR: 104,
	  ERROR_DESCRIPTION: 108,
	  UNCONSUMED: 364,
	  UNCONSUMED_LEN: 368,
	  ERROR_DESCRIPTION_LEN: 372,
	  EVENTS: 376,
	  0: 'MAX_START_LINE_LENGTH',
	  4: 'MAX_HEADER_LENGTH',
	  8: 'MAX_BODY_PAYLOAD',
	  16: 'AUTODETECT',
	  17: 'IS_REQUEST',
	  18: 'SUSPEND_AFTER_HEADERS',
	  19: 'MANAGE_UNCONSUMED',
	  20: 'CONTINUE_WITHOUT_DATA',
	  21: 'IS_CONNECT',
	  22: 'SKIP_BODY',
	  23: 'DEBUG',
	  24: 'PARSED',
	  32: 'POSITION',
	  36: 'STATE',
	  37: 'PAUSED',
	  38: 'ERROR_CODE',
	  40: 'CONTENT_LENGTH',
	  48: 'CHUNK_SIZE',
	  56: 'REMAINING_CONTENT_LENGTH',
	  64: 'REMAINING_CHUNK_SIZE',
	  72: 'STATUS',
	  76: 'METHOD',
	  77: 'HAS_CONTENT_LENGTH',
	  78: 'HAS_TRANSFER_ENCODING',
	  79: 'HAS_CHUNKED_TRANSFER_ENCODING',
	  80: 'HAS_CONNECTION_CLOSE',
	  81: 'HAS_CONNECTION_UPGRADE',
	  82: 'HAS_UPGRADE',
	  83: 'HAS_TRAILERS',
	  88: 'ACTIVE_CALLBACKS',
	  96: 'ACTIVE_EVENTS',
	  104: 'PTR',
	  108: 'ERROR_DESCRIPTION',
	  364: 'UNCONSUMED',
	  368: 'UNCONSUMED_LEN',
	  372: 'ERROR_DESCRIPTION_LEN',
	  376: 'EVENTS'
	});

	function isAutodetect (parser) {
	  return this.is_autodetect(parser) !== 0
	}

	function isRequest (parser) {
	  return this.is_request(parser) !== 0
	}

	function isPaused (parser) {
	  return this.is_paused(parser) !== 0
	}

	function shouldManageUnconsumed (parser) {
	  return this.should_manage_unconsumed(parser) !== 0
	}

	function shouldSuspendAfterHeaders (parser) {
	  return this.should_suspend_after_headers(parser) !== 0
	}

	function getMaxStartLineLength (parser) {
	  return this.get_max_start_line_length(parser) >>> 0
	}

	function getMaxHeaderLength (parser) {
	  return this.get_max_header_length(parser) >>> 0
	}

	function getMaxBodyPayload (parser) {
	  return BigInt.asUintN(64, this.get_max_body_payload(parser))
	}

	function shouldContinueWithoutData (parser) {
	  return this.should_continue_without_data(parser) !== 0
	}

	function isConnect (parser) {
	  return this.is_connect(parser) !== 0
	}

	function isDebug (parser) {
	  return this.is_debug(parser) !== 0
	}

	function shouldSkipBody (parser) {
	  return this.should_skip_body(parser) !== 0
	}

	function getState (parser) {
	  return this.get_state(parser) >>> 0
	}

	function getPosition (parser) {
	  return this.get_position(parser) >>> 0
	}

	function getParsed (parser) {
	  return BigInt.asUintN(64, this.get_parsed(parser))
	}

	function getErrorCode (parser) {
	  return this.get_error_code(parser) >>> 0
	}

	function getMethod (parser) {
	  return this.get_method(parser) >>> 0
	}

	function getStatus (parser) {
	  return this.get_status(parser) >>> 0
	}

	function hasConnectionClose (parser) {
	  return this.has_connection_close(parser) !== 0
	}

	function hasConnectionUpgrade (parser) {
	  return this.has_connection_upgrade(parser) !== 0
	}

	function getContentLength (parser) {
	  return BigInt.asUintN(64, this.get_content_length(parser))
	}

	function getChunkSize (parser) {
	  return BigInt.asUintN(64, this.get_chunk_size(parser))
	}

	function getRemainingContentLength (parser) {
	  return BigInt.asUintN(64, this.get_remaining_content_length(parser))
	}

	function getRemainingChunkSize (parser) {
	  return BigInt.asUintN(64, this.get_remaining_chunk_size(parser))
	}

	function hasContentLength (parser) {
	  return this.has_content_length(parser) !== 0
	}

	function hasTransferEncoding (parser) {
	  return this.has_transfer_encoding(parser) !== 0
	}

	function hasChunkedTransferEncoding (parser) {
	  return this.has_chunked_transfer_encoding(parser) !== 0
	}

	function hasUpgrade (parser) {
	  return this.has_upgrade(parser) !== 0
	}

	function hasTrailers (parser) {
	  return this.has_trailers(parser) !== 0
	}

	function getErrorDescription (parser) {
	  const raw = this.get_error_description_raw(parser);
	  const len = Number(BigInt.asUintN(32, raw));
	  const ptr = Number(raw >> 32n);
	  return textDecoder.decode(new Uint8Array(this.memory.buffer, ptr, len))
	}

	function setShouldAutodetect (parser, value) {
	  this.set_should_autodetect(parser, value);
	}

	function setShouldContinueWithoutData (parser, value) {
	  this.set_should_continue_without_data(parser, value);
	}

	function setIsRequest (parser, value) {
	  this.set_is_request(parser, value);
	}

	function setIsConnect (parser, value) {
	  this.set_is_connect(parser, value);
	}

	function setDebug (parser, value) {
	  this.set_debug(parser, value);
	}

	function setShouldManageUnconsumed (parser, value) {
	  this.set_should_manage_unconsumed(parser, value);
	}

	function setShouldSuspendAfterHeaders (parser, value) {
	  this.set_should_suspend_after_headers(parser, value);
	}

	function setMaxStartLineLength (parser, value) {
	  this.set_max_start_line_length(parser, value);
	}

	function setMaxHeaderLength (parser, value) {
	  this.set_max_header_length(parser, value);
	}

	function setMaxBodyPayload (parser, value) {
	  this.set_max_body_payload(parser, value);
	}

	function setShouldSkipBody (parser, value) {
	  this.set_should_skip_body(parser, value);
	}

	function setActiveCallbacks (parser, value) {
	  this.set_active_callbacks(parser, value);
	}

	function setActiveEvents (parser, value) {
	  this.set_active_events(parser, value);
	}

	function simpleCreate (spans, create) {
	  const parser = create();
	  spans[parser] = [];
	  this.setActiveCallbacks(parser, this.CALLBACK_ACTIVE_ALL);
	  return parser
	}

	function simpleDestroy (spans, destroy, parser) {
	  spans[parser] = undefined;
	  destroy(parser);
	}

	function noop () {}

	function setup (env = {}) {
	  let { logger: logOption, ...instanceEnvironment } = env;
	  let logger = noop;
	  const context = {};

	  if (logOption) {
	    if (typeof logOption !== 'function') {
	      logOption = console.log;
	    }

	    logger = log.bind(context, logOption);
	  }

	  // Create the WASM instance
	  /* eslint-disable-next-line no-undef */
	  const instance = new WebAssembly.Instance(wasmModule, {
	    env: {
	      logger,
	      on_error: noop,
	      on_finish: noop,
	      on_message_start: noop,
	      on_message_complete: noop,
	      on_request: noop,
	      on_response: noop,
	      on_reset: noop,
	      on_method: noop,
	      on_url: noop,
	      on_protocol: noop,
	      on_version: noop,
	      on_status: noop,
	      on_reason: noop,
	      on_header_name: noop,
	      on_header_value: noop,
	      on_headers: noop,
	      on_connect: noop,
	      on_upgrade: noop,
	      on_chunk_length: noop,
	      on_chunk_extension_name: noop,
	      on_chunk_extension_value: noop,
	      on_chunk: noop,
	      on_body: noop,
	      on_data: noop,
	      on_trailer_name: noop,
	      on_trailer_value: noop,
	      on_trailers: noop,
	      on_state_change: noop,
	      ...instanceEnvironment
	    }
	  });

	  const wasm = instance.exports;
	  context.memory = wasm.memory;

	  const milo = {
	    version: {
	      raw: '0.9.0',
	      major: 0,
	      minor: 9,
	      patch: 0,
	      prerelease: ''
	    },
	    METHOD_OTHER: 0,
	    METHOD_GET: 1,
	    METHOD_HEAD: 2,
	    METHOD_POST: 3,
	    METHOD_PUT: 4,
	    METHOD_DELETE: 5,
	    METHOD_CONNECT: 6,
	    METHOD_OPTIONS: 7,
	    METHOD_TRACE: 8,
	    METHOD_PATCH: 9,
	    METHOD_PRI: 10,
	    CALLBACK_ON_ERROR: 0,
	    CALLBACK_ON_FINISH: 1,
	    CALLBACK_ON_MESSAGE_START: 2,
	    CALLBACK_ON_MESSAGE_COMPLETE: 3,
	    CALLBACK_ON_REQUEST: 4,
	    CALLBACK_ON_RESPONSE: 5,
	    CALLBACK_ON_RESET: 6,
	    CALLBACK_ON_METHOD: 7,
	    CALLBACK_ON_URL: 8,
	    CALLBACK_ON_PROTOCOL: 9,
	    CALLBACK_ON_VERSION: 10,
	    CALLBACK_ON_STATUS: 11,
	    CALLBACK_ON_REASON: 12,
	    CALLBACK_ON_HEADER_NAME: 13,
	    CALLBACK_ON_HEADER_VALUE: 14,
	    CALLBACK_ON_HEADERS: 15,
	    CALLBACK_ON_CONNECT: 16,
	    CALLBACK_ON_UPGRADE: 17,
	    CALLBACK_ON_CHUNK_LENGTH: 18,
	    CALLBACK_ON_CHUNK_EXTENSION_NAME: 19,
	    CALLBACK_ON_CHUNK_EXTENSION_VALUE: 20,
	    CALLBACK_ON_CHUNK: 21,
	    CALLBACK_ON_BODY: 22,
	    CALLBACK_ON_DATA: 23,
	    CALLBACK_ON_TRAILER_NAME: 24,
	    CALLBACK_ON_TRAILER_VALUE: 25,
	    CALLBACK_ON_TRAILERS: 26,
	    CALLBACK_ON_STATE_CHANGE: 27,
	    EVENT_END: 0,
	    EVENT_ERROR: 1,
	    EVENT_FINISH: 2,
	    EVENT_MESSAGE_START: 3,
	    EVENT_MESSAGE_COMPLETE: 4,
	    EVENT_REQUEST: 5,
	    EVENT_RESPONSE: 6,
	    EVENT_RESET: 7,
	    EVENT_METHOD: 8,
	    EVENT_URL: 9,
	    EVENT_PROTOCOL: 10,
	    EVENT_VERSION: 11,
	    EVENT_STATUS: 12,
	    EVENT_REASON: 13,
	    EVENT_HEADER_NAME: 14,
	    EVENT_HEADER_VALUE: 15,
	    EVENT_HEADERS: 16,
	    EVENT_CONNECT: 17,
	    EVENT_UPGRADE: 18,
	    EVENT_CHUNK_LENGTH: 19,
	    EVENT_CHUNK_EXTENSION_NAME: 20,
	    EVENT_CHUNK_EXTENSION_VALUE: 21,
	    EVENT_CHUNK: 22,
	    EVENT_BODY: 23,
	    EVENT_DATA: 24,
	    EVENT_TRAILER_NAME: 25,
	    EVENT_TRAILER_VALUE: 26,
	    EVENT_TRAILERS: 27,
	    EVENT_STATE_CHANGE: 28,
	    CALLBACK_ACTIVE_NONE: 0n,
	    EVENT_ACTIVE_NONE: 0n,
	    CALLBACK_ACTIVE_ON_ERROR: 1n,
	    EVENT_ACTIVE_ON_ERROR: 1n,
	    CALLBACK_ACTIVE_ON_FINISH: 2n,
	    EVENT_ACTIVE_ON_FINISH: 2n,
	    CALLBACK_ACTIVE_ON_MESSAGE_START: 4n,
	    EVENT_ACTIVE_ON_MESSAGE_START: 4n,
	    CALLBACK_ACTIVE_ON_MESSAGE_COMPLETE: 8n,
	    EVENT_ACTIVE_ON_MESSAGE_COMPLETE: 8n,
	    CALLBACK_ACTIVE_ON_REQUEST: 16n,
	    EVENT_ACTIVE_ON_REQUEST: 16n,
	    CALLBACK_ACTIVE_ON_RESPONSE: 32n,
	    EVENT_ACTIVE_ON_RESPONSE: 32n,
	    CALLBACK_ACTIVE_ON_RESET: 64n,
	    EVENT_ACTIVE_ON_RESET: 64n,
	    CALLBACK_ACTIVE_ON_METHOD: 128n,
	    EVENT_ACTIVE_ON_METHOD: 128n,
	    CALLBACK_ACTIVE_ON_URL: 256n,
	    EVENT_ACTIVE_ON_URL: 256n,
	    CALLBACK_ACTIVE_ON_PROTOCOL: 512n,
	    EVENT_ACTIVE_ON_PROTOCOL: 512n,
	    CALLBACK_ACTIVE_ON_VERSION: 1024n,
	    EVENT_ACTIVE_ON_VERSION: 1024n,
	    CALLBACK_ACTIVE_ON_STATUS: 2048n,
	    EVENT_ACTIVE_ON_STATUS: 2048n,
	    CALLBACK_ACTIVE_ON_REASON: 4096n,
	    EVENT_ACTIVE_ON_REASON: 4096n,
	    CALLBACK_ACTIVE_ON_HEADER_NAME: 8192n,
	    EVENT_ACTIVE_ON_HEADER_NAME: 8192n,
	    CALLBACK_ACTIVE_ON_HEADER_VALUE: 16384n,
	    EVENT_ACTIVE_ON_HEADER_VALUE: 16384n,
	    CALLBACK_ACTIVE_ON_HEADERS: 32768n,
	    EVENT_ACTIVE_ON_HEADERS: 32768n,
	    CALLBACK_ACTIVE_ON_CONNECT: 65536n,
	    EVENT_ACTIVE_ON_CONNECT: 65536n,
	    CALLBACK_ACTIVE_ON_UPGRADE: 131072n,
	    EVENT_ACTIVE_ON_UPGRADE: 131072n,
	    CALLBACK_ACTIVE_ON_CHUNK_LENGTH: 262144n,
	    EVENT_ACTIVE_ON_CHUNK_LENGTH: 262144n,
	    CALLBACK_ACTIVE_ON_CHUNK_EXTENSION_NAME: 524288n,
	    EVENT_ACTIVE_ON_CHUNK_EXTENSION_NAME: 524288n,
	    CALLBACK_ACTIVE_ON_CHUNK_EXTENSION_VALUE: 1048576n,
	    EVENT_ACTIVE_ON_CHUNK_EXTENSION_VALUE: 1048576n,
	    CALLBACK_ACTIVE_ON_CHUNK: 2097152n,
	    EVENT_ACTIVE_ON_CHUNK: 2097152n,
	    CALLBACK_ACTIVE_ON_BODY: 4194304n,
	    EVENT_ACTIVE_ON_BODY: 4194304n,
	    CALLBACK_ACTIVE_ON_DATA: 8388608n,
	    EVENT_ACTIVE_ON_DATA: 8388608n,
	    CALLBACK_ACTIVE_ON_TRAILER_NAME: 16777216n,
	    EVENT_ACTIVE_ON_TRAILER_NAME: 16777216n,
	    CALLBACK_ACTIVE_ON_TRAILER_VALUE: 33554432n,
	    EVENT_ACTIVE_ON_TRAILER_VALUE: 33554432n,
	    CALLBACK_ACTIVE_ON_TRAILERS: 67108864n,
	    EVENT_ACTIVE_ON_TRAILERS: 67108864n,
	    CALLBACK_ACTIVE_ON_STATE_CHANGE: 134217728n,
	    EVENT_ACTIVE_ON_STATE_CHANGE: 134217728n,
	    CALLBACK_ACTIVE_ALL: 268435455n,
	    EVENT_ACTIVE_ALL: 268435455n,
	    ERROR_NONE: 0,
	    ERROR_USER: 1,
	    ERROR_CALLBACK_ERROR: 2,
	    ERROR_UNEXPECTED_STATE: 3,
	    ERROR_UNEXPECTED_DATA: 4,
	    ERROR_UNEXPECTED_EOF: 5,
	    ERROR_UNEXPECTED_CHARACTER: 6,
	    ERROR_UNEXPECTED_CONTENT_LENGTH: 7,
	    ERROR_UNEXPECTED_TRANSFER_ENCODING: 8,
	    ERROR_UNEXPECTED_CONTENT: 9,
	    ERROR_UNEXPECTED_TRAILERS: 10,
	    ERROR_INVALID_VERSION: 11,
	    ERROR_INVALID_STATUS: 12,
	    ERROR_INVALID_CONTENT_LENGTH: 13,
	    ERROR_INVALID_TRANSFER_ENCODING: 14,
	    ERROR_INVALID_CHUNK_SIZE: 15,
	    ERROR_MISSING_CONNECTION_UPGRADE: 16,
	    ERROR_UNSUPPORTED_HTTP_VERSION: 17,
	    STATE_START: 0,
	    STATE_FINISH: 1,
	    STATE_ERROR: 2,
	    STATE_REQUEST_LINE: 3,
	    STATE_STATUS_LINE: 4,
	    STATE_HTTP2_PREFACE: 5,
	    STATE_HEADER: 6,
	    STATE_BODY_DECISION: 7,
	    STATE_BODY_VIA_CONTENT_LENGTH: 8,
	    STATE_BODY_WITH_NO_LENGTH: 9,
	    STATE_CHUNK_HEADER: 10,
	    STATE_CHUNK_EXTENSIONS: 11,
	    STATE_CHUNK_DATA: 12,
	    STATE_TRAILER: 13,
	    STATE_TUNNEL: 14,
	    PARSER_FIELD_MAX_START_LINE_LENGTH: 0,
	    PARSER_FIELD_MAX_HEADER_LENGTH: 4,
	    PARSER_FIELD_MAX_BODY_PAYLOAD: 8,
	    PARSER_FIELD_AUTODETECT: 16,
	    PARSER_FIELD_IS_REQUEST: 17,
	    PARSER_FIELD_SUSPEND_AFTER_HEADERS: 18,
	    PARSER_FIELD_MANAGE_UNCONSUMED: 19,
	    PARSER_FIELD_CONTINUE_WITHOUT_DATA: 20,
	    PARSER_FIELD_IS_CONNECT: 21,
	    PARSER_FIELD_SKIP_BODY: 22,
	    PARSER_FIELD_DEBUG: 23,
	    PARSER_FIELD_PARSED: 24,
	    PARSER_FIELD_POSITION: 32,
	    PARSER_FIELD_STATE: 36,
	    PARSER_FIELD_PAUSED: 37,
	    PARSER_FIELD_ERROR_CODE: 38,
	    PARSER_FIELD_CONTENT_LENGTH: 40,
	    PARSER_FIELD_CHUNK_SIZE: 48,
	    PARSER_FIELD_REMAINING_CONTENT_LENGTH: 56,
	    PARSER_FIELD_REMAINING_CHUNK_SIZE: 64,
	    PARSER_FIELD_STATUS: 72,
	    PARSER_FIELD_METHOD: 76,
	    PARSER_FIELD_HAS_CONTENT_LENGTH: 77,
	    PARSER_FIELD_HAS_TRANSFER_ENCODING: 78,
	    PARSER_FIELD_HAS_CHUNKED_TRANSFER_ENCODING: 79,
	    PARSER_FIELD_HAS_CONNECTION_CLOSE: 80,
	    PARSER_FIELD_HAS_CONNECTION_UPGRADE: 81,
	    PARSER_FIELD_HAS_UPGRADE: 82,
	    PARSER_FIELD_HAS_TRAILERS: 83,
	    PARSER_FIELD_ACTIVE_CALLBACKS: 88,
	    PARSER_FIELD_ACTIVE_EVENTS: 96,
	    PARSER_FIELD_PTR: 104,
	    PARSER_FIELD_ERROR_DESCRIPTION: 108,
	    PARSER_FIELD_UNCONSUMED: 364,
	    PARSER_FIELD_UNCONSUMED_LEN: 368,
	    PARSER_FIELD_ERROR_DESCRIPTION_LEN: 372,
	    PARSER_FIELD_EVENTS: 376,
	    Errors,
	    Methods,
	    Callbacks,
	    CallbackActives,
	    Events,
	    EventActives,
	    States,
	    ParserFields,
	    isAutodetect: isAutodetect.bind(wasm),
	    isRequest: isRequest.bind(wasm),
	    isPaused: isPaused.bind(wasm),
	    shouldManageUnconsumed: shouldManageUnconsumed.bind(wasm),
	    shouldSuspendAfterHeaders: shouldSuspendAfterHeaders.bind(wasm),
	    getMaxStartLineLength: getMaxStartLineLength.bind(wasm),
	    getMaxHeaderLength: getMaxHeaderLength.bind(wasm),
	    getMaxBodyPayload: getMaxBodyPayload.bind(wasm),
	    shouldContinueWithoutData: shouldContinueWithoutData.bind(wasm),
	    isConnect: isConnect.bind(wasm),
	    isDebug: isDebug.bind(wasm),
	    shouldSkipBody: shouldSkipBody.bind(wasm),
	    getState: getState.bind(wasm),
	    getPosition: getPosition.bind(wasm),
	    getParsed: getParsed.bind(wasm),
	    getErrorCode: getErrorCode.bind(wasm),
	    getMethod: getMethod.bind(wasm),
	    getStatus: getStatus.bind(wasm),
	    hasConnectionClose: hasConnectionClose.bind(wasm),
	    hasConnectionUpgrade: hasConnectionUpgrade.bind(wasm),
	    getContentLength: getContentLength.bind(wasm),
	    getChunkSize: getChunkSize.bind(wasm),
	    getRemainingContentLength: getRemainingContentLength.bind(wasm),
	    getRemainingChunkSize: getRemainingChunkSize.bind(wasm),
	    hasContentLength: hasContentLength.bind(wasm),
	    hasTransferEncoding: hasTransferEncoding.bind(wasm),
	    hasChunkedTransferEncoding: hasChunkedTransferEncoding.bind(wasm),
	    hasUpgrade: hasUpgrade.bind(wasm),
	    hasTrailers: hasTrailers.bind(wasm),
	    getErrorDescription: getErrorDescription.bind(wasm),
	    setShouldAutodetect: setShouldAutodetect.bind(wasm),
	    setShouldContinueWithoutData: setShouldContinueWithoutData.bind(wasm),
	    setIsRequest: setIsRequest.bind(wasm),
	    setIsConnect: setIsConnect.bind(wasm),
	    setDebug: setDebug.bind(wasm),
	    setShouldManageUnconsumed: setShouldManageUnconsumed.bind(wasm),
	    setShouldSuspendAfterHeaders: setShouldSuspendAfterHeaders.bind(wasm),
	    setMaxStartLineLength: setMaxStartLineLength.bind(wasm),
	    setMaxHeaderLength: setMaxHeaderLength.bind(wasm),
	    setMaxBodyPayload: setMaxBodyPayload.bind(wasm),
	    setShouldSkipBody: setShouldSkipBody.bind(wasm),
	    setActiveCallbacks: setActiveCallbacks.bind(wasm),
	    setActiveEvents: setActiveEvents.bind(wasm),
	    memory: wasm.memory,
	    alloc: alloc.bind(wasm),
	    dealloc: dealloc.bind(wasm),
	    create: create.bind(wasm),
	    destroy: destroy.bind(wasm),
	    parse: parse.bind(wasm),
	    fail: fail.bind(wasm),
	    hasDebug: hasDebug.bind(wasm),
	    clear: wasm.clear,
	    complete: wasm.complete,
	    finish: wasm.finish,
	    pause: wasm.pause,
	    reset: wasm.reset,
	    resume: wasm.resume
	  };

	  return milo
	}

	function simple () {
	  const spans = {};

	  const milo = setup({/* REPLACE: callbacks:simple */});

	  milo.spans = spans;
	  milo.create = simpleCreate.bind(milo, spans, milo.create);
	  milo.destroy = simpleDestroy.bind(milo, spans, milo.destroy);

	  return milo
	}

	simd = { wasmModule, noop, setup, simple };
	return simd;
}

var noSimd;
var hasRequiredNoSimd;

function requireNoSimd () {
	if (hasRequiredNoSimd) return noSimd;
	hasRequiredNoSimd = 1;
	const wasmModule = new WebAssembly.Module(
	  Buffer.from(
	    'AGFzbQEAAAABQgtgA39/fwBgAX8Bf2ACf38AYAF/AGABfwF+YAJ/fgBgBH9/f38AYAABf2AIf39/f39/f3wAYAN/f38Bf2ACf38BfwKUBBwDZW52CG9uX2Vycm9yAAADZW52Cm9uX2hlYWRlcnMACANlbnYJb25fZmluaXNoAAADZW52EG9uX21lc3NhZ2Vfc3RhcnQAAANlbnYTb25fbWVzc2FnZV9jb21wbGV0ZQAAA2Vudgpvbl9yZXF1ZXN0AAADZW52C29uX3Jlc3BvbnNlAAADZW52CG9uX3Jlc2V0AAADZW52CW9uX21ldGhvZAAAA2VudgZvbl91cmwAAANlbnYLb25fcHJvdG9jb2wAAANlbnYKb25fdmVyc2lvbgAAA2Vudglvbl9zdGF0dXMAAANlbnYJb25fcmVhc29uAAADZW52Dm9uX2hlYWRlcl9uYW1lAAADZW52D29uX2hlYWRlcl92YWx1ZQAAA2Vudgpvbl9jb25uZWN0AAADZW52Cm9uX3VwZ3JhZGUAAANlbnYPb25fY2h1bmtfbGVuZ3RoAAADZW52F29uX2NodW5rX2V4dGVuc2lvbl9uYW1lAAADZW52GG9uX2NodW5rX2V4dGVuc2lvbl92YWx1ZQAAA2Vudghvbl9jaHVuawAAA2Vudgdvbl9ib2R5AAADZW52B29uX2RhdGEAAANlbnYPb25fdHJhaWxlcl9uYW1lAAADZW52EG9uX3RyYWlsZXJfdmFsdWUAAANlbnYLb25fdHJhaWxlcnMAAANlbnYPb25fc3RhdGVfY2hhbmdlAAADQUAGAQMDBwIDBgMEBAEEBAEBAQQBBAQBAQEBAQEBAQEBAQEBAQcJAwIDBQUCAgIFAgICAgICAgEBAQEKAQIDAgICBQMBABEGCQF/AUGAgMAACwedCDkGbWVtb3J5AgAFYWxsb2MAHQVjbGVhcgAeCGNvbXBsZXRlAB8GY3JlYXRlACAHZGVhbGxvYwAhB2Rlc3Ryb3kAIgRmYWlsACMGZmluaXNoACQOZ2V0X2NodW5rX3NpemUAJRJnZXRfY29udGVudF9sZW5ndGgAJg5nZXRfZXJyb3JfY29kZQAnGWdldF9lcnJvcl9kZXNjcmlwdGlvbl9yYXcAKBRnZXRfbWF4X2JvZHlfcGF5bG9hZAApFWdldF9tYXhfaGVhZGVyX2xlbmd0aAAqGWdldF9tYXhfc3RhcnRfbGluZV9sZW5ndGgAKwpnZXRfbWV0aG9kACwKZ2V0X3BhcnNlZAAtDGdldF9wb3NpdGlvbgAuGGdldF9yZW1haW5pbmdfY2h1bmtfc2l6ZQAvHGdldF9yZW1haW5pbmdfY29udGVudF9sZW5ndGgAMAlnZXRfc3RhdGUAMQpnZXRfc3RhdHVzADIdaGFzX2NodW5rZWRfdHJhbnNmZXJfZW5jb2RpbmcAMxRoYXNfY29ubmVjdGlvbl9jbG9zZQA0Fmhhc19jb25uZWN0aW9uX3VwZ3JhZGUANRJoYXNfY29udGVudF9sZW5ndGgANgxoYXNfdHJhaWxlcnMANxVoYXNfdHJhbnNmZXJfZW5jb2RpbmcAOAtoYXNfdXBncmFkZQA5DWlzX2F1dG9kZXRlY3QAOgppc19jb25uZWN0ADsIaXNfZGVidWcAPAlpc19wYXVzZWQAPQppc19yZXF1ZXN0AD4ObWlsb19oYXNfZGVidWcAPwVwYXJzZQBABXBhdXNlAEEFcmVzZXQAQgZyZXN1bWUAQxRzZXRfYWN0aXZlX2NhbGxiYWNrcwBEEXNldF9hY3RpdmVfZXZlbnRzAEUJc2V0X2RlYnVnAEYOc2V0X2lzX2Nvbm5lY3QARw5zZXRfaXNfcmVxdWVzdABIFHNldF9tYXhfYm9keV9wYXlsb2FkAEkVc2V0X21heF9oZWFkZXJfbGVuZ3RoAEoZc2V0X21heF9zdGFydF9saW5lX2xlbmd0aABLFXNldF9zaG91bGRfYXV0b2RldGVjdABMIHNldF9zaG91bGRfY29udGludWVfd2l0aG91dF9kYXRhAE0cc2V0X3Nob3VsZF9tYW5hZ2VfdW5jb25zdW1lZABOFHNldF9zaG91bGRfc2tpcF9ib2R5AE8gc2V0X3Nob3VsZF9zdXNwZW5kX2FmdGVyX2hlYWRlcnMAUBxzaG91bGRfY29udGludWVfd2l0aG91dF9kYXRhAFEYc2hvdWxkX21hbmFnZV91bmNvbnN1bWVkAFIQc2hvdWxkX3NraXBfYm9keQBTHHNob3VsZF9zdXNwZW5kX2FmdGVyX2hlYWRlcnMAVAr7pwJAlgIBBH8CQCACIANPDQAgAS0AACEFAkAgAyACayIHQQNNBEAMAQtBgIKECCAFQYGChAhsIgEgAigAAHMiBmsgBnJBgIGChHhxQYCBgoR4RwRADAELIAJBfHFBBGohAgJAIAdBCU8EQCACIANBCGsiB0sNAQNAQYCChAggAigCACABcyIGayAGckGAgYKEeHFBgIGChHhHDQJBgIKECCACQQRqKAIAIAFzIgZrIAZyQYCBgoR4cUGAgYKEeEcNAiACQQhqIgIgB00NAAsMAQsgAiADTw0CDAELIAIgA08NAQsgA0EBa0EBIQQDQCAFIAItAABGDQEgAkEBaiICIANHDQALIQJBACEECyAAIAI2AgQgACAENgIACyYAAkAgAEEATgRAIABFBEBBASEADAILIABBARBVIgANAQsACyAACzMAIABCADcDKCAAQQA6ABUgAEIANwMwIABCADcDOCAAQgA3A0AgAEIANwNIIABBADYCUAvSAwIDfwF+AkAgACIBLQAkIgBBDk1BAEEBIAB0QYDPAXEbRQRAIAFBAzoAJiABQQI6ACQgAUENOgD0AkEAIQAgAUEAOgB5IAFBp5jAACkAADcAbCABQayYwAApAAA3AHECQCABKQNYIAEpA2CEp0EBcUUEQCABKAL4AiECDAELIAEoAvgCIgJBAToAACACQQVqQQM6AAAgAkEBaiABKAIgNgAAQQYhAAsgACACakEAOgAADAELAn9BACABKQNYIAEpA2CEIgRCyACDUA0AGiAEQgiDQgBSBEAgASgC+AIiAEEEOgAAIABBBWpBADYAACAAQQFqIAEoAiA2AABBCSECCyACIARCwACDUA0AGiABKAL4AiACaiIAQQc6AAAgAEEFakEANgAAIABBAWogASgCIDYAACACQQlqCyECIAFBADoAFiABQQA6ABQCQCABLQBSQQFGBEBBDiEAIAEtABFBAXENAQsgAS0AUCEDIARCAoNQBEAgAyEADAELQQEhACADQQFxRQRAIAMhAAwBCyABKAL4AiACaiIDQQI6AAAgA0EFakEANgAAIANBAWogASgCIDYAACACQQlqIQILIAEgADoAJCABKAL4AiACakEAOgAACwvfAgEDfyMAQeAAayIAJAACQEGAgAQQViICRQ0AIAJBBGstAABBA3FFDQAgAkEAQYCABPwLAAsCQCACRQ0AIABBADYAXCAAQgA3AFQgAEIANwBMIABCADcARCAAQgA3ADwgAEIANwA0IABCADcCHCAAQgA3AiQgAEEANgIsIABCADcADyAAQQA6ABdBgANBCBBVIgFFDQAgAUIANwARIAFBAToAECABQgA3AwggAUKAwICAgIAINwMAIAFCADcAGSABQgA3AB8gASAAKQAzNwAnIAEgACkAOzcALyABIAApAEM3ADcgASAAKQBLNwA/IAEgACkAUzcARyABIAApAFg3AEwgASAAKAIoNgJkIAEgACkCIDcCXCABIAApAhg3AlQgAUHsAGpBAEH/AfwLACABIAI2AvgCIAEgAC8AFjsA8wIgASAAKQAONwDrAiABIAE2AmggAEHgAGokACABDwsACxUAAkAgAEUNACABRQ0AIAAgARBXCws4AQF/IAAEQCAAKALwAiIBBEAgACgC7AIgARBXCyAAKAL4AiIBBEAgAUGAgAQQVwsgAEGAAxBXCwuSAQEBfyAAIAE6ACYgAEECOgAkIABB7ABqIQRB/gEgAyADQf4BTxsiAwRAIAQgAiAD/AoAAAsgACADOgD0AiADIARqQQA6AABBACEDIAApA1ggACkDYIRCAYOnBH8gACgC+AIiAkEBOgAAIAJBBWogAToAACACQQFqIAAoAiA2AABBBgVBAAsgACgC+AJqQQA6AAALrAIBAn8CQAJAAkAgAC0AJCIBQQlNBEBBASABdEEbcQ0BIAFBAkYNAyABQQlGDQILIABBBToAJiAAQQI6ACQgAEEWOgD0AiAAQQA6AIIBIABBgIjAACkAADcAbCAAQYiIwAApAAA3AHQgAEGOiMAAKQAANwB6AkAgACkDWCAAKQNghKdBAXFFBEAgACgC+AIhAQwBCyAAKAL4AiIBQQE6AAAgAUEFakEFOgAAIAFBAWogACgCIDYAAEEGIQILIAEgAmpBADoAAA8LIABBAToAJA8LAn8gACkDWCAAKQNghEIIg1AEQCAAKAL4AiEBQQAMAQsgACgC+AIiAUEEOgAAIAFBBWpBADYAACABQQFqIAAoAiA2AABBCQshAiAAQQE6ACQgASACakEAOgAACwsHACAAKQMwCwcAIAApAygLBwAgAC0AJgsTACAAMQD0AiAAQewAaq1CIIaECwcAIAApAwgLBwAgACgCBAsHACAAKAIACwcAIAAtAEwLBwAgACkDGAsHACAAKAIgCwcAIAApA0ALBwAgACkDOAsHACAALQAkCwcAIAAoAkgLBwAgAC0ATwsHACAALQBQCwcAIAAtAFELBwAgAC0ATQsHACAALQBTCwcAIAAtAE4LBwAgAC0AUgsHACAALQAQCwcAIAAtABULBwAgAC0AFwsHACAALQAlCwcAIAAtABELBABBAAva3AECKn8cfiABIREgAiEUQQAhASMAQZABayIMJAAgACIDKQNYIAMpA2CEIS0CQAJAAn8CQAJAAkACQCADLQAkQQJGBEAgA0EANgIgDAELIAMtACVBAUcNAQsgLUIAUg0BDAULAkACQCADLQATIAMoAvACIgBBAEdxIiAEQCADKALsAiEBIAwgETYCfCAMIAE2AnQgDCAANgJ4IAwgFDYCgAEgACAUaiIUQQBIDQICQCAURQRAQQEhEQwBCyAUQQEQVSIRRQ0DCyAMQQA2AowBIAwgETYCiAEgDCAUNgKEAQNAIAxB9ABqIAhqIgAoAgAhEgJAAkAgAEEEaigCACIOIAwoAoQBIAprSwRAIAxBhAFqIQ8jAEEQayILJAAgDiAKIA5qIgBLBEAACyALQQRqIQcgDygCBCERAkBBCCAAIA8oAgAiAUEBdCICIAAgAksbIgAgAEEITRsiBkEASARAIAdBADYCBCAHQQE2AgAMAQsCfyABBEBBACEAAn8CQAJAAkACQAJAIBFBBGsiCSgCACIKQXhxIgRBBEEIIApBA3EiDRsgAWpJDQAgDUEAIAFBJ2ogBEkbDQAgBkHM/3tLDQRBECAGQQtqQXhxIAZBC0kbIQEgEUEIayECAkACQAJAAkAgDQRAIAIgBGohDSABIARNDQMgDUHgm8AAKAIARg0EIA1B3JvAACgCAEYNAiANKAIEIgpBAnENCCAKQXhxIgogBGoiBCABSQ0IIA0gChBZIAQgAWsiDUEQSQ0BIAkgASAJKAIAQQFxckECcjYCACABIAJqIgEgDUEDcjYCBCACIARqIgQgBCgCBEEBcjYCBCABIA0QWgwHCyABQYACSQ0HIAJFDQcgASAETw0HIAQgAWtBgIAISw0HIBEMCQsgCSAEIAkoAgBBAXFyQQJyNgIAIAIgBGoiASABKAIEQQFyNgIEDAULQdSbwAAoAgAgBGoiBCABSQ0FAkAgBCABayINQQ9NBEAgCSAKQQFxIARyQQJyNgIAIAIgBGoiASABKAIEQQFyNgIEQQAhDUEAIQEMAQsgCSABIApBAXFyQQJyNgIAIAEgAmoiASANQQFyNgIEIAIgBGoiBCANNgIAIAQgBCgCBEF+cTYCBAtB3JvAACABNgIAQdSbwAAgDTYCAAwECyAEIAFrIgRBD00NAyAJIAEgCkEBcXJBAnI2AgAgASACaiIBIARBA3I2AgQgDSANKAIEQQFyNgIEIAEgBBBaDAMLQdibwAAoAgAgBGoiBCABSw0BDAMLAAsgCSABIApBAXFyQQJyNgIAIAEgAmoiDSAEIAFrIgFBAXI2AgRB2JvAACABNgIAQeCbwAAgDTYCAAsgAkUNACARDAILIAYQViIBRQ0AIAZBfEF4IAkoAgAiAEEDcRsgAEF4cWoiACAAIAZLGyIABEAgASARIAD8CgAACyABIQAgERBYCyAACwwBCyAGQQEQVQsiAEUEQCAHIAY2AgggB0EBNgIEIAdBATYCAAwBCyAHIAY2AgggByAANgIEIAdBADYCAAsgCygCBEEBRgRAIAsoAggaIAsoAgwACyALKAIIIQAgDyAGNgIAIA8gADYCBCALQRBqJAAgDCgCiAEhESAMKAKMASEKDAELIA5FDQELIA5FDQAgCiARaiASIA78CgAACyAMIAogDmoiCjYCjAEgCEEIaiIIQRBHDQALIAogFEkNASAMKAKEASEYCyADQQA2AiBBASEXQQEhBEEBIQpBASEIIC1QIiFFBEAgLULIAINCAFIhFiAtQoA8g0IAUiEiIC1CgA+DQgBSISMgLUIkg0IAUiEdIC1CFINCAFIhHiAtQoDAAINQIQogLUKAgAKDUCEIIC1CAoNCAYinIRkgLUKAgIAQg0IZiKchHyAtQoCAAYNCDoinIRogLUKAgIAIg1AhBAsgAy0AJQRAIBEhBCAUIQoMBgsgAykDCCEwIC1CEIMhOCAtQgSDITQgLUIggyE5IC1CgAKDIT8gLUKAAYMhQCAtQoAggyFBIC1CgBCDIUIgLUKACIMhOiAtQoAEgyE7IC1CgIAEgyFDIC1CgIAIgyFEIANBKGohEiAtQoCAEIMhRSAtQoCAgAKDITUgLUKAgMAAgyE8IC1CgIAggyE9IC1CgICABIMhNiAtQoCAgAGDIT4gLULAAIMhMiAtQgiDITMgLUKAgIAggyFGIC1CgIACg1AgCHIhJCAtpyIAQQ52IBpxISUgLUKAwACDUCAKciEmIABBGXYgH3EhJyAtQoCAgAiDUCAEciEoIBQiCCEKIBEhBANAAkAgCA0AIAMtABRBAXENAAwHCyADQQA6ABQCQAJAAkACQAJAAkACfwJAAkACQAJAAkACQAJAAkACfwJAAn8CQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkAgAy0AJA4PJklLHh0cLAgHBgMCAQBLKwsCQCAIRQ0AQQAhAEF/IQcCfwNAAkACQAJAAkACQAJAAkAgACAEaiICLQAAIgFBDUYEQCAIQQFrIABGDVUgAEEBaiAKTw1QIAJBAWoiAS0AAEEKRw0BAkACQCAARQRAIAVB1v8Da0H//3tJDVggRlANASAFQRBqQYGABE8NWCADKAIgIQAgAygC+AIgBWpBGzoAACADKAL4AiAFakEBaiAAQQJqNgAAIAMoAvgCIAVqQQVqQQA2AAAgA0EBOgAUIAVBCWohBQxNCyAMQTo6AHQgDEHoAGogDEH0AGogBCABEBwgDCgCaEEBcQRAIAwoAmwiASAERw0CCyADQQY6ACYgA0ECOgAkIANB3pfAACkAADcAbCADQeaXwAApAAA3AHQgA0Hul8AAKQAANwB8IANB9pfAACkAADcAhAEgA0H+l8AAKAAANgCMAQw8CyADQQE6ABQgBUFeTg1LDFYLIAEgBGsiCUEBaiEBIB9FBEAgASEGIAAMCgsgCUECaiIGIABPDQcgASAKTw1QIAEgBGotAABBIEcNByAEIAZqLQAAIg5BCUYNByAOQSBGDQcgAkEBay0AACICQQlGDQcgACACQSBHDQkaDAcLAkAgAUEgTwRAIAFB/wBGDQEMBwsgAUEJRg0GCyAAIApPDQQgAEECTQRAIABBAWohAEEAIQgDQCAEIAhqLQAAQTpGDQUgACAIQQFqIghHDQALDAULQYCChAggBCgAACIBQbr06NEDc2sgAXJBgIGChHhxQYCBgoR4RwRAIABBAWohAEEAIQgDQCAEIAhqLQAAQTpGDQUgACAIQQFqIghHDQALDAULQQQgBEEDcSIGayEBIABBCEkNASACQQFqIQYgASAEaiEIIAEgAEEHayIASw0CIAAgBGohAANAQYCChAggCCgCACIBQbr06NEDc2sgAXJBgIGChHhxQYCBgoR4Rw0DQYCChAggCEEEaigCACIBQbr06NEDc2sgAXJBgIGChHhxQYCBgoR4Rw0DIAhBCGoiCCAATQ0ACwwCCyADQQY6ACYgA0ECOgAkIANBrorAACkAADcAbCADQbOKwAApAAA3AHEMRwsgACABSQ0CIARBBGohASAAQQNrIQBBACAGayEIA0AgASAIai0AAEE6Rg0CIAhBAWoiCCAARw0ACwwCCyAGIAhNDQEDQCAILQAAQTpGDQEgAiAIRiAIQQFqIQhFDQALDAELIANBBjoAJiADQQI6ACQgA0GCmMAAKQAANwBsIANBipjAACkAADcAdCADQZKYwAApAAA3AHwgA0GamMAAKQAANwCEASADQZ+YwAApAAA3AIkBQSUhCEGRAQxPCyADQQY6ACYgA0ECOgAkIANB3pfAACkAADcAbCADQeaXwAApAAA3AHQgA0Hul8AAKQAANwB8IANB9pfAACkAADcAhAEgA0H+l8AAKAAANgCMAQw0CyAHQQFqIQcgCCAAQQFqIgBHDQEMAwsLIAACfwJAIAAgAU0NAANAIAEgBGotAAAiAkEJRyACQSBHcQ0BIAAgAUEBaiIBRw0ACyAADAELIAELIgYgAE8NABoCQANAIAcgCk8NSSAEIAdqLQAAIgFBCUcgAUEgR3ENASAGIAdJIAdBAWshBw0ACyAGDAELIAdBAWoLQQAhAQJAA0AgASAKRg1IIAEgBGotAAAtAICAQARAIAkgAUEBaiIBRg0CDAELCyADQQY6ACYgA0ECOgAkIANB3pfAACkAADcAbCADQeaXwAApAAA3AHQgA0Hul8AAKQAANwB8IANB9pfAACkAADcAhAEgA0H+l8AAKAAANgCMAQwxCyAoRQRAIAVBEGpBgIAESw1MIAMoAiAhASADKAL4AiAFakEZOgAAIAMoAvgCIAVqQQFqIAE2AAAgAygC+AIgBWpBBWogCTYAACAFQQlqIQULIAUgJ0UNPhogBUEQakGAgARLDUsgBmshByADKAIgIAZqIRdBGiEBDD0LIAMoAgQgCEsNSiADQQY6ACYgA0ECOgAkIANByZfAACkAADcAbCADQdGXwAApAAA3AHQgA0HWl8AAKQAANwB5DCQLIAMpA0AiMUIAUgRAIDEgCK0iLiAuIDFWGyEuIDBCAFIEQCAvIDBaDUsgMCAvfSI3IC4gLiA3VhshLgsgLlANSiAupyEAID5CAFIEQCAFQRBqQYGABE8NSyADKAIgIQEgAygC+AIgBWpBFjoAACADKAL4AiAFakEBaiABNgAAIAMoAvgCIAVqQQVqIAA2AAAgBUEJaiEFCyA2QgBSBEAgBUEQakGBgARPDUsgAygCICEBIAMoAvgCIAVqQRg6AAAgAygC+AIgBWpBAWogATYAACADKAL4AiAFakEFaiAANgAAIAVBCWohBQsgLiAvfCEvIAMgAykDQCAufUIAIC4gMVQbNwNAQQAhAQxCCyAIQQJJDUkgCkUNRAJAIAQtAABBDUcNACAKQQFGDUUgBC0AAUEKRw0AIANBCjoAJAwmCyADQQY6ACYgA0ECOgAkIANBq5fAACkAADcAbCADQbOXwAApAAA3AHQgA0G7l8AAKQAANwB8IANBwZfAACkAADcAggEMAgsCQCAIRQ0AIAhBAWsgCk8NAAJAIAhBBE8EQCAIIQAgBCEBQYCChAggBCgAACICQY2atOgAc2sgAnJBgIGChHhxQYCBgoR4RgRAIARBBCAEQQNxIgJrIgZqIQEgAEEJTwRAIAAgBGohAgJAIAYgAEEIa0sNACACQQhrIQADQEGAgoQIIAEoAgAiBkGNmrToAHNrIAZyQYCBgoR4cUGAgYKEeEcNAUGAgoQIIAFBBGooAgAiBkGNmrToAHNrIAZyQYCBgoR4cUGAgYKEeEcNASABQQhqIgEgAE0NAAsLIAEgAk8NBANAIAEtAABBDUYNBCACIAFBAWoiAUcNAAsMBAsgBiAITw0DIAIgCGpBBGshAANAIAEtAABBDUYNAyABQQFqIQEgAEEBayIADQALDAMLA0AgAS0AAEENRg0CIAFBAWohASAAQQFrIgANAAsMAgsgBCEBIAQtAABBDUYNACAIQQFGDQEgBC0AAUENRgRAIARBAWohAQwBCyAIQQJGDQEgBC0AAkENRw0BIARBAmohAQsgASAEayIOQQFqIhMgCEYNSSAKIBNNDUQCQCAEIBNqIhAtAABBCkYEQCAMQT06AIQBIAxBOzoAdCAMQeAAaiEGIAxBhAFqIQIgDEH0AGohCUEAIQ0CQCAQIAQiAE0NACAJLQAAIQkgAi0AACEHAkAgECAEa0EDTQ0AQYCChAggBCgAACICIAdBgYKECGwiC3MiD2sgD3JBgIGChHhxQYCBgoR4Rw0AQYCChAggAiAJQYGChAhsIg9zIgJrIAJyQYCBgoR4cUGAgYKEeEcNAAJAIARBfHFBBGoiACAQQQRrIgJLDQADQEGAgoQIIAAoAgAiFSALcyIbayAbckGAgYKEeHFBgIGChHhHDQFBgIKECCAPIBVzIhVrIBVyQYCBgoR4cUGAgYKEeEcNASAAQQRqIgAgAk0NAAsLIAAgEE8NAQsgEEEBa0EBIQ0DQCAHIAAtAAAiC0YNASAJIAtGDQEgAEEBaiIAIBBHDQALIQBBACENCyAGIAA2AgQgBiANNgIAIA4hBkEAIQAgDCgCYEEBcQRAIAwoAmQgBGshBgsgBkUNAQNAIAAgCkYNRyAAIARqLQAAIgJBCUcgAkEgR3ENAiAGIABBAWoiAEcNAAsgBiEADAELIANBBjoAJiADQQI6ACQgA0GuisAAKQAANwBsIANBs4rAACkAADcAcQw+CwJAIAYiByAATQ0AIARBAWshCQNAIAdBAWsiAiAKTw1GIAcgCWotAAAiC0EJRyALQSBHcQ0BIAIiByAASw0ACyAAIQcLIAAgB0YEQCADQQY6ACYgA0ECOgAkIANBmJXAACkAADcAbCADQaCVwAApAAA3AHQgA0GolcAAKQAANwB8IANBrZXAACkAADcAgQEMOQsCQCAAIAdPDQAgCiAAayICQQAgAiAKTRshCSAHIABrIQsgACAEaiECA0AgCUUNRiACLQAALQCAgEAEQCAJQQFrIQkgAkEBaiECIAtBAWsiC0UNAgwBCwsgA0EGOgAmIANBAjoAJCADQbWVwAApAAA3AGwgA0G9lcAAKQAANwB0IANBxZXAACkAADcAfCADQc2VwAApAAA3AIQBIANB05XAACkAADcAigFBJiEIQZIBDEkLAkACQAJAIAcgDkYNACAGIApPDUcgBCAGai0AAEE7Rg0AIAZBAWoiCSAOTw0BA0ACQCAEIAlqLQAAIgJBCUYNACACQSBGDQAgCUEBayEGDAMLIAlBAWoiCSAOSQ0ACwwCCyA9QgBSBEAgBUEQakGBgARPDUwgAygCICEBIAMoAvgCIAVqQRQ6AAAgAygC+AIgBWpBAWogACABajYAACADKAL4AiAFakEFaiAHIABrNgAAIAVBCWohBQsgBiAORwRAIAZBAWohAEEAIQEgAy0AJEECRg1EIANBCzoAJAxECyADKQMwQgBSBEAgDkECaiEAQQAhASADLQAkQQJGDUQgA0EMOgAkDEQLIDVCAFIEQCAFQRBqQYGABE8NTCADKAIgIQAgAygC+AIgBWpBFzoAACADKAL4AiAFakEBaiAANgAAIAMoAvgCIAVqQQVqQQA2AAAgBUEJaiEFCyAOQQJqIQBBACEBIAMtACRBAkYNQyADQQ06ACQMQwsgCSAORg0AIAkgCk8NRQJAIAQgCWoiCy0AAEEiRiIbBEACQCAGQQJqIgYgDksNACAEQX9zISkgDkEHayEqIBBBCGshKyABQX9zIARqIRUgDkEDayEsIAYhDwNAIAQgD2ohDQJAIBMgD2siC0EDTQRAIA8gFWohAiANIQEDQCABLQAAQSJGDQIgAUEBaiEBIAJBAWoiAg0ACwwDC0GAgoQIIA0oAAAiAUGixIiRAnNrIAFyQYCBgoR4cUGAgYKEeEcEQCAPIBVqIQIgDSEBA0AgAS0AAEEiRg0CIAFBAWohASACQQFqIgINAAsMAwtBBCANQQNxIhxrIgEgD2ohAiABIA1qIQEgC0EJTwRAAkAgAiAqSg0AA0BBgIKECCABKAIAIgJBosSIkQJzayACckGAgYKEeHFBgIGChHhHDQFBgIKECCABQQRqKAIAIgJBosSIkQJzayACckGAgYKEeHFBgIGChHhHDQEgAUEIaiIBICtNDQALCyABIBBPDQMDQCABLQAAQSJGDQIgECABQQFqIgFHDQALDAMLIAIgDksNAiAcICxqIA9rIQIDQCABLQAAQSJGDQEgAUEBaiEBIAJBAWsiAg0ACwwCCyABIA1rIA9qIQsCQCABIA1GDQAgASApaiECIAEgBCAPamshDUEAIQECQANAIAIgCk8NTCACIARqLQAAQdwARw0BIAFBAWohASACIA9LIAJBAWshAg0ACyANIQELIAFBAXFFDQAgC0EBaiEPIAsgDkkNAQwCCwsgBiALSQRAIAYhAQNAIAEgCk8NSgJAAkAgASAEai0AACICQdwARgRAIAFBAWoiASALRg0BIAEgCk8NTSABIARqLQAALQCAgkBBAUcNAQwCCyACLQCAhEANAQsgA0EGOgAmIANBAjoAJCADQYuWwAApAAA3AGwgA0GTlsAAKQAANwB0IANBm5bAACkAADcAfCADQaOWwAApAAA3AIQBIANBq5bAACkAADcAjAEgA0GxlsAAKQAANwCSAUEuIQhBmgEMTwsgAUEBaiIBIAtJDQALCyALQQFqIQIMAgsgA0EGOgAmIANBAjoAJCADQduVwAApAAA3AGwgA0HjlcAAKQAANwB0IANB65XAACkAADcAfCADQfOVwAApAAA3AIQBIANB+5XAACkAADcAjAEgA0GDlsAAKQAANwCUAQwKCyAOIgIgCU8EQCAMQTs6AHQgDEHYAGogDEH0AGogCyALIAIgBmtqEBwgDCgCWEEBcSICBH8gDCgCXCALawUgAQsgCWogDiACGyECCwJAIAIgCSIGTQ0AIAogBiAGIApJGyEBA0AgASAGRg1IIAQgBmotAAAiC0EJRyALQSBHcQ0BIAIgBkEBaiIGRw0ACyACIQYLIAIhCwJAIAIgBk0NACAEQQFrIQ0DQCALQQFrIgEgCk8NSCALIA1qLQAAIg9BCUcgD0EgR3ENASABIgsgBksNAAsgBiELCyAGIAtGBEAgA0EGOgAmIANBAjoAJCADQbmWwAApAAA3AGwgA0HBlsAAKQAANwB0IANByZbAACkAADcAfCADQc+WwAApAAA3AIIBDAULIAYgC08NACAGIAogBiAKSxshDSAGIQEDQCABIA1GDUcgASAEai0AAC0AgIBABEAgCyABQQFqIgFGDQIMAQsLIANBBjoAJiADQQI6ACQgA0HXlsAAKQAANwBsIANB35bAACkAADcAdCADQeeWwAApAAA3AHwgA0HvlsAAKQAANwCEASADQfaWwAApAAA3AIsBDC0LID1CAFIEQCAFQRBqQYGABE8NSyADKAIgIQEgAygC+AIgBWpBFDoAACADKAL4AiAFakEBaiAAIAFqNgAAIAMoAvgCIAVqQQVqIAcgAGs2AAAgBUEJaiEFCwJAAn8gG0UEQCA8UA0CIAVBEGpBgIAESw1NIAsgBmshACADKAIgIAZqDAELIDxQDQEgBUEQakGAgARLDUwgCyAJa0EBaiEAIAMoAiAgCWoLIQEgAygC+AIgBWpBFToAACADKAL4AiAFakEBaiABNgAAIAMoAvgCIAVqQQVqIAA2AAAgBUEJaiEFCyAOIgYgAk8EQCAMQTs6AHQgDEHQAGogDEH0AGogAiAEaiIBIBAQHCAMKAJQQQFxIgYEfyAMKAJUIAFrBSAACyACaiAOIAYbIQYLAkAgAiAGSQRAIAogAmsiAEEAIAAgCk0bIQAgBiACayEHIAIgBGohAQNAIABFDUggAS0AACICQQlHIAJBIEdxDQIgAEEBayEAIAFBAWohASAHQQFrIgcNAAsLAkAgBiAOTwRAIAMpAzBCAFINASA1QgBSBEAgBUEQakGBgARPDU4gAygCICEAIAMoAvgCIAVqQRc6AAAgAygC+AIgBWpBAWogADYAACADKAL4AiAFakEFakEANgAAIAVBCWohBQsgDkECaiEAQQAhASADLQAkQQJGDUUgA0ENOgAkDEULIAZBAWohAEEAIQEMRAsgDkECaiEAQQAhASADLQAkQQJGDUMgA0EMOgAkDEMLIANBBjoAJiADQQI6ACQgA0H+lsAAKQAANwBsIANBhpfAACkAADcAdCADQY6XwAApAAA3AHwgA0GWl8AAKQAANwCEASADQZ6XwAApAAA3AIwBIANBo5fAACkAADcAkQFBLSEIQZkBDEkLIANBBjoAJiADQQI6ACQgA0G5lsAAKQAANwBsIANBwZbAACkAADcAdCADQcmWwAApAAA3AHwgA0HPlsAAKQAANwCCAQwCCyADKAIEIAhLDUggA0EGOgAmIANBAjoAJCADQcyUwAApAAA3AGwgA0HUlMAAKQAANwB0IANB2ZTAACkAADcAeQwiCyAIRQ0BIAhBAWsgCk8NAQJAIAhBBE8EQCAIIQEgBCEAQYCChAggBCgAACICQY2atOgAc2sgAnJBgIGChHhxQYCBgoR4RgRAIARBBCAEQQNxIgJrIgZqIQAgAUEJTwRAIAEgBGohAgJAIAYgAUEIa0sNACACQQhrIQEDQEGAgoQIIAAoAgAiBkGNmrToAHNrIAZyQYCBgoR4cUGAgYKEeEcNAUGAgoQIIABBBGooAgAiBkGNmrToAHNrIAZyQYCBgoR4cUGAgYKEeEcNASAAQQhqIgAgAU0NAAsLIAAgAk8NBQNAIAAtAABBDUYNBCACIABBAWoiAEcNAAsMBQsgBiAITw0EIAIgCGpBBGshAQNAIAAtAABBDUYNAyAAQQFqIQAgAUEBayIBDQALDAQLA0AgAC0AAEENRg0CIABBAWohACABQQFrIgENAAsMAwsgBCEAIAQtAABBDUYNACAIQQFGDQIgBC0AAUENRgRAIARBAWohAAwBCyAIQQJGDQIgBC0AAkENRw0CIARBAmohAAsgACAEayICQQFqIgAgCEYNRyAAIApPDUICQAJAIAAgBGoiAC0AAEEKRgRAIAxBOzoAdCAMQcgAaiAMQfQAaiAEIAAQHCACIQkgDCgCSEEBcQRAIAwoAkwgBGshCQsgCUUEQCADQQY6ACYgA0ECOgAkIANB4ZTAACkAADcAbCADQemUwAApAAA3AHQgA0HxlMAAKQAANwB8IANB95TAACkAADcAggEMBAsgCUEQSw0CQQAhAEIAIS4DQCAAIApGDUYCQCAAIARqLQAAIgZBMGsiAUH/AXFBCkkNACAGQeEAa0H/AXFBBk8EQCAGQcEAa0H/AXFBBk8EQCADQQY6ACYgA0ECOgAkIANB4ZTAACkAADcAbCADQemUwAApAAA3AHQgA0HxlMAAKQAANwB8IANB95TAACkAADcAggEMBwsgBkE3ayEBDAELIAZB1wBrIQELIAGtQv8BgyAuQgSGfCEuIABBAWoiACAJRw0ACwwBCyADQQY6ACYgA0ECOgAkIANBrorAACkAADcAbCADQbOKwAApAAA3AHEMPQsgAyAuNwNAIAMgLjcDMCBFQgBSBEAgBUEQakGBgARPDUkgAygCICEAIAMoAvgCIAVqQRM6AAAgAygC+AIgBWpBAWogADYAACADKAL4AiAFakEFaiAJNgAAIAVBCWohBQsCQCACIAlNBEAgA0EBOgAUIAMpAzBCAFINASA+QgBSBEAgBUEQakGBgARPDUsgAygCICEAIAMoAvgCIAVqQRY6AAAgAygC+AIgBWpBAWogAEEDajYAACADKAL4AiAFakEFakEANgAAIAVBCWohBQsgNUIAUgRAIAVBEGpBgYAETw1LIAMoAiAhACADKAL4AiAFakEXOgAAIAMoAvgCIAVqQQFqIABBA2o2AAAgAygC+AIgBWpBBWpBADYAACAFQQlqIQULIAJBAmohAEEAIQEgAy0AJEECRg1CIANBDToAJAxCCyAJQQFqIQBBACEBIAMtACRBAkYNQSADQQs6ACQMQQsgAkECaiEAQQAhASADLQAkQQJGDUAgA0EMOgAkDEALIANBDzoAJiADQQI6ACQgA0H/lMAAKQAANwBsIANBh5XAACkAADcAdCADQY+VwAApAAA3AHwgA0GXlcAALQAAOgCEAUEZIQhBhQEMRgtBHiEIQYoBDEULIAMoAgQgCEsNRSADQQY6ACYgA0ECOgAkIANBzJTAACkAADcAbCADQdSUwAApAAA3AHQgA0HZlMAAKQAANwB5DB8LIAitIS4gMEIAUgRAIC8gMFoNRSAwIC99IjEgLiAuIDFWGyEuCyAuUA1EIC4gL3whLyAupyEAQQAhASA2UA08IAVBEGpBgIAESw1EIAMoAiAhAiADKAL4AiAFakEYOgAAIAMoAvgCIAVqQQFqIAI2AAAgAygC+AIgBWpBBWogADYAACAFQQlqIQUMPAsgAykDOCIxIAitIi4gLiAxVhshLiAwQgBSBEAgLyAwWg1EIDAgL30iNyAuIC4gN1YbIS4LIC5QDUMgLiAvfCEvIC6nIQACQAJAAkACQCAuIDFaBEAgBUHN/wNrQf//e08NAQxICyA2UA0CIAVBEGpBgYAESQ0BDEcLIDZCAFIEQCAFQRBqQYGABE8NRyADKAIgIQEgAygC+AIgBWpBGDoAACADKAL4AiAFakEBaiABNgAAIAMoAvgCIAVqQQVqIAA2AAAgBUEJaiEFCwJAIDVCAFIEQCAFQRBqQYGABEkNAQxICyADQQE6ABQgA0IANwM4IAVBXkgNRwwDCyADKAIgIQEgAygC+AIgBWpBFzoAACADKAL4AiAFakEBaiAAIAFqNgAAIAMoAvgCIAVqQQVqQQA2AAAgA0EBOgAUIANCADcDOCAFQQlqIQUMAgsgAygCICEBIAMoAvgCIAVqQRg6AAAgAygC+AIgBWpBAWogATYAACADKAL4AiAFakEFaiAANgAAIAVBCWohBQsgAyADKQM4IC59NwM4QQAhAQw8CwJAIBZFDQAgM0IAUgRAIAVBcEgNRSADKAIgIQIgAygC+AIgBWoiAUEEOgAAIAFBBWpBADYAACABQQFqIAAgAmo2AAAgBUEJaiEFCyAyUA0AIAVBcEgNRCADKAIgIQIgAygC+AIgBWoiAUEHOgAAIAFBBWpBADYAACABQQFqIAAgAmo2AAAgBUEJaiEFCyADQQA6ABYgA0EAOgAUAkACQCADLQBSQQFGBEAgAy0AEUEBcQ0BCyADLQBQDQEgAy0AJEECRw07QQAhAQw9C0EAIQEgAy0AJEECRg08IANBDjoAJAw8CyAZBEAgBUFwSA1EIAMoAiAhAiADKAL4AiAFaiIBQQI6AAAgAUEFakEANgAAIAFBAWogAjYAACAFQQlqIQULQQAhASADLQAkQQJGDTsgA0EBOgAkDDsLIAMoAkghACADLQBMIQkCQAJAAkAgAy0AUiIBQQFGBEAgAy0AUUEBcUUNAQsgAy0ATyIGQQFxRSADLQBTQQFGcQ0BIAMtABEhAiADKQMoIS4CQCAJQQFrQf8BcUEBSw0AIAJBAXFFDQAgLkIAUg0DCyADLQAVDQQCQCAAQeUARyIJDQAgAUUNACACQQFxRQ0GCyACQQFxDQYgAy0AFg0SIABByAFJDQcgAEHMAWtBAkkNEiAAQbACRw0IDBILIANBEDoAJiADQQI6ACRByAAhCCADQewAakHFksAAQcgA/AoAAEG0AQxDCyADQQo6ACYgA0ECOgAkQcEAIQggA0HsAGpBjZPAAEHBAPwKAABBrQEMQgsgA0EJOgAmIANBAjoAJCADQc6TwAApAAA3AGwgA0HWk8AAKQAANwB0IANB3pPAACkAADcAfCADQeaTwAApAAA3AIQBIANB7pPAACkAADcAjAEgA0H2k8AAKQAANwCUAQtBMCEIQZwBDEALIENQDQwgBUEQakGAgARNDQgMQAsgRFANCyAFQRBqQYCABEsNPyADKAIgIQAgAygC+AIgBWpBEjoAACADKAL4AiAFakEBaiAANgAAQQAhASADKAL4AiAFakEFakEANgAAIAVBCWohBSADLQAkQQJGDTgMCwsgBkEBcSIARSADLQBOQQFGcQ0CIAMtABYNAyADLQBNDQQgAA0HIANBAToAFCAFQd//A2tB//97SQ0+AkAgFkUNACAzQgBSBEAgBUFwSA1AIAMoAiAhAiADKAL4AiAFaiIAQQQ6AAAgAEEFakEANgAAIABBAWogAjYAACAFQQlqIQULIDJQDQAgBUFwSA0/IAMoAiAhAiADKAL4AiAFaiIAQQc6AAAgAEEFakEANgAAIABBAWogAjYAACAFQQlqIQULIANBADoAFiADQQA6ABQgAQ0KDAwLIAkNCgsgAy0ATUUEQCAGQQFxDQYgA0EJOgAkDAwLIC5CAFINAyADQQE6ABQgBUHf/wNrQf//e0kNPAJAIBZFDQAgM0IAUgRAIAVBcEgNPiADKAIgIQEgAygC+AIgBWoiAEEEOgAAIABBBWpBADYAACAAQQFqIAE2AAAgBUEJaiEFCyAyUA0AIAVBcEgNPSADKAIgIQEgAygC+AIgBWoiAEEHOgAAIABBBWpBADYAACAAQQFqIAE2AAAgBUEJaiEFCyADQQA6ABYgA0EAOgAUDAoLIANBBzoAJiADQQI6ACRBzgAhCCADQewAakH+k8AAQc4A/AoAAEG6AQw6CyADQQE6ABQgBUHf/wNrQf//e0kNOiAWRQ0FIDNCAFIEQCAFQXBIDTsgAygCICECIAMoAvgCIAVqIgBBBDoAACAAQQVqQQA2AAAgAEEBaiACNgAAIAVBCWohBQsgMlANBSAFQXBIDTogAygCICECIAMoAvgCIAVqIgBBBzoAACAAQQVqQQA2AAAgAEEBaiACNgAAIAVBCWohBQwFCyAuQgBSDQAgA0EBOgAUIAVB3/8Da0H//3tJDTkgFkUNAyAzQgBSBEAgBUFwSA06IAMoAiAhAiADKAL4AiAFaiIAQQQ6AAAgAEEFakEANgAAIABBAWogAjYAACAFQQlqIQULIDJQDQMgBUFwSA05IAMoAiAhAiADKAL4AiAFaiIAQQc6AAAgAEEFakEANgAAIABBAWogAjYAACAFQQlqIQUMAwsgA0EIOgAkDAcLIAMoAiAhACADKAL4AiAFakEROgAAIAMoAvgCIAVqQQFqIAA2AABBACEBIAMoAvgCIAVqQQVqQQA2AAAgBUEJaiEFIAMtACRBAkcNAwwwCyADQQo6ACQMBQsgA0EAOgAWIANBADoAFCABDQEMAwsgA0EAOgAWIANBADoAFCABDQAMAgsgA0EOOgAkDAILIANBAToAFCAFQd//A2tB//97SQ0yAkAgFkUNACAzQgBSBEAgBUFwSA00IAMoAiAhASADKAL4AiAFaiIAQQQ6AAAgAEEFakEANgAAIABBAWogATYAACAFQQlqIQULIDJQDQAgBUFwSA0zIAMoAiAhASADKAL4AiAFaiIAQQc6AAAgAEEFakEANgAAIABBAWogATYAACAFQQlqIQULIANBADoAFiADQQA6ABQLIAMtAFBBAUcNASAZBEAgBUFwSA0yIAMoAiAhASADKAL4AiAFaiIAQQI6AAAgAEEFakEANgAAIABBAWogATYAACAFQQlqIQULIANBAToAJAtBACEBDCkLQQAhASADQQA6ACQMKAsgCEEISQ0uIApBB00NKSAEKQAAQo2UzOrUwcKGClIEQCADQQY6ACYgA0ECOgAkIANB54vAACkAADcAbCADQe+LwAApAAA3AHQgA0H3i8AAKQAANwB8IANB/4vAAC8AADsAhAFBGiEIQYYBDC4LIANBDjoAJEEAIQFBCCEADCYLAkAgCEUNACAIQQFrIApPDQACQCAIQQRPBEAgCCEBIAQhAEGAgoQIIAQoAAAiAkGNmrToAHNrIAJyQYCBgoR4cUGAgYKEeEYEQCAEQQQgBEEDcSICayIGaiEAIAFBCU8EQCABIARqIQICQCAGIAFBCGtLDQAgAkEIayEBA0BBgIKECCAAKAIAIgZBjZq06ABzayAGckGAgYKEeHFBgIGChHhHDQFBgIKECCAAQQRqKAIAIgZBjZq06ABzayAGckGAgYKEeHFBgIGChHhHDQEgAEEIaiIAIAFNDQALCyAAIAJPDQQDQCAALQAAQQ1GDQQgAiAAQQFqIgBHDQALDAQLIAYgCE8NAyACIAhqQQRrIQEDQCAALQAAQQ1GDQMgAEEBaiEAIAFBAWsiAQ0ACwwDCwNAIAAtAABBDUYNAiAAQQFqIQAgAUEBayIBDQALDAILIAQhACAELQAAQQ1GDQAgCEEBRg0BIAQtAAFBDUYEQCAEQQFqIQAMAQsgCEECRg0BIAQtAAJBDUcNASAEQQJqIQALIAAgBGsiAkEBaiIBIAhGDS4gASAKTw0pAkAgASAEai0AAEEKRgRAQQAhASAAIARHDQFBAiEADCgLIANBBjoAJiADQQI6ACQgA0GuisAAKQAANwBsIANBs4rAACkAADcAcQwjCwJAAkACQCACQQ1PBEAgEkIANwMAIANBADoAFSASQgA3AwggEkIANwMQIBJCADcDGCASQgA3AyAgEkEANgIoIAQtAAhBIEcEQCADQQY6ACYgA0ECOgAkIANBtYvAACkAADcAbCADQb2LwAApAAA3AHQgA0HFi8AAKQAANwB8IANByovAACkAADcAgQEMIgsgBC0AAEHIAEcNBiAELQABQdQARw0GIAQtAAJB1ABHDQEgBC0AA0HQAEcNASAELQAEQS9HDQEgBC0ABUExRw0BIAQtAAZBLkcNASAELQAHQTFHDQEgBC0ACUEwa0H/AXEiB0EKTw0DIAQtAApBMGsiDkH/AXFBCUsNAyAELQALQTBrQf8BcSILQQlLDQMgBC0ADEEgRgRAIAJBDUYiDUUEQCAEQQ1qIQAgAkENayEJA0ACQAJAIAAtAAAiBkEgTwRAIAZB/wBGDQEMAgsgBkEJRg0BCyADQQY6ACYgA0ECOgAkIANB64rAACkAADcAbCADQfOKwAApAAA3AHQgA0H7isAAKQAANwB8IANBgovAACkAADcAgwEMJwsgAEEBaiEAIAlBAWsiCQ0ACwsgAyAHQeQAbCAOQQpsQf4BcWogC2o2AkggIkUNAyA7QgBSBEAgBUEQakGBgARPDTQgAygCICEAIAMoAvgCIAVqQQo6AAAgAygC+AIgBWpBAWogADYAACADKAL4AiAFakEFakEENgAAIAVBCWohBQsgOkIAUgRAIAVBEGpBgYAETw00IAMoAiAhACADKAL4AiAFakELOgAAIAMoAvgCIAVqQQFqIABBBWo2AAAgAygC+AIgBWpBBWpBAzYAACAFQQlqIQULIEJCAFIEQCAFQRBqQYGABE8NNCADKAIgIQAgAygC+AIgBWpBDDoAACADKAL4AiAFakEBaiAAQQlqNgAAIAMoAvgCIAVqQQVqQQM2AAAgBUEJaiEFCyBBUA0DIA0NAyAFQRBqQYCABEsNMyADKAIgIQAgAygC+AIgBWpBDToAACADKAL4AiAFakEBaiAAQQ1qNgAAIAMoAvgCIAVqQQVqIAJBDWs2AAAgBUEJaiEFDAMLIANBDDoAJiADQQI6ACQgA0GKi8AAKQAANwBsIANBkovAACkAADcAdCADQZqLwAApAAA3AHwgA0Gii8AAKQAANwCEASADQaqLwAApAAA3AIwBIANBsYvAACgAADYAkwFBKyEIQZcBDDELIANBBjoAJiADQQI6ACQgA0HSi8AAKQAANwBsIANB2ovAACkAADcAdCADQd+LwAApAAA3AHkMCwsgBC0AAkHUAEcNBCAELQADQdAARw0EIAQtAARBL0cNBCADQRE6ACYgA0ECOgAkIANBhonAACkAADcAbCADQY6JwAApAAA3AHQgA0GWicAAKQAANwB8DAgLIAJBAmohACADLQAkQQJGDScgA0EGOgAkDCcLIANBDDoAJiADQQI6ACQgA0HPisAAKQAANwBsIANB14rAACkAADcAdCADQd+KwAApAAA3AHwgA0HnisAAKAAANgCEAQwcCyADKAIAIAhLDS0gA0EGOgAmIANBAjoAJCADQbuKwAApAAA3AGwgA0HDisAAKQAANwB0IANBy4rAACgAADYAfAwdCyAIRQ0FIAhBAWsgCk8NBQJAIAhBBE8EQCAIIQEgBCEAQYCChAggBCgAACICQY2atOgAc2sgAnJBgIGChHhxQYCBgoR4RgRAIARBBCAEQQNxIgJrIgZqIQAgAUEJTwRAIAEgBGohAgJAIAYgAUEIa0sNACACQQhrIQEDQEGAgoQIIAAoAgAiBkGNmrToAHNrIAZyQYCBgoR4cUGAgYKEeEcNAUGAgoQIIABBBGooAgAiBkGNmrToAHNrIAZyQYCBgoR4cUGAgYKEeEcNASAAQQhqIgAgAU0NAAsLIAAgAk8NCQNAIAAtAABBDUYNBCACIABBAWoiAEcNAAsMCQsgBiAITw0IIAIgCGpBBGshAQNAIAAtAABBDUYNAyAAQQFqIQAgAUEBayIBDQALDAgLA0AgAC0AAEENRg0CIABBAWohACABQQFrIgENAAsMBwsgBCEAIAQtAABBDUYNACAIQQFGDQYgBC0AAUENRgRAIARBAWohAAwBCyAIQQJGDQYgBC0AAkENRw0GIARBAmohAAsgACAEayIOQQFqIgEgCEYNLCABIApPDScCQCABIARqIgItAABBCkYEQEEAIQEgACAERw0BQQIhAAwmCyADQQY6ACYgA0ECOgAkIANBrorAACkAADcAbCADQbOKwAApAAA3AHEMIQsCQAJAAkACfwJAIA5BDk8EQCASQgA3AwAgA0EAOgAVIBJCADcDCCASQgA3AxAgEkIANwMYIBJCADcDICASQQA2AiggDEEgOgB0IAxBEGogDEH0AGogBCACEBwCQCAMKAIQQQFxBEAgDCgCFCIAIARHDQELIANBBjoAJiADQQI6ACQgA0H9icAAKQAANwBsIANBhYrAACkAADcAdCADQY2KwAApAAA3AHwgA0GUisAAKAAANgCDAUEbIQhBhwEMMgsCQAJAIA4gACAEayICTQ0AIAxBIDoAdCAMQQhqIAxB9ABqIAQgAkEBaiIGaiIAIAAgDiACa2oQHCAMKAIIQQFxRQ0AIAwoAgwiCSAARw0BCyADQQY6ACYgA0ECOgAkIANB5YnAACkAADcAbCADQe2JwAApAAA3AHQgA0H1icAAKQAANwB8DAsLAkACQCAOIAkgAGsiCSAGaiIQQQFqIgtJDQAgDEEvOgB0IAwgDEH0AGogBCALaiINIA0gDiAQa2oQHCAMKAIAQQFxRQ0AIAwoAgQiEyANRw0BCyADQQY6ACYgA0ECOgAkIANBw4nAACkAADcAbCADQcuJwAApAAA3AHQgA0HTicAAKQAANwB8IANB24nAACkAADcAhAEgA0HjicAALwAAOwCMAUEiIQhBjgEMMgsgAiAKSw0tAkACQAJAAkACQAJAAkAgAkEDaw4FAAECAwQGCwJAIAQtAABBxwBrDgoFBgYGBgYGBgYABgsCQAJAIAQtAAFB0gBrDgQBBwcABwsgBC0AAkHUAEcNBkEEIQAMCAsgBC0AAkHJAEcNBUEKIQBBAQwICwJAAkAgBC0AAEHIAGsOCQAGBgYGBgYGAQYLIAQtAAFBxQBHDQUgBC0AAkHBAEcNBSAELQADQcQARw0FQQIhAAwHCyAELQABQc8ARw0EIAQtAAJB0wBHDQQgBC0AA0HUAEcNBEEDIQAMBgsCQAJAIAQtAABB0ABrDgUABQUFAQULIAQtAAFBwQBHDQQgBC0AAkHUAEcNBCAELQADQcMARw0EIAQtAARByABHDQRBCSEADAYLIAQtAAFB0gBHDQMgBC0AAkHBAEcNAyAELQADQcMARw0DIAQtAARBxQBHDQNBCCEADAULIAQtAABBxABHDQIgBC0AAUHFAEcNAiAELQACQcwARw0CIAQtAANBxQBHDQIgBC0ABEHUAEcNAiAELQAFQcUARw0CQQUhAAwECwJAAkAgBC0AAEHDAGsODQADAwMDAwMDAwMDAwEDCyAELQABQc8ARw0CIAQtAAJBzgBHDQIgBC0AA0HOAEcNAiAELQAEQcUARw0CIAQtAAVBwwBHDQIgBC0ABkHUAEcNAiADQQE6ABVBBiEADAQLIAQtAAFB0ABHDQEgBC0AAkHUAEcNASAELQADQckARw0BIAQtAARBzwBHDQEgBC0ABUHOAEcNASAELQAGQdMARw0BQQchAAwDCyAELQABQcUARg0ECyADQQA6AEwgAiEHIAQhAAwECyADQQY6ACYgA0ECOgAkIANBmIrAACkAADcAbCADQaCKwAApAAA3AHQgA0GmisAAKQAANwB6QRYhCEGCAQwwC0EACyEPIAMgADoATAwCCyADIAQtAAJB1ABGIg86AEwgAiEHIAQhACAPRQ0AQQAhDwwBCwJAA0AgAC0AAC0AgIBARQ0BIABBAWohACAHQQFrIgcNAAtBACEPDAELIANBBjoAJiADQQI6ACQgA0G6iMAAKQAANwBsIANBwojAACkAADcAdCADQcqIwAApAAA3AHwMBQsgEyANayITIAtqIRUgCSEHIAYhAAJAA0AgACAKTw0pIAAgBGotAAAtAICGQARAIABBAWohACAHQQFrIgdFDQIMAQsLIANBBjoAJiADQQI6ACQgA0HSiMAAKQAANwBsIANB2ojAACkAADcAdCADQd+IwAApAAA3AHkMBwsgDiAQQQlqRw0CAkAgDiALa0EIRw0AIA0pAAAiLkLIqNGC9cWMlzBRDQIgLkLIqNGC9aWMlzFSDQAgD0UNBCADQRE6ACYgA0ECOgAkIANB54jAACkAADcAbCADQe+IwAApAAA3AHQgA0H3iMAAKQAANwB8IANB/ojAACkAADcAgwEMHgsLIANBBjoAJiADQQI6ACQgA0GeicAAKQAANwBsIANBponAACkAADcAdEEQIQhB/AAMKgsgDw0BIANBEToAJiADQQI6ACQgA0GGicAAKQAANwBsIANBjonAACkAADcAdCADQZaJwAApAAA3AHwMAgsgA0EGOgAmIANBAjoAJCADQa6JwAApAAA3AGwgA0G2icAAKQAANwB0IANBu4nAACkAADcAeQwDCwJAICNFDQAgQEIAUgRAIAVBEGpBgYAETw0qIAMoAiAhACADKAL4AiAFakEIOgAAIAMoAvgCIAVqQQFqIAA2AAAgAygC+AIgBWpBBWogAjYAACAFQQlqIQULID9CAFIEQCAFQRBqQYGABE8NKiADKAIgIQAgAygC+AIgBWpBCToAACADKAL4AiAFakEBaiAAIAZqNgAAIAMoAvgCIAVqQQVqIAk2AAAgBUEJaiEFCyA7QgBSBEAgBUEQakGBgARPDSogAygCICEAIAMoAvgCIAVqQQo6AAAgAygC+AIgBWpBAWogACALajYAACADKAL4AiAFakEFaiATNgAAIAVBCWohBQsgOlANACAFQRBqQYCABEsNKSADKAIgIQAgAygC+AIgBWpBCzoAACADKAL4AiAFakEBaiAAIBVBAWpqNgAAIAMoAvgCIAVqQQVqQQM2AAAgBUEJaiEFCyAOQQJqIQAgAy0AJCECIAMtAExBCkYEQCACQQJGDSEgA0EFOgAkDCELIAJBAkYNICADQQY6ACQMIAtBGCEIQYQBDCYLIAMoAgAgCEsNJiADQQY6ACYgA0ECOgAkIANBpYjAACkAADcAbCADQa2IwAApAAA3AHQgA0GyiMAAKQAANwB5C0EVIQhBgQEMJAsCQAJAAkAgAy0AECIARQRAIAMtABFBAXENAQsgAA0CIB0NAQwGCyAeRQ0EIDhCAFIEQCAFQRBqQYGABE8NJyADKAIgIQAgAygC+AIgBWpBBToAACADKAL4AiAFakEBaiAANgAAIAMoAvgCIAVqQQVqQQA2AAAgBUEJaiEFCyA0UA0EIAVBEGpBgIAESw0mIAMoAiAhACADKAL4AiAFakEDOgAAIAMoAvgCIAVqQQFqIAA2AAAgAygC+AIgBWpBBWpBADYAACAFQQlqIQUMBAsgOUIAUgRAIAVBEGpBgYAETw0mIAMoAiAhACADKAL4AiAFakEGOgAAIAMoAvgCIAVqQQFqIAA2AAAgAygC+AIgBWpBBWpBADYAACAFQQlqIQULIDRQDQQgBUEQakGAgARLDSUgAygCICEAIAMoAvgCIAVqQQM6AAAgAygC+AIgBWpBAWogADYAACADKAL4AiAFakEFakEANgAAIAVBCWohBQwECwJAIApBBE0EQCAKQQFNDQMMAQsgBC0ABEEvRw0AIAQoAABByKjRggVHDQAgA0EAOgARAkAgHUUNACA5QgBSBEAgBUEQakGBgARPDScgAygCICEAIAMoAvgCIAVqQQY6AAAgAygC+AIgBWpBAWogADYAACADKAL4AiAFakEFakEANgAAIAVBCWohBQsgNFANACAFQRBqQYCABEsNJiADKAIgIQAgAygC+AIgBWpBAzoAACADKAL4AiAFakEBaiAANgAAIAMoAvgCIAVqQQVqQQA2AAAgBUEJaiEFC0EAIQEgAy0AJEECRg0eIANBBDoAJAweCyAELwAAQY0URw0BC0EAIQFBAiEADBsLIANBAToAEQJAIB5FDQAgOEIAUgRAIAVBEGpBgYAETw0kIAMoAiAhACADKAL4AiAFakEFOgAAIAMoAvgCIAVqQQFqIAA2AAAgAygC+AIgBWpBBWpBADYAACAFQQlqIQULIDRQDQAgBUEQakGAgARLDSMgAygCICEAIAMoAvgCIAVqQQM6AAAgAygC+AIgBWpBAWogADYAACADKAL4AiAFakEFakEANgAAIAVBCWohBQtBACEBIAMtACRBAkYNGyADQQM6ACQMGwtBACEBIAMtACRBAkYNGiADQQM6ACQMGgtBACEBIAMtACRBAkYNGSADQQQ6ACQMGQsgA0EDOgAmIANBAjoAJCADQaeYwAApAAA3AGwgA0GsmMAAKQAANwBxDBMLIAhFDQtBACEAQX8hBwJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAA0ACQAJAAkACQAJAAkACQAJAIAAgBGoiCS0AACIBQQ1GBEAgCEEBayAARg04IABBAWoiDyAKTw0zIAlBAWoiAS0AAEEKRw0BAkACQAJAAkAgAEUEQCAkDQIgBUEaakGAgARNDQFBASEBQQIhAAw1CyAMQTo6AHQgDEFAayAMQfQAaiAEIAEQHCAMKAJAQQFxBEAgDCgCRCIBIARHDQQLDCgLIAMtAEwgAygCSCIBIAMtABEiAhshBkEAIQBBAEECIAMtAE9rIAMtAE0iCRshByADKAIgQQJqIQ4gAy0AUEF/c0EBcSELAkAgAy0AUkEBRw0AIAMtAFFBAXFFDQAgAiABQeUARnIhAAsgAykDKCEuIAMtAFMhASADKAL4AiAFakEQOgAAIAMoAvgCIAVqQQFqIA42AAAgAygC+AIgBWpBBWogBjsAACADKAL4AiAFakEHaiALOgAAIAMoAvgCIAVqQQhqIAA6AAAgAygC+AIgBWpBCWogAToAACADKAL4AiAFakEKaiAHOgAAIAMoAvgCIAVqQQtqIC5CACAJGzcAACAFQRNqIQUgAy0AJEECRg0BCyADQQc6ACQLIANBAToAFCADLQASIQFBAiEADDELIAEgBGsiDkEBaiEGAkACQAJAIAQtAAAiAUHDAGsOMwEAAAAAAAAAAAAAAAAAAAAAAQEAAAAAAAAAAAAAAAAAAQAAAAAAAAAAAAAAAAAAAAABAQALQQAhAQNAIAEgCkYNNiABIARqLQAALQCAgEAEQCAOIAFBAWoiAUYNAwwBCwsMJgsgCiAOSQ00IAMoAkghCwJAAkACQAJAIA5BB2sOCwMkJAIkJCQAJCQBJAsgDiECIAQgAUEgckHjAEcNJBogBCAELQABQSByQe8ARw0kGiAEIAQtAAJBIHJB7gBHDSQaIAQgBC0AA0EgckH0AEcNJBogBCAELQAEQSByQeUARw0kGiAEIAQtAAVBIHJB7gBHDSQaIAQgBC0ABkEgckH0AEcNJBogBCAELQAHQS1HDSQaIAQgBC0ACEEgckHsAEcNJBogBCAELQAJQSByQeUARw0kGiAEIAQtAApBIHJB7gBHDSQaIAQgBC0AC0EgckHnAEcNJBogBCAELQAMQSByQfQARw0kGiAEIAQtAA1BIHJB6ABHDSQaIAMtAE4NBiALQX5xQcwBRyALQeQAa0HkAE9xRQRAIANBBzoAJiADQQI6ACQgA0GVjMAAKQAANwBsIANBnYzAACkAADcAdCADQaWMwAApAAA3AHwgA0GtjMAAKQAANwCEASADQbWMwAApAAA3AIwBIANBvYzAACkAADcAlAEgA0HFjMAAKQAANwCcASADQc2MwAAoAAA2AKQBQTwhCEGoAQw8CwJAAkAgAy0ATUUEQEEPIQEgACAGTQ0jIAlBAWsiAS0AACICQSBGIgtFIAJBCUdxDQIgAEEQSw0BDCILIANBDToAJiADQQI6ACQgA0GSjcAAKQAANwBsIANBmo3AACkAADcAdCADQaKNwAApAAA3AHwgA0GqjcAAKQAANwCEASADQbGNwAApAAA3AIsBDCALIAYgCk8NOCAEIAZqLQAAQSBHDSAgBC0AECICQQlGDSAgAkEgRg0gIAEtAAAiAUEJRg0gIAFBIEYNIEEQIQEgACEJDCMLQRAgBiAEIAZqLQAAIgJBIEYbIgEgAE8NHSABIARqLQAAIgZBCUYNHCAAIQkgBkEgRg0cDCILIA4hAiAEIAFBIHJB9ABHDSMaIAQgBC0AAUEgckHyAEcNIxogBCAELQACQSByQeEARw0jGiAEIAQtAANBIHJB7gBHDSMaIAQgBC0ABEEgckHzAEcNIxogBCAELQAFQSByQeYARw0jGiAEIAQtAAZBIHJB5QBHDSMaIAQgBC0AB0EgckHyAEcNIxogBCAELQAIQS1HDSMaIAQgBC0ACUEgckHlAEcNIxogBCAELQAKQSByQe4ARw0jGiAEIAQtAAtBIHJB4wBHDSMaIAQgBC0ADEEgckHvAEcNIxogBCAELQANQSByQeQARw0jGiAEIAQtAA5BIHJB6QBHDSMaIAQgBC0AD0EgckHuAEcNIxogBCAELQAQQSByQecARw0jGiADLQBNDQYgC0HMAWtBAkkNGiALQbACRg0aIAtB5ABrQeQASQ0aIABBE00EQEESIQEgAEETRw0ZDBgLIAYgCk8NNiAEIAZqLQAAQSBHDRcgBC0AEyIBQQlGDRcgAUEgRg0XIAlBAWstAAAiAUEJRg0XIAFBIEYNF0ETIQEgACEJDBkLIA4hAiAEIAFBIHJB4wBHDSIaIAQgBC0AAUEgckHvAEcNIhogBCAELQACQSByQe4ARw0iGiAEIAQtAANBIHJB7gBHDSIaIAQgBC0ABEEgckHlAEcNIhogBCAELQAFQSByQeMARw0iGiAEIAQtAAZBIHJB9ABHDSIaIAQgBC0AB0EgckHpAEcNIhogBCAELQAIQSByQe8ARw0iGiAEIAQtAAlBIHJB7gBHDSIaIABBDE0EQEELIQEgAEEMRw0UDBMLIAYgCk8NNSAEIAZqLQAAQSBHDRIgBC0ADCIBQQlGDRIgAUEgRg0SIAlBAWstAAAiAUEJRg0SIAFBIEYNEkEMIQEgACEJDBQLAkACQCABQdQAaw4iAAEiIiIiIiIiIiIiIiIiIiIiIiIiIiIiIiIiIiIiIiIAASILAkAgBC0AAUEgckHyAEcNACAELQACQSByQeEARw0AIAQtAANBIHJB6QBHDQAgBC0ABEEgckHsAEcNACAELQAFQSByQeUARw0AIAQtAAZBIHJB8gBHDQAgA0EBOgBTIABBCU0EQEEIIQEgAEEJRw0TDBILIAYgCk8NNiAEIAZqLQAAQSBHDREgBC0ACSIBQQlGDREgAUEgRg0RIAlBAWstAAAiAUEJRg0RIAFBIEYNEUEJIQEgACEJDCYLIA4hAiAEIAFB1QBHDSIaCyAOIQIgBCAELQABQSByQfAARw0hGiAEIAQtAAJBIHJB5wBHDSEaIAQgBC0AA0EgckHyAEcNIRogBCAELQAEQSByQeEARw0hGiAEIAQtAAVBIHJB5ABHDSEaIAQgBC0ABkEgckHlAEcNIRogAEEJTQRAQQghASAAQQlHDQ0MDAsgBiAKTw00IAQgBmotAABBIEcNCyAELQAJIgFBCUYNCyABQSBGDQsgCUEBay0AACIBQQlGDQsgAUEgRg0LQQkhASAAIQkMDQsgGkUNISAOQQJqIgEgAE8NCCAGIApPDTMgBCAGai0AAEEgRw0IIAEgBGotAAAiAkEJRg0IIAJBIEYNCCAJQQFrLQAAIgJBCUYNCCAAIQkgAkEgRw0jDAgLAkAgAUEgTwRAIAFB/wBGDQEMCAsgAUEJRg0HCyAAIApPDSMgAEECTQRAIABBAWohAEEAIQgDQCAEIAhqLQAAQTpGDQcgACAIQQFqIghHDQALDCQLQYCChAggBCgAACIBQbr06NEDc2sgAXJBgIGChHhxQYCBgoR4RwRAIABBAWohAEEAIQgDQCAEIAhqLQAAQTpGDQcgACAIQQFqIghHDQALDCQLQQQgBEEDcSICayEBIABBCEkNAyAJQQFqIQIgASAEaiEIIAEgAEEHayIASw0EIAAgBGohAANAQYCChAggCCgCACIBQbr06NEDc2sgAXJBgIGChHhxQYCBgoR4Rw0FQYCChAggCEEEaigCACIBQbr06NEDc2sgAXJBgIGChHhxQYCBgoR4Rw0FIAhBCGoiCCAATQ0ACwwECyADQQY6ACYgA0ECOgAkIANBrorAACkAADcAbCADQbOKwAApAAA3AHEMKgsgA0EHOgAmIANBAjoAJEHJACEIIANB7ABqQbmNwABByQD8CgAAQbUBDDQLIANBCDoAJiADQQI6ACRByQAhCCADQewAakGgkMAAQckA/AoAAEG1AQwzCyAAIAFJDR8gBEEEaiEBIABBA2shAEEAIAJrIQgDQCABIAhqLQAAQTpGDQIgCEEBaiIIIABHDQALDB8LIAIgCE0NHgNAIAgtAABBOkYNASAIIAlGIAhBAWohCEUNAAsMHgsgA0EGOgAmIANBAjoAJCADQaGSwAApAAA3AGwgA0GpksAAKQAANwB0IANBsZLAACkAADcAfCADQbmSwAApAAA3AIQBIANBwZLAACgAADYAjAEMFgsgB0EBaiEHIAggAEEBaiIARw0BDB0LCyAAAn8CQCAAIAZNDQADQCAEIAZqLQAAIgFBCUcgAUEgR3ENASAAIAZBAWoiBkcNAAsgAAwBCyAGCyIBTQRAIAAhCQwaCwNAIAcgCk8NKgJAIAQgB2otAAAiAkEJRg0AIAJBIEYNACAHQQFqIQkMGwsgASAHSSAHQQFrIQcNAAsgASEJDBkLQQghAQNAIAEgBGotAAAiBkEJRyAGQSBHcQ0BIAAgAUEBaiIBRw0ACyAAIQELAn8gACAAIAFNDQAaAkADQCAHIApPDSogBCAHai0AACIGQQlHIAZBIEdxDQEgASAHSSAHQQFrIQcNAAsgAQwBCyAHQQFqCyIJIAFGDQEgCUEBaiEPCyAEQQFrIRAgBCAPaiETIAEhBwNAAkAgByAJTw0AIAcgCk8NKCAEIAdqLQAAIgJBCUYEQCAHQQFqIQcMAgsgAkEgRw0AIAdBAWohBwwBCwJAIAcgCUYNAAJAAkACfyAJIAkgCk8NABogCSAHIAlLDQAaIAxBLDoAdCAMQThqIAxB9ABqIAQgB2oiBiATEBwgDCgCOEEBcSILBH8gDCgCPCAGawUgAgsgB2ogCSALGwsiCyAHQQFqIgZNDQAgByAKTw0qIAQgB2otAABBIEcNACAGIApPDSogBCAGai0AACICQQlGDQAgAkEgRg0AIAtBAWsiAiAKTw0qIAIgBGotAAAiDUEJRg0AIAshAiANQSBHDQELAkACfwJAIAcgC08NACAHIAogByAKSxshAgNAIAIgB0YNLSAEIAdqLQAAIgZBCUcgBkEgR3ENASALIAdBAWoiB0cNAAsgCwwBCyAHCyIGIAsiAk8NAANAIAJBAWsiByAKTw0rIAIgEGotAAAiDUEJRyANQSBHcQ0BIAciAiAGSw0ACyAGIQILIAIgBkcNACADQQY6ACYgA0ECOgAkIANBxZHAACkAADcAbCADQc2RwAApAAA3AHQgA0HVkcAAKQAANwB8IANB2pHAACkAADcAgQEMHQsCQAJAAn8gAiACIApPIhUNABogAiACIAZJDQAaIAxBLzoAdCAMQTBqIAxB9ABqIAQgBmoiDSACIARqQQFqEBwgDCgCMEEBcSIPBH8gDCgCNCANawUgBwsgBmogAiAPGwsiDSAGRg0AIAYgDU8NASAKIAZrIgdBACAHIApNGyEHIA0gBmshDyAEIAZqIQYDQCAHRQ0rIAYtAAAtAICAQEUNASAHQQFrIQcgBkEBaiEGIA9BAWsiDw0ACwwBCyADQQY6ACYgA0ECOgAkIANB4pHAACkAADcAbCADQeqRwAApAAA3AHQgA0HykcAAKQAANwB8IANB+pHAACgAADYAhAEMHAsCQCACIA1NDQAgDUEBaiEHAkAgFUUEQCAMQS86AHQgDEEoaiAMQfQAaiAEIAdqIgYgBiACIA1rahAcIAwoAihBAXENAQsgAiAHRg0AIAIgB00NAQNAIAcgCk8NKyAEIAdqLQAALQCAgEBFDQEgB0EBaiIHIAJHDQALDAELIANBBjoAJiADQQI6ACQgA0HikcAAKQAANwBsIANB6pHAACkAADcAdCADQfKRwAApAAA3AHwgA0H6kcAAKAAANgCEAQwcCyAJIAtGDQAgC0EBaiEHDAELCyADQQE6AFIMFgsgA0EGOgAmIANBAjoAJCADQcWRwAApAAA3AGwgA0HNkcAAKQAANwB0IANB1ZHAACkAADcAfCADQdqRwAApAAA3AIEBDBkLQQghAQNAIAEgBGotAAAiAkEJRyACQSBHcQ0BIAAgAUEBaiIBRw0ACyAAIQELAn8gACAAIAFNDQAaAkADQCAHIApPDSYgBCAHai0AACICQQlHIAJBIEdxDQEgASAHSSAHQQFrIQcNAAsgAQwBCyAHQQFqCyIJIAFHDRMgA0EGOgAmIANBAjoAJCADQaiRwAApAAA3AGwgA0GwkcAAKQAANwB0IANBuJHAACkAADcAfCADQb2RwAApAAA3AIEBDBcLQQshAQNAIAEgBGotAAAiBkEJRyAGQSBHcQ0BIAAgAUEBaiIBRw0ACyAAIQELAn8gACAAIAFNDQAaAkADQCAHIApPDSQgBCAHai0AACIGQQlHIAZBIEdxDQEgASAHSSAHQQFrIQcNAAsgAQwBCyAHQQFqCyIJIAFHDQAMAQsgCSAKSw0gIAEgCUsNICABIARqIQYCQAJAAkACQCAJIAFrQQVrDgYAAwIDAwEDCyAGLQAAQSByQeMARw0CIAYtAAFBIHJB7ABHDQIgBi0AAkEgckHvAEcNAiAGLQADQSByQfMARw0CIAYtAARBIHJB5QBHDQIgA0EBOgBQDBMLIAYtAABBIHJB6wBHDQEgBi0AAUEgckHlAEcNASAGLQACQSByQeUARw0BIAYtAANBIHJB8ABHDQEgBi0ABEEtRw0BIAYtAAVBIHJB4QBHDQEgBi0ABkEgckHsAEcNASAGLQAHQSByQekARw0BIAYtAAhBIHJB9gBHDQEgBi0ACUEgckHlAEcNAQwSCyAGLQAAQSByQfUARw0AIAYtAAFBIHJB8ABHDQAgBi0AAkEgckHnAEcNACAGLQADQSByQfIARw0AIAYtAARBIHJB4QBHDQAgBi0ABUEgckHkAEcNACAGLQAGQSByQeUARw0AIANBAToAUQwRCyAEQQFrIQ0gBCAJakEBaiEQIAEhBwNAAkAgByAJTw0AIAQgB2otAAAiAkEJRgRAIAdBAWohBwwCCyACQSBHDQAgB0EBaiEHDAELIAcgCUYNEQJAAkACfyAJIAkgCk8NABogCSAHIAlLDQAaIAxBLDoAdCAMQSBqIAxB9ABqIAQgB2oiBiAQEBwgDCgCIEEBcSILBH8gDCgCJCAGawUgAgsgB2ogCSALGwsiCyAHQQFqIgZNDQAgByAKTw0jIAQgB2otAABBIEcNACAGIApPDSMgBCAGai0AACICQQlGDQAgAkEgRg0AIAtBAWsiAiAKTw0jIAIgBGotAAAiD0EJRg0AIAshAiAPQSBHDQELAkACfwJAIAcgC08NACAHIAogByAKSxshAgNAIAIgB0YNJiAEIAdqLQAAIgZBCUcgBkEgR3ENASALIAdBAWoiB0cNAAsgCwwBCyAHCyIGIAsiAk8NAANAIAJBAWsiByAKTw0kIAIgDWotAAAiD0EJRyAPQSBHcQ0BIAciAiAGSw0ACyAGIQILIAIgBkcNAAwCCyACIApLDSEgAiAGSQ0hIAQgBmohBwJAAkACQAJAAkAgAiAGayIPQQVrDgYAAwEDAwIDCyAHLQAAQSByQeMARw0CIActAAFBIHJB7ABHDQIgBy0AAkEgckHvAEcNAiAHLQADQSByQfMARw0CIActAARBIHJB5QBHDQIgA0EBOgBQDAMLIActAABBIHJB9QBHDQEgBy0AAUEgckHwAEcNASAHLQACQSByQecARw0BIActAANBIHJB8gBHDQEgBy0ABEEgckHhAEcNASAHLQAFQSByQeQARw0BIActAAZBIHJB5QBHDQEgA0EBOgBRDAILIActAABBIHJB6wBHDQAgBy0AAUEgckHlAEcNACAHLQACQSByQeUARw0AIActAANBIHJB8ABHDQAgBy0ABEEtRw0AIActAAVBIHJB4QBHDQAgBy0ABkEgckHsAEcNACAHLQAHQSByQekARw0AIActAAhBIHJB9gBHDQAgBy0ACUEgckHlAEYNAQsCQCACIAZGDQAgAiAGTQ0BA0AgBy0AAC0AgIBARQ0BIAdBAWohByAPQQFrIg8NAAsMAQsgA0EGOgAmIANBAjoAJCADQYmRwAApAAA3AGwgA0GRkcAAKQAANwB0IANBmZHAACkAADcAfCADQaCRwAApAAA3AIMBDBgLIAkgC0YNESALQQFqIQcMAAsACyADQQY6ACYgA0ECOgAkIANB6ZDAACkAADcAbCADQfGQwAApAAA3AHQgA0H5kMAAKQAANwB8IANBgZHAACkAADcAhAFBICEIQYwBDCMLQRIhAQNAIAEgBGotAAAiBkEJRyAGQSBHcQ0BIAAgAUEBaiIBRw0ACyAAIQELAn8gACAAIAFNDQAaAkADQCAHIApPDSAgBCAHai0AACIGQQlHIAZBIEdxDQEgASAHSSAHQQFrIQcNAAsgAQwBCyAHQQFqCyIJIAFHDQAgA0EGOgAmIANBAjoAJCADQcGOwAApAAA3AGwgA0HJjsAAKQAANwB0IANB0Y7AACkAADcAfCADQdmOwAApAAA3AIQBIANB4I7AACkAADcAiwEMBAsgA0EBOgBOIAkgCksNHCABIAlLDRwCQCAJIAFrQQdGBEAgASAEaiIGNQAAIAZBBmoxAABCMIYgBkEEajMAAEIghoSEQuPQ1fO2rZkyUQ0BCyAEQQFrIQ8gBCAJakEBaiEQIAMtAE8hDSABIQcDQAJAIAcgCU8NACAEIAdqLQAAIgJBCUYEQCAHQQFqIQcMAgsgAkEgRw0AIAdBAWohBwwBCyAHIAlGDQ4CQCAJIgYgCk8NACAGIAdJDQAgDEEsOgB0IAxBGGogDEH0AGogBCAHaiIGIBAQHCAMKAIYQQFxIgsEfyAMKAIcIAZrBSACCyAHaiAJIAsbIQYLAkACQCAHQQFqIgsgBk8NACAHIApPDSAgBCAHai0AAEEgRw0AIAogC00NICAEIAtqLQAAIgJBCUYNACACQSBGDQAgBkEBayICIApPDSAgAiAEai0AACITQQlGDQAgBiECIBNBIEcNAQsCfwJAIAYgB00NACAHIAogByAKSxshAgNAIAIgB0YNIiAEIAdqLQAAIgtBCUcgC0EgR3ENASAGIAdBAWoiB0cNAAsgBgwBCyAHCyELAkAgCyAGIgJPDQADQCACQQFrIgcgCk8NISACIA9qLQAAIhNBCUcgE0EgR3ENASAHIgIgC0sNAAsgCyECCyACIAtHDQAgA0EGOgAmIANBAjoAJCADQcGOwAApAAA3AGwgA0HJjsAAKQAANwB0IANB0Y7AACkAADcAfCADQdmOwAApAAA3AIQBIANB4I7AACkAADcAiwEMBgsgA0EBOgBOIAIgCksNHiACIAtJDR4CQAJAIAIgC2tBB0cNACAEIAtqIgctAABBIHJB4wBHDQAgBy0AAUEgckHoAEcNACAHLQACQSByQfUARw0AIActAANBIHJB7gBHDQAgBy0ABEEgckHrAEcNACAHLQAFQSByQeUARw0AIActAAZBIHJB5ABHDQAgDUEBcUUEQEEBIQ0gA0EBOgBPDAILIANBDjoAJiADQQI6ACRB6wAhCCADQewAakHojsAAQesA/AoAAEHXAQwkCyANQQFxQQAhDUUNACADQQ46ACYgA0ECOgAkQc0AIQggA0HsAGpB04/AAEHNAPwKAABBuQEMIwsgBiAJRg0OIAZBAWohBwwACwALIAMtAE9FBEAgA0EBOgBPDA0LIANBDjoAJiADQQI6ACRB6wAhCCADQewAakHojsAAQesA/AoAAEHXAQwgCyADQQg6ACYgA0ECOgAkIANBgo7AACkAADcAbCADQYqOwAApAAA3AHQgA0GSjsAAKQAANwB8IANBmo7AACkAADcAhAEgA0GijsAAKQAANwCMASADQaqOwAApAAA3AJQBIANBso7AACkAADcAnAEgA0G5jsAAKQAANwCjAUE/IQhBqwEMHwsgAEERSQ0AIAJBIEcNACAELQAQIgFBCUYNACABQSBGDQBBECEBIAAhCSALRQ0FC0EPIQECQANAIAEgBGotAAAiAkEJRyACQSBHcQ0BIAAgAUEBaiIBRw0ACyAAIQELAn8gACAAIAFNDQAaAkADQCAHIApPDRwgBCAHai0AACICQQlHIAJBIEdxDQEgASAHSSAHQQFrIQcNAAsgAQwBCyAHQQFqCyIJIAFHDQQgA0EGOgAmIANBAjoAJCADQdGMwAApAAA3AGwgA0HZjMAAKQAANwB0IANB4YzAACkAADcAfCADQemMwAApAAA3AIQBIANB8YzAACgAADYAjAEMAwtBJyEIQZMBDBwLQQ8hAQNAIAEgBGotAAAiAkEJRyACQSBHcQ0BIAAgAUEBaiIBRw0ACyAAIQELAn8gACAAIAFNDQAaA0AgByAKTw0YAkAgBCAHai0AACICQQlGDQAgAkEgRg0AIAdBAWoMAgsgASAHSSAHQQFrIQcNAAsgAQsiCSABRw0BIANBBjoAJiADQQI6ACQgA0HRjMAAKQAANwBsIANB2YzAACkAADcAdCADQeGMwAApAAA3AHwgA0HpjMAAKQAANwCEASADQfGMwAAoAAA2AIwBC0EkIQhBkAEMGQsgCSABayIGQRNNBEBCACEuIAEgCUkEQCAKIAFrIgJBACACIApNGyEHIAEgBGohAgNAIAdFDRcgAi0AAEEwayILQf8BcUEKTwRAIANBDToAJiADQQI6ACQgA0H1jMAAKQAANwBsIANB/YzAACkAADcAdCADQYWNwAApAAA3AHwgA0GKjcAAKQAANwCBAQwMCyAuQgp+IAutQv8Bg3whLiAHQQFrIQcgAkEBaiECIAZBAWsiBg0ACwsgAyAuNwM4IAMgLjcDKCADQQE6AE0MBQsgA0ENOgAmIANBAjoAJCADQfWMwAApAAA3AGwgA0H9jMAAKQAANwB0IANBhY3AACkAADcAfCADQYqNwAApAAA3AIEBDAgLIA4hAiAECyEBAkADQCABLQAALQCAgEAEQCABQQFqIQEgAkEBayICDQEMAgsLDAQLIBpFDQACQCAOQQJqIgEgAE8NACAGIApPDRMgBCAGai0AAEEgRw0AIAEgBGotAAAiAkEJRg0AIAJBIEYNACAJQQFrLQAAIgJBCUYNACAAIQkgAkEgRw0DCwJAIAAgBk0NAANAIAQgBmotAAAiAUEJRyABQSBHcQ0BIAAgBkEBaiIGRw0ACyAAIQYLIAAgBk0NAAJAA0AgByAKTw0UIAQgB2otAAAiAUEJRyABQSBHcQ0BIAYgB0kgB0EBayEHDQALIAYMAgsgB0EBagwBCyAACyEJIAYhAQsgJkUEQCAFQRBqQYCABEsNFSADKAIgIQIgAygC+AIgBWpBDjoAACADKAL4AiAFakEBaiACNgAAIAMoAvgCIAVqQQVqIA42AAAgBUEJaiEFCyAFICVFDQcaIAVBEGpBgIAESw0UIAkgAWshByADKAIgIAFqIRdBDyEBDAYLIANBBjoAJiADQQI6ACQgA0H+kcAAKQAANwBsIANBhpLAACkAADcAdCADQY6SwAApAAA3AHwgA0GWksAAKQAANwCEASADQZ2SwAAoAAA2AIsBQSMhCEGPAQwSCyADKAIEIAhLDRIgA0EGOgAmIANBAjoAJCADQYGMwAApAAA3AGwgA0GJjMAAKQAANwB0IANBkYzAACgAADYAfAwCC0EcIQhBiAEMEAtBHSEIQYkBDA8LQRQhCEGAAQwOC0EfIQhBiwEMDQsgAygC+AIgBWogAToAACADKAL4AiAFakEBaiAXNgAAIAMoAvgCIAVqQQVqIAc2AAAgBUEJagshBUEAIQEgAEECaiIADQQMBQtBDSEIQfkADAoLAkAgFkUNACAzQgBSBEAgBUFwSA0MIAMoAiAhASADKAL4AiAFaiIAQQQ6AAAgAEEFakEANgAAIABBAWogAUECajYAACAFQQlqIQULIDJQDQAgBUFwSA0LIAMoAiAhASADKAL4AiAFaiIAQQc6AAAgAEEFakEANgAAIABBAWogAUECajYAACAFQQlqIQULIANBADoAFiADQQA6ABQCQAJAIAMtAFJBAUYEQCADLQARQQFxDQELIAMtAFANAUECIQAgAy0AJEECRw0CQQAhAQwEC0ECIQBBACEBIAMtACRBAkYNAyADQQ46ACQMAwsgGUUNASAFQXBIDQogAygCICEBIAMoAvgCIAVqIgBBAjoAACAAQQVqQQA2AAAgAEEBaiABNgAAIAVBCWohBQwBC0EAIQEgA0EAOgAkDAELQQIhAEEAIQEgAy0AJEECRg0AIANBAToAJAsgAyADKAIgIABqNgIgIAAgCksNAiAIIABrIQggACAEaiEEIAogAGshCgtBASEXIAFBAXENBiADLQAlQQFxRQ0ACwwFCwALAAsgAygC+AJBADoAAAwDCyADQQY6ACYgA0ECOgAkIANBlojAACkAADcAbCADQZ2IwAApAAA3AHNBDyEIQfsACyADIAg6APQCQQAhFyADakEAOgAACyADIAMpAxggAygCICIBrXw3AxgCQCADLQATRQ0AIAMoAvACIgAEQCADKALsAiAAEFcLIANCADcC7AIgASAUTw0AAkACQCAKRQRAQQEhCAwBCyAKQQEQVSIIRQ0BIApFDQAgCCAEIAr8CgAACyADIAg2AuwCIAMgCjYC8AIMAQsACwJAAkAgLUIBg1AgF3IEQCAhRQ0BDAILIAVB+v8Da0H//3tJDQAgAygC+AIgBWoiAEEBOgAAIABBAWogAygCIDYAACAAQQVqIAMtACY6AAAgBUEGaiEFCyADKAL4AiAFakEAOgAACwJAIAMpA1giLVANACAtQgGDIS4gLUKAgAKDIS8gLUICgyEwIC1CBIMhMiAtQgiDITMgLUIQgyE0IC1CIIMhNSAtQsAAgyE2IC1CgAGDITEgLUKAAoMhOCAtQoAEgyE5IC1CgAiDITogLUKAEIMhOyAtQoAggyE8IC1CgMAAgyE9IC1CgIABgyE+IC1CgIAEgyE/IC1CgIAIgyFAIC1CgIAQgyFBIC1CgIAggyFCIC1CgIDAAIMhQyAtQoCAgAGDIUQgLUKAgIACgyFFIC1CgICABIMhRiAtQoCAgAiDITcgLUKAgIAQgyFHIC1CgICAIIMhSCAtQoCAgMAAgyEtIAMoAmghBiADKAL4AiEJQQAhBANAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAIAQgCWoiAC0AAEEBaw4cAAIDBAUGBwgJCgsMDQ4PARAREhMUFRYXGBkaGx8LQQYhAiAuUA0bIAYgAEEBaigAAEEAEAAgBEEGaiEEDB0LQRMhAiAvUA0aIAYgAEEBaigAACAAQQVqLwAAIABBB2otAABBAEcgAEEIai0AAEEARyAAQQlqLQAAQQBHIABBCmotAAAgAEELaikAALoQASAEQRNqIQQMHAtBCSECIDBQDRkgBiAAQQFqKAAAIABBBWooAAAQAiAEQQlqIQQMGwtBCSECIDJQDRggBiAAQQFqKAAAIABBBWooAAAQAyAEQQlqIQQMGgtBCSECIDNQDRcgBiAAQQFqKAAAIABBBWooAAAQBCAEQQlqIQQMGQtBCSECIDRQDRYgBiAAQQFqKAAAIABBBWooAAAQBSAEQQlqIQQMGAtBCSECIDVQDRUgBiAAQQFqKAAAIABBBWooAAAQBiAEQQlqIQQMFwtBCSECIDZQDRQgBiAAQQFqKAAAIABBBWooAAAQByAEQQlqIQQMFgtBCSECIDFQDRMgBiAAQQFqKAAAIABBBWooAAAQCCAEQQlqIQQMFQtBCSECIDhQDRIgBiAAQQFqKAAAIABBBWooAAAQCSAEQQlqIQQMFAtBCSECIDlQDREgBiAAQQFqKAAAIABBBWooAAAQCiAEQQlqIQQMEwtBCSECIDpQDRAgBiAAQQFqKAAAIABBBWooAAAQCyAEQQlqIQQMEgtBCSECIDtQDQ8gBiAAQQFqKAAAIABBBWooAAAQDCAEQQlqIQQMEQtBCSECIDxQDQ4gBiAAQQFqKAAAIABBBWooAAAQDSAEQQlqIQQMEAtBCSECID1QDQ0gBiAAQQFqKAAAIABBBWooAAAQDiAEQQlqIQQMDwtBCSECID5QDQwgBiAAQQFqKAAAIABBBWooAAAQDyAEQQlqIQQMDgtBCSECID9QDQsgBiAAQQFqKAAAIABBBWooAAAQECAEQQlqIQQMDQtBCSECIEBQDQogBiAAQQFqKAAAIABBBWooAAAQESAEQQlqIQQMDAtBCSECIEFQDQkgBiAAQQFqKAAAIABBBWooAAAQEiAEQQlqIQQMCwtBCSECIEJQDQggBiAAQQFqKAAAIABBBWooAAAQEyAEQQlqIQQMCgtBCSECIENQDQcgBiAAQQFqKAAAIABBBWooAAAQFCAEQQlqIQQMCQtBCSECIERQDQYgBiAAQQFqKAAAIABBBWooAAAQFSAEQQlqIQQMCAtBCSECIEVQDQUgBiAAQQFqKAAAIABBBWooAAAQFiAEQQlqIQQMBwtBCSECIEZQDQQgBiAAQQFqKAAAIABBBWooAAAQFyAEQQlqIQQMBgtBCSECIDdQDQMgBiAAQQFqKAAAIABBBWooAAAQGCAEQQlqIQQMBQtBCSECIEdQDQIgBiAAQQFqKAAAIABBBWooAAAQGSAEQQlqIQQMBAtBCSECIEhQDQEgBiAAQQFqKAAAIABBBWooAAAQGiAEQQlqIQQMAwtBCSECIC1CAFINAQsgAiAEaiEEDAELIAYgAEEBaigAACAAQQVqKAAAEBsgBEEJaiEEDAALAAsgICAYQQBHcUUNACARIBgQVwsgDEGQAWokACABCwkAIABBAToAJQuFAQAgAEEAOwEkIAFFBEAgAEIANwMYCyAAQQA6APQCIABBADoAbCAAQQA6ACYgACgC8AIiAQRAIAAoAuwCIAEQVwsgAEIANwMoIABBADsAFSAAQgA3AuwCIABCADcDMCAAQgA3AzggAEIANwNAIABCADcDSCAAQQA2AlAgACgC+AJBADoAAAsJACAAQQA6ACULCQAgACABNwNYCwkAIAAgATcDYAsJACAAIAE6ABcLCQAgACABOgAVCwkAIAAgAToAEQsJACAAIAE3AwgLCQAgACABNgIECwkAIAAgATYCAAsJACAAIAE6ABALCQAgACABOgAUCwkAIAAgAToAEwsJACAAIAE6ABYLCQAgACABOgASCwcAIAAtABQLBwAgAC0AEwsHACAALQAWCwcAIAAtABIL9AIBBX8gAUEJTwRAAkAgAEHN/3tBECABIAFBEE0bIgJrTw0AIAJBECAAQQtqQXhxIABBC0kbIgRqQQxqEFYiAEUNACAAQQhrIQECQCACQQFrIgMgAHFFBEAgASEADAELIABBBGsiBSgCACIGQXhxIAAgA2pBACACa3FBCGsiACACQQAgACABa0EQTRtqIgAgAWsiAmshAyAGQQNxBEAgACADIAAoAgRBAXFyQQJyNgIEIAAgA2oiAyADKAIEQQFyNgIEIAUgAiAFKAIAQQFxckECcjYCACABIAJqIgMgAygCBEEBcjYCBCABIAIQWgwBCyABKAIAIQEgACADNgIEIAAgASACajYCAAsCQCAAKAIEIgFBA3FFDQAgAUF4cSICIARBEGpNDQAgACAEIAFBAXFyQQJyNgIEIAAgBGoiASACIARrIgRBA3I2AgQgACACaiICIAIoAgRBAXI2AgQgASAEEFoLIABBCGohAwsgAw8LIAAQVguTJgIJfwF+IwBBEGsiCCQAAkACQAJAIABB9QFPBEAgAEHM/3tLBEBBACEADAQLIABBC2oiAUF4cSEFQdCbwAAoAgAiCUUNAkEfIQYgAEH1//8HTw0BIAVBJiABQQh2ZyIAa3ZBAXEgAEEBdGtBPmohBgwBCwJAAkACQAJAAkBBzJvAACgCACIEQRAgAEELakH4A3EgAEELSRsiBUEDdiIAdiIBQQNxBEAgAUF/c0EBcSAAaiIHQQN0IgFBxJnAAGoiACABQcyZwABqKAIAIgIoAggiA0YNASADIAA2AgwgACADNgIIDAILIAVB1JvAACgCAE0NBiABRQRAQdCbwAAoAgAiAEUNByAAaEECdEG0mMAAaigCACIBKAIEQXhxIAVrIQMgASECA0ACQCABKAIQIgBFBEAgASgCFCIARQ0BCyAAKAIEQXhxIAVrIgEgAyABIANJIgEbIQMgACACIAEbIQIgACEBDAELCyACKAIYIQYCQAJAIAIgAigCDCIARgRAIAJBFEEQIAIoAhQiABtqKAIAIgENAUEAIQAMAgsgAigCCCIBIAA2AgwgACABNgIIDAELIAJBFGogAkEQaiAAGyEEA0AgBCEHIAEiAEEUaiAAQRBqIAAoAhQiARshBCAAQRRBECABG2ooAgAiAQ0ACyAHQQA2AgALIAZFDQUCQCACKAIcQQJ0QbSYwABqIgEoAgAgAkcEQCACIAYoAhBHBEAgBiAANgIUIAANAgwICyAGIAA2AhAgAA0BDAcLIAEgADYCACAARQ0FCyAAIAY2AhggAigCECIBBEAgACABNgIQIAEgADYCGAsgAigCFCIBRQ0FIAAgATYCFCABIAA2AhgMBQsCQEECIAB0IgJBACACa3IgASAAdHFoIgdBA3QiAUHEmcAAaiICIAFBzJnAAGooAgAiACgCCCIDRwRAIAMgAjYCDCACIAM2AggMAQtBzJvAACAEQX4gB3dxNgIACyAAIAVBA3I2AgQgACAFaiIGIAEgBWsiB0EBcjYCBCAAIAFqIAc2AgBB1JvAACgCACICRQ0CQdybwAAoAgAhAQJAQcybwAAoAgAiBEEBIAJBA3Z0IgNxRQRAQcybwAAgAyAEcjYCACACQXhxQcSZwABqIgMhBAwBCyACQXhxIgJBxJnAAGohBCACQcyZwABqKAIAIQMLIAQgATYCCCADIAE2AgwgASAENgIMIAEgAzYCCAwCC0HMm8AAIARBfiAHd3E2AgALIAJBCGohACACIAFBA3I2AgQgASACaiIBIAEoAgRBAXI2AgQMBQsgAEEIaiEAQdybwAAgBjYCAEHUm8AAIAc2AgAMBAtB0JvAAEHQm8AAKAIAQX4gAigCHHdxNgIACwJAAkAgA0EQTwRAIAIgBUEDcjYCBCACIAVqIgcgA0EBcjYCBCADIAdqIAM2AgBB1JvAACgCACIBRQ0BQdybwAAoAgAhAAJAQcybwAAoAgAiBEEBIAFBA3Z0IgZxRQRAQcybwAAgBCAGcjYCACABQXhxQcSZwABqIgQhAQwBCyABQXhxIgRBxJnAAGohASAEQcyZwABqKAIAIQQLIAEgADYCCCAEIAA2AgwgACABNgIMIAAgBDYCCAwBCyACIAMgBWoiAEEDcjYCBCAAIAJqIgAgACgCBEEBcjYCBAwBC0Hcm8AAIAc2AgBB1JvAACADNgIACyACQQhqIgBFDQEMAgtBACAFayEDAkACQAJAIAZBAnRBtJjAAGooAgAiAkUEQEEAIQFBACEADAELQQAhASAFQRkgBkEBdmtBACAGQR9HG3QhBEEAIQADQAJAIAIoAgRBeHEiByAFSQ0AIAcgBWsiByADTw0AIAIhASAHIgMNAEEAIQMgASEADAMLIAIoAhQiByAAIAcgAiAEQR12QQRxaigCECICRxsgACAHGyEAIARBAXQhBCACDQALCyAAIAFyRQRAQQAhAUECIAZ0IgBBACAAa3IgCXEiAEUNAyAAaEECdEG0mMAAaigCACEACyAARQ0BCwNAIAMgACgCBEF4cSICIAVrIgQgAyADIARLIgQbIAIgBUkiAhshAyABIAAgASAEGyACGyEBIAAoAhAiAgR/IAIFIAAoAhQLIgANAAsLIAFFDQAgBUHUm8AAKAIAIgBNIAMgACAFa09xDQAgASgCGCEGAkACQCABIAEoAgwiAEYEQCABQRRBECABKAIUIgAbaigCACICDQFBACEADAILIAEoAggiAiAANgIMIAAgAjYCCAwBCyABQRRqIAFBEGogABshBANAIAQhByACIgBBFGogAEEQaiAAKAIUIgIbIQQgAEEUQRAgAhtqKAIAIgINAAsgB0EANgIACwJAIAZFDQACQAJAIAEoAhxBAnRBtJjAAGoiAigCACABRwRAIAEgBigCEEcEQCAGIAA2AhQgAA0CDAQLIAYgADYCECAADQEMAwsgAiAANgIAIABFDQELIAAgBjYCGCABKAIQIgIEQCAAIAI2AhAgAiAANgIYCyABKAIUIgJFDQEgACACNgIUIAIgADYCGAwBC0HQm8AAQdCbwAAoAgBBfiABKAIcd3E2AgALAkAgA0EQTwRAIAEgBUEDcjYCBCABIAVqIgAgA0EBcjYCBCAAIANqIAM2AgAgA0GAAk8EQCAAIAMQWwwCCwJAQcybwAAoAgAiAkEBIANBA3Z0IgRxRQRAQcybwAAgAiAEcjYCACADQfgBcUHEmcAAaiIDIQIMAQsgA0H4AXEiBEHEmcAAaiECIARBzJnAAGooAgAhAwsgAiAANgIIIAMgADYCDCAAIAI2AgwgACADNgIIDAELIAEgAyAFaiIAQQNyNgIEIAAgAWoiACAAKAIEQQFyNgIECyABQQhqIgANAQsCQAJAAkACQAJAAkACQCAFQdSbwAAoAgAiAUsEQCAFQdibwAAoAgAiAE8EQCAIQQRqIQACfwJAIAVBr4AEakGAgHxxIgFFDQBB+JvAAC0AAEH4m8AAQQE6AABBgJzAACECIAFBgOQDSw0ADQBBgOQDDAELQQAhAkEAIAFBEHYgAUH//wNxQQBHaiIBQAAiBEF/Rg0AGiABQRB0IgFBEGsgASAEQRB0IgJBACABa0YbCyEBIABBADYCCCAAIAE2AgQgACACNgIAIAgoAgQiAUUEQEEAIQAMCgsgCCgCDCEHQeSbwAAgCCgCCCIEQeSbwAAoAgBqIgA2AgBB6JvAACAAQeibwAAoAgAiAiAAIAJLGzYCAAJAAkBB4JvAACgCACICBEBBtJnAACEAA0AgASAAKAIAIgMgACgCBCIGakYNAiAAKAIIIgANAAsMAgtB8JvAACgCACIARQ0HIAAgAUsNBwwJCyABIAJNDQAgAiADSQ0AIAAoAgwiA0EBcQ0AIANBAXYgB0YNAwtB8JvAAEHwm8AAKAIAIgAgASAAIAFJGzYCACABIARqIQNBtJnAACEAAkACQAJAA0AgAyAAKAIAIgZHBEAgACgCCCIADQEMAgsLIAAoAgwiA0EBcQ0AIANBAXYgB0YNAQtBtJnAACEAA0AgAiAAKAIAIgNPBEAgAiADIAAoAgRqIgZJDQMLIAAoAgghAAwACwALIAAgATYCACAAIAAoAgQgBGo2AgQgAUEPakF4cUEIayIEIAVBA3I2AgQgBkEPakF4cUEIayIDIAQgBWoiAGshBSADQeCbwAAoAgBGDQQgA0Hcm8AAKAIARg0FIAMoAgQiAkEDcUEBRgRAIAMgAkF4cSIBEFkgASAFaiEFIAEgA2oiAygCBCECCyADIAJBfnE2AgQgACAFQQFyNgIEIAAgBWogBTYCACAFQYACTwRAIAAgBRBbDAgLAkBBzJvAACgCACIBQQEgBUEDdnQiAnFFBEBBzJvAACABIAJyNgIAIAVB+AFxQcSZwABqIgUhAwwBCyAFQfgBcSIBQcSZwABqIQMgAUHMmcAAaigCACEFCyADIAA2AgggBSAANgIMIAAgAzYCDCAAIAU2AggMBwtB4JvAACABQQ9qQXhxIgBBCGsiAzYCAEHYm8AAIARBKGsiCSABIABrakEIaiIANgIAIAMgAEEBcjYCBCABIAlqQSg2AgRB7JvAAEGAgIABNgIAIAIgBkEga0F4cUEIayIAIAAgAkEQakkbIgNBGzYCBEG0mcAAKQIAIQogA0EQakG8mcAAKQIANwIAIANBCGoiACAKNwIAQcCZwAAgBzYCAEG4mcAAIAQ2AgBBtJnAACABNgIAQbyZwAAgADYCACADQRxqIQADQCAAQQc2AgAgAEEEaiIAIAZJDQALIAIgA0YNCCADIAMoAgRBfnE2AgQgAiADIAJrIgBBAXI2AgQgAyAANgIAIABBgAJPBEAgAiAAEFsMCQsCQEHMm8AAKAIAIgFBASAAQQN2dCIEcUUEQEHMm8AAIAEgBHI2AgAgAEH4AXFBxJnAAGoiACEBDAELIABB+AFxIgBBxJnAAGohASAAQcyZwABqKAIAIQALIAEgAjYCCCAAIAI2AgwgAiABNgIMIAIgADYCCAwIC0HYm8AAIAAgBWsiATYCAEHgm8AAQeCbwAAoAgAiACAFaiICNgIAIAIgAUEBcjYCBCAAIAVBA3I2AgQgAEEIaiEADAgLQdybwAAoAgAhAAJAIAEgBWsiAkEPTQRAQdybwABBADYCAEHUm8AAQQA2AgAgACABQQNyNgIEIAAgAWoiASABKAIEQQFyNgIEDAELQdSbwAAgAjYCAEHcm8AAIAAgBWoiBDYCACAEIAJBAXI2AgQgACABaiACNgIAIAAgBUEDcjYCBAsgAEEIaiEADAcLIAAgBCAGajYCBEHgm8AAQeCbwAAoAgAiAEEPakF4cSIBQQhrIgI2AgBB2JvAAEHYm8AAKAIAIARqIgQgACABa2pBCGoiATYCACACIAFBAXI2AgQgACAEakEoNgIEQeybwABBgICAATYCAAwFC0Hgm8AAIAA2AgBB2JvAAEHYm8AAKAIAIAVqIgE2AgAgACABQQFyNgIEDAILQdybwAAgADYCAEHUm8AAQdSbwAAoAgAgBWoiATYCACAAIAFBAXI2AgQgACABaiABNgIADAELQfCbwAAgATYCAAwBCyAEQQhqIQAMAgtB9JvAAEH/HzYCAEHAmcAAIAc2AgBBuJnAACAENgIAQbSZwAAgATYCAEHQmcAAQcSZwAA2AgBB2JnAAEHMmcAANgIAQcyZwABBxJnAADYCAEHgmcAAQdSZwAA2AgBB1JnAAEHMmcAANgIAQeiZwABB3JnAADYCAEHcmcAAQdSZwAA2AgBB8JnAAEHkmcAANgIAQeSZwABB3JnAADYCAEH4mcAAQeyZwAA2AgBB7JnAAEHkmcAANgIAQYCawABB9JnAADYCAEH0mcAAQeyZwAA2AgBBiJrAAEH8mcAANgIAQfyZwABB9JnAADYCAEGQmsAAQYSawAA2AgBBhJrAAEH8mcAANgIAQYyawABBhJrAADYCAEGYmsAAQYyawAA2AgBBlJrAAEGMmsAANgIAQaCawABBlJrAADYCAEGcmsAAQZSawAA2AgBBqJrAAEGcmsAANgIAQaSawABBnJrAADYCAEGwmsAAQaSawAA2AgBBrJrAAEGkmsAANgIAQbiawABBrJrAADYCAEG0msAAQayawAA2AgBBwJrAAEG0msAANgIAQbyawABBtJrAADYCAEHImsAAQbyawAA2AgBBxJrAAEG8msAANgIAQdCawABBxJrAADYCAEHYmsAAQcyawAA2AgBBzJrAAEHEmsAANgIAQeCawABB1JrAADYCAEHUmsAAQcyawAA2AgBB6JrAAEHcmsAANgIAQdyawABB1JrAADYCAEHwmsAAQeSawAA2AgBB5JrAAEHcmsAANgIAQfiawABB7JrAADYCAEHsmsAAQeSawAA2AgBBgJvAAEH0msAANgIAQfSawABB7JrAADYCAEGIm8AAQfyawAA2AgBB/JrAAEH0msAANgIAQZCbwABBhJvAADYCAEGEm8AAQfyawAA2AgBBmJvAAEGMm8AANgIAQYybwABBhJvAADYCAEGgm8AAQZSbwAA2AgBBlJvAAEGMm8AANgIAQaibwABBnJvAADYCAEGcm8AAQZSbwAA2AgBBsJvAAEGkm8AANgIAQaSbwABBnJvAADYCAEG4m8AAQaybwAA2AgBBrJvAAEGkm8AANgIAQcCbwABBtJvAADYCAEG0m8AAQaybwAA2AgBByJvAAEG8m8AANgIAQbybwABBtJvAADYCAEHgm8AAIAFBD2pBeHEiAEEIayICNgIAQcSbwABBvJvAADYCAEHYm8AAIARBKGsiBCABIABrakEIaiIANgIAIAIgAEEBcjYCBCABIARqQSg2AgRB7JvAAEGAgIABNgIAC0EAIQBB2JvAACgCACIBIAVNDQBB2JvAACABIAVrIgE2AgBB4JvAAEHgm8AAKAIAIgAgBWoiAjYCACACIAFBAXI2AgQgACAFQQNyNgIEIABBCGohAAsgCEEQaiQAIAALPQECfwJAIABBBGsoAgAiAkF4cSIDQQRBCCACQQNxIgIbIAFqSQ0AIAJBACADIAFBJ2pLGw0AIAAQWA8LAAuiBgEEfyAAQQhrIgEgAEEEaygCACIDQXhxIgBqIQICQAJAIANBAXENACADQQJxRQ0BIAEoAgAiAyAAaiEAIAEgA2siAUHcm8AAKAIARgRAIAIoAgRBA3FBA0cNAUHUm8AAIAA2AgAgAiACKAIEQX5xNgIEIAEgAEEBcjYCBCACIAA2AgAPCyABIAMQWQsCQAJAQfSbwAACfwJAAkACQAJAIAIoAgQiA0ECcUUEQCACQeCbwAAoAgBGDQIgAkHcm8AAKAIARg0DIAIgA0F4cSICEFkgASAAIAJqIgBBAXI2AgQgACABaiAANgIAIAFB3JvAACgCAEcNAUHUm8AAIAA2AgAPCyACIANBfnE2AgQgASAAQQFyNgIEIAAgAWogADYCAAsgAEGAAkkNBCABIAAQW0H0m8AAQfSbwAAoAgBBAWsiADYCACAADQZBvJnAACgCACIADQJB/x8MAwtB4JvAACABNgIAQdibwABB2JvAACgCACAAaiIANgIAIAEgAEEBcjYCBEHcm8AAKAIAIAFGBEBB1JvAAEEANgIAQdybwABBADYCAAsgAEHsm8AAKAIAIgJNDQVB4JvAACgCACIARQ0FQdibwAAoAgAiA0EpSQ0EQbSZwAAhAQNAIAAgASgCACIETwRAIAAgBCABKAIEakkNBgsgASgCCCEBDAALAAtB3JvAACABNgIAQdSbwABB1JvAACgCACAAaiIANgIAIAEgAEEBcjYCBCAAIAFqIAA2AgAPC0EAIQEDQCABQQFqIQEgACgCCCIADQALQf8fIAEgAUH/H00bCzYCAA8LAkBBzJvAACgCACICQQEgAEEDdnQiA3FFBEBBzJvAACACIANyNgIAIABB+AFxQcSZwABqIgAhAgwBCyAAQfgBcSIAQcSZwABqIQIgAEHMmcAAaigCACEACyACIAE2AgggACABNgIMIAEgAjYCDCABIAA2AggPC0H0m8AAQbyZwAAoAgAiAAR/QQAhAQNAIAFBAWohASAAKAIIIgANAAtB/x8gASABQf8fTRsFQf8fCzYCACACIANPDQBB7JvAAEF/NgIACwuCAwEEfyAAKAIMIQICQAJAAkAgAUGAAk8EQCAAKAIYIQMCQAJAIAAgAkYEQCAAQRRBECAAKAIUIgIbaigCACIBDQFBACECDAILIAAoAggiASACNgIMIAIgATYCCAwBCyAAQRRqIABBEGogAhshBANAIAQhBSABIgJBFGogAkEQaiACKAIUIgEbIQQgAkEUQRAgARtqKAIAIgENAAsgBUEANgIACyADRQ0CAkAgACgCHEECdEG0mMAAaiIBKAIAIABHBEAgAygCECAARg0BIAMgAjYCFCACDQMMBAsgASACNgIAIAJFDQQMAgsgAyACNgIQIAINAQwCCyAAKAIIIgAgAkcEQCAAIAI2AgwgAiAANgIIDwtBzJvAAEHMm8AAKAIAQX4gAUEDdndxNgIADwsgAiADNgIYIAAoAhAiAQRAIAIgATYCECABIAI2AhgLIAAoAhQiAEUNACACIAA2AhQgACACNgIYDwsPC0HQm8AAQdCbwAAoAgBBfiAAKAIcd3E2AgALjgQBAn8gACABaiECAkACQAJAIAAoAgQiA0EBcQ0AIANBAnFFDQEgACgCACIDIAFqIQEgACADayIAQdybwAAoAgBGBEAgAigCBEEDcUEDRw0BQdSbwAAgATYCACACIAIoAgRBfnE2AgQgACABQQFyNgIEIAIgATYCAA8LIAAgAxBZCwJAAkAgAigCBCIDQQJxRQRAIAJB4JvAACgCAEYNAiACQdybwAAoAgBGDQQgAiADQXhxIgIQWSAAIAEgAmoiAUEBcjYCBCAAIAFqIAE2AgAgAEHcm8AAKAIARw0BQdSbwAAgATYCAA8LIAIgA0F+cTYCBCAAIAFBAXI2AgQgACABaiABNgIACyABQYACTwRAIAAgARBbDwsCQEHMm8AAKAIAIgJBASABQQN2dCIDcUUEQEHMm8AAIAIgA3I2AgAgAUH4AXFBxJnAAGoiASECDAELIAFB+AFxIgFBxJnAAGohAiABQcyZwABqKAIAIQELIAIgADYCCCABIAA2AgwgACACNgIMIAAgATYCCA8LQeCbwAAgADYCAEHYm8AAQdibwAAoAgAgAWoiATYCACAAIAFBAXI2AgQgAEHcm8AAKAIARw0AQdSbwABBADYCAEHcm8AAQQA2AgALDwtB3JvAACAANgIAQdSbwABB1JvAACgCACABaiIBNgIAIAAgAUEBcjYCBCAAIAFqIAE2AgALwwIBBH8gAEIANwIQIAACf0EAIAFBCHYiA0UNABpBHyABQYCAgAhPDQAaIAFBJiADZyIDa3ZBAXEgA0EBdHJBPnMLIgI2AhwgAkECdEG0mMAAaiEEQQEgAnQiA0HQm8AAKAIAcUUEQCAEIAA2AgAgACAENgIYIAAgADYCDCAAIAA2AghB0JvAAEHQm8AAKAIAIANyNgIADwsCQAJAIAEgBCgCACIDKAIEQXhxRgRAIAMhAgwBCyABQRkgAkEBdmtBACACQR9HG3QhBQNAIAMgBUEddkEEcWoiBCgCECICRQ0CIAVBAXQhBSACIQMgAigCBEF4cSABRw0ACwsgAigCCCIBIAA2AgwgAiAANgIIIABBADYCGCAAIAI2AgwgACABNgIIDwsgBEEQaiAANgIAIAAgAzYCGCAAIAA2AgwgACAANgIICwvuFQcAQaGAwAALXgEAAQEBAQEAAAEBAAEBAAEBAQEBAQEBAQEAAAAAAAAAAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEAAAABAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQABAAEAQYmCwAALAQEAQaCCwAAL4AEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQABAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQBBiYTAAAsBAQBBoITAAAvgAQEBAAEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQABAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAAEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAEGhhsAAC14BAAABAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEAAQABAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQABAAEAAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEAAAABAEGAiMAAC7QQVW5leHBlY3RlZCBlbmQgb2YgZGF0YVVuZXhwZWN0ZWQgZGF0YVJlcXVlc3QgbGluZSB0b28gbG9uZ0ludmFsaWQgbWV0aG9kIGNoYXJhY3RlckludmFsaWQgVVJMIGNoYXJhY3RlclBSSSBpcyBvbmx5IHZhbGlkIHdpdGggSFRUUC8yLjBVbnN1cHBvcnRlZCBIVFRQIHZlcnNpb25JbnZhbGlkIHByb3RvY29sSW52YWxpZCBwcm90b2NvbCBuYW1lRXhwZWN0ZWQgLyBhZnRlciB0aGUgcHJvdG9jb2wgbmFtZUV4cGVjdGVkIHNwYWNlIGFmdGVyIFVSTEV4cGVjdGVkIHNwYWNlIGFmdGVyIG1ldGhvZFJlcXVlc3QgbGluZSB0b28gc2hvcnRFeHBlY3RlZCBDUkxGU3RhdHVzIGxpbmUgdG9vIGxvbmdJbnZhbGlkIEhUVFAgcmVzcG9uc2Ugc3RhdHVzSW52YWxpZCBzdGF0dXMgcmVhc29uIGNoYXJhY3RlckV4cGVjdGVkIGEgc3BhY2UgYWZ0ZXIgSFRUUCByZXNwb25zZSBzdGF0dXNFeHBlY3RlZCBzcGFjZSBhZnRlciBwcm90b2NvbFN0YXR1cyBsaW5lIHRvbyBzaG9ydE1hbGZvcm1lZCBIVFRQLzIuMCBwcmVmYWNlSGVhZGVyIGxpbmUgdG9vIGxvbmdVbmV4cGVjdGVkIENvbnRlbnQtTGVuZ3RoIGhlYWRlciBmb3IgYSByZXNwb25zZSB3aXRob3V0IGJvZHlFeHBlY3RlZCBDb250ZW50LUxlbmd0aCBoZWFkZXIgdmFsdWVJbnZhbGlkIENvbnRlbnQtTGVuZ3RoIGhlYWRlckludmFsaWQgZHVwbGljYXRlIENvbnRlbnQtTGVuZ3RoIGhlYWRlclVuZXhwZWN0ZWQgQ29udGVudC1MZW5ndGggaGVhZGVyIHdoZW4gVHJhbnNmZXItRW5jb2RpbmcgaGVhZGVyIGlzIHByZXNlbnRVbmV4cGVjdGVkIFRyYW5zZmVyLUVuY29kaW5nIGhlYWRlciBmb3IgYSByZXNwb25zZSB3aXRob3V0IGJvZHlFeHBlY3RlZCBUcmFuc2Zlci1FbmNvZGluZyBoZWFkZXIgdmFsdWVUaGUgdmFsdWUgImNodW5rZWQiIGluIHRoZSBUcmFuc2Zlci1FbmNvZGluZyBoZWFkZXIgbXVzdCBiZSB0aGUgbGFzdCBwcm92aWRlZCBhbmQgY2FuIGJlIHByb3ZpZGVkIG9ubHkgb25jZVRoZSB2YWx1ZSAiY2h1bmtlZCIgaW4gdGhlIFRyYW5zZmVyLUVuY29kaW5nIGhlYWRlciBtdXN0IGJlIHRoZSBsYXN0IHByb3ZpZGVkVW5leHBlY3RlZCBUcmFuc2Zlci1FbmNvZGluZyBoZWFkZXIgd2hlbiBDb250ZW50LUxlbmd0aCBoZWFkZXIgaXMgcHJlc2VudEV4cGVjdGVkIENvbm5lY3Rpb24gaGVhZGVyIHZhbHVlSW52YWxpZCBDb25uZWN0aW9uIGhlYWRlciB2YWx1ZUV4cGVjdGVkIFRyYWlsZXIgaGVhZGVyIHZhbHVlRXhwZWN0ZWQgVXBncmFkZSBoZWFkZXIgdmFsdWVJbnZhbGlkIFVwZ3JhZGUgaGVhZGVyIHZhbHVlSW52YWxpZCBoZWFkZXIgZmllbGQgbmFtZSBjaGFyYWN0ZXJJbnZhbGlkIGhlYWRlciBmaWVsZCB2YWx1ZSBjaGFyYWN0ZXJNaXNzaW5nIENvbm5lY3Rpb24gaGVhZGVyIHNldCB0byAidXBncmFkZSIgd2hlbiB1c2luZyB0aGUgVXBncmFkZSBoZWFkZXJUcmFpbGVycyBhcmUgbm90IGFsbG93ZWQgd2hlbiBub3QgdXNpbmcgY2h1bmtlZCB0cmFuc2ZlciBlbmNvZGluZ1VuZXhwZWN0ZWQgY29udGVudCBmb3IgdGhlIHJlcXVlc3QgKEdFVCBvciBIRUFEKVRyYW5zZmVyLUVuY29kaW5nIGxhc3QgaGVhZGVyIHZhbHVlIG11c3QgYmUgImNodW5rZWQiIGlmIHRoZSBoZWFkZXIgaXMgcHJlc2VudENodW5rIGhlYWRlciB0b28gbG9uZ0ludmFsaWQgY2h1bmsgbGVuZ3RoIGNoYXJhY3RlckludmFsaWQgY2h1bmsgbGVuZ3RoIHNpemVFeHBlY3RlZCBjaHVuayBleHRlbnNpb24gbmFtZUludmFsaWQgY2h1bmsgZXh0ZW5zaW9uIG5hbWUgY2hhcmFjdGVyRXhwZWN0ZWQgY2xvc2luZyBxdW90ZSBmb3IgY2h1bmsgZXh0ZW5zaW9uIHZhbHVlSW52YWxpZCBjaHVuayBleHRlbnNpb24gcXVvdGVkIHZhbHVlIGNoYXJhY3RlckV4cGVjdGVkIGNodW5rIGV4dGVuc2lvbiB2YWx1ZUludmFsaWQgY2h1bmsgZXh0ZW5zaW9uIHZhbHVlIGNoYXJhY3RlckludmFsaWQgY2h1bmsgZXh0ZW5zaW9uIGNoYXJhY3RlciBhZnRlciB2YWx1ZUV4cGVjdGVkIENSTEYgYWZ0ZXIgY2h1bmsgZGF0YVRyYWlsZXIgbGluZSB0b28gbG9uZ0ludmFsaWQgdHJhaWxlciBmaWVsZCBuYW1lIGNoYXJhY3RlckludmFsaWQgdHJhaWxlciBmaWVsZCB2YWx1ZSBjaGFyYWN0ZXJJbnZhbGlkIHN0YXRl',
	    'base64'
	  )
	);

	const textEncoder = new TextEncoder();
	const textDecoder = new TextDecoder();

	function log (logger, raw) {
	  const len = Number(BigInt.asUintN(32, raw));
	  const ptr = Number(raw >> 32n);

	  logger(textDecoder.decode(new Uint8Array(this.memory.buffer, ptr, len)));
	}

	function alloc (len) {
	  return this.alloc(len) >>> 0
	}

	function dealloc (ptr, len) {
	  return this.dealloc(ptr, len)
	}

	function create () {
	  return this.create() >>> 0
	}

	function destroy (parser) {
	  this.destroy(parser);
	}

	function parse (parser, data, limit) {
	  return this.parse(parser, data, limit) >>> 0
	}

	function fail (parser, code, description) {
	  const len = description.length;
	  const ptr = this.alloc(len);
	  const buffer = new Uint8Array(this.memory.buffer, ptr, len);
	  textEncoder.encodeInto(description, buffer);

	  this.fail(parser, code, ptr, len);
	  this.dealloc(ptr, len);
	}

	function hasDebug () {
	  return this.milo_has_debug() !== 0
	}

	const Errors = Object.freeze({
	  NONE: 0,
	  USER: 1,
	  CALLBACK_ERROR: 2,
	  UNEXPECTED_STATE: 3,
	  UNEXPECTED_DATA: 4,
	  UNEXPECTED_EOF: 5,
	  UNEXPECTED_CHARACTER: 6,
	  UNEXPECTED_CONTENT_LENGTH: 7,
	  UNEXPECTED_TRANSFER_ENCODING: 8,
	  UNEXPECTED_CONTENT: 9,
	  UNEXPECTED_TRAILERS: 10,
	  INVALID_VERSION: 11,
	  INVALID_STATUS: 12,
	  INVALID_CONTENT_LENGTH: 13,
	  INVALID_TRANSFER_ENCODING: 14,
	  INVALID_CHUNK_SIZE: 15,
	  MISSING_CONNECTION_UPGRADE: 16,
	  UNSUPPORTED_HTTP_VERSION: 17,
	  0: 'NONE',
	  1: 'USER',
	  2: 'CALLBACK_ERROR',
	  3: 'UNEXPECTED_STATE',
	  4: 'UNEXPECTED_DATA',
	  5: 'UNEXPECTED_EOF',
	  6: 'UNEXPECTED_CHARACTER',
	  7: 'UNEXPECTED_CONTENT_LENGTH',
	  8: 'UNEXPECTED_TRANSFER_ENCODING',
	  9: 'UNEXPECTED_CONTENT',
	  10: 'UNEXPECTED_TRAILERS',
	  11: 'INVALID_VERSION',
	  12: 'INVALID_STATUS',
	  13: 'INVALID_CONTENT_LENGTH',
	  14: 'INVALID_TRANSFER_ENCODING',
	  15: 'INVALID_CHUNK_SIZE',
	  16: 'MISSING_CONNECTION_UPGRADE',
	  17: 'UNSUPPORTED_HTTP_VERSION'
	});

	const Methods = Object.freeze({
	  OTHER: 0,
	  GET: 1,
	  HEAD: 2,
	  POST: 3,
	  PUT: 4,
	  DELETE: 5,
	  CONNECT: 6,
	  OPTIONS: 7,
	  TRACE: 8,
	  PATCH: 9,
	  PRI: 10,
	  0: 'OTHER',
	  1: 'GET',
	  2: 'HEAD',
	  3: 'POST',
	  4: 'PUT',
	  5: 'DELETE',
	  6: 'CONNECT',
	  7: 'OPTIONS',
	  8: 'TRACE',
	  9: 'PATCH',
	  10: 'PRI'
	});

	const Callbacks = Object.freeze({
	  ON_ERROR: 0,
	  ON_FINISH: 1,
	  ON_MESSAGE_START: 2,
	  ON_MESSAGE_COMPLETE: 3,
	  ON_REQUEST: 4,
	  ON_RESPONSE: 5,
	  ON_RESET: 6,
	  ON_METHOD: 7,
	  ON_URL: 8,
	  ON_PROTOCOL: 9,
	  ON_VERSION: 10,
	  ON_STATUS: 11,
	  ON_REASON: 12,
	  ON_HEADER_NAME: 13,
	  ON_HEADER_VALUE: 14,
	  ON_HEADERS: 15,
	  ON_CONNECT: 16,
	  ON_UPGRADE: 17,
	  ON_CHUNK_LENGTH: 18,
	  ON_CHUNK_EXTENSION_NAME: 19,
	  ON_CHUNK_EXTENSION_VALUE: 20,
	  ON_CHUNK: 21,
	  ON_BODY: 22,
	  ON_DATA: 23,
	  ON_TRAILER_NAME: 24,
	  ON_TRAILER_VALUE: 25,
	  ON_TRAILERS: 26,
	  ON_STATE_CHANGE: 27,
	  0: 'ON_ERROR',
	  1: 'ON_FINISH',
	  2: 'ON_MESSAGE_START',
	  3: 'ON_MESSAGE_COMPLETE',
	  4: 'ON_REQUEST',
	  5: 'ON_RESPONSE',
	  6: 'ON_RESET',
	  7: 'ON_METHOD',
	  8: 'ON_URL',
	  9: 'ON_PROTOCOL',
	  10: 'ON_VERSION',
	  11: 'ON_STATUS',
	  12: 'ON_REASON',
	  13: 'ON_HEADER_NAME',
	  14: 'ON_HEADER_VALUE',
	  15: 'ON_HEADERS',
	  16: 'ON_CONNECT',
	  17: 'ON_UPGRADE',
	  18: 'ON_CHUNK_LENGTH',
	  19: 'ON_CHUNK_EXTENSION_NAME',
	  20: 'ON_CHUNK_EXTENSION_VALUE',
	  21: 'ON_CHUNK',
	  22: 'ON_BODY',
	  23: 'ON_DATA',
	  24: 'ON_TRAILER_NAME',
	  25: 'ON_TRAILER_VALUE',
	  26: 'ON_TRAILERS',
	  27: 'ON_STATE_CHANGE'
	});

	const CallbackActives = Object.freeze({
	  NONE: 0n,
	  ON_ERROR: 1n,
	  ON_FINISH: 2n,
	  ON_MESSAGE_START: 4n,
	  ON_MESSAGE_COMPLETE: 8n,
	  ON_REQUEST: 16n,
	  ON_RESPONSE: 32n,
	  ON_RESET: 64n,
	  ON_METHOD: 128n,
	  ON_URL: 256n,
	  ON_PROTOCOL: 512n,
	  ON_VERSION: 1024n,
	  ON_STATUS: 2048n,
	  ON_REASON: 4096n,
	  ON_HEADER_NAME: 8192n,
	  ON_HEADER_VALUE: 16384n,
	  ON_HEADERS: 32768n,
	  ON_CONNECT: 65536n,
	  ON_UPGRADE: 131072n,
	  ON_CHUNK_LENGTH: 262144n,
	  ON_CHUNK_EXTENSION_NAME: 524288n,
	  ON_CHUNK_EXTENSION_VALUE: 1048576n,
	  ON_CHUNK: 2097152n,
	  ON_BODY: 4194304n,
	  ON_DATA: 8388608n,
	  ON_TRAILER_NAME: 16777216n,
	  ON_TRAILER_VALUE: 33554432n,
	  ON_TRAILERS: 67108864n,
	  ON_STATE_CHANGE: 134217728n,
	  ALL: 268435455n,
	  0n: 'NONE',
	  1n: 'ON_ERROR',
	  2n: 'ON_FINISH',
	  4n: 'ON_MESSAGE_START',
	  8n: 'ON_MESSAGE_COMPLETE',
	  16n: 'ON_REQUEST',
	  32n: 'ON_RESPONSE',
	  64n: 'ON_RESET',
	  128n: 'ON_METHOD',
	  256n: 'ON_URL',
	  512n: 'ON_PROTOCOL',
	  1024n: 'ON_VERSION',
	  2048n: 'ON_STATUS',
	  4096n: 'ON_REASON',
	  8192n: 'ON_HEADER_NAME',
	  16384n: 'ON_HEADER_VALUE',
	  32768n: 'ON_HEADERS',
	  65536n: 'ON_CONNECT',
	  131072n: 'ON_UPGRADE',
	  262144n: 'ON_CHUNK_LENGTH',
	  524288n: 'ON_CHUNK_EXTENSION_NAME',
	  1048576n: 'ON_CHUNK_EXTENSION_VALUE',
	  2097152n: 'ON_CHUNK',
	  4194304n: 'ON_BODY',
	  8388608n: 'ON_DATA',
	  16777216n: 'ON_TRAILER_NAME',
	  33554432n: 'ON_TRAILER_VALUE',
	  67108864n: 'ON_TRAILERS',
	  134217728n: 'ON_STATE_CHANGE',
	  268435455n: 'ALL'
	});

	const Events = Object.freeze({
	  END: 0,
	  ERROR: 1,
	  FINISH: 2,
	  MESSAGE_START: 3,
	  MESSAGE_COMPLETE: 4,
	  REQUEST: 5,
	  RESPONSE: 6,
	  RESET: 7,
	  METHOD: 8,
	  URL: 9,
	  PROTOCOL: 10,
	  VERSION: 11,
	  STATUS: 12,
	  REASON: 13,
	  HEADER_NAME: 14,
	  HEADER_VALUE: 15,
	  HEADERS: 16,
	  CONNECT: 17,
	  UPGRADE: 18,
	  CHUNK_LENGTH: 19,
	  CHUNK_EXTENSION_NAME: 20,
	  CHUNK_EXTENSION_VALUE: 21,
	  CHUNK: 22,
	  BODY: 23,
	  DATA: 24,
	  TRAILER_NAME: 25,
	  TRAILER_VALUE: 26,
	  TRAILERS: 27,
	  STATE_CHANGE: 28,
	  0: 'END',
	  1: 'ERROR',
	  2: 'FINISH',
	  3: 'MESSAGE_START',
	  4: 'MESSAGE_COMPLETE',
	  5: 'REQUEST',
	  6: 'RESPONSE',
	  7: 'RESET',
	  8: 'METHOD',
	  9: 'URL',
	  10: 'PROTOCOL',
	  11: 'VERSION',
	  12: 'STATUS',
	  13: 'REASON',
	  14: 'HEADER_NAME',
	  15: 'HEADER_VALUE',
	  16: 'HEADERS',
	  17: 'CONNECT',
	  18: 'UPGRADE',
	  19: 'CHUNK_LENGTH',
	  20: 'CHUNK_EXTENSION_NAME',
	  21: 'CHUNK_EXTENSION_VALUE',
	  22: 'CHUNK',
	  23: 'BODY',
	  24: 'DATA',
	  25: 'TRAILER_NAME',
	  26: 'TRAILER_VALUE',
	  27: 'TRAILERS',
	  28: 'STATE_CHANGE'
	});

	const EventActives = Object.freeze({
	  NONE: 0n,
	  ON_ERROR: 1n,
	  ON_FINISH: 2n,
	  ON_MESSAGE_START: 4n,
	  ON_MESSAGE_COMPLETE: 8n,
	  ON_REQUEST: 16n,
	  ON_RESPONSE: 32n,
	  ON_RESET: 64n,
	  ON_METHOD: 128n,
	  ON_URL: 256n,
	  ON_PROTOCOL: 512n,
	  ON_VERSION: 1024n,
	  ON_STATUS: 2048n,
	  ON_REASON: 4096n,
	  ON_HEADER_NAME: 8192n,
	  ON_HEADER_VALUE: 16384n,
	  ON_HEADERS: 32768n,
	  ON_CONNECT: 65536n,
	  ON_UPGRADE: 131072n,
	  ON_CHUNK_LENGTH: 262144n,
	  ON_CHUNK_EXTENSION_NAME: 524288n,
	  ON_CHUNK_EXTENSION_VALUE: 1048576n,
	  ON_CHUNK: 2097152n,
	  ON_BODY: 4194304n,
	  ON_DATA: 8388608n,
	  ON_TRAILER_NAME: 16777216n,
	  ON_TRAILER_VALUE: 33554432n,
	  ON_TRAILERS: 67108864n,
	  ON_STATE_CHANGE: 134217728n,
	  ALL: 268435455n,
	  0n: 'NONE',
	  1n: 'ON_ERROR',
	  2n: 'ON_FINISH',
	  4n: 'ON_MESSAGE_START',
	  8n: 'ON_MESSAGE_COMPLETE',
	  16n: 'ON_REQUEST',
	  32n: 'ON_RESPONSE',
	  64n: 'ON_RESET',
	  128n: 'ON_METHOD',
	  256n: 'ON_URL',
	  512n: 'ON_PROTOCOL',
	  1024n: 'ON_VERSION',
	  2048n: 'ON_STATUS',
	  4096n: 'ON_REASON',
	  8192n: 'ON_HEADER_NAME',
	  16384n: 'ON_HEADER_VALUE',
	  32768n: 'ON_HEADERS',
	  65536n: 'ON_CONNECT',
	  131072n: 'ON_UPGRADE',
	  262144n: 'ON_CHUNK_LENGTH',
	  524288n: 'ON_CHUNK_EXTENSION_NAME',
	  1048576n: 'ON_CHUNK_EXTENSION_VALUE',
	  2097152n: 'ON_CHUNK',
	  4194304n: 'ON_BODY',
	  8388608n: 'ON_DATA',
	  16777216n: 'ON_TRAILER_NAME',
	  33554432n: 'ON_TRAILER_VALUE',
	  67108864n: 'ON_TRAILERS',
	  134217728n: 'ON_STATE_CHANGE',
	  268435455n: 'ALL'
	});

	const States = Object.freeze({
	  START: 0,
	  FINISH: 1,
	  ERROR: 2,
	  REQUEST_LINE: 3,
	  STATUS_LINE: 4,
	  HTTP2_PREFACE: 5,
	  HEADER: 6,
	  BODY_DECISION: 7,
	  BODY_VIA_CONTENT_LENGTH: 8,
	  BODY_WITH_NO_LENGTH: 9,
	  CHUNK_HEADER: 10,
	  CHUNK_EXTENSIONS: 11,
	  CHUNK_DATA: 12,
	  TRAILER: 13,
	  TUNNEL: 14,
	  0: 'START',
	  1: 'FINISH',
	  2: 'ERROR',
	  3: 'REQUEST_LINE',
	  4: 'STATUS_LINE',
	  5: 'HTTP2_PREFACE',
	  6: 'HEADER',
	  7: 'BODY_DECISION',
	  8: 'BODY_VIA_CONTENT_LENGTH',
	  9: 'BODY_WITH_NO_LENGTH',
	  10: 'CHUNK_HEADER',
	  11: 'CHUNK_EXTENSIONS',
	  12: 'CHUNK_DATA',
	  13: 'TRAILER',
	  14: 'TUNNEL'
	});

	const ParserFields = Object.freeze({
	  MAX_START_LINE_LENGTH: 0,
	  MAX_HEADER_LENGTH: 4,
	  MAX_BODY_PAYLOAD: 8,
	  AUTODETECT: 16,
	  IS_REQUEST: 17,
	  SUSPEND_AFTER_HEADERS: 18,
	  MANAGE_UNCONSUMED: 19,
	  CONTINUE_WITHOUT_DATA: 20,
	  IS_CONNECT: 21,
	  SKIP_BODY: 22,
	  DEBUG: 23,
	  PARSED: 24,
	  POSITION: 32,
	  STATE: 36,
	  PAUSED: 37,
	  ERROR_CODE: 38,
	  CONTENT_LENGTH: 40,
	  CHUNK_SIZE: 48,
	  REMAINING_CONTENT_LENGTH: 56,
	  REMAINING_CHUNK_SIZE: 64,
	  STATUS: 72,
	  METHOD: 76,
	  HAS_CONTENT_LENGTH: 77,
	  HAS_TRANSFER_ENCODING: 78,
	  HAS_CHUNKED_TRANSFER_ENCODING: 79,
	  HAS_CONNECTION_CLOSE: 80,
	  HAS_CONNECTION_UPGRADE: 81,
	  HAS_UPGRADE: 82,
	  HAS_TRAILERS: 83,
	  ACTIVE_CALLBACKS: 88,
	  ACTIVE_EVENTS: 96,
	  PTR: 104,
	  ERROR_DESCRIPTION: 108,
	  UNCONSUMED: 364,
	  UNCONSUMED_LEN: 368,
	  ERROR_DESCRIPTION_LEN: 372,
	  EVENTS: 376,
	  0: 'MAX_START_LINE_LENGTH',
	  4: 'MAX_HEADER_LENGTH',
	  8: 'MAX_BODY_PAYLOAD',
	  16: 'AUTODETECT',
	  17: 'IS_REQUEST',
	  18: 'SUSPEND_AFTER_HEADERS',
	  19: 'MANAGE_UNCONSUMED',
	  20: 'CONTINUE_WITHOUT_DATA',
	  21: 'IS_CONNECT',
	  22: 'SKIP_BODY',
	  23: 'DEBUG',
	  24: 'PARSED',
	  32: 'POSITION',
	  36: 'STATE',
	  37: 'PAUSED',
	  38: 'ERROR_CODE',
	  40: 'CONTENT_LENGTH',
	  48: 'CHUNK_SIZE',
	  56: 'REMAINING_CONTENT_LENGTH',
	  64: 'REMAINING_CHUNK_SIZE',
	  72: 'STATUS',
	  76: 'METHOD',
	  77: 'HAS_CONTENT_LENGTH',
	  78: 'HAS_TRANSFER_ENCODING',
	  79: 'HAS_CHUNKED_TRANSFER_ENCODING',
	  80: 'HAS_CONNECTION_CLOSE',
	  81: 'HAS_CONNECTION_UPGRADE',
	  82: 'HAS_UPGRADE',
	  83: 'HAS_TRAILERS',
	  88: 'ACTIVE_CALLBACKS',
	  96: 'ACTIVE_EVENTS',
	  104: 'PTR',
	  108: 'ERROR_DESCRIPTION',
	  364: 'UNCONSUMED',
	  368: 'UNCONSUMED_LEN',
	  372: 'ERROR_DESCRIPTION_LEN',
	  376: 'EVENTS'
	});

	function isAutodetect (parser) {
	  return this.is_autodetect(parser) !== 0
	}

	function isRequest (parser) {
	  return this.is_request(parser) !== 0
	}

	function isPaused (parser) {
	  return this.is_paused(parser) !== 0
	}

	function shouldManageUnconsumed (parser) {
	  return this.should_manage_unconsumed(parser) !== 0
	}

	function shouldSuspendAfterHeaders (parser) {
	  return this.should_suspend_after_headers(parser) !== 0
	}

	function getMaxStartLineLength (parser) {
	  return this.get_max_start_line_length(parser) >>> 0
	}

	function getMaxHeaderLength (parser) {
	  return this.get_max_header_length(parser) >>> 0
	}

	function getMaxBodyPayload (parser) {
	  return BigInt.asUintN(64, this.get_max_body_payload(parser))
	}

	function shouldContinueWithoutData (parser) {
	  return this.should_continue_without_data(parser) !== 0
	}

	function isConnect (parser) {
	  return this.is_connect(parser) !== 0
	}

	function isDebug (parser) {
	  return this.is_debug(parser) !== 0
	}

	function shouldSkipBody (parser) {
	  return this.should_skip_body(parser) !== 0
	}

	function getState (parser) {
	  return this.get_state(parser) >>> 0
	}

	function getPosition (parser) {
	  return this.get_position(parser) >>> 0
	}

	function getParsed (parser) {
	  return BigInt.asUintN(64, this.get_parsed(parser))
	}

	function getErrorCode (parser) {
	  return this.get_error_code(parser) >>> 0
	}

	function getMethod (parser) {
	  return this.get_method(parser) >>> 0
	}

	function getStatus (parser) {
	  return this.get_status(parser) >>> 0
	}

	function hasConnectionClose (parser) {
	  return this.has_connection_close(parser) !== 0
	}

	function hasConnectionUpgrade (parser) {
	  return this.has_connection_upgrade(parser) !== 0
	}

	function getContentLength (parser) {
	  return BigInt.asUintN(64, this.get_content_length(parser))
	}

	function getChunkSize (parser) {
	  return BigInt.asUintN(64, this.get_chunk_size(parser))
	}

	function getRemainingContentLength (parser) {
	  return BigInt.asUintN(64, this.get_remaining_content_length(parser))
	}

	function getRemainingChunkSize (parser) {
	  return BigInt.asUintN(64, this.get_remaining_chunk_size(parser))
	}

	function hasContentLength (parser) {
	  return this.has_content_length(parser) !== 0
	}

	function hasTransferEncoding (parser) {
	  return this.has_transfer_encoding(parser) !== 0
	}

	function hasChunkedTransferEncoding (parser) {
	  return this.has_chunked_transfer_encoding(parser) !== 0
	}

	function hasUpgrade (parser) {
	  return this.has_upgrade(parser) !== 0
	}

	function hasTrailers (parser) {
	  return this.has_trailers(parser) !== 0
	}

	function getErrorDescription (parser) {
	  const raw = this.get_error_description_raw(parser);
	  const len = Number(BigInt.asUintN(32, raw));
	  const ptr = Number(raw >> 32n);
	  return textDecoder.decode(new Uint8Array(this.memory.buffer, ptr, len))
	}

	function setShouldAutodetect (parser, value) {
	  this.set_should_autodetect(parser, value);
	}

	function setShouldContinueWithoutData (parser, value) {
	  this.set_should_continue_without_data(parser, value);
	}

	function setIsRequest (parser, value) {
	  this.set_is_request(parser, value);
	}

	function setIsConnect (parser, value) {
	  this.set_is_connect(parser, value);
	}

	function setDebug (parser, value) {
	  this.set_debug(parser, value);
	}

	function setShouldManageUnconsumed (parser, value) {
	  this.set_should_manage_unconsumed(parser, value);
	}

	function setShouldSuspendAfterHeaders (parser, value) {
	  this.set_should_suspend_after_headers(parser, value);
	}

	function setMaxStartLineLength (parser, value) {
	  this.set_max_start_line_length(parser, value);
	}

	function setMaxHeaderLength (parser, value) {
	  this.set_max_header_length(parser, value);
	}

	function setMaxBodyPayload (parser, value) {
	  this.set_max_body_payload(parser, value);
	}

	function setShouldSkipBody (parser, value) {
	  this.set_should_skip_body(parser, value);
	}

	function setActiveCallbacks (parser, value) {
	  this.set_active_callbacks(parser, value);
	}

	function setActiveEvents (parser, value) {
	  this.set_active_events(parser, value);
	}

	function simpleCreate (spans, create) {
	  const parser = create();
	  spans[parser] = [];
	  this.setActiveCallbacks(parser, this.CALLBACK_ACTIVE_ALL);
	  return parser
	}

	function simpleDestroy (spans, destroy, parser) {
	  spans[parser] = undefined;
	  destroy(parser);
	}

	function noop () {}

	function setup (env = {}) {
	  let { logger: logOption, ...instanceEnvironment } = env;
	  let logger = noop;
	  const context = {};

	  if (logOption) {
	    if (typeof logOption !== 'function') {
	      logOption = console.log;
	    }

	    logger = log.bind(context, logOption);
	  }

	  // Create the WASM instance
	  /* eslint-disable-next-line no-undef */
	  const instance = new WebAssembly.Instance(wasmModule, {
	    env: {
	      logger,
	      on_error: noop,
	      on_finish: noop,
	      on_message_start: noop,
	      on_message_complete: noop,
	      on_request: noop,
	      on_response: noop,
	      on_reset: noop,
	      on_method: noop,
	      on_url: noop,
	      on_protocol: noop,
	      on_version: noop,
	      on_status: noop,
	      on_reason: noop,
	      on_header_name: noop,
	      on_header_value: noop,
	      on_headers: noop,
	      on_connect: noop,
	      on_upgrade: noop,
	      on_chunk_length: noop,
	      on_chunk_extension_name: noop,
	      on_chunk_extension_value: noop,
	      on_chunk: noop,
	      on_body: noop,
	      on_data: noop,
	      on_trailer_name: noop,
	      on_trailer_value: noop,
	      on_trailers: noop,
	      on_state_change: noop,
	      ...instanceEnvironment
	    }
	  });

	  const wasm = instance.exports;
	  context.memory = wasm.memory;

	  const milo = {
	    version: {
	      raw: '0.9.0',
	      major: 0,
	      minor: 9,
	      patch: 0,
	      prerelease: ''
	    },
	    METHOD_OTHER: 0,
	    METHOD_GET: 1,
	    METHOD_HEAD: 2,
	    METHOD_POST: 3,
	    METHOD_PUT: 4,
	    METHOD_DELETE: 5,
	    METHOD_CONNECT: 6,
	    METHOD_OPTIONS: 7,
	    METHOD_TRACE: 8,
	    METHOD_PATCH: 9,
	    METHOD_PRI: 10,
	    CALLBACK_ON_ERROR: 0,
	    CALLBACK_ON_FINISH: 1,
	    CALLBACK_ON_MESSAGE_START: 2,
	    CALLBACK_ON_MESSAGE_COMPLETE: 3,
	    CALLBACK_ON_REQUEST: 4,
	    CALLBACK_ON_RESPONSE: 5,
	    CALLBACK_ON_RESET: 6,
	    CALLBACK_ON_METHOD: 7,
	    CALLBACK_ON_URL: 8,
	    CALLBACK_ON_PROTOCOL: 9,
	    CALLBACK_ON_VERSION: 10,
	    CALLBACK_ON_STATUS: 11,
	    CALLBACK_ON_REASON: 12,
	    CALLBACK_ON_HEADER_NAME: 13,
	    CALLBACK_ON_HEADER_VALUE: 14,
	    CALLBACK_ON_HEADERS: 15,
	    CALLBACK_ON_CONNECT: 16,
	    CALLBACK_ON_UPGRADE: 17,
	    CALLBACK_ON_CHUNK_LENGTH: 18,
	    CALLBACK_ON_CHUNK_EXTENSION_NAME: 19,
	    CALLBACK_ON_CHUNK_EXTENSION_VALUE: 20,
	    CALLBACK_ON_CHUNK: 21,
	    CALLBACK_ON_BODY: 22,
	    CALLBACK_ON_DATA: 23,
	    CALLBACK_ON_TRAILER_NAME: 24,
	    CALLBACK_ON_TRAILER_VALUE: 25,
	    CALLBACK_ON_TRAILERS: 26,
	    CALLBACK_ON_STATE_CHANGE: 27,
	    EVENT_END: 0,
	    EVENT_ERROR: 1,
	    EVENT_FINISH: 2,
	    EVENT_MESSAGE_START: 3,
	    EVENT_MESSAGE_COMPLETE: 4,
	    EVENT_REQUEST: 5,
	    EVENT_RESPONSE: 6,
	    EVENT_RESET: 7,
	    EVENT_METHOD: 8,
	    EVENT_URL: 9,
	    EVENT_PROTOCOL: 10,
	    EVENT_VERSION: 11,
	    EVENT_STATUS: 12,
	    EVENT_REASON: 13,
	    EVENT_HEADER_NAME: 14,
	    EVENT_HEADER_VALUE: 15,
	    EVENT_HEADERS: 16,
	    EVENT_CONNECT: 17,
	    EVENT_UPGRADE: 18,
	    EVENT_CHUNK_LENGTH: 19,
	    EVENT_CHUNK_EXTENSION_NAME: 20,
	    EVENT_CHUNK_EXTENSION_VALUE: 21,
	    EVENT_CHUNK: 22,
	    EVENT_BODY: 23,
	    EVENT_DATA: 24,
	    EVENT_TRAILER_NAME: 25,
	    EVENT_TRAILER_VALUE: 26,
	    EVENT_TRAILERS: 27,
	    EVENT_STATE_CHANGE: 28,
	    CALLBACK_ACTIVE_NONE: 0n,
	    EVENT_ACTIVE_NONE: 0n,
	    CALLBACK_ACTIVE_ON_ERROR: 1n,
	    EVENT_ACTIVE_ON_ERROR: 1n,
	    CALLBACK_ACTIVE_ON_FINISH: 2n,
	    EVENT_ACTIVE_ON_FINISH: 2n,
	    CALLBACK_ACTIVE_ON_MESSAGE_START: 4n,
	    EVENT_ACTIVE_ON_MESSAGE_START: 4n,
	    CALLBACK_ACTIVE_ON_MESSAGE_COMPLETE: 8n,
	    EVENT_ACTIVE_ON_MESSAGE_COMPLETE: 8n,
	    CALLBACK_ACTIVE_ON_REQUEST: 16n,
	    EVENT_ACTIVE_ON_REQUEST: 16n,
	    CALLBACK_ACTIVE_ON_RESPONSE: 32n,
	    EVENT_ACTIVE_ON_RESPONSE: 32n,
	    CALLBACK_ACTIVE_ON_RESET: 64n,
	    EVENT_ACTIVE_ON_RESET: 64n,
	    CALLBACK_ACTIVE_ON_METHOD: 128n,
	    EVENT_ACTIVE_ON_METHOD: 128n,
	    CALLBACK_ACTIVE_ON_URL: 256n,
	    EVENT_ACTIVE_ON_URL: 256n,
	    CALLBACK_ACTIVE_ON_PROTOCOL: 512n,
	    EVENT_ACTIVE_ON_PROTOCOL: 512n,
	    CALLBACK_ACTIVE_ON_VERSION: 1024n,
	    EVENT_ACTIVE_ON_VERSION: 1024n,
	    CALLBACK_ACTIVE_ON_STATUS: 2048n,
	    EVENT_ACTIVE_ON_STATUS: 2048n,
	    CALLBACK_ACTIVE_ON_REASON: 4096n,
	    EVENT_ACTIVE_ON_REASON: 4096n,
	    CALLBACK_ACTIVE_ON_HEADER_NAME: 8192n,
	    EVENT_ACTIVE_ON_HEADER_NAME: 8192n,
	    CALLBACK_ACTIVE_ON_HEADER_VALUE: 16384n,
	    EVENT_ACTIVE_ON_HEADER_VALUE: 16384n,
	    CALLBACK_ACTIVE_ON_HEADERS: 32768n,
	    EVENT_ACTIVE_ON_HEADERS: 32768n,
	    CALLBACK_ACTIVE_ON_CONNECT: 65536n,
	    EVENT_ACTIVE_ON_CONNECT: 65536n,
	    CALLBACK_ACTIVE_ON_UPGRADE: 131072n,
	    EVENT_ACTIVE_ON_UPGRADE: 131072n,
	    CALLBACK_ACTIVE_ON_CHUNK_LENGTH: 262144n,
	    EVENT_ACTIVE_ON_CHUNK_LENGTH: 262144n,
	    CALLBACK_ACTIVE_ON_CHUNK_EXTENSION_NAME: 524288n,
	    EVENT_ACTIVE_ON_CHUNK_EXTENSION_NAME: 524288n,
	    CALLBACK_ACTIVE_ON_CHUNK_EXTENSION_VALUE: 1048576n,
	    EVENT_ACTIVE_ON_CHUNK_EXTENSION_VALUE: 1048576n,
	    CALLBACK_ACTIVE_ON_CHUNK: 2097152n,
	    EVENT_ACTIVE_ON_CHUNK: 2097152n,
	    CALLBACK_ACTIVE_ON_BODY: 4194304n,
	    EVENT_ACTIVE_ON_BODY: 4194304n,
	    CALLBACK_ACTIVE_ON_DATA: 8388608n,
	    EVENT_ACTIVE_ON_DATA: 8388608n,
	    CALLBACK_ACTIVE_ON_TRAILER_NAME: 16777216n,
	    EVENT_ACTIVE_ON_TRAILER_NAME: 16777216n,
	    CALLBACK_ACTIVE_ON_TRAILER_VALUE: 33554432n,
	    EVENT_ACTIVE_ON_TRAILER_VALUE: 33554432n,
	    CALLBACK_ACTIVE_ON_TRAILERS: 67108864n,
	    EVENT_ACTIVE_ON_TRAILERS: 67108864n,
	    CALLBACK_ACTIVE_ON_STATE_CHANGE: 134217728n,
	    EVENT_ACTIVE_ON_STATE_CHANGE: 134217728n,
	    CALLBACK_ACTIVE_ALL: 268435455n,
	    EVENT_ACTIVE_ALL: 268435455n,
	    ERROR_NONE: 0,
	    ERROR_USER: 1,
	    ERROR_CALLBACK_ERROR: 2,
	    ERROR_UNEXPECTED_STATE: 3,
	    ERROR_UNEXPECTED_DATA: 4,
	    ERROR_UNEXPECTED_EOF: 5,
	    ERROR_UNEXPECTED_CHARACTER: 6,
	    ERROR_UNEXPECTED_CONTENT_LENGTH: 7,
	    ERROR_UNEXPECTED_TRANSFER_ENCODING: 8,
	    ERROR_UNEXPECTED_CONTENT: 9,
	    ERROR_UNEXPECTED_TRAILERS: 10,
	    ERROR_INVALID_VERSION: 11,
	    ERROR_INVALID_STATUS: 12,
	    ERROR_INVALID_CONTENT_LENGTH: 13,
	    ERROR_INVALID_TRANSFER_ENCODING: 14,
	    ERROR_INVALID_CHUNK_SIZE: 15,
	    ERROR_MISSING_CONNECTION_UPGRADE: 16,
	    ERROR_UNSUPPORTED_HTTP_VERSION: 17,
	    STATE_START: 0,
	    STATE_FINISH: 1,
	    STATE_ERROR: 2,
	    STATE_REQUEST_LINE: 3,
	    STATE_STATUS_LINE: 4,
	    STATE_HTTP2_PREFACE: 5,
	    STATE_HEADER: 6,
	    STATE_BODY_DECISION: 7,
	    STATE_BODY_VIA_CONTENT_LENGTH: 8,
	    STATE_BODY_WITH_NO_LENGTH: 9,
	    STATE_CHUNK_HEADER: 10,
	    STATE_CHUNK_EXTENSIONS: 11,
	    STATE_CHUNK_DATA: 12,
	    STATE_TRAILER: 13,
	    STATE_TUNNEL: 14,
	    PARSER_FIELD_MAX_START_LINE_LENGTH: 0,
	    PARSER_FIELD_MAX_HEADER_LENGTH: 4,
	    PARSER_FIELD_MAX_BODY_PAYLOAD: 8,
	    PARSER_FIELD_AUTODETECT: 16,
	    PARSER_FIELD_IS_REQUEST: 17,
	    PARSER_FIELD_SUSPEND_AFTER_HEADERS: 18,
	    PARSER_FIELD_MANAGE_UNCONSUMED: 19,
	    PARSER_FIELD_CONTINUE_WITHOUT_DATA: 20,
	    PARSER_FIELD_IS_CONNECT: 21,
	    PARSER_FIELD_SKIP_BODY: 22,
	    PARSER_FIELD_DEBUG: 23,
	    PARSER_FIELD_PARSED: 24,
	    PARSER_FIELD_POSITION: 32,
	    PARSER_FIELD_STATE: 36,
	    PARSER_FIELD_PAUSED: 37,
	    PARSER_FIELD_ERROR_CODE: 38,
	    PARSER_FIELD_CONTENT_LENGTH: 40,
	    PARSER_FIELD_CHUNK_SIZE: 48,
	    PARSER_FIELD_REMAINING_CONTENT_LENGTH: 56,
	    PARSER_FIELD_REMAINING_CHUNK_SIZE: 64,
	    PARSER_FIELD_STATUS: 72,
	    PARSER_FIELD_METHOD: 76,
	    PARSER_FIELD_HAS_CONTENT_LENGTH: 77,
	    PARSER_FIELD_HAS_TRANSFER_ENCODING: 78,
	    PARSER_FIELD_HAS_CHUNKED_TRANSFER_ENCODING: 79,
	    PARSER_FIELD_HAS_CONNECTION_CLOSE: 80,
	    PARSER_FIELD_HAS_CONNECTION_UPGRADE: 81,
	    PARSER_FIELD_HAS_UPGRADE: 82,
	    PARSER_FIELD_HAS_TRAILERS: 83,
	    PARSER_FIELD_ACTIVE_CALLBACKS: 88,
	    PARSER_FIELD_ACTIVE_EVENTS: 96,
	    PARSER_FIELD_PTR: 104,
	    PARSER_FIELD_ERROR_DESCRIPTION: 108,
	    PARSER_FIELD_UNCONSUMED: 364,
	    PARSER_FIELD_UNCONSUMED_LEN: 368,
	    PARSER_FIELD_ERROR_DESCRIPTION_LEN: 372,
	    PARSER_FIELD_EVENTS: 376,
	    Errors,
	    Methods,
	    Callbacks,
	    CallbackActives,
	    Events,
	    EventActives,
	    States,
	    ParserFields,
	    isAutodetect: isAutodetect.bind(wasm),
	    isRequest: isRequest.bind(wasm),
	    isPaused: isPaused.bind(wasm),
	    shouldManageUnconsumed: shouldManageUnconsumed.bind(wasm),
	    shouldSuspendAfterHeaders: shouldSuspendAfterHeaders.bind(wasm),
	    getMaxStartLineLength: getMaxStartLineLength.bind(wasm),
	    getMaxHeaderLength: getMaxHeaderLength.bind(wasm),
	    getMaxBodyPayload: getMaxBodyPayload.bind(wasm),
	    shouldContinueWithoutData: shouldContinueWithoutData.bind(wasm),
	    isConnect: isConnect.bind(wasm),
	    isDebug: isDebug.bind(wasm),
	    shouldSkipBody: shouldSkipBody.bind(wasm),
	    getState: getState.bind(wasm),
	    getPosition: getPosition.bind(wasm),
	    getParsed: getParsed.bind(wasm),
	    getErrorCode: getErrorCode.bind(wasm),
	    getMethod: getMethod.bind(wasm),
	    getStatus: getStatus.bind(wasm),
	    hasConnectionClose: hasConnectionClose.bind(wasm),
	    hasConnectionUpgrade: hasConnectionUpgrade.bind(wasm),
	    getContentLength: getContentLength.bind(wasm),
	    getChunkSize: getChunkSize.bind(wasm),
	    getRemainingContentLength: getRemainingContentLength.bind(wasm),
	    getRemainingChunkSize: getRemainingChunkSize.bind(wasm),
	    hasContentLength: hasContentLength.bind(wasm),
	    hasTransferEncoding: hasTransferEncoding.bind(wasm),
	    hasChunkedTransferEncoding: hasChunkedTransferEncoding.bind(wasm),
	    hasUpgrade: hasUpgrade.bind(wasm),
	    hasTrailers: hasTrailers.bind(wasm),
	    getErrorDescription: getErrorDescription.bind(wasm),
	    setShouldAutodetect: setShouldAutodetect.bind(wasm),
	    setShouldContinueWithoutData: setShouldContinueWithoutData.bind(wasm),
	    setIsRequest: setIsRequest.bind(wasm),
	    setIsConnect: setIsConnect.bind(wasm),
	    setDebug: setDebug.bind(wasm),
	    setShouldManageUnconsumed: setShouldManageUnconsumed.bind(wasm),
	    setShouldSuspendAfterHeaders: setShouldSuspendAfterHeaders.bind(wasm),
	    setMaxStartLineLength: setMaxStartLineLength.bind(wasm),
	    setMaxHeaderLength: setMaxHeaderLength.bind(wasm),
	    setMaxBodyPayload: setMaxBodyPayload.bind(wasm),
	    setShouldSkipBody: setShouldSkipBody.bind(wasm),
	    setActiveCallbacks: setActiveCallbacks.bind(wasm),
	    setActiveEvents: setActiveEvents.bind(wasm),
	    memory: wasm.memory,
	    alloc: alloc.bind(wasm),
	    dealloc: dealloc.bind(wasm),
	    create: create.bind(wasm),
	    destroy: destroy.bind(wasm),
	    parse: parse.bind(wasm),
	    fail: fail.bind(wasm),
	    hasDebug: hasDebug.bind(wasm),
	    clear: wasm.clear,
	    complete: wasm.complete,
	    finish: wasm.finish,
	    pause: wasm.pause,
	    reset: wasm.reset,
	    resume: wasm.resume
	  };

	  return milo
	}

	function simple () {
	  const spans = {};

	  const milo = setup({/* REPLACE: callbacks:simple */});

	  milo.spans = spans;
	  milo.create = simpleCreate.bind(milo, spans, milo.create);
	  milo.destroy = simpleDestroy.bind(milo, spans, milo.destroy);

	  return milo
	}

	noSimd = { wasmModule, noop, setup, simple };
	return noSimd;
}

var parserH1;
var hasRequiredParserH1;

function requireParserH1 () {
	if (hasRequiredParserH1) return parserH1;
	hasRequiredParserH1 = 1;

	const assert = builtin$4;
	const util = requireUtil$1();
	const timers = requireTimers();
	const {
	  HeadersTimeoutError,
	  HeadersOverflowError,
	  SocketError,
	  InformationalError,
	  BodyTimeoutError,
	  HTTPParserError,
	  ResponseContentLengthMismatchError,
	  ResponseExceededMaxSizeError
	} = requireErrors();
	const {
	  kUrl,
	  kReset,
	  kClient,
	  kParser,
	  kBlocking,
	  kRunning,
	  kWriting,
	  kQueue,
	  kKeepAliveDefaultTimeout,
	  kRunningIdx,
	  kError,
	  kPipelining,
	  kSocket,
	  kKeepAliveTimeoutValue,
	  kKeepAliveMaxTimeout,
	  kKeepAliveTimeoutThreshold,
	  kBodyTimeout,
	  kMaxResponseSize,
	  kResume,
	  kHTTPContext,
	  kMaxHeadersSize
	} = requireSymbols();

	const FastBuffer = Buffer[Symbol.species];
	const removeAllListeners = util.removeAllListeners;

	const kPausedByHandler = Symbol('kPausedByHandler');

	const BUFFER_PAGE_SIZE = 4096;
	const INITIAL_BUFFER_SIZE = 128 * 1024;
	const EMPTY_BUF = Buffer.alloc(0);
	const BODY_KIND_CONTENT_LENGTH = 0;
	const EVENT_RANGE_SIZE = 9;
	const EVENT_HEADERS_SIZE = 19;

	let miloPackage;

	// We disable wasm SIMD on ppc64 as it seems to be broken on Power 9 architectures.
	// We disable wasm SIMD on riscv64 as it seems to be broken on there as well.
	let useWasmSIMD = (process.arch !== 'riscv64' && process.arch !== 'ppc64');
	// The Env Variable UNDICI_NO_WASM_SIMD allows explicitly overriding the default behavior.
	if (process.env.UNDICI_NO_WASM_SIMD === '1') {
	  useWasmSIMD = false;
	} else if (process.env.UNDICI_NO_WASM_SIMD === '0') {
	  useWasmSIMD = true;
	}

	const USE_NATIVE_TIMER = 0;
	const USE_FAST_TIMER = 1;
	const TIMEOUT_HEADERS = 2 | USE_FAST_TIMER;
	const TIMEOUT_BODY = 4 | USE_FAST_TIMER;
	const TIMEOUT_KEEP_ALIVE = 8 | USE_NATIVE_TIMER;

	let miloEnabled =
	  process.env.UNDICI_USE_MILO === '1' || process.env.UNDICI_USE_MILO === 'true';
	let miloInstance = null;
	let currentBuffer = null;
	let currentBufferSize = 0;
	let currentBufferPtr = null;
	let currentBufferRef = null;

	function onParserTimeout (parserWeakRef) {
	  const parser = parserWeakRef.deref ? parserWeakRef.deref() : parserWeakRef;
	  if (!parser) {
	    return
	  }

	  const { socket, timeoutType, client, paused } = parser;

	  if (timeoutType === TIMEOUT_HEADERS) {
	    if (!socket[kWriting] || socket.writableNeedDrain || client[kRunning] > 1) {
	      assert(!paused, 'cannot be paused while waiting for headers');
	      util.destroy(socket, new HeadersTimeoutError());
	    }
	  } else if (timeoutType === TIMEOUT_BODY) {
	    if (!paused) {
	      util.destroy(socket, new BodyTimeoutError());
	    }
	  } else if (timeoutType === TIMEOUT_KEEP_ALIVE) {
	    assert(client[kRunning] === 0 && client[kKeepAliveTimeoutValue]);
	    util.destroy(socket, new InformationalError('socket idle timeout'));
	  }
	}

	function getMilo () {
	  if (miloInstance) {
	    return miloInstance
	  }

	  // Milo modules compile WASM on load; defer loading until the parser is needed.
	  if (useWasmSIMD) {
	    try {
	      miloPackage = requireSimd();
	    } catch {}
	  }

	  miloPackage = miloPackage || requireNoSimd();
	  miloInstance = miloPackage.setup();
	  return miloInstance
	}

	class H1Parser {
	  constructor (client, socket) {
	    this.milo = getMilo();

	    this.client = client;
	    this.socket = socket;
	    this.parser = this.milo.create();
	    this.events = new FastBuffer(
	      this.milo.memory.buffer,
	      this.parser + this.milo.ParserFields.EVENTS,
	      4
	    ).readUInt32LE(0);

	    this.milo.setShouldAutodetect(this.parser, false);
	    this.milo.setIsRequest(this.parser, false);
	    this.milo.setShouldManageUnconsumed(this.parser, false);
	    this.milo.setShouldSuspendAfterHeaders(this.parser, true);
	    this.milo.setMaxHeaderLength(this.parser, client[kMaxHeadersSize]);
	    this.milo.setActiveEvents(
	      this.parser,
	      this.milo.EVENT_ACTIVE_ON_ERROR |
	        this.milo.EVENT_ACTIVE_ON_MESSAGE_COMPLETE |
	        this.milo.EVENT_ACTIVE_ON_REASON |
	        this.milo.EVENT_ACTIVE_ON_HEADER_NAME |
	        this.milo.EVENT_ACTIVE_ON_HEADER_VALUE |
	        this.milo.EVENT_ACTIVE_ON_HEADERS |
	        this.milo.EVENT_ACTIVE_ON_DATA |
	        this.milo.EVENT_ACTIVE_ON_TRAILER_NAME |
	        this.milo.EVENT_ACTIVE_ON_TRAILER_VALUE
	    );

	    this.timeout = null;
	    this.timeoutWeakRef = new WeakRef(this);
	    this.timeoutValue = null;
	    this.timeoutType = null;
	    this.statusCode = 0;
	    this.statusText = '';
	    this.upgrade = false;
	    this.responseStarted = false;
	    this.pausedByParser = false;
	    this.pauseStateIsStart = false;
	    this.headers = [];
	    this.trailers = [];
	    this.headersSize = 0;
	    this.trailersSize = 0;
	    this.headersMaxSize = client[kMaxHeadersSize];
	    this.shouldKeepAlive = false;
	    this.paused = false;
	    this.errored = false;
	    this.waitingForMoreData = 0;
	    this.resume = this.resume.bind(this);
	    this.bytesRead = 0;
	    this.keepAlive = '';
	    this.connection = '';
	    this.contentLength = -1;
	    this.maxResponseSize = client[kMaxResponseSize];
	    this.directBodyRemaining = 0;
	    this.directBodyCompletePending = false;
	    this.headersSuspended = false;
	    this.skipBody = false;

	    this[kPausedByHandler] = false;

	    if (
	      INITIAL_BUFFER_SIZE > currentBufferSize ||
	      currentBuffer.buffer !== this.milo.memory.buffer
	    ) {
	      this.ensureBuffers(INITIAL_BUFFER_SIZE);
	    } else {
	      this.updateBuffers();
	    }
	  }

	  setTimeout (delay, type) {
	    if (
	      delay !== this.timeoutValue ||
	      (type & USE_FAST_TIMER) ^ (this.timeoutType & USE_FAST_TIMER)
	    ) {
	      if (this.timeout) {
	        timers.clearTimeout(this.timeout);
	        this.timeout = null;
	      }

	      if (delay) {
	        if (type & USE_FAST_TIMER) {
	          this.timeout = timers.setFastTimeout(
	            onParserTimeout,
	            delay,
	            this.timeoutWeakRef
	          );
	        } else {
	          this.timeout = setTimeout(
	            onParserTimeout,
	            delay,
	            this.timeoutWeakRef
	          );
	          this.timeout?.unref();
	        }
	      }

	      this.timeoutValue = delay;
	    } else if (this.timeout?.refresh) {
	      this.timeout.refresh();
	    }

	    this.timeoutType = type;
	  }

	  ensureBuffers (size) {
	    const { milo } = this;

	    if (currentBufferPtr != null) {
	      milo.dealloc(currentBufferPtr, currentBufferSize);
	    }

	    // Reallocate buffers
	    currentBufferSize = Math.ceil(size / BUFFER_PAGE_SIZE) * BUFFER_PAGE_SIZE;
	    currentBufferPtr = milo.alloc(currentBufferSize);
	    currentBuffer = new FastBuffer(
	      milo.memory.buffer,
	      currentBufferPtr,
	      currentBufferSize
	    );

	    this.updateBuffers();
	  }

	  updateBuffers () {
	    this.parserFields = new FastBuffer(this.milo.memory.buffer, this.parser);
	    this.parserEvents = new FastBuffer(
	      this.milo.memory.buffer,
	      this.events,
	      64 * 1024
	    );
	  }

	  resume () {
	    if (this.socket.destroyed || !this.paused) {
	      return
	    }

	    this.milo.resume(this.parser);

	    assert(this.timeoutType === TIMEOUT_BODY);
	    if (this.timeout?.refresh) {
	      this.timeout.refresh();
	    }

	    this.paused = false;
	    if (this.directBodyCompletePending) {
	      try {
	        this.completeDirectBody();
	      } catch (err) {
	        util.destroy(this.socket, err);
	        return
	      }

	      if (this.paused) {
	        return
	      }
	    }

	    this.readMore();
	  }

	  readMore () {
	    if (this.paused || !this.parser) {
	      return
	    }

	    while (!this.paused && this.parser) {
	      if (
	        this.waitingForMoreData &&
	        this.socket.readableLength <= this.waitingForMoreData
	      ) {
	        break
	      }

	      this.waitingForMoreData = 0;

	      const chunk = this.socket.read();
	      if (chunk === null) {
	        break
	      }

	      if (this.execute(chunk) === false) {
	        break
	      }
	    }
	  }

	  execute (data) {
	    const available = data.length;
	    assert(!this.paused);

	    const { socket, milo } = this;

	    try {
	      if (this.directBodyRemaining > 0) {
	        return this.consumeDirectBody(data)
	      }

	      if (currentBuffer.buffer !== milo.memory.buffer) {
	        currentBuffer = new FastBuffer(
	          milo.memory.buffer,
	          currentBufferPtr,
	          currentBufferSize
	        );
	        this.updateBuffers();
	      } else if (this.parserEvents.buffer !== milo.memory.buffer) {
	        this.updateBuffers();
	      }

	      let offset = 0;
	      let parseLen = available;
	      const headersEnd = this.statusCode === 0 ? data.indexOf('\r\n\r\n') : -1;

	      if (headersEnd !== -1) {
	        parseLen = headersEnd + 4;
	      }

	      for (;;) {
	        if (parseLen > currentBufferSize) {
	          this.ensureBuffers(parseLen);
	        }

	        const parseData = data.subarray(offset, offset + parseLen);
	        currentBuffer.set(parseData);
	        currentBufferRef = parseData;

	        const consumed = milo.parse(this.parser, currentBufferPtr, parseLen);
	        this.drainEvents();

	        const consumedTotal = offset + consumed;

	        if (
	          this.errored ||
	          (consumed === 0 &&
	            this.parserFields[milo.ParserFields.ERROR_CODE] !== milo.ERROR_NONE)
	        ) {
	          throw this.createError(data.subarray(consumedTotal))
	        } else if (this.upgrade) {
	          this.onUpgrade(data.subarray(consumedTotal));
	          return false
	        } else if (this.directBodyCompletePending) {
	          this.completeDirectBody();

	          if (this.paused) {
	            return false
	          }
	        } else if (this.pausedByParser) {
	          this.pausedByParser = false;
	          this.headersSuspended = false;
	          if (this[kPausedByHandler] && this.pauseStateIsStart) {
	            this.pauseStateIsStart = false;
	            milo.resume(this.parser);
	            this[kPausedByHandler] = false;
	            return false
	          }

	          this.pauseStateIsStart = false;
	          this.paused = true;
	          socket.unshift(data.subarray(consumedTotal));
	          return false
	        }

	        if (this.directBodyRemaining > 0) {
	          return this.consumeDirectBody(data.subarray(consumedTotal))
	        }

	        if (consumed < parseLen) {
	          const remaining = data.subarray(consumedTotal);
	          socket.unshift(remaining);
	          this.waitingForMoreData = consumed === 0 ? remaining.length : 0;
	          return false
	        }

	        offset = consumedTotal;

	        if (offset >= available) {
	          if (this.headersSuspended) {
	            this.headersSuspended = false;
	            parseLen = 0;
	            continue
	          }

	          return true
	        }

	        this.headersSuspended = false;
	        parseLen = available - offset;
	      }
	    } catch (err) {
	      util.destroy(socket, err);
	      return false
	    } finally {
	      currentBufferRef = null;
	    }
	  }

	  consumeDirectBody (data) {
	    const { socket, client, maxResponseSize } = this;
	    const available = data.length;
	    const len = Math.min(available, this.directBodyRemaining);

	    if (this.timeout?.refresh) {
	      this.timeout.refresh();
	    }

	    if (len > 0) {
	      const request = client[kQueue][client[kRunningIdx]];
	      assert(request);
	      assert(this.timeoutType === TIMEOUT_BODY);
	      assert(this.statusCode >= 200);

	      if (maxResponseSize > -1 && this.bytesRead + len > maxResponseSize) {
	        throw new ResponseExceededMaxSizeError()
	      }

	      this.bytesRead += len;
	      this.directBodyRemaining -= len;

	      if (request.onResponseData(data.subarray(0, len)) === false) {
	        this.directBodyCompletePending = this.directBodyRemaining === 0;
	        this.pauseParser();
	        this[kPausedByHandler] = true;
	        this.pausedByParser = false;
	        this.paused = true;

	        if (len < available) {
	          socket.unshift(data.subarray(len));
	        }

	        return false
	      }
	    }

	    if (this.directBodyRemaining === 0) {
	      this.completeDirectBody();

	      const remaining = data.subarray(len);
	      if (
	        this.errored ||
	        this.parserFields[this.milo.ParserFields.ERROR_CODE] !==
	          this.milo.ERROR_NONE
	      ) {
	        throw this.createError(remaining)
	      } else if (this.pausedByParser) {
	        this.pausedByParser = false;
	        this.pauseStateIsStart = false;
	        this.paused = true;
	        if (remaining.length > 0) {
	          socket.unshift(remaining);
	        }
	        return false
	      }

	      if (remaining.length > 0) {
	        socket.unshift(remaining);
	        return false
	      }
	    }

	    return true
	  }

	  completeDirectBody () {
	    const { milo } = this;

	    if (currentBuffer.buffer !== milo.memory.buffer) {
	      currentBuffer = new FastBuffer(
	        milo.memory.buffer,
	        currentBufferPtr,
	        currentBufferSize
	      );
	      this.updateBuffers();
	    } else if (this.parserEvents.buffer !== milo.memory.buffer) {
	      this.updateBuffers();
	    }

	    this.directBodyCompletePending = false;
	    currentBufferRef = EMPTY_BUF;

	    milo.complete(this.parser);
	    this.drainEvents();
	  }

	  setShouldSkipBody (value) {
	    if (this.skipBody !== value) {
	      this.skipBody = value;
	      this.milo.setShouldSkipBody(this.parser, value);
	    }
	  }

	  finish () {
	    if (!this.parser) {
	      return null
	    }

	    if (this.directBodyRemaining > 0) {
	      return new ResponseContentLengthMismatchError()
	    }

	    if (this.parserEvents.buffer !== this.milo.memory.buffer) {
	      this.updateBuffers();
	    }

	    this.milo.finish(this.parser);
	    this.drainEvents();

	    if (!this.errored) {
	      return null
	    }

	    return this.createError(EMPTY_BUF)
	  }

	  createError (data) {
	    const { contentLength, bytesRead } = this;

	    if (contentLength !== -1 && bytesRead !== contentLength) {
	      return new ResponseContentLengthMismatchError()
	    }

	    const errorCode = this.parserFields[this.milo.ParserFields.ERROR_CODE];
	    const errorName = this.milo.Errors[errorCode];
	    const errorDescription =
	      errorName === 'UNEXPECTED_EOF'
	        ? 'Invalid EOF state'
	        : this.milo.getErrorDescription(this.parser);
	    const reason =
	      errorName === 'UNEXPECTED_EOF'
	        ? errorDescription
	        : errorDescription
	          ? `[ERROR_${errorName}] ${errorDescription}`
	          : `ERROR_${errorName}`;
	    return new HTTPParserError(
	      `Response does not match the HTTP/1.1 protocol (${reason})`,
	      errorName,
	      data
	    )
	  }

	  destroy () {
	    if (this.parser) {
	      this.milo.destroy(this.parser);
	      this.parser = null;
	    }

	    this.timeout && timers.clearTimeout(this.timeout);
	    this.timeout = null;
	    this.timeoutValue = null;
	    this.timeoutType = null;
	    this.paused = false;
	    this.responseStarted = false;
	    this.pausedByParser = false;
	    this.pauseStateIsStart = false;
	    this.connection = '';
	    this.skipBody = false;
	  }

	  pauseParser (stateIsStart = false) {
	    this.milo.pause(this.parser);
	    this.pausedByParser = true;
	    this.pauseStateIsStart = stateIsStart;
	  }

	  drainEvents () {
	    const { socket, client, milo } = this;
	    let cursor = 0;

	    const firstEvent = this.parserEvents[0];
	    if (
	      firstEvent !== milo.EVENT_END &&
	      firstEvent !== milo.EVENT_ERROR &&
	      !this.responseStarted
	    ) {
	      this.responseStarted = true;

	      if (socket.destroyed) {
	        return this.fail(this.milo.ERROR_CALLBACK_ERROR, 'Other side closed')
	      }

	      const request = client[kQueue][client[kRunningIdx]];
	      if (!request) {
	        return this.fail(this.milo.ERROR_CALLBACK_ERROR, 'Missing request')
	      }

	      request.onResponseStarted();
	    }

	    for (;;) {
	      const event = this.parserEvents[cursor];
	      let eventLen = EVENT_RANGE_SIZE;
	      switch (event) {
	        case milo.EVENT_END:
	          return
	        case milo.EVENT_ERROR:
	          this.errored = true;
	          return
	        case milo.EVENT_MESSAGE_COMPLETE: {
	          const {
	            client,
	            socket,
	            statusCode,
	            upgrade,
	            trailers,
	            contentLength,
	            bytesRead,
	            shouldKeepAlive
	          } = this;

	          this.responseStarted = false;

	          if (socket.destroyed && (!statusCode || shouldKeepAlive)) {
	            return this.fail(milo.ERROR_CALLBACK_ERROR, 'Other side closed')
	          }

	          if (upgrade) {
	            this.pauseParser();
	            return
	          }

	          assert(statusCode >= 100);

	          const request = client[kQueue][client[kRunningIdx]];
	          assert(request);

	          this.statusCode = 0;
	          this.statusText = '';
	          this.bytesRead = 0;
	          this.contentLength = -1;
	          this.directBodyRemaining = 0;
	          this.directBodyCompletePending = false;
	          this.headersSuspended = false;
	          this.skipBody = false;
	          this.keepAlive = '';
	          this.connection = '';
	          this.trailers = [];
	          this.trailersSize = 0;

	          if (statusCode < 200) {
	            break
	          }

	          if (
	            request.method !== 'HEAD' &&
	            contentLength !== -1 &&
	            bytesRead !== contentLength
	          ) {
	            util.destroy(socket, new ResponseContentLengthMismatchError());
	            this.pauseParser();
	            break
	          }

	          request.onResponseEnd(trailers);

	          client[kQueue][client[kRunningIdx]++] = null;

	          if (socket[kWriting]) {
	            assert(client[kRunning] === 0);
	            util.destroy(socket, new InformationalError('reset'));
	            this.pauseParser(true);
	          } else if (!shouldKeepAlive) {
	            util.destroy(socket, new InformationalError('reset'));
	            this.pauseParser(true);
	          } else if (socket[kReset] && client[kRunning] === 0) {
	            util.destroy(socket, new InformationalError('reset'));
	            this.pauseParser(true);
	          } else if (client[kPipelining] == null || client[kPipelining] === 1) {
	            setImmediate(client[kResume]);
	          } else {
	            client[kResume]();
	          }

	          break
	        }
	        case milo.EVENT_REASON: {
	          const at = this.parserEvents.readUInt32LE(cursor + 1);
	          const len = this.parserEvents.readUInt32LE(cursor + 5);
	          this.statusText = new FastBuffer(
	            currentBufferRef.buffer,
	            currentBufferRef.byteOffset + at,
	            len
	          ).toString();
	          break
	        }
	        case milo.EVENT_HEADER_NAME: {
	          const at = this.parserEvents.readUInt32LE(cursor + 1);
	          const len = this.parserEvents.readUInt32LE(cursor + 5);
	          const data =
	            len > 0
	              ? new FastBuffer(
	                currentBufferRef.buffer,
	                currentBufferRef.byteOffset + at,
	                len
	              )
	              : EMPTY_BUF;

	          this.headers.push(data);
	          this.headersSize += len;
	          if (this.headersSize >= this.headersMaxSize) {
	            util.destroy(this.socket, new HeadersOverflowError());
	            return this.fail(milo.ERROR_CALLBACK_ERROR, 'Headers overflow')
	          }

	          break
	        }
	        case milo.EVENT_HEADER_VALUE: {
	          const at = this.parserEvents.readUInt32LE(cursor + 1);
	          const len = this.parserEvents.readUInt32LE(cursor + 5);
	          const data =
	            len > 0
	              ? new FastBuffer(
	                currentBufferRef.buffer,
	                currentBufferRef.byteOffset + at,
	                len
	              )
	              : EMPTY_BUF;
	          const key = this.headers[this.headers.length - 1];

	          this.headers.push(data);

	          if (key.length === 10) {
	            const headerName = util.bufferToLowerCasedHeaderName(key);
	            if (headerName === 'keep-alive') {
	              this.keepAlive += (this.keepAlive.length === 0 ? '' : ',') + data.toString();
	            } else if (headerName === 'connection') {
	              this.connection += (this.connection.length === 0 ? '' : ',') + data.toString();
	            }
	          }

	          this.headersSize += len;
	          if (this.headersSize >= this.headersMaxSize) {
	            util.destroy(this.socket, new HeadersOverflowError());
	            return this.fail(milo.ERROR_CALLBACK_ERROR, 'Headers overflow')
	          }

	          break
	        }
	        case milo.EVENT_HEADERS: {
	          eventLen = EVENT_HEADERS_SIZE;

	          const statusCode = this.parserEvents.readUInt16LE(cursor + 5);
	          const shouldKeepAlive = this.parserEvents[cursor + 7] !== 0;
	          const shouldUpgrade = this.parserEvents[cursor + 8] !== 0;
	          const hasTrailers = this.parserEvents[cursor + 9] !== 0;
	          const bodyKind = this.parserEvents[cursor + 10];
	          const contentLength =
	            this.parserEvents.readUInt32LE(cursor + 11) +
	            this.parserEvents.readUInt32LE(cursor + 15) * 0x100000000;

	          const { socket, client, headers, statusText } = this;

	          if (socket.destroyed) {
	            return this.fail(milo.ERROR_CALLBACK_ERROR, 'Other side closed')
	          }

	          const request = client[kQueue][client[kRunningIdx]];
	          if (!request) {
	            return this.fail(milo.ERROR_CALLBACK_ERROR, 'Missing request')
	          }

	          assert(!this.upgrade);
	          assert(this.statusCode < 200);

	          if (statusCode === 100) {
	            util.destroy(
	              socket,
	              new SocketError('bad response', util.getSocketInfo(socket))
	            );
	            return this.fail(milo.ERROR_CALLBACK_ERROR, 'Bad response')
	          }

	          if (shouldUpgrade && !request.upgrade) {
	            util.destroy(
	              socket,
	              new SocketError('bad upgrade', util.getSocketInfo(socket))
	            );
	            return this.fail(milo.ERROR_CALLBACK_ERROR, 'Bad upgrade')
	          }

	          assert(this.timeoutType === TIMEOUT_HEADERS);

	          this.statusCode = statusCode;
	          this.shouldKeepAlive =
	            shouldKeepAlive ||
	            (request.method === 'HEAD' &&
	              !socket[kReset] &&
	              /(?:^|,)[\t ]*keep-alive[\t ]*(?:,|$)/i.test(this.connection) &&
	              !/(?:^|,)[\t ]*close[\t ]*(?:,|$)/i.test(this.connection));
	          this.contentLength =
	            bodyKind === BODY_KIND_CONTENT_LENGTH ? contentLength : -1;

	          if (this.statusCode >= 200) {
	            const bodyTimeout =
	              request.bodyTimeout != null
	                ? request.bodyTimeout
	                : client[kBodyTimeout];
	            this.setTimeout(bodyTimeout, TIMEOUT_BODY);
	          } else if (this.timeout?.refresh) {
	            this.timeout.refresh();
	          }

	          if (request.method === 'CONNECT') {
	            assert(client[kRunning] === 1);
	            milo.setIsConnect(this.parser, true);
	            this.upgrade = true;
	            return
	          }

	          if (shouldUpgrade) {
	            assert(client[kRunning] === 1);
	            this.upgrade = true;
	            this.pauseParser();
	            return
	          }

	          this.headers = [];
	          this.headersSize = 0;

	          if (this.shouldKeepAlive && client[kPipelining]) {
	            const keepAliveTimeout = this.keepAlive
	              ? util.parseKeepAliveTimeout(this.keepAlive)
	              : null;

	            if (keepAliveTimeout != null) {
	              const timeout = Math.min(
	                keepAliveTimeout - client[kKeepAliveTimeoutThreshold],
	                client[kKeepAliveMaxTimeout]
	              );
	              if (timeout <= 0) {
	                socket[kReset] = true;
	              } else {
	                client[kKeepAliveTimeoutValue] = timeout;
	              }
	            } else {
	              client[kKeepAliveTimeoutValue] = client[kKeepAliveDefaultTimeout];
	            }
	          } else {
	            socket[kReset] = true;
	          }

	          const pause =
	            request.onResponseStart(
	              statusCode,
	              headers,
	              this.resume,
	              statusText
	            ) === false;

	          if (request.aborted) {
	            return this.fail(milo.ERROR_CALLBACK_ERROR, 'Request aborted')
	          }

	          if (request.method === 'HEAD' || statusCode < 200) {
	            this.setShouldSkipBody(true);
	          }

	          this.headersSuspended = true;
	          if (
	            !pause &&
	            request.method !== 'HEAD' &&
	            statusCode >= 200 &&
	            statusCode !== 204 &&
	            statusCode !== 205 &&
	            statusCode !== 304 &&
	            bodyKind === BODY_KIND_CONTENT_LENGTH &&
	            contentLength > 0 &&
	            !hasTrailers
	          ) {
	            this.directBodyRemaining = contentLength;
	          }

	          if (socket[kBlocking]) {
	            socket[kBlocking] = false;
	            client[kResume]();
	          }

	          if (pause) {
	            this.pauseParser();
	            this[kPausedByHandler] = true;
	          } else if (
	            request.method === 'HEAD' ||
	            statusCode < 200 ||
	            statusCode === 204 ||
	            statusCode === 205 ||
	            statusCode === 304 ||
	            (bodyKind === BODY_KIND_CONTENT_LENGTH && contentLength === 0)
	          ) {
	            this.directBodyCompletePending = true;
	          }

	          break
	        }
	        case milo.EVENT_DATA: {
	          const at = this.parserEvents.readUInt32LE(cursor + 1);
	          const len = this.parserEvents.readUInt32LE(cursor + 5);
	          const { client, socket, statusCode, maxResponseSize } = this;

	          if (socket.destroyed) {
	            return this.fail(milo.ERROR_CALLBACK_ERROR, 'Other side closed')
	          }

	          const request = client[kQueue][client[kRunningIdx]];
	          assert(request);
	          assert(this.timeoutType === TIMEOUT_BODY);

	          if (this.timeout?.refresh) {
	            this.timeout.refresh();
	          }

	          assert(statusCode >= 200);

	          if (maxResponseSize > -1 && this.bytesRead + len > maxResponseSize) {
	            util.destroy(socket, new ResponseExceededMaxSizeError());
	            return this.fail(
	              milo.ERROR_CALLBACK_ERROR,
	              'Response size exceeded'
	            )
	          }

	          this.bytesRead += len;

	          const buffer = currentBufferRef;
	          if (
	            request.onResponseData(
	              new FastBuffer(buffer.buffer, buffer.byteOffset + at, len)
	            ) === false
	          ) {
	            this.pauseParser();
	            this[kPausedByHandler] = true;
	          }

	          break
	        }
	        case milo.EVENT_TRAILER_NAME: {
	          const at = this.parserEvents.readUInt32LE(cursor + 1);
	          const len = this.parserEvents.readUInt32LE(cursor + 5);
	          const data =
	            len > 0
	              ? new FastBuffer(
	                currentBufferRef.buffer,
	                currentBufferRef.byteOffset + at,
	                len
	              )
	              : EMPTY_BUF;

	          this.trailers.push(data);

	          this.trailersSize += len;
	          if (this.trailersSize >= this.headersMaxSize) {
	            util.destroy(this.socket, new HeadersOverflowError());
	            return this.fail(milo.ERROR_CALLBACK_ERROR, 'Headers overflow')
	          }

	          break
	        }
	        case milo.EVENT_TRAILER_VALUE: {
	          const at = this.parserEvents.readUInt32LE(cursor + 1);
	          const len = this.parserEvents.readUInt32LE(cursor + 5);
	          const data =
	            len > 0
	              ? new FastBuffer(
	                currentBufferRef.buffer,
	                currentBufferRef.byteOffset + at,
	                len
	              )
	              : EMPTY_BUF;

	          this.trailers.push(data);

	          this.trailersSize += len;
	          if (this.trailersSize >= this.headersMaxSize) {
	            util.destroy(this.socket, new HeadersOverflowError());
	            return this.fail(milo.ERROR_CALLBACK_ERROR, 'Headers overflow')
	          }

	          break
	        }
	        default:
	          return
	      }

	      cursor += eventLen;
	    }
	  }

	  fail (code, message) {
	    this.milo.fail(this.parser, code, message);
	    this.errored = true;
	  }

	  onUpgrade (head) {
	    const { upgrade, client, socket, headers, statusCode } = this;

	    assert(upgrade);
	    assert(client[kSocket] === socket);
	    assert(!socket.destroyed);
	    assert(!this.paused);

	    const request = client[kQueue][client[kRunningIdx]];
	    assert(request);
	    assert(request.upgrade || request.method === 'CONNECT');

	    this.statusCode = 0;
	    this.statusText = '';
	    this.shouldKeepAlive = false;
	    this.headers = [];
	    this.headersSize = 0;

	    socket.unshift(head);
	    socket[kParser].destroy();
	    socket[kParser] = null;
	    socket[kClient] = null;
	    socket[kError] = null;

	    removeAllListeners(socket);

	    client[kSocket] = null;
	    client[kHTTPContext] = null;
	    client[kQueue][client[kRunningIdx]++] = null;
	    client.emit(
	      'disconnect',
	      client[kUrl],
	      [client],
	      new InformationalError('upgrade')
	    );

	    try {
	      request.onRequestUpgrade(statusCode, headers, socket);
	    } catch (err) {
	      util.destroy(socket, err);
	    }

	    client[kResume]();
	  }
	}

	function setMiloEnabled (value) {
	  miloEnabled = value;
	}

	function getMiloEnabled () {
	  return miloEnabled
	}

	parserH1 = { H1Parser, getMiloEnabled, setMiloEnabled };
	return parserH1;
}

var llhttpWasm = {exports: {}};

llhttpWasm.exports;

var hasRequiredLlhttpWasm;

function requireLlhttpWasm () {
	if (hasRequiredLlhttpWasm) return llhttpWasm.exports;
	hasRequiredLlhttpWasm = 1;
	(function (module) {

		const { Buffer } = builtin$f;

		const wasmBase64 = 'AGFzbQEAAAABJwdgAX8Bf2ADf39/AX9gAn9/AGABfwBgBH9/f38Bf2AAAGADf39/AALLAQgDZW52GHdhc21fb25faGVhZGVyc19jb21wbGV0ZQAEA2VudhV3YXNtX29uX21lc3NhZ2VfYmVnaW4AAANlbnYLd2FzbV9vbl91cmwAAQNlbnYOd2FzbV9vbl9zdGF0dXMAAQNlbnYUd2FzbV9vbl9oZWFkZXJfZmllbGQAAQNlbnYUd2FzbV9vbl9oZWFkZXJfdmFsdWUAAQNlbnYMd2FzbV9vbl9ib2R5AAEDZW52GHdhc21fb25fbWVzc2FnZV9jb21wbGV0ZQAAAzU0BQYAAAMAAAAAAAADAQMAAwMDAAACAAAAAAICAgICAgICAgIBAQEBAQEBAQEBAwAAAwAAAAQFAXABExMFAwEAAgYIAX8BQcDZBAsHxQcoBm1lbW9yeQIAC19pbml0aWFsaXplAAgZX19pbmRpcmVjdF9mdW5jdGlvbl90YWJsZQEAC2xsaHR0cF9pbml0AAkYbGxodHRwX3Nob3VsZF9rZWVwX2FsaXZlADcMbGxodHRwX2FsbG9jAAsGbWFsbG9jADkLbGxodHRwX2ZyZWUADARmcmVlAAwPbGxodHRwX2dldF90eXBlAA0VbGxodHRwX2dldF9odHRwX21ham9yAA4VbGxodHRwX2dldF9odHRwX21pbm9yAA8RbGxodHRwX2dldF9tZXRob2QAEBZsbGh0dHBfZ2V0X3N0YXR1c19jb2RlABESbGxodHRwX2dldF91cGdyYWRlABIMbGxodHRwX3Jlc2V0ABMObGxodHRwX2V4ZWN1dGUAFBRsbGh0dHBfc2V0dGluZ3NfaW5pdAAVDWxsaHR0cF9maW5pc2gAFgxsbGh0dHBfcGF1c2UAFw1sbGh0dHBfcmVzdW1lABgbbGxodHRwX3Jlc3VtZV9hZnRlcl91cGdyYWRlABkQbGxodHRwX2dldF9lcnJubwAaF2xsaHR0cF9nZXRfZXJyb3JfcmVhc29uABsXbGxodHRwX3NldF9lcnJvcl9yZWFzb24AHBRsbGh0dHBfZ2V0X2Vycm9yX3BvcwAdEWxsaHR0cF9lcnJub19uYW1lAB4SbGxodHRwX21ldGhvZF9uYW1lAB8SbGxodHRwX3N0YXR1c19uYW1lACAabGxodHRwX3NldF9sZW5pZW50X2hlYWRlcnMAISFsbGh0dHBfc2V0X2xlbmllbnRfY2h1bmtlZF9sZW5ndGgAIh1sbGh0dHBfc2V0X2xlbmllbnRfa2VlcF9hbGl2ZQAjJGxsaHR0cF9zZXRfbGVuaWVudF90cmFuc2Zlcl9lbmNvZGluZwAkGmxsaHR0cF9zZXRfbGVuaWVudF92ZXJzaW9uACUjbGxodHRwX3NldF9sZW5pZW50X2RhdGFfYWZ0ZXJfY2xvc2UAJidsbGh0dHBfc2V0X2xlbmllbnRfb3B0aW9uYWxfbGZfYWZ0ZXJfY3IAJyxsbGh0dHBfc2V0X2xlbmllbnRfb3B0aW9uYWxfY3JsZl9hZnRlcl9jaHVuawAoKGxsaHR0cF9zZXRfbGVuaWVudF9vcHRpb25hbF9jcl9iZWZvcmVfbGYAKSpsbGh0dHBfc2V0X2xlbmllbnRfc3BhY2VzX2FmdGVyX2NodW5rX3NpemUAKhhsbGh0dHBfbWVzc2FnZV9uZWVkc19lb2YANgkYAQBBAQsSAQIDBAUKBgcyNDMuKy8tLDAxCq/ZAjQWAEHA1QAoAgAEQAALQcDVAEEBNgIACxQAIAAQOCAAIAI2AjggACABOgAoCxQAIAAgAC8BNCAALQAwIAAQNxAACx4BAX9BwAAQOiIBEDggAUGACDYCOCABIAA6ACggAQuPDAEHfwJAIABFDQAgAEEIayIBIABBBGsoAgAiAEF4cSIEaiEFAkAgAEEBcQ0AIABBA3FFDQEgASABKAIAIgBrIgFB1NUAKAIASQ0BIAAgBGohBAJAAkBB2NUAKAIAIAFHBEAgAEH/AU0EQCAAQQN2IQMgASgCCCIAIAEoAgwiAkYEQEHE1QBBxNUAKAIAQX4gA3dxNgIADAULIAIgADYCCCAAIAI2AgwMBAsgASgCGCEGIAEgASgCDCIARwRAIAAgASgCCCICNgIIIAIgADYCDAwDCyABQRRqIgMoAgAiAkUEQCABKAIQIgJFDQIgAUEQaiEDCwNAIAMhByACIgBBFGoiAygCACICDQAgAEEQaiEDIAAoAhAiAg0ACyAHQQA2AgAMAgsgBSgCBCIAQQNxQQNHDQIgBSAAQX5xNgIEQczVACAENgIAIAUgBDYCACABIARBAXI2AgQMAwtBACEACyAGRQ0AAkAgASgCHCICQQJ0QfTXAGoiAygCACABRgRAIAMgADYCACAADQFByNUAQcjVACgCAEF+IAJ3cTYCAAwCCyAGQRBBFCAGKAIQIAFGG2ogADYCACAARQ0BCyAAIAY2AhggASgCECICBEAgACACNgIQIAIgADYCGAsgAUEUaigCACICRQ0AIABBFGogAjYCACACIAA2AhgLIAEgBU8NACAFKAIEIgBBAXFFDQACQAJAAkACQCAAQQJxRQRAQdzVACgCACAFRgRAQdzVACABNgIAQdDVAEHQ1QAoAgAgBGoiADYCACABIABBAXI2AgQgAUHY1QAoAgBHDQZBzNUAQQA2AgBB2NUAQQA2AgAMBgtB2NUAKAIAIAVGBEBB2NUAIAE2AgBBzNUAQczVACgCACAEaiIANgIAIAEgAEEBcjYCBCAAIAFqIAA2AgAMBgsgAEF4cSAEaiEEIABB/wFNBEAgAEEDdiEDIAUoAggiACAFKAIMIgJGBEBBxNUAQcTVACgCAEF+IAN3cTYCAAwFCyACIAA2AgggACACNgIMDAQLIAUoAhghBiAFIAUoAgwiAEcEQEHU1QAoAgAaIAAgBSgCCCICNgIIIAIgADYCDAwDCyAFQRRqIgMoAgAiAkUEQCAFKAIQIgJFDQIgBUEQaiEDCwNAIAMhByACIgBBFGoiAygCACICDQAgAEEQaiEDIAAoAhAiAg0ACyAHQQA2AgAMAgsgBSAAQX5xNgIEIAEgBGogBDYCACABIARBAXI2AgQMAwtBACEACyAGRQ0AAkAgBSgCHCICQQJ0QfTXAGoiAygCACAFRgRAIAMgADYCACAADQFByNUAQcjVACgCAEF+IAJ3cTYCAAwCCyAGQRBBFCAGKAIQIAVGG2ogADYCACAARQ0BCyAAIAY2AhggBSgCECICBEAgACACNgIQIAIgADYCGAsgBUEUaigCACICRQ0AIABBFGogAjYCACACIAA2AhgLIAEgBGogBDYCACABIARBAXI2AgQgAUHY1QAoAgBHDQBBzNUAIAQ2AgAMAQsgBEH/AU0EQCAEQXhxQezVAGohAAJ/QcTVACgCACICQQEgBEEDdnQiA3FFBEBBxNUAIAIgA3I2AgAgAAwBCyAAKAIICyICIAE2AgwgACABNgIIIAEgADYCDCABIAI2AggMAQtBHyECIARB////B00EQCAEQSYgBEEIdmciAGt2QQFxIABBAXRrQT5qIQILIAEgAjYCHCABQgA3AhAgAkECdEH01wBqIQACQEHI1QAoAgAiA0EBIAJ0IgdxRQRAIAAgATYCAEHI1QAgAyAHcjYCACABIAA2AhggASABNgIIIAEgATYCDAwBCyAEQRkgAkEBdmtBACACQR9HG3QhAiAAKAIAIQACQANAIAAiAygCBEF4cSAERg0BIAJBHXYhACACQQF0IQIgAyAAQQRxakEQaiIHKAIAIgANAAsgByABNgIAIAEgAzYCGCABIAE2AgwgASABNgIIDAELIAMoAggiACABNgIMIAMgATYCCCABQQA2AhggASADNgIMIAEgADYCCAtB5NUAQeTVACgCAEEBayIAQX8gABs2AgALCwcAIAAtACgLBwAgAC0AKgsHACAALQArCwcAIAAtACkLBwAgAC8BNAsHACAALQAwC0ABBH8gACgCGCEBIAAvAS4hAiAALQAoIQMgACgCOCEEIAAQOCAAIAQ2AjggACADOgAoIAAgAjsBLiAAIAE2AhgL5YUCAgd/A34gASACaiEEAkAgACIDKAIMIgANACADKAIEBEAgAyABNgIECyMAQRBrIgkkAAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAn8CQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkAgAygCHCICQQJrDvwBAfkBAgMEBQYHCAkKCwwNDg8QERL4ARP3ARQV9gEWF/UBGBkaGxwdHh8g/QH7ASH0ASIjJCUmJygpKivzASwtLi8wMTLyAfEBMzTwAe8BNTY3ODk6Ozw9Pj9AQUJDREVGR0hJSktMTU5P+gFQUVJT7gHtAVTsAVXrAVZXWFla6gFbXF1eX2BhYmNkZWZnaGlqa2xtbm9wcXJzdHV2d3h5ent8fX5/gAGBAYIBgwGEAYUBhgGHAYgBiQGKAYsBjAGNAY4BjwGQAZEBkgGTAZQBlQGWAZcBmAGZAZoBmwGcAZ0BngGfAaABoQGiAaMBpAGlAaYBpwGoAakBqgGrAawBrQGuAa8BsAGxAbIBswG0AbUBtgG3AbgBuQG6AbsBvAG9Ab4BvwHAAcEBwgHDAcQBxQHGAccByAHJAcoBywHMAc0BzgHpAegBzwHnAdAB5gHRAdIB0wHUAeUB1QHWAdcB2AHZAdoB2wHcAd0B3gHfAeAB4QHiAeMBAPwBC0EADOMBC0EODOIBC0ENDOEBC0EPDOABC0EQDN8BC0ETDN4BC0EUDN0BC0EVDNwBC0EWDNsBC0EXDNoBC0EYDNkBC0EZDNgBC0EaDNcBC0EbDNYBC0EcDNUBC0EdDNQBC0EeDNMBC0EfDNIBC0EgDNEBC0EhDNABC0EIDM8BC0EiDM4BC0EkDM0BC0EjDMwBC0EHDMsBC0ElDMoBC0EmDMkBC0EnDMgBC0EoDMcBC0ESDMYBC0ERDMUBC0EpDMQBC0EqDMMBC0ErDMIBC0EsDMEBC0HeAQzAAQtBLgy/AQtBLwy+AQtBMAy9AQtBMQy8AQtBMgy7AQtBMwy6AQtBNAy5AQtB3wEMuAELQTUMtwELQTkMtgELQQwMtQELQTYMtAELQTcMswELQTgMsgELQT4MsQELQToMsAELQeABDK8BC0ELDK4BC0E/DK0BC0E7DKwBC0EKDKsBC0E8DKoBC0E9DKkBC0HhAQyoAQtBwQAMpwELQcAADKYBC0HCAAylAQtBCQykAQtBLQyjAQtBwwAMogELQcQADKEBC0HFAAygAQtBxgAMnwELQccADJ4BC0HIAAydAQtByQAMnAELQcoADJsBC0HLAAyaAQtBzAAMmQELQc0ADJgBC0HOAAyXAQtBzwAMlgELQdAADJUBC0HRAAyUAQtB0gAMkwELQdMADJIBC0HVAAyRAQtB1AAMkAELQdYADI8BC0HXAAyOAQtB2AAMjQELQdkADIwBC0HaAAyLAQtB2wAMigELQdwADIkBC0HdAAyIAQtB3gAMhwELQd8ADIYBC0HgAAyFAQtB4QAMhAELQeIADIMBC0HjAAyCAQtB5AAMgQELQeUADIABC0HiAQx/C0HmAAx+C0HnAAx9C0EGDHwLQegADHsLQQUMegtB6QAMeQtBBAx4C0HqAAx3C0HrAAx2C0HsAAx1C0HtAAx0C0EDDHMLQe4ADHILQe8ADHELQfAADHALQfIADG8LQfEADG4LQfMADG0LQfQADGwLQfUADGsLQfYADGoLQQIMaQtB9wAMaAtB+AAMZwtB+QAMZgtB+gAMZQtB+wAMZAtB/AAMYwtB/QAMYgtB/gAMYQtB/wAMYAtBgAEMXwtBgQEMXgtBggEMXQtBgwEMXAtBhAEMWwtBhQEMWgtBhgEMWQtBhwEMWAtBiAEMVwtBiQEMVgtBigEMVQtBiwEMVAtBjAEMUwtBjQEMUgtBjgEMUQtBjwEMUAtBkAEMTwtBkQEMTgtBkgEMTQtBkwEMTAtBlAEMSwtBlQEMSgtBlgEMSQtBlwEMSAtBmAEMRwtBmQEMRgtBmgEMRQtBmwEMRAtBnAEMQwtBnQEMQgtBngEMQQtBnwEMQAtBoAEMPwtBoQEMPgtBogEMPQtBowEMPAtBpAEMOwtBpQEMOgtBpgEMOQtBpwEMOAtBqAEMNwtBqQEMNgtBqgEMNQtBqwEMNAtBrAEMMwtBrQEMMgtBrgEMMQtBrwEMMAtBsAEMLwtBsQEMLgtBsgEMLQtBswEMLAtBtAEMKwtBtQEMKgtBtgEMKQtBtwEMKAtBuAEMJwtBuQEMJgtBugEMJQtBuwEMJAtBvAEMIwtBvQEMIgtBvgEMIQtBvwEMIAtBwAEMHwtBwQEMHgtBwgEMHQtBAQwcC0HDAQwbC0HEAQwaC0HFAQwZC0HGAQwYC0HHAQwXC0HIAQwWC0HJAQwVC0HKAQwUC0HLAQwTC0HMAQwSC0HNAQwRC0HOAQwQC0HPAQwPC0HQAQwOC0HRAQwNC0HSAQwMC0HTAQwLC0HUAQwKC0HVAQwJC0HWAQwIC0HjAQwHC0HXAQwGC0HYAQwFC0HZAQwEC0HaAQwDC0HbAQwCC0HdAQwBC0HcAQshAgNAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQCADAn8CQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAn8CQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAn8CQAJAAkACQAJAAkACQAJ/AkACQAJAAn8CQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAIAMCfwJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACfwJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkAgAg7jAQABAgMEBQYHCAkKCwwNDg8QERITFBUWFxgZGhscHR4fICEjJCUnKCmeA5sDmgORA4oDgwOAA/0C+wL4AvIC8QLvAu0C6ALnAuYC5QLkAtwC2wLaAtkC2ALXAtYC1QLPAs4CzALLAsoCyQLIAscCxgLEAsMCvgK8AroCuQK4ArcCtgK1ArQCswKyArECsAKuAq0CqQKoAqcCpgKlAqQCowKiAqECoAKfApgCkAKMAosCigKBAv4B/QH8AfsB+gH5AfgB9wH1AfMB8AHrAekB6AHnAeYB5QHkAeMB4gHhAeAB3wHeAd0B3AHaAdkB2AHXAdYB1QHUAdMB0gHRAdABzwHOAc0BzAHLAcoByQHIAccBxgHFAcQBwwHCAcEBwAG/Ab4BvQG8AbsBugG5AbgBtwG2AbUBtAGzAbIBsQGwAa8BrgGtAawBqwGqAakBqAGnAaYBpQGkAaMBogGfAZ4BmQGYAZcBlgGVAZQBkwGSAZEBkAGPAY0BjAGHAYYBhQGEAYMBggF9fHt6eXZ1dFBRUlNUVQsgASAERw1yQf0BIQIMvgMLIAEgBEcNmAFB2wEhAgy9AwsgASAERw3xAUGOASECDLwDCyABIARHDfwBQYQBIQIMuwMLIAEgBEcNigJB/wAhAgy6AwsgASAERw2RAkH9ACECDLkDCyABIARHDZQCQfsAIQIMuAMLIAEgBEcNHkEeIQIMtwMLIAEgBEcNGUEYIQIMtgMLIAEgBEcNygJBzQAhAgy1AwsgASAERw3VAkHGACECDLQDCyABIARHDdYCQcMAIQIMswMLIAEgBEcN3AJBOCECDLIDCyADLQAwQQFGDa0DDIkDC0EAIQACQAJAAkAgAy0AKkUNACADLQArRQ0AIAMvATIiAkECcUUNAQwCCyADLwEyIgJBAXFFDQELQQEhACADLQAoQQFGDQAgAy8BNCIGQeQAa0HkAEkNACAGQcwBRg0AIAZBsAJGDQAgAkHAAHENAEEAIQAgAkGIBHFBgARGDQAgAkEocUEARyEACyADQQA7ATIgA0EAOgAxAkAgAEUEQCADQQA6ADEgAy0ALkEEcQ0BDLEDCyADQgA3AyALIANBADoAMSADQQE6ADYMSAtBACEAAkAgAygCOCICRQ0AIAIoAjAiAkUNACADIAIRAAAhAAsgAEUNSCAAQRVHDWIgA0EENgIcIAMgATYCFCADQdIbNgIQIANBFTYCDEEAIQIMrwMLIAEgBEYEQEEGIQIMrwMLIAEtAABBCkcNGSABQQFqIQEMGgsgA0IANwMgQRIhAgyUAwsgASAERw2KA0EjIQIMrAMLIAEgBEYEQEEHIQIMrAMLAkACQCABLQAAQQprDgQBGBgAGAsgAUEBaiEBQRAhAgyTAwsgAUEBaiEBIANBL2otAABBAXENF0EAIQIgA0EANgIcIAMgATYCFCADQZkgNgIQIANBGTYCDAyrAwsgAyADKQMgIgwgBCABa60iCn0iC0IAIAsgDFgbNwMgIAogDFoNGEEIIQIMqgMLIAEgBEcEQCADQQk2AgggAyABNgIEQRQhAgyRAwtBCSECDKkDCyADKQMgUA2uAgxDCyABIARGBEBBCyECDKgDCyABLQAAQQpHDRYgAUEBaiEBDBcLIANBL2otAABBAXFFDRkMJgtBACEAAkAgAygCOCICRQ0AIAIoAlAiAkUNACADIAIRAAAhAAsgAA0ZDEILQQAhAAJAIAMoAjgiAkUNACACKAJQIgJFDQAgAyACEQAAIQALIAANGgwkC0EAIQACQCADKAI4IgJFDQAgAigCUCICRQ0AIAMgAhEAACEACyAADRsMMgsgA0Evai0AAEEBcUUNHAwiC0EAIQACQCADKAI4IgJFDQAgAigCVCICRQ0AIAMgAhEAACEACyAADRwMQgtBACEAAkAgAygCOCICRQ0AIAIoAlQiAkUNACADIAIRAAAhAAsgAA0dDCALIAEgBEYEQEETIQIMoAMLAkAgAS0AACIAQQprDgQfIyMAIgsgAUEBaiEBDB8LQQAhAAJAIAMoAjgiAkUNACACKAJUIgJFDQAgAyACEQAAIQALIAANIgxCCyABIARGBEBBFiECDJ4DCyABLQAAQcDBAGotAABBAUcNIwyDAwsCQANAIAEtAABBsDtqLQAAIgBBAUcEQAJAIABBAmsOAgMAJwsgAUEBaiEBQSEhAgyGAwsgBCABQQFqIgFHDQALQRghAgydAwsgAygCBCEAQQAhAiADQQA2AgQgAyAAIAFBAWoiARA0IgANIQxBC0EAIQACQCADKAI4IgJFDQAgAigCVCICRQ0AIAMgAhEAACEACyAADSMMKgsgASAERgRAQRwhAgybAwsgA0EKNgIIIAMgATYCBEEAIQACQCADKAI4IgJFDQAgAigCUCICRQ0AIAMgAhEAACEACyAADSVBJCECDIEDCyABIARHBEADQCABLQAAQbA9ai0AACIAQQNHBEAgAEEBaw4FGBomggMlJgsgBCABQQFqIgFHDQALQRshAgyaAwtBGyECDJkDCwNAIAEtAABBsD9qLQAAIgBBA0cEQCAAQQFrDgUPEScTJicLIAQgAUEBaiIBRw0AC0EeIQIMmAMLIAEgBEcEQCADQQs2AgggAyABNgIEQQchAgz/AgtBHyECDJcDCyABIARGBEBBICECDJcDCwJAIAEtAABBDWsOFC4/Pz8/Pz8/Pz8/Pz8/Pz8/Pz8APwtBACECIANBADYCHCADQb8LNgIQIANBAjYCDCADIAFBAWo2AhQMlgMLIANBL2ohAgNAIAEgBEYEQEEhIQIMlwMLAkACQAJAIAEtAAAiAEEJaw4YAgApKQEpKSkpKSkpKSkpKSkpKSkpKSkCJwsgAUEBaiEBIANBL2otAABBAXFFDQoMGAsgAUEBaiEBDBcLIAFBAWohASACLQAAQQJxDQALQQAhAiADQQA2AhwgAyABNgIUIANBnxU2AhAgA0EMNgIMDJUDCyADLQAuQYABcUUNAQtBACEAAkAgAygCOCICRQ0AIAIoAlwiAkUNACADIAIRAAAhAAsgAEUN5gIgAEEVRgRAIANBJDYCHCADIAE2AhQgA0GbGzYCECADQRU2AgxBACECDJQDC0EAIQIgA0EANgIcIAMgATYCFCADQZAONgIQIANBFDYCDAyTAwtBACECIANBADYCHCADIAE2AhQgA0G+IDYCECADQQI2AgwMkgMLIAMoAgQhAEEAIQIgA0EANgIEIAMgACABIAynaiIBEDIiAEUNKyADQQc2AhwgAyABNgIUIAMgADYCDAyRAwsgAy0ALkHAAHFFDQELQQAhAAJAIAMoAjgiAkUNACACKAJYIgJFDQAgAyACEQAAIQALIABFDSsgAEEVRgRAIANBCjYCHCADIAE2AhQgA0HrGTYCECADQRU2AgxBACECDJADC0EAIQIgA0EANgIcIAMgATYCFCADQZMMNgIQIANBEzYCDAyPAwtBACECIANBADYCHCADIAE2AhQgA0GCFTYCECADQQI2AgwMjgMLQQAhAiADQQA2AhwgAyABNgIUIANB3RQ2AhAgA0EZNgIMDI0DC0EAIQIgA0EANgIcIAMgATYCFCADQeYdNgIQIANBGTYCDAyMAwsgAEEVRg09QQAhAiADQQA2AhwgAyABNgIUIANB0A82AhAgA0EiNgIMDIsDCyADKAIEIQBBACECIANBADYCBCADIAAgARAzIgBFDSggA0ENNgIcIAMgATYCFCADIAA2AgwMigMLIABBFUYNOkEAIQIgA0EANgIcIAMgATYCFCADQdAPNgIQIANBIjYCDAyJAwsgAygCBCEAQQAhAiADQQA2AgQgAyAAIAEQMyIARQRAIAFBAWohAQwoCyADQQ42AhwgAyAANgIMIAMgAUEBajYCFAyIAwsgAEEVRg03QQAhAiADQQA2AhwgAyABNgIUIANB0A82AhAgA0EiNgIMDIcDCyADKAIEIQBBACECIANBADYCBCADIAAgARAzIgBFBEAgAUEBaiEBDCcLIANBDzYCHCADIAA2AgwgAyABQQFqNgIUDIYDC0EAIQIgA0EANgIcIAMgATYCFCADQeIXNgIQIANBGTYCDAyFAwsgAEEVRg0zQQAhAiADQQA2AhwgAyABNgIUIANB1gw2AhAgA0EjNgIMDIQDCyADKAIEIQBBACECIANBADYCBCADIAAgARA0IgBFDSUgA0ERNgIcIAMgATYCFCADIAA2AgwMgwMLIABBFUYNMEEAIQIgA0EANgIcIAMgATYCFCADQdYMNgIQIANBIzYCDAyCAwsgAygCBCEAQQAhAiADQQA2AgQgAyAAIAEQNCIARQRAIAFBAWohAQwlCyADQRI2AhwgAyAANgIMIAMgAUEBajYCFAyBAwsgA0Evai0AAEEBcUUNAQtBFyECDOYCC0EAIQIgA0EANgIcIAMgATYCFCADQeIXNgIQIANBGTYCDAz+AgsgAEE7Rw0AIAFBAWohAQwMC0EAIQIgA0EANgIcIAMgATYCFCADQZIYNgIQIANBAjYCDAz8AgsgAEEVRg0oQQAhAiADQQA2AhwgAyABNgIUIANB1gw2AhAgA0EjNgIMDPsCCyADQRQ2AhwgAyABNgIUIAMgADYCDAz6AgsgAygCBCEAQQAhAiADQQA2AgQgAyAAIAEQNCIARQRAIAFBAWohAQz1AgsgA0EVNgIcIAMgADYCDCADIAFBAWo2AhQM+QILIAMoAgQhAEEAIQIgA0EANgIEIAMgACABEDQiAEUEQCABQQFqIQEM8wILIANBFzYCHCADIAA2AgwgAyABQQFqNgIUDPgCCyAAQRVGDSNBACECIANBADYCHCADIAE2AhQgA0HWDDYCECADQSM2AgwM9wILIAMoAgQhAEEAIQIgA0EANgIEIAMgACABEDQiAEUEQCABQQFqIQEMHQsgA0EZNgIcIAMgADYCDCADIAFBAWo2AhQM9gILIAMoAgQhAEEAIQIgA0EANgIEIAMgACABEDQiAEUEQCABQQFqIQEM7wILIANBGjYCHCADIAA2AgwgAyABQQFqNgIUDPUCCyAAQRVGDR9BACECIANBADYCHCADIAE2AhQgA0HQDzYCECADQSI2AgwM9AILIAMoAgQhACADQQA2AgQgAyAAIAEQMyIARQRAIAFBAWohAQwbCyADQRw2AhwgAyAANgIMIAMgAUEBajYCFEEAIQIM8wILIAMoAgQhACADQQA2AgQgAyAAIAEQMyIARQRAIAFBAWohAQzrAgsgA0EdNgIcIAMgADYCDCADIAFBAWo2AhRBACECDPICCyAAQTtHDQEgAUEBaiEBC0EmIQIM1wILQQAhAiADQQA2AhwgAyABNgIUIANBnxU2AhAgA0EMNgIMDO8CCyABIARHBEADQCABLQAAQSBHDYQCIAQgAUEBaiIBRw0AC0EsIQIM7wILQSwhAgzuAgsgASAERgRAQTQhAgzuAgsCQAJAA0ACQCABLQAAQQprDgQCAAADAAsgBCABQQFqIgFHDQALQTQhAgzvAgsgAygCBCEAIANBADYCBCADIAAgARAxIgBFDZ8CIANBMjYCHCADIAE2AhQgAyAANgIMQQAhAgzuAgsgAygCBCEAIANBADYCBCADIAAgARAxIgBFBEAgAUEBaiEBDJ8CCyADQTI2AhwgAyAANgIMIAMgAUEBajYCFEEAIQIM7QILIAEgBEcEQAJAA0AgAS0AAEEwayIAQf8BcUEKTwRAQTohAgzXAgsgAykDICILQpmz5syZs+bMGVYNASADIAtCCn4iCjcDICAKIACtQv8BgyILQn+FVg0BIAMgCiALfDcDICAEIAFBAWoiAUcNAAtBwAAhAgzuAgsgAygCBCEAIANBADYCBCADIAAgAUEBaiIBEDEiAA0XDOICC0HAACECDOwCCyABIARGBEBByQAhAgzsAgsCQANAAkAgAS0AAEEJaw4YAAKiAqICqQKiAqICogKiAqICogKiAqICogKiAqICogKiAqICogKiAqICogIAogILIAQgAUEBaiIBRw0AC0HJACECDOwCCyABQQFqIQEgA0Evai0AAEEBcQ2lAiADQQA2AhwgAyABNgIUIANBlxA2AhAgA0EKNgIMQQAhAgzrAgsgASAERwRAA0AgAS0AAEEgRw0VIAQgAUEBaiIBRw0AC0H4ACECDOsCC0H4ACECDOoCCyADQQI6ACgMOAtBACECIANBADYCHCADQb8LNgIQIANBAjYCDCADIAFBAWo2AhQM6AILQQAhAgzOAgtBDSECDM0CC0ETIQIMzAILQRUhAgzLAgtBFiECDMoCC0EYIQIMyQILQRkhAgzIAgtBGiECDMcCC0EbIQIMxgILQRwhAgzFAgtBHSECDMQCC0EeIQIMwwILQR8hAgzCAgtBICECDMECC0EiIQIMwAILQSMhAgy/AgtBJSECDL4CC0HlACECDL0CCyADQT02AhwgAyABNgIUIAMgADYCDEEAIQIM1QILIANBGzYCHCADIAE2AhQgA0GkHDYCECADQRU2AgxBACECDNQCCyADQSA2AhwgAyABNgIUIANBmBo2AhAgA0EVNgIMQQAhAgzTAgsgA0ETNgIcIAMgATYCFCADQZgaNgIQIANBFTYCDEEAIQIM0gILIANBCzYCHCADIAE2AhQgA0GYGjYCECADQRU2AgxBACECDNECCyADQRA2AhwgAyABNgIUIANBmBo2AhAgA0EVNgIMQQAhAgzQAgsgA0EgNgIcIAMgATYCFCADQaQcNgIQIANBFTYCDEEAIQIMzwILIANBCzYCHCADIAE2AhQgA0GkHDYCECADQRU2AgxBACECDM4CCyADQQw2AhwgAyABNgIUIANBpBw2AhAgA0EVNgIMQQAhAgzNAgtBACECIANBADYCHCADIAE2AhQgA0HdDjYCECADQRI2AgwMzAILAkADQAJAIAEtAABBCmsOBAACAgACCyAEIAFBAWoiAUcNAAtB/QEhAgzMAgsCQAJAIAMtADZBAUcNAEEAIQACQCADKAI4IgJFDQAgAigCYCICRQ0AIAMgAhEAACEACyAARQ0AIABBFUcNASADQfwBNgIcIAMgATYCFCADQdwZNgIQIANBFTYCDEEAIQIMzQILQdwBIQIMswILIANBADYCHCADIAE2AhQgA0H5CzYCECADQR82AgxBACECDMsCCwJAAkAgAy0AKEEBaw4CBAEAC0HbASECDLICC0HUASECDLECCyADQQI6ADFBACEAAkAgAygCOCICRQ0AIAIoAgAiAkUNACADIAIRAAAhAAsgAEUEQEHdASECDLECCyAAQRVHBEAgA0EANgIcIAMgATYCFCADQbQMNgIQIANBEDYCDEEAIQIMygILIANB+wE2AhwgAyABNgIUIANBgRo2AhAgA0EVNgIMQQAhAgzJAgsgASAERgRAQfoBIQIMyQILIAEtAABByABGDQEgA0EBOgAoC0HAASECDK4CC0HaASECDK0CCyABIARHBEAgA0EMNgIIIAMgATYCBEHZASECDK0CC0H5ASECDMUCCyABIARGBEBB+AEhAgzFAgsgAS0AAEHIAEcNBCABQQFqIQFB2AEhAgyrAgsgASAERgRAQfcBIQIMxAILAkACQCABLQAAQcUAaw4QAAUFBQUFBQUFBQUFBQUFAQULIAFBAWohAUHWASECDKsCCyABQQFqIQFB1wEhAgyqAgtB9gEhAiABIARGDcICIAMoAgAiACAEIAFraiEFIAEgAGtBAmohBgJAA0AgAS0AACAAQbrVAGotAABHDQMgAEECRg0BIABBAWohACAEIAFBAWoiAUcNAAsgAyAFNgIADMMCCyADKAIEIQAgA0IANwMAIAMgACAGQQFqIgEQLiIARQRAQeMBIQIMqgILIANB9QE2AhwgAyABNgIUIAMgADYCDEEAIQIMwgILQfQBIQIgASAERg3BAiADKAIAIgAgBCABa2ohBSABIABrQQFqIQYCQANAIAEtAAAgAEG41QBqLQAARw0CIABBAUYNASAAQQFqIQAgBCABQQFqIgFHDQALIAMgBTYCAAzCAgsgA0GBBDsBKCADKAIEIQAgA0IANwMAIAMgACAGQQFqIgEQLiIADQMMAgsgA0EANgIAC0EAIQIgA0EANgIcIAMgATYCFCADQeUfNgIQIANBCDYCDAy/AgtB1QEhAgylAgsgA0HzATYCHCADIAE2AhQgAyAANgIMQQAhAgy9AgtBACEAAkAgAygCOCICRQ0AIAIoAkAiAkUNACADIAIRAAAhAAsgAEUNbiAAQRVHBEAgA0EANgIcIAMgATYCFCADQYIPNgIQIANBIDYCDEEAIQIMvQILIANBjwE2AhwgAyABNgIUIANB7Bs2AhAgA0EVNgIMQQAhAgy8AgsgASAERwRAIANBDTYCCCADIAE2AgRB0wEhAgyjAgtB8gEhAgy7AgsgASAERgRAQfEBIQIMuwILAkACQAJAIAEtAABByABrDgsAAQgICAgICAgIAggLIAFBAWohAUHQASECDKMCCyABQQFqIQFB0QEhAgyiAgsgAUEBaiEBQdIBIQIMoQILQfABIQIgASAERg25AiADKAIAIgAgBCABa2ohBiABIABrQQJqIQUDQCABLQAAIABBtdUAai0AAEcNBCAAQQJGDQMgAEEBaiEAIAQgAUEBaiIBRw0ACyADIAY2AgAMuQILQe8BIQIgASAERg24AiADKAIAIgAgBCABa2ohBiABIABrQQFqIQUDQCABLQAAIABBs9UAai0AAEcNAyAAQQFGDQIgAEEBaiEAIAQgAUEBaiIBRw0ACyADIAY2AgAMuAILQe4BIQIgASAERg23AiADKAIAIgAgBCABa2ohBiABIABrQQJqIQUDQCABLQAAIABBsNUAai0AAEcNAiAAQQJGDQEgAEEBaiEAIAQgAUEBaiIBRw0ACyADIAY2AgAMtwILIAMoAgQhACADQgA3AwAgAyAAIAVBAWoiARArIgBFDQIgA0HsATYCHCADIAE2AhQgAyAANgIMQQAhAgy2AgsgA0EANgIACyADKAIEIQAgA0EANgIEIAMgACABECsiAEUNnAIgA0HtATYCHCADIAE2AhQgAyAANgIMQQAhAgy0AgtBzwEhAgyaAgtBACEAAkAgAygCOCICRQ0AIAIoAjQiAkUNACADIAIRAAAhAAsCQCAABEAgAEEVRg0BIANBADYCHCADIAE2AhQgA0HqDTYCECADQSY2AgxBACECDLQCC0HOASECDJoCCyADQesBNgIcIAMgATYCFCADQYAbNgIQIANBFTYCDEEAIQIMsgILIAEgBEYEQEHrASECDLICCyABLQAAQS9GBEAgAUEBaiEBDAELIANBADYCHCADIAE2AhQgA0GyODYCECADQQg2AgxBACECDLECC0HNASECDJcCCyABIARHBEAgA0EONgIIIAMgATYCBEHMASECDJcCC0HqASECDK8CCyABIARGBEBB6QEhAgyvAgsgAS0AAEEwayIAQf8BcUEKSQRAIAMgADoAKiABQQFqIQFBywEhAgyWAgsgAygCBCEAIANBADYCBCADIAAgARAvIgBFDZcCIANB6AE2AhwgAyABNgIUIAMgADYCDEEAIQIMrgILIAEgBEYEQEHnASECDK4CCwJAIAEtAABBLkYEQCABQQFqIQEMAQsgAygCBCEAIANBADYCBCADIAAgARAvIgBFDZgCIANB5gE2AhwgAyABNgIUIAMgADYCDEEAIQIMrgILQcoBIQIMlAILIAEgBEYEQEHlASECDK0CC0EAIQBBASEFQQEhB0EAIQICQAJAAkACQAJAAn8CQAJAAkACQAJAAkACQCABLQAAQTBrDgoKCQABAgMEBQYICwtBAgwGC0EDDAULQQQMBAtBBQwDC0EGDAILQQcMAQtBCAshAkEAIQVBACEHDAILQQkhAkEBIQBBACEFQQAhBwwBC0EAIQVBASECCyADIAI6ACsgAUEBaiEBAkACQCADLQAuQRBxDQACQAJAAkAgAy0AKg4DAQACBAsgB0UNAwwCCyAADQEMAgsgBUUNAQsgAygCBCEAIANBADYCBCADIAAgARAvIgBFDQIgA0HiATYCHCADIAE2AhQgAyAANgIMQQAhAgyvAgsgAygCBCEAIANBADYCBCADIAAgARAvIgBFDZoCIANB4wE2AhwgAyABNgIUIAMgADYCDEEAIQIMrgILIAMoAgQhACADQQA2AgQgAyAAIAEQLyIARQ2YAiADQeQBNgIcIAMgATYCFCADIAA2AgwMrQILQckBIQIMkwILQQAhAAJAIAMoAjgiAkUNACACKAJEIgJFDQAgAyACEQAAIQALAkAgAARAIABBFUYNASADQQA2AhwgAyABNgIUIANBpA02AhAgA0EhNgIMQQAhAgytAgtByAEhAgyTAgsgA0HhATYCHCADIAE2AhQgA0HQGjYCECADQRU2AgxBACECDKsCCyABIARGBEBB4QEhAgyrAgsCQCABLQAAQSBGBEAgA0EAOwE0IAFBAWohAQwBCyADQQA2AhwgAyABNgIUIANBmRE2AhAgA0EJNgIMQQAhAgyrAgtBxwEhAgyRAgsgASAERgRAQeABIQIMqgILAkAgAS0AAEEwa0H/AXEiAkEKSQRAIAFBAWohAQJAIAMvATQiAEGZM0sNACADIABBCmwiADsBNCAAQf7/A3EgAkH//wNzSw0AIAMgACACajsBNAwCC0EAIQIgA0EANgIcIAMgATYCFCADQZUeNgIQIANBDTYCDAyrAgsgA0EANgIcIAMgATYCFCADQZUeNgIQIANBDTYCDEEAIQIMqgILQcYBIQIMkAILIAEgBEYEQEHfASECDKkCCwJAIAEtAABBMGtB/wFxIgJBCkkEQCABQQFqIQECQCADLwE0IgBBmTNLDQAgAyAAQQpsIgA7ATQgAEH+/wNxIAJB//8Dc0sNACADIAAgAmo7ATQMAgtBACECIANBADYCHCADIAE2AhQgA0GVHjYCECADQQ02AgwMqgILIANBADYCHCADIAE2AhQgA0GVHjYCECADQQ02AgxBACECDKkCC0HFASECDI8CCyABIARGBEBB3gEhAgyoAgsCQCABLQAAQTBrQf8BcSICQQpJBEAgAUEBaiEBAkAgAy8BNCIAQZkzSw0AIAMgAEEKbCIAOwE0IABB/v8DcSACQf//A3NLDQAgAyAAIAJqOwE0DAILQQAhAiADQQA2AhwgAyABNgIUIANBlR42AhAgA0ENNgIMDKkCCyADQQA2AhwgAyABNgIUIANBlR42AhAgA0ENNgIMQQAhAgyoAgtBxAEhAgyOAgsgASAERgRAQd0BIQIMpwILAkACQAJAAkAgAS0AAEEKaw4XAgMDAAMDAwMDAwMDAwMDAwMDAwMDAwEDCyABQQFqDAULIAFBAWohAUHDASECDI8CCyABQQFqIQEgA0Evai0AAEEBcQ0IIANBADYCHCADIAE2AhQgA0GNCzYCECADQQ02AgxBACECDKcCCyADQQA2AhwgAyABNgIUIANBjQs2AhAgA0ENNgIMQQAhAgymAgsgASAERwRAIANBDzYCCCADIAE2AgRBASECDI0CC0HcASECDKUCCwJAAkADQAJAIAEtAABBCmsOBAIAAAMACyAEIAFBAWoiAUcNAAtB2wEhAgymAgsgAygCBCEAIANBADYCBCADIAAgARAtIgBFBEAgAUEBaiEBDAQLIANB2gE2AhwgAyAANgIMIAMgAUEBajYCFEEAIQIMpQILIAMoAgQhACADQQA2AgQgAyAAIAEQLSIADQEgAUEBagshAUHBASECDIoCCyADQdkBNgIcIAMgADYCDCADIAFBAWo2AhRBACECDKICC0HCASECDIgCCyADQS9qLQAAQQFxDQEgA0EANgIcIAMgATYCFCADQeQcNgIQIANBGTYCDEEAIQIMoAILIAEgBEYEQEHZASECDKACCwJAAkACQCABLQAAQQprDgQBAgIAAgsgAUEBaiEBDAILIAFBAWohAQwBCyADLQAuQcAAcUUNAQtBACEAAkAgAygCOCICRQ0AIAIoAjwiAkUNACADIAIRAAAhAAsgAEUNoAEgAEEVRgRAIANB2QA2AhwgAyABNgIUIANBtxo2AhAgA0EVNgIMQQAhAgyfAgsgA0EANgIcIAMgATYCFCADQYANNgIQIANBGzYCDEEAIQIMngILIANBADYCHCADIAE2AhQgA0HcKDYCECADQQI2AgxBACECDJ0CCyABIARHBEAgA0EMNgIIIAMgATYCBEG/ASECDIQCC0HYASECDJwCCyABIARGBEBB1wEhAgycAgsCQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAIAEtAABBwQBrDhUAAQIDWgQFBlpaWgcICQoLDA0ODxBaCyABQQFqIQFB+wAhAgySAgsgAUEBaiEBQfwAIQIMkQILIAFBAWohAUGBASECDJACCyABQQFqIQFBhQEhAgyPAgsgAUEBaiEBQYYBIQIMjgILIAFBAWohAUGJASECDI0CCyABQQFqIQFBigEhAgyMAgsgAUEBaiEBQY0BIQIMiwILIAFBAWohAUGWASECDIoCCyABQQFqIQFBlwEhAgyJAgsgAUEBaiEBQZgBIQIMiAILIAFBAWohAUGlASECDIcCCyABQQFqIQFBpgEhAgyGAgsgAUEBaiEBQawBIQIMhQILIAFBAWohAUG0ASECDIQCCyABQQFqIQFBtwEhAgyDAgsgAUEBaiEBQb4BIQIMggILIAEgBEYEQEHWASECDJsCCyABLQAAQc4ARw1IIAFBAWohAUG9ASECDIECCyABIARGBEBB1QEhAgyaAgsCQAJAAkAgAS0AAEHCAGsOEgBKSkpKSkpKSkoBSkpKSkpKAkoLIAFBAWohAUG4ASECDIICCyABQQFqIQFBuwEhAgyBAgsgAUEBaiEBQbwBIQIMgAILQdQBIQIgASAERg2YAiADKAIAIgAgBCABa2ohBSABIABrQQdqIQYCQANAIAEtAAAgAEGo1QBqLQAARw1FIABBB0YNASAAQQFqIQAgBCABQQFqIgFHDQALIAMgBTYCAAyZAgsgA0EANgIAIAZBAWohAUEbDEULIAEgBEYEQEHTASECDJgCCwJAAkAgAS0AAEHJAGsOBwBHR0dHRwFHCyABQQFqIQFBuQEhAgz/AQsgAUEBaiEBQboBIQIM/gELQdIBIQIgASAERg2WAiADKAIAIgAgBCABa2ohBSABIABrQQFqIQYCQANAIAEtAAAgAEGm1QBqLQAARw1DIABBAUYNASAAQQFqIQAgBCABQQFqIgFHDQALIAMgBTYCAAyXAgsgA0EANgIAIAZBAWohAUEPDEMLQdEBIQIgASAERg2VAiADKAIAIgAgBCABa2ohBSABIABrQQFqIQYCQANAIAEtAAAgAEGk1QBqLQAARw1CIABBAUYNASAAQQFqIQAgBCABQQFqIgFHDQALIAMgBTYCAAyWAgsgA0EANgIAIAZBAWohAUEgDEILQdABIQIgASAERg2UAiADKAIAIgAgBCABa2ohBSABIABrQQJqIQYCQANAIAEtAAAgAEGh1QBqLQAARw1BIABBAkYNASAAQQFqIQAgBCABQQFqIgFHDQALIAMgBTYCAAyVAgsgA0EANgIAIAZBAWohAUESDEELIAEgBEYEQEHPASECDJQCCwJAAkAgAS0AAEHFAGsODgBDQ0NDQ0NDQ0NDQ0MBQwsgAUEBaiEBQbUBIQIM+wELIAFBAWohAUG2ASECDPoBC0HOASECIAEgBEYNkgIgAygCACIAIAQgAWtqIQUgASAAa0ECaiEGAkADQCABLQAAIABBntUAai0AAEcNPyAAQQJGDQEgAEEBaiEAIAQgAUEBaiIBRw0ACyADIAU2AgAMkwILIANBADYCACAGQQFqIQFBBww/C0HNASECIAEgBEYNkQIgAygCACIAIAQgAWtqIQUgASAAa0EFaiEGAkADQCABLQAAIABBmNUAai0AAEcNPiAAQQVGDQEgAEEBaiEAIAQgAUEBaiIBRw0ACyADIAU2AgAMkgILIANBADYCACAGQQFqIQFBKAw+CyABIARGBEBBzAEhAgyRAgsCQAJAAkAgAS0AAEHFAGsOEQBBQUFBQUFBQUEBQUFBQUECQQsgAUEBaiEBQbEBIQIM+QELIAFBAWohAUGyASECDPgBCyABQQFqIQFBswEhAgz3AQtBywEhAiABIARGDY8CIAMoAgAiACAEIAFraiEFIAEgAGtBBmohBgJAA0AgAS0AACAAQZHVAGotAABHDTwgAEEGRg0BIABBAWohACAEIAFBAWoiAUcNAAsgAyAFNgIADJACCyADQQA2AgAgBkEBaiEBQRoMPAtBygEhAiABIARGDY4CIAMoAgAiACAEIAFraiEFIAEgAGtBA2ohBgJAA0AgAS0AACAAQY3VAGotAABHDTsgAEEDRg0BIABBAWohACAEIAFBAWoiAUcNAAsgAyAFNgIADI8CCyADQQA2AgAgBkEBaiEBQSEMOwsgASAERgRAQckBIQIMjgILAkACQCABLQAAQcEAaw4UAD09PT09PT09PT09PT09PT09PQE9CyABQQFqIQFBrQEhAgz1AQsgAUEBaiEBQbABIQIM9AELIAEgBEYEQEHIASECDI0CCwJAAkAgAS0AAEHVAGsOCwA8PDw8PDw8PDwBPAsgAUEBaiEBQa4BIQIM9AELIAFBAWohAUGvASECDPMBC0HHASECIAEgBEYNiwIgAygCACIAIAQgAWtqIQUgASAAa0EIaiEGAkADQCABLQAAIABBhNUAai0AAEcNOCAAQQhGDQEgAEEBaiEAIAQgAUEBaiIBRw0ACyADIAU2AgAMjAILIANBADYCACAGQQFqIQFBKgw4CyABIARGBEBBxgEhAgyLAgsgAS0AAEHQAEcNOCABQQFqIQFBJQw3C0HFASECIAEgBEYNiQIgAygCACIAIAQgAWtqIQUgASAAa0ECaiEGAkADQCABLQAAIABBgdUAai0AAEcNNiAAQQJGDQEgAEEBaiEAIAQgAUEBaiIBRw0ACyADIAU2AgAMigILIANBADYCACAGQQFqIQFBDgw2CyABIARGBEBBxAEhAgyJAgsgAS0AAEHFAEcNNiABQQFqIQFBqwEhAgzvAQsgASAERgRAQcMBIQIMiAILAkACQAJAAkAgAS0AAEHCAGsODwABAjk5OTk5OTk5OTk5AzkLIAFBAWohAUGnASECDPEBCyABQQFqIQFBqAEhAgzwAQsgAUEBaiEBQakBIQIM7wELIAFBAWohAUGqASECDO4BC0HCASECIAEgBEYNhgIgAygCACIAIAQgAWtqIQUgASAAa0ECaiEGAkADQCABLQAAIABB/tQAai0AAEcNMyAAQQJGDQEgAEEBaiEAIAQgAUEBaiIBRw0ACyADIAU2AgAMhwILIANBADYCACAGQQFqIQFBFAwzC0HBASECIAEgBEYNhQIgAygCACIAIAQgAWtqIQUgASAAa0EEaiEGAkADQCABLQAAIABB+dQAai0AAEcNMiAAQQRGDQEgAEEBaiEAIAQgAUEBaiIBRw0ACyADIAU2AgAMhgILIANBADYCACAGQQFqIQFBKwwyC0HAASECIAEgBEYNhAIgAygCACIAIAQgAWtqIQUgASAAa0ECaiEGAkADQCABLQAAIABB9tQAai0AAEcNMSAAQQJGDQEgAEEBaiEAIAQgAUEBaiIBRw0ACyADIAU2AgAMhQILIANBADYCACAGQQFqIQFBLAwxC0G/ASECIAEgBEYNgwIgAygCACIAIAQgAWtqIQUgASAAa0ECaiEGAkADQCABLQAAIABBodUAai0AAEcNMCAAQQJGDQEgAEEBaiEAIAQgAUEBaiIBRw0ACyADIAU2AgAMhAILIANBADYCACAGQQFqIQFBEQwwC0G+ASECIAEgBEYNggIgAygCACIAIAQgAWtqIQUgASAAa0EDaiEGAkADQCABLQAAIABB8tQAai0AAEcNLyAAQQNGDQEgAEEBaiEAIAQgAUEBaiIBRw0ACyADIAU2AgAMgwILIANBADYCACAGQQFqIQFBLgwvCyABIARGBEBBvQEhAgyCAgsCQAJAAkACQAJAIAEtAABBwQBrDhUANDQ0NDQ0NDQ0NAE0NAI0NAM0NAQ0CyABQQFqIQFBmwEhAgzsAQsgAUEBaiEBQZwBIQIM6wELIAFBAWohAUGdASECDOoBCyABQQFqIQFBogEhAgzpAQsgAUEBaiEBQaQBIQIM6AELIAEgBEYEQEG8ASECDIECCwJAAkAgAS0AAEHSAGsOAwAwATALIAFBAWohAUGjASECDOgBCyABQQFqIQFBBAwtC0G7ASECIAEgBEYN/wEgAygCACIAIAQgAWtqIQUgASAAa0EBaiEGAkADQCABLQAAIABB8NQAai0AAEcNLCAAQQFGDQEgAEEBaiEAIAQgAUEBaiIBRw0ACyADIAU2AgAMgAILIANBADYCACAGQQFqIQFBHQwsCyABIARGBEBBugEhAgz/AQsCQAJAIAEtAABByQBrDgcBLi4uLi4ALgsgAUEBaiEBQaEBIQIM5gELIAFBAWohAUEiDCsLIAEgBEYEQEG5ASECDP4BCyABLQAAQdAARw0rIAFBAWohAUGgASECDOQBCyABIARGBEBBuAEhAgz9AQsCQAJAIAEtAABBxgBrDgsALCwsLCwsLCwsASwLIAFBAWohAUGeASECDOQBCyABQQFqIQFBnwEhAgzjAQtBtwEhAiABIARGDfsBIAMoAgAiACAEIAFraiEFIAEgAGtBA2ohBgJAA0AgAS0AACAAQezUAGotAABHDSggAEEDRg0BIABBAWohACAEIAFBAWoiAUcNAAsgAyAFNgIADPwBCyADQQA2AgAgBkEBaiEBQQ0MKAtBtgEhAiABIARGDfoBIAMoAgAiACAEIAFraiEFIAEgAGtBAmohBgJAA0AgAS0AACAAQaHVAGotAABHDScgAEECRg0BIABBAWohACAEIAFBAWoiAUcNAAsgAyAFNgIADPsBCyADQQA2AgAgBkEBaiEBQQwMJwtBtQEhAiABIARGDfkBIAMoAgAiACAEIAFraiEFIAEgAGtBAWohBgJAA0AgAS0AACAAQerUAGotAABHDSYgAEEBRg0BIABBAWohACAEIAFBAWoiAUcNAAsgAyAFNgIADPoBCyADQQA2AgAgBkEBaiEBQQMMJgtBtAEhAiABIARGDfgBIAMoAgAiACAEIAFraiEFIAEgAGtBAWohBgJAA0AgAS0AACAAQejUAGotAABHDSUgAEEBRg0BIABBAWohACAEIAFBAWoiAUcNAAsgAyAFNgIADPkBCyADQQA2AgAgBkEBaiEBQSYMJQsgASAERgRAQbMBIQIM+AELAkACQCABLQAAQdQAaw4CAAEnCyABQQFqIQFBmQEhAgzfAQsgAUEBaiEBQZoBIQIM3gELQbIBIQIgASAERg32ASADKAIAIgAgBCABa2ohBSABIABrQQFqIQYCQANAIAEtAAAgAEHm1ABqLQAARw0jIABBAUYNASAAQQFqIQAgBCABQQFqIgFHDQALIAMgBTYCAAz3AQsgA0EANgIAIAZBAWohAUEnDCMLQbEBIQIgASAERg31ASADKAIAIgAgBCABa2ohBSABIABrQQFqIQYCQANAIAEtAAAgAEHk1ABqLQAARw0iIABBAUYNASAAQQFqIQAgBCABQQFqIgFHDQALIAMgBTYCAAz2AQsgA0EANgIAIAZBAWohAUEcDCILQbABIQIgASAERg30ASADKAIAIgAgBCABa2ohBSABIABrQQVqIQYCQANAIAEtAAAgAEHe1ABqLQAARw0hIABBBUYNASAAQQFqIQAgBCABQQFqIgFHDQALIAMgBTYCAAz1AQsgA0EANgIAIAZBAWohAUEGDCELQa8BIQIgASAERg3zASADKAIAIgAgBCABa2ohBSABIABrQQRqIQYCQANAIAEtAAAgAEHZ1ABqLQAARw0gIABBBEYNASAAQQFqIQAgBCABQQFqIgFHDQALIAMgBTYCAAz0AQsgA0EANgIAIAZBAWohAUEZDCALIAEgBEYEQEGuASECDPMBCwJAAkACQAJAIAEtAABBLWsOIwAkJCQkJCQkJCQkJCQkJCQkJCQkJCQkJAEkJCQkJAIkJCQDJAsgAUEBaiEBQY4BIQIM3AELIAFBAWohAUGPASECDNsBCyABQQFqIQFBlAEhAgzaAQsgAUEBaiEBQZUBIQIM2QELQa0BIQIgASAERg3xASADKAIAIgAgBCABa2ohBSABIABrQQFqIQYCQANAIAEtAAAgAEHX1ABqLQAARw0eIABBAUYNASAAQQFqIQAgBCABQQFqIgFHDQALIAMgBTYCAAzyAQsgA0EANgIAIAZBAWohAUELDB4LIAEgBEYEQEGsASECDPEBCwJAAkAgAS0AAEHBAGsOAwAgASALIAFBAWohAUGQASECDNgBCyABQQFqIQFBkwEhAgzXAQsgASAERgRAQasBIQIM8AELAkACQCABLQAAQcEAaw4PAB8fHx8fHx8fHx8fHx8BHwsgAUEBaiEBQZEBIQIM1wELIAFBAWohAUGSASECDNYBCyABIARGBEBBqgEhAgzvAQsgAS0AAEHMAEcNHCABQQFqIQFBCgwbC0GpASECIAEgBEYN7QEgAygCACIAIAQgAWtqIQUgASAAa0EFaiEGAkADQCABLQAAIABB0dQAai0AAEcNGiAAQQVGDQEgAEEBaiEAIAQgAUEBaiIBRw0ACyADIAU2AgAM7gELIANBADYCACAGQQFqIQFBHgwaC0GoASECIAEgBEYN7AEgAygCACIAIAQgAWtqIQUgASAAa0EGaiEGAkADQCABLQAAIABBytQAai0AAEcNGSAAQQZGDQEgAEEBaiEAIAQgAUEBaiIBRw0ACyADIAU2AgAM7QELIANBADYCACAGQQFqIQFBFQwZC0GnASECIAEgBEYN6wEgAygCACIAIAQgAWtqIQUgASAAa0ECaiEGAkADQCABLQAAIABBx9QAai0AAEcNGCAAQQJGDQEgAEEBaiEAIAQgAUEBaiIBRw0ACyADIAU2AgAM7AELIANBADYCACAGQQFqIQFBFwwYC0GmASECIAEgBEYN6gEgAygCACIAIAQgAWtqIQUgASAAa0EFaiEGAkADQCABLQAAIABBwdQAai0AAEcNFyAAQQVGDQEgAEEBaiEAIAQgAUEBaiIBRw0ACyADIAU2AgAM6wELIANBADYCACAGQQFqIQFBGAwXCyABIARGBEBBpQEhAgzqAQsCQAJAIAEtAABByQBrDgcAGRkZGRkBGQsgAUEBaiEBQYsBIQIM0QELIAFBAWohAUGMASECDNABC0GkASECIAEgBEYN6AEgAygCACIAIAQgAWtqIQUgASAAa0EBaiEGAkADQCABLQAAIABBptUAai0AAEcNFSAAQQFGDQEgAEEBaiEAIAQgAUEBaiIBRw0ACyADIAU2AgAM6QELIANBADYCACAGQQFqIQFBCQwVC0GjASECIAEgBEYN5wEgAygCACIAIAQgAWtqIQUgASAAa0EBaiEGAkADQCABLQAAIABBpNUAai0AAEcNFCAAQQFGDQEgAEEBaiEAIAQgAUEBaiIBRw0ACyADIAU2AgAM6AELIANBADYCACAGQQFqIQFBHwwUC0GiASECIAEgBEYN5gEgAygCACIAIAQgAWtqIQUgASAAa0ECaiEGAkADQCABLQAAIABBvtQAai0AAEcNEyAAQQJGDQEgAEEBaiEAIAQgAUEBaiIBRw0ACyADIAU2AgAM5wELIANBADYCACAGQQFqIQFBAgwTC0GhASECIAEgBEYN5QEgAygCACIAIAQgAWtqIQUgASAAa0EBaiEGA0AgAS0AACAAQbzUAGotAABHDREgAEEBRg0CIABBAWohACAEIAFBAWoiAUcNAAsgAyAFNgIADOUBCyABIARGBEBBoAEhAgzlAQtBASABLQAAQd8ARw0RGiABQQFqIQFBhwEhAgzLAQsgA0EANgIAIAZBAWohAUGIASECDMoBC0GfASECIAEgBEYN4gEgAygCACIAIAQgAWtqIQUgASAAa0EIaiEGAkADQCABLQAAIABBhNUAai0AAEcNDyAAQQhGDQEgAEEBaiEAIAQgAUEBaiIBRw0ACyADIAU2AgAM4wELIANBADYCACAGQQFqIQFBKQwPC0GeASECIAEgBEYN4QEgAygCACIAIAQgAWtqIQUgASAAa0EDaiEGAkADQCABLQAAIABBuNQAai0AAEcNDiAAQQNGDQEgAEEBaiEAIAQgAUEBaiIBRw0ACyADIAU2AgAM4gELIANBADYCACAGQQFqIQFBLQwOCyABIARGBEBBnQEhAgzhAQsgAS0AAEHFAEcNDiABQQFqIQFBhAEhAgzHAQsgASAERgRAQZwBIQIM4AELAkACQCABLQAAQcwAaw4IAA8PDw8PDwEPCyABQQFqIQFBggEhAgzHAQsgAUEBaiEBQYMBIQIMxgELQZsBIQIgASAERg3eASADKAIAIgAgBCABa2ohBSABIABrQQRqIQYCQANAIAEtAAAgAEGz1ABqLQAARw0LIABBBEYNASAAQQFqIQAgBCABQQFqIgFHDQALIAMgBTYCAAzfAQsgA0EANgIAIAZBAWohAUEjDAsLQZoBIQIgASAERg3dASADKAIAIgAgBCABa2ohBSABIABrQQJqIQYCQANAIAEtAAAgAEGw1ABqLQAARw0KIABBAkYNASAAQQFqIQAgBCABQQFqIgFHDQALIAMgBTYCAAzeAQsgA0EANgIAIAZBAWohAUEADAoLIAEgBEYEQEGZASECDN0BCwJAAkAgAS0AAEHIAGsOCAAMDAwMDAwBDAsgAUEBaiEBQf0AIQIMxAELIAFBAWohAUGAASECDMMBCyABIARGBEBBmAEhAgzcAQsCQAJAIAEtAABBzgBrDgMACwELCyABQQFqIQFB/gAhAgzDAQsgAUEBaiEBQf8AIQIMwgELIAEgBEYEQEGXASECDNsBCyABLQAAQdkARw0IIAFBAWohAUEIDAcLQZYBIQIgASAERg3ZASADKAIAIgAgBCABa2ohBSABIABrQQNqIQYCQANAIAEtAAAgAEGs1ABqLQAARw0GIABBA0YNASAAQQFqIQAgBCABQQFqIgFHDQALIAMgBTYCAAzaAQsgA0EANgIAIAZBAWohAUEFDAYLQZUBIQIgASAERg3YASADKAIAIgAgBCABa2ohBSABIABrQQVqIQYCQANAIAEtAAAgAEGm1ABqLQAARw0FIABBBUYNASAAQQFqIQAgBCABQQFqIgFHDQALIAMgBTYCAAzZAQsgA0EANgIAIAZBAWohAUEWDAULQZQBIQIgASAERg3XASADKAIAIgAgBCABa2ohBSABIABrQQJqIQYCQANAIAEtAAAgAEGh1QBqLQAARw0EIABBAkYNASAAQQFqIQAgBCABQQFqIgFHDQALIAMgBTYCAAzYAQsgA0EANgIAIAZBAWohAUEQDAQLIAEgBEYEQEGTASECDNcBCwJAAkAgAS0AAEHDAGsODAAGBgYGBgYGBgYGAQYLIAFBAWohAUH5ACECDL4BCyABQQFqIQFB+gAhAgy9AQtBkgEhAiABIARGDdUBIAMoAgAiACAEIAFraiEFIAEgAGtBBWohBgJAA0AgAS0AACAAQaDUAGotAABHDQIgAEEFRg0BIABBAWohACAEIAFBAWoiAUcNAAsgAyAFNgIADNYBCyADQQA2AgAgBkEBaiEBQSQMAgsgA0EANgIADAILIAEgBEYEQEGRASECDNQBCyABLQAAQcwARw0BIAFBAWohAUETCzoAKSADKAIEIQAgA0EANgIEIAMgACABEC4iAA0CDAELQQAhAiADQQA2AhwgAyABNgIUIANB/h82AhAgA0EGNgIMDNEBC0H4ACECDLcBCyADQZABNgIcIAMgATYCFCADIAA2AgxBACECDM8BC0EAIQACQCADKAI4IgJFDQAgAigCQCICRQ0AIAMgAhEAACEACyAARQ0AIABBFUYNASADQQA2AhwgAyABNgIUIANBgg82AhAgA0EgNgIMQQAhAgzOAQtB9wAhAgy0AQsgA0GPATYCHCADIAE2AhQgA0HsGzYCECADQRU2AgxBACECDMwBCyABIARGBEBBjwEhAgzMAQsCQCABLQAAQSBGBEAgAUEBaiEBDAELIANBADYCHCADIAE2AhQgA0GbHzYCECADQQY2AgxBACECDMwBC0ECIQIMsgELA0AgAS0AAEEgRw0CIAQgAUEBaiIBRw0AC0GOASECDMoBCyABIARGBEBBjQEhAgzKAQsCQCABLQAAQQlrDgRKAABKAAtB9QAhAgywAQsgAy0AKUEFRgRAQfYAIQIMsAELQfQAIQIMrwELIAEgBEYEQEGMASECDMgBCyADQRA2AgggAyABNgIEDAoLIAEgBEYEQEGLASECDMcBCwJAIAEtAABBCWsOBEcAAEcAC0HzACECDK0BCyABIARHBEAgA0EQNgIIIAMgATYCBEHxACECDK0BC0GKASECDMUBCwJAIAEgBEcEQANAIAEtAABBoNAAai0AACIAQQNHBEACQCAAQQFrDgJJAAQLQfAAIQIMrwELIAQgAUEBaiIBRw0AC0GIASECDMYBC0GIASECDMUBCyADQQA2AhwgAyABNgIUIANB2yA2AhAgA0EHNgIMQQAhAgzEAQsgASAERgRAQYkBIQIMxAELAkACQAJAIAEtAABBoNIAai0AAEEBaw4DRgIAAQtB8gAhAgysAQsgA0EANgIcIAMgATYCFCADQbQSNgIQIANBBzYCDEEAIQIMxAELQeoAIQIMqgELIAEgBEcEQCABQQFqIQFB7wAhAgyqAQtBhwEhAgzCAQsgBCABIgBGBEBBhgEhAgzCAQsgAC0AACIBQS9GBEAgAEEBaiEBQe4AIQIMqQELIAFBCWsiAkEXSw0BIAAhAUEBIAJ0QZuAgARxDUEMAQsgBCABIgBGBEBBhQEhAgzBAQsgAC0AAEEvRw0AIABBAWohAQwDC0EAIQIgA0EANgIcIAMgADYCFCADQdsgNgIQIANBBzYCDAy/AQsCQAJAAkACQAJAA0AgAS0AAEGgzgBqLQAAIgBBBUcEQAJAAkAgAEEBaw4IRwUGBwgABAEIC0HrACECDK0BCyABQQFqIQFB7QAhAgysAQsgBCABQQFqIgFHDQALQYQBIQIMwwELIAFBAWoMFAsgAygCBCEAIANBADYCBCADIAAgARAsIgBFDR4gA0HbADYCHCADIAE2AhQgAyAANgIMQQAhAgzBAQsgAygCBCEAIANBADYCBCADIAAgARAsIgBFDR4gA0HdADYCHCADIAE2AhQgAyAANgIMQQAhAgzAAQsgAygCBCEAIANBADYCBCADIAAgARAsIgBFDR4gA0H6ADYCHCADIAE2AhQgAyAANgIMQQAhAgy/AQsgA0EANgIcIAMgATYCFCADQfkPNgIQIANBBzYCDEEAIQIMvgELIAEgBEYEQEGDASECDL4BCwJAIAEtAABBoM4Aai0AAEEBaw4IPgQFBgAIAgMHCyABQQFqIQELQQMhAgyjAQsgAUEBagwNC0EAIQIgA0EANgIcIANB0RI2AhAgA0EHNgIMIAMgAUEBajYCFAy6AQsgAygCBCEAIANBADYCBCADIAAgARAsIgBFDRYgA0HbADYCHCADIAE2AhQgAyAANgIMQQAhAgy5AQsgAygCBCEAIANBADYCBCADIAAgARAsIgBFDRYgA0HdADYCHCADIAE2AhQgAyAANgIMQQAhAgy4AQsgAygCBCEAIANBADYCBCADIAAgARAsIgBFDRYgA0H6ADYCHCADIAE2AhQgAyAANgIMQQAhAgy3AQsgA0EANgIcIAMgATYCFCADQfkPNgIQIANBBzYCDEEAIQIMtgELQewAIQIMnAELIAEgBEYEQEGCASECDLUBCyABQQFqDAILIAEgBEYEQEGBASECDLQBCyABQQFqDAELIAEgBEYNASABQQFqCyEBQQQhAgyYAQtBgAEhAgywAQsDQCABLQAAQaDMAGotAAAiAEECRwRAIABBAUcEQEHpACECDJkBCwwxCyAEIAFBAWoiAUcNAAtB/wAhAgyvAQsgASAERgRAQf4AIQIMrwELAkAgAS0AAEEJaw43LwMGLwQGBgYGBgYGBgYGBgYGBgYGBgYFBgYCBgYGBgYGBgYGBgYGBgYGBgYGBgYGBgYGBgYGAAYLIAFBAWoLIQFBBSECDJQBCyABQQFqDAYLIAMoAgQhACADQQA2AgQgAyAAIAEQLCIARQ0IIANB2wA2AhwgAyABNgIUIAMgADYCDEEAIQIMqwELIAMoAgQhACADQQA2AgQgAyAAIAEQLCIARQ0IIANB3QA2AhwgAyABNgIUIAMgADYCDEEAIQIMqgELIAMoAgQhACADQQA2AgQgAyAAIAEQLCIARQ0IIANB+gA2AhwgAyABNgIUIAMgADYCDEEAIQIMqQELIANBADYCHCADIAE2AhQgA0GNFDYCECADQQc2AgxBACECDKgBCwJAAkACQAJAA0AgAS0AAEGgygBqLQAAIgBBBUcEQAJAIABBAWsOBi4DBAUGAAYLQegAIQIMlAELIAQgAUEBaiIBRw0AC0H9ACECDKsBCyADKAIEIQAgA0EANgIEIAMgACABECwiAEUNByADQdsANgIcIAMgATYCFCADIAA2AgxBACECDKoBCyADKAIEIQAgA0EANgIEIAMgACABECwiAEUNByADQd0ANgIcIAMgATYCFCADIAA2AgxBACECDKkBCyADKAIEIQAgA0EANgIEIAMgACABECwiAEUNByADQfoANgIcIAMgATYCFCADIAA2AgxBACECDKgBCyADQQA2AhwgAyABNgIUIANB5Ag2AhAgA0EHNgIMQQAhAgynAQsgASAERg0BIAFBAWoLIQFBBiECDIwBC0H8ACECDKQBCwJAAkACQAJAA0AgAS0AAEGgyABqLQAAIgBBBUcEQCAAQQFrDgQpAgMEBQsgBCABQQFqIgFHDQALQfsAIQIMpwELIAMoAgQhACADQQA2AgQgAyAAIAEQLCIARQ0DIANB2wA2AhwgAyABNgIUIAMgADYCDEEAIQIMpgELIAMoAgQhACADQQA2AgQgAyAAIAEQLCIARQ0DIANB3QA2AhwgAyABNgIUIAMgADYCDEEAIQIMpQELIAMoAgQhACADQQA2AgQgAyAAIAEQLCIARQ0DIANB+gA2AhwgAyABNgIUIAMgADYCDEEAIQIMpAELIANBADYCHCADIAE2AhQgA0G8CjYCECADQQc2AgxBACECDKMBC0HPACECDIkBC0HRACECDIgBC0HnACECDIcBCyABIARGBEBB+gAhAgygAQsCQCABLQAAQQlrDgQgAAAgAAsgAUEBaiEBQeYAIQIMhgELIAEgBEYEQEH5ACECDJ8BCwJAIAEtAABBCWsOBB8AAB8AC0EAIQACQCADKAI4IgJFDQAgAigCOCICRQ0AIAMgAhEAACEACyAARQRAQeIBIQIMhgELIABBFUcEQCADQQA2AhwgAyABNgIUIANByQ02AhAgA0EaNgIMQQAhAgyfAQsgA0H4ADYCHCADIAE2AhQgA0HqGjYCECADQRU2AgxBACECDJ4BCyABIARHBEAgA0ENNgIIIAMgATYCBEHkACECDIUBC0H3ACECDJ0BCyABIARGBEBB9gAhAgydAQsCQAJAAkAgAS0AAEHIAGsOCwABCwsLCwsLCwsCCwsgAUEBaiEBQd0AIQIMhQELIAFBAWohAUHgACECDIQBCyABQQFqIQFB4wAhAgyDAQtB9QAhAiABIARGDZsBIAMoAgAiACAEIAFraiEFIAEgAGtBAmohBgJAA0AgAS0AACAAQbXVAGotAABHDQggAEECRg0BIABBAWohACAEIAFBAWoiAUcNAAsgAyAFNgIADJwBCyADKAIEIQAgA0IANwMAIAMgACAGQQFqIgEQKyIABEAgA0H0ADYCHCADIAE2AhQgAyAANgIMQQAhAgycAQtB4gAhAgyCAQtBACEAAkAgAygCOCICRQ0AIAIoAjQiAkUNACADIAIRAAAhAAsCQCAABEAgAEEVRg0BIANBADYCHCADIAE2AhQgA0HqDTYCECADQSY2AgxBACECDJwBC0HhACECDIIBCyADQfMANgIcIAMgATYCFCADQYAbNgIQIANBFTYCDEEAIQIMmgELIAMtACkiAEEja0ELSQ0JAkAgAEEGSw0AQQEgAHRBygBxRQ0ADAoLQQAhAiADQQA2AhwgAyABNgIUIANB7Qk2AhAgA0EINgIMDJkBC0HyACECIAEgBEYNmAEgAygCACIAIAQgAWtqIQUgASAAa0EBaiEGAkADQCABLQAAIABBs9UAai0AAEcNBSAAQQFGDQEgAEEBaiEAIAQgAUEBaiIBRw0ACyADIAU2AgAMmQELIAMoAgQhACADQgA3AwAgAyAAIAZBAWoiARArIgAEQCADQfEANgIcIAMgATYCFCADIAA2AgxBACECDJkBC0HfACECDH8LQQAhAAJAIAMoAjgiAkUNACACKAI0IgJFDQAgAyACEQAAIQALAkAgAARAIABBFUYNASADQQA2AhwgAyABNgIUIANB6g02AhAgA0EmNgIMQQAhAgyZAQtB3gAhAgx/CyADQfAANgIcIAMgATYCFCADQYAbNgIQIANBFTYCDEEAIQIMlwELIAMtAClBIUYNBiADQQA2AhwgAyABNgIUIANBkQo2AhAgA0EINgIMQQAhAgyWAQtB7wAhAiABIARGDZUBIAMoAgAiACAEIAFraiEFIAEgAGtBAmohBgJAA0AgAS0AACAAQbDVAGotAABHDQIgAEECRg0BIABBAWohACAEIAFBAWoiAUcNAAsgAyAFNgIADJYBCyADKAIEIQAgA0IANwMAIAMgACAGQQFqIgEQKyIARQ0CIANB7QA2AhwgAyABNgIUIAMgADYCDEEAIQIMlQELIANBADYCAAsgAygCBCEAIANBADYCBCADIAAgARArIgBFDYABIANB7gA2AhwgAyABNgIUIAMgADYCDEEAIQIMkwELQdwAIQIMeQtBACEAAkAgAygCOCICRQ0AIAIoAjQiAkUNACADIAIRAAAhAAsCQCAABEAgAEEVRg0BIANBADYCHCADIAE2AhQgA0HqDTYCECADQSY2AgxBACECDJMBC0HbACECDHkLIANB7AA2AhwgAyABNgIUIANBgBs2AhAgA0EVNgIMQQAhAgyRAQsgAy0AKSIAQSNJDQAgAEEuRg0AIANBADYCHCADIAE2AhQgA0HJCTYCECADQQg2AgxBACECDJABC0HaACECDHYLIAEgBEYEQEHrACECDI8BCwJAIAEtAABBL0YEQCABQQFqIQEMAQsgA0EANgIcIAMgATYCFCADQbI4NgIQIANBCDYCDEEAIQIMjwELQdkAIQIMdQsgASAERwRAIANBDjYCCCADIAE2AgRB2AAhAgx1C0HqACECDI0BCyABIARGBEBB6QAhAgyNAQsgAS0AAEEwayIAQf8BcUEKSQRAIAMgADoAKiABQQFqIQFB1wAhAgx0CyADKAIEIQAgA0EANgIEIAMgACABEC8iAEUNeiADQegANgIcIAMgATYCFCADIAA2AgxBACECDIwBCyABIARGBEBB5wAhAgyMAQsCQCABLQAAQS5GBEAgAUEBaiEBDAELIAMoAgQhACADQQA2AgQgAyAAIAEQLyIARQ17IANB5gA2AhwgAyABNgIUIAMgADYCDEEAIQIMjAELQdYAIQIMcgsgASAERgRAQeUAIQIMiwELQQAhAEEBIQVBASEHQQAhAgJAAkACQAJAAkACfwJAAkACQAJAAkACQAJAIAEtAABBMGsOCgoJAAECAwQFBggLC0ECDAYLQQMMBQtBBAwEC0EFDAMLQQYMAgtBBwwBC0EICyECQQAhBUEAIQcMAgtBCSECQQEhAEEAIQVBACEHDAELQQAhBUEBIQILIAMgAjoAKyABQQFqIQECQAJAIAMtAC5BEHENAAJAAkACQCADLQAqDgMBAAIECyAHRQ0DDAILIAANAQwCCyAFRQ0BCyADKAIEIQAgA0EANgIEIAMgACABEC8iAEUNAiADQeIANgIcIAMgATYCFCADIAA2AgxBACECDI0BCyADKAIEIQAgA0EANgIEIAMgACABEC8iAEUNfSADQeMANgIcIAMgATYCFCADIAA2AgxBACECDIwBCyADKAIEIQAgA0EANgIEIAMgACABEC8iAEUNeyADQeQANgIcIAMgATYCFCADIAA2AgwMiwELQdQAIQIMcQsgAy0AKUEiRg2GAUHTACECDHALQQAhAAJAIAMoAjgiAkUNACACKAJEIgJFDQAgAyACEQAAIQALIABFBEBB1QAhAgxwCyAAQRVHBEAgA0EANgIcIAMgATYCFCADQaQNNgIQIANBITYCDEEAIQIMiQELIANB4QA2AhwgAyABNgIUIANB0Bo2AhAgA0EVNgIMQQAhAgyIAQsgASAERgRAQeAAIQIMiAELAkACQAJAAkACQCABLQAAQQprDgQBBAQABAsgAUEBaiEBDAELIAFBAWohASADQS9qLQAAQQFxRQ0BC0HSACECDHALIANBADYCHCADIAE2AhQgA0G2ETYCECADQQk2AgxBACECDIgBCyADQQA2AhwgAyABNgIUIANBthE2AhAgA0EJNgIMQQAhAgyHAQsgASAERgRAQd8AIQIMhwELIAEtAABBCkYEQCABQQFqIQEMCQsgAy0ALkHAAHENCCADQQA2AhwgAyABNgIUIANBthE2AhAgA0ECNgIMQQAhAgyGAQsgASAERgRAQd0AIQIMhgELIAEtAAAiAkENRgRAIAFBAWohAUHQACECDG0LIAEhACACQQlrDgQFAQEFAQsgBCABIgBGBEBB3AAhAgyFAQsgAC0AAEEKRw0AIABBAWoMAgtBACECIANBADYCHCADIAA2AhQgA0HKLTYCECADQQc2AgwMgwELIAEgBEYEQEHbACECDIMBCwJAIAEtAABBCWsOBAMAAAMACyABQQFqCyEBQc4AIQIMaAsgASAERgRAQdoAIQIMgQELIAEtAABBCWsOBAABAQABC0EAIQIgA0EANgIcIANBmhI2AhAgA0EHNgIMIAMgAUEBajYCFAx/CyADQYASOwEqQQAhAAJAIAMoAjgiAkUNACACKAI4IgJFDQAgAyACEQAAIQALIABFDQAgAEEVRw0BIANB2QA2AhwgAyABNgIUIANB6ho2AhAgA0EVNgIMQQAhAgx+C0HNACECDGQLIANBADYCHCADIAE2AhQgA0HJDTYCECADQRo2AgxBACECDHwLIAEgBEYEQEHZACECDHwLIAEtAABBIEcNPSABQQFqIQEgAy0ALkEBcQ09IANBADYCHCADIAE2AhQgA0HCHDYCECADQR42AgxBACECDHsLIAEgBEYEQEHYACECDHsLAkACQAJAAkACQCABLQAAIgBBCmsOBAIDAwABCyABQQFqIQFBLCECDGULIABBOkcNASADQQA2AhwgAyABNgIUIANB5xE2AhAgA0EKNgIMQQAhAgx9CyABQQFqIQEgA0Evai0AAEEBcUUNcyADLQAyQYABcUUEQCADQTJqIQIgAxA1QQAhAAJAIAMoAjgiBkUNACAGKAIoIgZFDQAgAyAGEQAAIQALAkACQCAADhZNTEsBAQEBAQEBAQEBAQEBAQEBAQEAAQsgA0EpNgIcIAMgATYCFCADQawZNgIQIANBFTYCDEEAIQIMfgsgA0EANgIcIAMgATYCFCADQeULNgIQIANBETYCDEEAIQIMfQtBACEAAkAgAygCOCICRQ0AIAIoAlwiAkUNACADIAIRAAAhAAsgAEUNWSAAQRVHDQEgA0EFNgIcIAMgATYCFCADQZsbNgIQIANBFTYCDEEAIQIMfAtBywAhAgxiC0EAIQIgA0EANgIcIAMgATYCFCADQZAONgIQIANBFDYCDAx6CyADIAMvATJBgAFyOwEyDDsLIAEgBEcEQCADQRE2AgggAyABNgIEQcoAIQIMYAtB1wAhAgx4CyABIARGBEBB1gAhAgx4CwJAAkACQAJAIAEtAAAiAEEgciAAIABBwQBrQf8BcUEaSRtB/wFxQeMAaw4TAEBAQEBAQEBAQEBAQAFAQEACA0ALIAFBAWohAUHGACECDGELIAFBAWohAUHHACECDGALIAFBAWohAUHIACECDF8LIAFBAWohAUHJACECDF4LQdUAIQIgBCABIgBGDXYgBCABayADKAIAIgFqIQYgACABa0EFaiEHA0AgAUGQyABqLQAAIAAtAAAiBUEgciAFIAVBwQBrQf8BcUEaSRtB/wFxRw0IQQQgAUEFRg0KGiABQQFqIQEgBCAAQQFqIgBHDQALIAMgBjYCAAx2C0HUACECIAQgASIARg11IAQgAWsgAygCACIBaiEGIAAgAWtBD2ohBwNAIAFBgMgAai0AACAALQAAIgVBIHIgBSAFQcEAa0H/AXFBGkkbQf8BcUcNB0EDIAFBD0YNCRogAUEBaiEBIAQgAEEBaiIARw0ACyADIAY2AgAMdQtB0wAhAiAEIAEiAEYNdCAEIAFrIAMoAgAiAWohBiAAIAFrQQ5qIQcDQCABQeLHAGotAAAgAC0AACIFQSByIAUgBUHBAGtB/wFxQRpJG0H/AXFHDQYgAUEORg0HIAFBAWohASAEIABBAWoiAEcNAAsgAyAGNgIADHQLQdIAIQIgBCABIgBGDXMgBCABayADKAIAIgFqIQUgACABa0EBaiEGA0AgAUHgxwBqLQAAIAAtAAAiB0EgciAHIAdBwQBrQf8BcUEaSRtB/wFxRw0FIAFBAUYNAiABQQFqIQEgBCAAQQFqIgBHDQALIAMgBTYCAAxzCyABIARGBEBB0QAhAgxzCwJAAkAgAS0AACIAQSByIAAgAEHBAGtB/wFxQRpJG0H/AXFB7gBrDgcAOTk5OTkBOQsgAUEBaiEBQcMAIQIMWgsgAUEBaiEBQcQAIQIMWQsgA0EANgIAIAZBAWohAUHFACECDFgLQdAAIQIgBCABIgBGDXAgBCABayADKAIAIgFqIQYgACABa0EJaiEHA0AgAUHWxwBqLQAAIAAtAAAiBUEgciAFIAVBwQBrQf8BcUEaSRtB/wFxRw0CQQIgAUEJRg0EGiABQQFqIQEgBCAAQQFqIgBHDQALIAMgBjYCAAxwC0HPACECIAQgASIARg1vIAQgAWsgAygCACIBaiEGIAAgAWtBBWohBwNAIAFB0McAai0AACAALQAAIgVBIHIgBSAFQcEAa0H/AXFBGkkbQf8BcUcNASABQQVGDQIgAUEBaiEBIAQgAEEBaiIARw0ACyADIAY2AgAMbwsgACEBIANBADYCAAwzC0EBCzoALCADQQA2AgAgB0EBaiEBC0EtIQIMUgsCQANAIAEtAABB0MUAai0AAEEBRw0BIAQgAUEBaiIBRw0AC0HNACECDGsLQcIAIQIMUQsgASAERgRAQcwAIQIMagsgAS0AAEE6RgRAIAMoAgQhACADQQA2AgQgAyAAIAEQMCIARQ0zIANBywA2AhwgAyAANgIMIAMgAUEBajYCFEEAIQIMagsgA0EANgIcIAMgATYCFCADQecRNgIQIANBCjYCDEEAIQIMaQsCQAJAIAMtACxBAmsOAgABJwsgA0Ezai0AAEECcUUNJiADLQAuQQJxDSYgA0EANgIcIAMgATYCFCADQaYUNgIQIANBCzYCDEEAIQIMaQsgAy0AMkEgcUUNJSADLQAuQQJxDSUgA0EANgIcIAMgATYCFCADQb0TNgIQIANBDzYCDEEAIQIMaAtBACEAAkAgAygCOCICRQ0AIAIoAkgiAkUNACADIAIRAAAhAAsgAEUEQEHBACECDE8LIABBFUcEQCADQQA2AhwgAyABNgIUIANBpg82AhAgA0EcNgIMQQAhAgxoCyADQcoANgIcIAMgATYCFCADQYUcNgIQIANBFTYCDEEAIQIMZwsgASAERwRAA0AgAS0AAEHAwQBqLQAAQQFHDRcgBCABQQFqIgFHDQALQcQAIQIMZwtBxAAhAgxmCyABIARHBEADQAJAIAEtAAAiAEEgciAAIABBwQBrQf8BcUEaSRtB/wFxIgBBCUYNACAAQSBGDQACQAJAAkACQCAAQeMAaw4TAAMDAwMDAwMBAwMDAwMDAwMDAgMLIAFBAWohAUE2IQIMUgsgAUEBaiEBQTchAgxRCyABQQFqIQFBOCECDFALDBULIAQgAUEBaiIBRw0AC0E8IQIMZgtBPCECDGULIAEgBEYEQEHIACECDGULIANBEjYCCCADIAE2AgQCQAJAAkACQAJAIAMtACxBAWsOBBQAAQIJCyADLQAyQSBxDQNB4AEhAgxPCwJAIAMvATIiAEEIcUUNACADLQAoQQFHDQAgAy0ALkEIcUUNAgsgAyAAQff7A3FBgARyOwEyDAsLIAMgAy8BMkEQcjsBMgwECyADQQA2AgQgAyABIAEQMSIABEAgA0HBADYCHCADIAA2AgwgAyABQQFqNgIUQQAhAgxmCyABQQFqIQEMWAsgA0EANgIcIAMgATYCFCADQfQTNgIQIANBBDYCDEEAIQIMZAtBxwAhAiABIARGDWMgAygCACIAIAQgAWtqIQUgASAAa0EGaiEGAkADQCAAQcDFAGotAAAgAS0AAEEgckcNASAAQQZGDUogAEEBaiEAIAQgAUEBaiIBRw0ACyADIAU2AgAMZAsgA0EANgIADAULAkAgASAERwRAA0AgAS0AAEHAwwBqLQAAIgBBAUcEQCAAQQJHDQMgAUEBaiEBDAULIAQgAUEBaiIBRw0AC0HFACECDGQLQcUAIQIMYwsLIANBADoALAwBC0ELIQIMRwtBPyECDEYLAkACQANAIAEtAAAiAEEgRwRAAkAgAEEKaw4EAwUFAwALIABBLEYNAwwECyAEIAFBAWoiAUcNAAtBxgAhAgxgCyADQQg6ACwMDgsgAy0AKEEBRw0CIAMtAC5BCHENAiADKAIEIQAgA0EANgIEIAMgACABEDEiAARAIANBwgA2AhwgAyAANgIMIAMgAUEBajYCFEEAIQIMXwsgAUEBaiEBDFALQTshAgxECwJAA0AgAS0AACIAQSBHIABBCUdxDQEgBCABQQFqIgFHDQALQcMAIQIMXQsLQTwhAgxCCwJAAkAgASAERwRAA0AgAS0AACIAQSBHBEAgAEEKaw4EAwQEAwQLIAQgAUEBaiIBRw0AC0E/IQIMXQtBPyECDFwLIAMgAy8BMkEgcjsBMgwKCyADKAIEIQAgA0EANgIEIAMgACABEDEiAEUNTiADQT42AhwgAyABNgIUIAMgADYCDEEAIQIMWgsCQCABIARHBEADQCABLQAAQcDDAGotAAAiAEEBRwRAIABBAkYNAwwMCyAEIAFBAWoiAUcNAAtBNyECDFsLQTchAgxaCyABQQFqIQEMBAtBOyECIAQgASIARg1YIAQgAWsgAygCACIBaiEGIAAgAWtBBWohBwJAA0AgAUGQyABqLQAAIAAtAAAiBUEgciAFIAVBwQBrQf8BcUEaSRtB/wFxRw0BIAFBBUYEQEEHIQEMPwsgAUEBaiEBIAQgAEEBaiIARw0ACyADIAY2AgAMWQsgA0EANgIAIAAhAQwFC0E6IQIgBCABIgBGDVcgBCABayADKAIAIgFqIQYgACABa0EIaiEHAkADQCABQbTBAGotAAAgAC0AACIFQSByIAUgBUHBAGtB/wFxQRpJG0H/AXFHDQEgAUEIRgRAQQUhAQw+CyABQQFqIQEgBCAAQQFqIgBHDQALIAMgBjYCAAxYCyADQQA2AgAgACEBDAQLQTkhAiAEIAEiAEYNViAEIAFrIAMoAgAiAWohBiAAIAFrQQNqIQcCQANAIAFBsMEAai0AACAALQAAIgVBIHIgBSAFQcEAa0H/AXFBGkkbQf8BcUcNASABQQNGBEBBBiEBDD0LIAFBAWohASAEIABBAWoiAEcNAAsgAyAGNgIADFcLIANBADYCACAAIQEMAwsCQANAIAEtAAAiAEEgRwRAIABBCmsOBAcEBAcCCyAEIAFBAWoiAUcNAAtBOCECDFYLIABBLEcNASABQQFqIQBBASEBAkACQAJAAkACQCADLQAsQQVrDgQDAQIEAAsgACEBDAQLQQIhAQwBC0EEIQELIANBAToALCADIAMvATIgAXI7ATIgACEBDAELIAMgAy8BMkEIcjsBMiAAIQELQT4hAgw7CyADQQA6ACwLQTkhAgw5CyABIARGBEBBNiECDFILAkACQAJAAkACQCABLQAAQQprDgQAAgIBAgsgAygCBCEAIANBADYCBCADIAAgARAxIgBFDQIgA0EzNgIcIAMgATYCFCADIAA2AgxBACECDFULIAMoAgQhACADQQA2AgQgAyAAIAEQMSIARQRAIAFBAWohAQwGCyADQTI2AhwgAyAANgIMIAMgAUEBajYCFEEAIQIMVAsgAy0ALkEBcQRAQd8BIQIMOwsgAygCBCEAIANBADYCBCADIAAgARAxIgANAQxJC0E0IQIMOQsgA0E1NgIcIAMgATYCFCADIAA2AgxBACECDFELQTUhAgw3CyADQS9qLQAAQQFxDQAgA0EANgIcIAMgATYCFCADQesWNgIQIANBGTYCDEEAIQIMTwtBMyECDDULIAEgBEYEQEEyIQIMTgsCQCABLQAAQQpGBEAgAUEBaiEBDAELIANBADYCHCADIAE2AhQgA0GSFzYCECADQQM2AgxBACECDE4LQTIhAgw0CyABIARGBEBBMSECDE0LAkAgAS0AACIAQQlGDQAgAEEgRg0AQQEhAgJAIAMtACxBBWsOBAYEBQANCyADIAMvATJBCHI7ATIMDAsgAy0ALkEBcUUNASADLQAsQQhHDQAgA0EAOgAsC0E9IQIMMgsgA0EANgIcIAMgATYCFCADQcIWNgIQIANBCjYCDEEAIQIMSgtBAiECDAELQQQhAgsgA0EBOgAsIAMgAy8BMiACcjsBMgwGCyABIARGBEBBMCECDEcLIAEtAABBCkYEQCABQQFqIQEMAQsgAy0ALkEBcQ0AIANBADYCHCADIAE2AhQgA0HcKDYCECADQQI2AgxBACECDEYLQTAhAgwsCyABQQFqIQFBMSECDCsLIAEgBEYEQEEvIQIMRAsgAS0AACIAQQlHIABBIEdxRQRAIAFBAWohASADLQAuQQFxDQEgA0EANgIcIAMgATYCFCADQZcQNgIQIANBCjYCDEEAIQIMRAtBASECAkACQAJAAkACQAJAIAMtACxBAmsOBwUEBAMBAgAECyADIAMvATJBCHI7ATIMAwtBAiECDAELQQQhAgsgA0EBOgAsIAMgAy8BMiACcjsBMgtBLyECDCsLIANBADYCHCADIAE2AhQgA0GEEzYCECADQQs2AgxBACECDEMLQeEBIQIMKQsgASAERgRAQS4hAgxCCyADQQA2AgQgA0ESNgIIIAMgASABEDEiAA0BC0EuIQIMJwsgA0EtNgIcIAMgATYCFCADIAA2AgxBACECDD8LQQAhAAJAIAMoAjgiAkUNACACKAJMIgJFDQAgAyACEQAAIQALIABFDQAgAEEVRw0BIANB2AA2AhwgAyABNgIUIANBsxs2AhAgA0EVNgIMQQAhAgw+C0HMACECDCQLIANBADYCHCADIAE2AhQgA0GzDjYCECADQR02AgxBACECDDwLIAEgBEYEQEHOACECDDwLIAEtAAAiAEEgRg0CIABBOkYNAQsgA0EAOgAsQQkhAgwhCyADKAIEIQAgA0EANgIEIAMgACABEDAiAA0BDAILIAMtAC5BAXEEQEHeASECDCALIAMoAgQhACADQQA2AgQgAyAAIAEQMCIARQ0CIANBKjYCHCADIAA2AgwgAyABQQFqNgIUQQAhAgw4CyADQcsANgIcIAMgADYCDCADIAFBAWo2AhRBACECDDcLIAFBAWohAUHAACECDB0LIAFBAWohAQwsCyABIARGBEBBKyECDDULAkAgAS0AAEEKRgRAIAFBAWohAQwBCyADLQAuQcAAcUUNBgsgAy0AMkGAAXEEQEEAIQACQCADKAI4IgJFDQAgAigCXCICRQ0AIAMgAhEAACEACyAARQ0SIABBFUYEQCADQQU2AhwgAyABNgIUIANBmxs2AhAgA0EVNgIMQQAhAgw2CyADQQA2AhwgAyABNgIUIANBkA42AhAgA0EUNgIMQQAhAgw1CyADQTJqIQIgAxA1QQAhAAJAIAMoAjgiBkUNACAGKAIoIgZFDQAgAyAGEQAAIQALIAAOFgIBAAQEBAQEBAQEBAQEBAQEBAQEBAMECyADQQE6ADALIAIgAi8BAEHAAHI7AQALQSshAgwYCyADQSk2AhwgAyABNgIUIANBrBk2AhAgA0EVNgIMQQAhAgwwCyADQQA2AhwgAyABNgIUIANB5Qs2AhAgA0ERNgIMQQAhAgwvCyADQQA2AhwgAyABNgIUIANBpQs2AhAgA0ECNgIMQQAhAgwuC0EBIQcgAy8BMiIFQQhxRQRAIAMpAyBCAFIhBwsCQCADLQAwBEBBASEAIAMtAClBBUYNASAFQcAAcUUgB3FFDQELAkAgAy0AKCICQQJGBEBBASEAIAMvATQiBkHlAEYNAkEAIQAgBUHAAHENAiAGQeQARg0CIAZB5gBrQQJJDQIgBkHMAUYNAiAGQbACRg0CDAELQQAhACAFQcAAcQ0BC0ECIQAgBUEIcQ0AIAVBgARxBEACQCACQQFHDQAgAy0ALkEKcQ0AQQUhAAwCC0EEIQAMAQsgBUEgcUUEQCADEDZBAEdBAnQhAAwBC0EAQQMgAykDIFAbIQALIABBAWsOBQIABwEDBAtBESECDBMLIANBAToAMQwpC0EAIQICQCADKAI4IgBFDQAgACgCMCIARQ0AIAMgABEAACECCyACRQ0mIAJBFUYEQCADQQM2AhwgAyABNgIUIANB0hs2AhAgA0EVNgIMQQAhAgwrC0EAIQIgA0EANgIcIAMgATYCFCADQd0ONgIQIANBEjYCDAwqCyADQQA2AhwgAyABNgIUIANB+SA2AhAgA0EPNgIMQQAhAgwpC0EAIQACQCADKAI4IgJFDQAgAigCMCICRQ0AIAMgAhEAACEACyAADQELQQ4hAgwOCyAAQRVGBEAgA0ECNgIcIAMgATYCFCADQdIbNgIQIANBFTYCDEEAIQIMJwsgA0EANgIcIAMgATYCFCADQd0ONgIQIANBEjYCDEEAIQIMJgtBKiECDAwLIAEgBEcEQCADQQk2AgggAyABNgIEQSkhAgwMC0EmIQIMJAsgAyADKQMgIgwgBCABa60iCn0iC0IAIAsgDFgbNwMgIAogDFQEQEElIQIMJAsgAygCBCEAIANBADYCBCADIAAgASAMp2oiARAyIgBFDQAgA0EFNgIcIAMgATYCFCADIAA2AgxBACECDCMLQQ8hAgwJC0IAIQoCQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkAgAS0AAEEwaw43FxYAAQIDBAUGBxQUFBQUFBQICQoLDA0UFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFA4PEBESExQLQgIhCgwWC0IDIQoMFQtCBCEKDBQLQgUhCgwTC0IGIQoMEgtCByEKDBELQgghCgwQC0IJIQoMDwtCCiEKDA4LQgshCgwNC0IMIQoMDAtCDSEKDAsLQg4hCgwKC0IPIQoMCQtCCiEKDAgLQgshCgwHC0IMIQoMBgtCDSEKDAULQg4hCgwEC0IPIQoMAwsgA0EANgIcIAMgATYCFCADQZ8VNgIQIANBDDYCDEEAIQIMIQsgASAERgRAQSIhAgwhC0IAIQoCQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAIAEtAABBMGsONxUUAAECAwQFBgcWFhYWFhYWCAkKCwwNFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYODxAREhMWC0ICIQoMFAtCAyEKDBMLQgQhCgwSC0IFIQoMEQtCBiEKDBALQgchCgwPC0IIIQoMDgtCCSEKDA0LQgohCgwMC0ILIQoMCwtCDCEKDAoLQg0hCgwJC0IOIQoMCAtCDyEKDAcLQgohCgwGC0ILIQoMBQtCDCEKDAQLQg0hCgwDC0IOIQoMAgtCDyEKDAELQgEhCgsgAUEBaiEBIAMpAyAiC0L//////////w9YBEAgAyALQgSGIAqENwMgDAILIANBADYCHCADIAE2AhQgA0G1CTYCECADQQw2AgxBACECDB4LQSchAgwEC0EoIQIMAwsgAyABOgAsIANBADYCACAHQQFqIQFBDCECDAILIANBADYCACAGQQFqIQFBCiECDAELIAFBAWohAUEIIQIMAAsAC0EAIQIgA0EANgIcIAMgATYCFCADQbI4NgIQIANBCDYCDAwXC0EAIQIgA0EANgIcIAMgATYCFCADQYMRNgIQIANBCTYCDAwWC0EAIQIgA0EANgIcIAMgATYCFCADQd8KNgIQIANBCTYCDAwVC0EAIQIgA0EANgIcIAMgATYCFCADQe0QNgIQIANBCTYCDAwUC0EAIQIgA0EANgIcIAMgATYCFCADQdIRNgIQIANBCTYCDAwTC0EAIQIgA0EANgIcIAMgATYCFCADQbI4NgIQIANBCDYCDAwSC0EAIQIgA0EANgIcIAMgATYCFCADQYMRNgIQIANBCTYCDAwRC0EAIQIgA0EANgIcIAMgATYCFCADQd8KNgIQIANBCTYCDAwQC0EAIQIgA0EANgIcIAMgATYCFCADQe0QNgIQIANBCTYCDAwPC0EAIQIgA0EANgIcIAMgATYCFCADQdIRNgIQIANBCTYCDAwOC0EAIQIgA0EANgIcIAMgATYCFCADQbkXNgIQIANBDzYCDAwNC0EAIQIgA0EANgIcIAMgATYCFCADQbkXNgIQIANBDzYCDAwMC0EAIQIgA0EANgIcIAMgATYCFCADQZkTNgIQIANBCzYCDAwLC0EAIQIgA0EANgIcIAMgATYCFCADQZ0JNgIQIANBCzYCDAwKC0EAIQIgA0EANgIcIAMgATYCFCADQZcQNgIQIANBCjYCDAwJC0EAIQIgA0EANgIcIAMgATYCFCADQbEQNgIQIANBCjYCDAwIC0EAIQIgA0EANgIcIAMgATYCFCADQbsdNgIQIANBAjYCDAwHC0EAIQIgA0EANgIcIAMgATYCFCADQZYWNgIQIANBAjYCDAwGC0EAIQIgA0EANgIcIAMgATYCFCADQfkYNgIQIANBAjYCDAwFC0EAIQIgA0EANgIcIAMgATYCFCADQcQYNgIQIANBAjYCDAwECyADQQI2AhwgAyABNgIUIANBqR42AhAgA0EWNgIMQQAhAgwDC0HeACECIAEgBEYNAiAJQQhqIQcgAygCACEFAkACQCABIARHBEAgBUGWyABqIQggBCAFaiABayEGIAVBf3NBCmoiBSABaiEAA0AgAS0AACAILQAARwRAQQIhCAwDCyAFRQRAQQAhCCAAIQEMAwsgBUEBayEFIAhBAWohCCAEIAFBAWoiAUcNAAsgBiEFIAQhAQsgB0EBNgIAIAMgBTYCAAwBCyADQQA2AgAgByAINgIACyAHIAE2AgQgCSgCDCEAAkACQCAJKAIIQQFrDgIEAQALIANBADYCHCADQcIeNgIQIANBFzYCDCADIABBAWo2AhRBACECDAMLIANBADYCHCADIAA2AhQgA0HXHjYCECADQQk2AgxBACECDAILIAEgBEYEQEEoIQIMAgsgA0EJNgIIIAMgATYCBEEnIQIMAQsgASAERgRAQQEhAgwBCwNAAkACQAJAIAEtAABBCmsOBAABAQABCyABQQFqIQEMAQsgAUEBaiEBIAMtAC5BIHENAEEAIQIgA0EANgIcIAMgATYCFCADQaEhNgIQIANBBTYCDAwCC0EBIQIgASAERw0ACwsgCUEQaiQAIAJFBEAgAygCDCEADAELIAMgAjYCHEEAIQAgAygCBCIBRQ0AIAMgASAEIAMoAggRAQAiAUUNACADIAQ2AhQgAyABNgIMIAEhAAsgAAu+AgECfyAAQQA6AAAgAEHkAGoiAUEBa0EAOgAAIABBADoAAiAAQQA6AAEgAUEDa0EAOgAAIAFBAmtBADoAACAAQQA6AAMgAUEEa0EAOgAAQQAgAGtBA3EiASAAaiIAQQA2AgBB5AAgAWtBfHEiAiAAaiIBQQRrQQA2AgACQCACQQlJDQAgAEEANgIIIABBADYCBCABQQhrQQA2AgAgAUEMa0EANgIAIAJBGUkNACAAQQA2AhggAEEANgIUIABBADYCECAAQQA2AgwgAUEQa0EANgIAIAFBFGtBADYCACABQRhrQQA2AgAgAUEca0EANgIAIAIgAEEEcUEYciICayIBQSBJDQAgACACaiEAA0AgAEIANwMYIABCADcDECAAQgA3AwggAEIANwMAIABBIGohACABQSBrIgFBH0sNAAsLC1YBAX8CQCAAKAIMDQACQAJAAkACQCAALQAxDgMBAAMCCyAAKAI4IgFFDQAgASgCMCIBRQ0AIAAgAREAACIBDQMLQQAPCwALIABByhk2AhBBDiEBCyABCxoAIAAoAgxFBEAgAEHeHzYCECAAQRU2AgwLCxQAIAAoAgxBFUYEQCAAQQA2AgwLCxQAIAAoAgxBFkYEQCAAQQA2AgwLCwcAIAAoAgwLBwAgACgCEAsJACAAIAE2AhALBwAgACgCFAsrAAJAIABBJ08NAEL//////wkgAK2IQgGDUA0AIABBAnRB0DhqKAIADwsACxcAIABBL08EQAALIABBAnRB7DlqKAIAC78JAQF/QfQtIQECQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQCAAQeQAaw70A2NiAAFhYWFhYWECAwQFYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYQYHCAkKCwwNDg9hYWFhYRBhYWFhYWFhYWFhYRFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWESExQVFhcYGRobYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYRwdHh8gISIjJCUmJygpKissLS4vMDEyMzQ1NmE3ODk6YWFhYWFhYWE7YWFhPGFhYWE9Pj9hYWFhYWFhYUBhYUFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFCQ0RFRkdISUpLTE1OT1BRUlNhYWFhYWFhYVRVVldYWVpbYVxdYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhXmFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYV9gYQtB6iwPC0GYJg8LQe0xDwtBoDcPC0HJKQ8LQbQpDwtBli0PC0HrKw8LQaI1DwtB2zQPC0HgKQ8LQeMkDwtB1SQPC0HuJA8LQeYlDwtByjQPC0HQNw8LQao1DwtB9SwPC0H2Jg8LQYIiDwtB8jMPC0G+KA8LQec3DwtBzSEPC0HAIQ8LQbglDwtByyUPC0GWJA8LQY80DwtBzTUPC0HdKg8LQe4zDwtBnDQPC0GeMQ8LQfQ1DwtB5SIPC0GvJQ8LQZkxDwtBsjYPC0H5Ng8LQcQyDwtB3SwPC0GCMQ8LQcExDwtBjTcPC0HJJA8LQew2DwtB5yoPC0HIIw8LQeIhDwtByTcPC0GlIg8LQZQiDwtB2zYPC0HeNQ8LQYYmDwtBvCsPC0GLMg8LQaAjDwtB9jAPC0GALA8LQYkrDwtBpCYPC0HyIw8LQYEoDwtBqzIPC0HrJw8LQcI2DwtBoiQPC0HPKg8LQdwjDwtBhycPC0HkNA8LQbciDwtBrTEPC0HVIg8LQa80DwtB3iYPC0HWMg8LQfQ0DwtBgTgPC0H0Nw8LQZI2DwtBnScPC0GCKQ8LQY0jDwtB1zEPC0G9NQ8LQbQ3DwtB2DAPC0G2Jw8LQZo4DwtBpyoPC0HEJw8LQa4jDwtB9SIPCwALQcomIQELIAELFwAgACAALwEuQf7/A3EgAUEAR3I7AS4LGgAgACAALwEuQf3/A3EgAUEAR0EBdHI7AS4LGgAgACAALwEuQfv/A3EgAUEAR0ECdHI7AS4LGgAgACAALwEuQff/A3EgAUEAR0EDdHI7AS4LGgAgACAALwEuQe//A3EgAUEAR0EEdHI7AS4LGgAgACAALwEuQd//A3EgAUEAR0EFdHI7AS4LGgAgACAALwEuQb//A3EgAUEAR0EGdHI7AS4LGgAgACAALwEuQf/+A3EgAUEAR0EHdHI7AS4LGgAgACAALwEuQf/9A3EgAUEAR0EIdHI7AS4LGgAgACAALwEuQf/7A3EgAUEAR0EJdHI7AS4LPgECfwJAIAAoAjgiA0UNACADKAIEIgNFDQAgACABIAIgAWsgAxEBACIEQX9HDQAgAEHhEjYCEEEYIQQLIAQLPgECfwJAIAAoAjgiA0UNACADKAIIIgNFDQAgACABIAIgAWsgAxEBACIEQX9HDQAgAEH8ETYCEEEYIQQLIAQLPgECfwJAIAAoAjgiA0UNACADKAIMIgNFDQAgACABIAIgAWsgAxEBACIEQX9HDQAgAEHsCjYCEEEYIQQLIAQLPgECfwJAIAAoAjgiA0UNACADKAIQIgNFDQAgACABIAIgAWsgAxEBACIEQX9HDQAgAEH6HjYCEEEYIQQLIAQLPgECfwJAIAAoAjgiA0UNACADKAIUIgNFDQAgACABIAIgAWsgAxEBACIEQX9HDQAgAEHLEDYCEEEYIQQLIAQLPgECfwJAIAAoAjgiA0UNACADKAIYIgNFDQAgACABIAIgAWsgAxEBACIEQX9HDQAgAEG3HzYCEEEYIQQLIAQLPgECfwJAIAAoAjgiA0UNACADKAIcIgNFDQAgACABIAIgAWsgAxEBACIEQX9HDQAgAEG/FTYCEEEYIQQLIAQLPgECfwJAIAAoAjgiA0UNACADKAIsIgNFDQAgACABIAIgAWsgAxEBACIEQX9HDQAgAEH+CDYCEEEYIQQLIAQLPgECfwJAIAAoAjgiA0UNACADKAIgIgNFDQAgACABIAIgAWsgAxEBACIEQX9HDQAgAEGMHTYCEEEYIQQLIAQLPgECfwJAIAAoAjgiA0UNACADKAIkIgNFDQAgACABIAIgAWsgAxEBACIEQX9HDQAgAEHmFTYCEEEYIQQLIAQLOAAgAAJ/IAAvATJBFHFBFEYEQEEBIAAtAChBAUYNARogAC8BNEHlAEYMAQsgAC0AKUEFRgs6ADALWQECfwJAIAAtAChBAUYNACAALwE0IgFB5ABrQeQASQ0AIAFBzAFGDQAgAUGwAkYNACAALwEyIgBBwABxDQBBASECIABBiARxQYAERg0AIABBKHFFIQILIAILjAEBAn8CQAJAAkAgAC0AKkUNACAALQArRQ0AIAAvATIiAUECcUUNAQwCCyAALwEyIgFBAXFFDQELQQEhAiAALQAoQQFGDQAgAC8BNCIAQeQAa0HkAEkNACAAQcwBRg0AIABBsAJGDQAgAUHAAHENAEEAIQIgAUGIBHFBgARGDQAgAUEocUEARyECCyACC1cAIABBGGpCADcDACAAQgA3AwAgAEE4akIANwMAIABBMGpCADcDACAAQShqQgA3AwAgAEEgakIANwMAIABBEGpCADcDACAAQQhqQgA3AwAgAEH9ATYCHAsGACAAEDoLmi0BC38jAEEQayIKJABB3NUAKAIAIglFBEBBnNkAKAIAIgVFBEBBqNkAQn83AgBBoNkAQoCAhICAgMAANwIAQZzZACAKQQhqQXBxQdiq1aoFcyIFNgIAQbDZAEEANgIAQYDZAEEANgIAC0GE2QBBwNkENgIAQdTVAEHA2QQ2AgBB6NUAIAU2AgBB5NUAQX82AgBBiNkAQcCmAzYCAANAIAFBgNYAaiABQfTVAGoiAjYCACACIAFB7NUAaiIDNgIAIAFB+NUAaiADNgIAIAFBiNYAaiABQfzVAGoiAzYCACADIAI2AgAgAUGQ1gBqIAFBhNYAaiICNgIAIAIgAzYCACABQYzWAGogAjYCACABQSBqIgFBgAJHDQALQczZBEGBpgM2AgBB4NUAQazZACgCADYCAEHQ1QBBgKYDNgIAQdzVAEHI2QQ2AgBBzP8HQTg2AgBByNkEIQkLAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkAgAEHsAU0EQEHE1QAoAgAiBkEQIABBE2pBcHEgAEELSRsiBEEDdiIAdiIBQQNxBEACQCABQQFxIAByQQFzIgJBA3QiAEHs1QBqIgEgAEH01QBqKAIAIgAoAggiA0YEQEHE1QAgBkF+IAJ3cTYCAAwBCyABIAM2AgggAyABNgIMCyAAQQhqIQEgACACQQN0IgJBA3I2AgQgACACaiIAIAAoAgRBAXI2AgQMEQtBzNUAKAIAIgggBE8NASABBEACQEECIAB0IgJBACACa3IgASAAdHFoIgBBA3QiAkHs1QBqIgEgAkH01QBqKAIAIgIoAggiA0YEQEHE1QAgBkF+IAB3cSIGNgIADAELIAEgAzYCCCADIAE2AgwLIAIgBEEDcjYCBCAAQQN0IgAgBGshBSAAIAJqIAU2AgAgAiAEaiIEIAVBAXI2AgQgCARAIAhBeHFB7NUAaiEAQdjVACgCACEDAn9BASAIQQN2dCIBIAZxRQRAQcTVACABIAZyNgIAIAAMAQsgACgCCAsiASADNgIMIAAgAzYCCCADIAA2AgwgAyABNgIICyACQQhqIQFB2NUAIAQ2AgBBzNUAIAU2AgAMEQtByNUAKAIAIgtFDQEgC2hBAnRB9NcAaigCACIAKAIEQXhxIARrIQUgACECA0ACQCACKAIQIgFFBEAgAkEUaigCACIBRQ0BCyABKAIEQXhxIARrIgMgBUkhAiADIAUgAhshBSABIAAgAhshACABIQIMAQsLIAAoAhghCSAAKAIMIgMgAEcEQEHU1QAoAgAaIAMgACgCCCIBNgIIIAEgAzYCDAwQCyAAQRRqIgIoAgAiAUUEQCAAKAIQIgFFDQMgAEEQaiECCwNAIAIhByABIgNBFGoiAigCACIBDQAgA0EQaiECIAMoAhAiAQ0ACyAHQQA2AgAMDwtBfyEEIABBv39LDQAgAEETaiIBQXBxIQRByNUAKAIAIghFDQBBACAEayEFAkACQAJAAn9BACAEQYACSQ0AGkEfIARB////B0sNABogBEEmIAFBCHZnIgBrdkEBcSAAQQF0a0E+agsiBkECdEH01wBqKAIAIgJFBEBBACEBQQAhAwwBC0EAIQEgBEEZIAZBAXZrQQAgBkEfRxt0IQBBACEDA0ACQCACKAIEQXhxIARrIgcgBU8NACACIQMgByIFDQBBACEFIAIhAQwDCyABIAJBFGooAgAiByAHIAIgAEEddkEEcWpBEGooAgAiAkYbIAEgBxshASAAQQF0IQAgAg0ACwsgASADckUEQEEAIQNBAiAGdCIAQQAgAGtyIAhxIgBFDQMgAGhBAnRB9NcAaigCACEBCyABRQ0BCwNAIAEoAgRBeHEgBGsiAiAFSSEAIAIgBSAAGyEFIAEgAyAAGyEDIAEoAhAiAAR/IAAFIAFBFGooAgALIgENAAsLIANFDQAgBUHM1QAoAgAgBGtPDQAgAygCGCEHIAMgAygCDCIARwRAQdTVACgCABogACADKAIIIgE2AgggASAANgIMDA4LIANBFGoiAigCACIBRQRAIAMoAhAiAUUNAyADQRBqIQILA0AgAiEGIAEiAEEUaiICKAIAIgENACAAQRBqIQIgACgCECIBDQALIAZBADYCAAwNC0HM1QAoAgAiAyAETwRAQdjVACgCACEBAkAgAyAEayICQRBPBEAgASAEaiIAIAJBAXI2AgQgASADaiACNgIAIAEgBEEDcjYCBAwBCyABIANBA3I2AgQgASADaiIAIAAoAgRBAXI2AgRBACEAQQAhAgtBzNUAIAI2AgBB2NUAIAA2AgAgAUEIaiEBDA8LQdDVACgCACIDIARLBEAgBCAJaiIAIAMgBGsiAUEBcjYCBEHc1QAgADYCAEHQ1QAgATYCACAJIARBA3I2AgQgCUEIaiEBDA8LQQAhASAEAn9BnNkAKAIABEBBpNkAKAIADAELQajZAEJ/NwIAQaDZAEKAgISAgIDAADcCAEGc2QAgCkEMakFwcUHYqtWqBXM2AgBBsNkAQQA2AgBBgNkAQQA2AgBBgIAECyIAIARBxwBqIgVqIgZBACAAayIHcSICTwRAQbTZAEEwNgIADA8LAkBB/NgAKAIAIgFFDQBB9NgAKAIAIgggAmohACAAIAFNIAAgCEtxDQBBACEBQbTZAEEwNgIADA8LQYDZAC0AAEEEcQ0EAkACQCAJBEBBhNkAIQEDQCABKAIAIgAgCU0EQCAAIAEoAgRqIAlLDQMLIAEoAggiAQ0ACwtBABA7IgBBf0YNBSACIQZBoNkAKAIAIgFBAWsiAyAAcQRAIAIgAGsgACADakEAIAFrcWohBgsgBCAGTw0FIAZB/v///wdLDQVB/NgAKAIAIgMEQEH02AAoAgAiByAGaiEBIAEgB00NBiABIANLDQYLIAYQOyIBIABHDQEMBwsgBiADayAHcSIGQf7///8HSw0EIAYQOyEAIAAgASgCACABKAIEakYNAyAAIQELAkAgBiAEQcgAak8NACABQX9GDQBBpNkAKAIAIgAgBSAGa2pBACAAa3EiAEH+////B0sEQCABIQAMBwsgABA7QX9HBEAgACAGaiEGIAEhAAwHC0EAIAZrEDsaDAQLIAEiAEF/Rw0FDAMLQQAhAwwMC0EAIQAMCgsgAEF/Rw0CC0GA2QBBgNkAKAIAQQRyNgIACyACQf7///8HSw0BIAIQOyEAQQAQOyEBIABBf0YNASABQX9GDQEgACABTw0BIAEgAGsiBiAEQThqTQ0BC0H02ABB9NgAKAIAIAZqIgE2AgBB+NgAKAIAIAFJBEBB+NgAIAE2AgALAkACQAJAQdzVACgCACICBEBBhNkAIQEDQCAAIAEoAgAiAyABKAIEIgVqRg0CIAEoAggiAQ0ACwwCC0HU1QAoAgAiAUEARyAAIAFPcUUEQEHU1QAgADYCAAtBACEBQYjZACAGNgIAQYTZACAANgIAQeTVAEF/NgIAQejVAEGc2QAoAgA2AgBBkNkAQQA2AgADQCABQYDWAGogAUH01QBqIgI2AgAgAiABQezVAGoiAzYCACABQfjVAGogAzYCACABQYjWAGogAUH81QBqIgM2AgAgAyACNgIAIAFBkNYAaiABQYTWAGoiAjYCACACIAM2AgAgAUGM1gBqIAI2AgAgAUEgaiIBQYACRw0AC0F4IABrQQ9xIgEgAGoiAiAGQThrIgMgAWsiAUEBcjYCBEHg1QBBrNkAKAIANgIAQdDVACABNgIAQdzVACACNgIAIAAgA2pBODYCBAwCCyAAIAJNDQAgAiADSQ0AIAEoAgxBCHENAEF4IAJrQQ9xIgAgAmoiA0HQ1QAoAgAgBmoiByAAayIAQQFyNgIEIAEgBSAGajYCBEHg1QBBrNkAKAIANgIAQdDVACAANgIAQdzVACADNgIAIAIgB2pBODYCBAwBCyAAQdTVACgCAEkEQEHU1QAgADYCAAsgACAGaiEDQYTZACEBAkACQAJAA0AgAyABKAIARwRAIAEoAggiAQ0BDAILCyABLQAMQQhxRQ0BC0GE2QAhAQNAIAEoAgAiAyACTQRAIAMgASgCBGoiBSACSw0DCyABKAIIIQEMAAsACyABIAA2AgAgASABKAIEIAZqNgIEIABBeCAAa0EPcWoiCSAEQQNyNgIEIANBeCADa0EPcWoiBiAEIAlqIgRrIQEgAiAGRgRAQdzVACAENgIAQdDVAEHQ1QAoAgAgAWoiADYCACAEIABBAXI2AgQMCAtB2NUAKAIAIAZGBEBB2NUAIAQ2AgBBzNUAQczVACgCACABaiIANgIAIAQgAEEBcjYCBCAAIARqIAA2AgAMCAsgBigCBCIFQQNxQQFHDQYgBUF4cSEIIAVB/wFNBEAgBUEDdiEDIAYoAggiACAGKAIMIgJGBEBBxNUAQcTVACgCAEF+IAN3cTYCAAwHCyACIAA2AgggACACNgIMDAYLIAYoAhghByAGIAYoAgwiAEcEQCAAIAYoAggiAjYCCCACIAA2AgwMBQsgBkEUaiICKAIAIgVFBEAgBigCECIFRQ0EIAZBEGohAgsDQCACIQMgBSIAQRRqIgIoAgAiBQ0AIABBEGohAiAAKAIQIgUNAAsgA0EANgIADAQLQXggAGtBD3EiASAAaiIHIAZBOGsiAyABayIBQQFyNgIEIAAgA2pBODYCBCACIAVBNyAFa0EPcWpBP2siAyADIAJBEGpJGyIDQSM2AgRB4NUAQazZACgCADYCAEHQ1QAgATYCAEHc1QAgBzYCACADQRBqQYzZACkCADcCACADQYTZACkCADcCCEGM2QAgA0EIajYCAEGI2QAgBjYCAEGE2QAgADYCAEGQ2QBBADYCACADQSRqIQEDQCABQQc2AgAgBSABQQRqIgFLDQALIAIgA0YNACADIAMoAgRBfnE2AgQgAyADIAJrIgU2AgAgAiAFQQFyNgIEIAVB/wFNBEAgBUF4cUHs1QBqIQACf0HE1QAoAgAiAUEBIAVBA3Z0IgNxRQRAQcTVACABIANyNgIAIAAMAQsgACgCCAsiASACNgIMIAAgAjYCCCACIAA2AgwgAiABNgIIDAELQR8hASAFQf///wdNBEAgBUEmIAVBCHZnIgBrdkEBcSAAQQF0a0E+aiEBCyACIAE2AhwgAkIANwIQIAFBAnRB9NcAaiEAQcjVACgCACIDQQEgAXQiBnFFBEAgACACNgIAQcjVACADIAZyNgIAIAIgADYCGCACIAI2AgggAiACNgIMDAELIAVBGSABQQF2a0EAIAFBH0cbdCEBIAAoAgAhAwJAA0AgAyIAKAIEQXhxIAVGDQEgAUEddiEDIAFBAXQhASAAIANBBHFqQRBqIgYoAgAiAw0ACyAGIAI2AgAgAiAANgIYIAIgAjYCDCACIAI2AggMAQsgACgCCCIBIAI2AgwgACACNgIIIAJBADYCGCACIAA2AgwgAiABNgIIC0HQ1QAoAgAiASAETQ0AQdzVACgCACIAIARqIgIgASAEayIBQQFyNgIEQdDVACABNgIAQdzVACACNgIAIAAgBEEDcjYCBCAAQQhqIQEMCAtBACEBQbTZAEEwNgIADAcLQQAhAAsgB0UNAAJAIAYoAhwiAkECdEH01wBqIgMoAgAgBkYEQCADIAA2AgAgAA0BQcjVAEHI1QAoAgBBfiACd3E2AgAMAgsgB0EQQRQgBygCECAGRhtqIAA2AgAgAEUNAQsgACAHNgIYIAYoAhAiAgRAIAAgAjYCECACIAA2AhgLIAZBFGooAgAiAkUNACAAQRRqIAI2AgAgAiAANgIYCyABIAhqIQEgBiAIaiIGKAIEIQULIAYgBUF+cTYCBCABIARqIAE2AgAgBCABQQFyNgIEIAFB/wFNBEAgAUF4cUHs1QBqIQACf0HE1QAoAgAiAkEBIAFBA3Z0IgFxRQRAQcTVACABIAJyNgIAIAAMAQsgACgCCAsiASAENgIMIAAgBDYCCCAEIAA2AgwgBCABNgIIDAELQR8hBSABQf///wdNBEAgAUEmIAFBCHZnIgBrdkEBcSAAQQF0a0E+aiEFCyAEIAU2AhwgBEIANwIQIAVBAnRB9NcAaiEAQcjVACgCACICQQEgBXQiA3FFBEAgACAENgIAQcjVACACIANyNgIAIAQgADYCGCAEIAQ2AgggBCAENgIMDAELIAFBGSAFQQF2a0EAIAVBH0cbdCEFIAAoAgAhAAJAA0AgACICKAIEQXhxIAFGDQEgBUEddiEAIAVBAXQhBSACIABBBHFqQRBqIgMoAgAiAA0ACyADIAQ2AgAgBCACNgIYIAQgBDYCDCAEIAQ2AggMAQsgAigCCCIAIAQ2AgwgAiAENgIIIARBADYCGCAEIAI2AgwgBCAANgIICyAJQQhqIQEMAgsCQCAHRQ0AAkAgAygCHCIBQQJ0QfTXAGoiAigCACADRgRAIAIgADYCACAADQFByNUAIAhBfiABd3EiCDYCAAwCCyAHQRBBFCAHKAIQIANGG2ogADYCACAARQ0BCyAAIAc2AhggAygCECIBBEAgACABNgIQIAEgADYCGAsgA0EUaigCACIBRQ0AIABBFGogATYCACABIAA2AhgLAkAgBUEPTQRAIAMgBCAFaiIAQQNyNgIEIAAgA2oiACAAKAIEQQFyNgIEDAELIAMgBGoiAiAFQQFyNgIEIAMgBEEDcjYCBCACIAVqIAU2AgAgBUH/AU0EQCAFQXhxQezVAGohAAJ/QcTVACgCACIBQQEgBUEDdnQiBXFFBEBBxNUAIAEgBXI2AgAgAAwBCyAAKAIICyIBIAI2AgwgACACNgIIIAIgADYCDCACIAE2AggMAQtBHyEBIAVB////B00EQCAFQSYgBUEIdmciAGt2QQFxIABBAXRrQT5qIQELIAIgATYCHCACQgA3AhAgAUECdEH01wBqIQBBASABdCIEIAhxRQRAIAAgAjYCAEHI1QAgBCAIcjYCACACIAA2AhggAiACNgIIIAIgAjYCDAwBCyAFQRkgAUEBdmtBACABQR9HG3QhASAAKAIAIQQCQANAIAQiACgCBEF4cSAFRg0BIAFBHXYhBCABQQF0IQEgACAEQQRxakEQaiIGKAIAIgQNAAsgBiACNgIAIAIgADYCGCACIAI2AgwgAiACNgIIDAELIAAoAggiASACNgIMIAAgAjYCCCACQQA2AhggAiAANgIMIAIgATYCCAsgA0EIaiEBDAELAkAgCUUNAAJAIAAoAhwiAUECdEH01wBqIgIoAgAgAEYEQCACIAM2AgAgAw0BQcjVACALQX4gAXdxNgIADAILIAlBEEEUIAkoAhAgAEYbaiADNgIAIANFDQELIAMgCTYCGCAAKAIQIgEEQCADIAE2AhAgASADNgIYCyAAQRRqKAIAIgFFDQAgA0EUaiABNgIAIAEgAzYCGAsCQCAFQQ9NBEAgACAEIAVqIgFBA3I2AgQgACABaiIBIAEoAgRBAXI2AgQMAQsgACAEaiIHIAVBAXI2AgQgACAEQQNyNgIEIAUgB2ogBTYCACAIBEAgCEF4cUHs1QBqIQFB2NUAKAIAIQMCf0EBIAhBA3Z0IgIgBnFFBEBBxNUAIAIgBnI2AgAgAQwBCyABKAIICyICIAM2AgwgASADNgIIIAMgATYCDCADIAI2AggLQdjVACAHNgIAQczVACAFNgIACyAAQQhqIQELIApBEGokACABC0MAIABFBEA/AEEQdA8LAkAgAEH//wNxDQAgAEEASA0AIABBEHZAACIAQX9GBEBBtNkAQTA2AgBBfw8LIABBEHQPCwALC5lCIgBBgAgLDQEAAAAAAAAAAgAAAAMAQZgICwUEAAAABQBBqAgLCQYAAAAHAAAACABB5AgLwjJJbnZhbGlkIGNoYXIgaW4gdXJsIHF1ZXJ5AFNwYW4gY2FsbGJhY2sgZXJyb3IgaW4gb25fYm9keQBDb250ZW50LUxlbmd0aCBvdmVyZmxvdwBDaHVuayBzaXplIG92ZXJmbG93AEludmFsaWQgbWV0aG9kIGZvciBIVFRQL3gueCByZXF1ZXN0AEludmFsaWQgbWV0aG9kIGZvciBSVFNQL3gueCByZXF1ZXN0AEV4cGVjdGVkIFNPVVJDRSBtZXRob2QgZm9yIElDRS94LnggcmVxdWVzdABJbnZhbGlkIGNoYXIgaW4gdXJsIGZyYWdtZW50IHN0YXJ0AEV4cGVjdGVkIGRvdABTcGFuIGNhbGxiYWNrIGVycm9yIGluIG9uX3N0YXR1cwBJbnZhbGlkIHJlc3BvbnNlIHN0YXR1cwBFeHBlY3RlZCBMRiBhZnRlciBoZWFkZXJzAEludmFsaWQgY2hhcmFjdGVyIGluIGNodW5rIGV4dGVuc2lvbnMAVXNlciBjYWxsYmFjayBlcnJvcgBgb25fcmVzZXRgIGNhbGxiYWNrIGVycm9yAGBvbl9jaHVua19oZWFkZXJgIGNhbGxiYWNrIGVycm9yAGBvbl9tZXNzYWdlX2JlZ2luYCBjYWxsYmFjayBlcnJvcgBgb25fY2h1bmtfZXh0ZW5zaW9uX3ZhbHVlYCBjYWxsYmFjayBlcnJvcgBgb25fc3RhdHVzX2NvbXBsZXRlYCBjYWxsYmFjayBlcnJvcgBgb25fdmVyc2lvbl9jb21wbGV0ZWAgY2FsbGJhY2sgZXJyb3IAYG9uX3VybF9jb21wbGV0ZWAgY2FsbGJhY2sgZXJyb3IAYG9uX3Byb3RvY29sX2NvbXBsZXRlYCBjYWxsYmFjayBlcnJvcgBgb25fY2h1bmtfY29tcGxldGVgIGNhbGxiYWNrIGVycm9yAGBvbl9oZWFkZXJfdmFsdWVfY29tcGxldGVgIGNhbGxiYWNrIGVycm9yAGBvbl9tZXNzYWdlX2NvbXBsZXRlYCBjYWxsYmFjayBlcnJvcgBgb25fbWV0aG9kX2NvbXBsZXRlYCBjYWxsYmFjayBlcnJvcgBgb25faGVhZGVyX2ZpZWxkX2NvbXBsZXRlYCBjYWxsYmFjayBlcnJvcgBgb25fY2h1bmtfZXh0ZW5zaW9uX25hbWVgIGNhbGxiYWNrIGVycm9yAFVuZXhwZWN0ZWQgY2hhciBpbiB1cmwgc2VydmVyAEludmFsaWQgaGVhZGVyIHZhbHVlIGNoYXIASW52YWxpZCBoZWFkZXIgZmllbGQgY2hhcgBTcGFuIGNhbGxiYWNrIGVycm9yIGluIG9uX3ZlcnNpb24ASW52YWxpZCBtaW5vciB2ZXJzaW9uAEludmFsaWQgbWFqb3IgdmVyc2lvbgBFeHBlY3RlZCBzcGFjZSBhZnRlciB2ZXJzaW9uAEV4cGVjdGVkIENSTEYgYWZ0ZXIgdmVyc2lvbgBJbnZhbGlkIEhUVFAgdmVyc2lvbgBJbnZhbGlkIGhlYWRlciB0b2tlbgBTcGFuIGNhbGxiYWNrIGVycm9yIGluIG9uX3VybABJbnZhbGlkIGNoYXJhY3RlcnMgaW4gdXJsAFVuZXhwZWN0ZWQgc3RhcnQgY2hhciBpbiB1cmwARG91YmxlIEAgaW4gdXJsAFNwYW4gY2FsbGJhY2sgZXJyb3IgaW4gb25fcHJvdG9jb2wARW1wdHkgQ29udGVudC1MZW5ndGgASW52YWxpZCBjaGFyYWN0ZXIgaW4gQ29udGVudC1MZW5ndGgAVHJhbnNmZXItRW5jb2RpbmcgY2FuJ3QgYmUgcHJlc2VudCB3aXRoIENvbnRlbnQtTGVuZ3RoAER1cGxpY2F0ZSBDb250ZW50LUxlbmd0aABJbnZhbGlkIGNoYXIgaW4gdXJsIHBhdGgAQ29udGVudC1MZW5ndGggY2FuJ3QgYmUgcHJlc2VudCB3aXRoIFRyYW5zZmVyLUVuY29kaW5nAE1pc3NpbmcgZXhwZWN0ZWQgQ1IgYWZ0ZXIgY2h1bmsgc2l6ZQBFeHBlY3RlZCBMRiBhZnRlciBjaHVuayBzaXplAEludmFsaWQgY2hhcmFjdGVyIGluIGNodW5rIHNpemUAU3BhbiBjYWxsYmFjayBlcnJvciBpbiBvbl9oZWFkZXJfdmFsdWUAU3BhbiBjYWxsYmFjayBlcnJvciBpbiBvbl9jaHVua19leHRlbnNpb25fdmFsdWUASW52YWxpZCBjaGFyYWN0ZXIgaW4gY2h1bmsgZXh0ZW5zaW9ucyB2YWx1ZQBVbmV4cGVjdGVkIHdoaXRlc3BhY2UgYWZ0ZXIgaGVhZGVyIHZhbHVlAE1pc3NpbmcgZXhwZWN0ZWQgQ1IgYWZ0ZXIgaGVhZGVyIHZhbHVlAE1pc3NpbmcgZXhwZWN0ZWQgTEYgYWZ0ZXIgaGVhZGVyIHZhbHVlAEludmFsaWQgYFRyYW5zZmVyLUVuY29kaW5nYCBoZWFkZXIgdmFsdWUATWlzc2luZyBleHBlY3RlZCBDUiBhZnRlciBjaHVuayBleHRlbnNpb24gdmFsdWUASW52YWxpZCBjaGFyYWN0ZXIgaW4gY2h1bmsgZXh0ZW5zaW9ucyBxdW90ZSB2YWx1ZQBJbnZhbGlkIHF1b3RlZC1wYWlyIGluIGNodW5rIGV4dGVuc2lvbnMgcXVvdGVkIHZhbHVlAEludmFsaWQgY2hhcmFjdGVyIGluIGNodW5rIGV4dGVuc2lvbnMgcXVvdGVkIHZhbHVlAFBhdXNlZCBieSBvbl9oZWFkZXJzX2NvbXBsZXRlAEludmFsaWQgRU9GIHN0YXRlAG9uX3Jlc2V0IHBhdXNlAG9uX2NodW5rX2hlYWRlciBwYXVzZQBvbl9tZXNzYWdlX2JlZ2luIHBhdXNlAG9uX2NodW5rX2V4dGVuc2lvbl92YWx1ZSBwYXVzZQBvbl9zdGF0dXNfY29tcGxldGUgcGF1c2UAb25fdmVyc2lvbl9jb21wbGV0ZSBwYXVzZQBvbl91cmxfY29tcGxldGUgcGF1c2UAb25fcHJvdG9jb2xfY29tcGxldGUgcGF1c2UAb25fY2h1bmtfY29tcGxldGUgcGF1c2UAb25faGVhZGVyX3ZhbHVlX2NvbXBsZXRlIHBhdXNlAG9uX21lc3NhZ2VfY29tcGxldGUgcGF1c2UAb25fbWV0aG9kX2NvbXBsZXRlIHBhdXNlAG9uX2hlYWRlcl9maWVsZF9jb21wbGV0ZSBwYXVzZQBvbl9jaHVua19leHRlbnNpb25fbmFtZSBwYXVzZQBVbmV4cGVjdGVkIHNwYWNlIGFmdGVyIHN0YXJ0IGxpbmUATWlzc2luZyBleHBlY3RlZCBDUiBhZnRlciByZXNwb25zZSBsaW5lAFNwYW4gY2FsbGJhY2sgZXJyb3IgaW4gb25fY2h1bmtfZXh0ZW5zaW9uX25hbWUASW52YWxpZCBjaGFyYWN0ZXIgaW4gY2h1bmsgZXh0ZW5zaW9ucyBuYW1lAE1pc3NpbmcgZXhwZWN0ZWQgQ1IgYWZ0ZXIgY2h1bmsgZXh0ZW5zaW9uIG5hbWUASW52YWxpZCBzdGF0dXMgY29kZQBQYXVzZSBvbiBDT05ORUNUL1VwZ3JhZGUAUGF1c2Ugb24gUFJJL1VwZ3JhZGUARXhwZWN0ZWQgSFRUUC8yIENvbm5lY3Rpb24gUHJlZmFjZQBTcGFuIGNhbGxiYWNrIGVycm9yIGluIG9uX21ldGhvZABFeHBlY3RlZCBzcGFjZSBhZnRlciBtZXRob2QAU3BhbiBjYWxsYmFjayBlcnJvciBpbiBvbl9oZWFkZXJfZmllbGQAUGF1c2VkAEludmFsaWQgd29yZCBlbmNvdW50ZXJlZABJbnZhbGlkIG1ldGhvZCBlbmNvdW50ZXJlZABNaXNzaW5nIGV4cGVjdGVkIENSIGFmdGVyIGNodW5rIGRhdGEARXhwZWN0ZWQgTEYgYWZ0ZXIgY2h1bmsgZGF0YQBVbmV4cGVjdGVkIGNoYXIgaW4gdXJsIHNjaGVtYQBSZXF1ZXN0IGhhcyBpbnZhbGlkIGBUcmFuc2Zlci1FbmNvZGluZ2AARGF0YSBhZnRlciBgQ29ubmVjdGlvbjogY2xvc2VgAFNXSVRDSF9QUk9YWQBVU0VfUFJPWFkATUtBQ1RJVklUWQBVTlBST0NFU1NBQkxFX0VOVElUWQBRVUVSWQBDT1BZAE1PVkVEX1BFUk1BTkVOVExZAFRPT19FQVJMWQBOT1RJRlkARkFJTEVEX0RFUEVOREVOQ1kAQkFEX0dBVEVXQVkAUExBWQBQVVQAQ0hFQ0tPVVQAR0FURVdBWV9USU1FT1VUAFJFUVVFU1RfVElNRU9VVABORVRXT1JLX0NPTk5FQ1RfVElNRU9VVABDT05ORUNUSU9OX1RJTUVPVVQATE9HSU5fVElNRU9VVABORVRXT1JLX1JFQURfVElNRU9VVABQT1NUAE1JU0RJUkVDVEVEX1JFUVVFU1QAQ0xJRU5UX0NMT1NFRF9SRVFVRVNUAENMSUVOVF9DTE9TRURfTE9BRF9CQUxBTkNFRF9SRVFVRVNUAEJBRF9SRVFVRVNUAEhUVFBfUkVRVUVTVF9TRU5UX1RPX0hUVFBTX1BPUlQAUkVQT1JUAElNX0FfVEVBUE9UAFJFU0VUX0NPTlRFTlQATk9fQ09OVEVOVABQQVJUSUFMX0NPTlRFTlQASFBFX0lOVkFMSURfQ09OU1RBTlQASFBFX0NCX1JFU0VUAEdFVABIUEVfU1RSSUNUAENPTkZMSUNUAFRFTVBPUkFSWV9SRURJUkVDVABQRVJNQU5FTlRfUkVESVJFQ1QAQ09OTkVDVABNVUxUSV9TVEFUVVMASFBFX0lOVkFMSURfU1RBVFVTAFRPT19NQU5ZX1JFUVVFU1RTAEVBUkxZX0hJTlRTAFVOQVZBSUxBQkxFX0ZPUl9MRUdBTF9SRUFTT05TAE9QVElPTlMAU1dJVENISU5HX1BST1RPQ09MUwBWQVJJQU5UX0FMU09fTkVHT1RJQVRFUwBNVUxUSVBMRV9DSE9JQ0VTAElOVEVSTkFMX1NFUlZFUl9FUlJPUgBXRUJfU0VSVkVSX1VOS05PV05fRVJST1IAUkFJTEdVTl9FUlJPUgBJREVOVElUWV9QUk9WSURFUl9BVVRIRU5USUNBVElPTl9FUlJPUgBTU0xfQ0VSVElGSUNBVEVfRVJST1IASU5WQUxJRF9YX0ZPUldBUkRFRF9GT1IAU0VUX1BBUkFNRVRFUgBHRVRfUEFSQU1FVEVSAEhQRV9VU0VSAFNFRV9PVEhFUgBIUEVfQ0JfQ0hVTktfSEVBREVSAEV4cGVjdGVkIExGIGFmdGVyIENSAE1LQ0FMRU5EQVIAU0VUVVAAV0VCX1NFUlZFUl9JU19ET1dOAFRFQVJET1dOAEhQRV9DTE9TRURfQ09OTkVDVElPTgBIRVVSSVNUSUNfRVhQSVJBVElPTgBESVNDT05ORUNURURfT1BFUkFUSU9OAE5PTl9BVVRIT1JJVEFUSVZFX0lORk9STUFUSU9OAEhQRV9JTlZBTElEX1ZFUlNJT04ASFBFX0NCX01FU1NBR0VfQkVHSU4AU0lURV9JU19GUk9aRU4ASFBFX0lOVkFMSURfSEVBREVSX1RPS0VOAElOVkFMSURfVE9LRU4ARk9SQklEREVOAEVOSEFOQ0VfWU9VUl9DQUxNAEhQRV9JTlZBTElEX1VSTABCTE9DS0VEX0JZX1BBUkVOVEFMX0NPTlRST0wATUtDT0wAQUNMAEhQRV9JTlRFUk5BTABSRVFVRVNUX0hFQURFUl9GSUVMRFNfVE9PX0xBUkdFX1VOT0ZGSUNJQUwASFBFX09LAFVOTElOSwBVTkxPQ0sAUFJJAFJFVFJZX1dJVEgASFBFX0lOVkFMSURfQ09OVEVOVF9MRU5HVEgASFBFX1VORVhQRUNURURfQ09OVEVOVF9MRU5HVEgARkxVU0gAUFJPUFBBVENIAE0tU0VBUkNIAFVSSV9UT09fTE9ORwBQUk9DRVNTSU5HAE1JU0NFTExBTkVPVVNfUEVSU0lTVEVOVF9XQVJOSU5HAE1JU0NFTExBTkVPVVNfV0FSTklORwBIUEVfSU5WQUxJRF9UUkFOU0ZFUl9FTkNPRElORwBFeHBlY3RlZCBDUkxGAEhQRV9JTlZBTElEX0NIVU5LX1NJWkUATU9WRQBDT05USU5VRQBIUEVfQ0JfU1RBVFVTX0NPTVBMRVRFAEhQRV9DQl9IRUFERVJTX0NPTVBMRVRFAEhQRV9DQl9WRVJTSU9OX0NPTVBMRVRFAEhQRV9DQl9VUkxfQ09NUExFVEUASFBFX0NCX1BST1RPQ09MX0NPTVBMRVRFAEhQRV9DQl9DSFVOS19DT01QTEVURQBIUEVfQ0JfSEVBREVSX1ZBTFVFX0NPTVBMRVRFAEhQRV9DQl9DSFVOS19FWFRFTlNJT05fVkFMVUVfQ09NUExFVEUASFBFX0NCX0NIVU5LX0VYVEVOU0lPTl9OQU1FX0NPTVBMRVRFAEhQRV9DQl9NRVNTQUdFX0NPTVBMRVRFAEhQRV9DQl9NRVRIT0RfQ09NUExFVEUASFBFX0NCX0hFQURFUl9GSUVMRF9DT01QTEVURQBERUxFVEUASFBFX0lOVkFMSURfRU9GX1NUQVRFAElOVkFMSURfU1NMX0NFUlRJRklDQVRFAFBBVVNFAE5PX1JFU1BPTlNFAFVOU1VQUE9SVEVEX01FRElBX1RZUEUAR09ORQBOT1RfQUNDRVBUQUJMRQBTRVJWSUNFX1VOQVZBSUxBQkxFAFJBTkdFX05PVF9TQVRJU0ZJQUJMRQBPUklHSU5fSVNfVU5SRUFDSEFCTEUAUkVTUE9OU0VfSVNfU1RBTEUAUFVSR0UATUVSR0UAUkVRVUVTVF9IRUFERVJfRklFTERTX1RPT19MQVJHRQBSRVFVRVNUX0hFQURFUl9UT09fTEFSR0UAUEFZTE9BRF9UT09fTEFSR0UASU5TVUZGSUNJRU5UX1NUT1JBR0UASFBFX1BBVVNFRF9VUEdSQURFAEhQRV9QQVVTRURfSDJfVVBHUkFERQBTT1VSQ0UAQU5OT1VOQ0UAVFJBQ0UASFBFX1VORVhQRUNURURfU1BBQ0UAREVTQ1JJQkUAVU5TVUJTQ1JJQkUAUkVDT1JEAEhQRV9JTlZBTElEX01FVEhPRABOT1RfRk9VTkQAUFJPUEZJTkQAVU5CSU5EAFJFQklORABVTkFVVEhPUklaRUQATUVUSE9EX05PVF9BTExPV0VEAEhUVFBfVkVSU0lPTl9OT1RfU1VQUE9SVEVEAEFMUkVBRFlfUkVQT1JURUQAQUNDRVBURUQATk9UX0lNUExFTUVOVEVEAExPT1BfREVURUNURUQASFBFX0NSX0VYUEVDVEVEAEhQRV9MRl9FWFBFQ1RFRABDUkVBVEVEAElNX1VTRUQASFBFX1BBVVNFRABUSU1FT1VUX09DQ1VSRUQAUEFZTUVOVF9SRVFVSVJFRABQUkVDT05ESVRJT05fUkVRVUlSRUQAUFJPWFlfQVVUSEVOVElDQVRJT05fUkVRVUlSRUQATkVUV09SS19BVVRIRU5USUNBVElPTl9SRVFVSVJFRABMRU5HVEhfUkVRVUlSRUQAU1NMX0NFUlRJRklDQVRFX1JFUVVJUkVEAFVQR1JBREVfUkVRVUlSRUQAUEFHRV9FWFBJUkVEAFBSRUNPTkRJVElPTl9GQUlMRUQARVhQRUNUQVRJT05fRkFJTEVEAFJFVkFMSURBVElPTl9GQUlMRUQAU1NMX0hBTkRTSEFLRV9GQUlMRUQATE9DS0VEAFRSQU5TRk9STUFUSU9OX0FQUExJRUQATk9UX01PRElGSUVEAE5PVF9FWFRFTkRFRABCQU5EV0lEVEhfTElNSVRfRVhDRUVERUQAU0lURV9JU19PVkVSTE9BREVEAEhFQUQARXhwZWN0ZWQgSFRUUC8sIFJUU1AvIG9yIElDRS8A5xUAAK8VAACkEgAAkhoAACYWAACeFAAA2xkAAHkVAAB+EgAA/hQAADYVAAALFgAA2BYAAPMSAABCGAAArBYAABIVAAAUFwAA7xcAAEgUAABxFwAAshoAAGsZAAB+GQAANRQAAIIaAABEFwAA/RYAAB4YAACHFwAAqhkAAJMSAAAHGAAALBcAAMoXAACkFwAA5xUAAOcVAABYFwAAOxgAAKASAAAtHAAAwxEAAEgRAADeEgAAQhMAAKQZAAD9EAAA9xUAAKUVAADvFgAA+BkAAEoWAABWFgAA9RUAAAoaAAAIGgAAARoAAKsVAABCEgAA1xAAAEwRAAAFGQAAVBYAAB4RAADKGQAAyBkAAE4WAAD/GAAAcRQAAPAVAADuFQAAlBkAAPwVAAC/GQAAmxkAAHwUAABDEQAAcBgAAJUUAAAnFAAAGRQAANUSAADUGQAARBYAAPcQAEG5OwsBAQBB0DsL4AEBAQIBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEDAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQABAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQBBuj0LBAEAAAIAQdE9C14DBAMDAwMDAAADAwADAwADAwMDAwMDAwMDAAUAAAAAAAMDAwMDAwMDAwMDAwMDAwMDAwMDAwMDAwMDAAAAAwMDAwMDAwMDAwMDAwMDAwMDAwMDAwMDAwMDAwMAAwADAEG6PwsEAQAAAgBB0T8LXgMAAwMDAwMAAAMDAAMDAAMDAwMDAwMDAwMABAAFAAAAAwMDAwMDAwMDAwMDAwMDAwMDAwMDAwMDAwMAAAADAwMDAwMDAwMDAwMDAwMDAwMDAwMDAwMDAwMDAwADAAMAQbDBAAsNbG9zZWVlcC1hbGl2ZQBBycEACwEBAEHgwQAL4AEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQABAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQBBycMACwEBAEHgwwAL5wEBAQEBAQEBAQEBAQECAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQABAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAWNodW5rZWQAQfHFAAteAQABAQEBAQAAAQEAAQEAAQEBAQEBAQEBAQAAAAAAAAABAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQAAAAEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAAEAAQBB0McACyFlY3Rpb25lbnQtbGVuZ3Rob25yb3h5LWNvbm5lY3Rpb24AQYDIAAsgcmFuc2Zlci1lbmNvZGluZ3BncmFkZQ0KDQpTTQ0KDQoAQanIAAsFAQIAAQMAQcDIAAtfBAUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUAQanKAAsFAQIAAQMAQcDKAAtfBAUFBgUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUAQanMAAsEAQAAAQBBwcwAC14CAgACAgICAgICAgICAgICAgICAgICAgICAgICAgIAAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAEGpzgALBQECAAEDAEHAzgALXwQFAAAFBQUFBQUFBQUFBQYFBQUFBQUFBQUFBQUABQAHCAUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQAFAAUABQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUAAAAFAEGp0AALBQEBAAEBAEHA0AALAQEAQdrQAAtBAgAAAAAAAAMDAwMDAwMDAwMDAwMDAwMDAwMDAwMDAwMDAAAAAAAAAwMDAwMDAwMDAwMDAwMDAwMDAwMDAwMDAwMAQanSAAsFAQEAAQEAQcDSAAsBAQBBytIACwYCAAAAAAIAQeHSAAs6AwMDAwMDAwMDAwMDAwMDAwMDAwMDAwMDAwMAAAAAAAADAwMDAwMDAwMDAwMDAwMDAwMDAwMDAwMDAwBBoNQAC50BTk9VTkNFRUNLT1VUTkVDVEVURUNSSUJFTFVTSEVURUFEU0VBUkNIUkdFQ1RJVklUWUxFTkRBUlZFT1RJRllQVElPTlNDSFNFQVlTVEFUQ0hHRVVFUllPUkRJUkVDVE9SVFJDSFBBUkFNRVRFUlVSQ0VCU0NSSUJFQVJET1dOQUNFSU5ETktDS1VCU0NSSUJFVFRQQ0VUU1BBRFRQLw==';

		let wasmBuffer;

		Object.defineProperty(module, 'exports', {
		  get: () => {
		    return wasmBuffer
		      ? wasmBuffer
		      : (wasmBuffer = Buffer.from(wasmBase64, 'base64'))
		  }
		}); 
	} (llhttpWasm));
	return llhttpWasm.exports;
}

var llhttp_simdWasm = {exports: {}};

llhttp_simdWasm.exports;

var hasRequiredLlhttp_simdWasm;

function requireLlhttp_simdWasm () {
	if (hasRequiredLlhttp_simdWasm) return llhttp_simdWasm.exports;
	hasRequiredLlhttp_simdWasm = 1;
	(function (module) {

		const { Buffer } = builtin$f;

		const wasmBase64 = 'AGFzbQEAAAABJwdgAX8Bf2ADf39/AX9gAn9/AGABfwBgBH9/f38Bf2AAAGADf39/AALLAQgDZW52GHdhc21fb25faGVhZGVyc19jb21wbGV0ZQAEA2VudhV3YXNtX29uX21lc3NhZ2VfYmVnaW4AAANlbnYLd2FzbV9vbl91cmwAAQNlbnYOd2FzbV9vbl9zdGF0dXMAAQNlbnYUd2FzbV9vbl9oZWFkZXJfZmllbGQAAQNlbnYUd2FzbV9vbl9oZWFkZXJfdmFsdWUAAQNlbnYMd2FzbV9vbl9ib2R5AAEDZW52GHdhc21fb25fbWVzc2FnZV9jb21wbGV0ZQAAAzU0BQYAAAMAAAAAAAADAQMAAwMDAAACAAAAAAICAgICAgICAgIBAQEBAQEBAQEBAwAAAwAAAAQFAXABExMFAwEAAgYIAX8BQcDZBAsHxQcoBm1lbW9yeQIAC19pbml0aWFsaXplAAgZX19pbmRpcmVjdF9mdW5jdGlvbl90YWJsZQEAC2xsaHR0cF9pbml0AAkYbGxodHRwX3Nob3VsZF9rZWVwX2FsaXZlADcMbGxodHRwX2FsbG9jAAsGbWFsbG9jADkLbGxodHRwX2ZyZWUADARmcmVlAAwPbGxodHRwX2dldF90eXBlAA0VbGxodHRwX2dldF9odHRwX21ham9yAA4VbGxodHRwX2dldF9odHRwX21pbm9yAA8RbGxodHRwX2dldF9tZXRob2QAEBZsbGh0dHBfZ2V0X3N0YXR1c19jb2RlABESbGxodHRwX2dldF91cGdyYWRlABIMbGxodHRwX3Jlc2V0ABMObGxodHRwX2V4ZWN1dGUAFBRsbGh0dHBfc2V0dGluZ3NfaW5pdAAVDWxsaHR0cF9maW5pc2gAFgxsbGh0dHBfcGF1c2UAFw1sbGh0dHBfcmVzdW1lABgbbGxodHRwX3Jlc3VtZV9hZnRlcl91cGdyYWRlABkQbGxodHRwX2dldF9lcnJubwAaF2xsaHR0cF9nZXRfZXJyb3JfcmVhc29uABsXbGxodHRwX3NldF9lcnJvcl9yZWFzb24AHBRsbGh0dHBfZ2V0X2Vycm9yX3BvcwAdEWxsaHR0cF9lcnJub19uYW1lAB4SbGxodHRwX21ldGhvZF9uYW1lAB8SbGxodHRwX3N0YXR1c19uYW1lACAabGxodHRwX3NldF9sZW5pZW50X2hlYWRlcnMAISFsbGh0dHBfc2V0X2xlbmllbnRfY2h1bmtlZF9sZW5ndGgAIh1sbGh0dHBfc2V0X2xlbmllbnRfa2VlcF9hbGl2ZQAjJGxsaHR0cF9zZXRfbGVuaWVudF90cmFuc2Zlcl9lbmNvZGluZwAkGmxsaHR0cF9zZXRfbGVuaWVudF92ZXJzaW9uACUjbGxodHRwX3NldF9sZW5pZW50X2RhdGFfYWZ0ZXJfY2xvc2UAJidsbGh0dHBfc2V0X2xlbmllbnRfb3B0aW9uYWxfbGZfYWZ0ZXJfY3IAJyxsbGh0dHBfc2V0X2xlbmllbnRfb3B0aW9uYWxfY3JsZl9hZnRlcl9jaHVuawAoKGxsaHR0cF9zZXRfbGVuaWVudF9vcHRpb25hbF9jcl9iZWZvcmVfbGYAKSpsbGh0dHBfc2V0X2xlbmllbnRfc3BhY2VzX2FmdGVyX2NodW5rX3NpemUAKhhsbGh0dHBfbWVzc2FnZV9uZWVkc19lb2YANgkYAQBBAQsSAQIDBAUKBgcyNDMuKy8tLDAxCuzaAjQWAEHA1QAoAgAEQAALQcDVAEEBNgIACxQAIAAQOCAAIAI2AjggACABOgAoCxQAIAAgAC8BNCAALQAwIAAQNxAACx4BAX9BwAAQOiIBEDggAUGACDYCOCABIAA6ACggAQuPDAEHfwJAIABFDQAgAEEIayIBIABBBGsoAgAiAEF4cSIEaiEFAkAgAEEBcQ0AIABBA3FFDQEgASABKAIAIgBrIgFB1NUAKAIASQ0BIAAgBGohBAJAAkBB2NUAKAIAIAFHBEAgAEH/AU0EQCAAQQN2IQMgASgCCCIAIAEoAgwiAkYEQEHE1QBBxNUAKAIAQX4gA3dxNgIADAULIAIgADYCCCAAIAI2AgwMBAsgASgCGCEGIAEgASgCDCIARwRAIAAgASgCCCICNgIIIAIgADYCDAwDCyABQRRqIgMoAgAiAkUEQCABKAIQIgJFDQIgAUEQaiEDCwNAIAMhByACIgBBFGoiAygCACICDQAgAEEQaiEDIAAoAhAiAg0ACyAHQQA2AgAMAgsgBSgCBCIAQQNxQQNHDQIgBSAAQX5xNgIEQczVACAENgIAIAUgBDYCACABIARBAXI2AgQMAwtBACEACyAGRQ0AAkAgASgCHCICQQJ0QfTXAGoiAygCACABRgRAIAMgADYCACAADQFByNUAQcjVACgCAEF+IAJ3cTYCAAwCCyAGQRBBFCAGKAIQIAFGG2ogADYCACAARQ0BCyAAIAY2AhggASgCECICBEAgACACNgIQIAIgADYCGAsgAUEUaigCACICRQ0AIABBFGogAjYCACACIAA2AhgLIAEgBU8NACAFKAIEIgBBAXFFDQACQAJAAkACQCAAQQJxRQRAQdzVACgCACAFRgRAQdzVACABNgIAQdDVAEHQ1QAoAgAgBGoiADYCACABIABBAXI2AgQgAUHY1QAoAgBHDQZBzNUAQQA2AgBB2NUAQQA2AgAMBgtB2NUAKAIAIAVGBEBB2NUAIAE2AgBBzNUAQczVACgCACAEaiIANgIAIAEgAEEBcjYCBCAAIAFqIAA2AgAMBgsgAEF4cSAEaiEEIABB/wFNBEAgAEEDdiEDIAUoAggiACAFKAIMIgJGBEBBxNUAQcTVACgCAEF+IAN3cTYCAAwFCyACIAA2AgggACACNgIMDAQLIAUoAhghBiAFIAUoAgwiAEcEQEHU1QAoAgAaIAAgBSgCCCICNgIIIAIgADYCDAwDCyAFQRRqIgMoAgAiAkUEQCAFKAIQIgJFDQIgBUEQaiEDCwNAIAMhByACIgBBFGoiAygCACICDQAgAEEQaiEDIAAoAhAiAg0ACyAHQQA2AgAMAgsgBSAAQX5xNgIEIAEgBGogBDYCACABIARBAXI2AgQMAwtBACEACyAGRQ0AAkAgBSgCHCICQQJ0QfTXAGoiAygCACAFRgRAIAMgADYCACAADQFByNUAQcjVACgCAEF+IAJ3cTYCAAwCCyAGQRBBFCAGKAIQIAVGG2ogADYCACAARQ0BCyAAIAY2AhggBSgCECICBEAgACACNgIQIAIgADYCGAsgBUEUaigCACICRQ0AIABBFGogAjYCACACIAA2AhgLIAEgBGogBDYCACABIARBAXI2AgQgAUHY1QAoAgBHDQBBzNUAIAQ2AgAMAQsgBEH/AU0EQCAEQXhxQezVAGohAAJ/QcTVACgCACICQQEgBEEDdnQiA3FFBEBBxNUAIAIgA3I2AgAgAAwBCyAAKAIICyICIAE2AgwgACABNgIIIAEgADYCDCABIAI2AggMAQtBHyECIARB////B00EQCAEQSYgBEEIdmciAGt2QQFxIABBAXRrQT5qIQILIAEgAjYCHCABQgA3AhAgAkECdEH01wBqIQACQEHI1QAoAgAiA0EBIAJ0IgdxRQRAIAAgATYCAEHI1QAgAyAHcjYCACABIAA2AhggASABNgIIIAEgATYCDAwBCyAEQRkgAkEBdmtBACACQR9HG3QhAiAAKAIAIQACQANAIAAiAygCBEF4cSAERg0BIAJBHXYhACACQQF0IQIgAyAAQQRxakEQaiIHKAIAIgANAAsgByABNgIAIAEgAzYCGCABIAE2AgwgASABNgIIDAELIAMoAggiACABNgIMIAMgATYCCCABQQA2AhggASADNgIMIAEgADYCCAtB5NUAQeTVACgCAEEBayIAQX8gABs2AgALCwcAIAAtACgLBwAgAC0AKgsHACAALQArCwcAIAAtACkLBwAgAC8BNAsHACAALQAwC0ABBH8gACgCGCEBIAAvAS4hAiAALQAoIQMgACgCOCEEIAAQOCAAIAQ2AjggACADOgAoIAAgAjsBLiAAIAE2AhgLhocCAwd/A34BeyABIAJqIQQCQCAAIgMoAgwiAA0AIAMoAgQEQCADIAE2AgQLIwBBEGsiCSQAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACfwJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQCADKAIcIgJBAmsO/AEB+QECAwQFBgcICQoLDA0ODxAREvgBE/cBFBX2ARYX9QEYGRobHB0eHyD9AfsBIfQBIiMkJSYnKCkqK/MBLC0uLzAxMvIB8QEzNPAB7wE1Njc4OTo7PD0+P0BBQkNERUZHSElKS0xNTk/6AVBRUlPuAe0BVOwBVesBVldYWVrqAVtcXV5fYGFiY2RlZmdoaWprbG1ub3BxcnN0dXZ3eHl6e3x9fn+AAYEBggGDAYQBhQGGAYcBiAGJAYoBiwGMAY0BjgGPAZABkQGSAZMBlAGVAZYBlwGYAZkBmgGbAZwBnQGeAZ8BoAGhAaIBowGkAaUBpgGnAagBqQGqAasBrAGtAa4BrwGwAbEBsgGzAbQBtQG2AbcBuAG5AboBuwG8Ab0BvgG/AcABwQHCAcMBxAHFAcYBxwHIAckBygHLAcwBzQHOAekB6AHPAecB0AHmAdEB0gHTAdQB5QHVAdYB1wHYAdkB2gHbAdwB3QHeAd8B4AHhAeIB4wEA/AELQQAM4wELQQ4M4gELQQ0M4QELQQ8M4AELQRAM3wELQRMM3gELQRQM3QELQRUM3AELQRYM2wELQRcM2gELQRgM2QELQRkM2AELQRoM1wELQRsM1gELQRwM1QELQR0M1AELQR4M0wELQR8M0gELQSAM0QELQSEM0AELQQgMzwELQSIMzgELQSQMzQELQSMMzAELQQcMywELQSUMygELQSYMyQELQScMyAELQSgMxwELQRIMxgELQREMxQELQSkMxAELQSoMwwELQSsMwgELQSwMwQELQd4BDMABC0EuDL8BC0EvDL4BC0EwDL0BC0ExDLwBC0EyDLsBC0EzDLoBC0E0DLkBC0HfAQy4AQtBNQy3AQtBOQy2AQtBDAy1AQtBNgy0AQtBNwyzAQtBOAyyAQtBPgyxAQtBOgywAQtB4AEMrwELQQsMrgELQT8MrQELQTsMrAELQQoMqwELQTwMqgELQT0MqQELQeEBDKgBC0HBAAynAQtBwAAMpgELQcIADKUBC0EJDKQBC0EtDKMBC0HDAAyiAQtBxAAMoQELQcUADKABC0HGAAyfAQtBxwAMngELQcgADJ0BC0HJAAycAQtBygAMmwELQcsADJoBC0HMAAyZAQtBzQAMmAELQc4ADJcBC0HPAAyWAQtB0AAMlQELQdEADJQBC0HSAAyTAQtB0wAMkgELQdUADJEBC0HUAAyQAQtB1gAMjwELQdcADI4BC0HYAAyNAQtB2QAMjAELQdoADIsBC0HbAAyKAQtB3AAMiQELQd0ADIgBC0HeAAyHAQtB3wAMhgELQeAADIUBC0HhAAyEAQtB4gAMgwELQeMADIIBC0HkAAyBAQtB5QAMgAELQeIBDH8LQeYADH4LQecADH0LQQYMfAtB6AAMewtBBQx6C0HpAAx5C0EEDHgLQeoADHcLQesADHYLQewADHULQe0ADHQLQQMMcwtB7gAMcgtB7wAMcQtB8AAMcAtB8gAMbwtB8QAMbgtB8wAMbQtB9AAMbAtB9QAMawtB9gAMagtBAgxpC0H3AAxoC0H4AAxnC0H5AAxmC0H6AAxlC0H7AAxkC0H8AAxjC0H9AAxiC0H+AAxhC0H/AAxgC0GAAQxfC0GBAQxeC0GCAQxdC0GDAQxcC0GEAQxbC0GFAQxaC0GGAQxZC0GHAQxYC0GIAQxXC0GJAQxWC0GKAQxVC0GLAQxUC0GMAQxTC0GNAQxSC0GOAQxRC0GPAQxQC0GQAQxPC0GRAQxOC0GSAQxNC0GTAQxMC0GUAQxLC0GVAQxKC0GWAQxJC0GXAQxIC0GYAQxHC0GZAQxGC0GaAQxFC0GbAQxEC0GcAQxDC0GdAQxCC0GeAQxBC0GfAQxAC0GgAQw/C0GhAQw+C0GiAQw9C0GjAQw8C0GkAQw7C0GlAQw6C0GmAQw5C0GnAQw4C0GoAQw3C0GpAQw2C0GqAQw1C0GrAQw0C0GsAQwzC0GtAQwyC0GuAQwxC0GvAQwwC0GwAQwvC0GxAQwuC0GyAQwtC0GzAQwsC0G0AQwrC0G1AQwqC0G2AQwpC0G3AQwoC0G4AQwnC0G5AQwmC0G6AQwlC0G7AQwkC0G8AQwjC0G9AQwiC0G+AQwhC0G/AQwgC0HAAQwfC0HBAQweC0HCAQwdC0EBDBwLQcMBDBsLQcQBDBoLQcUBDBkLQcYBDBgLQccBDBcLQcgBDBYLQckBDBULQcoBDBQLQcsBDBMLQcwBDBILQc0BDBELQc4BDBALQc8BDA8LQdABDA4LQdEBDA0LQdIBDAwLQdMBDAsLQdQBDAoLQdUBDAkLQdYBDAgLQeMBDAcLQdcBDAYLQdgBDAULQdkBDAQLQdoBDAMLQdsBDAILQd0BDAELQdwBCyECA0ACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAIAMCfwJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACfwJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACfwJAAkACQAJAAkACQAJAAn8CQAJAAkACfwJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkAgAwJ/AkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJ/AkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQCACDuMBAAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8gISMkJScoKZ4DmwOaA5EDigODA4AD/QL7AvgC8gLxAu8C7QLoAucC5gLlAuQC3ALbAtoC2QLYAtcC1gLVAs8CzgLMAssCygLJAsgCxwLGAsQCwwK+ArwCugK5ArgCtwK2ArUCtAKzArICsQKwAq4CrQKpAqgCpwKmAqUCpAKjAqICoQKgAp8CmAKQAowCiwKKAoEC/gH9AfwB+wH6AfkB+AH3AfUB8wHwAesB6QHoAecB5gHlAeQB4wHiAeEB4AHfAd4B3QHcAdoB2QHYAdcB1gHVAdQB0wHSAdEB0AHPAc4BzQHMAcsBygHJAcgBxwHGAcUBxAHDAcIBwQHAAb8BvgG9AbwBuwG6AbkBuAG3AbYBtQG0AbMBsgGxAbABrwGuAa0BrAGrAaoBqQGoAacBpgGlAaQBowGiAZ8BngGZAZgBlwGWAZUBlAGTAZIBkQGQAY8BjQGMAYcBhgGFAYQBgwGCAX18e3p5dnV0UFFSU1RVCyABIARHDXJB/QEhAgy+AwsgASAERw2YAUHbASECDL0DCyABIARHDfEBQY4BIQIMvAMLIAEgBEcN/AFBhAEhAgy7AwsgASAERw2KAkH/ACECDLoDCyABIARHDZECQf0AIQIMuQMLIAEgBEcNlAJB+wAhAgy4AwsgASAERw0eQR4hAgy3AwsgASAERw0ZQRghAgy2AwsgASAERw3KAkHNACECDLUDCyABIARHDdUCQcYAIQIMtAMLIAEgBEcN1gJBwwAhAgyzAwsgASAERw3cAkE4IQIMsgMLIAMtADBBAUYNrQMMiQMLQQAhAAJAAkACQCADLQAqRQ0AIAMtACtFDQAgAy8BMiICQQJxRQ0BDAILIAMvATIiAkEBcUUNAQtBASEAIAMtAChBAUYNACADLwE0IgZB5ABrQeQASQ0AIAZBzAFGDQAgBkGwAkYNACACQcAAcQ0AQQAhACACQYgEcUGABEYNACACQShxQQBHIQALIANBADsBMiADQQA6ADECQCAARQRAIANBADoAMSADLQAuQQRxDQEMsQMLIANCADcDIAsgA0EAOgAxIANBAToANgxIC0EAIQACQCADKAI4IgJFDQAgAigCMCICRQ0AIAMgAhEAACEACyAARQ1IIABBFUcNYiADQQQ2AhwgAyABNgIUIANB0hs2AhAgA0EVNgIMQQAhAgyvAwsgASAERgRAQQYhAgyvAwsgAS0AAEEKRw0ZIAFBAWohAQwaCyADQgA3AyBBEiECDJQDCyABIARHDYoDQSMhAgysAwsgASAERgRAQQchAgysAwsCQAJAIAEtAABBCmsOBAEYGAAYCyABQQFqIQFBECECDJMDCyABQQFqIQEgA0Evai0AAEEBcQ0XQQAhAiADQQA2AhwgAyABNgIUIANBmSA2AhAgA0EZNgIMDKsDCyADIAMpAyAiDCAEIAFrrSIKfSILQgAgCyAMWBs3AyAgCiAMWg0YQQghAgyqAwsgASAERwRAIANBCTYCCCADIAE2AgRBFCECDJEDC0EJIQIMqQMLIAMpAyBQDa4CDEMLIAEgBEYEQEELIQIMqAMLIAEtAABBCkcNFiABQQFqIQEMFwsgA0Evai0AAEEBcUUNGQwmC0EAIQACQCADKAI4IgJFDQAgAigCUCICRQ0AIAMgAhEAACEACyAADRkMQgtBACEAAkAgAygCOCICRQ0AIAIoAlAiAkUNACADIAIRAAAhAAsgAA0aDCQLQQAhAAJAIAMoAjgiAkUNACACKAJQIgJFDQAgAyACEQAAIQALIAANGwwyCyADQS9qLQAAQQFxRQ0cDCILQQAhAAJAIAMoAjgiAkUNACACKAJUIgJFDQAgAyACEQAAIQALIAANHAxCC0EAIQACQCADKAI4IgJFDQAgAigCVCICRQ0AIAMgAhEAACEACyAADR0MIAsgASAERgRAQRMhAgygAwsCQCABLQAAIgBBCmsOBB8jIwAiCyABQQFqIQEMHwtBACEAAkAgAygCOCICRQ0AIAIoAlQiAkUNACADIAIRAAAhAAsgAA0iDEILIAEgBEYEQEEWIQIMngMLIAEtAABBwMEAai0AAEEBRw0jDIMDCwJAA0AgAS0AAEGwO2otAAAiAEEBRwRAAkAgAEECaw4CAwAnCyABQQFqIQFBISECDIYDCyAEIAFBAWoiAUcNAAtBGCECDJ0DCyADKAIEIQBBACECIANBADYCBCADIAAgAUEBaiIBEDQiAA0hDEELQQAhAAJAIAMoAjgiAkUNACACKAJUIgJFDQAgAyACEQAAIQALIAANIwwqCyABIARGBEBBHCECDJsDCyADQQo2AgggAyABNgIEQQAhAAJAIAMoAjgiAkUNACACKAJQIgJFDQAgAyACEQAAIQALIAANJUEkIQIMgQMLIAEgBEcEQANAIAEtAABBsD1qLQAAIgBBA0cEQCAAQQFrDgUYGiaCAyUmCyAEIAFBAWoiAUcNAAtBGyECDJoDC0EbIQIMmQMLA0AgAS0AAEGwP2otAAAiAEEDRwRAIABBAWsOBQ8RJxMmJwsgBCABQQFqIgFHDQALQR4hAgyYAwsgASAERwRAIANBCzYCCCADIAE2AgRBByECDP8CC0EfIQIMlwMLIAEgBEYEQEEgIQIMlwMLAkAgAS0AAEENaw4ULj8/Pz8/Pz8/Pz8/Pz8/Pz8/PwA/C0EAIQIgA0EANgIcIANBvws2AhAgA0ECNgIMIAMgAUEBajYCFAyWAwsgA0EvaiECA0AgASAERgRAQSEhAgyXAwsCQAJAAkAgAS0AACIAQQlrDhgCACkpASkpKSkpKSkpKSkpKSkpKSkpKQInCyABQQFqIQEgA0Evai0AAEEBcUUNCgwYCyABQQFqIQEMFwsgAUEBaiEBIAItAABBAnENAAtBACECIANBADYCHCADIAE2AhQgA0GfFTYCECADQQw2AgwMlQMLIAMtAC5BgAFxRQ0BC0EAIQACQCADKAI4IgJFDQAgAigCXCICRQ0AIAMgAhEAACEACyAARQ3mAiAAQRVGBEAgA0EkNgIcIAMgATYCFCADQZsbNgIQIANBFTYCDEEAIQIMlAMLQQAhAiADQQA2AhwgAyABNgIUIANBkA42AhAgA0EUNgIMDJMDC0EAIQIgA0EANgIcIAMgATYCFCADQb4gNgIQIANBAjYCDAySAwsgAygCBCEAQQAhAiADQQA2AgQgAyAAIAEgDKdqIgEQMiIARQ0rIANBBzYCHCADIAE2AhQgAyAANgIMDJEDCyADLQAuQcAAcUUNAQtBACEAAkAgAygCOCICRQ0AIAIoAlgiAkUNACADIAIRAAAhAAsgAEUNKyAAQRVGBEAgA0EKNgIcIAMgATYCFCADQesZNgIQIANBFTYCDEEAIQIMkAMLQQAhAiADQQA2AhwgAyABNgIUIANBkww2AhAgA0ETNgIMDI8DC0EAIQIgA0EANgIcIAMgATYCFCADQYIVNgIQIANBAjYCDAyOAwtBACECIANBADYCHCADIAE2AhQgA0HdFDYCECADQRk2AgwMjQMLQQAhAiADQQA2AhwgAyABNgIUIANB5h02AhAgA0EZNgIMDIwDCyAAQRVGDT1BACECIANBADYCHCADIAE2AhQgA0HQDzYCECADQSI2AgwMiwMLIAMoAgQhAEEAIQIgA0EANgIEIAMgACABEDMiAEUNKCADQQ02AhwgAyABNgIUIAMgADYCDAyKAwsgAEEVRg06QQAhAiADQQA2AhwgAyABNgIUIANB0A82AhAgA0EiNgIMDIkDCyADKAIEIQBBACECIANBADYCBCADIAAgARAzIgBFBEAgAUEBaiEBDCgLIANBDjYCHCADIAA2AgwgAyABQQFqNgIUDIgDCyAAQRVGDTdBACECIANBADYCHCADIAE2AhQgA0HQDzYCECADQSI2AgwMhwMLIAMoAgQhAEEAIQIgA0EANgIEIAMgACABEDMiAEUEQCABQQFqIQEMJwsgA0EPNgIcIAMgADYCDCADIAFBAWo2AhQMhgMLQQAhAiADQQA2AhwgAyABNgIUIANB4hc2AhAgA0EZNgIMDIUDCyAAQRVGDTNBACECIANBADYCHCADIAE2AhQgA0HWDDYCECADQSM2AgwMhAMLIAMoAgQhAEEAIQIgA0EANgIEIAMgACABEDQiAEUNJSADQRE2AhwgAyABNgIUIAMgADYCDAyDAwsgAEEVRg0wQQAhAiADQQA2AhwgAyABNgIUIANB1gw2AhAgA0EjNgIMDIIDCyADKAIEIQBBACECIANBADYCBCADIAAgARA0IgBFBEAgAUEBaiEBDCULIANBEjYCHCADIAA2AgwgAyABQQFqNgIUDIEDCyADQS9qLQAAQQFxRQ0BC0EXIQIM5gILQQAhAiADQQA2AhwgAyABNgIUIANB4hc2AhAgA0EZNgIMDP4CCyAAQTtHDQAgAUEBaiEBDAwLQQAhAiADQQA2AhwgAyABNgIUIANBkhg2AhAgA0ECNgIMDPwCCyAAQRVGDShBACECIANBADYCHCADIAE2AhQgA0HWDDYCECADQSM2AgwM+wILIANBFDYCHCADIAE2AhQgAyAANgIMDPoCCyADKAIEIQBBACECIANBADYCBCADIAAgARA0IgBFBEAgAUEBaiEBDPUCCyADQRU2AhwgAyAANgIMIAMgAUEBajYCFAz5AgsgAygCBCEAQQAhAiADQQA2AgQgAyAAIAEQNCIARQRAIAFBAWohAQzzAgsgA0EXNgIcIAMgADYCDCADIAFBAWo2AhQM+AILIABBFUYNI0EAIQIgA0EANgIcIAMgATYCFCADQdYMNgIQIANBIzYCDAz3AgsgAygCBCEAQQAhAiADQQA2AgQgAyAAIAEQNCIARQRAIAFBAWohAQwdCyADQRk2AhwgAyAANgIMIAMgAUEBajYCFAz2AgsgAygCBCEAQQAhAiADQQA2AgQgAyAAIAEQNCIARQRAIAFBAWohAQzvAgsgA0EaNgIcIAMgADYCDCADIAFBAWo2AhQM9QILIABBFUYNH0EAIQIgA0EANgIcIAMgATYCFCADQdAPNgIQIANBIjYCDAz0AgsgAygCBCEAIANBADYCBCADIAAgARAzIgBFBEAgAUEBaiEBDBsLIANBHDYCHCADIAA2AgwgAyABQQFqNgIUQQAhAgzzAgsgAygCBCEAIANBADYCBCADIAAgARAzIgBFBEAgAUEBaiEBDOsCCyADQR02AhwgAyAANgIMIAMgAUEBajYCFEEAIQIM8gILIABBO0cNASABQQFqIQELQSYhAgzXAgtBACECIANBADYCHCADIAE2AhQgA0GfFTYCECADQQw2AgwM7wILIAEgBEcEQANAIAEtAABBIEcNhAIgBCABQQFqIgFHDQALQSwhAgzvAgtBLCECDO4CCyABIARGBEBBNCECDO4CCwJAAkADQAJAIAEtAABBCmsOBAIAAAMACyAEIAFBAWoiAUcNAAtBNCECDO8CCyADKAIEIQAgA0EANgIEIAMgACABEDEiAEUNnwIgA0EyNgIcIAMgATYCFCADIAA2AgxBACECDO4CCyADKAIEIQAgA0EANgIEIAMgACABEDEiAEUEQCABQQFqIQEMnwILIANBMjYCHCADIAA2AgwgAyABQQFqNgIUQQAhAgztAgsgASAERwRAAkADQCABLQAAQTBrIgBB/wFxQQpPBEBBOiECDNcCCyADKQMgIgtCmbPmzJmz5swZVg0BIAMgC0IKfiIKNwMgIAogAK1C/wGDIgtCf4VWDQEgAyAKIAt8NwMgIAQgAUEBaiIBRw0AC0HAACECDO4CCyADKAIEIQAgA0EANgIEIAMgACABQQFqIgEQMSIADRcM4gILQcAAIQIM7AILIAEgBEYEQEHJACECDOwCCwJAA0ACQCABLQAAQQlrDhgAAqICogKpAqICogKiAqICogKiAqICogKiAqICogKiAqICogKiAqICogKiAgCiAgsgBCABQQFqIgFHDQALQckAIQIM7AILIAFBAWohASADQS9qLQAAQQFxDaUCIANBADYCHCADIAE2AhQgA0GXEDYCECADQQo2AgxBACECDOsCCyABIARHBEADQCABLQAAQSBHDRUgBCABQQFqIgFHDQALQfgAIQIM6wILQfgAIQIM6gILIANBAjoAKAw4C0EAIQIgA0EANgIcIANBvws2AhAgA0ECNgIMIAMgAUEBajYCFAzoAgtBACECDM4CC0ENIQIMzQILQRMhAgzMAgtBFSECDMsCC0EWIQIMygILQRghAgzJAgtBGSECDMgCC0EaIQIMxwILQRshAgzGAgtBHCECDMUCC0EdIQIMxAILQR4hAgzDAgtBHyECDMICC0EgIQIMwQILQSIhAgzAAgtBIyECDL8CC0ElIQIMvgILQeUAIQIMvQILIANBPTYCHCADIAE2AhQgAyAANgIMQQAhAgzVAgsgA0EbNgIcIAMgATYCFCADQaQcNgIQIANBFTYCDEEAIQIM1AILIANBIDYCHCADIAE2AhQgA0GYGjYCECADQRU2AgxBACECDNMCCyADQRM2AhwgAyABNgIUIANBmBo2AhAgA0EVNgIMQQAhAgzSAgsgA0ELNgIcIAMgATYCFCADQZgaNgIQIANBFTYCDEEAIQIM0QILIANBEDYCHCADIAE2AhQgA0GYGjYCECADQRU2AgxBACECDNACCyADQSA2AhwgAyABNgIUIANBpBw2AhAgA0EVNgIMQQAhAgzPAgsgA0ELNgIcIAMgATYCFCADQaQcNgIQIANBFTYCDEEAIQIMzgILIANBDDYCHCADIAE2AhQgA0GkHDYCECADQRU2AgxBACECDM0CC0EAIQIgA0EANgIcIAMgATYCFCADQd0ONgIQIANBEjYCDAzMAgsCQANAAkAgAS0AAEEKaw4EAAICAAILIAQgAUEBaiIBRw0AC0H9ASECDMwCCwJAAkAgAy0ANkEBRw0AQQAhAAJAIAMoAjgiAkUNACACKAJgIgJFDQAgAyACEQAAIQALIABFDQAgAEEVRw0BIANB/AE2AhwgAyABNgIUIANB3Bk2AhAgA0EVNgIMQQAhAgzNAgtB3AEhAgyzAgsgA0EANgIcIAMgATYCFCADQfkLNgIQIANBHzYCDEEAIQIMywILAkACQCADLQAoQQFrDgIEAQALQdsBIQIMsgILQdQBIQIMsQILIANBAjoAMUEAIQACQCADKAI4IgJFDQAgAigCACICRQ0AIAMgAhEAACEACyAARQRAQd0BIQIMsQILIABBFUcEQCADQQA2AhwgAyABNgIUIANBtAw2AhAgA0EQNgIMQQAhAgzKAgsgA0H7ATYCHCADIAE2AhQgA0GBGjYCECADQRU2AgxBACECDMkCCyABIARGBEBB+gEhAgzJAgsgAS0AAEHIAEYNASADQQE6ACgLQcABIQIMrgILQdoBIQIMrQILIAEgBEcEQCADQQw2AgggAyABNgIEQdkBIQIMrQILQfkBIQIMxQILIAEgBEYEQEH4ASECDMUCCyABLQAAQcgARw0EIAFBAWohAUHYASECDKsCCyABIARGBEBB9wEhAgzEAgsCQAJAIAEtAABBxQBrDhAABQUFBQUFBQUFBQUFBQUBBQsgAUEBaiEBQdYBIQIMqwILIAFBAWohAUHXASECDKoCC0H2ASECIAEgBEYNwgIgAygCACIAIAQgAWtqIQUgASAAa0ECaiEGAkADQCABLQAAIABButUAai0AAEcNAyAAQQJGDQEgAEEBaiEAIAQgAUEBaiIBRw0ACyADIAU2AgAMwwILIAMoAgQhACADQgA3AwAgAyAAIAZBAWoiARAuIgBFBEBB4wEhAgyqAgsgA0H1ATYCHCADIAE2AhQgAyAANgIMQQAhAgzCAgtB9AEhAiABIARGDcECIAMoAgAiACAEIAFraiEFIAEgAGtBAWohBgJAA0AgAS0AACAAQbjVAGotAABHDQIgAEEBRg0BIABBAWohACAEIAFBAWoiAUcNAAsgAyAFNgIADMICCyADQYEEOwEoIAMoAgQhACADQgA3AwAgAyAAIAZBAWoiARAuIgANAwwCCyADQQA2AgALQQAhAiADQQA2AhwgAyABNgIUIANB5R82AhAgA0EINgIMDL8CC0HVASECDKUCCyADQfMBNgIcIAMgATYCFCADIAA2AgxBACECDL0CC0EAIQACQCADKAI4IgJFDQAgAigCQCICRQ0AIAMgAhEAACEACyAARQ1uIABBFUcEQCADQQA2AhwgAyABNgIUIANBgg82AhAgA0EgNgIMQQAhAgy9AgsgA0GPATYCHCADIAE2AhQgA0HsGzYCECADQRU2AgxBACECDLwCCyABIARHBEAgA0ENNgIIIAMgATYCBEHTASECDKMCC0HyASECDLsCCyABIARGBEBB8QEhAgy7AgsCQAJAAkAgAS0AAEHIAGsOCwABCAgICAgICAgCCAsgAUEBaiEBQdABIQIMowILIAFBAWohAUHRASECDKICCyABQQFqIQFB0gEhAgyhAgtB8AEhAiABIARGDbkCIAMoAgAiACAEIAFraiEGIAEgAGtBAmohBQNAIAEtAAAgAEG11QBqLQAARw0EIABBAkYNAyAAQQFqIQAgBCABQQFqIgFHDQALIAMgBjYCAAy5AgtB7wEhAiABIARGDbgCIAMoAgAiACAEIAFraiEGIAEgAGtBAWohBQNAIAEtAAAgAEGz1QBqLQAARw0DIABBAUYNAiAAQQFqIQAgBCABQQFqIgFHDQALIAMgBjYCAAy4AgtB7gEhAiABIARGDbcCIAMoAgAiACAEIAFraiEGIAEgAGtBAmohBQNAIAEtAAAgAEGw1QBqLQAARw0CIABBAkYNASAAQQFqIQAgBCABQQFqIgFHDQALIAMgBjYCAAy3AgsgAygCBCEAIANCADcDACADIAAgBUEBaiIBECsiAEUNAiADQewBNgIcIAMgATYCFCADIAA2AgxBACECDLYCCyADQQA2AgALIAMoAgQhACADQQA2AgQgAyAAIAEQKyIARQ2cAiADQe0BNgIcIAMgATYCFCADIAA2AgxBACECDLQCC0HPASECDJoCC0EAIQACQCADKAI4IgJFDQAgAigCNCICRQ0AIAMgAhEAACEACwJAIAAEQCAAQRVGDQEgA0EANgIcIAMgATYCFCADQeoNNgIQIANBJjYCDEEAIQIMtAILQc4BIQIMmgILIANB6wE2AhwgAyABNgIUIANBgBs2AhAgA0EVNgIMQQAhAgyyAgsgASAERgRAQesBIQIMsgILIAEtAABBL0YEQCABQQFqIQEMAQsgA0EANgIcIAMgATYCFCADQbI4NgIQIANBCDYCDEEAIQIMsQILQc0BIQIMlwILIAEgBEcEQCADQQ42AgggAyABNgIEQcwBIQIMlwILQeoBIQIMrwILIAEgBEYEQEHpASECDK8CCyABLQAAQTBrIgBB/wFxQQpJBEAgAyAAOgAqIAFBAWohAUHLASECDJYCCyADKAIEIQAgA0EANgIEIAMgACABEC8iAEUNlwIgA0HoATYCHCADIAE2AhQgAyAANgIMQQAhAgyuAgsgASAERgRAQecBIQIMrgILAkAgAS0AAEEuRgRAIAFBAWohAQwBCyADKAIEIQAgA0EANgIEIAMgACABEC8iAEUNmAIgA0HmATYCHCADIAE2AhQgAyAANgIMQQAhAgyuAgtBygEhAgyUAgsgASAERgRAQeUBIQIMrQILQQAhAEEBIQVBASEHQQAhAgJAAkACQAJAAkACfwJAAkACQAJAAkACQAJAIAEtAABBMGsOCgoJAAECAwQFBggLC0ECDAYLQQMMBQtBBAwEC0EFDAMLQQYMAgtBBwwBC0EICyECQQAhBUEAIQcMAgtBCSECQQEhAEEAIQVBACEHDAELQQAhBUEBIQILIAMgAjoAKyABQQFqIQECQAJAIAMtAC5BEHENAAJAAkACQCADLQAqDgMBAAIECyAHRQ0DDAILIAANAQwCCyAFRQ0BCyADKAIEIQAgA0EANgIEIAMgACABEC8iAEUNAiADQeIBNgIcIAMgATYCFCADIAA2AgxBACECDK8CCyADKAIEIQAgA0EANgIEIAMgACABEC8iAEUNmgIgA0HjATYCHCADIAE2AhQgAyAANgIMQQAhAgyuAgsgAygCBCEAIANBADYCBCADIAAgARAvIgBFDZgCIANB5AE2AhwgAyABNgIUIAMgADYCDAytAgtByQEhAgyTAgtBACEAAkAgAygCOCICRQ0AIAIoAkQiAkUNACADIAIRAAAhAAsCQCAABEAgAEEVRg0BIANBADYCHCADIAE2AhQgA0GkDTYCECADQSE2AgxBACECDK0CC0HIASECDJMCCyADQeEBNgIcIAMgATYCFCADQdAaNgIQIANBFTYCDEEAIQIMqwILIAEgBEYEQEHhASECDKsCCwJAIAEtAABBIEYEQCADQQA7ATQgAUEBaiEBDAELIANBADYCHCADIAE2AhQgA0GZETYCECADQQk2AgxBACECDKsCC0HHASECDJECCyABIARGBEBB4AEhAgyqAgsCQCABLQAAQTBrQf8BcSICQQpJBEAgAUEBaiEBAkAgAy8BNCIAQZkzSw0AIAMgAEEKbCIAOwE0IABB/v8DcSACQf//A3NLDQAgAyAAIAJqOwE0DAILQQAhAiADQQA2AhwgAyABNgIUIANBlR42AhAgA0ENNgIMDKsCCyADQQA2AhwgAyABNgIUIANBlR42AhAgA0ENNgIMQQAhAgyqAgtBxgEhAgyQAgsgASAERgRAQd8BIQIMqQILAkAgAS0AAEEwa0H/AXEiAkEKSQRAIAFBAWohAQJAIAMvATQiAEGZM0sNACADIABBCmwiADsBNCAAQf7/A3EgAkH//wNzSw0AIAMgACACajsBNAwCC0EAIQIgA0EANgIcIAMgATYCFCADQZUeNgIQIANBDTYCDAyqAgsgA0EANgIcIAMgATYCFCADQZUeNgIQIANBDTYCDEEAIQIMqQILQcUBIQIMjwILIAEgBEYEQEHeASECDKgCCwJAIAEtAABBMGtB/wFxIgJBCkkEQCABQQFqIQECQCADLwE0IgBBmTNLDQAgAyAAQQpsIgA7ATQgAEH+/wNxIAJB//8Dc0sNACADIAAgAmo7ATQMAgtBACECIANBADYCHCADIAE2AhQgA0GVHjYCECADQQ02AgwMqQILIANBADYCHCADIAE2AhQgA0GVHjYCECADQQ02AgxBACECDKgCC0HEASECDI4CCyABIARGBEBB3QEhAgynAgsCQAJAAkACQCABLQAAQQprDhcCAwMAAwMDAwMDAwMDAwMDAwMDAwMDAQMLIAFBAWoMBQsgAUEBaiEBQcMBIQIMjwILIAFBAWohASADQS9qLQAAQQFxDQggA0EANgIcIAMgATYCFCADQY0LNgIQIANBDTYCDEEAIQIMpwILIANBADYCHCADIAE2AhQgA0GNCzYCECADQQ02AgxBACECDKYCCyABIARHBEAgA0EPNgIIIAMgATYCBEEBIQIMjQILQdwBIQIMpQILAkACQANAAkAgAS0AAEEKaw4EAgAAAwALIAQgAUEBaiIBRw0AC0HbASECDKYCCyADKAIEIQAgA0EANgIEIAMgACABEC0iAEUEQCABQQFqIQEMBAsgA0HaATYCHCADIAA2AgwgAyABQQFqNgIUQQAhAgylAgsgAygCBCEAIANBADYCBCADIAAgARAtIgANASABQQFqCyEBQcEBIQIMigILIANB2QE2AhwgAyAANgIMIAMgAUEBajYCFEEAIQIMogILQcIBIQIMiAILIANBL2otAABBAXENASADQQA2AhwgAyABNgIUIANB5Bw2AhAgA0EZNgIMQQAhAgygAgsgASAERgRAQdkBIQIMoAILAkACQAJAIAEtAABBCmsOBAECAgACCyABQQFqIQEMAgsgAUEBaiEBDAELIAMtAC5BwABxRQ0BC0EAIQACQCADKAI4IgJFDQAgAigCPCICRQ0AIAMgAhEAACEACyAARQ2gASAAQRVGBEAgA0HZADYCHCADIAE2AhQgA0G3GjYCECADQRU2AgxBACECDJ8CCyADQQA2AhwgAyABNgIUIANBgA02AhAgA0EbNgIMQQAhAgyeAgsgA0EANgIcIAMgATYCFCADQdwoNgIQIANBAjYCDEEAIQIMnQILIAEgBEcEQCADQQw2AgggAyABNgIEQb8BIQIMhAILQdgBIQIMnAILIAEgBEYEQEHXASECDJwCCwJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkAgAS0AAEHBAGsOFQABAgNaBAUGWlpaBwgJCgsMDQ4PEFoLIAFBAWohAUH7ACECDJICCyABQQFqIQFB/AAhAgyRAgsgAUEBaiEBQYEBIQIMkAILIAFBAWohAUGFASECDI8CCyABQQFqIQFBhgEhAgyOAgsgAUEBaiEBQYkBIQIMjQILIAFBAWohAUGKASECDIwCCyABQQFqIQFBjQEhAgyLAgsgAUEBaiEBQZYBIQIMigILIAFBAWohAUGXASECDIkCCyABQQFqIQFBmAEhAgyIAgsgAUEBaiEBQaUBIQIMhwILIAFBAWohAUGmASECDIYCCyABQQFqIQFBrAEhAgyFAgsgAUEBaiEBQbQBIQIMhAILIAFBAWohAUG3ASECDIMCCyABQQFqIQFBvgEhAgyCAgsgASAERgRAQdYBIQIMmwILIAEtAABBzgBHDUggAUEBaiEBQb0BIQIMgQILIAEgBEYEQEHVASECDJoCCwJAAkACQCABLQAAQcIAaw4SAEpKSkpKSkpKSgFKSkpKSkoCSgsgAUEBaiEBQbgBIQIMggILIAFBAWohAUG7ASECDIECCyABQQFqIQFBvAEhAgyAAgtB1AEhAiABIARGDZgCIAMoAgAiACAEIAFraiEFIAEgAGtBB2ohBgJAA0AgAS0AACAAQajVAGotAABHDUUgAEEHRg0BIABBAWohACAEIAFBAWoiAUcNAAsgAyAFNgIADJkCCyADQQA2AgAgBkEBaiEBQRsMRQsgASAERgRAQdMBIQIMmAILAkACQCABLQAAQckAaw4HAEdHR0dHAUcLIAFBAWohAUG5ASECDP8BCyABQQFqIQFBugEhAgz+AQtB0gEhAiABIARGDZYCIAMoAgAiACAEIAFraiEFIAEgAGtBAWohBgJAA0AgAS0AACAAQabVAGotAABHDUMgAEEBRg0BIABBAWohACAEIAFBAWoiAUcNAAsgAyAFNgIADJcCCyADQQA2AgAgBkEBaiEBQQ8MQwtB0QEhAiABIARGDZUCIAMoAgAiACAEIAFraiEFIAEgAGtBAWohBgJAA0AgAS0AACAAQaTVAGotAABHDUIgAEEBRg0BIABBAWohACAEIAFBAWoiAUcNAAsgAyAFNgIADJYCCyADQQA2AgAgBkEBaiEBQSAMQgtB0AEhAiABIARGDZQCIAMoAgAiACAEIAFraiEFIAEgAGtBAmohBgJAA0AgAS0AACAAQaHVAGotAABHDUEgAEECRg0BIABBAWohACAEIAFBAWoiAUcNAAsgAyAFNgIADJUCCyADQQA2AgAgBkEBaiEBQRIMQQsgASAERgRAQc8BIQIMlAILAkACQCABLQAAQcUAaw4OAENDQ0NDQ0NDQ0NDQwFDCyABQQFqIQFBtQEhAgz7AQsgAUEBaiEBQbYBIQIM+gELQc4BIQIgASAERg2SAiADKAIAIgAgBCABa2ohBSABIABrQQJqIQYCQANAIAEtAAAgAEGe1QBqLQAARw0/IABBAkYNASAAQQFqIQAgBCABQQFqIgFHDQALIAMgBTYCAAyTAgsgA0EANgIAIAZBAWohAUEHDD8LQc0BIQIgASAERg2RAiADKAIAIgAgBCABa2ohBSABIABrQQVqIQYCQANAIAEtAAAgAEGY1QBqLQAARw0+IABBBUYNASAAQQFqIQAgBCABQQFqIgFHDQALIAMgBTYCAAySAgsgA0EANgIAIAZBAWohAUEoDD4LIAEgBEYEQEHMASECDJECCwJAAkACQCABLQAAQcUAaw4RAEFBQUFBQUFBQQFBQUFBQQJBCyABQQFqIQFBsQEhAgz5AQsgAUEBaiEBQbIBIQIM+AELIAFBAWohAUGzASECDPcBC0HLASECIAEgBEYNjwIgAygCACIAIAQgAWtqIQUgASAAa0EGaiEGAkADQCABLQAAIABBkdUAai0AAEcNPCAAQQZGDQEgAEEBaiEAIAQgAUEBaiIBRw0ACyADIAU2AgAMkAILIANBADYCACAGQQFqIQFBGgw8C0HKASECIAEgBEYNjgIgAygCACIAIAQgAWtqIQUgASAAa0EDaiEGAkADQCABLQAAIABBjdUAai0AAEcNOyAAQQNGDQEgAEEBaiEAIAQgAUEBaiIBRw0ACyADIAU2AgAMjwILIANBADYCACAGQQFqIQFBIQw7CyABIARGBEBByQEhAgyOAgsCQAJAIAEtAABBwQBrDhQAPT09PT09PT09PT09PT09PT09AT0LIAFBAWohAUGtASECDPUBCyABQQFqIQFBsAEhAgz0AQsgASAERgRAQcgBIQIMjQILAkACQCABLQAAQdUAaw4LADw8PDw8PDw8PAE8CyABQQFqIQFBrgEhAgz0AQsgAUEBaiEBQa8BIQIM8wELQccBIQIgASAERg2LAiADKAIAIgAgBCABa2ohBSABIABrQQhqIQYCQANAIAEtAAAgAEGE1QBqLQAARw04IABBCEYNASAAQQFqIQAgBCABQQFqIgFHDQALIAMgBTYCAAyMAgsgA0EANgIAIAZBAWohAUEqDDgLIAEgBEYEQEHGASECDIsCCyABLQAAQdAARw04IAFBAWohAUElDDcLQcUBIQIgASAERg2JAiADKAIAIgAgBCABa2ohBSABIABrQQJqIQYCQANAIAEtAAAgAEGB1QBqLQAARw02IABBAkYNASAAQQFqIQAgBCABQQFqIgFHDQALIAMgBTYCAAyKAgsgA0EANgIAIAZBAWohAUEODDYLIAEgBEYEQEHEASECDIkCCyABLQAAQcUARw02IAFBAWohAUGrASECDO8BCyABIARGBEBBwwEhAgyIAgsCQAJAAkACQCABLQAAQcIAaw4PAAECOTk5OTk5OTk5OTkDOQsgAUEBaiEBQacBIQIM8QELIAFBAWohAUGoASECDPABCyABQQFqIQFBqQEhAgzvAQsgAUEBaiEBQaoBIQIM7gELQcIBIQIgASAERg2GAiADKAIAIgAgBCABa2ohBSABIABrQQJqIQYCQANAIAEtAAAgAEH+1ABqLQAARw0zIABBAkYNASAAQQFqIQAgBCABQQFqIgFHDQALIAMgBTYCAAyHAgsgA0EANgIAIAZBAWohAUEUDDMLQcEBIQIgASAERg2FAiADKAIAIgAgBCABa2ohBSABIABrQQRqIQYCQANAIAEtAAAgAEH51ABqLQAARw0yIABBBEYNASAAQQFqIQAgBCABQQFqIgFHDQALIAMgBTYCAAyGAgsgA0EANgIAIAZBAWohAUErDDILQcABIQIgASAERg2EAiADKAIAIgAgBCABa2ohBSABIABrQQJqIQYCQANAIAEtAAAgAEH21ABqLQAARw0xIABBAkYNASAAQQFqIQAgBCABQQFqIgFHDQALIAMgBTYCAAyFAgsgA0EANgIAIAZBAWohAUEsDDELQb8BIQIgASAERg2DAiADKAIAIgAgBCABa2ohBSABIABrQQJqIQYCQANAIAEtAAAgAEGh1QBqLQAARw0wIABBAkYNASAAQQFqIQAgBCABQQFqIgFHDQALIAMgBTYCAAyEAgsgA0EANgIAIAZBAWohAUERDDALQb4BIQIgASAERg2CAiADKAIAIgAgBCABa2ohBSABIABrQQNqIQYCQANAIAEtAAAgAEHy1ABqLQAARw0vIABBA0YNASAAQQFqIQAgBCABQQFqIgFHDQALIAMgBTYCAAyDAgsgA0EANgIAIAZBAWohAUEuDC8LIAEgBEYEQEG9ASECDIICCwJAAkACQAJAAkAgAS0AAEHBAGsOFQA0NDQ0NDQ0NDQ0ATQ0AjQ0AzQ0BDQLIAFBAWohAUGbASECDOwBCyABQQFqIQFBnAEhAgzrAQsgAUEBaiEBQZ0BIQIM6gELIAFBAWohAUGiASECDOkBCyABQQFqIQFBpAEhAgzoAQsgASAERgRAQbwBIQIMgQILAkACQCABLQAAQdIAaw4DADABMAsgAUEBaiEBQaMBIQIM6AELIAFBAWohAUEEDC0LQbsBIQIgASAERg3/ASADKAIAIgAgBCABa2ohBSABIABrQQFqIQYCQANAIAEtAAAgAEHw1ABqLQAARw0sIABBAUYNASAAQQFqIQAgBCABQQFqIgFHDQALIAMgBTYCAAyAAgsgA0EANgIAIAZBAWohAUEdDCwLIAEgBEYEQEG6ASECDP8BCwJAAkAgAS0AAEHJAGsOBwEuLi4uLgAuCyABQQFqIQFBoQEhAgzmAQsgAUEBaiEBQSIMKwsgASAERgRAQbkBIQIM/gELIAEtAABB0ABHDSsgAUEBaiEBQaABIQIM5AELIAEgBEYEQEG4ASECDP0BCwJAAkAgAS0AAEHGAGsOCwAsLCwsLCwsLCwBLAsgAUEBaiEBQZ4BIQIM5AELIAFBAWohAUGfASECDOMBC0G3ASECIAEgBEYN+wEgAygCACIAIAQgAWtqIQUgASAAa0EDaiEGAkADQCABLQAAIABB7NQAai0AAEcNKCAAQQNGDQEgAEEBaiEAIAQgAUEBaiIBRw0ACyADIAU2AgAM/AELIANBADYCACAGQQFqIQFBDQwoC0G2ASECIAEgBEYN+gEgAygCACIAIAQgAWtqIQUgASAAa0ECaiEGAkADQCABLQAAIABBodUAai0AAEcNJyAAQQJGDQEgAEEBaiEAIAQgAUEBaiIBRw0ACyADIAU2AgAM+wELIANBADYCACAGQQFqIQFBDAwnC0G1ASECIAEgBEYN+QEgAygCACIAIAQgAWtqIQUgASAAa0EBaiEGAkADQCABLQAAIABB6tQAai0AAEcNJiAAQQFGDQEgAEEBaiEAIAQgAUEBaiIBRw0ACyADIAU2AgAM+gELIANBADYCACAGQQFqIQFBAwwmC0G0ASECIAEgBEYN+AEgAygCACIAIAQgAWtqIQUgASAAa0EBaiEGAkADQCABLQAAIABB6NQAai0AAEcNJSAAQQFGDQEgAEEBaiEAIAQgAUEBaiIBRw0ACyADIAU2AgAM+QELIANBADYCACAGQQFqIQFBJgwlCyABIARGBEBBswEhAgz4AQsCQAJAIAEtAABB1ABrDgIAAScLIAFBAWohAUGZASECDN8BCyABQQFqIQFBmgEhAgzeAQtBsgEhAiABIARGDfYBIAMoAgAiACAEIAFraiEFIAEgAGtBAWohBgJAA0AgAS0AACAAQebUAGotAABHDSMgAEEBRg0BIABBAWohACAEIAFBAWoiAUcNAAsgAyAFNgIADPcBCyADQQA2AgAgBkEBaiEBQScMIwtBsQEhAiABIARGDfUBIAMoAgAiACAEIAFraiEFIAEgAGtBAWohBgJAA0AgAS0AACAAQeTUAGotAABHDSIgAEEBRg0BIABBAWohACAEIAFBAWoiAUcNAAsgAyAFNgIADPYBCyADQQA2AgAgBkEBaiEBQRwMIgtBsAEhAiABIARGDfQBIAMoAgAiACAEIAFraiEFIAEgAGtBBWohBgJAA0AgAS0AACAAQd7UAGotAABHDSEgAEEFRg0BIABBAWohACAEIAFBAWoiAUcNAAsgAyAFNgIADPUBCyADQQA2AgAgBkEBaiEBQQYMIQtBrwEhAiABIARGDfMBIAMoAgAiACAEIAFraiEFIAEgAGtBBGohBgJAA0AgAS0AACAAQdnUAGotAABHDSAgAEEERg0BIABBAWohACAEIAFBAWoiAUcNAAsgAyAFNgIADPQBCyADQQA2AgAgBkEBaiEBQRkMIAsgASAERgRAQa4BIQIM8wELAkACQAJAAkAgAS0AAEEtaw4jACQkJCQkJCQkJCQkJCQkJCQkJCQkJCQkASQkJCQkAiQkJAMkCyABQQFqIQFBjgEhAgzcAQsgAUEBaiEBQY8BIQIM2wELIAFBAWohAUGUASECDNoBCyABQQFqIQFBlQEhAgzZAQtBrQEhAiABIARGDfEBIAMoAgAiACAEIAFraiEFIAEgAGtBAWohBgJAA0AgAS0AACAAQdfUAGotAABHDR4gAEEBRg0BIABBAWohACAEIAFBAWoiAUcNAAsgAyAFNgIADPIBCyADQQA2AgAgBkEBaiEBQQsMHgsgASAERgRAQawBIQIM8QELAkACQCABLQAAQcEAaw4DACABIAsgAUEBaiEBQZABIQIM2AELIAFBAWohAUGTASECDNcBCyABIARGBEBBqwEhAgzwAQsCQAJAIAEtAABBwQBrDg8AHx8fHx8fHx8fHx8fHwEfCyABQQFqIQFBkQEhAgzXAQsgAUEBaiEBQZIBIQIM1gELIAEgBEYEQEGqASECDO8BCyABLQAAQcwARw0cIAFBAWohAUEKDBsLQakBIQIgASAERg3tASADKAIAIgAgBCABa2ohBSABIABrQQVqIQYCQANAIAEtAAAgAEHR1ABqLQAARw0aIABBBUYNASAAQQFqIQAgBCABQQFqIgFHDQALIAMgBTYCAAzuAQsgA0EANgIAIAZBAWohAUEeDBoLQagBIQIgASAERg3sASADKAIAIgAgBCABa2ohBSABIABrQQZqIQYCQANAIAEtAAAgAEHK1ABqLQAARw0ZIABBBkYNASAAQQFqIQAgBCABQQFqIgFHDQALIAMgBTYCAAztAQsgA0EANgIAIAZBAWohAUEVDBkLQacBIQIgASAERg3rASADKAIAIgAgBCABa2ohBSABIABrQQJqIQYCQANAIAEtAAAgAEHH1ABqLQAARw0YIABBAkYNASAAQQFqIQAgBCABQQFqIgFHDQALIAMgBTYCAAzsAQsgA0EANgIAIAZBAWohAUEXDBgLQaYBIQIgASAERg3qASADKAIAIgAgBCABa2ohBSABIABrQQVqIQYCQANAIAEtAAAgAEHB1ABqLQAARw0XIABBBUYNASAAQQFqIQAgBCABQQFqIgFHDQALIAMgBTYCAAzrAQsgA0EANgIAIAZBAWohAUEYDBcLIAEgBEYEQEGlASECDOoBCwJAAkAgAS0AAEHJAGsOBwAZGRkZGQEZCyABQQFqIQFBiwEhAgzRAQsgAUEBaiEBQYwBIQIM0AELQaQBIQIgASAERg3oASADKAIAIgAgBCABa2ohBSABIABrQQFqIQYCQANAIAEtAAAgAEGm1QBqLQAARw0VIABBAUYNASAAQQFqIQAgBCABQQFqIgFHDQALIAMgBTYCAAzpAQsgA0EANgIAIAZBAWohAUEJDBULQaMBIQIgASAERg3nASADKAIAIgAgBCABa2ohBSABIABrQQFqIQYCQANAIAEtAAAgAEGk1QBqLQAARw0UIABBAUYNASAAQQFqIQAgBCABQQFqIgFHDQALIAMgBTYCAAzoAQsgA0EANgIAIAZBAWohAUEfDBQLQaIBIQIgASAERg3mASADKAIAIgAgBCABa2ohBSABIABrQQJqIQYCQANAIAEtAAAgAEG+1ABqLQAARw0TIABBAkYNASAAQQFqIQAgBCABQQFqIgFHDQALIAMgBTYCAAznAQsgA0EANgIAIAZBAWohAUECDBMLQaEBIQIgASAERg3lASADKAIAIgAgBCABa2ohBSABIABrQQFqIQYDQCABLQAAIABBvNQAai0AAEcNESAAQQFGDQIgAEEBaiEAIAQgAUEBaiIBRw0ACyADIAU2AgAM5QELIAEgBEYEQEGgASECDOUBC0EBIAEtAABB3wBHDREaIAFBAWohAUGHASECDMsBCyADQQA2AgAgBkEBaiEBQYgBIQIMygELQZ8BIQIgASAERg3iASADKAIAIgAgBCABa2ohBSABIABrQQhqIQYCQANAIAEtAAAgAEGE1QBqLQAARw0PIABBCEYNASAAQQFqIQAgBCABQQFqIgFHDQALIAMgBTYCAAzjAQsgA0EANgIAIAZBAWohAUEpDA8LQZ4BIQIgASAERg3hASADKAIAIgAgBCABa2ohBSABIABrQQNqIQYCQANAIAEtAAAgAEG41ABqLQAARw0OIABBA0YNASAAQQFqIQAgBCABQQFqIgFHDQALIAMgBTYCAAziAQsgA0EANgIAIAZBAWohAUEtDA4LIAEgBEYEQEGdASECDOEBCyABLQAAQcUARw0OIAFBAWohAUGEASECDMcBCyABIARGBEBBnAEhAgzgAQsCQAJAIAEtAABBzABrDggADw8PDw8PAQ8LIAFBAWohAUGCASECDMcBCyABQQFqIQFBgwEhAgzGAQtBmwEhAiABIARGDd4BIAMoAgAiACAEIAFraiEFIAEgAGtBBGohBgJAA0AgAS0AACAAQbPUAGotAABHDQsgAEEERg0BIABBAWohACAEIAFBAWoiAUcNAAsgAyAFNgIADN8BCyADQQA2AgAgBkEBaiEBQSMMCwtBmgEhAiABIARGDd0BIAMoAgAiACAEIAFraiEFIAEgAGtBAmohBgJAA0AgAS0AACAAQbDUAGotAABHDQogAEECRg0BIABBAWohACAEIAFBAWoiAUcNAAsgAyAFNgIADN4BCyADQQA2AgAgBkEBaiEBQQAMCgsgASAERgRAQZkBIQIM3QELAkACQCABLQAAQcgAaw4IAAwMDAwMDAEMCyABQQFqIQFB/QAhAgzEAQsgAUEBaiEBQYABIQIMwwELIAEgBEYEQEGYASECDNwBCwJAAkAgAS0AAEHOAGsOAwALAQsLIAFBAWohAUH+ACECDMMBCyABQQFqIQFB/wAhAgzCAQsgASAERgRAQZcBIQIM2wELIAEtAABB2QBHDQggAUEBaiEBQQgMBwtBlgEhAiABIARGDdkBIAMoAgAiACAEIAFraiEFIAEgAGtBA2ohBgJAA0AgAS0AACAAQazUAGotAABHDQYgAEEDRg0BIABBAWohACAEIAFBAWoiAUcNAAsgAyAFNgIADNoBCyADQQA2AgAgBkEBaiEBQQUMBgtBlQEhAiABIARGDdgBIAMoAgAiACAEIAFraiEFIAEgAGtBBWohBgJAA0AgAS0AACAAQabUAGotAABHDQUgAEEFRg0BIABBAWohACAEIAFBAWoiAUcNAAsgAyAFNgIADNkBCyADQQA2AgAgBkEBaiEBQRYMBQtBlAEhAiABIARGDdcBIAMoAgAiACAEIAFraiEFIAEgAGtBAmohBgJAA0AgAS0AACAAQaHVAGotAABHDQQgAEECRg0BIABBAWohACAEIAFBAWoiAUcNAAsgAyAFNgIADNgBCyADQQA2AgAgBkEBaiEBQRAMBAsgASAERgRAQZMBIQIM1wELAkACQCABLQAAQcMAaw4MAAYGBgYGBgYGBgYBBgsgAUEBaiEBQfkAIQIMvgELIAFBAWohAUH6ACECDL0BC0GSASECIAEgBEYN1QEgAygCACIAIAQgAWtqIQUgASAAa0EFaiEGAkADQCABLQAAIABBoNQAai0AAEcNAiAAQQVGDQEgAEEBaiEAIAQgAUEBaiIBRw0ACyADIAU2AgAM1gELIANBADYCACAGQQFqIQFBJAwCCyADQQA2AgAMAgsgASAERgRAQZEBIQIM1AELIAEtAABBzABHDQEgAUEBaiEBQRMLOgApIAMoAgQhACADQQA2AgQgAyAAIAEQLiIADQIMAQtBACECIANBADYCHCADIAE2AhQgA0H+HzYCECADQQY2AgwM0QELQfgAIQIMtwELIANBkAE2AhwgAyABNgIUIAMgADYCDEEAIQIMzwELQQAhAAJAIAMoAjgiAkUNACACKAJAIgJFDQAgAyACEQAAIQALIABFDQAgAEEVRg0BIANBADYCHCADIAE2AhQgA0GCDzYCECADQSA2AgxBACECDM4BC0H3ACECDLQBCyADQY8BNgIcIAMgATYCFCADQewbNgIQIANBFTYCDEEAIQIMzAELIAEgBEYEQEGPASECDMwBCwJAIAEtAABBIEYEQCABQQFqIQEMAQsgA0EANgIcIAMgATYCFCADQZsfNgIQIANBBjYCDEEAIQIMzAELQQIhAgyyAQsDQCABLQAAQSBHDQIgBCABQQFqIgFHDQALQY4BIQIMygELIAEgBEYEQEGNASECDMoBCwJAIAEtAABBCWsOBEoAAEoAC0H1ACECDLABCyADLQApQQVGBEBB9gAhAgywAQtB9AAhAgyvAQsgASAERgRAQYwBIQIMyAELIANBEDYCCCADIAE2AgQMCgsgASAERgRAQYsBIQIMxwELAkAgAS0AAEEJaw4ERwAARwALQfMAIQIMrQELIAEgBEcEQCADQRA2AgggAyABNgIEQfEAIQIMrQELQYoBIQIMxQELAkAgASAERwRAA0AgAS0AAEGg0ABqLQAAIgBBA0cEQAJAIABBAWsOAkkABAtB8AAhAgyvAQsgBCABQQFqIgFHDQALQYgBIQIMxgELQYgBIQIMxQELIANBADYCHCADIAE2AhQgA0HbIDYCECADQQc2AgxBACECDMQBCyABIARGBEBBiQEhAgzEAQsCQAJAAkAgAS0AAEGg0gBqLQAAQQFrDgNGAgABC0HyACECDKwBCyADQQA2AhwgAyABNgIUIANBtBI2AhAgA0EHNgIMQQAhAgzEAQtB6gAhAgyqAQsgASAERwRAIAFBAWohAUHvACECDKoBC0GHASECDMIBCyAEIAEiAEYEQEGGASECDMIBCyAALQAAIgFBL0YEQCAAQQFqIQFB7gAhAgypAQsgAUEJayICQRdLDQEgACEBQQEgAnRBm4CABHENQQwBCyAEIAEiAEYEQEGFASECDMEBCyAALQAAQS9HDQAgAEEBaiEBDAMLQQAhAiADQQA2AhwgAyAANgIUIANB2yA2AhAgA0EHNgIMDL8BCwJAAkACQAJAAkADQCABLQAAQaDOAGotAAAiAEEFRwRAAkACQCAAQQFrDghHBQYHCAAEAQgLQesAIQIMrQELIAFBAWohAUHtACECDKwBCyAEIAFBAWoiAUcNAAtBhAEhAgzDAQsgAUEBagwUCyADKAIEIQAgA0EANgIEIAMgACABECwiAEUNHiADQdsANgIcIAMgATYCFCADIAA2AgxBACECDMEBCyADKAIEIQAgA0EANgIEIAMgACABECwiAEUNHiADQd0ANgIcIAMgATYCFCADIAA2AgxBACECDMABCyADKAIEIQAgA0EANgIEIAMgACABECwiAEUNHiADQfoANgIcIAMgATYCFCADIAA2AgxBACECDL8BCyADQQA2AhwgAyABNgIUIANB+Q82AhAgA0EHNgIMQQAhAgy+AQsgASAERgRAQYMBIQIMvgELAkAgAS0AAEGgzgBqLQAAQQFrDgg+BAUGAAgCAwcLIAFBAWohAQtBAyECDKMBCyABQQFqDA0LQQAhAiADQQA2AhwgA0HREjYCECADQQc2AgwgAyABQQFqNgIUDLoBCyADKAIEIQAgA0EANgIEIAMgACABECwiAEUNFiADQdsANgIcIAMgATYCFCADIAA2AgxBACECDLkBCyADKAIEIQAgA0EANgIEIAMgACABECwiAEUNFiADQd0ANgIcIAMgATYCFCADIAA2AgxBACECDLgBCyADKAIEIQAgA0EANgIEIAMgACABECwiAEUNFiADQfoANgIcIAMgATYCFCADIAA2AgxBACECDLcBCyADQQA2AhwgAyABNgIUIANB+Q82AhAgA0EHNgIMQQAhAgy2AQtB7AAhAgycAQsgASAERgRAQYIBIQIMtQELIAFBAWoMAgsgASAERgRAQYEBIQIMtAELIAFBAWoMAQsgASAERg0BIAFBAWoLIQFBBCECDJgBC0GAASECDLABCwNAIAEtAABBoMwAai0AACIAQQJHBEAgAEEBRwRAQekAIQIMmQELDDELIAQgAUEBaiIBRw0AC0H/ACECDK8BCyABIARGBEBB/gAhAgyvAQsCQCABLQAAQQlrDjcvAwYvBAYGBgYGBgYGBgYGBgYGBgYGBgUGBgIGBgYGBgYGBgYGBgYGBgYGBgYGBgYGBgYGBgYABgsgAUEBagshAUEFIQIMlAELIAFBAWoMBgsgAygCBCEAIANBADYCBCADIAAgARAsIgBFDQggA0HbADYCHCADIAE2AhQgAyAANgIMQQAhAgyrAQsgAygCBCEAIANBADYCBCADIAAgARAsIgBFDQggA0HdADYCHCADIAE2AhQgAyAANgIMQQAhAgyqAQsgAygCBCEAIANBADYCBCADIAAgARAsIgBFDQggA0H6ADYCHCADIAE2AhQgAyAANgIMQQAhAgypAQsgA0EANgIcIAMgATYCFCADQY0UNgIQIANBBzYCDEEAIQIMqAELAkACQAJAAkADQCABLQAAQaDKAGotAAAiAEEFRwRAAkAgAEEBaw4GLgMEBQYABgtB6AAhAgyUAQsgBCABQQFqIgFHDQALQf0AIQIMqwELIAMoAgQhACADQQA2AgQgAyAAIAEQLCIARQ0HIANB2wA2AhwgAyABNgIUIAMgADYCDEEAIQIMqgELIAMoAgQhACADQQA2AgQgAyAAIAEQLCIARQ0HIANB3QA2AhwgAyABNgIUIAMgADYCDEEAIQIMqQELIAMoAgQhACADQQA2AgQgAyAAIAEQLCIARQ0HIANB+gA2AhwgAyABNgIUIAMgADYCDEEAIQIMqAELIANBADYCHCADIAE2AhQgA0HkCDYCECADQQc2AgxBACECDKcBCyABIARGDQEgAUEBagshAUEGIQIMjAELQfwAIQIMpAELAkACQAJAAkADQCABLQAAQaDIAGotAAAiAEEFRwRAIABBAWsOBCkCAwQFCyAEIAFBAWoiAUcNAAtB+wAhAgynAQsgAygCBCEAIANBADYCBCADIAAgARAsIgBFDQMgA0HbADYCHCADIAE2AhQgAyAANgIMQQAhAgymAQsgAygCBCEAIANBADYCBCADIAAgARAsIgBFDQMgA0HdADYCHCADIAE2AhQgAyAANgIMQQAhAgylAQsgAygCBCEAIANBADYCBCADIAAgARAsIgBFDQMgA0H6ADYCHCADIAE2AhQgAyAANgIMQQAhAgykAQsgA0EANgIcIAMgATYCFCADQbwKNgIQIANBBzYCDEEAIQIMowELQc8AIQIMiQELQdEAIQIMiAELQecAIQIMhwELIAEgBEYEQEH6ACECDKABCwJAIAEtAABBCWsOBCAAACAACyABQQFqIQFB5gAhAgyGAQsgASAERgRAQfkAIQIMnwELAkAgAS0AAEEJaw4EHwAAHwALQQAhAAJAIAMoAjgiAkUNACACKAI4IgJFDQAgAyACEQAAIQALIABFBEBB4gEhAgyGAQsgAEEVRwRAIANBADYCHCADIAE2AhQgA0HJDTYCECADQRo2AgxBACECDJ8BCyADQfgANgIcIAMgATYCFCADQeoaNgIQIANBFTYCDEEAIQIMngELIAEgBEcEQCADQQ02AgggAyABNgIEQeQAIQIMhQELQfcAIQIMnQELIAEgBEYEQEH2ACECDJ0BCwJAAkACQCABLQAAQcgAaw4LAAELCwsLCwsLCwILCyABQQFqIQFB3QAhAgyFAQsgAUEBaiEBQeAAIQIMhAELIAFBAWohAUHjACECDIMBC0H1ACECIAEgBEYNmwEgAygCACIAIAQgAWtqIQUgASAAa0ECaiEGAkADQCABLQAAIABBtdUAai0AAEcNCCAAQQJGDQEgAEEBaiEAIAQgAUEBaiIBRw0ACyADIAU2AgAMnAELIAMoAgQhACADQgA3AwAgAyAAIAZBAWoiARArIgAEQCADQfQANgIcIAMgATYCFCADIAA2AgxBACECDJwBC0HiACECDIIBC0EAIQACQCADKAI4IgJFDQAgAigCNCICRQ0AIAMgAhEAACEACwJAIAAEQCAAQRVGDQEgA0EANgIcIAMgATYCFCADQeoNNgIQIANBJjYCDEEAIQIMnAELQeEAIQIMggELIANB8wA2AhwgAyABNgIUIANBgBs2AhAgA0EVNgIMQQAhAgyaAQsgAy0AKSIAQSNrQQtJDQkCQCAAQQZLDQBBASAAdEHKAHFFDQAMCgtBACECIANBADYCHCADIAE2AhQgA0HtCTYCECADQQg2AgwMmQELQfIAIQIgASAERg2YASADKAIAIgAgBCABa2ohBSABIABrQQFqIQYCQANAIAEtAAAgAEGz1QBqLQAARw0FIABBAUYNASAAQQFqIQAgBCABQQFqIgFHDQALIAMgBTYCAAyZAQsgAygCBCEAIANCADcDACADIAAgBkEBaiIBECsiAARAIANB8QA2AhwgAyABNgIUIAMgADYCDEEAIQIMmQELQd8AIQIMfwtBACEAAkAgAygCOCICRQ0AIAIoAjQiAkUNACADIAIRAAAhAAsCQCAABEAgAEEVRg0BIANBADYCHCADIAE2AhQgA0HqDTYCECADQSY2AgxBACECDJkBC0HeACECDH8LIANB8AA2AhwgAyABNgIUIANBgBs2AhAgA0EVNgIMQQAhAgyXAQsgAy0AKUEhRg0GIANBADYCHCADIAE2AhQgA0GRCjYCECADQQg2AgxBACECDJYBC0HvACECIAEgBEYNlQEgAygCACIAIAQgAWtqIQUgASAAa0ECaiEGAkADQCABLQAAIABBsNUAai0AAEcNAiAAQQJGDQEgAEEBaiEAIAQgAUEBaiIBRw0ACyADIAU2AgAMlgELIAMoAgQhACADQgA3AwAgAyAAIAZBAWoiARArIgBFDQIgA0HtADYCHCADIAE2AhQgAyAANgIMQQAhAgyVAQsgA0EANgIACyADKAIEIQAgA0EANgIEIAMgACABECsiAEUNgAEgA0HuADYCHCADIAE2AhQgAyAANgIMQQAhAgyTAQtB3AAhAgx5C0EAIQACQCADKAI4IgJFDQAgAigCNCICRQ0AIAMgAhEAACEACwJAIAAEQCAAQRVGDQEgA0EANgIcIAMgATYCFCADQeoNNgIQIANBJjYCDEEAIQIMkwELQdsAIQIMeQsgA0HsADYCHCADIAE2AhQgA0GAGzYCECADQRU2AgxBACECDJEBCyADLQApIgBBI0kNACAAQS5GDQAgA0EANgIcIAMgATYCFCADQckJNgIQIANBCDYCDEEAIQIMkAELQdoAIQIMdgsgASAERgRAQesAIQIMjwELAkAgAS0AAEEvRgRAIAFBAWohAQwBCyADQQA2AhwgAyABNgIUIANBsjg2AhAgA0EINgIMQQAhAgyPAQtB2QAhAgx1CyABIARHBEAgA0EONgIIIAMgATYCBEHYACECDHULQeoAIQIMjQELIAEgBEYEQEHpACECDI0BCyABLQAAQTBrIgBB/wFxQQpJBEAgAyAAOgAqIAFBAWohAUHXACECDHQLIAMoAgQhACADQQA2AgQgAyAAIAEQLyIARQ16IANB6AA2AhwgAyABNgIUIAMgADYCDEEAIQIMjAELIAEgBEYEQEHnACECDIwBCwJAIAEtAABBLkYEQCABQQFqIQEMAQsgAygCBCEAIANBADYCBCADIAAgARAvIgBFDXsgA0HmADYCHCADIAE2AhQgAyAANgIMQQAhAgyMAQtB1gAhAgxyCyABIARGBEBB5QAhAgyLAQtBACEAQQEhBUEBIQdBACECAkACQAJAAkACQAJ/AkACQAJAAkACQAJAAkAgAS0AAEEwaw4KCgkAAQIDBAUGCAsLQQIMBgtBAwwFC0EEDAQLQQUMAwtBBgwCC0EHDAELQQgLIQJBACEFQQAhBwwCC0EJIQJBASEAQQAhBUEAIQcMAQtBACEFQQEhAgsgAyACOgArIAFBAWohAQJAAkAgAy0ALkEQcQ0AAkACQAJAIAMtACoOAwEAAgQLIAdFDQMMAgsgAA0BDAILIAVFDQELIAMoAgQhACADQQA2AgQgAyAAIAEQLyIARQ0CIANB4gA2AhwgAyABNgIUIAMgADYCDEEAIQIMjQELIAMoAgQhACADQQA2AgQgAyAAIAEQLyIARQ19IANB4wA2AhwgAyABNgIUIAMgADYCDEEAIQIMjAELIAMoAgQhACADQQA2AgQgAyAAIAEQLyIARQ17IANB5AA2AhwgAyABNgIUIAMgADYCDAyLAQtB1AAhAgxxCyADLQApQSJGDYYBQdMAIQIMcAtBACEAAkAgAygCOCICRQ0AIAIoAkQiAkUNACADIAIRAAAhAAsgAEUEQEHVACECDHALIABBFUcEQCADQQA2AhwgAyABNgIUIANBpA02AhAgA0EhNgIMQQAhAgyJAQsgA0HhADYCHCADIAE2AhQgA0HQGjYCECADQRU2AgxBACECDIgBCyABIARGBEBB4AAhAgyIAQsCQAJAAkACQAJAIAEtAABBCmsOBAEEBAAECyABQQFqIQEMAQsgAUEBaiEBIANBL2otAABBAXFFDQELQdIAIQIMcAsgA0EANgIcIAMgATYCFCADQbYRNgIQIANBCTYCDEEAIQIMiAELIANBADYCHCADIAE2AhQgA0G2ETYCECADQQk2AgxBACECDIcBCyABIARGBEBB3wAhAgyHAQsgAS0AAEEKRgRAIAFBAWohAQwJCyADLQAuQcAAcQ0IIANBADYCHCADIAE2AhQgA0G2ETYCECADQQI2AgxBACECDIYBCyABIARGBEBB3QAhAgyGAQsgAS0AACICQQ1GBEAgAUEBaiEBQdAAIQIMbQsgASEAIAJBCWsOBAUBAQUBCyAEIAEiAEYEQEHcACECDIUBCyAALQAAQQpHDQAgAEEBagwCC0EAIQIgA0EANgIcIAMgADYCFCADQcotNgIQIANBBzYCDAyDAQsgASAERgRAQdsAIQIMgwELAkAgAS0AAEEJaw4EAwAAAwALIAFBAWoLIQFBzgAhAgxoCyABIARGBEBB2gAhAgyBAQsgAS0AAEEJaw4EAAEBAAELQQAhAiADQQA2AhwgA0GaEjYCECADQQc2AgwgAyABQQFqNgIUDH8LIANBgBI7ASpBACEAAkAgAygCOCICRQ0AIAIoAjgiAkUNACADIAIRAAAhAAsgAEUNACAAQRVHDQEgA0HZADYCHCADIAE2AhQgA0HqGjYCECADQRU2AgxBACECDH4LQc0AIQIMZAsgA0EANgIcIAMgATYCFCADQckNNgIQIANBGjYCDEEAIQIMfAsgASAERgRAQdkAIQIMfAsgAS0AAEEgRw09IAFBAWohASADLQAuQQFxDT0gA0EANgIcIAMgATYCFCADQcIcNgIQIANBHjYCDEEAIQIMewsgASAERgRAQdgAIQIMewsCQAJAAkACQAJAIAEtAAAiAEEKaw4EAgMDAAELIAFBAWohAUEsIQIMZQsgAEE6Rw0BIANBADYCHCADIAE2AhQgA0HnETYCECADQQo2AgxBACECDH0LIAFBAWohASADQS9qLQAAQQFxRQ1zIAMtADJBgAFxRQRAIANBMmohAiADEDVBACEAAkAgAygCOCIGRQ0AIAYoAigiBkUNACADIAYRAAAhAAsCQAJAIAAOFk1MSwEBAQEBAQEBAQEBAQEBAQEBAQABCyADQSk2AhwgAyABNgIUIANBrBk2AhAgA0EVNgIMQQAhAgx+CyADQQA2AhwgAyABNgIUIANB5Qs2AhAgA0ERNgIMQQAhAgx9C0EAIQACQCADKAI4IgJFDQAgAigCXCICRQ0AIAMgAhEAACEACyAARQ1ZIABBFUcNASADQQU2AhwgAyABNgIUIANBmxs2AhAgA0EVNgIMQQAhAgx8C0HLACECDGILQQAhAiADQQA2AhwgAyABNgIUIANBkA42AhAgA0EUNgIMDHoLIAMgAy8BMkGAAXI7ATIMOwsgASAERwRAIANBETYCCCADIAE2AgRBygAhAgxgC0HXACECDHgLIAEgBEYEQEHWACECDHgLAkACQAJAAkAgAS0AACIAQSByIAAgAEHBAGtB/wFxQRpJG0H/AXFB4wBrDhMAQEBAQEBAQEBAQEBAAUBAQAIDQAsgAUEBaiEBQcYAIQIMYQsgAUEBaiEBQccAIQIMYAsgAUEBaiEBQcgAIQIMXwsgAUEBaiEBQckAIQIMXgtB1QAhAiAEIAEiAEYNdiAEIAFrIAMoAgAiAWohBiAAIAFrQQVqIQcDQCABQZDIAGotAAAgAC0AACIFQSByIAUgBUHBAGtB/wFxQRpJG0H/AXFHDQhBBCABQQVGDQoaIAFBAWohASAEIABBAWoiAEcNAAsgAyAGNgIADHYLQdQAIQIgBCABIgBGDXUgBCABayADKAIAIgFqIQYgACABa0EPaiEHA0AgAUGAyABqLQAAIAAtAAAiBUEgciAFIAVBwQBrQf8BcUEaSRtB/wFxRw0HQQMgAUEPRg0JGiABQQFqIQEgBCAAQQFqIgBHDQALIAMgBjYCAAx1C0HTACECIAQgASIARg10IAQgAWsgAygCACIBaiEGIAAgAWtBDmohBwNAIAFB4scAai0AACAALQAAIgVBIHIgBSAFQcEAa0H/AXFBGkkbQf8BcUcNBiABQQ5GDQcgAUEBaiEBIAQgAEEBaiIARw0ACyADIAY2AgAMdAtB0gAhAiAEIAEiAEYNcyAEIAFrIAMoAgAiAWohBSAAIAFrQQFqIQYDQCABQeDHAGotAAAgAC0AACIHQSByIAcgB0HBAGtB/wFxQRpJG0H/AXFHDQUgAUEBRg0CIAFBAWohASAEIABBAWoiAEcNAAsgAyAFNgIADHMLIAEgBEYEQEHRACECDHMLAkACQCABLQAAIgBBIHIgACAAQcEAa0H/AXFBGkkbQf8BcUHuAGsOBwA5OTk5OQE5CyABQQFqIQFBwwAhAgxaCyABQQFqIQFBxAAhAgxZCyADQQA2AgAgBkEBaiEBQcUAIQIMWAtB0AAhAiAEIAEiAEYNcCAEIAFrIAMoAgAiAWohBiAAIAFrQQlqIQcDQCABQdbHAGotAAAgAC0AACIFQSByIAUgBUHBAGtB/wFxQRpJG0H/AXFHDQJBAiABQQlGDQQaIAFBAWohASAEIABBAWoiAEcNAAsgAyAGNgIADHALQc8AIQIgBCABIgBGDW8gBCABayADKAIAIgFqIQYgACABa0EFaiEHA0AgAUHQxwBqLQAAIAAtAAAiBUEgciAFIAVBwQBrQf8BcUEaSRtB/wFxRw0BIAFBBUYNAiABQQFqIQEgBCAAQQFqIgBHDQALIAMgBjYCAAxvCyAAIQEgA0EANgIADDMLQQELOgAsIANBADYCACAHQQFqIQELQS0hAgxSCwJAA0AgAS0AAEHQxQBqLQAAQQFHDQEgBCABQQFqIgFHDQALQc0AIQIMawtBwgAhAgxRCyABIARGBEBBzAAhAgxqCyABLQAAQTpGBEAgAygCBCEAIANBADYCBCADIAAgARAwIgBFDTMgA0HLADYCHCADIAA2AgwgAyABQQFqNgIUQQAhAgxqCyADQQA2AhwgAyABNgIUIANB5xE2AhAgA0EKNgIMQQAhAgxpCwJAAkAgAy0ALEECaw4CAAEnCyADQTNqLQAAQQJxRQ0mIAMtAC5BAnENJiADQQA2AhwgAyABNgIUIANBphQ2AhAgA0ELNgIMQQAhAgxpCyADLQAyQSBxRQ0lIAMtAC5BAnENJSADQQA2AhwgAyABNgIUIANBvRM2AhAgA0EPNgIMQQAhAgxoC0EAIQACQCADKAI4IgJFDQAgAigCSCICRQ0AIAMgAhEAACEACyAARQRAQcEAIQIMTwsgAEEVRwRAIANBADYCHCADIAE2AhQgA0GmDzYCECADQRw2AgxBACECDGgLIANBygA2AhwgAyABNgIUIANBhRw2AhAgA0EVNgIMQQAhAgxnCyABIARHBEAgASECA0AgBCACIgFrQRBOBEAgAUEQaiEC/Qz/////////////////////IAH9AAAAIg1BB/1sIA39DODg4ODg4ODg4ODg4ODg4OD9bv0MX19fX19fX19fX19fX19fX/0mIA39DAkJCQkJCQkJCQkJCQkJCQn9I/1Q/VL9ZEF/c2giAEEQRg0BIAAgAWohAQwYCyABIARGBEBBxAAhAgxpCyABLQAAQcDBAGotAABBAUcNFyAEIAFBAWoiAkcNAAtBxAAhAgxnC0HEACECDGYLIAEgBEcEQANAAkAgAS0AACIAQSByIAAgAEHBAGtB/wFxQRpJG0H/AXEiAEEJRg0AIABBIEYNAAJAAkACQAJAIABB4wBrDhMAAwMDAwMDAwEDAwMDAwMDAwMCAwsgAUEBaiEBQTYhAgxSCyABQQFqIQFBNyECDFELIAFBAWohAUE4IQIMUAsMFQsgBCABQQFqIgFHDQALQTwhAgxmC0E8IQIMZQsgASAERgRAQcgAIQIMZQsgA0ESNgIIIAMgATYCBAJAAkACQAJAAkAgAy0ALEEBaw4EFAABAgkLIAMtADJBIHENA0HgASECDE8LAkAgAy8BMiIAQQhxRQ0AIAMtAChBAUcNACADLQAuQQhxRQ0CCyADIABB9/sDcUGABHI7ATIMCwsgAyADLwEyQRByOwEyDAQLIANBADYCBCADIAEgARAxIgAEQCADQcEANgIcIAMgADYCDCADIAFBAWo2AhRBACECDGYLIAFBAWohAQxYCyADQQA2AhwgAyABNgIUIANB9BM2AhAgA0EENgIMQQAhAgxkC0HHACECIAEgBEYNYyADKAIAIgAgBCABa2ohBSABIABrQQZqIQYCQANAIABBwMUAai0AACABLQAAQSByRw0BIABBBkYNSiAAQQFqIQAgBCABQQFqIgFHDQALIAMgBTYCAAxkCyADQQA2AgAMBQsCQCABIARHBEADQCABLQAAQcDDAGotAAAiAEEBRwRAIABBAkcNAyABQQFqIQEMBQsgBCABQQFqIgFHDQALQcUAIQIMZAtBxQAhAgxjCwsgA0EAOgAsDAELQQshAgxHC0E/IQIMRgsCQAJAA0AgAS0AACIAQSBHBEACQCAAQQprDgQDBQUDAAsgAEEsRg0DDAQLIAQgAUEBaiIBRw0AC0HGACECDGALIANBCDoALAwOCyADLQAoQQFHDQIgAy0ALkEIcQ0CIAMoAgQhACADQQA2AgQgAyAAIAEQMSIABEAgA0HCADYCHCADIAA2AgwgAyABQQFqNgIUQQAhAgxfCyABQQFqIQEMUAtBOyECDEQLAkADQCABLQAAIgBBIEcgAEEJR3ENASAEIAFBAWoiAUcNAAtBwwAhAgxdCwtBPCECDEILAkACQCABIARHBEADQCABLQAAIgBBIEcEQCAAQQprDgQDBAQDBAsgBCABQQFqIgFHDQALQT8hAgxdC0E/IQIMXAsgAyADLwEyQSByOwEyDAoLIAMoAgQhACADQQA2AgQgAyAAIAEQMSIARQ1OIANBPjYCHCADIAE2AhQgAyAANgIMQQAhAgxaCwJAIAEgBEcEQANAIAEtAABBwMMAai0AACIAQQFHBEAgAEECRg0DDAwLIAQgAUEBaiIBRw0AC0E3IQIMWwtBNyECDFoLIAFBAWohAQwEC0E7IQIgBCABIgBGDVggBCABayADKAIAIgFqIQYgACABa0EFaiEHAkADQCABQZDIAGotAAAgAC0AACIFQSByIAUgBUHBAGtB/wFxQRpJG0H/AXFHDQEgAUEFRgRAQQchAQw/CyABQQFqIQEgBCAAQQFqIgBHDQALIAMgBjYCAAxZCyADQQA2AgAgACEBDAULQTohAiAEIAEiAEYNVyAEIAFrIAMoAgAiAWohBiAAIAFrQQhqIQcCQANAIAFBtMEAai0AACAALQAAIgVBIHIgBSAFQcEAa0H/AXFBGkkbQf8BcUcNASABQQhGBEBBBSEBDD4LIAFBAWohASAEIABBAWoiAEcNAAsgAyAGNgIADFgLIANBADYCACAAIQEMBAtBOSECIAQgASIARg1WIAQgAWsgAygCACIBaiEGIAAgAWtBA2ohBwJAA0AgAUGwwQBqLQAAIAAtAAAiBUEgciAFIAVBwQBrQf8BcUEaSRtB/wFxRw0BIAFBA0YEQEEGIQEMPQsgAUEBaiEBIAQgAEEBaiIARw0ACyADIAY2AgAMVwsgA0EANgIAIAAhAQwDCwJAA0AgAS0AACIAQSBHBEAgAEEKaw4EBwQEBwILIAQgAUEBaiIBRw0AC0E4IQIMVgsgAEEsRw0BIAFBAWohAEEBIQECQAJAAkACQAJAIAMtACxBBWsOBAMBAgQACyAAIQEMBAtBAiEBDAELQQQhAQsgA0EBOgAsIAMgAy8BMiABcjsBMiAAIQEMAQsgAyADLwEyQQhyOwEyIAAhAQtBPiECDDsLIANBADoALAtBOSECDDkLIAEgBEYEQEE2IQIMUgsCQAJAAkACQAJAIAEtAABBCmsOBAACAgECCyADKAIEIQAgA0EANgIEIAMgACABEDEiAEUNAiADQTM2AhwgAyABNgIUIAMgADYCDEEAIQIMVQsgAygCBCEAIANBADYCBCADIAAgARAxIgBFBEAgAUEBaiEBDAYLIANBMjYCHCADIAA2AgwgAyABQQFqNgIUQQAhAgxUCyADLQAuQQFxBEBB3wEhAgw7CyADKAIEIQAgA0EANgIEIAMgACABEDEiAA0BDEkLQTQhAgw5CyADQTU2AhwgAyABNgIUIAMgADYCDEEAIQIMUQtBNSECDDcLIANBL2otAABBAXENACADQQA2AhwgAyABNgIUIANB6xY2AhAgA0EZNgIMQQAhAgxPC0EzIQIMNQsgASAERgRAQTIhAgxOCwJAIAEtAABBCkYEQCABQQFqIQEMAQsgA0EANgIcIAMgATYCFCADQZIXNgIQIANBAzYCDEEAIQIMTgtBMiECDDQLIAEgBEYEQEExIQIMTQsCQCABLQAAIgBBCUYNACAAQSBGDQBBASECAkAgAy0ALEEFaw4EBgQFAA0LIAMgAy8BMkEIcjsBMgwMCyADLQAuQQFxRQ0BIAMtACxBCEcNACADQQA6ACwLQT0hAgwyCyADQQA2AhwgAyABNgIUIANBwhY2AhAgA0EKNgIMQQAhAgxKC0ECIQIMAQtBBCECCyADQQE6ACwgAyADLwEyIAJyOwEyDAYLIAEgBEYEQEEwIQIMRwsgAS0AAEEKRgRAIAFBAWohAQwBCyADLQAuQQFxDQAgA0EANgIcIAMgATYCFCADQdwoNgIQIANBAjYCDEEAIQIMRgtBMCECDCwLIAFBAWohAUExIQIMKwsgASAERgRAQS8hAgxECyABLQAAIgBBCUcgAEEgR3FFBEAgAUEBaiEBIAMtAC5BAXENASADQQA2AhwgAyABNgIUIANBlxA2AhAgA0EKNgIMQQAhAgxEC0EBIQICQAJAAkACQAJAAkAgAy0ALEECaw4HBQQEAwECAAQLIAMgAy8BMkEIcjsBMgwDC0ECIQIMAQtBBCECCyADQQE6ACwgAyADLwEyIAJyOwEyC0EvIQIMKwsgA0EANgIcIAMgATYCFCADQYQTNgIQIANBCzYCDEEAIQIMQwtB4QEhAgwpCyABIARGBEBBLiECDEILIANBADYCBCADQRI2AgggAyABIAEQMSIADQELQS4hAgwnCyADQS02AhwgAyABNgIUIAMgADYCDEEAIQIMPwtBACEAAkAgAygCOCICRQ0AIAIoAkwiAkUNACADIAIRAAAhAAsgAEUNACAAQRVHDQEgA0HYADYCHCADIAE2AhQgA0GzGzYCECADQRU2AgxBACECDD4LQcwAIQIMJAsgA0EANgIcIAMgATYCFCADQbMONgIQIANBHTYCDEEAIQIMPAsgASAERgRAQc4AIQIMPAsgAS0AACIAQSBGDQIgAEE6Rg0BCyADQQA6ACxBCSECDCELIAMoAgQhACADQQA2AgQgAyAAIAEQMCIADQEMAgsgAy0ALkEBcQRAQd4BIQIMIAsgAygCBCEAIANBADYCBCADIAAgARAwIgBFDQIgA0EqNgIcIAMgADYCDCADIAFBAWo2AhRBACECDDgLIANBywA2AhwgAyAANgIMIAMgAUEBajYCFEEAIQIMNwsgAUEBaiEBQcAAIQIMHQsgAUEBaiEBDCwLIAEgBEYEQEErIQIMNQsCQCABLQAAQQpGBEAgAUEBaiEBDAELIAMtAC5BwABxRQ0GCyADLQAyQYABcQRAQQAhAAJAIAMoAjgiAkUNACACKAJcIgJFDQAgAyACEQAAIQALIABFDRIgAEEVRgRAIANBBTYCHCADIAE2AhQgA0GbGzYCECADQRU2AgxBACECDDYLIANBADYCHCADIAE2AhQgA0GQDjYCECADQRQ2AgxBACECDDULIANBMmohAiADEDVBACEAAkAgAygCOCIGRQ0AIAYoAigiBkUNACADIAYRAAAhAAsgAA4WAgEABAQEBAQEBAQEBAQEBAQEBAQEAwQLIANBAToAMAsgAiACLwEAQcAAcjsBAAtBKyECDBgLIANBKTYCHCADIAE2AhQgA0GsGTYCECADQRU2AgxBACECDDALIANBADYCHCADIAE2AhQgA0HlCzYCECADQRE2AgxBACECDC8LIANBADYCHCADIAE2AhQgA0GlCzYCECADQQI2AgxBACECDC4LQQEhByADLwEyIgVBCHFFBEAgAykDIEIAUiEHCwJAIAMtADAEQEEBIQAgAy0AKUEFRg0BIAVBwABxRSAHcUUNAQsCQCADLQAoIgJBAkYEQEEBIQAgAy8BNCIGQeUARg0CQQAhACAFQcAAcQ0CIAZB5ABGDQIgBkHmAGtBAkkNAiAGQcwBRg0CIAZBsAJGDQIMAQtBACEAIAVBwABxDQELQQIhACAFQQhxDQAgBUGABHEEQAJAIAJBAUcNACADLQAuQQpxDQBBBSEADAILQQQhAAwBCyAFQSBxRQRAIAMQNkEAR0ECdCEADAELQQBBAyADKQMgUBshAAsgAEEBaw4FAgAHAQMEC0ERIQIMEwsgA0EBOgAxDCkLQQAhAgJAIAMoAjgiAEUNACAAKAIwIgBFDQAgAyAAEQAAIQILIAJFDSYgAkEVRgRAIANBAzYCHCADIAE2AhQgA0HSGzYCECADQRU2AgxBACECDCsLQQAhAiADQQA2AhwgAyABNgIUIANB3Q42AhAgA0ESNgIMDCoLIANBADYCHCADIAE2AhQgA0H5IDYCECADQQ82AgxBACECDCkLQQAhAAJAIAMoAjgiAkUNACACKAIwIgJFDQAgAyACEQAAIQALIAANAQtBDiECDA4LIABBFUYEQCADQQI2AhwgAyABNgIUIANB0hs2AhAgA0EVNgIMQQAhAgwnCyADQQA2AhwgAyABNgIUIANB3Q42AhAgA0ESNgIMQQAhAgwmC0EqIQIMDAsgASAERwRAIANBCTYCCCADIAE2AgRBKSECDAwLQSYhAgwkCyADIAMpAyAiDCAEIAFrrSIKfSILQgAgCyAMWBs3AyAgCiAMVARAQSUhAgwkCyADKAIEIQAgA0EANgIEIAMgACABIAynaiIBEDIiAEUNACADQQU2AhwgAyABNgIUIAMgADYCDEEAIQIMIwtBDyECDAkLQgAhCgJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQCABLQAAQTBrDjcXFgABAgMEBQYHFBQUFBQUFAgJCgsMDRQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUDg8QERITFAtCAiEKDBYLQgMhCgwVC0IEIQoMFAtCBSEKDBMLQgYhCgwSC0IHIQoMEQtCCCEKDBALQgkhCgwPC0IKIQoMDgtCCyEKDA0LQgwhCgwMC0INIQoMCwtCDiEKDAoLQg8hCgwJC0IKIQoMCAtCCyEKDAcLQgwhCgwGC0INIQoMBQtCDiEKDAQLQg8hCgwDCyADQQA2AhwgAyABNgIUIANBnxU2AhAgA0EMNgIMQQAhAgwhCyABIARGBEBBIiECDCELQgAhCgJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkAgAS0AAEEwaw43FRQAAQIDBAUGBxYWFhYWFhYICQoLDA0WFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFg4PEBESExYLQgIhCgwUC0IDIQoMEwtCBCEKDBILQgUhCgwRC0IGIQoMEAtCByEKDA8LQgghCgwOC0IJIQoMDQtCCiEKDAwLQgshCgwLC0IMIQoMCgtCDSEKDAkLQg4hCgwIC0IPIQoMBwtCCiEKDAYLQgshCgwFC0IMIQoMBAtCDSEKDAMLQg4hCgwCC0IPIQoMAQtCASEKCyABQQFqIQEgAykDICILQv//////////D1gEQCADIAtCBIYgCoQ3AyAMAgsgA0EANgIcIAMgATYCFCADQbUJNgIQIANBDDYCDEEAIQIMHgtBJyECDAQLQSghAgwDCyADIAE6ACwgA0EANgIAIAdBAWohAUEMIQIMAgsgA0EANgIAIAZBAWohAUEKIQIMAQsgAUEBaiEBQQghAgwACwALQQAhAiADQQA2AhwgAyABNgIUIANBsjg2AhAgA0EINgIMDBcLQQAhAiADQQA2AhwgAyABNgIUIANBgxE2AhAgA0EJNgIMDBYLQQAhAiADQQA2AhwgAyABNgIUIANB3wo2AhAgA0EJNgIMDBULQQAhAiADQQA2AhwgAyABNgIUIANB7RA2AhAgA0EJNgIMDBQLQQAhAiADQQA2AhwgAyABNgIUIANB0hE2AhAgA0EJNgIMDBMLQQAhAiADQQA2AhwgAyABNgIUIANBsjg2AhAgA0EINgIMDBILQQAhAiADQQA2AhwgAyABNgIUIANBgxE2AhAgA0EJNgIMDBELQQAhAiADQQA2AhwgAyABNgIUIANB3wo2AhAgA0EJNgIMDBALQQAhAiADQQA2AhwgAyABNgIUIANB7RA2AhAgA0EJNgIMDA8LQQAhAiADQQA2AhwgAyABNgIUIANB0hE2AhAgA0EJNgIMDA4LQQAhAiADQQA2AhwgAyABNgIUIANBuRc2AhAgA0EPNgIMDA0LQQAhAiADQQA2AhwgAyABNgIUIANBuRc2AhAgA0EPNgIMDAwLQQAhAiADQQA2AhwgAyABNgIUIANBmRM2AhAgA0ELNgIMDAsLQQAhAiADQQA2AhwgAyABNgIUIANBnQk2AhAgA0ELNgIMDAoLQQAhAiADQQA2AhwgAyABNgIUIANBlxA2AhAgA0EKNgIMDAkLQQAhAiADQQA2AhwgAyABNgIUIANBsRA2AhAgA0EKNgIMDAgLQQAhAiADQQA2AhwgAyABNgIUIANBux02AhAgA0ECNgIMDAcLQQAhAiADQQA2AhwgAyABNgIUIANBlhY2AhAgA0ECNgIMDAYLQQAhAiADQQA2AhwgAyABNgIUIANB+Rg2AhAgA0ECNgIMDAULQQAhAiADQQA2AhwgAyABNgIUIANBxBg2AhAgA0ECNgIMDAQLIANBAjYCHCADIAE2AhQgA0GpHjYCECADQRY2AgxBACECDAMLQd4AIQIgASAERg0CIAlBCGohByADKAIAIQUCQAJAIAEgBEcEQCAFQZbIAGohCCAEIAVqIAFrIQYgBUF/c0EKaiIFIAFqIQADQCABLQAAIAgtAABHBEBBAiEIDAMLIAVFBEBBACEIIAAhAQwDCyAFQQFrIQUgCEEBaiEIIAQgAUEBaiIBRw0ACyAGIQUgBCEBCyAHQQE2AgAgAyAFNgIADAELIANBADYCACAHIAg2AgALIAcgATYCBCAJKAIMIQACQAJAIAkoAghBAWsOAgQBAAsgA0EANgIcIANBwh42AhAgA0EXNgIMIAMgAEEBajYCFEEAIQIMAwsgA0EANgIcIAMgADYCFCADQdceNgIQIANBCTYCDEEAIQIMAgsgASAERgRAQSghAgwCCyADQQk2AgggAyABNgIEQSchAgwBCyABIARGBEBBASECDAELA0ACQAJAAkAgAS0AAEEKaw4EAAEBAAELIAFBAWohAQwBCyABQQFqIQEgAy0ALkEgcQ0AQQAhAiADQQA2AhwgAyABNgIUIANBoSE2AhAgA0EFNgIMDAILQQEhAiABIARHDQALCyAJQRBqJAAgAkUEQCADKAIMIQAMAQsgAyACNgIcQQAhACADKAIEIgFFDQAgAyABIAQgAygCCBEBACIBRQ0AIAMgBDYCFCADIAE2AgwgASEACyAAC74CAQJ/IABBADoAACAAQeQAaiIBQQFrQQA6AAAgAEEAOgACIABBADoAASABQQNrQQA6AAAgAUECa0EAOgAAIABBADoAAyABQQRrQQA6AABBACAAa0EDcSIBIABqIgBBADYCAEHkACABa0F8cSICIABqIgFBBGtBADYCAAJAIAJBCUkNACAAQQA2AgggAEEANgIEIAFBCGtBADYCACABQQxrQQA2AgAgAkEZSQ0AIABBADYCGCAAQQA2AhQgAEEANgIQIABBADYCDCABQRBrQQA2AgAgAUEUa0EANgIAIAFBGGtBADYCACABQRxrQQA2AgAgAiAAQQRxQRhyIgJrIgFBIEkNACAAIAJqIQADQCAAQgA3AxggAEIANwMQIABCADcDCCAAQgA3AwAgAEEgaiEAIAFBIGsiAUEfSw0ACwsLVgEBfwJAIAAoAgwNAAJAAkACQAJAIAAtADEOAwEAAwILIAAoAjgiAUUNACABKAIwIgFFDQAgACABEQAAIgENAwtBAA8LAAsgAEHKGTYCEEEOIQELIAELGgAgACgCDEUEQCAAQd4fNgIQIABBFTYCDAsLFAAgACgCDEEVRgRAIABBADYCDAsLFAAgACgCDEEWRgRAIABBADYCDAsLBwAgACgCDAsHACAAKAIQCwkAIAAgATYCEAsHACAAKAIUCysAAkAgAEEnTw0AQv//////CSAArYhCAYNQDQAgAEECdEHQOGooAgAPCwALFwAgAEEvTwRAAAsgAEECdEHsOWooAgALvwkBAX9B9C0hAQJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAIABB5ABrDvQDY2IAAWFhYWFhYQIDBAVhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhBgcICQoLDA0OD2FhYWFhEGFhYWFhYWFhYWFhEWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYRITFBUWFxgZGhthYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhHB0eHyAhIiMkJSYnKCkqKywtLi8wMTIzNDU2YTc4OTphYWFhYWFhYTthYWE8YWFhYT0+P2FhYWFhYWFhQGFhQWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYUJDREVGR0hJSktMTU5PUFFSU2FhYWFhYWFhVFVWV1hZWlthXF1hYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFeYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhX2BhC0HqLA8LQZgmDwtB7TEPC0GgNw8LQckpDwtBtCkPC0GWLQ8LQesrDwtBojUPC0HbNA8LQeApDwtB4yQPC0HVJA8LQe4kDwtB5iUPC0HKNA8LQdA3DwtBqjUPC0H1LA8LQfYmDwtBgiIPC0HyMw8LQb4oDwtB5zcPC0HNIQ8LQcAhDwtBuCUPC0HLJQ8LQZYkDwtBjzQPC0HNNQ8LQd0qDwtB7jMPC0GcNA8LQZ4xDwtB9DUPC0HlIg8LQa8lDwtBmTEPC0GyNg8LQfk2DwtBxDIPC0HdLA8LQYIxDwtBwTEPC0GNNw8LQckkDwtB7DYPC0HnKg8LQcgjDwtB4iEPC0HJNw8LQaUiDwtBlCIPC0HbNg8LQd41DwtBhiYPC0G8Kw8LQYsyDwtBoCMPC0H2MA8LQYAsDwtBiSsPC0GkJg8LQfIjDwtBgSgPC0GrMg8LQesnDwtBwjYPC0GiJA8LQc8qDwtB3CMPC0GHJw8LQeQ0DwtBtyIPC0GtMQ8LQdUiDwtBrzQPC0HeJg8LQdYyDwtB9DQPC0GBOA8LQfQ3DwtBkjYPC0GdJw8LQYIpDwtBjSMPC0HXMQ8LQb01DwtBtDcPC0HYMA8LQbYnDwtBmjgPC0GnKg8LQcQnDwtBriMPC0H1Ig8LAAtByiYhAQsgAQsXACAAIAAvAS5B/v8DcSABQQBHcjsBLgsaACAAIAAvAS5B/f8DcSABQQBHQQF0cjsBLgsaACAAIAAvAS5B+/8DcSABQQBHQQJ0cjsBLgsaACAAIAAvAS5B9/8DcSABQQBHQQN0cjsBLgsaACAAIAAvAS5B7/8DcSABQQBHQQR0cjsBLgsaACAAIAAvAS5B3/8DcSABQQBHQQV0cjsBLgsaACAAIAAvAS5Bv/8DcSABQQBHQQZ0cjsBLgsaACAAIAAvAS5B//4DcSABQQBHQQd0cjsBLgsaACAAIAAvAS5B//0DcSABQQBHQQh0cjsBLgsaACAAIAAvAS5B//sDcSABQQBHQQl0cjsBLgs+AQJ/AkAgACgCOCIDRQ0AIAMoAgQiA0UNACAAIAEgAiABayADEQEAIgRBf0cNACAAQeESNgIQQRghBAsgBAs+AQJ/AkAgACgCOCIDRQ0AIAMoAggiA0UNACAAIAEgAiABayADEQEAIgRBf0cNACAAQfwRNgIQQRghBAsgBAs+AQJ/AkAgACgCOCIDRQ0AIAMoAgwiA0UNACAAIAEgAiABayADEQEAIgRBf0cNACAAQewKNgIQQRghBAsgBAs+AQJ/AkAgACgCOCIDRQ0AIAMoAhAiA0UNACAAIAEgAiABayADEQEAIgRBf0cNACAAQfoeNgIQQRghBAsgBAs+AQJ/AkAgACgCOCIDRQ0AIAMoAhQiA0UNACAAIAEgAiABayADEQEAIgRBf0cNACAAQcsQNgIQQRghBAsgBAs+AQJ/AkAgACgCOCIDRQ0AIAMoAhgiA0UNACAAIAEgAiABayADEQEAIgRBf0cNACAAQbcfNgIQQRghBAsgBAs+AQJ/AkAgACgCOCIDRQ0AIAMoAhwiA0UNACAAIAEgAiABayADEQEAIgRBf0cNACAAQb8VNgIQQRghBAsgBAs+AQJ/AkAgACgCOCIDRQ0AIAMoAiwiA0UNACAAIAEgAiABayADEQEAIgRBf0cNACAAQf4INgIQQRghBAsgBAs+AQJ/AkAgACgCOCIDRQ0AIAMoAiAiA0UNACAAIAEgAiABayADEQEAIgRBf0cNACAAQYwdNgIQQRghBAsgBAs+AQJ/AkAgACgCOCIDRQ0AIAMoAiQiA0UNACAAIAEgAiABayADEQEAIgRBf0cNACAAQeYVNgIQQRghBAsgBAs4ACAAAn8gAC8BMkEUcUEURgRAQQEgAC0AKEEBRg0BGiAALwE0QeUARgwBCyAALQApQQVGCzoAMAtZAQJ/AkAgAC0AKEEBRg0AIAAvATQiAUHkAGtB5ABJDQAgAUHMAUYNACABQbACRg0AIAAvATIiAEHAAHENAEEBIQIgAEGIBHFBgARGDQAgAEEocUUhAgsgAguMAQECfwJAAkACQCAALQAqRQ0AIAAtACtFDQAgAC8BMiIBQQJxRQ0BDAILIAAvATIiAUEBcUUNAQtBASECIAAtAChBAUYNACAALwE0IgBB5ABrQeQASQ0AIABBzAFGDQAgAEGwAkYNACABQcAAcQ0AQQAhAiABQYgEcUGABEYNACABQShxQQBHIQILIAILcwAgAEEQav0MAAAAAAAAAAAAAAAAAAAAAP0LAwAgAP0MAAAAAAAAAAAAAAAAAAAAAP0LAwAgAEEwav0MAAAAAAAAAAAAAAAAAAAAAP0LAwAgAEEgav0MAAAAAAAAAAAAAAAAAAAAAP0LAwAgAEH9ATYCHAsGACAAEDoLmi0BC38jAEEQayIKJABB3NUAKAIAIglFBEBBnNkAKAIAIgVFBEBBqNkAQn83AgBBoNkAQoCAhICAgMAANwIAQZzZACAKQQhqQXBxQdiq1aoFcyIFNgIAQbDZAEEANgIAQYDZAEEANgIAC0GE2QBBwNkENgIAQdTVAEHA2QQ2AgBB6NUAIAU2AgBB5NUAQX82AgBBiNkAQcCmAzYCAANAIAFBgNYAaiABQfTVAGoiAjYCACACIAFB7NUAaiIDNgIAIAFB+NUAaiADNgIAIAFBiNYAaiABQfzVAGoiAzYCACADIAI2AgAgAUGQ1gBqIAFBhNYAaiICNgIAIAIgAzYCACABQYzWAGogAjYCACABQSBqIgFBgAJHDQALQczZBEGBpgM2AgBB4NUAQazZACgCADYCAEHQ1QBBgKYDNgIAQdzVAEHI2QQ2AgBBzP8HQTg2AgBByNkEIQkLAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkAgAEHsAU0EQEHE1QAoAgAiBkEQIABBE2pBcHEgAEELSRsiBEEDdiIAdiIBQQNxBEACQCABQQFxIAByQQFzIgJBA3QiAEHs1QBqIgEgAEH01QBqKAIAIgAoAggiA0YEQEHE1QAgBkF+IAJ3cTYCAAwBCyABIAM2AgggAyABNgIMCyAAQQhqIQEgACACQQN0IgJBA3I2AgQgACACaiIAIAAoAgRBAXI2AgQMEQtBzNUAKAIAIgggBE8NASABBEACQEECIAB0IgJBACACa3IgASAAdHFoIgBBA3QiAkHs1QBqIgEgAkH01QBqKAIAIgIoAggiA0YEQEHE1QAgBkF+IAB3cSIGNgIADAELIAEgAzYCCCADIAE2AgwLIAIgBEEDcjYCBCAAQQN0IgAgBGshBSAAIAJqIAU2AgAgAiAEaiIEIAVBAXI2AgQgCARAIAhBeHFB7NUAaiEAQdjVACgCACEDAn9BASAIQQN2dCIBIAZxRQRAQcTVACABIAZyNgIAIAAMAQsgACgCCAsiASADNgIMIAAgAzYCCCADIAA2AgwgAyABNgIICyACQQhqIQFB2NUAIAQ2AgBBzNUAIAU2AgAMEQtByNUAKAIAIgtFDQEgC2hBAnRB9NcAaigCACIAKAIEQXhxIARrIQUgACECA0ACQCACKAIQIgFFBEAgAkEUaigCACIBRQ0BCyABKAIEQXhxIARrIgMgBUkhAiADIAUgAhshBSABIAAgAhshACABIQIMAQsLIAAoAhghCSAAKAIMIgMgAEcEQEHU1QAoAgAaIAMgACgCCCIBNgIIIAEgAzYCDAwQCyAAQRRqIgIoAgAiAUUEQCAAKAIQIgFFDQMgAEEQaiECCwNAIAIhByABIgNBFGoiAigCACIBDQAgA0EQaiECIAMoAhAiAQ0ACyAHQQA2AgAMDwtBfyEEIABBv39LDQAgAEETaiIBQXBxIQRByNUAKAIAIghFDQBBACAEayEFAkACQAJAAn9BACAEQYACSQ0AGkEfIARB////B0sNABogBEEmIAFBCHZnIgBrdkEBcSAAQQF0a0E+agsiBkECdEH01wBqKAIAIgJFBEBBACEBQQAhAwwBC0EAIQEgBEEZIAZBAXZrQQAgBkEfRxt0IQBBACEDA0ACQCACKAIEQXhxIARrIgcgBU8NACACIQMgByIFDQBBACEFIAIhAQwDCyABIAJBFGooAgAiByAHIAIgAEEddkEEcWpBEGooAgAiAkYbIAEgBxshASAAQQF0IQAgAg0ACwsgASADckUEQEEAIQNBAiAGdCIAQQAgAGtyIAhxIgBFDQMgAGhBAnRB9NcAaigCACEBCyABRQ0BCwNAIAEoAgRBeHEgBGsiAiAFSSEAIAIgBSAAGyEFIAEgAyAAGyEDIAEoAhAiAAR/IAAFIAFBFGooAgALIgENAAsLIANFDQAgBUHM1QAoAgAgBGtPDQAgAygCGCEHIAMgAygCDCIARwRAQdTVACgCABogACADKAIIIgE2AgggASAANgIMDA4LIANBFGoiAigCACIBRQRAIAMoAhAiAUUNAyADQRBqIQILA0AgAiEGIAEiAEEUaiICKAIAIgENACAAQRBqIQIgACgCECIBDQALIAZBADYCAAwNC0HM1QAoAgAiAyAETwRAQdjVACgCACEBAkAgAyAEayICQRBPBEAgASAEaiIAIAJBAXI2AgQgASADaiACNgIAIAEgBEEDcjYCBAwBCyABIANBA3I2AgQgASADaiIAIAAoAgRBAXI2AgRBACEAQQAhAgtBzNUAIAI2AgBB2NUAIAA2AgAgAUEIaiEBDA8LQdDVACgCACIDIARLBEAgBCAJaiIAIAMgBGsiAUEBcjYCBEHc1QAgADYCAEHQ1QAgATYCACAJIARBA3I2AgQgCUEIaiEBDA8LQQAhASAEAn9BnNkAKAIABEBBpNkAKAIADAELQajZAEJ/NwIAQaDZAEKAgISAgIDAADcCAEGc2QAgCkEMakFwcUHYqtWqBXM2AgBBsNkAQQA2AgBBgNkAQQA2AgBBgIAECyIAIARBxwBqIgVqIgZBACAAayIHcSICTwRAQbTZAEEwNgIADA8LAkBB/NgAKAIAIgFFDQBB9NgAKAIAIgggAmohACAAIAFNIAAgCEtxDQBBACEBQbTZAEEwNgIADA8LQYDZAC0AAEEEcQ0EAkACQCAJBEBBhNkAIQEDQCABKAIAIgAgCU0EQCAAIAEoAgRqIAlLDQMLIAEoAggiAQ0ACwtBABA7IgBBf0YNBSACIQZBoNkAKAIAIgFBAWsiAyAAcQRAIAIgAGsgACADakEAIAFrcWohBgsgBCAGTw0FIAZB/v///wdLDQVB/NgAKAIAIgMEQEH02AAoAgAiByAGaiEBIAEgB00NBiABIANLDQYLIAYQOyIBIABHDQEMBwsgBiADayAHcSIGQf7///8HSw0EIAYQOyEAIAAgASgCACABKAIEakYNAyAAIQELAkAgBiAEQcgAak8NACABQX9GDQBBpNkAKAIAIgAgBSAGa2pBACAAa3EiAEH+////B0sEQCABIQAMBwsgABA7QX9HBEAgACAGaiEGIAEhAAwHC0EAIAZrEDsaDAQLIAEiAEF/Rw0FDAMLQQAhAwwMC0EAIQAMCgsgAEF/Rw0CC0GA2QBBgNkAKAIAQQRyNgIACyACQf7///8HSw0BIAIQOyEAQQAQOyEBIABBf0YNASABQX9GDQEgACABTw0BIAEgAGsiBiAEQThqTQ0BC0H02ABB9NgAKAIAIAZqIgE2AgBB+NgAKAIAIAFJBEBB+NgAIAE2AgALAkACQAJAQdzVACgCACICBEBBhNkAIQEDQCAAIAEoAgAiAyABKAIEIgVqRg0CIAEoAggiAQ0ACwwCC0HU1QAoAgAiAUEARyAAIAFPcUUEQEHU1QAgADYCAAtBACEBQYjZACAGNgIAQYTZACAANgIAQeTVAEF/NgIAQejVAEGc2QAoAgA2AgBBkNkAQQA2AgADQCABQYDWAGogAUH01QBqIgI2AgAgAiABQezVAGoiAzYCACABQfjVAGogAzYCACABQYjWAGogAUH81QBqIgM2AgAgAyACNgIAIAFBkNYAaiABQYTWAGoiAjYCACACIAM2AgAgAUGM1gBqIAI2AgAgAUEgaiIBQYACRw0AC0F4IABrQQ9xIgEgAGoiAiAGQThrIgMgAWsiAUEBcjYCBEHg1QBBrNkAKAIANgIAQdDVACABNgIAQdzVACACNgIAIAAgA2pBODYCBAwCCyAAIAJNDQAgAiADSQ0AIAEoAgxBCHENAEF4IAJrQQ9xIgAgAmoiA0HQ1QAoAgAgBmoiByAAayIAQQFyNgIEIAEgBSAGajYCBEHg1QBBrNkAKAIANgIAQdDVACAANgIAQdzVACADNgIAIAIgB2pBODYCBAwBCyAAQdTVACgCAEkEQEHU1QAgADYCAAsgACAGaiEDQYTZACEBAkACQAJAA0AgAyABKAIARwRAIAEoAggiAQ0BDAILCyABLQAMQQhxRQ0BC0GE2QAhAQNAIAEoAgAiAyACTQRAIAMgASgCBGoiBSACSw0DCyABKAIIIQEMAAsACyABIAA2AgAgASABKAIEIAZqNgIEIABBeCAAa0EPcWoiCSAEQQNyNgIEIANBeCADa0EPcWoiBiAEIAlqIgRrIQEgAiAGRgRAQdzVACAENgIAQdDVAEHQ1QAoAgAgAWoiADYCACAEIABBAXI2AgQMCAtB2NUAKAIAIAZGBEBB2NUAIAQ2AgBBzNUAQczVACgCACABaiIANgIAIAQgAEEBcjYCBCAAIARqIAA2AgAMCAsgBigCBCIFQQNxQQFHDQYgBUF4cSEIIAVB/wFNBEAgBUEDdiEDIAYoAggiACAGKAIMIgJGBEBBxNUAQcTVACgCAEF+IAN3cTYCAAwHCyACIAA2AgggACACNgIMDAYLIAYoAhghByAGIAYoAgwiAEcEQCAAIAYoAggiAjYCCCACIAA2AgwMBQsgBkEUaiICKAIAIgVFBEAgBigCECIFRQ0EIAZBEGohAgsDQCACIQMgBSIAQRRqIgIoAgAiBQ0AIABBEGohAiAAKAIQIgUNAAsgA0EANgIADAQLQXggAGtBD3EiASAAaiIHIAZBOGsiAyABayIBQQFyNgIEIAAgA2pBODYCBCACIAVBNyAFa0EPcWpBP2siAyADIAJBEGpJGyIDQSM2AgRB4NUAQazZACgCADYCAEHQ1QAgATYCAEHc1QAgBzYCACADQRBqQYzZACkCADcCACADQYTZACkCADcCCEGM2QAgA0EIajYCAEGI2QAgBjYCAEGE2QAgADYCAEGQ2QBBADYCACADQSRqIQEDQCABQQc2AgAgBSABQQRqIgFLDQALIAIgA0YNACADIAMoAgRBfnE2AgQgAyADIAJrIgU2AgAgAiAFQQFyNgIEIAVB/wFNBEAgBUF4cUHs1QBqIQACf0HE1QAoAgAiAUEBIAVBA3Z0IgNxRQRAQcTVACABIANyNgIAIAAMAQsgACgCCAsiASACNgIMIAAgAjYCCCACIAA2AgwgAiABNgIIDAELQR8hASAFQf///wdNBEAgBUEmIAVBCHZnIgBrdkEBcSAAQQF0a0E+aiEBCyACIAE2AhwgAkIANwIQIAFBAnRB9NcAaiEAQcjVACgCACIDQQEgAXQiBnFFBEAgACACNgIAQcjVACADIAZyNgIAIAIgADYCGCACIAI2AgggAiACNgIMDAELIAVBGSABQQF2a0EAIAFBH0cbdCEBIAAoAgAhAwJAA0AgAyIAKAIEQXhxIAVGDQEgAUEddiEDIAFBAXQhASAAIANBBHFqQRBqIgYoAgAiAw0ACyAGIAI2AgAgAiAANgIYIAIgAjYCDCACIAI2AggMAQsgACgCCCIBIAI2AgwgACACNgIIIAJBADYCGCACIAA2AgwgAiABNgIIC0HQ1QAoAgAiASAETQ0AQdzVACgCACIAIARqIgIgASAEayIBQQFyNgIEQdDVACABNgIAQdzVACACNgIAIAAgBEEDcjYCBCAAQQhqIQEMCAtBACEBQbTZAEEwNgIADAcLQQAhAAsgB0UNAAJAIAYoAhwiAkECdEH01wBqIgMoAgAgBkYEQCADIAA2AgAgAA0BQcjVAEHI1QAoAgBBfiACd3E2AgAMAgsgB0EQQRQgBygCECAGRhtqIAA2AgAgAEUNAQsgACAHNgIYIAYoAhAiAgRAIAAgAjYCECACIAA2AhgLIAZBFGooAgAiAkUNACAAQRRqIAI2AgAgAiAANgIYCyABIAhqIQEgBiAIaiIGKAIEIQULIAYgBUF+cTYCBCABIARqIAE2AgAgBCABQQFyNgIEIAFB/wFNBEAgAUF4cUHs1QBqIQACf0HE1QAoAgAiAkEBIAFBA3Z0IgFxRQRAQcTVACABIAJyNgIAIAAMAQsgACgCCAsiASAENgIMIAAgBDYCCCAEIAA2AgwgBCABNgIIDAELQR8hBSABQf///wdNBEAgAUEmIAFBCHZnIgBrdkEBcSAAQQF0a0E+aiEFCyAEIAU2AhwgBEIANwIQIAVBAnRB9NcAaiEAQcjVACgCACICQQEgBXQiA3FFBEAgACAENgIAQcjVACACIANyNgIAIAQgADYCGCAEIAQ2AgggBCAENgIMDAELIAFBGSAFQQF2a0EAIAVBH0cbdCEFIAAoAgAhAAJAA0AgACICKAIEQXhxIAFGDQEgBUEddiEAIAVBAXQhBSACIABBBHFqQRBqIgMoAgAiAA0ACyADIAQ2AgAgBCACNgIYIAQgBDYCDCAEIAQ2AggMAQsgAigCCCIAIAQ2AgwgAiAENgIIIARBADYCGCAEIAI2AgwgBCAANgIICyAJQQhqIQEMAgsCQCAHRQ0AAkAgAygCHCIBQQJ0QfTXAGoiAigCACADRgRAIAIgADYCACAADQFByNUAIAhBfiABd3EiCDYCAAwCCyAHQRBBFCAHKAIQIANGG2ogADYCACAARQ0BCyAAIAc2AhggAygCECIBBEAgACABNgIQIAEgADYCGAsgA0EUaigCACIBRQ0AIABBFGogATYCACABIAA2AhgLAkAgBUEPTQRAIAMgBCAFaiIAQQNyNgIEIAAgA2oiACAAKAIEQQFyNgIEDAELIAMgBGoiAiAFQQFyNgIEIAMgBEEDcjYCBCACIAVqIAU2AgAgBUH/AU0EQCAFQXhxQezVAGohAAJ/QcTVACgCACIBQQEgBUEDdnQiBXFFBEBBxNUAIAEgBXI2AgAgAAwBCyAAKAIICyIBIAI2AgwgACACNgIIIAIgADYCDCACIAE2AggMAQtBHyEBIAVB////B00EQCAFQSYgBUEIdmciAGt2QQFxIABBAXRrQT5qIQELIAIgATYCHCACQgA3AhAgAUECdEH01wBqIQBBASABdCIEIAhxRQRAIAAgAjYCAEHI1QAgBCAIcjYCACACIAA2AhggAiACNgIIIAIgAjYCDAwBCyAFQRkgAUEBdmtBACABQR9HG3QhASAAKAIAIQQCQANAIAQiACgCBEF4cSAFRg0BIAFBHXYhBCABQQF0IQEgACAEQQRxakEQaiIGKAIAIgQNAAsgBiACNgIAIAIgADYCGCACIAI2AgwgAiACNgIIDAELIAAoAggiASACNgIMIAAgAjYCCCACQQA2AhggAiAANgIMIAIgATYCCAsgA0EIaiEBDAELAkAgCUUNAAJAIAAoAhwiAUECdEH01wBqIgIoAgAgAEYEQCACIAM2AgAgAw0BQcjVACALQX4gAXdxNgIADAILIAlBEEEUIAkoAhAgAEYbaiADNgIAIANFDQELIAMgCTYCGCAAKAIQIgEEQCADIAE2AhAgASADNgIYCyAAQRRqKAIAIgFFDQAgA0EUaiABNgIAIAEgAzYCGAsCQCAFQQ9NBEAgACAEIAVqIgFBA3I2AgQgACABaiIBIAEoAgRBAXI2AgQMAQsgACAEaiIHIAVBAXI2AgQgACAEQQNyNgIEIAUgB2ogBTYCACAIBEAgCEF4cUHs1QBqIQFB2NUAKAIAIQMCf0EBIAhBA3Z0IgIgBnFFBEBBxNUAIAIgBnI2AgAgAQwBCyABKAIICyICIAM2AgwgASADNgIIIAMgATYCDCADIAI2AggLQdjVACAHNgIAQczVACAFNgIACyAAQQhqIQELIApBEGokACABC0MAIABFBEA/AEEQdA8LAkAgAEH//wNxDQAgAEEASA0AIABBEHZAACIAQX9GBEBBtNkAQTA2AgBBfw8LIABBEHQPCwALC5lCIgBBgAgLDQEAAAAAAAAAAgAAAAMAQZgICwUEAAAABQBBqAgLCQYAAAAHAAAACABB5AgLwjJJbnZhbGlkIGNoYXIgaW4gdXJsIHF1ZXJ5AFNwYW4gY2FsbGJhY2sgZXJyb3IgaW4gb25fYm9keQBDb250ZW50LUxlbmd0aCBvdmVyZmxvdwBDaHVuayBzaXplIG92ZXJmbG93AEludmFsaWQgbWV0aG9kIGZvciBIVFRQL3gueCByZXF1ZXN0AEludmFsaWQgbWV0aG9kIGZvciBSVFNQL3gueCByZXF1ZXN0AEV4cGVjdGVkIFNPVVJDRSBtZXRob2QgZm9yIElDRS94LnggcmVxdWVzdABJbnZhbGlkIGNoYXIgaW4gdXJsIGZyYWdtZW50IHN0YXJ0AEV4cGVjdGVkIGRvdABTcGFuIGNhbGxiYWNrIGVycm9yIGluIG9uX3N0YXR1cwBJbnZhbGlkIHJlc3BvbnNlIHN0YXR1cwBFeHBlY3RlZCBMRiBhZnRlciBoZWFkZXJzAEludmFsaWQgY2hhcmFjdGVyIGluIGNodW5rIGV4dGVuc2lvbnMAVXNlciBjYWxsYmFjayBlcnJvcgBgb25fcmVzZXRgIGNhbGxiYWNrIGVycm9yAGBvbl9jaHVua19oZWFkZXJgIGNhbGxiYWNrIGVycm9yAGBvbl9tZXNzYWdlX2JlZ2luYCBjYWxsYmFjayBlcnJvcgBgb25fY2h1bmtfZXh0ZW5zaW9uX3ZhbHVlYCBjYWxsYmFjayBlcnJvcgBgb25fc3RhdHVzX2NvbXBsZXRlYCBjYWxsYmFjayBlcnJvcgBgb25fdmVyc2lvbl9jb21wbGV0ZWAgY2FsbGJhY2sgZXJyb3IAYG9uX3VybF9jb21wbGV0ZWAgY2FsbGJhY2sgZXJyb3IAYG9uX3Byb3RvY29sX2NvbXBsZXRlYCBjYWxsYmFjayBlcnJvcgBgb25fY2h1bmtfY29tcGxldGVgIGNhbGxiYWNrIGVycm9yAGBvbl9oZWFkZXJfdmFsdWVfY29tcGxldGVgIGNhbGxiYWNrIGVycm9yAGBvbl9tZXNzYWdlX2NvbXBsZXRlYCBjYWxsYmFjayBlcnJvcgBgb25fbWV0aG9kX2NvbXBsZXRlYCBjYWxsYmFjayBlcnJvcgBgb25faGVhZGVyX2ZpZWxkX2NvbXBsZXRlYCBjYWxsYmFjayBlcnJvcgBgb25fY2h1bmtfZXh0ZW5zaW9uX25hbWVgIGNhbGxiYWNrIGVycm9yAFVuZXhwZWN0ZWQgY2hhciBpbiB1cmwgc2VydmVyAEludmFsaWQgaGVhZGVyIHZhbHVlIGNoYXIASW52YWxpZCBoZWFkZXIgZmllbGQgY2hhcgBTcGFuIGNhbGxiYWNrIGVycm9yIGluIG9uX3ZlcnNpb24ASW52YWxpZCBtaW5vciB2ZXJzaW9uAEludmFsaWQgbWFqb3IgdmVyc2lvbgBFeHBlY3RlZCBzcGFjZSBhZnRlciB2ZXJzaW9uAEV4cGVjdGVkIENSTEYgYWZ0ZXIgdmVyc2lvbgBJbnZhbGlkIEhUVFAgdmVyc2lvbgBJbnZhbGlkIGhlYWRlciB0b2tlbgBTcGFuIGNhbGxiYWNrIGVycm9yIGluIG9uX3VybABJbnZhbGlkIGNoYXJhY3RlcnMgaW4gdXJsAFVuZXhwZWN0ZWQgc3RhcnQgY2hhciBpbiB1cmwARG91YmxlIEAgaW4gdXJsAFNwYW4gY2FsbGJhY2sgZXJyb3IgaW4gb25fcHJvdG9jb2wARW1wdHkgQ29udGVudC1MZW5ndGgASW52YWxpZCBjaGFyYWN0ZXIgaW4gQ29udGVudC1MZW5ndGgAVHJhbnNmZXItRW5jb2RpbmcgY2FuJ3QgYmUgcHJlc2VudCB3aXRoIENvbnRlbnQtTGVuZ3RoAER1cGxpY2F0ZSBDb250ZW50LUxlbmd0aABJbnZhbGlkIGNoYXIgaW4gdXJsIHBhdGgAQ29udGVudC1MZW5ndGggY2FuJ3QgYmUgcHJlc2VudCB3aXRoIFRyYW5zZmVyLUVuY29kaW5nAE1pc3NpbmcgZXhwZWN0ZWQgQ1IgYWZ0ZXIgY2h1bmsgc2l6ZQBFeHBlY3RlZCBMRiBhZnRlciBjaHVuayBzaXplAEludmFsaWQgY2hhcmFjdGVyIGluIGNodW5rIHNpemUAU3BhbiBjYWxsYmFjayBlcnJvciBpbiBvbl9oZWFkZXJfdmFsdWUAU3BhbiBjYWxsYmFjayBlcnJvciBpbiBvbl9jaHVua19leHRlbnNpb25fdmFsdWUASW52YWxpZCBjaGFyYWN0ZXIgaW4gY2h1bmsgZXh0ZW5zaW9ucyB2YWx1ZQBVbmV4cGVjdGVkIHdoaXRlc3BhY2UgYWZ0ZXIgaGVhZGVyIHZhbHVlAE1pc3NpbmcgZXhwZWN0ZWQgQ1IgYWZ0ZXIgaGVhZGVyIHZhbHVlAE1pc3NpbmcgZXhwZWN0ZWQgTEYgYWZ0ZXIgaGVhZGVyIHZhbHVlAEludmFsaWQgYFRyYW5zZmVyLUVuY29kaW5nYCBoZWFkZXIgdmFsdWUATWlzc2luZyBleHBlY3RlZCBDUiBhZnRlciBjaHVuayBleHRlbnNpb24gdmFsdWUASW52YWxpZCBjaGFyYWN0ZXIgaW4gY2h1bmsgZXh0ZW5zaW9ucyBxdW90ZSB2YWx1ZQBJbnZhbGlkIHF1b3RlZC1wYWlyIGluIGNodW5rIGV4dGVuc2lvbnMgcXVvdGVkIHZhbHVlAEludmFsaWQgY2hhcmFjdGVyIGluIGNodW5rIGV4dGVuc2lvbnMgcXVvdGVkIHZhbHVlAFBhdXNlZCBieSBvbl9oZWFkZXJzX2NvbXBsZXRlAEludmFsaWQgRU9GIHN0YXRlAG9uX3Jlc2V0IHBhdXNlAG9uX2NodW5rX2hlYWRlciBwYXVzZQBvbl9tZXNzYWdlX2JlZ2luIHBhdXNlAG9uX2NodW5rX2V4dGVuc2lvbl92YWx1ZSBwYXVzZQBvbl9zdGF0dXNfY29tcGxldGUgcGF1c2UAb25fdmVyc2lvbl9jb21wbGV0ZSBwYXVzZQBvbl91cmxfY29tcGxldGUgcGF1c2UAb25fcHJvdG9jb2xfY29tcGxldGUgcGF1c2UAb25fY2h1bmtfY29tcGxldGUgcGF1c2UAb25faGVhZGVyX3ZhbHVlX2NvbXBsZXRlIHBhdXNlAG9uX21lc3NhZ2VfY29tcGxldGUgcGF1c2UAb25fbWV0aG9kX2NvbXBsZXRlIHBhdXNlAG9uX2hlYWRlcl9maWVsZF9jb21wbGV0ZSBwYXVzZQBvbl9jaHVua19leHRlbnNpb25fbmFtZSBwYXVzZQBVbmV4cGVjdGVkIHNwYWNlIGFmdGVyIHN0YXJ0IGxpbmUATWlzc2luZyBleHBlY3RlZCBDUiBhZnRlciByZXNwb25zZSBsaW5lAFNwYW4gY2FsbGJhY2sgZXJyb3IgaW4gb25fY2h1bmtfZXh0ZW5zaW9uX25hbWUASW52YWxpZCBjaGFyYWN0ZXIgaW4gY2h1bmsgZXh0ZW5zaW9ucyBuYW1lAE1pc3NpbmcgZXhwZWN0ZWQgQ1IgYWZ0ZXIgY2h1bmsgZXh0ZW5zaW9uIG5hbWUASW52YWxpZCBzdGF0dXMgY29kZQBQYXVzZSBvbiBDT05ORUNUL1VwZ3JhZGUAUGF1c2Ugb24gUFJJL1VwZ3JhZGUARXhwZWN0ZWQgSFRUUC8yIENvbm5lY3Rpb24gUHJlZmFjZQBTcGFuIGNhbGxiYWNrIGVycm9yIGluIG9uX21ldGhvZABFeHBlY3RlZCBzcGFjZSBhZnRlciBtZXRob2QAU3BhbiBjYWxsYmFjayBlcnJvciBpbiBvbl9oZWFkZXJfZmllbGQAUGF1c2VkAEludmFsaWQgd29yZCBlbmNvdW50ZXJlZABJbnZhbGlkIG1ldGhvZCBlbmNvdW50ZXJlZABNaXNzaW5nIGV4cGVjdGVkIENSIGFmdGVyIGNodW5rIGRhdGEARXhwZWN0ZWQgTEYgYWZ0ZXIgY2h1bmsgZGF0YQBVbmV4cGVjdGVkIGNoYXIgaW4gdXJsIHNjaGVtYQBSZXF1ZXN0IGhhcyBpbnZhbGlkIGBUcmFuc2Zlci1FbmNvZGluZ2AARGF0YSBhZnRlciBgQ29ubmVjdGlvbjogY2xvc2VgAFNXSVRDSF9QUk9YWQBVU0VfUFJPWFkATUtBQ1RJVklUWQBVTlBST0NFU1NBQkxFX0VOVElUWQBRVUVSWQBDT1BZAE1PVkVEX1BFUk1BTkVOVExZAFRPT19FQVJMWQBOT1RJRlkARkFJTEVEX0RFUEVOREVOQ1kAQkFEX0dBVEVXQVkAUExBWQBQVVQAQ0hFQ0tPVVQAR0FURVdBWV9USU1FT1VUAFJFUVVFU1RfVElNRU9VVABORVRXT1JLX0NPTk5FQ1RfVElNRU9VVABDT05ORUNUSU9OX1RJTUVPVVQATE9HSU5fVElNRU9VVABORVRXT1JLX1JFQURfVElNRU9VVABQT1NUAE1JU0RJUkVDVEVEX1JFUVVFU1QAQ0xJRU5UX0NMT1NFRF9SRVFVRVNUAENMSUVOVF9DTE9TRURfTE9BRF9CQUxBTkNFRF9SRVFVRVNUAEJBRF9SRVFVRVNUAEhUVFBfUkVRVUVTVF9TRU5UX1RPX0hUVFBTX1BPUlQAUkVQT1JUAElNX0FfVEVBUE9UAFJFU0VUX0NPTlRFTlQATk9fQ09OVEVOVABQQVJUSUFMX0NPTlRFTlQASFBFX0lOVkFMSURfQ09OU1RBTlQASFBFX0NCX1JFU0VUAEdFVABIUEVfU1RSSUNUAENPTkZMSUNUAFRFTVBPUkFSWV9SRURJUkVDVABQRVJNQU5FTlRfUkVESVJFQ1QAQ09OTkVDVABNVUxUSV9TVEFUVVMASFBFX0lOVkFMSURfU1RBVFVTAFRPT19NQU5ZX1JFUVVFU1RTAEVBUkxZX0hJTlRTAFVOQVZBSUxBQkxFX0ZPUl9MRUdBTF9SRUFTT05TAE9QVElPTlMAU1dJVENISU5HX1BST1RPQ09MUwBWQVJJQU5UX0FMU09fTkVHT1RJQVRFUwBNVUxUSVBMRV9DSE9JQ0VTAElOVEVSTkFMX1NFUlZFUl9FUlJPUgBXRUJfU0VSVkVSX1VOS05PV05fRVJST1IAUkFJTEdVTl9FUlJPUgBJREVOVElUWV9QUk9WSURFUl9BVVRIRU5USUNBVElPTl9FUlJPUgBTU0xfQ0VSVElGSUNBVEVfRVJST1IASU5WQUxJRF9YX0ZPUldBUkRFRF9GT1IAU0VUX1BBUkFNRVRFUgBHRVRfUEFSQU1FVEVSAEhQRV9VU0VSAFNFRV9PVEhFUgBIUEVfQ0JfQ0hVTktfSEVBREVSAEV4cGVjdGVkIExGIGFmdGVyIENSAE1LQ0FMRU5EQVIAU0VUVVAAV0VCX1NFUlZFUl9JU19ET1dOAFRFQVJET1dOAEhQRV9DTE9TRURfQ09OTkVDVElPTgBIRVVSSVNUSUNfRVhQSVJBVElPTgBESVNDT05ORUNURURfT1BFUkFUSU9OAE5PTl9BVVRIT1JJVEFUSVZFX0lORk9STUFUSU9OAEhQRV9JTlZBTElEX1ZFUlNJT04ASFBFX0NCX01FU1NBR0VfQkVHSU4AU0lURV9JU19GUk9aRU4ASFBFX0lOVkFMSURfSEVBREVSX1RPS0VOAElOVkFMSURfVE9LRU4ARk9SQklEREVOAEVOSEFOQ0VfWU9VUl9DQUxNAEhQRV9JTlZBTElEX1VSTABCTE9DS0VEX0JZX1BBUkVOVEFMX0NPTlRST0wATUtDT0wAQUNMAEhQRV9JTlRFUk5BTABSRVFVRVNUX0hFQURFUl9GSUVMRFNfVE9PX0xBUkdFX1VOT0ZGSUNJQUwASFBFX09LAFVOTElOSwBVTkxPQ0sAUFJJAFJFVFJZX1dJVEgASFBFX0lOVkFMSURfQ09OVEVOVF9MRU5HVEgASFBFX1VORVhQRUNURURfQ09OVEVOVF9MRU5HVEgARkxVU0gAUFJPUFBBVENIAE0tU0VBUkNIAFVSSV9UT09fTE9ORwBQUk9DRVNTSU5HAE1JU0NFTExBTkVPVVNfUEVSU0lTVEVOVF9XQVJOSU5HAE1JU0NFTExBTkVPVVNfV0FSTklORwBIUEVfSU5WQUxJRF9UUkFOU0ZFUl9FTkNPRElORwBFeHBlY3RlZCBDUkxGAEhQRV9JTlZBTElEX0NIVU5LX1NJWkUATU9WRQBDT05USU5VRQBIUEVfQ0JfU1RBVFVTX0NPTVBMRVRFAEhQRV9DQl9IRUFERVJTX0NPTVBMRVRFAEhQRV9DQl9WRVJTSU9OX0NPTVBMRVRFAEhQRV9DQl9VUkxfQ09NUExFVEUASFBFX0NCX1BST1RPQ09MX0NPTVBMRVRFAEhQRV9DQl9DSFVOS19DT01QTEVURQBIUEVfQ0JfSEVBREVSX1ZBTFVFX0NPTVBMRVRFAEhQRV9DQl9DSFVOS19FWFRFTlNJT05fVkFMVUVfQ09NUExFVEUASFBFX0NCX0NIVU5LX0VYVEVOU0lPTl9OQU1FX0NPTVBMRVRFAEhQRV9DQl9NRVNTQUdFX0NPTVBMRVRFAEhQRV9DQl9NRVRIT0RfQ09NUExFVEUASFBFX0NCX0hFQURFUl9GSUVMRF9DT01QTEVURQBERUxFVEUASFBFX0lOVkFMSURfRU9GX1NUQVRFAElOVkFMSURfU1NMX0NFUlRJRklDQVRFAFBBVVNFAE5PX1JFU1BPTlNFAFVOU1VQUE9SVEVEX01FRElBX1RZUEUAR09ORQBOT1RfQUNDRVBUQUJMRQBTRVJWSUNFX1VOQVZBSUxBQkxFAFJBTkdFX05PVF9TQVRJU0ZJQUJMRQBPUklHSU5fSVNfVU5SRUFDSEFCTEUAUkVTUE9OU0VfSVNfU1RBTEUAUFVSR0UATUVSR0UAUkVRVUVTVF9IRUFERVJfRklFTERTX1RPT19MQVJHRQBSRVFVRVNUX0hFQURFUl9UT09fTEFSR0UAUEFZTE9BRF9UT09fTEFSR0UASU5TVUZGSUNJRU5UX1NUT1JBR0UASFBFX1BBVVNFRF9VUEdSQURFAEhQRV9QQVVTRURfSDJfVVBHUkFERQBTT1VSQ0UAQU5OT1VOQ0UAVFJBQ0UASFBFX1VORVhQRUNURURfU1BBQ0UAREVTQ1JJQkUAVU5TVUJTQ1JJQkUAUkVDT1JEAEhQRV9JTlZBTElEX01FVEhPRABOT1RfRk9VTkQAUFJPUEZJTkQAVU5CSU5EAFJFQklORABVTkFVVEhPUklaRUQATUVUSE9EX05PVF9BTExPV0VEAEhUVFBfVkVSU0lPTl9OT1RfU1VQUE9SVEVEAEFMUkVBRFlfUkVQT1JURUQAQUNDRVBURUQATk9UX0lNUExFTUVOVEVEAExPT1BfREVURUNURUQASFBFX0NSX0VYUEVDVEVEAEhQRV9MRl9FWFBFQ1RFRABDUkVBVEVEAElNX1VTRUQASFBFX1BBVVNFRABUSU1FT1VUX09DQ1VSRUQAUEFZTUVOVF9SRVFVSVJFRABQUkVDT05ESVRJT05fUkVRVUlSRUQAUFJPWFlfQVVUSEVOVElDQVRJT05fUkVRVUlSRUQATkVUV09SS19BVVRIRU5USUNBVElPTl9SRVFVSVJFRABMRU5HVEhfUkVRVUlSRUQAU1NMX0NFUlRJRklDQVRFX1JFUVVJUkVEAFVQR1JBREVfUkVRVUlSRUQAUEFHRV9FWFBJUkVEAFBSRUNPTkRJVElPTl9GQUlMRUQARVhQRUNUQVRJT05fRkFJTEVEAFJFVkFMSURBVElPTl9GQUlMRUQAU1NMX0hBTkRTSEFLRV9GQUlMRUQATE9DS0VEAFRSQU5TRk9STUFUSU9OX0FQUExJRUQATk9UX01PRElGSUVEAE5PVF9FWFRFTkRFRABCQU5EV0lEVEhfTElNSVRfRVhDRUVERUQAU0lURV9JU19PVkVSTE9BREVEAEhFQUQARXhwZWN0ZWQgSFRUUC8sIFJUU1AvIG9yIElDRS8A5xUAAK8VAACkEgAAkhoAACYWAACeFAAA2xkAAHkVAAB+EgAA/hQAADYVAAALFgAA2BYAAPMSAABCGAAArBYAABIVAAAUFwAA7xcAAEgUAABxFwAAshoAAGsZAAB+GQAANRQAAIIaAABEFwAA/RYAAB4YAACHFwAAqhkAAJMSAAAHGAAALBcAAMoXAACkFwAA5xUAAOcVAABYFwAAOxgAAKASAAAtHAAAwxEAAEgRAADeEgAAQhMAAKQZAAD9EAAA9xUAAKUVAADvFgAA+BkAAEoWAABWFgAA9RUAAAoaAAAIGgAAARoAAKsVAABCEgAA1xAAAEwRAAAFGQAAVBYAAB4RAADKGQAAyBkAAE4WAAD/GAAAcRQAAPAVAADuFQAAlBkAAPwVAAC/GQAAmxkAAHwUAABDEQAAcBgAAJUUAAAnFAAAGRQAANUSAADUGQAARBYAAPcQAEG5OwsBAQBB0DsL4AEBAQIBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEDAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQABAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQBBuj0LBAEAAAIAQdE9C14DBAMDAwMDAAADAwADAwADAwMDAwMDAwMDAAUAAAAAAAMDAwMDAwMDAwMDAwMDAwMDAwMDAwMDAwMDAAAAAwMDAwMDAwMDAwMDAwMDAwMDAwMDAwMDAwMDAwMAAwADAEG6PwsEAQAAAgBB0T8LXgMAAwMDAwMAAAMDAAMDAAMDAwMDAwMDAwMABAAFAAAAAwMDAwMDAwMDAwMDAwMDAwMDAwMDAwMDAwMAAAADAwMDAwMDAwMDAwMDAwMDAwMDAwMDAwMDAwMDAwADAAMAQbDBAAsNbG9zZWVlcC1hbGl2ZQBBycEACwEBAEHgwQAL4AEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQABAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQBBycMACwEBAEHgwwAL5wEBAQEBAQEBAQEBAQECAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQABAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAWNodW5rZWQAQfHFAAteAQABAQEBAQAAAQEAAQEAAQEBAQEBAQEBAQAAAAAAAAABAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQAAAAEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAAEAAQBB0McACyFlY3Rpb25lbnQtbGVuZ3Rob25yb3h5LWNvbm5lY3Rpb24AQYDIAAsgcmFuc2Zlci1lbmNvZGluZ3BncmFkZQ0KDQpTTQ0KDQoAQanIAAsFAQIAAQMAQcDIAAtfBAUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUAQanKAAsFAQIAAQMAQcDKAAtfBAUFBgUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUAQanMAAsEAQAAAQBBwcwAC14CAgACAgICAgICAgICAgICAgICAgICAgICAgICAgIAAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAEGpzgALBQECAAEDAEHAzgALXwQFAAAFBQUFBQUFBQUFBQYFBQUFBQUFBQUFBQUABQAHCAUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQAFAAUABQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUAAAAFAEGp0AALBQEBAAEBAEHA0AALAQEAQdrQAAtBAgAAAAAAAAMDAwMDAwMDAwMDAwMDAwMDAwMDAwMDAwMDAAAAAAAAAwMDAwMDAwMDAwMDAwMDAwMDAwMDAwMDAwMAQanSAAsFAQEAAQEAQcDSAAsBAQBBytIACwYCAAAAAAIAQeHSAAs6AwMDAwMDAwMDAwMDAwMDAwMDAwMDAwMDAwMAAAAAAAADAwMDAwMDAwMDAwMDAwMDAwMDAwMDAwMDAwBBoNQAC50BTk9VTkNFRUNLT1VUTkVDVEVURUNSSUJFTFVTSEVURUFEU0VBUkNIUkdFQ1RJVklUWUxFTkRBUlZFT1RJRllQVElPTlNDSFNFQVlTVEFUQ0hHRVVFUllPUkRJUkVDVE9SVFJDSFBBUkFNRVRFUlVSQ0VCU0NSSUJFQVJET1dOQUNFSU5ETktDS1VCU0NSSUJFVFRQQ0VUU1BBRFRQLw==';

		let wasmBuffer;

		Object.defineProperty(module, 'exports', {
		  get: () => {
		    return wasmBuffer
		      ? wasmBuffer
		      : (wasmBuffer = Buffer.from(wasmBase64, 'base64'))
		  }
		}); 
	} (llhttp_simdWasm));
	return llhttp_simdWasm.exports;
}

var formdataParser;
var hasRequiredFormdataParser;

function requireFormdataParser () {
	if (hasRequiredFormdataParser) return formdataParser;
	hasRequiredFormdataParser = 1;

	const { bufferToLowerCasedHeaderName } = requireUtil$1();
	const { HTTP_TOKEN_CODEPOINTS } = requireDataUrl();
	const { makeEntry } = requireFormdata();
	const { webidl } = requireWebidl();
	const assert = builtin$4;
	const { isomorphicDecode } = requireInfra();

	const dd = Buffer.from('--');
	const decoder = new TextDecoder();
	const decoderIgnoreBOM = new TextDecoder('utf-8', { ignoreBOM: true });

	/**
	 * @param {string} chars
	 */
	function isAsciiString (chars) {
	  for (let i = 0; i < chars.length; ++i) {
	    if ((chars.charCodeAt(i) & -128) !== 0) {
	      return false
	    }
	  }
	  return true
	}

	/**
	 * @see https://andreubotella.github.io/multipart-form-data/#multipart-form-data-boundary
	 * @param {string} boundary
	 */
	function validateBoundary (boundary) {
	  const length = boundary.length;

	  // - its length is greater or equal to 27 and lesser or equal to 70, and
	  if (length < 27 || length > 70) {
	    return false
	  }

	  // - it is composed by bytes in the ranges 0x30 to 0x39, 0x41 to 0x5A, or
	  //   0x61 to 0x7A, inclusive (ASCII alphanumeric), or which are 0x27 ('),
	  //   0x2D (-) or 0x5F (_).
	  for (let i = 0; i < length; ++i) {
	    const cp = boundary.charCodeAt(i);

	    if (!(
	      (cp >= 0x30 && cp <= 0x39) ||
	      (cp >= 0x41 && cp <= 0x5a) ||
	      (cp >= 0x61 && cp <= 0x7a) ||
	      cp === 0x27 ||
	      cp === 0x2d ||
	      cp === 0x5f
	    )) {
	      return false
	    }
	  }

	  return true
	}

	/**
	 * @see https://andreubotella.github.io/multipart-form-data/#multipart-form-data-parser
	 * @param {Buffer} input
	 * @param {ReturnType<import('./data-url')['parseMIMEType']>} mimeType
	 */
	function multipartFormDataParser (input, mimeType) {
	  // 1. Assert: mimeType’s essence is "multipart/form-data".
	  assert(mimeType !== 'failure' && mimeType.essence === 'multipart/form-data');

	  const boundaryString = mimeType.parameters.get('boundary');

	  // 2. If mimeType’s parameters["boundary"] does not exist, return failure.
	  //    Otherwise, let boundary be the result of UTF-8 decoding mimeType’s
	  //    parameters["boundary"].
	  if (boundaryString === undefined) {
	    throw parsingError('missing boundary in content-type header')
	  }

	  const boundary = Buffer.from(`--${boundaryString}`, 'utf8');

	  // 3. Let entry list be an empty entry list.
	  const entryList = [];

	  // 4. Let position be a pointer to a byte in input, initially pointing at
	  //    the first byte.
	  const position = { position: 0 };

	  // Note: Per RFC 2046 Section 5.1.1, we must ignore anything before the
	  // first boundary delimiter line (preamble). Search for the first boundary.
	  const firstBoundaryIndex = input.indexOf(boundary);

	  if (firstBoundaryIndex === -1) {
	    throw parsingError('no boundary found in multipart body')
	  }

	  // Start parsing from the first boundary, ignoring any preamble
	  position.position = firstBoundaryIndex;

	  // 5. While true:
	  while (true) {
	    // 5.1. If position points to a sequence of bytes starting with 0x2D 0x2D
	    //      (`--`) followed by boundary, advance position by 2 + the length of
	    //      boundary. Otherwise, return failure.
	    // Note: boundary is padded with 2 dashes already, no need to add 2.
	    if (input.subarray(position.position, position.position + boundary.length).equals(boundary)) {
	      position.position += boundary.length;
	    } else {
	      throw parsingError('expected a value starting with -- and the boundary')
	    }

	    // 5.2. If position points to the sequence of bytes 0x2D 0x2D 0x0D 0x0A
	    //      (`--` followed by CR LF) followed by the end of input, return entry list.
	    // Note: Per RFC 2046 Section 5.1.1, we must ignore anything after the
	    // final boundary delimiter (epilogue). Check for -- or --CRLF and return
	    // regardless of what follows.
	    if (bufferStartsWith(input, dd, position)) {
	      // Found closing boundary delimiter (--), ignore any epilogue
	      return entryList
	    }

	    // 5.3. If position does not point to a sequence of bytes starting with 0x0D
	    //      0x0A (CR LF), return failure.
	    if (input[position.position] !== 0x0d || input[position.position + 1] !== 0x0a) {
	      throw parsingError('expected CRLF')
	    }

	    // 5.4. Advance position by 2. (This skips past the newline.)
	    position.position += 2;

	    // 5.5. Let name, filename and contentType be the result of parsing
	    //      multipart/form-data headers on input and position, if the result
	    //      is not failure. Otherwise, return failure.
	    const result = parseMultipartFormDataHeaders(input, position);

	    let { name, filename, contentType, encoding } = result;

	    // 5.6. Advance position by 2. (This skips past the empty line that marks
	    //      the end of the headers.)
	    position.position += 2;

	    // 5.7. Let body be the empty byte sequence.
	    let body;

	    // 5.8. Body loop: While position is not past the end of input:
	    // TODO: the steps here are completely wrong
	    {
	      const boundaryIndex = input.indexOf(boundary.subarray(2), position.position);

	      if (boundaryIndex === -1) {
	        throw parsingError('expected boundary after body')
	      }

	      body = input.subarray(position.position, boundaryIndex - 4);

	      position.position += body.length;

	      // Note: position must be advanced by the body's length before being
	      // decoded, otherwise the parsing will fail.
	      if (encoding === 'base64') {
	        body = Buffer.from(body.toString(), 'base64');
	      }
	    }

	    // 5.9. If position does not point to a sequence of bytes starting with
	    //      0x0D 0x0A (CR LF), return failure. Otherwise, advance position by 2.
	    if (input[position.position] !== 0x0d || input[position.position + 1] !== 0x0a) {
	      throw parsingError('expected CRLF')
	    } else {
	      position.position += 2;
	    }

	    // 5.10. If filename is not null:
	    let value;

	    if (filename !== null) {
	      // 5.10.1. If contentType is null, set contentType to "text/plain".
	      contentType ??= 'text/plain';

	      // 5.10.2. If contentType is not an ASCII string, set contentType to the empty string.

	      // Note: `buffer.isAscii` can be used at zero-cost, but converting a string to a buffer is a high overhead.
	      // Content-Type is a relatively small string, so it is faster to use `String#charCodeAt`.
	      if (!isAsciiString(contentType)) {
	        contentType = '';
	      }

	      // 5.10.3. Let value be a new File object with name filename, type contentType, and body body.
	      value = new File([body], filename, { type: contentType });
	    } else {
	      // 5.11. Otherwise:

	      // 5.11.1. Let value be the UTF-8 decoding without BOM of body.
	      value = decoderIgnoreBOM.decode(Buffer.from(body));
	    }

	    // 5.12. Assert: name is a scalar value string and value is either a scalar value string or a File object.
	    assert(webidl.is.USVString(name));
	    assert((typeof value === 'string' && webidl.is.USVString(value)) || webidl.is.File(value));

	    // 5.13. Create an entry with name and value, and append it to entry list.
	    entryList.push(makeEntry(name, value, filename));
	  }
	}

	/**
	 * Parses content-disposition attributes (e.g., name="value" or filename*=utf-8''encoded)
	 * @param {Buffer} input
	 * @param {{ position: number }} position
	 * @returns {{ name: string, value: string, extended: boolean } | null}
	 */
	function parseContentDispositionAttribute (input, position) {
	  // Skip leading semicolon and whitespace
	  if (input[position.position] === 0x3b /* ; */) {
	    position.position++;
	  }

	  // Skip whitespace
	  collectASequenceOfBytes(
	    (char) => char === 0x20 || char === 0x09,
	    input,
	    position
	  );

	  // Collect attribute name (token characters)
	  const attributeName = collectASequenceOfBytes(
	    (char) => isToken(char) && char !== 0x3d && char !== 0x2a, // not = or *
	    input,
	    position
	  );

	  if (attributeName.length === 0) {
	    return null
	  }

	  const attrNameStr = attributeName.toString('ascii').toLowerCase();

	  // Check for extended notation (attribute*)
	  const isExtended = input[position.position] === 0x2a; /* * */
	  if (isExtended) {
	    position.position++; // skip *
	  }

	  // Expect = sign
	  if (input[position.position] !== 0x3d /* = */) {
	    return null
	  }
	  position.position++; // skip =

	  // Skip whitespace
	  collectASequenceOfBytes(
	    (char) => char === 0x20 || char === 0x09,
	    input,
	    position
	  );

	  let value;

	  if (isExtended) {
	    // Extended attribute format: charset'language'encoded-value
	    const headerValue = collectASequenceOfBytes(
	      (char) => char !== 0x20 && char !== 0x0d && char !== 0x0a && char !== 0x3b, // not space, CRLF, or ;
	      input,
	      position
	    );

	    const charsetSeparator = headerValue.indexOf(0x27);
	    const languageSeparator = charsetSeparator === -1
	      ? -1
	      : headerValue.indexOf(0x27, charsetSeparator + 1);

	    if (charsetSeparator === -1 || languageSeparator === -1) {
	      throw parsingError('expected charset and language separators in extended value')
	    }

	    if (
	      charsetSeparator !== 5 ||
	      (headerValue[0] !== 0x75 && headerValue[0] !== 0x55) || // u or U
	      (headerValue[1] !== 0x74 && headerValue[1] !== 0x54) || // t or T
	      (headerValue[2] !== 0x66 && headerValue[2] !== 0x46) || // f or F
	      headerValue[3] !== 0x2d || // -
	      headerValue[4] !== 0x38 // 8
	    ) {
	      throw parsingError('unknown charset, expected utf-8')
	    }

	    value = decodeURIComponent(decoder.decode(headerValue.subarray(languageSeparator + 1)));
	  } else if (input[position.position] === 0x22 /* " */) {
	    // Quoted string
	    position.position++; // skip opening quote

	    const quotedValue = collectASequenceOfBytes(
	      (char) => char !== 0x0a && char !== 0x0d && char !== 0x22, // not LF, CR, or "
	      input,
	      position
	    );

	    if (input[position.position] !== 0x22) {
	      throw parsingError('Closing quote not found')
	    }
	    position.position++; // skip closing quote

	    value = decoder.decode(quotedValue)
	      .replace(/%0A/ig, '\n')
	      .replace(/%0D/ig, '\r')
	      .replace(/%22/g, '"');
	  } else {
	    // Token value (no quotes)
	    const tokenValue = collectASequenceOfBytes(
	      (char) => isToken(char) && char !== 0x3b, // not ;
	      input,
	      position
	    );

	    value = decoder.decode(tokenValue);
	  }

	  return { name: attrNameStr, value, extended: isExtended }
	}

	/**
	 * @see https://andreubotella.github.io/multipart-form-data/#parse-multipart-form-data-headers
	 * @param {Buffer} input
	 * @param {{ position: number }} position
	 */
	function parseMultipartFormDataHeaders (input, position) {
	  // 1. Let name, filename and contentType be null.
	  let name = null;
	  let filename = null;
	  let contentType = null;
	  let encoding = null;

	  // 2. While true:
	  while (true) {
	    // 2.1. If position points to a sequence of bytes starting with 0x0D 0x0A (CR LF):
	    if (input[position.position] === 0x0d && input[position.position + 1] === 0x0a) {
	      // 2.1.1. If name is null, return failure.
	      if (name === null) {
	        throw parsingError('header name is null')
	      }

	      // 2.1.2. Return name, filename and contentType.
	      return { name, filename, contentType, encoding }
	    }

	    // 2.2. Let header name be the result of collecting a sequence of bytes that are
	    //      not 0x0A (LF), 0x0D (CR) or 0x3A (:), given position.
	    let headerName = collectASequenceOfBytes(
	      (char) => char !== 0x0a && char !== 0x0d && char !== 0x3a,
	      input,
	      position
	    );

	    // 2.3. Remove any HTTP tab or space bytes from the start or end of header name.
	    headerName = removeChars(headerName, true, true, (char) => char === 0x9 || char === 0x20);

	    // 2.4. If header name does not match the field-name token production, return failure.
	    if (!HTTP_TOKEN_CODEPOINTS.test(headerName.toString())) {
	      throw parsingError('header name does not match the field-name token production')
	    }

	    // 2.5. If the byte at position is not 0x3A (:), return failure.
	    if (input[position.position] !== 0x3a) {
	      throw parsingError('expected :')
	    }

	    // 2.6. Advance position by 1.
	    position.position++;

	    // 2.7. Collect a sequence of bytes that are HTTP tab or space bytes given position.
	    //      (Do nothing with those bytes.)
	    collectASequenceOfBytes(
	      (char) => char === 0x20 || char === 0x09,
	      input,
	      position
	    );

	    // 2.8. Byte-lowercase header name and switch on the result:
	    switch (bufferToLowerCasedHeaderName(headerName)) {
	      case 'content-disposition': {
	        name = filename = null;
	        // Track whether filename was set from the extended (RFC 5987) form so
	        // a subsequent legacy `filename` attribute does not override it.
	        let filenameIsExtended = false;

	        // Collect the disposition type (should be "form-data")
	        const dispositionType = collectASequenceOfBytes(
	          (char) => isToken(char),
	          input,
	          position
	        );

	        if (dispositionType.toString('ascii').toLowerCase() !== 'form-data') {
	          throw parsingError('expected form-data for content-disposition header')
	        }

	        // Parse attributes recursively until CRLF
	        while (
	          position.position < input.length &&
	          (input[position.position] !== 0x0d ||
	          input[position.position + 1] !== 0x0a)
	        ) {
	          const attribute = parseContentDispositionAttribute(input, position);

	          if (!attribute) {
	            break
	          }

	          if (attribute.name === 'name') {
	            name = attribute.value;
	          } else if (attribute.name === 'filename') {
	            // Per RFC 5987 §4.1, when both legacy and extended forms of the
	            // same parameter are present, the extended (filename*) form takes
	            // precedence regardless of the order they appear in.
	            if (attribute.extended) {
	              filename = attribute.value;
	              filenameIsExtended = true;
	            } else if (!filenameIsExtended) {
	              filename = attribute.value;
	            }
	          }
	        }

	        if (name === null) {
	          throw parsingError('name attribute is required in content-disposition header')
	        }

	        break
	      }
	      case 'content-type': {
	        // 1. Let header value be the result of collecting a sequence of bytes that are
	        //    not 0x0A (LF) or 0x0D (CR), given position.
	        let headerValue = collectASequenceOfBytes(
	          (char) => char !== 0x0a && char !== 0x0d,
	          input,
	          position
	        );

	        // 2. Remove any HTTP tab or space bytes from the end of header value.
	        headerValue = removeChars(headerValue, false, true, (char) => char === 0x9 || char === 0x20);

	        // 3. Set contentType to the isomorphic decoding of header value.
	        contentType = isomorphicDecode(headerValue);

	        break
	      }
	      case 'content-transfer-encoding': {
	        let headerValue = collectASequenceOfBytes(
	          (char) => char !== 0x0a && char !== 0x0d,
	          input,
	          position
	        );

	        headerValue = removeChars(headerValue, false, true, (char) => char === 0x9 || char === 0x20);

	        encoding = isomorphicDecode(headerValue);

	        break
	      }
	      default: {
	        // Collect a sequence of bytes that are not 0x0A (LF) or 0x0D (CR), given position.
	        // (Do nothing with those bytes.)
	        collectASequenceOfBytes(
	          (char) => char !== 0x0a && char !== 0x0d,
	          input,
	          position
	        );
	      }
	    }

	    // 2.9. If position does not point to a sequence of bytes starting with 0x0D 0x0A
	    //      (CR LF), return failure. Otherwise, advance position by 2 (past the newline).
	    if (input[position.position] !== 0x0d || input[position.position + 1] !== 0x0a) {
	      throw parsingError('expected CRLF')
	    } else {
	      position.position += 2;
	    }
	  }
	}

	/**
	 * @param {(char: number) => boolean} condition
	 * @param {Buffer} input
	 * @param {{ position: number }} position
	 */
	function collectASequenceOfBytes (condition, input, position) {
	  let start = position.position;

	  while (start < input.length && condition(input[start])) {
	    ++start;
	  }

	  return input.subarray(position.position, (position.position = start))
	}

	/**
	 * @param {Buffer} buf
	 * @param {boolean} leading
	 * @param {boolean} trailing
	 * @param {(charCode: number) => boolean} predicate
	 * @returns {Buffer}
	 */
	function removeChars (buf, leading, trailing, predicate) {
	  let lead = 0;
	  let trail = buf.length - 1;

	  if (leading) {
	    while (lead < buf.length && predicate(buf[lead])) lead++;
	  }

	  {
	    while (trail > 0 && predicate(buf[trail])) trail--;
	  }

	  return lead === 0 && trail === buf.length - 1 ? buf : buf.subarray(lead, trail + 1)
	}

	/**
	 * Checks if {@param buffer} starts with {@param start}
	 * @param {Buffer} buffer
	 * @param {Buffer} start
	 * @param {{ position: number }} position
	 */
	function bufferStartsWith (buffer, start, position) {
	  if (buffer.length < start.length) {
	    return false
	  }

	  for (let i = 0; i < start.length; i++) {
	    if (start[i] !== buffer[position.position + i]) {
	      return false
	    }
	  }

	  return true
	}

	function parsingError (cause) {
	  return new TypeError('Failed to parse body as FormData.', { cause: new TypeError(cause) })
	}

	/**
	 * CTL            = <any US-ASCII control character
	 *                  (octets 0 - 31) and DEL (127)>
	 * @param {number} char
	 */
	function isCTL (char) {
	  return char <= 0x1f || char === 0x7f
	}

	/**
	 * tspecials :=  "(" / ")" / "<" / ">" / "@" /
	 *                "," / ";" / ":" / "\" / <">
	 *                "/" / "[" / "]" / "?" / "="
	 *                ; Must be in quoted-string,
	 *                ; to use within parameter values
	 * @param {number} char
	 */
	function isTSpecial (char) {
	  return (
	    char === 0x28 || // (
	    char === 0x29 || // )
	    char === 0x3c || // <
	    char === 0x3e || // >
	    char === 0x40 || // @
	    char === 0x2c || // ,
	    char === 0x3b || // ;
	    char === 0x3a || // :
	    char === 0x5c || // \
	    char === 0x22 || // "
	    char === 0x2f || // /
	    char === 0x5b || // [
	    char === 0x5d || // ]
	    char === 0x3f || // ?
	    char === 0x3d    // +
	  )
	}

	/**
	 * token := 1*<any (US-ASCII) CHAR except SPACE, CTLs,
	 *          or tspecials>
	 * @param {number} char
	 */
	function isToken (char) {
	  return (
	    char <= 0x7f &&  // ascii
	    char !== 0x20 && // space
	    char !== 0x09 &&
	    !isCTL(char) &&
	    !isTSpecial(char)
	  )
	}

	formdataParser = {
	  multipartFormDataParser,
	  validateBoundary
	};
	return formdataParser;
}

const builtin = process.getBuiltinModule('node:stream/web');

var body;
var hasRequiredBody;

function requireBody () {
	if (hasRequiredBody) return body;
	hasRequiredBody = 1;

	const util = requireUtil$1();
	const {
	  readableStreamClose,
	  fullyReadBody,
	  extractMimeType
	} = requireUtil();
	const { FormData, setFormDataState, getFormDataBoundary } = requireFormdata();
	const { webidl } = requireWebidl();
	const assert = builtin$4;
	const { isErrored, isDisturbed } = builtin$5;
	const { isUint8Array } = builtin$b;
	const { serializeAMimeType } = requireDataUrl();
	const { multipartFormDataParser } = requireFormdataParser();
	const { parseJSONFromBytes } = requireInfra();
	const { utf8DecodeBytes } = requireEncoding();
	const { ReadableStreamTee } = builtin;

	const textEncoder = new TextEncoder();
	function noop () {}

	const streamRegistry = new FinalizationRegistry((weakRef) => {
	  const stream = weakRef.deref();
	  if (stream && !stream.locked && !isDisturbed(stream) && !isErrored(stream)) {
	    stream.cancel('Response object has been garbage collected').catch(noop);
	  }
	});

	/**
	 * Extract a body with type from a byte sequence or BodyInit object
	 *
	 * @param {import('../../../types').BodyInit} object - The BodyInit object to extract from
	 * @param {boolean} [keepalive=false] - If true, indicates that the body
	 * @returns {[{stream: ReadableStream, source: any, length: number | null}, string | null]} - Returns a tuple containing the body and its type
	 *
	 * @see https://fetch.spec.whatwg.org/#concept-bodyinit-extract
	 */
	function extractBody (object, keepalive = false) {
	  // 1. Let stream be null.
	  let stream = null;

	  // 2. If object is a ReadableStream object, then set stream to object.
	  if (webidl.is.ReadableStream(object)) {
	    stream = object;
	  } else if (webidl.is.Blob(object)) {
	    // 3. Otherwise, if object is a Blob object, set stream to the
	    //    result of running object’s get stream.
	    stream = object.stream();
	  } else {
	    // 4. Otherwise, set stream to a new ReadableStream object, and set
	    //    up stream with byte reading support.
	    stream = new ReadableStream({
	      start () {},
	      async pull (controller) {
	        // 19.1. Run action.
	        const result = action();

	        const iterator = result?.[Symbol.asyncIterator]?.();
	        if (iterator == null) {
	          // 19.2. Whenever one or more bytes are available and stream is not errored,
	          // enqueue the result of creating a Uint8Array from the available bytes into stream.
	          if (result?.length && !isErrored(stream)) {
	            controller.enqueue(typeof result === 'string' ? textEncoder.encode(result) : new Uint8Array(result));
	          }

	          // 19.3. When running action is done, close stream.
	          queueMicrotask(() => readableStreamClose(controller));
	          return
	        }

	        while (true) {
	          const { value, done } = await iterator.next();

	          // 19.3. When running action is done, close stream.
	          if (done) {
	            queueMicrotask(() => readableStreamClose(controller));
	            return
	          }

	          // 19.2. Whenever one or more bytes are available and stream is not errored,
	          // enqueue the result of creating a Uint8Array from the available bytes into stream.
	          if (value.length && !isErrored(stream)) {
	            controller.enqueue(new Uint8Array(value));
	            return
	          }
	        }
	      },
	      cancel (reason) {
	        return action()[Symbol.asyncIterator]?.().return(reason)
	      },
	      type: 'bytes'
	    });
	  }

	  // 5. Assert: stream is a ReadableStream object.
	  assert(webidl.is.ReadableStream(stream));

	  // 6. Let action be null.
	  let action = null;

	  // 7. Let source be null.
	  let source = null;

	  // 8. Let length be null.
	  let length = null;

	  // 9. Let type be null.
	  let type = null;

	  // 10. Switch on object:
	  if (typeof object === 'string') {
	    // Set source to the UTF-8 encoding of object.
	    // Note: setting source to a Uint8Array here breaks some mocking assumptions.
	    source = object;

	    // Set type to `text/plain;charset=UTF-8`.
	    type = 'text/plain;charset=UTF-8';
	  } else if (webidl.is.URLSearchParams(object)) {
	    // URLSearchParams

	    // spec says to run application/x-www-form-urlencoded on body.list
	    // this is implemented in Node.js as apart of an URLSearchParams instance toString method
	    // See: https://github.com/nodejs/node/blob/e46c680bf2b211bbd52cf959ca17ee98c7f657f5/lib/internal/url.js#L490
	    // and https://github.com/nodejs/node/blob/e46c680bf2b211bbd52cf959ca17ee98c7f657f5/lib/internal/url.js#L1100

	    // Set source to the result of running the application/x-www-form-urlencoded serializer with object’s list.
	    source = object.toString();

	    // Set type to `application/x-www-form-urlencoded;charset=UTF-8`.
	    type = 'application/x-www-form-urlencoded;charset=UTF-8';
	  } else if (webidl.is.BufferSource(object)) {
	    // Set source to a copy of the bytes held by object.
	    source = webidl.util.getCopyOfBytesHeldByBufferSource(object);
	  } else if (webidl.is.FormData(object)) {
	    const boundary = getFormDataBoundary(object);
	    const prefix = `--${boundary}\r\nContent-Disposition: form-data`;

	    /*! formdata-polyfill. MIT License. Jimmy Wärting <https://jimmy.warting.se/opensource> */
	    const formdataEscape = (str) =>
	      str.replace(/\n/g, '%0A').replace(/\r/g, '%0D').replace(/"/g, '%22');
	    const normalizeLinefeeds = (value) => value.replace(/\r?\n|\r/g, '\r\n');

	    // Set action to this step: run the multipart/form-data
	    // encoding algorithm, with object’s entry list and UTF-8.
	    // - This ensures that the body is immutable and can't be changed afterwords
	    // - That the content-length is calculated in advance.
	    // - And that all parts are pre-encoded and ready to be sent.

	    const blobParts = [];
	    const rn = new Uint8Array([13, 10]); // '\r\n'
	    length = 0;
	    let hasUnknownSizeValue = false;

	    for (const [name, value] of object) {
	      if (typeof value === 'string') {
	        const chunk = textEncoder.encode(prefix +
	          `; name="${formdataEscape(normalizeLinefeeds(name))}"` +
	          `\r\n\r\n${normalizeLinefeeds(value)}\r\n`);
	        blobParts.push(chunk);
	        length += chunk.byteLength;
	      } else {
	        const chunk = textEncoder.encode(`${prefix}; name="${formdataEscape(normalizeLinefeeds(name))}"` +
	          (value.name ? `; filename="${formdataEscape(value.name)}"` : '') + '\r\n' +
	          `Content-Type: ${
	            value.type || 'application/octet-stream'
	          }\r\n\r\n`);
	        blobParts.push(chunk, value, rn);
	        if (typeof value.size === 'number') {
	          length += chunk.byteLength + value.size + rn.byteLength;
	        } else {
	          hasUnknownSizeValue = true;
	        }
	      }
	    }

	    // CRLF is appended to the body to function with legacy servers and match other implementations.
	    // https://github.com/curl/curl/blob/3434c6b46e682452973972e8313613dfa58cd690/lib/mime.c#L1029-L1030
	    // https://github.com/form-data/form-data/issues/63
	    const chunk = textEncoder.encode(`--${boundary}--\r\n`);
	    blobParts.push(chunk);
	    length += chunk.byteLength;
	    if (hasUnknownSizeValue) {
	      length = null;
	    }

	    // Set source to object.
	    source = object;

	    const parts = (async function * () {
	      for (const part of blobParts) {
	        if (part.stream) {
	          yield * part.stream();
	        } else {
	          yield part;
	        }
	      }
	    })();
	    action = () => parts;

	    // Set type to `multipart/form-data; boundary=`,
	    // followed by the multipart/form-data boundary string generated
	    // by the multipart/form-data encoding algorithm.
	    type = `multipart/form-data; boundary=${boundary}`;
	  } else if (webidl.is.Blob(object)) {
	    // Blob

	    // Set source to object.
	    source = object;

	    // Set length to object’s size.
	    length = object.size;

	    // If object’s type attribute is not the empty byte sequence, set
	    // type to its value.
	    if (object.type) {
	      type = object.type;
	    }
	  } else if (typeof object[Symbol.asyncIterator] === 'function') {
	    // If keepalive is true, then throw a TypeError.
	    if (keepalive) {
	      throw new TypeError('keepalive')
	    }

	    // If object is disturbed or locked, then throw a TypeError.
	    if (util.isDisturbed(object) || object.locked) {
	      throw new TypeError(
	        'Response body object should not be disturbed or locked'
	      )
	    }

	    if (webidl.is.ReadableStream(object)) {
	      stream = object;
	    } else {
	      const reader = ReadableStream.from(object).getReader();
	      let cancelled = false;
	      // Do not pull from the iterable until the body is read.
	      stream = new ReadableStream({
	        async pull (controller) {
	          while (true) {
	            const { done, value } = await reader.read();
	            if (cancelled) {
	              return
	            }
	            if (done) {
	              controller.close();
	              return
	            }
	            const bytes = isUint8Array(value) ? value : Buffer.from(value);
	            if (bytes.byteLength) {
	              controller.enqueue(bytes);
	              return
	            }
	          }
	        },
	        cancel (reason) {
	          cancelled = true;
	          return reader.cancel(reason)
	        }
	      }, { highWaterMark: 0 });
	    }
	  }

	  // 18. If source is a byte sequence, then set action to a
	  // step that returns source and length to source’s length.
	  if (typeof source === 'string' || isUint8Array(source)) {
	    action = () => source;
	    length = typeof source === 'string' ? Buffer.byteLength(source) : source.length;
	  }

	  // 19. If action is non-null, then run these steps in parallel:
	  // Note: this is done in the pull method of the stream created above

	  // 20. Let body be a body whose stream is stream, source is source,
	  // and length is length.
	  const body = { stream, source, length };

	  // 21. Return (body, type).
	  return [body, type]
	}

	/**
	 * @typedef {object} ExtractBodyResult
	 * @property {ReadableStream<Uint8Array<ArrayBuffer>>} stream - The ReadableStream containing the body data
	 * @property {any} source - The original source of the body data
	 * @property {number | null} length - The length of the body data, or null
	 */

	/**
	 * Safely extract a body with type from a byte sequence or BodyInit object.
	 *
	 * @param {import('../../../types').BodyInit} object - The BodyInit object to extract from
	 * @param {boolean} [keepalive=false] - If true, indicates that the body
	 * @returns {[ExtractBodyResult, string | null]} - Returns a tuple containing the body and its type
	 *
	 * @see https://fetch.spec.whatwg.org/#bodyinit-safely-extract
	 */
	function safelyExtractBody (object, keepalive = false) {
	  // To safely extract a body and a `Content-Type` value from
	  // a byte sequence or BodyInit object object, run these steps:

	  // 1. If object is a ReadableStream object, then:
	  if (webidl.is.ReadableStream(object)) {
	    // Assert: object is neither disturbed nor locked.
	    assert(!util.isDisturbed(object), 'The body has already been consumed.');
	    assert(!object.locked, 'The stream is locked.');
	  }

	  // 2. Return the results of extracting object.
	  return extractBody(object, keepalive)
	}

	function cloneBody (body) {
	  // To clone a body body, run these steps:

	  // https://fetch.spec.whatwg.org/#concept-body-clone

	  // 1. Let « out1, out2 » be the result of teeing body’s stream.
	  const { 0: out1, 1: out2 } = ReadableStreamTee?.(body.stream, true) ?? body.stream.tee();

	  // 2. Set body’s stream to out1.
	  body.stream = out1;

	  // 3. Return a body whose stream is out2 and other members are copied from body.
	  return {
	    stream: out2,
	    length: body.length,
	    source: body.source
	  }
	}

	function bodyMixinMethods (brandCheck, getInternalState) {
	  const methods = {
	    blob () {
	      // The blob() method steps are to return the result of
	      // running consume body with this and the following step
	      // given a byte sequence bytes: return a Blob whose
	      // contents are bytes and whose type attribute is this’s
	      // MIME type.
	      return consumeBody(this, (bytes) => {
	        let mimeType = bodyMimeType(getInternalState(this));

	        if (mimeType === null) {
	          mimeType = '';
	        } else if (mimeType) {
	          mimeType = serializeAMimeType(mimeType);
	        }

	        // Return a Blob whose contents are bytes and type attribute
	        // is mimeType.
	        return new Blob([bytes], { type: mimeType })
	      }, brandCheck, getInternalState)
	    },

	    arrayBuffer () {
	      // The arrayBuffer() method steps are to return the result
	      // of running consume body with this and the following step
	      // given a byte sequence bytes: return a new ArrayBuffer
	      // whose contents are bytes.
	      return consumeBody(this, (bytes) => {
	        return new Uint8Array(bytes).buffer
	      }, brandCheck, getInternalState)
	    },

	    text () {
	      // The text() method steps are to return the result of running
	      // consume body with this and UTF-8 decode.
	      return consumeBody(this, utf8DecodeBytes, brandCheck, getInternalState)
	    },

	    json () {
	      // The json() method steps are to return the result of running
	      // consume body with this and parse JSON from bytes.
	      return consumeBody(this, parseJSONFromBytes, brandCheck, getInternalState)
	    },

	    formData () {
	      // The formData() method steps are to return the result of running
	      // consume body with this and the following step given a byte sequence bytes:
	      return consumeBody(this, (value) => {
	        // 1. Let mimeType be the result of get the MIME type with this.
	        const mimeType = bodyMimeType(getInternalState(this));

	        // 2. If mimeType is non-null, then switch on mimeType’s essence and run
	        //    the corresponding steps:
	        if (mimeType !== null) {
	          switch (mimeType.essence) {
	            case 'multipart/form-data': {
	              // 1. ... [long step]
	              // 2. If that fails for some reason, then throw a TypeError.
	              const parsed = multipartFormDataParser(value, mimeType);

	              // 3. Return a new FormData object, appending each entry,
	              //    resulting from the parsing operation, to its entry list.
	              const fd = new FormData();
	              setFormDataState(fd, parsed);

	              return fd
	            }
	            case 'application/x-www-form-urlencoded': {
	              // 1. Let entries be the result of parsing bytes.
	              const entries = new URLSearchParams(value.toString());

	              // 2. If entries is failure, then throw a TypeError.

	              // 3. Return a new FormData object whose entry list is entries.
	              const fd = new FormData();

	              for (const [name, value] of entries) {
	                fd.append(name, value);
	              }

	              return fd
	            }
	          }
	        }

	        // 3. Throw a TypeError.
	        throw new TypeError(
	          'Content-Type was not one of "multipart/form-data" or "application/x-www-form-urlencoded".'
	        )
	      }, brandCheck, getInternalState)
	    },

	    bytes () {
	      // The bytes() method steps are to return the result of running consume body
	      // with this and the following step given a byte sequence bytes: return the
	      // result of creating a Uint8Array from bytes in this’s relevant realm.
	      return consumeBody(this, (bytes) => {
	        return new Uint8Array(bytes)
	      }, brandCheck, getInternalState)
	    },

	    textStream () {
	      const this_ = getInternalState(this);

	      // 1. If this is unusable, then throw a TypeError.
	      if (bodyUnusable(this_)) {
	        throw new TypeError('Body is unusable: Body has already been read')
	      }

	      // 2. If this’s body is null:
	      if (this_.body == null) {
	        // 2.1. Let emptyStream be a new ReadableStream in this’s relevant realm.
	        // 2.2. Set up emptyStream.
	        /** @type {ReadableStreamDefaultController<any>} */
	        let controller;
	        const emptyStream = new ReadableStream({
	          start: (c) => {
	            controller = c;
	          },
	          pull: () => Promise.resolve(),
	          cancel: () => Promise.resolve()
	        }, {
	          size: () => 1
	        });

	        // 2.3. Close emptyStream.
	        controller.close();

	        // 2.4. Return emptyStream.
	        return emptyStream
	      }

	      // 3. Let stream be this’s body’s stream.
	      /** @type {ReadableStream} */
	      const stream = this_.body.stream;

	      // 4. Let decoder be a new TextDecoderStream object in this’s relevant realm.
	      // 5. Set up decoder with UTF-8.
	      const decoder = new TextDecoderStream('UTF-8');

	      // 6. Return the result of stream, piped through decoder.
	      return stream.pipeThrough(decoder)
	    }
	  };

	  return methods
	}

	function mixinBody (prototype, getInternalState, brandCheck) {
	  Object.assign(prototype.prototype, bodyMixinMethods(brandCheck, getInternalState));
	}

	/**
	 * @see https://fetch.spec.whatwg.org/#concept-body-consume-body
	 * @param {any} object internal state
	 * @param {(value: unknown) => unknown} convertBytesToJSValue
	 * @param {import('../../../types/webidl').WebidlIsFunction} brandCheck
	 * @param {(target: any) => any} getInternalState
	 */
	function consumeBody (object, convertBytesToJSValue, brandCheck, getInternalState) {
	  try {
	    webidl.brandCheck(object, brandCheck);
	  } catch (e) {
	    return Promise.reject(e)
	  }

	  object = getInternalState(object);

	  // 1. If object is unusable, then return a promise rejected
	  //    with a TypeError.
	  if (bodyUnusable(object)) {
	    return Promise.reject(new TypeError('Body is unusable: Body has already been read'))
	  }

	  // 2. Let promise be a new promise.
	  const promise = Promise.withResolvers();

	  // 3. Let errorSteps given error be to reject promise with error.
	  const errorSteps = promise.reject;

	  // 4. Let successSteps given a byte sequence data be to resolve
	  //    promise with the result of running convertBytesToJSValue
	  //    with data. If that threw an exception, then run errorSteps
	  //    with that exception.
	  const successSteps = (data) => {
	    try {
	      promise.resolve(convertBytesToJSValue(data));
	    } catch (e) {
	      errorSteps(e);
	    }
	  };

	  // 5. If object’s body is null, then run successSteps with an
	  //    empty byte sequence.
	  if (object.body == null) {
	    successSteps(Buffer.allocUnsafe(0));
	    return promise.promise
	  }

	  // 6. Otherwise, fully read object’s body given successSteps,
	  //    errorSteps, and object’s relevant global object.
	  fullyReadBody(object.body, successSteps, errorSteps);

	  // 7. Return promise.
	  return promise.promise
	}

	/**
	 * @see https://fetch.spec.whatwg.org/#body-unusable
	 * @param {any} object internal state
	 */
	function bodyUnusable (object) {
	  const body = object.body;

	  // An object including the Body interface mixin is
	  // said to be unusable if its body is non-null and
	  // its body’s stream is disturbed or locked.
	  return body != null && (body.stream.locked || util.isDisturbed(body.stream))
	}

	/**
	 * @see https://fetch.spec.whatwg.org/#concept-body-mime-type
	 * @param {any} requestOrResponse internal state
	 */
	function bodyMimeType (requestOrResponse) {
	  // 1. Let headers be null.
	  // 2. If requestOrResponse is a Request object, then set headers to requestOrResponse’s request’s header list.
	  // 3. Otherwise, set headers to requestOrResponse’s response’s header list.
	  /** @type {import('./headers').HeadersList} */
	  const headers = requestOrResponse.headersList;

	  // 4. Let mimeType be the result of extracting a MIME type from headers.
	  const mimeType = extractMimeType(headers);

	  // 5. If mimeType is failure, then return null.
	  if (mimeType === 'failure') {
	    return null
	  }

	  // 6. Return mimeType.
	  return mimeType
	}

	body = {
	  extractBody,
	  safelyExtractBody,
	  cloneBody,
	  mixinBody,
	  streamRegistry,
	  bodyUnusable
	};
	return body;
}

var clientH1;
var hasRequiredClientH1;

function requireClientH1 () {
	if (hasRequiredClientH1) return clientH1;
	hasRequiredClientH1 = 1;

	/* global WebAssembly */

	const assert = builtin$4;
	const util = requireUtil$1();
	const { channels } = requireDiagnostics();
	const timers = requireTimers();
	const {
	  RequestContentLengthMismatchError,
	  ResponseContentLengthMismatchError,
	  RequestAbortedError,
	  InvalidArgumentError,
	  HeadersTimeoutError,
	  HeadersOverflowError,
	  SocketError,
	  InformationalError,
	  BodyTimeoutError,
	  HTTPParserError,
	  WebAssemblyNotSupportedError,
	  ResponseExceededMaxSizeError
	} = requireErrors();
	const {
	  kUrl,
	  kReset,
	  kClient,
	  kParser,
	  kBlocking,
	  kRunning,
	  kPending,
	  kSize,
	  kWriting,
	  kQueue,
	  kNoRef,
	  kKeepAliveDefaultTimeout,
	  kHostHeader,
	  kPendingIdx,
	  kRunningIdx,
	  kError,
	  kPipelining,
	  kSocket,
	  kKeepAliveTimeoutValue,
	  kMaxHeadersSize,
	  kKeepAliveMaxTimeout,
	  kKeepAliveTimeoutThreshold,
	  kHeadersTimeout,
	  kBodyTimeout,
	  kStrictContentLength,
	  kMaxRequests,
	  kCounter,
	  kMaxResponseSize,
	  kOnError,
	  kResume,
	  kHTTPContext,
	  kClosed,
	  kUseMilo
	} = requireSymbols();

	const constants = requireConstants();
	// Node.js core bundles only llhttp; experimental Milo remains available in npm builds.
	const { H1Parser, getMiloEnabled } = typeof esbuildDetection === 'undefined'
	  ? requireParserH1()
	  : {};
	const EMPTY_BUF = Buffer.alloc(0);
	const FastBuffer = Buffer[Symbol.species];
	const removeAllListeners = util.removeAllListeners;
	const kIdleSocketValidation = Symbol('kIdleSocketValidation');
	const kIdleSocketValidationTimeout = Symbol('kIdleSocketValidationTimeout');
	const kSocketUsed = Symbol('kSocketUsed');
	const kTypeOfService = Symbol('kTypeOfService');

	let extractBody;

	function lazyllhttp () {
	  // Check only when HTTP/1 needs the parser, so other APIs remain usable without WASM.
	  if (typeof WebAssembly === 'undefined') {
	    throw new WebAssemblyNotSupportedError()
	  }

	  const llhttpWasmData = process.env.JEST_WORKER_ID ? requireLlhttpWasm() : undefined;

	  let mod;

	  // We disable wasm SIMD on older versions of Node.js on ppc64 that are broken on Power >=9 architectures.
	  let useWasmSIMD = true;
	  if (process.arch === 'riscv64') {
	    useWasmSIMD = false;
	  } else if (process.arch === 'ppc64') {
	    const [major, minor] = process.versions.node.split('.').map(n => parseInt(n, 10));
	    if (major < 24 || (major === 24 && minor < 12)) {
	      useWasmSIMD = false;
	    }
	  }
	  // The Env Variable UNDICI_NO_WASM_SIMD allows explicitly overriding the default behavior
	  if (process.env.UNDICI_NO_WASM_SIMD === '1') {
	    useWasmSIMD = false;
	  } else if (process.env.UNDICI_NO_WASM_SIMD === '0') {
	    useWasmSIMD = true;
	  }

	  if (useWasmSIMD) {
	    try {
	      mod = new WebAssembly.Module(requireLlhttp_simdWasm());
	    } catch {}
	  }

	  if (!mod) {
	    // We could check if the error was caused by the simd option not
	    // being enabled, but the occurring of this other error
	    // * https://github.com/emscripten-core/emscripten/issues/11495
	    // got me to remove that check to avoid breaking Node 12.
	    mod = new WebAssembly.Module(llhttpWasmData || requireLlhttpWasm());
	  }

	  return new WebAssembly.Instance(mod, {
	    env: {
	      /**
	       * @param {number} p
	       * @param {number} at
	       * @param {number} len
	       * @returns {number}
	       */
	      wasm_on_url: (p, at, len) => {
	        return 0
	      },
	      /**
	       * @param {number} p
	       * @param {number} at
	       * @param {number} len
	       * @returns {number}
	       */
	      wasm_on_status: (p, at, len) => {
	        assert(currentParser.ptr === p);
	        const start = at - currentBufferPtr + currentBufferRef.byteOffset;
	        return currentParser.onStatus(new FastBuffer(currentBufferRef.buffer, start, len))
	      },
	      /**
	       * @param {number} p
	       * @returns {number}
	       */
	      wasm_on_message_begin: p => {
	        assert(currentParser.ptr === p);
	        return currentParser.onMessageBegin()
	      },
	      /**
	       * @param {number} p
	       * @param {number} at
	       * @param {number} len
	       * @returns {number}
	       */
	      wasm_on_header_field: (p, at, len) => {
	        assert(currentParser.ptr === p);
	        const start = at - currentBufferPtr + currentBufferRef.byteOffset;
	        return currentParser.onHeaderField(new FastBuffer(currentBufferRef.buffer, start, len))
	      },
	      /**
	       * @param {number} p
	       * @param {number} at
	       * @param {number} len
	       * @returns {number}
	       */
	      wasm_on_header_value: (p, at, len) => {
	        assert(currentParser.ptr === p);
	        const start = at - currentBufferPtr + currentBufferRef.byteOffset;
	        return currentParser.onHeaderValue(new FastBuffer(currentBufferRef.buffer, start, len))
	      },
	      /**
	       * @param {number} p
	       * @param {number} statusCode
	       * @param {0|1} upgrade
	       * @param {0|1} shouldKeepAlive
	       * @returns {number}
	       */
	      wasm_on_headers_complete: (p, statusCode, upgrade, shouldKeepAlive) => {
	        assert(currentParser.ptr === p);
	        return currentParser.onHeadersComplete(statusCode, upgrade === 1, shouldKeepAlive === 1)
	      },
	      /**
	       * @param {number} p
	       * @param {number} at
	       * @param {number} len
	       * @returns {number}
	       */
	      wasm_on_body: (p, at, len) => {
	        assert(currentParser.ptr === p);
	        const start = at - currentBufferPtr + currentBufferRef.byteOffset;
	        return currentParser.onBody(new FastBuffer(currentBufferRef.buffer, start, len))
	      },
	      /**
	       * @param {number} p
	       * @returns {number}
	       */
	      wasm_on_message_complete: p => {
	        assert(currentParser.ptr === p);
	        return currentParser.onMessageComplete()
	      }
	    }
	  })
	}

	let llhttpInstance = null;

	/**
	 * @type {Parser|null}
	 */
	let currentParser = null;
	let currentBufferRef = null;
	/**
	 * @type {number}
	 */
	let currentBufferSize = 0;
	let currentBufferPtr = null;
	let currentBuffer = null;

	const USE_NATIVE_TIMER = 0;
	const USE_FAST_TIMER = 1;

	// Use fast timers for headers and body to take eventual event loop
	// latency into account.
	const TIMEOUT_HEADERS = 2 | USE_FAST_TIMER;
	const TIMEOUT_BODY = 4 | USE_FAST_TIMER;

	// Use native timers to ignore event loop latency for keep-alive
	// handling.
	const TIMEOUT_KEEP_ALIVE = 8 | USE_NATIVE_TIMER;

	class Parser {
	  /**
	   * @param {import('./client.js')} client
	   * @param {import('net').Socket} socket
	   * @param {*} llhttp
	   */
	  constructor (client, socket, { exports }) {
	    this.llhttp = exports;
	    this.ptr = this.llhttp.llhttp_alloc(constants.TYPE.RESPONSE);
	    this.client = client;
	    /**
	     * @type {import('net').Socket}
	     */
	    this.socket = socket;
	    this.timeout = null;
	    this.timeoutWeakRef = new WeakRef(this);
	    this.timeoutValue = null;
	    this.timeoutType = null;
	    this.statusCode = 0;
	    this.statusText = '';
	    this.upgrade = false;
	    this.headers = [];
	    this.headersSize = 0;
	    this.headersMaxSize = client[kMaxHeadersSize];
	    this.shouldKeepAlive = false;
	    this.paused = false;
	    this.resume = this.resume.bind(this);

	    this.bytesRead = 0;

	    this.keepAlive = '';
	    this.contentLength = -1;
	    this.hasTransferEncoding = false;
	    this.connection = '';
	    this.maxResponseSize = client[kMaxResponseSize];
	  }

	  setTimeout (delay, type) {
	    // If the existing timer and the new timer are of different timer type
	    // (fast or native) or have different delay, we need to clear the existing
	    // timer and set a new one.
	    if (delay !== this.timeoutValue || (type & USE_FAST_TIMER) ^ (this.timeoutType & USE_FAST_TIMER)) {
	      // If a timeout is already set, clear it with clearTimeout of the fast
	      // timer implementation, as it can clear fast and native timers.
	      if (this.timeout) {
	        timers.clearTimeout(this.timeout);
	        this.timeout = null;
	      }

	      if (delay) {
	        if (type & USE_FAST_TIMER) {
	          this.timeout = timers.setFastTimeout(onParserTimeout, delay, this.timeoutWeakRef);
	        } else {
	          this.timeout = setTimeout(onParserTimeout, delay, this.timeoutWeakRef);
	          this.timeout?.unref();
	        }
	      }

	      this.timeoutValue = delay;
	    } else if (this.timeout) {
	      if (this.timeout.refresh) {
	        this.timeout.refresh();
	      }
	    }

	    this.timeoutType = type;
	  }

	  resume () {
	    if (this.socket.destroyed || !this.paused) {
	      return
	    }

	    assert(this.ptr != null);
	    assert(currentParser === null);

	    this.llhttp.llhttp_resume(this.ptr);

	    assert(this.timeoutType === TIMEOUT_BODY);
	    if (this.timeout) {
	      if (this.timeout.refresh) {
	        this.timeout.refresh();
	      }
	    }

	    this.paused = false;
	    this.execute(this.socket.read() || EMPTY_BUF); // Flush parser.
	    this.readMore();
	  }

	  readMore () {
	    while (!this.paused && this.ptr) {
	      const chunk = this.socket.read();
	      if (chunk === null) {
	        break
	      }
	      this.execute(chunk);
	    }
	  }

	  /**
	   * @param {Buffer} chunk
	   */
	  execute (chunk) {
	    assert(currentParser === null);
	    assert(this.ptr != null);
	    assert(!this.paused);

	    const { socket, llhttp } = this;

	    // Allocate a new buffer if the current buffer is too small.
	    if (chunk.length > currentBufferSize) {
	      if (currentBufferPtr) {
	        llhttp.free(currentBufferPtr);
	      }
	      // Allocate a buffer that is a multiple of 4096 bytes.
	      currentBufferSize = Math.ceil(chunk.length / 4096) * 4096;
	      currentBufferPtr = llhttp.malloc(currentBufferSize);
	    }

	    if (
	      currentBuffer === null ||
	      currentBuffer.buffer !== llhttp.memory.buffer ||
	      currentBuffer.byteOffset !== currentBufferPtr ||
	      currentBuffer.byteLength !== currentBufferSize
	    ) {
	      currentBuffer = new Uint8Array(llhttp.memory.buffer, currentBufferPtr, currentBufferSize);
	    }

	    currentBuffer.set(chunk);

	    // Call `execute` on the wasm parser.
	    // We pass the `llhttp_parser` pointer address, the pointer address of buffer view data,
	    // and finally the length of bytes to parse.
	    // The return value is an error code or `constants.ERROR.OK`.
	    try {
	      let ret;

	      try {
	        currentBufferRef = chunk;
	        currentParser = this;
	        ret = llhttp.llhttp_execute(this.ptr, currentBufferPtr, chunk.length);
	      } finally {
	        currentParser = null;
	        currentBufferRef = null;
	      }

	      if (ret !== constants.ERROR.OK) {
	        const data = chunk.subarray(llhttp.llhttp_get_error_pos(this.ptr) - currentBufferPtr);

	        if (ret === constants.ERROR.PAUSED_UPGRADE) {
	          this.onUpgrade(data);
	        } else if (ret === constants.ERROR.PAUSED) {
	          this.paused = true;
	          socket.unshift(data);
	        } else {
	          throw this.createError(ret, data)
	        }
	      }
	    } catch (err) {
	      util.destroy(socket, err);
	    }
	  }

	  finish () {
	    assert(currentParser === null);
	    assert(this.ptr != null);

	    const { llhttp } = this;

	    // The peer closed the connection. If the body parser was paused by
	    // backpressure we must finish parsing before signalling EOF, otherwise
	    // llhttp_finish() would crash (it used to assert !paused) or report a
	    // half-parsed message. Backpressure is advisory here: onData keeps buffering
	    // delivered bytes into the response stream, so resume across pauses and
	    // drain whatever is still buffered on the socket. A Content-Length/chunked
	    // body reaches on_message_complete during execute(); an EOF-delimited body
	    // stays paused (its length is unknown) and is completed by llhttp_finish().
	    if (this.paused) {
	      let data;
	      do {
	        llhttp.llhttp_resume(this.ptr);
	        this.paused = false;
	        data = this.socket.read() || EMPTY_BUF;
	        this.execute(data);
	      } while (this.paused && data.length > 0)

	      if (this.paused) {
	        llhttp.llhttp_resume(this.ptr);
	        this.paused = false;
	      }
	    }

	    let ret;

	    try {
	      currentParser = this;
	      ret = llhttp.llhttp_finish(this.ptr);
	    } finally {
	      currentParser = null;
	    }

	    if (ret === constants.ERROR.OK) {
	      return null
	    }

	    if (ret === constants.ERROR.PAUSED || ret === constants.ERROR.PAUSED_UPGRADE) {
	      this.paused = true;
	      return null
	    }

	    return this.createError(ret, EMPTY_BUF)
	  }

	  createError (ret, data) {
	    const { llhttp, contentLength, bytesRead } = this;

	    if (contentLength !== -1 && bytesRead !== contentLength) {
	      return new ResponseContentLengthMismatchError()
	    }

	    const ptr = llhttp.llhttp_get_error_reason(this.ptr);
	    let message = '';
	    if (ptr) {
	      const len = new Uint8Array(llhttp.memory.buffer, ptr).indexOf(0);
	      message =
	        'Response does not match the HTTP/1.1 protocol (' + Buffer.from(llhttp.memory.buffer, ptr, len).toString() + ')';
	    }

	    return new HTTPParserError(message, constants.ERROR[ret], data)
	  }

	  destroy () {
	    assert(currentParser === null);
	    assert(this.ptr != null);

	    this.llhttp.llhttp_free(this.ptr);
	    this.ptr = null;

	    this.timeout && timers.clearTimeout(this.timeout);
	    this.timeout = null;
	    this.timeoutValue = null;
	    this.timeoutType = null;

	    this.paused = false;
	  }

	  /**
	   * @param {Buffer} buf
	   * @returns {0}
	   */
	  onStatus (buf) {
	    this.statusText = buf.toString();
	    return 0
	  }

	  /**
	   * @returns {0|-1}
	   */
	  onMessageBegin () {
	    const { socket, client } = this;

	    if (socket.destroyed) {
	      return -1
	    }

	    if (client[kRunning] === 0) {
	      util.destroy(socket, new SocketError('bad response', util.getSocketInfo(socket)));
	      return -1
	    }

	    const request = client[kQueue][client[kRunningIdx]];
	    if (!request) {
	      return -1
	    }
	    request.onResponseStarted();

	    return 0
	  }

	  /**
	   * @param {Buffer} buf
	   * @returns {number}
	   */
	  onHeaderField (buf) {
	    const len = this.headers.length;

	    if ((len & 1) === 0) {
	      this.headers.push(buf);
	    } else {
	      this.headers[len - 1] = Buffer.concat([this.headers[len - 1], buf]);
	    }

	    this.trackHeader(buf.length);

	    return 0
	  }

	  /**
	   * @param {Buffer} buf
	   * @returns {number}
	   */
	  onHeaderValue (buf) {
	    let len = this.headers.length;
	    const isContinuation = (len & 1) === 0;

	    if ((len & 1) === 1) {
	      this.headers.push(buf);
	      len += 1;
	    } else {
	      this.headers[len - 1] = Buffer.concat([this.headers[len - 1], buf]);
	    }

	    const key = this.headers[len - 2];
	    if (key.length === 10) {
	      const headerName = util.bufferToLowerCasedHeaderName(key);
	      if (headerName === 'keep-alive') {
	        this.keepAlive += (isContinuation || this.keepAlive.length === 0 ? '' : ',') + buf.toString();
	      } else if (headerName === 'connection') {
	        this.connection += (isContinuation || this.connection.length === 0 ? '' : ',') + buf.toString();
	      }
	    } else if (key.length === 14 && util.bufferToLowerCasedHeaderName(key) === 'content-length') {
	      if (this.contentLength === -1) {
	        this.contentLength = 0;
	      }
	      for (let i = 0; i < buf.length; i++) {
	        this.contentLength = this.contentLength * 10 + (buf[i] - 0x30);
	      }
	    } else if (key.length === 17 && util.bufferToLowerCasedHeaderName(key) === 'transfer-encoding') {
	      this.hasTransferEncoding = true;
	    }

	    this.trackHeader(buf.length);

	    return 0
	  }

	  /**
	   * @param {number} len
	   */
	  trackHeader (len) {
	    this.headersSize += len;
	    if (this.headersSize >= this.headersMaxSize) {
	      util.destroy(this.socket, new HeadersOverflowError());
	    }
	  }

	  /**
	   * @param {Buffer} head
	   */
	  onUpgrade (head) {
	    const { upgrade, client, socket, headers, statusCode, statusText } = this;

	    assert(upgrade);
	    assert(client[kSocket] === socket);
	    assert(!socket.destroyed);
	    assert(!this.paused);
	    assert((headers.length & 1) === 0);

	    const request = client[kQueue][client[kRunningIdx]];
	    assert(request);
	    assert(request.upgrade || request.method === 'CONNECT');

	    this.statusCode = 0;
	    this.statusText = '';
	    this.shouldKeepAlive = false;

	    this.headers = [];
	    this.headersSize = 0;

	    socket.unshift(head);

	    socket[kParser].destroy();
	    socket[kParser] = null;

	    socket[kClient] = null;
	    socket[kError] = null;

	    removeAllListeners(socket);

	    client[kSocket] = null;
	    client[kHTTPContext] = null; // TODO (fix): This is hacky...
	    client[kQueue][client[kRunningIdx]++] = null;
	    client.emit('disconnect', client[kUrl], [client], new InformationalError('upgrade'));

	    try {
	      request.onRequestUpgrade(statusCode, headers, socket, statusText);
	    } catch (err) {
	      util.errorRequest(client, request, err);
	      util.destroy(socket, err);
	    }

	    client[kResume]();
	  }

	  /**
	   * @param {number} statusCode
	   * @param {boolean} upgrade
	   * @param {boolean} shouldKeepAlive
	   * @returns {number}
	   */
	  onHeadersComplete (statusCode, upgrade, shouldKeepAlive) {
	    const { client, socket, headers, statusText } = this;

	    if (socket.destroyed) {
	      return -1
	    }

	    if (client[kRunning] === 0) {
	      util.destroy(socket, new SocketError('bad response', util.getSocketInfo(socket)));
	      return -1
	    }

	    const request = client[kQueue][client[kRunningIdx]];

	    if (!request) {
	      return -1
	    }

	    assert(!this.upgrade);
	    assert(this.statusCode < 200);

	    if (statusCode === 100) {
	      util.destroy(socket, new SocketError('bad response', util.getSocketInfo(socket)));
	      return -1
	    }

	    /* this can only happen if server is misbehaving */
	    if (upgrade && !request.upgrade) {
	      util.destroy(socket, new SocketError('bad upgrade', util.getSocketInfo(socket)));
	      return -1
	    }

	    assert(this.timeoutType === TIMEOUT_HEADERS);

	    this.statusCode = statusCode;
	    this.shouldKeepAlive =
	      shouldKeepAlive ||
	      // Override llhttp value which does not allow keepAlive for HEAD.
	      (request.method === 'HEAD' && !socket[kReset] &&
	        /(?:^|,)[\t ]*keep-alive[\t ]*(?:,|$)/i.test(this.connection) &&
	        !/(?:^|,)[\t ]*close[\t ]*(?:,|$)/i.test(this.connection));

	    // Responses to HEAD and 204/304 responses never carry content
	    if (request.method === 'HEAD' || statusCode === 204 || statusCode === 304) {
	      // A non-zero Content-Length or Transfer-Encoding on a 204/304 means the
	      // server may also have sent content inappropriately, which would then be
	      // parsed as the next response on this connection. Accept it, but do not
	      // reuse the connection. HEAD requests are fine tho.
	      if (request.method !== 'HEAD' && (this.contentLength > 0 || this.hasTransferEncoding)) {
	        this.shouldKeepAlive = false;
	      }
	      this.contentLength = -1;
	    }

	    if (this.statusCode >= 200) {
	      const bodyTimeout = request.bodyTimeout != null ? request.bodyTimeout : client[kBodyTimeout];
	      this.setTimeout(bodyTimeout, TIMEOUT_BODY);
	    } else if (this.timeout) {
	      if (this.timeout.refresh) {
	        this.timeout.refresh();
	      }
	    }

	    if (request.method === 'CONNECT') {
	      assert(client[kRunning] === 1);
	      this.upgrade = true;
	      return 2
	    }

	    if (upgrade) {
	      assert(client[kRunning] === 1);
	      this.upgrade = true;
	      return 2
	    }

	    assert((this.headers.length & 1) === 0);
	    this.headers = [];
	    this.headersSize = 0;

	    if (this.shouldKeepAlive && client[kPipelining]) {
	      const keepAliveTimeout = this.keepAlive ? util.parseKeepAliveTimeout(this.keepAlive) : null;

	      if (keepAliveTimeout != null) {
	        const timeout = Math.min(keepAliveTimeout - client[kKeepAliveTimeoutThreshold], client[kKeepAliveMaxTimeout]);
	        if (timeout <= 0) {
	          socket[kReset] = true;
	        } else {
	          client[kKeepAliveTimeoutValue] = timeout;
	        }
	      } else {
	        client[kKeepAliveTimeoutValue] = client[kKeepAliveDefaultTimeout];
	      }
	    } else {
	      // Stop more requests from being dispatched.
	      socket[kReset] = true;
	    }

	    const pause = request.onResponseStart(statusCode, headers, this.resume, statusText) === false;

	    if (request.aborted) {
	      return -1
	    }

	    if (request.method === 'HEAD') {
	      return 1
	    }

	    if (statusCode < 200) {
	      return 1
	    }

	    if (socket[kBlocking]) {
	      socket[kBlocking] = false;
	      client[kResume]();
	    }

	    return pause ? constants.ERROR.PAUSED : 0
	  }

	  /**
	   * @param {Buffer} buf
	   * @returns {number}
	   */
	  onBody (buf) {
	    const { client, socket, statusCode, maxResponseSize } = this;

	    if (socket.destroyed) {
	      return -1
	    }

	    const request = client[kQueue][client[kRunningIdx]];
	    assert(request);

	    assert(this.timeoutType === TIMEOUT_BODY);
	    if (this.timeout) {
	      if (this.timeout.refresh) {
	        this.timeout.refresh();
	      }
	    }

	    assert(statusCode >= 200);

	    if (maxResponseSize > -1 && this.bytesRead + buf.length > maxResponseSize) {
	      util.destroy(socket, new ResponseExceededMaxSizeError());
	      return -1
	    }

	    this.bytesRead += buf.length;

	    if (request.onResponseData(buf) === false) {
	      return constants.ERROR.PAUSED
	    }

	    return 0
	  }

	  /**
	   * @returns {number}
	   */
	  onMessageComplete () {
	    const { client, socket, statusCode, upgrade, headers, contentLength, bytesRead, shouldKeepAlive } = this;

	    if (socket.destroyed && (!statusCode || shouldKeepAlive)) {
	      return -1
	    }

	    if (upgrade) {
	      return 0
	    }

	    assert(statusCode >= 100);
	    assert((this.headers.length & 1) === 0);

	    const request = client[kQueue][client[kRunningIdx]];
	    assert(request);

	    this.statusCode = 0;
	    this.statusText = '';
	    this.bytesRead = 0;
	    this.contentLength = -1;
	    this.hasTransferEncoding = false;
	    this.keepAlive = '';
	    this.connection = '';

	    this.headers = [];
	    this.headersSize = 0;

	    if (statusCode < 200) {
	      return 0
	    }

	    if (contentLength !== -1 && bytesRead !== contentLength) {
	      util.destroy(socket, new ResponseContentLengthMismatchError());
	      return -1
	    }

	    request.onResponseEnd(headers);

	    client[kQueue][client[kRunningIdx]++] = null;
	    socket[kSocketUsed] = client[kPending] === 0;

	    if (socket[kWriting]) {
	      assert(client[kRunning] === 0);
	      // Response completed before request.
	      util.destroy(socket, new InformationalError('reset'));
	      return constants.ERROR.PAUSED
	    } else if (!shouldKeepAlive) {
	      util.destroy(socket, new InformationalError('reset'));
	      return constants.ERROR.PAUSED
	    } else if (socket[kReset] && client[kRunning] === 0) {
	      // Destroy socket once all requests have completed.
	      // The request at the tail of the pipeline is the one
	      // that requested reset and no further requests should
	      // have been queued since then.
	      util.destroy(socket, new InformationalError('reset'));
	      return constants.ERROR.PAUSED
	    } else if (client[kPipelining] == null || client[kPipelining] === 1) {
	      // We must wait a full event loop cycle to reuse this socket to make sure
	      // that non-spec compliant servers are not closing the connection even if they
	      // said they won't.
	      setImmediate(client[kResume]);
	    } else {
	      client[kResume]();
	    }

	    return 0
	  }
	}

	function onParserTimeout (parserWeakRef) {
	  const parser = parserWeakRef.deref();
	  if (!parser) {
	    return
	  }

	  const { socket, timeoutType, client, paused } = parser;

	  if (timeoutType === TIMEOUT_HEADERS) {
	    if (!socket[kWriting] || socket.writableNeedDrain || client[kRunning] > 1) {
	      assert(!paused, 'cannot be paused while waiting for headers');
	      util.destroy(socket, new HeadersTimeoutError());
	    }
	  } else if (timeoutType === TIMEOUT_BODY) {
	    if (!paused) {
	      util.destroy(socket, new BodyTimeoutError());
	    }
	  } else if (timeoutType === TIMEOUT_KEEP_ALIVE) {
	    assert(client[kRunning] === 0 && client[kKeepAliveTimeoutValue]);
	    util.destroy(socket, new InformationalError('socket idle timeout'));
	  }
	}

	/**
	 * @param {import ('./client.js')} client
	 * @param {import('net').Socket} socket
	 * @returns
	 */
	function connectH1 (client, socket) {
	  client[kSocket] = socket;

	  if (!llhttpInstance) {
	    llhttpInstance = lazyllhttp();
	  }

	  if (socket.errored) {
	    throw socket.errored
	  }

	  if (socket.destroyed) {
	    throw new SocketError('destroyed')
	  }

	  socket[kNoRef] = false;
	  socket[kWriting] = false;
	  socket[kReset] = false;
	  socket[kBlocking] = false;
	  socket[kIdleSocketValidation] = 0;
	  socket[kIdleSocketValidationTimeout] = null;
	  socket[kSocketUsed] = false;
	  socket[kParser] = typeof esbuildDetection === 'undefined' && (client[kUseMilo] ?? getMiloEnabled())
	    ? new H1Parser(client, socket)
	    : new Parser(client, socket, llhttpInstance);

	  util.addListener(socket, 'error', onHttpSocketError);
	  util.addListener(socket, 'readable', onHttpSocketReadable);
	  util.addListener(socket, 'end', onHttpSocketEnd);
	  util.addListener(socket, 'close', onHttpSocketClose);

	  socket[kClosed] = false;
	  socket.on('close', onSocketClose);

	  return {
	    version: 'h1',
	    defaultPipelining: 1,
	    write (request) {
	      return writeH1(client, request)
	    },
	    resume () {
	      resumeH1(client);
	    },
	    /**
	     * @param {Error|undefined} err
	     * @param {() => void} callback
	     */
	    destroy (err, callback) {
	      if (socket[kClosed]) {
	        queueMicrotask(callback);
	      } else {
	        socket.on('close', callback);
	        socket.destroy(err);
	      }
	    },
	    /**
	     * @returns {boolean}
	     */
	    get destroyed () {
	      return socket.destroyed
	    },
	    /**
	     * @param {import('../core/request.js')} request
	     * @returns {boolean}
	     */
	    busy (request) {
	      if (socket[kWriting] || socket[kReset] || socket[kBlocking] || socket[kIdleSocketValidation] === 1) {
	        return true
	      }

	      if (request) {
	        if (client[kRunning] > 0 && !request.idempotent) {
	          // Non-idempotent request cannot be retried.
	          // Ensure that no other requests are inflight and
	          // could cause failure.
	          return true
	        }

	        if (client[kRunning] > 0 && (request.upgrade || request.method === 'CONNECT')) {
	          // Don't dispatch an upgrade until all preceding requests have completed.
	          // A misbehaving server might upgrade the connection before all pipelined
	          // request has completed.
	          return true
	        }

	        if (
	          client[kRunning] > 0 &&
	          util.bodyLength(request.body) !== 0 &&
	          (util.isStream(request.body) || util.isAsyncIterable(request.body) || util.isFormDataLike(request.body))
	        ) {
	          // Request with stream or iterator body can error while other requests
	          // are inflight and indirectly error those as well.
	          // Ensure this doesn't happen by waiting for inflight
	          // to complete before dispatching.

	          // Request with stream or iterator body cannot be retried.
	          // Ensure that no other requests are inflight and
	          // could cause failure.
	          return true
	        }
	      }

	      return false
	    }
	  }
	}

	function onHttpSocketError (err) {
	  const parser = this[kParser];

	  // On Mac OS, we get an ECONNRESET even if there is a full body to be forwarded
	  // to the user.
	  if (err.code === 'ECONNRESET' && parser.statusCode && !parser.shouldKeepAlive) {
	    const parserErr = parser.finish();
	    if (parserErr) {
	      this[kError] = parserErr;
	      this[kClient][kOnError](parserErr);
	    }
	    return
	  }

	  this[kError] = err;

	  this[kClient][kOnError](err);
	}

	function onHttpSocketReadable () {
	  this[kParser]?.readMore();
	}

	function onHttpSocketEnd () {
	  const parser = this[kParser];

	  if (parser.statusCode && !parser.shouldKeepAlive) {
	    const parserErr = parser.finish();
	    if (parserErr) {
	      util.destroy(this, parserErr);
	    }
	    return
	  }

	  util.destroy(this, new SocketError('other side closed', util.getSocketInfo(this)));
	}

	function onHttpSocketClose () {
	  const parser = this[kParser];

	  clearIdleSocketValidation(this);

	  if (parser) {
	    if (!this[kError] && parser.statusCode && !parser.shouldKeepAlive) {
	      this[kError] = parser.finish() || this[kError];
	    }

	    this[kParser].destroy();
	    this[kParser] = null;
	  }

	  const err = this[kError] || new SocketError('closed', util.getSocketInfo(this));

	  const client = this[kClient];

	  client[kSocket] = null;
	  client[kHTTPContext] = null; // TODO (fix): This is hacky...

	  if (client.destroyed) {
	    assert(client[kPending] === 0);

	    // Fail entire queue.
	    const requests = client[kQueue].splice(client[kRunningIdx]);
	    for (let i = 0; i < requests.length; i++) {
	      const request = requests[i];
	      util.errorRequest(client, request, err);
	    }
	  } else if (client[kRunning] > 0 && err.code !== 'UND_ERR_INFO') {
	    // Fail head of pipeline.
	    const request = client[kQueue][client[kRunningIdx]];
	    client[kQueue][client[kRunningIdx]++] = null;

	    util.errorRequest(client, request, err);
	  }

	  client[kPendingIdx] = client[kRunningIdx];

	  assert(client[kRunning] === 0);

	  client.emit('disconnect', client[kUrl], [client], err);

	  client[kResume]();
	}

	function onSocketClose () {
	  this[kClosed] = true;
	}

	function clearIdleSocketValidation (socket) {
	  if (socket[kIdleSocketValidationTimeout]) {
	    clearImmediate(socket[kIdleSocketValidationTimeout]);
	    socket[kIdleSocketValidationTimeout] = null;
	  }

	  socket[kIdleSocketValidation] = 0;
	}

	function scheduleIdleSocketValidation (client, socket) {
	  socket[kIdleSocketValidation] = 1;
	  // Yield to the check phase (after poll) so unsolicited bytes / FIN / RST
	  // already pending on this idle keep-alive socket are processed before the
	  // next request is written (GHSA-35p6-xmwp-9g52).
	  //
	  // setTimeout(0) pays Node's ~1ms timer floor on every sequential reuse
	  // (#5493). setImmediate avoids that, but an *unref'd* Immediate lets poll
	  // block for ~500ms when the event loop is otherwise idle (#5600 / #5606).
	  // A ref'd Immediate both keeps the pending request alive and makes poll
	  // return immediately — the hybrid those issues asked for.
	  socket[kIdleSocketValidationTimeout] = setImmediate(() => {
	    socket[kIdleSocketValidationTimeout] = null;
	    socket[kIdleSocketValidation] = 2;

	    if (client[kSocket] === socket && !socket.destroyed) {
	      client[kResume]();
	    }
	  });
	}

	/**
	 * @param {import('./client.js')} client
	 */
	function resumeH1 (client) {
	  const socket = client[kSocket];

	  if (socket && !socket.destroyed) {
	    if (client[kSize] === 0) {
	      if (!socket[kNoRef] && socket.unref) {
	        socket.unref();
	        socket[kNoRef] = true;
	      }
	    } else if (socket[kNoRef] && socket.ref) {
	      socket.ref();
	      socket[kNoRef] = false;
	    }

	    if (client[kRunning] === 0 && client[kPending] > 0 && socket[kSocketUsed]) {
	      if (socket[kIdleSocketValidation] === 0) {
	        scheduleIdleSocketValidation(client, socket);
	        socket[kParser].readMore();
	        if (socket.destroyed) {
	          return
	        }
	        return
	      }

	      if (socket[kIdleSocketValidation] === 1) {
	        socket[kParser].readMore();
	        if (socket.destroyed) {
	          return
	        }
	        return
	      }
	    }

	    if (client[kRunning] === 0) {
	      socket[kParser].readMore();
	      if (socket.destroyed) {
	        return
	      }
	    }

	    if (client[kSize] === 0) {
	      if (socket[kParser].timeoutType !== TIMEOUT_KEEP_ALIVE) {
	        socket[kParser].setTimeout(client[kKeepAliveTimeoutValue], TIMEOUT_KEEP_ALIVE);
	      }
	    } else if (client[kRunning] > 0 && socket[kParser].statusCode < 200) {
	      if (socket[kParser].timeoutType !== TIMEOUT_HEADERS) {
	        const request = client[kQueue][client[kRunningIdx]];
	        const headersTimeout = request.headersTimeout != null ? request.headersTimeout : client[kHeadersTimeout];
	        socket[kParser].setTimeout(headersTimeout, TIMEOUT_HEADERS);
	      }
	    }
	  }
	}

	// https://www.rfc-editor.org/rfc/rfc7230#section-3.3.2
	function shouldSendContentLength (method) {
	  return method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS' && method !== 'TRACE' && method !== 'CONNECT'
	}

	function setTypeOfService (socket, request) {
	  if (typeof socket.setTypeOfService !== 'function') {
	    return
	  }

	  const typeOfService = request.typeOfService;

	  if (typeOfService === undefined) {
	    return
	  }

	  const currentTypeOfService = socket[kTypeOfService];

	  if (currentTypeOfService === typeOfService) {
	    return
	  }

	  try {
	    socket.setTypeOfService(typeOfService);
	    socket[kTypeOfService] = typeOfService;
	  } catch {
	    // QoS marking is best-effort. setTypeOfService() can throw synchronously on
	    // some platforms depending on socket state, but that must not abort the request.
	  }
	}

	/**
	 * @param {import('./client.js')} client
	 * @param {import('../core/request.js')} request
	 * @returns
	 */
	function writeH1 (client, request) {
	  const { method, path, host, upgrade, blocking, reset } = request;

	  let { body, headers, contentLength } = request;

	  // https://tools.ietf.org/html/rfc7231#section-4.3.1
	  // https://tools.ietf.org/html/rfc7231#section-4.3.2
	  // https://tools.ietf.org/html/rfc7231#section-4.3.5

	  // Sending a payload body on a request that does not
	  // expect it can cause undefined behavior on some
	  // servers and corrupt connection state. Do not
	  // re-use the connection for further requests.

	  const expectsPayload =
	    method === 'PUT' ||
	    method === 'POST' ||
	    method === 'PATCH' ||
	    method === 'QUERY' ||
	    method === 'PROPFIND' ||
	    method === 'PROPPATCH';

	  if (util.isFormDataLike(body)) {
	    if (!extractBody) {
	      extractBody = requireBody().extractBody;
	    }

	    const [bodyStream, contentType] = extractBody(body);
	    if (request.contentType == null) {
	      headers.push('content-type', contentType);
	    }
	    body = bodyStream.stream;
	    contentLength = bodyStream.length;
	  } else if (util.isBlobLike(body) && request.contentType == null) {
	    const contentType = body.type;
	    if (contentType) {
	      const contentTypeValue = `${contentType}`;
	      if (!util.isValidHeaderValue(contentTypeValue)) {
	        util.errorRequest(client, request, new InvalidArgumentError('invalid content-type header'));
	        return false
	      }
	      headers.push('content-type', contentTypeValue);
	    }
	  }

	  if (body && typeof body.read === 'function') {
	    // Try to read EOF in order to get length.
	    body.read(0);
	  }

	  const bodyLength = util.bodyLength(body);

	  contentLength = bodyLength ?? contentLength;

	  if (contentLength === null) {
	    contentLength = request.contentLength;
	  }

	  if (contentLength === 0 && !expectsPayload) {
	    // https://tools.ietf.org/html/rfc7230#section-3.3.2
	    // A user agent SHOULD NOT send a Content-Length header field when
	    // the request message does not contain a payload body and the method
	    // semantics do not anticipate such a body.

	    contentLength = null;
	  }

	  // https://github.com/nodejs/undici/issues/2046
	  // A user agent may send a Content-Length header with 0 value, this should be allowed.
	  if (
	    shouldSendContentLength(method) &&
	    contentLength > 0 &&
	    request.contentLength !== null &&
	    request.contentLength !== contentLength
	  ) {
	    if (client[kStrictContentLength]) {
	      util.errorRequest(client, request, new RequestContentLengthMismatchError());
	      return false
	    }

	    process.emitWarning(new RequestContentLengthMismatchError());
	  }

	  const socket = client[kSocket];
	  clearIdleSocketValidation(socket);

	  /**
	   * @param {Error} [err]
	   * @returns {void}
	   */
	  const abort = err => {
	    if (request.aborted || request.completed) {
	      return
	    }

	    util.errorRequest(client, request, err || new RequestAbortedError());

	    util.destroy(body);
	    util.destroy(socket, new InformationalError('aborted'));
	  };

	  try {
	    request.onRequestStart(abort, null);
	  } catch (err) {
	    util.errorRequest(client, request, err);
	  }

	  if (request.aborted) {
	    return false
	  }

	  if (method === 'HEAD') {
	    // https://github.com/mcollina/undici/issues/258
	    // Close after a HEAD request to interop with misbehaving servers
	    // that may send a body in the response.

	    socket[kReset] = true;
	  }

	  if (upgrade || method === 'CONNECT') {
	    // On CONNECT or upgrade, block pipeline from dispatching further
	    // requests on this connection.

	    socket[kReset] = true;
	  }

	  if (reset != null) {
	    socket[kReset] = reset;
	  }

	  if (client[kMaxRequests] && ++socket[kCounter] >= client[kMaxRequests]) {
	    socket[kReset] = true;
	  }

	  if (blocking) {
	    socket[kBlocking] = true;
	  }

	  setTypeOfService(socket, request);

	  let header = `${method} ${path} HTTP/1.1\r\n`;

	  if (typeof host === 'string') {
	    header += `host: ${host}\r\n`;
	  } else {
	    header += client[kHostHeader];
	  }

	  if (upgrade) {
	    header += `connection: upgrade\r\nupgrade: ${upgrade}\r\n`;
	  } else if (client[kPipelining] && !socket[kReset]) {
	    header += 'connection: keep-alive\r\n';
	  } else {
	    header += 'connection: close\r\n';
	  }

	  if (Array.isArray(headers)) {
	    for (let n = 0; n < headers.length; n += 2) {
	      const key = headers[n + 0];
	      const val = headers[n + 1];

	      if (Array.isArray(val)) {
	        for (let i = 0; i < val.length; i++) {
	          header += `${key}: ${val[i]}\r\n`;
	        }
	      } else {
	        header += `${key}: ${val}\r\n`;
	      }
	    }
	  }

	  if (channels.sendHeaders.hasSubscribers) {
	    channels.sendHeaders.publish({ request, headers: header, socket });
	  }

	  if (!body || bodyLength === 0) {
	    writeBuffer(abort, null, client, request, socket, contentLength, header, expectsPayload);
	  } else if (util.isBuffer(body)) {
	    writeBuffer(abort, body, client, request, socket, contentLength, header, expectsPayload);
	  } else if (util.isBlobLike(body)) {
	    if (typeof body.stream === 'function') {
	      writeIterable(abort, body.stream(), client, request, socket, contentLength, header, expectsPayload);
	    } else {
	      writeBlob(abort, body, client, request, socket, contentLength, header, expectsPayload);
	    }
	  } else if (util.isStream(body)) {
	    writeStream(abort, body, client, request, socket, contentLength, header, expectsPayload);
	  } else if (util.isIterable(body)) {
	    writeIterable(abort, body, client, request, socket, contentLength, header, expectsPayload);
	  } else {
	    assert(false);
	  }

	  return true
	}

	/**
	 * @param {AbortCallback} abort
	 * @param {import('stream').Stream} body
	 * @param {import('./client.js')} client
	 * @param {import('../core/request.js')} request
	 * @param {import('net').Socket} socket
	 * @param {number} contentLength
	 * @param {string} header
	 * @param {boolean} expectsPayload
	 */
	function writeStream (abort, body, client, request, socket, contentLength, header, expectsPayload) {
	  assert(contentLength !== 0 || client[kRunning] === 0, 'stream body cannot be pipelined');

	  let finished = false;

	  const writer = new AsyncWriter({ abort, socket, request, contentLength, client, expectsPayload, header });

	  /**
	   * @param {Buffer} chunk
	   * @returns {void}
	   */
	  const onData = function (chunk) {
	    if (finished) {
	      return
	    }

	    try {
	      if (!writer.write(chunk) && this.pause) {
	        this.pause();
	      }
	    } catch (err) {
	      util.destroy(this, err);
	    }
	  };

	  /**
	   * @returns {void}
	   */
	  const onDrain = function () {
	    if (finished) {
	      return
	    }

	    if (body.resume) {
	      body.resume();
	    }
	  };

	  /**
	   * @returns {void}
	   */
	  const onClose = function () {
	    // 'close' might be emitted *before* 'error' for
	    // broken streams. Wait a tick to avoid this case.
	    queueMicrotask(() => {
	      // It's only safe to remove 'error' listener after
	      // 'close'.
	      body.removeListener('error', onFinished);
	    });

	    if (!finished) {
	      const err = new RequestAbortedError();
	      queueMicrotask(() => onFinished(err));
	    }
	  };

	  /**
	   * @param {Error} [err]
	   * @returns
	   */
	  const onFinished = function (err) {
	    if (finished) {
	      return
	    }

	    finished = true;

	    assert(socket.destroyed || (socket[kWriting] && client[kRunning] <= 1));

	    socket.off('drain', onDrain).off('error', onFinished);

	    body.removeListener('data', onData).removeListener('end', onFinished).removeListener('close', onClose);

	    if (!err) {
	      try {
	        writer.end();
	      } catch (er) {
	        err = er;
	      }
	    }

	    writer.destroy(err);

	    if (err && (err.code !== 'UND_ERR_INFO' || err.message !== 'reset')) {
	      util.destroy(body, err);
	    } else {
	      util.destroy(body);
	    }
	  };

	  body.on('data', onData).on('end', onFinished).on('error', onFinished).on('close', onClose);

	  if (body.resume) {
	    body.resume();
	  }

	  socket.on('drain', onDrain).on('error', onFinished);

	  if (body.errorEmitted ?? body.errored) {
	    setImmediate(onFinished, body.errored);
	  } else if (body.endEmitted ?? body.readableEnded) {
	    setImmediate(onFinished, null);
	  }

	  if (body.closeEmitted ?? body.closed) {
	    setImmediate(onClose);
	  }
	}

	/**
	 * @typedef AbortCallback
	 * @type {Function}
	 * @param {Error} [err]
	 * @returns {void}
	 */

	/**
	 * @param {AbortCallback} abort
	 * @param {Uint8Array|null} body
	 * @param {import('./client.js')} client
	 * @param {import('../core/request.js')} request
	 * @param {import('net').Socket} socket
	 * @param {number} contentLength
	 * @param {string} header
	 * @param {boolean} expectsPayload
	 * @returns {void}
	 */
	function writeBuffer (abort, body, client, request, socket, contentLength, header, expectsPayload) {
	  try {
	    if (!body) {
	      if (contentLength === 0) {
	        socket.write(`${header}content-length: 0\r\n\r\n`, 'latin1');
	      } else {
	        assert(contentLength === null, 'no body must not have content length');
	        socket.write(`${header}\r\n`, 'latin1');
	      }
	    } else if (util.isBuffer(body)) {
	      assert(contentLength === body.byteLength, 'buffer body must have content length');

	      socket.cork();
	      socket.write(`${header}content-length: ${contentLength}\r\n\r\n`, 'latin1');
	      socket.write(body);
	      socket.uncork();
	      request.onBodySent(body);

	      if (!expectsPayload && request.reset !== false) {
	        socket[kReset] = true;
	      }
	    }
	    request.onRequestSent();

	    client[kResume]();
	  } catch (err) {
	    abort(err);
	  }
	}

	/**
	 * @param {AbortCallback} abort
	 * @param {Blob} body
	 * @param {import('./client.js')} client
	 * @param {import('../core/request.js')} request
	 * @param {import('net').Socket} socket
	 * @param {number} contentLength
	 * @param {string} header
	 * @param {boolean} expectsPayload
	 * @returns {Promise<void>}
	 */
	async function writeBlob (abort, body, client, request, socket, contentLength, header, expectsPayload) {
	  try {
	    if (contentLength != null && contentLength !== body.size) {
	      throw new RequestContentLengthMismatchError()
	    }

	    const buffer = Buffer.from(await body.arrayBuffer());

	    socket.cork();
	    socket.write(`${header}content-length: ${contentLength}\r\n\r\n`, 'latin1');
	    socket.write(buffer);
	    socket.uncork();

	    request.onBodySent(buffer);
	    request.onRequestSent();

	    if (!expectsPayload && request.reset !== false) {
	      socket[kReset] = true;
	    }

	    client[kResume]();
	  } catch (err) {
	    abort(err);
	  }
	}

	/**
	 * @param {AbortCallback} abort
	 * @param {Iterable} body
	 * @param {import('./client.js')} client
	 * @param {import('../core/request.js')} request
	 * @param {import('net').Socket} socket
	 * @param {number} contentLength
	 * @param {string} header
	 * @param {boolean} expectsPayload
	 * @returns {Promise<void>}
	 */
	async function writeIterable (abort, body, client, request, socket, contentLength, header, expectsPayload) {
	  assert(contentLength !== 0 || client[kRunning] === 0, 'iterator body cannot be pipelined');

	  let callback = null;
	  function onDrain () {
	    if (callback) {
	      const cb = callback;
	      callback = null;
	      cb();
	    }
	  }

	  const waitForDrain = () =>
	    new Promise((resolve, reject) => {
	      assert(callback === null);

	      if (socket[kError]) {
	        reject(socket[kError]);
	      } else {
	        callback = resolve;
	      }
	    });

	  socket.on('close', onDrain).on('drain', onDrain);

	  const writer = new AsyncWriter({ abort, socket, request, contentLength, client, expectsPayload, header });
	  try {
	    // It's up to the user to somehow abort the async iterable.
	    for await (const chunk of body) {
	      if (socket[kError]) {
	        throw socket[kError]
	      }

	      if (!writer.write(chunk)) {
	        await waitForDrain();
	      }
	    }

	    writer.end();
	  } catch (err) {
	    writer.destroy(err);
	  } finally {
	    socket.off('close', onDrain).off('drain', onDrain);
	  }
	}

	class AsyncWriter {
	  /**
	   *
	   * @param {object} arg
	   * @param {AbortCallback} arg.abort
	   * @param {import('net').Socket} arg.socket
	   * @param {import('../core/request.js')} arg.request
	   * @param {number} arg.contentLength
	   * @param {import('./client.js')} arg.client
	   * @param {boolean} arg.expectsPayload
	   * @param {string} arg.header
	   */
	  constructor ({ abort, socket, request, contentLength, client, expectsPayload, header }) {
	    this.socket = socket;
	    this.request = request;
	    this.contentLength = contentLength;
	    this.client = client;
	    this.bytesWritten = 0;
	    this.expectsPayload = expectsPayload;
	    this.header = header;
	    this.abort = abort;
	    this.lengthMismatch = false;

	    socket[kWriting] = true;
	  }

	  /**
	   * The body doesn't match the declared content-length and strictContentLength
	   * is off. Warn once, and mark the socket so it isn't reused: on the wire this
	   * request's body no longer ends where the server expects, so anything sent
	   * after it on the same connection would be misread.
	   * @returns {void}
	   */
	  onLengthMismatch () {
	    this.socket[kReset] = true;

	    if (!this.lengthMismatch) {
	      this.lengthMismatch = true;
	      process.emitWarning(new RequestContentLengthMismatchError());
	    }
	  }

	  /**
	   * @param {string|Uint8Array} chunk
	   * @returns
	   */
	  write (chunk) {
	    const { socket, request, contentLength, client, bytesWritten, expectsPayload, header } = this;

	    if (socket[kError]) {
	      throw socket[kError]
	    }

	    if (socket.destroyed) {
	      return false
	    }

	    let len = chunk instanceof Uint8Array ? chunk.byteLength : Buffer.byteLength(chunk);
	    if (!len) {
	      return true
	    }

	    // We should defer writing chunks.
	    if (contentLength !== null && bytesWritten + len > contentLength) {
	      if (client[kStrictContentLength]) {
	        throw new RequestContentLengthMismatchError()
	      }

	      this.onLengthMismatch();

	      // Never write past the declared content-length. The server treats any
	      // extra bytes as the start of the next request, so a body could inject
	      // a request of its own (request smuggling).
	      const remaining = contentLength - bytesWritten;
	      if (remaining === 0) {
	        return true
	      }
	      chunk = (typeof chunk === 'string' ? Buffer.from(chunk) : chunk).subarray(0, remaining);
	      len = remaining;
	    }

	    socket.cork();

	    if (bytesWritten === 0) {
	      if (!expectsPayload && request.reset !== false) {
	        socket[kReset] = true;
	      }

	      if (contentLength === null) {
	        socket.write(`${header}transfer-encoding: chunked\r\n`, 'latin1');
	      } else {
	        socket.write(`${header}content-length: ${contentLength}\r\n\r\n`, 'latin1');
	      }
	    }

	    if (contentLength === null) {
	      socket.write(`\r\n${len.toString(16)}\r\n`, 'latin1');
	    }

	    this.bytesWritten += len;

	    const ret = socket.write(chunk);

	    socket.uncork();

	    request.onBodySent(chunk);

	    if (!ret) {
	      if (socket[kParser].timeout && socket[kParser].timeoutType === TIMEOUT_HEADERS) {
	        if (socket[kParser].timeout.refresh) {
	          socket[kParser].timeout.refresh();
	        }
	      }
	    }

	    return ret
	  }

	  /**
	   * @returns {void}
	   */
	  end () {
	    const { socket, contentLength, client, bytesWritten, expectsPayload, header, request } = this;
	    request.onRequestSent();

	    socket[kWriting] = false;

	    if (socket[kError]) {
	      throw socket[kError]
	    }

	    if (socket.destroyed) {
	      return
	    }

	    if (bytesWritten === 0) {
	      if (expectsPayload) {
	        // https://tools.ietf.org/html/rfc7230#section-3.3.2
	        // A user agent SHOULD send a Content-Length in a request message when
	        // no Transfer-Encoding is sent and the request method defines a meaning
	        // for an enclosed payload body.

	        socket.write(`${header}content-length: 0\r\n\r\n`, 'latin1');
	      } else {
	        socket.write(`${header}\r\n`, 'latin1');
	      }
	    } else if (contentLength === null) {
	      socket.write('\r\n0\r\n\r\n', 'latin1');
	    }

	    if (contentLength !== null && bytesWritten !== contentLength) {
	      if (client[kStrictContentLength]) {
	        throw new RequestContentLengthMismatchError()
	      }

	      // The body is shorter than declared, so the server is still waiting for
	      // the rest. Don't let the next request's bytes on this connection be
	      // read as the missing part of this body.
	      this.onLengthMismatch();
	    }

	    if (socket[kParser].timeout && socket[kParser].timeoutType === TIMEOUT_HEADERS) {
	      if (socket[kParser].timeout.refresh) {
	        socket[kParser].timeout.refresh();
	      }
	    }

	    client[kResume]();
	  }

	  /**
	   * @param {Error} [err]
	   * @returns {void}
	   */
	  destroy (err) {
	    const { socket, client, abort } = this;

	    socket[kWriting] = false;

	    if (err) {
	      assert(client[kRunning] <= 1, 'pipeline should only contain this request');
	      abort(err);
	    }
	  }
	}

	clientH1 = connectH1;
	return clientH1;
}

var clientH2;
var hasRequiredClientH2;

function requireClientH2 () {
	if (hasRequiredClientH2) return clientH2;
	hasRequiredClientH2 = 1;

	const assert = builtin$4;
	const { pipeline } = builtin$5;
	const util = requireUtil$1();
	const {
	  RequestContentLengthMismatchError,
	  ResponseContentLengthMismatchError,
	  RequestAbortedError,
	  SocketError,
	  InformationalError,
	  InvalidArgumentError,
	  HeadersTimeoutError,
	  BodyTimeoutError,
	  ResponseExceededMaxSizeError
	} = requireErrors();
	const {
	  kUrl,
	  kReset,
	  kClient,
	  kRunning,
	  kPending,
	  kQueue,
	  kPendingIdx,
	  kRunningIdx,
	  kError,
	  kSocket,
	  kStrictContentLength,
	  kOnError,
	  kMaxConcurrentStreams,
	  kHTTP2Session,
	  kHostAuthority,
	  kResume,
	  kSize,
	  kHTTPContext,
	  kClosed,
	  kKeepAliveDefaultTimeout,
	  kHeadersTimeout,
	  kBodyTimeout,
	  kEnableConnectProtocol,
	  kRemoteSettings,
	  kHTTP2Stream,
	  kHTTP2SessionState,
	  kHTTP2Options,
	  kMaxResponseSize
	} = requireSymbols();
	const { channels } = requireDiagnostics();

	const kOpenStreams = Symbol('open streams');
	const kRequestStream = Symbol('request stream');
	const kRequestStreamCleanup = Symbol('request stream cleanup');
	const kRequestStreamState = Symbol('request stream state');
	const kReceivedGoAway = Symbol('received goaway');
	const kGoAwayReplayAttempts = Symbol('goaway replay attempts');
	const kRefusedStreamRetry = Symbol('refused stream retry');

	// RFC 9113 section 8.7: a client SHOULD NOT automatically retry a request more
	// than once. Without a budget a peer that keeps refusing turns one request into
	// an unbounded connect/refuse/reconnect loop that never settles and starves the
	// event loop.
	const MAX_GOAWAY_REPLAY_ATTEMPTS = 1;

	// RFC 9113 section 6.2. node:http2 reports frame types as raw numbers.
	const HTTP2_FRAME_TYPE_HEADERS = 1;

	// Lower bound on how long a liveness PING may take to be acked. Stream
	// timeouts can be tiny (tens of ms), while an ack on a live connection can take
	// longer than that on a loaded event loop; without a floor a slow but healthy
	// connection would be torn down.
	const MIN_PROBE_TIMEOUT = 1e3;

	let extractBody;

	/** @type {import('http2')} */
	let http2;
	try {
	  http2 = builtin$h;
	} catch {
	  // @ts-ignore
	  http2 = { constants: {} };
	}

	const {
	  constants: {
	    HTTP2_HEADER_AUTHORITY,
	    HTTP2_HEADER_METHOD,
	    HTTP2_HEADER_PATH,
	    HTTP2_HEADER_SCHEME,
	    HTTP2_HEADER_CONTENT_LENGTH,
	    HTTP2_HEADER_EXPECT,
	    HTTP2_HEADER_STATUS,
	    HTTP2_HEADER_PROTOCOL,
	    NGHTTP2_NO_ERROR,
	    NGHTTP2_REFUSED_STREAM
	  }
	} = http2;

	function getGoAwayError (session, errorCode) {
	  return session[kError] ||
	    (errorCode === NGHTTP2_NO_ERROR
	      ? new InformationalError(`HTTP/2: "GOAWAY" frame received with code ${errorCode}`)
	      : new SocketError(`HTTP/2: "GOAWAY" frame received with code ${errorCode}`, util.getSocketInfo(session[kSocket])))
	}

	function resetHttp2Session (session, err) {
	  const client = session[kClient];
	  const socket = session[kSocket];

	  if (client[kHTTP2Session] === session) {
	    client[kSocket] = null;
	    client[kHTTPContext] = null;
	    client[kHTTP2Session] = null;
	  }

	  if (socket != null && socket[kError] == null) {
	    socket[kError] = err;
	  }

	  if (!session.closed && !session.destroyed) {
	    try {
	      session.destroy(err);
	    } catch {}
	  }

	  util.destroy(socket, err);
	}

	function getGoAwayPendingIdx (client, lastStreamID) {
	  const maxAcceptedStreamID = Number.isInteger(lastStreamID) ? lastStreamID : Number.MAX_SAFE_INTEGER;

	  for (let i = client[kRunningIdx]; i < client[kPendingIdx]; i++) {
	    const request = client[kQueue][i];

	    if (request == null) {
	      continue
	    }

	    // A pending stream may not have had an ID when it was bound to the request.
	    const streamId = request[kRequestStream]?.id;
	    if (typeof streamId !== 'number' || streamId > maxAcceptedStreamID) {
	      return i
	    }
	  }

	  return client[kPendingIdx]
	}

	function detachRequestFromStream (request) {
	  request[kRequestStream] = null;
	  request[kRequestStreamCleanup] = null;
	}

	function bindRequestToStream (request, stream, cleanup) {
	  const previousCleanup = request[kRequestStreamCleanup];
	  const previousStream = request[kRequestStream];
	  detachRequestFromStream(request);
	  previousCleanup?.(previousStream);
	  request[kRequestStream] = stream;
	  request[kRequestStreamCleanup] = cleanup;
	}

	function clearRequestStream (request) {
	  const cleanup = request[kRequestStreamCleanup];
	  const stream = request[kRequestStream];
	  detachRequestFromStream(request);
	  cleanup?.(stream);
	}

	function requeueUnsentRequest (client, request) {
	  client[kQueue].splice(client[kPendingIdx] + 1, 0, request);
	}

	function completeRequest (client, request, resetPendingIdx = false) {
	  const queue = client[kQueue];
	  const runningIdx = client[kRunningIdx];

	  // In-order completion: clear the request and advance without splicing.
	  // The client's resume loop compacts cleared slots once the index grows.
	  if (runningIdx < client[kPendingIdx] && queue[runningIdx] === request) {
	    queue[runningIdx] = null;
	    client[kRunningIdx] = runningIdx + 1;
	    return
	  }

	  const index = queue.indexOf(request, runningIdx);

	  if (index === -1 || index >= client[kPendingIdx]) {
	    return
	  }

	  queue.splice(index, 1);
	  client[kPendingIdx]--;

	  if (resetPendingIdx && client[kPendingIdx] < client[kRunningIdx]) {
	    client[kPendingIdx] = client[kRunningIdx];
	  }
	}

	function canReplayRequest (request) {
	  const { body } = request;

	  return body == null || util.isBuffer(body) || util.isBlobLike(body)
	}

	function hasResponseStarted (request) {
	  const state = request[kRequestStream]?.[kRequestStreamState];
	  return state?.responseReceived === true
	}

	// Count a GOAWAY refusal against the request's replay budget. A peer that
	// refuses every connection must eventually surface an error to the caller
	// rather than being retried forever. Kept separate from canReplayRequest so
	// that the REFUSED_STREAM retry, which has its own single-attempt limit, does
	// not consume this budget just by asking whether the body can be replayed.
	function registerGoAwayRefusal (request) {
	  const attempts = (request[kGoAwayReplayAttempts] ?? 0) + 1;
	  request[kGoAwayReplayAttempts] = attempts;

	  return attempts <= MAX_GOAWAY_REPLAY_ATTEMPTS
	}

	function closeStream (stream, code = NGHTTP2_REFUSED_STREAM) {
	  if (stream != null && !stream.destroyed && !stream.closed) {
	    try {
	      stream.close(code);
	    } catch {}
	  }
	}

	function detachRequestStreamForClose (request) {
	  const stream = request[kRequestStream];

	  clearRequestStream(request);
	  severRequestStream(stream);

	  return stream
	}

	// Unbind a stream from its request for good. releaseRequestStream() alone
	// leaves the 'close' listener attached and kRequestStreamState populated, so a
	// stream abandoned here would still run completeRequestStream() later — and
	// splice out the request that has since been requeued onto another session.
	function severRequestStream (stream) {
	  if (stream == null || stream[kRequestStreamState] == null) {
	    return
	  }

	  stream[kRequestStreamState] = null;
	  stream.off('close', completeRequestStream);
	  // Upgrade streams use their own close cleanup, which would otherwise release
	  // the session a second time after the stream has been severed for GOAWAY.
	  stream.off('close', onUpgradeStreamClose);

	  if (stream[kHTTP2Session] != null) {
	    closeStreamSession(stream);
	  }

	  // #5936: Node can still deliver a session-level error to a native stream
	  // after undici has stopped tracking it (e.g. on idle session teardown). Keep
	  // a persistent noop error sink so the 'error' event is never emitted with no
	  // listener, which would crash the process. A single sink is enough even if
	  // one was already attached by the onError path, so clear it first.
	  if (!stream.destroyed && !stream.closed) {
	    stream.off('error', noop);
	    stream.on('error', noop);
	  }
	}

	function connectH2 (client, socket) {
	  client[kSocket] = socket;

	  const http2InitialWindowSize = client[kHTTP2Options].sessionOptions?.initialWindowSize;
	  const http2ConnectionWindowSize = client[kHTTP2Options].connectionWindowSize;

	  const session = http2.connect(client[kUrl], {
	    createConnection: () => socket,
	    peerMaxConcurrentStreams: client[kHTTP2Options].maxConcurrentStreams,
	    settings: {
	      // TODO(metcoder95): add support for PUSH
	      enablePush: false,
	      ...(http2InitialWindowSize != null ? { initialWindowSize: http2InitialWindowSize } : null)
	    }
	  });

	  client[kSocket] = socket;
	  session[kOpenStreams] = 0;
	  session[kClient] = client;
	  session[kSocket] = socket;
	  session[kHTTP2SessionState] = {
	    idleTimeout: null,
	    // Armed while the peer advertises MAX_CONCURRENT_STREAMS = 0 and we have
	    // work that cannot start. See setNoStreamsTimeout.
	    noStreamsTimeout: null,
	    // Armed while a PING checks whether the peer is still there after a
	    // stream timed out. See probeHttp2Session.
	    probeTimeout: null,
	    // Sockets start out ref'd. Session ref/unref proxies to the socket, so a
	    // single cached flag lets us skip redundant uv ref/unref calls, provided
	    // every ref/unref of the session or its socket goes through
	    // refH2Session/unrefH2Session.
	    refed: true,
	    ping: {
	      interval: client[kHTTP2Options].pingInterval === 0 ? null : setInterval(onHttp2SendPing, client[kHTTP2Options].pingInterval, session).unref()
	    }
	  };
	  session[kReceivedGoAway] = false;
	  // We set it to true by default in a best-effort; however once connected to an H2 server
	  // we will check if extended CONNECT protocol is supported or not
	  // and set this value accordingly.
	  session[kEnableConnectProtocol] = false;
	  // States whether or not we have received the remote settings from the server
	  session[kRemoteSettings] = false;

	  // Apply connection-level flow control once connected (if supported).
	  if (http2ConnectionWindowSize) {
	    util.addListener(session, 'connect', applyConnectionWindowSize.bind(session, http2ConnectionWindowSize));
	  }

	  util.addListener(session, 'error', onHttp2SessionError);
	  util.addListener(session, 'frameError', onHttp2FrameError);
	  util.addListener(session, 'goaway', onHttp2SessionGoAway);
	  util.addListener(session, 'close', onHttp2SessionClose);
	  util.addListener(session, 'remoteSettings', onHttp2RemoteSettings);
	  // TODO (@metcoder95): implement SETTINGS support
	  // util.addListener(session, 'localSettings', onHttp2RemoteSettings)

	  unrefH2Session(session);

	  client[kHTTP2Session] = session;
	  socket[kHTTP2Session] = session;

	  util.addListener(socket, 'error', onHttp2SocketError);
	  util.addListener(socket, 'end', onHttp2SocketEnd);
	  util.addListener(socket, 'close', onHttp2SocketClose);

	  socket[kClosed] = false;
	  socket.on('close', onSocketClose);

	  return {
	    version: 'h2',
	    defaultPipelining: Infinity,
	    /**
	     * @param {import('../core/request.js')} request
	     * @returns {boolean}
	    */
	    write (request) {
	      return writeH2(client, request)
	    },
	    /**
	     * @returns {void}
	     */
	    resume () {
	      resumeH2(client);
	    },
	    /**
	     * @param {Error | null} err
	     * @param {() => void} callback
	     */
	    destroy (err, callback) {
	      if (socket[kClosed]) {
	        queueMicrotask(callback);
	      } else {
	        socket.destroy(err).on('close', callback);
	      }
	    },
	    /**
	     * @type {boolean}
	     */
	    get destroyed () {
	      return socket.destroyed
	    },
	    /**
	     * @param {import('../core/request.js')} request
	     * @returns {boolean}
	    */
	    busy (request) {
	      if (session[kRemoteSettings] === false && client[kRunning] > 0) {
	        return true
	      }

	      // Do not open streams on a connection that may be dead.
	      if (session[kHTTP2SessionState].probeTimeout != null) {
	        return true
	      }

	      if (client[kRunning] >= client[kMaxConcurrentStreams]) {
	        return true
	      }

	      if (request != null) {
	        if (client[kRunning] > 0) {
	          // We are already processing requests

	          // Unlike HTTP/1.1 pipelining, HTTP/2 multiplexes requests on
	          // independent streams, so non-idempotent requests can be dispatched
	          // concurrently. Retry eligibility is handled by stream/session error
	          // handling instead of by serializing all non-idempotent requests.
	          // Don't dispatch an upgrade until all preceding requests have completed.
	          // Possibly, we do not have remote settings confirmed yet.
	          if ((request.upgrade === 'websocket' || request.method === 'CONNECT') && session[kRemoteSettings] === false) return true
	        } else {
	          return (request.upgrade === 'websocket' || request.method === 'CONNECT') && session[kRemoteSettings] === false
	        }
	      }

	      return false
	    }
	  }
	}

	// Session ref/unref proxies to the underlying socket, so refH2Session and
	// unrefH2Session cover both and can skip the call when the cached ref state
	// already matches.
	function refH2Session (session) {
	  const state = session[kHTTP2SessionState];

	  if (state.refed === false) {
	    state.refed = true;
	    session.ref();
	  }
	}

	function unrefH2Session (session) {
	  const state = session[kHTTP2SessionState];

	  if (state.refed === true) {
	    state.refed = false;
	    session.unref();
	  }
	}

	function resumeH2 (client) {
	  const socket = client[kSocket];
	  const session = client[kHTTP2Session];

	  if (socket?.destroyed === false) {
	    // After an upgrade the queue is empty but its stream is still in use, so never unref while a stream is open.
	    if (session[kOpenStreams] === 0 && client[kSize] === 0) {
	      unrefH2Session(session);
	    } else {
	      refH2Session(session);
	    }

	    if (client[kSize] === 0 && session[kOpenStreams] === 0) {
	      setHttp2IdleTimeout(session);
	    } else {
	      clearHttp2IdleTimeout(session);
	    }

	    if (client[kMaxConcurrentStreams] === 0 && client[kRunning] === 0 && client[kPending] > 0) {
	      setNoStreamsTimeout(session);
	    } else {
	      clearNoStreamsTimeout(session);
	    }
	  }
	}

	function clearNoStreamsTimeout (session) {
	  const state = session[kHTTP2SessionState];

	  if (state?.noStreamsTimeout != null) {
	    clearTimeout(state.noStreamsTimeout);
	    state.noStreamsTimeout = null;
	  }
	}

	// A peer is allowed to advertise SETTINGS_MAX_CONCURRENT_STREAMS = 0 to refuse
	// new streams (RFC 9113 §6.5.2), and is expected to raise it again later. Until
	// it does, busy() reports the client as permanently busy and queued requests
	// cannot open a stream — which means no per-stream timeout covers them, and no
	// reconnect can happen either, so the SETTINGS frame that would lift the limit
	// can never arrive. Give the peer headersTimeout to start honouring requests
	// before failing them; a request that cannot even be sent has missed the same
	// deadline as one whose headers never arrive.
	function setNoStreamsTimeout (session) {
	  const client = session[kClient];
	  const state = session[kHTTP2SessionState];
	  const timeout = client[kHeadersTimeout];

	  if (!timeout || state.noStreamsTimeout != null) {
	    return
	  }

	  state.noStreamsTimeout = setTimeout(onNoStreamsTimeout, timeout, session).unref();
	}

	function onNoStreamsTimeout (session) {
	  const client = session[kClient];
	  const state = session[kHTTP2SessionState];

	  state.noStreamsTimeout = null;

	  if (
	    client[kHTTP2Session] !== session ||
	    client[kMaxConcurrentStreams] !== 0 ||
	    client[kRunning] !== 0 ||
	    client[kPending] === 0
	  ) {
	    return
	  }

	  const err = new HeadersTimeoutError(
	    `HTTP/2: server did not accept a new stream within ${client[kHeadersTimeout]}`
	  );

	  const requests = client[kQueue].splice(client[kPendingIdx]);
	  for (let i = 0; i < requests.length; i++) {
	    if (requests[i] != null) {
	      util.errorRequest(client, requests[i], err);
	    }
	  }

	  // Drop the unusable session so the next request gets a fresh connection,
	  // whose SETTINGS may well allow streams again.
	  session[kError] = err;
	  resetHttp2Session(session, err);
	}

	// A stream timeout only resets that stream, unlike HTTP/1.1 which destroys the
	// socket. If the connection itself silently died (dropped by a NAT or load
	// balancer, a hung peer), every new stream would time out in turn and the
	// session would never be replaced. Ask the peer for a PING ack within the
	// timeout that just fired (but at least MIN_PROBE_TIMEOUT): if it answers, only
	// that request was slow; if not, drop the session so queued requests move to a
	// fresh connection.
	function probeHttp2Session (session, timeout) {
	  const state = session[kHTTP2SessionState];

	  if (state.probeTimeout != null || session.closed || session.destroyed) {
	    return
	  }

	  try {
	    session.ping(onHttp2ProbeAck.bind(session));
	  } catch {
	    // The session is going away on its own.
	    return
	  }

	  state.probeTimeout = setTimeout(onHttp2ProbeTimeout, Math.max(timeout, MIN_PROBE_TIMEOUT), session).unref();
	}

	function clearHttp2ProbeTimeout (session) {
	  const state = session[kHTTP2SessionState];

	  if (state?.probeTimeout != null) {
	    clearTimeout(state.probeTimeout);
	    state.probeTimeout = null;
	  }
	}

	function onHttp2ProbeAck () {
	  if (this[kHTTP2SessionState].probeTimeout == null) {
	    return
	  }

	  clearHttp2ProbeTimeout(this);
	  this[kClient][kResume]();
	}

	function onHttp2ProbeTimeout (session) {
	  session[kHTTP2SessionState].probeTimeout = null;

	  if (session.closed || session.destroyed) {
	    return
	  }

	  const err = new SocketError('HTTP/2: connection unresponsive', util.getSocketInfo(session[kSocket]));
	  session[kError] = err;
	  resetHttp2Session(session, err);
	}

	function clearHttp2IdleTimeout (session) {
	  const state = session[kHTTP2SessionState];

	  if (state?.idleTimeout != null) {
	    clearTimeout(state.idleTimeout);
	    state.idleTimeout = null;
	  }
	}

	function setHttp2IdleTimeout (session) {
	  const client = session[kClient];

	  if (client[kHTTP2Session] !== session || session.closed || session.destroyed) {
	    return
	  }

	  if (session[kOpenStreams] !== 0 || client[kSize] !== 0) {
	    clearHttp2IdleTimeout(session);
	    return
	  }

	  const state = session[kHTTP2SessionState];
	  if (state.idleTimeout == null) {
	    state.idleTimeout = setTimeout(onHttp2SessionIdleTimeout, client[kKeepAliveDefaultTimeout], session).unref();
	  }
	}

	function onHttp2SessionIdleTimeout (session) {
	  const client = session[kClient];
	  const socket = session[kSocket];
	  const state = session[kHTTP2SessionState];

	  state.idleTimeout = null;

	  if (client[kHTTP2Session] !== session || session[kOpenStreams] !== 0 || client[kSize] !== 0 || session.closed || session.destroyed) {
	    return
	  }

	  const err = new InformationalError('socket idle timeout');
	  socket[kError] = err;
	  util.destroy(socket, err);
	}

	function applyConnectionWindowSize (connectionWindowSize) {
	  try {
	    if (typeof this.setLocalWindowSize === 'function') {
	      this.setLocalWindowSize(connectionWindowSize);
	    }
	  } catch {
	    // Best-effort only.
	  }
	}

	function onHttp2RemoteSettings (settings) {
	  const client = this[kClient];

	  // The configured maxConcurrentStreams (default 100) is the client's own
	  // ceiling. The server's SETTINGS_MAX_CONCURRENT_STREAMS can lower it, but
	  // must not raise it: a default Node.js server advertises 2^32-1.
	  const localMaxConcurrentStreams = client[kHTTP2Options].maxConcurrentStreams;
	  const remoteMaxConcurrentStreams = settings.maxConcurrentStreams ?? client[kMaxConcurrentStreams] ?? localMaxConcurrentStreams;
	  client[kMaxConcurrentStreams] = Math.min(remoteMaxConcurrentStreams, localMaxConcurrentStreams);
	  /**
	   * From RFC-8441
	   * A sender MUST NOT send a SETTINGS_ENABLE_CONNECT_PROTOCOL parameter
	   * with the value of 0 after previously sending a value of 1.
	   */
	  // Note: Cannot be tested in Node, it does not supports disabling the extended CONNECT protocol once enabled
	  if (this[kRemoteSettings] === true && this[kEnableConnectProtocol] === true && settings.enableConnectProtocol === false) {
	    const err = new InformationalError('HTTP/2: Server disabled extended CONNECT protocol against RFC-8441');
	    this[kSocket][kError] = err;
	    this[kClient][kOnError](err);
	    return
	  }

	  this[kEnableConnectProtocol] = settings.enableConnectProtocol ?? this[kEnableConnectProtocol];
	  this[kRemoteSettings] = true;
	  this[kClient][kResume]();
	}

	function onHttp2SendPing (session) {
	  const state = session[kHTTP2SessionState];
	  if ((session.closed || session.destroyed) && state.ping.interval != null) {
	    clearInterval(state.ping.interval);
	    state.ping.interval = null;
	    return
	  }

	  // If no ping sent, do nothing
	  session.ping(onPing.bind(session));

	  function onPing (err, duration) {
	    const client = this[kClient];
	    const socket = this[kSocket];

	    if (err != null) {
	      const error = new InformationalError(`HTTP/2: "PING" errored - type ${err.message}`);
	      socket[kError] = error;
	      client[kOnError](error);
	    } else {
	      client.emit('ping', duration);
	    }
	  }
	}

	function onHttp2SessionError (err) {
	  this[kSocket][kError] = err;

	  if (this[kReceivedGoAway]) {
	    return
	  }

	  this[kClient][kOnError](err);
	}

	function onHttp2FrameError (type, code, id) {
	  if (id === 0) {
	    if (this[kReceivedGoAway]) {
	      return
	    }

	    const err = new InformationalError(`HTTP/2: "frameError" received - type ${type}, code ${code}`);
	    this[kSocket][kError] = err;
	    this[kClient][kOnError](err);
	  }
	}

	/**
	 * This is the root cause of #3011
	 * We need to handle GOAWAY frames properly, and trigger the session close
	 * along with the socket right away
	 *
	 * @this {import('http2').ClientHttp2Session}
	 * @param {number} errorCode
	 * @param {number} lastStreamID
	 */
	function onHttp2SessionGoAway (errorCode, lastStreamID) {
	  if (this[kReceivedGoAway]) {
	    return
	  }

	  this[kReceivedGoAway] = true;

	  const err = getGoAwayError(this, errorCode);
	  const client = this[kClient];
	  const previousPendingIdx = client[kPendingIdx];
	  const pendingIdx = getGoAwayPendingIdx(client, lastStreamID);
	  const retriableRequests = [];
	  const streamsToClose = [];

	  // Closing one stream after GOAWAY can synchronously emit frameError on
	  // sibling streams. Detach all affected requests first so those errors do
	  // not fail requests that are about to be requeued.
	  for (let i = pendingIdx; i < previousPendingIdx; i++) {
	    const request = client[kQueue][i];

	    if (request != null) {
	      // Read before detaching, which drops the stream state.
	      const responseStarted = hasResponseStarted(request);

	      streamsToClose.push(detachRequestStreamForClose(request));

	      if (!responseStarted && canReplayRequest(request) && registerGoAwayRefusal(request)) {
	        retriableRequests.push(request);
	      } else {
	        util.errorRequest(client, request, err);
	      }
	    }
	  }

	  if (pendingIdx !== previousPendingIdx) {
	    const remainingPendingRequests = client[kQueue].slice(previousPendingIdx);
	    client[kQueue].length = pendingIdx;
	    client[kQueue].push(...retriableRequests, ...remainingPendingRequests);
	  }

	  // Publish the rebuilt queue and detach the session before closing anything.
	  // A synchronous sibling HEADERS frameError can requeue an accepted-but-unsent
	  // request and resume the client. It must see the final indices and must not
	  // dispatch its retry on the session that is being retired.
	  client[kPendingIdx] = pendingIdx;

	  if (client[kHTTP2Session] === this) {
	    client[kSocket] = null;
	    client[kHTTPContext] = null;
	    client[kHTTP2Session] = null;
	  }

	  if (this[kOpenStreams] === 0) {
	    unrefH2Session(this);
	  }

	  clearHttp2IdleTimeout(this);
	  clearNoStreamsTimeout(this);
	  clearHttp2ProbeTimeout(this);

	  for (let i = 0; i < streamsToClose.length; i++) {
	    closeStream(streamsToClose[i]);
	  }

	  if (!this.closed && !this.destroyed) {
	    this.close();
	  }

	  client.emit('disconnect', client[kUrl], [client], err);

	  client[kResume]();
	}

	function onHttp2SessionClose () {
	  const { [kClient]: client, [kHTTP2SessionState]: state, [kSocket]: socket } = this;

	  const err = socket[kError] || this[kError] || new SocketError('closed', util.getSocketInfo(socket));

	  if (client[kHTTP2Session] === this) {
	    client[kSocket] = null;
	    client[kHTTPContext] = null;
	    client[kHTTP2Session] = null;
	  }

	  clearHttp2IdleTimeout(this);
	  clearNoStreamsTimeout(this);
	  clearHttp2ProbeTimeout(this);

	  if (state.ping.interval != null) {
	    clearInterval(state.ping.interval);
	    state.ping.interval = null;
	  }

	  if (client.destroyed) {
	    assert(client[kPending] === 0);

	    // Fail entire queue.
	    const requests = client[kQueue].splice(client[kRunningIdx]);
	    for (let i = 0; i < requests.length; i++) {
	      const request = requests[i];
	      if (request != null) {
	        util.errorRequest(client, request, err);
	      }
	    }
	  }
	}

	function onHttp2SocketClose () {
	  const err = this[kError] || new SocketError('closed', util.getSocketInfo(this));

	  const session = this[kHTTP2Session];
	  const client = session[kClient];

	  if (client[kSocket] !== this) {
	    // Ignore stale socket closes from a detached GOAWAY session and from any
	    // session that has already been replaced. If the session was detached
	    // without a GOAWAY and there is no replacement yet, we still need the
	    // close event to flush the client state.
	    if (session[kReceivedGoAway] || (client[kHTTP2Session] != null && client[kHTTP2Session] !== session)) {
	      return
	    }
	  }

	  client[kSocket] = null;
	  client[kHTTPContext] = null;
	  if (client[kHTTP2Session] === session) {
	    client[kHTTP2Session] = null;
	  }

	  session.destroy(err);

	  client[kPendingIdx] = client[kRunningIdx];

	  assert(client[kRunning] === 0);

	  client.emit('disconnect', client[kUrl], [client], err);

	  client[kResume]();
	}

	function onHttp2SocketError (err) {
	  this[kError] = err;

	  if (this[kHTTP2Session]?.[kReceivedGoAway]) {
	    return
	  }

	  this[kHTTP2Session]?.[kClient]?.[kOnError](err);
	}

	function onHttp2SocketEnd () {
	  util.destroy(this, new SocketError('other side closed', util.getSocketInfo(this)));
	}

	function onSocketClose () {
	  this[kClosed] = true;
	}

	function noop () {}

	function closeStreamSession (stream) {
	  const session = stream[kHTTP2Session];
	  const client = session[kClient];

	  stream[kHTTP2Session] = null;
	  session[kOpenStreams] -= 1;
	  // A session that received GOAWAY does not need to stay ref'd for queued requests.
	  if (session[kOpenStreams] === 0 && (client[kSize] === 0 || session[kReceivedGoAway])) {
	    unrefH2Session(session);
	    setHttp2IdleTimeout(session);
	  }
	}

	function onUpgradeStreamClose () {
	  // #5936: Retain the noop error sink so a session-level error delivered to
	  // this stream after undici detaches it cannot crash via an unhandled 'error'.
	  const state = this[kRequestStreamState];
	  this[kRequestStreamState] = null;

	  failUpgradeStream(state, new InformationalError('HTTP/2: stream closed before response headers'));
	  closeStreamSession(this);
	}

	// Idempotent terminal cleanup, called from both 'end' and 'close': the
	// null-state guard no-ops the later call.
	function completeRequestStream () {
	  const state = this[kRequestStreamState];

	  if (state == null) {
	    return
	  }

	  // Release the stream first so request references are cleared,
	  // then complete the response with trailers if available.
	  releaseRequestStream(this);

	  if (state.pendingEnd && !state.request.aborted && !state.request.completed) {
	    state.request.onResponseEnd(state.trailers || {});
	  } else if (!state.request.aborted && !state.request.completed) {
	    // The stream closed without a complete response and without reporting an
	    // error. finalizeRequest() below frees the queue slot either way, so
	    // without this the request would simply vanish and its caller would never
	    // hear back.
	    util.errorRequest(
	      state.client,
	      state.request,
	      new InformationalError('HTTP/2: stream closed before the response was complete')
	    );
	  }

	  finalizeRequest(state);
	  closeStreamSession(this);
	  this[kRequestStreamState] = null;
	}

	// https://www.rfc-editor.org/rfc/rfc7230#section-3.3.2
	function shouldSendContentLength (method) {
	  return method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS' && method !== 'TRACE' && method !== 'CONNECT'
	}

	function buildRequestHeaders (reqHeaders) {
	  const headers = {};

	  for (let n = 0; n < reqHeaders.length; n += 2) {
	    const key = reqHeaders[n + 0];
	    const val = reqHeaders[n + 1];
	    // Reading headers[key] directly resolves `__proto__` through the prototype
	    // chain instead of reporting the header as absent.
	    const current = Object.hasOwn(headers, key) ? headers[key] : undefined;

	    if (key === 'cookie') {
	      if (current != null) {
	        util.setHeader(headers, key, Array.isArray(current) ? (current.push(val), current) : [current, val]);
	      } else {
	        util.setHeader(headers, key, val);
	      }

	      continue
	    }

	    if (typeof val === 'string') {
	      util.setHeader(headers, key, current ? `${current}, ${val}` : val);
	      continue
	    }

	    for (let i = 0; i < val.length; i++) {
	      util.setHeader(headers, key, Object.hasOwn(headers, key) ? `${headers[key]}, ${val[i]}` : val[i]);
	    }
	  }

	  return headers
	}

	function removeUpgradeStreamListeners (stream) {
	  stream.off('response', onUpgradeResponse);
	  stream.off('error', onUpgradeStreamError);
	  stream.off('end', onUpgradeStreamEnd);
	  stream.off('timeout', onUpgradeStreamTimeout);
	  stream.off('error', noop);
	}

	function releaseUpgradeStream (stream) {
	  if (stream == null) {
	    return
	  }

	  const state = stream[kRequestStreamState];
	  if (state == null) {
	    return
	  }

	  const { request } = state;

	  if (request[kRequestStream] === stream) {
	    detachRequestFromStream(request);
	  }

	  removeUpgradeStreamListeners(stream);

	  // #5936: removeUpgradeStreamListeners() dropped the noop sink; re-attach a
	  // persistent one so a late session-level error on this (possibly still native
	  // tracked) stream cannot crash via an unhandled 'error'.
	  if (!stream.destroyed && !stream.closed) {
	    stream.on('error', noop);
	  }
	}

	function failUpgradeStream (state, err) {
	  if (state == null) {
	    return
	  }

	  const { request } = state;
	  if (state.responseReceived || request.aborted || request.completed) {
	    return
	  }

	  releaseUpgradeStream(state.stream);
	  state.abort(err, true);
	}

	function onUpgradeStreamError () {
	  const state = this[kRequestStreamState];

	  if (typeof this.rstCode === 'number' && this.rstCode !== 0) {
	    failUpgradeStream(state, new InformationalError(`HTTP/2: "stream error" received - code ${this.rstCode}`));
	  } else {
	    failUpgradeStream(state, new InformationalError('HTTP/2: stream errored before response headers'));
	  }
	}

	function onUpgradeStreamEnd () {
	  failUpgradeStream(this[kRequestStreamState], new InformationalError('HTTP/2: stream half-closed (remote)'));
	}

	function onUpgradeStreamTimeout () {
	  const state = this[kRequestStreamState];
	  failUpgradeStream(state, new InformationalError(`HTTP/2: "stream timeout after ${state.headersTimeout}"`));
	}

	function onUpgradeResponse (headers, _flags) {
	  const stream = this;
	  const state = stream[kRequestStreamState];
	  const { request } = state;

	  state.responseReceived = true;

	  const statusCode = headers[HTTP2_HEADER_STATUS];
	  delete headers[HTTP2_HEADER_STATUS];

	  try {
	    request.onRequestUpgrade(statusCode, headers, stream);
	  } catch (err) {
	    state.abort(err);
	    return
	  }

	  if (request.aborted) {
	    return
	  }

	  removeUpgradeStreamListeners(stream);
	  detachRequestFromStream(request);
	  finalizeRequest(state);
	}

	function setupUpgradeStream (stream, state) {
	  const { request, headersTimeout, session } = state;

	  stream[kHTTP2Stream] = true;
	  stream[kHTTP2Session] = session;
	  stream[kRequestStreamState] = state;
	  state.stream = stream;

	  bindRequestToStream(request, stream, releaseUpgradeStream);
	  stream.once('response', onUpgradeResponse);
	  stream.on('error', onUpgradeStreamError);
	  stream.once('end', onUpgradeStreamEnd);
	  stream.on('timeout', onUpgradeStreamTimeout);
	  stream.once('close', onUpgradeStreamClose);

	  clearHttp2IdleTimeout(session);
	  ++session[kOpenStreams];
	  stream.setTimeout(headersTimeout);
	}

	function finalizeRequest (state, resetPendingIdx = false) {
	  if (state.requestFinalized) {
	    return
	  }

	  state.requestFinalized = true;
	  completeRequest(state.client, state.request, resetPendingIdx);

	  state.client[kResume]();
	}

	function openStream (client, request, session, abort, headers, options) {
	  try {
	    return session.request(headers, options)
	  } catch (err) {
	    // A GOAWAY'd session rejects new streams, same as an invalid session:
	    // reset and requeue on a fresh connection rather than the destroy + abort
	    // below, whose destroy(socket, err) can crash via an unhandled 'error'.
	    if (err?.code === 'ERR_HTTP2_INVALID_SESSION' || err?.code === 'ERR_HTTP2_GOAWAY_SESSION') {
	      const wrappedErr = new SocketError(err.message, util.getSocketInfo(session[kSocket]));
	      wrappedErr.cause = err;
	      session[kError] = wrappedErr;
	      resetHttp2Session(session, wrappedErr);
	      requeueUnsentRequest(client, request);

	      return null
	    }

	    const wrappedErr = new InformationalError(err.message, { cause: err });
	    session[kError] = wrappedErr;
	    session[kSocket][kError] = wrappedErr;

	    session.destroy(wrappedErr);
	    util.destroy(session[kSocket], wrappedErr);
	    abort(wrappedErr);

	    return null
	  }
	}

	function writeH2 (client, request) {
	  const headersTimeout = request.headersTimeout ?? client[kHeadersTimeout];
	  const bodyTimeout = request.bodyTimeout ?? client[kBodyTimeout];
	  const session = client[kHTTP2Session];
	  const { method, path, host, upgrade, expectContinue, signal, protocol, headers: reqHeaders } = request;

	  if (upgrade != null && upgrade !== 'websocket') {
	    util.errorRequest(client, request, new InvalidArgumentError(`Custom upgrade "${upgrade}" not supported over HTTP/2`));
	    return false
	  }

	  const headers = buildRequestHeaders(reqHeaders);

	  headers[HTTP2_HEADER_AUTHORITY] = host || client[kHostAuthority];
	  headers[HTTP2_HEADER_METHOD] = method;

	  // Single pre-shaped state object shared by all stream event handlers.
	  // All fields are declared up-front so the object keeps a stable hidden
	  // class for the whole request lifetime.
	  const state = {
	    abort: null,
	    body: request.body,
	    bytesRead: 0,
	    client,
	    contentLength: null,
	    expectsPayload: false,
	    maxResponseSize: client[kMaxResponseSize],
	    request,
	    headersTimeout,
	    bodyTimeout,
	    requestFinalized: false,
	    responseContentLength: null,
	    responseReceived: false,
	    bodySent: false,
	    pendingEnd: false,
	    trailers: null,
	    session,
	    stream: null
	  };

	  const abort = (err, resetPendingIdx = false) => {
	    if (request.aborted || request.completed) {
	      return
	    }

	    err = err || new RequestAbortedError();

	    util.errorRequest(client, request, err);

	    if (state.stream != null) {
	      clearRequestStream(request);

	      // On Abort, we close the stream to send RST_STREAM frame.
	      const stream = state.stream;
	      stream.close();

	      // close() alone leaves cleanup waiting on the 'close' event; on a busy,
	      // long-lived multiplexed session that event can fail to fire, leaving the
	      // native Http2Stream (and the whole request graph it pins) alive for the
	      // session's life. Destroy the stream synchronously to release the handle
	      // deterministically. Deferring the destroy (e.g. via setImmediate) leaks
	      // the same way when the event loop is stalled and the callback never runs
	      // under abort churn (#5558); close() has already queued the RST_STREAM
	      // frame on the native session, so a synchronous destroy still sends it.
	      if (!stream.destroyed) {
	        util.destroy(stream);
	      }

	      // We move the running index to the next request
	      client[kOnError](err);
	      finalizeRequest(state, resetPendingIdx);
	    }

	    // We do not destroy the socket as we can continue using the session
	    // the stream gets destroyed and the session remains to create new streams
	    util.destroy(state.body, err);
	  };

	  state.abort = abort;

	  /** @type {import('node:http2').ClientHttp2Stream} */
	  let stream = null;

	  try {
	    // We are already connected, streams are pending.
	    // We can call on connect, and wait for abort
	    request.onRequestStart(abort, null);
	  } catch (err) {
	    util.errorRequest(client, request, err);
	  }

	  if (request.aborted) {
	    return false
	  }

	  if (upgrade || method === 'CONNECT') {
	    refH2Session(session);

	    if (upgrade === 'websocket') {
	      // We cannot upgrade to websocket if extended CONNECT protocol is not supported
	      if (session[kEnableConnectProtocol] === false) {
	        util.errorRequest(client, request, new InformationalError('HTTP/2: Extended CONNECT protocol not supported by server'));
	        unrefH2Session(session);
	        return false
	      }

	      // We force the method to CONNECT
	      // as per RFC-8441
	      // https://datatracker.ietf.org/doc/html/rfc8441#section-4
	      headers[HTTP2_HEADER_METHOD] = 'CONNECT';
	      headers[HTTP2_HEADER_PROTOCOL] = 'websocket';
	      // :path and :scheme headers must be omitted when sending CONNECT but set if extended-CONNECT
	      headers[HTTP2_HEADER_PATH] = path;

	      if (protocol === 'ws:' || protocol === 'wss:') {
	        headers[HTTP2_HEADER_SCHEME] = protocol === 'ws:' ? 'http' : 'https';
	      } else {
	        headers[HTTP2_HEADER_SCHEME] = protocol === 'http:' ? 'http' : 'https';
	      }

	      stream = openStream(client, request, session, abort, headers, { endStream: false, signal });
	      if (stream == null) {
	        unrefH2Session(session);
	        return false
	      }
	      setupUpgradeStream(stream, state);
	      return true
	    }

	    // TODO: consolidate once we support CONNECT properly
	    // NOTE: We are already connected, streams are pending, first request
	    // will create a new stream. We trigger a request to create the stream and wait until
	    // `ready` event is triggered
	    // We disabled endStream to allow the user to write to the stream
	    stream = openStream(client, request, session, abort, headers, { endStream: false, signal });
	    if (stream == null) {
	      unrefH2Session(session);
	      return false
	    }
	    setupUpgradeStream(stream, state);

	    return true
	  }

	  // https://tools.ietf.org/html/rfc7540#section-8.3
	  // :path and :scheme headers must be omitted when sending CONNECT
	  headers[HTTP2_HEADER_PATH] = path;
	  headers[HTTP2_HEADER_SCHEME] = protocol === 'http:' ? 'http' : 'https';

	  // https://tools.ietf.org/html/rfc7231#section-4.3.1
	  // https://tools.ietf.org/html/rfc7231#section-4.3.2
	  // https://tools.ietf.org/html/rfc7231#section-4.3.5

	  // Sending a payload body on a request that does not
	  // expect it can cause undefined behavior on some
	  // servers and corrupt connection state. Do not
	  // re-use the connection for further requests.

	  const expectsPayload = (
	    method === 'PUT' ||
	    method === 'POST' ||
	    method === 'PATCH' ||
	    method === 'QUERY' ||
	    method === 'PROPFIND' ||
	    method === 'PROPPATCH'
	  );

	  let body = state.body;

	  if (body && typeof body.read === 'function') {
	    // Try to read EOF in order to get length.
	    body.read(0);
	  }

	  let contentLength = util.bodyLength(body);

	  if (util.isFormDataLike(body)) {
	    extractBody ??= requireBody().extractBody;

	    const [bodyStream, contentType] = extractBody(body);
	    headers['content-type'] = contentType;

	    body = bodyStream.stream;
	    contentLength = bodyStream.length;
	  }

	  if (contentLength == null) {
	    contentLength = request.contentLength;
	  }

	  if (contentLength === 0 && !expectsPayload) {
	    // https://tools.ietf.org/html/rfc7230#section-3.3.2
	    // A user agent SHOULD NOT send a Content-Length header field when
	    // the request message does not contain a payload body and the method
	    // semantics do not anticipate such a body.
	    // And for methods that don't expect a payload, omit Content-Length.
	    contentLength = null;
	  }

	  // https://github.com/nodejs/undici/issues/2046
	  // A user agent may send a Content-Length header with 0 value, this should be allowed.
	  if (shouldSendContentLength(method) && contentLength > 0 && request.contentLength != null && request.contentLength !== contentLength) {
	    if (client[kStrictContentLength]) {
	      util.errorRequest(client, request, new RequestContentLengthMismatchError());
	      return false
	    }

	    process.emitWarning(new RequestContentLengthMismatchError());
	  }

	  if (contentLength != null) {
	    assert(body || contentLength === 0, 'no body must not have content length');
	    headers[HTTP2_HEADER_CONTENT_LENGTH] = `${contentLength}`;
	  }

	  refH2Session(session);

	  if (channels.sendHeaders.hasSubscribers) {
	    let header = '';
	    for (const key in headers) {
	      header += `${key}: ${headers[key]}\r\n`;
	    }
	    channels.sendHeaders.publish({ request, headers: header, socket: session[kSocket] });
	  }

	  // TODO(metcoder95): add support for sending trailers
	  const shouldEndStream = body === null || contentLength === 0;

	  state.body = body;
	  state.contentLength = contentLength;
	  state.expectsPayload = expectsPayload;

	  if (expectContinue) {
	    headers[HTTP2_HEADER_EXPECT] = '100-continue';
	  }

	  stream = openStream(client, request, session, abort, headers, { endStream: shouldEndStream, signal });
	  if (stream == null) {
	    return false
	  }
	  stream[kHTTP2Stream] = true;
	  stream[kRequestStreamState] = state;
	  state.stream = stream;

	  // Increment counter as we have new streams open
	  clearHttp2IdleTimeout(session);
	  ++session[kOpenStreams];

	  if (headersTimeout) {
	    stream.setTimeout(headersTimeout);
	  }

	  stream[kHTTP2Session] = session;
	  stream.on('close', completeRequestStream);

	  bindRequestToStream(request, stream, releaseRequestStream);
	  if (expectContinue) {
	    stream.once('continue', writeBodyH2);
	  }
	  // The handlers below either remove themselves on first invocation or
	  // become unreachable once the stream closes, so plain `on` avoids the
	  // per-listener `once` wrapper allocation.
	  stream.on('response', onResponse);
	  stream.on('headers', onInterimResponse);
	  stream.on('end', onEnd);
	  stream.on('error', onError);
	  stream.on('frameError', onFrameError);
	  stream.on('aborted', onAborted);
	  if (headersTimeout || bodyTimeout) {
	    stream.on('timeout', onTimeout);
	  }
	  stream.on('trailers', onTrailers);

	  if (!expectContinue) {
	    writeBodyH2.call(stream);
	  }

	  return true
	}

	function removeRequestStreamListeners (stream) {
	  stream.off('error', noop);
	  stream.off('continue', writeBodyH2);
	  stream.off('response', onResponse);
	  stream.off('headers', onInterimResponse);
	  stream.off('end', onEnd);
	  stream.off('error', onError);
	  stream.off('frameError', onFrameError);
	  stream.off('aborted', onAborted);
	  stream.off('timeout', onTimeout);
	  stream.off('trailers', onTrailers);
	  stream.off('data', onData);
	}

	function releaseRequestStream (stream) {
	  if (stream == null) {
	    return
	  }

	  const state = stream[kRequestStreamState];
	  if (state == null) {
	    return
	  }

	  const { request } = state;

	  if (request[kRequestStream] === stream) {
	    detachRequestFromStream(request);
	  }

	  // #5936: Node can deliver a session-level error to a released stream before
	  // its native handle is dropped (e.g. on idle session teardown). Attach a
	  // persistent noop error sink so a late 'error' always has a listener and
	  // cannot crash the process. A closed/destroyed stream cannot emit further
	  // events and is no longer tracked natively, so skip the listener teardown.
	  if (!stream.destroyed && !stream.closed) {
	    removeRequestStreamListeners(stream);
	    stream.on('error', noop);
	  }
	}

	function onData (chunk) {
	  const stream = this;
	  const state = stream[kRequestStreamState];

	  if (state == null) {
	    return
	  }

	  const { request, maxResponseSize, responseContentLength } = state;

	  if (request.aborted || request.completed) {
	    return
	  }

	  if (responseContentLength != null && state.bytesRead + chunk.length > responseContentLength) {
	    state.abort(new ResponseContentLengthMismatchError());
	    return
	  }

	  if (maxResponseSize > -1 && state.bytesRead + chunk.length > maxResponseSize) {
	    // Unlike HTTP/1.1, which destroys the socket because it cannot abandon one
	    // response without losing framing, resetting the offending stream leaves
	    // the session usable for its siblings.
	    state.abort(new ResponseExceededMaxSizeError());
	    return
	  }

	  state.bytesRead += chunk.length;

	  if (request.onResponseData(chunk) === false) {
	    pauseResponseStream(stream, state);
	  }
	}

	// The body timeout measures how long the peer takes to send data. While the
	// consumer applies backpressure the peer can't send (it's out of flow-control
	// window), and Http2Stream's timer, which counts stream activity, would fire.
	// Stop it while paused and start a fresh one on resume, like HTTP/1.1, which
	// ignores the body timeout while its parser is paused.
	function pauseResponseStream (stream, state) {
	  stream.pause();
	  if (state.bodyTimeout) {
	    stream.setTimeout(0);
	  }
	}

	// Passed to the handler as its resume callback, bound to the stream.
	function resumeResponseStream () {
	  const stream = this;
	  const state = stream[kRequestStreamState];

	  if (state != null && state.bodyTimeout && stream.isPaused()) {
	    stream.setTimeout(state.bodyTimeout);
	  }

	  stream.resume();
	}

	function onInterimResponse (headers) {
	  const stream = this;
	  const state = stream[kRequestStreamState];

	  if (state == null) {
	    return
	  }

	  const { request } = state;

	  if (request.aborted || request.completed) {
	    return
	  }

	  // node http2 emits 'headers' for interim (1xx) informational responses,
	  // while the final response arrives via 'response'. Forward these to the
	  // handler so that onInfo is invoked, matching the HTTP/1 behaviour and the
	  // documented onInfo contract.
	  const statusCode = headers[HTTP2_HEADER_STATUS];
	  delete headers[HTTP2_HEADER_STATUS];

	  request.onResponseStart(Number(statusCode), headers, noop, '');
	}

	function onResponse (headers) {
	  const stream = this;
	  const state = stream[kRequestStreamState];

	  if (state == null) {
	    return
	  }

	  const { request } = state;

	  stream.off('response', onResponse);

	  // Final response received while still awaiting 100 (Continue): the body won't
	  // be sent, so close our half or the stream stays open and never completes.
	  if (state.body != null && !state.bodySent && !stream.writableEnded) {
	    stream.removeListener('continue', writeBodyH2);
	    stream.end();
	  }

	  const statusCode = Number(headers[HTTP2_HEADER_STATUS]);
	  delete headers[HTTP2_HEADER_STATUS];
	  request.onResponseStarted();
	  state.responseReceived = true;

	  // A Content-Length in HEAD and 304 responses describes the selected
	  // representation rather than DATA on this stream. Successful CONNECT uses
	  // the upgrade path above; all other final responses use Content-Length as
	  // their DATA payload length.
	  if (request.method !== 'HEAD' && statusCode !== 304) {
	    const contentLength = headers[HTTP2_HEADER_CONTENT_LENGTH];
	    state.responseContentLength = contentLength == null ? null : Number(contentLength);
	  }

	  if (state.headersTimeout || state.bodyTimeout) {
	    stream.setTimeout(state.bodyTimeout);
	  }

	  // Due to the stream nature, it is possible we face a race condition
	  // where the stream has been assigned, but the request has been aborted
	  // or already completed and headers hasn't been received yet. A late
	  // 'response' delivered after completion would call request.onResponseStart
	  // post-completion, tripping its `assert(!this.completed)` (an uncatchable
	  // throw on the http2 event tick). Guard `completed` here as onEnd/onTrailers
	  // already do; best effort is to release the stream immediately as there's
	  // no value to keep it open.
	  if (request.aborted || request.completed) {
	    releaseRequestStream(stream);
	    return
	  }

	  if (request.onResponseStart(statusCode, headers, resumeResponseStream.bind(stream), '') === false) {
	    pauseResponseStream(stream, state);
	  }

	  stream.on('data', onData);
	}

	function onEnd () {
	  const stream = this;
	  const state = stream[kRequestStreamState];

	  if (state == null) {
	    return
	  }

	  const { request } = state;

	  stream.off('end', onEnd);

	  // onTrailers (which may fire after 'end' on Windows) has already stored
	  // trailers on the state by now, so completing here still delivers them.
	  if (state.responseReceived) {
	    if (!request.aborted && !request.completed) {
	      if (state.responseContentLength != null && state.bytesRead !== state.responseContentLength) {
	        state.abort(new ResponseContentLengthMismatchError());
	        return
	      }

	      state.pendingEnd = true;

	      // Complete on 'end': a blocked event loop can keep the stream's 'close'
	      // from firing, stranding its buffers until OOM. Idempotent, so a later
	      // 'close' no-ops.
	      completeRequestStream.call(stream);
	    }
	  } else {
	    // Stream ended without receiving a response - this is an error
	    // (e.g., server destroyed the stream before sending headers)
	    state.abort(new InformationalError('HTTP/2: stream half-closed (remote)'), true);
	  }
	}

	function retryRefusedStream (stream, state) {
	  const { client, request } = state;

	  if (
	    state.responseReceived ||
	    request.aborted ||
	    request.completed ||
	    request[kRefusedStreamRetry] ||
	    !canReplayRequest(request)
	  ) {
	    return false
	  }

	  // RFC 9113 section 8.7 permits retrying REFUSED_STREAM, but says clients
	  // SHOULD NOT automatically retry the same request more than once.
	  request[kRefusedStreamRetry] = true;

	  // The peer only reset this stream, so the HTTP/2 session remains usable for
	  // the retry.
	  requeueStreamRequest(client, state);

	  return true
	}

	// nghttp2 refuses to send the HEADERS of a stream opened before a GOAWAY was
	// received but flushed after it. The peer never saw the request, so it can be
	// replayed on a new connection whatever its method. A GOAWAY whose
	// lastStreamID covers the stream (e.g. 2^31-1, a graceful shutdown notice)
	// leaves the stream attached to the session, so this is the only signal.
	function retryUnsentStream (state) {
	  const { client, request, session } = state;

	  if (
	    !session[kReceivedGoAway] ||
	    state.responseReceived ||
	    request.aborted ||
	    request.completed ||
	    !canReplayRequest(request) ||
	    !registerGoAwayRefusal(request)
	  ) {
	    return false
	  }

	  requeueStreamRequest(client, state);

	  return true
	}

	function requeueStreamRequest (client, state) {
	  const { request } = state;

	  // Detach the failed attempt before moving the request back to the pending
	  // queue. Severing also drops the 'close' listener, so the abandoned stream
	  // cannot later complete the retried request.
	  detachRequestStreamForClose(request);
	  state.stream = null;
	  state.requestFinalized = true;

	  completeRequest(client, request);
	  client[kQueue].splice(client[kPendingIdx], 0, request);
	  client[kResume]();
	}

	function onError (err) {
	  const stream = this;
	  const state = stream[kRequestStreamState];

	  if (state == null) {
	    return
	  }

	  stream.off('error', onError);
	  // #5936: The stream has already errored, but Node may destroy it again with a
	  // session-level error before the native handle is released. Keep a persistent
	  // noop error sink so that re-delivery cannot go unhandled.
	  stream.on('error', noop);

	  // Node's HTTP/2 implementation can turn an incomplete Content-Length body
	  // into a protocol stream error instead of emitting 'end'. Prefer the
	  // content-length mismatch error when the received byte count proves it.
	  if (state.responseContentLength != null && state.bytesRead !== state.responseContentLength) {
	    err = new ResponseContentLengthMismatchError();
	  }

	  if (typeof stream.rstCode === 'number' && stream.rstCode !== NGHTTP2_NO_ERROR) {
	    err.http2ErrorCode = stream.rstCode;
	  }

	  if (
	    stream.rstCode === NGHTTP2_REFUSED_STREAM &&
	    retryRefusedStream(stream, state)
	  ) {
	    return
	  }

	  state.abort(err);
	}

	function onFrameError (type, code) {
	  const stream = this;
	  const state = stream[kRequestStreamState];

	  if (state == null) {
	    return
	  }

	  stream.off('frameError', onFrameError);

	  if (type === HTTP2_FRAME_TYPE_HEADERS && retryUnsentStream(state)) {
	    return
	  }

	  state.abort(new InformationalError(`HTTP/2: "frameError" received - type ${type}, code ${code}`));
	}

	function onAborted () {
	  this.off('data', onData);
	}

	function onTimeout () {
	  const stream = this;
	  const state = stream[kRequestStreamState];

	  if (state == null) {
	    return
	  }

	  // Remove self so timeout doesn't fire again after we handle it
	  stream.off('timeout', onTimeout);

	  const { responseReceived, session, bodyTimeout, headersTimeout } = state;
	  const err = responseReceived
	    ? new BodyTimeoutError(`HTTP/2: "stream timeout after ${bodyTimeout}"`)
	    : new HeadersTimeoutError(`HTTP/2: "headers timeout after ${headersTimeout}"`);

	  // Probe before aborting: completing the request resumes the queue, which
	  // must not open new streams until the peer has proven it is alive.
	  probeHttp2Session(session, responseReceived ? bodyTimeout : headersTimeout);
	  state.abort(err);
	}

	function onTrailers (trailers) {
	  const stream = this;
	  const state = stream[kRequestStreamState];

	  if (state == null) {
	    return
	  }

	  const { request } = state;

	  stream.off('trailers', onTrailers);
	  stream.off('data', onData);

	  if (request.aborted || request.completed) {
	    return
	  }

	  // Store trailers for completeRequestStream to use when completing
	  state.trailers = trailers;
	}

	function writeBodyH2 () {
	  const stream = this;
	  const state = stream[kRequestStreamState];
	  state.bodySent = true;
	  const { abort, body, client, contentLength, expectsPayload, request } = state;

	  if (!body || contentLength === 0) {
	    writeBuffer(
	      abort,
	      stream,
	      null,
	      client,
	      request,
	      client[kSocket],
	      contentLength,
	      expectsPayload
	    );
	  } else if (util.isBuffer(body)) {
	    writeBuffer(
	      abort,
	      stream,
	      body,
	      client,
	      request,
	      client[kSocket],
	      contentLength,
	      expectsPayload
	    );
	  } else if (util.isBlobLike(body)) {
	    if (typeof body.stream === 'function') {
	      writeIterable(
	        abort,
	        stream,
	        body.stream(),
	        client,
	        request,
	        client[kSocket],
	        contentLength,
	        expectsPayload
	      );
	    } else {
	      writeBlob(
	        abort,
	        stream,
	        body,
	        client,
	        request,
	        client[kSocket],
	        contentLength,
	        expectsPayload
	      );
	    }
	  } else if (util.isStream(body)) {
	    writeStream(
	      abort,
	      client[kSocket],
	      expectsPayload,
	      stream,
	      body,
	      client,
	      request,
	      contentLength
	    );
	  } else if (util.isIterable(body)) {
	    writeIterable(
	      abort,
	      stream,
	      body,
	      client,
	      request,
	      client[kSocket],
	      contentLength,
	      expectsPayload
	    );
	  } else {
	    assert(false);
	  }
	}

	function writeBuffer (abort, h2stream, body, client, request, socket, contentLength, expectsPayload) {
	  try {
	    if (body != null && util.isBuffer(body)) {
	      assert(contentLength === body.byteLength, 'buffer body must have content length');
	      h2stream.cork();
	      h2stream.write(body);
	      h2stream.uncork();
	      h2stream.end();

	      request.onBodySent(body);
	    }

	    if (!expectsPayload) {
	      socket[kReset] = true;
	    }

	    request.onRequestSent();
	    client[kResume]();
	  } catch (error) {
	    abort(error);
	  }
	}

	function writeStream (abort, socket, expectsPayload, h2stream, body, client, request, contentLength) {
	  assert(contentLength !== 0 || client[kRunning] === 0, 'stream body cannot be pipelined');

	  // For HTTP/2, is enough to pipe the stream
	  const pipe = pipeline(
	    body,
	    h2stream,
	    (err) => {
	      if (err) {
	        util.destroy(pipe, err);
	        abort(err);
	      } else {
	        util.removeAllListeners(pipe);
	        request.onRequestSent();

	        if (!expectsPayload) {
	          socket[kReset] = true;
	        }

	        client[kResume]();
	      }
	    }
	  );

	  util.addListener(pipe, 'data', onPipeData);

	  function onPipeData (chunk) {
	    request.onBodySent(chunk);
	  }
	}

	async function writeBlob (abort, h2stream, body, client, request, socket, contentLength, expectsPayload) {
	  try {
	    if (contentLength != null && contentLength !== body.size) {
	      throw new RequestContentLengthMismatchError()
	    }

	    const buffer = Buffer.from(await body.arrayBuffer());

	    h2stream.cork();
	    h2stream.write(buffer);
	    h2stream.uncork();
	    h2stream.end();

	    request.onBodySent(buffer);
	    request.onRequestSent();

	    if (!expectsPayload) {
	      socket[kReset] = true;
	    }

	    client[kResume]();
	  } catch (err) {
	    abort(err);
	  }
	}

	async function writeIterable (abort, h2stream, body, client, request, socket, contentLength, expectsPayload) {
	  assert(contentLength !== 0 || client[kRunning] === 0, 'iterator body cannot be pipelined');

	  let callback = null;
	  function onDrain () {
	    if (callback) {
	      const cb = callback;
	      callback = null;
	      cb();
	    }
	  }

	  const waitForDrain = () => new Promise((resolve, reject) => {
	    assert(callback === null);

	    if (socket[kError]) {
	      reject(socket[kError]);
	    } else {
	      callback = resolve;
	    }
	  });

	  h2stream
	    .on('close', onDrain)
	    .on('drain', onDrain);

	  try {
	    // It's up to the user to somehow abort the async iterable.
	    for await (const chunk of body) {
	      if (socket[kError]) {
	        throw socket[kError]
	      }

	      const res = h2stream.write(chunk);
	      request.onBodySent(chunk);
	      if (!res) {
	        await waitForDrain();
	      }
	    }

	    h2stream.end();

	    request.onRequestSent();

	    if (!expectsPayload) {
	      socket[kReset] = true;
	    }

	    client[kResume]();
	  } catch (err) {
	    abort(err);
	  } finally {
	    h2stream
	      .off('close', onDrain)
	      .off('drain', onDrain);
	  }
	}

	clientH2 = connectH2;
	return clientH2;
}

var client;
var hasRequiredClient;

function requireClient () {
	if (hasRequiredClient) return client;
	hasRequiredClient = 1;

	const assert = builtin$4;
	const net = builtin$6;
	const http = builtin$1;
	const util = requireUtil$1();
	const { ClientStats } = requireStats();
	const { channels } = requireDiagnostics();
	const Request = requireRequest();
	const DispatcherBase = requireDispatcherBase();
	const {
	  InvalidArgumentError,
	  InformationalError,
	  ClientDestroyedError
	} = requireErrors();
	const buildConnector = requireConnect();
	const {
	  kUrl,
	  kServerName,
	  kClient,
	  kBusy,
	  kConnect,
	  kResuming,
	  kRunning,
	  kPending,
	  kSize,
	  kQueue,
	  kConnected,
	  kConnecting,
	  kNeedDrain,
	  kKeepAliveDefaultTimeout,
	  kHostHeader,
	  kPendingIdx,
	  kRunningIdx,
	  kError,
	  kPipelining,
	  kKeepAliveTimeoutValue,
	  kMaxHeadersSize,
	  kKeepAliveMaxTimeout,
	  kKeepAliveTimeoutThreshold,
	  kHeadersTimeout,
	  kBodyTimeout,
	  kStrictContentLength,
	  kConnector,
	  kMaxRequests,
	  kCounter,
	  kClose,
	  kDestroy,
	  kDispatch,
	  kLocalAddress,
	  kMaxResponseSize,
	  kOnError,
	  kHTTPContext,
	  kMaxConcurrentStreams,
	  kHostAuthority,
	  kResume,
	  kHTTP2Options,
	  kUseMilo
	} = requireSymbols();
	const connectH1 = requireClientH1();
	const connectH2 = requireClientH2();

	const kClosedResolve = Symbol('kClosedResolve');

	const getDefaultNodeMaxHeaderSize = http &&
	  http.maxHeaderSize &&
	  Number.isInteger(http.maxHeaderSize) &&
	  http.maxHeaderSize > 0
	  ? () => http.maxHeaderSize
	  : () => { throw new InvalidArgumentError('http module not available or http.maxHeaderSize invalid') };

	const noop = () => { };

	function getPipelining (client) {
	  return client[kPipelining] ?? client[kHTTPContext]?.defaultPipelining ?? 1
	}

	let h2NamespaceOptsWarning = false;
	function emitH2OptionsNamespaceWarning (optName) {
	  if (h2NamespaceOptsWarning === true) return

	  process.emitWarning(`Use h2Options.${optName} instead. ${optName} for H2 will be deprecated in future major.`, {
	    code: 'UNDICI-H2-OPTIONS'
	  });
	  h2NamespaceOptsWarning = true;
	}

	// Protocol-aware dispatch ceiling. h1 RFC7230 pipelining is unrelated to h2
	// stream multiplexing — over h2 the ceiling is the (server-confirmed)
	// maxConcurrentStreams. Before a context is attached we use the h1
	// pipelining factor; once h2 attaches the queued requests can drain in
	// one batch up to maxConcurrentStreams.
	function getMaxConcurrent (client) {
	  if (client[kHTTPContext]?.version === 'h2') {
	    return client[kMaxConcurrentStreams]
	  }
	  return getPipelining(client)
	}

	/**
	 * @type {import('../../types/client.js').default}
	 */
	class Client extends DispatcherBase {
	  /**
	   *
	   * @param {string|URL} url
	   * @param {import('../../types/client.js').Client.Options} options
	   */
	  constructor (url, {
	    maxHeaderSize,
	    headersTimeout,
	    socketTimeout,
	    requestTimeout,
	    connectTimeout,
	    bodyTimeout,
	    idleTimeout,
	    keepAlive,
	    keepAliveTimeout,
	    maxKeepAliveTimeout,
	    keepAliveMaxTimeout,
	    keepAliveTimeoutThreshold,
	    socketPath,
	    pipelining,
	    tls,
	    strictContentLength,
	    maxCachedSessions,
	    connect,
	    maxRequestsPerClient,
	    localAddress,
	    maxResponseSize,
	    autoSelectFamily,
	    autoSelectFamilyAttemptTimeout,
	    // h2
	    maxConcurrentStreams,
	    allowH2,
	    useH2c,
	    initialWindowSize,
	    connectionWindowSize,
	    pingInterval,
	    useMilo,
	    webSocket,
	    h2Options,
	    eventSource
	  } = {}) {
	    if (keepAlive !== undefined) {
	      throw new InvalidArgumentError('unsupported keepAlive, use pipelining=0 instead')
	    }

	    if (socketTimeout !== undefined) {
	      throw new InvalidArgumentError('unsupported socketTimeout, use headersTimeout & bodyTimeout instead')
	    }

	    if (requestTimeout !== undefined) {
	      throw new InvalidArgumentError('unsupported requestTimeout, use headersTimeout & bodyTimeout instead')
	    }

	    if (idleTimeout !== undefined) {
	      throw new InvalidArgumentError('unsupported idleTimeout, use keepAliveTimeout instead')
	    }

	    if (maxKeepAliveTimeout !== undefined) {
	      throw new InvalidArgumentError('unsupported maxKeepAliveTimeout, use keepAliveMaxTimeout instead')
	    }

	    if (maxHeaderSize != null) {
	      if (!Number.isInteger(maxHeaderSize) || maxHeaderSize < 1) {
	        throw new InvalidArgumentError('invalid maxHeaderSize')
	      }
	    } else {
	      // If maxHeaderSize is not provided, use the default value from the http module
	      // or if that is not available, throw an error.
	      maxHeaderSize = getDefaultNodeMaxHeaderSize();
	    }

	    if (socketPath != null && typeof socketPath !== 'string') {
	      throw new InvalidArgumentError('invalid socketPath')
	    }

	    if (connectTimeout != null && (!Number.isFinite(connectTimeout) || connectTimeout < 0)) {
	      throw new InvalidArgumentError('invalid connectTimeout')
	    }

	    if (keepAliveTimeout != null && (!Number.isFinite(keepAliveTimeout) || keepAliveTimeout <= 0)) {
	      throw new InvalidArgumentError('invalid keepAliveTimeout')
	    }

	    if (keepAliveMaxTimeout != null && (!Number.isFinite(keepAliveMaxTimeout) || keepAliveMaxTimeout <= 0)) {
	      throw new InvalidArgumentError('invalid keepAliveMaxTimeout')
	    }

	    if (keepAliveTimeoutThreshold != null && !Number.isFinite(keepAliveTimeoutThreshold)) {
	      throw new InvalidArgumentError('invalid keepAliveTimeoutThreshold')
	    }

	    if (headersTimeout != null && (!Number.isInteger(headersTimeout) || headersTimeout < 0)) {
	      throw new InvalidArgumentError('headersTimeout must be a positive integer or zero')
	    }

	    if (bodyTimeout != null && (!Number.isInteger(bodyTimeout) || bodyTimeout < 0)) {
	      throw new InvalidArgumentError('bodyTimeout must be a positive integer or zero')
	    }

	    if (connect != null && typeof connect !== 'function' && typeof connect !== 'object') {
	      throw new InvalidArgumentError('connect must be a function or an object')
	    }

	    if (maxRequestsPerClient != null && (!Number.isInteger(maxRequestsPerClient) || maxRequestsPerClient < 0)) {
	      throw new InvalidArgumentError('maxRequestsPerClient must be a positive number')
	    }

	    if (localAddress != null && (typeof localAddress !== 'string' || net.isIP(localAddress) === 0)) {
	      throw new InvalidArgumentError('localAddress must be valid string IP address')
	    }

	    if (maxResponseSize != null && (!Number.isInteger(maxResponseSize) || maxResponseSize < -1)) {
	      throw new InvalidArgumentError('maxResponseSize must be a positive number')
	    }

	    if (
	      autoSelectFamilyAttemptTimeout != null &&
	      (!Number.isInteger(autoSelectFamilyAttemptTimeout) || autoSelectFamilyAttemptTimeout < -1)
	    ) {
	      throw new InvalidArgumentError('autoSelectFamilyAttemptTimeout must be a positive number')
	    }

	    // h2
	    if (allowH2 != null && typeof allowH2 !== 'boolean') {
	      throw new InvalidArgumentError('allowH2 must be a valid boolean value')
	    }

	    // We validate only if allowH2 is enabled or null (enabled by default)
	    if (allowH2 !== false) {
	      // Prioritise new h2Options object, otherwise fallback to prior configuration options
	      if (h2Options != null) {
	        if (h2Options.useH2c != null && typeof h2Options.useH2c !== 'boolean') {
	          throw new InvalidArgumentError('h2Options.useH2c must be a valid boolean value')
	        }

	        if (h2Options.settings?.initialWindowSize != null && (!Number.isInteger(h2Options.settings.initialWindowSize) || h2Options.settings.initialWindowSize < 1)) {
	          throw new InvalidArgumentError('h2Options.settings.initialWindowSize must be a positive integer, greater than 0')
	        }

	        if (h2Options.maxConcurrentStreams != null && (!Number.isInteger(h2Options.maxConcurrentStreams) || h2Options.maxConcurrentStreams < 1)) {
	          throw new InvalidArgumentError('h2Options.maxConcurrentStreams must be a positive integer, greater than 0')
	        }

	        if (h2Options.connectionWindowSize != null && (!Number.isInteger(h2Options.connectionWindowSize) || h2Options.connectionWindowSize < 1)) {
	          throw new InvalidArgumentError('h2Options.connectionWindowSize must be a positive integer, greater than 0')
	        }

	        if (h2Options.pingInterval != null && (typeof h2Options.pingInterval !== 'number' || !Number.isInteger(h2Options.pingInterval) || h2Options.pingInterval < 0)) {
	          throw new InvalidArgumentError('h2Options.pingInterval must be a positive integer, greater or equal to 0')
	        }
	      } else {
	        if (useH2c != null && typeof useH2c !== 'boolean') {
	          emitH2OptionsNamespaceWarning('useH2c');
	          throw new InvalidArgumentError('useH2c must be a valid boolean value')
	        }

	        if (maxConcurrentStreams != null && (typeof maxConcurrentStreams !== 'number' || maxConcurrentStreams < 1)) {
	          emitH2OptionsNamespaceWarning('maxConcurrentStreams');
	          throw new InvalidArgumentError('maxConcurrentStreams must be a positive integer, greater than 0')
	        }

	        if (initialWindowSize != null && (!Number.isInteger(initialWindowSize) || initialWindowSize < 1)) {
	          emitH2OptionsNamespaceWarning('initialWindowSize');
	          throw new InvalidArgumentError('initialWindowSize must be a positive integer, greater than 0')
	        }

	        if (connectionWindowSize != null && (!Number.isInteger(connectionWindowSize) || connectionWindowSize < 1)) {
	          emitH2OptionsNamespaceWarning('connectionWindowSize');
	          throw new InvalidArgumentError('connectionWindowSize must be a positive integer, greater than 0')
	        }

	        if (pingInterval != null && (typeof pingInterval !== 'number' || !Number.isInteger(pingInterval) || pingInterval < 0)) {
	          emitH2OptionsNamespaceWarning('pingInterval');
	          throw new InvalidArgumentError('pingInterval must be a positive integer, greater or equal to 0')
	        }
	      }
	    }

	    super({ webSocket, eventSource });

	    if (typeof connect !== 'function') {
	      connect = buildConnector({
	        ...tls,
	        maxCachedSessions,
	        allowH2,
	        socketPath,
	        useH2c: h2Options?.useH2c ?? useH2c,
	        timeout: connectTimeout,
	        ...(typeof autoSelectFamily === 'boolean' ? { autoSelectFamily, autoSelectFamilyAttemptTimeout } : undefined),
	        ...connect
	      });
	    } else {
	      const customConnect = connect;
	      connect = (opts, callback) => customConnect({
	        ...opts,
	        ...(socketPath != null ? { socketPath } : null),
	        ...(allowH2 != null ? { allowH2 } : null)
	      }, callback);
	    }

	    this[kUrl] = util.parseOrigin(url);
	    this[kHostAuthority] = `${this[kUrl].hostname}${this[kUrl].port ? `:${this[kUrl].port}` : ''}`;
	    this[kConnector] = connect;
	    this[kPipelining] = pipelining != null ? pipelining : 1;
	    this[kMaxHeadersSize] = maxHeaderSize;
	    this[kKeepAliveDefaultTimeout] = keepAliveTimeout == null ? 4e3 : keepAliveTimeout;
	    this[kKeepAliveMaxTimeout] = keepAliveMaxTimeout == null ? 600e3 : keepAliveMaxTimeout;
	    this[kKeepAliveTimeoutThreshold] = keepAliveTimeoutThreshold == null ? 2e3 : keepAliveTimeoutThreshold;
	    this[kKeepAliveTimeoutValue] = this[kKeepAliveDefaultTimeout];
	    this[kServerName] = null;
	    this[kLocalAddress] = localAddress != null ? localAddress : null;
	    this[kResuming] = 0; // 0, idle, 1, scheduled, 2 resuming
	    this[kNeedDrain] = 0; // 0, idle, 1, scheduled, 2 resuming
	    this[kHostHeader] = `host: ${this[kHostAuthority]}\r\n`;
	    this[kBodyTimeout] = bodyTimeout != null ? bodyTimeout : 300e3;
	    this[kHeadersTimeout] = headersTimeout != null ? headersTimeout : 300e3;
	    this[kStrictContentLength] = strictContentLength == null ? true : strictContentLength;
	    this[kMaxRequests] = maxRequestsPerClient;
	    this[kClosedResolve] = null;
	    this[kMaxResponseSize] = maxResponseSize > -1 ? maxResponseSize : -1;
	    this[kHTTPContext] = null;
	    // h2
	    this[kHTTP2Options] = {
	      pingInterval: h2Options?.pingInterval ?? pingInterval ?? 60e3,
	      connectionWindowSize: h2Options?.connectionWindowSize ?? connectionWindowSize ?? 524288,
	      maxConcurrentStreams: h2Options?.maxConcurrentStreams ?? maxConcurrentStreams ?? 100, // Max peerConcurrentStreams for a Node h2 server
	      sessionOptions: {
	        // HTTP/2 window sizes are set to higher defaults than Node.js core for better performance:
	        // - initialWindowSize: 262144 (256KB) vs Node.js default 65535 (64KB - 1)
	        //   Allows more data to be sent before requiring acknowledgment, improving throughput
	        //   especially on high-latency networks. This matches common production HTTP/2 servers.
	        // - connectionWindowSize: 524288 (512KB) vs Node.js default (none set)
	        //   Provides better flow control for the entire connection across multiple streams.
	        initialWindowSize: h2Options?.initialWindowSize ?? initialWindowSize ?? 262144
	      }
	    };
	    this[kUseMilo] = useMilo;

	    // kQueue is built up of 3 sections separated by
	    // the kRunningIdx and kPendingIdx indices.
	    // |   complete   |   running   |   pending   |
	    //                ^ kRunningIdx ^ kPendingIdx ^ kQueue.length
	    // kRunningIdx points to the first running element.
	    // kPendingIdx points to the first pending element.
	    // This implements a fast queue with an amortized
	    // time of O(1).

	    this[kQueue] = [];
	    this[kRunningIdx] = 0;
	    this[kPendingIdx] = 0;

	    this[kResume] = (sync) => resume(this, sync);
	    this[kOnError] = (err) => onError(this, err);
	  }

	  get pipelining () {
	    return this[kPipelining]
	  }

	  set pipelining (value) {
	    this[kPipelining] = value;
	    this[kResume](true);
	  }

	  get stats () {
	    return new ClientStats(this)
	  }

	  get [kPending] () {
	    return this[kQueue].length - this[kPendingIdx]
	  }

	  get [kRunning] () {
	    return this[kPendingIdx] - this[kRunningIdx]
	  }

	  get [kSize] () {
	    return this[kQueue].length - this[kRunningIdx]
	  }

	  get [kConnected] () {
	    return !!this[kHTTPContext] && !this[kConnecting] && !this[kHTTPContext].destroyed
	  }

	  get [kBusy] () {
	    // The `kPending > 0` check below is the gate Pool uses to decide whether
	    // to spin up an additional Client. For h1 that fan-out is correct —
	    // each socket only handles one pipelined request at a time. Once an h2
	    // context is attached we want concurrent dispatches to multiplex onto
	    // the shared session, so suppress that signal in the h2 case.
	    const allowsMux = this[kHTTPContext]?.version === 'h2';

	    return Boolean(
	      this[kHTTPContext]?.busy(null) ||
	      (this[kSize] >= (getMaxConcurrent(this) || 1)) ||
	      (this[kPending] > 0 && !allowsMux)
	    )
	  }

	  [kConnect] (cb) {
	    connect(this);
	    this.once('connect', cb);
	  }

	  [kDispatch] (opts, handler) {
	    const request = new Request(this[kUrl].origin, opts, handler);

	    this[kQueue].push(request);
	    if (this[kResuming]) ; else if (util.bodyLength(request.body) == null && util.isIterable(request.body)) {
	      // Wait a tick in case stream/iterator is ended in the same tick.
	      this[kResuming] = 1;
	      queueMicrotask(() => resume(this));
	    } else {
	      this[kResume](true);
	    }

	    if (this[kResuming] && this[kNeedDrain] !== 2 && this[kBusy]) {
	      this[kNeedDrain] = 2;
	    }

	    return this[kNeedDrain] < 2
	  }

	  [kClose] () {
	    // TODO: for H2 we need to gracefully flush the remaining enqueued
	    // request and close each stream.
	    return new Promise((resolve) => {
	      if (this[kSize]) {
	        this[kClosedResolve] = resolve;
	      } else {
	        resolve(null);
	      }
	    })
	  }

	  [kDestroy] (err) {
	    return new Promise((resolve) => {
	      const requests = this[kQueue].splice(this[kPendingIdx]);
	      for (let i = 0; i < requests.length; i++) {
	        const request = requests[i];
	        if (request != null) {
	          util.errorRequest(this, request, err);
	        }
	      }

	      const callback = () => {
	        if (this[kClosedResolve]) {
	          // TODO (fix): Should we error here with ClientDestroyedError?
	          this[kClosedResolve]();
	          this[kClosedResolve] = null;
	        }
	        resolve(null);
	      };

	      if (this[kHTTPContext]) {
	        this[kHTTPContext].destroy(err, callback);
	        this[kHTTPContext] = null;
	      } else {
	        queueMicrotask(callback);
	      }

	      this[kResume]();
	    })
	  }
	}

	function onError (client, err) {
	  if (
	    client[kRunning] === 0 &&
	    err.code !== 'UND_ERR_INFO' &&
	    err.code !== 'UND_ERR_SOCKET'
	  ) {
	    // Error is not caused by running request and not a recoverable
	    // socket error.

	    assert(client[kPendingIdx] === client[kRunningIdx]);

	    const requests = client[kQueue].splice(client[kRunningIdx]);

	    for (let i = 0; i < requests.length; i++) {
	      const request = requests[i];
	      if (request != null) {
	        util.errorRequest(client, request, err);
	      }
	    }
	    assert(client[kSize] === 0);
	  }
	}

	/**
	 * @param {Client} client
	 * @returns {void}
	 */
	function connect (client) {
	  assert(!client[kConnecting]);
	  assert(!client[kHTTPContext]);

	  let { host, hostname, protocol, port } = client[kUrl];

	  // Resolve ipv6
	  if (hostname[0] === '[') {
	    const idx = hostname.indexOf(']');

	    assert(idx !== -1);
	    const ip = hostname.substring(1, idx);

	    assert(net.isIPv6(ip));
	    hostname = ip;
	  }

	  client[kConnecting] = true;

	  if (channels.beforeConnect.hasSubscribers) {
	    channels.beforeConnect.publish({
	      connectParams: {
	        host,
	        hostname,
	        protocol,
	        port,
	        version: client[kHTTPContext]?.version,
	        servername: client[kServerName],
	        localAddress: client[kLocalAddress]
	      },
	      connector: client[kConnector]
	    });
	  }

	  try {
	    client[kConnector]({
	      host,
	      hostname,
	      protocol,
	      port,
	      servername: client[kServerName],
	      localAddress: client[kLocalAddress]
	    }, (err, socket) => {
	      if (err) {
	        handleConnectError(client, err, { host, hostname, protocol, port });
	        client[kResume]();
	        return
	      }

	      if (client.destroyed) {
	        util.destroy(socket.on('error', noop), new ClientDestroyedError());
	        client[kResume]();
	        return
	      }

	      assert(socket);

	      try {
	        client[kHTTPContext] = socket.alpnProtocol === 'h2'
	          ? connectH2(client, socket)
	          : connectH1(client, socket);
	      } catch (err) {
	        socket.destroy().on('error', noop);
	        handleConnectError(client, err, { host, hostname, protocol, port });
	        client[kResume]();
	        return
	      }

	      client[kConnecting] = false;

	      socket[kCounter] = 0;
	      socket[kMaxRequests] = client[kMaxRequests];
	      socket[kClient] = client;
	      socket[kError] = null;

	      if (channels.connected.hasSubscribers) {
	        channels.connected.publish({
	          connectParams: {
	            host,
	            hostname,
	            protocol,
	            port,
	            version: client[kHTTPContext]?.version,
	            servername: client[kServerName],
	            localAddress: client[kLocalAddress]
	          },
	          connector: client[kConnector],
	          socket
	        });
	      }

	      client.emit('connect', client[kUrl], [client]);
	      client[kResume]();
	    });
	  } catch (err) {
	    handleConnectError(client, err, { host, hostname, protocol, port });
	    client[kResume]();
	  }
	}

	function handleConnectError (client, err, { host, hostname, protocol, port }) {
	  if (client.destroyed) {
	    return
	  }

	  client[kConnecting] = false;

	  if (channels.connectError.hasSubscribers) {
	    channels.connectError.publish({
	      connectParams: {
	        host,
	        hostname,
	        protocol,
	        port,
	        version: client[kHTTPContext]?.version,
	        servername: client[kServerName],
	        localAddress: client[kLocalAddress]
	      },
	      connector: client[kConnector],
	      error: err
	    });
	  }

	  if (err.code === 'ERR_TLS_CERT_ALTNAME_INVALID') {
	    const running = client[kQueue].splice(client[kRunningIdx], client[kRunning]);
	    client[kPendingIdx] = client[kRunningIdx];

	    for (let i = 0; i < running.length; i++) {
	      util.errorRequest(client, running[i], err);
	    }

	    while (client[kPending] > 0 && client[kQueue][client[kPendingIdx]].servername === client[kServerName]) {
	      const request = client[kQueue].splice(client[kPendingIdx], 1)[0];
	      util.errorRequest(client, request, err);
	    }
	  } else {
	    onError(client, err);
	  }

	  client.emit('connectionError', client[kUrl], [client], err);
	}

	function emitDrain (client) {
	  client[kNeedDrain] = 0;
	  client.emit('drain', client[kUrl], [client]);
	}

	function resume (client, sync) {
	  if (client[kResuming] === 2) {
	    return
	  }

	  client[kResuming] = 2;

	  _resume(client, sync);
	  client[kResuming] = 0;

	  if (client[kRunningIdx] > 256) {
	    client[kQueue].splice(0, client[kRunningIdx]);
	    client[kPendingIdx] -= client[kRunningIdx];
	    client[kRunningIdx] = 0;
	  }
	}

	function _resume (client, sync) {
	  while (true) {
	    if (client.destroyed) {
	      assert(client[kPending] === 0);
	      return
	    }

	    if (client[kClosedResolve] && !client[kSize]) {
	      client[kClosedResolve]();
	      client[kClosedResolve] = null;
	      return
	    }

	    if (client[kHTTPContext]) {
	      client[kHTTPContext].resume();
	    }

	    if (client[kBusy]) {
	      client[kNeedDrain] = 2;
	    } else if (client[kNeedDrain] === 2) {
	      if (sync) {
	        client[kNeedDrain] = 1;
	        queueMicrotask(() => emitDrain(client));
	      } else {
	        emitDrain(client);
	      }
	      continue
	    }

	    if (client[kPending] === 0) {
	      return
	    }

	    if (client[kRunning] >= (getMaxConcurrent(client) || 1)) {
	      return
	    }

	    const request = client[kQueue][client[kPendingIdx]];

	    if (request === null) {
	      return
	    }

	    if (request.aborted) {
	      client[kQueue].splice(client[kPendingIdx], 1);
	      continue
	    }

	    if (client[kUrl].protocol === 'https:' && client[kServerName] !== request.servername) {
	      if (client[kRunning] > 0) {
	        return
	      }

	      client[kServerName] = request.servername;
	      client[kHTTPContext]?.destroy(new InformationalError('servername changed'), () => {
	        client[kHTTPContext] = null;
	        resume(client);
	      });
	    }

	    if (client[kConnecting]) {
	      return
	    }

	    if (!client[kHTTPContext]) {
	      client[kServerName] = request.servername;
	      connect(client);
	      return
	    }

	    if (client[kHTTPContext].destroyed) {
	      return
	    }

	    if (client[kHTTPContext].busy(request)) {
	      return
	    }

	    if (!request.aborted && client[kHTTPContext].write(request)) {
	      client[kPendingIdx]++;
	    } else {
	      client[kQueue].splice(client[kPendingIdx], 1);
	    }
	  }
	}

	client = Client;
	return client;
}

var fixedQueue;
var hasRequiredFixedQueue;

function requireFixedQueue () {
	if (hasRequiredFixedQueue) return fixedQueue;
	hasRequiredFixedQueue = 1;

	// Extracted from node/lib/internal/fixed_queue.js

	// Currently optimal queue size, tested on V8 6.0 - 6.6. Must be power of two.
	const kSize = 2048;
	const kMask = kSize - 1;

	// The FixedQueue is implemented as a singly-linked list of fixed-size
	// circular buffers. It looks something like this:
	//
	//  head                                                       tail
	//    |                                                          |
	//    v                                                          v
	// +-----------+ <-----\       +-----------+ <------\         +-----------+
	// |  [null]   |        \----- |   next    |         \------- |   next    |
	// +-----------+               +-----------+                  +-----------+
	// |   item    | <-- bottom    |   item    | <-- bottom       | undefined |
	// |   item    |               |   item    |                  | undefined |
	// |   item    |               |   item    |                  | undefined |
	// |   item    |               |   item    |                  | undefined |
	// |   item    |               |   item    |       bottom --> |   item    |
	// |   item    |               |   item    |                  |   item    |
	// |    ...    |               |    ...    |                  |    ...    |
	// |   item    |               |   item    |                  |   item    |
	// |   item    |               |   item    |                  |   item    |
	// | undefined | <-- top       |   item    |                  |   item    |
	// | undefined |               |   item    |                  |   item    |
	// | undefined |               | undefined | <-- top  top --> | undefined |
	// +-----------+               +-----------+                  +-----------+
	//
	// Or, if there is only one circular buffer, it looks something
	// like either of these:
	//
	//  head   tail                                 head   tail
	//    |     |                                     |     |
	//    v     v                                     v     v
	// +-----------+                               +-----------+
	// |  [null]   |                               |  [null]   |
	// +-----------+                               +-----------+
	// | undefined |                               |   item    |
	// | undefined |                               |   item    |
	// |   item    | <-- bottom            top --> | undefined |
	// |   item    |                               | undefined |
	// | undefined | <-- top            bottom --> |   item    |
	// | undefined |                               |   item    |
	// +-----------+                               +-----------+
	//
	// Adding a value means moving `top` forward by one, removing means
	// moving `bottom` forward by one. After reaching the end, the queue
	// wraps around.
	//
	// When `top === bottom` the current queue is empty and when
	// `top + 1 === bottom` it's full. This wastes a single space of storage
	// but allows much quicker checks.

	/**
	 * @type {FixedCircularBuffer}
	 * @template T
	 */
	class FixedCircularBuffer {
	  /** @type {number} */
	  bottom = 0
	  /** @type {number} */
	  top = 0
	  /** @type {Array<T|undefined>} */
	  list = new Array(kSize).fill(undefined)
	  /** @type {T|null} */
	  next = null

	  /** @returns {boolean} */
	  isEmpty () {
	    return this.top === this.bottom
	  }

	  /** @returns {boolean} */
	  isFull () {
	    return ((this.top + 1) & kMask) === this.bottom
	  }

	  /**
	   * @param {T} data
	   * @returns {void}
	   */
	  push (data) {
	    this.list[this.top] = data;
	    this.top = (this.top + 1) & kMask;
	  }

	  /** @returns {T|null} */
	  shift () {
	    const nextItem = this.list[this.bottom];
	    if (nextItem === undefined) { return null }
	    this.list[this.bottom] = undefined;
	    this.bottom = (this.bottom + 1) & kMask;
	    return nextItem
	  }
	}

	/**
	 * @template T
	 */
	fixedQueue = class FixedQueue {
	  constructor () {
	    /** @type {FixedCircularBuffer<T>} */
	    this.head = this.tail = new FixedCircularBuffer();
	  }

	  /** @returns {boolean} */
	  isEmpty () {
	    return this.head.isEmpty()
	  }

	  /** @param {T} data */
	  push (data) {
	    if (this.head.isFull()) {
	      // Head is full: Creates a new queue, sets the old queue's `.next` to it,
	      // and sets it as the new main queue.
	      this.head = this.head.next = new FixedCircularBuffer();
	    }
	    this.head.push(data);
	  }

	  /** @returns {T|null} */
	  shift () {
	    const tail = this.tail;
	    const next = tail.shift();
	    if (tail.isEmpty() && tail.next !== null) {
	      // If there is another queue, it forms the new tail.
	      this.tail = tail.next;
	      tail.next = null;
	    }
	    return next
	  }
	};
	return fixedQueue;
}

var poolBase;
var hasRequiredPoolBase;

function requirePoolBase () {
	if (hasRequiredPoolBase) return poolBase;
	hasRequiredPoolBase = 1;

	const { AsyncResource } = builtin$i;
	const { PoolStats } = requireStats();
	const DispatcherBase = requireDispatcherBase();
	const FixedQueue = requireFixedQueue();
	const { kConnected, kSize, kRunning, kPending, kQueued, kBusy, kFree, kUrl, kClose, kDestroy, kDispatch } = requireSymbols();

	const kClients = Symbol('clients');
	const kNeedDrain = Symbol('needDrain');
	const kQueue = Symbol('queue');
	const kClosedResolve = Symbol('closed resolve');
	const kOnDrain = Symbol('onDrain');
	const kOnConnect = Symbol('onConnect');
	const kOnDisconnect = Symbol('onDisconnect');
	const kOnConnectionError = Symbol('onConnectionError');
	const kOnClientBusy = Symbol('on client busy');
	const kOnClientDrain = Symbol('on client drain');
	const kDrainQueue = Symbol('drain queue');
	const kGetDispatcher = Symbol('get dispatcher');
	const kHasDispatcher = Symbol('has dispatcher');
	const kAddClient = Symbol('add client');
	const kRemoveClient = Symbol('remove client');
	const kRetireClient = Symbol('retire client');
	const kRetiring = Symbol('retiring clients');

	// Closes every live client, including clients that have been
	// taken out of rotation but are still finishing their own
	// requests.
	// Requests that wait in the Pool queue are dispatched later from whichever
	// callback drains the queue (another request's connect, drain, ...). Capture
	// the caller's async context so Client#dispatch, and the diagnostics channel
	// events it publishes, still run in it.
	class QueuedRequest extends AsyncResource {
	  constructor (opts, handler) {
	    super('UNDICI_POOL_QUEUED_REQUEST');
	    this.opts = opts;
	    this.handler = handler;
	  }

	  dispatch (dispatcher) {
	    return this.runInAsyncScope(dispatcher.dispatch, dispatcher, this.opts, this.handler)
	  }
	}

	function closeClients (pool) {
	  const closeAll = [];
	  for (let i = 0; i < pool[kClients].length; i++) {
	    const client = pool[kClients][i];
	    if (!client.destroyed) {
	      closeAll.push(client.close());
	    }
	  }
	  for (const closed of pool[kRetiring].values()) {
	    closeAll.push(closed);
	  }
	  return Promise.all(closeAll)
	}

	class PoolBase extends DispatcherBase {
	  [kQueue] = new FixedQueue();

	  [kQueued] = 0;

	  [kClients] = [];

	  // Clients removed from kClients that have not finished closing,
	  // mapped to a promise that settles once they have.
	  [kRetiring] = new Map();

	  [kNeedDrain] = false;

	  [kOnDrain] (client, origin, targets) {
	    if (client.closed || client.destroyed) {
	      return
	    }

	    const queue = this[kQueue];
	    let needDrain = false;

	    this[kOnClientDrain](client);

	    while (!needDrain) {
	      const item = queue.shift();
	      if (!item) {
	        break
	      }
	      this[kQueued]--;
	      needDrain = !item.dispatch(client);
	    }

	    client[kNeedDrain] = needDrain;
	    if (needDrain) {
	      this[kOnClientBusy](client);

	      // This client is full but requests are still queued, e.g. an h2
	      // client that has just released everything queued while ALPN was
	      // negotiated and hit maxConcurrentStreams. Hand the rest to other
	      // clients, creating new ones up to the connection limit, instead of
	      // leaving them for this client to drain one batch at a time.
	      if (!queue.isEmpty()) {
	        return this[kDrainQueue](origin, targets)
	      }
	    }

	    if (!needDrain && this[kNeedDrain]) {
	      this[kNeedDrain] = false;
	      this.emit('drain', origin, [this, ...targets]);
	    }

	    if (this[kClosedResolve] && queue.isEmpty()) {
	      return closeClients(this).then(this[kClosedResolve])
	    }
	  }

	  [kOnClientBusy] () {}

	  [kOnClientDrain] () {}

	  [kDrainQueue] (origin, targets) {
	    const queue = this[kQueue];
	    let hasDispatcher = true;

	    while (!queue.isEmpty()) {
	      const dispatcher = this[kGetDispatcher]();
	      if (!dispatcher) {
	        hasDispatcher = false;
	        break
	      }

	      const item = queue.shift();
	      this[kQueued]--;

	      if (!item.dispatch(dispatcher)) {
	        dispatcher[kNeedDrain] = true;
	        this[kOnClientBusy](dispatcher);
	        hasDispatcher = this[kHasDispatcher]();
	        if (!hasDispatcher) {
	          break
	        }
	      }
	    }

	    if (hasDispatcher && this[kNeedDrain]) {
	      this[kNeedDrain] = false;
	      this.emit('drain', origin, [this, ...targets]);
	    }

	    if (this[kClosedResolve] && queue.isEmpty()) {
	      return closeClients(this).then(this[kClosedResolve])
	    }
	  }

	  [kOnConnect] = (origin, targets) => {
	    this.emit('connect', origin, [this, ...targets]);
	  };

	  [kOnDisconnect] = (origin, targets, err) => {
	    this.emit('disconnect', origin, [this, ...targets], err);
	  };

	  [kOnConnectionError] = (origin, targets, err) => {
	    this.emit('connectionError', origin, [this, ...targets], err);
	  }

	  get [kBusy] () {
	    return this[kNeedDrain]
	  }

	  get [kConnected] () {
	    let ret = 0;
	    for (const { [kConnected]: connected } of this[kClients]) {
	      ret += connected;
	    }
	    return ret
	  }

	  get [kFree] () {
	    let ret = 0;
	    for (const { [kConnected]: connected, [kNeedDrain]: needDrain } of this[kClients]) {
	      ret += connected && !needDrain;
	    }
	    return ret
	  }

	  get [kPending] () {
	    let ret = this[kQueued];
	    for (const { [kPending]: pending } of this[kClients]) {
	      ret += pending;
	    }
	    return ret
	  }

	  get [kRunning] () {
	    let ret = 0;
	    for (const { [kRunning]: running } of this[kClients]) {
	      ret += running;
	    }
	    return ret
	  }

	  get [kSize] () {
	    let ret = this[kQueued];
	    for (const { [kSize]: size } of this[kClients]) {
	      ret += size;
	    }
	    return ret
	  }

	  get stats () {
	    return new PoolStats(this)
	  }

	  [kClose] () {
	    if (this[kQueue].isEmpty()) {
	      return closeClients(this)
	    } else {
	      return new Promise((resolve) => {
	        this[kClosedResolve] = resolve;
	      })
	    }
	  }

	  [kDestroy] (err) {
	    while (true) {
	      const item = this[kQueue].shift();
	      if (!item) {
	        break
	      }
	      item.handler.onResponseError(null, err);
	    }

	    const destroyAll = new Array(this[kClients].length);
	    for (let i = 0; i < this[kClients].length; i++) {
	      destroyAll[i] = this[kClients][i].destroy(err);
	    }
	    for (const client of this[kRetiring].keys()) {
	      destroyAll.push(client.destroy(err));
	    }
	    return Promise.all(destroyAll)
	  }

	  [kDispatch] (opts, handler) {
	    const dispatcher = this[kGetDispatcher]();

	    if (!dispatcher) {
	      this[kNeedDrain] = true;
	      this[kQueue].push(new QueuedRequest(opts, handler));
	      this[kQueued]++;
	    } else if (!dispatcher.dispatch(opts, handler)) {
	      dispatcher[kNeedDrain] = true;
	      this[kOnClientBusy](dispatcher);
	      this[kNeedDrain] = !this[kHasDispatcher]();
	    }

	    return !this[kNeedDrain]
	  }

	  [kHasDispatcher] () {
	    for (let i = 0; i < this[kClients].length; i++) {
	      const dispatcher = this[kClients][i];

	      if (
	        !dispatcher[kNeedDrain] &&
	        dispatcher.closed !== true &&
	        dispatcher.destroyed !== true
	      ) {
	        return true
	      }
	    }

	    return false
	  }

	  [kAddClient] (client) {
	    client
	      .on('drain', this[kOnDrain].bind(this, client))
	      .on('connect', this[kOnConnect])
	      .on('disconnect', this[kOnDisconnect])
	      .on('connectionError', this[kOnConnectionError]);

	    this[kClients].push(client);

	    if (this[kNeedDrain]) {
	      queueMicrotask(() => {
	        if (this[kNeedDrain] && !client[kNeedDrain]) {
	          this[kOnDrain](client, client[kUrl], [client, this]);
	        }
	      });
	    }

	    return this
	  }

	  // Takes a client out of rotation. A closed client no longer takes requests
	  // from the pool queue (see kOnDrain), but it finishes the requests it
	  // already has. Until it has, pool.close() waits for it and pool.destroy()
	  // destroys it.
	  [kRetireClient] (client) {
	    const idx = this[kClients].indexOf(client);
	    if (idx !== -1) {
	      this[kClients].splice(idx, 1);
	    }

	    if (client.destroyed || this[kRetiring].has(client)) {
	      return
	    }

	    // Use the callback form: custom dispatchers from `factory` are not
	    // required to return a promise, and may call back synchronously.
	    let done = false;
	    let resolveClosed;
	    const closed = new Promise((resolve) => { resolveClosed = resolve; });
	    this[kRetiring].set(client, closed);
	    client.close(() => {
	      if (!done) {
	        done = true;
	        this[kRetiring].delete(client);
	        resolveClosed();
	      }
	    });
	  }

	  [kRemoveClient] (client) {
	    this[kRetireClient](client);

	    this[kNeedDrain] = !this[kClients].some(dispatcher => (
	      !dispatcher[kNeedDrain] &&
	      dispatcher.closed !== true &&
	      dispatcher.destroyed !== true
	    ));
	  }
	}

	poolBase = {
	  PoolBase,
	  kClients,
	  kNeedDrain,
	  kAddClient,
	  kRemoveClient,
	  kRetireClient,
	  kDrainQueue,
	  kOnClientBusy,
	  kOnClientDrain,
	  kGetDispatcher,
	  kHasDispatcher
	};
	return poolBase;
}

var pool;
var hasRequiredPool;

function requirePool () {
	if (hasRequiredPool) return pool;
	hasRequiredPool = 1;

	const {
	  PoolBase,
	  kClients,
	  kNeedDrain,
	  kAddClient,
	  kDrainQueue,
	  kOnClientBusy,
	  kOnClientDrain,
	  kGetDispatcher,
	  kHasDispatcher,
	  kRemoveClient,
	  kRetireClient
	} = requirePoolBase();
	const Client = requireClient();
	const {
	  InvalidArgumentError
	} = requireErrors();
	const util = requireUtil$1();
	const { kConnecting, kHTTPContext, kUrl, kQueued } = requireSymbols();
	const buildConnector = requireConnect();

	const kOptions = Symbol('options');
	const kConnections = Symbol('connections');
	const kFactory = Symbol('factory');
	const kProtocol = Symbol('protocol');
	const kProtocolProbe = Symbol('protocol probe');

	function defaultFactory (origin, opts) {
	  return new Client(origin, opts)
	}

	function shouldCreateProtocolProbe (pool, dispatcher) {
	  return dispatcher instanceof Client &&
	    pool[kProtocol] !== 'h1' &&
	    (pool[kOptions].useH2c === true || (pool[kUrl].protocol === 'https:' && pool[kOptions].allowH2 !== false))
	}

	function createClient (pool) {
	  const dispatcher = pool[kFactory](pool[kUrl], pool[kOptions]);

	  // HTTPS does not reveal whether the peer selected h1 or h2 until ALPN
	  // completes. While h2 is still possible, let one Client probe the protocol
	  // and keep later requests in the Pool queue instead of opening one TLS
	  // connection per request. A confirmed h1 connection disables this gate and
	  // restores the usual Pool fan-out.
	  if (shouldCreateProtocolProbe(pool, dispatcher)) {
	    pool[kProtocolProbe] = dispatcher;
	  }

	  pool[kAddClient](dispatcher);
	  return dispatcher
	}

	class Pool extends PoolBase {
	  constructor (origin, {
	    connections,
	    factory = defaultFactory,
	    connect,
	    connectTimeout,
	    tls,
	    maxCachedSessions,
	    socketPath,
	    autoSelectFamily,
	    autoSelectFamilyAttemptTimeout,
	    allowH2,
	    useH2c,
	    clientTtl,
	    ...options
	  } = {}) {
	    if (connections != null && (!Number.isFinite(connections) || connections < 0)) {
	      throw new InvalidArgumentError('invalid connections')
	    }

	    if (typeof factory !== 'function') {
	      throw new InvalidArgumentError('factory must be a function.')
	    }

	    if (connect != null && typeof connect !== 'function' && typeof connect !== 'object') {
	      throw new InvalidArgumentError('connect must be a function or an object')
	    }

	    if (typeof connect !== 'function') {
	      connect = buildConnector({
	        ...tls,
	        maxCachedSessions,
	        allowH2,
	        useH2c,
	        socketPath,
	        timeout: connectTimeout,
	        ...(typeof autoSelectFamily === 'boolean' ? { autoSelectFamily, autoSelectFamilyAttemptTimeout } : undefined),
	        ...connect
	      });
	    }

	    super(options);

	    this[kConnections] = connections || null;
	    this[kUrl] = util.parseOrigin(origin);
	    this[kOptions] = { ...util.deepClone(options), connect, allowH2, useH2c, clientTtl, socketPath };
	    this[kFactory] = factory;
	    this[kProtocol] = null;
	    this[kProtocolProbe] = null;

	    this.on('connect', (origin, targets) => {
	      if (clientTtl != null && clientTtl > 0) {
	        for (const target of targets) {
	          Object.assign(target, { ttl: Date.now() });
	        }
	      }

	      const client = targets[targets.length - 1];
	      if (client instanceof Client) {
	        this[kProtocol] = client[kHTTPContext]?.version;
	      }

	      if (client === this[kProtocolProbe]) {
	        // An h2 Client's drain event releases the requests accumulated during
	        // negotiation onto that Client. If ALPN selected h1, release the probe
	        // immediately and restore normal Pool fan-out instead.
	        if (this[kProtocol] !== 'h2') {
	          this[kProtocolProbe] = null;
	          this[kDrainQueue](origin, targets.slice(1));
	        }
	      }
	    });

	    this.on('disconnect', (origin, targets) => {
	      if (targets.includes(this[kProtocolProbe])) {
	        this[kProtocolProbe] = null;
	        this[kDrainQueue](origin, targets.slice(1));
	      }
	    });

	    this.on('connectionError', (origin, targets) => {
	      let resumeQueued = false;

	      // If a connection error occurs, we remove the client from the pool,
	      // and emit a connectionError event. They will not be re-used.
	      // Fixes https://github.com/nodejs/undici/issues/3895
	      for (const target of targets) {
	        if (target === this[kProtocolProbe]) {
	          this[kProtocolProbe] = null;
	          resumeQueued = true;
	        }

	        // Retire (close) the client rather than only dropping it from
	        // kClients: otherwise its drain listener keeps pulling requests from
	        // the pool queue onto a client that pool.destroy() can't reach.
	        if (this[kClients].includes(target)) {
	          this[kRetireClient](target);
	        }
	      }

	      // The retired client no longer drains the pool queue, so hand any
	      // queued requests to another (possibly new) client.
	      if (resumeQueued || this[kQueued] > 0) {
	        this[kDrainQueue](origin, targets.slice(1));
	      }
	    });
	  }

	  [kOnClientBusy] (client) {
	    if (
	      this[kProtocolProbe] === null &&
	      client[kConnecting] &&
	      shouldCreateProtocolProbe(this, client)
	    ) {
	      this[kProtocolProbe] = client;
	    }
	  }

	  [kOnClientDrain] (client) {
	    if (client === this[kProtocolProbe]) {
	      this[kProtocolProbe] = null;
	    }
	  }

	  [kGetDispatcher] () {
	    const clientTtlOption = this[kOptions].clientTtl;
	    for (let i = 0; i < this[kClients].length; i++) {
	      const client = this[kClients][i];

	      // check ttl of client and if it's stale, remove it from the pool
	      if (clientTtlOption != null && clientTtlOption > 0 && client.ttl && ((Date.now() - client.ttl) > clientTtlOption)) {
	        this[kRemoveClient](client);
	        i--;
	      } else if (!client[kNeedDrain]) {
	        return client
	      }
	    }

	    if (this[kProtocolProbe] !== null) {
	      return
	    }

	    if (!this[kConnections] || this[kClients].length < this[kConnections]) {
	      return createClient(this)
	    }
	  }

	  [kHasDispatcher] () {
	    const clientTtlOption = this[kOptions].clientTtl;
	    for (let i = 0; i < this[kClients].length; i++) {
	      const client = this[kClients][i];

	      if (clientTtlOption != null && clientTtlOption > 0 && client.ttl && ((Date.now() - client.ttl) > clientTtlOption)) {
	        this[kRemoveClient](client);
	        i--;
	      } else if (!client[kNeedDrain]) {
	        return true
	      }
	    }

	    if (this[kProtocolProbe] !== null) {
	      return false
	    }

	    if (!this[kConnections] || this[kClients].length < this[kConnections]) {
	      createClient(this);
	      return true
	    }

	    return false
	  }
	}

	pool = Pool;
	return pool;
}

var agent;
var hasRequiredAgent;

function requireAgent () {
	if (hasRequiredAgent) return agent;
	hasRequiredAgent = 1;

	const { InvalidArgumentError, MaxOriginsReachedError } = requireErrors();
	const { kBusy, kClients, kConnected, kRunning, kPending, kClose, kDestroy, kDispatch, kUrl } = requireSymbols();
	const DispatcherBase = requireDispatcherBase();
	const Pool = requirePool();
	const Client = requireClient();
	const util = requireUtil$1();

	const kOnConnect = Symbol('onConnect');
	const kOnDisconnect = Symbol('onDisconnect');
	const kOnConnectionError = Symbol('onConnectionError');
	const kOnDrain = Symbol('onDrain');
	const kFactory = Symbol('factory');
	const kOptions = Symbol('options');
	const kOrigins = Symbol('origins');

	function defaultFactory (origin, opts) {
	  return opts && opts.connections === 1
	    ? new Client(origin, opts)
	    : new Pool(origin, opts)
	}

	class Agent extends DispatcherBase {
	  constructor ({ factory = defaultFactory, maxOrigins = Infinity, connect, tls, ...options } = {}) {
	    if (typeof factory !== 'function') {
	      throw new InvalidArgumentError('factory must be a function.')
	    }

	    if (connect != null && typeof connect !== 'function' && typeof connect !== 'object') {
	      throw new InvalidArgumentError('connect must be a function or an object')
	    }

	    if (typeof maxOrigins !== 'number' || Number.isNaN(maxOrigins) || maxOrigins <= 0) {
	      throw new InvalidArgumentError('maxOrigins must be a number greater than 0')
	    }

	    super(options);

	    if (connect && typeof connect !== 'function') {
	      connect = { ...connect };
	    }

	    if (tls && typeof tls !== 'function') {
	      tls = { ...tls };
	    }

	    this[kOptions] = { ...util.deepClone(options), maxOrigins, connect, tls };
	    this[kFactory] = factory;
	    this[kClients] = new Map();
	    this[kOrigins] = new Set();

	    this[kOnDrain] = (origin, targets) => {
	      this.emit('drain', origin, [this, ...targets]);
	    };

	    this[kOnConnect] = (origin, targets) => {
	      this.emit('connect', origin, [this, ...targets]);
	    };

	    this[kOnDisconnect] = (origin, targets, err) => {
	      this.emit('disconnect', origin, [this, ...targets], err);
	    };

	    this[kOnConnectionError] = (origin, targets, err) => {
	      this.emit('connectionError', origin, [this, ...targets], err);
	    };
	  }

	  get [kRunning] () {
	    let ret = 0;
	    for (const dispatcher of this[kClients].values()) {
	      ret += dispatcher[kRunning];
	    }
	    return ret
	  }

	  [kDispatch] (opts, handler) {
	    let origin;
	    if (opts.origin && (typeof opts.origin === 'string' || opts.origin instanceof URL)) {
	      origin = String(opts.origin);
	    } else {
	      throw new InvalidArgumentError('opts.origin must be a non-empty string or URL.')
	    }

	    const allowH2 = opts.allowH2 ?? this[kOptions].allowH2;
	    const key = allowH2 === false ? `${origin}#http1-only` : origin;

	    if (this[kOrigins].size >= this[kOptions].maxOrigins && !this[kOrigins].has(origin)) {
	      throw new MaxOriginsReachedError()
	    }

	    let dispatcher = this[kClients].get(key);
	    if (!dispatcher) {
	      dispatcher = this[kFactory](opts.origin, allowH2 === false
	        ? { ...this[kOptions], allowH2: false }
	        : this[kOptions]);

	      const closeClientIfUnused = () => {
	        if (this[kClients].get(key) !== dispatcher) {
	          return
	        }

	        // A GOAWAY detaches the HTTP/2 session before requeued requests are
	        // dispatched on a replacement connection. At that point the pool has
	        // no connected clients and is not busy, but it still has pending work.
	        // Closing it here lets the replacement Client finish those requests
	        // and then destroys that new connection with ClientDestroyedError.
	        if (dispatcher[kConnected] > 0 || dispatcher[kBusy] || dispatcher[kPending] > 0) {
	          return
	        }

	        this[kClients].delete(key);
	        if (!dispatcher.destroyed) {
	          dispatcher.close();
	        }

	        let hasOrigin = false;
	        for (const k of this[kClients].keys()) {
	          if (k === origin || k === `${origin}#http1-only`) {
	            hasOrigin = true;
	            break
	          }
	        }

	        if (!hasOrigin) {
	          this[kOrigins].delete(origin);
	        }
	      };

	      dispatcher
	        .on('drain', this[kOnDrain])
	        .on('connect', this[kOnConnect])
	        .on('disconnect', (origin, targets, err) => {
	          closeClientIfUnused();
	          this[kOnDisconnect](origin, targets, err);
	        })
	        .on('connectionError', (origin, targets, err) => {
	          closeClientIfUnused();
	          this[kOnConnectionError](origin, targets, err);
	        });

	      this[kClients].set(key, dispatcher);
	      this[kOrigins].add(origin);
	    }

	    return dispatcher.dispatch(opts, handler)
	  }

	  [kClose] () {
	    const closePromises = [];
	    for (const dispatcher of this[kClients].values()) {
	      closePromises.push(dispatcher.close());
	    }
	    this[kClients].clear();

	    return Promise.all(closePromises)
	  }

	  [kDestroy] (err) {
	    const destroyPromises = [];
	    for (const dispatcher of this[kClients].values()) {
	      destroyPromises.push(dispatcher.destroy(err));
	    }
	    this[kClients].clear();

	    return Promise.all(destroyPromises)
	  }

	  get stats () {
	    const allClientStats = {};
	    for (const dispatcher of this[kClients].values()) {
	      if (dispatcher.stats) {
	        allClientStats[dispatcher[kUrl].origin] = dispatcher.stats;
	      }
	    }
	    return allClientStats
	  }
	}

	agent = Agent;
	return agent;
}

export { requireErrors as a, requirePoolBase as b, requirePool as c, requireSymbols as d, requireUtil$1 as e, requireClient as f, requireConnect as g, requireDispatcher as h, requireRuntimeFeatures as i, requireUtil as j, requireWebidl as k, requireBody as l, requireConstants$1 as m, requireDataUrl as n, requireInfra as o, requireConstants$2 as p, requireFixedQueue as q, requireAgent as r, requireDiagnostics as s, requireEncoding as t, requireFormdata as u, requireGlobal as v, requireDispatcherBase as w };
