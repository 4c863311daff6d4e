/**
 * `falcon init` writes a workspace from a spec. The CLI's commands over the history: `falcon history [run]` lists recent runs or shows one,
 * `falcon baseline save [name]` writes the committable baseline from the newest passing run,
 * `falcon experience [stats]`, `falcon insights` and `falcon skills` show what investigations
 * taught, and `falcon cores` lists the investigation cores and the one this workspace would get.
 */
import path from 'node:path';
import { EXIT_INPUT_ERROR, EXIT_PASSED } from '../core/exit-codes.js';
import type { RunOptions } from '../options.js';
import { renderRun, renderRunList } from '../report/render/history.js';
import { baselineOfRun, saveBaseline } from '../store/baselines.js';
import { openStore, type Store } from '../store/database.js';
import type { HistorySettings } from '../store/history.js';
import { getRun, listRuns } from '../store/runs.js';
import { coreRecords, recentExperiences } from '../store/experiences.js';
import { computeInsights } from '../store/insights.js';
import { listSkills } from '../store/skills.js';
import {
  renderExperiences,
  renderExperienceStats,
  renderInsights,
  renderSkills,
} from '../report/render/learning.js';
import { CORES } from '../investigate/cores/registry.js';
import { selectCore } from '../investigate/cores/selector.js';
import { renderCores } from '../report/render/cores.js';
import { initWorkspace } from '../init/index.js';
import type { ProcessEnv } from '../workspace/expand.js';
import { plural } from '../util/text.js';

/** What the commands work on: the workspace, and its history settings resolved with config.yaml. */
export interface CommandTarget extends HistorySettings {
  workspace: string;
  repoRoot: string;
}

export interface CommandOutput {
  out(line: string): void;
  error(line: string): void;
}

/**
 * Writes the workspace and says what it did: each file written or kept, each operation left out
 * and why, and the credentials to set before the first run.
 */
export async function initCommand(
  given: { spec: string; force: boolean; baseUrl: string | undefined },
  target: { workspace: string; repoRoot: string; env: ProcessEnv },
  output: CommandOutput,
): Promise<number> {
  const report = await initWorkspace({
    spec: given.spec,
    force: given.force,
    ...(given.baseUrl ? { baseUrl: given.baseUrl } : {}),
    ...target,
  });
  for (const file of report.written) output.out(`wrote ${file}`);
  const existing = report.kept.filter((kept) => kept.reason === 'it exists').map((kept) => kept.file);
  if (existing.length > 0) {
    const what =
      report.written.length === 0 && existing.length === report.kept.length
        ? 'nothing written: every file exists'
        : `kept ${plural(existing.length, 'file')} that exist`;
    output.out(`${what} (${existing.join(', ')}); --force replaces them`);
  }
  for (const kept of report.kept)
    if (kept.reason !== 'it exists') output.out(`kept ${kept.file}: ${kept.reason}`);
  for (const skipped of report.skipped)
    output.out(`skipped ${skipped.operation} in ${skipped.flow}: ${skipped.reason}`);
  for (const note of report.notes) output.out(`note: ${note}`);
  if (report.credentials.length > 0)
    output.out(
      `set ${report.credentials.join(', ')} in the environment: local.yaml sends them as credentials`,
    );
  if (report.written.length > 0) {
    const folder = path.relative(target.repoRoot, target.workspace).split(path.sep).join('/');
    const flag = folder === '.falcon' ? '' : ` --workspace ${folder}`;
    output.out(`next: 'falcon validate${flag}', then 'falcon run${flag}'`);
  }
  return EXIT_PASSED;
}

export function historyCommand(
  args: readonly string[],
  target: CommandTarget,
  output: CommandOutput,
): number {
  return withStore(target, output, (store) => {
    if (args.length === 0) {
      renderRunList(listRuns(store)).forEach(output.out);
      return EXIT_PASSED;
    }
    const id = Number(args[0]?.replace(/^#/, ''));
    const run = Number.isInteger(id) ? getRun(store, id) : undefined;
    if (!run) {
      output.error(`falcon: no run ${args[0]} in the history; 'falcon history' lists them`);
      return EXIT_INPUT_ERROR;
    }
    renderRun(run).forEach(output.out);
    return EXIT_PASSED;
  });
}

/** `name` has been validated with the options (`--baseline`, or the name after `save`). */
export async function baselineCommand(
  args: readonly string[],
  target: CommandTarget,
  output: CommandOutput,
): Promise<number> {
  if (args[0] !== 'save' || args.length > 2) {
    output.error("falcon: use 'falcon baseline save [name]'");
    return EXIT_INPUT_ERROR;
  }
  const name = target.baseline;
  let baseline;
  const code = withStore(target, output, (store) => {
    const newest = listRuns(store, 200).find((run) => run.verdict === 'pass');
    baseline = newest && baselineOfRun(store, newest.id, name);
    if (baseline) return EXIT_PASSED;
    output.error("falcon: no passing run in the history yet: 'falcon run' records one");
    return EXIT_INPUT_ERROR;
  });
  if (!baseline) return code;
  const file = await saveBaseline(target.workspace, baseline);
  output.out(
    `baseline ${name} saved to ${path.relative(target.repoRoot, file) || file}: commit it to compare every run with it`,
  );
  return EXIT_PASSED;
}

export function experienceCommand(
  args: readonly string[],
  target: CommandTarget,
  output: CommandOutput,
): number {
  if (args.length > 1 || (args[0] !== undefined && args[0] !== 'stats')) {
    output.error("falcon: use 'falcon experience' or 'falcon experience stats'");
    return EXIT_INPUT_ERROR;
  }
  return withStore(target, output, (store) => {
    const lines =
      args[0] === 'stats'
        ? renderExperienceStats(coreRecords(store))
        : renderExperiences(recentExperiences(store));
    lines.forEach(output.out);
    return EXIT_PASSED;
  });
}

export function insightsCommand(target: CommandTarget, output: CommandOutput): number {
  return withStore(target, output, (store) => {
    renderInsights(computeInsights(store)).forEach(output.out);
    return EXIT_PASSED;
  });
}

export function skillsCommand(target: CommandTarget, output: CommandOutput): number {
  return withStore(target, output, (store) => {
    renderSkills(listSkills(store)).forEach(output.out);
    return EXIT_PASSED;
  });
}

export function coresCommand(
  options: RunOptions,
  target: CommandTarget,
  hasModel: boolean,
  output: CommandOutput,
): number {
  const store = target.historyPath ? openStore(target.historyPath, { warning: () => undefined }) : undefined;
  try {
    const { selection } = selectCore({
      requested: options.agent.core,
      category: 'other',
      hasModel,
      canVerify: options.fixes.confirmations === 'pr' && Boolean(options.fixes.startCommand),
      records: store ? coreRecords(store) : [],
    });
    renderCores(CORES, selection).forEach(output.out);
    return EXIT_PASSED;
  } finally {
    store?.close();
  }
}

function withStore(target: CommandTarget, output: CommandOutput, work: (store: Store) => number): number {
  if (!target.historyPath) {
    output.error('falcon: the history is off (--history off, or history: off in config.yaml)');
    return EXIT_INPUT_ERROR;
  }
  const store = openStore(target.historyPath, { warning: (message) => output.error(`warning: ${message}`) });
  if (!store) return EXIT_INPUT_ERROR;
  try {
    return work(store);
  } finally {
    store.close();
  }
}
