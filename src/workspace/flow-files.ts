import { join } from 'node:path';
import pLimit from 'p-limit';
import { InputError } from '../core/errors.js';
import { parseFlow, type FlowLimits } from '../flows/parse.js';
import { LIMIT_SETTINGS } from './limits.js';
import { isFlowType, type FlowType } from '../core/modes.js';
import { type Flow } from '../flows/types.js';
import {
  displayPath,
  listFolder,
  readListedFile,
  readOptional,
  reportStrayEntries,
  type LoadContext,
} from './files.js';

export type FlowSelector = (fileName: string, type: FlowType) => boolean;

/** A parsed flow with its text, kept so later checks can place their errors in the file. */
export interface LoadedFlow {
  flow: Flow;
  text: string;
}

/**
 * Parses `.falcon/flows/*.yaml|yml` in file-name order. `select` sees each file's name and the type
 * its prefix names; a file whose name has no valid type prefix is always parsed, so its author
 * learns about the naming rule instead of the flow silently never running.
 */
export async function loadFlowFiles(
  root: string,
  context: LoadContext,
  select?: FlowSelector,
): Promise<LoadedFlow[]> {
  const folder = join(root, 'flows');
  const listing = await listFolder(folder, context);
  reportStrayEntries(context, folder, listing, 'flow');
  // A run with nothing to run is refused (its gate would pass on nothing), so the load that both
  // validate and run go through refuses it too.
  if (listing.yaml.length === 0 && !listing.refused) {
    const shown = displayPath(context, folder);
    context.errors.add(
      new InputError(
        listing.exists ? `no flows in ${shown}` : `no flows folder at ${shown}`,
        { file: shown, line: 1, column: 1 },
        `add a flow, e.g. ${displayPath(context, join(folder, 'smoke_health.yaml'))} (see docs/flows.md)`,
      ),
    );
    return [];
  }

  const { limits } = context;
  if (listing.yaml.length === 0) return [];
  if (listing.yaml.length > limits.flows) {
    const shown = displayPath(context, folder);
    context.errors.add(
      new InputError(
        `${shown} holds ${listing.yaml.length} flow files, more than the ${limits.flows} Falcon CI loads`,
        { file: shown, line: 1, column: 1 },
        `merge or remove flows, or raise the limit with ${LIMIT_SETTINGS.flows}`,
      ),
    );
    return [];
  }

  const flowLimits: FlowLimits = {
    steps: limits.steps,
    stepsSetting: LIMIT_SETTINGS.steps,
    aliases: limits.aliases,
    aliasesSetting: LIMIT_SETTINGS.aliases,
  };
  const chosen = listing.yaml.filter((name) => {
    const type = typeOfFileName(name);
    return !select || type === undefined || select(name, type);
  });
  // Links and anything but a regular file are checked on the way (several at a time: each check
  // waits on the disk); regular files are read at once. Then all are parsed in name order.
  const reading = pLimit(FILES_READ_AT_ONCE);
  const texts = await Promise.all(
    chosen.map((name) =>
      listing.regular.has(name)
        ? readListedFile(join(folder, name), context)
        : reading(() => readOptional(join(folder, name), context)),
    ),
  );
  const loaded: LoadedFlow[] = [];
  chosen.forEach((name, index) => {
    const text = texts[index];
    if (text === undefined) return;
    const file = displayPath(context, join(folder, name));
    const flow = context.errors.attempt(() => parseFlow(file, text, flowLimits));
    if (flow !== undefined) loaded.push({ flow, text });
  });
  return loaded;
}

/** Enough to keep the disk busy, few enough to stay far below any limit on open files. */
const FILES_READ_AT_ONCE = 16;

/** `smoke_login.yaml` → `smoke`; undefined when the prefix is not a flow type. */
export function typeOfFileName(name: string): FlowType | undefined {
  const prefix = /^([^_]*)_/.exec(name)?.[1];
  return prefix !== undefined && isFlowType(prefix) ? prefix : undefined;
}
