/**
 * What verification saw, in words: the failing checks of the re-run against the patched service,
 * each next to what the same check saw before the fix. An engineer who re-runs a test reads the new
 * failure, not the old one; so does the model retrying a fix, the coach reviewing it, and the
 * person reading the attempts in the comment.
 *
 * The text holds what the patched service answered: callers hand it to a model only as data.
 */
import type { FlowResult } from '../../core/results.js';
import { collapse, cut } from '../../util/text.js';
import type { RerunStep, Verification } from './types.js';

const VALUE_CHARS = 300;

/** The re-run of a failed verification, flow by flow and check by check; undefined when there was none. */
export function describeRerun(verification: Verification, before: readonly FlowResult[]): string | undefined {
  if (verification.status !== 'failed' || !verification.rerun?.length) return undefined;
  const lines: string[] = [];
  for (const flow of verification.rerun) {
    const earlier = before.find((result) => result.file === flow.file);
    lines.push(
      flow.role === 'target'
        ? `${flow.file} still fails:`
        : `${flow.file} passed before your fix and fails with it:`,
    );
    for (const step of flow.steps) {
      lines.push(`- step \`${step.id}\` (line ${step.line})${exchangeOf(step)}`);
      const earlierStep = earlier?.steps.find((candidate) => candidate.id === step.id);
      if (step.error) lines.push(`  with your fix: ${short(step.error)}`);
      for (const check of step.checks) {
        const was = earlierStep?.checks.find((candidate) => candidate.name === check.name);
        lines.push(`  ${check.name}: expected ${short(check.expected)}`);
        if (flow.role === 'target' && was) {
          lines.push(
            `    before your fix: got ${short(was.actual)}${detailOf(was.details?.[0], was.actual)}`,
          );
        }
        lines.push(`    with your fix:   got ${short(check.actual)}${detailOf(check.detail, check.actual)}`);
      }
      if (step.body) lines.push(`  the answer began: ${short(step.body)}`);
    }
  }
  return lines.join('\n');
}

/** The first failing check of a failed verification, in one line: what the attempts list shows. */
export function firstFailure(verification: Verification): string | undefined {
  if (verification.status !== 'failed') return undefined;
  for (const flow of verification.rerun ?? []) {
    for (const step of flow.steps) {
      const check = step.checks[0];
      if (check) {
        return `${flow.file} › ${step.id}: ${check.name} expected ${short(check.expected)}, got ${short(check.actual)}${detailOf(check.detail, check.actual)}`;
      }
      if (step.error) return `${flow.file} › ${step.id}: ${short(step.error)}`;
    }
  }
  return verification.reason;
}

function exchangeOf(step: RerunStep): string {
  if (!step.request) return '';
  return `, ${step.request}${step.status === undefined ? '' : ` → ${step.status}`}`;
}

/** A check's first detail, unless its value says the same already. */
function detailOf(detail: string | undefined, actual = ''): string {
  return detail && !actual.includes(detail) ? ` (${short(detail)})` : '';
}

function short(text: string): string {
  return cut(collapse(text), VALUE_CHARS);
}
