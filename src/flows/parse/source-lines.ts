/**
 * Where each part of a step was written. Failures are annotated on the YAML line that asked for
 * the check, so every check and capture keeps its line (keys point at the key, list items at
 * the item).
 */
import type { YamlSource } from '../../util/yaml-source.js';
import type { StepSource } from '../types.js';
import type { Path } from './document.js';
import type { RawStep } from './raw-flow.js';

/** The lines of a step at `path`: the step itself, its request, and each check and capture by name. */
export function stepSource(raw: RawStep, path: Path, source: YamlSource): StepSource {
  const line = source.locate(path).line;
  const keyLine = (...rest: Path): number => source.locateKey([...path, ...rest]).line;
  const checks: Record<string, number> = {};
  const expect = raw.expect ?? {};
  for (const key of ['status', 'schema', 'latency_ms'] as const) {
    if (expect[key] !== undefined) checks[key] = keyLine('expect', key);
  }
  for (const name of Object.keys(expect.headers ?? {}))
    checks[`headers.${name}`] = keyLine('expect', 'headers', name);
  (expect.body ?? []).forEach((_, index) => {
    checks[`body[${index}]`] = source.locate([...path, 'expect', 'body', index]).line;
  });
  for (const name of Object.keys(raw.capture ?? {})) checks[`capture.${name}`] = keyLine('capture', name);
  const requestKey = (['request', 'operation', 'use'] as const).find((key) => raw[key] !== undefined);
  checks.request = requestKey ? keyLine(requestKey) : line;
  return { line, checks };
}
