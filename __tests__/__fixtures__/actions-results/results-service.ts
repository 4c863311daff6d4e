/**
 * A local stand-in of the GitHub Actions results service (`ACTIONS_RESULTS_URL` on a runner), which
 * serves the Actions cache and artifacts behind one address and one runtime token: Twirp JSON calls
 * to `/twirp/github.actions.results.api.v1.<Service>/<Method>` (proto field names, a bearer runtime
 * token), and signed Azure Blob Storage URLs that the clients then upload to and download from.
 *
 * The runtime token is a JWT like the runner's (`ACTIONS_RUNTIME_TOKEN`): its `scp` claim carries the
 * `Actions.Results:<workflow run backend id>:<job run backend id>` scope, which `@actions/artifact`
 * reads to name the run and job an artifact belongs to. Each service checks what reaches it and
 * records what strays from the protocol in its `violations`.
 */
import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createFakeArtifactService, type FakeArtifactService } from './artifact-service.js';
import { createFakeCacheService, type FakeCacheService } from './cache-service.js';

/** The workflow run and job a runtime token is for, as the results service knows them. */
export interface BackendIds {
  workflowRunBackendId: string;
  workflowJobRunBackendId: string;
}

/** One service behind the results service's address. */
export interface ResultsRoutes {
  /** Whether a request for this path (Twirp or blob) is this service's. */
  owns(pathname: string): boolean;
  handle(request: IncomingMessage, body: Buffer, response: ServerResponse): void;
  /** Every request is received and never answered, as by a service that went silent. */
  hang: boolean;
}

/** What a service needs of the server it runs in. */
export interface ResultsContext {
  /** `http://127.0.0.1:<port>`, known once the server listens. */
  base(): string;
  /** The runtime tokens handed out, and the run and job each is for. */
  issued: Map<string, BackendIds>;
}

export interface FakeResultsService {
  /** For `ACTIONS_RESULTS_URL`, with the trailing slash the runner gives. */
  url: string;
  /**
   * For `ACTIONS_RUNTIME_TOKEN`: the token of a job of workflow run `run` (its `GITHUB_RUN_ID`) in
   * its `attempt`. A re-run of a job belongs to the same workflow run, as on GitHub.
   */
  tokenFor(run: string, attempt?: string): string;
  cache: FakeCacheService;
  artifacts: FakeArtifactService;
  /** Requests no service owns (answered 404), as `<method> <path>`; kept until `close`. */
  unrouted: string[];
  close(): Promise<void>;
}

/** A UUID-shaped id drawn from `seed`, as the backend ids are. */
function backendId(seed: string): string {
  const hex = createHmac('sha256', 'fake-results-service').update(seed).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** A JWT whose `scp` claim holds the results scope of `ids`, signed with a key of the fake's own. */
function runtimeToken(ids: BackendIds): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const header = part({ typ: 'JWT', alg: 'HS256' });
  const claims = part({
    scp: `Actions.GenericRead:${ids.workflowRunBackendId} Actions.Results:${ids.workflowRunBackendId}:${ids.workflowJobRunBackendId} Actions.UploadArtifacts:${ids.workflowRunBackendId}:${ids.workflowJobRunBackendId}`,
    iss: 'vstoken.actions.githubusercontent.com',
    aud: 'vstoken.actions.githubusercontent.com',
    nbf: now - 60,
    exp: now + 3600,
  });
  const signature = createHmac('sha256', 'fake-results-service').update(`${header}.${claims}`).digest('base64url');
  return `${header}.${claims}.${signature}`;
}

/** Starts the results service with the cache and artifact services behind it, on 127.0.0.1. */
export async function startFakeResultsService(): Promise<FakeResultsService> {
  let base = '';
  const context: ResultsContext = { base: () => base, issued: new Map() };
  const cache = createFakeCacheService(context);
  const artifacts = createFakeArtifactService(context);
  const services: ResultsRoutes[] = [cache, artifacts];
  const unrouted: string[] = [];

  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
    const service = services.find((candidate) => candidate.owns(pathname));
    if (!service) {
      unrouted.push(`${request.method} ${pathname}`);
      response.writeHead(404, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ code: 'bad_route', msg: `no route ${request.method} ${pathname}` }));
      return;
    }
    if (service.hang) return;
    service.handle(request, Buffer.concat(chunks), response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: `${base}/`,
    tokenFor(run, attempt = '1') {
      const ids = {
        workflowRunBackendId: backendId(`run ${run}`),
        workflowJobRunBackendId: backendId(`job of run ${run}, attempt ${attempt}`),
      };
      const token = runtimeToken(ids);
      context.issued.set(token, ids);
      return token;
    },
    cache,
    artifacts,
    unrouted,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export interface TwirpFields {
  required: readonly string[];
  optional: readonly string[];
}

/**
 * Checks a Twirp JSON call as the service would (POST, a runtime token it issued, a JSON body whose
 * fields are the method's): the parsed body and the token's run and job, or the error to answer,
 * recorded in `violations`.
 */
export function readTwirpCall(
  request: IncomingMessage,
  body: Buffer,
  method: string,
  fields: TwirpFields | undefined,
  context: ResultsContext,
  violations: string[],
):
  | { body: Record<string, unknown>; ids: BackendIds }
  | { status: number; error: { code: string; msg: string } } {
  const refuse = (status: number, code: string, msg: string) => {
    violations.push(`${method}: ${msg}`);
    return { status, error: { code, msg } };
  };
  if (!fields) return refuse(404, 'bad_route', `no method ${method}`);
  if (request.method !== 'POST') return refuse(404, 'bad_route', `${request.method} instead of POST`);
  const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
  const ids = bearer === undefined ? undefined : context.issued.get(bearer);
  if (!ids) return refuse(401, 'unauthenticated', 'missing or wrong bearer token');
  if (!String(request.headers['content-type']).startsWith('application/json')) {
    return refuse(415, 'malformed', `content-type ${request.headers['content-type']}`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(body.toString('utf8'));
  } catch {
    return refuse(400, 'malformed', 'body is not JSON');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    return refuse(400, 'malformed', 'body is not a JSON object');
  }
  const call = parsed as Record<string, unknown>;
  for (const name of Object.keys(call)) {
    if (!fields.required.includes(name) && !fields.optional.includes(name)) {
      return refuse(400, 'malformed', `unknown field ${name}`);
    }
  }
  for (const name of fields.required) {
    if (call[name] === undefined) return refuse(400, 'invalid_argument', `${name} is required`);
  }
  return { body: call, ids };
}

/** Twirp answers in JSON: a message, or `{ code, msg }` with the code's HTTP status. */
export function answerJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}
