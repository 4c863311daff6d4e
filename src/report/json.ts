/**
 * The JSON result (`--json`, `schemas/result.schema.json`): the one wire format between jobs. Its
 * keys are snake_case, the domain's are camelCase; this module is the one place that maps between
 * them, both ways: `renderJson` writes a run, `runFromJson` reads one back (publish mode, merge).
 */
import type { FlowType } from '../core/modes.js';
import type {
  CancelledRun,
  CasesOutcome,
  CheckResult,
  Coverage,
  CoverageCount,
  FlowResult,
  FlowStatus,
  LatencySummary,
  LoadResult,
  Regression,
  ResponseRecord,
  StepResult,
  Timings,
} from '../core/results.js';
import type { CoreReport } from '../investigate/types.js';
import type { FlakyFlow } from '../store/runs.js';
import type { InvestigationResult } from '../investigate/types.js';
import type { GateResult } from '../gate.js';
import type { Investigation } from '../investigate/types.js';
import type { FixAttempt, Proposal } from '../investigate/fixes/types.js';
import type { Finding } from '../investigate/triage/index.js';

export const RESULT_FORMAT_VERSION = 1;

export interface RunSummary {
  flows: number;
  passed: number;
  failed: number;
  errors: number;
  steps: number;
  checks: number;
  failed_checks: number;
}

/** The machine-readable result: the whole run, every step, every check (redacted like everything else). */
export interface JsonResult {
  version: typeof RESULT_FORMAT_VERSION;
  verdict: GateResult['verdict'];
  gate: {
    types: string[];
    blocking: string[];
    non_blocking: string[];
    regressions?: number;
    /** Shards of a merged run that never reported. */
    unreported?: string[];
    /** The coverage threshold, when config.yaml sets one, and what fell short of it. */
    coverage?: { min_operations?: number; percent: number; missing: string[] };
  };
  summary: RunSummary;
  started_at: string;
  flows: FlowJson[];
  /** Offline triage of every failure. */
  triage: Finding[];
  /** What the agent did: its answer and why it stopped, or why it did not run. */
  agent: InvestigationResult;
  /** Proposed fixes, with their verification and patches. */
  proposals: Proposal[];
  /** Each fix a retrying core tried and what verification saw; the proposed one is marked. */
  attempts?: FixAttempt[];
  /** Which investigation core ran, why, and what it cost. */
  core?: CoreReport;
  /** What changed against the baseline. */
  regressions?: Regression[];
  /** Flows that both failed and passed on this commit. */
  flaky?: FlakyFlow[];
  /** Operations, documented statuses and media types the run exercised of the spec. */
  coverage?: CoverageJson;
  api_name?: string;
  /** Present when this is one job's share of a matrix run, to be merged with the others. */
  shard?: ShardRecord;
  /**
   * The pull request the run was for, so a separate trusted job can publish this result (the
   * fork-safe pattern) and check it belongs to the commit it is asked about.
   */
  pull_request?: PullRequestJson;
  /** The run was cancelled before it ended: by which signal, and the flows that did not run to their end. */
  cancelled?: CancelledRun;
}

/** A flow's result as the JSON result writes it. */
export interface FlowJson {
  file: string;
  name: string;
  type: FlowType;
  status: FlowStatus;
  cancelled?: boolean;
  steps: StepJson[];
  load?: LoadJson;
  started_at: string;
  duration_ms: number;
  environment?: string;
  base_url?: string;
}

/** A step's result as the JSON result writes it: the domain's, with its nested records in their JSON shape. */
export interface StepJson extends Omit<StepResult, 'response' | 'timings' | 'cases'> {
  response?: ResponseJson;
  timings?: TimingsJson;
  cases?: CasesJson;
}

export type ResponseJson = Omit<ResponseRecord, 'errorBody'>;

export interface CasesJson extends Omit<CasesOutcome, 'exchanges'> {
  exchanges: CaseExchangeJson[];
}

export interface CaseExchangeJson {
  status: number;
  request_media?: string;
  response_media?: string;
  count: number;
}

export interface CoverageJson {
  operations: CoverageCount;
  statuses: CoverageCount;
  request_media: CoverageCount;
  response_media: CoverageCount;
  by_operation: OperationCoverageJson[];
}

export interface OperationCoverageJson {
  operation: string;
  operation_id?: string;
  exercised: boolean;
  statuses: { documented: string[]; exercised: string[] };
  undocumented: number[];
  request_media: { documented: string[]; exercised: string[] };
  response_media: { documented: string[]; exercised: string[] };
}

export interface TimingsJson {
  headers_ms: number;
  total_ms: number;
}

export interface LoadJson {
  requests: number;
  errors: number;
  error_rate: number;
  duration_ms: number;
  rps: number;
  latency_ms: LatencySummary;
  statuses: Record<string, number>;
  checks: CheckResult[];
}

export interface PullRequestJson {
  owner: string;
  repo: string;
  number: number;
  head_sha: string;
  checkout_sha?: string;
}

/** The pull request a run was for, as the domain names it. */
export interface PullRequestRef {
  owner: string;
  repo: string;
  number: number;
  headSha: string;
  /**
   * The commit the run checked out. Fixes are diffs against it, so they can be suggested on the
   * pull request's lines only when it is the head (not the merge commit `actions/checkout` defaults to).
   */
  checkoutSha?: string;
}

/** One job's part in a matrix run: what the merge job checks the shards against each other with. */
export interface ShardRecord {
  /** 1-based. */
  index: number;
  total: number;
  /** The commit tested: every shard of one run tested the same. */
  commit: string;
  /** Every selected flow file, in run order, and the shard that runs it. */
  assignment: Record<string, number>;
}

export interface RunRecord {
  results: readonly FlowResult[];
  gate: GateResult;
  investigation: Investigation;
  startedAt: Date;
  apiName?: string;
  pullRequest?: PullRequestRef;
  regressions?: readonly Regression[];
  flaky?: readonly FlakyFlow[];
  shard?: ShardRecord;
  cancelled?: CancelledRun;
}

export function summarise(results: readonly FlowResult[]): RunSummary {
  const checks = results.flatMap((result) => [
    ...result.steps.flatMap((step) => step.checks),
    ...(result.load?.checks ?? []),
  ]);
  return {
    flows: results.length,
    passed: results.filter((result) => result.status === 'passed').length,
    failed: results.filter((result) => result.status === 'failed').length,
    errors: results.filter((result) => result.status === 'error').length,
    steps: results.reduce((sum, result) => sum + result.steps.length, 0),
    checks: checks.length,
    failed_checks: checks.filter((check) => !check.passed).length,
  };
}

export function renderJson(record: RunRecord): string {
  const { results, gate, investigation } = record;
  const result: JsonResult = {
    version: RESULT_FORMAT_VERSION,
    verdict: gate.verdict,
    gate: {
      types: gate.types,
      blocking: gate.blocking.map((flow) => flow.file),
      non_blocking: gate.nonBlocking.map((flow) => flow.file),
      ...(gate.blockingRegressions.length > 0 ? { regressions: gate.blockingRegressions.length } : {}),
      ...(gate.unreported.length > 0 ? { unreported: gate.unreported } : {}),
      ...(gate.coverage
        ? {
            coverage: {
              ...(gate.coverage.minOperations !== undefined
                ? { min_operations: gate.coverage.minOperations }
                : {}),
              percent: gate.coverage.percent,
              missing: gate.coverage.missing,
            },
          }
        : {}),
    },
    summary: summarise(results),
    started_at: record.startedAt.toISOString(),
    flows: results.map(flowToJson),
    triage: investigation.findings,
    agent: investigation.agent,
    proposals: investigation.proposals,
    ...(investigation.attempts?.length ? { attempts: investigation.attempts } : {}),
    ...(investigation.core ? { core: investigation.core } : {}),
    ...(record.regressions?.length ? { regressions: [...record.regressions] } : {}),
    ...(record.flaky?.length ? { flaky: [...record.flaky] } : {}),
    ...(gate.coverage ? { coverage: coverageToJson(gate.coverage.measured) } : {}),
    api_name: record.apiName,
    ...(record.shard ? { shard: record.shard } : {}),
    pull_request: record.pullRequest && pullRequestToJson(record.pullRequest),
    ...(record.cancelled ? { cancelled: record.cancelled } : {}),
  };
  return `${JSON.stringify(result, null, 2)}\n`;
}

/** A run read back from its JSON result, in the domain's names. */
export interface StoredRun {
  verdict: JsonResult['verdict'];
  gate: { types: string[]; regressions?: number; unreported?: string[]; minOperations?: number };
  startedAt: string;
  flows: FlowResult[];
  triage: Finding[];
  agent: InvestigationResult;
  proposals: Proposal[];
  attempts?: FixAttempt[];
  core?: CoreReport;
  regressions?: Regression[];
  flaky?: FlakyFlow[];
  coverage?: Coverage;
  apiName?: string;
  shard?: ShardRecord;
  pullRequest?: PullRequestRef;
  cancelled?: CancelledRun;
}

/** The domain's view of a JSON result that fits the schema (the caller checked it). */
export function runFromJson(json: JsonResult): StoredRun {
  return {
    verdict: json.verdict,
    gate: {
      types: json.gate.types,
      ...(json.gate.regressions === undefined ? {} : { regressions: json.gate.regressions }),
      ...(json.gate.unreported ? { unreported: json.gate.unreported } : {}),
      ...(json.gate.coverage?.min_operations === undefined
        ? {}
        : { minOperations: json.gate.coverage.min_operations }),
    },
    startedAt: json.started_at,
    flows: json.flows.map(flowFromJson),
    triage: json.triage,
    agent: json.agent,
    proposals: json.proposals,
    ...(json.attempts ? { attempts: json.attempts } : {}),
    ...(json.core ? { core: json.core } : {}),
    ...(json.regressions ? { regressions: json.regressions } : {}),
    ...(json.flaky ? { flaky: json.flaky } : {}),
    ...(json.coverage ? { coverage: coverageFromJson(json.coverage) } : {}),
    ...(json.api_name === undefined ? {} : { apiName: json.api_name }),
    ...(json.shard ? { shard: json.shard } : {}),
    ...(json.pull_request ? { pullRequest: pullRequestFromJson(json.pull_request) } : {}),
    ...(json.cancelled ? { cancelled: json.cancelled } : {}),
  };
}

// Keys in the order the result has always written them; `undefined` ones are left out by JSON.

function flowToJson(flow: FlowResult): FlowJson {
  return {
    file: flow.file,
    name: flow.name,
    type: flow.type,
    status: flow.status,
    cancelled: flow.cancelled,
    steps: flow.steps.map(stepToJson),
    load: flow.load && loadToJson(flow.load),
    started_at: flow.startedAt,
    duration_ms: flow.durationMs,
    environment: flow.environment,
    base_url: flow.baseUrl,
  };
}

function flowFromJson(json: FlowJson): FlowResult {
  return {
    file: json.file,
    name: json.name,
    type: json.type,
    status: json.status,
    ...(json.cancelled ? { cancelled: true } : {}),
    steps: json.steps.map(stepFromJson),
    ...(json.load ? { load: loadFromJson(json.load) } : {}),
    startedAt: json.started_at,
    durationMs: json.duration_ms,
    ...(json.environment === undefined ? {} : { environment: json.environment }),
    ...(json.base_url === undefined ? {} : { baseUrl: json.base_url }),
  };
}

function stepToJson(step: StepResult): StepJson {
  // Spread first so every key keeps its place; only the timings are renamed, and the response
  // leaves out the longer error body triage read (the result carries bodies as reports show them).
  return {
    ...step,
    response: step.response && responseToJson(step.response),
    timings: step.timings && timingsToJson(step.timings),
    cases: step.cases && casesToJson(step.cases),
  };
}

function responseToJson(response: ResponseRecord): ResponseJson {
  const shown = { ...response };
  delete shown.errorBody;
  return shown;
}

function stepFromJson(json: StepJson): StepResult {
  const { timings, cases, ...step } = json;
  return {
    ...step,
    ...(timings ? { timings: timingsFromJson(timings) } : {}),
    ...(cases ? { cases: casesFromJson(cases) } : {}),
  };
}

function casesToJson(cases: CasesOutcome): CasesJson {
  return {
    ...cases,
    exchanges: cases.exchanges.map((exchange) => ({
      status: exchange.status,
      request_media: exchange.requestMedia,
      response_media: exchange.responseMedia,
      count: exchange.count,
    })),
  };
}

function casesFromJson(json: CasesJson): CasesOutcome {
  return {
    ...json,
    exchanges: json.exchanges.map((exchange) => ({
      status: exchange.status,
      ...(exchange.request_media === undefined ? {} : { requestMedia: exchange.request_media }),
      ...(exchange.response_media === undefined ? {} : { responseMedia: exchange.response_media }),
      count: exchange.count,
    })),
  };
}

export function coverageToJson(coverage: Coverage): CoverageJson {
  return {
    operations: coverage.operations,
    statuses: coverage.statuses,
    request_media: coverage.requestMedia,
    response_media: coverage.responseMedia,
    by_operation: coverage.byOperation.map((entry) => ({
      operation: entry.operation,
      operation_id: entry.operationId,
      exercised: entry.exercised,
      statuses: entry.statuses,
      undocumented: entry.undocumented,
      request_media: entry.requestMedia,
      response_media: entry.responseMedia,
    })),
  };
}

function coverageFromJson(json: CoverageJson): Coverage {
  return {
    operations: json.operations,
    statuses: json.statuses,
    requestMedia: json.request_media,
    responseMedia: json.response_media,
    byOperation: json.by_operation.map((entry) => ({
      operation: entry.operation,
      ...(entry.operation_id === undefined ? {} : { operationId: entry.operation_id }),
      exercised: entry.exercised,
      statuses: entry.statuses,
      undocumented: entry.undocumented,
      requestMedia: entry.request_media,
      responseMedia: entry.response_media,
    })),
  };
}

function timingsToJson(timings: Timings): TimingsJson {
  return { headers_ms: timings.headersMs, total_ms: timings.totalMs };
}

function timingsFromJson(json: TimingsJson): Timings {
  return { headersMs: json.headers_ms, totalMs: json.total_ms };
}

function loadToJson(load: LoadResult): LoadJson {
  return {
    requests: load.requests,
    errors: load.errors,
    error_rate: load.errorRate,
    duration_ms: load.durationMs,
    rps: load.rps,
    latency_ms: load.latencyMs,
    statuses: load.statuses,
    checks: load.checks,
  };
}

function loadFromJson(json: LoadJson): LoadResult {
  return {
    requests: json.requests,
    errors: json.errors,
    errorRate: json.error_rate,
    durationMs: json.duration_ms,
    rps: json.rps,
    latencyMs: json.latency_ms,
    statuses: json.statuses,
    checks: json.checks,
  };
}

function pullRequestToJson(pullRequest: PullRequestRef): PullRequestJson {
  return {
    owner: pullRequest.owner,
    repo: pullRequest.repo,
    number: pullRequest.number,
    head_sha: pullRequest.headSha,
    checkout_sha: pullRequest.checkoutSha,
  };
}

function pullRequestFromJson(json: PullRequestJson): PullRequestRef {
  return {
    owner: json.owner,
    repo: json.repo,
    number: json.number,
    headSha: json.head_sha,
    ...(json.checkout_sha === undefined ? {} : { checkoutSha: json.checkout_sha }),
  };
}
