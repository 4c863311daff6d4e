/**
 * falcon_write: the agent's own outputs in `.falcon/` — reports, new flows, the knowledge base
 * (falcon.md) and memory.json. Everything is validated before the write (and reports once more
 * after it, from disk, as ValidateReportContent reads them). A refusal lists every reason, so the
 * model can fix the text and call again; nothing invalid is left on disk, and the user's own
 * reports and flows are never overwritten.
 *
 * A flow is not a note but a test that later runs send requests from, with the workspace's
 * secrets: it goes through the confirmation policy like a code change. In `deny` mode it is
 * refused and listed; in `pr` mode it is staged and proposed as a patch. It never lands on disk.
 */
import { rm } from 'node:fs/promises';
import { validateReportContent } from '../../../workspace/report-content.js';
import { messageOf } from '../../../util/text.js';
import { Type, type Static } from 'typebox';
import { defineTool } from '../registry.js';
import { PathRefusedError } from '../../../repo/safe-path.js';
import type { Tool, ToolContext } from '../types.js';
import { unifiedDiff } from '../../../repo/unified-diff.js';
import { classifyWrite, contentProblems, exampleReportName } from '../falcon-files/rules.js';
import { exists, redactForStorage, writeFileAtomic } from '../falcon-files/storage.js';
import { resolveFalconPath, type FalconPath } from '../falcon-files/paths.js';
import { WrittenFiles } from '../falcon-files/written.js';
import type { ToolDependencies } from './dependencies.js';
import { formatBytes } from './output.js';

/** More than any report or flow needs; a larger text is a model repeating itself. */
const MAX_CONTENT_BYTES = 512 * 1024;

/** The parameters, with an example report name of this workspace and hour in the description. */
function falconWriteParameters(exampleReport: string) {
  return Type.Object(
    {
      path: Type.String({ description: `Path relative to .falcon/, e.g. reports/${exampleReport}` }),
      content: Type.String({ description: 'The complete file content.' }),
    },
    { additionalProperties: false },
  );
}
export type FalconWriteArgs = Static<ReturnType<typeof falconWriteParameters>>;

export interface FalconWriteOptions {
  /** Shared with the loop, which takes the valid reports from it; one of its own when absent. */
  written?: WrittenFiles;
  /** Where an approved flow goes (the `pr` policy's overlay); without it, flows are never written. */
  stage?: (relativePath: string, content: string) => Promise<void>;
}

export function createFalconWriteTool(deps: ToolDependencies, options: FalconWriteOptions = {}): Tool {
  const written = options.written ?? new WrittenFiles();
  return defineTool({
    name: 'falcon_write',
    returns: 'own',
    description:
      'Write one of your outputs inside .falcon/ (paths relative to .falcon/): a report ' +
      'reports/<type>_report_<api-name>_<timestamp>.md (Markdown with a # heading and results: a table, a code block or PASS/FAIL marks, no placeholders), ' +
      'a new flow flows/<type>_<description>.yaml (it must load as a flow; it is proposed as a patch, never written directly), falcon.md (needs # Base URLs and # Known Endpoints sections) ' +
      'or memory.json (prefer the memory tool). The whole content is written; if it is refused, every reason is listed: fix them all and call again.',
    parameters: falconWriteParameters(exampleReportName(deps.workspace, deps.now())),
    run: async (args, context) =>
      deps.redactor.text(await writeFalcon(deps, written, args, { context, stage: options.stage })),
  });
}

async function writeFalcon(
  deps: ToolDependencies,
  written: WrittenFiles,
  args: FalconWriteArgs,
  proposal: { context: ToolContext; stage?: FalconWriteOptions['stage'] },
): Promise<string> {
  let target: FalconPath;
  try {
    target = await resolveFalconPath(deps.workspace, args.path);
  } catch (error) {
    if (error instanceof PathRefusedError) return notWritten(args.path, [error.message]);
    throw error;
  }
  const classified = classifyWrite(target.relative, exampleReportName(deps.workspace, deps.now()));
  if ('refused' in classified) return notWritten(target.display, classified.refused);
  const { kind } = classified;

  const size = Buffer.byteLength(args.content, 'utf8');
  if (size > MAX_CONTENT_BYTES) {
    return notWritten(target.display, [
      `the content is ${formatBytes(size)}, more than the ${formatBytes(MAX_CONTENT_BYTES)} allowed: keep the essentials and link to the rest`,
    ]);
  }
  if (
    (kind === 'report' || kind === 'flow') &&
    (await exists(target.absolute)) &&
    !written.has(target.absolute)
  ) {
    return notWritten(target.display, [
      `${target.display} already exists and was not written by you in this run: ${kind === 'report' ? 'reports' : 'flows'} of the user or of earlier runs are never replaced; choose a new file name`,
    ]);
  }

  const content = redactForStorage(deps.redactor, args.content);
  const problems = contentProblems(kind, content, deps.workspace, target.display);
  if (problems.length > 0) return notWritten(target.display, problems, RULES[kind]);
  if (kind === 'flow') return proposeFlow(deps, target, content, proposal);

  try {
    await writeFileAtomic(target.absolute, content);
  } catch (error) {
    return notWritten(target.display, [`the file could not be written: ${messageOf(error)}`]);
  }

  if (kind === 'report') {
    // The file is what gets published: check it as ValidateReportContent sees it, from disk.
    const check = await validateReportContent(target.absolute);
    if (!check.valid) {
      await rm(target.absolute, { force: true });
      written.forget(target.absolute);
      return notWritten(target.display, check.reasons, RULES.report);
    }
  }
  written.record({ kind, path: target.display, absolute: target.absolute });

  const masked =
    content === args.content ? '' : ' Secrets and credentials in the content were masked with ***.';
  return `wrote ${target.display} (${formatBytes(Buffer.byteLength(content, 'utf8'))}): ${DONE[kind]}.${masked}`;
}

/** A valid new flow, handed to the confirmation policy: refused in `deny` mode, staged in `pr` mode. */
async function proposeFlow(
  deps: ToolDependencies,
  target: FalconPath,
  content: string,
  { context, stage }: { context: ToolContext; stage?: FalconWriteOptions['stage'] },
): Promise<string> {
  const diff = unifiedDiff('', content, { path: target.display, created: true });
  const answer = await context.confirm(
    { tool: 'falcon_write', path: target.display, diff: deps.redactor.text(diff.text) },
    content,
  );
  if (!answer.approved) {
    return notWritten(target.display, [
      `new flows are proposals, never written directly: ${answer.reason.trim() || 'the confirmation policy refused it'}`,
      'describe the flow in your answer instead',
    ]);
  }
  if (!stage)
    return notWritten(target.display, [
      'no staging area is set up in this run, so the flow has nowhere to go',
    ]);
  try {
    await stage(target.display, content);
  } catch (error) {
    return notWritten(target.display, [`staging the flow failed (${messageOf(error)})`]);
  }
  return `The new flow ${target.display} was staged: it loads as a flow and becomes part of a proposed patch; the working tree is not changed.`;
}

const RULES = {
  report: 'ValidateReportContent',
  knowledge: 'ValidateFalconMD',
  memory: 'the memory.json format',
  flow: 'the flow rules',
} as const;

const DONE = {
  report: 'it passed ValidateReportContent and joins the run’s reports',
  knowledge: 'it passed ValidateFalconMD and is read by the next runs',
  memory: 'the facts are recalled by the next runs',
} as const;

/** A refusal: every reason, then what to do. `rules` names what the content failed, when it was the content. */
function notWritten(display: string, reasons: readonly string[], rules?: string): string {
  return [
    `${display} was not written:${rules ? ` it fails ${rules}` : ''}`,
    ...reasons.map((reason) => `- ${reason}`),
    rules
      ? 'Nothing was changed on disk. Fix every point above and call falcon_write again with the whole content.'
      : 'Nothing was changed on disk.',
  ].join('\n');
}
