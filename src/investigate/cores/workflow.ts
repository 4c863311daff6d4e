/**
 * workflow: a deterministic investigation, no model needed. Stages in the order of a template
 * (`.falcon/investigation.yaml`, else all of them): re-run each failing flow (a flow that passes the
 * second time is flaky, not failing), look up the failing operations in the spec, read the code at
 * the stack-trace locations triage found; the findings are the investigation's answer. Each stage
 * has a time limit and, unless the template says otherwise, may fail without stopping the others,
 * so every failure gets an explanation in CI for free.
 */
import path from 'node:path';
import type { FlowResult } from '../../core/results.js';
import { resolveInside } from '../../repo/safe-path.js';
import { messageOf } from '../../util/text.js';
import { readTextFile } from '../agent/tools/repo-files.js';
import type { AgentOutcome } from '../agent/types.js';
import { code } from '../triage/render.js';
import type { CodeLocation, Finding } from '../triage/types.js';
import type { WorkflowStage } from '../../workspace/types.js';
import type { CoreContext, CoreOutput, InvestigationCore } from './types.js';
import { withTimeout } from '../../util/timeout.js';

/** What one stage found, as Markdown lines; it throws when it could not finish. */
type StageRun = (context: CoreContext) => Promise<string[]>;

/** Lines of code shown on each side of a stack-trace location. */
const CODE_CONTEXT_LINES = 3;
/** Locations read at most: the culprit is among the first few. */
const MAX_LOCATIONS = 5;
/** Files larger than this are not read for a snippet. */
const MAX_SOURCE_BYTES = 2 * 1024 * 1024;

const STAGES: Record<WorkflowStage['name'], { run: StageRun; timeoutMs: number }> = {
  reproduce: { run: reproduce, timeoutMs: 120_000 },
  spec: { run: lookUpOperations, timeoutMs: 10_000 },
  code: { run: readLocations, timeoutMs: 10_000 },
};

/** Every stage in order, each going on when it fails: what runs without `.falcon/investigation.yaml`. */
export const DEFAULT_TEMPLATE: readonly WorkflowStage[] = (['reproduce', 'spec', 'code'] as const).map(
  (name) => ({
    name,
    continueOnError: true,
  }),
);

export const workflowCore: InvestigationCore = {
  name: 'workflow',
  aliases: ['wf', 'deterministic'],
  description:
    'A fixed, model-free investigation: re-runs failing flows to tell flaky from failing, looks up the operations in the spec and reads the code at the stack-trace locations.',
  capabilities: ['deterministic'],
  needsModel: false,
  async execute(context: CoreContext): Promise<CoreOutput> {
    const started = performance.now();
    const sections: string[] = [];
    const calls: Record<string, number> = {};
    let failedStages = 0;
    const template = context.workspace.investigation ?? DEFAULT_TEMPLATE;
    for (const stage of template) {
      if (context.signal?.aborted) break;
      calls[stage.name] = (calls[stage.name] ?? 0) + 1;
      const { run, timeoutMs } = STAGES[stage.name];
      try {
        const lines = await withTimeout(run(context), stage.timeoutMs ?? timeoutMs, stage.name);
        if (lines.length > 0) sections.push(lines.join('\n'));
      } catch (error) {
        failedStages++;
        context.log.warning(`workflow: the ${stage.name} stage failed: ${messageOf(error)}`);
        // continue_on_error (the default): one stage that cannot finish leaves the others their say.
        if (!stage.continueOnError) break;
      }
    }
    const cancelled = context.signal?.aborted === true;
    const answer = context.redactor.text(sections.join('\n\n'));
    const outcome: AgentOutcome = {
      stopReason: cancelled ? 'cancelled' : 'answer',
      answer: answer || undefined,
      ...(cancelled ? { message: 'the job was cancelled' } : {}),
      ...(failedStages > 0 && !cancelled
        ? { message: `${failedStages} workflow stage(s) could not finish` }
        : {}),
      turns: 0,
      toolCalls: calls,
      usage: { promptTokens: 0, completionTokens: 0 },
      reports: [],
      deniedWrites: [],
    };
    return {
      completed: !cancelled,
      outcome,
      metrics: {
        tokens: 0,
        costDollars: 0,
        executionMs: Math.round(performance.now() - started),
        toolCalls: Object.keys(calls).length,
        subTasks: template.length,
        parallelExecutions: 0,
        reviewIterations: 0,
      },
    };
  },
};

/** Each failing flow once more: the same failure again confirms it, a pass makes it flaky. */
async function reproduce(context: CoreContext): Promise<string[]> {
  // An API that refused the connection refuses it again: re-running tells nothing and costs time.
  const unreachable = new Set(
    context.findings.filter((finding) => finding.kind === 'unreachable').map((finding) => finding.flow),
  );
  const failing = context.results.filter(
    (result) => result.status !== 'passed' && !unreachable.has(result.file),
  );
  if (failing.length === 0) return [];
  const lines = ['**Re-run**', ''];
  for (const result of failing) {
    let again: FlowResult;
    try {
      again = await context.rerun(result.file);
    } catch (error) {
      lines.push(`- ${code(result.file)}: could not run again (${messageOf(error)})`);
      continue;
    }
    lines.push(
      again.status === 'passed'
        ? `- ${code(result.file)}: **passed on a second run**: flaky, not failing; look for timing, ordering or shared state`
        : `- ${code(result.file)}: failed again (${again.status}): the failure reproduces`,
    );
  }
  return lines;
}

/** The operations of the failing steps, as the spec documents them. */
async function lookUpOperations(context: CoreContext): Promise<string[]> {
  const spec = context.workspace.spec;
  if (!spec) return [];
  const seen = new Set<string>();
  const lines: string[] = [];
  for (const finding of context.findings) {
    const flow = context.workspace.flows.find((candidate) => candidate.file === finding.flow);
    const step = flow?.steps.find(
      (candidate) => candidate.name === finding.step || candidate.id === finding.step,
    );
    const operationId = step?.operation;
    if (!operationId || seen.has(operationId)) continue;
    seen.add(operationId);
    const operation = spec.byOperationId(operationId);
    if (!operation) continue;
    const statuses = Object.keys(operation.responses).join(', ') || 'none';
    lines.push(
      `- ${code(operationId)}: ${operation.method} ${code(operation.path)}, documented statuses ${statuses}`,
    );
  }
  return lines.length > 0 ? ['**Operations in the spec**', '', ...lines] : [];
}

/** The code at the first stack-trace locations, with a few lines around each. */
async function readLocations(context: CoreContext): Promise<string[]> {
  const locations = uniqueLocations(context.findings).slice(0, MAX_LOCATIONS);
  const blocks: string[] = [];
  for (const location of locations) {
    let absolute: string;
    try {
      absolute = await resolveInside(context.repoRoot, location.file);
    } catch {
      continue; // Outside the repository, a secret file, or not in this checkout.
    }
    const file = await readTextFile(absolute, MAX_SOURCE_BYTES).catch(() => undefined);
    if (!file || file.kind !== 'text') continue;
    const all = file.text.split('\n');
    const first = Math.max(1, location.line - CODE_CONTEXT_LINES);
    const last = Math.min(all.length, location.line + CODE_CONTEXT_LINES);
    const numbered = all
      .slice(first - 1, last)
      .map(
        (text, index) =>
          `${first + index === location.line ? '>' : ' '} ${String(first + index).padStart(4)} | ${text}`,
      );
    const where = `${path.posix.normalize(location.file)}:${location.line}${location.function ? ` in ${location.function}` : ''}`;
    blocks.push(
      `${code(where)}${location.changed ? ' (changed in this pull request)' : ''}`,
      '',
      '```',
      ...numbered,
      '```',
      '',
    );
  }
  return blocks.length > 0 ? ['**Code at the stack trace**', '', ...blocks].slice(0, -1) : [];
}

function uniqueLocations(findings: readonly Finding[]): CodeLocation[] {
  const seen = new Set<string>();
  const locations: CodeLocation[] = [];
  for (const finding of findings) {
    for (const location of finding.locations) {
      const key = `${location.file}:${location.line}`;
      if (seen.has(key)) continue;
      seen.add(key);
      locations.push(location);
    }
  }
  return locations;
}
