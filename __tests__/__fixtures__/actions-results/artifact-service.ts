/**
 * The artifact service of the fake results service (results-service.ts), speaking the protocol
 * `@actions/artifact` speaks on GitHub's runners:
 *
 * 1. `CreateArtifact` (Twirp JSON, proto field names): the workflow run's and job's backend ids, which
 *    must be those of the runtime token's `Actions.Results` scope, the name, the artifact version
 *    and the MIME type; answered with a signed blob URL, or 409 when the run already has the name;
 * 2. the zip uploaded to that URL as Azure Blob Storage blocks: Put Block (`comp=block`, base64 block
 *    ids of one length), then Put Block List (`comp=blocklist`, an XML list of the blocks in order,
 *    the blob's content type in `x-ms-blob-content-type`);
 * 3. `FinalizeArtifact`: the same ids and name, the size (an int64, so a JSON string) and the
 *    `sha256:<hex>` hash, both checked against the blob committed; answered with the artifact id.
 *
 * Each request is checked and what strays is answered with an error and recorded in `violations`.
 * What was uploaded is kept, and `files` opens an artifact's zip.
 *
 * Sources: `results/api/v1/artifact.proto` as generated in @actions/artifact's
 * `lib/generated/results/api/v1/artifact.js`, its `upload-artifact.js`, `blob-upload.js` and
 * `artifact-twirp-client.js`, and the Azure Blob REST reference for Put Block and Put Block List.
 */
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { unzipSync } from 'fflate';
import {
  answerJson,
  readTwirpCall,
  type BackendIds,
  type ResultsContext,
  type ResultsRoutes,
  type TwirpFields,
} from './results-service.js';

const SERVICE = '/twirp/github.actions.results.api.v1.ArtifactService/';
const ACCOUNT = '/devstoreaccount1/actions-results/';
/** The characters the service refuses in a name, as @actions/artifact lists them. */
const REFUSED_IN_NAME = /[":<>|*?\r\n\\/]/;

const REQUEST_FIELDS: Record<string, TwirpFields> = {
  CreateArtifact: {
    required: ['workflow_run_backend_id', 'workflow_job_run_backend_id', 'name', 'version'],
    optional: ['expires_at', 'mime_type'],
  },
  FinalizeArtifact: {
    required: ['workflow_run_backend_id', 'workflow_job_run_backend_id', 'name', 'size'],
    optional: ['hash'],
  },
};

interface Artifact {
  id: number;
  /** The workflow run it belongs to: a name is unique within one. */
  run: string;
  name: string;
  mimeType?: string;
  /** Staged blocks by id, until the block list commits them. */
  blocks: Map<string, Buffer>;
  blob?: Buffer;
  contentType?: string;
  finalized: boolean;
}

export interface UploadedArtifact {
  id: number;
  name: string;
  size: number;
  /** As `CreateArtifact` declared it and as the blob was committed with. */
  mimeType?: string;
  contentType?: string;
}

export interface FakeArtifactService extends ResultsRoutes {
  /** Finalized artifacts, oldest first. */
  uploaded(): UploadedArtifact[];
  /** The files of the newest finalized artifact of that name, by their path in its zip. */
  files(name: string): Map<string, Buffer>;
  /** Every Twirp method called, in order. */
  calls: string[];
  /** Requests that did not follow the protocol. */
  violations: string[];
  /** Twirp calls answer this HTTP status (500: an internal error) rather than their answer. */
  failWith: number | undefined;
  /** Forgets every artifact, call and violation, and answers again. */
  reset(): void;
}

export function createFakeArtifactService(context: ResultsContext): FakeArtifactService {
  const artifacts: Artifact[] = [];
  const calls: string[] = [];
  const violations: string[] = [];
  let nextId = 1;

  const service: FakeArtifactService = {
    owns: (pathname) => pathname.startsWith(SERVICE) || pathname.startsWith(ACCOUNT),
    handle,
    calls,
    violations,
    hang: false,
    failWith: undefined,
    reset() {
      artifacts.length = 0;
      calls.length = 0;
      violations.length = 0;
      service.hang = false;
      service.failWith = undefined;
    },
    uploaded: () =>
      artifacts
        .filter((artifact) => artifact.finalized)
        .map((artifact) => ({
          id: artifact.id,
          name: artifact.name,
          size: artifact.blob?.length ?? 0,
          mimeType: artifact.mimeType,
          contentType: artifact.contentType,
        })),
    files(name) {
      const artifact = artifacts.findLast((candidate) => candidate.finalized && candidate.name === name);
      if (!artifact?.blob) throw new Error(`no artifact named ${name} was uploaded`);
      const entries = unzipSync(new Uint8Array(artifact.blob));
      return new Map(Object.entries(entries).map(([file, bytes]) => [file, Buffer.from(bytes)]));
    },
  };

  function handle(request: IncomingMessage, body: Buffer, response: ServerResponse): void {
    const pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
    if (pathname.startsWith(ACCOUNT)) return blob(request, body, response);
    const method = pathname.slice(SERVICE.length);
    calls.push(method);
    if (service.failWith !== undefined) {
      return answerJson(response, service.failWith, { code: 'internal', msg: 'the service failed' });
    }
    const call = readTwirpCall(request, body, method, REQUEST_FIELDS[method], context, violations);
    if ('error' in call) return answerJson(response, call.status, call.error);
    const answer = method === 'CreateArtifact' ? create(call.body, call.ids) : finalize(call.body, call.ids);
    answerJson(response, answer.status, answer.body);
  }

  /** Refused calls answer as Twirp does, `{ code, msg }`, and are recorded. */
  function refuse(method: string, status: number, code: string, msg: string) {
    violations.push(`${method}: ${msg}`);
    return { status, body: { code, msg } };
  }

  /** The call names the run and job of its runtime token, and a name the service takes. */
  function checkCall(method: string, body: Record<string, unknown>, ids: BackendIds) {
    const { workflowRunBackendId, workflowJobRunBackendId } = ids;
    if (body['workflow_run_backend_id'] !== workflowRunBackendId || body['workflow_job_run_backend_id'] !== workflowJobRunBackendId) {
      return refuse(method, 403, 'permission_denied', "the backend ids are not the runtime token's");
    }
    const name = body['name'];
    if (typeof name !== 'string' || name === '' || REFUSED_IN_NAME.test(name)) {
      return refuse(method, 400, 'invalid_argument', `the name ${JSON.stringify(name)} is not valid`);
    }
    return undefined;
  }

  function create(body: Record<string, unknown>, ids: BackendIds): { status: number; body: unknown } {
    const refused = checkCall('CreateArtifact', body, ids);
    if (refused) return refused;
    if (body['version'] !== 7) violations.push(`CreateArtifact: version ${JSON.stringify(body['version'])}, not 7`);
    const mimeType = body['mime_type'];
    if (mimeType !== undefined && typeof mimeType !== 'string') {
      return refuse('CreateArtifact', 400, 'malformed', 'mime_type is a StringValue: a JSON string');
    }
    const expires = body['expires_at'];
    if (expires !== undefined && (typeof expires !== 'string' || Number.isNaN(Date.parse(expires)))) {
      return refuse('CreateArtifact', 400, 'malformed', 'expires_at is a Timestamp: an RFC 3339 string');
    }
    const name = body['name'] as string;
    // Not a violation: a second job of the run asking for a name is the client's to handle.
    const run = ids.workflowRunBackendId;
    if (artifacts.some((artifact) => artifact.run === run && artifact.name === name)) {
      return { status: 409, body: { code: 'already_exists', msg: 'an artifact with this name already exists on the workflow run' } };
    }
    const artifact: Artifact = { id: nextId++, run, name, mimeType, blocks: new Map(), finalized: false };
    artifacts.push(artifact);
    return { status: 200, body: { ok: true, signed_upload_url: signedUrl(artifact) } };
  }

  function finalize(body: Record<string, unknown>, ids: BackendIds): { status: number; body: unknown } {
    const refused = checkCall('FinalizeArtifact', body, ids);
    if (refused) return refused;
    const artifact = artifacts.find(
      (candidate) => candidate.run === ids.workflowRunBackendId && candidate.name === body['name'],
    );
    if (!artifact || artifact.finalized) {
      return refuse('FinalizeArtifact', 404, 'not_found', `no artifact ${String(body['name'])} to finalize`);
    }
    if (!artifact.blob) return refuse('FinalizeArtifact', 400, 'failed_precondition', 'nothing was uploaded');
    if (typeof body['size'] !== 'string' || body['size'] !== String(artifact.blob.length)) {
      violations.push(`FinalizeArtifact: size ${JSON.stringify(body['size'])}, the blob has ${artifact.blob.length} bytes`);
    }
    const hash = `sha256:${createHash('sha256').update(artifact.blob).digest('hex')}`;
    if (body['hash'] !== undefined && body['hash'] !== hash) {
      violations.push(`FinalizeArtifact: hash ${String(body['hash'])}, the blob's is ${hash}`);
    }
    artifact.finalized = true;
    return { status: 200, body: { ok: true, artifact_id: String(artifact.id) } };
  }

  function signedUrl(artifact: Artifact): string {
    const expiry = new Date(Date.now() + 3_600_000).toISOString();
    return `${context.base()}${ACCOUNT}${artifact.id}.zip?sv=2024-11-04&sr=b&sp=cw&se=${encodeURIComponent(expiry)}&sig=fake-signature-${artifact.id}`;
  }

  /** Put Block and Put Block List on a signed URL; Azure answers errors in XML. */
  function blob(request: IncomingMessage, body: Buffer, response: ServerResponse): void {
    const url = new URL(request.url ?? '/', context.base());
    const headers = {
      'x-ms-request-id': `request-${Date.now()}`,
      'x-ms-version': '2024-11-04',
      date: new Date().toUTCString(),
    };
    const fail = (status: number, code: string, why: string) => {
      violations.push(`${request.method} ${url.pathname}?comp=${url.searchParams.get('comp')}: ${why}`);
      response
        .writeHead(status, { ...headers, 'x-ms-error-code': code, 'content-type': 'application/xml' })
        .end(`<?xml version="1.0" encoding="utf-8"?><Error><Code>${code}</Code><Message>${why}</Message></Error>`);
    };
    const artifact = artifacts.find((candidate) => url.pathname === `${ACCOUNT}${candidate.id}.zip`);
    if (!artifact || url.searchParams.get('sig') !== `fake-signature-${artifact.id}`) {
      return fail(403, 'AuthenticationFailed', 'unsigned or unknown blob');
    }
    if (request.method !== 'PUT') return fail(405, 'UnsupportedHttpVerb', `${request.method} on an upload URL`);
    if (artifact.finalized) return fail(409, 'BlobImmutableDueToPolicy', 'the artifact is finalized');
    if (!request.headers['x-ms-version']) return fail(400, 'MissingRequiredHeader', 'no x-ms-version');
    if (Number(request.headers['content-length']) !== body.length) {
      return fail(400, 'InvalidHeaderValue', `content-length ${request.headers['content-length']}, body ${body.length}`);
    }
    const comp = url.searchParams.get('comp');
    if (comp === 'block') {
      const id = url.searchParams.get('blockid') ?? '';
      if (!/^[A-Za-z0-9+/]+={0,2}$/.test(id) || id.length > 88) return fail(400, 'InvalidQueryParameterValue', `block id ${id}`);
      const other = artifact.blocks.keys().next().value;
      if (other !== undefined && other.length !== id.length) {
        return fail(400, 'InvalidBlobOrBlock', 'block ids of one blob must have one length');
      }
      artifact.blocks.set(id, body);
      response.writeHead(201, { ...headers, 'content-length': '0', 'x-ms-request-server-encrypted': 'true' }).end();
      return;
    }
    if (comp === 'blocklist') {
      const listed = [...body.toString('utf8').matchAll(/<(Latest|Uncommitted|Committed)>([^<]*)<\/\1>/g)].map((match) => match[2]!);
      if (!/^\s*(<\?xml[^>]*\?>)?\s*<BlockList>/.test(body.toString('utf8')) || listed.length === 0) {
        return fail(400, 'InvalidXmlDocument', 'not a block list');
      }
      const parts = listed.map((id) => artifact.blocks.get(id));
      if (parts.some((part) => part === undefined)) return fail(400, 'InvalidBlockList', 'a listed block was not staged');
      artifact.blob = Buffer.concat(parts as Buffer[]);
      artifact.contentType = request.headers['x-ms-blob-content-type'] as string | undefined;
      artifact.blocks.clear();
      response
        .writeHead(201, {
          ...headers,
          'content-length': '0',
          etag: `"0x${artifact.id.toString(16).padStart(8, '0')}"`,
          'last-modified': new Date().toUTCString(),
          'x-ms-request-server-encrypted': 'true',
        })
        .end();
      return;
    }
    fail(400, 'InvalidQueryParameterValue', `comp=${comp}`);
  }

  return service;
}
