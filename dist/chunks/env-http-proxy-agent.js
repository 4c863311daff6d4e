import { a as requireErrors, w as requireDispatcherBase, d as requireSymbols, c as requirePool, g as requireConnect, e as requireUtil, r as requireAgent, f as requireClient, s as requireDiagnostics } from './agent2.js';
import { b as builtin$4 } from './node-url.js';
import { b as builtin$2 } from './node-async_hooks.js';
import { d as builtin, e as builtin$1, c as builtin$5 } from './files.js';
import { c as builtin$3 } from './cancellation.js';

var socks5Utils;
var hasRequiredSocks5Utils;

function requireSocks5Utils () {
	if (hasRequiredSocks5Utils) return socks5Utils;
	hasRequiredSocks5Utils = 1;

	const { Buffer } = builtin;
	const net = builtin$1;
	const { InvalidArgumentError } = requireErrors();

	/**
	 * Parse an address and determine its type
	 * @param {string} address - The address to parse
	 * @returns {{type: number, buffer: Buffer}} Address type and buffer
	 */
	function parseAddress (address) {
	  // Check if it's an IPv4 address
	  if (net.isIPv4(address)) {
	    const parts = address.split('.').map(Number);
	    return {
	      type: 0x01, // IPv4
	      buffer: Buffer.from(parts)
	    }
	  }

	  // Check if it's an IPv6 address
	  if (net.isIPv6(address)) {
	    return {
	      type: 0x04, // IPv6
	      buffer: parseIPv6(address)
	    }
	  }

	  // Otherwise, treat as domain name
	  const domainBuffer = Buffer.from(address, 'utf8');
	  if (domainBuffer.length > 255) {
	    throw new InvalidArgumentError('Domain name too long (max 255 bytes)')
	  }

	  return {
	    type: 0x03, // Domain
	    buffer: Buffer.concat([Buffer.from([domainBuffer.length]), domainBuffer])
	  }
	}

	/**
	 * Parse IPv6 address to buffer
	 * @param {string} address - IPv6 address string
	 * @returns {Buffer} 16-byte buffer
	 */
	function parseIPv6 (address) {
	  const buffer = Buffer.alloc(16);
	  let normalizedAddress = address;

	  // Expand an embedded IPv4 tail into the last two IPv6 groups.
	  if (address.includes('.')) {
	    const lastColonIndex = address.lastIndexOf(':');
	    const ipv4Part = address.slice(lastColonIndex + 1);

	    if (net.isIPv4(ipv4Part)) {
	      const octets = ipv4Part.split('.').map(Number);
	      const high = ((octets[0] << 8) | octets[1]).toString(16);
	      const low = ((octets[2] << 8) | octets[3]).toString(16);
	      normalizedAddress = `${address.slice(0, lastColonIndex)}:${high}:${low}`;
	    }
	  }

	  // Handle compressed notation (::)
	  const doubleColonIndex = normalizedAddress.indexOf('::');
	  if (doubleColonIndex !== -1) {
	    const before = normalizedAddress.slice(0, doubleColonIndex);
	    const after = normalizedAddress.slice(doubleColonIndex + 2);
	    const beforeParts = before === '' ? [] : before.split(':');
	    const afterParts = after === '' ? [] : after.split(':');

	    let bufferIndex = 0;
	    for (const part of beforeParts) {
	      buffer.writeUInt16BE(parseInt(part, 16), bufferIndex);
	      bufferIndex += 2;
	    }
	    bufferIndex = 16 - afterParts.length * 2;
	    for (const part of afterParts) {
	      buffer.writeUInt16BE(parseInt(part, 16), bufferIndex);
	      bufferIndex += 2;
	    }
	  } else {
	    const parts = normalizedAddress.split(':');
	    for (let i = 0; i < parts.length; i++) {
	      buffer.writeUInt16BE(parseInt(parts[i], 16), i * 2);
	    }
	  }

	  return buffer
	}

	/**
	 * Build a SOCKS5 address buffer
	 * @param {number} type - Address type (1=IPv4, 3=Domain, 4=IPv6)
	 * @param {Buffer} addressBuffer - The address data
	 * @param {number} port - Port number
	 * @returns {Buffer} Complete address buffer including type, address, and port
	 */
	function buildAddressBuffer (type, addressBuffer, port) {
	  const portBuffer = Buffer.allocUnsafe(2);
	  portBuffer.writeUInt16BE(port, 0);

	  return Buffer.concat([
	    Buffer.from([type]),
	    addressBuffer,
	    portBuffer
	  ])
	}

	/**
	 * Parse address from SOCKS5 response
	 * @param {Buffer} buffer - Buffer containing the address
	 * @param {number} offset - Starting offset in buffer
	 * @returns {{address: string, port: number, bytesRead: number}}
	 */
	function parseResponseAddress (buffer, offset = 0) {
	  if (buffer.length < offset + 1) {
	    throw new InvalidArgumentError('Buffer too small to contain address type')
	  }

	  const addressType = buffer[offset];
	  let address;
	  let currentOffset = offset + 1;

	  switch (addressType) {
	    case 0x01: { // IPv4
	      if (buffer.length < currentOffset + 6) {
	        throw new InvalidArgumentError('Buffer too small for IPv4 address')
	      }
	      address = Array.from(buffer.subarray(currentOffset, currentOffset + 4)).join('.');
	      currentOffset += 4;
	      break
	    }

	    case 0x03: { // Domain
	      if (buffer.length < currentOffset + 1) {
	        throw new InvalidArgumentError('Buffer too small for domain length')
	      }
	      const domainLength = buffer[currentOffset];
	      currentOffset += 1;

	      if (buffer.length < currentOffset + domainLength + 2) {
	        throw new InvalidArgumentError('Buffer too small for domain address')
	      }
	      address = buffer.subarray(currentOffset, currentOffset + domainLength).toString('utf8');
	      currentOffset += domainLength;
	      break
	    }

	    case 0x04: { // IPv6
	      if (buffer.length < currentOffset + 18) {
	        throw new InvalidArgumentError('Buffer too small for IPv6 address')
	      }
	      // Convert buffer to IPv6 string
	      const parts = [];
	      for (let i = 0; i < 8; i++) {
	        const value = buffer.readUInt16BE(currentOffset + i * 2);
	        parts.push(value.toString(16));
	      }
	      address = parts.join(':');
	      currentOffset += 16;
	      break
	    }

	    default:
	      throw new InvalidArgumentError(`Invalid address type: ${addressType}`)
	  }

	  // Parse port
	  if (buffer.length < currentOffset + 2) {
	    throw new InvalidArgumentError('Buffer too small for port')
	  }
	  const port = buffer.readUInt16BE(currentOffset);
	  currentOffset += 2;

	  return {
	    address,
	    port,
	    bytesRead: currentOffset - offset
	  }
	}

	/**
	 * Create error for SOCKS5 reply code
	 * @param {number} replyCode - SOCKS5 reply code
	 * @returns {Error} Appropriate error object
	 */
	function createReplyError (replyCode) {
	  const messages = {
	    0x01: 'General SOCKS server failure',
	    0x02: 'Connection not allowed by ruleset',
	    0x03: 'Network unreachable',
	    0x04: 'Host unreachable',
	    0x05: 'Connection refused',
	    0x06: 'TTL expired',
	    0x07: 'Command not supported',
	    0x08: 'Address type not supported'
	  };

	  const message = messages[replyCode] || `Unknown SOCKS5 error code: ${replyCode}`;
	  const error = new Error(message);
	  error.code = `SOCKS5_${replyCode}`;
	  return error
	}

	socks5Utils = {
	  parseAddress,
	  parseIPv6,
	  buildAddressBuffer,
	  parseResponseAddress,
	  createReplyError
	};
	return socks5Utils;
}

var socks5Client;
var hasRequiredSocks5Client;

function requireSocks5Client () {
	if (hasRequiredSocks5Client) return socks5Client;
	hasRequiredSocks5Client = 1;

	const { EventEmitter } = builtin$2;
	const { Buffer } = builtin;
	const { InvalidArgumentError, Socks5ProxyError } = requireErrors();
	const { debuglog } = builtin$3;
	const { parseAddress } = requireSocks5Utils();

	const debug = debuglog('undici:socks5');
	const EMPTY_BUFFER = Buffer.alloc(0);

	// SOCKS5 constants
	const SOCKS_VERSION = 0x05;

	// Authentication methods
	const AUTH_METHODS = {
	  NO_AUTH: 0x00,
	  GSSAPI: 0x01,
	  USERNAME_PASSWORD: 0x02,
	  NO_ACCEPTABLE: 0xFF
	};

	// SOCKS5 commands
	const COMMANDS = {
	  CONNECT: 0x01,
	  BIND: 0x02,
	  UDP_ASSOCIATE: 0x03
	};

	// Address types
	const ADDRESS_TYPES = {
	  IPV4: 0x01,
	  DOMAIN: 0x03,
	  IPV6: 0x04
	};

	// Reply codes
	const REPLY_CODES = {
	  SUCCEEDED: 0x00,
	  GENERAL_FAILURE: 0x01,
	  CONNECTION_NOT_ALLOWED: 0x02,
	  NETWORK_UNREACHABLE: 0x03,
	  HOST_UNREACHABLE: 0x04,
	  CONNECTION_REFUSED: 0x05,
	  TTL_EXPIRED: 0x06,
	  COMMAND_NOT_SUPPORTED: 0x07,
	  ADDRESS_TYPE_NOT_SUPPORTED: 0x08
	};

	// State machine states
	const STATES = {
	  INITIAL: 'initial',
	  HANDSHAKING: 'handshaking',
	  AUTHENTICATING: 'authenticating',
	  AUTHENTICATED: 'authenticated',
	  CONNECTING: 'connecting',
	  CONNECTED: 'connected',
	  ERROR: 'error',
	  CLOSED: 'closed'
	};

	/**
	 * SOCKS5 client implementation
	 * Handles SOCKS5 protocol negotiation and connection establishment
	 */
	class Socks5Client extends EventEmitter {
	  constructor (socket, options = {}) {
	    super();

	    if (!socket) {
	      throw new InvalidArgumentError('socket is required')
	    }

	    this.socket = socket;
	    this.options = options;
	    this.state = STATES.INITIAL;
	    this.buffer = EMPTY_BUFFER;
	    this.onSocketData = this.onData.bind(this);
	    this.onSocketError = this.onError.bind(this);
	    this.onSocketClose = this.onClose.bind(this);

	    // Authentication settings
	    this.authMethods = [];
	    if (options.username && options.password) {
	      this.authMethods.push(AUTH_METHODS.USERNAME_PASSWORD);
	    }
	    this.authMethods.push(AUTH_METHODS.NO_AUTH);

	    // Socket event handlers
	    this.socket.on('data', this.onSocketData);
	    this.socket.on('error', this.onSocketError);
	    this.socket.on('close', this.onSocketClose);
	  }

	  /**
	   * Handle incoming data from the socket
	   */
	  onData (data) {
	    debug('received data', data.length, 'bytes in state', this.state);
	    this.buffer = Buffer.concat([this.buffer, data]);

	    try {
	      switch (this.state) {
	        case STATES.HANDSHAKING:
	          this.handleHandshakeResponse();
	          break
	        case STATES.AUTHENTICATING:
	          this.handleAuthResponse();
	          break
	        case STATES.CONNECTING:
	          this.handleConnectResponse();
	          break
	      }
	    } catch (err) {
	      this.onError(err);
	    }
	  }

	  /**
	   * Handle socket errors
	   */
	  onError (err) {
	    debug('socket error', err);
	    this.state = STATES.ERROR;
	    this.emit('error', err);
	    this.destroy();
	  }

	  /**
	   * Handle socket close
	   */
	  onClose () {
	    debug('socket closed');
	    this.state = STATES.CLOSED;
	    this.emit('close');
	  }

	  /**
	   * Destroy the client and underlying socket
	   */
	  destroy () {
	    if (this.socket && !this.socket.destroyed) {
	      this.socket.destroy();
	    }
	  }

	  markAuthenticated () {
	    this.state = STATES.AUTHENTICATED;
	    this.emit('authenticated');
	  }

	  /**
	   * Start the SOCKS5 handshake
	   */
	  handshake () {
	    if (this.state !== STATES.INITIAL) {
	      throw new InvalidArgumentError('Handshake already started')
	    }

	    debug('starting handshake with', this.authMethods.length, 'auth methods');
	    this.state = STATES.HANDSHAKING;

	    // Build handshake request
	    // +----+----------+----------+
	    // |VER | NMETHODS | METHODS  |
	    // +----+----------+----------+
	    // | 1  |    1     | 1 to 255 |
	    // +----+----------+----------+
	    const request = Buffer.alloc(2 + this.authMethods.length);
	    request[0] = SOCKS_VERSION;
	    request[1] = this.authMethods.length;
	    this.authMethods.forEach((method, i) => {
	      request[2 + i] = method;
	    });

	    this.socket.write(request);
	  }

	  /**
	   * Handle handshake response from server
	   */
	  handleHandshakeResponse () {
	    if (this.buffer.length < 2) {
	      return // Not enough data yet
	    }

	    const version = this.buffer[0];
	    const method = this.buffer[1];

	    if (version !== SOCKS_VERSION) {
	      throw new Socks5ProxyError(`Invalid SOCKS version: ${version}`, 'UND_ERR_SOCKS5_VERSION')
	    }

	    if (method === AUTH_METHODS.NO_ACCEPTABLE) {
	      throw new Socks5ProxyError('No acceptable authentication method', 'UND_ERR_SOCKS5_AUTH_REJECTED')
	    }

	    this.buffer = this.buffer.subarray(2);
	    debug('server selected auth method', method);

	    if (method === AUTH_METHODS.NO_AUTH) {
	      this.markAuthenticated();
	    } else if (method === AUTH_METHODS.USERNAME_PASSWORD) {
	      this.state = STATES.AUTHENTICATING;
	      this.sendAuthRequest();
	    } else {
	      throw new Socks5ProxyError(`Unsupported authentication method: ${method}`, 'UND_ERR_SOCKS5_AUTH_METHOD')
	    }
	  }

	  /**
	   * Send username/password authentication request
	   */
	  sendAuthRequest () {
	    const { username, password } = this.options;

	    if (!username || !password) {
	      throw new InvalidArgumentError('Username and password required for authentication')
	    }

	    debug('sending username/password auth');

	    // Username/Password authentication request (RFC 1929)
	    // +----+------+----------+------+----------+
	    // |VER | ULEN |  UNAME   | PLEN |  PASSWD  |
	    // +----+------+----------+------+----------+
	    // | 1  |  1   | 1 to 255 |  1   | 1 to 255 |
	    // +----+------+----------+------+----------+
	    const usernameBuffer = Buffer.from(username);
	    const passwordBuffer = Buffer.from(password);

	    if (usernameBuffer.length > 255 || passwordBuffer.length > 255) {
	      throw new InvalidArgumentError('Username or password too long')
	    }

	    const request = Buffer.alloc(3 + usernameBuffer.length + passwordBuffer.length);
	    request[0] = 0x01; // Sub-negotiation version
	    request[1] = usernameBuffer.length;
	    usernameBuffer.copy(request, 2);
	    request[2 + usernameBuffer.length] = passwordBuffer.length;
	    passwordBuffer.copy(request, 3 + usernameBuffer.length);

	    this.socket.write(request);
	  }

	  /**
	   * Handle authentication response
	   */
	  handleAuthResponse () {
	    if (this.buffer.length < 2) {
	      return // Not enough data yet
	    }

	    const version = this.buffer[0];
	    const status = this.buffer[1];

	    if (version !== 0x01) {
	      throw new Socks5ProxyError(`Invalid auth sub-negotiation version: ${version}`, 'UND_ERR_SOCKS5_AUTH_VERSION')
	    }

	    if (status !== 0x00) {
	      throw new Socks5ProxyError('Authentication failed', 'UND_ERR_SOCKS5_AUTH_FAILED')
	    }

	    this.buffer = this.buffer.subarray(2);
	    debug('authentication successful');
	    this.markAuthenticated();
	  }

	  /**
	   * Send CONNECT command
	   * @param {string} address - Target address (IP or domain)
	   * @param {number} port - Target port
	   */
	  connect (address, port) {
	    if (this.state === STATES.CONNECTING || this.state === STATES.CONNECTED) {
	      throw new InvalidArgumentError('Connection already in progress')
	    }

	    if (this.state !== STATES.AUTHENTICATED) {
	      throw new InvalidArgumentError('Client must be authenticated before CONNECT')
	    }

	    debug('connecting to', address, port);
	    this.state = STATES.CONNECTING;

	    const request = this.buildConnectRequest(COMMANDS.CONNECT, address, port);
	    this.socket.write(request);
	  }

	  /**
	   * Build a SOCKS5 request
	   */
	  buildConnectRequest (command, address, port) {
	    // Parse address to determine type and buffer
	    const { type: addressType, buffer: addressBuffer } = parseAddress(address);

	    // Build request
	    // +----+-----+-------+------+----------+----------+
	    // |VER | CMD |  RSV  | ATYP | DST.ADDR | DST.PORT |
	    // +----+-----+-------+------+----------+----------+
	    // | 1  |  1  | X'00' |  1   | Variable |    2     |
	    // +----+-----+-------+------+----------+----------+
	    const request = Buffer.alloc(4 + addressBuffer.length + 2);
	    request[0] = SOCKS_VERSION;
	    request[1] = command;
	    request[2] = 0x00; // Reserved
	    request[3] = addressType;
	    addressBuffer.copy(request, 4);
	    request.writeUInt16BE(port, 4 + addressBuffer.length);

	    return request
	  }

	  /**
	   * Handle CONNECT response
	   */
	  handleConnectResponse () {
	    if (this.buffer.length < 4) {
	      return // Not enough data for header
	    }

	    const version = this.buffer[0];
	    const reply = this.buffer[1];
	    const addressType = this.buffer[3];

	    if (version !== SOCKS_VERSION) {
	      throw new Socks5ProxyError(`Invalid SOCKS version in reply: ${version}`, 'UND_ERR_SOCKS5_REPLY_VERSION')
	    }

	    // Calculate the expected response length
	    let responseLength = 4; // VER + REP + RSV + ATYP
	    if (addressType === ADDRESS_TYPES.IPV4) {
	      responseLength += 4 + 2; // IPv4 + port
	    } else if (addressType === ADDRESS_TYPES.DOMAIN) {
	      if (this.buffer.length < 5) {
	        return // Need domain length byte
	      }
	      responseLength += 1 + this.buffer[4] + 2; // length byte + domain + port
	    } else if (addressType === ADDRESS_TYPES.IPV6) {
	      responseLength += 16 + 2; // IPv6 + port
	    } else {
	      throw new Socks5ProxyError(`Invalid address type in reply: ${addressType}`, 'UND_ERR_SOCKS5_ADDR_TYPE')
	    }

	    if (this.buffer.length < responseLength) {
	      return // Not enough data for full response
	    }

	    if (reply !== REPLY_CODES.SUCCEEDED) {
	      const errorMessage = this.getReplyErrorMessage(reply);
	      throw new Socks5ProxyError(`SOCKS5 connection failed: ${errorMessage}`, `UND_ERR_SOCKS5_REPLY_${reply}`)
	    }

	    // Parse bound address and port
	    let boundAddress;
	    let offset = 4;

	    if (addressType === ADDRESS_TYPES.IPV4) {
	      boundAddress = Array.from(this.buffer.subarray(offset, offset + 4)).join('.');
	      offset += 4;
	    } else if (addressType === ADDRESS_TYPES.DOMAIN) {
	      const domainLength = this.buffer[offset];
	      offset += 1;
	      boundAddress = this.buffer.subarray(offset, offset + domainLength).toString();
	      offset += domainLength;
	    } else if (addressType === ADDRESS_TYPES.IPV6) {
	      // Parse IPv6 address from 16-byte buffer
	      const parts = [];
	      for (let i = 0; i < 8; i++) {
	        const value = this.buffer.readUInt16BE(offset + i * 2);
	        parts.push(value.toString(16));
	      }
	      boundAddress = parts.join(':');
	      offset += 16;
	    }

	    const boundPort = this.buffer.readUInt16BE(offset);

	    this.buffer = EMPTY_BUFFER;
	    this.state = STATES.CONNECTED;
	    this.socket.removeListener('data', this.onSocketData);

	    debug('connected, bound address:', boundAddress, 'port:', boundPort);
	    this.emit('connected', { address: boundAddress, port: boundPort });
	  }

	  /**
	   * Get human-readable error message for reply code
	   */
	  getReplyErrorMessage (reply) {
	    switch (reply) {
	      case REPLY_CODES.GENERAL_FAILURE:
	        return 'General SOCKS server failure'
	      case REPLY_CODES.CONNECTION_NOT_ALLOWED:
	        return 'Connection not allowed by ruleset'
	      case REPLY_CODES.NETWORK_UNREACHABLE:
	        return 'Network unreachable'
	      case REPLY_CODES.HOST_UNREACHABLE:
	        return 'Host unreachable'
	      case REPLY_CODES.CONNECTION_REFUSED:
	        return 'Connection refused'
	      case REPLY_CODES.TTL_EXPIRED:
	        return 'TTL expired'
	      case REPLY_CODES.COMMAND_NOT_SUPPORTED:
	        return 'Command not supported'
	      case REPLY_CODES.ADDRESS_TYPE_NOT_SUPPORTED:
	        return 'Address type not supported'
	      default:
	        return `Unknown error code: ${reply}`
	    }
	  }
	}

	socks5Client = {
	  Socks5Client,
	  AUTH_METHODS,
	  COMMANDS,
	  ADDRESS_TYPES,
	  REPLY_CODES,
	  STATES
	};
	return socks5Client;
}

var socks5ProxyAgent;
var hasRequiredSocks5ProxyAgent;

function requireSocks5ProxyAgent () {
	if (hasRequiredSocks5ProxyAgent) return socks5ProxyAgent;
	hasRequiredSocks5ProxyAgent = 1;

	const { URL } = builtin$4;

	let tls; // include tls conditionally since it is not always available
	const DispatcherBase = requireDispatcherBase();
	const { ConnectTimeoutError, InvalidArgumentError } = requireErrors();
	const { Socks5Client, STATES } = requireSocks5Client();
	const { kBusy, kConnected, kDispatch, kClose, kDestroy } = requireSymbols();
	const Pool = requirePool();
	const buildConnector = requireConnect();
	const { setupConnectTimeout } = requireUtil();
	const { debuglog } = builtin$3;

	const debug = debuglog('undici:socks5-proxy');

	const DEFAULT_SOCKS5_CONNECT_TIMEOUT = 5000;

	const kProxyUrl = Symbol('proxy url');
	const kProxyHeaders = Symbol('proxy headers');
	const kProxyAuth = Symbol('proxy auth');
	const kProxyProtocol = Symbol('proxy protocol');
	const kPools = Symbol('pools');
	const kConnector = Symbol('connector');
	const kConnectTimeout = Symbol('connect timeout');
	const kRequestTls = Symbol('request tls settings');
	const kRequestTlsTimeout = Symbol('request tls timeout');

	function createConnectTimeoutError (hostname, port, timeout) {
	  return new ConnectTimeoutError(
	    `Connect Timeout Error (attempted address: ${hostname}:${port}, timeout: ${timeout}ms)`
	  )
	}

	// Static flag to ensure warning is only emitted once per process
	let experimentalWarningEmitted = false;

	/**
	 * SOCKS5 proxy agent for dispatching requests through a SOCKS5 proxy
	 */
	class Socks5ProxyAgent extends DispatcherBase {
	  constructor (proxyUrl, options = {}) {
	    super(options);

	    // Emit experimental warning only once
	    if (!experimentalWarningEmitted) {
	      process.emitWarning(
	        'SOCKS5 proxy support is experimental and subject to change',
	        'ExperimentalWarning'
	      );
	      experimentalWarningEmitted = true;
	    }

	    if (!proxyUrl) {
	      throw new InvalidArgumentError('Proxy URL is mandatory')
	    }

	    // Parse proxy URL
	    const url = typeof proxyUrl === 'string' ? new URL(proxyUrl) : proxyUrl;

	    if (url.protocol !== 'socks5:' && url.protocol !== 'socks:') {
	      throw new InvalidArgumentError('Proxy URL must use socks5:// or socks:// protocol')
	    }

	    this[kProxyUrl] = url;
	    this[kProxyHeaders] = options.headers || {};
	    this[kProxyProtocol] = options.proxyTls ? 'https:' : 'http:';

	    const connectTimeout = options.connectTimeout ?? DEFAULT_SOCKS5_CONNECT_TIMEOUT;
	    if (!Number.isFinite(connectTimeout) || connectTimeout < 0) {
	      throw new InvalidArgumentError('invalid connectTimeout')
	    }
	    this[kConnectTimeout] = connectTimeout;

	    const { timeout, ...requestTls } = options.requestTls || {};
	    const requestTlsTimeout = timeout ?? connectTimeout;
	    if (!Number.isFinite(requestTlsTimeout) || requestTlsTimeout < 0) {
	      throw new InvalidArgumentError('invalid requestTls.timeout')
	    }
	    this[kRequestTls] = requestTls;
	    this[kRequestTlsTimeout] = requestTlsTimeout;

	    // Extract auth from URL or options
	    this[kProxyAuth] = {
	      username: options.username || (url.username ? decodeURIComponent(url.username) : null),
	      password: options.password || (url.password ? decodeURIComponent(url.password) : null)
	    };

	    // Create connector for proxy connection
	    const proxyTlsTimeout = options.proxyTls?.timeout ?? connectTimeout;
	    if (!Number.isFinite(proxyTlsTimeout) || proxyTlsTimeout < 0) {
	      throw new InvalidArgumentError('invalid proxyTls.timeout')
	    }
	    this[kConnector] = options.connect || buildConnector({
	      ...options.proxyTls,
	      timeout: proxyTlsTimeout,
	      servername: options.proxyTls?.servername || url.hostname
	    });

	    // Pools for the actual HTTP connections (with SOCKS5 tunnel connect function), keyed by origin
	    this[kPools] = new Map();
	  }

	  /**
	   * Create a SOCKS5 connection to the proxy
	   */
	  async createSocks5Connection (targetHost, targetPort) {
	    const proxyHost = this[kProxyUrl].hostname;
	    const proxyPort = parseInt(this[kProxyUrl].port) || 1080;

	    debug('creating SOCKS5 connection to', proxyHost, proxyPort);

	    // Connect to the SOCKS5 proxy
	    const socketReady = Promise.withResolvers();

	    this[kConnector]({
	      hostname: proxyHost,
	      host: proxyHost,
	      port: proxyPort,
	      protocol: this[kProxyProtocol]
	    }, (err, socket) => {
	      if (err) {
	        socketReady.reject(err);
	      } else {
	        socketReady.resolve(socket);
	      }
	    });

	    const socket = await socketReady.promise;

	    // Create SOCKS5 client
	    const socks5Client = new Socks5Client(socket, this[kProxyAuth]);

	    // Handle SOCKS5 errors
	    socks5Client.on('error', (err) => {
	      debug('SOCKS5 error:', err);
	      socket.destroy();
	    });

	    // Perform SOCKS5 handshake
	    await socks5Client.handshake();

	    // Wait for authentication (if required)
	    const authenticationReady = Promise.withResolvers();
	    const authenticationTimeout = this[kConnectTimeout] === 0
	      ? null
	      : setTimeout(() => {
	        cleanupAuthenticationListeners();
	        socks5Client.destroy();
	        authenticationReady.reject(
	          createConnectTimeoutError(proxyHost, proxyPort, this[kConnectTimeout])
	        );
	      }, this[kConnectTimeout]);

	    const cleanupAuthenticationListeners = () => {
	      clearTimeout(authenticationTimeout);
	      socks5Client.removeListener('authenticated', onAuthenticated);
	      socks5Client.removeListener('error', onAuthenticationError);
	    };

	    const onAuthenticated = () => {
	      cleanupAuthenticationListeners();
	      authenticationReady.resolve();
	    };

	    const onAuthenticationError = (err) => {
	      cleanupAuthenticationListeners();
	      authenticationReady.reject(err);
	    };

	    // Check if already authenticated (for NO_AUTH method)
	    if (socks5Client.state === STATES.AUTHENTICATED) {
	      clearTimeout(authenticationTimeout);
	      authenticationReady.resolve();
	    } else {
	      socks5Client.once('authenticated', onAuthenticated);
	      socks5Client.once('error', onAuthenticationError);
	    }

	    await authenticationReady.promise;

	    // Send CONNECT command
	    await socks5Client.connect(targetHost, targetPort);

	    // Wait for connection
	    const connectionReady = Promise.withResolvers();
	    const connectionTimeout = this[kConnectTimeout] === 0
	      ? null
	      : setTimeout(() => {
	        cleanupConnectionListeners();
	        socks5Client.destroy();
	        connectionReady.reject(
	          createConnectTimeoutError(targetHost, targetPort, this[kConnectTimeout])
	        );
	      }, this[kConnectTimeout]);

	    const cleanupConnectionListeners = () => {
	      clearTimeout(connectionTimeout);
	      socks5Client.removeListener('connected', onConnected);
	      socks5Client.removeListener('error', onConnectionError);
	    };

	    const onConnected = (info) => {
	      debug('SOCKS5 tunnel established to', targetHost, targetPort, 'via', info);
	      cleanupConnectionListeners();
	      connectionReady.resolve();
	    };

	    const onConnectionError = (err) => {
	      cleanupConnectionListeners();
	      connectionReady.reject(err);
	    };

	    socks5Client.once('connected', onConnected);
	    socks5Client.once('error', onConnectionError);

	    await connectionReady.promise;

	    return socket
	  }

	  /**
	   * Dispatch a request through the SOCKS5 proxy
	   */
	  [kDispatch] (opts, handler) {
	    const { origin } = opts;

	    debug('dispatching request to', origin, 'via SOCKS5');

	    try {
	      const originKey = String(origin);
	      let pool = this[kPools].get(originKey);
	      // Create a Pool per origin so requests are not routed to the wrong host
	      if (!pool || pool.destroyed || pool.closed) {
	        pool = new Pool(origin, {
	          pipelining: opts.pipelining,
	          connections: opts.connections,
	          connect: async (connectOpts, callback) => {
	            try {
	              const url = new URL(origin);
	              const targetHost = url.hostname;
	              const targetPort = parseInt(url.port) || (url.protocol === 'https:' ? 443 : 80);

	              debug('establishing SOCKS5 connection to', targetHost, targetPort);

	              // Create SOCKS5 tunnel
	              const socket = await this.createSocks5Connection(targetHost, targetPort);

	              // Handle TLS if needed
	              let finalSocket = socket;
	              if (url.protocol === 'https:') {
	                if (!tls) {
	                  tls = builtin$5;
	                }
	                debug('upgrading to TLS');
	                finalSocket = tls.connect({
	                  ...this[kRequestTls],
	                  socket,
	                  servername: this[kRequestTls]?.servername || targetHost
	                });

	                const tlsReady = Promise.withResolvers();

	                const cleanupTlsListeners = () => {
	                  queueMicrotask(clearTlsTimeout);
	                  finalSocket.removeListener('secureConnect', onSecureConnect);
	                  finalSocket.removeListener('error', onTlsError);
	                };

	                const onSecureConnect = () => {
	                  cleanupTlsListeners();
	                  tlsReady.resolve();
	                };

	                const onTlsError = (err) => {
	                  cleanupTlsListeners();
	                  tlsReady.reject(err);
	                };

	                const clearTlsTimeout = setupConnectTimeout(new WeakRef(finalSocket), {
	                  timeout: this[kRequestTlsTimeout],
	                  hostname: targetHost,
	                  port: targetPort
	                });

	                finalSocket.once('secureConnect', onSecureConnect);
	                finalSocket.once('error', onTlsError);
	                await tlsReady.promise;
	              }

	              callback(null, finalSocket);
	            } catch (err) {
	              debug('SOCKS5 connection error:', err);
	              callback(err);
	            }
	          }
	        });
	        this[kPools].set(originKey, pool);

	        const closePoolIfUnused = () => {
	          if (this[kPools].get(originKey) !== pool || pool[kConnected] > 0 || pool[kBusy]) {
	            return
	          }

	          this[kPools].delete(originKey);
	          if (!pool.destroyed) {
	            pool.close();
	          }
	        };

	        pool.on('disconnect', closePoolIfUnused);
	        pool.on('connectionError', closePoolIfUnused);
	      }

	      // Dispatch the request through the per-origin pool
	      return pool[kDispatch](opts, handler)
	    } catch (err) {
	      debug('dispatch error:', err);
	      if (typeof handler.onResponseError === 'function') {
	        handler.onResponseError(null, err);
	        return false
	      } else if (typeof handler.onError === 'function') {
	        handler.onError(err);
	        return false
	      } else {
	        throw err
	      }
	    }
	  }

	  async [kClose] () {
	    const closePromises = [];
	    for (const pool of this[kPools].values()) {
	      closePromises.push(pool.close());
	    }
	    this[kPools].clear();
	    await Promise.all(closePromises);
	  }

	  async [kDestroy] (err) {
	    const destroyPromises = [];
	    for (const pool of this[kPools].values()) {
	      destroyPromises.push(pool.destroy(err));
	    }
	    this[kPools].clear();
	    await Promise.all(destroyPromises);
	  }
	}

	socks5ProxyAgent = Socks5ProxyAgent;
	return socks5ProxyAgent;
}

var proxyAgent;
var hasRequiredProxyAgent;

function requireProxyAgent () {
	if (hasRequiredProxyAgent) return proxyAgent;
	hasRequiredProxyAgent = 1;

	const { kProxy, kClose, kDestroy, kDispatch } = requireSymbols();
	const Agent = requireAgent();
	const Pool = requirePool();
	const DispatcherBase = requireDispatcherBase();
	const { InvalidArgumentError, RequestAbortedError, SecureProxyConnectionError, ProxyConnectionError } = requireErrors();
	const buildConnector = requireConnect();
	const Client = requireClient();
	const { channels } = requireDiagnostics();
	const Socks5ProxyAgent = requireSocks5ProxyAgent();
	const { hasSafeIterator } = requireUtil();

	const kAgent = Symbol('proxy agent');
	const kClient = Symbol('proxy client');
	const kProxyHeaders = Symbol('proxy headers');
	const kRequestTls = Symbol('request tls settings');
	const kProxyTls = Symbol('proxy tls settings');
	const kConnectEndpoint = Symbol('connect endpoint function');
	const kConnectEndpointHTTP1 = Symbol('connect endpoint function (http/1.1 only)');
	const kTunnelProxy = Symbol('tunnel proxy');
	const proxyAuthorization = 'proxy-authorization';

	function defaultProtocolPort (protocol) {
	  return protocol === 'https:' ? 443 : 80
	}

	function defaultFactory (origin, opts) {
	  return new Pool(origin, opts)
	}

	const noop = () => {};

	function defaultAgentFactory (origin, opts) {
	  if (opts.connections === 1) {
	    return new Client(origin, opts)
	  }
	  return new Pool(origin, opts)
	}

	function shouldProxyTunnel (requestProtocol, proxyTunnel) {
	  return proxyTunnel === true || requestProtocol !== 'http:'
	}

	class Http1ProxyWrapper extends DispatcherBase {
	  #client
	  #proxyServername

	  constructor (proxyUrl, { headers = {}, connect, factory, proxyServername }) {
	    if (!proxyUrl) {
	      throw new InvalidArgumentError('Proxy URL is mandatory')
	    }

	    super();

	    this[kProxyHeaders] = headers;
	    this.#proxyServername = proxyServername;
	    if (factory) {
	      this.#client = factory(proxyUrl, { connect });
	    } else {
	      this.#client = new Client(proxyUrl, { connect });
	    }
	  }

	  [kDispatch] (opts, handler) {
	    const onResponseStart = handler.onResponseStart;
	    handler.onResponseStart = function (controller, statusCode, data, statusMessage) {
	      if (statusCode === 407) {
	        if (typeof handler.onResponseError === 'function') {
	          handler.onResponseError(controller, new InvalidArgumentError('Proxy Authentication Required (407)'));
	        }
	        return
	      }
	      if (onResponseStart) onResponseStart.call(this, controller, statusCode, data, statusMessage);
	    };

	    // Rewrite request as an HTTP1 Proxy request, without tunneling.
	    const {
	      origin,
	      path = '/',
	      headers = {}
	    } = opts;

	    opts.path = origin + path;

	    opts.headers = { ...this[kProxyHeaders], ...headers };
	    if (!hasHostHeader(headers)) {
	      opts.headers.host = new URL(origin).host;
	    }

	    // Pin the SNI/cert hostname to the proxy. Without this the underlying
	    // Client would derive it from the (rewritten) Host header, which points
	    // at the target — wrong for the TLS handshake to the proxy itself.
	    if (this.#proxyServername != null) {
	      opts.servername = this.#proxyServername;
	    }

	    return this.#client[kDispatch](opts, handler)
	  }

	  [kClose] () {
	    return this.#client.close()
	  }

	  [kDestroy] (err) {
	    return this.#client.destroy(err)
	  }
	}

	class ProxyAgent extends DispatcherBase {
	  constructor (opts) {
	    if (!opts || (typeof opts === 'object' && !(opts instanceof URL) && !opts.uri)) {
	      throw new InvalidArgumentError('Proxy uri is mandatory')
	    }

	    const { clientFactory = defaultFactory } = opts;
	    if (typeof clientFactory !== 'function') {
	      throw new InvalidArgumentError('Proxy opts.clientFactory must be a function.')
	    }

	    const { proxyTunnel, connectTimeout } = opts;

	    super(opts);

	    const url = this.#getUrl(opts);
	    const { href, origin, port, protocol, username, password, hostname: proxyHostname } = url;

	    this[kProxy] = { uri: href, protocol };
	    this[kRequestTls] = opts.requestTls;
	    this[kProxyTls] = opts.proxyTls;
	    this[kProxyHeaders] = opts.headers || {};
	    this[kTunnelProxy] = proxyTunnel;

	    if (opts.auth && opts.token) {
	      throw new InvalidArgumentError('opts.auth cannot be used in combination with opts.token')
	    } else if (opts.auth) {
	      /* @deprecated in favour of opts.token */
	      this[kProxyHeaders]['proxy-authorization'] = `Basic ${opts.auth}`;
	    } else if (opts.token) {
	      this[kProxyHeaders]['proxy-authorization'] = opts.token;
	    } else if (username && password) {
	      this[kProxyHeaders]['proxy-authorization'] = `Basic ${Buffer.from(`${decodeURIComponent(username)}:${decodeURIComponent(password)}`).toString('base64')}`;
	    } else if (username) {
	      this[kProxyHeaders]['proxy-authorization'] = `Basic ${Buffer.from(`${decodeURIComponent(username)}:`).toString('base64')}`;
	    }

	    const connect = buildConnector({ timeout: connectTimeout, ...opts.proxyTls });
	    const connectHTTP1 = buildConnector({ timeout: connectTimeout, ...opts.proxyTls, allowH2: false });
	    this[kConnectEndpoint] = buildConnector({ timeout: connectTimeout, ...opts.requestTls });
	    this[kConnectEndpointHTTP1] = buildConnector({ timeout: connectTimeout, ...opts.requestTls, allowH2: false });

	    const agentFactory = opts.factory || defaultAgentFactory;
	    const factory = (origin, options) => {
	      const { protocol } = new URL(origin);

	      // Handle SOCKS5 proxy
	      if (this[kProxy].protocol === 'socks5:' || this[kProxy].protocol === 'socks:') {
	        return new Socks5ProxyAgent(this[kProxy].uri, {
	          headers: this[kProxyHeaders],
	          connect,
	          factory: agentFactory,
	          username: opts.username || username,
	          password: opts.password || password,
	          connectTimeout,
	          proxyTls: opts.proxyTls,
	          requestTls: opts.requestTls
	        })
	      }

	      if (!shouldProxyTunnel(protocol, this[kTunnelProxy])) {
	        const forwardConnect = this[kProxy].protocol === 'https:'
	          ? (opts, cb) => connectHTTP1(opts, (err, socket) => {
	              if (err && err.code === 'ERR_TLS_CERT_ALTNAME_INVALID') {
	                cb(new SecureProxyConnectionError(err));
	              } else {
	                cb(err, socket);
	              }
	            })
	          : connectHTTP1;
	        return new Http1ProxyWrapper(this[kProxy].uri, {
	          headers: this[kProxyHeaders],
	          connect: forwardConnect,
	          factory: agentFactory,
	          proxyServername: this[kProxy].protocol === 'https:'
	            ? (this[kProxyTls]?.servername || proxyHostname)
	            : undefined
	        })
	      }
	      return agentFactory(origin, options)
	    };

	    // For SOCKS5 proxies, we don't need a client to the proxy itself
	    // The SOCKS5 connection is handled within Socks5ProxyAgent
	    if (protocol === 'socks5:' || protocol === 'socks:') {
	      this[kClient] = null;
	    } else {
	      this[kClient] = clientFactory(url, { connect });
	    }

	    this[kAgent] = new Agent({
	      ...opts,
	      factory,
	      connect: async (opts, callback) => {
	        // SOCKS5 proxies handle their own connections via Socks5ProxyAgent,
	        // so this connect function should never be called for them.
	        if (!this[kClient]) {
	          callback(new InvalidArgumentError('Cannot establish tunnel connection without a proxy client'));
	          return
	        }

	        let requestedPath = opts.host;
	        if (!opts.port) {
	          requestedPath += `:${defaultProtocolPort(opts.protocol)}`;
	        }
	        try {
	          const connectParams = {
	            origin,
	            port,
	            path: requestedPath,
	            signal: opts.signal,
	            headers: {
	              ...this[kProxyHeaders],
	              host: opts.host,
	              ...(opts.connections == null || opts.connections > 0 ? { 'proxy-connection': 'keep-alive' } : {})
	            },
	            servername: this[kProxyTls]?.servername || proxyHostname
	          };
	          const { socket, statusCode } = await this[kClient].connect(connectParams);
	          if (statusCode !== 200) {
	            socket.on('error', noop).destroy();
	            callback(new RequestAbortedError(`Proxy response (${statusCode}) !== 200 when HTTP Tunneling`));
	            return
	          }

	          if (channels.proxyConnected.hasSubscribers) {
	            channels.proxyConnected.publish({
	              socket,
	              connectParams
	            });
	          }

	          if (opts.protocol !== 'https:') {
	            callback(null, socket);
	            return
	          }
	          let servername;
	          if (this[kRequestTls]) {
	            servername = this[kRequestTls].servername;
	          } else {
	            servername = opts.servername;
	          }
	          const connectEndpoint = opts.allowH2 === false
	            ? this[kConnectEndpointHTTP1]
	            : this[kConnectEndpoint];

	          connectEndpoint({ ...opts, servername, httpSocket: socket }, callback);
	        } catch (err) {
	          if (err.code === 'ERR_TLS_CERT_ALTNAME_INVALID') {
	            // Throw a custom error to avoid loop in client.js#connect
	            callback(new SecureProxyConnectionError(err));
	          } else if (err.code === 'UND_ERR_SOCKET') {
	            // A socket failure while establishing the tunnel means the CONNECT
	            // never completed, so there is nothing to recover - the proxy just
	            // tore down the connection. client.js#onError treats UND_ERR_SOCKET
	            // as a recoverable error on an established connection and leaves the
	            // request queued, which makes connect() retry forever. Surface it as
	            // a non-recoverable proxy error so the request fails instead. (#3897)
	            callback(new ProxyConnectionError(err));
	          } else {
	            callback(err);
	          }
	        }
	      }
	    });
	  }

	  dispatch (opts, handler) {
	    let headers = buildHeaders(opts.headers);
	    throwIfProxyAuthIsSent(headers);

	    if (headers && !hasHostHeader(headers)) {
	      if (headers === opts.headers) {
	        headers = { ...headers };
	      }
	      headers.host = new URL(opts.origin).host;
	    }

	    return this[kAgent].dispatch(
	      {
	        ...opts,
	        headers
	      },
	      handler
	    )
	  }

	  /**
	   * @param {import('../../types/proxy-agent').ProxyAgent.Options | string | URL} opts
	   * @returns {URL}
	   */
	  #getUrl (opts) {
	    if (typeof opts === 'string') {
	      return new URL(opts)
	    } else if (opts instanceof URL) {
	      return opts
	    } else {
	      return new URL(opts.uri)
	    }
	  }

	  [kClose] () {
	    const promises = [this[kAgent].close()];
	    if (this[kClient]) {
	      promises.push(this[kClient].close());
	    }
	    return Promise.all(promises)
	  }

	  [kDestroy] () {
	    const promises = [this[kAgent].destroy()];
	    if (this[kClient]) {
	      promises.push(this[kClient].destroy());
	    }
	    return Promise.all(promises)
	  }
	}

	/**
	 * @param {string[] | Record<string, string> | Iterable<[string, string | string[] | undefined]>} headers
	 * @returns {Record<string, string | string[] | undefined>}
	 */
	function buildHeaders (headers) {
	  // When using undici.fetch, the headers list is stored
	  // as an array.
	  if (Array.isArray(headers)) {
	    /** @type {Record<string, string>} */
	    const headersPair = {};

	    for (let i = 0; i < headers.length; i += 2) {
	      if (isProxyAuthorizationHeader(headers[i])) {
	        throwProxyAuthError();
	      }

	      headersPair[headers[i]] = headers[i + 1];
	    }

	    return headersPair
	  }

	  // Materialize iterable header containers (e.g. Map, Headers) into a record so
	  // that throwIfProxyAuthIsSent() can inspect their entries. Object.keys and
	  // for...in see nothing on a Map/Headers instance, so without this the
	  // Proxy-Authorization guard is bypassed and proxy credentials can reach the
	  // origin server (GHSA-6cv7-626c-qhqw).
	  if (headers && typeof headers === 'object' && hasSafeIterator(headers)) {
	    const headersPair = {};

	    for (const [key, value] of headers) {
	      if (!Object.hasOwn(headersPair, key)) {
	        headersPair[key] = value;
	        continue
	      }

	      const previous = headersPair[key];
	      const values = [];
	      if (previous !== undefined) {
	        values.push(...(Array.isArray(previous) ? previous : [previous]));
	      }
	      if (value !== undefined) {
	        values.push(...(Array.isArray(value) ? value : [value]));
	      }
	      headersPair[key] = values.length > 1 ? values : values[0];
	    }

	    return headersPair
	  }

	  return headers
	}

	/**
	 * @param {Record<string, string>} headers
	 *
	 * Previous versions of ProxyAgent suggests the Proxy-Authorization in request headers
	 * Nevertheless, it was changed and to avoid a security vulnerability by end users
	 * this check was created.
	 * It should be removed in the next major version for performance reasons
	 */
	function throwIfProxyAuthIsSent (headers) {
	  for (const key in headers) {
	    if (isProxyAuthorizationHeader(key)) {
	      throwProxyAuthError();
	    }
	  }
	}

	/**
	 * @param {string} key
	 * @returns {boolean}
	 */
	function isProxyAuthorizationHeader (key) {
	  return key.length === proxyAuthorization.length && key.toLowerCase() === proxyAuthorization
	}

	function hasHostHeader (headers) {
	  for (const key in headers) {
	    if (key.length === 4 && key.toLowerCase() === 'host') {
	      return true
	    }
	  }
	  return false
	}

	function throwProxyAuthError () {
	  throw new InvalidArgumentError('Proxy-Authorization should be sent in ProxyAgent constructor')
	}

	proxyAgent = ProxyAgent;
	return proxyAgent;
}

var envHttpProxyAgent;
var hasRequiredEnvHttpProxyAgent;

function requireEnvHttpProxyAgent () {
	if (hasRequiredEnvHttpProxyAgent) return envHttpProxyAgent;
	hasRequiredEnvHttpProxyAgent = 1;

	const DispatcherBase = requireDispatcherBase();
	const { kClose, kDestroy, kClosed, kDestroyed, kDispatch, kNoProxyAgent, kHttpProxyAgent, kHttpsProxyAgent } = requireSymbols();
	const ProxyAgent = requireProxyAgent();
	const Agent = requireAgent();

	const DEFAULT_PORTS = {
	  'http:': 80,
	  'https:': 443
	};

	class EnvHttpProxyAgent extends DispatcherBase {
	  #noProxyValue = null
	  #noProxyEntries = null
	  #opts = null

	  constructor (opts = {}) {
	    super(opts);
	    this.#opts = opts;

	    const { httpProxy, httpsProxy, noProxy, ...agentOpts } = opts;

	    this[kNoProxyAgent] = new Agent(agentOpts);

	    const HTTP_PROXY = httpProxy ?? process.env.http_proxy ?? process.env.HTTP_PROXY;
	    if (HTTP_PROXY) {
	      this[kHttpProxyAgent] = new ProxyAgent({ ...agentOpts, uri: HTTP_PROXY });
	    } else {
	      this[kHttpProxyAgent] = this[kNoProxyAgent];
	    }

	    const HTTPS_PROXY = httpsProxy ?? process.env.https_proxy ?? process.env.HTTPS_PROXY;
	    if (HTTPS_PROXY) {
	      this[kHttpsProxyAgent] = new ProxyAgent({ ...agentOpts, uri: HTTPS_PROXY });
	    } else {
	      this[kHttpsProxyAgent] = this[kHttpProxyAgent];
	    }

	    this.#parseNoProxy();
	  }

	  [kDispatch] (opts, handler) {
	    const url = new URL(opts.origin);
	    const agent = this.#getProxyAgentForUrl(url);
	    return agent.dispatch(opts, handler)
	  }

	  [kClose] () {
	    return Promise.all([
	      this[kNoProxyAgent].close(),
	      !this[kHttpProxyAgent][kClosed] && this[kHttpProxyAgent].close(),
	      !this[kHttpsProxyAgent][kClosed] && this[kHttpsProxyAgent].close()
	    ])
	  }

	  [kDestroy] (err) {
	    return Promise.all([
	      this[kNoProxyAgent].destroy(err),
	      !this[kHttpProxyAgent][kDestroyed] && this[kHttpProxyAgent].destroy(err),
	      !this[kHttpsProxyAgent][kDestroyed] && this[kHttpsProxyAgent].destroy(err)
	    ])
	  }

	  #getProxyAgentForUrl (url) {
	    let { protocol, host: hostname, port } = url;

	    // Remove the port suffix (e.g. ":8080") and then strip surrounding
	    // brackets from IPv6 literals (e.g. "[::1]" -> "::1") so that the
	    // result matches the unbracketed form stored by #parseNoProxy.
	    hostname = hostname.replace(/:\d*$/, '').replace(/^\[(.+)\]$/, '$1').toLowerCase();
	    // Drop a trailing dot: it only marks the fully qualified form of a domain
	    // name ("example.com." and "example.com" are the same name, RFC 1034 root
	    // label). This runs on every dispatch, so it is a charCode check rather
	    // than a third regex. `length > 1` leaves the degenerate host "." alone.
	    if (hostname.length > 1 && hostname.charCodeAt(hostname.length - 1) === 46) {
	      hostname = hostname.slice(0, -1);
	    }
	    port = Number.parseInt(port, 10) || DEFAULT_PORTS[protocol] || 0;
	    if (!this.#shouldProxy(hostname, port)) {
	      return this[kNoProxyAgent]
	    }
	    if (protocol === 'https:') {
	      return this[kHttpsProxyAgent]
	    }
	    return this[kHttpProxyAgent]
	  }

	  #shouldProxy (hostname, port) {
	    if (this.#noProxyChanged) {
	      this.#parseNoProxy();
	    }

	    if (this.#noProxyEntries.length === 0) {
	      return true // Always proxy if NO_PROXY is not set or empty.
	    }

	    for (let i = 0; i < this.#noProxyEntries.length; i++) {
	      const entry = this.#noProxyEntries[i];
	      // A bare `*` entry matches all hosts regardless of its position or the
	      // surrounding whitespace (e.g. ` * ` or `none.invalid,*`). If a port is
	      // attached (`*:80`) it only bypasses that port.
	      if (entry.hostname === '*') {
	        if (entry.port && entry.port !== port) {
	          continue
	        }
	        return false // Never proxy if a wildcard entry is present.
	      }
	      if (entry.port && entry.port !== port) {
	        continue // Skip if ports don't match.
	      }
	      // Don't proxy if the hostname is equal with the no_proxy host. A
	      // `*.example.com` wildcard matches subdomains only, not the apex
	      // `example.com`, so exact matches are skipped for wildcard entries.
	      if (!entry.wildcard && hostname === entry.hostname) {
	        return false
	      }
	      // Don't proxy if the hostname is the subdomain of the no_proxy host.
	      // Reference - https://github.com/denoland/deno/blob/6fbce91e40cc07fc6da74068e5cc56fdd40f7b4c/ext/fetch/proxy.rs#L485
	      if (hostname.slice(-(entry.hostname.length + 1)) === `.${entry.hostname}`) {
	        return false
	      }
	    }

	    return true
	  }

	  #parseNoProxy () {
	    const noProxyValue = this.#opts.noProxy ?? this.#noProxyEnv;
	    const noProxySplit = noProxyValue.split(/[,\s]/);
	    const noProxyEntries = [];

	    for (let i = 0; i < noProxySplit.length; i++) {
	      const entry = noProxySplit[i];
	      if (!entry) {
	        continue
	      }

	      // An IPv6 entry with a port must be bracketed: [::1]:443.
	      // A bare IPv6 address like ::1 contains colons that must not be
	      // confused with a host:port separator, so we handle it separately.
	      let hostname, port;
	      const ipv6WithPort = entry.match(/^\[(.+)\]:(\d+)$/);
	      if (ipv6WithPort) {
	        hostname = ipv6WithPort[1];
	        port = Number.parseInt(ipv6WithPort[2], 10);
	      } else {
	        // Bracketed IPv6 without port, or plain hostname[:port], or bare IPv6.
	        // Strip optional brackets first.
	        const unbracketed = entry.replace(/^\[(.+)\]$/, '$1');
	        // A bare IPv6 address contains multiple colons; a hostname:port entry
	        // has exactly one colon followed by digits. Only attempt host:port
	        // splitting when that is unambiguously the case.
	        const colonCount = (unbracketed.match(/:/g) || []).length;
	        const parsed = colonCount === 1 && unbracketed.match(/^(.+):(\d+)$/);
	        hostname = parsed ? parsed[1] : unbracketed;
	        port = parsed ? Number.parseInt(parsed[2], 10) : 0;
	      }

	      // A leading `*` marks a subdomain wildcard (`*.example.com`), distinct
	      // from a plain or leading-dot suffix (`example.com` / `.example.com`)
	      // which also matches the apex. `*.example.com` must only match
	      // subdomains, never the apex `example.com` itself.
	      const wildcard = entry.charCodeAt(0) === 42; /* '*' */

	      noProxyEntries.push({
	        // strip leading dot or asterisk with dot, and any trailing dot
	        hostname: hostname.replace(/^\*?\./, '').replace(/^(.+)\.$/, '$1').toLowerCase(),
	        port,
	        wildcard
	      });
	    }

	    this.#noProxyValue = noProxyValue;
	    this.#noProxyEntries = noProxyEntries;
	  }

	  get #noProxyChanged () {
	    if (this.#opts.noProxy !== undefined) {
	      return false
	    }
	    return this.#noProxyValue !== this.#noProxyEnv
	  }

	  get #noProxyEnv () {
	    return process.env.no_proxy ?? process.env.NO_PROXY ?? ''
	  }
	}

	envHttpProxyAgent = EnvHttpProxyAgent;
	return envHttpProxyAgent;
}

export { requireSocks5ProxyAgent as a, requireEnvHttpProxyAgent as b, requireProxyAgent as r };
