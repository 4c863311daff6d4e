import { LineCounter, parseDocument, type Node } from 'yaml';
import { parseYamlSource } from '../../src/util/yaml-source.js';
import { pointerKeys } from '../../src/util/json-pointer.js';
import { InputErrors } from '../../src/core/errors.js';

describe('parseYamlSource', () => {
  const text = [
    'name: demo',
    'steps:',
    '  - id: first',
    '    expect:',
    '      status: 200',
    '  - id: second',
    '',
  ].join('\n');

  it('locates values and keys by path', () => {
    const source = parseYamlSource('flow.yaml', text);
    expect(source.value).toEqual({
      name: 'demo',
      steps: [{ id: 'first', expect: { status: 200 } }, { id: 'second' }],
    });
    expect(source.locate(['steps', 0, 'expect', 'status'])).toEqual({
      file: 'flow.yaml',
      line: 5,
      column: 15,
    });
    expect(source.locateKey(['steps', 0, 'expect', 'status'])).toEqual({
      file: 'flow.yaml',
      line: 5,
      column: 7,
    });
    expect(source.locate(['steps', 1, 'id'])).toEqual({ file: 'flow.yaml', line: 6, column: 9 });
  });

  it('falls back to the nearest existing ancestor', () => {
    const source = parseYamlSource('flow.yaml', text);
    expect(source.locate(['steps', 1, 'missing', 'deeper'])).toMatchObject({ line: 6, column: 5 });
  });

  it('reports the first syntax error with file, line and column', () => {
    expect.assertions(2);
    try {
      parseYamlSource('bad.yaml', 'a: 1\nb: [1, 2\nc: 3\n');
    } catch (error) {
      expect((error as InputErrors).errors).toHaveLength(1);
      expect((error as InputErrors).errors[0]?.describe()).toMatch(
        /^bad\.yaml:3:1: invalid YAML: .+ — fix the syntax at this place$/,
      );
    }
  });

  it('rejects duplicate keys', () => {
    expect(() => parseYamlSource('dup.yaml', 'a: 1\na: 2\n')).toThrow(/dup\.yaml:2:1/);
  });

  it('refuses aliases that expand too much, at the first alias, as an input error', () => {
    const bomb = [
      'a: &a [x, x, x, x, x, x, x, x, x, x]',
      'b: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a, *a]',
      'c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b, *b]',
      'd: [*c, *c, *c, *c, *c, *c, *c, *c, *c, *c]',
      '',
    ].join('\n');
    expect.assertions(2);
    try {
      parseYamlSource('bomb.yaml', bomb);
    } catch (error) {
      expect(error).toBeInstanceOf(InputErrors);
      expect((error as InputErrors).errors.map((inputError) => inputError.describe())).toEqual([
        'bomb.yaml:2:8: YAML aliases (*name) expand too much: more than 100 copies of an anchored value — write the values out, or use fewer aliases of large anchors',
      ]);
    }
  });

  it('locates every key of a large mapping, the first of them and the last', () => {
    const keys = Array.from({ length: 200 }, (_, index) => `key${index}`);
    const source = parseYamlSource(
      'big.yaml',
      `top:\n${keys.map((key) => `  ${key}: { v: 1 }`).join('\n')}\n`,
    );
    keys.forEach((key, index) => {
      expect(source.locateKey(['top', key])).toEqual({ file: 'big.yaml', line: index + 2, column: 3 });
      expect(source.locate(['top', key, 'v'])).toMatchObject({ line: index + 2, column: key.length + 10 });
    });
    // A key the mapping lacks falls back to the mapping itself, as in a small one.
    expect(source.locate(['top', 'key200'])).toMatchObject({ line: 2, column: 3 });
    expect(source.locate(['top', 7])).toMatchObject({ line: 2, column: 3 });
  });

  it('reads JSON as YAML would, with the same places', () => {
    const text = '{\n  "a:b": "c:d",\n  "e": ["\\"x:", { "f": null }],\n  "__proto__": 1\n}\n';
    const source = parseYamlSource('doc.json', text);
    expect(source.value).toEqual(JSON.parse(text));
    expect(Object.keys(source.value as object)).toEqual(['a:b', 'e', '__proto__']);
    expect(source.locate(['a:b'])).toEqual({ file: 'doc.json', line: 2, column: 10 });
    expect(source.locateKey(['e'])).toEqual({ file: 'doc.json', line: 3, column: 3 });
    expect(source.locate(['e', 1, 'f'])).toEqual({ file: 'doc.json', line: 3, column: 24 });
  });

  it('refuses a key repeated in JSON, at the repetition, as YAML does', () => {
    expect(() => parseYamlSource('doc.json', '{ "a": { "b": 1, "b": 2 } }')).toThrow(
      /^doc\.json:1:18: invalid YAML: Map keys must be unique/,
    );
  });

  it('keeps a quoted "<<" of JSON as a key, as YAML does', () => {
    expect(parseYamlSource('doc.json', '{ "b": { "<<": { "x": 2 }, "y": 3 } }').value).toEqual({
      b: { '<<': { x: 2 }, y: 3 },
    });
  });

  it('still reads a few aliases', () => {
    expect(parseYamlSource('ok.yaml', 'a: &h { x: 1 }\nb: *h\n').value).toEqual({ a: { x: 1 }, b: { x: 1 } });
  });
});

describe('parseYamlSource on a long sequence', () => {
  /** A flow of `count` steps in every shape a step may take, with `teardown` after them. */
  const longFlow = (count: number, indent = '  '): string => {
    const steps = Array.from({ length: count }, (_, index) => {
      switch (index % 4) {
        case 0:
          return `${indent}- id: s${index}\n${indent}  request: { path: /items/${index} }\n${indent}  expect:\n${indent}    status: 200\n${indent}    body:\n${indent}      - { path: $.id, eq: ${index} }\n`;
        case 1:
          return `\n${indent}# a comment between steps\n${indent}-   id: s${index}\n${indent}    request:\n${indent}      json: |\n${indent}        {"text": "line one\n${indent}        - not an item"}\n`;
        case 2:
          return `${indent}- id: "s${index}"\n${indent}  name: "a name broken\n${indent}    over two lines"\n${indent}  capture: { id: $.id }\n`;
        default:
          return `${indent}- { id: s${index}, request: { path: "/x" } }\n`;
      }
    });
    return `---\ntype: functional  # a comment\nsteps:\n${steps.join('')}teardown:\n${indent}- id: last\n`;
  };

  /** Where the YAML library itself puts the node at `path`, parsing the whole text. */
  const wholeParse = (text: string) => {
    const lineCounter = new LineCounter();
    const document = parseDocument(text, { lineCounter });
    return {
      value: document.toJS() as unknown,
      at: (path: Array<string | number>) => {
        const node = document.getIn(path, true) as Node | undefined;
        if (!node?.range) throw new Error(`nothing at ${path.join('.')}`);
        const { line, col } = lineCounter.linePos(node.range[0]);
        return { file: 'flow.yaml', line, column: col };
      },
    };
  };

  it.each([
    ['indented items', '  '],
    ['items at column 1', ''],
  ])('reads every step and places it as a whole parse does (%s)', (_, indent) => {
    const text = longFlow(400, indent);
    const source = parseYamlSource('flow.yaml', text);
    const whole = wholeParse(text);
    expect(source.value).toEqual(whole.value);
    for (const index of [0, 1, 2, 3, 257, 398, 399]) {
      expect(source.locate(['steps', index])).toEqual(whole.at(['steps', index]));
      expect(source.locate(['steps', index, 'id'])).toEqual(whole.at(['steps', index, 'id']));
    }
    expect(source.locate(['steps', 0, 'expect', 'body', 0])).toEqual(
      whole.at(['steps', 0, 'expect', 'body', 0]),
    );
    expect(source.locate(['steps', 399, 'request', 'path'])).toEqual(
      whole.at(['steps', 399, 'request', 'path']),
    );
    expect(source.locate(['teardown', 0, 'id'])).toEqual(whole.at(['teardown', 0, 'id']));
    expect(source.locate(['steps'])).toEqual(whole.at(['steps']));
    expect(source.locateKey(['steps'])).toMatchObject({ line: 3, column: 1 });
    expect(source.locateKey(['steps', 4, 'expect', 'status'])).toEqual({
      file: 'flow.yaml',
      line: whole.at(['steps', 4, 'expect', 'status']).line,
      column: indent.length + 5,
    });
    // Past the end, or not an index: the sequence itself, as for a short one.
    expect(source.locate(['steps', 400, 'id'])).toEqual(whole.at(['steps']));
    expect(source.locate(['steps', 'id'])).toEqual(whole.at(['steps']));
  });

  it('reads an alias from one step to another as YAML does', () => {
    const text = longFlow(300)
      .replace('- id: s0\n', '- id: &first s0\n')
      .replace('- id: s4\n', '- id: *first\n');
    const source = parseYamlSource('flow.yaml', text);
    expect(source.value).toEqual(wholeParse(text).value);
    expect((source.value as { steps: Array<{ id: string }> }).steps[4]?.id).toBe('s0');
  });

  it('reports a syntax error in a late step where a whole parse does', () => {
    const text = longFlow(300).replace('- id: s280\n', '- id: s280\n  request: { path: /x\n');
    expect(() => parseYamlSource('flow.yaml', text)).toThrow(/^flow\.yaml:\d+:\d+: invalid YAML: /);
    let message = '';
    try {
      parseYamlSource('flow.yaml', text);
    } catch (error) {
      message = (error as InputErrors).errors[0]!.describe();
    }
    const { line, col } = ((): { line: number; col: number } => {
      const lineCounter = new LineCounter();
      const [first] = parseDocument(text, { lineCounter, prettyErrors: false }).errors;
      return lineCounter.linePos(first!.pos[0]);
    })();
    expect(message.startsWith(`flow.yaml:${line}:${col}: invalid YAML: `)).toBe(true);
  });

  it('refuses a key repeated in a step, as YAML does', () => {
    const text = longFlow(300).replace('- id: s120\n', '- id: s120\n    id: again\n');
    expect(() => parseYamlSource('flow.yaml', text)).toThrow(/invalid YAML: Map keys must be unique/);
  });
});

describe('pointerKeys', () => {
  it('decodes JSON pointer escapes', () => {
    expect(pointerKeys('#/paths/~1users~1{id}/get')).toEqual(['paths', '/users/{id}', 'get']);
    expect(pointerKeys('')).toEqual([]);
  });

  it('percent-decodes only URI fragments ($ref), and keeps a malformed escape as written', () => {
    expect(pointerKeys('#/components/schemas/A%20B')).toEqual(['components', 'schemas', 'A B']);
    expect(pointerKeys('#/components/schemas/A%zz')).toEqual(['components', 'schemas', 'A%zz']);
    expect(pointerKeys('/headers/x-rate%limit')).toEqual(['headers', 'x-rate%limit']);
    expect(pointerKeys('/headers/x a%20b')).toEqual(['headers', 'x a%20b']);
  });
});
