import { extractStackLocations } from '../../../src/investigate/triage/stack-traces.js';
import type { CodeLocation } from '../../../src/investigate/triage/types.js';
import { fixture } from '../../__fixtures__/triage/read-fixture.js';

/** `file:line function` per location: compact enough to compare whole traces at once. */
function frames(locations: CodeLocation[]): string[] {
  return locations.map(
    (location) =>
      `${location.language} ${location.file}:${location.line}${location.function ? ` ${location.function}` : ''}`,
  );
}

describe('extractStackLocations', () => {
  describe('Python', () => {
    it('reads a Flask traceback innermost first and drops site-packages frames', () => {
      expect(frames(extractStackLocations(fixture('python-flask.txt')))).toEqual([
        'python /srv/shop/app/serializers.py:17 serialize',
        'python /srv/shop/app/routes.py:42 get_product',
      ]);
    });

    it('reads Windows paths and chained tracebacks, one traceback after the other', () => {
      expect(frames(extractStackLocations(fixture('python-windows-chained.txt')))).toEqual([
        // First traceback (the cause), innermost first; the <genexpr> frame shares its line.
        'python C:/Users/ada/shop/orders/pricing.py:12 <genexpr>',
        'python C:/Users/ada/shop/orders/views.py:58 create_order',
        // Second traceback; Django's frames under Lib\site-packages are dropped.
        'python C:/Users/ada/shop/orders/views.py:61 create_order',
      ]);
    });

    it('reads the Werkzeug debugger page, whose frames are split over markup lines', () => {
      expect(frames(extractStackLocations(fixture('werkzeug-debugger.html')))).toEqual([
        'python /srv/shop/app/routes.py:42 get_product',
      ]);
    });

    it('keeps dependency frames when the trace has nothing else', () => {
      const trace = [
        'Traceback (most recent call last):',
        '  File "/usr/lib/python3.12/socketserver.py", line 697, in process_request_thread',
        '  File "<frozen importlib._bootstrap>", line 1387, in _gcd_import',
        '  File "/usr/local/lib/python3.12/site-packages/gunicorn/workers/sync.py", line 135, in handle',
        'OSError: [Errno 24] Too many open files',
      ].join('\n');
      expect(frames(extractStackLocations(trace))).toEqual([
        'python /usr/local/lib/python3.12/site-packages/gunicorn/workers/sync.py:135 handle',
        'python <frozen importlib._bootstrap>:1387 _gcd_import',
        'python /usr/lib/python3.12/socketserver.py:697 process_request_thread',
      ]);
    });

    it('reads a traceback list from a FastAPI debug JSON body', () => {
      const body = JSON.stringify({
        detail: 'Internal Server Error',
        traceback: [
          'Traceback (most recent call last):\n',
          '  File "/app/.venv/lib/python3.11/site-packages/starlette/routing.py", line 74, in app\n    response = await func(request)\n',
          '  File "/app/api/orders.py", line 88, in create_order\n    order.total = quote(cart)\n',
          '  File "/app/api/pricing.py", line 9, in quote\n    return cart.subtotal / cart.items\n',
          "TypeError: unsupported operand type(s) for /: 'Decimal' and 'list'\n",
        ],
      });
      expect(frames(extractStackLocations(body))).toEqual([
        'python /app/api/pricing.py:9 quote',
        'python /app/api/orders.py:88 create_order',
      ]);
    });
  });

  describe('Node', () => {
    it('reads the Express error page and drops node_modules and node: frames', () => {
      expect(frames(extractStackLocations(fixture('express-error.html')))).toEqual([
        'node /srv/shop/src/pricing.js:27 applyDiscount',
        'node /srv/shop/src/routes/products.js:42 getProduct',
      ]);
    });

    it('reads frames without a function, file:// URLs, async and Windows paths from an escaped JSON stack', () => {
      const body = JSON.stringify({
        error: {
          message: "Cannot read properties of null (reading 'id')",
          type: 'TypeError',
          stack: [
            "TypeError: Cannot read properties of null (reading 'id')",
            '    at toDto (file:///C:/Users/ada/shop/src/dto.mjs:8:20)',
            '    at async getOrder (C:\\Users\\ada\\shop\\src\\orders.mjs:31:10)',
            '    at C:\\Users\\ada\\shop\\src\\server.mjs:12:5',
            '    at async file:///C:/Users/ada/shop/node_modules/fastify/lib/wrapHooks.js:10:3',
            '    at file:///srv/app/src/space%20dir/util.mjs:3:7',
          ].join('\n'),
        },
      });
      expect(frames(extractStackLocations(body))).toEqual([
        'node C:/Users/ada/shop/src/dto.mjs:8 toDto',
        'node C:/Users/ada/shop/src/orders.mjs:31 getOrder',
        'node C:/Users/ada/shop/src/server.mjs:12',
        'node /srv/app/src/space dir/util.mjs:3',
      ]);
    });

    it('reads `new`, `[as …]` and <anonymous> names and skips eval and native frames', () => {
      const trace = [
        'Error: boom',
        '    at new Product (/srv/app/src/models/product.js:10:11)',
        '    at Object.<anonymous> (/srv/app/src/index.js:3:1)',
        '    at Router.handle [as get] (/srv/app/src/router.js:77:9)',
        '    at eval (eval at compile (/srv/app/src/template.js:5:3), <anonymous>:1:1)',
        '    at Array.map (<anonymous>)',
        '    at async Promise.all (index 0)',
      ].join('\n');
      expect(frames(extractStackLocations(trace))).toEqual([
        'node /srv/app/src/models/product.js:10 new Product',
        'node /srv/app/src/index.js:3 Object.<anonymous>',
        'node /srv/app/src/router.js:77 Router.handle',
      ]);
    });
  });

  describe('Go', () => {
    it('reads a panic, pairing each file line with the function above it', () => {
      expect(frames(extractStackLocations(fixture('go-panic.txt')))).toEqual([
        'go /home/runner/work/shop/shop/internal/catalog/store.go:88 github.com/acme/shop/internal/catalog.(*Store).Price',
        'go /home/runner/work/shop/shop/internal/handlers/product.go:42 github.com/acme/shop/internal/handlers.(*ProductHandler).Get',
      ]);
    });

    it('reads a recovered panic from debug.Stack(), without runtime frames, the recovering middleware last', () => {
      expect(frames(extractStackLocations(fixture('go-recovered.txt')))).toEqual([
        'go /app/handlers/product.go:42 main.getProduct',
        'go /app/main.go:31 main.main.func1',
        'go /app/middleware.go:19 main.recoverer.func1.1',
      ]);
    });

    it('reads the goroutine dump inside a JSON string', () => {
      const body = JSON.stringify({ error: 'internal', stack: fixture('go-recovered.txt') });
      expect(extractStackLocations(body).map((location) => location.file)).toEqual([
        '/app/handlers/product.go',
        '/app/main.go',
        '/app/middleware.go',
      ]);
    });
  });

  describe('Java', () => {
    it('reads the escaped `trace` of a Spring Boot error body as package paths', () => {
      expect(frames(extractStackLocations(fixture('spring-trace.json')))).toEqual([
        'java com/shop/catalog/PriceService.java:31 com.shop.catalog.PriceService.finalPrice',
        'java com/shop/catalog/ProductController.java:42 com.shop.catalog.ProductController.get',
      ]);
    });

    it('reads module prefixes, Kotlin files, `Caused by` sections (the root cause first) and lambdas; skips frames without a line', () => {
      expect(frames(extractStackLocations(fixture('java-caused-by.txt')))).toEqual([
        'java com/shop/orders/OrderService.java:54 com.shop.orders.OrderService.lambda$place$0',
        'java com/shop/orders/OrderService.java:57 com.shop.orders.OrderService.place',
        'java com/shop/orders/OrderController.kt:23 com.shop.orders.OrderController.create',
      ]);
    });

    it('reads a trace whose JSON was cut off mid-string', () => {
      const whole = fixture('spring-trace.json');
      const cut = whole.slice(
        0,
        whole.indexOf('ProductController.java:42)') + 'ProductController.java:42)'.length + 5,
      );
      expect(() => JSON.parse(cut) as unknown).toThrow();
      expect(extractStackLocations(cut).map((location) => `${location.file}:${location.line}`)).toEqual([
        'com/shop/catalog/PriceService.java:31',
        'com/shop/catalog/ProductController.java:42',
      ]);
    });
  });

  describe('Ruby', () => {
    it('reads the Rails debug JSON (application frames; framework lines name gems, not files)', () => {
      expect(frames(extractStackLocations(fixture('rails-debug.json')))).toEqual([
        'ruby app/models/product.rb:18 discounted_price',
        'ruby app/controllers/products_controller.rb:9 show',
      ]);
    });

    it("reads a Ruby 3.4 backtrace ('Class#method' quoting, `from` lines) without gem and stdlib frames", () => {
      expect(frames(extractStackLocations(fixture('ruby-backtrace.txt')))).toEqual([
        'ruby app/services/checkout.rb:33 Checkout#total',
        'ruby app/controllers/orders_controller.rb:12 OrdersController#create',
      ]);
    });
  });

  it('deduplicates repeated frames and keeps the order of the first sighting', () => {
    const trace = [
      'at handler (/srv/app/a.js:1:1)',
      'at handler (/srv/app/a.js:1:1)',
      'at other (/srv/app/b.js:2:2)',
      'at handler (/srv/app/a.js:1:9)',
    ].join('\n');
    expect(frames(extractStackLocations(trace))).toEqual([
      'node /srv/app/a.js:1 handler',
      'node /srv/app/b.js:2 other',
    ]);
  });

  it('finds nothing in bodies without traces, and never throws on garbage', () => {
    expect(extractStackLocations('')).toEqual([]);
    expect(extractStackLocations('{"id": 42, "name": "Widget", "at": "12:30"}')).toEqual([]);
    expect(extractStackLocations('<html><body><h1>502 Bad Gateway</h1></body></html>')).toEqual([]);
    expect(extractStackLocations('{"trace": "\\u00zz broken')).toEqual([]);
    const garbage = Array.from({ length: 5000 }, (_, index) =>
      String.fromCharCode((index * 7919) % 65536),
    ).join('');
    expect(() => extractStackLocations(garbage)).not.toThrow();
    expect(extractStackLocations(123 as unknown as string)).toEqual([]);
  });

  it('stays fast on long hostile input', () => {
    const hostile = `${'at '.repeat(50_000)}(${':1'.repeat(50_000)}\n${'File "'.repeat(20_000)}`;
    const started = performance.now();
    extractStackLocations(hostile);
    expect(performance.now() - started).toBeLessThan(2000);
  });
});
