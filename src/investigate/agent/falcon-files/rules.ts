/**
 * The rules each kind of file the agent writes in `.falcon/` passes before it is written: its name,
 * and its content (a report that would not pass ValidateReportContent, a knowledge base without
 * its sections or a flow that does not load never reaches the disk). The reasons go back to the
 * model so it can repair the text in one round trip.
 */
import { inputErrorsOf } from '../../../core/errors.js';
import { parseFlow } from '../../../flows/parse.js';
import { didYouMean } from '../../../util/did-you-mean.js';
import { FLOW_TYPES, isFlowType } from '../../../core/modes.js';
import { slug } from '../../../util/slug.js';
import { validateFalconMdText, validateReportText } from '../../../workspace/report-content.js';
import { createContext } from '../../../workspace/files.js';
import { checkFlowReferences, type ReferenceInputs } from '../../../workspace/references.js';
import type { Workspace } from '../../../workspace/types.js';
import {
  FLOWS_FOLDER,
  KNOWLEDGE_FILE,
  MEMORY_FILE,
  REPORTS_FOLDER,
  SESSIONS_FOLDER,
  type FalconFileKind,
} from './paths.js';
import { parseMemory } from './memory.js';

export type WriteTarget = { kind: Exclude<FalconFileKind, 'session'> } | { refused: string[] };

/**
 * What a workspace-relative path would be as one of the agent's outputs, or every reason it may
 * not be written. `example` is a well-formed report name to show when a name is wrong.
 */
export function classifyWrite(relative: string, example: string): WriteTarget {
  if (relative === KNOWLEDGE_FILE) return { kind: 'knowledge' };
  if (relative === MEMORY_FILE) return { kind: 'memory' };
  const [folder, ...rest] = relative.split('/');
  const name = rest.join('/');
  if (folder === REPORTS_FOLDER && name !== '') {
    const reasons = reportNameProblems(name, example);
    return reasons.length === 0 ? { kind: 'report' } : { refused: reasons };
  }
  if (folder === FLOWS_FOLDER && name !== '') {
    const reasons = flowNameProblems(name);
    return reasons.length === 0 ? { kind: 'flow' } : { refused: reasons };
  }
  if (folder === SESSIONS_FOLDER) {
    return {
      refused: [`${relative} is a session record: session_log writes those (action: end, with a summary)`],
    };
  }
  return {
    refused: [
      `${relative} is not one of the agent's outputs: only ${REPORTS_FOLDER}/<type>_report_<api-name>_<timestamp>.md, ` +
        `${FLOWS_FOLDER}/<type>_<description>.yaml, ${KNOWLEDGE_FILE} and ${MEMORY_FILE} may be written; ` +
        'the configuration, spec, environments and saved requests are the user’s',
    ],
  };
}

/** `contract_report_users-api_20250101T120000Z.md`, with the characters outputs.ts uses for its own reports. */
const REPORT_NAME = /^([a-z0-9]+)_report_([a-z0-9][a-z0-9-]*)_(\d{8}(?:[T_-]?\d{6}(?:\d{3})?Z?)?)\.md$/;

/** Every reason a file name in `reports/` is not `<type>_report_<api-name>_<timestamp>.md`. */
export function reportNameProblems(name: string, example: string): string[] {
  const shape = `reports are named <type>_report_<api-name>_<timestamp>.md, e.g. ${example}`;
  if (name.includes('/')) {
    return [`reports/ is flat: ${name} is in a subfolder; ${shape}`];
  }
  const match = REPORT_NAME.exec(name);
  if (match) {
    const type = match[1]!;
    return isFlowType(type) ? [] : [`'${type}' is not a testing type (${typeHint(type)}); ${shape}`];
  }
  const reasons: string[] = [];
  if (!name.endsWith('.md')) reasons.push(`${name} does not end in .md: reports are Markdown`);
  if (name !== name.toLowerCase())
    reasons.push(`${name} has upper-case letters: report names are lower case`);
  const type = /^([^_]+)_report_/.exec(name)?.[1];
  if (type === undefined) reasons.push(`${name} does not start with <type>_report_`);
  else if (!isFlowType(type)) reasons.push(`'${type}' is not a testing type (${typeHint(type)})`);
  if (reasons.length === 0) {
    reasons.push(
      `${name} does not end in _<api-name>_<timestamp>.md (api-name: lower-case letters, digits and '-'; timestamp: YYYYMMDDTHHMMSSZ)`,
    );
  }
  return reasons.map((reason) => `${reason}; ${shape}`);
}

function flowNameProblems(name: string): string[] {
  if (name.includes('/')) {
    return [
      `flows/ is flat: ${name} is in a subfolder, where flows are never read; write flows/<type>_<description>.yaml`,
    ];
  }
  if (!/\.ya?ml$/.test(name))
    return [`${name} does not end in .yaml: flows are YAML files named <type>_<description>.yaml`];
  // The type prefix and the rest are parseFlow's to check, with its own hints.
  return [];
}

function typeHint(type: string): string {
  const suggestion = didYouMean(type, FLOW_TYPES);
  return suggestion ? `did you mean '${suggestion}'?` : `one of ${FLOW_TYPES.join(', ')}`;
}

/** A report name the agent may use now, shown when a name is refused. */
export function exampleReportName(workspace: Workspace, now: Date, type = 'contract'): string {
  const api = slug(workspace.config.api_name ?? workspace.spec?.title ?? 'api');
  return `${type}_report_${api}_${compactTimestamp(now)}.md`;
}

/** `2025-01-01T12:00:00.123Z` → `20250101T120000Z`, the stamp report names use. */
export function compactTimestamp(now: Date): string {
  return now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
}

/**
 * Every reason `text` may not be written as a file of this kind. Flows are parsed and checked
 * against the rest of the workspace (operations, environments, variables), as the loader will
 * check them on the next run.
 */
export function contentProblems(
  kind: Exclude<FalconFileKind, 'session'>,
  text: string,
  workspace: Workspace,
  display: string,
): string[] {
  switch (kind) {
    case 'report':
      return validateReportText(text).reasons;
    case 'knowledge':
      return validateFalconMdText(text).reasons;
    case 'memory': {
      const parsed = parseMemory(text, display);
      return 'reasons' in parsed ? parsed.reasons : [];
    }
    case 'flow':
      return flowProblems(text, workspace, display);
  }
}

function flowProblems(text: string, workspace: Workspace, display: string): string[] {
  let flow;
  try {
    flow = parseFlow(display, text);
  } catch (error) {
    const problems = inputErrorsOf(error);
    if (!problems) throw error;
    return problems.map((problem) => problem.describe());
  }
  // `{{env.NAME}}` is the job's environment, not known here: every name counts as set.
  const env = new Proxy({} as Record<string, string>, { get: () => '' });
  const context = createContext(workspace.repoRoot, env);
  checkFlowReferences({ flow, text }, referenceInputs(workspace), context);
  return context.errors.errors.map((problem) => problem.describe());
}

/** The loaded workspace in the shape the loader's cross-file checks read. */
function referenceInputs(workspace: Workspace): ReferenceInputs {
  return {
    config: workspace.config,
    spec: workspace.spec
      ? { status: 'loaded', spec: workspace.spec, path: workspace.config.spec }
      : { status: 'absent', path: workspace.config.spec },
    environments: { environments: workspace.environments, sources: {}, broken: new Set() },
    requests: { requests: workspace.requests, sources: {}, broken: new Set() },
    variables: workspace.variables,
  };
}
