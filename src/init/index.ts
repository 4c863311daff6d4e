/**
 * `falcon init`: a complete `.falcon/` workspace from an OpenAPI spec, ready for `falcon validate`
 * and `falcon run`. It never replaces a file unless forced, lists once the values the flows read
 * from the environment (the path parameters no answer gives, `owner`, `repo`), and says why it
 * left out each operation it could not call.
 */
import path from 'node:path';
import type { Dispatcher } from 'undici';
import { stringify } from 'yaml';
import { InputError } from '../core/errors.js';
import { serverUrls } from '../openapi/api.js';
import { bundleSpec, parseSpec, type ParsedSpec } from '../openapi/load.js';
import { isRecord } from '../util/document.js';
import { parseYamlSource } from '../util/yaml-source.js';
import type { ProcessEnv } from '../workspace/expand.js';
import { createContext, readOptional } from '../workspace/files.js';
import { workspaceLimits } from '../workspace/limits.js';
import { templateReferences } from '../flows/template.js';
import { planFlows, type PlannedFlow, type SharedValue, type SkippedOperation } from './flows.js';
import { initOperations, securitySchemes, type InitOperation, type SecurityScheme } from './operations.js';
import { readSpecSource, type SpecSource } from './spec-source.js';
import { writeWorkspaceFiles, type WriteOutcome } from './write.js';

export interface InitOptions {
  /** A file path (relative to `repoRoot`) or an http(s) URL. */
  spec: string;
  /** The environment's base URL; else the spec's first absolute server. */
  baseUrl?: string;
  /** Replace files that exist. */
  force: boolean;
  /** The `.falcon` folder, absolute. */
  workspace: string;
  /** The repository root, absolute: paths in the report are relative to it. */
  repoRoot: string;
  env: ProcessEnv;
  /** What a spec URL is fetched through; undici's global dispatcher when not given. */
  dispatcher?: Dispatcher;
}

export interface InitReport extends WriteOutcome {
  skipped: SkippedOperation[];
  /** The values the flows read from the environment file, for the person to replace with real data. */
  values: SharedValue[];
  /** Where those values are written, as shown to the user. */
  valuesFile: string;
  /** Environment variables the environment's credential headers read. */
  credentials: string[];
  /** Anything else the person should know (credentials Falcon cannot send for them). */
  notes: string[];
}

const SCHEMA_BASE = 'https://raw.githubusercontent.com/falcon-ci/falcon-ci/v1/schemas';
const ENVIRONMENT = 'local';

export async function initWorkspace(options: InitOptions): Promise<InitReport> {
  const source = await readSpecSource(
    options.spec,
    options.repoRoot,
    workspaceLimits(options.env).specBytes,
    options.dispatcher,
  );
  const parsed = await parseSpec(source.text, source);
  const baseUrl = options.baseUrl ?? serverUrl(parsed, source);
  if (baseUrl === undefined) {
    throw new InputError(
      `the spec ${source.displayPath} names no absolute server URL`,
      undefined,
      'give the API’s address with --base-url, e.g. --base-url http://localhost:8080',
    );
  }

  const operations = initOperations(parsed);
  const schemes = securitySchemes(parsed);
  const credentials = credentialHeaders(operations, schemes);
  const environmentFile = `environments/${ENVIRONMENT}.yaml`;
  // An environment kept as it is keeps its variables: the flows read them, and what it lacks
  // goes into the flows that need it.
  const keptEnvironment = options.force
    ? undefined
    : await readEnvironmentVariables(options, environmentFile);
  const variables = { ...(await readVariables(options)), ...keptEnvironment };
  const cookie = credentials.headers.find((header) => header.key === 'cookie')?.value;
  const plan = planFlows({
    spec: parsed.spec,
    operations,
    schemes,
    variables,
    ...(cookie ? { environmentCookie: cookie } : {}),
  });
  if (keptEnvironment) keepValuesInFlows(plan.flows, plan.shared);

  const files = new Map<string, string>();
  files.set(
    'config.yaml',
    yamlFile('config', {
      api_name: parsed.spec.title || 'api',
      spec: 'spec.yaml',
      environment: ENVIRONMENT,
    }),
  );
  files.set('spec.yaml', await specYaml(source));
  const headers = Object.fromEntries(credentials.headers.map((header) => [header.key, header.value]));
  const values = Object.fromEntries(plan.shared.map((shared) => [shared.name, shared.value]));
  files.set(
    environmentFile,
    yamlFile(
      'environment',
      {
        base_url: baseUrl,
        ...(credentials.headers.length > 0 ? { headers } : {}),
        ...(plan.shared.length > 0 ? { variables: values } : {}),
      },
      plan.shared.length > 0
        ? 'variables: what the API holds that no answer names. The spec showed some of these values and the rest are made up: put in data your API has.'
        : undefined,
    ),
  );
  for (const { file, flow } of plan.flows) files.set(`flows/${file}`, yamlFile('flow', flow));

  const outcome = await writeWorkspaceFiles(files, options);
  return {
    ...outcome,
    skipped: plan.skipped,
    values: plan.shared,
    valuesFile: path
      .relative(options.repoRoot, path.join(options.workspace, environmentFile))
      .split(path.sep)
      .join('/'),
    credentials: credentials.headers.map((header) => header.envName),
    notes: credentials.notes,
  };
}

/** A workspace YAML file: the schema line editors read, a note if any, then the content. */
function yamlFile(schema: 'config' | 'environment' | 'flow', content: unknown, note?: string): string {
  const comment = note ? `# ${note}\n` : '';
  return `# yaml-language-server: $schema=${SCHEMA_BASE}/${schema}.schema.json\n${comment}${stringify(content, { lineWidth: 0 })}`;
}

/**
 * With the environment file kept, the values it lacks are written into each flow that reads
 * them (`variables:`), so every flow written still runs.
 */
function keepValuesInFlows(flows: PlannedFlow[], shared: SharedValue[]): void {
  const byName = new Map(shared.map((value) => [value.name, value.value]));
  for (const { flow } of flows) {
    const needed = templateReferences(flow).filter((name) => byName.has(name));
    if (needed.length === 0) continue;
    const variables = Object.fromEntries(needed.map((name) => [name, byName.get(name)]));
    // `variables` goes before the steps, where a reader looks for it.
    const { name, tags, ...rest } = flow;
    for (const key of Object.keys(flow)) delete flow[key];
    Object.assign(flow, { name, tags, variables, ...rest });
  }
}

/**
 * The spec as one YAML document. A YAML file that refers to nothing outside itself is copied as
 * written (its comments and order kept); anything else is bundled: external `$ref`s brought in,
 * internal ones kept.
 */
async function specYaml(source: SpecSource): Promise<string> {
  const bundled = await bundleSpec(source.text, source);
  const original = parseYamlSource(source.displayPath, source.text).value;
  const isJson = /^\s*[{[]/.test(source.text);
  // Compared as JSON: the bundler's objects may come from another realm than the parser's.
  if (!isJson && JSON.stringify(bundled) === JSON.stringify(original)) return source.text;
  return stringify(bundled, { lineWidth: 0, aliasDuplicateObjects: false });
}

/**
 * The first server given as an absolute URL (a relative one is read against the spec's URL). Read
 * from the document as written: the parser rewrites relative servers of a fetched spec, and drops
 * the port doing so.
 */
function serverUrl(parsed: ParsedSpec, source: SpecSource): string | undefined {
  const written = isRecord(parsed.source.value) ? parsed.source.value : {};
  for (const server of serverUrls(written, parsed.version)) {
    if (/^https?:\/\//i.test(server)) return server.replace(/\/+$/, '');
    if (source.remote && URL.canParse(server, source.location)) {
      // Read against the spec's URL, without the credentials or query that fetched it.
      const url = new URL(server, source.location);
      url.username = url.password = url.search = url.hash = '';
      return url.toString().replace(/\/+$/, '');
    }
  }
  return undefined;
}

interface CredentialHeaders {
  headers: SecurityScheme[];
  notes: string[];
}

/**
 * The headers the environment sends with every request, one per header name: the scheme most
 * operations use for it. A credential in the query cannot be sent that way and is noted instead.
 */
function credentialHeaders(
  operations: InitOperation[],
  schemes: Map<string, SecurityScheme>,
): CredentialHeaders {
  const uses = new Map<string, number>();
  for (const entry of operations)
    for (const name of new Set(entry.security.flat())) uses.set(name, (uses.get(name) ?? 0) + 1);
  const byHeader = new Map<string, SecurityScheme>();
  const notes: string[] = [];
  const used = [...uses.keys()].sort((a, b) => (uses.get(b) ?? 0) - (uses.get(a) ?? 0));
  for (const name of used) {
    const scheme = schemes.get(name);
    if (!scheme) continue;
    if (scheme.in === 'query') {
      notes.push(
        `security scheme ${name} sends its key in the query parameter '${scheme.key}': add it to the steps that need it`,
      );
      continue;
    }
    const header = scheme.in === 'cookie' ? 'cookie' : scheme.key;
    const taken = byHeader.get(header);
    if (taken) {
      notes.push(
        `security scheme ${name} also uses the ${header} header: the environment sends ${taken.name}'s`,
      );
      continue;
    }
    byHeader.set(header, { ...scheme, key: header });
  }
  return { headers: [...byHeader.values()], notes };
}

/** The variables of an environment file that exists and is kept: undefined when there is none. */
async function readEnvironmentVariables(
  options: InitOptions,
  file: string,
): Promise<Record<string, unknown> | undefined> {
  const context = createContext(options.repoRoot, options.env);
  const text = await readOptional(path.join(options.workspace, file), context);
  if (text === undefined) return undefined;
  try {
    const value = parseYamlSource(file, text).value;
    return isRecord(value) && isRecord(value.variables) ? value.variables : {};
  } catch {
    // A broken environment file is `falcon validate`'s to report.
    return {};
  }
}

/** The variables already in `.falcon/variables.json`: path parameters named there become `{{name}}`. */
async function readVariables(options: InitOptions): Promise<Record<string, unknown>> {
  // Read as the loader reads it (a regular file in the repository, not too large); a problem
  // with it is `falcon validate`'s to report, with its line and column.
  const context = createContext(options.repoRoot, options.env);
  const text = await readOptional(path.join(options.workspace, 'variables.json'), context);
  if (text === undefined) return {};
  try {
    const value: unknown = JSON.parse(text);
    return isRecord(value) ? value : {};
  } catch {
    return {};
  }
}
