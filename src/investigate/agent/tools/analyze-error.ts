/**
 * analyze_error: the offline triage helpers on demand. For a failed step (or any error text the
 * model has), it pulls out what the API said went wrong (message, type, fields) and the source
 * locations in a stack trace, so the model starts reading code at the right line instead of
 * guessing from the endpoint's name.
 */
import type { FlowResult, StepResult } from '../../../core/results.js';
import { extractErrorContext, type CodeLocation, type Finding } from '../../triage/index.js';
import { locate } from '../../triage/locate.js';
import { PathIndex } from '../../triage/paths.js';
import { listRepositoryFiles } from '../../../repo/files.js';
import { Type, type Static } from 'typebox';
import { defineTool } from '../registry.js';
import type { Tool } from '../types.js';
import type { ToolDependencies } from './dependencies.js';
import { capText, compactJson, MAX_OUTPUT_BYTES } from './output.js';

/** Steps analysed in one call when no flow is named. */
const MAX_STEPS = 8;
const MAX_LOCATIONS = 15;

const AnalyzeErrorParameters = Type.Object(
  {
    flow: Type.Optional(
      Type.String({ description: 'Flow file (e.g. .falcon/flows/users.yaml) or flow name.' }),
    ),
    step: Type.Optional(Type.String({ description: 'Step id or name within the flow.' })),
    body: Type.Optional(
      Type.String({
        description: 'Error text to analyse instead of a recorded response (a body, a log excerpt).',
      }),
    ),
  },
  { additionalProperties: false },
);
export type AnalyzeErrorArgs = Static<typeof AnalyzeErrorParameters>;

export function createAnalyzeErrorTool(deps: ToolDependencies): Tool {
  // The checkout's files, listed on first use: trace paths are named as the repository names them.
  let repository: Promise<PathIndex> | undefined;
  const repositoryOf = (root: string) =>
    (repository ??= listRepositoryFiles(root).then((files) => new PathIndex(files)));
  return defineTool({
    name: 'analyze_error',
    description:
      "Extract the error context (message, type, fields) and stack-trace code locations (file:line) from a failed step's response, or from a body you pass. No arguments: every failed step of the run. flow: a flow's file or name; step: a step id or name.",
    parameters: AnalyzeErrorParameters,
    postPrompt:
      "If code locations were found, open the first one of the API's own code with read_file before you decide what caused the failure.",
    run: async (args, context) => {
      const located = { repository: await repositoryOf(context.repoRoot) };
      return deps.redactor.text(capText(analyze(args, deps.results, located), MAX_OUTPUT_BYTES));
    },
  });
}

/** What locating a trace needs besides its text: the checkout's files. */
interface Locating {
  repository: PathIndex;
}

function analyze(args: AnalyzeErrorArgs, results: readonly FlowResult[], located: Locating): string {
  if (args.body !== undefined) return describeText(args.body, located);

  if (args.flow === undefined) {
    const failing = results.flatMap((flow) => failedSteps(flow).map((step) => ({ flow, step })));
    if (failing.length === 0) {
      return results.length === 0
        ? 'no flows ran, so there is nothing to analyse'
        : 'every step passed; there is no error to analyse';
    }
    const shown = failing.slice(0, MAX_STEPS).map(({ flow, step }) => describeStep(flow, step, located));
    if (failing.length > MAX_STEPS) {
      shown.push(`… ${failing.length - MAX_STEPS} more failed steps; name a flow to see them`);
    }
    return shown.join('\n\n');
  }

  const flow = findFlow(results, args.flow);
  if (!flow) {
    const known = results.map((result) => `${result.file} (${result.name})`).join(', ');
    return `no flow ${args.flow} in this run; the flows are: ${known || '(none)'}`;
  }
  if (args.step !== undefined) {
    const wanted = args.step.toLowerCase();
    const step = flow.steps.find(
      (candidate) => candidate.id.toLowerCase() === wanted || candidate.name.toLowerCase() === wanted,
    );
    if (!step) {
      return `no step ${args.step} in ${flow.file}; its steps are: ${flow.steps.map((candidate) => candidate.id).join(', ')}`;
    }
    return describeStep(flow, step, located);
  }
  const failed = failedSteps(flow);
  if (failed.length === 0)
    return `${flow.file} ${flow.status === 'passed' ? 'passed' : 'has no failed step'}; name a step to look at it anyway`;
  return failed.map((step) => describeStep(flow, step, located)).join('\n\n');
}

function failedSteps(flow: FlowResult): StepResult[] {
  return flow.steps.filter((step) => step.status === 'failed' || step.status === 'error');
}

/** By file (exact, or its end), then by name; case-insensitive. */
function findFlow(results: readonly FlowResult[], wanted: string): FlowResult | undefined {
  const lower = wanted.toLowerCase().replace(/\\/g, '/');
  return (
    results.find((flow) => flow.file.toLowerCase() === lower) ??
    results.find((flow) => flow.file.toLowerCase().endsWith(`/${lower}`)) ??
    results.find((flow) => baseName(flow.file) === baseName(lower)) ??
    results.find((flow) => flow.name.toLowerCase() === lower)
  );
}

function baseName(file: string): string {
  return (file.split('/').at(-1) ?? file).replace(/\.ya?ml$/i, '').toLowerCase();
}

function describeStep(flow: FlowResult, step: StepResult, located: Locating): string {
  const lines = [
    `${flow.file}:${step.line} step ${step.id}${step.name !== step.id ? ` (${step.name})` : ''} of "${flow.name}" (${flow.type}): ${step.status}`,
  ];
  if (step.request) lines.push(`request: ${step.request.method} ${step.request.url}`);
  if (step.response) {
    const type = step.response.headers['content-type'];
    lines.push(`response: ${step.response.status}${type ? ` (${type})` : ''}`);
  }
  if (step.error) lines.push(`error (${step.error.kind}): ${step.error.message}`);
  const failedChecks = step.checks.filter((check) => !check.passed);
  if (failedChecks.length > 0) {
    lines.push('failed checks:');
    for (const check of failedChecks) {
      lines.push(
        `  - ${check.name}: expected ${check.expected}, got ${check.actual}${check.line ? ` (line ${check.line})` : ''}`,
      );
      for (const detail of (check.details ?? []).slice(0, 10)) lines.push(`      ${detail}`);
    }
  }
  // Triage's longer copy of an error body: a debug page's culprit is often past the display cut.
  const body = step.response?.errorBody ?? step.response?.body ?? '';
  const context = body ? extractErrorContext(body) : undefined;
  const locations = locate([body, step.error?.message ?? ''].join('\n'), {
    ...located,
    headers: step.response?.headers ?? {},
  });
  // Without a body there is no context to find; saying "none found" would only be noise.
  if (body || locations.length > 0) lines.push(...describeContext(context), ...describeLocations(locations));
  return lines.join('\n');
}

function describeText(text: string, located: Locating): string {
  if (text.trim() === '') return 'the body is empty; there is nothing to analyse';
  const lines = [...describeContext(extractErrorContext(text)), ...describeLocations(locate(text, located))];
  return lines.join('\n');
}

function describeContext(context: Finding['error']): string[] {
  const parts: string[] = [];
  if (context?.message) parts.push(`message: ${context.message}`);
  if (context?.type) parts.push(`type: ${context.type}`);
  if (context?.fields && Object.keys(context.fields).length > 0)
    parts.push(`fields: ${compactJson(context.fields, 1_500)}`);
  return parts.length > 0
    ? [`error context: ${parts.join('; ')}`]
    : ['error context: none found (no message, type or field errors in the body)'];
}

function describeLocations(locations: CodeLocation[]): string[] {
  if (locations.length === 0) return ['code locations: none (no stack trace in the response)'];
  const lines = ['code locations:'];
  for (const location of locations.slice(0, MAX_LOCATIONS)) {
    const where = location.function ? ` in ${location.function}` : '';
    const changed = location.changed ? ', changed in this PR' : location.inDiff ? ', in the diff' : '';
    const others = (location.candidates ?? []).filter((candidate) => candidate !== location.file);
    const also = others.length > 0 ? `; the same file also at ${others.join(', ')}` : '';
    lines.push(`  - ${location.file}:${location.line}${where} (${location.language}${changed}${also})`);
  }
  if (locations.length > MAX_LOCATIONS) lines.push(`  … ${locations.length - MAX_LOCATIONS} more frames`);
  return lines;
}
