import { k as getDefaultExportFromCjs, i as builtin$2, s as newHeaderMap, B as BodyChunks, g as builtin$3, r as finishResponse, e as builtin$4, c as builtin$5, v as templateReferences, G as renderTemplate, a as builtin$6, a2 as isSensitiveName, u as mediaTypeOf, a3 as isJsonMediaType, a4 as builtin$b, y as ajvExports, A as schemaErrorText, C as schemaErrorSentence, J as readOptional, a1 as warn, K as displayPath, H as parseYamlSource, L as yamlLimits, U as addSecret, W as isReservedName, $ as templateProblems, a5 as requireUcs2length, a6 as equal, a7 as getOwn, S as SchemaValidator, a8 as walkStrings, a9 as tooDeepAt, aa as MAX_NESTING, X as variableNameProblem } from './files.js';
import { F as FalconError, o as cut, c as builtin$7, Q as getRun, d as builtin$8, s as builtin$9, I as InputError, a9 as stepLatencies, n as isRecord, b as builtin$a, m as messageOf, aa as DEFAULT_WATCHDOG, ab as recordRun, ac as flakyFlows, ad as lastPassingRun, e as clip, q as collapse, X as pointerPath, K as didYouMean, ae as describePath, af as escapeSegment, a3 as readDuration, Y as valueAt, ag as ErrorCollector, C as FLOW_TYPES, u as isFlowType, L as InputErrors, $ as lineAndColumn } from './cancellation.js';

const builtin$1 = process.getBuiltinModule('node:child_process');

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

/*
How it works:
`this.#head` is an instance of `Node` which keeps track of its current value and nests another instance of `Node` that keeps the value that comes after it. When a value is provided to `.enqueue()`, the code needs to iterate through `this.#head`, going deeper and deeper to find the last value. However, iterating through every single item is slow. This problem is solved by saving a reference to the last value as `this.#tail` so that it can reference it to add a new value.
*/

class Node {
	value;
	next;

	constructor(value) {
		this.value = value;
	}
}

class Queue {
	#head;
	#tail;
	#size;

	constructor() {
		this.clear();
	}

	enqueue(value) {
		const node = new Node(value);

		if (this.#head) {
			this.#tail.next = node;
			this.#tail = node;
		} else {
			this.#head = node;
			this.#tail = node;
		}

		this.#size++;
	}

	dequeue() {
		const current = this.#head;
		if (!current) {
			return;
		}

		this.#head = this.#head.next;
		this.#size--;

		// Clean up tail reference when queue becomes empty
		if (!this.#head) {
			this.#tail = undefined;
		}

		return current.value;
	}

	peek() {
		if (!this.#head) {
			return;
		}

		return this.#head.value;

		// TODO: Node.js 18.
		// return this.#head?.value;
	}

	clear() {
		this.#head = undefined;
		this.#tail = undefined;
		this.#size = 0;
	}

	get size() {
		return this.#size;
	}

	* [Symbol.iterator]() {
		let current = this.#head;

		while (current) {
			yield current.value;
			current = current.next;
		}
	}

	* drain() {
		while (this.#head) {
			yield this.dequeue();
		}
	}
}

function pLimit(concurrency) {
	let rejectOnClear = false;

	if (typeof concurrency === 'object') {
		({concurrency, rejectOnClear = false} = concurrency);
	}

	validateConcurrency(concurrency);

	if (typeof rejectOnClear !== 'boolean') {
		throw new TypeError('Expected `rejectOnClear` to be a boolean');
	}

	const queue = new Queue();
	let activeCount = 0;

	const resumeNext = () => {
		// Process the next queued function if we're under the concurrency limit
		if (activeCount < concurrency && queue.size > 0) {
			activeCount++;
			queue.dequeue().run();
		}
	};

	const next = () => {
		activeCount--;
		resumeNext();
	};

	const run = async (function_, resolve, arguments_) => {
		// Execute the function and capture the result promise
		const result = (async () => function_(...arguments_))();

		// Resolve immediately with the promise (don't wait for completion)
		resolve(result);

		// Wait for the function to complete (success or failure)
		// We catch errors here to prevent unhandled rejections,
		// but the original promise rejection is preserved for the caller
		try {
			await result;
		} catch {}

		// Decrement active count and process next queued function
		next();
	};

	const enqueue = (function_, resolve, reject, arguments_) => {
		const queueItem = {reject};

		// Queue the internal resolve function instead of the run function
		// to preserve the asynchronous execution context.
		new Promise(internalResolve => { // eslint-disable-line promise/param-names
			queueItem.run = internalResolve;
			queue.enqueue(queueItem);
		}).then(run.bind(undefined, function_, resolve, arguments_)); // eslint-disable-line promise/prefer-await-to-then

		// Start processing immediately if we haven't reached the concurrency limit
		if (activeCount < concurrency) {
			resumeNext();
		}
	};

	const generator = (function_, ...arguments_) => new Promise((resolve, reject) => {
		enqueue(function_, resolve, reject, arguments_);
	});

	Object.defineProperties(generator, {
		activeCount: {
			get: () => activeCount,
		},
		pendingCount: {
			get: () => queue.size,
		},
		clearQueue: {
			value() {
				if (!rejectOnClear) {
					queue.clear();
					return;
				}

				const abortError = AbortSignal.abort().reason;

				while (queue.size > 0) {
					queue.dequeue().reject(abortError);
				}
			},
		},
		concurrency: {
			get: () => concurrency,

			set(newConcurrency) {
				validateConcurrency(newConcurrency);
				concurrency = newConcurrency;

				queueMicrotask(() => {
					// eslint-disable-next-line no-unmodified-loop-condition
					while (activeCount < concurrency && queue.size > 0) {
						resumeNext();
					}
				});
			},
		},
		map: {
			async value(iterable, function_) {
				const promises = [];

				try {
					Array.from(iterable, (value, index) => {
						const promise = generator(function_, value, index);
						promises.push(promise);
						return promise;
					});
				} catch (error) {
					// The iterable threw, so `Promise.all` never observes the already scheduled promises. Observe them here to avoid unhandled rejections.
					for (const promise of promises) {
						promise.catch(() => {}); // eslint-disable-line promise/prefer-await-to-then
					}

					throw error;
				}

				return Promise.all(promises);
			},
		},
	});

	return generator;
}

function validateConcurrency(concurrency) {
	if (!((Number.isInteger(concurrency) || concurrency === Number.POSITIVE_INFINITY) && concurrency > 0)) {
		throw new TypeError('Expected `concurrency` to be a number from 1 and up');
	}
}

/**
 * Where a host name leads. `localhost` and the names under `.localhost` are the loopback (RFC 6761
 * §6.3), whatever the hosts file says: many hosts files name only 127.0.0.1, and an API started on
 * `::1` alone (Node's default for `localhost` on many systems) would not be found. Such names are
 * tried on ::1 first, then on 127.0.0.1, as browsers do; every other name is resolved as usual.
 */
/** The port a URL without one goes to. */
const DEFAULT_PORTS = { 'http:': 80, 'https:': 443 };
const LOOPBACK = [
    { address: '::1', family: 6 },
    { address: '127.0.0.1', family: 4 },
];
/** `localhost`, `LOCALHOST.`, `api.localhost`. */
function isLocalhost(hostname) {
    const name = (hostname.endsWith('.') ? hostname.slice(0, -1) : hostname).toLowerCase();
    return name === 'localhost' || name.endsWith('.localhost');
}
/**
 * A `lookup` for net.connect and undici's connector: the loopback for localhost names (both
 * addresses, so the connection tries the next one when the first is refused), dns.lookup for the rest.
 */
const lookupHost = (hostname, options, callback) => {
    if (!isLocalhost(hostname))
        return builtin$2.lookup(hostname, options, callback);
    const wanted = options.family === 4 || options.family === 'IPv4'
        ? 4
        : options.family === 6 || options.family === 'IPv6'
            ? 6
            : 0;
    const addresses = wanted === 0 ? LOOPBACK : LOOPBACK.filter((address) => address.family === wanted);
    const first = addresses[0];
    // Called back on a later tick, as dns.lookup does. The callback's type is the one-address form;
    // with `all`, Node reads an array from it.
    process.nextTick(() => {
        if (options.all)
            callback(null, addresses);
        else
            callback(null, first.address, first.family);
    });
};

/**
 * Reads HTTP/1.1 responses off a keep-alive connection as bytes arrive, as RFC 9112 has a user
 * agent read them and, where the RFC allows several readings, as undici does: the status line and
 * header fields (obs-fold replaced by a space, anything else malformed refused), then the body
 * framed by `transfer-encoding: chunked`, `content-length` or the end of the connection (§6.3).
 * Interim 1xx answers are skipped; a response to HEAD, a 204 and a 304 have no body.
 * `__tests__/__fixtures__/http/catalogue.ts` lists every shape of answer and what it must read as.
 *
 * Kept by hand because the parsers Node and undici use are not public, and a load phase reads the
 * same head over and over: a head equal to the last one byte for byte is not parsed again, and
 * its frozen headers serve every response it heads.
 */
/**
 * Bytes that do not read as an HTTP/1.1 response, or a response cut short; `code` is what the
 * error reports (`HPE_*` as llhttp names them, `HPE_INCOMPLETE` for a cut).
 */
class ResponseParseError extends Error {
    code;
    name = 'ResponseParseError';
    constructor(message, code) {
        super(message);
        this.code = code;
    }
}
/** The code of a response the connection closed in the middle of. */
const INCOMPLETE = 'HPE_INCOMPLETE';
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
const DIGITS = /^\d{1,15}$/;
const KEEP_ALIVE_TIMEOUT = /(?:^|,)[\t ]*timeout=(\d+)/i;
/** tchar (RFC 9110 §5.6.2), and quoted-string (§5.6.4), as regular expression text. */
const TOKEN_TEXT = "[!#$%&'*+\\-.^_`|~0-9A-Za-z]+";
const TOKEN$1 = new RegExp(`^${TOKEN_TEXT}$`);
const QUOTED_TEXT = '"(?:[\\t \\x21\\x23-\\x5b\\x5d-\\x7e\\x80-\\xff]|\\\\[\\t \\x21-\\x7e\\x80-\\xff])*"';
/**
 * A chunk-size line (RFC 9112 §7.1.1): hex digits, then extensions `;name`, `;name=token` or
 * `;name="quoted"`, with the bad whitespace (BWS) a recipient must read past around `;` and `=`.
 */
const CHUNK_SIZE = new RegExp(`^([0-9A-Fa-f]{1,13})(?:[ \\t]*;[ \\t]*${TOKEN_TEXT}(?:[ \\t]*=[ \\t]*(?:${TOKEN_TEXT}|${QUOTED_TEXT}))?)*$`);
/** Characters a field value may not hold (RFC 9110 §5.5): controls other than HTAB, and DEL. */
// eslint-disable-next-line no-control-regex
const NOT_FIELD_VALUE = /[\0-\x08\n-\x1f\x7f]/;
class ResponseParser {
    sink;
    state = State.Idle;
    noBody = false;
    /** Bytes of the answer to the request in flight arrived (an interim 1xx counts). */
    started = false;
    /** The start of a head that did not arrive in one read. */
    partialHead;
    /** Body bytes still to come in the current content-length body or chunk. */
    remaining = 0;
    /** A chunk-size or trailer line that did not arrive in one read. */
    line = '';
    /**
     * The last final head read, as bytes and as read. An API answers a load phase with the same
     * head again and again (its Date changes once a second): a head equal to the last one byte for
     * byte is not read again.
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
        this.started = false;
        this.partialHead = undefined;
        this.line = '';
        this.reusable = true;
    }
    /** True once any byte of the answer to the request in flight arrived. */
    get answerStarted() {
        return this.started;
    }
    /** The bytes `from`..`to` of `bytes` arrived. Throws ResponseParseError for bytes that are not HTTP. */
    feed(bytes, from, to) {
        if (from < to)
            this.started = true;
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
                    if (!line.endsWith('\r'))
                        throw new ResponseParseError('a chunk line ends with a bare LF', 'HPE_LF_EXPECTED');
                    this.readLine(line.slice(0, -1));
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
    /**
     * The connection ended cleanly (a FIN): completes a body read until the end; throws when a
     * response was cut short. A reset is not a clean end: the connection fails the exchange instead.
     */
    end() {
        if (this.state === State.UntilClose) {
            this.reusable = false;
            this.complete();
            return;
        }
        if (this.state !== State.Idle)
            throw new ResponseParseError('the connection closed before the response was complete', INCOMPLETE);
    }
    readHead(bytes, from, to) {
        let head = bytes;
        let start = from;
        let stop = to;
        const carried = this.partialHead?.length ?? 0;
        if (this.partialHead !== undefined) {
            head = Buffer.concat([this.partialHead, bytes.subarray(from, to)]);
            start = 0;
            stop = head.length;
        }
        // Empty lines before the status line are skipped, as undici does (RFC 9112 §2.2).
        while (stop - start >= 2 && head[start] === 13 && head[start + 1] === 10)
            start += 2;
        // The buffer may hold older bytes past `stop`: a match is only one that ends within it.
        const end = head.indexOf(HEAD_END, start);
        if (end === -1 || end + 4 > stop) {
            if (stop - start > MAX_HEAD_BYTES)
                throw new ResponseParseError('the response headers are too large', 'UND_ERR_HEADERS_OVERFLOW');
            // A head whose lines end in a bare LF never shows CRLF CRLF: refused now, not at the timeout.
            if (hasBareLineFeed(head, start, stop))
                throw new ResponseParseError('a line of the head ends with a bare LF', 'HPE_CR_EXPECTED');
            this.partialHead = Buffer.from(head.subarray(start, stop));
            return to;
        }
        if (end - start > MAX_HEAD_BYTES)
            throw new ResponseParseError('the response headers are too large', 'UND_ERR_HEADERS_OVERFLOW');
        // Where the head ends in `bytes`: with a carried start, `head` is a copy that begins before `from`.
        const consumed = this.partialHead === undefined ? end + 4 : from + end + 4 - carried;
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
            // Its headers are frozen, so every response it heads can hand them on as they are.
            return last;
        }
        const head = parseHead(bytes.toString('latin1', start, end));
        // Interim answers are not kept: the final answer that follows is what repeats.
        if (head.status >= 200) {
            this.lastHead = head;
            this.lastHeadBytes = Buffer.from(bytes.subarray(start, end));
        }
        return head;
    }
    startBody(head) {
        const status = head.status;
        // Interim answers (100 Continue, 102 Processing, 103 Early Hints) come before the real one.
        if (status < 200) {
            if (status === 101)
                throw new ResponseParseError('the API switched protocols (101) without being asked to, which a test flow cannot follow', 'HPE_UPGRADE');
            return;
        }
        this.reusable = head.keepAlive;
        const { headers } = head;
        const transferEncoding = headers['transfer-encoding'];
        const contentLength = headers['content-length'];
        if (transferEncoding !== undefined && contentLength !== undefined)
            // RFC 9112 §6.3 (3): a sign of response splitting, handled as an error (undici refuses it too).
            throw new ResponseParseError('the response has both transfer-encoding and content-length', 'HPE_UNEXPECTED_CONTENT_LENGTH');
        let length = -1;
        if (contentLength !== undefined) {
            if (!DIGITS.test(contentLength))
                throw new ResponseParseError(`invalid content-length ${JSON.stringify(contentLength)}`, 'HPE_INVALID_CONTENT_LENGTH');
            length = Number(contentLength);
        }
        this.sink.onHead(head);
        if (this.noBody || status === 204 || status === 304) {
            // A 204 or 304 announcing a body may send one anyway, which would be read as the next answer.
            if (!this.noBody && (length > 0 || transferEncoding !== undefined))
                this.reusable = false;
            this.complete();
            return;
        }
        if (transferEncoding !== undefined) {
            // Chunked last frames the body; any other coding last leaves its end to the connection (§6.3 (4)).
            this.state = /(?:^|,)[\t ]*chunked[\t ]*$/i.test(transferEncoding) ? State.ChunkSize : State.UntilClose;
            return;
        }
        if (length === 0)
            this.complete();
        else if (length > 0) {
            this.remaining = length;
            this.state = State.Body;
        }
        else
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
            // Trailer fields are read past, not kept: no check reads them.
            if (line === '')
                this.complete();
            return;
        }
        const size = CHUNK_SIZE.exec(line);
        if (!size)
            throw new ResponseParseError(`invalid chunk size line ${JSON.stringify(line.slice(0, 40))}`, 'HPE_INVALID_CHUNK_SIZE');
        this.remaining = Number.parseInt(size[1], 16);
        this.state = this.remaining === 0 ? State.Trailers : State.ChunkData;
    }
    complete() {
        this.state = State.Idle;
        this.sink.onComplete(this.reusable);
    }
}
/** True when `bytes[from, to)` holds a LF not preceded by a CR. */
function hasBareLineFeed(bytes, from, to) {
    for (let at = bytes.indexOf(10, from); at !== -1 && at < to; at = bytes.indexOf(10, at + 1))
        if (at === from || bytes[at - 1] !== 13)
            return true;
    return false;
}
/** Lower-case header names by the spelling servers send them in: a run meets a few dozen. */
const headerNames = new Map();
const MAX_HEADER_NAMES = 1000;
/** `Content-Type` → `content-type`, checked to be a token once per spelling. */
function headerName(raw, line) {
    let name = headerNames.get(raw);
    if (name === undefined) {
        if (!TOKEN$1.test(raw))
            throw invalidLine(line);
        name = raw.toLowerCase();
        if (headerNames.size >= MAX_HEADER_NAMES)
            headerNames.clear();
        headerNames.set(raw, name);
    }
    return name;
}
function invalidLine(line) {
    return new ResponseParseError(`invalid header line ${JSON.stringify(line.slice(0, 80))}`, 'HPE_INVALID_HEADER_TOKEN');
}
/** `HTTP/1.1 200 OK`: the minor version, the status and the reason (HTAB, SP, VCHAR, obs-text). */
const STATUS_LINE = /^HTTP\/1\.([01]) ([1-9]\d\d)(?: ([\t\x20-\x7e\x80-\xff]*))?$/;
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
    const headers = newHeaderMap();
    let last;
    while (lineEnd < text.length) {
        const lineStart = lineEnd + 2;
        lineEnd = text.indexOf('\r\n', lineStart);
        if (lineEnd === -1)
            lineEnd = text.length;
        const first = text.charCodeAt(lineStart);
        if (first === 32 || first === 9) {
            // obs-fold: a line that starts with whitespace continues the value before it, and a user
            // agent reads the fold as one space (RFC 9112 §5.2). Before any field, there is nothing to
            // continue: refused, as undici does (§2.2).
            if (last === undefined)
                throw new ResponseParseError('whitespace before the first header line', 'HPE_INVALID_HEADER_TOKEN');
            const more = fieldValue(text.slice(lineStart, lineEnd));
            const value = headers[last];
            headers[last] = value === '' ? more : more === '' ? value : `${value} ${more}`;
            continue;
        }
        const colon = text.indexOf(':', lineStart);
        if (colon === -1 || colon > lineEnd)
            throw invalidLine(text.slice(lineStart, lineEnd));
        const name = headerName(text.slice(lineStart, colon), text.slice(lineStart, lineEnd));
        const value = fieldValue(text.slice(colon + 1, lineEnd));
        const existing = headers[name];
        if (existing === undefined)
            headers[name] = value;
        else if (name === 'content-length')
            // Even the same value twice is refused, as undici does (RFC 9112 §6.3 (5) allows either).
            throw new ResponseParseError('the response gives content-length twice', 'HPE_INVALID_CONTENT_LENGTH');
        // set-cookie values hold commas of their own (in dates), so they are kept apart by newlines.
        else
            headers[name] = `${existing}${name === 'set-cookie' ? '\n' : ', '}${value}`;
        last = name;
    }
    const connection = headers['connection'];
    const keepAlive = status[1] === '1'
        ? connection === undefined || !/(?:^|,)[\t ]*close[\t ]*(?:,|$)/i.test(connection)
        : connection !== undefined && /(?:^|,)[\t ]*keep-alive[\t ]*(?:,|$)/i.test(connection);
    const head = {
        status: Number(status[2]),
        statusText: status[3] ?? '',
        headers: Object.freeze(headers),
        keepAlive,
    };
    const hint = KEEP_ALIVE_TIMEOUT.exec(headers['keep-alive'] ?? '');
    if (hint)
        head.keepAliveTimeoutMs = Number(hint[1]) * 1000;
    return head;
}
/** A field value without the whitespace around it; refused when it holds a control character. */
function fieldValue(raw) {
    const value = raw.replace(SURROUNDING_BLANKS, '');
    if (NOT_FIELD_VALUE.test(value))
        throw new ResponseParseError(`a header value holds a control character: ${JSON.stringify(value.slice(0, 80))}`, 'HPE_INVALID_HEADER_TOKEN');
    return value;
}

/**
 * What goes wrong in an exchange, in words a person acts on: the API could not be reached, did not
 * answer in time, answered with something that is not HTTP, or closed the connection. Shared by
 * both ways of sending (the client's own connections and undici's pool), so both report the same
 * kinds and messages whichever of them read the failure.
 */
/** The API could not be reached, or did not answer in time, or not in HTTP. The message says what to do. */
class HttpError extends FalconError {
    kind;
    systemCode;
    resent;
    name = 'HttpError';
    code;
    constructor(message, kind, 
    /** The system, undici or parser code, e.g. `ECONNREFUSED`, `UND_ERR_SOCKET`, `HPE_INVALID_CHUNK_SIZE`. */
    systemCode, options, 
    /** The request was sent a second time before this failure (see resend.ts); why. */
    resent) {
        super(message, options);
        this.kind = kind;
        this.systemCode = systemCode;
        this.resent = resent;
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
/** The connection closed under an exchange (a FIN or a reset before the answer was complete). */
const CLOSED_CODES = new Set(['ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET', 'ECONNABORTED', INCOMPLETE]);
const CLIENT_CLOSED_CODES = new Set(['UND_ERR_CLOSED', 'UND_ERR_DESTROYED']);
const TIMEOUT_CODES = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT', 'ETIMEDOUT']);
const TLS_CODE = /CERT|SSL|TLS|SELF_SIGNED|UNABLE_TO_VERIFY|ERR_TLS/;
const INVALID_REQUEST_CODES = new Set(['UND_ERR_INVALID_ARG', 'UND_ERR_NOT_SUPPORTED']);
/** undici's SocketError messages that are about what the API sent, not about the connection. */
const UNASKED_RESPONSE = 'bad response';
const UNASKED_UPGRADE = 'bad upgrade';
/** True for an error that says the connection closed (FIN or reset) under an exchange. */
function isClosedConnection(error) {
    const code = errorCode(error);
    if (code === undefined || !CLOSED_CODES.has(code))
        return false;
    const message = errorMessage(error);
    return message !== UNASKED_RESPONSE && message !== UNASKED_UPGRADE;
}
/** True for a certificate the client refused or a TLS handshake that failed. */
function isTlsFailure(error) {
    const code = errorCode(error);
    return code !== undefined && TLS_CODE.test(code);
}
/** The code an error carries, to name it in a message. */
function codeOf(error) {
    return errorCode(error);
}
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
    const notHttp = notHttpDetail(error, code);
    let message;
    if (notHttp !== undefined) {
        message = `the response from ${where} is not valid HTTP/1.1: ${notHttp}${code ? ` (${code})` : ''} — check what the API, or a proxy in front of it, sends`;
    }
    else if (code === 'HPE_UPGRADE' || errorMessage(error) === UNASKED_UPGRADE) {
        message = `the API switched protocols (101) in answer to the request to ${where} without being asked to, which a test flow cannot follow — check what the API sends`;
    }
    else if (errorMessage(error) === UNASKED_RESPONSE) {
        // undici's name for an answer while no request waits, and for any 100 Continue it did not ask for.
        message = `the API sent a response no request asked for to ${where} (an interim 100 Continue, which undici's client refuses, or bytes after an answer) — check what the API sends`;
    }
    else if (code !== undefined && CONNECT_CODES.has(code)) {
        message = `could not connect to ${where} (${code}) — is the API running and is base_url right?`;
    }
    else if (code !== undefined && DNS_CODES.has(code)) {
        message = `could not resolve the host of ${where} (${code}) — check the host name in base_url or the step's url`;
    }
    else if (code !== undefined && CLOSED_CODES.has(code)) {
        message = `the connection to ${where} closed before the response was complete (${code}) — check the API's logs, it may have crashed`;
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
/**
 * The client or connection was closed (the run was cancelled) before the exchange had its answer;
 * nothing more is sent.
 */
function clientClosed(url, timeoutMs = 0, headersArrived = false) {
    const closed = Object.assign(new Error('the client was closed'), { code: 'UND_ERR_CLOSED' });
    return toHttpError(closed, url, timeoutMs, false, headersArrived);
}
/**
 * A request that is not sent twice (see resend.ts) met a kept-alive connection the API had just
 * closed. Nothing says the API failed, so the message does not send the user to its logs.
 */
function closedBeforeAnswer(url, method, cause) {
    const code = errorCode(cause);
    return new HttpError(`the API closed the connection before answering the ${method} to ${withoutQuery(url)}${code ? ` (${code})` : ''}: the connection was kept open from an earlier request and the API closed it as this one went out, most often its keep-alive timeout meeting the request rather than a crash. A ${method} is not sent twice unasked, as repeating it may not be safe — give the step \`retry:\` if it is, or an Idempotency-Key header`, 'connection', code, { cause });
}
/** `failure` of a request already sent again once (see resend.ts): the message says so. */
function failedAgain(failure, method, resent) {
    const closedToo = failure.systemCode !== undefined && CLOSED_CODES.has(failure.systemCode);
    const dash = failure.message.indexOf(' — ');
    const what = dash === -1 ? failure.message : failure.message.slice(0, dash);
    const advice = dash === -1 ? '' : failure.message.slice(dash);
    return new HttpError(`${what}, after the ${method} was sent again on a new connection${closedToo ? ', which closed too' : ''} (the first closed before answering)${advice}`, failure.kind, failure.systemCode, { cause: failure.cause }, resent);
}
function timeoutError(url, timeoutMs, headersArrived, cause) {
    const where = withoutQuery(url);
    return new HttpError(headersArrived
        ? `the response from ${where} did not finish within ${timeoutMs} ms (the headers came, the body stalled) — raise timeout or check the API`
        : `no response from ${where} within ${timeoutMs} ms — raise timeout or check the API`, 'timeout', undefined, cause === undefined ? undefined : { cause });
}
/**
 * What makes a response not HTTP, for the client's own parser's errors and undici's alike, or
 * undefined for any other failure. A cut response is not among them: it is a closed connection.
 */
function notHttpDetail(error, code) {
    if (typeof error !== 'object' || error === null)
        return undefined;
    const name = error.name;
    if (name === 'ResponseParseError')
        return code === INCOMPLETE || code === 'UND_ERR_HEADERS_OVERFLOW' || code === 'HPE_UPGRADE'
            ? undefined
            : errorMessage(error);
    // undici: "Response does not match the HTTP/1.1 protocol (Invalid header value char)".
    if (name === 'HTTPParserError') {
        const reason = /\(([^)]+)\)\s*$/.exec(errorMessage(error))?.[1];
        return reason === undefined ? errorMessage(error) : reason.charAt(0).toLowerCase() + reason.slice(1);
    }
    if (code === 'UND_ERR_RES_CONTENT_LENGTH_MISMATCH')
        return 'its body length does not match its content-length';
    return undefined;
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
/** Duck-typed: errors from another realm (a VM context, a worker) fail `instanceof Error`. One line. */
function errorMessage(error) {
    if (typeof error === 'object' && error !== null) {
        const { message, name } = error;
        if (typeof message === 'string' && message !== '')
            return message.replace(/\s+/g, ' ').trim();
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
function mayResend(request) {
    if (IDEMPOTENT_METHODS.has(request.method))
        return true;
    for (const name of Object.keys(request.headers))
        if (IDEMPOTENCY_KEY.test(name))
            return true;
    return false;
}
/** The step record's note on a request sent twice. */
function resentNote(method, code) {
    return `the API closed the connection kept from an earlier request before answering${code ? ` (${code})` : ''}, so the ${method} was sent again on a new connection`;
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
 * A kept connection the API closes is the one hazard keep-alive brings: a request written as the
 * API closes meets the close before any answer. The request is then sent again on a new connection
 * when repeating it is harmless (resend.ts); any other request waits one turn of the event loop
 * before it is written on a kept connection, so a close that has already arrived is read first.
 *
 * An https request goes over TLS on the same terms: Node's own certificate checks (its CA store,
 * and `NODE_EXTRA_CA_CERTS` for a private CA), HTTP/1.1 named in ALPN, and the same parser; a
 * connection is kept per scheme, host and port, so http and https never share one.
 *
 * Anything this path does not take on (a request a proxy takes, a body on a method without one,
 * headers HTTP gives a meaning to, a second request while one is in flight) goes to the fallback,
 * undici's pool.
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
/** Write failures that say the request never left: the socket had already ended or been destroyed. */
const NOT_WRITTEN_CODES = new Set(['ERR_STREAM_WRITE_AFTER_END', 'ERR_STREAM_DESTROYED']);
/** The protocol an https connection asks for in ALPN: this parser reads HTTP/1.1 only. */
const ALPN_PROTOCOLS = ['http/1.1'];
class HttpConnection {
    fallback;
    defaultTimeoutMs;
    proxied;
    sessions;
    socket;
    socketFor = '';
    /**
     * The socket reads into READ_BUFFER, which the next read overwrites, so a body is copied out; a
     * TLS socket hands over a buffer of its own for every read.
     */
    readsShared = true;
    /** Exchanges the current socket has finished: from the first, it is a kept connection. */
    socketUses = 0;
    parser = new ResponseParser(this);
    timer;
    /** When the timer fires, and when the exchange in flight must have its answer (performance.now() time). */
    timerDue = 0;
    deadline = 0;
    // The exchange in flight, if any: kept on the connection, so an exchange allocates no object of its own.
    busy = false;
    /** Counts exchanges, so a write deferred for one is never made for another. */
    serial = 0;
    method = '';
    url = '';
    encoded;
    timeoutMs = 0;
    done;
    /** The request's bytes were handed to the socket in flight. */
    written = false;
    /** The request went out on a kept connection. */
    reused = false;
    /** Why the request in flight was sent a second time, if it was. */
    resent;
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
    constructor(fallback, defaultTimeoutMs, maxBodyBytes, 
    /** True for an origin a proxy of the environment takes: the fallback sends those. */
    proxied, 
    /** The client's TLS sessions, resumed by every connection it makes. */
    sessions) {
        this.fallback = fallback;
        this.defaultTimeoutMs = defaultTimeoutMs;
        this.proxied = proxied;
        this.sessions = sessions;
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
        let encoded = this.busy || this.closed ? null : encode(request);
        if (encoded !== null && this.proxied?.(encoded))
            encoded = null;
        if (encoded === null) {
            this.fallback.send(request, options).then((response) => done(undefined, response), (error) => done(error, undefined));
            return;
        }
        const timeoutMs = options?.timeoutMs === undefined ? this.defaultTimeoutMs : timerDelay(options.timeoutMs);
        this.busy = true;
        this.serial++;
        this.method = request.method;
        this.url = request.url;
        this.encoded = encoded;
        this.timeoutMs = timeoutMs;
        this.done = done;
        this.resent = undefined;
        this.started = builtin$3.performance.now();
        // A socket idle for longer than the API keeps it is closed, or about to be: a new one is opened.
        if (this.started >= this.idleUntil)
            this.dropSocket();
        this.arm(timeoutMs);
        this.transmit();
    }
    /** Closes the socket; a later send goes to the fallback. */
    close() {
        this.closed = true;
        if (this.timer !== undefined)
            clearTimeout(this.timer);
        this.timer = undefined;
        // An exchange still in flight gets its answer: that there will be none.
        if (this.busy)
            this.fail(clientClosed(this.url, this.timeoutMs, this.headersAt > 0));
        this.dropSocket();
    }
    onHead(head) {
        this.headersAt = builtin$3.performance.now();
        this.head = head;
    }
    onBody(bytes, from, to) {
        // A copy when the bytes sit in the shared read buffer, which the next read overwrites.
        this.body.add(bytes, from, to, this.readsShared);
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
        const response = finishResponse(received);
        if (this.resent !== undefined)
            response.resent = this.resent;
        this.answer = response;
        this.answered = this.done;
        this.settle();
        this.socketUses++;
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
    /** Writes the request in flight on the kept socket, or a new one. */
    transmit() {
        const encoded = this.encoded;
        this.head = undefined;
        this.body.clear();
        this.headersAt = 0;
        this.written = false;
        this.parser.expect(this.method);
        let socket;
        try {
            socket = this.socketTo(encoded);
        }
        catch (error) {
            // A socket that cannot even be opened: reported as any failed exchange, after this returns.
            const failure = toHttpError(error, this.url, this.timeoutMs, false, false);
            queueMicrotask(() => this.fail(failure));
            return;
        }
        this.reused = this.socketUses > 0;
        if (this.reused && !encoded.resendable) {
            // undici waits the same turn before writing on an idle kept socket.
            setImmediate(writeDeferred, this, this.serial);
            return;
        }
        this.write(socket, encoded);
    }
    /** The deferred write of exchange `serial`, unless that exchange has ended or moved on. */
    writeDeferred(serial) {
        if (serial !== this.serial || !this.busy || this.written)
            return;
        const socket = this.socket;
        // The socket was found closed in the meantime: the request goes out on a new one.
        if (socket === undefined)
            this.transmit();
        else
            this.write(socket, this.encoded);
    }
    write(socket, encoded) {
        this.written = true;
        socket.write(encoded.bytes);
    }
    socketTo(encoded) {
        const key = encoded.key;
        if (this.socket !== undefined && this.socketFor === key && !this.socket.destroyed)
            return this.socket.ref();
        this.dropSocket();
        const socket = encoded.protocol === 'https:' ? this.tlsSocketTo(encoded) : this.tcpSocketTo(encoded);
        socket.on('error', (error) => this.socketClosed(socket, error));
        socket.on('end', () => this.socketClosed(socket, undefined));
        socket.on('close', () => this.socketClosed(socket, undefined));
        this.socket = socket;
        this.socketFor = key;
        this.socketUses = 0;
        return socket;
    }
    tcpSocketTo(origin) {
        this.readsShared = true;
        const socket = builtin$4.connect({
            host: origin.host,
            port: origin.port,
            noDelay: true,
            ...(isLocalhost(origin.host) ? { lookup: lookupHost, autoSelectFamily: true } : {}),
            onread: {
                buffer: READ_BUFFER,
                // Returning false would pause the socket; a connection always reads on.
                callback: (length) => {
                    this.read(socket, READ_BUFFER, length);
                    return true;
                },
            },
        });
        return socket;
    }
    /**
     * A TLS connection with Node's default checks of the certificate and the name, resuming the
     * origin's last session when the client has one. TLS sockets take no `onread`: each read comes
     * as a buffer of its own.
     */
    tlsSocketTo(origin) {
        this.readsShared = false;
        const session = this.sessions?.for(origin.key);
        const socket = builtin$5.connect({
            host: origin.host,
            port: origin.port,
            // SNI carries a host name only; an IP literal is checked against the certificate's IP names.
            ...(builtin$4.isIP(origin.host) === 0 ? { servername: origin.host } : {}),
            ALPNProtocols: ALPN_PROTOCOLS,
            ...(isLocalhost(origin.host) ? { lookup: lookupHost, autoSelectFamily: true } : {}),
            ...(session ? { session } : {}),
        });
        socket.on('session', (given) => this.sessions?.keep(origin.key, given));
        socket.setNoDelay(true);
        socket.on('data', (bytes) => this.read(socket, bytes, bytes.length));
        return socket;
    }
    read(socket, bytes, length) {
        if (socket !== this.socket)
            return;
        try {
            this.parser.feed(bytes, 0, length);
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
    /** The socket ended (FIN, `error` undefined) or failed (a reset, a refused connect). */
    socketClosed(socket, error) {
        if (socket !== this.socket)
            return;
        this.dropSocket();
        if (!this.busy)
            return;
        const encoded = this.encoded;
        const code = codeOf(error);
        if (!this.written || (code !== undefined && NOT_WRITTEN_CODES.has(code))) {
            // The close came before the request left: it goes out on a new connection, as if first sent there.
            this.transmit();
            return;
        }
        if (isTlsFailure(error)) {
            // A certificate or handshake the client refused is no kept connection's race: sending again meets it again.
            this.fail(toHttpError(error, this.url, this.timeoutMs, false, this.headersAt > 0));
            return;
        }
        if (this.reused && !this.parser.answerStarted) {
            // A kept connection the API closed as the request went out (see resend.ts).
            if (!encoded.resendable) {
                this.fail(closedBeforeAnswer(this.url, this.method, error ?? closedByPeer()));
                return;
            }
            this.resent = resentNote(this.method, code ?? 'UND_ERR_SOCKET');
            this.transmit();
            return;
        }
        if (error === undefined) {
            try {
                this.parser.end();
            }
            catch (cut) {
                this.fail(toHttpError(cut, this.url, this.timeoutMs, false, this.headersAt > 0));
            }
            this.deliver();
            return;
        }
        this.fail(toHttpError(error, this.url, this.timeoutMs, false, this.headersAt > 0));
    }
    fail(error) {
        const done = this.done;
        const failure = this.resent === undefined ? error : failedAgain(error, this.method, this.resent);
        this.settle();
        // A connection whose response was not read to its end cannot carry the next request.
        this.dropSocket();
        done(failure, undefined);
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
        this.socketUses = 0;
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
function writeDeferred(connection, serial) {
    connection.writeDeferred(serial);
}
/** What a FIN before any answer is, in the codes undici uses for it. */
function closedByPeer() {
    return Object.assign(new Error('other side closed'), { code: 'UND_ERR_SOCKET' });
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
/** Methods whose requests carry a body, as undici lists them; a body on any other one goes to the pooled client. */
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
    const protocol = url.protocol;
    // CONNECT turns the connection into a tunnel: undici's pool knows how.
    if ((protocol !== 'http:' && protocol !== 'https:') || !TOKEN.test(method) || method === 'CONNECT')
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
    const port = url.port === '' ? DEFAULT_PORTS[protocol] : Number(url.port);
    return {
        protocol,
        host: hostname,
        port,
        key: `${protocol}//${hostname}:${port}`,
        bytes: payload !== undefined && payload.length > 0 ? Buffer.concat([headBytes, payload]) : headBytes,
        resendable: mayResend(request),
    };
}

/**
 * The parts of a step's expectations that may hold `{{placeholders}}`: header and body checks
 * (`eq: "{{productId}}"`). Schemas are never templated: they are compiled once and reused, and a
 * `{{` inside a schema (a `pattern`, say) means itself.
 */
function templatedExpectations(expect) {
    return { headers: expect.headers, body: expect.body };
}
/** Whether a step's expectations hold placeholders, decided once per step rather than per request. */
const templated = new WeakMap();
/** The expectations with their placeholders filled; untouched (same object) when there are none. */
function renderExpect(expect, scope) {
    let hasPlaceholders = templated.get(expect);
    if (hasPlaceholders === undefined) {
        hasPlaceholders = templateReferences(templatedExpectations(expect)).length > 0;
        templated.set(expect, hasPlaceholders);
    }
    return hasPlaceholders ? { ...expect, ...renderTemplate(templatedExpectations(expect), scope) } : expect;
}

/**
 * Test whether a string contains an integer number
 */
function isInteger(value) {
  return INTEGER_REGEX.test(value);
}
const INTEGER_REGEX = /^-?[0-9]+$/;

/**
 * Test whether a string contains a number
 * http://stackoverflow.com/questions/13340717/json-numbers-regular-expression
 */
function isNumber(value) {
  return NUMBER_REGEX.test(value);
}
const NUMBER_REGEX = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/;

/**
 * Test whether a string can be safely represented with a number
 * without information loss.
 *
 * When approx is true, floating point numbers that lose a few digits but
 * are still approximately equal in value are considered safe too.
 * Integer numbers must still be exactly equal.
 */
function isSafeNumber(value, config) {
  if (isInteger(value)) {
    return Number.isSafeInteger(Number.parseInt(value, 10));
  }
  const num = Number.parseFloat(value);
  // Reject unsafe integers written as floats, like '9007199254740992.0', which isInteger(value) misses.
  if (Number.isInteger(num) && !Number.isSafeInteger(num)) {
    return false;
  }
  const parsed = String(num);
  if (value === parsed) {
    return true;
  }
  const valueDigits = extractSignificantDigits(value);
  const parsedDigits = extractSignificantDigits(parsed);
  if (valueDigits === parsedDigits) {
    return true;
  }
  return false;
}
let UnsafeNumberReason = /*#__PURE__*/function (UnsafeNumberReason) {
  UnsafeNumberReason["underflow"] = "underflow";
  UnsafeNumberReason["overflow"] = "overflow";
  UnsafeNumberReason["truncate_integer"] = "truncate_integer";
  UnsafeNumberReason["truncate_float"] = "truncate_float";
  return UnsafeNumberReason;
}({});

/**
 * When the provided value is an unsafe number, describe what the reason is:
 * overflow, underflow, truncate_integer, or truncate_float.
 * Returns undefined when the value is safe.
 */
function getUnsafeNumberReason(value) {
  if (isSafeNumber(value)) {
    return undefined;
  }
  if (isInteger(value)) {
    return UnsafeNumberReason.truncate_integer;
  }
  const num = Number.parseFloat(value);
  if (!Number.isFinite(num)) {
    return UnsafeNumberReason.overflow;
  }
  if (num === 0) {
    return UnsafeNumberReason.underflow;
  }
  return UnsafeNumberReason.truncate_float;
}

/**
 * Get the significant digits of a number.
 *
 * For example:
 *   '2.34' returns '234'
 *   '-77' returns '77'
 *   '0.003400' returns '34'
 *   '120.5e+30' returns '1205'
 **/
function extractSignificantDigits(value) {
  const {
    start,
    end
  } = getSignificantDigitRange(value);
  const digits = value.substring(start, end);
  const dot = digits.indexOf('.');
  if (dot === -1) {
    return digits;
  }
  return digits.substring(0, dot) + digits.substring(dot + 1);
}

/**
 * Returns the range (start to end) of the significant digits of a value.
 * Note that this range _may_ contain the decimal dot.
 *
 * For example:
 *
 *     getSignificantDigitRange('0.0325900') // { start: 3, end: 7 }
 *     getSignificantDigitRange('2.0300')    // { start: 0, end: 3 }
 *     getSignificantDigitRange('0.0')       // { start: 3, end: 3 }
 *
 */
function getSignificantDigitRange(value) {
  let start = 0;
  if (value[0] === '-') {
    start++;
  }
  while (value[start] === '0' || value[start] === '.') {
    start++;
  }
  let end = value.lastIndexOf('e');
  if (end === -1) {
    end = value.lastIndexOf('E');
  }
  if (end === -1) {
    end = value.length;
  }
  while ((value[end - 1] === '0' || value[end - 1] === '.') && end > start) {
    end--;
  }
  return {
    start,
    end
  };
}

// A shared symbol recognizes numbers from separate library copies where instanceof fails.
const losslessNumberMarker = Symbol.for('lossless-json.LosslessNumber');

/**
 * A lossless number. Stores its numeric value as string
 */
class LosslessNumber {
  // numeric value as string
  value;

  /**
   * @deprecated Use the isLosslessNumber(value) function instead.
   *
   * Ordinary objects may also have an isLosslessNumber property, so this
   * field cannot reliably identify lossless numbers.
   */
  isLosslessNumber = true;
  get [losslessNumberMarker]() {
    return true;
  }
  constructor(value) {
    if (!isNumber(value)) {
      throw new Error(`Invalid number (value: "${value}")`);
    }
    this.value = value;
  }

  /**
   * Get the value of the LosslessNumber as number or bigint.
   *
   * - a number is returned for safe numbers and decimal values that only lose some insignificant digits
   * - a bigint is returned for big integer numbers
   * - an Error is thrown for values that will overflow or underflow
   *
   * Note that you can implement your own strategy for conversion by just getting the value as string
   * via .toString(), and using util functions like isInteger, isSafeNumber, getUnsafeNumberReason,
   * and toSafeNumberOrThrow to convert it to a numeric value.
   */
  valueOf() {
    const unsafeReason = getUnsafeNumberReason(this.value);

    // safe or truncate_float
    if (unsafeReason === undefined || unsafeReason === UnsafeNumberReason.truncate_float) {
      return Number.parseFloat(this.value);
    }

    // truncate_integer
    if (isInteger(this.value)) {
      return BigInt(this.value);
    }

    // overflow or underflow
    throw new Error(`Cannot safely convert to number: the value '${this.value}' would ${unsafeReason} and become ${Number.parseFloat(this.value)}`);
  }

  /**
   * Get the value of the LosslessNumber as string.
   */
  toString() {
    return this.value;
  }

  // Note: we do NOT implement a .toJSON() method, and you should not implement
  // or use that, it cannot safely turn the numeric value in the string into
  // stringified JSON since it has to be parsed into a number first.
}

/**
 * Test whether a value is a LosslessNumber
 */
function isLosslessNumber(value) {
  return value !== null && typeof value === 'object' && value[losslessNumberMarker] === true;
}

function parseLosslessNumber(value) {
  return new LosslessNumber(value);
}
function parseNumberAndBigInt(value) {
  return isInteger(value) ? BigInt(value) : Number.parseFloat(value);
}

/**
 * Revive a json object.
 * Applies the reviver function recursively on all values in the JSON object.
 * @param json   A JSON Object, Array, or value
 * @param reviver
 *              A reviver function invoked with arguments `key` and `value`,
 *              which must return a replacement value. The function context
 *              (`this`) is the Object or Array that contains the currently
 *              handled value.
 */
function revive(json, reviver) {
  return reviveValue({
    '': json
  }, '', json, reviver);
}

/**
 * Revive a value
 */
function reviveValue(context, key, value, reviver) {
  if (Array.isArray(value)) {
    return reviver.call(context, key, reviveArray(value, reviver));
  }
  if (value && typeof value === 'object' && !isLosslessNumber(value)) {
    // note the special case for LosslessNumber,
    // we don't want to iterate over the internals of a LosslessNumber
    return reviver.call(context, key, reviveObject(value, reviver));
  }
  return reviver.call(context, key, value);
}

/**
 * Revive the properties of an object
 */
function reviveObject(object, reviver) {
  for (const key of Object.keys(object)) {
    const value = reviveValue(object, key, object[key], reviver);
    if (value !== undefined) {
      object[key] = value;
    } else {
      delete object[key];
    }
  }
  return object;
}

/**
 * Revive the properties of an Array
 */
function reviveArray(array, reviver) {
  for (let i = 0; i < array.length; i++) {
    const value = reviveValue(array, String(i), array[i], reviver);
    if (value === undefined) {
      // Remove the own property entirely, like native JSON.parse does: the
      // position becomes a genuine hole (no own key, and `Object.keys` omits
      // it) while the length stays unchanged. Assigning `array[i] = undefined`
      // would leave an own property holding `undefined` instead.
      delete array[i];
    } else {
      // Assign right away rather than after the loop: the reviver observes the
      // holder through `this`, so later items must see the already revived
      // values (e.g. a preceding `null` replacement).
      array[i] = value;
    }
  }
  return array;
}

/**
 * The LosslessJSON.parse() method parses a string as JSON, optionally transforming
 * the value produced by parsing.
 *
 * The parser is based on the parser of Tan Li Hou shared in
 * https://lihautan.com/json-parser-with-javascript/
 *
 * @param text
 * The string to parse as JSON. See the JSON object for a description of JSON syntax.
 *
 * @param [reviver]
 * If a function, prescribes how the value originally produced by parsing is
 * transformed, before being returned.
 *
 * @param [options=ParseOptions | NumberParserArgument]
 * Pass a custom number parser. Input is a string, and the output can be unknown
 * numeric value: number, bigint, LosslessNumber, or a custom BigNumber library.
 *
 * @returns Returns the Object corresponding to the given JSON text.
 *
 * @throws Throws a SyntaxError exception if the string to parse is not valid JSON.
 */
function parse(text, reviver, options) {
  const optionsObj = typeof options === 'function' ? {
    parseNumber: options
  } : options;
  const parseNumber = optionsObj?.parseNumber ?? parseLosslessNumber;
  const onDuplicateKey = optionsObj?.onDuplicateKey ?? throwDuplicateKey;
  let i = 0;
  const value = parseValue();
  expectValue(value);
  expectEndOfInput();
  return reviver ? revive(value, reviver) : value;
  function parseObject() {
    if (text.charCodeAt(i) === codeOpeningBrace) {
      i++;
      skipWhitespace();
      const object = {};
      let initial = true;
      while (i < text.length && text.charCodeAt(i) !== codeClosingBrace) {
        if (!initial) {
          eatComma();
          skipWhitespace();
        } else {
          initial = false;
        }
        const start = i;
        const key = parseString();
        if (key === undefined) {
          throwObjectKeyExpected();
          return; // To make TS happy
        }
        skipWhitespace();
        eatColon();
        const value = parseValue();
        if (value === undefined) {
          throwObjectValueExpected();
          return; // To make TS happy
        }

        // handle duplicate keys
        // TODO: replace with hasOwn one day, when browser support is high enough
        if (Object.prototype.hasOwnProperty.call(object, key) && !isDeepEqual(value, object[key])) {
          // Note that we could also test `if(key in object) {...}`
          // or `if (object[key] !== 'undefined') {...}`, but that is slower.
          const returnedValue = onDuplicateKey({
            key,
            position: start + 1,
            oldValue: object[key],
            newValue: value
          });
          if (returnedValue !== undefined) {
            setObjectKey(object, key, returnedValue);
          }
        } else {
          setObjectKey(object, key, value);
        }
      }
      if (text.charCodeAt(i) !== codeClosingBrace) {
        throwObjectKeyOrEndExpected();
      }
      i++;
      return object;
    }
  }
  function parseArray() {
    if (text.charCodeAt(i) === codeOpeningBracket) {
      i++;
      skipWhitespace();
      const array = [];
      let initial = true;
      while (i < text.length && text.charCodeAt(i) !== codeClosingBracket) {
        if (!initial) {
          eatComma();
        } else {
          initial = false;
        }
        const value = parseValue();
        expectArrayItem(value);
        array.push(value);
      }
      if (text.charCodeAt(i) !== codeClosingBracket) {
        throwArrayItemOrEndExpected();
      }
      i++;
      return array;
    }
  }
  function parseValue() {
    skipWhitespace();
    const value = parseString() ?? parseNumeric() ?? parseObject() ?? parseArray() ?? parseKeyword('true', true) ?? parseKeyword('false', false) ?? parseKeyword('null', null);
    skipWhitespace();
    return value;
  }
  function parseKeyword(name, value) {
    if (text.slice(i, i + name.length) === name) {
      i += name.length;
      return value;
    }
  }
  function skipWhitespace() {
    while (isWhitespace(text.charCodeAt(i))) {
      i++;
    }
  }
  function parseString() {
    if (text.charCodeAt(i) === codeDoubleQuote) {
      i++;
      let result = '';
      while (i < text.length && text.charCodeAt(i) !== codeDoubleQuote) {
        if (text.charCodeAt(i) === codeBackslash) {
          const char = text[i + 1];
          const escapeChar = escapeCharacters[char];
          if (escapeChar !== undefined) {
            result += escapeChar;
            i++;
          } else if (char === 'u') {
            if (isHex(text.charCodeAt(i + 2)) && isHex(text.charCodeAt(i + 3)) && isHex(text.charCodeAt(i + 4)) && isHex(text.charCodeAt(i + 5))) {
              result += String.fromCharCode(Number.parseInt(text.slice(i + 2, i + 6), 16));
              i += 5;
            } else {
              throwInvalidUnicodeCharacter(i);
            }
          } else {
            throwInvalidEscapeCharacter(i);
          }
        } else {
          if (isValidStringCharacter(text.charCodeAt(i))) {
            result += text[i];
          } else {
            throwInvalidCharacter(text[i]);
          }
        }
        i++;
      }
      expectEndOfString();
      i++;
      return result;
    }
  }
  function parseNumeric() {
    const start = i;
    if (text.charCodeAt(i) === codeMinus) {
      i++;
      expectDigit(start);
    }
    if (text.charCodeAt(i) === codeZero) {
      i++;
    } else if (isNonZeroDigit(text.charCodeAt(i))) {
      i++;
      while (isDigit(text.charCodeAt(i))) {
        i++;
      }
    } else {
      // A JSON number must have an integer part, so a leading dot like '.5'
      // is not a number at all.
      return undefined;
    }
    if (text.charCodeAt(i) === codeDot) {
      i++;
      expectDigit(start);
      while (isDigit(text.charCodeAt(i))) {
        i++;
      }
    }
    if (text.charCodeAt(i) === codeLowercaseE || text.charCodeAt(i) === codeUppercaseE) {
      i++;
      if (text.charCodeAt(i) === codeMinus || text.charCodeAt(i) === codePlus) {
        i++;
      }
      expectDigit(start);
      while (isDigit(text.charCodeAt(i))) {
        i++;
      }
    }
    if (i > start) {
      return parseNumber(text.slice(start, i));
    }
  }
  function eatComma() {
    if (text.charCodeAt(i) !== codeComma) {
      throw new SyntaxError(`Comma ',' expected after value ${gotAt()}`);
    }
    i++;
  }
  function eatColon() {
    if (text.charCodeAt(i) !== codeColon) {
      throw new SyntaxError(`Colon ':' expected after property name ${gotAt()}`);
    }
    i++;
  }
  function expectValue(value) {
    if (value === undefined) {
      throw new SyntaxError(`JSON value expected ${gotAt()}`);
    }
  }
  function expectArrayItem(value) {
    if (value === undefined) {
      throw new SyntaxError(`Array item expected ${gotAt()}`);
    }
  }
  function expectEndOfInput() {
    if (i < text.length) {
      throw new SyntaxError(`Expected end of input ${gotAt()}`);
    }
  }
  function expectDigit(start) {
    if (!isDigit(text.charCodeAt(i))) {
      const numSoFar = text.slice(start, i);
      throw new SyntaxError(`Invalid number '${numSoFar}', expecting a digit ${gotAt()}`);
    }
  }
  function expectEndOfString() {
    if (text.charCodeAt(i) !== codeDoubleQuote) {
      throw new SyntaxError(`End of string '"' expected ${gotAt()}`);
    }
  }
  function throwObjectKeyExpected() {
    throw new SyntaxError(`Quoted object key expected ${gotAt()}`);
  }
  function throwDuplicateKey({
    key,
    position
  }) {
    throw new SyntaxError(`Duplicate key '${key}' encountered at position ${position}`);
  }
  function throwObjectKeyOrEndExpected() {
    throw new SyntaxError(`Quoted object key or end of object '}' expected ${gotAt()}`);
  }
  function throwArrayItemOrEndExpected() {
    throw new SyntaxError(`Array item or end of array ']' expected ${gotAt()}`);
  }
  function throwInvalidCharacter(char) {
    throw new SyntaxError(`Invalid character '${char}' ${pos()}`);
  }
  function throwInvalidEscapeCharacter(start) {
    const chars = text.slice(start, start + 2);
    throw new SyntaxError(`Invalid escape character '${chars}' ${pos()}`);
  }
  function throwObjectValueExpected() {
    throw new SyntaxError(`Object value expected after ':' ${pos()}`);
  }
  function throwInvalidUnicodeCharacter(start) {
    const chars = text.slice(start, start + 6);
    throw new SyntaxError(`Invalid unicode character '${chars}' ${pos()}`);
  }

  // zero based character position
  function pos() {
    return `at position ${i}`;
  }
  function got() {
    return i < text.length ? `but got '${text[i]}'` : 'but reached end of input';
  }
  function gotAt() {
    return `${got()} ${pos()}`;
  }
}
function setObjectKey(object, key, value) {
  if (key === '__proto__') {
    // Plain assignment would trigger the `__proto__` setter inherited from
    // Object.prototype, changing the object's prototype instead of storing the
    // key. Define an ordinary own property, like JSON.parse does.
    Object.defineProperty(object, key, {
      value,
      writable: true,
      enumerable: true,
      configurable: true
    });
  } else {
    object[key] = value;
  }
}
function isWhitespace(code) {
  return code === codeSpace || code === codeNewline || code === codeTab || code === codeReturn;
}
function isHex(code) {
  return code >= codeZero && code <= codeNine || code >= codeUppercaseA && code <= codeUppercaseF || code >= codeLowercaseA && code <= codeLowercaseF;
}
function isDigit(code) {
  return code >= codeZero && code <= codeNine;
}
function isNonZeroDigit(code) {
  return code >= codeOne && code <= codeNine;
}
function isValidStringCharacter(code) {
  return code >= 0x20 && code <= 0x10ffff;
}
function isDeepEqual(a, b) {
  if (a === b) {
    return true;
  }
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, index) => isDeepEqual(item, b[index]));
  }
  if (isObject(a) && isObject(b)) {
    const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])];
    return keys.every(key => isDeepEqual(a[key], b[key]));
  }
  return false;
}
function isObject(value) {
  return typeof value === 'object' && value !== null;
}

// map with all escape characters
const escapeCharacters = {
  '"': '"',
  '\\': '\\',
  '/': '/',
  b: '\b',
  f: '\f',
  n: '\n',
  r: '\r',
  t: '\t'
  // note that \u is handled separately in parseString()
};
const codeBackslash = 0x5c; // "\"
const codeOpeningBrace = 0x7b; // "{"
const codeClosingBrace = 0x7d; // "}"
const codeOpeningBracket = 0x5b; // "["
const codeClosingBracket = 0x5d; // "]"
const codeSpace = 0x20; // " "
const codeNewline = 0xa; // "\n"
const codeTab = 0x9; // "\t"
const codeReturn = 0xd; // "\r"
const codeDoubleQuote = 0x0022; // "
const codePlus = 0x2b; // "+"
const codeMinus = 0x2d; // "-"
const codeZero = 0x30;
const codeOne = 0x31;
const codeNine = 0x39;
const codeComma = 0x2c; // ","
const codeDot = 0x2e; // "." (dot, period)
const codeColon = 0x3a; // ":"
const codeUppercaseA = 0x41; // "A"
const codeLowercaseA = 0x61; // "a"
const codeUppercaseE = 0x45; // "E"
const codeLowercaseE = 0x65; // "e"
const codeUppercaseF = 0x46; // "F"
const codeLowercaseF = 0x66; // "f"

/**
 * The LosslessJSON.stringify() method converts a JavaScript value to a JSON string,
 * optionally replacing values if a replacer function is specified, or
 * optionally including only the specified properties if a replacer array is specified.
 *
 * @param value
 * The value to convert to a JSON string.
 *
 * @param [replacer]
 * A function that alters the behavior of the stringification process,
 * or an array of String and Number objects that serve as a whitelist for
 * selecting the properties of the value object to be included in the JSON string.
 * If this value is null or not provided, all properties of the object are
 * included in the resulting JSON string.
 *
 * @param [space]
 * A String or Number object that's used to insert white space into the output
 * JSON string for readability purposes. If this is a Number, it indicates the
 * number of space characters to use as white space; this number is capped at 10
 * if it's larger than that. Values less than 1 indicate that no space should be
 * used. If this is a String, the string (or the first 10 characters of the string,
 * if it's longer than that) is used as white space. If this parameter is not
 * provided (or is null), no white space is used.
 *
 * @param [numberStringifiers]
 * An optional list with additional number stringifiers, for example to serialize
 * a BigNumber. The output of the function must be valid stringified JSON.
 * When `undefined` is returned, the property will be deleted from the object.
 * The difference with using a `replacer` is that the output of a `replacer`
 * must be JSON and will be stringified afterwards, whereas the output of the
 * `numberStringifiers` is already stringified JSON.
 *
 * @returns Returns the string representation of the JSON object.
 */
function stringify(value, replacer, space, numberStringifiers) {
  const resolvedSpace = resolveSpace();
  const replacedValue = value;
  return stringifyValue(replacedValue, '');

  /**
   * Stringify a value
   */
  function stringifyValue(value, indent) {
    if (Array.isArray(numberStringifiers)) {
      const stringifier = numberStringifiers.find(item => item.test(value));
      if (stringifier) {
        const str = stringifier.stringify(value);
        if (typeof str !== 'string' || !isNumber(str)) {
          throw new Error(`Invalid JSON number: output of a number stringifier must be a string containing a JSON number (output: ${str})`);
        }
        return str;
      }
    }

    // boolean, null, number, string, or date
    if (typeof value === 'boolean' || typeof value === 'number' || typeof value === 'string' || value === null || value instanceof Date || value instanceof Boolean || value instanceof Number || value instanceof String) {
      return JSON.stringify(value);
    }

    // lossless number, the secret ingredient :)
    if (isLosslessNumber(value)) {
      return value.toString();
    }

    // BigInt
    if (typeof value === 'bigint') {
      return value.toString();
    }

    // Array
    if (Array.isArray(value)) {
      return stringifyArray(value, indent);
    }

    // Object (test lastly!)
    if (value && typeof value === 'object') {
      return stringifyObject(value, indent);
    }
    return undefined;
  }

  /**
   * Stringify an array
   */
  function stringifyArray(array, indent) {
    if (array.length === 0) {
      return '[]';
    }
    const childIndent = resolvedSpace ? indent + resolvedSpace : undefined;
    let str = resolvedSpace ? '[\n' : '[';
    for (let i = 0; i < array.length; i++) {
      const item = array[i];
      if (resolvedSpace) {
        str += childIndent;
      }
      if (typeof item !== 'undefined' && typeof item !== 'function') {
        const serialized = stringifyValue(item, childIndent);
        // Values without a JSON representation (a symbol, or an object whose
        // toJSON() returns undefined) become null inside an array.
        str += serialized === undefined ? 'null' : serialized;
      } else {
        str += 'null';
      }
      if (i < array.length - 1) {
        str += resolvedSpace ? ',\n' : ',';
      }
    }
    str += resolvedSpace ? `\n${indent}]` : ']';
    return str;
  }

  /**
   * Stringify an object
   */
  function stringifyObject(object, indent) {
    if (typeof object.toJSON === 'function') {
      return stringifyValue(object.toJSON(), indent);
    }

    // A replacer array is a property whitelist: duplicates must not produce
    // duplicate keys in the output.
    const keys = Array.isArray(replacer) ? [...new Set(replacer.map(String))] : Object.keys(object);
    if (keys.length === 0) {
      return '{}';
    }
    const childIndent = resolvedSpace ? indent + resolvedSpace : undefined;
    let first = true;
    let str = resolvedSpace ? '{\n' : '{';
    for (const key of keys) {
      const value = object[key];
      if (includeProperty(key, value)) {
        const serialized = stringifyValue(value, childIndent);
        // Like JSON.stringify, omit properties that have no JSON
        // representation (e.g. an object whose toJSON() returns undefined).
        if (serialized === undefined) {
          continue;
        }
        if (first) {
          first = false;
        } else {
          str += resolvedSpace ? ',\n' : ',';
        }
        const keyStr = JSON.stringify(key);
        str += resolvedSpace ? `${childIndent + keyStr}: ` : `${keyStr}:`;
        str += serialized;
      }
    }
    str += resolvedSpace ? `\n${indent}}` : '}';
    return str;
  }

  /**
   * Test whether to include a property in a stringified object or not.
   */
  function includeProperty(_key, value) {
    return typeof value !== 'undefined' && typeof value !== 'function' && typeof value !== 'symbol';
  }
}

/**
 * Resolve a JSON stringify space:
 * replace a number with a string containing that number of spaces
 */
function resolveSpace(space) {
  return undefined;
}

/**
 * How values and matchers read to a person. A failed check is shown in a PR comment, an annotation
 * and a JUnit report as "expected … / actual …", so both sides use the words someone would write
 * by hand: `length ≤ 5`, `2xx`, `string "42"`, `(missing)`, never `{"lte":5}`.
 */
/** The actual side of a check that found nothing to look at. */
const MISSING = '(missing)';
/** Long values are cut so one huge body cannot drown a report row. */
const MAX_VALUE_CHARS = 200;
const COMPARISON_SYMBOLS = { eq: '=', ne: '≠', gt: '>', gte: '≥', lt: '<', lte: '≤' };
/** A value as compact JSON (`"Ada"`, `[1,2]`, `null`), cut when long; `(missing)` for undefined. */
function describeValue(value) {
    if (value === undefined)
        return MISSING;
    return cut(describeJson(value), MAX_VALUE_CHARS);
}
/** A value as compact JSON, whole numbers past 2^53 (bigints) written exactly; never throws. */
function describeJson(value) {
    let text;
    try {
        text = JSON.stringify(value);
    }
    catch {
        try {
            text = stringify(value);
        }
        catch {
            text = undefined;
        }
    }
    return text ?? String(value);
}
/** The JSON type of a value; whole numbers are still `number` here (see matchesJsonType). */
function jsonTypeOf(value) {
    if (value === null)
        return 'null';
    if (Array.isArray(value))
        return 'array';
    const type = typeof value;
    if (type === 'string' ||
        type === 'number' ||
        type === 'boolean' ||
        type === 'object' ||
        type === 'undefined') {
        return type;
    }
    // bigint, symbol, function: not JSON; show them as the nearest JSON type.
    return type === 'bigint' ? 'number' : 'string';
}
/** A value with its type in front, for checks where the type is the problem: `string "42"`. */
function describeTypedValue(value) {
    if (value === undefined)
        return MISSING;
    if (value === null)
        return 'null';
    return `${jsonTypeOf(value)} ${describeValue(value)}`;
}
/** `integer` means a whole number, `number` any finite number. */
function matchesJsonType(type, value) {
    switch (type) {
        case 'integer':
            return typeof value === 'number' && Number.isInteger(value);
        case 'number':
            return typeof value === 'number' && Number.isFinite(value);
        default:
            return jsonTypeOf(value) === type;
    }
}
/** `≤ 500`, or with a unit `≥ 10 ms and ≤ 500 ms`; operators in the order written. */
function describeNumberMatcher(matcher, unit = '') {
    const parts = [];
    for (const key of Object.keys(matcher)) {
        const value = matcher[key];
        if (key in COMPARISON_SYMBOLS && value !== undefined) {
            parts.push(`${COMPARISON_SYMBOLS[key]} ${value}${unit}`);
        }
    }
    return parts.length > 0 ? parts.join(' and ') : 'any';
}
/** A status expectation the way it was meant: `200`, `2xx`, `one of 200, 204`. */
function describeStatusExpectation(expectation) {
    const items = Array.isArray(expectation) ? expectation : [expectation];
    const words = items.map((item) => (typeof item === 'number' ? String(item) : item.trim().toLowerCase()));
    if (words.length === 1)
        return words[0] ?? '';
    return `one of ${words.join(', ')}`;
}
/** `404 Not Found`: the code with its reason phrase (the server's, else the standard one). */
function describeStatus(status, statusText) {
    const reason = statusText || builtin$6.STATUS_CODES[status];
    return reason ? `${status} ${reason}` : String(status);
}
/** Milliseconds as a person reads them: `812 ms`, `3.4 ms` for small values. */
function describeMs(ms) {
    const shown = ms >= 100 ? Math.round(ms) : Math.round(ms * 10) / 10;
    return `${shown} ms`;
}
/** One operator of a body check: `= "Ada"`, `length ≤ 5`, `type integer`, `exists`. */
function describeOperator(operator, operand) {
    switch (operator) {
        case 'eq':
        case 'ne':
        case 'gt':
        case 'gte':
        case 'lt':
        case 'lte':
            return `${COMPARISON_SYMBOLS[operator]} ${describeValue(operand)}`;
        case 'in':
            return Array.isArray(operand)
                ? `one of ${operand.map(describeValue).join(', ')}`
                : `in ${describeValue(operand)}`;
        case 'match':
            return `matches ${String(operand)}`;
        case 'contains':
            return `contains ${describeValue(operand)}`;
        case 'exists':
            return operand === false ? 'does not exist' : 'exists';
        case 'length':
            return typeof operand === 'number'
                ? `length ${operand}`
                : `length ${describeNumberMatcher((operand ?? {}))}`;
        case 'type':
            return `type ${String(operand)}`;
    }
}
const VALUE_OPERATORS = [
    'eq',
    'ne',
    'gt',
    'gte',
    'lt',
    'lte',
    'in',
    'match',
    'contains',
    'exists',
    'length',
    'type',
];
const VALUE_OPERATOR_SET = new Set(VALUE_OPERATORS);
/** The operators given in a matcher, in the order they were written (keys other than operators are skipped). */
function operatorsOf(matcher) {
    const operators = [];
    for (const key of Object.keys(matcher)) {
        if (VALUE_OPERATOR_SET.has(key) && matcher[key] !== undefined) {
            operators.push(key);
        }
    }
    return operators;
}
/** All operators of a body check: `type integer and > 0`; a check with none means `exists`. */
function describeValueMatcher(matcher) {
    const operators = operatorsOf(matcher);
    if (operators.length === 0)
        return 'exists';
    return operators.map((operator) => describeOperator(operator, matcher[operator])).join(' and ');
}
/** A header expectation: `= application/json`, `matches ^application/json`, `present`, `absent`. */
function describeHeaderExpectation(expectation) {
    if (typeof expectation === 'string')
        return `= ${expectation}`;
    const parts = [];
    if (expectation.exists === false)
        parts.push('absent');
    else if (expectation.exists === true)
        parts.push('present');
    if (expectation.equals !== undefined)
        parts.push(`= ${expectation.equals}`);
    if (expectation.match !== undefined)
        parts.push(`matches ${expectation.match}`);
    return parts.length > 0 ? parts.join(' and ') : 'present';
}

const builtin = process.getBuiltinModule('node:vm');

/**
 * @implements {IHooks}
 */
class Hooks {
  /**
   * @callback HookCallback
   * @this {*|Jsep} this
   * @param {Jsep} env
   * @returns: void
   */
  /**
   * Adds the given callback to the list of callbacks for the given hook.
   *
   * The callback will be invoked when the hook it is registered for is run.
   *
   * One callback function can be registered to multiple hooks and the same hook multiple times.
   *
   * @param {string|object} name The name of the hook, or an object of callbacks keyed by name
   * @param {HookCallback|boolean} callback The callback function which is given environment variables.
   * @param {?boolean} [first=false] Will add the hook to the top of the list (defaults to the bottom)
   * @public
   */
  add(name, callback, first) {
    if (typeof arguments[0] != 'string') {
      // Multiple hook callbacks, keyed by name
      for (let name in arguments[0]) {
        this.add(name, arguments[0][name], arguments[1]);
      }
    } else {
      (Array.isArray(name) ? name : [name]).forEach(function (name) {
        this[name] = this[name] || [];
        if (callback) {
          this[name][first ? 'unshift' : 'push'](callback);
        }
      }, this);
    }
  }

  /**
   * Runs a hook invoking all registered callbacks with the given environment variables.
   *
   * Callbacks will be invoked synchronously and in the order in which they were registered.
   *
   * @param {string} name The name of the hook.
   * @param {Object<string, any>} env The environment variables of the hook passed to all callbacks registered.
   * @public
   */
  run(name, env) {
    this[name] = this[name] || [];
    this[name].forEach(function (callback) {
      callback.call(env && env.context ? env.context : env, env);
    });
  }
}

/**
 * @implements {IPlugins}
 */
class Plugins {
  constructor(jsep) {
    this.jsep = jsep;
    this.registered = {};
  }

  /**
   * @callback PluginSetup
   * @this {Jsep} jsep
   * @returns: void
   */
  /**
   * Adds the given plugin(s) to the registry
   *
   * @param {object} plugins
   * @param {string} plugins.name The name of the plugin
   * @param {PluginSetup} plugins.init The init function
   * @public
   */
  register(...plugins) {
    plugins.forEach(plugin => {
      if (typeof plugin !== 'object' || !plugin.name || !plugin.init) {
        throw new Error('Invalid JSEP plugin format');
      }
      if (this.registered[plugin.name]) {
        // already registered. Ignore.
        return;
      }
      plugin.init(this.jsep);
      this.registered[plugin.name] = plugin;
    });
  }
}

//     JavaScript Expression Parser (JSEP) 1.6.0
//     JSEP may be freely distributed under the MIT License
//     https://ericsmekens.github.io/jsep/

class Jsep {
  /**
   * @returns {string}
   */
  static get version() {
    // To be filled in by the template
    return '1.6.0';
  }

  /**
   * @returns {string}
   */
  static toString() {
    return 'JavaScript Expression Parser (JSEP) v' + Jsep.version;
  }
  // ==================== CONFIG ================================
  /**
   * @method addUnaryOp
   * @param {string} op_name The name of the unary op to add
   * @returns {Jsep}
   */
  static addUnaryOp(op_name) {
    Jsep.max_unop_len = Math.max(op_name.length, Jsep.max_unop_len);
    Jsep.unary_ops[op_name] = 1;
    return Jsep;
  }

  /**
   * @method jsep.addBinaryOp
   * @param {string} op_name The name of the binary op to add
   * @param {number} precedence The precedence of the binary op (can be a float). Higher number = higher precedence
   * @param {boolean} [isRightAssociative=false] whether operator is right-associative
   * @returns {Jsep}
   */
  static addBinaryOp(op_name, precedence, isRightAssociative) {
    Jsep.max_binop_len = Math.max(op_name.length, Jsep.max_binop_len);
    Jsep.binary_ops[op_name] = precedence;
    if (isRightAssociative) {
      Jsep.right_associative.add(op_name);
    } else {
      Jsep.right_associative.delete(op_name);
    }
    return Jsep;
  }

  /**
   * @method addIdentifierChar
   * @param {string} char The additional character to treat as a valid part of an identifier
   * @returns {Jsep}
   */
  static addIdentifierChar(char) {
    Jsep.additional_identifier_chars.add(char);
    return Jsep;
  }

  /**
   * @method addLiteral
   * @param {string} literal_name The name of the literal to add
   * @param {*} literal_value The value of the literal
   * @returns {Jsep}
   */
  static addLiteral(literal_name, literal_value) {
    Jsep.literals[literal_name] = literal_value;
    return Jsep;
  }

  /**
   * @method removeUnaryOp
   * @param {string} op_name The name of the unary op to remove
   * @returns {Jsep}
   */
  static removeUnaryOp(op_name) {
    delete Jsep.unary_ops[op_name];
    if (op_name.length === Jsep.max_unop_len) {
      Jsep.max_unop_len = Jsep.getMaxKeyLen(Jsep.unary_ops);
    }
    return Jsep;
  }

  /**
   * @method removeAllUnaryOps
   * @returns {Jsep}
   */
  static removeAllUnaryOps() {
    Jsep.unary_ops = {};
    Jsep.max_unop_len = 0;
    return Jsep;
  }

  /**
   * @method removeIdentifierChar
   * @param {string} char The additional character to stop treating as a valid part of an identifier
   * @returns {Jsep}
   */
  static removeIdentifierChar(char) {
    Jsep.additional_identifier_chars.delete(char);
    return Jsep;
  }

  /**
   * @method removeBinaryOp
   * @param {string} op_name The name of the binary op to remove
   * @returns {Jsep}
   */
  static removeBinaryOp(op_name) {
    delete Jsep.binary_ops[op_name];
    if (op_name.length === Jsep.max_binop_len) {
      Jsep.max_binop_len = Jsep.getMaxKeyLen(Jsep.binary_ops);
    }
    Jsep.right_associative.delete(op_name);
    return Jsep;
  }

  /**
   * @method removeAllBinaryOps
   * @returns {Jsep}
   */
  static removeAllBinaryOps() {
    Jsep.binary_ops = {};
    Jsep.max_binop_len = 0;
    return Jsep;
  }

  /**
   * @method removeLiteral
   * @param {string} literal_name The name of the literal to remove
   * @returns {Jsep}
   */
  static removeLiteral(literal_name) {
    delete Jsep.literals[literal_name];
    return Jsep;
  }

  /**
   * @method removeAllLiterals
   * @returns {Jsep}
   */
  static removeAllLiterals() {
    Jsep.literals = {};
    return Jsep;
  }
  // ==================== END CONFIG ============================

  /**
   * @returns {string}
   */
  get char() {
    return this.expr.charAt(this.index);
  }

  /**
   * @returns {number}
   */
  get code() {
    return this.expr.charCodeAt(this.index);
  }
  /**
   * @param {string} expr a string with the passed in express
   * @returns Jsep
   */
  constructor(expr) {
    // `index` stores the character number we are currently at
    // All of the gobbles below will modify `index` as we move along
    this.expr = expr;
    this.index = 0;
  }

  /**
   * static top-level parser
   * @returns {jsep.Expression}
   */
  static parse(expr) {
    return new Jsep(expr).parse();
  }

  /**
   * Get the longest key length of any object
   * @param {object} obj
   * @returns {number}
   */
  static getMaxKeyLen(obj) {
    return Math.max(0, ...Object.keys(obj).map(k => k.length));
  }

  /**
   * `ch` is a character code in the next three functions
   * @param {number} ch
   * @returns {boolean}
   */
  static isDecimalDigit(ch) {
    return ch >= 48 && ch <= 57; // 0...9
  }

  /**
   * Returns the precedence of a binary operator or `0` if it isn't a binary operator. Can be float.
   * @param {string} op_val
   * @returns {number}
   */
  static binaryPrecedence(op_val) {
    return Jsep.binary_ops[op_val] || 0;
  }

  /**
   * Looks for start of identifier
   * @param {number} ch
   * @returns {boolean}
   */
  static isIdentifierStart(ch) {
    return ch >= 65 && ch <= 90 ||
    // A...Z
    ch >= 97 && ch <= 122 ||
    // a...z
    ch >= 128 && !Jsep.binary_ops[String.fromCharCode(ch)] ||
    // any non-ASCII that is not an operator
    Jsep.additional_identifier_chars.has(String.fromCharCode(ch)); // additional characters
  }

  /**
   * @param {number} ch
   * @returns {boolean}
   */
  static isIdentifierPart(ch) {
    return Jsep.isIdentifierStart(ch) || Jsep.isDecimalDigit(ch);
  }

  /**
   * throw error at index of the expression
   * @param {string} message
   * @throws
   */
  throwError(message) {
    const error = new Error(message + ' at character ' + this.index);
    error.index = this.index;
    error.description = message;
    throw error;
  }

  /**
   * Run a given hook
   * @param {string} name
   * @param {jsep.Expression|false} [node]
   * @returns {?jsep.Expression}
   */
  runHook(name, node) {
    if (Jsep.hooks[name]) {
      const env = {
        context: this,
        node
      };
      Jsep.hooks.run(name, env);
      return env.node;
    }
    return node;
  }

  /**
   * Runs a given hook until one returns a node
   * @param {string} name
   * @returns {?jsep.Expression}
   */
  searchHook(name) {
    if (Jsep.hooks[name]) {
      const env = {
        context: this
      };
      Jsep.hooks[name].find(function (callback) {
        callback.call(env.context, env);
        return env.node;
      });
      return env.node;
    }
  }

  /**
   * Push `index` up to the next non-space character
   */
  gobbleSpaces() {
    let ch = this.code;
    // Whitespace
    while (ch === Jsep.SPACE_CODE || ch === Jsep.TAB_CODE || ch === Jsep.LF_CODE || ch === Jsep.CR_CODE) {
      ch = this.expr.charCodeAt(++this.index);
    }
    this.runHook('gobble-spaces');
  }

  /**
   * Top-level method to parse all expressions and returns compound or single node
   * @returns {jsep.Expression}
   */
  parse() {
    this.runHook('before-all');
    const nodes = this.gobbleExpressions();

    // If there's only one expression just try returning the expression
    const node = nodes.length === 1 ? nodes[0] : {
      type: Jsep.COMPOUND,
      body: nodes
    };
    return this.runHook('after-all', node);
  }

  /**
   * top-level parser (but can be reused within as well)
   * @param {number} [untilICode]
   * @returns {jsep.Expression[]}
   */
  gobbleExpressions(untilICode) {
    let nodes = [],
      ch_i,
      node;
    while (this.index < this.expr.length) {
      ch_i = this.code;

      // Expressions can be separated by semicolons, commas, or just inferred without any
      // separators
      if (ch_i === Jsep.SEMCOL_CODE || ch_i === Jsep.COMMA_CODE) {
        this.index++; // ignore separators
      } else {
        // Try to gobble each expression individually
        if (node = this.gobbleExpression()) {
          nodes.push(node);
          // If we weren't able to find a binary expression and are out of room, then
          // the expression passed in probably has too much
        } else if (this.index < this.expr.length) {
          if (ch_i === untilICode) {
            break;
          }
          this.throwError('Unexpected "' + this.char + '"');
        }
      }
    }
    return nodes;
  }

  /**
   * The main parsing function.
   * @returns {?jsep.Expression}
   */
  gobbleExpression() {
    const node = this.searchHook('gobble-expression') || this.gobbleBinaryExpression();
    this.gobbleSpaces();
    return this.runHook('after-expression', node);
  }

  /**
   * Search for the operation portion of the string (e.g. `+`, `===`)
   * Start by taking the longest possible binary operations (3 characters: `===`, `!==`, `>>>`)
   * and move down from 3 to 2 to 1 character until a matching binary operation is found
   * then, return that binary operation
   * @returns {string|boolean}
   */
  gobbleBinaryOp() {
    this.gobbleSpaces();
    let to_check = this.expr.substr(this.index, Jsep.max_binop_len);
    let tc_len = to_check.length;
    while (tc_len > 0) {
      // Don't accept a binary op when it is an identifier.
      // Binary ops that start with a identifier-valid character must be followed
      // by a non identifier-part valid character
      if (Jsep.binary_ops.hasOwnProperty(to_check) && (!Jsep.isIdentifierStart(this.code) || this.index + to_check.length < this.expr.length && !Jsep.isIdentifierPart(this.expr.charCodeAt(this.index + to_check.length)))) {
        this.index += tc_len;
        return to_check;
      }
      to_check = to_check.substr(0, --tc_len);
    }
    return false;
  }

  /**
   * This function is responsible for gobbling an individual expression,
   * e.g. `1`, `1+2`, `a+(b*2)-Math.sqrt(2)`
   * @returns {?jsep.BinaryExpression}
   */
  gobbleBinaryExpression() {
    let node, biop, prec, stack, biop_info, left, right, i, cur_biop;

    // First, try to get the leftmost thing
    // Then, check to see if there's a binary operator operating on that leftmost thing
    // Don't gobbleBinaryOp without a left-hand-side
    left = this.gobbleToken();
    if (!left) {
      return left;
    }
    biop = this.gobbleBinaryOp();

    // If there wasn't a binary operator, just return the leftmost node
    if (!biop) {
      return left;
    }

    // Otherwise, we need to start a stack to properly place the binary operations in their
    // precedence structure
    biop_info = {
      value: biop,
      prec: Jsep.binaryPrecedence(biop),
      right_a: Jsep.right_associative.has(biop)
    };
    right = this.gobbleToken();
    if (!right) {
      this.throwError("Expected expression after " + biop);
    }
    stack = [left, biop_info, right];

    // Properly deal with precedence using [recursive descent](http://www.engr.mun.ca/~theo/Misc/exp_parsing.htm)
    while (biop = this.gobbleBinaryOp()) {
      prec = Jsep.binaryPrecedence(biop);
      if (prec === 0) {
        this.index -= biop.length;
        break;
      }
      biop_info = {
        value: biop,
        prec,
        right_a: Jsep.right_associative.has(biop)
      };
      cur_biop = biop;

      // Reduce: make a binary expression from the three topmost entries.
      const comparePrev = prev => biop_info.right_a && prev.right_a ? prec > prev.prec : prec <= prev.prec;
      while (stack.length > 2 && comparePrev(stack[stack.length - 2])) {
        right = stack.pop();
        biop = stack.pop().value;
        left = stack.pop();
        node = {
          type: Jsep.BINARY_EXP,
          operator: biop,
          left,
          right
        };
        stack.push(node);
      }
      node = this.gobbleToken();
      if (!node) {
        this.throwError("Expected expression after " + cur_biop);
      }
      stack.push(biop_info, node);
    }
    i = stack.length - 1;
    node = stack[i];
    while (i > 1) {
      node = {
        type: Jsep.BINARY_EXP,
        operator: stack[i - 1].value,
        left: stack[i - 2],
        right: node
      };
      i -= 2;
    }
    return node;
  }

  /**
   * An individual part of a binary expression:
   * e.g. `foo.bar(baz)`, `1`, `"abc"`, `(a % 2)` (because it's in parenthesis)
   * @returns {boolean|jsep.Expression}
   */
  gobbleToken() {
    let ch, to_check, tc_len, node;
    this.gobbleSpaces();
    node = this.searchHook('gobble-token');
    if (node) {
      return this.runHook('after-token', node);
    }
    ch = this.code;
    if (Jsep.isDecimalDigit(ch) || ch === Jsep.PERIOD_CODE) {
      // Char code 46 is a dot `.` which can start off a numeric literal
      return this.gobbleNumericLiteral();
    }
    if (ch === Jsep.SQUOTE_CODE || ch === Jsep.DQUOTE_CODE) {
      // Single or double quotes
      node = this.gobbleStringLiteral();
    } else if (ch === Jsep.OBRACK_CODE) {
      node = this.gobbleArray();
    } else {
      to_check = this.expr.substr(this.index, Jsep.max_unop_len);
      tc_len = to_check.length;
      while (tc_len > 0) {
        // Don't accept an unary op when it is an identifier.
        // Unary ops that start with a identifier-valid character must be followed
        // by a non identifier-part valid character
        if (Jsep.unary_ops.hasOwnProperty(to_check) && (!Jsep.isIdentifierStart(this.code) || this.index + to_check.length < this.expr.length && !Jsep.isIdentifierPart(this.expr.charCodeAt(this.index + to_check.length)))) {
          this.index += tc_len;
          const argument = this.gobbleToken();
          if (!argument) {
            this.throwError('missing unaryOp argument');
          }
          return this.runHook('after-token', {
            type: Jsep.UNARY_EXP,
            operator: to_check,
            argument,
            prefix: true
          });
        }
        to_check = to_check.substr(0, --tc_len);
      }
      if (Jsep.isIdentifierStart(ch)) {
        node = this.gobbleIdentifier();
        if (Jsep.literals.hasOwnProperty(node.name)) {
          node = {
            type: Jsep.LITERAL,
            value: Jsep.literals[node.name],
            raw: node.name
          };
        } else if (node.name === Jsep.this_str) {
          node = {
            type: Jsep.THIS_EXP
          };
        }
      } else if (ch === Jsep.OPAREN_CODE) {
        // open parenthesis
        node = this.gobbleGroup();
      }
    }
    if (!node) {
      return this.runHook('after-token', false);
    }
    node = this.gobbleTokenProperty(node);
    return this.runHook('after-token', node);
  }

  /**
   * Gobble properties of of identifiers/strings/arrays/groups.
   * e.g. `foo`, `bar.baz`, `foo['bar'].baz`
   * It also gobbles function calls:
   * e.g. `Math.acos(obj.angle)`
   * @param {jsep.Expression} node
   * @returns {jsep.Expression}
   */
  gobbleTokenProperty(node) {
    this.gobbleSpaces();
    let ch = this.code;
    while (ch === Jsep.PERIOD_CODE || ch === Jsep.OBRACK_CODE || ch === Jsep.OPAREN_CODE || ch === Jsep.QUMARK_CODE) {
      let optional;
      if (ch === Jsep.QUMARK_CODE) {
        if (this.expr.charCodeAt(this.index + 1) !== Jsep.PERIOD_CODE) {
          break;
        }
        optional = true;
        this.index += 2;
        this.gobbleSpaces();
        ch = this.code;
      }
      this.index++;
      if (ch === Jsep.OBRACK_CODE) {
        node = {
          type: Jsep.MEMBER_EXP,
          computed: true,
          object: node,
          property: this.gobbleExpression()
        };
        if (!node.property) {
          this.throwError('Unexpected "' + this.char + '"');
        }
        this.gobbleSpaces();
        ch = this.code;
        if (ch !== Jsep.CBRACK_CODE) {
          this.throwError('Unclosed [');
        }
        this.index++;
      } else if (ch === Jsep.OPAREN_CODE) {
        // A function call is being made; gobble all the arguments
        node = {
          type: Jsep.CALL_EXP,
          'arguments': this.gobbleArguments(Jsep.CPAREN_CODE),
          callee: node
        };
      } else if (ch === Jsep.PERIOD_CODE || optional) {
        if (optional) {
          this.index--;
        }
        this.gobbleSpaces();
        node = {
          type: Jsep.MEMBER_EXP,
          computed: false,
          object: node,
          property: this.gobbleIdentifier()
        };
      }
      if (optional) {
        node.optional = true;
      } // else leave undefined for compatibility with esprima

      this.gobbleSpaces();
      ch = this.code;
    }
    return node;
  }

  /**
   * Parse simple numeric literals: `12`, `3.4`, `.5`. Do this by using a string to
   * keep track of everything in the numeric literal and then calling `parseFloat` on that string
   * @returns {jsep.Literal}
   */
  gobbleNumericLiteral() {
    let number = '',
      ch,
      chCode;
    while (Jsep.isDecimalDigit(this.code)) {
      number += this.expr.charAt(this.index++);
    }
    if (this.code === Jsep.PERIOD_CODE) {
      // can start with a decimal marker
      number += this.expr.charAt(this.index++);
      while (Jsep.isDecimalDigit(this.code)) {
        number += this.expr.charAt(this.index++);
      }
    }
    ch = this.char;
    if (ch === 'e' || ch === 'E') {
      // exponent marker
      number += this.expr.charAt(this.index++);
      ch = this.char;
      if (ch === '+' || ch === '-') {
        // exponent sign
        number += this.expr.charAt(this.index++);
      }
      while (Jsep.isDecimalDigit(this.code)) {
        // exponent itself
        number += this.expr.charAt(this.index++);
      }
      if (!Jsep.isDecimalDigit(this.expr.charCodeAt(this.index - 1))) {
        this.throwError('Expected exponent (' + number + this.char + ')');
      }
    }
    chCode = this.code;

    // Check to make sure this isn't a variable name that start with a number (123abc)
    if (Jsep.isIdentifierStart(chCode)) {
      this.throwError('Variable names cannot start with a number (' + number + this.char + ')');
    } else if (chCode === Jsep.PERIOD_CODE || number.length === 1 && number.charCodeAt(0) === Jsep.PERIOD_CODE) {
      this.throwError('Unexpected period');
    }
    return {
      type: Jsep.LITERAL,
      value: parseFloat(number),
      raw: number
    };
  }

  /**
   * Parses a string literal, staring with single or double quotes with basic support for escape codes
   * e.g. `"hello world"`, `'this is\nJSEP'`
   * @returns {jsep.Literal}
   */
  gobbleStringLiteral() {
    let str = '';
    const startIndex = this.index;
    const quote = this.expr.charAt(this.index++);
    let closed = false;
    while (this.index < this.expr.length) {
      let ch = this.expr.charAt(this.index++);
      if (ch === quote) {
        closed = true;
        break;
      } else if (ch === '\\') {
        // Check for all of the common escape codes
        ch = this.expr.charAt(this.index++);
        switch (ch) {
          case 'n':
            str += '\n';
            break;
          case 'r':
            str += '\r';
            break;
          case 't':
            str += '\t';
            break;
          case 'b':
            str += '\b';
            break;
          case 'f':
            str += '\f';
            break;
          case 'v':
            str += '\x0B';
            break;
          default:
            str += ch;
        }
      } else {
        str += ch;
      }
    }
    if (!closed) {
      this.throwError('Unclosed quote after "' + str + '"');
    }
    return {
      type: Jsep.LITERAL,
      value: str,
      raw: this.expr.substring(startIndex, this.index)
    };
  }

  /**
   * Gobbles only identifiers
   * e.g.: `foo`, `_value`, `$x1`
   * Also, this function checks if that identifier is a literal:
   * (e.g. `true`, `false`, `null`) or `this`
   * @returns {jsep.Identifier}
   */
  gobbleIdentifier() {
    let ch = this.code,
      start = this.index;
    if (Jsep.isIdentifierStart(ch)) {
      this.index++;
    } else {
      this.throwError('Unexpected ' + this.char);
    }
    while (this.index < this.expr.length) {
      ch = this.code;
      if (Jsep.isIdentifierPart(ch)) {
        this.index++;
      } else {
        break;
      }
    }
    return {
      type: Jsep.IDENTIFIER,
      name: this.expr.slice(start, this.index)
    };
  }

  /**
   * Gobbles a list of arguments within the context of a function call
   * or array literal. This function also assumes that the opening character
   * `(` or `[` has already been gobbled, and gobbles expressions and commas
   * until the terminator character `)` or `]` is encountered.
   * e.g. `foo(bar, baz)`, `my_func()`, or `[bar, baz]`
   * @param {number} termination
   * @returns {jsep.Expression[]}
   */
  gobbleArguments(termination) {
    const args = [];
    let closed = false;
    let separator_count = 0;
    while (this.index < this.expr.length) {
      this.gobbleSpaces();
      let ch_i = this.code;
      if (ch_i === termination) {
        // done parsing
        closed = true;
        this.index++;
        if (termination === Jsep.CPAREN_CODE && separator_count && separator_count >= args.length) {
          this.throwError('Unexpected token ' + String.fromCharCode(termination));
        }
        break;
      } else if (ch_i === Jsep.COMMA_CODE) {
        // between expressions
        this.index++;
        separator_count++;
        if (separator_count !== args.length) {
          // missing argument
          if (termination === Jsep.CPAREN_CODE) {
            this.throwError('Unexpected token ,');
          } else if (termination === Jsep.CBRACK_CODE) {
            for (let arg = args.length; arg < separator_count; arg++) {
              args.push(null);
            }
          }
        }
      } else if (args.length !== separator_count && separator_count !== 0) {
        // NOTE: `&& separator_count !== 0` allows for either all commas, or all spaces as arguments
        this.throwError('Expected comma');
      } else {
        const node = this.gobbleExpression();
        if (!node || node.type === Jsep.COMPOUND) {
          this.throwError('Expected comma');
        }
        args.push(node);
      }
    }
    if (!closed) {
      this.throwError('Expected ' + String.fromCharCode(termination));
    }
    return args;
  }

  /**
   * Responsible for parsing a group of things within parentheses `()`
   * that have no identifier in front (so not a function call)
   * This function assumes that it needs to gobble the opening parenthesis
   * and then tries to gobble everything within that parenthesis, assuming
   * that the next thing it should see is the close parenthesis. If not,
   * then the expression probably doesn't have a `)`
   * @returns {boolean|jsep.Expression}
   */
  gobbleGroup() {
    this.index++;
    let nodes = this.gobbleExpressions(Jsep.CPAREN_CODE);
    if (this.code === Jsep.CPAREN_CODE) {
      this.index++;
      if (nodes.length === 1) {
        return nodes[0];
      } else if (!nodes.length) {
        return false;
      } else {
        return {
          type: Jsep.SEQUENCE_EXP,
          expressions: nodes
        };
      }
    } else {
      this.throwError('Unclosed (');
    }
  }

  /**
   * Responsible for parsing Array literals `[1, 2, 3]`
   * This function assumes that it needs to gobble the opening bracket
   * and then tries to gobble the expressions as arguments.
   * @returns {jsep.ArrayExpression}
   */
  gobbleArray() {
    this.index++;
    return {
      type: Jsep.ARRAY_EXP,
      elements: this.gobbleArguments(Jsep.CBRACK_CODE)
    };
  }
}

// Static fields:
const hooks = new Hooks();
Object.assign(Jsep, {
  hooks,
  plugins: new Plugins(Jsep),
  // Node Types
  // ----------
  // This is the full set of types that any JSEP node can be.
  // Store them here to save space when minified
  COMPOUND: 'Compound',
  SEQUENCE_EXP: 'SequenceExpression',
  IDENTIFIER: 'Identifier',
  MEMBER_EXP: 'MemberExpression',
  LITERAL: 'Literal',
  THIS_EXP: 'ThisExpression',
  CALL_EXP: 'CallExpression',
  UNARY_EXP: 'UnaryExpression',
  BINARY_EXP: 'BinaryExpression',
  ARRAY_EXP: 'ArrayExpression',
  TAB_CODE: 9,
  LF_CODE: 10,
  CR_CODE: 13,
  SPACE_CODE: 32,
  PERIOD_CODE: 46,
  // '.'
  COMMA_CODE: 44,
  // ','
  SQUOTE_CODE: 39,
  // single quote
  DQUOTE_CODE: 34,
  // double quotes
  OPAREN_CODE: 40,
  // (
  CPAREN_CODE: 41,
  // )
  OBRACK_CODE: 91,
  // [
  CBRACK_CODE: 93,
  // ]
  QUMARK_CODE: 63,
  // ?
  SEMCOL_CODE: 59,
  // ;
  COLON_CODE: 58,
  // :

  // Operations
  // ----------
  // Use a quickly-accessible map to store all of the unary operators
  // Values are set to `1` (it really doesn't matter)
  unary_ops: {
    '-': 1,
    '!': 1,
    '~': 1,
    '+': 1
  },
  // Also use a map for the binary operations but set their values to their
  // binary precedence for quick reference (higher number = higher precedence)
  // see [Order of operations](https://developer.mozilla.org/en-US/docs/Web/JavaScript/Reference/Operators/Operator_Precedence)
  binary_ops: {
    '||': 1,
    '??': 1,
    '&&': 2,
    '|': 3,
    '^': 4,
    '&': 5,
    '==': 6,
    '!=': 6,
    '===': 6,
    '!==': 6,
    '<': 7,
    '>': 7,
    '<=': 7,
    '>=': 7,
    '<<': 8,
    '>>': 8,
    '>>>': 8,
    '+': 9,
    '-': 9,
    '*': 10,
    '/': 10,
    '%': 10,
    '**': 11
  },
  // sets specific binary_ops as right-associative
  right_associative: new Set(['**']),
  // Additional valid identifier chars, apart from a-z, A-Z and 0-9 (except on the starting char)
  additional_identifier_chars: new Set(['$', '_']),
  // Literals
  // ----------
  // Store the values to return for the various literals we may encounter
  literals: {
    'true': true,
    'false': false,
    'null': null
  },
  // Except for `this`, which is special. This could be changed to something like `'self'` as well
  this_str: 'this'
});
Jsep.max_unop_len = Jsep.getMaxKeyLen(Jsep.unary_ops);
Jsep.max_binop_len = Jsep.getMaxKeyLen(Jsep.binary_ops);

// Backward Compatibility:
const jsep = expr => new Jsep(expr).parse();
const stdClassProps = Object.getOwnPropertyNames(class Test {});
Object.getOwnPropertyNames(Jsep).filter(prop => !stdClassProps.includes(prop) && jsep[prop] === undefined).forEach(m => {
  jsep[m] = Jsep[m];
});
jsep.Jsep = Jsep; // allows for const { Jsep } = require('jsep');

const CONDITIONAL_EXP = 'ConditionalExpression';
var ternary = {
  name: 'ternary',
  init(jsep) {
    // Ternary expression: test ? consequent : alternate
    jsep.hooks.add('after-expression', function gobbleTernary(env) {
      if (env.node && this.code === jsep.QUMARK_CODE) {
        this.index++;
        const test = env.node;
        const consequent = this.gobbleExpression();
        if (!consequent) {
          this.throwError('Expected expression');
        }
        this.gobbleSpaces();
        if (this.code === jsep.COLON_CODE) {
          this.index++;
          const alternate = this.gobbleExpression();
          if (!alternate) {
            this.throwError('Expected expression');
          }
          env.node = {
            type: CONDITIONAL_EXP,
            test,
            consequent,
            alternate
          };

          // check for operators of higher priority than ternary (i.e. assignment)
          // jsep sets || at 1, and assignment at 0.9, and conditional should be between them
          if (test.operator && jsep.binary_ops[test.operator] <= 0.9) {
            let newTest = test;
            while (newTest.right.operator && jsep.binary_ops[newTest.right.operator] <= 0.9) {
              newTest = newTest.right;
            }
            env.node.test = newTest.right;
            newTest.right = env.node;
            env.node = test;
          }
        } else {
          this.throwError('Expected :');
        }
      }
    });
  }
};

// Add default plugins:

jsep.plugins.register(ternary);

const FSLASH_CODE = 47; // '/'
const BSLASH_CODE = 92; // '\\'

var index = {
  name: 'regex',
  init(jsep) {
    // Regex literal: /abc123/ig
    jsep.hooks.add('gobble-token', function gobbleRegexLiteral(env) {
      if (this.code === FSLASH_CODE) {
        const patternIndex = ++this.index;
        let inCharSet = false;
        while (this.index < this.expr.length) {
          if (this.code === FSLASH_CODE && !inCharSet) {
            const pattern = this.expr.slice(patternIndex, this.index);
            let flags = '';
            while (++this.index < this.expr.length) {
              const code = this.code;
              if (code >= 97 && code <= 122 // a...z
              || code >= 65 && code <= 90 // A...Z
              || code >= 48 && code <= 57) {
                // 0-9
                flags += this.char;
              } else {
                break;
              }
            }
            let value;
            try {
              value = new RegExp(pattern, flags);
            } catch (e) {
              this.throwError(e.message);
            }
            env.node = {
              type: jsep.LITERAL,
              value,
              raw: this.expr.slice(patternIndex - 1, this.index)
            };

            // allow . [] and () after regex: /regex/.test(a)
            env.node = this.gobbleTokenProperty(env.node);
            return env.node;
          }
          if (this.code === jsep.OBRACK_CODE) {
            inCharSet = true;
          } else if (inCharSet && this.code === jsep.CBRACK_CODE) {
            inCharSet = false;
          }
          this.index += this.code === BSLASH_CODE ? 2 : 1;
        }
        this.throwError('Unclosed Regex');
      }
    });
  }
};

const PLUS_CODE = 43; // +
const MINUS_CODE = 45; // -

const plugin = {
  name: 'assignment',
  assignmentOperators: new Set(['=', '*=', '**=', '/=', '%=', '+=', '-=', '<<=', '>>=', '>>>=', '&=', '^=', '|=', '||=', '&&=', '??=']),
  updateOperators: [PLUS_CODE, MINUS_CODE],
  assignmentPrecedence: 0.9,
  init(jsep) {
    const updateNodeTypes = [jsep.IDENTIFIER, jsep.MEMBER_EXP];
    plugin.assignmentOperators.forEach(op => jsep.addBinaryOp(op, plugin.assignmentPrecedence, true));
    jsep.hooks.add('gobble-token', function gobbleUpdatePrefix(env) {
      const code = this.code;
      if (plugin.updateOperators.some(c => c === code && c === this.expr.charCodeAt(this.index + 1))) {
        this.index += 2;
        env.node = {
          type: 'UpdateExpression',
          operator: code === PLUS_CODE ? '++' : '--',
          argument: this.gobbleTokenProperty(this.gobbleIdentifier()),
          prefix: true
        };
        if (!env.node.argument || !updateNodeTypes.includes(env.node.argument.type)) {
          this.throwError(`Unexpected ${env.node.operator}`);
        }
      }
    });
    jsep.hooks.add('after-token', function gobbleUpdatePostfix(env) {
      if (env.node) {
        const code = this.code;
        if (plugin.updateOperators.some(c => c === code && c === this.expr.charCodeAt(this.index + 1))) {
          if (!updateNodeTypes.includes(env.node.type)) {
            this.throwError(`Unexpected ${env.node.operator}`);
          }
          this.index += 2;
          env.node = {
            type: 'UpdateExpression',
            operator: code === PLUS_CODE ? '++' : '--',
            argument: env.node,
            prefix: false
          };
        }
      }
    });
    jsep.hooks.add('after-expression', function gobbleAssignment(env) {
      if (env.node) {
        // Note: Binaries can be chained in a single expression to respect
        // operator precedence (i.e. a = b = 1 + 2 + 3)
        // Update all binary assignment nodes in the tree
        updateBinariesToAssignments(env.node);
      }
    });
    function updateBinariesToAssignments(node) {
      if (plugin.assignmentOperators.has(node.operator)) {
        node.type = 'AssignmentExpression';
        updateBinariesToAssignments(node.left);
        updateBinariesToAssignments(node.right);
      } else if (!node.operator) {
        Object.values(node).forEach(val => {
          if (val && typeof val === 'object') {
            updateBinariesToAssignments(val);
          }
        });
      }
    }
  }
};

/* eslint-disable unicorn/no-top-level-side-effects -- Temporary? */
/* eslint-disable no-bitwise -- Convenient */

/**
 * @import {EvaluatedResult, UnknownResult} from './jsonpath.js';
 */

/**
 * @typedef {any} AssignmentExpression
 */

/**
 * @typedef {any} Substitution
 */

/**
 * @typedef {any} AnyParameter
 */

/**
 * @typedef {Record<string, Substitution>} Substitutions
 */

// register plugins
jsep.plugins.register(index, plugin);
jsep.addUnaryOp('typeof');
jsep.addUnaryOp('void');
jsep.addLiteral('null', null);
jsep.addLiteral('undefined', undefined);
const BLOCKED_PROTO_PROPERTIES = new Set(['constructor', '__proto__', '__defineGetter__', '__defineSetter__', '__lookupGetter__', '__lookupSetter__']);

// Every function-constructor variant, along with the invocation helpers which
//   could otherwise reach them indirectly, e.g., `Function.call(0, 'code')()`,
//   plus whichever BLOCKED_PROTO_PROPERTIES names resolve to an own method on
//   Object.prototype (e.g. `__defineGetter__`) - an own-property access on a
//   shared prototype (`@.prototype.__defineGetter__`) bypasses the
//   inherited-only name check below, so those methods need blocking by value.
/** @type {WeakSet<object>} */
const BLOCKED_FUNCTIONS = new WeakSet([Function,
// eslint-disable-next-line no-empty-function -- Only need the constructor
function* () {}.constructor,
// eslint-disable-next-line no-empty-function -- Only need the constructor
async function () {}.constructor,
// eslint-disable-next-line no-empty-function -- Only need the constructor
async function* () {}.constructor, Function.prototype.call, Function.prototype.apply, Function.prototype.bind, Reflect.apply, Reflect.construct, ...[...BLOCKED_PROTO_PROPERTIES].map(name => Reflect.get(Object.prototype, name)).filter(value => typeof value === 'function')]);

/**
 * @param {UnknownResult} value
 * @returns {boolean}
 */
const isBlockedFunction = value => {
  return typeof value === 'function' && BLOCKED_FUNCTIONS.has(value);
};

/**
 * Guarded `obj[prop]`, applying the same restrictions as a MemberExpression.
 * @param {UnknownResult} obj
 * @param {string} prop
 * @returns {UnknownResult}
 */
const getSafeProperty = (obj, prop) => {
  if (obj === undefined || obj === null) {
    throw new TypeError(`Cannot read properties of ${obj} (reading '${prop}')`);
  }
  if (!Object.hasOwn(obj, prop) && BLOCKED_PROTO_PROPERTIES.has(prop)) {
    throw new TypeError(`Cannot read properties of ${obj} (reading '${prop}')`);
  }
  const result = /** @type {Record<string, UnknownResult>} */obj[prop];
  if (isBlockedFunction(result)) {
    throw new TypeError('Function constructor is disabled');
  }
  return result;
};

/**
 * @typedef {Record<
 *   string,
 *   (a: AnyParameter, b: AnyParameter) => UnknownResult
 * >} OperatorTable
 */

// eslint-disable-next-line @stylistic/max-len -- Long
const BINOPS = Object.assign(Object.create(null), /** @type {OperatorTable} */{
  '||': (a, b) => a || b(),
  '??': (a, b) => a ?? b(),
  '&&': (a, b) => a && b(),
  '|': (a, b) => a | b(),
  '^': (a, b) => a ^ b(),
  '&': (a, b) => a & b(),
  // eslint-disable-next-line eqeqeq -- API
  '==': (a, b) => a == b(),
  // eslint-disable-next-line eqeqeq -- API
  '!=': (a, b) => a != b(),
  '===': (a, b) => a === b(),
  '!==': (a, b) => a !== b(),
  '<': (a, b) => a < b(),
  '>': (a, b) => a > b(),
  '<=': (a, b) => a <= b(),
  '>=': (a, b) => a >= b(),
  '<<': (a, b) => a << b(),
  '>>': (a, b) => a >> b(),
  '>>>': (a, b) => a >>> b(),
  '+': (a, b) => a + b(),
  '-': (a, b) => a - b(),
  '*': (a, b) => a * b(),
  '/': (a, b) => a / b(),
  '%': (a, b) => a % b(),
  '**': (a, b) => a ** b()
});

/**
 * @typedef {{
 *   [key: string]: (a: AnyParameter) => UnknownResult
 * }} UnaryOperatorTable
 */

// eslint-disable-next-line @stylistic/max-len -- Long
const UNOPS = Object.assign(Object.create(null), /** @type {UnaryOperatorTable} */{
  '-': a => -(/** @type {EvaluatedResult} */a),
  '!': a => !a,
  '~': a => ~(/** @type {EvaluatedResult} */a),
  // eslint-disable-next-line no-implicit-coercion -- API
  '+': a => +(/** @type {EvaluatedResult} */a),
  typeof: a => typeof a,
  void: () => undefined
});
const SafeEval = {
  /**
   * @param {jsep.Expression} ast
   * @param {Substitutions} subs
   * @returns {UnknownResult}
   */
  evalAst(ast, subs) {
    switch (ast.type) {
      case 'BinaryExpression':
      case 'LogicalExpression':
        return SafeEval.evalBinaryExpression(/** @type {jsep.BinaryExpression} */ast, subs);
      case 'Compound':
        return SafeEval.evalCompound(/** @type {jsep.Compound} */ast, subs);
      case 'ConditionalExpression':
        return SafeEval.evalConditionalExpression(/** @type {jsep.ConditionalExpression} */ast, subs);
      case 'Identifier':
        return SafeEval.evalIdentifier(/** @type {jsep.Identifier} */ast, subs);
      case 'Literal':
        return SafeEval.evalLiteral(/** @type {jsep.Literal} */ast);
      case 'MemberExpression':
        return SafeEval.evalMemberExpression(/** @type {jsep.MemberExpression} */ast, subs);
      case 'UnaryExpression':
        return SafeEval.evalUnaryExpression(/** @type {jsep.UnaryExpression} */ast, subs);
      case 'ArrayExpression':
        return SafeEval.evalArrayExpression(/** @type {jsep.ArrayExpression} */ast, subs);
      case 'CallExpression':
        return SafeEval.evalCallExpression(/** @type {jsep.CallExpression} */ast, subs);
      case 'AssignmentExpression':
        return SafeEval.evalAssignmentExpression(/** @type {AssignmentExpression} */ast, subs);
      default:
        throw new SyntaxError('Unexpected expression', {
          cause: ast
        });
    }
  },
  /**
   * @param {jsep.BinaryExpression} ast
   * @param {Substitutions} subs
   * @returns {UnknownResult}
   */
  evalBinaryExpression(ast, subs) {
    /* c8 ignore next 3 -- Defensive guard for malformed ASTs */
    if (!Object.hasOwn(BINOPS, ast.operator)) {
      throw new SyntaxError(`Unknown binary operator: ${ast.operator}`);
    }
    const result = BINOPS[ast.operator](SafeEval.evalAst(ast.left, subs), () => SafeEval.evalAst(ast.right, subs));
    return result;
  },
  /**
   * @param {jsep.Compound} ast
   * @param {Substitutions} subs
   * @returns {UnknownResult}
   */
  evalCompound(ast, subs) {
    let last;
    for (let i = 0; i < ast.body.length; i++) {
      if (ast.body[i].type === 'Identifier' && ['var', 'let', 'const'].includes(/** @type {jsep.Identifier} */
      ast.body[i].name) && Object.hasOwn(ast.body, i + 1) && ast.body[i + 1].type === 'AssignmentExpression') {
        // var x=2; is detected as
        // [{Identifier var}, {AssignmentExpression x=2}]
        i += 1;
      }
      const expr = ast.body[i];
      last = SafeEval.evalAst(expr, subs);
    }
    return last;
  },
  /**
   * @param {jsep.ConditionalExpression} ast
   * @param {Substitutions} subs
   * @returns {UnknownResult}
   */
  evalConditionalExpression(ast, subs) {
    return SafeEval.evalAst(ast.test, subs) ? SafeEval.evalAst(ast.consequent, subs) : SafeEval.evalAst(ast.alternate, subs);
  },
  /**
   * @param {jsep.Identifier} ast
   * @param {Substitutions} subs
   * @returns {UnknownResult}
   */
  evalIdentifier(ast, subs) {
    if (Object.hasOwn(subs, ast.name)) {
      return subs[ast.name];
    }
    throw new ReferenceError(`${ast.name} is not defined`);
  },
  /**
   * @param {jsep.Literal} ast
   * @returns {UnknownResult}
   */
  evalLiteral(ast) {
    return ast.value;
  },
  /**
   * @param {jsep.MemberExpression} ast
   * @param {Substitutions} subs
   * @returns {UnknownResult}
   */
  evalMemberExpression(ast, subs) {
    const prop = String(
    // NOTE: `String(value)` throws error when
    // value has overwritten the toString method to return non-string
    // i.e. `value = {toString: () => []}`
    ast.computed ? SafeEval.evalAst(ast.property, subs) // `object[property]`
    : ast.property.name // `object.property` property is Identifier
    );
    const obj = SafeEval.evalAst(ast.object, subs);
    const result = getSafeProperty(obj, prop);
    if (typeof result === 'function') {
      return result.bind(obj); // arrow functions aren't affected by bind.
    }
    return result;
  },
  /**
   * @param {jsep.UnaryExpression} ast
   * @param {Substitutions} subs
   * @returns {UnknownResult}
   */
  evalUnaryExpression(ast, subs) {
    /* c8 ignore next 3 -- Defensive guard for malformed ASTs */
    if (!Object.hasOwn(UNOPS, ast.operator)) {
      throw new SyntaxError(`Unknown unary operator: ${ast.operator}`);
    }
    const operand = SafeEval.evalAst(ast.argument, subs);
    return UNOPS[ast.operator](operand);
  },
  /**
   * @param {jsep.ArrayExpression} ast
   * @param {Substitutions} subs
   * @returns {UnknownResult}
   */
  evalArrayExpression(ast, subs) {
    return ast.elements.map(el => SafeEval.evalAst(/** @type {jsep.Expression} */
    el, subs));
  },
  /**
   * @param {jsep.CallExpression} ast
   * @param {Substitutions} subs
   * @returns {UnknownResult}
   */
  evalCallExpression(ast, subs) {
    const args = ast.arguments.map(arg => SafeEval.evalAst(arg, subs));
    const func = SafeEval.evalAst(ast.callee, subs);
    if (isBlockedFunction(func) || args.some(arg => isBlockedFunction(arg))) {
      throw new Error('Function constructor is disabled');
    }
    return (/** @type {(...args: AnyParameter[]) => UnknownResult} */
    func)(...args);
  },
  /**
   * @param {AssignmentExpression} ast
   * @param {Substitutions} subs
   * @returns {UnknownResult}
   */
  evalAssignmentExpression(ast, subs) {
    if (ast.left.type !== 'Identifier') {
      throw new SyntaxError('Invalid left-hand side in assignment');
    }
    const id = /** @type {jsep.Identifier} */ast.left.name;
    const value = SafeEval.evalAst(ast.right, subs);
    subs[id] = value;
    return subs[id];
  }
};

/**
 * A replacement for NodeJS' VM.Script which is also {@link https://developer.mozilla.org/en-US/docs/Web/HTTP/CSP | Content Security Policy} friendly.
 */
class SafeScript {
  /**
   * @param {string} expr Expression to evaluate
   */
  constructor(expr) {
    this.code = expr;
    this.ast = /** @type {unknown} */jsep(this.code);
  }

  /**
   * @param {object} context Object whose items will be added
   *   to evaluation
   * @returns {EvaluatedResult} Result of evaluated code
   */
  runInNewContext(context) {
    // `Object.create(null)` creates a prototypeless object
    const keyMap = Object.assign(Object.create(null), context);
    return SafeEval.evalAst(/** @type {jsep.Expression} */this.ast, keyMap);
  }
}

/**
 * @param {unknown} val
 */
const toStringTag = val => {
  return Object.prototype.toString.call(val).slice(8, -1);
};

/* eslint-disable camelcase -- Convenient for escaping */
/* eslint-disable class-methods-use-this -- Consistent monkey-patching */
/* eslint-disable unicorn/prefer-private-class-fields -- Allow
    monkey-patching */
const scriptCache = new Map();
const pathCache = new Map();

/**
 * @typedef {any} AnyInput
 */

/**
 * @typedef {((...args: any[]) => any)} SandboxCallback
 */

/**
 * @typedef {any|SandboxCallback} SandboxPropertyValue
 */

/**
 * @typedef {(string|number)[]} ExpressionArray
 */

/**
 * @typedef {"scalar"|"boolean"|"string"|"undefined"
 *   |"function"|"integer"|"number"|"nonFinite"|"object"
 *   |"array"|"other"|"null"|"symbol"|"Promise"|"BigInt"
 *   |"jsonReference"} ValueType
 */

/**
 * @typedef {unknown} ParentValue
 */

/**
 * @typedef {unknown} UnknownResult
 */

/**
 * @typedef {string|number|null} ParentProperty
 */

/**
 * @typedef {ReturnObject|string|number|boolean|null|unknown[]
 *   |Record<string, unknown>} PreferredOutput
 */

/**
 * Copies array and then pushes item into it.
 * @param {ExpressionArray} arr Array to copy and into which to push
 * @param {string|number} item Array item to add (to end)
 * @returns {ExpressionArray} Copy of the original array
 */
function push(arr, item) {
  arr = arr.slice();
  arr.push(item);
  return arr;
}
/**
 * Copies array and then unshifts item into it.
 * @param {string|number} item Array item to add (to beginning)
 * @param {ExpressionArray} arr Array to copy and into which to unshift
 * @returns {ExpressionArray} Copy of the original array
 */
function unshift(item, arr) {
  arr = arr.slice();
  arr.unshift(item);
  return arr;
}

/**
 * @typedef {object} ReturnObject
 * @property {ExpressionArray|string} path
 * @property {unknown} value
 * @property {ParentValue} parent
 * @property {ParentProperty} parentProperty
 * @property {boolean} [isParentSelector]
 * @property {boolean} [hasArrExpr]
 * @property {ExpressionArray} [expr]
 * @property {string} [pointer]
 */

/**
 * @callback JSONPathCallback
 * @param {any} preferredOutput Using `any` type instead of `PreferredOutput` so
 *    that user can supply flexible type
 * @param {"value"|"property"} type
 * @param {ReturnObject} fullRetObj
 * @returns {void}
 */

/**
 * @callback OtherTypeCallback
 * @param {unknown} val
 * @param {ExpressionArray} path
 * @param {ParentValue} parent
 * @param {string|number|null} parentPropName
 * @param {string} arg
 * @returns {boolean|null}
 */

/**
 * @typedef {any} ContextItem
 */

/**
 * @typedef {any} EvaluatedResult
 */

/**
 * @callback EvalCallback
 * @param {string} code
 * @param {ContextItem} context
 * @returns {EvaluatedResult}
 */

/**
 * @typedef {new (expr: string) => {
 *   runInNewContext: (context: object) => EvaluatedResult
 * }} ScriptConstructor
 */

/**
 * @typedef {ScriptConstructor} EvalClass
 */

/**
 * @typedef {"value"|"path"|"pointer"|"parent"|"parentProperty"
 *   |"all"} ResultType
 */

/**
 * @typedef {EvalCallback|EvalClass|'safe'|'native'|boolean} EvalValue
 */

/**
 * @typedef {string|string[]} PathType
 */

/**
 * @typedef {{Script: ScriptConstructor}} SafeScriptType
 */

/**
 * @typedef {{Script: ScriptConstructor}} ScriptType
 */

/**
 * @typedef {{
 *   _$_path?: string,
 *   _$_parentProperty?: ParentProperty,
 *   _$_parent?: ParentValue,
 *   _$_property?: string|number,
 *   _$_root?: AnyInput,
 *   _$_v?: unknown,
 *   [key: string]: SandboxPropertyValue
 * }} SandboxType
 */

/**
 * @typedef {object} JSONPathOptions
 * @property {AnyInput} [json]
 * @property {PathType} [path]
 * @property {ResultType} [resultType="value"]
 * @property {boolean} [flatten=false]
 * @property {boolean} [wrap=true]
 * @property {SandboxType} [sandbox={}]
 * @property {EvalValue} [eval='safe']
 * @property {any|null} [parent=null]
 * @property {ParentProperty} [parentProperty=null]
 * @property {JSONPathCallback} [callback]
 * @property {OtherTypeCallback} [otherTypeCallback] Defaults to
 *   function which throws on encountering `@other`
 * @property {Record<string, OtherTypeCallback>} [customTypes] Map of
 *   custom type operator names to their evaluation callbacks
 * @property {boolean} [autostart=true]
 * @property {boolean} [ignoreEvalErrors=false]
 */

/**
 * @overload
 * @param {string} opts JSON path to evaluate
 * @param {AnyInput} [expr] JSON object to evaluate against
 * @param {JSONPathCallback} [obj] Passed 3 arguments: 1) desired
 *     payload per `resultType`, 2) `"value"|"property"`, 3) Full returned
 *     object with all payloads
 * @param {OtherTypeCallback} [callback] If `@other()` is at the
 *   end of one's query, this will be invoked with the value of the item,
 *   its path, its parent, and its parent's property name, and it should
 *   return a boolean indicating whether the supplied value belongs to the
 *   "other" type or not (or it may handle transformations and return
 *   `false`).
 * @param {undefined} [otherTypeCallback]
 * @returns {unknown} The string form always has `autostart` implicitly
 *   `true`, so the result is the evaluated value, not a `JSONPathClass`
 */
/**
 * @overload
 * @param {JSONPathOptions & {autostart: false}} opts An options object
 *   with `autostart` explicitly set to `false` defers evaluation and
 *   returns the `JSONPathClass` instance instead
 * @returns {JSONPathClass}
 */
/**
 * @overload
 * @param {JSONPathOptions} opts If a string, will be treated as
 *   `expr`
 * @returns {unknown}
 */
/**
 * @param {JSONPathOptions|string} opts If a string, will be treated as `expr`
 * @param {string|AnyInput} [expr] JSON path to evaluate
 * @param {AnyInput|JSONPathCallback} [obj] JSON object to evaluate against
 * @param {JSONPathCallback|OtherTypeCallback} [callback] Passed 3
 *     arguments: 1) desired payload per `resultType`,
 *     2) `"value"|"property"`, 3) Full returned object with
 *     all payloads
 * @param {OtherTypeCallback} [otherTypeCallback] If `@other()` is at the end
 *   of one's query, this will be invoked with the value of the item, its
 *   path, its parent, and its parent's property name, and it should return
 *   a boolean indicating whether the supplied value belongs to the "other"
 *   type or not (or it may handle transformations and return `false`).
 * @throws {Error}
 * @returns {unknown|JSONPathClass}
 */
function JSONPath(opts, expr, obj, callback, otherTypeCallback) {
  try {
    if (opts && typeof opts === 'object') {
      return new JSONPathClass(opts);
    }
    return new JSONPathClass(opts, expr, /** @type {JSONPathCallback|undefined} */obj, /** @type {OtherTypeCallback|undefined} */callback, /** @type {undefined} */otherTypeCallback);
  } catch (e) {
    if (new.target) {
      throw e;
    }
    if (e && typeof e === 'object' && 'value' in e) {
      return /** @type {{value: UnknownResult}} */e.value;
    }
    throw e;
  }
}

/**
 *
 */
class JSONPathClass {
  /**
   * @overload
   * @param {string} opts JSON path to evaluate
   * @param {AnyInput} [expr] JSON object to evaluate against
   * @param {JSONPathCallback} [obj] Passed 3 arguments: 1) desired
   *     payload per `resultType`, 2) `"value"|"property"`, 3) Full returned
   *     object with all payloads
   * @param {OtherTypeCallback} [callback] If `@other()` is at the
   *   end of one's query, this will be invoked with the value of the item,
   *   its path, its parent, and its parent's property name, and it should
   *   return a boolean indicating whether the supplied value belongs to the
   *   "other" type or not (or it may handle transformations and return
   *   `false`).
   * @param {undefined} [otherTypeCallback]
   */
  /**
   * @overload
   * @param {JSONPathOptions} opts If a string, will be treated as
   *   `expr`
   */
  /**
   * @param {null|string|JSONPathOptions} opts If a string, will be treated as
   *   `expr`
   * @param {string|AnyInput} [expr] JSON path to evaluate
   * @param {AnyInput|JSONPathCallback} [obj] JSON object to evaluate against
   * @param {JSONPathCallback|OtherTypeCallback} [callback] Passed 3
   *     arguments: 1) desired payload per `resultType`,
   *     2) `"value"|"property"`, 3) Full returned
   *     object with all payloads
   * @param {OtherTypeCallback} [otherTypeCallback] If `@other()` is at the
   *   end of one's query, this will be invoked with the value of the item,
   *   its path, its parent, and its parent's property name, and it should
   *   return a boolean indicating whether the supplied value belongs to the
   *   "other" type or not (or it may handle transformations and return
   *   `false`).
   */
  constructor(opts, expr, obj, callback, otherTypeCallback) {
    if (typeof opts === 'string') {
      otherTypeCallback = /** @type {OtherTypeCallback} */
      callback;
      callback = /** @type {JSONPathCallback} */
      obj;
      obj = expr;
      expr = opts;
      opts = null;
    }
    const optObj = opts && typeof opts === 'object';
    opts ||= /** @type {JSONPathOptions} */{};
    /** @type {ResultType|undefined} */
    this.currResultType = undefined;

    /** @type {EvalValue|undefined} */
    this.currEval = undefined;

    /** @type {OtherTypeCallback|undefined} */
    this.currOtherTypeCallback = undefined;

    /** @type {Record<string, OtherTypeCallback>|undefined} */
    this.currCustomTypes = undefined;

    /** @type {SandboxType|undefined} */
    this.currSandbox = undefined;
    this._hasParentSelector = false;
    this.json = opts.json || obj;
    this.path = opts.path || expr;
    this.resultType = opts.resultType || 'value';
    this.flatten = Object.hasOwn(opts, 'flatten') && opts.flatten;
    this.wrap = !Object.hasOwn(opts, 'wrap') || opts.wrap;
    this.sandbox = opts.sandbox || {};
    this.eval = opts.eval === undefined ? 'safe' : opts.eval;
    this.ignoreEvalErrors = typeof opts.ignoreEvalErrors !== 'undefined' && opts.ignoreEvalErrors;
    this.parent = Object.hasOwn(opts, 'parent') ? opts.parent : null;
    this.parentProperty = Object.hasOwn(opts, 'parentProperty') ? opts.parentProperty : null;
    this.callback = opts.callback || (/** @type {JSONPathCallback} */
    callback) || null;
    this.otherTypeCallback = opts.otherTypeCallback || otherTypeCallback || function () {
      throw new TypeError('You must supply an otherTypeCallback callback option ' + 'with the @other() operator.');
    };
    this.customTypes = opts.customTypes || {};
    if (opts.autostart === false) {
      return;
    }
    const args = /** @type {JSONPathOptions} */{
      path: optObj ? opts.path : expr
    };
    if (!optObj && obj !== undefined) {
      args.json = obj;
    } else if ('json' in opts) {
      args.json = opts.json;
    }
    const ret = this.evaluate(args);
    if (!ret || typeof ret !== 'object') {
      const err = /** @type {Error & {value: UnknownResult}} */
      new Error('JSONPath should not be called with "new" (it ' + 'prevents return of (unwrapped) scalar values)');
      err.value = ret;
      throw err;
    }

    // @ts-expect-error - Constructor returns evaluate result for legacy API
    // eslint-disable-next-line @stylistic/max-len -- Long
    // eslint-disable-next-line consistent-return, no-constructor-return -- Legacy API
    return ret;
  }

  // PUBLIC METHODS

  /**
   * @overload
   * @param {JSONPathOptions} [expr]
   * @returns {ReturnObject|ReturnObject[]|undefined|unknown}
   */

  /**
   * @overload
   * @param {PathType|undefined} [expr]
   * @param {AnyInput} [json]
   * @param {JSONPathCallback|null} [callback]
   * @param {OtherTypeCallback} [otherTypeCallback]
   * @returns {ReturnObject|ReturnObject[]|undefined|unknown}
   */

  /**
   * @param {PathType|JSONPathOptions|undefined} [expr]
   * @param {AnyInput} [json]
   * @param {JSONPathCallback|null} [callback]
   * @param {OtherTypeCallback} [otherTypeCallback]
   * @returns {ReturnObject|ReturnObject[]|undefined|unknown}
   */
  evaluate(expr, json, callback, otherTypeCallback) {
    let currParent = this.parent,
      currParentProperty = this.parentProperty;
    let {
      flatten,
      wrap
    } = this;
    this.currResultType = this.resultType;
    this.currEval = this.eval;
    this.currSandbox = this.sandbox;
    callback ||= this.callback;
    this.currOtherTypeCallback = otherTypeCallback || this.otherTypeCallback;
    this.currCustomTypes = this.customTypes;
    if (expr && typeof expr === 'object' && !Array.isArray(expr)) {
      const exprObj = expr;
      if (!exprObj.path && exprObj.path !== '') {
        throw new TypeError('You must supply a "path" property when providing an ' + 'object argument to JSONPath.evaluate().');
      }
      if (!Object.hasOwn(exprObj, 'json')) {
        throw new TypeError('You must supply a "json" property when providing an ' + 'object argument to JSONPath.evaluate().');
      }
      ({
        json
      } = exprObj);
      flatten = Object.hasOwn(exprObj, 'flatten') ? exprObj.flatten : flatten;
      this.currResultType = Object.hasOwn(exprObj, 'resultType') ? exprObj.resultType : this.currResultType;
      this.currSandbox = Object.hasOwn(exprObj, 'sandbox') ? exprObj.sandbox : this.currSandbox;
      wrap = Object.hasOwn(exprObj, 'wrap') ? exprObj.wrap : wrap;
      this.currEval = Object.hasOwn(exprObj, 'eval') ? exprObj.eval : this.currEval;
      callback = Object.hasOwn(exprObj, 'callback') ? exprObj.callback : callback;
      this.currOtherTypeCallback = Object.hasOwn(exprObj, 'otherTypeCallback') ? exprObj.otherTypeCallback : this.currOtherTypeCallback;
      this.currCustomTypes = Object.hasOwn(exprObj, 'customTypes') ? exprObj.customTypes : this.currCustomTypes;
      currParent = Object.hasOwn(exprObj, 'parent') ? exprObj.parent : currParent;
      currParentProperty = Object.hasOwn(exprObj, 'parentProperty') ? exprObj.parentProperty : currParentProperty;
      expr = exprObj.path;
    } else {
      json ||= this.json;
      expr ||= this.path;
    }
    currParent ||= null;
    currParentProperty ||= null;
    if (Array.isArray(expr)) {
      expr = JSONPath.toPathString(expr);
    }
    if (!json || !expr && expr !== '') {
      return undefined;
    }
    const exprList = JSONPath.toPathArray(/** @type {string} */
    expr);
    if (exprList[0] === '$' && exprList.length > 1) {
      exprList.shift();
    }
    this._hasParentSelector = false;
    const traceResult = this._trace(exprList, json, ['$'], currParent, currParentProperty, callback ?? undefined, undefined);

    // eslint-disable-next-line @stylistic/max-len -- Long
    /* c8 ignore next 2 -- Unreachable: _trace returns array when hasArrExpr set */
    const result = (Array.isArray(traceResult) ? traceResult : [traceResult]).filter(ea => {
      return ea && !ea.isParentSelector;
    });
    if (!result.length) {
      // eslint-disable-next-line @stylistic/max-len -- Long
      /* c8 ignore next -- Unreachable: valid queries always produce results */
      return wrap ? [] : undefined;
    }
    if (!wrap && result.length === 1 && !result[0].hasArrExpr) {
      const preferredOutput = this._getPreferredOutput(result[0]);
      return preferredOutput;
    }
    const reduced = result.reduce((rslt, ea) => {
      const valOrPath = this._getPreferredOutput(ea);
      if (flatten && Array.isArray(valOrPath)) {
        rslt = rslt.concat(valOrPath);
      } else {
        rslt.push(valOrPath);
      }
      return rslt;
    }, /** @type {UnknownResult[]} */
    []);
    return reduced;
  }

  // PRIVATE METHODS

  /**
   * @param {ReturnObject} ea
   * @returns {PreferredOutput}
   */
  _getPreferredOutput(ea) {
    const resultType = this.currResultType;
    switch (resultType) {
      case 'all':
        {
          const path = Array.isArray(ea.path) ? ea.path : JSONPath.toPathArray(ea.path);
          ea.pointer = JSONPath.toPointer(/** @type {string[]} */path);
          ea.path = typeof ea.path === 'string' ? ea.path : JSONPath.toPathString(/** @type {string[]} */ea.path);
          return ea;
        }
      case 'value':
      case 'parent':
      case 'parentProperty':
        return /** @type {PreferredOutput} */ea[resultType];
      case 'path':
        if (typeof ea.path === 'string') {
          return ea.path;
        }
        return JSONPath.toPathString(/** @type {string[]} */ea.path);
      case 'pointer':
        {
          const pathArray = Array.isArray(ea.path) ? ea.path : JSONPath.toPathArray(ea.path);
          return JSONPath.toPointer(/** @type {string[]} */pathArray);
        }
      default:
        throw new TypeError('Unknown result type');
    }
  }

  /**
   * @param {ReturnObject} fullRetObj
   * @param {JSONPathCallback|undefined} callback
   * @param {"value"|"property"} type
   * @returns {void}
   */
  _handleCallback(fullRetObj, callback, type) {
    // Early return if no callback provided (defensive
    //   check for internal calls)
    if (!callback) {
      return;
    }
    const preferredOutput = this._getPreferredOutput(fullRetObj);
    if (Array.isArray(fullRetObj.path)) {
      fullRetObj.path = JSONPath.toPathString(/** @type {string[]} */fullRetObj.path);
    }
    callback(preferredOutput, type, fullRetObj);
  }

  /**
   *
   * @param {ExpressionArray} expr
   * @param {unknown} val
   * @param {ExpressionArray} path
   * @param {ParentValue} parent
   * @param {ParentProperty} parentPropName
   * @param {JSONPathCallback|undefined} callback
   * @param {boolean|undefined} hasArrExpr
   * @param {boolean} [literalPriority]
   * @returns {ReturnObject|ReturnObject[]}
   */
  _trace(expr, val, path, parent, parentPropName, callback, hasArrExpr, literalPriority) {
    // No expr to follow? return path and value as the result of
    //  this trace branch
    let retObj;
    if (!expr.length) {
      retObj = {
        path,
        value: val,
        parent,
        parentProperty: parentPropName,
        hasArrExpr
      };
      this._handleCallback(retObj, callback, 'value');
      return retObj;
    }
    const loc = /** @type {string} */expr[0],
      x = expr.slice(1);

    // We need to gather the return value of recursive trace calls in order
    //  to do the parent sel computation.
    /** @type {ReturnObject[]} */
    const ret = [];
    /**
     *
     * @param {ReturnObject|ReturnObject[]} elems
     * @returns {void}
     */
    function addRet(elems) {
      if (Array.isArray(elems)) {
        // This was causing excessive stack size in Node (with or
        //  without Babel) against our performance test:
        //  `ret.push(...elems);`
        elems.forEach(t => {
          ret.push(t);
        });
      } else {
        ret.push(elems);
      }
    }
    if (val && (typeof loc !== 'string' || literalPriority) && Object.hasOwn(val, /** @type {PropertyKey} */loc)) {
      // simple case--directly follow property
      const valObj = /** @type {Record<string, unknown>} */val;
      addRet(this._trace(x, valObj[(/** @type {string} */loc)], push(path, loc), val, /** @type {string|number} */loc, callback, hasArrExpr));
      // eslint-disable-next-line unicorn/prefer-switch -- Part of larger `if`
    } else if (loc === '*') {
      // all child properties
      this._walk(val, m => {
        const valObj = /** @type {Record<string, unknown>} */val;
        addRet(this._trace(x, valObj[m], push(path, m), val, m, callback, true, true));
      });
    } else if (loc === '..') {
      // all descendent parent properties
      // Check remaining expression with val's immediate children
      addRet(this._trace(x, val, path, parent, parentPropName, callback, hasArrExpr));
      this._walk(val, m => {
        // We don't join m and x here because we only want parents,
        //   not scalar values
        const valObj = /** @type {Record<string, unknown>} */val;
        if (typeof valObj[m] === 'object') {
          // Keep going with recursive descent on val's
          //   object children
          addRet(this._trace(expr.slice(), valObj[m], push(path, m), val, m, callback, true));
        }
      });
      // The parent sel computation is handled in the frame above using the
      // ancestor object of val
    } else if (loc === '^') {
      // This is not a final endpoint, so we do not invoke the
      //   callback here
      this._hasParentSelector = true;
      return /** @type {ReturnObject} */{
        path: path.slice(0, -1),
        expr: x,
        isParentSelector: true,
        value: undefined,
        parent: undefined,
        parentProperty: null
      };
    } else if (loc === '~') {
      // property name
      retObj = {
        path: push(path, loc),
        value: parentPropName,
        parent,
        parentProperty: null
      };
      this._handleCallback(retObj, callback, 'property');
      return retObj;
    } else if (loc === '$') {
      // root only
      addRet(this._trace(x, val, path, null, null, callback, hasArrExpr));
    } else if (/^(-?\d*):(-?\d*):?(-?\d*)$/v.test(loc)) {
      // [start:end:step]  Python slice syntax
      const sliceResult = this._slice(loc, x, val, path, parent, parentPropName, callback);
      if (sliceResult) {
        addRet(sliceResult);
      }
    } else if (loc.indexOf('?(') === 0) {
      // [?(expr)] (filtering)
      if (this.currEval === false) {
        throw new Error('Eval [?(expr)] prevented in JSONPath expression.');
      }
      const safeLoc = loc.replace(/^\?\((.*?)\)$/v, '$1');
      // check for a nested filter expression

      const nested = /@.?([^?]*)[\['](\??\(.*?\))(?!.\)\])[\]']/gv.exec(safeLoc);
      if (nested) {
        // find if there are matches in the nested expression
        // add them to the result set if there is at least one match
        this._walk(val, m => {
          const npath = [nested[2]];
          const valObj2 = /** @type {Record<string, unknown>} */
          val;
          // guard against nested[1] resolving to `constructor`
          const nvalue = /** @type {ValueType} */nested[1] ? getSafeProperty(/** @type {Record<string, unknown>} */
          valObj2[m], nested[1]) : valObj2[m];
          const filterResults = this._trace(npath, nvalue, path, parent, parentPropName, callback, true);
          // eslint-disable-next-line @stylistic/max-len -- Long
          /* c8 ignore next 3 -- Unreachable: _trace always returns array for nested filters */
          const filterArray = Array.isArray(filterResults) ? filterResults : [filterResults];
          if (filterArray.length > 0) {
            addRet(this._trace(x, valObj2[m], push(path, m), val, m, callback, true));
          }
        });
      } else {
        const valObj3 = /** @type {Record<string, unknown>} */val;
        this._walk(val, m => {
          if (this._eval(safeLoc, valObj3[m], m, path, parent, parentPropName)) {
            addRet(this._trace(x, valObj3[m], push(path, m), val, m, callback, true));
          }
        });
      }
    } else if (loc[0] === '(') {
      // [(expr)] (dynamic property/index)
      if (this.currEval === false) {
        throw new Error('Eval [(expr)] prevented in JSONPath expression.');
      }
      // As this will resolve to a property name (but we don't know it
      //  yet), property and parent information is relative to the
      const evalResult = this._eval(/** @type {string} */loc, val, /** @type {string|number} */path.at(-1), path.slice(0, -1), parent, parentPropName);
      const exprToUse = /** @type {string|number} */
      evalResult !== undefined ? evalResult : '';
      addRet(this._trace(unshift(exprToUse, x), val, path, parent, parentPropName, callback, hasArrExpr));
    } else if (loc[0] === '@') {
      // value type: @boolean(), etc.
      // eslint-disable-next-line no-useless-assignment -- ESLint bug
      let addType = false;
      const parenthIndex = loc.indexOf('(');
      const valueType = /** @type {ValueType|string} */loc.slice(1, parenthIndex);
      const lastParenth = loc.lastIndexOf(')');
      const argRaw = loc.slice(parenthIndex + 1, lastParenth);
      const arg = argRaw ? JSON.parse(argRaw) : undefined;
      switch (valueType) {
        case 'scalar':
          addType = !val || !['object', 'function'].includes(typeof val);
          break;
        case 'boolean':
        case 'string':
        case 'undefined':
        case 'function':
          addType = typeof val === valueType;
          break;
        case 'integer':
          addType = Number.isFinite(val) && !(/** @type {number} */val % 1);
          break;
        case 'number':
          addType = Number.isFinite(val);
          break;
        case 'nonFinite':
          addType = typeof val === 'number' && !Number.isFinite(val);
          break;
        case 'object':
          addType = Boolean(val) && typeof val === valueType;
          break;
        case 'array':
          addType = Array.isArray(val);
          break;
        case 'other':
          addType = /** @type {OtherTypeCallback} */this.currOtherTypeCallback(val, path, parent, parentPropName, arg) || false;
          break;
        case 'null':
          addType = val === null;
          break;
        case 'symbol':
          addType = typeof val === 'symbol';
          break;
        case 'BigInt':
          addType = typeof val === 'bigint';
          break;
        case 'Promise':
          addType = toStringTag(val) === 'Promise';
          break;
        case 'jsonReference':
          addType = Boolean(val) && typeof val === 'object' && Object.hasOwn(/** @type {object} */val, '$ref');
          break;
        default:
          if (this.currCustomTypes && Object.hasOwn(this.currCustomTypes, valueType)) {
            addType = this.currCustomTypes[valueType](val, path, parent, parentPropName, arg) || false;
          } else {
            throw new TypeError('Unknown value type ' + valueType);
          }
      }
      if (addType) {
        retObj = {
          path,
          value: val,
          parent,
          parentProperty: parentPropName
        };
        this._handleCallback(retObj, callback, 'value');
        return retObj;
      }
      // `-escaped property
    } else if (val && loc[0] === '`' && Object.hasOwn(val, loc.slice(1))) {
      const locProp = loc.slice(1);
      const valObj = /** @type {Record<string, unknown>} */val;
      addRet(this._trace(x, valObj[locProp], push(path, locProp), val, locProp, callback, hasArrExpr, true));
    } else if (loc[0] === "'" || loc[0] === '"') {
      // ['name1','name2',...]
      // Quoted members are literal property names
      for (const [, single, double] of loc.matchAll(/'((?:\\.|[^'\\])*)'|"((?:\\.|[^"\\])*)"/gv)) {
        const prop = (single ?? double).replaceAll(/\\(['"\\])/gv, '$1');
        if (!val || !Object.hasOwn(val, prop)) {
          continue;
        }
        const valObj = /** @type {Record<string, unknown>} */val;
        addRet(this._trace(x, valObj[prop], push(path, prop), val, prop, callback, true));
      }
    } else if (loc.includes(',')) {
      // [name1,name2,...]
      const parts = loc.split(',');
      for (const part of parts) {
        addRet(this._trace(unshift(part, x), val, path, parent, parentPropName, callback, true));
      }
      // simple case--directly follow property
    } else if (!literalPriority && val && Object.hasOwn(val, loc)) {
      const valObj = /** @type {Record<string, unknown>} */val;
      addRet(this._trace(x, valObj[loc], push(path, loc), val, loc, callback, hasArrExpr, true));
    }

    // We check the resulting values for parent selections. For parent
    // selections we discard the value object and continue the trace with
    // the current val object
    if (this._hasParentSelector) {
      for (let t = 0; t < ret.length; t++) {
        const rett = ret[t];
        if (!rett || !rett.isParentSelector) {
          continue;
        }
        const exprToUse = /** @type {ExpressionArray} */
        rett.expr;
        const pathToUse = /** @type {ExpressionArray} */
        rett.path;
        const tmp = this._trace(exprToUse, val, pathToUse, parent, parentPropName, callback, hasArrExpr);
        if (Array.isArray(tmp)) {
          ret[t] = tmp[0];
          const tl = tmp.length;
          for (let tt = 1; tt < tl; tt++) {
            t++;
            ret.splice(t, 0, tmp[tt]);
          }
        } else {
          ret[t] = tmp;
        }
      }
    }
    return ret;
  }

  /**
   * @param {unknown} val
   * @param {(prop: string|number) => void} f
   * @returns {void}
   */
  _walk(val, f) {
    if (Array.isArray(val)) {
      const n = val.length;
      for (let i = 0; i < n; i++) {
        f(i);
      }
    } else if (val && typeof val === 'object') {
      Object.keys(val).forEach(m => {
        f(m);
      });
    }
  }

  /**
   * @param {string} loc
   * @param {ExpressionArray} expr
   * @param {unknown} val
   * @param {ExpressionArray} path
   * @param {ParentValue} parent
   * @param {ParentProperty} parentPropName
   * @param {JSONPathCallback|undefined} callback
   * @returns {ReturnObject[]|undefined}
   */
  _slice(loc, expr, val, path, parent, parentPropName, callback) {
    if (!Array.isArray(val)) {
      return undefined;
    }
    const len = val.length,
      parts = loc.split(':'),
      step = parts[2] ? Number(parts[2]) : 1;
    /** @type {ReturnObject[]} */
    const ret = [];
    // A step of zero selects nothing (RFC 9535 section 2.3.4.2.2)
    if (step === 0) {
      return ret;
    }
    /**
     * @param {number} index
     * @returns {number}
     */
    const normalize = index => index < 0 ? index + len : index;
    // With a negative step the defaults run backwards: from the last
    //   item to (and including) the first
    const start = normalize(parts[0] ? Number(parts[0]) : step > 0 ? 0 : len - 1),
      end = normalize(parts[1] ? Number(parts[1]) : step > 0 ? len : -len - 1);
    // The first and last positions to visit, whichever way we are going
    const [from, to] = step > 0 ? [Math.min(Math.max(start, 0), len), Math.min(Math.max(end, 0), len)] : [Math.min(Math.max(start, -1), len - 1), Math.min(Math.max(end, -1), len - 1)];
    for (let i = from; step > 0 ? i < to : i > to; i += step) {
      const tmp = this._trace(unshift(i, expr), val, path, parent, parentPropName, callback, true);
      // Should only be possible to be an array here since first part of
      //   ``unshift(i, expr)` passed in above would not be empty,
      //     nor `~`, nor begin with `@` (as could return objects)
      // This was causing excessive stack size in Node (with or
      //  without Babel) against our performance test: `ret.push(...tmp);`
      // eslint-disable-next-line @stylistic/max-len -- Long
      /* c8 ignore next -- Unreachable: _trace returns array when expr non-empty */
      const tmpArray = Array.isArray(tmp) ? tmp : [tmp];
      tmpArray.forEach(t => {
        ret.push(t);
      });
    }
    return ret;
  }

  /**
   * @param {string} code
   * @param {unknown} _v
   * @param {string|number} _vname
   * @param {ExpressionArray} path
   * @param {ParentValue} parent
   * @param {ParentProperty} parentPropName
   * @returns {UnknownResult}
   */
  _eval(code, _v, _vname, path, parent, parentPropName) {
    if (this.currSandbox) {
      this.currSandbox._$_parentProperty = parentPropName;
      this.currSandbox._$_parent = parent;
      this.currSandbox._$_property = _vname;
      this.currSandbox._$_root = this.json;
      this.currSandbox._$_v = _v;
    }
    const containsPath = code.includes('@path');
    if (containsPath) {
      // eslint-disable-next-line @stylistic/max-len -- Long
      /* c8 ignore next -- Unreachable: currSandbox set in evaluate() before _eval */
      const currSandbox = this.currSandbox ?? {};
      currSandbox._$_path = JSONPath.toPathString(/** @type {string[]} */path.concat([_vname]));
    }
    const scriptCacheKey = this.currEval + 'Script:' + code;
    if (!scriptCache.has(scriptCacheKey)) {
      // Replace `@parentProperty`, `@parent`, `@property`, `@root`,
      //   `@path` and a bare `@` (not followed by an identifier
      //   character) while leaving quoted string literals and
      //   regex literals (a `/` where an operand is expected,
      //   as opposed to division) intact
      const script = code.replaceAll(/('(?:\\.|[^'\\])*'|"(?:\\.|[^"\\])*"|(?<=(?:^|[\(,=:\[!\|?\{\};+\-*%<>~^]|&)\s*)\/(?:\\.|\[(?:\\.|[^\]\\])*\]|[^\/\\\[])+\/[dgimsuvy]*)|@(?:(parentProperty|parent|property|root|path)|(?![\w$]))/gv, (_, literal, name) => literal ?? '_$_' + (name ?? 'v'));
      const evalType = /** @type {string|boolean|undefined} */
      this.currEval;
      if (['safe', true, undefined].includes(evalType)) {
        // eslint-disable-next-line @stylistic/max-len -- Long
        /* eslint-disable unicorn/no-undeclared-class-members -- Prototype members */
        scriptCache.set(scriptCacheKey, new (
        /**
         * @type {JSONPathClass & {
         *   safeVm: SafeScriptType,
         *   vm: ScriptType
         * }}
         */ /** @type {unknown} */
        this).safeVm.Script(script));
        // eslint-disable-next-line @stylistic/max-len -- Long
        /* eslint-enable unicorn/no-undeclared-class-members -- End prototype member scope */
      } else if (this.currEval === 'native') {
        // eslint-disable-next-line @stylistic/max-len -- Long
        /* eslint-disable unicorn/no-undeclared-class-members -- Prototype members */
        scriptCache.set(scriptCacheKey, new (
        /**
         * @type {JSONPathClass & {
         *   safeVm: SafeScriptType,
         *   vm: ScriptType
         * }}
         */ /** @type {unknown} */
        this).vm.Script(script));
        // eslint-disable-next-line @stylistic/max-len -- Long
        /* eslint-enable unicorn/no-undeclared-class-members -- End prototype member scope */
      } else if (typeof this.currEval === 'function' && this.currEval.prototype && Object.hasOwn(this.currEval.prototype, 'runInNewContext')) {
        const CurrEval = this.currEval;
        // eslint-disable-next-line @stylistic/max-len -- Long
        // @ts-expect-error - Type checked above to have proper constructor
        scriptCache.set(scriptCacheKey, new CurrEval(script));
      } else if (typeof this.currEval === 'function') {
        // Type narrowing: at this point currEval is a function
        //   but not a constructor
        const evalFunc = /** @type {EvalCallback} */this.currEval;
        scriptCache.set(scriptCacheKey, {
          runInNewContext: (/** @type {ContextItem} */context) => evalFunc(script, context)
        });
      } else {
        throw new TypeError(`Unknown "eval" property "${this.currEval}"`);
      }
    }
    try {
      /**
       * @typedef {{
       *   runInNewContext: (
       *     ctx: SandboxType|undefined
       *   ) => EvaluatedResult
       * }} RunInNewContext
       */

      return /** @type {RunInNewContext} */scriptCache.get(scriptCacheKey).runInNewContext(this.currSandbox);
    } catch (e) {
      if (this.ignoreEvalErrors) {
        return false;
      }
      const error = /** @type {Error} */e;
      throw new Error('jsonPath: ' + error.message + ': ' + code, {
        cause: e
      });
    }
  }
}

/** @type {{safeVm: SafeScriptType}} */
(/** @type {unknown} */JSONPathClass.prototype).safeVm = {
  Script: SafeScript
};
JSONPath.prototype = JSONPathClass.prototype;

// PUBLIC CLASS PROPERTIES AND METHODS

/**
 * Clears cached parsed paths and compiled scripts.
 * @returns {void}
 */
JSONPath.clearCache = function () {
  pathCache.clear();
  scriptCache.clear();
};

/**
 * @param {string[]} pathArr Array to convert
 * @returns {string} The path string
 */
JSONPath.toPathString = function (pathArr) {
  const x = pathArr,
    n = x.length;
  let p = '$';
  for (let i = 1; i < n; i++) {
    if (!/^(~|\^|@.*?\(\))$/v.test(x[i])) {
      p += /^[0-9*]+$/v.test(x[i]) ? '[' + x[i] + ']' : "['" + String(x[i]).replaceAll(/['\\]/gv, String.raw`\$&`) + "']";
    }
  }
  return p;
};

/**
 * @param {string[]} pointer JSON Path array
 * @returns {string} JSON Pointer
 */
JSONPath.toPointer = function (pointer) {
  const x = pointer,
    n = x.length;
  let p = '';
  for (let i = 1; i < n; i++) {
    if (!/^(~|\^|@.*?\(\))$/v.test(x[i])) {
      p += '/' + x[i].toString().replaceAll('~', '~0').replaceAll('/', '~1');
    }
  }
  return p;
};

/**
 * @param {string} expr Expression to convert
 * @returns {string[]}
 */
JSONPath.toPathArray = function (expr) {
  if (pathCache.has(expr)) {
    return /** @type {string[]} */pathCache.get(expr).concat();
  }
  /** @type {string[]} */
  const subx = [];
  const normalized = expr
  // Properties
  .replaceAll(/@[\w$\-]+\([^\)]*\)/gv, ';$&;')
  // Parenthetical evaluations (filtering and otherwise), directly
  //   within brackets or single quotes
  .replaceAll(/[\['](\??\(.*?\))[\]'](?!.\])/gv, function ($0, $1) {
    return '[#' + (
    // eslint-disable-next-line @stylistic/max-len -- Long
    // eslint-disable-next-line unicorn/no-return-array-push -- Optimization
    subx.push($1) - 1) + ']';
  })
  // Unions of quoted property names (e.g., `['x','y']`) and quoted
  //   names with commas or backslash escapes, kept intact (with
  //   quotes) so their members survive tokenization
  .replaceAll(/\[\s*((?:'(?:\\.|[^'\\])*'|"(?:\\.|[^"\\])*")(?:\s*,\s*(?:'(?:\\.|[^'\\])*'|"(?:\\.|[^"\\])*"))*)\s*\]/gv, function ($0, $1) {
    if (!/[,\\]/v.test($1)) {
      return $0;
    }
    // eslint-disable-next-line @stylistic/max-len -- Long
    // eslint-disable-next-line unicorn/no-return-array-push -- Optimization
    return '[#' + (subx.push($1) - 1) + ']';
  })
  // Escape periods and tildes within properties
  .replaceAll(/\[['"]([^'\]]*)['"]\]/gv, function ($0, prop) {
    return "['" + prop.replaceAll('.', '%@%').replaceAll('~', '%%@@%%') + "']";
  })
  // Properties operator
  .replaceAll('~', ';~;')
  // Split by property boundaries
  .replaceAll(/['"]?\.['"]?(?![^\[]*\])|\[['"]?/gv, ';')
  // Reinsert periods within properties
  .replaceAll('%@%', '.')
  // Reinsert tildes within properties
  .replaceAll('%%@@%%', '~')
  // Parent
  .replaceAll(/(?:;)?(\^+)(?:;)?/gv, function ($0, ups) {
    return ';' + ups.split('').join(';') + ';';
  })
  // Descendents
  .replaceAll(/;;;|;;/gv, ';..;')
  // Remove trailing
  .replaceAll(/;$|'?\]|'$/gv, '');
  const exprList = normalized.split(';').map(function (exp) {
    const match = exp.match(/#(\d+)/v);
    return !match || !match[1] ? exp : subx[Number(match[1])];
  });
  pathCache.set(expr, exprList);
  return /** @type {string[]} */pathCache.get(expr).concat();
};

/**
 * @typedef {import('./jsonpath.js').AnyInput} AnyInput
 */
/**
 * @typedef {import('./jsonpath.js').SandboxCallback} SandboxCallback
 */
/**
 * @typedef {import('./jsonpath.js').SandboxPropertyValue} SandboxPropertyValue
 */
/**
 * @typedef {import('./jsonpath.js').ExpressionArray} ExpressionArray
 */
/**
 * @typedef {import('./jsonpath.js').ValueType} ValueType
 */
/**
 * @typedef {import('./jsonpath.js').ParentValue} ParentValue
 */
/**
 * @typedef {import('./jsonpath.js').UnknownResult} UnknownResult
 */
/**
 * @typedef {import('./jsonpath.js').ParentProperty} ParentProperty
 */
/**
 * @typedef {import('./jsonpath.js').PreferredOutput} PreferredOutput
 */
/**
 * @typedef {import('./jsonpath.js').ReturnObject} ReturnObject
 */
/**
 * @typedef {import('./jsonpath.js').JSONPathCallback} JSONPathCallback
 */
/**
 * @typedef {import('./jsonpath.js').OtherTypeCallback} OtherTypeCallback
 */
/**
 * @typedef {import('./jsonpath.js').ContextItem} ContextItem
 */
/**
 * @typedef {import('./jsonpath.js').EvaluatedResult} EvaluatedResult
 */
/**
 * @typedef {import('./jsonpath.js').EvalCallback} EvalCallback
 */
/**
 * @typedef {import('./jsonpath.js').EvalClass} EvalClass
 */
/**
 * @typedef {import('./jsonpath.js').ResultType} ResultType
 */
/**
 * @typedef {import('./jsonpath.js').EvalValue} EvalValue
 */
/**
 * @typedef {import('./jsonpath.js').PathType} PathType
 */
/**
 * @typedef {import('./jsonpath.js').SafeScriptType} SafeScriptType
 */
/**
 * @typedef {import('./jsonpath.js').ScriptType} ScriptType
 */
/**
 * @typedef {import('./jsonpath.js').SandboxType} SandboxType
 */
/**
 * @typedef {import('./jsonpath.js').JSONPathOptions} JSONPathOptions
 */

// Node's vm module shape is wider than ScriptType, but is compatible for
// the properties actually used (Script) -- kept Node-specific here so
// `node:vm` types don't leak into the shared/browser declarations.
/** @type {{vm: ScriptType}} */
(/** @type {unknown} */JSONPathClass.prototype).vm = /** @type {ScriptType} */
/** @type {unknown} */builtin;

/**
 * JSONPath queries for body checks and captures.
 *
 * Nearly every path in a flow is a plain walk (`$.items[0].id`, `$['content-type']`), and a load
 * phase evaluates them for every response, so those are parsed once, cached, and walked directly.
 * Anything else (filters, wildcards, slices, unions, recursive descent) goes to jsonpath-plus with
 * its safe evaluator: flows come from pull requests and must not run code. The direct walk follows
 * jsonpath-plus's own rule for a property step (the value is truthy and has the property as its
 * own), so both routes give the same answers.
 */
/** A JSONPath the library rejected (an unknown `@type()`, a broken expression). */
class JsonPathError extends FalconError {
    path;
    name = 'JsonPathError';
    code = 'FALCON_JSONPATH';
    constructor(path, reason) {
        super(`invalid JSONPath ${path}: ${reason}`);
        this.path = path;
    }
}
/** Property names that mean nothing special to jsonpath-plus inside `['…']`. */
const PLAIN_QUOTED_NAME = /^[^'"\\,*~^@$()?:[\]`#;%]+$/;
const DOT_NAME = /^[A-Za-z0-9_][A-Za-z0-9_-]*/;
const INDEX = /^\[(\d+)\]/;
const QUOTED = /^\[(?:'([^']*)'|"([^"]*)")\]/;
const MAX_CACHED_PATHS = 2000;
const simplePaths = new Map();
/**
 * Queries `json` with `path`. One match → `{ found: true, value }`; several → the array of the
 * matched values; none → `{ found: false }`. Throws JsonPathError for a path the library rejects.
 */
function queryJsonPath(json, path) {
    const keys = simplePathOf(path);
    if (keys !== null)
        return walk(json, keys);
    return queryJsonPathWithLibrary(json, path);
}
/**
 * The value queryJsonPath finds, or undefined when it finds none (a JSON value is never
 * undefined): a plain walk allocates nothing per query, for checks a load phase runs per response.
 */
function jsonPathValue(json, path) {
    const keys = simplePathOf(path);
    if (keys === null)
        return queryJsonPathWithLibrary(json, path).value;
    let current = json;
    for (const key of keys) {
        if (!current || !Object.hasOwn(current, key))
            return undefined;
        current = current[key];
    }
    return current;
}
/** The library route alone; exported so tests can hold the direct walk to the same answers. */
function queryJsonPathWithLibrary(json, path) {
    // jsonpath-plus returns nothing for a falsy document (0, "", false, null), even for `$`.
    if (json === undefined)
        return { found: false, value: undefined };
    let matches;
    try {
        matches = JSONPath({ path, json: json, wrap: true, eval: 'safe', ignoreEvalErrors: true });
    }
    catch (error) {
        throw new JsonPathError(path, error instanceof Error ? error.message : String(error));
    }
    if (!Array.isArray(matches) || matches.length === 0)
        return { found: false, value: undefined };
    return { found: true, value: matches.length === 1 ? matches[0] : matches };
}
function walk(json, keys) {
    let current = json;
    for (const key of keys) {
        if (!current || !Object.hasOwn(current, key))
            return { found: false, value: undefined };
        current = current[key];
    }
    if (current === undefined)
        return { found: false, value: undefined };
    return { found: true, value: current };
}
function simplePathOf(path) {
    const cached = simplePaths.get(path);
    if (cached !== undefined)
        return cached;
    const parsed = parseSimplePath(path);
    // Paths come from flow files, so the cache stays small; the bound only guards odd callers.
    if (simplePaths.size >= MAX_CACHED_PATHS)
        simplePaths.clear();
    simplePaths.set(path, parsed);
    return parsed;
}
function parseSimplePath(path) {
    if (!path.startsWith('$'))
        return null;
    const keys = [];
    let rest = path.slice(1);
    while (rest.length > 0) {
        let match;
        if (rest.startsWith('.')) {
            match = DOT_NAME.exec(rest.slice(1));
            if (!match)
                return null;
            keys.push(match[0]);
            rest = rest.slice(1 + match[0].length);
        }
        else if ((match = INDEX.exec(rest))) {
            keys.push(match[1]);
            rest = rest.slice(match[0].length);
        }
        else if ((match = QUOTED.exec(rest))) {
            const name = match[1] ?? match[2] ?? '';
            if (!PLAIN_QUOTED_NAME.test(name))
                return null;
            keys.push(name);
            rest = rest.slice(match[0].length);
        }
        else {
            return null;
        }
    }
    return keys;
}

/**
 * Judges one response against a step's `expect:` block. Every check becomes one CheckResult with
 * expected and actual in a person's words (see describe.ts) and the YAML line it was written on,
 * so a failure can be annotated exactly where the flow asked for it.
 */
/** Schema violations listed in a result; more would only bury the first, most useful ones. */
const MAX_LISTED_VIOLATIONS = 50;
/** Evaluates every check of `expect`, in order: status, headers, body, schema, latency. */
function evaluateExpect(expect, response, context) {
    const lines = context.source.checks;
    const results = [];
    if (expect.status !== undefined) {
        results.push(checkResult('status', describeStatusExpectation(expect.status), describeStatus(response.status, response.statusText), matchesStatus(expect.status, response.status), lines.status));
    }
    if (expect.headers) {
        for (const [name, expectation] of Object.entries(expect.headers)) {
            results.push(checkHeader(name, expectation, response.headers, lines[`headers.${name}`]));
        }
    }
    if (expect.body) {
        expect.body.forEach((check, index) => {
            results.push(checkBody(check, response, lines[`body[${index}]`]));
        });
    }
    if (expect.schema !== undefined)
        results.push(checkSchema$1(expect.schema, response, context, lines.schema));
    if (expect.latency_ms) {
        const matcher = expect.latency_ms;
        const total = response.timings.totalMs;
        const passed = compareNumber(matcher, total);
        results.push(checkResult('latency', describeNumberMatcher(matcher, ' ms'), describeLatency(matcher, total, passed), passed, lines.latency_ms));
    }
    return results;
}
/**
 * The verdict of evaluateExpect without the words a report needs: what a load phase asks of every
 * response. The block is read once, here; each response then costs the checks themselves, and a
 * passing one allocates no CheckResult, description or list.
 */
function compileExpect(expect, context) {
    const parts = [];
    const status = expect.status;
    if (typeof status === 'number')
        parts.push((response) => response.status === status);
    else if (status !== undefined)
        parts.push((response) => matchesStatus(status, response.status));
    for (const [name, expectation] of Object.entries(expect.headers ?? {}))
        parts.push((response) => checkHeader(name, expectation, response.headers, undefined).passed);
    for (const check of expect.body ?? [])
        parts.push(compileBodyCheck(check));
    const schema = expect.schema;
    if (schema !== undefined)
        parts.push((response) => checkSchema$1(schema, response, context, undefined).passed);
    const latency = expect.latency_ms;
    if (latency)
        parts.push((response) => compareNumber(latency, response.timings.totalMs));
    if (parts.length === 1)
        return parts[0];
    return (response) => {
        for (let index = 0; index < parts.length; index++)
            if (!parts[index](response))
                return false;
        return true;
    };
}
/** `200` exactly, `"2xx"`/`"4XX"` by class, a numeric string as its number, a list when any item matches. */
function matchesStatus(expectation, status) {
    if (Array.isArray(expectation))
        return expectation.some((item) => matchesStatus(item, status));
    if (typeof expectation === 'number')
        return expectation === status;
    const text = expectation.trim();
    const range = /^([1-5])xx$/i.exec(text);
    if (range)
        return Math.floor(status / 100) === Number(range[1]);
    return /^\d{3}$/.test(text) && Number(text) === status;
}
/** True when every operator given holds for `value` (an empty matcher holds for anything). */
function compareNumber(matcher, value) {
    if (matcher.eq !== undefined && !(value === matcher.eq))
        return false;
    if (matcher.ne !== undefined && !(value !== matcher.ne))
        return false;
    if (matcher.gt !== undefined && !(value > matcher.gt))
        return false;
    if (matcher.gte !== undefined && !(value >= matcher.gte))
        return false;
    if (matcher.lt !== undefined && !(value < matcher.lt))
        return false;
    if (matcher.lte !== undefined && !(value <= matcher.lte))
        return false;
    return true;
}
// ------------------------------------------------------------------ headers
function checkHeader(name, expectation, headers, line) {
    const value = findHeader(headers, name);
    const spec = typeof expectation === 'string' ? { equals: expectation } : expectation;
    const problems = [];
    if (spec.exists === false) {
        if (value !== undefined)
            problems.push('the header is present');
    }
    else if (value === undefined) {
        problems.push('the header is missing');
    }
    else {
        if (spec.equals !== undefined && value !== spec.equals)
            problems.push(`not equal to ${spec.equals}`);
        if (spec.match !== undefined) {
            const regex = compileRegex(spec.match);
            if (regex instanceof Error)
                problems.push(regex.message);
            else if (!regex.test(value))
                problems.push(`does not match ${spec.match}`);
        }
    }
    // Cookies and credentials are judged on their real value but never shown: only that they failed.
    const shown = value === undefined
        ? MISSING
        : isSensitiveName(name)
            ? '*** (a credential header; not shown)'
            : cut(value, MAX_VALUE_CHARS);
    return checkResult(`header ${name}`, describeHeaderExpectation(expectation), shown, problems.length === 0, line, problems.length > 1 ? problems : undefined);
}
/** Header names are case-insensitive; responses from the client already use lower case. */
function findHeader(headers, name) {
    const lower = name.toLowerCase();
    const direct = headers[lower];
    if (direct !== undefined)
        return direct;
    for (const key of Object.keys(headers)) {
        if (key.toLowerCase() === lower)
            return headers[key];
    }
    return undefined;
}
function checkBody(check, response, line) {
    const name = `body ${check.path}`;
    const operators = operatorsOf(check);
    const expected = describeValueMatcher(check);
    const notJson = describeNonJsonBody(response);
    if (notJson !== undefined)
        return checkResult(name, expected, notJson, false, line);
    let query;
    try {
        query = queryJsonPath(holdsBigInt(operators.map((operator) => check[operator])) ? exactJson(response) : response.json, check.path);
    }
    catch (error) {
        if (error instanceof JsonPathError)
            return checkResult(name, expected, error.message, false, line);
        throw error;
    }
    const effective = operators.length === 0 ? ['exists'] : operators;
    const failed = [];
    const details = [];
    let wrongType = false;
    for (const operator of effective) {
        const operand = operators.length === 0 ? true : check[operator];
        const outcome = evaluateOperator(operator, operand, query);
        if (outcome.passed)
            continue;
        failed.push(operator);
        wrongType ||= outcome.wrongType === true;
        details.push(`${describeOperator(operator, operand)}: ${outcome.reason ?? 'does not hold'}`);
    }
    return checkResult(name, expected, describeBodyActual(query, failed.length > 0 ? failed : effective, wrongType), failed.length === 0, line, details.length > 0 ? details : undefined);
}
/** checkBody's verdict alone: the operators and the path are read once. */
function compileBodyCheck(check) {
    const operators = operatorsOf(check);
    const exact = holdsBigInt(operators.map((operator) => check[operator]));
    const effective = operators.length === 0 ? ['exists'] : operators;
    const operands = effective.map((operator) => (operators.length === 0 ? true : check[operator]));
    const only = effective.length === 1 ? effective[0] : undefined;
    const operand = operands[0];
    if (!exact && only === 'eq' && (operand === null || typeof operand !== 'object')) {
        // `eq` with a number, string, boolean or null, the check a load phase meets most: one walk.
        return (response) => {
            if (response.json === undefined)
                return false;
            let value;
            try {
                value = jsonPathValue(response.json, check.path);
            }
            catch (error) {
                if (error instanceof JsonPathError)
                    return false;
                throw error;
            }
            return value !== undefined && jsonEqual(value, operand);
        };
    }
    return (response) => {
        // A body that is not JSON fails every body check (describeNonJsonBody says why).
        if (response.json === undefined)
            return false;
        let query;
        try {
            query = queryJsonPath(exact ? exactJson(response) : response.json, check.path);
        }
        catch (error) {
            if (error instanceof JsonPathError)
                return false;
            throw error;
        }
        for (let index = 0; index < effective.length; index++) {
            if (!evaluateOperator(effective[index], operands[index], query).passed)
                return false;
        }
        return true;
    };
}
/**
 * The body with whole numbers past 2^53 read exactly (as bigints), for checks that compare with
 * such a number (the flow parser keeps those exact). Read once per response; the plain parse
 * where the text cannot be read again.
 */
const exactBodies = new WeakMap();
function exactJson(response) {
    if (response.json === undefined)
        return undefined;
    if (!exactBodies.has(response)) {
        let exact = response.json;
        try {
            const text = response.bodyText.charCodeAt(0) === 0xfeff ? response.bodyText.slice(1) : response.bodyText;
            exact = parse(text, null, parseNumberAndBigInt);
        }
        catch {
            // The text was valid JSON to JSON.parse; keep what it read.
        }
        exactBodies.set(response, exact);
    }
    return exactBodies.get(response);
}
/** Whether a bigint sits anywhere in `value` (operands are small and bounded in depth). */
function holdsBigInt(value) {
    if (typeof value === 'bigint')
        return true;
    if (Array.isArray(value))
        return value.some(holdsBigInt);
    if (value !== null && typeof value === 'object')
        return Object.values(value).some(holdsBigInt);
    return false;
}
/** `length 7` when only lengths are in question, `string "42"` when the type is, else the value. */
function describeBodyActual(query, relevant, wrongType) {
    if (!query.found)
        return MISSING;
    if (wrongType)
        return describeTypedValue(query.value);
    if (relevant.every((operator) => operator === 'length')) {
        const length = lengthOf(query.value);
        if (length !== undefined)
            return `length ${length}`;
    }
    return describeValue(query.value);
}
/** Why JSONPath cannot be applied to the body (`body is not JSON (text/html)`), or undefined when it is JSON. */
function describeNonJsonBody(response) {
    if (response.json !== undefined)
        return undefined;
    const mediaType = mediaTypeOf(findHeader(response.headers, 'content-type'));
    // The real cause first: "not valid JSON" about a body that was cut or not decoded would blame the API.
    if (response.bodyProblem)
        return `body could not be read as sent: ${response.bodyProblem}`;
    if (response.bodyText.length === 0)
        return 'body is empty';
    if (isJsonMediaType(mediaType))
        return `body is not valid JSON (${mediaType})`;
    return `body is not JSON (${mediaType || 'no content-type'})`;
}
/** One outcome for every operator that holds: read, never changed, so a passing check allocates none. */
const PASSED = Object.freeze({ passed: true });
function evaluateOperator(operator, operand, query) {
    if (operator === 'exists') {
        const wanted = operand !== false;
        if (query.found === wanted)
            return PASSED;
        return { passed: false, reason: wanted ? 'missing' : `found ${describeValue(query.value)}` };
    }
    if (!query.found)
        return { passed: false, reason: 'missing' };
    const value = query.value;
    switch (operator) {
        case 'eq':
            return jsonEqual(value, operand) ? PASSED : { passed: false, reason: `got ${describeValue(value)}` };
        case 'ne':
            return jsonEqual(value, operand) ? { passed: false, reason: `got ${describeValue(value)}` } : PASSED;
        case 'gt':
        case 'gte':
        case 'lt':
        case 'lte': {
            if (typeof value !== 'number') {
                return { passed: false, wrongType: true, reason: `${describeTypedValue(value)} is not a number` };
            }
            const passed = compareNumber({ [operator]: operand }, value);
            return passed ? PASSED : { passed, reason: `got ${describeValue(value)}` };
        }
        case 'in': {
            const options = Array.isArray(operand) ? operand : [];
            return options.some((option) => jsonEqual(value, option))
                ? PASSED
                : { passed: false, reason: `got ${describeValue(value)}` };
        }
        case 'match': {
            const regex = compileRegex(String(operand));
            if (regex instanceof Error)
                return { passed: false, reason: regex.message };
            // Non-strings are matched as their JSON text, so `match: "^\\d+$"` works on 42 too.
            const text = typeof value === 'string' ? value : describeJson(value);
            return regex.test(text) ? PASSED : { passed: false, reason: `got ${describeValue(value)}` };
        }
        case 'contains':
            return evaluateContains(value, operand);
        case 'length': {
            const length = lengthOf(value);
            if (length === undefined) {
                return { passed: false, wrongType: true, reason: `${describeTypedValue(value)} has no length` };
            }
            const matcher = typeof operand === 'number' ? { eq: operand } : (operand ?? {});
            return compareNumber(matcher, length) ? PASSED : { passed: false, reason: `got length ${length}` };
        }
        case 'type': {
            const type = operand;
            return matchesJsonType(type, value)
                ? PASSED
                : { passed: false, wrongType: true, reason: `got ${describeTypedValue(value)}` };
        }
    }
}
/** A substring of a string, a (deeply equal) element of an array, or a key of an object. */
function evaluateContains(value, operand) {
    if (typeof value === 'string') {
        const needle = typeof operand === 'string' ? operand : describeJson(operand);
        return value.includes(needle) ? PASSED : { passed: false, reason: `got ${describeValue(value)}` };
    }
    if (Array.isArray(value)) {
        return value.some((element) => jsonEqual(element, operand))
            ? PASSED
            : { passed: false, reason: `got ${describeValue(value)}` };
    }
    if (value !== null && typeof value === 'object') {
        return typeof operand === 'string' && Object.hasOwn(value, operand)
            ? PASSED
            : {
                passed: false,
                reason: `keys are ${Object.keys(value)
                    .map((key) => JSON.stringify(key))
                    .join(', ') || 'none'}`,
            };
    }
    return { passed: false, wrongType: true, reason: `${describeTypedValue(value)} cannot contain anything` };
}
/** Characters of a string (code points, as a person counts), items of an array, keys of an object. */
function lengthOf(value) {
    if (typeof value === 'string') {
        let count = 0;
        for (let index = 0; index < value.length; index++) {
            const code = value.charCodeAt(index);
            // A high surrogate followed by a low one is one character.
            if (code >= 0xd800 && code <= 0xdbff && index + 1 < value.length) {
                const next = value.charCodeAt(index + 1);
                if (next >= 0xdc00 && next <= 0xdfff)
                    index++;
            }
            count++;
        }
        return count;
    }
    if (Array.isArray(value))
        return value.length;
    if (value !== null && typeof value === 'object')
        return Object.keys(value).length;
    return undefined;
}
/**
 * Structural equality of JSON values: key order does not matter, array order does. A lone number
 * compares as JSON reads it, so `-0` equals `0` (isDeepStrictEqual tells them apart).
 */
function jsonEqual(left, right) {
    return typeof left === 'number' && typeof right === 'number'
        ? left === right
        : builtin$7.isDeepStrictEqual(left, right);
}
// ------------------------------------------------------------------ schema
function checkSchema$1(schema, response, context, line) {
    const mediaType = mediaTypeOf(findHeader(response.headers, 'content-type'));
    const documented = `${response.status} ${mediaType || '(no content-type)'}`;
    let resolved;
    let expected;
    if (schema === 'spec') {
        expected = `matches the spec's schema for ${documented}`;
        if (!context.specSchema) {
            return checkResult('schema', expected, 'the step names no operation, so the spec gives no schema', false, line, ['add `operation: <operationId>` to the step, or write the schema inline']);
        }
        const found = context.specSchema(response.status, mediaType);
        if (found === undefined) {
            return checkResult('schema', expected, `no schema is documented for ${documented}`, false, line);
        }
        resolved = found;
    }
    else {
        expected = 'matches the inline schema';
        resolved = schema;
    }
    if (response.json === undefined && isJsonMediaType(mediaType)) {
        return checkResult('schema', expected, describeNonJsonBody(response) ?? 'body is not JSON', false, line);
    }
    // A documented text/plain (or similar) response is validated as the string it is.
    const value = response.json !== undefined ? response.json : response.bodyText;
    const violations = context.validate(resolved, value);
    if (violations.length === 0)
        return checkResult('schema', expected, 'valid', true, line);
    const first = cut(violations[0] ?? '', MAX_VALUE_CHARS);
    const actual = violations.length === 1 ? first : `${violations.length} violations, first: ${first}`;
    const listed = violations.slice(0, MAX_LISTED_VIOLATIONS);
    if (violations.length > MAX_LISTED_VIOLATIONS)
        listed.push(`… and ${violations.length - MAX_LISTED_VIOLATIONS} more`);
    return checkResult('schema', expected, actual, false, line, listed);
}
// ------------------------------------------------------------------ latency and shared parts
/**
 * `812 ms`. Small values are shown with one decimal, so `500.4 ms` against `≤ 500 ms` does not read
 * as "500 ms failed ≤ 500 ms".
 */
function describeLatency(matcher, total, passed) {
    const shown = describeMs(total);
    const rounded = Number.parseFloat(shown);
    if (compareNumber(matcher, rounded) === passed)
        return shown;
    return `${Math.round(total * 100) / 100} ms`;
}
const regexCache = new Map();
/** Compiles (once) a pattern from a flow; an invalid one comes back as an Error to report, not throw. */
function compileRegex(pattern) {
    let compiled = regexCache.get(pattern);
    if (compiled === undefined) {
        try {
            compiled = new RegExp(pattern);
        }
        catch (error) {
            compiled = new Error(`invalid regular expression ${pattern}: ${error instanceof Error ? error.message : String(error)}`);
        }
        if (regexCache.size > 1000)
            regexCache.clear();
        regexCache.set(pattern, compiled);
    }
    return compiled;
}
function checkResult(name, expected, actual, passed, line, details) {
    const result = { name, expected, actual, passed };
    if (line !== undefined)
        result.line = line;
    if (details !== undefined && details.length > 0)
        result.details = details;
    return result;
}

/**
 * The saved request is the base; the step's own fields win, and its headers, query and params merge
 * in. A step that gives its own body (json, body or form) or target (path or url) replaces the
 * saved one whole, so a saved `json` never rides along with a step's `form`.
 */
function mergeRequests(base, own) {
    if (!base)
        return own;
    const inherited = { ...base };
    if (own.json !== undefined || own.body !== undefined || own.form !== undefined) {
        delete inherited.json;
        delete inherited.body;
        delete inherited.form;
    }
    if (own.path !== undefined || own.url !== undefined) {
        delete inherited.path;
        delete inherited.url;
    }
    const merged = { ...inherited, ...own };
    if (base.headers || own.headers)
        merged.headers = { ...base.headers, ...own.headers };
    if (base.query || own.query)
        merged.query = { ...base.query, ...own.query };
    if (base.params || own.params)
        merged.params = { ...base.params, ...own.params };
    return merged;
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
    return builtin$8.join(workspaceRoot, BASELINES_FOLDER, `baseline_${name}.json`);
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
    await builtin$9.mkdir(builtin$8.dirname(file), { recursive: true });
    await builtin$9.writeFile(file, `${JSON.stringify(toFile(baseline), null, 2)}\n`);
    return file;
}
/**
 * The committed baseline `name`, undefined when there is none. A file that cannot be read as a
 * baseline is an input error: the user committed it, and a silent fallback would hide the mistake.
 */
async function loadBaseline(workspaceRoot, name, repoRoot) {
    const file = baselineFile(workspaceRoot, name);
    const shown = builtin$8.relative(repoRoot, file);
    let text;
    try {
        text = await builtin$9.readFile(file, 'utf8');
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
    // What each run exercised of the spec (the domain's Coverage as JSON), for `falcon coverage`.
    `
  ALTER TABLE runs ADD COLUMN coverage TEXT;
  `,
];
const SCHEMA_VERSION = MIGRATIONS.length;
/**
 * Opens (or creates) the store at `file`. Returns undefined, with a warning, when no store can be
 * had at all (a read-only disk): the run goes on without history.
 */
function openStore(file, log, now = () => new Date()) {
    try {
        builtin$a.mkdirSync(builtin$8.dirname(file), { recursive: true });
    }
    catch (error) {
        log.warning(`The run history is off for this run: cannot create ${builtin$8.dirname(file)}: ${messageOf(error)}`);
        return undefined;
    }
    const existing = builtin$a.existsSync(file);
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
            builtin$a.renameSync(file, aside);
        }
        catch (renameError) {
            log.warning(`The run history is off for this run: ${file} cannot be read (${messageOf(error)}) or moved aside (${messageOf(renameError)})`);
            return undefined;
        }
        log.warning(`${file} is not a Falcon CI store or is damaged (${messageOf(error)}); it was moved to ${builtin$8.basename(aside)} and a new store started`);
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
    const db = new builtin$b.DatabaseSync(file);
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
            ? builtin$8.join(workspaceRoot, 'history', 'falcon.db')
            : /^(off|none|false)$/i.test(chosen)
                ? undefined
                : builtin$8.resolve(workspaceRoot, chosen),
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

const RESULT_FORMAT_VERSION = 1;
function summarise(results) {
    const checks = results.flatMap((result) => [
        ...result.steps.flatMap((step) => step.checks),
        ...(result.load?.checks ?? []),
    ]);
    return {
        flows: results.length,
        passed: results.filter((result) => result.status === 'passed').length,
        failed: results.filter((result) => result.status === 'failed').length,
        errors: results.filter((result) => result.status === 'error').length,
        steps: results.reduce((sum, result) => sum + result.steps.length, 0),
        checks: checks.length,
        failed_checks: checks.filter((check) => !check.passed).length,
    };
}
function renderJson(record) {
    const { results, gate, investigation } = record;
    const result = {
        version: RESULT_FORMAT_VERSION,
        verdict: gate.verdict,
        gate: {
            types: gate.types,
            blocking: gate.blocking.map((flow) => flow.file),
            non_blocking: gate.nonBlocking.map((flow) => flow.file),
            ...(gate.blockingRegressions.length > 0 ? { regressions: gate.blockingRegressions.length } : {}),
            ...(gate.unreported.length > 0 ? { unreported: gate.unreported } : {}),
            ...(gate.coverage
                ? {
                    coverage: {
                        ...(gate.coverage.minOperations !== undefined
                            ? { min_operations: gate.coverage.minOperations }
                            : {}),
                        percent: gate.coverage.percent,
                        missing: gate.coverage.missing,
                    },
                }
                : {}),
        },
        summary: summarise(results),
        started_at: record.startedAt.toISOString(),
        flows: results.map(flowToJson),
        triage: investigation.findings,
        agent: investigation.agent,
        proposals: investigation.proposals,
        ...(investigation.attempts?.length ? { attempts: investigation.attempts } : {}),
        ...(investigation.core ? { core: investigation.core } : {}),
        ...(record.regressions?.length ? { regressions: [...record.regressions] } : {}),
        ...(record.flaky?.length ? { flaky: [...record.flaky] } : {}),
        ...(gate.coverage ? { coverage: coverageToJson(gate.coverage.measured) } : {}),
        api_name: record.apiName,
        ...(record.shard ? { shard: record.shard } : {}),
        pull_request: record.pullRequest && pullRequestToJson(record.pullRequest),
        ...(record.cancelled ? { cancelled: record.cancelled } : {}),
    };
    return `${JSON.stringify(result, null, 2)}\n`;
}
/** The domain's view of a JSON result that fits the schema (the caller checked it). */
function runFromJson(json) {
    return {
        verdict: json.verdict,
        gate: {
            types: json.gate.types,
            ...(json.gate.regressions === undefined ? {} : { regressions: json.gate.regressions }),
            ...(json.gate.unreported ? { unreported: json.gate.unreported } : {}),
            ...(json.gate.coverage?.min_operations === undefined
                ? {}
                : { minOperations: json.gate.coverage.min_operations }),
        },
        startedAt: json.started_at,
        flows: json.flows.map(flowFromJson),
        triage: json.triage,
        agent: json.agent,
        proposals: json.proposals,
        ...(json.attempts ? { attempts: json.attempts } : {}),
        ...(json.core ? { core: json.core } : {}),
        ...(json.regressions ? { regressions: json.regressions } : {}),
        ...(json.flaky ? { flaky: json.flaky } : {}),
        ...(json.coverage ? { coverage: coverageFromJson(json.coverage) } : {}),
        ...(json.api_name === undefined ? {} : { apiName: json.api_name }),
        ...(json.shard ? { shard: json.shard } : {}),
        ...(json.pull_request ? { pullRequest: pullRequestFromJson(json.pull_request) } : {}),
        ...(json.cancelled ? { cancelled: json.cancelled } : {}),
    };
}
// Keys in the order the result has always written them; `undefined` ones are left out by JSON.
function flowToJson(flow) {
    return {
        file: flow.file,
        name: flow.name,
        type: flow.type,
        status: flow.status,
        cancelled: flow.cancelled,
        steps: flow.steps.map(stepToJson),
        load: flow.load && loadToJson(flow.load),
        started_at: flow.startedAt,
        duration_ms: flow.durationMs,
        environment: flow.environment,
        base_url: flow.baseUrl,
    };
}
function flowFromJson(json) {
    return {
        file: json.file,
        name: json.name,
        type: json.type,
        status: json.status,
        ...(json.cancelled ? { cancelled: true } : {}),
        steps: json.steps.map(stepFromJson),
        ...(json.load ? { load: loadFromJson(json.load) } : {}),
        startedAt: json.started_at,
        durationMs: json.duration_ms,
        ...(json.environment === undefined ? {} : { environment: json.environment }),
        ...(json.base_url === undefined ? {} : { baseUrl: json.base_url }),
    };
}
function stepToJson(step) {
    // Spread first so every key keeps its place; only the timings are renamed, and the response
    // leaves out the longer error body triage read (the result carries bodies as reports show them).
    return {
        ...step,
        response: step.response && responseToJson(step.response),
        timings: step.timings && timingsToJson(step.timings),
        cases: step.cases && casesToJson(step.cases),
    };
}
function responseToJson(response) {
    const shown = { ...response };
    delete shown.errorBody;
    return shown;
}
function stepFromJson(json) {
    const { timings, cases, ...step } = json;
    return {
        ...step,
        ...(timings ? { timings: timingsFromJson(timings) } : {}),
        ...(cases ? { cases: casesFromJson(cases) } : {}),
    };
}
function casesToJson(cases) {
    return {
        ...cases,
        exchanges: cases.exchanges.map((exchange) => ({
            status: exchange.status,
            request_media: exchange.requestMedia,
            response_media: exchange.responseMedia,
            count: exchange.count,
        })),
    };
}
function casesFromJson(json) {
    return {
        ...json,
        exchanges: json.exchanges.map((exchange) => ({
            status: exchange.status,
            ...(exchange.request_media === undefined ? {} : { requestMedia: exchange.request_media }),
            ...(exchange.response_media === undefined ? {} : { responseMedia: exchange.response_media }),
            count: exchange.count,
        })),
    };
}
function coverageToJson(coverage) {
    return {
        operations: coverage.operations,
        statuses: coverage.statuses,
        request_media: coverage.requestMedia,
        response_media: coverage.responseMedia,
        by_operation: coverage.byOperation.map((entry) => ({
            operation: entry.operation,
            operation_id: entry.operationId,
            exercised: entry.exercised,
            statuses: entry.statuses,
            undocumented: entry.undocumented,
            request_media: entry.requestMedia,
            response_media: entry.responseMedia,
        })),
    };
}
function coverageFromJson(json) {
    return {
        operations: json.operations,
        statuses: json.statuses,
        requestMedia: json.request_media,
        responseMedia: json.response_media,
        byOperation: json.by_operation.map((entry) => ({
            operation: entry.operation,
            ...(entry.operation_id === undefined ? {} : { operationId: entry.operation_id }),
            exercised: entry.exercised,
            statuses: entry.statuses,
            undocumented: entry.undocumented,
            requestMedia: entry.request_media,
            responseMedia: entry.response_media,
        })),
    };
}
function timingsToJson(timings) {
    return { headers_ms: timings.headersMs, total_ms: timings.totalMs };
}
function timingsFromJson(json) {
    return { headersMs: json.headers_ms, totalMs: json.total_ms };
}
function loadToJson(load) {
    return {
        requests: load.requests,
        errors: load.errors,
        error_rate: load.errorRate,
        duration_ms: load.durationMs,
        rps: load.rps,
        latency_ms: load.latencyMs,
        statuses: load.statuses,
        checks: load.checks,
    };
}
function loadFromJson(json) {
    return {
        requests: json.requests,
        errors: json.errors,
        errorRate: json.error_rate,
        durationMs: json.duration_ms,
        rps: json.rps,
        latencyMs: json.latency_ms,
        statuses: json.statuses,
        checks: json.checks,
    };
}
function pullRequestToJson(pullRequest) {
    return {
        owner: pullRequest.owner,
        repo: pullRequest.repo,
        number: pullRequest.number,
        head_sha: pullRequest.headSha,
        checkout_sha: pullRequest.checkoutSha,
    };
}
function pullRequestFromJson(json) {
    return {
        owner: json.owner,
        repo: json.repo,
        number: json.number,
        headSha: json.head_sha,
        ...(json.checkout_sha === undefined ? {} : { checkoutSha: json.checkout_sha }),
    };
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
        return await builtin$9.readFile(path, 'utf8');
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

const $schema$1 = "http://json-schema.org/draft-07/schema#";
const $id$1 = "https://falcon-ci.dev/schemas/config.schema.json";
const title$1 = "Falcon CI workspace configuration (.falcon/config.yaml)";
const description$1 = "Every string may use ${VAR} or ${VAR:-default}, expanded from the process environment; $${ writes a literal ${. Unknown keys are reported as warnings and kept.";
const type$1 = "object";
const additionalProperties$1 = false;
const properties$1 = {
	spec: {
		type: "string",
		minLength: 1,
		description: "Path of the OpenAPI spec, relative to the .falcon folder. Default: spec.yaml (spec.yml, spec.json and openapi.yaml are found too)."
	},
	api_name: {
		type: "string",
		description: "Name of the API, used in report file names."
	},
	provider: {
		"enum": [
			"ollama",
			"openai"
		],
		description: "Where the model is served: ollama (ollama.url) or openai (any OpenAI-compatible endpoint: openai.base_url). Without a model, triage runs offline."
	},
	model: {
		type: "string",
		description: "Model name, e.g. llama3.1 or gpt-4o-mini."
	},
	framework: {
		type: "string",
		description: "Framework of the service under test, e.g. express or fastapi; helps triage."
	},
	environment: {
		type: "string",
		minLength: 1,
		description: "Default environment (a file name in .falcon/environments/ without .yaml) for flows that name none."
	},
	ollama: {
		type: "object",
		additionalProperties: false,
		description: "Connection to an Ollama server.",
		properties: {
			url: {
				type: "string",
				minLength: 1,
				description: "Base URL, e.g. http://localhost:11434: absolute, http or https, without user:password@ (checked when the workspace is loaded)."
			},
			api_key: {
				type: "string",
				description: "Key for a hosted Ollama; treated as a secret."
			}
		}
	},
	openai: {
		type: "object",
		additionalProperties: false,
		description: "Connection to an OpenAI-compatible API.",
		properties: {
			base_url: {
				type: "string",
				minLength: 1,
				description: "Base URL, e.g. https://api.openai.com/v1: absolute, http or https, without user:password@ (checked when the workspace is loaded)."
			},
			api_key: {
				type: "string",
				description: "API key, usually ${OPENAI_API_KEY}; treated as a secret."
			}
		}
	},
	tool_limits: {
		type: "object",
		additionalProperties: false,
		description: "What one investigation may spend: tool calls, turns, tokens, dollars.",
		properties: {
			max_turns: {
				type: "integer",
				minimum: 1,
				maximum: 1000,
				description: "Model turns per investigation, 1 to 1,000. Default 30."
			},
			max_tokens: {
				type: "integer",
				minimum: 1,
				maximum: 1000000000,
				description: "Prompt and completion tokens over the whole investigation, at most 1,000,000,000. Default: no budget."
			},
			max_cost_usd: {
				type: "number",
				exclusiveMinimum: 0,
				maximum: 100000,
				description: "US dollars over the whole investigation, priced with price_per_1k_tokens, at most 100,000. Default: no budget."
			},
			price_per_1k_tokens: {
				type: "object",
				additionalProperties: false,
				required: [
					"prompt",
					"completion"
				],
				description: "The model's price in US dollars per 1,000 tokens: reports show the cost, and max_cost_usd can be enforced.",
				properties: {
					prompt: {
						type: "number",
						minimum: 0,
						maximum: 1000
					},
					completion: {
						type: "number",
						minimum: 0,
						maximum: 1000
					}
				}
			},
			per_tool: {
				type: "integer",
				minimum: 1,
				maximum: 10000,
				"default": 50,
				description: "Calls per tool, 1 to 10,000. Default 50."
			},
			total: {
				type: "integer",
				minimum: 1,
				maximum: 100000,
				"default": 200,
				description: "Calls over all tools, 1 to 100,000. Default 200."
			}
		}
	},
	agent: {
		description: "Whether the agent investigates failures: auto (when a model is configured), on or off; or a mapping with mode, the investigation core and a turn limit. The agent and core inputs (--agent, --core) win.",
		oneOf: [
			{
				"enum": [
					"auto",
					"on",
					"off"
				]
			},
			{
				type: "object",
				additionalProperties: false,
				properties: {
					mode: {
						"enum": [
							"auto",
							"on",
							"off"
						]
					},
					core: {
						"enum": [
							"auto",
							"freeform",
							"free",
							"react",
							"default",
							"structured",
							"struct",
							"fix-verify",
							"adversarial",
							"coach",
							"review",
							"swarm",
							"parallel",
							"orchestrator",
							"orch",
							"dag",
							"workflow",
							"wf",
							"deterministic"
						]
					},
					max_turns: {
						type: "integer",
						minimum: 1,
						maximum: 1000,
						description: "Model turns at most, 1 to 1,000; tool_limits.max_turns wins."
					}
				}
			}
		]
	},
	confirmations: {
		"enum": [
			"deny",
			"pr"
		],
		description: "What becomes of the agent's changes to the code: deny (refused and listed) or pr (staged and proposed as patches). The confirmations input or --confirmations wins."
	},
	fixes: {
		type: "object",
		additionalProperties: false,
		description: "How the agent's proposed fixes are judged.",
		properties: {
			allow_test_edits: {
				type: "boolean",
				"default": false,
				description: "Let proposed fixes edit tests and flow expectations. Off by default: a fix that only loosens a test is refused."
			},
			allow_paths: {
				type: "array",
				items: {
					type: "string",
					minLength: 1,
					title: "a repository-relative path or glob, e.g. Makefile or scripts/**"
				},
				description: "CI, build and supply-chain files a proposed fix may change after all (repository-relative globs). By default a fix changes application source only: never .github/, action.yml, scripts the workflows run, package manifests and lockfiles, Makefile, Dockerfile, .gitmodules or CODEOWNERS."
			},
			service_env: {
				type: "array",
				items: {
					type: "string",
					title: "an environment variable name: letters, digits and _",
					pattern: "^[A-Za-z_][A-Za-z0-9_]*$"
				},
				description: "Names of the job's environment variables the patched service gets when a fix is verified (e.g. DATABASE_URL). It gets nothing else of the job: no secret, token or GITHUB_ENV; tokens and model keys are withheld even when named."
			},
			service_paths: {
				type: "array",
				items: {
					type: "string",
					pattern: "^/",
					title: "an absolute folder, e.g. /opt/java"
				},
				description: "Folders the patched service may read (read-only) besides the system's, the runtimes on PATH and the checkout's node_modules and .venv. Never the checkout or a folder holding it or the job's home."
			},
			unsafe_unisolated_service: {
				type: "boolean",
				"default": false,
				description: "Where this machine cannot build a sandbox (no Linux namespaces through root, sudo or user namespaces), run the patched service anyway as the job's own user, where it can read the checkout and the job's files and reach any network. Off by default: such fixes are left unverified."
			}
		}
	},
	history: {
		type: "string",
		minLength: 1,
		description: "The run history's SQLite file, relative to the workspace, or off. Default history/falcon.db. The history input and --history win over it."
	},
	baseline: {
		type: "string",
		title: "a name of letters, digits, ., _ and -",
		pattern: "^[A-Za-z0-9][A-Za-z0-9._-]*$",
		description: "The committed baseline to compare with: baselines/baseline_<name>.json. Default main. The baseline input and --baseline win over it."
	},
	watchdog: {
		type: "object",
		additionalProperties: false,
		description: "When a step or a load phase counts as slower than its baseline: both margins must be passed.",
		properties: {
			latency_tolerance: {
				type: "number",
				exclusiveMinimum: 0,
				maximum: 1000,
				"default": 0.5,
				description: "How much slower than the baseline's p95, as a fraction (0.5: 50% slower). Default 0.5."
			},
			latency_floor_ms: {
				type: "number",
				minimum: 0,
				maximum: 2147483647,
				"default": 50,
				description: "And by at least this many milliseconds, so noise on a fast endpoint is no regression. Default 50."
			}
		}
	},
	cases: {
		type: "object",
		additionalProperties: false,
		description: "Generated cases (cases: in flows): where they may be sent.",
		properties: {
			allow_production: {
				type: "boolean",
				"default": false,
				description: "Send generated cases to a base URL that looks like production (not loopback, a private address, *.local, *.test, *.localhost or a staging, test, dev, qa, sandbox or preview host). Default false: such a run stops before any request."
			}
		}
	},
	coverage: {
		type: "object",
		additionalProperties: false,
		description: "What the run must exercise of the spec: operations answered at least once, over all documented operations.",
		properties: {
			min_operations: {
				type: "number",
				minimum: 0,
				maximum: 100,
				description: "Percentage of the spec's operations the run must exercise; below it the gate fails and lists the operations not exercised. Default: no minimum."
			}
		}
	},
	cores: {
		type: "object",
		additionalProperties: false,
		description: "Settings of the investigation cores.",
		properties: {
			structured: {
				type: "object",
				additionalProperties: false,
				properties: {
					max_retries: {
						type: "integer",
						minimum: 0,
						maximum: 10,
						"default": 3,
						description: "Attempts after the first when a fix fails verification. Default 3."
					}
				}
			},
			adversarial: {
				type: "object",
				additionalProperties: false,
				properties: {
					min_quality: {
						type: "number",
						minimum: 0,
						maximum: 1,
						"default": 0.8,
						description: "The review score a fix needs to be approved: 1 − (0.4·critical + 0.2·major + 0.1·minor). Default 0.8."
					},
					max_iterations: {
						type: "integer",
						minimum: 1,
						maximum: 10,
						"default": 3,
						description: "Rounds of fix and review at most. Default 3."
					}
				}
			},
			swarm: {
				type: "object",
				additionalProperties: false,
				properties: {
					num_agents: {
						type: "integer",
						minimum: 1,
						maximum: 16,
						"default": 4,
						description: "Sessions that investigate at once. Default 4."
					},
					merge_strategy: {
						"enum": [
							"concatenate",
							"model"
						],
						"default": "concatenate",
						description: "How the sessions' answers become one: concatenate them, or let the model write one summary."
					}
				}
			},
			orchestrator: {
				type: "object",
				additionalProperties: false,
				properties: {
					concurrency: {
						type: "integer",
						minimum: 1,
						maximum: 16,
						"default": 1,
						description: "Sub-tasks run at once. Default 1."
					}
				}
			}
		}
	},
	gate: {
		description: "Which flow types decide the merge gate, as a list, comma-separated, or `required: [...]`: smoke, contract, unit, integration, functional, performance, security, e2e, regressions; or all, none. Default smoke,contract. The gate input or --gate wins.",
		oneOf: [
			{
				type: "string",
				title: "flow types separated by commas (smoke, contract, unit, integration, functional, performance, security, e2e, regressions), all or none",
				pattern: "^\\s*(all|none|off|(smoke|contract|unit|integration|functional|performance|security|e2e|regressions)(\\s*,\\s*(smoke|contract|unit|integration|functional|performance|security|e2e|regressions))*)\\s*$"
			},
			{
				type: "array",
				items: {
					"enum": [
						"smoke",
						"contract",
						"unit",
						"integration",
						"functional",
						"performance",
						"security",
						"e2e",
						"regressions"
					]
				},
				uniqueItems: true
			},
			{
				type: "object",
				additionalProperties: false,
				required: [
					"required"
				],
				properties: {
					required: {
						type: "array",
						items: {
							"enum": [
								"smoke",
								"contract",
								"unit",
								"integration",
								"functional",
								"performance",
								"security",
								"e2e",
								"regressions"
							]
						},
						uniqueItems: true
					}
				}
			}
		]
	},
	concurrency: {
		type: "integer",
		minimum: 1,
		maximum: 64,
		description: "How many flows run at the same time, 1 to 64. Default 4. The concurrency input or --concurrency wins."
	},
	timeout: {
		description: "Per-request timeout: a number of milliseconds (timeout: 500), or a duration such as 5s, 500ms or 2m (in quotes or from ${VAR}, a bare number is seconds, as for --timeout). At most 24 days. Default 30s. The timeout input or --timeout wins.",
		title: "a number of milliseconds, or a duration such as 5s, 500ms or 2m",
		type: [
			"number",
			"string"
		],
		minimum: 1,
		maximum: 2073600000,
		pattern: "^\\s*\\d+(\\.\\d+)?\\s*(ms|s|m)?\\s*$"
	},
	ollama_url: {
		type: "string",
		deprecated: true,
		description: "Old form of ollama.url; still read, with a warning."
	},
	ollama_api_key: {
		type: "string",
		deprecated: true,
		description: "Old form of ollama.api_key; still read, with a warning."
	}
};
const configSchema = {
	$schema: $schema$1,
	$id: $id$1,
	title: title$1,
	description: description$1,
	type: type$1,
	additionalProperties: additionalProperties$1,
	properties: properties$1
};

function httpUrlProblem(text) {
    const url = URL.parse(text.trim());
    if (url === null || (url.protocol !== 'http:' && url.protocol !== 'https:'))
        return 'not-http';
    if (url.username !== '' || url.password !== '')
        return 'credentials';
    return undefined;
}
/** A URL problem in words: `label` names the setting (`base_url`, `ollama.url`); the URL is shown only when it holds no password. */
function describeUrlProblem(label, text, problem, advice = {
    example: 'http://localhost:3000',
    credentials: 'remove them and send them in a header instead, e.g. authorization: "Basic {{env.API_AUTH}}"',
}) {
    return problem === 'not-http'
        ? {
            message: `${label} must be an absolute http(s) URL, not ${JSON.stringify(text)}`,
            hint: `write it with its scheme, e.g. ${advice.example}`,
        }
        : {
            message: `${label} must not carry credentials (user:password@): they would not be sent`,
            hint: advice.credentials,
        };
}

const SECRET_NAME = /KEY|TOKEN|SECRET|PASSWORD|PASS|CREDENTIAL|AUTH/i;
/** Names like `OPENAI_API_KEY`, `SHOP_TOKEN` or `authorization` hold values that must never be printed. */
function looksSecret(name) {
    return SECRET_NAME.test(name);
}
const REFERENCE = /^([A-Za-z_][A-Za-z0-9_]*)(?::-([^]*))?$/;
/** Expands every `${...}` in `text`; problems are collected so one string can report all of them. */
function expandString(text, env) {
    let value = '';
    const substitutions = [];
    const problems = [];
    let index = 0;
    while (index < text.length) {
        if (text.startsWith('$${', index)) {
            value += '${';
            index += 3;
            continue;
        }
        if (!text.startsWith('${', index)) {
            value += text[index];
            index += 1;
            continue;
        }
        const close = text.indexOf('}', index + 2);
        if (close === -1) {
            problems.push({
                message: `'${text.slice(index)}' has no closing '}'`,
                hint: 'close it as ${NAME}, or write $${ for a literal ${',
            });
            break;
        }
        const inner = text.slice(index + 2, close);
        const match = REFERENCE.exec(inner);
        const name = match?.[1];
        const fallback = match?.[2];
        if (!match || name === undefined || fallback?.includes('${')) {
            problems.push({
                message: `'\${${inner}}' is not a valid variable reference`,
                hint: fallback?.includes('${')
                    ? 'defaults cannot contain another ${...}; use a plain value'
                    : 'write ${NAME} or ${NAME:-default} (letters, digits and _), or $${ for a literal ${',
            });
            index = close + 1;
            continue;
        }
        const set = env[name];
        if (fallback !== undefined && (set === undefined || set === '')) {
            value += fallback;
            substitutions.push({ name, value: fallback, fromDefault: true });
        }
        else if (set === undefined) {
            problems.push({
                message: `\${${name}} is not set`,
                hint: `export it or write \${${name}:-default}`,
            });
        }
        else {
            value += set;
            substitutions.push({ name, value: set, fromDefault: false });
        }
        index = close + 1;
    }
    return { value, substitutions, problems };
}
/**
 * Expands every string value in a parsed file. Errors name the string's own place in the file,
 * so `${OPENAI_KEY}` unset in `openai.api_key` points at that line, not at the file.
 */
function expandTree(source, env) {
    const secrets = [];
    const errors = [];
    const visit = (node, path) => {
        if (typeof node === 'string') {
            if (!node.includes('${'))
                return node;
            const expansion = expandString(node, env);
            for (const problem of expansion.problems) {
                errors.push(new InputError(problem.message, source.locate(path), problem.hint));
            }
            for (const substitution of expansion.substitutions) {
                if (looksSecret(substitution.name) && substitution.value !== '')
                    secrets.push(substitution.value);
            }
            return expansion.value;
        }
        if (Array.isArray(node))
            return node.map((item, index) => visit(item, [...path, index]));
        if (isRecord(node)) {
            return Object.fromEntries(Object.entries(node).map(([key, item]) => [key, visit(item, [...path, key])]));
        }
        return node;
    };
    return { value: visit(source.value, []), secrets, errors };
}

/** A checker for one schema, compiled on first use so that importing the loader stays cheap. */
function schemaChecker(schema, options = {}) {
    let validate;
    return (source, value) => {
        validate ??= new ajvExports.Ajv({
            allErrors: true,
            verbose: true,
            allowUnionTypes: true,
            coerceTypes: options.coerceTypes ?? false,
        }).compile(schema);
        return checkSchema(validate, source, value);
    };
}
/**
 * Validates `value` (which mirrors `source.value`, possibly after `${VAR}` expansion) and reports
 * problems located in `source`. Unknown keys come back separately: the caller decides whether they
 * are errors (environments, saved requests) or warnings (config, where we stay forward compatible).
 */
function checkSchema(validate, source, value) {
    if (validate(value))
        return { errors: [], unknownKeys: [], failed: () => false };
    const all = validate.errors ?? [];
    const failedPaths = all.map((error) => error.instancePath);
    const failed = (path) => {
        const pointer = path.map((segment) => `/${escapeSegment(String(segment))}`).join('');
        return failedPaths.some((place) => place === pointer || place.startsWith(`${pointer}/`));
    };
    const errors = [];
    const unknownKeys = [];
    const seen = new Set();
    for (const error of all) {
        if (isWrongBranch(error, all))
            continue;
        // ajv's instancePath is a plain JSON pointer, not a URI fragment: `%` in a key is just a `%`.
        const path = pointerPath(error.instancePath, value);
        if (error.keyword === 'additionalProperties') {
            const key = String(error.params.additionalProperty);
            const known = isRecord(error.parentSchema) && isRecord(error.parentSchema.properties)
                ? Object.keys(error.parentSchema.properties).filter((name) => !isDeprecated(error.parentSchema, name))
                : [];
            const suggestion = didYouMean(key, known);
            unknownKeys.push({
                parent: path,
                key,
                location: source.locateKey([...path, key]),
                known,
                ...(suggestion === undefined ? {} : { suggestion }),
            });
            continue;
        }
        // A combinator's own error only repeats what its branches said more precisely; so does
        // `propertyNames`, whose branch error carries the offending name.
        if (error.keyword === 'propertyNames')
            continue;
        if (['anyOf', 'oneOf', 'if'].includes(error.keyword) && all.some((other) => isBelow(other, error)))
            continue;
        if (error.propertyName !== undefined) {
            const title = isRecord(error.parentSchema) ? error.parentSchema.title : undefined;
            errors.push(new InputError(`invalid name '${error.propertyName}' in '${describePath(path)}'`, source.locateKey([...path, error.propertyName]), typeof title === 'string' ? `use ${title}` : 'rename it'));
            continue;
        }
        const text = describeError(error, path);
        const id = `${error.instancePath}\u0000${text.message}`;
        if (seen.has(id))
            continue;
        seen.add(id);
        const location = error.keyword === 'required' ? source.locateKey(path) : source.locate(path);
        errors.push(new InputError(text.message, location, text.hint));
    }
    return { errors, unknownKeys, failed };
}
function isDeprecated(schema, name) {
    if (!isRecord(schema) || !isRecord(schema.properties))
        return false;
    const property = schema.properties[name];
    return isRecord(property) && property.deprecated === true;
}
/**
 * A branch of `oneOf`/`anyOf` for another type of value ("must be a list" about a string) when a
 * branch of the value's own type said what is wrong with it: only that branch is worth reading.
 */
function isWrongBranch(error, all) {
    if (error.keyword !== 'type')
        return false;
    return all.some((combinator) => (combinator.keyword === 'oneOf' || combinator.keyword === 'anyOf') &&
        isBelow(error, combinator) &&
        all.some((other) => other.keyword !== 'type' && other.instancePath === error.instancePath && isBelow(other, combinator)));
}
function isBelow(other, combinator) {
    return other !== combinator && other.schemaPath.startsWith(`${combinator.schemaPath}/`);
}
/** Keywords about a value, shown with the value found (ajv's `verbose` gives it as `data`). */
const VALUE_KEYWORDS = new Set([
    'type',
    'enum',
    'const',
    'pattern',
    'format',
    'minimum',
    'maximum',
    'uniqueItems',
]);
function describeError(error, path) {
    const label = path.length === 0 ? 'the file' : `'${describePath(path)}'`;
    const hasValue = VALUE_KEYWORDS.has(error.keyword);
    // A pattern's schema title says in words what it allows; a regular expression is the last resort.
    const title = error.keyword === 'pattern' &&
        isRecord(error.parentSchema) &&
        typeof error.parentSchema.title === 'string'
        ? error.parentSchema.title
        : undefined;
    const text = schemaErrorText(error, {
        words: 'yaml',
        ...(hasValue ? { value: error.data } : {}),
        ...(title === undefined ? {} : { expected: title }),
    });
    let hint = text.hint;
    if (error.keyword === 'enum' && typeof error.data === 'string') {
        const allowed = Array.isArray(error.params.allowedValues) ? error.params.allowedValues.map(String) : [];
        const suggestion = didYouMean(error.data, allowed);
        if (suggestion)
            hint = `did you mean '${suggestion}'?`;
    }
    return { message: schemaErrorSentence(text, { subject: label }), hint };
}

const RUN_DEFAULTS = ['gate', 'timeout', 'concurrency', 'agent', 'confirmations', 'core'];

const DEFAULT_SPEC = 'spec.yaml';
const DEFAULT_TOOL_LIMITS = Object.freeze({ per_tool: 50, total: 200 });
/** Keys the loader interprets itself and places in typed fields of FalconConfig. */
const TYPED_KEYS = [
    'spec',
    'api_name',
    'provider',
    'model',
    'framework',
    'environment',
    'ollama',
    'openai',
    'tool_limits',
    'fixes',
    'cores',
    'history',
    'baseline',
    'watchdog',
    'cases',
    'coverage',
];
/** Legacy keys, folded into `ollama` by migrateLegacyConfig. */
const LEGACY_KEYS = ['ollama_url', 'ollama_api_key'];
const checkConfig = schemaChecker(configSchema, { coerceTypes: true });
function defaultConfig() {
    return {
        spec: DEFAULT_SPEC,
        tool_limits: { ...DEFAULT_TOOL_LIMITS },
        fixes: { allow_test_edits: false },
        runDefaults: {},
        extra: {},
    };
}
/**
 * Reads `.falcon/config.yaml` (optional): `${VAR}` expansion, schema check, legacy migration.
 * Problems go to the context; the returned config is usable either way, with defaults filled in.
 */
async function loadConfig(root, context) {
    const yamlPath = builtin$8.join(root, 'config.yaml');
    const ymlPath = builtin$8.join(root, 'config.yml');
    let path = yamlPath;
    let text = await readOptional(yamlPath, context);
    const ymlText = await readOptional(ymlPath, context);
    if (text === undefined && ymlText !== undefined) {
        path = ymlPath;
        text = ymlText;
    }
    else if (text !== undefined && ymlText !== undefined) {
        warn(context, 'config.yml is ignored because config.yaml exists', { file: displayPath(context, ymlPath), line: 1, column: 1 }, 'merge it into config.yaml and delete it');
    }
    if (text === undefined)
        return { config: defaultConfig() };
    const file = displayPath(context, path);
    const source = context.errors.attempt(() => parseYamlSource(file, text, yamlLimits(context)));
    if (source === undefined)
        return { config: defaultConfig() };
    if (source.value === null || source.value === undefined)
        return { config: defaultConfig(), source };
    if (!isRecord(source.value)) {
        context.errors.add(new InputError(`${file} must be a mapping of settings`, source.locate([]), 'write key: value lines, e.g. spec: spec.yaml'));
        return { config: defaultConfig(), source };
    }
    const expansion = expandTree(source, context.env);
    expansion.errors.forEach((error) => context.errors.add(error));
    expansion.secrets.forEach((secret) => addSecret(context, secret));
    // `model:` with nothing after it (often a commented-out template) means "not set".
    const raw = withoutNulls(expansion.value);
    const findings = checkConfig(source, raw);
    findings.errors.forEach((error) => context.errors.add(error));
    for (const unknown of findings.unknownKeys) {
        const where = unknown.parent.length === 0 ? '' : ` in '${describePath(unknown.parent)}'`;
        warn(context, `unknown key '${unknown.key}'${where} (kept, but not used)`, unknown.location, unknown.suggestion
            ? `did you mean '${unknown.suggestion}'?`
            : `known keys: ${unknown.known.join(', ')}`);
    }
    checkValues(raw, source, findings, context);
    const migration = migrateLegacyConfig(raw);
    for (const step of migration.steps) {
        const location = source.locateKey([step.from]);
        if (step.ignored) {
            warn(context, `'${step.from}' is ignored because '${step.to}' is set`, location, `remove ${step.from}`);
        }
        else {
            const [block, key] = step.to.split('.');
            warn(context, `'${step.from}' is the old form of '${step.to}'`, location, `write it as ${block}: { ${key}: ... }`);
        }
    }
    const config = buildConfig(migration.config);
    addSecret(context, config.ollama?.api_key);
    addSecret(context, config.openai?.api_key);
    return typeof raw.spec === 'string' ? { config, source, configuredSpec: raw.spec } : { config, source };
}
/**
 * What the schema cannot say about config values, checked here by the rules the run applies when
 * it uses them: the timeout by the reading of durations every flag and input goes through, the
 * model's URLs by the one rule of URLs something is sent to. Values the schema refused already are
 * not judged twice.
 */
function checkValues(raw, source, findings, context) {
    if (typeof raw.timeout === 'string' && !findings.failed(['timeout'])) {
        const read = readDuration(raw.timeout);
        if ('problem' in read) {
            context.errors.add(new InputError(`'timeout' ${JSON.stringify(raw.timeout)} is ${read.problem}`, source.locate(['timeout']), read.hint));
        }
    }
    const urls = [
        {
            path: ['ollama', 'url'],
            label: 'ollama.url',
            example: 'http://localhost:11434',
            key: 'ollama.api_key',
        },
        { path: ['ollama_url'], label: 'ollama_url', example: 'http://localhost:11434', key: 'ollama.api_key' },
        {
            path: ['openai', 'base_url'],
            label: 'openai.base_url',
            example: 'https://api.openai.com/v1',
            key: 'openai.api_key',
        },
    ];
    for (const { path, label, example, key } of urls) {
        const value = valueAt(raw, path);
        if (typeof value !== 'string' || findings.failed(path))
            continue;
        const problem = httpUrlProblem(value);
        if (problem === undefined)
            continue;
        const { message, hint } = describeUrlProblem(label, value, problem, {
            example,
            credentials: `remove them, and give the key as ${key}`,
        });
        context.errors.add(new InputError(message, source.locate(path), hint));
    }
}
/**
 * Old configs wrote `ollama_url` / `ollama_api_key` at the top level; they now live in an
 * `ollama:` block. An explicit `ollama.url` / `ollama.api_key` wins over its legacy twin.
 * Returns a new object; the input is not changed.
 */
function migrateLegacyConfig(raw) {
    const config = { ...raw };
    const steps = [];
    const moves = [
        ['ollama_url', 'url'],
        ['ollama_api_key', 'api_key'],
    ];
    for (const [from, key] of moves) {
        if (!(from in config))
            continue;
        const value = config[from];
        delete config[from];
        const block = isRecord(config.ollama) ? { ...config.ollama } : {};
        const ignored = block[key] !== undefined;
        if (!ignored)
            block[key] = value;
        config.ollama = block;
        steps.push({ from, to: `ollama.${key}`, ignored });
    }
    return { config, steps };
}
/** Plain, typed config from the checked (and migrated) mapping. Values of a wrong type were reported and are skipped here. */
function buildConfig(raw) {
    const config = defaultConfig();
    const text = (value) => (typeof value === 'string' ? value : undefined);
    const set = (key) => {
        const value = text(raw[key]);
        if (value !== undefined)
            config[key] = value;
    };
    config.spec = text(raw.spec) ?? DEFAULT_SPEC;
    set('api_name');
    set('provider');
    set('model');
    set('framework');
    set('environment');
    if (isRecord(raw.ollama)) {
        const ollama = {};
        if (text(raw.ollama.url) !== undefined)
            ollama.url = text(raw.ollama.url);
        if (text(raw.ollama.api_key) !== undefined)
            ollama.api_key = text(raw.ollama.api_key);
        config.ollama = ollama;
        keepUnknown(config.extra, 'ollama', raw.ollama, ['url', 'api_key']);
    }
    if (isRecord(raw.openai)) {
        const openai = {};
        if (text(raw.openai.base_url) !== undefined)
            openai.base_url = text(raw.openai.base_url);
        if (text(raw.openai.api_key) !== undefined)
            openai.api_key = text(raw.openai.api_key);
        config.openai = openai;
        keepUnknown(config.extra, 'openai', raw.openai, ['base_url', 'api_key']);
    }
    if (isRecord(raw.tool_limits)) {
        const { per_tool, total, max_turns, max_tokens, max_cost_usd, price_per_1k_tokens: price, } = raw.tool_limits;
        if (Number.isInteger(per_tool))
            config.tool_limits.per_tool = per_tool;
        if (Number.isInteger(total))
            config.tool_limits.total = total;
        if (Number.isInteger(max_turns))
            config.tool_limits.max_turns = max_turns;
        if (Number.isInteger(max_tokens))
            config.tool_limits.max_tokens = max_tokens;
        if (typeof max_cost_usd === 'number')
            config.tool_limits.max_cost_usd = max_cost_usd;
        if (isRecord(price) && typeof price.prompt === 'number' && typeof price.completion === 'number') {
            config.tool_limits.price_per_1k_tokens = { prompt: price.prompt, completion: price.completion };
        }
        keepUnknown(config.extra, 'tool_limits', raw.tool_limits, [
            'per_tool',
            'total',
            'max_turns',
            'max_tokens',
            'max_cost_usd',
            'price_per_1k_tokens',
        ]);
    }
    if (isRecord(raw.fixes)) {
        const fixes = raw.fixes;
        const texts = (value) => Array.isArray(value) ? value.filter((item) => typeof item === 'string') : undefined;
        if (typeof fixes.allow_test_edits === 'boolean')
            config.fixes.allow_test_edits = fixes.allow_test_edits;
        if (typeof fixes.unsafe_unisolated_service === 'boolean') {
            config.fixes.unsafe_unisolated_service = fixes.unsafe_unisolated_service;
        }
        for (const key of ['allow_paths', 'service_env', 'service_paths']) {
            const list = texts(fixes[key]);
            if (list)
                config.fixes[key] = list;
        }
    }
    if (isRecord(raw.cores))
        config.cores = coreSettings(raw.cores);
    if (typeof raw.history === 'string')
        config.history = raw.history;
    if (typeof raw.baseline === 'string')
        config.baseline = raw.baseline;
    if (isRecord(raw.watchdog)) {
        const { latency_tolerance: tolerance, latency_floor_ms: floor } = raw.watchdog;
        config.watchdog = {
            ...(typeof tolerance === 'number' ? { latency_tolerance: tolerance } : {}),
            ...(typeof floor === 'number' ? { latency_floor_ms: floor } : {}),
        };
    }
    if (isRecord(raw.cases) && typeof raw.cases.allow_production === 'boolean') {
        config.cases = { allow_production: raw.cases.allow_production };
    }
    if (isRecord(raw.coverage) && typeof raw.coverage.min_operations === 'number') {
        config.coverage = { min_operations: raw.coverage.min_operations };
    }
    config.runDefaults = runDefaults(raw);
    if (isRecord(raw.agent) && Number.isInteger(raw.agent.max_turns)) {
        config.tool_limits.max_turns ??= raw.agent.max_turns;
    }
    for (const [key, value] of Object.entries(raw)) {
        const typed = TYPED_KEYS.includes(key) || RUN_DEFAULTS.includes(key);
        if (!typed && !LEGACY_KEYS.includes(key))
            config.extra[key] = value;
    }
    return config;
}
/** The run settings as an input would hold them; a bare number of milliseconds for `timeout`. */
function runDefaults(raw) {
    const defaults = {};
    if (typeof raw.gate === 'string')
        defaults.gate = raw.gate;
    else if (Array.isArray(raw.gate))
        defaults.gate = raw.gate.join(',') || 'none';
    else if (isRecord(raw.gate) && Array.isArray(raw.gate.required))
        defaults.gate = raw.gate.required.join(',') || 'none';
    if (typeof raw.timeout === 'number')
        defaults.timeout = `${raw.timeout}ms`;
    else if (typeof raw.timeout === 'string')
        defaults.timeout = raw.timeout;
    if (Number.isInteger(raw.concurrency))
        defaults.concurrency = String(raw.concurrency);
    if (typeof raw.agent === 'string')
        defaults.agent = raw.agent;
    else if (isRecord(raw.agent)) {
        if (typeof raw.agent.mode === 'string')
            defaults.agent = raw.agent.mode;
        if (typeof raw.agent.core === 'string')
            defaults.core = raw.agent.core;
    }
    if (typeof raw.confirmations === 'string')
        defaults.confirmations = raw.confirmations;
    return defaults;
}
/** `cores:` as the schema allows it (the schema check has already reported anything else). */
function coreSettings(raw) {
    const cores = {};
    const { structured, adversarial, swarm, orchestrator } = raw;
    if (isRecord(structured) && Number.isInteger(structured.max_retries)) {
        cores.structured = { max_retries: structured.max_retries };
    }
    if (isRecord(adversarial)) {
        cores.adversarial = {
            ...(typeof adversarial.min_quality === 'number' ? { min_quality: adversarial.min_quality } : {}),
            ...(Number.isInteger(adversarial.max_iterations)
                ? { max_iterations: adversarial.max_iterations }
                : {}),
        };
    }
    if (isRecord(swarm)) {
        cores.swarm = {
            ...(Number.isInteger(swarm.num_agents) ? { num_agents: swarm.num_agents } : {}),
            ...(swarm.merge_strategy === 'concatenate' || swarm.merge_strategy === 'model'
                ? { merge_strategy: swarm.merge_strategy }
                : {}),
        };
    }
    if (isRecord(orchestrator) && Number.isInteger(orchestrator.concurrency)) {
        cores.orchestrator = { concurrency: orchestrator.concurrency };
    }
    return cores;
}
/** Unknown keys inside a typed block are kept under their dotted path (`ollama.timeout`), as top-level ones are kept by name. */
function keepUnknown(extra, block, value, known) {
    for (const [key, item] of Object.entries(value)) {
        if (!known.includes(key))
            extra[`${block}.${key}`] = item;
    }
}
/**
 * Drops keys whose value is null, at the top level and inside the blocks this loader types.
 * Blocks read elsewhere (`agent`, `gate`, …) are kept exactly as written.
 */
function withoutNulls(value) {
    const result = {};
    for (const [key, item] of Object.entries(value)) {
        if (item === null)
            continue;
        result[key] =
            TYPED_KEYS.includes(key) && isRecord(item)
                ? Object.fromEntries(Object.entries(item).filter(([, inner]) => inner !== null))
                : item;
    }
    return result;
}

/** A performance flow without `load:` sends 100 requests over 10 connections and allows no errors. */
const DEFAULT_LOAD = { count: 100, connections: 10, error_rate: 0 };
const DEFAULT_RETRY_DELAY_MS = 250;
const DEFAULT_AUTH_HEADER = 'authorization';
const SECURITY_PROBES = [
    'no_auth',
    'bad_auth',
    'injection',
    'method_not_allowed',
];
/** Strings an API must neither execute nor answer with a 5xx. One per family of injection. */
const DEFAULT_INJECTION_PAYLOADS = [
    "' OR '1'='1",
    '1; DROP TABLE users--',
    '<script>alert(1)</script>',
    '../../../../etc/passwd',
    '${7*7}',
    '{"$gt": ""}',
    '; cat /etc/passwd',
];
/** `cases:` without counts runs 20 of each kind, each kind for at most 60 seconds. */
const DEFAULT_CASES = { positive: 20, negative: 20, max_duration_s: 60 };

/**
 * The syntax check for the JSONPaths of body checks and captures, run when a flow loads.
 *
 * jsonpath-plus, which evaluates the paths that are not plain walks, splits a path with regular
 * expressions and rejects almost nothing: `$.items[` quietly means `$.items`, `$.a.[0]` means
 * `$.a..[0]`, and `$.a[0, 1]` looks for a key named " 1". A typo would surface only as a check
 * that fails (or passes) against a live API. So the path is read here against the syntax the
 * library documents — names, `*`, `..`, brackets holding indexes, quoted names, unions, slices,
 * filters `?(…)` or scripts `(…)`, and `^`, `~`, `@type()` — and the first thing outside it is
 * named with its position. Filter and script expressions are then compiled by the library
 * itself, through the same call the checks make, so a path that loads is a path that runs.
 *
 * An RFC 9535 parser (json-p3) cannot take this job while jsonpath-plus evaluates the paths: the
 * two languages differ both ways. It rejects what flows rely on — JavaScript filters such as
 * `?(@.tags.includes('new'))` or `===`, scripts `[(@.length-1)]`, `@path`, the parent `^`, property
 * names `~`, type selectors `@number()`, `$..`, `$.items.0` — and it accepts paths jsonpath-plus
 * reads otherwise, which is the very mistake this check exists to catch: `$.ids[0, 1]` (one item
 * there, two in RFC 9535), `$.a[ 0 ]` and `$.a[?@.x]` (nothing there), `length(@.tags)` (unknown
 * there), while `$.items.length` counts an array there and finds nothing in RFC 9535.
 */
const GENERAL_HINT = "write names as $.name or $['name'], indexes as [0], filters as [?(@.id == 1)]";
const TYPE_HINT = 'use @string(), @number(), @integer(), @boolean(), @object(), @array(), @null() or @scalar()';
/**
 * Type selectors (`$..*@number()`) that jsonpath-plus knows. `@other()` is left out: it needs a
 * callback the checks do not pass, so it could only ever fail.
 */
const TYPE_SELECTORS = [
    'scalar',
    'boolean',
    'string',
    'number',
    'integer',
    'nonFinite',
    'object',
    'array',
    'null',
    'undefined',
    'function',
    'symbol',
    'BigInt',
    'Promise',
    'jsonReference',
];
/** Characters that end a dot name: the start of the next segment, or a bracket out of place. */
const NAME_END = new Set(['.', '[', ']', '^', '~']);
/** Characters no name may hold unquoted: jsonpath-plus would read them as syntax, or keep them silently. */
const NOT_IN_NAME = /[\s()'"]/;
const TYPE_SELECTOR = /^@([A-Za-z]+)\(([^)]*)\)/;
const UNQUOTED_MEMBER = /^[^\s'"()[\]]+$/;
/** The first syntax problem of a `$`-rooted JSONPath, or undefined when the path is well formed. */
function jsonPathProblem(path) {
    const expressions = [];
    const problem = scan(path, expressions);
    if (problem)
        return problem;
    // One item to filter, so the library compiles each expression exactly as a check would.
    for (const expression of expressions) {
        const reason = libraryRejects(`$[${expression}]`, [{}]);
        if (reason) {
            return {
                reason: `${expression} does not compile: ${reason}`,
                hint: 'write the expression in JavaScript syntax, with @ for the item, e.g. ?(@.price < 10)',
            };
        }
    }
    // Last, the library's verdict on the whole path: it parses lazily and rarely objects on an empty
    // document, but whatever it does reject here would fail every run.
    const reason = libraryRejects(path, {});
    return reason ? { reason, hint: GENERAL_HINT } : undefined;
}
/** Reads `path` segment by segment; collects the bracketed expressions for the library to compile. */
function scan(path, expressions) {
    const fail = (reason, hint = GENERAL_HINT) => ({ reason, hint });
    const at = (index) => `character ${index + 1}`;
    if (!path.startsWith('$'))
        return fail("it must start with '$'");
    let i = 1;
    while (i < path.length) {
        const char = path[i];
        if (char === '.') {
            if (path[i + 1] === '.') {
                // `..` may stand alone (every node) or lead any segment; a name or `*` is read right here.
                if (path[i + 2] === '.')
                    return fail(`'...' at ${at(i)} has one dot too many`, "use '..' for any depth or '.' for one level");
                i += 2;
                if (i < path.length && !NAME_END.has(path[i]) && path[i] !== '@') {
                    const end = readName(path, i);
                    if (typeof end !== 'number')
                        return end;
                    i = end;
                }
                continue;
            }
            const start = i + 1;
            if (start >= path.length || NAME_END.has(path[start]) || path[start] === '@') {
                return fail(`'.' at ${at(i)} is not followed by a name`, "write .name or .*, or [0] without the '.'");
            }
            const end = readName(path, start);
            if (typeof end !== 'number')
                return end;
            i = end;
            continue;
        }
        if (char === '[') {
            const end = closingBracket(path, i);
            if (typeof end !== 'number')
                return end;
            const problem = checkBracket(path, i, end, expressions);
            if (problem)
                return problem;
            i = end + 1;
            continue;
        }
        if (char === '^' || char === '~') {
            i += 1;
            continue;
        }
        if (char === '@') {
            const end = readTypeSelector(path, i);
            if (typeof end !== 'number')
                return end;
            i = end;
            continue;
        }
        if (char === ']')
            return fail(`']' at ${at(i)} closes no '['`);
        if (i === 1) {
            const hint = /^[A-Za-z_]/.test(char) ? `write $.${path.slice(1)}` : GENERAL_HINT;
            return fail("'$' must be followed by '.', '..' or '['", hint);
        }
        return fail(`unexpected '${char}' at ${at(i)}`);
    }
    return undefined;
}
/** The index just past a dot name that starts at `start`, or the problem inside it. */
function readName(path, start) {
    let i = start;
    while (i < path.length && !NAME_END.has(path[i])) {
        const char = path[i];
        if (char === '@' && TYPE_SELECTOR.test(path.slice(i)))
            break;
        if (NOT_IN_NAME.test(char)) {
            const shown = /\s/.test(char) ? 'a space' : `'${char}'`;
            const name = path.slice(start).split(/[.[\]^~]/)[0] ?? '';
            const quote = name.includes("'") ? '"' : "'";
            return {
                reason: `${shown} at character ${i + 1} cannot be part of a name`,
                hint: `indexes go in brackets ([0]); other names are quoted: [${quote}${name}${quote}]`,
            };
        }
        i += 1;
    }
    return i;
}
/** `@number()` and the like, which keep only the values of one type. */
function readTypeSelector(path, start) {
    const match = TYPE_SELECTOR.exec(path.slice(start));
    if (!match) {
        return {
            reason: `'@' at character ${start + 1} is not a type selector`,
            hint: `filter with [?(@.name == 1)], or select a type: ${TYPE_HINT.slice('use '.length)}`,
        };
    }
    const type = match[1];
    if (!TYPE_SELECTORS.includes(type)) {
        return {
            reason: `unknown type selector '@${type}()' at character ${start + 1}`,
            hint: TYPE_HINT,
        };
    }
    return start + match[0].length;
}
/**
 * The index of the `]` that closes the `[` at `open`. Quotes are skipped whole and nested
 * brackets and parentheses counted, so filters such as `[?(@.tags[0] == ']')]` read right.
 */
function closingBracket(path, open) {
    const stack = [];
    for (let i = open; i < path.length; i += 1) {
        const char = path[i];
        if (char === "'" || char === '"') {
            const end = closingQuote(path, i);
            if (end === undefined) {
                return {
                    reason: `the quote at character ${i + 1} is never closed`,
                    hint: `close it with ${char}`,
                };
            }
            i = end;
        }
        else if (char === '[' || char === '(') {
            stack.push({ char, index: i });
        }
        else if (char === ']' || char === ')') {
            // Never empty here: the outer '[' stays on the stack until its own ']' returns.
            const opened = stack.pop();
            const expected = opened.char === '[' ? ']' : ')';
            if (char !== expected) {
                return {
                    reason: `'${char}' at character ${i + 1} does not close '${opened.char}' at character ${opened.index + 1}`,
                    hint: `close it with '${expected}'`,
                };
            }
            if (stack.length === 0)
                return i;
        }
    }
    const unclosed = stack.at(-1) ?? { char: '[', index: open };
    return {
        reason: `'${unclosed.char}' at character ${unclosed.index + 1} is never closed`,
        hint: `close it with '${unclosed.char === '[' ? ']' : ')'}'`,
    };
}
function closingQuote(path, open) {
    const quote = path[open];
    for (let i = open + 1; i < path.length; i += 1) {
        if (path[i] === '\\')
            i += 1;
        else if (path[i] === quote)
            return i;
    }
    return undefined;
}
/** What may stand between `[` and `]`: an expression, or a union of indexes, slices, `*` and names. */
function checkBracket(path, open, close, expressions) {
    const content = path.slice(open + 1, close);
    const where = `character ${open + 1}`;
    if (content.trim() === '') {
        return {
            reason: `'[]' at ${where} is empty`,
            hint: "put an index, a quoted name or * inside: [0], ['id'], [*]",
        };
    }
    if (content.startsWith('?')) {
        if (!content.startsWith('?(') || !content.endsWith(')')) {
            return { reason: `the filter at ${where} is not written ?(…)`, hint: 'write [?(@.id == 1)]' };
        }
        expressions.push(content);
        return undefined;
    }
    if (content.startsWith('(')) {
        if (!content.endsWith(')')) {
            return { reason: `the script at ${where} does not end with ')'`, hint: 'write [(@.length - 1)]' };
        }
        expressions.push(content);
        return undefined;
    }
    for (const member of unionMembers(content)) {
        const trimmed = member.trim();
        if (trimmed === '') {
            return { reason: `'[${content}]' at ${where} has an empty member`, hint: 'remove the extra comma' };
        }
        if (trimmed.startsWith("'") || trimmed.startsWith('"')) {
            if (closingQuote(trimmed, 0) !== trimmed.length - 1) {
                return {
                    reason: `'[${content}]' at ${where} has text after a quoted name`,
                    hint: "separate names with commas: ['a','b']",
                };
            }
            const unreadable = unreadableInQuotes(trimmed);
            if (unreadable) {
                const name = trimmed.slice(1, -1);
                const quote = name.includes("'") ? '"' : "'";
                return {
                    reason: `the quoted name ${trimmed} at ${where} holds ${unreadable}, which the JSONPath library cannot read there`,
                    hint: `match the key with a filter instead: [?(@property === ${quote}${name}${quote})]`,
                };
            }
            continue;
        }
        if (!UNQUOTED_MEMBER.test(member)) {
            return {
                reason: `'[${content}]' at ${where} holds '${member}', which is not an index, a slice, * or a name`,
                hint: /\s/.test(member) ? 'remove the spaces, or quote the name' : "quote the name: ['…']",
            };
        }
    }
    return undefined;
}
/**
 * jsonpath-plus finds the end of a quoted name with regular expressions that stop at these
 * characters, and then looks up another key. (jsonpath.ts walks a quoted name itself only when
 * it holds none of them, so the library is always the one reading these.)
 */
function unreadableInQuotes(quoted) {
    const special = /[[\]^;]/.exec(quoted.slice(1, -1))?.[0];
    if (special)
        return `'${special}'`;
    return quoted.startsWith('"') && quoted.includes("'") ? 'a single quote' : undefined;
}
/** Splits bracket content at the commas outside quotes. */
function unionMembers(content) {
    const members = [];
    let start = 0;
    for (let i = 0; i < content.length; i += 1) {
        const char = content[i];
        if (char === "'" || char === '"')
            i = closingQuote(content, i) ?? content.length;
        else if (char === ',') {
            members.push(content.slice(start, i));
            start = i + 1;
        }
    }
    members.push(content.slice(start));
    return members;
}
/** The library's own complaint about a query, or undefined when it runs. */
function libraryRejects(path, json) {
    try {
        queryJsonPath(json, path);
        return undefined;
    }
    catch (error) {
        if (!(error instanceof JsonPathError))
            throw error;
        // The library counts characters in its rewritten expression, which the user never sees.
        return error.message.slice(`invalid JSONPath ${error.path}: `.length).replace(/ at character \d+$/, '');
    }
}

/**
 * Regexes and JSONPaths from a flow, checked when it loads with the same compilers the checks
 * and captures use when it runs: a pattern that loads is a pattern that runs.
 */
/** Checks that a regex compiles as the checks compile it (compileRegex); returns its group count. */
function checkRegex(pattern, path, problems) {
    if (typeof pattern !== 'string')
        return undefined;
    const compiled = compileRegex(pattern);
    if (compiled instanceof Error) {
        problems.value(path, `invalid regular expression: ${engineReason(pattern, compiled)}`, 'fix the pattern (backslashes in double-quoted YAML must be doubled)');
        return undefined;
    }
    return groupCount(compiled);
}
/** The number of ( ) groups of a pattern that compiles; undefined when it does not. */
function regexGroupCount(pattern) {
    const compiled = compileRegex(pattern);
    return compiled instanceof Error ? undefined : groupCount(compiled);
}
function groupCount(regex) {
    // An alternative that matches the empty string reveals how many groups the pattern has.
    return (new RegExp(`${regex.source}|`).exec('')?.length ?? 1) - 1;
}
/** The JavaScript engine's words ("/(a/: Unterminated group"), without the prefixes around them. */
function engineReason(pattern, error) {
    const prefix = `invalid regular expression ${pattern}: `;
    const message = error.message.startsWith(prefix) ? error.message.slice(prefix.length) : error.message;
    return message.replace(/^Invalid regular expression: /, '');
}
/** `{{name}}` as template.ts reads it, spaces and all. */
const PLACEHOLDER = /\{\{[^{}]*\}\}/g;
/**
 * Checks that a JSONPath starts at the root and that the JSONPath library can run it.
 *
 * A body check's path is rendered before it runs (expect.ts), so there each `{{placeholder}}`
 * is read as the value it will become: masked with zeros of the same length, which keeps the
 * character positions in messages and is valid as an index, a name, or a number in a filter.
 * Captures are not rendered, so their paths are checked as written.
 */
function checkJsonPath(expression, path, problems, placeholders = 'literal') {
    if (typeof expression !== 'string')
        return;
    if (!expression.startsWith('$')) {
        problems.value(path, `JSONPath '${expression}' must start with '$'`, `write it from the root of the body, e.g. $.${expression.replace(/^\.+/, '') || 'id'}`);
        return;
    }
    const checked = placeholders === 'rendered'
        ? expression.replace(PLACEHOLDER, (placeholder) => '0'.repeat(placeholder.length))
        : expression;
    const problem = jsonPathProblem(checked);
    if (problem)
        problems.value(path, `invalid JSONPath '${expression}': ${problem.reason}`, problem.hint);
}

/** The lines of a step at `path`: the step itself, its request, and each check and capture by name. */
function stepSource(raw, path, source) {
    const line = source.locate(path).line;
    const keyLine = (...rest) => source.locateKey([...path, ...rest]).line;
    const checks = {};
    const expect = raw.expect ?? {};
    for (const key of ['status', 'schema', 'latency_ms']) {
        if (expect[key] !== undefined)
            checks[key] = keyLine('expect', key);
    }
    for (const name of Object.keys(expect.headers ?? {}))
        checks[`headers.${name}`] = keyLine('expect', 'headers', name);
    (expect.body ?? []).forEach((_, index) => {
        checks[`body[${index}]`] = source.locate([...path, 'expect', 'body', index]).line;
    });
    for (const name of Object.keys(raw.capture ?? {}))
        checks[`capture.${name}`] = keyLine('capture', name);
    const requestKey = ['request', 'operation', 'use'].find((key) => raw[key] !== undefined);
    checks.request = requestKey ? keyLine(requestKey) : line;
    return { line, checks };
}

function buildFlow(file, raw, naming, source) {
    const continueOnFailure = raw.continue_on_failure ?? false;
    const flowCases = raw.cases ? buildCases(raw.cases, source.locateKey(['cases']), true) : undefined;
    const section = (name, phase) => (raw[name] ?? []).map((step, index) => {
        const built = buildStep(step, phase, [name, index], index, continueOnFailure, source);
        // The flow's cases apply to its steps; setup and teardown only prepare and clean up.
        const cases = step.cases
            ? buildCases(step.cases, source.locateKey([name, index, 'cases']), false)
            : name === 'steps'
                ? flowCases
                : undefined;
        if (cases)
            built.cases = cases;
        return built;
    });
    // Where defaults that were not written down are reported: the `type:` line, else the first line.
    const fallbackLine = source.locate(Object.hasOwn(raw, 'type') ? ['type'] : []).line;
    const flow = {
        file,
        name: raw.name ?? naming.description.replace(/[_-]+/g, ' ').trim(),
        type: naming.type,
        variables: raw.variables ?? {},
        setup: section('setup', 'setup'),
        steps: section('steps', 'step'),
        teardown: section('teardown', 'teardown'),
        continue_on_failure: continueOnFailure,
        tags: raw.tags ?? [],
    };
    if (raw.description !== undefined)
        flow.description = raw.description;
    if (raw.environment !== undefined)
        flow.environment = raw.environment;
    if (naming.type === 'performance') {
        flow.load = buildLoad(raw.load ?? {}, raw.load ? source.locateKey(['load']).line : fallbackLine);
    }
    if (naming.type === 'security') {
        const security = raw.security ?? {};
        const spec = {
            probes: security.probes ?? [...SECURITY_PROBES],
            auth_header: (security.auth_header ?? DEFAULT_AUTH_HEADER).toLowerCase(),
            injection_payloads: security.injection_payloads ?? [...DEFAULT_INJECTION_PAYLOADS],
            line: raw.security ? source.locateKey(['security']).line : fallbackLine,
        };
        flow.security = spec;
    }
    return flow;
}
function buildCases(raw, where, inherited) {
    const cases = {
        positive: raw.positive ?? DEFAULT_CASES.positive,
        negative: raw.negative ?? DEFAULT_CASES.negative,
        max_duration_s: raw.max_duration !== undefined ? durationSeconds(raw.max_duration) : DEFAULT_CASES.max_duration_s,
        line: where.line,
        column: where.column,
        inherited,
    };
    if (raw.seed !== undefined)
        cases.seed = raw.seed;
    return cases;
}
function buildLoad(raw, line) {
    const load = {
        connections: raw.connections ?? DEFAULT_LOAD.connections,
        thresholds: { error_rate: DEFAULT_LOAD.error_rate, ...raw.thresholds },
        line,
    };
    if (raw.duration !== undefined)
        load.duration_s = durationSeconds(raw.duration);
    else
        load.count = raw.count ?? DEFAULT_LOAD.count;
    if (raw.rate !== undefined)
        load.rate = raw.rate;
    return load;
}
/** `"500ms"`, `"10s"`, `"2m"` or a number of seconds (the schema has checked the form). */
function durationSeconds(duration) {
    if (typeof duration === 'number')
        return duration;
    const match = /^([0-9]+(?:\.[0-9]+)?)(ms|s|m)$/.exec(duration);
    if (!match)
        throw new Error(`not a duration: ${duration}`);
    const amount = Number(match[1]);
    return match[2] === 'ms' ? amount / 1000 : match[2] === 'm' ? amount * 60 : amount;
}
function buildStep(raw, phase, path, index, continueOnFailure, source) {
    const step = {
        id: raw.id ?? `${phase}-${index + 1}`,
        phase,
        request: buildRequest(raw),
        expect: buildExpect(raw.expect ?? {}),
        capture: buildCaptures(raw.capture ?? {}),
        continue_on_failure: raw.continue_on_failure ?? continueOnFailure,
        source: stepSource(raw, path, source),
    };
    if (raw.name !== undefined)
        step.name = raw.name;
    if (raw.operation !== undefined)
        step.operation = raw.operation;
    if (raw.use !== undefined)
        step.use = raw.use;
    if (raw.retry !== undefined)
        step.retry = buildRetry(raw.retry);
    if (raw.timeout_ms !== undefined)
        step.timeout_ms = raw.timeout_ms;
    return step;
}
function buildRequest(step) {
    const raw = step.request ?? {};
    const request = {};
    // With an operation or a saved request the method comes from there; GET is only a default for bare paths.
    if (raw.method !== undefined)
        request.method = raw.method.toUpperCase();
    else if (step.operation === undefined && step.use === undefined)
        request.method = 'GET';
    if (raw.path !== undefined)
        request.path = raw.path;
    if (raw.params !== undefined)
        request.params = raw.params;
    if (raw.url !== undefined)
        request.url = raw.url;
    if (raw.query !== undefined)
        request.query = raw.query;
    if (raw.headers !== undefined)
        request.headers = stringValues(raw.headers);
    if (Object.hasOwn(raw, 'json'))
        request.json = raw.json;
    if (raw.body !== undefined)
        request.body = raw.body;
    if (raw.form !== undefined)
        request.form = formValues(raw.form);
    return request;
}
/** Headers and form fields go on the wire as text; YAML may have read `1` or `true`. */
function stringValues(values) {
    return Object.fromEntries(Object.entries(values).map(([key, value]) => [key, String(value)]));
}
/** Form fields go on the wire as text, a list as the field repeated. */
function formValues(values) {
    return Object.fromEntries(Object.entries(values).map(([key, value]) => [
        key,
        Array.isArray(value) ? value.map(String) : String(value),
    ]));
}
function buildExpect(raw) {
    const expect = {};
    if (raw.status !== undefined)
        expect.status = normalizeStatus(raw.status);
    if (raw.headers !== undefined) {
        expect.headers = Object.fromEntries(Object.entries(raw.headers).map(([name, check]) => {
            if (typeof check !== 'object')
                return [name, String(check)];
            const out = {};
            if (check.equals !== undefined)
                out.equals = String(check.equals);
            if (check.match !== undefined)
                out.match = check.match;
            if (check.exists !== undefined)
                out.exists = check.exists;
            return [name, out];
        }));
    }
    if (raw.body !== undefined)
        expect.body = raw.body;
    if (raw.schema !== undefined)
        expect.schema = raw.schema;
    if (raw.latency_ms !== undefined) {
        expect.latency_ms = typeof raw.latency_ms === 'number' ? { lte: raw.latency_ms } : raw.latency_ms;
    }
    return expect;
}
/** `"200"` → 200 and `"4XX"` → `"4xx"`, so checks compare one spelling. */
function normalizeStatus(status) {
    const one = (value) => typeof value === 'number' ? value : /^\d+$/.test(value) ? Number(value) : value.toLowerCase();
    return Array.isArray(status) ? status.map(one) : one(status);
}
function buildCaptures(raw) {
    const captures = {};
    for (const [name, spec] of Object.entries(raw)) {
        if (typeof spec === 'string')
            captures[name] = spec;
        else if (typeof spec.json === 'string')
            captures[name] = { json: spec.json };
        else if (typeof spec.regex === 'string') {
            const header = typeof spec.header === 'string' ? spec.header : undefined;
            // Without `group:`, the first group when the pattern has one, else the whole match.
            const groups = regexGroupCount(spec.regex) ?? 0;
            const capture = {
                regex: spec.regex,
                group: typeof spec.group === 'number' ? spec.group : groups > 0 ? 1 : 0,
                from: header !== undefined ? 'header' : 'body',
            };
            if (header !== undefined)
                capture.header = header;
            captures[name] = capture;
        }
        else
            captures[name] = { header: String(spec.header) };
    }
    return captures;
}
function buildRetry(retry) {
    if (typeof retry === 'number')
        return { attempts: retry, delay_ms: DEFAULT_RETRY_DELAY_MS };
    return { attempts: retry.attempts, delay_ms: retry.delay_ms ?? DEFAULT_RETRY_DELAY_MS };
}

// Re-exported for src/flows/parse.ts, which takes its document helpers from this module.
/** The three step lists of a flow, with the phase their steps run in (and default ids are named after). */
const SECTIONS$1 = [
    ['setup', 'setup'],
    ['steps', 'step'],
    ['teardown', 'teardown'],
];
/** A step's id as written, else the default the built flow will give it (`step-2`). */
function stepId(step, phase, index) {
    return typeof step.id === 'string' ? step.id : `${phase}-${index + 1}`;
}

/**
 * Counting a flow's steps from its text, before the YAML parser sees it: parsing costs time and
 * memory per step, so a flow generated with a million steps is refused in one pass over the
 * characters rather than after minutes of parsing. Only block lists (`steps:` then `- ` items,
 * the way flows are written) are counted here; the parsed flow is counted again exactly.
 */
/** The top-level keys whose lists hold steps. */
const STEP_LISTS = ['setup', 'steps', 'teardown'];
/**
 * The offset of the first step past `max` in the block lists under `setup:`, `steps:` and
 * `teardown:` (counted together, in the order written), or undefined when there are at most `max`.
 */
function stepBeyondLimit(text, max) {
    let count = 0;
    // Inside a step list: the indentation of its `- ` items; undefined outside one.
    let itemIndent;
    let listOpened = false;
    for (let start = 0; start < text.length;) {
        const newline = text.indexOf('\n', start);
        const end = newline < 0 ? text.length : newline;
        let content = start;
        while (text[content] === ' ')
            content++;
        const char = text[content];
        const blank = content >= end || char === '#' || char === '\r';
        if (!blank) {
            const indent = content - start;
            const isItem = char === '-' && (content + 1 >= end || /\s/.test(text[content + 1]));
            if (listOpened) {
                // The first line under `steps:` sets the items' indentation (0 is allowed in YAML).
                itemIndent = isItem ? indent : undefined;
                listOpened = false;
            }
            else if (itemIndent !== undefined && (indent < itemIndent || (indent === itemIndent && !isItem))) {
                itemIndent = undefined;
            }
            if (itemIndent !== undefined && indent === itemIndent && isItem) {
                count++;
                if (count > max)
                    return content;
            }
            else if (itemIndent === undefined && indent === 0) {
                listOpened = /^(setup|steps|teardown)\s*:\s*(#.*)?\r?$/.test(text.slice(start, end));
            }
        }
        start = end + 1;
    }
    return undefined;
}

/**
 * Whole numbers past 2^53 as written. YAML and JSON parsers read every number as a double, so
 * `eq: 9007199254740993` becomes …992 and would pass against a body holding …992. The values a
 * body check compares with (`eq`, `ne`, `in`, `contains`) are read again from the flow's text, and
 * a whole number that a double cannot hold becomes a `bigint`; checks then read the body the same
 * way (lossless-json's `parseNumberAndBigInt` on both sides, so both agree on what is exact).
 */
const COMPARED = ['eq', 'ne', 'in', 'contains'];
/** Replaces, in place, the inexact whole numbers compared by `doc`'s body checks with exact bigints. */
function keepExactIntegers(doc, text, source) {
    let lineStarts;
    const exact = (path, value) => {
        const { line, column } = source.locate(path);
        lineStarts ??= [0, ...[...text.matchAll(/\n/g)].map((match) => match.index + 1)];
        const offset = (lineStarts[line - 1] ?? 0) + column - 1;
        const literal = /^-?\d+(?![\d.eE])/.exec(text.slice(offset, offset + 400).replace(/^\+/, ''))?.[0];
        // Only a plain decimal literal that reads as this very number is taken (not 0x…, 1e30 or a quoted string).
        if (literal === undefined || Number(literal) !== value)
            return value;
        return parseNumberAndBigInt(literal);
    };
    // Operands nest only as deep as the file does, and the file's nesting was bounded before parsing.
    const visit = (value, path) => {
        if (typeof value === 'number')
            return Number.isInteger(value) && !Number.isSafeInteger(value) ? exact(path, value) : value;
        if (Array.isArray(value)) {
            value.forEach((item, index) => (value[index] = visit(item, [...path, index])));
        }
        else if (isRecord(value)) {
            for (const key of Object.keys(value)) {
                const item = visit(value[key], [...path, key]);
                // Written only when it changed, and as an own property (a key may be `__proto__`).
                if (item !== value[key])
                    Object.defineProperty(value, key, {
                        value: item,
                        enumerable: true,
                        writable: true,
                        configurable: true,
                    });
            }
        }
        return value;
    };
    for (const list of STEP_LISTS) {
        const steps = doc[list];
        if (!Array.isArray(steps))
            continue;
        steps.forEach((step, index) => {
            const checks = isRecord(step) && isRecord(step.expect) ? step.expect.body : undefined;
            if (!Array.isArray(checks))
                return;
            checks.forEach((check, position) => {
                if (!isRecord(check))
                    return;
                for (const operator of COMPARED) {
                    if (Object.hasOwn(check, operator)) {
                        check[operator] = visit(check[operator], [list, index, 'expect', 'body', position, operator]);
                    }
                }
            });
        });
    }
}

/**
 * Collects the problems of one flow file, so a user sees all of them in one run rather than one
 * per fix, placing each at the value or the key it is about.
 */
class Problems extends ErrorCollector {
    source;
    constructor(source) {
        super();
        this.source = source;
    }
    at(location, message, hint) {
        this.add(new InputError(message, location, hint));
    }
    /** A problem with the value at `path` (points at the value). */
    value(path, message, hint) {
        this.at(this.source.locate(path), message, hint);
    }
    /** A problem with the key at the end of `path` (points at the key: the key itself is wrong or misplaced). */
    key(path, message, hint) {
        this.at(this.source.locateKey(path), message, hint);
    }
}

/**
 * The file-name rule: a flow lives in `<type>_<description>.yaml`, so a directory listing shows
 * what each flow is. The name gives the flow its type (and its default display name), and a
 * `type:` written in the file must agree with it.
 */
const FILE_NAME = /^([^_]*)_(.+)\.(ya?ml)$/;
/** Reads the type and description from the name of `problems.source.file`, reporting what is wrong. */
function checkFileName(doc, problems) {
    const file = problems.source.file;
    const name = file.split(/[\\/]/).at(-1) ?? file;
    const start = { file, line: 1, column: 1 };
    const typeList = `the type is one of ${FLOW_TYPES.join(', ')}`;
    const written = typeof doc.type === 'string' && isFlowType(doc.type) ? doc.type : undefined;
    const match = FILE_NAME.exec(name);
    if (!match) {
        problems.at(start, `flow file name '${name}' must be <type>_<description>.yaml`, `rename it, e.g. ${written ?? 'smoke'}_user_login.yaml; ${typeList}`);
        return { type: written };
    }
    const [, prefix = '', description = '', extension = 'yaml'] = match;
    if (!isFlowType(prefix)) {
        const suggestion = didYouMean(prefix, FLOW_TYPES);
        problems.at(start, `flow file name '${name}' starts with unknown type '${prefix}'`, `${suggestion ? `did you mean ${suggestion}_${description}.${extension}? ` : 'rename the file; '}${typeList}`);
        return { type: written, description };
    }
    if (written && written !== prefix) {
        problems.value(['type'], `type '${written}' does not match the file name prefix '${prefix}'`, `rename the file to ${written}_${description}.${extension} or write type: ${prefix}`);
    }
    return { type: prefix, description };
}

/**
 * The rules pass: what a JSON Schema cannot say about a flow. Rules that span keys (json or
 * form, not both), span steps (unique ids), depend on the file name (load only in performance
 * flows), or need a compiler (regexes, JSONPaths, placeholders).
 *
 * It runs on the raw document alongside the schema pass, so it reads every value defensively:
 * a value of the wrong type already has its schema error and is skipped here.
 */
const BODY_BODIES = ['json', 'body', 'form'];
/** Reports every rule `doc` breaks; returns what the file name says, for building the flow. */
function checkRules(doc, problems) {
    const naming = checkFileName(doc, problems);
    checkTypeBlocks(doc, naming, problems);
    // The schema checks the form of names; a name `{{env.…}}` would shadow is checked here.
    if (isRecord(doc.variables)) {
        for (const name of Object.keys(doc.variables)) {
            if (isReservedName(name)) {
                problems.key(['variables', name], `variable name '${name}' is reserved for {{env.NAME}}`, 'choose another name');
            }
        }
    }
    // Ids are unique across setup, steps and teardown: captures and reports name steps by id alone.
    const ids = new Map();
    for (const [section, phase] of SECTIONS$1) {
        const steps = doc[section];
        if (!Array.isArray(steps))
            continue;
        steps.forEach((step, index) => {
            if (!isRecord(step))
                return;
            const path = [section, index];
            const id = stepId(step, phase, index);
            const line = problems.source.locate(path).line;
            const first = ids.get(id);
            if (first === undefined)
                ids.set(id, line);
            else {
                problems.value(Object.hasOwn(step, 'id') ? [...path, 'id'] : path, `duplicate step id '${id}'`, `the step at line ${first} has it too; give each step a unique id`);
            }
            checkStep(step, path, id, problems);
            if (isRecord(step.cases))
                checkDurationBound(step.cases.max_duration, [...path, 'cases', 'max_duration'], problems);
            if (section !== 'steps' && Object.hasOwn(step, 'cases')) {
                problems.key([...path, 'cases'], `cases: runs for steps, and step '${id}' is in ${section}`, 'move the step to steps:, or remove cases:');
            }
        });
    }
    return naming;
}
/** `load` and `security` belong to one flow type each, and a load is counted or timed, not both. */
function checkTypeBlocks(doc, naming, problems) {
    for (const [block, type] of [
        ['load', 'performance'],
        ['security', 'security'],
    ]) {
        if (Object.hasOwn(doc, block) && naming.type && naming.type !== type) {
            problems.key([block], `${block} is only allowed in ${type} flows, and this is a ${naming.type} flow`, `remove ${block}: or move it to a ${type}_*.yaml flow`);
        }
    }
    const load = doc.load;
    if (isRecord(load) && Object.hasOwn(load, 'count') && Object.hasOwn(load, 'duration')) {
        problems.key(['load', 'duration'], 'load has both count and duration', 'give one: a number of iterations or a duration');
    }
    if (isRecord(load)) {
        checkDurationBound(load.duration, ['load', 'duration'], problems);
        // A counted load paced by a rate lasts count / rate seconds.
        const { count, rate } = load;
        if (typeof count === 'number' && typeof rate === 'number' && rate > 0 && count / rate > MAX_PHASE_S) {
            problems.value(['load', 'rate'], `${count} iterations at ${rate} per second take longer than a day`, 'raise the rate, lower the count, or give a duration instead');
        }
    }
    if (isRecord(doc.cases))
        checkDurationBound(doc.cases.max_duration, ['cases', 'max_duration'], problems);
}
/** The longest a load phase or a kind of generated cases may run: a day, as the schema bounds a number of seconds. */
const MAX_PHASE_S = 86_400;
/** A duration written as text (`"90000s"`) is bounded as the schema bounds one written as a number. */
function checkDurationBound(value, path, problems) {
    if (typeof value !== 'string' || !DURATION_TEXT.test(value))
        return;
    if (durationSeconds(value) > MAX_PHASE_S) {
        problems.value(path, `${value} is longer than a day`, 'write a duration of at most a day, e.g. "30m" or 86400');
    }
}
const DURATION_TEXT = /^[0-9]+(\.[0-9]+)?(ms|s|m)$/;
function checkStep(step, path, id, problems) {
    const request = isRecord(step.request) ? step.request : {};
    // Presence, not type: a mistyped `path: 5` or `request: null` already has its schema error.
    const hasTarget = ['operation', 'use'].some((key) => Object.hasOwn(step, key)) ||
        (Object.hasOwn(step, 'request') && !isRecord(step.request)) ||
        ['path', 'url'].some((key) => Object.hasOwn(request, key));
    if (!hasTarget) {
        problems.value(path, `step '${id}' has no request target`, 'give it an operation, use, request.path or request.url');
    }
    // A literal url is sent as written, so one that is not absolute could never be requested.
    // One with {{placeholders}} is only known once they are filled in, at run time.
    const urlProblem = typeof request.url === 'string' && !request.url.includes('{{') ? httpUrlProblem(request.url) : undefined;
    if (urlProblem === 'not-http') {
        problems.value([...path, 'request', 'url'], `url '${String(request.url)}' is not an absolute http(s) URL`, "write a full http(s) URL, or use path: relative to the environment's base_url");
    }
    else if (urlProblem === 'credentials') {
        const { message, hint } = describeUrlProblem('url', String(request.url), urlProblem);
        problems.value([...path, 'request', 'url'], message, hint);
    }
    const bodies = BODY_BODIES.filter((key) => Object.hasOwn(request, key));
    if (bodies.length > 1) {
        problems.key([...path, 'request', bodies[1]], `the request of step '${id}' has both ${bodies[0]} and ${bodies[1]}`, 'send only one of json, body or form');
    }
    for (const problem of templateProblems(request)) {
        problems.value([...path, 'request', ...problem.path], problem.message);
    }
    const expect = isRecord(step.expect) ? step.expect : {};
    if (isRecord(expect.headers)) {
        for (const [name, check] of Object.entries(expect.headers)) {
            if (isRecord(check))
                checkRegex(check.match, [...path, 'expect', 'headers', name, 'match'], problems);
        }
    }
    if (Array.isArray(expect.body)) {
        expect.body.forEach((check, index) => {
            if (!isRecord(check))
                return;
            const checkPath = [...path, 'expect', 'body', index];
            checkJsonPath(check.path, [...checkPath, 'path'], problems, 'rendered');
            checkRegex(check.match, [...checkPath, 'match'], problems);
            if (typeof check.path === 'string' &&
                !VALUE_OPERATORS.some((operator) => Object.hasOwn(check, operator))) {
                problems.value(checkPath, `body check '${check.path}' has no operator`, `add one of ${VALUE_OPERATORS.join(', ')} (exists: true to only require the value)`);
            }
        });
    }
    if (isRecord(step.capture)) {
        for (const [name, spec] of Object.entries(step.capture)) {
            checkCapture(name, spec, [...path, 'capture', name], problems);
        }
    }
}
/** A capture takes one of three forms; keys of one form in another would be silently ignored. */
function checkCapture(name, spec, path, problems) {
    if (isReservedName(name))
        problems.key(path, `capture name '${name}' is reserved for {{env.NAME}}`, 'choose another name');
    if (typeof spec === 'string') {
        checkJsonPath(spec, path, problems);
        return;
    }
    if (!isRecord(spec))
        return;
    const has = (key) => Object.hasOwn(spec, key);
    const forms = 'use { json }, { header }, or { regex, group, from, header }';
    if (has('json')) {
        checkJsonPath(spec.json, [...path, 'json'], problems);
        const extra = ['header', 'regex', 'group', 'from'].find(has);
        if (extra)
            problems.key([...path, extra], `capture '${name}' mixes json with ${extra}`, forms);
        return;
    }
    if (!has('regex')) {
        const extra = ['group', 'from'].find(has);
        if (extra)
            problems.key([...path, extra], `${extra} in capture '${name}' only applies to a regex`, forms);
        // An empty mapping already has its schema error.
        else if (!has('header') && Object.keys(spec).length > 0) {
            problems.value(path, `capture '${name}' needs json, header or regex`, forms);
        }
        return;
    }
    const groups = checkRegex(spec.regex, [...path, 'regex'], problems);
    if (groups !== undefined && typeof spec.group === 'number' && spec.group > groups) {
        problems.value([...path, 'group'], `capture '${name}' takes group ${spec.group}, but the regex has ${groups} group${groups === 1 ? '' : 's'}`, 'count the ( ) groups from 1, or use 0 for the whole match');
    }
    if (spec.from === 'header' && !has('header')) {
        problems.key([...path, 'from'], `capture '${name}' searches a header but names none`, 'add header: <name>');
    }
    if (spec.from === 'body' && has('header')) {
        problems.key([...path, 'header'], `capture '${name}' searches the body but also names a header`, 'remove header:, or write from: header');
    }
}

var ucs2lengthExports = /*@__PURE__*/ requireUcs2length();
const ucs2length = /*@__PURE__*/getDefaultExportFromCjs(ucs2lengthExports);

const checkisFlowShaped = (() => {
    const module = { exports: {} };
    module.exports = validate10;
    module.exports.default = validate10;
    const schema11 = { "properties": { "version": { "description": "Version of the flow format. Only 1 exists; leave it out or write 1.", "const": 1 }, "name": { "description": "Name shown in reports. Default: the file name without its type prefix, e.g. smoke_user_login.yaml → \"user login\".", "type": "string", "minLength": 1 }, "type": { "description": "Kind of flow. Must agree with the file name prefix (contract_products.yaml → contract). contract flows check every response against the spec; performance flows add load; security flows add probes.", "enum": ["smoke", "contract", "unit", "integration", "functional", "performance", "security", "e2e"] }, "description": { "description": "Free text explaining what the flow covers.", "type": "string" }, "environment": { "description": "Environment to run against: the name of .falcon/environments/<name>.yaml, which gives base_url, headers and variables. The CLI or action can override it.", "type": "string", "minLength": 1 }, "tags": { "description": "Labels for selecting flows, e.g. [catalog, checkout].", "type": "array", "uniqueItems": true, "items": { "description": "One tag.", "type": "string", "minLength": 1 } }, "variables": { "description": "Values for {{name}} placeholders, any JSON values. They override .falcon/variables.json and the environment's variables; captures of earlier steps override them.", "type": "object", "propertyNames": { "$ref": "#/definitions/variableName" } }, "continue_on_failure": { "description": "Default for every step. false (the default): a failed step skips the remaining steps; teardown still runs. true: every step runs.", "type": "boolean" }, "setup": { "description": "Steps run before `steps`, e.g. to log in or create test data. Ids default to setup-1, setup-2, …", "type": "array", "items": { "$ref": "#/definitions/step" } }, "steps": { "description": "The steps of the flow, run in order. At least one. Ids default to step-1, step-2, …", "type": "array", "minItems": 1, "items": { "$ref": "#/definitions/step" } }, "teardown": { "description": "Steps that always run last, even after failures, e.g. to delete test data. Ids default to teardown-1, teardown-2, …", "type": "array", "items": { "$ref": "#/definitions/step" } }, "load": { "description": "Performance flows only: how the steps are replayed under load after one functional pass. Default: count 100, connections 10, thresholds { error_rate: 0 }.", "$ref": "#/definitions/load" }, "cases": { "description": "Generated cases for every step of `steps` that has a documented operation: inputs drawn from the operation's request schemas. See definitions/cases.", "$ref": "#/definitions/cases" }, "security": { "description": "Security flows only: which probes are derived from each step. Default: all four probes, auth_header authorization, a built-in list of injection payloads.", "$ref": "#/definitions/security" } }};
    const schema31 = { "properties": { "probes": { "items": { "enum": ["no_auth", "bad_auth", "injection", "method_not_allowed"] } }} };
    const func2 = Object.prototype.hasOwnProperty;
    const func3 = (ucs2length?.default ?? ucs2length);
    const func0 = (equal?.default ?? equal);
    const pattern0 = new RegExp("^[A-Za-z_][A-Za-z0-9_-]*(\\.[A-Za-z0-9_-]+)*$", "u");
    const pattern2 = new RegExp("^[!#$%&'*+.^_`|~0-9A-Za-z-]+$", "u");
    const schema13 = { "properties": { "id": { "title": "an id of letters, digits, '_', '-' and '.'", "description": "Unique id of the step in the flow, shown in reports. Default: step-<n> (setup-<n>, teardown-<n> in those sections), counted from 1.", "type": "string", "pattern": "^[A-Za-z0-9_][A-Za-z0-9_.-]*$" }, "name": { "description": "Human-readable name of the step.", "type": "string", "minLength": 1 }, "operation": { "description": "operationId in the OpenAPI spec. Fills method and path and enables `schema: spec`. Path parameters come from request.params.", "type": "string", "minLength": 1 }, "use": { "description": "Name of a saved request in .falcon/requests/<name>.yaml, merged under `request` (the step's request wins; headers and query are merged).", "type": "string", "minLength": 1 }, "request": { "$ref": "#/definitions/request" }, "expect": { "$ref": "#/definitions/expect" }, "capture": { "description": "Values to keep for later steps as {{name}}: name → JSONPath string, or { json }, { header } or { regex, group, from, header }.", "type": "object", "propertyNames": { "$ref": "#/definitions/variableName" }, "additionalProperties": { "$ref": "#/definitions/capture" } }, "retry": { "description": "Re-send the request until its checks pass: a number of attempts from 1 to 100 (including the first, 250 ms apart), or { attempts, delay_ms }.", "oneOf": [{ "title": "a number of attempts", "type": "integer", "minimum": 1, "maximum": 100 }, { "title": "a mapping with attempts and delay_ms", "type": "object", "additionalProperties": false, "required": ["attempts"], "properties": { "attempts": { "description": "Total attempts, including the first: 1 to 100.", "type": "integer", "minimum": 1, "maximum": 100 }, "delay_ms": { "description": "Pause between attempts in milliseconds, at most 60000 (a minute). Default 250.", "type": "number", "minimum": 0, "maximum": 60000 } } }] }, "timeout_ms": { "description": "Timeout of each request of this step in milliseconds, at most 2147483647 (about 24.8 days, the longest a timer can wait).", "type": "number", "minimum": 1, "maximum": 2147483647 }, "continue_on_failure": { "description": "Run the next steps even if this one fails. Default: the flow's continue_on_failure.", "type": "boolean" }, "cases": { "description": "Generated cases for this step's operation (wins over the flow's cases:). See definitions/cases.", "$ref": "#/definitions/cases" } } };
    const schema26 = { "oneOf": [{ "title": "a JSONPath like \"$.id\"", "type": "string" }, { "title": "a mapping with json, header or regex", "type": "object", "additionalProperties": false, "minProperties": 1, "properties": { "json": { "description": "JSONPath into the JSON body, e.g. $.items[0].id.", "type": "string" }, "header": { "title": "a header name: letters, digits and !#$%&'*+-.^_`|~", "description": "Name of a response header: its value is captured (or, with regex, searched).", "type": "string", "pattern": "^[!#$%&'*+.^_`|~0-9A-Za-z-]+$" }, "regex": { "description": "A regular expression searched in the body (or in `header` with from: header).", "type": "string" }, "group": { "description": "Capture group of the regex to keep. Default 1 when the regex has a group, else the whole match (0).", "type": "integer", "minimum": 0 }, "from": { "description": "Where the regex searches: body (the default) or header (set `header` too).", "enum": ["body", "header"] } } }] };
    const pattern1 = new RegExp("^[A-Za-z0-9_][A-Za-z0-9_.-]*$", "u");
    const schema14 = { "properties": { "method": { "title": "an HTTP method (GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS, TRACE)", "description": "HTTP method. Default GET when only a path or url is given.", "enum": ["GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS", "TRACE", "get", "post", "put", "patch", "delete", "head", "options", "trace"] }, "path": { "description": "Path relative to the environment's base_url, e.g. /products/{{id}}.", "type": "string", "minLength": 1 }, "params": { "description": "Values for the {name} segments of the operation's path, e.g. { id: \"{{productId}}\" }.", "type": "object", "additionalProperties": { "title": "a string or a number", "description": "Value of one path parameter.", "type": ["string", "number"] } }, "url": { "description": "A full URL, used instead of base_url + path.", "type": "string", "minLength": 1 }, "query": { "description": "Query parameters. A list repeats the parameter: tags: [a, b] → ?tags=a&tags=b.", "type": "object", "additionalProperties": { "title": "a string, a number, true/false, or a list of them", "description": "Value of one query parameter.", "type": ["string", "number", "boolean", "array"], "items": { "$ref": "#/definitions/scalar" } } }, "headers": { "description": "Request headers, e.g. authorization: \"Bearer {{env.TOKEN}}\".", "type": "object", "propertyNames": { "title": "a header name: letters, digits and !#$%&'*+-.^_`|~", "pattern": "^[!#$%&'*+.^_`|~0-9A-Za-z-]+$" }, "additionalProperties": { "title": "a string, a number or true/false, on one line", "description": "Value of one header.", "type": ["string", "number", "boolean"], "pattern": "^[^\\r\\n\\u0000]*$" } }, "json": { "description": "A JSON body (any value). content-type: application/json is added unless given. Only one of json, body, form." }, "body": { "description": "A raw body, sent as is; set content-type in headers. Only one of json, body, form.", "type": "string" }, "form": { "description": "A URL-encoded form body (application/x-www-form-urlencoded). A list repeats the field: tags: [a, b] → tags=a&tags=b. Only one of json, body, form.", "type": "object", "additionalProperties": { "title": "a string, a number, true/false, or a list of them", "description": "Value of one form field.", "type": ["string", "number", "boolean", "array"], "items": { "$ref": "#/definitions/scalar" } } } } };
    const schema15 = { "type": ["string", "number", "boolean"] };
    const pattern3 = new RegExp("^[^\\r\\n\\u0000]*$", "u");
    function validate12(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) { let vErrors = null; let errors = 0; if (errors === 0) {
        if (data && typeof data == "object" && !Array.isArray(data)) {
            const _errs1 = errors;
            for (const key0 in data) {
                if (!(func2.call(schema14.properties, key0))) {
                    validate12.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }];
                    return false;
                }
            }
            if (_errs1 === errors) {
                if (data.method !== undefined) {
                    let data0 = data.method;
                    const _errs2 = errors;
                    if (!((((((((((((((((data0 === "GET") || (data0 === "POST")) || (data0 === "PUT")) || (data0 === "PATCH")) || (data0 === "DELETE")) || (data0 === "HEAD")) || (data0 === "OPTIONS")) || (data0 === "TRACE")) || (data0 === "get")) || (data0 === "post")) || (data0 === "put")) || (data0 === "patch")) || (data0 === "delete")) || (data0 === "head")) || (data0 === "options")) || (data0 === "trace"))) {
                        validate12.errors = [{ instancePath: instancePath + "/method", schemaPath: "#/properties/method/enum", keyword: "enum", params: { allowedValues: schema14.properties.method.enum }, message: "must be equal to one of the allowed values" }];
                        return false;
                    }
                    var valid0 = _errs2 === errors;
                }
                else {
                    var valid0 = true;
                }
                if (valid0) {
                    if (data.path !== undefined) {
                        let data1 = data.path;
                        const _errs3 = errors;
                        if (errors === _errs3) {
                            if (typeof data1 === "string") {
                                if (func3(data1) < 1) {
                                    validate12.errors = [{ instancePath: instancePath + "/path", schemaPath: "#/properties/path/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" }];
                                    return false;
                                }
                            }
                            else {
                                validate12.errors = [{ instancePath: instancePath + "/path", schemaPath: "#/properties/path/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                return false;
                            }
                        }
                        var valid0 = _errs3 === errors;
                    }
                    else {
                        var valid0 = true;
                    }
                    if (valid0) {
                        if (data.params !== undefined) {
                            let data2 = data.params;
                            const _errs5 = errors;
                            if (errors === _errs5) {
                                if (data2 && typeof data2 == "object" && !Array.isArray(data2)) {
                                    for (const key1 in data2) {
                                        let data3 = data2[key1];
                                        const _errs8 = errors;
                                        if ((typeof data3 !== "string") && (!((typeof data3 == "number") && (isFinite(data3))))) {
                                            validate12.errors = [{ instancePath: instancePath + "/params/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/params/additionalProperties/type", keyword: "type", params: { type: schema14.properties.params.additionalProperties.type }, message: "must be string,number" }];
                                            return false;
                                        }
                                        var valid1 = _errs8 === errors;
                                        if (!valid1) {
                                            break;
                                        }
                                    }
                                }
                                else {
                                    validate12.errors = [{ instancePath: instancePath + "/params", schemaPath: "#/properties/params/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                    return false;
                                }
                            }
                            var valid0 = _errs5 === errors;
                        }
                        else {
                            var valid0 = true;
                        }
                        if (valid0) {
                            if (data.url !== undefined) {
                                let data4 = data.url;
                                const _errs10 = errors;
                                if (errors === _errs10) {
                                    if (typeof data4 === "string") {
                                        if (func3(data4) < 1) {
                                            validate12.errors = [{ instancePath: instancePath + "/url", schemaPath: "#/properties/url/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" }];
                                            return false;
                                        }
                                    }
                                    else {
                                        validate12.errors = [{ instancePath: instancePath + "/url", schemaPath: "#/properties/url/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                        return false;
                                    }
                                }
                                var valid0 = _errs10 === errors;
                            }
                            else {
                                var valid0 = true;
                            }
                            if (valid0) {
                                if (data.query !== undefined) {
                                    let data5 = data.query;
                                    const _errs12 = errors;
                                    if (errors === _errs12) {
                                        if (data5 && typeof data5 == "object" && !Array.isArray(data5)) {
                                            for (const key2 in data5) {
                                                let data6 = data5[key2];
                                                const _errs15 = errors;
                                                if ((((typeof data6 !== "string") && (!((typeof data6 == "number") && (isFinite(data6))))) && (typeof data6 !== "boolean")) && (!(Array.isArray(data6)))) {
                                                    validate12.errors = [{ instancePath: instancePath + "/query/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/query/additionalProperties/type", keyword: "type", params: { type: schema14.properties.query.additionalProperties.type }, message: "must be string,number,boolean,array" }];
                                                    return false;
                                                }
                                                if (errors === _errs15) {
                                                    if (Array.isArray(data6)) {
                                                        var valid3 = true;
                                                        const len0 = data6.length;
                                                        for (let i0 = 0; i0 < len0; i0++) {
                                                            let data7 = data6[i0];
                                                            const _errs17 = errors;
                                                            if (((typeof data7 !== "string") && (!((typeof data7 == "number") && (isFinite(data7))))) && (typeof data7 !== "boolean")) {
                                                                validate12.errors = [{ instancePath: instancePath + "/query/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/" + i0, schemaPath: "#/definitions/scalar/type", keyword: "type", params: { type: schema15.type }, message: "must be string,number,boolean" }];
                                                                return false;
                                                            }
                                                            var valid3 = _errs17 === errors;
                                                            if (!valid3) {
                                                                break;
                                                            }
                                                        }
                                                    }
                                                }
                                                var valid2 = _errs15 === errors;
                                                if (!valid2) {
                                                    break;
                                                }
                                            }
                                        }
                                        else {
                                            validate12.errors = [{ instancePath: instancePath + "/query", schemaPath: "#/properties/query/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                            return false;
                                        }
                                    }
                                    var valid0 = _errs12 === errors;
                                }
                                else {
                                    var valid0 = true;
                                }
                                if (valid0) {
                                    if (data.headers !== undefined) {
                                        let data8 = data.headers;
                                        const _errs20 = errors;
                                        if (errors === _errs20) {
                                            if (data8 && typeof data8 == "object" && !Array.isArray(data8)) {
                                                for (const key3 in data8) {
                                                    const _errs22 = errors;
                                                    if (typeof key3 === "string") {
                                                        if (!pattern2.test(key3)) {
                                                            const err0 = { instancePath: instancePath + "/headers", schemaPath: "#/properties/headers/propertyNames/pattern", keyword: "pattern", params: { pattern: "^[!#$%&'*+.^_`|~0-9A-Za-z-]+$" }, message: "must match pattern \"" + "^[!#$%&'*+.^_`|~0-9A-Za-z-]+$" + "\"", propertyName: key3 };
                                                            if (vErrors === null) {
                                                                vErrors = [err0];
                                                            }
                                                            else {
                                                                vErrors.push(err0);
                                                            }
                                                            errors++;
                                                        }
                                                    }
                                                    var valid5 = _errs22 === errors;
                                                    if (!valid5) {
                                                        const err1 = { instancePath: instancePath + "/headers", schemaPath: "#/properties/headers/propertyNames", keyword: "propertyNames", params: { propertyName: key3 }, message: "property name must be valid" };
                                                        if (vErrors === null) {
                                                            vErrors = [err1];
                                                        }
                                                        else {
                                                            vErrors.push(err1);
                                                        }
                                                        errors++;
                                                        validate12.errors = vErrors;
                                                        return false;
                                                    }
                                                }
                                                if (valid5) {
                                                    for (const key4 in data8) {
                                                        let data9 = data8[key4];
                                                        const _errs24 = errors;
                                                        if (((typeof data9 !== "string") && (!((typeof data9 == "number") && (isFinite(data9))))) && (typeof data9 !== "boolean")) {
                                                            validate12.errors = [{ instancePath: instancePath + "/headers/" + key4.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/headers/additionalProperties/type", keyword: "type", params: { type: schema14.properties.headers.additionalProperties.type }, message: "must be string,number,boolean" }];
                                                            return false;
                                                        }
                                                        if (errors === _errs24) {
                                                            if (typeof data9 === "string") {
                                                                if (!pattern3.test(data9)) {
                                                                    validate12.errors = [{ instancePath: instancePath + "/headers/" + key4.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/headers/additionalProperties/pattern", keyword: "pattern", params: { pattern: "^[^\\r\\n\\u0000]*$" }, message: "must match pattern \"" + "^[^\\r\\n\\u0000]*$" + "\"" }];
                                                                    return false;
                                                                }
                                                            }
                                                        }
                                                        var valid6 = _errs24 === errors;
                                                        if (!valid6) {
                                                            break;
                                                        }
                                                    }
                                                }
                                            }
                                            else {
                                                validate12.errors = [{ instancePath: instancePath + "/headers", schemaPath: "#/properties/headers/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                                return false;
                                            }
                                        }
                                        var valid0 = _errs20 === errors;
                                    }
                                    else {
                                        var valid0 = true;
                                    }
                                    if (valid0) {
                                        if (data.body !== undefined) {
                                            const _errs26 = errors;
                                            if (typeof data.body !== "string") {
                                                validate12.errors = [{ instancePath: instancePath + "/body", schemaPath: "#/properties/body/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                return false;
                                            }
                                            var valid0 = _errs26 === errors;
                                        }
                                        else {
                                            var valid0 = true;
                                        }
                                        if (valid0) {
                                            if (data.form !== undefined) {
                                                let data11 = data.form;
                                                const _errs28 = errors;
                                                if (errors === _errs28) {
                                                    if (data11 && typeof data11 == "object" && !Array.isArray(data11)) {
                                                        for (const key5 in data11) {
                                                            let data12 = data11[key5];
                                                            const _errs31 = errors;
                                                            if ((((typeof data12 !== "string") && (!((typeof data12 == "number") && (isFinite(data12))))) && (typeof data12 !== "boolean")) && (!(Array.isArray(data12)))) {
                                                                validate12.errors = [{ instancePath: instancePath + "/form/" + key5.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/form/additionalProperties/type", keyword: "type", params: { type: schema14.properties.form.additionalProperties.type }, message: "must be string,number,boolean,array" }];
                                                                return false;
                                                            }
                                                            if (errors === _errs31) {
                                                                if (Array.isArray(data12)) {
                                                                    var valid8 = true;
                                                                    const len1 = data12.length;
                                                                    for (let i1 = 0; i1 < len1; i1++) {
                                                                        let data13 = data12[i1];
                                                                        const _errs33 = errors;
                                                                        if (((typeof data13 !== "string") && (!((typeof data13 == "number") && (isFinite(data13))))) && (typeof data13 !== "boolean")) {
                                                                            validate12.errors = [{ instancePath: instancePath + "/form/" + key5.replace(/~/g, "~0").replace(/\//g, "~1") + "/" + i1, schemaPath: "#/definitions/scalar/type", keyword: "type", params: { type: schema15.type }, message: "must be string,number,boolean" }];
                                                                            return false;
                                                                        }
                                                                        var valid8 = _errs33 === errors;
                                                                        if (!valid8) {
                                                                            break;
                                                                        }
                                                                    }
                                                                }
                                                            }
                                                            var valid7 = _errs31 === errors;
                                                            if (!valid7) {
                                                                break;
                                                            }
                                                        }
                                                    }
                                                    else {
                                                        validate12.errors = [{ instancePath: instancePath + "/form", schemaPath: "#/properties/form/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                                        return false;
                                                    }
                                                }
                                                var valid0 = _errs28 === errors;
                                            }
                                            else {
                                                var valid0 = true;
                                            }
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
        else {
            validate12.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
            return false;
        }
    } validate12.errors = vErrors; return errors === 0; }
    const schema17 = { "properties": { "headers": { "additionalProperties": { "oneOf": [{ "title": "a string", "type": ["string", "number", "boolean"] }, { "title": "a mapping with equals, match or exists", "type": "object", "additionalProperties": false, "minProperties": 1, "properties": { "equals": { "description": "The header value must equal this.", "type": ["string", "number", "boolean"] }, "match": { "description": "A regular expression the header value must match.", "type": "string" }, "exists": { "description": "true: the header must be present; false: it must be absent.", "type": "boolean" } } }] } }} };
    const pattern4 = new RegExp("^[1-5]([0-9][0-9]|[xX][xX])$", "u");
    const schema22 = { "properties": { "path": { "title": "a JSONPath like \"$.items[0].id\"", "description": "JSONPath into the JSON body, starting with $, e.g. $.items[0].id.", "type": "string" }, "eq": { "description": "The value must equal this (deep equality for objects and lists)." }, "ne": { "description": "The value must not equal this." }, "gt": { "description": "The value must be a number greater than this.", "type": "number" }, "gte": { "description": "The value must be a number greater than or equal to this.", "type": "number" }, "lt": { "description": "The value must be a number less than this.", "type": "number" }, "lte": { "description": "The value must be a number less than or equal to this.", "type": "number" }, "in": { "description": "The value must equal one of these.", "type": "array", "minItems": 1 }, "match": { "description": "A regular expression the value (as text) must match.", "type": "string" }, "contains": { "description": "A substring of a string value, an element of a list, or a key of an object." }, "exists": { "description": "true: the path must match something; false: it must match nothing.", "type": "boolean" }, "length": { "description": "Length of a string or list, or key count of an object: a number means equal, or comparisons like { lte: 5 }.", "oneOf": [{ "title": "a number", "type": "integer", "minimum": 0 }, { "$ref": "#/definitions/numberMatcher" }] }, "type": { "description": "JSON type the value must have.", "enum": ["string", "number", "integer", "boolean", "object", "array", "null"] } } };
    function validate15(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) { let vErrors = null; let errors = 0; if (errors === 0) {
        if (data && typeof data == "object" && !Array.isArray(data)) {
            let missing0;
            if ((data.path === undefined) && (missing0 = "path")) {
                validate15.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" }];
                return false;
            }
            else {
                const _errs1 = errors;
                for (const key0 in data) {
                    if (!(func2.call(schema22.properties, key0))) {
                        validate15.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }];
                        return false;
                    }
                }
                if (_errs1 === errors) {
                    if (data.path !== undefined) {
                        const _errs2 = errors;
                        if (typeof data.path !== "string") {
                            validate15.errors = [{ instancePath: instancePath + "/path", schemaPath: "#/properties/path/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                            return false;
                        }
                        var valid0 = _errs2 === errors;
                    }
                    else {
                        var valid0 = true;
                    }
                    if (valid0) {
                        if (data.gt !== undefined) {
                            let data1 = data.gt;
                            const _errs4 = errors;
                            if (!((typeof data1 == "number") && (isFinite(data1)))) {
                                validate15.errors = [{ instancePath: instancePath + "/gt", schemaPath: "#/properties/gt/type", keyword: "type", params: { type: "number" }, message: "must be number" }];
                                return false;
                            }
                            var valid0 = _errs4 === errors;
                        }
                        else {
                            var valid0 = true;
                        }
                        if (valid0) {
                            if (data.gte !== undefined) {
                                let data2 = data.gte;
                                const _errs6 = errors;
                                if (!((typeof data2 == "number") && (isFinite(data2)))) {
                                    validate15.errors = [{ instancePath: instancePath + "/gte", schemaPath: "#/properties/gte/type", keyword: "type", params: { type: "number" }, message: "must be number" }];
                                    return false;
                                }
                                var valid0 = _errs6 === errors;
                            }
                            else {
                                var valid0 = true;
                            }
                            if (valid0) {
                                if (data.lt !== undefined) {
                                    let data3 = data.lt;
                                    const _errs8 = errors;
                                    if (!((typeof data3 == "number") && (isFinite(data3)))) {
                                        validate15.errors = [{ instancePath: instancePath + "/lt", schemaPath: "#/properties/lt/type", keyword: "type", params: { type: "number" }, message: "must be number" }];
                                        return false;
                                    }
                                    var valid0 = _errs8 === errors;
                                }
                                else {
                                    var valid0 = true;
                                }
                                if (valid0) {
                                    if (data.lte !== undefined) {
                                        let data4 = data.lte;
                                        const _errs10 = errors;
                                        if (!((typeof data4 == "number") && (isFinite(data4)))) {
                                            validate15.errors = [{ instancePath: instancePath + "/lte", schemaPath: "#/properties/lte/type", keyword: "type", params: { type: "number" }, message: "must be number" }];
                                            return false;
                                        }
                                        var valid0 = _errs10 === errors;
                                    }
                                    else {
                                        var valid0 = true;
                                    }
                                    if (valid0) {
                                        if (data.in !== undefined) {
                                            let data5 = data.in;
                                            const _errs12 = errors;
                                            if (errors === _errs12) {
                                                if (Array.isArray(data5)) {
                                                    if (data5.length < 1) {
                                                        validate15.errors = [{ instancePath: instancePath + "/in", schemaPath: "#/properties/in/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items" }];
                                                        return false;
                                                    }
                                                }
                                                else {
                                                    validate15.errors = [{ instancePath: instancePath + "/in", schemaPath: "#/properties/in/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                                    return false;
                                                }
                                            }
                                            var valid0 = _errs12 === errors;
                                        }
                                        else {
                                            var valid0 = true;
                                        }
                                        if (valid0) {
                                            if (data.match !== undefined) {
                                                const _errs14 = errors;
                                                if (typeof data.match !== "string") {
                                                    validate15.errors = [{ instancePath: instancePath + "/match", schemaPath: "#/properties/match/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                    return false;
                                                }
                                                var valid0 = _errs14 === errors;
                                            }
                                            else {
                                                var valid0 = true;
                                            }
                                            if (valid0) {
                                                if (data.exists !== undefined) {
                                                    const _errs16 = errors;
                                                    if (typeof data.exists !== "boolean") {
                                                        validate15.errors = [{ instancePath: instancePath + "/exists", schemaPath: "#/properties/exists/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }];
                                                        return false;
                                                    }
                                                    var valid0 = _errs16 === errors;
                                                }
                                                else {
                                                    var valid0 = true;
                                                }
                                                if (valid0) {
                                                    if (data.length !== undefined) {
                                                        let data8 = data.length;
                                                        const _errs18 = errors;
                                                        const _errs19 = errors;
                                                        let valid1 = false;
                                                        let passing0 = null;
                                                        const _errs20 = errors;
                                                        if (!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))) {
                                                            const err0 = { instancePath: instancePath + "/length", schemaPath: "#/properties/length/oneOf/0/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                                                            if (vErrors === null) {
                                                                vErrors = [err0];
                                                            }
                                                            else {
                                                                vErrors.push(err0);
                                                            }
                                                            errors++;
                                                        }
                                                        if (errors === _errs20) {
                                                            if ((typeof data8 == "number") && (isFinite(data8))) {
                                                                if (data8 < 0 || isNaN(data8)) {
                                                                    const err1 = { instancePath: instancePath + "/length", schemaPath: "#/properties/length/oneOf/0/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
                                                                    if (vErrors === null) {
                                                                        vErrors = [err1];
                                                                    }
                                                                    else {
                                                                        vErrors.push(err1);
                                                                    }
                                                                    errors++;
                                                                }
                                                            }
                                                        }
                                                        var _valid0 = _errs20 === errors;
                                                        if (_valid0) {
                                                            valid1 = true;
                                                            passing0 = 0;
                                                        }
                                                        const _errs22 = errors;
                                                        const _errs23 = errors;
                                                        if (errors === _errs23) {
                                                            if (data8 && typeof data8 == "object" && !Array.isArray(data8)) {
                                                                if (Object.keys(data8).length < 1) {
                                                                    const err2 = { instancePath: instancePath + "/length", schemaPath: "#/definitions/numberMatcher/minProperties", keyword: "minProperties", params: { limit: 1 }, message: "must NOT have fewer than 1 properties" };
                                                                    if (vErrors === null) {
                                                                        vErrors = [err2];
                                                                    }
                                                                    else {
                                                                        vErrors.push(err2);
                                                                    }
                                                                    errors++;
                                                                }
                                                                else {
                                                                    const _errs25 = errors;
                                                                    for (const key1 in data8) {
                                                                        if (!((((((key1 === "eq") || (key1 === "ne")) || (key1 === "gt")) || (key1 === "gte")) || (key1 === "lt")) || (key1 === "lte"))) {
                                                                            const err3 = { instancePath: instancePath + "/length", schemaPath: "#/definitions/numberMatcher/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties" };
                                                                            if (vErrors === null) {
                                                                                vErrors = [err3];
                                                                            }
                                                                            else {
                                                                                vErrors.push(err3);
                                                                            }
                                                                            errors++;
                                                                            break;
                                                                        }
                                                                    }
                                                                    if (_errs25 === errors) {
                                                                        if (data8.eq !== undefined) {
                                                                            let data9 = data8.eq;
                                                                            const _errs26 = errors;
                                                                            if (!((typeof data9 == "number") && (isFinite(data9)))) {
                                                                                const err4 = { instancePath: instancePath + "/length/eq", schemaPath: "#/definitions/numberMatcher/properties/eq/type", keyword: "type", params: { type: "number" }, message: "must be number" };
                                                                                if (vErrors === null) {
                                                                                    vErrors = [err4];
                                                                                }
                                                                                else {
                                                                                    vErrors.push(err4);
                                                                                }
                                                                                errors++;
                                                                            }
                                                                            var valid3 = _errs26 === errors;
                                                                        }
                                                                        else {
                                                                            var valid3 = true;
                                                                        }
                                                                        if (valid3) {
                                                                            if (data8.ne !== undefined) {
                                                                                let data10 = data8.ne;
                                                                                const _errs28 = errors;
                                                                                if (!((typeof data10 == "number") && (isFinite(data10)))) {
                                                                                    const err5 = { instancePath: instancePath + "/length/ne", schemaPath: "#/definitions/numberMatcher/properties/ne/type", keyword: "type", params: { type: "number" }, message: "must be number" };
                                                                                    if (vErrors === null) {
                                                                                        vErrors = [err5];
                                                                                    }
                                                                                    else {
                                                                                        vErrors.push(err5);
                                                                                    }
                                                                                    errors++;
                                                                                }
                                                                                var valid3 = _errs28 === errors;
                                                                            }
                                                                            else {
                                                                                var valid3 = true;
                                                                            }
                                                                            if (valid3) {
                                                                                if (data8.gt !== undefined) {
                                                                                    let data11 = data8.gt;
                                                                                    const _errs30 = errors;
                                                                                    if (!((typeof data11 == "number") && (isFinite(data11)))) {
                                                                                        const err6 = { instancePath: instancePath + "/length/gt", schemaPath: "#/definitions/numberMatcher/properties/gt/type", keyword: "type", params: { type: "number" }, message: "must be number" };
                                                                                        if (vErrors === null) {
                                                                                            vErrors = [err6];
                                                                                        }
                                                                                        else {
                                                                                            vErrors.push(err6);
                                                                                        }
                                                                                        errors++;
                                                                                    }
                                                                                    var valid3 = _errs30 === errors;
                                                                                }
                                                                                else {
                                                                                    var valid3 = true;
                                                                                }
                                                                                if (valid3) {
                                                                                    if (data8.gte !== undefined) {
                                                                                        let data12 = data8.gte;
                                                                                        const _errs32 = errors;
                                                                                        if (!((typeof data12 == "number") && (isFinite(data12)))) {
                                                                                            const err7 = { instancePath: instancePath + "/length/gte", schemaPath: "#/definitions/numberMatcher/properties/gte/type", keyword: "type", params: { type: "number" }, message: "must be number" };
                                                                                            if (vErrors === null) {
                                                                                                vErrors = [err7];
                                                                                            }
                                                                                            else {
                                                                                                vErrors.push(err7);
                                                                                            }
                                                                                            errors++;
                                                                                        }
                                                                                        var valid3 = _errs32 === errors;
                                                                                    }
                                                                                    else {
                                                                                        var valid3 = true;
                                                                                    }
                                                                                    if (valid3) {
                                                                                        if (data8.lt !== undefined) {
                                                                                            let data13 = data8.lt;
                                                                                            const _errs34 = errors;
                                                                                            if (!((typeof data13 == "number") && (isFinite(data13)))) {
                                                                                                const err8 = { instancePath: instancePath + "/length/lt", schemaPath: "#/definitions/numberMatcher/properties/lt/type", keyword: "type", params: { type: "number" }, message: "must be number" };
                                                                                                if (vErrors === null) {
                                                                                                    vErrors = [err8];
                                                                                                }
                                                                                                else {
                                                                                                    vErrors.push(err8);
                                                                                                }
                                                                                                errors++;
                                                                                            }
                                                                                            var valid3 = _errs34 === errors;
                                                                                        }
                                                                                        else {
                                                                                            var valid3 = true;
                                                                                        }
                                                                                        if (valid3) {
                                                                                            if (data8.lte !== undefined) {
                                                                                                let data14 = data8.lte;
                                                                                                const _errs36 = errors;
                                                                                                if (!((typeof data14 == "number") && (isFinite(data14)))) {
                                                                                                    const err9 = { instancePath: instancePath + "/length/lte", schemaPath: "#/definitions/numberMatcher/properties/lte/type", keyword: "type", params: { type: "number" }, message: "must be number" };
                                                                                                    if (vErrors === null) {
                                                                                                        vErrors = [err9];
                                                                                                    }
                                                                                                    else {
                                                                                                        vErrors.push(err9);
                                                                                                    }
                                                                                                    errors++;
                                                                                                }
                                                                                                var valid3 = _errs36 === errors;
                                                                                            }
                                                                                            else {
                                                                                                var valid3 = true;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                }
                                                                            }
                                                                        }
                                                                    }
                                                                }
                                                            }
                                                            else {
                                                                const err10 = { instancePath: instancePath + "/length", schemaPath: "#/definitions/numberMatcher/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                                                                if (vErrors === null) {
                                                                    vErrors = [err10];
                                                                }
                                                                else {
                                                                    vErrors.push(err10);
                                                                }
                                                                errors++;
                                                            }
                                                        }
                                                        var _valid0 = _errs22 === errors;
                                                        if (_valid0 && valid1) {
                                                            valid1 = false;
                                                            passing0 = [passing0, 1];
                                                        }
                                                        else {
                                                            if (_valid0) {
                                                                valid1 = true;
                                                                passing0 = 1;
                                                            }
                                                        }
                                                        if (!valid1) {
                                                            const err11 = { instancePath: instancePath + "/length", schemaPath: "#/properties/length/oneOf", keyword: "oneOf", params: { passingSchemas: passing0 }, message: "must match exactly one schema in oneOf" };
                                                            if (vErrors === null) {
                                                                vErrors = [err11];
                                                            }
                                                            else {
                                                                vErrors.push(err11);
                                                            }
                                                            errors++;
                                                            validate15.errors = vErrors;
                                                            return false;
                                                        }
                                                        else {
                                                            errors = _errs19;
                                                            if (vErrors !== null) {
                                                                if (_errs19) {
                                                                    vErrors.length = _errs19;
                                                                }
                                                                else {
                                                                    vErrors = null;
                                                                }
                                                            }
                                                        }
                                                        var valid0 = _errs18 === errors;
                                                    }
                                                    else {
                                                        var valid0 = true;
                                                    }
                                                    if (valid0) {
                                                        if (data.type !== undefined) {
                                                            let data15 = data.type;
                                                            const _errs38 = errors;
                                                            if (!(((((((data15 === "string") || (data15 === "number")) || (data15 === "integer")) || (data15 === "boolean")) || (data15 === "object")) || (data15 === "array")) || (data15 === "null"))) {
                                                                validate15.errors = [{ instancePath: instancePath + "/type", schemaPath: "#/properties/type/enum", keyword: "enum", params: { allowedValues: schema22.properties.type.enum }, message: "must be equal to one of the allowed values" }];
                                                                return false;
                                                            }
                                                            var valid0 = _errs38 === errors;
                                                        }
                                                        else {
                                                            var valid0 = true;
                                                        }
                                                    }
                                                }
                                            }
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
        else {
            validate15.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
            return false;
        }
    } validate15.errors = vErrors; return errors === 0; }
    function validate14(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) { let vErrors = null; let errors = 0; if (errors === 0) {
        if (data && typeof data == "object" && !Array.isArray(data)) {
            const _errs1 = errors;
            for (const key0 in data) {
                if (!(((((key0 === "status") || (key0 === "headers")) || (key0 === "body")) || (key0 === "schema")) || (key0 === "latency_ms"))) {
                    validate14.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }];
                    return false;
                }
            }
            if (_errs1 === errors) {
                if (data.status !== undefined) {
                    let data0 = data.status;
                    const _errs2 = errors;
                    const _errs3 = errors;
                    let valid1 = false;
                    let passing0 = null;
                    const _errs4 = errors;
                    const _errs5 = errors;
                    if (!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))) {
                        const err0 = { instancePath: instancePath + "/status", schemaPath: "#/definitions/statusCode/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                        if (vErrors === null) {
                            vErrors = [err0];
                        }
                        else {
                            vErrors.push(err0);
                        }
                        errors++;
                    }
                    if (errors === _errs5) {
                        if ((typeof data0 == "number") && (isFinite(data0))) {
                            if (data0 > 599 || isNaN(data0)) {
                                const err1 = { instancePath: instancePath + "/status", schemaPath: "#/definitions/statusCode/maximum", keyword: "maximum", params: { comparison: "<=", limit: 599 }, message: "must be <= 599" };
                                if (vErrors === null) {
                                    vErrors = [err1];
                                }
                                else {
                                    vErrors.push(err1);
                                }
                                errors++;
                            }
                            else {
                                if (data0 < 100 || isNaN(data0)) {
                                    const err2 = { instancePath: instancePath + "/status", schemaPath: "#/definitions/statusCode/minimum", keyword: "minimum", params: { comparison: ">=", limit: 100 }, message: "must be >= 100" };
                                    if (vErrors === null) {
                                        vErrors = [err2];
                                    }
                                    else {
                                        vErrors.push(err2);
                                    }
                                    errors++;
                                }
                            }
                        }
                    }
                    var _valid0 = _errs4 === errors;
                    if (_valid0) {
                        valid1 = true;
                        passing0 = 0;
                    }
                    const _errs7 = errors;
                    const _errs8 = errors;
                    if (errors === _errs8) {
                        if (typeof data0 === "string") {
                            if (!pattern4.test(data0)) {
                                const err3 = { instancePath: instancePath + "/status", schemaPath: "#/definitions/statusText/pattern", keyword: "pattern", params: { pattern: "^[1-5]([0-9][0-9]|[xX][xX])$" }, message: "must match pattern \"" + "^[1-5]([0-9][0-9]|[xX][xX])$" + "\"" };
                                if (vErrors === null) {
                                    vErrors = [err3];
                                }
                                else {
                                    vErrors.push(err3);
                                }
                                errors++;
                            }
                        }
                        else {
                            const err4 = { instancePath: instancePath + "/status", schemaPath: "#/definitions/statusText/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                            if (vErrors === null) {
                                vErrors = [err4];
                            }
                            else {
                                vErrors.push(err4);
                            }
                            errors++;
                        }
                    }
                    var _valid0 = _errs7 === errors;
                    if (_valid0 && valid1) {
                        valid1 = false;
                        passing0 = [passing0, 1];
                    }
                    else {
                        if (_valid0) {
                            valid1 = true;
                            passing0 = 1;
                        }
                        const _errs10 = errors;
                        if (errors === _errs10) {
                            if (Array.isArray(data0)) {
                                if (data0.length < 1) {
                                    const err5 = { instancePath: instancePath + "/status", schemaPath: "#/properties/status/oneOf/2/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items" };
                                    if (vErrors === null) {
                                        vErrors = [err5];
                                    }
                                    else {
                                        vErrors.push(err5);
                                    }
                                    errors++;
                                }
                                else {
                                    var valid4 = true;
                                    const len0 = data0.length;
                                    for (let i0 = 0; i0 < len0; i0++) {
                                        let data1 = data0[i0];
                                        const _errs12 = errors;
                                        const _errs13 = errors;
                                        let valid5 = false;
                                        let passing1 = null;
                                        const _errs14 = errors;
                                        const _errs15 = errors;
                                        if (!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))) {
                                            const err6 = { instancePath: instancePath + "/status/" + i0, schemaPath: "#/definitions/statusCode/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                                            if (vErrors === null) {
                                                vErrors = [err6];
                                            }
                                            else {
                                                vErrors.push(err6);
                                            }
                                            errors++;
                                        }
                                        if (errors === _errs15) {
                                            if ((typeof data1 == "number") && (isFinite(data1))) {
                                                if (data1 > 599 || isNaN(data1)) {
                                                    const err7 = { instancePath: instancePath + "/status/" + i0, schemaPath: "#/definitions/statusCode/maximum", keyword: "maximum", params: { comparison: "<=", limit: 599 }, message: "must be <= 599" };
                                                    if (vErrors === null) {
                                                        vErrors = [err7];
                                                    }
                                                    else {
                                                        vErrors.push(err7);
                                                    }
                                                    errors++;
                                                }
                                                else {
                                                    if (data1 < 100 || isNaN(data1)) {
                                                        const err8 = { instancePath: instancePath + "/status/" + i0, schemaPath: "#/definitions/statusCode/minimum", keyword: "minimum", params: { comparison: ">=", limit: 100 }, message: "must be >= 100" };
                                                        if (vErrors === null) {
                                                            vErrors = [err8];
                                                        }
                                                        else {
                                                            vErrors.push(err8);
                                                        }
                                                        errors++;
                                                    }
                                                }
                                            }
                                        }
                                        var _valid1 = _errs14 === errors;
                                        if (_valid1) {
                                            valid5 = true;
                                            passing1 = 0;
                                        }
                                        const _errs17 = errors;
                                        const _errs18 = errors;
                                        if (errors === _errs18) {
                                            if (typeof data1 === "string") {
                                                if (!pattern4.test(data1)) {
                                                    const err9 = { instancePath: instancePath + "/status/" + i0, schemaPath: "#/definitions/statusText/pattern", keyword: "pattern", params: { pattern: "^[1-5]([0-9][0-9]|[xX][xX])$" }, message: "must match pattern \"" + "^[1-5]([0-9][0-9]|[xX][xX])$" + "\"" };
                                                    if (vErrors === null) {
                                                        vErrors = [err9];
                                                    }
                                                    else {
                                                        vErrors.push(err9);
                                                    }
                                                    errors++;
                                                }
                                            }
                                            else {
                                                const err10 = { instancePath: instancePath + "/status/" + i0, schemaPath: "#/definitions/statusText/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                                                if (vErrors === null) {
                                                    vErrors = [err10];
                                                }
                                                else {
                                                    vErrors.push(err10);
                                                }
                                                errors++;
                                            }
                                        }
                                        var _valid1 = _errs17 === errors;
                                        if (_valid1 && valid5) {
                                            valid5 = false;
                                            passing1 = [passing1, 1];
                                        }
                                        else {
                                            if (_valid1) {
                                                valid5 = true;
                                                passing1 = 1;
                                            }
                                        }
                                        if (!valid5) {
                                            const err11 = { instancePath: instancePath + "/status/" + i0, schemaPath: "#/properties/status/oneOf/2/items/oneOf", keyword: "oneOf", params: { passingSchemas: passing1 }, message: "must match exactly one schema in oneOf" };
                                            if (vErrors === null) {
                                                vErrors = [err11];
                                            }
                                            else {
                                                vErrors.push(err11);
                                            }
                                            errors++;
                                        }
                                        else {
                                            errors = _errs13;
                                            if (vErrors !== null) {
                                                if (_errs13) {
                                                    vErrors.length = _errs13;
                                                }
                                                else {
                                                    vErrors = null;
                                                }
                                            }
                                        }
                                        var valid4 = _errs12 === errors;
                                        if (!valid4) {
                                            break;
                                        }
                                    }
                                }
                            }
                            else {
                                const err12 = { instancePath: instancePath + "/status", schemaPath: "#/properties/status/oneOf/2/type", keyword: "type", params: { type: "array" }, message: "must be array" };
                                if (vErrors === null) {
                                    vErrors = [err12];
                                }
                                else {
                                    vErrors.push(err12);
                                }
                                errors++;
                            }
                        }
                        var _valid0 = _errs10 === errors;
                        if (_valid0 && valid1) {
                            valid1 = false;
                            passing0 = [passing0, 2];
                        }
                        else {
                            if (_valid0) {
                                valid1 = true;
                                passing0 = 2;
                            }
                        }
                    }
                    if (!valid1) {
                        const err13 = { instancePath: instancePath + "/status", schemaPath: "#/properties/status/oneOf", keyword: "oneOf", params: { passingSchemas: passing0 }, message: "must match exactly one schema in oneOf" };
                        if (vErrors === null) {
                            vErrors = [err13];
                        }
                        else {
                            vErrors.push(err13);
                        }
                        errors++;
                        validate14.errors = vErrors;
                        return false;
                    }
                    else {
                        errors = _errs3;
                        if (vErrors !== null) {
                            if (_errs3) {
                                vErrors.length = _errs3;
                            }
                            else {
                                vErrors = null;
                            }
                        }
                    }
                    var valid0 = _errs2 === errors;
                }
                else {
                    var valid0 = true;
                }
                if (valid0) {
                    if (data.headers !== undefined) {
                        let data2 = data.headers;
                        const _errs20 = errors;
                        if (errors === _errs20) {
                            if (data2 && typeof data2 == "object" && !Array.isArray(data2)) {
                                for (const key1 in data2) {
                                    const _errs22 = errors;
                                    if (typeof key1 === "string") {
                                        if (!pattern2.test(key1)) {
                                            const err14 = { instancePath: instancePath + "/headers", schemaPath: "#/properties/headers/propertyNames/pattern", keyword: "pattern", params: { pattern: "^[!#$%&'*+.^_`|~0-9A-Za-z-]+$" }, message: "must match pattern \"" + "^[!#$%&'*+.^_`|~0-9A-Za-z-]+$" + "\"", propertyName: key1 };
                                            if (vErrors === null) {
                                                vErrors = [err14];
                                            }
                                            else {
                                                vErrors.push(err14);
                                            }
                                            errors++;
                                        }
                                    }
                                    var valid8 = _errs22 === errors;
                                    if (!valid8) {
                                        const err15 = { instancePath: instancePath + "/headers", schemaPath: "#/properties/headers/propertyNames", keyword: "propertyNames", params: { propertyName: key1 }, message: "property name must be valid" };
                                        if (vErrors === null) {
                                            vErrors = [err15];
                                        }
                                        else {
                                            vErrors.push(err15);
                                        }
                                        errors++;
                                        validate14.errors = vErrors;
                                        return false;
                                    }
                                }
                                if (valid8) {
                                    for (const key2 in data2) {
                                        let data3 = data2[key2];
                                        const _errs24 = errors;
                                        const _errs25 = errors;
                                        let valid10 = false;
                                        let passing2 = null;
                                        const _errs26 = errors;
                                        if (((typeof data3 !== "string") && (!((typeof data3 == "number") && (isFinite(data3))))) && (typeof data3 !== "boolean")) {
                                            const err16 = { instancePath: instancePath + "/headers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/headers/additionalProperties/oneOf/0/type", keyword: "type", params: { type: schema17.properties.headers.additionalProperties.oneOf[0].type }, message: "must be string,number,boolean" };
                                            if (vErrors === null) {
                                                vErrors = [err16];
                                            }
                                            else {
                                                vErrors.push(err16);
                                            }
                                            errors++;
                                        }
                                        var _valid2 = _errs26 === errors;
                                        if (_valid2) {
                                            valid10 = true;
                                            passing2 = 0;
                                        }
                                        const _errs28 = errors;
                                        if (errors === _errs28) {
                                            if (data3 && typeof data3 == "object" && !Array.isArray(data3)) {
                                                if (Object.keys(data3).length < 1) {
                                                    const err17 = { instancePath: instancePath + "/headers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/headers/additionalProperties/oneOf/1/minProperties", keyword: "minProperties", params: { limit: 1 }, message: "must NOT have fewer than 1 properties" };
                                                    if (vErrors === null) {
                                                        vErrors = [err17];
                                                    }
                                                    else {
                                                        vErrors.push(err17);
                                                    }
                                                    errors++;
                                                }
                                                else {
                                                    const _errs30 = errors;
                                                    for (const key3 in data3) {
                                                        if (!(((key3 === "equals") || (key3 === "match")) || (key3 === "exists"))) {
                                                            const err18 = { instancePath: instancePath + "/headers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/headers/additionalProperties/oneOf/1/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key3 }, message: "must NOT have additional properties" };
                                                            if (vErrors === null) {
                                                                vErrors = [err18];
                                                            }
                                                            else {
                                                                vErrors.push(err18);
                                                            }
                                                            errors++;
                                                            break;
                                                        }
                                                    }
                                                    if (_errs30 === errors) {
                                                        if (data3.equals !== undefined) {
                                                            let data4 = data3.equals;
                                                            const _errs31 = errors;
                                                            if (((typeof data4 !== "string") && (!((typeof data4 == "number") && (isFinite(data4))))) && (typeof data4 !== "boolean")) {
                                                                const err19 = { instancePath: instancePath + "/headers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/equals", schemaPath: "#/properties/headers/additionalProperties/oneOf/1/properties/equals/type", keyword: "type", params: { type: schema17.properties.headers.additionalProperties.oneOf[1].properties.equals.type }, message: "must be string,number,boolean" };
                                                                if (vErrors === null) {
                                                                    vErrors = [err19];
                                                                }
                                                                else {
                                                                    vErrors.push(err19);
                                                                }
                                                                errors++;
                                                            }
                                                            var valid11 = _errs31 === errors;
                                                        }
                                                        else {
                                                            var valid11 = true;
                                                        }
                                                        if (valid11) {
                                                            if (data3.match !== undefined) {
                                                                const _errs33 = errors;
                                                                if (typeof data3.match !== "string") {
                                                                    const err20 = { instancePath: instancePath + "/headers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/match", schemaPath: "#/properties/headers/additionalProperties/oneOf/1/properties/match/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                                                                    if (vErrors === null) {
                                                                        vErrors = [err20];
                                                                    }
                                                                    else {
                                                                        vErrors.push(err20);
                                                                    }
                                                                    errors++;
                                                                }
                                                                var valid11 = _errs33 === errors;
                                                            }
                                                            else {
                                                                var valid11 = true;
                                                            }
                                                            if (valid11) {
                                                                if (data3.exists !== undefined) {
                                                                    const _errs35 = errors;
                                                                    if (typeof data3.exists !== "boolean") {
                                                                        const err21 = { instancePath: instancePath + "/headers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/exists", schemaPath: "#/properties/headers/additionalProperties/oneOf/1/properties/exists/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
                                                                        if (vErrors === null) {
                                                                            vErrors = [err21];
                                                                        }
                                                                        else {
                                                                            vErrors.push(err21);
                                                                        }
                                                                        errors++;
                                                                    }
                                                                    var valid11 = _errs35 === errors;
                                                                }
                                                                else {
                                                                    var valid11 = true;
                                                                }
                                                            }
                                                        }
                                                    }
                                                }
                                            }
                                            else {
                                                const err22 = { instancePath: instancePath + "/headers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/headers/additionalProperties/oneOf/1/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                                                if (vErrors === null) {
                                                    vErrors = [err22];
                                                }
                                                else {
                                                    vErrors.push(err22);
                                                }
                                                errors++;
                                            }
                                        }
                                        var _valid2 = _errs28 === errors;
                                        if (_valid2 && valid10) {
                                            valid10 = false;
                                            passing2 = [passing2, 1];
                                        }
                                        else {
                                            if (_valid2) {
                                                valid10 = true;
                                                passing2 = 1;
                                            }
                                        }
                                        if (!valid10) {
                                            const err23 = { instancePath: instancePath + "/headers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/headers/additionalProperties/oneOf", keyword: "oneOf", params: { passingSchemas: passing2 }, message: "must match exactly one schema in oneOf" };
                                            if (vErrors === null) {
                                                vErrors = [err23];
                                            }
                                            else {
                                                vErrors.push(err23);
                                            }
                                            errors++;
                                            validate14.errors = vErrors;
                                            return false;
                                        }
                                        else {
                                            errors = _errs25;
                                            if (vErrors !== null) {
                                                if (_errs25) {
                                                    vErrors.length = _errs25;
                                                }
                                                else {
                                                    vErrors = null;
                                                }
                                            }
                                        }
                                        var valid9 = _errs24 === errors;
                                        if (!valid9) {
                                            break;
                                        }
                                    }
                                }
                            }
                            else {
                                validate14.errors = [{ instancePath: instancePath + "/headers", schemaPath: "#/properties/headers/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                return false;
                            }
                        }
                        var valid0 = _errs20 === errors;
                    }
                    else {
                        var valid0 = true;
                    }
                    if (valid0) {
                        if (data.body !== undefined) {
                            let data7 = data.body;
                            const _errs37 = errors;
                            if (errors === _errs37) {
                                if (Array.isArray(data7)) {
                                    var valid12 = true;
                                    const len1 = data7.length;
                                    for (let i1 = 0; i1 < len1; i1++) {
                                        const _errs39 = errors;
                                        if (!(validate15(data7[i1], { instancePath: instancePath + "/body/" + i1, parentData: data7, parentDataProperty: i1, rootData }))) {
                                            vErrors = vErrors === null ? validate15.errors : vErrors.concat(validate15.errors);
                                            errors = vErrors.length;
                                        }
                                        var valid12 = _errs39 === errors;
                                        if (!valid12) {
                                            break;
                                        }
                                    }
                                }
                                else {
                                    validate14.errors = [{ instancePath: instancePath + "/body", schemaPath: "#/properties/body/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                    return false;
                                }
                            }
                            var valid0 = _errs37 === errors;
                        }
                        else {
                            var valid0 = true;
                        }
                        if (valid0) {
                            if (data.schema !== undefined) {
                                let data9 = data.schema;
                                const _errs40 = errors;
                                const _errs41 = errors;
                                let valid13 = false;
                                let passing3 = null;
                                const _errs42 = errors;
                                if ("spec" !== data9) {
                                    const err24 = { instancePath: instancePath + "/schema", schemaPath: "#/properties/schema/oneOf/0/const", keyword: "const", params: { allowedValue: "spec" }, message: "must be equal to constant" };
                                    if (vErrors === null) {
                                        vErrors = [err24];
                                    }
                                    else {
                                        vErrors.push(err24);
                                    }
                                    errors++;
                                }
                                var _valid3 = _errs42 === errors;
                                if (_valid3) {
                                    valid13 = true;
                                    passing3 = 0;
                                }
                                const _errs43 = errors;
                                if (!(data9 && typeof data9 == "object" && !Array.isArray(data9))) {
                                    const err25 = { instancePath: instancePath + "/schema", schemaPath: "#/properties/schema/oneOf/1/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                                    if (vErrors === null) {
                                        vErrors = [err25];
                                    }
                                    else {
                                        vErrors.push(err25);
                                    }
                                    errors++;
                                }
                                var _valid3 = _errs43 === errors;
                                if (_valid3 && valid13) {
                                    valid13 = false;
                                    passing3 = [passing3, 1];
                                }
                                else {
                                    if (_valid3) {
                                        valid13 = true;
                                        passing3 = 1;
                                    }
                                }
                                if (!valid13) {
                                    const err26 = { instancePath: instancePath + "/schema", schemaPath: "#/properties/schema/oneOf", keyword: "oneOf", params: { passingSchemas: passing3 }, message: "must match exactly one schema in oneOf" };
                                    if (vErrors === null) {
                                        vErrors = [err26];
                                    }
                                    else {
                                        vErrors.push(err26);
                                    }
                                    errors++;
                                    validate14.errors = vErrors;
                                    return false;
                                }
                                else {
                                    errors = _errs41;
                                    if (vErrors !== null) {
                                        if (_errs41) {
                                            vErrors.length = _errs41;
                                        }
                                        else {
                                            vErrors = null;
                                        }
                                    }
                                }
                                var valid0 = _errs40 === errors;
                            }
                            else {
                                var valid0 = true;
                            }
                            if (valid0) {
                                if (data.latency_ms !== undefined) {
                                    let data10 = data.latency_ms;
                                    const _errs45 = errors;
                                    const _errs46 = errors;
                                    let valid14 = false;
                                    let passing4 = null;
                                    const _errs47 = errors;
                                    if (errors === _errs47) {
                                        if ((typeof data10 == "number") && (isFinite(data10))) {
                                            if (data10 <= 0 || isNaN(data10)) {
                                                const err27 = { instancePath: instancePath + "/latency_ms", schemaPath: "#/properties/latency_ms/oneOf/0/exclusiveMinimum", keyword: "exclusiveMinimum", params: { comparison: ">", limit: 0 }, message: "must be > 0" };
                                                if (vErrors === null) {
                                                    vErrors = [err27];
                                                }
                                                else {
                                                    vErrors.push(err27);
                                                }
                                                errors++;
                                            }
                                        }
                                        else {
                                            const err28 = { instancePath: instancePath + "/latency_ms", schemaPath: "#/properties/latency_ms/oneOf/0/type", keyword: "type", params: { type: "number" }, message: "must be number" };
                                            if (vErrors === null) {
                                                vErrors = [err28];
                                            }
                                            else {
                                                vErrors.push(err28);
                                            }
                                            errors++;
                                        }
                                    }
                                    var _valid4 = _errs47 === errors;
                                    if (_valid4) {
                                        valid14 = true;
                                        passing4 = 0;
                                    }
                                    const _errs49 = errors;
                                    const _errs50 = errors;
                                    if (errors === _errs50) {
                                        if (data10 && typeof data10 == "object" && !Array.isArray(data10)) {
                                            if (Object.keys(data10).length < 1) {
                                                const err29 = { instancePath: instancePath + "/latency_ms", schemaPath: "#/definitions/numberMatcher/minProperties", keyword: "minProperties", params: { limit: 1 }, message: "must NOT have fewer than 1 properties" };
                                                if (vErrors === null) {
                                                    vErrors = [err29];
                                                }
                                                else {
                                                    vErrors.push(err29);
                                                }
                                                errors++;
                                            }
                                            else {
                                                const _errs52 = errors;
                                                for (const key4 in data10) {
                                                    if (!((((((key4 === "eq") || (key4 === "ne")) || (key4 === "gt")) || (key4 === "gte")) || (key4 === "lt")) || (key4 === "lte"))) {
                                                        const err30 = { instancePath: instancePath + "/latency_ms", schemaPath: "#/definitions/numberMatcher/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key4 }, message: "must NOT have additional properties" };
                                                        if (vErrors === null) {
                                                            vErrors = [err30];
                                                        }
                                                        else {
                                                            vErrors.push(err30);
                                                        }
                                                        errors++;
                                                        break;
                                                    }
                                                }
                                                if (_errs52 === errors) {
                                                    if (data10.eq !== undefined) {
                                                        let data11 = data10.eq;
                                                        const _errs53 = errors;
                                                        if (!((typeof data11 == "number") && (isFinite(data11)))) {
                                                            const err31 = { instancePath: instancePath + "/latency_ms/eq", schemaPath: "#/definitions/numberMatcher/properties/eq/type", keyword: "type", params: { type: "number" }, message: "must be number" };
                                                            if (vErrors === null) {
                                                                vErrors = [err31];
                                                            }
                                                            else {
                                                                vErrors.push(err31);
                                                            }
                                                            errors++;
                                                        }
                                                        var valid16 = _errs53 === errors;
                                                    }
                                                    else {
                                                        var valid16 = true;
                                                    }
                                                    if (valid16) {
                                                        if (data10.ne !== undefined) {
                                                            let data12 = data10.ne;
                                                            const _errs55 = errors;
                                                            if (!((typeof data12 == "number") && (isFinite(data12)))) {
                                                                const err32 = { instancePath: instancePath + "/latency_ms/ne", schemaPath: "#/definitions/numberMatcher/properties/ne/type", keyword: "type", params: { type: "number" }, message: "must be number" };
                                                                if (vErrors === null) {
                                                                    vErrors = [err32];
                                                                }
                                                                else {
                                                                    vErrors.push(err32);
                                                                }
                                                                errors++;
                                                            }
                                                            var valid16 = _errs55 === errors;
                                                        }
                                                        else {
                                                            var valid16 = true;
                                                        }
                                                        if (valid16) {
                                                            if (data10.gt !== undefined) {
                                                                let data13 = data10.gt;
                                                                const _errs57 = errors;
                                                                if (!((typeof data13 == "number") && (isFinite(data13)))) {
                                                                    const err33 = { instancePath: instancePath + "/latency_ms/gt", schemaPath: "#/definitions/numberMatcher/properties/gt/type", keyword: "type", params: { type: "number" }, message: "must be number" };
                                                                    if (vErrors === null) {
                                                                        vErrors = [err33];
                                                                    }
                                                                    else {
                                                                        vErrors.push(err33);
                                                                    }
                                                                    errors++;
                                                                }
                                                                var valid16 = _errs57 === errors;
                                                            }
                                                            else {
                                                                var valid16 = true;
                                                            }
                                                            if (valid16) {
                                                                if (data10.gte !== undefined) {
                                                                    let data14 = data10.gte;
                                                                    const _errs59 = errors;
                                                                    if (!((typeof data14 == "number") && (isFinite(data14)))) {
                                                                        const err34 = { instancePath: instancePath + "/latency_ms/gte", schemaPath: "#/definitions/numberMatcher/properties/gte/type", keyword: "type", params: { type: "number" }, message: "must be number" };
                                                                        if (vErrors === null) {
                                                                            vErrors = [err34];
                                                                        }
                                                                        else {
                                                                            vErrors.push(err34);
                                                                        }
                                                                        errors++;
                                                                    }
                                                                    var valid16 = _errs59 === errors;
                                                                }
                                                                else {
                                                                    var valid16 = true;
                                                                }
                                                                if (valid16) {
                                                                    if (data10.lt !== undefined) {
                                                                        let data15 = data10.lt;
                                                                        const _errs61 = errors;
                                                                        if (!((typeof data15 == "number") && (isFinite(data15)))) {
                                                                            const err35 = { instancePath: instancePath + "/latency_ms/lt", schemaPath: "#/definitions/numberMatcher/properties/lt/type", keyword: "type", params: { type: "number" }, message: "must be number" };
                                                                            if (vErrors === null) {
                                                                                vErrors = [err35];
                                                                            }
                                                                            else {
                                                                                vErrors.push(err35);
                                                                            }
                                                                            errors++;
                                                                        }
                                                                        var valid16 = _errs61 === errors;
                                                                    }
                                                                    else {
                                                                        var valid16 = true;
                                                                    }
                                                                    if (valid16) {
                                                                        if (data10.lte !== undefined) {
                                                                            let data16 = data10.lte;
                                                                            const _errs63 = errors;
                                                                            if (!((typeof data16 == "number") && (isFinite(data16)))) {
                                                                                const err36 = { instancePath: instancePath + "/latency_ms/lte", schemaPath: "#/definitions/numberMatcher/properties/lte/type", keyword: "type", params: { type: "number" }, message: "must be number" };
                                                                                if (vErrors === null) {
                                                                                    vErrors = [err36];
                                                                                }
                                                                                else {
                                                                                    vErrors.push(err36);
                                                                                }
                                                                                errors++;
                                                                            }
                                                                            var valid16 = _errs63 === errors;
                                                                        }
                                                                        else {
                                                                            var valid16 = true;
                                                                        }
                                                                    }
                                                                }
                                                            }
                                                        }
                                                    }
                                                }
                                            }
                                        }
                                        else {
                                            const err37 = { instancePath: instancePath + "/latency_ms", schemaPath: "#/definitions/numberMatcher/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                                            if (vErrors === null) {
                                                vErrors = [err37];
                                            }
                                            else {
                                                vErrors.push(err37);
                                            }
                                            errors++;
                                        }
                                    }
                                    var _valid4 = _errs49 === errors;
                                    if (_valid4 && valid14) {
                                        valid14 = false;
                                        passing4 = [passing4, 1];
                                    }
                                    else {
                                        if (_valid4) {
                                            valid14 = true;
                                            passing4 = 1;
                                        }
                                    }
                                    if (!valid14) {
                                        const err38 = { instancePath: instancePath + "/latency_ms", schemaPath: "#/properties/latency_ms/oneOf", keyword: "oneOf", params: { passingSchemas: passing4 }, message: "must match exactly one schema in oneOf" };
                                        if (vErrors === null) {
                                            vErrors = [err38];
                                        }
                                        else {
                                            vErrors.push(err38);
                                        }
                                        errors++;
                                        validate14.errors = vErrors;
                                        return false;
                                    }
                                    else {
                                        errors = _errs46;
                                        if (vErrors !== null) {
                                            if (_errs46) {
                                                vErrors.length = _errs46;
                                            }
                                            else {
                                                vErrors = null;
                                            }
                                        }
                                    }
                                    var valid0 = _errs45 === errors;
                                }
                                else {
                                    var valid0 = true;
                                }
                            }
                        }
                    }
                }
            }
        }
        else {
            validate14.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
            return false;
        }
    } validate14.errors = vErrors; return errors === 0; }
    const pattern9 = new RegExp("^[0-9]+(\\.[0-9]+)?(ms|s|m)$", "u");
    function validate18(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) { let vErrors = null; let errors = 0; if (errors === 0) {
        if (data && typeof data == "object" && !Array.isArray(data)) {
            const _errs1 = errors;
            for (const key0 in data) {
                if (!((((key0 === "positive") || (key0 === "negative")) || (key0 === "seed")) || (key0 === "max_duration"))) {
                    validate18.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }];
                    return false;
                }
            }
            if (_errs1 === errors) {
                if (data.positive !== undefined) {
                    let data0 = data.positive;
                    const _errs2 = errors;
                    if (!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))) {
                        validate18.errors = [{ instancePath: instancePath + "/positive", schemaPath: "#/properties/positive/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                        return false;
                    }
                    if (errors === _errs2) {
                        if ((typeof data0 == "number") && (isFinite(data0))) {
                            if (data0 > 1000 || isNaN(data0)) {
                                validate18.errors = [{ instancePath: instancePath + "/positive", schemaPath: "#/properties/positive/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1000 }, message: "must be <= 1000" }];
                                return false;
                            }
                            else {
                                if (data0 < 0 || isNaN(data0)) {
                                    validate18.errors = [{ instancePath: instancePath + "/positive", schemaPath: "#/properties/positive/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }];
                                    return false;
                                }
                            }
                        }
                    }
                    var valid0 = _errs2 === errors;
                }
                else {
                    var valid0 = true;
                }
                if (valid0) {
                    if (data.negative !== undefined) {
                        let data1 = data.negative;
                        const _errs4 = errors;
                        if (!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))) {
                            validate18.errors = [{ instancePath: instancePath + "/negative", schemaPath: "#/properties/negative/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                            return false;
                        }
                        if (errors === _errs4) {
                            if ((typeof data1 == "number") && (isFinite(data1))) {
                                if (data1 > 1000 || isNaN(data1)) {
                                    validate18.errors = [{ instancePath: instancePath + "/negative", schemaPath: "#/properties/negative/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1000 }, message: "must be <= 1000" }];
                                    return false;
                                }
                                else {
                                    if (data1 < 0 || isNaN(data1)) {
                                        validate18.errors = [{ instancePath: instancePath + "/negative", schemaPath: "#/properties/negative/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }];
                                        return false;
                                    }
                                }
                            }
                        }
                        var valid0 = _errs4 === errors;
                    }
                    else {
                        var valid0 = true;
                    }
                    if (valid0) {
                        if (data.seed !== undefined) {
                            let data2 = data.seed;
                            const _errs6 = errors;
                            if (!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))) {
                                validate18.errors = [{ instancePath: instancePath + "/seed", schemaPath: "#/properties/seed/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                return false;
                            }
                            if (errors === _errs6) {
                                if ((typeof data2 == "number") && (isFinite(data2))) {
                                    if (data2 > 2147483647 || isNaN(data2)) {
                                        validate18.errors = [{ instancePath: instancePath + "/seed", schemaPath: "#/properties/seed/maximum", keyword: "maximum", params: { comparison: "<=", limit: 2147483647 }, message: "must be <= 2147483647" }];
                                        return false;
                                    }
                                    else {
                                        if (data2 < -2147483648 || isNaN(data2)) {
                                            validate18.errors = [{ instancePath: instancePath + "/seed", schemaPath: "#/properties/seed/minimum", keyword: "minimum", params: { comparison: ">=", limit: -2147483648 }, message: "must be >= -2147483648" }];
                                            return false;
                                        }
                                    }
                                }
                            }
                            var valid0 = _errs6 === errors;
                        }
                        else {
                            var valid0 = true;
                        }
                        if (valid0) {
                            if (data.max_duration !== undefined) {
                                let data3 = data.max_duration;
                                const _errs8 = errors;
                                const _errs10 = errors;
                                let valid2 = false;
                                let passing0 = null;
                                const _errs11 = errors;
                                if (errors === _errs11) {
                                    if ((typeof data3 == "number") && (isFinite(data3))) {
                                        if (data3 > 86400 || isNaN(data3)) {
                                            const err0 = { instancePath: instancePath + "/max_duration", schemaPath: "#/definitions/duration/oneOf/0/maximum", keyword: "maximum", params: { comparison: "<=", limit: 86400 }, message: "must be <= 86400" };
                                            if (vErrors === null) {
                                                vErrors = [err0];
                                            }
                                            else {
                                                vErrors.push(err0);
                                            }
                                            errors++;
                                        }
                                        else {
                                            if (data3 <= 0 || isNaN(data3)) {
                                                const err1 = { instancePath: instancePath + "/max_duration", schemaPath: "#/definitions/duration/oneOf/0/exclusiveMinimum", keyword: "exclusiveMinimum", params: { comparison: ">", limit: 0 }, message: "must be > 0" };
                                                if (vErrors === null) {
                                                    vErrors = [err1];
                                                }
                                                else {
                                                    vErrors.push(err1);
                                                }
                                                errors++;
                                            }
                                        }
                                    }
                                    else {
                                        const err2 = { instancePath: instancePath + "/max_duration", schemaPath: "#/definitions/duration/oneOf/0/type", keyword: "type", params: { type: "number" }, message: "must be number" };
                                        if (vErrors === null) {
                                            vErrors = [err2];
                                        }
                                        else {
                                            vErrors.push(err2);
                                        }
                                        errors++;
                                    }
                                }
                                var _valid0 = _errs11 === errors;
                                if (_valid0) {
                                    valid2 = true;
                                    passing0 = 0;
                                }
                                const _errs13 = errors;
                                if (errors === _errs13) {
                                    if (typeof data3 === "string") {
                                        if (!pattern9.test(data3)) {
                                            const err3 = { instancePath: instancePath + "/max_duration", schemaPath: "#/definitions/duration/oneOf/1/pattern", keyword: "pattern", params: { pattern: "^[0-9]+(\\.[0-9]+)?(ms|s|m)$" }, message: "must match pattern \"" + "^[0-9]+(\\.[0-9]+)?(ms|s|m)$" + "\"" };
                                            if (vErrors === null) {
                                                vErrors = [err3];
                                            }
                                            else {
                                                vErrors.push(err3);
                                            }
                                            errors++;
                                        }
                                    }
                                    else {
                                        const err4 = { instancePath: instancePath + "/max_duration", schemaPath: "#/definitions/duration/oneOf/1/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                                        if (vErrors === null) {
                                            vErrors = [err4];
                                        }
                                        else {
                                            vErrors.push(err4);
                                        }
                                        errors++;
                                    }
                                }
                                var _valid0 = _errs13 === errors;
                                if (_valid0 && valid2) {
                                    valid2 = false;
                                    passing0 = [passing0, 1];
                                }
                                else {
                                    if (_valid0) {
                                        valid2 = true;
                                        passing0 = 1;
                                    }
                                }
                                if (!valid2) {
                                    const err5 = { instancePath: instancePath + "/max_duration", schemaPath: "#/definitions/duration/oneOf", keyword: "oneOf", params: { passingSchemas: passing0 }, message: "must match exactly one schema in oneOf" };
                                    if (vErrors === null) {
                                        vErrors = [err5];
                                    }
                                    else {
                                        vErrors.push(err5);
                                    }
                                    errors++;
                                    validate18.errors = vErrors;
                                    return false;
                                }
                                else {
                                    errors = _errs10;
                                    if (vErrors !== null) {
                                        if (_errs10) {
                                            vErrors.length = _errs10;
                                        }
                                        else {
                                            vErrors = null;
                                        }
                                    }
                                }
                                var valid0 = _errs8 === errors;
                            }
                            else {
                                var valid0 = true;
                            }
                        }
                    }
                }
            }
        }
        else {
            validate18.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
            return false;
        }
    } validate18.errors = vErrors; return errors === 0; }
    function validate11(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) { let vErrors = null; let errors = 0; if (errors === 0) {
        if (data && typeof data == "object" && !Array.isArray(data)) {
            const _errs1 = errors;
            for (const key0 in data) {
                if (!(func2.call(schema13.properties, key0))) {
                    validate11.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }];
                    return false;
                }
            }
            if (_errs1 === errors) {
                if (data.id !== undefined) {
                    let data0 = data.id;
                    const _errs2 = errors;
                    if (errors === _errs2) {
                        if (typeof data0 === "string") {
                            if (!pattern1.test(data0)) {
                                validate11.errors = [{ instancePath: instancePath + "/id", schemaPath: "#/properties/id/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9_][A-Za-z0-9_.-]*$" }, message: "must match pattern \"" + "^[A-Za-z0-9_][A-Za-z0-9_.-]*$" + "\"" }];
                                return false;
                            }
                        }
                        else {
                            validate11.errors = [{ instancePath: instancePath + "/id", schemaPath: "#/properties/id/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                            return false;
                        }
                    }
                    var valid0 = _errs2 === errors;
                }
                else {
                    var valid0 = true;
                }
                if (valid0) {
                    if (data.name !== undefined) {
                        let data1 = data.name;
                        const _errs4 = errors;
                        if (errors === _errs4) {
                            if (typeof data1 === "string") {
                                if (func3(data1) < 1) {
                                    validate11.errors = [{ instancePath: instancePath + "/name", schemaPath: "#/properties/name/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" }];
                                    return false;
                                }
                            }
                            else {
                                validate11.errors = [{ instancePath: instancePath + "/name", schemaPath: "#/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                return false;
                            }
                        }
                        var valid0 = _errs4 === errors;
                    }
                    else {
                        var valid0 = true;
                    }
                    if (valid0) {
                        if (data.operation !== undefined) {
                            let data2 = data.operation;
                            const _errs6 = errors;
                            if (errors === _errs6) {
                                if (typeof data2 === "string") {
                                    if (func3(data2) < 1) {
                                        validate11.errors = [{ instancePath: instancePath + "/operation", schemaPath: "#/properties/operation/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" }];
                                        return false;
                                    }
                                }
                                else {
                                    validate11.errors = [{ instancePath: instancePath + "/operation", schemaPath: "#/properties/operation/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                    return false;
                                }
                            }
                            var valid0 = _errs6 === errors;
                        }
                        else {
                            var valid0 = true;
                        }
                        if (valid0) {
                            if (data.use !== undefined) {
                                let data3 = data.use;
                                const _errs8 = errors;
                                if (errors === _errs8) {
                                    if (typeof data3 === "string") {
                                        if (func3(data3) < 1) {
                                            validate11.errors = [{ instancePath: instancePath + "/use", schemaPath: "#/properties/use/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" }];
                                            return false;
                                        }
                                    }
                                    else {
                                        validate11.errors = [{ instancePath: instancePath + "/use", schemaPath: "#/properties/use/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                        return false;
                                    }
                                }
                                var valid0 = _errs8 === errors;
                            }
                            else {
                                var valid0 = true;
                            }
                            if (valid0) {
                                if (data.request !== undefined) {
                                    const _errs10 = errors;
                                    if (!(validate12(data.request, { instancePath: instancePath + "/request", parentData: data, parentDataProperty: "request", rootData }))) {
                                        vErrors = vErrors === null ? validate12.errors : vErrors.concat(validate12.errors);
                                        errors = vErrors.length;
                                    }
                                    var valid0 = _errs10 === errors;
                                }
                                else {
                                    var valid0 = true;
                                }
                                if (valid0) {
                                    if (data.expect !== undefined) {
                                        const _errs11 = errors;
                                        if (!(validate14(data.expect, { instancePath: instancePath + "/expect", parentData: data, parentDataProperty: "expect", rootData }))) {
                                            vErrors = vErrors === null ? validate14.errors : vErrors.concat(validate14.errors);
                                            errors = vErrors.length;
                                        }
                                        var valid0 = _errs11 === errors;
                                    }
                                    else {
                                        var valid0 = true;
                                    }
                                    if (valid0) {
                                        if (data.capture !== undefined) {
                                            let data6 = data.capture;
                                            const _errs12 = errors;
                                            if (errors === _errs12) {
                                                if (data6 && typeof data6 == "object" && !Array.isArray(data6)) {
                                                    for (const key1 in data6) {
                                                        const _errs14 = errors;
                                                        const _errs15 = errors;
                                                        if (errors === _errs15) {
                                                            if (typeof key1 === "string") {
                                                                if (!pattern0.test(key1)) {
                                                                    const err0 = { instancePath: instancePath + "/capture", schemaPath: "#/definitions/variableName/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z_][A-Za-z0-9_-]*(\\.[A-Za-z0-9_-]+)*$" }, message: "must match pattern \"" + "^[A-Za-z_][A-Za-z0-9_-]*(\\.[A-Za-z0-9_-]+)*$" + "\"", propertyName: key1 };
                                                                    if (vErrors === null) {
                                                                        vErrors = [err0];
                                                                    }
                                                                    else {
                                                                        vErrors.push(err0);
                                                                    }
                                                                    errors++;
                                                                }
                                                            }
                                                            else {
                                                                const err1 = { instancePath: instancePath + "/capture", schemaPath: "#/definitions/variableName/type", keyword: "type", params: { type: "string" }, message: "must be string", propertyName: key1 };
                                                                if (vErrors === null) {
                                                                    vErrors = [err1];
                                                                }
                                                                else {
                                                                    vErrors.push(err1);
                                                                }
                                                                errors++;
                                                            }
                                                        }
                                                        var valid1 = _errs14 === errors;
                                                        if (!valid1) {
                                                            const err2 = { instancePath: instancePath + "/capture", schemaPath: "#/properties/capture/propertyNames", keyword: "propertyNames", params: { propertyName: key1 }, message: "property name must be valid" };
                                                            if (vErrors === null) {
                                                                vErrors = [err2];
                                                            }
                                                            else {
                                                                vErrors.push(err2);
                                                            }
                                                            errors++;
                                                            validate11.errors = vErrors;
                                                            return false;
                                                        }
                                                    }
                                                    if (valid1) {
                                                        for (const key2 in data6) {
                                                            let data7 = data6[key2];
                                                            const _errs18 = errors;
                                                            const _errs20 = errors;
                                                            let valid5 = false;
                                                            let passing0 = null;
                                                            const _errs21 = errors;
                                                            if (typeof data7 !== "string") {
                                                                const err3 = { instancePath: instancePath + "/capture/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/definitions/capture/oneOf/0/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                                                                if (vErrors === null) {
                                                                    vErrors = [err3];
                                                                }
                                                                else {
                                                                    vErrors.push(err3);
                                                                }
                                                                errors++;
                                                            }
                                                            var _valid0 = _errs21 === errors;
                                                            if (_valid0) {
                                                                valid5 = true;
                                                                passing0 = 0;
                                                            }
                                                            const _errs23 = errors;
                                                            if (errors === _errs23) {
                                                                if (data7 && typeof data7 == "object" && !Array.isArray(data7)) {
                                                                    if (Object.keys(data7).length < 1) {
                                                                        const err4 = { instancePath: instancePath + "/capture/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/definitions/capture/oneOf/1/minProperties", keyword: "minProperties", params: { limit: 1 }, message: "must NOT have fewer than 1 properties" };
                                                                        if (vErrors === null) {
                                                                            vErrors = [err4];
                                                                        }
                                                                        else {
                                                                            vErrors.push(err4);
                                                                        }
                                                                        errors++;
                                                                    }
                                                                    else {
                                                                        const _errs25 = errors;
                                                                        for (const key3 in data7) {
                                                                            if (!(((((key3 === "json") || (key3 === "header")) || (key3 === "regex")) || (key3 === "group")) || (key3 === "from"))) {
                                                                                const err5 = { instancePath: instancePath + "/capture/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/definitions/capture/oneOf/1/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key3 }, message: "must NOT have additional properties" };
                                                                                if (vErrors === null) {
                                                                                    vErrors = [err5];
                                                                                }
                                                                                else {
                                                                                    vErrors.push(err5);
                                                                                }
                                                                                errors++;
                                                                                break;
                                                                            }
                                                                        }
                                                                        if (_errs25 === errors) {
                                                                            if (data7.json !== undefined) {
                                                                                const _errs26 = errors;
                                                                                if (typeof data7.json !== "string") {
                                                                                    const err6 = { instancePath: instancePath + "/capture/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/json", schemaPath: "#/definitions/capture/oneOf/1/properties/json/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                                                                                    if (vErrors === null) {
                                                                                        vErrors = [err6];
                                                                                    }
                                                                                    else {
                                                                                        vErrors.push(err6);
                                                                                    }
                                                                                    errors++;
                                                                                }
                                                                                var valid6 = _errs26 === errors;
                                                                            }
                                                                            else {
                                                                                var valid6 = true;
                                                                            }
                                                                            if (valid6) {
                                                                                if (data7.header !== undefined) {
                                                                                    let data9 = data7.header;
                                                                                    const _errs28 = errors;
                                                                                    if (errors === _errs28) {
                                                                                        if (typeof data9 === "string") {
                                                                                            if (!pattern2.test(data9)) {
                                                                                                const err7 = { instancePath: instancePath + "/capture/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/header", schemaPath: "#/definitions/capture/oneOf/1/properties/header/pattern", keyword: "pattern", params: { pattern: "^[!#$%&'*+.^_`|~0-9A-Za-z-]+$" }, message: "must match pattern \"" + "^[!#$%&'*+.^_`|~0-9A-Za-z-]+$" + "\"" };
                                                                                                if (vErrors === null) {
                                                                                                    vErrors = [err7];
                                                                                                }
                                                                                                else {
                                                                                                    vErrors.push(err7);
                                                                                                }
                                                                                                errors++;
                                                                                            }
                                                                                        }
                                                                                        else {
                                                                                            const err8 = { instancePath: instancePath + "/capture/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/header", schemaPath: "#/definitions/capture/oneOf/1/properties/header/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                                                                                            if (vErrors === null) {
                                                                                                vErrors = [err8];
                                                                                            }
                                                                                            else {
                                                                                                vErrors.push(err8);
                                                                                            }
                                                                                            errors++;
                                                                                        }
                                                                                    }
                                                                                    var valid6 = _errs28 === errors;
                                                                                }
                                                                                else {
                                                                                    var valid6 = true;
                                                                                }
                                                                                if (valid6) {
                                                                                    if (data7.regex !== undefined) {
                                                                                        const _errs30 = errors;
                                                                                        if (typeof data7.regex !== "string") {
                                                                                            const err9 = { instancePath: instancePath + "/capture/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/regex", schemaPath: "#/definitions/capture/oneOf/1/properties/regex/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                                                                                            if (vErrors === null) {
                                                                                                vErrors = [err9];
                                                                                            }
                                                                                            else {
                                                                                                vErrors.push(err9);
                                                                                            }
                                                                                            errors++;
                                                                                        }
                                                                                        var valid6 = _errs30 === errors;
                                                                                    }
                                                                                    else {
                                                                                        var valid6 = true;
                                                                                    }
                                                                                    if (valid6) {
                                                                                        if (data7.group !== undefined) {
                                                                                            let data11 = data7.group;
                                                                                            const _errs32 = errors;
                                                                                            if (!(((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11))) && (isFinite(data11)))) {
                                                                                                const err10 = { instancePath: instancePath + "/capture/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/group", schemaPath: "#/definitions/capture/oneOf/1/properties/group/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                                                                                                if (vErrors === null) {
                                                                                                    vErrors = [err10];
                                                                                                }
                                                                                                else {
                                                                                                    vErrors.push(err10);
                                                                                                }
                                                                                                errors++;
                                                                                            }
                                                                                            if (errors === _errs32) {
                                                                                                if ((typeof data11 == "number") && (isFinite(data11))) {
                                                                                                    if (data11 < 0 || isNaN(data11)) {
                                                                                                        const err11 = { instancePath: instancePath + "/capture/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/group", schemaPath: "#/definitions/capture/oneOf/1/properties/group/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
                                                                                                        if (vErrors === null) {
                                                                                                            vErrors = [err11];
                                                                                                        }
                                                                                                        else {
                                                                                                            vErrors.push(err11);
                                                                                                        }
                                                                                                        errors++;
                                                                                                    }
                                                                                                }
                                                                                            }
                                                                                            var valid6 = _errs32 === errors;
                                                                                        }
                                                                                        else {
                                                                                            var valid6 = true;
                                                                                        }
                                                                                        if (valid6) {
                                                                                            if (data7.from !== undefined) {
                                                                                                let data12 = data7.from;
                                                                                                const _errs34 = errors;
                                                                                                if (!((data12 === "body") || (data12 === "header"))) {
                                                                                                    const err12 = { instancePath: instancePath + "/capture/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/from", schemaPath: "#/definitions/capture/oneOf/1/properties/from/enum", keyword: "enum", params: { allowedValues: schema26.oneOf[1].properties.from.enum }, message: "must be equal to one of the allowed values" };
                                                                                                    if (vErrors === null) {
                                                                                                        vErrors = [err12];
                                                                                                    }
                                                                                                    else {
                                                                                                        vErrors.push(err12);
                                                                                                    }
                                                                                                    errors++;
                                                                                                }
                                                                                                var valid6 = _errs34 === errors;
                                                                                            }
                                                                                            else {
                                                                                                var valid6 = true;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                }
                                                                            }
                                                                        }
                                                                    }
                                                                }
                                                                else {
                                                                    const err13 = { instancePath: instancePath + "/capture/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/definitions/capture/oneOf/1/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                                                                    if (vErrors === null) {
                                                                        vErrors = [err13];
                                                                    }
                                                                    else {
                                                                        vErrors.push(err13);
                                                                    }
                                                                    errors++;
                                                                }
                                                            }
                                                            var _valid0 = _errs23 === errors;
                                                            if (_valid0 && valid5) {
                                                                valid5 = false;
                                                                passing0 = [passing0, 1];
                                                            }
                                                            else {
                                                                if (_valid0) {
                                                                    valid5 = true;
                                                                    passing0 = 1;
                                                                }
                                                            }
                                                            if (!valid5) {
                                                                const err14 = { instancePath: instancePath + "/capture/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/definitions/capture/oneOf", keyword: "oneOf", params: { passingSchemas: passing0 }, message: "must match exactly one schema in oneOf" };
                                                                if (vErrors === null) {
                                                                    vErrors = [err14];
                                                                }
                                                                else {
                                                                    vErrors.push(err14);
                                                                }
                                                                errors++;
                                                                validate11.errors = vErrors;
                                                                return false;
                                                            }
                                                            else {
                                                                errors = _errs20;
                                                                if (vErrors !== null) {
                                                                    if (_errs20) {
                                                                        vErrors.length = _errs20;
                                                                    }
                                                                    else {
                                                                        vErrors = null;
                                                                    }
                                                                }
                                                            }
                                                            var valid3 = _errs18 === errors;
                                                            if (!valid3) {
                                                                break;
                                                            }
                                                        }
                                                    }
                                                }
                                                else {
                                                    validate11.errors = [{ instancePath: instancePath + "/capture", schemaPath: "#/properties/capture/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                                    return false;
                                                }
                                            }
                                            var valid0 = _errs12 === errors;
                                        }
                                        else {
                                            var valid0 = true;
                                        }
                                        if (valid0) {
                                            if (data.retry !== undefined) {
                                                let data13 = data.retry;
                                                const _errs35 = errors;
                                                const _errs36 = errors;
                                                let valid7 = false;
                                                let passing1 = null;
                                                const _errs37 = errors;
                                                if (!(((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13))) && (isFinite(data13)))) {
                                                    const err15 = { instancePath: instancePath + "/retry", schemaPath: "#/properties/retry/oneOf/0/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                                                    if (vErrors === null) {
                                                        vErrors = [err15];
                                                    }
                                                    else {
                                                        vErrors.push(err15);
                                                    }
                                                    errors++;
                                                }
                                                if (errors === _errs37) {
                                                    if ((typeof data13 == "number") && (isFinite(data13))) {
                                                        if (data13 > 100 || isNaN(data13)) {
                                                            const err16 = { instancePath: instancePath + "/retry", schemaPath: "#/properties/retry/oneOf/0/maximum", keyword: "maximum", params: { comparison: "<=", limit: 100 }, message: "must be <= 100" };
                                                            if (vErrors === null) {
                                                                vErrors = [err16];
                                                            }
                                                            else {
                                                                vErrors.push(err16);
                                                            }
                                                            errors++;
                                                        }
                                                        else {
                                                            if (data13 < 1 || isNaN(data13)) {
                                                                const err17 = { instancePath: instancePath + "/retry", schemaPath: "#/properties/retry/oneOf/0/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" };
                                                                if (vErrors === null) {
                                                                    vErrors = [err17];
                                                                }
                                                                else {
                                                                    vErrors.push(err17);
                                                                }
                                                                errors++;
                                                            }
                                                        }
                                                    }
                                                }
                                                var _valid1 = _errs37 === errors;
                                                if (_valid1) {
                                                    valid7 = true;
                                                    passing1 = 0;
                                                }
                                                const _errs39 = errors;
                                                if (errors === _errs39) {
                                                    if (data13 && typeof data13 == "object" && !Array.isArray(data13)) {
                                                        let missing0;
                                                        if ((data13.attempts === undefined) && (missing0 = "attempts")) {
                                                            const err18 = { instancePath: instancePath + "/retry", schemaPath: "#/properties/retry/oneOf/1/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" };
                                                            if (vErrors === null) {
                                                                vErrors = [err18];
                                                            }
                                                            else {
                                                                vErrors.push(err18);
                                                            }
                                                            errors++;
                                                        }
                                                        else {
                                                            const _errs41 = errors;
                                                            for (const key4 in data13) {
                                                                if (!((key4 === "attempts") || (key4 === "delay_ms"))) {
                                                                    const err19 = { instancePath: instancePath + "/retry", schemaPath: "#/properties/retry/oneOf/1/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key4 }, message: "must NOT have additional properties" };
                                                                    if (vErrors === null) {
                                                                        vErrors = [err19];
                                                                    }
                                                                    else {
                                                                        vErrors.push(err19);
                                                                    }
                                                                    errors++;
                                                                    break;
                                                                }
                                                            }
                                                            if (_errs41 === errors) {
                                                                if (data13.attempts !== undefined) {
                                                                    let data14 = data13.attempts;
                                                                    const _errs42 = errors;
                                                                    if (!(((typeof data14 == "number") && (!(data14 % 1) && !isNaN(data14))) && (isFinite(data14)))) {
                                                                        const err20 = { instancePath: instancePath + "/retry/attempts", schemaPath: "#/properties/retry/oneOf/1/properties/attempts/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                                                                        if (vErrors === null) {
                                                                            vErrors = [err20];
                                                                        }
                                                                        else {
                                                                            vErrors.push(err20);
                                                                        }
                                                                        errors++;
                                                                    }
                                                                    if (errors === _errs42) {
                                                                        if ((typeof data14 == "number") && (isFinite(data14))) {
                                                                            if (data14 > 100 || isNaN(data14)) {
                                                                                const err21 = { instancePath: instancePath + "/retry/attempts", schemaPath: "#/properties/retry/oneOf/1/properties/attempts/maximum", keyword: "maximum", params: { comparison: "<=", limit: 100 }, message: "must be <= 100" };
                                                                                if (vErrors === null) {
                                                                                    vErrors = [err21];
                                                                                }
                                                                                else {
                                                                                    vErrors.push(err21);
                                                                                }
                                                                                errors++;
                                                                            }
                                                                            else {
                                                                                if (data14 < 1 || isNaN(data14)) {
                                                                                    const err22 = { instancePath: instancePath + "/retry/attempts", schemaPath: "#/properties/retry/oneOf/1/properties/attempts/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" };
                                                                                    if (vErrors === null) {
                                                                                        vErrors = [err22];
                                                                                    }
                                                                                    else {
                                                                                        vErrors.push(err22);
                                                                                    }
                                                                                    errors++;
                                                                                }
                                                                            }
                                                                        }
                                                                    }
                                                                    var valid8 = _errs42 === errors;
                                                                }
                                                                else {
                                                                    var valid8 = true;
                                                                }
                                                                if (valid8) {
                                                                    if (data13.delay_ms !== undefined) {
                                                                        let data15 = data13.delay_ms;
                                                                        const _errs44 = errors;
                                                                        if (errors === _errs44) {
                                                                            if ((typeof data15 == "number") && (isFinite(data15))) {
                                                                                if (data15 > 60000 || isNaN(data15)) {
                                                                                    const err23 = { instancePath: instancePath + "/retry/delay_ms", schemaPath: "#/properties/retry/oneOf/1/properties/delay_ms/maximum", keyword: "maximum", params: { comparison: "<=", limit: 60000 }, message: "must be <= 60000" };
                                                                                    if (vErrors === null) {
                                                                                        vErrors = [err23];
                                                                                    }
                                                                                    else {
                                                                                        vErrors.push(err23);
                                                                                    }
                                                                                    errors++;
                                                                                }
                                                                                else {
                                                                                    if (data15 < 0 || isNaN(data15)) {
                                                                                        const err24 = { instancePath: instancePath + "/retry/delay_ms", schemaPath: "#/properties/retry/oneOf/1/properties/delay_ms/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
                                                                                        if (vErrors === null) {
                                                                                            vErrors = [err24];
                                                                                        }
                                                                                        else {
                                                                                            vErrors.push(err24);
                                                                                        }
                                                                                        errors++;
                                                                                    }
                                                                                }
                                                                            }
                                                                            else {
                                                                                const err25 = { instancePath: instancePath + "/retry/delay_ms", schemaPath: "#/properties/retry/oneOf/1/properties/delay_ms/type", keyword: "type", params: { type: "number" }, message: "must be number" };
                                                                                if (vErrors === null) {
                                                                                    vErrors = [err25];
                                                                                }
                                                                                else {
                                                                                    vErrors.push(err25);
                                                                                }
                                                                                errors++;
                                                                            }
                                                                        }
                                                                        var valid8 = _errs44 === errors;
                                                                    }
                                                                    else {
                                                                        var valid8 = true;
                                                                    }
                                                                }
                                                            }
                                                        }
                                                    }
                                                    else {
                                                        const err26 = { instancePath: instancePath + "/retry", schemaPath: "#/properties/retry/oneOf/1/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                                                        if (vErrors === null) {
                                                            vErrors = [err26];
                                                        }
                                                        else {
                                                            vErrors.push(err26);
                                                        }
                                                        errors++;
                                                    }
                                                }
                                                var _valid1 = _errs39 === errors;
                                                if (_valid1 && valid7) {
                                                    valid7 = false;
                                                    passing1 = [passing1, 1];
                                                }
                                                else {
                                                    if (_valid1) {
                                                        valid7 = true;
                                                        passing1 = 1;
                                                    }
                                                }
                                                if (!valid7) {
                                                    const err27 = { instancePath: instancePath + "/retry", schemaPath: "#/properties/retry/oneOf", keyword: "oneOf", params: { passingSchemas: passing1 }, message: "must match exactly one schema in oneOf" };
                                                    if (vErrors === null) {
                                                        vErrors = [err27];
                                                    }
                                                    else {
                                                        vErrors.push(err27);
                                                    }
                                                    errors++;
                                                    validate11.errors = vErrors;
                                                    return false;
                                                }
                                                else {
                                                    errors = _errs36;
                                                    if (vErrors !== null) {
                                                        if (_errs36) {
                                                            vErrors.length = _errs36;
                                                        }
                                                        else {
                                                            vErrors = null;
                                                        }
                                                    }
                                                }
                                                var valid0 = _errs35 === errors;
                                            }
                                            else {
                                                var valid0 = true;
                                            }
                                            if (valid0) {
                                                if (data.timeout_ms !== undefined) {
                                                    let data16 = data.timeout_ms;
                                                    const _errs46 = errors;
                                                    if (errors === _errs46) {
                                                        if ((typeof data16 == "number") && (isFinite(data16))) {
                                                            if (data16 > 2147483647 || isNaN(data16)) {
                                                                validate11.errors = [{ instancePath: instancePath + "/timeout_ms", schemaPath: "#/properties/timeout_ms/maximum", keyword: "maximum", params: { comparison: "<=", limit: 2147483647 }, message: "must be <= 2147483647" }];
                                                                return false;
                                                            }
                                                            else {
                                                                if (data16 < 1 || isNaN(data16)) {
                                                                    validate11.errors = [{ instancePath: instancePath + "/timeout_ms", schemaPath: "#/properties/timeout_ms/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" }];
                                                                    return false;
                                                                }
                                                            }
                                                        }
                                                        else {
                                                            validate11.errors = [{ instancePath: instancePath + "/timeout_ms", schemaPath: "#/properties/timeout_ms/type", keyword: "type", params: { type: "number" }, message: "must be number" }];
                                                            return false;
                                                        }
                                                    }
                                                    var valid0 = _errs46 === errors;
                                                }
                                                else {
                                                    var valid0 = true;
                                                }
                                                if (valid0) {
                                                    if (data.continue_on_failure !== undefined) {
                                                        const _errs48 = errors;
                                                        if (typeof data.continue_on_failure !== "boolean") {
                                                            validate11.errors = [{ instancePath: instancePath + "/continue_on_failure", schemaPath: "#/properties/continue_on_failure/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }];
                                                            return false;
                                                        }
                                                        var valid0 = _errs48 === errors;
                                                    }
                                                    else {
                                                        var valid0 = true;
                                                    }
                                                    if (valid0) {
                                                        if (data.cases !== undefined) {
                                                            const _errs50 = errors;
                                                            if (!(validate18(data.cases, { instancePath: instancePath + "/cases", parentData: data, parentDataProperty: "cases", rootData }))) {
                                                                vErrors = vErrors === null ? validate18.errors : vErrors.concat(validate18.errors);
                                                                errors = vErrors.length;
                                                            }
                                                            var valid0 = _errs50 === errors;
                                                        }
                                                        else {
                                                            var valid0 = true;
                                                        }
                                                    }
                                                }
                                            }
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
        else {
            validate11.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
            return false;
        }
    } validate11.errors = vErrors; return errors === 0; }
    function validate23(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) { let vErrors = null; let errors = 0; if (errors === 0) {
        if (data && typeof data == "object" && !Array.isArray(data)) {
            const _errs1 = errors;
            for (const key0 in data) {
                if (!(((((key0 === "count") || (key0 === "duration")) || (key0 === "connections")) || (key0 === "rate")) || (key0 === "thresholds"))) {
                    validate23.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }];
                    return false;
                }
            }
            if (_errs1 === errors) {
                if (data.count !== undefined) {
                    let data0 = data.count;
                    const _errs2 = errors;
                    if (!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))) {
                        validate23.errors = [{ instancePath: instancePath + "/count", schemaPath: "#/properties/count/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                        return false;
                    }
                    if (errors === _errs2) {
                        if ((typeof data0 == "number") && (isFinite(data0))) {
                            if (data0 > 1000000 || isNaN(data0)) {
                                validate23.errors = [{ instancePath: instancePath + "/count", schemaPath: "#/properties/count/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1000000 }, message: "must be <= 1000000" }];
                                return false;
                            }
                            else {
                                if (data0 < 1 || isNaN(data0)) {
                                    validate23.errors = [{ instancePath: instancePath + "/count", schemaPath: "#/properties/count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" }];
                                    return false;
                                }
                            }
                        }
                    }
                    var valid0 = _errs2 === errors;
                }
                else {
                    var valid0 = true;
                }
                if (valid0) {
                    if (data.duration !== undefined) {
                        let data1 = data.duration;
                        const _errs4 = errors;
                        const _errs6 = errors;
                        let valid2 = false;
                        let passing0 = null;
                        const _errs7 = errors;
                        if (errors === _errs7) {
                            if ((typeof data1 == "number") && (isFinite(data1))) {
                                if (data1 > 86400 || isNaN(data1)) {
                                    const err0 = { instancePath: instancePath + "/duration", schemaPath: "#/definitions/duration/oneOf/0/maximum", keyword: "maximum", params: { comparison: "<=", limit: 86400 }, message: "must be <= 86400" };
                                    if (vErrors === null) {
                                        vErrors = [err0];
                                    }
                                    else {
                                        vErrors.push(err0);
                                    }
                                    errors++;
                                }
                                else {
                                    if (data1 <= 0 || isNaN(data1)) {
                                        const err1 = { instancePath: instancePath + "/duration", schemaPath: "#/definitions/duration/oneOf/0/exclusiveMinimum", keyword: "exclusiveMinimum", params: { comparison: ">", limit: 0 }, message: "must be > 0" };
                                        if (vErrors === null) {
                                            vErrors = [err1];
                                        }
                                        else {
                                            vErrors.push(err1);
                                        }
                                        errors++;
                                    }
                                }
                            }
                            else {
                                const err2 = { instancePath: instancePath + "/duration", schemaPath: "#/definitions/duration/oneOf/0/type", keyword: "type", params: { type: "number" }, message: "must be number" };
                                if (vErrors === null) {
                                    vErrors = [err2];
                                }
                                else {
                                    vErrors.push(err2);
                                }
                                errors++;
                            }
                        }
                        var _valid0 = _errs7 === errors;
                        if (_valid0) {
                            valid2 = true;
                            passing0 = 0;
                        }
                        const _errs9 = errors;
                        if (errors === _errs9) {
                            if (typeof data1 === "string") {
                                if (!pattern9.test(data1)) {
                                    const err3 = { instancePath: instancePath + "/duration", schemaPath: "#/definitions/duration/oneOf/1/pattern", keyword: "pattern", params: { pattern: "^[0-9]+(\\.[0-9]+)?(ms|s|m)$" }, message: "must match pattern \"" + "^[0-9]+(\\.[0-9]+)?(ms|s|m)$" + "\"" };
                                    if (vErrors === null) {
                                        vErrors = [err3];
                                    }
                                    else {
                                        vErrors.push(err3);
                                    }
                                    errors++;
                                }
                            }
                            else {
                                const err4 = { instancePath: instancePath + "/duration", schemaPath: "#/definitions/duration/oneOf/1/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                                if (vErrors === null) {
                                    vErrors = [err4];
                                }
                                else {
                                    vErrors.push(err4);
                                }
                                errors++;
                            }
                        }
                        var _valid0 = _errs9 === errors;
                        if (_valid0 && valid2) {
                            valid2 = false;
                            passing0 = [passing0, 1];
                        }
                        else {
                            if (_valid0) {
                                valid2 = true;
                                passing0 = 1;
                            }
                        }
                        if (!valid2) {
                            const err5 = { instancePath: instancePath + "/duration", schemaPath: "#/definitions/duration/oneOf", keyword: "oneOf", params: { passingSchemas: passing0 }, message: "must match exactly one schema in oneOf" };
                            if (vErrors === null) {
                                vErrors = [err5];
                            }
                            else {
                                vErrors.push(err5);
                            }
                            errors++;
                            validate23.errors = vErrors;
                            return false;
                        }
                        else {
                            errors = _errs6;
                            if (vErrors !== null) {
                                if (_errs6) {
                                    vErrors.length = _errs6;
                                }
                                else {
                                    vErrors = null;
                                }
                            }
                        }
                        var valid0 = _errs4 === errors;
                    }
                    else {
                        var valid0 = true;
                    }
                    if (valid0) {
                        if (data.connections !== undefined) {
                            let data2 = data.connections;
                            const _errs11 = errors;
                            if (!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))) {
                                validate23.errors = [{ instancePath: instancePath + "/connections", schemaPath: "#/properties/connections/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                return false;
                            }
                            if (errors === _errs11) {
                                if ((typeof data2 == "number") && (isFinite(data2))) {
                                    if (data2 > 1000 || isNaN(data2)) {
                                        validate23.errors = [{ instancePath: instancePath + "/connections", schemaPath: "#/properties/connections/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1000 }, message: "must be <= 1000" }];
                                        return false;
                                    }
                                    else {
                                        if (data2 < 1 || isNaN(data2)) {
                                            validate23.errors = [{ instancePath: instancePath + "/connections", schemaPath: "#/properties/connections/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" }];
                                            return false;
                                        }
                                    }
                                }
                            }
                            var valid0 = _errs11 === errors;
                        }
                        else {
                            var valid0 = true;
                        }
                        if (valid0) {
                            if (data.rate !== undefined) {
                                let data3 = data.rate;
                                const _errs13 = errors;
                                if (errors === _errs13) {
                                    if ((typeof data3 == "number") && (isFinite(data3))) {
                                        if (data3 > 100000 || isNaN(data3)) {
                                            validate23.errors = [{ instancePath: instancePath + "/rate", schemaPath: "#/properties/rate/maximum", keyword: "maximum", params: { comparison: "<=", limit: 100000 }, message: "must be <= 100000" }];
                                            return false;
                                        }
                                        else {
                                            if (data3 <= 0 || isNaN(data3)) {
                                                validate23.errors = [{ instancePath: instancePath + "/rate", schemaPath: "#/properties/rate/exclusiveMinimum", keyword: "exclusiveMinimum", params: { comparison: ">", limit: 0 }, message: "must be > 0" }];
                                                return false;
                                            }
                                        }
                                    }
                                    else {
                                        validate23.errors = [{ instancePath: instancePath + "/rate", schemaPath: "#/properties/rate/type", keyword: "type", params: { type: "number" }, message: "must be number" }];
                                        return false;
                                    }
                                }
                                var valid0 = _errs13 === errors;
                            }
                            else {
                                var valid0 = true;
                            }
                            if (valid0) {
                                if (data.thresholds !== undefined) {
                                    let data4 = data.thresholds;
                                    const _errs15 = errors;
                                    if (errors === _errs15) {
                                        if (data4 && typeof data4 == "object" && !Array.isArray(data4)) {
                                            const _errs17 = errors;
                                            for (const key1 in data4) {
                                                if (!((((((key1 === "p50_ms") || (key1 === "p95_ms")) || (key1 === "p99_ms")) || (key1 === "max_ms")) || (key1 === "error_rate")) || (key1 === "min_rps"))) {
                                                    validate23.errors = [{ instancePath: instancePath + "/thresholds", schemaPath: "#/properties/thresholds/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties" }];
                                                    return false;
                                                }
                                            }
                                            if (_errs17 === errors) {
                                                if (data4.p50_ms !== undefined) {
                                                    let data5 = data4.p50_ms;
                                                    const _errs18 = errors;
                                                    if (errors === _errs18) {
                                                        if ((typeof data5 == "number") && (isFinite(data5))) {
                                                            if (data5 > 2147483647 || isNaN(data5)) {
                                                                validate23.errors = [{ instancePath: instancePath + "/thresholds/p50_ms", schemaPath: "#/properties/thresholds/properties/p50_ms/maximum", keyword: "maximum", params: { comparison: "<=", limit: 2147483647 }, message: "must be <= 2147483647" }];
                                                                return false;
                                                            }
                                                            else {
                                                                if (data5 <= 0 || isNaN(data5)) {
                                                                    validate23.errors = [{ instancePath: instancePath + "/thresholds/p50_ms", schemaPath: "#/properties/thresholds/properties/p50_ms/exclusiveMinimum", keyword: "exclusiveMinimum", params: { comparison: ">", limit: 0 }, message: "must be > 0" }];
                                                                    return false;
                                                                }
                                                            }
                                                        }
                                                        else {
                                                            validate23.errors = [{ instancePath: instancePath + "/thresholds/p50_ms", schemaPath: "#/properties/thresholds/properties/p50_ms/type", keyword: "type", params: { type: "number" }, message: "must be number" }];
                                                            return false;
                                                        }
                                                    }
                                                    var valid3 = _errs18 === errors;
                                                }
                                                else {
                                                    var valid3 = true;
                                                }
                                                if (valid3) {
                                                    if (data4.p95_ms !== undefined) {
                                                        let data6 = data4.p95_ms;
                                                        const _errs20 = errors;
                                                        if (errors === _errs20) {
                                                            if ((typeof data6 == "number") && (isFinite(data6))) {
                                                                if (data6 > 2147483647 || isNaN(data6)) {
                                                                    validate23.errors = [{ instancePath: instancePath + "/thresholds/p95_ms", schemaPath: "#/properties/thresholds/properties/p95_ms/maximum", keyword: "maximum", params: { comparison: "<=", limit: 2147483647 }, message: "must be <= 2147483647" }];
                                                                    return false;
                                                                }
                                                                else {
                                                                    if (data6 <= 0 || isNaN(data6)) {
                                                                        validate23.errors = [{ instancePath: instancePath + "/thresholds/p95_ms", schemaPath: "#/properties/thresholds/properties/p95_ms/exclusiveMinimum", keyword: "exclusiveMinimum", params: { comparison: ">", limit: 0 }, message: "must be > 0" }];
                                                                        return false;
                                                                    }
                                                                }
                                                            }
                                                            else {
                                                                validate23.errors = [{ instancePath: instancePath + "/thresholds/p95_ms", schemaPath: "#/properties/thresholds/properties/p95_ms/type", keyword: "type", params: { type: "number" }, message: "must be number" }];
                                                                return false;
                                                            }
                                                        }
                                                        var valid3 = _errs20 === errors;
                                                    }
                                                    else {
                                                        var valid3 = true;
                                                    }
                                                    if (valid3) {
                                                        if (data4.p99_ms !== undefined) {
                                                            let data7 = data4.p99_ms;
                                                            const _errs22 = errors;
                                                            if (errors === _errs22) {
                                                                if ((typeof data7 == "number") && (isFinite(data7))) {
                                                                    if (data7 > 2147483647 || isNaN(data7)) {
                                                                        validate23.errors = [{ instancePath: instancePath + "/thresholds/p99_ms", schemaPath: "#/properties/thresholds/properties/p99_ms/maximum", keyword: "maximum", params: { comparison: "<=", limit: 2147483647 }, message: "must be <= 2147483647" }];
                                                                        return false;
                                                                    }
                                                                    else {
                                                                        if (data7 <= 0 || isNaN(data7)) {
                                                                            validate23.errors = [{ instancePath: instancePath + "/thresholds/p99_ms", schemaPath: "#/properties/thresholds/properties/p99_ms/exclusiveMinimum", keyword: "exclusiveMinimum", params: { comparison: ">", limit: 0 }, message: "must be > 0" }];
                                                                            return false;
                                                                        }
                                                                    }
                                                                }
                                                                else {
                                                                    validate23.errors = [{ instancePath: instancePath + "/thresholds/p99_ms", schemaPath: "#/properties/thresholds/properties/p99_ms/type", keyword: "type", params: { type: "number" }, message: "must be number" }];
                                                                    return false;
                                                                }
                                                            }
                                                            var valid3 = _errs22 === errors;
                                                        }
                                                        else {
                                                            var valid3 = true;
                                                        }
                                                        if (valid3) {
                                                            if (data4.max_ms !== undefined) {
                                                                let data8 = data4.max_ms;
                                                                const _errs24 = errors;
                                                                if (errors === _errs24) {
                                                                    if ((typeof data8 == "number") && (isFinite(data8))) {
                                                                        if (data8 > 2147483647 || isNaN(data8)) {
                                                                            validate23.errors = [{ instancePath: instancePath + "/thresholds/max_ms", schemaPath: "#/properties/thresholds/properties/max_ms/maximum", keyword: "maximum", params: { comparison: "<=", limit: 2147483647 }, message: "must be <= 2147483647" }];
                                                                            return false;
                                                                        }
                                                                        else {
                                                                            if (data8 <= 0 || isNaN(data8)) {
                                                                                validate23.errors = [{ instancePath: instancePath + "/thresholds/max_ms", schemaPath: "#/properties/thresholds/properties/max_ms/exclusiveMinimum", keyword: "exclusiveMinimum", params: { comparison: ">", limit: 0 }, message: "must be > 0" }];
                                                                                return false;
                                                                            }
                                                                        }
                                                                    }
                                                                    else {
                                                                        validate23.errors = [{ instancePath: instancePath + "/thresholds/max_ms", schemaPath: "#/properties/thresholds/properties/max_ms/type", keyword: "type", params: { type: "number" }, message: "must be number" }];
                                                                        return false;
                                                                    }
                                                                }
                                                                var valid3 = _errs24 === errors;
                                                            }
                                                            else {
                                                                var valid3 = true;
                                                            }
                                                            if (valid3) {
                                                                if (data4.error_rate !== undefined) {
                                                                    let data9 = data4.error_rate;
                                                                    const _errs26 = errors;
                                                                    if (errors === _errs26) {
                                                                        if ((typeof data9 == "number") && (isFinite(data9))) {
                                                                            if (data9 > 1 || isNaN(data9)) {
                                                                                validate23.errors = [{ instancePath: instancePath + "/thresholds/error_rate", schemaPath: "#/properties/thresholds/properties/error_rate/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1 }, message: "must be <= 1" }];
                                                                                return false;
                                                                            }
                                                                            else {
                                                                                if (data9 < 0 || isNaN(data9)) {
                                                                                    validate23.errors = [{ instancePath: instancePath + "/thresholds/error_rate", schemaPath: "#/properties/thresholds/properties/error_rate/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }];
                                                                                    return false;
                                                                                }
                                                                            }
                                                                        }
                                                                        else {
                                                                            validate23.errors = [{ instancePath: instancePath + "/thresholds/error_rate", schemaPath: "#/properties/thresholds/properties/error_rate/type", keyword: "type", params: { type: "number" }, message: "must be number" }];
                                                                            return false;
                                                                        }
                                                                    }
                                                                    var valid3 = _errs26 === errors;
                                                                }
                                                                else {
                                                                    var valid3 = true;
                                                                }
                                                                if (valid3) {
                                                                    if (data4.min_rps !== undefined) {
                                                                        let data10 = data4.min_rps;
                                                                        const _errs28 = errors;
                                                                        if (errors === _errs28) {
                                                                            if ((typeof data10 == "number") && (isFinite(data10))) {
                                                                                if (data10 < 0 || isNaN(data10)) {
                                                                                    validate23.errors = [{ instancePath: instancePath + "/thresholds/min_rps", schemaPath: "#/properties/thresholds/properties/min_rps/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }];
                                                                                    return false;
                                                                                }
                                                                            }
                                                                            else {
                                                                                validate23.errors = [{ instancePath: instancePath + "/thresholds/min_rps", schemaPath: "#/properties/thresholds/properties/min_rps/type", keyword: "type", params: { type: "number" }, message: "must be number" }];
                                                                                return false;
                                                                            }
                                                                        }
                                                                        var valid3 = _errs28 === errors;
                                                                    }
                                                                    else {
                                                                        var valid3 = true;
                                                                    }
                                                                }
                                                            }
                                                        }
                                                    }
                                                }
                                            }
                                        }
                                        else {
                                            validate23.errors = [{ instancePath: instancePath + "/thresholds", schemaPath: "#/properties/thresholds/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                            return false;
                                        }
                                    }
                                    var valid0 = _errs15 === errors;
                                }
                                else {
                                    var valid0 = true;
                                }
                            }
                        }
                    }
                }
            }
        }
        else {
            validate23.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
            return false;
        }
    } validate23.errors = vErrors; return errors === 0; }
    function validate10(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) { let vErrors = null; let errors = 0; if (errors === 0) {
        if (data && typeof data == "object" && !Array.isArray(data)) {
            let missing0;
            if ((data.steps === undefined) && (missing0 = "steps")) {
                validate10.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" }];
                return false;
            }
            else {
                const _errs1 = errors;
                for (const key0 in data) {
                    if (!(func2.call(schema11.properties, key0))) {
                        validate10.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }];
                        return false;
                    }
                }
                if (_errs1 === errors) {
                    if (data.version !== undefined) {
                        const _errs2 = errors;
                        if (1 !== data.version) {
                            validate10.errors = [{ instancePath: instancePath + "/version", schemaPath: "#/properties/version/const", keyword: "const", params: { allowedValue: 1 }, message: "must be equal to constant" }];
                            return false;
                        }
                        var valid0 = _errs2 === errors;
                    }
                    else {
                        var valid0 = true;
                    }
                    if (valid0) {
                        if (data.name !== undefined) {
                            let data1 = data.name;
                            const _errs3 = errors;
                            if (errors === _errs3) {
                                if (typeof data1 === "string") {
                                    if (func3(data1) < 1) {
                                        validate10.errors = [{ instancePath: instancePath + "/name", schemaPath: "#/properties/name/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" }];
                                        return false;
                                    }
                                }
                                else {
                                    validate10.errors = [{ instancePath: instancePath + "/name", schemaPath: "#/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                    return false;
                                }
                            }
                            var valid0 = _errs3 === errors;
                        }
                        else {
                            var valid0 = true;
                        }
                        if (valid0) {
                            if (data.type !== undefined) {
                                let data2 = data.type;
                                const _errs5 = errors;
                                if (!((((((((data2 === "smoke") || (data2 === "contract")) || (data2 === "unit")) || (data2 === "integration")) || (data2 === "functional")) || (data2 === "performance")) || (data2 === "security")) || (data2 === "e2e"))) {
                                    validate10.errors = [{ instancePath: instancePath + "/type", schemaPath: "#/properties/type/enum", keyword: "enum", params: { allowedValues: schema11.properties.type.enum }, message: "must be equal to one of the allowed values" }];
                                    return false;
                                }
                                var valid0 = _errs5 === errors;
                            }
                            else {
                                var valid0 = true;
                            }
                            if (valid0) {
                                if (data.description !== undefined) {
                                    const _errs6 = errors;
                                    if (typeof data.description !== "string") {
                                        validate10.errors = [{ instancePath: instancePath + "/description", schemaPath: "#/properties/description/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                        return false;
                                    }
                                    var valid0 = _errs6 === errors;
                                }
                                else {
                                    var valid0 = true;
                                }
                                if (valid0) {
                                    if (data.environment !== undefined) {
                                        let data4 = data.environment;
                                        const _errs8 = errors;
                                        if (errors === _errs8) {
                                            if (typeof data4 === "string") {
                                                if (func3(data4) < 1) {
                                                    validate10.errors = [{ instancePath: instancePath + "/environment", schemaPath: "#/properties/environment/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" }];
                                                    return false;
                                                }
                                            }
                                            else {
                                                validate10.errors = [{ instancePath: instancePath + "/environment", schemaPath: "#/properties/environment/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                return false;
                                            }
                                        }
                                        var valid0 = _errs8 === errors;
                                    }
                                    else {
                                        var valid0 = true;
                                    }
                                    if (valid0) {
                                        if (data.tags !== undefined) {
                                            let data5 = data.tags;
                                            const _errs10 = errors;
                                            if (errors === _errs10) {
                                                if (Array.isArray(data5)) {
                                                    var valid1 = true;
                                                    const len0 = data5.length;
                                                    for (let i0 = 0; i0 < len0; i0++) {
                                                        let data6 = data5[i0];
                                                        const _errs12 = errors;
                                                        if (errors === _errs12) {
                                                            if (typeof data6 === "string") {
                                                                if (func3(data6) < 1) {
                                                                    validate10.errors = [{ instancePath: instancePath + "/tags/" + i0, schemaPath: "#/properties/tags/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" }];
                                                                    return false;
                                                                }
                                                            }
                                                            else {
                                                                validate10.errors = [{ instancePath: instancePath + "/tags/" + i0, schemaPath: "#/properties/tags/items/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                return false;
                                                            }
                                                        }
                                                        var valid1 = _errs12 === errors;
                                                        if (!valid1) {
                                                            break;
                                                        }
                                                    }
                                                    if (valid1) {
                                                        let i1 = data5.length;
                                                        let j0;
                                                        if (i1 > 1) {
                                                            const indices0 = {};
                                                            for (; i1--;) {
                                                                let item0 = data5[i1];
                                                                if (typeof item0 !== "string") {
                                                                    continue;
                                                                }
                                                                if (typeof indices0[item0] == "number") {
                                                                    j0 = indices0[item0];
                                                                    validate10.errors = [{ instancePath: instancePath + "/tags", schemaPath: "#/properties/tags/uniqueItems", keyword: "uniqueItems", params: { i: i1, j: j0 }, message: "must NOT have duplicate items (items ## " + j0 + " and " + i1 + " are identical)" }];
                                                                    return false;
                                                                }
                                                                indices0[item0] = i1;
                                                            }
                                                        }
                                                    }
                                                }
                                                else {
                                                    validate10.errors = [{ instancePath: instancePath + "/tags", schemaPath: "#/properties/tags/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                                    return false;
                                                }
                                            }
                                            var valid0 = _errs10 === errors;
                                        }
                                        else {
                                            var valid0 = true;
                                        }
                                        if (valid0) {
                                            if (data.variables !== undefined) {
                                                let data7 = data.variables;
                                                const _errs14 = errors;
                                                if (errors === _errs14) {
                                                    if (data7 && typeof data7 == "object" && !Array.isArray(data7)) {
                                                        for (const key1 in data7) {
                                                            const _errs16 = errors;
                                                            const _errs17 = errors;
                                                            if (errors === _errs17) {
                                                                if (typeof key1 === "string") {
                                                                    if (!pattern0.test(key1)) {
                                                                        const err0 = { instancePath: instancePath + "/variables", schemaPath: "#/definitions/variableName/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z_][A-Za-z0-9_-]*(\\.[A-Za-z0-9_-]+)*$" }, message: "must match pattern \"" + "^[A-Za-z_][A-Za-z0-9_-]*(\\.[A-Za-z0-9_-]+)*$" + "\"", propertyName: key1 };
                                                                        if (vErrors === null) {
                                                                            vErrors = [err0];
                                                                        }
                                                                        else {
                                                                            vErrors.push(err0);
                                                                        }
                                                                        errors++;
                                                                    }
                                                                }
                                                                else {
                                                                    const err1 = { instancePath: instancePath + "/variables", schemaPath: "#/definitions/variableName/type", keyword: "type", params: { type: "string" }, message: "must be string", propertyName: key1 };
                                                                    if (vErrors === null) {
                                                                        vErrors = [err1];
                                                                    }
                                                                    else {
                                                                        vErrors.push(err1);
                                                                    }
                                                                    errors++;
                                                                }
                                                            }
                                                            var valid3 = _errs16 === errors;
                                                            if (!valid3) {
                                                                const err2 = { instancePath: instancePath + "/variables", schemaPath: "#/properties/variables/propertyNames", keyword: "propertyNames", params: { propertyName: key1 }, message: "property name must be valid" };
                                                                if (vErrors === null) {
                                                                    vErrors = [err2];
                                                                }
                                                                else {
                                                                    vErrors.push(err2);
                                                                }
                                                                errors++;
                                                                validate10.errors = vErrors;
                                                                return false;
                                                            }
                                                        }
                                                    }
                                                    else {
                                                        validate10.errors = [{ instancePath: instancePath + "/variables", schemaPath: "#/properties/variables/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                                        return false;
                                                    }
                                                }
                                                var valid0 = _errs14 === errors;
                                            }
                                            else {
                                                var valid0 = true;
                                            }
                                            if (valid0) {
                                                if (data.continue_on_failure !== undefined) {
                                                    const _errs19 = errors;
                                                    if (typeof data.continue_on_failure !== "boolean") {
                                                        validate10.errors = [{ instancePath: instancePath + "/continue_on_failure", schemaPath: "#/properties/continue_on_failure/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }];
                                                        return false;
                                                    }
                                                    var valid0 = _errs19 === errors;
                                                }
                                                else {
                                                    var valid0 = true;
                                                }
                                                if (valid0) {
                                                    if (data.setup !== undefined) {
                                                        let data9 = data.setup;
                                                        const _errs21 = errors;
                                                        if (errors === _errs21) {
                                                            if (Array.isArray(data9)) {
                                                                var valid5 = true;
                                                                const len1 = data9.length;
                                                                for (let i2 = 0; i2 < len1; i2++) {
                                                                    const _errs23 = errors;
                                                                    if (!(validate11(data9[i2], { instancePath: instancePath + "/setup/" + i2, parentData: data9, parentDataProperty: i2, rootData }))) {
                                                                        vErrors = vErrors === null ? validate11.errors : vErrors.concat(validate11.errors);
                                                                        errors = vErrors.length;
                                                                    }
                                                                    var valid5 = _errs23 === errors;
                                                                    if (!valid5) {
                                                                        break;
                                                                    }
                                                                }
                                                            }
                                                            else {
                                                                validate10.errors = [{ instancePath: instancePath + "/setup", schemaPath: "#/properties/setup/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                                                return false;
                                                            }
                                                        }
                                                        var valid0 = _errs21 === errors;
                                                    }
                                                    else {
                                                        var valid0 = true;
                                                    }
                                                    if (valid0) {
                                                        if (data.steps !== undefined) {
                                                            let data11 = data.steps;
                                                            const _errs24 = errors;
                                                            if (errors === _errs24) {
                                                                if (Array.isArray(data11)) {
                                                                    if (data11.length < 1) {
                                                                        validate10.errors = [{ instancePath: instancePath + "/steps", schemaPath: "#/properties/steps/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items" }];
                                                                        return false;
                                                                    }
                                                                    else {
                                                                        var valid6 = true;
                                                                        const len2 = data11.length;
                                                                        for (let i3 = 0; i3 < len2; i3++) {
                                                                            const _errs26 = errors;
                                                                            if (!(validate11(data11[i3], { instancePath: instancePath + "/steps/" + i3, parentData: data11, parentDataProperty: i3, rootData }))) {
                                                                                vErrors = vErrors === null ? validate11.errors : vErrors.concat(validate11.errors);
                                                                                errors = vErrors.length;
                                                                            }
                                                                            var valid6 = _errs26 === errors;
                                                                            if (!valid6) {
                                                                                break;
                                                                            }
                                                                        }
                                                                    }
                                                                }
                                                                else {
                                                                    validate10.errors = [{ instancePath: instancePath + "/steps", schemaPath: "#/properties/steps/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                                                    return false;
                                                                }
                                                            }
                                                            var valid0 = _errs24 === errors;
                                                        }
                                                        else {
                                                            var valid0 = true;
                                                        }
                                                        if (valid0) {
                                                            if (data.teardown !== undefined) {
                                                                let data13 = data.teardown;
                                                                const _errs27 = errors;
                                                                if (errors === _errs27) {
                                                                    if (Array.isArray(data13)) {
                                                                        var valid7 = true;
                                                                        const len3 = data13.length;
                                                                        for (let i4 = 0; i4 < len3; i4++) {
                                                                            const _errs29 = errors;
                                                                            if (!(validate11(data13[i4], { instancePath: instancePath + "/teardown/" + i4, parentData: data13, parentDataProperty: i4, rootData }))) {
                                                                                vErrors = vErrors === null ? validate11.errors : vErrors.concat(validate11.errors);
                                                                                errors = vErrors.length;
                                                                            }
                                                                            var valid7 = _errs29 === errors;
                                                                            if (!valid7) {
                                                                                break;
                                                                            }
                                                                        }
                                                                    }
                                                                    else {
                                                                        validate10.errors = [{ instancePath: instancePath + "/teardown", schemaPath: "#/properties/teardown/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                                                        return false;
                                                                    }
                                                                }
                                                                var valid0 = _errs27 === errors;
                                                            }
                                                            else {
                                                                var valid0 = true;
                                                            }
                                                            if (valid0) {
                                                                if (data.load !== undefined) {
                                                                    const _errs30 = errors;
                                                                    if (!(validate23(data.load, { instancePath: instancePath + "/load", parentData: data, parentDataProperty: "load", rootData }))) {
                                                                        vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);
                                                                        errors = vErrors.length;
                                                                    }
                                                                    var valid0 = _errs30 === errors;
                                                                }
                                                                else {
                                                                    var valid0 = true;
                                                                }
                                                                if (valid0) {
                                                                    if (data.cases !== undefined) {
                                                                        const _errs31 = errors;
                                                                        if (!(validate18(data.cases, { instancePath: instancePath + "/cases", parentData: data, parentDataProperty: "cases", rootData }))) {
                                                                            vErrors = vErrors === null ? validate18.errors : vErrors.concat(validate18.errors);
                                                                            errors = vErrors.length;
                                                                        }
                                                                        var valid0 = _errs31 === errors;
                                                                    }
                                                                    else {
                                                                        var valid0 = true;
                                                                    }
                                                                    if (valid0) {
                                                                        if (data.security !== undefined) {
                                                                            let data17 = data.security;
                                                                            const _errs32 = errors;
                                                                            const _errs33 = errors;
                                                                            if (errors === _errs33) {
                                                                                if (data17 && typeof data17 == "object" && !Array.isArray(data17)) {
                                                                                    const _errs35 = errors;
                                                                                    for (const key2 in data17) {
                                                                                        if (!(((key2 === "probes") || (key2 === "auth_header")) || (key2 === "injection_payloads"))) {
                                                                                            validate10.errors = [{ instancePath: instancePath + "/security", schemaPath: "#/definitions/security/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key2 }, message: "must NOT have additional properties" }];
                                                                                            return false;
                                                                                        }
                                                                                    }
                                                                                    if (_errs35 === errors) {
                                                                                        if (data17.probes !== undefined) {
                                                                                            let data18 = data17.probes;
                                                                                            const _errs36 = errors;
                                                                                            if (errors === _errs36) {
                                                                                                if (Array.isArray(data18)) {
                                                                                                    if (data18.length < 1) {
                                                                                                        validate10.errors = [{ instancePath: instancePath + "/security/probes", schemaPath: "#/definitions/security/properties/probes/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items" }];
                                                                                                        return false;
                                                                                                    }
                                                                                                    else {
                                                                                                        var valid10 = true;
                                                                                                        const len4 = data18.length;
                                                                                                        for (let i5 = 0; i5 < len4; i5++) {
                                                                                                            let data19 = data18[i5];
                                                                                                            const _errs38 = errors;
                                                                                                            if (!((((data19 === "no_auth") || (data19 === "bad_auth")) || (data19 === "injection")) || (data19 === "method_not_allowed"))) {
                                                                                                                validate10.errors = [{ instancePath: instancePath + "/security/probes/" + i5, schemaPath: "#/definitions/security/properties/probes/items/enum", keyword: "enum", params: { allowedValues: schema31.properties.probes.items.enum }, message: "must be equal to one of the allowed values" }];
                                                                                                                return false;
                                                                                                            }
                                                                                                            var valid10 = _errs38 === errors;
                                                                                                            if (!valid10) {
                                                                                                                break;
                                                                                                            }
                                                                                                        }
                                                                                                        if (valid10) {
                                                                                                            let i6 = data18.length;
                                                                                                            let j1;
                                                                                                            if (i6 > 1) {
                                                                                                                for (; i6--;) {
                                                                                                                    for (j1 = i6; j1--;) {
                                                                                                                        if (func0(data18[i6], data18[j1])) {
                                                                                                                            validate10.errors = [{ instancePath: instancePath + "/security/probes", schemaPath: "#/definitions/security/properties/probes/uniqueItems", keyword: "uniqueItems", params: { i: i6, j: j1 }, message: "must NOT have duplicate items (items ## " + j1 + " and " + i6 + " are identical)" }];
                                                                                                                            return false;
                                                                                                                        }
                                                                                                                    }
                                                                                                                }
                                                                                                            }
                                                                                                        }
                                                                                                    }
                                                                                                }
                                                                                                else {
                                                                                                    validate10.errors = [{ instancePath: instancePath + "/security/probes", schemaPath: "#/definitions/security/properties/probes/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                                                                                    return false;
                                                                                                }
                                                                                            }
                                                                                            var valid9 = _errs36 === errors;
                                                                                        }
                                                                                        else {
                                                                                            var valid9 = true;
                                                                                        }
                                                                                        if (valid9) {
                                                                                            if (data17.auth_header !== undefined) {
                                                                                                let data20 = data17.auth_header;
                                                                                                const _errs39 = errors;
                                                                                                if (errors === _errs39) {
                                                                                                    if (typeof data20 === "string") {
                                                                                                        if (!pattern2.test(data20)) {
                                                                                                            validate10.errors = [{ instancePath: instancePath + "/security/auth_header", schemaPath: "#/definitions/security/properties/auth_header/pattern", keyword: "pattern", params: { pattern: "^[!#$%&'*+.^_`|~0-9A-Za-z-]+$" }, message: "must match pattern \"" + "^[!#$%&'*+.^_`|~0-9A-Za-z-]+$" + "\"" }];
                                                                                                            return false;
                                                                                                        }
                                                                                                    }
                                                                                                    else {
                                                                                                        validate10.errors = [{ instancePath: instancePath + "/security/auth_header", schemaPath: "#/definitions/security/properties/auth_header/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                                                        return false;
                                                                                                    }
                                                                                                }
                                                                                                var valid9 = _errs39 === errors;
                                                                                            }
                                                                                            else {
                                                                                                var valid9 = true;
                                                                                            }
                                                                                            if (valid9) {
                                                                                                if (data17.injection_payloads !== undefined) {
                                                                                                    let data21 = data17.injection_payloads;
                                                                                                    const _errs41 = errors;
                                                                                                    if (errors === _errs41) {
                                                                                                        if (Array.isArray(data21)) {
                                                                                                            if (data21.length < 1) {
                                                                                                                validate10.errors = [{ instancePath: instancePath + "/security/injection_payloads", schemaPath: "#/definitions/security/properties/injection_payloads/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items" }];
                                                                                                                return false;
                                                                                                            }
                                                                                                            else {
                                                                                                                var valid12 = true;
                                                                                                                const len5 = data21.length;
                                                                                                                for (let i7 = 0; i7 < len5; i7++) {
                                                                                                                    let data22 = data21[i7];
                                                                                                                    const _errs43 = errors;
                                                                                                                    if (errors === _errs43) {
                                                                                                                        if (typeof data22 === "string") {
                                                                                                                            if (func3(data22) < 1) {
                                                                                                                                validate10.errors = [{ instancePath: instancePath + "/security/injection_payloads/" + i7, schemaPath: "#/definitions/security/properties/injection_payloads/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" }];
                                                                                                                                return false;
                                                                                                                            }
                                                                                                                        }
                                                                                                                        else {
                                                                                                                            validate10.errors = [{ instancePath: instancePath + "/security/injection_payloads/" + i7, schemaPath: "#/definitions/security/properties/injection_payloads/items/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                                                                            return false;
                                                                                                                        }
                                                                                                                    }
                                                                                                                    var valid12 = _errs43 === errors;
                                                                                                                    if (!valid12) {
                                                                                                                        break;
                                                                                                                    }
                                                                                                                }
                                                                                                            }
                                                                                                        }
                                                                                                        else {
                                                                                                            validate10.errors = [{ instancePath: instancePath + "/security/injection_payloads", schemaPath: "#/definitions/security/properties/injection_payloads/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                                                                                            return false;
                                                                                                        }
                                                                                                    }
                                                                                                    var valid9 = _errs41 === errors;
                                                                                                }
                                                                                                else {
                                                                                                    var valid9 = true;
                                                                                                }
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                }
                                                                                else {
                                                                                    validate10.errors = [{ instancePath: instancePath + "/security", schemaPath: "#/definitions/security/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                                                                    return false;
                                                                                }
                                                                            }
                                                                            var valid0 = _errs32 === errors;
                                                                        }
                                                                        else {
                                                                            var valid0 = true;
                                                                        }
                                                                    }
                                                                }
                                                            }
                                                        }
                                                    }
                                                }
                                            }
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
        else {
            validate10.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
            return false;
        }
    } validate10.errors = vErrors; return errors === 0; }
    return module.exports;
})();
function isFlowShaped(value) {
    return checkisFlowShaped(value);
}

const $schema = "http://json-schema.org/draft-07/schema#";
const $id = "https://falcon-ci.dev/schemas/flow.schema.json";
const title = "Falcon CI flow";
const description = "A Falcon CI test flow (.falcon/flows/<type>_<description>.yaml): requests sent in order, the checks each response must pass, and the values captured for later steps.";
const type = "object";
const additionalProperties = false;
const required = [
	"steps"
];
const properties = {
	version: {
		description: "Version of the flow format. Only 1 exists; leave it out or write 1.",
		"const": 1
	},
	name: {
		description: "Name shown in reports. Default: the file name without its type prefix, e.g. smoke_user_login.yaml → \"user login\".",
		type: "string",
		minLength: 1
	},
	type: {
		description: "Kind of flow. Must agree with the file name prefix (contract_products.yaml → contract). contract flows check every response against the spec; performance flows add load; security flows add probes.",
		"enum": [
			"smoke",
			"contract",
			"unit",
			"integration",
			"functional",
			"performance",
			"security",
			"e2e"
		]
	},
	description: {
		description: "Free text explaining what the flow covers.",
		type: "string"
	},
	environment: {
		description: "Environment to run against: the name of .falcon/environments/<name>.yaml, which gives base_url, headers and variables. The CLI or action can override it.",
		type: "string",
		minLength: 1
	},
	tags: {
		description: "Labels for selecting flows, e.g. [catalog, checkout].",
		type: "array",
		uniqueItems: true,
		items: {
			description: "One tag.",
			type: "string",
			minLength: 1
		}
	},
	variables: {
		description: "Values for {{name}} placeholders, any JSON values. They override .falcon/variables.json and the environment's variables; captures of earlier steps override them.",
		type: "object",
		propertyNames: {
			$ref: "#/definitions/variableName"
		}
	},
	continue_on_failure: {
		description: "Default for every step. false (the default): a failed step skips the remaining steps; teardown still runs. true: every step runs.",
		type: "boolean"
	},
	setup: {
		description: "Steps run before `steps`, e.g. to log in or create test data. Ids default to setup-1, setup-2, …",
		type: "array",
		items: {
			$ref: "#/definitions/step"
		}
	},
	steps: {
		description: "The steps of the flow, run in order. At least one. Ids default to step-1, step-2, …",
		type: "array",
		minItems: 1,
		items: {
			$ref: "#/definitions/step"
		}
	},
	teardown: {
		description: "Steps that always run last, even after failures, e.g. to delete test data. Ids default to teardown-1, teardown-2, …",
		type: "array",
		items: {
			$ref: "#/definitions/step"
		}
	},
	load: {
		description: "Performance flows only: how the steps are replayed under load after one functional pass. Default: count 100, connections 10, thresholds { error_rate: 0 }.",
		$ref: "#/definitions/load"
	},
	cases: {
		description: "Generated cases for every step of `steps` that has a documented operation: inputs drawn from the operation's request schemas. See definitions/cases.",
		$ref: "#/definitions/cases"
	},
	security: {
		description: "Security flows only: which probes are derived from each step. Default: all four probes, auth_header authorization, a built-in list of injection payloads.",
		$ref: "#/definitions/security"
	}
};
const definitions = {
	variableName: {
		title: "a name of letters, digits, '_', '-' and '.' that starts with a letter or '_' and does not end with '.'",
		description: "A name usable in {{name}} placeholders.",
		type: "string",
		pattern: "^[A-Za-z_][A-Za-z0-9_-]*(\\.[A-Za-z0-9_-]+)*$"
	},
	step: {
		description: "One request, the checks its response must pass, and the values captured from it.",
		type: "object",
		additionalProperties: false,
		properties: {
			id: {
				title: "an id of letters, digits, '_', '-' and '.'",
				description: "Unique id of the step in the flow, shown in reports. Default: step-<n> (setup-<n>, teardown-<n> in those sections), counted from 1.",
				type: "string",
				pattern: "^[A-Za-z0-9_][A-Za-z0-9_.-]*$"
			},
			name: {
				description: "Human-readable name of the step.",
				type: "string",
				minLength: 1
			},
			operation: {
				description: "operationId in the OpenAPI spec. Fills method and path and enables `schema: spec`. Path parameters come from request.params.",
				type: "string",
				minLength: 1
			},
			use: {
				description: "Name of a saved request in .falcon/requests/<name>.yaml, merged under `request` (the step's request wins; headers and query are merged).",
				type: "string",
				minLength: 1
			},
			request: {
				$ref: "#/definitions/request"
			},
			expect: {
				$ref: "#/definitions/expect"
			},
			capture: {
				description: "Values to keep for later steps as {{name}}: name → JSONPath string, or { json }, { header } or { regex, group, from, header }.",
				type: "object",
				propertyNames: {
					$ref: "#/definitions/variableName"
				},
				additionalProperties: {
					$ref: "#/definitions/capture"
				}
			},
			retry: {
				description: "Re-send the request until its checks pass: a number of attempts from 1 to 100 (including the first, 250 ms apart), or { attempts, delay_ms }.",
				oneOf: [
					{
						title: "a number of attempts",
						type: "integer",
						minimum: 1,
						maximum: 100
					},
					{
						title: "a mapping with attempts and delay_ms",
						type: "object",
						additionalProperties: false,
						required: [
							"attempts"
						],
						properties: {
							attempts: {
								description: "Total attempts, including the first: 1 to 100.",
								type: "integer",
								minimum: 1,
								maximum: 100
							},
							delay_ms: {
								description: "Pause between attempts in milliseconds, at most 60000 (a minute). Default 250.",
								type: "number",
								minimum: 0,
								maximum: 60000
							}
						}
					}
				]
			},
			timeout_ms: {
				description: "Timeout of each request of this step in milliseconds, at most 2147483647 (about 24.8 days, the longest a timer can wait).",
				type: "number",
				minimum: 1,
				maximum: 2147483647
			},
			continue_on_failure: {
				description: "Run the next steps even if this one fails. Default: the flow's continue_on_failure.",
				type: "boolean"
			},
			cases: {
				description: "Generated cases for this step's operation (wins over the flow's cases:). See definitions/cases.",
				$ref: "#/definitions/cases"
			}
		}
	},
	scalar: {
		title: "a string, a number or true/false",
		type: [
			"string",
			"number",
			"boolean"
		]
	},
	request: {
		description: "The request to send. Every string may hold {{placeholders}}. Needs method and path (or url) unless `operation` or `use` supplies them.",
		type: "object",
		additionalProperties: false,
		properties: {
			method: {
				title: "an HTTP method (GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS, TRACE)",
				description: "HTTP method. Default GET when only a path or url is given.",
				"enum": [
					"GET",
					"POST",
					"PUT",
					"PATCH",
					"DELETE",
					"HEAD",
					"OPTIONS",
					"TRACE",
					"get",
					"post",
					"put",
					"patch",
					"delete",
					"head",
					"options",
					"trace"
				]
			},
			path: {
				description: "Path relative to the environment's base_url, e.g. /products/{{id}}.",
				type: "string",
				minLength: 1
			},
			params: {
				description: "Values for the {name} segments of the operation's path, e.g. { id: \"{{productId}}\" }.",
				type: "object",
				additionalProperties: {
					title: "a string or a number",
					description: "Value of one path parameter.",
					type: [
						"string",
						"number"
					]
				}
			},
			url: {
				description: "A full URL, used instead of base_url + path.",
				type: "string",
				minLength: 1
			},
			query: {
				description: "Query parameters. A list repeats the parameter: tags: [a, b] → ?tags=a&tags=b.",
				type: "object",
				additionalProperties: {
					title: "a string, a number, true/false, or a list of them",
					description: "Value of one query parameter.",
					type: [
						"string",
						"number",
						"boolean",
						"array"
					],
					items: {
						$ref: "#/definitions/scalar"
					}
				}
			},
			headers: {
				description: "Request headers, e.g. authorization: \"Bearer {{env.TOKEN}}\".",
				type: "object",
				propertyNames: {
					title: "a header name: letters, digits and !#$%&'*+-.^_`|~",
					pattern: "^[!#$%&'*+.^_`|~0-9A-Za-z-]+$"
				},
				additionalProperties: {
					title: "a string, a number or true/false, on one line",
					description: "Value of one header.",
					type: [
						"string",
						"number",
						"boolean"
					],
					pattern: "^[^\\r\\n\\u0000]*$"
				}
			},
			json: {
				description: "A JSON body (any value). content-type: application/json is added unless given. Only one of json, body, form."
			},
			body: {
				description: "A raw body, sent as is; set content-type in headers. Only one of json, body, form.",
				type: "string"
			},
			form: {
				description: "A URL-encoded form body (application/x-www-form-urlencoded). A list repeats the field: tags: [a, b] → tags=a&tags=b. Only one of json, body, form.",
				type: "object",
				additionalProperties: {
					title: "a string, a number, true/false, or a list of them",
					description: "Value of one form field.",
					type: [
						"string",
						"number",
						"boolean",
						"array"
					],
					items: {
						$ref: "#/definitions/scalar"
					}
				}
			}
		}
	},
	expect: {
		description: "Checks on the response. All given checks must pass.",
		type: "object",
		additionalProperties: false,
		properties: {
			status: {
				description: "Expected status: 200, a status class like \"2xx\", or a list mixing both, e.g. [200, 204].",
				oneOf: [
					{
						$ref: "#/definitions/statusCode"
					},
					{
						$ref: "#/definitions/statusText"
					},
					{
						title: "a list of them",
						type: "array",
						minItems: 1,
						items: {
							description: "One accepted status.",
							oneOf: [
								{
									$ref: "#/definitions/statusCode"
								},
								{
									$ref: "#/definitions/statusText"
								}
							]
						}
					}
				]
			},
			headers: {
				description: "Checks on response headers (names are case-insensitive): a string means equals, or { equals }, { match: regex }, { exists: false }.",
				type: "object",
				propertyNames: {
					title: "a header name: letters, digits and !#$%&'*+-.^_`|~",
					pattern: "^[!#$%&'*+.^_`|~0-9A-Za-z-]+$"
				},
				additionalProperties: {
					description: "Check on one header.",
					oneOf: [
						{
							title: "a string",
							type: [
								"string",
								"number",
								"boolean"
							]
						},
						{
							title: "a mapping with equals, match or exists",
							type: "object",
							additionalProperties: false,
							minProperties: 1,
							properties: {
								equals: {
									description: "The header value must equal this.",
									type: [
										"string",
										"number",
										"boolean"
									]
								},
								match: {
									description: "A regular expression the header value must match.",
									type: "string"
								},
								exists: {
									description: "true: the header must be present; false: it must be absent.",
									type: "boolean"
								}
							}
						}
					]
				}
			},
			body: {
				description: "JSONPath checks on the JSON body, e.g. { path: \"$.items\", length: { lte: 5 } }. All operators of a check must hold.",
				type: "array",
				items: {
					$ref: "#/definitions/bodyCheck"
				}
			},
			schema: {
				description: "\"spec\": the spec's response schema for this operation, status and media type. Or an inline JSON Schema object.",
				oneOf: [
					{
						title: "\"spec\"",
						"const": "spec"
					},
					{
						title: "an inline JSON Schema",
						type: "object"
					}
				]
			},
			latency_ms: {
				description: "Response time in milliseconds: a number means at most that, or comparisons like { lte: 500 }.",
				oneOf: [
					{
						title: "a number of milliseconds",
						type: "number",
						exclusiveMinimum: 0
					},
					{
						$ref: "#/definitions/numberMatcher"
					}
				]
			}
		}
	},
	statusCode: {
		title: "a number",
		description: "An HTTP status code.",
		type: "integer",
		minimum: 100,
		maximum: 599
	},
	statusText: {
		title: "a status class like \"2xx\"",
		description: "A status class (\"2xx\", \"4XX\") or a code written as a string (\"200\").",
		type: "string",
		pattern: "^[1-5]([0-9][0-9]|[xX][xX])$"
	},
	numberMatcher: {
		title: "a mapping of comparisons (eq, ne, gt, gte, lt, lte)",
		description: "Numeric comparisons; all given must hold.",
		type: "object",
		additionalProperties: false,
		minProperties: 1,
		properties: {
			eq: {
				description: "Equal to.",
				type: "number"
			},
			ne: {
				description: "Not equal to.",
				type: "number"
			},
			gt: {
				description: "Greater than.",
				type: "number"
			},
			gte: {
				description: "Greater than or equal to.",
				type: "number"
			},
			lt: {
				description: "Less than.",
				type: "number"
			},
			lte: {
				description: "Less than or equal to.",
				type: "number"
			}
		}
	},
	bodyCheck: {
		description: "A check on the value at a JSONPath of the JSON body. All given operators must hold.",
		type: "object",
		additionalProperties: false,
		required: [
			"path"
		],
		properties: {
			path: {
				title: "a JSONPath like \"$.items[0].id\"",
				description: "JSONPath into the JSON body, starting with $, e.g. $.items[0].id.",
				type: "string"
			},
			eq: {
				description: "The value must equal this (deep equality for objects and lists)."
			},
			ne: {
				description: "The value must not equal this."
			},
			gt: {
				description: "The value must be a number greater than this.",
				type: "number"
			},
			gte: {
				description: "The value must be a number greater than or equal to this.",
				type: "number"
			},
			lt: {
				description: "The value must be a number less than this.",
				type: "number"
			},
			lte: {
				description: "The value must be a number less than or equal to this.",
				type: "number"
			},
			"in": {
				description: "The value must equal one of these.",
				type: "array",
				minItems: 1
			},
			match: {
				description: "A regular expression the value (as text) must match.",
				type: "string"
			},
			contains: {
				description: "A substring of a string value, an element of a list, or a key of an object."
			},
			exists: {
				description: "true: the path must match something; false: it must match nothing.",
				type: "boolean"
			},
			length: {
				description: "Length of a string or list, or key count of an object: a number means equal, or comparisons like { lte: 5 }.",
				oneOf: [
					{
						title: "a number",
						type: "integer",
						minimum: 0
					},
					{
						$ref: "#/definitions/numberMatcher"
					}
				]
			},
			type: {
				description: "JSON type the value must have.",
				"enum": [
					"string",
					"number",
					"integer",
					"boolean",
					"object",
					"array",
					"null"
				]
			}
		}
	},
	capture: {
		description: "Where to take the value from: a JSONPath string (\"$.id\"), or { json }, { header }, or { regex, group, from, header }.",
		oneOf: [
			{
				title: "a JSONPath like \"$.id\"",
				type: "string"
			},
			{
				title: "a mapping with json, header or regex",
				type: "object",
				additionalProperties: false,
				minProperties: 1,
				properties: {
					json: {
						description: "JSONPath into the JSON body, e.g. $.items[0].id.",
						type: "string"
					},
					header: {
						title: "a header name: letters, digits and !#$%&'*+-.^_`|~",
						description: "Name of a response header: its value is captured (or, with regex, searched).",
						type: "string",
						pattern: "^[!#$%&'*+.^_`|~0-9A-Za-z-]+$"
					},
					regex: {
						description: "A regular expression searched in the body (or in `header` with from: header).",
						type: "string"
					},
					group: {
						description: "Capture group of the regex to keep. Default 1 when the regex has a group, else the whole match (0).",
						type: "integer",
						minimum: 0
					},
					from: {
						description: "Where the regex searches: body (the default) or header (set `header` too).",
						"enum": [
							"body",
							"header"
						]
					}
				}
			}
		]
	},
	duration: {
		description: "At most a day (86400 seconds).",
		oneOf: [
			{
				title: "a number of seconds",
				type: "number",
				exclusiveMinimum: 0,
				maximum: 86400
			},
			{
				title: "a duration like \"500ms\", \"10s\" or \"2m\"",
				type: "string",
				pattern: "^[0-9]+(\\.[0-9]+)?(ms|s|m)$"
			}
		]
	},
	cases: {
		description: "Inputs generated from the operation's request schemas (path, query and header parameters, JSON body), seeded and reproducible. Positive inputs lean on the schema's boundaries and must get a documented answer below 500 that matches the spec; negative inputs break exactly one constraint and must get a documented 4xx. A failing input is shrunk to the smallest one. Refused against a base URL that looks like production unless config.yaml sets cases: { allow_production: true }.",
		type: "object",
		additionalProperties: false,
		properties: {
			positive: {
				description: "How many valid inputs to send. Default 20; 0 runs none.",
				type: "integer",
				minimum: 0,
				maximum: 1000
			},
			negative: {
				description: "How many inputs breaking one constraint to send. Default 20; 0 runs none.",
				type: "integer",
				minimum: 0,
				maximum: 1000
			},
			seed: {
				description: "Seed of the generator: the same seed sends the same inputs. Default: a fresh seed each run, shown in the results.",
				type: "integer",
				minimum: -2147483648,
				maximum: 2147483647
			},
			max_duration: {
				description: "Time for each kind of cases, shrinking included: \"30s\", \"2m\", or a number of seconds. Default 60s.",
				$ref: "#/definitions/duration"
			}
		}
	},
	load: {
		type: "object",
		additionalProperties: false,
		properties: {
			count: {
				description: "Total iterations of the steps, at most 1,000,000. Give count or duration, not both. Default 100.",
				type: "integer",
				minimum: 1,
				maximum: 1000000
			},
			duration: {
				description: "How long to apply load: \"500ms\", \"10s\", \"2m\", or a number of seconds. Give count or duration, not both.",
				$ref: "#/definitions/duration"
			},
			connections: {
				description: "Concurrent virtual users, 1 to 1,000. Default 10.",
				type: "integer",
				minimum: 1,
				maximum: 1000
			},
			rate: {
				description: "Cap on iterations per second over all connections, at most 100,000.",
				type: "number",
				exclusiveMinimum: 0,
				maximum: 100000
			},
			thresholds: {
				description: "Limits that fail the flow when exceeded. error_rate defaults to 0.",
				type: "object",
				additionalProperties: false,
				properties: {
					p50_ms: {
						description: "Maximum median latency in milliseconds.",
						type: "number",
						exclusiveMinimum: 0,
						maximum: 2147483647
					},
					p95_ms: {
						description: "Maximum 95th percentile latency in milliseconds.",
						type: "number",
						exclusiveMinimum: 0,
						maximum: 2147483647
					},
					p99_ms: {
						description: "Maximum 99th percentile latency in milliseconds.",
						type: "number",
						exclusiveMinimum: 0,
						maximum: 2147483647
					},
					max_ms: {
						description: "Maximum latency in milliseconds.",
						type: "number",
						exclusiveMinimum: 0,
						maximum: 2147483647
					},
					error_rate: {
						description: "Largest allowed fraction of failed requests, from 0 to 1. Default 0.",
						type: "number",
						minimum: 0,
						maximum: 1
					},
					min_rps: {
						description: "Minimum requests per second.",
						type: "number",
						minimum: 0
					}
				}
			}
		}
	},
	security: {
		type: "object",
		additionalProperties: false,
		properties: {
			probes: {
				description: "Probes to run against each step: no_auth (no credentials → 401/403), bad_auth (wrong credentials → 401/403), injection (payloads in query and body fields → no 5xx, no echo), method_not_allowed (undocumented methods → 405). Default: all four.",
				type: "array",
				minItems: 1,
				uniqueItems: true,
				items: {
					description: "A probe.",
					"enum": [
						"no_auth",
						"bad_auth",
						"injection",
						"method_not_allowed"
					]
				}
			},
			auth_header: {
				title: "a header name: letters, digits and !#$%&'*+-.^_`|~",
				description: "Header that carries credentials. Default authorization.",
				type: "string",
				pattern: "^[!#$%&'*+.^_`|~0-9A-Za-z-]+$"
			},
			injection_payloads: {
				description: "Strings the injection probe sends into query and body fields. Default: a built-in list (SQL, script, path traversal, template, NoSQL and command injection).",
				type: "array",
				minItems: 1,
				items: {
					description: "One payload.",
					type: "string",
					minLength: 1
				}
			}
		}
	}
};
const flowSchema = {
	$schema: $schema,
	$id: $id,
	title: title,
	description: description,
	type: type,
	additionalProperties: additionalProperties,
	required: required,
	properties: properties,
	definitions: definitions
};

/**
 * The flow JSON Schema (schemas/flow.schema.json, also published for editors), compiled with ajv.
 *
 * Any node of the schema can be validated on its own: explaining a failed `oneOf` means asking
 * which branch a value was meant for and what that branch alone says about it.
 */
const SCHEMA_ID = 'https://falcon-ci.dev/schemas/flow.schema.json';
const rootSchema = flowSchema;
let ajv;
const validators = new Map();
/** Compiled on first use: importing this module stays cheap for code that never parses a flow. */
function validatorFor(node) {
    let validate = validators.get(node);
    if (validate)
        return validate;
    ajv ??= new ajvExports.Ajv({ allErrors: true, verbose: true, allowUnionTypes: true });
    if (!ajv.getSchema(SCHEMA_ID))
        ajv.addSchema(flowSchema);
    const pointer = pointerOf(node);
    validate = ajv.getSchema(pointer === '' ? SCHEMA_ID : `${SCHEMA_ID}#${pointer}`);
    if (!validate)
        throw new Error(`flow schema has no node at ${pointer}`);
    validators.set(node, validate);
    return validate;
}
let pointers;
/** JSON pointer of a node of the flow schema, found by identity (ajv's verbose errors hand us the node). */
function pointerOf(node) {
    if (!pointers) {
        const found = new Map();
        const walk = (value, pointer) => {
            if (typeof value !== 'object' || value === null)
                return;
            found.set(value, pointer);
            for (const [key, child] of Object.entries(value)) {
                walk(child, `${pointer}/${escapeSegment(key)}`);
            }
        };
        walk(rootSchema, '');
        pointers = found;
    }
    const pointer = pointers.get(node);
    if (pointer === undefined)
        throw new Error('schema node is not part of the flow schema');
    return pointer;
}
/** Follows `#/definitions/…` references, which are the only kind the flow schema uses. */
function resolveRef(node) {
    const prefix = '#/definitions/';
    if (node.$ref?.startsWith(prefix)) {
        const target = rootSchema.definitions[node.$ref.slice(prefix.length)];
        if (target)
            return resolveRef(target);
    }
    return node;
}

/**
 * Schema nodes and document places in a person's words, for the messages of the schema pass:
 * "a whole number from 100 to 599", "header 'x-id'", "in expect.body[0] of step 'list'".
 */
/** The value's kind, as a person says it: "a number", "a status class like "2xx"". */
function describe(raw) {
    const node = resolveRef(raw);
    if (node.title)
        return node.title;
    if (node.oneOf ?? node.anyOf)
        return alternatives((node.oneOf ?? node.anyOf ?? []).map(describe));
    if (node.const !== undefined)
        return JSON.stringify(node.const);
    if (node.enum)
        return `one of ${node.enum.map(String).join(', ')}`;
    const types = typeof node.type === 'string' ? [node.type] : (node.type ?? []);
    return alternatives(types.map((type) => TYPE_WORDS[type] ?? type));
}
const TYPE_WORDS = {
    string: 'a string',
    number: 'a number',
    integer: 'a whole number',
    boolean: 'true or false',
    array: 'a list',
    object: 'a mapping',
    null: 'null',
};
/** The allowed range of a number: "a whole number of at least 1". */
function describeRange(node) {
    const kind = node.type === 'integer' ? 'a whole number' : 'a number';
    if (node.minimum !== undefined && node.maximum !== undefined)
        return `${kind} from ${node.minimum} to ${node.maximum}`;
    if (node.exclusiveMinimum !== undefined)
        return `${kind} greater than ${node.exclusiveMinimum}`;
    if (node.minimum !== undefined)
        return `${kind} of at least ${node.minimum}`;
    if (node.maximum !== undefined)
        return `${kind} of at most ${node.maximum}`;
    return kind;
}
/** "A", "A or B", "A, B, or C", without repeats. */
function alternatives(words) {
    const unique = [...new Set(words)];
    if (unique.length <= 1)
        return unique[0] ?? 'something else';
    if (unique.length === 2)
        return `${unique[0]} or ${unique[1]}`;
    return `${unique.slice(0, -1).join(', ')}, or ${unique.at(-1)}`;
}
const MAP_ENTRY_NAMES = {
    headers: 'header',
    query: 'query parameter',
    params: 'path parameter',
    form: 'form field',
    capture: 'capture',
    variables: 'variable',
};
/** What a value error talks about: `status`, `header 'x-id'`, `tags[1]`. */
function subjectOf(path) {
    const last = path.at(-1);
    const parent = path.at(-2);
    if (last === undefined)
        return 'the flow';
    if (typeof last === 'number')
        return `${typeof parent === 'string' ? parent : 'item'}[${last}]`;
    const entry = typeof parent === 'string' ? MAP_ENTRY_NAMES[parent] : undefined;
    return entry ? `${entry} '${last}'` : last;
}
/** Where an object sits: "in step 'list'", "in expect.body[0] of step 'list'", "in load". */
function placeOf(path, doc) {
    if (path.length === 0)
        return 'at the top level of the flow';
    const [section, index] = path;
    const phase = SECTIONS$1.find(([name]) => name === section)?.[1];
    if (phase && typeof index === 'number') {
        const step = `step '${stepLabel(doc, path[0], phase, index)}'`;
        return path.length === 2 ? `in ${step}` : `in ${describePath(path.slice(2))} of ${step}`;
    }
    return `in ${describePath(path)}`;
}
function stepLabel(doc, section, phase, index) {
    const step = valueAt(doc, [section, index]);
    return stepId(isRecord(step) ? step : {}, phase, index);
}

/** Reports every way `doc` breaks the flow schema. */
function validateShape(doc, problems) {
    if (isFlowShaped(doc))
        return;
    const validate = validatorFor(rootSchema);
    if (validate(doc))
        return;
    const errors = (validate.errors ?? []).map((error) => ({ ...error }));
    for (const problem of explain(errors, doc))
        report(problem, doc, problems);
}
/**
 * A oneOf/anyOf failure makes ajv report every branch's complaint plus the alternation itself.
 * We keep one explanation per place: when exactly the value's JSON type selects a branch (an
 * object for `latency_ms` can only mean comparisons), that branch's own errors are explained,
 * recursively; when no branch takes that type, one "must be A, B, or C" message replaces them all.
 */
function explain(errors, doc) {
    const alternations = errors
        .filter((error) => error.keyword === 'oneOf' || error.keyword === 'anyOf')
        .sort((a, b) => a.instancePath.length - b.instancePath.length);
    const handled = [];
    const explained = [];
    for (const alternation of alternations) {
        if (handled.some((place) => within(alternation.instancePath, place)))
            continue;
        handled.push(alternation.instancePath);
        explained.push(...explainAlternation(alternation, doc));
    }
    for (const error of errors) {
        if (!handled.some((place) => within(error.instancePath, place)))
            explained.push(error);
    }
    return explained;
}
function explainAlternation(alternation, doc) {
    const branches = alternation.schema;
    const value = valueAt(doc, pointerPath(alternation.instancePath, doc));
    const candidates = branches.filter((branch) => acceptsType(branch, value));
    let best;
    for (const candidate of candidates) {
        const validate = validatorFor(candidate);
        if (validate(value))
            return []; // matched more than one branch: cannot happen with type-exclusive branches
        const errors = (validate.errors ?? []).map((error) => ({
            ...error,
            instancePath: alternation.instancePath + error.instancePath,
        }));
        if (!best || errors.length < best.length)
            best = errors;
    }
    // No branch takes this type, or the value has the right type but the wrong form ("abc" for a
    // status): the alternation error alone reads best, as "must be A, B, or C".
    if (!best ||
        best.every((error) => error.instancePath === alternation.instancePath && FORM_KEYWORDS.has(error.keyword))) {
        return [alternation];
    }
    return explain(best, doc);
}
const FORM_KEYWORDS = new Set(['pattern', 'const', 'enum']);
function within(path, place) {
    return path === place || path.startsWith(`${place}/`);
}
/**
 * One ajv error as one problem at its key or value. The words are the schema's (its titles name
 * what fits); the hints are the flow language's.
 */
function report(error, doc, problems) {
    const path = pointerPath(error.instancePath, doc);
    const node = (error.parentSchema ?? {});
    const value = valueAt(doc, path);
    const params = error.params;
    const place = { subject: subjectOf(path), within: placeOf(path, doc) };
    const say = (expected) => schemaErrorSentence(schemaErrorText(error, {
        words: 'yaml',
        ...(expected === undefined ? {} : { expected }),
        ...(error.keyword === 'uniqueItems' ? { value } : {}),
    }), place);
    // What to do, in the translator's words, where the flow language has nothing more precise.
    const hintFor = (expected) => schemaErrorText(error, { words: 'yaml', ...(expected === undefined ? {} : { expected }) }).hint ||
        undefined;
    switch (error.keyword) {
        case 'additionalProperties': {
            const key = String(params.additionalProperty);
            const allowed = Object.keys(node.properties ?? {});
            const suggestion = didYouMean(key, allowed);
            const hint = suggestion
                ? `did you mean '${suggestion}'?`
                : allowed.length > 0
                    ? `allowed keys: ${allowed.join(', ')}`
                    : undefined;
            problems.key([...path, key], say(), hint);
            return;
        }
        case 'required': {
            const key = String(params.missingProperty);
            // `stepz:` already gets "did you mean 'steps'?"; a second error for the missing key adds nothing.
            if (isRecord(value) && Object.keys(value).some((written) => didYouMean(written, [key]) === key))
                return;
            problems.value(path, say(), REQUIRED_HINTS[key]);
            return;
        }
        case 'propertyNames':
            return; // explained by the accompanying error that carries `propertyName`
        case 'uniqueItems': {
            const index = Math.max(Number(params.i), Number(params.j));
            problems.value([...path, index], say(), 'remove the repeat');
            return;
        }
        case 'enum': {
            const options = (node.enum ?? []).map(String);
            const suggestion = typeof value === 'string' ? didYouMean(value, options) : undefined;
            problems.value(path, say(describe(node)), suggestion ? `did you mean '${suggestion}'?` : hintFor(describe(node)));
            return;
        }
        case 'minimum':
        case 'maximum':
        case 'exclusiveMinimum':
        case 'exclusiveMaximum':
            problems.value(path, say(describeRange(node)), hintFor(describeRange(node)));
            return;
        case 'minItems':
        case 'minLength':
        case 'minProperties': {
            const hint = error.keyword === 'minProperties' && node.title
                ? `write ${node.title}`
                : path.length === 1 && path[0] === 'steps'
                    ? 'add at least one step'
                    : undefined;
            problems.value(path, say(), hint ?? hintFor());
            return;
        }
        case 'pattern':
            if (error.propertyName !== undefined) {
                const kind = path.at(-1) === 'variables' ? 'variable name' : path.at(-1) === 'capture' ? 'capture name' : 'name';
                problems.key([...path, error.propertyName], `invalid ${kind} '${error.propertyName}'`, `use ${describe(node)}`);
                return;
            }
            problems.value(path, say(describe(node)), 
            // The one pattern a value breaks this way: a header value with a line break or NUL.
            typeof value === 'string' && /[\r\n\0]/.test(value)
                ? 'remove the line break (or NUL): it would end the header and start another'
                : hintFor(describe(node)));
            return;
        case 'const':
        case 'type':
            problems.value(path, say(describe(node)), hintFor(describe(node)));
            return;
        case 'oneOf':
        case 'anyOf': {
            const branches = (node.oneOf ?? node.anyOf ?? []).map(resolveRef);
            const words = branches.flatMap((branch) => [branch.const, ...(branch.enum ?? [])]).filter(isString);
            const suggestion = typeof value === 'string' ? didYouMean(value, words) : undefined;
            problems.value(path, say(alternatives(branches.map(describe))), suggestion ? `did you mean '${suggestion}'?` : hintFor(alternatives(branches.map(describe))));
            return;
        }
        default:
            problems.value(path, say(), hintFor());
    }
}
const REQUIRED_HINTS = {
    steps: 'add `steps:` with at least one step',
    path: 'add path: with a JSONPath such as $.items[0].id',
    attempts: 'add attempts: with the number of tries',
};
/** Whether a oneOf branch could be meant for a value of this JSON type. */
function acceptsType(raw, value) {
    const node = resolveRef(raw);
    const actual = jsonType(value);
    const takes = (types) => types.includes(actual) || (actual === 'integer' && types.includes('number'));
    if (node.const !== undefined)
        return takes([jsonType(node.const)]);
    if (node.enum)
        return takes(node.enum.map(jsonType));
    if (node.type !== undefined)
        return takes(typeof node.type === 'string' ? [node.type] : node.type);
    const branches = node.oneOf ?? node.anyOf;
    return branches ? branches.some((branch) => acceptsType(branch, value)) : true;
}
function jsonType(value) {
    if (value === null)
        return 'null';
    if (Array.isArray(value))
        return 'array';
    if (typeof value === 'number')
        return Number.isInteger(value) ? 'integer' : 'number';
    return typeof value;
}
function isString(value) {
    return typeof value === 'string';
}

/**
 * Reads one `.falcon/flows/<type>_<description>.yaml` file into a `Flow`.
 *
 * Three passes, each reporting every problem it finds so a user fixes a file in one go:
 * the JSON Schema (shape, types, unknown keys: parse/schema-errors.ts), then the rules a schema
 * cannot express (file name, cross-field rules, regexes, JSONPaths, placeholders:
 * parse/rules.ts), then building the model with every default filled in, so nothing downstream
 * has to know the shorthands (parse/build.ts).
 */
/**
 * Parses and validates a flow. `file` is the path shown in errors (relative to the repository);
 * its name must be `<type>_<description>.yaml`. Throws InputErrors listing every problem.
 */
function parseFlow(file, text, limits) {
    // Refused before parsing, which costs time and memory per step.
    const beyond = limits === undefined ? undefined : stepBeyondLimit(text, limits.steps);
    if (limits !== undefined && beyond !== undefined) {
        throw new InputErrors([tooManySteps(limits, { file, ...lineAndColumn(text, beyond) })]);
    }
    const source = parseYamlSource(file, text, {
        ...(limits?.aliases !== undefined ? { maxAliasCount: limits.aliases } : {}),
        ...(limits?.aliasesSetting !== undefined ? { aliasLimitSetting: limits.aliasesSetting } : {}),
    });
    const doc = source.value;
    if (!isRecord(doc)) {
        throw new InputErrors([
            new InputError('a flow must be a YAML mapping', source.locate([]), 'start with `steps:` and a list of steps'),
        ]);
    }
    if (limits !== undefined) {
        // Lists written in brackets are not counted before parsing.
        const past = stepPastLimit(doc, limits.steps);
        if (past !== undefined)
            throw new InputErrors([tooManySteps(limits, source.locate(past))]);
    }
    const problems = new Problems(source);
    validateShape(doc, problems);
    const naming = checkRules(doc, problems);
    problems.throwIfAny();
    keepExactIntegers(doc, text, source);
    // checkRules reports a file name without a type, so an accepted flow always has both parts.
    if (!naming.type || naming.description === undefined)
        throw new Error('flow file name was accepted without a type');
    return buildFlow(file, doc, { type: naming.type, description: naming.description }, source);
}
function tooManySteps(limits, location) {
    const raise = limits.stepsSetting ? `, or raise the limit with ${limits.stepsSetting}` : '';
    return new InputError(`more than ${limits.steps} steps in one flow (setup, steps and teardown together)`, location, `split it into several flows${raise}`);
}
/** The path of the first step past `max` in setup, steps and teardown, in that order; else undefined. */
function stepPastLimit(doc, max) {
    let seen = 0;
    for (const list of STEP_LISTS) {
        const steps = doc[list];
        if (!Array.isArray(steps))
            continue;
        if (seen + steps.length > max)
            return [list, max - seen];
        seen += steps.length;
    }
    return undefined;
}

const SECTIONS = [
    ['setup', 'setup'],
    ['steps', 'step'],
    ['teardown', 'teardown'],
];
/**
 * config.yaml's `environment` is the default of every flow, and the chosen one overrides them all,
 * so both must exist like a flow's own.
 */
function checkEnvironmentNames(inputs, context) {
    const known = (name) => Object.hasOwn(inputs.environments.environments, name) || inputs.environments.broken.has(name);
    const { environment } = inputs.config;
    if (environment !== undefined && !known(environment)) {
        context.errors.add(new InputError(`unknown environment '${environment}'`, inputs.configSource?.locate(['environment']), environmentHint(environment, inputs.environments)));
    }
    const chosen = inputs.chosenEnvironment;
    if (chosen !== undefined && !known(chosen)) {
        context.errors.add(new InputError(`the chosen environment '${chosen}' does not exist`, undefined, environmentHint(chosen, inputs.environments)));
    }
}
/**
 * Headers of the environments the selected flows use are sent with every request, so what they
 * take from the job's environment (`{{env.NAME}}`) is checked now: unset, or holding a line break
 * or NUL (which no header may carry), it is an input error before any request, not a failure of
 * every flow afterwards. Environments no selected flow uses are not judged.
 */
function checkEnvironmentHeaders(inputs, flows, context) {
    const { environments, sources } = inputs.environments;
    const all = Object.keys(environments);
    const used = new Set();
    for (const { flow } of flows) {
        const name = inputs.chosenEnvironment ?? flow.environment ?? inputs.config.environment;
        if (name !== undefined)
            used.add(name);
        else if (all.length === 1)
            used.add(all[0]);
    }
    for (const name of used) {
        const environment = getOwn(environments, name);
        if (!environment)
            continue;
        for (const [header, value] of Object.entries(environment.headers)) {
            for (const reference of templateReferences(value)) {
                if (!reference.startsWith('env.'))
                    continue;
                const variable = reference.slice(4);
                const text = context.env[variable];
                const where = getOwn(sources, name)?.locate(['headers', header]);
                if (text === undefined) {
                    context.errors.add(new InputError(`environment variable ${variable} is not set ({{${reference}}} in header '${header}' of environment '${name}')`, where, `set ${variable} in the environment of the job, e.g. env: in the workflow step`));
                }
                else if (/[\r\n\0]/.test(text)) {
                    context.errors.add(new InputError(`environment variable ${variable} holds a line break or NUL, which header '${header}' of environment '${name}' cannot carry`, where, `remove the line break from ${variable} (a secret pasted with a trailing newline?)`));
                }
            }
        }
    }
}
/** A saved request's `operation` must be in the spec; reported once, in the request's own file. */
function checkSavedRequestOperations(inputs, context) {
    for (const [name, saved] of Object.entries(inputs.requests.requests)) {
        if (saved.operation === undefined)
            continue;
        const source = getOwn(inputs.requests.sources, name);
        const location = source?.locate(['operation']);
        if (inputs.spec.status === 'absent') {
            context.errors.add(new InputError(`operation '${saved.operation}' needs an OpenAPI spec, and the workspace has none`, location, SPEC_HINT));
        }
        else if (inputs.spec.status === 'loaded') {
            const operation = inputs.spec.spec.byOperationId(saved.operation);
            if (!operation) {
                context.errors.add(new InputError(`unknown operation '${saved.operation}'`, location, operationHint(saved.operation, inputs.spec)));
            }
            else if (saved.request.method !== undefined && saved.request.method !== operation.method) {
                context.errors.add(new InputError(`saved request '${name}' sends ${saved.request.method}, but operation '${saved.operation}' is ${operation.method} ${operation.path}`, source?.locate(['method']), 'remove method: (the operation gives it), or name the operation for this method'));
            }
        }
    }
}
/** Checks one flow against the rest of the workspace, adding what it finds to the context. */
function checkFlowReferences(loaded, inputs, context) {
    const { flow } = loaded;
    // parseFlow accepted this text, so it parses again, but only to place an error: a flow without
    // one (nearly all) is not parsed a second time, which halves the load of a long flow.
    let source;
    const error = (path, message, hint, at = 'value') => {
        source ??= parseYamlSource(flow.file, loaded.text, yamlLimits(context));
        context.errors.add(new InputError(message, at === 'key' ? source.locateKey(path) : source.locate(path), hint));
    };
    const environments = inputs.environments;
    if (flow.environment !== undefined &&
        !Object.hasOwn(environments.environments, flow.environment) &&
        !environments.broken.has(flow.environment)) {
        error(['environment'], `unknown environment '${flow.environment}'`, environmentHint(flow.environment, environments));
    }
    if (flow.type === 'contract' && inputs.spec.status === 'absent') {
        error(['type'], 'contract flows check every response against the OpenAPI spec, and the workspace has none', SPEC_HINT);
    }
    const steps = stepsInOrder(flow);
    const scope = new Scope(flow, inputs, steps);
    for (const { step, path } of steps) {
        const check = new StepCheck(step, path, inputs, context, error, flow.file);
        check.savedRequest();
        check.target();
        const operation = check.operation();
        check.method(operation);
        check.pathParameters(operation);
        check.specSchema(operation);
        check.inlineSchema();
        check.templates(scope);
        scope.capture(step);
    }
}
function stepsInOrder(flow) {
    const placed = [];
    for (const [section, phase] of SECTIONS) {
        const steps = phase === 'setup' ? flow.setup : phase === 'step' ? flow.steps : flow.teardown;
        steps.forEach((step, index) => placed.push({ step, path: [section, index] }));
    }
    return placed;
}
/**
 * The names a step's `{{placeholders}}` may use: variables.json, the environment's variables,
 * the flow's variables, and what earlier steps capture (setup → steps → teardown).
 */
class Scope {
    names = new Set();
    /** Capture name → id of the first step capturing it, to explain "captured too late". */
    laterCaptures = new Map();
    /** The flow's environment file has errors, so its variables are unknown: names are not checked. */
    lenient;
    constructor(flow, inputs, steps) {
        const { environments } = inputs.environments;
        const name = inputs.chosenEnvironment ?? flow.environment ?? inputs.config.environment;
        this.lenient = name !== undefined && inputs.environments.broken.has(name);
        // Without a (valid) environment name, the run may pick any environment: accept all their variables.
        const named = name !== undefined ? getOwn(environments, name) : undefined;
        const chosen = named ? [named] : Object.values(environments);
        for (const key of Object.keys(inputs.variables))
            this.names.add(key);
        for (const environment of chosen)
            for (const key of Object.keys(environment.variables))
                this.names.add(key);
        for (const key of Object.keys(flow.variables))
            this.names.add(key);
        for (const { step } of steps) {
            for (const key of Object.keys(step.capture))
                if (!this.laterCaptures.has(key))
                    this.laterCaptures.set(key, step.id);
        }
    }
    has(reference) {
        // A variable whose name contains dots wins over dotted access, as in the runner.
        return this.lenient || this.names.has(reference) || this.names.has(reference.split('.')[0] ?? reference);
    }
    capturedLaterBy(name) {
        return this.names.has(name) ? undefined : this.laterCaptures.get(name);
    }
    known() {
        return [...this.names];
    }
    /** Names captured by this step or later ones, not yet visible. */
    capturedLater() {
        return [...this.laterCaptures.keys()].filter((name) => !this.names.has(name));
    }
    capture(step) {
        for (const key of Object.keys(step.capture))
            this.names.add(key);
    }
}
class StepCheck {
    step;
    path;
    inputs;
    context;
    report;
    flowFile;
    saved;
    merged;
    constructor(step, path, inputs, context, report, flowFile) {
        this.step = step;
        this.path = path;
        this.inputs = inputs;
        this.context = context;
        this.report = report;
        this.flowFile = flowFile;
        this.saved = step.use !== undefined ? getOwn(inputs.requests.requests, step.use) : undefined;
        this.merged = mergeRequests(this.saved?.request, step.request);
    }
    at(...rest) {
        return [...this.path, ...rest];
    }
    savedRequest() {
        const { use } = this.step;
        if (use === undefined || this.saved || this.inputs.requests.broken.has(use))
            return;
        const names = [...Object.keys(this.inputs.requests.requests), ...this.inputs.requests.broken].sort();
        const suggestion = didYouMean(use, names);
        this.report(this.at('use'), `unknown saved request '${use}'`, suggestion
            ? `did you mean '${suggestion}'?`
            : `create .falcon/requests/${use}.yaml${names.length > 0 ? ` or use one of ${names.join(', ')}` : ''}`);
    }
    /** A step that takes its target from a saved request must get one: from it or from the step itself. */
    target() {
        const { use, operation } = this.step;
        if (use === undefined || this.saved === undefined || operation !== undefined)
            return;
        if (this.saved.operation !== undefined || this.merged.path !== undefined || this.merged.url !== undefined)
            return;
        this.report(this.at('use'), `step '${this.step.id}' has no request target: saved request '${use}' gives no operation, path or url, and the step neither`, `add path: or url: to ${this.saved.file}, or request.path to the step`);
    }
    /** The operation the step targets (its own, else its saved request's); problems with it are reported here. */
    operation() {
        const { spec } = this.inputs;
        const own = this.step.operation;
        if (own === undefined) {
            const inherited = this.saved?.operation;
            return inherited !== undefined && spec.status === 'loaded'
                ? spec.spec.byOperationId(inherited)
                : undefined;
        }
        if (spec.status === 'absent') {
            this.report(this.at('operation'), `operation '${own}' needs an OpenAPI spec, and the workspace has none`, SPEC_HINT);
            return undefined;
        }
        if (spec.status === 'failed')
            return undefined;
        const operation = spec.spec.byOperationId(own);
        if (!operation)
            this.report(this.at('operation'), `unknown operation '${own}'`, operationHint(own, spec));
        return operation;
    }
    /** A method written next to an operation must agree with it: the response is checked against that operation. */
    method(operation) {
        const method = this.step.request.method;
        if (!operation || method === undefined || method === operation.method)
            return;
        const { spec } = this.inputs;
        const other = spec.status === 'loaded' ? spec.spec.match(method, operation.path) : undefined;
        this.report(this.at('request', 'method'), `step '${this.step.id}' sends ${method}, but operation '${operation.operationId ?? ''}' is ${operation.method} ${operation.path}`, other?.operationId
            ? `remove method:, or write operation: ${other.operationId} for ${method} ${operation.path}`
            : 'remove method: (the operation gives it)');
    }
    /** `{name}` segments of the path that will be sent must get a value from `params`. */
    pathParameters(operation) {
        if (this.merged.url !== undefined)
            return;
        const template = this.merged.path ?? operation?.path;
        if (template === undefined)
            return;
        const needed = pathParameterNames(template);
        const given = this.merged.params ?? {};
        const stepParams = this.step.request.params ?? {};
        const where = this.merged.path === undefined && operation
            ? `operation '${operation.operationId ?? ''}' (${template})`
            : `path ${template}`;
        for (const name of needed.filter((param) => !Object.hasOwn(given, param))) {
            const place = this.step.request.params
                ? this.at('request', 'params')
                : this.step.request.path !== undefined
                    ? this.at('request', 'path')
                    : this.step.operation !== undefined
                        ? this.at('operation')
                        : this.at('use');
            this.report(place, `${where} needs path parameter '${name}'`, `add params: { ${name}: ... } under request${this.merged.path !== undefined ? ` (or write {{${name}}} in the path)` : ''}`);
        }
        for (const name of Object.keys(stepParams).filter((param) => !needed.includes(param))) {
            const suggestion = didYouMean(name, needed);
            this.report(this.at('request', 'params', name), `'${name}' is not a path parameter of ${where}`, suggestion
                ? `did you mean '${suggestion}'?`
                : needed.length > 0
                    ? `its path parameters are ${needed.join(', ')}`
                    : 'it has none; remove params', 'key');
        }
    }
    /** `schema: spec` needs to know which operation documents the response. */
    /** An inline `schema:` must itself be a schema: a typo there would blame the API at run time. */
    inlineSchema() {
        const schema = this.step.expect.schema;
        if (schema === undefined || schema === 'spec')
            return;
        const { spec } = this.inputs;
        const validator = new SchemaValidator(spec.status === 'loaded' ? spec.spec.version : '3.1');
        const problem = validator.problem(schema);
        if (problem) {
            this.report(this.at('expect', 'schema'), `the inline schema is not a valid JSON Schema: ${problem}`, 'fix the schema (types are string, number, integer, boolean, object, array, null), or use schema: spec');
        }
    }
    specSchema(operation) {
        if (this.step.expect.schema !== 'spec')
            return;
        const { spec } = this.inputs;
        if (spec.status === 'absent') {
            this.report(this.at('expect', 'schema'), 'schema: spec needs an OpenAPI spec, and the workspace has none', SPEC_HINT);
            return;
        }
        // An operation that does not resolve was reported already; a broken spec too.
        if (spec.status === 'failed' || operation || this.step.operation !== undefined || this.saved?.operation)
            return;
        const method = this.merged.method ?? 'GET';
        const path = specPathOf(this.merged);
        if (path === undefined) {
            this.report(this.at('expect', 'schema'), `schema: spec cannot tell which operation step '${this.step.id}' calls`, 'name it with operation:, or give request.path');
        }
        else if (!spec.spec.match(method, path)) {
            this.report(this.at('expect', 'schema'), `schema: spec needs an operation, and ${method} ${path} is not in the spec`, 'name it with operation:, or fix the method and path to ones the spec documents');
        }
    }
    /**
     * Every `{{name}}` in the request (and in the saved request it uses) and its expectations must
     * resolve here. A placeholder of the saved request is reported in its own file, where it is
     * written, naming the step that leaves it unresolved.
     */
    templates(scope) {
        this.templatesIn(this.step.request, this.at('request'), scope, this.report);
        this.templatesIn(templatedExpectations(this.step.expect), this.at('expect'), scope, this.report);
        const saved = this.saved;
        if (!saved)
            return;
        const source = getOwn(this.inputs.requests.sources, saved.name);
        const usedBy = ` in saved request '${saved.name}', used by step '${this.step.id}' of ${this.flowFile}:${this.step.source.line}`;
        const inSaved = (path, message, hint) => this.context.errors.add(new InputError(message.replace(/\)$/, `${usedBy})`), source?.locate(path), hint));
        this.templatesIn(notOverridden(saved.request, this.step.request), [], scope, inSaved);
    }
    unknownVariableHint(root, scope) {
        const capturedTooLate = (name) => {
            const by = scope.capturedLaterBy(name);
            if (by === undefined)
                return undefined;
            return by === this.step.id ? 'by this step, after its request' : `later, by step '${by}'`;
        };
        const late = capturedTooLate(root);
        if (late !== undefined)
            return `'${root}' is only captured ${late}; capture it in an earlier step`;
        const suggestion = didYouMean(root, [...scope.known(), ...scope.capturedLater()]);
        if (suggestion !== undefined) {
            const lateSuggestion = capturedTooLate(suggestion);
            return `did you mean '${suggestion}'?${lateSuggestion ? ` (it is only captured ${lateSuggestion})` : ''}`;
        }
        return "define it in the flow's variables, the environment, or .falcon/variables.json, or capture it in an earlier step";
    }
    templatesIn(request, base, scope, report) {
        walkStrings(request, [], (text, path) => {
            // Malformed placeholders and unknown built-ins were reported where the text was parsed.
            const malformed = new Set(templateProblems(text).map((problem) => problem.reference));
            const place = [...base, ...path];
            for (const reference of templateReferences(text)) {
                if (malformed.has(reference) || reference.startsWith('$'))
                    continue;
                if (reference.startsWith('env.')) {
                    const name = reference.slice(4);
                    const value = this.context.env[name];
                    if (value === undefined) {
                        report(place, `environment variable ${name} is not set ({{${reference}}})`, `set ${name} in the environment of the job, e.g. env: in the workflow step`);
                    }
                    else {
                        addSecret(this.context, value);
                        if (path[0] === 'headers' && /[\r\n\0]/.test(value)) {
                            report(place, `environment variable ${name} holds a line break or NUL, which a header cannot carry ({{${reference}}})`, `remove the line break from ${name} (a secret pasted with a trailing newline?)`);
                        }
                    }
                    continue;
                }
                if (scope.has(reference))
                    continue;
                const root = reference.split('.')[0] ?? reference;
                report(place, `unknown variable '${root}' ({{${reference}}})`, this.unknownVariableHint(root, scope));
            }
        });
    }
}
const SPEC_HINT = 'add .falcon/spec.yaml, or point spec: in .falcon/config.yaml at your OpenAPI file';
function environmentHint(name, environments) {
    const names = [...Object.keys(environments.environments), ...environments.broken].sort();
    const suggestion = didYouMean(name, names);
    if (suggestion)
        return `did you mean '${suggestion}'?`;
    return `create .falcon/environments/${name}.yaml${names.length > 0 ? ` or use one of ${names.join(', ')}` : ''}`;
}
function operationHint(operationId, spec) {
    if (spec.status !== 'loaded')
        return 'check the operationId';
    const ids = operationIds(spec.spec);
    const suggestion = didYouMean(operationId, ids);
    if (suggestion)
        return `did you mean '${suggestion}'?`;
    if (ids.length === 0)
        return `the spec names no operationIds; use request.method and request.path instead`;
    const shown = ids.slice(0, 8).join(', ');
    return `operations in the spec: ${shown}${ids.length > 8 ? `, … (${ids.length} in all)` : ''}`;
}
function operationIds(spec) {
    return spec.operations.flatMap((operation) => (operation.operationId ? [operation.operationId] : []));
}
/** `/users/{id}/orders/{{orderId}}` → `['id']`: single braces are path parameters, double ones templates. */
function pathParameterNames(path) {
    const withoutTemplates = path.replace(/\{\{[^{}]*\}\}/g, '');
    return [...withoutTemplates.matchAll(/\{([^{}]+)\}/g)].map((match) => match[1] ?? '');
}
/** The path the spec would see: templates stand in as a plain segment, a full URL gives its path. */
function specPathOf(request) {
    const fill = (text) => text.replace(/\{\{[^{}]*\}\}/g, 'x');
    if (request.url !== undefined) {
        try {
            return new URL(fill(request.url)).pathname;
        }
        catch {
            return undefined;
        }
    }
    if (request.path === undefined)
        return undefined;
    const path = fill(request.path);
    return path.startsWith('/') ? path : `/${path}`;
}
/** The same merge the runner does: the step's fields win; headers, query and params merge by key. */
/** The parts of a saved request that survive the merge, i.e. are really sent. */
function notOverridden(base, own) {
    const result = {};
    for (const [key, value] of Object.entries(base)) {
        const mine = own[key];
        if (mine === undefined)
            result[key] = value;
        else if (['headers', 'query', 'params'].includes(key) && isRecord(value) && isRecord(mine)) {
            result[key] = Object.fromEntries(Object.entries(value).filter(([name]) => !Object.hasOwn(mine, name)));
        }
    }
    return result;
}

/**
 * Reads `.falcon/variables.json` (optional): the lowest layer of `{{name}}` variables.
 * Strict JSON, not YAML, because tools and people edit it as JSON; its values are data and are
 * used as written (no `${VAR}` expansion — `{{env.NAME}}` reads the environment at run time).
 */
async function loadVariables(root, context) {
    const path = builtin$8.join(root, 'variables.json');
    const raw = await readOptional(path, context);
    if (raw === undefined)
        return {};
    // Editors may save a byte-order mark, which JSON.parse refuses.
    const text = raw.replace(/^\uFEFF/, '');
    const file = displayPath(context, path);
    // Strict JSON has no empty document: a file emptied by a tool that failed half-way is not "no variables".
    if (text.trim() === '') {
        context.errors.add(new InputError(`${file} is empty, and an empty file is no JSON`, { file, line: 1, column: 1 }, 'write {} for no variables, or delete the file'));
        return {};
    }
    const deep = tooDeepAt(text);
    if (deep !== undefined) {
        context.errors.add(new InputError(`nested more than ${MAX_NESTING} levels deep`, offsetLocation(file, text, deep), 'flatten the variables: none needs that many levels'));
        return {};
    }
    let value;
    try {
        value = JSON.parse(text);
    }
    catch {
        // V8's messages differ between Node versions and often omit the position; find it ourselves.
        const problem = findJsonSyntaxError(text) ?? { offset: 0, message: 'not valid JSON' };
        context.errors.add(new InputError(`invalid JSON: ${problem.message}`, offsetLocation(file, text, problem.offset), 'fix the JSON syntax here (keys and strings in double quotes, no trailing commas)'));
        return {};
    }
    if (!isRecord(value)) {
        context.errors.add(new InputError(`${file} must hold a JSON object, not ${Array.isArray(value) ? 'an array' : JSON.stringify(value)}`, firstCharacter(file, text), 'write the variables as { "name": value, ... }'));
        return {};
    }
    // Names are checked where they are written, by the rule of every variable's name.
    let source;
    for (const name of Object.keys(value)) {
        const problem = variableNameProblem(name);
        if (problem === undefined)
            continue;
        // JSON is YAML: its reader places the key (unless YAML refuses the file, for a repeated key).
        if (source === undefined) {
            try {
                source = parseYamlSource(file, text);
            }
            catch {
                source = null;
            }
        }
        const where = source ? source.locateKey([name]) : firstCharacter(file, text);
        context.errors.add(new InputError(`${problem.message} in ${file}`, where, problem.hint));
    }
    return value;
}
function firstCharacter(file, text) {
    const offset = text.search(/\S/);
    return offsetLocation(file, text, offset === -1 ? 0 : offset);
}
function offsetLocation(file, text, offset) {
    return { file, ...lineAndColumn(text, offset) };
}
/**
 * The first syntax error in `text` with its offset, or `undefined` for valid JSON.
 * A small recursive-descent reader: it only runs after JSON.parse has failed.
 */
function findJsonSyntaxError(text) {
    let index = 0;
    const fail = (message, at = index) => {
        throw Object.assign(new Error(message), { offset: at });
    };
    const describeHere = () => index >= text.length ? 'the file ends too early' : `unexpected ${JSON.stringify(text[index])}`;
    const skipSpace = () => {
        while (index < text.length && ' \t\n\r'.includes(text[index] ?? ''))
            index += 1;
    };
    const expectChar = (char) => {
        if (text[index] !== char)
            fail(`expected ${JSON.stringify(char)}, ${describeHere()}`);
        index += 1;
    };
    const readString = () => {
        const start = index;
        index += 1;
        while (index < text.length) {
            const char = text[index] ?? '';
            if (char === '"') {
                index += 1;
                return;
            }
            if (char === '\\') {
                const escape = text[index + 1] ?? '';
                if (escape === 'u' && /^[0-9a-fA-F]{4}$/.test(text.slice(index + 2, index + 6)))
                    index += 6;
                else if ('"\\/bfnrt'.includes(escape) && escape !== '')
                    index += 2;
                else
                    fail(`invalid escape \\${escape} in a string`);
                continue;
            }
            if (char < ' ')
                fail('a line break or control character inside a string (write \\n)');
            index += 1;
        }
        fail('a string is not closed with "', start);
    };
    const readValue = () => {
        skipSpace();
        const char = text[index];
        if (char === '{')
            return readObject();
        if (char === '[')
            return readArray();
        if (char === '"')
            return readString();
        const number = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
        number.lastIndex = index;
        if (char !== undefined && /[-\d]/.test(char) && number.exec(text)) {
            index = number.lastIndex;
            return;
        }
        for (const literal of ['true', 'false', 'null']) {
            if (text.startsWith(literal, index)) {
                index += literal.length;
                return;
            }
        }
        if (char === "'")
            fail('strings must use double quotes');
        fail(`expected a value, ${describeHere()}`);
    };
    const readObject = () => {
        index += 1;
        skipSpace();
        if (text[index] === '}') {
            index += 1;
            return;
        }
        for (;;) {
            skipSpace();
            if (text[index] !== '"')
                fail(`expected a property name in double quotes, ${describeHere()}`);
            readString();
            skipSpace();
            expectChar(':');
            readValue();
            skipSpace();
            if (text[index] === ',') {
                const comma = index;
                index += 1;
                skipSpace();
                if (text[index] === '}')
                    fail('trailing comma before }', comma);
                continue;
            }
            if (text[index] === '}') {
                index += 1;
                return;
            }
            fail(`expected "," or "}", ${describeHere()}`);
        }
    };
    const readArray = () => {
        index += 1;
        skipSpace();
        if (text[index] === ']') {
            index += 1;
            return;
        }
        for (;;) {
            readValue();
            skipSpace();
            if (text[index] === ',') {
                const comma = index;
                index += 1;
                skipSpace();
                if (text[index] === ']')
                    fail('trailing comma before ]', comma);
                continue;
            }
            if (text[index] === ']') {
                index += 1;
                return;
            }
            fail(`expected "," or "]", ${describeHere()}`);
        }
    };
    try {
        readValue();
        skipSpace();
        if (index < text.length)
            fail(`unexpected text after the JSON value`);
        return undefined;
    }
    catch (error) {
        const offset = error.offset;
        if (typeof offset !== 'number')
            throw error;
        return { offset, message: error.message };
    }
}

export { expandTree as $, validateFalconMdText as A, validateReportText as B, parseFlow as C, checkFlowReferences as D, validateReportContent as E, lowerCaseKeys as F, picomatch as G, HttpError as H, headingKey as I, scanMarkdown as J, KEEP_ALIVE_MS as K, headingOf as L, pLimit as M, code as N, DEFAULT_PORTS as O, HttpConnection as P, MISSING as Q, findHeader as R, describeNonJsonBody as S, queryJsonPath as T, JsonPathError as U, compileRegex as V, evaluateExpect as W, mergeRequests as X, resolveTarget as Y, renderJson as Z, schemaChecker as _, runFromJson as a, httpUrlProblem as a0, describeUrlProblem as a1, looksSecret as a2, formValues as a3, loadVariables as a4, checkEnvironmentNames as a5, checkSavedRequestOperations as a6, checkEnvironmentHeaders as a7, openHistory as a8, builtin$1 as b, timeoutError as c, clientClosed as d, closedBeforeAnswer as e, resentNote as f, codeOf as g, toHttpError as h, isClosedConnection as i, failedAgain as j, matchesStatus as k, lookupHost as l, mayResend as m, templatedExpectations as n, compileExpect as o, renderExpect as p, openStore as q, renderTriage as r, loadConfig as s, timerDelay as t, historySettings as u, baselineOfRun as v, coverageToJson as w, saveBaseline as x, firstFencedBlock as y, findJsonSyntaxError as z };
