/** `falcon cores`: every investigation core, what it can do, and which one this workspace gets. */
import type { CoreSelection, InvestigationCore } from '../../investigate/cores/types.js';

export function renderCores(cores: readonly InvestigationCore[], selection: CoreSelection): string[] {
  const lines: string[] = [];
  for (const core of cores) {
    const chosen = core.name === selection.core ? '  ← chosen' : '';
    const aliases = core.aliases.length > 0 ? ` (also ${core.aliases.join(', ')})` : '';
    lines.push(`${core.name}${aliases}${chosen}`);
    lines.push(`  ${core.description}`);
    lines.push(
      `  capabilities: ${core.capabilities.join(', ')}; ${core.needsModel ? 'needs a model' : 'needs no model'}`,
    );
  }
  lines.push(
    '',
    `Chosen: ${selection.core} (${selection.source}, confidence ${selection.confidence}): ${selection.rationale}`,
  );
  return lines;
}
