/** `falcon init`: writes a workspace from a spec and says what it did. */
import path from 'node:path';
import { EXIT_PASSED } from '../core/exit-codes.js';
import { initWorkspace, type InitReport } from '../init/index.js';
import { plural } from '../util/text.js';
import type { ProcessEnv } from '../workspace/expand.js';
import type { CommandOutput } from './commands.js';

/**
 * Writes the workspace and says what it did: each file written or kept, each operation left out
 * and why, the credentials to set before the first run, and once, at the end, the values the
 * flows read that only the person knows.
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
  for (const line of skippedLines(report.skipped)) output.out(line);
  for (const note of report.notes) output.out(`note: ${note}`);
  if (report.credentials.length > 0)
    output.out(
      `set ${report.credentials.join(', ')} in the environment: local.yaml sends them as credentials`,
    );
  if (report.values.length > 0) {
    output.out(
      `values the flows read from ${report.valuesFile} (variables:): put in data your API has where they are made up`,
    );
    for (const value of report.values) {
      const where = plural(value.operations.length, 'operation');
      output.out(
        `  ${value.name}: ${JSON.stringify(value.value)} (${value.shown ? 'the spec’s example' : 'made up'}; ${where})`,
      );
    }
  }
  if (report.written.length > 0) {
    const folder = path.relative(target.repoRoot, target.workspace).split(path.sep).join('/');
    const flag = folder === '.falcon' ? '' : ` --workspace ${folder}`;
    output.out(`next: 'falcon validate${flag}', then 'falcon run${flag}'`);
  }
  return EXIT_PASSED;
}

/** Operations left out for the same reason in more than this many flows are said in one line. */
const GROUPED = 3;

/**
 * One line per operation left out, or one per reason when many share it (a large spec's deletes
 * the security flows leave out), so the reasons that matter are not buried.
 */
function skippedLines(skipped: InitReport['skipped']): string[] {
  const byReason = new Map<string, InitReport['skipped']>();
  for (const entry of skipped) byReason.set(entry.reason, [...(byReason.get(entry.reason) ?? []), entry]);
  return [...byReason].flatMap(([reason, entries]) => {
    if (entries.length <= GROUPED)
      return entries.map((entry) => `skipped ${entry.operation} in ${entry.flow}: ${reason}`);
    const named = entries.slice(0, GROUPED).map((entry) => entry.operation);
    const flows = [...new Set(entries.map((entry) => entry.flow))];
    return [
      `skipped ${entries.length} operations (${named.join(', ')}, …) in ${flows.length === 1 ? flows[0] : `${plural(flows.length, 'flow')}`}: ${reason}`,
    ];
  });
}
