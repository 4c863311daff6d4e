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
});
