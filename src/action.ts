import * as core from '@actions/core';
import path from 'node:path';
import { createStyle, formatFailures, formatFlowLine, formatVerdict } from './console.js';
import { InputError, InputErrors } from './errors.js';
import { EXIT_INPUT_ERROR } from './gate.js';
import { OPTION_NAMES, resolveOptions, type RawOptions } from './options.js';
import { runPipeline } from './pipeline.js';

/**
 * The action's door: read every input, validate them all before any side effect, run the shared
 * pipeline, and turn its result into logs, outputs and the exit code.
 */
export async function runAction(env: Record<string, string | undefined> = process.env): Promise<number> {
  const style = createStyle(false);
  const cwd = env['GITHUB_WORKSPACE'] ?? process.cwd();
  const raw: RawOptions = {};
  for (const name of OPTION_NAMES) raw[name] = core.getInput(name);

  let options;
  try {
    options = resolveOptions(raw, cwd, (name) => `input '${name}'`);
  } catch (error) {
    return failOnInput(error);
  }

  const result = await runPipeline(options, {
    env,
    events: {
      workspaceLoaded: (workspace, flows) => {
        for (const secret of workspace.secrets) core.setSecret(secret);
        core.info(`Running ${flows.length} flows from ${path.relative(cwd, options.workspace) || '.'}`);
      },
      flowFinished: (flowResult) => {
        const gated = options.gate.includes(flowResult.type);
        const line = formatFlowLine(flowResult, style, gated);
        if (flowResult.status === 'passed') return core.info(line);
        core.startGroup(line);
        formatFailures(flowResult, style).forEach((detail) => core.info(detail));
        core.endGroup();
      },
      warning: (message) => core.warning(message),
    },
  });

  if (result.errors.length > 0) return failOnInput(new InputErrors(result.errors));

  const passed = result.results.filter((flow) => flow.status === 'passed').length;
  core.setOutput('result', result.gate?.verdict ?? 'fail');
  core.setOutput('passed', passed);
  core.setOutput('failed', result.results.length - passed);
  core.setOutput('junit', result.outputs.junit ? path.relative(cwd, result.outputs.junit) : '');
  if (result.gate)
    formatVerdict(result.gate, result.results, style, result.durationMs).forEach((line) => core.info(line));
  if (result.gate?.verdict === 'fail') {
    core.setFailed(`Falcon CI gate failed: ${result.gate.blocking.map((flow) => flow.file).join(', ')}`);
  }
  return result.exitCode;
}

/** Each input problem becomes an error annotation on its file and line, and the step exits 2. */
function failOnInput(error: unknown): number {
  const errors =
    error instanceof InputErrors ? error.errors : error instanceof InputError ? [error] : undefined;
  if (!errors) throw error;
  for (const problem of errors) {
    const location = problem.location;
    core.error(`${problem.message}${problem.hint ? ` — ${problem.hint}` : ''}`, {
      title: 'Falcon CI: invalid input',
      file: location?.file,
      startLine: location?.line,
      startColumn: location?.column,
    });
  }
  core.setFailed(`Falcon CI stopped before sending any request: ${errors.length} problem(s) in the input`);
  return EXIT_INPUT_ERROR;
}
