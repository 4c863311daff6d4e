import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { FLOW_TYPES, type FlowType } from '../core/modes.js';
import { renderTriage } from '../investigate/triage/render.js';
import type { Redactor } from '../http/redact.js';
import { STDOUT_PATH, type OutputOptions } from '../core/options.js';
import type { Workspace } from '../workspace/types.js';
import { renderCoverageReport } from './render/coverage.js';
import { renderAgentOutcome, renderProposals } from './render/investigation.js';
import { renderJson, type RunRecord } from './json.js';
import { renderJUnit } from './junit.js';
import { renderHtml } from './html.js';
import { renderCtrf } from './ctrf.js';
import { renderSarif } from './sarif.js';
import { operationKey } from '../openapi/coverage.js';
import packageJson from '../../package.json' with { type: 'json' };
import { renderTypeReport } from './markdown.js';
import { validateReportContent } from '../workspace/report-content.js';
import { slug } from '../util/slug.js';

export interface WrittenReport {
  type: FlowType;
  path: string;
  valid: boolean;
  /** Why ValidateReportContent rejected it, when it did. */
  reasons: string[];
}

export interface WrittenOutputs {
  junit?: string;
  html?: string;
  ctrf?: string;
  sarif?: string;
  json?: string;
  /** The JSON result, when it goes to stdout (`--json -`): the door prints it. */
  jsonText?: string;
  reports?: WrittenReport[];
  /** The coverage report, when the run had a spec to measure against. */
  coverage?: string;
}

/**
 * Writes the run's files: a Markdown report per flow type that ran (each checked by
 * ValidateReportContent before it counts), JUnit XML and the JSON result when asked for.
 * Every text passes through the redactor on its way to disk.
 */
export async function writeOutputs(
  options: OutputOptions,
  workspace: Workspace,
  run: Omit<RunRecord, 'startedAt' | 'apiName'>,
  redactor: Redactor,
  now: Date,
  durationMs = 0,
): Promise<WrittenOutputs> {
  const { results, gate, investigation } = run;
  const agentSections = [
    renderAgentOutcome(investigation.agent, '##', investigation.core),
    renderProposals(investigation.proposals, undefined, '##', investigation.attempts),
  ].filter(Boolean);
  const outputs: WrittenOutputs = { reports: [] };
  const apiName = slug(workspace.config.api_name ?? workspace.spec?.title ?? 'api');
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');

  await mkdir(options.reportsDir, { recursive: true });
  for (const type of FLOW_TYPES) {
    const ofType = results.filter((result) => result.type === type);
    if (ofType.length === 0) continue;
    const findings = investigation.findings.filter((finding) => finding.type === type);
    const text = redactor.text(
      renderTypeReport(ofType, {
        apiName,
        type,
        gated: gate.types.includes(type),
        generatedAt: now,
        triage: renderTriage(findings),
        investigation: agentSections.join('\n\n'),
      }),
    );
    const file = path.join(options.reportsDir, `${type}_report_${apiName}_${stamp}.md`);
    await writeFile(file, text);
    const { valid, reasons } = await validateReportContent(file);
    outputs.reports!.push({ type, path: file, valid, reasons });
  }
  if (gate.coverage) {
    const file = path.join(options.reportsDir, `coverage_report_${apiName}_${stamp}.md`);
    await writeFile(file, redactor.text(renderCoverageReport(gate.coverage, apiName, now)));
    outputs.coverage = file;
  }
  if (options.junitPath) {
    const junit = renderJUnit(results, {
      gate: gate.types,
      flaky: (run.flaky ?? []).map((flow) => flow.file),
    });
    await writeText(options.junitPath, redactor.text(junit));
    outputs.junit = options.junitPath;
  }
  const startedAt = new Date(now.getTime() - durationMs);
  if (options.htmlPath) {
    const html = renderHtml({
      ...run,
      apiName: workspace.config.api_name ?? workspace.spec?.title,
      startedAt,
      durationMs,
      version: packageJson.version,
    });
    await writeText(options.htmlPath, redactor.text(html));
    outputs.html = options.htmlPath;
  }
  if (options.ctrfPath) {
    const ctrf = renderCtrf({ ...run, startedAt, durationMs, version: packageJson.version });
    await writeText(options.ctrfPath, redactor.text(ctrf));
    outputs.ctrf = options.ctrfPath;
  }
  if (options.sarifPath) {
    const spec = workspace.spec;
    const sarif = renderSarif({
      ...run,
      version: packageJson.version,
      // An operation's place is looked up only for those a finding names.
      operations: spec && {
        get: (key: string) => spec.operations.find((operation) => operationKey(operation) === key)?.location,
      },
    });
    await writeText(options.sarifPath, redactor.text(sarif));
    outputs.sarif = options.sarifPath;
  }
  if (options.jsonPath) {
    const json = redactor.text(
      renderJson({ ...run, startedAt: now, apiName: workspace.config.api_name ?? workspace.spec?.title }),
    );
    if (options.jsonPath === STDOUT_PATH) outputs.jsonText = json;
    else {
      await writeText(options.jsonPath, json);
      outputs.json = options.jsonPath;
    }
  }
  return outputs;
}

async function writeText(file: string, text: string): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, text);
}
