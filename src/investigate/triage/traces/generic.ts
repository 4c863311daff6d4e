/**
 * The reader behind the family readers: frames of any language, in any text or JSON, for the
 * traces no family reader knows (a language without one, an error tracker's event, a log line
 * that carries its stack as objects) and the lines a family reader passed over. It reads what
 * every trace shares, a source file and a line:
 *
 * - in text, `path:line[:col]`, `path", line N` (Python, OCaml), `path, line N` (Swift),
 *   `path line N` (Perl), `path N:M` (Dart's terse chains), `path(N)`, `path:line N` (.NET),
 *   `path: in f, line N` (Rack), `{file,"path"},{line,N}` (Erlang), `path [ N ]` (Kohana) and
 *   `line N of path`, the path ending in a source file's extension; frames read innermost first
 *   unless the text says it lists the most recent call last;
 * - in JSON, every array of frame objects (a file under `filename`, `abs_path`, `file`,
 *   `fileName`, `path`, `source`…, a line under `lineno`, `line`, `lineNumber`, `number`…),
 *   whatever the document around it: error trackers' events, structured logs, telemetry. A list
 *   named `frames` is in call order (Sentry, Rollbar, structlog), any other innermost first; a
 *   nested cause (`cause`, `inner…`) comes before what wraps it, and in a list of exceptions the
 *   last is the root cause, except Sentry's `values`, documented oldest first.
 *
 * Flags the document gives (`in_app: false`, `inProject: false`, `library_frame: true`) and the
 * paths of installed packages, toolchains and system libraries mark dependencies.
 */
import { isRecord } from '../../../util/document.js';
import { CAUSE_KEY } from '../text.js';
import type { StackLanguage } from '../types.js';
import { CauseSections, frame, readableLines, type Frame, type TraceReader } from './frame.js';

const EXTENSIONS =
  'py|pyx|js|mjs|cjs|jsx|ts|tsx|mts|cts|vue|svelte|coffee|go|java|kt|kts|scala|groovy|clj|cljs|cljc|rb|erb|rake|haml|slim|php|phtml|cs|fs|vb|cshtml|razor|rs|ex|exs|erl|hrl|eex|heex|dart|swift|m|mm|c|h|cc|cpp|cxx|hpp|hh|lua|pl|pm|cr|ml|mli|hs|jl|nim|zig|r|elm|html|hbs|ejs|pug|jinja|j2|twig';
/**
 * A path, starting after a delimiter that cannot be part of it (so the scans from all starts
 * together stay linear in the line), at most 400 characters, with an optional
 * scheme of a file (`file:///`, `app:///`, `webpack:///`, `package:`; never `http://`), a drive or a placeholder
 * (`[PROJECT_ROOT]`), and a source file's extension; then where in it.
 */
const PATH = String.raw`(?<![^\s"'(>|│])((?:(?:file|app|webpack|webpack-internal):\/\/\/?|package:|\[[A-Z_]+\])?(?:[A-Za-z]:)?[^\s"'()<>,:|│=]{0,400}?\.(?:${EXTENSIONS}))`;
const LOCATION = new RegExp(
  PATH +
    String.raw`(?:"?,\s*line\s+(\d+)|:(\d+)(?::\d+)?(?![\d.])|["']?\s+(?:(?:in|on|at)\s+)?line\s+(\d+)|\s+(\d+):\d+(?=\s|$)|\((\d+)(?:,\s*\d+)?\)` +
    // `x.cs:line 33` (.NET), `x.rb: in fn, line 27` (Rack), `{file,"x.erl"},{line,57}` (Erlang terms),
    // `x.php [ 19 ]` (Kohana's exception text).
    String.raw`|:line\s+(\d+)|:\s+in\s+[^,\n]{1,120}?,\s+line\s+(\d+)|"[^"\n\d]{0,12}?\bline\b[^\d\n]{0,3}(\d+)|\s\[\s?(\d+)\s?\])`,
  'g',
);
/** Markup around a labelled line when the body is read as text (`<p>Line: 29<br />`). */
const TAGS = String.raw`(?:<[^<>\n]{0,80}>\s*)*`;
/**
 * A location given as labelled lines, the file's first (CodeIgniter's `Filename: …` then
 * `Line Number: 47`, its backtrace's `File: …` then `Line: 29`).
 */
const LABELLED_FILE = new RegExp(
  String.raw`^\s*${TAGS}(?:File(?:name)?|Path|Source)\s*:\s*` + PATH + String.raw`\s*${TAGS}$`,
  'i',
);
const LABELLED_LINE = new RegExp(String.raw`^\s*${TAGS}Line(?:\s+Number)?\s*:\s*(\d+)\s*${TAGS}$`, 'i');
/** `line 58 of modules/x/src/Y.php` (Drupal): the line before the path. */
const LINE_OF = new RegExp(String.raw`\bline\s+(\d+)\s+(?:of|in)\s+(?:file\s+)?["']?` + PATH, 'g');
/** `…:33 in get_item`, `…", line 12, in load` */
const FUNCTION_AFTER = /^,?\s+in\s+([\w.$<>:#~]+)/;
/**
 * `total at /opt/app/cart.rb:23` (JRuby: the function first on its line), and
 * `#1 0x55a4 in handle(Request const&) /src/x.cpp:41` (sanitizers, Swift: after `in`).
 */
const FUNCTION_BEFORE = /^\s*([\w.$<>:#~]+)\s+at\s+$|\bin\s+([\w.$<>:#~]+?)(?:\([^()]*\))?(?:\s+const)?\s+$/;
/** Headings of traces that list the outermost call first: Python's, Nim's async traceback. */
const CALL_ORDER_LAST = /most recent call last|^Async traceback:/i;
/** A log record's first line: a date and time at its start (`2026-11-29 09:14:03`, `[2026.11.29 09:14:03:498]`). */
const LOG_HEADER = /^\[?\d{4}[-./]\d{2}[-./]\d{2}[T ]\d{2}:\d{2}/;
/** A frame's words just before its path (`at f in `, `from `, `File "`): the line is a frame, not a record's header. */
const FRAME_WORD_BEFORE = /\b(?:at|in|from|file)\s+["']?$/i;
/** Words that stand before a path in traces without naming a function. */
const NOT_FUNCTIONS = new Set(['at', 'from', 'called', 'in', 'file', 'File', 'Run', 'by']);
const SOURCE_FILE = new RegExp(String.raw`\.(?:${EXTENSIONS})$`, 'i');

const LANGUAGES: Array<[RegExp, StackLanguage]> = [
  [/\.(?:py|pyx)$/, 'python'],
  [/\.(?:js|mjs|cjs|jsx|ts|tsx|mts|cts|vue|svelte|coffee)$/, 'node'],
  [/\.go$/, 'go'],
  [/\.(?:java|kt|kts|scala|groovy|clj|cljs|cljc)$/, 'java'],
  [/\.(?:rb|erb|rake|haml|slim)$/, 'ruby'],
  [/\.(?:php|phtml)$/, 'php'],
  [/\.(?:cs|fs|vb|cshtml|razor)$/, 'dotnet'],
  [/\.rs$/, 'rust'],
  [/\.(?:ex|exs|erl|hrl|eex|heex)$/, 'elixir'],
];

/**
 * Installed packages, toolchains and system libraries of every language, beyond the paths every
 * reader shares: Go's module cache and GOROOT, Rust's registry and std, Julia's depot, Swift
 * package checkouts, Crystal's and GHC's standard libraries, glibc, Dart's and Flutter's SDK
 * packages, Ruby gems, Perl's local::lib, Lua's system lualib, Nimble's packages and Nim's toolchains.
 */
const DEPENDENCY_PATHS = [
  /\/pkg\/mod\/|@v\d|\/usr\/(?:local\/)?go\/src\//,
  /^\/rustc\/|\/\.cargo\/(?:registry|git)\//,
  /\/\.julia\/|^~\/\.julia\//,
  /\/\.build\/checkouts\//,
  /^\/usr\/share\/|^\/usr\/include\//,
  /^libraries\/base\//,
  /^\/build\/glibc|\/csu\//,
  /^dart:|^package:(?:flutter|shelf|http|async|collection)\//,
  /\/gems\/|\[GEM_ROOT\]/,
  /\/local\/lib\/perl5\//,
  /\/lualib\/resty\//,
  /\/\.nimble\/pkgs|\/\.choosenim\/toolchains\//,
];

const FILE_KEYS = [
  'abs_path',
  'absPath',
  'filename',
  'fileName',
  'FileName',
  'file',
  'File',
  'file_name',
  'filepath',
  'path',
  'source',
  'sourceFile',
];
const LINE_KEYS = ['lineno', 'lineNo', 'line', 'Line', 'lineNumber', 'LineNumber', 'line_number', 'number'];
const FUNCTION_KEYS = ['function', 'method', 'methodName', 'MethodName', 'func', 'function_name', 'name'];

export const generic: TraceReader = {
  name: 'Any other trace: file:line frames in text, frame objects in JSON',
  read: (input) => [...readText(input.lines), ...readJson(input.json)],
};

function readText(lines: readonly string[]): Frame[] {
  const sections = new CauseSections();
  const logCalls: Frame[] = [];
  let callOrderLast = false;
  let labelled: { file: string; index: number } | undefined;
  for (const [line, index] of readableLines(lines)) {
    if (CALL_ORDER_LAST.test(line)) callOrderLast = true;
    if (sections.heading(line.trim())) continue;
    const file = LABELLED_FILE.exec(line)?.[1];
    if (file !== undefined) {
      labelled = { file, index };
      continue;
    }
    const labelledLine = labelled && index - labelled.index <= 3 ? LABELLED_LINE.exec(line)?.[1] : undefined;
    if (labelled && labelledLine !== undefined) {
      const found = genericFrame(labelled.file, labelledLine, undefined, labelled.index);
      if (found) sections.push(found);
      labelled = undefined;
      continue;
    }
    // A log record's header names where the log call is, not where the error is: it goes last.
    // A frame written on it (`at f in path:line`) and `path:line: message` (a runtime's error
    // message) name the error's own place, and stay.
    const header = LOG_HEADER.test(line);
    const add = (found: Frame | undefined, errorPlace: boolean): void => {
      if (found === undefined) return;
      if (header && !errorPlace) logCalls.push(found);
      else sections.push(found);
    };
    for (const match of line.matchAll(LINE_OF))
      add(genericFrame(match[2] ?? '', match[1] ?? '', undefined, index), true);
    for (const match of line.matchAll(LOCATION)) {
      const file = match[1] ?? '';
      const lineNumber = match.slice(2).find((group) => group !== undefined) ?? '';
      const after = line.slice(match.index + match[0].length);
      const before = line.slice(0, match.index);
      const leading = FUNCTION_BEFORE.exec(before);
      const named = FUNCTION_AFTER.exec(after)?.[1] ?? leading?.[1] ?? leading?.[2];
      const fn = named !== undefined && !NOT_FUNCTIONS.has(named) ? named : undefined;
      add(
        genericFrame(file, lineNumber, fn, index),
        after.startsWith(':') || FRAME_WORD_BEFORE.test(before.slice(-40)),
      );
    }
  }
  const frames = sections.frames((section) => (callOrderLast ? [...section].reverse() : section));
  return [...frames, ...(callOrderLast ? [...logCalls].reverse() : logCalls)];
}

function genericFrame(
  rawFile: string,
  line: number | string,
  fn: string | undefined,
  at = -1,
  dependency = false,
): Frame | undefined {
  // Placeholders stand for the project's root (Honeybadger's `[PROJECT_ROOT]`); schemes of bundles name no folder.
  const file = rawFile
    .replace(/^\[PROJECT_ROOT\]\/?/, '')
    .replace(/^(?:app|webpack|webpack-internal):\/\/\/(?:\.\/)?/, '');
  const language = LANGUAGES.find(([pattern]) => pattern.test(file))?.[1] ?? 'other';
  return frame({
    language,
    file,
    line,
    function: fn,
    at,
    dependency: dependency || DEPENDENCY_PATHS.some((pattern) => pattern.test(file.replace(/\\/g, '/'))),
  });
}

interface FrameList {
  frames: Frame[];
  /** How many causes deep the list sits: deeper ones come first. */
  depth: number;
  order: number;
}

/** Every array of frame objects in a JSON document, root cause first, each innermost first. */
function readJson(json: unknown): Frame[] {
  if (json === undefined) return [];
  const lists: FrameList[] = [];
  let budget = 10_000;
  const visit = (value: unknown, key: string, depth: number, nesting: number): void => {
    if (nesting > 32 || --budget < 0) return;
    if (Array.isArray(value)) {
      const frames = value.map((item) => (isRecord(item) ? objectFrame(item) : undefined));
      if (frames.some((found) => found !== undefined)) {
        const read = frames.filter((found): found is Frame => found !== undefined);
        lists.push({ frames: key === 'frames' ? read.reverse() : read, depth, order: lists.length });
        return;
      }
      // A list of exceptions: its last is the root cause, but Sentry's `values` are oldest first.
      const items = value.map((item, position) => ({
        item,
        rank: key === 'values' ? value.length - position : position,
      }));
      for (const { item, rank } of items) visit(item, '', depth + rank, nesting + 1);
      return;
    }
    if (!isRecord(value)) return;
    for (const [name, child] of Object.entries(value)) {
      visit(child, name, CAUSE_KEY.test(name) ? depth + 1000 : depth, nesting + 1);
    }
  };
  visit(json, '', 0, 0);
  return lists.sort((a, b) => b.depth - a.depth || a.order - b.order).flatMap((list) => list.frames);
}

/** A frame object: a file and a line under any of the usual keys. */
function objectFrame(object: Record<string, unknown>): Frame | undefined {
  let file = firstString(object, FILE_KEYS);
  // loguru's record: `file: {name, path}`.
  if (file === undefined) {
    const nested = FILE_KEYS.map((key) => object[key]).find(isRecord);
    if (nested) file = firstString(nested, ['path', 'abs_path', 'name']);
  }
  const line = LINE_KEYS.map((key) => object[key]).find(
    (value) => (typeof value === 'number' && value > 0) || (typeof value === 'string' && /^\d+$/.test(value)),
  ) as number | string | undefined;
  if (file === undefined || line === undefined) return undefined;
  if (!SOURCE_FILE.test(file)) return undefined;
  const library =
    object['in_app'] === false || object['inProject'] === false || object['library_frame'] === true;
  return genericFrame(file, line, firstString(object, FUNCTION_KEYS), -1, library);
}

function firstString(object: Record<string, unknown>, keys: readonly string[]): string | undefined {
  for (const key of keys) {
    const value = object[key];
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  return undefined;
}
