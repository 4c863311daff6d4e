import { describe, expect, it } from '@jest/globals';
import {
  documentationRanges,
  separateReasoning,
} from '../../../../src/investigate/agent/text-calls/context.js';
import { RECOGNISERS, recognise } from '../../../../src/investigate/agent/text-calls/registry.js';

const TOOLS = ['get_weather', 'read_file'];

/** The calls `recognise` reads as `[name, arguments]` pairs, or the kind it answered without any. */
function readCalls(
  text: string,
  tools: Parameters<typeof recognise>[1],
  withDocumentation = false,
): Array<[string, unknown]> | string {
  const result = recognise(text, tools, withDocumentation ? documentationRanges(text) : []);
  return result.kind === 'calls'
    ? result.calls.map((call): [string, unknown] => [call.name, JSON.parse(call.arguments)])
    : result.kind;
}

describe('a query between tokens that name a tool', () => {
  const SEARCH = [
    { name: 'search', parameters: { type: 'object', properties: { query: { type: 'string' } } } },
  ];

  it('is a call to the tool the tokens name, and one opened and never closed is cut off', () => {
    expect(
      readCalls('I need the date.\n<|begin_search_query|>RAGFlow release<|end_search_query|>', SEARCH),
    ).toEqual([['search', { query: 'RAGFlow release' }]]);
    expect(
      recognise('<|begin_search_query|>a<|end_search_query|>\n<|begin_search_query|>RAGFlow rel', SEARCH),
    ).toMatchObject({ kind: 'attempted', cut: true });
    // Tokens naming no offered tool are someone else's markup.
    expect(readCalls('<|begin_search_result|>x<|end_search_result|>', ['read_file'])).toBe('none');
  });
});

describe('recognise: (text, tools) → calls | attempted | none', () => {
  it('answers calls, with where each starts and where its markup ends', () => {
    const text =
      'Checking.\n<tool_call>{"name": "get_weather", "arguments": {"location": "Oslo"}}</tool_call><|im_end|>';
    expect(recognise(text, TOOLS)).toEqual({
      kind: 'calls',
      calls: [
        { name: 'get_weather', arguments: '{"location":"Oslo"}', at: 10, end: text.indexOf('<|im_end|>') },
      ],
    });
  });

  it('answers attempted for a call it cannot read, and for one that was cut off', () => {
    expect(recognise('<tool_call>the weather please</tool_call>', TOOLS)).toMatchObject({
      kind: 'attempted',
      cut: false,
    });
    expect(recognise('[TOOL_CALLS]get_weather[ARGS]{"location": "Os', TOOLS)).toMatchObject({
      kind: 'attempted',
      cut: true,
      problem: 'The [TOOL_CALLS] call was cut off before its end',
    });
  });

  it('lets a cut-off call in any family win over calls read in another', () => {
    const text =
      '<tool_call>{"name": "read_file", "arguments": {"path": "a"}}</tool_call>\n[TOOL_CALLS]get_weather[ARGS]{"loc';
    expect(recognise(text, TOOLS)).toMatchObject({ kind: 'attempted', cut: true });
  });

  it('answers none for prose', () => {
    expect(recognise('The weather API returned 503.', TOOLS)).toEqual({ kind: 'none' });
  });

  it('does not count calls that start in documentation', () => {
    const text =
      'For example:\n<tool_call>{"name": "get_weather", "arguments": {"location": "x"}}</tool_call>';
    expect(recognise(text, TOOLS, documentationRanges(text))).toEqual({ kind: 'none' });
  });

  it('lists every dialect family once', () => {
    const dialects = RECOGNISERS.map((recogniser) => recogniser.dialect);
    expect(new Set(dialects).size).toBe(dialects.length);
    expect(dialects.length).toBeGreaterThanOrEqual(19);
  });
});

describe('the generic recogniser and the guards around it', () => {
  const SCHEMA_TOOLS = [
    {
      name: 'get_weather',
      parameters: { type: 'object', properties: { location: { type: 'string' } }, required: ['location'] },
    },
    { name: 'read_file', parameters: { type: 'object', properties: { path: { type: 'string' } } } },
  ];

  it('reads a JSON call between any markers, and a tag inside a string value is text', () => {
    const text =
      '<|my_call_begin|>{"name": "read_file", "arguments": {"path": "a </tool_call> b"}}<|my_call_end|>';
    expect(recognise(text, SCHEMA_TOOLS)).toMatchObject({
      kind: 'calls',
      calls: [{ name: 'read_file', arguments: '{"path":"a </tool_call> b"}' }],
    });
    const hermes = '<tool_call>{"name": "read_file", "arguments": {"path": "x <tool_call> y"}}</tool_call>';
    expect(recognise(hermes, SCHEMA_TOOLS)).toMatchObject({ kind: 'calls', calls: [{ name: 'read_file' }] });
  });

  it("takes an object keyed by an offered tool's name only when its schema accepts the arguments", () => {
    expect(recognise('[{"get_weather": {"location": "Bern"}}]', SCHEMA_TOOLS)).toMatchObject({
      kind: 'calls',
      calls: [{ name: 'get_weather', arguments: '{"location":"Bern"}' }],
    });
    for (const text of [
      '[{"get_weather": {"city": "Bern"}}]',
      '[{"get_weather": {"location": 7}}]',
      '{"get_weather": {"location": "Bern"}, "other": 1}',
      '[{"delete_all": {}}]',
    ])
      expect(recognise(text, SCHEMA_TOOLS)).toEqual({ kind: 'none' });
  });

  it('takes a name before an object only first on its line, and only with arguments the schema accepts', () => {
    expect(recognise('functions.get_weather:\n{"location": "Oslo"}', SCHEMA_TOOLS)).toMatchObject({
      kind: 'calls',
      calls: [{ name: 'get_weather', arguments: '{"location":"Oslo"}' }],
    });
    expect(recognise('I could call get_weather {"location": "Oslo"} later.', SCHEMA_TOOLS)).toEqual({
      kind: 'none',
    });
    expect(recognise('get_weather:\n{"place": "Oslo"}', SCHEMA_TOOLS)).toEqual({ kind: 'none' });
  });

  it('leaves a JSON call to a name that is not offered as data', () => {
    expect(recognise('{"name": "drop_table", "arguments": {"name": "users"}}', SCHEMA_TOOLS)).toEqual({
      kind: 'none',
    });
  });

  it('leaves a call quoted with its result as data: beside what it gave back, or in an element holding results', () => {
    const record = '{"name": "read_file", "arguments": {"path": "a.txt"}, "result": "hello"}';
    expect(recognise(`The tool returned:\n\`\`\`json\n${record}\n\`\`\``, SCHEMA_TOOLS)).toEqual({
      kind: 'none',
    });
    expect(recognise(`[${record}]`, SCHEMA_TOOLS)).toEqual({ kind: 'none' });
    expect(recognise(`{"log": [${record}]}`, SCHEMA_TOOLS)).toEqual({ kind: 'none' });
    const step =
      '[{"step_id": 1, "tool_calls": [{"name": "get_weather", "arguments": {"location": "Oslo"}}], "next_observation": "mild"}]';
    expect(recognise(step, SCHEMA_TOOLS)).toEqual({ kind: 'none' });
    for (const element of ['tool_result', 'function_response', 'observation', 'output']) {
      const text = `<${element}>\n{"name": "get_weather", "arguments": {"location": "Oslo"}}\n</${element}>\nIt is mild.`;
      expect(recognise(text, SCHEMA_TOOLS, documentationRanges(text))).toEqual({ kind: 'none' });
    }
    // A flat call whose own parameter is named like a result is still a call; so is a bare <response>,
    // which llama.cpp's Hermes 2 Pro format wraps the model's own call in.
    const writer = [
      {
        name: 'save',
        parameters: { type: 'object', properties: { output: { type: 'string' } }, required: ['output'] },
      },
    ];
    expect(recognise('{"name": "save", "output": "x"}', writer)).toMatchObject({ kind: 'calls' });
    const response = '<response>{"name": "get_weather", "arguments": {"location": "Oslo"}}</response>';
    expect(recognise(response, SCHEMA_TOOLS, documentationRanges(response))).toMatchObject({ kind: 'calls' });
  });

  it('takes an element named after a tool only with parameters its schema accepts', () => {
    expect(recognise('<read_file>\n<path>a.py</path>\n</read_file>', SCHEMA_TOOLS)).toMatchObject({
      kind: 'calls',
      calls: [{ name: 'read_file', arguments: '{"path":"a.py"}' }],
    });
    expect(recognise('<read_file>\n<file>a.py</file>\n</read_file>', SCHEMA_TOOLS)).toEqual({ kind: 'none' });
  });

  describe('an element named after a tool', () => {
    const TOOLS_WITH_TIME = [
      ...SCHEMA_TOOLS,
      { name: 'get_time', parameters: { type: 'object', properties: { timezone: { type: 'string' } } } },
      {
        name: 'write_file',
        parameters: {
          type: 'object',
          properties: { path: { type: 'string' }, lines: { type: 'integer' }, content: { type: 'string' } },
          required: ['path', 'content'],
        },
      },
      'ping',
    ];
    const calls = (text: string) => readCalls(text, TOOLS_WITH_TIME);

    it('reads YAML on the lines inside it, typed by the schema, block scalars and all', () => {
      expect(calls('<get_weather>\nlocation: Tokyo\n</get_weather>')).toEqual([
        ['get_weather', { location: 'Tokyo' }],
      ]);
      expect(
        calls(
          'Saving it.\n\n<write_file>\npath: notes.md\nlines: 2\ncontent: |-\n  first\n  second\n</write_file>',
        ),
      ).toEqual([['write_file', { path: 'notes.md', lines: 2, content: 'first\nsecond' }]]);
    });

    it('reads its attributes, a JSON body, and an empty element as a call without arguments', () => {
      expect(calls('<get_weather location="Oslo &amp; Bergen"/>')).toEqual([
        ['get_weather', { location: 'Oslo & Bergen' }],
      ]);
      expect(calls('<get_weather>{"location": "Oslo"}</get_weather>')).toEqual([
        ['get_weather', { location: 'Oslo' }],
      ]);
      expect(calls('First the clock.\n<get_time/>')).toEqual([['get_time', {}]]);
      expect(calls('<get_time></get_time>')).toEqual([['get_time', {}]]);
    });

    it('takes one that closes a line of prose as a call', () => {
      expect(calls('Looking it up: <get_weather><location>Oslo</location></get_weather>')).toEqual([
        ['get_weather', { location: 'Oslo' }],
      ]);
    });

    it('takes none that its schema refuses, a tool without declared parameters, or one that stands amid prose', () => {
      expect(calls('<get_weather>\nNote: it rains\n</get_weather>')).toBe('none');
      expect(calls('<get_weather>\n- Oslo\n</get_weather>')).toBe('none');
      expect(calls('<get_time>\nzone: CET\n</get_time>')).toBe('none');
      expect(calls('<ping/>')).toBe('none');
      expect(calls('<get_weather>location: Oslo</get_weather>')).toBe('none');
      expect(calls('I can call <get_time/> whenever you like.')).toBe('none');
      expect(calls('Write <get_weather><location>Oslo</location></get_weather> and I fetch it.')).toBe(
        'none',
      );
    });

    it('takes one opened on its own line and never closed as a cut call', () => {
      expect(
        recognise('<write_file>\npath: notes.md\ncontent: |-\n  Standup moved to', TOOLS_WITH_TIME),
      ).toMatchObject({
        kind: 'attempted',
        cut: true,
        problem: 'The call to write_file was cut off before its end',
      });
      expect(recognise('The <get_weather> element takes a location.', TOOLS_WITH_TIME)).toEqual({
        kind: 'none',
      });
    });
  });

  it("reads a call named by an element's name attribute, with its arguments inside, when its schema accepts them", () => {
    const calls = (text: string) => recognise(text, SCHEMA_TOOLS);
    expect(calls('<tool name="get_weather">{"location": "Oslo"}</tool>')).toMatchObject({
      kind: 'calls',
      calls: [{ name: 'get_weather', arguments: '{"location":"Oslo"}' }],
    });
    expect(calls('<tool_call name="get_weather">\n<location>Oslo</location>\n</tool_call>')).toMatchObject({
      kind: 'calls',
      calls: [{ name: 'get_weather', arguments: '{"location":"Oslo"}' }],
    });
    expect(calls('<tool name="get_weather">{"city": "Oslo"}</tool>')).toEqual({ kind: 'none' });
    expect(calls('<tool name="get_weather">{"location": "Oslo"</tool>')).toEqual({ kind: 'none' });
  });

  it('reads a call alone inside any element or after a label of a few words, and none with more beside it', () => {
    for (const text of [
      '<execute_tool>get_weather(location="Oslo")</execute_tool>',
      'Tool call: get_weather(location="Oslo")',
      'functions.get_weather:0 {"location": "Oslo"}',
    ])
      expect(recognise(text, SCHEMA_TOOLS)).toMatchObject({
        kind: 'calls',
        calls: [{ name: 'get_weather', arguments: '{"location":"Oslo"}' }],
      });
    expect(recognise('<note>get_weather(location="Oslo") is what I would run</note>', SCHEMA_TOOLS)).toEqual({
      kind: 'none',
    });
  });

  it('takes no call from what a line introduces as printed or logged, or from the answer of a few-shot pair', () => {
    const logged =
      'The agent did run it. The log shows:\n\n[agent] running read_file.\nTool call: read_file(path="a.py")\n\nThen it answered.';
    const pair =
      'Query: "What is the weather in Oslo?"\nJSON: {"name": "get_weather", "arguments": {"location": "Oslo"}}';
    for (const text of [logged, pair])
      expect(recognise(text, SCHEMA_TOOLS, documentationRanges(text))).toEqual({ kind: 'none' });
    const intent = 'Let me see what the handler shows:\n\n<read_file>\n<path>a.py</path>\n</read_file>';
    expect(recognise(intent, SCHEMA_TOOLS, documentationRanges(intent))).toMatchObject({ kind: 'calls' });
  });

  it('takes no call from parameters declared with their types, or from a line introduced as usage', () => {
    for (const text of [
      'Function: get_weather(location: string)',
      'The schema is:\n<get_weather>\nlocation: string\n</get_weather>',
      'Usage: get_weather(location="Oslo")',
    ])
      expect(recognise(text, SCHEMA_TOOLS, documentationRanges(text)).kind).not.toBe('calls');
  });

  it('reads a bracketed labelled call, a Harmony recipient left without its tokens, and values laid out in indented markup', () => {
    const names = (text: string) => readCalls(text, SCHEMA_TOOLS, true);
    expect(names('[Calling tool: get_weather({"location": "Oslo"})]')).toEqual([
      ['get_weather', { location: 'Oslo' }],
    ]);
    expect(names('Let me look.\n\nto=functions.get_weather {"location": "Oslo"}')).toEqual([
      ['get_weather', { location: 'Oslo' }],
    ]);
    expect(names('commentary to=functions.get_weather json{"location":"Oslo"}')).toEqual([
      ['get_weather', { location: 'Oslo' }],
    ]);
    expect(
      names(
        '<tool_call>\n  <function=read_file>\n    <parameter=path>\n      src/a.py\n    </parameter>\n  </function>\n</tool_call>',
      ),
    ).toEqual([['read_file', { path: 'src/a.py' }]]);
  });

  it('takes no call the model reports having made, or one shown as what a call looks like', () => {
    for (const text of [
      'Here is what I ran: {"name": "get_weather", "arguments": {"location": "Oslo"}} and it said mild. Then I answered.',
      '[Calling tool: get_weather({"location": "Oslo"})]\n[Tool result: {"temp": 12}]\n\nIt is 12 degrees in Oslo.',
      'Here is what a tool call looks like in this format:\n\n```xml\n<tool_call>\n<function=read_file>\n<parameter=path>\nsrc/a.py\n</parameter>\n</function>\n</tool_call>\n```',
    ])
      expect(recognise(text, SCHEMA_TOOLS, documentationRanges(text)).kind).not.toBe('calls');
  });

  it('reads the call after a line whose last sentence announces it, even when an example in it cannot be read', () => {
    const text =
      'The syntax is a `<function=NAME>` block. Now let me check your config:\n\n<tool_call>\n<function=read_file>\n<parameter=path>\nconfig.yaml\n</parameter>\n</function>\n</tool_call>';
    expect(recognise(text, SCHEMA_TOOLS, documentationRanges(text))).toMatchObject({
      kind: 'calls',
      calls: [{ name: 'read_file', arguments: '{"path":"config.yaml"}' }],
    });
  });

  it('reads the arguments in a fence right under a line naming the tool, an empty object too', () => {
    const tools = [...SCHEMA_TOOLS, { name: 'get_time', parameters: { type: 'object', properties: {} } }];
    const names = (text: string) => readCalls(text, tools, true);
    expect(names('**Tool Call:** `get_weather`\n```json\n{"location": "Oslo"}\n```')).toEqual([
      ['get_weather', { location: 'Oslo' }],
    ]);
    expect(names('Checking the clock.\n\n**Tool Call:** `get_time`\n```\n{}\n```')).toEqual([
      ['get_time', {}],
    ]);
    expect(recognise('**Tool Call:** `get_weather`\n```json\n{"location": "Os', tools)).toMatchObject({
      kind: 'attempted',
      cut: true,
    });
  });

  it('takes no call from an expected payload shown to the reader, or from arguments left as a placeholder', () => {
    for (const text of [
      'The server should have emitted a block like this instead:\n\n```json\n{"name": "read_file", "input": {"path": "a.py"}, "type": "tool_use"}\n```',
      '{"name":"get_weather","arguments":{...}}',
    ])
      expect(recognise(text, SCHEMA_TOOLS, documentationRanges(text)).kind).not.toBe('calls');
  });

  it("keeps a dialect's calls over a later reading of only some of them that the schemas accept", () => {
    const text =
      '<|tool_calls_section_begin|><|tool_call_begin|>functions.get_weather:0<|tool_call_argument_begin|>{"city": "Oslo"}<|tool_call_end|>' +
      '<|tool_call_begin|>functions.read_file:1<|tool_call_argument_begin|>{"path": "a.py"}<|tool_call_end|><|tool_calls_section_end|>';
    const result = recognise(text, SCHEMA_TOOLS);
    expect(result.kind === 'calls' ? result.calls.map((call) => call.name) : result).toEqual([
      'get_weather',
      'read_file',
    ]);
  });

  it('reads elements under a namespace, one object a line in a loose wrapper, and a block labelled with a tool under carets', () => {
    const names = (text: string) => readCalls(text, SCHEMA_TOOLS);
    expect(names('<tool:get_weather>\n<param:location>Oslo</param:location>\n</tool:get_weather>')).toEqual([
      ['get_weather', { location: 'Oslo' }],
    ]);
    expect(
      names(
        '<tools>\n{"name": "get_weather", "arguments": {"location": "Oslo"}}\n{"name": "get_weather", "arguments": {"location": "Bergen"}}\n</tools>',
      ),
    ).toEqual([
      ['get_weather', { location: 'Oslo' }],
      ['get_weather', { location: 'Bergen' }],
    ]);
    expect(names('^^^get_weather\nlocation: Oslo\n^^^')).toEqual([['get_weather', { location: 'Oslo' }]]);
  });

  it('reads a bare call whose arguments are written `key: value`', () => {
    expect(recognise('get_weather(location: Antwerp)', SCHEMA_TOOLS)).toMatchObject({
      kind: 'calls',
      calls: [{ name: 'get_weather', arguments: '{"location":"Antwerp"}' }],
    });
  });

  it('finds a call naming an offered tool under any key, at any depth, with its arguments under any sibling key', () => {
    for (const [text, expected] of [
      [
        '{"thoughts": {"text": "read it", "plan": "- read"}, "command": {"name": "read_file", "args": {"path": "a.py"}}}',
        [{ name: 'read_file', arguments: '{"path":"a.py"}' }],
      ],
      [
        '[{"command_name": "get_weather", "args": {"location": "Bern"}}, {"command_name": "read_file", "args": {"path": "b.py"}}]',
        [
          { name: 'get_weather', arguments: '{"location":"Bern"}' },
          { name: 'read_file', arguments: '{"path":"b.py"}' },
        ],
      ],
      // The arguments as the JSON text of an object, and given flat beside the name.
      [
        '{"tool": "get_weather", "input": "{\\"location\\": \\"Bern\\"}"}',
        [{ name: 'get_weather', arguments: '{"location":"Bern"}' }],
      ],
      [
        '{"request": "get_weather", "location": "Bern"}',
        [{ name: 'get_weather', arguments: '{"location":"Bern"}' }],
      ],
    ] as const) {
      const result = recognise(text, SCHEMA_TOOLS);
      expect(
        result.kind === 'calls'
          ? result.calls.map(({ name, arguments: args }) => ({
              name,
              arguments: JSON.stringify(JSON.parse(args)),
            }))
          : result,
      ).toEqual(expected);
    }
  });

  it('takes nothing that only names a tool: arguments its schema refuses, none at all, or a tool declared without parameters', () => {
    for (const text of [
      '{"name": "read_file", "size": 2048, "owner": "root"}',
      '{"label": "get_weather"}',
      '{"label": "get_weather", "meta": {}}',
      '{"events": [{"actor": "bot", "tool": "read_file", "target": "/etc/passwd", "allowed": false}]}',
      '{"log": [{"name": "get_weather", "arguments": {"city": "Bern"}}]}',
      '{"name": "read_file", "description": "Read", "parameters": {"type": "object", "properties": {"path": {"type": "string"}}}}',
      '{"command": {"name": "notify", "args": {"message": "hi"}}}',
    ])
      expect(recognise(text, [...SCHEMA_TOOLS, 'notify'])).toEqual({ kind: 'none' });
  });

  it('takes a JSON value cut off after naming an offered tool under any key as a cut call', () => {
    expect(
      recognise('{"command": {"name": "read_file", "args": {"path": "src/ma', SCHEMA_TOOLS),
    ).toMatchObject({
      kind: 'attempted',
      cut: true,
    });
  });

  it('reads a line naming an offered tool and the argument lines after it, in every way lines hold them', () => {
    const tools = [
      ...SCHEMA_TOOLS,
      {
        name: 'list_files',
        parameters: {
          type: 'object',
          properties: { dir: { type: 'string' }, recursive: { type: 'boolean' } },
        },
      },
    ];
    for (const [text, expected] of [
      ['```tool\nTOOL_NAME: read_file\nBEGIN_ARG: path\nsrc/a.ts\nEND_ARG\n```', { path: 'src/a.ts' }],
      ['tool: list_files\nargs:\n  dir: "2024"\n  recursive: true', { dir: '2024', recursive: true }],
      ['tool: list_files\ndir: 2024\nrecursive: false', { dir: '2024', recursive: false }],
      ['Tool: list_files\nArguments: {"dir": "src", "recursive": true}', { dir: 'src', recursive: true }],
      [
        'TOOL_NAME: list_files\nBEGIN_ARG: dir\nsrc\nEND_ARG\nBEGIN_ARG: recursive\ntrue\nEND_ARG',
        { dir: 'src', recursive: true },
      ],
    ] as const) {
      const result = recognise(text, tools);
      expect(result.kind).toBe('calls');
      if (result.kind === 'calls') expect(JSON.parse(result.calls[0]?.arguments ?? '')).toEqual(expected);
    }
  });

  it('takes no call from lines that only name a tool, and a value never closed as a cut call', () => {
    expect(recognise('Tool: read_file\nResult: 3 matches\n', SCHEMA_TOOLS)).toEqual({ kind: 'none' });
    expect(recognise('The most useful tool: read_file', SCHEMA_TOOLS)).toEqual({ kind: 'none' });
    expect(recognise('TOOL_NAME: read_file\nBEGIN_ARG: path\nsrc/a', SCHEMA_TOOLS)).toMatchObject({
      kind: 'attempted',
      cut: true,
    });
  });

  describe('documents read from text', () => {
    const tools = [
      ...SCHEMA_TOOLS,
      {
        name: 'list_files',
        parameters: {
          type: 'object',
          properties: { dir: { type: 'string' }, depth: { type: 'integer' } },
          required: ['dir'],
        },
      },
    ];
    const read = (text: string) => readCalls(text, tools);

    it('reads a run of XML elements as a record: the name in any element, the arguments beside it or under a sibling', () => {
      expect(
        read('<speak>Listing.</speak>\n<function>list_files</function>\n<dir>src</dir>\n<depth>2</depth>'),
      ).toEqual([['list_files', { dir: 'src', depth: 2 }]]);
      expect(
        read('<tool>\n  <request>read_file</request>\n  <path><![CDATA[a </path> b]]></path>\n</tool>'),
      ).toEqual([['read_file', { path: 'a </path> b' }]]);
      expect(
        read(
          '<next_tool_name>get_weather</next_tool_name>\n<next_tool_args>{"location": "Oslo"}</next_tool_args>',
        ),
      ).toEqual([['get_weather', { location: 'Oslo' }]]);
      expect(read('<function>read_file</function>\n<file>a.py</file>')).toBe('none');
      expect(read('<function>read_file</function>\n<path>src/ma')).toBe('attempted');
    });

    it('reads labels written as headings, each with its value below it', () => {
      expect(
        read(
          '[[ ## next_tool_name ## ]]\nread_file\n\n[[ ## next_tool_args ## ]]\n{"path": "a.py"}\n\n[[ ## completed ## ]]',
        ),
      ).toEqual([['read_file', { path: 'a.py' }]]);
      expect(read('### Tool\nlist_files\n### Arguments\ndir: src\ndepth: 3')).toEqual([
        ['list_files', { dir: 'src', depth: 3 }],
      ]);
      expect(read('## read_file\nReads a file.\n## Arguments\n{"path": "a.py"}')).toBe('none');
    });

    it("gives a bare value under a key that names arguments to the tool's only parameter", () => {
      expect(read('Tool: read_file\nTool Input: "src/a.py"')).toEqual([['read_file', { path: 'src/a.py' }]]);
      expect(read('{"action": "get_weather", "action_variables": {"input": "Oslo"}}')).toEqual([
        ['get_weather', { location: 'Oslo' }],
      ]);
      expect(read('{"tool": "get_weather", "target": "Oslo"}')).toBe('none');
    });

    it("leaves the model's reasoning written among the arguments out of them, unless the tool declares it", () => {
      expect(
        read('{"function": "read_file", "params": {"inner_thoughts": "the log says", "path": "a.log"}}'),
      ).toEqual([['read_file', { path: 'a.log' }]]);
      expect(read('{"thought": "read it", "request": "read_file", "path": "a.log"}')).toEqual([
        ['read_file', { path: 'a.log' }],
      ]);
    });

    it('reads a command line alone in a fence or an element of its own, by keyword or by position', () => {
      expect(read('DISCUSSION\nThe helper first.\n\n```\nlist_files src/api\n```')).toEqual([
        ['list_files', { dir: 'src/api' }],
      ]);
      expect(read('<command>\nlist_files dir=src depth=1\n</command>')).toEqual([
        ['list_files', { dir: 'src', depth: 1 }],
      ]);
      expect(read('```\nget_weather "Rio de Janeiro"\n```')).toEqual([
        ['get_weather', { location: 'Rio de Janeiro' }],
      ]);
      for (const text of [
        'Run it:\n```bash\nread_file src/a.py\n```',
        'The <b>read_file notes</b> were empty.',
        '<example>\nread_file src/a.py\n</example>',
        '```\nlist_files a b c\n```',
        '```\nlist_files src 2\n```',
      ])
        expect(read(text)).toBe('none');
      // A call tag holding a sentence is an attempt to be written again, not a call by position.
      expect(read('<tool_call>list_files in the src folder</tool_call>')).toBe('attempted');
    });

    it('reads a command line in an element whose tag carries more than its name', () => {
      expect(read('<tool: function>\nlist_files src/api\n</tool>')).toEqual([
        ['list_files', { dir: 'src/api' }],
      ]);
      expect(read('<quote source="log">\nlist_files src/api\n</quote>')).toBe('none');
    });

    it("reads a fence labelled with an offered tool: the label's words as arguments, the body as the text parameter they leave", () => {
      const withWrite = [
        ...tools,
        {
          name: 'write_file',
          parameters: {
            type: 'object',
            properties: { path: { type: 'string' }, content: { type: 'string' } },
            required: ['path', 'content'],
          },
        },
      ];
      const fenced = (text: string) => {
        const result = recognise(
          text,
          withWrite,
          documentationRanges(text, () => false),
        );
        return result.kind === 'calls'
          ? result.calls.map(({ name, arguments: args }) => [name, JSON.parse(args) as unknown])
          : result.kind;
      };
      expect(fenced('```write_file notes/a.md\n# A\nline two\n```')).toEqual([
        ['write_file', { path: 'notes/a.md', content: '# A\nline two' }],
      ]);
      expect(fenced('```get_weather\nRio de Janeiro\n```')).toEqual([
        ['get_weather', { location: 'Rio de Janeiro' }],
      ]);
      // A tool whose parameters the label and body cannot fill, a language, an empty body: no call.
      expect(fenced('```list_files src 2\nmore\n```')).toBe('none');
      expect(fenced('```bash\nread_file a.py\n```')).toBe('none');
      expect(fenced('```write_file notes/a.md\n```')).toBe('none');
    });

    it('reads a name and key/value pairs set apart by call markup of any spelling, strictly', () => {
      expect(
        read(
          '<|tool_call:start|>list_files\n<|tool_arg:start|>dir<|tool_arg:value|>src<|tool_arg:end|>\n<|tool_arg:start|>depth<|tool_arg:value|>2<|tool_arg:end|>\n<|tool_call:end|>',
        ),
      ).toEqual([['list_files', { dir: 'src', depth: 2 }]]);
      // Tags that are not call markup belong to the value.
      expect(read('<call>read_file<key>path</key><value>docs/<b>a</b>.md</value></call>')).toEqual([
        ['read_file', { path: 'docs/<b>a</b>.md' }],
      ]);
      // A key the tool does not declare, or a name that is not offered: nothing.
      expect(
        read('<|tool_call:start|>read_file<|tool_arg:start|>file<|tool_arg:value|>a.md<|tool_arg:end|>'),
      ).toBe('none');
      expect(
        read('<|tool_call:start|>drop_table<|tool_arg:start|>name<|tool_arg:value|>users<|tool_arg:end|>'),
      ).toBe('none');
      // A value the message ends in was cut.
      expect(read('<|tool_call:start|>read_file<|tool_arg:start|>path<|tool_arg:value|>src/ma')).toBe(
        'attempted',
      );
    });

    it("prefers, over a loose family's call its tool refuses, a later family's call the tool accepts", () => {
      expect(read('action: get_weather\nreason: the user asked for Oslo\nlocation: Oslo')).toEqual([
        ['get_weather', { location: 'Oslo' }],
      ]);
    });
  });

  it('counts a json fence amid prose as a call only when it holds nothing but JSON', () => {
    expect(
      documentationRanges('Reading it:\n```json\n{"name": "read_file", "arguments": {"path": "a"}}\n```'),
    ).toEqual([]);
    expect(
      documentationRanges(
        'Edit:\n```json\n<<<<<<< SEARCH\n{"name": "read_file"}\n=======\n{}\n>>>>>>> REPLACE\n```',
      ),
    ).toHaveLength(1);
  });

  it('counts an unlabeled fence amid prose as a call only when it holds nothing but a call to an offered tool', () => {
    const call = 'Let me look:\n```\n{"name": "read_file", "arguments": {"path": "a.py"}}\n```\nthen decide.';
    const isCall = (code: string) => code.includes('"read_file"');
    expect(documentationRanges(call, isCall)).toEqual([]);
    expect(documentationRanges(call)).toHaveLength(1);
  });
});

describe('separateReasoning', () => {
  it.each([
    ['<think>a</think>b', 'b', 'a'],
    ['a</think>b', 'b', 'a'],
    ['[THINK]a[/THINK]b', 'b', 'a'],
    ['<|START_THINKING|>a<|END_THINKING|>b', 'b', 'a'],
    [
      '<|channel|>analysis<|message|>a<|end|><|start|>assistant<|channel|>final<|message|>b<|return|>',
      'b',
      'a',
    ],
    ['<think>still thinking when the reply stopped', '', 'still thinking when the reply stopped'],
    ['<seed:think>a</seed:think>b', 'b', 'a'],
    ['<mm:think>a</mm:think>b', 'b', 'a'],
    ['<reflection>a</reflection>b', 'b', 'a'],
    ['<|channel>thought\na<channel|>b', 'b', 'a'],
    ['<|inner_prefix|>a<|inner_suffix|>b', 'b', 'a'],
    ['<scratch_pad>a</scratch_pad>b', 'b', 'a'],
    ['a</seed:think>b', 'b', 'a'],
    // A namespaced tag closes with its own name only.
    ['<seed:think>a</think>b</seed:think>c', 'c', 'a</think>b'],
  ])('%j', (text, visible, reasoning) => {
    expect(separateReasoning(text)).toEqual({ visible, reasoning });
  });

  it('keeps a Harmony call whose recipient is on the analysis channel', () => {
    const text = '<|channel|>analysis to=functions.get_weather<|message|>{"location": "x"}<|call|>';
    expect(separateReasoning(text).visible).toBe(text);
  });
});
