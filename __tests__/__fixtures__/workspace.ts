import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { InputErrors } from '../../src/core/errors.js';
import { loadWorkspace } from '../../src/workspace/load.js';
import type { Workspace } from '../../src/workspace/types.js';

export interface TempRepo {
  /** The repository root (a temporary folder). */
  root: string;
  /** Its `.falcon` folder. */
  workspace: string;
  remove(): Promise<void>;
}

/** Writes `files` (paths relative to `.falcon/`) into a fresh temporary repository. */
export async function makeWorkspace(files: Record<string, string>): Promise<TempRepo> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'falcon-test-'));
  const workspace = path.join(root, '.falcon');
  for (const [name, text] of Object.entries(files)) {
    const file = path.join(workspace, name);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, text);
  }
  return { root, workspace, remove: () => rm(root, { recursive: true, force: true }) };
}

/** A small OpenAPI 3.1 spec for a users API, used by runner tests. */
export const USERS_SPEC = `openapi: 3.1.0
info: { title: Users API, version: '1' }
paths:
  /users:
    get:
      operationId: listUsers
      parameters:
        - { name: limit, in: query, schema: { type: integer, minimum: 1, maximum: 50 } }
      responses:
        '200':
          description: users
          content:
            application/json:
              schema:
                type: object
                required: [items]
                properties:
                  items: { type: array, items: { $ref: '#/components/schemas/User' } }
        '400':
          description: bad request
          content: { application/json: { schema: { type: object } } }
    post:
      operationId: createUser
      security: [ { bearer: [] } ]
      requestBody:
        required: true
        content:
          application/json:
            schema:
              type: object
              required: [name]
              properties: { name: { type: string } }
      responses:
        '201':
          description: created
          content: { application/json: { schema: { $ref: '#/components/schemas/User' } } }
        '401': { description: no credentials }
  /users/{id}:
    get:
      operationId: getUser
      parameters:
        - { name: id, in: path, required: true, schema: { type: integer } }
      responses:
        '200':
          description: a user
          content: { application/json: { schema: { $ref: '#/components/schemas/User' } } }
        '404': { description: not found }
components:
  securitySchemes:
    bearer: { type: http, scheme: bearer }
  schemas:
    User:
      type: object
      required: [id, name]
      properties:
        id: { type: integer }
        name: { type: string }
`;

/** The flow added to a workspace that has none, so the files under test load (a workspace without flows is refused). */
export const PLACEHOLDER_FLOW = 'flows/smoke_placeholder.yaml';

/** `files`, with a flow that asks for nothing when they hold none. */
export function withPlaceholderFlow(files: Record<string, string>): Record<string, string> {
  return Object.keys(files).some((name) => name.startsWith('flows/'))
    ? files
    : { ...files, [PLACEHOLDER_FLOW]: 'steps:\n  - request: { url: "http://127.0.0.1:9/" }\n' };
}

/** Workspaces made of files for a test, loaded; every repository made is removed after each test. */
export interface WorkspaceLoader {
  make(files: Record<string, string>): Promise<TempRepo>;
  load(files: Record<string, string>, env?: Record<string, string>): Promise<Workspace>;
  /** The `file:line:column: message` of every input problem, when loading must fail. */
  loadErrors(files: Record<string, string>, env?: Record<string, string>): Promise<string[]>;
}

export function workspaceLoader(): WorkspaceLoader {
  const repos: TempRepo[] = [];
  afterEach(async () => {
    await Promise.all(repos.splice(0).map((repo) => repo.remove()));
  });
  const make = async (files: Record<string, string>): Promise<TempRepo> => {
    const repo = await makeWorkspace(files);
    repos.push(repo);
    return repo;
  };
  const load = async (
    files: Record<string, string>,
    env: Record<string, string> = {},
  ): Promise<Workspace> => {
    const repo = await make(withPlaceholderFlow(files));
    return loadWorkspace({ workspace: repo.workspace, repoRoot: repo.root, env });
  };
  const loadErrors = async (
    files: Record<string, string>,
    env: Record<string, string> = {},
  ): Promise<string[]> => {
    try {
      await load(files, env);
    } catch (error) {
      if (error instanceof InputErrors) return error.errors.map((inputError) => inputError.describe());
      throw error;
    }
    throw new Error('expected the workspace to fail loading');
  };
  return { make, load, loadErrors };
}
