/**
 * The system prompt and the first user message of an investigation. Both are pure functions of
 * their input: the same failures and tools give the same text, byte for byte, so prompts can be
 * reviewed in tests and providers can cache them. Nothing secret goes in: the caller passes
 * redacted descriptions, and the catalogue is generated from the tools' own definitions.
 */
import { untrusted, type Prompt } from './untrusted.js';
import { FLOW_TYPES, type FlowType } from '../../core/modes.js';
import { type FlowResult, type StepResult } from '../../core/results.js';
import { slug } from '../../util/slug.js';
import type { Finding } from '../triage/types.js';
import { isRecord } from '../../util/document.js';
import { collapse } from '../../util/text.js';
import type { ToolDefinition } from './types.js';

export interface SystemPromptInput {
  /** The tools offered in this investigation (the catalogue is generated from them). */
  tools: readonly ToolDefinition[];
  /** A short description of what failed, e.g. from {@link describeFailures}. */
  failures: string;
  apiName: string;
  /** Types of the flows that failed: the decision table points the model at their rows. */
  testingTypes: readonly FlowType[];
  /** Goes into report file names, e.g. `20250101T120000Z`; see {@link reportTimestamp}. */
  timestamp: string;
  /** Where the API runs; `http_request` may only go there. */
  baseUrls?: readonly string[];
}

/** What one testing type checks and where to look first when its flow fails. */
const TESTING_TYPES: Record<FlowType, { checks: string; lookAt: string }> = {
  smoke: {
    checks: 'the API is up and its key endpoints answer',
    lookAt: 'reachability, base URL, status codes, startup errors',
  },
  contract: {
    checks: 'responses match the OpenAPI spec',
    lookAt: 'the schema violation and its JSON path, the spec operation, the serializer that built the body',
  },
  unit: {
    checks: "one endpoint's logic for one input",
    lookAt: 'the handler of that endpoint, edge values, validation rules',
  },
  integration: {
    checks: 'several endpoints or services work together',
    lookAt: 'data one step creates and the next reads (captures), downstream services, configuration',
  },
  functional: {
    checks: 'a feature behaves as users expect',
    lookAt: 'the failing body assertion, business rules in the handler',
  },
  performance: {
    checks: 'latency and throughput under load',
    lookAt: 'p95/p99 against thresholds, error rate, slow queries, missing indexes or caches',
  },
  security: {
    checks: 'authentication, authorization, injection, allowed methods',
    lookAt: 'which probe passed when it should not have, auth middleware, input handling',
  },
  e2e: {
    checks: 'a whole user journey across the API',
    lookAt: 'the first step that failed and the state the earlier steps left behind',
  },
};

/**
 * The five phases. Each names the tools that serve it; a tool missing from this investigation's
 * set is left out, so the prompt never suggests a call that cannot be made.
 */
const PHASES: ReadonlyArray<{
  name: string;
  goal: string;
  tools: ReadonlyArray<[tool: string, use: string]>;
}> = [
  {
    name: 'Orient',
    goal: 'Learn what failed and what is already known before touching anything.',
    tools: [
      ['session_log', 'start a session'],
      ['memory', 'recall what earlier investigations learned'],
      ['falcon_read', 'read .falcon/falcon.md, the knowledge base of this API'],
      ['analyze_error', 'get the classified failure, error context and code locations'],
      ['spec_lookup', 'read the operation and schema the failing step uses'],
    ],
  },
  {
    name: 'Hypothesize',
    goal: 'List the likely causes, most likely first, each with the evidence that would confirm or rule it out.',
    tools: [['plan', 'add one task per hypothesis to check']],
  },
  {
    name: 'Act',
    goal: 'Test one hypothesis at a time with the smallest call that can decide it.',
    tools: [
      ['http_request', 'send a request to the API'],
      ['run_flow', 're-run the failing flow or one step'],
      ['validate_json', 'check a body against a schema'],
      ['search_code', 'find the code that builds the response'],
      ['read_file', 'read that code'],
      ['list_files', 'see how the repository is laid out'],
    ],
  },
  {
    name: 'Interpret',
    goal: 'Compare the evidence with what was expected, keep or drop each hypothesis, and never repeat a call that already answered.',
    tools: [['plan', 'mark tasks done or failed']],
  },
  {
    name: 'Persist',
    goal: 'Record what was found so the next run starts ahead, then give the final answer.',
    tools: [
      ['falcon_write', 'write the report'],
      ['memory', 'save facts that stay true (auth scheme, base URLs, quirks)'],
      ['session_log', 'end the session with a summary'],
    ],
  },
];

export function buildSystemPrompt(input: SystemPromptInput): string {
  const available = new Set(input.tools.map((tool) => tool.name));
  const sections = [
    identitySection(input),
    testingTypeSection(input.testingTypes),
    phasesSection(available),
    toolCatalogue(input.tools),
    available.has('falcon_write') ? reportSection(input) : undefined,
    persistenceSection(available),
    safetySection(input.baseUrls ?? []),
    `## What failed\n\n${input.failures.trim() || 'No failure description was given.'}`,
  ];
  return sections.filter((section): section is string => section !== undefined).join('\n\n') + '\n';
}

function identitySection(input: SystemPromptInput): string {
  return [
    `You are Falcon, an API testing agent running in continuous integration for the API "${input.apiName}".`,
    'Test flows failed on this change. Find out why, with evidence, and say how to fix it.',
    '',
    '## How to answer',
    '',
    'Use the native tool-calling interface when you have it. If you cannot, write exactly one call as text and stop:',
    '',
    '```',
    'Thought: <what you want to learn and why>',
    'ACTION: tool_name({"argument": "value"})',
    '```',
    '',
    'The result comes back as "Observation: ...". Never write an observation yourself.',
    'Arguments are JSON objects matching the tool parameters below.',
    'When you are done, answer with:',
    '',
    '```',
    'Final Answer: <the cause, the evidence, and the fix (file and line when known)>',
    '```',
  ].join('\n');
}

function testingTypeSection(failing: readonly FlowType[]): string {
  const rows = FLOW_TYPES.map((type) => {
    const row = TESTING_TYPES[type];
    const mark = failing.includes(type) ? ' (failing)' : '';
    return `| ${type}${mark} | ${row.checks} | ${row.lookAt} |`;
  });
  const focus =
    failing.length > 0
      ? `The failing flows are ${failing.join(', ')} flows: start from ${failing.length === 1 ? 'that row' : 'those rows'}.`
      : 'Pick the row that matches the failing flow.';
  return [
    '## Which testing type applies',
    '',
    '| type | checks that | look first at |',
    '| --- | --- | --- |',
    ...rows,
    '',
    focus,
  ].join('\n');
}

function phasesSection(available: ReadonlySet<string>): string {
  const lines = ['## Work in five phases', ''];
  PHASES.forEach((phase, index) => {
    const tools = phase.tools.filter(([tool]) => available.has(tool)).map(([tool, use]) => `${tool}: ${use}`);
    lines.push(
      `${index + 1}. **${phase.name}.** ${phase.goal}${tools.length > 0 ? ` (${tools.join('; ')})` : ''}`,
    );
  });
  return lines.join('\n');
}

/** One line per tool: `- name(param: type, optional?: type) — description`, sorted by name. */
export function toolCatalogue(tools: readonly ToolDefinition[]): string {
  const sorted = [...tools].sort((a, b) => a.name.localeCompare(b.name));
  const lines = sorted.map(
    (tool) => `- ${tool.name}(${summarizeParameters(tool.parameters)}): ${collapse(tool.description)}`,
  );
  return [
    '## Tools',
    '',
    ...(lines.length > 0 ? lines : ['No tools are available: answer from the failure description.']),
  ].join('\n');
}

/** `path: string, limit?: integer, action: "add"|"done"` from a JSON Schema object. */
export function summarizeParameters(schema: unknown): string {
  if (!isRecord(schema) || !isRecord(schema['properties'])) return '';
  const required = new Set(
    Array.isArray(schema['required']) ? schema['required'].filter((r) => typeof r === 'string') : [],
  );
  return Object.entries(schema['properties'])
    .map(([name, property]) => `${name}${required.has(name) ? '' : '?'}: ${typeOf(property)}`)
    .join(', ');
}

function typeOf(property: unknown): string {
  if (!isRecord(property)) return 'any';
  if (Array.isArray(property['enum']))
    return property['enum'].map((value) => JSON.stringify(value)).join('|');
  const type = property['type'];
  if (typeof type === 'string') {
    if (type === 'array' && isRecord(property['items']) && typeof property['items']['type'] === 'string') {
      return `${property['items']['type']}[]`;
    }
    return type;
  }
  if (Array.isArray(type)) return type.filter((t) => typeof t === 'string').join('|');
  return 'any';
}

function reportSection(input: SystemPromptInput): string {
  const type = input.testingTypes[0] ?? 'smoke';
  const example = reportPath(type, input.apiName, input.timestamp);
  return [
    '## Reports',
    '',
    `Write one report per investigation with falcon_write to \`.falcon/reports/<type>_report_<api>_<timestamp>.md\`, here \`${example}\` (use the type of the failing flow).`,
    'A report is accepted only when it:',
    '- starts with a Markdown heading (`# ...`);',
    '- shows results: a table (`| flow | result |`) or a fenced code block with the evidence;',
    '- holds no placeholders (`TODO`, `{{...}}`, `[placeholder]`): write the real content or leave the line out.',
    'Say what failed, the evidence (requests and responses as observed), the cause and how sure you are, and the fix.',
    'When falcon_write rejects a report it says why: fix those points and write it again.',
  ].join('\n');
}

function persistenceSection(available: ReadonlySet<string>): string {
  const lines = ['## What to keep', ''];
  if (available.has('memory')) {
    lines.push(
      '- memory: save facts that stay true across runs (auth scheme, base URLs, known quirks), not the results of this run.',
    );
  }
  if (available.has('session_log'))
    lines.push('- session_log: start a session first; end it with a short summary.');
  if (available.has('memory') || available.has('falcon_write')) {
    lines.push(
      "- .falcon/falcon.md is the API's knowledge base: keep its `# Base URLs` and `# Known Endpoints` sections and add what you confirmed.",
    );
  }
  if (available.has('write_file')) {
    lines.push(
      '- write_file changes repository files only with approval; when it is refused, describe the fix in the report instead.',
    );
  }
  lines.push('- Never write a secret anywhere. Values shown as *** are secrets: do not guess them.');
  return lines.join('\n');
}

function safetySection(baseUrls: readonly string[]): string {
  const lines = [
    '## Limits',
    '',
    'Every tool call counts against a limit and the run has a deadline: prefer the call that tells you most.',
    'Files outside the repository, secret files (.env, keys) and other hosts are refused.',
  ];
  if (baseUrls.length > 0) lines.push(`http_request may reach only: ${baseUrls.join(', ')}.`);
  return lines.join('\n');
}

// ---------------------------------------------------------------- the task

export interface TaskInput {
  results: readonly FlowResult[];
  /** Offline triage findings; their summaries are preferred over raw results when present. */
  findings?: readonly Finding[];
  /** Failed flows described in full; the rest are listed by name. */
  maxFlows?: number;
}

const DETAILS_PER_FLOW = 5;

/**
 * The first user message: each failed flow, the failing step and what went wrong, then what is
 * asked. Built from triage findings when available (classified, with code locations), else from
 * the results. Bodies are not copied in: the model fetches what it needs, which keeps the first
 * turn small. What failed holds what the API answered, so it is data, framed as such.
 */
export function buildTask(input: TaskInput): Prompt {
  const failed = input.results.filter((result) => result.status !== 'passed');
  if (failed.length === 0) {
    return [
      `All ${input.results.length} flows passed.\nReview what they cover against the spec, write a report of the gaps you find, and end with "Final Answer:" listing them.`,
    ];
  }
  const maxFlows = input.maxFlows ?? 10;
  const lines: string[] = [];
  failed.slice(0, maxFlows).forEach((result, index) => {
    const findings = (input.findings ?? []).filter((finding) => finding.flow === result.file);
    lines.push(`${index + 1}. ${result.type} flow \`${result.file}\` (${result.name}), ${result.status}`);
    const details = findings.length > 0 ? findingLines(findings) : resultLines(result);
    lines.push(
      ...details.slice(0, DETAILS_PER_FLOW * Math.max(1, findings.length)).map((line) => `   - ${line}`),
    );
  });
  if (failed.length > maxFlows) {
    lines.push(
      `…and ${failed.length - maxFlows} more: ${failed
        .slice(maxFlows)
        .map((result) => result.file)
        .join(', ')}`,
    );
  }
  return [
    `${failed.length} of ${input.results.length} flows failed. Investigate:`,
    untrusted(lines.join('\n'), 'the failures of this run'),
    'Find the cause of each failure with evidence, write the report, and end with "Final Answer:" giving the cause and the fix.',
  ];
}

function findingLines(findings: readonly Finding[]): string[] {
  const lines: string[] = [];
  for (const finding of findings) {
    lines.push(
      `step \`${finding.step}\` (line ${finding.line}), ${finding.kind}: ${collapse(finding.summary)}`,
    );
    lines.push(...finding.details.slice(0, DETAILS_PER_FLOW - 1).map(collapse));
    const locations = finding.locations
      .slice(0, 3)
      .map((l) => `${l.file}:${l.line}${l.changed ? ' (changed in this PR)' : ''}`);
    if (locations.length > 0) lines.push(`code: ${locations.join(', ')}`);
  }
  return lines;
}

function resultLines(result: FlowResult): string[] {
  const lines: string[] = [];
  for (const step of result.steps.filter((s) => s.status === 'failed' || s.status === 'error')) {
    lines.push(`step \`${step.id}\` (line ${step.line}): ${stepProblem(step)}`);
  }
  for (const check of result.load?.checks.filter((c) => !c.passed) ?? []) {
    lines.push(`load ${check.name}: expected ${check.expected}, got ${check.actual}`);
  }
  if (lines.length === 0) lines.push('no failing step was recorded');
  return lines;
}

function stepProblem(step: StepResult): string {
  if (step.error) return `${step.error.kind} error: ${collapse(step.error.message)}`;
  const failedChecks = step.checks.filter((check) => !check.passed);
  const described = failedChecks.map((check) => {
    const detail = check.details?.[0] ? ` (${collapse(check.details[0])})` : '';
    return `${check.name} expected ${check.expected}, got ${check.actual}${detail}`;
  });
  const request = step.request ? ` [${step.request.method} ${step.request.url}]` : '';
  return (described.join('; ') || 'failed') + request;
}

/** One line for the system prompt: which flows failed, by type. */
export function describeFailures(results: readonly FlowResult[]): string {
  const failed = results.filter((result) => result.status !== 'passed');
  if (failed.length === 0) return 'No flow failed.';
  const list = failed.map((result) => `${result.file} (${result.type}, ${result.status})`).join(', ');
  return `${failed.length} of ${results.length} flows failed: ${list}.`;
}

/** The distinct types of the failed flows, in the order of FLOW_TYPES. */
export function failingTypes(results: readonly FlowResult[]): FlowType[] {
  const failing = new Set(results.filter((r) => r.status !== 'passed').map((r) => r.type));
  return FLOW_TYPES.filter((type) => failing.has(type));
}

/** `20250101T120000Z`: sortable, and safe in a file name on every system. */
export function reportTimestamp(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
}

/** `.falcon/reports/<type>_report_<api>_<timestamp>.md`, the API name as the slug run reports use. */
export function reportPath(type: string, apiName: string, timestamp: string): string {
  return `.falcon/reports/${type}_report_${slug(apiName)}_${timestamp}.md`;
}
