import { extractErrorContext, readErrorContext } from '../../../src/investigate/triage/error-context.js';
import { fixture } from '../../__fixtures__/triage/read-fixture.js';

const json = (value: unknown): string => JSON.stringify(value);

describe('extractErrorContext', () => {
  describe('JSON bodies', () => {
    it('reads RFC 7807 problem details with their invalid params', () => {
      const body = json({
        type: 'https://shop.example/problems/out-of-stock',
        title: 'Out of stock',
        status: 409,
        detail: 'Only 2 units of SKU-42 are left, 5 were requested.',
        instance: '/orders/1234',
        'invalid-params': [{ name: 'quantity', reason: 'must not exceed 2' }],
      });
      expect(extractErrorContext(body)).toEqual({
        message: 'Only 2 units of SKU-42 are left, 5 were requested.',
        type: 'https://shop.example/problems/out-of-stock',
        fields: { quantity: 'must not exceed 2' },
      });
    });

    it('names an about:blank problem by its title, and reads its `errors`', () => {
      const body = json({
        type: 'about:blank',
        title: 'Bad Request',
        status: 400,
        errors: [
          { pointer: '#/price', detail: 'must be a number' },
          { pointer: '#/name', detail: 'must not be blank' },
        ],
      });
      expect(extractErrorContext(body)).toEqual({
        message: 'Bad Request',
        type: 'Bad Request',
        fields: { '#/price': 'must be a number', '#/name': 'must not be blank' },
      });
    });

    it('reads `{error: "…"}` and the OAuth `{error, error_description}`', () => {
      expect(extractErrorContext(json({ error: 'product 42 not found' }))).toEqual({
        message: 'product 42 not found',
      });
      expect(
        extractErrorContext(json({ error: 'invalid_token', error_description: 'The access token expired' })),
      ).toEqual({ message: 'The access token expired', type: 'invalid_token' });
    });

    it('reads `{error: {message, type, code, param}}`', () => {
      const body = json({
        error: {
          message: "Invalid value for 'currency': must be a 3-letter ISO code.",
          type: 'invalid_request_error',
          code: 'parameter_invalid',
          param: 'currency',
        },
      });
      expect(extractErrorContext(body)).toEqual({
        message: "Invalid value for 'currency': must be a 3-letter ISO code.",
        type: 'invalid_request_error',
        fields: { currency: "Invalid value for 'currency': must be a 3-letter ISO code." },
      });
    });

    it('reads the Google-style `{error: {code, message, status, details}}`', () => {
      const body = json({
        error: {
          code: 400,
          message: 'Request contains an invalid argument.',
          status: 'INVALID_ARGUMENT',
          details: [{ field: 'page_size', description: 'must be at most 100' }],
        },
      });
      expect(extractErrorContext(body)).toEqual({
        message: 'Request contains an invalid argument.',
        type: '400',
        fields: { page_size: 'must be at most 100' },
      });
    });

    it('reads `{message, code}` with a string or numeric code', () => {
      expect(
        extractErrorContext(json({ message: 'Coupon SUMMER24 has expired', code: 'coupon_expired' })),
      ).toEqual({
        message: 'Coupon SUMMER24 has expired',
        type: 'coupon_expired',
      });
      expect(extractErrorContext(json({ message: 'Rate limit exceeded', code: 4290 }))).toEqual({
        message: 'Rate limit exceeded',
        type: '4290',
      });
    });

    it('reads `{errors: [{field, message}]}`, field-less items and GraphQL errors', () => {
      expect(
        extractErrorContext(
          json({
            errors: [
              { field: 'email', message: 'is not a valid address' },
              { field: 'email', message: 'is already taken' },
              { field: 'age', message: 'must be at least 18' },
            ],
          }),
        ),
      ).toEqual({
        message: 'validation failed for email, age',
        fields: { email: 'is not a valid address; is already taken', age: 'must be at least 18' },
      });
      expect(
        extractErrorContext(
          json({
            data: null,
            errors: [
              {
                message: 'Cannot return null for non-nullable field Product.price.',
                path: ['product', 'price'],
                extensions: { code: 'INTERNAL_SERVER_ERROR' },
              },
              { message: 'Not authorised', extensions: { code: 'FORBIDDEN' } },
            ],
          }),
        ),
      ).toEqual({
        message: 'Not authorised',
        type: 'INTERNAL_SERVER_ERROR, FORBIDDEN',
        fields: { 'product.price': 'Cannot return null for non-nullable field Product.price.' },
      });
    });

    it('reads JSON:API errors by their source pointer', () => {
      const body = json({
        errors: [
          {
            status: '422',
            title: 'Invalid Attribute',
            detail: 'must contain at least three characters',
            source: { pointer: '/data/attributes/firstName' },
          },
        ],
      });
      expect(extractErrorContext(body)).toEqual({
        message: 'validation failed for /data/attributes/firstName',
        fields: { '/data/attributes/firstName': 'must contain at least three characters' },
      });
    });

    it('reads Spring Boot errors: the message, and the exception class from `exception` or the trace', () => {
      expect(extractErrorContext(fixture('spring-trace.json'))).toEqual({
        message:
          'Cannot invoke "java.math.BigDecimal.multiply(java.math.BigDecimal)" because "discount" is null',
        type: 'java.lang.NullPointerException',
      });
      expect(
        extractErrorContext(
          json({
            timestamp: '2024-05-14T09:12:44.123+00:00',
            status: 404,
            error: 'Not Found',
            exception: 'com.shop.catalog.ProductNotFoundException',
            message: 'Product 42 not found',
            path: '/products/42',
          }),
        ),
      ).toEqual({ message: 'Product 42 not found', type: 'com.shop.catalog.ProductNotFoundException' });
    });

    it('falls back to the trace and the reason phrase when Spring hides the message', () => {
      expect(
        extractErrorContext(
          json({
            timestamp: '2024-05-14T09:12:44Z',
            status: 500,
            error: 'Internal Server Error',
            message: 'No message available',
            path: '/x',
          }),
        ),
      ).toEqual({ message: 'Internal Server Error' });
      expect(
        extractErrorContext(
          json({
            status: 500,
            error: 'Internal Server Error',
            message: '',
            trace: 'java.lang.IllegalStateException: cart is empty\n\tat com.shop.Cart.total(Cart.java:12)',
          }),
        ),
      ).toEqual({ message: 'cart is empty', type: 'java.lang.IllegalStateException' });
    });

    it('reads Spring validation errors (`errors: [{field, defaultMessage}]`)', () => {
      const body = json({
        timestamp: '2024-05-14T09:12:44Z',
        status: 400,
        error: 'Bad Request',
        message: "Validation failed for object='productDto'. Error count: 1",
        errors: [
          {
            codes: ['Positive.productDto.price'],
            defaultMessage: 'must be greater than 0',
            objectName: 'productDto',
            field: 'price',
            rejectedValue: -3,
            code: 'Positive',
          },
        ],
        path: '/products',
      });
      expect(extractErrorContext(body)).toEqual({
        message: "Validation failed for object='productDto'. Error count: 1",
        type: 'Bad Request',
        fields: { price: 'must be greater than 0' },
      });
    });

    it('reads Django REST framework `{detail}` and field maps, nested and with non_field_errors', () => {
      expect(extractErrorContext(json({ detail: 'Authentication credentials were not provided.' }))).toEqual({
        message: 'Authentication credentials were not provided.',
      });
      expect(
        extractErrorContext(
          json({
            price: ['A valid number is required.'],
            name: ['This field may not be blank.', 'Ensure this field has no more than 80 characters.'],
            items: [{}, { quantity: ['Ensure this value is greater than or equal to 1.'] }],
          }),
        ),
      ).toEqual({
        message: 'validation failed for price, name, items[1].quantity',
        fields: {
          price: 'A valid number is required.',
          name: 'This field may not be blank.; Ensure this field has no more than 80 characters.',
          'items[1].quantity': 'Ensure this value is greater than or equal to 1.',
        },
      });
      expect(
        extractErrorContext(
          json({ non_field_errors: ['The fields sku, warehouse must make a unique set.'] }),
        ),
      ).toEqual({ message: 'The fields sku, warehouse must make a unique set.' });
    });

    it('reads Rails `{errors: {field: [..]}}` and the Rails debug body', () => {
      expect(
        extractErrorContext(
          json({ errors: { name: ["can't be blank"], price: ['must be greater than 0'] } }),
        ),
      ).toEqual({
        message: 'validation failed for name, price',
        fields: { name: "can't be blank", price: 'must be greater than 0' },
      });
      expect(extractErrorContext(fixture('rails-debug.json'))).toEqual({
        message: "undefined method `*' for nil",
        type: 'NoMethodError',
      });
    });

    it('reads FastAPI `{detail: [{loc, msg, type}]}`', () => {
      const body = json({
        detail: [
          {
            type: 'float_parsing',
            loc: ['body', 'price'],
            msg: 'Input should be a valid number, unable to parse string as a number',
            input: 'twelve',
          },
          { type: 'missing', loc: ['body', 'items', 0, 'sku'], msg: 'Field required', input: {} },
        ],
      });
      expect(extractErrorContext(body)).toEqual({
        message: 'validation failed for body.price, body.items[0].sku',
        type: 'float_parsing, missing',
        fields: {
          'body.price': 'Input should be a valid number, unable to parse string as a number',
          'body.items[0].sku': 'Field required',
        },
      });
    });

    it('reads a serialised JavaScript error by its name or stack', () => {
      expect(
        extractErrorContext(json({ name: 'SequelizeUniqueConstraintError', message: 'Validation error' })),
      ).toEqual({
        message: 'Validation error',
        type: 'SequelizeUniqueConstraintError',
      });
      expect(
        extractErrorContext(
          json({
            message: 'x is not a function',
            stack: 'TypeError: x is not a function\n    at a (/srv/a.js:1:1)',
          }),
        ),
      ).toEqual({ message: 'x is not a function', type: 'TypeError' });
    });

    it('reads the leading members of a JSON body cut off mid-trace', () => {
      const body = json({
        status: 500,
        error: 'Internal Server Error',
        message: 'Connection is not available, request timed out after 30000ms.',
        trace: `java.sql.SQLTransientConnectionException: HikariPool-1 - Connection is not available\n${'\tat com.zaxxer.hikari.pool.HikariPool.getConnection(HikariPool.java:181)\n'.repeat(200)}`,
      });
      expect(extractErrorContext(body.slice(0, 400))).toEqual({
        message: 'Connection is not available, request timed out after 30000ms.',
        type: 'java.sql.SQLTransientConnectionException',
      });
    });

    it('reads a JSON string body and an array of messages', () => {
      expect(extractErrorContext('"Service temporarily unavailable"')).toEqual({
        message: 'Service temporarily unavailable',
      });
      expect(extractErrorContext(json(['sku is required', 'quantity must be positive']))).toEqual({
        message: 'sku is required (and 1 more)',
      });
    });

    it('says which bodies declared themselves errors', () => {
      expect(readErrorContext(json({ error: 'boom' }))?.explicit).toBe(true);
      expect(readErrorContext(json({ title: 'Not Found', status: 404 }))?.explicit).toBe(true);
      expect(readErrorContext(json({ message: 'ok' }))?.explicit).toBe(false);
      expect(readErrorContext(json({ tags: ['new', 'sale'] }))?.explicit).toBe(false);
    });
  });

  describe('HTML and text bodies', () => {
    it('reads the Express error page past its bare `Error` title', () => {
      expect(extractErrorContext(fixture('express-error.html'))).toEqual({
        message: "Cannot read properties of undefined (reading 'amount')",
        type: 'TypeError',
      });
      expect(
        extractErrorContext(
          '<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<title>Error</title>\n</head>\n<body>\n<pre>Internal Server Error</pre>\n</body>\n</html>\n',
        ),
      ).toEqual({ message: 'Internal Server Error' });
    });

    it('reads the Werkzeug debugger title', () => {
      expect(extractErrorContext(fixture('werkzeug-debugger.html'))).toEqual({
        message: 'division by zero',
        type: 'ZeroDivisionError',
      });
    });

    it("reads Django's technical 500 page", () => {
      const page = `<!DOCTYPE html><html lang="en"><head><title>KeyError at /products/42/</title></head>
<body><div id="summary"><h1>KeyError at /products/42/</h1><pre class="exception_value">&#x27;discount&#x27;</pre></div></body></html>`;
      expect(extractErrorContext(page)).toEqual({ message: "'discount'", type: 'KeyError' });
    });

    it('reads proxy pages by their title', () => {
      const nginx =
        '<html>\r\n<head><title>502 Bad Gateway</title></head>\r\n<body>\r\n<center><h1>502 Bad Gateway</h1></center>\r\n<hr><center>nginx/1.25.3</center>\r\n</body>\r\n</html>\r\n';
      expect(extractErrorContext(nginx)).toEqual({ message: '502 Bad Gateway' });
    });

    it('reads the exception line of plain-text tracebacks and panics', () => {
      expect(extractErrorContext(fixture('python-flask.txt'))).toEqual({
        message: "'discount'",
        type: 'KeyError',
      });
      expect(extractErrorContext(fixture('go-panic.txt'))).toEqual({
        message: 'runtime error: invalid memory address or nil pointer dereference',
        type: 'panic',
      });
      expect(extractErrorContext(fixture('java-caused-by.txt'))).toEqual({
        message:
          'could not execute statement [ERROR: null value in column "sku" violates not-null constraint]',
        type: 'org.springframework.dao.DataIntegrityViolationException',
      });
      expect(extractErrorContext(fixture('ruby-backtrace.txt'))).toEqual({
        message: "undefined method '*' for nil",
        type: 'NoMethodError',
      });
    });

    it('reads the first meaningful line of plain text', () => {
      expect(
        extractErrorContext(
          '\n\n  upstream connect error or disconnect/reset before headers. reset reason: overflow\n',
        ),
      ).toEqual({
        message: 'upstream connect error or disconnect/reset before headers. reset reason: overflow',
      });
      expect(
        extractErrorContext('TypeError [ERR_INVALID_ARG_TYPE]: The "path" argument must be of type string'),
      ).toEqual({
        message: 'The "path" argument must be of type string',
        type: 'TypeError',
      });
    });
  });

  it('never throws, and finds nothing in garbage', () => {
    const binary = Buffer.from(Array.from({ length: 2048 }, (_, index) => (index * 37) % 256)).toString(
      'utf8',
    );
    expect(extractErrorContext(binary)).toBeUndefined();
    expect(extractErrorContext('')).toBeUndefined();
    expect(extractErrorContext('   \n\t  ')).toBeUndefined();
    expect(extractErrorContext('{}')).toBeUndefined();
    expect(extractErrorContext('[]')).toBeUndefined();
    expect(extractErrorContext('{"id": 1, "price": 12.5}')).toBeUndefined();
    expect(extractErrorContext('{"error": ')).toBeUndefined();
    expect(extractErrorContext('['.repeat(100_000))).toBeUndefined();
    expect(extractErrorContext(null as unknown as string)).toBeUndefined();
    expect(extractErrorContext(json({ error: { message: { nested: true } } }))).toBeUndefined();
  });

  it('clips long messages', () => {
    const context = extractErrorContext(json({ error: 'x'.repeat(5000) }));
    expect(context?.message).toHaveLength(500);
    expect(context?.message?.endsWith('…')).toBe(true);
  });
});
