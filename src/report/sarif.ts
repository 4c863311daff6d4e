/**
 * The failures of security and contract flows as SARIF 2.1.0, for code scanning
 * (`github/codeql-action/upload-sarif`) and every tool that reads it. One rule per kind of check
 * (`security/no-auth`, `contract/schema`, `contract/status`, …), one result per failed check or
 * step that could not run, located at the flow file's line of the check, named after the spec
 * operation it exercised, with the operation's place in the spec as a related location. A failure
 * of a gated flow is an `error`, any other a `warning`. Everything in it is already redacted.
 */
import { createHash } from 'node:crypto';
import type { SourceLocation } from '../core/errors.js';
import type { CheckResult, FlowResult, StepResult } from '../core/results.js';
import type { GateResult } from '../gate.js';

export const SARIF_SCHEMA = 'https://json.schemastore.org/sarif-2.1.0.json';
/** The flow types whose failures are findings about the API, not only test outcomes. */
const FINDING_TYPES = new Set(['security', 'contract']);

export interface SarifInput {
  results: readonly FlowResult[];
  gate: GateResult;
  version: string;
  /** Where each spec operation (`GET /pets/{petId}`) is written. */
  operations?: { get(operation: string): SourceLocation | undefined };
}

interface Rule {
  id: string;
  name: string;
  shortDescription: { text: string };
  fullDescription: { text: string };
  help: { text: string };
  defaultConfiguration: { level: 'error' | 'warning' };
  properties: { tags: string[] };
}

/** What each kind of check means, for the rule's descriptions; kinds not listed get a generic one. */
const KNOWN: Record<string, { short: string; help: string }> = {
  'security/no-auth': {
    short: 'An operation that needs credentials answered without them',
    help: 'The request was sent without credentials and was not refused with 401 or 403. Require authentication on the operation.',
  },
  'security/bad-auth': {
    short: 'An operation accepted forged credentials',
    help: 'The request was sent with invalid credentials and was not refused. Validate the credentials on every request.',
  },
  'security/injection': {
    short: 'An operation mishandled an injection payload',
    help: 'A parameter carrying an injection payload produced a server error or an unexpected answer. Validate and encode input.',
  },
  'security/method-not-allowed': {
    short: 'An operation answered a method it does not document',
    help: 'A method the spec does not document for the path was not refused with 405. Refuse undocumented methods.',
  },
  'contract/status': {
    short: 'The API answered with a status the spec does not document',
    help: 'Document the status in the spec, or make the API answer with a documented one.',
  },
  'contract/schema': {
    short: "The response body does not match the spec's schema",
    help: 'The body broke the documented schema at the paths listed. Fix the API or the spec.',
  },
  'contract/content-type': {
    short: 'The response has a content type the spec does not document',
    help: 'Answer with a documented media type, or document the one sent.',
  },
  'contract/header': {
    short: 'A documented response header is missing or does not match',
    help: 'Send the header as the spec documents it, or fix the spec.',
  },
};

export function renderSarif(input: SarifInput): string {
  const rules: Rule[] = [];
  const ruleIndex = new Map<string, number>();
  const ruleFor = (id: string, example: string): number => {
    const known = ruleIndex.get(id);
    if (known !== undefined) return known;
    const described = KNOWN[id];
    const [family = id] = id.split('/');
    rules.push({
      id,
      name: id
        .split(/[/-]/)
        .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
        .join(''),
      shortDescription: { text: described?.short ?? `A ${family} check failed: ${example}` },
      fullDescription: {
        text: described?.help ?? `A ${id.replace('/', ' ')} check of a ${family} flow failed.`,
      },
      help: {
        text:
          described?.help ?? 'See the failing check in the flow file and its actual value in the message.',
      },
      defaultConfiguration: { level: 'error' },
      properties: { tags: [family, 'api'] },
    });
    ruleIndex.set(id, rules.length - 1);
    return rules.length - 1;
  };

  const results = input.results
    .filter((flow) => FINDING_TYPES.has(flow.type) && flow.status !== 'passed')
    .flatMap((flow) => {
      const level = input.gate.types.includes(flow.type) ? 'error' : 'warning';
      return flow.steps
        .filter((step) => step.status === 'failed' || step.status === 'error')
        .flatMap((step) =>
          findings(flow, step).map(({ id, text, line }) => {
            const index = ruleFor(id, text);
            const operation = step.operation;
            const specPlace = operation ? input.operations?.get(operation) : undefined;
            return {
              ruleId: id,
              ruleIndex: index,
              level,
              message: { text: `${flow.name} › ${step.name}${operation ? ` (${operation})` : ''}: ${text}` },
              locations: [
                {
                  physicalLocation: {
                    artifactLocation: { uri: uri(flow.file), uriBaseId: '%SRCROOT%' },
                    region: { startLine: Math.max(1, line) },
                  },
                  ...(operation ? { logicalLocations: [{ name: operation, kind: 'function' }] } : {}),
                },
              ],
              ...(specPlace
                ? {
                    relatedLocations: [
                      {
                        id: 1,
                        physicalLocation: {
                          artifactLocation: { uri: uri(specPlace.file), uriBaseId: '%SRCROOT%' },
                          region: {
                            startLine: Math.max(1, specPlace.line),
                            startColumn: Math.max(1, specPlace.column),
                          },
                        },
                        message: { text: `${operation} in the spec` },
                      },
                    ],
                  }
                : {}),
              // The same check failing on the same step is the same alert from run to run.
              partialFingerprints: {
                'falconFinding/v1': createHash('sha256')
                  .update(`${flow.file}\u0000${step.id}\u0000${step.probe ?? ''}\u0000${id}`)
                  .digest('hex'),
              },
            };
          }),
        );
    });

  const sarif = {
    $schema: SARIF_SCHEMA,
    version: '2.1.0',
    runs: [
      {
        tool: {
          driver: {
            name: 'Falcon CI',
            version: input.version,
            informationUri: 'https://github.com/falcon-ci/falcon-ci',
            rules,
          },
        },
        originalUriBaseIds: { '%SRCROOT%': { description: { text: 'The repository root' } } },
        results,
      },
    ],
  };
  return `${JSON.stringify(sarif, null, 2)}\n`;
}

/** The failed checks of a step (or why it could not run), each with its rule and line. */
function findings(flow: FlowResult, step: StepResult): Array<{ id: string; text: string; line: number }> {
  const failed = step.checks.filter((check) => !check.passed);
  const found = failed.map((check) => ({
    id: ruleId(flow.type, check, step),
    text: describe(check),
    line: check.line ?? step.line,
  }));
  if (step.error)
    found.unshift({
      id: `${flow.type}/step-${step.error.kind}`,
      text: step.error.message,
      line: step.error.line ?? step.line,
    });
  if (found.length === 0)
    found.push({ id: `${flow.type}/step`, text: `the step ended ${step.status}`, line: step.line });
  return found;
}

/** `security no_auth` → security/no-auth; `contract header etag` → contract/header; `body $.x` → contract/body. */
function ruleId(type: string, check: CheckResult, step: StepResult): string {
  const words = check.name.trim().split(/\s+/);
  const family = words[0] === 'security' || words[0] === 'contract' ? words.shift()! : type;
  const kind = step.probe && family === 'security' && words.length === 0 ? step.probe : (words[0] ?? 'check');
  return `${family}/${
    kind
      .replace(/_/g, '-')
      .replace(/[^A-Za-z0-9-]/g, '')
      .toLowerCase() || 'check'
  }`;
}

function describe(check: CheckResult): string {
  const details = (check.details ?? []).slice(0, 5);
  return `${check.name}: expected ${check.expected}, got ${check.actual}${details.length > 0 ? ` (${details.join('; ')})` : ''}`;
}

/** A repository-relative path as a URI reference: forward slashes, each segment percent-encoded. */
function uri(file: string): string {
  return file
    .split(/[\\/]/)
    .map((segment) => encodeURIComponent(segment))
    .join('/');
}
