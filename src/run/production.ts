/**
 * Generated cases send hundreds of requests, half of them deliberately wrong, some creating data:
 * fine against a local or staging service, not against the one customers use. A base URL that
 * does not look like a test target stops the run before any request, unless config.yaml says
 * `cases: { allow_production: true }`.
 */
import { isIP } from 'node:net';
import { InputError } from '../core/errors.js';
import type { Flow } from '../flows/types.js';
import type { Workspace } from '../workspace/types.js';
import { resolveTarget, type TargetOverrides } from './target.js';

/** Suffixes no public service is reachable under (RFC 6761, RFC 6762, RFC 8375, common LAN names). */
const LOCAL_SUFFIXES = ['localhost', 'local', 'test', 'internal', 'lan', 'home.arpa', 'example', 'invalid'];
/** A host label that names a non-production stage: `staging.api.example.com`, `api-dev.example.com`. */
const STAGE_LABEL =
  /(^|-)(staging|stage|stg|dev|develop|development|test|testing|qa|uat|sandbox|preview|review|demo|mock|ci)(-|\d*$)/;

/** True unless the base URL is loopback, a private address, a local name or a staging-like host. */
export function looksLikeProduction(baseUrl: string): boolean {
  let hostname: string;
  try {
    hostname = new URL(baseUrl).hostname.toLowerCase().replace(/^\[|\]$/g, '');
  } catch {
    return false;
  }
  const version = isIP(hostname);
  if (version === 4) return !privateIPv4(hostname);
  if (version === 6) return !privateIPv6(hostname);
  if (!hostname.includes('.')) return false;
  if (LOCAL_SUFFIXES.some((suffix) => hostname === suffix || hostname.endsWith(`.${suffix}`))) return false;
  // The last label is the public suffix (`.dev` is a real top-level domain): it says nothing of the stage.
  const labels = hostname.split('.').slice(0, -1);
  return !labels.some((label) => STAGE_LABEL.test(label));
}

function privateIPv4(address: string): boolean {
  const [a = 0, b = 0] = address.split('.').map(Number);
  return (
    a === 127 ||
    a === 10 ||
    a === 0 ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 169 && b === 254) ||
    (a === 100 && b >= 64 && b <= 127)
  );
}

function privateIPv6(address: string): boolean {
  if (address === '::1' || address === '::') return true;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (mapped) return privateIPv4(mapped[1]!);
  return /^f[cd]/.test(address) || /^fe[89ab]/.test(address);
}

/**
 * One error per flow whose generated cases would go to a production-looking base URL, placed at
 * its `cases:`; none when config.yaml allows it.
 */
export function productionRefusals(
  workspace: Workspace,
  flows: readonly Flow[],
  overrides: TargetOverrides,
): InputError[] {
  if (workspace.config.cases?.allow_production === true) return [];
  const errors: InputError[] = [];
  for (const flow of flows) {
    const step = flow.steps.find((candidate) => candidate.cases);
    if (!step?.cases) continue;
    const { baseUrl } = resolveTarget(flow, workspace, overrides);
    if (baseUrl === undefined || !looksLikeProduction(baseUrl)) continue;
    errors.push(
      new InputError(
        `generated cases would be sent to ${baseUrl}, which looks like production`,
        { file: flow.file, line: step.cases.line, column: step.cases.column },
        'point the run at a local or staging base URL, or set cases: { allow_production: true } in config.yaml',
      ),
    );
  }
  return errors;
}
