import { stat } from 'node:fs/promises';
import { isAbsolute, join, resolve } from 'node:path';
import { InputError } from '../core/errors.js';
import type { ApiSpec } from '../openapi/types.js';
import { displayPath, readableFile, yamlLimits, type LoadContext } from './files.js';
import type { YamlSource } from '../util/yaml-source.js';

/** Looked for, in this order, when config.yaml does not name the spec. */
export const SPEC_CANDIDATES = [
  'spec.yaml',
  'spec.yml',
  'spec.json',
  'openapi.yaml',
  'openapi.yml',
  'openapi.json',
];

export type SpecState =
  | { status: 'loaded'; spec: ApiSpec; path: string }
  /** No spec in the workspace: fine until a flow needs one. */
  | { status: 'absent'; path: string }
  /** The spec exists but has errors (already reported): checks that need it are skipped. */
  | { status: 'failed'; path: string };

/**
 * Finds and loads the workspace's OpenAPI spec. `configured` is the `spec:` value from
 * config.yaml, if the user wrote one; then it must exist.
 */
export async function loadWorkspaceSpec(
  root: string,
  configured: string | undefined,
  configSource: YamlSource | undefined,
  context: LoadContext,
): Promise<SpecState> {
  if (configured !== undefined) {
    const path = isAbsolute(configured) ? configured : resolve(root, configured);
    // A folder named by `spec:` is a mistake in config.yaml, said there, not in the folder.
    if ((await stat(path).catch(() => undefined))?.isDirectory()) {
      context.errors.add(
        new InputError(
          `spec: ${configured} names the folder ${displayPath(context, path)}, not a file`,
          configSource?.locate(['spec']),
          `point spec: at your OpenAPI file (relative to ${displayPath(context, root)}), e.g. spec: spec.yaml`,
        ),
      );
      return { status: 'failed', path: configured };
    }
    const readable = await readableSpec(path, context);
    if (readable === undefined) {
      context.errors.add(
        new InputError(
          `spec file ${displayPath(context, path)} does not exist`,
          configSource?.locate(['spec']),
          `fix spec: in config.yaml; it is relative to ${displayPath(context, root)}`,
        ),
      );
    }
    if (!readable) return { status: 'failed', path: configured };
    return load(path, configured, context);
  }

  for (const candidate of SPEC_CANDIDATES) {
    const path = join(root, candidate);
    const readable = await readableSpec(path, context);
    if (readable === false) return { status: 'failed', path: candidate };
    if (readable) return load(path, candidate, context);
  }
  return { status: 'absent', path: SPEC_CANDIDATES[0] ?? 'spec.yaml' };
}

async function load(path: string, relative: string, context: LoadContext): Promise<SpecState> {
  const errorsBefore = context.errors.errors.length;
  let spec: ApiSpec | undefined;
  try {
    // Loaded only when there is a spec: a workspace without one never loads the OpenAPI parser.
    const { loadSpec } = await import('../openapi/load.js');
    spec = await loadSpec(path, displayPath(context, path), yamlLimits(context));
  } catch (error) {
    // InputError(s) are collected; anything else is a bug and propagates.
    context.errors.attempt(() => {
      throw error;
    });
  }
  if (spec === undefined || context.errors.errors.length > errorsBefore)
    return { status: 'failed', path: relative };
  return { status: 'loaded', spec, path: relative };
}

/** Specs run larger than the other files (GitHub's REST description is 12 MB): 64 MB by default. */
function readableSpec(path: string, context: LoadContext): Promise<boolean | undefined> {
  return readableFile(path, context, context.limits.specBytes);
}
