import type { CheckResult, JsonSchema } from '../core/results.js';
import type { SourceLocation } from '../core/errors.js';

export type SpecVersion = '2.0' | '3.0' | '3.1';

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  schema?: JsonSchema;
}

export interface MediaContent {
  /** Media type → schema (already dereferenced), e.g. `application/json`. */
  [mediaType: string]: { schema?: JsonSchema };
}

export interface ResponseSpec {
  description?: string;
  content: MediaContent;
  /** Header name (lower case) → required. */
  headers: Record<string, { required: boolean; schema?: JsonSchema }>;
}

export interface Operation {
  operationId?: string;
  /** Upper case: GET, POST, … */
  method: string;
  /** The templated path as written in the spec: `/users/{id}`. */
  path: string;
  summary?: string;
  parameters: Parameter[];
  requestBody?: { required: boolean; content: MediaContent };
  /** Status key as written (`200`, `2XX`, `default`) → response. */
  responses: Record<string, ResponseSpec>;
  /** True when the operation (or the spec's default) demands credentials. */
  requiresAuth: boolean;
  /** Where the operation is written, for errors. */
  location: SourceLocation;
}

/** A request as sent, to check against the operation that documents it. */
export interface ConcreteRequest {
  method: string;
  /** Path without the server's base path, e.g. `/users/42`. */
  path: string;
  query: Record<string, string | string[]>;
  headers: Record<string, string>;
  contentType?: string;
  body?: unknown;
}

/** A response as received, to check against the operation's documented responses. */
export interface ConcreteResponse {
  status: number;
  headers: Record<string, string>;
  contentType?: string;
  /** Parsed JSON when the body was JSON, else the text. */
  body: unknown;
}

export interface ApiSpec {
  file: string;
  version: SpecVersion;
  title: string;
  /** Server URLs as written (3.x `servers`, or 2.0 scheme+host+basePath). */
  servers: string[];
  operations: Operation[];
  byOperationId(operationId: string): Operation | undefined;
  /** Finds the operation documenting `method` on a concrete path (`/users/42` → `/users/{id}`). */
  match(method: string, path: string): Operation | undefined;
  /** All methods documented on the path template matching `path` (empty when the path is unknown). */
  methodsFor(path: string): string[];
  /**
   * The response schema for an operation, status and media type: exact status first, then `2XX`,
   * then `default`. `undefined` when nothing is documented.
   */
  responseSchema(operation: Operation, status: number, mediaType: string): JsonSchema | undefined;
  /** Checks a response against the spec: documented status, documented content type, schema. */
  checkResponse(operation: Operation, response: ConcreteResponse): CheckResult[];
  /** Problems with a request the spec would reject (missing required parameter, body not matching). */
  checkRequest(operation: Operation, request: ConcreteRequest): string[];
  /** Validates a value against any schema (inline flow schemas too), returning readable violations. */
  validate(schema: JsonSchema, value: unknown): string[];
}
