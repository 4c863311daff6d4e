import { LineCounter, parseDocument, type Node } from 'yaml';
import fc from 'fast-check';
import { jest } from '@jest/globals';
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

  it('reports one syntax error with file, line and column', () => {
    expect.assertions(2);
    try {
      parseYamlSource('bad.yaml', 'a: 1\nb: [1, 2\nc: 3\n');
    } catch (error) {
      expect((error as InputErrors).errors).toHaveLength(1);
      expect((error as InputErrors).errors[0]?.describe()).toBe(
        'bad.yaml:2:4: invalid YAML: the list opened here with [ is never closed — close it with ], and indent any line that continues it deeper than its key',
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

  it('finds a key repeated among 40,000 at its second place, and lets merge keys repeat', () => {
    const keys = Array.from({ length: 40_000 }, (_, index) => `  v${index}: ${index}`);
    keys.splice(30_000, 0, '  v17: again');
    expect(() => parseYamlSource('vars.yaml', `variables:\n${keys.join('\n')}\n`)).toThrow(
      /^vars\.yaml:30002:3: invalid YAML: this key is written twice in the same mapping/,
    );
    const merged = 'a: { x: 1 }\nb: { y: 2 }\nc:\n  <<: *a\n  <<: *b\n'
      .replace('a: {', 'a: &a {')
      .replace('b: {', 'b: &b {');
    expect(parseYamlSource('merge.yaml', merged).value).toMatchObject({ c: { x: 1, y: 2 } });
  });

  it('refuses a key repeated in JSON, at the repetition, as YAML does', () => {
    expect(() => parseYamlSource('doc.json', '{ "a": { "b": 1, "b": 2 } }')).toThrow(
      /^doc\.json:1:18: invalid YAML: this key is written twice in the same mapping/,
    );
  });

  it('keeps a quoted "<<" of JSON as a key, as YAML does', () => {
    expect(parseYamlSource('doc.json', '{ "b": { "<<": { "x": 2 }, "y": 3 } }').value).toEqual({
      b: { '<<': { x: 2 }, y: 3 },
    });
  });

  it('names a file that sets the limit, when one is given', () => {
    const text = 'a: &a [x, x, x]\nb: [*a, *a, *a]\n';
    expect(() =>
      parseYamlSource('few.yaml', text, { maxAliasCount: 2, aliasLimitSetting: 'FALCON_MAX_ALIASES' }),
    ).toThrow(
      'few.yaml:2:5: YAML aliases (*name) expand too much: more than 2 copies of an anchored value — write the values out, or use fewer aliases of large anchors, or raise the limit with FALCON_MAX_ALIASES',
    );
    expect(parseYamlSource('few.yaml', text, { maxAliasCount: 100 }).value).toEqual({
      a: ['x', 'x', 'x'],
      b: [
        ['x', 'x', 'x'],
        ['x', 'x', 'x'],
        ['x', 'x', 'x'],
      ],
    });
  });

  it('merges mappings by the merge key, and places a merged key where the merged mapping writes it', () => {
    const source = parseYamlSource('f.yaml', 'base: &base { a: 1, b: 2 }\nx:\n  <<: *base\n  b: 3\n');
    expect(source.value).toEqual({ base: { a: 1, b: 2 }, x: { a: 1, b: 3 } });
    expect(source.locateKey(['x', 'a'])).toEqual({ file: 'f.yaml', line: 1, column: 15 });
    expect(source.locate(['x', 'b'])).toEqual({ file: 'f.yaml', line: 4, column: 6 });
  });

  it('places a null key and a value reached through an alias where they are written', () => {
    const source = parseYamlSource('f.yaml', 'a: 1\nnull: 2\nh: &h { x: 1 }\ni: *h\n');
    expect(source.value).toEqual({ a: 1, '': 2, h: { x: 1 }, i: { x: 1 } });
    expect(source.locateKey([''])).toEqual({ file: 'f.yaml', line: 2, column: 1 });
    expect(source.locate(['i', 'x'])).toEqual({ file: 'f.yaml', line: 3, column: 12 });
  });

  it('counts a carriage return alone as a line end, as YAML and editors do', () => {
    const source = parseYamlSource('f.yaml', 'a: 1\rb:\r  c: 2\r');
    expect(source.value).toEqual({ a: 1, b: { c: 2 } });
    expect(source.locateKey(['b', 'c'])).toEqual({ file: 'f.yaml', line: 3, column: 3 });
  });

  it('keeps lookalike spaces and line separators that are text', () => {
    const source = parseYamlSource('f.yaml', 'a: |\n  b\n  \u00a0c\nd: "x\u2028y"\ne: one\n  \u00a0two\n');
    expect(source.value).toEqual({ a: 'b\n\u00a0c\n', d: 'x\u2028y', e: 'one \u00a0two' });
  });

  it('prints nothing to the console', () => {
    const warn = jest.spyOn(process, 'emitWarning').mockImplementation(() => undefined);
    expect(() => parseYamlSource('f.yaml', '? { a: 1 }\n: 2\n')).toThrow(InputErrors);
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
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
    // The unclosed bracket is named where it opens, as in a short file parsed whole.
    const before = text.slice(0, text.indexOf('{ path: /x'));
    const line = before.split('\n').length;
    const column = before.length - before.lastIndexOf('\n');
    expect(message).toMatch(new RegExp(`^flow\\.yaml:${line}:${column}: invalid YAML: .*never closed`));
  });

  it('refuses a key repeated in a step, as YAML does', () => {
    const text = longFlow(300).replace('- id: s120\n', '- id: s120\n    id: again\n');
    expect(() => parseYamlSource('flow.yaml', text)).toThrow(/invalid YAML: this key is written twice/);
  });
});

/**
 * Malformed files as people write them, one per family of mistake: each is one error at the
 * likely mistake (not where the parser noticed it), in plain words, with what to do.
 */
describe('parseYamlSource on malformed files', () => {
  const corpus: Array<[family: string, text: string, expected: string]> = [
    [
      'an unclosed double quote, at the quote',
      'name: x\nsteps:\n  - id: "abc\n    request: {}\n  - id: b\n',
      'f.yaml:3:9: invalid YAML: the double quote opened here is not closed on its line — close it with " on the same line',
    ],
    [
      'an unclosed single quote, at the quote',
      "steps:\n  - request: { path: '/users }\n    expect: { status: 200 }\n",
      "f.yaml:2:22: invalid YAML: the single quote opened here is not closed on its line — close it with ' on the same line",
    ],
    [
      'an unclosed quote in JSON, at the quote',
      '{"a": "b\n, "c": 1}\n',
      'f.yaml:1:7: invalid YAML: the double quote opened here is not closed on its line — close it with " on the same line',
    ],
    [
      'an unclosed [, at the bracket',
      'name: x\nsteps: [\n  a, b\nother: 1\n',
      'f.yaml:2:8: invalid YAML: the list opened here with [ is never closed — close it with ], and indent any line that continues it deeper than its key',
    ],
    [
      'an unclosed {, at the brace',
      'name: x\nrequest: {a: 1, b: 2\nother: 1\n',
      'f.yaml:2:10: invalid YAML: the mapping opened here with { is never closed — close it with }, and indent any line that continues it deeper than its key',
    ],
    [
      'an unclosed JSON object, at the brace',
      '{"a": 1, "b": [1, 2]\n',
      'f.yaml:1:1: invalid YAML: the mapping opened here with { is never closed — close it with }, and indent any line that continues it deeper than its key',
    ],
    [
      'a JSON list closed by the wrong bracket, at the list',
      '{"a": [1, 2}\n',
      'f.yaml:1:7: invalid YAML: the list opened here with [ is never closed — close it with ], and indent any line that continues it deeper than its key',
    ],
    [
      'a missing comma in JSON, at the item after it',
      '{"a": 1\n "b": 2}\n',
      'f.yaml:2:2: invalid YAML: a comma is missing between this item and the one before it — separate the items inside [ ] and { } with commas',
    ],
    [
      'a line indented too deep, at that line',
      'a:\n  b: 1\n    c: 2\n',
      'f.yaml:3:5: invalid YAML: this line is indented deeper than the line above, so it runs on into that value — indent it as far as the line above, or put a value that continues here in quotes',
    ],
    [
      'a line indented too little, at that line',
      'a:\n  b: 1\n c: 2\n',
      'f.yaml:3:2: invalid YAML: this line is not lined up with the lines it belongs with — indent it as far as the keys (or list items) above it at the same level',
    ],
    [
      'a key under a list item indented wrong, at that line',
      'steps:\n  - id: a\n    request: 1\n   expect: 2\n',
      'f.yaml:4:1: invalid YAML: this line is indented like a list item but does not start with "- " — indent it like the keys of the item above it, or start a new item with "- "',
    ],
    [
      'a tab after a value quoted over two lines, at the tab',
      'description: "a long\n  text"\na:\n\tb: 1\n',
      'f.yaml:4:1: invalid YAML: this line is indented with a tab; YAML indents with spaces only — replace the tab with spaces',
    ],
    [
      'a tab as indentation',
      'a:\n\tb: 1\n',
      'f.yaml:2:1: invalid YAML: this line is indented with a tab; YAML indents with spaces only — replace the tab with spaces',
    ],
    [
      'two pairs on one line',
      'a: b: c\n',
      'f.yaml:1:4: invalid YAML: two "key: value" pairs on one line, or a colon followed by a space inside a value — put each key on its own line, or quote a value that holds ": "',
    ],
    [
      'a list started on the line of its key',
      'steps: - request: { path: /a }\n',
      'f.yaml:1:8: invalid YAML: a list item ("- ") starts on the same line as its key — start the list on the next line, indented under the key',
    ],
    [
      'a second document',
      'a: 1\n---\nb: 2\n',
      'f.yaml:2:1: invalid YAML: a second YAML document starts here; a Falcon CI file holds one — remove the --- (or ...) line and what follows it, or move that part to its own file',
    ],
    [
      'a value starting with a reserved character',
      'email: @ada\n',
      'f.yaml:1:8: invalid YAML: a value cannot start with @ unless it is in quotes — put the value in quotes, e.g. "@…"',
    ],
    [
      'a closing bracket too many',
      'a: [1, 2]]\n',
      'f.yaml:1:10: invalid YAML: this ] closes nothing: no [ is open here — remove it, or add the bracket that opens it',
    ],
    [
      'text after a complete value',
      '{"a": 1} // note\n',
      'f.yaml:1:10: invalid YAML: text after a complete value — remove it, or start it on a line of its own (comments start with #)',
    ],
    [
      'a key given twice',
      'a: 1\nb: 2\na: 3\n',
      'f.yaml:3:1: invalid YAML: this key is written twice in the same mapping — keep one of them',
    ],
    [
      'an unknown escape in double quotes',
      'match: "\\d+"\n',
      'f.yaml:1:9: invalid YAML: a backslash in double quotes starts an escape YAML does not know — write \\\\ for a backslash, or use single quotes',
    ],
    [
      'an alias with no anchor',
      'a: 1\nb: *nope\n',
      'f.yaml:2:4: alias *nope names no anchor: no value above it is marked &nope — mark the value to repeat with &nope before this line, or fix the name',
    ],
    [
      'an anchor that holds itself (a list)',
      'a: &x [1, *x]\n',
      'f.yaml:1:11: alias *x is inside the value its anchor &x marks, so the value would hold itself without end — repeat a value outside its own anchor, or write it out',
    ],
    [
      'an anchor that holds itself (a merge key)',
      'a: &x\n  b: 1\n  <<: *x\n',
      'f.yaml:3:7: alias *x is inside the value its anchor &x marks, so the value would hold itself without end — repeat a value outside its own anchor, or write it out',
    ],
    [
      'a merge key whose value is a number, at the value',
      'x:\n  <<: 5\n',
      'f.yaml:2:7: a merge key (<<) takes a mapping, an alias of one (*name) or a list of them, not the number 5 — mark the mapping to merge with &name and write <<: *name, or remove the << line',
    ],
    [
      'a merge key whose alias names text, at the alias',
      'base: &base hello\nx:\n  <<: *base\n',
      'f.yaml:3:7: a merge key (<<) takes a mapping, an alias of one (*name) or a list of them, not the text "hello" — mark the mapping to merge with &name and write <<: *name, or remove the << line',
    ],
    [
      'a merge key whose list holds a number, at the number',
      'x: { <<: [{ a: 1 }, 2] }\n',
      'f.yaml:1:21: a merge key (<<) takes a mapping, an alias of one (*name) or a list of them, not the number 2 — mark the mapping to merge with &name and write <<: *name, or remove the << line',
    ],
    [
      'an empty merge key, at the key',
      'x:\n  <<:\n  y: 1\n',
      'f.yaml:2:6: a merge key (<<) takes a mapping, an alias of one (*name) or a list of them, not nothing — mark the mapping to merge with &name and write <<: *name, or remove the << line',
    ],
    [
      'a key that is a list, at the key',
      'a: 1\n? [b, c]\n: 2\n',
      'f.yaml:2:3: this key is a list; a key must be text — write the key as text (quote it if it holds [ ] or { }), or remove the "? " that starts it',
    ],
    [
      'a YAML version that does not exist, at the version',
      '%YAML 2.0\n---\na: 1\n',
      'f.yaml:1:7: invalid YAML: 2.0 is no YAML version Falcon CI reads: it reads YAML 1.2 (and 1.1) — remove the %YAML line, or write %YAML 1.2',
    ],
    [
      'a directive YAML does not know',
      '%FOO bar\n---\na: 1\n',
      'f.yaml:1:1: invalid YAML: %FOO is no YAML directive — remove the line (YAML knows %YAML and %TAG)',
    ],
    [
      'a tag of its own, at the tag',
      'a: !secret value\n',
      'f.yaml:1:4: invalid YAML: the tag !secret is not one Falcon CI reads — remove the tag: a value is text, a number, true/false, null, a list or a mapping',
    ],
    [
      'a tag that would make bytes of text',
      'a: !!binary aGk=\n',
      'f.yaml:1:4: invalid YAML: the tag !!binary is not one Falcon CI reads — remove the tag: a value is text, a number, true/false, null, a list or a mapping',
    ],
    [
      'a line indented with non-breaking spaces that reads, at the first of them',
      'a:\n  b: 1\n\u00a0\u00a0c: 2\n',
      'f.yaml:3:1: invalid YAML: this line is indented with a non-breaking space (U+00A0); YAML indents with spaces only — replace it with ordinary spaces',
    ],
    [
      'a line indented with a non-breaking space that breaks the parse, at the space',
      'a:\n  b:\n    c: 1\n  \u00a0  d: 2\n    e: 3\n',
      'f.yaml:4:3: invalid YAML: this line is indented with a non-breaking space (U+00A0); YAML indents with spaces only — replace it with ordinary spaces',
    ],
    [
      'a line separator that looks like a line break, at the separator',
      'a:\n  path: /users\u2028    method: GET\n',
      'f.yaml:2:15: invalid YAML: a line separator (U+2028) here looks like a line break, but YAML reads it as text — replace it with an ordinary line break',
    ],
    [
      'a list item without a space after its dash, at the dash',
      'steps:\n  - id: a\n  -id: b\n    request: 1\n',
      'f.yaml:3:3: invalid YAML: a "-" without a space after it: YAML reads "-id" as text, not as a list item — write a space after the dash ("- id") to start a list item',
    ],
    [
      'a first list item without a space after its dash, at the dash',
      'steps:\n  -id: a\n    request: 1\n',
      'f.yaml:2:3: invalid YAML: a "-" without a space after it: YAML reads "-id" as text, not as a list item — write a space after the dash ("- id") to start a list item',
    ],
    [
      'a document end marker followed by more, at the marker',
      'a:\n  b: 1\n...\n  c: 2\n',
      'f.yaml:3:1: invalid YAML: this ... ends the YAML document, and more follows it; a Falcon CI file holds one document — remove the ... line, and indent what follows it where it belongs',
    ],
    [
      'a mistake in a file with old Mac line ends, on its line',
      'a: 1\rb: [1, 2\rc: 3\r',
      'f.yaml:2:4: invalid YAML: the list opened here with [ is never closed — close it with ], and indent any line that continues it deeper than its key',
    ],
    [
      'lists nested on one line past the limit',
      `a:\n  ${'- '.repeat(3000)}x\n`,
      expect.stringMatching(/^f\.yaml:2:\d+: nested more than 100 levels deep — /) as unknown as string,
    ],
    [
      'complex keys nested on one line past the limit',
      `${'? '.repeat(3000)}x\n`,
      expect.stringMatching(/^f\.yaml:1:\d+: nested more than 100 levels deep — /) as unknown as string,
    ],
  ];

  it.each(corpus)('%s', (_family, text, expected) => {
    let thrown: unknown;
    try {
      parseYamlSource('f.yaml', text);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(InputErrors);
    expect((thrown as InputErrors).errors.map((error) => error.describe())).toEqual([expected]);
  });

  it("never uses the parser's own terms", () => {
    for (const [, text] of corpus) {
      try {
        parseYamlSource('f.yaml', text);
      } catch (error) {
        expect((error as Error).message).not.toMatch(
          /parseAllDocuments|implicit key|flow (map|sequence|collection)|indicator|resource exhaustion|expand too much/i,
        );
      }
    }
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

describe('parseYamlSource on files mangled at random', () => {
  const flow = [
    'name: list users',
    'variables: { limit: 5, base: &base { accept: application/json } }',
    'steps:',
    '  - id: list',
    '    request:',
    '      path: /users',
    '      headers: *base',
    '      query: { limit: "{{limit}}", tags: [a, b] }',
    "    expect: { status: 200, body: [ { path: '$.items', length: { gte: 1 } } ] }",
    '  - request: { path: /users/1 }',
    '    expect:',
    '      status: [200, 404]',
    '',
  ].join('\n');
  const pieces = [
    '"',
    "'",
    '[',
    ']',
    '{',
    '}',
    ': ',
    '- ',
    '\t',
    '&a ',
    '*a',
    '*base',
    '\n',
    '  ',
    '#',
    '!',
    '|',
    '%',
    '@',
    '? ',
    ',',
    '---\n',
  ];

  it('either reads the file or refuses it with one error inside the file, in plain words', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            at: fc.nat({ max: flow.length }),
            piece: fc.constantFrom(...pieces),
            cut: fc.nat({ max: 3 }),
          }),
          { minLength: 1, maxLength: 4 },
        ),
        (edits) => {
          let text = flow;
          for (const { at, piece, cut } of edits) {
            const place = Math.min(at, text.length);
            text = text.slice(0, place) + piece + text.slice(place + cut);
          }
          let thrown: unknown;
          try {
            parseYamlSource('f.yaml', text);
          } catch (error) {
            thrown = error;
          }
          if (thrown === undefined) return;
          expect(thrown).toBeInstanceOf(InputErrors);
          const errors = (thrown as InputErrors).errors;
          expect(errors).toHaveLength(1);
          const location = errors[0]!.location!;
          const lines = text.split('\n');
          expect(location.line).toBeGreaterThanOrEqual(1);
          expect(location.line).toBeLessThanOrEqual(lines.length);
          expect(location.column).toBeGreaterThanOrEqual(1);
          expect(location.column).toBeLessThanOrEqual((lines[location.line - 1]?.length ?? 0) + 1);
          expect(errors[0]!.message).not.toMatch(
            /parseAllDocuments|implicit key|flow-(seq|map)|resource exhaustion/i,
          );
        },
      ),
      { numRuns: 500, seed: 12 },
    );
  });
});
