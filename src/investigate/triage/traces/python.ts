/**
 * Python: tracebacks as `traceback` prints them (Flask, FastAPI, Lambda's `stackTrace` strings,
 * Django's copy-and-paste view), Django's browser view (`/srv/app/x.py, line 42, in f`), chained
 * exceptions and `ExceptionGroup` trees (every line of a sub-exception prefixed `|`), and
 * structlog's `dict_tracebacks` (`exception: [{exc_type, frames: [{filename, lineno, name}]}]`).
 *
 * A traceback lists the innermost call last. Chained tracebacks print the first exception (the
 * cause) first; an exception group prints its sub-exceptions, the failures that matter, nested
 * deeper. So: deeper tracebacks first, then in the order printed, each innermost first.
 */
import { frame, isPresent, jsonObjects, readableLines, type Frame, type TraceReader } from './frame.js';

/**
 * `File "app/routes.py", line 42, in get_product`, and without the quotes as Starlette's debug
 * page shows it; what follows the function name on a page (a collapse button) is not part of it.
 */
const FILE_LINE =
  /^File "([^"]+)", line (\d+)(?:, in (\S+).*)?$|^File (\S[^",]*\.py), line (\d+)(?:, in (\S+).*)?$/;
/** Django's browser view: `/srv/app/shop/views.py, line 42, in get_product`. */
const DJANGO_LINE = /^(?!File )(\S[^,"]*\.py), line (\d+), in (\S+)/;
/**
 * A line like this ends (or starts) one traceback: the exception line is a CapWords class, maybe
 * module-qualified (`KeyError: 42`, `werkzeug.exceptions.NotFound: 404 Not Found`), which source
 * lines under frames are not.
 */
const BOUNDARY =
  /^(?:\+?\s*(?:Exception Group )?Traceback \(most recent call last\)|During handling of the above exception|The above exception|\+[-+]+|(?:[a-z_]\w*\.)*[A-Z]\w*(?::\s|:?$))/;
/**
 * An `ExceptionGroup` tree's margin: `  |   File …`, `    | KeyError: 'x'`, `  +-+---- 1 ----`;
 * and loguru's `>` before the frame that raised.
 */
const GROUP_MARGIN = /^[\s|]*(?:>\s+(?=File ))?/;
/** Django's browser view puts a table of local variables under each frame: values, not boundaries. */
const LOCAL_VARS = /^Local vars$/;
const CHAIN =
  /^(?:(?:Exception Group )?Traceback \(most recent call last\)|During handling of the above exception|The above exception)/;

const MOST_RECENT_FIRST = /most recent call first/i;

interface Traceback {
  depth: number;
  frames: Frame[];
}

function readText(lines: readonly string[]): Frame[] {
  const tracebacks: Traceback[] = [];
  let current: Traceback | undefined;
  let previous = '';
  let inLocalVars = false;
  const flush = (): void => {
    if (current !== undefined && current.frames.length > 0) tracebacks.push(current);
    current = undefined;
  };
  // Tracebacks in Python's form printed by other runtimes (better-panic) may say they list the innermost call first.
  let innermostFirst = false;
  for (const [raw, index] of readableLines(lines)) {
    if (MOST_RECENT_FIRST.test(raw)) innermostFirst = true;
    const margin = GROUP_MARGIN.exec(raw)?.[0] ?? '';
    // A sub-exception's lines are indented further than its group's: the `|` moves right.
    const depth = margin.lastIndexOf('|') + 1;
    const line = raw.slice(margin.length).trim();
    if (line === '') continue;
    // Django's summary repeats the last frame as `Exception Location:`; the traceback has it in place.
    if (previous === 'Exception Location:') {
      previous = line;
      continue;
    }
    previous = line;
    const match = FILE_LINE.exec(line) ?? DJANGO_LINE.exec(line);
    if (LOCAL_VARS.test(line)) inLocalVars = true;
    if (match) {
      inLocalVars = false;
      const file = match[1] ?? match[4] ?? '';
      const lineNumber = match[2] ?? match[5] ?? '';
      const fn = match[3] ?? match[6];
      if (current !== undefined && current.depth !== depth) flush();
      current ??= { depth, frames: [] };
      const found = frame({
        language: 'python',
        file,
        line: lineNumber,
        function: fn,
        at: index,
        dependency: isPythonDependency(file),
      });
      if (found) current.frames.push(found);
      continue;
    }
    // In a table of local variables only a new traceback or a chain's words end one (`None` is a value there).
    if (inLocalVars && CHAIN.test(line)) inLocalVars = false;
    if (current !== undefined && !inLocalVars && BOUNDARY.test(line)) flush();
  }
  flush();
  return tracebacks
    .map((traceback, order) => ({ traceback, order }))
    .sort((a, b) => b.traceback.depth - a.traceback.depth || a.order - b.order)
    .flatMap(({ traceback }) => (innermostFirst ? traceback.frames : [...traceback.frames].reverse()));
}

/**
 * structlog's `dict_tracebacks`: the exception raised first in the list, its causes after it, so
 * the last stack is the root cause; each stack's frames outermost first.
 */
function readStructlog(json: unknown): Frame[] {
  for (const object of jsonObjects(json)) {
    const stacks = object.exception;
    if (!Array.isArray(stacks) || !stacks.some((stack) => Array.isArray(stack?.frames))) continue;
    return [...(stacks as unknown[])].reverse().flatMap((stack) => {
      const frames = (stack as { frames?: unknown }).frames;
      if (!Array.isArray(frames)) return [];
      return frames
        .map((item: unknown) => {
          const entry = item as { filename?: unknown; lineno?: unknown; name?: unknown };
          if (typeof entry.filename !== 'string' || typeof entry.lineno !== 'number') return undefined;
          return frame({
            language: 'python',
            file: entry.filename,
            line: entry.lineno,
            function: typeof entry.name === 'string' ? entry.name : undefined,
            dependency: isPythonDependency(entry.filename),
          });
        })
        .filter(isPresent)
        .reverse();
    });
  }
  return [];
}

export const python: TraceReader = {
  name: 'Python tracebacks (chained, ExceptionGroup, Django, Werkzeug, Lambda, structlog)',
  read: (input) => [...readStructlog(input.json), ...readText(input.lines)],
};

/**
 * Python's own library wherever the interpreter lives, and the packages a Lambda bundle or a
 * `pip install -t .` vendors beside the code (`/var/task/botocore/…`), which no folder name marks.
 */
const DEPENDENCY_PATHS = [
  /\/lib\/python\d/i,
  /\/python\d+\/lib\//i,
  /^\/var\/task\/(?:boto3|botocore|s3transfer|urllib3|requests|pydantic|pydantic_core|aws_lambda_powertools|mangum|starlette|fastapi|flask|werkzeug|jinja2|sqlalchemy|psycopg2|pymysql|dateutil|six|certifi|charset_normalizer|idna|jmespath|yaml|attr|anyio)\//,
];

function isPythonDependency(file: string): boolean {
  const path = file.replace(/\\/g, '/');
  return DEPENDENCY_PATHS.some((pattern) => pattern.test(path));
}
