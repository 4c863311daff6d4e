/**
 * Go: goroutine dumps (`panic:` output, `debug.Stack()` written by a recovering middleware) and
 * gin's recovery format (`/app/handlers/products.go:42 (0x8f6e2a)` over `\tGetProduct: source`), and
 * cockroachdb/errors' `%+v` chains, whose `Wraps:` each go one error deeper, as numbered error
 * levels do (`1. message`, `2. message`, each over its stack).
 *
 * A middleware that recovers a panic prints the stack from inside its deferred function: its own
 * frames and `runtime/debug.Stack` come first, then `panic(…)`, then the frame that panicked. What
 * precedes `panic(` is the recovery, not the culprit, so it goes last.
 */
import { frame, readableLines, type Frame, type TraceReader } from './frame.js';

/**
 * `/home/app/handlers/product.go:42 +0x1d` under its function line; with `GOTRACEBACK=system`
 * or `crash`, the frame's registers after it (`fp=0xc0000a5b70 sp=0xc0000a5ac0 pc=0x43a4b8`).
 */
const FILE_LINE =
  /^((?:[A-Za-z]:)?[^\s:]+\.go):(\d+)(?:\s+\+0x[0-9a-fA-F]+)?(?:\s+(?:fp|sp|pc)=0x[0-9a-fA-F]+)*$/;
/** gin: `/app/handlers/products.go:42 (0x8f6e2a)`, the function on the next line. */
const GIN_LINE = /^((?:[A-Za-z]:)?[^\s:]+\.go):(\d+) \(0x[0-9a-fA-F]+\)$/;
/** The goroutine header that starts a stack: `goroutine 7 [running]:`. */
const GOROUTINE = /^goroutine \d+ \[/;
/** The call that raised the panic, in the recovering goroutine's stack. */
const PANIC_CALL = /^panic\(|^runtime\.gopanic\(/;

/** The standard library's top-level packages, which `-trimpath` leaves as bare relative paths. */
const STANDARD_LIBRARY = new Set(
  'archive bufio builtin bytes cmp compress container context crypto database debug embed encoding errors expvar flag fmt go hash html image index internal io iter log maps math mime net os path plugin reflect regexp runtime slices sort strconv strings sync syscall testing text time unicode unique unsafe vendor weak'.split(
    ' ',
  ),
);

/**
 * The toolchain and module cache wherever they are installed, `@version` paths of modules built
 * with `-trimpath`, and the standard library with or without its GOROOT.
 */
function isDependency(file: string, fn: string | undefined): boolean {
  if (
    /\/pkg\/mod\/|@v\d|\/usr\/(?:local\/)?go\/|\/usr\/lib\/go|\/Cellar\/go\/|\/Program Files\/Go\/|(?:^|\/)go\/src\/(?:runtime|net|internal|reflect|sync|syscall)\//i.test(
      file,
    )
  )
    return true;
  if (fn !== undefined && /^runtime[./]/.test(fn)) return true;
  const first = file.split('/')[0] ?? '';
  return !file.startsWith('/') && !/^[A-Za-z]:/.test(file) && STANDARD_LIBRARY.has(first);
}

/**
 * The function a Go file line belongs to, from the line before it:
 * `main.(*Server).getProduct(0xc000012345, 0x2a)` → `main.(*Server).getProduct`,
 * `created by net/http.(*Server).Serve in goroutine 1` → `net/http.(*Server).Serve`.
 */
function functionOf(previous: string): string | undefined {
  let text = previous.trim();
  if (text === '' || FILE_LINE.test(text)) return undefined;
  text = text.replace(/^created by\s+/, '').replace(/\s+in goroutine \d+$/, '');
  const call = /^(.+?)\([^()]*\)$/.exec(text);
  const name = call?.[1] ?? text;
  return /^[\w./*()\-[\]{}]+$/.test(name) ? name : undefined;
}

/** `Wraps: (3) attached stack trace`: cockroachdb/errors' `%+v` goes one error deeper into the chain. */
const WRAPS = /^Wraps: \(\d+\)/;
/** `2. reserve stock`: a numbered error level, unindented, printed outermost first (GoFrame's `gerror.Stack`). */
const ERROR_LEVEL = /^\d+\.\s+\S/;

function goFrame(file: string, line: string, fn: string | undefined, at: number): Frame | undefined {
  return frame({ language: 'go', file, line, function: fn, at, dependency: isDependency(file, fn) });
}

function read(lines: readonly string[]): Frame[] {
  const entries = [...readableLines(lines)];
  const stacks: Array<{ frames: Frame[]; depth: number }> = [];
  let current: Frame[] = [];
  let recovery: Frame[] = [];
  let depth = 0;
  let previous = '';
  const flush = (): void => {
    if (current.length > 0 || recovery.length > 0) stacks.push({ frames: [...current, ...recovery], depth });
    current = [];
    recovery = [];
  };
  for (let position = 0; position < entries.length; position++) {
    const [raw, index] = entries[position] as [string, number];
    // cockroachdb/errors indents a chain's stacks behind a `|` gutter.
    const line = raw.trim().replace(/^\|[ \t]*/, '');
    if (line === '') continue;
    if (GOROUTINE.test(line)) flush();
    if (WRAPS.test(line) || (ERROR_LEVEL.test(raw) && current.length > 0)) {
      flush();
      depth++;
    }
    const gin = GIN_LINE.exec(line);
    if (gin) {
      const [, file = '', lineNumber = ''] = gin;
      const next = entries[position + 1]?.[0].trim().replace(/^\|[ \t]*/, '') ?? '';
      const fn = /^([^\s:][^:]*):\s/.exec(next)?.[1];
      const found = goFrame(file, lineNumber, fn, index);
      if (found) current.push(found);
      previous = line;
      continue;
    }
    const match = FILE_LINE.exec(line);
    if (match) {
      const [, file = '', lineNumber = ''] = match;
      const fn = functionOf(previous);
      if (fn !== undefined && PANIC_CALL.test(previous.trim())) {
        // Everything so far in this stack recovered the panic; the culprit comes next.
        recovery.push(...current);
        current = [];
      }
      const found = goFrame(file, lineNumber, fn, index);
      if (found) current.push(found);
    }
    previous = line;
  }
  flush();
  // The deepest error of a chain first; Array.prototype.sort is stable, so goroutines keep their order.
  return stacks.sort((a, b) => b.depth - a.depth).flatMap((stack) => stack.frames);
}

export const go: TraceReader = {
  name: 'Go panics and goroutine dumps (recovered by middleware, gin recovery, -trimpath and module paths)',
  read: (input) => read(input.lines),
};
