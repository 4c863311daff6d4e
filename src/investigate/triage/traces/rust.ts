/**
 * Rust: the panic message (`thread 'main' panicked at src/handlers/products.rs:42:18:`, before
 * Rust 1.73 `panicked at 'msg', src/x.rs:42:18`) names the culprit's place; `RUST_BACKTRACE`
 * frames (`  4: shop::handlers::get` over `at ./src/handlers.rs:42:18`) follow, the standard
 * library's and crates' frames among them; a frame inlined into another has its symbol on a line
 * of its own (`- shop::x::f`). An error type's function that took the backtrace comes after its
 * caller.
 */
import { frame, readableLines, type Frame, type TraceReader } from './frame.js';

const PANICKED = /panicked at (?:'.*?', |".*?", )?((?:[A-Za-z]:)?[^\s:'"]+\.rs):(\d+):\d+/;
/** `   4: shop::handlers::products::get_product`, with `RUST_BACKTRACE=full` its address before and hash after. */
const SYMBOL = /^\d+:\s+(?:0x[0-9a-f]+ - )?(\S.*?)(?:::h[0-9a-f]{16})?$/;
/** An inlined frame's symbol on its own line under the frame it was inlined into: `- shop::x::f`. */
const INLINED = /^- (\S.*?)(?:::h[0-9a-f]{16})?$/;
/** `at ./src/handlers/products.rs:42:18` under its symbol. */
const AT = /^at ((?:[A-Za-z]:)?[^\s:]+\.rs):(\d+)(?::\d+)?$/;

const DEPENDENCY_PATHS = [
  /^\/rustc\//,
  /\/\.cargo\/(?:registry|git)\//,
  /(?:^|\/)cargo\/(?:registry|git)\//,
  /(?:^|\/)library\/(?:std|core|alloc|proc_macro)\/src\//,
];
const DEPENDENCY_SYMBOLS =
  /^(?:<?(?:std|core|alloc|tokio|hyper|axum|tower|tower_http|actix_web|actix_http|actix_server|rocket|warp|futures|futures_util|serde|serde_json|sqlx|diesel|tracing)::|rust_begin_unwind|__rust)/;

function read(lines: readonly string[]): Frame[] {
  const panics: Frame[] = [];
  const frames: Frame[] = [];
  let symbol: string | undefined;
  for (const [raw, index] of readableLines(lines)) {
    const line = raw.trim();
    const panic = PANICKED.exec(line);
    if (panic) {
      const found = frame({ language: 'rust', file: panic[1] ?? '', line: panic[2] ?? '', at: index });
      if (found) panics.push({ ...found, dependency: isDependency(found.location.file, undefined) });
      symbol = undefined;
      continue;
    }
    const named = SYMBOL.exec(line) ?? INLINED.exec(line);
    if (named) {
      symbol = named[1];
      continue;
    }
    const at = AT.exec(line);
    if (at && symbol !== undefined) {
      const [, file = '', lineNumber = ''] = at;
      const found = frame({
        language: 'rust',
        file,
        line: lineNumber,
        function: symbol,
        at: index,
        dependency: isDependency(file, symbol),
      });
      if (found) frames.push(found);
    }
  }
  return [...panics, ...constructionAfterOrigin(frames)];
}

/** Taking a backtrace: std's `Backtrace::capture`, the backtrace crate's `Backtrace::new`. */
const CAPTURE = /(?:^|::)Backtrace::(?:capture|force_capture|new|new_unresolved|create)$/;

/**
 * An error type's own function that took the backtrace (`AppError::internal`, `<AppError as
 * From<E>>::from`) is where the error was built, the same for every failure it reports: the runtimes
 * that take a trace for their errors leave the constructor's frames out (the JVM's `Throwable`,
 * V8's `Error.captureStackTrace`). The failure originates where the function was called: that frame
 * comes first, the constructor's right after it.
 */
function constructionAfterOrigin(frames: readonly Frame[]): Frame[] {
  const ordered: Frame[] = [];
  let waiting: Frame[] = [];
  frames.forEach((found, index) => {
    const capturedHere =
      !found.dependency &&
      isErrorTypeFunction(found.location.function) &&
      CAPTURE.test(frames[index - 1]?.location.function ?? '');
    if (capturedHere) {
      waiting.push(found);
      return;
    }
    ordered.push(found);
    if (!found.dependency && waiting.length > 0) {
      ordered.push(...waiting);
      waiting = [];
    }
  });
  return [...ordered, ...waiting];
}

/** `app::error::AppError::internal`, `<app::error::AppError as core::convert::From<E>>::from`. */
function isErrorTypeFunction(symbol: string | undefined): boolean {
  if (symbol === undefined) return false;
  const self = /^<([\w:]+)[ <]/.exec(symbol)?.[1] ?? symbol.slice(0, Math.max(0, symbol.lastIndexOf('::')));
  return /(?:^|::)\w*Error$/.test(self);
}

function isDependency(file: string, symbol: string | undefined): boolean {
  return (
    DEPENDENCY_PATHS.some((pattern) => pattern.test(file)) ||
    (symbol !== undefined && DEPENDENCY_SYMBOLS.test(symbol))
  );
}

export const rust: TraceReader = {
  name: 'Rust panics and RUST_BACKTRACE frames',
  read: (input) => read(input.lines),
};
