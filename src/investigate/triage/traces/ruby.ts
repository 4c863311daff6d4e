/**
 * Ruby: backtrace lines (`app/models/product.rb:10:in 'price'`), as Rails' DebugExceptions shows
 * them on its HTML page and in its API format (`traces: {"Application Trace": [{trace}]}`), and
 * as `full_message` prints them (`from …`). Rails' backtrace cleaner writes gems as
 * `activesupport (7.1.3) lib/…`: those are dependencies.
 */
import { frame, readableLines, type Frame, type TraceReader } from './frame.js';

/** `app/controllers/products_controller.rb:42:in 'show'` (a backtick before Ruby 3.4), or a gem's `name (1.2.3) lib/x.rb:4:in …`. */
const FRAME =
  /^(?:from\s+)?(?:([\w.-]+) \(\d[\w.-]*\) )?((?:[A-Za-z]:)?[^\s:'"`]+\.(?:rb|erb|rake|haml|slim|jbuilder|builder|ru)):(\d+)(?::in [`'](.+?)')?/;
const DEPENDENCY_PATHS = [/\/gems\//, /\/lib\/ruby\//, /\/rubygems\//, /vendor\/bundle\//, /^<internal:/];

function read(lines: readonly string[]): Frame[] {
  const frames: Frame[] = [];
  for (const [raw, index] of readableLines(lines)) {
    const match = FRAME.exec(raw.trim());
    if (!match) continue;
    const [, gem, file = '', lineNumber = '', fn] = match;
    const found = frame({
      language: 'ruby',
      file,
      line: lineNumber,
      function: fn,
      at: index,
      dependency: gem !== undefined || DEPENDENCY_PATHS.some((pattern) => pattern.test(file)),
    });
    if (found) frames.push(found);
  }
  return frames;
}

export const ruby: TraceReader = {
  name: 'Ruby backtraces (Rails DebugExceptions HTML and API formats)',
  read: (input) => read(input.lines),
};
