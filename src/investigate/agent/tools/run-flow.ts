/**
 * run_flow: runs a flow again (or one of its steps) against the API and returns what it found,
 * the way the model reasons about it: the flow's verdict next to the verdict of the run being
 * investigated, then each step with its failing checks first (expected against actual, with the
 * YAML line), its error, the start of the response and a curl line to reproduce it.
 */
import path from 'node:path';
import type { CheckResult, FlowResult, LoadResult, StepResult } from '../../../core/results.js';
import type { Flow, Step } from '../../../flows/types.js';
import { didYouMean } from '../../../util/did-you-mean.js';
import { cut, messageOf } from '../../../util/text.js';
import { Type, type Static } from 'typebox';
import { defineTool } from '../registry.js';
import type { Tool } from '../types.js';
import type { ToolDependencies } from './dependencies.js';
import { capText } from './output.js';

/** Characters of a failing step's response body shown; the rest is an http_request away. */
const BODY_PREVIEW_CHARS = 400;
const MAX_LISTED_FLOWS = 30;

const RunFlowParameters = Type.Object(
  {
    flow: Type.String({
      description: 'The flow’s file (e.g. .falcon/flows/smoke_users.yaml, or smoke_users.yaml) or its name.',
    }),
    step: Type.Optional(Type.String({ description: 'Only this step, by its id.' })),
  },
  { additionalProperties: false },
);
export type RunFlowArgs = Static<typeof RunFlowParameters>;

export function createRunFlowTool(deps: ToolDependencies): Tool {
  return defineTool({
    name: 'run_flow',
    description:
      'Run a flow of the workspace again against the API (or only one step, with the steps it needs), and get each step’s checks back: expected and actual values, errors, the response and a curl line to reproduce it. ' +
      'Use it to check whether a failure reproduces and whether it still fails after what you learnt.',
    parameters: RunFlowParameters,
    run: async (args, context) => {
      const flow = findFlow(deps.workspace.flows, args.flow);
      if (typeof flow === 'string') return deps.redactor.text(flow);
      let stepId: string | undefined;
      if (args.step !== undefined && args.step.trim() !== '') {
        const step = findStep(flow, args.step.trim());
        if (typeof step === 'string') return deps.redactor.text(step);
        stepId = step.id;
      }
      if (context.signal.aborted) return 'run_flow did not run: the investigation is being cancelled';
      let result: FlowResult;
      try {
        result = await deps.rerun(flow.file, stepId);
      } catch (error) {
        return deps.redactor.text(`run_flow could not run ${flow.file}: ${messageOf(error)}`);
      }
      const before = deps.results.find((candidate) => candidate.file === flow.file);
      return deps.redactor.text(
        capText(renderRun(result, before, stepId), undefined, 'ask for one step with "step" to see it whole'),
      );
    },
  });
}

// ---------------------------------------------------------------- finding the flow

/** The flow a model meant: by file (repository- or workspace-relative, or the bare name), or by its name. */
export function findFlow(flows: readonly Flow[], given: string): Flow | string {
  const wanted = given.trim().replace(/\\/g, '/').replace(/^\.\//, '');
  const bare = wanted.replace(/\.ya?ml$/i, '');
  const matchers: Array<(flow: Flow) => boolean> = [
    (flow) => flow.file === wanted,
    (flow) => flow.file.endsWith(`/${wanted}`),
    (flow) => path.posix.basename(flow.file).replace(/\.ya?ml$/i, '') === bare,
    (flow) => flow.name.toLowerCase() === wanted.toLowerCase(),
  ];
  for (const matches of matchers) {
    const found = flows.filter(matches);
    if (found.length === 1) return found[0]!;
    if (found.length > 1) {
      return `"${given}" names ${found.length} flows: ${found.map((flow) => flow.file).join(', ')}; give the file path`;
    }
  }
  if (flows.length === 0) return `no flow "${given}": the workspace has no flows`;
  const names = flows.map((flow) => path.posix.basename(flow.file));
  const close =
    didYouMean(path.posix.basename(wanted), names) ??
    didYouMean(
      given,
      flows.map((flow) => flow.name),
    );
  const listed = flows.slice(0, MAX_LISTED_FLOWS).map((flow) => flow.file);
  const more = flows.length > MAX_LISTED_FLOWS ? `, … (${flows.length - MAX_LISTED_FLOWS} more)` : '';
  return `no flow "${given}"${close ? `; did you mean ${close}?` : ''} The flows are: ${listed.join(', ')}${more}`;
}

function findStep(flow: Flow, given: string): Step | string {
  const steps = [...flow.setup, ...flow.steps, ...flow.teardown];
  const step =
    steps.find((candidate) => candidate.id === given) ??
    steps.find((candidate) => candidate.id.toLowerCase() === given.toLowerCase());
  if (step) return step;
  const ids = steps.map((candidate) => candidate.id);
  const close = didYouMean(given, ids);
  return `${flow.file} has no step "${given}"${close ? `; did you mean ${close}?` : ''} Its steps are: ${ids.join(', ')}`;
}

// ---------------------------------------------------------------- the result

const STATUS_WORD = {
  passed: 'PASSED',
  failed: 'FAILED',
  error: 'ERROR (the flow could not run as written)',
} as const;

export function renderRun(result: FlowResult, before: FlowResult | undefined, stepId?: string): string {
  const only = stepId === undefined ? '' : ` (step ${stepId} only)`;
  const target = result.baseUrl ? ` against ${result.baseUrl}` : '';
  const earlier = before ? `; in the run being investigated it ${before.status}` : '';
  const lines = [
    `${result.file} "${result.name}" (${result.type})${only}: ${STATUS_WORD[result.status]} in ${Math.round(result.durationMs)} ms${target}${earlier}`,
  ];
  for (const step of result.steps) lines.push(...renderStep(step));
  if (result.load) lines.push(...renderLoad(result.load));
  return lines.join('\n');
}

function renderStep(step: StepResult): string[] {
  const title = `step ${step.id}${step.probe ? ` [probe ${step.probe}]` : ''}${step.phase === 'step' ? '' : ` (${step.phase})`}`;
  if (step.status === 'skipped') return [`- ${title}: skipped`];
  const request = step.request ? ` ${step.request.method} ${step.request.url}` : '';
  const timing = step.timings ? `, ${Math.round(step.timings.totalMs)} ms` : '';
  const attempts = step.attempts > 1 ? `, ${step.attempts} attempts` : '';
  if (step.status === 'passed') {
    return [
      `✓ ${title}:${request} passed (${step.checks.length} check${step.checks.length === 1 ? '' : 's'}${timing})`,
    ];
  }
  const lines = [`✗ ${title}:${request} ${step.status.toUpperCase()}, line ${step.line}${timing}${attempts}`];
  if (step.error) {
    lines.push(
      `  error (${step.error.kind}): ${step.error.message}${step.error.line ? ` (line ${step.error.line})` : ''}`,
    );
  }
  lines.push(...renderChecks(step.checks, '  '));
  if (step.response) {
    const type = step.response.headers['content-type'];
    const body = cut(step.response.body, BODY_PREVIEW_CHARS);
    lines.push(
      `  response: ${step.response.status}${type ? ` ${type}` : ''}${body ? ` ${oneLine(body)}` : ' (empty body)'}`,
    );
  }
  if (step.repro) lines.push(`  repro: ${step.repro}`);
  return lines;
}

/** Failing checks first, each with its details; passing ones after, one line each. */
function renderChecks(checks: readonly CheckResult[], indent: string): string[] {
  const ordered = [...checks.filter((check) => !check.passed), ...checks.filter((check) => check.passed)];
  return ordered.flatMap((check) => {
    const mark = check.passed ? '✓' : '✗';
    const line = check.line ? ` (line ${check.line})` : '';
    const head = `${indent}${mark} ${check.name}: expected ${check.expected}, got ${check.actual}${line}`;
    if (check.passed || !check.details?.length) return [head];
    return [head, ...check.details.map((detail) => `${indent}    - ${detail}`)];
  });
}

function renderLoad(load: LoadResult): string[] {
  const latency = load.latencyMs;
  return [
    `load: ${load.requests} requests in ${Math.round(load.durationMs)} ms (${load.rps.toFixed(1)}/s), ${load.errors} errors (${(load.errorRate * 100).toFixed(1)}%), ` +
      `latency p50 ${latency.p50} ms, p95 ${latency.p95} ms, p99 ${latency.p99} ms, max ${latency.max} ms; statuses ${Object.entries(
        load.statuses,
      )
        .map(([status, count]) => `${status}×${count}`)
        .join(', ')}`,
    ...renderChecks(load.checks, '  '),
  ];
}

function oneLine(text: string): string {
  return text.replace(/\s*\n\s*/g, ' ');
}
