/**
 * The regression watchdog: what changed against the baseline, step by step. A status that changed,
 * a field removed or retyped, a field the baseline never had, a step or a load phase slower past a
 * tolerance. Latency needs both a relative and an absolute margin, so the noise of a 2 ms endpoint
 * on a busy runner is never called a regression. Regressions are reported; they fail the check only
 * when the gate names them.
 */
import type { FlowResult, Regression } from '../core/results.js';
import type { JsonShape } from '../util/json-shape.js';
import { documentsField } from '../openapi/documented.js';
import type { Workspace } from '../workspace/types.js';
import type { Baseline } from './baselines.js';
import { responseShape, stepKey } from './runs.js';

export interface WatchdogSettings {
  /** How much slower than the baseline's p95 counts, as a fraction (0.5: 50% slower). */
  latencyTolerance: number;
  /** And by at least this many milliseconds. */
  latencyFloorMs: number;
}

export const DEFAULT_WATCHDOG: WatchdogSettings = { latencyTolerance: 0.5, latencyFloorMs: 50 };

/**
 * Whether the spec documents a field of a step's response; undefined when that cannot be told
 * (no spec, no operation on the step, no documented schema).
 */
export type Documented = (flow: string, step: string, status: number, field: string) => boolean | undefined;

/** What the spec documents, from the workspace's flows and spec. */
export function documentedBy(workspace: Workspace): Documented {
  return (flowFile, stepId, status, field) => {
    const spec = workspace.spec;
    const step = workspace.flows
      .find((flow) => flow.file === flowFile)
      ?.steps.find((candidate) => candidate.id === stepId);
    const operation = step?.operation && spec?.byOperationId(step.operation);
    if (!spec || !operation) return undefined;
    const schema = spec.responseSchema(operation, status, 'application/json');
    return schema === undefined ? undefined : documentsField(schema, field);
  };
}

export function findRegressions(
  baseline: Baseline,
  results: readonly FlowResult[],
  settings: WatchdogSettings = DEFAULT_WATCHDOG,
  documented: Documented = () => undefined,
): Regression[] {
  const regressions: Regression[] = [];
  const slower = (before: number, now: number) =>
    now > before * (1 + settings.latencyTolerance) && now - before > settings.latencyFloorMs;
  for (const flow of results) {
    const known = baseline.flows[flow.file];
    if (!known) continue;
    for (const step of flow.steps) {
      const key = stepKey(step);
      const before = known.steps[key];
      const response = step.response;
      if (!before || !response) continue;
      const at = { flow: flow.file, step: key };
      if (before.status !== undefined && before.status !== response.status) {
        regressions.push({
          kind: 'status',
          ...at,
          baseline: String(before.status),
          now: String(response.status),
        });
      }
      const shape = before.shape && responseShape(response);
      if (before.shape && shape) {
        // A field the baseline lacks is a regression only when the spec does not document it.
        const changes = shapeChanges(before.shape, shape).filter(
          (change) =>
            change.kind !== 'field_added' ||
            documented(flow.file, step.id, response.status, change.field!) !== true,
        );
        regressions.push(...changes.map((change) => ({ ...at, ...change })));
      }
      const latency = step.timings?.totalMs;
      if (before.latencyMs && latency !== undefined && slower(before.latencyMs.p95, latency)) {
        regressions.push({
          kind: 'latency',
          ...at,
          baseline: `p95 ${formatMs(before.latencyMs.p95)} over ${before.latencyMs.samples} run(s)`,
          now: formatMs(latency),
        });
      }
    }
    const loadP95 = flow.load?.latencyMs.p95;
    if (known.loadP95Ms !== undefined && loadP95 !== undefined && slower(known.loadP95Ms, loadP95)) {
      regressions.push({
        kind: 'load_latency',
        flow: flow.file,
        baseline: `p95 ${formatMs(known.loadP95Ms)}`,
        now: `p95 ${formatMs(loadP95)}`,
      });
    }
  }
  return regressions;
}

/**
 * Fields removed, retyped or added, each named once at its highest path: a removed object is one
 * regression, not one per field inside it.
 */
function shapeChanges(
  before: JsonShape,
  now: JsonShape,
): Array<Pick<Regression, 'kind' | 'field' | 'baseline' | 'now'>> {
  const changes: Array<Pick<Regression, 'kind' | 'field' | 'baseline' | 'now'>> = [];
  const reported: string[] = [];
  const under = (field: string) =>
    reported.some((parent) => field.startsWith(parent) && /^[.[]/.test(field.slice(parent.length)));
  for (const field of Object.keys(before).sort()) {
    if (under(field)) continue;
    const was = before[field]!;
    const is = now[field];
    if (is === undefined) {
      changes.push({ kind: 'field_removed', field, baseline: was, now: 'absent' });
      reported.push(field);
    } else if (!typesOf(is).every((type) => typesOf(was).includes(type))) {
      changes.push({ kind: 'field_retyped', field, baseline: was, now: is });
      reported.push(field);
    }
  }
  for (const field of Object.keys(now).sort()) {
    if (before[field] !== undefined || under(field)) continue;
    changes.push({ kind: 'field_added', field, baseline: 'absent', now: now[field]! });
    reported.push(field);
  }
  return changes;
}

/** JSON types of a shape entry; a whole number is a number too, so 12 then 12.5 is no change of type. */
function typesOf(entry: string): string[] {
  return entry.split('|').map((type) => (type === 'integer' ? 'number' : type));
}

function formatMs(ms: number): string {
  return ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${Math.round(ms)} ms`;
}

/** One line per regression, for the console, the summary and the reports. */
export function describeRegression(regression: Regression): string {
  const where = `${regression.flow}${regression.step ? ` › ${regression.step}` : ''}`;
  switch (regression.kind) {
    case 'status':
      return `${where}: status ${regression.baseline} → ${regression.now}`;
    case 'field_removed':
      return `${where}: field ${regression.field} removed (was ${regression.baseline})`;
    case 'field_retyped':
      return `${where}: field ${regression.field} is ${regression.now}, was ${regression.baseline}`;
    case 'field_added':
      return `${where}: new field ${regression.field} (${regression.now}), in neither the baseline nor the spec`;
    case 'latency':
      return `${where}: ${regression.now}, baseline ${regression.baseline}`;
    case 'load_latency':
      return `${where}: load phase ${regression.now}, baseline ${regression.baseline}`;
  }
}
