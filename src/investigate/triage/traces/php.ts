/**
 * PHP: the text PHP prints (`#0 /var/www/html/src/X.php(42): App\X->f()`, `… in /srv/app/x.php:17`,
 * `thrown in /srv/app/x.php on line 17`, Hyperf's `message[17] in /opt/www/app/x.php`), the JSON
 * of Laravel's and Symfony's debug handlers (`file` and `line` of the throw, then `trace: [{file,
 * line, class, function}]`, previous exceptions after), and Symfony's `X-Debug-Exception-File`
 * header. Where the exception was thrown
 * is named apart from its trace, and comes first.
 */
import { CauseSections, frame, jsonObjects, readableLines, type Frame, type TraceReader } from './frame.js';

/**
 * `#0 /var/www/html/src/Controller/ProductController.php(42): App\Service\Prices->of()`, also after
 * a log record's prefix on the trace's first line (`[ERROR] #0 …`, `--- DEBUG: #0 …`).
 */
const TRACE_LINE = /(?:^|\s)#\d+ ((?:[A-Za-z]:)?[^\s()]+\.php)\((\d+)\): (.+)$/;
/** `Uncaught TypeError: … in /srv/app/src/Prices.php:17` and `thrown in /srv/app/src/Prices.php on line 17` */
const THROWN_AT = /\b(?:in|as) ((?:[A-Za-z]:)?[^\s()]+\.php)(?::(\d+)| on line (\d+))/;
/** `Division by zero[38] in /opt/www/app/X.php` (Hyperf's exception handler): the line before the file. */
const LINE_THEN_FILE = /\[(\d+)\] in ((?:[A-Za-z]:)?[^\s()]+\.php)$/;

function phpFrame(file: string, line: number | string, fn: string | undefined, at = -1): Frame | undefined {
  return frame({ language: 'php', file, line, function: fn, at });
}

function readText(lines: readonly string[]): { thrown: Frame[]; trace: Frame[] } {
  const thrown: Frame[] = [];
  const sections = new CauseSections();
  for (const [raw, index] of readableLines(lines)) {
    const line = raw.trim();
    if (sections.heading(line)) continue;
    const match = TRACE_LINE.exec(line);
    if (match) {
      const [, file = '', lineNumber = '', call = ''] = match;
      const found = phpFrame(file, lineNumber, /^([\w\\]+(?:->|::)?\w*)\(/.exec(call)?.[1], index);
      if (found) sections.push(found);
      continue;
    }
    const place = thrownPlace(line);
    if (place) {
      const found = phpFrame(place.file, place.line, undefined, index);
      if (found && sections.depth === 0) thrown.push(found);
      else if (found) sections.push(found, true);
    }
  }
  return { thrown, trace: sections.frames() };
}

/** Where a message says the exception was thrown, in either order of file and line. */
function thrownPlace(line: string): { file: string; line: string } | undefined {
  const at = THROWN_AT.exec(line);
  if (at) return { file: at[1] ?? '', line: at[2] ?? at[3] ?? '' };
  const lineFirst = LINE_THEN_FILE.exec(line);
  return lineFirst ? { file: lineFirst[2] ?? '', line: lineFirst[1] ?? '' } : undefined;
}

interface Entry {
  file?: unknown;
  line?: unknown;
  class?: unknown;
  function?: unknown;
}

/**
 * Laravel's `{exception, file, line, trace: [{file, line, class, function}]}`, Symfony's
 * `{class, trace}` and Slim's `exception: [{file, line}]`: every object naming a `.php` file and
 * a line, depth first, which puts the throw before its trace.
 */
function readJson(json: unknown): Frame[] {
  const frames: Frame[] = [];
  for (const object of jsonObjects(json)) {
    const found = entryFrame(object as Entry);
    if (found) frames.push(found);
  }
  return frames;
}

function entryFrame(entry: Entry): Frame | undefined {
  if (typeof entry.file !== 'string' || !/\.php$/i.test(entry.file)) return undefined;
  const line =
    typeof entry.line === 'number' ? entry.line : typeof entry.line === 'string' ? entry.line : undefined;
  if (line === undefined) return undefined;
  const fn =
    typeof entry.function === 'string' && entry.function !== ''
      ? `${typeof entry.class === 'string' && entry.class !== '' ? `${entry.class}::` : ''}${entry.function}`
      : undefined;
  return phpFrame(entry.file, line, fn);
}

/** Symfony's debug header: `X-Debug-Exception-File: %2Fsrv%2Fapp%2Fsrc%2FX.php:42`. */
function readHeader(headers: Readonly<Record<string, string>>): Frame[] {
  const value = headers['x-debug-exception-file'];
  if (value === undefined) return [];
  let decoded = value;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    // Kept as sent.
  }
  const match = /^(.+?):(\d+)(?::\d+)?$/.exec(decoded.trim());
  const found = match ? phpFrame(match[1] ?? '', match[2] ?? '', undefined) : undefined;
  return found ? [found] : [];
}

export const php: TraceReader = {
  name: 'PHP traces (text, Laravel and Symfony JSON, X-Debug-Exception-File)',
  read: (input) => {
    // A message naming where the exception was thrown (`… in x.php:17`, Spiral's `… as x.php:17`)
    // names the frame a PHP trace leaves out: it comes before any trace, JSON or text.
    const { thrown, trace } = readText(input.lines);
    return [...readHeader(input.headers), ...thrown, ...readJson(input.json), ...trace];
  },
};
