/** Each trace family's reader on the details the corpus does not single out. */
import { extractStackLocations } from '../../../src/investigate/triage/stack-traces.js';
import { TRACE_READERS } from '../../../src/investigate/triage/traces/registry.js';
import type { CodeLocation } from '../../../src/investigate/triage/types.js';

function frames(locations: CodeLocation[]): string[] {
  return locations.map(
    (location) =>
      `${location.language} ${location.file}:${location.line}${location.function ? ` ${location.function}` : ''}`,
  );
}

describe('trace readers', () => {
  it('are one per family, each named', () => {
    expect(TRACE_READERS.map((reader) => reader.name.split(' ')[0])).toEqual([
      'Python',
      'JVM',
      '.NET',
      'Rust',
      'Node,',
      'Go',
      'PHP',
      'Ruby',
      'Elixir',
      'Any',
    ]);
  });

  it('Rust: backtrace lines are Rust frames, not Node frames, and the panic location comes first', () => {
    const trace = [
      "thread 'main' panicked at src/lib.rs:10:5:",
      'boom',
      '   3: app::handlers::get',
      '             at ./src/handlers.rs:42:18',
      '   4: tokio::runtime::task::raw::poll',
      '             at /root/.cargo/registry/src/index.crates.io-6f17d22bba15001f/tokio-1.37.0/src/runtime/task/raw.rs:201:18',
    ].join('\n');
    expect(frames(extractStackLocations(trace))).toEqual([
      'rust src/lib.rs:10',
      'rust ./src/handlers.rs:42 app::handlers::get',
    ]);
  });

  it('JVM: a suppressed exception goes after the chain; Jackson causes come before their wrappers', () => {
    const trace = [
      'java.lang.IllegalStateException: close failed',
      '\tat com.shop.Files.copy(Files.java:20)',
      '\tSuppressed: java.io.IOException: stream closed',
      '\t\tat com.shop.Streams.close(Streams.java:9)',
      'Caused by: java.io.UncheckedIOException: disk full',
      '\tat com.shop.Disk.write(Disk.java:31)',
    ].join('\n');
    expect(frames(extractStackLocations(trace)).map((frame) => frame.split(' ')[1])).toEqual([
      'com/shop/Disk.java:31',
      'com/shop/Files.java:20',
      'com/shop/Streams.java:9',
    ]);
  });

  it('Go: gin frames take the function from the line after; -trimpath standard library frames are dependencies', () => {
    const trace = [
      '/app/handlers/products.go:42 (0x8f6e2a)',
      '\tGetProduct: return c.JSON(200, products[id])',
      'net/http/server.go:2166 (0x6f1a29)',
      '\tHandlerFunc.ServeHTTP: f(w, r)',
    ].join('\n');
    expect(frames(extractStackLocations(trace))).toEqual(['go /app/handlers/products.go:42 GetProduct']);
  });

  it('PHP: the header names the throw, column or not; vendor frames are dependencies', () => {
    expect(
      frames(
        extractStackLocations('{"title":"An error occurred"}', {
          'X-Debug-Exception-File': '%2Fsrv%2Fapp%2Fsrc%2FKernel.php:12:7',
        }),
      ),
    ).toEqual(['php /srv/app/src/Kernel.php:12']);
    const text = [
      '#0 /var/www/vendor/slim/slim/Slim/App.php(215): handle()',
      '#1 /var/www/src/Action.php(9): App\\Action->run()',
    ].join('\n');
    expect(frames(extractStackLocations(text))).toEqual(['php /var/www/src/Action.php:9 App\\Action->run']);
  });

  it('.NET: frames without a file are skipped, SourceLink package paths are dependencies', () => {
    const trace = [
      '   at lambda_method5(Closure, Object, Object[])',
      '   at Npgsql.NpgsqlCommand.ExecuteReader() in /_/src/Npgsql/NpgsqlCommand.cs:line 1218',
      '   at Shop.Orders.Place(Order order) in /src/Shop/Orders.cs:line 40',
    ].join('\n');
    expect(frames(extractStackLocations(trace))).toEqual(['dotnet /src/Shop/Orders.cs:40 Shop.Orders.Place']);
  });

  it('Elixir: frames of the runtime and the usual libraries are dependencies', () => {
    const trace = [
      '    (elixir 1.16.2) lib/enum.ex:1700: Enum.map/2',
      '    (shop 0.1.0) lib/shop/cart.ex:12: Shop.Cart.total/1',
      '    (stdlib 5.2) gen_server.erl:1131: :gen_server.try_handle_call/4',
    ].join('\n');
    expect(frames(extractStackLocations(trace))).toEqual(['elixir lib/shop/cart.ex:12 Shop.Cart.total/1']);
  });

  it('Node: Deno caches, remote modules and internals are dependencies', () => {
    const trace = [
      '    at file:///home/ada/.cache/deno/npm/registry.npmjs.org/hono/4.2.5/dist/compose.js:29:23',
      '    at https://deno.land/std@0.224.0/http/server.ts:12:3',
      '    at ext:deno_http/00_serve.ts:430:26',
      '    at handler (file:///app/main.ts:8:3)',
    ].join('\n');
    expect(frames(extractStackLocations(trace))).toEqual(['node /app/main.ts:8 handler']);
  });

  it('Python: structlog stacks are read root cause first, each innermost first', () => {
    const body = JSON.stringify({
      event: 'failed',
      exception: [
        { exc_type: 'Wrapper', frames: [{ filename: '/srv/a.py', lineno: 1, name: 'outer' }] },
        {
          exc_type: 'Root',
          frames: [
            { filename: '/srv/b.py', lineno: 2, name: 'caller' },
            { filename: '/srv/c.py', lineno: 3, name: 'callee' },
          ],
        },
      ],
    });
    expect(frames(extractStackLocations(body))).toEqual([
      'python /srv/c.py:3 callee',
      'python /srv/b.py:2 caller',
      'python /srv/a.py:1 outer',
    ]);
  });

  it('generic: frames in terminal colour codes are read as if the codes were not there', () => {
    const trace =
      '\u001b[31mTypeError\u001b[39m: x\n    \u001b[2mat total (\u001b[22m\u001b[36m/app/src/cart.ts:12:5\u001b[39m\u001b[2m)\u001b[22m';
    expect(frames(extractStackLocations(trace))).toEqual(['node /app/src/cart.ts:12 total']);
  });

  it('generic: every path-and-line form, innermost first unless the text lists the most recent call last', () => {
    const trace = [
      'Raised at Shop.total in file "lib/cart.ml", line 31, characters 2-9',
      'Fatal error: file App/Todo.swift, line 42',
      "Can't call method at /opt/lib/Shop/Cart.pm line 37.",
      'package:shop/src/pricing.dart 31:9   Pricing.total',
      '  #1 0x55 in handle(Request const&) /src/server/handlers.cpp:41:20',
      'src/main.nim(12) main',
      '[2026-11-26T08:31:02Z]    at Claims.Validate(Claim c) in /src/Claims/Validator.cs:line 33',
      '/srv/app/lib/tiers.rb: in per_seat, line 27',
      '{quota,window_ms,2,[{file,"/build/src/quota.erl"},{line,57}]}',
      'Call to a member function on null (line 58 of modules/custom/src/PriceResolver.php).',
    ].join('\n');
    expect(frames(extractStackLocations(trace))).toEqual([
      'other lib/cart.ml:31',
      'other App/Todo.swift:42',
      'other /opt/lib/Shop/Cart.pm:37',
      'other package:shop/src/pricing.dart:31',
      'other /src/server/handlers.cpp:41 handle',
      'other src/main.nim:12',
      'dotnet /src/Claims/Validator.cs:33',
      'ruby /srv/app/lib/tiers.rb:27',
      'elixir /build/src/quota.erl:57',
      'php modules/custom/src/PriceResolver.php:58',
    ]);
    const python = 'Traceback (most recent call last):\n│ /app/api.py:3 in get │\n│ /app/repo.py:8 in load │';
    expect(frames(extractStackLocations(python))).toEqual([
      'python /app/repo.py:8 load',
      'python /app/api.py:3 get',
    ]);
  });

  it("causes first in every family: JSON causes under any cause key, Deno's `Caused by`, cockroachdb's `Wraps:`", () => {
    const monolog = {
      message: 'Uncaught exception at Importer.php line 88',
      context: {
        exception: { file: '/srv/src/Importer.php:88', previous: { file: '/srv/src/RowMapper.php:41' } },
      },
    };
    expect(frames(extractStackLocations(JSON.stringify(monolog)))[0]).toBe('php /srv/src/RowMapper.php:41');
    const raygun = {
      error: {
        stackTrace: [{ lineNumber: 48, className: 'Sync', fileName: '/app/src/sync.js', methodName: 'pull' }],
        innerError: {
          stackTrace: [
            { lineNumber: 64, className: 'Crm', fileName: '/app/src/crm.js', methodName: 'fetch' },
          ],
        },
      },
    };
    expect(frames(extractStackLocations(JSON.stringify(raygun)))[0]).toMatch(/\/app\/src\/crm\.js:64/);
    const deno = [
      'Error: failed to load profile',
      '    at loadProfile (file:///app/src/profile.ts:31:11)',
      'Caused by TypeError: Cannot read properties of undefined',
      '    at getUserRow (file:///app/src/db/users.ts:18:24)',
    ].join('\n');
    expect(frames(extractStackLocations(deno))[0]).toBe('node /app/src/db/users.ts:18 getUserRow');
    const wraps = [
      'computing total: ratio undefined',
      '(1) attached stack trace',
      '  -- stack trace:',
      '  | github.com/acme/cart.Total',
      '  | \t/build/internal/cart/total.go:30',
      'Wraps: (2) attached stack trace',
      '  -- stack trace:',
      '  | github.com/acme/discount.ratioFor',
      '  | \t/build/internal/discount/ratio.go:17',
    ].join('\n');
    expect(frames(extractStackLocations(wraps))).toEqual([
      'go /build/internal/discount/ratio.go:17 github.com/acme/discount.ratioFor',
      'go /build/internal/cart/total.go:30 github.com/acme/cart.Total',
    ]);
  });

  it('generic: URLs, hosts and versions are not frames', () => {
    expect(
      extractStackLocations('GET http://shop.pl:8080/cart.php:3 failed; node v22.1.0; see example.com:443'),
    ).toEqual([]);
  });

  it('generic: JSON frames, `frames` lists in call order, causes first, library frames last', () => {
    const sentry = {
      exception: {
        values: [
          {
            stacktrace: {
              frames: [
                { filename: 'a/root.py', lineno: 1 },
                { filename: 'a/inner.py', lineno: 2 },
              ],
            },
          },
          { stacktrace: { frames: [{ filename: 'a/outer.py', lineno: 3, in_app: true }] } },
        ],
      },
    };
    expect(frames(extractStackLocations(JSON.stringify(sentry)))).toEqual([
      'python a/inner.py:2',
      'python a/root.py:1',
      'python a/outer.py:3',
    ]);
    const chain = {
      error: {
        backtrace: [{ file: 'lib/outer.rb', line: 5 }],
        cause: {
          backtrace: [
            { file: '/gems/x/lib/x.rb', line: 9 },
            { file: 'lib/root.rb', number: '7', method: 'go' },
          ],
        },
      },
    };
    expect(frames(extractStackLocations(JSON.stringify(chain)))).toEqual([
      'ruby lib/root.rb:7 go',
      'ruby lib/outer.rb:5',
    ]);
    const flagged = {
      stacktrace: [{ abs_path: '/app/node_modules/x/index.js', lineno: 1, library_frame: true }],
    };
    expect(frames(extractStackLocations(JSON.stringify(flagged)))).toEqual([
      'node /app/node_modules/x/index.js:1',
    ]);
  });

  it('generic: hostile lines end quickly and yield nothing', () => {
    const line = `${'=a'.repeat(900)}\n`;
    const body = `${line.repeat(400)}${'(x'.repeat(900)}`;
    expect(extractStackLocations(body)).toEqual([]);
  });

  it('cause headings: what a `Caused by` or `Previous` heading opens is one cause deeper, and comes first', () => {
    const page = [
      'Unable to compute totals',
      'Caused by TypeError',
      'File: /var/www/app/Totals.php:57',
      '/var/www/app/Presenter.php:44',
      'Caused by',
      'File: /var/www/app/Rates.php:38',
      '/var/www/app/Totals.php:49',
    ].join('\n');
    expect(frames(extractStackLocations(page))).toEqual([
      'php /var/www/app/Rates.php:38',
      'php /var/www/app/Totals.php:49',
      'php /var/www/app/Totals.php:57',
      'php /var/www/app/Presenter.php:44',
    ]);
    const php = [
      '#0 /srv/lib/Controller.php(58): Parser->parse()',
      '#1 /srv/index.php(25): Controller->show()',
      'Previous',
      '#0 /srv/lib/Parser.php(41): DateTimeImmutable->__construct()',
      '#1 /srv/lib/Controller.php(58): Parser->parse()',
    ].join('\n');
    expect(frames(extractStackLocations(php))[0]).toBe(
      'php /srv/lib/Parser.php:41 DateTimeImmutable->__construct',
    );
  });

  it("generic: a log record header's location goes after the trace, unless it is a frame or an error message", () => {
    const log = [
      '2026.11.29 09:14:03:512\tERROR\t/src/http/errors.ts:22\tapi\tUnhandled error',
      'RangeError Invalid time value',
      '\t/src/billing/periods.ts:31',
      '\t/src/http/routes.ts:19',
    ].join('\n');
    expect(frames(extractStackLocations(log))).toEqual([
      'node /src/billing/periods.ts:31',
      'node /src/http/routes.ts:19',
      'node /src/http/errors.ts:22',
    ]);
    const message = [
      '2026/11/29 10:00:00 [error] 7#7: runtime error: /app/lua/cart.lua:58: attempt to index nil',
      '\t/app/lua/api.lua:21: in function <x>',
    ].join('\n');
    expect(frames(extractStackLocations(message))[0]).toBe('other /app/lua/cart.lua:58');
  });

  it('generic: `in line N`, `on line N` and a quoted file `at line N` are locations', () => {
    const text = [
      'UnexpectedValueException thrown in file /srv/ext/Classes/Allocator.php in line 64.',
      "Panic occurred in file 'src/tariff/table.rs' at line 88",
    ].join('\n');
    expect(frames(extractStackLocations(text))).toEqual([
      'php /srv/ext/Classes/Allocator.php:64',
      'rust src/tariff/table.rs:88',
    ]);
  });

  it('PHP: the place a message says the error was thrown comes before a JSON trace', () => {
    const body = JSON.stringify({
      error: '[DivisionByZeroError] Division by zero as /app/src/Ledger.php:54',
      stacktrace: [{ function: 'Ledger->valueOf()', at: { file: '/app/src/Redeem.php', line: 31 } }],
    });
    expect(frames(extractStackLocations(body)).slice(0, 2)).toEqual([
      'php /app/src/Ledger.php:54',
      'php /app/src/Redeem.php:31',
    ]);
  });

  it("Rust: an inlined frame takes its own symbol, not the frame's it was inlined into", () => {
    const trace = [
      '   5: 0x5623f1a3b1d2 - core::option::Option<T>::expect',
      '                at /rustc/90b3/library/core/src/option.rs:933',
      '                 - shop::tariff::table::rate_for',
      '                at /build/src/tariff/table.rs:88',
    ].join('\n');
    expect(frames(extractStackLocations(trace))).toEqual([
      'rust /build/src/tariff/table.rs:88 shop::tariff::table::rate_for',
    ]);
  });

  it('Python form: a traceback that says it lists the most recent call first keeps its order', () => {
    const trace = [
      'Backtrace (most recent call first):',
      '  File "/app/src/import.rs", line 73, in parse_row',
      '  File "/app/src/http.rs", line 58, in upload',
    ].join('\n');
    expect(frames(extractStackLocations(trace)).map((frame) => frame.split(' ')[1])).toEqual([
      '/app/src/import.rs:73',
      '/app/src/http.rs:58',
    ]);
  });

  it('Go: numbered error levels each go one error deeper', () => {
    const stack = [
      '1. create order',
      '\t1). shop/order.Create',
      '\t\t/app/order/order.go:58',
      '2. reserve stock',
      '\t1). shop/stock.Reserve',
      '\t\t/app/stock/stock.go:41',
      '\t2). shop/order.Create',
      '\t\t/app/order/order.go:52',
      '3. strconv.ParseInt: invalid syntax',
    ].join('\n');
    expect(frames(extractStackLocations(stack)).map((frame) => frame.split(' ')[1])).toEqual([
      '/app/stock/stock.go:41',
      '/app/order/order.go:52',
      '/app/order/order.go:58',
    ]);
  });

  it("generic: Nim's async traceback is read outermost first, Nimble's packages are dependencies", () => {
    const trace = [
      'Async traceback:',
      '  /app/src/app.nim(44)                            app',
      '  /root/.nimble/pkgs2/prologue-0.6.6/prologue/core/application.nim(628)    run',
      '  /app/src/views/orders.nim(18)                   parseLine',
      'Exception message: invalid integer',
    ].join('\n');
    expect(frames(extractStackLocations(trace))).toEqual([
      'other /app/src/views/orders.nim:18',
      'other /app/src/app.nim:44',
    ]);
  });

  it('reads form-encoded bodies by their decoded values, and JSON documents inside JSON strings', () => {
    const form = [
      'server=app-03',
      `exception[backtrace][]=${encodeURIComponent("/srv/shop/app/services/redeemer.rb:37:in `redeem!'")}`,
      `exception[backtrace][]=${encodeURIComponent("/srv/shop/app/controllers/cards.rb:12:in `create'")}`,
    ].join('&');
    expect(frames(extractStackLocations(form))).toEqual([
      'ruby /srv/shop/app/services/redeemer.rb:37 redeem!',
      'ruby /srv/shop/app/controllers/cards.rb:12 create',
    ]);
    const segment = JSON.stringify({
      exception: { stacktrace: [{ file: '/app/pricing/discounts.py', line: 34 }] },
    });
    expect(frames(extractStackLocations(JSON.stringify({ Segments: [{ Document: segment }] })))).toEqual([
      'python /app/pricing/discounts.py:34',
    ]);
    expect(extractStackLocations('a=%E0%A4%A&b=%zz')).toEqual([]);
  });

  it("generic: Kohana's `path [ N ]` is a location, its `APPPATH/` shorthand kept for the checkout to place", () => {
    const text = 'ErrorException [ 8 ]: Undefined offset: 2 ~ APPPATH/classes/Helper/Slug.php [ 19 ]';
    expect(frames(extractStackLocations(text))).toEqual(['php APPPATH/classes/Helper/Slug.php:19']);
    // A bracketed word or a version is not a line.
    expect(extractStackLocations('loaded app.js [warn] and main.py [v2]')).toEqual([]);
  });

  it('generic: a file and its line given as labelled lines, in markup too, are a location', () => {
    const page = [
      '<p>Filename: /var/www/html/application/libraries/Rates.php</p>',
      '<p>Line Number: 47</p>',
      'File: /var/www/html/application/models/Invoice_model.php<br />',
      'Line: 88<br />',
    ].join('\n');
    expect(frames(extractStackLocations(page))).toEqual([
      'php /var/www/html/application/libraries/Rates.php:47',
      'php /var/www/html/application/models/Invoice_model.php:88',
    ]);
    // A line number far below its file, or a file with no line, is no location.
    expect(extractStackLocations('File: /srv/app/x.php\na\nb\nc\nd\nLine: 3')).toEqual([]);
  });

  it("PHP: a trace's first frame after a log prefix is read, and Hyperf's `message[N] in file` names the throw", () => {
    const log = [
      '[ERROR] Division by zero[38] in /opt/www/app/Service/Commission.php',
      '[ERROR] #0 /opt/www/app/Service/Commission.php(38): intdiv(4500, 0)',
      '#1 /opt/www/app/Service/Payout.php(61): App\\Service\\Commission->rateFor()',
    ].join('\n');
    expect(frames(extractStackLocations(log))).toEqual([
      'php /opt/www/app/Service/Commission.php:38',
      'php /opt/www/app/Service/Payout.php:61 App\\Service\\Commission->rateFor',
    ]);
    const traceOnly = [
      '2026-11-27 09:41:12 --- DEBUG: #0 /srv/app/classes/Cart.php(57): Kohana_Core::error_handler(8)',
      '#1 /srv/app/classes/Api.php(33): Cart->totals()',
    ].join('\n');
    expect(frames(extractStackLocations(traceOnly)).map((frame) => frame.split(' ')[1])).toEqual([
      '/srv/app/classes/Cart.php:57',
      '/srv/app/classes/Api.php:33',
    ]);
  });

  it('JVM: throwables printed apart, outermost first, put the one thrown deeper in a shared call first', () => {
    const outermostFirst = [
      'com.shop.RateException: could not read rates',
      '    com.shop.RateService.load(RateService.java:48)',
      '    com.shop.QuoteAction.execute(QuoteAction.java:37)',
      'java.lang.NumberFormatException: For input string: "N/A"',
      '    java.lang.Double.parseDouble(Double.java:792)',
      '    com.shop.RateParser.parse(RateParser.java:63)',
      '    com.shop.RateService.load(RateService.java:45)',
      '    com.shop.QuoteAction.execute(QuoteAction.java:37)',
    ].join('\n');
    expect(frames(extractStackLocations(outermostFirst)).map((frame) => frame.split(' ')[1])).toEqual([
      'com/shop/RateParser.java:63',
      'com/shop/RateService.java:45',
      'com/shop/QuoteAction.java:37',
      'com/shop/RateService.java:48',
    ]);
    // Two throwables that share no call of the API's keep their order.
    const unrelated = [
      'java.lang.IllegalStateException: first',
      '\tat com.shop.Orders.place(Orders.java:12)',
      '\tat java.lang.Thread.run(Thread.java:1583)',
      'java.lang.IllegalArgumentException: second',
      '\tat com.shop.Refunds.issue(Refunds.java:30)',
      '\tat com.shop.Refunds.run(Refunds.java:9)',
      '\tat java.lang.Thread.run(Thread.java:1583)',
    ].join('\n');
    expect(frames(extractStackLocations(unrelated)).map((frame) => frame.split(' ')[1])).toEqual([
      'com/shop/Orders.java:12',
      'com/shop/Refunds.java:30',
      'com/shop/Refunds.java:9',
    ]);
  });

  it("JVM: clj-commons/pretty's column frames, Clojure namespaces as folders, clojure.* as dependencies", () => {
    const trace = [
      '\u001b[1;31mjava.lang.ArithmeticException\u001b[m: Divide by zero',
      '         \u001b[1;31mclojure.lang.Numbers.divide\u001b[m          Numbers.java:  190',
      '   \u001b[1;31mharbor.billing-core.usage/per-seat-cost\u001b[m             usage.clj:   27',
      '          \u001b[1;31mclojure.core/map/fn\u001b[m              core.clj: 2772',
      '            \u001b[1;31mharbor.api.invoices/show\u001b[m          invoices.clj:   19',
    ].join('\n');
    expect(frames(extractStackLocations(trace))).toEqual([
      'java harbor/billing_core/usage.clj:27 harbor.billing-core.usage/per-seat-cost',
      'java harbor/api/invoices.clj:19 harbor.api.invoices/show',
    ]);
  });

  it("Rust: an error type's function that took the backtrace comes after the frame that called it", () => {
    const backtrace = (constructor: string): string =>
      [
        '   3: backtrace::capture::Backtrace::new',
        '             at /usr/local/cargo/registry/src/index.crates.io-1/backtrace-0.3.74/src/capture.rs:259:22',
        `   4: ${constructor}`,
        '             at /usr/src/quota/src/error.rs:31:24',
        '   5: quota::store::QuotaStore::current',
        '             at /usr/src/quota/src/store.rs:58:17',
      ].join('\n');
    for (const constructor of [
      'quota::error::AppError::internal',
      '<quota::error::StoreError as core::convert::From<sqlx::Error>>::from',
    ])
      expect(
        frames(extractStackLocations(backtrace(constructor))).map((frame) => frame.split(' ')[1]),
      ).toEqual(['/usr/src/quota/src/store.rs:58', '/usr/src/quota/src/error.rs:31']);
    // A function of the API's that is not an error type's keeps its place: it is where the failure is.
    expect(
      frames(extractStackLocations(backtrace('quota::audit::record_failure'))).map(
        (frame) => frame.split(' ')[1],
      ),
    ).toEqual(['/usr/src/quota/src/error.rs:31', '/usr/src/quota/src/store.rs:58']);
  });
});
