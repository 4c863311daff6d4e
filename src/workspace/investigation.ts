/**
 * `.falcon/investigation.yaml` (optional): the stages the workflow core runs, in order, each with
 * whether the next runs when it fails and how long it may take. Read with the rest of the
 * workspace, so a wrong stage name is an input error with its line, before any request.
 */
import { join } from 'node:path';
import investigationSchema from '../../schemas/investigation.schema.json' with { type: 'json' };
import { isRecord } from '../util/document.js';
import { parseYamlSource } from '../util/yaml-source.js';
import { readDuration } from '../util/duration.js';
import { InputError } from '../core/errors.js';
import {
  displayPath,
  readOptional,
  reportUnknownKeysAsErrors,
  yamlLimits,
  type LoadContext,
} from './files.js';
import { schemaChecker } from './schema-check.js';
import type { WorkflowStage } from './types.js';

const checkTemplate = schemaChecker(investigationSchema);

/** Undefined when the file is absent (the built-in template runs); problems go to the context. */
export async function loadInvestigationTemplate(
  root: string,
  context: LoadContext,
): Promise<WorkflowStage[] | undefined> {
  const path = join(root, 'investigation.yaml');
  const text = await readOptional(path, context);
  if (text === undefined) return undefined;
  const file = displayPath(context, path);
  const source = context.errors.attempt(() => parseYamlSource(file, text, yamlLimits(context)));
  if (source === undefined) return undefined;
  const findings = checkTemplate(source, source.value);
  findings.errors.forEach((error) => context.errors.add(error));
  reportUnknownKeysAsErrors(context, findings.unknownKeys, file);
  if (findings.errors.length > 0 || findings.unknownKeys.length > 0 || !isRecord(source.value))
    return undefined;
  const stages = source.value.stages as Array<{
    name: WorkflowStage['name'];
    continue_on_error?: boolean;
    timeout?: string | number;
  }>;
  // Read as every duration a user gives is read, bounds included.
  const timeouts = stages.map((stage, index) => {
    if (stage.timeout === undefined) return undefined;
    const read = readDuration(String(stage.timeout));
    if ('ms' in read) return read.ms;
    context.errors.add(
      new InputError(
        `'timeout' ${JSON.stringify(String(stage.timeout))} of stage '${stage.name}' is ${read.problem}`,
        source.locate(['stages', index, 'timeout']),
        read.hint,
      ),
    );
    return undefined;
  });
  if (timeouts.some((ms, index) => ms === undefined && stages[index]!.timeout !== undefined))
    return undefined;
  return stages.map((stage, index) => ({
    name: stage.name,
    continueOnError: stage.continue_on_error ?? true,
    ...(timeouts[index] === undefined ? {} : { timeoutMs: timeouts[index] }),
  }));
}
