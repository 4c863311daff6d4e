import { g as getDefaultExportFromCjs, c as builtin$2, n as mediaTypeOf, $ as isJsonMediaType, f as builtin$6, b as builtin$7 } from './files.js';
import { c as builtin$1, a as builtin$3, b as builtin$4, d as builtin$8 } from './slug.js';
import { F as FalconError, a as builtin$5, I as InputError, J as getRun, k as isRecord, V as stepLatencies, m as messageOf, W as DEFAULT_WATCHDOG, X as recordRun, Y as flakyFlows, Z as lastPassingRun, c as clip, n as collapse } from './cancellation.js';

const builtin = process.getBuiltinModule('node:child_process');

var utils = {};

var constants;
var hasRequiredConstants;

function requireConstants () {
	if (hasRequiredConstants) return constants;
	hasRequiredConstants = 1;

	const WIN_SLASH = '\\\\/';
	const WIN_NO_SLASH = `[^${WIN_SLASH}]`;

	const DEFAULT_MAX_EXTGLOB_RECURSION = 0;

	/**
	 * Posix glob regex
	 */

	const DOT_LITERAL = '\\.';
	const PLUS_LITERAL = '\\+';
	const QMARK_LITERAL = '\\?';
	const SLASH_LITERAL = '\\/';
	const ONE_CHAR = '(?=.)';
	const QMARK = '[^/]';
	const END_ANCHOR = `(?:${SLASH_LITERAL}|$)`;
	const START_ANCHOR = `(?:^|${SLASH_LITERAL})`;
	const DOTS_SLASH = `${DOT_LITERAL}{1,2}${END_ANCHOR}`;
	const NO_DOT = `(?!${DOT_LITERAL})`;
	const NO_DOTS = `(?!${START_ANCHOR}${DOTS_SLASH})`;
	const NO_DOT_SLASH = `(?!${DOT_LITERAL}{0,1}${END_ANCHOR})`;
	const NO_DOTS_SLASH = `(?!${DOTS_SLASH})`;
	const QMARK_NO_DOT = `[^.${SLASH_LITERAL}]`;
	const STAR = `${QMARK}*?`;
	const SEP = '/';

	const POSIX_CHARS = {
	  DOT_LITERAL,
	  PLUS_LITERAL,
	  QMARK_LITERAL,
	  SLASH_LITERAL,
	  ONE_CHAR,
	  QMARK,
	  END_ANCHOR,
	  DOTS_SLASH,
	  NO_DOT,
	  NO_DOTS,
	  NO_DOT_SLASH,
	  NO_DOTS_SLASH,
	  QMARK_NO_DOT,
	  STAR,
	  START_ANCHOR,
	  SEP
	};

	/**
	 * Windows glob regex
	 */

	const WINDOWS_CHARS = {
	  ...POSIX_CHARS,

	  SLASH_LITERAL: `[${WIN_SLASH}]`,
	  QMARK: WIN_NO_SLASH,
	  STAR: `${WIN_NO_SLASH}*?`,
	  DOTS_SLASH: `${DOT_LITERAL}{1,2}(?:[${WIN_SLASH}]|$)`,
	  NO_DOT: `(?!${DOT_LITERAL})`,
	  NO_DOTS: `(?!(?:^|[${WIN_SLASH}])${DOT_LITERAL}{1,2}(?:[${WIN_SLASH}]|$))`,
	  NO_DOT_SLASH: `(?!${DOT_LITERAL}{0,1}(?:[${WIN_SLASH}]|$))`,
	  NO_DOTS_SLASH: `(?!${DOT_LITERAL}{1,2}(?:[${WIN_SLASH}]|$))`,
	  QMARK_NO_DOT: `[^.${WIN_SLASH}]`,
	  START_ANCHOR: `(?:^|[${WIN_SLASH}])`,
	  END_ANCHOR: `(?:[${WIN_SLASH}]|$)`,
	  SEP: '\\'
	};

	/**
	 * POSIX Bracket Regex
	 */

	const POSIX_REGEX_SOURCE = {
	  __proto__: null,
	  alnum: 'a-zA-Z0-9',
	  alpha: 'a-zA-Z',
	  ascii: '\\x00-\\x7F',
	  blank: ' \\t',
	  cntrl: '\\x00-\\x1F\\x7F',
	  digit: '0-9',
	  graph: '\\x21-\\x7E',
	  lower: 'a-z',
	  print: '\\x20-\\x7E ',
	  punct: '\\-!"#$%&\'()\\*+,./:;<=>?@[\\]^_`{|}~',
	  space: ' \\t\\r\\n\\v\\f',
	  upper: 'A-Z',
	  word: 'A-Za-z0-9_',
	  xdigit: 'A-Fa-f0-9'
	};

	constants = {
	  DEFAULT_MAX_EXTGLOB_RECURSION,
	  MAX_LENGTH: 1024 * 64,
	  POSIX_REGEX_SOURCE,

	  // regular expressions
	  REGEX_BACKSLASH: /\\(?![*+?^${}(|)[\]])/g,
	  REGEX_NON_SPECIAL_CHARS: /^[^@![\].,$*+?^{}()|\\/]+/,
	  REGEX_SPECIAL_CHARS: /[-*+?.^${}(|)[\]]/,
	  REGEX_SPECIAL_CHARS_BACKREF: /(\\?)((\W)(\3*))/g,
	  REGEX_SPECIAL_CHARS_GLOBAL: /([-*+?.^${}(|)[\]])/g,
	  REGEX_REMOVE_BACKSLASH: /(?:\[.*?[^\\]\]|\\(?=.))/g,

	  // Replace globs with equivalent patterns to reduce parsing time.
	  REPLACEMENTS: {
	    __proto__: null,
	    '***': '*',
	    '**/**': '**',
	    '**/**/**': '**'
	  },

	  // Digits
	  CHAR_0: 48, /* 0 */
	  CHAR_9: 57, /* 9 */

	  // Alphabet chars.
	  CHAR_UPPERCASE_A: 65, /* A */
	  CHAR_LOWERCASE_A: 97, /* a */
	  CHAR_UPPERCASE_Z: 90, /* Z */
	  CHAR_LOWERCASE_Z: 122, /* z */

	  CHAR_LEFT_PARENTHESES: 40, /* ( */
	  CHAR_RIGHT_PARENTHESES: 41, /* ) */

	  CHAR_ASTERISK: 42, /* * */

	  // Non-alphabetic chars.
	  CHAR_AMPERSAND: 38, /* & */
	  CHAR_AT: 64, /* @ */
	  CHAR_BACKWARD_SLASH: 92, /* \ */
	  CHAR_CARRIAGE_RETURN: 13, /* \r */
	  CHAR_CIRCUMFLEX_ACCENT: 94, /* ^ */
	  CHAR_COLON: 58, /* : */
	  CHAR_COMMA: 44, /* , */
	  CHAR_DOT: 46, /* . */
	  CHAR_DOUBLE_QUOTE: 34, /* " */
	  CHAR_EQUAL: 61, /* = */
	  CHAR_EXCLAMATION_MARK: 33, /* ! */
	  CHAR_FORM_FEED: 12, /* \f */
	  CHAR_FORWARD_SLASH: 47, /* / */
	  CHAR_GRAVE_ACCENT: 96, /* ` */
	  CHAR_HASH: 35, /* # */
	  CHAR_HYPHEN_MINUS: 45, /* - */
	  CHAR_LEFT_ANGLE_BRACKET: 60, /* < */
	  CHAR_LEFT_CURLY_BRACE: 123, /* { */
	  CHAR_LEFT_SQUARE_BRACKET: 91, /* [ */
	  CHAR_LINE_FEED: 10, /* \n */
	  CHAR_NO_BREAK_SPACE: 160, /* \u00A0 */
	  CHAR_PERCENT: 37, /* % */
	  CHAR_PLUS: 43, /* + */
	  CHAR_QUESTION_MARK: 63, /* ? */
	  CHAR_RIGHT_ANGLE_BRACKET: 62, /* > */
	  CHAR_RIGHT_CURLY_BRACE: 125, /* } */
	  CHAR_RIGHT_SQUARE_BRACKET: 93, /* ] */
	  CHAR_SEMICOLON: 59, /* ; */
	  CHAR_SINGLE_QUOTE: 39, /* ' */
	  CHAR_SPACE: 32, /*   */
	  CHAR_TAB: 9, /* \t */
	  CHAR_UNDERSCORE: 95, /* _ */
	  CHAR_VERTICAL_LINE: 124, /* | */
	  CHAR_ZERO_WIDTH_NOBREAK_SPACE: 65279, /* \uFEFF */

	  /**
	   * Create EXTGLOB_CHARS
	   */

	  extglobChars(chars) {
	    return {
	      '!': { type: 'negate', open: '(?:(?!(?:', close: `))${chars.STAR})` },
	      '?': { type: 'qmark', open: '(?:', close: ')?' },
	      '+': { type: 'plus', open: '(?:', close: ')+' },
	      '*': { type: 'star', open: '(?:', close: ')*' },
	      '@': { type: 'at', open: '(?:', close: ')' }
	    };
	  },

	  /**
	   * Create GLOB_CHARS
	   */

	  globChars(win32) {
	    return win32 === true ? WINDOWS_CHARS : POSIX_CHARS;
	  }
	};
	return constants;
}

/*global navigator*/

var hasRequiredUtils;

function requireUtils () {
	if (hasRequiredUtils) return utils;
	hasRequiredUtils = 1;
	(function (exports) {

		const {
		  REGEX_BACKSLASH,
		  REGEX_REMOVE_BACKSLASH,
		  REGEX_SPECIAL_CHARS,
		  REGEX_SPECIAL_CHARS_GLOBAL
		} = /*@__PURE__*/ requireConstants();

		exports.isObject = val => val !== null && typeof val === 'object' && !Array.isArray(val);
		exports.hasRegexChars = str => REGEX_SPECIAL_CHARS.test(str);
		exports.isRegexChar = str => str.length === 1 && exports.hasRegexChars(str);
		exports.escapeRegex = str => str.replace(REGEX_SPECIAL_CHARS_GLOBAL, '\\$1');
		exports.toPosixSlashes = str => str.replace(REGEX_BACKSLASH, '/');

		exports.isWindows = () => {
		  if (typeof navigator !== 'undefined' && navigator.platform) {
		    const platform = navigator.platform.toLowerCase();
		    return platform === 'win32' || platform === 'windows';
		  }

		  if (typeof process !== 'undefined' && process.platform) {
		    return process.platform === 'win32';
		  }

		  return false;
		};

		exports.removeBackslashes = str => {
		  return str.replace(REGEX_REMOVE_BACKSLASH, match => {
		    return match === '\\' ? '' : match;
		  });
		};

		exports.escapeLast = (input, char, lastIdx) => {
		  const idx = input.lastIndexOf(char, lastIdx);
		  if (idx === -1) return input;
		  if (input[idx - 1] === '\\') return exports.escapeLast(input, char, idx - 1);
		  return `${input.slice(0, idx)}\\${input.slice(idx)}`;
		};

		exports.removePrefix = (input, state = {}) => {
		  let output = input;
		  if (output.startsWith('./')) {
		    output = output.slice(2);
		    state.prefix = './';
		  }
		  return output;
		};

		exports.wrapOutput = (input, state = {}, options = {}) => {
		  const prepend = options.contains ? '' : '^';
		  const append = options.contains ? '' : '$';

		  let output = `${prepend}(?:${input})${append}`;
		  if (state.negated === true) {
		    output = `(?:^(?!${output}).*$)`;
		  }
		  return output;
		};

		exports.basename = (path, { windows } = {}) => {
		  const segs = path.split(windows ? /[\\/]/ : '/');
		  const last = segs[segs.length - 1];

		  if (last === '') {
		    return segs[segs.length - 2];
		  }

		  return last;
		}; 
	} (utils));
	return utils;
}

var scan_1;
var hasRequiredScan;

function requireScan () {
	if (hasRequiredScan) return scan_1;
	hasRequiredScan = 1;

	const utils = /*@__PURE__*/ requireUtils();
	const {
	  CHAR_ASTERISK,             /* * */
	  CHAR_AT,                   /* @ */
	  CHAR_BACKWARD_SLASH,       /* \ */
	  CHAR_COMMA,                /* , */
	  CHAR_DOT,                  /* . */
	  CHAR_EXCLAMATION_MARK,     /* ! */
	  CHAR_FORWARD_SLASH,        /* / */
	  CHAR_LEFT_CURLY_BRACE,     /* { */
	  CHAR_LEFT_PARENTHESES,     /* ( */
	  CHAR_LEFT_SQUARE_BRACKET,  /* [ */
	  CHAR_PLUS,                 /* + */
	  CHAR_QUESTION_MARK,        /* ? */
	  CHAR_RIGHT_CURLY_BRACE,    /* } */
	  CHAR_RIGHT_PARENTHESES,    /* ) */
	  CHAR_RIGHT_SQUARE_BRACKET  /* ] */
	} = /*@__PURE__*/ requireConstants();

	const isPathSeparator = code => {
	  return code === CHAR_FORWARD_SLASH || code === CHAR_BACKWARD_SLASH;
	};

	const depth = token => {
	  if (token.isPrefix !== true) {
	    token.depth = token.isGlobstar ? Infinity : 1;
	  }
	};

	/**
	 * Quickly scans a glob pattern and returns an object with a handful of
	 * useful properties, like `isGlob`, `path` (the leading non-glob, if it exists),
	 * `glob` (the actual pattern), `negated` (true if the path starts with `!` but not
	 * with `!(`) and `negatedExtglob` (true if the path starts with `!(`).
	 *
	 * ```js
	 * const pm = require('picomatch');
	 * console.log(pm.scan('foo/bar/*.js'));
	 * { isGlob: true, input: 'foo/bar/*.js', base: 'foo/bar', glob: '*.js' }
	 * ```
	 * @param {String} `str`
	 * @param {Object} `options`
	 * @return {Object} Returns an object with tokens and regex source string.
	 * @api public
	 */

	const scan = (input, options) => {
	  const opts = options || {};

	  const length = input.length - 1;
	  const scanToEnd = opts.parts === true || opts.tokens === true || opts.scanToEnd === true;
	  const slashes = [];
	  const tokens = [];
	  const parts = [];

	  let str = input;
	  let index = -1;
	  let start = 0;
	  let lastIndex = 0;
	  let isBrace = false;
	  let isBracket = false;
	  let isGlob = false;
	  let isExtglob = false;
	  let isGlobstar = false;
	  let braceEscaped = false;
	  let backslashes = false;
	  let negated = false;
	  let negatedExtglob = false;
	  let finished = false;
	  let braces = 0;
	  let prev;
	  let code;
	  let token = { value: '', depth: 0, isGlob: false };

	  const eos = () => index >= length;
	  const peek = () => str.charCodeAt(index + 1);
	  const advance = () => {
	    prev = code;
	    return str.charCodeAt(++index);
	  };

	  while (index < length) {
	    code = advance();
	    let next;

	    if (code === CHAR_BACKWARD_SLASH) {
	      backslashes = token.backslashes = true;
	      code = advance();

	      if (code === CHAR_LEFT_CURLY_BRACE) {
	        braceEscaped = true;
	      }
	      continue;
	    }

	    if (braceEscaped === true || code === CHAR_LEFT_CURLY_BRACE) {
	      braces++;

	      while (eos() !== true && (code = advance())) {
	        if (code === CHAR_BACKWARD_SLASH) {
	          backslashes = token.backslashes = true;
	          advance();
	          continue;
	        }

	        if (code === CHAR_LEFT_CURLY_BRACE) {
	          braces++;
	          continue;
	        }

	        if (braceEscaped !== true && code === CHAR_DOT && (code = advance()) === CHAR_DOT) {
	          isBrace = token.isBrace = true;
	          isGlob = token.isGlob = true;
	          finished = true;

	          if (scanToEnd === true) {
	            continue;
	          }

	          break;
	        }

	        if (braceEscaped !== true && code === CHAR_COMMA) {
	          isBrace = token.isBrace = true;
	          isGlob = token.isGlob = true;
	          finished = true;

	          if (scanToEnd === true) {
	            continue;
	          }

	          break;
	        }

	        if (code === CHAR_RIGHT_CURLY_BRACE) {
	          braces--;

	          if (braces === 0) {
	            braceEscaped = false;
	            isBrace = token.isBrace = true;
	            finished = true;
	            break;
	          }
	        }
	      }

	      if (scanToEnd === true) {
	        continue;
	      }

	      break;
	    }

	    if (code === CHAR_FORWARD_SLASH) {
	      slashes.push(index);
	      tokens.push(token);
	      token = { value: '', depth: 0, isGlob: false };

	      if (finished === true) continue;
	      if (prev === CHAR_DOT && index === (start + 1)) {
	        start += 2;
	        continue;
	      }

	      lastIndex = index + 1;
	      continue;
	    }

	    if (opts.noext !== true) {
	      const isExtglobChar = code === CHAR_PLUS
	        || code === CHAR_AT
	        || code === CHAR_ASTERISK
	        || code === CHAR_QUESTION_MARK
	        || code === CHAR_EXCLAMATION_MARK;

	      if (isExtglobChar === true && peek() === CHAR_LEFT_PARENTHESES) {
	        isGlob = token.isGlob = true;
	        isExtglob = token.isExtglob = true;
	        finished = true;
	        if (code === CHAR_EXCLAMATION_MARK && index === start) {
	          negatedExtglob = true;
	        }

	        if (scanToEnd === true) {
	          let parens = 0;

	          while (eos() !== true && (code = advance())) {
	            if (code === CHAR_BACKWARD_SLASH) {
	              backslashes = token.backslashes = true;
	              advance();
	              continue;
	            }

	            if (code === CHAR_LEFT_PARENTHESES) {
	              parens++;
	              continue;
	            }

	            if (code === CHAR_RIGHT_PARENTHESES && --parens === 0) {
	              finished = true;
	              break;
	            }
	          }
	          continue;
	        }
	        break;
	      }
	    }

	    if (code === CHAR_ASTERISK) {
	      if (prev === CHAR_ASTERISK) isGlobstar = token.isGlobstar = true;
	      isGlob = token.isGlob = true;
	      finished = true;

	      if (scanToEnd === true) {
	        continue;
	      }
	      break;
	    }

	    if (code === CHAR_QUESTION_MARK) {
	      isGlob = token.isGlob = true;
	      finished = true;

	      if (scanToEnd === true) {
	        continue;
	      }
	      break;
	    }

	    if (code === CHAR_LEFT_SQUARE_BRACKET) {
	      while (eos() !== true && (next = advance())) {
	        if (next === CHAR_BACKWARD_SLASH) {
	          backslashes = token.backslashes = true;
	          advance();
	          continue;
	        }

	        if (next === CHAR_RIGHT_SQUARE_BRACKET) {
	          isBracket = token.isBracket = true;
	          isGlob = token.isGlob = true;
	          finished = true;
	          break;
	        }
	      }

	      if (scanToEnd === true) {
	        continue;
	      }

	      break;
	    }

	    if (opts.nonegate !== true && code === CHAR_EXCLAMATION_MARK && index === start) {
	      negated = token.negated = true;
	      start++;
	      continue;
	    }

	    if (opts.noparen !== true && code === CHAR_LEFT_PARENTHESES) {
	      isGlob = token.isGlob = true;

	      if (scanToEnd === true) {
	        let parens = 1;

	        while (eos() !== true && (code = advance())) {
	          if (code === CHAR_BACKWARD_SLASH) {
	            backslashes = token.backslashes = true;
	            advance();
	            continue;
	          }

	          if (code === CHAR_LEFT_PARENTHESES) {
	            parens++;
	            continue;
	          }

	          if (code === CHAR_RIGHT_PARENTHESES && --parens === 0) {
	            finished = true;
	            break;
	          }
	        }
	        continue;
	      }
	      break;
	    }

	    if (isGlob === true) {
	      finished = true;

	      if (scanToEnd === true) {
	        continue;
	      }

	      break;
	    }
	  }

	  if (opts.noext === true) {
	    isExtglob = false;
	    isGlob = false;
	  }

	  let base = str;
	  let prefix = '';
	  let glob = '';

	  if (start > 0) {
	    prefix = str.slice(0, start);
	    str = str.slice(start);
	    lastIndex -= start;
	  }

	  if (base && isGlob === true && lastIndex > 0) {
	    base = str.slice(0, lastIndex);
	    glob = str.slice(lastIndex);
	  } else if (isGlob === true) {
	    base = '';
	    glob = str;
	  } else {
	    base = str;
	  }

	  if (base && base !== '' && base !== '/' && base !== str) {
	    if (isPathSeparator(base.charCodeAt(base.length - 1))) {
	      base = base.slice(0, -1);
	    }
	  }

	  if (opts.unescape === true) {
	    if (glob) glob = utils.removeBackslashes(glob);

	    if (base && backslashes === true) {
	      base = utils.removeBackslashes(base);
	    }
	  }

	  const state = {
	    prefix,
	    input,
	    start,
	    base,
	    glob,
	    isBrace,
	    isBracket,
	    isGlob,
	    isExtglob,
	    isGlobstar,
	    negated,
	    negatedExtglob
	  };

	  if (opts.tokens === true) {
	    state.maxDepth = 0;
	    if (!isPathSeparator(code)) {
	      tokens.push(token);
	    }
	    state.tokens = tokens;
	  }

	  if (opts.parts === true || opts.tokens === true) {
	    let prevIndex;

	    for (let idx = 0; idx < slashes.length; idx++) {
	      const n = prevIndex !== undefined ? prevIndex + 1 : start;
	      const i = slashes[idx];
	      const value = input.slice(n, i);
	      if (opts.tokens) {
	        if (idx === 0 && start !== 0) {
	          tokens[idx].isPrefix = true;
	          tokens[idx].value = prefix;
	        } else {
	          tokens[idx].value = value;
	        }
	        depth(tokens[idx]);
	        state.maxDepth += tokens[idx].depth;
	      }
	      if (i >= start) {
	        parts.push(value);
	        prevIndex = i;
	      }
	    }

	    const n = prevIndex !== undefined ? prevIndex + 1 : start;
	    const value = input.slice(n);
	    parts.push(value);

	    if (opts.tokens && prevIndex && prevIndex + 1 < input.length) {
	      tokens[tokens.length - 1].value = value;
	      depth(tokens[tokens.length - 1]);
	      state.maxDepth += tokens[tokens.length - 1].depth;
	    }

	    state.slashes = slashes;
	    state.parts = parts;
	  }

	  return state;
	};

	scan_1 = scan;
	return scan_1;
}

var parse_1;
var hasRequiredParse;

function requireParse () {
	if (hasRequiredParse) return parse_1;
	hasRequiredParse = 1;

	const constants = /*@__PURE__*/ requireConstants();
	const utils = /*@__PURE__*/ requireUtils();

	/**
	 * Constants
	 */

	const {
	  MAX_LENGTH,
	  POSIX_REGEX_SOURCE,
	  REGEX_NON_SPECIAL_CHARS,
	  REGEX_SPECIAL_CHARS_BACKREF,
	  REPLACEMENTS
	} = constants;

	/**
	 * Helpers
	 */

	const expandRange = (args, options) => {
	  if (typeof options.expandRange === 'function') {
	    return options.expandRange(...args, options);
	  }

	  args.sort();
	  const value = `[${args.join('-')}]`;

	  try {
	    /* eslint-disable-next-line no-new */
	    new RegExp(value);
	  } catch (ex) {
	    return args.map(v => utils.escapeRegex(v)).join('..');
	  }

	  return value;
	};

	/**
	 * Create the message for a syntax error
	 */

	const syntaxError = (type, char) => {
	  return `Missing ${type}: "${char}" - use "\\\\${char}" to match literal characters`;
	};

	const splitTopLevel = input => {
	  const parts = [];
	  let bracket = 0;
	  let paren = 0;
	  let quote = 0;
	  let value = '';
	  let escaped = false;

	  for (const ch of input) {
	    if (escaped === true) {
	      value += ch;
	      escaped = false;
	      continue;
	    }

	    if (ch === '\\') {
	      value += ch;
	      escaped = true;
	      continue;
	    }

	    if (ch === '"') {
	      quote = quote === 1 ? 0 : 1;
	      value += ch;
	      continue;
	    }

	    if (quote === 0) {
	      if (ch === '[') {
	        bracket++;
	      } else if (ch === ']' && bracket > 0) {
	        bracket--;
	      } else if (bracket === 0) {
	        if (ch === '(') {
	          paren++;
	        } else if (ch === ')' && paren > 0) {
	          paren--;
	        } else if (ch === '|' && paren === 0) {
	          parts.push(value);
	          value = '';
	          continue;
	        }
	      }
	    }

	    value += ch;
	  }

	  parts.push(value);
	  return parts;
	};

	const isPlainBranch = branch => {
	  let escaped = false;

	  for (const ch of branch) {
	    if (escaped === true) {
	      escaped = false;
	      continue;
	    }

	    if (ch === '\\') {
	      escaped = true;
	      continue;
	    }

	    if (/[?*+@!()[\]{}]/.test(ch)) {
	      return false;
	    }
	  }

	  return true;
	};

	const normalizeSimpleBranch = branch => {
	  let value = branch.trim();
	  let changed = true;

	  while (changed === true) {
	    changed = false;

	    if (/^@\([^\\()[\]{}|]+\)$/.test(value)) {
	      value = value.slice(2, -1);
	      changed = true;
	    }
	  }

	  if (!isPlainBranch(value)) {
	    return;
	  }

	  return value.replace(/\\(.)/g, '$1');
	};

	const hasRepeatedCharPrefixOverlap = branches => {
	  const values = branches.map(normalizeSimpleBranch).filter(Boolean);

	  for (let i = 0; i < values.length; i++) {
	    for (let j = i + 1; j < values.length; j++) {
	      const a = values[i];
	      const b = values[j];
	      const char = a[0];

	      if (!char || a !== char.repeat(a.length) || b !== char.repeat(b.length)) {
	        continue;
	      }

	      if (a === b || a.startsWith(b) || b.startsWith(a)) {
	        return true;
	      }
	    }
	  }

	  return false;
	};

	const parseRepeatedExtglob = (pattern, requireEnd = true) => {
	  if ((pattern[0] !== '+' && pattern[0] !== '*') || pattern[1] !== '(') {
	    return;
	  }

	  let bracket = 0;
	  let paren = 0;
	  let quote = 0;
	  let escaped = false;

	  for (let i = 1; i < pattern.length; i++) {
	    const ch = pattern[i];

	    if (escaped === true) {
	      escaped = false;
	      continue;
	    }

	    if (ch === '\\') {
	      escaped = true;
	      continue;
	    }

	    if (ch === '"') {
	      quote = quote === 1 ? 0 : 1;
	      continue;
	    }

	    if (quote === 1) {
	      continue;
	    }

	    if (ch === '[') {
	      bracket++;
	      continue;
	    }

	    if (ch === ']' && bracket > 0) {
	      bracket--;
	      continue;
	    }

	    if (bracket > 0) {
	      continue;
	    }

	    if (ch === '(') {
	      paren++;
	      continue;
	    }

	    if (ch === ')') {
	      paren--;

	      if (paren === 0) {
	        if (requireEnd === true && i !== pattern.length - 1) {
	          return;
	        }

	        return {
	          type: pattern[0],
	          body: pattern.slice(2, i),
	          end: i
	        };
	      }
	    }
	  }
	};

	const buildCharClassStar = chars => {
	  const source = chars.length === 1
	    ? utils.escapeRegex(chars[0])
	    : `[${chars.map(ch => utils.escapeRegex(ch)).join('')}]`;

	  return `${source}*`;
	};

	const getStarExtglobSequenceChars = pattern => {
	  let index = 0;
	  const chars = [];

	  while (index < pattern.length) {
	    const match = parseRepeatedExtglob(pattern.slice(index), false);

	    if (!match || match.type !== '*') {
	      return;
	    }

	    const branches = splitTopLevel(match.body).map(branch => branch.trim());
	    if (branches.length !== 1) {
	      return;
	    }

	    const branch = normalizeSimpleBranch(branches[0]);
	    if (!branch || branch.length !== 1) {
	      return;
	    }

	    chars.push(branch);
	    index += match.end + 1;
	  }

	  if (chars.length < 1) {
	    return;
	  }

	  return chars;
	};

	const repeatedExtglobRecursion = pattern => {
	  let depth = 0;
	  let value = pattern.trim();
	  let match = parseRepeatedExtglob(value);

	  while (match) {
	    depth++;
	    value = match.body.trim();
	    match = parseRepeatedExtglob(value);
	  }

	  return depth;
	};

	const analyzeRepeatedExtglob = (body, options) => {
	  if (options.maxExtglobRecursion === false) {
	    return { risky: false };
	  }

	  const max =
	    typeof options.maxExtglobRecursion === 'number'
	      ? options.maxExtglobRecursion
	      : constants.DEFAULT_MAX_EXTGLOB_RECURSION;

	  const branches = splitTopLevel(body).map(branch => branch.trim());

	  if (branches.length > 1) {
	    if (
	      branches.some(branch => branch === '') ||
	      branches.some(branch => /^[*?]+$/.test(branch)) ||
	      hasRepeatedCharPrefixOverlap(branches)
	    ) {
	      return { risky: true };
	    }
	  }

	  // A repeated extglob is "risky" (prone to catastrophic backtracking) when a
	  // branch is itself a `*(...)` sequence, since that nests an unbounded quantifier
	  // inside the outer `+(...)`/`*(...)`. When *every* branch reduces to single
	  // characters we can emit one flat, ReDoS-safe character class that preserves the
	  // meaning of ALL branches (e.g. `+(*(a)|*(b))` -> `[ab]*`), rather than dropping
	  // every branch but the first.
	  const safeChars = [];
	  let sawStarSequence = false;
	  let combinable = true;

	  for (const branch of branches) {
	    const chars = getStarExtglobSequenceChars(branch);
	    if (chars) {
	      sawStarSequence = true;
	      safeChars.push(...chars);
	      continue;
	    }

	    const literal = normalizeSimpleBranch(branch);
	    if (literal && literal.length === 1) {
	      safeChars.push(literal);
	      continue;
	    }

	    combinable = false;

	    if (repeatedExtglobRecursion(branch) > max) {
	      return { risky: true };
	    }
	  }

	  if (sawStarSequence) {
	    return combinable
	      ? { risky: true, safeOutput: buildCharClassStar([...new Set(safeChars)]) }
	      : { risky: true };
	  }

	  return { risky: false };
	};

	/**
	 * Parse the given input string.
	 * @param {String} input
	 * @param {Object} options
	 * @return {Object}
	 */

	const parse = (input, options) => {
	  if (typeof input !== 'string') {
	    throw new TypeError('Expected a string');
	  }

	  input = REPLACEMENTS[input] || input;

	  const opts = { ...options };
	  const max = typeof opts.maxLength === 'number' ? Math.min(MAX_LENGTH, opts.maxLength) : MAX_LENGTH;

	  let len = input.length;
	  if (len > max) {
	    throw new SyntaxError(`Input length: ${len}, exceeds maximum allowed length: ${max}`);
	  }

	  const bos = { type: 'bos', value: '', output: opts.prepend || '' };
	  const tokens = [bos];

	  const capture = opts.capture ? '' : '?:';

	  // create constants based on platform, for windows or posix
	  const PLATFORM_CHARS = constants.globChars(opts.windows);
	  const EXTGLOB_CHARS = constants.extglobChars(PLATFORM_CHARS);

	  const {
	    DOT_LITERAL,
	    PLUS_LITERAL,
	    SLASH_LITERAL,
	    ONE_CHAR,
	    DOTS_SLASH,
	    NO_DOT,
	    NO_DOT_SLASH,
	    NO_DOTS_SLASH,
	    QMARK,
	    QMARK_NO_DOT,
	    STAR,
	    START_ANCHOR
	  } = PLATFORM_CHARS;

	  const globstar = opts => {
	    return `(${capture}(?:(?!${START_ANCHOR}${opts.dot ? DOTS_SLASH : DOT_LITERAL}).)*?)`;
	  };

	  const nodot = opts.dot ? '' : NO_DOT;
	  const qmarkNoDot = opts.dot ? QMARK : QMARK_NO_DOT;
	  let star = opts.bash === true ? globstar(opts) : STAR;

	  if (opts.capture) {
	    star = `(${star})`;
	  }

	  // minimatch options support
	  if (typeof opts.noext === 'boolean') {
	    opts.noextglob = opts.noext;
	  }

	  const state = {
	    input,
	    index: -1,
	    start: 0,
	    dot: opts.dot === true,
	    consumed: '',
	    output: '',
	    prefix: '',
	    backtrack: false,
	    negated: false,
	    brackets: 0,
	    braces: 0,
	    parens: 0,
	    quotes: 0,
	    globstar: false,
	    tokens
	  };

	  input = utils.removePrefix(input, state);
	  len = input.length;

	  const extglobs = [];
	  const braces = [];
	  const stack = [];
	  let prev = bos;
	  let value;

	  /**
	   * Tokenizing helpers
	   */

	  const eos = () => state.index === len - 1;
	  const peek = state.peek = (n = 1) => input[state.index + n];
	  const advance = state.advance = () => input[++state.index] || '';
	  const remaining = () => input.slice(state.index + 1);
	  const consume = (value = '', num = 0) => {
	    state.consumed += value;
	    state.index += num;
	  };

	  const append = token => {
	    state.output += token.output != null ? token.output : token.value;
	    consume(token.value);
	  };

	  const negate = () => {
	    let count = 1;

	    while (peek() === '!' && (peek(2) !== '(' || peek(3) === '?')) {
	      advance();
	      state.start++;
	      count++;
	    }

	    if (count % 2 === 0) {
	      return false;
	    }

	    state.negated = true;
	    state.start++;
	    return true;
	  };

	  const increment = type => {
	    state[type]++;
	    stack.push(type);
	  };

	  const decrement = type => {
	    state[type]--;
	    stack.pop();
	  };

	  /**
	   * Push tokens onto the tokens array. This helper speeds up
	   * tokenizing by 1) helping us avoid backtracking as much as possible,
	   * and 2) helping us avoid creating extra tokens when consecutive
	   * characters are plain text. This improves performance and simplifies
	   * lookbehinds.
	   */

	  const push = tok => {
	    if (prev.type === 'globstar') {
	      const isBrace = state.braces > 0 && (tok.type === 'comma' || tok.type === 'brace');
	      const isExtglob = tok.extglob === true || (extglobs.length && (tok.type === 'pipe' || tok.type === 'paren'));

	      if (tok.type !== 'slash' && tok.type !== 'paren' && !isBrace && !isExtglob) {
	        state.output = state.output.slice(0, -prev.output.length);
	        prev.type = 'star';
	        prev.value = '*';
	        prev.output = star;
	        state.output += prev.output;
	      }
	    }

	    if (extglobs.length && tok.type !== 'paren') {
	      extglobs[extglobs.length - 1].inner += tok.value;
	    }

	    if (tok.value || tok.output) append(tok);
	    if (prev && prev.type === 'text' && tok.type === 'text') {
	      prev.output = (prev.output || prev.value) + tok.value;
	      prev.value += tok.value;
	      return;
	    }

	    tok.prev = prev;
	    tokens.push(tok);
	    prev = tok;
	  };

	  const extglobOpen = (type, value) => {
	    const token = { ...EXTGLOB_CHARS[value], conditions: 1, inner: '' };

	    token.prev = prev;
	    token.parens = state.parens;
	    token.output = state.output;
	    token.startIndex = state.index;
	    token.tokensIndex = tokens.length;
	    const output = (opts.capture ? '(' : '') + token.open;

	    increment('parens');
	    push({ type, value, output: state.output ? '' : ONE_CHAR });
	    push({ type: 'paren', extglob: true, value: advance(), output });
	    extglobs.push(token);
	  };

	  const extglobClose = token => {
	    const literal = input.slice(token.startIndex, state.index + 1);
	    const body = input.slice(token.startIndex + 2, state.index);
	    const analysis = analyzeRepeatedExtglob(body, opts);

	    if ((token.type === 'plus' || token.type === 'star') && analysis.risky) {
	      const safeOutput = analysis.safeOutput
	        ? (token.output ? '' : ONE_CHAR) + (opts.capture ? `(${analysis.safeOutput})` : analysis.safeOutput)
	        : undefined;
	      const open = tokens[token.tokensIndex];

	      open.type = 'text';
	      open.value = literal;
	      open.output = safeOutput || utils.escapeRegex(literal);

	      for (let i = token.tokensIndex + 1; i < tokens.length; i++) {
	        tokens[i].value = '';
	        tokens[i].output = '';
	        delete tokens[i].suffix;
	      }

	      state.output = token.output + open.output;
	      state.backtrack = true;

	      push({ type: 'paren', extglob: true, value, output: '' });
	      decrement('parens');
	      return;
	    }

	    let output = token.close + (opts.capture ? ')' : '');
	    let rest;

	    if (token.type === 'negate') {
	      let extglobStar = star;

	      if (token.inner && token.inner.length > 1 && token.inner.includes('/')) {
	        extglobStar = globstar(opts);
	      }

	      if (extglobStar !== star || eos() || /^\)+$/.test(remaining())) {
	        output = token.close = `)$))${extglobStar}`;
	      }

	      if (token.inner.includes('*') && (rest = remaining()) && /^\.[^\\/.]+$/.test(rest)) {
	        // Any non-magical string (`.ts`) or even nested expression (`.{ts,tsx}`) can follow after the closing parenthesis.
	        // In this case, we need to parse the string and use it in the output of the original pattern.
	        // Suitable patterns: `/!(*.d).ts`, `/!(*.d).{ts,tsx}`, `**/!(*-dbg).@(js)`.
	        //
	        // Disabling the `fastpaths` option due to a problem with parsing strings as `.ts` in the pattern like `**/!(*.d).ts`.
	        const expression = parse(rest, { ...options, fastpaths: false }).output;

	        output = token.close = `)${expression})${extglobStar})`;
	      }

	      if (token.prev.type === 'bos') {
	        state.negatedExtglob = true;
	      }
	    }

	    push({ type: 'paren', extglob: true, value, output });
	    decrement('parens');
	  };

	  /**
	   * Fast paths
	   */

	  if (opts.fastpaths !== false && !/(^[*!]|[/()[\]{}"])/.test(input)) {
	    let backslashes = false;

	    let output = input.replace(REGEX_SPECIAL_CHARS_BACKREF, (m, esc, chars, first, rest, index) => {
	      if (first === '\\') {
	        backslashes = true;
	        return m;
	      }

	      if (first === '?') {
	        if (esc) {
	          return esc + first + (rest ? QMARK.repeat(rest.length) : '');
	        }
	        if (index === 0) {
	          return qmarkNoDot + (rest ? QMARK.repeat(rest.length) : '');
	        }
	        return QMARK.repeat(chars.length);
	      }

	      if (first === '.') {
	        return DOT_LITERAL.repeat(chars.length);
	      }

	      if (first === '*') {
	        if (esc) {
	          return esc + first + (rest ? star : '');
	        }
	        return star;
	      }
	      return esc ? m : `\\${m}`;
	    });

	    if (backslashes === true) {
	      if (opts.unescape === true) {
	        output = output.replace(/\\/g, '');
	      } else {
	        output = output.replace(/\\+/g, m => {
	          return m.length % 2 === 0 ? '\\\\' : (m ? '\\' : '');
	        });
	      }
	    }

	    if (output === input && opts.contains === true) {
	      state.output = input;
	      return state;
	    }

	    state.output = utils.wrapOutput(output, state, options);
	    return state;
	  }

	  /**
	   * Tokenize input until we reach end-of-string
	   */

	  while (!eos()) {
	    value = advance();

	    if (value === '\u0000') {
	      continue;
	    }

	    /**
	     * Escaped characters
	     */

	    if (value === '\\') {
	      const next = peek();

	      if (next === '/' && opts.bash !== true) {
	        continue;
	      }

	      if (next === '.' || next === ';') {
	        continue;
	      }

	      if (!next) {
	        value += '\\';
	        push({ type: 'text', value });
	        continue;
	      }

	      // collapse slashes to reduce potential for exploits
	      const match = /^\\+/.exec(remaining());
	      let slashes = 0;

	      if (match && match[0].length > 2) {
	        slashes = match[0].length;
	        state.index += slashes;
	        if (slashes % 2 !== 0) {
	          value += '\\';
	        }
	      }

	      if (opts.unescape === true) {
	        value = advance();
	      } else {
	        value += advance();
	      }

	      if (state.brackets === 0) {
	        push({ type: 'text', value });
	        continue;
	      }
	    }

	    /**
	     * If we're inside a regex character class, continue
	     * until we reach the closing bracket.
	     */

	    if (state.brackets > 0 && (value !== ']' || prev.value === '[' || prev.value === '[^')) {
	      if (opts.posix !== false && value === ':') {
	        const inner = prev.value.slice(1);
	        if (inner.includes('[')) {
	          prev.posix = true;

	          if (inner.includes(':')) {
	            const idx = prev.value.lastIndexOf('[');
	            const pre = prev.value.slice(0, idx);
	            const rest = prev.value.slice(idx + 2);
	            const posix = POSIX_REGEX_SOURCE[rest];
	            if (posix) {
	              prev.value = pre + posix;
	              state.backtrack = true;
	              advance();

	              if (!bos.output && tokens.indexOf(prev) === 1) {
	                bos.output = ONE_CHAR;
	              }
	              continue;
	            }
	          }
	        }
	      }

	      if ((value === '[' && peek() !== ':') || (value === '-' && peek() === ']')) {
	        value = `\\${value}`;
	      }

	      if (value === ']' && (prev.value === '[' || prev.value === '[^')) {
	        value = `\\${value}`;
	      }

	      if (opts.posix === true && value === '!' && prev.value === '[') {
	        value = '^';
	      }

	      prev.value += value;
	      append({ value });
	      continue;
	    }

	    /**
	     * If we're inside a quoted string, continue
	     * until we reach the closing double quote.
	     */

	    if (state.quotes === 1 && value !== '"') {
	      value = utils.escapeRegex(value);
	      prev.value += value;
	      append({ value });
	      continue;
	    }

	    /**
	     * Double quotes
	     */

	    if (value === '"') {
	      state.quotes = state.quotes === 1 ? 0 : 1;
	      if (opts.keepQuotes === true) {
	        push({ type: 'text', value });
	      }
	      continue;
	    }

	    /**
	     * Parentheses
	     */

	    if (value === '(') {
	      increment('parens');
	      push({ type: 'paren', value });
	      continue;
	    }

	    if (value === ')') {
	      if (state.parens === 0 && opts.strictBrackets === true) {
	        throw new SyntaxError(syntaxError('opening', '('));
	      }

	      const extglob = extglobs[extglobs.length - 1];
	      if (extglob && state.parens === extglob.parens + 1) {
	        extglobClose(extglobs.pop());
	        continue;
	      }

	      push({ type: 'paren', value, output: state.parens ? ')' : '\\)' });
	      decrement('parens');
	      continue;
	    }

	    /**
	     * Square brackets
	     */

	    if (value === '[') {
	      if (opts.nobracket === true || !remaining().includes(']')) {
	        if (opts.nobracket !== true && opts.strictBrackets === true) {
	          throw new SyntaxError(syntaxError('closing', ']'));
	        }

	        value = `\\${value}`;
	      } else {
	        increment('brackets');
	      }

	      push({ type: 'bracket', value });
	      continue;
	    }

	    if (value === ']') {
	      if (opts.nobracket === true || (prev && prev.type === 'bracket' && prev.value.length === 1)) {
	        push({ type: 'text', value, output: `\\${value}` });
	        continue;
	      }

	      if (state.brackets === 0) {
	        if (opts.strictBrackets === true) {
	          throw new SyntaxError(syntaxError('opening', '['));
	        }

	        push({ type: 'text', value, output: `\\${value}` });
	        continue;
	      }

	      decrement('brackets');

	      const prevValue = prev.value.slice(1);
	      if (prev.posix !== true && prevValue[0] === '^' && !prevValue.includes('/')) {
	        value = `/${value}`;
	      }

	      prev.value += value;
	      append({ value });

	      // when literal brackets are explicitly disabled
	      // assume we should match with a regex character class
	      if (opts.literalBrackets === false || utils.hasRegexChars(prevValue)) {
	        continue;
	      }

	      const escaped = utils.escapeRegex(prev.value);
	      state.output = state.output.slice(0, -prev.value.length);

	      // when literal brackets are explicitly enabled
	      // assume we should escape the brackets to match literal characters
	      if (opts.literalBrackets === true) {
	        state.output += escaped;
	        prev.value = escaped;
	        continue;
	      }

	      // when the user specifies nothing, try to match both
	      prev.value = `(${capture}${escaped}|${prev.value})`;
	      state.output += prev.value;
	      continue;
	    }

	    /**
	     * Braces
	     */

	    if (value === '{' && opts.nobrace !== true) {
	      increment('braces');

	      const open = {
	        type: 'brace',
	        value,
	        output: '(',
	        outputIndex: state.output.length,
	        tokensIndex: state.tokens.length
	      };

	      braces.push(open);
	      push(open);
	      continue;
	    }

	    if (value === '}') {
	      const brace = braces[braces.length - 1];

	      if (opts.nobrace === true || !brace) {
	        push({ type: 'text', value, output: value });
	        continue;
	      }

	      let output = ')';

	      if (brace.dots === true) {
	        const arr = tokens.slice();
	        const range = [];

	        for (let i = arr.length - 1; i >= 0; i--) {
	          tokens.pop();
	          if (arr[i].type === 'brace') {
	            break;
	          }
	          if (arr[i].type !== 'dots') {
	            range.unshift(arr[i].value);
	          }
	        }

	        output = expandRange(range, opts);
	        state.backtrack = true;
	      }

	      if (brace.comma !== true && brace.dots !== true) {
	        const out = state.output.slice(0, brace.outputIndex);
	        const toks = state.tokens.slice(brace.tokensIndex);
	        brace.value = brace.output = '\\{';
	        value = output = '\\}';
	        state.output = out;
	        for (const t of toks) {
	          state.output += (t.output || t.value);
	        }
	      }

	      push({ type: 'brace', value, output });
	      decrement('braces');
	      braces.pop();
	      continue;
	    }

	    /**
	     * Pipes
	     */

	    if (value === '|') {
	      if (extglobs.length > 0) {
	        extglobs[extglobs.length - 1].conditions++;
	      }
	      push({ type: 'text', value });
	      continue;
	    }

	    /**
	     * Commas
	     */

	    if (value === ',') {
	      let output = value;

	      const brace = braces[braces.length - 1];
	      if (brace && stack[stack.length - 1] === 'braces') {
	        brace.comma = true;
	        output = '|';
	      }

	      push({ type: 'comma', value, output });
	      continue;
	    }

	    /**
	     * Slashes
	     */

	    if (value === '/') {
	      // if the beginning of the glob is "./", advance the start
	      // to the current index, and don't add the "./" characters
	      // to the state. This greatly simplifies lookbehinds when
	      // checking for BOS characters like "!" and "." (not "./")
	      if (prev.type === 'dot' && state.index === state.start + 1) {
	        state.start = state.index + 1;
	        state.consumed = '';
	        state.output = '';
	        tokens.pop();
	        prev = bos; // reset "prev" to the first token
	        continue;
	      }

	      push({ type: 'slash', value, output: SLASH_LITERAL });
	      continue;
	    }

	    /**
	     * Dots
	     */

	    if (value === '.') {
	      if (state.braces > 0 && prev.type === 'dot') {
	        if (prev.value === '.') prev.output = DOT_LITERAL;
	        const brace = braces[braces.length - 1];
	        prev.type = 'dots';
	        prev.output += value;
	        prev.value += value;
	        brace.dots = true;
	        continue;
	      }

	      if ((state.braces + state.parens) === 0 && prev.type !== 'bos' && prev.type !== 'slash') {
	        push({ type: 'text', value, output: DOT_LITERAL });
	        continue;
	      }

	      push({ type: 'dot', value, output: DOT_LITERAL });
	      continue;
	    }

	    /**
	     * Question marks
	     */

	    if (value === '?') {
	      const isGroup = prev && prev.value === '(';
	      if (!isGroup && opts.noextglob !== true && peek() === '(' && peek(2) !== '?') {
	        extglobOpen('qmark', value);
	        continue;
	      }

	      if (prev && prev.type === 'paren') {
	        const next = peek();
	        let output = value;

	        if ((prev.value === '(' && !/[!=<:]/.test(next)) || (next === '<' && !/<([!=]|\w+>)/.test(remaining()))) {
	          output = `\\${value}`;
	        }

	        push({ type: 'text', value, output });
	        continue;
	      }

	      if (opts.dot !== true && (prev.type === 'slash' || prev.type === 'bos')) {
	        push({ type: 'qmark', value, output: QMARK_NO_DOT });
	        continue;
	      }

	      push({ type: 'qmark', value, output: QMARK });
	      continue;
	    }

	    /**
	     * Exclamation
	     */

	    if (value === '!') {
	      if (opts.noextglob !== true && peek() === '(') {
	        if (peek(2) !== '?' || !/[!=<:]/.test(peek(3))) {
	          extglobOpen('negate', value);
	          continue;
	        }
	      }

	      if (opts.nonegate !== true && state.index === 0) {
	        negate();
	        continue;
	      }
	    }

	    /**
	     * Plus
	     */

	    if (value === '+') {
	      if (opts.noextglob !== true && peek() === '(' && peek(2) !== '?') {
	        extglobOpen('plus', value);
	        continue;
	      }

	      if ((prev && prev.value === '(') || opts.regex === false) {
	        push({ type: 'plus', value, output: PLUS_LITERAL });
	        continue;
	      }

	      if ((prev && (prev.type === 'bracket' || prev.type === 'paren' || prev.type === 'brace')) || state.parens > 0) {
	        push({ type: 'plus', value });
	        continue;
	      }

	      push({ type: 'plus', value: PLUS_LITERAL });
	      continue;
	    }

	    /**
	     * Plain text
	     */

	    if (value === '@') {
	      if (opts.noextglob !== true && peek() === '(' && peek(2) !== '?') {
	        push({ type: 'at', extglob: true, value, output: '' });
	        continue;
	      }

	      push({ type: 'text', value });
	      continue;
	    }

	    /**
	     * Plain text
	     */

	    if (value !== '*') {
	      if (value === '$' || value === '^') {
	        value = `\\${value}`;
	      }

	      const match = REGEX_NON_SPECIAL_CHARS.exec(remaining());
	      if (match) {
	        value += match[0];
	        state.index += match[0].length;
	      }

	      push({ type: 'text', value });
	      continue;
	    }

	    /**
	     * Stars
	     */

	    if (prev && (prev.type === 'globstar' || prev.star === true)) {
	      prev.type = 'star';
	      prev.star = true;
	      prev.value += value;
	      prev.output = star;
	      state.backtrack = true;
	      state.globstar = true;
	      consume(value);
	      continue;
	    }

	    let rest = remaining();
	    if (opts.noextglob !== true && /^\([^?]/.test(rest)) {
	      extglobOpen('star', value);
	      continue;
	    }

	    if (prev.type === 'star') {
	      if (opts.noglobstar === true) {
	        consume(value);
	        continue;
	      }

	      const prior = prev.prev;
	      const before = prior.prev;
	      const isStart = prior.type === 'slash' || prior.type === 'bos';
	      const afterStar = before && (before.type === 'star' || before.type === 'globstar');

	      if (opts.bash === true && (!isStart || (rest[0] && rest[0] !== '/'))) {
	        push({ type: 'star', value, output: '' });
	        continue;
	      }

	      const isBrace = state.braces > 0 && (prior.type === 'comma' || prior.type === 'brace');
	      const isExtglob = extglobs.length && (prior.type === 'pipe' || prior.type === 'paren');
	      if (!isStart && prior.type !== 'paren' && !isBrace && !isExtglob) {
	        push({ type: 'star', value, output: '' });
	        continue;
	      }

	      // strip consecutive `/**/`
	      while (rest.slice(0, 3) === '/**') {
	        const after = input[state.index + 4];
	        if (after && after !== '/') {
	          break;
	        }
	        rest = rest.slice(3);
	        consume('/**', 3);
	      }

	      // A globstar followed only by balanced closing parens is at the logical end of patterns like
	      // `test(/utils/**)` and `test?(/utils/**)`. Treat it as EOS so the trailing `/**` can match its
	      // parent path, except in negated extglobs where that would change the exclusion semantics.
	      const isEnd = eos() || (
	        state.parens > 0
	        && rest === ')'.repeat(state.parens)
	        && !extglobs.some(extglob => extglob.type === 'negate')
	      );

	      if (prior.type === 'bos' && eos()) {
	        prev.type = 'globstar';
	        prev.value += value;
	        prev.output = globstar(opts);
	        state.output = prev.output;
	        state.globstar = true;
	        consume(value);
	        continue;
	      }

	      if (prior.type === 'slash' && prior.prev.type !== 'bos' && !afterStar && isEnd) {
	        state.output = state.output.slice(0, -(prior.output + prev.output).length);
	        prior.output = `(?:${prior.output}`;

	        prev.type = 'globstar';
	        prev.output = globstar(opts) + (opts.strictSlashes ? ')' : '|$)');
	        prev.value += value;
	        state.globstar = true;
	        state.output += prior.output + prev.output;
	        consume(value);
	        continue;
	      }

	      if (prior.type === 'slash' && prior.prev.type !== 'bos' && rest[0] === '/') {
	        const end = rest[1] !== void 0 ? '|$' : '';

	        state.output = state.output.slice(0, -(prior.output + prev.output).length);
	        prior.output = `(?:${prior.output}`;

	        prev.type = 'globstar';
	        prev.output = `${globstar(opts)}${SLASH_LITERAL}|${SLASH_LITERAL}${end})`;
	        prev.value += value;

	        state.output += prior.output + prev.output;
	        state.globstar = true;

	        consume(value + advance());

	        push({ type: 'slash', value: '/', output: '' });
	        continue;
	      }

	      if (prior.type === 'bos' && rest[0] === '/') {
	        prev.type = 'globstar';
	        prev.value += value;
	        prev.output = `(?:^|${SLASH_LITERAL}|${globstar(opts)}${SLASH_LITERAL})`;
	        state.output = prev.output;
	        state.globstar = true;
	        consume(value + advance());
	        push({ type: 'slash', value: '/', output: '' });
	        continue;
	      }

	      // remove single star from output
	      state.output = state.output.slice(0, -prev.output.length);

	      // reset previous token to globstar
	      prev.type = 'globstar';
	      prev.output = globstar(opts);
	      prev.value += value;

	      // reset output with globstar
	      state.output += prev.output;
	      state.globstar = true;
	      consume(value);
	      continue;
	    }

	    const token = { type: 'star', value, output: star };

	    if (opts.bash === true) {
	      token.output = '.*?';
	      if (prev.type === 'bos' || prev.type === 'slash') {
	        token.output = nodot + token.output;
	      }
	      push(token);
	      continue;
	    }

	    if (prev && (prev.type === 'bracket' || prev.type === 'paren') && opts.regex === true) {
	      token.output = value;
	      push(token);
	      continue;
	    }

	    if (state.index === state.start || prev.type === 'slash' || prev.type === 'dot') {
	      if (prev.type === 'dot') {
	        state.output += NO_DOT_SLASH;
	        prev.output += NO_DOT_SLASH;

	      } else if (opts.dot === true) {
	        state.output += NO_DOTS_SLASH;
	        prev.output += NO_DOTS_SLASH;

	      } else {
	        state.output += nodot;
	        prev.output += nodot;
	      }

	      if (peek() !== '*') {
	        state.output += ONE_CHAR;
	        prev.output += ONE_CHAR;
	      }
	    }

	    push(token);
	  }

	  while (state.brackets > 0) {
	    if (opts.strictBrackets === true) throw new SyntaxError(syntaxError('closing', ']'));
	    state.output = utils.escapeLast(state.output, '[');
	    decrement('brackets');
	  }

	  while (state.parens > 0) {
	    if (opts.strictBrackets === true) throw new SyntaxError(syntaxError('closing', ')'));
	    state.output = utils.escapeLast(state.output, '(');
	    decrement('parens');
	  }

	  while (state.braces > 0) {
	    if (opts.strictBrackets === true) throw new SyntaxError(syntaxError('closing', '}'));
	    state.output = utils.escapeLast(state.output, '{');
	    decrement('braces');
	  }

	  if (opts.strictSlashes !== true && (prev.type === 'star' || prev.type === 'bracket')) {
	    push({ type: 'maybe_slash', value: '', output: `${SLASH_LITERAL}?` });
	  }

	  // rebuild the output if we had to backtrack at any point
	  if (state.backtrack === true) {
	    state.output = '';

	    for (const token of state.tokens) {
	      state.output += token.output != null ? token.output : token.value;

	      if (token.suffix) {
	        state.output += token.suffix;
	      }
	    }
	  }

	  return state;
	};

	/**
	 * Fast paths for creating regular expressions for common glob patterns.
	 * This can significantly speed up processing and has very little downside
	 * impact when none of the fast paths match.
	 */

	parse.fastpaths = (input, options) => {
	  const opts = { ...options };
	  const max = typeof opts.maxLength === 'number' ? Math.min(MAX_LENGTH, opts.maxLength) : MAX_LENGTH;
	  const len = input.length;
	  if (len > max) {
	    throw new SyntaxError(`Input length: ${len}, exceeds maximum allowed length: ${max}`);
	  }

	  input = REPLACEMENTS[input] || input;

	  // create constants based on platform, for windows or posix
	  const {
	    DOT_LITERAL,
	    SLASH_LITERAL,
	    ONE_CHAR,
	    DOTS_SLASH,
	    NO_DOT,
	    NO_DOTS,
	    NO_DOTS_SLASH,
	    STAR,
	    START_ANCHOR
	  } = constants.globChars(opts.windows);

	  const nodot = opts.dot ? NO_DOTS : NO_DOT;
	  const slashDot = opts.dot ? NO_DOTS_SLASH : NO_DOT;
	  const capture = opts.capture ? '' : '?:';
	  const state = { negated: false, prefix: '' };
	  let star = opts.bash === true ? '.*?' : STAR;

	  if (opts.capture) {
	    star = `(${star})`;
	  }

	  const globstar = opts => {
	    if (opts.noglobstar === true) return star;
	    return `(${capture}(?:(?!${START_ANCHOR}${opts.dot ? DOTS_SLASH : DOT_LITERAL}).)*?)`;
	  };

	  const create = str => {
	    switch (str) {
	      case '*':
	        return `${nodot}${ONE_CHAR}${star}`;

	      case '.*':
	        return `${DOT_LITERAL}${ONE_CHAR}${star}`;

	      case '*.*':
	        return `${nodot}${star}${DOT_LITERAL}${ONE_CHAR}${star}`;

	      case '*/*':
	        return `${nodot}${star}${SLASH_LITERAL}${ONE_CHAR}${slashDot}${star}`;

	      case '**':
	        return nodot + globstar(opts);

	      case '**/*':
	        return `(?:${nodot}${globstar(opts)}${SLASH_LITERAL})?${slashDot}${ONE_CHAR}${star}`;

	      case '**/*.*':
	        return `(?:${nodot}${globstar(opts)}${SLASH_LITERAL})?${slashDot}${star}${DOT_LITERAL}${ONE_CHAR}${star}`;

	      case '**/.*':
	        return `(?:${nodot}${globstar(opts)}${SLASH_LITERAL})?${DOT_LITERAL}${ONE_CHAR}${star}`;

	      default: {
	        const match = /^(.*?)\.(\w+)$/.exec(str);
	        if (!match) return;

	        const source = create(match[1]);
	        if (!source) return;

	        return source + DOT_LITERAL + match[2];
	      }
	    }
	  };

	  const output = utils.removePrefix(input, state);
	  let source = create(output);

	  if (source && opts.strictSlashes !== true) {
	    source += `${SLASH_LITERAL}?`;
	  }

	  return source;
	};

	parse_1 = parse;
	return parse_1;
}

var picomatch_1$1;
var hasRequiredPicomatch$1;

function requirePicomatch$1 () {
	if (hasRequiredPicomatch$1) return picomatch_1$1;
	hasRequiredPicomatch$1 = 1;

	const scan = /*@__PURE__*/ requireScan();
	const parse = /*@__PURE__*/ requireParse();
	const utils = /*@__PURE__*/ requireUtils();
	const constants = /*@__PURE__*/ requireConstants();
	const isObject = val => val && typeof val === 'object' && !Array.isArray(val);

	/**
	 * Creates a matcher function from one or more glob patterns. The
	 * returned function takes a string to match as its first argument,
	 * and returns true if the string is a match. The returned matcher
	 * function also takes a boolean as the second argument that, when true,
	 * returns an object with additional information.
	 *
	 * ```js
	 * const picomatch = require('picomatch');
	 * // picomatch(glob[, options]);
	 *
	 * const isMatch = picomatch('*.!(*a)');
	 * console.log(isMatch('a.a')); //=> false
	 * console.log(isMatch('a.b')); //=> true
	 *
	 * // For environments without `node.js`, `picomatch/posix` provides you a dependency-free matcher, without automatic OS detection.
	 * const picomatch = require('picomatch/posix');
	 * // the same API, defaulting to posix paths
	 * const isMatch = picomatch('a/*');
	 * console.log(isMatch('a\\b')); //=> false
	 * console.log(isMatch('a/b')); //=> true
	 *
	 * // you can still configure the matcher function to accept windows paths
	 * const isMatch = picomatch('a/*', { options: windows });
	 * console.log(isMatch('a\\b')); //=> true
	 * console.log(isMatch('a/b')); //=> true
	 * ```
	 * @name picomatch
	 * @param {String|Array} `globs` One or more glob patterns.
	 * @param {Object=} `options`
	 * @return {Function=} Returns a matcher function.
	 * @api public
	 */

	const picomatch = (glob, options, returnState = false) => {
	  if (Array.isArray(glob)) {
	    const fns = glob.map(input => picomatch(input, options, returnState));
	    const arrayMatcher = str => {
	      for (const isMatch of fns) {
	        const state = isMatch(str);
	        if (state) return state;
	      }
	      return false;
	    };
	    return arrayMatcher;
	  }

	  const isState = isObject(glob) && glob.tokens && glob.input;

	  if (glob === '' || (typeof glob !== 'string' && !isState)) {
	    throw new TypeError('Expected pattern to be a non-empty string');
	  }

	  const opts = options || {};
	  const posix = opts.windows;
	  const regex = isState
	    ? picomatch.compileRe(glob, options)
	    : picomatch.makeRe(glob, options, false, true);

	  const state = regex.state;
	  delete regex.state;

	  let isIgnored = () => false;
	  if (opts.ignore) {
	    const ignoreOpts = { ...options, ignore: null, onMatch: null, onResult: null };
	    isIgnored = picomatch(opts.ignore, ignoreOpts, returnState);
	  }

	  const matcher = (input, returnObject = false) => {
	    const { isMatch, match, output } = picomatch.test(input, regex, options, { glob, posix });
	    const result = { glob, state, regex, posix, input, output, match, isMatch };

	    if (typeof opts.onResult === 'function') {
	      opts.onResult(result);
	    }

	    if (isMatch === false) {
	      result.isMatch = false;
	      return returnObject ? result : false;
	    }

	    if (isIgnored(input)) {
	      if (typeof opts.onIgnore === 'function') {
	        opts.onIgnore(result);
	      }
	      result.isMatch = false;
	      return returnObject ? result : false;
	    }

	    if (typeof opts.onMatch === 'function') {
	      opts.onMatch(result);
	    }
	    return returnObject ? result : true;
	  };

	  if (returnState) {
	    matcher.state = state;
	  }

	  return matcher;
	};

	/**
	 * Test `input` with the given `regex`. This is used by the main
	 * `picomatch()` function to test the input string.
	 *
	 * ```js
	 * const picomatch = require('picomatch');
	 * // picomatch.test(input, regex[, options]);
	 *
	 * console.log(picomatch.test('foo/bar', /^(?:([^/]*?)\/([^/]*?))$/));
	 * // { isMatch: true, match: [ 'foo/', 'foo', 'bar' ], output: 'foo/bar' }
	 * ```
	 * @param {String} `input` String to test.
	 * @param {RegExp} `regex`
	 * @return {Object} Returns an object with matching info.
	 * @api public
	 */

	picomatch.test = (input, regex, options, { glob, posix } = {}) => {
	  if (typeof input !== 'string') {
	    throw new TypeError('Expected input to be a string');
	  }

	  if (input === '') {
	    return { isMatch: false, output: '' };
	  }

	  const opts = options || {};
	  const format = opts.format || (posix ? utils.toPosixSlashes : null);
	  let match = input === glob;
	  let output = (match && format) ? format(input) : input;

	  if (match === false) {
	    output = format ? format(input) : input;
	    match = output === glob;
	  }

	  if (match === false || opts.capture === true) {
	    if (opts.matchBase === true || opts.basename === true) {
	      match = picomatch.matchBase(input, regex, options, posix);
	    } else {
	      match = regex.exec(output);
	    }
	  }

	  return { isMatch: Boolean(match), match, output };
	};

	/**
	 * Match the basename of a filepath.
	 *
	 * ```js
	 * const picomatch = require('picomatch');
	 * // picomatch.matchBase(input, glob[, options]);
	 * console.log(picomatch.matchBase('foo/bar.js', '*.js'); // true
	 * ```
	 * @param {String} `input` String to test.
	 * @param {RegExp|String} `glob` Glob pattern or regex created by [.makeRe](#makeRe).
	 * @return {Boolean}
	 * @api public
	 */

	picomatch.matchBase = (input, glob, options, posix = options && options.windows) => {
	  const regex = glob instanceof RegExp ? glob : picomatch.makeRe(glob, options);
	  return regex.test(utils.basename(input, { windows: posix }));
	};

	/**
	 * Returns true if **any** of the given glob `patterns` match the specified `string`.
	 *
	 * ```js
	 * const picomatch = require('picomatch');
	 * // picomatch.isMatch(string, patterns[, options]);
	 *
	 * console.log(picomatch.isMatch('a.a', ['b.*', '*.a'])); //=> true
	 * console.log(picomatch.isMatch('a.a', 'b.*')); //=> false
	 * ```
	 * @param {String|Array} str The string to test.
	 * @param {String|Array} patterns One or more glob patterns to use for matching.
	 * @param {Object} [options] See available [options](#options).
	 * @return {Boolean} Returns true if any patterns match `str`
	 * @api public
	 */

	picomatch.isMatch = (str, patterns, options) => picomatch(patterns, options)(str);

	/**
	 * Parse a glob pattern to create the source string for a regular
	 * expression.
	 *
	 * ```js
	 * const picomatch = require('picomatch');
	 * const result = picomatch.parse(pattern[, options]);
	 * ```
	 * @param {String} `pattern`
	 * @param {Object} `options`
	 * @return {Object} Returns an object with useful properties and output to be used as a regex source string.
	 * @api public
	 */

	picomatch.parse = (pattern, options) => {
	  if (Array.isArray(pattern)) return pattern.map(p => picomatch.parse(p, options));
	  return parse(pattern, { ...options, fastpaths: false });
	};

	/**
	 * Scan a glob pattern to separate the pattern into segments.
	 *
	 * ```js
	 * const picomatch = require('picomatch');
	 * // picomatch.scan(input[, options]);
	 *
	 * const result = picomatch.scan('!./foo/*.js');
	 * console.log(result);
	 * { prefix: '!./',
	 *   input: '!./foo/*.js',
	 *   start: 3,
	 *   base: 'foo',
	 *   glob: '*.js',
	 *   isBrace: false,
	 *   isBracket: false,
	 *   isGlob: true,
	 *   isExtglob: false,
	 *   isGlobstar: false,
	 *   negated: true }
	 * ```
	 * @param {String} `input` Glob pattern to scan.
	 * @param {Object} `options`
	 * @return {Object} Returns an object with
	 * @api public
	 */

	picomatch.scan = (input, options) => scan(input, options);

	/**
	 * Compile a regular expression from the `state` object returned by the
	 * [parse()](#parse) method.
	 *
	 * ```js
	 * const picomatch = require('picomatch');
	 * const state = picomatch.parse('*.js');
	 * // picomatch.compileRe(state[, options]);
	 *
	 * console.log(picomatch.compileRe(state));
	 * //=> /^(?:(?!\.)(?=.)[^/]*?\.js)$/
	 * ```
	 * @param {Object} `state`
	 * @param {Object} `options`
	 * @param {Boolean} `returnOutput` Intended for implementors, this argument allows you to return the raw output from the parser.
	 * @param {Boolean} `returnState` Adds the state to a `state` property on the returned regex. Useful for implementors and debugging.
	 * @return {RegExp}
	 * @api public
	 */

	picomatch.compileRe = (state, options, returnOutput = false, returnState = false) => {
	  if (returnOutput === true) {
	    return state.output;
	  }

	  const opts = options || {};
	  const prepend = opts.contains ? '' : '^';
	  const append = opts.contains ? '' : '$';

	  let source = `${prepend}(?:${state.output})${append}`;
	  if (state && state.negated === true) {
	    source = `^(?!${source}).*$`;
	  }

	  const regex = picomatch.toRegex(source, options);
	  if (returnState === true) {
	    regex.state = state;
	  }

	  return regex;
	};

	/**
	 * Create a regular expression from a parsed glob pattern.
	 *
	 * ```js
	 * const picomatch = require('picomatch');
	 * // picomatch.makeRe(state[, options]);
	 *
	 * const result = picomatch.makeRe('*.js');
	 * console.log(result);
	 * //=> /^(?:(?!\.)(?=.)[^/]*?\.js)$/
	 * ```
	 * @param {String} `state` The object returned from the `.parse` method.
	 * @param {Object} `options`
	 * @param {Boolean} `returnOutput` Implementors may use this argument to return the compiled output, instead of a regular expression. This is not exposed on the options to prevent end-users from mutating the result.
	 * @param {Boolean} `returnState` Implementors may use this argument to return the state from the parsed glob with the returned regular expression.
	 * @return {RegExp} Returns a regex created from the given pattern.
	 * @api public
	 */

	picomatch.makeRe = (input, options = {}, returnOutput = false, returnState = false) => {
	  if (!input || typeof input !== 'string') {
	    throw new TypeError('Expected a non-empty string');
	  }

	  let parsed = { negated: false, fastpaths: true };

	  if (options.fastpaths !== false && (input[0] === '.' || input[0] === '*')) {
	    parsed.output = parse.fastpaths(input, options);
	  }

	  if (!parsed.output) {
	    parsed = parse(input, options);
	  }

	  return picomatch.compileRe(parsed, options, returnOutput, returnState);
	};

	/**
	 * Create a regular expression from the given regex source string.
	 *
	 * ```js
	 * const picomatch = require('picomatch');
	 * // picomatch.toRegex(source[, options]);
	 *
	 * const { output } = picomatch.parse('*.js');
	 * console.log(picomatch.toRegex(output));
	 * //=> /^(?:(?!\.)(?=.)[^/]*?\.js)$/
	 * ```
	 * @param {String} `source` Regular expression source string.
	 * @param {Object} `options`
	 * @return {RegExp}
	 * @api public
	 */

	picomatch.toRegex = (source, options) => {
	  try {
	    const opts = options || {};
	    return new RegExp(source, opts.flags || (opts.nocase ? 'i' : ''));
	  } catch (err) {
	    if (options && options.debug === true) throw err;
	    return /$^/;
	  }
	};

	/**
	 * Picomatch constants.
	 * @return {Object}
	 */

	picomatch.constants = constants;

	/**
	 * Expose "picomatch"
	 */

	picomatch_1$1 = picomatch;
	return picomatch_1$1;
}

var picomatch_1;
var hasRequiredPicomatch;

function requirePicomatch () {
	if (hasRequiredPicomatch) return picomatch_1;
	hasRequiredPicomatch = 1;

	const pico = /*@__PURE__*/ requirePicomatch$1();
	const utils = /*@__PURE__*/ requireUtils();

	function picomatch(glob, options, returnState = false) {
	  // default to os.platform()
	  if (options && (options.windows === null || options.windows === undefined)) {
	    // don't mutate the original options object
	    options = { ...options, windows: utils.isWindows() };
	  }

	  return pico(glob, options, returnState);
	}

	Object.assign(picomatch, pico);
	picomatch_1 = picomatch;
	return picomatch_1;
}

var picomatchExports = /*@__PURE__*/ requirePicomatch();
const picomatch = /*@__PURE__*/getDefaultExportFromCjs(picomatchExports);

/**
 * What goes wrong in an exchange, in words a person acts on: the API could not be reached, or did
 * not answer in time. Shared by the pooled client and the load phase's own connections, so both
 * report the same kinds and messages.
 */
/** The API could not be reached, or did not answer in time. The message says what to do. */
class HttpError extends FalconError {
    kind;
    systemCode;
    name = 'HttpError';
    code;
    constructor(message, kind, 
    /** The system or undici error code, e.g. `ECONNREFUSED`, `UND_ERR_SOCKET`. */
    systemCode, options) {
        super(message, options);
        this.kind = kind;
        this.systemCode = systemCode;
        this.code = kind === 'timeout' ? 'FALCON_HTTP_TIMEOUT' : 'FALCON_HTTP_CONNECTION';
    }
}
const CONNECT_CODES = new Set([
    'ECONNREFUSED',
    'EHOSTUNREACH',
    'ENETUNREACH',
    'EADDRNOTAVAIL',
    'UND_ERR_CONNECT_TIMEOUT',
]);
const DNS_CODES = new Set(['ENOTFOUND', 'EAI_AGAIN', 'EAI_FAIL', 'EAI_NONAME']);
const CLOSED_CODES = new Set(['ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET', 'ECONNABORTED']);
const CLIENT_CLOSED_CODES = new Set(['UND_ERR_CLOSED', 'UND_ERR_DESTROYED']);
const TIMEOUT_CODES = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT', 'ETIMEDOUT']);
const TLS_CODE = /CERT|SSL|TLS|SELF_SIGNED|UNABLE_TO_VERIFY|ERR_TLS/;
const INVALID_REQUEST_CODES = new Set(['UND_ERR_INVALID_ARG', 'UND_ERR_NOT_SUPPORTED']);
function toHttpError(error, url, timeoutMs, deadlinePassed, headersArrived) {
    if (error instanceof HttpError)
        return error;
    const where = withoutQuery(url);
    const code = errorCode(error);
    if (deadlinePassed)
        return timeoutError(url, timeoutMs, headersArrived, error);
    if (code !== undefined && TIMEOUT_CODES.has(code)) {
        return new HttpError(`no ${code === 'UND_ERR_BODY_TIMEOUT' ? 'complete body' : 'response'} from ${where} in time (${code}) — raise timeout or check the API`, 'timeout', code, { cause: error });
    }
    let message;
    if (code !== undefined && CONNECT_CODES.has(code)) {
        message = `could not connect to ${where} (${code}) — is the API running and is base_url right?`;
    }
    else if (code !== undefined && DNS_CODES.has(code)) {
        message = `could not resolve the host of ${where} (${code}) — check the host name in base_url or the step's url`;
    }
    else if (code !== undefined && CLOSED_CODES.has(code)) {
        message = `the connection to ${where} closed before a complete response arrived (${code}) — check the API's logs, it may have crashed`;
    }
    else if (code !== undefined && TLS_CODE.test(code)) {
        message = `could not make a trusted TLS connection to ${where} (${code}) — check the server's certificate, or use http:// for a local API`;
    }
    else if (code === 'ERR_INVALID_URL') {
        message = `cannot send the request to ${where}: ${errorMessage(error)} — check the step's url or the environment's base_url`;
    }
    else if (code !== undefined && INVALID_REQUEST_CODES.has(code)) {
        message = `cannot send the request to ${where}: ${errorMessage(error)} — check the step's method, headers and body`;
    }
    else if (code === 'UND_ERR_HEADERS_OVERFLOW') {
        // The API answered, but with more header bytes than an HTTP client reads (16 KB, as Node's own limit).
        message = `the response headers from ${where} are larger than the 16 KB an HTTP client reads (${code}) — check what the API puts in its headers (a cookie or token that grew?)`;
    }
    else if (code !== undefined && CLIENT_CLOSED_CODES.has(code)) {
        message = `the HTTP client was already closed, so nothing was sent to ${where}`;
    }
    else {
        const suffix = code === undefined ? '' : ` (${code})`;
        message = `the request to ${where} failed: ${errorMessage(error)}${suffix} — is the API running and is base_url right?`;
    }
    return new HttpError(message, 'connection', code, { cause: error });
}
function timeoutError(url, timeoutMs, headersArrived, cause) {
    const where = withoutQuery(url);
    return new HttpError(headersArrived
        ? `the response from ${where} did not finish within ${timeoutMs} ms (the headers came, the body stalled) — raise timeout or check the API`
        : `no response from ${where} within ${timeoutMs} ms — raise timeout or check the API`, 'timeout', undefined, cause === undefined ? undefined : { cause });
}
/** The code of an error, of its cause, or of the first attempt of a multi-address connect. */
function errorCode(error) {
    for (let current = error, depth = 0; current && depth < 4; depth++) {
        if (typeof current !== 'object')
            return undefined;
        const candidate = current;
        if (typeof candidate.code === 'string')
            return candidate.code;
        if (Array.isArray(candidate.errors) && candidate.errors.length > 0)
            current = candidate.errors[0];
        else
            current = candidate.cause;
    }
    return undefined;
}
/** Duck-typed: errors from another realm (a VM context, a worker) fail `instanceof Error`. */
function errorMessage(error) {
    if (typeof error === 'object' && error !== null) {
        const { message, name } = error;
        if (typeof message === 'string' && message !== '')
            return message;
        if (typeof name === 'string')
            return name;
    }
    return String(error);
}
/** Queries can hold credentials, and messages are for people: the path is enough to place the request. */
function withoutQuery(url) {
    const end = url.search(/[?#]/);
    return end === -1 ? url : url.slice(0, end);
}

/**
 * A response body as text, the way the API meant it: content-encodings undone (gzip, deflate,
 * br, and zstd where Node has it) with a bound on the decoded size, so a decompression bomb costs
 * nothing; then the charset of `content-type` (or a UTF-16 byte-order mark) applied. What could not
 * be done is said in `problem`, so a check blames the real cause instead of calling the body
 * "not valid JSON".
 */
const partial = { finishFlush: builtin$1.constants.Z_SYNC_FLUSH };
const DECODERS = {
    identity: (input) => input,
    gzip: (input, max) => builtin$1.gunzipSync(input, { ...partial, maxOutputLength: max }),
    'x-gzip': (input, max) => builtin$1.gunzipSync(input, { ...partial, maxOutputLength: max }),
    // `deflate` is the zlib format by the RFC, raw deflate in some servers: both are read.
    deflate: (input, max) => {
        try {
            return builtin$1.inflateSync(input, { ...partial, maxOutputLength: max });
        }
        catch (error) {
            if (isTooLarge(error))
                throw error;
            return builtin$1.inflateRawSync(input, { ...partial, maxOutputLength: max });
        }
    },
    br: (input, max) => builtin$1.brotliDecompressSync(input, { maxOutputLength: max }),
    zstd: 'zstdDecompressSync' in builtin$1
        ? (input, max) => builtin$1.zstdDecompressSync(input, { maxOutputLength: max })
        : undefined,
};
/** `raw` as received (at most `maxBytes` of it), decoded by the response's headers. */
function decodeBody(raw, headers, maxBytes, receivedWhole) {
    const contentEncoding = headers['content-encoding'];
    // The common answer, read without the steps below: whole, not encoded, in UTF-8.
    if (!contentEncoding &&
        receivedWhole &&
        raw.length <= maxBytes &&
        isPlainUtf8(raw, headers['content-type']))
        return { text: raw.toString('utf8'), cut: false };
    let bytes = raw;
    let cut = !receivedWhole;
    const encodings = contentEncoding ? listedEncodings(contentEncoding) : NONE;
    // Encodings are listed in the order they were applied, so they are undone from the last.
    for (let index = encodings.length - 1; index >= 0; index--) {
        const encoding = encodings[index];
        const decode = DECODERS[encoding];
        if (!decode) {
            return { text: '', cut, problem: `the body is ${encoding}-encoded, which Falcon CI cannot decode` };
        }
        try {
            bytes = decode(bytes, maxBytes);
        }
        catch (error) {
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
                problem: `the body says content-encoding ${encoding} but does not decode as ${encoding}: ${error.message}`,
            };
        }
    }
    if (bytes.length > maxBytes) {
        bytes = bytes.subarray(0, maxBytes);
        cut = true;
    }
    const { text, problem } = decodeCharset(bytes, headers['content-type'] ?? '');
    if (problem === undefined && !cut)
        return { text, cut };
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
const NONE = [];
/** `gzip, identity, br` → `['gzip', 'br']`: the encodings that change the bytes, as applied. */
function listedEncodings(contentEncoding) {
    return contentEncoding
        .split(',')
        .map((encoding) => encoding.trim().toLowerCase())
        .filter((encoding) => encoding !== '' && encoding !== 'identity');
}
/** The charset a `content-type` names, lower case; the last one read is kept, as responses repeat it. */
let lastContentType = '';
let lastCharset;
function namedCharset(contentType) {
    if (contentType !== lastContentType) {
        lastCharset = /;\s*charset\s*=\s*"?([^";\s]+)"?/i.exec(contentType)?.[1]?.toLowerCase();
        lastContentType = contentType;
    }
    return lastCharset;
}
/** UTF-8 by the content-type (named or by default) and no UTF-16 byte-order mark. */
function isPlainUtf8(bytes, contentType) {
    const named = contentType === undefined ? undefined : namedCharset(contentType);
    if (named !== undefined && named !== 'utf-8' && named !== 'utf8')
        return false;
    return !((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff));
}
/** The text in the charset `content-type` names; UTF-8 without one, unless a UTF-16 BOM says otherwise. */
function decodeCharset(bytes, contentType) {
    const named = namedCharset(contentType);
    const bom = bytes[0] === 0xff && bytes[1] === 0xfe
        ? 'utf-16le'
        : bytes[0] === 0xfe && bytes[1] === 0xff
            ? 'utf-16be'
            : undefined;
    const charset = bom ?? named ?? 'utf-8';
    if (charset === 'utf-8' || charset === 'utf8')
        return { text: bytes.toString('utf8') };
    try {
        return { text: new TextDecoder(charset).decode(bytes) };
    }
    catch {
        return {
            text: bytes.toString('utf8'),
            problem: `the body's charset ${charset} is not one Falcon CI knows; it was read as UTF-8`,
        };
    }
}
function isTooLarge(error) {
    return (error instanceof RangeError ||
        (typeof error === 'object' && error !== null && 'code' in error && error.code === 'ERR_BUFFER_TOO_LARGE'));
}
function megabytes(bytes) {
    return `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;
}

/**
 * An exchange's two sides as the runner sees them: the request ready to send, and the response
 * with its body decoded (content-encoding, charset) and, when it is JSON, parsed. Both ways of
 * sending (the pooled client and the load phase's own connections) finish a response here.
 */
/**
 * A response's body bytes as they arrive, at most `maxBodyBytes` of them. What comes past that is
 * still read by the caller (and dropped), so the connection stays usable.
 */
class BodyChunks {
    maxBodyBytes;
    /** The kept bytes, in order; `kept` of them in all. */
    chunks = [];
    kept = 0;
    /** More arrived than `maxBodyBytes`. */
    truncated = false;
    constructor(maxBodyBytes) {
        this.maxBodyBytes = maxBodyBytes;
    }
    /** Keeps what fits of `bytes[from, to)`: a copy with `copy`, for bytes in a buffer that is read into again. */
    add(bytes, from, to, copy) {
        if (this.truncated)
            return;
        const room = this.maxBodyBytes - this.kept;
        const end = to - from <= room ? to : from + room;
        if (end > from) {
            let chunk;
            if (copy) {
                chunk = Buffer.allocUnsafe(end - from);
                bytes.copy(chunk, 0, from, end);
            }
            else {
                chunk = from === 0 && end === bytes.length ? bytes : bytes.subarray(from, end);
            }
            this.chunks.push(chunk);
            this.kept += chunk.length;
        }
        if (end < to)
            this.truncated = true;
    }
    /** Empty again, for the next response on the same connection. */
    clear() {
        this.chunks.length = 0;
        this.kept = 0;
        this.truncated = false;
    }
}
/** The response a check reads: headers flattened, the body decoded and, when JSON, parsed. */
function finishResponse(received) {
    const { body: kept, status } = received;
    const { chunks } = kept;
    const raw = chunks.length === 1 ? chunks[0] : Buffer.concat(chunks, kept.kept);
    const headers = flattenHeaders(received.headers);
    const body = decodeBody(raw, headers, kept.maxBodyBytes, !kept.truncated);
    const response = {
        status,
        statusText: received.statusText || builtin$2.STATUS_CODES[status] || '',
        headers,
        bodyText: body.text,
        truncated: body.cut,
        timings: received.timings,
    };
    if (body.problem)
        response.bodyProblem = body.problem;
    if (!body.cut && body.text.length > 0) {
        const json = parseJsonBody(body.text, mediaTypeOf(headers['content-type']));
        if (json !== NOT_JSON)
            response.json = json;
    }
    return response;
}
/** undici gives repeated headers as arrays; join them the way HTTP allows (set-cookie cannot be comma-joined). */
function flattenHeaders(headers) {
    for (const name in headers) {
        const value = headers[name];
        if (typeof value === 'string')
            continue;
        headers[name] = Array.isArray(value) ? value.join(name === 'set-cookie' ? '\n' : ', ') : '';
    }
    return headers;
}
const NOT_JSON = Symbol('not JSON');
/**
 * JSON when the media type says so, or when there is no content-type and the text parses. A body
 * that claims JSON but does not parse stays text: the checks then say "body is not valid JSON".
 */
function parseJsonBody(text, mediaType) {
    if (mediaType === '' ? !mayBeJson(text) : !isJsonMediaType(mediaType))
        return NOT_JSON;
    try {
        return JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
    }
    catch {
        return NOT_JSON;
    }
}
/** Skips the parse attempt (and its exception) for text that cannot start a JSON document. */
function mayBeJson(text) {
    const first = text.trimStart().charAt(0);
    return '{["-0123456789tfn'.includes(first) && first !== '';
}

/**
 * Reads HTTP/1.1 responses off a keep-alive connection, as bytes arrive: the status line and
 * headers, then the body framed by `content-length`, `transfer-encoding: chunked` or the end of the
 * connection (RFC 9112 §6.3). Interim 1xx answers are skipped; a response to HEAD, a 204 and a 304
 * have no body.
 *
 * Kept by hand because the load phase's connections need nothing more and the parsers Node and
 * undici use internally are not public. A load phase reads the same head over and over, so a head
 * equal to the last one is copied rather than parsed again.
 */
/** Bytes that do not read as an HTTP/1.1 response; `code` is what the error reports. */
class ResponseParseError extends Error {
    code;
    name = 'ResponseParseError';
    constructor(message, code) {
        super(message);
        this.code = code;
    }
}
/** As much head (status line and headers) as Node's own HTTP client reads. */
const MAX_HEAD_BYTES = 16 * 1024;
const MAX_LINE_CHARS = 16 * 1024;
var State;
(function (State) {
    State[State["Idle"] = 0] = "Idle";
    State[State["Head"] = 1] = "Head";
    State[State["Body"] = 2] = "Body";
    State[State["ChunkSize"] = 3] = "ChunkSize";
    State[State["ChunkData"] = 4] = "ChunkData";
    State[State["ChunkEnd"] = 5] = "ChunkEnd";
    State[State["Trailers"] = 6] = "Trailers";
    State[State["UntilClose"] = 7] = "UntilClose";
})(State || (State = {}));
const HEAD_END = Buffer.from('\r\n\r\n', 'latin1');
const TOKEN$1 = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
const DIGITS = /^\d+$/;
const KEEP_ALIVE_TIMEOUT = /(?:^|,)[\t ]*timeout=(\d+)/i;
const HEX = /^[0-9A-Fa-f]+$/;
class ResponseParser {
    sink;
    state = State.Idle;
    noBody = false;
    /** The start of a head that did not arrive in one read. */
    partialHead;
    /** Body bytes still to come in the current content-length body or chunk. */
    remaining = 0;
    /** A chunk-size or trailer line that did not arrive in one read. */
    line = '';
    /**
     * The last head read, as bytes and as read. An API answers a load phase with the same head
     * again and again (its Date changes once a second): a head equal to the last one byte for byte
     * is not read again, only its headers copied.
     */
    lastHeadBytes;
    lastHead;
    reusable = true;
    constructor(sink) {
        this.sink = sink;
    }
    /** A request was sent: its response comes next. A response to HEAD has no body. */
    expect(method) {
        this.state = State.Head;
        this.noBody = method === 'HEAD';
        this.partialHead = undefined;
        this.line = '';
        this.reusable = true;
    }
    /** The bytes `from`..`to` of `bytes` arrived. Throws ResponseParseError for bytes that are not HTTP. */
    feed(bytes, from, to) {
        let at = from;
        while (at < to) {
            switch (this.state) {
                case State.Idle:
                    throw new ResponseParseError('the API sent data no request asked for', 'HPE_UNEXPECTED_DATA');
                case State.Head:
                    at = this.readHead(bytes, at, to);
                    break;
                case State.Body: {
                    const end = Math.min(to, at + this.remaining);
                    this.sink.onBody(bytes, at, end);
                    this.remaining -= end - at;
                    at = end;
                    if (this.remaining === 0)
                        this.complete();
                    break;
                }
                case State.ChunkSize:
                case State.ChunkEnd:
                case State.Trailers: {
                    const newline = bytes.indexOf(10, at);
                    if (newline === -1 || newline >= to) {
                        this.line += bytes.toString('latin1', at, to);
                        if (this.line.length > MAX_LINE_CHARS)
                            throw new ResponseParseError('a chunk line is too long', 'HPE_CHUNK_LINE_TOO_LONG');
                        at = to;
                        break;
                    }
                    const line = this.line + bytes.toString('latin1', at, newline);
                    this.line = '';
                    at = newline + 1;
                    this.readLine(line.endsWith('\r') ? line.slice(0, -1) : line);
                    break;
                }
                case State.ChunkData: {
                    const end = Math.min(to, at + this.remaining);
                    this.sink.onBody(bytes, at, end);
                    this.remaining -= end - at;
                    at = end;
                    if (this.remaining === 0)
                        this.state = State.ChunkEnd;
                    break;
                }
                case State.UntilClose:
                    this.sink.onBody(bytes, at, to);
                    at = to;
                    break;
            }
        }
    }
    /** The connection ended: completes a body read until the end; throws when a response was cut short. */
    end() {
        if (this.state === State.UntilClose) {
            this.reusable = false;
            this.complete();
            return;
        }
        if (this.state !== State.Idle)
            throw new ResponseParseError('the connection closed before a complete response arrived', 'UND_ERR_SOCKET');
    }
    readHead(bytes, from, to) {
        let head = bytes;
        let start = from;
        let stop = to;
        if (this.partialHead !== undefined) {
            head = Buffer.concat([this.partialHead, bytes.subarray(from, to)]);
            start = 0;
            stop = head.length;
        }
        // The buffer may hold older bytes past `stop`: a match is only one that ends within it.
        const end = head.indexOf(HEAD_END, start);
        if (end === -1 || end + 4 > stop) {
            if (stop - start > MAX_HEAD_BYTES)
                throw new ResponseParseError('the response headers are too large', 'UND_ERR_HEADERS_OVERFLOW');
            this.partialHead = Buffer.from(head.subarray(start, stop));
            return to;
        }
        if (end - start > MAX_HEAD_BYTES)
            throw new ResponseParseError('the response headers are too large', 'UND_ERR_HEADERS_OVERFLOW');
        const consumed = this.partialHead === undefined ? end + 4 : to - (stop - (end + 4));
        this.partialHead = undefined;
        this.startBody(this.headOf(head, start, end));
        return consumed;
    }
    headOf(bytes, start, end) {
        const last = this.lastHead;
        const lastBytes = this.lastHeadBytes;
        if (last !== undefined &&
            lastBytes !== undefined &&
            lastBytes.length === end - start &&
            bytes.compare(lastBytes, 0, lastBytes.length, start, end) === 0) {
            return { ...last, headers: { ...last.headers } };
        }
        const head = parseHead(bytes.toString('latin1', start, end));
        // Kept apart from the one handed on, which its reader may change.
        this.lastHead = { ...head, headers: { ...head.headers } };
        this.lastHeadBytes = Buffer.from(bytes.subarray(start, end));
        return head;
    }
    startBody(head) {
        const status = head.status;
        // Interim answers (100 Continue, 103 Early Hints) come before the real one.
        if (status < 200) {
            if (status === 101)
                throw new ResponseParseError('the API switched protocols, which a test flow cannot follow', 'HPE_UPGRADE');
            return;
        }
        this.reusable = head.keepAlive;
        this.sink.onHead(head);
        if (this.noBody || status === 204 || status === 304) {
            this.complete();
            return;
        }
        const { headers } = head;
        const transferEncoding = headers['transfer-encoding'];
        if (transferEncoding !== undefined) {
            const codings = String(transferEncoding).toLowerCase();
            if (/(?:^|,)\s*chunked\s*$/.test(codings)) {
                this.state = State.ChunkSize;
                return;
            }
            // A body that is not chunked last ends with the connection.
            this.state = State.UntilClose;
            return;
        }
        const contentLength = headers['content-length'];
        if (contentLength !== undefined) {
            // Repeated, the values must agree (RFC 9112 §6.3).
            const length = typeof contentLength === 'string' ? contentLength : contentLength[0];
            if (!DIGITS.test(length) ||
                (typeof contentLength !== 'string' && contentLength.some((value) => value !== length)))
                throw new ResponseParseError(`invalid content-length ${String(contentLength)}`, 'HPE_INVALID_CONTENT_LENGTH');
            this.remaining = Number(length);
            if (this.remaining === 0)
                this.complete();
            else
                this.state = State.Body;
            return;
        }
        this.state = State.UntilClose;
    }
    readLine(line) {
        if (this.state === State.ChunkEnd) {
            if (line !== '')
                throw new ResponseParseError('a chunk does not end where its size says', 'HPE_INVALID_CHUNK');
            this.state = State.ChunkSize;
            return;
        }
        if (this.state === State.Trailers) {
            if (line === '')
                this.complete();
            return;
        }
        const semicolon = line.indexOf(';');
        const size = (semicolon === -1 ? line : line.slice(0, semicolon)).trim();
        if (!HEX.test(size))
            throw new ResponseParseError(`invalid chunk size ${JSON.stringify(size)}`, 'HPE_INVALID_CHUNK_SIZE');
        this.remaining = Number.parseInt(size, 16);
        if (!Number.isSafeInteger(this.remaining))
            throw new ResponseParseError(`invalid chunk size ${size}`, 'HPE_INVALID_CHUNK_SIZE');
        this.state = this.remaining === 0 ? State.Trailers : State.ChunkData;
    }
    complete() {
        this.state = State.Idle;
        this.sink.onComplete(this.reusable);
    }
}
/** Lower-case header names by the spelling servers send them in: a run meets a few dozen. */
const headerNames = new Map();
const MAX_HEADER_NAMES = 1000;
/** `Content-Type` → `content-type`, checked to be a token once per spelling. */
function headerName(raw, text, lineStart, lineEnd) {
    let name = headerNames.get(raw);
    if (name === undefined) {
        if (!TOKEN$1.test(raw))
            throw new ResponseParseError(`invalid header line ${JSON.stringify(text.slice(lineStart, Math.min(lineEnd, lineStart + 80)))}`, 'HPE_INVALID_HEADER_TOKEN');
        name = raw.toLowerCase();
        if (headerNames.size >= MAX_HEADER_NAMES)
            headerNames.clear();
        headerNames.set(raw, name);
    }
    return name;
}
/** `HTTP/1.1 200 OK`: the minor version, the status and the reason. */
const STATUS_LINE = /^HTTP\/1\.([01]) ([1-9]\d\d)(?: ([^\r\n]*))?$/;
/** The optional whitespace around a header value (RFC 9110 §5.6.3): spaces and tabs. */
const SURROUNDING_BLANKS = /^[ \t]+|[ \t]+$/g;
function parseHead(text) {
    let lineEnd = text.indexOf('\r\n');
    if (lineEnd === -1)
        lineEnd = text.length;
    const statusLine = text.slice(0, lineEnd);
    const status = STATUS_LINE.exec(statusLine);
    if (!status)
        throw new ResponseParseError(`not an HTTP/1.x status line: ${JSON.stringify(statusLine.slice(0, 80))}`, 'HPE_INVALID_CONSTANT');
    const headers = {};
    while (lineEnd < text.length) {
        const lineStart = lineEnd + 2;
        lineEnd = text.indexOf('\r\n', lineStart);
        if (lineEnd === -1)
            lineEnd = text.length;
        const colon = text.indexOf(':', lineStart);
        if (colon === -1 || colon > lineEnd)
            throw new ResponseParseError(`invalid header line ${JSON.stringify(text.slice(lineStart, Math.min(lineEnd, lineStart + 80)))}`, 'HPE_INVALID_HEADER_TOKEN');
        const key = headerName(text.slice(lineStart, colon), text, lineStart, lineEnd);
        const value = text.slice(colon + 1, lineEnd).replace(SURROUNDING_BLANKS, '');
        const existing = headers[key];
        if (existing === undefined)
            headers[key] = value;
        else if (typeof existing === 'string')
            headers[key] = [existing, value];
        else
            existing.push(value);
    }
    const connection = headers['connection'];
    const keepAlive = status[1] === '1'
        ? connection === undefined || !/(?:^|,)\s*close\s*(?:,|$)/i.test(String(connection))
        : connection !== undefined && /(?:^|,)\s*keep-alive\s*(?:,|$)/i.test(String(connection));
    const head = { status: Number(status[2]), statusText: status[3] ?? '', headers, keepAlive };
    const hint = KEEP_ALIVE_TIMEOUT.exec(String(headers['keep-alive'] ?? ''));
    if (hint)
        head.keepAliveTimeoutMs = Number(hint[1]) * 1000;
    return head;
}

/**
 * One keep-alive HTTP/1.1 connection, carrying one request at a time: the client keeps a few for
 * its requests, and a load phase's virtual user holds one. A pooled client's bookkeeping (queues,
 * request objects, a parser built for every case) costs more CPU than the round trip itself, and
 * under load that CPU is the measure. Here a request is encoded once and kept with the
 * PreparedRequest it came from, bytes are read into one buffer every connection shares (each read
 * is handled before the next), one timer per connection serves every exchange, and the response
 * is finished by the same code as undici's, so checks see the same response.
 *
 * Anything this path does not take on (https, a body on a method without one, headers HTTP gives a
 * meaning to, a second request while one is in flight) goes to the fallback, undici's pool.
 */
/**
 * Encoded requests by the object they came from; null for one the fallback sends. A
 * PreparedRequest is never changed once built (the runner builds a new one for a new request).
 */
const encodedRequests = new WeakMap();
/** How long an idle connection is kept when the API gives no `Keep-Alive` timeout (the pool keeps its own as long). */
const KEEP_ALIVE_MS = 30_000;
/**
 * An API's `Keep-Alive: timeout` less this is how long an idle connection is reused: a request sent
 * just as the API closes the connection would fail for nothing (undici keeps the same margin).
 */
const KEEP_ALIVE_MARGIN_MS = 2_000;
/** Every connection reads into this buffer; a read is parsed (and what is kept, copied) before the next. */
const READ_BUFFER = Buffer.allocUnsafe(64 * 1024);
class HttpConnection {
    fallback;
    defaultTimeoutMs;
    socket;
    socketFor = '';
    parser = new ResponseParser(this);
    timer;
    /** When the timer fires, and when the exchange in flight must have its answer (performance.now() time). */
    timerDue = 0;
    deadline = 0;
    // The exchange in flight, if any: kept on the connection, so an exchange allocates no object of its own.
    busy = false;
    url = '';
    timeoutMs = 0;
    done;
    /** A response read to its end, handed over once the bytes of its read are all parsed. */
    answer;
    answered;
    started = 0;
    /** When the idle socket may no longer be trusted to carry a request. */
    idleUntil = 0;
    headersAt = 0;
    head;
    /** The body read so far; one list per connection, emptied when a response is finished. */
    body;
    closed = false;
    constructor(fallback, defaultTimeoutMs, maxBodyBytes) {
        this.fallback = fallback;
        this.defaultTimeoutMs = defaultTimeoutMs;
        this.body = new BodyChunks(maxBodyBytes);
    }
    send(request, options) {
        return new Promise((resolve, reject) => {
            this.exchange(request, options, (error, response) => {
                if (response === undefined)
                    reject(error);
                else
                    resolve(response);
            });
        });
    }
    /**
     * As send, with a callback instead of a promise, so a load phase's loop allocates nothing per
     * exchange to wait for it. `done` is always called later, never before this returns.
     */
    exchange(request, options, done) {
        const encoded = this.busy || this.closed ? null : encode(request);
        if (encoded === null) {
            this.fallback.send(request, options).then((response) => done(undefined, response), (error) => done(error, undefined));
            return;
        }
        const timeoutMs = options?.timeoutMs === undefined ? this.defaultTimeoutMs : timerDelay(options.timeoutMs);
        this.busy = true;
        this.url = request.url;
        this.timeoutMs = timeoutMs;
        this.done = done;
        this.head = undefined;
        this.body.clear();
        this.headersAt = 0;
        this.started = builtin$3.performance.now();
        // A socket idle for longer than the API keeps it is closed, or about to be: a new one is opened.
        if (this.started >= this.idleUntil)
            this.dropSocket();
        this.arm(timeoutMs);
        this.parser.expect(request.method);
        try {
            this.socketTo(encoded).write(encoded.bytes);
        }
        catch (error) {
            // A socket that cannot even be opened: reported as any failed exchange, after this returns.
            const failure = toHttpError(error, this.url, timeoutMs, false, false);
            this.settle();
            queueMicrotask(() => done(failure, undefined));
        }
    }
    /** Closes the socket; a later send goes to the fallback. */
    close() {
        this.closed = true;
        if (this.timer !== undefined)
            clearTimeout(this.timer);
        this.timer = undefined;
        // An exchange still in flight gets its answer: that there will be none.
        if (this.busy) {
            const closed = Object.assign(new Error('the connection was closed'), { code: 'UND_ERR_CLOSED' });
            this.fail(toHttpError(closed, this.url, this.timeoutMs, false, this.headersAt > 0));
        }
        this.dropSocket();
    }
    onHead(head) {
        this.headersAt = builtin$3.performance.now();
        this.head = head;
    }
    onBody(bytes, from, to) {
        // A copy: the bytes sit in the shared read buffer, which the next read overwrites.
        this.body.add(bytes, from, to, true);
    }
    onComplete(reusable) {
        const head = this.head;
        const finished = builtin$3.performance.now();
        const received = {
            status: head.status,
            statusText: head.statusText,
            headers: head.headers,
            body: this.body,
            timings: { headersMs: this.headersAt - this.started, totalMs: finished - this.started },
        };
        this.answer = finishResponse(received);
        this.answered = this.done;
        this.settle();
        const idleMs = head.keepAliveTimeoutMs === undefined ? KEEP_ALIVE_MS : head.keepAliveTimeoutMs - KEEP_ALIVE_MARGIN_MS;
        this.idleUntil = finished + idleMs;
        if (!reusable || idleMs <= 0)
            this.dropSocket();
    }
    /** Called by the timer: fails the exchange in flight if it missed its deadline, else waits on for it. */
    expire() {
        this.timer = undefined;
        if (!this.busy)
            return;
        const left = this.deadline - builtin$3.performance.now();
        if (left > 0)
            this.startTimer(left);
        else
            this.fail(timeoutError(this.url, this.timeoutMs, this.headersAt > 0));
    }
    socketTo(encoded) {
        const key = encoded.key;
        if (this.socket !== undefined && this.socketFor === key && !this.socket.destroyed)
            return this.socket.ref();
        this.dropSocket();
        const socket = builtin$4.connect({
            host: encoded.host,
            port: encoded.port,
            noDelay: true,
            onread: {
                buffer: READ_BUFFER,
                // Returning false would pause the socket; a connection always reads on.
                callback: (length) => {
                    this.read(socket, length);
                    return true;
                },
            },
        });
        socket.on('error', (error) => this.socketFailed(socket, error));
        socket.on('end', () => this.socketEnded(socket));
        socket.on('close', () => this.socketEnded(socket));
        this.socket = socket;
        this.socketFor = key;
        return socket;
    }
    read(socket, length) {
        if (socket !== this.socket)
            return;
        try {
            this.parser.feed(READ_BUFFER, 0, length);
        }
        catch (error) {
            this.dropSocket();
            if (this.busy)
                this.fail(toHttpError(error, this.url, this.timeoutMs, false, this.headersAt > 0));
        }
        this.deliver();
    }
    /**
     * Hands a finished response to its caller, after the read that finished it is parsed: the caller
     * may send the next request at once, and bytes the API sent past the response (which no request
     * asked for) must not be read as the answer to it.
     */
    deliver() {
        const done = this.answered;
        if (done === undefined)
            return;
        const response = this.answer;
        this.answered = undefined;
        this.answer = undefined;
        done(undefined, response);
    }
    socketEnded(socket) {
        if (socket !== this.socket)
            return;
        this.dropSocket();
        if (!this.busy)
            return;
        try {
            this.parser.end();
        }
        catch (error) {
            this.fail(toHttpError(error, this.url, this.timeoutMs, false, this.headersAt > 0));
        }
        this.deliver();
    }
    socketFailed(socket, error) {
        if (socket !== this.socket)
            return;
        this.dropSocket();
        if (this.busy)
            this.fail(toHttpError(error, this.url, this.timeoutMs, false, this.headersAt > 0));
    }
    fail(error) {
        const done = this.done;
        this.settle();
        // A connection whose response was not read to its end cannot carry the next request.
        this.dropSocket();
        done(error, undefined);
    }
    settle() {
        // An idle connection never holds the process open; the next exchange takes its socket back.
        this.socket?.unref();
        this.busy = false;
        this.done = undefined;
        this.head = undefined;
        this.body.clear();
    }
    dropSocket() {
        const socket = this.socket;
        if (socket === undefined)
            return;
        this.socket = undefined;
        socket.destroy();
    }
    /**
     * Sets the exchange's deadline. Arming or moving a timer per exchange costs more than the rest of
     * its bookkeeping, so a connection keeps one timer that an exchange only replaces when it would
     * fire too late; when it fires early (the deadline belongs to a later exchange), it waits on for
     * the rest. It never holds the process open: the socket does while an answer is awaited.
     */
    arm(timeoutMs) {
        this.deadline = this.started + timeoutMs;
        if (this.timer !== undefined && this.timerDue <= this.deadline)
            return;
        if (this.timer !== undefined)
            clearTimeout(this.timer);
        this.startTimer(timeoutMs);
    }
    startTimer(delayMs) {
        this.timer = setTimeout(expireConnection, delayMs, this).unref();
        this.timerDue = builtin$3.performance.now() + delayMs;
    }
}
function expireConnection(connection) {
    connection.expire();
}
/** The longest delay a Node timer holds; past it, setTimeout fires after 1 ms instead. */
const MAX_TIMER_MS = 2_147_483_647;
/**
 * A timeout as a timer can hold it. Options and flows refuse longer ones, but a deadline that
 * overflowed would fail every request at once, so no client arms one.
 */
function timerDelay(timeoutMs) {
    if (Number.isNaN(timeoutMs))
        return MAX_TIMER_MS;
    return Math.min(Math.max(timeoutMs, 1), MAX_TIMER_MS);
}
/** Headers the connection writes itself, or whose meaning (framing, upgrades) it leaves to the pooled client. */
const RESERVED_HEADERS = new Set([
    'host',
    'connection',
    'content-length',
    'transfer-encoding',
    'keep-alive',
    'upgrade',
    'expect',
    'te',
    'trailer',
]);
/** Methods whose requests carry a body; a body on any other one goes to the pooled client. */
const PAYLOAD_METHODS = new Set(['POST', 'PUT', 'PATCH', 'QUERY', 'PROPFIND', 'PROPPATCH']);
const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
/** A header value as HTTP allows it: no line breaks, no NUL. */
const HEADER_VALUE = /^[^\0\r\n]*$/;
/** The request as HTTP/1.1 bytes, once per PreparedRequest; null when the pooled client must send it. */
function encode(request) {
    let encoded = encodedRequests.get(request);
    if (encoded === undefined) {
        encoded = encodeOnce(request);
        encodedRequests.set(request, encoded);
    }
    return encoded;
}
function encodeOnce(request) {
    if (!URL.canParse(request.url))
        return null;
    const url = new URL(request.url);
    const { method, headers, body } = request;
    // CONNECT turns the connection into a tunnel: undici's pool knows how.
    if (url.protocol !== 'http:' || !TOKEN.test(method) || method === 'CONNECT')
        return null;
    if (body !== undefined && body !== '' && !PAYLOAD_METHODS.has(method))
        return null;
    // The line the pooled client writes: the path and query as the URL parser reads them, no fragment.
    let head = `${method} ${url.pathname}${url.search} HTTP/1.1\r\nhost: ${url.host}\r\nconnection: keep-alive\r\n`;
    for (const name of Object.keys(headers)) {
        const value = headers[name];
        if (!TOKEN.test(name) || RESERVED_HEADERS.has(name.toLowerCase()) || !HEADER_VALUE.test(value))
            return null;
        head += `${name}: ${value}\r\n`;
    }
    const payload = body === undefined ? undefined : Buffer.from(body, 'utf8');
    if (payload !== undefined && payload.length > 0)
        head += `content-length: ${payload.length}\r\n`;
    else if (PAYLOAD_METHODS.has(method))
        head += 'content-length: 0\r\n';
    head += '\r\n';
    const headBytes = Buffer.from(head, 'latin1');
    const hostname = url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
    const port = url.port === '' ? 80 : Number(url.port);
    return {
        host: hostname,
        port,
        key: `${hostname}:${port}`,
        bytes: payload !== undefined && payload.length > 0 ? Buffer.concat([headBytes, payload]) : headBytes,
    };
}

/**
 * Picks the environment and base URL for a flow. The person running the job knows best, then the
 * flow, then the workspace: `--environment`, the flow's `environment`, config `environment`, the
 * only environment there is. The base URL: `--base-url`, the environment's, the spec's first
 * absolute server.
 */
function resolveTarget(flow, workspace, overrides) {
    const environments = Object.values(workspace.environments);
    const name = overrides.environment ?? flow.environment ?? workspace.config.environment;
    const environment = name !== undefined
        ? workspace.environments[name]
        : environments.length === 1
            ? environments[0]
            : undefined;
    const specServer = workspace.spec?.servers.find((server) => /^https?:\/\//i.test(server));
    const baseUrl = overrides.baseUrl ?? environment?.base_url ?? specServer;
    return {
        environment,
        baseUrl: baseUrl?.replace(/\/+$/, ''),
        headers: lowerCaseKeys(environment?.headers ?? {}),
        variables: { ...workspace.variables, ...environment?.variables, ...flow.variables },
    };
}
function lowerCaseKeys(headers) {
    const result = {};
    for (const [name, value] of Object.entries(headers))
        result[name.toLowerCase()] = value;
    return result;
}

/**
 * Baselines: the standard a run is compared with. `falcon baseline save [name]` writes one as
 * `.falcon/baselines/baseline_<name>.json`, a small file meant to be committed and reviewed in a
 * pull request: per step the status, the response's shape and latency percentiles from the
 * history. Without a committed baseline, the newest passing run of the base branch in the store
 * serves.
 */
const BASELINE_FORMAT_VERSION = 1;
const BASELINES_FOLDER = 'baselines';
/** Samples of a step's latency from the history that a saved baseline's percentiles are taken over. */
const LATENCY_SAMPLES = 20;
function baselineFile(workspaceRoot, name) {
    return builtin$5.join(workspaceRoot, BASELINES_FOLDER, `baseline_${name}.json`);
}
/** A baseline from a recorded run, with latency percentiles over the step's passing history. */
function baselineFromRun(store, run, name, source) {
    const flows = {};
    for (const flow of run.flowRuns) {
        flows[flow.file] = { ...(flow.loadP95Ms === undefined ? {} : { loadP95Ms: flow.loadP95Ms }), steps: {} };
    }
    for (const step of run.steps) {
        const flow = (flows[step.file] ??= { steps: {} });
        const samples = step.status === 'passed' ? stepLatencies(store, step.file, step.step, LATENCY_SAMPLES) : [];
        flow.steps[step.step] = {
            ...(step.httpStatus === undefined ? {} : { status: step.httpStatus }),
            ...(step.shape === undefined ? {} : { shape: step.shape }),
            ...(samples.length > 0
                ? {
                    latencyMs: {
                        p50: percentile(samples, 50),
                        p95: percentile(samples, 95),
                        samples: samples.length,
                    },
                }
                : {}),
        };
    }
    return {
        name,
        source,
        createdAt: run.startedAt,
        ...(run.commit === undefined ? {} : { commit: run.commit }),
        ...(run.branch === undefined ? {} : { branch: run.branch }),
        flows,
    };
}
/** The baseline a recorded run gives, or undefined when the run is not in the store. */
function baselineOfRun(store, runId, name) {
    const run = getRun(store, runId);
    return run && baselineFromRun(store, run, name, `run ${runId} of the history`);
}
/** Writes `baseline` as the committable file and returns its path. */
async function saveBaseline(workspaceRoot, baseline) {
    const file = baselineFile(workspaceRoot, baseline.name);
    await builtin$6.mkdir(builtin$5.dirname(file), { recursive: true });
    await builtin$6.writeFile(file, `${JSON.stringify(toFile(baseline), null, 2)}\n`);
    return file;
}
/**
 * The committed baseline `name`, undefined when there is none. A file that cannot be read as a
 * baseline is an input error: the user committed it, and a silent fallback would hide the mistake.
 */
async function loadBaseline(workspaceRoot, name, repoRoot) {
    const file = baselineFile(workspaceRoot, name);
    const shown = builtin$5.relative(repoRoot, file);
    let text;
    try {
        text = await builtin$6.readFile(file, 'utf8');
    }
    catch (error) {
        if (error.code === 'ENOENT')
            return undefined;
        throw new InputError(`${shown} cannot be read: ${error.message}`, undefined, 'save it again with falcon baseline save');
    }
    let data;
    try {
        data = JSON.parse(text);
    }
    catch (error) {
        throw new InputError(`${shown} is not valid JSON: ${error.message}`, undefined, 'save it again with falcon baseline save, or fix the JSON');
    }
    const baseline = fromFile(data, name, shown);
    if (!baseline) {
        throw new InputError(`${shown} is not a Falcon CI baseline (version ${BASELINE_FORMAT_VERSION})`, undefined, 'save it again with falcon baseline save');
    }
    return baseline;
}
function toFile(baseline) {
    return {
        version: BASELINE_FORMAT_VERSION,
        name: baseline.name,
        created_at: baseline.createdAt,
        ...(baseline.commit === undefined ? {} : { commit: baseline.commit }),
        ...(baseline.branch === undefined ? {} : { branch: baseline.branch }),
        flows: Object.fromEntries(Object.entries(baseline.flows).map(([file, flow]) => [
            file,
            {
                ...(flow.loadP95Ms === undefined ? {} : { load_p95_ms: flow.loadP95Ms }),
                steps: Object.fromEntries(Object.entries(flow.steps).map(([step, value]) => [
                    step,
                    {
                        ...(value.status === undefined ? {} : { status: value.status }),
                        ...(value.shape === undefined ? {} : { shape: value.shape }),
                        ...(value.latencyMs === undefined ? {} : { latency_ms: value.latencyMs }),
                    },
                ])),
            },
        ])),
    };
}
function fromFile(data, name, shown) {
    if (!isRecord(data) || data.version !== BASELINE_FORMAT_VERSION || !isRecord(data.flows))
        return undefined;
    const flows = {};
    for (const [file, flow] of Object.entries(data.flows)) {
        if (!isRecord(flow) || !isRecord(flow.steps))
            return undefined;
        const steps = {};
        for (const [step, value] of Object.entries(flow.steps)) {
            if (!isRecord(value))
                return undefined;
            const latency = value.latency_ms;
            steps[step] = {
                ...(typeof value.status === 'number' ? { status: value.status } : {}),
                ...(isShape(value.shape) ? { shape: value.shape } : {}),
                ...(isRecord(latency) && typeof latency.p50 === 'number' && typeof latency.p95 === 'number'
                    ? { latencyMs: { p50: latency.p50, p95: latency.p95, samples: Number(latency.samples) || 1 } }
                    : {}),
            };
        }
        flows[file] = { ...(typeof flow.load_p95_ms === 'number' ? { loadP95Ms: flow.load_p95_ms } : {}), steps };
    }
    return {
        name,
        source: shown,
        createdAt: typeof data.created_at === 'string' ? data.created_at : '',
        ...(typeof data.commit === 'string' ? { commit: data.commit } : {}),
        ...(typeof data.branch === 'string' ? { branch: data.branch } : {}),
        flows,
    };
}
function isShape(value) {
    return isRecord(value) && Object.values(value).every((type) => typeof type === 'string');
}
/** Nearest-rank percentile of `samples` (not empty). */
function percentile(samples, rank) {
    const sorted = [...samples].sort((a, b) => a - b);
    const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((rank / 100) * sorted.length) - 1));
    return sorted[index];
}

/**
 * The embedded store: one SQLite file (`.falcon/history/falcon.db` by default) through Node's own
 * `node:sqlite`, so there is nothing to install and no server to run. Its schema is versioned with
 * `PRAGMA user_version` and migrated forward on open. A file that is not ours, or is damaged, is
 * moved aside with a warning and a fresh store takes its place: history is a help, never a reason
 * for a run to fail or its verdict to change.
 */
/** `PRAGMA application_id` of a Falcon CI store ("FALC"): tells our file from another SQLite file. */
const APPLICATION_ID = 0x46414c43;
/**
 * The schema, one migration per version. A migration is never edited once released: a change is a
 * new entry, so every store on every runner reaches the same schema by the same steps.
 */
const MIGRATIONS = [
    `
  CREATE TABLE runs (
    id INTEGER PRIMARY KEY,
    commit_sha TEXT,
    branch TEXT,
    pull_request INTEGER,
    started_at TEXT NOT NULL,
    verdict TEXT NOT NULL,
    duration_ms INTEGER NOT NULL,
    gate TEXT NOT NULL
  );
  CREATE INDEX runs_by_branch ON runs (branch, started_at);
  CREATE INDEX runs_by_commit ON runs (commit_sha);
  CREATE TABLE flow_runs (
    run_id INTEGER NOT NULL REFERENCES runs (id) ON DELETE CASCADE,
    file TEXT NOT NULL,
    type TEXT NOT NULL,
    status TEXT NOT NULL,
    duration_ms INTEGER NOT NULL,
    load_p95_ms REAL,
    PRIMARY KEY (run_id, file)
  );
  CREATE TABLE step_runs (
    run_id INTEGER NOT NULL REFERENCES runs (id) ON DELETE CASCADE,
    file TEXT NOT NULL,
    step TEXT NOT NULL,
    status TEXT NOT NULL,
    http_status INTEGER,
    latency_ms REAL,
    shape TEXT,
    PRIMARY KEY (run_id, file, step)
  );
  CREATE TABLE experiences (
    id INTEGER PRIMARY KEY,
    task TEXT NOT NULL,
    core TEXT NOT NULL,
    category TEXT NOT NULL,
    succeeded INTEGER NOT NULL,
    turns INTEGER NOT NULL,
    cost_dollars REAL NOT NULL,
    time_ms INTEGER NOT NULL,
    insights TEXT NOT NULL,
    tags TEXT NOT NULL,
    recorded_at TEXT NOT NULL
  );
  CREATE INDEX experiences_by_category ON experiences (category, core);
  CREATE TABLE skills (
    id INTEGER PRIMARY KEY,
    category TEXT NOT NULL,
    core TEXT NOT NULL,
    tools TEXT NOT NULL,
    uses INTEGER NOT NULL,
    successes INTEGER NOT NULL,
    updated_at TEXT NOT NULL,
    UNIQUE (category, core, tools)
  );
  `,
];
const SCHEMA_VERSION = MIGRATIONS.length;
/**
 * Opens (or creates) the store at `file`. Returns undefined, with a warning, when no store can be
 * had at all (a read-only disk): the run goes on without history.
 */
function openStore(file, log, now = () => new Date()) {
    try {
        builtin$7.mkdirSync(builtin$5.dirname(file), { recursive: true });
    }
    catch (error) {
        log.warning(`The run history is off for this run: cannot create ${builtin$5.dirname(file)}: ${messageOf(error)}`);
        return undefined;
    }
    const existing = builtin$7.existsSync(file);
    try {
        return migrate(file);
    }
    catch (error) {
        if (!existing) {
            log.warning(`The run history is off for this run: cannot create ${file}: ${messageOf(error)}`);
            return undefined;
        }
        const aside = `${file}.broken-${now().toISOString().replace(/[-:.]/g, '')}`;
        try {
            builtin$7.renameSync(file, aside);
        }
        catch (renameError) {
            log.warning(`The run history is off for this run: ${file} cannot be read (${messageOf(error)}) or moved aside (${messageOf(renameError)})`);
            return undefined;
        }
        log.warning(`${file} is not a Falcon CI store or is damaged (${messageOf(error)}); it was moved to ${builtin$5.basename(aside)} and a new store started`);
        try {
            return migrate(file);
        }
        catch (retryError) {
            log.warning(`The run history is off for this run: cannot create ${file}: ${messageOf(retryError)}`);
            return undefined;
        }
    }
}
/** Opens `file`, checks it is ours and brings its schema up to date; throws when it is not usable. */
function migrate(file) {
    const db = new builtin$8.DatabaseSync(file);
    try {
        db.exec('PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 5000;');
        // Reading the header is what fails on a file that is not SQLite at all.
        const applicationId = pragma(db, 'application_id');
        const version = pragma(db, 'user_version');
        const tables = db.prepare("SELECT count(*) AS n FROM sqlite_master WHERE type = 'table'").get().n;
        if (applicationId !== APPLICATION_ID && (applicationId !== 0 || tables > 0)) {
            throw new Error('another program’s SQLite database');
        }
        if (version > SCHEMA_VERSION) {
            throw new Error(`schema version ${version} is newer than this Falcon CI knows (${SCHEMA_VERSION})`);
        }
        const check = db.prepare('PRAGMA quick_check').get();
        if (Object.values(check)[0] !== 'ok')
            throw new Error(`integrity check failed: ${String(Object.values(check)[0])}`);
        for (let next = version; next < SCHEMA_VERSION; next++) {
            db.exec('BEGIN');
            try {
                db.exec(MIGRATIONS[next]);
                db.exec(`PRAGMA user_version = ${next + 1}`);
                db.exec(`PRAGMA application_id = ${APPLICATION_ID}`);
                db.exec('COMMIT');
            }
            catch (error) {
                db.exec('ROLLBACK');
                throw error;
            }
        }
        return { file, db, close: () => db.close() };
    }
    catch (error) {
        db.close();
        throw error;
    }
}
function pragma(db, name) {
    const row = db.prepare(`PRAGMA ${name}`).get();
    return Number(Object.values(row)[0] ?? 0);
}

/**
 * The history around one run: before it, the baseline the watchdog compares with (the committed
 * file, else the newest passing run of the base branch); after it, the run recorded and the flows
 * that turned out flaky. Only a committed baseline that cannot be read stops the run (exit 2, it
 * is the user's file); a store that cannot be opened or written is a warning.
 */
const DEFAULT_BASELINE = 'main';
/**
 * The history settings of a run: what the input or flag gave (`off`, or an absolute path), else
 * config.yaml (`history:` relative to the workspace), else `<workspace>/history/falcon.db`.
 */
function historySettings(given, config, workspaceRoot) {
    const chosen = given.history ?? config.history;
    return {
        historyPath: chosen === undefined
            ? builtin$5.join(workspaceRoot, 'history', 'falcon.db')
            : /^(off|none|false)$/i.test(chosen)
                ? undefined
                : builtin$5.resolve(workspaceRoot, chosen),
        baseline: given.baseline ?? config.baseline ?? DEFAULT_BASELINE,
        watchdog: {
            latencyTolerance: config.watchdog?.latency_tolerance ?? DEFAULT_WATCHDOG.latencyTolerance,
            latencyFloorMs: config.watchdog?.latency_floor_ms ?? DEFAULT_WATCHDOG.latencyFloorMs,
        },
    };
}
/** Throws InputError when the committed baseline cannot be read. */
async function openHistory(options, baseBranch, log) {
    const committed = await loadBaseline(options.workspaceRoot, options.baseline, options.repoRoot);
    const { cache } = options;
    const historyPath = options.historyPath && (!cache || (await cache.restore(options.historyPath)))
        ? options.historyPath
        : undefined;
    const store = historyPath ? openStore(historyPath, log) : undefined;
    return {
        baseline: committed ?? (store && fromStore(store, baseBranch, options.baseline, log)),
        store,
        record(context, results, gate, durationMs) {
            if (!store)
                return [];
            try {
                recordRun(store, context, results, gate, durationMs);
                return flakyFlows(store, context.commit);
            }
            catch (error) {
                log.warning(`This run was not recorded in the history: ${messageOf(error)}`);
                return [];
            }
        },
        async close() {
            if (!store || !historyPath)
                return;
            store.close();
            await cache?.save(historyPath);
        },
    };
}
function fromStore(store, branch, name, log) {
    try {
        const runId = lastPassingRun(store, branch);
        return runId === undefined ? undefined : baselineOfRun(store, runId, name);
    }
    catch (error) {
        log.warning(`No baseline from the history: ${messageOf(error)}`);
        return undefined;
    }
}

/**
 * The triage as a Markdown section for the job summary and the PR comment. Everything in it that
 * came from the API (messages, field names, file names) is untrusted text, so it is escaped or
 * put in code spans; the output depends only on the findings, so an unchanged run renders the
 * same bytes and the sticky comment is not rewritten.
 */
const LABELS = {
    unreachable: 'Unreachable',
    timeout: 'Timeout',
    flow: 'Flow error',
    status: 'Wrong status',
    contract: 'Contract violation',
    assertion: 'Assertion failed',
    latency: 'Too slow',
};
/** Frames listed per finding: the culprit, then the code the PR changed, are the ones to open. */
const MAX_LOCATIONS = 5;
const MAX_FIELDS = 10;
const TEXT_LIMIT = 300;
function renderTriage(findings) {
    if (findings.length === 0)
        return '';
    const groups = new Map();
    for (const finding of findings) {
        const group = groups.get(finding.flow);
        if (group)
            group.push(finding);
        else
            groups.set(finding.flow, [finding]);
    }
    const lines = ['## Triage', '', headline(findings, groups.size)];
    for (const [file, group] of groups) {
        const first = group[0];
        lines.push('', `### ${escapeText(first.flowName)} (${first.type}, ${code(file)})`, '');
        for (const finding of group)
            lines.push(...renderFinding(finding));
    }
    return `${lines.join('\n')}\n`;
}
/** `3 failures in 2 flows: 2 × contract violation, 1 × wrong status.` */
function headline(findings, flows) {
    const counts = new Map();
    for (const finding of findings)
        counts.set(finding.kind, (counts.get(finding.kind) ?? 0) + 1);
    const kinds = Object.keys(LABELS)
        .filter((kind) => counts.has(kind))
        .map((kind) => `${counts.get(kind)} × ${LABELS[kind].toLowerCase()}`)
        .join(', ');
    const failures = findings.length === 1 ? '1 failure' : `${findings.length} failures`;
    return `${failures} in ${flows === 1 ? '1 flow' : `${flows} flows`}: ${kinds}.`;
}
function renderFinding(finding) {
    const lines = [
        `- **${LABELS[finding.kind]}** · ${escapeText(finding.step)} (${code(`${finding.flow}:${finding.line}`)}): ${escapeText(clip(collapse(finding.summary), TEXT_LIMIT * 2))}`,
    ];
    const error = renderError(finding.error);
    if (error !== undefined)
        lines.push(`  - API error: ${error}`);
    const fields = renderFields(finding.error?.fields);
    if (fields !== undefined)
        lines.push(`  - Fields: ${fields}`);
    const shown = finding.locations.slice(0, MAX_LOCATIONS);
    for (const location of shown)
        lines.push(`  - Code: ${renderLocation(location)}`);
    if (finding.locations.length > shown.length) {
        lines.push(`  - … and ${finding.locations.length - shown.length} more frames`);
    }
    return lines;
}
function renderError(error) {
    if (error?.message === undefined && error?.type === undefined)
        return undefined;
    const type = error.type === undefined ? '' : `${code(clip(error.type, 120))}`;
    const message = error.message === undefined ? '' : escapeText(clip(collapse(error.message), TEXT_LIMIT));
    return type !== '' && message !== '' ? `${type} ${message}` : type || message;
}
function renderFields(fields) {
    if (fields === undefined)
        return undefined;
    const entries = Object.entries(fields);
    if (entries.length === 0)
        return undefined;
    const shown = entries.slice(0, MAX_FIELDS).map(([name, value]) => {
        const text = typeof value === 'string'
            ? value
            : Array.isArray(value) && value.every((item) => typeof item === 'string')
                ? value.join('; ')
                : (JSON.stringify(value) ?? String(value));
        return `${code(clip(name, 120))} ${escapeText(clip(collapse(text), 160))}`;
    });
    const rest = entries.length - shown.length;
    return `${shown.join('; ')}${rest > 0 ? `; … and ${rest} more` : ''}`;
}
/** `` `src/routes.js:42` in `getProduct` (node) — changed in this PR, in the diff ``. */
function renderLocation(location) {
    // A path two files of the repository fit equally (a monorepo's copies): both are named.
    const where = (location.candidates ?? [location.file])
        .map((file) => code(`${file}:${location.line}`))
        .join(' or ');
    const fn = location.function === undefined ? '' : ` in ${code(clip(location.function, 120))}`;
    const marks = [];
    if (location.changed)
        marks.push('changed in this PR');
    if (location.inDiff)
        marks.push('in the diff');
    return `${where}${fn} (${location.language})${marks.length > 0 ? ` — **${marks.join(', ')}**` : ''}`;
}
/**
 * A code span that survives any content: a fence one backtick longer than the longest run inside,
 * padded when the text starts or ends with a backtick. Line breaks would end a list item.
 */
function code(text) {
    const flat = text.replace(/\s*[\r\n]+\s*/g, ' ');
    const longest = Math.max(0, ...(flat.match(/`+/g) ?? []).map((run) => run.length));
    const fence = '`'.repeat(longest + 1);
    const pad = flat.startsWith('`') || flat.endsWith('`') ? ' ' : '';
    return `${fence}${pad}${flat}${pad}${fence}`;
}
/**
 * Plain text from the API made inert: HTML can not open tags, Markdown can not link, emphasise
 * or start a heading, and `@name` can not ping anyone.
 */
function escapeText(text) {
    return text
        .replace(/[\r\n]+/g, ' ')
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')
        .replace(/([\\`*_[\]|#~!])/g, '\\$1')
        .replace(/@(?=\w)/g, '@\u200b');
}

/**
 * The little of Markdown that the report checks and the knowledge-base editor both need: which lines
 * are fenced code and which are ATX headings. One reading, so a section the memory tool writes is
 * the section the falcon.md check finds.
 */
/**
 * Splits Markdown into lines and marks fenced code blocks (``` or ~~~, CommonMark rules: the closing
 * fence uses the same character and is at least as long; an unclosed block runs to the end).
 */
function scanMarkdown(text) {
    const result = [];
    let open;
    text.split(/\r?\n/).forEach((lineText, index) => {
        const number = index + 1;
        const fence = /^ {0,3}(`{3,}|~{3,})(.*)$/.exec(lineText);
        if (!open) {
            // A backtick fence's info string may not contain backticks (that would be inline code).
            if (fence && !(fence[1].startsWith('`') && fence[2].includes('`'))) {
                open = { char: fence[1][0], length: fence[1].length };
                result.push({ number, text: lineText, inCode: true, fence: 'open' });
            }
            else {
                result.push({ number, text: lineText, inCode: false });
            }
            return;
        }
        if (fence && fence[1][0] === open.char && fence[1].length >= open.length && fence[2].trim() === '') {
            open = undefined;
            result.push({ number, text: lineText, inCode: true, fence: 'close' });
        }
        else {
            result.push({ number, text: lineText, inCode: true });
        }
    });
    return result;
}
/** An ATX heading (`# Title`, up to three spaces of indent); the closing `#`s are not part of the text. */
function headingOf(text) {
    const match = /^ {0,3}(#{1,6})[ \t]+(.*?)(?:[ \t]+#+)?[ \t]*$/.exec(text);
    if (!match || match[2].trim() === '')
        return undefined;
    return { level: match[1].length, text: match[2] };
}
/** Headings compared as people read them: case and spacing do not count (`# Known  endpoints`). */
function headingKey(text) {
    return text.trim().replace(/\s+/g, ' ').toLowerCase();
}
/** The trimmed inside of the first ``` fence anywhere in the text, or undefined without one. */
function firstFencedBlock(text) {
    return /```[\w-]*[ \t]*\r?\n?([\s\S]*?)```/.exec(text)?.[1]?.trim();
}

/**
 * The checks every Markdown report and the API knowledge base (`.falcon/falcon.md`) must pass before
 * they count as written. They return every reason at once, each phrased as what to fix, because the
 * reader is often the agent itself: one round trip should be enough to repair a report.
 */
/** A report of this size or smaller cannot hold a heading and any result. */
const REPORT_MIN_BYTES = 64;
/** A knowledge base of this size or smaller cannot hold both required sections with content. */
const FALCON_MD_MIN_BYTES = 200;
const FALCON_MD_SECTIONS = ['Base URLs', 'Known Endpoints'];
async function validateReportContent(path) {
    const text = await readForValidation(path, 'report');
    return typeof text === 'string' ? validateReportText(text) : text;
}
/** The report rules on text that is not written yet (a tool call's content, a rendered summary). */
function validateReportText(text) {
    const reasons = [];
    const lines = scanMarkdown(text);
    const size = Buffer.byteLength(text, 'utf8');
    if (size <= REPORT_MIN_BYTES) {
        reasons.push(`report is too short (${size} bytes, more than ${REPORT_MIN_BYTES} needed): write the results it reports, not only a title`);
    }
    if (!lines.some((line) => !line.inCode && (headingOf(line.text)?.level ?? Infinity) <= 2)) {
        reasons.push("no Markdown heading: start the report with '# <title>'");
    }
    if (!showsResults(lines)) {
        reasons.push('no results shown: add a table of results (| flow | result |), a fenced code block with the output, or PASS/FAIL marks');
    }
    for (const placeholder of findPlaceholders(lines)) {
        reasons.push(`unresolved placeholder '${placeholder.token}' on line ${placeholder.line}: replace it with the real content or remove it`);
    }
    return { valid: reasons.length === 0, reasons };
}
/** The knowledge-base rules: big enough, with non-empty `# Base URLs` and `# Known Endpoints` sections. */
function validateFalconMdText(text) {
    const reasons = [];
    const lines = scanMarkdown(text);
    const size = Buffer.byteLength(text, 'utf8');
    if (size <= FALCON_MD_MIN_BYTES) {
        reasons.push(`falcon.md is too short (${size} bytes, more than ${FALCON_MD_MIN_BYTES} needed): describe the API's base URLs and known endpoints`);
    }
    for (const section of FALCON_MD_SECTIONS) {
        const wanted = headingKey(section);
        const index = lines.findIndex((line) => {
            const heading = line.inCode ? undefined : headingOf(line.text);
            return heading?.level === 1 && headingKey(heading.text) === wanted;
        });
        if (index === -1) {
            const misplaced = lines.find((line) => {
                const heading = line.inCode ? undefined : headingOf(line.text);
                return heading !== undefined && headingKey(heading.text) === wanted;
            });
            reasons.push(misplaced
                ? `'${misplaced.text.trim()}' on line ${misplaced.number} is not a level-1 heading: write it as '# ${section}'`
                : `no '# ${section}' section: add a level-1 heading '# ${section}' with the ${describeSection(section)} under it`);
            continue;
        }
        if (!sectionHasContent(lines, index)) {
            reasons.push(`'# ${section}' section on line ${lines[index].number} is empty: list the ${describeSection(section)} under it`);
        }
    }
    return { valid: reasons.length === 0, reasons };
}
async function readForValidation(path, what) {
    try {
        return await builtin$6.readFile(path, 'utf8');
    }
    catch (error) {
        const code = error.code;
        const reason = code === 'ENOENT'
            ? `${what} not found at ${path}: write the file before validating it`
            : code === 'EISDIR'
                ? `${what} path ${path} is a directory: give the path of the Markdown file`
                : `${what} at ${path} cannot be read (${code ?? String(error)}): check the path and its permissions`;
        return { valid: false, reasons: [reason] };
    }
}
function describeSection(section) {
    return section === 'Base URLs'
        ? "API's base URLs (one per environment)"
        : "API's endpoints (method and path)";
}
/** A section has content when a non-blank line comes before the next heading of the same or a higher level. */
function sectionHasContent(lines, headingIndex) {
    const level = headingOf(lines[headingIndex].text).level;
    for (const line of lines.slice(headingIndex + 1)) {
        const heading = line.inCode ? undefined : headingOf(line.text);
        if (heading && heading.level <= level)
            return false;
        if (line.text.trim() !== '')
            return true;
    }
    return false;
}
/** A GFM delimiter row (`|---|:---:|`) or a row fenced by pipes (`| a | b |`). */
const TABLE_ROW = /^\s*\|.*\|\s*$|^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)+\|?\s*$/;
const RESULT_MARK = /\b(?:PASS|FAIL)(?:ED)?\b|[✓✔✅✗✘❌]/u;
function showsResults(lines) {
    return lines.some((line) => line.fence === 'open' || (!line.inCode && TABLE_ROW.test(line.text)) || RESULT_MARK.test(line.text));
}
/**
 * `{{name}}` (or a lone `{{`), `TODO` (upper case only: "a todo list" is prose), `[placeholder]` and
 * `[placeholder: what]` in any case.
 */
const PLACEHOLDER_ANY_CASE = /\{\{[^{}\n]*\}\}|\{\{|\bTODO\b|\[placeholder\b[^\]\n]*\]/gi;
function placeholdersIn(text) {
    return [...text.matchAll(PLACEHOLDER_ANY_CASE)].filter((match) => match[0].toUpperCase() !== 'TODO' || match[0] === 'TODO');
}
/**
 * Placeholders left in the report.
 *
 * Code is quoted material, so it is read differently from prose: flows template with `{{name}}`, and
 * quoted source or response bodies carry `TODO` comments, so a `{{` or `TODO` *inside* a line of a
 * fenced block (or inside an inline `code span`) is content, not an unfinished report. A fenced line
 * that holds nothing but a placeholder (`{{response_body}}`, `TODO`, `[placeholder]`) is still
 * reported: that is a template slot for output that was never pasted in.
 */
function findPlaceholders(lines) {
    const found = [];
    for (const line of lines) {
        if (line.fence)
            continue;
        if (line.inCode) {
            // Only a line that starts with a placeholder and holds nothing else (a `TODO: ...` note counts).
            const first = placeholdersIn(line.text)[0];
            const rest = first ? line.text.slice(first.index + first[0].length).trim() : '';
            const alone = first !== undefined && line.text.slice(0, first.index).trim() === '';
            if (alone && (rest === '' || (first[0] === 'TODO' && rest.startsWith(':')))) {
                found.push({ token: first[0], line: line.number });
            }
            continue;
        }
        // Inline code spans are blanked out, keeping the columns.
        const prose = line.text.replace(/(`+)[^`]*?\1/g, (span) => ' '.repeat(span.length));
        for (const match of placeholdersIn(prose))
            found.push({ token: match[0], line: line.number });
    }
    return found;
}

export { BodyChunks as B, HttpError as H, KEEP_ALIVE_MS as K, timeoutError as a, builtin as b, toHttpError as c, baselineOfRun as d, firstFencedBlock as e, finishResponse as f, validateReportText as g, historySettings as h, validateReportContent as i, headingKey as j, scanMarkdown as k, lowerCaseKeys as l, headingOf as m, code as n, openStore as o, picomatch as p, HttpConnection as q, renderTriage as r, saveBaseline as s, timerDelay as t, resolveTarget as u, validateFalconMdText as v, openHistory as w };
