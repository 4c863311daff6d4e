import { renderTriage } from '../../../src/investigate/triage/render.js';
import type { Finding } from '../../../src/investigate/triage/types.js';

const contract: Finding = {
  flow: '.falcon/flows/contract_products.yaml',
  flowName: 'Products contract',
  type: 'contract',
  step: 'get product',
  line: 16,
  kind: 'contract',
  summary: 'GET /products/42: the response breaks the contract: $.price must be number (got "12.50")',
  details: ['schema: expected matches the spec, got 1 violation'],
  locations: [],
};

const status: Finding = {
  flow: '.falcon/flows/contract_products.yaml',
  flowName: 'Products contract',
  type: 'contract',
  step: 'list products',
  line: 22,
  kind: 'status',
  summary: 'GET /products answered 500 Internal Server Error, expected 200',
  details: [],
  error: { message: "Cannot read properties of undefined (reading 'amount')", type: 'TypeError' },
  locations: [
    {
      file: 'src/routes/products.js',
      line: 42,
      function: 'getProduct',
      language: 'node',
      changed: true,
      inDiff: true,
    },
    { file: 'src/db.js', line: 9, language: 'node', changed: true },
    {
      file: '/srv/shop/src/pricing.js',
      line: 27,
      function: 'applyDiscount',
      language: 'node',
      changed: false,
      inDiff: false,
    },
  ],
};

const unreachable: Finding = {
  flow: '.falcon/flows/smoke_health.yaml',
  flowName: 'Health',
  type: 'smoke',
  step: 'ping',
  line: 5,
  kind: 'unreachable',
  summary: 'GET /health could not reach the API: connect ECONNREFUSED 127.0.0.1:8080',
  details: [],
  locations: [],
};

describe('renderTriage', () => {
  it('renders nothing for no findings', () => {
    expect(renderTriage([])).toBe('');
  });

  it('groups findings by flow with kind, summary, error context and code locations', () => {
    expect(renderTriage([contract, unreachable, status])).toBe(
      [
        '## Triage',
        '',
        '3 failures in 2 flows: 1 × unreachable, 1 × wrong status, 1 × contract violation.',
        '',
        '### Products contract (contract, `.falcon/flows/contract_products.yaml`)',
        '',
        '- **Contract violation** · get product (`.falcon/flows/contract_products.yaml:16`): GET /products/42: the response breaks the contract: $.price must be number (got "12.50")',
        '- **Wrong status** · list products (`.falcon/flows/contract_products.yaml:22`): GET /products answered 500 Internal Server Error, expected 200',
        "  - API error: `TypeError` Cannot read properties of undefined (reading 'amount')",
        '  - Code: `src/routes/products.js:42` in `getProduct` (node) — **changed in this PR, in the diff**',
        '  - Code: `src/db.js:9` (node) — **changed in this PR**',
        '  - Code: `/srv/shop/src/pricing.js:27` in `applyDiscount` (node)',
        '',
        '### Health (smoke, `.falcon/flows/smoke_health.yaml`)',
        '',
        '- **Unreachable** · ping (`.falcon/flows/smoke_health.yaml:5`): GET /health could not reach the API: connect ECONNREFUSED 127.0.0.1:8080',
        '',
      ].join('\n'),
    );
  });

  it('is deterministic', () => {
    expect(renderTriage([status, contract])).toBe(renderTriage([status, contract]));
  });

  it('lists fields and cuts long lists of frames', () => {
    const finding: Finding = {
      ...status,
      error: {
        message: 'validation failed for price, name',
        fields: { price: 'must be a number', name: ['is required'] },
      },
      locations: Array.from({ length: 8 }, (_, index) => ({
        file: `app/f${index}.py`,
        line: index + 1,
        language: 'python' as const,
      })),
    };
    const text = renderTriage([finding]);
    expect(text).toContain(
      '  - API error: validation failed for price, name\n  - Fields: `price` must be a number; `name` is required\n',
    );
    expect(text).toContain('  - Code: `app/f4.py:5` (python)\n  - … and 3 more frames\n');
    expect(text).not.toContain('app/f5.py');
  });

  it('makes text from the API inert: no HTML, no Markdown, no mentions, no broken code spans', () => {
    const hostile: Finding = {
      ...unreachable,
      step: 'step\n## injected heading',
      summary: 'GET /x answered <img src=x onerror=alert(1)> [click](https://evil.example) @octocat **bold**',
      error: { message: '<script>alert(1)</script>\n# heading', type: 'Weird`Type' },
      locations: [{ file: 'src/``odd``.js', line: 1, function: '`f`', language: 'node' }],
    };
    const text = renderTriage([hostile]);
    expect(text).not.toMatch(/<img|<script/);
    expect(text).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(text).toContain('\\[click\\](https://evil.example)');
    expect(text).toContain('@\u200boctocat');
    expect(text).toContain('\\*\\*bold\\*\\*');
    expect(text).toContain('``Weird`Type``');
    expect(text).toContain('```src/``odd``.js:1``` in `` `f` ``');
    // Line breaks in API text would end the list item and start a heading.
    expect(text.split('\n').filter((line) => line.startsWith('#'))).toEqual([
      '## Triage',
      '### Health (smoke, `.falcon/flows/smoke_health.yaml`)',
    ]);
  });
});

describe('renderTriage with a path two files fit', () => {
  it('names both copies', () => {
    const finding: Finding = {
      ...status,
      locations: [
        {
          file: 'services/api/src/store.js',
          candidates: ['services/api/src/store.js', 'services/web/src/store.js'],
          line: 3,
          language: 'node',
          mapped: true,
        },
      ],
    };
    expect(renderTriage([finding])).toContain(
      '  - Code: `services/api/src/store.js:3` or `services/web/src/store.js:3` (node)\n',
    );
  });
});
