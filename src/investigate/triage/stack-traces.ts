/**
 * Stack-trace frames in a response body, as file and line. Frameworks in debug mode (and some
 * careless error handlers in production) put the trace in the body: a Spring `trace` field, an
 * Express error page, a Werkzeug debugger page, a Go panic written to the response. The frames of
 * the API's own code are what a reviewer wants to open, so frames of dependencies and runtimes are
 * dropped unless nothing else is there.
 */
import type { CodeLocation, StackLanguage } from './types.js';
import {
  capped,
  htmlToText,
  jsonStrings,
  looksLikeHtml,
  looksLikeJson,
  parseJsonContainer,
  unescapeJsonText,
} from './text.js';

/** More frames than this add nothing a reader would follow. */
const MAX_LOCATIONS = 50;
/** No frame is longer; skipping longer lines keeps the patterns below linear on hostile input. */
const MAX_FRAME_LINE = 2000;

interface Frame {
  location: CodeLocation;
  dependency: boolean;
}

export function extractStackLocations(text: string): CodeLocation[] {
  if (typeof text !== 'string' || text.length === 0) return [];
  const frames = scanLines(readableText(capped(text)).split(/\r?\n|\r/));
  const seen = new Set<string>();
  const unique = frames.filter((frame) => {
    const key = `${frame.location.language}\u0000${frame.location.file}\u0000${frame.location.line}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const own = unique.filter((frame) => !frame.dependency);
  return (own.length > 0 ? own : unique).slice(0, MAX_LOCATIONS).map((frame) => frame.location);
}

/** The body as lines a trace can be read from: JSON strings unescaped, HTML pages as their text. */
function readableText(text: string): string {
  const json = parseJsonContainer(text);
  if (json !== undefined) return jsonStrings(json);
  if (looksLikeJson(text)) return unescapeJsonText(text);
  // Werkzeug's debugger splits `File "…", line N, in f` over several lines of markup.
  if (looksLikeHtml(text))
    return htmlToText(text).replace(/File "([^"\n]+)",\s*line (\d+),\s*in\s+/g, 'File "$1", line $2, in ');
  return text;
}

// ------------------------------------------------------------------ frame patterns

/** `File "app/routes.py", line 42, in get_product` */
const PYTHON = /^File "([^"]+)", line (\d+)(?:, in ([^\s].*?))?\s*$/;
/** `at getProduct (/srv/app/src/routes.js:42:13)` or `at /srv/app/x.js:1:2` */
const NODE = /^at (?:(.+?) \((.+?):(\d+):(\d+)\)|(.+?):(\d+):(\d+))\s*$/;
/** `at com.shop.ProductController.get(ProductController.java:42)`, with an optional `module/` prefix. */
const JAVA = /^at (?:[\w.$@-]*\/+)*([\w$.]+)\.([\w$<>-]+)\(([^():/\\]+\.\w+):(\d+)\)/;
/** `app/controllers/products_controller.rb:42:in 'show'` (backtick quote before Ruby 3.4). */
const RUBY =
  /^(?:from\s+)?((?:[A-Za-z]:)?[^\s:'"`]+\.(?:rb|erb|rake|haml|slim|jbuilder|builder)):(\d+)(?::in [`'](.+?)')?/;
/** `/home/app/handlers/product.go:42 +0x1d`, the line under its function in a goroutine dump. */
const GO_FILE = /^((?:[A-Za-z]:)?[^\s:]+\.go):(\d+)(?:\s+\+0x[0-9a-fA-F]+)?\s*$/;

/**
 * Python writes the innermost call last; a line like this ends (or starts) one traceback. The
 * exception line is a CapWords class, maybe module-qualified (`KeyError: 42`,
 * `werkzeug.exceptions.NotFound: 404 Not Found`), which source lines under frames are not.
 */
const PYTHON_BOUNDARY =
  /^(?:Traceback \(most recent call last\)|During handling of the above exception|The above exception was the direct cause|(?:[a-z_]\w*\.)*[A-Z]\w*(?::\s|:?$))/;

function scanLines(lines: readonly string[]): Frame[] {
  const frames: Frame[] = [];
  // Frames of one Python traceback, outermost first as written; flushed reversed.
  let python: Frame[] = [];
  const flushPython = (): void => {
    frames.push(...python.reverse());
    python = [];
  };
  let previous = '';

  for (const raw of lines) {
    const line = raw.trim();
    if (line === '') continue;
    if (line.length > MAX_FRAME_LINE) {
      previous = '';
      continue;
    }
    const pythonFrame = PYTHON.exec(line);
    if (pythonFrame) {
      const [, file = '', lineNumber = '', fn] = pythonFrame;
      const frame = frameOf('python', file, lineNumber, fn);
      if (frame) python.push(frame);
      previous = line;
      continue;
    }
    if (python.length > 0 && PYTHON_BOUNDARY.test(line)) flushPython();
    const frame = otherFrame(line, previous);
    if (frame) frames.push(frame);
    previous = line;
  }
  flushPython();
  return frames;
}

function otherFrame(line: string, previous: string): Frame | undefined {
  if (line.startsWith('at ')) {
    const java = JAVA.exec(line);
    if (java) {
      const [, owner = '', method = '', fileName = '', lineNumber = ''] = java;
      return frameOf('java', javaPath(owner, fileName), lineNumber, `${owner}.${method}`);
    }
    const node = NODE.exec(line);
    if (node) {
      const [, fn, file, lineNumber, , bareFile, bareLine] = node;
      return frameOf('node', file ?? bareFile ?? '', lineNumber ?? bareLine ?? '', fn && nodeFunction(fn));
    }
    return undefined;
  }
  const go = GO_FILE.exec(line);
  if (go) {
    const [, file = '', lineNumber = ''] = go;
    return frameOf('go', file, lineNumber, goFunction(previous));
  }
  const ruby = RUBY.exec(line);
  if (ruby) {
    const [, file = '', lineNumber = '', fn] = ruby;
    return frameOf('ruby', file, lineNumber, fn);
  }
  return undefined;
}

function frameOf(
  language: StackLanguage,
  rawFile: string,
  rawLine: string,
  fn: string | undefined,
): Frame | undefined {
  const line = Number.parseInt(rawLine, 10);
  const file = normalisePath(rawFile);
  if (!Number.isSafeInteger(line) || line <= 0 || file === '') return undefined;
  const location: CodeLocation = { file, line, language };
  const name = fn?.trim();
  if (name) location.function = name;
  // `<frozen importlib._bootstrap>`, `<anonymous>`, `<string>`: nothing in the repository to open.
  return { location, dependency: file.includes('<') || isDependency(language, file, name) };
}

/** Forward slashes, `file://` URLs as paths: `file:///C:/app/x.js` → `C:/app/x.js`. */
function normalisePath(file: string): string {
  let path = file.trim();
  if (path.startsWith('file://')) {
    path = path.slice('file://'.length);
    try {
      path = decodeURIComponent(path);
    } catch {
      // A stray `%` is kept as written.
    }
    if (/^\/[A-Za-z]:\//.test(path)) path = path.slice(1);
  }
  return path.replace(/\\/g, '/');
}

/** The source path a JVM frame implies: package folders plus the file name (`com/shop/X.java`). */
function javaPath(owner: string, fileName: string): string {
  const dot = owner.lastIndexOf('.');
  if (dot < 0) return fileName;
  return `${owner.slice(0, dot).replace(/\./g, '/')}/${fileName}`;
}

/** `async getProduct`, `Layer.handle [as handle_request]` → `getProduct`, `Layer.handle`. */
function nodeFunction(raw: string): string {
  return raw
    .replace(/^async\s+/, '')
    .replace(/\s+\[as [^\]]+\]$/, '')
    .trim();
}

/**
 * The function a Go file line belongs to, from the line before it:
 * `main.(*Server).getProduct(0xc000012345, 0x2a)` → `main.(*Server).getProduct`,
 * `created by net/http.(*Server).Serve in goroutine 1` → `net/http.(*Server).Serve`.
 */
function goFunction(previous: string): string | undefined {
  let text = previous.trim();
  if (text === '' || GO_FILE.test(text)) return undefined;
  text = text.replace(/^created by\s+/, '').replace(/\s+in goroutine \d+$/, '');
  const call = /^(.+?)\([^()]*\)$/.exec(text);
  const name = call?.[1] ?? text;
  return /^[\w./*()\-[\]]+$/.test(name) ? name : undefined;
}

// ------------------------------------------------------------------ dependencies

const SHARED_DEPENDENCY_PATHS = [/^\/usr\/(?:local\/)?lib\//, /\/vendor\//];

const DEPENDENCY_PATHS: Record<StackLanguage, RegExp[]> = {
  python: [/\/(?:site|dist)-packages\//i, /\/lib\/python\d/i, /\/python\d+\/lib\//i, /^</],
  node: [/(?:^|\/)node_modules\//, /^node:/, /^internal\//, /^</],
  go: [
    /\/pkg\/mod\//,
    /^\/usr\/(?:local\/)?go\//,
    /^\/usr\/lib\/go/,
    /\/Cellar\/go\//,
    /\/Program Files\/Go\//i,
    /(?:^|\/)src\/runtime\//,
    /^runtime\//,
  ],
  java: [],
  ruby: [/\/gems\//, /\/lib\/ruby\//, /\/rubygems\//, /vendor\/bundle\//, /^<internal:/],
};

/** JVM frames are told by their class, since they name no folder. */
const JVM_DEPENDENCY_PACKAGES =
  /^(?:java|javax|jakarta|jdk|sun|com\.sun|kotlin|kotlinx|scala|groovy|org\.springframework|org\.apache|org\.hibernate|org\.eclipse|org\.glassfish|org\.jboss|org\.slf4j|ch\.qos|io\.netty|reactor|io\.micronaut|io\.quarkus|io\.vertx|io\.ktor|com\.fasterxml|com\.zaxxer|com\.google|org\.junit|net\.bytebuddy|org\.aspectj|io\.undertow)\./;

function isDependency(language: StackLanguage, file: string, fn: string | undefined): boolean {
  if (language === 'java') return fn !== undefined && JVM_DEPENDENCY_PACKAGES.test(fn);
  if (language === 'go' && fn !== undefined && /^runtime\./.test(fn)) return true;
  return [...SHARED_DEPENDENCY_PATHS, ...DEPENDENCY_PATHS[language]].some((pattern) => pattern.test(file));
}
