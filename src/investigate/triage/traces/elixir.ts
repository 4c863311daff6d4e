/**
 * Elixir and Erlang: `Exception.format_stacktrace` lines (`(shop 0.1.0) lib/shop/catalog.ex:57:
 * Shop.Catalog.price/1`), as Phoenix logs them and Plug.Debugger shows them. The OTP application
 * (in parentheses, or first in Plug.Debugger's list) says whose code a frame is: the runtime's
 * and the usual libraries' are dependencies; the rest are the API's (the checkout settles doubts).
 */
import { frame, readableLines, type Frame, type TraceReader } from './frame.js';

/** `(shop 0.1.0) lib/shop/catalog.ex:57: Shop.Catalog.price/1`, the application part optional. */
const FRAME =
  /^(?:\((\w+)(?: [\w.+-]+)?\) )?((?:[A-Za-z]:)?[^\s:()]+\.(?:ex|exs|erl|eex|heex)):(\d+): (\S.*)$/;
/** Plug.Debugger's stack list: `shop lib/shop/catalog.ex:57 Shop.Catalog.price/1`, the application first. */
const DEBUGGER_ITEM = /^(?:(\w+)\s+)?((?:[A-Za-z]:)?[^\s:()]+\.(?:ex|exs|erl)):(\d+)\s+(\S+\/\d+)$/;

const DEPENDENCY_APPS = new Set(
  'elixir stdlib kernel compiler logger mix iex ex_unit eex erts crypto ssl inets phoenix phoenix_live_view phoenix_ecto phoenix_html phoenix_pubsub plug plug_cowboy plug_crypto cowboy cowlib ranch bandit thousand_island websock_adapter ecto ecto_sql postgrex myxql db_connection telemetry jason absinthe tesla finch mint req oban broadway gettext swoosh castore nimble_pool'.split(
    ' ',
  ),
);

function read(lines: readonly string[]): Frame[] {
  const frames: Frame[] = [];
  for (const [raw, index] of readableLines(lines)) {
    const line = raw.trim();
    const match = FRAME.exec(line) ?? DEBUGGER_ITEM.exec(line);
    if (!match) continue;
    const [, app, file = '', lineNumber = '', fn] = match;
    const found = frame({
      language: 'elixir',
      file,
      line: lineNumber,
      function: fn,
      at: index,
      dependency: (app !== undefined && DEPENDENCY_APPS.has(app)) || /(?:^|\/)deps\//.test(file),
    });
    if (found) frames.push(found);
  }
  return frames;
}

export const elixir: TraceReader = {
  name: 'Elixir and Erlang stacktraces (Phoenix, Plug.Debugger)',
  read: (input) => read(input.lines),
};
