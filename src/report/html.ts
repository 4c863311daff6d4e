/**
 * The run as one HTML file a reviewer opens anywhere, offline: no script, no font, no image, no
 * request of any kind (the style is inline and a Content-Security-Policy forbids the rest). The
 * verdict first, then the flows, each failure with its expected and actual values, the request,
 * the answer and a curl repro, the coverage of the spec, regressions, flaky flows and what the
 * investigation found. Everything in it is already redacted, and every value is escaped.
 */
import type { CancelledRun, CheckResult, FlowResult, Regression, StepResult } from '../core/results.js';
import type { GateResult } from '../gate.js';
import type { Investigation } from '../investigate/types.js';
import type { FlakyFlow } from '../store/runs.js';
import { describeRegression } from '../store/watchdog.js';
import { escapeHtml, plural } from '../util/text.js';

export interface HtmlInput {
  results: readonly FlowResult[];
  gate: GateResult;
  investigation?: Investigation;
  regressions?: readonly Regression[];
  flaky?: readonly FlakyFlow[];
  cancelled?: CancelledRun;
  apiName?: string;
  startedAt: Date;
  durationMs: number;
  version: string;
}

const STYLE = `
body{font:14px/1.45 system-ui,-apple-system,"Segoe UI",sans-serif;margin:2rem auto;max-width:75rem;padding:0 1rem;color:#1f2328}
h1{font-size:1.6rem;margin:0 0 .25rem}h2{font-size:1.2rem;margin-top:2rem;border-bottom:1px solid #d0d7de;padding-bottom:.25rem}
.pass{color:#1a7f37}.fail{color:#cf222e}.warn{color:#9a6700}.muted{color:#59636e}
table{border-collapse:collapse;width:100%;margin:.5rem 0}th,td{border:1px solid #d0d7de;padding:.3rem .5rem;text-align:left;vertical-align:top}
th{background:#f6f8fa}code,pre{font:12px/1.4 ui-monospace,SFMono-Regular,Menlo,monospace}
pre{background:#f6f8fa;padding:.5rem;overflow-x:auto;white-space:pre-wrap;word-break:break-all;max-height:30rem}
details{border:1px solid #d0d7de;border-radius:6px;margin:.5rem 0;padding:.25rem .75rem}summary{cursor:pointer;font-weight:600}
.banner{padding:.75rem 1rem;border-radius:6px;margin:1rem 0}.banner.fail{background:#ffebe9}.banner.pass{background:#dafbe1}.banner.warn{background:#fff8c5;color:#1f2328}
`;

export function renderHtml(input: HtmlInput): string {
  const { gate, results } = input;
  const passed = results.filter((result) => result.status === 'passed').length;
  const title = `Falcon CI: gate ${gate.verdict === 'pass' ? 'passed' : 'failed'}${input.apiName ? ` · ${input.apiName}` : ''}`;
  const gated = (result: FlowResult): boolean => gate.types.includes(result.type);
  const failing = results.filter((result) => result.status !== 'passed');
  const ordered = [...failing.filter(gated), ...failing.filter((result) => !gated(result))];
  const sections = [
    `<h1 class="${gate.verdict}">${gate.verdict === 'pass' ? '✅' : '❌'} ${e(title)}</h1>`,
    `<p class="muted">${plural(results.length, 'flow')}: ${passed} passed, ${results.length - passed} failed · gate: ${e(gate.types.join(', ') || 'nothing')} · ${(input.durationMs / 1000).toFixed(1)} s · started ${e(input.startedAt.toISOString())} · Falcon CI ${e(input.version)}</p>`,
    verdictBanner(input),
    flowTable(results, gated),
    ordered.length > 0
      ? `<h2>Failures</h2>\n${ordered.map((result) => failure(result, gated(result))).join('\n')}`
      : '',
    coverage(gate),
    watchdog(input),
    investigation(input.investigation),
  ];
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
<title>${e(title)}</title>
<style>${STYLE}</style>
</head>
<body>
${sections.filter(Boolean).join('\n')}
</body>
</html>
`;
}

function verdictBanner(input: HtmlInput): string {
  const { gate } = input;
  const lines: string[] = [];
  if (input.cancelled) {
    const flows = input.cancelled.flows;
    lines.push(
      `<div class="banner warn">The run was cancelled${input.cancelled.signal ? ` by ${e(input.cancelled.signal)}` : ''}. ${
        flows.length === 0
          ? 'Every flow had run.'
          : `${plural(flows.length, 'flow')} did not run to the end: ${flows.map((file) => `<code>${e(file)}</code>`).join(', ')}.`
      }</div>`,
    );
  }
  if (gate.verdict === 'pass') {
    lines.push(
      `<div class="banner pass">${gate.gatedCount === 0 ? 'No gated flow ran: the gate checked nothing.' : `All ${plural(gate.gatedCount, 'gated flow')} passed.`}</div>`,
    );
  } else {
    const reasons = [
      ...gate.blocking.map(
        (flow) => `<code>${e(flow.file)}</code> ${flow.status === 'error' ? 'could not run' : 'failed'}`,
      ),
      ...(gate.blockingRegressions.length > 0
        ? [`${plural(gate.blockingRegressions.length, 'regression')} against the baseline`]
        : []),
      ...gate.unreported.map((part) => e(part)),
      ...(gate.coverage?.passed === false
        ? [`coverage ${gate.coverage.percent.toFixed(1)}% is below ${gate.coverage.minOperations}%`]
        : []),
    ];
    lines.push(
      `<div class="banner fail">The gate failed:<ul>${reasons.map((reason) => `<li>${reason}</li>`).join('')}</ul></div>`,
    );
  }
  if (gate.nonBlocking.length > 0) {
    lines.push(
      `<p class="warn">${plural(gate.nonBlocking.length, 'flow')} outside the gate failed: reported, not blocking.</p>`,
    );
  }
  return lines.join('\n');
}

function flowTable(results: readonly FlowResult[], gated: (result: FlowResult) => boolean): string {
  const rows = results.map((result) => {
    const steps = result.steps.filter((step) => step.status === 'passed').length;
    const label =
      result.status === 'passed'
        ? '<span class="pass">passed</span>'
        : `<span class="${gated(result) ? 'fail' : 'warn'}">${result.cancelled ? 'cancelled' : result.status === 'error' ? 'flow error' : 'failed'}${gated(result) ? '' : ' (not gated)'}</span>`;
    return `<tr><td>${e(result.type)}</td><td>${e(result.name)}</td><td><code>${e(result.file)}</code></td><td>${label}</td><td>${steps}/${result.steps.length}</td><td>${result.durationMs} ms</td></tr>`;
  });
  return `<h2>Flows</h2>\n<table><thead><tr><th>Type</th><th>Flow</th><th>File</th><th>Result</th><th>Steps passed</th><th>Duration</th></tr></thead><tbody>\n${rows.join('\n')}\n</tbody></table>`;
}

function failure(result: FlowResult, gated: boolean): string {
  const steps = result.steps.filter((step) => step.status === 'failed' || step.status === 'error');
  const load = result.load?.checks.filter((check) => !check.passed) ?? [];
  return `<details open><summary class="${gated ? 'fail' : 'warn'}">${e(result.type)} · ${e(result.name)} · <code>${e(result.file)}</code>${gated ? '' : ' (not gated)'}</summary>
${steps.map((step) => stepFailure(result, step)).join('\n')}
${load.length > 0 ? `<h3>Load thresholds</h3>${checkTable(load)}` : ''}
</details>`;
}

function stepFailure(result: FlowResult, step: StepResult): string {
  const failed = step.checks.filter((check) => !check.passed);
  const parts = [
    `<h3>${e(step.name)}${step.probe ? ` (${e(step.probe)} probe)` : ''} <span class="muted">${e(result.file)}:${step.line}</span></h3>`,
  ];
  if (step.error) parts.push(`<p class="fail">${e(step.error.message)}</p>`);
  if (failed.length > 0) parts.push(checkTable(failed));
  if (step.request) {
    parts.push(
      `<p><b>Request</b></p><pre>${e(`${step.request.method} ${step.request.url}\n${headers(step.request.headers)}${step.request.body ? `\n\n${step.request.body}` : ''}`)}</pre>`,
    );
  }
  if (step.response) {
    parts.push(
      `<p><b>Response</b></p><pre>${e(`${step.response.status}\n${headers(step.response.headers)}\n\n${step.response.body}${step.response.truncated ? '\n… (cut)' : ''}`)}</pre>`,
    );
  }
  if (step.resent && !step.error) parts.push(`<p class="muted">Sent twice: ${e(step.resent)}.</p>`);
  if (step.repro) parts.push(`<p><b>Reproduce</b></p><pre>${e(step.repro)}</pre>`);
  return parts.join('\n');
}

function checkTable(checks: readonly CheckResult[]): string {
  const rows = checks.map(
    (check) =>
      `<tr><td>${e(check.name)}${check.line ? ` <span class="muted">line ${check.line}</span>` : ''}</td><td><code>${e(check.expected)}</code></td><td><code>${e(check.actual)}</code>${
        check.details?.length
          ? `<ul>${check.details.map((detail) => `<li>${e(detail)}</li>`).join('')}</ul>`
          : ''
      }</td></tr>`,
  );
  return `<table><thead><tr><th>Check</th><th>Expected</th><th>Actual</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

function headers(record: Record<string, string>): string {
  return Object.entries(record)
    .map(([name, value]) => `${name}: ${value}`)
    .join('\n');
}

function coverage(gate: GateResult): string {
  if (!gate.coverage) return '';
  const { measured, percent, minOperations } = gate.coverage;
  const rows = measured.byOperation.map((entry) => {
    const statuses = entry.statuses.documented
      .map(
        (status) =>
          `<span class="${entry.statuses.exercised.includes(status) ? 'pass' : 'muted'}">${e(status)}</span>`,
      )
      .join(' ');
    const undocumented = entry.undocumented.map((status) => `<span class="warn">${status}</span>`).join(' ');
    return `<tr><td><code>${e(entry.operation)}</code></td><td>${entry.exercised ? '<span class="pass">yes</span>' : '<span class="fail">no</span>'}</td><td>${statuses || '—'}</td><td>${undocumented || '—'}</td></tr>`;
  });
  return `<h2>Coverage of the spec</h2>
<p>${measured.operations.exercised} of ${plural(measured.operations.documented, 'operation')} exercised (${percent.toFixed(1)}%)${minOperations === undefined ? '' : `, threshold ${minOperations}%`} · statuses ${measured.statuses.exercised}/${measured.statuses.documented} · request media types ${measured.requestMedia.exercised}/${measured.requestMedia.documented} · response media types ${measured.responseMedia.exercised}/${measured.responseMedia.documented}</p>
<table><thead><tr><th>Operation</th><th>Exercised</th><th>Documented statuses (green: answered)</th><th>Undocumented answers</th></tr></thead><tbody>${rows.join('\n')}</tbody></table>`;
}

function watchdog(input: HtmlInput): string {
  const parts: string[] = [];
  const regressions = input.regressions ?? [];
  if (regressions.length > 0) {
    const gated = input.gate.blockingRegressions.length > 0;
    parts.push(
      `<h2>Regressions against the baseline${gated ? '' : ' (reported, not gating)'}</h2><ul>${regressions.map((regression) => `<li>${e(describeRegression(regression))}</li>`).join('')}</ul>`,
    );
  }
  const flaky = input.flaky ?? [];
  if (flaky.length > 0) {
    parts.push(
      `<h2>Flaky flows</h2><ul>${flaky.map((flow) => `<li><code>${e(flow.file)}</code>: passed ${flow.passed}, failed ${flow.failed} time(s) on this commit</li>`).join('')}</ul>`,
    );
  }
  return parts.join('\n');
}

function investigation(found: Investigation | undefined): string {
  if (!found) return '';
  const parts: string[] = [];
  if (found.findings.length > 0) {
    parts.push(
      `<h2>Triage</h2><ul>${found.findings
        .map(
          (finding) =>
            `<li><b>${e(finding.kind)}</b> in <code>${e(finding.flow)}:${finding.line}</code>: ${e(finding.summary)}${
              finding.locations.length > 0
                ? `<br><span class="muted">at ${finding.locations
                    .slice(0, 3)
                    .map((location) => `<code>${e(location.file)}:${location.line}</code>`)
                    .join(', ')}</span>`
                : ''
            }</li>`,
        )
        .join('')}</ul>`,
    );
  }
  const agent = found.agent;
  if (agent.stopReason !== 'skipped') {
    parts.push(
      `<h2>Investigation</h2><p class="muted">${e(found.core?.ran ?? 'agent')} core · ${e(agent.stopReason)}</p>${agent.answer ? `<pre>${e(agent.answer)}</pre>` : ''}${agent.message ? `<p>${e(agent.message)}</p>` : ''}`,
    );
  }
  if (found.proposals.length > 0) {
    parts.push(
      `<h2>Proposed fixes</h2>${found.proposals
        .map(
          (proposal) =>
            `<details><summary>${e(proposal.title)} · ${e(proposal.verification.status)}</summary>${proposal.files.map((file) => `<p><code>${e(file.path)}</code></p><pre>${e(file.diff)}</pre>`).join('')}</details>`,
        )
        .join('\n')}`,
    );
  }
  return parts.join('\n');
}

function e(text: string): string {
  return escapeHtml(text);
}
