/**
 * The CLI's commands over the history: `falcon history [run]` lists recent runs or shows one,
 * `falcon coverage [run]` shows what a run exercised of the spec,
 * `falcon baseline save [name]` writes the committable baseline from the newest passing run,
 * `falcon experience [stats]`, `falcon insights` and `falcon skills` show what investigations
 * taught, and `falcon cores` lists the investigation cores and the one this workspace would get.
 */
import path from 'node:path';
import { InputErrors } from '../core/errors.js';
import { EXIT_INPUT_ERROR, EXIT_PASSED } from '../core/exit-codes.js';
import type { RunOptions } from '../options.js';
import { loadConfig } from '../workspace/config.js';
import { createContext } from '../workspace/files.js';
import { historySettings } from '../store/history.js';
import { modelSettings } from '../investigate/model-settings.js';
import { renderRun, renderRunList } from '../report/render/history.js';
import { baselineOfRun, saveBaseline } from '../store/baselines.js';
import { openStore, type Store } from '../store/database.js';
import type { HistorySettings } from '../store/history.js';
import { getRun, listRuns, newestRun, runCoverage } from '../store/runs.js';
import { coverageToJson } from '../report/json.js';
import { renderCoverageLines } from '../report/render/coverage.js';
import { snakeCaseKeys } from '../util/snake-case.js';
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

/** What the commands work on: the workspace, and its history settings resolved with config.yaml. */
export interface CommandTarget extends HistorySettings {
  workspace: string;
  repoRoot: string;
}

export interface CommandOutput {
  /** A line of the command's result (stdout). */
  out(line: string): void;
  /** A line about a problem (stderr). */
  error(line: string): void;
  /** A warning: said, never part of the result (stderr). */
  warning(message: string): void;
  /** Given with `--json`: commands that have a result hand it here as data instead of printing it. */
  json?(value: unknown): void;
}

/**
 * Runs one of the commands above (`history`, `baseline`, `experience`, `insights`, `skills`,
 * `cores`) with the history settings config.yaml gives; a broken config.yaml stops it with its
 * input errors, handed to `reportInputErrors`.
 */
export async function storeCommand(
  command: string,
  args: readonly string[],
  options: RunOptions,
  env: Record<string, string | undefined>,
  output: CommandOutput,
  reportInputErrors: (errors: InputErrors) => number,
): Promise<number> {
  const context = createContext(options.repoRoot, env);
  const { config } = await loadConfig(options.workspace, context);
  if (context.errors.errors.length > 0) return reportInputErrors(new InputErrors(context.errors.errors));
  const target = {
    workspace: options.workspace,
    repoRoot: options.repoRoot,
    ...historySettings(options, config, options.workspace),
  };
  if (command === 'history') return historyCommand(args, target, output);
  if (command === 'coverage') return coverageCommand(args, target, output);
  if (command === 'baseline') return baselineCommand(args, target, output);
  if (command === 'experience') return experienceCommand(args, target, output);
  if (command === 'insights') return insightsCommand(target, output);
  if (command === 'skills') return skillsCommand(target, output);
  return coresCommand(options, target, Boolean(modelSettings(options.agent, config).model), output);
}

export function historyCommand(
  args: readonly string[],
  target: CommandTarget,
  output: CommandOutput,
): number {
  return withStore(target, output, (store) => {
    if (args.length === 0) {
      const runs = listRuns(store);
      if (output.json) output.json({ runs: snakeCaseKeys(runs) });
      else renderRunList(runs).forEach(output.out);
      return EXIT_PASSED;
    }
    const id = runId(args[0]);
    const run = id === undefined ? undefined : getRun(store, id);
    if (!run) {
      output.error(`falcon: no run ${args[0]} in the history; 'falcon history' lists them`);
      return EXIT_INPUT_ERROR;
    }
    if (output.json) output.json(snakeCaseKeys(run));
    else renderRun(run).forEach(output.out);
    return EXIT_PASSED;
  });
}

/** `falcon coverage [run]`: what a run of the history (the newest by default) exercised of the spec. */
export function coverageCommand(
  args: readonly string[],
  target: CommandTarget,
  output: CommandOutput,
): number {
  return withStore(target, output, (store) => {
    const id = args.length === 0 ? newestRun(store) : runId(args[0]);
    if (id === undefined || !getRun(store, id)) {
      output.error(
        args.length === 0
          ? "falcon: no runs in the history yet: 'falcon run' records one"
          : `falcon: no run ${args[0]} in the history; 'falcon history' lists them`,
      );
      return EXIT_INPUT_ERROR;
    }
    const coverage = runCoverage(store, id);
    if (!coverage) {
      output.error(`falcon: run #${id} had no spec to measure coverage against`);
      return EXIT_INPUT_ERROR;
    }
    if (output.json) output.json({ run: id, ...coverageToJson(coverage) });
    else renderCoverageLines(id, coverage).forEach(output.out);
    return EXIT_PASSED;
  });
}

/** `12` or `#12` → 12; undefined for anything else. */
function runId(text: string | undefined): number | undefined {
  const id = Number(text?.replace(/^#/, ''));
  return text !== undefined && Number.isInteger(id) && id > 0 ? id : undefined;
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
    const insights = computeInsights(store);
    if (output.json) output.json(snakeCaseKeys(insights));
    else renderInsights(insights).forEach(output.out);
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
  const store = openStore(target.historyPath, { warning: output.warning });
  if (!store) return EXIT_INPUT_ERROR;
  try {
    return work(store);
  } finally {
    store.close();
  }
}
