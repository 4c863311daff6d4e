import { describe, expect, it } from '@jest/globals';
import {
  readTextCalls as recoverToolCalls,
  type RecoveredText,
} from '../../../../src/investigate/agent/text-calls/index.js';

const TOOLS = ['read_file', 'list_files', 'search_code', 'spec_lookup', 'http_request', 'falcon_write'];

/** Calls as `[name, parsed arguments]`, so sanitised and verbatim arguments compare alike. */
function calls(result: RecoveredText): Array<[string, unknown]> {
  return result.calls.map((call) => [call.name, JSON.parse(call.arguments) as unknown]);
}

describe('recoverToolCalls: model families', () => {
  const cases: Array<[string, string, Array<[string, unknown]>]> = [
    [
      'GPT-style JSON in a fence',
      'I will look at the handler.\n```json\n{"name": "read_file", "arguments": {"path": "app/login.py"}}\n```',
      [['read_file', { path: 'app/login.py' }]],
    ],
    [
      'GPT-style JSON with arguments as a JSON string',
      '{"name": "read_file", "arguments": "{\\"path\\": \\"app/login.py\\"}"}',
      [['read_file', { path: 'app/login.py' }]],
    ],
    [
      'OpenAI-looking tool_calls text',
      '{"tool_calls": [{"id": "call_x", "type": "function", "function": {"name": "search_code", "arguments": "{\\"query\\": \\"def login\\"}"}}, {"type": "function", "function": {"name": "list_files", "arguments": "{}"}}]}',
      [
        ['search_code', { query: 'def login' }],
        ['list_files', {}],
      ],
    ],
    [
      'Llama ReAct',
      'Thought: The login flow returned 500. I should read the handler.\nAction: read_file\nAction Input: {"path": "app/login.py"}',
      [['read_file', { path: 'app/login.py' }]],
    ],
    [
      'ReAct with a fenced Action Input',
      'Thought: check the spec\nAction: spec_lookup\nAction Input:\n```json\n{"operation": "POST /login"}\n```',
      [['spec_lookup', { operation: 'POST /login' }]],
    ],
    [
      'ACTION: tool({...}) with Thought',
      'Thought: I need the operation.\nACTION: spec_lookup({"operation": "POST /login"})',
      [['spec_lookup', { operation: 'POST /login' }]],
    ],
    [
      'Qwen <tool_call>',
      'Let me read it.\n<tool_call>\n{"name": "read_file", "arguments": {"path": "app/login.py"}}\n</tool_call>',
      [['read_file', { path: 'app/login.py' }]],
    ],
    [
      'Hermes: several <tool_call> blocks',
      '<tool_call>{"name": "read_file", "arguments": {"path": "a.py"}}</tool_call>\n<tool_call>{"name": "list_files", "arguments": {"dir": "app"}}</tool_call>',
      [
        ['read_file', { path: 'a.py' }],
        ['list_files', { dir: 'app' }],
      ],
    ],
    [
      'Qwen <tool_call> without its closing tag',
      '<tool_call>\n{"name": "read_file", "arguments": {"path": "app/login.py"}}\n',
      [['read_file', { path: 'app/login.py' }]],
    ],
    [
      'Mistral bare JSON array',
      '[TOOL_CALLS] [{"name": "read_file", "arguments": {"path": "a.py"}}, {"name": "search_code", "arguments": {"query": "token"}}]',
      [
        ['read_file', { path: 'a.py' }],
        ['search_code', { query: 'token' }],
      ],
    ],
    [
      'Mistral [ARGS] format',
      '[TOOL_CALLS]read_file[ARGS]{"path": "a.py"}',
      [['read_file', { path: 'a.py' }]],
    ],
    [
      'Llama 3.1 <function=…>',
      '<function=search_code>{"query": "verify_token"}</function>',
      [['search_code', { query: 'verify_token' }]],
    ],
    [
      'Llama 3.1 python_tag JSON with parameters',
      '<|python_tag|>{"name": "http_request", "parameters": {"method": "GET", "path": "/health"}}',
      [['http_request', { method: 'GET', path: '/health' }]],
    ],
    [
      'Llama 3.2 pythonic list',
      '[read_file(path="app/login.py"), list_files(dir="app", recursive=True)]',
      [
        ['read_file', { path: 'app/login.py' }],
        ['list_files', { dir: 'app', recursive: true }],
      ],
    ],
    [
      'bare call on its own line',
      'Checking the file.\nread_file({"path": "a.py"})\n',
      [['read_file', { path: 'a.py' }]],
    ],
    ['bare call without arguments', 'list_files()', [['list_files', {}]]],
    [
      'bare call with arguments over several lines',
      'search_code({\n  "query": "def login",\n  "path": "app"\n})',
      [['search_code', { query: 'def login', path: 'app' }]],
    ],
    ['Gemma tool_code fence', '```tool_code\nread_file(path="a.py")\n```', [['read_file', { path: 'a.py' }]]],
    [
      'LangChain structured chat',
      'Action:\n```\n{"action": "read_file", "action_input": {"path": "a.py"}}\n```',
      [['read_file', { path: 'a.py' }]],
    ],
    [
      'Anthropic-style tool_use object',
      '{"type": "tool_use", "id": "toolu_1", "name": "read_file", "input": {"path": "a.py"}}',
      [['read_file', { path: 'a.py' }]],
    ],
    [
      'function key naming the tool',
      '{"function": "list_files", "args": {"dir": "src"}}',
      [['list_files', { dir: 'src' }]],
    ],
    [
      'reasoning model: calls inside <think> are ignored',
      '<think>Maybe read_file({"path": "wrong.py"})? No, the spec first.</think>\n{"name": "spec_lookup", "arguments": {"operation": "POST /login"}}',
      [['spec_lookup', { operation: 'POST /login' }]],
    ],
  ];
  it.each(cases)('%s', (_label, text, expected) => {
    expect(calls(recoverToolCalls(text, TOOLS))).toEqual(expected);
  });
});

describe('recoverToolCalls: forms with a tool named by attribute, inline tag, bare id or first line', () => {
  const SIGNATURES = [
    {
      name: 'read_file',
      parameters: {
        type: 'object',
        properties: { path: { type: 'string' }, start_line: { type: 'integer' } },
        required: ['path'],
      },
    },
    {
      name: 'search_code',
      parameters: { type: 'object', properties: { query: { type: 'string' } }, required: ['query'] },
    },
    {
      name: 'web_search',
      parameters: { type: 'object', properties: { query: { type: 'string' } }, required: ['query'] },
    },
    {
      name: 'list_files',
      parameters: { type: 'object', properties: { dir: { type: 'string' }, recursive: { type: 'boolean' } } },
    },
  ];
  const cases: Array<[string, string, Array<[string, unknown]>]> = [
    [
      'an element naming its tool after an id attribute',
      '<tool_call id="call_1" name="read_file">\n{"path": "a.py"}\n</tool_call>',
      [['read_file', { path: 'a.py' }]],
    ],
    [
      'a self-closing element whose other attributes are the arguments',
      '<tool_call id="c3" name="read_file" path="a.py" start_line="12" />',
      [['read_file', { path: 'a.py', start_line: 12 }]],
    ],
    [
      'one square-bracket tag with key=value arguments',
      'Reading it first. [TOOL_CALL:read_file:path=a.py,start_line=3]',
      [['read_file', { path: 'a.py', start_line: 3 }]],
    ],
    [
      "one square-bracket tag with the value of the tool's one parameter",
      '[TOOL_CALL:search_code:retry, backoff]',
      [['search_code', { query: 'retry, backoff' }]],
    ],
    [
      "DeepSeek R1's function<name> with its tokens dropped",
      'function<read_file>\n```json\n{"path": "a.py"}\n```',
      [['read_file', { path: 'a.py' }]],
    ],
    [
      "DeepSeek R1's function<name> inside the tokens, no separator",
      '<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>function<read_file>\n```json\n{"path": "a.py"}\n```<｜tool▁call▁end｜><｜tool▁calls▁end｜>',
      [['read_file', { path: 'a.py' }]],
    ],
    [
      'an invoke element holding its arguments as one JSON object',
      '<｜DSML｜function_calls>\n<｜DSML｜invoke name="search_code">\n{"query": "retry"}\n</｜DSML｜invoke>\n</｜DSML｜function_calls>',
      [['search_code', { query: 'retry' }]],
    ],
    [
      "Kimi's id glued to its arguments once the tokens are stripped",
      'Let me read the handler.functions.read_file:0{"path": "a.py"}',
      [['read_file', { path: 'a.py' }]],
    ],
    [
      "an unlabeled fence with the tool's name on its first line",
      '```\nread_file\npath: a.py\nstart_line: 40\n```',
      [['read_file', { path: 'a.py', start_line: 40 }]],
    ],
    [
      "Gemma's tool_code keeping the result in a variable and printing it",
      '```tool_code\nsource = read_file(path="a.py")\nprint(source)\n```',
      [['read_file', { path: 'a.py' }]],
    ],
    [
      'a key that says it names the tool before one that holds a tool name by chance',
      '{"mcp_server": "web_search", "tool": "search_code", "arguments": {"query": "retry"}}',
      [['search_code', { query: 'retry' }]],
    ],
    [
      "Python's True for a boolean parameter",
      '<tool_call>\n<function=list_files>\n<parameter=dir>\nsrc\n</parameter>\n<parameter=recursive>\nTrue\n</parameter>\n</function>\n</tool_call>',
      [['list_files', { dir: 'src', recursive: true }]],
    ],
    [
      'ReAct labels run together',
      'Action:search_codeAction Input:{"query": "retry"}',
      [['search_code', { query: 'retry' }]],
    ],
    [
      'a Harmony header leaked with `(json` and stray characters',
      'to=functions.read_file  (json 恒\n{"path": "a.py"}',
      [['read_file', { path: 'a.py' }]],
    ],
  ];
  it.each(cases)('%s', (_label, text, expected) => {
    expect(calls(recoverToolCalls(text, SIGNATURES))).toEqual(expected);
  });

  it("keeps a JSON value as written inside elements: a file's text keeps its final newline", () => {
    const write = [
      {
        name: 'write_file',
        parameters: {
          type: 'object',
          properties: { path: { type: 'string' }, content: { type: 'string' } },
          required: ['path', 'content'],
        },
      },
    ];
    const args = { path: 'notes.md', content: '# Notes\n\n- one\n' };
    for (const text of [
      `<write_file>${JSON.stringify(args)}</write_file>`,
      `<tool_call>\n  <tool_name>write_file</tool_name>\n  <parameter>\n  ${JSON.stringify(args)}\n  </parameter>\n</tool_call>`,
    ])
      expect(calls(recoverToolCalls(text, write))).toEqual([['write_file', args]]);
  });

  it('reads none of them from a name that is not an offered tool, a tag cut at the end, or prose in a tag', () => {
    expect(recoverToolCalls('[TOOL_CALL:deploy:env=prod]', SIGNATURES).calls).toEqual([]);
    expect(recoverToolCalls('function<deploy>\n{"env": "prod"}', SIGNATURES).calls).toEqual([]);
    // An instruction in prose inside a tag is not a command line: its words go on as a sentence.
    expect(recoverToolCalls('<command>search_code the retry loop</command>', SIGNATURES).calls).toEqual([]);
    expect(calls(recoverToolCalls('<command>search_code "retry loop"</command>', SIGNATURES))).toEqual([
      ['search_code', { query: 'retry loop' }],
    ]);
    const cut = recoverToolCalls('Searching. [TOOL_CALL:search_code:retry back', SIGNATURES);
    expect(cut.calls).toEqual([]);
    expect(cut.problems?.[0]).toMatch(/cut off/);
  });
});

describe('recoverToolCalls: broken JSON', () => {
  const cases: Array<[string, string, unknown]> = [
    [
      'trailing prose after the object',
      '{"name": "read_file", "arguments": {"path": "a.py"}} I will wait for the result.',
      { path: 'a.py' },
    ],
    ['single quotes', "{'name': 'read_file', 'arguments': {'path': 'a.py'}}", { path: 'a.py' }],
    [
      'single quotes with an apostrophe inside double quotes',
      `{'name': 'search_code', 'arguments': {"query": "it's broken"}}`,
      { query: "it's broken" },
    ],
    ['trailing commas', '{"name": "read_file", "arguments": {"path": "a.py",},}', { path: 'a.py' }],
    [
      'unquoted keys',
      '{name: "read_file", arguments: {path: "a.py", limit: 20}}',
      { path: 'a.py', limit: 20 },
    ],
    [
      'Python literals',
      '{"name": "list_files", "arguments": {"recursive": True, "hidden": False, "glob": None}}',
      { recursive: true, hidden: false, glob: null },
    ],
    [
      '"None" inside a string survives',
      `{"name": "search_code", "arguments": {"query": "return None if True"}}`,
      { query: 'return None if True' },
    ],
    [
      'missing comma between members',
      '{"name": "read_file" "arguments": {"path": "a.py"}}',
      { path: 'a.py' },
    ],
    [
      'raw newline inside a string',
      '{"name": "falcon_write", "arguments": {"path": "reports/r.md", "content": "# Report\nLine two"}}',
      { path: 'reports/r.md', content: '# Report\nLine two' },
    ],
    [
      'comments',
      '{\n  // the handler\n  "name": "read_file",\n  "arguments": {"path": "a.py"} /* first */\n}',
      { path: 'a.py' },
    ],
    [
      'unknown escape kept',
      String.raw`{"name": "search_code", "arguments": {"query": "\d+ items"}}`,
      { query: String.raw`\d+ items` },
    ],
    [
      'ReAct input with single quotes and trailing comma',
      "Action: read_file\nAction Input: {'path': 'a.py',}",
      { path: 'a.py' },
    ],
    ['ACTION with Python literals', 'ACTION: list_files({"recursive": True})', { recursive: true }],
    [
      'ReAct input as keyword arguments',
      'Action: read_file\nAction Input: path="a.py", limit=10',
      { path: 'a.py', limit: 10 },
    ],
    [
      'markdown-bold ReAct with backticked input',
      '**Action:** `read_file`\n**Action Input:** `{"path": "a.py"}`',
      { path: 'a.py' },
    ],
    [
      'parentheses and braces inside a string argument',
      'ACTION: falcon_write({"path": "r.md", "content": "It\'s a (weird) {case} with ) parens"})',
      { path: 'r.md', content: "It's a (weird) {case} with ) parens" },
    ],
  ];
  it.each(cases)('%s', (_label, text, args) => {
    const result = recoverToolCalls(text, TOOLS);
    expect(result.calls).toHaveLength(1);
    expect(JSON.parse(result.calls[0]?.arguments ?? '')).toEqual(args);
  });

  it('keeps valid arguments as written and re-serialises sanitised ones', () => {
    expect(
      recoverToolCalls('Action: read_file\nAction Input: {"path":  "a.py"}', TOOLS).calls[0]?.arguments,
    ).toBe('{"path":  "a.py"}');
    expect(
      recoverToolCalls("Action: read_file\nAction Input: {'path': 'a.py'}", TOOLS).calls[0]?.arguments,
    ).toBe('{"path":"a.py"}');
  });

  it('repairs an unquoted value through the one JSON repair step', () => {
    const result = recoverToolCalls('ACTION: read_file({"path": a.py})', TOOLS);
    expect(result.calls).toEqual([{ id: 'call_1', name: 'read_file', arguments: '{"path":"a.py"}' }]);
  });

  it('never runs a call whose JSON was cut off, and asks for it again', () => {
    const result = recoverToolCalls(
      '<tool_call>\n{"name": "read_file", "arguments": {"path": "app/login.py"}\n',
      TOOLS,
    );
    expect(result.calls).toEqual([]);
    expect(result.answer).toBeUndefined();
    expect(result.problems).toEqual([
      'The <tool_call> call was cut off before its end, so it was not run; send it again, whole',
    ]);
  });

  it('gives a plain Action Input as a JSON string, so the schema check can say an object was expected', () => {
    const result = recoverToolCalls('Action: read_file\nAction Input: app/login.py', TOOLS);
    expect(result.calls[0]?.arguments).toBe('"app/login.py"');
  });
});

describe('recoverToolCalls: names', () => {
  it.each([
    ['ACTION: Read_File({"path": "a.py"})', 'read_file'],
    ['Action: READ_FILE\nAction Input: {"path": "a.py"}', 'read_file'],
    ['action: `read_file`\naction input: {"path": "a.py"}', 'read_file'],
    ['<tool_call>{"name": "Read-File", "arguments": {"path": "a.py"}}</tool_call>', 'read_file'],
    ['{"name": "functions.read_file", "arguments": {"path": "a.py"}}', 'read_file'],
    ['**Action:** read_file\n**Action Input:** {"path": "a.py"}', 'read_file'],
  ])('%s', (text, name) => {
    expect(recoverToolCalls(text, TOOLS).calls.map((call) => call.name)).toEqual([name]);
  });

  it('never dispatches a name that is not an offered tool: the model is told which tools there are', () => {
    for (const text of [
      'Action: delete_database\nAction Input: {}',
      '<tool_call>{"name": "grep", "arguments": {"q": "x"}}</tool_call>',
      'fetch_logs({"service": "auth"})',
    ]) {
      const result = recoverToolCalls(text, TOOLS);
      expect(result.calls).toEqual([]);
      expect(result.answer).toBeUndefined();
      expect(result.problems?.[0]).toMatch(
        /is not a tool you can call, so nothing was run; the tools are: read_file, list_files/,
      );
    }
    expect(recoverToolCalls('Action: read_fle\nAction Input: {}', TOOLS).problems?.[0]).toContain(
      '"read_fle" (did you mean "read_file"?) is not a tool',
    );
    // With one unknown name in a batch, none of it runs.
    expect(recoverToolCalls('read_file({"path": "a.py"})\nshell({"cmd": "id"})', TOOLS).calls).toEqual([]);
  });

  it('runs a call written twice in one message once', () => {
    const text =
      '<tool_call>{"name": "read_file", "arguments": {"path": "a.py"}}</tool_call>\n<tool_call>{"name": "read_file", "arguments": {"path":"a.py"}}</tool_call>';
    expect(recoverToolCalls(text, TOOLS).calls).toHaveLength(1);
    expect(
      recoverToolCalls('read_file({"path": "a.py"})\nread_file({"path": "b.py"})', TOOLS).calls,
    ).toHaveLength(2);
  });

  it('numbers calls per message', () => {
    const text = 'read_file({"path": "a.py"})\nread_file({"path": "b.py"})\nlist_files()';
    expect(recoverToolCalls(text, TOOLS).calls.map((call) => call.id)).toEqual([
      'call_1',
      'call_2',
      'call_3',
    ]);
  });
});

describe('recoverToolCalls: answers and thoughts', () => {
  it('takes the Final Answer and the Thought when no call precedes', () => {
    const result = recoverToolCalls(
      'Thought: The handler compares the token with == on bytes.\nFinal Answer: The 401 comes from app/auth.py:42, where the token check is inverted.',
      TOOLS,
    );
    expect(result).toEqual({
      calls: [],
      thought: 'The handler compares the token with == on bytes.',
      answer: 'The 401 comes from app/auth.py:42, where the token check is inverted.',
    });
  });

  it('finds a Final Answer after a sentence on the same line', () => {
    const result = recoverToolCalls(
      'The body was {"error": "invalid token"}. Final Answer: the token expired.',
      TOOLS,
    );
    expect(result).toEqual({ calls: [], answer: 'the token expired.' });
  });

  it('keeps a multi-line Final Answer whole, code and all', () => {
    const answer =
      '## Findings\n\n- app/auth.py:42 inverted check\n\n```python\nread_file({"path": "x"})\n```';
    const result = recoverToolCalls(`Final Answer:\n${answer}`, TOOLS);
    expect(result.calls).toEqual([]);
    expect(result.answer).toBe(answer);
  });

  it('takes neither a call nor the Final Answer after it, and asks for one of them', () => {
    const result = recoverToolCalls(
      'Thought: read it\nAction: read_file\nAction Input: {"path": "a.py"}\nFinal Answer: the file is fine.',
      TOOLS,
    );
    expect(result.calls).toEqual([]);
    expect(result.answer).toBeUndefined();
    expect(result.problems?.[0]).toMatch(/both a tool call and a Final Answer/);
    expect(result.thought).toBe('read it');
  });

  it('drops what follows an invented Observation', () => {
    const result = recoverToolCalls(
      'Action: read_file\nAction Input: {"path": "a.py"}\nObservation: the file has a bug on line 3\nThought: now the spec\nAction: spec_lookup\nAction Input: {"operation": "x"}',
      TOOLS,
    );
    expect(calls(result)).toEqual([['read_file', { path: 'a.py' }]]);
    expect(result.thought).toBeUndefined();
  });

  it("runs nothing from a reply that holds another speaker's turn, and asks for the model's own turn", () => {
    const echoed = recoverToolCalls(
      '<tool_call>\n{"name": "read_file", "arguments": {"path": "a.py"}}\n</tool_call><|im_end|>\n<|im_start|>tool\nprint("hi")<|im_end|>\n<|im_start|>assistant\nThe file prints hi.',
      TOOLS,
    );
    expect(echoed.calls).toEqual([]);
    expect(echoed.answer).toBeUndefined();
    expect(echoed.problems).toEqual([
      expect.stringMatching(/another speaker's turn \("<\|im_start\|>tool"\).*your own turn only/),
    ]);
    const outputAfterCall = recoverToolCalls(
      '<tool_call>{"name": "list_files", "arguments": {"dir": "src"}}</tool_call>\n<tool_response>["a.py"]</tool_response>\nsrc holds a.py.',
      TOOLS,
    );
    expect(outputAfterCall.calls).toEqual([]);
    // A result restated before the call is the model's reasoning, not another turn.
    const restated = recoverToolCalls(
      'It returned <tool_response>["a.py"]</tool_response>, so:\n<tool_call>{"name": "read_file", "arguments": {"path": "a.py"}}</tool_call>',
      TOOLS,
    );
    expect(calls(restated)).toEqual([['read_file', { path: 'a.py' }]]);
  });

  it('runs nothing from a call followed by what it printed or by results presented as returned', () => {
    const printed = recoverToolCalls(
      'Tool call: read_file({"path": "a.py"})\n  print("hi")\nThe file prints hi.',
      TOOLS,
    );
    expect(printed.calls).toEqual([]);
    expect(printed.problems?.[0]).toContain('print("hi")');
    const presented = recoverToolCalls(
      '```json\n{"name": "search_code", "arguments": {"query": "retry"}}\n```\n\nThe search found:\n- src/http.ts\n- src/retry.ts',
      TOOLS,
    );
    expect(presented.calls).toEqual([]);
    // A list inside the call's own value, with the call closing after it, is an argument.
    const inValue = recoverToolCalls(
      '<falcon_write>\n<path>notes.md</path>\n<content>\nTodo:\n\nOpen items:\n- a\n- b\n</content>\n</falcon_write>',
      [
        {
          name: 'falcon_write',
          parameters: {
            type: 'object',
            properties: { path: { type: 'string' }, content: { type: 'string' } },
          },
        },
      ],
    );
    expect(inValue.calls.map((call) => call.name)).toEqual(['falcon_write']);
  });

  it('runs a call the reply ends with, or ends with its next step after, and asks for the call alone when other prose follows', () => {
    const call = '<tool_call>{"name": "read_file", "arguments": {"path": "a.py"}}</tool_call>';
    for (const reply of [
      `${call}<|im_end|>`,
      `${call}\nI'll report back once I have it.`,
      `${call}\nChecking the handler now.`,
      `${call}\nThought: the handler decides the status.`,
      `First I'll read the handler ${call} to see where the 500 comes from.`,
    ])
      expect(calls(recoverToolCalls(reply, TOOLS))).toEqual([['read_file', { path: 'a.py' }]]);
    for (const [reply, quoted] of <Array<[string, string]>>[
      [
        `I was going to write ${call} but this is simple: 7 + 3 = 10.`,
        'I was going to write but this is simple: 7 + 3 = 10.',
      ],
      [`Plan: ${call} — no, I already know it.`, 'Plan: no, I already know it.'],
      [`${call}\nLet me know which file you want next.`, 'Let me know which file you want next.'],
      [
        `preview='${call}'\n[parse] strategy=hermes result=no_match`,
        "preview=' strategy=hermes result=no_match",
      ],
    ]) {
      const result = recoverToolCalls(reply, TOOLS);
      expect(result.calls).toEqual([]);
      expect(result.answer).toBeUndefined();
      // The sentence is quoted as it reads with the call and markup left out.
      expect(result.problems?.[0]).toContain(`("${quoted}")`);
    }
  });

  it("runs a call whose own arguments hold another turn's markers: they are what it writes or sends", () => {
    const xml = '<response>\n  <result>ok</result>\n</response>\n';
    const write = recoverToolCalls(
      `<tool_call>\n${JSON.stringify({ name: 'falcon_write', arguments: { path: 'fixtures/soap.xml', content: xml } })}\n</tool_call>`,
      TOOLS,
    );
    expect(calls(write)).toEqual([['falcon_write', { path: 'fixtures/soap.xml', content: xml }]]);
    const body = { model: 'm', messages: [{ role: 'user', content: 'hi' }] };
    const request = recoverToolCalls(
      JSON.stringify({ name: 'http_request', arguments: { method: 'POST', path: '/v1/chat', body } }),
      TOOLS,
    );
    expect(calls(request)).toEqual([['http_request', { method: 'POST', path: '/v1/chat', body }]]);
  });

  it('answers with a call whose value is left as "...": a sketch, not a request', () => {
    const result = recoverToolCalls(
      '```json\n{"name": "read_file", "arguments": {"path": "..."}}\n```',
      TOOLS,
    );
    expect(result.calls).toEqual([]);
    expect(result.answer).toContain('"path": "..."');
  });

  it('tells the model a header addressed its content to a tool that is not offered', () => {
    const result = recoverToolCalls('<|assistant|>simple_browser\nsearch_code(query="weather")', TOOLS);
    expect(result.calls).toEqual([]);
    expect(result.problems?.[0]).toMatch(/"simple_browser" is not a tool you can call/);
  });

  it('takes several ReAct actions written in a row', () => {
    const result = recoverToolCalls(
      'Thought: two things to check\nAction: read_file\nAction Input: {"path": "a.py"}\nAction: list_files\nAction Input: {"dir": "app"}',
      TOOLS,
    );
    expect(calls(result)).toEqual([
      ['read_file', { path: 'a.py' }],
      ['list_files', { dir: 'app' }],
    ]);
  });

  it('reads an answer written as a Final Answer action', () => {
    expect(
      recoverToolCalls('Action: Final Answer\nAction Input: "The token check is inverted."', TOOLS),
    ).toMatchObject({
      calls: [],
      answer: 'The token check is inverted.',
    });
    expect(
      recoverToolCalls(
        '```json\n{"action": "Final Answer", "action_input": "The schema lacks email."}\n```',
        TOOLS,
      ),
    ).toMatchObject({ calls: [], answer: 'The schema lacks email.' });
  });

  it('answers with the whole text when it holds no call and no Final Answer', () => {
    const text = 'The login endpoint returns 500 because the database is unreachable.\n\nSee app/db.py:10.';
    expect(recoverToolCalls(text, TOOLS)).toEqual({ calls: [], answer: text });
  });

  it('uses the prose before a call as the thought', () => {
    const result = recoverToolCalls(
      'I should look at the handler first.\n<tool_call>{"name": "read_file", "arguments": {"path": "a.py"}}</tool_call>',
      TOOLS,
    );
    expect(result.thought).toBe('I should look at the handler first.');
    expect(result.answer).toBeUndefined();
  });

  it('uses a <think> block as the thought and leaves it out of the answer', () => {
    const result = recoverToolCalls(
      '<think>The 422 means validation.</think>\nThe request lacks the email field.',
      TOOLS,
    );
    expect(result).toEqual({
      calls: [],
      thought: 'The 422 means validation.',
      answer: 'The request lacks the email field.',
    });
    const stripped = recoverToolCalls(
      'The 422 means validation.</think>\n\nFinal Answer: email is missing.',
      TOOLS,
    );
    expect(stripped).toEqual({
      calls: [],
      thought: 'The 422 means validation.',
      answer: 'email is missing.',
    });
  });

  it('reports an unreadable call attempt instead of answering with it', () => {
    const result = recoverToolCalls('<tool_call>I want to read the file</tool_call>', TOOLS);
    expect(result.calls).toEqual([]);
    expect(result.answer).toBeUndefined();
    expect(result.problems?.[0]).toMatch(/<tool_call> block holds no readable call/);

    const unclosed = recoverToolCalls('ACTION: read_file({"path": "a.py"}', TOOLS);
    expect(unclosed.calls).toEqual([]);
    expect(unclosed.problems).toEqual([
      'The call to read_file was cut off before its end, so it was not run; send it again, whole',
    ]);
  });
});

describe('recoverToolCalls: text that holds no call', () => {
  it.each([
    [
      'a JSON response body with a name field',
      'The API answered:\n```json\n{"name": "Alice", "email": "a@example.com", "input": "x"}\n```\nso the schema is wrong.',
    ],
    [
      'a tool definition echoed back',
      '{"name": "read_file", "description": "Read a file", "parameters": {"type": "object"}}',
    ],
    [
      'a call in a Python code block',
      'The client does:\n```python\nrequests_post({"url": "/login"})\nread_file(path="x")\n```',
    ],
    [
      'a call named in prose',
      'I could use read_file({"path": "a.py"}) next time, but the answer is clear: the token expired.',
    ],
    [
      'Action followed by a sentence',
      'Action: I will now summarise what I found.\nThe token check is inverted.',
    ],
    ['a Markdown link and a list', '- see [the spec](openapi.yaml)\n- [1, 2, 3] are the ids'],
    ['a method call with a dot', 'console.log({"a": 1})'],
    ['an unknown name with keyword arguments', 'configure(debug=True)'],
  ])('%s', (_label, text) => {
    const result = recoverToolCalls(text, TOOLS);
    expect(result.calls).toEqual([]);
    expect(result.answer).toBe(text.trim());
  });

  it('answers nothing for an empty message', () => {
    expect(recoverToolCalls('   \n', TOOLS)).toEqual({ calls: [] });
  });

  it('stays fast on a long message full of braces', () => {
    const text = '{'.repeat(20_000) + ' text ' + '['.repeat(20_000);
    const started = Date.now();
    expect(recoverToolCalls(text, TOOLS).calls).toEqual([]);
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});
