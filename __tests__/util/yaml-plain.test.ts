/**
 * The plain YAML reader against the reference, the `yaml` library: on every text it reads, the
 * same value and the same place for every path; and it leaves to the reference what it must
 * (anchors, tags, merge keys, mistakes).
 */
import fc from 'fast-check';
import { stringify } from 'yaml';
import { readPlainYaml } from '../../src/util/yaml-plain.js';
import { parseYamlSource, readWithYamlLibrary } from '../../src/util/yaml-source.js';
import type { DocumentPath } from '../../src/util/yaml-source.js';

/** Every path of `value`, and beside each a path that does not exist under it. */
function pathsOf(value: unknown, prefix: DocumentPath = []): DocumentPath[] {
  const paths: DocumentPath[] = [prefix, [...prefix, 'missing'], [...prefix, 99]];
  if (Array.isArray(value)) value.forEach((item, index) => paths.push(...pathsOf(item, [...prefix, index])));
  else if (value !== null && typeof value === 'object')
    for (const key of Object.keys(value))
      paths.push(...pathsOf((value as Record<string, unknown>)[key], [...prefix, key]));
  return paths;
}

/**
 * Fails, naming the first difference, unless the plain reader agrees with the reference on `text`;
 * true when it read the text.
 */
function expectAgreement(text: string): boolean {
  const plain = readPlainYaml(text);
  if (plain === undefined) return false;
  let reference;
  try {
    reference = readWithYamlLibrary('f.yaml', text);
  } catch (error) {
    throw new Error(`read plainly, refused by the reference: ${JSON.stringify(text)}\n${String(error)}`);
  }
  expect({ text, value: plain.value }).toStrictEqual({ text, value: reference.value });
  const lines = text.split('\n');
  const offsetOf = ({ line, column }: { line: number; column: number }): number =>
    lines.slice(0, line - 1).reduce((sum, one) => sum + one.length + 1, 0) + column - 1;
  for (const path of pathsOf(reference.value)) {
    expect({ text, path, at: plain.find(path, false) }).toEqual({
      text,
      path,
      at: offsetOf(reference.locate(path)),
    });
    expect({ text, path, key: plain.find(path, true) }).toEqual({
      text,
      path,
      key: offsetOf(reference.locateKey(path)),
    });
  }
  return true;
}

const FLOW = `name: Orders
steps:
  - id: create   # the first step
    request:
      method: POST
      path: /orders
      headers: { Content-Type: application/json, X-Trace: "abc" }
      body: { sku: 'A-1', quantity: 2, note: "two\\nlines", tags: [a, b, ] }
    expect:
      status: 201
      body:
        - path: $.id
          exists: true
        - { path: $.total, gt: 0.5 }
    capture:
      order_id: $.id
  - id: read
    request: { path: "/orders/{{order_id}}" }
    expect: { status: [200, 304], latency_ms: 500 }
`;

const SCALARS = `plain: text with spaces
empty:
tilde: ~
nulls: [null, Null, NULL, ~, ]
bools: [true, True, TRUE, false, yes, no, on, off, y, n]
ints: [0, -0, +12, 007, 0o17, 0x1F, 0X1F, 0b101, 1_000, 9007199254740993]
floats: [1.5, -.5, 1., 1e3, 1.5E-3, .inf, -.Inf, +.INF, .nan, .NaN, 1e400]
dates: [2001-12-14, 2001-12-14t21:59:43.10-05:00]
quoted: ["12", '12', "a\\tb\\u00e9\\x41", 'it''s', "multi
  line"]
folded: >
  one
  two

  three
literal: |-
  keep
    indented
keep: |+
  trailing

strip: >-
    indented more
url: http://example.com:8080/a#frag
colon: a:b
hash: a#b
dash: -not a list
question: ?x
percent: 100%
unicode: "é ✓ 𝄞"
multiline plain: first
  second
  third
"quoted key": 1
'single key': 2
200: number key
1.50: float key
true: bool key
__proto__: { polluted: true }
`;

const SPEC = `openapi: 3.1.0
info: { title: Shop, version: "1.0" }
paths:
  /items/{id}:
    get:
      operationId: getItem
      parameters:
        - { name: id, in: path, required: true, schema: { type: integer } }
      responses:
        200:
          description: |
            An item, with a description
            over two lines.
          content:
            application/json:
              schema: { $ref: '#/components/schemas/Item' }
        "404": { description: not found }
components:
  schemas:
    Item:
      type: object
      required: [id]
      properties:
        id: { type: integer, minimum: 1 }
        name: { type: string, maxLength: 80 }
`;

describe('readPlainYaml', () => {
  it.each([
    ['a flow', FLOW],
    ['scalars of every kind', SCALARS],
    ['a spec', SPEC],
    ['a document marker', `---\na: 1\n`],
    ['a top-level sequence', `- 1\n- [2, 3]\n-\n- {a: }\n`],
    ['a flow mapping with keys alone', `a: {k, m: 1, "q"}\nb: [ {x}, y ]\n`],
    ['a scalar document', `just text\n`],
    ['comments everywhere', `# head\na: # after key\n  # before value\n  b: 1 # after\n# tail\n`],
    [
      'a block scalar with a bar in its key and comment',
      `"a|b": | # a | comment\n  text\n- x\n`.replace('- x\n', ''),
    ],
    ['an empty value in a sequence first', `-\n- a\n`],
    ['windows line ends', `a: 1\r\nb:\r\n  - x\r\n`],
    ['a byte order mark', `\uFEFFa: 1\nb: [x]\n`],
    ['unicode keys and values', `ключ: значение\n"😀": { 名前: 値 }\n`],
  ])('reads %s as the yaml library does', (_name, text) => {
    expect(readPlainYaml(text)).toBeDefined();
    expectAgreement(text);
  });

  it.each([
    ['an anchor and alias', `a: &x 1\nb: *x\n`],
    ['a merge key', `base: &b { x: 1 }\nuse:\n  <<: *b\n  y: 2\n`],
    ['a plain merge key without alias', `use:\n  <<: { x: 1 }\n`],
    ['a tag', `a: !!str 12\n`],
    ['a local tag', `a: !thing x\n`],
    ['a repeated key', `a: 1\na: 2\n`],
    ['a key repeated as a number and a string', `1: a\n"1": b\n`],
    ['a null key', `~: a\n`],
    ['a collection as key', `[a, b]: 1\n`],
    ['a directive', `%YAML 1.1\n---\na: yes\n`],
    ['two documents', `a: 1\n---\nb: 2\n`],
    ['an empty text', ``],
    ['only a comment', `# nothing\n`],
    ['a syntax error', `a: [1, 2\nb: 3\n`],
    ['a bad indentation', `a:\n  b: 1\n c: 2\n`],
    ['a tab in the indentation', `a:\n\t- 1\n`],
    ['a block scalar with an indentation indicator', `|1-\n  !\n`],
  ])('leaves %s to the yaml library', (_name, text) => {
    expect(readPlainYaml(text)).toBeUndefined();
  });

  it('agrees with the yaml library on generated documents written in every style', () => {
    const key = fc.oneof(
      fc.string({ maxLength: 8 }),
      fc.constantFrom('id', 'a b', '-x', 'a:b', '#', '"q"', "it's", '200', 'true'),
    );
    const scalar = fc.oneof(
      fc.string({ maxLength: 24 }),
      fc.string({ unit: 'grapheme', maxLength: 12 }),
      fc.constantFrom(
        '',
        ' ',
        'a\nb',
        'a\n\nb\n',
        ' lead',
        'trail ',
        '\ttab',
        'null',
        '~',
        'true',
        '12',
        '0x1F',
        '1e3',
        '- x',
        ': x',
        '# x',
        '|',
        '>',
        '@x',
        '`x',
        '%x',
        '{x}',
        '[x]',
        'a, b',
        '"',
        "'",
      ),
      fc.integer(),
      fc.double(),
      fc.boolean(),
      fc.constant(null),
    );
    const { value } = fc.letrec((tie) => ({
      value: fc.oneof({ depthSize: 'small', withCrossShrink: true }, scalar, tie('array'), tie('object')),
      array: fc.array(tie('value'), { maxLength: 4 }),
      object: fc.dictionary(key, tie('value'), { maxKeys: 4 }),
    }));
    const options = fc.record({
      defaultStringType: fc.constantFrom(
        'PLAIN',
        'QUOTE_DOUBLE',
        'QUOTE_SINGLE',
        'BLOCK_LITERAL',
        'BLOCK_FOLDED',
      ),
      defaultKeyType: fc.constantFrom(null, 'PLAIN', 'QUOTE_DOUBLE', 'QUOTE_SINGLE'),
      collectionStyle: fc.constantFrom('any', 'block', 'flow'),
      indent: fc.constantFrom(2, 4),
      indentSeq: fc.boolean(),
      lineWidth: fc.constantFrom(0, 20, 80),
    } as const);
    let read = 0;
    fc.assert(
      fc.property(value, options, (generated, settings) => {
        if (expectAgreement(stringify(generated, settings))) read++;
      }),
      { numRuns: 600, seed: 20261125 },
    );
    // Most of them are plain: the comparison is not an empty one.
    expect(read).toBeGreaterThan(300);
  });

  it('reads nothing that the yaml library refuses, on texts mangled at random', () => {
    const sources = [FLOW, SCALARS, SPEC];
    const edit = fc.record({
      source: fc.nat({ max: sources.length - 1 }),
      at: fc.nat(),
      remove: fc.nat({ max: 3 }),
      insert: fc.string({
        unit: fc.constantFrom(
          ':',
          '-',
          ' ',
          '  ',
          '\n',
          '#',
          "'",
          '"',
          '|',
          '>',
          '{',
          '}',
          '[',
          ']',
          ',',
          '?',
          '\t',
          'x',
          '0',
          '.',
          '\\',
        ),
        maxLength: 3,
      }),
    });
    let read = 0;
    fc.assert(
      fc.property(fc.array(edit, { minLength: 1, maxLength: 3 }), (edits) => {
        let text = sources[edits[0]!.source]!;
        for (const { at, remove, insert } of edits) {
          const place = at % (text.length + 1);
          text = text.slice(0, place) + insert + text.slice(place + remove);
        }
        if (expectAgreement(text)) read++;
      }),
      { numRuns: 1200, seed: 20261125 },
    );
    expect(read).toBeGreaterThan(300);
  });

  it('reads a long flow item by item, each value and place as the yaml library reads the whole', () => {
    // Past the size at which a long top-level sequence is read one item at a time.
    const steps = Array.from({ length: 2_100 }, (_, index) =>
      index % 3 === 0
        ? `  - id: s${index}\n    request: { path: /items/${index} }\n    expect:\n      status: 200\n`
        : index % 3 === 1
          ? `  # note\n  - { id: s${index}, request: { path: "/x" } }\n`
          : `  -\n    id: 's${index}'\n    capture: { id: $.id }\n    description: |\n      two\n      lines\n`,
    );
    const text = `name: long\nsteps:\n${steps.join('')}teardown:\n  - id: last\n`;
    const source = parseYamlSource('f.yaml', text);
    const reference = readWithYamlLibrary('f.yaml', text);
    expect(source.value).toStrictEqual(reference.value);
    // Every path of every seventh step, and of the rest of the file.
    const sampled = pathsOf(reference.value).filter(
      (path) => path[0] !== 'steps' || typeof path[1] !== 'number' || path[1] % 7 === 0,
    );
    for (const path of sampled) {
      expect({ path, at: source.locate(path) }).toEqual({ path, at: reference.locate(path) });
      expect({ path, key: source.locateKey(path) }).toEqual({ path, key: reference.locateKey(path) });
    }
  });
});
