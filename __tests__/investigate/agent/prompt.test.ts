import { renderPrompt } from '../../../src/investigate/agent/untrusted.js';
import {
  buildSystemPrompt,
  buildTask,
  describeFailures,
  failingTypes,
  reportPath,
  reportTimestamp,
  summarizeParameters,
  type SystemPromptInput,
} from '../../../src/investigate/agent/prompt.js';
import type { ToolDefinition } from '../../../src/investigate/agent/types.js';
import type { FlowResult, StepResult } from '../../../src/core/results.js';
import type { Finding } from '../../../src/investigate/triage/types.js';
import { flowResult, stepResult } from '../../__fixtures__/results.js';

const tools: ToolDefinition[] = [
  {
    name: 'spec_lookup',
    description: 'Look up an operation or schema of the spec.',
    parameters: {
      type: 'object',
      properties: { operation: { type: 'string' }, schema: { type: 'string' } },
    },
  },
  {
    name: 'http_request',
    description: 'Send a request to the API.\nOnly its base URLs.',
    parameters: {
      type: 'object',
      properties: {
        method: { type: 'string', enum: ['GET', 'POST'] },
        path: { type: 'string' },
        headers: { type: 'object' },
        tags: { type: 'array', items: { type: 'string' } },
      },
      required: ['method', 'path'],
    },
  },
  {
    name: 'falcon_write',
    description: 'Write a file inside .falcon/.',
    parameters: {
      type: 'object',
      properties: { path: { type: 'string' }, content: { type: 'string' } },
      required: ['path', 'content'],
    },
  },
];

const input: SystemPromptInput = {
  tools,
  failures: '1 of 3 flows failed: flows/contract_users.yaml (contract, failed).',
  apiName: 'Users API',
  testingTypes: ['contract'],
  timestamp: '20250101T120000Z',
  baseUrls: ['http://127.0.0.1:8080'],
};

describe('buildSystemPrompt', () => {
  const prompt = buildSystemPrompt(input);

  it('has its sections in order', () => {
    const headings = prompt.split('\n').filter((line) => line.startsWith('## '));
    expect(headings).toEqual([
      '## How to answer',
      '## Which testing type applies',
      '## Work in five phases',
      '## Tools',
      '## Reports',
      '## What to keep',
      '## Limits',
      '## What failed',
    ]);
    expect(prompt).toMatch(/^You are Falcon, an API testing agent .* for the API "Users API"\./);
  });

  it('explains the text answer format for models without native tools', () => {
    expect(prompt).toContain('Use the native tool-calling interface when you have it.');
    expect(prompt).toContain('Thought: <what you want to learn and why>');
    expect(prompt).toContain('ACTION: tool_name({"argument": "value"})');
    expect(prompt).toContain('Final Answer: <the cause, the evidence, and the fix');
  });

  it('holds a decision table over all eight testing types, marking the failing ones', () => {
    const rows = prompt.split('\n').filter((line) => /^\| [a-z0-9]+( \(failing\))? \|/.test(line));
    expect(rows.map((row) => row.split('|')[1]?.trim())).toEqual([
      'type',
      'smoke',
      'contract (failing)',
      'unit',
      'integration',
      'functional',
      'performance',
      'security',
      'e2e',
    ]);
    expect(prompt).toContain('The failing flows are contract flows: start from that row.');
  });

  it('names the five phases and only the tools this investigation has', () => {
    for (const phase of ['Orient', 'Hypothesize', 'Act', 'Interpret', 'Persist'])
      expect(prompt).toContain(`**${phase}.**`);
    expect(prompt).toContain('spec_lookup: read the operation and schema the failing step uses');
    expect(prompt).toContain('falcon_write: write the report');
    for (const missing of ['memory:', 'session_log:', 'run_flow:', 'plan:']) {
      expect(prompt).not.toContain(missing);
    }
  });

  it('generates the catalogue from the tool definitions, sorted by name', () => {
    const catalogue = prompt.split('## Tools\n\n')[1]?.split('\n\n')[0];
    expect(catalogue).toBe(
      [
        '- falcon_write(path: string, content: string): Write a file inside .falcon/.',
        '- http_request(method: "GET"|"POST", path: string, headers?: object, tags?: string[]): Send a request to the API. Only its base URLs.',
        '- spec_lookup(operation?: string, schema?: string): Look up an operation or schema of the spec.',
      ].join('\n'),
    );
  });

  it('states the report rules with the exact file name to use', () => {
    expect(prompt).toContain('`.falcon/reports/contract_report_users-api_20250101T120000Z.md`');
    expect(prompt).toContain('starts with a Markdown heading');
    expect(prompt).toContain('a table (`| flow | result |`) or a fenced code block');
    expect(prompt).toContain('holds no placeholders');
  });

  it('leaves the report rules out when no tool can write a report', () => {
    const readOnly = buildSystemPrompt({
      ...input,
      tools: tools.filter((tool) => tool.name !== 'falcon_write'),
    });
    expect(readOnly).not.toContain('## Reports');
  });

  it('states the persistence rules for the tools at hand', () => {
    const all = buildSystemPrompt({
      ...input,
      tools: [
        ...tools,
        ...['memory', 'session_log', 'write_file'].map((name) => ({
          name,
          description: name,
          parameters: {},
        })),
      ],
    });
    expect(all).toContain('- memory: save facts that stay true across runs');
    expect(all).toContain('- session_log: start a session first');
    expect(all).toContain('`# Base URLs` and `# Known Endpoints`');
    expect(all).toContain('- write_file changes repository files only with approval');
    expect(all).toContain('Values shown as *** are secrets');
  });

  it('is deterministic and ends with what failed', () => {
    expect(buildSystemPrompt({ ...input, tools: [...tools].reverse() })).toBe(prompt);
    expect(
      prompt.endsWith(
        '## What failed\n\n1 of 3 flows failed: flows/contract_users.yaml (contract, failed).\n',
      ),
    ).toBe(true);
    expect(prompt).toContain('http_request may reach only: http://127.0.0.1:8080.');
  });
});

describe('summarizeParameters', () => {
  it('summarises what it can read and nothing else', () => {
    expect(summarizeParameters(true)).toBe('');
    expect(
      summarizeParameters({ type: 'object', properties: { n: { type: ['integer', 'null'] }, x: {} } }),
    ).toBe('n?: integer|null, x?: any');
  });
});

// ---------------------------------------------------------------- the task

function step(overrides: Partial<StepResult>): StepResult {
  return stepResult({ name: 'step', line: 5, ...overrides });
}

function result(overrides: Partial<FlowResult>): FlowResult {
  return flowResult({
    file: 'flows/smoke_health.yaml',
    name: 'Health',
    startedAt: '2025-01-01T12:00:00.000Z',
    durationMs: 5,
    ...overrides,
  });
}

const results: FlowResult[] = [
  result({}),
  result({
    file: 'flows/contract_users.yaml',
    name: 'Users contract',
    type: 'contract',
    status: 'failed',
    steps: [
      step({ id: 'create', status: 'passed' }),
      step({
        id: 'list',
        status: 'failed',
        line: 12,
        request: { method: 'GET', url: 'http://127.0.0.1:8080/users', headers: {} },
        checks: [
          { name: 'status', expected: '200', actual: '200', passed: true },
          {
            name: 'schema',
            expected: 'matches spec',
            actual: '1 violation',
            passed: false,
            details: ['$.items[0].id: must be integer'],
          },
        ],
      }),
    ],
  }),
  result({
    file: 'flows/smoke_login.yaml',
    name: 'Login',
    status: 'error',
    steps: [
      step({
        id: 'login',
        status: 'error',
        line: 3,
        error: { kind: 'connection', message: 'connection refused at 127.0.0.1:8080' },
      }),
    ],
  }),
];

describe('buildTask', () => {
  it('describes each failed flow from the results when there are no findings', () => {
    // What failed holds the API's words, so it is data; the rest is Falcon's.
    expect(buildTask({ results })).toEqual([
      '2 of 3 flows failed. Investigate:',
      {
        source: 'the failures of this run',
        data: [
          '1. contract flow `flows/contract_users.yaml` (Users contract), failed',
          '   - step `list` (line 12): schema expected matches spec, got 1 violation ($.items[0].id: must be integer) [GET http://127.0.0.1:8080/users]',
          '2. smoke flow `flows/smoke_login.yaml` (Login), error',
          '   - step `login` (line 3): connection error: connection refused at 127.0.0.1:8080',
        ].join('\n'),
      },
      'Find the cause of each failure with evidence, write the report, and end with "Final Answer:" giving the cause and the fix.',
    ]);
  });

  it('prefers triage findings, with their code locations', () => {
    const finding: Finding = {
      flow: 'flows/contract_users.yaml',
      flowName: 'Users contract',
      type: 'contract',
      step: 'list',
      line: 14,
      kind: 'contract',
      summary: 'response body does not match the spec at $.items[0].id',
      details: ['schema: $.items[0].id must be integer (got "7")'],
      locations: [{ file: 'src/users.py', line: 42, language: 'python', changed: true }],
    };
    const task = renderPrompt(buildTask({ results, findings: [finding] }), 'tag');
    expect(task).toContain(
      [
        '1. contract flow `flows/contract_users.yaml` (Users contract), failed',
        '   - step `list` (line 14), contract: response body does not match the spec at $.items[0].id',
        '   - schema: $.items[0].id must be integer (got "7")',
        '   - code: src/users.py:42 (changed in this PR)',
        '2. smoke flow',
      ].join('\n'),
    );
  });

  it('lists flows beyond the limit by name only', () => {
    const task = renderPrompt(buildTask({ results, maxFlows: 1 }), 'tag');
    expect(task).toContain('…and 1 more: flows/smoke_login.yaml');
    expect(task).not.toContain('connection refused');
  });

  it('asks for a coverage review when every flow passed', () => {
    expect(renderPrompt(buildTask({ results: [result({})] }), 'tag')).toContain('All 1 flows passed.');
  });
});

describe('failure descriptions', () => {
  it('summarises failed flows and their types', () => {
    expect(describeFailures(results)).toBe(
      '2 of 3 flows failed: flows/contract_users.yaml (contract, failed), flows/smoke_login.yaml (smoke, error).',
    );
    expect(describeFailures([result({})])).toBe('No flow failed.');
    expect(failingTypes(results)).toEqual(['smoke', 'contract']);
  });

  it('names reports the way the workspace expects', () => {
    expect(reportTimestamp(new Date('2025-03-04T05:06:07.890Z'))).toBe('20250304T050607Z');
    expect(reportPath('smoke', 'Shop API v2!', '20250304T050607Z')).toBe(
      '.falcon/reports/smoke_report_shop-api-v2_20250304T050607Z.md',
    );
  });
});
